//! [`Grid`]: the digits in the 81 cells (givens, or a player's position, or a solution), and
//! [`Candidates`]: the digits still possible in each cell.

use std::fmt;

use super::bits::{CellSet, DigitSet};
use super::house::{House, Variant};
use super::types::{Cell, Digit};

/// The digits in the 81 cells; `None` is an empty cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [Option<Digit>; 81],
}

impl Default for Grid {
    fn default() -> Self {
        Grid::EMPTY
    }
}

impl Grid {
    /// The grid with every cell empty.
    pub const EMPTY: Grid = Grid { cells: [None; 81] };

    /// A grid from 81 numbers, 0 for empty and 1–9 for digits; `None` if a number is above 9.
    pub fn from_numbers(numbers: &[u8; 81]) -> Option<Grid> {
        let mut grid = Grid::EMPTY;
        for (slot, &n) in grid.cells.iter_mut().zip(numbers) {
            if n > 9 {
                return None;
            }
            *slot = Digit::new(n);
        }
        Some(grid)
    }

    /// The 81 numbers, 0 for empty.
    pub fn to_numbers(&self) -> [u8; 81] {
        self.cells.map(|c| c.map_or(0, Digit::get))
    }

    /// The digit in `cell`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        self.cells[cell.index()]
    }

    /// Puts `digit` (or nothing) into `cell`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        self.cells[cell.index()] = digit;
    }

    /// How many cells hold a digit.
    pub fn filled_count(&self) -> usize {
        self.cells.iter().filter(|c| c.is_some()).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// The cells without a digit. Gathered in two 64-bit halves, so no `u128` shift by a
    /// variable amount is needed (a call into the compiler's runtime in the size-optimised
    /// wasm build).
    pub fn empty_cells(&self) -> CellSet {
        let (mut low, mut high) = (0u64, 0u64);
        for (i, digit) in self.cells.iter().enumerate() {
            let empty = u64::from(digit.is_none());
            if i < 64 {
                low |= empty << i;
            } else {
                high |= empty << (i - 64);
            }
        }
        CellSet::from_bits(u128::from(low) | u128::from(high) << 64)
    }

    /// The first house of `variant` in which a digit appears twice, with the digit and two
    /// of the cells (in reading order), or `None` if there is no such repeat.
    pub fn first_repeat(&self, variant: Variant) -> Option<Repeat> {
        if self.has_repeat(variant) {
            self.first_repeat_in_order(variant)
        } else {
            None
        }
    }

    /// [`Grid::first_repeat`] by its definition: houses in the variant's order, cells in
    /// reading order.
    fn first_repeat_in_order(&self, variant: Variant) -> Option<Repeat> {
        for &house in variant.houses() {
            let mut seen: [Option<Cell>; 9] = [None; 9];
            for cell in house.cell_list() {
                if let Some(d) = self.get(cell) {
                    if let Some(first) = seen[d.index()] {
                        return Some(Repeat {
                            digit: d,
                            house,
                            first,
                            second: cell,
                        });
                    }
                    seen[d.index()] = Some(cell);
                }
            }
        }
        None
    }

    /// Whether some house of `variant` holds a digit twice: one pass over the cells, a digit
    /// mask per house, no branch on the cells' contents. Most grids have no repeat, and this
    /// pass lets them skip the walk over houses in order that [`Grid::first_repeat`] needs to
    /// name the first one. The CLI checks every line it reads: the walk took 15% of `stepwise
    /// solve` on 17-clue puzzles (branches on empty cells mispredict), this pass about 2%.
    fn has_repeat(&self, variant: Variant) -> bool {
        let (groups, diagonals) = (variant.has_color_groups(), variant.has_diagonals());
        let (mut columns, mut blocks, mut colors) = ([0u16; 9], [0u16; 9], [0u16; 9]);
        let (mut main, mut anti) = (0u16, 0u16);
        let mut clash = 0u16;
        for (r, row_cells) in self.cells.chunks_exact(9).enumerate() {
            let mut row = 0u16;
            for (c, cell) in row_cells.iter().enumerate() {
                // Bit d - 1 for digit d; an empty cell's bit 0 is shifted out.
                let bit = (1u16 << cell.map_or(0, Digit::get)) >> 1;
                let b = r / 3 * 3 + c / 3;
                clash |= (row | columns[c] | blocks[b]) & bit;
                row |= bit;
                columns[c] |= bit;
                blocks[b] |= bit;
                if groups {
                    let g = r % 3 * 3 + c % 3;
                    clash |= colors[g] & bit;
                    colors[g] |= bit;
                }
                if diagonals && r == c {
                    clash |= main & bit;
                    main |= bit;
                }
                if diagonals && r + c == 8 {
                    clash |= anti & bit;
                    anti |= bit;
                }
            }
        }
        clash != 0
    }

    /// Whether the grid is full and every house of `variant` holds 1–9 once.
    pub fn is_solved(&self, variant: Variant) -> bool {
        self.is_full() && self.first_repeat(variant).is_none()
    }

    /// Whether every digit of `self` is also in `other` at the same cell.
    pub fn is_contained_in(&self, other: &Grid) -> bool {
        self.cells
            .iter()
            .zip(&other.cells)
            .all(|(a, b)| a.is_none() || a == b)
    }

    /// The 81-character line with `.` for empty cells.
    pub fn to_line(&self) -> String {
        self.cells
            .iter()
            .map(|c| c.map_or('.', |d| char::from(b'0' + d.get())))
            .collect()
    }

    /// The 81-character line with `0` for empty cells.
    pub fn to_digits(&self) -> String {
        self.cells
            .iter()
            .map(|c| char::from(b'0' + c.map_or(0, Digit::get)))
            .collect()
    }
}

