//! The searches the lab page can play slowly on the board ("watch it solve"): each
//! backtracking method's stepper behind one type, so the page offers every one of them the
//! same way.

use crate::engine::grid::Grid;
use crate::engine::puzzle::Puzzle;

use super::{Event, Method, backtracking, dlx};

/// A search played one [`Event`] at a time.
pub enum Replay {
    /// Naive backtracking in cell order: a step is a digit tried (boxed: it keeps its board
    /// and the houses of every cell inline).
    Backtracking(Box<backtracking::Stepper>),
    /// Algorithm X with dancing links: a step is a row chosen.
    Dlx(dlx::Stepper),
}

impl Replay {
    /// The methods that can be watched, in the order the page offers them.
    pub const METHODS: [Method; 2] = [Method::Backtracking, Method::Dlx];

    /// `method`'s search over `puzzle`; `None` when two givens clash (nothing to search) or
    /// the method is not one of [`Replay::METHODS`].
    pub fn new(method: Method, puzzle: &Puzzle) -> Option<Replay> {
        match method {
            Method::Backtracking => {
                backtracking::Stepper::new(puzzle).map(|s| Replay::Backtracking(Box::new(s)))
            }
            Method::Dlx => dlx::Stepper::new(puzzle).map(Replay::Dlx),
            Method::Exact | Method::Milp | Method::Genetic | Method::Sat => None,
        }
    }

    /// One step of the search.
    pub fn step(&mut self) -> Event {
        match self {
            Replay::Backtracking(s) => s.step(),
            Replay::Dlx(s) => s.step(),
        }
    }

    /// The board as it stands.
    pub fn board(&self) -> Grid {
        match self {
            Replay::Backtracking(s) => s.board(),
            Replay::Dlx(s) => s.board(),
        }
    }

    /// The method's steps so far: digits tried, or rows chosen.
    pub fn steps(&self) -> u64 {
        match self {
            Replay::Backtracking(s) => s.steps(),
            Replay::Dlx(s) => s.steps(),
        }
    }

    /// The choice the deepest digit placed was: which of its options (from 1) and how many
    /// the column Algorithm X chose had (1: it was forced); `None` for naive backtracking,
    /// which does not choose.
    pub fn choice(&self) -> Option<(u16, u16)> {
        match self {
            Replay::Backtracking(_) => None,
            Replay::Dlx(s) => s.choice(),
        }
    }
}
