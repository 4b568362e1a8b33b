//! Finding the chain steps: every shortest alternating chain between two candidates, sorted
//! into the techniques the way HoDoKu sorts them.
//!
//! A search from candidate `x` supposed false reaches candidate `z` true by an alternating
//! chain `x = … = z`: `x` or `z` is true. What follows depends on how the ends meet:
//!
//! - the same candidate (`x` false makes `x` true): a Discontinuous Nice Loop that places it
//!   (as HoDoKu does, the step removes the cell's other candidates);
//! - weakly linked ends (one cell, or one digit in cells that see each other): the chain
//!   closes into a Continuous Nice Loop, every link of which holds both ways;
//! - the same digit: cells that see both ends lose it (AIC type 1; an X-Chain or XY-Chain when
//!   the links allow). With a single such cell HoDoKu calls it a Discontinuous Nice Loop
//!   through that cell;
//! - different digits in cells that see each other: each end's cell loses the other end's
//!   digit (AIC type 2; a single removal is again a Discontinuous Nice Loop).
//!
//! Steps with the same removals are kept once, by their shortest chain, and come out
//! shortest first.

use std::collections::BTreeMap;

use super::graph::{EndFacts, Graph, Links, houses_per_cell};
use super::search::{MAX_LINKS, Search, is_simple};
use crate::engine::bits::CellSet;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, ChainNode, Evidence, Link, NodeLink, Step, Technique};
use crate::engine::techniques::shared::Shared;
use crate::engine::types::Digit;

/// At most this many steps per technique and position (shortest first): enough for every
/// distinct set of removals in HoDoKu's library, and a bound on the work of "all steps".
const MAX_STEPS: usize = 400;

/// A step found, before it is made a [`Step`].
struct Found {
    links: Vec<NodeLink>,
    eliminations: Vec<Candidate>,
}

/// Collects finds, one per set of removals (the shortest), in buckets by length.
struct Collector {
    by_removals: BTreeMap<Vec<Candidate>, (usize, usize)>,
    buckets: Vec<Vec<Option<Found>>>,
    /// Whether only the first find is wanted (the first of the shortest): then finds no
    /// shorter than the shortest so far are dropped, since they can never come first.
    first_only: bool,
    /// The fewest links of a find kept so far.
    shortest: usize,
}

impl Collector {
    fn new(first_only: bool) -> Collector {
        Collector {
            by_removals: BTreeMap::new(),
            buckets: (0..=MAX_LINKS + 2).map(|_| Vec::new()).collect(),
            first_only,
            shortest: usize::MAX,
        }
    }

    /// Whether a find of `links` links could still matter: always, unless only the first
    /// find is wanted and one of `links` links or fewer is kept already (a later find
    /// comes first only when it is strictly shorter).
    fn could_take(&self, links: usize) -> bool {
        !self.first_only || links.min(MAX_LINKS + 2) < self.shortest
    }

    /// Whether a chain of `links` links removing `eliminations` would be new or shorter.
    fn wants(&self, eliminations: &[Candidate], links: usize) -> bool {
        self.by_removals
            .get(eliminations)
            .is_none_or(|(len, _)| *len > links)
    }

    fn add(&mut self, found: Found) {
        let links = found.links.len().min(MAX_LINKS + 2);
        if !self.could_take(links) || !self.wants(&found.eliminations, links) {
            return;
        }
        if self.first_only {
            self.shortest = self.shortest.min(links);
        }
        if let Some((len, i)) = self.by_removals.insert(
            found.eliminations.clone(),
            (links, self.buckets[links].len()),
        ) {
            self.buckets[len][i] = None;
        }
        self.buckets[links].push(Some(found));
    }

    /// The finds, shortest first (only the first when only the first is wanted).
    fn into_finds(self) -> impl Iterator<Item = Found> {
        let most = if self.first_only { 1 } else { MAX_STEPS };
        self.buckets.into_iter().flatten().flatten().take(most)
    }
}

/// The candidates of `digit` in `cells`.
fn of_digit(cells: CellSet, digit: Digit) -> Vec<Candidate> {
    cells.iter().map(|c| Candidate::new(c, digit)).collect()
}

