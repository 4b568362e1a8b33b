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
        // Rung 3: a fish's base and cover lines (crossed hatching where they meet) and the
        // digits that block a single (their sight lines are drawn by `HintLinks`).
        if m.why.base.iter().any(|h| h.cells().contains(cell)) {
            class.push_str(" hint-base");
        }
        if m.why.cover.iter().any(|h| h.cells().contains(cell)) {
            class.push_str(" hint-cover");
        }
        if m.why.sights.iter().any(|s| s.from.cell == cell) {
            class.push_str(" hint-blocker");
        }
        class
    })
}

/// What a candidate of a cell is in the hint.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
enum Mark {
    Pattern,
    /// One of a colouring's two colours (rung 3): `(cluster, second colour)`.
    Colour(u8, bool),
    Eliminate,
    /// The digit to place, drawn at its candidate's place when the cell has notes (a cell
    /// without notes shows it large instead: `.hint-place`).
    Place,
}

impl Mark {
    fn class(self) -> &'static str {
        match self {
            Mark::Pattern => "hint-cand hint-cand-pattern",
            // Two styles told apart without colour: a filled disc and a dashed ring; a
            // second cluster in other hues.
            Mark::Colour(0, false) => "hint-cand hint-col-a",
            Mark::Colour(0, true) => "hint-cand hint-col-b",
            Mark::Colour(_, false) => "hint-cand hint-col-a hint-col-alt",
            Mark::Colour(_, true) => "hint-cand hint-col-b hint-col-alt",
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
    for (k, colour) in m.why.colours.iter().enumerate() {
        for c in colour.iter().filter(|c| c.cell == cell) {
            add(c.digit, Mark::Colour((k / 2) as u8, k % 2 == 1));
        }
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

/// The segment from `a` to `b`, shortened at both ends by `gap` cells so the arrow stops at
/// the candidate's circle (or the digit) instead of covering it, rounded to whole hundredths.
fn trimmed(a: (f32, f32), b: (f32, f32), gap: f32) -> ((i32, i32), (i32, i32)) {
    let gap = gap * UNIT;
    let round = |p: (f32, f32)| (p.0.round() as i32, p.1.round() as i32);
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= 2.0 * gap {
        return (round(a), round(b));
    }
    let (ux, uy) = (dx / len * gap, dy / len * gap);
    (round((a.0 + ux, a.1 + uy)), round((b.0 - ux, b.1 - uy)))
}

/// A cell's centre in hundredths of a cell.
fn centre(c: crate::engine::Cell) -> (f32, f32) {
    (
        UNIT * (f32::from(c.col()) + 0.5),
        UNIT * (f32::from(c.row()) + 0.5),
    )
}

/// A line over the board: its ends, its class and the marker at its end.
type Drawn = ((i32, i32), (i32, i32), &'static str, &'static str);

/// The chain's links as arrows over the whole board (solid for strong, dashed for weak), and
/// rung 3's sight lines from a blocking digit to each place it rules out (dotted, ending in
/// a cross; ending short of the cell when it is the single's own cell).
#[component]
fn HintLinks() -> impl IntoView {
    let state = AppState::get();
    let lines = Memo::new(move |_| {
        state.hint_marks.with(|m| {
            let links = m.links.iter().map(|l| {
                let (a, b) = trimmed(point(l.from), point(l.to), 0.16);
                let class = if l.strong {
                    "hint-link strong"
                } else {
                    "hint-link weak"
                };
                (a, b, class, "url(#hint-arrow)")
            });
            let sights = m.why.sights.iter().map(|l| {
                let (a, b) = trimmed(centre(l.from.cell), centre(l.to.cell), 0.3);
                let target = m.placements.iter().any(|p| p.cell == l.to.cell);
                (
                    a,
                    b,
                    "hint-sight",
                    if target { "none" } else { "url(#hint-x)" },
                )
            });
            sights.chain(links).collect::<Vec<Drawn>>()
        })
    });
    move || {
        let lines = lines.get();
        (!lines.is_empty()).then(|| {
            let drawn = lines
                .into_iter()
                .map(|((x1, y1), (x2, y2), class, marker)| {
                    view! {
                        <line
                            class=class
                            x1=x1.to_string()
                            y1=y1.to_string()
                            x2=x2.to_string()
                            y2=y2.to_string()
                            marker-end=marker
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
                        <marker
                            id="hint-x"
                            viewBox="0 0 10 10"
                            refX="5"
                            refY="5"
                            markerWidth="4"
                            markerHeight="4"
                        >
                            <path d="M 1 1 L 9 9 M 9 1 L 1 9" class="hint-x"/>
                        </marker>
                    </defs>
                    {drawn}
                </svg>
            }
        })
    }
}
