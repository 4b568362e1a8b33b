//! The propagation behind forcing chains and nets: from one supposition, follow what it
//! implies, fact by fact, recording for each fact the earlier facts it rests on.
//!
//! A fact is a candidate being true (its cell holds the digit) or false. Two ways to follow:
//! - **chain**: every implication rests on one earlier fact and on the position's own
//!   links: a true candidate makes its cell's other candidates and the digit's other places
//!   in its houses false; a false candidate makes the other candidate of a bivalue cell
//!   true, and the other place of a digit with two places in a house (the strong links of
//!   the position as it is, never of a later state);
//! - **net**: the suppositions change the grid as they go, so a cell left with one
//!   candidate, or a digit with one place left in a house, becomes true, resting on every
//!   fact that removed the others (singles after the branch's eliminations).
//!
//! Facts are added once each and taken in order (first in, first out), so every fact comes
//! after the facts it rests on and the first contradiction found is among the shallowest.
//! A branch holds at most 2 × 729 facts: the propagation always ends. The state is a few
//! bitsets (candidates per cell, places per digit), copied per branch: no allocation besides
//! the fact list, which the caller reuses.

use crate::engine::bits::ones9;
use crate::engine::house::House;
use crate::engine::position::Position;
use crate::engine::step::{Because, Branch, BranchEnd, Break, Candidate, Implication};
use crate::engine::types::{Cell, Digit};

/// A candidate as one number: `cell * 9 + digit - 1`.
pub(super) type Cand = u16;

pub(super) fn candidate(c: Cand) -> Candidate {
    let cell = Cell::new((c / 9) as u8).expect("a cell");
    let digit = Digit::new((c % 9) as u8 + 1).expect("a digit");
    Candidate::new(cell, digit)
}

const NONE: u16 = u16::MAX;

/// The position a search starts from, in the shape propagation needs: candidate masks,
/// places per digit, the variant's houses and which of them hold each cell.
pub(super) struct Start {
    /// Candidate digits of each empty cell (bit `d - 1`); 0 for a filled cell.
    pub cands: [u16; 81],
    /// The cells where each digit can go.
    pub places: [u128; 9],
    /// The variant's houses.
    pub houses: Vec<House>,
    /// Their cells.
    pub house_cells: Vec<u128>,
    /// Digits already placed in each house (bit `d - 1`).
    pub house_has: Vec<u16>,
    /// The houses (indexes into `houses`) of each cell.
    pub cell_houses: [[u8; 5]; 81],
    /// How many houses each cell is in.
    pub cell_house_count: [u8; 81],
}

impl Start {
    /// The start of a search on `pos`.
    pub fn new(pos: &Position) -> Start {
        let houses: Vec<House> = pos.variant().houses().to_vec();
        let house_cells: Vec<u128> = houses.iter().map(|h| h.cells().bits()).collect();
        let mut cands = [0u16; 81];
        for cell in pos.empty_cells().iter() {
            cands[cell.index()] = pos.cands(cell).bits() >> 1;
        }
        let mut places = [0u128; 9];
        for d in Digit::all() {
            places[d.index()] = pos.places(d).bits();
        }
        let mut cell_houses = [[0u8; 5]; 81];
        let mut cell_house_count = [0u8; 81];
        let mut house_has = vec![0u16; houses.len()];
        for (i, &cells) in house_cells.iter().enumerate() {
            let mut bits = cells;
            while bits != 0 {
                let c = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let n = cell_house_count[c] as usize;
                if n < 5 {
                    cell_houses[c][n] = i as u8;
                    cell_house_count[c] += 1;
                }
                if let Some(d) = Cell::new(c as u8).and_then(|cell| pos.digit(cell)) {
                    house_has[i] |= 1 << d.index();
                }
            }
        }
        Start {
            cands,
            places,
            houses,
            house_cells,
            house_has,
            cell_houses,
            cell_house_count,
        }
    }

    /// The houses (indexes) of `cell`.
    pub fn houses_of(&self, cell: usize) -> &[u8] {
        &self.cell_houses[cell][..self.cell_house_count[cell] as usize]
    }

    /// Every candidate of the position, cells with fewer candidates first (then in cell
    /// order): the order suppositions are tried in.
    pub fn candidates(&self) -> Vec<Cand> {
        let mut out = Vec::new();
        for n in 2..=9 {
            for cell in 0..81 {
                let m = self.cands[cell];
                if ones9(m) == n {
                    for d in 0..9 {
                        if m & (1 << d) != 0 {
                            out.push(cell as u16 * 9 + d);
                        }
                    }
                }
            }
        }
        out
    }
}

