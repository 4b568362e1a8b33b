//! [`HintPanel`]: the hint ladder on the page. A "Hint" button (and the H key) asks the
//! engine worker for the hint on the board; "All steps" for every step available now. The
//! panel's rules — thinking, which rung and button, when the action is offered, when a hint
//! counts, stale on any change of the board — are the model's
//! ([`crate::game::coach::HintPanel`], in [`AppState::hint`]); this component renders its
//! [`View`] and turns clicks into its calls. The board shows the rung's highlights through
//! [`AppState::hint_marks`], derived from the same model; every rung's text goes to the ARIA
//! live region. "Thinking…" shows only when the answer takes longer than 150 ms (CSS).

use leptos::prelude::*;

use super::play_ui::focus_board;
use super::state::AppState;
use crate::engine::ask::Question;
use crate::game::coach::{HintPanel as Model, Ladder, View};
use crate::game::engine_job::{Answer, Request};
use crate::game::{Command, Game};
use crate::i18n::trf;

/// The name of the performance measure from asking to the hint shown (read by the browser
/// tests for the next-hint latency).
const HINT_MEASURE: &str = "stepwise:hint";

/// What the panel asks the engine for.
#[derive(Clone, Copy)]
enum Asking {
    /// The hint on the board.
    Hint,
    /// Every step available now.
    List,
    /// A question about a cell ("how do I get it?", "why can't it be d?").
    Question(Question),
}

/// Asks the engine for the hint on the board.
pub fn ask(state: AppState) {
    if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
        let _ = p.mark("stepwise:hint-start");
    }
    ask_for(state, Asking::Hint);
}

/// Opens the panel, thinking, and sends the request.
fn ask_for(state: AppState, what: Asking) {
    let board = state.board.get_untracked();
    let id = state.hint.try_update(|p| match what {
        Asking::Hint => p.ask(board),
        Asking::List => p.ask_list(board),
        Asking::Question(q) => p.ask_question(board, q),
    });
    if let Some(id) = id {
        send(state, id, what);
    }
}

/// Sends request `id` for `what`, about the game as it is, in the interface language.
fn send(state: AppState, id: u64, what: Asking) {
    let lang = state.lang.get_untracked();
    let game = state.game.get_untracked();
    state.engine.send(&match what {
        Asking::Hint => Request::Hint { id, lang, game },
        Asking::List => Request::Steps { id, lang, game },
        Asking::Question(Question::How(cell)) => Request::How {
            id,
            lang,
            game,
            cell,
        },
        Asking::Question(Question::WhyNot(candidate)) => Request::WhyNot {
            id,
            lang,
            game,
            candidate,
        },
    });
}

/// The "how" question `asked`, while its cell is still empty (to ask again after a step).
fn open_how(state: AppState, asked: Option<Question>) -> Option<Question> {
    match asked? {
        Question::How(cell) if state.game.with(|g| g.shown(cell).is_none()) => asked,
        _ => None,
    }
}

/// Takes the engine's answer to a hint or list request; the technique of a hint that
/// counts as taken, if it names one (for the practice history).
pub fn answered(state: AppState, answer: Answer) -> Option<crate::engine::Technique> {
    let board = state.board.get_untracked();
    match answer {
        Answer::Hint { id, card } => {
            let technique = card.action.as_ref().and_then(|a| match &a.command {
                Command::ApplyStep(step) => Some(step.technique),
                _ => None,
            });
            let start = state.settings.with_untracked(|s| s.hint_start);
            let counts = state
                .hint
                .try_update(|p| p.answer(id, *card, start, &board))
                .unwrap_or(false);
            if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
                let _ = p.mark("stepwise:hint-end");
                let _ = p.measure_with_start_mark_and_end_mark(
                    HINT_MEASURE,
                    "stepwise:hint-start",
                    "stepwise:hint-end",
                );
            }
            if counts {
                state.dispatch(Command::CountHint);
            }
            announce(state);
            return technique.filter(|_| counts);
        }
        Answer::Steps { id, items } => state.hint.update(|p| p.answer_list(id, items, &board)),
        Answer::Failed { id } => {
            if state.hint.with_untracked(|p| p.waiting_for() == Some(id)) {
                state.hint.update(|p| p.failed(id));
                announce(state);
            }
        }
        Answer::Progress { id, text } => state.hint.update(|p| p.progress(id, text)),
        Answer::Ready
        | Answer::Judged { .. }
        | Answer::Generated { .. }
        | Answer::NotGenerated { .. }
        | Answer::RatingCard { .. }
        | Answer::Techniques { .. } => {}
    }
    None
}

