//! The solver lab (issue 18): the ways a computer can solve a sudoku, side by side, behind one
//! interface, so the CLI, the benchmark and the lab page race them on the same puzzle.
//!
//! | method | file | what it is | proves uniqueness |
//! |---|---|---|---|
//! | [`Method::Exact`] | `exact.rs` | our exact solver (`engine::solver`): bitboards, propagation, best-cell choice; the reference | yes |
//! | [`Method::Backtracking`] | `backtracking.rs` | naive backtracking in cell order, digits 1–9, as the school exercise (seed 004) | yes (it searches on after the first solution) |
//! | [`Method::Dlx`] | `dlx.rs` | exact cover with dancing links (Knuth's Algorithm X), solutions counted up to two | yes |
//! | [`Method::Milp`] | `milp.rs` | the course report's MILP model (seed 002: 729 binaries, 324 equalities and the givens) solved by `microlp` | yes (a second solve: the same model minimising the empty cells that agree with the first solution, from it as the incumbent) |
//! | [`Method::Genetic`] | `genetic.rs` | the course report's genetic algorithm with its parameters, seeded | no: it reports `solved` |
//! | [`Method::Sat`] | `sat.rs` | a CNF encoding solved by `varisat` (CDCL) | yes (a second solve with the first solution blocked) |
//!
//! Every method is variant-aware: the houses come from [`Variant::houses`].
//!
//! The lab is pure like the rest of the engine: no clock and no global random numbers. A
//! caller that wants a time limit or a cancel button passes a [`Watch`], whose
//! [`Watch::should_stop`] the methods ask between units of work (every few thousand steps of
//! a search, every generation of the genetic algorithm, every few branch-and-bound nodes);
//! the genetic algorithm draws from its own seeded generator ([`rng::SplitMix64`]).
//! (`microlp` reads the clock for its own statistics; the lab never sets its time limit.)

pub mod backtracking;
mod counter;
pub mod dlx;
pub mod exact;
pub mod facts;
pub mod genetic;
pub mod milp;
pub mod replay;
pub mod rng;
pub mod sat;

pub use counter::Counter;

use crate::engine::closed::closed_enum;
use crate::engine::grid::Grid;
use crate::engine::puzzle::Puzzle;
use crate::engine::types::{Cell, Digit};

closed_enum! {
    /// One way of solving, as the lab offers it (in the order the lab lists them); its slug
    /// is its name in the CLI (`--methods`), the JSON and the worker protocol.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
    pub enum Method {
        /// Our exact solver, the reference.
        Exact => "exact",
        /// Naive backtracking in cell order (seed 004).
        Backtracking => "backtracking",
        /// Algorithm X with dancing links.
        Dlx => "dlx",
        /// The course report's MILP model, solved by `microlp`.
        Milp => "milp",
        /// The course report's genetic algorithm.
        Genetic => "genetic",
        /// A CNF encoding, solved by `varisat`.
        Sat => "sat",
    }
}

impl Method {
    /// Runs the method on `puzzle`. `seed` feeds the methods that draw random numbers (the
    /// genetic algorithm); the others ignore it.
    pub fn run(self, puzzle: &Puzzle, seed: u64, watch: &mut dyn Watch) -> Outcome {
        match self {
            Method::Exact => exact::run(puzzle),
            Method::Backtracking => backtracking::run(puzzle, watch),
            Method::Dlx => dlx::run(puzzle, watch),
            Method::Milp => milp::run(puzzle, watch),
            Method::Genetic => genetic::run(puzzle, &genetic::Params::report(seed), watch),
            Method::Sat => sat::run(puzzle),
        }
    }
}

/// What one step of a search played slowly did ([`backtracking::Stepper`], [`dlx::Stepper`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    /// `digit` was written into `cell` (it fits with every digit placed so far).
    Place {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: Digit,
    },
    /// No further digit fits `cell`: it is emptied and the search goes one cell back.
    TakeBack {
        /// The cell.
        cell: Cell,
    },
    /// Every cell is filled: a solution (the board as it stands).
    Solution,
    /// The whole tree has been searched.
    Done,
}

closed_enum! {
    /// What a method found; its slug is its name in the CLI's JSON and the worker protocol.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
    pub enum Status {
        /// Exactly one solution, proven.
        Unique => "unique",
        /// No solution, proven.
        None => "none",
        /// At least two solutions (the outcome carries two).
        Multiple => "multiple",
        /// A solution, without a proof that it is the only one (the genetic algorithm).
        Solved => "solved",
        /// The watch said stop before the method finished (a time limit or a cancel: the
        /// caller knows which).
        Timeout => "timeout",
    }
}

