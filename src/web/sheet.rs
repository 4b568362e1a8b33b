//! Keeps the hint's bottom sheet (phones held upright) clear of the board: the sheet must
//! never cover a cell, least of all the one the hint is about.

use leptos::wasm_bindgen::JsCast;

/// The sheet's lowest useful height in CSS pixels (the first rung and the buttons).
const MIN_SHEET_PX: f64 = 160.0;
/// The sheet's highest share of the screen (as in `style/hint.css`).
const MAX_SHEET_SHARE: f64 = 0.42;
/// Air between the board's lower edge and the sheet.
const GAP_PX: f64 = 6.0;

/// When the open hint is a fixed bottom sheet, scrolls the board to the top of the screen
/// and limits the sheet to the room below it; otherwise lifts any limit set before.
pub fn fit_sheet_below_board() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(document) = window.document() else {
        return;
    };
    let (Some(sheet), Some(board)) = (
        document
            .get_element_by_id("hint-panel")
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()),
        document.get_element_by_id("board"),
    ) else {
        return;
    };
    let fixed = window
        .get_computed_style(&sheet)
        .ok()
        .flatten()
        .and_then(|s| s.get_property_value("position").ok())
        .is_some_and(|p| p == "fixed");
    let style = sheet.style();
    if !fixed {
        let _ = style.remove_property("max-height");
        return;
    }
    let board_box = board.get_bounding_client_rect();
    if board_box.top().abs() > 1.0 {
        window.scroll_by_with_x_and_y(0.0, board_box.top() - GAP_PX);
    }
    let screen = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    // Measured again: a short page may not scroll the whole way.
    let room = screen - board.get_bounding_client_rect().bottom() - GAP_PX;
    let height = room.min(screen * MAX_SHEET_SHARE).max(MIN_SHEET_PX);
    // Whole pixels, written as an integer: formatting a float would pull Rust's float
    // formatter (about 9 KB gzip) into the bundle.
    let _ = style.set_property("max-height", &format!("{}px", height as i32));
}
