//! Almost locked sets and the restricted commons between them, found once per search.
//!
//! An almost locked set (ALS) is N empty cells of one house holding N + 1 digits between
//! them: a single bivalue cell is the smallest. The cells must take N different digits, so
//! an ALS lacks exactly one of its digits; if it is known to lack one, it holds all the
//! others. A restricted common (RCC) of two ALS is a digit both hold whose every place in
//! the one sees every place in the other: the two cannot both hold it, so one of them lacks
//! it and holds all its other digits.
//!
//! Two sets may overlap (HoDoKu's "allow overlap"), but a common never has a place in the
//! overlap: its places in the one set are other cells than in the other. Sets and commons are bit sets; the commons are found
//! through a bucket per (digit, first place), so only sets whose places can see each other
//! are compared (rather than every pair: several hundred sets are usual).

use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::position::Position;
use crate::engine::types::{Cell, Digit};

/// One almost locked set.
#[derive(Clone, Debug)]
pub(crate) struct Als {
    /// Its cells (empty cells of one house).
    pub cells: CellSet,
    /// Its digits: one more than it has cells.
    pub digits: DigitSet,
    /// Per digit (index 0–8): the set's cells holding it.
    pub places: [CellSet; 9],
    /// Per digit: the cells outside the set that see every one of `places`.
    pub seen: [CellSet; 9],
}

impl Als {
    /// The cells outside the set (and outside `others`) that see every place of `digit`
    /// in it and in `other`, and still hold `digit`: where the digit goes when it is
    /// known to be in one of the two.
    pub fn common_targets(&self, other: &Als, digit: Digit, pos: &Position) -> CellSet {
        self.seen[digit.index()]
            .intersection(other.seen[digit.index()])
            .intersection(pos.places(digit))
    }
}

/// Every ALS of a position and the restricted commons between them.
pub(crate) struct AlsGraph {
    /// The sets, ordered by their cells (so the order does not depend on which house found
    /// a set first).
    pub sets: Vec<Als>,
    /// Adjacency: for set `i`, `links[starts[i]..starts[i + 1]]` are its neighbours with
    /// the RCC digits (both directions are listed).
    pub starts: Vec<u32>,
    /// The neighbours, see `starts`.
    pub links: Vec<(u32, DigitSet)>,
}

impl AlsGraph {
    /// Every ALS of `pos` (in every house of its variant), and their restricted commons.
    pub fn new(pos: &Position) -> AlsGraph {
        let sets = all_sets(pos);
        let (starts, links) = restricted_commons(&sets);
        AlsGraph {
            sets,
            starts,
            links,
        }
    }

    /// The neighbours of set `i` and the RCC digits they share with it.
    pub fn neighbours(&self, i: usize) -> &[(u32, DigitSet)] {
        &self.links[self.starts[i] as usize..self.starts[i + 1] as usize]
    }
}