/// The cells that see every cell of `cells`.
fn seeing_all(pos: &Position, cells: CellSet) -> CellSet {
    cells
        .iter()
        .fold(CellSet::ALL, |acc, c| {
            acc.intersection(pos.variant().peers(c))
        })
        .difference(cells)
}

/// The links along `nodes`, alternating from `first_strong`.
fn links_along(graph: &Graph, nodes: &[usize], first_strong: bool) -> Vec<NodeLink> {
    let mut out = Vec::with_capacity(nodes.len() + 1);
    push_links_along(&mut out, graph, nodes, first_strong);
    out
}

/// [`links_along`], added to `out` (which the caller has made room in for the links it
/// adds around them).
fn push_links_along(out: &mut Vec<NodeLink>, graph: &Graph, nodes: &[usize], first_strong: bool) {
    out.extend(nodes.windows(2).enumerate().map(|(i, w)| NodeLink {
        from: graph.nodes[w[0]],
        to: graph.nodes[w[1]],
        strong: (i % 2 == 0) == first_strong,
    }));
}

fn weak(from: ChainNode, to: ChainNode) -> NodeLink {
    NodeLink {
        from,
        to,
        strong: false,
    }
}

fn the_cell(node: ChainNode) -> crate::engine::types::Cell {
    node.cells.first().expect("a candidate node")
}

/// The graph of every candidate of `pos` (the position `shared` serves), built once per
/// position for the Nice Loops, AICs, X-Chains and XY-Chains.
fn candidates_graph<'s>(pos: &Position, shared: &'s Shared) -> &'s Graph {
    shared
        .candidates_graph
        .get_or_init(|| Graph::build_with(pos, Links::Candidates, shared.cell_houses(pos)))
}

/// X-Chains (one digit at a time) or XY-Chains: open chains of at least three links whose
/// ends hold the same digit; cells that see both ends lose it. With `shared.first_only`,
/// only the first (the step [`Shared`]'s caller reads), and each search stops at the
/// length of the shortest chain found so far.
///
/// Both search the graph of every candidate through the links of their own graph: a
/// digit's conjugate pairs and the weak links between its places (their partners in the
/// same order as in a graph of that digit alone; a place with no conjugate pair is reached
/// only false, and leads nowhere), or the bivalue cells' links (inside a cell and between
/// cells on one digit).
pub(crate) fn simple_chains(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let graph = candidates_graph(pos, shared);
    let nodes = &graph.nodes;
    let xy = technique == Technique::XYChain;
    let bivalue = |n: usize| pos.cands(the_cell(nodes[n])).len() == 2;
    // Each X-Chain search stays on its start's digit: one search serves the nine digits.
    let mut search = if xy {
        Search::over_links(graph, false, |n, m, strong| {
            bivalue(n) && bivalue(m) && (!strong || nodes[n].cells == nodes[m].cells)
        })
    } else {
        Search::over_links(graph, false, |n, m, _| nodes[n].digit == nodes[m].digit)
    };
    // The starts, digit by digit for X-Chains (each in the graph's order: a counting
    // sort by digit, stable).
    let starts: Vec<usize> = if xy {
        (0..graph.len()).filter(|&n| bivalue(n)).collect()
    } else {
        let mut at = [0usize; 10];
        for node in nodes {
            at[node.digit.index() + 1] += 1;
        }
        for d in 0..9 {
            at[d + 1] += at[d];
        }
        let mut starts = vec![0; nodes.len()];
        for (n, node) in nodes.iter().enumerate() {
            starts[at[node.digit.index()]] = n;
            at[node.digit.index()] += 1;
        }
        starts
    };
    let mut collector = Collector::new(shared.first_only);
    let mut reached = Vec::new();
    for x in starts {
        let start = graph.nodes[x];
        let near_start = pos
            .places(start.digit)
            .intersection(pos.variant().peers(the_cell(start)));
        if near_start.is_empty() {
            continue;
        }
        // Breadth first, a search cut at a length finds the same shorter chains.
        search.set_max_links(collector.shortest.saturating_sub(1).min(MAX_LINKS));
        search.run(x);
        search.nodes_reached_true(&mut reached);
        for &z in &reached {
            let end = graph.nodes[z];
            if end.digit != start.digit || end.cells == start.cells {
                continue;
            }
            let Some(len) = search.reached_true(z) else {
                continue;
            };
            let targets = near_start.intersection(pos.variant().peers(the_cell(end)));
            if len < 3 || targets.is_empty() || !collector.could_take(len) {
                continue;
            }
            let eliminations = of_digit(targets, start.digit);
            if !collector.wants(&eliminations, len) {
                continue;
            }
            let nodes = search.path_to(z);
            if is_simple(graph, &nodes, false) {
                collector.add(Found {
                    links: links_along(graph, &nodes, true),
                    eliminations,
                });
            }
        }
    }
    collector
        .into_finds()
        .map(|f| Step {
            technique,
            placements: vec![],
            eliminations: f.eliminations,
            evidence: Evidence::Chain {
                links: f
                    .links
                    .iter()
                    .map(|l| Link {
                        from: Candidate::new(the_cell(l.from), l.from.digit),
                        to: Candidate::new(the_cell(l.to), l.to.digit),
                        strong: l.strong,
                    })
                    .collect(),
            },
        })
        .collect()
}

