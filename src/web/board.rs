//! [`Board`]: the 9×9 ARIA grid. One window `keydown` handler maps keys pressed on the
//! focusable grid, on a button or on the page through [`keymap`](crate::game::keymap); each cell renders a `Memo` of its own
//! [`CellView`], so a change re-renders only the cells it touches. The board-wide marks
//! (conflicts, wrong digits, the selected cell's houses, the highlighted digit) are one
//! `Memo` computed once per change and shared by all cells.

use leptos::prelude::*;

use super::play_ui::{PlayUi, focus_board, solution};
use super::state::AppState;
use crate::engine::{Cell, CellSet, Digit, DigitSet};
use crate::i18n::{Lang, tr, trf};

/// What the whole board marks, computed once per change.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Marks {
    /// Cells whose digit repeats in a house of the variant (always shown).
    conflicts: CellSet,
    /// Player's digits that differ from the unique solution (after a check, or always with
    /// the "show mistakes" setting).
    wrong: CellSet,
    /// The selected cell's houses (rows, columns, blocks, diagonals, colour groups).
    peers: CellSet,
    /// The digit whose cells and notes are highlighted.
    digit: Option<Digit>,
}

/// What one cell shows: plain data, compared to skip re-rendering unchanged cells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct CellView {
    digit: Option<Digit>,
    given: bool,
    centre: DigitSet,
    corner: DigitSet,
    selected: bool,
    /// Two solutions differ here (several-solutions verdict).
    differs: bool,
    diagonal: bool,
    /// Colour group 0–8, when the variant has colour groups.
    group: Option<u8>,
    /// In one of the selected cell's houses.
    peer: bool,
    conflict: bool,
    wrong: bool,
    /// The highlighted digit, if this cell holds it or has it as a note.
    highlight: Option<Digit>,
}

impl CellView {
    fn classes(self, cell: Cell) -> String {
        let mut class = String::from("cell");
        if cell.col() == 2 || cell.col() == 5 {
            class.push_str(" thick-r");
        }
        if cell.row() == 2 || cell.row() == 5 {
            class.push_str(" thick-b");
        }
        if self.digit.is_some() {
            class.push_str(if self.given { " given" } else { " player" });
        }
        let flags = [
            (self.selected, " selected"),
            (self.differs, " differs"),
            (self.peer && !self.selected, " peer"),
            (self.conflict, " conflict"),
            (self.wrong, " wrong"),
            (self.highlight.is_some() && self.digit.is_some(), " same"),
            (self.highlight.is_some() && self.digit.is_none(), " cand"),
        ];
        for (on, name) in flags {
            if on {
                class.push_str(name);
            }
        }
        if self.diagonal {
            match (cell.on_main_diagonal(), cell.on_anti_diagonal()) {
                (true, true) => class.push_str(" diag-main diag-anti"),
                (true, false) => class.push_str(" diag-main"),
                _ => class.push_str(" diag-anti"),
            }
        }
        if let Some(g) = self.group {
            class.push_str(&format!(" group group-{}", g + 1));
        }
        class
    }

