//! The tables stay in step with each other and with the code.

use std::collections::{BTreeSet, HashSet};
use std::path::Path;

use super::*;

fn keys(table: &'static str) -> Vec<&'static str> {
    entries(table).map(|(k, _)| k).collect()
}

fn placeholders(text: &str) -> BTreeSet<String> {
    text.split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(spec, _)| spec))
        // `{name|modifier}`: the modifier may differ between languages, the name may not.
        .map(|spec| spec.split('|').next().unwrap_or(spec).to_string())
        .collect()
}

/// The German table's text (built into native code).
const DE_TEXT: &str = match DE {
    Some(text) => text,
    None => "",
};

/// The engine's German words (built into native code).
const DE_STEPS_TEXT: &str = match DE_STEPS {
    Some(text) => text,
    None => "",
};

/// Each table's file name and text: the page's and the engine's, English then German.
const TABLES: [(&str, &str, &str); 2] = [
    ("en.txt / de.txt", EN, DE_TEXT),
    ("steps-en.txt / steps-de.txt", EN_STEPS, DE_STEPS_TEXT),
];

/// Every English entry, the page's and the engine's.
fn english_entries() -> impl Iterator<Item = (&'static str, &'static str)> {
    entries(EN).chain(entries(EN_STEPS))
}

#[test]
fn both_languages_have_the_same_keys_in_the_same_order_and_no_duplicates() {
    for (name, en, de) in TABLES {
        let (en, de) = (keys(en), keys(de));
        assert_eq!(en, de, "{name} differ in keys or order");
        assert!(en.len() > 20, "{name}");
    }
    let all: Vec<_> = english_entries().map(|(k, _)| k).collect();
    let unique: HashSet<_> = all.iter().collect();
    assert_eq!(unique.len(), all.len(), "a key appears twice");
}

/// The engine's words (technique names, explanations) are in the engine's tables, which the
/// page never reads, and only there: a key in the wrong table would either bring the
/// explanations back into the main bundle or be missing where hints are explained.
#[test]
fn the_engine_words_are_in_their_own_tables() {
    let engine = |k: &str| k.starts_with("technique.") || k.starts_with("explain.");
    for (key, _) in entries(EN) {
        assert!(!engine(key), "{key} belongs in steps-en.txt");
    }
    for (key, _) in entries(EN_STEPS) {
        assert!(engine(key), "{key} belongs in en.txt");
    }
}

#[test]
fn every_line_is_a_comment_a_blank_or_an_entry() {
    let texts = [
        ("en", EN),
        ("de", DE_TEXT),
        ("steps-en", EN_STEPS),
        ("steps-de", DE_STEPS_TEXT),
    ];
    for (name, table) in texts {
        for (i, line) in table.lines().enumerate() {
            let ok = line.trim().is_empty()
                || line.trim_start().starts_with('#')
                || line.split_once(" = ").is_some_and(|(k, v)| {
                    !k.is_empty() && !k.contains(' ') && !v.trim().is_empty()
                });
            assert!(ok, "{name}.txt line {}: {line:?}", i + 1);
        }
    }
}

#[test]
fn translations_use_the_same_placeholders() {
    for (key, en) in english_entries() {
        let de = lookup_steps(Lang::De, key).unwrap_or_default();
        assert_eq!(placeholders(en), placeholders(de), "{key}");
    }
}

/// Every Rust source file under `src/` but this one, with its text.
fn sources() -> Vec<(std::path::PathBuf, String)> {
    let mut out = Vec::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.ends_with("i18n/tests.rs")
            {
                let source = std::fs::read_to_string(&path).unwrap();
                out.push((path, source));
            }
        }
    }
    out
}

