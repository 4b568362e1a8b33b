//! Forcing chains and nets in words: rung 1 names the supposition or the case set, rung 2
//! the branches in notation, rung 3 follows each branch one implication per clause (a long
//! branch is told by its last implication and how many steps lead there), the playback one
//! sentence per drawn link (`Explanation::links`), rung 4 the effect. The highlights draw every implication as links from the facts it
//! rests on: solid into a candidate that becomes true, dashed into one that becomes false.

use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::explain::{Explanation, Highlights, base_highlights, effect_phrase, plain, so};
use crate::engine::house::House;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{
    Because, Branch, BranchEnd, Break, Candidate, Evidence, ForcingStart, Implication, Link, Step,
};

/// How many implications past its supposition a branch may have to be told in full on rung 3;
/// a longer one is told by its last (the playback tells every link).
const FULL_BRANCH: usize = 2;

/// Rungs 1–3 and the highlights of a forcing chain or net.
pub(super) fn explain_forcing(step: &Step, _pos: &Position) -> Explanation {
    let Evidence::Forcing { start, branches } = &step.evidence else {
        return plain(step);
    };
    let Some(first) = branches.first().and_then(|b| b.implications.first()) else {
        return plain(step);
    };
    let supposed = first.candidate;
    let notation = Arg::Notation(
        branches
            .iter()
            .map(branch_notation)
            .collect::<Vec<_>>()
            .join(" | "),
    );
    let (where_to_look, what_to_see, mut why) = match start {
        ForcingStart::Supposition => (
            Phrase::new("explain.forcing.where.supposition")
                .technique_a("name", step.technique)
                .cell("cell", supposed.cell),
            Phrase::new("explain.forcing.what.supposition")
                .cell("cell", supposed.cell)
                .digit("digit", supposed.digit)
                .arg("chain", notation),
            vec![],
        ),
        ForcingStart::Cell(cell) => (
            Phrase::new("explain.forcing.where.cell")
                .technique_a("name", step.technique)
                .cell("cell", *cell),
            Phrase::new("explain.forcing.what.cell")
                .cell("cell", *cell)
                .arg("chain", notation),
            vec![
                Phrase::new("explain.forcing.cases.cell")
                    .cell("cell", *cell)
                    .digits_or("digits", case_digits(branches)),
            ],
        ),
        ForcingStart::House(house, digit) => (
            Phrase::new("explain.forcing.where.house")
                .technique_a("name", step.technique)
                .digit("digit", *digit)
                .house("house", *house),
            Phrase::new("explain.forcing.what.house")
                .digit("digit", *digit)
                .house("house", *house)
                .arg("chain", notation),
            vec![
                Phrase::new("explain.forcing.cases.house")
                    .digit("digit", *digit)
                    .house("house", *house)
                    .cells_or("cells", case_cells(branches)),
            ],
        ),
        ForcingStart::Fish {
            digit,
            base,
            cover,
            fins,
            cover_case,
        } => {
            let fish = |key| {
                Phrase::new(key)
                    .digit("digit", *digit)
                    .houses("base", base)
                    .houses("cover", cover)
                    .cells("fins", *fins)
            };
            let cases = match cover_case {
                None => fish(if fins.len() == 1 {
                    "explain.kraken.cases.fin"
                } else {
                    "explain.kraken.cases.fins"
                })
                .phrase("fact", conclusion(step)),
                Some(line) => fish(if fins.len() == 1 {
                    "explain.kraken.line.fin"
                } else {
                    "explain.kraken.line.fins"
                })
                .house("line", *line)
                .cells_or("cells", case_cells(branches).difference(*fins)),
            };
            (
                fish("explain.kraken.where").technique_a("name", step.technique),
                fish(if fins.len() == 1 {
                    "explain.kraken.what.fin"
                } else {
                    "explain.kraken.what.fins"
                })
                .arg("chain", notation),
                vec![cases],
            )
        }
    };
    for branch in branches {
        why.push(branch_phrase(branch));
    }
    match start {
        ForcingStart::Supposition => why.push(so(step)),
        _ => why.push(
            Phrase::new("explain.forcing.verity")
                .phrase("fact", conclusion(step))
                .arg("effect", Arg::Phrase(Box::new(effect_phrase(step)))),
        ),
    }
    Explanation {
        links: link_sentences(branches),
        where_to_look,
        what_to_see,
        why,
        effect: effect_phrase(step),
        highlights: highlights(step, branches),
    }
}

