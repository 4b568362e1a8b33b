//! The reference: our exact solver (`engine::solver`), with its search nodes as the steps.

use crate::engine::puzzle::Puzzle;
use crate::engine::solver::{Solutions, solve_counting_nodes};

use super::{Counter, Outcome};

/// Solves `puzzle` with the exact solver: none, unique or two solutions, and the nodes it
/// visited. It needs no watch: the hardest known puzzles take it well under a millisecond.
pub fn run(puzzle: &Puzzle) -> Outcome {
    let (solutions, nodes) = solve_counting_nodes(puzzle);
    let (first, second) = match solutions {
        Solutions::None => (None, None),
        Solutions::Unique(a) => (Some(a), None),
        Solutions::Multiple(a, b) => (Some(a), Some(b)),
    };
    let mut outcome = Outcome::from_solutions(first, second, nodes);
    outcome.detail.push((Counter::Nodes, nodes));
    outcome
}
