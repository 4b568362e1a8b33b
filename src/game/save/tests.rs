//! Every technique the engine can produce survives a save: written under its stable id,
//! read back, undone and redone; the same through the version-2 names of the first release,
//! and a game that release set aside (a pen-only hint's `step:Direct_Pointing`) opens whole.

use super::{from_text, to_text};
use crate::engine::{Candidate, Evidence, Grid, Step, Technique};
use crate::game::history::MoveKind;
use crate::game::library::{EntryMeta, entry_text, parse_entry};
use crate::game::{Command, Game, Outcome, Stage, StepEffect, Verdict};

/// A unique standard puzzle (18 givens).
const UNIQUE: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// A game being played on [`UNIQUE`] with every candidate noted, and its solution.
fn noted_game() -> (Game, Grid) {
    let mut game = crate::test_support::loaded(UNIQUE);
    game.apply(Command::FillCandidates);
    let Verdict::Unique(solution) = game.verdict() else {
        panic!("the test puzzle is unique")
    };
    (game, solution)
}

/// A step of `technique` that places one true digit and removes one false candidate (what a
/// save keeps of a step is its technique and the cells it changed).
fn step_of(technique: Technique, game: &Game, solution: &Grid) -> Step {
    let pos = game.notes_position();
    let mut empty = pos.empty_cells().iter();
    let placed = empty.next().expect("an empty cell");
    let placement = Candidate::new(placed, solution.get(placed).expect("solved"));
    let eliminated = empty
        .find_map(|c| {
            pos.cands(c)
                .iter()
                .find(|d| Some(*d) != solution.get(c))
                .map(|d| Candidate::new(c, d))
        })
        .expect("a false candidate");
    Step {
        technique,
        placements: vec![placement],
        eliminations: vec![eliminated],
        evidence: Evidence::Supposition {
            supposed: eliminated,
        },
    }
}

/// The version-2 text of the first release: its magic line, and each hint's technique by
/// its English name with `_` for spaces.
fn as_version_2(text: &str) -> String {
    let mut out = text.replacen("stepwise-save 3", "stepwise-save 2", 1);
    for t in Technique::EVERY {
        out = out.replace(
            &format!("move step:{} ", t.id()),
            &format!("move step:{} ", t.name().replace(' ', "_")),
        );
    }
    out
}

#[test]
fn every_technique_survives_apply_save_reload_undo_and_redo() {
    for &technique in Technique::EVERY {
        let (mut game, solution) = noted_game();
        let step = step_of(technique, &game, &solution);
        assert_eq!(
            game.apply(Command::ApplyStep(StepEffect::from(&step))),
            Outcome::Changed
        );
        let text = to_text(&game);
        assert!(
            text.contains(&format!("\nmove step:{} ", technique.id())),
            "{technique:?}: {text}"
        );
        let meta = EntryMeta {
            created_ms: 1,
            played_ms: 2,
            ..EntryMeta::default()
        };
        for (version, saved) in [(3, text.clone()), (2, as_version_2(&text))] {
            let (_, mut back) = parse_entry(&entry_text_of(&meta, &saved))
                .unwrap_or_else(|e| panic!("{technique:?}, version {version}: {e:?}"));
            assert_eq!(back, game, "{technique:?}, version {version}");
            let last = back.history().moves().last().expect("the step's move");
            assert_eq!(last.kind, MoveKind::Step(technique));
            assert_eq!(back.apply(Command::Undo), Outcome::Changed);
            assert_eq!(back, from_text(&to_text(&back)).expect("undone, saved"));
            assert_eq!(back.apply(Command::Redo), Outcome::Changed);
            assert_eq!(back, game, "{technique:?}, version {version}: redo");
        }
        // Written again, the game is a version-3 save with the id.
        assert_eq!(to_text(&from_text(&as_version_2(&text)).unwrap()), text);
    }
}

/// The entry text around a save text (the library's header lines, then the save).
fn entry_text_of(meta: &EntryMeta, save: &str) -> String {
    let header = entry_text(meta, &Game::default());
    let cut = header
        .find("stepwise-save")
        .expect("the save follows the header");
    format!("{}{save}", &header[..cut])
}

#[test]
fn technique_ids_are_unique_url_safe_and_looked_up_back() {
    for (i, t) in Technique::EVERY.iter().enumerate() {
        let id = t.id();
        assert!(
            !id.is_empty()
                && id
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
            "{t:?}: {id}"
        );
        assert_eq!(Technique::from_id(id), Some(*t));
        assert!(
            Technique::EVERY[..i].iter().all(|o| o.id() != id),
            "{id} twice"
        );
    }
    assert_eq!(Technique::from_id("X-Wing"), None);
}

/// Made with the release of 2026-11-23 (commit e80dd2d), which set this game aside as
/// unreadable on reload ("move 11 of the saved game's history is damaged"): a newspaper
/// game played with pen-only hints only (`tests/fixtures/README.md` says how).
const SET_ASIDE: &str = include_str!("../../../tests/fixtures/entry-v2-direct-techniques.txt");

#[test]
fn a_game_the_first_release_set_aside_opens_whole() {
    let (meta, mut game) = parse_entry(SET_ASIDE).expect("readable again");
    assert_eq!(meta.created_ms, 1_795_000_000_000);
    assert_eq!(game.stage(), Stage::Playing);
    assert_eq!(game.hints_used(), 15);
    let kinds: Vec<MoveKind> = game.history().moves().iter().map(|m| m.kind).collect();
    assert_eq!(kinds.len(), 15);
    for t in [Technique::DirectPointing, Technique::DirectHiddenPair] {
        assert!(kinds.contains(&MoveKind::Step(t)), "{t:?}");
    }
    let board = game.clone();
    // The whole history undoes to the givens and redoes to the board as saved.
    for _ in 0..15 {
        assert_eq!(game.apply(Command::Undo), Outcome::Changed);
    }
    assert_eq!(game.digits().to_line(), ".".repeat(81));
    for _ in 0..15 {
        assert_eq!(game.apply(Command::Redo), Outcome::Changed);
    }
    assert_eq!(game, board);
    // Saved again, it is a version-3 save naming the techniques by id.
    let text = to_text(&game);
    assert!(text.starts_with("stepwise-save 3\n"));
    assert!(text.contains("\nmove step:direct-pointing "));
    assert!(text.contains("\nmove step:direct-hidden-pair "));
    assert_eq!(from_text(&text), Ok(board));
}
