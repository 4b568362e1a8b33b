//! A game's name in the library: the player's own, or a default saying how the game began
//! and when ("New puzzle, hard · 24 Nov 2026"). Both are kept in the entry's header
//! (`origin` and `name` lines, written only when known), so an entry without them (every
//! entry before this version) reads as before and shows a default.

use crate::game::level::Level;
use crate::game::daily::date_of;
use crate::game::origin::Made;
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
    /// Made on the device as "New puzzle" of this level (an entry of the release that kept
    /// only the level).
    New(Level),
    /// Made on the device by the generator ("New puzzle", today's puzzle, practice, a short
    /// link): its options and seed, so the puzzle can be made again from them.
    Made(Made),
}

impl Origin {
    /// Every origin, for the tests that walk them all (each level once, one made puzzle).
    pub const ALL: [Origin; 10] = [
        Origin::Unknown,
        Origin::Typed,
        Origin::Pasted,
        Origin::Link,
        Origin::New(Level::Easy),
        Origin::New(Level::Medium),
        Origin::New(Level::Hard),
        Origin::New(Level::Expert),
        Origin::New(Level::Extreme),
        Origin::Made(Made::SAMPLE),
    ];

    /// Its words in the entry header (`typed`, `new-hard`, `made <seed> <options>`); `None`
    /// for [`Origin::Unknown`], which is not written.
    pub fn slug(self) -> Option<String> {
        Some(
            match self {
                Origin::Unknown => return None,
                Origin::Typed => "typed",
                Origin::Pasted => "pasted",
                Origin::Link => "link",
                Origin::New(Level::Easy) => "new-easy",
                Origin::New(Level::Medium) => "new-medium",
                Origin::New(Level::Hard) => "new-hard",
                Origin::New(Level::Expert) => "new-expert",
                Origin::New(Level::Extreme) => "new-extreme",
                Origin::Made(made) => return Some(format!("made {}", made.text())),
            }
            .to_string(),
        )
    }

    /// The origin the header's words name (unknown words: `None`).
    pub fn from_slug(slug: &str) -> Option<Origin> {
        if let Some(text) = slug.strip_prefix("made ") {
            return Made::parse(text).map(Origin::Made);
        }
        Origin::ALL
            .into_iter()
            .find(|o| !matches!(o, Origin::Made(_)) && o.slug().as_deref() == Some(slug))
    }

    /// The made puzzle's options and seed, if it was made on the device and they were kept.
    pub fn made(self) -> Option<Made> {
        match self {
            Origin::Made(made) => Some(made),
            _ => None,
        }
    }

    /// What the origin still says of `game` once its givens may have changed: a made puzzle
    /// no longer held ([`Made::holds_for`]) is "New puzzle" of its level from then on.
    pub fn kept_for(self, game: &crate::game::Game) -> Origin {
        match self {
            Origin::Made(made) if !made.holds_for(game) => match made.options.target {
                crate::engine::generator::Target::Level(level) => Origin::New(level),
                _ => Origin::Unknown,
            },
            other => other,
        }
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
        Origin::New(level) => new_name(lang, level),
        Origin::Made(made) => match made.options.target {
            crate::engine::generator::Target::Level(level) if date_of(&made).is_some() => trf(
                lang,
                "library.name.daily",
                &[("level", tr(lang, level_key(level)))],
            ),
            crate::engine::generator::Target::Level(level) => new_name(lang, level),
            _ => return trf(lang, "library.name.game", &[("date", date)]),
        },
    };
    format!("{how} · {date}")
}

/// "New puzzle, hard".
fn new_name(lang: Lang, level: Level) -> String {
    trf(
        lang,
        "library.name.new",
        &[("level", tr(lang, level_key(level)))],
    )
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
