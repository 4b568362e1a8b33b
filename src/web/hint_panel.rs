//! [`HintPanel`]: the hint ladder. A "Hint" button (and the H key) asks the
//! [coach](crate::game::coach) for a [`Session`]; each tap reveals one rung ("Show where",
//! "Show why", then the action: apply, undo to before the mistake, fill candidates); the
//! board shows the rung's highlights through [`AppState::hint_marks`]; every rung's text goes
//! to the ARIA live region. "All steps" lists every step available now, easiest first, each
//! openable on the board. Closing (or Esc) clears the highlights; any change of the board
//! makes the open hint stale, and the panel offers the next one instead.

use leptos::prelude::*;

use super::play_ui::{focus_board, in_text_field};
use super::state::AppState;
use crate::engine::Step;
use crate::engine::phrase::Phrase;
use crate::game::coach::{Session, all_steps_now, step_line};
use crate::game::{Command, Game};
use crate::i18n::{Lang, trf};

/// The name of the performance measure around each hint computation (read by the browser
/// tests for the next-hint latency).
const HINT_MEASURE: &str = "stepwise:hint";

/// One entry of the "all steps" list: the step and its one-line summary.
type Listed = (Step, Phrase);

/// The panel's UI state (none of it is part of the game).
#[derive(Clone, Copy)]
struct Panel {
    state: AppState,
    open: RwSignal<bool>,
    session: RwSignal<Option<Session>>,
    /// A message key after the hint went stale (applied, or the board changed).
    status: RwSignal<Option<&'static str>>,
    /// The "all steps" list, when it is being shown.
    list: RwSignal<Option<Vec<Listed>>>,
    /// The open session came from the list (offer "back").
    from_list: RwSignal<bool>,
    /// The next board change is the hint's own action.
    applying: StoredValue<bool>,
}

impl Panel {
    fn lang(self) -> Lang {
        self.state.lang.get_untracked()
    }

    /// Asks the coach for the hint on the current board, timing the computation.
    fn ask(self) {
        let start = self.state.settings.with_untracked(|s| s.hint_start);
        let perf = web_sys::window().and_then(|w| w.performance());
        if let Some(p) = &perf {
            let _ = p.mark("stepwise:hint-start");
        }
        let session = self.state.game.with_untracked(|g| {
            self.state
                .verdict
                .with_untracked(|v| Session::open(g, v, start))
        });
        if let Some(p) = &perf {
            let _ = p.mark("stepwise:hint-end");
            let _ = p.measure_with_start_mark_and_end_mark(
                HINT_MEASURE,
                "stepwise:hint-start",
                "stepwise:hint-end",
            );
        }
        if session.last_rung() == 4 {
            self.state.dispatch(Command::CountHint);
        }
        self.show(session, false);
    }

    fn show(self, session: Session, from_list: bool) {
        self.announce(&session);
        self.session.set(Some(session));
        self.status.set(None);
        self.from_list.set(from_list);
        if !from_list {
            self.list.set(None);
        }
        self.open.set(true);
    }

    /// Sends the newest words of `session` to the live region.
    fn announce(self, session: &Session) {
        let lang = self.lang();
        let mut parts: Vec<String> = session.guess_text(lang).into_iter().collect();
        parts.extend(session.rung_text(session.rung().min(3), lang));
        self.state.announcement.set(parts.join(" "));
    }

    fn update(self, change: impl FnOnce(&mut Session)) {
        self.session.update(|s| {
            if let Some(s) = s {
                change(s);
            }
        });
        if let Some(s) = self.session.get_untracked() {
            self.announce(&s);
        }
    }

    fn act(self) {
        let Some(action) = self
            .session
            .with_untracked(|s| s.as_ref().and_then(Session::action))
        else {
            return;
        };
        self.applying.set_value(true);
        self.session.update(|s| {
            if let Some(s) = s {
                s.advance();
            }
        });
        self.state.dispatch(action.command);
        // The pressed button is gone; the keys go on with the board.
        focus_board();
    }

    fn show_list(self) {
        let items = self.state.game.with_untracked(|g| {
            self.state.verdict.with_untracked(|v| {
                let pos = g.notes_position();
                all_steps_now(g, v)
                    .into_iter()
                    .map(|s| {
                        let line = step_line(&s, &pos);
                        (s, line)
                    })
                    .collect::<Vec<_>>()
            })
        });
        self.session.set(None);
        self.status.set(None);
        self.list.set(Some(items));
        self.open.set(true);
    }

    fn close(self) {
        self.open.set(false);
        self.session.set(None);
        self.list.set(None);
        self.status.set(None);
        focus_board();
    }

