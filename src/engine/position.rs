//! [`Position`]: a moment in solving: the digits placed so far and the candidates of every
//! empty cell. Hints are found on a position; applying a step gives the next position.
//!
//! The candidates are whatever the position says (the player's notes, or all candidates
//! filled in); finders never recompute them, so a hint always speaks about the grid the
//! player sees, with one exception: a digit placed in a cell is never a candidate of its
//! peers. Notes that still hold it (the player placed the digit and left the notes, as
//! they may: removing them is a setting) are read without it, because every finder
//! reasons that a house without the digit placed still needs it; a stale note would let
//! it remove a true candidate.

use super::bits::{CellSet, DigitSet};
use super::grid::{Candidates, Grid};
use super::house::{House, Variant};
use super::puzzle::Puzzle;
use super::step::{Candidate, Step};
use super::types::{Cell, Digit};

/// Digits placed, candidates of the empty cells, and per digit the cells that still have it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    variant: Variant,
    digits: Grid,
    /// The cells whose digit is a given (the rest of `digits` was placed while solving).
    givens: CellSet,
    candidates: Candidates,
    /// For each digit (index 0–8): the empty cells where it is a candidate.
    places: [CellSet; 9],
}

impl Position {
    /// A position from digits and candidates. Filled cells keep only their digit; the
    /// candidates of empty cells are taken as they are, less any digit placed in a peer.
    pub fn new(variant: Variant, digits: Grid, candidates: Candidates) -> Position {
        let mut sets = *candidates.sets();
        for cell in Cell::all() {
            if let Some(d) = digits.get(cell) {
                sets[cell.index()] = DigitSet::single(d);
                for peer in variant.peers(cell).iter() {
                    if digits.get(peer).is_none() {
                        sets[peer.index()].remove(d);
                    }
                }
            }
        }
        let givens = Cell::all().filter(|c| digits.get(*c).is_some()).collect();
        let mut pos = Position {
            variant,
            digits,
            givens,
            candidates: Candidates::from_sets(sets),
            places: [CellSet::EMPTY; 9],
        };
        pos.rebuild_places();
        pos
    }

    /// The start position of a puzzle: its givens, and its candidate grid or, for a puzzle
    /// given as digits, all candidates filled in.
    pub fn from_puzzle(puzzle: &Puzzle) -> Position {
        let candidates = puzzle
            .candidates
            .unwrap_or_else(|| Candidates::from_grid(&puzzle.givens, puzzle.variant));
        Position::new(puzzle.variant, puzzle.givens, candidates)
    }

    /// Digits placed, with every candidate that no placed peer excludes.
    pub fn with_all_candidates(variant: Variant, digits: Grid) -> Position {
        Position::new(variant, digits, Candidates::from_grid(&digits, variant))
    }

    fn rebuild_places(&mut self) {
        self.places = [CellSet::EMPTY; 9];
        for cell in Cell::all() {
            if self.digits.get(cell).is_none() {
                for d in self.candidates.get(cell).iter() {
                    self.places[d.index()].insert(cell);
                }
            }
        }
    }

    /// Marks which filled cells are givens; the others count as placed while solving (this
    /// matters to Avoidable Rectangles, which only reason about placed digits).
    pub fn with_givens(mut self, givens: CellSet) -> Position {
        self.givens = givens.intersection(self.filled_cells());
        self
    }

    /// The filled cells.
    pub fn filled_cells(&self) -> CellSet {
        self.empty_cells().complement()
    }

    /// The cells holding givens.
    pub fn givens(&self) -> CellSet {
        self.givens
    }

    /// The rule set.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn variant(&self) -> Variant {
        self.variant
    }
    /// The digits placed (givens and solved cells).
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn digits(&self) -> &Grid {
        &self.digits
    }
    /// The candidates; a filled cell holds only its digit.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn candidates(&self) -> &Candidates {
        &self.candidates
    }
    /// The digit in `cell`, if placed.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn digit(&self, cell: Cell) -> Option<Digit> {
        self.digits.get(cell)
    }
    /// The candidates of an empty `cell` (empty set for a filled one).
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn cands(&self, cell: Cell) -> DigitSet {
        if self.digits.get(cell).is_some() {
            DigitSet::EMPTY
        } else {
            self.candidates.get(cell)
        }
    }
    /// The candidates of `cells` between them (a filled cell adds none).
    pub fn cands_of(&self, cells: CellSet) -> DigitSet {
        cells
            .iter()
            .fold(DigitSet::EMPTY, |acc, c| acc.union(self.cands(c)))
    }
    /// The empty cells where `digit` is a candidate.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn places(&self, digit: Digit) -> CellSet {
        self.places[digit.index()]
    }
    /// The empty cells of `house` where `digit` is a candidate.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn places_in(&self, digit: Digit, house: House) -> CellSet {
        self.places[digit.index()].intersection(house.cells())
    }
    /// The empty cells.
    pub fn empty_cells(&self) -> CellSet {
        self.digits.empty_cells()
    }
    /// Whether every cell is filled.
    pub fn is_solved(&self) -> bool {
        self.digits.is_full()
    }
    /// Whether `digit` is placed somewhere in `house`.
    pub fn house_has(&self, house: House, digit: Digit) -> bool {
        house.cell_list().any(|c| self.digits.get(c) == Some(digit))
    }

    /// Places `digit` in `cell` and removes it from the candidates of the cell's peers.
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        self.digits.set(cell, Some(digit));
        self.candidates.set(cell, DigitSet::single(digit));
        for d in Digit::all() {
            self.places[d.index()].remove(cell);
        }
        for peer in self.variant.peers(cell).iter() {
            if self.digits.get(peer).is_none() {
                let mut set = self.candidates.get(peer);
                set.remove(digit);
                self.candidates.set(peer, set);
                self.places[digit.index()].remove(peer);
            }
        }
    }

    /// Removes `candidate` from its (empty) cell.
    pub fn eliminate(&mut self, candidate: Candidate) {
        if self.digits.get(candidate.cell).is_some() {
            return;
        }
        let mut set = self.candidates.get(candidate.cell);
        set.remove(candidate.digit);
        self.candidates.set(candidate.cell, set);
        self.places[candidate.digit.index()].remove(candidate.cell);
    }

    /// Applies a step: its placements (with their peers' candidates) and its eliminations.
    pub fn apply(&mut self, step: &Step) {
        for c in &step.placements {
            self.place(c.cell, c.digit);
        }
        for c in &step.eliminations {
            self.eliminate(*c);
        }
    }
}
