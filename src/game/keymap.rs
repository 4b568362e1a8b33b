//! Keys to intents: the one place that knows which key does what on the board. The board's
//! single `keydown` handler hands [`action_for`] the key, its physical code and the held
//! modifiers, and turns the answer into a [`Command`](super::Command), a selection move or
//! an input-mode switch. The keypad asks [`digit_action`] what a tapped digit means in the
//! current mode, so keys and taps follow the same rules.
//!
//! The conventions (`../shared/docs/UX.md`): 1–9 digit; Shift+digit corner note; Ctrl/Alt+digit
//! centre note; Z/X/C switch the mode (digit / corner / centre); arrows move; Delete/Backspace
//! erase; Ctrl/Cmd-Z undo; Ctrl/Cmd-Shift-Z or Ctrl-Y redo.

use super::NoteKind;
use crate::engine::closed::closed_enum;
use crate::engine::{Cell, Digit};

closed_enum! {
    /// What a plain digit key or a keypad tap does.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
    pub enum InputMode {
        /// Place the digit.
        #[default]
        Digit,
        /// Toggle a centre note.
        Centre,
        /// Toggle a corner note.
        Corner,
    }
}

impl InputMode {}

/// What a key press on the board means.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KeyAction {
    /// Put this digit into the selected cell.
    Digit(Digit),
    /// Toggle this note in the selected cell.
    Note(NoteKind, Digit),
    /// Empty the selected cell.
    Erase,
    /// Move the selection by (rows, columns).
    Move(i8, i8),
    /// Switch the input mode.
    Mode(InputMode),
    /// Take back the last move.
    Undo,
    /// Make the last undone move again.
    Redo,
}

/// One `keydown`, as the browser reports it: `key` is what the key types (`"5"`, `"%"`,
/// `"z"`), `code` the physical key (`"Digit5"`, `"Numpad5"`; empty on some virtual
/// keyboards), and the modifiers held.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct KeyPress<'a> {
    /// `KeyboardEvent.key`.
    pub key: &'a str,
    /// `KeyboardEvent.code`.
    pub code: &'a str,
    /// Shift held.
    pub shift: bool,
    /// Control held.
    pub ctrl: bool,
    /// Alt (Option) held.
    pub alt: bool,
    /// Meta (Cmd, Windows key) held.
    pub meta: bool,
}

/// What a tapped or typed digit does in `mode`.
pub fn digit_action(digit: Digit, mode: InputMode) -> KeyAction {
    match mode {
        InputMode::Digit => KeyAction::Digit(digit),
        InputMode::Centre => KeyAction::Note(NoteKind::Centre, digit),
        InputMode::Corner => KeyAction::Note(NoteKind::Corner, digit),
    }
}

/// The digit a key stands for: the physical digit row or numpad first (Shift+1 types `!`
/// on many layouts), else the typed character.
fn digit_of(press: &KeyPress) -> Option<Digit> {
    let from_code = press
        .code
        .strip_prefix("Digit")
        .or_else(|| press.code.strip_prefix("Numpad"));
    let text = match from_code {
        Some(rest) if rest.len() == 1 => rest,
        _ => press.key,
    };
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c @ '1'..='9'), None) => Digit::new(c as u8 - b'0'),
        _ => None,
    }
}

/// The action for a key press in `mode`, or `None` for keys the board leaves alone (so
/// Tab, browser shortcuts and screen-reader keys keep working).
pub fn action_for(press: &KeyPress, mode: InputMode) -> Option<KeyAction> {
    let command = press.ctrl || press.meta;
    let letter = press.key.to_ascii_lowercase();
    if command && !press.alt {
        return match (letter.as_str(), press.shift) {
            ("z", false) => Some(KeyAction::Undo),
            ("z", true) => Some(KeyAction::Redo),
            ("y", false) if press.ctrl => Some(KeyAction::Redo),
            _ if press.ctrl && !press.meta && !press.shift => {
                digit_of(press).map(|d| KeyAction::Note(NoteKind::Centre, d))
            }
            _ => None,
        };
    }
    if press.meta {
        return None;
    }
    if press.alt {
        return digit_of(press).map(|d| KeyAction::Note(NoteKind::Centre, d));
    }
    match press.key {
        "ArrowUp" => return Some(KeyAction::Move(-1, 0)),
        "ArrowDown" => return Some(KeyAction::Move(1, 0)),
        "ArrowLeft" => return Some(KeyAction::Move(0, -1)),
        "ArrowRight" => return Some(KeyAction::Move(0, 1)),
        "Delete" | "Backspace" => return Some(KeyAction::Erase),
        _ => {}
    }
    if let Some(d) = digit_of(press) {
        return Some(if press.shift {
            KeyAction::Note(NoteKind::Corner, d)
        } else {
            digit_action(d, mode)
        });
    }
    if press.shift {
        return None;
    }
    match letter.as_str() {
        "0" | "." => Some(KeyAction::Erase),
        "z" => Some(KeyAction::Mode(InputMode::Digit)),
        "x" => Some(KeyAction::Mode(InputMode::Corner)),
        "c" => Some(KeyAction::Mode(InputMode::Centre)),
        _ => None,
    }
}

