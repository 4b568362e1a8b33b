//! A game's name in the library: the player's own, or a default saying how the game began
//! and when ("New puzzle, hard · 24 Nov 2026"). Both are kept in the entry's header
//! (`origin` and `name` lines, written only when known), so an entry without them (every
//! entry before this version) reads as before and shows a default.

use crate::game::daily::{Date, daily};
use crate::game::level::Level;
use crate::game::origin::short;
use crate::game::{Game, Stage};
use crate::i18n::{Lang, tr, trf};

/// How a game began: what its default name says.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
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
    /// Made on the device as "New puzzle" of this level (what a made puzzle whose givens
    /// were changed keeps; and an entry of the release that kept only the level).
    New(Level),
    /// Today's puzzle of this date (`game::daily`): the streak counts it once solved.
    Daily(Date),
    /// Made on the device by the generator ("New puzzle", practice, a short link): the
    /// puzzle's short link value as the engine worker wrote it (`game::origin::short`: its
    /// check, seed and options), which makes it again. The page keeps and shares it whole,
    /// reading only its variant ([`Origin::holds_for`]); its default name takes the level
    /// from the puzzle's rating.
    Made(String),
}

/// Every origin without data of its own, each level once.
const PLAIN: [Origin; 9] = [
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

/// The longest short link value kept as an origin.
const MADE_MAX: usize = 120;

impl Origin {
    /// Every kind of origin, for the tests that walk them all (each level once, a day, a
    /// made puzzle).
    pub fn all() -> Vec<Origin> {
        let mut all = PLAIN.to_vec();
        all.push(Origin::Daily(Date {
            year: 2026,
            month: 11,
            day: 24,
        }));
        all.push(Origin::Made("k7_lzx1k2a8_standard_hard".to_string()));
        all
    }

    /// Its words in the entry header (`typed`, `new-hard`, `daily-2026-11-24`,
    /// `made k7_lzx1k2a8_standard_hard`); `None` for [`Origin::Unknown`], which is not
    /// written.
    pub fn slug(&self) -> Option<String> {
        match self {
            Origin::Daily(date) => Some(format!("daily-{}", date.text())),
            Origin::Made(value) => Some(format!("made {value}")),
            plain => plain.word().map(str::to_string),
        }
    }

    /// The words of an origin without data of its own (`None` for the others, and for
    /// [`Origin::Unknown`]).
    fn word(&self) -> Option<&'static str> {
        Some(match self {
            Origin::Typed => "typed",
            Origin::Pasted => "pasted",
            Origin::Link => "link",
            Origin::New(Level::Easy) => "new-easy",
            Origin::New(Level::Medium) => "new-medium",
            Origin::New(Level::Hard) => "new-hard",
            Origin::New(Level::Expert) => "new-expert",
            Origin::New(Level::Extreme) => "new-extreme",
            Origin::Unknown | Origin::Daily(_) | Origin::Made(_) => return None,
        })
    }

    /// The origin the header's words name (unknown or damaged words: `None`).
    pub fn from_slug(slug: &str) -> Option<Origin> {
        if let Some(value) = slug.strip_prefix("made ") {
            let fits = !value.is_empty()
                && value.len() <= MADE_MAX
                && value
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"_-:.".contains(&b));
            return fits.then(|| Origin::Made(value.to_string()));
        }
        if let Some(date) = slug.strip_prefix("daily-") {
            return Date::parse(date).map(Origin::Daily);
        }
        PLAIN.iter().find(|o| o.word() == Some(slug)).cloned()
    }

    /// The day whose daily puzzle the game is, if it is one.
    pub fn daily(&self) -> Option<Date> {
        match self {
            Origin::Daily(date) => Some(*date),
            _ => None,
        }
    }

    /// Whether the origin still names the puzzle of `game`: a made or daily puzzle only
    /// while it is played under the rules it was made for (its givens change only while
    /// they are entered, and the same givens under another variant are another puzzle);
    /// the other origins say how a game began and always hold.
    pub fn holds_for(&self, game: &Game) -> bool {
        let made_for = match self {
            Origin::Made(value) => short::variant_of(value),
            Origin::Daily(date) => Some(daily(*date).options.variant),
            _ => return true,
        };
        game.stage() == Stage::Playing && made_for == Some(game.variant())
    }

    /// What the origin still says of `game` (rated `rated`): a made or daily puzzle that no
    /// longer [holds](Origin::holds_for) (taken back to entering its givens, or played
    /// under another variant) is "New puzzle" of its level from then on (no short link, no
    /// streak): a day's level, or a made puzzle's rating (the level it was made for: the
    /// generator rates what it makes).
    pub fn kept_for(&self, game: &Game, rated: Option<Level>) -> Origin {
        let level = match self {
            _ if self.holds_for(game) => return self.clone(),
            Origin::Made(_) => rated,
            Origin::Daily(date) => Some(date.weekday().level()),
            _ => return self.clone(),
        };
        level.map_or(Origin::Unknown, Origin::New)
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
/// it in `lang`); a made puzzle is named by its rating, `rated` (none yet: by the date).
pub fn default_name(lang: Lang, origin: &Origin, rated: Option<Level>, date: &str) -> String {
    let how = match origin {
        Origin::Unknown => return trf(lang, "library.name.game", &[("date", date)]),
        Origin::Typed => tr(lang, "library.name.typed").to_string(),
        Origin::Pasted => tr(lang, "library.name.pasted").to_string(),
        Origin::Link => tr(lang, "library.name.link").to_string(),
        Origin::New(level) => level_name(lang, "library.name.new", *level),
        Origin::Daily(day) => level_name(lang, "library.name.daily", day.weekday().level()),
        Origin::Made(_) => match rated {
            Some(level) => level_name(lang, "library.name.new", level),
            None => return trf(lang, "library.name.game", &[("date", date)]),
        },
    };
    format!("{how} · {date}")
}

/// "New puzzle, hard" (`key`'s sentence with the level's name).
fn level_name(lang: Lang, key: &'static str, level: Level) -> String {
    trf(lang, key, &[("level", tr(lang, level_key(level)))])
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
