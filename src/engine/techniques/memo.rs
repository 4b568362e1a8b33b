//! [`Memo`]: which techniques found nothing on which positions, and what searches found,
//! kept across several walks over one puzzle.
//!
//! The rating walks the same puzzle three times (HoDoKu's step order, Sudoku Explainer's,
//! the seed's points), and the walks meet: they take the same singles in another order and
//! come to the same candidates before a hard step, where each asks the same long searches
//! (chains, fish, nets) again. Over every 37th top1465 puzzle, a fifth of the seed walk's
//! searches (weighted by their cost) and a tenth of SE's had already been made on the same
//! position by a walk before them, and had found nothing. A search that found nothing on a
//! position finds nothing there again, whoever asks (a caller that reads only the first
//! step gets no step exactly when the full search has none), so a [`Memo`] keeps that fact.
//! It keeps what was found as well: the steps of the long searches (X-Wing on) per position,
//! technique and `first_only`; and, for the searches that read part of the grid alone, their
//! results by that part ([`per_digit`]: a digit's places; [`per_house`] and [`house_sets`]:
//! a house's candidates; [`two_houses_steps`]: a line's and a block's; [`cells_steps`]: some
//! cells'), which the next position of a walk and the other walks mostly share (a step
//! changes few digits and houses). A search asked again gives what it gave: the steps are
//! the same with the memo or without.
//!
//! A position is its variant, digits and candidates. The givens (which filled cells were
//! given) count only for the techniques that need uniqueness: the Avoidable Rectangles are
//! the only finders that read them (corners placed while solving), and the walks mark the
//! givens differently (the seed's walk starts from the digits its pen-only phase reached).
//! A test checks that every other technique finds the same steps whatever the givens.

use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::Technique;
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::grid::{Candidates, Grid};
use crate::engine::house::{HOUSE_COUNT, House, Variant};
use crate::engine::position::Position;
use crate::engine::step::Step;
use crate::engine::types::{Cell, Digit};

/// Room for a technique's bit in a position's [`Memo::nothing`] mask.
const _: () = assert!(Technique::EVERY.len() <= 128);

/// What a search's position is for the memo: the givens only where they count.
#[derive(Clone, PartialEq, Eq, Hash)]
struct PositionKey {
    variant: Variant,
    digits: Grid,
    candidates: Candidates,
    /// The givens, for the techniques that need uniqueness; `None` for the others.
    givens: Option<CellSet>,
}

/// A plain multiply-and-rotate hash of a key's words: a [`PositionKey`] is a few hundred
/// bytes written as small numbers, which std's keyed SipHash made cost more than the
/// searches the memo saved (4 % of the rating's instructions). Collisions cost only time:
/// the map compares whole keys. No random seed, so the engine stays deterministic.
#[derive(Default)]
struct WordHasher(u64);

impl WordHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_u128(&mut self, n: u128) {
        self.add(n as u64);
        self.add((n >> 64) as u64);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// A map of the memo's, hashed by [`WordHasher`], behind a `RefCell` (the memo is shared).
type Map<K, V> = RefCell<HashMap<K, V, BuildHasherDefault<WordHasher>>>;

/// A map of what searches found ([`KEEPS_FINDS`]): a [`Map`] natively.
#[cfg(not(target_arch = "wasm32"))]
type FindsMap<K, V> = Map<K, V>;

/// A map of what searches found ([`KEEPS_FINDS`]): in the engine worker's build, a map that
/// keeps nothing, so neither its code nor its entries' drop code is in the worker.
#[cfg(target_arch = "wasm32")]
type FindsMap<K, V> = RefCell<KeepsNothing<K, V>>;

/// The worker's [`FindsMap`]: every lookup misses and every insert is dropped.
#[cfg(target_arch = "wasm32")]
struct KeepsNothing<K, V>(std::marker::PhantomData<(K, V)>);

#[cfg(target_arch = "wasm32")]
impl<K, V> Default for KeepsNothing<K, V> {
    fn default() -> Self {
        KeepsNothing(std::marker::PhantomData)
    }
}

#[cfg(target_arch = "wasm32")]
impl<K, V> KeepsNothing<K, V> {
    fn get(&self, _: &K) -> Option<&V> {
        None
    }

