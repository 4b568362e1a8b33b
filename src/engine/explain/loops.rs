//! The hint ladder for a Unique Loop ([`Evidence::Loop`]): the loop, why its two digits would
//! alternate and could be swapped, and what the roof cells must therefore keep.

use super::{Explanation, Highlights, cell_list, digit_list, elimination_list, join_or};
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::house::House;
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

/// "row, column and block", plus "diagonal" and "colour group" when the loop touches one.
fn house_kinds(pos: &Position, cells: CellSet) -> String {
    let touched = |f: fn(&House) -> bool| {
        pos.variant()
            .houses()
            .iter()
            .any(|h| f(h) && !h.cells().intersection(cells).is_empty())
    };
    let mut kinds = vec!["row", "column", "block"];
    if touched(|h| matches!(h, House::MainDiagonal | House::AntiDiagonal)) {
        kinds.push("diagonal");
    }
    if touched(|h| matches!(h, House::ColorGroup(_))) {
        kinds.push("colour group");
    }
    let (last, init) = kinds.split_last().expect("three kinds at least");
    format!("{} and {last}", init.join(", "))
}

/// "1, 2 or 5"
fn digits_or(digits: DigitSet) -> String {
    let names: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    match names.as_slice() {
        [init @ .., last] if !init.is_empty() => format!("{} or {last}", init.join(", ")),
        _ => names.concat(),
    }
}

/// Rungs 1–3 and the highlights of a Unique Loop step.
pub(super) fn explain_loop(
    step: &Step,
    pos: &Position,
    parts: &LoopParts,
    effect: String,
    highlights_base: Highlights,
) -> Explanation {
    let name = step.technique.name();
    let (a, b) = parts.halves;
    let cells = a.union(b);
    let pair = digit_list(parts.digits);
    let roof = parts.roof;
    let its = if roof.len() == 1 { "its" } else { "their" };
    let mut why = vec![
        format!(
            "Every {} that holds one of these cells holds exactly two of them, so {pair} would alternate around the loop: {} taking one digit, {} the other.",
            house_kinds(pos, cells),
            cell_list(a),
            cell_list(b)
        ),
        format!(
            "If the cells held only {pair}, the two halves could swap their digits and the puzzle would have two solutions."
        ),
    ];
    match parts.lock {
        Some((u, house)) => {
            let v = parts.digits.difference(DigitSet::single(u));
            why.push(format!(
                "In {house}, {u} can only go into {}, so one of them is {u}; the other must then keep one of its other candidates, so it cannot be {}.",
                join_or(roof),
                digit_list(v)
            ));
        }
        None if roof.len() == 1 => why.push(format!(
            "A proper puzzle has one solution, so {} must keep one of {its} other candidates.",
            cell_list(roof)
        )),
        None => {
            let extras = roof.iter().fold(DigitSet::EMPTY, |acc, c| {
                acc.union(pos.cands(c).difference(parts.digits))
            });
            why.push(match extras.single_digit() {
                Some(z) => format!(
                    "A proper puzzle has one solution, so at least one of {} must be {z}, {its} only other candidate; a cell that sees all of them cannot be {z}.",
                    join_or(roof)
                ),
                None => format!(
                    "A proper puzzle has one solution, so at least one of {} must take one of {its} other candidates ({}).",
                    join_or(roof),
                    digits_or(extras)
                ),
            });
        }
    }
    if !parts.subset.is_empty() {
        why.push(format!(
            "Together with {} those extras form a naked subset.",
            cell_list(parts.subset)
        ));
    }
    why.push(format!("So {}.", elimination_list(&step.eliminations)));
    Explanation {
        where_to_look: format!("There is a {name} on the digits {pair}."),
        what_to_see: format!(
            "The {} cells {} form a loop and all hold {pair}; {} {} more.",
            cells.len(),
            cell_list(cells),
            cell_list(roof),
            if roof.len() == 1 { "holds" } else { "hold" }
        ),
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
