//! Sharing and export: the share link (copy), the 81-character text (copy), the SVG download,
//! and opening a puzzle that arrives in the page's URL. The codec and the SVG are pure
//! ([`crate::game::link`], [`crate::game::svg`]); here are only the clipboard, the download
//! and the address bar. Copying falls back to a selected read-only field where the clipboard
//! is not allowed.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use super::library::Library;
use super::new_puzzle::Maker;
use super::state::AppState;
use crate::game::library::name::Origin;
use crate::game::link::{self, Carry, LinkError};
use crate::game::origin::short;
use crate::game::svg::{self, Stamp, SvgOptions};
use crate::i18n::{Lang, tr, trf};

/// A link error in the player's language.
pub fn link_error_text(lang: Lang, e: &LinkError) -> String {
    let reason = match e {
        LinkError::Empty => tr(lang, "link.error.empty").to_string(),
        // A short link's errors are the worker's, which words them itself.
        LinkError::UnknownVersion
        | LinkError::BadSeed
        | LinkError::BadOptions
        | LinkError::OtherPuzzle => tr(lang, "link.error.version").to_string(),
        LinkError::UnknownVariant => tr(lang, "link.error.variant").to_string(),
        LinkError::BadCharacter(n) => trf(lang, "link.error.char", &[("n", &n.to_string())]),
        LinkError::Truncated => tr(lang, "link.error.truncated").to_string(),
        LinkError::TrailingData => tr(lang, "link.error.trailing").to_string(),
        LinkError::Checksum => tr(lang, "link.error.checksum").to_string(),
        LinkError::BadDigit(cell) => trf(
            lang,
            "link.error.digit",
            &[("cell", &crate::i18n::cell_name(lang, *cell))],
        ),
        LinkError::NotAPuzzle(p) => crate::i18n::parse_error(lang, p),
    };
    trf(lang, "link.error", &[("reason", &reason)])
}

/// Opens the puzzle in the page's URL (`?p=…`, `#p=…` or SudokuWiki's `?bd=…`) as a new
/// game now, and any that arrives while the app is open (a link pasted into the address bar
/// of this tab changes only the fragment, so the page does not reload); a short link
/// (`#g=…`) goes to `maker`, whose worker reads it, makes its puzzle again and checks it.
pub fn open_links(state: AppState, lib: Library, maker: Maker) {
    open_location(state, lib, maker);
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        open_location(state, lib, maker);
    });
    // The app lives as long as the page.
    std::mem::forget(handle);
}

/// Opens the puzzle in the page's URL, then takes it out of the address bar so a reload
/// does not open it twice. A bad link is said in a notice. (Not inlined: it has two
/// callers, and one copy is enough.)
#[inline(never)]
fn open_location(state: AppState, lib: Library, maker: Maker) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let search = location.search().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let lang = state.lang.get_untracked();
    if let Some(value) = link::param(&search, "g").or_else(|| link::param(&hash, "g")) {
        maker.open_link(state, value.to_string());
    } else {
        let Some(result) = link::from_location(&search, &hash) else {
            return;
        };
        match result {
            Ok(shared) => {
                lib.open_shared(state, shared);
                state.announcement.set(tr(lang, "link.opened").to_string());
            }
            Err(e) => state.notice.set(Some(link_error_text(lang, &e))),
        }
    }
    if let (Ok(path), Ok(history)) = (location.pathname(), window.history()) {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&path));
    }
}

/// The share URL of the game on the board: the short link of a generated puzzle shared
/// without progress, else the code.
fn share_link(state: AppState, lib: Library, carry: Carry) -> String {
    let page = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    lib.meta.with_untracked(|m| match &m.origin {
        Origin::Made(value)
            if carry == Carry::Puzzle && state.game.with_untracked(|g| m.origin.holds_for(g)) =>
        {
            short::url(&page, value)
        }
        _ => state
            .game
            .with_untracked(|g| link::share_url(&page, &link::encode(g, carry))),
    })
}

/// The browser's local time now.
fn stamp_now() -> Stamp {
    let d = js_sys::Date::new_0();
    Stamp {
        year: d.get_full_year(),
        month: d.get_month() + 1,
        day: d.get_date(),
        hour: d.get_hours(),
        minute: d.get_minutes(),
        second: d.get_seconds(),
    }
}

