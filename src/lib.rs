//! Stepwise Sudoku: a sudoku coach that solves, rates and explains.
//!
//! - [`engine`]: pure Rust: grid, variants, parsing, exact solver. Shared by the CLI, the
//!   benchmarks and the browser app.
//! - [`game`]: the app's pure model of a puzzle being entered and played (commands, verdict,
//!   save format); no Leptos, tested natively.
//! - [`i18n`]: the interface's words, one message table per language (English, German).
//! - `web` (wasm32 only): the Leptos components, storage and PWA glue of the browser app.
//! - `cli` (native only): the `stepwise` command-line tool's arguments, input loop and output.
//!
//! ```
//! use stepwise::engine::{Variant, parse_puzzle};
//! let puzzle = parse_puzzle(
//!     "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
//!     Variant::Standard,
//! ).unwrap();
//! assert_eq!(puzzle.givens.filled_count(), 18);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod engine;
pub mod game;
pub mod i18n;
#[cfg(test)]
mod test_support;
#[cfg(target_arch = "wasm32")]
pub mod web;

/// Every wasm build (the page and its workers) allocates with Talc instead of Rust's default
/// dlmalloc: smaller (the page's bundle −600 bytes gzip) and faster.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
