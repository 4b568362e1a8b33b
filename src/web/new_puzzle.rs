//! "New puzzle": a puzzle of the chosen level made on the device, in an engine worker of
//! its own (the generator, `engine::generator`; the hint worker stays free), with the
//! worker's progress and Stop; the puzzle opens as a new game, ready to play, and is kept
//! with its origin (options and seed), shared and printed like any other. Offered on the
//! first screen (beside the paste box) and on the games screen, with the link to the page of
//! today's puzzle and practice ([`super::practice`], a page of its own). A short link
//! (`#g=…`, that page opens the app on one) is opened here too: generated again and checked
//! by the worker, which says the new game's origin (a day's daily puzzle counts for the
//! streak, [`super::daily`]).

use leptos::prelude::*;

use super::engine::{ENGINE_WORKER, Engine};
use super::library::{Library, now_ms};
use super::library_view::level_label;
use super::state::AppState;
use crate::engine::generator::{Options, Target};
use crate::engine::{Level, Puzzle};
use crate::game::engine_job::{Answer, Request};
use crate::game::library::name::Origin;
use crate::game::{Command, Game};

/// The generating worker and what it is doing (context, `Copy`).
#[derive(Clone, Copy)]
pub struct Maker {
    engine: Engine,
    /// While a puzzle is being made: the worker's newest progress sentence ("" before the
    /// first).
    making: RwSignal<Option<String>>,
    /// The id of the request awaited (0: none; a signal type the page has already).
    pending: StoredValue<u64>,
}

impl Maker {
    /// Creates the maker (its worker starts with the first request) and provides it.
    pub fn provide(state: AppState, lib: Library) -> Maker {
        let maker = Maker {
            engine: Engine::new(ENGINE_WORKER),
            making: RwSignal::new(None),
            pending: StoredValue::new(0),
        };
        maker.engine.on_answer(move |answer| {
            // Only the awaited request's answers count (a Stop may leave an older one on its
            // way).
            if answer.id() != Some(maker.pending.get_value()) {
                return;
            }
            if let Answer::Progress { text, .. } = answer {
                maker.making.set(Some(text));
                return;
            }
            // Answered: none is awaited any more.
            maker.pending.set_value(0);
            maker.making.set(None);
            match answer {
                Answer::Generated {
                    variant,
                    givens,
                    origin,
                    ..
                } => {
                    let mut game = Game::default();
                    game.apply(Command::Load(Box::new(Puzzle::new(variant, givens))));
                    game.apply(Command::Start);
                    // The worker says whose it is: a day's daily puzzle or a made one.
                    lib.start(state, game, Origin::from_slug(&origin).unwrap_or_default());
                }
                // The worker's whole sentence (a short link's refusal says it is one).
                Answer::NotGenerated { reason, .. } => state.notice.set(Some(reason)),
                _ => {}
            }
        });
        provide_context(maker);
        maker
    }

    /// Sends the request `ask` makes with a fresh id (the id, and for "New puzzle" the
    /// seed, is the clock); it replaces any other.
    fn send(self, ask: impl FnOnce(u64) -> Request) {
        let id = now_ms().max(self.pending.get_value() + 1);
        self.pending.set_value(id);
        self.making.set(Some(String::new()));
        self.engine.send(&ask(id));
    }

    /// Asks for the puzzle of a short link's `value` (the worker reads and checks it).
    pub fn open_link(self, state: AppState, value: String) {
        self.send(|id| Request::ShortLink {
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
        self.send(|id| Request::Generate {
            id,
            lang: state.lang.get_untracked(),
            options,
            seed: id,
        });
    }
}

/// "New puzzle:" and one button per level; while a puzzle is made, the progress and Stop
/// (another level asked for meanwhile replaces the request: the worker does the newest);
/// then, outside that group, the link to today's puzzle and practice.
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
        // Today's puzzle and practice are a page of their own (practice.html, its own wasm).
        <a class="practice" href="./practice.html">{state.label("practice.link")}</a>
    }
}
