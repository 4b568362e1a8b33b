//! [`AppState`]: the reactive handles every component shares, provided once as context.

use leptos::prelude::*;

use crate::engine::Cell;
use crate::game::{Command, Game, Outcome, Refusal, Verdict};

/// The app's shared state. `Copy`, so components take it from context by value.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The one source of truth about the puzzle.
    pub game: RwSignal<Game>,
    /// The verdict on the givens, recomputed only when the game changes.
    pub verdict: Memo<Verdict>,
    /// The selected cell (UI state, not part of the game: selection is not an action).
    pub selected: RwSignal<Option<Cell>>,
    /// The sentence for the ARIA live region (what just happened).
    pub announcement: RwSignal<String>,
    /// A one-time notice (storage trouble), dismissible.
    pub notice: RwSignal<Option<String>>,
}

impl AppState {
    /// Creates the state around a loaded game.
    pub fn new(game: Game, notice: Option<String>) -> AppState {
        let game = RwSignal::new(game);
        AppState {
            game,
            verdict: Memo::new(move |_| game.with(Game::verdict)),
            selected: RwSignal::new(None),
            announcement: RwSignal::new(String::new()),
            notice: RwSignal::new(notice),
        }
    }

    /// The state from context (provided by `App`).
    pub fn get() -> AppState {
        expect_context::<AppState>()
    }

    /// Applies `command` to the game and announces a refusal.
    pub fn dispatch(self, command: Command) {
        let mut outcome = Outcome::Unchanged;
        self.game.update(|g| outcome = g.apply(command));
        if let Outcome::Refused(Refusal::GivenIsLocked(cell)) = outcome {
            self.announcement.set(format!(
                "{cell} is a given and stays as it is. Choose “Edit givens” to change it."
            ));
        }
    }

    /// Enters `digit` (or erases, for `None`) in the selected cell, if there is one.
    pub fn enter_in_selection(self, digit: Option<crate::engine::Digit>) {
        let Some(cell) = self.selected.get_untracked() else {
            self.announcement
                .set("Select a cell first: tap it or use the arrow keys.".to_string());
            return;
        };
        self.dispatch(match digit {
            Some(d) => Command::Enter(cell, d),
            None => Command::Erase(cell),
        });
    }
}
