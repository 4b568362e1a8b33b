//! Singles: Full House (the last empty cell of a house), Hidden Single (the only place for a
//! digit in a house) and Naked Single (the only digit for a cell).

use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::{Cell, Digit};

fn single(
    technique: Technique,
    cell: Cell,
    digit: Digit,
    house: Option<crate::engine::House>,
) -> Step {
    Step {
        technique,
        placements: vec![Candidate::new(cell, digit)],
        eliminations: vec![],
        evidence: Evidence::Single { cell, digit, house },
    }
}

/// Houses with exactly one empty cell: it takes the one digit the house lacks.
pub fn full_houses(pos: &Position) -> Vec<Step> {
    let empty = pos.empty_cells();
    let mut steps = Vec::new();
    for &house in pos.variant().houses() {
        let open = house.cells().intersection(empty);
        let Some(cell) = open.first().filter(|_| open.len() == 1) else {
            continue;
        };
        let missing = Digit::all().find(|d| !pos.house_has(house, *d));
        if let Some(digit) = missing.filter(|d| pos.cands(cell).contains(*d))
            && !steps.iter().any(|s: &Step| s.placements[0].cell == cell)
        {
            steps.push(single(Technique::FullHouse, cell, digit, Some(house)));
        }
    }
    steps
}

/// A digit with exactly one candidate cell in a house (and not yet placed there).
pub fn hidden_singles(pos: &Position) -> Vec<Step> {
    let mut steps = Vec::new();
    for &house in pos.variant().houses() {
        for digit in Digit::all() {
            let places = pos.places_in(digit, house);
            if places.len() != 1 || pos.house_has(house, digit) {
                continue;
            }
            let cell = places.first().expect("one place");
            // A cell with a single candidate is a Naked Single; a house with one empty cell
            // is a Full House: the easier name wins, as in HoDoKu.
            if house.cells().intersection(pos.empty_cells()).len() == 1 {
                continue;
            }
            let known = steps
                .iter()
                .any(|s: &Step| s.placements[0] == Candidate::new(cell, digit));
            if !known {
                steps.push(single(Technique::HiddenSingle, cell, digit, Some(house)));
            }
        }
    }
    steps
}

/// An empty cell with exactly one candidate.
pub fn naked_singles(pos: &Position) -> Vec<Step> {
    pos.empty_cells()
        .iter()
        .filter_map(|cell| {
            let digit = pos.cands(cell).single_digit()?;
            Some(single(Technique::NakedSingle, cell, digit, None))
        })
        .collect()
}