    fn insert(&mut self, _: K, _: V) {}
}

/// Whether the memo keeps what searches found (the long searches' steps by position, and
/// the results of the searches that read part of the grid by that part), not only which
/// found nothing: natively. The engine worker's build leaves it out: its maps' code took
/// about 12 KB gzip of a worker with 5 KB of room under its budget (ARCHITECTURE.md, "Sizes
/// and timings"), and the browser's rating was within its goal without it.
pub(super) const KEEPS_FINDS: bool = cfg!(not(target_arch = "wasm32"));

/// How many positions a memo makes room for at first (a rated top1465 puzzle's three walks
/// see 200 to 400).
const ROOM: usize = 512;

/// The techniques that found nothing, per position, for the walks over one puzzle (or any
/// calls that may meet the same positions), and what the searches found: the long ones'
/// steps per position, and the results of the searches that read part of the grid by that
/// part (a digit's places, a house's candidates, ...). Lives as long as its caller wants;
/// grows with every position it is shown.
pub struct Memo {
    /// Each position seen, with its number.
    positions: Map<PositionKey, u32>,
    /// Per position number, the techniques whose search found nothing there (bit
    /// `technique as usize`).
    nothing: RefCell<Vec<u128>>,
    /// The steps a long search found, by position number, technique and whether the caller
    /// read the first step only (such a search may keep fewer steps).
    found: FindsMap<(u32, u8, bool), Vec<Step>>,
    /// The steps of the searches that read one digit's places alone, by those places.
    digit_steps: FindsMap<DigitKey, [Vec<Step>; 2]>,
    /// The steps of the searches that read one house's candidates alone, by those.
    house_steps: FindsMap<HouseKey, Vec<Step>>,
    /// The cell and digit sets found by the searches that read one house's candidates
    /// alone, by those.
    house_sets: FindsMap<HouseKey, Vec<(CellSet, DigitSet)>>,
    /// The steps of the searches that read two houses' candidates alone, by those.
    pair_steps: FindsMap<PairKey, Vec<Step>>,
    /// The steps of the searches that read the candidates of some cells alone, by those.
    cells_steps: FindsMap<CellsKey, Vec<Step>>,
}

/// A search in one house that reads the candidates of some cells alone (the house's and
/// those around it), as the memo keeps its steps (see [`HouseKey`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct CellsKey {
    variant: Variant,
    /// Which search (its finder's own number for it: the aligned pair and triple
    /// exclusions 2 and 3).
    search: u8,
    /// The house's index among the variant's houses.
    house: u8,
    /// The candidates of the cells read (as [`HouseCands`] has them), 0 elsewhere.
    cands: [u16; 81],
}

/// A search that reads the candidates of two houses alone (a line and a block), as the memo
/// keeps its steps (see [`HouseKey`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct PairKey {
    variant: Variant,
    /// Which search (its finder's own number for it: Sue de Coq 1).
    search: u8,
    /// The houses, by [`House::index`].
    houses: [u8; 2],
    /// The candidates of their cells (as [`HouseCands`] has them), in each house's order.
    cands: [[u16; 9]; 2],
}

/// A search that reads one house's candidates alone, as the memo keeps its steps (see
/// [`DigitKey`]: a step changes the candidates of few houses).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct HouseKey {
    variant: Variant,
    /// Which search (its finder's own number for it, per map: the hidden subsets' steps
    /// and the naked subsets' sets 2 to 4, their sizes).
    search: u8,
    /// The house's index among the variant's houses.
    house: u8,
    /// The candidates of its cells (bits), in the house's order.
    cands: [u16; 9],
}

/// A search that reads one digit's places alone (and the variant's houses), as the memo
/// keeps its steps: a step of the walks changes few digits' places, so the next position
/// asks the same search again on the other digits, and the other walks on all of them
/// (over every 73rd top1465 puzzle, 85 % of the fish searches per digit repeated one).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct DigitKey {
    variant: Variant,
    /// Which search (its finder's own number for it: the fish 4 to 9, the colours 10 to
    /// 13, the locked candidates 14 and 15).
    search: u8,
    digit: u8,
    /// The digit's places (cell bits).
    places: u128,
}

