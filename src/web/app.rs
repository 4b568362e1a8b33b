//! [`App`]: the page. Loads the saved game before the signal exists, saves it in one
//! Effect, lays out the board and the side panel.

use leptos::prelude::*;

use super::board::Board;
use super::keypad::Keypad;
use super::library::{self, Library, Screen};
use super::library_view::{LibraryView, ScreenNav};
use super::panel::{
    EntryStrip, PastePanel, StageControls, StartPrompt, VariantPicker, VerdictLine, variant_label,
};
use super::play_ui::PlayUi;
use super::settings_panel::SettingsPanel;
use super::share::{self, SharePanel};
use super::state::AppState;
use super::storage;
use super::timer::{Clock, FinishSummary};
use super::toolbar::{Checks, PlayBanner, Toolbar};

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let loaded = storage::load(library::now_ms());
    let store = loaded.storage;
    let state = AppState::new(loaded.current.game.clone(), loaded.settings, None);
    if !loaded.notices.is_empty() {
        let lang = state.lang.get_untracked();
        let texts: Vec<String> = loaded.notices.iter().map(|n| n.text(lang)).collect();
        state.notice.set(Some(texts.join(" ")));
    }
    provide_context(state);
    super::german::install_loader(state);
    provide_context(PlayUi::new());

    // The saved-games library: the game's id, the autosave (the one place games are
    // written), and a puzzle arriving in the URL opened as a new game.
    let lib = Library::provide(store, &loaded.current);
    // The engine worker: hints and the steps list, away from the page (ratings have a
    // worker of their own, the library's; the verdict on the givens too, the judge's).
    state.engine.on_answer(move |answer| {
        if let Some(technique) = super::hint_panel::answered(state, answer) {
            super::hinted::note_hint(store, technique);
        }
    });
    state.judge.install(state.game);
    // The hint worker is fetched and started once the board is painted.
    super::after_first_paint(move || state.engine.warm_up());
    let maker = super::new_puzzle::Maker::provide(state, lib);
    lib.install_autosave(state);
    lib.install_rating(state);
    super::keys::install(state);
    share::open_links(state, lib, maker);
    // Settings are written from their own Effect. A failure is not said again here: a
    // missing storage was said at load, a full one is said by the game's next autosave.
    Effect::new(move |_| {
        state.settings.with(|s| {
            if let Some(st) = store {
                let _ = storage::save_settings(st, s);
            }
        });
    });
    // `<html lang>`, the title and the update banner follow the interface language.
    super::page_words::follow_language(state);

    view! {
        <header class="bar">
            <h1>{state.label("app.title")}</h1>
            <span class="bar-info">
                {move || state.tr(variant_label(state.game.with(|g| g.variant())))}
                " · "
                {move || match state.game.with(|g| g.stage()) {
                    crate::game::Stage::Entering => state.tr("app.stage.entering"),
                    crate::game::Stage::Playing => state.tr("app.stage.playing"),
                }}
            </span>
            <Clock/>
            <ScreenNav/>
        </header>
        <Notice/>
        <main class="layout" hidden=move || lib.screen.get() != Screen::Play>
            <section class="board-area" aria-label=state.label("app.board")>
                <PlayBanner/>
                <EntryStrip/>
                <Board/>
                <StartPrompt/>
            </section>
            <section class="panel" aria-label=state.label("app.controls")>
                <VerdictLine/>
                <super::count::SolutionCount/>
                <FinishSummary/>
                <super::hint_panel::HintPanel/>
                <Keypad/>
                <Toolbar/>
                <StageControls/>
                <super::new_puzzle::NewPuzzle/>
                <Checks/>
                <VariantPicker/>
                <PastePanel/>
                <super::rating_card::RatingCard/>
                <super::settings_panel::Shortcuts/>
                <SettingsPanel/>
                <SharePanel/>
            </section>
        </main>
        {move || (lib.screen.get() == Screen::Library).then(|| view! { <LibraryView/> })}
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
                        {state.label("app.ok")}
                    </button>
                </div>
            }
        })
    }
}