/// Every literal key passed to `tr`/`trf` or `Phrase::new` anywhere under `src/` is in the
/// tables, and so is every other string literal that looks like a key of a table section
/// (a key chosen before it is passed: `if one { "explain.x.one" } else { "explain.x" }`).
#[test]
fn every_key_the_code_names_exists() {
    let mut missing = Vec::new();
    let mut found = 0;
    for (path, source) in sources() {
        let mut keys = literal_keys(&source);
        keys.extend(key_like_literals(&source));
        for key in keys {
            found += 1;
            if !has_key(Lang::En, &key) {
                missing.push(format!("{}: {key}", path.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "keys missing from the English tables: {missing:#?}"
    );
    assert!(found > 10, "the scan found only {found} keys");
}

/// The literal key of each `tr(` / `trf(` / `trn(` call (function or method form) and of each
/// engine phrase (`Phrase::new("key")`).
fn literal_keys(source: &str) -> Vec<String> {
    call_keys(source, &["tr(", "trf(", "trn(", "Phrase::new("])
}

/// The literal key of each call that opens with one of `starts`.
fn call_keys(source: &str, starts: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for start in starts {
        let mut rest = source;
        while let Some(i) = rest.find(start) {
            let preceded_by_ident = rest[..i]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_');
            rest = &rest[i + start.len()..];
            if preceded_by_ident {
                continue;
            }
            // `state.tr("key")` names the key first; `tr(lang, "key")` after a comma.
            let first = rest.trim_start();
            let candidate = match first.strip_prefix('"') {
                Some(lit) => Some(lit),
                None => rest
                    .find(',')
                    .and_then(|comma| rest[comma + 1..].trim_start().strip_prefix('"')),
            };
            if let Some(end) = candidate.and_then(|lit| lit.find('"').map(|e| &lit[..e])) {
                out.push(end.to_string());
            }
        }
    }
    out
}

/// String literals of the form `section.rest` (lower-case letters, digits, `_`, `-`, `.`)
/// whose first part is the first part of some key in the table: `"hint.apply"` but not
/// `"sw.js"` or `"{}.{}"`.
fn key_like_literals(source: &str) -> Vec<String> {
    let sections: HashSet<&str> = english_entries()
        .filter_map(|(k, _)| k.split_once('.').map(|(s, _)| s))
        .collect();
    let mut out = Vec::new();
    for line in source.lines().filter(|l| !l.trim_start().starts_with("//")) {
        // Between every other pair of quotes (escaped quotes do not occur in keys).
        for lit in line.split('"').skip(1).step_by(2) {
            let well_formed = !lit.is_empty()
                && lit
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "_-.".contains(c))
                && !lit.ends_with('.')
                && !lit.contains("..");
            if well_formed
                && lit
                    .split_once('.')
                    .is_some_and(|(s, _)| sections.contains(s))
            {
                out.push(lit.to_string());
            }
        }
    }
    out
}

#[test]
fn key_like_literals_are_found() {
    let source = "let k = if one { \"explain.x.one\" } else { \"explain.x\" };\n\
                  let f = \"sw.js\"; let g = format!(\"{}.{}\", a, b);\n// \"hint.gone\"";
    assert_eq!(key_like_literals(source), ["explain.x.one", "explain.x"]);
}

#[test]
fn languages_come_from_browser_tags() {
    for (tag, lang) in [
        ("de", Lang::De),
        ("de-AT", Lang::De),
        ("DE_ch", Lang::De),
        ("en-GB", Lang::En),
        ("fr", Lang::En),
        ("", Lang::En),
    ] {
        assert_eq!(Lang::from_tag(tag), lang, "{tag}");
    }
}

#[test]
fn placeholders_are_filled_and_missing_keys_show_themselves() {
    assert_eq!(
        trf(Lang::De, "paste.loaded", &[("n", "3")]),
        "3 Vorgaben geladen."
    );
    assert_eq!(tr(Lang::En, "no.such.key"), "no.such.key");
}

/// The keys built at run time: every technique's name, every house's, the small numbers.
#[test]
fn every_built_key_exists_in_both_tables() {
    use crate::engine::{House, Technique, Variant};
    let mut keys: Vec<String> = Technique::EVERY.iter().map(|t| technique_key(*t)).collect();
    keys.extend((2..=4).map(|n| format!("number.{n}")));
    for lang in Lang::ALL {
        for key in &keys {
            assert!(has_key(lang, key), "{lang:?}: {key}");
        }
        for house in Variant::ColorDiagonal.houses() {
            assert!(
                !house_name(lang, *house).contains('{'),
                "{lang:?}: {house:?}"
            );
        }
        assert_eq!(house_name(lang, House::Row(2)).chars().last(), Some('3'));
    }
    assert_eq!(
        technique_key(Technique::LockedCandidatesPointing),
        "technique.locked-candidates-pointing"
    );
    assert_eq!(
        technique_key(Technique::BugPlusOne),
        "technique.bug-plus-one"
    );
    assert_eq!(
        technique_name(Lang::De, Technique::HiddenSingle),
        "Versteckter Einer"
    );
}

/// Every kind of parse error is said in both languages, every placeholder filled (the
/// English wording itself is pinned by the parser's tests, which render through this table).
#[test]
fn parse_errors_are_said_in_both_languages() {
    use crate::engine::{Variant, parse_puzzle};
    let repeat = format!("11{}", ".".repeat(79));
    let no_candidates = format!("{}{}", ".".repeat(9), "123456789".repeat(80));
    let inputs = [
        "",
        "123",
        "1",
        "1........\\n.........\\n..?......",
        "12?",
        &repeat,
        &no_candidates,
    ];
    for input in inputs {
        let text = input.replace("\\n", "\n");
        let e = parse_puzzle(&text, Variant::Standard).expect_err(input);
        let (en, de) = (parse_error(Lang::En, &e), parse_error(Lang::De, &e));
        for said in [&en, &de] {
            assert!(!said.is_empty() && !said.contains(['{', '}']), "{said:?}");
        }
        assert_ne!(en, de, "{input:?}");
    }
}

#[test]
fn numbers_are_grouped_and_seconds_rounded_per_language() {
    for (n, en, de) in [
        (0, "0", "0"),
        (999, "999", "999"),
        (1000, "1,000", "1.000"),
        (14_297_616, "14,297,616", "14.297.616"),
    ] {
        assert_eq!(format_count(Lang::En, n), en);
        assert_eq!(format_count(Lang::De, n), de);
    }
    assert_eq!(format_seconds(Lang::En, 3_560), "3.6");
    assert_eq!(format_seconds(Lang::De, 3_549), "3,5");
    assert_eq!(format_seconds(Lang::En, 40), "0.0");
}

/// A house that starts an English sentence is capitalised there ("Row 3 has…", "The main
/// diagonal has…"), while the German sentence names it after a preposition, as it is said
/// mid-sentence ("In der Hauptdiagonale…", never "In Der Hauptdiagonale").
#[test]
fn a_house_is_capitalised_only_where_it_starts_the_sentence() {
    use crate::engine::Variant;
    use crate::engine::phrase::Phrase;
    for house in Variant::ColorDiagonal.houses() {
        let p = Phrase::new("hint.pen.full").house("house", *house);
        let (en, de) = (render(Lang::En, &p), render(Lang::De, &p));
        assert!(en.starts_with(char::is_uppercase), "{en}");
        assert!(
            en.to_lowercase().starts_with(&house_name(Lang::En, *house)),
            "{en}"
        );
        assert!(de.contains(&house_name(Lang::De, *house)), "{de}");
    }
}

/// Every counted message in both languages, said of one thing and of two: what the text
/// must contain (the singular agrees with its noun and verb) and what it must not (the
/// plural's words). One row per key the code passes to `trn`.
const COUNTED: &[(&str, [(&str, &str); 4])] = &[
    // key: [(en one must contain, must not), (en two), (de one), (de two)]
    (
        "daily.streak",
        [
            ("Streak: 1 day", "days"),
            ("Streak: 2 days", ""),
            ("Serie: 1 Tag", "1 Tage"),
            ("Serie: 2 Tage", ""),
        ],
    ),
    (
        "library.board",
        [
            ("1 given ", "givens"),
            ("2 givens", ""),
            ("1 Vorgabe ", "Vorgaben"),
            ("2 Vorgaben", ""),
        ],
    ),
    (
        "paste.loaded",
        [
            ("1 given.", "givens"),
            ("2 givens.", ""),
            ("1 Vorgabe ", "Vorgaben"),
            ("2 Vorgaben", ""),
        ],
    ),
    (
        "verdict.several",
        [
            ("1 marked cell differs", "cells"),
            ("2 marked cells differ", ""),
            ("das 1 markierte Feld unterscheidet", "Felder"),
            ("die 2 markierten Felder", ""),
        ],
    ),
    (
        "checks.wrong",
        [
            ("One of your digits is wrong; it is", "are"),
            ("2 of your digits are wrong", ""),
            ("Eine deiner Ziffern ist falsch; sie ist", "sind"),
            ("2 deiner Ziffern sind falsch", ""),
        ],
    ),
    (
        "finish.moves",
        [
            ("1 move", "moves"),
            ("2 moves", ""),
            ("1 Zug", "Züge"),
            ("2 Züge", ""),
        ],
    ),
    (
        "finish.hints",
        [
            ("1 hint", "hints"),
            ("2 hints", ""),
            ("1 Tipp", "Tipps"),
            ("2 Tipps", ""),
        ],
    ),
    (
        "hint.several",
        [
            ("1 cell differs", "cells"),
            ("2 cells differ", ""),
            ("1 Feld unterscheidet", "Felder"),
            ("2 Felder unterscheiden", ""),
        ],
    ),
    (
        "hint.wrong.ruled_out",
        [
            ("1 step rules out", "steps"),
            ("2 steps rule out", ""),
            ("schließt 1 Schritt", "Schritte"),
            ("schließen 2 Schritte", ""),
        ],
    ),
    (
        "hint.wrong.skipped",
        [
            ("1 earlier step …", "steps"),
            ("2 earlier steps", ""),
            ("1 früherer Schritt", "Schritte"),
            ("2 frühere Schritte", ""),
        ],
    ),
    (
        "parse.count",
        [
            ("found 1 cell,", "cells"),
            ("found 2 cells", ""),
            ("1 Feld gefunden", "Felder"),
            ("2 Felder gefunden", ""),
        ],
    ),
    (
        "count.running",
        [
            ("1 solution so far", "solutions"),
            ("2 solutions so far", ""),
            ("bisher 1 Lösung", "Lösungen"),
            ("bisher 2 Lösungen", ""),
        ],
    ),
    (
        "count.done",
        [
            ("1 solution,", "solutions"),
            ("2 solutions,", ""),
            ("1 Lösung,", "Lösungen"),
            ("2 Lösungen,", ""),
        ],
    ),
    (
        "hint.trial.more",
        [
            ("1 more single", "singles"),
            ("2 more singles", ""),
            ("1 weiterer solcher Einer", "weitere solche"),
            ("2 weitere solche Einer", ""),
        ],
    ),
    (
        "hint.undo_back",
        [
            ("(takes back 1 move)", "moves"),
            ("(takes back 2 moves)", ""),
            ("(nimmt 1 Zug zurück)", "Züge"),
            ("(nimmt 2 Züge zurück)", ""),
        ],
    ),
    (
        "count.stopped",
        [
            ("after 1 solution.", "solutions"),
            ("after 2 solutions.", ""),
            ("nach 1 Lösung.", "Lösungen"),
            ("nach 2 Lösungen.", ""),
        ],
    ),
    (
        "verdict.typo",
        [
            ("The marked given is", "givens"),
            ("one of the 2 marked givens", ""),
            ("Die markierte Vorgabe", "Vorgaben"),
            ("einer der 2 markierten Vorgaben", ""),
        ],
    ),
];

#[test]
fn counted_messages_agree_with_their_count_in_both_languages() {
    for (key, cases) in COUNTED {
        let key: &'static str = table(Lang::En).key(key).unwrap();
        let said = [(Lang::En, 1), (Lang::En, 2), (Lang::De, 1), (Lang::De, 2)];
        for ((lang, n), (must, must_not)) in said.into_iter().zip(cases) {
            let text = trn(
                lang,
                key,
                n,
                &[
                    ("digit", "4"),
                    ("cell", "r1c3"),
                    ("seconds", "0.5"),
                    ("move", "3"),
                ],
            );
            assert!(
                text.contains(must),
                "{lang:?} {key} n={n}: {text:?} lacks {must:?}"
            );
            assert!(
                must_not.is_empty() || !text.contains(must_not),
                "{lang:?} {key} n={n}: {text:?} says {must_not:?}"
            );
            assert!(!text.contains(['{', '}']), "{text:?}");
        }
    }
}

/// The counted keys are exactly the keys passed to `trn` in the code, and each has its
/// singular partner; every `.one` key in the tables has its plural partner.
#[test]
fn every_counted_key_has_both_forms() {
    let passed: BTreeSet<String> = sources()
        .iter()
        .flat_map(|(_, source)| call_keys(source, &["trn("]))
        .collect();
    let listed: BTreeSet<String> = COUNTED.iter().map(|(k, _)| k.to_string()).collect();
    assert_eq!(
        passed, listed,
        "keys passed to trn vs the keys this test checks"
    );
    for lang in Lang::ALL {
        for key in &listed {
            assert!(lookup(lang, key).is_some(), "{lang:?}: {key}");
            assert!(
                lookup(lang, &format!("{key}.one")).is_some(),
                "{lang:?}: {key}.one"
            );
        }
        for key in table(lang).keys() {
            if let Some(plural) = key.strip_suffix(".one") {
                assert!(
                    lookup(lang, plural).is_some(),
                    "{lang:?}: {key} without {plural}"
                );
            }
        }
    }
}

#[test]
fn a_german_table_installed_at_run_time_is_the_one_the_browser_uses() {
    // Natively German is built in; installing changes nothing and German stays available.
    assert!(has_table(Lang::De) && has_table(Lang::En));
    assert!(install_german(DE_TEXT.to_string()));
    assert_eq!(tr(Lang::De, "hint.button"), "Tipp");
    assert!(has_steps_table(Lang::De) && install_german_steps(DE_STEPS_TEXT.to_string()));
    assert_eq!(
        technique_name(Lang::De, crate::engine::Technique::HiddenSingle),
        "Versteckter Einer"
    );
}

/// "an 8", never "a 8": the English article before a digit follows how it is spoken, in
/// engine phrases and in the coach's own sentences alike; German has no such placeholder.
#[test]
fn the_english_article_before_a_digit_is_as_spoken() {
    use crate::engine::phrase::Phrase;
    use crate::engine::{Cell, Digit, House};
    for d in 1..=9u8 {
        let article = if d == 8 { "an" } else { "a" };
        let digit = Digit::new(d).unwrap();
        let phrase = Phrase::new("explain.single.hidden.what")
            .digit("digit", digit)
            .house("house", House::Block(6))
            .cell("cell", Cell::at(8, 2).unwrap());
        let said = super::render(Lang::En, &phrase);
        assert!(
            said.ends_with(&format!("can still take {article} {d}.")),
            "{said}"
        );
        let pen = trf(
            Lang::En,
            "hint.pen.line",
            &[("digit", &d.to_string()), ("house", "row 5")],
        );
        assert!(pen.ends_with(&format!("left for {article} {d}.")), "{pen}");
        assert!(!super::render(Lang::De, &phrase).contains("{"));
    }
    // No English template says "a {digit}" any more.
    assert!(!EN.contains(" a {digit}") && !EN_STEPS.contains(" a {digit}"));
}

#[test]
fn cells_are_named_as_each_language_names_them() {
    use crate::engine::phrase::Phrase;
    use crate::engine::{Candidate, Cell, CellSet, Digit, House};
    let c = |r, col| Cell::at(r, col).unwrap();
    assert_eq!(super::cell_name(Lang::En, c(3, 4)), "r4c5");
    assert_eq!(super::cell_name(Lang::De, c(3, 4)), "Z4S5");
    for cell in Cell::all() {
        for lang in Lang::ALL {
            assert_eq!(Cell::from_name(&super::cell_name(lang, cell)), Some(cell));
        }
    }
    // Every argument that names cells, in both languages; a cell that opens or closes a
    // nested sentence keeps its letters' case.
    let d = Digit::new(7).unwrap();
    let cells: CellSet = [c(0, 0), c(0, 1)].into_iter().collect();
    let fact = Phrase::new("explain.forcing.verity").arg(
        "fact",
        crate::engine::phrase::Arg::Candidates(vec![Candidate::new(c(8, 8), d)]),
    );
    let p = Phrase::new("explain.forcing.verity.so").arg(
        "effect",
        crate::engine::phrase::Arg::Phrase(Box::new(
            Phrase::new("explain.single.full.what")
                .cell("cell", c(7, 1))
                .house("house", House::Row(7)),
        )),
    );
    let said = |lang| super::render(lang, &fact) + &super::render(lang, &p);
    let de = said(Lang::De);
    assert!(de.contains("7 in Z9S9") && de.contains("Z8S2 ist"), "{de}");
    let en = said(Lang::En);
    assert!(en.contains("r9c9") && en.contains("r8c2 is"), "{en}");
    let list = Phrase::new("list.cells").cells("cells", cells);
    assert_eq!(super::render(Lang::De, &list), "Z1S1 und Z1S2");
    assert_eq!(super::render(Lang::En, &list), "r1c1 and r1c2");
    let typo = trf(
        Lang::De,
        "verdict.fix",
        &[("cell", &super::cell_name(Lang::De, c(0, 3))), ("d", "3")],
    );
    assert_eq!(typo, "Z1S4: Meintest du 3?");
}
