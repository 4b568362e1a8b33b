//! The daily puzzle: the same puzzle for everyone on a given date, made on the device from
//! the date alone ([`daily`]), and the streak of days on which it was solved.
//!
//! The level follows the week as newspapers do, easy at the start and hardest at the
//! weekend: Monday and Tuesday Easy, Wednesday and Thursday Medium, Friday and Saturday
//! Hard, Sunday Expert. Every daily puzzle is standard sudoku with central symmetry (as
//! printed puzzles are); its seed is the date as a number, `20261124`, so the seed of a
//! game says which day's puzzle it is ([`date_of`]). Natively the seven levels take 0.2–8 ms
//! a puzzle (`stepwise generate --level expert --symmetry central --seed 20261124 --count
//! 60 --jobs 1`: 0.47 s for 60).
//!
//! The streak is kept in a small record of its own (not in the games, so deleting a game
//! keeps it): the dates whose daily puzzle was solved, one per line under a version line.
//! Reading is forgiving: lines that are not dates are skipped (and kept by [`record`],
//! which only appends), so damaged storage never stops the app and is never thrown away.

use super::origin::Made;
use crate::engine::closed::closed_enum;
use crate::engine::generator::{Options, Symmetry, Target};
use crate::engine::{Level, Variant};

/// A calendar date (proleptic Gregorian), as the browser's local clock gives it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Date {
    /// The year.
    pub year: i32,
    /// The month, 1–12.
    pub month: u8,
    /// The day of the month, 1–31.
    pub day: u8,
}

closed_enum! {
    /// A day of the week.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Weekday {
        /// Monday.
        Monday,
        /// Tuesday.
        Tuesday,
        /// Wednesday.
        Wednesday,
        /// Thursday.
        Thursday,
        /// Friday.
        Friday,
        /// Saturday.
        Saturday,
        /// Sunday.
        Sunday,
    }
}

impl Weekday {
    /// The daily puzzle's level on this day.
    pub const fn level(self) -> Level {
        match self {
            Weekday::Monday | Weekday::Tuesday => Level::Easy,
            Weekday::Wednesday | Weekday::Thursday => Level::Medium,
            Weekday::Friday | Weekday::Saturday => Level::Hard,
            Weekday::Sunday => Level::Expert,
        }
    }
}

impl Date {
    /// The date, if it is one (years 1–9999).
    pub fn new(year: i32, month: u8, day: u8) -> Option<Date> {
        let ok = (1..=9999).contains(&year)
            && (1..=12).contains(&month)
            && day >= 1
            && day <= days_in_month(year, month);
        ok.then_some(Date { year, month, day })
    }

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
    pub fn days(self) -> i64 {
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` after 1970-01-01 (`civil_from_days`), if it is in years 1–9999.
    pub fn from_days(days: i64) -> Option<Date> {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = yoe + era * 400 + i64::from(month <= 2);
        Date::new(i32::try_from(year).ok()?, month, day)
    }

    /// The day before.
    pub fn previous(self) -> Option<Date> {
        Date::from_days(self.days() - 1)
    }

    /// Its day of the week (1970-01-01 was a Thursday).
    pub fn weekday(self) -> Weekday {
        Weekday::ALL[(self.days() + 3).rem_euclid(7) as usize]
    }

    /// `2026-11-24`.
    pub fn text(self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }

    /// The date [`Date::text`] wrote (`YYYY-MM-DD`, digits only).
    pub fn parse(text: &str) -> Option<Date> {
        let b = text.trim().as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return None;
        }
        let number = |digits: &[u8]| {
            digits.iter().try_fold(0u16, |n, &d| {
                d.is_ascii_digit().then(|| n * 10 + u16::from(d - b'0'))
            })
        };
        Date::new(
            i32::from(number(&b[..4])?),
            number(&b[5..7])? as u8,
            number(&b[8..])? as u8,
        )
    }

    /// `20261124`: the daily puzzle's seed.
    pub fn seed(self) -> u64 {
        self.year as u64 * 10_000 + u64::from(self.month) * 100 + u64::from(self.day)
    }
}

fn days_in_month(year: i32, month: u8) -> u8 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// The daily puzzle of `date`: the generator's options and seed.
pub fn daily(date: Date) -> Made {
    Made {
        options: Options {
            symmetry: Symmetry::Central,
            ..Options::new(Variant::Standard, Target::Level(date.weekday().level()))
        },
        seed: date.seed(),
    }
}

/// The date whose daily puzzle `origin` made, if it is one.
pub fn date_of(origin: &Made) -> Option<Date> {
    let s = origin.seed;
    let date = Date::new(
        i32::try_from(s / 10_000).ok()?,
        (s / 100 % 100) as u8,
        (s % 100) as u8,
    )?;
    (daily(date) == *origin).then_some(date)
}

/// The storage key of the solved-days record.
pub const SOLVED_KEY: &str = "stepwise/v1/daily-solved";

/// The first line of the solved-days record.
pub const RECORD_MAGIC: &str = "stepwise-daily 1";

/// The dates a solved-days record holds (lines that are not dates skipped); empty for a
/// text that is not such a record.
pub fn solved_dates(record: &str) -> Vec<Date> {
    let mut lines = record.lines();
    if lines.next().map(str::trim) != Some(RECORD_MAGIC) {
        return Vec::new();
    }
    lines.filter_map(Date::parse).collect()
}

/// The record with `date` added: `None` when there is nothing to write (the date is in it
/// already, or the stored text is not a record of ours, which is then left alone). Only
/// appends: whatever the record held stays.
pub fn record(stored: Option<&str>, date: Date) -> Option<String> {
    let day = date.text();
    let text = stored.unwrap_or(RECORD_MAGIC);
    let mut lines = text.lines();
    if lines.next().map(str::trim) != Some(RECORD_MAGIC) || lines.any(|l| l.trim() == day) {
        return None;
    }
    let sep = if text.ends_with('\n') { "" } else { "\n" };
    Some(format!("{text}{sep}{day}\n"))
}

/// Consecutive days whose daily puzzle was solved, ending today, or yesterday while
/// today's is not solved yet (the streak is not lost before the day is over).
pub fn streak(solved: &[Date], today: Date) -> u32 {
    let mut day = if solved.contains(&today) {
        Some(today)
    } else {
        today.previous()
    };
    let mut n = 0;
    while let Some(d) = day.filter(|d| solved.contains(d)) {
        n += 1;
        day = d.previous();
    }
    n
}

#[cfg(test)]
mod tests;
