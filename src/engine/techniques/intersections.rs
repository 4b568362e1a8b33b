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

/// Pincers (variants only): a cell outside `house` that sees every place of a digit in it,
/// when those places do not all share one other house with the cell (that case is Locked
/// Candidates). Diagonal Pincer when a diagonal is involved, Color Pincer otherwise.
pub fn pincers(pos: &Position, technique: Technique) -> Vec<Step> {
    let variant = pos.variant();
    if variant == crate::engine::Variant::Standard {
        return vec![]; // in rows, columns and blocks every such case is Locked Candidates
    }
    let houses = variant.houses();
    let mut steps = Vec::new();
    for &house in houses {
        for digit in Digit::all() {
            let cells = pos.places_in(digit, house);
            if cells.len() < 2 {
                continue;
            }
            let locked = houses
                .iter()
                .any(|h| *h != house && cells.difference(h.cells()).is_empty());
            let mut targets = pos.places(digit).difference(house.cells());
            for c in cells.iter() {
                targets = targets.intersection(variant.peers(c));
            }
            if locked {
                // Cells inside the shared house are Locked Candidates; keep the others.
                for h in houses
                    .iter()
                    .filter(|h| cells.difference(h.cells()).is_empty())
                {
                    targets = targets.difference(h.cells());
                }
            }
            if targets.is_empty() {
                continue;
            }
            let diagonal = matches!(house, House::MainDiagonal | House::AntiDiagonal)
                || (variant.has_diagonals()
                    && targets
                        .iter()
                        .chain(cells.iter())
                        .any(|c| c.on_main_diagonal() || c.on_anti_diagonal()));
            let found = if diagonal && variant.has_diagonals() {
                Technique::DiagonalPincer
            } else {
                Technique::ColorPincer
            };
            if found != technique {
                continue;
            }
            steps.push(Step {
                technique,
                placements: vec![],
                eliminations: targets.iter().map(|c| Candidate::new(c, digit)).collect(),
                evidence: Evidence::Pincer {
                    digit,
                    house,
                    cells,
                },
            });
        }
    }
    steps
}
