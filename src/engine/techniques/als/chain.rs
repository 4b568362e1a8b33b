//! ALS-XY-Chain: four or more almost locked sets, each joined to the next by a restricted
//! common, consecutive links using different digits. If the first set lacks a digit z it
//! holds its first common, so the second set lacks that and holds the next common, and so
//! on until the last set holds z: z is in the first or the last set, and cells seeing
//! every z of both lose it.
//!
//! The search is breadth first over states "set S lacks digit d" (S then holds all its
//! other digits, so every neighbour joined to S by another digit x lacks x), from every
//! first set and first common at once: each state keeps a bit per start (bit-parallel
//! breadth-first search, one level per link, up to [`MAX_SETS`] sets), so the work grows
//! with the number of states and links times the starts / 64, never with the number of
//! chains. Each end is reached by its shortest chain, which is read back level by level.

use super::Found;
use super::sets::{Als, AlsGraph};
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::level::Level;
use crate::engine::position::Position;
use crate::engine::step::{Step, Technique};
use crate::engine::techniques::{Def, Find};
use crate::engine::types::Digit;

pub(crate) const ALS_XY_CHAIN: Def = Def {
    id: "als-xy-chain",
    name: "ALS-XY-Chain",
    hodoku_code: "0903",
    hodoku_score: 340,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(|pos, shared, _| {
        als_xy_chains(pos, shared.als(pos), shared.first_only)
    }),
    explain: super::explain::explain_als,
    #[cfg(test)]
    cases: cases::ALS_XY_CHAIN,
};

/// The longest chain searched, in sets.
const MAX_SETS: usize = 7;

/// The search's states and starts.
struct States<'a> {
    sets: &'a [Als],
    /// State (set i, lacking digit d) is `base[i] + rank of d among the set's digits`.
    base: Vec<u32>,
    /// The set and digit of each state.
    owner: Vec<(u32, Digit)>,
}

impl States<'_> {
    fn id(&self, set: usize, digit: Digit) -> usize {
        let below = self.sets[set].digits.bits() & ((1u16 << digit.get()) - 1);
        self.base[set] as usize + below.count_ones() as usize
    }
}