/// Offers `text` as a file called `name`.
fn download(name: &str, text: &str, mime: &str) -> Option<()> {
    let document = web_sys::window()?.document()?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a").ok()?.dyn_into().ok()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Some(())
}

/// What the last copy did: the text, and whether the clipboard took it.
#[derive(Clone, PartialEq, Debug)]
struct Copied {
    text: String,
    ok: Option<bool>,
}

/// Puts `text` on the clipboard; `copied` says how it went (the field shows it either way).
fn copy(text: String, copied: RwSignal<Option<Copied>>) {
    copied.set(Some(Copied {
        text: text.clone(),
        ok: None,
    }));
    let clipboard = web_sys::window().map(|w| w.navigator().clipboard());
    let Some(clipboard) = clipboard else {
        copied.update(|c| c.iter_mut().for_each(|c| c.ok = Some(false)));
        super::later(Box::new(select_output), std::time::Duration::ZERO);
        return;
    };
    let promise = clipboard.write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
        copied.update(|c| {
            if let Some(c) = c.as_mut().filter(|c| c.text == text) {
                c.ok = Some(ok);
            }
        });
        if !ok {
            super::later(Box::new(select_output), std::time::Duration::ZERO);
        }
    });
}

/// Focuses and selects the copy field, so the player can copy by hand.
fn select_output() {
    let input = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("share-output"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok());
    if let Some(input) = input {
        let _ = input.focus();
        input.select();
    }
}

/// Share and export: copy link, copy text, download SVG, with or without the player's
/// progress.
#[component]
pub fn SharePanel() -> impl IntoView {
    let state = AppState::get();
    let lib = Library::get();
    let progress = RwSignal::new(false);
    let copied = RwSignal::new(None::<Copied>);
    let saved = RwSignal::new(None::<String>);
    let carry = move || {
        if progress.get_untracked() {
            Carry::DigitsAndNotes
        } else {
            Carry::Puzzle
        }
    };
    let copy_link = move |_| copy(share_link(state, lib, carry()), copied);
    let copy_text = move |_| {
        let text = state.game.with_untracked(|g| {
            if progress.get_untracked() {
                g.position().to_line()
            } else {
                g.givens().to_line()
            }
        });
        copy(text, copied);
    };
    let export = move |_| {
        let with = progress.get_untracked();
        let text = state.game.with_untracked(|g| {
            svg::render(
                g,
                SvgOptions {
                    player_digits: with,
                    notes: with,
                },
            )
        });
        let name = svg::file_name(stamp_now(), lib.rating.get_untracked());
        if download(&name, &text, "image/svg+xml").is_some() {
            let lang = state.lang.get_untracked();
            saved.set(Some(trf(lang, "share.svg_saved", &[("name", &name)])));
        }
    };
    let field = move || {
        copied.get().map(|c| {
            let status = match c.ok {
                Some(true) => state.tr("share.copied"),
                Some(false) => state.tr("share.copy_failed"),
                None => "",
            };
            view! {
                <label class="copy-field">
                    <span>{status}</span>
                    <input
                        id="share-output"
                        type="text"
                        readonly
                        prop:value=c.text.clone()
                        on:focus=move |ev| {
                            if let Some(input) = ev
                                .target()
                                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                            {
                                input.select();
                            }
                        }
                    />
                </label>
            }
        })
    };
    view! {
        <section class="share" aria-labelledby="share-title">
            <h2 id="share-title">{state.label("share.title")}</h2>
            <label class="check">
                <input
                    type="checkbox"
                    id="share-progress"
                    prop:checked=move || progress.get()
                    on:change=move |ev| progress.set(event_target_checked(&ev))
                />
                <span>{state.label("share.with_progress")}</span>
            </label>
            <div class="share-buttons">
                <button id="share-link" on:click=copy_link>{state.label("share.copy_link")}</button>
                <button id="share-text" on:click=copy_text>{state.label("share.copy_text")}</button>
                <button id="share-svg" on:click=export>{state.label("share.svg")}</button>
            </div>
            {field}
            <p class="muted" aria-live="polite">{move || saved.get()}</p>
        </section>
    }
}