/// Every ALS of `pos`: subsets of the empty cells of each house with one digit more than
/// cells (at most eight cells), each set once.
pub(crate) fn all_sets(pos: &Position) -> Vec<Als> {
    let mut found: Vec<(CellSet, DigitSet)> = Vec::new();
    let empty = pos.empty_cells();
    // Per subset of a house's empty cells (a mask over them, at most nine), its cells and
    // digits, each from the subset without its lowest cell: every subset in a few steps,
    // in increasing order of masks (the order found does not matter: sorted below).
    let mut cells_of = [CellSet::EMPTY; 1 << 9];
    let mut digits_of = [DigitSet::EMPTY; 1 << 9];
    for &house in pos.variant().houses() {
        let cells: Vec<Cell> = house.cells().intersection(empty).iter().collect();
        assert!(cells.len() <= 9, "a house has nine cells");
        for mask in 1usize..1 << cells.len() {
            let low = mask.trailing_zeros() as usize;
            let rest = mask & (mask - 1);
            let with = cells_of[rest].union(CellSet::single(cells[low]));
            let digits = digits_of[rest].union(pos.cands(cells[low]));
            cells_of[mask] = with;
            digits_of[mask] = digits;
            // At most eight cells: nine would need ten digits.
            let size = mask.count_ones();
            if size < 9 && digits.len() == size + 1 {
                found.push((with, digits));
            }
        }
    }
    found.sort_by_key(|(cells, _)| (cells.len(), cells.bits()));
    found.dedup_by_key(|(cells, _)| *cells);
    found
        .into_iter()
        .map(|(cells, digits)| {
            let mut places = [CellSet::EMPTY; 9];
            let mut seen = [CellSet::EMPTY; 9];
            for d in digits.iter() {
                let p = cells.intersection(pos.places(d));
                places[d.index()] = p;
                seen[d.index()] = p
                    .iter()
                    .fold(CellSet::ALL, |acc, c| {
                        acc.intersection(pos.variant().peers(c))
                    })
                    .difference(cells);
            }
            Als {
                cells,
                digits,
                places,
                seen,
            }
        })
        .collect()
}

/// The restricted commons of `sets` as adjacency lists (see [`AlsGraph`]).
fn restricted_commons(sets: &[Als]) -> (Vec<u32>, Vec<(u32, DigitSet)>) {
    // Buckets: per digit, the sets holding it, grouped by the first cell holding it.
    let mut keys: Vec<(u16, u32)> = Vec::new();
    for (i, s) in sets.iter().enumerate() {
        for d in s.digits.iter() {
            let first = s.places[d.index()].first().map_or(0, |c| c.index());
            keys.push(((d.index() * 81 + first) as u16, i as u32));
        }
    }
    keys.sort_unstable();
    let mut bucket_start = vec![0u32; 9 * 81 + 1];
    for &(k, _) in &keys {
        bucket_start[k as usize + 1] += 1;
    }
    for k in 0..9 * 81 {
        bucket_start[k + 1] += bucket_start[k];
    }
    // Forward links (a < b) with their digits, pair by pair; then both directions.
    let mut forward: Vec<(u32, u32, DigitSet)> = Vec::new();
    let mut local: Vec<(u32, u8)> = Vec::new();
    let mut degree = vec![0u32; sets.len() + 1];
    for (a, s) in sets.iter().enumerate() {
        local.clear();
        for d in s.digits.iter() {
            let seen = s.seen[d.index()];
            for c in seen.iter() {
                let k = d.index() * 81 + c.index();
                for &(_, b) in &keys[bucket_start[k] as usize..bucket_start[k + 1] as usize] {
                    // `seen` holds no cell of the set itself: a digit in the overlap of
                    // two overlapping sets is never a common.
                    if (b as usize) > a
                        && sets[b as usize].places[d.index()]
                            .difference(seen)
                            .is_empty()
                    {
                        local.push((b, d.get()));
                    }
                }
            }
        }
        local.sort_unstable();
        for &(b, d) in &local {
            let digit = DigitSet::from_bits(1 << d);
            match forward.last_mut() {
                Some(last) if last.0 == a as u32 && last.1 == b => last.2 = last.2.union(digit),
                _ => {
                    forward.push((a as u32, b, digit));
                    degree[a] += 1;
                    degree[b as usize] += 1;
                }
            }
        }
    }
    let mut starts = vec![0u32; sets.len() + 1];
    for i in 0..sets.len() {
        starts[i + 1] = starts[i] + degree[i];
    }
    let mut fill: Vec<u32> = starts[..sets.len()].to_vec();
    let mut links = vec![(0u32, DigitSet::EMPTY); forward.len() * 2];
    for &(a, b, d) in &forward {
        links[fill[a as usize] as usize] = (b, d);
        fill[a as usize] += 1;
        links[fill[b as usize] as usize] = (a, d);
        fill[b as usize] += 1;
    }
    (starts, links)
}
