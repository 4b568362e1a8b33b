//! HoDoKu's ALS-XZ (5700) and ALS-XY-Wing (5800) as its default configuration finds them
//! (its `AlsSolver` and the ALS and restricted-common lists of its step finder, read to
//! learn the rules): the rating walk's own finder for these steps, so the coach's ALS
//! techniques are left as they are.
//!
//! - The sets: every house (rows, then columns, then blocks) is searched for sets of its
//!   empty cells holding one digit more than cells, smaller cell positions first, each set
//!   once (where it is first met). A bivalue cell is a set too.
//! - Restricted commons: for each pair of sets, the earlier one first, that do not overlap,
//!   the digits of both whose places in both sets all see each other (HoDoKu keeps the first
//!   and the last such digit).
//! - ALS-XZ: the first pair (in that order) with a common digit, other than a restricted
//!   one, that a cell outside both sees in all its places in both; a doubly linked pair also
//!   removes each set's other digits from the cells that see all their places in it.
//! - ALS-XY-Wing: the first two restricted commons (in that order) that join three sets
//!   through a middle one, on different digits, whose outer sets do not overlap; it removes
//!   their common digits but the restricted ones as ALS-XZ does.
//!
//! HoDoKu takes the first it finds (it does not sort these two), so which step comes first
//! depends on this order.

use std::cell::OnceCell;

use crate::engine::bits::{CellSet, DigitSet, ones9};
use crate::engine::house::Variant;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::{Cell, Digit};

use super::hodoku_masks::{Candidates, cells, houses, peers};

/// One almost locked set and what HoDoKu computes for it.
struct Als {
    cells: u128,
    /// The digits, bit `d` for digit index `d`.
    digits: u16,
    /// Per digit: the set's cells holding it.
    places: [u128; 9],
    /// Per digit: the cells outside the set, holding the digit, that see all its places.
    sees: [u128; 9],
    /// The union of `sees`.
    buddies: u128,
}

/// A restricted common of sets `a` < `b`: one digit, or two (`second`).
#[derive(Clone, Copy)]
struct Common {
    a: usize,
    b: usize,
    first: usize,
    second: Option<usize>,
}

impl Common {
    fn digits(&self) -> u16 {
        (1 << self.first) | self.second.map_or(0, |d| 1 << d)
    }
}

/// The candidates of a position, per cell (bit `d` for digit index `d`) and per digit.
struct Grid {
    cands: [u16; 81],
    places: [u128; 9],
    peers: [u128; 81],
}

impl Grid {
    fn new(pos: &Position) -> Grid {
        let Candidates { cands, places, .. } = Candidates::of(pos);
        Grid {
            cands,
            places,
            peers: peers(),
        }
    }

    /// The cells that see every cell of `m`.
    fn seeing_all(&self, m: u128) -> u128 {
        cells(m).fold(!0u128 >> 47, |acc, c| acc & self.peers[c])
    }

    fn als(&self, cells_: u128, digits: u16) -> Als {
        let mut a = Als {
            cells: cells_,
            digits,
            places: [0; 9],
            sees: [0; 9],
            buddies: 0,
        };
        for d in (0..9).filter(|d| digits & (1 << d) != 0) {
            a.places[d] = cells_ & self.places[d];
            a.sees[d] = self.seeing_all(a.places[d]) & !cells_ & self.places[d];
            a.buddies |= a.sees[d];
        }
        a
    }
}

/// HoDoKu's sets in its order.
fn alses(g: &Grid) -> Vec<Als> {
    // Room for the sets of most positions (a top1465 position of HoDoKu's ALS steps has
    // about 250), so the large records are seldom moved as the list grows.
    let mut out = Vec::with_capacity(ROOM);
    let houses = houses();
    for (index, house) in houses.iter().enumerate() {
        // HoDoKu walks every cell of the house and passes over the placed ones.
        let unit_cells: Vec<usize> = cells(*house).filter(|&c| g.cands[c] != 0).collect();
        // Each set once, where it is first met: every subset of a house's open cells is
        // searched, so a set was met before exactly when an earlier house holds all its
        // cells. Rows come first; a column's set lies in a row when it is one cell; a
        // block's when its cells share a row or a column.
        let met_before = |m: u128| {
            let first = m.trailing_zeros() as usize;
            match index {
                0..9 => false,
                9..18 => m & (m - 1) == 0,
                _ => m & !houses[first / 9] == 0 || m & !houses[9 + first % 9] == 0,
            }
        };
        dfs(g, &unit_cells, 0, 0, 0, 0, &met_before, &mut out);
    }
    out
}