/// The kinds of step the Nice Loop / AIC search sorts its finds into.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Shape {
    Continuous = 0,
    Discontinuous,
    Aic,
}

/// What a Continuous Nice Loop removes: along each weak link between cells, its digit from
/// the cells outside the loop that see both ends; at each weak link inside a cell (entered and
/// left by strong links), the cell's other candidates.
fn continuous_eliminations(pos: &Position, links: &[NodeLink]) -> Vec<Candidate> {
    let chain_cells = links.iter().fold(CellSet::EMPTY, |acc, l| {
        acc.union(l.from.cells).union(l.from.als)
    });
    let mut out = Vec::new();
    // An almost locked set passed through (entered on one digit, left on another): its other
    // digits are locked in it, so they leave the cells that see all their places in it.
    for l in links
        .iter()
        .filter(|l| l.strong && !l.from.als.is_empty() && l.from.als == l.to.als)
    {
        let als = l.from.als;
        let digits = als
            .iter()
            .fold(crate::engine::bits::DigitSet::EMPTY, |acc, c| {
                acc.union(pos.cands(c))
            });
        for c in digits.iter() {
            if c != l.from.digit && c != l.to.digit {
                let places = pos.places(c).intersection(als);
                let seen = seeing_all(pos, places)
                    .difference(als)
                    .intersection(pos.places(c));
                out.extend(of_digit(seen, c));
            }
        }
    }
    for l in links.iter().filter(|l| !l.strong) {
        if l.from.cells == l.to.cells && l.from.is_candidate() && l.to.is_candidate() {
            let cell = the_cell(l.from);
            for d in pos.cands(cell).iter() {
                if d != l.from.digit && d != l.to.digit {
                    out.push(Candidate::new(cell, d));
                }
            }
        } else {
            let both = seeing_all(pos, l.from.cells.union(l.to.cells))
                .intersection(pos.places(l.from.digit))
                .difference(chain_cells);
            out.extend(of_digit(both, l.from.digit));
        }
    }
    crate::engine::sort::sort(&mut out);
    out.dedup();
    out
}

/// Whether the Continuous Nice Loop along `nodes` (a chain from its first node, false, to its
/// last, true, closed by a weak link back to the first) removes anything: whether
/// [`continuous_eliminations`] of its links is not empty, without making them.
fn continuous_removes_any(pos: &Position, graph: &Graph, nodes: &[usize]) -> bool {
    let chain_cells = nodes.iter().fold(CellSet::EMPTY, |acc, &n| {
        acc.union(graph.nodes[n].cells).union(graph.nodes[n].als)
    });
    let last = nodes.len() - 1;
    // Link `i` goes from node `i` to the next (the last, weak, back to the first); the
    // chain's links alternate from strong.
    (0..=last).any(|i| {
        let (f, t) = (nodes[i], nodes[if i == last { 0 } else { i + 1 }]);
        let (from, to) = (graph.nodes[f], graph.nodes[t]);
        if i < last && i % 2 == 0 {
            !from.als.is_empty() && from.als == to.als && als_pass_removes_any(pos, from, to)
        } else if from.cells == to.cells && from.is_candidate() && to.is_candidate() {
            pos.cands(the_cell(from))
                .iter()
                .any(|d| d != from.digit && d != to.digit)
        } else {
            // The cells that see both ends: those that see all of each.
            !graph.seen[f]
                .intersection(graph.seen[t])
                .intersection(pos.places(from.digit))
                .difference(chain_cells)
                .is_empty()
        }
    })
}

