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
//! them; any other mix of houses is a Mutant fish. In the variants a fish with a diagonal or
//! a colour group among its houses is a Mutant fish (HoDoKu's boxes are blocks; the extra
//! houses also keep the Franken search as small as in a standard grid). HoDoKu's bounds:
//! at most 5 fins, at most 2 endo fins.
//!
//! How it stays fast (a fish of size 4 from 27 houses has thousands of base choices):
//! - A fish must remove a candidate that no simpler pattern removes: one on no template
//!   ([`super::super::templates::unused_places`]; every single-digit deduction removes only
//!   such candidates) and not removed by locked candidates, a basic fish or (for three
//!   or four houses) a fish of two houses. Early in a puzzle thousands of big fish are
//!   only those side by side; a digit without such a candidate is not searched, the fins
//!   must all see one of them, and a cover house must hold one.
//! - A search stops after [`BUDGET`] steps (never reached on HoDoKu's library).
//! - Base and cover houses grow together: after each base house, the search takes its
//!   candidates not yet covered one by one and either covers each by one of its (at most
//!   six) houses or makes it a fin, so a base that needs too many cover houses is dropped
//!   before any house is added to it, and each fish is built once (a house is skipped for
//!   a candidate once a house of lower index was passed over for it).
//! - A candidate can be a fin only if it sees a candidate on no template that sees every
//!   fin so far; the others must be covered, and they are taken first.
//! - Everything is a `u128` of cells or a `u64` of houses.

use std::cell::OnceCell;

use super::super::templates::unused_places;
use crate::engine::bits::{CellSet, ones9};
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
    /// Any fish at all, basic ones included (for what smaller fish remove).
    Any,
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
    /// Keep one fish per base and set of removals (for pairing Siamese fish), not only one
    /// per set of removals.
    pub per_base: bool,
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
/// At most this many fish (each with its own removals) are collected per search.
const MAX_FOUND: usize = 128;

/// At most this many search steps (base and cover choices) per search, all digits
/// together: a bound on the time of one search (a few milliseconds natively). The
/// regression library's cases need up to 101,000 (a Finned Franken Jellyfish, line 717,
/// 98,000 of them on its digit), most of them a few thousand; a position early in a
/// Diagonal puzzle can hold more, and there the search stops with what it has found.
const BUDGET: usize = 120_000;

/// The kind of a house for telling fish apart.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Row,
    Column,
    Box,
    /// A diagonal or colour group.
    Extra,
}

const ROW: u8 = 1;
const COLUMN: u8 = 2;
const BOX: u8 = 4;
const EXTRA: u8 = 8;

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
            Kind::Extra => EXTRA,
        };
    }
    bits
}

