//! Share codes: round trips over variants and carried parts, and garbage of every kind
//! (never a panic, always a typed error).

use proptest::prelude::*;

use super::*;
use crate::engine::parse_puzzle;
use crate::game::{Command, NoteKind};

const UNIQUE: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

fn cell(i: u8) -> Cell {
    Cell::new(i).unwrap()
}

fn digit(d: u8) -> Digit {
    Digit::new(d).unwrap()
}

/// A game in play with digits, centre and corner notes in a few cells.
fn game_with_progress(variant: Variant) -> Game {
    let mut game = Game::default();
    let mut puzzle = parse_puzzle(UNIQUE, Variant::Standard).unwrap();
    puzzle.variant = variant;
    game.apply(Command::Load(Box::new(puzzle)));
    game.apply(Command::Enter(cell(1), digit(5)));
    game.apply(Command::Enter(cell(80), digit(9)));
    game.apply(Command::ToggleNote(cell(2), NoteKind::Centre, digit(1)));
    game.apply(Command::ToggleNote(cell(2), NoteKind::Centre, digit(9)));
    game.apply(Command::ToggleNote(cell(3), NoteKind::Corner, digit(7)));
    game
}

#[test]
fn every_variant_and_carry_round_trips() {
    for variant in Variant::ALL {
        let game = game_with_progress(variant);
        for carry in [Carry::Puzzle, Carry::Digits, Carry::DigitsAndNotes] {
            let code = encode(&game, carry);
            let shared = decode(&code).unwrap_or_else(|e| panic!("{code}: {e:?}"));
            assert_eq!(shared.puzzle.variant, variant);
            assert_eq!(shared.puzzle.givens, *game.givens());
            assert_eq!(shared.digits.is_some(), carry != Carry::Puzzle, "{carry:?}");
            assert_eq!(shared.notes.is_some(), carry == Carry::DigitsAndNotes);
            let back = shared.into_game();
            assert_eq!(back.stage(), Stage::Playing);
            assert_eq!(back.givens(), game.givens());
            if carry != Carry::Puzzle {
                assert_eq!(back.digits(), game.digits());
            } else {
                assert_eq!(*back.digits(), Grid::EMPTY);
            }
            if carry == Carry::DigitsAndNotes {
                assert_eq!(back.centre_notes(), game.centre_notes());
                assert_eq!(back.corner_notes(), game.corner_notes());
            }
        }
    }
}

#[test]
fn codes_are_short_and_url_safe() {
    let game = game_with_progress(Variant::Standard);
    let code = encode(&game, Carry::Puzzle);
    // 81 mask bits + 18 givens × 4 + 1 = 154 bits = 26 characters, plus 3.
    assert_eq!(code.len(), 29, "{code}");
    assert!(code.starts_with("1s"));
    let full = encode(&game, Carry::DigitsAndNotes);
    assert!(
        full.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    );
}

#[test]
fn an_empty_grid_and_a_full_grid_round_trip() {
    let empty = Game::default();
    assert_eq!(
        decode(&encode(&empty, Carry::DigitsAndNotes))
            .unwrap()
            .puzzle
            .givens,
        Grid::EMPTY
    );
    let solved = parse_puzzle(
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        Variant::Standard,
    )
    .unwrap();
    let mut game = Game::default();
    game.apply(Command::Load(Box::new(solved.clone())));
    let shared = decode(&encode(&game, Carry::DigitsAndNotes)).unwrap();
    assert_eq!(shared.puzzle.givens, solved.givens);
}

#[test]
fn share_urls_replace_query_and_fragment() {
    let cases = [
        ("https://a.b/stepwise/", "https://a.b/stepwise/#p=1sX"),
        (
            "https://a.b/stepwise/?p=old#p=old",
            "https://a.b/stepwise/#p=1sX",
        ),
        (
            "https://a.b/stepwise/index.html#x",
            "https://a.b/stepwise/index.html#p=1sX",
        ),
    ];
    for (page, want) in cases {
        assert_eq!(share_url(page, "1sX"), want);
    }
}

