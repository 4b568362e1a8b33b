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
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn from_bits(bits: u16) -> DigitSet {
        DigitSet(bits & Self::ALL.0)
    }
    /// The raw bits: bit `d` stands for digit `d`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn bits(self) -> u16 {
        self.0
    }
    /// The set holding only `digit`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn single(digit: Digit) -> DigitSet {
        DigitSet(1 << digit.get())
    }
    /// Whether `digit` is in the set.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & (1 << digit.get()) != 0
    }
    /// Adds `digit`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn insert(&mut self, digit: Digit) {
        self.0 |= 1 << digit.get();
    }
    /// Removes `digit`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn remove(&mut self, digit: Digit) {
        self.0 &= !(1 << digit.get());
    }
    /// How many digits the set holds.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn len(self) -> u32 {
        ones9(self.0 >> 1)
    }
    /// Whether the set holds no digit.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The only digit in the set, if it holds exactly one.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn single_digit(self) -> Option<Digit> {
        if self.len() == 1 {
            Digit::new(self.0.trailing_zeros() as u8)
        } else {
            None
        }
    }
    /// The smallest digit in the set.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn first(self) -> Option<Digit> {
        Digit::new(self.0.trailing_zeros() as u8)
    }
    /// Digits in both sets.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn intersection(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & other.0)
    }
    /// Digits in either set.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn union(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 | other.0)
    }
    /// Digits in `self` but not in `other`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn difference(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & !other.0)
    }
    /// Digits not in the set.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn complement(self) -> DigitSet {
        DigitSet(!self.0 & Self::ALL.0)
    }
    /// The digits in ascending order.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn iter(self) -> DigitIter {
        DigitIter(self.0)
    }
}

/// The digits of a [`DigitSet`] in ascending order ([`DigitSet::iter`]). A type of its own,
/// not `iter::from_fn`, so its `next` can be marked for inlining: the wasm bundle is built
/// for size (opt-level z), where the compiler otherwise calls it out of line for every digit.
#[derive(Clone, Copy, Debug)]
pub struct DigitIter(u16);

impl Iterator for DigitIter {
    type Item = Digit;

    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn next(&mut self) -> Option<Digit> {
        if self.0 == 0 {
            return None;
        }
        let d = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Digit::new(d)
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

/// The bit of `cell` in a [`CellSet`]. In the workers' build ([`CELL_BIT`]) it is read from a
/// table; elsewhere it is shifted.
#[cfg_attr(feature = "inline-hot", inline(always))]
const fn cell_bit(cell: Cell) -> u128 {
    if cfg!(feature = "inline-hot") {
        CELL_BIT[cell.index()]
    } else {
        1 << cell.index()
    }
}

/// Each cell's bit, `1 << i` for the cell of index `i`, for [`cell_bit`] in the workers'
/// build: a `u128` shift by a variable amount is a call into the compiler's runtime where the
/// build optimises for size, and the engine adds and tests cells millions of times.
static CELL_BIT: [u128; 81] = {
    let mut bits = [0u128; 81];
    let mut i = 0;
    while i < 81 {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};

/// A set of cells, stored as bits 0..81 of a `u128` (bit `i` stands for cell index `i`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CellSet(u128);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    pub const ALL: CellSet = CellSet((1u128 << 81) - 1);

    /// The set whose raw bits are `bits`; bits from 81 upwards are dropped.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn from_bits(bits: u128) -> CellSet {
        CellSet(bits & Self::ALL.0)
    }
    /// The raw bits: bit `i` stands for the cell with index `i`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn bits(self) -> u128 {
        self.0
    }
    /// The set holding only `cell`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn single(cell: Cell) -> CellSet {
        CellSet(cell_bit(cell))
    }
    /// Whether `cell` is in the set.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & cell_bit(cell) != 0
    }
    /// Adds `cell`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= cell_bit(cell);
    }
    /// Removes `cell`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn remove(&mut self, cell: Cell) {
        self.0 &= !cell_bit(cell);
    }
    /// How many cells the set holds.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    /// Whether the set holds no cell.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Whether the set holds exactly one cell (`len() == 1`, without counting).
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn is_single(self) -> bool {
        self.0 != 0 && self.0 & (self.0 - 1) == 0
    }
    /// The cell with the lowest index.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn first(self) -> Option<Cell> {
        Cell::new(self.0.trailing_zeros() as u8)
    }
    /// Cells in both sets.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn intersection(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }
    /// Cells in either set.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn union(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }
    /// Cells in `self` but not in `other`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn difference(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }
    /// Cells not in the set.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn complement(self) -> CellSet {
        CellSet(!self.0 & Self::ALL.0)
    }
    /// The cells in ascending index order (row by row).
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn iter(self) -> CellIter {
        CellIter(self.0)
    }
}

/// The cells of a [`CellSet`] in ascending index order ([`CellSet::iter`]); a type of its own
/// for the reason [`DigitIter`] is.
#[derive(Clone, Copy, Debug)]
pub struct CellIter(u128);

impl Iterator for CellIter {
    type Item = Cell;

    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Cell::new(i)
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
