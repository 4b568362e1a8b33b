//! The play model's laws: notes, fills, steps, undo/redo, checks, the timer, and the
//! version-2 save with migration from version 1.

use super::checks::{CellCheck, clock_text};
use super::save::{SaveError, from_text, to_text};
use super::*;
use crate::engine::techniques::next_step;
use crate::engine::{Candidate, parse_puzzle};
use crate::test_support::{cell, digit};

/// A unique standard puzzle (18 givens).
const UNIQUE: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

fn set(digits: &[u8]) -> DigitSet {
    let mut s = DigitSet::EMPTY;
    for &d in digits {
        s.insert(digit(d));
    }
    s
}

fn loaded() -> Game {
    crate::test_support::loaded(UNIQUE)
}

fn solution(game: &Game) -> Grid {
    match game.verdict() {
        Verdict::Unique(g) => g,
        v => panic!("not unique: {v:?}"),
    }
}

/// A game with some of everything: digits (one wrong), notes of both kinds, a fill, a step.
fn busy_game() -> Game {
    let mut game = loaded();
    let sol = solution(&game);
    let free: Vec<Cell> = Cell::all()
        .filter(|c| game.givens().get(*c).is_none())
        .collect();
    game.apply(Command::Enter(free[0], sol.get(free[0]).unwrap()));
    game.apply(Command::ToggleNote(free[1], NoteKind::Corner, digit(3)));
    game.apply(Command::FillCandidates);
    game.apply(Command::Tick(1500));
    let step = next_step(&game.notes_position(), |_| true).unwrap();
    game.apply(Command::ApplyStep(StepEffect::from(&step)));
    game.apply(Command::ToggleNote(free[5], NoteKind::Centre, digit(9)));
    let wrong = Digit::all().find(|d| Some(*d) != sol.get(free[7])).unwrap();
    game.apply(Command::Enter(free[7], wrong));
    game.apply(Command::CountHint);
    game
}

#[test]
fn centre_and_corner_notes_toggle_independently() {
    let mut game = loaded();
    let c = cell("r1c2");
    for (kind, d) in [
        (NoteKind::Centre, 2),
        (NoteKind::Centre, 5),
        (NoteKind::Corner, 2),
    ] {
        assert_eq!(
            game.apply(Command::ToggleNote(c, kind, digit(d))),
            Outcome::Changed
        );
    }
    assert_eq!(game.centre_notes()[c.index()], set(&[2, 5]));
    assert_eq!(game.corner_notes()[c.index()], set(&[2]));
    game.apply(Command::ToggleNote(c, NoteKind::Centre, digit(2)));
    assert_eq!(game.centre_notes()[c.index()], set(&[5]));
    assert_eq!(game.corner_notes()[c.index()], set(&[2]));
}

#[test]
fn notes_are_refused_where_they_cannot_go() {
    let mut game = loaded();
    let given = cell("r1c1");
    assert_eq!(
        game.apply(Command::ToggleNote(given, NoteKind::Centre, digit(1))),
        Outcome::Refused(Refusal::CellIsFilled(given))
    );
    game.apply(Command::EditGivens);
    assert_eq!(
        game.apply(Command::ToggleNote(
            cell("r1c2"),
            NoteKind::Centre,
            digit(1)
        )),
        Outcome::Refused(Refusal::NotPlaying)
    );
}

#[test]
fn erase_takes_the_digit_first_then_the_notes() {
    let mut game = loaded();
    let c = cell("r1c2");
    game.apply(Command::ToggleNote(c, NoteKind::Centre, digit(2)));
    game.apply(Command::ToggleNote(c, NoteKind::Corner, digit(7)));
    game.apply(Command::Enter(c, digit(5)));
    game.apply(Command::Erase(c));
    assert_eq!(game.shown(c), None);
    assert_eq!(
        game.centre_notes()[c.index()],
        set(&[2]),
        "notes kept under the digit"
    );
    game.apply(Command::Erase(c));
    assert_eq!(game.cell(c), CellState::default());
    assert_eq!(game.apply(Command::Erase(c)), Outcome::Unchanged);
}

#[test]
fn fill_candidates_writes_every_empty_cell_from_the_digits() {
    let mut game = loaded();
    game.apply(Command::Enter(cell("r1c2"), digit(5)));
    assert!(!game.notes_are_complete());
    assert_eq!(game.apply(Command::FillCandidates), Outcome::Changed);
    assert!(game.notes_are_complete());
    let board = game.position();
    for c in Cell::all() {
        let notes = game.centre_notes()[c.index()];
        if board.get(c).is_some() {
            continue;
        }
        for d in Digit::all() {
            let seen = game
                .variant()
                .peers(c)
                .iter()
                .any(|p| board.get(p) == Some(d));
            assert_eq!(notes.contains(d), !seen, "{c} {d}");
        }
    }
    assert_eq!(game.apply(Command::FillCandidates), Outcome::Unchanged);
}

