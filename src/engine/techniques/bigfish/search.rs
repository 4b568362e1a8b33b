//! The search for Franken and Mutant fish: base and cover houses of any kind.
//!
//! A fish of size n on a digit: n base houses that share no candidate of it (apart from
//! endo fins, candidates in two base houses) and n cover houses, other than the base
//! houses, that hold every base candidate (apart from exo fins, the base candidates outside
//! them). The n base houses need n copies of the digit, each in a cover house, and a cover
//! house holds one copy: so the cover houses get their copies from the base, and their other
//! candidates go, as does a base candidate in two cover houses (cannibalism: it would fill
//! two cover houses with one copy). With fins, either a fin is the digit or the fish
//! stands: only candidates that see every fin go.
//!
//! HoDoKu's kinds (`FishSolver.createFishStep`): Franken fish take their base from rows (or
//! columns) and boxes and their cover from columns (or rows) and boxes, with a box among
//! them; any other mix of houses is a Mutant fish. In the variants the diagonals and colour
//! groups count as boxes. HoDoKu's bounds: at most 5 fins, at most 2 endo fins.
//!
//! How it stays fast (a fish of size 4 from 27 houses has thousands of base choices):
//! - A digit is searched only if some candidate of it lies on no template
//!   ([`super::super::templates::unused_places`]): every single-digit deduction, any fish,
//!   removes only such candidates, and the fins must all see one of them.
//! - Cover houses are not combined blindly: the search takes the first base candidate not
//!   yet covered and either covers it by one of its (at most six) houses or makes it a fin,
//!   so each cover set is built once (a house is skipped for a candidate once a house of
//!   lower index was passed over for it).
//! - Everything is a `u128` of cells or a `u64` of houses.

use crate::engine::house::{HOUSE_COUNT, House, Variant};
use crate::engine::position::Position;
use crate::engine::types::{Cell, Digit};

/// Fish kinds beyond the basic rows-against-columns fish.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Family {
    /// Rows (or columns) and boxes against columns (or rows) and boxes.
    Franken,
    /// Any other mix of houses.
    Mutant,
}

/// What to look for.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    /// Franken or Mutant.
    pub family: Family,
    /// The number of base (and cover) houses.
    pub size: usize,
    /// With fins (exo or endo), or without any.
    pub finned: bool,
}

/// One fish found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Found {
    /// The digit.
    pub digit: Digit,
    /// The base houses, as bits of [`House::index`].
    pub base: u64,
    /// The cover houses, as bits of [`House::index`].
    pub cover: u64,
    /// The fins, endo fins included.
    pub fins: u128,
    /// The candidates removed.
    pub eliminations: u128,
}

/// At most this many fins, endo fins included (HoDoKu's default).
const MAX_FINS: u32 = 5;
/// At most this many endo fins (HoDoKu's default).
const MAX_ENDO_FINS: u32 = 2;
/// At most this many fish are collected per search (distinct removals are far fewer).
const MAX_FOUND: usize = 512;

/// The kind of a house for telling fish apart.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Row,
    Column,
    Box,
}

const ROW: u8 = 1;
const COLUMN: u8 = 2;
const BOX: u8 = 4;

fn kind_bits(houses: u64) -> u8 {
    let mut bits = 0;
    let mut rest = houses;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        bits |= match kind(i) {
            Kind::Row => ROW,
            Kind::Column => COLUMN,
            Kind::Box => BOX,
        };
    }
    bits
}

fn kind(index: usize) -> Kind {
    match index {
        0..=8 => Kind::Row,
        9..=17 => Kind::Column,
        _ => Kind::Box,
    }
}

/// HoDoKu's classification of a fish by the kinds of its houses (`None`: basic).
fn family_of(base: u64, cover: u64) -> Option<Family> {
    let (b, c) = (kind_bits(base), kind_bits(cover));
    if (b == ROW && c == COLUMN) || (b == COLUMN && c == ROW) {
        return None;
    }
    let franken =
        |line: u8, other: u8| (b == line || b == line | BOX) && (c == other || c == other | BOX);
    if franken(ROW, COLUMN) || franken(COLUMN, ROW) {
        Some(Family::Franken)
    } else {
        Some(Family::Mutant)
    }
}

