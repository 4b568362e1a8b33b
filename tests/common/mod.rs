//! What the data-driven integration tests share: the puzzle data (`data.rs`, the one place
//! that knows where it is), the seed's puzzles by variant, and the binary as a process for
//! the CLI's tests (`cli.rs`).

#![allow(dead_code)]

pub mod cell_names;
pub mod cli;
mod data;

pub use data::*;
use stepwise::engine::{Grid, Step, Variant};

/// Asserts that `step` agrees with the puzzle's `solution`: every placement is the
/// solution's digit and no elimination removes it. `puzzle` names the puzzle in the message.
pub fn assert_sound(step: &Step, solution: &Grid, puzzle: &str) {
    for p in &step.placements {
        assert_eq!(
            solution.get(p.cell),
            Some(p.digit),
            "unsound placement {p:?} by {} in {puzzle}",
            step.technique
        );
    }
    for e in &step.eliminations {
        assert_ne!(
            solution.get(e.cell),
            Some(e.digit),
            "unsound elimination {e:?} by {} in {puzzle}",
            step.technique
        );
    }
}

/// The puzzles of `seed-puzzles.tsv` under `variant` with exactly one solution.
pub fn unique_seed_puzzles(variant: Variant) -> Vec<String> {
    data("seed-puzzles.tsv")
        .iter()
        .skip(1)
        .filter(|r| {
            let cols: Vec<&str> = r.split('\t').collect();
            Variant::from_slug(cols[1]) == Some(variant) && cols[7] == "1"
        })
        .map(|r| r.split('\t').next().unwrap_or_default().to_string())
        .collect()
}

/// `f` on every item, on two threads, in order (the rating tests' slow walks).
pub fn on_all<T: Sync, U: Send>(items: &[T], f: impl Fn(&T) -> U + Sync) -> Vec<U> {
    let half = items.len().div_ceil(2);
    std::thread::scope(|s| {
        let parts: Vec<_> = items
            .chunks(half.max(1))
            .map(|c| s.spawn(|| c.iter().map(&f).collect::<Vec<_>>()))
            .collect();
        parts
            .into_iter()
            .flat_map(|p| p.join().expect("no panic"))
            .collect()
    })
}
