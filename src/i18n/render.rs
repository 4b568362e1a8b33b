//! The engine's words in the reader's language: [`Phrase`]s, house and technique names,
//! parse errors.
//!
//! A template's placeholder is `{name}` or `{name|modifier}`; the modifiers say what a
//! language needs around a value: `cap` capitalises its first letter (a value that starts a
//! sentence), `lower` lowers it (a sentence used inside another), `clause` drops its final
//! full stop, `a` puts the English indefinite article before it as it is spoken ("a 7",
//! "an 8").
//!
//! ```
//! use stepwise::engine::phrase::Phrase;
//! use stepwise::engine::{Cell, Digit, House};
//! use stepwise::i18n::{Lang, render};
//! let p = Phrase::new("explain.single.full.what")
//!     .cell("cell", Cell::at(7, 1).unwrap())
//!     .house("house", House::Row(7));
//! assert_eq!(render(Lang::En, &p), "r8c2 is the only empty cell left in row 8.");
//! assert_eq!(render(Lang::De, &p), "Z8S2 ist das einzige leere Feld in Zeile 8.");
//! ```

use super::{Lang, cell_name, fill, lookup, lookup_steps, tr, trf, trn};
use crate::engine::grid::Repeat;
use crate::engine::phrase::{Arg, Phrase, removal_groups};
use crate::engine::{House, ParseError, Technique};

/// `phrase` in `lang`. A key missing from the table (the tests prevent it) shows as itself.
pub fn render(lang: Lang, phrase: &Phrase) -> String {
    let template = lookup_steps(lang, phrase.key).unwrap_or(phrase.key);
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            break;
        };
        let spec = &after[..close];
        let (name, modifier) = spec.split_once('|').unwrap_or((spec, ""));
        match phrase.args.iter().find(|(n, _)| *n == name) {
            Some((_, arg)) => out.push_str(&modified(modifier, arg_text(lang, arg))),
            None => {
                out.push('{');
                out.push_str(spec);
                out.push('}');
            }
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// Each phrase of `phrases` rendered.
pub fn render_all(lang: Lang, phrases: &[Phrase]) -> Vec<String> {
    phrases.iter().map(|p| render(lang, p)).collect()
}

/// `text` with its modifier applied (see the module's doc). A text that starts with a cell's
/// name ("r4c5", "Z4S5": a letter and a digit) keeps its first letter's case.
fn modified(modifier: &str, text: String) -> String {
    let named_cell = text.as_bytes().get(1).is_some_and(u8::is_ascii_digit);
    match modifier {
        "cap" | "lower" if named_cell => text,
        "a" => with_article(&text),
        "cap" => first_char(&text, char::to_uppercase),
        "lower" => first_char(&text, char::to_lowercase),
        "clause" => text.strip_suffix('.').map(str::to_string).unwrap_or(text),
        _ => text,
    }
}

/// `text` after its English indefinite article: "an" before a number spoken with a vowel
/// sound (8, 11, 18, 80–89, …), else "a" ("a 7", "an 8").
pub(super) fn with_article(text: &str) -> String {
    let vowel = text.starts_with('8') || text == "11" || text == "18";
    format!("{} {text}", if vowel { "an" } else { "a" })
}

fn first_char<I: Iterator<Item = char>>(text: &str, f: impl Fn(char) -> I) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => f(c).chain(chars).collect(),
        None => String::new(),
    }
}

fn arg_text(lang: Lang, arg: &Arg) -> String {
    match arg {
        Arg::Cell(c) => cell_name(lang, *c),
        Arg::Digit(d) => d.to_string(),
        Arg::House(h) => house_name(lang, *h),
        Arg::Houses(hs) => houses_text(lang, hs),
        Arg::Cells(cs) => join(lang, cs.iter().map(|c| cell_name(lang, c)), "list.and"),
        Arg::CellsOr(cs) => join(lang, cs.iter().map(|c| cell_name(lang, c)), "list.or"),
        Arg::Digits(ds) => join(lang, ds.iter().map(|d| d.to_string()), "list.and"),
        Arg::DigitsOr(ds) => join(lang, ds.iter().map(|d| d.to_string()), "list.or"),
        Arg::Candidates(list) => list
            .iter()
            .map(|c| {
                trf(
                    lang,
                    "list.candidate",
                    &[
                        ("digit", &c.digit.to_string()),
                        ("cell", &cell_name(lang, c.cell)),
                    ],
                )
            })
            .collect::<Vec<_>>()
            .join(", "),
        Arg::Removals(list) => {
            let groups: Vec<String> = removal_groups(list)
                .into_iter()
                .map(|(digits, cells)| {
                    let digits = arg_text(lang, &Arg::Digits(digits));
                    let cells = arg_text(lang, &Arg::Cells(cells));
                    trf(
                        lang,
                        "list.removal",
                        &[("digits", &digits), ("cells", &cells)],
                    )
                })
                .collect();
            trf(lang, "list.removals", &[("groups", &groups.join("; "))])
        }
        Arg::Count(n) => {
            lookup(lang, &format!("number.{n}")).map_or_else(|| n.to_string(), str::to_string)
        }
        Arg::Number(n) => n.to_string(),
        Arg::Technique(t) => technique_name(lang, *t).to_string(),
        Arg::TechniqueWithArticle(t) => {
            let name = technique_name(lang, *t);
            // "an" before a vowel sound: "an Empty Rectangle", "an X-Wing", but "a Unique Rectangle".
            let key = if name.starts_with(['A', 'E', 'I', 'O', 'X']) {
                "technique.article.vowel"
            } else {
                "technique.article.consonant"
            };
            fill(lookup_steps(lang, key).unwrap_or(key), &[("name", name)])
        }
        Arg::HouseKinds(kinds) => join(
            lang,
            kinds.iter().map(|k| lookup_or_key(lang, k)),
            "list.and",
        ),
        Arg::Notation(s) => s.clone(),
        Arg::Phrase(p) => render(lang, p),
        Arg::And(list) => join(lang, list.iter().map(|p| render(lang, p)), "list.and"),
        Arg::Semicolons(list) => render_all(lang, list).join("; "),
        Arg::Sentences(list) => render_all(lang, list).join(" "),
    }
}