#[test]
fn locations_are_read_from_query_fragment_or_bare_fragment() {
    let game = game_with_progress(Variant::Diagonal);
    let code = encode(&game, Carry::Digits);
    let url = share_url("http://h/stepwise/", &code);
    for (search, hash) in [
        (format!("?p={code}"), String::new()),
        (String::new(), format!("#p={code}")),
        (String::new(), format!("#{code}")),
        ("?lang=de&p=".to_string() + &code, String::new()),
    ] {
        let got = from_location(&search, &hash)
            .expect("a puzzle")
            .expect("decodes");
        assert_eq!(got.puzzle.variant, Variant::Diagonal, "{search} {hash}");
        assert_eq!(got.digits.as_ref(), Some(game.digits()));
    }
    assert_eq!(open(&url).unwrap().puzzle.givens, *game.givens());
    assert!(from_location("", "").is_none());
    assert!(from_location("?lang=de", "#top=1").is_none());
    // A plain puzzle text in the query, percent-encoded or not.
    let plain = from_location(&format!("?p={UNIQUE}"), "").unwrap().unwrap();
    assert_eq!(
        plain.puzzle.givens,
        parse_puzzle(UNIQUE, Variant::Standard).unwrap().givens
    );
    // SudokuWiki's `bd=` (81 digits, 0 for empty), in a location or a pasted link.
    let wiki: String = UNIQUE.replace('.', "0");
    let want = parse_puzzle(UNIQUE, Variant::Standard).unwrap().givens;
    let from_wiki = from_location(&format!("?bd={wiki}"), "").unwrap().unwrap();
    assert_eq!(from_wiki.puzzle.givens, want);
    let pasted = open(&format!("https://www.sudokuwiki.org/sudoku.htm?bd={wiki}")).unwrap();
    assert_eq!(pasted.puzzle.givens, want);
    // `v=` names the variant of a puzzle text, in the query or the fragment; a code keeps
    // its own; an unknown name is an error, not a standard puzzle.
    // A diagonal seed puzzle (seed-puzzles.tsv line 14); as a standard puzzle it is another.
    let diagonal =
        "000000000000000000000040000300000002006070100504203907200831006000000000900000008";
    for (search, hash) in [
        (format!("?p={diagonal}&v=diagonal"), String::new()),
        (format!("?v=diagonal&p={diagonal}"), String::new()),
        (String::new(), format!("#p={diagonal}&v=diagonal")),
    ] {
        let got = from_location(&search, &hash).unwrap().unwrap();
        assert_eq!(got.puzzle.variant, Variant::Diagonal, "{search} {hash}");
    }
    let coded = from_location(&format!("?p={code}&v=color"), "").unwrap();
    assert_eq!(coded.unwrap().puzzle.variant, Variant::Diagonal);
    assert_eq!(
        from_location(&format!("?p={UNIQUE}&v=jigsaw"), "").map(|r| r.err()),
        Some(Some(LinkError::UnknownVariant))
    );
    assert_eq!(
        open(&format!("http://h/stepwise/?p={diagonal}&v=diagonal"))
            .unwrap()
            .puzzle
            .variant,
        Variant::Diagonal
    );
    // Under colour + diagonal the same givens repeat a 9 in a colour group: the link's
    // variant is the one the parser checks.
    assert!(matches!(
        open(&format!("http://h/stepwise/?p={diagonal}&v=color-diagonal")),
        Err(LinkError::NotAPuzzle(ParseError::Repeat(r))) if matches!(r.house, crate::engine::House::ColorGroup(_))
    ));
    let encoded = UNIQUE.replace('.', "%2E");
    let plain = from_location(&format!("?p={encoded}"), "")
        .unwrap()
        .unwrap();
    assert_eq!(
        plain.puzzle.givens,
        parse_puzzle(UNIQUE, Variant::Standard).unwrap().givens
    );
}

