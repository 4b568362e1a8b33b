//! The hint coach: what to say when the player asks for a hint, rung by rung, in pure Rust.
//!
//! [`find_hint`] looks at the game in the issue's order: a puzzle without exactly one
//! solution is said to be so; a wrong digit comes next ("one of your digits is wrong"), then
//! a note that removed a cell's true digit (with *when*, from the undo history), then, if the
//! notes are missing or incomplete, a pen-only scanning hint (or "candidates are needed"),
//! and only then the easiest step on the player's own notes. A [`Session`] holds one hint
//! and the rung the player has reached (1 to 4; rung 4 is the action: apply, undo to before
//! the mistake, or fill candidates), and judges taps in active-guess mode.
//!
//! ```
//! use stepwise::engine::parse_puzzle;
//! use stepwise::engine::Variant;
//! use stepwise::game::coach::{Hint, Ladder, Session};
//! use stepwise::game::settings::HintStart;
//! use stepwise::game::{Command, Game};
//! use stepwise::i18n::Lang;
//! let p = parse_puzzle(
//!     "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
//!     Variant::Standard,
//! )
//! .unwrap();
//! let mut game = Game::default();
//! game.apply(Command::Load(Box::new(p)));
//! let session = Session::open(&game, &game.verdict());
//! assert!(matches!(session.hint(), Hint::Pen(_)));
//! let mut ladder = Ladder::new(session.card(Lang::En), HintStart::Tell);
//! assert!(ladder.revealed_text()[0][0].starts_with("Look at the"));
//! assert!(ladder.advance() && ladder.rung() == 2);
//! ```

pub mod ask;
mod card;
mod decide;
mod guess;
mod ladder;
mod panel;
mod rungs;
#[cfg(test)]
mod tests;

pub use card::{Card, CardAction};
pub use decide::{all_steps_now, all_steps_now_watched, find_hint, find_hint_watched, step_line};
pub use guess::GuessOutcome;
pub use ladder::Ladder;
pub use panel::{BoardKey, HintPanel, Listed, View};

use crate::engine::diagnosis::WrongDigitReason;
use crate::engine::phrase::Phrase;
use crate::engine::trial::Trial;
use crate::engine::{Candidate, CellSet, Explanation, House, Position, Step};

use super::{Command, Game, Verdict};

/// What the hint is about, decided by [`find_hint`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Hint {
    /// No givens yet.
    NoPuzzle,
    /// The givens are still being entered.
    NotPlaying,
    /// The givens contradict each other.
    Unsolvable,
    /// Several solutions: `differ` holds cells where two of them disagree.
    NotUnique {
        /// Cells whose digit differs between two solutions.
        differ: CellSet,
    },
    /// A placed digit contradicts the solution.
    WrongDigit(WrongDigit),
    /// A cell's centre notes no longer hold its true digit.
    RemovedNote(RemovedNote),
    /// Notes are missing or incomplete; a pen-only step found on the digits alone.
    Pen(Box<Step>),
    /// Notes are missing or incomplete and pen-only methods do not reach further.
    NeedCandidates,
    /// The easiest step on the player's own notes.
    Step(Box<Step>),
    /// No technique applies: trial and error (Bowman's Bingo) shows a candidate that
    /// breaks the puzzle.
    Trial(Box<Trial>),
    /// The techniques run out on these notes, and no supposition breaks by singles.
    Stuck,
    /// The board is full and right.
    Solved,
}

/// A wrong digit, what shows it, and when it was placed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WrongDigit {
    /// The cell and the wrong digit in it.
    pub wrong: Candidate,
    /// The house rung 1 names (the conflict's house, else the cell's block).
    pub house: House,
    /// A conflict, the steps that rule it out, or only the solution.
    pub reason: WrongDigitReason,
    /// The index of the move that placed it, if the history has it (shown as +1).
    pub placed_in: Option<usize>,
    /// The timer reading at that move, in milliseconds.
    pub at_ms: Option<u64>,
    /// For [`WrongDigitReason::RuledOut`]: each step as "technique: what it does", in order.
    pub chain: Vec<Phrase>,
}

/// A note that removed a cell's true digit, and when.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RemovedNote {
    /// The cell and its true digit, missing from its notes.
    pub truth: Candidate,
    /// The index of the last move that removed it, if the history has it (shown as +1).
    pub removed_in: Option<usize>,
    /// The timer reading at that move, in milliseconds.
    pub at_ms: Option<u64>,
}

/// What rung 4 does, as a command for the game and the label key of its button.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Action {
    /// The command to dispatch (always an undoable move).
    pub command: Command,
    /// The message-table key of the button's label.
    pub label: &'static str,
    /// The candidate the label names (`{digit}` in `{cell}`), if it names one.
    pub about: Option<Candidate>,
}

/// One hint: what it is about and the engine's explanation of it. Its words, highlights
/// and action are rendered into a [`Card`] in the reader's language; the rung the player has
/// reached is the [`Ladder`]'s.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Session {
    hint: Hint,
    /// The engine's explanation of a step hint, about the position it was found in.
    explanation: Option<Explanation>,
    /// The rung the hint opens at (2 for a step opened from the "all steps" list).
    first_rung: u8,
    /// The moves in effect when the hint was found: how many "undo to before move n"
    /// would take back.
    moves: usize,
}

impl Session {
    /// Finds the hint for `game`.
    pub fn open(game: &Game, verdict: &Verdict) -> Session {
        Session::new(game, find_hint(game, verdict))
    }

    /// The session of `hint`, opening at rung 1.
    pub fn new(game: &Game, hint: Hint) -> Session {
        let explanation = match &hint {
            Hint::Step(step) => Some(crate::engine::explain(step, &game.notes_position())),
            Hint::Pen(step) => Some(crate::engine::pen::explain_pen(step, &pen_position(game))),
            _ => None,
        };
        Session {
            hint,
            explanation,
            first_rung: 1,
            moves: game.history().cursor(),
        }
    }

    /// One step of the "all steps" list, opening at rung 2 (its cells shown at once).
    pub fn for_step(game: &Game, step: Step) -> Session {
        let mut s = Session::new(game, Hint::Step(Box::new(step)));
        s.first_rung = 2.min(s.last_rung());
        s
    }

    /// The hint.
    pub fn hint(&self) -> &Hint {
        &self.hint
    }

    /// The rung the hint opens at.
    pub fn first_rung(&self) -> u8 {
        self.first_rung
    }

    /// How many rungs this hint has (4 when it ends in an action).
    pub fn last_rung(&self) -> u8 {
        match self.hint {
            Hint::WrongDigit(_)
            | Hint::RemovedNote(_)
            | Hint::Pen(_)
            | Hint::Step(_)
            | Hint::Trial(_) => 4,
            Hint::NotUnique { .. } => 2,
            _ => 1,
        }
    }

    /// The engine's explanation of a step hint.
    pub fn explanation(&self) -> Option<&Explanation> {
        self.explanation.as_ref()
    }

    /// The step a step hint would apply.
    pub fn step(&self) -> Option<&Step> {
        match &self.hint {
            Hint::Step(s) | Hint::Pen(s) => Some(s),
            _ => None,
        }
    }
}

/// The position a pen-only hint is explained on: the digits with every candidate they allow.
fn pen_position(game: &Game) -> Position {
    Position::with_all_candidates(game.variant(), game.position())
}
