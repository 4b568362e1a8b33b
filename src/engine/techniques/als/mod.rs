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
pub(crate) use wing::ALS_XY_WING;
pub(crate) use xz::ALS_XZ;

use std::collections::HashSet;

use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::Digit;
use sets::Als;

/// Steps found by one search, each with its size (cells in all its sets), before the
/// distinct ones are kept.
#[derive(Default)]
pub(super) struct Found {
    steps: Vec<(u32, Step)>,
}

impl Found {
    /// Adds a step of `technique` removing `eliminations` (any order, repeats allowed) with
    /// its sets, commons and stem; nothing if it removes nothing.
    pub fn push(
        &mut self,
        technique: Technique,
        mut eliminations: Vec<Candidate>,
        sets: &[&Als],
        commons: Vec<DigitSet>,
        stem: Option<crate::engine::types::Cell>,
    ) {
        if eliminations.is_empty() {
            return;
        }
        eliminations.sort();
        eliminations.dedup();
        let digits: DigitSet = eliminations.iter().map(|e| e.digit).collect();
        let size = sets.iter().map(|s| s.cells.len()).sum::<u32>();
        self.steps.push((
            size,
            Step {
                technique,
                placements: vec![],
                eliminations,
                evidence: Evidence::AlmostLockedSets {
                    sets: sets.iter().map(|s| (s.cells, s.digits)).collect(),
                    commons,
                    stem,
                    digits,
                },
            },
        ));
    }

    /// The steps with distinct eliminations, smallest pattern first (fewest sets, then
    /// fewest cells): the one a teacher would show.
    pub fn distinct(mut self) -> Vec<Step> {
        self.steps.sort_by_key(|(size, step)| {
            let sets = match &step.evidence {
                Evidence::AlmostLockedSets { sets, .. } => sets.len(),
                _ => 0,
            };
            (sets, *size)
        });
        let mut seen: HashSet<Vec<Candidate>> = HashSet::new();
        self.steps
            .into_iter()
            .filter(|(_, s)| seen.insert(s.eliminations.clone()))
            .map(|(_, s)| s)
            .collect()
    }
}

/// The candidates of `digit` in `cells`.
pub(super) fn removals(cells: CellSet, digit: Digit) -> impl Iterator<Item = Candidate> {
    cells.iter().map(move |c| Candidate::new(c, digit))
}

/// Removals for the digits both `a` and `b` hold, except `except`: each is in `a` or in
/// `b`, so cells outside both that see all its places there lose it.
pub(super) fn shared_digit_removals(
    pos: &Position,
    a: &Als,
    b: &Als,
    except: DigitSet,
) -> Vec<Candidate> {
    a.digits
        .intersection(b.digits)
        .difference(except)
        .iter()
        .flat_map(|z| removals(a.common_targets(b, z, pos), z))
        .collect()
}