/// Whether an almost locked set passed through from `from` to `to` (its nodes of two
/// digits) removes anything: whether one of its other digits has a place outside it that
/// sees all of that digit's places in it.
fn als_pass_removes_any(pos: &Position, from: ChainNode, to: ChainNode) -> bool {
    let als = from.als;
    pos.cands_of(als).iter().any(|c| {
        c != from.digit && c != to.digit && {
            let places = pos.places(c).intersection(als);
            !seeing_all(pos, places)
                .difference(als)
                .intersection(pos.places(c))
                .is_empty()
        }
    })
}

/// The steps of the Nice Loops and AICs of a position, one list per kind (continuous,
/// discontinuous, AIC), grouped or not: one search serves the three kinds.
pub(crate) struct LoopSteps([Vec<Step>; 3]);

/// Continuous and Discontinuous Nice Loops and AICs (`technique` says which, and whether
/// grouped). A grouped technique keeps only chains with a group in them. The three kinds of
/// one graph are found together, once per position (`shared`).
pub(crate) fn nice_loops(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let (shape, grouped) = match technique {
        Technique::ContinuousNiceLoop => (Shape::Continuous, false),
        Technique::DiscontinuousNiceLoop => (Shape::Discontinuous, false),
        Technique::Aic => (Shape::Aic, false),
        Technique::GroupedContinuousNiceLoop => (Shape::Continuous, true),
        Technique::GroupedDiscontinuousNiceLoop => (Shape::Discontinuous, true),
        _ => (Shape::Aic, true),
    };
    let found = if grouped {
        &shared.grouped_loops
    } else {
        &shared.loops
    };
    found
        .get_or_init(|| {
            if grouped {
                let graph = Graph::build_with(pos, Links::Grouped, shared.cell_houses(pos));
                loop_steps(pos, &graph, shared.first_only)
            } else {
                loop_steps(pos, candidates_graph(pos, shared), shared.first_only)
            }
        })
        .0[shape as usize]
        .clone()
}

/// The grouped Continuous and Discontinuous Nice Loops and grouped AICs of `pos` (all three
/// kinds, in that order) through line-block groups only, without ALS nodes: HoDoKu's grouped
/// nice loops in its default settings, for its rating walk.
pub(crate) fn grouped_loops_without_als(pos: &Position) -> Vec<Step> {
    let houses = houses_per_cell(pos);
    let graph = Graph::build_with(pos, Links::GroupedWithoutAls, &houses);
    let LoopSteps(kinds) = loop_steps(pos, &graph, false);
    kinds.into_iter().flatten().collect()
}

