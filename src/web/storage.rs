//! The only code that touches localStorage, through gloo-storage's [`LocalStorage`]. It moves
//! the pure library's texts ([`crate::game::library`]) in and out: one entry per game under
//! `stepwise/v1/games/<id>` with a long history's older moves in sealed blocks under
//! `stepwise/v1/moves/<id>/<n>` (a block is written only when its text changes), the game on
//! the board under `stepwise/v1/current-id`, the settings apart. The first release's single
//! save (`stepwise/v1/current`) is moved into the library on first load.
//!
//! Values are the same versioned texts as before, stored the way gloo-storage stores
//! everything: as JSON, a JSON string holding the text (`"stepwise-entry 2\ncreated …"`),
//! written with `LocalStorage::set`. Every release before this one wrote the plain text; no
//! text of ours starts with `"`, so a value that is not a JSON string is such a plain text and
//! is read as it is ([`get`]). A plain value is never rewritten for its own sake: it becomes
//! JSON when the app next writes that key anyway (an unchanged sealed block never is).
//!
//! Reading does not use gloo-storage's `LocalStorage::get::<String>`: its serde_json reader
//! (number parsing and float formatting for its error messages come with it) cost 9.8 KB of
//! the main wasm gzipped, measured, against 0.2 KB for everything else gloo-storage brings.
//! The value is read through `LocalStorage::raw()` and decoded by the browser's own
//! `JSON.parse`, which reads every JSON string `get::<String>` reads.
//!
//! Nothing here is fatal: when storage is missing (private mode, sandboxed frames, disabled)
//! or full, the app keeps playing in memory and says so once; an entry that cannot be read
//! is skipped with a notice naming it, kept as it is, and never stops the others loading.
//! gloo-storage panics when there is no storage (`LocalStorage::raw`), so it is reached only
//! through a [`Store`], which only [`local_storage`] makes, after checking without it.

use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage as _};

use crate::game::library::blocks::block_key;
use crate::game::library::{
    CURRENT_ID_KEY, EntryError, EntryMeta, GameId, StoredEntry, Summary, parse_stored, stored_entry,
};
use crate::game::save::{CURRENT_KEY, from_text};
use crate::game::settings::SETTINGS_KEY;
use crate::game::{Game, Settings};

pub use super::notices::{Notice, Unreadable};

/// Where the first release's save is moved when it cannot be read, so it is kept for
/// inspection and never blocks the library.
const UNREADABLE_KEY: &str = "stepwise/v1/unreadable";

/// Proof that localStorage exists and took a write: gloo-storage may be called. Only
/// [`local_storage`] makes one.
#[derive(Clone, Copy, Debug)]
pub struct Store(());

/// localStorage, if it exists and accepts a write. Asked through web-sys first, because
/// gloo-storage's `LocalStorage::raw` panics (`expect_throw`) where there is none or reaching
/// it throws (a `SecurityError` in sandboxed frames or with storage disabled).
pub fn local_storage() -> Option<Store> {
    web_sys::window()?.local_storage().ok()??;
    // There and writable (a storage with no room at all, like old Safari's private mode, is
    // no storage).
    let probe = "stepwise/probe";
    LocalStorage::set(probe, "1").ok()?;
    LocalStorage::delete(probe);
    Some(Store(()))
}

/// The text under `key`, if there is one: the JSON string this version writes, decoded, or
/// else the plain text an earlier release wrote (or foreign data, which the readers name as
/// unreadable), as it is. `JSON.parse` throws on a plain text, or gives a number for an old
/// all-digit current-id: both mean "not ours in JSON".
fn get(_: Store, key: &str) -> Option<String> {
    let value = LocalStorage::raw().get_item(key).ok()??;
    let decoded = js_sys::JSON::parse(&value).ok().and_then(|v| v.as_string());
    Some(decoded.unwrap_or(value))
}

/// Writes `text` under `key` (as a JSON string).
fn set(_: Store, key: &str, text: &str) -> Result<(), StorageError> {
    LocalStorage::set(key, text)
}

/// Removes the value under `key`, if any.
fn delete(_: Store, key: &str) {
    LocalStorage::delete(key);
}

/// Every key in storage.
fn keys(_: Store) -> Vec<String> {
    let raw = LocalStorage::raw();
    (0..LocalStorage::length())
        .filter_map(|i| raw.key(i).ok().flatten())
        .collect()
}

/// The game on the board, with its library id and facts.
pub struct Current {
    /// Its id in the library.
    pub id: GameId,
    /// Created, last played, level.
    pub meta: EntryMeta,
    /// The game.
    pub game: Game,
}

