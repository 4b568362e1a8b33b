//! HoDoKu's Forcing Chain step (8500) as its default configuration finds it (its
//! `TablingSolver`, read to learn the rules): the rating walk's own finder for that step,
//! so the coach's forcing chains are left as they are. The same search with the net tables
//! of [`super::hodoku_nets`] in place of a candidate's direct links is its Forcing Net step
//! (8600); a step found there counts as a net (HoDoKu drops the ones its chain mode would
//! find, and the walk only gets there when the chain step found none).
//!
//! HoDoKu's forcing chains follow only the position's direct links, as a table of every
//! fact each supposition reaches:
//! - a candidate true makes every other candidate of its cell and of its digit in its
//!   houses false; a candidate false makes the other candidate of a bivalue cell, or the
//!   other place of a digit in a house with two, true;
//! - line-block groups (two or three places of a digit where a row or column meets a
//!   block) take part as one node: true, they make the digit false wherever it sees them all
//!   and every other group of the digit in their houses false; false, they make the last
//!   other place (or group) of the digit in one of their houses true. No ALS nodes (its
//!   `allowAlsInTablingChains` is off by default).
//!
//! Every candidate is supposed both true and false, and what it reaches is followed to
//! the end (no length limit). A supposition is false when what it reaches is both true and
//! false, puts two digits in a cell or one digit twice in a house, empties a cell, or
//! removes every place of a digit from a house where no removal has been made yet (HoDoKu
//! compares with the places the placed digits allow). A fact is true when both the true
//! and the false supposition of one candidate reach it (outside that cell), or every
//! candidate of a cell, or every place of a digit in a house, does. Each such step places
//! or removes one candidate; HoDoKu sorts them placements first, then by the lowest cell
//! (and digit), and takes the first.

use crate::engine::house::Variant;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, ForcingStart, Step, Technique};
use crate::engine::types::{Cell, Digit};

use super::hodoku_masks::{Candidates, cell_houses, cells, houses, peers};
use super::hodoku_nets::reach_all;

/// A line-block group: the places of `digit` (two or three) where a line meets a block.
struct Group {
    digit: usize,
    cells: u128,
    /// The row (0-8) or column (9-17) index into [`houses`].
    line: usize,
    /// The block's index into [`houses`] (18-26).
    block: usize,
}

/// What one supposition reaches: per digit, the cells where it is true and where false.
#[derive(Clone, Copy)]
pub(super) struct Reach {
    pub on: [u128; 9],
    pub off: [u128; 9],
}

impl Reach {
    /// Adds what `other` reaches.
    fn take_in(&mut self, other: &Reach) {
        for (mine, theirs) in [(&mut self.on, &other.on), (&mut self.off, &other.off)] {
            for (m, t) in mine.iter_mut().zip(theirs) {
                *m |= t;
            }
        }
    }
}

/// The implication graph of a position: nodes are candidates (`cell * 9 + digit`), then
/// groups; node `n` true is `2n + 1`, false `2n`. The links are gathered in one list while
/// the graph is made, then laid out fact by fact ([`Edges`]).
struct Graph {
    facts: usize,
    links: Vec<(u32, u32)>,
}

impl Graph {
    fn new(nodes: usize) -> Graph {
        Graph {
            facts: 2 * nodes,
            links: Vec::with_capacity(16 * nodes),
        }
    }

    fn link(&mut self, from: usize, from_on: bool, to: usize, to_on: bool) {
        let (from, to) = (2 * from + from_on as usize, 2 * to + to_on as usize);
        self.links.push((from as u32, to as u32));
    }

    /// Each fact's links, in the order they were made.
    fn edges(&self) -> Edges {
        let mut start = vec![0u32; self.facts + 1];
        for &(from, _) in &self.links {
            start[from as usize + 1] += 1;
        }
        for i in 0..self.facts {
            start[i + 1] += start[i];
        }
        let mut next = start.clone();
        let mut to = vec![0u32; self.links.len()];
        for &(from, t) in &self.links {
            to[next[from as usize] as usize] = t;
            next[from as usize] += 1;
        }
        Edges { start, to }
    }
}

