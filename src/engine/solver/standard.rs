//! The fast path for [`Variant::Standard`](crate::engine::Variant): a band bitboard.
//!
//! The grid is cut into three bands of three rows. For each digit `d` and band `b` one `u32`
//! holds the 27 cells of the band where `d` is still possible (bit `9 * row_in_band + col`),
//! so the whole position is 27 words (108 bytes) plus 6 bookkeeping words: a node copy is a
//! few cache lines and the search needs no heap at all.
//!
//! Everything the propagation needs about one digit inside one band is a question about the
//! 3×3 "row meets box" pattern of that word, answered by 512-entry tables:
//! - `SHRINK` folds a 9-bit row segment to 3 bits: in which boxes the row still has a place.
//! - `COMPLEX` takes the 9-bit row×box pattern and keeps only the places that lie on a
//!   perfect matching of rows to boxes (each row, and each box, gets the digit exactly once).
//!   That single AND performs pointing, claiming and hidden singles in boxes, and returns 0
//!   when the band cannot hold the digit three times (a contradiction).
//! - `KEEP_COLUMNS` takes the 9-bit column occupancy: a box whose places lie in one column
//!   pins that column, which the other two bands lose (pointing along columns);
//!   `KEEP_PAIR_COLUMNS`: where two bands together use only two columns of a stack, the third
//!   band loses both.
//! - A row left with one place is solved: its cell is removed from the other eight digits.
//!
//! Naked singles (cells with one digit) come from bit-sliced counting over the nine digit
//! words of a band (`one`, `two`, `three` = cells with ≥1, ≥2, ≥3 candidates), which also
//! finds empty cells (a contradiction) and the bi-value cells the search branches on.

use crate::engine::grid::Grid;

use super::{Board, Status};

/// The 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;

// ---------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------

/// For a 9-bit row segment: bit `k` is set when the row has a place in box `k` of the band.
static SHRINK: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let mut k = 0;
        while k < 3 {
            if s & (7 << (3 * k)) != 0 {
                t[s] |= 1 << k;
            }
            k += 1;
        }
        s += 1;
    }
    t
};

/// For a 9-bit row×box pattern (bit `3 * row + box`): the 27-bit mask of the band cells that
/// lie on some perfect matching of the three rows to the three boxes. Zero when there is none.
static COMPLEX: [u32; 512] = {
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let mut keep = 0u32;
        let mut p = 0;
        while p < 6 {
            let mut pattern = 0u32;
            let mut r = 0;
            while r < 3 {
                pattern |= 1 << (3 * r + PERMS[p][r]);
                r += 1;
            }
            if pattern & s as u32 == pattern {
                keep |= pattern;
            }
            p += 1;
        }
        let mut cells = 0u32;
        let mut bit = 0;
        while bit < 9 {
            if keep & (1 << bit) != 0 {
                let (r, k) = (bit / 3, bit % 3);
                cells |= 7 << (9 * r + 3 * k);
            }
            bit += 1;
        }
        t[s] = cells;
        s += 1;
    }
    t
};

/// For a cell of a band (0..27): the other cells of the band in its row, box or column.
static BAND_PEERS: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        let (r, c) = (i / 9, i % 9);
        let mut j = 0;
        while j < 27 {
            let (r2, c2) = (j / 9, j % 9);
            if j != i && (r2 == r || c2 == c || c2 / 3 == c / 3) {
                t[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    t
};

/// For a 9-bit column set: the 27-bit mask of the band cells outside every stack in which
/// the set has exactly `columns` columns.
const fn keep_outside_stacks_with(columns: u32) -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let mut pinned = 0u32;
        let mut k = 0;
        while k < 3 {
            let stack_cols = (s as u32 >> (3 * k)) & 7;
            if stack_cols.count_ones() == columns {
                pinned |= stack_cols << (3 * k);
            }
            k += 1;
        }
        t[s] = !spread_columns(pinned) & BAND;
        s += 1;
    }
    t
}

/// For the 9-bit column occupancy of a digit in a band: the 27-bit mask the other two bands
/// keep. A box whose places lie in one column pins the digit to that column inside this band
/// (pointing along a column; a solved row is the special case of one place in its box), so
/// the other bands lose that column.
static KEEP_COLUMNS: [u32; 512] = keep_outside_stacks_with(1);

