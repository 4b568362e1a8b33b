//! The only code that touches localStorage. The game is loaded synchronously before the
//! signal exists and saved from one Effect (see `app.rs`). When storage is missing (private
//! mode, sandboxed frames, disabled) or full, the app keeps playing in memory and says so once.

use web_sys::Storage;

use crate::game::save::{CURRENT_KEY, from_text, to_text};
use crate::game::settings::SETTINGS_KEY;
use crate::game::{Game, Settings};
use crate::i18n::{Lang, tr, trf};

/// Where an unreadable save is moved, so a damaged entry is kept for inspection and never
/// blocks the current one.
const UNREADABLE_KEY: &str = "stepwise/v1/unreadable";

/// The message key of the notice shown when a save failed (usually: storage full).
pub const SAVE_FAILED: &str = "storage.save_failed";

/// localStorage, if it exists and accepts a write.
fn local_storage() -> Option<Storage> {
    let storage = web_sys::window()?.local_storage().ok()??;
    let probe = "stepwise/probe";
    storage.set_item(probe, "1").ok()?;
    storage.remove_item(probe).ok()?;
    Some(storage)
}

/// What [`load`] found.
pub struct Loaded {
    /// localStorage, if it works.
    pub storage: Option<Storage>,
    /// The game to start with.
    pub game: Game,
    /// The player's settings (defaults if none were saved).
    pub settings: Settings,
    /// The message key and arguments of a notice for the player, if any.
    pub notice: Option<(&'static str, String)>,
}

/// Reads the saved game and settings.
pub fn load() -> Loaded {
    let Some(storage) = local_storage() else {
        return Loaded {
            storage: None,
            game: Game::default(),
            settings: Settings::default(),
            notice: Some(("storage.unavailable", String::new())),
        };
    };
    let settings = match storage.get_item(SETTINGS_KEY) {
        Ok(Some(text)) => Settings::from_text(&text),
        _ => Settings::default(),
    };
    let (game, notice) = match storage.get_item(CURRENT_KEY) {
        Ok(Some(text)) => match from_text(&text) {
            Ok(game) => (game, None),
            Err(e) => {
                let _ = storage.set_item(UNREADABLE_KEY, &text);
                (Game::default(), Some(("storage.unreadable", e.to_string())))
            }
        },
        _ => (Game::default(), None),
    };
    Loaded {
        storage: Some(storage),
        game,
        settings,
        notice,
    }
}

/// A notice's text in `lang` (the argument fills `{reason}`).
pub fn notice_text(lang: Lang, (key, reason): (&'static str, String)) -> String {
    if reason.is_empty() {
        tr(lang, key).to_string()
    } else {
        trf(lang, key, &[("reason", &reason)])
    }
}

/// Writes the settings; `false` if the write failed.
pub fn save_settings(storage: &Storage, settings: &Settings) -> bool {
    storage.set_item(SETTINGS_KEY, &settings.to_text()).is_ok()
}

/// Writes `game`; `false` if the write failed.
pub fn save(storage: &Storage, game: &Game) -> bool {
    storage.set_item(CURRENT_KEY, &to_text(game)).is_ok()
}
