//! "New puzzle": a puzzle of the chosen level made on the device, in an engine worker of
//! its own (the generator, `engine::generator`; the hint worker stays free), with the
//! worker's progress and Stop; the puzzle opens as a new game, ready to play, and is kept,
//! shared and printed like any other. Offered on the first screen (beside the paste box)
//! and on the games screen.

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
    /// The level last asked for (the new game's origin).
    asked: RwSignal<Option<Level>>,
}

impl Maker {
    /// Creates the maker (its worker starts with the first request) and provides it.
    pub fn provide(state: AppState, lib: Library) {
        let maker = Maker {
            engine: Engine::new(ENGINE_WORKER),
            making: RwSignal::new(None),
            asked: RwSignal::new(None),
        };
        maker.engine.on_answer(move |answer| match answer {
            Answer::Generated {
                variant, givens, ..
            } => {
                maker.making.set(None);
                let mut game = Game::default();
                game.apply(Command::Load(Box::new(Puzzle::new(variant, givens))));
                game.apply(Command::Start);
                let origin = maker
                    .asked
                    .get_untracked()
                    .map_or(Origin::Unknown, Origin::New);
                lib.start(state, game, origin);
            }
            Answer::Progress { text, .. } => maker.making.set(Some(text)),
            Answer::NotGenerated { .. } | Answer::Failed { .. } => maker.making.set(None),
            _ => {}
        });
        provide_context(maker);
    }

    /// Asks for a puzzle of `level` in the board's variant, seeded by the clock.
    fn make(self, state: AppState, level: Level) {
        let now = now_ms();
        self.making.set(Some(String::new()));
        self.asked.set(Some(level));
        self.engine.send(&Request::Generate {
            id: now,
            lang: state.lang.get_untracked(),
            options: Options::new(
                state.game.with_untracked(|g| g.variant()),
                Target::Level(level),
            ),
            seed: now,
        });
    }
}

/// "New puzzle:" and one button per level; while a puzzle is made, the progress and Stop
/// (another level asked for meanwhile replaces the request: the worker does the newest).
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
    }
}
