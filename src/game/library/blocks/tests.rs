//! Long histories in sealed blocks: the round trip, what a move rewrites, damaged and
//! missing blocks, and keys the library's scan never takes for entries.

use super::super::{EntryError, EntryMeta, GameId, parse_entry, parse_stored, stored_entry};
use super::{BLOCK_MOVES, block_key};
use crate::engine::{Cell, Digit, Variant, parse_puzzle};
use crate::game::{Command, Game, NoteKind};

const UNIQUE: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

const META: EntryMeta = EntryMeta {
    created_ms: 1,
    played_ms: 2,
    level: None,
    origin: crate::game::library::name::Origin::Unknown,
    name: None,
};

/// A game being played with `moves` moves in its history (notes toggled in one cell).
fn game_with(moves: usize) -> Game {
    let mut game = Game::default();
    game.apply(Command::Load(Box::new(
        parse_puzzle(UNIQUE, Variant::Standard).unwrap(),
    )));
    let cell = Cell::new(1).unwrap();
    for i in 0..moves {
        let digit = Digit::new(1 + (i % 9) as u8).unwrap();
        game.apply(Command::ToggleNote(cell, NoteKind::Centre, digit));
    }
    assert_eq!(game.history().moves().len(), moves);
    game
}

/// Reads `stored` back with its blocks.
fn read(stored: &super::super::StoredEntry) -> Result<Game, EntryError> {
    parse_stored(&stored.main, |i| stored.blocks.get(i).cloned()).map(|(_, g)| g)
}

#[test]
fn long_histories_round_trip_through_sealed_blocks() {
    for moves in [0, 1, BLOCK_MOVES - 1, BLOCK_MOVES, BLOCK_MOVES + 1, 300] {
        let game = game_with(moves);
        let stored = stored_entry(&META, &game);
        assert_eq!(stored.blocks.len(), moves / BLOCK_MOVES, "{moves}");
        let newest = stored
            .main
            .lines()
            .filter(|l| l.starts_with("move "))
            .count();
        assert_eq!(newest, moves % BLOCK_MOVES, "{moves}");
        assert_eq!(read(&stored), Ok(game.clone()), "{moves}");
        assert!(
            stored
                .main
                .contains(&format!("\nblocks {}\n", stored.blocks.len()))
        );
        // Undone moves (the redo branch) are kept too.
        let mut undone = game.clone();
        for _ in 0..moves.min(40) {
            undone.apply(Command::Undo);
        }
        assert_eq!(read(&stored_entry(&META, &undone)), Ok(undone), "{moves}");
    }
}

#[test]
fn a_move_rewrites_the_entry_and_newest_moves_only() {
    let game = game_with(300);
    let before = stored_entry(&META, &game);
    let mut next = game.clone();
    next.apply(Command::ToggleNote(
        Cell::new(2).unwrap(),
        NoteKind::Corner,
        Digit::new(7).unwrap(),
    ));
    let after = stored_entry(&META, &next);
    assert_eq!(after.blocks, before.blocks, "sealed blocks stay as stored");
    // What one move writes is a small part of the whole history.
    let whole = super::super::entry_text(&META, &next);
    assert!(
        after.main.len() * 4 < whole.len(),
        "{} of {} bytes",
        after.main.len(),
        whole.len()
    );
    // An undo into a sealed block followed by a new move changes that block and the later
    // ones only.
    let mut branched = game.clone();
    for _ in 0..(300 - 2 * BLOCK_MOVES - 5) {
        branched.apply(Command::Undo);
    }
    branched.apply(Command::Erase(Cell::new(1).unwrap()));
    let cut = stored_entry(&META, &branched);
    assert_eq!(cut.blocks[..2], before.blocks[..2]);
    assert_eq!(cut.blocks.len(), 2);
    assert_eq!(read(&cut), Ok(branched));
}

#[test]
fn a_missing_or_damaged_block_is_named_never_guessed() {
    let stored = stored_entry(&META, &game_with(100));
    assert_eq!(stored.blocks.len(), 3);
    let with = |i: usize, text: Option<&str>| {
        let mut s = stored.clone();
        let blocks: Vec<Option<String>> = (0..3)
            .map(|j| {
                if j == i {
                    text.map(str::to_string)
                } else {
                    Some(s.blocks[j].clone())
                }
            })
            .collect();
        s.blocks.clear();
        parse_stored(&s.main, |j| blocks.get(j).cloned().flatten()).map(|_| ())
    };
    assert_eq!(with(1, None), Err(EntryError::BadBlock(1)));
    assert_eq!(with(2, Some("not moves")), Err(EntryError::BadBlock(2)));
    let short: String = stored.blocks[0]
        .lines()
        .skip(1)
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(with(0, Some(&short)), Err(EntryError::BadBlock(0)));
    // The whole-text reader has no blocks to read.
    assert_eq!(
        parse_entry(&stored.main).map(|_| ()),
        Err(EntryError::BadBlock(0))
    );
    // A damaged count is a damaged field.
    for count in ["-1", "x", "99999999999"] {
        let text = stored
            .main
            .replace("\nblocks 3\n", &format!("\nblocks {count}\n"));
        assert_eq!(
            parse_entry(&text).map(|_| ()),
            Err(EntryError::BadField("blocks")),
            "{count}"
        );
    }
}

#[test]
fn block_keys_are_not_library_entries() {
    let id = GameId::parse("abc123").unwrap();
    assert_eq!(block_key(&id, 7), "stepwise/v1/moves/abc123/7");
    assert_eq!(GameId::from_key(&block_key(&id, 0)), None);
}
