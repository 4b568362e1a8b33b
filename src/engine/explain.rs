//! What a hint says and shows: rung 1 names the technique and the area to look at, rung 2
//! the exact cells and candidates, rung 3 says why, in plain sentences about this grid.
//! Rung 4 (apply) is the step itself.
//!
//! Each technique says its own rungs: its definition's `explain`, beside its finder in the
//! family file (`crate::engine::techniques`, whose `explain` picks it). This module holds
//! what they share: [`Explanation`], [`Highlights`], rung 4's effect and the sentences
//! several families use; `chain.rs` says alternating chains (single-digit patterns, W-Wing,
//! Remote Pair).

use super::bits::{CellSet, DigitSet};
use super::house::House;
use super::phrase::{Arg, Phrase};
use super::step::{Candidate, Link, Step};
use super::types::Digit;

/// What the board shows for a hint, by role (see docs/UX.md, "Highlight roles").
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Highlights {
    /// Houses to tint: the area to look at (rung 1).
    pub area: Vec<House>,
    /// Cells that form the pattern (strong outline).
    pub pattern_cells: CellSet,
    /// Candidates that form the pattern (circled).
    pub pattern_candidates: Vec<Candidate>,
    /// Fins and other exceptions (dashed outline).
    pub fins: CellSet,
    /// Links of a chain (solid arrow strong, dashed arrow weak), in order.
    pub links: Vec<Link>,
    /// Where each branch of a forcing chain or net begins in `links` (the index of its first
    /// link, rising; empty when the links are one chain). Stepping through draws only the
    /// focused link's branch, so a net is seen one branch at a time.
    pub branches: Vec<u16>,
    /// Candidates the step removes (struck through).
    pub eliminations: Vec<Candidate>,
    /// Digits the step places (shown large).
    pub placements: Vec<Candidate>,
    /// Rung 3's reasoning drawn on the board (the ladder shows it from rung 3 on).
    pub why: Why,
}

/// Rung 3's reasoning on the board, as the text says it (`why.rs` derives it from the step's
/// evidence, with the same choices the words make).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Why {
    /// Sight lines of a single, as weak links from the digit placed in a blocker to the
    /// candidate it rules out (every other place of a hidden single's house; every other
    /// digit of a naked single's cell).
    pub sights: Vec<Link>,
    /// A fish's (or a locked candidate's) base lines: where the digit is confined.
    pub base: Vec<House>,
    /// Its cover lines: the lines the base's candidates lie in.
    pub cover: Vec<House>,
    /// A colouring's candidates by colour: colours `2k` and `2k + 1` are the two opposite
    /// colours of cluster `k`.
    pub colours: Vec<Vec<Candidate>>,
}

impl Why {
    /// Whether there is nothing to draw.
    pub fn is_empty(&self) -> bool {
        self.sights.is_empty()
            && self.base.is_empty()
            && self.cover.is_empty()
            && self.colours.is_empty()
    }
}

/// A step in words, rung by rung, with its highlights. The words are [`Phrase`]s: the
/// message tables say them in the reader's language (`crate::i18n::render`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Explanation {
    /// Rung 1: the technique and where to look.
    pub where_to_look: Phrase,
    /// Rung 2: the exact cells and candidates.
    pub what_to_see: Phrase,
    /// Rung 3: why it works, a few short sentences (a chain's summarised: where it starts,
    /// where it ends and what follows; its links are told in `links`).
    pub why: Vec<Phrase>,
    /// The link-by-link playback at rung 3: one sentence per link of `highlights.links`, in
    /// order (empty when nothing is drawn as links). The coach shows sentence `i` when the
    /// player steps to link `i` with ◀ ▶.
    pub links: Vec<Phrase>,
    /// Rung 4's label: what applying does.
    pub effect: Phrase,
    /// What the board highlights.
    pub highlights: Highlights,
}

/// "So remove …." after a chain of reasons.
pub(crate) fn so(step: &Step) -> Phrase {
    Phrase::new("explain.so").removals("removals", &step.eliminations)
}

/// "There is a {name} in {area}." for one house or several.
pub(crate) fn where_in(step: &Step, area: Arg) -> Phrase {
    Phrase::new("explain.where.in")
        .technique_a("name", step.technique)
        .arg("area", area)
}

/// "There is a {name} on the digit(s) {digits}."
pub(crate) fn where_digits(step: &Step, digits: DigitSet) -> Phrase {
    let key = if digits.len() == 1 {
        "explain.where.digit"
    } else {
        "explain.where.digits"
    };
    Phrase::new(key)
        .technique_a("name", step.technique)
        .digits("digits", digits)
}

/// "No other cell of {cover} can be {digit}: remove …."
pub(crate) fn no_other(cover: &[House], digit: Digit, step: &Step) -> Phrase {
    Phrase::new("explain.no_other")
        .houses("cover", cover)
        .digit("digit", digit)
        .removals("removals", &step.eliminations)
}

/// If `link`, a sentence of [`Explanation::links`], is told in a forcing net's branch
/// ("Case 2 of 3, if r4c5 is 7: r4c2 is not 7 (…)."), the branch's heading and the
/// sentence without it: the CLI, which has no board, says the heading once per branch.
pub fn branch_heading(link: &Phrase) -> Option<(&Phrase, &Phrase)> {
    if link.key != "explain.forcing.link" {
        return None;
    }
    let arg = |name| {
        link.args.iter().find_map(|(n, a)| match a {
            Arg::Phrase(p) if *n == name => Some(p.as_ref()),
            _ => None,
        })
    };
    Some((arg("case")?, arg("step")?))
}

/// What every step highlights: its eliminations and placements.
pub(crate) fn base_highlights(step: &Step) -> Highlights {
    Highlights {
        eliminations: step.eliminations.clone(),
        placements: step.placements.clone(),
        ..Highlights::default()
    }
}

/// A bare explanation for evidence that carries too little to say more, or that is not its
/// technique's (never produced by the finders; a safety net instead of a panic).
pub(crate) fn plain(step: &Step) -> Explanation {
    let effect = effect_phrase(step);
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.where").technique_a("name", step.technique),
        what_to_see: effect.clone(),
        why: vec![],
        effect,
        highlights: base_highlights(step),
    }
}

/// Rung 4's label: "Place 1 in r8c2", "Remove 1 from r9c3 and r9c8".
pub(crate) fn effect_phrase(step: &Step) -> Phrase {
    let mut parts: Vec<Phrase> = step
        .placements
        .iter()
        .map(|p| {
            Phrase::new("explain.place")
                .digit("digit", p.digit)
                .cell("cell", p.cell)
        })
        .collect();
    if !step.eliminations.is_empty() {
        parts.push(Phrase::new("explain.remove").removals("removals", &step.eliminations));
    }
    Phrase::new("explain.effect").arg("parts", Arg::And(parts))
}

pub(crate) mod chain;
pub(crate) mod why;
