//! The library's pure parts: ids, the entry text, the old single save's migration, damaged
//! and foreign entries, summaries and order.

use super::*;
use crate::engine::{Cell, Digit, Variant, parse_puzzle};
use crate::game::Command;

const UNIQUE: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

fn playing() -> Game {
    let mut game = Game::default();
    game.apply(Command::Load(Box::new(
        parse_puzzle(UNIQUE, Variant::Standard).unwrap(),
    )));
    game.apply(Command::Enter(
        Cell::new(1).unwrap(),
        Digit::new(5).unwrap(),
    ));
    game
}

fn meta(played: u64) -> EntryMeta {
    EntryMeta {
        created_ms: 1_763_829_574_000,
        played_ms: played,
        level: Some(Level::Hard),
        ..EntryMeta::default()
    }
}

#[test]
fn ids_are_validated_and_fresh_ids_avoid_taken_ones() {
    for (text, ok) in [
        ("abc123", true),
        ("x", true),
        ("", false),
        ("ABC", false),
        ("a/b", false),
        ("a b", false),
        ("aaaaaaaaaaaaaaaaaaaaaaaaa", false),
        ("ü", false),
    ] {
        assert_eq!(GameId::parse(text).is_some(), ok, "{text:?}");
    }
    let now = 1_763_829_574_000;
    let first = GameId::fresh(now, &[]);
    assert!(GameId::parse(first.as_str()).is_some());
    let second = GameId::fresh(now, std::slice::from_ref(&first));
    assert_ne!(first, second);
    let third = GameId::fresh(now, &[first.clone(), second.clone()]);
    assert!(third != first && third != second);
    assert_eq!(first.key(), format!("stepwise/v1/games/{first}"));
    assert_eq!(GameId::from_key(&first.key()), Some(Ok(first)));
    assert_eq!(GameId::from_key("stepwise/v1/settings"), None);
    assert_eq!(
        GameId::from_key("stepwise/v1/games/../x"),
        Some(Err(EntryError::BadKey))
    );
    assert_eq!(base36(0), "0");
    assert_eq!(base36(35), "z");
    assert_eq!(base36(36), "10");
}

#[test]
fn an_entry_round_trips_with_its_whole_game() {
    let game = playing();
    let m = meta(1_763_833_174_000);
    let text = entry_text(&m, &game);
    assert!(text.starts_with("stepwise-entry 2\ncreated 1763829574000\n"));
    let (m2, g2) = parse_entry(&text).unwrap();
    assert_eq!(m2, m);
    assert_eq!(g2, game);
    let unrated = EntryMeta { level: None, ..m };
    assert_eq!(
        parse_entry(&entry_text(&unrated, &game)).unwrap().0,
        unrated
    );
}

/// The old single save (`stepwise/v1/current`, version 1) becomes a library entry.
#[test]
fn the_old_single_save_migrates_into_an_entry() {
    let old = include_str!("../../../tests/fixtures/save-v1.txt");
    let game = from_text(old).expect("the v1 fixture reads");
    let m = meta(5);
    let (m2, g2) = parse_entry(&entry_text(&m, &game)).unwrap();
    assert_eq!(m2, m);
    assert_eq!(g2.variant(), Variant::Diagonal);
    assert_eq!(g2.stage(), Stage::Playing);
    assert_eq!(g2, game);
    let s = Summary::of(GameId::parse("old").unwrap(), m2, &g2);
    assert_eq!((s.givens, s.filled), (18, 20));
}

#[test]
fn damaged_and_foreign_entries_say_what_is_wrong() {
    let good = entry_text(&meta(1), &playing());
    let cases: Vec<(String, EntryError)> = vec![
        (String::new(), EntryError::NotAnEntry),
        ("{\"board\":[1,2,3]}".into(), EntryError::NotAnEntry),
        ("stepwise-entry 4\n".into(), EntryError::NotAnEntry),
        ("stepwise-entry 1\n".into(), EntryError::BadField("created")),
        ("stepwise-entry 2\n".into(), EntryError::BadField("created")),
        (
            good.replace("blocks 0", "blocks many"),
            EntryError::BadField("blocks"),
        ),
        (
            good.replace("blocks 0", "blocks 1"),
            EntryError::BadBlock(0),
        ),
        (
            good.replace("created 1763829574000", "created soon"),
            EntryError::BadField("created"),
        ),
        (
            good.replace("played 1", "played -1"),
            EntryError::BadField("played"),
        ),
        (
            good.replace("level hard", "level tricky"),
            EntryError::BadField("level"),
        ),
        (
            good.replace("level hard", "difficulty hard"),
            EntryError::BadField("level"),
        ),
        (
            good.split("stepwise-save").next().unwrap().to_string(),
            EntryError::Save(SaveError::NotASave),
        ),
        (
            good.replace("variant standard", "variant hexagonal"),
            EntryError::Save(SaveError::BadField("variant")),
        ),
        (
            good.replace("move digit", "move dance"),
            EntryError::Save(SaveError::BadMove(1)),
        ),
    ];
    for (text, want) in cases {
        assert_eq!(parse_entry(&text).err(), Some(want.clone()), "{text:?}");
    }
    // A version-1 entry (no `blocks` line) is still read.
    let v1 = good
        .replacen("stepwise-entry 2", "stepwise-entry 1", 1)
        .replacen("blocks 0\n", "", 1);
    assert_eq!(parse_entry(&v1), parse_entry(&good));
    assert!(parse_entry(&v1).is_ok());
    // Cut anywhere, the text is refused or read; never a panic.
    for end in (0..good.len()).filter(|&i| good.is_char_boundary(i)) {
        let _ = parse_entry(&good[..end]);
    }
}

