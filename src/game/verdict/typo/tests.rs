//! The search for the typo: cases with their exact findings, every single typo of a classic
//! puzzle found and corrected, and what a finding claims checked with the solver.

use super::*;
use crate::engine::{Variant, parse_puzzle};
use crate::game::{Verdict, judge, quick_verdict};

/// A classic puzzle (one solution).
const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn puzzle(line: &str) -> Puzzle {
    let mut numbers = [0u8; 81];
    for (n, ch) in numbers.iter_mut().zip(line.bytes()) {
        *n = ch.checked_sub(b'0').filter(|d| *d <= 9).unwrap_or(0);
    }
    Puzzle::new(
        Variant::Standard,
        crate::engine::Grid::from_numbers(&numbers).unwrap(),
    )
}

fn names(cells: CellSet) -> String {
    cells
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a finding claims is what the solver says: removing the suspects of one set makes
/// the puzzle solvable (checked for size 1), every correction makes it unique, and a
/// correction is a suspect changed.
fn check_claims(p: &Puzzle, typo: &Typo) {
    if typo.size == 1 {
        for cell in typo.suspects.iter() {
            let mut q = p.clone();
            q.givens.set(cell, None);
            assert!(count(&q, 1) > 0, "without {cell}");
        }
    }
    for fix in typo.fixes.iter() {
        assert!(typo.suspects.contains(fix.cell));
        assert_ne!(p.givens.get(fix.cell), Some(fix.digit));
        let mut q = p.clone();
        q.givens.set(fix.cell, Some(fix.digit));
        assert_eq!(count(&q, 2), 1, "{}={}", fix.cell, fix.digit);
    }
    assert!(typo.suspects.iter().all(|c| p.givens.get(c).is_some()));
}

#[test]
fn typos_are_found_with_their_corrections() {
    // Found by the search over random typos in the classic and in its solution thinned to
    // 42 and 60 givens: (givens, size, sizes tried, suspects, corrections).
    let cases = [
        (
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.4....28....419..5....8..79",
            1,
            1,
            "r5c9 r7c2 r7c8",
            "r7c2=6",
        ),
        (
            "534.7...267.....48.9....56.8.97..4..416.5.7....3924....6.5.72...8..196353.528.179",
            1,
            1,
            "r1c9 r5c2",
            "r1c9=1",
        ),
        (
            "53..7....6..195....78....6.8...6...39..8.3..17...2...6.6....28....419..5....8..79",
            2,
            2,
            "r2c5 r2c6 r3c2 r3c3 r5c1 r5c9 r7c2 r7c7 r7c8 r8c5 r9c9",
            "",
        ),
        (
            "534.7...267.....48.9....56.8.76..4..426.5.7....3924....6.5.72...8..196353.548.179",
            3,
            3,
            "r1c5 r4c3 r4c4 r6c4 r9c4",
            "",
        ),
        // No three givens are to blame.
        (
            "534.7...267.....98.9....56.1.97..4..426.5.9....3124....6.5.72...8..196353.728.149",
            0,
            3,
            "",
            "",
        ),
        // 60 givens: too many triples to try, so no set of up to two.
        (
            "534..861267219.34819.3425...5.7614.3.26853..171.924856361..92842.741..35..528.179",
            0,
            2,
            "",
            "",
        ),
    ];
    for (line, size, tried, suspects, fixes) in cases {
        let p = puzzle(line);
        assert_eq!(quick_verdict(&p), None, "{line}: no repeat");
        let Verdict::Typo(typo) = judge(&p) else {
            panic!("{line}: no solution expected")
        };
        assert_eq!((typo.size, typo.tried), (size, tried), "{line}");
        assert_eq!(names(typo.suspects), suspects, "{line}");
        let fixes_found: Vec<String> = typo
            .fixes
            .iter()
            .map(|f| format!("{}={}", f.cell, f.digit))
            .collect();
        assert_eq!(fixes_found.join(" "), fixes, "{line}");
        check_claims(&p, &typo);
    }
}

#[test]
fn every_single_typo_of_a_classic_is_found_and_corrected() {
    let classic = parse_puzzle(CLASSIC, Variant::Standard).unwrap();
    let mut typos = 0;
    for cell in Cell::all() {
        let Some(printed) = classic.givens.get(cell) else {
            continue;
        };
        for digit in Digit::all().filter(|&d| d != printed) {
            let mut p = classic.clone();
            p.givens.set(cell, Some(digit));
            if quick_verdict(&p).is_some() || count(&p, 1) > 0 {
                continue;
            }
            typos += 1;
            let typo = find_typo(&p);
            assert_eq!(typo.size, 1, "{cell}={digit}");
            assert!(typo.suspects.contains(cell), "{cell}={digit}");
            assert!(
                typo.fixes
                    .iter()
                    .any(|f| f == Candidate::new(cell, printed)),
                "{cell}={digit}: {typo:?}"
            );
            check_claims(&p, &typo);
        }
    }
    assert_eq!(
        typos, 63,
        "the typos that break no house but leave no solution"
    );
}

#[test]
fn the_message_names_the_likely_typo_and_its_correction() {
    let p =
        puzzle("53..7....6..195....98....6.8...6...34..8.3..17...2...6.4....28....419..5....8..79");
    let verdict = judge(&p);
    assert_eq!(
        verdict.message(crate::i18n::Lang::En),
        "No solution, though no digit repeats in a house. The likely typo is one of the 3 \
         marked givens: without any one of them the puzzle can be solved. r7c2: did you mean 6?"
    );
    assert!(
        verdict
            .message(crate::i18n::Lang::De)
            .ends_with(" Z7S2: Meintest du 6?"),
        "German names the cell Z7S2"
    );
    assert!(verdict.has_no_solution());
    assert_eq!(names(verdict.marked()), "r5c9 r7c2 r7c8");
}

#[test]
fn subsets_are_walked_in_order() {
    let mut seen = Vec::new();
    for_each_subset(4, 2, &mut |s| seen.push(s.to_vec()));
    assert_eq!(
        seen,
        [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]].map(|s| s.to_vec())
    );
    for (n, k, all) in [(5, 3, 10), (81, 2, 3240), (3, 3, 1), (2, 3, 0), (3, 0, 0)] {
        let mut seen = 0;
        for_each_subset(n, k, &mut |_| seen += 1);
        assert_eq!(seen, all, "{n} choose {k}");
    }
}
