//! Pen-only solving (the seed's direct methods A–D, tier 0): steps a person can find with a
//! pen and no candidates written, as a newspaper solver does. Everything here looks at the
//! digits alone; "candidates" are only what the digits allow.
//!
//! In order: Full House, Hidden Single (scanning a row, column, block or diagonal: seed A),
//! Naked Single (seed B0); then the same singles once a pointing is known (seed C: "the 5 of
//! block 4 must be in row 5") or a hidden pair (seed D: "4 and 7 of row 2 fill r2c3 and
//! r2c8"), at most two such facts, since more is not pen work any more.
//!
//! Pen sits above the finders: it asks the singles, intersections and subsets finders
//! directly, never the technique list (which names its two techniques).

use super::bits::DigitSet;
use super::explain::{Explanation, effect_phrase, plain};
use super::grid::Grid;
use super::house::{House, Variant};
use super::level::Level;
use super::phrase::{Arg, Phrase};
use super::position::Position;
use super::step::{Evidence, Step, Technique};
use super::techniques::{Def, Find, intersections, singles, subsets};

// ---- Definitions ----

// Not HoDoKu steps; scored as the single plus the pointing or pair it uses.

pub(crate) const DIRECT_POINTING: Def = Def {
    id: "direct-pointing",
    name: "Direct Pointing",
    hodoku_code: "-C",
    hodoku_score: 64,
    level: Level::Easy,
    needs_uniqueness: false,
    find: Find::Digits(only),
    explain: explain_direct,
    #[cfg(test)]
    cases: cases::DIRECT_POINTING,
};

pub(crate) const DIRECT_HIDDEN_PAIR: Def = Def {
    id: "direct-hidden-pair",
    name: "Direct Hidden Pair",
    hodoku_code: "-D",
    hodoku_score: 84,
    level: Level::Easy,
    needs_uniqueness: false,
    find: Find::Digits(only),
    explain: explain_direct,
    #[cfg(test)]
    cases: cases::DIRECT_HIDDEN_PAIR,
};

/// The pen-only step of `technique` when it is the easiest pen step of `digits`.
fn only(variant: Variant, digits: &Grid, technique: Technique) -> Vec<Step> {
    next_pen_step(variant, digits)
        .filter(|s| s.technique == technique)
        .into_iter()
        .collect()
}

// ---- Finding ----

/// The kinds of unwritten fact a pen step may rest on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fact {
    Pointing,
    Claiming,
    HiddenPair,
}

impl Fact {
    /// The facts of this kind in `pos`.
    fn find(self, pos: &Position) -> Vec<Step> {
        match self {
            Fact::Pointing => {
                intersections::locked_candidates(pos, Technique::LockedCandidatesPointing)
            }
            Fact::Claiming => {
                intersections::locked_candidates(pos, Technique::LockedCandidatesClaiming)
            }
            Fact::HiddenPair => subsets::hidden_subsets(pos, Technique::HiddenPair),
        }
    }

    /// The facts of this kind in `after`, `earlier` being those in a position whose
    /// candidates differed from `after`'s in the digits `changed` alone: a locked candidate
    /// reads its own digit's places only, so the other digits' are taken over (a hidden
    /// pair's removals read every digit of its cells: searched again).
    fn find_after(self, after: &Position, changed: DigitSet, earlier: &[Step]) -> Vec<Step> {
        let locked =
            |technique| intersections::locked_candidates_after(after, technique, changed, earlier);
        match self {
            Fact::Pointing => locked(Technique::LockedCandidatesPointing),
            Fact::Claiming => locked(Technique::LockedCandidatesClaiming),
            Fact::HiddenPair => self.find(after),
        }
    }
}

/// The unwritten facts a Direct Pointing may use: locked candidates, pointing and claiming.
const POINTING: &[Fact] = &[Fact::Pointing, Fact::Claiming];

/// The facts a Direct Hidden Pair may use: locked candidates and hidden pairs (one at least).
const HIDDEN_PAIR: &[Fact] = &[Fact::Pointing, Fact::Claiming, Fact::HiddenPair];

