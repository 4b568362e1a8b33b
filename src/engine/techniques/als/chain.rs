//! ALS-XY-Chain: four or more almost locked sets, each joined to the next by a restricted
//! common, consecutive links using different digits. If the first set lacks a digit z it
//! holds its first common, so the second set lacks that and holds the next common, and so
//! on until the last set holds z: z is in the first or the last set, and cells seeing
//! every z of both lose it.
//!
//! The search is breadth first over "set S lacks digit d" (S holds all its other digits,
//! so every neighbour joined to S by another digit x lacks x), once from every first set
//! and first common, up to [`MAX_SETS`] sets: each end is reached by its shortest chain, and
//! the work grows with the number of sets and commons, never with the number of chains.

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
    find: Find::Candidates(|pos, _| als_xy_chains(pos)),
    explain: super::explain::explain_als,
    #[cfg(test)]
    cases: cases::ALS_XY_CHAIN,
};

/// The longest chain searched, in sets.
const MAX_SETS: usize = 7;

/// No parent: the state was reached by the first link.
const NONE: u32 = u32::MAX;

/// Every ALS-XY-Chain of `pos` (four to [`MAX_SETS`] sets) with distinct eliminations,
/// shortest first.
pub(crate) fn als_xy_chains(pos: &Position) -> Vec<Step> {
    let graph = AlsGraph::new(pos);
    let sets = &graph.sets;
    // State (set i, lacking digit d) is `base[i] + rank of d among the set's digits`.
    let mut base = Vec::with_capacity(sets.len() + 1);
    let mut owner = Vec::new();
    base.push(0u32);
    for (i, s) in sets.iter().enumerate() {
        for d in s.digits.iter() {
            owner.push((i as u32, d));
        }
        base.push(base[i] + s.digits.len());
    }
    let state = |i: usize, d: Digit| -> usize {
        let below = sets[i].digits.bits() & ((1u16 << d.get()) - 1);
        base[i] as usize + below.count_ones() as usize
    };
    // Per state: the search that reached it (a stamp, so nothing is cleared), its
    // distance in links from the first set, and its parent state.
    let mut stamp = vec![u32::MAX; owner.len()];
    let mut dist = vec![0u8; owner.len()];
    let mut parent = vec![NONE; owner.len()];
    let mut queue: Vec<u32> = Vec::with_capacity(owner.len());
    let mut found = Found::default();
    let mut eliminations = Vec::new();
    let mut search = 0u32;
    for (first, start) in sets.iter().enumerate() {
        // Where each digit of the first set could go: cells holding it that see all its
        // places in the set.
        let targets: [CellSet; 9] = std::array::from_fn(|z| {
            Digit::new(z as u8 + 1).map_or(CellSet::EMPTY, |d| {
                start.seen[z].intersection(pos.places(d))
            })
        });
        if targets.iter().all(|t| t.is_empty()) {
            continue;
        }
        for x in start.digits.iter() {
            search += 1;
            queue.clear();
            // The first set is never passed through again.
            for d in start.digits.iter() {
                stamp[state(first, d)] = search;
            }
            for &(j, rcc) in graph.neighbours(first) {
                if rcc.contains(x) {
                    let s = state(j as usize, x);
                    if stamp[s] != search {
                        stamp[s] = search;
                        dist[s] = 1;
                        parent[s] = NONE;
                        queue.push(s as u32);
                    }
                }
            }
            let mut head = 0;
            while head < queue.len() {
                let s = queue[head] as usize;
                head += 1;
                let (i, lacks) = owner[s];
                if dist[s] as usize + 1 >= MAX_SETS {
                    continue;
                }
                for &(j, rcc) in graph.neighbours(i as usize) {
                    for y in rcc.difference(DigitSet::single(lacks)).iter() {
                        let t = state(j as usize, y);
                        if stamp[t] == search {
                            continue;
                        }
                        stamp[t] = search;
                        dist[t] = dist[s] + 1;
                        parent[t] = s as u32;
                        queue.push(t as u32);
                        if dist[t] < 3 {
                            continue;
                        }
                        let end = &sets[j as usize];
                        let except = DigitSet::single(x).union(DigitSet::single(y));
                        let removable = start
                            .digits
                            .intersection(end.digits)
                            .difference(except)
                            .iter()
                            .any(|z| {
                                !targets[z.index()]
                                    .intersection(end.seen[z.index()])
                                    .is_empty()
                            });
                        if removable {
                            eliminations.clear();
                            super::shared_digit_removals(
                                &mut eliminations,
                                pos,
                                start,
                                end,
                                except,
                            );
                            eliminations.sort_unstable();
                            eliminations.dedup();
                            if found.has(&eliminations, dist[t] as usize + 1) {
                                continue;
                            }
                            // The chain back from the end: sets and the digit each link uses.
                            let mut path = vec![first];
                            let mut commons = Vec::new();
                            let mut back = vec![t];
                            while let Some(&b) = back.last() {
                                if parent[b] == NONE {
                                    break;
                                }
                                back.push(parent[b] as usize);
                            }
                            for &b in back.iter().rev() {
                                let (set, digit) = owner[b];
                                path.push(set as usize);
                                commons.push(DigitSet::single(digit));
                            }
                            let mut distinct = path.clone();
                            distinct.sort_unstable();
                            distinct.dedup();
                            if distinct.len() != path.len() {
                                continue;
                            }
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
            }
        }
    }
    found.distinct()
}

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const ALS_XY_CHAIN: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "",
        notes: "",
        rungs: "",
    }];
}
