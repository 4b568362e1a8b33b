//! What the data-driven integration tests share: the public data sets beside the checkout.

#![allow(dead_code)]

use stepwise::engine::Variant;

/// The non-blank lines of `../shared/data/<name>`.
pub fn data(name: &str) -> Vec<String> {
    let path = format!("{}/../shared/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_string)
        .collect()
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
