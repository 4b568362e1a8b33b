//! Active guess: at rung 1 the player taps the cell they think the hint is about, and the
//! coach says whether that is right, close (part of the pattern or the area), or where to
//! look instead.

use crate::engine::{Cell, CellSet, House};
use crate::i18n::{Lang, trf};

use super::{Hint, Session};

/// The judgement of one tap.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GuessOutcome {
    /// The tapped cell is one the hint changes (or the wrong cell itself).
    Right,
    /// The cell is part of the pattern or of the area to look at, but not the one.
    Close,
    /// Elsewhere: look in this house.
    Elsewhere(House),
}

impl Session {
    /// The cells a right guess may name: where the step places or removes something, or the
    /// cell a diagnosis is about.
    pub fn targets(&self) -> CellSet {
        match &self.hint {
            Hint::Step(s) | Hint::Pen(s) => s
                .placements
                .iter()
                .chain(&s.eliminations)
                .map(|c| c.cell)
                .collect(),
            Hint::WrongDigit(w) => CellSet::single(w.wrong.cell),
            Hint::RemovedNote(r) => CellSet::single(r.truth.cell),
            _ => CellSet::EMPTY,
        }
    }

    /// Judges a tap on `cell` while rung 1 waits for a guess. A right guess reveals rung 2;
    /// otherwise the rung stays and the player may tap again or ask to be shown. `None` when
    /// no guess is awaited.
    pub fn guess(&mut self, cell: Cell) -> Option<GuessOutcome> {
        if !self.guessing {
            return None;
        }
        let full = self.full_highlights();
        let area: CellSet = full
            .area
            .iter()
            .fold(CellSet::EMPTY, |acc, h| acc.union(h.cells()));
        let pattern = full.pattern_cells.union(full.fins);
        let outcome = if self.targets().contains(cell) {
            GuessOutcome::Right
        } else if pattern.contains(cell) || area.contains(cell) {
            GuessOutcome::Close
        } else {
            let house =
                full.area.first().copied().unwrap_or_else(|| {
                    House::Block(self.targets().first().map_or(0, |c| c.block()))
                });
            GuessOutcome::Elsewhere(house)
        };
        self.guess = Some((cell, outcome));
        if outcome == GuessOutcome::Right {
            self.advance();
        }
        Some(outcome)
    }

    /// The sentence for the last guess, if there was one.
    pub fn guess_text(&self, lang: Lang) -> Option<String> {
        let (cell, outcome) = self.guess?;
        let cell = cell.to_string();
        Some(match outcome {
            GuessOutcome::Right => trf(lang, "hint.guess.right", &[("cell", &cell)]),
            GuessOutcome::Close => trf(lang, "hint.guess.close", &[("cell", &cell)]),
            GuessOutcome::Elsewhere(h) => trf(
                lang,
                "hint.guess.elsewhere",
                &[
                    ("cell", &cell),
                    ("house", &crate::i18n::house_name(lang, h)),
                ],
            ),
        })
    }
}
