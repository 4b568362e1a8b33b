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

use super::position::Position;
use super::techniques::next_step;
use super::{Candidate, Cell, Digit, House, Step};

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
            technique: super::Technique::TrialAndError,
            placements: vec![],
            eliminations: vec![self.supposed],
            evidence: super::Evidence::Supposition {
                supposed: self.supposed,
            },
        }
    }
}

/// The trial with the shortest chain of singles to a contradiction on `pos`, trying every
/// candidate of every empty cell (cells with fewer candidates first); failing that, the
/// first supposition (in the same order) that singles and the engine's techniques break.
/// `None` if nothing breaks.
pub fn bowmans_bingo(pos: &Position) -> Option<Trial> {
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
        if let Some(trial) = suppose(pos, supposed, limit, false) {
            best = Some(trial);
        }
    }
    best.or_else(|| candidates().find_map(|s| suppose(pos, s, MAX_DEEP_LINKS, true)))
}

/// Follows singles (and, when `deep`, the other techniques) from `supposed`; the trial if a
/// contradiction comes within fewer than `limit` links.
fn suppose(start: &Position, supposed: Candidate, limit: usize, deep: bool) -> Option<Trial> {
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
        } else if deep {
            let step = next_step(&pos, |t| !t.needs_uniqueness())?;
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

#[cfg(test)]
mod tests;
