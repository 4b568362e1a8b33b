//! The bitboard state, propagation to a fixed point and the depth-first search (see the
//! module docs of `solver` for the design).

use std::ops::ControlFlow;

use crate::engine::grid::Grid;
use crate::engine::puzzle::Puzzle;
use crate::engine::types::Cell;

const ALL_CELLS: u128 = (1u128 << 81) - 1;
/// How often (in search nodes) a long count reports progress.
const PROGRESS_EVERY: u64 = 1 << 16;

/// Progress of a long count, passed to the `count_all` callback.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct CountProgress {
    /// Solutions found so far.
    pub solutions: u64,
    /// Search nodes visited so far.
    pub nodes: u64,
    /// An estimate of the share of the search tree already explored, 0 to 1 (from the
    /// branch positions along the current path; exact at the end).
    pub fraction_done: f64,
}

/// The rules of one variant as raw masks: peers per cell and the houses.
struct Rules {
    peers: [u128; 81],
    houses: [u128; 38],
    house_count: usize,
}

impl Rules {
    fn new(puzzle: &Puzzle) -> Rules {
        let variant = puzzle.variant;
        let mut peers = [0u128; 81];
        for cell in Cell::all() {
            peers[cell.index()] = variant.peers(cell).bits();
        }
        let mut houses = [0u128; 38];
        for (slot, h) in houses.iter_mut().zip(variant.houses()) {
            *slot = h.cells().bits();
        }
        Rules {
            peers,
            houses,
            house_count: variant.houses().len(),
        }
    }
}

/// For each digit the cells where it is still possible (a placed digit keeps its own cell),
/// and the cells already placed.
#[derive(Clone, Copy)]
struct State {
    cand: [u128; 9],
    solved: u128,
}

impl State {
    fn from_puzzle(puzzle: &Puzzle) -> State {
        let start = puzzle.start_candidates();
        let mut cand = [0u128; 9];
        for cell in Cell::all() {
            for d in start.get(cell).iter() {
                cand[d.index()] |= 1u128 << cell.index();
            }
        }
        State { cand, solved: 0 }
    }

    #[inline(always)]
    fn place(&mut self, cell: u32, digit: usize, rules: &Rules) {
        let bit = 1u128 << cell;
        for c in &mut self.cand {
            *c &= !bit;
        }
        self.cand[digit] = (self.cand[digit] & !rules.peers[cell as usize]) | bit;
        self.solved |= bit;
    }

    /// Applies naked and hidden singles until none is left. `false` on a contradiction.
    #[inline]
    fn propagate(&mut self, rules: &Rules) -> bool {
        loop {
            let (mut once, mut twice) = (0u128, 0u128);
            for &c in &self.cand {
                twice |= once & c;
                once |= c;
            }
            if once != ALL_CELLS {
                return false; // a cell with no digit left
            }
            let singles = once & !twice & !self.solved;
            if singles != 0 {
                for d in 0..9 {
                    let mut cells = singles & self.cand[d];
                    while cells != 0 {
                        let cell = cells.trailing_zeros();
                        cells &= cells - 1;
                        if self.cand[d] & (1u128 << cell) == 0 {
                            return false; // a peer in this batch took the same digit
                        }
                        self.place(cell, d, rules);
                    }
                }
                continue;
            }
            let mut placed = false;
            for d in 0..9 {
                for &house in &rules.houses[..rules.house_count] {
                    let cells = self.cand[d] & house;
                    if cells == 0 {
                        return false; // the house lost this digit
                    }
                    if cells & (cells - 1) == 0 && cells & self.solved == 0 {
                        self.place(cells.trailing_zeros(), d, rules);
                        placed = true;
                    }
                }
            }
            if !placed {
                return true;
            }
        }
    }

    /// The unsolved cell to branch on: a bi-value cell if there is one, else one with the
    /// fewest candidates.
    #[inline]
    fn branch_cell(&self) -> u32 {
        let (mut one, mut two, mut three) = (0u128, 0u128, 0u128);
        for &c in &self.cand {
            three |= two & c;
            two |= one & c;
            one |= c;
        }
        let pairs = two & !three & !self.solved;
        if pairs != 0 {
            return pairs.trailing_zeros();
        }
        let mut best = (u32::MAX, 0u32);
        let mut open = !self.solved & ALL_CELLS;
        while open != 0 {
            let cell = open.trailing_zeros();
            open &= open - 1;
            let n = self.digits_of(cell).count_ones();
            if n < best.0 {
                best = (n, cell);
            }
        }
        best.1
    }

    /// Bit `d` set for each digit index `d` still possible in `cell`.
    #[inline]
    fn digits_of(&self, cell: u32) -> u16 {
        let mut mask = 0u16;
        for (d, &c) in self.cand.iter().enumerate() {
            mask |= (((c >> cell) & 1) as u16) << d;
        }
        mask
    }