/// How many sets [`alses`] makes room for at first.
const ROOM: usize = 320;

/// HoDoKu's largest set: one cell less than a house.
const MOST_CELLS: usize = 8;

/// The sets of one house (its open cells `unit`) from `start` on, each found after its
/// smaller subsets.
#[allow(clippy::too_many_arguments)]
fn dfs(
    g: &Grid,
    unit: &[usize],
    start: usize,
    count: u32,
    cells_: u128,
    digits: u16,
    met_before: &impl Fn(u128) -> bool,
    out: &mut Vec<Als>,
) {
    let count = count + 1;
    if count as usize > MOST_CELLS {
        return;
    }
    for i in start..unit.len() {
        let c = unit[i];
        let m = cells_ | 1 << c;
        let ds = digits | g.cands[c];
        let n = ones9(ds);
        if n == count + 1 && !met_before(m) {
            out.push(g.als(m, ds));
        }
        // A larger set from here has these digits at least and at most this many cells:
        // with more digits than one over that, none is a set.
        let largest = MOST_CELLS.min(count as usize + unit.len() - i - 1);
        if n as usize <= largest + 1 {
            dfs(g, unit, i + 1, count, m, ds, met_before, out);
        }
    }
}

/// HoDoKu's restricted commons, forward only (set `a` before set `b`), without overlap.
///
/// A digit of both is restricted when every place of it in one set sees every place of it
/// in the other, that is (the sets apart) when `b`'s places lie among the cells that see
/// all of `a`'s (`a.sees`). The pairs are screened on packed copies of the sets' cells
/// first: a restricted digit's places in `b` lie among `a.buddies`, and most sets have
/// none of their cells there (or overlap `a`).
fn commons(alses: &[Als]) -> Vec<Common> {
    let digits_of: Vec<u16> = alses.iter().map(|a| a.digits).collect();
    // Per cell, the sets holding it: bit `j % 64` of word `j / 64` of its row.
    let words = alses.len().div_ceil(64);
    let mut holding = vec![0u64; 81 * words];
    for (j, a) in alses.iter().enumerate() {
        for c in cells(a.cells) {
            holding[c * words + j / 64] |= 1 << (j % 64);
        }
    }
    let mut near = vec![0u64; words];
    // Room for four commons per set (about three on average, in rate21's positions), so
    // the list seldom moves.
    let mut out = Vec::with_capacity(4 * alses.len());
    for (i, a) in alses.iter().enumerate() {
        // Only the digits some cell outside `a` sees in all their places can be restricted.
        let open = (0..9)
            .filter(|&d| a.sees[d] != 0)
            .fold(0u16, |m, d| m | 1 << d);
        // The later sets with a cell among `a.buddies` and none in `a`, by words from the
        // one holding set `i + 1`.
        let from = (i + 1) / 64;
        let near = &mut near[from..];
        near.fill(0);
        for c in cells(a.buddies) {
            let row = &holding[c * words + from..(c + 1) * words];
            near.iter_mut().zip(row).for_each(|(n, r)| *n |= r);
        }
        for c in cells(a.cells) {
            let row = &holding[c * words + from..(c + 1) * words];
            near.iter_mut().zip(row).for_each(|(n, r)| *n &= !r);
        }
        if let Some(first) = near.first_mut() {
            *first &= u64::MAX << ((i + 1) % 64);
        }
        for (w, &word) in near.iter().enumerate() {
            let mut later = word;
            while later != 0 {
                let j = 64 * (from + w) + later.trailing_zeros() as usize;
                later &= later - 1;
                if let Some(found) = restricted_common(a, &alses[j], open & digits_of[j], i, j) {
                    out.push(found);
                }
            }
        }
    }
    out
}

/// The restricted common of sets `a` (index `i`) and `b` (index `j`) apart, among the
/// digits `both`, if any (HoDoKu keeps the first and the last such digit).
fn restricted_common(a: &Als, b: &Als, both: u16, i: usize, j: usize) -> Option<Common> {
    let mut found: Option<Common> = None;
    let mut rest = both;
    while rest != 0 {
        let d = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if b.places[d] & !a.sees[d] == 0 {
            match &mut found {
                None => {
                    found = Some(Common {
                        a: i,
                        b: j,
                        first: d,
                        second: None,
                    })
                }
                Some(c) => c.second = Some(d),
            }
        }
    }
    found
}

