//! The solver's memory promises (issue 3): no heap allocation per search node, and memory
//! that does not grow with the number of solutions counted. A counting global allocator
//! (this test binary only) watches every allocation made on the test's own thread while
//! the solver runs; the seed's 14,297,616-solution puzzle is counted in full, exactly.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::ops::ControlFlow;

use stepwise::engine::solver::{CountOutcome, count, count_all, solve};
use stepwise::engine::{Puzzle, Variant, parse_puzzle};

mod common;

/// Counts the allocations of the current thread while `WATCHING` is set on it (so tests
/// running in parallel on other threads do not disturb each other).
struct CountingAllocator;

thread_local! {
    static WATCHING: Cell<bool> = const { Cell::new(false) };
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
    static BYTES: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: every call is forwarded unchanged to the system allocator; the counters are
// thread-local cells with const initialisers, which never allocate.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note(layout.size());
        // SAFETY: forwarded with the caller's layout.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System.alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note(new_size);
        // SAFETY: forwarded unchanged.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

fn note(size: usize) {
    // `try_with`: during thread teardown the cells may be gone; such allocations are not
    // the solver's.
    let _ = WATCHING.try_with(|w| {
        if w.get() {
            ALLOCATIONS.with(|a| a.set(a.get() + 1));
            BYTES.with(|b| b.set(b.get() + size as u64));
        }
    });
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// Runs `f` and returns its result with the number of allocations and bytes it asked for.
fn watched<T>(f: impl FnOnce() -> T) -> (T, u64, u64) {
    ALLOCATIONS.with(|a| a.set(0));
    BYTES.with(|b| b.set(0));
    WATCHING.with(|w| w.set(true));
    let result = f();
    WATCHING.with(|w| w.set(false));
    (result, ALLOCATIONS.with(Cell::get), BYTES.with(Cell::get))
}

fn puzzle(variant: Variant, line: &str) -> Puzzle {
    parse_puzzle(line, variant).unwrap_or_else(|e| panic!("{line}: {e:?}"))
}

/// The seed's counting puzzle (14,297,616 solutions; its author's program needed 8 hours).
const SEED_COUNT_PUZZLE: &str =
    "050070090400000008000020000003010800000000000009060100000080000200000009060050000";

#[test]
fn the_allocation_counter_sees_allocations() {
    let (v, allocations, bytes) = watched(|| vec![7u8; 100]);
    assert_eq!((v.len(), allocations, bytes), (100, 1, 100));
}

#[test]
fn the_full_count_of_the_seed_puzzle_is_exact_and_allocates_nothing() {
    let p = puzzle(Variant::Standard, SEED_COUNT_PUZZLE);
    let mut reports = 0u64;
    let (outcome, allocations, bytes) = watched(|| {
        count_all(&p, &mut |_| {
            reports += 1;
            ControlFlow::Continue(())
        })
    });
    assert_eq!(outcome, CountOutcome::Complete(14_297_616));
    assert!(reports > 100, "{reports} progress reports");
    assert_eq!(
        (allocations, bytes),
        (0, 0),
        "allocations (count, bytes) during the full count"
    );
}

#[test]
fn uniqueness_checks_and_solves_allocate_nothing_in_any_variant() {
    let cases: Vec<(Variant, String)> = [
        Variant::Standard,
        Variant::Diagonal,
        Variant::Color,
        Variant::ColorDiagonal,
    ]
    .into_iter()
    .flat_map(|v| {
        common::unique_seed_puzzles(v)
            .into_iter()
            .take(20)
            .map(move |line| (v, line))
    })
    .chain(
        common::every("forum-hardest-11plus.txt", 20)
            .into_iter()
            .take(200)
            .map(|l| (Variant::Standard, l)),
    )
    .collect();
    assert!(cases.len() >= 240, "{} cases", cases.len());
    for (variant, line) in cases {
        let p = puzzle(variant, &line);
        let ((found, solutions), allocations, _) = watched(|| (count(&p, 2), solve(&p)));
        assert_eq!(found, 1, "{variant:?} {line}");
        assert!(matches!(
            solutions,
            stepwise::engine::solver::Solutions::Unique(_)
        ));
        assert_eq!(allocations, 0, "{variant:?} {line}");
    }
}

#[test]
fn variant_counts_with_many_solutions_allocate_nothing() {
    // A diagonal puzzle emptied of givens in its first four rows: thousands of solutions
    // (3,906), all counted on the general board.
    let line = common::unique_seed_puzzles(Variant::Diagonal)
        .into_iter()
        .next()
        .expect("a diagonal seed puzzle");
    let open: String = "0".repeat(36) + &line[36..];
    let p = puzzle(Variant::Diagonal, &open);
    let (outcome, allocations, _) = watched(|| count_all(&p, &mut |_| ControlFlow::Continue(())));
    let CountOutcome::Complete(n) = outcome else {
        panic!("not cancelled")
    };
    assert!(n > 1000, "{n} solutions");
    assert_eq!(allocations, 0, "{n} solutions counted");
}
