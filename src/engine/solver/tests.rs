//! Small table-driven solver tests; the data-set suites are in `tests/solver_data.rs`.

use super::*;
use crate::engine::{Variant, parse_puzzle};

fn puzzle(text: &str, variant: Variant) -> Puzzle {
    parse_puzzle(text, variant).unwrap()
}

#[test]
fn outcomes_and_counts() {
    // (puzzle, variant, expected count up to 200)
    let cases = [
        (
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            Variant::Standard,
            1,
        ),
        (
            "000000089406009200000630000000000050000004000001720030010000008075000000032070060",
            Variant::Standard,
            3,
        ),
        (
            "000000003007000009063007000000026800400000000000009200000240010180000040070100060",
            Variant::Standard,
            127,
        ),
        // r1c9 can hold nothing: 1-8 in row 1, 9 below it.
        (
            "12345678.........9...............................................................",
            Variant::Standard,
            0,
        ),
    ];
    for (text, variant, expected) in cases {
        let p = puzzle(text, variant);
        assert_eq!(count(&p, 200), expected, "{text}");
        match (solve(&p), expected) {
            (Solutions::None, 0) => {}
            (Solutions::Unique(g), 1) => {
                assert!(g.is_solved(variant) && p.givens.is_contained_in(&g))
            }
            (Solutions::Multiple(a, b), n) if n >= 2 => {
                assert_ne!(a, b);
                for g in [a, b] {
                    assert!(g.is_solved(variant) && p.givens.is_contained_in(&g));
                }
            }
            (other, n) => panic!("{text}: {other:?} but {n} solutions"),
        }
    }
}

#[test]
fn empty_grid_has_many_solutions_in_every_variant() {
    for v in Variant::ALL {
        let p = Puzzle::new(v, crate::engine::Grid::EMPTY);
        assert_eq!(count(&p, 50), 50, "{v}");
        match solve(&p) {
            Solutions::Multiple(a, b) => {
                assert!(a.is_solved(v) && b.is_solved(v), "{v}");
            }
            other => panic!("{v}: {other:?}"),
        }
    }
}

#[test]
fn candidate_grid_start_is_respected() {
    // The 3-solution puzzle with r1c1 restricted to its digit in one of the solutions.
    let p = puzzle(
        "000000089406009200000630000000000050000004000001720030010000008075000000032070060",
        Variant::Standard,
    );
    let Solutions::Multiple(a, _) = solve(&p) else {
        panic!("three solutions");
    };
    let mut start = p.start_candidates();
    for cell in crate::engine::Cell::all() {
        if cell.row() < 2 {
            start.set(cell, crate::engine::DigitSet::single(a.get(cell).unwrap()));
        }
    }
    let restricted = Puzzle {
        candidates: Some(start),
        ..p
    };
    assert_eq!(solve(&restricted), Solutions::Unique(a));
}

#[test]
fn counting_can_be_cancelled_and_reports_progress() {
    let p = Puzzle::new(Variant::Standard, crate::engine::Grid::EMPTY);
    let mut calls = 0;
    let outcome = count_all(&p, &mut |progress| {
        calls += 1;
        assert!((0.0..=1.0).contains(&progress.fraction_done));
        if calls == 3 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    assert_eq!(calls, 3);
    assert!(
        matches!(outcome, CountOutcome::Cancelled { solutions_so_far } if solutions_so_far > 0)
    );
}
