//! "New puzzle": a puzzle of the chosen level made on the device, in an engine worker of
//! its own (the generator, `engine::generator`; the hint worker stays free), with the
//! worker's progress and Stop; the puzzle opens as a new game, ready to play, and is kept
//! with its origin (options and seed), shared and printed like any other. Offered on the
//! first screen (beside the paste box) and on the games screen, with today's puzzle
//! ([`super::daily`]) and practice ([`super::practice`]), which ask the same worker. A short
//! link (`#g=…`) is opened here too: generated again, checked, then opened.

use leptos::prelude::*;

use super::engine::{ENGINE_WORKER, Engine};
use super::library::{Library, now_ms};
use super::library_view::level_label;
use super::state::AppState;
use crate::engine::generator::{Options, Target};
use crate::engine::{Level, Puzzle, Technique};
use crate::game::engine_job::{Answer, Request};
use crate::game::link::LinkError;
use crate::game::library::name::Origin;
use crate::game::origin::Made;
use crate::game::origin::short::ShortLink;
use crate::game::{Command, Game};

/// What a generate request asked for: the origin, and a short link's check.
type Asked = Option<(Made, Option<u16>)>;

/// The generating worker and what it is doing (context, `Copy`).
#[derive(Clone, Copy)]
pub struct Maker {
    engine: Engine,
    /// While a puzzle is being made: the worker's newest progress sentence ("" before the
    /// first).
    making: RwSignal<Option<String>>,
    /// The newest request's id, the origin it asked for and a short link's check.
    pending: StoredValue<(u64, Asked)>,
    /// The techniques to practise with their levels and names, from the worker.
    pub techniques: RwSignal<Vec<(Technique, Level, String)>>,
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
            techniques: RwSignal::new(Vec::new()),
            solved: RwSignal::new(lib.with_storage(super::daily::stored).flatten()),
        };
        maker.engine.on_answer(move |answer| match answer {
            Answer::Generated {
                id,
                variant,
                givens,
                ..
            } => {
                let (wanted, asked) = maker.pending.get_value();
                let Some((origin, check)) = asked.filter(|_| id == wanted) else {
                    return;
                };
                maker.making.set(None);
                if check.is_some_and(|c| !ShortLink { origin, check: c }.matches(&givens)) {
                    let lang = state.lang.get_untracked();
                    state.notice.set(Some(super::share::link_error_text(
                        lang,
                        &LinkError::OtherPuzzle,
                    )));
                    return;
                }
                let mut game = Game::default();
                game.apply(Command::Load(Box::new(Puzzle::new(variant, givens))));
                game.apply(Command::Start);
                lib.start(state, game, Origin::Made(origin));
            }
            Answer::Progress { text, .. } => maker.making.set(Some(text)),
            Answer::NotGenerated { reason, .. } => {
                maker.making.set(None);
                state.notice.set(Some(reason));
            }
            Answer::Failed { .. } => maker.making.set(None),
            Answer::Techniques { list, .. } => maker.techniques.set(list),
            _ => {}
        });
        provide_context(maker);
    }

    /// Asks for the puzzle of `origin`; with a short link's `check`, the puzzle must pass it.
    pub fn ask(self, state: AppState, origin: Made, check: Option<u16>) {
        let id = now_ms().max(self.pending.get_value().0 + 1);
        self.pending.set_value((id, Some((origin, check))));
        self.making.set(Some(String::new()));
        self.engine.send(&Request::Generate {
            id,
            lang: state.lang.get_untracked(),
            options: origin.options,
            seed: origin.seed,
        });
    }

    /// Asks the worker for the techniques to practise, named in the page's language.
    pub fn list_techniques(self, state: AppState) {
        self.engine.send(&Request::Techniques {
            id: 1,
            lang: state.lang.get_untracked(),
        });
    }

    /// Asks for a puzzle of `level` in the board's variant, seeded by the clock.
    fn make(self, state: AppState, level: Level) {
        let options = Options::new(
            state.game.with_untracked(|g| g.variant()),
            Target::Level(level),
        );
        self.ask(
            state,
            Made {
                options,
                seed: now_ms(),
            },
            None,
        );
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
        <super::practice::Practice/>
    }
}
