//! Unique Loops on hand-made candidate grids: one case per type, the variants' extra houses,
//! and sets of cells that look like loops but are not.

use super::*;
use crate::engine::grid::{Candidates, Grid};
use crate::engine::house::{House, Variant};
use crate::engine::techniques::find_all;
use crate::engine::types::Digit;
use crate::test_support::cell;

fn digits(text: &str) -> DigitSet {
    text.bytes().filter_map(|b| Digit::new(b - b'0')).collect()
}

/// An empty grid where every cell holds `rest` except the `listed` ones.
fn position(variant: Variant, rest: &str, listed: &[(String, String)]) -> Position {
    let mut candidates = Candidates::from_sets([digits(rest); 81]);
    for (name, ds) in listed {
        candidates.set(cell(name), digits(ds));
    }
    Position::new(variant, Grid::EMPTY, candidates)
}

fn cells(names: &[&str]) -> CellSet {
    names.iter().map(|n| cell(n)).collect()
}

fn elims(digit: u8, names: &[&str]) -> Vec<Candidate> {
    names
        .iter()
        .map(|n| Candidate::new(cell(n), Digit::new(digit).expect("digit")))
        .collect()
}

/// A 6-cell loop in the top band: rows 1–3, columns 1, 4 and 7, two cells per block. Its
/// corners r1c1 and r3c7 lie on the diagonals; its colour groups pair up like its rows.
const BAND: [&str; 6] = ["r1c1", "r1c4", "r2c4", "r2c7", "r3c7", "r3c1"];

/// The same shape on columns 2, 5 and 9: off both diagonals, but r2c5 is alone in its colour
/// group (the centre of its block) and r2c9 and r3c9 in theirs.
const OFF_DIAGONAL: [&str; 6] = ["r1c2", "r1c5", "r2c5", "r2c9", "r3c9", "r3c2"];

/// The loop cells holding 3 and 7, the `roof` cells also their extras.
fn loop_with(loop_cells: &[&str], roof: &[(&str, &str)]) -> Vec<(String, String)> {
    loop_cells
        .iter()
        .map(|c| {
            let extra = roof.iter().find(|(r, _)| r == c).map_or("", |(_, e)| e);
            (c.to_string(), format!("37{extra}"))
        })
        .collect()
}

#[test]
fn type_1_removes_both_digits_from_the_one_roof_cell() {
    let pos = position(
        Variant::Standard,
        "1245689",
        &loop_with(&BAND, &[("r2c7", "9")]),
    );
    let steps = find_all(&pos, Technique::UniqueLoop1);
    assert_eq!(steps.len(), 1, "{steps:?}");
    let mut expected = elims(3, &["r2c7"]);
    expected.extend(elims(7, &["r2c7"]));
    assert_eq!(steps[0].eliminations, expected);
    assert_eq!(
        steps[0].evidence,
        Evidence::Loop {
            halves: (
                cells(&["r1c1", "r2c4", "r3c7"]),
                cells(&["r1c4", "r2c7", "r3c1"])
            ),
            digits: digits("37"),
            roof: cells(&["r2c7"]),
            subset: CellSet::EMPTY,
            lock: None,
        }
    );
    // The rectangle finders do not see six cells.
    assert!(find_all(&pos, Technique::UniqueRectangle1).is_empty());
}

#[test]
fn an_eight_cell_loop_of_two_interleaved_squares() {
    let eight = [
        "r1c1", "r1c4", "r4c4", "r4c1", "r2c2", "r2c5", "r5c5", "r5c2",
    ];
    let pos = position(
        Variant::Standard,
        "1245689",
        &loop_with(&eight, &[("r5c5", "19")]),
    );
    let steps = find_all(&pos, Technique::UniqueLoop1);
    assert_eq!(steps.len(), 1, "{steps:?}");
    assert!(steps[0].eliminations.iter().all(|e| e.cell == cell("r5c5")));
    let Evidence::Loop { halves, .. } = &steps[0].evidence else {
        panic!("loop evidence");
    };
    assert_eq!(halves.0.union(halves.1), cells(&eight));
}

#[test]
fn type_2_removes_the_shared_extra_from_cells_seeing_the_roof() {
    let pos = position(
        Variant::Standard,
        "1245689",
        &loop_with(&BAND, &[("r1c4", "8"), ("r3c1", "8")]),
    );
    assert!(find_all(&pos, Technique::UniqueLoop1).is_empty());
    let steps = find_all(&pos, Technique::UniqueLoop2);
    assert_eq!(steps.len(), 1, "{steps:?}");
    assert_eq!(
        steps[0].eliminations,
        elims(8, &["r1c2", "r1c3", "r3c4", "r3c5", "r3c6"])
    );
}

