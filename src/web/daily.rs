//! The main page's part of today's puzzle: the day whose daily puzzle a game is
//! (`Origin::Daily`, which the engine worker gives a daily puzzle's new game) is written to
//! the solved-days record (`game::daily::SOLVED_KEY`, apart from the games so deleting a
//! game keeps it) once the game is solved. Today's puzzle, its level and the streak are
//! shown on the page of today's puzzle and practice ([`super::practice`]), which reads it.

use leptos::prelude::*;

use super::library::Library;
use super::storage;
use crate::game::Game;
use crate::game::daily::{SOLVED_KEY, record};

/// Records the day whose daily puzzle `game` is, once it is solved (called by the autosave,
/// which sees every change of the game; no Effect of its own). A refused write is tried
/// again at the game's next change.
pub fn note_solved(lib: Library, game: &Game) {
    if !game.is_solved() {
        return;
    }
    if let Some(day) = lib.meta.with_untracked(|m| m.origin.daily()) {
        lib.with_storage(|s| storage::update_record(s, SOLVED_KEY, |stored| record(stored, day)));
    }
}
