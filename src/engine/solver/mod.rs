//! The exact solver: does a puzzle have no, one or several solutions, and how many.
//!
//! This is the engine's ground truth (the hint engine, the generator and the rater all ask
//! it), so it must be both correct and fast: a uniqueness check runs after every removed
//! clue of the generator and before every hint.
//!
//! # Design
//!
//! Depth-first search with constraint propagation at every node, over bitboards:
//!
//! - **Standard** puzzles use a band bitboard (`standard.rs`, JCZSolve's idea in our own
//!   code): one 27-bit word per digit and band, propagation by two 512-entry tables that do
//!   box/line interactions and row/box hidden singles in one AND, naked singles by bit-sliced
//!   counting. A node is 240 bytes.
//! - **Variants** use a general board (`general.rs`): one `u128` cell mask per digit and the
//!   houses as data (rows, columns, blocks, diagonals, colour groups), with naked and hidden
//!   singles. Other shapes (jigsaw) need only another house list; the standard path does not
//!   pay for that generality.
//! - Both branch on a bi-value cell when there is one, try each digit on a copy of the node,
//!   and remove a refuted digit from the parent before the next branch. The standard board
//!   takes the bi-value cell with the most open peers (while 25 or more cells are open;
//!   deeper, the first one), else a digit with two places in a row or box ("bi-local":
//!   first the digit in one place, then without it), else the cell with the fewest
//!   candidates. The recursion depth is at most 81, nodes live on the
//!   call stack: no heap allocation during the search, and memory does not grow with the
//!   number of solutions counted.
//! - **Counting skips twin subtrees.** When two candidate digits of the branch cell are
//!   possible in exactly the same open cells, swapping them maps one subtree's solutions onto
//!   the other's, so a count adds the first subtree's number again instead of searching the
//!   second (the seed's 14,297,616-solution puzzle: about 28.8 M → 22.6 M nodes).
//!
//! Measured 2026-11-23 (`tests/bench/run-all.sh`: the native bench, then the same engine
//! in node and headless Chromium; 2-core machine, quiet), `count(p, 2)` in µs per puzzle,
//! ours vs the `sudoku` crate 0.8 (a JCZSolve port) in the same run, sum of per-block best
//! times:
//!
//! | data set | ours | sudoku 0.8 | ratio | wasm node 20 | wasm Chromium 156 |
//! |---|---|---|---|---|---|
//! | 17-clue (49,158) | 2.12 | 2.16 | 0.98 | 2.39 (1.13×) | 2.68 (1.26×) |
//! | top1465 | 8.61 | 10.34 | 0.83 | 10.18 (1.18×) | 10.99 (1.28×) |
//! | forum hardest 11+ (48,766) | 47.4 | 61.4 | 0.77 | 54.7 (1.15×) | 59.8 (1.26×) |
//!
//! The 14,297,616 solutions of the seed's counting puzzle (`cargo bench --bench uniqueness
//! -- --count-only`): `count_all` 2.39–2.47 s, sudoku 0.8 2.50–2.56 s in the same runs
//! (ratio 0.96–0.97); wasm in node 3.3 s, in Chromium 3.6 s; the seed's own program needed
//! about 8 hours. Wasm figures are after V8's TurboFan tier-up: code still in Liftoff (the
//! first ~30 ms of running) is 1.8–2× slower, hence the bench's timed warm-up.
//!
//! What paid (17-clue / hardest, µs): column pointing 11.1 → 6.0 / 122 → 109, unrolling
//! the update loop → 5.4 / 99, the two-band stack rule → 3.2 / 81, a bi-local branch
//! when no cell is bi-value (0.8 times per hardest puzzle) 74 → 72 on hardest, the
//! bi-value cell with the most open peers instead of the first (nodes per puzzle
//! 3.4 → 2.2 / 269 → 165) 2.85 → 2.65 / 72 → 58, starting a standard puzzle of givens
//! from the given cells alone (`BandBoard::from_givens`) instead of 81 masks whose skips
//! of empty cells mispredict: 17-clue 2.15 → 2.02 against sudoku's 2.24 in the same runs
//! (the start had been 15% of a 17-clue check). What did not (slower, reverted): hidden
//! singles in columns, a full band×column matching per stack, band-major update order,
//! a "changed" bit per word instead of `prev` (+20%: the bookkeeping on every AND costs
//! more than the compares and the smaller copy save), a vector `f == prev` test in place
//! of the confirming sweep, scoring the bi-value cells in every node (+12% on the full
//! count: many bi-value cells near the leaves, software popcount on baseline x86-64).
//! For the full count (s, ours / sudoku in the same run): twin subtrees 28.8 M → 22.6 M
//! nodes; passing the node by `&mut` so a child is copied once and the last branch reuses
//! the parent (3.01 / 2.73 → 2.61 / 2.62); a bi-value branch without the general loop's
//! arrays (→ 2.47 / 2.56); progress reporting out of line (count_all = count). What did
//! not: splitting a node into independent components and multiplying their counts (4.9 s:
//! only 5% of the 12.5 M checks found a split, and small parts gain nothing), branching
//! on a bi-value cell whose digits are twins when the chosen one's are not (2.95 s).
//!
//! # Example
//!
//! ```
//! use stepwise::engine::{Grid, Puzzle, Variant};
//! use stepwise::engine::solver::{count, solve, Solutions};
//!
//! let line = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
//! let mut numbers = [0u8; 81];
//! for (n, ch) in numbers.iter_mut().zip(line.bytes()) {
//!     *n = ch.checked_sub(b'0').filter(|d| *d <= 9).unwrap_or(0);
//! }
//! let puzzle = Puzzle::new(Variant::Standard, Grid::from_numbers(&numbers).unwrap());
//! assert_eq!(count(&puzzle, 2), 1);
//! match solve(&puzzle) {
//!     Solutions::Unique(solution) => assert!(solution.is_solved(Variant::Standard)),
//!     other => panic!("expected a unique solution, got {other:?}"),
//! }
//! ```