/// Sends the panel's newest words to the live region.
fn announce(state: AppState) {
    let text = state.hint.with_untracked(|p| {
        state.board.with_untracked(|b| match p.view(b) {
            View::Hint { ladder, .. } => Some(ladder.announcement()),
            View::Status(key) => Some(state.tr_untracked(key).to_string()),
            _ => None,
        })
    });
    if let Some(text) = text {
        state.announcement.set(text);
    }
}

/// Changes the open ladder and says what is new.
fn climb(state: AppState, change: impl FnOnce(&mut Ladder) -> bool) {
    let changed = state
        .hint
        .try_update(|p| p.climb(change).unwrap_or(false))
        .unwrap_or(false);
    if changed {
        announce(state);
    }
}

/// A tap on `cell` while the hint waits for a guess: judged, and the judgement said.
pub fn tapped(state: AppState, cell: crate::engine::Cell) {
    let board = state.board.get_untracked();
    let guessing = state.hint.with_untracked(
        |p| matches!(p.view(&board), View::Hint { ladder, .. } if ladder.is_guessing()),
    );
    if guessing && state.hint.try_update(|p| p.tapped(cell, &board)) == Some(true) {
        announce(state);
    }
}

/// Takes the hint's action.
fn act(state: AppState, alternative: bool) {
    let take = if alternative {
        Model::act_alternative
    } else {
        Model::act
    };
    if let Some(command) = state.hint.try_update(take).flatten() {
        state.dispatch(command);
        state
            .announcement
            .set(state.tr_untracked("hint.applied").to_string());
        // The pressed button is gone; the keys go on with the board.
        focus_board();
    }
}

/// Closes the panel; the keys go on with the board.
pub fn close(state: AppState) {
    state.hint.update(Model::close);
    focus_board();
}

/// The hint button, the ladder and the "all steps" list.
#[component]
pub fn HintPanel() -> impl IntoView {
    let state = AppState::get();

    // An open hint follows a language switch: the same hint is told again, at its rung.
    Effect::watch(
        move || state.lang.get(),
        move |_, _, _| {
            let board = state.board.get_untracked();
            let Some((id, list)) = state.hint.try_update(|p| p.retell(board)).flatten() else {
                return;
            };
            let what = match state.hint.with_untracked(Model::question) {
                Some(q) => Asking::Question(q),
                None if list => Asking::List,
                None => Asking::Hint,
            };
            send(state, id, what);
        },
        false,
    );

    // On a phone the open hint is a bottom sheet: it keeps below the board (after the
    // section is drawn, hence the next frame).
    Effect::new(move |_| {
        if state.hint.with(Model::is_open) {
            request_animation_frame(super::sheet::fit_sheet_below_board);
        }
    });

    let rung_no = move || {
        state.hint.with(|p| {
            state.board.with(|b| match p.view(b) {
                View::Hint { ladder, .. } if ladder.last_rung() == 4 => Some(trf(
                    state.lang.get(),
                    "hint.rung",
                    &[("n", &ladder.rung().to_string())],
                )),
                _ => None,
            })
        })
    };

    view! {
        <div class="hint-bar">
            <button
                id="hint-button"
                class="hint-button"
                aria-keyshortcuts="H"
                aria-controls="hint-panel"
                aria-expanded=move || if state.hint.with(Model::is_open) { "true" } else { "false" }
                title=state.label("hint.button.label")
                on:click=move |_| ask(state)
            >
                {state.label("hint.button")}
            </button>
            <button id="all-steps-button" class="quiet" on:click=move |_| ask_for(state, Asking::List)>
                {state.label("hint.all")}
            </button>
        </div>
        {move || ask_bar(state)}
        <Show when=move || state.hint.with(Model::is_open)>
            <section
                id="hint-panel"
                class="hint-sheet"
                aria-label=state.label("hint.title")
            >
                <div class="hint-head">
                    <h2>{state.label("hint.title")}</h2>
                    <span class="hint-rung-no">{rung_no}</span>
                    <button
                        class="quiet hint-close"
                        aria-label=state.label("hint.close")
                        on:click=move |_| close(state)
                    >
                        "×"
                    </button>
                </div>
                {move || body(state)}
            </section>
        </Show>
    }
}

