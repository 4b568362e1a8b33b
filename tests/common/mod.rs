//! What the data-driven integration tests share: the puzzle data (`data.rs`, the one place
//! that knows where it is) and the seed's puzzles by variant.

#![allow(dead_code)]

mod data;

pub use data::*;
use stepwise::engine::Variant;

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