/// For the union of the column occupancies of a digit in two bands: the 27-bit mask the
/// third band keeps. Where the two bands together use only two columns of a stack, each takes
/// one of them, so the third band loses both.
static KEEP_PAIR_COLUMNS: [u32; 512] = keep_outside_stacks_with(2);

/// For a 3-bit set of rows: the 27-bit mask of those rows.
static ROWS: [u32; 8] = {
    let mut t = [0u32; 8];
    let mut s = 0;
    while s < 8 {
        let mut r = 0;
        while r < 3 {
            if s & (1 << r) != 0 {
                t[s] |= 0x1FF << (9 * r);
            }
            r += 1;
        }
        s += 1;
    }
    t
};

/// Spreads a 9-bit column set to the same columns in all three rows of a band.
const fn spread_columns(cols: u32) -> u32 {
    cols | (cols << 9) | (cols << 18)
}

/// The 9-bit set of columns in which a band word has a place.
#[inline(always)]
fn columns(a: u32) -> usize {
    ((a | a >> 9 | a >> 18) & 0x1FF) as usize
}

/// Bit `r` set when row `r` of the 27-bit word has exactly one place (rows are non-empty).
#[inline(always)]
fn single_rows(a: u32) -> u32 {
    let r0 = a & 0x1FF;
    let r1 = (a >> 9) & 0x1FF;
    let r2 = a >> 18;
    (r0 & (r0.wrapping_sub(1)) == 0) as u32
        | (((r1 & r1.wrapping_sub(1)) == 0) as u32) << 1
        | (((r2 & r2.wrapping_sub(1)) == 0) as u32) << 2
}

// ---------------------------------------------------------------------------------------
// The board
// ---------------------------------------------------------------------------------------

/// A standard 9×9 position as 27 digit-band words. See the module docs.
#[derive(Clone, Copy)]
pub(crate) struct BandBoard {
    /// `f[3 * d + b]`: the cells of band `b` where digit index `d` is still possible.
    f: [u32; 27],
    /// The value of `f` when it was last propagated; a word equal to its `prev` is skipped.
    prev: [u32; 27],
    /// Per band: the cells that have not been placed yet.
    unsolved_cells: [u32; 3],
    /// Per band: bit `3 * d + r` is set while digit index `d` has no place in row `r` yet.
    unsolved_rows: [u32; 3],
}

impl BandBoard {
    /// The position with every digit possible everywhere and nothing placed.
    pub(crate) fn empty() -> BandBoard {
        BandBoard {
            f: [BAND; 27],
            // Never equal to a real word (bits 27..32), so every word is propagated once.
            prev: [u32::MAX; 27],
            unsolved_cells: [BAND; 3],
            unsolved_rows: [BAND; 3],
        }
    }

    /// Removes digit index `d` from cell `cell` (0..81), without propagating.
    #[inline(always)]
    pub(crate) fn remove(&mut self, cell: usize, d: usize) {
        self.f[3 * d + cell / 27] &= !(1 << (cell % 27));
    }

    /// Places digit index `d` in `cell` (0..81): removes it from the cell's peers and every
    /// other digit from the cell. `false` if `d` was no longer possible there.
    #[inline(always)]
    pub(crate) fn place(&mut self, cell: usize, d: usize) -> bool {
        let (b, pos) = (cell / 27, cell % 27);
        let bit = 1u32 << pos;
        let i = 3 * d + b;
        if self.f[i] & bit == 0 {
            return false;
        }
        self.f[i] &= !BAND_PEERS[pos];
        let col = spread_columns(1 << (pos % 9));
        let (o1, o2) = OTHER_BANDS[b];
        self.f[3 * d + o1] &= !col;
        self.f[3 * d + o2] &= !col;
        for d2 in 0..9 {
            if d2 != d {
                self.f[3 * d2 + b] &= !bit;
            }
        }
        self.unsolved_cells[b] &= !bit;
        true
    }

