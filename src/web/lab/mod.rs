//! The solver lab page (issue 18): its own wasm (`lab_ui`), mounted by `lab.html`, which the
//! main page only links to (the menu's "Solver lab", with the board's puzzle, variant,
//! language and theme in the address). Nothing here is in the main bundle.
//!
//! - [`runner`]: the methods chosen, run in the lab worker (`lab_worker`, `game::lab_job`)
//!   one after another (one worker) or side by side (one worker per method), live progress,
//!   cancel (the workers are ended), the results table;
//! - [`charts`]: the genetic algorithm's best fitness and backtracking's depth as SVG, each
//!   with its table;
//! - [`watch`]: naive backtracking played on a board, slowly (`engine::lab::backtracking`'s
//!   stepper runs here, on the page: it is tiny and each step is one event);
//! - [`facts`]: the seed's band count, computed in the worker, with its time.

mod charts;
mod facts;
mod runner;
mod watch;

use leptos::prelude::*;

use crate::engine::{Grid, Puzzle, Variant, parse_puzzle};
use crate::i18n::Lang;
use crate::i18n::lab_words::Word;

/// The course report's easy_02: the puzzle when the address names none.
const EASY_02: &str =
    "083021007960305821251006093048102070029004030030708040370009014810253069690407082";

/// What the address says: the puzzle (or `None` when it names none that parses), the
/// language and the theme.
struct Query {
    puzzle: Option<Puzzle>,
    lang: Lang,
    theme: Option<String>,
}

fn read_query() -> Query {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let mut p = String::new();
    let mut v = String::new();
    let mut lang = Lang::En;
    let mut theme = None;
    for pair in search.trim_start_matches('?').split('&') {
        let (k, val) = pair.split_once('=').unwrap_or((pair, ""));
        match k {
            "p" => p = val.to_string(),
            "v" => v = val.to_string(),
            "lang" if val == "de" => lang = Lang::De,
            "theme" if val == "dark" || val == "light" => theme = Some(val.to_string()),
            _ => {}
        }
    }
    let variant = Variant::from_slug(&v).unwrap_or_default();
    Query {
        puzzle: parse_puzzle(&p, variant).ok(),
        lang,
        theme,
    }
}

/// The lab page's context: the puzzle and the language.
#[derive(Clone, Copy)]
pub struct Lab {
    /// The puzzle every method runs on.
    pub puzzle: StoredValue<Puzzle>,
    /// The page's language.
    pub lang: Lang,
}

impl Lab {
    /// The lab's context.
    pub fn get() -> Lab {
        expect_context::<Lab>()
    }

    /// `word` in the page's language.
    pub fn w(&self, word: Word) -> &'static str {
        word.text(self.lang)
    }
}

/// Mounts the lab page into `<body>`.
pub fn start() {
    leptos::mount::mount_to_body(LabPage);
}

fn variant_word(v: Variant) -> Word {
    match v {
        Variant::Standard => Word::Standard,
        Variant::Diagonal => Word::Diagonal,
        Variant::Color => Word::Color,
        Variant::ColorDiagonal => Word::ColorDiagonal,
    }
}

/// The whole page.
#[component]
fn LabPage() -> impl IntoView {
    let query = read_query();
    let missing = query.puzzle.is_none();
    let puzzle = query.puzzle.unwrap_or_else(|| {
        parse_puzzle(EASY_02, Variant::Standard)
            .unwrap_or(Puzzle::new(Variant::Standard, Grid::EMPTY))
    });
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", if query.lang == Lang::De { "de" } else { "en" });
        if let Some(theme) = &query.theme {
            let _ = root.set_attribute("data-theme", theme);
        }
    }
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        doc.set_title(&format!("Stepwise — {}", Word::Title.text(query.lang)));
    }
    let variant = puzzle.variant;
    let lab = Lab {
        puzzle: StoredValue::new(puzzle),
        lang: query.lang,
    };
    provide_context(lab);
    let givens = lab.puzzle.with_value(|p| p.givens);
    view! {
        <main class="lab">
            <header class="lab-head">
                <a class="lab-back" href="./">{"← "}{lab.w(Word::Back)}</a>
                <h1>{lab.w(Word::Title)}</h1>
                <p>{lab.w(Word::Intro)}</p>
                <p class="lab-note" hidden=!missing>{lab.w(Word::NoPuzzle)}</p>
            </header>
            <section class="lab-puzzle" aria-labelledby="lab-puzzle-h">
                <h2 id="lab-puzzle-h">{lab.w(Word::Puzzle)}</h2>
                <MiniBoard givens=givens shown=Signal::derive(move || givens) />
                <p>{lab.w(Word::Variant)}": "{lab.w(variant_word(variant))}</p>
            </section>
            <runner::Runner />
            <watch::WatchSolve />
            <facts::Facts />
        </main>
    }
}

/// A 9×9 board of digits: `givens` in bold, the rest of `shown` as the method's digits.
#[component]
fn MiniBoard(givens: Grid, #[prop(into)] shown: Signal<Grid>) -> impl IntoView {
    let g = givens.to_numbers();
    let cells = (0..81usize)
        .map(|i| {
            let given = g[i] != 0;
            let class = format!(
                "mini-cell{}{}{}",
                if given { " given" } else { "" },
                if i % 9 % 3 == 2 && i % 9 != 8 {
                    " edge-r"
                } else {
                    ""
                },
                if i / 9 % 3 == 2 && i / 9 != 8 {
                    " edge-b"
                } else {
                    ""
                },
            );
            let text = move || {
                let n = shown.with(|s| s.to_numbers()[i]);
                if n == 0 { String::new() } else { n.to_string() }
            };
            view! { <span class=class>{text}</span> }
        })
        .collect_view();
    view! { <div class="mini-board" role="img" aria-label=move || shown.with(Grid::to_line)>{cells}</div> }
}
