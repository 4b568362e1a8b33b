//! The input loop: for every puzzle line, parse it, ask the solver, and write exactly one
//! output line (text or JSON). Writers are parameters so tests can capture both streams.
//!
//! Lines are answered in batches (see [`input`](super::input)). With `--jobs N` above 1, a
//! batch is cut into chunks that a pool of N threads answers at the same time, each chunk
//! into its own output and error buffers; the buffers are then written in input order, so
//! the output (and the order of the error messages) is byte for byte the same for every
//! N. While the pool answers a batch, the calling thread reads the next one and writes the
//! previous one's answers. A batch that fits in one chunk, and every batch under `--jobs
//! 1`, is answered on the calling thread with no pool at all; only there does a full count
//! on a terminal show its progress (several at once would garble it).
//!
//! Each line costs only the solver work its answer needs: `solve` one search, `count` one
//! count (with `--json` the solving search, plus a count only when there are more
//! solutions than the two found and the limit allows more), `hint` and `path` a uniqueness
//! count (no grids) before their steps. Output is written as bytes into per-chunk buffers:
//! no allocation or formatting machinery per line on the `solve` and `count` paths.

use std::io::{self, BufRead, BufReader, IsTerminal, Write};
use std::num::NonZeroUsize;
use std::ops::ControlFlow;

use rayon::prelude::*;

use super::args::{Action, HELP, Invocation};
use super::input::{Batch, LineReader, PuzzleLine};
use super::json;
use crate::engine::solver::{self, CountOutcome, CountProgress, Solutions};
use crate::engine::{Grid, Puzzle, parse_puzzle};
use crate::i18n::{Lang, parse_error};

/// How a run ended: whether any puzzle line failed to parse.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RunOutcome {
    /// Every line parsed.
    AllParsed,
    /// At least one line failed to parse (exit status 1).
    SomeFailed,
}

/// Runs `invocation`, reading `stdin` when it names no files.
pub fn run(
    invocation: &Invocation,
    stdin: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<RunOutcome> {
    match invocation.action {
        Action::Help => {
            out.write_all(HELP.as_bytes())?;
            return Ok(RunOutcome::AllParsed);
        }
        Action::Version => {
            writeln!(out, "stepwise {}", env!("CARGO_PKG_VERSION"))?;
            return Ok(RunOutcome::AllParsed);
        }
        Action::Generate(request) => {
            let all = super::generate::run(&request, invocation.json, invocation.jobs, out, err)?;
            return Ok(if all {
                RunOutcome::AllParsed
            } else {
                RunOutcome::SomeFailed
            });
        }
        Action::Solve
        | Action::Count { .. }
        | Action::Hint
        | Action::Path
        | Action::Rate
        | Action::Lab(_)
        | Action::Ask(_) => {}
    }
    let mut answerer = Answerer::new(invocation);
    if invocation.files.is_empty() {
        answerer.answer_all(LineReader::new(stdin, None), out, err)?;
    } else {
        for file in &invocation.files {
            let reader = std::fs::File::open(file)
                .map_err(|e| io::Error::new(e.kind(), format!("cannot read {file}: {e}")))?;
            answerer.answer_all(
                LineReader::new(BufReader::new(reader), Some(file)),
                out,
                err,
            )?;
        }
    }
    Ok(if answerer.failed {
        RunOutcome::SomeFailed
    } else {
        RunOutcome::AllParsed
    })
}

// ---------------------------------------------------------------------------------------
// Batches, chunks and threads
// ---------------------------------------------------------------------------------------

/// The answers to consecutive lines: what goes to standard output and standard error.
#[derive(Default)]
struct Answers {
    out: Vec<u8>,
    err: Vec<u8>,
    failed: bool,
}

/// Answers batch after batch, on this thread or on a pool built the first time a batch
/// has more than one chunk.
struct Answerer<'a> {
    invocation: &'a Invocation,
    jobs: usize,
    /// Lines per chunk: one unit of work for a thread.
    chunk: usize,
    pool: Option<rayon::ThreadPool>,
    /// Whether standard error is a terminal (then a long count shows its progress).
    terminal: bool,
    failed: bool,
}

