//! Parser tests: every accepted format, one test per error with its exact message, and
//! property tests that random text never panics and that formatted grids parse back.

use super::*;
use crate::engine::format::{candidate_grid_text, grid_text};
use proptest::prelude::*;

const TOP1: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

fn ok(text: &str) -> Puzzle {
    parse_puzzle(text, Variant::Standard).unwrap_or_else(|e| panic!("{text:?}: {e:?}"))
}

fn err(text: &str, variant: Variant) -> String {
    match parse_puzzle(text, variant) {
        Ok(p) => panic!("{text:?} parsed as {}", p.givens),
        Err(e) => crate::i18n::parse_error(crate::i18n::Lang::En, &e),
    }
}

#[test]
fn every_empty_marker_and_letters_mean_the_same_puzzle() {
    let expected = ok(TOP1).givens;
    for marker in ['0', '-', '_', '*', 'x', 'X'] {
        assert_eq!(ok(&TOP1.replace('.', &marker.to_string())).givens, expected);
    }
    let letters: String = TOP1
        .chars()
        .map(|c| match c {
            '1'..='9' => char::from(b'A' + (c as u8 - b'1')),
            _ => c,
        })
        .collect();
    assert_eq!(ok(&letters).givens, expected);
    assert_eq!(ok(&letters.to_lowercase()).givens, expected);
    // Whitespace, separators and a trailing comment are ignored.
    let spaced: String = TOP1.chars().flat_map(|c| [c, ' ']).collect();
    assert_eq!(ok(&format!("  {spaced} # from top1465 ")).givens, expected);
}

#[test]
fn nine_line_grids_with_and_without_borders() {
    let expected = ok(TOP1).givens;
    assert_eq!(ok(&grid_text(&expected)).givens, expected);
    let plain: String = TOP1
        .as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", std::str::from_utf8(r).unwrap()))
        .collect();
    assert_eq!(ok(&plain).givens, expected);
    // A forum-style grid with dashes as empty cells and `*---*` borders.
    let forum = "*-----------*\n\
                 |4--|-3-|---|\n|---|6--|8--|\n|---|---|--1|\n\
                 |---+-5-+-9-|\n|-8-|---|6--|\n|-7-|2--|---|\n\
                 |---|1-2|7--|\n|5-3|---|-4-|\n|9--|---|---|\n*-----------*\n";
    assert_eq!(ok(forum).givens, expected);
}

#[test]
fn candidate_grid_and_729_line() {
    let givens = ok(TOP1).givens;
    let cand = Candidates::from_grid(&givens, Variant::Standard);
    let from_grid = ok(&candidate_grid_text(&cand));
    assert_eq!(from_grid.candidates, Some(cand));
    assert_eq!(from_grid.givens, givens);
    let from_line = ok(&cand.to_line());
    assert_eq!(from_line.candidates, Some(cand));
    // The 729 line also accepts 0 for "not a candidate".
    assert_eq!(ok(&cand.to_line().replace('.', "0")).candidates, Some(cand));
}

#[test]
fn hodoku_candidate_grid() {
    let text = "\
.----------------.----------------.----------------.
| 4   1679 12679 | 139  2369 269  | 8   1239 5     |
| 26  3    12569 | 159  2459 7    | 169 1239 12    |
| 8   1259 1259  | 159  2459 23469| 7   1239 1236  |
:----------------+----------------+----------------:
| 13  14   134   | 8    6    349  | 5   7    123   |
| 9   1467 134678| 1357 357  135  | 1236 12368 1238|
| 2   17   1378  | 137  37   1359 | 4   18   9     |
:----------------+----------------+----------------:
| 5   2479 24789 | 6    23479 2349| 1239 12389 1238 |
| 1367 2479 24789| 2379 1    8    | 239 23589 4    |
| 1367 8   2789  | 2379 23479 239 | 1239 6   1238  |
'----------------'----------------'----------------'";
    let p = ok(text);
    let c = p.candidates.expect("a candidate grid");
    assert_eq!(format!("{:?}", c.get(Cell::new(1).unwrap())), "{1679}");
    assert_eq!(format!("{:?}", c.get(Cell::new(80).unwrap())), "{1238}");
    assert_eq!(p.givens.get(Cell::new(0).unwrap()), Digit::new(4));
}

