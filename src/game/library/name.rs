//! A game's name in the library: the player's own, or a default saying how the game began
//! and when ("New puzzle, hard · 24 Nov 2026"). Both are kept in the entry's header
//! (`origin` and `name` lines, written only when known), so an entry without them (every
//! entry before this version) reads as before and shows a default.

use crate::game::level::Level;
use crate::i18n::{Lang, tr, trf};

/// How a game began: what its default name says.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Origin {
    /// Not recorded (an entry written before origins were kept).
    #[default]
    Unknown,
    /// A blank board, the givens typed in.
    Typed,
    /// A puzzle text pasted.
    Pasted,
    /// Opened from a share link or code.
    Link,
    /// Made on the device as "New puzzle" of this level.
    New(Level),
}

impl Origin {
    /// Every origin, for the tests that walk them all (each level once).
    pub const ALL: [Origin; 9] = [
        Origin::Unknown,
        Origin::Typed,
        Origin::Pasted,
        Origin::Link,
        Origin::New(Level::Easy),
        Origin::New(Level::Medium),
        Origin::New(Level::Hard),
        Origin::New(Level::Expert),
        Origin::New(Level::Extreme),
    ];

    /// Its word in the entry header (`typed`, `new-hard`); `None` for [`Origin::Unknown`],
    /// which is not written.
    pub fn slug(self) -> Option<&'static str> {
        Some(match self {
            Origin::Unknown => return None,
            Origin::Typed => "typed",
            Origin::Pasted => "pasted",
            Origin::Link => "link",
            Origin::New(Level::Easy) => "new-easy",
            Origin::New(Level::Medium) => "new-medium",
            Origin::New(Level::Hard) => "new-hard",
            Origin::New(Level::Expert) => "new-expert",
            Origin::New(Level::Extreme) => "new-extreme",
        })
    }

    /// The origin a header word names (an unknown word: `None`).
    pub fn from_slug(slug: &str) -> Option<Origin> {
        Origin::ALL.into_iter().find(|o| o.slug() == Some(slug))
    }
}

/// The longest name kept, in characters.
pub const NAME_MAX: usize = 60;

/// The name the player typed, made fit to keep: one line (a line break or tab becomes a
/// space), trimmed, at most [`NAME_MAX`] characters; `None` when nothing is left (the default name shows again).
pub fn clean_name(text: &str) -> Option<String> {
    let name: String = text
        .trim()
        .chars()
        .take(NAME_MAX)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let name = name.trim();
    (!name.is_empty()).then(|| name.to_string())
}

/// The default name of a game that began as `origin` on `date` (the date as the page writes
/// it in `lang`).
pub fn default_name(lang: Lang, origin: Origin, date: &str) -> String {
    let how = match origin {
        Origin::Unknown => return trf(lang, "library.name.game", &[("date", date)]),
        Origin::Typed => tr(lang, "library.name.typed").to_string(),
        Origin::Pasted => tr(lang, "library.name.pasted").to_string(),
        Origin::Link => tr(lang, "library.name.link").to_string(),
        Origin::New(level) => trf(
            lang,
            "library.name.new",
            &[("level", tr(lang, level_key(level)))],
        ),
    };
    format!("{how} · {date}")
}

/// The message key of a level's name.
fn level_key(level: Level) -> &'static str {
    match level {
        Level::Easy => "level.easy",
        Level::Medium => "level.medium",
        Level::Hard => "level.hard",
        Level::Expert => "level.expert",
        Level::Extreme => "level.extreme",
    }
}