#[test]
fn blank_games_are_not_kept() {
    assert!(!worth_keeping(&Game::default()));
    assert!(worth_keeping(&playing()));
    let mut entering = Game::default();
    entering.apply(Command::Enter(
        Cell::new(0).unwrap(),
        Digit::new(3).unwrap(),
    ));
    assert!(worth_keeping(&entering));
}

#[test]
fn summaries_sort_by_last_played_and_split_finished_games() {
    let solved_text =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let mut solved = Game::default();
    solved.apply(Command::Load(Box::new(
        parse_puzzle(solved_text, Variant::Standard).unwrap(),
    )));
    let id = |s: &str| GameId::parse(s).unwrap();
    let all = vec![
        Summary::of(id("a"), meta(10), &playing()),
        Summary::of(id("b"), meta(30), &playing()),
        Summary::of(id("c"), meta(20), &solved),
        Summary::of(id("d"), meta(30), &playing()),
    ];
    let (open, done) = sorted(all);
    let ids = |v: &[Summary]| v.iter().map(|s| s.id.to_string()).collect::<Vec<_>>();
    assert_eq!(ids(&open), ["d", "b", "a"]);
    assert_eq!(ids(&done), ["c"]);
    assert_eq!(done[0].percent(), 100);
    // 18 givens, one digit of 63 open cells.
    assert_eq!(open[0].percent(), 1);
    assert_eq!(open[0].filled, 19);
}

#[test]
fn play_times_read_as_a_clock() {
    for (ms, text) in [
        (0, "0:00"),
        (59_999, "0:59"),
        (61_000, "1:01"),
        (3_600_000, "1:00:00"),
        (36_061_000, "10:01:01"),
    ] {
        assert_eq!(clock_text(ms), text);
    }
}

/// A damaged line of an entry (its header or its save) is named in words from the tables in
/// both languages, never by its name in the text ("digits", "centre"), and no line falls
/// back to the unnamed "a line".
#[test]
fn a_damaged_line_is_named_in_words() {
    use crate::i18n::{Lang, tr};
    let mut game = playing();
    game.apply(Command::FillCandidates);
    let text = entry_text(&meta(1_763_829_600_000), &game);
    let lines: Vec<&str> = text.lines().collect();
    let mut named = 0;
    for i in 1..lines.len() {
        let mut damaged = lines.clone();
        let garbage = format!("{} ???", lines[i].split(' ').next().unwrap());
        damaged[i] = &garbage;
        let name = match parse_entry(&damaged.join("\n")) {
            Err(EntryError::BadField(name) | EntryError::Save(SaveError::BadField(name))) => name,
            Err(EntryError::Save(SaveError::BadMove(_) | SaveError::NotASave)) => continue,
            other => panic!("line {i} {:?}: {other:?}", lines[i]),
        };
        named += 1;
        let e = parse_entry(&damaged.join("\n")).unwrap_err();
        for lang in Lang::ALL {
            let said = e.text(lang);
            let words = said.rsplit(": ").next().unwrap();
            assert!(!said.contains('{'), "{said}");
            assert_ne!(words, name, "{lang:?}: {said}");
            assert!(
                ![tr(lang, "entry.field.other"), tr(lang, "save.field.other")].contains(&words),
                "{lang:?}: line {name} unnamed: {said}"
            );
            if lang == Lang::De {
                assert!(!said.contains(name), "{said}");
            }
        }
    }
    assert!(named >= 12, "only {named} lines named");
    assert_eq!(
        EntryError::Save(SaveError::BadField("digits")).text(Lang::De),
        "ein Teil des gespeicherten Spiels ist beschädigt: deine Ziffern"
    );
}