#[test]
fn each_kind_of_damage_has_its_error() {
    let code = encode(&game_with_progress(Variant::Standard), Carry::Puzzle);
    let mut wrong_check = code.clone();
    let last = wrong_check.pop().unwrap();
    wrong_check.push(if last == 'A' { 'B' } else { 'A' });
    let cases: Vec<(String, LinkError)> = vec![
        (String::new(), LinkError::Empty),
        ("9sAAAA".into(), LinkError::UnknownVersion),
        ("1qAAAA".into(), LinkError::UnknownVariant),
        ("1".into(), LinkError::Truncated),
        ("1s".into(), LinkError::Truncated),
        ("1sAA".into(), LinkError::Truncated),
        (
            format!("{}!{}", &code[..5], &code[6..]),
            LinkError::BadCharacter(6),
        ),
        (format!("{}é", &code[..4]), LinkError::BadCharacter(5)),
        (
            code[..code.len() - 4].to_string() + &code[code.len() - 1..],
            LinkError::Truncated,
        ),
        (
            format!("{}AAAA{}", &code[..code.len() - 1], last),
            LinkError::TrailingData,
        ),
        (wrong_check, LinkError::Checksum),
    ];
    for (text, want) in cases {
        assert_eq!(decode(&text).err(), Some(want.clone()), "{text:?}");
    }
    // A given whose digit field is 0: all mask bits set, then zero digits.
    let mut body = b"1s".to_vec();
    body.extend(std::iter::repeat_n(b'_', 13)); // 78 one-bits
    body.extend(b"4AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"); // 3 more, then zeros
    let check = check_char(&body);
    body.push(check);
    let text = String::from_utf8(body).unwrap();
    assert_eq!(decode(&text).err(), Some(LinkError::BadDigit(cell(0))));
}

#[test]
fn a_grouped_code_reads_back_with_its_spaces() {
    let game = game_with_progress(Variant::ColorDiagonal);
    let code = encode(&game, Carry::Puzzle);
    let printed = grouped(&code);
    assert!(
        printed.split(' ').all(|g| (1..=5).contains(&g.len())),
        "{printed}"
    );
    assert_eq!(printed.replace(' ', ""), code);
    let typed = printed.replace(' ', "  ").replacen(' ', "\n", 1);
    assert_eq!(open(&typed).unwrap().puzzle.givens, *game.givens());
    assert_eq!(grouped("1sABCDEFGHIJ"), "1sABC DEFGH IJ");
}

#[test]
fn text_that_is_no_code_goes_to_the_parser_and_keeps_its_error() {
    match open("hello world") {
        Err(LinkError::NotAPuzzle(_)) => {}
        other => panic!("{other:?}"),
    }
    // Something that looks like a damaged code keeps the code's error.
    assert_eq!(open("1sAB").err(), Some(LinkError::Truncated));
}

#[test]
fn every_single_character_change_is_caught_or_decodes_to_a_valid_puzzle() {
    let code = encode(&game_with_progress(Variant::Color), Carry::DigitsAndNotes);
    let mut caught = 0;
    let mut total = 0;
    for i in 0..code.len() {
        for &b in ALPHABET.iter().chain(b"!.%") {
            let mut bytes = code.clone().into_bytes();
            if bytes[i] == b {
                continue;
            }
            bytes[i] = b;
            total += 1;
            let text = String::from_utf8(bytes).unwrap();
            if decode(&text).is_err() {
                caught += 1;
            }
        }
    }
    // The six-bit check catches about 63 in 64 single changes.
    assert!(caught * 100 >= total * 95, "{caught} of {total}");
}

proptest! {
    #[test]
    fn no_location_panics(search in ".{0,120}", hash in ".{0,400}") {
        let _ = from_location(&search, &hash);
        let _ = open(&hash);
        let _ = decode(&hash);
    }

    #[test]
    fn code_alphabet_garbage_never_panics(s in "1[sdcx][A-Za-z0-9_-]{0,300}") {
        let _ = decode(&s);
    }
}
