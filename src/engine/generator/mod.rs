//! The puzzle generator: a `u64` seed and [`Options`] in, a uniquely solvable puzzle of the
//! requested variant, difficulty and shape out, the same on every platform.
//!
//! One *try* ([`generate`]):
//!
//! 1. a random complete grid of the variant ([`fill`]);
//! 2. one pass of clue removal in the symmetry's orbits, keeping exactly one solution
//!    (the exact solver after every removal; [`carve`]), which ends minimal;
//! 3. the minimal puzzle is placed against the target by the rater ([`target::fit`]): in
//!    the band, it is the answer; easier than the band, the try fails; harder, and the
//!    puzzle need not be minimal, the removals are walked back by bisection (each puzzle
//!    along the pass is unique, and adding clues rarely makes one harder) to the puzzle
//!    with the fewest clues that is not too hard, which is the answer when it is in the
//!    band;
//! 4. a technique asked for must be on the answer's easiest path ([`target::on_easiest_path`]).
//!
//! Tries follow each other on one random stream until one succeeds or `max_tries` have
//! failed: the budget is counted in tries, never by a clock, so an answer (and the number
//! of tries it took) depends on the options and the seed alone. Impossible requests are
//! refused before the first try ([`Options::check`]).
//!
//! # Numbers
//!
//! `cargo bench --bench generate -- --count 200` (2026-11-24, 2-core machine shared with
//! other builds; every puzzle checked unique and labelled as asked; ms per puzzle, median /
//! p95; the share of requests that needed more than one try):
//!
//! | level | standard | diagonal | color | color-diagonal |
//! |---|---|---|---|---|
//! | Easy | 0.33 / 4.4, 0% | 1.6 / 9.7, 0% | 0.92 / 9.0, 0% | 3.6 / 7.9, 0% |
//! | Medium | 1.1 / 11, 76% | 7.5 / 24, 62% | 5.2 / 19, 58% | 6.9 / 23, 40% |
//! | Hard | 3.5 / 15, 78% | 13 / 38, 45% | 12 / 37, 70% | 17 / 53, 61% |
//! | Expert | 15 / 58, 89% | 125 / 614, 90% | 61 / 235, 86% | 147 / 546, 91% |
//! | Extreme | 11 / 31, 88% | 13 / 40, 4% | 11 / 24, 50% | 15 / 40, 1% |
//!
//! Median clues (standard): Easy 26, Medium 25, Hard 25, Expert 25, Extreme 25; the
//! variants need fewer (colour-diagonal Extreme 15). The `sudoku` crate's generator (an
//! unrated minimal standard puzzle) in the same run: 0.075 ms. In Chromium 156 (wasm,
//! `node tests/wasm-bench/generate-browser.mjs --count 30`) the medians are 0.5–40 ms for
//! Easy–Hard and 16–200 ms for Expert and Extreme. HoDoKu 2.3.2 gives the same level to
//! 294 of 300 generated standard puzzles (60 per level, seeds 1000–1059; of the 6 others,
//! one Hard and three Expert are Extreme to HoDoKu, two Extreme are its Unfair).
//!
//! What paid: asking HoDoKu's path only as far as the answer needs
//! ([`crate::engine::rating::hodoku::level_within`]): refusing a too-hard puzzle no longer
//! walks its chains (diagonal Easy 329 → 1.4 ms median, colour-diagonal Expert 2.9 s →
//! 150 ms).
//!
//! ```
//! use stepwise::engine::generator::{generate, Options, Target};
//! use stepwise::engine::{Level, Variant};
//! use stepwise::engine::rating::{rate, Options as RateOptions};
//! let options = Options::new(Variant::Standard, Target::Level(Level::Easy));
//! let made = generate(&options, 42).unwrap();
//! assert_eq!(rate(&made.puzzle, RateOptions { copies: 0 }).unwrap().label, Level::Easy);
//! assert_eq!(generate(&options, 42).unwrap().puzzle, made.puzzle);
//! ```

pub mod carve;
pub mod fill;
pub mod rng;
pub mod symmetry;
pub mod target;

#[cfg(test)]
mod tests;

use std::fmt;

use crate::engine::grid::Grid;
use crate::engine::house::Variant;
use crate::engine::level::Level;
use crate::engine::puzzle::Puzzle;
use crate::engine::step::Technique;
use crate::engine::techniques::Kind;

use carve::{Carving, carve};
use rng::Rng;
pub use symmetry::Symmetry;
pub use target::{Fit, Range, RangeError, Scale, Target};