/// The common digits of `a` and `b` but `restricted` that cells outside both see in all
/// their places in both: HoDoKu's removals.
fn removals(a: &Als, b: &Als, restricted: u16, out: &mut Vec<(usize, usize)>) {
    let both = a.digits & b.digits & !restricted;
    if both == 0 || a.buddies & b.buddies == 0 {
        return;
    }
    for d in (0..9).filter(|d| both & (1 << d) != 0) {
        for c in cells(a.sees[d] & b.sees[d]) {
            if !out.contains(&(c, d)) {
                out.push((c, d));
            }
        }
    }
}

/// The step HoDoKu's ALS-XZ or ALS-XY-Wing (`technique`) takes in `pos` (a standard
/// sudoku), if it finds one; `None` for the other techniques.
pub(super) fn als_step(pos: &Position, technique: Technique, found: &AlsSets) -> Option<Step> {
    if pos.variant() != Variant::Standard {
        return None;
    }
    let (alses, rcs) = found.0.get_or_init(|| {
        let alses = alses(&Grid::new(pos));
        let rcs = commons(&alses);
        (alses, rcs)
    });
    let (removed, sets, links) = match technique {
        Technique::AlsXz => xz(alses, rcs)?,
        Technique::AlsXyWing => xy_wing(alses, rcs)?,
        Technique::AlsXyChain => chain(alses, rcs)?,
        _ => return None,
    };
    step(technique, alses, removed, &sets, &links)
}

/// One position's sets and restricted commons, collected for the first of HoDoKu's three
/// ALS steps the walk tries there and kept for the other two.
#[derive(Default)]
pub(super) struct AlsSets(OnceCell<(Vec<Als>, Vec<Common>)>);

type Found = (Vec<(usize, usize)>, Vec<usize>, Vec<u16>);

fn xz(alses: &[Als], rcs: &[Common]) -> Option<Found> {
    for rc in rcs {
        let (a, b) = (&alses[rc.a], &alses[rc.b]);
        let mut out = Vec::new();
        removals(a, b, 1 << rc.first, &mut out);
        if let Some(second) = rc.second {
            removals(a, b, 1 << second, &mut out);
            for (x, y) in [(a, b), (b, a)] {
                let rest = x.digits & !rc.digits();
                for d in (0..9).filter(|d| rest & (1 << d) != 0) {
                    for c in cells(x.sees[d] & !y.cells) {
                        if !out.contains(&(c, d)) {
                            out.push((c, d));
                        }
                    }
                }
            }
        }
        if !out.is_empty() {
            return Some((out, vec![rc.a, rc.b], vec![rc.digits()]));
        }
    }
    None
}

fn xy_wing(alses: &[Als], rcs: &[Common]) -> Option<Found> {
    let from = starting_at(alses.len(), rcs);
    let to = EndingAt::new(alses.len(), rcs);
    for (i, r1) in rcs.iter().enumerate() {
        // Only a later common that shares a set with `r1` can join it (the others are
        // passed over below), so only those are visited, in the same order: `rcs` is
        // sorted by its first set, so the later ones are the rest of `r1.a`'s range, then
        // those that end in `r1.b` from a later first set, then `r1.b`'s range.
        let later = (i + 1..from[r1.a].1)
            .chain(to.of(r1.b).filter(|&j| j > i))
            .chain(from[r1.b].0..from[r1.b].1);
        for r2 in later.map(|j| &rcs[j]) {
            if r1.second.is_none() && r2.second.is_none() && r1.first == r2.first {
                continue;
            }
            let (c, a, b) = if r1.a == r2.a && r1.b != r2.b {
                (r1.a, r1.b, r2.b)
            } else if r1.b == r2.a && r1.a != r2.b {
                (r1.b, r1.a, r2.b)
            } else if r1.a == r2.b && r1.b != r2.a {
                (r1.a, r1.b, r2.a)
            } else if r1.b == r2.b && r1.a != r2.a {
                (r1.b, r1.a, r2.a)
            } else {
                continue;
            };
            let (sa, sb) = (&alses[a], &alses[b]);
            if sa.cells & sb.cells != 0 {
                continue;
            }
            let union = sa.cells | sb.cells;
            if union == sa.cells || union == sb.cells {
                continue;
            }
            let mut out = Vec::new();
            removals(sa, sb, r1.digits() | r2.digits(), &mut out);
            if !out.is_empty() {
                return Some((out, vec![a, c, b], vec![r1.digits(), r2.digits()]));
            }
        }
    }
    None
}

