//! The only code that touches localStorage. It moves the pure library's texts
//! ([`crate::game::library`]) in and out: one entry per game under `stepwise/v1/games/<id>`
//! with a long history's older moves in sealed blocks under `stepwise/v1/moves/<id>/<n>`
//! (a block is written only when its text changes), the game on the board under
//! `stepwise/v1/current-id`, the settings apart. The first release's single save
//! (`stepwise/v1/current`) is moved into the library on first load.
//!
//! Nothing here is fatal: when storage is missing (private mode, sandboxed frames, disabled)
//! or full, the app keeps playing in memory and says so once; an entry that cannot be read
//! is skipped with a notice naming it, kept as it is, and never stops the others loading.

use web_sys::Storage;

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

/// localStorage, if it exists and accepts a write.
pub fn local_storage() -> Option<Storage> {
    let storage = web_sys::window()?.local_storage().ok()??;
    let probe = "stepwise/probe";
    storage.set_item(probe, "1").ok()?;
    storage.remove_item(probe).ok()?;
    Some(storage)
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
    pub storage: Option<Storage>,
    /// The game to start with.
    pub current: Current,
    /// The player's settings (defaults if none were saved).
    pub settings: Settings,
    /// Notices for the player (storage trouble, skipped entries).
    pub notices: Vec<Notice>,
}

