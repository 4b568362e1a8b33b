//! Where a generated puzzle came from: the generator's [`Options`] and its `u64` seed. The
//! generator is deterministic, so the two name the puzzle: a library entry keeps them (its
//! `origin` line), and the share link of a generated game can carry them instead of the
//! givens (the *short link*, [`short`]), which the app opens by asking the engine worker to
//! generate the puzzle again.
//!
//! The options are written in the engine protocol's word form
//! ([`engine_job::generate::options_text`](super::engine_job::generate::options_text)), the
//! one text form of generator options: `<seed> standard hard - central 0 0 80 2000`.

pub mod short;

use super::engine_job::generate::{options, options_text};
use super::{Game, Stage};
use crate::engine::generator::Options;

/// A generated puzzle's options and seed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Made {
    /// What was asked of the generator.
    pub options: Options,
    /// The seed.
    pub seed: u64,
}

impl Made {
    /// A made puzzle for the tests that walk every origin: a hard standard one.
    pub const SAMPLE: Made = Made {
        options: Options::new(
            crate::engine::Variant::Standard,
            crate::engine::generator::Target::Level(crate::engine::Level::Hard),
        ),
        seed: 1_763_829_574_000,
    };

    /// `<seed> <options words>` (an entry's `origin` line).
    pub fn text(&self) -> String {
        format!("{} {}", self.seed, options_text(&self.options))
    }

    /// The origin [`Made::text`] wrote; `None` for anything else.
    pub fn parse(text: &str) -> Option<Made> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let (seed, rest) = words.split_first()?;
        Some(Made {
            seed: seed.parse().ok()?,
            options: options(rest)?,
        })
    }

    /// Whether `game` still holds the puzzle this origin made: it is being played under
    /// the same rules. Givens change only while they are entered, so a game that went back
    /// to entering (or changed its variant) has lost its origin for good.
    pub fn holds_for(&self, game: &Game) -> bool {
        game.stage() == Stage::Playing && game.variant() == self.options.variant
    }
}

#[cfg(test)]
mod tests;
