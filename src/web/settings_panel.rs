//! [`SettingsPanel`]: theme, note clean-up, mistake marking, timer, pencil-mark layout, language and the hint
//! ladder's first rung, in one `<details>`. Every change goes through
//! [`AppState::update_settings`]; the theme becomes a `data-theme` attribute on `<html>`
//! (absent for "like the system"), which the stylesheet reads.

use leptos::prelude::*;

use super::state::AppState;
use crate::game::Settings;
use crate::game::settings::{HintStart, Language, Theme};

/// A group of radio buttons for one setting.
fn radios<T: Copy + PartialEq + Send + Sync + 'static>(
    state: AppState,
    name: &'static str,
    legend: &'static str,
    options: Vec<(T, &'static str, &'static str)>,
    read: fn(&Settings) -> T,
    write: fn(&mut Settings, T),
) -> impl IntoView {
    let items = options
        .into_iter()
        .map(|(value, slug, label)| {
            view! {
                <label class="setting-option">
                    <input
                        type="radio"
                        name=name
                        value=slug
                        prop:checked=move || state.settings.with(|s| read(s) == value)
                        on:change=move |_| state.update_settings(|s| write(s, value))
                    />
                    <span>{state.label(label)}</span>
                </label>
            }
        })
        .collect_view();
    view! {
        <fieldset class="setting-group">
            <legend>{state.label(legend)}</legend>
            {items}
        </fieldset>
    }
}

/// A checkbox for one on/off setting.
fn switch(
    state: AppState,
    id: &'static str,
    label: &'static str,
    read: fn(&Settings) -> bool,
    write: fn(&mut Settings, bool),
) -> impl IntoView {
    view! {
        <label class="setting-switch" for=id>
            <input
                type="checkbox"
                id=id
                prop:checked=move || state.settings.with(read)
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    state.update_settings(|s| write(s, on));
                }
            />
            <span>{state.label(label)}</span>
        </label>
    }
}

/// Every keyboard shortcut, folded away; its summary is the "?" button and the "?" key
/// opens it ([`toggle_shortcuts`]). Each row is one table entry, "keys | what they do", so
/// German names its own keys (Strg, Umschalt, Entf).
#[component]
pub fn Shortcuts() -> impl IntoView {
    let state = AppState::get();
    const ROWS: [&str; 12] = [
        "shortcut.digit",
        "shortcut.corner",
        "shortcut.centre",
        "shortcut.modes",
        "shortcut.arrows",
        "shortcut.tab",
        "shortcut.erase",
        "shortcut.undo",
        "shortcut.redo",
        "shortcut.hint",
        "shortcut.close",
        "shortcut.help",
    ];
    let rows = ROWS
        .into_iter()
        .map(|key| {
            let part = move |i: usize| {
                let text = crate::i18n::tr(state.lang.get(), key);
                text.split(" | ").nth(i).unwrap_or_default()
            };
            // Elements the page already draws elsewhere: each new kind costs code.
            view! { <li><strong>{move || part(0)}</strong>" "{move || part(1)}</li> }
        })
        .collect_view();
    view! {
        <details class="settings shortcuts" id="shortcuts">
            <summary aria-keyshortcuts="?">{state.label("shortcuts.title")}</summary>
            <ul class="shortcut-list">{rows}</ul>
        </details>
    }
}

/// The "?" key: opens the shortcuts (or folds them away again) and shows them.
pub fn toggle_shortcuts() {
    let Some(details) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("shortcuts"))
    else {
        return;
    };
    if details.has_attribute("open") {
        let _ = details.remove_attribute("open");
    } else {
        let _ = details.set_attribute("open", "");
        details.scroll_into_view();
    }
}

/// The settings, folded away by default.
#[component]
pub fn SettingsPanel() -> impl IntoView {
    let state = AppState::get();
    Effect::new(move |_| {
        let theme = state.settings.with(|s| s.theme);
        let Some(html) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        else {
            return;
        };
        let _ = match theme {
            Theme::System => html.remove_attribute("data-theme"),
            Theme::Light => html.set_attribute("data-theme", "light"),
            Theme::Dark => html.set_attribute("data-theme", "dark"),
        };
    });
    let theme = radios(
        state,
        "theme",
        "settings.theme",
        vec![
            (Theme::System, "system", "settings.theme.system"),
            (Theme::Light, "light", "settings.theme.light"),
            (Theme::Dark, "dark", "settings.theme.dark"),
        ],
        |s| s.theme,
        |s, v| s.theme = v,
    );
    let language = radios(
        state,
        "language",
        "settings.language",
        vec![
            (Language::Auto, "auto", "settings.language.auto"),
            (Language::English, "en", "lang.en"),
            (Language::German, "de", "lang.de"),
        ],
        |s| s.language,
        |s, v| s.language = v,
    );
    let hint = radios(
        state,
        "hint-start",
        "settings.hint_start",
        vec![
            (HintStart::Tell, "tell", "settings.hint.tell"),
            (HintStart::Guess, "guess", "settings.hint.guess"),
        ],
        |s| s.hint_start,
        |s, v| s.hint_start = v,
    );
    view! {
        <details class="settings" id="settings">
            <summary>{state.label("settings.title")}</summary>
            <div class="settings-body">
                {switch(state, "set-peer-notes", "settings.peer_notes", |s| s.clear_peer_notes, |s, v| s.clear_peer_notes = v)}
                {switch(state, "set-mistakes", "settings.mistakes", |s| s.show_mistakes, |s, v| s.show_mistakes = v)}
                {switch(state, "set-timer", "settings.timer", |s| s.timer, |s, v| s.timer = v)}
                {switch(state, "set-snyder", "settings.snyder", |s| s.snyder_notes, |s, v| s.snyder_notes = v)}
                {theme}
                {language}
                {hint}
            </div>
        </details>
    }
}
