//! [`ambiguity`]: what a setter needs to know about givens with several solutions: how many
//! there are (counted up to [`COUNT_CAP`], so "at least" beyond it), the cells that are not
//! fixed in every solution (a given in one of them would narrow the puzzle; a given anywhere
//! else changes nothing), and a given that makes the puzzle unique, when one exists.
//!
//! Two solutions only show where *those two* differ (on a puzzle with 549,603 solutions, 9
//! cells, which made setters think those were the only problem). A cell is fixed when no
//! solution has another digit there: for each cell not yet known to be open, the solver
//! looks for a solution with the first solution's digit taken out of it, and each solution
//! it finds opens every cell where it differs from the first; at most one solver run per
//! empty cell. The given that makes the puzzle unique is a digit that exactly one solution
//! has in an open cell: at most nine uniqueness checks per open cell.

use crate::engine::solver::{Solutions, count, solve};
use crate::engine::{Candidate, Cell, CellSet, Digit, DigitSet, Grid, Puzzle};
use crate::i18n::{Lang, format_count, tr, trf};

/// Solutions are counted up to this many; beyond it the verdict says "at least".
pub const COUNT_CAP: u64 = 10_000;

/// A puzzle with several solutions, as a setter sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ambiguity {
    /// How many solutions, up to [`COUNT_CAP`] (then there are at least that many).
    pub solutions: u64,
    /// The cells whose digit is not the same in every solution.
    pub open: CellSet,
    /// A given that makes the puzzle unique (the first in cell order), if any does.
    pub unique_with: Option<Candidate>,
}

impl Ambiguity {
    /// Whether the count stopped at the cap (there may be many more solutions).
    pub fn at_least(&self) -> bool {
        self.solutions >= COUNT_CAP
    }

    /// The verdict's sentence in `lang`: the count, what the marked cells mean, and that no
    /// single given makes the puzzle unique, when none does.
    pub fn message(&self, lang: Lang) -> String {
        let mut count = format_count(lang, self.solutions);
        if self.at_least() {
            count = trf(lang, "verdict.at_least", &[("n", &count)]);
        }
        let open = format_count(lang, u64::from(self.open.len()));
        let text = trf(
            lang,
            "verdict.ambiguous",
            &[("count", &count), ("open", &open)],
        );
        match self.unique_with {
            Some(_) => text,
            None => format!("{text} {}", tr(lang, "verdict.no_single")),
        }
    }

    /// The suggestion's label in `lang` (the given that makes the puzzle unique), if there
    /// is one.
    pub fn suggestion(&self, lang: Lang) -> Option<String> {
        self.unique_with.map(|c| {
            trf(
                lang,
                "verdict.unique_with",
                &[
                    ("cell", &crate::i18n::cell_name(lang, c.cell)),
                    ("d", &c.digit.to_string()),
                ],
            )
        })
    }
}

/// Describes `puzzle`, whose solutions include the two different grids `a` and `b`.
pub fn ambiguity(puzzle: &Puzzle, a: &Grid, b: &Grid) -> Ambiguity {
    let mut open = differ(a, b);
    for cell in Cell::all() {
        if open.contains(cell) || puzzle.givens.get(cell).is_some() {
            continue;
        }
        let Some(digit) = a.get(cell) else { continue };
        let mut start = puzzle.start_candidates();
        let mut others = DigitSet::ALL;
        others.remove(digit);
        start.set(cell, others);
        let other = Puzzle {
            candidates: Some(start),
            ..puzzle.clone()
        };
        match solve(&other) {
            Solutions::Unique(s) | Solutions::Multiple(s, _) => open = open.union(differ(a, &s)),
            Solutions::None => {}
        }
    }
    let unique_with = open.iter().find_map(|cell| {
        Digit::all().find_map(|digit| {
            let mut p = puzzle.clone();
            p.givens.set(cell, Some(digit));
            (count(&p, 2) == 1).then_some(Candidate { cell, digit })
        })
    });
    Ambiguity {
        solutions: count(puzzle, COUNT_CAP),
        open,
        unique_with,
    }
}

/// The cells where `a` and `b` hold different digits.
fn differ(a: &Grid, b: &Grid) -> CellSet {
    Cell::all().filter(|&c| a.get(c) != b.get(c)).collect()
}

#[cfg(test)]
mod tests;
