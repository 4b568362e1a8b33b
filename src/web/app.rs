//! [`App`]: the page. Loads the saved game before the signal exists, saves it in one
//! Effect, lays out the board and the side panel.

use leptos::prelude::*;

use super::board::Board;
use super::keypad::Keypad;
use super::panel::{PastePanel, StageControls, VariantPicker, VerdictLine, variant_label};
use super::state::AppState;
use super::storage;
use crate::i18n::tr;

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let loaded = storage::load();
    let store = loaded.storage;
    let settings_store = store.clone();
    let state = AppState::new(loaded.game, loaded.settings, None);
    if let Some(notice) = loaded.notice {
        let text = storage::notice_text(state.lang.get_untracked(), notice);
        state.notice.set(Some(text));
    }
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
            let lang = state.lang.get_untracked();
            state
                .notice
                .set(Some(tr(lang, storage::SAVE_FAILED).to_string()));
        }
    });
    // Settings are written from their own Effect; a failure here was already said above.
    Effect::new(move |_| {
        state.settings.with(|s| {
            if let Some(st) = settings_store.as_ref() {
                storage::save_settings(st, s);
            }
        });
    });
    // `<html lang>` follows the interface language, for screen readers and hyphenation.
    Effect::new(move |_| {
        let code = state.lang.get().code();
        if let Some(html) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = html.set_attribute("lang", code);
        }
    });

    view! {
        <header class="bar">
            <h1>{move || state.tr("app.title")}</h1>
            <span class="bar-info">
                {move || state.tr(variant_label(state.game.with(|g| g.variant())))}
                " · "
                {move || match state.game.with(|g| g.stage()) {
                    crate::game::Stage::Entering => state.tr("app.stage.entering"),
                    crate::game::Stage::Playing => state.tr("app.stage.playing"),
                }}
            </span>
        </header>
        <Notice/>
        <main class="layout">
            <section class="board-area" aria-label=move || state.tr("app.board")>
                <Board/>
            </section>
            <section class="panel" aria-label=move || state.tr("app.controls")>
                <VerdictLine/>
                <super::hint_panel::HintPanel/>
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
                    <button class="quiet" on:click=move |_| state.notice.set(None)>
                        {move || state.tr("app.ok")}
                    </button>
                </div>
            }
        })
    }
}
