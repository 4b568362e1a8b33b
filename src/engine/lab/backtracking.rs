//! Naive backtracking as the school exercise writes it (seed 004, `loeseSudoku(feld)`): the
//! empty cells in reading order, the digits 1–9 in turn, a digit kept when no peer holds it,
//! one cell back when none fits. No propagation, no choice of cell.
//!
//! The search is a [`Stepper`] with its own stack, one event per call, so the lab page can
//! play it slowly on the board ("watch it solve": the digits being tried and taken back) with
//! the very code that [`run`] races. A step is one digit tried in a cell, whether it fits or
//! not: the report's "iterations" (easy_02 takes 213 of them to its solution, as the report
//! counted, 37 of them written; easy_01, which the report's program "failed", 524).
//!
//! Unlike the exercise, which stops at the first solution, [`run`] searches on until a
//! second solution or the end of the tree, so it proves uniqueness (and says how many steps
//! the first solution took).

use crate::engine::grid::Grid;
use crate::engine::puzzle::Puzzle;
use crate::engine::types::{Cell, Digit};

pub use super::Event;
use super::{Chart, ChartKind, Counter, Outcome, Progress, Status, Watch};

/// The naive search, one event at a time.
#[derive(Clone, Debug)]
pub struct Stepper {
    /// The digit in each cell (0 = empty).
    board: [u8; 81],
    /// The empty cells of the puzzle, in reading order.
    empties: Vec<Cell>,
    /// How many of `empties` are filled (the search depth).
    depth: usize,
    /// For each cell, the houses it is in (indexes into `used`), at most 6.
    houses_of: [[u8; 6]; 81],
    /// How many houses each cell is in.
    house_count: [u8; 81],
    /// The digits placed in each house, bit `d` = digit `d` (1–9).
    used: Vec<u16>,
    /// Digits tried so far.
    steps: u64,
    /// Digits written so far (the tries that fit).
    placed: u64,
    /// `true` after a solution, until the search moves on from it.
    at_solution: bool,
    /// `true` once the tree is exhausted.
    done: bool,
}

impl Stepper {
    /// A search over `puzzle`'s givens; `None` when two givens already clash (no solution).
    pub fn new(puzzle: &Puzzle) -> Option<Stepper> {
        let houses = puzzle.variant.houses();
        let mut houses_of = [[0u8; 6]; 81];
        let mut house_count = [0u8; 81];
        for (h, house) in houses.iter().enumerate() {
            for cell in house.cell_list() {
                let i = cell.index();
                houses_of[i][house_count[i] as usize] = h as u8;
                house_count[i] += 1;
            }
        }
        let mut stepper = Stepper {
            board: puzzle.givens.to_numbers(),
            empties: Vec::with_capacity(81),
            depth: 0,
            houses_of,
            house_count,
            used: vec![0; houses.len()],
            steps: 0,
            placed: 0,
            at_solution: false,
            done: false,
        };
        for cell in Cell::all() {
            let (i, d) = (cell.index(), stepper.board[cell.index()]);
            if d == 0 {
                stepper.empties.push(cell);
            } else if !stepper.fits(i, d) {
                return None;
            } else {
                stepper.mark(i, d, true);
            }
        }
        Some(stepper)
    }

    fn fits(&self, cell: usize, digit: u8) -> bool {
        let bit = 1u16 << digit;
        self.houses_of[cell][..self.house_count[cell] as usize]
            .iter()
            .all(|&h| self.used[h as usize] & bit == 0)
    }

    fn mark(&mut self, cell: usize, digit: u8, on: bool) {
        let bit = 1u16 << digit;
        for k in 0..self.house_count[cell] as usize {
            let h = self.houses_of[cell][k] as usize;
            if on {
                self.used[h] |= bit;
            } else {
                self.used[h] &= !bit;
            }
        }
    }

    /// One step of the search.
    pub fn step(&mut self) -> Event {
        if self.done {
            return Event::Done;
        }
        if self.depth == self.empties.len() && !self.at_solution {
            self.at_solution = true;
            return Event::Solution;
        }
        self.at_solution = false;
        if self.depth == self.empties.len() {
            // Move on from a solution: try the next digit in the last empty cell.
            if self.depth == 0 {
                self.done = true;
                return Event::Done;
            }
            self.depth -= 1;
        }
        let cell = self.empties[self.depth];
        let i = cell.index();
        let from = self.board[i];
        if from != 0 {
            self.mark(i, from, false);
            self.board[i] = 0;
        }
        for digit in Digit::all().skip(from as usize) {
            self.steps += 1;
            if self.fits(i, digit.get()) {
                self.board[i] = digit.get();
                self.mark(i, digit.get(), true);
                self.depth += 1;
                self.placed += 1;
                return Event::Place { cell, digit };
            }
        }
        // Nothing fits here: one cell back (or the end of the tree).
        if self.depth == 0 {
            self.done = true;
            return Event::Done;
        }
        self.depth -= 1;
        Event::TakeBack { cell }
    }

    /// The board as it stands (givens and the digits being tried).
    pub fn board(&self) -> Grid {
        Grid::from_numbers(&self.board).unwrap_or(Grid::EMPTY)
    }

    /// Digits tried so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Digits written so far (the tries that fit).
    pub fn placed(&self) -> u64 {
        self.placed
    }

    /// How many empty cells are filled now.
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// How many cells were empty.
    pub fn empty_count(&self) -> usize {
        self.empties.len()
    }
}

/// How many steps pass between two questions to the watch.
const ASK_EVERY: u64 = 4096;

/// Runs naive backtracking on `puzzle` up to a second solution or the end of the tree.
pub fn run(puzzle: &Puzzle, watch: &mut dyn Watch) -> Outcome {
    let Some(mut stepper) = Stepper::new(puzzle) else {
        return Outcome::from_solutions(None, None, 0);
    };
    let mut first: Option<Grid> = None;
    let mut steps_to_first = 0;
    let mut chart = Chart::new(ChartKind::Depth);
    let mut stride = 1u64;
    let mut next_point = 0u64;
    let mut next_ask = ASK_EVERY;
    let second = loop {
        match stepper.step() {
            Event::Place { .. } => {
                let steps = stepper.steps;
                if steps >= next_point {
                    chart.push(steps, stepper.depth as u32, &mut stride);
                    next_point = steps + stride;
                }
                if steps >= next_ask {
                    next_ask = steps + ASK_EVERY;
                    watch.progress(&Progress {
                        steps,
                        value: stepper.depth as u64,
                    });
                    if watch.should_stop() {
                        let mut out = Outcome::stopped(first, steps);
                        out.status = Status::Timeout;
                        out.detail.push((Counter::StepsToFirst, steps_to_first));
                        out.detail.push((Counter::DigitsWritten, stepper.placed));
                        out.chart = Some(chart);
                        return out;
                    }
                }
            }
            Event::TakeBack { .. } => {}
            Event::Solution => {
                if first.is_none() {
                    first = Some(stepper.board());
                    steps_to_first = stepper.steps;
                    watch.first_solution();
                } else {
                    break Some(stepper.board());
                }
            }
            Event::Done => break None,
        }
    };
    chart.push(stepper.steps, stepper.depth as u32, &mut stride);
    let mut out = Outcome::from_solutions(first, second, stepper.steps);
    out.detail.push((Counter::StepsToFirst, steps_to_first));
    out.detail.push((Counter::DigitsWritten, stepper.placed));
    out.chart = Some(chart);
    out
}