#[test]
fn placing_clears_peer_notes_only_when_asked() {
    for clear in [false, true] {
        let mut game = loaded();
        game.set_options(PlayOptions {
            clear_peer_notes: clear,
        });
        game.apply(Command::FillCandidates);
        let (c, peer, far) = (cell("r1c2"), cell("r1c9"), cell("r9c9"));
        let d = game.centre_notes()[peer.index()]
            .iter()
            .find(|d| game.centre_notes()[c.index()].contains(*d))
            .unwrap();
        let far_before = game.centre_notes()[far.index()];
        game.apply(Command::Enter(c, d));
        assert_eq!(game.centre_notes()[peer.index()].contains(d), !clear);
        assert_eq!(game.centre_notes()[far.index()], far_before);
        // One undo takes back the digit and the cleared notes together.
        game.apply(Command::Undo);
        assert!(game.centre_notes()[peer.index()].contains(d));
    }
}

#[test]
fn erasing_a_digit_puts_back_the_notes_its_placement_took() {
    let mut game = loaded();
    game.set_options(PlayOptions {
        clear_peer_notes: true,
    });
    game.apply(Command::FillCandidates);
    let (c, peer, other) = (cell("r1c2"), cell("r1c9"), cell("r3c3"));
    let d = game.centre_notes()[peer.index()]
        .iter()
        .find(|d| {
            game.centre_notes()[c.index()].contains(*d)
                && game.centre_notes()[other.index()].contains(*d)
        })
        .unwrap();
    game.apply(Command::ToggleNote(peer, NoteKind::Corner, d));
    let notes_before = (*game.centre_notes(), *game.corner_notes());
    game.apply(Command::Enter(c, d));
    assert!(!game.centre_notes()[peer.index()].contains(d));
    assert!(!game.corner_notes()[peer.index()].contains(d));
    // Later work, kept: another digit in another peer.
    let blocker = cell("r3c1");
    let later = Digit::all()
        .find(|x| *x != d && game.centre_notes()[blocker.index()].contains(*x))
        .unwrap();
    game.apply(Command::Enter(blocker, later));
    game.apply(Command::Erase(c));
    assert_eq!(game.digits().get(c), None);
    for p in game.variant().peers(c).iter() {
        let had = notes_before.0[p.index()].contains(d);
        let empty = game.shown(p).is_none();
        assert_eq!(
            game.centre_notes()[p.index()].contains(d),
            had && empty,
            "{p}: the note of {d} is back where it was taken"
        );
    }
    assert!(
        game.corner_notes()[peer.index()].contains(d),
        "a corner note too"
    );
    // The erase is one move: undo takes the notes out again, redo puts them back.
    let erased = (*game.centre_notes(), *game.corner_notes());
    game.apply(Command::Undo);
    assert_eq!(game.digits().get(c), Some(d));
    assert!(!game.centre_notes()[peer.index()].contains(d));
    game.apply(Command::Redo);
    assert_eq!((*game.centre_notes(), *game.corner_notes()), erased);
}

#[test]
fn erasing_puts_back_no_note_that_another_digit_rules_out() {
    let mut game = loaded();
    game.set_options(PlayOptions {
        clear_peer_notes: true,
    });
    game.apply(Command::FillCandidates);
    let (c, peer) = (cell("r1c2"), cell("r1c9"));
    let d = game.centre_notes()[peer.index()]
        .iter()
        .find(|d| game.centre_notes()[c.index()].contains(*d))
        .unwrap();
    game.apply(Command::Enter(c, d));
    // The same digit placed again where it sees `peer` (a wrong digit, as players make).
    let twin = game
        .variant()
        .peers(peer)
        .iter()
        .find(|p| *p != c && game.shown(*p).is_none() && !game.variant().peers(c).contains(*p))
        .unwrap();
    game.apply(Command::Enter(twin, d));
    game.apply(Command::Erase(c));
    assert!(!game.centre_notes()[peer.index()].contains(d));
}

