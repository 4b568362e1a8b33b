//! HoDoKu's Forcing Net tables (its `TablingSolver` in net mode, default configuration,
//! read to learn the rules): what each supposition reaches when [`super::hodoku_chains`]
//! looks for the Forcing Net step (8600) instead of the Forcing Chain one.
//!
//! For a net, HoDoKu does not follow direct links alone: it plays each supposition out on a
//! copy of the grid. Supposed true, the candidate is placed; supposed false, it is removed
//! (and its cell placed if one candidate is left). Then, four times over, it lists every
//! naked and hidden single of the copy and places them all. The table of the supposition
//! records every placement and every removal this makes (a placement removes its digit
//! from the cells that see it, as the position had them, and the cell's other candidates).
//! These tables take the place of the direct links; the line-block groups keep their links
//! (see [`super::hodoku_chains`]); and what a supposition reaches is the closure: every
//! fact in its table brings in the facts of that fact's own table, and so on to the end.

use super::hodoku_chains::{Edges, Reach, closure};
use super::hodoku_masks::{Candidates, cell_houses, cells, peers};

/// How many times HoDoKu looks for singles after a supposition (its `anzTableLookAhead`).
const LOOK_AHEAD: usize = 4;

/// A copy of the grid one supposition is played out on, and what it has recorded.
struct Copy<'a> {
    /// The position's places per digit (HoDoKu removes from these when it places).
    orig: &'a [u128; 9],
    peers: &'a [u128; 81],
    cands: [u16; 81],
    places: [u128; 9],
    /// Per cell, the digit index placed on the copy plus one (0: none yet).
    value: [u8; 81],
    /// Open cells of the copy.
    open: u128,
    on: [u128; 9],
    off: [u128; 9],
    /// The cells whose candidates changed since the singles were last looked for, and per
    /// digit the cells that lost it: the only places a single can have appeared, the
    /// position itself having none ([`Board::fresh`]).
    changed: u128,
    lost: [u128; 9],
}

/// What every copy of one position reads: a standard sudoku's houses, each cell's houses
/// and peers, and whether the position has singles of its own.
struct Board {
    houses: [u128; 27],
    cell_houses: [[usize; 3]; 81],
    peers: [u128; 81],
    /// Whether the position has no naked or hidden single: a copy's singles are then
    /// looked for only where it changed.
    fresh: bool,
}

impl Copy<'_> {
    /// Places digit `v` in `cell` and records what that does.
    fn place(&mut self, cell: usize, v: usize) {
        if self.value[cell] == v as u8 + 1 {
            return;
        }
        self.value[cell] = v as u8 + 1;
        self.open &= !(1 << cell);
        self.on[v] |= 1 << cell;
        self.off[v] |= self.orig[v] & self.peers[cell];
        let own = self.cands[cell];
        for w in (0..9).filter(|w| *w != v && own & (1 << w) != 0) {
            self.off[w] |= 1 << cell;
        }
        for w in (0..9).filter(|w| own & (1 << w) != 0) {
            self.places[w] &= !(1 << cell);
            self.lost[w] |= 1 << cell;
        }
        self.cands[cell] = 0;
        let seen = self.places[v] & self.peers[cell];
        for p in cells(seen) {
            self.cands[p] &= !(1 << v);
        }
        self.places[v] &= !seen;
        self.lost[v] |= seen;
        self.changed |= seen | 1 << cell;
    }

    /// The copy's naked singles, then its hidden singles (one a cell), in cell order, among
    /// the cells and houses changed since the last look (every one at first, unless the
    /// position has no single of its own); clears the record of changes.
    fn singles(&mut self, board: &Board) -> Vec<(usize, usize)> {
        if !where_changed() {
            return self.every_single(board);
        }
        let mut out = Vec::new();
        for cell in cells(self.open & self.changed) {
            let m = self.cands[cell];
            if m != 0 && m & (m - 1) == 0 {
                out.push((cell, m.trailing_zeros() as usize));
            }
        }
        // Per cell, the digits with no other place in one of its houses: only a house
        // where the digit lost a place can have gained a hidden single.
        let mut hidden = [0u16; 81];
        let mut at = 0u128;
        for (v, &lost) in self.lost.iter().enumerate() {
            let mut touched = 0u32;
            for cell in cells(lost) {
                for h in board.cell_houses[cell] {
                    touched |= 1 << h;
                }
            }
            while touched != 0 {
                let h = touched.trailing_zeros() as usize;
                touched &= touched - 1;
                let here = self.places[v] & board.houses[h];
                if here != 0 && here & (here - 1) == 0 {
                    let cell = here.trailing_zeros() as usize;
                    hidden[cell] |= 1 << v;
                    at |= 1 << cell;
                }
            }
        }
        for cell in cells(at & self.open) {
            out.push((cell, hidden[cell].trailing_zeros() as usize));
        }
        self.changed = 0;
        self.lost = [0; 9];
        out
    }

    /// [`singles`](Self::singles) looked for over the whole grid, the way the engine
    /// worker does (it keeps its size): per house, the digits seen once and seen again
    /// over its cells' candidates (a closed cell has none).
    fn every_single(&self, board: &Board) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for cell in cells(self.open) {
            let m = self.cands[cell];
            if m != 0 && m & (m - 1) == 0 {
                out.push((cell, m.trailing_zeros() as usize));
            }
        }
        let mut hidden = [0u16; 81];
        for &house in &board.houses {
            let (mut once, mut again) = (0u16, 0u16);
            for cell in cells(house) {
                again |= once & self.cands[cell];
                once |= self.cands[cell];
            }
            let alone = once & !again;
            if alone != 0 {
                for cell in cells(house) {
                    hidden[cell] |= self.cands[cell] & alone;
                }
            }
        }
        for cell in cells(self.open) {
            let m = hidden[cell];
            if m != 0 {
                out.push((cell, m.trailing_zeros() as usize));
            }
        }
        out
    }
}