/// "How do I get r4c5?" and "Why can't r4c5 be 7?" while an empty cell is selected in
/// play (7: the digit last typed or tapped; without one that button is hidden).
fn ask_bar(state: AppState) -> Option<impl IntoView + use<>> {
    let cell = state.selected.get().filter(|c| {
        state
            .game
            .with(|g| g.stage() == crate::game::Stage::Playing && g.shown(*c).is_none())
    })?;
    let digit = super::play_ui::PlayUi::get().focus_digit.get();
    let why = digit.map(|d| Question::WhyNot(crate::engine::Candidate::new(cell, d)));
    let lang = state.lang.get();
    let name = crate::i18n::cell_name(lang, cell);
    let d = digit.map(|d| d.to_string()).unwrap_or_default();
    Some(view! {
        <div class="hint-bar ask-bar">
            <button
                class="quiet"
                id="ask-how"
                on:click=move |_| ask_for(state, Asking::Question(Question::How(cell)))
            >
                {trf(lang, "ask.how", &[("cell", &name)])}
            </button>
            <button
                class="quiet"
                id="ask-why-not"
                hidden=why.is_none()
                on:click=move |_| why.into_iter().for_each(|q| ask_for(state, Asking::Question(q)))
            >
                {trf(lang, "ask.why_not", &[("cell", &name), ("d", &d)])}
            </button>
        </div>
    })
}

/// What the panel shows now.
fn body(state: AppState) -> AnyView {
    state.hint.with(|p| {
        state.board.with(|b| match p.view(b) {
            View::Closed => ().into_any(),
            View::Thinking(progress) => thinking_view(state, progress).into_any(),
            View::Hint { ladder, from_list } => ladder_view(state, ladder, from_list).into_any(),
            View::List(items) => list_view(state, items, p.question()).into_any(),
            View::Status(key) => status_view(state, key, open_how(state, p.question())).into_any(),
        })
    })
}

/// "Thinking…" (shown from 150 ms on, by CSS), how far a long search has come once the
/// engine says, and "Stop". Rebuilt with each report, so a report shows at once (no delay
/// again).
fn thinking_view(state: AppState, progress: Option<&str>) -> impl IntoView + use<> {
    let class = if progress.is_some() {
        "hint-wait reported"
    } else {
        "hint-wait"
    };
    let progress = progress.map(|p| view! { <span class="hint-progress">{p.to_string()}</span> });
    view! {
        <div class=class>
            <p class="hint-thinking" role="status">
                {state.label("hint.thinking")}
                " "
                {progress}
            </p>
            <button class="hint-stop" on:click=move |_| stop(state)>
                {state.label("hint.stop")}
            </button>
        </div>
    }
}

/// The player stops a long search: the panel says so and the engine worker is ended (the
/// next ask starts a new one).
fn stop(state: AppState) {
    if state.hint.try_update(Model::stop).unwrap_or(false) {
        state.engine.stop();
        announce(state);
    }
}

/// The rungs revealed so far and the buttons for what comes next.
fn ladder_view(state: AppState, ladder: &Ladder, from_list: bool) -> impl IntoView + use<> {
    let rungs = ladder
        .revealed_text()
        .into_iter()
        .enumerate()
        .map(|(i, lines)| {
            let n = i + 1;
            let lines = lines
                .into_iter()
                .map(|l| view! { <p>{l}</p> })
                .collect_view();
            view! {
                <li class=format!("hint-rung rung-{n}") data-rung=n>
                    {lines}
                </li>
            }
        })
        .collect_view();
    let guess = ladder
        .guess_text(ladder.card().lang)
        .map(|t| view! { <p class="hint-guess">{t}</p> });
    let more = ladder.next_button().map(|key| {
        view! {
            <button class="hint-more" on:click=move |_| climb(state, Ladder::advance)>
                {state.label(key)}
            </button>
        }
    });
    let action = ladder.offered_action().map(|a| {
        let label = a.label.clone();
        view! {
            <button class="primary hint-action" on:click=move |_| act(state, false)>
                {label}
            </button>
        }
    });
    let alternative = ladder.offered_alternative().map(|a| {
        let label = a.label.clone();
        view! {
            <button class="quiet hint-alternative" on:click=move |_| act(state, true)>
                {label}
            </button>
        }
    });
    let back = from_list.then(|| {
        view! {
            <button class="quiet" on:click=move |_| state.hint.update(Model::back_to_list)>
                {state.label("hint.all.back")}
            </button>
        }
    });
    let chain = (ladder.rung() >= 3 && ladder.chain_len() >= 2).then(|| chain_nav(state, ladder));
    view! {
        <ol class="hint-rungs">{rungs}</ol>
        {chain}
        {guess}
        <div class="hint-actions">{more} {action} {alternative} {back}</div>
    }
}

