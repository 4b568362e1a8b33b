//! Trial and error, explained (Bowman's Bingo): the fallback when no technique applies.
//!
//! Suppose one candidate is the cell's digit and follow only singles from there (a cell
//! with one candidate left, a digit with one place left in a house). If that runs into a
//! contradiction (a cell with no candidate, a digit with no place in a house), the supposed
//! candidate is false and can be removed. Every candidate of every empty cell is tried;
//! the shortest contradiction wins, as the easiest to follow. When singles break no
//! supposition, the engine's other techniques join in (a supposition followed by steps).
//! The reasoning is sound on any position whose candidates still hold the solution's
//! digits.
//!
//! Trial sits above the finders and below the technique list: the techniques it follows are
//! handed to it (a [`Ladder`]), so it calls nothing above itself.

use super::bits::CellSet;
use super::explain::{Explanation, Highlights, base_highlights, effect_phrase, plain};
use super::level::Level;
use super::phrase::Phrase;
use super::position::Position;
use super::techniques::{Def, Find};
use super::{Candidate, Cell, Digit, Evidence, House, Step, Technique};

// ---- Definition ----

pub(crate) const TRIAL_AND_ERROR: Def = Def {
    id: "trial-and-error",
    name: "Trial and Error",
    // HoDoKu's last resort is Brute Force, which has no library code; scored as it.
    hodoku_code: "-T",
    hodoku_score: 10000,
    level: Level::Extreme,
    needs_uniqueness: false,
    find: Find::LastResort(|pos, ladder| {
        bowmans_bingo(pos, ladder)
            .map(|t| t.step())
            .into_iter()
            .collect()
    }),
    explain: explain_supposition,
    #[cfg(test)]
    cases: cases::TRIAL_AND_ERROR,
};

/// The techniques a supposition follows once singles are not enough: the next step on a
/// position, if any (the technique list passes its candidate ladder).
pub type Ladder<'a> = &'a dyn Fn(&Position) -> Option<Step>;

// ---- Finding ----

/// Why a forced digit had to go where it went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Single {
    /// It was the cell's last candidate.
    Naked,
    /// It was the digit's last place in this house.
    Hidden(House),
}

/// One digit the supposition forces.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Forced {
    /// The cell and the digit it must then hold.
    pub placed: Candidate,
    /// Why.
    pub single: Single,
}

/// One link of the chain from the supposition to the contradiction.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Link {
    /// A single the position forces.
    Single(Forced),
    /// A step of another technique (only when singles alone break no supposition).
    Step(Step),
}

/// How many links a supposition followed by techniques may take.
const MAX_DEEP_LINKS: usize = 60;

/// How the supposition breaks the puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Contradiction {
    /// This empty cell has no candidate left.
    NoCandidate(Cell),
    /// This digit has no place left in this house.
    NoPlace(House, Digit),
}

/// A supposition that breaks the puzzle: the candidate is false.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Trial {
    /// The position the supposition is made on (to replay and explain the chain).
    pub start: Position,
    /// The candidate supposed to be the cell's digit (and therefore removed).
    pub supposed: Candidate,
    /// What follows, in order.
    pub chain: Vec<Link>,
    /// What breaks in the end.
    pub contradiction: Contradiction,
}

impl Trial {
    /// The step the trial proves: remove the supposed candidate.
    pub fn step(&self) -> Step {
        Step {
            technique: Technique::TrialAndError,
            placements: vec![],
            eliminations: vec![self.supposed],
            evidence: Evidence::Supposition {
                supposed: self.supposed,
            },
        }
    }
}

/// The trial with the shortest chain of singles to a contradiction on `pos`, trying every
/// candidate of every empty cell (cells with fewer candidates first); failing that, the
/// first supposition (in the same order) that singles and the `ladder`'s steps break.
/// `None` if nothing breaks. (`techniques::trial_and_error` hands it the engine's ladder.)
pub fn bowmans_bingo(pos: &Position, ladder: Ladder<'_>) -> Option<Trial> {
    let mut cells: Vec<Cell> = pos.empty_cells().iter().collect();
    super::sort::sort_by_key(&mut cells, |c| pos.cands(*c).len());
    let candidates = || {
        cells
            .iter()
            .flat_map(|&c| pos.cands(c).iter().map(move |d| Candidate::new(c, d)))
    };
    let mut best: Option<Trial> = None;
    for supposed in candidates() {
        let limit = best.as_ref().map_or(usize::MAX, |b| b.chain.len());
        if let Some(trial) = suppose(pos, supposed, limit, None) {
            best = Some(trial);
        }
    }
    best.or_else(|| candidates().find_map(|s| suppose(pos, s, MAX_DEEP_LINKS, Some(ladder))))
}