    /// Propagates the word of digit index `D` in band `B` (see the module docs). `false` on a
    /// contradiction. Const parameters make every index a constant, so the 27 unrolled
    /// copies in [`BandBoard::update_all`] have no index arithmetic and no inner loops.
    #[inline(always)]
    fn update<const D: usize, const B: usize>(&mut self) -> bool {
        let i = 3 * D + B;
        let mut a = self.f[i];
        let shrink = SHRINK[(a & 0x1FF) as usize]
            | SHRINK[((a >> 9) & 0x1FF) as usize] << 3
            | SHRINK[(a >> 18) as usize & 0x1FF] << 6;
        // The masks are no-ops on valid words; they let the compiler drop bounds checks.
        a &= COMPLEX[shrink as usize & 0x1FF];
        if a == 0 {
            return false;
        }
        self.f[i] = a;
        self.prev[i] = a;
        let (o1, o2) = OTHER_BANDS[B];
        let cols = columns(a);
        let keep = KEEP_COLUMNS[cols];
        let (c1, c2) = (columns(self.f[3 * D + o1]), columns(self.f[3 * D + o2]));
        self.f[3 * D + o1] &= keep & KEEP_PAIR_COLUMNS[cols | c2];
        self.f[3 * D + o2] &= keep & KEEP_PAIR_COLUMNS[cols | c1];
        let open = (self.unsolved_rows[B] >> (3 * D)) & 7;
        if open != 0 {
            let solved = single_rows(a) & open;
            if solved != 0 {
                self.unsolved_rows[B] &= !(solved << (3 * D));
                let placed = a & ROWS[solved as usize & 7];
                self.unsolved_cells[B] &= !placed;
                for d2 in 0..9 {
                    self.f[3 * d2 + B] &= !placed;
                }
                self.f[i] = a;
            }
        }
        true
    }

    /// Propagates every changed word until nothing changes. `false` on a contradiction.
    #[inline(always)]
    fn update_all(&mut self) -> bool {
        macro_rules! words {
            ($changed:ident; $(($d:literal, $b:literal)),*) => {
                $(
                    if self.f[3 * $d + $b] != self.prev[3 * $d + $b] {
                        if !self.update::<$d, $b>() {
                            return false;
                        }
                        $changed = true;
                    }
                )*
            };
        }
        loop {
            let mut changed = false;
            words!(changed;
                (0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2),
                (3, 0), (3, 1), (3, 2), (4, 0), (4, 1), (4, 2), (5, 0), (5, 1), (5, 2),
                (6, 0), (6, 1), (6, 2), (7, 0), (7, 1), (7, 2), (8, 0), (8, 1), (8, 2)
            );
            if !changed {
                return true;
            }
        }
    }

    /// The bi-value cell to branch on (band, cell in band), given the bi-value cells of each
    /// band: the one with the most open peers, whose placement removes the most candidates.
    /// With few open cells left (deep in a long count) the choice hardly changes the tree
    /// and scoring would cost more than it saves, so the first bi-value cell is taken.
    #[inline(always)]
    fn pick_bivalue(&self, pairs: &[u32; 3]) -> Option<(usize, usize)> {
        let u = &self.unsolved_cells;
        let open = (u64::from(u[0]) | u64::from(u[1]) << 32).count_ones() + u[2].count_ones();
        if open < SCORE_FROM_OPEN_CELLS {
            let b = (0..3).find(|&b| pairs[b] != 0)?;
            return Some((b, pairs[b].trailing_zeros() as usize));
        }
        let mut best = None;
        let mut best_score = 0;
        for b in 0..3 {
            let mut p = pairs[b];
            let (o1, o2) = OTHER_BANDS[b];
            while p != 0 {
                let pos = p.trailing_zeros() as usize;
                p &= p - 1;
                let c = pos % 9;
                let col = spread_columns(1 << c);
                // One popcount: the column peers of the other bands, moved to bits 0, 1, 9,
                // 10, 18, 19 of the upper half, next to the peers inside the band.
                let outside = (col & self.unsolved_cells[o1]) >> c
                    | ((col & self.unsolved_cells[o2]) >> c) << 1;
                let peers =
                    u64::from(BAND_PEERS[pos] & self.unsolved_cells[b]) | u64::from(outside) << 32;
                let score = peers.count_ones() + 1;
                if score > best_score {
                    best_score = score;
                    best = Some((b, pos));
                }
            }
        }
        best
    }