/// Whether a copy's singles are looked for only where it changed ([`Copy::singles`]):
/// natively; the engine worker looks over the whole grid and keeps its size. Both ways find
/// the same singles: a test rates puzzles both ways ([`WHOLE_GRID_IN_TESTS`]).
#[cfg(not(test))]
fn where_changed() -> bool {
    cfg!(not(target_arch = "wasm32"))
}

/// [`where_changed`] in the tests: natively unless this thread asks for the worker's way.
#[cfg(test)]
fn where_changed() -> bool {
    cfg!(not(target_arch = "wasm32")) && !WHOLE_GRID_IN_TESTS.with(std::cell::Cell::get)
}

#[cfg(test)]
thread_local! {
    /// Set by a test to look for a copy's singles over the whole grid, as the engine worker does.
    pub(super) static WHOLE_GRID_IN_TESTS: std::cell::Cell<bool> =
        const { std::cell::Cell::new(false) };
}

/// The net table of supposing candidate (`cell`, `d`) true (`on`) or false: what playing it
/// out on a copy of the position places (`Reach::on`) and removes (`Reach::off`).
fn table(c: &Candidates, board: &Board, cell: usize, d: usize, on: bool) -> Reach {
    let mut copy = copy_of(c, board);
    if on {
        copy.place(cell, d);
    } else {
        copy.off[d] |= 1 << cell;
        copy.cands[cell] &= !(1 << d);
        copy.places[d] &= !(1 << cell);
        copy.lost[d] |= 1 << cell;
        copy.changed |= 1 << cell;
        let left = copy.cands[cell];
        if left.count_ones() == 1 {
            copy.place(cell, left.trailing_zeros() as usize);
        }
    }
    for _ in 0..LOOK_AHEAD {
        let singles = copy.singles(board);
        if singles.is_empty() {
            break;
        }
        for (s, v) in singles {
            copy.place(s, v);
        }
    }
    Reach {
        on: copy.on,
        off: copy.off,
    }
}

/// A copy of the position `c`, every cell and place counted as changed unless the
/// position has no single of its own.
fn copy_of<'a>(c: &'a Candidates, board: &'a Board) -> Copy<'a> {
    let (changed, lost) = if board.fresh {
        (0, [0; 9])
    } else {
        (c.empty, c.places)
    };
    Copy {
        orig: &c.places,
        peers: &board.peers,
        cands: c.cands,
        places: c.places,
        value: [0; 81],
        open: c.empty,
        on: [0; 9],
        off: [0; 9],
        changed,
        lost,
    }
}

