//! Every explanation the engine gives, said in both languages: along the solution paths of
//! a sample of top1465 and of the seed's puzzles of every variant, every step of every
//! finder is explained and rendered in English and German. Each phrase's key (and those of
//! its nested phrases) must be in both tables, every placeholder filled, the German
//! different from the English and free of the slips a cheap look can catch: English words
//! left in it, a diagonal named in the wrong case.

mod common;

use std::collections::BTreeSet;

use common::{cell_names, every, unique_seed_puzzles};

use stepwise::engine::pen::next_pen_step;
use stepwise::engine::phrase::{Arg, Phrase};
use stepwise::engine::techniques::{all_steps, next_step};
use stepwise::engine::{Position, Technique, Variant, explain, parse_puzzle};
use stepwise::game::coach::{Hint, Session};
use stepwise::game::{Command, Game, NoteKind};
use stepwise::i18n::{Lang, has_key, render};

/// Checks one phrase in both languages; returns its English text.
fn check(phrase: &Phrase, what: &str) -> String {
    for key in phrase.keys() {
        for lang in Lang::ALL {
            assert!(has_key(lang, key), "{lang:?} lacks {key} ({what})");
        }
    }
    let (en, de) = (render(Lang::En, phrase), render(Lang::De, phrase));
    if let Some(slip) = german_slip(&de) {
        panic!("{slip} in {de:?} ({what}, {})", phrase.key);
    }
    // German names cells its own way (Z4S5) everywhere but in the international chain
    // notation, and names the same cells as the English.
    let de_words = render(Lang::De, &without_notation(phrase));
    assert!(
        cell_names::english(&de_words).is_empty(),
        "an English cell name in German words: {de_words:?} ({what}, {})",
        phrase.key
    );
    assert!(
        cell_names::german(&en).is_empty(),
        "a German cell name in English: {en:?} ({what})"
    );
    let (cells_en, cells_de) = cell_names::named_in_both(&en, &de);
    assert_eq!(cells_en, cells_de, "{en:?} / {de:?} ({what})");
    for text in [&en, &de] {
        assert!(
            !text.contains(['{', '}']),
            "unfilled placeholder in {text:?} ({what})"
        );
        assert!(
            !text.trim().is_empty(),
            "empty text for {} ({what})",
            phrase.key
        );
    }
    en
}

/// `phrase` with its chain notation (the same in every language) left empty, so what is left
/// is the language's own words.
fn without_notation(phrase: &Phrase) -> Phrase {
    let mut p = phrase.clone();
    for (_, arg) in &mut p.args {
        match arg {
            Arg::Notation(text) => text.clear(),
            Arg::Phrase(inner) => **inner = without_notation(inner),
            Arg::And(list) | Arg::Semicolons(list) | Arg::Sentences(list) => {
                for inner in list {
                    *inner = without_notation(inner);
                }
            }
            _ => {}
        }
    }
    p
}

#[test]
fn a_german_sentence_names_cells_in_german_and_notation_stays_international() {
    use stepwise::engine::{Cell, Digit};
    let cell = |r, c| Cell::at(r, c).unwrap();
    let p = Phrase::new("explain.chain.what").arg("chain", Arg::Notation("(5)r2c3=(5)r2c7".into()));
    assert!(!render(Lang::De, &without_notation(&p)).contains("r2c3"));
    assert!(render(Lang::De, &p).contains("(5)r2c3=(5)r2c7"));
    let q = Phrase::new("explain.link.weak")
        .cell("cell", cell(1, 6))
        .digit("digit", Digit::new(5).unwrap())
        .cell("other", cell(1, 2));
    let (en, de) = (render(Lang::En, &q), render(Lang::De, &q));
    assert!(en.contains("r2c7") && en.contains("r2c3"), "{en}");
    assert!(de.contains("Z2S7") && de.contains("Z2S3"), "{de}");
    assert!(cell_names::english(&de).is_empty(), "{de}");
}

/// Words of the English sentences that German never uses (technique names the German
/// table keeps in English, such as "Unique Rectangle", contain none of them).
const ENGLISH_ONLY: &[&str] = &[
    "a",
    "and",
    "are",
    "can",
    "candidate",
    "candidates",
    "cell",
    "cells",
    "column",
    "digit",
    "digits",
    "each",
    "every",
    "from",
    "has",
    "hold",
    "holds",
    "if",
    "is",
    "its",
    "must",
    "not",
    "of",
    "one",
    "only",
    "or",
    "other",
    "place",
    "remove",
    "row",
    "see",
    "sees",
    "so",
    "suppose",
    "that",
    "the",
    "their",
    "then",
    "there",
    "this",
    "to",
    "two",
    "which",
    "with",
];

