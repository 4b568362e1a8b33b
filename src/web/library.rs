//! [`Library`]: which saved game is on the board, which screen is shown, and the actions that
//! switch games (continue, new, delete and undo, open a link). The autosave Effect lives here:
//! the one place a game is written to storage. Pure rules (entry text, order, ids) are in
//! [`crate::game::library`]; storage access in [`super::storage`].

use crate::engine::closed::closed_enum;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use gloo_storage::errors::StorageError;

use super::engine::Engine;
use super::state::AppState;
use super::storage::{self, Current, Notice, Store};
use crate::engine::{Grid, Variant};
use crate::game::Game;
use crate::game::engine_job::{Answer, Request};
use crate::game::level::Level;
use crate::game::library::name::{Origin, clean_name};
use crate::game::library::{EntryMeta, GameId, worth_keeping};
use crate::game::link::Shared;

closed_enum! {
    /// Which screen fills the page.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Screen {
        /// The board and its controls.
        Play,
        /// The saved games.
        Library,
    }
}

impl Screen {
    /// Its stored name (a reload returns to the screen shown last).
    pub fn slug(self) -> &'static str {
        match self {
            Screen::Play => "play",
            Screen::Library => "games",
        }
    }

    /// The screen of a stored name; anything else is `None` (then the board).
    pub fn from_slug(text: &str) -> Option<Screen> {
        Screen::ALL.into_iter().find(|s| s.slug() == text)
    }
}

/// A deleted entry, kept in memory so the delete can be undone.
#[derive(Clone, PartialEq, Debug)]
pub struct Deleted {
    /// The storage key it had.
    pub key: String,
    /// Everything it had stored (its text and history blocks).
    pub stored: crate::game::library::StoredEntry,
}

/// The library's reactive handles (context, `Copy`).
#[derive(Clone, Copy)]
pub struct Library {
    storage: Option<Store>,
    /// The id of the game on the board.
    pub id: RwSignal<GameId>,
    /// Its library facts (created, last played, level).
    pub meta: RwSignal<EntryMeta>,
    /// The screen shown.
    pub screen: RwSignal<Screen>,
    /// Bumped whenever entries change, so lists re-read storage.
    pub revision: RwSignal<u32>,
    /// The last deleted entry (for "Undo").
    pub deleted: RwSignal<Option<Deleted>>,
    /// The product label of the puzzle on the board (`None`: not rateable, or not rated
    /// yet), from its rating card; saved with the game.
    pub rating: RwSignal<Option<Level>>,
    /// The rating card of the puzzle on the board, made by the engine worker after Start
    /// (and again in another language): its sections, each a heading and lines, separated
    /// by a blank line (a signal type the page has already: each new one costs code).
    pub card: RwSignal<Option<String>>,
    /// The id of the rating request whose answer is awaited.
    rating_request: StoredValue<u64>,
    /// The engine worker that rates (a worker of its own, so a rating never delays a hint).
    rater: Engine,
}

/// The screen stored last, if it names one.
fn storage_screen(store: Store) -> Option<Screen> {
    super::storage::screen(store).and_then(|s| Screen::from_slug(&s))
}

/// Milliseconds since 1970 by the browser's clock.
pub fn now_ms() -> u64 {
    js_sys::Date::now().max(0.0) as u64
}

impl Library {
    /// Creates the library around the loaded game and provides it as context.
    pub fn provide(storage: Option<Store>, current: &Current) -> Library {
        let lib = Library {
            storage,
            id: RwSignal::new(current.id.clone()),
            meta: RwSignal::new(current.meta.clone()),
            screen: RwSignal::new(storage.and_then(storage_screen).unwrap_or(Screen::Play)),
            revision: RwSignal::new(0),
            deleted: RwSignal::new(None),
            rating: RwSignal::new(current.meta.level),
            card: RwSignal::new(None),
            rating_request: StoredValue::new(0),
            rater: Engine::new(super::engine::ENGINE_WORKER),
        };
        lib.rater.on_answer(move |answer| lib.answered(answer));
        // A reload returns to the screen shown last (written when it changes, never idle).
        Effect::new(move |shown: Option<Screen>| {
            let screen = lib.screen.get();
            if let Some(store) = storage.filter(|_| shown.is_some_and(|s| s != screen)) {
                let _ = super::storage::save_screen(store, screen.slug());
            }
            screen
        });
        provide_context(lib);
        lib
    }

    /// The library from context.
    pub fn get() -> Library {
        expect_context::<Library>()
    }

