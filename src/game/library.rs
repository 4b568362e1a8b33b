//! The saved-games library, as pure data: game ids, the stored entry text (a small header
//! with the library's facts, then the game's [save](super::save) text), what the library
//! screen shows about each game, and its order. The browser layer (`web/storage.rs`) only
//! moves these texts in and out of localStorage and passes the clock in.
//!
//! Storage layout: one entry per game under `stepwise/v1/games/<id>`, the id of the game on
//! the board under `stepwise/v1/current-id`; the library is a scan of the keys with the
//! games prefix. An entry (version 2; version 1 had no `blocks` line and kept every move):
//!
//! ```text
//! stepwise-entry 2
//! created 1763829574000
//! played 1763833174000
//! level hard
//! blocks 2
//! stepwise-save 3
//! variant standard
//! …
//! ```
//!
//! `blocks` counts the sealed blocks of older moves stored apart ([`blocks`]); a whole entry
//! in one text ([`entry_text`]) has `blocks 0`. Two optional lines may follow it, written only
//! when known: `origin typed` (how the game began, [`name::Origin`]) and `name …` (the name the
//! player gave it); an entry without them reads as before and shows a default name.

use std::fmt;

use super::level::Level;
use super::save::{SaveError, from_text, to_text};
use super::{Game, Stage};
use crate::i18n::{Lang, tr, trf};

/// The key prefix of the library's entries.
pub const GAMES_PREFIX: &str = "stepwise/v1/games/";
/// The key holding the id of the game on the board.
pub const CURRENT_ID_KEY: &str = "stepwise/v1/current-id";

pub mod blocks;
pub mod name;

use name::Origin;

/// The first line of an entry (version 2).
const MAGIC: &str = "stepwise-entry 2";
/// The first line of a version-1 entry (no `blocks` line: every move in the entry).
const MAGIC_V1: &str = "stepwise-entry 1";

/// A game's id in the library: 1–24 characters of `a`–`z` and `0`–`9`.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct GameId(String);

impl GameId {
    /// The id `text` names, if it is a valid id.
    pub fn parse(text: &str) -> Option<GameId> {
        let ok = (1..=24).contains(&text.len())
            && text
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
        ok.then(|| GameId(text.to_string()))
    }

    /// A fresh id from the clock (`now_ms`, base 36), different from every id in `taken`.
    pub fn fresh<'a>(now_ms: u64, taken: impl IntoIterator<Item = &'a GameId> + Clone) -> GameId {
        let base = base36(now_ms);
        let mut n = 0u32;
        loop {
            let text = if n == 0 {
                base.clone()
            } else {
                format!("{base}{}", base36(u64::from(n)))
            };
            let candidate = GameId(text);
            if !taken.clone().into_iter().any(|t| *t == candidate) {
                return candidate;
            }
            n += 1;
        }
    }

    /// The id's text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The storage key of this game's entry.
    pub fn key(&self) -> String {
        format!("{GAMES_PREFIX}{}", self.0)
    }

    /// The id in a storage key: `None` if the key is not a library entry's, an error if it
    /// is under the games prefix but names no valid id.
    pub fn from_key(key: &str) -> Option<Result<GameId, EntryError>> {
        let rest = key.strip_prefix(GAMES_PREFIX)?;
        Some(GameId::parse(rest).ok_or(EntryError::BadKey))
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// The library's facts about a game, kept in the entry's header.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct EntryMeta {
    /// When the game was created (ms since 1970, the browser's clock).
    pub created_ms: u64,
    /// When it was last changed or opened.
    pub played_ms: u64,
    /// The puzzle's level when it was last rated (`None`: unrated or not rated yet).
    pub level: Option<Level>,
    /// How the game began.
    pub origin: Origin,
    /// The name the player gave it (`None`: the default name shows).
    pub name: Option<String>,
}

/// Why a stored entry cannot be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EntryError {
    /// The key under the games prefix is not a valid id.
    BadKey,
    /// The text does not start with `stepwise-entry 1` or `2` (another program's data, or a
    /// newer app's).
    NotAnEntry,
    /// Sealed block `n` (0-based) of the history is missing or damaged.
    BadBlock(usize),
    /// A header line is missing or malformed.
    BadField(&'static str),
    /// The game's save text is damaged.
    Save(SaveError),
}

