//! The two atoms of a sudoku: a [`Digit`] 1–9 and a [`Cell`] of the 9×9 grid.
//!
//! Inside the engine cells are indexed `0..81` row by row; in every text a person reads they
//! are named 1-based, `r4c5` ("row 4, column 5").

use std::fmt;
use std::num::NonZeroU8;

/// A digit 1–9. `Option<Digit>` is one byte, so an empty cell costs nothing extra.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The digit `n`, if `n` is 1–9.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn new(n: u8) -> Option<Digit> {
        if n >= 1 && n <= 9 {
            match NonZeroU8::new(n) {
                Some(nz) => Some(Digit(nz)),
                None => None,
            }
        } else {
            None
        }
    }
    /// The digit as a number 1–9.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn get(self) -> u8 {
        self.0.get()
    }
    /// All nine digits in ascending order.
    pub fn all() -> impl Iterator<Item = Digit> {
        (1..=9).filter_map(Digit::new)
    }
    /// The digit's 0-based index 0–8 (for arrays indexed by digit).
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Debug for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One of the 81 cells, indexed `0..81` row by row.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell with index `index`, if it is below 81.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn new(index: u8) -> Option<Cell> {
        if index < 81 { Some(Cell(index)) } else { None }
    }
    /// The cell at 0-based `row` and `col`, if both are below 9.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn at(row: u8, col: u8) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell(row * 9 + col))
        } else {
            None
        }
    }
    /// The cell a 1-based name names: `r4c5` (row, column), or the German `Z4S5` (Zeile,
    /// Spalte), as the reader's texts write it in German.
    pub fn from_name(name: &str) -> Option<Cell> {
        let b = name.as_bytes();
        let letters =
            |row: u8, col: u8| b[0].eq_ignore_ascii_case(&row) && b[2].eq_ignore_ascii_case(&col);
        if b.len() != 4 || !(letters(b'r', b'c') || letters(b'z', b's')) {
            return None;
        }
        Cell::at(b[1].checked_sub(b'1')?, b[3].checked_sub(b'1')?)
    }
    /// All 81 cells in index order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..81).map(Cell)
    }
    /// The index `0..81`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The 0-based row 0–8.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn row(self) -> u8 {
        self.0 / 9
    }
    /// The 0-based column 0–8.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn col(self) -> u8 {
        self.0 % 9
    }
    /// The 0-based block 0–8, numbered row by row from the top left.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn block(self) -> u8 {
        (self.row() / 3) * 3 + self.col() / 3
    }
    /// The 0-based position 0–8 inside its block; cells with the same position form a colour group.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn position_in_block(self) -> u8 {
        (self.row() % 3) * 3 + self.col() % 3
    }
    /// Whether the cell lies on the main diagonal (r1c1 to r9c9).
    pub const fn on_main_diagonal(self) -> bool {
        self.row() == self.col()
    }
    /// Whether the cell lies on the anti-diagonal (r1c9 to r9c1).
    pub const fn on_anti_diagonal(self) -> bool {
        self.row() + self.col() == 8
    }
}

/// `r4c5`: the 1-based name used in every text.
/// `r4c5`: the international notation (the CLI, the workers' protocols, Eureka chains).
/// Sentences a reader reads name a cell in their language, `i18n::cell_name` ("Z4S5").
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digit_bounds() {
        assert_eq!(Digit::new(0), None);
        assert_eq!(Digit::new(10), None);
        assert_eq!(Digit::new(9).map(Digit::get), Some(9));
        assert_eq!(Digit::all().count(), 9);
        assert_eq!(std::mem::size_of::<Option<Digit>>(), 1);
    }

    #[test]
    fn cell_coordinates_and_names() {
        // (index, name, block, position in block, main diagonal, anti-diagonal)
        let cases = [
            (0, "r1c1", 0, 0, true, false),
            (8, "r1c9", 2, 2, false, true),
            (40, "r5c5", 4, 4, true, true),
            (31, "r4c5", 4, 1, false, false),
            (80, "r9c9", 8, 8, true, false),
        ];
        for (index, name, block, pos, main, anti) in cases {
            let c = Cell::new(index).unwrap();
            assert_eq!(c.to_string(), name);
            assert_eq!(c.block(), block, "{name}");
            assert_eq!(c.position_in_block(), pos, "{name}");
            assert_eq!(c.on_main_diagonal(), main, "{name}");
            assert_eq!(c.on_anti_diagonal(), anti, "{name}");
        }
        assert_eq!(Cell::new(81), None);
        assert_eq!(Cell::at(3, 4), Cell::new(31));
        assert_eq!(Cell::at(9, 0), None);
    }
}