/// Prepositions after which German says "der Hauptdiagonale" (dative); anywhere else the
/// diagonal is a subject or object and needs "die".
const DATIVE_BEFORE_DIAGONAL: &[&str] = &[
    "in", "von", "zu", "bei", "mit", "aus", "außer", "an", "nach",
];

/// The words of a list of houses, which the diagonal may end.
const LIST_WORDS: &[&str] = &[
    "und",
    "oder",
    "Zeile",
    "Spalte",
    "Block",
    "Farbgruppe",
    "der",
    "Hauptdiagonale",
    "Nebendiagonale",
];

/// The first slip found in a German text: an English word, or a diagonal in the dative where
/// no preposition asks for it ("Der Hauptdiagonale hat …", "rund um der …").
fn german_slip(text: &str) -> Option<String> {
    let words: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '+'))
        .collect();
    if let Some(w) = words
        .iter()
        .find(|w| ENGLISH_ONLY.contains(&w.to_lowercase().as_str()))
    {
        return Some(format!("English word {w:?}"));
    }
    // Capitalised, the dative article is a slip wherever it stands: our templates never open
    // a sentence with a dative, and after a preposition it is lower case.
    for diagonal in ["Der Hauptdiagonale", "Der Nebendiagonale"] {
        if text.contains(diagonal) {
            return Some(format!("{diagonal:?} capitalised"));
        }
    }
    for diagonal in ["der Hauptdiagonale", "der Nebendiagonale"] {
        for (at, _) in text.match_indices(diagonal) {
            // Back over the list the diagonal ends ("Block 9 und der Hauptdiagonale") to
            // the word that governs it.
            let word = text[..at]
                .split(|c: char| c.is_whitespace() || c == ',')
                .rev()
                .find(|w| !(w.is_empty() || LIST_WORDS.contains(w) || w.parse::<u8>().is_ok()))
                .unwrap_or("");
            if !DATIVE_BEFORE_DIAGONAL.contains(&word.to_lowercase().as_str()) {
                return Some(format!("{diagonal:?} after {word:?}"));
            }
        }
    }
    None
}

#[test]
fn the_slip_check_catches_slips() {
    for (text, slip) in [
        ("Versteckter Einer in der Hauptdiagonale.", false),
        (
            "Kein anderes Feld von der Nebendiagonale kann die 6 sein.",
            false,
        ),
        ("Unique Rectangle Typ 1 mit den Ziffern 1 und 2.", false),
        ("Der Hauptdiagonale hat schon jede Ziffer.", true),
        ("In Der Hauptdiagonale ist nur noch ein Feld leer.", true),
        ("In der Hauptdiagonale ist nur noch ein Feld leer.", false),
        ("Zeile 7 hat schon 1; der Nebendiagonale hat schon 7.", true),
        ("Diagonal-Zange rund um der Hauptdiagonale.", true),
        (
            "Gesperrtes Tripel in Block 9 und der Hauptdiagonale.",
            false,
        ),
        (
            "Zeile 7, Block 9 und der Hauptdiagonale haben schon eine 7.",
            true,
        ),
        ("Entferne 5 from r1c3.", true),
        ("So entferne 5.", true),
    ] {
        assert_eq!(german_slip(text).is_some(), slip, "{text}");
    }
}

/// Walks the solution path of each puzzle, explaining every available step.
fn sweep(variant: Variant, puzzles: &[String], seen: &mut BTreeSet<Technique>) -> usize {
    let mut explained = 0;
    for line in puzzles {
        let puzzle = parse_puzzle(line, variant).expect("a data-set puzzle");
        let mut pos = Position::from_puzzle(&puzzle);
        loop {
            for step in all_steps(&pos, |_| true) {
                let e = explain(&step, &pos);
                let what = format!("{} in {line}", step.technique);
                let en = check(&e.where_to_look, &what);
                assert_ne!(
                    en,
                    render(Lang::De, &e.where_to_look),
                    "rung 1 untranslated ({what})"
                );
                check(&e.what_to_see, &what);
                check(&e.effect, &what);
                for w in e.why.iter().chain(&e.links) {
                    check(w, &what);
                }
                seen.insert(step.technique);
                explained += 1;
            }
            match next_step(&pos, |_| true) {
                Some(step) => pos.apply(&step),
                None => break,
            }
        }
    }
    explained
}