#![forbid(unsafe_code)]

mod general;
mod standard;

use std::ops::ControlFlow;

use crate::engine::grid::Grid;
use crate::engine::house::Variant;
use crate::engine::puzzle::Puzzle;

use general::{MaskBoard, Rules};
use standard::BandBoard;

// ---------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------

/// What the solver found: the outcome, never an error.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Solutions {
    /// No solution (this includes givens that already conflict).
    None,
    /// Exactly one solution.
    Unique(Grid),
    /// At least two solutions; here are two different ones.
    Multiple(Grid, Grid),
}

/// Solves `puzzle`: no solution, the unique solution, or two different solutions.
pub fn solve(puzzle: &Puzzle) -> Solutions {
    let mut v = Collect {
        first: None,
        second: None,
    };
    run(puzzle, &mut v);
    match (v.first, v.second) {
        (Some(a), Some(b)) => Solutions::Multiple(a, b),
        (Some(a), None) => Solutions::Unique(a),
        _ => Solutions::None,
    }
}

/// [`solve`], also saying how many search nodes it visited (the solver lab's counter for the
/// exact solver; the progress bookkeeping this needs makes it a little slower than `solve`).
pub fn solve_counting_nodes(puzzle: &Puzzle) -> (Solutions, u64) {
    let mut v = CollectCounting(Collect {
        first: None,
        second: None,
    });
    let nodes = run(puzzle, &mut v);
    let solutions = match (v.0.first, v.0.second) {
        (Some(a), Some(b)) => Solutions::Multiple(a, b),
        (Some(a), None) => Solutions::Unique(a),
        _ => Solutions::None,
    };
    (solutions, nodes)
}

/// The number of solutions of `puzzle`, counting stops at `limit` (so `count(p, 2)` is the
/// uniqueness check: 0 none, 1 unique, 2 several).
pub fn count(puzzle: &Puzzle, limit: u64) -> u64 {
    if limit == 0 {
        return 0;
    }
    let mut v = Count { found: 0, limit };
    run(puzzle, &mut v);
    v.found.min(limit)
}

/// A progress report of [`count_all`].
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct CountProgress {
    /// Solutions found so far.
    pub solutions: u64,
    /// Search nodes visited so far.
    pub nodes: u64,
    /// An estimate in `0..=1` of the share of the search tree already explored: each branch
    /// taken near the root is weighted as if all siblings had equal-sized subtrees.
    pub fraction_done: f64,
}

/// How a [`count_all`] ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CountOutcome {
    /// The search finished: the exact number of solutions.
    Complete(u64),
    /// `on_progress` asked to stop.
    Cancelled {
        /// Solutions found before stopping.
        solutions_so_far: u64,
    },
}

