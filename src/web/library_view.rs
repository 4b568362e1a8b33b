//! The saved-games screen: games in progress and finished ones (variant, level, progress,
//! last played), continue, delete with undo, a new game, entries that could not be read (named,
//! kept until the player removes them), and a field to open a share code or link. Also the
//! screen switch in the top bar.

use leptos::prelude::*;

use super::library::{Library, Screen};
use super::notices::entry_error_text;
use super::panel::variant_label;
use super::share::link_error_text;
use super::state::AppState;
use super::storage;
use crate::game::level::Level;
use crate::game::library::name::default_name;
use crate::game::library::{Summary, clock_text, sorted};
use crate::game::link::{self, LinkError};
use crate::i18n::{Lang, trf, trn};

/// The message key of a level's name (`None`: unrated).
pub fn level_label(level: Option<Level>) -> &'static str {
    match level {
        Some(Level::Easy) => "level.easy",
        Some(Level::Medium) => "level.medium",
        Some(Level::Hard) => "level.hard",
        Some(Level::Expert) => "level.expert",
        Some(Level::Extreme) => "level.extreme",
        None => "level.unrated",
    }
}

/// A moment as the browser writes dates in `lang`.
fn date_text(lang: Lang, ms: u64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    String::from(date.to_locale_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED))
}

/// A day as the browser writes it in `lang`, short ("Nov 24, 2026", "24.11.2026").
fn day_text(lang: Lang, ms: u64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    String::from(date.to_locale_date_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED))
}

/// The digits of `grid` for one SVG `<text>`: each placed at its cell's centre by its own x
/// and y (`x="0.5 3.5 …"`), so a whole board is two text elements, not 81.
fn placed(grid: &crate::engine::Grid) -> (String, String, String) {
    let (mut x, mut y, mut digits) = (String::new(), String::new(), String::new());
    for cell in crate::engine::Cell::all() {
        if let Some(d) = grid.get(cell) {
            x.push(char::from(b'0' + cell.col()));
            x.push_str(".5 ");
            y.push(char::from(b'0' + cell.row()));
            y.push_str(".8 ");
            digits.push(char::from(b'0' + d.get()));
        }
    }
    (x, y, digits)
}

/// A small drawing of a game's board, built from its grids (no markup from text): the
/// givens and the player's digits as two SVG texts over block lines the stylesheet draws;
/// one label for screen readers.
fn mini_board(lang: Lang, s: &Summary) -> impl IntoView + use<> {
    let (gx, gy, givens) = placed(&s.given_digits);
    let (px, py, digits) = placed(&s.player_digits);
    view! {
        <svg
            class="mini-board"
            viewBox="0 0 9 9"
            role="img"
            aria-label=trn(lang, "library.board", s.givens as u64, &[])
        >
            <text x=gx y=gy>{givens}</text>
            <text class="p" x=px y=py>{digits}</text>
        </svg>
    }
}

/// Board · Games · Print · Lab, in the top bar.
#[component]
pub fn ScreenNav() -> impl IntoView {
    let state = AppState::get();
    let lib = Library::get();
    let item = move |screen: Screen, key: &'static str, id: &'static str| {
        view! {
            <button
                id=id
                class="nav-item"
                aria-pressed=move || (lib.screen.get() == screen).to_string()
                on:click=move |_| lib.screen.set(screen)
            >
                {state.label(key)}
            </button>
        }
    };
    // The solver lab is its own page (lab.html, its own wasm): the board's puzzle, the
    // language and the theme go along in the address.
    let open_lab = move |_| {
        let (line, variant) = state
            .game
            .with_untracked(|g| (g.givens().to_line(), g.variant().slug()));
        let lang = if state.lang.get_untracked() == Lang::De {
            "de"
        } else {
            "en"
        };
        let theme = state
            .settings
            .with_untracked(|s| s.theme.attribute())
            .unwrap_or_default();
        if let Some(w) = web_sys::window() {
            let url = format!("./lab.html?p={line}&v={variant}&lang={lang}&theme={theme}");
            let _ = w.location().set_href(&url);
        }
    };
    // The print page is its own page too (print.html, its own wasm, precached), reading the
    // saves: the game on the board is saved on every move, and its clock's reading when the
    // page is left (the autosave's `pagehide`), so it finds the game as it is.
    let open_print = move |_| {
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_href("./print.html");
        }
    };
    view! {
        <nav class="screen-nav" aria-label=state.label("nav.label")>
            {item(Screen::Play, "nav.play", "nav-play")}
            {item(Screen::Library, "nav.library", "nav-library")}
            <button id="nav-print" class="nav-item" on:click=open_print>
                {state.label("nav.print")}
            </button>
            <button id="nav-lab" class="nav-item" on:click=open_lab>
                {state.label("nav.lab")}
            </button>
        </nav>
    }
}

