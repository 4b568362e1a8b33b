//! Today's puzzle on the page of today's puzzle and practice (issue 17 point 3): the date
//! from the browser's local clock (the only place it is read; the puzzle is
//! `game::daily`'s pure function of it), its level, the streak (the solved-days record the
//! app writes, read here), and where Play goes: today's game if the library holds one (the
//! app is told to open it: the game on the board is the library's `current-id`), else a new
//! one, made by the page's worker and opened by its short link (the app's worker makes it
//! again and says it is the day's, so the streak counts it).

use crate::game::daily::{Date, SOLVED_KEY, solved_dates, streak};
use crate::game::library::{GameId, head};
use crate::i18n::{Lang, tr, trn};
use crate::web::library::Screen;
use crate::web::storage::{self, Store};

/// Today by the browser's local clock, and its long form in `lang` ("Wednesday,
/// 25 November 2026", in the browser's calendar words).
pub fn today(lang: Lang) -> (Date, String) {
    let now = js_sys::Date::new_0();
    let date = Date::new(
        now.get_full_year() as i32,
        now.get_month() as u8 + 1,
        now.get_date() as u8,
    )
    .unwrap_or(Date {
        year: 2026,
        month: 1,
        day: 1,
    });
    let options = js_sys::Object::new();
    for (name, value) in [
        ("weekday", "long"),
        ("day", "numeric"),
        ("month", "long"),
        ("year", "numeric"),
    ] {
        let _ = js_sys::Reflect::set(&options, &name.into(), &value.into());
    }
    let long = now.to_locale_date_string(lang.code(), &options).into();
    (date, long)
}

/// "Streak: 3 days", with "Solved today." once today's puzzle is (an unreadable record is
/// no streak).
pub fn streak_text(lang: Lang, store: Option<Store>, day: Date) -> String {
    let record = store.and_then(|s| storage::record(s, SOLVED_KEY));
    let solved = solved_dates(record.as_deref().unwrap_or(""));
    let mut text = trn(lang, "daily.streak", u64::from(streak(&solved, day)), &[]);
    if solved.contains(&day) {
        text.push_str(" · ");
        text.push_str(tr(lang, "daily.solved"));
    }
    text
}

/// Today's game in the library, if one was begun (the one played last): found from the
/// entries' headers alone.
pub fn todays_game(store: Store, day: Date) -> Option<GameId> {
    storage::entry_texts(store)
        .into_iter()
        .filter_map(|(id, text)| {
            let (played, origin) = head(&text)?;
            (origin.daily() == Some(day)).then_some((played, id))
        })
        .max_by_key(|(played, _)| *played)
        .map(|(_, id)| id)
}

/// Makes game `id` the one the app opens next, on the board; whether storage took it.
pub fn open_next(store: Store, id: &GameId) -> bool {
    storage::set_current(store, id).is_ok()
        && storage::save_screen(store, Screen::Play.slug()).is_ok()
}
