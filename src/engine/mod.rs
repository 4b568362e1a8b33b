//! The engine: pure Rust, no DOM, no clock, no global RNG, no serialisation framework.
//! Everything the CLI, the benchmarks and the browser share.

pub mod bits;
pub mod grid;
pub mod house;
pub mod puzzle;
pub mod solver;
pub mod types;

pub use bits::{CellSet, DigitSet};
pub use grid::{Candidates, Grid, Repeat};
pub use house::{House, Variant};
pub use puzzle::Puzzle;
pub use solver::Solutions;
pub use types::{Cell, Digit};
