//! The technique list walked end to end: every technique has its definition, its words in
//! both message tables and worked cases; every case's step is found exactly (rung 4 is its
//! effect), explained word for word (in English; in German with every key and placeholder),
//! and sound where the position's digits have one solution.

use super::*;
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::grid::Candidates;
use crate::engine::phrase::Phrase;
use crate::engine::puzzle::Puzzle;
use crate::engine::solver::{Solutions, solve};
use crate::engine::types::{Cell, Digit};
use crate::i18n::{Lang, has_key, render, render_all, technique_key};

/// Techniques no position can show, each with the reason; their cases are positions where
/// they must find nothing.
const NEVER_FIRES: &[(Technique, &str)] = &[(
    Technique::ColorPincer,
    "in rows, columns, blocks and colour groups a cell that sees every place of a digit in a \
     house shares a house with all of them: Locked Candidates (see its definition)",
)];

/// A case's position: its digits (givens and, after `+`, digits placed while solving) with
/// every candidate they allow, then its notes applied in order.
fn position(case: &Case) -> Position {
    let mut numbers = [0u8; 81];
    let mut givens = CellSet::EMPTY;
    let (mut placed, mut i) = (false, 0);
    for c in case.grid.chars() {
        if c == '+' {
            placed = true;
            continue;
        }
        numbers[i] = c.to_digit(10).map_or(0, |d| d as u8);
        if numbers[i] != 0 && !placed {
            givens.insert(Cell::new(i as u8).expect("81 cells"));
        }
        placed = false;
        i += 1;
    }
    assert_eq!(i, 81, "{}: 81 cells", case.grid);
    let digits = Grid::from_numbers(&numbers).expect("digits");
    let mut candidates = Candidates::from_grid(&digits, case.variant);
    let set =
        |text: &str| -> DigitSet { text.bytes().filter_map(|b| Digit::new(b - b'0')).collect() };
    for token in case.notes.split_whitespace() {
        match token.split_once('=') {
            Some(("*", ds)) => {
                for c in Cell::all().filter(|c| digits.get(*c).is_none()) {
                    candidates.set(c, set(ds));
                }
            }
            Some((name, ds)) => candidates.set(crate::test_support::cell(name), set(ds)),
            None => {
                let b = token.as_bytes();
                let cell = Cell::at(b[1] - b'1', b[2] - b'1').expect("digit, row, column");
                let mut left = candidates.get(cell);
                left.remove(Digit::new(b[0] - b'0').expect("a digit"));
                candidates.set(cell, left);
            }
        }
    }
    Position::new(case.variant, digits, candidates).with_givens(givens)
}

/// The four rungs in English, as the app shows them through the message tables.
pub(super) fn rungs(step: &Step, pos: &Position) -> String {
    let e = explain(step, pos);
    let en = |p: &Phrase| render(Lang::En, p);
    format!(
        "1: {}\n2: {}\n3: {}\n4: {}",
        en(&e.where_to_look),
        en(&e.what_to_see),
        render_all(Lang::En, &e.why).join(" "),
        en(&e.effect)
    )
}

#[test]
fn every_technique_is_defined_once_named_in_both_tables_and_has_cases() {
    for (i, &t) in Technique::EVERY.iter().enumerate() {
        // The one order is the enum's: `Ord`, the hint ladder and "all steps" agree.
        assert_eq!(t as usize, i, "{t:?}");
        assert_eq!(Technique::from_id(t.id()), Some(t), "{t:?}");
        for other in &Technique::EVERY[..i] {
            assert_ne!(other.id(), t.id(), "{t:?}: id taken by {other:?}");
            assert_ne!(other.name(), t.name(), "{t:?}: name taken by {other:?}");
        }
        for lang in Lang::ALL {
            assert!(
                has_key(lang, &technique_key(t)),
                "{lang:?} has no name for {t:?}"
            );
        }
        let cases = t.def().cases;
        assert!(!cases.is_empty(), "{t:?} has no case");
        let never = NEVER_FIRES.iter().any(|(n, _)| *n == t);
        assert_eq!(
            cases.iter().any(|c| !c.rungs.is_empty()),
            !never,
            "{t:?}: a case where it fires (finder and explanation), unless it never can"
        );
    }
}

#[test]
fn the_one_order_puts_pen_only_with_the_singles_and_the_last_resort_last() {
    let kinds: Vec<Kind> = Technique::EVERY.iter().map(|t| t.kind()).collect();
    assert_eq!(kinds.last(), Some(&Kind::LastResort));
    assert_eq!(kinds.iter().filter(|k| **k == Kind::LastResort).count(), 1);
    for (i, t) in Technique::EVERY.iter().enumerate() {
        if t.kind() == Kind::PenOnly {
            // Only singles (Easy, found on candidates) come before a pen-only technique.
            assert!(
                Technique::EVERY[..i]
                    .iter()
                    .all(|e| e.level() == Level::Easy),
                "{t:?}"
            );
        }
    }
    assert!(ladder().all(|t| t.kind() == Kind::Candidates));
    assert_eq!(
        ladder().count(),
        kinds.iter().filter(|k| **k == Kind::Candidates).count()
    );
}

