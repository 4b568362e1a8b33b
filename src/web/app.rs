//! [`App`]: the page. Loads the saved game before the signal exists, saves it in one
//! Effect, lays out the board and the side panel.

use leptos::prelude::*;

use super::board::Board;
use super::keypad::Keypad;
use super::panel::{PastePanel, StageControls, VariantPicker, VerdictLine, variant_label};
use super::state::AppState;
use super::storage;

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let (store, game, notice) = storage::load();
    let state = AppState::new(game, notice);
    provide_context(state);

    // The one place the game is written to storage. A failed write is said once; the game
    // keeps running in memory.
    let mut warned = store.is_none();
    Effect::new(move |_| {
        let ok = state
            .game
            .with(|g| store.as_ref().is_none_or(|s| storage::save(s, g)));
        if !ok && !warned {
            warned = true;
            state.notice.set(Some(storage::SAVE_FAILED.to_string()));
        }
    });

    view! {
        <header class="bar">
            <h1>"Stepwise"</h1>
            <span class="bar-info">
                {move || variant_label(state.game.with(|g| g.variant()))}
                " · "
                {move || match state.game.with(|g| g.stage()) {
                    crate::game::Stage::Entering => "entering givens",
                    crate::game::Stage::Playing => "playing",
                }}
            </span>
        </header>
        <Notice/>
        <main class="layout">
            <section class="board-area" aria-label="Board">
                <Board/>
            </section>
            <section class="panel" aria-label="Controls">
                <VerdictLine/>
                <Keypad/>
                <StageControls/>
                <VariantPicker/>
                <PastePanel/>
            </section>
        </main>
        <p class="sr-only" aria-live="polite" id="announcer">
            {move || state.announcement.get()}
        </p>
    }
}

/// The one-time notice about storage, with a button to dismiss it.
#[component]
fn Notice() -> impl IntoView {
    let state = AppState::get();
    move || {
        state.notice.get().map(|text| {
            view! {
                <div class="notice" role="status">
                    <span>{text}</span>
                    <button class="quiet" on:click=move |_| state.notice.set(None)>"OK"</button>
                </div>
            }
        })
    }
}