/// Every ALS-XY-Chain of `pos` (four to [`MAX_SETS`] sets) with distinct eliminations,
/// shortest first. With `first_only` (the caller reads the first step only), the search
/// stops after the first length with a chain: a longer one has more sets, so never comes
/// first.
pub(crate) fn als_xy_chains(pos: &Position, graph: &AlsGraph, first_only: bool) -> Vec<Step> {
    let sets = &graph.sets;
    let mut states = States {
        sets,
        base: Vec::with_capacity(sets.len() + 1),
        owner: Vec::new(),
    };
    states.base.push(0);
    for (i, s) in sets.iter().enumerate() {
        for d in s.digits.iter() {
            states.owner.push((i as u32, d));
        }
        states.base.push(states.base[i] + s.digits.len());
    }
    let n = states.owner.len();
    // Where each digit of each set could go: cells holding it that see all its places.
    let targets: Vec<[CellSet; 9]> = sets
        .iter()
        .map(|s| {
            std::array::from_fn(|z| {
                Digit::new(z as u8 + 1)
                    .map_or(CellSet::EMPTY, |d| s.seen[z].intersection(pos.places(d)))
            })
        })
        .collect();
    // The starts: a first set with somewhere to remove from, and the common it holds first.
    let mut starts: Vec<(usize, Digit)> = Vec::new();
    for (i, t) in targets.iter().enumerate() {
        if t.iter().all(|c| c.is_empty()) {
            continue;
        }
        let linked = graph
            .neighbours(i)
            .iter()
            .fold(DigitSet::EMPTY, |acc, (_, rcc)| acc.union(*rcc));
        for x in linked.iter() {
            starts.push((i, x));
        }
    }
    if starts.is_empty() {
        return vec![];
    }
    let words = starts.len().div_ceil(64);
    // levels[k] holds, per state first reached after k + 1 links, the starts reaching it.
    let mut levels: Vec<Reached> = Vec::with_capacity(MAX_SETS - 1);
    // Per state, the starts that reached it at an earlier level (or this one).
    let mut visited = vec![0u64; n * words];
    // Per state, the starts a level reaches it from, before those reached earlier are
    // taken out (cleared again as the level is stored).
    let mut to = vec![0u64; n * words];
    // The states a level reaches, as bits.
    let mut touched = vec![0u64; n.div_ceil(64)];
    for (s, &(first, x)) in starts.iter().enumerate() {
        for &(j, rcc) in graph.neighbours(first) {
            if rcc.contains(x) {
                let t = states.id(j as usize, x);
                to[t * words + s / 64] |= 1 << (s % 64);
                touched[t / 64] |= 1 << (t % 64);
            }
        }
    }
    levels.push(Reached::keep(n, words, &mut to, &mut visited, &mut touched));
    // Per set, its links as (the row among its states of the digit a link leaves on, the
    // state it reaches), worked out once for every level: `links[link_start[i]..]`.
    let mut link_start: Vec<u32> = Vec::with_capacity(sets.len() + 1);
    // One link per common of each pair (most pairs have one), both ways.
    let mut links: Vec<(u32, u32)> = Vec::with_capacity(graph.links.len());
    for i in 0..sets.len() {
        link_start.push(links.len() as u32);
        for &(j, rcc) in graph.neighbours(i) {
            for y in rcc.iter() {
                let r = states.id(i, y) - states.base[i] as usize;
                links.push((r as u32, states.id(j as usize, y) as u32));
            }
        }
    }
    link_start.push(links.len() as u32);
    // Per row a set holds at a level (j-th of them), the starts of its other rows: a link on
    // that row's digit leaves with those; after them, the union of all (a link on a digit
    // whose row is empty leaves with every start).
    let mut others = vec![0u64; 10 * words];
    let mut before = vec![0u64; words];
    // Per row of `others`, whether it holds a start.
    let mut any_start = [false; 10];
    // Where the rows a set holds at a level are in the level.
    let mut held = [0usize; 9];
    // The set's rows at the level last reached (`None`: the state was not reached there).
    let mut rows: [Option<usize>; 9] = [None; 9];
    let mut found = Found::default();
    let mut eliminations = Vec::new();
    // Level by level: the states first reached after k + 1 links, then the chains of
    // k + 2 sets ending there (from four sets, three links, on).
    for k in 1..MAX_SETS - 1 {
        let from = &levels[k - 1];
        // The sets with a state reached, in order (a set's states are consecutive).
        let mut last_set = usize::MAX;
        for &t in &from.states {
            let i = states.owner[t as usize].0 as usize;
            if i == last_set {
                continue;
            }
            last_set = i;
            let base = states.base[i] as usize;
            let m = sets[i].digits.len() as usize;
            // The words holding a start in some row of the set (most rows hold few starts).
            let (mut lo, mut hi) = (words, 0);
            let mut present = 0;
            let mut only = 0;
            for (r, row) in rows.iter_mut().enumerate().take(m) {
                *row = from.row_at(base + r);
                if let Some(at) = *row {
                    present += 1;
                    only = r;
                    let row = &from.rows[at..at + words];
                    if let Some(w) = row.iter().position(|&b| b != 0) {
                        lo = lo.min(w);
                    }
                    if let Some(w) = row.iter().rposition(|&b| b != 0) {
                        hi = hi.max(w + 1);
                    }
                }
            }
            let set_links = &links[link_start[i] as usize..link_start[i + 1] as usize];
            if let (1, Some(at)) = (present, rows[only]) {
                // One row (the usual case): each link on another digit leaves with it.
                let row = &from.rows[at..at + words];
                for &(r, t) in set_links {
                    let (r, t) = (r as usize, t as usize);
                    if r == only {
                        continue;
                    }
                    for w in lo..hi {
                        to[t * words + w] |= row[w];
                    }
                    touched[t / 64] |= 1 << (t % 64);
                }
                continue;
            }
            // Per digit, which row of `others` its links leave with: its own (the union of
            // the other rows held) if it holds one, else the union of all.
            let p = present;
            let mut slot = [p; 9];
            let mut j = 0;
            for (r, row) in rows.iter().enumerate().take(m) {
                if let Some(at) = *row {
                    held[j] = at;
                    slot[r] = j;
                    j += 1;
                }
            }
            // others[j] = OR of the rows held before the j-th (prefix) | after it (suffix).
            before[lo..hi].fill(0);
            for (j, &at) in held[..p].iter().enumerate() {
                others[j * words + lo..j * words + hi].copy_from_slice(&before[lo..hi]);
                for (b, &x) in before[lo..hi].iter_mut().zip(&from.rows[at + lo..at + hi]) {
                    *b |= x;
                }
            }
            others[p * words + lo..p * words + hi].copy_from_slice(&before[lo..hi]);
            any_start[p] = true;
            before[lo..hi].fill(0);
            for (j, &at) in held[..p].iter().enumerate().rev() {
                let mut any = 0;
                for w in lo..hi {
                    others[j * words + w] |= before[w];
                    any |= others[j * words + w];
                }
                any_start[j] = any != 0;
                for (b, &x) in before[lo..hi].iter_mut().zip(&from.rows[at + lo..at + hi]) {
                    *b |= x;
                }
            }
            for &(r, t) in set_links {
                let (j, t) = (slot[r as usize], t as usize);
                if !any_start[j] {
                    continue;
                }
                let row = &others[j * words..(j + 1) * words];
                for w in lo..hi {
                    to[t * words + w] |= row[w];
                }
                touched[t / 64] |= 1 << (t % 64);
            }
        }
        levels.push(Reached::keep(n, words, &mut to, &mut visited, &mut touched));
        if k < 2 {
            continue;
        }
        let level = &levels[k];
        for (&t, row) in level.states.iter().zip(level.rows.chunks_exact(words)) {
            let t = t as usize;
            let (end, y) = states.owner[t];
            let end = end as usize;
            // The digits the last first set looked at could remove with `end` (starts of
            // one first set are consecutive: worked out once for them all).
            let mut removable = (usize::MAX, DigitSet::EMPTY);
            for (w, &word) in row.iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let s = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let (first, x) = starts[s];
                    if first == end {
                        continue;
                    }
                    // Most chains end where nothing could go: a quick test of the two
                    // sets' targets before the removals are listed.
                    if removable.0 != first {
                        removable = (
                            first,
                            removable_digits(&targets[first], &sets[first], &sets[end]),
                        );
                    }
                    if removable.1.difference(DigitSet::single(x)).is_empty() {
                        continue;
                    }
                    let except = DigitSet::single(x).union(DigitSet::single(y));
                    eliminations.clear();
                    super::shared_digit_removals(
                        &mut eliminations,
                        pos,
                        &sets[first],
                        &sets[end],
                        except,
                    );
                    eliminations.sort_unstable();
                    eliminations.dedup();
                    if eliminations.is_empty() || found.has(&eliminations, k + 2) {
                        continue;
                    }
                    let Some((path, commons)) = read_back(graph, &states, &levels, s, first, t, k)
                    else {
                        continue;
                    };
                    let chain: Vec<&Als> = path.iter().map(|&p| &sets[p]).collect();
                    found.push(
                        Technique::AlsXyChain,
                        &mut eliminations,
                        &chain,
                        &commons,
                        None,
                    );
                }
            }
        }
        if first_only && !found.is_empty() {
            break;
        }
    }
    found.distinct()
}