#[test]
fn error_messages() {
    let v = Variant::Standard;
    // (input, variant, expected message)
    let cases: Vec<(String, Variant, &str)> = vec![
        ("".into(), v, "no puzzle found: the text is empty"),
        (
            "  \n # only a comment\n".into(),
            v,
            "no puzzle found: the text is empty",
        ),
        (TOP1[..79].into(), v, "found 79 cells, need 81"),
        (format!("{TOP1}12"), v, "found 83 cells, need 81"),
        ("5".into(), v, "found 1 cell, need 81"),
        (
            format!("{}ß{}", &TOP1[..11], &TOP1[12..]),
            v,
            "unknown character 'ß' at position 12; use 1-9 or A-I for digits and 0 or . for empty cells",
        ),
        (
            format!("{}\n{}Z{}", &TOP1[..9], &TOP1[9..13], &TOP1[14..]),
            v,
            "unknown character 'Z' at line 2, column 5; use 1-9 or A-I for digits and 0 or . for empty cells",
        ),
        (
            format!("{}\u{7}{}", &TOP1[..3], &TOP1[4..]),
            v,
            "unknown character '\\u{7}' at position 4; use 1-9 or A-I for digits and 0 or . for empty cells",
        ),
        (
            format!("{}7{}7{}", ".".repeat(19), ".".repeat(5), ".".repeat(55)),
            v,
            "7 appears twice in row 3: r3c2 and r3c8",
        ),
        (
            format!("7{}7{}", ".".repeat(8), ".".repeat(71)),
            v,
            "7 appears twice in column 1: r1c1 and r2c1",
        ),
        (
            format!("4{}4{}", ".".repeat(39), ".".repeat(40)),
            Variant::Diagonal,
            "4 appears twice in the main diagonal: r1c1 and r5c5",
        ),
        (
            format!("{}3{}3{}", ".".repeat(8), ".".repeat(31), ".".repeat(40)),
            Variant::ColorDiagonal,
            "3 appears twice in the anti-diagonal: r1c9 and r5c5",
        ),
        (
            format!("2{}2{}", ".".repeat(29), ".".repeat(50)),
            Variant::Color,
            "2 appears twice in colour group 1: r1c1 and r4c4",
        ),
        (
            format!("{}{}", ".".repeat(9), "123456789".repeat(80)),
            v,
            "r1c1 has no candidate left",
        ),
    ];
    for (input, variant, expected) in cases {
        assert_eq!(err(&input, variant), expected, "input {input:?}");
    }
}

#[test]
fn candidate_grid_errors() {
    let givens = ok(TOP1).givens;
    let text = candidate_grid_text(&Candidates::from_grid(&givens, Variant::Standard));
    // r1c2 holds 1 2 5 6 9 in this position; write its group with a repeated digit.
    let bad = text.replacen("12569", "12559", 1);
    assert_eq!(
        err(&bad, Variant::Standard),
        "the candidates of r1c2 are written as '12559': list each digit 1-9 once"
    );
    let zero = text.replacen("12569", "12560", 1);
    assert_eq!(
        err(&zero, Variant::Standard),
        "the candidates of r1c2 are written as '12560': list each digit 1-9 once"
    );
    let letter_line = Candidates::from_grid(&givens, Variant::Standard)
        .to_line()
        .replacen('2', "B", 1);
    assert!(err(&letter_line, Variant::Standard).starts_with("unknown character 'B'"));
}

/// Cases per property: 2,000 in the normal run; a long fuzz run sets
/// `STEPWISE_FUZZ_CASES=1000000 cargo test --release --lib parse`.
fn fuzz_cases() -> u32 {
    std::env::var("STEPWISE_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(fuzz_cases()))]

    #[test]
    fn random_text_never_panics(s in "\\PC{0,120}") {
        let _ = parse_puzzle(&s, Variant::ColorDiagonal);
    }

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..900)) {
        let s = String::from_utf8_lossy(&bytes);
        let _ = parse_puzzle(&s, Variant::Diagonal);
    }

    #[test]
    fn puzzle_like_text_never_panics(s in "[0-9A-Ia-i.|+\\- \n:'xX_*#]{0,800}") {
        let _ = parse_puzzle(&s, Variant::Standard);
    }

    #[test]
    fn formatted_grids_parse_back(cells in proptest::collection::vec(0u8..=9, 81)) {
        let numbers: [u8; 81] = cells.try_into().unwrap();
        let grid = Grid::from_numbers(&numbers).unwrap();
        let expected = if grid.first_repeat(Variant::Standard).is_some() { None } else { Some(grid) };
        for text in [grid.to_line(), grid.to_digits(), grid_text(&grid)] {
            let parsed = parse_puzzle(&text, Variant::Standard).ok().map(|p| p.givens);
            prop_assert_eq!(parsed, expected);
        }
    }

    #[test]
    fn candidate_texts_parse_back(bits in proptest::collection::vec(1u16..512, 81)) {
        let mut sets = [DigitSet::EMPTY; 81];
        for (s, b) in sets.iter_mut().zip(&bits) {
            *s = DigitSet::from_bits(b << 1);
        }
        let cand = Candidates::from_sets(sets);
        let ok_variant = cand.singles().first_repeat(Variant::Standard).is_none();
        for text in [cand.to_line(), candidate_grid_text(&cand)] {
            let parsed = parse_puzzle(&text, Variant::Standard);
            if ok_variant {
                let p = parsed.unwrap();
                // An all-singles grid is read as 81 plain cells; otherwise as candidates.
                prop_assert!(p.candidates == Some(cand) || p.candidates.is_none());
                prop_assert_eq!(p.givens, cand.singles());
            } else {
                let is_repeat = matches!(parsed, Err(ParseError::Repeat(_)));
                prop_assert!(is_repeat);
            }
        }
    }
}
