//! [`Card`]: a hint as the page shows it — every rung's sentences in one language, every
//! highlight, the cells a guess may name, and the action — made from a [`Session`] where the
//! engine runs (the engine worker) and carried to the page as plain data. The page needs no
//! engine code to show it: the [`Ladder`](super::Ladder) walks it rung by rung.

use crate::engine::{CellSet, Highlights};
use crate::game::Command;
use crate::i18n::{Lang, cell_name, trf, trn};

use super::Session;

/// A hint's rung-4 action, said in the card's language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CardAction {
    /// The command to dispatch (always an undoable move).
    pub command: Command,
    /// The button's label ("Apply", "Undo to before move 3").
    pub label: String,
}

/// A hint, ready to show.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Card {
    /// The language of the sentences.
    pub lang: Lang,
    /// The sentences of rungs 1 to 3 (as many rungs as the hint has, at most 3).
    pub rungs: Vec<Vec<String>>,
    /// The playback's sentences at rung 3, one per link of `highlights.links` (the ladder
    /// shows sentence `i` with link `i`).
    pub links: Vec<String>,
    /// How many rungs the hint has (4 when it ends in an action).
    pub last_rung: u8,
    /// The rung the card opens at (2 for a step opened from the "all steps" list).
    pub first_rung: u8,
    /// Every highlight of the hint; the ladder shows what the rung reached allows.
    pub highlights: Highlights,
    /// The cells a right guess may name (empty: the hint is about no cell).
    pub targets: CellSet,
    /// The rung-4 action, if the hint has one.
    pub action: Option<CardAction>,
    /// A second way offered beside the action: undo to before a mistake ("Undo to before
    /// move 3 (takes back 5 moves)"), where the action mends it in place.
    pub alternative: Option<CardAction>,
}

impl Session {
    /// The card of this hint in `lang`.
    pub fn card(&self, lang: Lang) -> Card {
        let last_rung = self.last_rung();
        Card {
            lang,
            rungs: (1..=last_rung.min(3))
                .map(|n| self.rung_text(n, lang))
                .collect(),
            links: self.link_text(lang),
            last_rung,
            first_rung: self.first_rung(),
            highlights: self.full_highlights(),
            targets: self.targets(),
            action: self.action().map(|a| {
                let (digit, cell) = a.about.map_or_else(Default::default, |c| {
                    (c.digit.to_string(), cell_name(lang, c.cell))
                });
                CardAction {
                    label: trf(lang, a.label, &[("digit", &digit), ("cell", &cell)]),
                    command: a.command,
                }
            }),
            alternative: self.alternative().map(|(i, n)| CardAction {
                command: Command::UndoTo(i),
                label: trn(
                    lang,
                    "hint.undo_back",
                    n as u64,
                    &[("move", &(i + 1).to_string())],
                ),
            }),
        }
    }
}