/// Every Continuous and Discontinuous Nice Loop and AIC of `pos` over the links of `graph`
/// (grouped when it has groups), by kind; with `first_only`, the first of each kind only
/// (finds that cannot come first are not worked out).
fn loop_steps(pos: &Position, graph: &Graph, first_only: bool) -> LoopSteps {
    let grouped = graph.grouped;
    let mut collectors = [
        Collector::new(first_only),
        Collector::new(first_only),
        Collector::new(first_only),
    ];
    let mut search = Search::new(graph, grouped);
    let mut reached = Vec::new();
    let mut path = Vec::with_capacity(MAX_LINKS + 1);
    let has_group = |links: &[NodeLink]| links.iter().any(|l| l.from.is_group());
    let keep = |collector: &mut Collector, links: Vec<NodeLink>, eliminations: Vec<Candidate>| {
        if !eliminations.is_empty() && has_group(&links) == grouped {
            collector.add(Found {
                links,
                eliminations,
            });
        }
    };
    for x in 0..graph.len() {
        let start = graph.nodes[x];
        // A loop's discontinuity and an AIC's ends are candidates; the two ends of the chain
        // inside a Discontinuous Nice Loop may be groups (searched from groups, not from ALS
        // nodes: from those the search took five times as long).
        if start.is_group() && !start.als.is_empty() {
            continue;
        }
        search.set_max_links(longest_wanted(&collectors, !start.is_group()));
        search.run(x);
        if !start.is_group() {
            let collector = &mut collectors[Shape::Continuous as usize];
            for &z in graph.weak(x) {
                let z = usize::from(z);
                let end = graph.nodes[z];
                let Some(len) = search.reached_true(z) else {
                    continue;
                };
                // The loop closes with one more (weak) link.
                if len < 3 || !collector.could_take(len + 1) {
                    continue;
                }
                search.path_into(z, &mut path);
                // Most loops closed remove nothing: that is asked before any list is made.
                if !is_simple(graph, &path, true) || !continuous_removes_any(pos, graph, &path) {
                    continue;
                }
                let mut links = links_along(graph, &path, true);
                links.push(weak(end, start));
                let eliminations = continuous_eliminations(pos, &links);
                keep(collector, links, eliminations);
            }
        }
        open_chains(pos, graph, &search, x, &mut collectors, &mut reached, &keep);
    }
    let techniques = if grouped {
        [
            Technique::GroupedContinuousNiceLoop,
            Technique::GroupedDiscontinuousNiceLoop,
            Technique::GroupedAic,
        ]
    } else {
        [
            Technique::ContinuousNiceLoop,
            Technique::DiscontinuousNiceLoop,
            Technique::Aic,
        ]
    };
    let mut i = 0;
    LoopSteps(collectors.map(|collector| {
        let technique = techniques[i];
        i += 1;
        collector
            .into_finds()
            .map(|f| Step {
                technique,
                placements: vec![],
                eliminations: f.eliminations,
                evidence: Evidence::NodeChain { links: f.links },
            })
            .collect()
    }))
}

/// The Discontinuous Nice Loops and AICs of the chains the last search (from node `x`
/// supposed false) found, added to their `collectors` (indexed by [`Shape`]) through `keep`;
/// from a group, only the loops. `reached` is room for the nodes the search reached.
fn open_chains(
    pos: &Position,
    graph: &Graph,
    search: &Search<'_>,
    x: usize,
    collectors: &mut [Collector; 3],
    reached: &mut Vec<usize>,
    keep: &impl Fn(&mut Collector, Vec<NodeLink>, Vec<Candidate>),
) {
    let start = graph.nodes[x];
    let shapes: &[Shape] = if start.is_group() {
        &[Shape::Discontinuous]
    } else {
        &[Shape::Discontinuous, Shape::Aic]
    };
    let from = StartEnds::new(pos, graph, x);
    // Most ends remove nothing, and then no shape has a step: only those are looked at
    // further (whether an end removes anything is the graph's alone: asked before the
    // search's length).
    search.nodes_reached_true_where(reached, |z| z == x || from.removes_with(&graph.ends[z]));
    for &z in reached.iter() {
        let Some(len) = search.reached_true(z) else {
            continue;
        };
        if len < 3 || !could_take(collectors, z == x, !start.is_group(), len) {
            continue;
        }
        // What the chain's ends remove: the same for every shape.
        let end = graph.nodes[z];
        let eliminations = if z != x && start.cells.intersection(end.cells).is_empty() {
            ends_eliminations(pos, start, end, graph.seen[x], graph.seen[z])
        } else {
            Vec::new()
        };
        for &shape in shapes {
            let ends = Ends {
                x,
                z,
                len,
                eliminations: &eliminations,
            };
            open_chain(
                pos,
                graph,
                search,
                shape,
                ends,
                &mut collectors[shape as usize],
                keep,
            );
        }
    }
}