/// The easiest pen-only step from `digits`, if there is one.
pub fn next_pen_step(variant: Variant, digits: &Grid) -> Option<Step> {
    let pos = Position::with_all_candidates(variant, *digits);
    if let Some(single) = single(&pos) {
        return Some(single);
    }
    for (technique, helpers) in [
        (Technique::DirectPointing, POINTING),
        (Technique::DirectHiddenPair, HIDDEN_PAIR),
    ] {
        if let Some(step) = with_justifications(&pos, technique, helpers) {
            return Some(step);
        }
    }
    None
}

/// The first single in `pos`: a Full House, else a Hidden Single, else a Naked Single
/// (the hidden singles' first alone made a step: most positions tried have several).
fn single(pos: &Position) -> Option<Step> {
    if let Some(full) = singles::full_houses(pos).into_iter().next() {
        return Some(full);
    }
    let mut first = None;
    singles::each_hidden_single(pos, |cell, digit, house| {
        first.get_or_insert((cell, digit, house));
    });
    if let Some((cell, digit, house)) = first {
        return Some(singles::single(
            Technique::HiddenSingle,
            cell,
            digit,
            Some(house),
        ));
    }
    singles::naked_singles(pos).into_iter().next()
}

/// The first single in `after`: `pos` (which has none) less the candidates `facts`
/// remove. Only a removed candidate can bring one about: its cell may be left with one
/// candidate (a Naked Single), its digit with one place in one of the cell's houses (a
/// Hidden Single); a Full House needs a digit placed. Most positions a pen step tries
/// (every fact and pair of facts, when none helps) have none, and this says so without
/// scanning the grid or building the finders' steps.
fn single_after(after: &Position, facts: &[&Step]) -> Option<Step> {
    if facts.iter().any(|f| !f.placements.is_empty()) {
        return single(after);
    }
    // The variant's houses beyond the row, column and block every cell has.
    let extra = after
        .variant()
        .houses()
        .iter()
        .copied()
        .filter(|h| !matches!(h, House::Row(_) | House::Column(_) | House::Block(_)));
    let new = facts.iter().flat_map(|f| &f.eliminations).any(|c| {
        let cell = c.cell;
        after.cands(cell).len() == 1
            || [
                House::Row(cell.row()),
                House::Column(cell.col()),
                House::Block(cell.block()),
            ]
            .into_iter()
            .chain(extra.clone().filter(|h| h.cells().contains(cell)))
            .any(|h| after.places_in(c.digit, h).len() == 1 && !after.house_has(h, c.digit))
    });
    if new { single(after) } else { None }
}

/// A single reached after one or two unwritten facts of the `helpers` kinds; for a Direct
/// Hidden Pair at least one fact must be a hidden pair. `pos` has no single of its own.
fn with_justifications(pos: &Position, technique: Technique, helpers: &[Fact]) -> Option<Step> {
    // Each kind's facts, in the helpers' order.
    let by_kind: Vec<(Fact, Vec<Step>)> = helpers.iter().map(|&f| (f, f.find(pos))).collect();
    let first_facts = || by_kind.iter().flat_map(|(_, facts)| facts);
    let needs_pair = technique == Technique::DirectHiddenPair;
    for first in first_facts() {
        let mut after = pos.clone();
        after.apply(first);
        if (!needs_pair || first.technique == Technique::HiddenPair)
            && let Some(single) = single_after(&after, &[first])
        {
            return Some(direct(technique, single, vec![first.clone()]));
        }
    }
    for first in first_facts() {
        let mut after = pos.clone();
        after.apply(first);
        // After a locked candidate, a Direct Hidden Pair's second fact is a hidden pair:
        // the other kinds are not looked for.
        let pair_left = needs_pair && first.technique != Technique::HiddenPair;
        let kinds = by_kind
            .iter()
            .filter(|(f, _)| !pair_left || *f == Fact::HiddenPair);
        // The digits whose candidates the first fact changes (a placement: every digit).
        let changed = if first.placements.is_empty() {
            first.eliminations.iter().map(|c| c.digit).collect()
        } else {
            DigitSet::ALL
        };
        for second in kinds.flat_map(|(f, earlier)| f.find_after(&after, changed, earlier)) {
            if needs_pair
                && first.technique != Technique::HiddenPair
                && second.technique != Technique::HiddenPair
            {
                continue;
            }
            let mut two = after.clone();
            two.apply(&second);
            if let Some(single) = single_after(&two, &[first, &second]) {
                return Some(direct(technique, single, vec![first.clone(), second]));
            }
        }
    }
    None
}

