//! Benchmark: the engine's explained path and next-hint latency along the solution paths of
//! `top1465.txt`, with a reference measured in the same run.
//!
//! - **full path per puzzle**: the time of every step from the start to the end of the puzzle
//!   with one [`Memo`] for the path (what `stepwise path` does, less parsing and printing),
//!   average and max;
//! - **next-hint latency**: each position of the path timed once per call of `next_step`,
//!   alone as the app asks it (no memo), p50/p99/max;
//! - **reference**: the `sudoku` crate's strategy solver (0.8, its sixteen strategies up to
//!   Jellyfish and XYZ-Wing, stopping where they run out) on the same puzzles, timed before and
//!   after ours, so a loaded machine shows in both;
//! - **per technique along the ladder**: the time each technique takes where `next_step`
//!   asks it (easiest first, until one finds a step; the techniques sharing a search with
//!   one `Shared` per position, as `next_step` does), with how often it was asked and found;
//! - where the techniques run out, the time of the coach's fallback, trial and error.
//!
//! `cargo bench --bench hints [-- --limit N] [--every N] [--set NAME] [--finders]`: the first N
//! puzzles, every Nth; `--set forum-hardest-11plus.txt` another data set; `--finders` adds
//! the time of every finder's `find_all` at every position (what the "all steps" list costs).
//! `tests/bench/run-hints.sh` runs this and the same positions in wasm, node and Chromium.
//! The puzzles: `tests/data/top1465.txt` (the whole set), or the full folder's copy when
//! `STEPWISE_DATA` names one; the first line says which.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::{Duration, Instant};

use stepwise::engine::techniques::{
    Memo, Shared, find_all, find_shared, ladder, next_step, next_step_shared, trial_and_error,
};
use stepwise::engine::{Position, Technique, Variant, parse_puzzle};
use sudoku::Sudoku;
use sudoku::strategy::{Strategy, StrategySolver};

#[path = "../common/data.rs"]
mod data;

/// The reference's strategies: every one `sudoku` 0.8 implements (its Avoidable Rectangles
/// is declared but panics `unimplemented`).
const REFERENCE: &[Strategy] = &[
    Strategy::NakedSingles,
    Strategy::HiddenSingles,
    Strategy::LockedCandidates,
    Strategy::NakedPairs,
    Strategy::XWing,
    Strategy::HiddenPairs,
    Strategy::NakedTriples,
    Strategy::Swordfish,
    Strategy::HiddenTriples,
    Strategy::XyWing,
    Strategy::XyzWing,
    Strategy::NakedQuads,
    Strategy::Jellyfish,
    Strategy::HiddenQuads,
    Strategy::MutantSwordfish,
    Strategy::MutantJellyfish,
];

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// The reference over `lines`: the time per puzzle, on average.
fn reference(lines: &[&String]) -> Duration {
    let start = Instant::now();
    for line in lines {
        if let Ok(sudoku) = Sudoku::from_str_line(line.trim()) {
            let _ = black_box(StrategySolver::from_sudoku(sudoku).solve(REFERENCE));
        }
    }
    start.elapsed() / lines.len().max(1) as u32
}

fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let limit = arg(&args, "--limit")
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::MAX);
    let every = arg(&args, "--every")
        .and_then(|n| n.parse().ok())
        .unwrap_or(1usize)
        .max(1);
    let set = arg(&args, "--set").unwrap_or_else(|| "top1465.txt".to_string());
    let finders = args.iter().any(|a| a == "--finders");
    let (puzzles, source) = data::for_bench(&set);
    println!("{source}");
    let lines: Vec<&String> = puzzles.iter().step_by(every).take(limit).collect();

    let reference_before = reference(&lines);
    let mut latencies: Vec<Duration> = Vec::new();
    let mut paths: Vec<(Duration, usize)> = Vec::new();
    let (mut trial_times, mut trials_found) = (Vec::<Duration>::new(), 0);
    for (n, line) in lines.iter().enumerate() {
        let Ok(puzzle) = parse_puzzle(line, Variant::Standard) else {
            continue;
        };
        // The path as `stepwise path` walks it: one memo across its positions (a search
        // that reads only digits and houses the last steps left alone is not made again).
        let start = Instant::now();
        let memo = Memo::default();
        let mut on_path = Position::from_puzzle(&puzzle);
        while let Some(step) = next_step_shared(
            black_box(&on_path),
            &Shared::remembering(true, &memo),
            |_| true,
        ) {
            on_path.apply(&step);
        }
        paths.push((start.elapsed(), n));
        // The next hint on each of its positions as the app asks it: alone, without a memo.
        let mut pos = Position::from_puzzle(&puzzle);
        loop {
            let start = Instant::now();
            let step = next_step(black_box(&pos), |_| true);
            latencies.push(start.elapsed());
            match step {
                Some(s) => pos.apply(&s),
                None => {
                    if !pos.is_solved() {
                        let start = Instant::now();
                        let trial = trial_and_error(black_box(&pos));
                        trial_times.push(start.elapsed());
                        trials_found += usize::from(trial.is_some());
                    }
                    break;
                }
            }
        }
    }
    let reference_after = reference(&lines);
    let reference = (reference_before + reference_after) / 2;

    let total: Duration = paths.iter().map(|(d, _)| *d).sum();
    let average = total / paths.len().max(1) as u32;
    let (slowest, at) = paths.iter().max().copied().unwrap_or_default();
    println!(
        "full path over {} puzzles: average {:.2} ms, max {:.1} ms (puzzle {} of the run: {}); \
         reference (sudoku 0.8 strategy solver, same puzzles, same run) {:.3} ms per puzzle, \
         ours {:.1}x it",
        paths.len(),
        ms(average),
        ms(slowest),
        at + 1,
        lines.get(at).map_or("", |l| l.trim()),
        ms(reference),
        average.as_secs_f64() / reference.as_secs_f64().max(1e-12)
    );
    latencies.sort();
    let pct = |p: f64| latencies[((latencies.len() - 1) as f64 * p) as usize];
    println!(
        "next-hint latency over {} positions of {set}: p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        latencies.len(),
        ms(pct(0.50)),
        ms(pct(0.99)),
        latencies.last().map_or(0.0, |d| ms(*d))
    );
    trial_times.sort();
    if let Some(max) = trial_times.last() {
        let at = |p: f64| trial_times[((trial_times.len() - 1) as f64 * p) as usize];
        println!(
            "trial and error where the techniques run out: {} positions, a broken supposition in {}; p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
            trial_times.len(),
            trials_found,
            ms(at(0.50)),
            ms(at(0.99)),
            ms(*max)
        );
    }

    // Per technique along the ladder, as next_step asks them.
    let mut along: BTreeMap<Technique, (Duration, usize, usize)> = BTreeMap::new();
    let mut all_finders: BTreeMap<Technique, Duration> = BTreeMap::new();
    for line in &lines {
        let Ok(puzzle) = parse_puzzle(line, Variant::Standard) else {
            continue;
        };
        let mut pos = Position::from_puzzle(&puzzle);
        loop {
            if finders {
                for t in ladder() {
                    let start = Instant::now();
                    black_box(find_all(&pos, t));
                    *all_finders.entry(t).or_default() += start.elapsed();
                }
            }
            let shared = Shared::first_only();
            let mut step = None;
            for t in ladder() {
                let start = Instant::now();
                let first = find_shared(black_box(&pos), &shared, t).into_iter().next();
                let entry = along.entry(t).or_default();
                entry.0 += start.elapsed();
                entry.1 += 1;
                if first.is_some() {
                    entry.2 += 1;
                    step = first;
                    break;
                }
            }
            match step {
                Some(s) => pos.apply(&s),
                None => break,
            }
        }
    }
    println!(
        "time per technique along the ladder (asked until one finds a step), the 25 costliest:"
    );
    let mut rows: Vec<_> = along.into_iter().collect();
    rows.sort_by_key(|(_, (d, _, _))| std::cmp::Reverse(*d));
    for (t, (d, asked, found)) in rows.into_iter().take(25) {
        println!(
            "  {:<32} {:>9.1} ms  asked {asked:>6}  found {found:>5}  {:.3} ms each",
            t.name(),
            ms(d),
            ms(d) / asked.max(1) as f64
        );
    }
    if finders {
        println!("find_all time per technique over all positions:");
        let mut rows: Vec<_> = all_finders.into_iter().collect();
        rows.sort_by_key(|(_, d)| std::cmp::Reverse(*d));
        for (t, d) in rows {
            println!("  {:<32} {:>9.1} ms", t.name(), ms(d));
        }
    }
}