fn kind(index: usize) -> Kind {
    match index {
        0..=8 => Kind::Row,
        9..=17 => Kind::Column,
        18..=26 => Kind::Box,
        _ => Kind::Extra,
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

/// Every fish of `shape` in `pos` (at most [`MAX_FOUND`], one per set of removals, the one
/// with the fewest fins).
///
/// A fish of a digit must remove one of its targets ([`targets`]); they are the same for
/// every shape, so a caller asking several shapes of one position keeps them in `kept`
/// (per digit, worked out the first time).
pub(crate) fn search(
    pos: &Position,
    shape: Shape,
    kept: Option<&[OnceCell<Option<u128>>; 9]>,
) -> Vec<Found> {
    let variant = pos.variant();
    let mut out = Vec::new();
    let peers = peer_bits(variant);
    let mut cell_houses = [0u64; 81];
    for &h in variant.houses() {
        for cell in h.cells().iter() {
            cell_houses[cell.index()] |= 1 << h.index();
        }
    }
    let mut budget = BUDGET;
    for digit in Digit::all() {
        let places = pos.places(digit).bits();
        if places == 0 {
            continue;
        }
        let mut cells = [0u128; HOUSE_COUNT];
        for &h in variant.houses() {
            cells[h.index()] = h.cells().bits() & places;
        }
        let work = || targets(pos, digit, &cells, &cell_houses);
        let targets = match kept {
            Some(kept) => *kept[digit.index()].get_or_init(work),
            None => work(),
        };
        let Some(targets) = targets else {
            continue;
        };
        if targets == 0 {
            continue;
        }
        let mut digit_search = DigitSearch {
            budget,
            variant,
            digit,
            places,
            cells: &cells,
            peers: &peers,
            cell_houses: &cell_houses,
        };
        let mut targets = targets;
        if shape.size > 2 {
            // What fish of two houses remove (X-Wings and their Franken and Mutant kin; for
            // a Mutant fish also finned ones: Skyscrapers, Kites, Turbot fish, finned
            // X-Wings), a bigger fish need not. (Franken fish keep those: HoDoKu's library
            // has Franken fish whose removals a Skyscraper makes too.)
            let mut small = Vec::new();
            let finned: &[bool] = if shape.family == Family::Mutant {
                &[false, true]
            } else {
                &[false]
            };
            for &finned in finned {
                let two = Shape {
                    family: Family::Any,
                    size: 2,
                    finned,
                    per_base: false,
                };
                digit_search.run(two, targets, &mut small);
            }
            targets &= !small.iter().fold(0, |acc, f| acc | f.eliminations);
        }
        if targets != 0 {
            digit_search.run(shape, targets, &mut out);
        }
        budget = digit_search.budget;
        if out.len() >= MAX_FOUND {
            break;
        }
    }
    out
}

/// What the searches of one digit share.
struct DigitSearch<'a> {
    /// Search steps left for the whole search (see [`BUDGET`]).
    budget: usize,
    variant: Variant,
    digit: Digit,
    places: u128,
    cells: &'a [u128; HOUSE_COUNT],
    peers: &'a [u128; 81],
    cell_houses: &'a [u64; 81],
}

impl DigitSearch<'_> {
    /// Every fish of `shape` on the digit that removes one of `targets`, into `out`.
    fn run(&mut self, shape: Shape, targets: u128, out: &mut Vec<Found>) {
        let cells = self.cells;
        let with = |pred: &dyn Fn(Kind) -> bool| -> Vec<usize> {
            self.variant
                .houses()
                .iter()
                .map(|h| h.index())
                .filter(|&i| cells[i] != 0 && pred(kind(i)))
                .collect()
        };
        let passes: Vec<(Vec<usize>, Vec<usize>)> = match shape.family {
            Family::Franken => vec![
                (
                    with(&|k| matches!(k, Kind::Row | Kind::Box)),
                    with(&|k| matches!(k, Kind::Column | Kind::Box)),
                ),
                (
                    with(&|k| matches!(k, Kind::Column | Kind::Box)),
                    with(&|k| matches!(k, Kind::Row | Kind::Box)),
                ),
            ],
            Family::Mutant | Family::Any => vec![(with(&|_| true), with(&|_| true))],
        };
        for (bases, covers) in passes {
            let mut s = Search {
                shape,
                digit: self.digit,
                places: self.places,
                targets,
                cells,
                peers: self.peers,
                cell_houses: self.cell_houses,
                bases: &bases,
                cover_allowed: covers.iter().fold(0u64, |acc, &i| acc | 1 << i),
                budget: self.budget,
                out,
            };
            let reach = s.reach(targets);
            let start = State {
                next_base: 0,
                depth: 0,
                base: 0,
                base_cells: 0,
                endo: 0,
                pending: 0,
                covered: 0,
                chosen: 0,
                barred: 0,
                fins: 0,
                seen: targets,
                reach,
            };
            s.grow(start);
            self.budget = s.budget;
            if out.len() >= MAX_FOUND {
                return;
            }
        }
    }
}

