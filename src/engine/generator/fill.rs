//! A random complete grid of a variant: depth-first search that fills the cell with the
//! fewest candidates next and tries its digits in a random order. The houses come from
//! [`Variant::houses`], so every variant's rules hold; a search that wanders (the colour
//! and diagonal variants can back into a corner) is abandoned after a fixed number of nodes
//! and begun again from where the random stream has got to, so the grid depends on the seed
//! alone.

use crate::engine::grid::Grid;
use crate::engine::house::Variant;
use crate::engine::types::{Cell, Digit};

use super::rng::Rng;

/// Nodes one search may visit before it starts again (a full grid needs 81; a wandering
/// search is cut off early, which is cheaper than finishing it).
const NODES_PER_SEARCH: u32 = 2_000;

/// The houses of each cell as indices into a table of house masks.
struct Houses {
    /// Per cell, the houses it lies in (3 to 6), `u8::MAX` for none.
    of: [[u8; 6]; 81],
}

impl Houses {
    fn new(variant: Variant) -> Houses {
        let mut of = [[u8::MAX; 6]; 81];
        for (h, house) in variant.houses().iter().enumerate() {
            for cell in house.cell_list() {
                if let Some(slot) = of[cell.index()].iter_mut().find(|s| **s == u8::MAX) {
                    *slot = h as u8;
                }
            }
        }
        Houses { of }
    }
}

/// The search's state: the digits, and per house the digits it already holds (bit d−1).
struct Board<'a> {
    houses: &'a Houses,
    digits: [u8; 81],
    used: [u16; 38],
    nodes: u32,
}

impl Board<'_> {
    fn free(&self, cell: usize) -> u16 {
        let mut used = 0;
        for &h in &self.houses.of[cell] {
            if h != u8::MAX {
                used |= self.used[h as usize];
            }
        }
        !used & 0x1FF
    }

    fn set(&mut self, cell: usize, digit: u8) {
        self.digits[cell] = digit;
        for &h in &self.houses.of[cell] {
            if h != u8::MAX {
                self.used[h as usize] ^= 1 << (digit - 1);
            }
        }
    }

    fn clear(&mut self, cell: usize) {
        let digit = self.digits[cell];
        self.set(cell, digit);
        self.digits[cell] = 0;
    }

    /// Fills every empty cell; `false` when stuck or out of nodes.
    fn fill(&mut self, rng: &mut Rng) -> bool {
        self.nodes += 1;
        if self.nodes > NODES_PER_SEARCH {
            return false;
        }
        // The empty cell with the fewest candidates (the first of them).
        let mut best: Option<(usize, u16)> = None;
        for cell in 0..81 {
            if self.digits[cell] != 0 {
                continue;
            }
            let free = self.free(cell);
            if best.is_none_or(|(_, b)| free.count_ones() < b.count_ones()) {
                best = Some((cell, free));
                if free.count_ones() <= 1 {
                    break;
                }
            }
        }
        let Some((cell, free)) = best else {
            return true;
        };
        let mut order = [0u8; 9];
        let mut n = 0;
        for d in 1..=9u8 {
            if free & (1 << (d - 1)) != 0 {
                order[n] = d;
                n += 1;
            }
        }
        rng.shuffle(&mut order[..n]);
        for &digit in &order[..n] {
            self.set(cell, digit);
            if self.fill(rng) {
                return true;
            }
            self.clear(cell);
            if self.nodes > NODES_PER_SEARCH {
                return false;
            }
        }
        false
    }
}

/// A random complete grid of `variant`, drawn from `rng`.
pub fn solution(variant: Variant, rng: &mut Rng) -> Grid {
    let houses = Houses::new(variant);
    loop {
        let mut board = Board {
            houses: &houses,
            digits: [0; 81],
            used: [0; 38],
            nodes: 0,
        };
        if board.fill(rng) {
            let mut grid = Grid::EMPTY;
            for cell in Cell::all() {
                grid.set(cell, Digit::new(board.digits[cell.index()]));
            }
            return grid;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_gets_valid_varied_grids() {
        for variant in Variant::ALL {
            let mut rng = Rng::new(99);
            let a = solution(variant, &mut rng);
            let b = solution(variant, &mut rng);
            assert!(
                a.is_full() && a.is_solved(variant),
                "{variant}: {}",
                a.to_line()
            );
            assert!(b.is_solved(variant));
            assert_ne!(a, b, "{variant}: two draws differ");
            assert_eq!(
                solution(variant, &mut Rng::new(99)),
                a,
                "{variant}: same seed"
            );
        }
    }
}
