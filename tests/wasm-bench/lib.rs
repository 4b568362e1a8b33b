//! Timing exports for the solver and the hint engine in wasm, without wasm-bindgen: the host
//! writes puzzles (81 bytes each) into a buffer from [`alloc`], calls [`load`], then times
//! [`run`] itself (`performance.now()` around the call), so parsing is never timed.
//!
//! Next-hint latency: [`paths`] walks the loaded puzzles' solution paths as
//! `cargo bench --bench hints` does (easiest step first, every technique allowed) and keeps
//! every position; the host then times [`hint`] on each of them.
//!
//! The engine is included by path rather than as a dependency: it is pure Rust with no
//! dependencies, while the `stepwise` package pulls in Leptos for wasm32 (minutes of
//! compiling for code the bench never calls). It is the same source file for file.

#[path = "../../src/engine/mod.rs"]
pub mod engine;

use std::sync::Mutex;

use engine::solver::count;
use engine::techniques::next_step;
use engine::{Grid, Position, Puzzle, Variant};

struct State {
    buffer: Vec<u8>,
    puzzles: Vec<Puzzle>,
    positions: Vec<Position>,
}

static STATE: Mutex<State> = Mutex::new(State {
    buffer: Vec::new(),
    puzzles: Vec::new(),
    positions: Vec::new(),
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

/// Walks the solution path of every loaded puzzle (the easiest step each time, all
/// techniques allowed) and keeps each position met, the last one included (where no step is
/// found); returns how many. This also warms the code [`hint`] runs.
#[unsafe(no_mangle)]
pub extern "C" fn paths() -> usize {
    let mut state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    let mut positions = Vec::new();
    for puzzle in &state.puzzles {
        let mut pos = Position::from_puzzle(puzzle);
        loop {
            positions.push(pos.clone());
            match next_step(&pos, |_| true) {
                Some(step) => pos.apply(&step),
                None => break,
            }
        }
    }
    state.positions = positions;
    state.positions.len()
}

/// Walks the solution path of loaded puzzle `i` alone (what `stepwise path` does, less
/// parsing and printing, as `cargo bench --bench hints` times it); returns its steps (0 for an
/// `i` out of range). The caller times each call: the full path per puzzle.
#[unsafe(no_mangle)]
pub extern "C" fn path(i: usize) -> usize {
    let state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    state.puzzles.get(i).map_or(0, |puzzle| {
        let mut pos = Position::from_puzzle(puzzle);
        let mut steps = 0;
        while let Some(step) = next_step(&pos, |_| true) {
            pos.apply(&step);
            steps += 1;
        }
        steps
    })
}

/// `next_step` on position `i` of [`paths`]: returns the changes the step makes (placements
/// plus eliminations; 0 when there is none, or for an `i` out of range) as a checksum.
#[unsafe(no_mangle)]
pub extern "C" fn hint(i: usize) -> f64 {
    let state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    state.positions.get(i).map_or(0.0, |pos| {
        next_step(pos, |_| true).map_or(0.0, |s| (s.placements.len() + s.eliminations.len()) as f64)
    })
}

/// The allocator the app's workers use (`src/lib.rs`), so the figures are theirs.
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