/// What [`load`] found.
pub struct Loaded {
    /// localStorage, if it works.
    pub storage: Option<Store>,
    /// The game to start with.
    pub current: Current,
    /// The player's settings (defaults if none were saved).
    pub settings: Settings,
    /// Notices for the player (storage trouble, skipped entries).
    pub notices: Vec<Notice>,
}

/// Every entry of the library: the readable ones summarised, the others named.
pub fn scan(store: Store) -> (Vec<Summary>, Vec<Unreadable>) {
    let mut good = Vec::new();
    let mut bad = Vec::new();
    for key in keys(store) {
        let Some(id) = GameId::from_key(&key) else {
            continue;
        };
        let read = id.and_then(|id| {
            let text = get(store, &key).unwrap_or_default();
            parse_stored(&text, |i| get(store, &block_key(&id, i)))
                .map(|(meta, game)| Summary::of(id, meta, &game))
        });
        match read {
            Ok(summary) => good.push(summary),
            Err(error) => bad.push(Unreadable { key, error }),
        }
    }
    crate::engine::sort::sort_by(&mut bad, |a, b| a.key.cmp(&b.key));
    (good, bad)
}

/// The notice about skipped entries, if there are any.
fn skipped_notice(bad: Vec<Unreadable>) -> Option<Notice> {
    (!bad.is_empty()).then_some(Notice::Skipped(bad))
}

/// Reads the settings and the game to start with (migrating the old single save first).
pub fn load(now_ms: u64) -> Loaded {
    let fresh = |taken: &[GameId]| Current {
        id: GameId::fresh(now_ms, taken),
        meta: EntryMeta {
            created_ms: now_ms,
            played_ms: now_ms,
            origin: crate::game::library::name::Origin::Typed,
            ..EntryMeta::default()
        },
        game: Game::default(),
    };
    let Some(store) = local_storage() else {
        return Loaded {
            storage: None,
            current: fresh(&[]),
            settings: Settings::default(),
            notices: vec![Notice::Unavailable],
        };
    };
    let settings = settings(store);
    let mut notices = Vec::new();
    notices.extend(migrate(store, now_ms));
    let (good, bad) = scan(store);
    notices.extend(skipped_notice(bad));
    let wanted = current_id(store);
    // The player left a blank board (a new game not yet kept): give it back.
    if let Some(id) = wanted.as_ref().filter(|id| get(store, &id.key()).is_none()) {
        let current = Current {
            id: id.clone(),
            ..fresh(&[])
        };
        return Loaded {
            storage: Some(store),
            current,
            settings,
            notices,
        };
    }
    let most_recent = good
        .iter()
        .max_by_key(|s| s.meta.played_ms)
        .map(|s| s.id.clone());
    let current = [wanted, most_recent]
        .into_iter()
        .flatten()
        .find_map(|id| {
            read(store, &id)
                .ok()
                .map(|(meta, game)| Current { id, meta, game })
        })
        .unwrap_or_else(|| {
            let taken: Vec<GameId> = good.iter().map(|s| s.id.clone()).collect();
            fresh(&taken)
        });
    Loaded {
        storage: Some(store),
        current,
        settings,
        notices,
    }
}

/// Moves the first release's single save into the library; an unreadable one is moved
/// aside (kept) with a notice.
fn migrate(store: Store, now_ms: u64) -> Option<Notice> {
    let text = get(store, CURRENT_KEY)?;
    match from_text(&text) {
        Ok(game) => {
            let (good, _) = scan(store);
            let taken: Vec<GameId> = good.iter().map(|s| s.id.clone()).collect();
            let id = GameId::fresh(now_ms, &taken);
            let meta = EntryMeta {
                created_ms: now_ms,
                played_ms: now_ms,
                ..EntryMeta::default()
            };
            match write(store, &id, &meta, &game) {
                Ok(()) => {
                    delete(store, CURRENT_KEY);
                    None
                }
                Err(error) => Some(Notice::write_failed(&error)),
            }
        }
        Err(e) => {
            if set(store, UNREADABLE_KEY, &text).is_ok() {
                delete(store, CURRENT_KEY);
            }
            Some(Notice::OldSaveUnreadable(e))
        }
    }
}

/// The entry of game `id`.
pub fn read(store: Store, id: &GameId) -> Result<(EntryMeta, Game), EntryError> {
    let text = get(store, &id.key()).ok_or(EntryError::NotAnEntry)?;
    parse_stored(&text, |i| get(store, &block_key(id, i)))
}

/// Everything stored under an entry's `key`, as it is (to undo a delete): its text and, for
/// a game's key, its history blocks.
pub fn raw(store: Store, key: &str) -> Option<StoredEntry> {
    let main = get(store, key)?;
    let blocks = match GameId::from_key(key) {
        Some(Ok(id)) => (0..)
            .map_while(|i| get(store, &block_key(&id, i)))
            .collect(),
        _ => Vec::new(),
    };
    Some(StoredEntry { main, blocks })
}