impl<'a> Answerer<'a> {
    fn new(invocation: &'a Invocation) -> Answerer<'a> {
        // The lab times its methods: one puzzle at a time, so runs do not slow each other.
        let jobs = match invocation.action {
            Action::Lab(_) => 1,
            _ => invocation
                .jobs
                .or_else(|| std::thread::available_parallelism().ok())
                .map_or(1, NonZeroUsize::get),
        };
        // Chunks long enough that handing one to a thread costs little against its work
        // (17-clue `solve`: 64 lines ≈ 0.15 ms), short enough that the last chunk of a
        // batch keeps nobody waiting long. A full count or a path can take milliseconds
        // per puzzle or more: small chunks.
        let chunk = match invocation.action {
            Action::Solve | Action::Count { limit: Some(_) } => 64,
            Action::Count { limit: None } => 4,
            Action::Hint
            | Action::Path
            | Action::Rate
            | Action::Lab(_)
            | Action::Ask(_)
            | Action::Help
            | Action::Version
            | Action::Generate(_) => 1,
        };
        Answerer {
            invocation,
            jobs,
            chunk,
            pool: None,
            terminal: io::stderr().is_terminal(),
            failed: false,
        }
    }

    /// Answers every line of `reader`, writing in input order. With a pool, this thread
    /// reads the next batch and writes the previous one's answers while the pool answers
    /// the current one.
    fn answer_all<R: BufRead>(
        &mut self,
        mut reader: LineReader<R>,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> io::Result<()> {
        // Enough chunks per batch to keep every thread busy to the batch's end.
        let batch_lines = self.chunk * (16 * self.jobs).max(64);
        let (mut current, mut next) = (Batch::default(), Batch::default());
        // Answered, not yet written.
        let mut pending: Vec<Answers> = Vec::new();
        reader.read_batch(&mut current, batch_lines)?;
        while !current.is_empty() {
            if self.jobs == 1 || current.len() <= self.chunk {
                self.failed |= write_answers(&pending, out, err)?;
                // One puzzle at a time on this thread: a long count may show its progress.
                pending.truncate(1);
                if pending.is_empty() {
                    pending.push(Answers::default());
                }
                let answers = &mut pending[0];
                answers.out.clear();
                answers.err.clear();
                answers.failed = false;
                for line in current.lines(0..current.len()) {
                    answer_line(self.invocation, line, self.terminal, answers)?;
                }
                reader.read_batch(&mut next, batch_lines)?;
            } else {
                let (invocation, chunk) = (self.invocation, self.chunk);
                let pool = self.pool()?;
                let mut answered = Ok(Vec::new());
                let (mut read, mut written) = (Ok(()), Ok(false));
                pool.in_place_scope(|scope| {
                    scope.spawn(|_| answered = answer_chunks(invocation, &current, chunk));
                    read = reader.read_batch(&mut next, batch_lines);
                    written = write_answers(&pending, out, err);
                });
                self.failed |= written?;
                read?;
                pending = answered?;
            }
            std::mem::swap(&mut current, &mut next);
        }
        self.failed |= write_answers(&pending, out, err)?;
        Ok(())
    }

    /// The pool of `jobs` threads, started the first time it is needed.
    fn pool(&mut self) -> io::Result<&rayon::ThreadPool> {
        if self.pool.is_none() {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(self.jobs)
                .build()
                .map_err(|e| {
                    io::Error::other(format!("cannot start {} threads: {e}", self.jobs))
                })?;
            self.pool = Some(pool);
        }
        Ok(self.pool.as_ref().expect("started above"))
    }
}

/// Answers `batch` chunk by chunk on the current pool's threads, each chunk into its own
/// buffers, returned in input order.
fn answer_chunks(invocation: &Invocation, batch: &Batch, chunk: usize) -> io::Result<Vec<Answers>> {
    let n = batch.len();
    (0..n.div_ceil(chunk))
        .into_par_iter()
        .map(|k| {
            let mut answers = Answers::default();
            for line in batch.lines(k * chunk..n.min((k + 1) * chunk)) {
                // Several counts at once: progress lines would interleave.
                answer_line(invocation, line, false, &mut answers)?;
            }
            Ok(answers)
        })
        .collect()
}

/// Writes `answers` in order; whether any of their lines failed to parse.
fn write_answers(
    answers: &[Answers],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<bool> {
    let mut failed = false;
    for a in answers {
        out.write_all(&a.out)?;
        err.write_all(&a.err)?;
        failed |= a.failed;
    }
    Ok(failed)
}

// ---------------------------------------------------------------------------------------
// One line
// ---------------------------------------------------------------------------------------

/// Parses and answers one line; a line that does not parse gives `error` (or the JSON
/// error object) and its message on the error stream.
fn answer_line(
    invocation: &Invocation,
    line: PuzzleLine<'_>,
    progress: bool,
    to: &mut Answers,
) -> io::Result<()> {
    match parse_puzzle(line.text, invocation.variant) {
        Ok(puzzle) if invocation.action == Action::Rate => {
            let line = super::rate::answer(invocation.json, &puzzle, line.number);
            to.out.extend_from_slice(line.as_bytes());
            to.out.push(b'\n');
            Ok(())
        }
        Ok(puzzle) => {
            if let Action::Lab(options) = &invocation.action {
                let text = super::lab::answer(options, invocation.json, &puzzle);
                to.out.extend_from_slice(text.as_bytes());
                to.out.push(b'\n');
                return Ok(());
            }
            answer(invocation, &puzzle, progress, &mut to.out)
        }
        Err(e) => {
            to.failed = true;
            let e = parse_error(Lang::En, &e);
            writeln!(to.err, "{}: {e}", line.place())?;
            if invocation.json {
                write!(to.out, "{{\"line\":{},\"error\":", line.number)?;
                json::push_string(&mut to.out, &e);
                to.out.extend_from_slice(b"}\n");
            } else {
                to.out.extend_from_slice(b"error\n");
            }
            Ok(())
        }
    }
}

fn answer(
    invocation: &Invocation,
    puzzle: &Puzzle,
    progress: bool,
    out: &mut Vec<u8>,
) -> io::Result<()> {
    match invocation.action {
        Action::Solve => {
            let solutions = solver::solve(puzzle);
            if invocation.json {
                json_line(out, puzzle, &solutions, None);
            } else {
                match solutions {
                    Solutions::Unique(grid) => push_grid(out, &grid, b'0'),
                    Solutions::None => out.extend_from_slice(b"none"),
                    Solutions::Multiple(..) => out.extend_from_slice(b"multiple"),
                }
            }
        }
        Action::Count { limit } if invocation.json => {
            // The object lists up to two solutions, so it needs the solving search; a
            // count is only needed when there are several solutions and the limit is
            // above the two already found.
            let solutions = solver::solve(puzzle);
            let count = match (&solutions, limit) {
                (Solutions::None, _) => 0,
                (Solutions::Unique(_), _) => 1,
                (Solutions::Multiple(..), Some(limit)) if limit <= 2 => limit,
                (Solutions::Multiple(..), _) => count(puzzle, limit, progress),
            };
            json_line(out, puzzle, &solutions, Some(count));
        }
        Action::Count { limit } => push_number(out, count(puzzle, limit, progress)),
        Action::Hint | Action::Path => {
            let line = super::steps::answer(invocation, puzzle, solver::count(puzzle, 2));
            out.extend_from_slice(line.as_bytes());
        }
        Action::Ask(question) => {
            let line = super::ask::answer(question, invocation.json, puzzle);
            out.extend_from_slice(line.as_bytes());
        }
        // Answered before any input is read (help, version) or by `answer_line` (rate).
        Action::Help | Action::Version | Action::Rate | Action::Generate(_) | Action::Lab(_) => {
            return Ok(());
        }
    }
    out.push(b'\n');
    Ok(())
}

/// The number of solutions up to `limit`, or all of them.
fn count(puzzle: &Puzzle, limit: Option<u64>, progress: bool) -> u64 {
    match limit {
        Some(limit) => solver::count(puzzle, limit),
        None => count_everything(puzzle, progress),
    }
}

/// Counts every solution; with `show`, shows progress on standard error.
fn count_everything(puzzle: &Puzzle, show: bool) -> u64 {
    let mut report = |p: &CountProgress| {
        if show {
            eprint!(
                "\r{} solutions so far, about {:.0}% searched ",
                p.solutions,
                p.fraction_done * 100.0
            );
        }
        ControlFlow::Continue(())
    };
    let outcome = solver::count_all(puzzle, &mut report);
    if show {
        eprint!("\r{}\r", " ".repeat(60));
    }
    match outcome {
        CountOutcome::Complete(n) => n,
        // Never cancelled here: the callback always continues.
        CountOutcome::Cancelled { solutions_so_far } => solutions_so_far,
    }
}

// ---------------------------------------------------------------------------------------
// Writing without formatting machinery
// ---------------------------------------------------------------------------------------

/// The grid's 81 digits, `empty` for an empty cell.
fn push_grid(out: &mut Vec<u8>, grid: &Grid, empty: u8) {
    out.extend(
        grid.to_numbers()
            .iter()
            .map(|&n| if n == 0 { empty } else { b'0' + n }),
    );
}

/// `n` in decimal.
fn push_number(out: &mut Vec<u8>, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[start..]);
}

/// The stable JSON object for one puzzle (see `--help`), without the newline.
pub fn json_line(out: &mut Vec<u8>, puzzle: &Puzzle, solutions: &Solutions, count: Option<u64>) {
    let (status, grids): (&str, &[Grid]) = match solutions {
        Solutions::None => ("none", &[]),
        Solutions::Unique(g) => ("unique", std::slice::from_ref(g)),
        Solutions::Multiple(a, b) => ("multiple", &[*a, *b]),
    };
    out.extend_from_slice(b"{\"puzzle\":\"");
    push_grid(out, &puzzle.givens, b'.');
    out.extend_from_slice(b"\",\"variant\":");
    json::push_string(out, puzzle.variant.slug());
    out.extend_from_slice(b",\"status\":");
    json::push_string(out, status);
    out.extend_from_slice(b",\"solutions\":[");
    for (i, grid) in grids.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.push(b'"');
        push_grid(out, grid, b'0');
        out.push(b'"');
    }
    out.push(b']');
    if let Some(n) = count {
        out.extend_from_slice(b",\"count\":");
        push_number(out, n);
    }
    out.push(b'}');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_decimal() {
        for n in [0, 7, 10, 99, 1_000, 14_297_616, u64::MAX] {
            let mut out = Vec::new();
            push_number(&mut out, n);
            assert_eq!(out, n.to_string().as_bytes());
        }
    }
}
