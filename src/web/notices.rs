//! The player's notices about storage and saved games, and the typed errors behind them, in
//! the interface language. The model's errors carry no text of their own for the player: their
//! words are here, from the message tables.

use gloo_storage::errors::StorageError;

use crate::game::library::EntryError;
use crate::game::save::SaveError;
use crate::i18n::{Lang, tr, trf};

/// An entry the library could not read: its storage key and why.
#[derive(Clone, PartialEq, Debug)]
pub struct Unreadable {
    /// The storage key.
    pub key: String,
    /// What is wrong.
    pub error: EntryError,
}

/// Something the player should be told once.
#[derive(Clone, PartialEq, Debug)]
pub enum Notice {
    /// Storage cannot be used at all: play goes on in memory.
    Unavailable,
    /// A write failed (storage full?): play goes on in memory.
    SaveFailed,
    /// The first release's save could not be read; it was moved aside.
    OldSaveUnreadable(SaveError),
    /// Library entries that could not be read were skipped (and kept).
    Skipped(Vec<Unreadable>),
    /// A game chosen in the library could not be opened.
    OpenFailed(Unreadable),
}

impl Notice {
    /// What the player is told when gloo-storage refuses a write: the game could not be
    /// saved, and play goes on in memory. A `JsError` is the exception the browser threw:
    /// `QuotaExceededError` when storage is full (the case the notice names), or another
    /// `DOMException` such as a `SecurityError` when storage was taken away meanwhile. The
    /// other two kinds do not come from writing a string (serde_json cannot fail on one, and
    /// `KeyNotFound` is a read's answer), but they are said the same way, never a panic. The
    /// match names every kind, so a gloo-storage that adds one makes us decide again.
    pub fn write_failed(error: &StorageError) -> Notice {
        match error {
            StorageError::JsError(_)
            | StorageError::SerdeError(_)
            | StorageError::KeyNotFound(_) => Notice::SaveFailed,
        }
    }

    /// The notice's sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Notice::Unavailable => tr(lang, "storage.unavailable").to_string(),
            Notice::SaveFailed => tr(lang, "storage.save_failed").to_string(),
            Notice::OldSaveUnreadable(e) => trf(
                lang,
                "storage.unreadable",
                &[("reason", &save_error_text(lang, e))],
            ),
            Notice::Skipped(list) => {
                let list = list
                    .iter()
                    .map(|u| format!("{} ({})", u.key, entry_error_text(lang, &u.error)))
                    .collect::<Vec<_>>()
                    .join("; ");
                trf(lang, "storage.skipped", &[("list", &list)])
            }
            Notice::OpenFailed(u) => trf(
                lang,
                "library.open_failed",
                &[
                    ("key", &u.key),
                    ("reason", &entry_error_text(lang, &u.error)),
                ],
            ),
        }
    }
}

/// Why a library entry cannot be read, in `lang`.
pub fn entry_error_text(lang: Lang, e: &EntryError) -> String {
    e.text(lang)
}

/// Why a save text cannot be read, in `lang`.
pub fn save_error_text(lang: Lang, e: &SaveError) -> String {
    e.text(lang)
}
