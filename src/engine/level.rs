//! [`Level`]: a difficulty label, easiest first. Each technique has one (its definition's
//! `level`, HoDoKu's defaults); a puzzle's label is the rating's (`crate::game::level`).

use crate::engine::closed::closed_enum;

closed_enum! {
    /// A difficulty label, easiest first.
    #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
    pub enum Level {
        /// Singles only.
        Easy,
        /// Intersections and subsets up to triples.
        Medium,
        /// Quadruples, basic fish, single-digit patterns, wings, uniqueness, colouring.
        Hard,
        /// Finned and sashimi big fish and the other heavy patterns (HoDoKu's "Unfair").
        Expert,
        /// Beyond Expert's score.
        Extreme,
    }
}

impl Level {
    /// The name in file names, saves and links: `easy` … `extreme`.
    pub const fn slug(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
        }
    }

    /// The level named by `slug` (the inverse of [`Level::slug`]).
    pub fn from_slug(slug: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.slug() == slug)
    }

    /// The highest total score a puzzle of this level may have (`None` for Extreme).
    pub const fn max_score(self) -> Option<u32> {
        match self {
            Level::Easy => Some(800),
            Level::Medium => Some(1000),
            Level::Hard => Some(1600),
            Level::Expert => Some(1800),
            Level::Extreme => None,
        }
    }

    /// The next level up (Extreme stays Extreme).
    pub const fn harder(self) -> Level {
        match self {
            Level::Easy => Level::Medium,
            Level::Medium => Level::Hard,
            Level::Hard => Level::Expert,
            Level::Expert | Level::Extreme => Level::Extreme,
        }
    }
}
