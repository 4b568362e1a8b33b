//! The daily puzzle from fixed dates, every weekday's level, and the streak's arithmetic
//! over gaps and month and year boundaries.

use super::*;
use crate::engine::generator::generate;
use crate::engine::rating::{Options as RateOptions, rate};

fn date(text: &str) -> Date {
    Date::parse(text).unwrap_or_else(|| panic!("{text}"))
}

#[test]
fn fixed_dates_give_fixed_puzzles() {
    // Pinned: a change of the generator changes every daily puzzle and every short link.
    let cases = [
        ("2026-11-23", Level::Easy),
        ("2026-11-24", Level::Easy),
        ("2026-11-25", Level::Medium),
        ("2026-11-26", Level::Medium),
        ("2026-11-27", Level::Hard),
        ("2026-11-28", Level::Hard),
        ("2026-11-29", Level::Expert),
    ];
    let mut seen = Vec::new();
    for (text, level) in cases {
        let origin = daily(date(text));
        assert_eq!(origin.options.target, Target::Level(level), "{text}");
        assert_eq!(origin.options.variant, Variant::Standard);
        assert_eq!(origin.options.symmetry, Symmetry::Central);
        let made = generate(&origin.options, origin.seed).unwrap();
        let again = generate(&daily(date(text)).options, daily(date(text)).seed).unwrap();
        assert_eq!(made.puzzle, again.puzzle, "{text}: same date, same puzzle");
        assert_eq!(
            rate(&made.puzzle, RateOptions { copies: 0 }).unwrap().label,
            level
        );
        assert!(
            !seen.contains(&made.puzzle.givens),
            "{text}: a new puzzle every day"
        );
        seen.push(made.puzzle.givens);
        assert_eq!(date_of(&origin), Some(date(text)));
    }
    assert_eq!(
        generate(&daily(date("2026-11-24")).options, 20261124)
            .unwrap()
            .puzzle
            .givens
            .to_line(),
        PINNED_2026_11_24
    );
}

/// The daily puzzle of 2026-11-24.
const PINNED_2026_11_24: &str =
    "...7.2.......54..3.426...71..5..7.12.79...65.46.2..3..31...682.7..82.......4.3...";

#[test]
fn every_weekday_has_its_level() {
    // 2026-11-23 is a Monday.
    let monday = date("2026-11-23");
    let levels: Vec<Level> = (0..7)
        .map(|i| {
            Date::from_days(monday.days() + i)
                .unwrap()
                .weekday()
                .level()
        })
        .collect();
    assert_eq!(
        levels,
        [
            Level::Easy,
            Level::Easy,
            Level::Medium,
            Level::Medium,
            Level::Hard,
            Level::Hard,
            Level::Expert
        ]
    );
    for (i, day) in Weekday::ALL.into_iter().enumerate() {
        let d = Date::from_days(monday.days() + i as i64).unwrap();
        assert_eq!(d.weekday(), day);
        assert_eq!(daily(d).options.target, Target::Level(day.level()));
    }
    assert_eq!(date("1970-01-01").weekday(), Weekday::Thursday);
    assert_eq!(date("2000-02-29").weekday(), Weekday::Tuesday);
}

#[test]
fn dates_and_days_agree() {
    for days in -700_000..2_900_000i64 {
        if days % 997 != 0 && !(-800..800).contains(&days) {
            continue;
        }
        let d = Date::from_days(days).unwrap();
        assert_eq!(d.days(), days);
        assert_eq!(Date::parse(&d.text()), Some(d));
        assert_eq!(d.previous().map(Date::days), Some(days - 1));
    }
    for bad in [
        "2026-02-29",
        "2026-13-01",
        "2026-00-10",
        "2026-1-05",
        "26-01-05",
        "x",
        "",
        "2024-04-31",
        "2026-1?-23",
        "2026/11/24",
        "+026-11-24",
        "2026-11-245",
    ] {
        assert_eq!(Date::parse(bad), None, "{bad}");
    }
    assert!(Date::parse("2024-02-29").is_some());
    assert_eq!(Date::from_days(-800_000), None, "before year 1");
    assert_eq!(Date::new(2026, 12, 31).unwrap().seed(), 20261231);
}

#[test]
fn only_a_daily_puzzle_has_a_date() {
    let today = date("2026-11-24");
    let mut other = daily(today);
    other.options.target = Target::Level(Level::Hard);
    assert_eq!(date_of(&other), None);
    other = daily(today);
    other.seed = 20261332;
    assert_eq!(date_of(&other), None);
    other.seed = 1_763_829_574_000;
    assert_eq!(date_of(&other), None);
}

#[test]
fn the_streak_counts_consecutive_solved_days() {
    let solved = |texts: &[&str]| texts.iter().map(|t| date(t)).collect::<Vec<_>>();
    let cases: &[(&[&str], &str, u32)] = &[
        (&[], "2026-11-24", 0),
        (&["2026-11-24"], "2026-11-24", 1),
        // Today not solved yet: yesterday's streak still stands.
        (&["2026-11-23"], "2026-11-24", 1),
        (&["2026-11-22", "2026-11-23"], "2026-11-24", 2),
        (&["2026-11-22", "2026-11-23", "2026-11-24"], "2026-11-24", 3),
        // A gap ends it.
        (&["2026-11-21", "2026-11-23", "2026-11-24"], "2026-11-24", 2),
        (&["2026-11-22"], "2026-11-24", 0),
        // Month and year boundaries, a leap day.
        (&["2026-10-31", "2026-11-01"], "2026-11-01", 2),
        (&["2025-12-30", "2025-12-31", "2026-01-01"], "2026-01-02", 3),
        (&["2024-02-28", "2024-02-29", "2024-03-01"], "2024-03-01", 3),
        (&["2023-02-28", "2023-03-01"], "2023-03-01", 2),
        // Order and duplicates do not matter; a future date does not count.
        (
            &["2026-11-24", "2026-11-22", "2026-11-23", "2026-11-23"],
            "2026-11-24",
            3,
        ),
        (&["2026-11-25"], "2026-11-24", 0),
    ];
    for (days, today, n) in cases {
        assert_eq!(
            streak(&solved(days), date(today)),
            *n,
            "{days:?} on {today}"
        );
    }
}

#[test]
fn the_record_only_grows_and_survives_damage() {
    let d1 = date("2026-11-23");
    let d2 = date("2026-11-24");
    let first = record(None, d1).unwrap();
    assert_eq!(first, "stepwise-daily 1\n2026-11-23\n");
    let second = record(Some(&first), d2).unwrap();
    assert_eq!(solved_dates(&second), [d1, d2]);
    assert_eq!(record(Some(&second), d2), None, "already there");
    // Damaged lines are skipped when read and kept when written.
    let damaged = "stepwise-daily 1\n2026-11-2\u{0}\ngarbage\n2026-11-23";
    assert_eq!(solved_dates(damaged), [d1]);
    let grown = record(Some(damaged), d2).unwrap();
    assert!(grown.starts_with(damaged));
    assert_eq!(solved_dates(&grown), [d1, d2]);
    // Not a record of ours: read as empty, never overwritten.
    for foreign in ["", "{\"streak\":3}", "stepwise-daily 9\n2026-11-23\n"] {
        assert_eq!(solved_dates(foreign), []);
        assert_eq!(record(Some(foreign), d2), None, "{foreign}");
    }
}
