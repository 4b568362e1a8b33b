//! The `stepwise` command-line tool: argument parsing, the puzzle-per-line input loop and
//! the text/JSON output, kept apart from `main` so that every piece is testable natively.
//!
//! The contract (one output line per input puzzle, `error` lines, exit codes, the JSON
//! object) is documented in [`args::HELP`] and tested end to end in `tests/cli.rs`.

pub mod args;
pub mod ask;
pub mod generate;
pub mod input;
pub mod json;
pub mod lab;
pub mod rate;
pub mod run;
pub mod steps;
