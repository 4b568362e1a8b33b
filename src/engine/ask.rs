//! Questions about a cell (issue 15, point 5): "why can't r4c5 be 7?" and "how do I get
//! r4c5?", answered as a teacher would — the simplest proof, the easiest steps — from a
//! position and the puzzle's solution (the questions are about a unique puzzle).
//!
//! - [`why_not`]: a digit that *is* the solution's gets an honest answer ([`WhyNot::Belongs`]);
//!   otherwise the easiest step on the ladder that removes the candidate (or places another
//!   digit in the cell, or the digit in a cell that sees it), else the shortest forcing chain
//!   or net from supposing it to a contradiction.
//! - [`how`]: the steps that place the cell, each the easiest available (taking the one that
//!   places the cell whenever its technique offers it), then thinned to those the placement
//!   needs: a step is left out when every later step is still found without it.
//! - [`ruling_out`]: the same for removing a candidate (the diagnosis of a wrong digit: from
//!   the player's correct digits, the steps that rule it out).

use super::grid::Grid;
use super::position::Position;
use super::step::{Candidate, Step};
use super::techniques::{find_all, ladder, refute};
use super::types::{Cell, Digit};
use super::{Technique, Variant};

/// The answer to "why can't `cell` be `digit`?".
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum WhyNot {
    /// It can: the digit is the solution's.
    Belongs,
    /// The cell is filled already, with this digit.
    Filled(Digit),
    /// The candidate is gone already (the notes no longer have it).
    AlreadyOut,
    /// The simplest step that rules it out.
    Proof(Step),
    /// No proof within the search's reach (the ladder and nested nets): said as such.
    NotFound,
}

/// The answer to "how do I get `cell`?".
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum How {
    /// The cell is filled already, with this digit.
    Filled(Digit),
    /// The steps, in order, from the position to the cell's digit (the last places it).
    Steps(Vec<Step>),
    /// The techniques ran out before the cell was placed.
    NotFound,
}

/// A question, as the CLI and the app put it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Question {
    /// "Why can't this cell be this digit?"
    WhyNot(Candidate),
    /// "How do I get this cell?"
    How(Cell),
}

impl Question {
    /// `r4c5=7` (why not) or `r4c5` (how), as typed after `--why-not` and `--how`.
    pub fn why_not_from(text: &str) -> Option<Question> {
        let (cell, digit) = text.trim().split_once('=')?;
        let digit = Digit::new(digit.trim().parse().ok()?)?;
        Some(Question::WhyNot(Candidate::new(
            Cell::from_name(cell.trim())?,
            digit,
        )))
    }

    /// The cell of a "how" question (`r4c5`).
    pub fn how_from(text: &str) -> Option<Question> {
        Cell::from_name(text.trim()).map(Question::How)
    }
}

/// Whether `step` rules out `c`: it removes it, places another digit in its cell, or places
/// its digit in a cell that sees it.
fn rules_out(step: &Step, c: Candidate, variant: Variant) -> bool {
    step.eliminations.contains(&c)
        || step.placements.iter().any(|p| {
            (p.cell == c.cell && p.digit != c.digit)
                || (p.digit == c.digit
                    && p.cell != c.cell
                    && variant.peers(c.cell).contains(p.cell))
        })
}

/// Whether a technique is one of the forcing finders (asked through [`refute`] instead: their
/// lists hold only the shortest proofs of the position, not the one about this candidate).
fn is_forcing(t: Technique) -> bool {
    matches!(
        t,
        Technique::ForcingChainContradiction
            | Technique::ForcingChainVerity
            | Technique::ForcingNetContradiction
            | Technique::ForcingNetVerity
            | Technique::NestedForcingNet
    )
}

/// Why `c` cannot be, in `pos`, whose puzzle's solution is `solution`; `allowed` says which
/// techniques may be used (the uniqueness ones only for a unique puzzle).
pub fn why_not(
    pos: &Position,
    solution: &Grid,
    c: Candidate,
    allowed: impl Fn(Technique) -> bool,
) -> WhyNot {
    if let Some(d) = pos.digits().get(c.cell) {
        return WhyNot::Filled(d);
    }
    if solution.get(c.cell) == Some(c.digit) {
        return WhyNot::Belongs;
    }
    if !pos.candidates().get(c.cell).contains(c.digit) {
        return WhyNot::AlreadyOut;
    }
    let variant = pos.variant();
    let on_ladder = ladder()
        .filter(|t| allowed(*t) && !is_forcing(*t))
        .find_map(|t| {
            find_all(pos, t)
                .into_iter()
                .find(|s| rules_out(s, c, variant))
        });
    match on_ladder.or_else(|| refute(pos, c)) {
        Some(step) => WhyNot::Proof(step),
        None => WhyNot::NotFound,
    }
}

