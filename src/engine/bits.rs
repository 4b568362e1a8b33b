//! Typed bit sets: [`DigitSet`] (a cell's candidates, a house's missing digits) and
//! [`CellSet`] (any set of cells: a house, a cell's peers, a pattern).
//!
//! Two distinct types so that a digit mask can never be passed where a cell mask is meant.

use super::types::{Cell, Digit};

/// The number of set bits in the low nine bits of `mask` (a digit set's, a fish's lines).
/// Natively it is read from a table: the finders count millions of such masks, and
/// `count_ones` is a dozen instructions on the baseline x86-64 of the native build (no
/// `popcnt`). Where the target has the instruction (wasm32's `i32.popcnt`, or an x86-64
/// build with `popcnt`), it is used: one instruction, and no table in the bundle.
pub(crate) const fn ones9(mask: u16) -> u32 {
    if cfg!(any(target_arch = "wasm32", target_feature = "popcnt")) {
        (mask & 0x1ff).count_ones()
    } else {
        ONES9[(mask & 0x1ff) as usize] as u32
    }
}

/// [`ones9`]'s table: the set bits of every 9-bit mask.
const ONES9: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    table
};

/// A set of digits 1–9, stored as bits 1..=9 of a `u16` (bit 0 is always clear).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DigitSet(u16);

impl DigitSet {
    /// The empty set.
    pub const EMPTY: DigitSet = DigitSet(0);
    /// All nine digits.
    pub const ALL: DigitSet = DigitSet(0b11_1111_1110);

    /// The set whose raw bits are `bits` (bit `d` stands for digit `d`); bits outside 1..=9 are dropped.
    pub const fn from_bits(bits: u16) -> DigitSet {
        DigitSet(bits & Self::ALL.0)
    }
    /// The raw bits: bit `d` stands for digit `d`.
    pub const fn bits(self) -> u16 {
        self.0
    }
    /// The set holding only `digit`.
    pub const fn single(digit: Digit) -> DigitSet {
        DigitSet(1 << digit.get())
    }
    /// Whether `digit` is in the set.
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & (1 << digit.get()) != 0
    }
    /// Adds `digit`.
    pub fn insert(&mut self, digit: Digit) {
        self.0 |= 1 << digit.get();
    }
    /// Removes `digit`.
    pub fn remove(&mut self, digit: Digit) {
        self.0 &= !(1 << digit.get());
    }
    /// How many digits the set holds.
    pub const fn len(self) -> u32 {
        ones9(self.0 >> 1)
    }
    /// Whether the set holds no digit.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The only digit in the set, if it holds exactly one.
    pub fn single_digit(self) -> Option<Digit> {
        if self.len() == 1 {
            Digit::new(self.0.trailing_zeros() as u8)
        } else {
            None
        }
    }
    /// The smallest digit in the set.
    pub fn first(self) -> Option<Digit> {
        Digit::new(self.0.trailing_zeros() as u8)
    }
    /// Digits in both sets.
    pub const fn intersection(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & other.0)
    }
    /// Digits in either set.
    pub const fn union(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 | other.0)
    }
    /// Digits in `self` but not in `other`.
    pub const fn difference(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & !other.0)
    }
    /// Digits not in the set.
    pub const fn complement(self) -> DigitSet {
        DigitSet(!self.0 & Self::ALL.0)
    }
    /// The digits in ascending order.
    pub fn iter(self) -> impl Iterator<Item = Digit> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let d = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Digit::new(d)
        })
    }
}

impl FromIterator<Digit> for DigitSet {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> Self {
        let mut set = DigitSet::EMPTY;
        for d in iter {
            set.insert(d);
        }
        set
    }
}

impl std::fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{{")?;
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        write!(f, "}}")
    }
}

/// A set of cells, stored as bits 0..81 of a `u128` (bit `i` stands for cell index `i`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CellSet(u128);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    pub const ALL: CellSet = CellSet((1u128 << 81) - 1);

    /// The set whose raw bits are `bits`; bits from 81 upwards are dropped.
    pub const fn from_bits(bits: u128) -> CellSet {
        CellSet(bits & Self::ALL.0)
    }
    /// The raw bits: bit `i` stands for the cell with index `i`.
    pub const fn bits(self) -> u128 {
        self.0
    }
    /// The set holding only `cell`.
    pub const fn single(cell: Cell) -> CellSet {
        CellSet(1 << cell.index())
    }
    /// Whether `cell` is in the set.
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & (1 << cell.index()) != 0
    }
    /// Adds `cell`.
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= 1 << cell.index();
    }
    /// Removes `cell`.
    pub fn remove(&mut self, cell: Cell) {
        self.0 &= !(1 << cell.index());
    }
    /// How many cells the set holds.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    /// Whether the set holds no cell.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Whether the set holds exactly one cell (`len() == 1`, without counting).
    pub const fn is_single(self) -> bool {
        self.0 != 0 && self.0 & (self.0 - 1) == 0
    }
    /// The cell with the lowest index.
    pub fn first(self) -> Option<Cell> {
        Cell::new(self.0.trailing_zeros() as u8)
    }
    /// Cells in both sets.
    pub const fn intersection(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }
    /// Cells in either set.
    pub const fn union(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }
    /// Cells in `self` but not in `other`.
    pub const fn difference(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }
    /// Cells not in the set.
    pub const fn complement(self) -> CellSet {
        CellSet(!self.0 & Self::ALL.0)
    }
    /// The cells in ascending index order (row by row).
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Cell::new(i)
        })
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Self {
        let mut set = CellSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

impl std::fmt::Debug for CellSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }

    #[test]
    fn ones9_counts_the_low_nine_bits_of_every_mask() {
        for mask in 0..=u16::MAX {
            assert_eq!(ones9(mask), (mask & 0x1ff).count_ones(), "{mask:#b}");
        }
    }

    #[test]
    fn digit_set_operations() {
        let a: DigitSet = [d(1), d(5), d(9)].into_iter().collect();
        let b: DigitSet = [d(5), d(7)].into_iter().collect();
        assert_eq!(format!("{a:?}"), "{159}");
        assert_eq!(a.len(), 3);
        assert_eq!(format!("{:?}", a.intersection(b)), "{5}");
        assert_eq!(format!("{:?}", a.union(b)), "{1579}");
        assert_eq!(format!("{:?}", a.difference(b)), "{19}");
        assert_eq!(format!("{:?}", a.complement()), "{234678}");
        assert_eq!(a.intersection(b).single_digit(), Some(d(5)));
        assert_eq!(a.single_digit(), None);
        assert_eq!(DigitSet::ALL.len(), 9);
        assert_eq!(DigitSet::from_bits(0xFFFF), DigitSet::ALL);
    }

    #[test]
    fn cell_set_operations() {
        let mut s = CellSet::EMPTY;
        s.insert(Cell::new(80).unwrap());
        s.insert(Cell::new(0).unwrap());
        assert_eq!(s.len(), 2);
        assert_eq!(s.iter().map(|c| c.index()).collect::<Vec<_>>(), vec![0, 80]);
        assert_eq!(CellSet::ALL.len(), 81);
        assert_eq!(CellSet::from_bits(u128::MAX), CellSet::ALL);
        s.remove(Cell::new(0).unwrap());
        assert_eq!(s.first(), Cell::new(80));
    }
}