/// The cell reached from `from` by moving `(rows, cols)`, wrapping around the edges (right
/// of r1c9 is r1c1, above r1c1 is r9c1), so every cell is a few presses away.
pub fn moved(from: Cell, rows: i8, cols: i8) -> Cell {
    let r = (from.row() as i8 + rows).rem_euclid(9) as u8;
    let c = (from.col() as i8 + cols).rem_euclid(9) as u8;
    Cell::at(r, c).unwrap_or(from)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }

    /// `mods`: any of `s` (Shift), `c` (Ctrl), `a` (Alt), `m` (Meta).
    fn press<'a>(key: &'a str, code: &'a str, mods: &str) -> KeyPress<'a> {
        KeyPress {
            key,
            code,
            shift: mods.contains('s'),
            ctrl: mods.contains('c'),
            alt: mods.contains('a'),
            meta: mods.contains('m'),
        }
    }

    #[test]
    fn keys_map_to_actions_in_digit_mode() {
        use KeyAction::*;
        let corner = |n| Some(Note(NoteKind::Corner, d(n)));
        let centre = |n| Some(Note(NoteKind::Centre, d(n)));
        let cases: &[(&str, &str, &str, Option<KeyAction>)] = &[
            ("1", "Digit1", "", Some(Digit(d(1)))),
            ("9", "Numpad9", "", Some(Digit(d(9)))),
            ("5", "", "", Some(Digit(d(5)))),
            ("!", "Digit1", "s", corner(1)),
            ("%", "Digit5", "s", corner(5)),
            ("7", "Digit7", "c", centre(7)),
            ("7", "Digit7", "a", centre(7)),
            ("¡", "Digit1", "a", centre(1)),
            ("7", "Digit7", "m", None),
            ("0", "Digit0", "", Some(Erase)),
            (".", "Period", "", Some(Erase)),
            ("Delete", "Delete", "", Some(Erase)),
            ("Backspace", "Backspace", "", Some(Erase)),
            ("Backspace", "Backspace", "c", None),
            ("ArrowUp", "ArrowUp", "", Some(Move(-1, 0))),
            ("ArrowRight", "ArrowRight", "s", Some(Move(0, 1))),
            ("ArrowLeft", "ArrowLeft", "a", None),
            ("z", "KeyZ", "", Some(Mode(InputMode::Digit))),
            ("x", "KeyX", "", Some(Mode(InputMode::Corner))),
            ("C", "KeyC", "", Some(Mode(InputMode::Centre))),
            ("Z", "KeyZ", "s", None),
            ("z", "KeyZ", "c", Some(Undo)),
            ("z", "KeyZ", "m", Some(Undo)),
            // QWERTZ: the key that types z sits where QWERTY has Y.
            ("z", "KeyY", "c", Some(Undo)),
            ("Z", "KeyZ", "cs", Some(Redo)),
            ("z", "KeyZ", "ms", Some(Redo)),
            ("y", "KeyY", "c", Some(Redo)),
            ("y", "KeyY", "m", None),
            ("c", "KeyC", "c", None),
            ("z", "KeyZ", "ca", None),
            ("Tab", "Tab", "", None),
            ("Escape", "Escape", "", None),
            ("a", "KeyA", "", None),
            ("12", "", "", None),
            ("", "", "", None),
        ];
        for (key, code, mods, want) in cases {
            let got = action_for(&press(key, code, mods), InputMode::Digit);
            assert_eq!(got, *want, "key {key:?} code {code:?} mods {mods:?}");
        }
    }

    #[test]
    fn the_mode_changes_only_plain_digits() {
        let cases = [
            (InputMode::Digit, "", KeyAction::Digit(d(4))),
            (
                InputMode::Centre,
                "",
                KeyAction::Note(NoteKind::Centre, d(4)),
            ),
            (
                InputMode::Corner,
                "",
                KeyAction::Note(NoteKind::Corner, d(4)),
            ),
            (
                InputMode::Centre,
                "s",
                KeyAction::Note(NoteKind::Corner, d(4)),
            ),
            (
                InputMode::Corner,
                "a",
                KeyAction::Note(NoteKind::Centre, d(4)),
            ),
        ];
        for (mode, mods, want) in cases {
            assert_eq!(
                action_for(&press("4", "Digit4", mods), mode),
                Some(want),
                "{mode:?} {mods:?}"
            );
            if mods.is_empty() {
                assert_eq!(digit_action(d(4), mode), want);
            }
        }
        assert_eq!(
            action_for(&press("Delete", "Delete", ""), InputMode::Centre),
            Some(KeyAction::Erase)
        );
    }

    #[test]
    fn moves_wrap_around_the_edges() {
        let r1c1 = Cell::at(0, 0).unwrap();
        let r9c9 = Cell::at(8, 8).unwrap();
        assert_eq!(moved(r1c1, -1, 0), Cell::at(8, 0).unwrap());
        assert_eq!(moved(r1c1, 0, -1), Cell::at(0, 8).unwrap());
        assert_eq!(moved(r9c9, 1, 1), r1c1);
        assert_eq!(moved(r9c9, 0, 1), Cell::at(8, 0).unwrap());
        assert_eq!(moved(r1c1, 1, 2), Cell::at(1, 2).unwrap());
    }
}
