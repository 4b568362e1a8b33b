//! The print page (`print.html`, its own wasm `print_ui`): puzzles 1 or 4 per A4 page, each
//! with its variant, level and the code that reopens it in the app. The main page only links
//! here (the menu's "Print"), so none of this is in its bundle; the service worker precaches
//! the page, so printing works offline.
//!
//! - [`saved`]: the puzzles the app saved (the one on the board first, then the library's),
//!   read from localStorage with the app's own readers and never written: this page changes
//!   no save;
//! - [`fill`]: new puzzles of a chosen variant and difficulty (a level or a range on a rating
//!   scale) made by the generator in an engine worker this page starts, with progress and
//!   Stop, filling the page's places;
//! - [`address`]: the layout and the new puzzles kept in the page's address, so a reload
//!   shows the same pages;
//! - [`sheet`]: the A4 pages on screen (a preview) and on paper (`print-page.css`'s
//!   `@media print` prints only the pages).
//!
//! Words: the page tables (`en.txt`, `de.txt`, fetched as the main page fetches them, both
//! precached), in the language the settings name; the theme too is the settings'.

mod address;
mod fill;
mod saved;
mod sheet;

use leptos::prelude::*;

use super::storage::Store;
use crate::i18n::{Lang, tr};
use saved::Item;

/// The page's context: the language and the storage it reads.
#[derive(Clone, Copy)]
struct Page {
    lang: Lang,
    store: Option<Store>,
}

impl Page {
    fn get() -> Page {
        expect_context::<Page>()
    }

    /// The text for `key` in the page's language.
    fn tr(self, key: &'static str) -> &'static str {
        tr(self.lang, key)
    }
}

/// Reads the settings, fetches the page's words, sets the theme and mounts the page
/// (`super::side_page`, shared with the practice page).
pub fn start() {
    wasm_bindgen_futures::spawn_local(async {
        let Some((lang, store)) = super::side_page::prepare("print.title").await else {
            return;
        };
        leptos::mount::mount_to_body(move || {
            provide_context(Page { lang, store });
            view! { <PrintPage/> }
        });
    });
}

/// The whole page: the way back, "Print", 1 or 4 per page, the new-puzzle form, the choice
/// of puzzles, the pages.
#[component]
fn PrintPage() -> impl IntoView {
    let page = Page::get();
    let kept = address::read();
    let per_page = RwSignal::new(kept.per_page);
    let saved = page
        .store
        .map(|s| StoredValue::new(saved::items(s)))
        .unwrap_or_else(|| StoredValue::new(Vec::new()));
    // The new puzzles made on this page, newest batch first (kept in the address, not saved).
    let made = RwSignal::new(kept.made);
    // The address keeps the layout and the new puzzles (the outside world, not a signal).
    Effect::new(move |_| made.with(|m| address::write(per_page.get(), m)));
    // Chosen keys; `None` until the player (or a new batch) chooses: then the first 1 or 4.
    let chosen = RwSignal::new(None::<Vec<String>>);
    let all = Memo::new(move |_| {
        let mut all = made.get();
        all.extend(saved.get_value());
        all
    });
    let selected = Signal::derive(move || -> Vec<Item> {
        let all = all.get();
        match chosen.get() {
            Some(keys) => all.into_iter().filter(|i| keys.contains(&i.key)).collect(),
            None => all.into_iter().take(per_page.get()).collect(),
        }
    });
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
                <span>{page.tr(key)}</span>
            </label>
        }
    };
    let print = move |_| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    };
    view! {
        <main class="print-view" aria-labelledby="print-title">
            <div class="print-controls">
                <a class="print-back" id="print-back" href="./">{page.tr("print.back")}</a>
                <div class="print-head">
                    <h1 id="print-title">{page.tr("print.title")}</h1>
                    <button class="primary" id="print-now" on:click=print>
                        {page.tr("print.print")}
                    </button>
                </div>
                <fieldset>
                    <legend>{page.tr("print.per_page")}</legend>
                    {layout_choice(1, "print.single")}
                    {layout_choice(4, "print.four")}
                </fieldset>
                <fill::NewPuzzles per_page made chosen />
                <saved::Choose all selected chosen />
            </div>
            <sheet::Sheets selected per_page />
        </main>
    }
}