/// How many search nodes pass between two calls of `on_progress` in [`count_all`]
/// (2^16: about every 10 ms natively).
pub const PROGRESS_INTERVAL: u64 = 1 << 16;

/// Counts every solution of `puzzle`, without a limit, calling `on_progress` every
/// [`PROGRESS_INTERVAL`] nodes; returning `ControlFlow::Break` from it cancels the count.
/// Memory use is constant however many solutions there are.
pub fn count_all(
    puzzle: &Puzzle,
    on_progress: &mut dyn FnMut(&CountProgress) -> ControlFlow<()>,
) -> CountOutcome {
    let mut v = CountAll {
        found: 0,
        cancelled: false,
        on_progress,
    };
    run(puzzle, &mut v);
    if v.cancelled {
        CountOutcome::Cancelled {
            solutions_so_far: v.found,
        }
    } else {
        CountOutcome::Complete(v.found)
    }
}

// ---------------------------------------------------------------------------------------
// The search, shared by both boards
// ---------------------------------------------------------------------------------------

/// The result of propagating a node.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Status {
    /// Some cell or house can no longer be filled.
    Contradiction,
    /// Every cell is placed, consistently.
    Solved,
    /// Open cells remain: branch on `cell`, whose candidates are `digits` (9-bit mask).
    Open {
        /// The cell to branch on.
        cell: usize,
        /// Its candidates.
        digits: u32,
    },
    /// Open cells remain: branch on whether digit index `digit` goes in `cell` (a "bi-local"
    /// digit: one of its two places in some house), first yes, then no.
    Pin {
        /// The cell to try the digit in.
        cell: usize,
        /// The digit index.
        digit: usize,
    },
}

/// A position the search can propagate and branch on. Cells are `0..81`, digits are
/// indexes `0..9`, digit sets are 9-bit masks.
trait Board: Copy {
    /// Propagates to a fixed point; when cells stay open, also picks the cell to branch on.
    fn propagate(&mut self) -> Status;
    /// Places `digit` in `cell`; `false` if it is no longer possible there.
    fn place(&mut self, cell: usize, digit: usize) -> bool;
    /// Removes `digit` from `cell` (without propagating).
    fn remove(&mut self, cell: usize, digit: usize);
    /// The placed digits (call on a `Solved` node).
    fn to_grid(&self) -> Grid;
    /// Whether digit indexes `a` and `b` are possible in exactly the same open cells. Then
    /// swapping them maps the node's solutions one to one onto each other, so a cell holding
    /// both has as many solutions with `a` as with `b` ("twins"). `false` is always safe.
    fn twins(&self, _a: usize, _b: usize) -> bool {
        false
    }
}

/// What the search does with solutions and, for long counts, with its progress.
trait Visitor {
    /// Whether [`Visitor::progress`] is wanted (decided at compile time per visitor).
    const TRACKS_PROGRESS: bool = false;
    /// Whether only the number of solutions matters, so a twin digit's subtree may be
    /// counted as a copy of its sibling's instead of being searched.
    const COUNTS_ONLY: bool = false;
    /// Solutions counted so far (for visitors that count).
    fn found(&self) -> u64 {
        0
    }
    /// `n` more solutions, known by symmetry; `Break` stops the search.
    fn add_copies(&mut self, _n: u64) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
    /// A solution was found; `Break` stops the search.
    fn solution(&mut self, board: &impl Board) -> ControlFlow<()>;
    /// Called every [`PROGRESS_INTERVAL`] nodes when [`Visitor::TRACKS_PROGRESS`].
    fn progress(&mut self, _nodes: u64, _fraction_done: f64) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
}

/// Depth-first search state: the visitor and, for progress estimates, the branch taken at
/// each depth.
struct Search<'v, V> {
    visitor: &'v mut V,
    nodes: u64,
    /// `path[depth] = (branch index, branch count)` of the branch being explored.
    path: [(u8, u8); 82],
}

