//! Practice: "a puzzle that needs technique X" for every technique a puzzle can need,
//! grouped by level, and the techniques hinted most often as suggestions (the hint history
//! in `stepwise/v1/hinted`, `game::practice`). The names come from the engine worker (the
//! page has none of its own), asked when the section is opened; the puzzle is made like a
//! new puzzle, with progress and Stop, and a technique the variant cannot hold is refused
//! with the worker's reason in the notice bar.

use leptos::prelude::*;

use super::library::{Library, now_ms};
use super::library_view::level_label;
use super::new_puzzle::Maker;
use super::state::AppState;
use super::storage::{self, Store};
use crate::engine::{Level, Technique};
use crate::game::engine_job::generate::practice;
use crate::game::origin::Made;
use crate::game::practice::{most_hinted, record_hint};

/// The key of the hint history.
const HINTED_KEY: &str = "stepwise/v1/hinted";

/// Counts one more hint of `technique` in the history (nothing without storage, or when
/// the stored text is not a history of ours).
pub fn note_hint(store: Option<Store>, technique: Technique) {
    if let Some(s) = store
        && let Some(text) = record_hint(storage::record(s, HINTED_KEY).as_deref(), technique)
    {
        let _ = storage::save_record(s, HINTED_KEY, &text);
    }
}

/// "Practise a technique": suggestions from the hint history, then every technique by level.
#[component]
pub fn Practice() -> impl IntoView {
    let state = AppState::get();
    let lib = Library::get();
    let maker = expect_context::<Maker>();
    let hinted = RwSignal::new(None::<String>);
    let asked = move |_| {
        maker.list_techniques(state);
        hinted.set(
            lib.with_storage(|s| storage::record(s, HINTED_KEY))
                .flatten(),
        );
    };
    let button = move |(t, level, name): (Technique, Level, String)| {
        let go = move |_| {
            let options = practice(state.game.with_untracked(|g| g.variant()), t, level);
            maker.ask(
                state,
                Made {
                    options,
                    seed: now_ms(),
                },
                None,
            );
        };
        view! { <button class="new-level" on:click=go>{name}</button> }
    };
    view! {
        <details class="practice">
            <summary on:click=asked>{state.label("practice.title")}</summary>
            {move || {
                let list = maker.techniques.get();
                let top = most_hinted(hinted.get().as_deref().unwrap_or(""), 3);
                let mine: Vec<_> = top
                    .iter()
                    .filter_map(|t| list.iter().find(|e| e.0 == *t).cloned())
                    .collect();
                let none = mine.is_empty();
                view! {
                    <p class="practice-mine" hidden=none>
                        <span>{state.tr("practice.hinted")}</span>
                        " "
                        {mine.into_iter().map(button).collect_view()}
                    </p>
                    {Level::ALL
                        .into_iter()
                        .map(|level| {
                            let of: Vec<_> = list.iter().filter(|e| e.1 == level).cloned().collect();
                            let none = of.is_empty();
                            view! {
                                <details class="practice-level" hidden=none>
                                    <summary>{state.tr(level_label(Some(level)))}</summary>
                                    {of.into_iter().map(button).collect_view()}
                                </details>
                            }
                        })
                        .collect_view()}
                }
            }}
        </details>
    }
}
