//! Origins through the short link and the library entry, every variant and target kind;
//! damaged short links refused with their reason, never a panic.

use super::short::{self, ShortLink};
use super::*;
use crate::engine::generator::{Range, Scale, Symmetry, Target, generate};
use crate::engine::{Grid, Level, Technique, Variant};
use crate::game::library::name::Origin;
use crate::game::library::{EntryMeta, entry_text, parse_entry};
use crate::game::link::LinkError;
use crate::game::{Command, Game};

/// Every kind of target: any, each level, a range on each scale.
fn targets() -> Vec<Target> {
    let mut all = vec![Target::Any];
    all.extend(Level::ALL.map(Target::Level));
    all.extend(Scale::ALL.map(|scale| {
        Target::Range(Range {
            scale,
            low: 20,
            high: 90,
        })
    }));
    all
}

/// Every variant and target kind, plain and with every optional word set.
fn origins() -> Vec<Made> {
    let mut all = Vec::new();
    for variant in Variant::ALL {
        for target in targets() {
            let plain = Options::new(variant, target);
            let full = Options {
                technique: Some(Technique::XWing),
                symmetry: Symmetry::Central,
                minimal: true,
                min_clues: 20,
                max_clues: 30,
                max_tries: 77,
                ..plain
            };
            let tail = Options {
                max_tries: 9,
                ..plain
            };
            for (options, seed) in [(plain, 0), (full, u64::MAX), (tail, 1_763_829_574_000)] {
                all.push(Made { options, seed });
            }
        }
    }
    all
}

fn some_givens() -> Grid {
    let origin = Made {
        options: Options::new(Variant::Standard, Target::Level(Level::Easy)),
        seed: 7,
    };
    generate(&origin.options, origin.seed)
        .unwrap()
        .puzzle
        .givens
}

#[test]
fn every_origin_round_trips_through_the_short_link() {
    let givens = some_givens();
    for origin in origins() {
        let value = short::value(&origin, &givens);
        let link: ShortLink = short::parse(&value).unwrap_or_else(|e| panic!("{value}: {e:?}"));
        assert_eq!(link.origin, origin, "{value}");
        assert!(link.matches(&givens), "{value}");
        assert!(!link.matches(&Grid::EMPTY), "{value}");
        let url = format!("https://example.org/stepwise/#g={value}");
        assert_eq!(short::find(&url), Some(Ok(link)));
    }
}

#[test]
fn defaults_are_left_out_of_the_short_link() {
    let origin = Made {
        options: Options::new(Variant::Diagonal, Target::Level(Level::Hard)),
        seed: 35,
    };
    let value = short::value(&origin, &some_givens());
    assert!(value.ends_with("_z_diagonal_hard"), "{value}");
    assert_eq!(value.len(), 2 + 1 + 1 + 1 + "diagonal_hard".len());
}

#[test]
fn every_origin_round_trips_through_a_library_entry() {
    let made = generate(
        &Options::new(Variant::Standard, Target::Level(Level::Easy)),
        7,
    )
    .unwrap();
    let mut game = Game::default();
    game.apply(Command::Load(Box::new(made.puzzle)));
    game.apply(Command::Start);
    for made in origins() {
        let value = short::value(&made, game.givens());
        let meta = EntryMeta {
            created_ms: 1,
            played_ms: 2,
            level: Some(Level::Easy),
            origin: Origin::Made(value.clone()),
            name: None,
        };
        let text = entry_text(&meta, &game);
        // Still version 2: a release that does not know made origins reads it (unknown).
        assert!(text.starts_with("stepwise-entry 2\n"), "{text}");
        assert!(text.contains(&format!("\norigin made {value}\n")));
        let (back, back_game) = parse_entry(&text).unwrap();
        assert_eq!(back, meta);
        assert_eq!(back_game, game);
        // The one word the page reads of the value it keeps: the variant.
        assert_eq!(short::variant_of(&value), Some(made.options.variant));
    }
}

#[test]
fn a_damaged_origin_line_reads_as_unknown() {
    let meta = EntryMeta {
        created_ms: 1,
        played_ms: 2,
        origin: Origin::Made("k7_lzx1k2a8_standard_hard".into()),
        ..EntryMeta::default()
    };
    let text = entry_text(&meta, &Game::default());
    let long = format!("origin made {}", "a".repeat(121));
    for bad in [
        "origin made",
        "origin made k7 lzx1k2a8",
        "origin made k7_l\u{0}x",
        "origin made k7_lzx1k2a8_standard_hard?",
        long.as_str(),
        "origin daily-2026-02-30",
    ] {
        let broken = text.replacen("origin made k7_lzx1k2a8_standard_hard", bad, 1);
        let (back, _) = parse_entry(&broken).unwrap_or_else(|e| panic!("{bad}: {e:?}"));
        assert_eq!(back.origin, Origin::Unknown, "{bad}");
    }
}