/// Per set, the range of the restricted commons in `rcs` that start at it (`rcs` is
/// sorted by its first set).
fn starting_at(sets: usize, rcs: &[Common]) -> Vec<(usize, usize)> {
    let mut from = vec![(0usize, 0usize); sets];
    for (i, rc) in rcs.iter().enumerate() {
        if from[rc.a].1 == 0 {
            from[rc.a].0 = i;
        }
        from[rc.a].1 = i + 1;
    }
    from
}

/// Per set, the indices of the restricted commons in `rcs` that end at it, ascending: set
/// `s`'s are `list[start[s]..start[s + 1]]` (one list for all, not a vector per set).
struct EndingAt {
    start: Vec<u32>,
    list: Vec<u32>,
}

impl EndingAt {
    fn new(sets: usize, rcs: &[Common]) -> EndingAt {
        let mut start = vec![0u32; sets + 1];
        for rc in rcs {
            start[rc.b + 1] += 1;
        }
        for s in 0..sets {
            start[s + 1] += start[s];
        }
        let mut next = start.clone();
        let mut list = vec![0u32; rcs.len()];
        for (i, rc) in rcs.iter().enumerate() {
            list[next[rc.b] as usize] = i as u32;
            next[rc.b] += 1;
        }
        EndingAt { start, list }
    }

    /// The commons that end at set `s`, ascending.
    fn of(&self, s: usize) -> impl Iterator<Item = usize> + '_ {
        self.list[self.start[s] as usize..self.start[s + 1] as usize]
            .iter()
            .map(|&i| i as usize)
    }
}

/// HoDoKu's ALS-XY-Chain: from each set, restricted commons to later sets only (its
/// "forward only" search when solving), each set once, consecutive commons on different
/// digits (for a doubly linked start, each of its digits in turn); from four sets on, the
/// digits common to the first and the last set but the start's and the end's restricted
/// ones, seen in all their places from outside both. One step per set of removals (the one
/// with the fewest cells in its sets), then the most removals, the smallest index sum.
fn chain(alses: &[Als], rcs: &[Common]) -> Option<Found> {
    let from = starting_at(alses.len(), rcs);
    let mut search = ChainSearch {
        alses,
        rcs,
        from,
        links: rcs.iter().map(|rc| (rc.b as u32, rc.digits())).collect(),
        chain: Vec::new(),
        start: 0,
        found: Vec::new(),
        dead: vec![0; 9 * alses.len()],
        stamp: 0,
        start_stamp: 1,
    };
    for i in 0..alses.len() {
        search.start = i;
        search.start_stamp += 9;
        search.chain.clear();
        search.extend(i, None);
    }
    let key = |f: &ChainFound| {
        (
            std::cmp::Reverse(f.removed.len()),
            f.removed
                .iter()
                .enumerate()
                .map(|(i, &(c, d))| c * (1 + 80 * i) + d + 1)
                .sum::<usize>(),
            f.sets.len(),
            f.size,
        )
    };
    let best = search.found.into_iter().min_by_key(key)?;
    Some((best.removed, best.sets, best.links))
}

/// A chain HoDoKu found: its removals (in its order), sets, links and total cells.
struct ChainFound {
    removed: Vec<(usize, usize)>,
    sets: Vec<usize>,
    links: Vec<u16>,
    size: u32,
}

/// HoDoKu's recursive ALS-XY-Chain search.
struct ChainSearch<'a> {
    alses: &'a [Als],
    rcs: &'a [Common],
    /// Per set, the range of its restricted commons in `rcs`.
    from: Vec<(usize, usize)>,
    /// Per common of `rcs`, its second set and its digits: what the search reads of the
    /// commons past a chain's first.
    links: Vec<(u32, u16)>,
    /// The chain's commons so far, each with the digits it uses.
    chain: Vec<(usize, u16)>,
    start: usize,
    found: Vec<ChainFound>,
    /// Per set and digit (`set * 9 + digit`), the start and first common's digit (their
    /// `stamp`) for which the search from that set, reached on that digit two links or
    /// more into the chain, found nothing.
    dead: Vec<u32>,
    /// The stamp of the current start and first common's digit.
    stamp: u32,
    /// The current start's first stamp (one per digit from there), from 1.
    start_stamp: u32,
}

