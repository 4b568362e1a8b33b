//! Forcing chains and nets in words: rung 1 names the supposition or the case set, rung 2
//! the branches in notation, rung 3 follows a contradiction's branch one implication per
//! clause (a long branch is told by its last implication and how many steps lead there) and
//! gives each branch of a verity one short sentence; the playback tells every link, branch
//! by branch (`Explanation::links`, `Highlights::branches`), rung 4 the effect. The
//! highlights draw every implication as links from the facts it rests on: solid into a
//! candidate that becomes true, dashed into one that becomes false.

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
    match start {
        ForcingStart::Supposition => {
            why.extend(branches.iter().map(branch_phrase));
            why.push(so(step));
        }
        _ => {
            // A verity: the fact, then one short sentence per branch (the playback tells
            // every step), then the effect. A Kraken fish of type 1 said its fact with the
            // fish's case ("…; if it is, its chain gives the same").
            if !matches!(
                start,
                ForcingStart::Fish {
                    cover_case: None,
                    ..
                }
            ) {
                why.push(Phrase::new("explain.forcing.verity").phrase("fact", conclusion(step)));
            }
            let brief = branches.len() > BRIEF_BRANCHES;
            why.extend(branches.iter().map(|b| verity_branch_phrase(b, brief)));
            why.push(
                Phrase::new("explain.forcing.verity.so")
                    .arg("effect", Arg::Phrase(Box::new(effect_phrase(step)))),
            );
        }
    }
    let playback = playback(start, branches);
    Explanation {
        highlights: highlights(step, branches, &playback),
        links: playback.sentences,
        where_to_look,
        what_to_see,
        why,
        effect: effect_phrase(step),
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

/// A contradiction's branch as one sentence: "If r1c2 is 5, r1c7 is not 5 (…), r3c8 is 5
/// (…) and r3c8 has no candidate left." A branch of more than [`FULL_BRANCH`] implications is told by its last
/// one and how many lead there: "If r1c2 is 5: 4 steps on (▶ tells each), r3c8 is 5 (…)"
/// (the playback tells every link).
fn branch_phrase(branch: &Branch) -> Phrase {
    let Some(first) = branch.implications.first() else {
        return Phrase::new("explain.forcing.nothing");
    };
    let rest = &branch.implications[1..];
    let long = rest.len() > FULL_BRANCH;
    if long && let Some(sides) = clash_sides(branch) {
        return Phrase::new("explain.forcing.branch.long.clash")
            .count("n", rest.len() as u32)
            .cell("cell", first.candidate.cell)
            .digit("digit", first.candidate.digit)
            .arg("then", Arg::And(sides));
    }
    let mut clauses: Vec<Phrase> = Vec::new();
    if long {
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

/// A branch that ends with a candidate both true and false, told by both sides with their
/// reasons ("r6c1 is 4 (its last candidate) and r6c1 is not 4 (it sees r6c8 in row 6)"):
/// where rung 3 tells a long branch by its last step, that step alone said "r6c1 is not 4"
/// and then that it "would be both", leaving the reader to wonder where the 4 came from.
/// `None` unless the branch ends in such a clash whose two sides are among its implications.
fn clash_sides(branch: &Branch) -> Option<Vec<Phrase>> {
    let BranchEnd::Contradiction {
        breaks: Break::Clash(c),
        premises,
    } = &branch.end
    else {
        return None;
    };
    let side = |on: bool| {
        premises
            .iter()
            .filter_map(|&k| branch.implications.get(usize::from(k)))
            .find(|i| i.candidate == *c && i.on == on)
    };
    let (yes, no) = (side(true)?, side(false)?);
    Some(vec![
        implication_clause(branch, yes),
        implication_clause(branch, no),
    ])
}

/// How many branches a verity may have for rung 3 to tell a one-step branch in full; with
/// more, every branch is told by its number of steps (a Kraken fish of type 2 with 3 fins
/// and 3 cells in its line took 153 words in German, over the 120 of `explain_claims`).
const BRIEF_BRANCHES: usize = 4;

/// A verity's branch on rung 3, in one short sentence: told in full when one implication
/// leads from the supposition to the fact ("If r5c1 is 6: r4c2 is not 6 (it sees r5c1 in
/// block 4).") unless `brief`, else by how many steps lead there ("If r3c1 is 6, it follows
/// in eight steps.").
fn verity_branch_phrase(branch: &Branch, brief: bool) -> Phrase {
    let Some(first) = branch.implications.first() else {
        return Phrase::new("explain.forcing.nothing");
    };
    let rest = &branch.implications[1..];
    let phrase = match rest {
        [] => Phrase::new("explain.forcing.branch.itself"),
        [_] if brief => Phrase::new("explain.forcing.branch.step"),
        [only] => Phrase::new("explain.forcing.branch")
            .arg("then", Arg::And(vec![implication_clause(branch, only)])),
        _ => Phrase::new("explain.forcing.branch.steps").count("n", rest.len() as u32),
    };
    phrase
        .cell("cell", first.candidate.cell)
        .digit("digit", first.candidate.digit)
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

/// The playback: the links the board draws, branch after branch (from each premise to what
/// it implies: solid into a candidate that becomes true, dashed into one that becomes
/// false), one sentence per link in the same order, and where each branch's links begin.
/// Each sentence is told in its branch ("Case 2 of 3, if r4c5 is 7: r4c2 is not 7 (it sees
/// r4c5 in row 4).") and says what is new for its link: a fact resting on several (a net's
/// single, locked candidates, a nested net) is told once per premise, naming it ("r5c2 is
/// not 9 (reason 2 of 3), so r2c2 is 9 (…)"), so no link repeats another's sentence.
struct Playback {
    links: Vec<Link>,
    sentences: Vec<Phrase>,
    branches: Vec<u16>,
}

fn playback(start: &ForcingStart, branches: &[Branch]) -> Playback {
    let mut out = Playback {
        links: Vec::new(),
        sentences: Vec::new(),
        branches: Vec::new(),
    };
    let n = branches.len();
    for (k, b) in branches.iter().enumerate() {
        let Some(first) = b.implications.first() else {
            continue;
        };
        let sides = contradiction_sides(b);
        if n == 1 && sides.len() > 1 {
            // A contradiction told side by side: each fact that breaks it, with what it
            // rests on ("path 1 of 2" ends in r3c3 being 2, "path 2 of 2" in its not being 2).
            for (s, side) in sides.iter().enumerate() {
                let heading = Phrase::new("explain.forcing.case.path")
                    .arg("k", Arg::Number(s as u32 + 1))
                    .arg("n", Arg::Number(sides.len() as u32))
                    .cell("cell", first.candidate.cell)
                    .digit("digit", first.candidate.digit);
                push_branch(&mut out, b, &heading, |i| side[i]);
            }
        } else {
            let case = case_heading(start, k, n, first.candidate);
            push_branch(&mut out, b, &case, |_| true);
        }
    }
    if out.branches.len() < 2 {
        out.branches.clear();
    }
    out
}

/// Appends the links of branch `b`'s implications that `keep` accepts (all they rest on must
/// be kept too), one sentence each under the heading `case`, as a branch of the playback.
fn push_branch(out: &mut Playback, b: &Branch, case: &Phrase, keep: impl Fn(usize) -> bool) {
    let begin = out.links.len();
    for (index, i) in b.implications.iter().enumerate() {
        if !keep(index) {
            continue;
        }
        let premises: Vec<&Implication> = i
            .premises
            .iter()
            .filter_map(|p| b.implications.get(*p as usize))
            .collect();
        for (j, from) in premises.iter().enumerate() {
            out.links.push(Link {
                from: from.candidate,
                to: i.candidate,
                strong: i.on,
            });
            let clause = implication_clause(b, i);
            let step = if premises.len() == 1 {
                Phrase::new("explain.forcing.step").phrase("then", clause)
            } else {
                Phrase::new("explain.forcing.step.with")
                    .phrase("premise", fact_phrase(from.candidate, from.on))
                    .arg("k", Arg::Number(j as u32 + 1))
                    .arg("n", Arg::Number(premises.len() as u32))
                    .phrase("then", clause)
            };
            out.sentences.push(
                Phrase::new("explain.forcing.link")
                    .phrase("case", case.clone())
                    .phrase("step", step),
            );
        }
    }
    if out.links.len() > begin {
        out.branches.push(begin as u16);
    }
}

/// The sides of a branch that ends in a contradiction: for each fact that breaks it (a clash
/// has two: the candidate true, and false; an emptied cell one per candidate), which of the
/// branch's implications that fact rests on, itself included. Empty for a branch that ends
/// in its conclusion.
fn contradiction_sides(b: &Branch) -> Vec<Vec<bool>> {
    let BranchEnd::Contradiction { premises, .. } = &b.end else {
        return Vec::new();
    };
    premises
        .iter()
        .map(|&end| {
            super::net::proof(b.implications.len(), &[end], |i| {
                &b.implications[i].premises
            })
        })
        .collect()
}

/// What a branch supposes, as the playback introduces it: "If r2c6 is 5:" for a lone
/// branch, "Case 2 of 3, if r4c5 is 7:" for one of several ("Fin 1 of 2, if …:" for a Kraken
/// fish's fins, whose fish case rung 3 tells).
fn case_heading(start: &ForcingStart, k: usize, n: usize, supposed: Candidate) -> Phrase {
    let key = match start {
        _ if n == 1 => "explain.forcing.case.one",
        ForcingStart::Fish {
            cover_case: None, ..
        } => "explain.forcing.case.fin",
        _ => "explain.forcing.case",
    };
    Phrase::new(key)
        .arg("k", Arg::Number(k as u32 + 1))
        .arg("n", Arg::Number(n as u32))
        .cell("cell", supposed.cell)
        .digit("digit", supposed.digit)
}

/// The board's highlights: the playback's links, and circled, every candidate a lone chain
/// reaches; when the playback has several branches (a verity's cases, a contradiction's
/// paths), only what they start from, so that a branch played alone is not crossed by the
/// circles of the others (its arrows show where it goes).
fn highlights(step: &Step, branches: &[Branch], playback: &Playback) -> Highlights {
    let mut candidates = Vec::new();
    for b in branches {
        let reached = if playback.branches.is_empty() {
            &b.implications[..]
        } else {
            &b.implications[..b.implications.len().min(1)]
        };
        for i in reached {
            if !candidates.contains(&i.candidate) {
                candidates.push(i.candidate);
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
        links: playback.links.clone(),
        branches: playback.branches.clone(),
        ..base_highlights(step)
    }
}
