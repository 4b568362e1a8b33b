//! Rating a puzzle in the community's scales, side by side (TECHNIQUES.md "Rating models"):
//!
//! - [`hodoku`]: HoDoKu's score and level: its step order and scores (§2a), the sum of the
//!   step scores, the level of the hardest step raised while the score exceeds its maximum;
//! - [`se`]: Sudoku Explainer's ER / EP / ED: the hardest step when the easiest is always
//!   applied, before the first placement, and the first step (§2b), with SE's chain-length
//!   rule;
//! - [`seed`]: the seed's points (SEED-TECHNIQUES.md §3): pen-only first, the cost of writing
//!   the candidates, then thinning; per step by technique and empty cells, the bonus for few
//!   options and the halving for many; sum, 2-norm and maximum; asynchronous,
//!   half-synchronous and synchronous; the seed's textual label;
//! - [`robust`]: the symmetry-robust minimum of the seed's sum over transformed copies
//!   ([`transform`]: rotations, mirrors, band/stack and row/column permutations, relabelling),
//!   taken from the puzzle's canonical form so every copy of a puzzle gets the same number;
//! - the techniques used (on HoDoKu's path) with counts, and one product label
//!   ([`label`]: the one table that maps the scales).
//!
//! A [`Rating`] is plain data (numbers, enums, a list): what a worker can send. A puzzle
//! without exactly one solution, or a pasted position whose notes rule out the solution, is
//! [`NotRateable`], never a made-up number. Every scale is variant-aware: the paths run on
//! the puzzle's own houses.

pub mod hodoku;
mod hodoku_als;
mod hodoku_chains;
mod hodoku_masks;
mod hodoku_nets;
mod hodoku_singles;
mod hodoku_steps;
pub mod label;
pub mod robust;
pub mod se;
pub mod seed;
pub mod sources;
pub mod transform;
mod walk;

#[cfg(test)]
mod tests;

use std::fmt;

use super::grid::Grid;
use super::level::Level;
use super::puzzle::Puzzle;
use super::solver::{Solutions, solve};
use super::step::Technique;
use super::techniques::Memo;
use super::types::Cell;

pub use hodoku::HodokuRating;
pub use se::SeRating;
pub use seed::{SeedMode, SeedPoints};

/// A puzzle's rating in every scale.
#[derive(Clone, PartialEq, Debug)]
pub struct Rating {
    /// The product label (Easy … Extreme), from the one table in [`label`].
    pub label: Level,
    /// HoDoKu's score and level.
    pub hodoku: HodokuRating,
    /// Sudoku Explainer's ER, EP and ED.
    pub se: SeRating,
    /// The seed's points, asynchronous (the mode the seed labels).
    pub seed: SeedPoints,
    /// The seed's sum, the minimum over the transformed copies (`None` when not asked for).
    pub seed_min_over_transforms: Option<robust::RobustMinimum>,
    /// The techniques on HoDoKu's path, each with how often it was used, in the engine's
    /// technique order.
    pub techniques: Vec<(Technique, u32)>,
}

/// Why a puzzle gets no rating.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NotRateable {
    /// The givens allow no solution (they may already clash).
    NoSolution,
    /// The givens allow more than one solution.
    SeveralSolutions,
    /// A pasted position's notes leave out the solution's digit in this cell.
    WrongNotes(Cell),
    /// Every cell is already filled: there is nothing to solve.
    AlreadySolved,
}

impl fmt::Display for NotRateable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotRateable::NoSolution => f.write_str("not rateable: the puzzle has no solution"),
            NotRateable::SeveralSolutions => {
                f.write_str("not rateable: the puzzle has more than one solution")
            }
            NotRateable::WrongNotes(cell) => write!(
                f,
                "not rateable: the notes in {cell} leave out the solution's digit"
            ),
            NotRateable::AlreadySolved => f.write_str("not rateable: every cell is filled"),
        }
    }
}

/// How much to compute.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    /// Transformed copies for the symmetry-robust minimum (0: skip it; the seed's "8
    /// VARIANTEN" is 8, the canonical form included).
    pub copies: usize,
}

impl Default for Options {
    /// Every scale, with the seed's eight copies.
    fn default() -> Options {
        Options {
            copies: robust::SEED_COPIES,
        }
    }
}

/// Rates `puzzle` from its givens (a pasted candidate grid is checked, not followed: the
/// rating is about the puzzle).
pub fn rate(puzzle: &Puzzle, options: Options) -> Result<Rating, NotRateable> {
    let (bare, solution) = check(puzzle)?;
    // The three walks meet on many positions: what one searched in vain, the others skip.
    let memo = Memo::default();
    let hodoku = hodoku::rate_remembering(&bare, &solution, &memo);
    let se = se::rate_remembering(&bare, &memo);
    let seed = seed::rate_remembering(&bare, SeedMode::Asynchronous, &memo);
    let seed_min_over_transforms =
        (options.copies > 0).then(|| robust::minimum(&bare, options.copies));
    Ok(Rating {
        label: label::product_label(hodoku.level),
        hodoku: hodoku.rating,
        se,
        seed,
        seed_min_over_transforms,
        techniques: hodoku.techniques,
    })
}

/// The puzzle's givens as a puzzle of its own, with its solution, when it is rateable.
pub fn check(puzzle: &Puzzle) -> Result<(Puzzle, Grid), NotRateable> {
    let bare = Puzzle::new(puzzle.variant, puzzle.givens);
    let solution = match solve(&bare) {
        Solutions::None => return Err(NotRateable::NoSolution),
        Solutions::Multiple(..) => return Err(NotRateable::SeveralSolutions),
        Solutions::Unique(solution) => solution,
    };
    if let Some(notes) = &puzzle.candidates {
        for cell in Cell::all() {
            let digit = solution.get(cell).expect("a solution fills every cell");
            if !notes.get(cell).contains(digit) && bare.givens.get(cell).is_none() {
                return Err(NotRateable::WrongNotes(cell));
            }
        }
    }
    if bare.givens.is_full() {
        return Err(NotRateable::AlreadySolved);
    }
    Ok((bare, solution))
}

/// `Level` in HoDoKu's words (its fourth level is "Unfair"; ours is Expert).
pub const fn hodoku_level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "Easy",
        Level::Medium => "Medium",
        Level::Hard => "Hard",
        Level::Expert => "Unfair",
        Level::Extreme => "Extreme",
    }
}

/// `Level` as the product says it.
pub const fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "Easy",
        Level::Medium => "Medium",
        Level::Hard => "Hard",
        Level::Expert => "Expert",
        Level::Extreme => "Extreme",
    }
}
