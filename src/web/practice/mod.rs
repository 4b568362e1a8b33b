//! The page of today's puzzle and practice (`practice.html`, its own wasm `practice_ui`,
//! issue 17 points 3 and 4). The main page only links here ("Today's puzzle · Practice ›"),
//! so none of this is in its bundle; the service worker precaches the page, so both work
//! offline.
//!
//! At the top, today's puzzle ([`today`]): the date, its level, the streak, and Play, which
//! opens today's game in the app (the one begun, or a new one the page's worker makes).
//! Under it, "a puzzle that needs technique X" for every technique a puzzle can be made to
//! need. The page starts an engine worker of its own and asks it for the techniques
//! (`Request::Techniques`: names in the page's language, each with its level; the page has no
//! technique table of its own), listed by level, the ones the coach hinted most (the hint
//! history the app keeps, `game::practice`, read here, never written) first. A technique
//! chosen, the same worker makes a puzzle that needs it on its easiest path (progress and
//! Stop; a technique the variant cannot hold is refused with the worker's reason), then the
//! page opens the app on the puzzle's short link (`./#g=…`): the app makes it again in its
//! own worker, checks it is the same puzzle and keeps it as a game made on the device, with
//! its origin, like any other (today's puzzle the same way: the app's worker knows a daily
//! puzzle's options and seed, and keeps the game as the day's).

mod today;

use leptos::prelude::*;

use super::engine::{ENGINE_WORKER, Engine};
use super::library::now_ms;
use super::library_view::level_label;
use super::panel::variant_label;
use super::storage;
use crate::engine::{Level, Technique, Variant};
use crate::game::daily::daily;
use crate::game::engine_job::generate::practice;
use crate::game::engine_job::{Answer, Request};
use crate::game::origin::{Made, short};
use crate::game::practice::{HINTED_KEY, most_hinted};
use crate::i18n::{Lang, tr, trf};
use storage::Store;

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
        leptos::mount::mount_to_body(move || view! { <PracticePage lang store hinted/> });
    });
}

/// Opens the app on `url` (this page is left).
fn go(url: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_href(url);
    }
}

/// The whole page: the way back, today's puzzle, then practice: the variant, the
/// suggestions, the techniques by level.
#[component]
fn PracticePage(lang: Lang, store: Option<Store>, hinted: String) -> impl IntoView {
    let t = move |key: &'static str| tr(lang, key);
    let engine = Engine::new(ENGINE_WORKER);
    // The worker's list (`None` until it comes).
    let list = RwSignal::new(None::<Vec<Listed>>);
    let variant = RwSignal::new(Variant::Standard);
    // While a puzzle is made: what is made ("Making a puzzle that needs X.") and the
    // worker's newest progress.
    let making = RwSignal::new(None::<(String, String)>);
    // Why the last request made no puzzle.
    let message = RwSignal::new(None::<String>);
    // The request awaited: its id, and the options and seed asked for (its short link).
    let asked = StoredValue::new(None::<(u64, Made)>);
    let awaited = move |id: u64| asked.with_value(|a| a.is_some_and(|a| a.0 == id));
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
        // The app opens the puzzle from its short link, made again and checked there.
        Answer::Generated { id, givens, .. } if awaited(id) => {
            if let Some((_, made)) = asked.get_value() {
                go(&short::url("./", &short::value(&made, &givens)));
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

    // Asks the worker for the puzzle `made` names, saying `what` while it is made.
    let ask = move |what: String, made: Made| {
        // The clock is the request's id.
        let id = now_ms().max(2);
        asked.set_value(Some((id, made)));
        message.set(None);
        making.set(Some((what, String::new())));
        engine.send(&Request::Generate {
            id,
            lang,
            options: made.options,
            seed: made.seed,
        });
    };
    let choose = move |(technique, level, name): Listed| {
        let what = trf(lang, "practice.making", &[("technique", &name)]);
        // The clock is the seed.
        let seed = now_ms();
        let options = practice(variant.get_untracked(), technique, level);
        ask(what, Made { options, seed });
    };
    let (day, long_day) = today::today(lang);
    // Today's game if one was begun (the app opens it), else a new one.
    let play = move |_| match store.and_then(|s| today::todays_game(s, day).map(|id| (s, id))) {
        Some((s, id)) if today::open_next(s, &id) => go("./"),
        _ => ask(t("daily.making").to_string(), daily(day)),
    };
    let busy = move || making.with(Option::is_some);
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
                                disabled=busy
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
    let variant_options = Variant::ALL
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
                    <h3>{t("practice.hinted")}</h3>
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
                            <h3 class="level-name">{t(level_label(Some(level)))}</h3>
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
            <section class="daily-card" aria-labelledby="daily-title">
                <h2 id="daily-title">{t("daily.today")}</h2>
                <p>
                    {long_day} " · "
                    <span class="level-name">{t(level_label(Some(day.weekday().level())))}</span>
                </p>
                <p class="muted daily-streak">{today::streak_text(lang, store, day)}</p>
                <button id="daily-play" class="primary" disabled=busy on:click=play>
                    {t("daily.play")}
                </button>
            </section>
            <h2>{t("practice.section")}</h2>
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
                        making.get().map(|(what, progress)| format!("{what} {progress}"))
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
