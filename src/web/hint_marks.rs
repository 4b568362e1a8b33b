//! The hint's highlights on the board, by role (docs/UX.md, "Highlight roles"). The board
//! asks two things per cell: [`cell_class`] (area tint, pattern outline, fin dashes, placed
//! digit) and the [`HintLayer`] it draws inside the cell (candidates circled or struck
//! through, the digit to place; and, in the top-left cell, the chain's links as arrows over
//! the whole board). Every role has a cue besides colour: hatching, outline styles, a circle,
//! a strike-through, a dot.

use leptos::prelude::*;

use super::state::AppState;
use crate::engine::{Cell, Digit, Highlights};

/// The role classes of `cell` in the current highlights (a leading space each).
pub fn cell_class(state: AppState, cell: Cell) -> String {
    state.hint_marks.with(|m| {
        let mut class = String::new();
        if m.area.iter().any(|h| h.cells().contains(cell)) {
            class.push_str(" hint-area");
        }
        if m.pattern_cells.contains(cell) {
            class.push_str(" hint-pattern");
        }
        if m.fins.contains(cell) {
            class.push_str(" hint-fin");
        }
        if m.placements.iter().any(|p| p.cell == cell) {
            class.push_str(" hint-target");
        }
        class
    })
}

/// What a candidate of a cell is in the hint.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
enum Mark {
    Pattern,
    Eliminate,
    /// The digit to place, drawn at its candidate's place when the cell has notes (a cell
    /// without notes shows it large instead: `.hint-place`).
    Place,
}

impl Mark {
    fn class(self) -> &'static str {
        match self {
            Mark::Pattern => "hint-cand hint-cand-pattern",
            Mark::Eliminate => "hint-cand hint-cand-elim",
            Mark::Place => "hint-cand hint-cand-place",
        }
    }
}

fn marks_of(m: &Highlights, cell: Cell) -> Vec<(Digit, Mark)> {
    let mut out: Vec<(Digit, Mark)> = Vec::new();
    let mut add = |d: Digit, mark: Mark| {
        if let Some(slot) = out.iter_mut().find(|(x, _)| *x == d) {
            // An elimination says more than "part of the pattern", a placement most.
            slot.1 = slot.1.max(mark);
        } else {
            out.push((d, mark));
        }
    };
    for c in m.pattern_candidates.iter().filter(|c| c.cell == cell) {
        add(c.digit, Mark::Pattern);
    }
    for c in m.eliminations.iter().filter(|c| c.cell == cell) {
        add(c.digit, Mark::Eliminate);
    }
    for c in m.placements.iter().filter(|c| c.cell == cell) {
        add(c.digit, Mark::Place);
    }
    crate::engine::sort::sort_by_key(&mut out, |(d, _)| *d);
    out
}

/// The hint's marks inside one cell. Small digits sit on their candidate's own place in the
/// 3×3 grid the notes use, over the note they mark (which the stylesheet then hides).
#[component]
pub fn HintLayer(cell: Cell) -> impl IntoView {
    let state = AppState::get();
    let cands = Memo::new(move |_| state.hint_marks.with(|m| marks_of(m, cell)));
    let place = Memo::new(move |_| {
        state.hint_marks.with(|m| {
            m.placements
                .iter()
                .find(|p| p.cell == cell)
                .map(|p| p.digit)
        })
    });
    let links = (cell.index() == 0).then(|| view! { <HintLinks/> });
    view! {
        <Show when=move || !cands.with(Vec::is_empty)>
            <span class="hint-cands" aria-hidden="true">
                // Rebuilt whole when the marks change (at most nine spans): a keyed list's
                // code cost the bundle more than it saves here.
                {move || {
                    cands
                        .get()
                        .into_iter()
                        .map(|item| {
                            // The slot by class: the CSP allows no inline styles.
                            view! {
                                <span class=format!("{} pos-{}", item.1.class(), item.0)>
                                    {item.0.to_string()}
                                </span>
                            }
                        })
                        .collect_view()
                }}
            </span>
        </Show>
        {move || {
            place
                .get()
                .map(|d| {
                    view! {
                        <span class="hint-place" aria-hidden="true">
                            {d.to_string()}
                        </span>
                    }
                })
        }}
        {links}
    }
}

/// Hundredths of a cell: the arrows' unit, so their coordinates are whole numbers (formatting
/// an integer keeps the float formatter out of the bundle).
const UNIT: f32 = 100.0;

/// A candidate's centre in hundredths of a cell (notes sit in a 3×3 grid inside a cell).
fn point(c: crate::engine::Candidate) -> (f32, f32) {
    let i = c.digit.index() as f32;
    (
        UNIT * (f32::from(c.cell.col()) + ((i % 3.0).floor() + 0.5) / 3.0),
        UNIT * (f32::from(c.cell.row()) + ((i / 3.0).floor() + 0.5) / 3.0),
    )
}

/// The segment from `a` to `b`, shortened at both ends so the arrow stops at the candidate's
/// circle instead of covering it, rounded to whole hundredths.
fn trimmed(a: (f32, f32), b: (f32, f32)) -> ((i32, i32), (i32, i32)) {
    const GAP: f32 = 0.16 * UNIT;
    let round = |p: (f32, f32)| (p.0.round() as i32, p.1.round() as i32);
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= 2.0 * GAP {
        return (round(a), round(b));
    }
    let (ux, uy) = (dx / len * GAP, dy / len * GAP);
    (round((a.0 + ux, a.1 + uy)), round((b.0 - ux, b.1 - uy)))
}

/// The chain's links as arrows over the whole board: solid for strong, dashed for weak.
#[component]
fn HintLinks() -> impl IntoView {
    let state = AppState::get();
    let lines = Memo::new(move |_| {
        state.hint_marks.with(|m| {
            m.links
                .iter()
                .map(|l| {
                    let (a, b) = trimmed(point(l.from), point(l.to));
                    (a, b, l.strong)
                })
                .collect::<Vec<_>>()
        })
    });
    move || {
        let lines = lines.get();
        (!lines.is_empty()).then(|| {
            let drawn = lines
                .into_iter()
                .map(|((x1, y1), (x2, y2), strong)| {
                    view! {
                        <line
                            class=if strong { "hint-link strong" } else { "hint-link weak" }
                            x1=x1.to_string()
                            y1=y1.to_string()
                            x2=x2.to_string()
                            y2=y2.to_string()
                            marker-end="url(#hint-arrow)"
                        />
                    }
                })
                .collect_view();
            view! {
                <svg
                    class="hint-links"
                    viewBox="0 0 900 900"
                    preserveAspectRatio="none"
                    aria-hidden="true"
                >
                    <defs>
                        <marker
                            id="hint-arrow"
                            viewBox="0 0 10 10"
                            refX="10"
                            refY="5"
                            markerWidth="5"
                            markerHeight="5"
                            orient="auto-start-reverse"
                        >
                            <path d="M 0 0 L 10 5 L 0 10 z" class="hint-arrowhead"/>
                        </marker>
                    </defs>
                    {drawn}
                </svg>
            }
        })
    }
}
