//! [`AppState`]: the reactive handles every component shares, provided once as context.

use leptos::prelude::*;

use crate::engine::Cell;
use crate::game::coach::{BoardKey, HintPanel};
use crate::game::settings::Language;
use crate::game::{Command, Game, Outcome, Refusal, Settings, Verdict};
use crate::i18n::{Lang, has_table, tr, trf};

/// The app's shared state. `Copy`, so components take it from context by value.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The one source of truth about the puzzle.
    pub game: RwSignal<Game>,
    /// The play clock's live reading (ms). A tick changes only this signal: it re-renders
    /// the clock and nothing else (no verdict, no cells, no storage write). The game takes
    /// the reading with the next move ([`AppState::apply`]) or when the page is hidden
    /// ([`AppState::sync_clock`]).
    pub clock: RwSignal<u64>,
    /// The verdict on the givens, recomputed only when the game changes or the engine
    /// worker's verdict arrives ([`Judge`](super::judge::Judge); `Pending` until then).
    pub verdict: Memo<Verdict>,
    /// The engine worker's verdicts.
    pub judge: super::judge::Judge,
    /// The selected cell (UI state, not part of the game: selection is not an action).
    pub selected: RwSignal<Option<Cell>>,
    /// The sentence for the ARIA live region (what just happened).
    pub announcement: RwSignal<String>,
    /// A one-time notice (storage trouble), dismissible.
    pub notice: RwSignal<Option<String>>,
    /// The player's settings (saved apart from the games).
    pub settings: RwSignal<Settings>,
    /// The language the player wants: the setting, or the browser's language for "auto".
    pub wanted_lang: Memo<Lang>,
    /// Whether the German table has arrived (it is fetched when German is first wanted).
    pub german_ready: RwSignal<bool>,
    /// The interface language: the wanted one once its table is there, English until then.
    pub lang: Memo<Lang>,
    /// The engine worker (hints, the steps list, ratings).
    pub engine: super::engine::Engine,
    /// What a hint is about on the board now (digits, centre notes, rules, stage).
    pub board: Memo<BoardKey>,
    /// The hint panel's state (its rules are the model's: [`HintPanel`]).
    pub hint: RwSignal<HintPanel>,
    /// What the open hint highlights on the board (empty when no hint is open or it is
    /// stale): derived from the panel and the board.
    pub hint_marks: Memo<crate::engine::Highlights>,
}

impl AppState {
    /// Creates the state around a loaded game.
    pub fn new(mut game: Game, settings: Settings, notice: Option<String>) -> AppState {
        game.set_options(settings.play_options());
        let clock = RwSignal::new(game.elapsed_ms());
        let game = RwSignal::new(game);
        let settings = RwSignal::new(settings);
        let wanted_lang = Memo::new(move |_| wanted_lang(settings.with(|s| s.language)));
        let german_ready = RwSignal::new(has_table(Lang::De));
        let board = Memo::new(move |_| game.with(BoardKey::of));
        let hint = RwSignal::new(HintPanel::default());
        let judge = super::judge::Judge::new();
        AppState {
            game,
            clock,
            verdict: Memo::new(move |_| judge.verdict(&game.with(Game::puzzle))),
            judge,
            selected: RwSignal::new(None),
            announcement: RwSignal::new(String::new()),
            notice: RwSignal::new(notice),
            settings,
            wanted_lang,
            german_ready,
            lang: Memo::new(move |_| match wanted_lang.get() {
                Lang::De if !german_ready.get() => Lang::En,
                lang => lang,
            }),
            engine: super::engine::Engine::new(super::engine::ENGINE_WORKER),
            board,
            hint,
            hint_marks: Memo::new(move |_| hint.with(|p| board.with(|b| p.highlights(b)))),
        }
    }

