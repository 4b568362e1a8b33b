//! The model's laws, checked natively.

use super::save::{SaveError, from_text, to_text};
use super::*;
use crate::engine::CellSet;
use crate::i18n::Lang;
use crate::test_support::{cell, digit, loaded};

/// A unique standard puzzle (18 givens).
const UNIQUE: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

#[test]
fn entering_puts_digits_into_the_givens() {
    let mut game = Game::default();
    assert_eq!(game.stage(), Stage::Entering);
    assert_eq!(
        game.apply(Command::Enter(cell("r1c1"), digit(5))),
        Outcome::Changed
    );
    assert_eq!(game.shown(cell("r1c1")), Some((digit(5), true)));
    assert_eq!(
        game.apply(Command::Enter(cell("r1c1"), digit(5))),
        Outcome::Unchanged
    );
    assert_eq!(game.apply(Command::Erase(cell("r1c1"))), Outcome::Changed);
    assert_eq!(game.shown(cell("r1c1")), None);
}

#[test]
fn playing_locks_the_givens_and_keeps_player_digits_apart() {
    let mut game = loaded(UNIQUE);
    assert_eq!(game.stage(), Stage::Playing);
    let given = cell("r1c1");
    assert_eq!(
        game.apply(Command::Enter(given, digit(9))),
        Outcome::Refused(Refusal::GivenIsLocked(given))
    );
    assert_eq!(
        game.apply(Command::Erase(given)),
        Outcome::Refused(Refusal::GivenIsLocked(given))
    );
    assert_eq!(
        game.apply(Command::Enter(cell("r1c2"), digit(1))),
        Outcome::Changed
    );
    assert_eq!(game.shown(cell("r1c2")), Some((digit(1), false)));
    assert_eq!(game.givens().get(cell("r1c2")), None);
    assert_eq!(game.apply(Command::Erase(cell("r1c2"))), Outcome::Changed);
    assert_eq!(game.shown(cell("r1c2")), None);
}

#[test]
fn editing_givens_over_a_player_digit_replaces_it() {
    let mut game = loaded(UNIQUE);
    game.apply(Command::Enter(cell("r1c2"), digit(1)));
    game.apply(Command::EditGivens);
    game.apply(Command::Enter(cell("r1c2"), digit(2)));
    assert_eq!(game.shown(cell("r1c2")), Some((digit(2), true)));
    assert_eq!(game.digits().get(cell("r1c2")), None);
}

#[test]
fn verdicts_come_from_the_exact_solver() {
    assert_eq!(Game::default().verdict(), Verdict::Empty);

    let game = loaded(UNIQUE);
    let Verdict::Unique(solution) = game.verdict() else {
        panic!("expected unique, got {:?}", game.verdict());
    };
    assert!(solution.is_solved(Variant::Standard));
    assert!(game.givens().is_contained_in(&solution));
    assert_eq!(game.verdict().message(Lang::En), "Unique ✓");

    // Removing givens from a unique puzzle leaves several solutions; the marked cells are
    // exactly where two of them differ, and never a given.
    let mut open = game.clone();
    open.apply(Command::EditGivens);
    open.apply(Command::Erase(cell("r1c1")));
    open.apply(Command::Erase(cell("r1c5")));
    let marked = open.verdict().marked();
    assert!(marked.len() >= 2, "{:?}", open.verdict());
    assert!(marked.iter().all(|c| open.givens().get(c).is_none()));
    assert!(
        open.verdict()
            .message(Lang::En)
            .starts_with("Several solutions")
    );

    // Two 4s in row 1: no solution, and the message names them.
    let mut clash = game.clone();
    clash.apply(Command::EditGivens);
    clash.apply(Command::Enter(cell("r1c9"), digit(4)));
    assert_eq!(
        clash.verdict().message(Lang::En),
        "No solution: 4 appears twice in row 1: r1c1 and r1c9."
    );
    assert_eq!(clash.verdict().marked(), CellSet::EMPTY);
}

