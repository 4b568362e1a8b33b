//! What the print page's address keeps: the puzzles per page and the new puzzles made on it
//! (`?per=4&new=<code>.<level>,…`, written with `history.replaceState`), so a reload shows
//! the same pages. The address, not storage: the print page touches no save. Codes are the
//! share codes (URL-safe: letters, digits, `-`, `_`), levels their slugs (`-`: unrated).

use super::saved::Item;
use crate::engine::Level;
use crate::game::link;

/// What the address keeps.
pub(super) struct Kept {
    /// Puzzles per page: 1 or 4.
    pub per_page: usize,
    /// The new puzzles, newest batch first.
    pub made: Vec<Item>,
}

/// What the address keeps now (1 per page and no new puzzles when it keeps nothing that
/// reads; a code that does not read is left out).
pub(super) fn read() -> Kept {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let mut kept = Kept {
        per_page: 1,
        made: Vec::new(),
    };
    for pair in search.trim_start_matches('?').split('&') {
        match pair.split_once('=') {
            Some(("per", "4")) => kept.per_page = 4,
            Some(("new", list)) => {
                kept.made = list
                    .split(',')
                    .filter_map(|one| {
                        let (code, level) = one.split_once('.')?;
                        let game = link::decode(code).ok()?.into_game();
                        Some(Item::new_puzzle(&game, Level::from_slug(level)))
                    })
                    .collect();
            }
            _ => {}
        }
    }
    kept
}

/// Writes `per_page` and `made` into the address (replacing it: no history entry).
pub(super) fn write(per_page: usize, made: &[Item]) {
    let mut query = Vec::new();
    if per_page == 4 {
        query.push("per=4".to_string());
    }
    if !made.is_empty() {
        let list: Vec<String> = made
            .iter()
            .map(|i| format!("{}.{}", i.code, i.level.map_or("-", Level::slug)))
            .collect();
        query.push(format!("new={}", list.join(",")));
    }
    let url = if query.is_empty() {
        "./print.html".to_string()
    } else {
        format!("./print.html?{}", query.join("&"))
    };
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}
