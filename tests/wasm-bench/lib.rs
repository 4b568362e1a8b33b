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

use engine::lab::{Method, RunToEnd, Status};
use engine::solver::count;
use engine::techniques::{Memo, Shared, next_step, next_step_shared};
use engine::{Grid, Position, Puzzle, Variant};

struct State {
    buffer: Vec<u8>,
    puzzles: Vec<Puzzle>,
    positions: Vec<Position>,
    /// The loaded puzzles' givens with their solutions, where rateable ([`checks`]).
    checked: Vec<Option<(Puzzle, Grid)>>,
}

static STATE: Mutex<State> = Mutex::new(State {
    buffer: Vec::new(),
    puzzles: Vec::new(),
    positions: Vec::new(),
    checked: Vec::new(),
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

/// One of the solver lab's methods on every loaded puzzle: `method` 0 is the exact solver,
/// 1 dancing links (what `cargo bench --bench lab -- --dlx-only` compares natively; the
/// lab's worker is built with the engine worker's settings). Returns how many puzzles it
/// proved unique (a checksum: the host checks both methods agree).
#[unsafe(no_mangle)]
pub extern "C" fn lab(method: u32) -> f64 {
    let state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    let method = if method == 0 { Method::Exact } else { Method::Dlx };
    state
        .puzzles
        .iter()
        .filter(|p| method.run(p, 0, &mut RunToEnd).status == Status::Unique)
        .count() as f64
}

/// Walks `puzzle`'s solution path (the easiest step each time, all techniques allowed) as
/// `stepwise path` does, with one memo across its positions, handing `met` each position, the
/// last one included (where no step is found).
fn walk(puzzle: &Puzzle, mut met: impl FnMut(&Position)) {
    let mut pos = Position::from_puzzle(puzzle);
    let memo = Memo::default();
    loop {
        met(&pos);
        match next_step_shared(&pos, &Shared::remembering(true, &memo), |_| true) {
            Some(step) => pos.apply(&step),
            None => break,
        }
    }
}

/// Walks the solution path of every loaded puzzle and keeps each position met; returns how
/// many. This also warms the code [`hint`] runs.
#[unsafe(no_mangle)]
pub extern "C" fn paths() -> usize {
    let mut state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    let mut positions = Vec::new();
    for puzzle in &state.puzzles {
        walk(puzzle, |pos| positions.push(pos.clone()));
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
        let mut positions = 0;
        walk(puzzle, |_| positions += 1);
        positions - 1
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

/// Checks every loaded puzzle for the rating (one solution; its givens and solution kept for
/// [`rate`], untimed as `cargo bench --bench rating` leaves `rating::check` untimed); returns
/// how many are rateable.
#[unsafe(no_mangle)]
pub extern "C" fn checks() -> usize {
    let mut state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    let checked: Vec<_> = state
        .puzzles
        .iter()
        .map(|p| engine::rating::check(p).ok())
        .collect();
    state.checked = checked;
    state.checked.iter().flatten().count()
}

/// Rates checked puzzle `i` ([`checks`]) in one scale, as `cargo bench --bench rating` times
/// each: 0 HoDoKu's score and level, 1 Sudoku Explainer's ER/EP/ED, 2 the seed's points, 3
/// the symmetry-robust minimum over the seed's eight copies, 4 the first three together with
/// one memo, as the app's rating card walks them (`rating::rate`). Returns a checksum of the
/// result (HoDoKu's score, SE's ER in tenths, the seed's sum, the minimum; for 4 the sum of
/// the first three's), or -1 when the puzzle is not rateable or `i` or `scale` is out of
/// range. The host times each call.
#[unsafe(no_mangle)]
pub extern "C" fn rate(i: usize, scale: u32) -> f64 {
    use engine::rating::{SeedMode, hodoku, robust, se, seed};
    let state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    let Some(Some((bare, solution))) = state.checked.get(i) else {
        return -1.0;
    };
    match scale {
        0 => f64::from(hodoku::rate(bare, solution).rating.score),
        1 => f64::from(se::rate(bare).er),
        2 => seed::rate(bare, SeedMode::Asynchronous).sum(),
        3 => robust::minimum(bare, robust::SEED_COPIES).min(),
        4 => {
            let memo = engine::techniques::Memo::default();
            f64::from(hodoku::rate_remembering(bare, solution, &memo).rating.score)
                + f64::from(se::rate_remembering(bare, &memo).er)
                + seed::rate_remembering(bare, SeedMode::Asynchronous, &memo).sum()
        }
        _ => -1.0,
    }
}

/// Generates one puzzle of level `level` (0 Easy … 4 Extreme) in variant `variant` (0
/// standard, 1 diagonal, 2 color, 3 color-diagonal) from `seed` (issue 17's browser
/// figures, `generate-browser.mjs`); returns the tries it took, 0 when none was found.
#[unsafe(no_mangle)]
pub extern "C" fn generate(variant: u32, level: u32, seed: f64) -> f64 {
    use engine::generator::{Options, Target, generate};
    let (Some(&variant), Some(&level)) = (
        Variant::ALL.get(variant as usize),
        engine::Level::ALL.get(level as usize),
    ) else {
        return 0.0;
    };
    generate(&Options::new(variant, Target::Level(level)), seed as u64)
        .map_or(0.0, |made| f64::from(made.tries))
}

/// The allocator the app's workers use (`src/lib.rs`), so the figures are theirs.
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