#[test]
fn every_explanation_is_said_in_both_languages() {
    let mut seen = BTreeSet::new();
    let top = every("top1465.txt", 7);
    let mut explained = sweep(Variant::Standard, &top, &mut seen);
    for variant in Variant::ALL {
        explained += sweep(variant, &unique_seed_puzzles(variant), &mut seen);
    }
    // Pen-only hints (explained on the digits with every candidate they allow), which bring
    // the direct methods' "one more fact" explanations.
    for line in every("17-clue.txt", 500) {
        let puzzle = parse_puzzle(&line, Variant::Standard).expect("a 17-clue puzzle");
        let mut digits = puzzle.givens;
        while let Some(step) = next_pen_step(Variant::Standard, &digits) {
            let pos = Position::with_all_candidates(Variant::Standard, digits);
            let e = explain(&step, &pos);
            let what = format!("pen {} in {line}", step.technique);
            for p in [&e.where_to_look, &e.what_to_see, &e.effect]
                .into_iter()
                .chain(&e.why)
            {
                check(p, &what);
            }
            seen.insert(step.technique);
            explained += 1;
            for p in &step.placements {
                digits.set(p.cell, Some(p.digit));
            }
            if step.placements.is_empty() {
                break;
            }
        }
    }
    println!(
        "{explained} explanations, {} techniques: {seen:?}",
        seen.len()
    );
    assert!(explained > 10_000, "only {explained} explanations");
    assert!(seen.len() >= 30, "only {} techniques seen", seen.len());
    for direct in [Technique::DirectPointing, Technique::DirectHiddenPair] {
        assert!(seen.contains(&direct), "no {direct} explained");
    }
}

/// The coach's own sentences (pen-only scanning, "fill in your candidates", the verdicts)
/// around the engine's: each variant's seed puzzles played hint by hint, every rung said in
/// German without a slip.
#[test]
fn every_coach_hint_along_the_seed_paths_is_said_in_german() {
    let mut said = 0;
    for variant in Variant::ALL {
        for line in unique_seed_puzzles(variant) {
            let mut game = Game::default();
            game.apply(Command::SetVariant(variant));
            let puzzle = parse_puzzle(&line, variant).expect("a seed puzzle");
            game.apply(Command::Load(Box::new(puzzle)));
            game.apply(Command::Start);
            let mut last = Hint::NoPuzzle;
            for _ in 0..300 {
                let session = Session::open(&game, &game.verdict());
                let explained = matches!(session.hint(), Hint::Step(_) | Hint::Pen(_));
                for n in 1..=session.last_rung().min(3) {
                    let en = session.rung_text(n, Lang::En);
                    for (i, de) in session.rung_text(n, Lang::De).into_iter().enumerate() {
                        assert!(!de.contains(['{', '}']), "unfilled placeholder in {de:?}");
                        if let Some(slip) = german_slip(&de) {
                            panic!("{slip} in {de:?} ({variant:?} {line}, rung {n})");
                        }
                        // The same cells, in German names (the engine's notation, checked
                        // phrase by phrase above, is the only place for `r4c5`).
                        let (cells_en, cells_de) = cell_names::named_in_both(&en[i], &de);
                        assert_eq!(cells_en, cells_de, "{:?} / {de:?}", en[i]);
                        assert!(
                            explained || cell_names::english(&de).is_empty(),
                            "an English cell name in {de:?}"
                        );
                        said += 1;
                    }
                }
                last = session.hint().clone();
                match (session.hint(), session.action()) {
                    (Hint::Solved, _) | (_, None) => break,
                    (_, Some(action)) => {
                        let placed = match &action.command {
                            Command::ApplyStep(step) => step.placements.clone(),
                            _ => Vec::new(),
                        };
                        game.apply(action.command);
                        // A hint's placement leaves the peers' notes as they are; the player
                        // crosses the digit out (stale notes mislead the finders).
                        for p in placed {
                            for peer in variant.peers(p.cell).iter() {
                                if game.centre_notes()[peer.index()].contains(p.digit) {
                                    game.apply(Command::ToggleNote(
                                        peer,
                                        NoteKind::Centre,
                                        p.digit,
                                    ));
                                }
                            }
                        }
                    }
                };
            }
            // Solved, or the techniques ran out (the seed has puzzles beyond them).
            assert!(
                matches!(last, Hint::Solved | Hint::Stuck),
                "{variant:?} {line} ended on {last:?}"
            );
        }
    }
    println!("{said} coach sentences");
    assert!(said > 1_000, "only {said} sentences");
}