    fn to_grid(self) -> Grid {
        let mut numbers = [0u8; 81];
        for (d, &c) in self.cand.iter().enumerate() {
            let mut cells = c;
            while cells != 0 {
                numbers[cells.trailing_zeros() as usize] = d as u8 + 1;
                cells &= cells - 1;
            }
        }
        Grid::from_numbers(&numbers).unwrap_or(Grid::EMPTY)
    }
}

/// One level of the search: the state before branching, the cell, the digits left to try.
#[derive(Clone, Copy)]
struct Frame {
    state: State,
    cell: u32,
    remaining: u16,
    branches: u8,
    tried: u8,
}

/// What the search does with each solution; generic so counting builds no grids.
trait Visitor {
    fn solution(&mut self, state: &State) -> ControlFlow<()>;
}

struct Counter {
    found: u64,
    limit: u64,
}

impl Visitor for Counter {
    #[inline]
    fn solution(&mut self, _: &State) -> ControlFlow<()> {
        self.found += 1;
        if self.found >= self.limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}

struct Collector<'a> {
    each: &'a mut dyn FnMut(Grid) -> ControlFlow<()>,
    found: u64,
}

impl Visitor for Collector<'_> {
    fn solution(&mut self, state: &State) -> ControlFlow<()> {
        self.found += 1;
        (self.each)(state.to_grid())
    }
}

/// Depth-first search from `puzzle`; returns whether the whole tree was explored.
fn search<V: Visitor>(
    puzzle: &Puzzle,
    visitor: &mut V,
    found: impl Fn(&V) -> u64,
    on_progress: &mut dyn FnMut(&CountProgress) -> ControlFlow<()>,
) -> bool {
    let rules = Rules::new(puzzle);
    let mut state = State::from_puzzle(puzzle);
    if !state.propagate(&rules) {
        return true;
    }
    // At most one frame per unsolved cell: one allocation per search, none per node.
    let mut stack: Vec<Frame> = Vec::with_capacity(81);
    let mut nodes: u64 = 0;
    let mut descend = true;
    loop {
        if descend {
            nodes += 1;
            if nodes.is_multiple_of(PROGRESS_EVERY) {
                let progress = CountProgress {
                    solutions: found(visitor),
                    nodes,
                    fraction_done: fraction_done(&stack),
                };
                if on_progress(&progress).is_break() {
                    return false;
                }
            }
            if state.solved == ALL_CELLS {
                if visitor.solution(&state).is_break() {
                    return false;
                }
            } else {
                let cell = state.branch_cell();
                let remaining = state.digits_of(cell);
                stack.push(Frame {
                    state,
                    cell,
                    remaining,
                    branches: remaining.count_ones() as u8,
                    tried: 0,
                });
            }
        }
        // Take the next untried digit of the deepest frame that has one.
        let Some(top) = stack.last_mut() else {
            return true;
        };
        if top.remaining == 0 {
            stack.pop();
            descend = false;
            continue;
        }
        let d = top.remaining.trailing_zeros() as usize;
        top.remaining &= top.remaining - 1;
        top.tried += 1;
        state = top.state;
        state.place(top.cell, d, &rules);
        descend = state.propagate(&rules);
    }
}

/// The share of the tree explored so far, from how many branches each level has finished.
fn fraction_done(stack: &[Frame]) -> f64 {
    let mut done = 0.0;
    let mut width = 1.0;
    for f in stack {
        let b = f64::from(f.branches.max(1));
        done += width * f64::from(f.tried.saturating_sub(1)) / b;
        width /= b;
    }
    done.min(1.0)
}

/// Calls `each` for every solution until it breaks.
pub fn run(
    puzzle: &Puzzle,
    each: &mut dyn FnMut(Grid) -> ControlFlow<()>,
    on_progress: &mut dyn FnMut(&CountProgress) -> ControlFlow<()>,
) {
    let mut visitor = Collector { each, found: 0 };
    search(puzzle, &mut visitor, |v| v.found, on_progress);
}

/// Counts solutions up to `limit`; also returns whether the count finished (reached the
/// limit or explored everything) rather than being cancelled.
pub fn count(
    puzzle: &Puzzle,
    limit: u64,
    on_progress: &mut dyn FnMut(&CountProgress) -> ControlFlow<()>,
) -> (u64, bool) {
    let mut counter = Counter { found: 0, limit };
    let finished = search(puzzle, &mut counter, |c| c.found, on_progress);
    (counter.found, finished || counter.found >= limit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_of_reads_the_masks() {
        let mut s = State {
            cand: [0; 9],
            solved: 0,
        };
        s.cand[0] = 1 << 5;
        s.cand[8] = 1 << 5;
        assert_eq!(s.digits_of(5), 0b1_0000_0001);
    }
}
