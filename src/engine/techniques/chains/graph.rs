//! The link graph the chain techniques search: nodes and the strong and weak links between
//! them, built once per search from a position's candidates.
//!
//! A node is a candidate, or (for the grouped techniques) a group: the places of a digit in
//! the cells where a line crosses a block, when there are two or three of them. Links:
//!
//! - **strong** (at least one end is true): the two candidates of a bivalue cell; the only
//!   two places of a digit in a house (any house of the variant: rows, columns, blocks,
//!   diagonals, colour groups), where one of the two may be a group;
//! - **weak** (not both ends are true): two candidates of one cell; two nodes of the same
//!   digit whose cells all see each other (through any house of the variant).
//!
//! Only nodes with a strong link are kept: every node inside an alternating chain is reached
//! by a strong link or left by one, and so are both ends of an open chain. Which links exist
//! is chosen by [`Links`] (every candidate for AICs and Nice Loops, plus groups for their
//! grouped forms); the X- and XY-Chains search the graph of every candidate through their
//! own links (one digit's, the bivalue cells'), as [`super::search::Search::over_links`]
//! picks them.
//!
//! Reuse: the graph knows nothing of the techniques that search it. ALS nodes or forcing
//! chains can use the same shape (a node list and two adjacency lists in compressed rows);
//! [`super::search`] walks it breadth first, shortest chain first.

use crate::engine::bits::{CellSet, DigitSet, ones9};
use crate::engine::house::{House, HouseIndexes};
use crate::engine::position::Position;
use crate::engine::step::ChainNode;
use crate::engine::types::{Cell, Digit};

/// Which links a search may use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Links {
    /// Every candidate: AICs and Nice Loops (and, through their own links, X- and
    /// XY-Chains).
    Candidates,
    /// Every candidate and the groups: the grouped AICs and Nice Loops.
    Grouped,
    /// Every candidate and the line-block groups, no ALS nodes: HoDoKu's grouped chains
    /// (its default leaves ALS nodes out).
    GroupedWithoutAls,
}

impl Links {
    /// Whether the graph has line-block groups (and its searches are grouped).
    pub(super) fn groups(self) -> bool {
        matches!(self, Links::Grouped | Links::GroupedWithoutAls)
    }
}

/// The nodes and their links, indexed `0..len()`.
pub(crate) struct Graph {
    /// The nodes.
    pub nodes: Vec<ChainNode>,
    /// Per node, its cells (the search's hot loop reads these, not the whole nodes).
    pub cells: Vec<CellSet>,
    /// Per node, whether it is a group or ALS node rather than a candidate.
    pub is_group: Vec<bool>,
    /// Per node, the cells outside it that see all of its cells.
    pub seen: Vec<CellSet>,
    /// Per node, what a chain search reads of it as a chain's end, in one record.
    pub ends: Vec<EndFacts>,
    /// Whether the graph has line-block groups ([`Links::groups`] of its links).
    pub grouped: bool,
    strong_start: Vec<u32>,
    strong: Vec<u16>,
    weak_start: Vec<u32>,
    weak: Vec<u16>,
}

/// What a chain search reads of a node as the end of a chain ([`Graph::ends`]): the
/// node's cells, the cells outside it that see all of them, its digit and whether it is a
/// group or ALS node (one record, so a loop over many ends reads one slot per node).
#[derive(Clone, Copy)]
pub(crate) struct EndFacts {
    /// The node's cells.
    pub cells: CellSet,
    /// The cells outside the node that see all of its cells.
    pub seen: CellSet,
    /// The node's digit.
    pub digit: Digit,
    /// Whether the node is a group or ALS node rather than a candidate.
    pub group: bool,
}

const NONE: u16 = u16::MAX;

/// Per cell, the cells of the houses of the variant that hold it (at most six), in the
/// variant's order: what the graph's strong links read, one set per house.
pub(crate) struct CellHouses {
    sets: [[CellSet; 6]; 81],
    len: [u8; 81],
}

impl CellHouses {
    /// The cells of each house holding `cell`.
    fn of(&self, cell: Cell) -> &[CellSet] {
        &self.sets[cell.index()][..usize::from(self.len[cell.index()])]
    }
}

/// Per cell, the houses of the variant of `pos` that hold it.
pub(crate) fn houses_per_cell(pos: &Position) -> CellHouses {
    let mut out = CellHouses {
        sets: [[CellSet::EMPTY; 6]; 81],
        len: [0; 81],
    };
    for cell in Cell::all() {
        for (slot, house) in out.sets[cell.index()]
            .iter_mut()
            .zip(pos.variant().houses_of(cell))
        {
            *slot = house.cells();
            out.len[cell.index()] += 1;
        }
    }
    out
}