    /// "row 3, column 4, given 5" / "…, 7" / "…, empty, candidates 2 5 7", plus the marks,
    /// in `lang`.
    fn label(self, cell: Cell, lang: Lang) -> String {
        let list = |set: DigitSet| {
            set.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut parts = vec![trf(
            lang,
            "cell.position",
            &[
                ("row", &(cell.row() + 1).to_string()),
                ("col", &(cell.col() + 1).to_string()),
            ],
        )];
        match (self.digit, self.given) {
            (Some(d), true) => parts.push(trf(lang, "cell.given", &[("d", &d.to_string())])),
            (Some(d), false) => parts.push(d.to_string()),
            (None, _) => {
                parts.push(tr(lang, "cell.empty").to_string());
                if !self.centre.is_empty() {
                    parts.push(trf(lang, "cell.centre", &[("list", &list(self.centre))]));
                }
                if !self.corner.is_empty() {
                    parts.push(trf(lang, "cell.corner", &[("list", &list(self.corner))]));
                }
            }
        }
        if self.conflict {
            parts.push(tr(lang, "cell.conflict").to_string());
        }
        if self.wrong {
            parts.push(tr(lang, "cell.wrong").to_string());
        }
        if let Some(g) = self.group {
            parts.push(trf(lang, "cell.group", &[("n", &(g + 1).to_string())]));
        }
        if self.differs {
            parts.push(tr(lang, "cell.differs").to_string());
        }
        parts.join(", ")
    }
}

/// The board.
#[component]
pub fn Board() -> impl IntoView {
    let state = AppState::get();
    let ui = PlayUi::get();
    let marks = Memo::new(move |_| {
        let settings = state.settings.get();
        let (conflicts, position, moves, variant) = state
            .game
            .with(|g| (g.conflicts(), g.position(), g.move_count(), g.variant()));
        let solution = state.verdict.with(solution);
        let mut wrong = match ui.checked.get() {
            Some((at, board, cells)) if at == moves && board == position => cells,
            _ => CellSet::EMPTY,
        };
        if let Some(sol) = solution.filter(|_| settings.show_mistakes) {
            wrong = wrong.union(state.game.with(|g| g.wrong_digits(&sol)));
        }
        let peers = state
            .selected
            .get()
            .map_or(CellSet::EMPTY, |c| variant.peers(c));
        Marks {
            conflicts,
            wrong,
            peers,
            digit: ui.highlighted_digit(state),
        }
    });
    let rows = (0..9u8)
        .map(|r| {
            let cells = (0..9u8)
                .filter_map(|c| Cell::at(r, c))
                .map(|cell| view! { <BoardCell cell=cell marks=marks/> })
                .collect_view();
            view! { <div class="row" role="row">{cells}</div> }
        })
        .collect_view();
    view! {
        <div
            id="board"
            // Pencil marks in the 3×3 grid, or corner and centre notes (play.css).
            // `entering`: the board's frame says the givens are being typed.
            class=move || {
                let entering = state.game.with(|g| g.stage() == crate::game::Stage::Entering);
                match (state.settings.with(|s| s.snyder_notes), entering) {
                    (false, false) => "board",
                    (false, true) => "board entering",
                    (true, false) => "board snyder",
                    (true, true) => "board snyder entering",
                }
            }
            role="grid"
            aria-label=state.label("board.label")
            tabindex="0"
            // Tabbed onto, the board selects a cell to start from. Focused by a press (a tap
            // or click on a cell, whose click selects that cell right after) it does not:
            // r1c1 would flash selected between the press and the click.
            on:focus=move |ev| {
                use leptos::wasm_bindgen::JsCast;
                let by_keyboard = ev
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_none_or(|board| board.matches(":focus-visible").unwrap_or(true));
                if by_keyboard && state.selected.get_untracked().is_none() {
                    state.selected.set(Cell::at(0, 0));
                }
            }
            aria-activedescendant=move || state.selected.get().map(|c| format!("cell-{}", c.index()))
        >
            {rows}
        </div>
    }
}

/// One cell: shows its digit or its notes, reports a tap as a selection.
#[component]
fn BoardCell(cell: Cell, marks: Memo<Marks>) -> impl IntoView {
    let state = AppState::get();
    let view = Memo::new(move |_| {
        let (state_here, shown, variant) = state
            .game
            .with(|g| (g.cell(cell), g.shown(cell), g.variant()));
        let (digit, given) = shown.map_or((None, false), |(d, given)| (Some(d), given));
        let m = marks.get();
        let highlight = m.digit.filter(|&d| match digit {
            Some(shown) => shown == d,
            None => state_here.centre.contains(d) || state_here.corner.contains(d),
        });
        CellView {
            digit,
            given,
            centre: state_here.centre,
            corner: state_here.corner,
            selected: state.selected.get() == Some(cell),
            differs: state.verdict.with(|v| v.marked().contains(cell)),
            diagonal: variant.has_diagonals()
                && (cell.on_main_diagonal() || cell.on_anti_diagonal()),
            group: variant.has_color_groups().then(|| cell.position_in_block()),
            peer: m.peers.contains(cell),
            conflict: m.conflicts.contains(cell),
            wrong: m.wrong.contains(cell),
            highlight,
        }
    });
    let select = move |_| {
        state.select(Some(cell));
        focus_board();
    };
    let content = move || {
        let v = view.get();
        if let Some(d) = v.digit {
            let flag = (v.conflict || v.wrong)
                .then(|| view! { <span class="flag" aria-hidden="true"></span> });
            return view! { <span class="digit">{d.to_string()}</span>{flag} }.into_any();
        }
        // Every note carries its digit's place in the 3×3 grid (`pos-d`): the stylesheet
        // puts it there unless the player chose corner and centre notes (`.board.snyder`).
        let note = move |d: Digit, class: String| {
            let hl = if v.highlight == Some(d) { " hl" } else { "" };
            view! { <span class=format!("{class} pos-{d}{hl}")>{d.to_string()}</span> }
        };
        let centre = (!v.centre.is_empty()).then(|| {
            let digits = v
                .centre
                .iter()
                .map(|d| note(d, "note".into()))
                .collect_view();
            let size = if v.centre.len() > 5 { " many" } else { "" };
            view! { <span class=format!("centre-notes{size}") aria-hidden="true">{digits}</span> }
        });
        let corner = (!v.corner.is_empty()).then(|| {
            let digits = v
                .corner
                .iter()
                .enumerate()
                .map(|(i, d)| {
                    // In the grid a corner note that is also a centre note is drawn once.
                    let both = if v.centre.contains(d) { " both" } else { "" };
                    note(d, format!("note at-{i}{both}"))
                })
                .collect_view();
            view! { <span class="corner-notes" aria-hidden="true">{digits}</span> }
        });
        view! { {centre}{corner} }.into_any()
    };
    view! {
        <div
            id=format!("cell-{}", cell.index())
            role="gridcell"
            // Hint highlights: see hint_marks.rs.
            class=move || view.get().classes(cell) + &super::hint_marks::cell_class(state, cell)
            aria-selected=move || if view.get().selected { "true" } else { "false" }
            aria-label=move || view.get().label(cell, state.lang.get())
            on:click=select
        >
            {content}
            <super::hint_marks::HintLayer cell=cell/>
        </div>
    }
}