    /// The board changed: the open hint (or list) no longer fits it.
    fn board_changed(self) {
        let applied = self.applying.get_value();
        self.applying.set_value(false);
        if self.session.with_untracked(Option::is_none) && self.list.with_untracked(Option::is_none)
        {
            return;
        }
        self.session.set(None);
        self.list.set(None);
        let key = if applied {
            "hint.applied"
        } else {
            "hint.changed"
        };
        self.status.set(Some(key));
        self.state
            .announcement
            .set(crate::i18n::tr(self.lang(), key).to_string());
    }
}

/// The hint button, the ladder and the "all steps" list.
#[component]
pub fn HintPanel() -> impl IntoView {
    let state = AppState::get();
    let panel = Panel {
        state,
        open: RwSignal::new(false),
        session: RwSignal::new(None),
        status: RwSignal::new(None),
        list: RwSignal::new(None),
        from_list: RwSignal::new(false),
        applying: StoredValue::new(false),
    };

    // Any change of the board (not the timer or the hint count) makes the hint stale.
    let board = Memo::new(move |_| {
        state
            .game
            .with(|g: &Game| (g.position(), *g.centre_notes(), g.variant(), g.stage()))
    });
    // (Read with `with`: tracking alone would not make the lazy memo compute.)
    Effect::watch(
        move || board.with(|_| ()),
        move |_, _, _| panel.board_changed(),
        false,
    );

    // On a phone the open hint is a bottom sheet: it keeps below the board (after the
    // section is drawn, hence the next frame).
    Effect::new(move |_| {
        if panel.open.get() {
            request_animation_frame(super::sheet::fit_sheet_below_board);
        }
    });

    // The board shows the open rung's highlights; nothing when the panel is closed.
    Effect::new(move |_| {
        let marks = if panel.open.get() {
            panel
                .session
                .with(|s| s.as_ref().map(Session::highlights))
                .unwrap_or_default()
        } else {
            Default::default()
        };
        state.hint_marks.set(marks);
    });

    // Active guess: selecting a cell (tap or arrow keys) answers rung 1.
    Effect::watch(
        move || state.selected.get(),
        move |selected, _, _| {
            if let Some(cell) = *selected
                && panel.open.get_untracked()
                && panel
                    .session
                    .with_untracked(|s| s.as_ref().is_some_and(Session::is_guessing))
            {
                panel.update(|s| {
                    s.guess(cell);
                });
            }
        },
        false,
    );

    // H asks for a hint, Esc closes the panel (not while typing into a text field).
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() || in_text_field(&ev) {
            return;
        }
        match ev.key().as_str() {
            "h" | "H" => {
                ev.prevent_default();
                panel.ask();
            }
            "Escape" if panel.open.get_untracked() => {
                ev.prevent_default();
                panel.close();
            }
            _ => {}
        }
    });
    on_cleanup(move || keys.remove());

    view! {
        <div class="hint-bar">
            <button
                id="hint-button"
                class="hint-button"
                aria-keyshortcuts="H"
                aria-controls="hint-panel"
                aria-expanded=move || if panel.open.get() { "true" } else { "false" }
                title=move || state.tr("hint.button.label")
                on:click=move |_| panel.ask()
            >
                {move || state.tr("hint.button")}
            </button>
            <button id="all-steps-button" class="quiet" on:click=move |_| panel.show_list()>
                {move || state.tr("hint.all")}
            </button>
        </div>
        <Show when=move || panel.open.get()>
            <section
                id="hint-panel"
                class="hint-sheet"
                aria-label=move || state.tr("hint.title")
            >
                <div class="hint-head">
                    <h2>{move || state.tr("hint.title")}</h2>
                    <span class="hint-rung-no">
                        {move || {
                            panel
                                .session
                                .with(|s| s.as_ref().filter(|s| s.last_rung() == 4).map(Session::rung))
                                .map(|n| trf(state.lang.get(), "hint.rung", &[("n", &n.to_string())]))
                        }}
                    </span>
                    <button
                        class="quiet hint-close"
                        aria-label=move || state.tr("hint.close")
                        on:click=move |_| panel.close()
                    >
                        "×"
                    </button>
                </div>
                {move || ladder(panel)}
                {move || list_view(panel)}
                {move || {
                    panel
                        .status
                        .get()
                        .map(|key| {
                            view! {
                                <p class="hint-status">{move || state.tr(key)}</p>
                                <div class="hint-actions">
                                    <button class="primary" on:click=move |_| panel.ask()>
                                        {move || state.tr("hint.next")}
                                    </button>
                                    {(key == "hint.applied")
                                        .then(|| {
                                            view! {
                                                <button on:click=move |_| {
                                                    state.dispatch(Command::Undo)
                                                }>{move || state.tr("hint.undo")}</button>
                                            }
                                        })}
                                </div>
                            }
                        })
                }}
            </section>
        </Show>
    }
}

