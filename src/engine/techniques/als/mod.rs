//! Almost locked sets: ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and Death Blossom.
//!
//! An almost locked set is N empty cells of one house holding N + 1 digits: if it lacks one
//! of them, it holds all the others. Two sets are joined by a restricted common, a digit
//! whose places in the one all see its places in the other, so at most one of the two holds
//! it. A chain of sets joined this way (consecutive commons different) ends in two sets one
//! of which holds any digit they share besides the end commons; cells seeing all its places
//! in both lose it. A Death Blossom joins a stem cell to one set per candidate.
//!
//! Files, one job each: `sets` (the sets and commons of a position, found once per
//! search), `xz`, `wing`, `chain`, `blossom` (each technique's definition, finder and
//! cases) and `explain` (the words of all four).

mod blossom;
mod chain;
mod explain;
mod sets;
mod wing;
mod xz;

pub(crate) use blossom::DEATH_BLOSSOM;
pub(crate) use chain::ALS_XY_CHAIN;
pub(crate) use sets::AlsGraph;
pub(crate) use wing::ALS_XY_WING;
pub(crate) use xz::ALS_XZ;

use std::collections::HashMap;

use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::{Cell, Digit};
use sets::Als;

/// The most steps one ALS technique lists for a position: early in a hard puzzle there are
/// hundreds of distinct ones (30 ALS-XZ and 65 ALS-XY-Chains per top1465 position on
/// average), and explaining them all in the "all steps" list and the sweeps costs more than
/// anyone reads; the smallest patterns come first.
const MAX_STEPS: usize = 40;

/// Steps found by one search: one per distinct set of eliminations, the smallest pattern
/// (fewest sets, then fewest cells) kept for each.
#[derive(Default)]
pub(super) struct Found {
    steps: Vec<((usize, u32), Step)>,
    index: HashMap<Vec<Candidate>, usize>,
}

impl Found {
    /// Adds a step of `technique` removing `eliminations` (any order, repeats allowed; the
    /// buffer is left sorted) with its sets, commons and stem; nothing if it removes
    /// nothing or a smaller pattern already removes the same.
    pub fn push(
        &mut self,
        technique: Technique,
        eliminations: &mut Vec<Candidate>,
        sets: &[&Als],
        commons: &[DigitSet],
        stem: Option<Cell>,
    ) {
        if eliminations.is_empty() {
            return;
        }
        eliminations.sort_unstable();
        eliminations.dedup();
        let size = (sets.len(), sets.iter().map(|s| s.cells.len()).sum::<u32>());
        let existing = self.index.get(eliminations.as_slice()).copied();
        if existing.is_some_and(|i| self.steps[i].0 <= size) {
            return;
        }
        let digits: DigitSet = eliminations.iter().map(|e| e.digit).collect();
        let step = Step {
            technique,
            placements: vec![],
            eliminations: eliminations.clone(),
            evidence: Evidence::AlmostLockedSets {
                sets: sets.iter().map(|s| (s.cells, s.digits)).collect(),
                commons: commons.to_vec(),
                stem,
                digits,
            },
        };
        match existing {
            Some(i) => self.steps[i] = (size, step),
            None => {
                self.index.insert(eliminations.clone(), self.steps.len());
                self.steps.push((size, step));
            }
        }
    }

    /// Whether a pattern of `sets` sets or fewer already removes exactly `eliminations`
    /// (sorted, without repeats): then a new one need not be built.
    pub fn has(&self, eliminations: &[Candidate], sets: usize) -> bool {
        self.index
            .get(eliminations)
            .is_some_and(|&i| self.steps[i].0.0 <= sets)
    }

    /// Whether no step was found.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The steps, smallest pattern first (the one a teacher would show), at most
    /// [`MAX_STEPS`].
    pub fn distinct(mut self) -> Vec<Step> {
        self.steps.sort_by_key(|(size, _)| *size);
        self.steps
            .into_iter()
            .take(MAX_STEPS)
            .map(|(_, s)| s)
            .collect()
    }
}

/// Appends to `out` the candidates of `digit` in `cells`.
pub(super) fn push_removals(out: &mut Vec<Candidate>, cells: CellSet, digit: Digit) {
    out.extend(cells.iter().map(move |c| Candidate::new(c, digit)));
}

/// Appends to `out` the removals for the digits both `a` and `b` hold, except `except`:
/// each is in `a` or in `b`, so cells outside both that see all its places there lose it.
pub(super) fn shared_digit_removals(
    out: &mut Vec<Candidate>,
    pos: &Position,
    a: &Als,
    b: &Als,
    except: DigitSet,
) {
    for z in a.digits.intersection(b.digits).difference(except).iter() {
        push_removals(out, a.common_targets(b, z, pos), z);
    }
}
