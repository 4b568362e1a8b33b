//! End-to-end benchmark of the `stepwise` tool against the `sudoku` crate 0.8 doing the same
//! work: start a process, read a puzzle file, parse each line, `solve` (solution, `none` or
//! `multiple`) or `count --limit 2`, print one line per puzzle.
//!
//! ```text
//! cargo bench --bench cli                                  # 17-clue and top1465, 7 reps
//! cargo bench --bench cli -- --reps 11 --jobs 1,2,4 --files 17-clue.txt,forum-hardest-11plus.txt
//! STEPWISE_DATA=/path/to/data cargo bench --bench cli      # where the puzzle files are
//! ```
//!
//! The data files are the full sets when `$STEPWISE_DATA` names their folder, else what
//! `tests/data/` holds (`tests/common/data.rs`); the output says which.
//!
//! Both sides are timed as whole processes (start, reading, parsing, solving, writing),
//! interleaved per repetition (ours `--jobs 1`, the reference, ours `--jobs 2`, …) so that
//! machine noise hits all alike, with standard output going to `/dev/null`. Ours is the
//! `stepwise` binary that `cargo bench` builds beside this one (release settings). The
//! reference is this bench binary itself, started again with `--reference`: it reads the
//! file, parses each line with `Sudoku::from_str_line`, solves with
//! `solutions_up_to_buffer(.., 2)` or counts with `solutions_count_up_to(2)`, and writes
//! the digits or the count as bytes through a `BufWriter`: the same work as `stepwise
//! solve` and `stepwise count --limit 2`, in one thread. Before timing, every contender's
//! output is compared byte for byte with the reference's. The `sudoku` crate is AGPL: it
//! is a dev-dependency for benchmarks and tests only, never part of the shipped tool.
//!
//! Per file and command, each contender's wall-clock and CPU time (user + system, all
//! threads; from `getrusage`) in ms per run, median and best of the repetitions, and
//! puzzles per second from the median wall-clock time; then the ratio ours `--jobs 1` /
//! sudoku (≤ 1: at least as fast). On a machine shared with other work the CPU ratio is
//! the steadier figure; wall-clock is what a user waits.

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use sudoku::Sudoku;

#[path = "../common/data.rs"]
mod data;

const OURS: &str = env!("CARGO_BIN_EXE_stepwise");
const DEFAULT_FILES: [&str; 2] = ["17-clue.txt", "top1465.txt"];

/// What both tools are asked to do.
#[derive(Clone, Copy)]
enum Work {
    Solve,
    CountTwo,
}

impl Work {
    const ALL: [Work; 2] = [Work::Solve, Work::CountTwo];

    fn args(self) -> &'static [&'static str] {
        match self {
            Work::Solve => &["solve"],
            Work::CountTwo => &["count", "--limit", "2"],
        }
    }

    fn name(self) -> &'static str {
        match self {
            Work::Solve => "solve",
            Work::CountTwo => "count --limit 2",
        }
    }

    fn slug(self) -> &'static str {
        match self {
            Work::Solve => "solve",
            Work::CountTwo => "count2",
        }
    }

    fn from_slug(slug: &str) -> Option<Work> {
        Work::ALL.into_iter().find(|w| w.slug() == slug)
    }
}

struct Options {
    reps: usize,
    files: Vec<String>,
    jobs: Vec<usize>,
}

fn options(mut args: impl Iterator<Item = String>) -> Options {
    let mut o = Options {
        reps: 7,
        files: DEFAULT_FILES.iter().map(|f| f.to_string()).collect(),
        jobs: vec![1, 2],
    };
    while let Some(a) = args.next() {
        match a.as_str() {
            "--reps" => o.reps = args.next().and_then(|v| v.parse().ok()).unwrap_or(7).max(1),
            "--files" => {
                if let Some(v) = args.next() {
                    o.files = v.split(',').map(str::to_string).collect();
                }
            }
            "--jobs" => {
                if let Some(v) = args.next() {
                    o.jobs = v.split(',').filter_map(|j| j.parse().ok()).collect();
                }
            }
            "--bench" => {} // passed by `cargo bench`
            other => eprintln!("ignoring unknown argument {other}"),
        }
    }
    if !o.jobs.contains(&1) {
        o.jobs.insert(0, 1);
    }
    o
}