/// How many finder calls thinning a "how" path may make (a path through forcing nets costs
/// milliseconds per call; past this the path is kept as found, still correct but longer).
const THINNING_BUDGET: usize = 4000;

/// The steps that get `cell` in `pos` (see the module's description); `allowed` as in
/// [`why_not`].
pub fn how(
    pos: &Position,
    solution: &Grid,
    cell: Cell,
    allowed: impl Fn(Technique) -> bool + Copy,
) -> How {
    if let Some(d) = pos.digits().get(cell) {
        return How::Filled(d);
    }
    let Some(digit) = solution.get(cell) else {
        return How::NotFound;
    };
    let target = Candidate::new(cell, digit);
    let placed = |now: &Position| now.digits().get(cell).is_some();
    match path_to(
        pos,
        allowed,
        |s| s.placements.contains(&target),
        placed,
        MAX_PATH,
    ) {
        Some(path) => How::Steps(thin(pos, path, placed)),
        None => How::NotFound,
    }
}

/// The longest path [`how`] and [`ruling_out`] follow before they give up.
const MAX_PATH: usize = 400;

/// The steps, from a position the player can trust, that rule `c` out (remove it, or place
/// another digit in its cell), thinned to those needed; `None` when the techniques `allowed`
/// run out first, when `max_steps` are not enough, or when the digit turns out to be placed
/// (it is right after all). The diagnosis of a wrong digit says these.
pub fn ruling_out(
    start: &Position,
    c: Candidate,
    allowed: impl Fn(Technique) -> bool + Copy,
    max_steps: usize,
) -> Option<Vec<Step>> {
    if start.digits().get(c.cell) == Some(c.digit) {
        return None;
    }
    let out = |now: &Position| match now.digits().get(c.cell) {
        Some(d) => d != c.digit,
        None => !now.candidates().get(c.cell).contains(c.digit),
    };
    let variant = start.variant();
    let path = path_to(start, allowed, |s| rules_out(s, c, variant), out, max_steps)?;
    let mut end = start.clone();
    path.iter().for_each(|s| end.apply(s));
    (end.digits().get(c.cell) != Some(c.digit)).then(|| thin(start, path, out))
}

/// The easiest steps from `pos` until `done`: at each position the easiest technique that
/// has a step, taking the step `preferred` picks when that technique offers one; `None` when
/// the techniques run out or `max_steps` pass first.
fn path_to(
    pos: &Position,
    allowed: impl Fn(Technique) -> bool,
    preferred: impl Fn(&Step) -> bool,
    done: impl Fn(&Position) -> bool,
    max_steps: usize,
) -> Option<Vec<Step>> {
    let mut path = Vec::new();
    let mut now = pos.clone();
    while !done(&now) {
        if path.len() == max_steps {
            return None;
        }
        let step = ladder().filter(|t| allowed(*t)).find_map(|t| {
            let all = find_all(&now, t);
            let chosen = all.iter().position(&preferred).unwrap_or(0);
            all.into_iter().nth(chosen)
        })?;
        now.apply(&step);
        path.push(step);
    }
    Some(path)
}

/// `path` without the steps its goal does not need: each step, earliest first, is left out
/// when every later step is found again without it (its technique finds a step with the same
/// placements that removes at least the same candidates still there) and the goal is still
/// reached.
fn thin(pos: &Position, mut path: Vec<Step>, done: impl Fn(&Position) -> bool + Copy) -> Vec<Step> {
    let mut budget = THINNING_BUDGET;
    let mut i = 0;
    while i + 1 < path.len() {
        let mut without = path.clone();
        without.remove(i);
        match replay(pos, &without, done, &mut budget) {
            Some(found) => path = found,
            None if budget == 0 => break,
            None => i += 1,
        }
    }
    path
}

/// `steps` found again one after the other from `pos` (each as its technique now finds it),
/// if all are and they reach the goal.
fn replay(
    pos: &Position,
    steps: &[Step],
    done: impl Fn(&Position) -> bool,
    budget: &mut usize,
) -> Option<Vec<Step>> {
    let mut now = pos.clone();
    let mut found = Vec::with_capacity(steps.len());
    for s in steps {
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        let again = find_all(&now, s.technique).into_iter().find(|f| {
            same_set(&f.placements, &s.placements)
                && s.eliminations.iter().all(|e| {
                    f.eliminations.contains(e) || !now.candidates().get(e.cell).contains(e.digit)
                })
        })?;
        now.apply(&again);
        found.push(again);
    }
    done(&now).then_some(found)
}

/// Whether two lists hold the same candidates.
fn same_set(a: &[Candidate], b: &[Candidate]) -> bool {
    a.len() == b.len() && a.iter().all(|c| b.contains(c))
}

#[cfg(test)]
mod tests;
