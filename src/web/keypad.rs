//! [`Keypad`]: digits 1–9 and erase, for touch and mouse. Each key shows how many of its
//! digit are still missing from the board.

use leptos::prelude::*;

use super::state::AppState;
use crate::engine::{Cell, Digit};
use crate::i18n::trf;

/// The on-screen keypad.
#[component]
pub fn Keypad() -> impl IntoView {
    let state = AppState::get();
    let keys = Digit::all()
        .map(|d| {
            let missing = move || {
                let placed = state.game.with(|g| {
                    let position = g.position();
                    Cell::all().filter(|&c| position.get(c) == Some(d)).count()
                });
                9usize.saturating_sub(placed)
            };
            view! {
                <button
                    class="key"
                    aria-label=move || {
                        let left = trf(state.lang.get(), "keypad.left", &[("n", &missing().to_string())]);
                        format!("{d}, {left}")
                    }
                    on:click=move |_| state.enter_in_selection(Some(d))
                >
                    <span class="key-digit">{d.to_string()}</span>
                    <span class="key-count" aria-hidden="true">{missing}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="keypad" role="group" aria-label=move || state.tr("keypad.label")>
            {keys}
            <button
                class="key key-erase"
                aria-label=move || state.tr("keypad.erase")
                on:click=move |_| state.enter_in_selection(None)
            >
                "⌫"
            </button>
        </div>
    }
}
