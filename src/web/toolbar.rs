//! The play tools: undo, redo and "fill candidates" ([`Toolbar`]); the checks against the
//! unique solution ([`Checks`]); and the banner over the board when the puzzle being played
//! has no unique solution ([`PlayBanner`]).

use leptos::prelude::*;

use super::play_ui::{Message, PlayUi, solution, undo_redo};
use super::state::AppState;
use crate::game::checks::CellCheck;
use crate::game::{Command, Outcome, Stage, Verdict};
use crate::i18n::tr;

/// Undo, redo and "fill candidates".
#[component]
pub fn Toolbar() -> impl IntoView {
    let state = AppState::get();
    let can_undo = move || state.game.with(|g| g.history().can_undo());
    let can_redo = move || state.game.with(|g| g.history().can_redo());
    let playing = move || state.game.with(|g| g.stage() == Stage::Playing);
    let fill = move |_| {
        if state.apply(Command::FillCandidates) == Outcome::Changed {
            let lang = state.lang.get_untracked();
            state
                .announcement
                .set(tr(lang, "announce.filled").to_string());
        }
    };
    view! {
        <div class="toolbar" role="group" aria-label=state.label("tools.label")>
            {history_button(state, true, can_undo)}
            {history_button(state, false, can_redo)}
            <button id="fill" hidden=move || !playing() on:click=fill>
                {state.label("tools.fill")}
            </button>
        </div>
    }
}

/// "Check my digits", "Check this cell", "Undo to before the first mistake"; each needs the
/// unique solution and says so when there is none.
#[component]
pub fn Checks() -> impl IntoView {
    let state = AppState::get();
    let ui = PlayUi::get();
    let playing = move || state.game.with(|g| g.stage() == Stage::Playing);
    // Says `message` under the buttons and in the live region.
    let say = move |message: Message| {
        state
            .announcement
            .set(message.text(state.lang.get_untracked()));
        ui.check_message.set(Some(message));
    };
    // Right after the givens change, the verdict may still be on its way from its worker:
    // say so rather than that the puzzle has no single solution.
    let need_unique = move || {
        let pending = state
            .verdict
            .with_untracked(|v| matches!(v, Verdict::Pending));
        say(Message::tr(if pending {
            "verdict.pending"
        } else {
            "checks.need_unique"
        }))
    };
    let check_digits = move |_| {
        let Some(sol) = state.verdict.with_untracked(solution) else {
            return need_unique();
        };
        let (moves, board, wrong) = state
            .game
            .with_untracked(|g| (g.move_count(), g.position(), g.wrong_digits(&sol)));
        ui.checked.set(Some((moves, board, wrong)));
        say(if wrong.is_empty() {
            Message::tr("checks.all_right")
        } else {
            Message::trn("checks.wrong", u64::from(wrong.len()))
        });
    };
    let check_cell = move |_| {
        let Some(sol) = state.verdict.with_untracked(solution) else {
            return need_unique();
        };
        let Some(cell) = state.selected.get_untracked() else {
            return say(Message::tr("select.first"));
        };
        let key = match state.game.with_untracked(|g| g.check_cell(cell, &sol)) {
            CellCheck::Given => "checks.cell.given",
            CellCheck::Correct => "checks.cell.correct",
            CellCheck::Wrong => "checks.cell.wrong",
            CellCheck::EmptyNotesFine => "checks.cell.fine",
            CellCheck::EmptyNotesMissTruth => "checks.cell.miss",
        };
        say(Message {
            key,
            args: Vec::new(),
            count: None,
            cell: Some(cell),
        });
    };
    let first_mistake = move |_| {
        let Some(sol) = state.verdict.with_untracked(solution) else {
            return need_unique();
        };
        match state.game.with_untracked(|g| g.first_mistake(&sol)) {
            Some(n) => {
                state.dispatch(Command::UndoTo(n));
                say(Message::trf("checks.undone_to", vec![("n", n.to_string())]));
            }
            None => say(Message::tr("checks.no_mistake")),
        }
    };
    view! {
        <fieldset class="checks" hidden=move || !playing()>
            <legend>{state.label("checks.legend")}</legend>
            <button id="check-digits" on:click=check_digits>{state.label("checks.digits")}</button>
            <button id="check-cell" on:click=check_cell>{state.label("checks.cell")}</button>
            <button id="first-mistake" on:click=first_mistake>
                {state.label("checks.first_mistake")}
            </button>
            <p id="check-message" class="check-message">{move || ui.check_message.with(|m| m.as_ref().map(|m| m.text(state.lang.get())))}</p>
        </fieldset>
    }
}

/// A banner over the board while playing a puzzle without exactly one solution.
#[component]
pub fn PlayBanner() -> impl IntoView {
    let state = AppState::get();
    let key = move || {
        if state.game.with(|g| g.stage()) != Stage::Playing {
            return None;
        }
        state.verdict.with(|v| {
            if v.is_several() {
                Some("banner.several")
            } else if v.has_no_solution() {
                Some("banner.none")
            } else {
                None
            }
        })
    };
    move || {
        key().map(|k| {
            view! { <p id="play-banner" class="play-banner" role="note">{state.label(k)}</p> }
        })
    }
}

/// The undo (`undo`) or redo button; `enabled` says whether there is something to undo/redo.
fn history_button(
    state: AppState,
    undo: bool,
    enabled: impl Fn() -> bool + Send + Sync + 'static,
) -> impl IntoView {
    let (id, keys, arrow, label) = if undo {
        ("undo", "Control+Z Meta+Z", "↶ ", "tools.undo")
    } else {
        (
            "redo",
            "Control+Shift+Z Meta+Shift+Z Control+Y",
            "↷ ",
            "tools.redo",
        )
    };
    view! {
        <button
            id=id
            aria-keyshortcuts=keys
            aria-disabled=move || (!enabled()).to_string()
            on:click=move |_| undo_redo(state, undo)
        >
            <span aria-hidden="true">{arrow}</span>
            {state.label(label)}
        </button>
    }
}
