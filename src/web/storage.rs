//! The only code that touches localStorage. The game is loaded synchronously before the
//! signal exists and saved from one Effect (see `app.rs`). When storage is missing (private
//! mode, sandboxed frames, disabled) or full, the app keeps playing in memory and says so once.

use web_sys::Storage;

use crate::game::Game;
use crate::game::save::{CURRENT_KEY, from_text, to_text};

/// Where an unreadable save is moved, so a damaged entry is kept for inspection and never
/// blocks the current one.
const UNREADABLE_KEY: &str = "stepwise/v1/unreadable";

/// The notice shown when nothing can be saved.
pub const UNAVAILABLE: &str =
    "This browser does not let the app save: your game lives only in this tab until you close it.";
/// The notice shown when a save failed (usually: storage full).
pub const SAVE_FAILED: &str =
    "Your game could not be saved (storage may be full); it stays in this tab for now.";

/// localStorage, if it exists and accepts a write.
fn local_storage() -> Option<Storage> {
    let storage = web_sys::window()?.local_storage().ok()??;
    let probe = "stepwise/probe";
    storage.set_item(probe, "1").ok()?;
    storage.remove_item(probe).ok()?;
    Some(storage)
}

/// Reads the saved game. Returns the game to start with and a notice for the player, if any.
pub fn load() -> (Option<Storage>, Game, Option<String>) {
    let Some(storage) = local_storage() else {
        return (None, Game::default(), Some(UNAVAILABLE.to_string()));
    };
    match storage.get_item(CURRENT_KEY) {
        Ok(Some(text)) => match from_text(&text) {
            Ok(game) => (Some(storage), game, None),
            Err(e) => {
                let _ = storage.set_item(UNREADABLE_KEY, &text);
                let notice = format!("{e}; starting with an empty board.");
                (Some(storage), Game::default(), Some(notice))
            }
        },
        _ => (Some(storage), Game::default(), None),
    }
}

/// Writes `game`; `false` if the write failed.
pub fn save(storage: &Storage, game: &Game) -> bool {
    storage.set_item(CURRENT_KEY, &to_text(game)).is_ok()
}
