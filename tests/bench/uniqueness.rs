//! Uniqueness-check benchmark: our `count(p, 2)` against the `sudoku` crate 0.8
//! (`Sudoku::solutions_count_up_to(2)`) on the three standard data sets, plus the full count
//! of the seed puzzle with 14,297,616 solutions.
//!
//! The data sets are the full ones when `STEPWISE_DATA` names their folder, else the samples
//! in `tests/data/`; the first
//! lines of the output say which.
//!
//! ```text
//! cargo bench --bench uniqueness                      # everything
//! cargo bench --bench uniqueness -- --every 10        # every 10th puzzle of each file
//! cargo bench --bench uniqueness -- --reps 5 --skip-count
//! cargo bench --bench uniqueness -- --count-only        # only the seed's full count
//! ```
//!
//! Both solvers run in the same process, interleaved per repetition (ours, theirs, ours, …),
//! so machine noise hits both alike. The first pass is a warm-up that also checks that both
//! agree on every puzzle; then each repetition times the file in blocks of 64 puzzles,
//! alternating solvers per block. The table shows, in µs per puzzle, the median of the
//! repetitions' totals and the "best": the sum over blocks of each block's fastest
//! repetition (robust against other processes on the machine).

use std::hint::black_box;
use std::time::{Duration, Instant};

use stepwise::engine::solver::{count, count_all};
use stepwise::engine::{Grid, Puzzle, Variant};
use sudoku::Sudoku;

#[path = "../common/data.rs"]
mod data;

const FILES: [&str; 3] = ["17-clue.txt", "top1465.txt", "forum-hardest-11plus.txt"];
const SEED: &str =
    "050070090400000008000020000003010800000000000009060100000080000200000009060050000";
const SEED_COUNT: u64 = 14_297_616;
/// Puzzles per interleaved timing block.
const BLOCK: usize = 64;

struct Options {
    every: usize,
    reps: usize,
    skip_count: bool,
    count_only: bool,
}

fn options() -> Options {
    let mut o = Options {
        every: 1,
        reps: 3,
        skip_count: false,
        count_only: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--every" => o.every = args.next().and_then(|v| v.parse().ok()).unwrap_or(1).max(1),
            "--reps" => o.reps = args.next().and_then(|v| v.parse().ok()).unwrap_or(3).max(1),
            "--skip-count" => o.skip_count = true,
            "--count-only" => o.count_only = true,
            "--bench" => {} // passed by `cargo bench`
            other => eprintln!("ignoring unknown argument {other}"),
        }
    }
    o
}

fn parse(line: &str) -> Puzzle {
    let mut numbers = [0u8; 81];
    for (n, ch) in numbers.iter_mut().zip(line.bytes()) {
        *n = ch.checked_sub(b'0').filter(|d| *d <= 9).unwrap_or(0);
    }
    Puzzle::new(
        Variant::Standard,
        Grid::from_numbers(&numbers).expect("digits"),
    )
}

