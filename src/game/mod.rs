//! The app's model of one sudoku being entered and played, in pure Rust: no Leptos, no DOM,
//! no storage. The browser components translate gestures into [`Command`]s and render what
//! [`Game`] says; every rule (givens are locked during play, which grid a digit goes into,
//! what the engine thinks of the puzzle) lives here and is tested natively.
//!
//! A game goes through two stages: **entering** the givens (typing them or pasting a
//! puzzle), then **playing** (givens locked, the player's digits kept apart from them).
//! The uniqueness [`Verdict`] is always about the givens.
//!
//! ```
//! use stepwise::engine::{Cell, Digit};
//! use stepwise::game::{Command, Game, Outcome, Refusal};
//! let mut game = Game::default();
//! let r1c1 = Cell::new(0).unwrap();
//! let five = Digit::new(5).unwrap();
//! assert_eq!(game.apply(Command::Enter(r1c1, five)), Outcome::Changed);
//! game.apply(Command::Start);
//! assert_eq!(
//!     game.apply(Command::Erase(r1c1)),
//!     Outcome::Refused(Refusal::GivenIsLocked(r1c1))
//! );
//! ```

pub mod keymap;
pub mod save;
mod verdict;

#[cfg(test)]
mod tests;

pub use verdict::{Verdict, verdict};

use crate::engine::{Cell, Digit, Grid, Puzzle, Variant};

/// Which grid a typed digit goes into.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Stage {
    /// Typing the givens: digits go into the givens, which can still be changed.
    #[default]
    Entering,
    /// Playing: givens are locked; digits go into the player's grid.
    Playing,
}

/// Everything a person can ask the model to do.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    /// Put `digit` into `cell` (a given while entering, the player's digit while playing).
    Enter(Cell, Digit),
    /// Empty `cell` (the given while entering; the player's digit while playing).
    Erase(Cell),
    /// Change the rule set; the digits stay.
    SetVariant(Variant),
    /// Replace everything with a parsed puzzle and start playing it.
    Load(Box<Puzzle>),
    /// Lock the givens and start playing.
    Start,
    /// Go back to entering givens; the player's digits are kept.
    EditGivens,
    /// Empty the board: no givens, no digits, back to entering.
    Clear,
}

/// Why a command did nothing. Refusals are values the UI may explain; they are not errors.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// The cell holds a given and the game is being played.
    GivenIsLocked(Cell),
}

/// What [`Game::apply`] did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The game changed (and should be saved and re-rendered).
    Changed,
    /// The command asked for what was already so.
    Unchanged,
    /// The command was not allowed; nothing changed.
    Refused(Refusal),
}

/// One puzzle being entered or played.
///
/// Invariant: no cell holds both a given and a player's digit.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Game {
    variant: Variant,
    givens: Grid,
    digits: Grid,
    stage: Stage,
}

impl Game {
    /// A game from its parts, as a save restores it; a player's digit on a given is dropped
    /// so the invariant holds whatever the save said.
    pub fn from_parts(variant: Variant, givens: Grid, digits: Grid, stage: Stage) -> Game {
        let mut game = Game {
            variant,
            givens,
            digits,
            stage,
        };
        for cell in Cell::all() {
            if givens.get(cell).is_some() {
                game.digits.set(cell, None);
            }
        }
        game
    }

    /// The rule set.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The givens.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The player's digits (never on a given's cell).
    pub fn digits(&self) -> &Grid {
        &self.digits
    }

    /// Entering or playing.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The digit shown in `cell` and whether it is a given.
    pub fn shown(&self, cell: Cell) -> Option<(Digit, bool)> {
        match (self.givens.get(cell), self.digits.get(cell)) {
            (Some(d), _) => Some((d, true)),
            (None, Some(d)) => Some((d, false)),
            (None, None) => None,
        }
    }

    /// Givens and the player's digits together: the position on the board.
    pub fn position(&self) -> Grid {
        let mut grid = self.givens;
        for cell in Cell::all() {
            if let Some(d) = self.digits.get(cell) {
                grid.set(cell, Some(d));
            }
        }
        grid
    }

    /// The puzzle the givens describe.
    pub fn puzzle(&self) -> Puzzle {
        Puzzle::new(self.variant, self.givens)
    }

    /// What the exact solver says about the givens.
    pub fn verdict(&self) -> Verdict {
        verdict(&self.puzzle())
    }

    /// Whether the board is full and obeys every house of the variant.
    pub fn is_solved(&self) -> bool {
        self.position().is_solved(self.variant)
    }

    /// Carries out `command`. All state changes of a game go through here.
    pub fn apply(&mut self, command: Command) -> Outcome {
        let before = self.clone();
        match command {
            Command::Enter(cell, digit) => match self.stage {
                Stage::Entering => {
                    self.givens.set(cell, Some(digit));
                    self.digits.set(cell, None);
                }
                Stage::Playing => {
                    if self.givens.get(cell).is_some() {
                        return Outcome::Refused(Refusal::GivenIsLocked(cell));
                    }
                    self.digits.set(cell, Some(digit));
                }
            },
            Command::Erase(cell) => match self.stage {
                Stage::Entering => {
                    self.givens.set(cell, None);
                    self.digits.set(cell, None);
                }
                Stage::Playing => {
                    if self.givens.get(cell).is_some() {
                        return Outcome::Refused(Refusal::GivenIsLocked(cell));
                    }
                    self.digits.set(cell, None);
                }
            },
            Command::SetVariant(variant) => self.variant = variant,
            Command::Load(puzzle) => {
                *self = Game {
                    variant: puzzle.variant,
                    givens: puzzle.givens,
                    digits: Grid::EMPTY,
                    stage: Stage::Playing,
                };
            }
            Command::Start => self.stage = Stage::Playing,
            Command::EditGivens => self.stage = Stage::Entering,
            Command::Clear => *self = Game::default(),
        }
        if *self == before {
            Outcome::Unchanged
        } else {
            Outcome::Changed
        }
    }
}
