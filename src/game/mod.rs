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

pub mod checks;
pub mod coach;
pub mod count_job;
pub mod daily;
pub mod engine_job;
pub mod history;
pub mod keymap;
pub mod lab_job;
pub mod level;
pub mod library;
pub mod link;
pub mod origin;
pub mod practice;
pub mod rating_card;
pub mod save;
pub mod settings;
pub mod svg;
pub mod verdict;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_play;

pub use history::{CellChange, CellState, History, Move, MoveKind};
pub use settings::Settings;
pub use verdict::{Verdict, judge, quick_verdict, verdict};

use crate::engine::{
    Candidate, Candidates, Cell, CellSet, Digit, DigitSet, Grid, Position, Puzzle, Step, Technique,
    Variant,
};

/// Which grid a typed digit goes into.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Stage {
    /// Typing the givens: digits go into the givens, which can still be changed.
    #[default]
    Entering,
    /// Playing: givens are locked; digits go into the player's grid.
    Playing,
}

/// The two kinds of pencil marks (the Snyder convention).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NoteKind {
    /// Centre notes: the candidates of a cell.
    Centre,
    /// Corner notes: the few cells of a block where a digit must go.
    Corner,
}

/// Everything a person can ask the model to do.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    /// Put `digit` into `cell` (a given while entering, the player's digit while playing).
    Enter(Cell, Digit),
    /// Empty `cell`: its digit if it has one (the given while entering), else its notes. A
    /// player's digit erased (or typed over) puts back the peers' notes its placement took.
    Erase(Cell),
    /// Add or remove a note in an empty cell.
    ToggleNote(Cell, NoteKind, Digit),
    /// Set every empty cell's centre notes to the digits its placed peers allow.
    FillCandidates,
    /// Apply a hint's step: place its digits, remove its eliminations from the centre notes.
    ApplyStep(StepEffect),
    /// Change the rule set; the digits stay.
    SetVariant(Variant),
    /// Replace everything with a parsed puzzle and start playing it (a new game; a pasted
    /// candidate grid becomes the centre notes).
    Load(Box<Puzzle>),
    /// Lock the givens and start playing.
    Start,
    /// Go back to entering givens; the player's digits are kept.
    EditGivens,
    /// Empty the board (givens, digits and notes) and go back to entering; one undoable
    /// move, so nothing typed is lost to a slip of the finger.
    Clear,
    /// Take back the last move.
    Undo,
    /// Make the last undone move again.
    Redo,
    /// Undo until only the first `n` moves are in effect ("undo to before move n+1").
    UndoTo(usize),
    /// `ms` milliseconds of play passed (the page was visible and the timer on).
    Tick(u32),
    /// The player opened a hint (counted for the finish summary; not a move).
    CountHint,
}

/// What applying a step does to the board, and the technique its move is recorded under
/// (the game needs no more of a step than this: its evidence is the explanation's).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StepEffect {
    /// The step's technique.
    pub technique: Technique,
    /// Digits it places.
    pub placements: Vec<Candidate>,
    /// Candidates it removes.
    pub eliminations: Vec<Candidate>,
}

impl From<&Step> for StepEffect {
    fn from(step: &Step) -> StepEffect {
        StepEffect {
            technique: step.technique,
            placements: step.placements.clone(),
            eliminations: step.eliminations.clone(),
        }
    }
}

/// Why a command did nothing. Refusals are values the UI may explain; they are not errors.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// The cell holds a given and the game is being played.
    GivenIsLocked(Cell),
    /// Notes go only into empty cells.
    CellIsFilled(Cell),
    /// Notes are for playing, not for entering givens.
    NotPlaying,
    /// Nothing to undo or redo.
    NothingToUndo,
    /// Nothing to redo.
    NothingToRedo,
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

/// Options that change how commands act, set from the player's [`Settings`]; not part of
/// a saved game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PlayOptions {
    /// Placing a digit removes it from the notes of the cell's peers (off by default);
    /// erasing it puts back the notes it removed, where they still fit.
    pub clear_peer_notes: bool,
}