/// A digit that appears twice in one house.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Repeat {
    /// The repeated digit.
    pub digit: Digit,
    /// The house in which it repeats.
    pub house: House,
    /// Its first cell in reading order.
    pub first: Cell,
    /// Its second cell.
    pub second: Cell,
}

/// The 81-character line with `.` for empty cells.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

/// The digits still possible in each of the 81 cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Candidates {
    cells: [DigitSet; 81],
}

impl Default for Candidates {
    fn default() -> Self {
        Candidates::ALL
    }
}

impl Candidates {
    /// Every digit possible everywhere.
    pub const ALL: Candidates = Candidates {
        cells: [DigitSet::ALL; 81],
    };

    /// Candidates from cell sets directly.
    pub const fn from_sets(cells: [DigitSet; 81]) -> Candidates {
        Candidates { cells }
    }

    /// Filled cells hold only their digit; empty cells hold every digit no peer under
    /// `variant` already holds (the "fill all candidates" of a player).
    pub fn from_grid(grid: &Grid, variant: Variant) -> Candidates {
        let mut cand = Candidates::ALL;
        for cell in Cell::all() {
            if let Some(d) = grid.get(cell) {
                cand.cells[cell.index()] = DigitSet::single(d);
                for peer in variant.peers(cell).iter() {
                    if grid.get(peer).is_none() {
                        cand.cells[peer.index()].remove(d);
                    }
                }
            }
        }
        cand
    }

    /// The candidates of `cell`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn get(&self, cell: Cell) -> DigitSet {
        self.cells[cell.index()]
    }

    /// Replaces the candidates of `cell`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn set(&mut self, cell: Cell, digits: DigitSet) {
        self.cells[cell.index()] = digits;
    }

    /// All 81 sets in cell order.
    pub fn sets(&self) -> &[DigitSet; 81] {
        &self.cells
    }

    /// The first cell with no candidate left, if any.
    pub fn first_empty_cell(&self) -> Option<Cell> {
        Cell::all().find(|c| self.get(*c).is_empty())
    }

    /// The cells with exactly one candidate, as a grid (other cells empty).
    pub fn singles(&self) -> Grid {
        let mut grid = Grid::EMPTY;
        for cell in Cell::all() {
            grid.set(cell, self.get(cell).single_digit());
        }
        grid
    }

    /// The 729-character line: for each cell, nine characters, the digit where it is a
    /// candidate and `.` where not (the "sukaku" format).
    pub fn to_line(&self) -> String {
        let mut out = String::with_capacity(729);
        for set in &self.cells {
            for d in Digit::all() {
                out.push(if set.contains(d) {
                    char::from(b'0' + d.get())
                } else {
                    '.'
                });
            }
        }
        out
    }
}

impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Candidates({})", self.to_line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(line: &str) -> Grid {
        let mut nums = [0u8; 81];
        for (n, ch) in nums.iter_mut().zip(line.bytes()) {
            *n = if ch.is_ascii_digit() { ch - b'0' } else { 0 };
        }
        Grid::from_numbers(&nums).unwrap()
    }

    /// A repeat as the English message table says it (the engine itself has no words).
    fn english(r: &Repeat) -> String {
        crate::i18n::repeat_text(crate::i18n::Lang::En, r)
    }

    #[test]
    fn empty_cells_are_the_cells_without_a_digit_on_both_sides_of_bit_64() {
        for filled in [vec![], vec![0, 63, 64, 80], (0..81).collect::<Vec<usize>>()] {
            let mut nums = [0u8; 81];
            for &i in &filled {
                nums[i] = 1 + (i % 9) as u8;
            }
            let grid = Grid::from_numbers(&nums).unwrap();
            let expected: CellSet = Cell::all().filter(|&c| grid.get(c).is_none()).collect();
            assert_eq!(grid.empty_cells(), expected, "{filled:?}");
            assert_eq!(grid.empty_cells().len() as usize, 81 - filled.len());
        }
    }

    #[test]
    fn repeats_are_found_in_every_house_kind() {
        let mut row = ['.'; 81];
        row[19] = '7';
        row[25] = '7';
        let row: String = row.iter().collect();
        assert_eq!(
            english(&grid(&row).first_repeat(Variant::Standard).unwrap()),
            "7 appears twice in row 3: r3c2 and r3c8"
        );
        // r1c1 and r5c5 share only the main diagonal.
        let mut diag = ['.'; 81];
        diag[0] = '4';
        diag[40] = '4';
        let diag: String = diag.iter().collect();
        assert_eq!(grid(&diag).first_repeat(Variant::Standard), None);
        assert_eq!(
            english(&grid(&diag).first_repeat(Variant::Diagonal).unwrap()),
            "4 appears twice in the main diagonal: r1c1 and r5c5"
        );
        // r1c1 and r4c4 share colour group 1 (position 1 in their blocks).
        let mut group = ['.'; 81];
        group[0] = '2';
        group[30] = '2';
        let group: String = group.iter().collect();
        assert_eq!(
            english(&grid(&group).first_repeat(Variant::Color).unwrap()),
            "2 appears twice in colour group 1: r1c1 and r4c4"
        );
    }

    #[test]
    fn the_fast_pass_finds_every_repeat_the_house_walk_finds() {
        // Grids from 0 to 40 random digits (a fixed LCG): few repeats at first, many later.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % n
        };
        let (mut with_repeat, mut without) = (0, 0);
        for round in 0..4000 {
            let mut g = Grid::EMPTY;
            for _ in 0..round % 41 {
                let cell = Cell::new(next(81) as u8).unwrap();
                g.set(cell, Digit::new(1 + next(9) as u8));
            }
            for variant in Variant::ALL {
                let expected = g.first_repeat_in_order(variant);
                assert_eq!(
                    g.has_repeat(variant),
                    expected.is_some(),
                    "{g:?} {variant:?}"
                );
                if expected.is_some() {
                    with_repeat += 1;
                } else {
                    without += 1;
                }
                assert_eq!(g.first_repeat(variant), expected, "{g:?} {variant:?}");
            }
        }
        // Both outcomes well represented.
        assert!(
            with_repeat > 2000 && without > 2000,
            "{with_repeat} {without}"
        );
    }

    #[test]
    fn candidates_from_grid_remove_peer_digits() {
        let g = grid("1");
        let c = Candidates::from_grid(&g, Variant::Standard);
        assert_eq!(format!("{:?}", c.get(Cell::new(0).unwrap())), "{1}");
        assert_eq!(format!("{:?}", c.get(Cell::new(1).unwrap())), "{23456789}");
        assert_eq!(
            format!("{:?}", c.get(Cell::new(80).unwrap())),
            "{123456789}"
        );
        let c = Candidates::from_grid(&g, Variant::Diagonal);
        assert_eq!(format!("{:?}", c.get(Cell::new(80).unwrap())), "{23456789}");
        assert_eq!(c.to_line().len(), 729);
    }

    #[test]
    fn lines_round_trip() {
        let line =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        assert_eq!(grid(line).to_line(), line);
        assert_eq!(grid(line).to_digits().replace('0', "."), line);
        assert_eq!(grid(line).filled_count(), 18);
    }
}
