//! Breadth-first search over a [`Graph`]'s alternating inferences, shortest chain first.
//!
//! A search starts from a node supposed false and follows implications: a false node makes
//! its strong partners true, a true node makes its weak partners false. So the literals
//! reached (a node true or false) alternate, and the path to a node reached *true* is an
//! alternating chain that starts and ends with a strong link: the start is true or that node
//! is. Breadth first, every node is reached by a shortest such chain. A grouped search keeps
//! two states per literal, reached with or without a group on the way, so it finds the
//! shortest chain *through a group* to each node even where a shorter plain one exists (the
//! plain search has that one). The search keeps its
//! arrays between starts (a generation stamp instead of clearing), so nothing is allocated
//! per node.

use super::graph::Graph;
use crate::engine::bits::CellSet;

/// The longest chain searched, in links (HoDoKu's default limit for X- and XY-Chains; its
/// library's Nice Loops and AICs are all shorter).
pub(crate) const MAX_LINKS: usize = 20;

/// What a search knows of one state.
#[derive(Clone, Copy)]
struct StateInfo {
    /// Grouped searches: the cells of the nodes on its chain strictly between the start and
    /// it (what the next node must keep clear of).
    before: CellSet,
    /// The cells of its node (fixed for the graph: kept here, beside what the loop reads of
    /// the state anyway).
    cells: CellSet,
    /// The generation that reached it.
    seen: u32,
    /// The state it was reached from.
    parent: u32,
    /// Where its literal's implications are in `next` (`next[first..end]`; fixed for the
    /// graph, kept here beside the rest so a state is one read).
    first: u32,
    end: u32,
    /// Its distance in links from the start.
    depth: u8,
}

/// The state of one breadth-first search, reused from start to start.
pub(crate) struct Search<'g> {
    graph: &'g Graph,
    /// Whether states remember if a group was passed (`state = 2 * literal + grouped?`).
    grouped: bool,
    /// The implications of every literal (`2 * node + true?`: a false node's strong
    /// partners, true; a true node's weak partners, false), each as the state it leads to
    /// (for a grouped search, with the group bit set when the node implied is a group; the
    /// search adds its own). A state's [`StateInfo`] says where its literal's are.
    next: Vec<u32>,
    /// Per state (`2 * node + true?`, times two when grouped), what the search knows of it
    /// (one record, so the hot loop checks one index, not four).
    states: Vec<StateInfo>,
    /// The states reached, in the order reached (each at most once per search).
    queue: Vec<u32>,
    /// Per node, a bit: reached true (through a group, for a grouped search) by the last
    /// search.
    reached: Vec<u64>,
    generation: u32,
    start: usize,
    /// The longest chain the next searches follow, in links ([`MAX_LINKS`] unless set).
    max_links: usize,
}

impl<'g> Search<'g> {
    /// A search over `graph`; `grouped`: chains through a group only.
    pub fn new(graph: &'g Graph, grouped: bool) -> Search<'g> {
        Search::over_links(graph, grouped, |_, _, _| true)
    }

    /// A search over the links of `graph` that `follows` accepts (`follows(from, to,
    /// strong)`): the subgraph of one digit's links, or of the bivalue cells' (the X- and
    /// XY-Chains' graphs inside the graph of every candidate). Each node's partners keep
    /// the graph's order.
    pub fn over_links(
        graph: &'g Graph,
        grouped: bool,
        follows: impl Fn(usize, usize, bool) -> bool,
    ) -> Search<'g> {
        let width = if grouped { 2 } else { 1 };
        let n = 2 * graph.len() * width;
        let mut next = Vec::with_capacity(graph.link_count());
        let mut states = Vec::with_capacity(n);
        // Node by node, its false literal (its strong partners, true) then its true one
        // (its weak partners, false), each literal's states one after the other.
        for node in 0..graph.len() {
            let cells = graph.cells[node];
            for (partners, on) in [(graph.strong(node), 1), (graph.weak(node), 0)] {
                let first = next.len() as u32;
                let strong = on == 1;
                for &m in partners {
                    let m = usize::from(m);
                    if follows(node, m, strong) {
                        let lit = 2 * m as u32 + on;
                        next.push(if grouped {
                            2 * lit + u32::from(graph.is_group[m])
                        } else {
                            lit
                        });
                    }
                }
                let info = StateInfo {
                    before: CellSet::EMPTY,
                    cells,
                    seen: 0,
                    parent: 0,
                    first,
                    end: next.len() as u32,
                    depth: 0,
                };
                states.push(info);
                if grouped {
                    states.push(info);
                }
            }
        }
        Search {
            graph,
            grouped,
            states,
            next,
            queue: vec![0; n],
            reached: vec![0; graph.len().div_ceil(64)],
            generation: 0,
            start: 0,
            max_links: MAX_LINKS,
        }
    }

    /// Makes the next searches stop at chains of `links` links (at most [`MAX_LINKS`]):
    /// breadth first, they reach every state within that length as a full search does,
    /// by the same chains (a grouped state's cells to keep clear of come from its chain,
    /// which is the same too).
    pub fn set_max_links(&mut self, links: usize) {
        self.max_links = links.min(MAX_LINKS);
    }

    /// Searches from node `start` supposed false. Nodes in the start's cell are reached but
    /// not followed past the first link (a chain that comes back there is a loop, and goes no
    /// further).
    pub fn run(&mut self, start: usize) {
        if self.grouped {
            self.run_states::<true>(start);
        } else {
            self.run_states::<false>(start);
        }
    }

