//! Keys to intents: the one place that knows which key does what on the board. The board's
//! single `keydown` handler asks [`action_for_key`] and turns the answer into a
//! [`Command`](super::Command) or a selection move.

use crate::engine::{Cell, Digit};

/// What a key press on the board means.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KeyAction {
    /// Put this digit into the selected cell.
    Digit(Digit),
    /// Empty the selected cell.
    Erase,
    /// Move the selection by (rows, columns).
    Move(i8, i8),
}

/// The action for a `KeyboardEvent.key` value, or `None` for keys the board leaves alone
/// (so Tab, shortcuts and screen-reader keys keep working).
pub fn action_for_key(key: &str) -> Option<KeyAction> {
    match key {
        "ArrowUp" => Some(KeyAction::Move(-1, 0)),
        "ArrowDown" => Some(KeyAction::Move(1, 0)),
        "ArrowLeft" => Some(KeyAction::Move(0, -1)),
        "ArrowRight" => Some(KeyAction::Move(0, 1)),
        "Delete" | "Backspace" | "0" | "." => Some(KeyAction::Erase),
        _ => {
            let mut chars = key.chars();
            match (chars.next(), chars.next()) {
                (Some(c @ '1'..='9'), None) => Digit::new(c as u8 - b'0').map(KeyAction::Digit),
                _ => None,
            }
        }
    }
}

/// The cell reached from `from` by moving `(rows, cols)`, stopping at the edges.
pub fn moved(from: Cell, rows: i8, cols: i8) -> Cell {
    let r = (from.row() as i8 + rows).clamp(0, 8) as u8;
    let c = (from.col() as i8 + cols).clamp(0, 8) as u8;
    Cell::at(r, c).unwrap_or(from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_map_to_actions() {
        let cases: &[(&str, Option<KeyAction>)] = &[
            ("1", Digit::new(1).map(KeyAction::Digit)),
            ("9", Digit::new(9).map(KeyAction::Digit)),
            ("0", Some(KeyAction::Erase)),
            ("Delete", Some(KeyAction::Erase)),
            ("Backspace", Some(KeyAction::Erase)),
            ("ArrowUp", Some(KeyAction::Move(-1, 0))),
            ("ArrowRight", Some(KeyAction::Move(0, 1))),
            ("Tab", None),
            ("a", None),
            ("12", None),
            ("", None),
        ];
        for (key, want) in cases {
            assert_eq!(action_for_key(key), *want, "key {key:?}");
        }
    }

    #[test]
    fn moves_stop_at_the_edges() {
        let r1c1 = Cell::at(0, 0).unwrap();
        let r9c9 = Cell::at(8, 8).unwrap();
        assert_eq!(moved(r1c1, -1, 0), r1c1);
        assert_eq!(moved(r1c1, 0, -1), r1c1);
        assert_eq!(moved(r9c9, 1, 1), r9c9);
        assert_eq!(moved(r1c1, 1, 2), Cell::at(1, 2).unwrap());
    }
}
