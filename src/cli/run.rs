//! The input loop: for every puzzle line, parse it, ask the solver, and write exactly one
//! output line (text or JSON). Writers are parameters so tests can capture both streams.

use std::io::{self, BufRead, BufReader, Write};
use std::ops::ControlFlow;

use super::args::{Action, HELP, Invocation};
use super::input::{PuzzleLine, for_each_puzzle_line};
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
        Action::Solve | Action::Count { .. } | Action::Hint | Action::Path => {}
    }
    let mut failed = false;
    let mut each = |line: PuzzleLine| -> io::Result<()> {
        match parse_puzzle(&line.text, invocation.variant) {
            Ok(puzzle) => answer(invocation, &puzzle, out),
            Err(e) => {
                failed = true;
                let e = parse_error(Lang::En, &e);
                writeln!(err, "{}: {e}", line.place())?;
                if invocation.json {
                    writeln!(
                        out,
                        "{{\"line\":{},\"error\":{}}}",
                        line.number,
                        json::string(&e)
                    )
                } else {
                    writeln!(out, "error")
                }
            }
        }
    };
    if invocation.files.is_empty() {
        for_each_puzzle_line(stdin, None, &mut each)?;
    } else {
        for file in &invocation.files {
            let reader = std::fs::File::open(file)
                .map_err(|e| io::Error::new(e.kind(), format!("cannot read {file}: {e}")))?;
            for_each_puzzle_line(BufReader::new(reader), Some(file), &mut each)?;
        }
    }
    Ok(if failed {
        RunOutcome::SomeFailed
    } else {
        RunOutcome::AllParsed
    })
}

fn answer(invocation: &Invocation, puzzle: &Puzzle, out: &mut dyn Write) -> io::Result<()> {
    let solutions = solver::solve(puzzle);
    if matches!(invocation.action, Action::Hint | Action::Path) {
        let line = super::steps::answer(invocation, puzzle, &solutions);
        return writeln!(out, "{line}");
    }
    let count = match invocation.action {
        Action::Count { limit: Some(limit) } => Some(solver::count(puzzle, limit)),
        Action::Count { limit: None } => Some(count_everything(puzzle)),
        _ => None,
    };
    if invocation.json {
        return writeln!(out, "{}", json_line(puzzle, &solutions, count));
    }
    match (count, &solutions) {
        (Some(n), _) => writeln!(out, "{n}"),
        (None, Solutions::Unique(grid)) => writeln!(out, "{}", grid.to_digits()),
        (None, Solutions::None) => writeln!(out, "none"),
        (None, Solutions::Multiple(..)) => writeln!(out, "multiple"),
    }
}

/// Counts every solution; on a terminal, shows progress on standard error.
fn count_everything(puzzle: &Puzzle) -> u64 {
    use std::io::IsTerminal;
    let show = io::stderr().is_terminal();
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

/// The stable JSON object for one puzzle (see `--help`).
pub fn json_line(puzzle: &Puzzle, solutions: &Solutions, count: Option<u64>) -> String {
    let (status, grids): (&str, Vec<&Grid>) = match solutions {
        Solutions::None => ("none", vec![]),
        Solutions::Unique(g) => ("unique", vec![g]),
        Solutions::Multiple(a, b) => ("multiple", vec![a, b]),
    };
    let listed: Vec<String> = grids.iter().map(|g| json::string(&g.to_digits())).collect();
    let mut line = format!(
        "{{\"puzzle\":{},\"variant\":{},\"status\":{},\"solutions\":[{}]",
        json::string(&puzzle.givens.to_line()),
        json::string(puzzle.variant.slug()),
        json::string(status),
        listed.join(",")
    );
    if let Some(n) = count {
        line.push_str(&format!(",\"count\":{n}"));
    }
    line.push('}');
    line
}
