//! [`PlayUi`]: the play screen's own UI state (input mode, the digit to highlight, the last
//! "check my digits"), and [`act`], which turns a key or keypad intent into a `Command` and
//! says in the live region what changed. Rules stay in the game model and the keymap.

use leptos::prelude::*;

use super::state::AppState;
use crate::engine::{Cell, CellSet, Digit, Grid};
use crate::game::keymap::{InputMode, KeyAction, KeyPress, action_for, moved};
use crate::game::{Command, Game, NoteKind, Outcome, Refusal, Verdict};
use crate::i18n::{trf, trn};

/// The play screen's UI state, provided once as context next to [`AppState`]. None of it is
/// part of the game (not saved, not undoable).
#[derive(Clone, Copy)]
pub struct PlayUi {
    /// What a plain digit does: place it, or toggle a centre or corner note.
    pub mode: RwSignal<InputMode>,
    /// The digit last typed or tapped, highlighted when the selected cell has no digit.
    pub focus_digit: RwSignal<Option<Digit>>,
    /// The last "check my digits": the moves in effect and the board it looked at, and the
    /// wrong cells. The marks show only while both are unchanged (so they vanish with the
    /// next move, notes included).
    pub checked: RwSignal<Option<(usize, Grid, CellSet)>>,
    /// The answer of the last check, shown under the check buttons: its message key and
    /// arguments, so a language switch re-words it.
    pub check_message: RwSignal<Option<Message>>,
    /// "Start playing?": the cell and digit typed while entering givens that are already
    /// unique ([`Game::looks_like_solving`]), waiting for the player's answer.
    pub ask_cell: RwSignal<Option<Cell>>,
    /// The digit of that question.
    pub ask_digit: RwSignal<Option<Digit>>,
    /// The player answered "it is a given": no more questions until the stage changes.
    pub keep_entering: RwSignal<bool>,
}

/// A message key with its `{name}` arguments, worded when shown.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    /// The message key.
    pub key: &'static str,
    /// `(name, value)` for each placeholder.
    pub args: Vec<(&'static str, String)>,
    /// The count `{n}` of a counted message (worded by [`trn`]), if it is one.
    pub count: Option<u64>,
    /// The cell `{cell}`, named in the language it is shown in.
    pub cell: Option<Cell>,
}

impl Message {
    /// A message without arguments (named like [`tr`](crate::i18n::tr) so the i18n tests
    /// find its key).
    pub fn tr(key: &'static str) -> Message {
        Message {
            key,
            args: Vec::new(),
            count: None,
            cell: None,
        }
    }

    /// A message with arguments (named like [`trf`] for the same reason).
    pub fn trf(key: &'static str, args: Vec<(&'static str, String)>) -> Message {
        Message {
            key,
            args,
            count: None,
            cell: None,
        }
    }

    /// A message saying how many of something there are (named like [`trn`]).
    pub fn trn(key: &'static str, n: u64) -> Message {
        Message {
            key,
            args: Vec::new(),
            count: Some(n),
            cell: None,
        }
    }

    /// The message in `lang`.
    pub fn text(&self, lang: crate::i18n::Lang) -> String {
        let cell = self.cell.map(|c| crate::i18n::cell_name(lang, c));
        let mut args: Vec<(&str, &str)> = self.args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        args.extend(cell.as_deref().map(|c| ("cell", c)));
        match self.count {
            Some(n) => trn(lang, self.key, n, &args),
            None => trf(lang, self.key, &args),
        }
    }
}

impl PlayUi {
    /// Fresh UI state.
    pub fn new() -> PlayUi {
        PlayUi {
            mode: RwSignal::new(InputMode::Digit),
            focus_digit: RwSignal::new(None),
            checked: RwSignal::new(None),
            check_message: RwSignal::new(None),
            ask_cell: RwSignal::new(None),
            ask_digit: RwSignal::new(None),
            keep_entering: RwSignal::new(false),
        }
    }

    /// The UI state from context (provided by `App`).
    pub fn get() -> PlayUi {
        expect_context::<PlayUi>()
    }