/// What every supposition reaches through the net tables and the groups' links: by index
/// `2 * (cell * 9 + digit) + on`, `None` where there is no such candidate. `edges` is the
/// chains' implication graph (nodes: candidates `cell * 9 + digit`, then `groups` groups;
/// fact `2 * node + on`): its links from and to the groups are kept, a candidate's own
/// links are its net table (which holds them).
pub(super) fn reach_all(
    c: &Candidates,
    houses: &[u128; 27],
    edges: &Edges,
    groups: usize,
) -> Vec<Option<Reach>> {
    let mut board = Board {
        houses: *houses,
        cell_houses: cell_houses(),
        peers: peers(),
        fresh: false,
    };
    board.fresh = where_changed() && copy_of(c, &board).singles(&board).is_empty();
    // Compact numbering: the candidates, then the groups; fact 2 * id + on.
    let mut id = [u32::MAX; 729];
    let mut cand_of: Vec<usize> = Vec::new();
    for cell in cells(c.empty) {
        for d in (0..9).filter(|d| c.cands[cell] & (1 << d) != 0) {
            id[cell * 9 + d] = cand_of.len() as u32;
            cand_of.push(cell * 9 + d);
        }
    }
    let n = cand_of.len();
    let facts = 2 * (n + groups);
    let words = facts.div_ceil(64);
    let fact = |x: usize| -> usize {
        let node = x / 2;
        let k = if node < 729 {
            id[node] as usize
        } else {
            n + node - 729
        };
        2 * k + x % 2
    };
    let mut direct = vec![0u64; facts * words];
    for (k, &cn) in cand_of.iter().enumerate() {
        for on in [false, true] {
            let f = 2 * k + on as usize;
            let row = &mut direct[f * words..(f + 1) * words];
            let t = table(c, &board, cn / 9, cn % 9, on);
            for e in 0..9 {
                for cell in cells(t.on[e]) {
                    set(row, 2 * id[cell * 9 + e] as usize + 1);
                }
                for cell in cells(t.off[e]) {
                    set(row, 2 * id[cell * 9 + e] as usize);
                }
            }
            for &y in edges.of(2 * cn + on as usize) {
                set(row, fact(y as usize));
            }
        }
    }
    for i in 0..groups {
        for on in [false, true] {
            let f = 2 * (n + i) + on as usize;
            let row = &mut direct[f * words..(f + 1) * words];
            for &y in edges.of(2 * (729 + i) + on as usize) {
                set(row, fact(y as usize));
            }
        }
    }

    // The rows as lists of links, for the closure: one array, each fact's links from
    // `start[f]` to `start[f + 1]` (a vector per fact cost an allocation for each).
    let mut start: Vec<u32> = Vec::with_capacity(facts + 1);
    let mut links: Vec<u32> = Vec::new();
    for row in direct.chunks_exact(words.max(1)) {
        start.push(links.len() as u32);
        for (w, &bits) in row.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                links.push((w * 64 + bits.trailing_zeros() as usize) as u32);
                bits &= bits - 1;
            }
        }
    }
    start.push(links.len() as u32);
    let own = |f: usize, r: &mut Reach| {
        if f < 2 * n {
            let node = cand_of[f / 2];
            if f % 2 == 1 {
                r.on[node % 9] |= 1 << (node / 9);
            } else {
                r.off[node % 9] |= 1 << (node / 9);
            }
        }
    };
    let starts = (0..n).flat_map(|k| [2 * k, 2 * k + 1]);
    let succ = |f: usize| &links[start[f] as usize..start[f + 1] as usize];
    let (comp, reach) = closure(facts, succ, starts, own);
    let mut out: Vec<Option<Reach>> = vec![None; 2 * 729];
    for (k, &cn) in cand_of.iter().enumerate() {
        for on in [false, true] {
            out[2 * cn + on as usize] = Some(reach[comp[2 * k + on as usize] as usize]);
        }
    }
    out
}

/// Sets fact `f` in a row of bits.
fn set(row: &mut [u64], f: usize) {
    row[f / 64] |= 1 << (f % 64);
}