/// The longest chain from a start (a candidate or not, `candidate`) that could still give
/// a find some collector takes ([`could_take`] and the Continuous Nice Loops' test): a
/// breadth-first search cut there reaches every shorter end by the same chain, so it finds
/// the same steps. A Continuous Nice Loop closes with one more link, a Discontinuous one
/// back at the start has as many links as its chain, one through a removed candidate two
/// more; Continuous Nice Loops and AICs start from candidates only, and a Discontinuous
/// Nice Loop never comes back to a group ([`open_chain`]), so from a group only those
/// through a removed candidate count.
fn longest_wanted(collectors: &[Collector; 3], candidate: bool) -> usize {
    // The longest chain whose find of `extra` more links `collector` could still take
    // (the longest `len` up to MAX_LINKS with `could_take(len + extra)`, 0 if none).
    let longest = |collector: &Collector, extra: usize| {
        if !collector.first_only {
            return MAX_LINKS;
        }
        // `could_take(len + extra)`: `min(len + extra, MAX_LINKS + 2) < shortest`, and
        // `len + extra` stays within MAX_LINKS + 2 for the `extra` used here.
        collector.shortest.saturating_sub(extra + 1).min(MAX_LINKS)
    };
    if !candidate {
        return longest(&collectors[Shape::Discontinuous as usize], 2);
    }
    longest(&collectors[Shape::Discontinuous as usize], 0)
        .max(longest(&collectors[Shape::Continuous as usize], 1))
        .max(longest(&collectors[Shape::Aic as usize], 0))
}

/// Whether a chain of `len` links to the search's start itself (`to_start`) or to another
/// end could still give a find some collector takes: a Discontinuous Nice Loop has `len`
/// links when it comes back to the start, else two more (through the removed candidate);
/// an AIC (only from a candidate, `aic`) has `len`.
fn could_take(collectors: &[Collector; 3], to_start: bool, aic: bool, len: usize) -> bool {
    let loop_links = if to_start { len } else { len + 2 };
    collectors[Shape::Discontinuous as usize].could_take(loop_links)
        || (aic && collectors[Shape::Aic as usize].could_take(len))
}

/// The two ends of a chain the last search found: from node `x` (false) to node `z`
/// (true) in `len` links.
#[derive(Clone, Copy)]
struct Ends<'a> {
    x: usize,
    z: usize,
    len: usize,
    /// What the ends remove ([`ends_eliminations`]; unused when `z` is `x` or the ends
    /// share a cell).
    eliminations: &'a [Candidate],
}

/// The Discontinuous Nice Loop or AIC (`shape`) of the chain `ends`, if any, added to
/// `collector` through `keep`.
fn open_chain(
    pos: &Position,
    graph: &Graph,
    search: &Search<'_>,
    shape: Shape,
    ends: Ends<'_>,
    collector: &mut Collector,
    keep: &impl Fn(&mut Collector, Vec<NodeLink>, Vec<Candidate>),
) {
    let Ends {
        x,
        z,
        len,
        eliminations,
    } = ends;
    let start = graph.nodes[x];
    let end = graph.nodes[z];
    if shape == Shape::Aic && end.is_group() {
        return;
    }
    if z == x {
        // x false makes x true: x is true.
        if start.is_group() {
            return;
        }
        let xc = the_cell(start);
        let others: Vec<Candidate> = pos
            .cands(xc)
            .iter()
            .filter(|d| *d != start.digit)
            .map(|d| Candidate::new(xc, d))
            .collect();
        if !collector.wants(&others, len) {
            return;
        }
        let nodes = search.path_to(z);
        if is_simple(graph, &nodes[..nodes.len() - 1], true) {
            keep(collector, links_along(graph, &nodes, true), others);
        }
        return;
    }
    if !start.cells.intersection(end.cells).is_empty() {
        return;
    }
    let both_candidates = !start.is_group() && !end.is_group();
    let singles: Vec<Vec<Candidate>> = match (shape, eliminations.len()) {
        (_, 0) => return,
        (Shape::Aic, 1) => return,
        (Shape::Aic, _) if !both_candidates => return,
        (Shape::Aic, _) => vec![eliminations.to_vec()],
        (_, 1) => vec![eliminations.to_vec()],
        // Several removals by a chain with a group at an end: HoDoKu finds each as a
        // loop of its own.
        (_, _) if !both_candidates => eliminations.iter().map(|e| vec![*e]).collect(),
        (_, _) => return,
    };
    let nodes = search.path_to(z);
    for eliminations in singles {
        if !collector.wants(&eliminations, len + 2) {
            continue;
        }
        if shape == Shape::Aic {
            if is_simple(graph, &nodes, false) {
                keep(collector, links_along(graph, &nodes, true), eliminations);
            }
            continue;
        }
        // A single removal: the loop through it, told from the removed candidate.
        let e = eliminations[0];
        let path: Vec<usize> = if !end.is_group() && e.cell == the_cell(end) {
            nodes.clone()
        } else if !start.is_group() && e.cell == the_cell(start) {
            // e is the end's digit in the start's cell: told from the other end.
            nodes.iter().rev().copied().collect()
        } else {
            nodes.clone()
        };
        if !clear_of(graph, &path, e) || !is_simple(graph, &path, false) {
            continue;
        }
        let en = ChainNode::candidate(e);
        let first = graph.nodes[path[0]];
        let last = graph.nodes[path[path.len() - 1]];
        let mut links = Vec::with_capacity(path.len() + 1);
        links.push(weak(en, first));
        push_links_along(&mut links, graph, &path, true);
        links.push(weak(last, en));
        keep(collector, links, eliminations);
    }
}

