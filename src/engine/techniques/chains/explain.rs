//! A chain step in words: rung 3 supposes, says where the links lead and concludes; one
//! sentence per link ("Then r2c7 is 5 (the only other 5 in row 2).") is the playback's
//! (`Explanation::links`, lined up with the drawn links: the coach shows sentence `i` with
//! link `i`); the Eureka notation (`(5)r2c3=(5)r2c7-(7)r2c7=…`) on rung 2; the links drawn
//! strong or weak.

use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::explain::{Explanation, Highlights, base_highlights, effect_phrase, plain};
use crate::engine::house::House;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, ChainNode, Evidence, Link, NodeLink, Step, Technique};
use crate::engine::types::Cell;

/// How a chain ends, which decides its conclusion.
enum Shape {
    /// An open chain: one of its ends is true.
    Open,
    /// A loop that holds both ways round.
    Continuous,
    /// A loop with one discontinuity, at its start.
    Discontinuous,
}

fn shape(t: Technique) -> Shape {
    match t {
        Technique::ContinuousNiceLoop | Technique::GroupedContinuousNiceLoop => Shape::Continuous,
        Technique::DiscontinuousNiceLoop | Technique::GroupedDiscontinuousNiceLoop => {
            Shape::Discontinuous
        }
        _ => Shape::Open,
    }
}

/// The chain of a step, as links between nodes.
fn node_links(step: &Step) -> Option<Vec<NodeLink>> {
    match &step.evidence {
        Evidence::Chain { links } => Some(
            links
                .iter()
                .map(|l| NodeLink {
                    from: ChainNode::candidate(l.from),
                    to: ChainNode::candidate(l.to),
                    strong: l.strong,
                })
                .collect(),
        ),
        Evidence::NodeChain { links } => Some(links.clone()),
        _ => None,
    }
}

fn the_cell(node: ChainNode) -> Cell {
    node.cells.first().expect("a node has a cell")
}

/// Rungs 1–3 and the highlights of an X-Chain, XY-Chain, Nice Loop or AIC step.
pub(crate) fn explain_chain_step(step: &Step, pos: &Position) -> Explanation {
    let Some(links) = node_links(step) else {
        return plain(step);
    };
    let (Some(first), Some(last)) = (links.first().copied(), links.last().copied()) else {
        return plain(step);
    };
    let start = first.from;
    let digits: DigitSet = links.iter().map(|l| l.from.digit).collect();
    let cells = links.iter().fold(CellSet::EMPTY, |acc, l| {
        acc.union(l.from.cells).union(l.to.cells)
    });
    let mut why = vec![
        Phrase::new(if first.strong {
            "explain.chain.suppose"
        } else {
            "explain.aic.suppose_true"
        })
        .cell("cell", the_cell(start))
        .digit("digit", start.digit),
    ];
    why.push(crate::engine::explain::chain::reached(
        links.len(),
        last.to.cells,
        last.to.digit,
        last.strong,
    ));
    let shape = shape(step.technique);
    why.push(conclusion(pos, step, &shape, first, last));
    let what_key = match shape {
        Shape::Open => "explain.chain.what",
        _ => "explain.nice_loop.what",
    };
    let mut pattern_candidates: Vec<Candidate> = Vec::new();
    for l in &links {
        for node in [l.from, l.to] {
            for c in node.cells.iter() {
                let cand = Candidate::new(c, node.digit);
                if !pattern_candidates.contains(&cand) {
                    pattern_candidates.push(cand);
                }
            }
        }
    }
    Explanation {
        links: links.iter().map(|l| link_sentence(pos, l)).collect(),
        where_to_look: crate::engine::explain::where_digits(step, digits),
        what_to_see: Phrase::new(what_key).arg("chain", Arg::Notation(notation(&links))),
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            area: vec![],
            pattern_cells: cells,
            pattern_candidates,
            links: links.iter().map(drawn).collect(),
            ..base_highlights(step)
        },
    }
}

/// The last sentence: what the chain proves and what goes.
fn conclusion(
    pos: &Position,
    step: &Step,
    shape: &Shape,
    first: NodeLink,
    last: NodeLink,
) -> Phrase {
    let (start, end) = (first.from, last.to);
    let (s, t) = (the_cell(start), the_cell(end));
    match shape {
        Shape::Continuous => {
            Phrase::new("explain.nice_loop.continuous").removals("removals", &step.eliminations)
        }
        Shape::Discontinuous if first.strong => Phrase::new("explain.nice_loop.place")
            .cell("cell", s)
            .digit("digit", start.digit)
            .removals("removals", &step.eliminations),
        Shape::Discontinuous => Phrase::new("explain.nice_loop.not")
            .cell("cell", s)
            .digit("digit", start.digit)
            .removals("removals", &step.eliminations),
        Shape::Open if start.digit == end.digit => Phrase::new("explain.chain.either")
            .cell("start", s)
            .digit("start_digit", start.digit)
            .cell("end", t)
            .digit("end_digit", end.digit)
            .removals("removals", &step.eliminations),
        Shape::Open => {
            let house = shared_house(pos, CellSet::single(s).union(CellSet::single(t)));
            match house {
                Some(h) => Phrase::new("explain.aic.either.two").house("house", h),
                None => Phrase::new("explain.aic.either.two.sees"),
            }
            .cell("start", s)
            .digit("start_digit", start.digit)
            .cell("end", t)
            .digit("end_digit", end.digit)
            .removals("removals", &step.eliminations)
        }
    }
}