impl EntryError {
    /// Why the entry cannot be read, said to the player in `lang`; a damaged line is named
    /// in words from the message tables ("its level"), not by its name in the text.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            EntryError::BadKey => tr(lang, "entry.error.key").to_string(),
            EntryError::NotAnEntry => tr(lang, "entry.error.not_entry").to_string(),
            EntryError::BadField(name) => {
                let words = match *name {
                    "created" => "entry.field.created",
                    "played" => "entry.field.played",
                    "level" => "entry.field.level",
                    "blocks" => "entry.field.blocks",
                    _ => "entry.field.other",
                };
                trf(lang, "entry.error.field", &[("field", tr(lang, words))])
            }
            EntryError::BadBlock(n) => trf(
                lang,
                "entry.error.block",
                &[("first", &(n * blocks::BLOCK_MOVES + 1).to_string())],
            ),
            EntryError::Save(s) => s.text(lang),
        }
    }
}

/// An entry as stored: the text under the game's key, and the sealed blocks of its older
/// moves, oldest first (each under [`blocks::block_key`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StoredEntry {
    /// The header, the save's head lines and the newest moves.
    pub main: String,
    /// The older moves, [`blocks::BLOCK_MOVES`] to a block.
    pub blocks: Vec<String>,
}

/// The entry of a game as stored: a long history's older moves in sealed blocks.
pub fn stored_entry(meta: &EntryMeta, game: &Game) -> StoredEntry {
    let (rest, blocks) = blocks::split(&to_text(game));
    StoredEntry {
        main: header(meta, blocks.len()) + &rest,
        blocks,
    }
}

/// The entry text of a game, whole in one text (`blocks 0`).
pub fn entry_text(meta: &EntryMeta, game: &Game) -> String {
    header(meta, 0) + &to_text(game)
}

fn header(meta: &EntryMeta, blocks: usize) -> String {
    let mut out = format!(
        "{MAGIC}\ncreated {}\nplayed {}\nlevel {}\nblocks {blocks}\n",
        meta.created_ms,
        meta.played_ms,
        meta.level.map_or("unrated", Level::slug),
    );
    for (field, value) in [
        ("origin ", meta.origin.slug()),
        ("name ", meta.name.as_deref().and_then(name::clean_name)),
    ] {
        if let Some(value) = value {
            out.push_str(field);
            out.push_str(&value);
            out.push('\n');
        }
    }
    out
}

/// The facts and the game a whole entry text holds (one with no blocks stored apart).
pub fn parse_entry(text: &str) -> Result<(EntryMeta, Game), EntryError> {
    parse_stored(text, |_| None)
}

/// The facts and the game a stored entry holds; `block(i)` reads sealed block `i`.
pub fn parse_stored(
    text: &str,
    mut block: impl FnMut(usize) -> Option<String>,
) -> Result<(EntryMeta, Game), EntryError> {
    let (meta, count, save) = read_head(text)?;
    let game = if count == 0 {
        from_text(save)
    } else {
        let sealed = (0..count)
            .map(|i| block(i).ok_or(EntryError::BadBlock(i)))
            .collect::<Result<Vec<String>, EntryError>>()?;
        let whole = blocks::join(save, &sealed).map_err(EntryError::BadBlock)?;
        from_text(&whole)
    }
    .map_err(EntryError::Save)?;
    Ok((meta, game))
}

