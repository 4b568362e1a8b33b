//! Taking clues away from a complete grid while the puzzle keeps exactly one solution: the
//! orbits of the symmetry are visited in a random order and an orbit's clues are removed
//! when the exact solver still finds one solution only. One pass leaves a puzzle from which
//! no orbit can be taken (removing clues never makes a puzzle unique again, so an orbit
//! refused once stays refused): minimal, and irreducible when the symmetry is none.
//!
//! The pass is kept as the order of the orbits removed, so every puzzle along the way
//! (`state(k)`: the grid without the first `k` of them) is at hand: the level search walks
//! back along it, adding clues to a puzzle that came out too hard.

use crate::engine::grid::Grid;
use crate::engine::house::Variant;
use crate::engine::puzzle::Puzzle;
use crate::engine::solver::count;

use super::rng::Rng;
use super::symmetry::{Orbit, Symmetry};

/// One pass of clue removal from a solution.
#[derive(Clone, Debug)]
pub struct Carving {
    /// The complete grid the pass started from.
    pub solution: Grid,
    /// The orbits removed, in the order they were removed.
    pub removed: Vec<Orbit>,
}

impl Carving {
    /// The givens after the first `k` removals (`k` ≤ `removed.len()`).
    pub fn state(&self, k: usize) -> Grid {
        let mut grid = self.solution;
        for orbit in &self.removed[..k.min(self.removed.len())] {
            for cell in orbit.cells() {
                grid.set(cell, None);
            }
        }
        grid
    }

    /// How many removals the pass made.
    pub fn len(&self) -> usize {
        self.removed.len()
    }

    /// Whether the pass removed nothing.
    pub fn is_empty(&self) -> bool {
        self.removed.is_empty()
    }
}

/// Removes orbits of `symmetry` from `solution` in a random order while the puzzle stays
/// unique, never going below `min_clues` clues.
pub fn carve(
    variant: Variant,
    solution: Grid,
    symmetry: Symmetry,
    min_clues: usize,
    rng: &mut Rng,
) -> Carving {
    let mut orbits = symmetry.orbits();
    rng.shuffle(&mut orbits);
    let mut puzzle = Puzzle::new(variant, solution);
    let mut clues = 81;
    let mut removed = Vec::with_capacity(orbits.len());
    for orbit in orbits {
        if clues < min_clues + orbit.size() {
            continue;
        }
        for cell in orbit.cells() {
            puzzle.givens.set(cell, None);
        }
        if count(&puzzle, 2) == 1 {
            clues -= orbit.size();
            removed.push(orbit);
        } else {
            for cell in orbit.cells() {
                puzzle.givens.set(cell, solution.get(cell));
            }
        }
    }
    Carving { solution, removed }
}
