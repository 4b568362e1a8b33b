//! Rung texts for one case of each technique family, rendered in full: a change in wording
//! shows up here as a readable diff.

use super::*;
use crate::engine::grid::Grid;
use crate::engine::house::Variant;
use crate::engine::step::Technique;
use crate::engine::techniques::find_first;
use crate::i18n::Lang;

/// A position from a HoDoKu-library style givens string (`+` marks placed digits) and
/// deleted candidates (`digit row col`, space separated).
fn position(givens: &str, deleted: &str) -> Position {
    let mut numbers = [0u8; 81];
    let mut given_cells = CellSet::EMPTY;
    let mut placed = false;
    let mut i = 0;
    for c in givens.chars() {
        if c == '+' {
            placed = true;
            continue;
        }
        numbers[i] = c.to_digit(10).map_or(0, |d| d as u8);
        if numbers[i] != 0 && !placed {
            given_cells.insert(Cell::new(i as u8).unwrap());
        }
        placed = false;
        i += 1;
    }
    let mut pos =
        Position::with_all_candidates(Variant::Standard, Grid::from_numbers(&numbers).unwrap())
            .with_givens(given_cells);
    for t in deleted.split_whitespace() {
        let b = t.as_bytes();
        let cell = Cell::at(b[1] - b'1', b[2] - b'1').unwrap();
        pos.eliminate(Candidate::new(cell, Digit::new(b[0] - b'0').unwrap()));
    }
    pos
}

/// The four rungs in English, through the message tables as the app shows them.
fn render(pos: &Position, technique: Technique) -> String {
    let step = find_first(pos, technique).expect("a step");
    let e = explain(&step, pos);
    let en = |p: &Phrase| crate::i18n::render(Lang::En, p);
    format!(
        "1: {}\n2: {}\n3: {}\n4: {}",
        en(&e.where_to_look),
        en(&e.what_to_see),
        crate::i18n::render_all(Lang::En, &e.why).join(" "),
        en(&e.effect)
    )
}

