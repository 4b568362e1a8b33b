//! Rung 3 of a wing ([`Evidence::Wing`](crate::engine::step::Evidence::Wing)): why the
//! pincers (or, for a WXYZ-Wing, the four cells) force the removed digit somewhere in the
//! pattern.

use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::phrase::Phrase;
use crate::engine::position::Position;
use crate::engine::step::Candidate;
use crate::engine::types::{Cell, Digit};

/// XY- and XYZ-Wing: whichever digit the pivot takes, a pincer (or the pivot itself) becomes
/// `digit`.
pub(super) fn wing_why(
    pos: &Position,
    pivot: Cell,
    pincers: &[Cell],
    digit: Digit,
    removals: &[Candidate],
) -> Vec<Phrase> {
    let pv = pos.cands(pivot);
    let pincer_list: CellSet = pincers.iter().copied().collect();
    let mut why = vec![
        Phrase::new(if pv.contains(digit) {
            "explain.wing.pivot.itself"
        } else {
            "explain.wing.pivot"
        })
        .cell("pivot", pivot)
        .digits("digits", pv)
        .cells("pincers", pincer_list)
        .digit("digit", digit),
    ];
    for p in pincers {
        let shared = pos
            .cands(*p)
            .intersection(pv)
            .difference(DigitSet::single(digit));
        if let Some(d) = shared.first() {
            why.push(
                Phrase::new("explain.wing.if")
                    .cell("pivot", pivot)
                    .digit("d", d)
                    .cell("pincer", *p)
                    .digits("cands", pos.cands(*p))
                    .digit("digit", digit),
            );
        }
    }
    if pv.contains(digit) {
        why.push(
            Phrase::new("explain.wing.itself")
                .cell("pivot", pivot)
                .digit("digit", digit),
        );
    }
    why.push(
        Phrase::new(if pv.contains(digit) {
            "explain.wing.so.three"
        } else {
            "explain.wing.so.pincers"
        })
        .digit("digit", digit)
        .removals("removals", removals),
    );
    why
}

/// WXYZ-Wing: four cells share four digits; every digit but `z` sits only in cells that see
/// each other, so it fills at most one of the four, and one of them must be `z`.
pub(super) fn wxyz_why(
    pos: &Position,
    pivot: Cell,
    wings: CellSet,
    z: Digit,
    removals: &[Candidate],
) -> Vec<Phrase> {
    let mut cells = wings;
    cells.insert(pivot);
    let digits = cells
        .iter()
        .fold(DigitSet::EMPTY, |acc, c| acc.union(pos.cands(c)));
    let holders: CellSet = cells.iter().filter(|c| pos.cands(*c).contains(z)).collect();
    vec![
        Phrase::new("explain.wxyz.digits")
            .cells("cells", cells)
            .digits("digits", digits),
        Phrase::new("explain.wxyz.restricted")
            .digits("others", digits.difference(DigitSet::single(z)))
            .digit("digit", z),
        Phrase::new("explain.wxyz.so")
            .cells_or("holders", holders)
            .digit("digit", z)
            .removals("removals", removals),
    ]
}