#[test]
fn a_renamed_game_round_trips_and_an_old_entry_shows_a_default_name() {
    use super::name::{NAME_MAX, Origin, clean_name, default_name};
    let game = playing();
    for origin in Origin::all() {
        for name in [None, Some("Zeitung vom Samstag, Seite 12".to_string())] {
            let m = EntryMeta {
                origin: origin.clone(),
                name: name.clone(),
                ..meta(1_763_833_174_000)
            };
            let text = entry_text(&m, &game);
            assert_eq!(text.contains("\nname "), name.is_some());
            assert_eq!(parse_entry(&text), Ok((m.clone(), game.clone())), "{text}");
            // Its header alone says when it was played and how it began.
            assert_eq!(head(&text), Some((m.played_ms, origin.clone())), "{text}");
            // Stored with its history in blocks, the same.
            let long = {
                let mut g = game.clone();
                for i in 0..70 {
                    let c = Cell::new(2).unwrap();
                    g.apply(Command::Enter(
                        c,
                        Digit::new(1 + (i % 2) as u8 * 5).unwrap(),
                    ));
                }
                g
            };
            let stored = stored_entry(&m, &long);
            let (back, g) = parse_stored(&stored.main, |i| stored.blocks.get(i).cloned()).unwrap();
            assert_eq!((back, g), (m.clone(), long));
            assert_eq!(head(&stored.main), Some((m.played_ms, origin.clone())));
        }
        assert_eq!(origin.slug().as_deref().and_then(Origin::from_slug), {
            (origin != Origin::Unknown).then_some(origin.clone())
        });
    }
    // An entry of the release before names (no origin or name lines) reads as before.
    let old = format!(
        "stepwise-entry 2\ncreated 1\nplayed 2\nlevel hard\nblocks 0\n{}",
        crate::game::save::to_text(&game)
    );
    let (m, g) = parse_entry(&old).unwrap();
    assert_eq!(head(&old), Some((2, Origin::Unknown)));
    for foreign in [
        "",
        "stepwise-save 3\nplayed 2",
        "stepwise-entry 2\ncreated 1\nplayed x\n",
    ] {
        assert_eq!(head(foreign), None, "{foreign}");
    }
    assert_eq!(
        (m.origin, m.name.as_deref(), g),
        (Origin::Unknown, None, game.clone())
    );
    // An origin a newer app wrote reads as unknown, not as a damaged entry.
    let newer = old.replace("blocks 0\n", "blocks 0\norigin weekly-2026-48\n");
    assert_eq!(parse_entry(&newer).unwrap().0.origin, Origin::Unknown);
    // Names are kept to one trimmed line; an empty one means the default.
    assert_eq!(
        clean_name("  Sat\npaper\tp. 12  ").as_deref(),
        Some("Sat paper p. 12")
    );
    assert_eq!(clean_name(" \n "), None);
    assert_eq!(
        clean_name(&"ü".repeat(200)).unwrap().chars().count(),
        NAME_MAX
    );
    let injected = EntryMeta {
        name: Some("a\nstepwise-save 3\nblocks 9".into()),
        ..meta(5)
    };
    let (back, _) = parse_entry(&entry_text(&injected, &game)).unwrap();
    assert_eq!(back.name.as_deref(), Some("a stepwise-save 3 blocks 9"));
    // Default names say how the game began, and when.
    let en = crate::i18n::Lang::En;
    let de = crate::i18n::Lang::De;
    let date = "24 Nov 2026";
    assert_eq!(
        default_name(en, &Origin::Typed, Some(Level::Hard), date),
        "Typed in · 24 Nov 2026"
    );
    assert_eq!(
        default_name(en, &Origin::Link, Some(Level::Hard), date),
        "From a link · 24 Nov 2026"
    );
    assert_eq!(
        default_name(en, &Origin::New(Level::Hard), Some(Level::Hard), date),
        "New puzzle, hard · 24 Nov 2026"
    );
    assert_eq!(
        default_name(en, &Origin::Unknown, Some(Level::Hard), date),
        "Game of 24 Nov 2026"
    );
    assert_eq!(
        default_name(de, &Origin::Pasted, Some(Level::Hard), "24.11.2026"),
        "Eingefügt · 24.11.2026"
    );
    assert_eq!(
        default_name(de, &Origin::Unknown, Some(Level::Hard), "24.11.2026"),
        "Spiel vom 24.11.2026"
    );
    assert_eq!(
        default_name(en, &Origin::all()[9], Some(Level::Hard), date),
        "Daily puzzle, easy · 24 Nov 2026"
    );
    assert_eq!(
        default_name(de, &Origin::all()[10], Some(Level::Hard), date),
        "Neues Rätsel, schwer · 24 Nov 2026"
    );
    // A made puzzle not rated yet is named by its date; the rating names no other origin.
    assert_eq!(
        default_name(en, &Origin::all()[10], None, date),
        "Game of 24 Nov 2026"
    );
    assert_eq!(
        default_name(en, &Origin::all()[9], None, date),
        "Daily puzzle, easy · 24 Nov 2026"
    );
    for origin in Origin::all() {
        for lang in crate::i18n::Lang::ALL {
            for rated in [None, Some(Level::Expert)] {
                let name = default_name(lang, &origin, rated, date);
                assert!(name.contains(date) && !name.contains('{'), "{name}");
            }
        }
    }
}
