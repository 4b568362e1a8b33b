//! The symmetry-robust rating (seed 003 L227, the "8 VARIANTEN" button): the seed's sum
//! depends on the order in which cells, houses and digits are scanned, so the seed rates the
//! puzzle and some transformed copies and keeps the minimum, "very close to the true
//! rating".
//!
//! The seed's copies are the puzzle's own, so a rotated puzzle would be compared with
//! other copies and could get another minimum. Here the copies are taken from the
//! puzzle's canonical form ([`transform::canonical`]) by a fixed list of transformations
//! ([`transform::fixed_copies`]), so every copy of a puzzle (every rotation, mirror,
//! permutation and relabelling its variant allows) gets exactly the same minimum.

use crate::engine::puzzle::Puzzle;

use super::seed::{self, SeedMode};
use super::transform;

/// The seed's number of copies ("8 VARIANTEN": the puzzle and seven transformed).
pub const SEED_COPIES: usize = 8;

/// The minimum of the seed's asynchronous sum over transformed copies.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RobustMinimum {
    /// The smallest sum, in half points.
    pub min_halves: u32,
    /// The largest sum, in half points (the spread shows how much the scan order matters).
    pub max_halves: u32,
    /// How many copies were rated.
    pub copies: u32,
}

impl RobustMinimum {
    /// The smallest sum.
    pub fn min(&self) -> f64 {
        f64::from(self.min_halves) / 2.0
    }
}

/// The minimum over `copies` transformed copies of `puzzle`'s canonical form (`puzzle`
/// must be unique: rateable).
pub fn minimum(puzzle: &Puzzle, copies: usize) -> RobustMinimum {
    let canonical = transform::canonical(puzzle).puzzle(puzzle);
    let sums = transform::fixed_copies(puzzle.variant, copies.max(1))
        .iter()
        .map(|t| seed::rate(&t.puzzle(&canonical), SeedMode::Asynchronous).sum_halves)
        .collect::<Vec<_>>();
    RobustMinimum {
        min_halves: sums.iter().copied().min().unwrap_or(0),
        max_halves: sums.iter().copied().max().unwrap_or(0),
        copies: sums.len() as u32,
    }
}

/// The seed's sum of each of `copies` transformed copies of the canonical form, in half
/// points, in the fixed order (the first is the canonical form itself): how the minimum
/// falls as copies are added.
pub fn sums(puzzle: &Puzzle, copies: usize) -> Vec<u32> {
    let canonical = transform::canonical(puzzle).puzzle(puzzle);
    transform::fixed_copies(puzzle.variant, copies.max(1))
        .iter()
        .map(|t| seed::rate(&t.puzzle(&canonical), SeedMode::Asynchronous).sum_halves)
        .collect()
}
