//! Locked Candidates: when a digit's candidates in one house all lie inside a second house,
//! the digit must be in that overlap, so it leaves the rest of the second house.
//! Pointing: the first house is a block. Claiming: it is a row or column (or, in the
//! variants, a diagonal or colour group) and the second is a block, or any other overlap.

use crate::engine::House;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::Digit;

/// Every locked-candidates step of the given kind (pointing or claiming).
pub fn locked_candidates(pos: &Position, technique: Technique) -> Vec<Step> {
    let houses = pos.variant().houses();
    let mut steps = Vec::new();
    for &base in houses {
        let pointing = matches!(base, House::Block(_));
        if pointing != (technique == Technique::LockedCandidatesPointing) {
            continue;
        }
        for digit in Digit::all() {
            let cells = pos.places_in(digit, base);
            if cells.len() < 2 {
                continue;
            }
            for &cover in houses {
                if cover == base || cells.difference(cover.cells()) != crate::engine::CellSet::EMPTY
                {
                    continue;
                }
                let removed = pos.places_in(digit, cover).difference(base.cells());
                if removed.is_empty() {
                    continue;
                }
                steps.push(Step {
                    technique,
                    placements: vec![],
                    eliminations: removed.iter().map(|c| Candidate::new(c, digit)).collect(),
                    evidence: Evidence::Intersection {
                        digit,
                        base,
                        cover,
                        cells,
                    },
                });
            }
        }
    }
    steps
}
