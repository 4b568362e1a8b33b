//! Small helpers the native unit tests share: cells by name, digits by value, a loaded game,
//! a step checked against a solution, and the puzzle data (`data`: the integration tests' own
//! reader, included, so the paths are known in one place).

#[path = "../tests/common/data.rs"]
pub mod data;

#[path = "../tests/common/cell_names.rs"]
pub mod cell_names;

use crate::engine::{Cell, Digit, Grid, Step, Variant, parse_puzzle};
use crate::game::{Command, Game, Outcome};

/// "r2c7" → the cell (rows and columns 1–9).
pub fn cell(name: &str) -> Cell {
    Cell::from_name(name).expect("a cell name like r2c7")
}

/// Asserts that `step` agrees with the puzzle's `solution`: every placement is the
/// solution's digit and no elimination removes it. (The integration tests' twin is
/// `tests/common::assert_sound`, which names the puzzle.)
pub fn assert_sound(step: &Step, solution: &Grid) {
    for p in &step.placements {
        assert_eq!(
            solution.get(p.cell),
            Some(p.digit),
            "unsound placement {p:?} by {}",
            step.technique
        );
    }
    for e in &step.eliminations {
        assert_ne!(
            solution.get(e.cell),
            Some(e.digit),
            "unsound elimination {e:?} by {}",
            step.technique
        );
    }
}

/// 1–9 → the digit.
pub fn digit(n: u8) -> Digit {
    Digit::new(n).expect("a digit 1-9")
}

/// A new game with the standard puzzle `text` loaded (givens locked, play started).
pub fn loaded(text: &str) -> Game {
    let mut game = Game::default();
    let puzzle = parse_puzzle(text, Variant::Standard).expect("a standard puzzle");
    assert_eq!(
        game.apply(Command::Load(Box::new(puzzle))),
        Outcome::Changed
    );
    game
}