    /// A digit with exactly two places in a row or a box of some band: branching on one of
    /// them splits the search in two, like a bi-value cell.
    fn bilocal(&self) -> Option<Status> {
        for d in 0..9 {
            for b in 0..3 {
                let a = self.f[3 * d + b];
                for k in 0..3 {
                    let row = a & (0x1FF << (9 * k));
                    if row.count_ones() == 2 {
                        return Some(Status::Pin {
                            cell: 27 * b + row.trailing_zeros() as usize,
                            digit: d,
                        });
                    }
                    let boxed = a & (0x1C0E07 << (3 * k));
                    if boxed.count_ones() == 2 {
                        return Some(Status::Pin {
                            cell: 27 * b + boxed.trailing_zeros() as usize,
                            digit: d,
                        });
                    }
                }
            }
        }
        None
    }

    /// The open cell with the fewest candidates (3 is the best possible once no bi-value
    /// cell is left, so the scan stops at the first such cell).
    fn fewest_candidates(&self) -> Status {
        let mut best = (0usize, 0u32, 10u32);
        for b in 0..3 {
            let mut open = self.unsolved_cells[b];
            while open != 0 {
                let pos = open.trailing_zeros();
                open &= open - 1;
                let digits = self.digits_at(b, 1 << pos);
                if digits.count_ones() < best.2 {
                    best = (27 * b + pos as usize, digits, digits.count_ones());
                    if best.2 <= 3 {
                        return Status::Open {
                            cell: best.0,
                            digits: best.1,
                        };
                    }
                }
            }
        }
        Status::Open {
            cell: best.0,
            digits: best.1,
        }
    }

    /// Bit-sliced candidate counts of band `b`: cells with ≥1, ≥2 and ≥3 candidates.
    #[inline(always)]
    fn counts(&self, b: usize) -> (u32, u32, u32) {
        let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
        for d in 0..9 {
            let x = self.f[3 * d + b];
            three |= two & x;
            two |= one & x;
            one |= x;
        }
        (one, two, three)
    }

    /// The digit index of the first digit possible in band cell `bit` of band `b`.
    #[inline(always)]
    fn digits_at(&self, b: usize, bit: u32) -> u32 {
        let mut digits = 0;
        for d in 0..9 {
            if self.f[3 * d + b] & bit != 0 {
                digits |= 1 << d;
            }
        }
        digits
    }
}

/// Below this many open cells the first bi-value cell is branched on, unscored.
const SCORE_FROM_OPEN_CELLS: u32 = 25;

/// For band `b`: the other two bands.
const OTHER_BANDS: [(usize, usize); 3] = [(1, 2), (0, 2), (0, 1)];

impl Board for BandBoard {
    fn propagate(&mut self) -> Status {
        loop {
            if !self.update_all() {
                return Status::Contradiction;
            }
            let mut found = false;
            // The bi-value cells per band, from the same counts (used when no single is left).
            let mut pairs = [0u32; 3];
            for (b, pairs) in pairs.iter_mut().enumerate() {
                let (one, two, three) = self.counts(b);
                if one != BAND {
                    return Status::Contradiction;
                }
                let mut singles = one & !two & self.unsolved_cells[b];
                if singles == 0 {
                    *pairs = two & !three & self.unsolved_cells[b];
                    continue;
                }
                found = true;
                while singles != 0 {
                    let pos = singles.trailing_zeros() as usize;
                    singles &= singles - 1;
                    let digits = self.digits_at(b, 1 << pos);
                    // `digits` may have become empty through an earlier single of this pass.
                    if digits == 0 || !self.place(27 * b + pos, digits.trailing_zeros() as usize) {
                        return Status::Contradiction;
                    }
                }
            }
            if found {
                continue;
            }
            if self.unsolved_cells == [0; 3] {
                return Status::Solved;
            }
            // A bi-value cell halves the tree at worst; failing that, the fewest candidates.
            return match self.pick_bivalue(&pairs) {
                Some((b, pos)) => Status::Open {
                    cell: 27 * b + pos,
                    digits: self.digits_at(b, 1 << pos),
                },
                None => match self.bilocal() {
                    Some(pin) => pin,
                    None => self.fewest_candidates(),
                },
            };
        }
    }

