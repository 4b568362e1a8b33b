//! Pen-only solving (the seed's direct methods A–D, tier 0): steps a person can find with a
//! pen and no candidates written, as a newspaper solver does. Everything here looks at the
//! digits alone; "candidates" are only what the digits allow.
//!
//! In order: Full House, Hidden Single (scanning a row, column, block or diagonal: seed A),
//! Naked Single (seed B0); then the same singles once a pointing is known (seed C: "the 5 of
//! block 4 must be in row 5") or a hidden pair (seed D: "4 and 7 of row 2 fill r2c3 and
//! r2c8"), at most two such facts, since more is not pen work any more.

use super::grid::Grid;
use super::house::Variant;
use super::position::Position;
use super::step::{Evidence, Step, Technique};
use super::techniques::find_first;

/// The easiest pen-only step from `digits`, if there is one.
pub fn next_pen_step(variant: Variant, digits: &Grid) -> Option<Step> {
    let pos = Position::with_all_candidates(variant, *digits);
    if let Some(single) = single(&pos) {
        return Some(single);
    }
    for (technique, helpers) in [
        (
            Technique::DirectPointing,
            &[
                Technique::LockedCandidatesPointing,
                Technique::LockedCandidatesClaiming,
            ][..],
        ),
        (
            Technique::DirectHiddenPair,
            &[
                Technique::LockedCandidatesPointing,
                Technique::LockedCandidatesClaiming,
                Technique::HiddenPair,
            ][..],
        ),
    ] {
        if let Some(step) = with_justifications(&pos, technique, helpers) {
            return Some(step);
        }
    }
    None
}

fn single(pos: &Position) -> Option<Step> {
    [
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::NakedSingle,
    ]
    .into_iter()
    .find_map(|t| find_first(pos, t))
}

/// A single reached after one or two unwritten facts of the `helpers` kinds; for a Direct
/// Hidden Pair at least one fact must be a hidden pair.
fn with_justifications(
    pos: &Position,
    technique: Technique,
    helpers: &[Technique],
) -> Option<Step> {
    let first_facts: Vec<Step> = helpers
        .iter()
        .flat_map(|t| super::techniques::find_all(pos, *t))
        .collect();
    let needs_pair = technique == Technique::DirectHiddenPair;
    for first in &first_facts {
        let mut after = pos.clone();
        after.apply(first);
        if (!needs_pair || first.technique == Technique::HiddenPair)
            && let Some(single) = single(&after)
        {
            return Some(direct(technique, single, vec![first.clone()]));
        }
    }
    for first in &first_facts {
        let mut after = pos.clone();
        after.apply(first);
        for second in helpers
            .iter()
            .flat_map(|t| super::techniques::find_all(&after, *t))
        {
            if needs_pair
                && first.technique != Technique::HiddenPair
                && second.technique != Technique::HiddenPair
            {
                continue;
            }
            let mut two = after.clone();
            two.apply(&second);
            if let Some(single) = single(&two) {
                return Some(direct(technique, single, vec![first.clone(), second]));
            }
        }
    }
    None
}

fn direct(technique: Technique, single: Step, justifications: Vec<Step>) -> Step {
    Step {
        technique,
        placements: single.placements.clone(),
        eliminations: vec![],
        evidence: Evidence::Direct {
            single: Box::new(single),
            justifications,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Variant, parse_puzzle};

    #[test]
    fn pen_only_path_solves_an_easy_puzzle_with_correct_digits() {
        // Seed 002's easy_02-like newspaper puzzle: the classic Wikipedia puzzle (seed 004).
        let p = parse_puzzle(
            "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
            Variant::Standard,
        )
        .unwrap();
        let crate::engine::Solutions::Unique(solution) = crate::engine::solver::solve(&p) else {
            panic!("unique");
        };
        let mut digits = p.givens;
        let mut steps = 0;
        while let Some(step) = next_pen_step(Variant::Standard, &digits) {
            for c in &step.placements {
                assert_eq!(solution.get(c.cell), Some(c.digit));
                digits.set(c.cell, Some(c.digit));
            }
            steps += 1;
        }
        assert_eq!(
            digits, solution,
            "solved with the pen alone in {steps} steps"
        );
    }
}