impl<V: Visitor> Search<'_, V> {
    fn node<B: Board>(&mut self, board: &mut B, depth: usize) -> ControlFlow<()> {
        if V::TRACKS_PROGRESS {
            self.nodes += 1;
            if self.nodes.is_multiple_of(PROGRESS_INTERVAL) {
                self.report(depth)?;
            }
        }
        let (cell, mut digits, exhaustive) = match board.propagate() {
            Status::Contradiction => return ControlFlow::Continue(()),
            Status::Solved => return self.visitor.solution(board),
            Status::Open { cell, digits } => (cell, digits, true),
            Status::Pin { cell, digit } => (cell, 1 << digit, false),
        };
        if exhaustive && digits.count_ones() == 2 {
            return self.branch_bivalue(board, cell, digits, depth);
        }
        let total = digits.count_ones() as u8 + u8::from(!exhaustive);
        let mut index = 0u8;
        // For counting: `twin_of[d]` is an earlier digit of this cell with the same plane,
        // `gained[d]` the solutions its subtree had.
        let mut twin_of = [u8::MAX; 9];
        let mut gained = [0u64; 9];
        if V::COUNTS_ONLY && exhaustive && digits.count_ones() > 1 {
            let mut rest = digits;
            while rest != 0 {
                let d = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let mut later = rest;
                while later != 0 {
                    let e = later.trailing_zeros() as usize;
                    later &= later - 1;
                    if twin_of[e] == u8::MAX && board.twins(d, e) {
                        twin_of[e] = d as u8;
                    }
                }
            }
        }
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            if V::TRACKS_PROGRESS {
                self.path[depth.min(81)] = (index, total);
            }
            if V::COUNTS_ONLY && twin_of[d] != u8::MAX {
                // The swap of `d` and its twin maps this subtree onto the twin's.
                self.visitor.add_copies(gained[twin_of[d] as usize])?;
                board.remove(cell, d);
                index += 1;
                continue;
            }
            if digits == 0 && exhaustive {
                // The last candidate: the parent node itself becomes the child.
                if !board.place(cell, d) {
                    return ControlFlow::Continue(());
                }
                return self.node(board, depth + 1);
            }
            let mut child = *board;
            let before = self.visitor.found();
            if child.place(cell, d) {
                self.node(&mut child, depth + 1)?;
            }
            if V::COUNTS_ONLY {
                gained[d] = self.visitor.found() - before;
            }
            board.remove(cell, d);
            index += 1;
        }
        if !exhaustive {
            // The "no" branch of a pin: the parent without the digit becomes the child.
            if V::TRACKS_PROGRESS {
                self.path[depth.min(81)] = (index, total);
            }
            return self.node(board, depth + 1);
        }
        ControlFlow::Continue(())
    }

    /// The most common branch, on a cell with two candidates `digits`, without the general
    /// loop's bookkeeping: the first digit on a copy, the second on the node itself. When
    /// counting and the two digits are twins, the second subtree is the first one again.
    #[inline(always)]
    fn branch_bivalue<B: Board>(
        &mut self,
        board: &mut B,
        cell: usize,
        digits: u32,
        depth: usize,
    ) -> ControlFlow<()> {
        let first = digits.trailing_zeros() as usize;
        let second = (digits & (digits - 1)).trailing_zeros() as usize;
        if V::TRACKS_PROGRESS {
            self.path[depth.min(81)] = (0, 2);
        }
        if V::COUNTS_ONLY && board.twins(first, second) {
            let before = self.visitor.found();
            if board.place(cell, first) {
                self.node(board, depth + 1)?;
            }
            let gained = self.visitor.found() - before;
            return self.visitor.add_copies(gained);
        }
        let mut child = *board;
        if child.place(cell, first) {
            self.node(&mut child, depth + 1)?;
        }
        if V::TRACKS_PROGRESS {
            self.path[depth.min(81)] = (1, 2);
        }
        if !board.place(cell, second) {
            return ControlFlow::Continue(());
        }
        self.node(board, depth + 1)
    }

    /// Tells the visitor how far the search has come (rare: kept out of the hot path).
    #[cold]
    #[inline(never)]
    fn report(&mut self, depth: usize) -> ControlFlow<()> {
        let fraction = self.fraction_done(depth);
        self.visitor.progress(self.nodes, fraction)
    }

    /// The share of the tree explored, from the branches taken at depths `0..depth`.
    fn fraction_done(&self, depth: usize) -> f64 {
        let mut done = 0.0;
        let mut width = 1.0;
        for &(index, total) in &self.path[..depth.min(82)] {
            if total == 0 {
                break;
            }
            width /= f64::from(total);
            done += f64::from(index) * width;
            if width < 1e-12 {
                break;
            }
        }
        done
    }
}