/// Every entry of the library: the readable ones summarised, the others named.
pub fn scan(storage: &Storage) -> (Vec<Summary>, Vec<Unreadable>) {
    let mut good = Vec::new();
    let mut bad = Vec::new();
    let n = storage.length().unwrap_or(0);
    let keys: Vec<String> = (0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .collect();
    for key in keys {
        let Some(id) = GameId::from_key(&key) else {
            continue;
        };
        let read = id.and_then(|id| {
            let text = storage.get_item(&key).ok().flatten().unwrap_or_default();
            parse_stored(&text, |i| get(storage, &block_key(&id, i)))
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
            level: None,
        },
        game: Game::default(),
    };
    let Some(storage) = local_storage() else {
        return Loaded {
            storage: None,
            current: fresh(&[]),
            settings: Settings::default(),
            notices: vec![Notice::Unavailable],
        };
    };
    let settings = match storage.get_item(SETTINGS_KEY) {
        Ok(Some(text)) => Settings::from_text(&text),
        _ => Settings::default(),
    };
    let mut notices = Vec::new();
    notices.extend(migrate(&storage, now_ms));
    let (good, bad) = scan(&storage);
    notices.extend(skipped_notice(bad));
    let wanted = storage
        .get_item(CURRENT_ID_KEY)
        .ok()
        .flatten()
        .and_then(|text| GameId::parse(&text));
    // The player left a blank board (a new game not yet kept): give it back.
    if let Some(id) = wanted
        .as_ref()
        .filter(|id| raw(&storage, &id.key()).is_none())
    {
        let current = Current {
            id: id.clone(),
            ..fresh(&[])
        };
        return Loaded {
            storage: Some(storage),
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
            read(&storage, &id)
                .ok()
                .map(|(meta, game)| Current { id, meta, game })
        })
        .unwrap_or_else(|| {
            let taken: Vec<GameId> = good.iter().map(|s| s.id.clone()).collect();
            fresh(&taken)
        });
    Loaded {
        storage: Some(storage),
        current,
        settings,
        notices,
    }
}

/// Moves the first release's single save into the library; an unreadable one is moved
/// aside (kept) with a notice.
fn migrate(storage: &Storage, now_ms: u64) -> Option<Notice> {
    let text = storage.get_item(CURRENT_KEY).ok()??;
    match from_text(&text) {
        Ok(game) => {
            let (good, _) = scan(storage);
            let taken: Vec<GameId> = good.iter().map(|s| s.id.clone()).collect();
            let id = GameId::fresh(now_ms, &taken);
            let meta = EntryMeta {
                created_ms: now_ms,
                played_ms: now_ms,
                level: None,
            };
            if write(storage, &id, &meta, &game) {
                let _ = storage.set_item(CURRENT_ID_KEY, id.as_str());
                let _ = storage.remove_item(CURRENT_KEY);
                None
            } else {
                Some(Notice::SaveFailed)
            }
        }
        Err(e) => {
            if storage.set_item(UNREADABLE_KEY, &text).is_ok() {
                let _ = storage.remove_item(CURRENT_KEY);
            }
            Some(Notice::OldSaveUnreadable(e))
        }
    }
}

/// The text under `key`, if there is one.
fn get(storage: &Storage, key: &str) -> Option<String> {
    storage.get_item(key).ok().flatten()
}

/// The entry of game `id`.
pub fn read(storage: &Storage, id: &GameId) -> Result<(EntryMeta, Game), EntryError> {
    let text = get(storage, &id.key()).ok_or(EntryError::NotAnEntry)?;
    parse_stored(&text, |i| get(storage, &block_key(id, i)))
}

/// Everything stored under an entry's `key`, as it is (to undo a delete): its text and, for
/// a game's key, its history blocks.
pub fn raw(storage: &Storage, key: &str) -> Option<StoredEntry> {
    let main = get(storage, key)?;
    let blocks = match GameId::from_key(key) {
        Some(Ok(id)) => (0..)
            .map_while(|i| get(storage, &block_key(&id, i)))
            .collect(),
        _ => Vec::new(),
    };
    Some(StoredEntry { main, blocks })
}

/// Puts back what [`raw`] read under `key`; `false` if a write failed.
pub fn put(storage: &Storage, key: &str, entry: &StoredEntry) -> bool {
    let blocks_ok = match GameId::from_key(key) {
        Some(Ok(id)) => entry
            .blocks
            .iter()
            .enumerate()
            .all(|(i, b)| storage.set_item(&block_key(&id, i), b).is_ok()),
        _ => true,
    };
    blocks_ok && storage.set_item(key, &entry.main).is_ok()
}

/// Writes game `id`'s entry and makes it the current game; `false` if a write failed. Only
/// what changed is written: a sealed block whose text is already stored is left alone, so a
/// move writes the entry's head and newest moves, not the whole history.
pub fn write(storage: &Storage, id: &GameId, meta: &EntryMeta, game: &Game) -> bool {
    let entry = stored_entry(meta, game);
    // Blocks first, so the entry never counts a block that is not there yet.
    for (i, block) in entry.blocks.iter().enumerate() {
        let key = block_key(id, i);
        if get(storage, &key).as_deref() != Some(block.as_str())
            && storage.set_item(&key, block).is_err()
        {
            return false;
        }
    }
    let ok = storage.set_item(&id.key(), &entry.main).is_ok();
    // Blocks past the count are left over from a longer history an undo cut short.
    remove_blocks(storage, id, entry.blocks.len());
    ok && storage.set_item(CURRENT_ID_KEY, id.as_str()).is_ok()
}

/// Removes game `id`'s history blocks from block `from` on.
fn remove_blocks(storage: &Storage, id: &GameId, from: usize) {
    for i in from.. {
        let key = block_key(id, i);
        if get(storage, &key).is_none() {
            break;
        }
        let _ = storage.remove_item(&key);
    }
}

/// Removes the entry under `key` (a game with its history blocks, or an unreadable entry
/// the player chose to drop).
pub fn remove(storage: &Storage, key: &str) {
    if let Some(Ok(id)) = GameId::from_key(key) {
        remove_blocks(storage, &id, 0);
    }
    let _ = storage.remove_item(key);
}

/// Makes `id` the game opened next time.
pub fn set_current(storage: &Storage, id: &GameId) {
    let _ = storage.set_item(CURRENT_ID_KEY, id.as_str());
}

/// Writes the settings; `false` if the write failed.
pub fn save_settings(storage: &Storage, settings: &Settings) -> bool {
    storage.set_item(SETTINGS_KEY, &settings.to_text()).is_ok()
}