impl ChainSearch<'_> {
    /// Follows the chain on from set `at` (reached by a common that used `last`, `None`
    /// at the start). Returns whether the search below found a chain that removes
    /// something, or stopped at the longest chain (either way, what it did below depends
    /// on more than where it went).
    fn extend(&mut self, at: usize, last: Option<u16>) -> bool {
        if self.chain.len() >= 50 {
            return true;
        }
        let (lo, hi) = self.from[at];
        let mut i = lo;
        let mut first_try = true;
        let mut live = false;
        while i < hi {
            let (b, digits) = self.links[i];
            let b = b as usize;
            let used = match last {
                None => {
                    let rc = &self.rcs[i];
                    match rc.second {
                        Some(second) if !first_try => 1 << second,
                        _ => 1 << rc.first,
                    }
                }
                Some(prev) => follows(prev, digits),
            };
            // (Each set once: the commons lead forward only, so `b` is past every set of
            // the chain.)
            if used == 0 {
                i += 1;
                continue;
            }
            if last.is_none() {
                // What a set passed on one digit leads to depends on the start and the
                // first common's digit (the removals' exceptions): one stamp for each.
                self.stamp = self.start_stamp + used.trailing_zeros();
            }
            self.chain.push((i, used));
            if self.chain.len() >= 3 {
                live |= self.check(b);
            }
            // From two links on, every chain below is checked: whether the search from
            // `b`, reached on the one digit `used`, removes anything is the same however
            // `b` was reached. Most find nothing: those are not searched twice.
            let dead = (self.chain.len() >= 2 && used.count_ones() == 1)
                .then(|| b * 9 + used.trailing_zeros() as usize);
            if dead.is_none_or(|k| self.dead[k] != self.stamp) {
                let below = self.extend(b, Some(used));
                live |= below;
                if let (false, Some(k)) = (below, dead) {
                    self.dead[k] = self.stamp;
                }
            }
            self.chain.pop();
            if last.is_none() && self.rcs[i].second.is_some() && first_try {
                first_try = false;
            } else {
                first_try = true;
                i += 1;
            }
        }
        live
    }

    /// Notes the chain so far if it removes anything (ending at set `end`); returns
    /// whether it does.
    fn check(&mut self, end: usize) -> bool {
        let restricted = self.chain[0].1 | self.chain[self.chain.len() - 1].1;
        let (a, b) = (&self.alses[self.start], &self.alses[end]);
        let mut removed = Vec::new();
        removals(a, b, restricted, &mut removed);
        if removed.is_empty() {
            return false;
        }
        let mut sets = vec![self.start];
        sets.extend(self.chain.iter().map(|(i, _)| self.rcs[*i].b));
        let size: u32 = sets.iter().map(|&s| self.alses[s].cells.count_ones()).sum();
        let links = self.chain.iter().map(|(_, m)| *m).collect();
        let new = ChainFound {
            removed,
            sets,
            links,
            size,
        };
        match self.found.iter_mut().find(|f| f.removed == new.removed) {
            Some(old) if old.size > new.size => *old = new,
            Some(_) => {}
            None => self.found.push(new),
        }
        true
    }
}

/// The digits of a common (`digits`) a chain may use after a link that used `prev` (one
/// digit or both of a doubly linked pair): HoDoKu's adjacency rule reads a doubly used
/// link as its first digit twice, and then lets the common use each of its digits but
/// that one (0 when none is left). Its case by case comparisons come to exactly this mask.
fn follows(prev: u16, digits: u16) -> u16 {
    debug_assert!(matches!(prev.count_ones(), 1 | 2));
    digits & !(prev & prev.wrapping_neg())
}

/// The rating walk's step for HoDoKu's find.
fn step(
    technique: Technique,
    alses: &[Als],
    removed: Vec<(usize, usize)>,
    sets: &[usize],
    links: &[u16],
) -> Option<Step> {
    let digits = |m: u16| DigitSet::from_bits(m << 1);
    let mut eliminations = removed
        .iter()
        .map(|&(c, d)| {
            Some(Candidate::new(
                Cell::new(c as u8)?,
                Digit::new(d as u8 + 1)?,
            ))
        })
        .collect::<Option<Vec<_>>>()?;
    eliminations.sort();
    let removed_digits = removed.iter().fold(0u16, |m, (_, d)| m | 1 << d);
    Some(Step {
        technique,
        placements: vec![],
        eliminations,
        evidence: Evidence::AlmostLockedSets {
            sets: sets
                .iter()
                .map(|&i| (CellSet::from_bits(alses[i].cells), digits(alses[i].digits)))
                .collect(),
            commons: links.iter().map(|&m| digits(m)).collect(),
            stem: None,
            digits: digits(removed_digits),
        },
    })
}