/// Builds the start board for `puzzle` and runs the search with `visitor`; the nodes visited
/// (counted only for a visitor that tracks progress, else 0).
fn run<V: Visitor>(puzzle: &Puzzle, visitor: &mut V) -> u64 {
    let mut search = Search {
        visitor,
        nodes: 0,
        path: [(0, 0); 82],
    };
    // A standard puzzle of givens only (the common case) goes straight from the digits to
    // the band board, through the given cells alone: building 81 masks and skipping the
    // empty ones cost 15% of a 17-clue uniqueness check (the skips mispredict).
    if let (Variant::Standard, None) = (puzzle.variant, &puzzle.candidates) {
        if let Some(mut board) = BandBoard::from_givens(&puzzle.givens.to_numbers()) {
            let _ = search.node(&mut board, 0);
        }
        return search.nodes;
    }
    // Bit `d` = digit index `d`.
    let mut masks = [0x1FFu16; 81];
    match &puzzle.candidates {
        None => {
            for (mask, digit) in masks.iter_mut().zip(puzzle.givens.to_numbers()) {
                if digit != 0 {
                    *mask = 1 << (digit - 1);
                }
            }
        }
        Some(start) => {
            for (mask, set) in masks.iter_mut().zip(start.sets()) {
                *mask = set.bits() >> 1;
            }
        }
    }
    let _ = match puzzle.variant {
        Variant::Standard => match BandBoard::from_masks(&masks) {
            Some(mut board) => search.node(&mut board, 0),
            None => ControlFlow::Continue(()),
        },
        variant => {
            let rules = Rules::for_variant(variant);
            match MaskBoard::from_masks(&rules, &masks) {
                Some(mut board) => search.node(&mut board, 0),
                None => ControlFlow::Continue(()),
            }
        }
    };
    search.nodes
}

/// Keeps the first two solutions.
struct Collect {
    first: Option<Grid>,
    second: Option<Grid>,
}

impl Visitor for Collect {
    fn solution(&mut self, board: &impl Board) -> ControlFlow<()> {
        if self.first.is_none() {
            self.first = Some(board.to_grid());
            ControlFlow::Continue(())
        } else {
            self.second = Some(board.to_grid());
            ControlFlow::Break(())
        }
    }
}

/// [`Collect`] with the node count on (progress is tracked, never acted on).
struct CollectCounting(Collect);

impl Visitor for CollectCounting {
    const TRACKS_PROGRESS: bool = true;

    fn solution(&mut self, board: &impl Board) -> ControlFlow<()> {
        self.0.solution(board)
    }
}

/// Counts up to a limit.
struct Count {
    found: u64,
    limit: u64,
}

impl Visitor for Count {
    const COUNTS_ONLY: bool = true;

    fn found(&self) -> u64 {
        self.found
    }

    fn add_copies(&mut self, n: u64) -> ControlFlow<()> {
        self.found += n;
        if self.found >= self.limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }

    #[inline(always)]
    fn solution(&mut self, _board: &impl Board) -> ControlFlow<()> {
        self.found += 1;
        if self.found >= self.limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}

/// Counts everything, reporting progress.
struct CountAll<'f> {
    found: u64,
    cancelled: bool,
    on_progress: &'f mut dyn FnMut(&CountProgress) -> ControlFlow<()>,
}

impl Visitor for CountAll<'_> {
    const TRACKS_PROGRESS: bool = true;
    const COUNTS_ONLY: bool = true;

    fn found(&self) -> u64 {
        self.found
    }

    fn add_copies(&mut self, n: u64) -> ControlFlow<()> {
        self.found += n;
        ControlFlow::Continue(())
    }

    #[inline(always)]
    fn solution(&mut self, _board: &impl Board) -> ControlFlow<()> {
        self.found += 1;
        ControlFlow::Continue(())
    }

    fn progress(&mut self, nodes: u64, fraction_done: f64) -> ControlFlow<()> {
        let report = CountProgress {
            solutions: self.found,
            nodes,
            fraction_done: fraction_done.clamp(0.0, 1.0),
        };
        let flow = (self.on_progress)(&report);
        if flow.is_break() {
            self.cancelled = true;
        }
        flow
    }
}

#[cfg(test)]
mod tests;