/// The digits a cell's branches suppose.
fn case_digits(branches: &[Branch]) -> DigitSet {
    branches
        .iter()
        .filter_map(|b| b.implications.first())
        .map(|i| i.candidate.digit)
        .collect()
}

/// The cells a house's branches suppose.
fn case_cells(branches: &[Branch]) -> CellSet {
    branches
        .iter()
        .filter_map(|b| b.implications.first())
        .map(|i| i.candidate.cell)
        .collect()
}

/// The fact every branch of a verity ends in: "r4c5 is 7" or "r4c5 is not 7".
fn conclusion(step: &Step) -> Phrase {
    match (step.placements.first(), step.eliminations.first()) {
        (Some(p), _) => fact_phrase(*p, true),
        (None, Some(e)) => fact_phrase(*e, false),
        (None, None) => Phrase::new("explain.forcing.nothing"),
    }
}

fn fact_phrase(c: Candidate, on: bool) -> Phrase {
    Phrase::new(if on {
        "explain.forcing.fact.on"
    } else {
        "explain.forcing.fact.off"
    })
    .cell("cell", c.cell)
    .digit("digit", c.digit)
}

/// One implication as a clause with its reason: "r2c7 is not 5 (it sees r2c3 in row 2)".
pub(super) fn implication_clause(branch: &Branch, i: &Implication) -> Phrase {
    let premise = i
        .premises
        .first()
        .and_then(|p| branch.implications.get(*p as usize))
        .map(|p| p.candidate);
    let base = |key| {
        Phrase::new(key)
            .cell("cell", i.candidate.cell)
            .digit("digit", i.candidate.digit)
    };
    match (i.because, premise) {
        (Because::SameCell, Some(p)) => base("explain.forcing.off.cell").digit("held", p.digit),
        (Because::Sees(house), Some(p)) => base("explain.forcing.off.sees")
            .cell("other", p.cell)
            .house("house", house),
        (Because::LastCandidate, _) => base("explain.forcing.on.cell"),
        (Because::LastPlace(house), _) => base("explain.forcing.on.house").house("house", house),
        (Because::Locked(house, other), _) => base("explain.forcing.off.locked")
            .house("house", house)
            .house("other_house", other),
        (Because::Nested(k), _) => match branch.nested.get(k as usize) {
            Some(inner) => base("explain.forcing.off.nested")
                .count("n", inner.implications.len().saturating_sub(1) as u32)
                .arg("net", Arg::Notation(branch_notation(inner))),
            None => fact_phrase(i.candidate, i.on),
        },
        _ => fact_phrase(i.candidate, i.on),
    }
}

/// A branch as one sentence: "If r1c2 is 5, r1c7 is not 5 (…), r3c8 is 5 (…) and r3c8 has
/// no candidate left." A branch of more than [`FULL_BRANCH`] implications is told by its last
/// one and how many lead there: "If r1c2 is 5: 4 steps on (▶ tells each), r3c8 is 5 (…)"
/// (the playback tells every link).
fn branch_phrase(branch: &Branch) -> Phrase {
    let Some(first) = branch.implications.first() else {
        return Phrase::new("explain.forcing.nothing");
    };
    let rest = &branch.implications[1..];
    let mut clauses: Vec<Phrase> = Vec::new();
    let long = rest.len() > FULL_BRANCH;
    let contradiction = matches!(branch.end, BranchEnd::Contradiction { .. });
    if long && !contradiction {
        // Every branch of a verity ends in the same fact, the last sentence's; its reason
        // is the playback's.
        clauses.extend(rest.last().map(|i| fact_phrase(i.candidate, i.on)));
    } else if long {
        clauses.extend(rest.last().map(|i| implication_clause(branch, i)));
    } else {
        clauses.extend(rest.iter().map(|i| implication_clause(branch, i)));
    }
    if let BranchEnd::Contradiction { breaks, .. } = &branch.end {
        clauses.push(break_phrase(*breaks));
    }
    let phrase = if long {
        Phrase::new("explain.forcing.branch.long").count("n", rest.len() as u32)
    } else {
        Phrase::new("explain.forcing.branch")
    };
    phrase
        .cell("cell", first.candidate.cell)
        .digit("digit", first.candidate.digit)
        .arg("then", Arg::And(clauses))
}