/// Tries a request gets unless it says otherwise: enough for every level of every variant
/// (the benchmark's worst case is far below), small enough that an unreachable request
/// ends in seconds.
pub const DEFAULT_MAX_TRIES: u32 = 2_000;

/// What to generate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Options {
    /// The rule set.
    pub variant: Variant,
    /// The difficulty band.
    pub target: Target,
    /// A technique that must be on the easiest path.
    pub technique: Option<Technique>,
    /// The givens' symmetry.
    pub symmetry: Symmetry,
    /// Whether the puzzle must be minimal (no orbit of clues can go).
    pub minimal: bool,
    /// The fewest clues allowed.
    pub min_clues: u8,
    /// The most clues allowed.
    pub max_clues: u8,
    /// Tries before giving up.
    pub max_tries: u32,
}

impl Options {
    /// `target` in `variant`, with no symmetry, not necessarily minimal, any clue count and
    /// the default budget.
    pub const fn new(variant: Variant, target: Target) -> Options {
        Options {
            variant,
            target,
            technique: None,
            symmetry: Symmetry::None,
            minimal: false,
            min_clues: 0,
            max_clues: 80,
            max_tries: DEFAULT_MAX_TRIES,
        }
    }

    /// Refuses a request no puzzle can meet.
    pub fn check(&self) -> Result<(), Impossible> {
        if let Target::Range(range) = self.target {
            if range.is_empty() {
                return Err(Impossible::EmptyRange(range));
            }
            if range.is_out_of_reach() {
                return Err(Impossible::OutOfReach(range));
            }
        }
        if let Some(t) = self.technique {
            match t.kind() {
                Kind::Presentation => return Err(Impossible::NotOnAPath(t)),
                Kind::LastResort => return Err(Impossible::LastResort(t)),
                Kind::Candidates | Kind::PenOnly => {}
            }
            if t == Technique::ColorPincer {
                return Err(Impossible::NeverFires(t));
            }
            if t == Technique::DiagonalPincer && !self.variant.has_diagonals() {
                return Err(Impossible::NotInVariant(t, self.variant));
            }
            if let Target::Level(level) = self.target
                && t.level() > level
            {
                return Err(Impossible::TooHardForLevel(t, level));
            }
        }
        let floor = fewest_clues(self.variant);
        if self.max_clues < floor || self.max_clues > 80 {
            return Err(Impossible::MaxClues(self.max_clues, floor));
        }
        if self.min_clues > self.max_clues {
            return Err(Impossible::ClueLimits(self.min_clues, self.max_clues));
        }
        if self.max_tries == 0 {
            return Err(Impossible::NoTries);
        }
        Ok(())
    }
}

/// The fewest clues a unique puzzle of `variant` is known to have (17 for the standard
/// rules, McGuire's proof; 12 for the diagonal rules, the seed's verified minima; the
/// colour variants are taken as low as 8, the fewest that name eight digits).
pub const fn fewest_clues(variant: Variant) -> u8 {
    match variant {
        Variant::Standard => 17,
        Variant::Diagonal => 12,
        Variant::Color | Variant::ColorDiagonal => 8,
    }
}

/// A request no puzzle meets.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Impossible {
    /// The range's low end is above its high end.
    EmptyRange(Range),
    /// No puzzle rates that high.
    OutOfReach(Range),
    /// The technique only presents steps others find; it is never on a path.
    NotOnAPath(Technique),
    /// Trial and error: no unique puzzle needs it (the nested net always finds a way).
    LastResort(Technique),
    /// The technique can never fire.
    NeverFires(Technique),
    /// The technique needs houses the variant lacks.
    NotInVariant(Technique, Variant),
    /// The technique is harder than the level allows.
    TooHardForLevel(Technique, Level),
    /// Too few (or more than 80) clues allowed; the fewest the variant allows.
    MaxClues(u8, u8),
    /// The clue limits are crossed.
    ClueLimits(u8, u8),
    /// A budget of no tries.
    NoTries,
}

