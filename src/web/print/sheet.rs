//! The A4 pages: the chosen puzzles 1 or 4 per page, each grid with its variant, level and
//! grouped share code under it (the code reopens it: "Open a code or link" on the app's games
//! screen). On screen a preview; `print-page.css` prints only the pages. The grids are plain
//! elements (no SVG from strings): nothing stored becomes HTML.

use leptos::prelude::*;

use super::Page;
use super::saved::Item;
use crate::engine::Cell;
use crate::game::link;
use crate::i18n::trf;

/// The pages of the chosen puzzles.
#[component]
pub(super) fn Sheets(selected: Signal<Vec<Item>>, per_page: RwSignal<usize>) -> impl IntoView {
    let pages = move || {
        let k = per_page.get();
        selected
            .get()
            .chunks(k)
            .map(|chunk| {
                let class = if k == 1 {
                    "print-page one"
                } else {
                    "print-page four"
                };
                view! {
                    <div class=class>
                        {chunk.iter().cloned().map(|item| view! { <PrintPuzzle item/> }).collect_view()}
                    </div>
                }
            })
            .collect_view()
    };
    view! { <div class="print-sheets">{pages}</div> }
}

/// One printed puzzle: the grid of givens and its caption.
#[component]
fn PrintPuzzle(item: Item) -> impl IntoView {
    let page = Page::get();
    let variant = item.variant;
    let cells = Cell::all()
        .map(|cell| {
            let (r, c) = (cell.row(), cell.col());
            let mut class = String::from("pcell");
            if c % 3 == 2 && c < 8 {
                class.push_str(" tr");
            }
            if r % 3 == 2 && r < 8 {
                class.push_str(" tb");
            }
            if variant.has_diagonals() && (r == c || r + c == 8) {
                class.push_str(if r == c { " dm" } else { " da" });
            }
            if variant.has_color_groups() {
                class.push_str(&format!(" pg{}", (r % 3) * 3 + c % 3 + 1));
            }
            let digit = item.givens.get(cell).map(|d| d.to_string());
            view! { <span class=class>{digit}</span> }
        })
        .collect_view();
    let code = trf(
        page.lang,
        "print.code",
        &[("code", &link::grouped(&item.code))],
    );
    view! {
        <figure class="print-puzzle">
            <div class="pgrid" role="img" aria-label=page.tr("print.grid")>{cells}</div>
            <figcaption>
                <span class="print-caption">{item.caption(page)}</span>
                <span class="print-code mono">{code}</span>
            </figcaption>
        </figure>
    }
}
