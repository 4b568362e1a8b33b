//! [`Keypad`]: the input-mode toggle (digit · centre note · corner note), digits 1–9 and
//! erase, for touch and mouse. Each key shows how many of its digit are still missing from
//! the board. Holding a digit key toggles it as a centre note, whatever the mode (the
//! toggle does the same without a long press).

use leptos::prelude::*;

use super::play_ui::{PlayUi, act, mode_key};
use super::state::AppState;
use crate::engine::{Cell, Digit};
use crate::game::NoteKind;
use crate::game::keymap::{InputMode, KeyAction, digit_action};
use crate::i18n::trf;

/// How long a press must last to count as a long press, in milliseconds.
const LONG_PRESS_MS: u64 = 450;

/// The on-screen keypad with its mode toggle.
#[component]
pub fn Keypad() -> impl IntoView {
    let state = AppState::get();
    let ui = PlayUi::get();
    let modes = InputMode::ALL
        .into_iter()
        .map(|mode| {
            let (shortcut, class) = match mode {
                InputMode::Digit => ("Z", "mode mode-digit"),
                InputMode::Centre => ("C", "mode mode-centre"),
                InputMode::Corner => ("X", "mode mode-corner"),
            };
            view! {
                <button
                    class=class
                    aria-pressed=move || if ui.mode.get() == mode { "true" } else { "false" }
                    aria-keyshortcuts=shortcut
                    on:click=move |_| ui.mode.set(mode)
                >
                    {move || state.tr(mode_key(mode, state))}
                </button>
            }
        })
        .collect_view();
    let keys = Digit::all()
        .map(|d| view! { <DigitKey digit=d/> })
        .collect_view();
    // The long-press help is for touch screens only: a mouse or a keyboard holds no key.
    let touch = web_sys::window().is_some_and(|w| w.navigator().max_touch_points() > 0);
    let notes_mode = move || match ui.mode.get() {
        InputMode::Digit => "keypad",
        InputMode::Centre => "keypad notes-centre",
        InputMode::Corner => "keypad notes-corner",
    };
    view! {
        <div class="keypad-area">
            <div class="modes" role="group" aria-label=state.label("mode.label")>
                {modes}
            </div>
            <div
                class=notes_mode
                role="group"
                aria-label=state.label("keypad.label")
                aria-describedby=touch.then_some("keypad-help")
            >
                {keys}
                <button
                    class="key key-erase"
                    aria-label=state.label("keypad.erase")
                    on:click=move |_| act(state, ui, KeyAction::Erase)
                >
                    "⌫"
                </button>
            </div>
            {touch.then(|| view! { <p id="keypad-help" class="sr-only">{state.label("keypad.long_press")}</p> })}
        </div>
    }
}

/// One digit key: a tap acts in the current mode; a long press toggles a centre note.
#[component]
fn DigitKey(digit: Digit) -> impl IntoView {
    let state = AppState::get();
    let ui = PlayUi::get();
    let missing = move || {
        let placed = state.game.with(|g| {
            let position = g.position();
            Cell::all()
                .filter(|&c| position.get(c) == Some(digit))
                .count()
        });
        9usize.saturating_sub(placed)
    };
    let timer = StoredValue::new(None::<TimeoutHandle>);
    let long_fired = StoredValue::new(false);
    let cancel = move || {
        if let Some(handle) = timer.get_value() {
            handle.clear();
        }
        timer.set_value(None);
    };
    let press_start = move |_| {
        cancel();
        long_fired.set_value(false);
        let handle = set_timeout_with_handle(
            move || {
                timer.set_value(None);
                long_fired.set_value(true);
                act(state, ui, KeyAction::Note(NoteKind::Centre, digit));
            },
            std::time::Duration::from_millis(LONG_PRESS_MS),
        )
        .ok();
        timer.set_value(handle);
    };
    let click = move |_| {
        if long_fired.get_value() {
            long_fired.set_value(false);
            return;
        }
        act(state, ui, digit_action(digit, ui.mode.get_untracked()));
    };
    view! {
        <button
            class="key"
            aria-label=move || {
                let left = trf(state.lang.get(), "keypad.left", &[("n", &missing().to_string())]);
                format!("{digit}, {left}")
            }
            on:pointerdown=press_start
            on:pointerup=move |_| cancel()
            on:pointerleave=move |_| cancel()
            on:pointercancel=move |_| cancel()
            on:contextmenu=move |ev| ev.prevent_default()
            on:click=click
        >
            <span class="key-digit">{digit.to_string()}</span>
            <span class="key-count" aria-hidden="true">{missing}</span>
        </button>
    }
}