/// Every fish of `shape` in `pos` (at most [`MAX_FOUND`]), in the order found: digit by
/// digit, smaller fins first is left to the caller.
pub(crate) fn search(pos: &Position, shape: Shape) -> Vec<Found> {
    let variant = pos.variant();
    let mut out = Vec::new();
    let peers = peer_bits(variant);
    let mut cell_houses = [0u64; 81];
    for &h in variant.houses() {
        for cell in h.cells().iter() {
            cell_houses[cell.index()] |= 1 << h.index();
        }
    }
    for digit in Digit::all() {
        let places = pos.places(digit).bits();
        if places == 0 {
            continue;
        }
        let Some(targets) = super::super::templates::unused_places(pos, digit) else {
            continue;
        };
        let targets = targets.bits();
        if targets == 0 {
            continue;
        }
        let mut cells = [0u128; HOUSE_COUNT];
        for &h in variant.houses() {
            cells[h.index()] = h.cells().bits() & places;
        }
        let with = |pred: &dyn Fn(Kind) -> bool| -> Vec<usize> {
            variant
                .houses()
                .iter()
                .map(|h| h.index())
                .filter(|&i| cells[i] != 0 && pred(kind(i)))
                .collect()
        };
        let passes: Vec<(Vec<usize>, Vec<usize>)> = match shape.family {
            Family::Franken => vec![
                (with(&|k| k != Kind::Column), with(&|k| k != Kind::Row)),
                (with(&|k| k != Kind::Row), with(&|k| k != Kind::Column)),
            ],
            Family::Mutant => vec![(with(&|_| true), with(&|_| true))],
        };
        for (bases, covers) in passes {
            let mut s = Search {
                shape,
                digit,
                places,
                targets,
                cells: &cells,
                peers: &peers,
                cell_houses: &cell_houses,
                cover_allowed: covers.iter().fold(0u64, |acc, &i| acc | 1 << i),
                base: 0,
                base_cells: 0,
                endo: 0,
                out: &mut out,
            };
            s.bases(&bases, 0, 0);
            if out.len() >= MAX_FOUND {
                return out;
            }
        }
    }
    out
}

/// The peers of every cell under `variant`, as raw bits.
fn peer_bits(variant: Variant) -> [u128; 81] {
    let mut out = [0u128; 81];
    for cell in Cell::all() {
        out[cell.index()] = variant.peers(cell).bits();
    }
    out
}

struct Search<'a> {
    shape: Shape,
    digit: Digit,
    places: u128,
    targets: u128,
    cells: &'a [u128; HOUSE_COUNT],
    peers: &'a [u128; 81],
    /// Per cell, the houses holding it, as bits of [`House::index`].
    cell_houses: &'a [u64; 81],
    cover_allowed: u64,
    /// The base houses chosen.
    base: u64,
    /// Their candidates.
    base_cells: u128,
    /// Candidates in two base houses.
    endo: u128,
    out: &'a mut Vec<Found>,
}

