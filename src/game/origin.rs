//! Where a generated puzzle came from: the generator's [`Options`] and its `u64` seed. The
//! generator is deterministic, so the two name the puzzle: the share link of a generated
//! game can carry them instead of the givens (the *short link*, [`short`]), which the app
//! opens by asking the engine worker to generate the puzzle again, and a library entry keeps
//! that link's value (its `origin made …` line, `library::name::Origin::Made`).
//!
//! The options are written in the engine protocol's word form
//! ([`engine_job::generate::options_text`](super::engine_job::generate::options_text)), the
//! one text form of generator options: `standard hard - central 0 0 80 2000`.

pub mod short;

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
}

#[cfg(test)]
mod tests;