fn break_phrase(b: Break) -> Phrase {
    match b {
        Break::Clash(c) => Phrase::new("explain.forcing.break.clash")
            .cell("cell", c.cell)
            .digit("digit", c.digit),
        Break::EmptyCell(cell) => Phrase::new("explain.forcing.break.empty").cell("cell", cell),
        Break::NoPlace(house, digit) => Phrase::new("explain.forcing.break.no_place")
            .house("house", house)
            .digit("digit", digit),
    }
}

/// A branch in Eureka-like notation: `r1c2=5 → r1c7<>5 → r3c8=5 → r3c8 empty`; an
/// international notation, `r`/`c` in every language (the sentences say `Z1S2` in German).
pub(super) fn branch_notation(branch: &Branch) -> String {
    let mut parts: Vec<String> = branch
        .implications
        .iter()
        .map(|i| {
            let op = if i.on { "=" } else { "<>" };
            format!("{}{op}{}", i.candidate.cell, i.candidate.digit)
        })
        .collect();
    if let BranchEnd::Contradiction { breaks, .. } = &branch.end {
        parts.push(match breaks {
            Break::Clash(c) => format!("{}={} ⊥", c.cell, c.digit),
            Break::EmptyCell(cell) => format!("{cell}: ∅ ⊥"),
            Break::NoPlace(house, digit) => format!("{}: ({digit}) ∅ ⊥", house_code(*house)),
        });
    }
    parts.join(" → ")
}

/// A house as notation writes it: `r3`, `c5`, `b7`, `d\\` and `d/` for the diagonals, `g4`
/// for colour group 4.
fn house_code(house: House) -> String {
    match house {
        House::Row(r) => format!("r{}", r + 1),
        House::Column(c) => format!("c{}", c + 1),
        House::Block(b) => format!("b{}", b + 1),
        House::MainDiagonal => "d\\".to_string(),
        House::AntiDiagonal => "d/".to_string(),
        House::ColorGroup(g) => format!("g{}", g + 1),
    }
}

/// The playback's sentences, one per link [`highlights`] draws (so in the same order): the
/// implication the link leads to, with its reason, in its branch ("If r1c2 is 5: r1c7 is not
/// 5 (it sees r1c2 in row 1).").
fn link_sentences(branches: &[Branch]) -> Vec<Phrase> {
    let mut out = Vec::new();
    for b in branches {
        let Some(first) = b.implications.first() else {
            continue;
        };
        for i in &b.implications {
            for p in &i.premises {
                if b.implications.get(*p as usize).is_some() {
                    out.push(
                        Phrase::new("explain.forcing.branch")
                            .cell("cell", first.candidate.cell)
                            .digit("digit", first.candidate.digit)
                            .arg("then", Arg::And(vec![implication_clause(b, i)])),
                    );
                }
            }
        }
    }
    out
}

/// The links the board draws, branch after branch: from each premise to what it implies.
fn highlights(step: &Step, branches: &[Branch]) -> Highlights {
    let mut links = Vec::new();
    let mut candidates = Vec::new();
    for b in branches {
        for i in &b.implications {
            if !candidates.contains(&i.candidate) {
                candidates.push(i.candidate);
            }
            for p in &i.premises {
                if let Some(from) = b.implications.get(*p as usize) {
                    links.push(Link {
                        from: from.candidate,
                        to: i.candidate,
                        strong: i.on,
                    });
                }
            }
        }
    }
    Highlights {
        area: match &step.evidence {
            Evidence::Forcing {
                start: ForcingStart::House(house, _),
                ..
            } => vec![*house],
            Evidence::Forcing {
                start: ForcingStart::Fish { base, cover, .. },
                ..
            } => base.iter().chain(cover).copied().collect(),
            _ => vec![],
        },
        pattern_cells: candidates.iter().map(|c| c.cell).collect(),
        pattern_candidates: candidates,
        links,
        ..base_highlights(step)
    }
}