fn direct(technique: Technique, single: Step, justifications: Vec<Step>) -> Step {
    Step {
        technique,
        placements: single.placements.clone(),
        eliminations: vec![],
        evidence: Evidence::Direct {
            single: Box::new(single),
            justifications,
        },
    }
}

// ---- Explaining ----

/// A pen-only step explained for a pen: as [`crate::engine::explain`] says it, but where the
/// single's words speak of candidates (which a pen solver never wrote) they speak of the
/// digits the cell sees, and of the facts the step rests on. `pos` holds the digits with
/// every candidate they allow.
pub fn explain_pen(step: &Step, pos: &Position) -> Explanation {
    let mut e = if matches!(step.evidence, Evidence::Direct { .. }) {
        explain_direct(step, pos)
    } else {
        pen_single(step, pos)
    };
    e.highlights.why = crate::engine::explain::why::why_marks(step, pos);
    e
}

/// A pen-only single in a pen's words.
fn pen_single(step: &Step, pos: &Position) -> Explanation {
    let mut e = singles::explain_single(step, pos);
    e.what_to_see = pen_words(e.what_to_see, 0);
    e.why = e.why.into_iter().map(|w| pen_words(w, 0)).collect();
    e
}

/// A single's phrase with its words for a pen: "only one digit can go into r6c8" rather than
/// "one candidate left", and "the fact above rules out" (`facts` of them) rather than a note
/// already crossed out.
fn pen_words(mut phrase: Phrase, facts: usize) -> Phrase {
    let one = facts == 1;
    phrase.key = match phrase.key {
        "explain.single.naked.what" => "explain.single.naked.pen.what",
        "explain.single.hidden.noted.one" | "explain.single.hidden.noted" if one => {
            "explain.single.hidden.pen.one"
        }
        "explain.single.hidden.noted.one" | "explain.single.hidden.noted" => {
            "explain.single.hidden.pen"
        }
        "explain.single.naked.noted.one" | "explain.single.naked.noted" if one => {
            "explain.single.naked.pen.one"
        }
        "explain.single.naked.noted.one" | "explain.single.naked.noted" => {
            "explain.single.naked.pen"
        }
        key => key,
    };
    for (_, arg) in &mut phrase.args {
        match arg {
            Arg::Phrase(p) => **p = pen_words((**p).clone(), facts),
            Arg::And(list) | Arg::Semicolons(list) | Arg::Sentences(list) => {
                for p in list.iter_mut() {
                    *p = pen_words(p.clone(), facts);
                }
            }
            _ => {}
        }
    }
    phrase
}

/// A pen-only step: the unwritten facts first, then the single they leave, its reasons
/// said for a pen (a cell is ruled out "by the fact above", not by a missing note).
fn explain_direct(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Direct {
        single,
        justifications,
    } = &step.evidence
    else {
        return plain(step);
    };
    let mut after = pos.clone();
    let mut facts = Vec::new();
    for j in justifications {
        facts.push(pen_fact(j));
        after.apply(j);
    }
    let inner = singles::explain_single(single, &after);
    // The facts are said on rung 2, which stays on screen (and says none of it needs writing
    // down): rung 3 goes on from them. The single's reasons speak of candidates; with a pen,
    // what the facts rule out is "by the fact above".
    let n = justifications.len();
    let why: Vec<Phrase> = inner.why.iter().cloned().map(|w| pen_words(w, n)).collect();
    let mut highlights = inner.highlights.clone();
    for j in justifications {
        let e = explain_fact(j, pos);
        highlights.area.extend(e.highlights.area);
        highlights.fins = highlights.fins.union(e.highlights.pattern_cells);
    }
    Explanation {
        links: Vec::new(),
        where_to_look: match facts.len() {
            1 => Phrase::new("explain.direct.where"),
            n => Phrase::new("explain.direct.where.facts").count("n", n as u32),
        }
        .phrase("inner", inner.where_to_look)
        .technique_a("name", step.technique),
        what_to_see: Phrase::new("explain.direct.what")
            .arg("facts", Arg::Sentences(facts))
            .phrase("inner", pen_words(inner.what_to_see, justifications.len())),
        why,
        effect: effect_phrase(step),
        highlights,
    }
}