#[test]
fn a_hints_placement_clears_peer_notes_only_when_asked() {
    for clear in [false, true] {
        let mut game = loaded();
        game.set_options(PlayOptions {
            clear_peer_notes: clear,
        });
        game.apply(Command::FillCandidates);
        let step = next_step(&game.notes_position(), |_| true).unwrap();
        let p = *step
            .placements
            .first()
            .expect("the first step places a digit");
        let peers_with_it: Vec<Cell> = game
            .variant()
            .peers(p.cell)
            .iter()
            .filter(|c| game.centre_notes()[c.index()].contains(p.digit))
            .collect();
        assert!(!peers_with_it.is_empty());
        game.apply(Command::ApplyStep(StepEffect::from(&step)));
        for c in &peers_with_it {
            assert_eq!(
                game.centre_notes()[c.index()].contains(p.digit),
                !clear,
                "{c}"
            );
        }
    }
}

#[test]
fn clearing_the_board_is_one_move_that_undo_takes_back() {
    let mut game = busy_game();
    game.apply(Command::EditGivens);
    let before = game.clone();
    assert_eq!(game.apply(Command::Clear), Outcome::Changed);
    assert_eq!(game.stage(), Stage::Entering);
    assert!(Cell::all().all(|c| game.cell(c) == CellState::default()));
    assert_eq!(
        game.history().applied().last().unwrap().kind,
        MoveKind::Clear
    );
    // Saved and read back, the clear can still be undone.
    let mut game = from_text(&to_text(&game)).unwrap();
    assert_eq!(game.apply(Command::Undo), Outcome::Changed);
    assert!(Cell::all().all(|c| game.cell(c) == before.cell(c)));
    assert_eq!(game.stage(), before.stage());
    assert_eq!(game.apply(Command::Redo), Outcome::Changed);
    assert_eq!(game.apply(Command::Clear), Outcome::Unchanged);
}

#[test]
fn applying_a_step_places_and_eliminates() {
    let mut game = loaded();
    game.apply(Command::FillCandidates);
    let pos = game.notes_position();
    let step = next_step(&pos, |_| true).unwrap();
    assert_eq!(
        game.apply(Command::ApplyStep(StepEffect::from(&step))),
        Outcome::Changed
    );
    for p in &step.placements {
        assert_eq!(game.shown(p.cell), Some((p.digit, false)));
    }
    for Candidate { cell, digit } in &step.eliminations {
        assert!(!game.centre_notes()[cell.index()].contains(*digit));
    }
    let last = game.history().applied().last().unwrap();
    assert_eq!(last.kind, MoveKind::Step(step.technique));
}

#[test]
fn undo_and_redo_are_exact_inverses_for_every_move() {
    let game = busy_game();
    let n = game.history().cursor();
    assert!(n >= 6, "{n}");
    // Walk back to the start, remembering each state, then forward again.
    let mut walk = game.clone();
    let mut states = vec![walk.clone()];
    while walk.apply(Command::Undo) == Outcome::Changed {
        states.push(walk.clone());
    }
    assert_eq!(states.len(), n + 1);
    assert_eq!(
        walk.apply(Command::Undo),
        Outcome::Refused(Refusal::NothingToUndo)
    );
    assert_eq!(walk.position(), *walk.givens(), "back at the loaded puzzle");
    for expected in states.iter().rev().skip(1) {
        assert_eq!(walk.apply(Command::Redo), Outcome::Changed);
        assert_eq!(&walk, expected);
    }
    assert_eq!(
        walk.apply(Command::Redo),
        Outcome::Refused(Refusal::NothingToRedo)
    );
}

#[test]
fn a_new_move_after_undo_drops_the_redo_branch() {
    let mut game = loaded();
    game.apply(Command::Enter(cell("r1c2"), digit(1)));
    game.apply(Command::Enter(cell("r1c3"), digit(2)));
    game.apply(Command::Undo);
    assert!(game.history().can_redo());
    game.apply(Command::Enter(cell("r9c9"), digit(3)));
    assert!(!game.history().can_redo());
    assert_eq!(game.history().moves().len(), 2);
}

#[test]
fn undo_to_goes_back_exactly_n_moves() {
    let mut game = busy_game();
    let mut expected = game.clone();
    for _ in 0..3 {
        expected.apply(Command::Undo);
    }
    let n = game.history().cursor() - 3;
    assert_eq!(game.apply(Command::UndoTo(n)), Outcome::Changed);
    assert_eq!(game, expected);
    assert_eq!(game.apply(Command::UndoTo(n + 1)), Outcome::Unchanged);
}