impl Graph {
    /// The graph of `pos` with the links `links` allows; `houses`: the houses of each cell
    /// ([`houses_per_cell`] of `pos`, worked out once per position for every graph of it).
    pub fn build_with(pos: &Position, links: Links, houses: &CellHouses) -> Graph {
        let variant = pos.variant();
        // The almost locked sets first, so the node list is allocated once.
        let sets = if links == Links::Grouped {
            almost_locked_sets(pos)
        } else {
            Vec::new()
        };
        let als_nodes: usize = sets
            .iter()
            .map(|&als| pos.cands_of(als).len() as usize)
            .sum();
        // Candidate nodes first (index cell * 9 + digit), groups after (at most one per
        // digit, line and third of it), ALS nodes last.
        let groups_max = if links.groups() { 9 * 18 * 3 } else { 0 };
        let mut all: Vec<ChainNode> = Vec::with_capacity(81 * 9 + groups_max + als_nodes);
        let mut cand_index = [NONE; 729];
        for cell in pos.empty_cells().iter() {
            for d in pos.cands(cell).iter() {
                cand_index[cell.index() * 9 + d.index()] = all.len() as u16;
                all.push(ChainNode {
                    digit: d,
                    cells: CellSet::single(cell),
                    als: CellSet::EMPTY,
                });
            }
        }
        let first_group = all.len();
        // Per (digit, line, third of the line): the group there, for `node_of`.
        let mut group_at = [NONE; 9 * 18 * 3];
        if links.groups() {
            for d in Digit::all() {
                for line in 0..18u8 {
                    let line_house = if line < 9 {
                        House::Row(line)
                    } else {
                        House::Column(line - 9)
                    };
                    for third in 0..3u8 {
                        let block = if line < 9 {
                            (line / 3) * 3 + third
                        } else {
                            third * 3 + (line - 9) / 3
                        };
                        let cells = pos
                            .places_in(d, line_house)
                            .intersection(House::Block(block).cells());
                        if cells.len() >= 2 {
                            group_at
                                [(d.index() * 18 + usize::from(line)) * 3 + usize::from(third)] =
                                all.len() as u16;
                            all.push(ChainNode {
                                digit: d,
                                cells,
                                als: CellSet::EMPTY,
                            });
                        }
                    }
                }
            }
        }
        let first_als = all.len();
        // Per ALS node (from `first_als`), the run of nodes of its set: a set's nodes are
        // consecutive.
        let mut als_run: Vec<(usize, usize)> = Vec::with_capacity(als_nodes);
        for als in sets {
            let digits = pos.cands_of(als);
            let run = (all.len(), all.len() + digits.len() as usize);
            for d in digits.iter() {
                all.push(ChainNode {
                    digit: d,
                    cells: pos.places(d).intersection(als),
                    als,
                });
                als_run.push(run);
            }
        }
        // The group of `digit` on exactly `cells` (two or three cells of one line in one
        // block), if there is one.
        let group_of = |digit: Digit, cells: CellSet| -> Option<usize> {
            let first = cells.first()?;
            let block = first.block();
            let (line, third) = if cells.difference(House::Row(first.row()).cells()).is_empty() {
                (first.row(), block % 3)
            } else if cells
                .difference(House::Column(first.col()).cells())
                .is_empty()
            {
                (9 + first.col(), block / 3)
            } else {
                return None;
            };
            let i = group_at[(digit.index() * 18 + usize::from(line)) * 3 + usize::from(third)];
            (i != NONE && all[usize::from(i)].cells == cells).then_some(usize::from(i))
        };
        let node_of = |digit: Digit, cells: CellSet| -> Option<usize> {
            if cells.is_single() {
                let cell = cells.first()?;
                let i = cand_index[cell.index() * 9 + digit.index()];
                (i != NONE).then_some(usize::from(i))
            } else if links.groups() && cells.len() <= 3 {
                group_of(digit, cells)
            } else {
                None
            }
        };

        // Strong partners of every node (before dropping the nodes without any), in one
        // flat list: node `i`'s are `strong_all[strong_at[i]..strong_at[i + 1]]`.
        let mut strong_all: Vec<usize> = Vec::with_capacity(4 * all.len());
        let mut strong_at: Vec<usize> = Vec::with_capacity(all.len() + 1);
        for (i, node) in all.iter().enumerate() {
            let d = node.digit;
            let begin_list = strong_all.len();
            strong_at.push(begin_list);
            if !node.als.is_empty() {
                // Without this digit the set is locked: each of its other digits is in it
                // (one node per digit, so no partner comes twice).
                let (begin, end) = als_run[i - first_als];
                strong_all.extend((begin..end).filter(|&j| j != i));
                continue;
            }
            let mut push = |j: usize| {
                if j != i && !strong_all[begin_list..].contains(&j) {
                    strong_all.push(j);
                }
            };
            if node.is_group() {
                let first = node.cells.first().expect("a group has cells");
                for &house in houses.of(first) {
                    if node.cells.difference(house).is_empty() {
                        let rest = pos.places(d).intersection(house).difference(node.cells);
                        if let Some(j) = node_of(d, rest) {
                            push(j);
                        }
                    }
                }
                continue;
            }
            let cell = node.cells.first().expect("one cell");
            let cands = pos.cands(cell);
            if cands.len() == 2 {
                let other = cands.difference(DigitSet::single(d)).first().expect("two");
                if let Some(j) = node_of(other, CellSet::single(cell)) {
                    push(j);
                }
            }
            for &house in houses.of(cell) {
                let rest = pos.places(d).intersection(house).difference(node.cells);
                if let Some(j) = node_of(d, rest) {
                    push(j);
                }
            }
        }
        strong_at.push(strong_all.len());
        let strong_of = |i: usize| &strong_all[strong_at[i]..strong_at[i + 1]];

        // Keep the nodes with a strong link.
        let mut new_index = vec![NONE; all.len()];
        let mut nodes = Vec::with_capacity(all.len());
        for i in 0..all.len() {
            if !strong_of(i).is_empty() {
                new_index[i] = nodes.len() as u16;
                nodes.push(all[i]);
            }
        }
        let mut kept: Vec<usize> = Vec::with_capacity(nodes.len());
        kept.extend((0..all.len()).filter(|i| new_index[*i] != NONE));
        let mut strong_start = Vec::with_capacity(nodes.len() + 1);
        let mut strong = Vec::with_capacity(strong_all.len());
        for &i in &kept {
            strong_start.push(strong.len() as u32);
            strong.extend(strong_of(i).iter().map(|j| new_index[*j]));
        }
        strong_start.push(strong.len() as u32);

        // Weak partners among the kept nodes. The kept groups and ALS nodes by digit and
        // first cell (a node sees a group only if it sees the group's first cell), each
        // bucket in index order.
        let kept_groups: Vec<usize> = kept.iter().copied().filter(|i| *i >= first_group).collect();
        let buckets = if kept_groups.is_empty() { 0 } else { 9 * 81 };
        let mut bucket_start = vec![0u32; buckets + 1];
        let key = |g: usize| {
            let node = all[g];
            node.digit.index() * 81 + node.cells.first().map_or(0, |c| c.index())
        };
        for &g in &kept_groups {
            bucket_start[key(g) + 1] += 1;
        }
        for k in 0..buckets {
            bucket_start[k + 1] += bucket_start[k];
        }
        let mut fill = bucket_start.clone();
        let mut by_first = vec![0usize; kept_groups.len()];
        for &g in &kept_groups {
            by_first[fill[key(g)] as usize] = g;
            fill[key(g)] += 1;
        }
        // The kept candidates: per digit their cells, and each one's index among the kept
        // nodes; per digit, the first cells of its kept groups and ALS nodes.
        let mut kept_at = [NONE; 729];
        let mut kept_places = [CellSet::EMPTY; 9];
        let mut group_firsts = [CellSet::EMPTY; 9];
        for &i in &kept {
            let node = all[i];
            let first = node.cells.first().expect("a node has cells");
            if i < first_group {
                kept_at[first.index() * 9 + node.digit.index()] = new_index[i];
                kept_places[node.digit.index()].insert(first);
            } else {
                group_firsts[node.digit.index()].insert(first);
            }
        }
        let mut seen_groups: Vec<usize> = Vec::new();
        let mut weak_start = Vec::with_capacity(nodes.len() + 1);
        // Room for a few weak links per node (the list grows past it on busy grids).
        let mut weak = Vec::with_capacity(8 * nodes.len());
        let mut seen_by = Vec::with_capacity(nodes.len());
        for &i in &kept {
            weak_start.push(weak.len() as u32);
            let node = all[i];
            let d = node.digit;
            let seen = node
                .cells
                .iter()
                .fold(CellSet::ALL, |acc, c| acc.intersection(variant.peers(c)))
                .difference(node.cells);
            seen_by.push(seen);
            if node.is_candidate() {
                let cell = node.cells.first().expect("one cell");
                for other in pos.cands(cell).iter().filter(|o| *o != d) {
                    let j = kept_at[cell.index() * 9 + other.index()];
                    if j != NONE {
                        weak.push(j);
                    }
                }
            }
            let places = kept_places[d.index()].intersection(seen);
            weak.extend(places.iter().map(|c| kept_at[c.index() * 9 + d.index()]));
            seen_groups.clear();
            for cell in group_firsts[d.index()].intersection(seen).iter() {
                let k = d.index() * 81 + cell.index();
                for &g in &by_first[bucket_start[k] as usize..bucket_start[k + 1] as usize] {
                    // `seen` holds no cell of the node: a group inside it is another node,
                    // clear of this one.
                    if all[g].cells.difference(seen).is_empty() {
                        seen_groups.push(g);
                    }
                }
            }
            seen_groups.sort_unstable();
            weak.extend(seen_groups.iter().map(|g| new_index[*g]));
        }
        weak_start.push(weak.len() as u32);
        Graph {
            ends: nodes
                .iter()
                .zip(&seen_by)
                .map(|(n, &seen)| EndFacts {
                    cells: n.cells,
                    seen,
                    digit: n.digit,
                    group: n.is_group(),
                })
                .collect(),
            cells: nodes.iter().map(|n| n.cells).collect(),
            is_group: nodes.iter().map(|n| n.is_group()).collect(),
            seen: seen_by,
            grouped: links.groups(),
            nodes,
            strong_start,
            strong,
            weak_start,
            weak,
        }
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// The number of links, strong and weak, counted from each end.
    pub fn link_count(&self) -> usize {
        self.strong.len() + self.weak.len()
    }

    /// The nodes strongly linked to node `n`.
    pub fn strong(&self, n: usize) -> &[u16] {
        &self.strong[self.strong_start[n] as usize..self.strong_start[n + 1] as usize]
    }

    /// The nodes weakly linked to node `n`.
    pub fn weak(&self, n: usize) -> &[u16] {
        &self.weak[self.weak_start[n] as usize..self.weak_start[n + 1] as usize]
    }
}

/// The largest almost locked set used as a chain node, in cells.
const MAX_ALS_CELLS: usize = 4;

/// Every almost locked set of two to [`MAX_ALS_CELLS`] cells: N empty cells of one house
/// holding N + 1 digits between them (a single bivalue cell is a candidate link already).
fn almost_locked_sets(pos: &Position) -> Vec<CellSet> {
    let mut out: Vec<CellSet> = Vec::new();
    let empty = pos.empty_cells();
    let houses = pos.variant().houses();
    // A set inside an earlier house is inside one of its first cell's houses.
    let house_indexes = HouseIndexes::of(pos.variant());
    // Per subset (a mask over the house's empty cells), its cells and digits, each from
    // the subset without its lowest cell.
    let mut sets = [CellSet::EMPTY; 512];
    let mut digits = [DigitSet::EMPTY; 512];
    for (h, house) in houses.iter().enumerate() {
        // The house's empty cells (at most nine), on the stack.
        let mut cells = [Cell::new(0).expect("cell 0"); 9];
        let mut n = 0;
        for cell in house.cells().intersection(empty).iter() {
            cells[n] = cell;
            n += 1;
        }
        // Masks in increasing order, skipping those of more than MAX_ALS_CELLS cells or
        // more than MAX_ALS_CELLS + 1 digits: every mask between such a mask and the next
        // multiple of its lowest bit has its cells and more (so its digits and more), so
        // the walk jumps there.
        let mut mask = 1usize;
        while mask < 1 << n {
            let size = ones9(mask as u16) as usize;
            if size > MAX_ALS_CELLS {
                mask += mask & mask.wrapping_neg();
                continue;
            }
            let low = mask.trailing_zeros() as usize;
            let rest = mask & (mask - 1);
            sets[mask] = sets[rest].union(CellSet::single(cells[low]));
            digits[mask] = digits[rest].union(pos.cands(cells[low]));
            if digits[mask].len() as usize > MAX_ALS_CELLS + 1 {
                mask += mask & mask.wrapping_neg();
                continue;
            }
            // A set inside an earlier house too was found there already.
            if size >= 2
                && digits[mask].len() as usize == size + 1
                && !house_indexes
                    .of_cell(cells[low])
                    .any(|e| e < h && sets[mask].difference(houses[e].cells()).is_empty())
            {
                out.push(sets[mask]);
            }
            mask += 1;
        }
    }
    out
}