    /// The digit whose cells and notes are highlighted: the selected cell's digit, else the
    /// one last typed or tapped (tracked).
    pub fn highlighted_digit(self, state: AppState) -> Option<Digit> {
        let shown = state
            .selected
            .get()
            .and_then(|c| state.game.with(|g| g.shown(c)).map(|(d, _)| d));
        shown.or_else(|| self.focus_digit.get())
    }
}

impl Default for PlayUi {
    fn default() -> PlayUi {
        PlayUi::new()
    }
}

/// The unique solution, when the verdict has one (checks need it).
pub fn solution(verdict: &Verdict) -> Option<Grid> {
    match verdict {
        Verdict::Unique(grid) => Some(*grid),
        _ => None,
    }
}

/// The name of a mode, for buttons and announcements.
pub fn mode_key(mode: InputMode, state: AppState) -> &'static str {
    match mode {
        InputMode::Digit => "mode.digit",
        // Centre notes are the candidates; in the 3×3 grid they are called so.
        InputMode::Centre if !state.settings.with(|s| s.snyder_notes) => "mode.candidate",
        InputMode::Centre => "mode.centre",
        InputMode::Corner => "mode.corner",
    }
}

/// Whether a key event comes from a text field or a select (which keep their own keys and
/// undo).
pub fn in_text_field(ev: &leptos::ev::KeyboardEvent) -> bool {
    use leptos::wasm_bindgen::JsCast;
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
        .is_some_and(|el| {
            matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                || el.is_content_editable()
        })
}

/// Where a key event comes from, for the board's keys: the board itself, a button or no
/// control at all (the page, as after a button that had the focus went away). `None` for
/// any other control (text fields, radios, settings), which keep their keys.
pub fn key_source(ev: &leptos::ev::KeyboardEvent) -> Option<KeySource> {
    use leptos::wasm_bindgen::JsCast;
    let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    if el.id() == "board" {
        return Some(KeySource::Board);
    }
    matches!(el.tag_name().as_str(), "BUTTON" | "BODY" | "HTML").then_some(KeySource::Elsewhere)
}

/// Where the board's keys were pressed (see [`key_source`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KeySource {
    /// The board had the focus.
    Board,
    /// A button had it, or nothing did.
    Elsewhere,
}

/// Moves the keyboard focus to the board (after a control that had it went away).
pub fn focus_board() {
    use leptos::wasm_bindgen::JsCast;
    if let Some(board) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("board"))
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = board.focus();
    }
}

/// Scrolls the board into view when it is above the screen (on a phone, after loading a
/// puzzle from the paste field further down).
pub fn reveal_board() {
    if let Some(board) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("board"))
        && board.get_bounding_client_rect().top() < 0.0
    {
        board.scroll_into_view_with_bool(true);
    }
}

/// What a key press means in `mode`, read from the browser's event (`None`: not ours).
pub fn action_for_event(ev: &leptos::ev::KeyboardEvent, mode: InputMode) -> Option<KeyAction> {
    let (key, code) = (ev.key(), ev.code());
    let press = KeyPress {
        key: &key,
        code: &code,
        shift: ev.shift_key(),
        ctrl: ev.ctrl_key(),
        alt: ev.alt_key(),
        meta: ev.meta_key(),
    };
    action_for(&press, mode)
}

/// Carries out a key or keypad intent and announces what changed.
pub fn act(state: AppState, ui: PlayUi, action: KeyAction) {
    let lang = state.lang.get_untracked();
    let say = |text: String| state.announcement.set(text);
    match action {
        KeyAction::Move(dr, dc) => {
            let to = match state.selected.get_untracked() {
                Some(from) => Some(moved(from, dr, dc)),
                None => Cell::at(0, 0),
            };
            state.select(to);
        }
        KeyAction::Mode(mode) => {
            ui.mode.set(mode);
            let name = crate::i18n::tr(lang, mode_key(mode, state));
            say(trf(lang, "mode.changed", &[("mode", name)]));
        }
        KeyAction::Undo | KeyAction::Redo => undo_redo(state, action == KeyAction::Undo),
        KeyAction::Digit(d) | KeyAction::Note(_, d) if state.selected.get_untracked().is_none() => {
            ui.focus_digit.set(Some(d));
            say(trf(lang, "announce.focus", &[("d", &d.to_string())]));
        }
        KeyAction::Digit(_) | KeyAction::Note(..) | KeyAction::Erase => {
            let Some(cell) = state.selected.get_untracked() else {
                say(crate::i18n::tr(lang, "select.first").to_string());
                return;
            };
            edit_cell(state, ui, cell, action);
        }
    }
}

