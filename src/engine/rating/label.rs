//! The product label (Easy, Medium, Hard, Expert, Extreme) and the one table that maps the
//! scales onto it. The label is HoDoKu's level (its "Unfair" is our Expert): HoDoKu's
//! levels are what trainers and most generators publish, and its score bands are part of
//! its level. The other columns say where the other scales usually fall for a puzzle of
//! that label (measured on HoDoKu's own puzzles and top1465, see `tests/data/README.md`),
//! for the reader's orientation; they do not decide the label. What newspapers' grades mean
//! in these labels is [`super::sources`]'s table.

use crate::engine::level::Level;

/// One row of the table: a label and where each scale puts its puzzles.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Band {
    /// The product label.
    pub label: Level,
    /// HoDoKu's name for the level.
    pub hodoku: &'static str,
    /// HoDoKu's highest score for the level (`None`: no limit).
    pub hodoku_max_score: Option<u32>,
    /// Sudoku Explainer's ER, usual range in tenths (`(10, 20)`: 1.0–2.0).
    pub se_er: (u16, u16),
    /// The seed's asynchronous sum, usual range in whole points.
    pub seed_points: (u32, u32),
}

/// The table: one row per label, easiest first.
pub const BANDS: [Band; 5] = [
    Band {
        label: Level::Easy,
        hodoku: "Easy",
        hodoku_max_score: Some(800),
        se_er: (10, 23),
        seed_points: (0, 60),
    },
    Band {
        label: Level::Medium,
        hodoku: "Medium",
        hodoku_max_score: Some(1000),
        se_er: (15, 36),
        seed_points: (30, 110),
    },
    Band {
        label: Level::Hard,
        hodoku: "Hard",
        hodoku_max_score: Some(1600),
        se_er: (26, 66),
        seed_points: (60, 200),
    },
    Band {
        label: Level::Expert,
        hodoku: "Unfair",
        hodoku_max_score: Some(1800),
        se_er: (62, 75),
        seed_points: (100, 300),
    },
    Band {
        label: Level::Extreme,
        hodoku: "Extreme",
        hodoku_max_score: None,
        se_er: (70, 120),
        seed_points: (150, 2000),
    },
];

/// The product label of a puzzle whose HoDoKu level is `hodoku_level`.
pub const fn product_label(hodoku_level: Level) -> Level {
    hodoku_level
}

/// The table's row for `label`.
pub fn band(label: Level) -> &'static Band {
    BANDS
        .iter()
        .find(|b| b.label == label)
        .expect("every label has a row")
}
