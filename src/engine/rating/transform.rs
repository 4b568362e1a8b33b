//! Transformed copies of a puzzle: the changes that keep a sudoku a sudoku of the same
//! variant and difficulty (seed 003 L227: rotation, mirroring, "conformal" swaps of bands
//! and stacks, relabelling the digits), and the puzzle's canonical form, the smallest copy,
//! so every copy of a puzzle has the same one.
//!
//! Which geometric changes keep the variant's houses:
//!
//! | variant | geometry |
//! |---|---|
//! | standard | transposing; bands, stacks, and rows and columns inside them, in any order (2 × 6⁸) |
//! | colour | transposing; bands and stacks in any order, rows inside the bands in one order for all three bands (and columns likewise: the position inside a block is kept as a class) (2 × 6⁴) |
//! | diagonal, colour-diagonal | the eight rotations and mirrors of the square |
//!
//! Digits may always be relabelled (9!).
//!
//! The canonical form is the smallest transformed copy, read row by row, digits relabelled
//! in order of first appearance and empty cells as 0 (so it has as many empty cells as
//! early as possible). For the standard group it is found row by row, keeping every
//! partial transformation that gives the smallest rows so far; the others are enumerated.

use crate::engine::grid::Grid;
use crate::engine::house::Variant;
use crate::engine::puzzle::Puzzle;
use crate::engine::types::Cell;

/// One transformation: cell (r, c) of the copy is cell (`rows[r]`, `cols[c]`) of the
/// original (transposed first when `transpose`), and digit d becomes `digits[d]`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Transform {
    /// Transpose before permuting.
    pub transpose: bool,
    /// The original row of each row of the copy.
    pub rows: [u8; 9],
    /// The original column of each column of the copy.
    pub cols: [u8; 9],
    /// The new label of each digit (index 0 unused, kept 0).
    pub digits: [u8; 10],
}

impl Transform {
    /// The transformation that changes nothing.
    pub const IDENTITY: Transform = Transform {
        transpose: false,
        rows: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    };

    /// The copy of `grid`.
    pub fn grid(&self, grid: &Grid) -> Grid {
        let numbers = grid.to_numbers();
        let mut out = [0u8; 81];
        for r in 0..9 {
            for c in 0..9 {
                let v = source(&numbers, self.transpose, self.rows[r], self.cols[c]);
                out[r * 9 + c] = self.digits[usize::from(v)];
            }
        }
        Grid::from_numbers(&out).expect("a relabelling keeps digits 0-9")
    }

    /// The copy of `puzzle` (its givens: a pasted candidate grid is not carried over).
    pub fn puzzle(&self, puzzle: &Puzzle) -> Puzzle {
        Puzzle::new(puzzle.variant, self.grid(&puzzle.givens))
    }

    /// Whether the geometry keeps every house of `variant` a house.
    pub fn keeps(&self, variant: Variant) -> bool {
        let grid_of = |cell: Cell| -> (u8, u8) {
            let (r, c) = (
                self.rows[usize::from(cell.row())],
                self.cols[usize::from(cell.col())],
            );
            if self.transpose { (c, r) } else { (r, c) }
        };
        variant.houses().iter().all(|house| {
            let image: Vec<Cell> = house
                .cell_list()
                .filter_map(|cell| {
                    let (r, c) = grid_of(cell);
                    Cell::at(r, c)
                })
                .collect();
            variant
                .houses()
                .iter()
                .any(|h| image.iter().all(|c| h.cells().contains(*c)))
        })
    }
}

/// The number at (row, col) of `numbers`, transposed or not.
fn source(numbers: &[u8; 81], transpose: bool, row: u8, col: u8) -> u8 {
    let (r, c) = if transpose { (col, row) } else { (row, col) };
    numbers[usize::from(r) * 9 + usize::from(c)]
}