/// Follows singles (and, when given a `ladder`, its steps) from `supposed`; the trial if a
/// contradiction comes within fewer than `limit` links.
fn suppose(
    start: &Position,
    supposed: Candidate,
    limit: usize,
    ladder: Option<Ladder<'_>>,
) -> Option<Trial> {
    let mut pos = start.clone();
    pos.place(supposed.cell, supposed.digit);
    let mut chain = Vec::new();
    loop {
        if let Some(contradiction) = contradiction(&pos) {
            return Some(Trial {
                start: start.clone(),
                supposed,
                chain,
                contradiction,
            });
        }
        if chain.len() + 1 >= limit {
            return None;
        }
        if let Some(next) = next_single(&pos) {
            pos.place(next.placed.cell, next.placed.digit);
            chain.push(Link::Single(next));
        } else if let Some(ladder) = ladder {
            let step = ladder(&pos)?;
            pos.apply(&step);
            chain.push(Link::Step(step));
        } else {
            return None;
        }
    }
}

/// The first broken thing on `pos`: a cell without candidates, or a digit with no place
/// in a house that does not hold it yet.
fn contradiction(pos: &Position) -> Option<Contradiction> {
    if let Some(cell) = pos.empty_cells().iter().find(|c| pos.cands(*c).is_empty()) {
        return Some(Contradiction::NoCandidate(cell));
    }
    pos.variant().houses().iter().find_map(|&house| {
        Digit::all()
            .find(|&d| !pos.house_has(house, d) && pos.places_in(d, house).is_empty())
            .map(|d| Contradiction::NoPlace(house, d))
    })
}

/// The next single on `pos`: a naked one first (in cell order), else a hidden one.
fn next_single(pos: &Position) -> Option<Forced> {
    if let Some((cell, digit)) = pos
        .empty_cells()
        .iter()
        .find_map(|c| pos.cands(c).single_digit().map(|d| (c, d)))
    {
        return Some(Forced {
            placed: Candidate::new(cell, digit),
            single: Single::Naked,
        });
    }
    pos.variant().houses().iter().find_map(|&house| {
        Digit::all().find_map(|d| {
            let places = pos.places_in(d, house);
            if places.len() != 1 || pos.house_has(house, d) {
                return None;
            }
            places.first().map(|cell| Forced {
                placed: Candidate::new(cell, d),
                single: Single::Hidden(house),
            })
        })
    })
}

// ---- Explaining ----

/// Trial and error in the hint panel's rungs (the coach says the chain itself, link by link,
/// from the [`Trial`]).
fn explain_supposition(step: &Step, _pos: &Position) -> Explanation {
    let Evidence::Supposition { supposed } = &step.evidence else {
        return plain(step);
    };
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.where").technique_a("name", step.technique),
        what_to_see: Phrase::new("explain.trial.what")
            .cell("cell", supposed.cell)
            .digit("digit", supposed.digit),
        why: vec![
            Phrase::new("explain.trial.why")
                .cell("cell", supposed.cell)
                .digit("digit", supposed.digit),
        ],
        effect: effect_phrase(step),
        highlights: Highlights {
            pattern_cells: CellSet::single(supposed.cell),
            ..base_highlights(step)
        },
    }
}

// ---- Cases ----

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const TRIAL_AND_ERROR: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        notes: "",
        rungs: "1: There is a Trial and Error.\n\
                2: Suppose r1c3 is 9: the singles that follow break the puzzle.\n\
                3: So r1c3 cannot be 9.\n\
                4: Remove 9 from r1c3",
    }];
}

#[cfg(test)]
mod tests;