/// A house of the variant that holds all of `cells`, rows, columns and blocks first.
fn shared_house(pos: &Position, cells: CellSet) -> Option<House> {
    pos.variant()
        .houses()
        .iter()
        .copied()
        .find(|h| cells.difference(h.cells()).is_empty())
}

/// One link as a sentence: why its far end is true (strong) or false (weak).
fn link_sentence(pos: &Position, l: &NodeLink) -> Phrase {
    let (a, b) = (l.from, l.to);
    let d = b.digit;
    if a.cells == b.cells && a.is_candidate() && b.is_candidate() {
        let key = if l.strong {
            "explain.link.strong.cell"
        } else {
            "explain.link.weak.cell"
        };
        return Phrase::new(key).cell("cell", the_cell(b)).digit("digit", d);
    }
    let both = a.cells.union(b.cells);
    if l.strong && !a.als.is_empty() && a.als == b.als {
        let digits = pos.cands_of(a.als);
        return Phrase::new("explain.aic.strong.als")
            .cells_or("cells", b.cells)
            .digit("digit", d)
            .cells("als", a.als)
            .digits("digits", digits)
            .digit("other", a.digit);
    }
    if l.strong {
        let house = pos
            .variant()
            .houses()
            .iter()
            .copied()
            .find(|h| pos.places_in(d, *h) == both);
        return match (house, b.cells.len() > 1) {
            (Some(h), false) => Phrase::new("explain.link.strong.house")
                .cell("cell", the_cell(b))
                .digit("digit", d)
                .house("house", h),
            (Some(h), true) => Phrase::new("explain.aic.strong.group")
                .cells_or("cells", b.cells)
                .digit("digit", d)
                .house("house", h),
            (None, false) => Phrase::new("explain.link.strong")
                .cell("cell", the_cell(b))
                .digit("digit", d),
            (None, true) => Phrase::new("explain.aic.strong.group.plain")
                .cells_or("cells", b.cells)
                .digit("digit", d),
        };
    }
    match (a.cells.len() > 1, b.cells.len() > 1) {
        (false, false) => {
            let (ac, bc) = (the_cell(a), the_cell(b));
            let plain_house = shared_house(pos, both)
                .is_some_and(|h| matches!(h, House::Row(_) | House::Column(_) | House::Block(_)));
            match shared_house(pos, both) {
                Some(h) if !plain_house => Phrase::new("explain.aic.weak.via")
                    .cell("cell", bc)
                    .digit("digit", d)
                    .cell("other", ac)
                    .house("house", h),
                _ => Phrase::new("explain.link.weak")
                    .cell("cell", bc)
                    .digit("digit", d)
                    .cell("other", ac),
            }
        }
        (true, false) => Phrase::new("explain.aic.weak.from_group")
            .cell("cell", the_cell(b))
            .digit("digit", d)
            .cells("cells", a.cells),
        (_, true) => Phrase::new("explain.aic.weak.group")
            .cells("cells", b.cells)
            .digit("digit", d)
            .cells("other", a.cells),
    }
}

/// A node in Eureka notation: `(5)r2c3`, a group `(5)r2c78` or `(5)r78c2`. Eureka notation
/// is international (players and forums write it so in every language), so it keeps `r`/`c`
/// in German too, where the sentences around it name cells `Z2S3` (`i18n::cell_name`).
fn node_text(node: ChainNode) -> String {
    let rows: Vec<u8> = {
        let mut v: Vec<u8> = node.cells.iter().map(|c| c.row() + 1).collect();
        v.dedup();
        v
    };
    let mut cols: Vec<u8> = node.cells.iter().map(|c| c.col() + 1).collect();
    cols.sort_unstable();
    cols.dedup();
    let join = |v: &[u8]| v.iter().map(|n| char::from(b'0' + n)).collect::<String>();
    format!(
        "({}){}",
        node.digit,
        format_args!("r{}c{}", join(&rows), join(&cols))
    )
}

/// The chain in Eureka notation: `=` a strong link, `-` a weak one.
fn notation(links: &[NodeLink]) -> String {
    let mut out = String::new();
    if let Some(first) = links.first() {
        out.push_str(&node_text(first.from));
    }
    for l in links {
        out.push(if l.strong { '=' } else { '-' });
        out.push_str(&node_text(l.to));
    }
    out
}

/// A link as the board draws it: a group's end at its cell nearest the other end.
fn drawn(l: &NodeLink) -> Link {
    let nearest = |node: ChainNode, other: Cell| -> Candidate {
        let distance = |c: Cell| {
            (i16::from(c.row()) - i16::from(other.row())).abs()
                + (i16::from(c.col()) - i16::from(other.col())).abs()
        };
        let mut best = the_cell(node);
        for c in node.cells.iter() {
            if distance(c) < distance(best) {
                best = c;
            }
        }
        Candidate::new(best, node.digit)
    };
    let from = nearest(l.from, the_cell(l.to));
    Link {
        from,
        to: nearest(l.to, from.cell),
        strong: l.strong,
    }
}
