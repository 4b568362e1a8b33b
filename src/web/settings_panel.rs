//! [`SettingsPanel`]: theme, note clean-up, mistake marking, timer, pencil-mark layout, language and the hint
//! ladder's first rung, in one `<details>`. Every change goes through
//! [`AppState::update_settings`]; the theme becomes a `data-theme` attribute on `<html>`
//! (absent for "like the system"), which the stylesheet reads.

use leptos::prelude::*;

use super::state::AppState;
use crate::game::Settings;
use crate::game::settings::{HintStart, Language, Theme};

/// A group of radio buttons for one setting.
fn radios<T: Choice>(
    state: AppState,
    name: &'static str,
    legend: &'static str,
    read: fn(&Settings) -> T,
    write: fn(&mut Settings, T),
) -> impl IntoView {
    let items = T::EVERY
        .iter()
        .map(|&value| {
            let (slug, label) = (value.slug(), value.label());
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

/// A setting with a closed set of values, shown as one radio button each: every value of
/// the enum (its `ALL`), in its order, with its stored name and its message key.
trait Choice: Copy + PartialEq + Send + Sync + 'static {
    /// Every value, in the order the buttons show them.
    const EVERY: &'static [Self];
    /// The value's name in the form and in the stored settings.
    fn slug(self) -> &'static str;
    /// The message key of the value's button.
    fn label(self) -> &'static str;
}

impl Choice for Theme {
    const EVERY: &'static [Theme] = &Theme::ALL;
    fn slug(self) -> &'static str {
        Theme::slug(self)
    }
    fn label(self) -> &'static str {
        match self {
            Theme::System => "settings.theme.system",
            Theme::Light => "settings.theme.light",
            Theme::Dark => "settings.theme.dark",
        }
    }
}

impl Choice for Language {
    const EVERY: &'static [Language] = &Language::ALL;
    fn slug(self) -> &'static str {
        Language::slug(self)
    }
    /// Each language in its own name.
    fn label(self) -> &'static str {
        match self {
            Language::Auto => "settings.language.auto",
            Language::English => "lang.en",
            Language::German => "lang.de",
        }
    }
}

impl Choice for HintStart {
    const EVERY: &'static [HintStart] = &HintStart::ALL;
    fn slug(self) -> &'static str {
        HintStart::slug(self)
    }
    fn label(self) -> &'static str {
        match self {
            HintStart::Tell => "settings.hint.tell",
            HintStart::Guess => "settings.hint.guess",
        }
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
        let _ = match theme.attribute() {
            None => html.remove_attribute("data-theme"),
            Some(value) => html.set_attribute("data-theme", value),
        };
    });
    let theme = radios(
        state,
        "theme",
        "settings.theme",
        |s| s.theme,
        |s, v| s.theme = v,
    );
    let language = radios(
        state,
        "language",
        "settings.language",
        |s| s.language,
        |s, v| s.language = v,
    );
    let hint = radios(
        state,
        "hint-start",
        "settings.hint_start",
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
