//! Stepwise Sudoku.
pub mod engine;