    /// [`Search::run`], for a grouped search or not (`GROUPED`, as `self.grouped`).
    fn run_states<const GROUPED: bool>(&mut self, start: usize) {
        self.generation += 1;
        self.start = start;
        let g = self.generation;
        let max_links = self.max_links;
        // One state per literal, or two (through a group or not).
        let shift = u32::from(GROUPED);
        let Search {
            graph,
            next,
            states,
            queue,
            reached,
            ..
        } = self;
        let start_cells: CellSet = graph.cells[start];
        let first = (2 * start as u32) << shift;
        reached.fill(0);
        queue[0] = first;
        let mut tail = 1;
        let info = &mut states[first as usize];
        info.before = CellSet::EMPTY;
        info.seen = g;
        info.parent = 0;
        info.depth = 0;
        let mut head = 0;
        // The queue holds the states to follow: a state reached at the longest length, in
        // the start's cell past the first link, or implying nothing, is marked reached but
        // not queued.
        while head < tail {
            let state = queue[head];
            head += 1;
            let StateInfo {
                before: clear,
                cells: node_cells,
                first: begin,
                end,
                depth: d,
                ..
            } = states[state as usize];
            let lit = state >> shift;
            // A false literal implies true ones: those are reached true.
            let on = lit % 2 == 0;
            let through_group = state & shift;
            // Grouped searches: the next node shares no cell with the nodes before `state`'s
            // on the chain, but for the start (where a loop closes), since groups and ALS
            // nodes would otherwise make shortest chains cross themselves and hide the simple
            // ones.
            let (clear, taken) = if GROUPED {
                // The cells a grouped chain through `state` may not come back to.
                let taken = if state != first {
                    clear.union(node_cells)
                } else {
                    CellSet::EMPTY
                };
                (clear, taken)
            } else {
                (CellSet::EMPTY, CellSet::EMPTY)
            };
            for &to in &next[begin as usize..end as usize] {
                let l = to | through_group;
                let info = &mut states[l as usize];
                if info.seen == g {
                    continue;
                }
                let m_cells = info.cells;
                if GROUPED && !clear.intersection(m_cells).is_empty() {
                    continue;
                }
                info.seen = g;
                info.parent = state;
                info.depth = d + 1;
                // A state implying nothing is not queued either: following it would do
                // nothing (nearly a third of the states reached).
                if info.first != info.end
                    && usize::from(d) + 1 < max_links
                    && (d == 0 || m_cells.intersection(start_cells).is_empty())
                {
                    if GROUPED {
                        info.before = taken;
                    }
                    queue[tail] = l;
                    tail += 1;
                }
                if on && (!GROUPED || l & 1 == 1) {
                    let m = (l >> shift) / 2;
                    reached[(m / 64) as usize] |= 1 << (m % 64);
                }
            }
        }
    }

    /// The state of literal `lit`, reached through a group or not.
    fn state(&self, lit: u32, group: bool) -> u32 {
        if self.grouped {
            2 * lit + u32::from(group)
        } else {
            lit
        }
    }

    /// Whether the last search reached node `n` true (through a group, for a grouped
    /// search), and in how many links.
    pub fn reached_true(&self, n: usize) -> Option<usize> {
        let l = self.state(2 * n as u32 + 1, true) as usize;
        let info = &self.states[l];
        (info.seen == self.generation).then(|| usize::from(info.depth))
    }

    /// Every node the last search reached true (through a group, for a grouped search), in
    /// index order: the nodes [`Search::reached_true`] answers for, into `out`.
    pub fn nodes_reached_true(&self, out: &mut Vec<usize>) {
        self.nodes_reached_true_where(out, |_| true);
    }

    /// The nodes [`Search::nodes_reached_true`] lists that `wanted` accepts, in index
    /// order, into `out` (most ends a caller looks at are dropped at once: no list of all).
    pub fn nodes_reached_true_where(&self, out: &mut Vec<usize>, wanted: impl Fn(usize) -> bool) {
        out.clear();
        for (i, &word) in self.reached.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let n = 64 * i + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if wanted(n) {
                    out.push(n);
                }
            }
        }
    }

    /// The nodes of the chain from the start to node `n` reached true (start first); the
    /// links between them alternate strong, weak, …, strong.
    pub fn path_to(&self, n: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.path_into(n, &mut out);
        out
    }

    /// [`Search::path_to`], into `out` (cleared first): room reused from chain to chain.
    pub fn path_into(&self, n: usize, out: &mut Vec<usize>) {
        let width = if self.grouped { 2 } else { 1 };
        let mut state = self.state(2 * n as u32 + 1, true);
        let first = self.state(2 * self.start as u32, false);
        out.clear();
        out.reserve(usize::from(self.states[state as usize].depth) + 1);
        out.push(n);
        while state != first {
            state = self.states[state as usize].parent;
            out.push((state / width / 2) as usize);
        }
        out.reverse();
    }
}

/// Whether the nodes of a chain (or of a loop, `closed`) touch each cell only in one run of
/// neighbours: no lasso, no node crossing the chain elsewhere.
pub(crate) fn is_simple(graph: &Graph, nodes: &[usize], closed: bool) -> bool {
    let k = nodes.len();
    for i in 0..k {
        for j in i + 2..k {
            if closed && i == 0 && j == k - 1 {
                continue;
            }
            let (a, b) = (graph.cells[nodes[i]], graph.cells[nodes[j]]);
            if !a.intersection(b).is_empty() {
                return false;
            }
        }
    }
    true
}