/// The links of every fact, in one array (a vector per fact cost an allocation for each
/// of a search's thousands of facts).
pub(super) struct Edges {
    /// Where each fact's links start in `to` (and, one further, end).
    start: Vec<u32>,
    to: Vec<u32>,
}

impl Edges {
    /// The facts `fact` implies directly.
    pub(super) fn of(&self, fact: usize) -> &[u32] {
        &self.to[self.start[fact] as usize..self.start[fact + 1] as usize]
    }
}

/// The step HoDoKu's Forcing Chain takes in `pos` (a standard sudoku), if it finds one.
pub(super) fn forcing_chain(pos: &Position) -> Option<Step> {
    tabling(pos, false)
}

/// The step HoDoKu's Forcing Net takes in `pos` (a standard sudoku), if it finds one: the
/// same search with each candidate's links replaced by its net table
/// ([`super::hodoku_nets`]).
pub(super) fn forcing_net(pos: &Position) -> Option<Step> {
    tabling(pos, true)
}

/// HoDoKu's tabling search for a forcing chain (`nets` false) or net.
fn tabling(pos: &Position, nets: bool) -> Option<Step> {
    if pos.variant() != Variant::Standard {
        return None;
    }
    let houses = houses();
    let houses_of = cell_houses();
    let all = Candidates::of(pos);
    let Candidates {
        cands,
        places,
        empty,
    } = all;
    // Where each digit is not ruled out by a placed digit (HoDoKu's "allowed" places).
    let mut allowed = [0u128; 9];
    for (d, a) in allowed.iter_mut().enumerate() {
        *a = empty;
        for c in Cell::all() {
            if pos.digit(c).map(|x| x.index()) == Some(d) {
                for h in houses_of[c.index()] {
                    *a &= !houses[h];
                }
            }
        }
    }
    let seen_by = Houses {
        of: houses_of.map(|of| of.map(|house| houses[house])),
        peers: peers(),
    };
    let groups = groups(&places, &houses);
    let by_house = GroupsByHouse::new(&groups);
    let mut g = Graph::new(729 + groups.len());
    for cell in cells(empty) {
        let m = cands[cell];
        for d in (0..9).filter(|d| m & (1 << d) != 0) {
            let n = cell * 9 + d;
            for e in (0..9).filter(|e| *e != d && m & (1 << e) != 0) {
                g.link(n, true, cell * 9 + e, false);
                if m.count_ones() == 2 {
                    g.link(n, false, cell * 9 + e, true);
                }
            }
            for h in houses_of[cell] {
                let others = places[d] & houses[h] & !(1 << cell);
                for o in cells(others) {
                    g.link(n, true, o * 9 + d, false);
                }
                if others.count_ones() == 1 {
                    g.link(n, false, others.trailing_zeros() as usize * 9 + d, true);
                }
            }
        }
    }
    for (i, gr) in groups.iter().enumerate() {
        let n = 729 + i;
        let d = gr.digit;
        let seeing = places[d] & (houses[gr.line] | houses[gr.block]) & !gr.cells;
        for o in cells(seeing) {
            g.link(n, true, o * 9 + d, false);
            g.link(o * 9 + d, true, n, false);
        }
        for h in [gr.block, gr.line] {
            let rest = seeing & houses[h];
            if rest.count_ones() == 1 {
                let o = rest.trailing_zeros() as usize * 9 + d;
                g.link(n, false, o, true);
                g.link(o, false, n, true);
            }
        }
        // Other groups of the digit in one of its houses, not overlapping it.
        for h in [gr.line, gr.block] {
            let others = by_house
                .of(h, d)
                .iter()
                .map(|&j| j as usize)
                .filter(|&j| j != i && groups[j].cells & gr.cells == 0);
            let mut count = 0;
            let mut last = 0;
            for j in others {
                g.link(n, true, 729 + j, false);
                count += 1;
                last = j;
            }
            if count == 1 && places[d] & houses[h] & !gr.cells & !groups[last].cells == 0 {
                g.link(n, false, 729 + last, true);
            }
        }
    }

    // Every supposition followed to the end.
    let edges = g.edges();
    let reach = if nets {
        reach_all(&all, &houses, &edges, groups.len())
    } else {
        chain_reach(&edges, groups.len(), &cands, empty)
    };
    // The verities: both suppositions of one candidate reach the same fact (outside its
    // cell); every candidate of a cell, or every place of a digit in a house, does.
    let mut placements: Vec<usize> = Vec::new();
    let mut eliminations: Vec<usize> = Vec::new();
    for cell in cells(empty) {
        for d in (0..9).filter(|d| cands[cell] & (1 << d) != 0) {
            let n = cell * 9 + d;
            let (Some(t), Some(f)) = (&reach[2 * n + 1], &reach[2 * n]) else {
                continue;
            };
            let both = Reach {
                on: std::array::from_fn(|e| t.on[e] & f.on[e] & !(1 << cell)),
                off: std::array::from_fn(|e| t.off[e] & f.off[e] & !(1 << cell)),
            };
            facts(&both, &mut placements, &mut eliminations);
        }
    }
    // Cells first, then each house's digits in order.
    for cell in cells(empty) {
        let unit = (0..9)
            .filter(|d| cands[cell] & (1 << d) != 0)
            .map(|d| cell * 9 + d);
        facts(&common_to(&reach, unit), &mut placements, &mut eliminations);
    }
    for h in houses {
        for (d, p) in places.iter().enumerate() {
            if p & h != 0 {
                let unit = cells(p & h).map(|c| c * 9 + d);
                facts(&common_to(&reach, unit), &mut placements, &mut eliminations);
            }
        }
    }

    // HoDoKu's order: placements first, then the lowest cell (and digit); it lists the
    // contradictions (a candidate supposed true and broken is removed, supposed false and
    // broken is placed) before the verities, so they win a tie. The contradictions are
    // looked for only as far as they could win: most candidates' checks are skipped.
    let broken_at = |n: usize, on: bool| {
        reach[2 * n + on as usize]
            .as_ref()
            .is_some_and(|r| broken(r, n / 9, n % 9, on, &places, empty, &allowed, &seen_by))
    };
    let candidates = || {
        cells(empty).flat_map(|cell| {
            (0..9)
                .filter(move |d| cands[cell] & (1 << d) != 0)
                .map(move |d| cell * 9 + d)
        })
    };
    let verity_placement = placements.iter().copied().min_by_key(|n| n / 9);
    let last_cell = verity_placement.map_or(usize::MAX, |n| n / 9);
    let contradiction_placement = candidates()
        .take_while(|n| n / 9 <= last_cell)
        .find(|&n| broken_at(n, false));
    let (n, contradiction, place) = match (contradiction_placement, verity_placement) {
        (Some(n), _) => (n, true, true),
        (None, Some(n)) => (n, false, true),
        (None, None) => {
            let verity = eliminations.iter().copied().min();
            let last = verity.unwrap_or(usize::MAX);
            match candidates()
                .take_while(|&n| n <= last)
                .find(|&n| broken_at(n, true))
            {
                Some(n) => (n, true, false),
                None => (verity?, false, false),
            }
        }
    };
    let c = Candidate::new(Cell::new((n / 9) as u8)?, Digit::new((n % 9) as u8 + 1)?);
    let technique = match (nets, contradiction) {
        (false, true) => Technique::ForcingChainContradiction,
        (false, false) => Technique::ForcingChainVerity,
        (true, true) => Technique::ForcingNetContradiction,
        (true, false) => Technique::ForcingNetVerity,
    };
    Some(Step {
        technique,
        placements: if place { vec![c] } else { vec![] },
        eliminations: if place { vec![] } else { vec![c] },
        evidence: Evidence::Forcing {
            start: ForcingStart::Supposition,
            branches: vec![],
        },
    })
}