#[test]
fn every_case_finds_its_step_and_says_it() {
    let mut checked = 0;
    for &t in Technique::EVERY {
        for case in t.def().cases {
            let pos = position(case);
            let steps = find_all(&pos, t);
            if case.rungs.is_empty() {
                assert_eq!(steps, vec![], "{t:?} fired on {}", case.grid);
                continue;
            }
            let step = steps.first().unwrap_or_else(|| panic!("{t:?}: no step"));
            assert_eq!(step.technique, t);
            assert!(!step.is_empty(), "{t:?}: a step that changes nothing");
            // STEPWISE_BLESS=<file>: the cases whose words changed are written to the file
            // (old and new rungs) instead of failing, to review and copy into the cases.
            if let Ok(path) = std::env::var("STEPWISE_BLESS") {
                let said = rungs(step, &pos);
                if said != case.rungs {
                    use std::io::Write;
                    let mut f = std::fs::OpenOptions::new()
                        .create(true)
                        .append(true)
                        .open(path)
                        .unwrap();
                    writeln!(f, "=== old\n{}\n=== new\n{}\n=== end", case.rungs, said).unwrap();
                }
            } else {
                assert_eq!(rungs(step, &pos), case.rungs, "{t:?}");
            }
            let e = explain(step, &pos);
            for p in [&e.where_to_look, &e.what_to_see, &e.effect]
                .into_iter()
                .chain(&e.why)
                .chain(&e.links)
            {
                for key in p.keys() {
                    assert!(has_key(Lang::De, key), "{t:?}: German lacks {key}");
                }
                assert!(!render(Lang::De, p).contains(['{', '}']), "{t:?}: {p:?}");
            }
            // Sound: where the digits have one solution, a placement is its digit and an
            // elimination never removes it.
            let puzzle = Puzzle::new(case.variant, *pos.digits());
            if let Solutions::Unique(solution) = solve(&puzzle) {
                crate::test_support::assert_sound(step, &solution);
            }
            checked += 1;
        }
    }
    assert!(checked >= Technique::EVERY.len() - NEVER_FIRES.len());
}

/// What lets a [`Memo`] key a position without its givens for every technique that does
/// not need uniqueness: on every case's position of every technique, each such technique
/// finds the same steps whether the filled cells are givens or were placed while solving.
#[test]
fn only_the_uniqueness_techniques_read_the_givens() {
    let mut compared = 0;
    for &owner in Technique::EVERY {
        for case in owner.def().cases {
            let pos = position(case);
            let all_given = pos.clone().with_givens(pos.filled_cells());
            let none_given = pos.clone().with_givens(CellSet::EMPTY);
            for &t in Technique::EVERY.iter().filter(|t| !t.needs_uniqueness()) {
                if t.kind() == Kind::LastResort {
                    continue;
                }
                let steps = find_all(&all_given, t);
                assert_eq!(steps, find_all(&none_given, t), "{t:?} on {}", case.grid);
                compared += usize::from(!steps.is_empty());
            }
        }
    }
    // Most techniques fire on their own cases at least.
    assert!(compared >= Technique::EVERY.len() / 2, "{compared}");
}

/// A [`Memo`] changes no step: walking a path with one memo (and again over the same
/// positions, where every search that found nothing is skipped) finds the steps the ladder
/// finds without it.
#[test]
fn a_memo_changes_no_step() {
    let data = crate::test_support::data::data("top1465.txt");
    for line in data.iter().step_by(293).take(4) {
        let puzzle = crate::engine::parse_puzzle(line, Variant::Standard).expect("a puzzle");
        let memo = Memo::default();
        let mut pos = Position::from_puzzle(&puzzle);
        let mut skipped_somewhere = false;
        while let Some(step) = next_step(&pos, |_| true) {
            for _ in 0..2 {
                let shared = Shared::remembering(true, &memo);
                assert_eq!(
                    next_step_shared(&pos, &shared, |_| true).as_ref(),
                    Some(&step)
                );
            }
            let first_only = Shared::remembering(true, &memo);
            let everything = Shared::remembering(false, &memo);
            for t in ladder().take_while(|t| *t != step.technique) {
                skipped_somewhere |= memo_says_nothing(&first_only, &pos, t);
                assert_eq!(find_shared(&pos, &everything, t), vec![], "{t:?}");
            }
            pos.apply(&step);
        }
        assert!(skipped_somewhere);
    }
}

/// Whether `shared`'s memo knows that `t` finds nothing on `pos`.
fn memo_says_nothing(shared: &Shared, pos: &Position, t: Technique) -> bool {
    shared
        .memo
        .as_ref()
        .is_some_and(|m| m.found_nothing(pos, t))
}