/// ◀ ▶ through a chain at rung 3: one more link lit at a time, its sentence marked and read.
fn chain_nav(state: AppState, ladder: &Ladder) -> impl IntoView + use<> {
    let lang = ladder.card().lang;
    let label = match ladder.focused_link() {
        Some(i) => trf(
            lang,
            "hint.chain.link",
            &[
                ("n", &(i + 1).to_string()),
                ("of", &ladder.chain_len().to_string()),
            ],
        ),
        None => crate::i18n::tr(lang, "hint.chain.all").to_string(),
    };
    // The focused link's sentence, under the buttons (rung 3 itself summarises the chain).
    let told = (ladder.rung() >= 3)
        .then(|| ladder.focused_sentence())
        .flatten()
        .map(|t| view! { <p class="hint-current">{t.to_string()}</p> });
    let step = move |forward: bool| {
        let mut sentence = None;
        state.hint.update(|p| {
            p.climb(|l| {
                if l.step_link(forward) {
                    sentence = l.focused_sentence().map(str::to_string);
                }
            });
        });
        if let Some(text) = sentence {
            state.announcement.set(text);
        }
    };
    view! {
        <div class="hint-chain-nav">
            <button
                class="hint-chain-prev"
                aria-label=state.label("hint.chain.prev")
                on:click=move |_| step(false)
            >
                "◀"
            </button>
            <span class="hint-chain-label">{label}</span>
            <button
                class="hint-chain-next"
                aria-label=state.label("hint.chain.next")
                on:click=move |_| step(true)
            >
                "▶"
            </button>
        </div>
        {told}
    }
}

/// The "all steps" list.
fn list_view(
    state: AppState,
    items: &[crate::game::coach::Listed],
    asked: Option<Question>,
) -> impl IntoView + use<> {
    if items.is_empty() {
        let complete = state.game.with_untracked(Game::notes_are_complete);
        let key = if complete {
            "hint.all.empty"
        } else {
            "hint.all.need_notes"
        };
        return view! { <p class="hint-status">{state.label(key)}</p> }.into_any();
    }
    let rows = items
        .iter()
        .enumerate()
        .map(|(i, (line, _))| {
            let line = line.clone();
            view! {
                <li>
                    <button
                        class="hint-step"
                        on:click=move |_| {
                            if state.hint.try_update(|p| p.open_listed(i)) == Some(true) {
                                state.dispatch(Command::CountHint);
                            }
                            announce(state);
                        }
                    >
                        {line}
                    </button>
                </li>
            }
        })
        .collect_view();
    let title = match asked {
        Some(Question::How(cell)) => {
            let lang = state.lang.get_untracked();
            trf(
                lang,
                "ask.how.title",
                &[("cell", &crate::i18n::cell_name(lang, cell))],
            )
        }
        _ => state.tr_untracked("hint.all.title").to_string(),
    };
    view! {
        <p class="hint-list-title">{title}</p>
        <ol class="hint-list">{rows}</ol>
    }
    .into_any()
}

/// A sentence instead of a hint, with "Next hint" (and "Undo" after an applied hint).
fn status_view(state: AppState, key: &'static str, how: Option<Question>) -> impl IntoView + use<> {
    let undo = (key == "hint.applied").then(|| {
        view! {
            <button on:click=move |_| state.dispatch(Command::Undo)>
                {state.label("hint.undo")}
            </button>
        }
    });
    // After a step towards the cell asked about, the next step towards it.
    let next = if how.is_some() {
        "ask.next"
    } else {
        "hint.next"
    };
    view! {
        <p class="hint-status" role="status">{state.label(key)}</p>
        <div class="hint-actions">
            <button
                class="primary"
                on:click=move |_| match how {
                    Some(q) => ask_for(state, Asking::Question(q)),
                    None => ask(state),
                }
            >
                {state.label(next)}
            </button>
            {undo}
        </div>
    }
}