impl Default for Memo {
    fn default() -> Memo {
        Memo {
            positions: RefCell::new(HashMap::with_capacity_and_hasher(
                ROOM,
                BuildHasherDefault::default(),
            )),
            nothing: RefCell::new(Vec::with_capacity(ROOM)),
            found: RefCell::default(),
            digit_steps: RefCell::default(),
            house_steps: RefCell::default(),
            house_sets: RefCell::default(),
            pair_steps: RefCell::default(),
            cells_steps: RefCell::default(),
        }
    }
}

impl Memo {
    /// The number of `pos`'s key, with its givens or without.
    fn number(&self, pos: &Position, with_givens: bool) -> u32 {
        let key = PositionKey {
            variant: pos.variant(),
            digits: *pos.digits(),
            candidates: *pos.candidates(),
            givens: with_givens.then(|| pos.givens()),
        };
        let mut positions = self.positions.borrow_mut();
        let next = positions.len() as u32;
        let n = *positions.entry(key).or_insert(next);
        if n == next {
            self.nothing.borrow_mut().push(0);
        }
        n
    }
}

impl Memo {
    /// The steps (in two lists, as the search sorts them) that the search `key` names found
    /// on its digit's places, if it was asked on them before.
    fn digit_steps(&self, key: &DigitKey) -> Option<[Vec<Step>; 2]> {
        self.digit_steps.borrow().get(key).cloned()
    }

    /// Notes the steps the search `key` names found on its digit's places.
    fn note_digit_steps(&self, key: DigitKey, steps: [Vec<Step>; 2]) {
        self.digit_steps.borrow_mut().insert(key, steps);
    }
}

/// The steps of a search that reads one digit's places alone (`search`: its finder's own
/// number for it), digit by digit, in two lists (as the search sorts them), each digit's
/// found by `find` unless `memo` knows them for the digit's places.
pub(super) fn per_digit(
    pos: &Position,
    memo: Option<&Memo>,
    search: u8,
    mut find: impl FnMut(Digit, &mut [Vec<Step>; 2]),
) -> [Vec<Step>; 2] {
    let memo = memo.filter(|_| KEEPS_FINDS);
    let mut steps = [Vec::new(), Vec::new()];
    for digit in Digit::all() {
        let key = DigitKey {
            variant: pos.variant(),
            search,
            digit: digit.get(),
            places: pos.places(digit).bits(),
        };
        let known = memo.and_then(|m| m.digit_steps(&key));
        let [mut first, mut second] = known.unwrap_or_else(|| {
            let mut here = [Vec::new(), Vec::new()];
            find(digit, &mut here);
            if let Some(m) = memo {
                m.note_digit_steps(key, here.clone());
            }
            here
        });
        steps[0].append(&mut first);
        steps[1].append(&mut second);
    }
    steps
}

/// The cells of every house (by [`House::index`]), as indexes: the house keys read nine
/// cells of a table, where walking a house's cell set cost more than the lookup saved.
const HOUSE_CELL_INDEXES: [[u8; 9]; HOUSE_COUNT] = {
    let mut table = [[0u8; 9]; HOUSE_COUNT];
    let mut h = 0;
    while h < HOUSE_COUNT {
        let Some(house) = House::from_index(h) else {
            panic!("every house index names a house");
        };
        let bits = house.cells().bits();
        let (mut cell, mut k) = (0, 0);
        while cell < 81 {
            if bits & (1u128 << cell) != 0 && k < 9 {
                table[h][k] = cell as u8;
                k += 1;
            }
            cell += 1;
        }
        h += 1;
    }
    table
};

/// Every cell's candidates (bits), read once per search for the house keys; a filled cell
/// as bit 0, which no digit uses (so an empty cell left without candidates differs).
pub(super) struct HouseCands([u16; 81]);

impl HouseCands {
    /// The candidates of `pos`.
    pub(super) fn of(pos: &Position) -> HouseCands {
        let mut all = [0u16; 81];
        for (bits, cell) in all.iter_mut().zip(Cell::all()) {
            *bits = match pos.digit(cell) {
                Some(_) => 1,
                None => pos.cands(cell).bits(),
            };
        }
        HouseCands(all)
    }

