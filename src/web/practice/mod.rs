//! The practice page (`practice.html`, its own wasm `practice_ui`, issue 17 point 4): "a
//! puzzle that needs technique X" for every technique a puzzle can be made to need. The main
//! page only links here ("Practise a technique"), so none of this is in its bundle; the
//! service worker precaches the page, so practice works offline.
//!
//! The page starts an engine worker of its own and asks it for the techniques
//! (`Request::Techniques`: names in the page's language, each with its level; the page has no
//! technique table of its own), listed by level, the ones the coach hinted most (the hint
//! history the app keeps, `game::practice`, read here, never written) first. A technique
//! chosen, the same worker makes a puzzle that needs it on its easiest path (progress and
//! Stop; a technique the variant cannot hold is refused with the worker's reason), then the
//! page opens the app on the puzzle's short link (`./#g=…`): the app makes it again in its
//! own worker, checks it is the same puzzle and keeps it as a game made on the device, with
//! its origin, like any other.

use leptos::prelude::*;

use super::engine::{ENGINE_WORKER, Engine};
use super::library::now_ms;
use super::library_view::level_label;
use super::panel::variant_label;
use super::storage;
use crate::engine::{Level, Technique, Variant};
use crate::game::engine_job::generate::practice;
use crate::game::engine_job::{Answer, Request};
use crate::game::origin::short;
use crate::game::practice::{HINTED_KEY, most_hinted};
use crate::i18n::{Lang, tr, trf};

/// The variants, in the order the picker lists them.
const VARIANTS: [Variant; 4] = [
    Variant::Standard,
    Variant::Diagonal,
    Variant::Color,
    Variant::ColorDiagonal,
];

/// How many of the most hinted techniques are suggested first.
const SUGGESTED: usize = 6;

/// A technique as the worker lists it: its level and its name in the page's language.
type Listed = (Technique, Level, String);

/// Reads the settings and the hint history, fetches the page's words and mounts the page.
pub fn start() {
    wasm_bindgen_futures::spawn_local(async {
        let Some((lang, store)) = super::side_page::prepare("practice.title").await else {
            return;
        };
        let hinted = store
            .and_then(|s| storage::record(s, HINTED_KEY))
            .unwrap_or_default();
        leptos::mount::mount_to_body(move || view! { <PracticePage lang hinted/> });
    });
}

/// The whole page: the way back, the variant, the suggestions, the techniques by level.
#[component]
fn PracticePage(lang: Lang, hinted: String) -> impl IntoView {
    let t = move |key: &'static str| tr(lang, key);
    let engine = Engine::new(ENGINE_WORKER);
    // The worker's list (`None` until it comes).
    let list = RwSignal::new(None::<Vec<Listed>>);
    let variant = RwSignal::new(Variant::Standard);
    // While a puzzle is made: the technique's name and the worker's newest progress.
    let making = RwSignal::new(None::<(String, String)>);
    // Why the last request made no puzzle.
    let message = RwSignal::new(None::<String>);
    // The request awaited.
    let asked = StoredValue::new(None::<u64>);
    let awaited = move |id: u64| asked.get_value() == Some(id);
    let done = move || {
        asked.set_value(None);
        making.set(None);
    };
    engine.on_answer(move |answer| match answer {
        Answer::Techniques { list: all, .. } => list.set(Some(all)),
        Answer::Progress { id, text } if awaited(id) => {
            making.update(|m| {
                if let Some(m) = m {
                    m.1 = text;
                }
            });
        }
        // The app opens the puzzle from its short link, which the worker wrote.
        Answer::Generated { id, link, .. } if awaited(id) => {
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_href(&short::url("./", &link));
            }
        }
        Answer::NotGenerated { id, reason } if awaited(id) => {
            done();
            message.set(Some(reason));
        }
        Answer::Failed { id } if awaited(id) => {
            done();
            message.set(Some(t("print.failed").to_string()));
        }
        _ => {}
    });
    engine.send(&Request::Techniques { id: 1, lang });

    let choose = move |(technique, level, name): Listed| {
        // The clock is the seed (and the request's id).
        let seed = now_ms().max(2);
        asked.set_value(Some(seed));
        message.set(None);
        making.set(Some((name, String::new())));
        engine.send(&Request::Generate {
            id: seed,
            lang,
            options: practice(variant.get_untracked(), technique, level),
            seed,
        });
    };
    let stop = move |_| {
        done();
        engine.stop();
    };
    let buttons = move |of: Vec<Listed>| {
        view! {
            <div class="practice-list">
                {of
                    .into_iter()
                    .map(|entry| {
                        let name = entry.2.clone();
                        view! {
                            <button
                                class="technique"
                                disabled=move || making.with(Option::is_some)
                                on:click=move |_| choose(entry.clone())
                            >
                                {name}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
        }
    };
    let variant_options = VARIANTS
        .into_iter()
        .map(|v| view! { <option value=v.slug()>{t(variant_label(v))}</option> })
        .collect_view();
    let hinted = StoredValue::new(most_hinted(&hinted, SUGGESTED));
    let techniques = move || {
        let all = list.get()?;
        let mine: Vec<Listed> = hinted.with_value(|h| {
            h.iter()
                .filter_map(|t| all.iter().find(|e| e.0 == *t).cloned())
                .collect()
        });
        let suggested = (!mine.is_empty()).then(|| {
            view! {
                <section class="practice-group practice-mine">
                    <h2>{t("practice.hinted")}</h2>
                    {buttons(mine)}
                </section>
            }
        });
        let levels = Level::ALL
            .into_iter()
            .filter_map(|level| {
                let of: Vec<Listed> = all.iter().filter(|e| e.1 == level).cloned().collect();
                (!of.is_empty()).then(|| {
                    view! {
                        <section class="practice-group">
                            <h2 class="level-name">{t(level_label(Some(level)))}</h2>
                            {buttons(of)}
                        </section>
                    }
                })
            })
            .collect_view();
        Some(view! { {suggested} {levels} })
    };
    view! {
        <main class="practice-view" aria-labelledby="practice-title">
            <a class="page-back" id="practice-back" href="./">{t("print.back")}</a>
            <h1 id="practice-title">{t("practice.title")}</h1>
            <p class="muted">{t("practice.intro")}</p>
            <label class="practice-variant">
                <span>{t("variant.legend")}</span>
                <select
                    id="practice-variant"
                    on:change=move |ev| {
                        if let Some(v) = Variant::from_slug(&event_target_value(&ev)) {
                            variant.set(v);
                        }
                    }
                >
                    {variant_options}
                </select>
            </label>
            <div class="practice-status" aria-live="polite">
                <p class="practice-making" role="status" hidden=move || making.with(Option::is_none)>
                    {move || {
                        making.get().map(|(name, progress)| {
                            let head = trf(lang, "practice.making", &[("technique", &name)]);
                            format!("{head} {progress}")
                        })
                    }}
                    " "
                    <button id="practice-stop" class="quiet" on:click=stop>{t("hint.stop")}</button>
                </p>
                <p class="practice-message" role="alert" hidden=move || message.with(Option::is_none)>
                    {move || message.get()}
                </p>
            </div>
            <p class="muted" hidden=move || list.with(Option::is_some)>{t("practice.loading")}</p>
            {techniques}
        </main>
    }
}