    /// Runs `f` with localStorage, if it works.
    pub fn with_storage<R>(self, f: impl FnOnce(Store) -> R) -> Option<R> {
        self.storage.map(f)
    }

    /// Whether there is a storage to save in.
    pub fn has_storage(self) -> bool {
        self.storage.is_some()
    }

    /// Installs the autosave: every change of the game (or of which game is on the board) is
    /// written at once; the clock's reading is taken and written when the page is hidden or
    /// left (`visibilitychange`, `pagehide`), never on a tick. A blank board is not kept. A
    /// failed write is said once; play goes on in memory.
    pub fn install_autosave(self, state: AppState) {
        let mut warned = !self.has_storage();
        let on_leave = move || {
            state.sync_clock();
            // Written now: the page may be gone before the Effect runs.
            let _ = self.save(state, self.rating.get_untracked());
        };
        // `visibilitychange` is the document's event (it reaches the window only when it
        // bubbles); the app lives as long as the page, so the listener is never removed.
        let hide = Closure::<dyn Fn()>::new(move || {
            if document().hidden() {
                on_leave();
            }
        });
        let _ = document()
            .add_event_listener_with_callback("visibilitychange", hide.as_ref().unchecked_ref());
        hide.forget();
        let leave = window_event_listener(leptos::ev::pagehide, move |_| on_leave());
        on_cleanup(move || leave.remove());
        Effect::new(move |_| {
            self.id.track();
            state.game.track();
            let written = self.save(state, self.rating.get());
            state
                .game
                .with_untracked(|g| super::daily::note_solved(self, g));
            if let Some(Err(error)) = written
                && !warned
            {
                warned = true;
                self.notify(state, &Notice::write_failed(&error));
            }
            // Lists elsewhere re-read storage; while the board is shown nothing lists games, so
            // timer ticks do not rescan the library.
            if self.screen.get_untracked() != Screen::Play {
                self.revision.update(|r| *r = r.wrapping_add(1));
            }
        });
    }

    /// Writes the game on the board (or removes its entry, for a blank board); `None` without
    /// storage, else how the write went.
    fn save(
        self,
        state: AppState,
        level: Option<crate::game::level::Level>,
    ) -> Option<Result<(), StorageError>> {
        let id = self.id.get_untracked();
        state.game.with_untracked(|game| {
            self.with_storage(|s| {
                if !worth_keeping(game) {
                    storage::remove(s, &id.key());
                    return Ok(());
                }
                let old = self.meta.get_untracked();
                let meta = EntryMeta {
                    played_ms: now_ms(),
                    level,
                    // A made puzzle whose givens may have changed keeps only its level.
                    origin: old.origin.kept_for(game, level),
                    ..old
                };
                let written = storage::write(s, &id, &meta, game);
                self.meta.set(meta);
                written
            })
        })
    }

    /// Rates the puzzle on the board in the engine worker once it is played (after Start,
    /// and whenever its givens or rules change then), and again when the language changes:
    /// the rating card and its label. New givens forget the label until it is known again.
    /// The first rating waits until the page is drawn, so the worker is fetched after the
    /// first paint.
    pub fn install_rating(self, state: AppState) {
        let puzzle: Memo<(Variant, Grid, bool)> = Memo::new(move |_| {
            state.game.with(|g| {
                (
                    g.variant(),
                    *g.givens(),
                    g.stage() == crate::game::Stage::Playing,
                )
            })
        });
        Effect::watch(
            move || (puzzle.get(), state.lang.get()),
            move |((variant, givens, playing), lang), previous, _| {
                let changed = previous.is_some_and(|((v, g, _), _)| (v, g) != (variant, givens));
                if changed {
                    self.rating.set(None);
                    self.card.set(None);
                }
                if !playing {
                    return;
                }
                let id = self.rating_request.get_value() + 1;
                self.rating_request.set_value(id);
                let request = Request::RatingCard {
                    id,
                    lang: *lang,
                    variant: *variant,
                    givens: *givens,
                };
                if previous.is_some() {
                    self.rater.send(&request);
                } else {
                    // After the first frame is painted.
                    super::after_first_paint(move || self.rater.send(&request));
                }
            },
            true,
        );
    }

    /// Takes the rater's answer: the card, and its label when it is news (so an unchanged
    /// label writes nothing).
    fn answered(self, answer: Answer) {
        if let Answer::RatingCard { id, card } = answer
            && id == self.rating_request.get_value()
        {
            if self.rating.get_untracked() != card.label {
                self.rating.set(card.label);
            }
            self.card.set(Some(card.text));
        }
    }