/// (technique, HoDoKu-library givens, deleted candidates, the four rungs)
const CASES: &[(Technique, &str, &str, &str)] = &[
    (
        Technique::FullHouse,
        "+6+3+42+8+9...8+7531+6+2+9+42+91+7+5+4+6+38+349+16+58+7+2+5+8+79+42..+6+1+62+83+754+97+5+8+4+2+39+61+9.+6+5784+23+4+2+3+6+91...",
        "",
        "1: There is a Full House in row 8.\n\
     2: r8c2 is the only empty cell left in row 8.\n\
     3: Row 8 already holds every digit except 1, so r8c2 must be 1.\n\
     4: Place 1 in r8c2",
    ),
    (
        Technique::NakedSingle,
        "8.9.4..2..46.1....3..9........1..9455.......6983..6........4..1....9.37..3..7.4.9",
        "",
        "1: There is a Naked Single in block 6.\n\
     2: r6c8 has only one candidate left: 1.\n\
     3: Column 8 already has 2, 4 and 7; row 6 already has 3, 6, 8 and 9; block 6 already has 5. That leaves only 1 for r6c8.\n\
     4: Place 1 in r6c8",
    ),
    (
        Technique::LockedCandidatesPointing,
        ".+92....+365...3+697..3+6.+94...+2.58.1.+9+3+3.96.28.....9.32..+9+5+34+6..2..87+32+9..56+2....3.+9",
        "811 515 715 538 761 595 795",
        "1: There are Locked Candidates (Pointing) in block 8.\n\
     2: In block 8, every candidate 1 lies in row 9: r9c4 and r9c5.\n\
     3: Block 8 needs a 1, and it can only go into r9c4 and r9c5. Those cells all belong to row 9, so the 1 of row 9 is one of them. No other cell of row 9 can be 1: remove 1 from r9c3 and r9c8.\n\
     4: Remove 1 from r9c3 and r9c8",
    ),
    (
        Technique::LockedCandidatesClaiming,
        "..7+1+2+3+5..3+5+16497..6+295+78+3+4+1..+6+4.2.35.+32...4..59+43..+2.....9.61.4.+65214..3......6..",
        "818 819 758 768 791 792 798 799",
        "1: There are Locked Candidates (Claiming) in row 4.\n\
     2: In row 4, every candidate 1 lies in block 4: r4c1 and r4c2.\n\
     3: Row 4 needs a 1, and it can only go into r4c1 and r4c2. Those cells all belong to block 4, so the 1 of block 4 is one of them. No other cell of block 4 can be 1: remove 1 from r5c1.\n\
     4: Remove 1 from r5c1",
    ),
    (
        Technique::NakedPair,
        "7.+9...+3+4.+3.274.58+948+59..+7+2..3+1..8+49+7.47.9.86..9+84.+7+21.+8+2+3.+79.54+176+2549+3+8+9+5+4....+72",
        "",
        "1: There is a Naked Pair in row 1.\n\
     2: The cells r1c2 and r1c9 hold only the candidates 1 and 6 between them.\n\
     3: These two cells must take the two digits 1 and 6 between them, in some order. So no other cell of row 1 can hold any of them: remove 1 and 6 from r1c4, r1c5 and r1c6.\n\
     4: Remove 1 and 6 from r1c4, r1c5 and r1c6",
    ),
    (
        Technique::HiddenTriple,
        "....+23.9.82.9...+5.4.9.1..+2..8.+25+94+7..9+4671.8+5..5.3..1...+8.9.5+42+9.+2..5+837+54+73+8+2.+6.",
        "",
        "1: There is a Hidden Triple in row 1.\n\
     2: In row 1, the digits 4, 5 and 8 fit only into r1c2, r1c4 and r1c9.\n\
     3: Row 1 needs each of 4, 5 and 8 once, and they can only go into r1c2, r1c4 and r1c9. Three digits for three cells: those cells are taken by them and hold nothing else. So remove 1 and 6 from r1c2 and r1c9; 7 from r1c2 and r1c4.\n\
     4: Remove 1 and 6 from r1c2 and r1c9; 7 from r1c2 and r1c4",
    ),
    (
        // The roof's one extra digit is 8: one of the roof cells is 8.
        Technique::UniqueRectangle2,
        "298456.3.15679324834781265956.32897...95.1......6.9...972134.6.485967312613285.9.",
        "",
        "1: There is a Unique Rectangle Type 2 on the digits 2 and 3.\n\
     2: The cells r5c2, r5c8, r6c2 and r6c8 all hold 2 and 3; r5c8 and r6c8 hold more.\n\
     3: If r5c2, r5c8, r6c2 and r6c8 held only 2 and 3, the two digits could be swapped between them and the puzzle would have two solutions. A proper puzzle has one solution, so at least one of r5c8 or r6c8 must be 8, their only other candidate; a cell that sees all of them cannot be 8. So remove 8 from r5c7 and r6c7.\n\
     4: Remove 8 from r5c7 and r6c7",
    ),
    (
        // Column 9 has its 3 only in the roof: one roof cell is 3, so neither can be 8.
        Technique::UniqueRectangle4,
        "895476312426931857371.2.69456971.42.28465973113784256995238714671.2649..64..9.27.",
        "",
        "1: There is a Unique Rectangle Type 4 on the digits 3 and 8.\n\
     2: The cells r8c3, r8c9, r9c3 and r9c9 all hold 3 and 8; r8c9 and r9c9 hold more.\n\
     3: If r8c3, r8c9, r9c3 and r9c9 held only 3 and 8, the two digits could be swapped between them and the puzzle would have two solutions. In column 9, 3 can only go into r8c9 or r9c9, so one of them is 3; the other must then keep one of its other candidates, so it cannot be 8. So remove 8 from r8c9 and r9c9.\n\
     4: Remove 8 from r8c9 and r9c9",
    ),
    (
        // Rows 1 and 2 hold 4 only in the corners: a roof cell that were 4 makes the
        // opposite roof cell 4 and both floor cells 1.
        Technique::UniqueRectangle6,
        "5827..6.99.38..5..1.495.2.86214798533485..791795318426217635984439287165856194372",
        "",
        "1: There is a Unique Rectangle Type 6 on the digits 1 and 4.\n\
     2: The cells r1c5, r1c8, r2c5 and r2c8 all hold 1 and 4; r1c8 and r2c5 hold more.\n\
     3: If r1c5, r1c8, r2c5 and r2c8 held only 1 and 4, the two digits could be swapped between them and the puzzle would have two solutions. In row 1 and row 2, 4 can only go into the rectangle's corners. If r1c8 or r2c5 were 4, so would be the opposite corner, and r1c5 and r2c8 would be 1: the four corners would hold only 1 and 4. So remove 4 from r1c8 and r2c5.\n\
     4: Remove 4 from r1c8 and r2c5",
    ),
    (
        Technique::HiddenRectangle,
        "..34..67.5.....34..4.......6..3......8......4...7....12..6...5.....98.......41...",
        "",
        "1: There is a Hidden Rectangle on the digits 3 and 7.\n\
     2: The cells r3c5, r3c6, r7c5 and r7c6 all hold 3 and 7; r3c5, r3c6 and r7c6 hold more.\n\
     3: If r3c5, r3c6, r7c5 and r7c6 held only 3 and 7, the two digits could be swapped between them and the puzzle would have two solutions. r7c5 holds only 3 and 7, and in row 3 and column 6, 3 can only go into the rectangle's corners. If r3c6 were 7, r3c5 and r7c6 would be 3, which leaves 7 for r7c5: the four corners would hold only 3 and 7. So remove 7 from r3c6.\n\
     4: Remove 7 from r3c6",
    ),
    (
        // r1c2, r1c4 and r3c4 were placed while solving (`+`), so 2 in r3c2 would complete a
        // rectangle whose digits could be swapped.
        Technique::AvoidableRectangle1,
        "1+4+6+2+7.+39.+8+7.3+91.+64+9.+3+46..+7.+2..8+567+39+369+7+4+2+1+8+578+5+1+3+94+2+64..+6+83+9575+3+8+9176+4+2+6+9+7+5+248+1+3",
        "",
        "1: There is an Avoidable Rectangle Type 1 on the digits 2 and 4.\n\
     2: r1c2, r1c4 and r3c4 hold digits placed while solving, none of them a given; with r3c2 they are the corners of a rectangle on 2 and 4.\n\
     3: If r3c2 took the digit that completes the rectangle, 2 and 4 could be swapped around its corners, as none of them is a given, and the puzzle would have two solutions. A proper puzzle has one solution, so r3c2 must keep one of its other candidates. So remove 2 from r3c2.\n\
     4: Remove 2 from r3c2",
    ),
    (
        Technique::XYWing,
        "3196248..5628719434783951627214395869857623146..158729...9.36...9.5.62..8.62.74..",
        "",
        "1: There is an XY-Wing with its pivot in r7c2.\n\
     2: The pivot r7c2 (4 and 5) sees r7c3 and r7c8 (4 and 7; 5 and 7).\n\
     3: The pivot r7c2 holds 4 and 5; whichever it is, one of the pincers r7c3 and r7c8 becomes 7. If r7c2 is 4, then r7c3 (which sees it and holds only 4 and 7) is 7. If r7c2 is 5, then r7c8 (which sees it and holds only 5 and 7) is 7. So cells that see both pincers cannot be 7: remove 7 from r7c9.\n\
     4: Remove 7 from r7c9",
    ),
    (
        Technique::XYZWing,
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        "",
        "1: There is an XYZ-Wing with its pivot in r7c3.\n\
     2: The pivot r7c3 (4, 6 and 8) sees r7c1 and r7c2 (6 and 8; 4 and 6).\n\
     3: The pivot r7c3 holds 4, 6 and 8; whichever it is, the pivot itself or one of the pincers r7c1 and r7c2 is 6. If r7c3 is 8, then r7c1 (which sees it and holds only 6 and 8) is 6. If r7c3 is 4, then r7c2 (which sees it and holds only 4 and 6) is 6. Or r7c3 is 6 itself. So cells that see all three cannot be 6: remove 6 from r7c5, r7c8, r7c9, r8c2, r9c2 and r9c3.\n\
     4: Remove 6 from r7c5, r7c8, r7c9, r8c2, r9c2 and r9c3",
    ),
    (
        // r7c1 {5,9}, r8c1 {5,8,9}, r8c4 {5,6}, r9c1 {5,8,9}: only the 5s do not all see
        // each other. (The wing's "if the pivot is x" lines of the XY-Wing do not apply: r8c4
        // holds 5 and 6 and is never 5 because of the pivot.)
        Technique::WXYZWing,
        "4.1.62...3.....2........8..15.2.....6......1....9......2.7.8....1..2.743.7.......",
        "",
        "1: There is a WXYZ-Wing with its pivot in r8c1.\n\
     2: The pivot r8c1 (5, 8 and 9) sees r7c1, r8c4 and r9c1 (5 and 9; 5 and 6; 5, 8 and 9).\n\
     3: Between them, the four cells r7c1, r8c1, r8c4 and r9c1 hold only the four digits 5, 6, 8 and 9. Each digit other than 5 (6, 8 and 9) sits only in cells that see each other, so it can fill at most one of the four cells. The other three digits fill at most three cells, so r7c1, r8c1, r8c4 or r9c1 must be 5. Cells that see all of them cannot be 5: remove 5 from r8c3.\n\
     4: Remove 5 from r8c3",
    ),
];

