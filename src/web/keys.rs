//! The page's one keyboard dispatcher: a single window `keydown` listener decides what a key
//! means wherever the focus is — undo and redo (anywhere but in a text field, which keeps its
//! own), H for a hint and Esc to close it, ? for the shortcuts, and the board's keys (digits, notes, erase, arrows,
//! modes: see [`crate::game::keymap`]) on the play screen when the board, a button or nothing
//! has the focus. Away from the board, arrows without a selected cell still scroll the page.

use leptos::prelude::*;

use super::library::{Library, Screen};
use super::play_ui::{
    KeySource, PlayUi, act, action_for_event, in_text_field, key_source, undo_redo,
};
use super::state::AppState;
use crate::game::coach::HintPanel;
use crate::game::keymap::{InputMode, KeyAction};

/// Installs the dispatcher for the page's lifetime.
pub fn install(state: AppState) {
    let ui = PlayUi::get();
    let lib = Library::get();
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.default_prevented() || in_text_field(&ev) {
            return;
        }
        // Undo and redo, wherever the focus is.
        match action_for_event(&ev, InputMode::Digit) {
            Some(KeyAction::Undo) => {
                ev.prevent_default();
                return undo_redo(state, true);
            }
            Some(KeyAction::Redo) => {
                ev.prevent_default();
                return undo_redo(state, false);
            }
            _ => {}
        }
        // H asks for a hint, Esc closes the panel.
        if !(ev.ctrl_key() || ev.meta_key() || ev.alt_key()) {
            match ev.key().as_str() {
                "h" | "H" => {
                    ev.prevent_default();
                    return super::hint_panel::ask(state);
                }
                "?" => {
                    ev.prevent_default();
                    lib.screen.set(Screen::Play);
                    return super::settings_panel::toggle_shortcuts();
                }
                "Escape" if state.hint.with_untracked(HintPanel::is_open) => {
                    ev.prevent_default();
                    return super::hint_panel::close(state);
                }
                _ => {}
            }
        }
        // The board's keys, on the play screen.
        if lib.screen.get_untracked() != Screen::Play {
            return;
        }
        let Some(source) = key_source(&ev) else {
            return;
        };
        let action = match action_for_event(&ev, ui.mode.get_untracked()) {
            None | Some(KeyAction::Undo | KeyAction::Redo) => return,
            Some(KeyAction::Move(..))
                if source == KeySource::Elsewhere && state.selected.get_untracked().is_none() =>
            {
                return;
            }
            Some(action) => action,
        };
        ev.prevent_default();
        act(state, ui, action);
    });
    on_cleanup(move || keys.remove());
}
