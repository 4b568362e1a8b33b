//! Checks of the player's work: conflicts (always visible), digits against the unique
//! solution (on demand), one cell, and, from the undo history, *when* a mistake was made,
//! so the player can go back to just before it.

use crate::engine::{Cell, CellSet, Digit, Grid};

use super::Game;

/// The answer to "check this cell".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CellCheck {
    /// The cell holds a given.
    Given,
    /// The player's digit is the solution's.
    Correct,
    /// The player's digit differs from the solution's.
    Wrong,
    /// Empty, and its centre notes still hold the true digit (or it has none).
    EmptyNotesFine,
    /// Empty, and its centre notes no longer hold the true digit.
    EmptyNotesMissTruth,
}

impl Game {
    /// Cells whose digit (given or player's) repeats in one of their houses of the variant.
    pub fn conflicts(&self) -> CellSet {
        let board = self.position();
        let mut out = CellSet::EMPTY;
        for &house in self.variant().houses() {
            for digit in Digit::all() {
                let cells: CellSet = house
                    .cell_list()
                    .filter(|c| board.get(*c) == Some(digit))
                    .collect();
                if cells.len() > 1 {
                    out = out.union(cells);
                }
            }
        }
        out
    }

    /// The player's digits that differ from `solution`.
    pub fn wrong_digits(&self, solution: &Grid) -> CellSet {
        Cell::all()
            .filter(|c| {
                self.digits()
                    .get(*c)
                    .is_some_and(|d| solution.get(*c) != Some(d))
            })
            .collect()
    }

    /// What `cell` looks like against `solution`.
    pub fn check_cell(&self, cell: Cell, solution: &Grid) -> CellCheck {
        let state = self.cell(cell);
        if state.given.is_some() {
            return CellCheck::Given;
        }
        match (state.digit, solution.get(cell)) {
            (Some(d), t) if t == Some(d) => CellCheck::Correct,
            (Some(_), _) => CellCheck::Wrong,
            (None, Some(t)) if !state.centre.is_empty() && !state.centre.contains(t) => {
                CellCheck::EmptyNotesMissTruth
            }
            (None, _) => CellCheck::EmptyNotesFine,
        }
    }

    /// How many moves to keep so that no wrong digit (one that differs from `solution`) is
    /// left: the most recent point in the history whose board held none, so a mistake that
    /// was already put right costs no later work. `None` when the board holds no wrong digit
    /// now.
    pub fn first_mistake(&self, solution: &Grid) -> Option<usize> {
        let wrong =
            |digit: Option<Digit>, cell: Cell| digit.is_some_and(|d| solution.get(cell) != Some(d));
        let mut board = self.digits;
        let mut wrong_count = Cell::all().filter(|&c| wrong(board.get(c), c)).count();
        if wrong_count == 0 {
            return None;
        }
        // Walk back through the applied moves, undoing their digits on a copy of the board,
        // until the board holds no wrong digit.
        let applied = self.history().applied();
        for (i, m) in applied.iter().enumerate().rev() {
            for c in &m.changes {
                let was = wrong(board.get(c.cell), c.cell);
                board.set(c.cell, c.before.digit);
                let is = wrong(c.before.digit, c.cell);
                wrong_count = wrong_count + usize::from(is) - usize::from(was);
            }
            if wrong_count == 0 {
                return Some(i);
            }
        }
        Some(0)
    }

    /// The index of the last applied move that removed `digit` from `cell`'s centre notes
    /// (the move number shown to a player is this plus one).
    pub fn when_note_removed(&self, cell: Cell, digit: Digit) -> Option<usize> {
        self.history()
            .applied()
            .iter()
            .rposition(|m| m.removes_note(cell, digit))
    }

    /// The index of the last applied move that put the cell's current digit there.
    pub fn when_digit_placed(&self, cell: Cell) -> Option<usize> {
        let digit = self.digits().get(cell)?;
        self.history()
            .applied()
            .iter()
            .rposition(|m| m.places(cell, digit))
    }
}

/// `m:ss` (or `h:mm:ss`) for a timer reading in milliseconds.
pub fn clock_text(ms: u64) -> String {
    let s = ms / 1000;
    let (h, m, s) = (s / 3600, (s / 60) % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}