#[test]
fn rung_texts() {
    for (technique, givens, deleted, expected) in CASES {
        assert_eq!(
            &render(&position(givens, deleted), *technique),
            expected,
            "{technique}"
        );
    }
}

/// Unique Loops on a hand-made grid: the six cells r1c1, r1c4, r2c4, r2c7, r3c7, r3c1 hold
/// 3 and 7 (every other cell holds the rest), `extras` adds candidates to some of them.
fn band_loop(rest: &str, extras: &[(usize, &str)]) -> Position {
    band_loop_with(rest, extras, &[])
}

/// [`band_loop`] with some other cells (row, column from 0) given their own candidates.
fn band_loop_with(rest: &str, extras: &[(usize, &str)], others: &[((u8, u8), &str)]) -> Position {
    let loop_cells = [(0, 0), (0, 3), (1, 3), (1, 6), (2, 6), (2, 0)];
    let set =
        |text: &str| -> DigitSet { text.bytes().filter_map(|b| Digit::new(b - b'0')).collect() };
    let mut candidates = crate::engine::grid::Candidates::from_sets([set(rest); 81]);
    for (i, (r, c)) in loop_cells.into_iter().enumerate() {
        let extra = extras.iter().find(|(j, _)| *j == i).map_or("", |(_, e)| e);
        candidates.set(Cell::at(r, c).unwrap(), set(&format!("37{extra}")));
    }
    for ((r, c), digits) in others {
        candidates.set(Cell::at(*r, *c).unwrap(), set(digits));
    }
    Position::new(Variant::Standard, Grid::EMPTY, candidates)
}

