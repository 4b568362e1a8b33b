//! What a generated puzzle must be: a product level or a range on one of the rating card's
//! scales, and optionally a technique on its easiest path. [`fit`] places a puzzle below,
//! inside or above the band, computing only the scale asked for.

use crate::engine::closed::closed_enum;
use std::fmt;

use crate::engine::grid::Grid;
use crate::engine::level::Level;
use crate::engine::pen::next_pen_step;
use crate::engine::position::Position;
use crate::engine::puzzle::Puzzle;
use crate::engine::rating::{SeedMode, hodoku, se, seed};
use crate::engine::step::Technique;
use crate::engine::techniques::{Kind, next_step};

closed_enum! {
    /// A scale of the rating card.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    pub enum Scale {
        /// HoDoKu's score (the sum of its step scores).
        Hodoku,
        /// Sudoku Explainer's ER, in tenths (`72` is 7.2).
        SeEr,
        /// The seed's asynchronous points sum, in half points.
        SeedPoints,
    }
}

impl Scale {
    /// The name in a range's text: `hodoku`, `se`, `seed`.
    pub const fn slug(self) -> &'static str {
        match self {
            Scale::Hodoku => "hodoku",
            Scale::SeEr => "se",
            Scale::SeedPoints => "seed",
        }
    }

    /// How many of the scale's stored units make one written unit (SE is kept in tenths,
    /// the seed's points in halves).
    const fn per_unit(self) -> u32 {
        match self {
            Scale::Hodoku => 1,
            Scale::SeEr => 10,
            Scale::SeedPoints => 2,
        }
    }

    /// The highest value any puzzle can get, in stored units (SE's hardest puzzles are
    /// about 11.9; the seed's and HoDoKu's sums grow with Brute Force steps but stay far
    /// below these).
    const fn reach(self) -> u32 {
        match self {
            Scale::Hodoku => 1_000_000,
            Scale::SeEr => 120,
            Scale::SeedPoints => 2 * 100_000,
        }
    }
}

/// A closed range on one scale, in the scale's stored units.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Range {
    /// The scale.
    pub scale: Scale,
    /// The lowest value accepted.
    pub low: u32,
    /// The highest value accepted.
    pub high: u32,
}

/// Why a range's text says no range.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RangeError {
    /// Not `<scale>:<low>-<high>`.
    Form(String),
    /// The scale is not `hodoku`, `se` or `seed`.
    Scale(String),
    /// A bound is not a number the scale writes (`se` takes one decimal, `seed` halves).
    Number(String),
}

impl fmt::Display for RangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RangeError::Form(t) => write!(
                f,
                "'{t}' is not a rating range; write <scale>:<low>-<high>, e.g. hodoku:1000-1600, se:2.0-4.5 or seed:60-200"
            ),
            RangeError::Scale(s) => {
                write!(f, "unknown rating scale '{s}'; use hodoku, se or seed")
            }
            RangeError::Number(n) => write!(
                f,
                "'{n}' is not a bound of that scale (hodoku: whole points, se: one decimal, seed: halves)"
            ),
        }
    }
}

impl Range {
    /// Reads `hodoku:1000-1600`, `se:2.0-4.5`, `seed:60-200` (a single value `se:7.2` is the
    /// range of that value alone). Bounds in the wrong order are kept: [`super::Options`]
    /// refuses them as an empty range.
    pub fn parse(text: &str) -> Result<Range, RangeError> {
        let (scale, bounds) = text
            .split_once(':')
            .ok_or_else(|| RangeError::Form(text.to_string()))?;
        let scale = Scale::ALL
            .into_iter()
            .find(|s| s.slug() == scale.trim().to_ascii_lowercase())
            .ok_or_else(|| RangeError::Scale(scale.to_string()))?;
        let (low, high) = bounds.split_once('-').unwrap_or((bounds, bounds));
        let number =
            |t: &str| units(t.trim(), scale.per_unit()).ok_or(RangeError::Number(t.to_string()));
        Ok(Range {
            scale,
            low: number(low)?,
            high: number(high)?,
        })
    }

    /// Whether no value lies in the range.
    pub fn is_empty(self) -> bool {
        self.low > self.high
    }

    /// Whether no puzzle can reach the range.
    pub fn is_out_of_reach(self) -> bool {
        self.low > self.scale.reach()
    }
}

impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let write = |v: u32| match self.scale.per_unit() {
            1 => v.to_string(),
            per => {
                let whole = v / per;
                let part = v % per;
                match per {
                    10 => format!("{whole}.{part}"),
                    _ if part == 0 => whole.to_string(),
                    _ => format!("{whole}.5"),
                }
            }
        };
        write!(
            f,
            "{}:{}-{}",
            self.scale.slug(),
            write(self.low),
            write(self.high)
        )
    }
}

