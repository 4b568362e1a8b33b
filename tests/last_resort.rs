//! How often the coach still falls back on trial and error: along the hint path (the
//! easiest step each time, as `stepwise path` takes it) of every unique puzzle of the test
//! sets, every step must be sound and some technique must always apply, so trial and error
//! (which the coach offers only when the ladder is stuck) is never needed. The forcing nets
//! (`techniques/forcing`) are what guarantee it on the hardest puzzles.
//!
//! The normal run takes top1465 every 15th, forum-hardest every 200th and all of the seed's
//! unique puzzles; `STEPWISE_SWEEP=full` takes all of top1465 and of the committed
//! forum-hardest sample (every 20th), and the whole forum-hardest set when `STEPWISE_DATA`
//! names its folder (see `tests/common/data.rs`). Prints per set the puzzles, the steps, the
//! steps per forcing technique and the trial-and-error count, and asserts that count is 0.

mod common;

use std::collections::BTreeMap;
use std::time::Instant;

use common::{data, every, full, full_dir, unique_seed_puzzles};

use stepwise::engine::solver::{Solutions, solve};
use stepwise::engine::techniques::next_step;
use stepwise::engine::{Level, Position, Technique, Variant, parse_puzzle};

/// Walks the hint path of every unique puzzle of `lines`; returns how many positions were
/// stuck (where the coach would offer trial and error).
fn walk(name: &str, variant: Variant, lines: &[String]) -> usize {
    let (mut puzzles, mut steps, mut stuck) = (0, 0, 0);
    let mut extreme: BTreeMap<Technique, usize> = BTreeMap::new();
    let mut slowest = (0.0f64, String::new());
    let began = Instant::now();
    for line in lines {
        let Ok(puzzle) = parse_puzzle(line, variant) else {
            continue;
        };
        // Every unique puzzle: the forum set holds a few with several solutions.
        let Solutions::Unique(solution) = solve(&puzzle) else {
            continue;
        };
        puzzles += 1;
        let started = Instant::now();
        let mut pos = Position::from_puzzle(&puzzle);
        while !pos.is_solved() {
            let Some(step) = next_step(&pos, |_| true) else {
                stuck += 1;
                println!("{name}: stuck, trial and error needed: {line}");
                break;
            };
            for p in &step.placements {
                assert_eq!(
                    solution.get(p.cell),
                    Some(p.digit),
                    "{} in {line}",
                    step.technique
                );
            }
            for e in &step.eliminations {
                assert_ne!(
                    solution.get(e.cell),
                    Some(e.digit),
                    "{} in {line}",
                    step.technique
                );
            }
            if step.technique.level() == Level::Extreme {
                *extreme.entry(step.technique).or_default() += 1;
            }
            steps += 1;
            pos.apply(&step);
        }
        let ms = started.elapsed().as_secs_f64() * 1e3;
        if ms > slowest.0 {
            slowest = (ms, line.clone());
        }
    }
    let used: Vec<String> = extreme
        .iter()
        .map(|(t, n)| format!("{} {n}", t.name()))
        .collect();
    println!(
        "{name}: {puzzles} unique puzzles, {steps} steps, all sound; trial and error needed {stuck} times; \
         {:.1} ms per puzzle, slowest {:.0} ms ({}); extreme steps: {}",
        began.elapsed().as_secs_f64() * 1e3 / puzzles.max(1) as f64,
        slowest.0,
        slowest.1,
        used.join(", ")
    );
    stuck
}

fn full_sweep() -> bool {
    std::env::var("STEPWISE_SWEEP").is_ok_and(|v| v == "full")
}

#[test]
fn top1465_never_needs_trial_and_error() {
    let lines = if full_sweep() {
        data("top1465.txt")
    } else {
        every("top1465.txt", 15)
    };
    assert_eq!(walk("top1465", Variant::Standard, &lines), 0);
}

#[test]
fn forum_hardest_never_needs_trial_and_error() {
    let set = "forum-hardest-11plus.txt";
    let lines = match (full_sweep(), full_dir().is_some()) {
        (true, true) => full(set),
        (true, false) => every(set, 20),
        _ => every(set, 200),
    };
    assert_eq!(walk("forum-hardest", Variant::Standard, &lines), 0);
}

#[test]
fn seed_puzzles_never_need_trial_and_error() {
    for variant in Variant::ALL {
        let lines = unique_seed_puzzles(variant);
        assert_eq!(walk(&format!("seed {variant}"), variant, &lines), 0);
    }
}