    fn place(&mut self, cell: usize, digit: usize) -> bool {
        BandBoard::place(self, cell, digit)
    }

    fn remove(&mut self, cell: usize, digit: usize) {
        BandBoard::remove(self, cell, digit);
    }

    #[inline(always)]
    fn twins(&self, a: usize, b: usize) -> bool {
        (0..3).all(|k| (self.f[3 * a + k] ^ self.f[3 * b + k]) & self.unsolved_cells[k] == 0)
    }

    fn to_grid(&self) -> Grid {
        let mut numbers = [0u8; 81];
        for d in 0..9 {
            for b in 0..3 {
                let mut x = self.f[3 * d + b];
                while x != 0 {
                    let pos = x.trailing_zeros() as usize;
                    x &= x - 1;
                    numbers[27 * b + pos] = d as u8 + 1;
                }
            }
        }
        Grid::from_numbers(&numbers).unwrap_or(Grid::EMPTY)
    }
}

impl BandBoard {
    /// The start position for `candidates` (81 digit masks, bit `d` = digit index `d`):
    /// every single-candidate cell placed, other cells restricted. `None` when the start
    /// already contradicts itself (two equal givens in a house); an empty cell (mask 0) is
    /// left for the first propagation to refute.
    pub(crate) fn from_masks(masks: &[u16; 81]) -> Option<BandBoard> {
        let mut board = BandBoard::empty();
        // One pass: a placement only removes digits from other cells and checks its own,
        // so the order of restrictions and placements does not change the result.
        for (cell, &m) in masks.iter().enumerate() {
            if m == 0x1FF {
                continue;
            }
            if m.is_power_of_two() {
                if !board.place(cell, m.trailing_zeros() as usize) {
                    return None;
                }
            } else {
                for d in 0..9 {
                    if m & (1 << d) == 0 {
                        board.remove(cell, d);
                    }
                }
            }
        }
        Some(board)
    }

    /// The start board for givens only (`numbers`: 0 for an empty cell, 1–9 a given), the
    /// same as [`BandBoard::from_masks`] with a one-digit mask per given, but without a
    /// branch per cell: a bitmap of the given cells is built branch-free and only its cells
    /// are visited. `None` if two givens conflict.
    pub(crate) fn from_givens(numbers: &[u8; 81]) -> Option<BandBoard> {
        let mut given = 0u128;
        for (cell, &n) in numbers.iter().enumerate() {
            given |= u128::from(n != 0) << cell;
        }
        let mut board = BandBoard::empty();
        while given != 0 {
            let cell = given.trailing_zeros() as usize;
            given &= given - 1;
            if !board.place(cell, usize::from(numbers[cell]) - 1) {
                return None;
            }
        }
        Some(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn complex_keeps_only_perfect_matchings() {
        // (row×box pattern, allowed row×box pattern after the matching rule)
        let cases: [(u32, u32); 5] = [
            (0b111_111_111, 0b111_111_111),
            // Row 0 only in box 0: rows 1 and 2 lose box 0.
            (0b111_111_001, 0b110_110_001),
            // Rows 0 and 1 both only in box 0: no matching.
            (0b111_001_001, 0),
            // An empty row: no matching.
            (0b111_000_111, 0),
            // Box 2 only reachable from row 2: row 2 is pinned to box 2.
            (0b111_011_011, 0b100_011_011),
        ];
        for (pattern, allowed) in cases {
            let mut expect = 0;
            for bit in 0..9 {
                if allowed & (1 << bit) != 0 {
                    expect |= 7 << (9 * (bit / 3) + 3 * (bit % 3));
                }
            }
            assert_eq!(COMPLEX[pattern as usize], expect, "pattern {pattern:09b}");
        }
    }

    #[test]
    fn shrink_and_single_rows() {
        assert_eq!(SHRINK[0b000_000_000], 0b000);
        assert_eq!(SHRINK[0b100_000_001], 0b101);
        assert_eq!(SHRINK[0b010_010_000], 0b110);
        assert_eq!(single_rows(1 | (3 << 9) | (1 << 26)), 0b101);
        // Row (8) and the rest of the box (6); the column inside the band lies in the box.
        assert_eq!(BAND_PEERS[0].count_ones(), 14);
    }
}