/// Undo or redo, announced with the move number.
pub fn undo_redo(state: AppState, undo: bool) {
    let lang = state.lang.get_untracked();
    let command = if undo { Command::Undo } else { Command::Redo };
    let text = match state.apply(command) {
        Outcome::Changed => {
            let cursor = state.game.with_untracked(|g| g.history().cursor());
            if undo {
                trf(lang, "announce.undo", &[("n", &(cursor + 1).to_string())])
            } else {
                trf(lang, "announce.redo", &[("n", &cursor.to_string())])
            }
        }
        _ if undo => crate::i18n::tr(lang, "announce.nothing_undo").to_string(),
        _ => crate::i18n::tr(lang, "announce.nothing_redo").to_string(),
    };
    state.announcement.set(text);
}

/// A digit, note or erase in `cell`.
pub fn edit_cell(state: AppState, ui: PlayUi, cell: Cell, action: KeyAction) {
    let lang = state.lang.get_untracked();
    let name = crate::i18n::cell_name(lang, cell);
    let command = match action {
        KeyAction::Digit(d) => Command::Enter(cell, d),
        KeyAction::Note(kind, d) => Command::ToggleNote(cell, kind, d),
        _ => Command::Erase(cell),
    };
    if let KeyAction::Digit(d) | KeyAction::Note(_, d) = action {
        ui.focus_digit.set(Some(d));
    }
    if let KeyAction::Digit(d) = action {
        let solving = state
            .verdict
            .with_untracked(|v| state.game.with_untracked(|g| g.looks_like_solving(v, cell)));
        if solving && !ui.keep_entering.get_untracked() {
            ui.ask_cell.set(Some(cell));
            ui.ask_digit.set(Some(d));
            let prompt = trf(
                lang,
                "ask_start.text",
                &[("cell", &name), ("d", &d.to_string())],
            );
            state.announcement.set(prompt);
            return;
        }
    }
    let text = match (state.apply(command), action) {
        (Outcome::Changed, KeyAction::Digit(d)) => {
            if state.game.with_untracked(Game::is_solved) {
                let time = state
                    .game
                    .with_untracked(|g| crate::game::checks::clock_text(g.elapsed_ms()));
                trf(lang, "announce.solved", &[("time", &time)])
            } else {
                trf(
                    lang,
                    "announce.placed",
                    &[("cell", &name), ("d", &d.to_string())],
                )
            }
        }
        (Outcome::Changed, KeyAction::Note(kind, d)) => {
            let notes = state.game.with_untracked(|g| g.cell(cell));
            let key = match (kind, notes.centre.contains(d), notes.corner.contains(d)) {
                (NoteKind::Centre, true, _) => "announce.centre_on",
                (NoteKind::Centre, false, _) => "announce.centre_off",
                (NoteKind::Corner, _, true) => "announce.corner_on",
                (NoteKind::Corner, _, false) => "announce.corner_off",
            };
            trf(lang, key, &[("cell", &name), ("d", &d.to_string())])
        }
        (Outcome::Changed, _) => trf(lang, "announce.erased", &[("cell", &name)]),
        (Outcome::Refused(Refusal::CellIsFilled(_)), _) => {
            trf(lang, "announce.cell_filled", &[("cell", &name)])
        }
        (Outcome::Refused(Refusal::NotPlaying), _) => {
            crate::i18n::tr(lang, "announce.not_playing").to_string()
        }
        // A locked given is announced by `AppState::apply`; nothing changed otherwise.
        _ => return,
    };
    state.announcement.set(text);
}