    /// Those of `house`'s cells, in its order.
    fn of_house(&self, house: House) -> [u16; 9] {
        let mut cands = [0u16; 9];
        for (bits, &cell) in cands.iter_mut().zip(&HOUSE_CELL_INDEXES[house.index()]) {
            *bits = self.0[usize::from(cell)];
        }
        cands
    }
}

/// The key of `house` (index `h` among the variant's houses) for `search`.
fn house_key(pos: &Position, all: &HouseCands, search: u8, h: usize, house: House) -> HouseKey {
    HouseKey {
        variant: pos.variant(),
        search,
        house: h as u8,
        cands: all.of_house(house),
    }
}

/// The steps of a search in house `h` (its index among the variant's houses) that reads
/// the candidates of `cells` alone (`search`: its finder's own number for it): `find`'s,
/// unless `memo` (with the position's candidates) knows them for those candidates.
pub(super) fn cells_steps(
    pos: &Position,
    memo: Option<(&Memo, &HouseCands)>,
    search: u8,
    (h, cells): (usize, CellSet),
    find: impl FnOnce(&mut Vec<Step>),
) -> Vec<Step> {
    let mut steps = Vec::new();
    let Some((memo, all)) = memo.filter(|_| KEEPS_FINDS) else {
        find(&mut steps);
        return steps;
    };
    let mut cands = [0u16; 81];
    let mut bits = cells.bits();
    while bits != 0 {
        let c = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        cands[c] = all.0[c];
    }
    let key = CellsKey {
        variant: pos.variant(),
        search,
        house: h as u8,
        cands,
    };
    remembered(&memo.cells_steps, key, || {
        find(&mut steps);
        steps
    })
}

/// What `map` keeps for `key`, else `find`'s result, noted there.
fn remembered<K: Eq + std::hash::Hash, V: Clone>(
    map: &FindsMap<K, V>,
    key: K,
    find: impl FnOnce() -> V,
) -> V {
    if let Some(known) = map.borrow().get(&key) {
        return known.clone();
    }
    let found = find();
    map.borrow_mut().insert(key, found.clone());
    found
}

/// The steps of a search that reads the candidates of houses `a` and `b` alone (`search`:
/// its finder's own number for it): `find`'s, unless `memo` (with the position's
/// candidates) knows them for the candidates of the houses' cells.
pub(super) fn two_houses_steps(
    pos: &Position,
    memo: Option<(&Memo, &HouseCands)>,
    search: u8,
    (a, b): (House, House),
    find: impl FnOnce(&mut Vec<Step>),
) -> Vec<Step> {
    let mut steps = Vec::new();
    let Some((memo, all)) = memo.filter(|_| KEEPS_FINDS) else {
        find(&mut steps);
        return steps;
    };
    let key = PairKey {
        variant: pos.variant(),
        search,
        houses: [a.index() as u8, b.index() as u8],
        cands: [all.of_house(a), all.of_house(b)],
    };
    remembered(&memo.pair_steps, key, || {
        find(&mut steps);
        steps
    })
}

/// Hands `each` the cell and digit sets a search that reads one house's candidates alone
/// (`search`: its finder's own number for it) finds in each house, in the variant's order:
/// `find`'s, unless `memo` knows them for the candidates of the house's cells.
pub(super) fn house_sets(
    pos: &Position,
    memo: Option<&Memo>,
    search: u8,
    mut find: impl FnMut(House, &mut Vec<(CellSet, DigitSet)>),
    mut each: impl FnMut(House, &[(CellSet, DigitSet)]),
) {
    let memo = memo.filter(|_| KEEPS_FINDS);
    let all = memo.map(|_| HouseCands::of(pos));
    // One buffer for every house (no allocation per house).
    let mut sets = Vec::new();
    for (h, &house) in pos.variant().houses().iter().enumerate() {
        sets.clear();
        let (Some(memo), Some(all)) = (memo, &all) else {
            find(house, &mut sets);
            each(house, &sets);
            continue;
        };
        let key = house_key(pos, all, search, h, house);
        if let Some(known) = memo.house_sets.borrow().get(&key) {
            each(house, known);
            continue;
        }
        find(house, &mut sets);
        each(house, &sets);
        memo.house_sets.borrow_mut().insert(key, sets.clone());
    }
}