/// The six orders of three things.
const ORDERS: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// A line order from an order of the three bands and one order inside each band.
fn lines(bands: [u8; 3], inside: [[u8; 3]; 3]) -> [u8; 9] {
    let mut out = [0u8; 9];
    for (b, &band) in bands.iter().enumerate() {
        for (i, &line) in inside[b].iter().enumerate() {
            out[b * 3 + i] = band * 3 + line;
        }
    }
    out
}

/// The geometric part of `variant`'s group when it is small enough to list (every variant
/// but the standard one): each as a transformation with the digits kept.
pub fn small_group(variant: Variant) -> Vec<Transform> {
    let reversed = [8, 7, 6, 5, 4, 3, 2, 1, 0];
    let straight = Transform::IDENTITY.rows;
    let mut out = Vec::new();
    match variant {
        Variant::Standard => {}
        Variant::Diagonal | Variant::ColorDiagonal => {
            for transpose in [false, true] {
                for rows in [straight, reversed] {
                    for cols in [straight, reversed] {
                        out.push(Transform {
                            transpose,
                            rows,
                            cols,
                            ..Transform::IDENTITY
                        });
                    }
                }
            }
        }
        Variant::Color => {
            for transpose in [false, true] {
                for bands in ORDERS {
                    for inside in ORDERS {
                        for stacks in ORDERS {
                            for within in ORDERS {
                                out.push(Transform {
                                    transpose,
                                    rows: lines(bands, [inside; 3]),
                                    cols: lines(stacks, [within; 3]),
                                    ..Transform::IDENTITY
                                });
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// A copy's 81 numbers, digits relabelled by first appearance, with the relabelling.
fn relabelled(t: &Transform, numbers: &[u8; 81]) -> ([u8; 81], [u8; 10]) {
    let mut map = [0u8; 10];
    let mut next = 1;
    let mut out = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            let v = source(numbers, t.transpose, t.rows[r], t.cols[c]);
            if v != 0 {
                if map[usize::from(v)] == 0 {
                    map[usize::from(v)] = next;
                    next += 1;
                }
                out[r * 9 + c] = map[usize::from(v)];
            }
        }
    }
    fill_labels(&mut map, next);
    (out, map)
}

/// Gives the digits that do not appear the labels left, in order.
fn fill_labels(map: &mut [u8; 10], mut next: u8) {
    for label in map.iter_mut().skip(1) {
        if *label == 0 {
            *label = next;
            next += 1;
        }
    }
}

/// The transformation to `puzzle`'s canonical form (see the module doc): every copy of a
/// puzzle under its variant's group has the same canonical form.
pub fn canonical(puzzle: &Puzzle) -> Transform {
    let numbers = puzzle.givens.to_numbers();
    if puzzle.variant != Variant::Standard {
        let mut best: Option<([u8; 81], Transform)> = None;
        for g in small_group(puzzle.variant) {
            let (out, map) = relabelled(&g, &numbers);
            if best.as_ref().is_none_or(|(b, _)| out < *b) {
                best = Some((out, Transform { digits: map, ..g }));
            }
        }
        return best.map_or(Transform::IDENTITY, |(_, t)| t);
    }
    standard_canonical(&numbers)
}

/// A partial transformation of the standard search: the rows chosen so far, the column
/// order, the labels given so far.
#[derive(Clone)]
struct Partial {
    transpose: bool,
    rows: [u8; 9],
    cols: [u8; 9],
    map: [u8; 10],
    next: u8,
}

impl Partial {
    /// Row `k` of the copy if it were original row `row`, with the labels it would give.
    fn row(&self, numbers: &[u8; 81], row: u8) -> ([u8; 9], [u8; 10], u8) {
        let (mut map, mut next) = (self.map, self.next);
        let mut out = [0u8; 9];
        for (c, &col) in self.cols.iter().enumerate() {
            let v = usize::from(source(numbers, self.transpose, row, col));
            if v != 0 {
                if map[v] == 0 {
                    map[v] = next;
                    next += 1;
                }
                out[c] = map[v];
            }
        }
        (out, map, next)
    }
}

/// The standard canonical form, row by row: every (transposition, first row, column order)
/// is tried for the first row; each later row keeps only the partial transformations that
/// give the smallest row (rows 2 and 3 come from the first row's band, row 4 starts a band
/// not used yet, and so on).
fn standard_canonical(numbers: &[u8; 81]) -> Transform {
    let mut column_orders = Vec::with_capacity(1296);
    for stacks in ORDERS {
        for a in ORDERS {
            for b in ORDERS {
                for c in ORDERS {
                    column_orders.push(lines(stacks, [a, b, c]));
                }
            }
        }
    }
    let mut best_row = [u8::MAX; 9];
    let mut alive: Vec<Partial> = Vec::new();
    for transpose in [false, true] {
        for first in 0..9u8 {
            for cols in &column_orders {
                let p = Partial {
                    transpose,
                    rows: [first; 9],
                    cols: *cols,
                    map: [0; 10],
                    next: 1,
                };
                let (row, map, next) = p.row(numbers, first);
                if row > best_row {
                    continue;
                }
                if row < best_row {
                    best_row = row;
                    alive.clear();
                }
                alive.push(Partial { map, next, ..p });
            }
        }
    }
    for k in 1..9usize {
        let mut best_row = [u8::MAX; 9];
        let mut next_alive: Vec<Partial> = Vec::new();
        for p in &alive {
            let used = &p.rows[..k];
            let candidates: Vec<u8> = if k % 3 == 0 {
                (0..9u8)
                    .filter(|r| !used.iter().any(|u| u / 3 == r / 3))
                    .collect()
            } else {
                let band = p.rows[k - 1] / 3;
                (band * 3..band * 3 + 3)
                    .filter(|r| !used.contains(r))
                    .collect()
            };
            for r in candidates {
                let (row, map, next) = p.row(numbers, r);
                if row > best_row {
                    continue;
                }
                if row < best_row {
                    best_row = row;
                    next_alive.clear();
                }
                let mut q = p.clone();
                q.rows[k] = r;
                q.map = map;
                q.next = next;
                next_alive.push(q);
            }
        }
        alive = next_alive;
    }
    let Some(p) = alive.into_iter().next() else {
        return Transform::IDENTITY;
    };
    let mut map = p.map;
    fill_labels(&mut map, p.next);
    Transform {
        transpose: p.transpose,
        rows: p.rows,
        cols: p.cols,
        digits: map,
    }
}

/// `count` transformations of `variant`'s group, the identity first, the others drawn from
/// a fixed sequence (the same for every puzzle, so a puzzle's copies never change).
pub fn fixed_copies(variant: Variant, count: usize) -> Vec<Transform> {
    let small = small_group(variant);
    let mut state = 0x5EED_0003_u64;
    let mut next = move |n: u64| -> u64 {
        // SplitMix64: a fixed, portable sequence.
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % n
    };
    let mut out = vec![Transform::IDENTITY];
    while out.len() < count {
        let mut t = if small.is_empty() {
            let order = |next: &mut dyn FnMut(u64) -> u64| ORDERS[next(6) as usize];
            Transform {
                transpose: next(2) == 1,
                rows: lines(
                    order(&mut next),
                    [order(&mut next), order(&mut next), order(&mut next)],
                ),
                cols: lines(
                    order(&mut next),
                    [order(&mut next), order(&mut next), order(&mut next)],
                ),
                ..Transform::IDENTITY
            }
        } else {
            small[next(small.len() as u64) as usize]
        };
        // A random relabelling: Fisher–Yates on 1..=9.
        let mut digits = Transform::IDENTITY.digits;
        for i in (2..10).rev() {
            let j = 1 + next(i as u64) as usize;
            digits.swap(i, j);
        }
        t.digits = digits;
        if !out.contains(&t) {
            out.push(t);
        }
    }
    out
}
