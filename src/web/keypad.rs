//! [`Keypad`]: digits 1–9 and erase, for touch and mouse. Each key shows how many of its
//! digit are still missing from the board.

use leptos::prelude::*;

use super::state::AppState;
use crate::engine::{Cell, Digit};

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
                    aria-label=move || format!("{d}, {} left", missing())
                    on:click=move |_| state.enter_in_selection(Some(d))
                >
                    <span class="key-digit">{d.to_string()}</span>
                    <span class="key-count" aria-hidden="true">{missing}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="keypad" role="group" aria-label="Keypad">
            {keys}
            <button
                class="key key-erase"
                aria-label="Erase"
                on:click=move |_| state.enter_in_selection(None)
            >
                "⌫"
            </button>
        </div>
    }
}