/// One puzzle being entered or played, with its notes, undo history, timer and counters.
///
/// Invariants: no cell holds both a given and a player's digit; the board is always the
/// result of the history's applied moves.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    variant: Variant,
    givens: Grid,
    digits: Grid,
    centre: [DigitSet; 81],
    corner: [DigitSet; 81],
    stage: Stage,
    history: History,
    elapsed_ms: u64,
    hints_used: u32,
    options: PlayOptions,
}

/// A saved game's contents, as [`save`] reads them; [`Game::from_saved`] repairs whatever
/// would break the model's invariants.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SavedParts {
    /// The rule set.
    pub variant: Variant,
    /// Givens.
    pub givens: Grid,
    /// Player's digits.
    pub digits: Grid,
    /// Centre notes per cell.
    pub centre: [DigitSet; 81],
    /// Corner notes per cell.
    pub corner: [DigitSet; 81],
    /// Entering or playing.
    pub stage: Stage,
    /// The undo history.
    pub history: History,
    /// Play time in milliseconds.
    pub elapsed_ms: u64,
    /// Hints opened.
    pub hints_used: u32,
}

impl Default for Game {
    fn default() -> Game {
        Game::from_saved(SavedParts::default())
    }
}

impl Default for SavedParts {
    fn default() -> SavedParts {
        SavedParts {
            variant: Variant::Standard,
            givens: Grid::EMPTY,
            digits: Grid::EMPTY,
            centre: [DigitSet::EMPTY; 81],
            corner: [DigitSet::EMPTY; 81],
            stage: Stage::Entering,
            history: History::default(),
            elapsed_ms: 0,
            hints_used: 0,
        }
    }
}

impl Game {
    /// A game from its parts, as a version-1 save restores it (no notes, no history); a
    /// player's digit on a given is dropped so the invariant holds whatever the save said.
    pub fn from_parts(variant: Variant, givens: Grid, digits: Grid, stage: Stage) -> Game {
        Game::from_saved(SavedParts {
            variant,
            givens,
            digits,
            stage,
            ..SavedParts::default()
        })
    }

    /// A game from a save's contents. A digit on a given is dropped; a history that does not
    /// lead to the saved board (a damaged or hand-edited save) is dropped too, so undo can
    /// never produce a board the player did not have.
    pub fn from_saved(parts: SavedParts) -> Game {
        let mut game = Game {
            variant: parts.variant,
            givens: parts.givens,
            digits: parts.digits,
            centre: parts.centre,
            corner: parts.corner,
            stage: parts.stage,
            history: History::default(),
            elapsed_ms: parts.elapsed_ms,
            hints_used: parts.hints_used,
            options: PlayOptions::default(),
        };
        for cell in Cell::all() {
            if game.givens.get(cell).is_some() {
                game.digits.set(cell, None);
            }
        }
        if game.history_is_consistent(&parts.history) {
            game.history = parts.history;
        }
        game
    }

    /// Whether undoing every applied move of `history` from the current board is possible
    /// (every change's `after` is what the board holds at that point).
    fn history_is_consistent(&self, history: &History) -> bool {
        let mut forward = self.clone();
        for m in &history.moves()[history.cursor()..] {
            if !forward.matches_side(m, false) {
                return false;
            }
            forward.set_side(m, true);
        }
        let mut back = self.clone();
        for m in history.applied().iter().rev() {
            if !back.matches_side(m, true) {
                return false;
            }
            back.set_side(m, false);
        }
        true
    }

    /// Whether the board holds what `m` left (`after`) or what it found (`!after`).
    fn matches_side(&self, m: &Move, after: bool) -> bool {
        let pick = |pair: (Variant, Variant)| if after { pair.1 } else { pair.0 };
        m.changes
            .iter()
            .all(|c| self.cell(c.cell) == if after { c.after } else { c.before })
            && m.variant.is_none_or(|p| self.variant == pick(p))
            && m.stage
                .is_none_or(|(b, a)| self.stage == if after { a } else { b })
    }