    /// Every id in the library (to pick a fresh one).
    fn taken(self) -> Vec<GameId> {
        let mut ids: Vec<GameId> = self
            .with_storage(|s| storage::scan(s).0.into_iter().map(|e| e.id).collect())
            .unwrap_or_default();
        ids.push(self.id.get_untracked());
        ids
    }

    /// Puts `game`, begun as `origin`, on the board as a new library entry.
    pub fn start(self, state: AppState, mut game: Game, origin: Origin) {
        let now = now_ms();
        let id = GameId::fresh(now, &self.taken());
        game.set_options(state.settings.with_untracked(|s| s.play_options()));
        self.meta.set(EntryMeta {
            created_ms: now,
            played_ms: now,
            origin,
            ..EntryMeta::default()
        });
        // A failed write here is said by the autosave that follows.
        self.with_storage(|s| storage::set_current(s, &id));
        self.id.set(id);
        state.replace_game(game);
        state.selected.set(None);
        self.screen.set(Screen::Play);
    }

    /// A new blank game (the others stay in the library).
    pub fn new_game(self, state: AppState) {
        self.start(state, Game::default(), Origin::Typed);
    }

    /// Opens a shared puzzle as a new game.
    pub fn open_shared(self, state: AppState, shared: Shared) {
        self.start(state, shared.into_game(), Origin::Link);
    }

    /// Names game `id` as the player typed it (an empty name brings the default back): the
    /// game on the board through the autosave's meta, another one read and written again.
    pub fn rename(self, state: AppState, id: &GameId, text: &str) {
        let name = clean_name(text);
        if self.id.with_untracked(|current| current == id) {
            self.meta.set(EntryMeta {
                name,
                ..self.meta.get_untracked()
            });
            if let Some(Err(e)) = self.save(state, self.rating.get_untracked()) {
                self.notify(state, &Notice::write_failed(&e));
            }
        } else if let Some(Ok((meta, game))) = self.with_storage(|s| storage::read(s, id)) {
            let meta = EntryMeta { name, ..meta };
            if let Some(Err(e)) = self.with_storage(|s| storage::write(s, id, &meta, &game)) {
                self.notify(state, &Notice::write_failed(&e));
            }
        }
        self.revision.update(|n| *n += 1);
    }

    /// Continues game `id`; a notice if it cannot be read.
    pub fn open(self, state: AppState, id: &GameId) {
        let read = self.with_storage(|s| storage::read(s, id));
        match read {
            Some(Ok((meta, mut game))) => {
                game.set_options(state.settings.with_untracked(|s| s.play_options()));
                self.with_storage(|s| storage::set_current(s, id));
                self.meta.set(meta);
                self.id.set(id.clone());
                state.replace_game(game);
                state.selected.set(None);
                self.screen.set(Screen::Play);
            }
            Some(Err(error)) => self.notify(
                state,
                &Notice::OpenFailed(storage::Unreadable {
                    key: id.key(),
                    error,
                }),
            ),
            None => {}
        }
    }

    /// Deletes the entry under `key` (kept in memory for "Undo"); the game on the board is
    /// replaced by a blank one if it was that entry.
    pub fn delete(self, state: AppState, key: &str) {
        let Some(stored) = self.with_storage(|s| storage::raw(s, key)).flatten() else {
            return;
        };
        self.with_storage(|s| storage::remove(s, key));
        self.deleted.set(Some(Deleted {
            key: key.to_string(),
            stored,
        }));
        if self.id.get_untracked().key() == key {
            self.new_game(state);
            self.screen.set(Screen::Library);
        }
        self.revision.update(|r| *r = r.wrapping_add(1));
    }

    /// Puts the last deleted entry back. If storage refuses (full), the player is told and
    /// "Undo" stays offered: the entry is still in memory.
    pub fn undo_delete(self, state: AppState) {
        if let Some(d) = self.deleted.get_untracked() {
            match self.with_storage(|s| storage::put(s, &d.key, &d.stored)) {
                Some(Err(error)) => self.notify(state, &Notice::write_failed(&error)),
                _ => self.deleted.set(None),
            }
            self.revision.update(|r| *r = r.wrapping_add(1));
        }
    }

    /// Shows `notice` in the app's notice bar.
    pub fn notify(self, state: AppState, notice: &Notice) {
        state
            .notice
            .set(Some(notice.text(state.lang.get_untracked())));
    }
}
