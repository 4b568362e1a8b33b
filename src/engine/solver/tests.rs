//! Small table-driven checks of the public API; the data sets are in `tests/solver_data.rs`.

use std::ops::ControlFlow;

use super::*;
use crate::engine::{Candidates, Cell, Digit, DigitSet};

fn puzzle(variant: Variant, line: &str) -> Puzzle {
    let mut numbers = [0u8; 81];
    for (n, ch) in numbers.iter_mut().zip(line.bytes()) {
        *n = ch.checked_sub(b'0').filter(|d| *d <= 9).unwrap_or(0);
    }
    Puzzle::new(variant, Grid::from_numbers(&numbers).unwrap())
}

const EMPTY: &str =
    ".................................................................................";

#[test]
fn counts_per_variant() {
    // (variant, puzzle, count with limit 1000)
    let cases = [
        (
            Variant::Standard,
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            1,
        ),
        (
            Variant::Standard,
            "000000089406009200000630000000000050000004000001720030010000008075000000032070060",
            3,
        ),
        (
            Variant::Standard,
            "000000003007000009063007000000026800400000000000009200000240010180000040070100060",
            127,
        ),
        (Variant::Standard, EMPTY, 1000),
        (
            Variant::Diagonal,
            "010000000002000304050092080008070000003000100000030600070000010804000900000000020",
            5,
        ),
        (
            Variant::Diagonal,
            "000000000000000000000040000300000002006070100504203907200831006000000000900000008",
            1,
        ),
        (
            Variant::Color,
            "006008900000007100072050000180000000009000400000000063000030852001900000000205000",
            1,
        ),
        (
            Variant::ColorDiagonal,
            "460090500057230004000700000009350200603001000000000000000020080140509000090000000",
            1,
        ),
        (Variant::Diagonal, EMPTY, 1000),
        (Variant::ColorDiagonal, EMPTY, 1000),
    ];
    for (variant, line, expect) in cases {
        assert_eq!(
            count(&puzzle(variant, line), 1000),
            expect,
            "{variant} {line}"
        );
    }
}

#[test]
fn conflicting_givens_have_no_solution() {
    // (variant, two cells that share a house of the variant only: row, column, block,
    // main diagonal, colour group, anti-diagonal)
    let cases = [
        (Variant::Standard, 0, 1),
        (Variant::Standard, 0, 9),
        (Variant::Standard, 0, 10),
        (Variant::Diagonal, 0, 80),
        (Variant::Color, 0, 30),
        (Variant::ColorDiagonal, 8, 72),
    ];
    for (variant, a, b) in cases {
        let p = with_ones(variant, a, b);
        assert_eq!(count(&p, 2), 0, "{variant} {a} {b}");
        assert_eq!(solve(&p), Solutions::None, "{variant} {a} {b}");
        let outcome = count_all(&p, &mut |_| ControlFlow::Continue(()));
        assert_eq!(outcome, CountOutcome::Complete(0));
        // Under the standard rules the extra houses do not exist.
        let standard = count(&with_ones(Variant::Standard, a, b), 1);
        assert_eq!(standard, u64::from(variant != Variant::Standard));
    }
}

fn with_ones(variant: Variant, a: usize, b: usize) -> Puzzle {
    let mut line = [b'.'; 81];
    line[a] = b'1';
    line[b] = b'1';
    puzzle(variant, std::str::from_utf8(&line).unwrap())
}

#[test]
fn solve_returns_valid_distinct_solutions() {
    for variant in Variant::ALL {
        let p = puzzle(variant, EMPTY);
        match solve(&p) {
            Solutions::Multiple(a, b) => {
                assert_ne!(a, b);
                assert!(a.is_solved(variant) && b.is_solved(variant), "{variant}");
            }
            other => panic!("{variant}: {other:?}"),
        }
    }
    let p = puzzle(
        Variant::Standard,
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    );
    match solve(&p) {
        Solutions::Unique(s) => {
            assert!(s.is_solved(Variant::Standard) && p.givens.is_contained_in(&s))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn candidate_starts_are_respected() {
    // Empty grid, r1c1 may only be 7 and r1c2 only 3 or 8: every solution obeys.
    for variant in Variant::ALL {
        let mut sets = [DigitSet::ALL; 81];
        sets[0] = DigitSet::single(Digit::new(7).unwrap());
        sets[1] = [Digit::new(3).unwrap(), Digit::new(8).unwrap()]
            .into_iter()
            .collect();
        let mut p = puzzle(variant, EMPTY);
        p.candidates = Some(Candidates::from_sets(sets));
        let Solutions::Multiple(a, b) = solve(&p) else {
            panic!("{variant}")
        };
        for s in [a, b] {
            assert!(s.is_solved(variant));
            assert_eq!(s.get(Cell::new(0).unwrap()).map(Digit::get), Some(7));
            assert!(matches!(
                s.get(Cell::new(1).unwrap()).map(Digit::get),
                Some(3 | 8)
            ));
        }
        // A cell with no candidate at all: no solution.
        sets[2] = DigitSet::EMPTY;
        p.candidates = Some(Candidates::from_sets(sets));
        assert_eq!(count(&p, 2), 0);
    }
}

#[test]
fn count_all_reports_progress_and_cancels() {
    let p = puzzle(
        Variant::Standard,
        "000490062000000017130005000000000070360700490000000000600000900800000000002300700",
    );
    let mut reports = Vec::new();
    let outcome = count_all(&p, &mut |r| {
        reports.push(*r);
        ControlFlow::Continue(())
    });
    assert_eq!(outcome, CountOutcome::Complete(30619));
    assert!(
        reports
            .windows(2)
            .all(|w| w[0].fraction_done <= w[1].fraction_done + 1e-9)
    );
    // The empty grid has ~6.7e21 solutions: cancel at the first report.
    let outcome = count_all(&puzzle(Variant::Standard, EMPTY), &mut |r| {
        assert_eq!(r.nodes, PROGRESS_INTERVAL);
        assert!((0.0..=1.0).contains(&r.fraction_done));
        ControlFlow::Break(())
    });
    assert!(
        matches!(outcome, CountOutcome::Cancelled { solutions_so_far } if solutions_so_far > 0)
    );
}

#[test]
fn limit_zero_and_one() {
    let p = puzzle(Variant::Standard, EMPTY);
    assert_eq!(count(&p, 0), 0);
    assert_eq!(count(&p, 1), 1);
}
