//! The hint ladder for a Unique Loop ([`Evidence::Loop`]): the loop, why its two digits would
//! alternate and could be swapped, and what the roof cells must therefore keep.

use super::{Explanation, Highlights, keep_other, so, where_digits};
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::house::House;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Step};
use crate::engine::types::Digit;

/// The parts of a loop's evidence, as [`Evidence::Loop`](crate::engine::step::Evidence::Loop)
/// carries them.
pub(super) struct LoopParts {
    /// The two alternating halves.
    pub halves: (CellSet, CellSet),
    /// The two digits.
    pub digits: DigitSet,
    /// The cells with extras.
    pub roof: CellSet,
    /// Type 3's subset cells.
    pub subset: CellSet,
    /// Type 4's locked digit and house.
    pub lock: Option<(Digit, House)>,
}

/// The kinds of house a loop's cells lie in: row, column and block, plus diagonal and colour
/// group when the loop touches one (message keys of the words).
fn house_kinds(pos: &Position, cells: CellSet) -> Vec<&'static str> {
    let touched = |f: fn(&House) -> bool| {
        pos.variant()
            .houses()
            .iter()
            .any(|h| f(h) && !h.cells().intersection(cells).is_empty())
    };
    let mut kinds = vec!["house.kind.row", "house.kind.column", "house.kind.block"];
    if touched(|h| matches!(h, House::MainDiagonal | House::AntiDiagonal)) {
        kinds.push("house.kind.diagonal");
    }
    if touched(|h| matches!(h, House::ColorGroup(_))) {
        kinds.push("house.kind.color_group");
    }
    kinds
}

/// Rungs 1–3 and the highlights of a Unique Loop step.
pub(super) fn explain_loop(
    step: &Step,
    pos: &Position,
    parts: &LoopParts,
    effect: Phrase,
    highlights_base: Highlights,
) -> Explanation {
    let (a, b) = parts.halves;
    let cells = a.union(b);
    let roof = parts.roof;
    let mut why = vec![
        Phrase::new("explain.loop.alternate")
            .arg("kinds", Arg::HouseKinds(house_kinds(pos, cells)))
            .digits("pair", parts.digits)
            .cells("a", a)
            .cells("b", b),
        Phrase::new("explain.loop.swap").digits("pair", parts.digits),
    ];
    match parts.lock {
        Some((u, house)) => {
            let v = parts.digits.difference(DigitSet::single(u));
            why.push(
                Phrase::new("explain.loop.lock")
                    .house("house", house)
                    .digit("u", u)
                    .cells_or("roof", roof)
                    .digits("v", v),
            );
        }
        None if roof.len() == 1 => why.push(keep_other(roof)),
        None => {
            let extras = roof.iter().fold(DigitSet::EMPTY, |acc, c| {
                acc.union(pos.cands(c).difference(parts.digits))
            });
            why.push(match extras.single_digit() {
                Some(z) => Phrase::new("explain.loop.extra")
                    .cells_or("roof", roof)
                    .digit("z", z),
                None => Phrase::new("explain.loop.extras")
                    .cells_or("roof", roof)
                    .digits_or("extras", extras),
            });
        }
    }
    if !parts.subset.is_empty() {
        why.push(Phrase::new("explain.rectangle.subset").cells("subset", parts.subset));
    }
    why.push(so(step));
    Explanation {
        where_to_look: where_digits(step, parts.digits),
        what_to_see: Phrase::new(if roof.len() == 1 {
            "explain.loop.what.one"
        } else {
            "explain.loop.what"
        })
        .arg("n", Arg::Number(cells.len()))
        .cells("cells", cells)
        .digits("pair", parts.digits)
        .cells("roof", roof),
        why,
        effect,
        highlights: Highlights {
            area: parts.lock.map(|(_, h)| vec![h]).unwrap_or_default(),
            pattern_cells: cells,
            pattern_candidates: cells
                .iter()
                .flat_map(|c| parts.digits.iter().map(move |d| Candidate::new(c, d)))
                .collect(),
            fins: roof.union(parts.subset),
            ..highlights_base
        },
    }
}