#[test]
fn the_variant_changes_the_verdict() {
    let mut game = Game::default();
    game.apply(Command::Enter(cell("r1c1"), digit(1)));
    game.apply(Command::Enter(cell("r5c5"), digit(1)));
    assert!(matches!(game.verdict(), Verdict::Several { .. }));
    game.apply(Command::SetVariant(Variant::Diagonal));
    assert!(matches!(
        game.verdict(),
        Verdict::NoSolution { repeat: Some(_) }
    ));
}

#[test]
fn a_finished_board_is_solved() {
    let mut game = loaded(UNIQUE);
    let Verdict::Unique(solution) = game.verdict() else {
        panic!()
    };
    assert!(!game.is_solved());
    for c in Cell::all() {
        if game.givens().get(c).is_none() {
            game.apply(Command::Enter(c, solution.get(c).unwrap()));
        }
    }
    assert!(game.is_solved());
}

#[test]
fn clear_and_start_move_between_stages() {
    let mut game = loaded(UNIQUE);
    assert_eq!(game.apply(Command::Start), Outcome::Unchanged);
    assert_eq!(game.apply(Command::EditGivens), Outcome::Changed);
    assert_eq!(game.stage(), Stage::Entering);
    assert_eq!(game.apply(Command::Clear), Outcome::Changed);
    assert_eq!(game.givens().filled_count(), 0);
    assert_eq!(game.stage(), Stage::Entering);
}

#[test]
fn a_digit_typed_into_unique_givens_looks_like_solving() {
    let mut game = loaded(UNIQUE);
    game.apply(Command::EditGivens);
    let unique = verdict(&game.puzzle());
    assert!(matches!(unique, Verdict::Unique(_)));
    // An empty cell: ask. A given's cell: a typo being corrected, no question.
    assert!(game.looks_like_solving(&unique, cell("r1c2")));
    assert!(!game.looks_like_solving(&unique, cell("r1c1")));
    // Not while the givens are not unique (yet), or still being judged.
    for other in [
        Verdict::Empty,
        Verdict::Pending,
        Verdict::Several {
            differ: CellSet::EMPTY,
        },
        Verdict::NoSolution { repeat: None },
    ] {
        assert!(!game.looks_like_solving(&other, cell("r1c2")), "{other:?}");
    }
    // Nor while playing, where every digit is the player's anyway.
    game.apply(Command::Start);
    assert!(!game.looks_like_solving(&unique, cell("r1c2")));
}

#[test]
fn saves_round_trip() {
    let mut game = loaded(UNIQUE);
    game.apply(Command::SetVariant(Variant::Color));
    game.apply(Command::Enter(cell("r9c9"), digit(3)));
    let text = to_text(&game);
    assert!(text.starts_with("stepwise-save 3\nvariant color\nstage playing\n"));
    assert_eq!(from_text(&text), Ok(game));
    assert_eq!(from_text(&to_text(&Game::default())), Ok(Game::default()));
}

#[test]
fn damaged_saves_are_refused_with_a_reason() {
    let good = to_text(&loaded(UNIQUE));
    let cases: Vec<(String, SaveError)> = vec![
        (String::new(), SaveError::NotASave),
        ("{\"json\": true}".into(), SaveError::NotASave),
        ("stepwise-save 4\n".into(), SaveError::NotASave),
        (
            good.replace("variant standard", "variant hexagon"),
            SaveError::BadField("variant"),
        ),
        (
            good.replace("stage playing", "stage paused"),
            SaveError::BadField("stage"),
        ),
        (
            good.replace("givens 4", "givens x"),
            SaveError::BadField("givens"),
        ),
        (
            good.lines().take(4).collect::<Vec<_>>().join("\n"),
            SaveError::BadField("digits"),
        ),
    ];
    for (text, want) in cases {
        assert_eq!(from_text(&text), Err(want.clone()), "{text:?}");
    }
}

#[test]
fn a_save_with_a_digit_on_a_given_is_repaired() {
    let text = to_text(&loaded(UNIQUE)).replace(
        "digits .", "digits 9", // r1c1 is a given (4): the player's 9 there is dropped
    );
    let game = from_text(&text).unwrap();
    assert_eq!(game.shown(cell("r1c1")), Some((digit(4), true)));
    assert_eq!(game.digits().get(cell("r1c1")), None);
}