/// What a chain from `start` (false) to `end` (true) removes: with one digit, its candidates
/// that see every cell of both ends; with two, each end's cell loses the other end's digit
/// where it sees all of the other end (the ends' cells, for candidates). `seen_by_start` and
/// `seen_by_end`: the cells that see all of each end.
fn ends_eliminations(
    pos: &Position,
    start: ChainNode,
    end: ChainNode,
    seen_by_start: CellSet,
    seen_by_end: CellSet,
) -> Vec<Candidate> {
    if start.digit == end.digit {
        let cells = seen_by_start
            .intersection(seen_by_end)
            .intersection(pos.places(start.digit));
        return of_digit(cells, start.digit);
    }
    let mut out = Vec::new();
    for (here, there, seen_by_there) in [(start, end, seen_by_end), (end, start, seen_by_start)] {
        if here.is_group() {
            continue;
        }
        let cell = the_cell(here);
        if pos.cands(cell).contains(there.digit) && seen_by_there.contains(cell) {
            out.push(Candidate::new(cell, there.digit));
        }
    }
    crate::engine::sort::sort(&mut out);
    out
}

/// A search's start (node `x`, supposed false), as [`StartEnds::removes_with`] reads it
/// for every end the search reached: worked out once per start.
struct StartEnds {
    /// The start's cells and digit.
    cells: CellSet,
    digit: Digit,
    /// The cells holding the start's digit that see all of the start.
    targets: CellSet,
    /// A candidate start's cell and the digits there; `None` for a group.
    cell: Option<(crate::engine::types::Cell, crate::engine::bits::DigitSet)>,
}

impl StartEnds {
    fn new(pos: &Position, graph: &Graph, x: usize) -> StartEnds {
        let digit = graph.nodes[x].digit;
        let cell = if graph.is_group[x] {
            None
        } else {
            graph.cells[x].first().map(|c| (c, pos.cands(c)))
        };
        StartEnds {
            cells: graph.cells[x],
            digit,
            targets: graph.seen[x].intersection(pos.places(digit)),
            cell,
        }
    }

    /// Whether a chain from the start (false) to the node `end` (true), in no common cell,
    /// removes anything: whether [`ends_eliminations`] is not empty, without making the
    /// list. One digit: a cell holding it sees all of both ends. Two: the start's cell
    /// holds the end's digit and sees all of the end, or the end's cell is one of the
    /// start's targets.
    fn removes_with(&self, end: &EndFacts) -> bool {
        // The cases first, the common cell last (it rarely decides).
        let dz = end.digit;
        let removes = if dz == self.digit {
            !end.seen.intersection(self.targets).is_empty()
        } else {
            self.cell
                .is_some_and(|(cell, digits)| digits.contains(dz) && end.seen.contains(cell))
                || (!end.group && !end.cells.intersection(self.targets).is_empty())
        };
        removes && self.cells.intersection(end.cells).is_empty()
    }
}

/// Whether the loop through the removed candidate `e` along `path` meets `e`'s cell only
/// next to `e` (the path's first or last node, in that cell on another digit).
fn clear_of(graph: &Graph, path: &[usize], e: Candidate) -> bool {
    let last = path.len() - 1;
    path.iter().enumerate().all(|(i, n)| {
        let node = graph.nodes[*n];
        !node.cells.contains(e.cell)
            || ((i == 0 || i == last) && !node.is_group() && node.digit != e.digit)
    })
}
