//! Benchmark: the uniqueness check `count(p, 2)` against the `sudoku` crate 0.8 (a
//! dev-dependency used only here and in cross-check tests), on the three public data sets,
//! measured in the same run, interleaved, best of several rounds; then the full count of the
//! seed's 14,297,616-solution puzzle by both.
//!
//! `cargo bench --bench uniqueness` (all puzzles), `-- --limit 5000` (the first N of each
//! file), `-- --skip-full-count`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use stepwise::engine::solver::count;
use stepwise::engine::{Puzzle, Variant, parse_puzzle};
use sudoku::Sudoku;

const FILES: [&str; 3] = ["17-clue.txt", "top1465.txt", "forum-hardest-11plus.txt"];
const SEED_MANY: &str =
    "050070090400000008000020000003010800000000000009060100000080000200000009060050000";
const ROUNDS: usize = 5;

fn data(name: &str) -> String {
    let path = format!("{}/../shared/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn best_of<F: FnMut()>(rounds: usize, mut f: F) -> Duration {
    (0..rounds)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let limit = args
        .iter()
        .position(|a| a == "--limit")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::MAX);
    let full_count = !args.iter().any(|a| a == "--skip-full-count");

    println!(
        "uniqueness check count(p, 2): stepwise vs sudoku 0.8, best of {ROUNDS} interleaved rounds"
    );
    println!(
        "{:<26} {:>7} {:>14} {:>14} {:>7}",
        "file", "puzzles", "stepwise µs", "sudoku µs", "ratio"
    );
    for file in FILES {
        let text = data(file);
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .take(limit)
            .collect();
        let ours: Vec<Puzzle> = lines
            .iter()
            .map(|l| parse_puzzle(l, Variant::Standard).expect("data parses"))
            .collect();
        let theirs: Vec<Sudoku> = lines
            .iter()
            .map(|l| Sudoku::from_str_line(l).expect("data parses"))
            .collect();
        for (i, (a, b)) in ours.iter().zip(&theirs).enumerate() {
            let (x, y) = (count(a, 2), b.solutions_count_up_to(2) as u64);
            assert_eq!(x, y, "{file} line {}: stepwise {x}, sudoku {y}", i + 1);
        }
        let mut t_ours = Duration::MAX;
        let mut t_theirs = Duration::MAX;
        for _ in 0..ROUNDS {
            t_ours = t_ours.min(best_of(1, || {
                for p in &ours {
                    black_box(count(black_box(p), 2));
                }
            }));
            t_theirs = t_theirs.min(best_of(1, || {
                for s in &theirs {
                    black_box(black_box(*s).solutions_count_up_to(2));
                }
            }));
        }
        let n = ours.len() as f64;
        let (a, b) = (
            t_ours.as_secs_f64() * 1e6 / n,
            t_theirs.as_secs_f64() * 1e6 / n,
        );
        println!(
            "{:<26} {:>7} {:>14.2} {:>14.2} {:>7.2}",
            file,
            ours.len(),
            a,
            b,
            a / b
        );
    }
    if full_count {
        let ours = parse_puzzle(SEED_MANY, Variant::Standard).unwrap();
        let theirs = Sudoku::from_str_line(SEED_MANY).unwrap();
        let t = Instant::now();
        let n_ours = count(&ours, u64::MAX);
        let d_ours = t.elapsed();
        let t = Instant::now();
        let n_theirs = theirs.solutions_count_up_to(usize::MAX) as u64;
        let d_theirs = t.elapsed();
        println!(
            "full count of the seed puzzle: stepwise {n_ours} in {:.2} s, sudoku {n_theirs} in {:.2} s, ratio {:.2}",
            d_ours.as_secs_f64(),
            d_theirs.as_secs_f64(),
            d_ours.as_secs_f64() / d_theirs.as_secs_f64()
        );
        assert_eq!(n_ours, n_theirs);
    }
}