/// Puts back what [`raw`] read under `key`.
pub fn put(store: Store, key: &str, entry: &StoredEntry) -> Result<(), StorageError> {
    if let Some(Ok(id)) = GameId::from_key(key) {
        for (i, block) in entry.blocks.iter().enumerate() {
            set(store, &block_key(&id, i), block)?;
        }
    }
    set(store, key, &entry.main)
}

/// Writes game `id`'s entry and makes it the current game. Only what changed is written: a
/// sealed block whose text is already stored (plain or JSON) is left alone, so a move writes
/// the entry's head and newest moves, not the whole history.
pub fn write(store: Store, id: &GameId, meta: &EntryMeta, game: &Game) -> Result<(), StorageError> {
    let entry = stored_entry(meta, game);
    // Blocks first, so the entry never counts a block that is not there yet.
    for (i, block) in entry.blocks.iter().enumerate() {
        let key = block_key(id, i);
        if get(store, &key).as_deref() != Some(block.as_str()) {
            set(store, &key, block)?;
        }
    }
    let main = set(store, &id.key(), &entry.main);
    // Blocks past the count are left over from a longer history an undo cut short.
    remove_blocks(store, id, entry.blocks.len());
    main?;
    set(store, CURRENT_ID_KEY, id.as_str())
}

/// Removes game `id`'s history blocks from block `from` on.
fn remove_blocks(store: Store, id: &GameId, from: usize) {
    for i in from.. {
        let key = block_key(id, i);
        if get(store, &key).is_none() {
            break;
        }
        delete(store, &key);
    }
}

/// Removes the entry under `key` (a game with its history blocks, or an unreadable entry
/// the player chose to drop).
pub fn remove(store: Store, key: &str) {
    if let Some(Ok(id)) = GameId::from_key(key) {
        remove_blocks(store, &id, 0);
    }
    delete(store, key);
}

/// The screen shown last (`play`, `games`), so a reload returns to it (an earlier release's
/// `print`, now a page of its own, reads as the board).
const SCREEN_KEY: &str = "stepwise/v1/screen";

/// The screen shown last, as [`save_screen`] wrote it.
pub fn screen(store: Store) -> Option<String> {
    get(store, SCREEN_KEY)
}

/// Remembers the screen shown.
pub fn save_screen(store: Store, name: &str) -> Result<(), StorageError> {
    set(store, SCREEN_KEY, name)
}

/// Makes `id` the game opened next time.
pub fn set_current(store: Store, id: &GameId) -> Result<(), StorageError> {
    set(store, CURRENT_ID_KEY, id.as_str())
}

/// Writes the settings.
pub fn save_settings(store: Store, settings: &Settings) -> Result<(), StorageError> {
    set(store, SETTINGS_KEY, &settings.to_text())
}

// ---- Reading only (the print page) ---------------------------------------------------------

/// localStorage for a page that only reads it (the print page, `super::print`): there and
/// reachable, asked through web-sys as [`local_storage`] asks, without its write probe. Such
/// a page calls only the readers ([`scan`], [`read`], [`settings`], [`current_id`]).
pub fn readable_storage() -> Option<Store> {
    web_sys::window()?.local_storage().ok()??;
    Some(Store(()))
}

/// Every library entry's id and stored text (its head only; history blocks not read), for
/// a page that looks at the entries' headers without reading their games.
pub fn entry_texts(store: Store) -> Vec<(GameId, String)> {
    keys(store)
        .into_iter()
        .filter_map(|key| Some((GameId::from_key(&key)?.ok()?, get(store, &key)?)))
        .collect()
}

/// The settings as saved (defaults if none were).
pub fn settings(store: Store) -> Settings {
    get(store, SETTINGS_KEY).map_or_else(Settings::default, |text| Settings::from_text(&text))
}

/// The id of the game on the board, as the app left it.
pub fn current_id(store: Store) -> Option<GameId> {
    get(store, CURRENT_ID_KEY).and_then(|text| GameId::parse(&text))
}

/// A small record of its own under `key` (the daily streak, the hint history), as stored.
pub fn record(store: Store, key: &str) -> Option<String> {
    get(store, key)
}

/// Rewrites the small record under `key` as `change` says from what is stored (`None`:
/// nothing to write). A refused write is let go: the record is tried again at its next
/// change.
pub fn update_record(store: Store, key: &str, change: impl FnOnce(Option<&str>) -> Option<String>) {
    if let Some(text) = change(get(store, key).as_deref()) {
        let _ = set(store, key, &text);
    }
}