#[test]
fn unique_loop_rung_texts() {
    let cases = [
        (
            Technique::UniqueLoop1,
            band_loop("1245689", &[(3, "9")]),
            "1: There is a Unique Loop Type 1 on the digits 3 and 7.\n\
             2: The 6 cells r1c1, r1c4, r2c4, r2c7, r3c1 and r3c7 form a loop and all hold 3 and 7; r2c7 holds more.\n\
             3: Every row, column and block that holds one of these cells holds exactly two of them, so 3 and 7 would alternate around the loop: r1c1, r2c4 and r3c7 taking one digit, r1c4, r2c7 and r3c1 the other. If the cells held only 3 and 7, the two halves could swap their digits and the puzzle would have two solutions. A proper puzzle has one solution, so r2c7 must keep one of its other candidates. So remove 3 and 7 from r2c7.\n\
             4: Remove 3 and 7 from r2c7",
        ),
        (
            Technique::UniqueLoop2,
            band_loop("1245689", &[(1, "8"), (5, "8")]),
            "1: There is a Unique Loop Type 2 on the digits 3 and 7.\n\
             2: The 6 cells r1c1, r1c4, r2c4, r2c7, r3c1 and r3c7 form a loop and all hold 3 and 7; r1c4 and r3c1 hold more.\n\
             3: Every row, column and block that holds one of these cells holds exactly two of them, so 3 and 7 would alternate around the loop: r1c1, r2c4 and r3c7 taking one digit, r1c4, r2c7 and r3c1 the other. If the cells held only 3 and 7, the two halves could swap their digits and the puzzle would have two solutions. A proper puzzle has one solution, so at least one of r1c4 or r3c1 must be 8, their only other candidate; a cell that sees all of them cannot be 8. So remove 8 from r1c2, r1c3, r3c4, r3c5 and r3c6.\n\
             4: Remove 8 from r1c2, r1c3, r3c4, r3c5 and r3c6",
        ),
        (
            Technique::UniqueLoop3,
            band_loop_with("1245689", &[(2, "1"), (3, "2")], &[((1, 8), "12")]),
            "1: There is a Unique Loop Type 3 on the digits 3 and 7.\n\
             2: The 6 cells r1c1, r1c4, r2c4, r2c7, r3c1 and r3c7 form a loop and all hold 3 and 7; r2c4 and r2c7 hold more.\n\
             3: Every row, column and block that holds one of these cells holds exactly two of them, so 3 and 7 would alternate around the loop: r1c1, r2c4 and r3c7 taking one digit, r1c4, r2c7 and r3c1 the other. If the cells held only 3 and 7, the two halves could swap their digits and the puzzle would have two solutions. A proper puzzle has one solution, so at least one of r2c4 or r2c7 must take one of their other candidates (1 or 2). Together with r2c9 those extras form a naked subset. So remove 1 and 2 from r2c1, r2c2, r2c3, r2c5, r2c6 and r2c8.\n\
             4: Remove 1 and 2 from r2c1, r2c2, r2c3, r2c5, r2c6 and r2c8",
        ),
        (
            Technique::UniqueLoop4,
            band_loop("12456789", &[(2, "1"), (3, "2")]),
            "1: There is a Unique Loop Type 4 on the digits 3 and 7.\n\
             2: The 6 cells r1c1, r1c4, r2c4, r2c7, r3c1 and r3c7 form a loop and all hold 3 and 7; r2c4 and r2c7 hold more.\n\
             3: Every row, column and block that holds one of these cells holds exactly two of them, so 3 and 7 would alternate around the loop: r1c1, r2c4 and r3c7 taking one digit, r1c4, r2c7 and r3c1 the other. If the cells held only 3 and 7, the two halves could swap their digits and the puzzle would have two solutions. In row 2, 3 can only go into r2c4 or r2c7, so one of them is 3; the other must then keep one of its other candidates, so it cannot be 7. So remove 7 from r2c4 and r2c7.\n\
             4: Remove 7 from r2c4 and r2c7",
        ),
    ];
    for (technique, pos, expected) in cases {
        assert_eq!(render(&pos, technique), expected, "{technique}");
    }
}

#[test]
fn unique_loop_names_the_extra_houses_it_touches() {
    let standard = band_loop("1245689", &[(3, "9")]);
    let color = Position::new(Variant::Color, *standard.digits(), *standard.candidates());
    let step = find_first(&color, Technique::UniqueLoop1).expect("a loop in the Color variant");
    assert!(
        crate::i18n::render(Lang::En, &explain(&step, &color).why[0])
            .starts_with("Every row, column, block and colour group that holds one of these cells")
    );
}
