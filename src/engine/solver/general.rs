//! The general path: any set of houses over the 81 cells (the four variants today; jigsaw
//! shapes later need only a different house list).
//!
//! One `u128` cell mask per digit (bit `i` = cell `i`), 9 words = 144 bytes plus the open
//! cells, copied per node; the houses and the peer masks derived from them live in a
//! [`Rules`] value built once per call, so a node never allocates. Propagation: naked singles
//! from bit-sliced counting over the nine digit masks, then hidden singles by one AND and one
//! "at most one bit" test per house and digit, until neither finds anything.

use crate::engine::grid::Grid;
use crate::engine::house::{HOUSE_COUNT, Variant};

use super::{Board, Status};

/// The 81 cells.
const ALL: u128 = (1 << 81) - 1;

/// The houses of a rule set and, for each cell, its peers (the cells sharing a house).
pub(crate) struct Rules {
    houses: [u128; HOUSE_COUNT],
    house_count: usize,
    peers: [u128; 81],
}

impl Rules {
    /// The rules of `variant`.
    pub(crate) fn for_variant(variant: Variant) -> Rules {
        let mut houses = [0u128; HOUSE_COUNT];
        for (slot, house) in houses.iter_mut().zip(variant.houses()) {
            *slot = house.cells().bits();
        }
        Rules::from_houses(&houses[..variant.houses().len()])
    }

    /// The rules whose houses are `houses` (each a set of cells; at most [`HOUSE_COUNT`]).
    pub(crate) fn from_houses(houses: &[u128]) -> Rules {
        let mut rules = Rules {
            houses: [0; HOUSE_COUNT],
            house_count: houses.len().min(HOUSE_COUNT),
            peers: [0; 81],
        };
        rules.houses[..rules.house_count].copy_from_slice(&houses[..rules.house_count]);
        for (cell, peers) in rules.peers.iter_mut().enumerate() {
            let bit = 1u128 << cell;
            for &h in &houses[..rules.house_count] {
                if h & bit != 0 {
                    *peers |= h;
                }
            }
            *peers &= !bit;
        }
        rules
    }

    fn houses(&self) -> &[u128] {
        &self.houses[..self.house_count]
    }
}

/// A position under general rules. See the module docs.
#[derive(Clone, Copy)]
pub(crate) struct MaskBoard<'r> {
    /// `cand[d]`: the cells where digit index `d` is still possible.
    cand: [u128; 9],
    /// The cells not yet placed.
    open: u128,
    rules: &'r Rules,
}

impl<'r> MaskBoard<'r> {
    /// The start position for `masks` (81 digit masks, bit `d` = digit index `d`), with every
    /// single-candidate cell placed; `None` when it contradicts itself.
    pub(crate) fn from_masks(rules: &'r Rules, masks: &[u16; 81]) -> Option<MaskBoard<'r>> {
        let mut board = MaskBoard {
            cand: [0; 9],
            open: ALL,
            rules,
        };
        for (cell, &m) in masks.iter().enumerate() {
            if m == 0 {
                return None;
            }
            for d in 0..9 {
                if m & (1 << d) != 0 {
                    board.cand[d] |= 1 << cell;
                }
            }
        }
        for (cell, &m) in masks.iter().enumerate() {
            if m.count_ones() == 1 && !board.place(cell, m.trailing_zeros() as usize) {
                return None;
            }
        }
        Some(board)
    }

    /// Bit-sliced candidate counts: cells with ≥1, ≥2 and ≥3 candidates.
    #[inline(always)]
    fn counts(&self) -> (u128, u128, u128) {
        let (mut one, mut two, mut three) = (0u128, 0u128, 0u128);
        for &x in &self.cand {
            three |= two & x;
            two |= one & x;
            one |= x;
        }
        (one, two, three)
    }

    #[inline(always)]
    fn digits_at(&self, cell: usize) -> u32 {
        let mut digits = 0;
        for (d, &x) in self.cand.iter().enumerate() {
            if x & (1 << cell) != 0 {
                digits |= 1 << d;
            }
        }
        digits
    }
}

impl Board for MaskBoard<'_> {
    fn propagate(&mut self) -> Status {
        loop {
            // Naked singles, and cells without any candidate.
            let (one, two, _) = self.counts();
            if one != ALL {
                return Status::Contradiction;
            }
            let mut singles = one & !two & self.open;
            if singles != 0 {
                while singles != 0 {
                    let cell = singles.trailing_zeros() as usize;
                    singles &= singles - 1;
                    let digits = self.digits_at(cell);
                    if digits == 0 || !self.place(cell, digits.trailing_zeros() as usize) {
                        return Status::Contradiction;
                    }
                }
                continue;
            }
            if self.open == 0 {
                return Status::Solved;
            }
            // Hidden singles: a digit with one place left in a house.
            let mut found = false;
            for d in 0..9 {
                let placed = self.cand[d] & !self.open;
                for &h in self.rules.houses() {
                    if h & placed != 0 {
                        continue;
                    }
                    let x = self.cand[d] & h;
                    if x == 0 {
                        return Status::Contradiction;
                    }
                    if x & (x - 1) == 0 {
                        if !self.place(x.trailing_zeros() as usize, d) {
                            return Status::Contradiction;
                        }
                        found = true;
                    }
                }
            }
            if !found {
                return self.choose();
            }
        }
    }

