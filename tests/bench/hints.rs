//! Benchmark: next-hint latency along the solution paths of `top1465.txt` (each position is
//! timed once per call of `next_step`), with p50/p99/max, and the total time each finder
//! spends in `find_all` over all positions; where the techniques run out, the time of the
//! coach's fallback, trial and error (`trial_and_error`).
//! `cargo bench --bench hints [-- --limit N] [--every N]` (the first N puzzles, every Nth;
//! `tests/bench/run-hints.sh` runs this and the same positions in wasm, node and Chromium).
//! The puzzles: `tests/data/top1465.txt` (the whole set), or the full folder's copy when
//! `STEPWISE_DATA` names one; the first line says which.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::{Duration, Instant};

use stepwise::engine::techniques::{find_all, ladder, next_step, trial_and_error};
use stepwise::engine::{Position, Technique, Variant, parse_puzzle};

#[path = "../common/data.rs"]
mod data;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let limit = args
        .iter()
        .position(|a| a == "--limit")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::MAX);
    let every = args
        .iter()
        .position(|a| a == "--every")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(1usize)
        .max(1);
    let (puzzles, source) = data::for_bench("top1465.txt");
    println!("{source}");
    let mut latencies: Vec<Duration> = Vec::new();
    let mut per_technique: BTreeMap<Technique, Duration> = BTreeMap::new();
    let (mut trial_times, mut trials_found) = (Vec::<Duration>::new(), 0);
    for line in puzzles.iter().step_by(every).take(limit) {
        let puzzle = parse_puzzle(line, Variant::Standard).expect("data parses");
        let mut pos = Position::from_puzzle(&puzzle);
        loop {
            for t in ladder() {
                let start = Instant::now();
                black_box(find_all(&pos, t));
                *per_technique.entry(t).or_default() += start.elapsed();
            }
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
    latencies.sort();
    let pct = |p: f64| latencies[((latencies.len() - 1) as f64 * p) as usize];
    println!(
        "next-hint latency over {} positions of top1465: p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        latencies.len(),
        pct(0.50).as_secs_f64() * 1e3,
        pct(0.99).as_secs_f64() * 1e3,
        latencies.last().map_or(0.0, |d| d.as_secs_f64() * 1e3)
    );
    trial_times.sort();
    if let Some(max) = trial_times.last() {
        let at = |p: f64| trial_times[((trial_times.len() - 1) as f64 * p) as usize];
        println!(
            "trial and error where the techniques run out: {} positions, a broken supposition in {}; p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
            trial_times.len(),
            trials_found,
            at(0.50).as_secs_f64() * 1e3,
            at(0.99).as_secs_f64() * 1e3,
            max.as_secs_f64() * 1e3
        );
    }
    println!("find_all time per technique over all positions:");
    let mut rows: Vec<_> = per_technique.into_iter().collect();
    rows.sort_by_key(|(_, d)| std::cmp::Reverse(*d));
    for (t, d) in rows {
        println!("  {:<32} {:>9.1} ms", t.name(), d.as_secs_f64() * 1e3);
    }
}