// ---------------------------------------------------------------------------------------
// The reference: the sudoku crate over a file, in this process
// ---------------------------------------------------------------------------------------

fn reference(work: Work, file: &Path) -> std::io::Result<()> {
    let text = std::fs::read_to_string(file)?;
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Ok(sudoku) = Sudoku::from_str_line(line) else {
            out.write_all(b"error\n")?;
            continue;
        };
        match work {
            Work::Solve => {
                let mut found = [[0u8; 81]; 2];
                match sudoku.solutions_up_to_buffer(&mut found, 2) {
                    0 => out.write_all(b"none\n")?,
                    1 => {
                        let mut digits = [b'\n'; 82];
                        for (d, n) in digits.iter_mut().zip(found[0]) {
                            *d = b'0' + n;
                        }
                        out.write_all(&digits)?;
                    }
                    _ => out.write_all(b"multiple\n")?,
                }
            }
            Work::CountTwo => {
                let n = sudoku.solutions_count_up_to(2) as u8;
                out.write_all(&[b'0' + n, b'\n'])?;
            }
        }
    }
    out.flush()
}

// ---------------------------------------------------------------------------------------
// Timing whole processes
// ---------------------------------------------------------------------------------------

/// One contender: a command line that does the work on a file.
struct Contender {
    label: String,
    program: PathBuf,
    args: Vec<String>,
    /// Wall-clock time of each run.
    times: Vec<Duration>,
    /// CPU time (user + system, all threads) of each run.
    cpu: Vec<Duration>,
}

impl Contender {
    fn command(&self) -> Command {
        let mut c = Command::new(&self.program);
        c.args(&self.args)
            .stdin(Stdio::null())
            .stderr(Stdio::inherit());
        c
    }

    /// Runs once with standard output captured.
    fn output(&self) -> Vec<u8> {
        let out = self.command().output().expect("the contender starts");
        assert!(
            out.status.code().is_some_and(|c| c <= 1),
            "{} failed: {:?}",
            self.label,
            out.status
        );
        out.stdout
    }

    /// Runs once with standard output to /dev/null and records the wall-clock and CPU time.
    fn time(&mut self) {
        let null = std::fs::File::create("/dev/null").expect("/dev/null");
        let cpu_before = children_cpu();
        let start = Instant::now();
        let status = self.command().stdout(null).status().expect("starts");
        self.times.push(start.elapsed());
        self.cpu.push(children_cpu().saturating_sub(cpu_before));
        assert!(status.code().is_some_and(|c| c <= 1), "{}", self.label);
    }
}

fn median(times: &[Duration]) -> Duration {
    let mut t = times.to_vec();
    t.sort();
    t[t.len() / 2]
}

fn best(times: &[Duration]) -> Duration {
    times.iter().copied().min().unwrap_or_default()
}

