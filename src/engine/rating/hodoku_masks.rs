//! The bit masks HoDoKu's own finders in the rating walk work on ([`super::hodoku_chains`],
//! [`super::hodoku_nets`], [`super::hodoku_als`]): cells as bits of a `u128` (bit `n` for cell index `n`, as
//! [`CellSet::bits`](crate::engine::bits::CellSet::bits) lays them out), digits as bits of a
//! `u16` (bit `d` for digit index `d`), houses by [`House::index`] (rows, columns, blocks).

use crate::engine::house::{House, Variant};
use crate::engine::position::Position;
use crate::engine::types::Cell;

/// The cells of a mask, in order.
pub(super) fn cells(mut m: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let c = m.trailing_zeros() as usize;
            m &= m - 1;
            c
        })
    })
}

/// The 27 houses of a standard sudoku as cell masks, by [`House::index`].
pub(super) fn houses() -> [u128; 27] {
    std::array::from_fn(|i| House::from_index(i).map_or(0, |h| h.cells().bits()))
}

/// Per cell, its three houses (row, column, block) by [`House::index`].
pub(super) fn cell_houses() -> [[usize; 3]; 81] {
    let mut out = [[0; 3]; 81];
    for c in Cell::all() {
        out[c.index()] = [
            House::Row(c.row()).index(),
            House::Column(c.col()).index(),
            House::Block(c.block()).index(),
        ];
    }
    out
}

/// Per cell, the cells it sees in a standard sudoku (itself excluded), from the engine's
/// [`Variant::peers`].
pub(super) fn peers() -> [u128; 81] {
    std::array::from_fn(|i| Cell::new(i as u8).map_or(0, |c| Variant::Standard.peers(c).bits()))
}

/// A position's open cells and candidates as masks.
pub(super) struct Candidates {
    /// Per cell, its candidates (none for a placed cell).
    pub cands: [u16; 81],
    /// Per digit, the open cells holding it as a candidate.
    pub places: [u128; 9],
    /// The cells without a digit.
    pub empty: u128,
}

impl Candidates {
    /// The masks of `pos`.
    pub fn of(pos: &Position) -> Candidates {
        let mut out = Candidates {
            cands: [0; 81],
            places: [0; 9],
            empty: 0,
        };
        for c in Cell::all() {
            let cell = c.index();
            if pos.digit(c).is_none() {
                out.empty |= 1 << cell;
                out.cands[cell] = pos.cands(c).bits() >> 1;
                for (d, p) in out.places.iter_mut().enumerate() {
                    if out.cands[cell] & (1 << d) != 0 {
                        *p |= 1 << cell;
                    }
                }
            }
        }
        out
    }
}
