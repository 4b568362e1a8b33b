//! The engine: pure Rust, no DOM, no clock, no global RNG, no serialisation framework.
//! Everything the CLI, the benchmarks and the browser share.

pub mod ask;
pub mod bits;
pub(crate) mod closed;
pub mod diagnosis;
pub mod explain;
pub mod format;
pub mod generator;
pub mod grid;
pub mod house;
pub mod lab;
pub mod level;
pub mod parse;
pub mod pen;
pub mod phrase;
pub mod position;
pub mod puzzle;
pub mod rating;
pub mod solver;
pub mod sort;
pub mod step;
pub mod techniques;
pub mod trial;
pub mod types;

pub use bits::{CellSet, DigitSet};
pub use explain::{Explanation, Highlights, Why, branch_heading};
pub use grid::{Candidates, Grid, Repeat};
pub use house::{House, Variant};
pub use level::Level;
pub use parse::{ParseError, parse_puzzle};
pub use position::Position;
pub use puzzle::Puzzle;
pub use solver::Solutions;
pub use step::{Candidate, Evidence, Step};
pub use techniques::{Technique, explain};
pub use types::{Cell, Digit};