/// The saved-games screen.
#[component]
pub fn LibraryView() -> impl IntoView {
    let state = AppState::get();
    let lib = Library::get();
    let scan = Memo::new(move |_| {
        lib.revision.track();
        lib.with_storage(storage::scan).unwrap_or_default()
    });
    let lists = move || sorted(scan.with(|(good, _)| good.clone()));
    let row = move |s: Summary| {
        let lang = state.lang.get();
        let current = lib.id.with(|id| *id == s.id);
        let id = s.id.clone();
        let key = s.id.key();
        let status = if s.solved {
            trf(
                lang,
                "library.solved_in",
                &[("time", &clock_text(s.elapsed_ms))],
            )
        } else {
            trf(
                lang,
                "library.progress",
                &[
                    ("percent", &s.percent().to_string()),
                    ("filled", &s.filled.to_string()),
                ],
            )
        };
        let title = format!(
            "{} · {}",
            state.tr(variant_label(s.variant)),
            state.tr(level_label(s.meta.level))
        );
        let played = trf(
            lang,
            "library.played",
            &[("when", &date_text(lang, s.meta.played_ms))],
        );
        let fallback = default_name(
            lang,
            &s.meta.origin,
            s.meta.level,
            &day_text(lang, s.meta.created_ms),
        );
        let name = s.meta.name.clone().unwrap_or_else(|| fallback.clone());
        let board = mini_board(lang, &s);
        let rename_id = s.id.clone();
        let rename = move |ev| {
            let typed = event_target_value(&ev);
            let typed = if typed.trim() == fallback { "" } else { &typed };
            lib.rename(state, &rename_id, typed);
        };
        view! {
            <li class="game-row" class:current=current data-id=s.id.to_string()>
                {board}
                <div class="game-info">
                    <input
                        class="game-name"
                        aria-label=state.tr("library.name.label")
                        value=name
                        on:change=rename
                    />
                    <span class="game-title">{title}</span>
                    <span class="game-status">{status}</span>
                    <span class="game-played">{played}</span>
                    {current.then(|| view! { <span class="game-current">{state.tr("library.current")}</span> })}
                </div>
                <div class="game-actions">
                    <button class="primary" on:click=move |_| lib.open(state, &id)>
                        {state.tr("library.continue")}
                    </button>
                    <button class="quiet danger" on:click=move |_| lib.delete(state, &key)>
                        {state.tr("library.delete")}
                    </button>
                </div>
            </li>
        }
    };
    let section = move |title: &'static str, games: Vec<Summary>, id: &'static str| {
        (!games.is_empty()).then(|| {
            view! {
                <section class="game-list" aria-labelledby=id>
                    <h3 id=id>{state.tr(title)}</h3>
                    <ul>{games.into_iter().map(row).collect_view()}</ul>
                </section>
            }
        })
    };
    let unreadable = move || {
        let bad = scan.with(|(_, bad)| bad.clone());
        (!bad.is_empty()).then(|| {
            view! {
                <section class="game-list unreadable" aria-labelledby="lib-unreadable">
                    <h3 id="lib-unreadable">{state.tr("library.unreadable")}</h3>
                    <p class="muted">{state.tr("library.unreadable_help")}</p>
                    <ul>
                        {bad
                            .into_iter()
                            .map(|u| {
                                let key = u.key.clone();
                                view! {
                                    <li class="game-row bad">
                                        <div class="game-info">
                                            <span class="game-title">{u.key.clone()}</span>
                                            <span class="game-status">{entry_error_text(state.lang.get(), &u.error)}</span>
                                        </div>
                                        <div class="game-actions">
                                            <button class="quiet danger" on:click=move |_| lib.delete(state, &key)>
                                                {state.tr("library.remove")}
                                            </button>
                                        </div>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                </section>
            }
        })
    };
    view! {
        <section class="library" aria-labelledby="library-title">
            <div class="library-head">
                <h2 id="library-title">{state.label("library.title")}</h2>
                <button class="primary" id="library-new" on:click=move |_| lib.new_game(state)>
                    {state.label("library.new")}
                </button>
            </div>
            <super::new_puzzle::NewPuzzle/>
            {move || {
                lib.deleted.get().map(|_| {
                    view! {
                        <p class="notice" role="status">
                            <span>{state.tr("library.deleted")}</span>
                            <button class="quiet" on:click=move |_| lib.undo_delete(state)>
                                {state.tr("library.undo")}
                            </button>
                        </p>
                    }
                })
            }}
            {move || (!lib.has_storage()).then(|| view! { <p class="muted">{state.tr("library.no_storage")}</p> })}
            {move || {
                let (open, done) = lists();
                let empty = open.is_empty() && done.is_empty();
                view! {
                    {empty.then(|| view! { <p class="muted">{state.tr("library.empty")}</p> })}
                    {section("library.in_progress", open, "lib-open")}
                    {section("library.finished", done, "lib-done")}
                }
            }}
            {unreadable}
            <OpenCode/>
        </section>
    }
}

/// A field to open a share code, a share link or a puzzle text as a new game.
#[component]
fn OpenCode() -> impl IntoView {
    let state = AppState::get();
    let lib = Library::get();
    let text = RwSignal::new(String::new());
    // The error itself is kept, not its words, so a language switch re-says it.
    let error = RwSignal::new(None::<LinkError>);
    let go = move |_| match link::open(&text.get_untracked()) {
        Ok(shared) => {
            error.set(None);
            text.set(String::new());
            lib.open_shared(state, shared);
        }
        Err(e) => error.set(Some(e)),
    };
    view! {
        <div class="open-code">
            <label for="open-code-text">{state.label("library.open_label")}</label>
            <div class="open-code-row">
                <input
                    id="open-code-text"
                    type="text"
                    spellcheck="false"
                    autocomplete="off"
                    placeholder=state.label("library.open_placeholder")
                    aria-describedby="open-code-message"
                    prop:value=move || text.get()
                    on:input=move |ev| text.set(event_target_value(&ev))
                />
                <button class="primary" id="open-code-go" on:click=go>
                    {state.label("library.open")}
                </button>
            </div>
            <p id="open-code-message" class="paste-message bad" aria-live="polite">
                {move || error.with(|e| e.as_ref().map(|e| link_error_text(state.lang.get(), e)))}
            </p>
        </div>
    }
}