/// How a branch follows its supposition.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Mode {
    /// One earlier fact per implication, the position's own links.
    Chain,
    /// Singles on the branch's changing grid.
    Net,
    /// Singles and locked candidates on the branch's changing grid.
    NetLocked,
}

/// One recorded fact.
#[derive(Clone, Copy, Debug)]
struct Fact {
    cand: Cand,
    on: bool,
    because: Because,
    premises: (u32, u8),
}

/// One branch being followed: its facts and the grid they leave.
pub(super) struct Net<'a> {
    start: &'a Start,
    mode: Mode,
    cands: [u16; 81],
    places: [u128; 9],
    house_has: Vec<u16>,
    /// Cells with a true fact.
    cell_on: u128,
    /// True facts per digit (cells).
    pub on: [u128; 9],
    /// False facts per digit (cells).
    pub off: [u128; 9],
    fact_on: [u16; 729],
    fact_off: [u16; 729],
    facts: Vec<Fact>,
    premises: Vec<u16>,
    /// The next fact to follow.
    cursor: usize,
    /// The nets of their own that `Because::Nested` facts rest on.
    nested: Vec<Branch>,
    /// The contradiction the branch ran into, with the facts it rests on.
    pub broken: Option<(Break, Vec<u16>)>,
}

impl<'a> Net<'a> {
    /// An empty branch on `start`.
    pub fn new(start: &'a Start, mode: Mode) -> Net<'a> {
        Net {
            start,
            mode,
            cands: start.cands,
            places: start.places,
            house_has: start.house_has.clone(),
            cell_on: 0,
            on: [0; 9],
            off: [0; 9],
            fact_on: [NONE; 729],
            fact_off: [NONE; 729],
            facts: Vec::with_capacity(256),
            premises: Vec::with_capacity(512),
            cursor: 0,
            nested: Vec::new(),
            broken: None,
        }
    }

    /// Empties the branch for another supposition on the same start, keeping its buffers
    /// (no allocation per supposition).
    pub fn reset(&mut self) {
        for f in &self.facts {
            self.fact_on[f.cand as usize] = NONE;
            self.fact_off[f.cand as usize] = NONE;
        }
        self.cands = self.start.cands;
        self.places = self.start.places;
        self.house_has.copy_from_slice(&self.start.house_has);
        self.cell_on = 0;
        self.on = [0; 9];
        self.off = [0; 9];
        self.facts.clear();
        self.premises.clear();
        self.cursor = 0;
        self.nested.clear();
        self.broken = None;
    }

    /// Follows the supposition that `supposed` is true (`on`) or false, until nothing more
    /// follows or (when `stop` says so) a contradiction is found.
    pub fn follow(&mut self, supposed: Cand, on: bool) {
        self.add(supposed, on, Because::Supposed, &[]);
        self.run();
    }

    /// Follows the facts not followed yet.
    fn run(&mut self) {
        while self.cursor < self.facts.len() && self.broken.is_none() {
            self.process(self.cursor);
            self.cursor += 1;
        }
    }

    /// Follows `supposed` (true) as [`follow`](Self::follow) does; whenever nothing more
    /// follows, supposes each candidate left in the branch's grid in turn and follows it by a
    /// net of its own (singles and locked candidates): one that breaks the puzzle makes the
    /// candidate false in this branch, resting on the facts of this branch the inner net
    /// used. Ends at a contradiction or when a whole pass finds nothing.
    pub fn follow_nested(&mut self, supposed: Cand) {
        self.follow(supposed, true);
        while self.broken.is_none() {
            let inner_start = self.inner_start();
            let mut progress = false;
            for c in inner_start.candidates() {
                if self.broken.is_some() {
                    return;
                }
                if self.fact(c, false).is_some() {
                    continue;
                }
                let mut inner = Net::new(&inner_start, Mode::NetLocked);
                inner.follow(c, true);
                if inner.broken.is_none() {
                    continue;
                }
                let premises = self.relied_on(&inner);
                let k = self.nested.len() as u16;
                self.nested.push(inner.branch(None));
                self.add(c, false, Because::Nested(k), &premises);
                self.run();
                progress = true;
            }
            if !progress {
                return;
            }
        }
    }

    /// The grid this branch has reached, as the start of nets of its own: cells with a true
    /// fact count as filled.
    fn inner_start(&self) -> Start {
        let mut cands = self.cands;
        let mut places = self.places;
        let mut bits = self.cell_on;
        while bits != 0 {
            let c = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            cands[c] = 0;
        }
        for p in &mut places {
            *p &= !self.cell_on;
        }
        Start {
            cands,
            places,
            houses: self.start.houses.clone(),
            house_cells: self.start.house_cells.clone(),
            house_has: self.house_has.clone(),
            cell_houses: self.start.cell_houses,
            cell_house_count: self.start.cell_house_count,
        }
    }

    /// The facts of this branch that a broken inner net (started on
    /// [`inner_start`](Self::inner_start)) rests on: those that removed, before it began,
    /// a candidate its singles, locked candidates or contradiction count as gone.
    fn relied_on(&self, inner: &Net) -> Vec<u16> {
        let Some((breaks, targets)) = &inner.broken else {
            return vec![];
        };
        let needed = inner.needed(targets);
        let mut cells: u128 = 0;
        let mut house_digits: Vec<(usize, usize)> = Vec::new();
        let house_index = |h: House| self.start.houses.iter().position(|x| *x == h);
        let mut note = |because: Because, c: Cand| match because {
            Because::LastCandidate => cells |= 1 << (c / 9),
            Because::LastPlace(h) | Because::Locked(h, _) => {
                if let Some(i) = house_index(h) {
                    house_digits.push((i, (c % 9) as usize));
                }
            }
            _ => {}
        };
        for (f, fact) in inner.facts.iter().enumerate() {
            if needed[f] {
                note(fact.because, fact.cand);
            }
        }
        match breaks {
            Break::EmptyCell(cell) => cells |= 1 << cell.index(),
            Break::NoPlace(h, d) => {
                if let Some(i) = house_index(*h) {
                    house_digits.push((i, d.index()));
                }
            }
            Break::Clash(_) => {}
        }
        let mut out: Vec<u16> = Vec::new();
        let mut take = |c: usize| {
            let f = match self.fact_off[c] {
                NONE => self.fact_on[c],
                f => f,
            };
            if f != NONE {
                out.push(f);
            }
        };
        while cells != 0 {
            let q = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let mut gone = self.start.cands[q] & !inner.start.cands[q];
            while gone != 0 {
                let e = gone.trailing_zeros() as usize;
                gone &= gone - 1;
                take(q * 9 + e);
            }
        }
        for (h, d) in house_digits {
            let cells = self.start.house_cells[h];
            let mut gone = self.start.places[d] & cells & !inner.start.places[d];
            while gone != 0 {
                let p = gone.trailing_zeros() as usize;
                gone &= gone - 1;
                take(p * 9 + d);
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The index of the fact that `c` is true (`on`) or false, if the branch has it.
    pub fn fact(&self, c: Cand, on: bool) -> Option<u16> {
        let f = if on {
            self.fact_on[c as usize]
        } else {
            self.fact_off[c as usize]
        };
        (f != NONE).then_some(f)
    }

    fn premises_of(&self, f: u16) -> &[u16] {
        let (s, n) = self.facts[f as usize].premises;
        &self.premises[s as usize..s as usize + n as usize]
    }

    /// How many facts the proof of the given facts needs (shared ones counted once).
    pub fn proof_size(&self, targets: &[u16]) -> usize {
        self.needed(targets).iter().filter(|n| **n).count()
    }

    fn needed(&self, targets: &[u16]) -> Vec<bool> {
        proof(self.facts.len(), targets, |f| self.premises_of(f as u16))
    }

    /// The branch as evidence: the facts the proof of `end` needs, in order (the
    /// contradiction when `end` is `None`, else that fact as the conclusion).
    pub fn branch(&self, end: Option<u16>) -> Branch {
        let targets: Vec<u16> = match (end, &self.broken) {
            (Some(f), _) => vec![f],
            (None, Some((_, p))) => p.clone(),
            (None, None) => vec![],
        };
        let needed = self.needed(&targets);
        let mut index = vec![u16::MAX; self.facts.len()];
        let mut implications = Vec::new();
        let mut nested = Vec::new();
        for (f, fact) in self.facts.iter().enumerate() {
            if !needed[f] {
                continue;
            }
            index[f] = implications.len() as u16;
            let because = match fact.because {
                Because::Nested(k) => match self.nested.get(k as usize) {
                    Some(b) => {
                        nested.push(b.clone());
                        Because::Nested(nested.len() as u16 - 1)
                    }
                    None => fact.because,
                },
                other => other,
            };
            implications.push(Implication {
                candidate: candidate(fact.cand),
                on: fact.on,
                because,
                premises: self
                    .premises_of(f as u16)
                    .iter()
                    .map(|p| index[*p as usize])
                    .collect(),
            });
        }
        let end = match (end, &self.broken) {
            (None, Some((breaks, premises))) => BranchEnd::Contradiction {
                breaks: *breaks,
                premises: premises.iter().map(|p| index[*p as usize]).collect(),
            },
            _ => BranchEnd::Conclusion,
        };
        Branch {
            implications,
            end,
            nested,
        }
    }

    // ---- Propagation ----

    fn add(&mut self, c: Cand, on: bool, because: Because, premises: &[u16]) {
        let slot = if on {
            self.fact_on[c as usize]
        } else {
            self.fact_off[c as usize]
        };
        if slot != NONE || self.broken.is_some() {
            return;
        }
        let f = self.facts.len() as u16;
        self.facts.push(Fact {
            cand: c,
            on,
            because,
            premises: (self.premises.len() as u32, premises.len() as u8),
        });
        // Most facts rest on one: pushed, where a copy of the slice called memcpy (millions
        // of facts per rating).
        match premises {
            [one] => self.premises.push(*one),
            _ => self.premises.extend_from_slice(premises),
        }
        let (cell, d) = ((c / 9) as usize, (c % 9) as usize);
        let other = if on {
            self.fact_off[c as usize]
        } else {
            self.fact_on[c as usize]
        };
        if on {
            self.fact_on[c as usize] = f;
            self.on[d] |= 1 << cell;
            self.cell_on |= 1 << cell;
            for &h in self.start.houses_of(cell) {
                self.house_has[h as usize] |= 1 << d;
            }
        } else {
            self.fact_off[c as usize] = f;
            self.off[d] |= 1 << cell;
            self.cands[cell] &= !(1 << d);
            self.places[d] &= !(1 << cell);
        }
        if other != NONE {
            let candidate = candidate(c);
            self.broken = Some((Break::Clash(candidate), vec![other.min(f), other.max(f)]));
        }
    }

    fn process(&mut self, f: usize) {
        let Fact { cand: c, on, .. } = self.facts[f];
        let (cell, d) = ((c / 9) as usize, (c % 9) as usize);
        let f = f as u16;
        let chain = self.mode == Mode::Chain;
        if on {
            let mut others = if chain {
                self.start.cands[cell]
            } else {
                self.cands[cell]
            } & !(1 << d);
            while others != 0 {
                let e = others.trailing_zeros() as u16;
                others &= others - 1;
                self.add(cell as u16 * 9 + e, false, Because::SameCell, &[f]);
                if self.broken.is_some() {
                    return;
                }
            }
            let places = if chain {
                self.start.places[d]
            } else {
                self.places[d]
            };
            let mut done = 1u128 << cell;
            for &h in self.start.houses_of(cell) {
                let mut seen = places & self.start.house_cells[h as usize] & !done;
                done |= seen;
                while seen != 0 {
                    let p = seen.trailing_zeros() as u16;
                    seen &= seen - 1;
                    let house = self.start.houses[h as usize];
                    self.add(p * 9 + d as u16, false, Because::Sees(house), &[f]);
                    if self.broken.is_some() {
                        return;
                    }
                }
            }
        } else if chain {
            let m = self.start.cands[cell];
            if ones9(m) == 2 {
                let e = (m & !(1 << d)).trailing_zeros() as u16;
                self.add(cell as u16 * 9 + e, true, Because::LastCandidate, &[f]);
            }
            for &h in self.start.houses_of(cell) {
                let pl = self.start.places[d] & self.start.house_cells[h as usize];
                if two_bits(pl) {
                    let q = (pl & !(1u128 << cell)).trailing_zeros() as u16;
                    let house = self.start.houses[h as usize];
                    self.add(q * 9 + d as u16, true, Because::LastPlace(house), &[f]);
                }
            }
        } else {
            self.after_removal(cell, d);
        }
    }

    /// The places `pl` of digit `d` left in house `h` all lie in another house: the digit
    /// leaves that house's other cells.
    fn locked(&mut self, h: usize, d: usize, pl: u128) {
        let first = pl.trailing_zeros() as usize;
        for i in 0..self.start.cell_house_count[first] as usize {
            let h2 = self.start.cell_houses[first][i] as usize;
            let cells2 = self.start.house_cells[h2];
            if h2 == h || pl & !cells2 != 0 {
                continue;
            }
            let mut targets = self.places[d] & cells2 & !self.start.house_cells[h];
            if targets == 0 {
                continue;
            }
            let mut premises = Premises::new();
            let mut gone = self.start.places[d] & self.start.house_cells[h] & !pl;
            while gone != 0 {
                let p = gone.trailing_zeros() as usize;
                gone &= gone - 1;
                premises.push(self.fact_off[p * 9 + d]);
            }
            let premises = premises.sorted();
            let because = Because::Locked(self.start.houses[h], self.start.houses[h2]);
            while targets != 0 {
                let p = targets.trailing_zeros() as u16;
                targets &= targets - 1;
                self.add(p * 9 + d as u16, false, because, premises);
                if self.broken.is_some() {
                    return;
                }
            }
        }
    }

    /// Net mode: singles and dead ends after a candidate left `cell`.
    fn after_removal(&mut self, cell: usize, d: usize) {
        if self.cell_on & (1 << cell) == 0 {
            let m = self.cands[cell];
            if ones9(m) <= 1 {
                let mut premises = Premises::new();
                let mut gone = self.start.cands[cell] & !m;
                while gone != 0 {
                    let e = gone.trailing_zeros() as usize;
                    gone &= gone - 1;
                    premises.push(self.fact_off[cell * 9 + e]);
                }
                let premises = premises.sorted();
                if m == 0 {
                    let cell = Cell::new(cell as u8).expect("a cell");
                    self.broken = Some((Break::EmptyCell(cell), premises.to_vec()));
                    return;
                }
                let e = m.trailing_zeros() as u16;
                self.add(cell as u16 * 9 + e, true, Because::LastCandidate, premises);
                if self.broken.is_some() {
                    return;
                }
            }
        }
        for i in 0..self.start.cell_house_count[cell] as usize {
            let h = self.start.cell_houses[cell][i] as usize;
            if self.house_has[h] & (1 << d) != 0 {
                continue;
            }
            let cells = self.start.house_cells[h];
            let pl = self.places[d] & cells;
            if pl & pl.wrapping_sub(1) != 0 {
                if self.mode == Mode::NetLocked {
                    self.locked(h, d, pl);
                    if self.broken.is_some() {
                        return;
                    }
                }
                continue;
            }
            let mut premises = Premises::new();
            let mut gone = self.start.places[d] & cells & !pl;
            while gone != 0 {
                let p = gone.trailing_zeros() as usize;
                gone &= gone - 1;
                premises.push(self.fact_off[p * 9 + d]);
            }
            let premises = premises.sorted();
            let house = self.start.houses[h];
            if pl == 0 {
                let digit = Digit::new(d as u8 + 1).expect("a digit");
                self.broken = Some((Break::NoPlace(house, digit), premises.to_vec()));
                return;
            }
            let q = pl.trailing_zeros() as u16;
            self.add(q * 9 + d as u16, true, Because::LastPlace(house), premises);
            if self.broken.is_some() {
                return;
            }
        }
    }
}

/// Which of `len` facts (each after the facts it rests on, `premises_of`) the proof of
/// `targets` needs: the targets and, walking back, every fact a needed one rests on. Facts
/// past `len` are ignored.
pub(super) fn proof<'a>(
    len: usize,
    targets: &[u16],
    premises_of: impl Fn(usize) -> &'a [u16],
) -> Vec<bool> {
    let mut needed = vec![false; len];
    for &t in targets {
        if let Some(n) = needed.get_mut(usize::from(t)) {
            *n = true;
        }
    }
    for f in (0..len).rev() {
        if needed[f] {
            for &p in premises_of(f) {
                if let Some(n) = needed.get_mut(usize::from(p)) {
                    *n = true;
                }
            }
        }
    }
    needed
}

/// The facts a conclusion rests on, gathered on the stack (at most one per candidate of a
/// cell or place of a house: nine), without the candidates no fact removed.
struct Premises {
    facts: [u16; 9],
    len: usize,
}

impl Premises {
    fn new() -> Premises {
        Premises {
            facts: [0; 9],
            len: 0,
        }
    }

    /// Adds fact `f`, unless it is `NONE` (the candidate was gone from the start).
    fn push(&mut self, f: u16) {
        if f != NONE {
            self.facts[self.len] = f;
            self.len += 1;
        }
    }

    /// The facts, in increasing order.
    fn sorted(&mut self) -> &[u16] {
        let facts = &mut self.facts[..self.len];
        facts.sort_unstable();
        facts
    }
}

/// Whether `set` has exactly two bits (without counting them all: a 128-bit count is two
/// dozen instructions where the target has no popcount).
pub(super) fn two_bits(set: u128) -> bool {
    let rest = set & set.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}