/// What every supposition reaches through the direct links of `g` (the chains' tables),
/// by index `2 * (cell * 9 + digit) + on`.
fn chain_reach(edges: &Edges, groups: usize, cands: &[u16; 81], empty: u128) -> Vec<Option<Reach>> {
    let starts = cells(empty).flat_map(|cell| {
        (0..9)
            .filter(move |d| cands[cell] & (1 << d) != 0)
            .flat_map(move |d| [2 * (cell * 9 + d) + 1, 2 * (cell * 9 + d)])
    });
    let own = |x: usize, r: &mut Reach| {
        if x / 2 < 729 {
            let (c, e) = (x / 2 / 9, x / 2 % 9);
            if x % 2 == 1 {
                r.on[e] |= 1 << c;
            } else {
                r.off[e] |= 1 << c;
            }
        }
    };
    let (comp, reach) = closure(2 * (729 + groups), |x| edges.of(x), starts, own);
    let mut out: Vec<Option<Reach>> = vec![None; 2 * 729];
    for cell in cells(empty) {
        for d in (0..9).filter(|d| cands[cell] & (1 << d) != 0) {
            for on in [true, false] {
                let start = 2 * (cell * 9 + d) + on as usize;
                out[start] = Some(reach[comp[start] as usize]);
            }
        }
    }
    out
}