/// The candidates that a fish of one house removes: locked candidates (a house whose
/// candidates all lie in a second house clears the rest of the second), which include what
/// a hidden single's placement clears. A big fish is only worth showing if it removes
/// something else: one that removes only these is locked candidates side by side with a
/// smaller fish, and early in a puzzle there are thousands of such.
fn one_house_removals(
    variant: Variant,
    cells: &[u128; HOUSE_COUNT],
    cell_houses: &[u64; 81],
) -> u128 {
    let mut removed = 0;
    for &base in variant.houses() {
        let b = cells[base.index()];
        if b == 0 {
            continue;
        }
        // The houses holding every candidate of the base.
        let mut common = !0u64;
        let mut rest = b;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            common &= cell_houses[i];
        }
        common &= !(1 << base.index());
        while common != 0 {
            let h = common.trailing_zeros() as usize;
            common &= common - 1;
            removed |= cells[h] & !b;
        }
    }
    removed
}

/// The candidates of `digit` (whose candidates per house are `cells`) a big fish of it may
/// remove: those no template of the digit uses, among those no fish of one house removes,
/// but what a basic fish removes; `None` when there are none (`Some(0)` possibly). The
/// cheap tests first: most digits stop at the templates.
fn targets(
    pos: &Position,
    digit: Digit,
    cells: &[u128; HOUSE_COUNT],
    cell_houses: &[u64; 81],
) -> Option<u128> {
    let places = pos.places(digit).bits();
    let interesting = places & !one_house_removals(pos.variant(), cells, cell_houses);
    if interesting == 0 {
        return None;
    }
    let unused = unused_places(pos, digit, CellSet::from_bits(interesting))?;
    Some(unused.bits() & !basic_fish_removals(cells))
}

/// The candidates that a basic fish (an X-Wing, Swordfish or Jellyfish of rows against
/// columns, without fins) removes: a big fish that removes only these and locked
/// candidates is those patterns side by side.
fn basic_fish_removals(cells: &[u128; HOUSE_COUNT]) -> u128 {
    let mut removed = 0;
    for (base, cover) in [(0, 9), (9, 0)] {
        // Per base line, the cover lines holding its candidates (9 bits).
        let mut lines = [0u16; 9];
        for (i, mask) in lines.iter_mut().enumerate() {
            for j in 0..9 {
                if cells[base + i] & cells[cover + j] != 0 {
                    *mask |= 1 << j;
                }
            }
        }
        let used: Vec<usize> = (0..9).filter(|&i| lines[i] != 0).collect();
        for size in 2..=4 {
            // The cover lines only grow as base lines join: a choice already past `size`
            // of them is not extended (the removals are a union, so the order is free).
            let widen = |union: u16, i: usize| {
                let union = union | lines[i];
                // (Nine-bit counts by table: no popcount on the native target.)
                (ones9(union) as usize <= size).then_some(union)
            };
            super::super::combinations_folded(&used, size, 0u16, &widen, &mut |chosen, union| {
                if ones9(union) as usize != size {
                    return;
                }
                let base_cells = chosen.iter().fold(0u128, |acc, &i| acc | cells[base + i]);
                for j in (0..9).filter(|j| union & (1 << j) != 0) {
                    removed |= cells[cover + j] & !base_cells;
                }
            });
        }
    }
    removed
}

/// The peers of every cell under `variant`, as raw bits.
fn peer_bits(variant: Variant) -> [u128; 81] {
    let mut out = [0u128; 81];
    for cell in Cell::all() {
        out[cell.index()] = variant.peers(cell).bits();
    }
    out
}

/// What the search of one digit and one kind of fish shares.
struct Search<'a> {
    shape: Shape,
    digit: Digit,
    places: u128,
    /// The candidates on no template that no fish of one house removes: a fish must remove
    /// one of them.
    targets: u128,
    /// Per house, its candidates.
    cells: &'a [u128; HOUSE_COUNT],
    peers: &'a [u128; 81],
    /// Per cell, the houses holding it, as bits of [`House::index`].
    cell_houses: &'a [u64; 81],
    /// The houses that may be base houses, in index order.
    bases: &'a [usize],
    /// The houses that may be cover houses.
    cover_allowed: u64,
    /// Search steps left (see [`BUDGET`]).
    budget: usize,
    out: &'a mut Vec<Found>,
}