    #[inline(always)]
    fn place(&mut self, cell: usize, d: usize) -> bool {
        let bit = 1u128 << cell;
        if self.cand[d] & bit == 0 {
            return false;
        }
        for x in &mut self.cand {
            *x &= !bit;
        }
        self.cand[d] = (self.cand[d] & !self.rules.peers[cell]) | bit;
        self.open &= !bit;
        true
    }

    fn remove(&mut self, cell: usize, d: usize) {
        self.cand[d] &= !(1u128 << cell);
    }

    fn twins(&self, a: usize, b: usize) -> bool {
        (self.cand[a] ^ self.cand[b]) & self.open == 0
    }

    fn to_grid(&self) -> Grid {
        let mut numbers = [0u8; 81];
        for (d, &x) in self.cand.iter().enumerate() {
            let mut x = x;
            while x != 0 {
                let cell = x.trailing_zeros() as usize;
                x &= x - 1;
                numbers[cell] = d as u8 + 1;
            }
        }
        Grid::from_numbers(&numbers).unwrap_or(Grid::EMPTY)
    }
}

impl MaskBoard<'_> {
    /// The cell to branch on: a bi-value cell, else the open cell with the fewest candidates.
    fn choose(&self) -> Status {
        let (_, two, three) = self.counts();
        let bivalue = two & !three & self.open;
        if bivalue != 0 {
            let cell = bivalue.trailing_zeros() as usize;
            return Status::Open {
                cell,
                digits: self.digits_at(cell),
            };
        }
        let mut best = (usize::MAX, 0u32, 10u32);
        let mut open = self.open;
        while open != 0 {
            let cell = open.trailing_zeros() as usize;
            open &= open - 1;
            let digits = self.digits_at(cell);
            if digits.count_ones() < best.2 {
                best = (cell, digits, digits.count_ones());
                if best.2 <= 3 {
                    break;
                }
            }
        }
        Status::Open {
            cell: best.0,
            digits: best.1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn peers_follow_the_houses() {
        // (variant, cell, peer count): the same numbers as `Variant::peers`.
        let cases = [
            (Variant::Standard, 40, 20),
            (Variant::Diagonal, 40, 32),
            (Variant::Color, 0, 24),
            (Variant::ColorDiagonal, 40, 32),
        ];
        for (variant, cell, count) in cases {
            let rules = Rules::for_variant(variant);
            assert_eq!(
                rules.peers[cell].count_ones(),
                count,
                "{variant} cell {cell}"
            );
            assert_eq!(rules.houses().len(), variant.houses().len());
        }
    }
}
