//! "New puzzle": a puzzle of the chosen level made on the device, in an engine worker of
//! its own (the generator, `engine::generator`; the hint worker stays free), with the
//! worker's progress and Stop; the puzzle opens as a new game, ready to play, and is kept
//! with its origin (options and seed), shared and printed like any other. Offered on the
//! first screen (beside the paste box) and on the games screen, with today's puzzle
//! ([`super::daily`], which asks the same worker) and the link to the practice page
//! ([`super::practice`], a page of its own). A short link (`#g=…`, the practice page opens
//! the app on one) is opened here too: generated again, checked, then opened.

use leptos::prelude::*;

use super::engine::{ENGINE_WORKER, Engine};
use super::library::{Library, now_ms};
use super::library_view::level_label;
use super::state::AppState;
use crate::engine::generator::{Options, Target};
use crate::engine::{Level, Puzzle};
use crate::game::daily::{Date, daily};
use crate::game::engine_job::{Answer, Request};
use crate::game::library::name::Origin;
use crate::game::{Command, Game};

/// What the awaited request asked for: the new game's origin follows from it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Asked {
    /// A puzzle of a level ("New puzzle").
    New,
    /// Today's puzzle of this date.
    Daily(Date),
    /// A short link's puzzle (its refusal is said as a link's).
    Link,
}

/// The generating worker and what it is doing (context, `Copy`).
#[derive(Clone, Copy)]
pub struct Maker {
    engine: Engine,
    /// While a puzzle is being made: the worker's newest progress sentence ("" before the
    /// first).
    making: RwSignal<Option<String>>,
    /// The newest request's id and what it asked for.
    pending: StoredValue<(u64, Option<Asked>)>,
    /// The daily puzzle's solved-days record as stored ([`super::daily`]).
    pub solved: RwSignal<Option<String>>,
}

impl Maker {
    /// Creates the maker (its worker starts with the first request) and provides it, with
    /// the daily puzzle's solved days.
    pub fn provide(state: AppState, lib: Library) {
        let maker = Maker {
            engine: Engine::new(ENGINE_WORKER),
            making: RwSignal::new(None),
            pending: StoredValue::new((0, None)),
            solved: RwSignal::new(lib.with_storage(super::daily::stored).flatten()),
        };
        // What request `id` asked for, if it is the one awaited (then no longer).
        let asked = move |id: u64| {
            let (wanted, asked) = maker.pending.get_value();
            let asked = asked.filter(|_| id == wanted);
            if asked.is_some() {
                maker.pending.set_value((wanted, None));
                maker.making.set(None);
            }
            asked
        };
        maker.engine.on_answer(move |answer| match answer {
            Answer::Generated {
                id,
                variant,
                givens,
                link,
                ..
            } => {
                let Some(asked) = asked(id) else {
                    return;
                };
                let mut game = Game::default();
                game.apply(Command::Load(Box::new(Puzzle::new(variant, givens))));
                game.apply(Command::Start);
                let origin = match asked {
                    Asked::Daily(date) => Origin::Daily(date),
                    Asked::New | Asked::Link => Origin::Made(link),
                };
                lib.start(state, game, origin);
            }
            Answer::Progress { text, .. } => maker.making.set(Some(text)),
            Answer::NotGenerated { id, reason } => {
                let lang = state.lang.get_untracked();
                state.notice.set(match asked(id) {
                    Some(Asked::Link) => Some(super::share::link_refused(lang, &reason)),
                    Some(_) => Some(reason),
                    None => return,
                });
            }
            Answer::Failed { .. } => maker.making.set(None),
            _ => {}
        });
        provide_context(maker);
    }

    /// Sends `request` (made with a fresh id) for what is `asked`; it replaces any other.
    fn send(self, asked: Asked, request: impl FnOnce(u64) -> Request) {
        let id = now_ms().max(self.pending.get_value().0 + 1);
        self.pending.set_value((id, Some(asked)));
        self.making.set(Some(String::new()));
        self.engine.send(&request(id));
    }

    /// Asks for the daily puzzle of `date`.
    pub fn daily(self, state: AppState, date: Date) {
        let made = daily(date);
        self.send(Asked::Daily(date), |id| Request::Generate {
            id,
            lang: state.lang.get_untracked(),
            options: made.options,
            seed: made.seed,
        });
    }

    /// Asks for the puzzle of a short link's `value` (the worker reads and checks it).
    pub fn open_link(self, state: AppState, value: String) {
        self.send(Asked::Link, |id| Request::ShortLink {
            id,
            lang: state.lang.get_untracked(),
            value,
        });
    }

    /// Asks for a puzzle of `level` in the board's variant, seeded by the clock.
    fn make(self, state: AppState, level: Level) {
        let options = Options::new(
            state.game.with_untracked(|g| g.variant()),
            Target::Level(level),
        );
        self.send(Asked::New, |id| Request::Generate {
            id,
            lang: state.lang.get_untracked(),
            options,
            seed: id,
        });
    }
}

/// "New puzzle:" and one button per level; while a puzzle is made, the progress and Stop
/// (another level asked for meanwhile replaces the request: the worker does the newest);
/// then, outside that group, today's puzzle and practice.
#[component]
pub fn NewPuzzle() -> impl IntoView {
    let state = AppState::get();
    let maker = expect_context::<Maker>();
    view! {
        <div class="new-puzzle" role="group" aria-label=state.label("new.title")>
            <span>{state.label("new.title")}</span>
            {Level::ALL
                .into_iter()
                .map(|level| {
                    view! {
                        <button class="new-level" on:click=move |_| maker.make(state, level)>
                            {state.label(level_label(Some(level)))}
                        </button>
                    }
                })
                .collect_view()}
            <p class="muted" role="status" hidden=move || maker.making.with(Option::is_none)>
                {move || {
                    maker.making.get().filter(|t| !t.is_empty()).unwrap_or_else(|| state.tr("new.making").to_string())
                }}
                " "
                <button class="quiet" on:click=move |_| maker.engine.stop()>
                    {state.label("hint.stop")}
                </button>
            </p>
        </div>
        <super::daily::Daily/>
        // Practice is a page of its own (practice.html, its own wasm).
        <p class="practice">
            <a href="./practice.html">{state.label("practice.title")}</a>
        </p>
    }
}