/// A partial fish: the search's state, copied down the recursion.
#[derive(Clone, Copy)]
struct State {
    /// The next entry of `bases` to try.
    next_base: usize,
    /// The number of base houses chosen.
    depth: usize,
    /// The base houses, as bits of [`House::index`].
    base: u64,
    /// Their candidates.
    base_cells: u128,
    /// Candidates in two base houses.
    endo: u128,
    /// Base candidates neither covered nor fins yet.
    pending: u128,
    /// The candidates of the cover houses.
    covered: u128,
    /// The cover houses.
    chosen: u64,
    /// Houses that may not become cover houses: they hold a fin, or were passed over for
    /// a candidate (so each cover set is built once).
    barred: u64,
    /// The fins, endo fins included.
    fins: u128,
    /// The targets that see every fin.
    seen: u128,
    /// The cells that see one of `seen` (only those can become fins).
    reach: u128,
}

impl Search<'_> {
    /// The cells that see some cell of `seen`.
    fn reach(&self, seen: u128) -> u128 {
        let mut reach = 0;
        let mut rest = seen;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            reach |= self.peers[i];
        }
        reach
    }

    /// `state` with `cells` made fins (their houses barred as covers).
    fn with_fins(&self, mut state: State, cells: u128) -> State {
        let mut rest = cells;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            state.seen &= self.peers[i];
            state.barred |= self.cell_houses[i];
        }
        state.fins |= cells;
        state.pending &= !cells;
        state.reach = self.reach(state.seen);
        state
    }

    /// Grows the fish: covers (or makes fins of) the pending candidates, then adds a base
    /// house, until there are `size` of each.
    fn grow(&mut self, state: State) {
        if self.out.len() >= MAX_FOUND || self.budget == 0 {
            return;
        }
        self.budget -= 1;
        let size = self.shape.size;
        let left = size - state.chosen.count_ones() as usize;
        let open = self.cover_allowed & !(state.barred | state.base | state.chosen);
        // Whatever the fish removes sees every fin and lies in a cover house.
        let target_covered = state.seen & state.covered != 0;
        if !target_covered {
            if left == 0 {
                return;
            }
            let mut reachable = 0u128;
            let mut rest = open;
            while rest != 0 {
                let h = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                reachable |= self.cells[h];
            }
            if state.seen & reachable == 0 {
                return;
            }
        }
        if state.pending == 0 {
            if state.depth == size {
                self.finish(&state, left, open);
                return;
            }
            for k in state.next_base..self.bases.len() {
                if self.bases.len() - k < size - state.depth {
                    break;
                }
                let h = self.bases[k];
                let bit = 1u64 << h;
                if state.chosen & bit != 0 {
                    continue;
                }
                let cells = self.cells[h];
                let overlap = state.base_cells & cells;
                let mut next = State {
                    next_base: k + 1,
                    depth: state.depth + 1,
                    base: state.base | bit,
                    base_cells: state.base_cells | cells,
                    pending: cells & !state.base_cells & !state.covered,
                    ..state
                };
                if overlap != 0 {
                    let endo = state.endo | overlap;
                    if !self.shape.finned || endo.count_ones() > MAX_ENDO_FINS {
                        continue;
                    }
                    next.endo = endo;
                    // Endo fins may stay covered: their houses are not barred.
                    let mut rest = overlap & !state.fins;
                    while rest != 0 {
                        let i = rest.trailing_zeros() as usize;
                        rest &= rest - 1;
                        next.seen &= self.peers[i];
                    }
                    next.fins |= overlap;
                    if next.seen == 0 || next.fins.count_ones() > MAX_FINS {
                        continue;
                    }
                    next.reach = self.reach(next.seen);
                }
                self.grow(next);
            }
            return;
        }
        let finnable = if self.shape.finned && state.fins.count_ones() < MAX_FINS {
            state.pending & state.reach
        } else {
            0
        };
        let must = state.pending & !finnable;
        if left == 0 {
            // No cover house left: what is pending must be fins.
            let fins = state.fins | state.pending;
            if must == 0 && fins.count_ones() <= MAX_FINS {
                let next = self.with_fins(state, state.pending);
                if next.seen != 0 {
                    self.grow(next);
                }
            }
            return;
        }
        if left == 1 && must != 0 {
            // One house must take every candidate that cannot be a fin.
            let mut common = open;
            let mut rest = must;
            while rest != 0 && common != 0 {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                common &= self.cell_houses[i];
            }
            if !target_covered {
                // … and a candidate it may remove.
                let mut rest = state.seen;
                let mut holding = 0u64;
                while rest != 0 {
                    let i = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    holding |= self.cell_houses[i];
                }
                common &= holding;
            }
            if common == 0 {
                return;
            }
        }
        // A candidate that cannot be a fin first: fewer branches.
        let i = if must != 0 { must } else { state.pending }.trailing_zeros() as usize;
        let mut passed = 0u64;
        let mut rest = self.cell_houses[i];
        while rest != 0 {
            let h = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let bit = 1u64 << h;
            if open & bit != 0 {
                self.grow(State {
                    pending: state.pending & !self.cells[h],
                    covered: state.covered | self.cells[h],
                    chosen: state.chosen | bit,
                    barred: state.barred | passed,
                    ..state
                });
            }
            passed |= bit;
        }
        if finnable & (1 << i) != 0 && state.seen & self.peers[i] != 0 {
            self.grow(self.with_fins(state, 1 << i));
        }
    }

    /// Every base house chosen and every base candidate covered or a fin: adds the cover
    /// houses still missing (`left` of the `open` ones, beyond those the candidates needed;
    /// they add removals) and records the fish.
    fn finish(&mut self, state: &State, left: usize, open: u64) {
        if left == 0 {
            self.leaf(state.base, state.base_cells, state.endo, state.chosen);
            return;
        }
        let options: Vec<usize> = (0..HOUSE_COUNT)
            .filter(|&i| open & (1 << i) != 0 && self.cells[i] & state.base_cells != 0)
            .collect();
        super::super::combinations(&options, left, &mut |more| {
            let all = more.iter().fold(state.chosen, |acc, &i| acc | 1 << i);
            self.leaf(state.base, state.base_cells, state.endo, all);
        });
    }

    /// A complete fish: its removals, if it is of the shape asked.
    fn leaf(&mut self, base: u64, base_cells: u128, endo: u128, cover: u64) {
        if self.shape.family != Family::Any && family_of(base, cover) != Some(self.shape.family) {
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
        let fins = (base_cells & !covered) | endo;
        if (fins != 0) != self.shape.finned {
            return;
        }
        let mut eliminations = ((covered & !base_cells) | (twice & base_cells)) & self.places;
        let mut rest = fins;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            eliminations &= self.peers[i];
        }
        if eliminations & self.targets == 0 {
            return;
        }
        let fish = Found {
            digit: self.digit,
            base,
            cover,
            fins,
            eliminations,
        };
        // One fish per set of removals (and base, for Siamese fish): the fewest fins.
        let per_base = self.shape.per_base;
        match self.out.iter_mut().find(|f| {
            f.digit == fish.digit
                && f.eliminations == eliminations
                && (!per_base || f.base == fish.base)
        }) {
            Some(f) if f.fins.count_ones() > fins.count_ones() => *f = fish,
            Some(_) => {}
            None => self.out.push(fish),
        }
    }
}

/// The houses of a bit set of house indices, in index order.
pub(crate) fn houses(bits: u64) -> Vec<House> {
    (0..HOUSE_COUNT)
        .filter(|i| bits & (1 << i) != 0)
        .filter_map(House::from_index)
        .collect()
}
