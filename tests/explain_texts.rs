//! Every explanation the engine gives, said in both languages: along the solution paths of
//! a sample of top1465 and of the seed's puzzles of every variant, every step of every
//! finder is explained and rendered in English and German. Each phrase's key (and those of
//! its nested phrases) must be in both tables, every placeholder filled, and the German
//! different from the English.

mod common;

use std::collections::BTreeSet;

use common::{data, unique_seed_puzzles};

use stepwise::engine::pen::next_pen_step;
use stepwise::engine::phrase::Phrase;
use stepwise::engine::techniques::{all_steps, next_step};
use stepwise::engine::{Position, Technique, Variant, explain, parse_puzzle};
use stepwise::i18n::{Lang, has_key, render};

/// Checks one phrase in both languages; returns its English text.
fn check(phrase: &Phrase, what: &str) -> String {
    for key in phrase.keys() {
        for lang in Lang::ALL {
            assert!(has_key(lang, key), "{lang:?} lacks {key} ({what})");
        }
    }
    let (en, de) = (render(Lang::En, phrase), render(Lang::De, phrase));
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
                for w in &e.why {
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
    let top: Vec<String> = data("top1465.txt").into_iter().step_by(20).collect();
    let mut explained = sweep(Variant::Standard, &top, &mut seen);
    for variant in Variant::ALL {
        explained += sweep(variant, &unique_seed_puzzles(variant), &mut seen);
    }
    // Pen-only hints (explained on the digits with every candidate they allow), which bring
    // the direct methods' "one more fact" explanations.
    for line in data("17-clue.txt").into_iter().step_by(500) {
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
