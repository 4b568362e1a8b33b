//! The puzzles to print: the app's saves, read with its own storage readers (the game on the
//! board first, then the library's, most recent first; blank boards left out), and the
//! checkboxes that choose among them and the new ones. Nothing here writes.

use leptos::prelude::*;

use super::Page;
use crate::engine::{Grid, Variant};
use crate::game::Game;
use crate::game::level::Level;
use crate::game::library::sorted;
use crate::game::link::{self, Carry};
use crate::web::library_view::level_label;
use crate::web::panel::variant_label;
use crate::web::storage::{self, Store};

/// One puzzle to print.
#[derive(Clone, PartialEq, Debug)]
pub(super) struct Item {
    /// Tells it from the others: a save's storage key, or `new-<code>`.
    pub key: String,
    /// The rule set.
    pub variant: Variant,
    /// The givens.
    pub givens: Grid,
    /// Its product label; `None`: unrated, or not known yet.
    pub level: Option<Level>,
    /// The share code that reopens it in the app.
    pub code: String,
    /// Made on this page (not saved).
    pub new: bool,
}

impl Item {
    /// The item of a game's puzzle.
    pub fn of(key: String, game: &Game, level: Option<Level>, new: bool) -> Item {
        Item {
            key,
            variant: game.variant(),
            givens: *game.givens(),
            level,
            code: link::encode(game, Carry::Puzzle),
            new,
        }
    }

    /// A new puzzle's item (its key from its code).
    pub fn new_puzzle(game: &Game, level: Option<Level>) -> Item {
        let item = Item::of(String::new(), game, level, true);
        Item {
            key: format!("new-{}", item.code),
            ..item
        }
    }

    /// "Standard · easy" in `lang`'s words.
    pub fn caption(&self, page: Page) -> String {
        format!(
            "{} · {}",
            page.tr(variant_label(self.variant)),
            page.tr(level_label(self.level))
        )
    }
}

/// The saved puzzles: the game on the board first, then the library's, most recent first.
pub(super) fn items(store: Store) -> Vec<Item> {
    let current = storage::current_id(store);
    let (good, _) = storage::scan(store);
    let (open, done) = sorted(good);
    let others = open
        .into_iter()
        .chain(done)
        .filter(|e| Some(&e.id) != current.as_ref())
        .map(|e| e.id);
    current
        .clone()
        .into_iter()
        .chain(others)
        .filter_map(|id| {
            let (meta, game) = storage::read(store, &id).ok()?;
            (game.givens().filled_count() > 0).then(|| Item::of(id.key(), &game, meta.level, false))
        })
        .collect()
}

/// A checkbox per puzzle (the new ones first, marked), ticked when it is printed.
#[component]
pub(super) fn Choose(
    all: Memo<Vec<Item>>,
    selected: Signal<Vec<Item>>,
    chosen: RwSignal<Option<Vec<String>>>,
) -> impl IntoView {
    let page = Page::get();
    let toggle = move |key: String, on: bool| {
        let mut keys: Vec<String> = chosen.get_untracked().unwrap_or_else(|| {
            selected
                .get_untracked()
                .into_iter()
                .map(|i| i.key)
                .collect()
        });
        keys.retain(|k| *k != key);
        if on {
            keys.push(key);
        }
        chosen.set(Some(keys));
    };
    view! {
        <fieldset class="print-choose">
            <legend>{page.tr("print.choose")}</legend>
            {move || {
                let on_page: Vec<String> = selected.get().into_iter().map(|i| i.key).collect();
                let list = all.get();
                if list.is_empty() {
                    return view! { <p class="muted">{page.tr("print.nothing")}</p> }.into_any();
                }
                list.into_iter()
                    .map(|item| {
                        let on = on_page.contains(&item.key);
                        let key = item.key.clone();
                        let new = item.new.then(|| view! { <strong>{page.tr("print.new_mark")}" "</strong> });
                        let label = format!("{} · {}", item.caption(page), item.code);
                        view! {
                            <label class="check">
                                <input
                                    type="checkbox"
                                    prop:checked=on
                                    on:change=move |ev| toggle(key.clone(), event_target_checked(&ev))
                                />
                                <span class="mono">{new}{label}</span>
                            </label>
                        }
                    })
                    .collect_view()
                    .into_any()
            }}
        </fieldset>
    }
}
