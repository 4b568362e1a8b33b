//! Small helpers the native unit tests share: cells by name, digits by value, a loaded game,
//! and the puzzle data (`data`: the integration tests' own reader, included, so the paths are
//! known in one place).

#[path = "../tests/common/data.rs"]
pub mod data;

use crate::engine::{Cell, Digit, Variant, parse_puzzle};
use crate::game::{Command, Game, Outcome};

/// "r2c7" → the cell (rows and columns 1–9).
pub fn cell(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell::at(b[1] - b'1', b[3] - b'1').expect("a cell name like r2c7")
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
