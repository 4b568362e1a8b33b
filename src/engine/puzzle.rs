//! [`Puzzle`]: what a person asks the engine about: a variant, the givens, and optionally a
//! candidate grid (when they bring a position mid-solve, e.g. a 729-character sukaku line).

use super::bits::DigitSet;
use super::grid::{Candidates, Grid};
use super::house::Variant;
use super::types::Cell;

/// A puzzle under a variant, as the solver, the hint engine and the app receive it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    /// The rule set.
    pub variant: Variant,
    /// The givens (for a candidate grid: the cells that have exactly one candidate).
    pub givens: Grid,
    /// For a candidate-grid input: the candidates the position starts from. `None` when the
    /// puzzle was given as digits only (every empty cell may hold any digit).
    pub candidates: Option<Candidates>,
}

impl Puzzle {
    /// A puzzle from givens only.
    pub fn new(variant: Variant, givens: Grid) -> Puzzle {
        Puzzle {
            variant,
            givens,
            candidates: None,
        }
    }

    /// The candidates the solver starts from: for a candidate grid the grid itself, otherwise
    /// each given as its single digit and every empty cell with all nine digits. Peers are not
    /// thinned here; that is the solver's propagation.
    pub fn start_candidates(&self) -> Candidates {
        if let Some(c) = self.candidates {
            return c;
        }
        let mut sets = [DigitSet::ALL; 81];
        for cell in Cell::all() {
            if let Some(d) = self.givens.get(cell) {
                sets[cell.index()] = DigitSet::single(d);
            }
        }
        Candidates::from_sets(sets)
    }
}
