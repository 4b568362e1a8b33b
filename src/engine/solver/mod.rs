//! The exact solver: is there no solution, exactly one, or several; and how many.
//!
//! Design (numbers in `ARCHITECTURE.md` and the `uniqueness` benchmark):
//! - **Digit-major bitboards.** The state is nine `u128` masks, one per digit, of the cells
//!   where that digit is still possible, plus a mask of solved cells (160 bytes). A placement
//!   clears the digit from the cell's peers with one AND and the cell from the other eight
//!   digits; peers come from a static table per variant, so Diagonal and Color cost nothing
//!   extra in the code path, only the extra houses they check.
//! - **Propagation** to a fixed point: naked singles are found bit-parallel for all 81 cells at
//!   once (cells seen by exactly one digit mask), hidden singles by one mask per
//!   (house, digit). A cell with no digit, or a house that lost a digit, is a contradiction.
//! - **Search**: depth-first on a cell with the fewest candidates (bi-value cells are found
//!   bit-parallel too). The stack is one preallocated array of at most 81 frames: no heap
//!   allocation per node, and memory does not depend on how many solutions are counted.
//! - Houses are data (`&[u128]`), so jigsaw regions can come later without a new solver.

mod search;

use std::ops::ControlFlow;

use super::grid::Grid;
use super::puzzle::Puzzle;

pub use search::CountProgress;

/// How many solutions a puzzle has, with the solutions the caller needs to show.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Solutions {
    /// No solution: the givens contradict each other (possibly only after some deduction).
    None,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more; here are two different ones, so the cells where they differ can be shown.
    Multiple(Grid, Grid),
}

/// How an unlimited count ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CountOutcome {
    /// The whole search space was explored: the exact number of solutions.
    Complete(u64),
    /// The progress callback asked to stop.
    Cancelled {
        /// Solutions found before stopping.
        solutions_so_far: u64,
    },
}

/// Solves `puzzle`: none, unique (with the solution) or multiple (with two solutions).
pub fn solve(puzzle: &Puzzle) -> Solutions {
    let mut found: [Option<Grid>; 2] = [None, None];
    let mut n = 0;
    search::run(
        puzzle,
        &mut |grid| {
            found[n] = Some(grid);
            n += 1;
            if n == 2 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        },
        &mut |_| ControlFlow::Continue(()),
    );
    match found {
        [None, _] => Solutions::None,
        [Some(a), None] => Solutions::Unique(a),
        [Some(a), Some(b)] => Solutions::Multiple(a, b),
    }
}

/// The number of solutions of `puzzle`, counting at most up to `limit`.
/// `count(p, 2)` is the uniqueness check: 0 none, 1 unique, 2 several.
pub fn count(puzzle: &Puzzle, limit: u64) -> u64 {
    if limit == 0 {
        return 0;
    }
    search::count(puzzle, limit, &mut |_| ControlFlow::Continue(())).0
}

/// Counts every solution of `puzzle`, calling `on_progress` about every 65,536 search nodes;
/// returning `ControlFlow::Break` from it cancels the count.
pub fn count_all(
    puzzle: &Puzzle,
    on_progress: &mut dyn FnMut(&CountProgress) -> ControlFlow<()>,
) -> CountOutcome {
    let (n, finished) = search::count(puzzle, u64::MAX, on_progress);
    if finished {
        CountOutcome::Complete(n)
    } else {
        CountOutcome::Cancelled {
            solutions_so_far: n,
        }
    }
}

#[cfg(test)]
mod tests;
