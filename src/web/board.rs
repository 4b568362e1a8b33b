//! [`Board`]: the 9×9 ARIA grid. One `keydown` handler on the focusable grid maps keys
//! through [`keymap`](crate::game::keymap); each cell renders a `Memo` of its own
//! [`CellView`], so a change re-renders only the cells it touches.

use leptos::prelude::*;

use super::state::AppState;
use crate::engine::{Cell, Digit};
use crate::game::keymap::{KeyAction, action_for_key, moved};

/// What one cell shows: plain data, compared to skip re-rendering unchanged cells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct CellView {
    digit: Option<Digit>,
    given: bool,
    selected: bool,
    /// Two solutions differ here (several-solutions verdict).
    differs: bool,
    diagonal: bool,
    /// Colour group 0–8, when the variant has colour groups.
    group: Option<u8>,
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
        if self.selected {
            class.push_str(" selected");
        }
        if self.differs {
            class.push_str(" differs");
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

    /// "row 3, column 4, given 5" / "…, 7" / "…, empty", plus the marks.
    fn label(self, cell: Cell) -> String {
        let mut label = format!("row {}, column {}, ", cell.row() + 1, cell.col() + 1);
        match (self.digit, self.given) {
            (Some(d), true) => label.push_str(&format!("given {d}")),
            (Some(d), false) => label.push_str(&d.to_string()),
            (None, _) => label.push_str("empty"),
        }
        if let Some(g) = self.group {
            label.push_str(&format!(", colour group {}", g + 1));
        }
        if self.differs {
            label.push_str(", differs between solutions");
        }
        label
    }
}

/// The board.
#[component]
pub fn Board() -> impl IntoView {
    let state = AppState::get();
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let Some(action) = action_for_key(&ev.key()) else {
            return;
        };
        ev.prevent_default();
        match action {
            KeyAction::Digit(d) => state.enter_in_selection(Some(d)),
            KeyAction::Erase => state.enter_in_selection(None),
            KeyAction::Move(dr, dc) => {
                let to = match state.selected.get_untracked() {
                    Some(from) => Some(moved(from, dr, dc)),
                    None => Cell::at(0, 0),
                };
                state.selected.set(to);
            }
        }
    };
    let rows = (0..9u8)
        .map(|r| {
            let cells = (0..9u8)
                .filter_map(|c| Cell::at(r, c))
                .map(|cell| view! { <BoardCell cell=cell/> })
                .collect_view();
            view! { <div class="row" role="row">{cells}</div> }
        })
        .collect_view();
    view! {
        <div
            id="board"
            class="board"
            role="grid"
            aria-label="Sudoku board, 9 by 9"
            tabindex="0"
            aria-activedescendant=move || state.selected.get().map(|c| format!("cell-{}", c.index()))
            on:keydown=on_keydown
        >
            {rows}
        </div>
    }
}

/// One cell: shows its digit, reports a tap as a selection.
#[component]
fn BoardCell(cell: Cell) -> impl IntoView {
    let state = AppState::get();
    let view = Memo::new(move |_| {
        let (digit, given) = state.game.with(|g| {
            g.shown(cell)
                .map_or((None, false), |(d, given)| (Some(d), given))
        });
        let variant = state.game.with(|g| g.variant());
        CellView {
            digit,
            given,
            selected: state.selected.get() == Some(cell),
            differs: state.verdict.with(|v| v.marked().contains(cell)),
            diagonal: variant.has_diagonals()
                && (cell.on_main_diagonal() || cell.on_anti_diagonal()),
            group: variant.has_color_groups().then(|| cell.position_in_block()),
        }
    });
    let select = move |_| {
        state.selected.set(Some(cell));
        if let Some(board) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("board"))
        {
            use leptos::wasm_bindgen::JsCast;
            if let Ok(el) = board.dyn_into::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        }
    };
    view! {
        <div
            id=format!("cell-{}", cell.index())
            role="gridcell"
            // Hint highlights: see hint_marks.rs.
            class=move || view.get().classes(cell) + &super::hint_marks::cell_class(state, cell)
            aria-selected=move || if view.get().selected { "true" } else { "false" }
            aria-label=move || view.get().label(cell)
            on:click=select
        >
            {move || view.get().digit.map(|d| d.to_string())}
            <super::hint_marks::HintLayer cell=cell/>
        </div>
    }
}