/// A made or daily origin lasts while the game is played as made; back to entering it keeps
/// only its level (the default name stays; the short link and the daily streak go).
#[test]
fn a_made_origin_is_kept_only_while_the_puzzle_is_played_as_made() {
    let made = Made::SAMPLE;
    let mut game = Game::default();
    game.apply(Command::Load(Box::new(
        generate(&made.options, made.seed).unwrap().puzzle,
    )));
    game.apply(Command::Start);
    let value = Origin::Made(short::value(&made, game.givens()));
    let day = Origin::Daily(crate::game::daily::Date::new(2026, 11, 24).unwrap());
    for origin in [value.clone(), day.clone()] {
        assert_eq!(origin.kept_for(&game, Some(Level::Hard)), origin);
    }
    game.apply(Command::EditGivens);
    // A made puzzle keeps its rating (none yet: nothing), a day its day's level.
    assert_eq!(
        value.kept_for(&game, Some(Level::Hard)),
        Origin::New(Level::Hard)
    );
    assert_eq!(value.kept_for(&game, None), Origin::Unknown);
    assert_eq!(
        day.kept_for(&game, Some(Level::Hard)),
        Origin::New(Level::Easy)
    );
    for other in [Origin::Typed, Origin::Unknown, Origin::New(Level::Easy)] {
        assert_eq!(other.kept_for(&game, Some(Level::Hard)), other);
    }
}

#[test]
fn damaged_short_links_say_why() {
    let cases: &[(&str, LinkError)] = &[
        ("", LinkError::Empty),
        ("k", LinkError::Checksum),
        ("k7", LinkError::BadSeed),
        ("k7_", LinkError::BadSeed),
        ("K7_1_standard_easy", LinkError::Checksum),
        ("k7x_1_standard_easy", LinkError::Checksum),
        ("k7_1A_standard_easy", LinkError::BadSeed),
        ("k7_-1_standard_easy", LinkError::BadSeed),
        // 36^13 is above 2^64.
        ("k7_10000000000000_standard_easy", LinkError::BadSeed),
        ("k7_1", LinkError::BadOptions),
        ("k7_1_standard", LinkError::BadOptions),
        ("k7_1_standard_easiest", LinkError::BadOptions),
        ("k7_1_sudoku_easy", LinkError::BadOptions),
        (
            "k7_1_standard_easy_no-such-technique",
            LinkError::BadOptions,
        ),
        ("k7_1_standard_easy_-_spiral", LinkError::BadOptions),
        ("k7_1_standard_easy_-_none_2", LinkError::BadOptions),
        (
            "k7_1_standard_easy_-_none_0_0_80_2000_9",
            LinkError::BadOptions,
        ),
        ("k7_1_standard_se:9-x", LinkError::BadOptions),
        ("k7_1_standard_easy_-_none_0_0_999", LinkError::BadOptions),
    ];
    for (value, error) in cases {
        assert_eq!(short::parse(value), Err(error.clone()), "{value}");
    }
    assert_eq!(short::find("#p=1sAB"), None);
    assert_eq!(short::find("?lang=de"), None);
    assert!(short::parse("zz_zzzzzzzzzzzz_standard_easy").is_ok());
}

#[test]
fn a_generated_game_keeps_its_origin_only_while_played_as_made() {
    let made = Made {
        options: Options::new(Variant::Standard, Target::Level(Level::Easy)),
        seed: 7,
    };
    let puzzle = generate(&made.options, made.seed).unwrap().puzzle;
    let origin = Origin::Made(short::value(&made, &puzzle.givens));
    let day = Origin::Daily(crate::game::daily::Date::new(2026, 11, 24).unwrap());
    let mut game = Game::default();
    game.apply(Command::Load(Box::new(puzzle)));
    game.apply(Command::Start);
    assert!(origin.holds_for(&game));
    assert!(day.holds_for(&game));
    game.apply(Command::EditGivens);
    assert!(!origin.holds_for(&game));
    assert!(!day.holds_for(&game));
    game.apply(Command::Start);
    game.apply(Command::SetVariant(Variant::Diagonal));
    assert!(!origin.holds_for(&game));
    assert!(!day.holds_for(&game));
    // Played under another variant, it is another puzzle: no short link, no streak.
    assert_eq!(
        origin.kept_for(&game, Some(Level::Easy)),
        Origin::New(Level::Easy)
    );
    assert_eq!(
        day.kept_for(&game, Some(Level::Hard)),
        Origin::New(Level::Easy)
    );
    // How any other game began holds whatever is done with it.
    for other in [Origin::Typed, Origin::Pasted, Origin::New(Level::Hard)] {
        assert!(other.holds_for(&game));
    }
}

proptest::proptest! {
    #[test]
    fn any_text_parses_without_panic(text in ".{0,60}") {
        let _ = short::parse(&text);
        let _ = short::find(&text);
        let _ = short::variant_of(&text);
    }
}