fn lookup_or_key(lang: Lang, key: &str) -> String {
    lookup_steps(lang, key).unwrap_or(key).to_string()
}

/// "a, b and c" with the language's word for `word_key` ("and", "or").
fn join(lang: Lang, items: impl Iterator<Item = String>, word_key: &'static str) -> String {
    let items: Vec<String> = items.collect();
    match items.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {} {last}", init.join(", "), tr(lang, word_key)),
    }
}

/// Several houses: "rows 3 and 7" when they are all rows (or all columns, blocks, colour
/// groups), else each named: "row 1, column 3 and block 5".
fn houses_text(lang: Lang, hs: &[House]) -> String {
    let kind = |h: &House| match h {
        House::Row(r) => Some(("house.rows", r + 1)),
        House::Column(c) => Some(("house.columns", c + 1)),
        House::Block(b) => Some(("house.blocks", b + 1)),
        House::ColorGroup(g) => Some(("house.color_groups", g + 1)),
        House::MainDiagonal | House::AntiDiagonal => None,
    };
    let kinds: Vec<Option<(&str, u8)>> = hs.iter().map(kind).collect();
    if let [Some((key, _)), rest @ ..] = kinds.as_slice()
        && !rest.is_empty()
        && rest
            .iter()
            .all(|k| k.is_some_and(|(other, _)| other == *key))
    {
        let numbers = join(
            lang,
            kinds.iter().flatten().map(|(_, n)| n.to_string()),
            "list.and",
        );
        return trf(lang, key, &[("n", &numbers)]);
    }
    join(lang, hs.iter().map(|h| house_name(lang, *h)), "list.and")
}

/// A house's name: "row 3", "Zeile 3".
pub fn house_name(lang: Lang, house: House) -> String {
    let (key, n) = match house {
        House::Row(r) => ("house.row", r + 1),
        House::Column(c) => ("house.column", c + 1),
        House::Block(b) => ("house.block", b + 1),
        House::MainDiagonal => ("house.main_diagonal", 0),
        House::AntiDiagonal => ("house.anti_diagonal", 0),
        House::ColorGroup(g) => ("house.color_group", g + 1),
    };
    trf(lang, key, &[("n", &n.to_string())])
}

/// The message key of a technique's name: `technique.` and its stable id
/// (`technique.locked-candidates-pointing`).
pub fn technique_key(technique: Technique) -> String {
    format!("technique.{}", technique.id())
}

/// A technique's name in `lang`.
pub fn technique_name(lang: Lang, technique: Technique) -> &'static str {
    lookup_steps(lang, &technique_key(technique)).unwrap_or(technique.name())
}

/// "7 appears twice in row 3: r3c2 and r3c8".
pub fn repeat_text(lang: Lang, r: &Repeat) -> String {
    trf(
        lang,
        "parse.repeat",
        &[
            ("digit", &r.digit.to_string()),
            ("house", &house_name(lang, r.house)),
            ("first", &cell_name(lang, r.first)),
            ("second", &cell_name(lang, r.second)),
        ],
    )
}

/// What is wrong with a pasted text, said in `lang`.
pub fn parse_error(lang: Lang, e: &ParseError) -> String {
    match e {
        ParseError::Empty => tr(lang, "parse.empty").to_string(),
        ParseError::WrongCellCount { found } => trn(lang, "parse.count", *found as u64, &[]),
        ParseError::UnknownCharacter {
            ch,
            line,
            column,
            multiline,
        } => {
            let shown = crate::engine::parse::printable(*ch);
            let (line, column) = (line.to_string(), column.to_string());
            if *multiline {
                trf(
                    lang,
                    "parse.char.line",
                    &[("ch", &shown), ("line", &line), ("column", &column)],
                )
            } else {
                trf(lang, "parse.char", &[("ch", &shown), ("column", &column)])
            }
        }
        ParseError::Repeat(r) => repeat_text(lang, r),
        ParseError::NoCandidates { cell } => trf(
            lang,
            "parse.no_candidates",
            &[("cell", &cell_name(lang, *cell))],
        ),
        ParseError::BadCandidateGroup { cell, group } => trf(
            lang,
            "parse.bad_group",
            &[("cell", &cell_name(lang, *cell)), ("group", group)],
        ),
    }
}