    /// The text for `key` in the current language (tracked: re-renders on a switch).
    pub fn tr(self, key: &'static str) -> &'static str {
        tr(self.lang.get(), key)
    }

    /// A label in the interface language that follows a language switch. Every label is the
    /// same closure type, so the views share one instantiation of its rendering code (each
    /// distinct `move || state.tr(…)` in a view cost code of its own; sharing one saved
    /// 3.5 KB gzip over 64 labels).
    pub fn label(self, key: &'static str) -> impl Fn() -> &'static str + Copy + 'static {
        move || self.tr(key)
    }

    /// The text for `key` in the current language, for event handlers (not tracked).
    pub fn tr_untracked(self, key: &'static str) -> &'static str {
        tr(self.lang.get_untracked(), key)
    }

    /// Selects `cell` (or nothing); a tap on a cell also answers a hint's awaited guess.
    pub fn select(self, cell: Option<Cell>) {
        self.selected.set(cell);
        if let Some(c) = cell {
            super::hint_panel::tapped(self, c);
        }
    }

    /// Changes the settings and hands the game the options it needs from them.
    pub fn update_settings(self, change: impl FnOnce(&mut Settings)) {
        self.settings.update(change);
        let options = self.settings.with_untracked(Settings::play_options);
        self.game.update(|g| g.set_options(options));
    }

    /// The state from context (provided by `App`).
    pub fn get() -> AppState {
        expect_context::<AppState>()
    }

    /// Applies `command` to the game and announces a refusal.
    pub fn dispatch(self, command: Command) {
        self.apply(command);
    }

    /// [`AppState::dispatch`] that also says what happened, for callers that announce it.
    /// The move is recorded at the clock's live reading.
    pub fn apply(self, command: Command) -> Outcome {
        let mut outcome = Outcome::Unchanged;
        let clock = self.clock.get_untracked();
        self.game.update(|g| {
            g.apply(Command::Tick(clock_delta(g, clock)));
            outcome = g.apply(command);
        });
        // A new puzzle starts its clock at 0; a refused tick (solved, entering) keeps the
        // game's reading.
        let elapsed = self.game.with_untracked(Game::elapsed_ms);
        if elapsed != clock {
            self.clock.set(elapsed);
        }
        if let Outcome::Refused(Refusal::GivenIsLocked(cell)) = outcome {
            let lang = self.lang.get_untracked();
            self.announcement.set(trf(
                lang,
                "given.locked",
                &[("cell", &crate::i18n::cell_name(lang, cell))],
            ));
        }
        outcome
    }

    /// Hands the game the clock's live reading, if it moved since the last move (before the
    /// page is hidden or closed, so the saved time is right).
    pub fn sync_clock(self) {
        let clock = self.clock.get_untracked();
        if self.game.with_untracked(|g| clock_delta(g, clock)) > 0 {
            self.game.update(|g| {
                g.apply(Command::Tick(clock_delta(g, clock)));
            });
        }
    }

    /// Puts another game on the board, its clock with it.
    pub fn replace_game(self, game: Game) {
        self.clock.set(game.elapsed_ms());
        self.game.set(game);
    }

    /// Enters `digit` (or erases, for `None`) in the selected cell, if there is one.
    pub fn enter_in_selection(self, digit: Option<crate::engine::Digit>) {
        let Some(cell) = self.selected.get_untracked() else {
            self.announcement
                .set(tr(self.lang.get_untracked(), "select.first").to_string());
            return;
        };
        self.dispatch(match digit {
            Some(d) => Command::Enter(cell, d),
            None => Command::Erase(cell),
        });
    }
}

/// How far the live `clock` is ahead of the game's own reading (a tick's worth of `u32`).
fn clock_delta(game: &Game, clock: u64) -> u32 {
    u32::try_from(clock.saturating_sub(game.elapsed_ms())).unwrap_or(u32::MAX)
}

/// The language the setting asks for: the browser's when it says "auto".
pub(super) fn wanted_lang(language: Language) -> Lang {
    match language {
        Language::English => Lang::En,
        Language::German => Lang::De,
        Language::Auto => browser_lang(),
    }
}

/// English or German from `navigator.language`.
fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map_or(Lang::En, |tag| Lang::from_tag(&tag))
}