/// The steps of a search that reads one house's candidates alone (`search`: its finder's
/// own number for it), house by house in the variant's order, each house's found by `find`
/// unless `memo` knows them for the candidates of its cells.
pub(super) fn per_house(
    pos: &Position,
    memo: Option<&Memo>,
    search: u8,
    mut find: impl FnMut(House, &mut Vec<Step>),
) -> Vec<Step> {
    let memo = memo.filter(|_| KEEPS_FINDS);
    let mut steps = Vec::new();
    let all = memo.map(|_| HouseCands::of(pos));
    for (h, &house) in pos.variant().houses().iter().enumerate() {
        let (Some(memo), Some(all)) = (memo, &all) else {
            find(house, &mut steps);
            continue;
        };
        let key = house_key(pos, all, search, h, house);
        if let Some(known) = memo.house_steps.borrow().get(&key) {
            steps.extend_from_slice(known);
            continue;
        }
        let mut here = Vec::new();
        find(house, &mut here);
        steps.extend_from_slice(&here);
        memo.house_steps.borrow_mut().insert(key, here);
    }
    steps
}

/// One position's place in a [`Memo`]: the memo and the position's numbers (without and
/// with its givens), each found the first time it is needed.
pub(super) struct MemoPlace<'m> {
    memo: &'m Memo,
    plain: OnceCell<u32>,
    with_givens: OnceCell<u32>,
}

impl<'m> MemoPlace<'m> {
    /// A place in `memo` for the position of the `Shared` that holds it (numbered when
    /// first asked).
    pub(super) fn new(memo: &'m Memo) -> MemoPlace<'m> {
        MemoPlace {
            memo,
            plain: OnceCell::new(),
            with_givens: OnceCell::new(),
        }
    }

    /// The memo this place is in.
    pub(super) fn memo(&self) -> &'m Memo {
        self.memo
    }

    /// The number of `pos` (the position this place serves) as `technique` reads it.
    fn number(&self, pos: &Position, technique: Technique) -> usize {
        let with_givens = technique.needs_uniqueness();
        let cell = if with_givens {
            &self.with_givens
        } else {
            &self.plain
        };
        *cell.get_or_init(|| self.memo.number(pos, with_givens)) as usize
    }

    /// Whether `technique` is known to find nothing on `pos`.
    pub(super) fn found_nothing(&self, pos: &Position, technique: Technique) -> bool {
        let n = self.number(pos, technique);
        self.memo.nothing.borrow()[n] & (1u128 << technique as usize) != 0
    }

    /// The steps `technique` found on `pos` before, for a caller reading the first step
    /// only or every step (`first_only`), if it was asked and keeps its steps.
    pub(super) fn found(
        &self,
        pos: &Position,
        technique: Technique,
        first_only: bool,
    ) -> Option<Vec<Step>> {
        if !keeps_steps(technique) {
            return None;
        }
        let n = self.number(pos, technique) as u32;
        let found = self.memo.found.borrow();
        found.get(&(n, technique as u8, first_only)).cloned()
    }

    /// Notes the steps `technique` found on `pos` (when it keeps its steps).
    pub(super) fn note_found(
        &self,
        pos: &Position,
        technique: Technique,
        first_only: bool,
        steps: &[Step],
    ) {
        if !keeps_steps(technique) {
            return;
        }
        let n = self.number(pos, technique) as u32;
        let mut found = self.memo.found.borrow_mut();
        found.insert((n, technique as u8, first_only), steps.to_vec());
    }

    /// Notes that `technique` found nothing on `pos`.
    pub(super) fn note_nothing(&self, pos: &Position, technique: Technique) {
        let n = self.number(pos, technique);
        self.memo.nothing.borrow_mut()[n] |= 1u128 << technique as usize;
    }
}

/// Whether the memo keeps the steps `technique` finds, not only that it found none: the
/// long searches, where the walks meeting on a position with a step (a forcing net, a nice
/// loop) would search again. The easier searches cost less than copying their steps.
fn keeps_steps(technique: Technique) -> bool {
    KEEPS_FINDS && technique >= Technique::LockedCandidatesPointing
}