impl Search<'_> {
    /// The cells that see every cell of `fins`, among the targets (all targets for none).
    fn seen_by_all(&self, fins: u128) -> u128 {
        let mut seen = self.targets;
        let mut rest = fins;
        while rest != 0 && seen != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            seen &= self.peers[i];
        }
        seen
    }

    /// Chooses the base houses from `bases[start..]`, `depth` chosen so far.
    fn bases(&mut self, bases: &[usize], start: usize, depth: usize) {
        if self.out.len() >= MAX_FOUND {
            return;
        }
        if depth == self.shape.size {
            let pending = self.base_cells & !self.endo;
            let seen = self.seen_by_all(self.endo);
            self.covers(pending, 0, 0, self.shape.size, self.endo, seen);
            return;
        }
        for k in start..bases.len() {
            if bases.len() - k < self.shape.size - depth {
                break;
            }
            let h = bases[k];
            let overlap = self.base_cells & self.cells[h];
            let endo = self.endo | overlap;
            if overlap != 0 {
                if !self.shape.finned
                    || endo.count_ones() > MAX_ENDO_FINS
                    || self.seen_by_all(endo) == 0
                {
                    continue;
                }
            }
            let saved = (self.base, self.base_cells, self.endo);
            self.base |= 1 << h;
            self.base_cells |= self.cells[h];
            self.endo = endo;
            self.bases(bases, k + 1, depth + 1);
            (self.base, self.base_cells, self.endo) = saved;
        }
    }

    /// Covers the `pending` base candidates with `left` more houses (or makes them fins).
    /// `chosen`: the cover houses so far; `barred`: houses that may not be chosen (they hold
    /// a fin, or were passed over for a candidate); `fins`: the fins so far; `seen`: the
    /// targets that see every fin.
    fn covers(
        &mut self,
        pending: u128,
        chosen: u64,
        barred: u64,
        left: usize,
        fins: u128,
        seen: u128,
    ) {
        if self.out.len() >= MAX_FOUND {
            return;
        }
        if pending == 0 {
            if left == 0 {
                self.leaf(chosen);
            } else {
                // Cover houses beyond those the candidates needed (they add removals).
                let extra = self.cover_allowed & !chosen & !barred & !self.base;
                let options: Vec<usize> = (0..HOUSE_COUNT)
                    .filter(|&i| extra & (1 << i) != 0 && self.cells[i] & self.base_cells != 0)
                    .collect();
                super::super::combinations(&options, left, &mut |more| {
                    let all = more.iter().fold(chosen, |acc, &i| acc | 1 << i);
                    self.leaf(all);
                });
            }
            return;
        }
        if left == 0 {
            // What is left must be fins.
            let fins = fins | pending;
            if !self.shape.finned || fins.count_ones() > MAX_FINS {
                return;
            }
            if self.seen_by_all(fins) != 0 {
                self.leaf(chosen);
            }
            return;
        }
        let i = pending.trailing_zeros() as usize;
        let mut passed = 0u64;
        let houses_of_cell = self.cell_houses[i];
        let mut rest = houses_of_cell;
        while rest != 0 {
            let h = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let bit = 1u64 << h;
            if self.cover_allowed & bit != 0 && (barred | self.base | chosen) & bit == 0 {
                self.covers(
                    pending & !self.cells[h],
                    chosen | bit,
                    barred | passed,
                    left - 1,
                    fins,
                    seen,
                );
            }
            passed |= bit;
        }
        if self.shape.finned && (fins.count_ones()) < MAX_FINS {
            let seen = seen & self.peers[i];
            if seen != 0 {
                self.covers(
                    pending & !(1 << i),
                    chosen,
                    barred | houses_of_cell,
                    left,
                    fins | 1 << i,
                    seen,
                );
            }
        }
    }

    /// A complete fish with cover houses `cover`: its removals, if it is of the shape asked.
    fn leaf(&mut self, cover: u64) {
        if family_of(self.base, cover) != Some(self.shape.family) {
            return;
        }
        let (mut covered, mut twice) = (0u128, 0u128);
        let mut rest = cover;
        while rest != 0 {
            let h = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            twice |= covered & self.cells[h];
            covered |= self.cells[h];
        }
        let fins = (self.base_cells & !covered) | self.endo;
        if (fins != 0) != self.shape.finned {
            return;
        }
        let mut eliminations =
            ((covered & !self.base_cells) | (twice & self.base_cells)) & self.places;
        if fins != 0 {
            let mut rest = fins;
            while rest != 0 {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                eliminations &= self.peers[i];
            }
        }
        if eliminations == 0 {
            return;
        }
        self.out.push(Found {
            digit: self.digit,
            base: self.base,
            cover,
            fins,
            eliminations,
        });
    }
}

/// The houses of a bit set of house indices, in index order.
pub(crate) fn houses(bits: u64) -> Vec<House> {
    (0..HOUSE_COUNT)
        .filter(|i| bits & (1 << i) != 0)
        .filter_map(House::from_index)
        .collect()
}