#[test]
fn entering_and_variant_changes_are_undoable_too() {
    let mut game = Game::default();
    game.apply(Command::Enter(cell("r1c1"), digit(4)));
    game.apply(Command::SetVariant(Variant::Diagonal));
    game.apply(Command::Start);
    game.apply(Command::Undo);
    assert_eq!(game.stage(), Stage::Entering);
    game.apply(Command::Undo);
    assert_eq!(game.variant(), Variant::Standard);
    game.apply(Command::Undo);
    assert_eq!(game.position(), Grid::EMPTY);
    assert_eq!(
        game.apply(Command::Undo),
        Outcome::Refused(Refusal::NothingToUndo)
    );
}

#[test]
fn checks_find_conflicts_wrong_digits_and_the_first_mistake() {
    let mut game = loaded();
    let sol = solution(&game);
    let free: Vec<Cell> = Cell::all()
        .filter(|c| game.givens().get(*c).is_none())
        .collect();
    let wrong_of = |c: Cell| Digit::all().find(|d| Some(*d) != sol.get(c)).unwrap();
    game.apply(Command::Enter(free[0], sol.get(free[0]).unwrap()));
    assert_eq!(game.first_mistake(&sol), None);
    game.apply(Command::Enter(free[1], wrong_of(free[1])));
    game.apply(Command::Enter(free[2], sol.get(free[2]).unwrap()));
    game.apply(Command::Enter(free[3], wrong_of(free[3])));
    assert_eq!(game.wrong_digits(&sol).len(), 2);
    assert_eq!(game.check_cell(free[1], &sol), CellCheck::Wrong);
    assert_eq!(game.check_cell(free[2], &sol), CellCheck::Correct);
    assert_eq!(game.check_cell(cell("r1c1"), &sol), CellCheck::Given);
    assert_eq!(game.first_mistake(&sol), Some(1));
    game.apply(Command::UndoTo(1));
    assert!(game.wrong_digits(&sol).is_empty());
    assert_eq!(
        game.shown(free[0]),
        Some((sol.get(free[0]).unwrap(), false))
    );

    // A mistake already put right costs nothing: with none on the board there is nothing
    // to undo; a later one is undone back to just before it, keeping the work in between.
    game.apply(Command::Enter(free[4], wrong_of(free[4])));
    game.apply(Command::Enter(free[5], sol.get(free[5]).unwrap()));
    game.apply(Command::Enter(free[4], sol.get(free[4]).unwrap()));
    assert_eq!(game.first_mistake(&sol), None);
    let good = game.history().cursor();
    game.apply(Command::Enter(free[6], wrong_of(free[6])));
    // Overwritten by another wrong digit: the first wrong one must not come back.
    let other_wrong = Digit::all()
        .find(|d| Some(*d) != sol.get(free[6]) && *d != wrong_of(free[6]))
        .unwrap();
    game.apply(Command::Enter(free[6], other_wrong));
    assert_eq!(game.first_mistake(&sol), Some(good));
    game.apply(Command::UndoTo(good));
    assert!(game.wrong_digits(&sol).is_empty());
    assert_eq!(
        game.shown(free[5]),
        Some((sol.get(free[5]).unwrap(), false))
    );

    // Conflicts: a second 4 in row 1 (r1c1 is a given 4), including diagonals when on.
    game.apply(Command::Enter(cell("r1c9"), digit(4)));
    let conflicts = game.conflicts();
    assert!(conflicts.contains(cell("r1c1")) && conflicts.contains(cell("r1c9")));
    assert_eq!(conflicts.len(), 2);
}

#[test]
fn the_history_says_when_a_note_was_removed() {
    let mut game = loaded();
    let sol = solution(&game);
    game.apply(Command::FillCandidates);
    let c = cell("r1c2");
    let truth = sol.get(c).unwrap();
    assert_eq!(game.check_cell(c, &sol), CellCheck::EmptyNotesFine);
    game.apply(Command::Tick(61_000));
    game.apply(Command::ToggleNote(c, NoteKind::Centre, truth));
    game.apply(Command::Enter(cell("r9c9"), digit(1)));
    assert_eq!(game.check_cell(c, &sol), CellCheck::EmptyNotesMissTruth);
    let when = game.when_note_removed(c, truth).unwrap();
    assert_eq!(when, 1);
    assert_eq!(game.history().moves()[when].at_ms, 61_000);
    assert_eq!(clock_text(game.history().moves()[when].at_ms), "1:01");
    assert_eq!(game.when_digit_placed(cell("r9c9")), Some(2));
    game.apply(Command::UndoTo(when));
    assert!(game.centre_notes()[c.index()].contains(truth));
}

