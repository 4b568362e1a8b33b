//! The print view: the chosen puzzles of the library, 1 or 4 per A4 page, each with its
//! variant, level and share code under it (the code reopens it: "Open a code or link" on the
//! games screen). On screen it is a preview with its options; `style/print.css` prints only
//! the pages. The grids are plain elements (no SVG from strings): nothing stored becomes HTML.

use leptos::prelude::*;

use super::library::Library;
use super::library_view::level_label;
use super::panel::variant_label;
use super::state::AppState;
use super::storage;
use crate::engine::{Cell, Grid, Variant};
use crate::game::level::Level;
use crate::game::library::{GameId, sorted};
use crate::game::link::{self, Carry};

/// One puzzle to print.
#[derive(Clone, PartialEq, Debug)]
struct Item {
    id: GameId,
    variant: Variant,
    givens: Grid,
    level: Option<Level>,
    code: String,
}

/// The games that can be printed: the one on the board first, then the library's, most
/// recent first; blank boards are left out.
fn items(state: AppState, lib: Library) -> Vec<Item> {
    let current_id = lib.id.get();
    let mut out = Vec::new();
    state.game.with(|g| {
        if g.givens().filled_count() > 0 {
            out.push(Item {
                id: current_id.clone(),
                variant: g.variant(),
                givens: *g.givens(),
                level: lib.rating.get(),
                code: link::encode(g, Carry::Puzzle),
            });
        }
    });
    lib.revision.track();
    let others = lib
        .with_storage(|s| {
            let (good, _) = storage::scan(s);
            let (open, done) = sorted(good);
            open.into_iter()
                .chain(done)
                .filter(|e| e.id != current_id && e.givens > 0)
                .filter_map(|e| {
                    let (meta, game) = storage::read(s, &e.id).ok()?;
                    Some(Item {
                        id: e.id,
                        variant: game.variant(),
                        givens: *game.givens(),
                        level: meta.level,
                        code: link::encode(&game, Carry::Puzzle),
                    })
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    out.extend(others);
    out
}

/// The print screen: options and the page preview.
#[component]
pub fn PrintView() -> impl IntoView {
    let state = AppState::get();
    let lib = Library::get();
    let per_page = RwSignal::new(1usize);
    let all = Memo::new(move |_| items(state, lib));
    // Chosen ids; `None` until the player changes it: then the first 1 or 4 are chosen.
    let chosen = RwSignal::new(None::<Vec<GameId>>);
    let selected = move || -> Vec<Item> {
        let all = all.get();
        match chosen.get() {
            Some(ids) => all.into_iter().filter(|i| ids.contains(&i.id)).collect(),
            None => all.into_iter().take(per_page.get()).collect(),
        }
    };
    let toggle = move |id: GameId, on: bool| {
        let mut ids: Vec<GameId> = chosen
            .get_untracked()
            .unwrap_or_else(|| selected().into_iter().map(|i| i.id).collect());
        ids.retain(|i| *i != id);
        if on {
            ids.push(id);
        }
        chosen.set(Some(ids));
    };
    let layout_choice = move |n: usize, key: &'static str| {
        view! {
            <label class="check">
                <input
                    type="radio"
                    name="per-page"
                    value=n.to_string()
                    prop:checked=move || per_page.get() == n
                    on:change=move |_| per_page.set(n)
                />
                <span>{state.label(key)}</span>
            </label>
        }
    };
    let print = move |_| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    };
    let pages = move || {
        let k = per_page.get();
        let chosen = selected();
        chosen
            .chunks(k)
            .map(|chunk| {
                let class = if k == 1 { "print-page one" } else { "print-page four" };
                view! {
                    <div class=class>
                        {chunk.iter().cloned().map(|item| view! { <PrintPuzzle item/> }).collect_view()}
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <section class="print-view" aria-labelledby="print-title">
            <div class="print-controls">
                <h2 id="print-title">{state.label("print.title")}</h2>
                <fieldset>
                    <legend>{state.label("print.per_page")}</legend>
                    {layout_choice(1, "print.single")}
                    {layout_choice(4, "print.four")}
                </fieldset>
                <fieldset class="print-choose">
                    <legend>{state.label("print.choose")}</legend>
                    {move || {
                        let chosen_ids: Vec<GameId> = selected().into_iter().map(|i| i.id).collect();
                        let list = all.get();
                        if list.is_empty() {
                            return view! { <p class="muted">{state.tr("print.nothing")}</p> }.into_any();
                        }
                        list.into_iter()
                            .map(|item| {
                                let on = chosen_ids.contains(&item.id);
                                let id = item.id.clone();
                                let label = format!(
                                    "{} · {} · {}",
                                    state.tr(variant_label(item.variant)),
                                    state.tr(level_label(item.level)),
                                    item.code
                                );
                                view! {
                                    <label class="check">
                                        <input
                                            type="checkbox"
                                            prop:checked=on
                                            on:change=move |ev| toggle(id.clone(), event_target_checked(&ev))
                                        />
                                        <span class="mono">{label}</span>
                                    </label>
                                }
                            })
                            .collect_view()
                            .into_any()
                    }}
                </fieldset>
                <button class="primary" id="print-now" on:click=print>
                    {state.label("print.print")}
                </button>
            </div>
            <div class="print-sheets">{pages}</div>
        </section>
    }
}

/// One printed puzzle: the grid of givens and its caption.
#[component]
fn PrintPuzzle(item: Item) -> impl IntoView {
    let state = AppState::get();
    let variant = item.variant;
    let cells = Cell::all()
        .map(|cell| {
            let (r, c) = (cell.row(), cell.col());
            let mut class = String::from("pcell");
            if c % 3 == 2 && c < 8 {
                class.push_str(" tr");
            }
            if r % 3 == 2 && r < 8 {
                class.push_str(" tb");
            }
            if variant.has_diagonals() && (r == c || r + c == 8) {
                class.push_str(if r == c { " dm" } else { " da" });
            }
            if variant.has_color_groups() {
                class.push_str(&format!(" pg{}", (r % 3) * 3 + c % 3 + 1));
            }
            let digit = item.givens.get(cell).map(|d| d.to_string());
            view! { <span class=class>{digit}</span> }
        })
        .collect_view();
    let code = item.code.clone();
    view! {
        <figure class="print-puzzle">
            <div class="pgrid" role="img" aria-label=state.label("print.grid")>{cells}</div>
            <figcaption>
                <span class="print-caption">
                    {move || format!(
                        "{} · {}",
                        state.tr(variant_label(item.variant)),
                        state.tr(level_label(item.level))
                    )}
                </span>
                <span class="print-code mono">{move || crate::i18n::trf(state.lang.get(), "print.code", &[("code", &link::grouped(&code))])}</span>
            </figcaption>
        </figure>
    }
}