/// An entry's header: its facts, how many history blocks are stored apart, and the rest of
/// the text (the save, not read here).
fn read_head(text: &str) -> Result<(EntryMeta, usize, &str), EntryError> {
    let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
    let version_2 = match first.trim() {
        MAGIC => true,
        MAGIC_V1 => false,
        _ => return Err(EntryError::NotAnEntry),
    };
    let mut lines = rest.splitn(if version_2 { 5 } else { 4 }, '\n');
    let mut field = |name: &'static str| {
        lines
            .next()
            .and_then(|l| l.trim().strip_prefix(name))
            .and_then(|l| l.strip_prefix(' '))
            .ok_or(EntryError::BadField(name))
    };
    let number = |value: &str, name| {
        value
            .trim()
            .parse::<u64>()
            .map_err(|_| EntryError::BadField(name))
    };
    let created_ms = number(field("created")?, "created")?;
    let played_ms = number(field("played")?, "played")?;
    let level = match field("level")?.trim() {
        "unrated" => None,
        slug => Some(Level::from_slug(slug).ok_or(EntryError::BadField("level"))?),
    };
    let count = if version_2 {
        let n = field("blocks")?.trim();
        n.parse::<usize>()
            .ok()
            .filter(|n| *n <= MAX_BLOCKS)
            .ok_or(EntryError::BadField("blocks"))?
    } else {
        0
    };
    let mut save = lines.next().ok_or(EntryError::Save(SaveError::NotASave))?;
    let (mut origin, mut name) = (Origin::Unknown, None);
    // The optional lines, before the save (which starts `stepwise-save`). A newer app's
    // origin this one does not know reads as unknown (a default name) rather than setting
    // the game aside.
    while let Some((line, rest)) = save.split_once('\n') {
        match line.split_once(' ') {
            Some(("origin", slug)) => origin = Origin::from_slug(slug).unwrap_or_default(),
            Some(("name", text)) => name = name::clean_name(text),
            _ => break,
        }
        save = rest;
    }
    let meta = EntryMeta {
        created_ms,
        played_ms,
        level,
        origin,
        name,
    };
    Ok((meta, count, save))
}

/// When an entry was last played and how it began, read from its header alone (its game
/// is not read): what the page of today's puzzle needs to find today's game. `None` for a
/// text that is not an entry.
pub fn head(text: &str) -> Option<(u64, Origin)> {
    let (meta, _, _) = read_head(text).ok()?;
    Some((meta.played_ms, meta.origin))
}

/// More blocks than any real game has (a million moves): a damaged count is refused rather
/// than read block by block.
const MAX_BLOCKS: usize = 1 << 15;

/// Whether a game is worth a library entry: an empty board being entered, with nothing to
/// undo, is not (opening the app does not fill the library with blank games).
pub fn worth_keeping(game: &Game) -> bool {
    game.stage() == Stage::Playing
        || game.givens().filled_count() > 0
        || !game.history().moves().is_empty()
}

/// What the library screen shows about one game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Summary {
    /// The game's id.
    pub id: GameId,
    /// The rule set.
    pub variant: crate::engine::Variant,
    /// Cells filled (givens and the player's digits), 0–81.
    pub filled: usize,
    /// Givens, 0–81.
    pub givens: usize,
    /// Whether the board is full and obeys every house.
    pub solved: bool,
    /// Entering or playing.
    pub stage: Stage,
    /// Play time so far.
    pub elapsed_ms: u64,
    /// The header's facts.
    pub meta: EntryMeta,
    /// The givens, for the mini board.
    pub given_digits: crate::engine::Grid,
    /// The player's digits, for the mini board.
    pub player_digits: crate::engine::Grid,
}

impl Summary {
    /// The summary of a game.
    pub fn of(id: GameId, meta: EntryMeta, game: &Game) -> Summary {
        Summary {
            id,
            variant: game.variant(),
            filled: game.position().filled_count(),
            givens: game.givens().filled_count(),
            solved: game.is_solved(),
            stage: game.stage(),
            elapsed_ms: game.elapsed_ms(),
            meta,
            given_digits: *game.givens(),
            player_digits: *game.digits(),
        }
    }

    /// Progress in whole percent of the cells the player has to fill (100 when solved).
    pub fn percent(&self) -> u32 {
        let open = 81 - self.givens;
        if self.solved || open == 0 {
            return 100;
        }
        ((self.filled - self.givens) * 100 / open) as u32
    }
}

/// The library's two lists: games in progress, then finished ones, each most recently
/// played first (ties: newer id first, so the order is total).
pub fn sorted(mut all: Vec<Summary>) -> (Vec<Summary>, Vec<Summary>) {
    crate::engine::sort::sort_by(&mut all, |a, b| {
        b.meta
            .played_ms
            .cmp(&a.meta.played_ms)
            .then_with(|| b.id.cmp(&a.id))
    });
    all.into_iter().partition(|s| !s.solved)
}

/// `h:mm:ss` or `m:ss` for a play time.
pub fn clock_text(ms: u64) -> String {
    let s = ms / 1000;
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests;
