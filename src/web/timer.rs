//! The play timer: [`Clock`] shows `m:ss` in the top bar and advances the live reading
//! ([`AppState::clock`]) once a second while the page is visible, the timer setting is on and
//! a puzzle is being played. A tick touches nothing else: the game takes the reading with
//! the next move or when the page is hidden, so an idle game re-renders only the clock and
//! writes nothing. [`FinishSummary`] shows time,
//! moves and hints when the puzzle is solved.

use leptos::prelude::*;

use super::state::AppState;
use crate::game::Stage;
use crate::game::checks::clock_text;
use crate::i18n::{trf, trn};

/// Milliseconds between ticks.
const TICK_MS: u32 = 1000;

/// Whether the page is shown (not in a background tab, not minimised). Read at every tick,
/// so a hidden page (the `visibilitychange` state) never adds time.
fn page_visible() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_none_or(|d| !d.hidden())
}

/// Whether some of the board is on the screen: the clock stands still while the player
/// reads the games list (the board is hidden) or has scrolled it away.
fn board_on_screen() -> bool {
    let Some(window) = web_sys::window() else {
        return true;
    };
    let Some(board) = window.document().and_then(|d| d.get_element_by_id("board")) else {
        return false;
    };
    let rect = board.get_bounding_client_rect();
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    rect.height() > 0.0 && rect.bottom() > 0.0 && rect.top() < height
}

/// The timer in the top bar; it also drives the ticks.
#[component]
pub fn Clock() -> impl IntoView {
    let state = AppState::get();
    let handle = set_interval_with_handle(
        move || {
            let on = state.settings.with_untracked(|s| s.timer);
            let playing = state
                .game
                .with_untracked(|g| g.stage() == Stage::Playing && !g.is_solved());
            if on && playing && page_visible() && board_on_screen() {
                state
                    .clock
                    .update(|c| *c = c.saturating_add(u64::from(TICK_MS)));
            }
        },
        std::time::Duration::from_millis(u64::from(TICK_MS)),
    )
    .ok();
    on_cleanup(move || {
        if let Some(h) = handle {
            h.clear();
        }
    });
    let text = move || clock_text(state.clock.get());
    let shown = move || state.settings.with(|s| s.timer);
    view! {
        <span
            id="clock"
            class="clock"
            role="timer"
            aria-label=move || format!("{} {}", state.tr("timer.label"), text())
            hidden=move || !shown()
        >
            {text}
        </span>
    }
}

/// "Solved! Time 4:12 · 57 moves · 0 hints", once the board is solved.
#[component]
pub fn FinishSummary() -> impl IntoView {
    let state = AppState::get();
    let summary = move || {
        state.game.with(|g| {
            (g.stage() == Stage::Playing && g.is_solved()).then(|| {
                (
                    clock_text(g.elapsed_ms()),
                    g.move_count() as u64,
                    u64::from(g.hints_used()),
                )
            })
        })
    };
    move || {
        summary().map(|(time, moves, hints)| {
            let lang = state.lang.get();
            let moves = trn(lang, "finish.moves", moves, &[]);
            let hints = trn(lang, "finish.hints", hints, &[]);
            let text = trf(
                lang,
                "finish.summary",
                &[("time", &time), ("moves", &moves), ("hints", &hints)],
            );
            view! {
                <div id="finish" class="finish" role="status">
                    <strong>{state.label("finish.title")}</strong>
                    " "
                    <span>{text}</span>
                </div>
            }
        })
    }
}
