//! Rung 3 of a unique rectangle ([`Evidence::Rectangle`](crate::engine::step::Evidence::Rectangle)):
//! what the roof must do so the puzzle keeps one solution, said the way each type reasons.

use super::keep_other;
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::house::House;
use crate::engine::phrase::Phrase;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Step, Technique};
use crate::engine::types::{Cell, Digit};

/// What a rectangle's roof must do so the puzzle keeps one solution: take its one shared
/// extra digit (types 2 and 5, Avoidable type 2: cells that see the whole roof lose it), hold
/// a digit the roof owns in a house so neither roof cell can be the partner digit (type 4),
/// stay off the digit locked into the corners' lines (type 6, Hidden Rectangle), or else
/// keep one of its other candidates (type 1, type 3 with its subset).
pub(super) fn rectangle_roof(
    step: &Step,
    pos: &Position,
    corners: [Cell; 4],
    digits: DigitSet,
    roof: CellSet,
    subset: CellSet,
) -> Phrase {
    let removed: DigitSet = step.eliminations.iter().map(|e| e.digit).collect();
    let extras = roof.iter().fold(DigitSet::EMPTY, |acc, c| {
        acc.union(pos.cands(c).difference(digits))
    });
    if roof.len() >= 2
        && subset.is_empty()
        && let Some(z) = extras
            .single_digit()
            .filter(|z| removed == DigitSet::single(*z))
    {
        return Phrase::new("explain.loop.extra")
            .cells_or("roof", roof)
            .digit("z", z);
    }
    if step.technique == Technique::UniqueRectangle4
        && roof.len() == 2
        && removed.len() == 1
        && removed.difference(digits).is_empty()
    {
        let v = removed;
        let u = digits.difference(v);
        let lock = u.single_digit().and_then(|u| {
            pos.variant()
                .houses()
                .iter()
                .find(|h| {
                    roof.difference(h.cells()).is_empty()
                        && pos
                            .places(u)
                            .intersection(h.cells())
                            .difference(roof)
                            .is_empty()
                })
                .map(|h| (u, *h))
        });
        if let Some((u, house)) = lock {
            return Phrase::new("explain.loop.lock")
                .house("house", house)
                .digit("u", u)
                .cells_or("roof", roof)
                .digits("v", v);
        }
    }
    match (step.technique, step.eliminations.as_slice()) {
        (Technique::UniqueRectangle6, [first, ..]) => {
            diagonal_roof(pos, corners, digits, roof, first.digit)
        }
        (Technique::HiddenRectangle, [only]) => Some(hidden_corner(corners, digits, roof, *only)),
        _ => None,
    }
    .unwrap_or_else(|| keep_other(roof))
}

/// Type 6: the roof is a diagonal, and `u` lies only in the corners of both rows (or both
/// columns); a roof cell that were `u` would make its diagonal partner `u` and leave `v` for
/// the other two corners. `corners` are in reading order, the first and last opposite.
fn diagonal_roof(
    pos: &Position,
    corners: [Cell; 4],
    digits: DigitSet,
    roof: CellSet,
    u: Digit,
) -> Option<Phrase> {
    let all: CellSet = corners.iter().copied().collect();
    let locked = |lines: [House; 2]| {
        lines
            .iter()
            .all(|h| pos.places_in(u, *h) == all.intersection(h.cells()))
            .then_some(lines)
    };
    let [a, .., d] = corners;
    let lines = locked([House::Row(a.row()), House::Row(d.row())])
        .or_else(|| locked([House::Column(a.col()), House::Column(d.col())]))?;
    Some(
        Phrase::new("explain.rectangle.diagonal")
            .houses("lines", &lines)
            .digit("u", u)
            .cells_or("roof", roof)
            .cells("floor", all.difference(roof))
            .digits("v", digits.difference(DigitSet::single(u)))
            .digits("digits", digits),
    )
}

/// Hidden Rectangle: one corner holds only the two digits; the row and the column through the
/// opposite corner hold `u` only in the rectangle, so that corner cannot be `v`.
fn hidden_corner(
    corners: [Cell; 4],
    digits: DigitSet,
    roof: CellSet,
    removal: Candidate,
) -> Phrase {
    let all: CellSet = corners.iter().copied().collect();
    let floor = all.difference(roof);
    let d = removal.cell;
    let (row, column) = (House::Row(d.row()), House::Column(d.col()));
    let other = |h: House| all.intersection(h.cells()).difference(CellSet::single(d));
    Phrase::new("explain.rectangle.hidden")
        .cells("floor", floor)
        .digits("digits", digits)
        .house("row", row)
        .house("column", column)
        .digits("u", digits.difference(DigitSet::single(removal.digit)))
        .cell("corner", d)
        .digit("v", removal.digit)
        .cells("sides", other(row).union(other(column)))
}
