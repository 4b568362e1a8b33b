//! An alternating chain ([`Evidence::Chain`]) in words, whichever technique found it
//! (Skyscraper, 2-String Kite, Turbot Fish, W-Wing): suppose the first candidate false and
//! follow the links to the other end, so one of the two ends is true. A Remote Pair removes
//! both of its digits, so it is told as what it is: two digits alternating along the cells.
//! Rung 3 says where the chain starts, where its links lead and what follows; the links
//! themselves, one sentence each, are the playback's (`Explanation::links`).

use super::{Explanation, Highlights, base_highlights, effect_phrase, plain, where_digits};
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Evidence, Link, Step};

/// Rungs 1–3 and the highlights of a step whose evidence is a chain.
pub(crate) fn explain_chain(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Chain { links } = &step.evidence else {
        return plain(step);
    };
    let (Some(first), Some(last)) = (links.first(), links.last()) else {
        return plain(step);
    };
    let (start, end) = (first.from, last.to);
    let digits: DigitSet = links
        .iter()
        .flat_map(|l| [l.from.digit, l.to.digit])
        .collect();
    let cells: CellSet = links
        .iter()
        .flat_map(|l| [l.from.cell, l.to.cell])
        .collect();
    let why = vec![
        Phrase::new("explain.chain.suppose")
            .cell("cell", start.cell)
            .digit("digit", start.digit),
        reached(
            links.len(),
            CellSet::single(end.cell),
            end.digit,
            last.strong,
        ),
        Phrase::new("explain.chain.either")
            .cell("start", start.cell)
            .digit("start_digit", start.digit)
            .cell("end", end.cell)
            .digit("end_digit", end.digit)
            .removals("removals", &step.eliminations),
    ];
    Explanation {
        links: links.iter().map(|l| link_sentence(pos, l)).collect(),
        where_to_look: where_digits(step, digits),
        what_to_see: Phrase::new("explain.chain.what")
            .arg("chain", Arg::Notation(chain_notation(links))),
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            area: vec![],
            pattern_cells: cells,
            pattern_candidates: links.iter().flat_map(|l| [l.from, l.to]).collect(),
            links: links.clone(),
            ..base_highlights(step)
        },
    }
}

/// Rungs 1–3 of a Remote Pair: the cells hold only the same two digits and each sees the
/// next, so the digits alternate; the two ends hold different digits, so a cell that sees
/// both ends can hold neither.
pub(crate) fn explain_remote_pair(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Chain { links } = &step.evidence else {
        return plain(step);
    };
    let mut order: Vec<crate::engine::Cell> = Vec::new();
    for l in links {
        for c in [l.from.cell, l.to.cell] {
            if order.last() != Some(&c) {
                order.push(c);
            }
        }
    }
    let (Some(&start), Some(&end)) = (order.first(), order.last()) else {
        return plain(step);
    };
    let digits: DigitSet = links
        .iter()
        .flat_map(|l| [l.from.digit, l.to.digit])
        .collect();
    let cells: CellSet = order.iter().copied().collect();
    let half = |parity| -> CellSet {
        order
            .iter()
            .enumerate()
            .filter(|(i, _)| i % 2 == parity)
            .map(|(_, c)| *c)
            .collect()
    };
    let mut explanation = explain_chain(step, pos);
    explanation.what_to_see = Phrase::new("explain.remote.what")
        .cells("cells", cells)
        .digits("digits", digits)
        .arg("chain", Arg::Notation(chain_notation(links)));
    explanation.why = vec![
        Phrase::new("explain.remote.alternate")
            .digits("digits", digits)
            .cells("a", half(0))
            .cells("b", half(1)),
        Phrase::new("explain.remote.ends")
            .cell("start", start)
            .cell("end", end)
            .digits("digits", digits)
            .removals("removals", &step.eliminations),
    ];
    explanation
}

/// Rung 3's middle for a chain whose links the playback tells one by one: "Then, along the
/// three links (▶ tells each), r6c7 is 4." (`on`: the chain ends in a strong link, so its far
/// end is true; else false). `cells` is the far end, one cell or a group.
pub(crate) fn reached(n: usize, cells: CellSet, digit: crate::engine::Digit, on: bool) -> Phrase {
    Phrase::new(if on {
        "explain.chain.reached.on"
    } else {
        "explain.chain.reached.off"
    })
    .count("n", n as u32)
    .cells_or("cells", cells)
    .digit("digit", digit)
}

/// One link of a chain as a sentence: why the next candidate is true (strong) or false (weak).
fn link_sentence(pos: &Position, l: &Link) -> Phrase {
    let (a, b) = (l.from, l.to);
    let phrase = |key| {
        Phrase::new(key)
            .cell("cell", b.cell)
            .digit("digit", b.digit)
    };
    if l.strong {
        if a.cell == b.cell {
            phrase("explain.link.strong.cell")
        } else {
            let house = pos.variant().houses().iter().copied().find(|h| {
                h.cells().contains(a.cell)
                    && h.cells().contains(b.cell)
                    && pos.places_in(a.digit, *h).len() == 2
            });
            match house {
                Some(h) => phrase("explain.link.strong.house").house("house", h),
                None => phrase("explain.link.strong"),
            }
        }
    } else if a.cell == b.cell {
        phrase("explain.link.weak.cell")
    } else {
        // A cell seen only through a diagonal or colour group is said to be seen there.
        let plain = a.cell.row() == b.cell.row()
            || a.cell.col() == b.cell.col()
            || a.cell.block() == b.cell.block();
        let via = pos
            .variant()
            .houses_of(b.cell)
            .find(|h| h.cells().contains(a.cell));
        match via {
            Some(house) if !plain => phrase("explain.aic.weak.via")
                .cell("other", a.cell)
                .house("house", house),
            _ => phrase("explain.link.weak").cell("other", a.cell),
        }
    }
}

/// `r1c2=5 - r1c7=5 = r3c8=5`: Eureka-style notation, `=` strong and `-` weak.
fn chain_notation(links: &[Link]) -> String {
    let mut out = String::new();
    if let Some(first) = links.first() {
        out.push_str(&format!("({}){}", first.from.digit, first.from.cell));
    }
    for l in links {
        out.push_str(if l.strong { " = " } else { " - " });
        out.push_str(&format!("({}){}", l.to.digit, l.to.cell));
    }
    out
}