/// The digits a chain from the set `first` (whose `targets`, per digit, are the cells
/// holding the digit that see all its places there) to the set `end` could remove, its
/// first common aside: the digits of both with a target that sees all their places in
/// `end` too.
fn removable_digits(targets: &[CellSet; 9], first: &Als, end: &Als) -> DigitSet {
    end.digits
        .intersection(first.digits)
        .iter()
        .filter(|z| {
            !targets[z.index()]
                .intersection(end.seen[z.index()])
                .is_empty()
        })
        .collect()
}

/// The states first reached at one level of the search, each with the starts reaching it
/// there (only the states reached are stored: most states are not, at most levels).
struct Reached {
    /// Per state, where its row starts in `rows` ([`NOT_REACHED`]: not at this level).
    at: Vec<u32>,
    /// The states reached, in increasing order.
    states: Vec<u32>,
    /// Their rows, one after the other: a bit per start.
    rows: Vec<u64>,
}

/// [`Reached::at`] of a state not reached at the level.
const NOT_REACHED: u32 = u32::MAX;

impl Reached {
    /// The level of the starts in `to` (`words` per state, for `n` states) at the states
    /// `touched`, less those in `visited`, which gains them; `to` and `touched` are
    /// cleared for the next level.
    fn keep(
        n: usize,
        words: usize,
        to: &mut [u64],
        visited: &mut [u64],
        touched: &mut [u64],
    ) -> Reached {
        // Room for every state touched (most keep a row), so the lists never grow.
        let count = touched
            .iter()
            .map(|w| w.count_ones() as usize)
            .sum::<usize>();
        let mut level = Reached {
            at: vec![NOT_REACHED; n],
            states: Vec::with_capacity(count),
            rows: Vec::with_capacity(count * words),
        };
        for t in bits(touched) {
            let row = &mut to[t * words..(t + 1) * words];
            let seen = &mut visited[t * words..(t + 1) * words];
            let mut any = 0;
            for (new, old) in row.iter_mut().zip(seen.iter_mut()) {
                *new &= !*old;
                *old |= *new;
                any |= *new;
            }
            if any != 0 {
                level.at[t] = level.rows.len() as u32;
                level.states.push(t as u32);
                level.rows.extend_from_slice(row);
            }
            row.fill(0);
        }
        touched.fill(0);
        level
    }

