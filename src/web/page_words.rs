//! The page's own words outside the app's view: `<html lang>`, the document title and the
//! "new version" banner that `index.html` holds for `assets/sw-register.js`. They start in
//! English (what the page says before, or without, the wasm) and follow the interface
//! language from then on. Text only: nothing is inserted as HTML.

use leptos::prelude::*;

use super::state::AppState;
use crate::i18n::tr;

/// The ids of the banner's text and button in `index.html`, with their message keys.
const BANNER: [(&str, &str); 2] = [
    ("update-text", "update.available"),
    ("update-reload", "update.reload"),
];

/// Keeps the page's own words in the interface language (one Effect).
pub fn follow_language(state: AppState) {
    Effect::new(move |_| {
        let lang = state.lang.get();
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        // `<html lang>` for screen readers and hyphenation.
        if let Some(html) = document.document_element() {
            let _ = html.set_attribute("lang", lang.code());
        }
        document.set_title(tr(lang, "app.page_title"));
        for (id, key) in BANNER {
            if let Some(element) = document.get_element_by_id(id) {
                element.set_text_content(Some(tr(lang, key)));
            }
        }
    });
}