    /// Sets the options that change how commands act (from the player's settings).
    pub fn set_options(&mut self, options: PlayOptions) {
        self.options = options;
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

    /// Centre notes of every cell (a filled cell keeps its notes hidden under the digit).
    pub fn centre_notes(&self) -> &[DigitSet; 81] {
        &self.centre
    }

    /// Corner notes of every cell.
    pub fn corner_notes(&self) -> &[DigitSet; 81] {
        &self.corner
    }

    /// Entering or playing.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The undo history.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// Play time so far, in milliseconds.
    pub fn elapsed_ms(&self) -> u64 {
        self.elapsed_ms
    }

    /// How many hints the player opened.
    pub fn hints_used(&self) -> u32 {
        self.hints_used
    }

    /// Moves in effect (the finish summary's "moves").
    pub fn move_count(&self) -> usize {
        self.history.cursor()
    }

    /// Everything `cell` holds.
    pub fn cell(&self, cell: Cell) -> CellState {
        let i = cell.index();
        CellState {
            given: self.givens.get(cell),
            digit: self.digits.get(cell),
            centre: self.centre[i],
            corner: self.corner[i],
        }
    }

    fn set_cell(&mut self, cell: Cell, state: CellState) {
        let i = cell.index();
        self.givens.set(cell, state.given);
        self.digits.set(cell, state.digit);
        self.centre[i] = state.centre;
        self.corner[i] = state.corner;
    }

    /// The digit shown in `cell` and whether it is a given.
    pub fn shown(&self, cell: Cell) -> Option<(Digit, bool)> {
        match (self.givens.get(cell), self.digits.get(cell)) {
            (Some(d), _) => Some((d, true)),
            (None, Some(d)) => Some((d, false)),
            (None, None) => None,
        }
    }

    /// Whether a digit typed into `cell` now is more likely the first move of solving than
    /// a given: the givens are still being entered, they already have exactly one solution
    /// (`verdict`), and the cell is empty. The page then asks "Start playing?" instead of
    /// silently adding a given (a newspaper's givens are complete once they are unique; one
    /// more would be a solving digit, and a wrong one would break the puzzle).
    pub fn looks_like_solving(&self, verdict: &Verdict, cell: Cell) -> bool {
        self.stage == Stage::Entering
            && matches!(verdict, Verdict::Unique(_))
            && self.shown(cell).is_none()
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

    /// Whether every empty cell has at least one centre note (hints can then work on the
    /// player's own candidates).
    pub fn notes_are_complete(&self) -> bool {
        let board = self.position();
        Cell::all().all(|c| board.get(c).is_some() || !self.centre[c.index()].is_empty())
    }

    /// The board as the engine sees it: digits, the centre notes as candidates of the
    /// empty cells, and which digits are givens. Empty notes stay empty (the hint layer
    /// decides what to do about incomplete notes).
    pub fn notes_position(&self) -> Position {
        let givens: CellSet = Cell::all()
            .filter(|c| self.givens.get(*c).is_some())
            .collect();
        Position::new(
            self.variant,
            self.position(),
            Candidates::from_sets(self.centre),
        )
        .with_givens(givens)
    }

    /// Carries out `command`. All state changes of a game go through here.
    pub fn apply(&mut self, command: Command) -> Outcome {
        match command {
            Command::Undo => return self.undo(),
            Command::Redo => return self.redo(),
            Command::UndoTo(n) => return self.undo_to(n),
            Command::Tick(ms) => return self.tick(ms),
            Command::CountHint => {
                self.hints_used = self.hints_used.saturating_add(1);
                return Outcome::Changed;
            }
            Command::Load(puzzle) => return self.load(&puzzle),
            _ => {}
        }
        let before = self.clone();
        let kind = match self.edit(command) {
            Ok(kind) => kind,
            Err(refusal) => return Outcome::Refused(refusal),
        };
        self.record(&before, kind)
    }

    /// Makes the change a move-making command asks for, without recording it.
    fn edit(&mut self, command: Command) -> Result<MoveKind, Refusal> {
        match command {
            Command::Enter(cell, digit) => match self.stage {
                Stage::Entering => {
                    self.givens.set(cell, Some(digit));
                    self.digits.set(cell, None);
                    Ok(MoveKind::Given)
                }
                Stage::Playing => {
                    if self.givens.get(cell).is_some() {
                        return Err(Refusal::GivenIsLocked(cell));
                    }
                    self.place(cell, digit);
                    Ok(MoveKind::Digit)
                }
            },
            Command::Erase(cell) => match self.stage {
                Stage::Entering => {
                    self.givens.set(cell, None);
                    self.digits.set(cell, None);
                    Ok(MoveKind::Given)
                }
                Stage::Playing => {
                    if self.givens.get(cell).is_some() {
                        return Err(Refusal::GivenIsLocked(cell));
                    }
                    if self.digits.get(cell).is_some() {
                        self.take_back_digit(cell);
                    } else {
                        self.centre[cell.index()] = DigitSet::EMPTY;
                        self.corner[cell.index()] = DigitSet::EMPTY;
                    }
                    Ok(MoveKind::Erase)
                }
            },
            Command::ToggleNote(cell, kind, digit) => {
                if self.stage != Stage::Playing {
                    return Err(Refusal::NotPlaying);
                }
                if self.shown(cell).is_some() {
                    return Err(Refusal::CellIsFilled(cell));
                }
                let notes = match kind {
                    NoteKind::Centre => &mut self.centre[cell.index()],
                    NoteKind::Corner => &mut self.corner[cell.index()],
                };
                if notes.contains(digit) {
                    notes.remove(digit);
                } else {
                    notes.insert(digit);
                }
                Ok(MoveKind::Note)
            }
            Command::FillCandidates => {
                if self.stage != Stage::Playing {
                    return Err(Refusal::NotPlaying);
                }
                let board = self.position();
                let all = Candidates::from_grid(&board, self.variant);
                for cell in Cell::all() {
                    if board.get(cell).is_none() {
                        self.centre[cell.index()] = all.get(cell);
                    }
                }
                Ok(MoveKind::Fill)
            }
            Command::ApplyStep(step) => {
                if self.stage != Stage::Playing {
                    return Err(Refusal::NotPlaying);
                }
                for e in &step.eliminations {
                    self.centre[e.cell.index()].remove(e.digit);
                }
                for p in &step.placements {
                    if self.givens.get(p.cell).is_none() {
                        self.place(p.cell, p.digit);
                    }
                }
                Ok(MoveKind::Step(step.technique))
            }
            Command::SetVariant(variant) => {
                self.variant = variant;
                Ok(MoveKind::Variant)
            }
            Command::Start => {
                self.stage = Stage::Playing;
                Ok(MoveKind::Start)
            }
            Command::EditGivens => {
                self.stage = Stage::Entering;
                Ok(MoveKind::EditGivens)
            }
            Command::Clear => {
                for cell in Cell::all() {
                    self.set_cell(cell, CellState::default());
                }
                self.stage = Stage::Entering;
                Ok(MoveKind::Clear)
            }
            Command::Undo
            | Command::Redo
            | Command::UndoTo(_)
            | Command::Tick(_)
            | Command::CountHint
            | Command::Load(_) => unreachable!("handled in apply"),
        }
    }

    /// Puts the player's `digit` into `cell`, and takes it out of the peers' notes when the
    /// player asked for that (typed or placed by a hint alike).
    fn place(&mut self, cell: Cell, digit: Digit) {
        if self.digits.get(cell).is_some_and(|d| d != digit) {
            self.take_back_digit(cell);
        }
        self.digits.set(cell, Some(digit));
        if self.options.clear_peer_notes {
            for peer in self.variant.peers(cell).iter() {
                self.centre[peer.index()].remove(digit);
                self.corner[peer.index()].remove(digit);
            }
        }
    }

    /// Takes the player's digit out of `cell` and puts back the notes of it that placing it
    /// took out of the peers (the placing move says which), where they still fit: the peer
    /// is empty and no digit on the board rules the note out.
    fn take_back_digit(&mut self, cell: Cell) {
        let Some(digit) = self.digits.get(cell) else {
            return;
        };
        self.digits.set(cell, None);
        let Some(placed) = self
            .history
            .applied()
            .iter()
            .rposition(|m| m.places(cell, digit))
        else {
            return;
        };
        let holders: CellSet = Cell::all()
            .filter(|c| self.shown(*c).is_some_and(|(d, _)| d == digit))
            .collect();
        let peers = self.variant.peers(cell);
        for k in 0..self.history.applied()[placed].changes.len() {
            let c = self.history.applied()[placed].changes[k];
            let fits = peers.contains(c.cell)
                && self.shown(c.cell).is_none()
                && self.variant.peers(c.cell).intersection(holders).is_empty();
            if fits && c.before.centre.contains(digit) {
                self.centre[c.cell.index()].insert(digit);
            }
            if fits && c.before.corner.contains(digit) {
                self.corner[c.cell.index()].insert(digit);
            }
        }
    }

    /// Records the difference between `before` and now as one move.
    fn record(&mut self, before: &Game, kind: MoveKind) -> Outcome {
        let changes: Vec<CellChange> = Cell::all()
            .filter_map(|cell| {
                let (b, a) = (before.cell(cell), self.cell(cell));
                (b != a).then_some(CellChange {
                    cell,
                    before: b,
                    after: a,
                })
            })
            .collect();
        let variant = (before.variant != self.variant).then_some((before.variant, self.variant));
        let stage = (before.stage != self.stage).then_some((before.stage, self.stage));
        if changes.is_empty() && variant.is_none() && stage.is_none() {
            return Outcome::Unchanged;
        }
        self.history.push(Move {
            kind,
            at_ms: self.elapsed_ms,
            changes,
            variant,
            stage,
        });
        Outcome::Changed
    }

    /// Puts the board into the state before (`after == false`) or after move `m`.
    fn set_side(&mut self, m: &Move, after: bool) {
        for c in &m.changes {
            self.set_cell(c.cell, if after { c.after } else { c.before });
        }
        if let Some((before, later)) = m.variant {
            self.variant = if after { later } else { before };
        }
        if let Some((before, later)) = m.stage {
            self.stage = if after { later } else { before };
        }
    }

    fn undo(&mut self) -> Outcome {
        let mut history = std::mem::take(&mut self.history);
        let outcome = match history.step_back() {
            Some(m) => {
                self.set_side(m, false);
                Outcome::Changed
            }
            None => Outcome::Refused(Refusal::NothingToUndo),
        };
        self.history = history;
        outcome
    }

    fn redo(&mut self) -> Outcome {
        let mut history = std::mem::take(&mut self.history);
        let outcome = match history.step_forward() {
            Some(m) => {
                self.set_side(m, true);
                Outcome::Changed
            }
            None => Outcome::Refused(Refusal::NothingToRedo),
        };
        self.history = history;
        outcome
    }

    fn undo_to(&mut self, n: usize) -> Outcome {
        if n >= self.history.cursor() {
            return Outcome::Unchanged;
        }
        while self.history.cursor() > n {
            self.undo();
        }
        Outcome::Changed
    }

    fn tick(&mut self, ms: u32) -> Outcome {
        if self.stage != Stage::Playing || self.is_solved() || ms == 0 {
            return Outcome::Unchanged;
        }
        self.elapsed_ms = self.elapsed_ms.saturating_add(u64::from(ms));
        Outcome::Changed
    }

    fn load(&mut self, puzzle: &Puzzle) -> Outcome {
        let mut centre = [DigitSet::EMPTY; 81];
        if let Some(cands) = &puzzle.candidates {
            for cell in Cell::all() {
                if puzzle.givens.get(cell).is_none() {
                    centre[cell.index()] = cands.get(cell);
                }
            }
        }
        *self = Game {
            variant: puzzle.variant,
            givens: puzzle.givens,
            centre,
            stage: Stage::Playing,
            options: self.options,
            ..Game::default()
        };
        Outcome::Changed
    }
}
