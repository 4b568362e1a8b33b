//! Active guess: at rung 1 the player taps the cell they think the hint is about, and the
//! coach says whether that is right, close (part of the pattern or the area), or where to
//! look instead. Judged on the [`Card`], so the page needs no engine code for it.

use crate::engine::{Cell, CellSet, House};
use crate::i18n::{Lang, trf};

use super::{Card, Hint, Session};

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
}

impl Card {
    /// How a tap on `cell` answers the question "which cell is this about?".
    pub fn judge(&self, cell: Cell) -> GuessOutcome {
        let full = &self.highlights;
        let area: CellSet = full
            .area
            .iter()
            .fold(CellSet::EMPTY, |acc, h| acc.union(h.cells()));
        let pattern = full.pattern_cells.union(full.fins);
        if self.targets.contains(cell) {
            GuessOutcome::Right
        } else if pattern.contains(cell) || area.contains(cell) {
            GuessOutcome::Close
        } else {
            let house = full
                .area
                .first()
                .copied()
                .unwrap_or_else(|| House::Block(self.targets.first().map_or(0, |c| c.block())));
            GuessOutcome::Elsewhere(house)
        }
    }
}

/// The sentence for a judged tap on `cell`.
pub(super) fn guess_text(cell: Cell, outcome: GuessOutcome, lang: Lang) -> String {
    let cell = crate::i18n::cell_name(lang, cell);
    match outcome {
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
    }
}