/// The rungs revealed so far and the button for the next one.
fn ladder(panel: Panel) -> Option<impl IntoView> {
    let state = panel.state;
    let lang = state.lang.get();
    panel.session.with(|s| {
        let s = s.as_ref()?;
        let rungs = s
            .revealed_text(lang)
            .into_iter()
            .enumerate()
            .map(|(i, lines)| {
                let n = i + 1;
                let current = if n == 3 { s.focused_sentence() } else { None };
                let lines = lines
                    .into_iter()
                    .enumerate()
                    .map(|(j, l)| {
                        let class = if current == Some(j) {
                            "hint-current"
                        } else {
                            ""
                        };
                        view! { <p class=class>{l}</p> }
                    })
                    .collect_view();
                view! {
                    <li class=format!("hint-rung rung-{n}") data-rung=n>
                        {lines}
                    </li>
                }
            })
            .collect_view();
        let guess = s
            .guess_text(lang)
            .map(|t| view! { <p class="hint-guess">{t}</p> });
        let next = if s.is_guessing() {
            Some(("hint.guess.show", true))
        } else if s.rung() < s.last_rung() && s.rung() < 3 {
            Some((
                if s.rung() == 1 {
                    "hint.show_where"
                } else {
                    "hint.show_why"
                },
                false,
            ))
        } else {
            None
        };
        let more = next.map(|(key, _)| {
            view! {
                <button
                    class="hint-more"
                    on:click=move |_| panel.update(|s| {
                        s.advance();
                    })
                >
                    {state.tr(key)}
                </button>
            }
        });
        let action = (s.rung() >= 3 || s.rung() == s.last_rung())
            .then(|| s.action())
            .flatten()
            .filter(|_| s.rung() < 4)
            .map(|a| {
                let args: Vec<(&str, &str)> =
                    a.args.iter().map(|(k, v)| (*k, v.as_str())).collect();
                let label = trf(lang, a.label, &args);
                view! {
                    <button class="primary hint-action" on:click=move |_| panel.act()>
                        {label}
                    </button>
                }
            });
        let back = panel.from_list.get().then(|| {
            view! {
                <button class="quiet" on:click=move |_| panel.session.set(None)>
                    {state.tr("hint.all.back")}
                </button>
            }
        });
        let chain = (s.rung() >= 3 && s.chain_len() >= 2).then(|| chain_nav(panel, s, lang));
        Some(view! {
            <ol class="hint-rungs">{rungs}</ol>
            {chain}
            {guess}
            <div class="hint-actions">{more} {action} {back}</div>
        })
    })
}

/// ◀ ▶ through a chain at rung 3: one more link lit at a time, its sentence marked and read.
fn chain_nav(panel: Panel, s: &Session, lang: Lang) -> impl IntoView + use<> {
    let state = panel.state;
    let label = match s.focused_link() {
        Some(i) => trf(
            lang,
            "hint.chain.link",
            &[
                ("n", &(i + 1).to_string()),
                ("of", &s.chain_len().to_string()),
            ],
        ),
        None => crate::i18n::tr(lang, "hint.chain.all").to_string(),
    };
    let step = move |forward: bool| {
        let mut sentence = None;
        panel.session.update(|s| {
            if let Some(s) = s
                && s.step_link(forward)
            {
                sentence = s
                    .focused_sentence()
                    .and_then(|j| s.rung_text(3, panel.lang()).get(j).cloned());
            }
        });
        if let Some(text) = sentence {
            state.announcement.set(text);
        }
    };
    view! {
        <div class="hint-chain-nav">
            <button
                class="hint-chain-prev"
                aria-label=move || state.tr("hint.chain.prev")
                on:click=move |_| step(false)
            >
                "◀"
            </button>
            <span class="hint-chain-label">{label}</span>
            <button
                class="hint-chain-next"
                aria-label=move || state.tr("hint.chain.next")
                on:click=move |_| step(true)
            >
                "▶"
            </button>
        </div>
    }
}

/// The "all steps" list (hidden while one of its steps is open).
fn list_view(panel: Panel) -> Option<impl IntoView> {
    let state = panel.state;
    if panel.session.with(Option::is_some) {
        return None;
    }
    let items = panel.list.get()?;
    if items.is_empty() {
        let complete = state.game.with(Game::notes_are_complete);
        let key = if complete {
            "hint.all.empty"
        } else {
            "hint.all.need_notes"
        };
        return Some(view! { <p class="hint-status">{state.tr(key)}</p> }.into_any());
    }
    let rows = items
        .into_iter()
        .map(|(step, line)| {
            view! {
                <li>
                    <button
                        class="hint-step"
                        on:click=move |_| {
                            let session = state
                                .game
                                .with_untracked(|g| Session::for_step(g, step.clone()));
                            state.dispatch(Command::CountHint);
                            panel.show(session, true);
                        }
                    >
                        {move || crate::i18n::render(state.lang.get(), &line)}
                    </button>
                </li>
            }
        })
        .collect_view();
    Some(
        view! {
            <p class="hint-list-title">{state.tr("hint.all.title")}</p>
            <ol class="hint-list">{rows}</ol>
        }
        .into_any(),
    )
}
