//! The undo history: every action of a game as a [`Move`], the exact before/after of every
//! cell it touched, so undo and redo are exact inverses and the history can say *when* a
//! digit was placed or a note removed ("move 23, at 4:12").

use crate::engine::{Cell, Digit, DigitSet, Technique, Variant};

use super::Stage;

/// What one cell holds: a given or a player's digit, and the two kinds of notes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct CellState {
    /// The given, if the cell has one.
    pub given: Option<Digit>,
    /// The player's digit (never together with a given).
    pub digit: Option<Digit>,
    /// Centre notes: the digits the player thinks are still possible here (the candidates).
    pub centre: DigitSet,
    /// Corner notes (Snyder): "this digit goes in one of these few cells of the block".
    pub corner: DigitSet,
}

/// One cell's change in a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CellChange {
    /// The cell.
    pub cell: Cell,
    /// What it held before the move.
    pub before: CellState,
    /// What it holds after.
    pub after: CellState,
}

/// What kind of action a move was; the history's way of naming it to the player.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveKind {
    /// A given typed or erased while entering.
    Given,
    /// A digit placed.
    Digit,
    /// A digit or notes erased.
    Erase,
    /// A note added or removed.
    Note,
    /// All candidates filled in as centre notes.
    Fill,
    /// A hint's step applied.
    Step(Technique),
    /// The variant changed.
    Variant,
    /// The givens were locked and play began.
    Start,
    /// Play went back to entering givens.
    EditGivens,
    /// The board was emptied (givens, digits and notes).
    Clear,
}

/// One undoable action: every cell it changed, and the variant and stage if it changed them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Move {
    /// What the action was.
    pub kind: MoveKind,
    /// Play time on the game's timer when it was made, in milliseconds.
    pub at_ms: u64,
    /// Every changed cell, in cell order.
    pub changes: Vec<CellChange>,
    /// The variant before and after, if the move changed it.
    pub variant: Option<(Variant, Variant)>,
    /// The stage before and after, if the move changed it.
    pub stage: Option<(Stage, Stage)>,
}

impl Move {
    /// Whether the move changed `cell`'s centre notes from holding `digit` to not.
    pub fn removes_note(&self, cell: Cell, digit: Digit) -> bool {
        self.changes.iter().any(|c| {
            c.cell == cell && c.before.centre.contains(digit) && !c.after.centre.contains(digit)
        })
    }

    /// Whether the move put `digit` into `cell` as the player's digit.
    pub fn places(&self, cell: Cell, digit: Digit) -> bool {
        self.changes.iter().any(|c| {
            c.cell == cell && c.after.digit == Some(digit) && c.before.digit != Some(digit)
        })
    }
}

/// The moves made, and how many of them are in effect (the rest can be redone).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct History {
    moves: Vec<Move>,
    cursor: usize,
}

impl History {
    /// A history from saved parts; a cursor past the end is clamped.
    pub fn from_parts(moves: Vec<Move>, cursor: usize) -> History {
        let cursor = cursor.min(moves.len());
        History { moves, cursor }
    }

    /// Every move, including undone ones after [`History::cursor`].
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many moves are in effect: `moves()[..cursor]`.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The moves in effect, oldest first.
    pub fn applied(&self) -> &[Move] {
        &self.moves[..self.cursor]
    }

    /// Whether there is a move to undo.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether there is an undone move to redo.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Records a new move; the undone moves after the cursor are dropped (a new branch).
    pub fn push(&mut self, m: Move) {
        self.moves.truncate(self.cursor);
        self.moves.push(m);
        self.cursor = self.moves.len();
    }

    /// The move to undo, stepping the cursor back.
    pub fn step_back(&mut self) -> Option<&Move> {
        if self.cursor == 0 {
            return None;
        }
        self.cursor -= 1;
        Some(&self.moves[self.cursor])
    }

    /// The move to redo, stepping the cursor forward.
    pub fn step_forward(&mut self) -> Option<&Move> {
        let m = self.moves.get(self.cursor)?;
        self.cursor += 1;
        Some(m)
    }
}