/// The CPU time (user + system) of all waited-for children so far: `getrusage` with
/// `RUSAGE_CHILDREN`. On a machine shared with other work, wall-clock time measures the
/// neighbours too; CPU time mostly does not. Linux x86-64 and aarch64 layout of `struct
/// rusage` (two `timeval`s, then 14 longs); elsewhere zero, and only wall-clock counts.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn children_cpu() -> Duration {
    #[repr(C)]
    struct Timeval {
        sec: i64,
        usec: i64,
    }
    #[repr(C)]
    struct Rusage {
        user: Timeval,
        system: Timeval,
        rest: [i64; 14],
    }
    unsafe extern "C" {
        fn getrusage(who: i32, usage: *mut Rusage) -> i32;
    }
    const RUSAGE_CHILDREN: i32 = -1;
    let mut usage = Rusage {
        user: Timeval { sec: 0, usec: 0 },
        system: Timeval { sec: 0, usec: 0 },
        rest: [0; 14],
    };
    // SAFETY: `usage` is a valid, writable `struct rusage` for the duration of the call.
    if unsafe { getrusage(RUSAGE_CHILDREN, &mut usage) } != 0 {
        return Duration::ZERO;
    }
    let micros = |t: &Timeval| t.sec as u64 * 1_000_000 + t.usec as u64;
    Duration::from_micros(micros(&usage.user) + micros(&usage.system))
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn children_cpu() -> Duration {
    Duration::ZERO
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    if args.peek().map(String::as_str) == Some("--reference") {
        let (Some(work), Some(file)) = (args.nth(1), args.next()) else {
            panic!("--reference <solve|count2> <file>");
        };
        let work = Work::from_slug(&work).expect("solve or count2");
        if let Err(e) = reference(work, Path::new(&file)) {
            eprintln!("reference: {file}: {e}");
            std::process::exit(2);
        }
        return;
    }
    let o = options(args);
    let me = std::env::current_exe().expect("the bench knows where it is");
    println!(
        "end to end, one process per run, {} interleaved repetitions, output to /dev/null; \
         ms per run; puzzles/s from the median wall-clock time",
        o.reps
    );
    for name in &o.files {
        let (path, source) = data::bench_file(name);
        println!("{source}");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (set STEPWISE_DATA)", path.display()));
        let puzzles = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.trim().starts_with('#'))
            .count();
        let file = path.to_string_lossy().into_owned();
        for work in Work::ALL {
            let mut contenders: Vec<Contender> = Vec::new();
            for &j in &o.jobs {
                let mut args: Vec<String> = work.args().iter().map(|a| a.to_string()).collect();
                args.extend(["--jobs".into(), j.to_string(), file.clone()]);
                contenders.push(Contender {
                    label: format!("stepwise --jobs {j}"),
                    program: PathBuf::from(OURS),
                    args,
                    times: Vec::new(),
                    cpu: Vec::new(),
                });
            }
            contenders.insert(
                1,
                Contender {
                    label: "sudoku 0.8".into(),
                    program: me.clone(),
                    args: vec!["--reference".into(), work.slug().into(), file.clone()],
                    times: Vec::new(),
                    cpu: Vec::new(),
                },
            );
            // Same answers (and a warm-up for the page cache).
            let expected = contenders[1].output();
            for c in &contenders {
                assert!(
                    c.output() == expected,
                    "{} and the reference disagree on {name}",
                    c.label
                );
            }
            for _ in 0..o.reps {
                for c in &mut contenders {
                    c.time();
                }
            }
            println!();
            println!("{name}, {}, {puzzles} puzzles", work.name());
            println!(
                "  {:<18} {:>9} {:>9} {:>9} {:>9} {:>11}",
                "", "wall med", "wall best", "cpu med", "cpu best", "puzzles/s"
            );
            for c in &contenders {
                println!(
                    "  {:<18} {:>9.1} {:>9.1} {:>9.1} {:>9.1} {:>11.0}",
                    c.label,
                    ms(median(&c.times)),
                    ms(best(&c.times)),
                    ms(median(&c.cpu)),
                    ms(best(&c.cpu)),
                    puzzles as f64 / median(&c.times).as_secs_f64()
                );
            }
            let (ours, theirs) = (&contenders[0], &contenders[1]);
            let ratio = |a: Duration, b: Duration| a.as_secs_f64() / b.as_secs_f64().max(1e-9);
            println!(
                "  ours --jobs 1 / sudoku: wall median {:.3}, wall best {:.3}, cpu median {:.3}",
                ratio(median(&ours.times), median(&theirs.times)),
                ratio(best(&ours.times), best(&theirs.times)),
                ratio(median(&ours.cpu), median(&theirs.cpu)),
            );
        }
    }
}
