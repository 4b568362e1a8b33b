//! [`RatingCard`]: the rating card of the puzzle being played, folded away under its label
//! ("Rating: hard") so it is never in the way; hidden while the givens are entered (CSS,
//! from the board's `entering` class). The engine worker made every sentence
//! ([`crate::game::rating_card`]); the page only shows its sections, a paragraph each.

use leptos::prelude::*;

use super::library::Library;
use super::library_view::level_label;
use super::state::AppState;

/// The card: its label as the summary, its sections when opened.
#[component]
pub fn RatingCard() -> impl IntoView {
    let state = AppState::get();
    let lib = Library::get();
    // The card has at most three sections; one paragraph each, all made by one function
    // so they share one closure type (each closure type costs its own rendering code).
    view! {
        <details class="settings rating-card" id="rating-card">
            <summary>
                {state.label("rating.title")}
                " "
                {move || match lib.rating.get() {
                    // Not known yet: the worker is still rating.
                    None if lib.card.with(Option::is_none) => "…",
                    level => state.tr(level_label(level)),
                }}
            </summary>
            {section(lib, 0)}
            {section(lib, 1)}
            {section(lib, 2)}
        </details>
    }
}

/// Section `i` of the card, its heading the first line (bold by CSS); empty without one.
fn section(lib: Library, i: usize) -> impl IntoView {
    view! {
        <p>
            {move || {
                lib.card.with(|c| c.as_deref().and_then(|c| c.split("\n\n").nth(i)).map(str::to_string))
            }}
        </p>
    }
}