/// What a method reports: its finding, up to two solutions, and its counters.
#[derive(Clone, PartialEq, Debug)]
pub struct Outcome {
    /// What it found.
    pub status: Status,
    /// The solution (unique or solved), or the first of two.
    pub solution: Option<Grid>,
    /// The second solution when the status is [`Status::Multiple`].
    pub second: Option<Grid>,
    /// The method's main unit of work: search nodes, backtracking steps, simplex iterations,
    /// generations (for SAT, which exposes none: 0).
    pub steps: u64,
    /// Method-specific counters ([`Counter`]), in the order the method reports them.
    pub detail: Vec<(Counter, u64)>,
    /// A series to draw, if the method has one (best fitness per generation, search depth
    /// over the steps).
    pub chart: Option<Chart>,
}

impl Outcome {
    /// An outcome from a solution count up to two: none, unique or multiple.
    fn from_solutions(first: Option<Grid>, second: Option<Grid>, steps: u64) -> Outcome {
        let status = match (first.is_some(), second.is_some()) {
            (false, _) => Status::None,
            (true, false) => Status::Unique,
            (true, true) => Status::Multiple,
        };
        Outcome {
            status,
            solution: first,
            second,
            steps,
            detail: Vec::new(),
            chart: None,
        }
    }

    /// The outcome of a method stopped by its watch, with what it had found so far.
    fn stopped(first: Option<Grid>, steps: u64) -> Outcome {
        Outcome {
            status: Status::Timeout,
            solution: first,
            second: None,
            steps,
            detail: Vec::new(),
            chart: None,
        }
    }
}

closed_enum! {
    /// What a chart's values mean; its slug is its name in the worker protocol.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
    pub enum ChartKind {
        /// The genetic algorithm's best fitness (duplicates) per generation.
        BestFitness => "fitness",
        /// Backtracking's search depth (cells filled) over its steps.
        Depth => "depth",
    }
}

/// A series of points `(x, y)`: x a generation or a step, y the value; at most
/// [`Chart::MAX_POINTS`], thinned evenly when the run was longer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Chart {
    /// What the values are.
    pub kind: ChartKind,
    /// The points, x ascending.
    pub points: Vec<(u64, u32)>,
}

impl Chart {
    /// The most points a chart keeps (enough for an SVG line, small enough for a message).
    pub const MAX_POINTS: usize = 400;

    /// An empty chart of `kind`.
    pub fn new(kind: ChartKind) -> Chart {
        Chart {
            kind,
            points: Vec::new(),
        }
    }

    /// Adds a point; when the chart is full, every second point is dropped first, so the
    /// points stay evenly spread over the whole run. Callers add points at a fixed stride
    /// (`stride` steps), which doubles with every thinning: pass it back in.
    pub fn push(&mut self, x: u64, y: u32, stride: &mut u64) {
        if self.points.len() >= Chart::MAX_POINTS {
            let mut i = 0;
            self.points.retain(|_| {
                i += 1;
                i % 2 == 1
            });
            *stride *= 2;
        }
        self.points.push((x, y));
    }
}

/// A report while a method runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Progress {
    /// The method's steps so far (as [`Outcome::steps`]).
    pub steps: u64,
    /// A value worth showing live: the best fitness (genetic algorithm), the search depth
    /// (backtracking, dancing links), the branch-and-bound nodes (MILP).
    pub value: u64,
}

/// What the caller lends a running method: the stop check and the progress reports.
pub trait Watch {
    /// Whether to stop now (a time limit, a cancel). Asked between units of work, so keep it
    /// cheap.
    fn should_stop(&mut self) -> bool;
    /// A progress report (at most as often as `should_stop` is asked).
    fn progress(&mut self, _progress: &Progress) {}
    /// The method has found its first solution and goes on to prove it the only one (the
    /// caller can time the two apart: the course report timed only the first).
    fn first_solution(&mut self) {}
}

/// A watch that never stops a method and ignores its progress.
#[derive(Clone, Copy, Default, Debug)]
pub struct RunToEnd;

impl Watch for RunToEnd {
    fn should_stop(&mut self) -> bool {
        false
    }
}

/// A watch that stops a method after `n` asks (deterministic budgets for tests).
#[derive(Clone, Copy, Debug)]
pub struct AskLimit(pub u64);

impl Watch for AskLimit {
    fn should_stop(&mut self) -> bool {
        if self.0 == 0 {
            return true;
        }
        self.0 -= 1;
        false
    }
}

#[cfg(test)]
mod tests;
