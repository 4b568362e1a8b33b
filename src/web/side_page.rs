//! What the pages beside the app (the print page, the practice page) do before they mount:
//! the settings read (never written), the page's words fetched in the settings' language
//! (English, and German when wanted; English stays if German cannot come), the theme and the
//! title set.

use super::storage::{self, Store};
use crate::i18n::{Lang, install_english, install_german, tr};

/// Prepares a page whose title is the text of `title_key`: its language and the storage it
/// may read; `None` (the page said why) when its words cannot be loaded.
pub async fn prepare(title_key: &'static str) -> Option<(Lang, Option<Store>)> {
    let store = storage::readable_storage();
    let settings = store.map(storage::settings).unwrap_or_default();
    let mut lang = super::state::wanted_lang(settings.language);
    let english = super::german::fetch_text("en.txt").await;
    if !english.is_some_and(install_english) {
        super::say_words_missing();
        return None;
    }
    if lang == Lang::De
        && !super::german::fetch_text("de.txt")
            .await
            .is_some_and(install_german)
    {
        lang = Lang::En;
    }
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        if let Some(html) = doc.document_element() {
            let _ = html.set_attribute("lang", lang.code());
            if let Some(value) = settings.theme.attribute() {
                let _ = html.set_attribute("data-theme", value);
            }
        }
        doc.set_title(&format!("Stepwise — {}", tr(lang, title_key)));
    }
    Some((lang, store))
}
