//! Today's puzzle and the streak: the date from the browser's local clock (the only place
//! the date is read; the puzzle is `game::daily`'s pure function of it), a button that opens
//! today's game (reopened from the library when it was started already today), and the
//! streak of days solved, kept in `stepwise/v1/daily-solved` apart from the games so
//! deleting a game keeps it.

use leptos::prelude::*;

use super::library::Library;
use super::library_view::level_label;
use super::new_puzzle::Maker;
use super::state::AppState;
use super::storage;
use crate::game::daily::{Date, record, solved_dates, streak};
use crate::game::{Game, Stage};
use crate::i18n::trn;

/// The key of the solved-days record.
const SOLVED_KEY: &str = "stepwise/v1/daily-solved";

/// Today by the browser's local clock.
fn today() -> Date {
    let d = js_sys::Date::new_0();
    Date::new(
        d.get_full_year() as i32,
        d.get_month() as u8 + 1,
        d.get_date() as u8,
    )
    .unwrap_or(Date {
        year: 2026,
        month: 1,
        day: 1,
    })
}

/// The solved-days record as stored.
pub fn stored(store: storage::Store) -> Option<String> {
    storage::record(store, SOLVED_KEY)
}

/// Records the day whose daily puzzle `game` is, once it is solved (called by the autosave,
/// which sees every change of the game; no Effect of its own).
pub fn note_solved(lib: Library, game: &Game) {
    let day = lib.meta.with_untracked(|m| m.origin.daily());
    let Some(maker) = use_context::<Maker>() else {
        return;
    };
    if let Some(day) = day.filter(|_| game.is_solved())
        && let Some(text) = record(maker.solved.get_untracked().as_deref(), day)
    {
        // A refused write keeps the day in memory for this session.
        lib.with_storage(|s| storage::save_record(s, SOLVED_KEY, &text));
        maker.solved.set(Some(text));
    }
}

/// The streak as of today.
fn days(maker: Maker) -> u32 {
    maker
        .solved
        .with(|t| streak(&solved_dates(t.as_deref().unwrap_or("")), today()))
}

/// A text of this module that follows the language, the streak and the game: every one is
/// the same closure type, so the views share one instantiation of its rendering code (as
/// `AppState::label` does for fixed labels).
fn text(
    state: AppState,
    maker: Maker,
    words: fn(AppState, Maker) -> String,
) -> impl Fn() -> String + Copy + 'static {
    move || words(state, maker)
}

/// "easy · Streak: 2 days": today's level and the streak, beside the button.
fn level_and_streak(state: AppState, maker: Maker) -> String {
    let level = state.tr(level_label(Some(today().weekday().level())));
    match days(maker) {
        0 => level.to_string(),
        n => format!(
            "{level} · {}",
            trn(state.lang.get(), "daily.streak", u64::from(n), &[])
        ),
    }
}

/// "Today's puzzle solved. Streak: 2 days" once the daily game on the board is solved;
/// empty otherwise.
fn done_words(state: AppState, maker: Maker) -> String {
    let lib = Library::get();
    let done = state
        .game
        .with(|g| g.is_solved() && g.stage() == Stage::Playing);
    if done && lib.meta.with(|m| m.origin.daily()).is_some() {
        trn(state.lang.get(), "daily.done", u64::from(days(maker)), &[])
    } else {
        String::new()
    }
}

/// "Today's puzzle", its level and the streak, beside "New puzzle".
#[component]
pub fn Daily() -> impl IntoView {
    let state = AppState::get();
    let lib = Library::get();
    let maker = expect_context::<Maker>();
    let open = move |_| {
        let day = today();
        let started = lib
            .with_storage(|s| storage::scan(s).0)
            .unwrap_or_default()
            .into_iter()
            .filter(|g| g.meta.origin.daily() == Some(day))
            .max_by_key(|g| g.meta.played_ms);
        match started {
            Some(game) => lib.open(state, &game.id),
            None => maker.daily(state, day),
        }
    };
    view! {
        <p class="daily">
            <button class="primary" on:click=open>{state.label("daily.today")}</button>
            " "
            <span class="muted streak">{text(state, maker, level_and_streak)}</span>
        </p>
    }
}

/// Under the finish summary when today's puzzle is solved: the streak (empty, and hidden by
/// the style sheet, otherwise).
#[component]
pub fn DailyDone() -> impl IntoView {
    let state = AppState::get();
    let maker = expect_context::<Maker>();
    view! { <p class="daily-done" role="status">{text(state, maker, done_words)}</p> }
}