/// `t` in units of `1/per` (`"4.5"` with `per` 10 is 45); `None` for anything finer or
/// not a number.
fn units(t: &str, per: u32) -> Option<u32> {
    let (whole, part) = t.split_once('.').unwrap_or((t, ""));
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) || whole.len() > 7 {
        return None;
    }
    let whole: u32 = whole.parse().ok()?;
    let part = match (per, part) {
        (_, "") => 0,
        (10, p) if p.len() == 1 && p.as_bytes()[0].is_ascii_digit() => {
            u32::from(p.as_bytes()[0] - b'0')
        }
        (2, "5") => 1,
        (2, "0") | (10, "0") => 0,
        _ => return None,
    };
    Some(whole * per + part)
}

/// The band a puzzle must fall in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Target {
    /// Any rating (a technique alone may be asked for).
    Any,
    /// The product label (HoDoKu's level).
    Level(Level),
    /// A range on one scale.
    Range(Range),
}

/// Where a puzzle falls against a target.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fit {
    /// Easier than the band.
    TooEasy,
    /// In the band.
    Inside,
    /// Harder than the band.
    TooHard,
}

/// Where `puzzle` (unique, with `solution`) falls against `target`.
pub fn fit(puzzle: &Puzzle, solution: &Grid, target: Target) -> Fit {
    let place = |value: u32, low: u32, high: u32| {
        if value < low {
            Fit::TooEasy
        } else if value > high {
            Fit::TooHard
        } else {
            Fit::Inside
        }
    };
    match target {
        Target::Any => Fit::Inside,
        Target::Level(level) => match hodoku::level_within(puzzle, solution, level) {
            None => Fit::TooHard,
            Some(got) => place(got as u32, level as u32, level as u32),
        },
        Target::Range(range) => {
            let value = match range.scale {
                Scale::Hodoku => hodoku::rate(puzzle, solution).rating.score,
                Scale::SeEr => u32::from(se::rate(puzzle).er),
                Scale::SeedPoints => seed::rate(puzzle, SeedMode::Asynchronous).sum_halves,
            };
            place(value, range.low, range.high)
        }
    }
}

/// Whether `technique` is on `puzzle`'s easiest path: the hint ladder's path (the easiest
/// step each time, as the coach gives hints) for a candidate technique, the pen-only path
/// for a pen-only one. `puzzle` must be unique.
pub fn on_easiest_path(puzzle: &Puzzle, technique: Technique) -> bool {
    if technique.kind() == Kind::PenOnly {
        let mut digits = puzzle.givens;
        while let Some(step) = next_pen_step(puzzle.variant, &digits) {
            if step.technique == technique {
                return true;
            }
            for p in &step.placements {
                digits.set(p.cell, Some(p.digit));
            }
            if step.placements.is_empty() {
                return false;
            }
        }
        return false;
    }
    let mut pos = Position::from_puzzle(puzzle);
    while !pos.is_solved() {
        let Some(step) = next_step(&pos, |_| true) else {
            return false;
        };
        if step.technique == technique {
            return true;
        }
        pos.apply(&step);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_read_and_say_themselves() {
        let cases = [
            ("hodoku:1000-1600", "hodoku:1000-1600"),
            ("se:2.0-4.5", "se:2.0-4.5"),
            ("se:7.2", "se:7.2-7.2"),
            ("seed:60-200.5", "seed:60-200.5"),
            ("SE:3-4", "se:3.0-4.0"),
        ];
        for (text, shown) in cases {
            assert_eq!(Range::parse(text).unwrap().to_string(), shown, "{text}");
        }
        let errors = [
            (
                "1000-1600",
                "'1000-1600' is not a rating range; write <scale>:<low>-<high>, e.g. hodoku:1000-1600, se:2.0-4.5 or seed:60-200",
            ),
            (
                "elo:1-2",
                "unknown rating scale 'elo'; use hodoku, se or seed",
            ),
            (
                "se:2.25-3",
                "'2.25' is not a bound of that scale (hodoku: whole points, se: one decimal, seed: halves)",
            ),
            (
                "hodoku:1.5-3",
                "'1.5' is not a bound of that scale (hodoku: whole points, se: one decimal, seed: halves)",
            ),
            (
                "seed:-3",
                "'' is not a bound of that scale (hodoku: whole points, se: one decimal, seed: halves)",
            ),
            (
                "hodoku:99999999999-1",
                "'99999999999' is not a bound of that scale (hodoku: whole points, se: one decimal, seed: halves)",
            ),
        ];
        for (text, message) in errors {
            assert_eq!(
                Range::parse(text).unwrap_err().to_string(),
                message,
                "{text}"
            );
        }
        assert!(Range::parse("se:5-2").unwrap().is_empty());
        assert!(Range::parse("se:13-20").unwrap().is_out_of_reach());
    }
}
