//! The verdict on the givens, straight from the engine's exact solver: no solution, one, or
//! several (with the cells where two solutions differ, so the board can mark them).
//!
//! The page judges only what needs no solver ([`quick_verdict`]: no givens, a digit twice in
//! a house); the rest it asks of the engine worker (`Request::Judge`), which runs
//! [`verdict`], so the solver stays out of the page's bundle. Until the answer comes the
//! page's verdict is [`Verdict::Pending`].
//!
//! The verdict worker says more than the solver's outcome ([`judge`]): givens without a
//! solution get the search for their likely typo ([`Verdict::Typo`], `typo.rs`), givens with
//! several solutions a setter's account of them ([`Verdict::Ambiguous`], `ambiguity.rs`).
//! The hint coach needs only the outcome, so the engine worker keeps to [`verdict`].

mod ambiguity;
mod typo;

pub use ambiguity::{Ambiguity, COUNT_CAP, ambiguity};
pub use typo::{Fixes, MAX_FIXES, MAX_SET, TRIPLES, Typo, find_typo};

use crate::engine::solver::{Solutions, solve};
use crate::engine::{CellSet, Grid, Puzzle, Repeat};
use crate::i18n::{Lang, tr, trf};

/// What the exact solver says about a puzzle's givens.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// No givens yet: nothing to judge.
    Empty,
    /// No solution. `repeat` names a digit twice in a house when that is the plain reason;
    /// otherwise the contradiction only shows after some deduction.
    NoSolution {
        /// A digit repeated in a house of the variant, if any.
        repeat: Option<Repeat>,
    },
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more solutions; `differ` holds the cells where two of them disagree.
    Several {
        /// Cells whose digit differs between two solutions.
        differ: CellSet,
    },
    /// Not judged yet: the page has asked the engine worker, whose answer is on its way.
    Pending,
    /// No solution, though no digit repeats in a house, with the likely typo ([`judge`]).
    Typo(Typo),
    /// Several solutions, as a setter needs to know them ([`judge`]): how many, the cells
    /// not fixed in every solution, a given that makes the puzzle unique.
    Ambiguous(Ambiguity),
}

/// The verdict that needs no solver: no givens yet, or a digit twice in a house. `None`
/// when only the solver can tell.
pub fn quick_verdict(puzzle: &Puzzle) -> Option<Verdict> {
    if puzzle.givens.filled_count() == 0 {
        return Some(Verdict::Empty);
    }
    puzzle
        .givens
        .first_repeat(puzzle.variant)
        .map(|repeat| Verdict::NoSolution {
            repeat: Some(repeat),
        })
}

/// Judges `puzzle` with the engine's exact solver.
pub fn verdict(puzzle: &Puzzle) -> Verdict {
    if let Some(quick) = quick_verdict(puzzle) {
        return quick;
    }
    match solve(puzzle) {
        Solutions::None => Verdict::NoSolution { repeat: None },
        Solutions::Unique(grid) => Verdict::Unique(grid),
        Solutions::Multiple(a, b) => {
            let mut differ = CellSet::EMPTY;
            for cell in crate::engine::Cell::all() {
                if a.get(cell) != b.get(cell) {
                    differ.insert(cell);
                }
            }
            Verdict::Several { differ }
        }
    }
}

/// Judges `puzzle` as the verdict worker does: [`verdict`], with the likely typo in givens
/// without a solution ([`find_typo`]) and a setter's account of several solutions
/// ([`ambiguity`]) in place of the bare outcome.
pub fn judge(puzzle: &Puzzle) -> Verdict {
    if let Some(quick) = quick_verdict(puzzle) {
        return quick;
    }
    match solve(puzzle) {
        Solutions::None => Verdict::Typo(find_typo(puzzle)),
        Solutions::Unique(grid) => Verdict::Unique(grid),
        Solutions::Multiple(a, b) => Verdict::Ambiguous(ambiguity(puzzle, &a, &b)),
    }
}

impl Verdict {
    /// The sentence shown to the player, in `lang` (the repeated digit's house too).
    pub fn message(&self, lang: Lang) -> String {
        match self {
            Verdict::Empty => tr(lang, "verdict.empty").to_string(),
            Verdict::Pending => tr(lang, "verdict.pending").to_string(),
            Verdict::NoSolution { repeat: Some(r) } => trf(
                lang,
                "verdict.repeat",
                &[("repeat", &crate::i18n::repeat_text(lang, r))],
            ),
            Verdict::NoSolution { repeat: None } => tr(lang, "verdict.none").to_string(),
            Verdict::Unique(_) => tr(lang, "verdict.unique").to_string(),
            Verdict::Several { differ } => {
                crate::i18n::trn(lang, "verdict.several", u64::from(differ.len()), &[])
            }
            Verdict::Typo(t) => t.message(lang),
            Verdict::Ambiguous(a) => a.message(lang),
        }
    }

    /// The cells to mark on the board: where two solutions differ, the cells not fixed in
    /// every solution, or the givens suspected of a typo.
    pub fn marked(&self) -> CellSet {
        match self {
            Verdict::Several { differ } => *differ,
            Verdict::Typo(t) => t.suspects,
            Verdict::Ambiguous(a) => a.open,
            _ => CellSet::EMPTY,
        }
    }

    /// Whether the givens have no solution (then play cannot start: the verdict says what to
    /// correct).
    pub fn has_no_solution(&self) -> bool {
        matches!(self, Verdict::NoSolution { .. } | Verdict::Typo(_))
    }

    /// Whether the givens have several solutions.
    pub fn is_several(&self) -> bool {
        matches!(self, Verdict::Several { .. } | Verdict::Ambiguous(_))
    }
}
