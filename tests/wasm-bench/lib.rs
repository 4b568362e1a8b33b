//! Timing exports for the solver in wasm, without wasm-bindgen: the host writes puzzles
//! (81 bytes each) into a buffer from [`alloc`], calls [`load`], then times [`run`] itself
//! (`performance.now()` around the call), so parsing is never timed.
//!
//! The engine is included by path rather than as a dependency: it is pure Rust with no
//! dependencies, while the `stepwise` package pulls in Leptos for wasm32 (minutes of
//! compiling for code the bench never calls). It is the same source file for file.

#[path = "../../src/engine/mod.rs"]
pub mod engine;

use std::sync::Mutex;

use engine::solver::count;
use engine::{Grid, Puzzle, Variant};

struct State {
    buffer: Vec<u8>,
    puzzles: Vec<Puzzle>,
}

static STATE: Mutex<State> = Mutex::new(State {
    buffer: Vec::new(),
    puzzles: Vec::new(),
});

/// A zeroed buffer of `len` bytes for the host to write puzzles into; returns its address.
#[unsafe(no_mangle)]
pub extern "C" fn alloc(len: usize) -> *const u8 {
    let mut state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    state.buffer = vec![0; len];
    state.buffer.as_ptr()
}

/// Parses the first `n` puzzles (81 bytes each, `.`/`0` empty) of the buffer; returns `n`.
#[unsafe(no_mangle)]
pub extern "C" fn load(n: usize) -> usize {
    let mut state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    let puzzles = state
        .buffer
        .chunks_exact(81)
        .take(n)
        .map(|chunk| {
            let mut numbers = [0u8; 81];
            for (d, &ch) in numbers.iter_mut().zip(chunk) {
                *d = ch.checked_sub(b'0').filter(|d| *d <= 9).unwrap_or(0);
            }
            Puzzle::new(
                Variant::Standard,
                Grid::from_numbers(&numbers).unwrap_or(Grid::EMPTY),
            )
        })
        .collect();
    state.puzzles = puzzles;
    state.puzzles.len()
}

/// `count(p, limit)` for every loaded puzzle; returns the sum of the counts (a checksum).
/// `limit` 0 means no limit.
#[unsafe(no_mangle)]
pub extern "C" fn run(limit: f64) -> f64 {
    let state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    let limit = if limit <= 0.0 { u64::MAX } else { limit as u64 };
    state.puzzles.iter().map(|p| count(p, limit)).sum::<u64>() as f64
}
