//! Naked and hidden subsets. Naked: k cells of a house hold only k digits between them, so
//! those digits leave the house's other cells (and, for a Locked Pair/Triple, the other cells
//! of every house the k cells share). Hidden: k digits of a house fit only into k cells, so
//! every other candidate leaves those cells.

use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::{Cell, Digit};

use super::combinations;

/// The subset size of a naked or hidden technique.
fn size(technique: Technique) -> usize {
    match technique {
        Technique::NakedPair | Technique::HiddenPair | Technique::LockedPair => 2,
        Technique::NakedTriple | Technique::HiddenTriple | Technique::LockedTriple => 3,
        _ => 4,
    }
}

/// Naked subsets of the technique's size; Locked Pair/Triple when the cells share two or more
/// houses, Naked Pair/Triple/Quadruple when they share one.
pub fn naked_subsets(pos: &Position, technique: Technique) -> Vec<Step> {
    let k = size(technique);
    let want_locked = matches!(technique, Technique::LockedPair | Technique::LockedTriple);
    let mut seen: Vec<CellSet> = Vec::new();
    let mut steps = Vec::new();
    for &house in pos.variant().houses() {
        let open: Vec<Cell> = house
            .cell_list()
            .filter(|c| (2..=k as u32).contains(&pos.cands(*c).len()))
            .collect();
        combinations(&open, k, &mut |chosen| {
            let digits = chosen
                .iter()
                .fold(DigitSet::EMPTY, |acc, c| acc.union(pos.cands(*c)));
            if digits.len() as usize != k {
                return;
            }
            let cells: CellSet = chosen.iter().copied().collect();
            if seen.contains(&cells) {
                return;
            }
            let houses: Vec<_> = pos
                .variant()
                .houses()
                .iter()
                .copied()
                .filter(|h| cells.difference(h.cells()).is_empty())
                .collect();
            if (houses.len() >= 2) != want_locked {
                return;
            }
            let mut eliminations = Vec::new();
            for h in &houses {
                for digit in digits.iter() {
                    for cell in pos.places_in(digit, *h).difference(cells).iter() {
                        let cand = Candidate::new(cell, digit);
                        if !eliminations.contains(&cand) {
                            eliminations.push(cand);
                        }
                    }
                }
            }
            if eliminations.is_empty() {
                return;
            }
            crate::engine::sort::sort(&mut eliminations);
            seen.push(cells);
            steps.push(Step {
                technique,
                placements: vec![],
                eliminations,
                evidence: Evidence::Subset {
                    house,
                    houses,
                    cells,
                    digits,
                },
            });
        });
    }
    steps
}

/// Hidden subsets of the technique's size.
pub fn hidden_subsets(pos: &Position, technique: Technique) -> Vec<Step> {
    let k = size(technique);
    let mut seen: Vec<(CellSet, DigitSet)> = Vec::new();
    let mut steps = Vec::new();
    for &house in pos.variant().houses() {
        let open: Vec<Digit> = Digit::all()
            .filter(|d| (2..=k as u32).contains(&pos.places_in(*d, house).len()))
            .collect();
        combinations(&open, k, &mut |chosen| {
            let cells = chosen
                .iter()
                .fold(CellSet::EMPTY, |acc, d| acc.union(pos.places_in(*d, house)));
            if cells.len() as usize != k {
                return;
            }
            let digits: DigitSet = chosen.iter().copied().collect();
            if seen.contains(&(cells, digits)) {
                return;
            }
            let mut eliminations: Vec<Candidate> = cells
                .iter()
                .flat_map(|c| {
                    pos.cands(c)
                        .difference(digits)
                        .iter()
                        .map(move |d| Candidate::new(c, d))
                })
                .collect();
            if eliminations.is_empty() {
                return;
            }
            crate::engine::sort::sort(&mut eliminations);
            seen.push((cells, digits));
            steps.push(Step {
                technique,
                placements: vec![],
                eliminations,
                evidence: Evidence::Subset {
                    house,
                    houses: vec![house],
                    cells,
                    digits,
                },
            });
        });
    }
    steps
}