#[test]
fn the_timer_runs_only_while_playing_an_unsolved_board() {
    let mut game = Game::default();
    assert_eq!(game.apply(Command::Tick(1000)), Outcome::Unchanged);
    let mut game2 = loaded();
    game2.apply(Command::Tick(1000));
    game2.apply(Command::Tick(250));
    assert_eq!(game2.elapsed_ms(), 1250);
    let sol = solution(&game2);
    for c in Cell::all() {
        if game2.givens().get(c).is_none() {
            game2.apply(Command::Enter(c, sol.get(c).unwrap()));
        }
    }
    assert!(game2.is_solved());
    assert_eq!(game2.apply(Command::Tick(1000)), Outcome::Unchanged);
    assert_eq!(clock_text(3_723_000), "1:02:03");
    game.apply(Command::CountHint);
    assert_eq!(game.hints_used(), 1);
}

#[test]
fn a_pasted_candidate_grid_becomes_centre_notes() {
    let mut game = Game::default();
    let cands: String = (0..81)
        .map(|i| {
            if i == 0 {
                "....5....".to_string()
            } else {
                "123456789".to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("");
    let puzzle = parse_puzzle(&cands, Variant::Standard).unwrap();
    game.apply(Command::Load(Box::new(puzzle)));
    assert_eq!(game.shown(cell("r1c1")), Some((digit(5), true)));
    assert!(game.notes_are_complete());
    assert!(game.centre_notes()[cell("r1c2").index()].contains(digit(9)));
}

#[test]
fn version_2_saves_round_trip_everything() {
    let game = busy_game();
    let text = to_text(&game);
    assert!(text.starts_with("stepwise-save 3\n"), "{text}");
    assert_eq!(from_text(&text), Ok(game.clone()));
    // With some moves undone, the redo branch survives too.
    let mut undone = game.clone();
    undone.apply(Command::Undo);
    undone.apply(Command::Undo);
    let back = from_text(&to_text(&undone)).unwrap();
    assert_eq!(back, undone);
    assert!(back.history().can_redo());
}

#[test]
fn a_stored_version_1_save_is_migrated() {
    let text = include_str!("../../tests/fixtures/save-v1.txt");
    let game = from_text(text).unwrap();
    assert_eq!(game.variant(), Variant::Diagonal);
    assert_eq!(game.stage(), Stage::Playing);
    assert_eq!(game.shown(cell("r1c1")), Some((digit(4), true)));
    assert_eq!(game.shown(cell("r1c2")), Some((digit(5), false)));
    assert_eq!(game.history().moves().len(), 0);
    // Written back, it is a version-2 save of the same game.
    let again = to_text(&game);
    assert!(again.starts_with("stepwise-save 3"));
    assert_eq!(from_text(&again), Ok(game));
}

#[test]
fn damaged_version_2_saves_are_refused_with_a_reason() {
    let good = to_text(&busy_game());
    let replace_line = |prefix: &str, with: &str| -> String {
        good.lines()
            .map(|l| if l.starts_with(prefix) { with } else { l })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let cases: Vec<(String, SaveError)> = vec![
        (
            replace_line("centre", "centre 1 2 3"),
            SaveError::BadField("centre"),
        ),
        (
            replace_line("corner", "corner x"),
            SaveError::BadField("corner"),
        ),
        (replace_line("time", "time -5"), SaveError::BadField("time")),
        (
            replace_line("hints", "hints many"),
            SaveError::BadField("hints"),
        ),
        (
            replace_line("cursor", "cursor 999"),
            SaveError::BadField("cursor"),
        ),
        (
            replace_line("move fill", "move fill 0 r0c0:0.0.0.0>0.0.0.0"),
            SaveError::BadMove(3),
        ),
        (format!("{good}move teleport 5\n"), SaveError::BadMove(7)),
    ];
    for (text, want) in cases {
        assert_eq!(from_text(&text), Err(want.clone()), "{want:?}");
    }
}

#[test]
fn a_history_that_does_not_lead_to_the_board_is_dropped() {
    let game = busy_game();
    // Change the board behind the history's back: the saved digits no longer match.
    let text = to_text(&game);
    let digits_line = text.lines().find(|l| l.starts_with("digits ")).unwrap();
    let mut tampered_digits = digits_line.to_string().into_bytes();
    let pos = tampered_digits.iter().rposition(|b| *b == b'.').unwrap();
    tampered_digits[pos] = b'1';
    let text = text.replace(digits_line, std::str::from_utf8(&tampered_digits).unwrap());
    let back = from_text(&text).unwrap();
    assert_eq!(
        back.history().moves().len(),
        0,
        "history dropped, board kept"
    );
    assert_ne!(back.position(), game.position());
}
