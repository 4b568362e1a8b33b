//! A setter's account of several solutions, checked against every solution: the count, the
//! cells not fixed in every solution, and the given that makes the puzzle unique.

use super::*;
use crate::engine::Variant;
use crate::game::{Verdict, judge};

fn puzzle(line: &str) -> Puzzle {
    let mut numbers = [0u8; 81];
    for (n, ch) in numbers.iter_mut().zip(line.bytes()) {
        *n = ch.checked_sub(b'0').filter(|d| *d <= 9).unwrap_or(0);
    }
    Puzzle::new(Variant::Standard, Grid::from_numbers(&numbers).unwrap())
}

/// The account worked out the slow way: for every empty cell and digit, how many solutions
/// have that digit there (counted up to the cap). A cell is open when two digits have
/// solutions there; the first digit of exactly one solution makes the puzzle unique.
fn oracle(p: &Puzzle) -> (CellSet, Option<Candidate>) {
    let mut open = CellSet::EMPTY;
    let mut unique_with = None;
    for cell in Cell::all().filter(|&c| p.givens.get(c).is_none()) {
        let mut possible = 0;
        for digit in Digit::all() {
            let mut q = p.clone();
            q.givens.set(cell, Some(digit));
            let n = count(&q, COUNT_CAP);
            possible += u32::from(n > 0);
            if n == 1 && unique_with.is_none() {
                unique_with = Some(Candidate::new(cell, digit));
            }
        }
        if possible > 1 {
            open.insert(cell);
        }
    }
    (open, unique_with)
}

#[test]
fn several_solutions_are_accounted_for_as_every_solution_says() {
    // The classic's solution thinned at random (seeded) to 34, 32, 30, 28 and 24 givens; a
    // solved grid with a deadly rectangle left open; and one given.
    let cases = [
        (
            "5..6.8..26..1...4..9...25....9...4.3...8...9171392.8..9.........87.19.35..52.617.",
            3,
            Some("r1c2=3"),
        ),
        (
            "5..678.1.6..1...4.1..3.....85.76.4....6..37...13.2...6..15..2..2874.9...3.....1..",
            30,
            Some("r2c7=8"),
        ),
        (
            "5..67.9..67......8..8.4..67....6142..26..3......9.4.56...537.8....4..6.......61..",
            21,
            Some("r6c2=8"),
        ),
        (
            "...67.9.2.....534.1.8.4.56785...............1.....4.56...5.7..4....1.6.5..5.8..7.",
            1216,
            None,
        ),
        (
            ".3.6.8.....2..5....9.3.25..8...6....4......9....92......1..7..4.8....6..3.5.8..7.",
            317,
            None,
        ),
        (
            "..3456789456789123789123456..4365897365897214897214365531642978642978531978531642",
            2,
            Some("r1c1=1"),
        ),
    ];
    for (line, solutions, unique_with) in cases {
        let p = puzzle(line);
        let Verdict::Ambiguous(a) = judge(&p) else {
            panic!("{line}: several solutions expected")
        };
        assert_eq!(a.solutions, solutions, "{line}");
        assert!(!a.at_least());
        let found = a.unique_with.map(|c| format!("{}={}", c.cell, c.digit));
        assert_eq!(found.as_deref(), unique_with, "{line}");
        let (open, first_unique) = oracle(&p);
        assert_eq!(a.open, open, "{line}");
        assert_eq!(a.unique_with, first_unique, "{line}");
    }
}

#[test]
fn a_sparse_puzzle_has_at_least_the_cap_and_says_so() {
    let p = puzzle(&format!("5{}", ".".repeat(80)));
    let Verdict::Ambiguous(a) = judge(&p) else {
        panic!("several solutions expected")
    };
    assert!(a.at_least());
    assert_eq!(a.solutions, COUNT_CAP);
    // Every cell but the given is open.
    assert_eq!(a.open.len(), 80);
    assert_eq!(a.unique_with, None);
    let lang = crate::i18n::Lang::En;
    assert_eq!(
        a.message(lang),
        "Several solutions: at least 10,000. The 80 marked cells are not fixed in every \
         solution: adding a given in one of these cells would narrow it. No single given \
         makes it unique."
    );
    assert_eq!(a.suggestion(lang), None);
}

#[test]
fn the_suggestion_is_said() {
    let p =
        puzzle("..3456789456789123789123456..4365897365897214897214365531642978642978531978531642");
    let verdict = judge(&p);
    let Verdict::Ambiguous(a) = &verdict else {
        panic!()
    };
    let lang = crate::i18n::Lang::En;
    assert_eq!(
        verdict.message(lang),
        "Several solutions: 2. The 4 marked cells are not fixed in every solution: adding a \
         given in one of these cells would narrow it."
    );
    assert_eq!(a.suggestion(lang).as_deref(), Some("Add 1 in r1c1: unique"));
    assert_eq!(
        a.suggestion(crate::i18n::Lang::De).as_deref(),
        Some("1 in Z1S1 vorgeben: eindeutig")
    );
    assert!(verdict.is_several());
    assert_eq!(verdict.marked(), a.open);
}