    /// Where state `t`'s row is in `rows`, if it was reached at this level.
    fn row_at(&self, t: usize) -> Option<usize> {
        let at = self.at[t];
        (at != NOT_REACHED).then_some(at as usize)
    }

    /// Whether start `s` reached state `t` at this level.
    fn has(&self, t: usize, s: usize) -> bool {
        self.row_at(t)
            .is_some_and(|at| self.rows[at + s / 64] & (1 << (s % 64)) != 0)
    }
}

/// The indexes of the bits set in `words`, in increasing order.
fn bits(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    words.iter().enumerate().flat_map(|(i, &word)| {
        let mut rest = word;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                64 * i + bit
            })
        })
    })
}

/// The chain of start `s` (from set `first`) to state `t`, reached after `k + 1` links:
/// its sets and the digit each link uses; `None` if it passes a set twice.
#[allow(clippy::too_many_arguments)]
fn read_back(
    graph: &AlsGraph,
    states: &States<'_>,
    levels: &[Reached],
    s: usize,
    first: usize,
    t: usize,
    k: usize,
) -> Option<(Vec<usize>, Vec<DigitSet>)> {
    let has = |level: usize, state: usize| levels[level].has(state, s);
    let mut back = vec![t];
    let mut cur = t;
    for level in (0..k).rev() {
        // A state one level down with a link to `cur`: a neighbour of its set joined by
        // `cur`'s digit, lacking another digit.
        let (j, x) = states.owner[cur];
        let prev = graph.neighbours(j as usize).iter().find_map(|&(i, rcc)| {
            if !rcc.contains(x) {
                return None;
            }
            states.sets[i as usize]
                .digits
                .difference(DigitSet::single(x))
                .iter()
                .map(|d| states.id(i as usize, d))
                .find(|&v| has(level, v))
        })?;
        back.push(prev);
        cur = prev;
    }
    let mut path = vec![first];
    let mut commons = Vec::with_capacity(back.len());
    for &b in back.iter().rev() {
        let (set, digit) = states.owner[b];
        path.push(set as usize);
        commons.push(DigitSet::single(digit));
    }
    let mut distinct = path.clone();
    distinct.sort_unstable();
    distinct.dedup();
    (distinct.len() == path.len()).then_some((path, commons))
}

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const ALS_XY_CHAIN: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "..7..5..4+5......16+4.....5..3..9....+58.4+5......56378+1+4.+7+4+5+8+32+961+1+8346925+7..91+5+7+4..",
        notes: "212 612 215 318 225 232 235 636 338 339 145 357 258 259",
        rungs: "1: There is an ALS-XY-Chain on the digits 2 and 9.\n\
                2: Almost locked sets: set 1 = r1c2, r1c5, r1c7 and r1c8 (1, 2, 3, 8 and 9); set 2 = r1c1 and r9c1 (2, 6 and 9); set 3 = r6c1 (2 and 9); set 4 = r6c9 (2 and 9). Chain: (2=9)r1c2,r1c5,r1c7,r1c8 - (9=2)r1c1,r9c1 - (2=9)r6c1 - (9=2)r6c9.\n\
                3: An almost locked set (N cells of one house, N + 1 digits) that lacks one of its digits holds all the others. Linked sets never both hold their linking digit (its places in one see all those in the other). If set 1 holds no 2, it holds 9. Then, along the three links (▶ tells each), set 4 must hold 2. So 2 is in set 1 or set 4, and cells that see all its places in both lose it: remove 2 from r3c9 and r4c8.\n\
                4: Remove 2 from r3c9 and r4c8",
    }];
}