fn time<F: FnMut() -> u64>(mut f: F) -> (Duration, u64) {
    let start = Instant::now();
    let checksum = f();
    (start.elapsed(), checksum)
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn micros(d: Duration, n: usize) -> f64 {
    d.as_secs_f64() * 1e6 / n as f64
}

fn main() {
    let o = options();
    let files = if o.count_only { &[][..] } else { &FILES[..] };
    let sets: Vec<(&str, Vec<String>)> = files
        .iter()
        .map(|&file| {
            let (lines, source) = data::for_bench(file);
            println!("{source}");
            (file, lines)
        })
        .collect();
    println!(
        "uniqueness check count(p, 2), {} repetition(s), every {} puzzle(s); µs/puzzle",
        o.reps, o.every
    );
    println!(
        "{:<26} {:>7} {:>10} {:>10} {:>7} {:>10} {:>10} {:>7}",
        "file", "puzzles", "ours med", "sudoku med", "ratio", "ours best", "sud. best", "ratio"
    );
    for (file, all) in &sets {
        let lines: Vec<&str> = all.iter().map(String::as_str).step_by(o.every).collect();
        let ours: Vec<Puzzle> = lines.iter().map(|l| parse(l)).collect();
        let theirs: Vec<Sudoku> = lines
            .iter()
            .map(|l| Sudoku::from_str_line(&l[..81]).expect("sudoku parses"))
            .collect();
        // Warm-up and agreement check.
        for (i, (p, s)) in ours.iter().zip(&theirs).enumerate() {
            let a = count(p, 2);
            let b = s.solutions_count_up_to(2) as u64;
            assert_eq!(
                a, b,
                "{file} puzzle {i}: ours {a}, sudoku {b}: {}",
                lines[i]
            );
        }
        // Interleave in blocks so that a burst of load from elsewhere hits both solvers;
        // "best" sums each block's fastest repetition, "median" is the median total.
        let blocks = ours.len().div_ceil(BLOCK);
        let (mut t_ours, mut t_theirs) = (Vec::new(), Vec::new());
        let (mut best_ours, mut best_theirs) =
            (vec![Duration::MAX; blocks], vec![Duration::MAX; blocks]);
        for _ in 0..o.reps {
            let (mut total_ours, mut total_theirs) = (Duration::ZERO, Duration::ZERO);
            for (k, (po, pt)) in ours.chunks(BLOCK).zip(theirs.chunks(BLOCK)).enumerate() {
                let (t, _) = time(|| po.iter().map(|p| count(black_box(p), 2)).sum());
                total_ours += t;
                best_ours[k] = best_ours[k].min(t);
                let (t, _) = time(|| {
                    pt.iter()
                        .map(|s| black_box(*s).solutions_count_up_to(2) as u64)
                        .sum()
                });
                total_theirs += t;
                best_theirs[k] = best_theirs[k].min(t);
            }
            t_ours.push(total_ours);
            t_theirs.push(total_theirs);
        }
        let bo: Duration = best_ours.iter().sum();
        let bt: Duration = best_theirs.iter().sum();
        let n = ours.len();
        let (mo, mt) = (median(t_ours), median(t_theirs));
        println!(
            "{:<26} {:>7} {:>10.2} {:>10.2} {:>7.3} {:>10.2} {:>10.2} {:>7.3}",
            file,
            n,
            micros(mo, n),
            micros(mt, n),
            mo.as_secs_f64() / mt.as_secs_f64(),
            micros(bo, n),
            micros(bt, n),
            bo.as_secs_f64() / bt.as_secs_f64()
        );
    }
    if o.skip_count {
        return;
    }
    let p = parse(SEED);
    let s = Sudoku::from_str_line(SEED).expect("seed parses");
    let (t_ours, n_ours) =
        time(
            || match count_all(&p, &mut |_| std::ops::ControlFlow::Continue(())) {
                stepwise::engine::solver::CountOutcome::Complete(n) => n,
                stepwise::engine::solver::CountOutcome::Cancelled { .. } => unreachable!(),
            },
        );
    let (t_theirs, n_theirs) = time(|| s.solutions_count_up_to(usize::MAX) as u64);
    let (t_limit, n_limit) = time(|| count(&p, u64::MAX));
    assert_eq!(n_ours, SEED_COUNT);
    assert_eq!(n_theirs, SEED_COUNT);
    assert_eq!(n_limit, SEED_COUNT);
    println!(
        "full count of the seed puzzle ({SEED_COUNT} solutions): ours count_all {:.2} s, ours count {:.2} s, sudoku {:.2} s, ratio {:.3}",
        t_ours.as_secs_f64(),
        t_limit.as_secs_f64(),
        t_theirs.as_secs_f64(),
        t_ours.as_secs_f64() / t_theirs.as_secs_f64()
    );
}