#[test]
fn type_3_uses_the_roof_extras_as_part_of_a_naked_subset() {
    let mut listed = loop_with(&BAND, &[("r2c4", "1"), ("r2c7", "2")]);
    listed.push(("r2c9".to_string(), "12".to_string()));
    let pos = position(Variant::Standard, "1245689", &listed);
    let steps = find_all(&pos, Technique::UniqueLoop3);
    let row = ["r2c1", "r2c2", "r2c3", "r2c5", "r2c6", "r2c8"];
    let mut expected = elims(1, &row);
    expected.extend(elims(2, &row));
    expected.sort();
    assert_eq!(steps.first().map(|s| &s.eliminations), Some(&expected));
    let Evidence::Loop { subset, .. } = &steps[0].evidence else {
        panic!("loop evidence");
    };
    assert_eq!(*subset, cells(&["r2c9"]));
}

#[test]
fn type_4_removes_the_other_digit_when_one_is_locked_into_the_roof() {
    // 7 is everywhere, 3 only in the loop: in row 2, 3 is confined to r2c4 and r2c7.
    let pos = position(
        Variant::Standard,
        "12456789",
        &loop_with(&BAND, &[("r2c4", "1"), ("r2c7", "2")]),
    );
    assert!(find_all(&pos, Technique::UniqueLoop1).is_empty());
    assert!(find_all(&pos, Technique::UniqueLoop2).is_empty());
    let steps = find_all(&pos, Technique::UniqueLoop4);
    assert_eq!(steps.len(), 1, "{steps:?}");
    assert_eq!(steps[0].eliminations, elims(7, &["r2c4", "r2c7"]));
    let Evidence::Loop { lock, .. } = &steps[0].evidence else {
        panic!("loop evidence");
    };
    assert_eq!(*lock, Some((Digit::new(3).expect("3"), House::Row(1))));
}

#[test]
fn a_block_holding_four_of_the_cells_is_no_loop() {
    // Rows 1–3 and columns 1, 2 and 4 pair up, but block 1 holds four of the six cells.
    let six = ["r1c1", "r1c4", "r2c4", "r2c2", "r3c2", "r3c1"];
    let pos = position(
        Variant::Standard,
        "1245689",
        &loop_with(&six, &[("r3c2", "9")]),
    );
    assert!(find_all(&pos, Technique::UniqueLoop1).is_empty());
}

#[test]
fn a_ring_through_six_blocks_is_no_loop() {
    // Every row and column holds two cells, but every block only one: the swap would break
    // the blocks.
    let ring = ["r1c1", "r1c4", "r4c4", "r4c7", "r7c7", "r7c1"];
    let pos = position(
        Variant::Standard,
        "1245689",
        &loop_with(&ring, &[("r7c7", "9")]),
    );
    assert!(find_all(&pos, Technique::UniqueLoop1).is_empty());
}

#[test]
fn extra_houses_that_break_the_swap_rule_a_loop_out() {
    let band = loop_with(&BAND, &[("r2c7", "9")]);
    let off = loop_with(&OFF_DIAGONAL, &[("r2c9", "9")]);
    let found = |variant, listed: &[(String, String)]| {
        !find_all(
            &position(variant, "1245689", listed),
            Technique::UniqueLoop1,
        )
        .is_empty()
    };
    // r1c1 and r3c7 are each alone on a diagonal.
    assert!(found(Variant::Standard, &band));
    assert!(!found(Variant::Diagonal, &band));
    // Colour groups 1, 4 and 7 each hold two cells of different halves.
    assert!(found(Variant::Color, &band));
    // Off the diagonals; but r2c5 is alone in the centre colour group.
    assert!(found(Variant::Diagonal, &off));
    assert!(!found(Variant::Color, &off));
    assert!(!found(Variant::ColorDiagonal, &off));
    assert!(!found(Variant::ColorDiagonal, &band));
}

#[test]
fn loops_need_uniqueness() {
    for t in [
        Technique::UniqueLoop1,
        Technique::UniqueLoop2,
        Technique::UniqueLoop3,
        Technique::UniqueLoop4,
    ] {
        assert!(t.needs_uniqueness(), "{t}");
    }
}

#[test]
fn the_explanation_names_the_extra_houses_the_loop_touches() {
    let pos = position(
        Variant::Color,
        "1245689",
        &loop_with(&BAND, &[("r2c7", "9")]),
    );
    let step = find_all(&pos, Technique::UniqueLoop1)
        .into_iter()
        .next()
        .expect("a loop in the Color variant");
    let why = crate::i18n::render(crate::i18n::Lang::En, &explain_loop(&step, &pos).why[0]);
    assert!(
        why.starts_with("Each row, column, block and colour group holding one of these cells"),
        "{why}"
    );
}
