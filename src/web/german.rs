//! Fetches the German message table (`de.txt`, beside the app and precached by the service
//! worker) the first time German is wanted, so it stays out of the main bundle. Until it
//! arrives the interface speaks English; if it cannot come, a notice says so.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::state::AppState;
use crate::i18n::{Lang, install_german, tr};

/// Loads German whenever it is wanted and not there yet.
pub fn install_loader(state: AppState) {
    let asked = StoredValue::new(false);
    Effect::new(move |_| {
        if state.wanted_lang.get() != Lang::De || state.german_ready.get() || asked.get_value() {
            return;
        }
        asked.set_value(true);
        wasm_bindgen_futures::spawn_local(async move {
            match fetch_text("de.txt").await.map(install_german) {
                Some(true) => state.german_ready.set(true),
                _ => {
                    asked.set_value(false);
                    state
                        .notice
                        .set(Some(tr(Lang::En, "lang.de_unavailable").to_string()));
                }
            }
        });
    });
}

/// The text at `url` (relative to the page), or `None` if it cannot be had (the page's
/// English words at start-up, `super::start`, and German here).
pub async fn fetch_text(url: &str) -> Option<String> {
    response_text(web_sys::window()?.fetch_with_str(url)).await
}

/// The body of a successful response to `fetched` (a `fetch` promise, the page's or a
/// worker's) as text, or `None` if it cannot be had.
pub async fn response_text(fetched: js_sys::Promise) -> Option<String> {
    let response = JsFuture::from(fetched).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}