/// The explanation of an unwritten fact (locked candidates or a hidden pair), for its
/// highlights.
fn explain_fact(fact: &Step, pos: &Position) -> Explanation {
    match fact.evidence {
        Evidence::Intersection { .. } => intersections::explain_locked(fact, pos),
        _ => subsets::explain_subset(fact, pos),
    }
}

/// A fact found without candidates, said as a pen solver thinks it.
fn pen_fact(step: &Step) -> Phrase {
    match &step.evidence {
        Evidence::Intersection {
            digit,
            base,
            cover,
            cells,
        } => Phrase::new("explain.direct.fact.intersection")
            .digit("digit", *digit)
            .house("base", *base)
            .house("cover", *cover)
            .cells_or("cells", *cells),
        Evidence::Subset {
            house,
            cells,
            digits,
            ..
        } => Phrase::new("explain.direct.fact.subset")
            .house("house", *house)
            .digits("digits", *digits)
            .cells("cells", *cells),
        _ => effect_phrase(step),
    }
}

// ---- Cases ----

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const DIRECT_POINTING: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "..3.6...2.62.3...1..7..2.367.68.3.252816453973.527..68.3..2.674.743862.962.4.7..3",
        notes: "",
        rungs: "1: There is a Hidden Single in row 7 once you know one more fact (a Direct Pointing).\n\
                2: The 8 of block 1 must be in column 1 (r1c1, r2c1 or r3c1), so no other cell of column 1 can be 8. Then look at the 8s in row 7: r7c3 is the only cell that can still take an 8. You need not write any of this down.\n\
                3: The rest of row 7 cannot take an 8: r7c4 and r7c6 see the 8 in r8c5. The fact above rules out 8 in r7c1. So r7c3 takes the 8 row 7 needs.\n\
                4: Place 8 in r7c3",
    }];

    pub const DIRECT_HIDDEN_PAIR: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "..3.....2..2.....1..7..2.36..6..3.2...1.4......5....6..3......4.74.8...962.4.7...",
        notes: "",
        rungs: "1: There is a Hidden Single in block 9 once you know one more fact (a Direct Hidden Pair).\n\
                2: In row 8, 2 and 3 can only go into r8c4 and r8c7, so those two cells are taken. Then look at the 6s in block 9: r7c7 is the only cell that can still take a 6. You need not write any of this down.\n\
                3: The rest of block 9 cannot take a 6: r7c8, r8c8 and r9c8 see the 6 in r6c8; r9c7 and r9c9 see the 6 in r9c1. The fact above rules out 6 in r8c7. So r7c7 takes the 6 block 9 needs.\n\
                4: Place 6 in r7c7",
    }];
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Variant, parse_puzzle};

    #[test]
    fn pen_only_path_solves_an_easy_puzzle_with_correct_digits() {
        // Seed 002's easy_02-like newspaper puzzle: the classic Wikipedia puzzle (seed 004).
        let p = parse_puzzle(
            "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
            Variant::Standard,
        )
        .unwrap();
        let crate::engine::Solutions::Unique(solution) = crate::engine::solver::solve(&p) else {
            panic!("unique");
        };
        let mut digits = p.givens;
        let mut steps = 0;
        while let Some(step) = next_pen_step(Variant::Standard, &digits) {
            for c in &step.placements {
                assert_eq!(solution.get(c.cell), Some(c.digit));
                digits.set(c.cell, Some(c.digit));
            }
            steps += 1;
        }
        assert_eq!(
            digits, solution,
            "solved with the pen alone in {steps} steps"
        );
    }
}