/// What each of `starts` reaches in a graph of `facts` facts whose successors `succ` gives
/// (itself included): the facts `own` records, gathered over the closure. Facts that
/// reach each other reach the same, so the graph's strongly connected components are found
/// (Tarjan's algorithm, iteratively), each after every component it reaches, and each
/// component's reach is its own facts and the reaches of the components it links to: one
/// union per link instead of one search per start. Returns, per fact, its component (for
/// the facts the starts reach), and per component, its reach.
pub(super) fn closure<'a>(
    facts: usize,
    succ: impl Fn(usize) -> &'a [u32],
    starts: impl Iterator<Item = usize>,
    own: impl Fn(usize, &mut Reach),
) -> (Vec<u32>, Vec<Reach>) {
    const NONE: u32 = u32::MAX;
    let mut index = vec![NONE; facts];
    let mut low = vec![0u32; facts];
    let mut comp = vec![NONE; facts];
    let mut reach: Vec<Reach> = Vec::new();
    // Per component, the last component whose reach took it in.
    let mut merged: Vec<u32> = Vec::new();
    let mut stack: Vec<u32> = Vec::new();
    // The search's path: each fact with the next of its links to follow.
    let mut path: Vec<(u32, u32)> = Vec::new();
    let mut next = 0u32;
    for s in starts {
        if index[s] != NONE {
            continue;
        }
        index[s] = next;
        low[s] = next;
        next += 1;
        stack.push(s as u32);
        path.push((s as u32, 0));
        while let Some(&mut (v, ref mut at)) = path.last_mut() {
            let v = v as usize;
            let links = succ(v);
            if let Some(&w) = links.get(*at as usize) {
                *at += 1;
                let w = w as usize;
                if index[w] == NONE {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w as u32);
                    path.push((w as u32, 0));
                } else if comp[w] == NONE {
                    // On the stack: in the component being built.
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            path.pop();
            if let Some(&(u, _)) = path.last() {
                low[u as usize] = low[u as usize].min(low[v]);
            }
            if low[v] != index[v] {
                continue;
            }
            // `v` roots a component: the stack from `v` up.
            let id = reach.len() as u32;
            let from = stack.iter().rposition(|&x| x as usize == v).unwrap_or(0);
            for &x in &stack[from..] {
                comp[x as usize] = id;
            }
            let mut r = Reach {
                on: [0; 9],
                off: [0; 9],
            };
            for &x in &stack[from..] {
                own(x as usize, &mut r);
                for &y in succ(x as usize) {
                    let c = comp[y as usize];
                    // Each component reached is merged once (many links lead into one).
                    if c != id && merged[c as usize] != id {
                        merged[c as usize] = id;
                        r.take_in(&reach[c as usize]);
                    }
                }
            }
            stack.truncate(from);
            reach.push(r);
            merged.push(NONE);
        }
    }
    (comp, reach)
}

/// What every candidate of `unit` supposed true reaches (nothing when one of them has no
/// table; every fact for no candidate at all).
fn common_to(reach: &[Option<Reach>], unit: impl Iterator<Item = usize>) -> Reach {
    let mut all = Reach {
        on: [!0; 9],
        off: [!0; 9],
    };
    for n in unit {
        let Some(r) = &reach[2 * n + 1] else {
            return Reach {
                on: [0; 9],
                off: [0; 9],
            };
        };
        for e in 0..9 {
            all.on[e] &= r.on[e];
            all.off[e] &= r.off[e];
        }
    }
    all
}

/// Records every fact of `r` as a verity (its candidate `cell * 9 + digit`).
fn facts(r: &Reach, placements: &mut Vec<usize>, eliminations: &mut Vec<usize>) {
    for d in 0..9 {
        placements.extend(cells(r.on[d]).map(|c| c * 9 + d));
        eliminations.extend(cells(r.off[d]).map(|c| c * 9 + d));
    }
}

/// HoDoKu's line-block groups: rows first, then columns; in each line the digits in order,
/// and for each the blocks it meets with two or three places.
fn groups(places: &[u128; 9], houses: &[u128; 27]) -> Vec<Group> {
    let mut out = Vec::new();
    for line in 0..18 {
        for (d, p) in places.iter().enumerate() {
            for block in 18..27 {
                let m = p & houses[line] & houses[block];
                if m.count_ones() >= 2 {
                    out.push(Group {
                        digit: d,
                        cells: m,
                        line,
                        block,
                    });
                }
            }
        }
    }
    out
}

/// The groups of each digit in each house (its line and its block), in their order: what
/// a group's links to the other groups of its houses read, without a pass over all groups
/// for each.
struct GroupsByHouse {
    /// Where each (house, digit)'s groups start in `groups` (and, one further, end).
    start: Vec<u32>,
    groups: Vec<u32>,
}

impl GroupsByHouse {
    fn new(groups: &[Group]) -> GroupsByHouse {
        let key = |house: usize, digit: usize| house * 9 + digit;
        let mut start = vec![0u32; 27 * 9 + 1];
        for gr in groups {
            start[key(gr.line, gr.digit) + 1] += 1;
            start[key(gr.block, gr.digit) + 1] += 1;
        }
        for k in 0..27 * 9 {
            start[k + 1] += start[k];
        }
        let mut next = start.clone();
        let mut out = vec![0u32; 2 * groups.len()];
        for (j, gr) in groups.iter().enumerate() {
            for k in [key(gr.line, gr.digit), key(gr.block, gr.digit)] {
                out[next[k] as usize] = j as u32;
                next[k] += 1;
            }
        }
        GroupsByHouse { start, groups: out }
    }

    /// The groups of `digit` in house `house`, in order.
    fn of(&self, house: usize, digit: usize) -> &[u32] {
        let k = house * 9 + digit;
        &self.groups[self.start[k] as usize..self.start[k + 1] as usize]
    }
}

/// The houses of a standard sudoku as [`broken`] reads them: each cell's (as masks) and
/// each cell's peers.
struct Houses {
    of: [[u128; 3]; 81],
    peers: [u128; 81],
}

/// Whether supposing candidate (`cell`, `d`) true (`on`) or false breaks the puzzle by what
/// it reaches (`r`): HoDoKu's contradictions.
#[allow(clippy::too_many_arguments)]
fn broken(
    r: &Reach,
    cell: usize,
    d: usize,
    on: bool,
    places: &[u128; 9],
    empty: u128,
    allowed: &[u128; 9],
    h: &Houses,
) -> bool {
    let bit = 1u128 << cell;
    // The supposition turned round.
    if (on && r.off[d] & bit != 0) || (!on && r.on[d] & bit != 0) {
        return true;
    }
    // A candidate true and false; two digits in a cell.
    let mut any_on = 0u128;
    for e in 0..9 {
        if r.on[e] & r.off[e] != 0 || any_on & r.on[e] != 0 {
            return true;
        }
        any_on |= r.on[e];
    }
    for (e, allowed_e) in allowed.iter().enumerate() {
        // A digit twice in a house: two of its true cells see each other.
        let on_e = r.on[e];
        if on_e & on_e.wrapping_sub(1) != 0 && cells(on_e).any(|c| on_e & h.peers[c] != 0) {
            return true;
        }
        // Every allowed place of a digit in a house removed: only a house where one is
        // removed can have lost them all.
        let cut = allowed_e & r.off[e];
        let left = allowed_e & !r.off[e];
        for c in cells(cut) {
            if h.of[c].iter().any(|&house| left & house == 0) {
                return true;
            }
        }
    }
    // A cell left without a candidate.
    let dead = places
        .iter()
        .zip(&r.off)
        .fold(empty & !any_on, |dead, (p, off)| {
            dead & (off | (empty & !p))
        });
    dead != 0
}