impl fmt::Display for Impossible {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Impossible::EmptyRange(r) => {
                write!(
                    f,
                    "the rating range {r} is empty: its low end is above its high end"
                )
            }
            Impossible::OutOfReach(r) => write!(f, "no puzzle rates as high as {r}"),
            Impossible::NotOnAPath(t) => write!(
                f,
                "{} only shows steps other techniques find; no puzzle needs it",
                t.name()
            ),
            Impossible::LastResort(t) => write!(
                f,
                "{} is the last resort; no uniquely solvable puzzle needs it",
                t.name()
            ),
            Impossible::NeverFires(t) => write!(
                f,
                "{} never fires: Locked Candidates always find its steps first",
                t.name()
            ),
            Impossible::NotInVariant(t, v) => write!(
                f,
                "{} needs the diagonals; the {} variant has none",
                t.name(),
                v.slug()
            ),
            Impossible::TooHardForLevel(t, l) => write!(
                f,
                "{} is a {} technique; a puzzle that needs it is not {}",
                t.name(),
                t.level().slug(),
                l.slug()
            ),
            Impossible::MaxClues(max, floor) => write!(
                f,
                "at most {max} clues is impossible: a unique puzzle of this variant needs at least {floor} and leaves a cell empty"
            ),
            Impossible::ClueLimits(min, max) => {
                write!(f, "at least {min} and at most {max} clues cannot both hold")
            }
            Impossible::NoTries => f.write_str("a budget of 0 tries makes no puzzle"),
        }
    }
}

/// Why [`generate`] gave no puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GenerateError {
    /// The request is impossible.
    Impossible(Impossible),
    /// Every try of the budget failed.
    OutOfTries(u32),
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::Impossible(why) => why.fmt(f),
            GenerateError::OutOfTries(n) => write!(
                f,
                "no puzzle found in {n} tries; widen the request (another level or range, no symmetry, not minimal) or allow more tries"
            ),
        }
    }
}

/// A generated puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Generated {
    /// The puzzle (givens only).
    pub puzzle: Puzzle,
    /// Its unique solution.
    pub solution: Grid,
    /// The seed it came from.
    pub seed: u64,
    /// Tries it took (1 when the first succeeded).
    pub tries: u32,
}

/// Generates the puzzle `options` and `seed` name.
pub fn generate(options: &Options, seed: u64) -> Result<Generated, GenerateError> {
    generate_watched(options, seed, &mut |_| true)
}

/// [`generate`], telling `watch` the number of each try before it starts; `watch` answers
/// `false` to stop (then the answer is [`GenerateError::OutOfTries`] with the tries made).
pub fn generate_watched(
    options: &Options,
    seed: u64,
    watch: &mut dyn FnMut(u32) -> bool,
) -> Result<Generated, GenerateError> {
    options.check().map_err(GenerateError::Impossible)?;
    let mut rng = Rng::new(seed);
    for tries in 1..=options.max_tries {
        if !watch(tries) {
            return Err(GenerateError::OutOfTries(tries - 1));
        }
        let solution = fill::solution(options.variant, &mut rng);
        let carving = carve(
            options.variant,
            solution,
            options.symmetry,
            usize::from(options.min_clues),
            &mut rng,
        );
        if let Some(givens) = pick(&carving, options) {
            return Ok(Generated {
                puzzle: Puzzle::new(options.variant, givens),
                solution,
                seed,
                tries,
            });
        }
    }
    Err(GenerateError::OutOfTries(options.max_tries))
}

/// The puzzle of a removal pass that meets `options`, if there is one: the minimal puzzle
/// when it is in the band, else (harder, and minimality not asked for) the puzzle with the
/// fewest clues along the pass that is not too hard, when it is in the band.
fn pick(carving: &Carving, options: &Options) -> Option<Grid> {
    let n = carving.len();
    let mut clues = Vec::with_capacity(n + 1);
    clues.push(81usize);
    for orbit in &carving.removed {
        clues.push(clues[clues.len() - 1] - orbit.size());
    }
    let max = usize::from(options.max_clues);
    // The first state with few enough clues (state 0, the full grid, is never a puzzle).
    let first = clues.iter().position(|&c| c <= max)?.max(1);
    if first > n {
        return None;
    }
    let solution = carving.solution;
    let fit_of = |k: usize| {
        let puzzle = Puzzle::new(options.variant, carving.state(k));
        target::fit(&puzzle, &solution, options.target)
    };
    let accept = |k: usize| {
        let givens = carving.state(k);
        let needed = options
            .technique
            .is_none_or(|t| target::on_easiest_path(&Puzzle::new(options.variant, givens), t));
        needed.then_some(givens)
    };
    match fit_of(n) {
        Fit::Inside => return accept(n),
        Fit::TooEasy => return None,
        Fit::TooHard if options.minimal => return None,
        Fit::TooHard => {}
    }
    // Bisection between a state taken as not too hard (`low`, `first - 1` standing for
    // "none yet") and one too hard (`high`).
    let (mut low, mut high) = (first - 1, n);
    let mut low_fit = None;
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        match fit_of(mid) {
            Fit::TooHard => high = mid,
            fit => {
                low = mid;
                low_fit = Some(fit);
            }
        }
    }
    (low_fit == Some(Fit::Inside))
        .then(|| accept(low))
        .flatten()
}
