//! The browser app: Leptos components over the pure [`game`](crate::game) model, plus the
//! two places that touch the outside world: [`storage`] (localStorage) and the start-up mark
//! the browser tests read. Compiled for wasm32 only.
//!
//! State: one `RwSignal<Game>` in the [`AppState`] context; every change goes through
//! [`AppState::dispatch`] → [`Game::apply`](crate::game::Game::apply). Components render and
//! dispatch; they hold no rules. The service worker and its "new version" banner are plain
//! JavaScript next to `index.html` (`assets/sw.js`, `assets/sw-register.js`), so they work
//! even before, or without, the wasm; the app only keeps the banner's words in the interface
//! language ([`page_words`]).

mod app;
mod board;
mod count;
mod daily;
mod engine;
mod german;
mod hint_marks;
mod hint_panel;
mod hinted;
mod judge;
mod keypad;
mod keys;
pub mod lab;
mod library;
mod library_view;
mod new_puzzle;
mod notices;
mod page_words;
mod panel;
mod play_ui;
pub mod practice;
pub mod print;
mod rating_card;
mod settings_panel;
mod share;
mod sheet;
mod side_page;
mod state;
mod storage;
mod timer;
mod toolbar;

pub use german::response_text;
pub use state::AppState;

/// Runs `f` once the next frame is painted (work the first paint must not wait for, such
/// as starting the engine workers).
pub(crate) fn after_first_paint(f: impl FnOnce() + 'static) {
    let f: Box<dyn FnOnce()> = Box::new(f);
    leptos::prelude::request_animation_frame(move || later(f, std::time::Duration::ZERO));
}

/// Runs `f` after `delay`. Boxed, so every caller shares one timer closure's code in the
/// bundle (each closure type handed to `set_timeout` costs its own).
pub(crate) fn later(f: Box<dyn FnOnce()>, delay: std::time::Duration) {
    leptos::prelude::set_timeout(f, delay);
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen::prelude::wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(message: &str);
}

/// Says a panic's message and place on the console (a panic ends the app: the message is
/// what a bug report needs). The page's own hook: `console_error_panic_hook` adds a stack
/// trace the wasm names do not make readable, for 1.2 KB gzip.
pub fn report_panics() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.payload_as_str().unwrap_or("panic");
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        console_error(&format!("{message}{place}"));
    }));
}

/// Fetches the page's English words (`en.txt`, preloaded by index.html and precached by the
/// service worker; see `crate::i18n`), then mounts the app into `<body>` and marks the
/// moment the board can take input. If the words cannot come, the page says so and how to
/// go on, in the only words it has.
pub fn start() {
    wasm_bindgen_futures::spawn_local(async {
        let words = german::fetch_text("en.txt").await;
        if !words.is_some_and(crate::i18n::install_english) {
            say_words_missing();
            return;
        }
        leptos::mount::mount_to_body(app::App);
        if let Some(perf) = web_sys::window().and_then(|w| w.performance()) {
            // Read by the browser tests (time to a playable board on a cold load).
            let _ = perf.mark("stepwise:interactive");
        }
    });
}

/// Says, in the only words a page has before its table, that its words could not be loaded
/// and how to go on (the app's and the print page's start).
pub(crate) fn say_words_missing() {
    if let Some(body) = web_sys::window().and_then(|w| w.document()?.body()) {
        body.set_text_content(Some(
            "Stepwise could not load its words. Check the connection and reload the page; \
             your saved games are kept.",
        ));
    }
}
