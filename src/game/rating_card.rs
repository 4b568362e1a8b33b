//! The rating card (issue 16): every scale of [`crate::engine::rating`] for the puzzle on
//! the board, what the numbers mean, and what newspapers' grades correspond to — made in
//! the engine worker ([`rating_card`]) as plain sentences in the reader's language, so the
//! page only lays them out. A puzzle without exactly one solution gets "not rateable" with
//! the reason, never a number.
//!
//! ```
//! use stepwise::engine::{Variant, parse_puzzle};
//! use stepwise::game::rating_card::rating_card;
//! use stepwise::i18n::Lang;
//! let p = parse_puzzle(
//!     "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
//!     Variant::Standard,
//! )
//! .unwrap();
//! let card = rating_card(&p, Lang::En);
//! assert_eq!(card.label.map(|l| l.slug()), Some("easy"));
//! assert!(card.text.starts_with("The scales\n• HoDoKu: "));
//! ```

use crate::engine::level::Level;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::rating::{self, NotRateable, Options, Rating};
use crate::engine::{Puzzle, Technique};
use crate::i18n::{Lang, format_count, render, technique_name, tr};

/// The card as the page shows it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RatingCard {
    /// The product label (Easy … Extreme); `None` when the puzzle is not rateable.
    pub label: Option<Level>,
    /// The card in the language asked for: its sections separated by a blank line, each a
    /// heading and its lines, one per line (the page shows a section as one paragraph whose
    /// first line is its heading).
    pub text: String,
}

/// A section's text: its heading, then each line after a bullet.
fn section(heading: String, lines: Vec<String>) -> String {
    let mut out = heading;
    for l in lines {
        out.push_str("\n• ");
        out.push_str(&l);
    }
    out
}

/// The card of `puzzle`'s givens in `lang` (the rater runs here: the engine worker's job).
pub fn rating_card(puzzle: &Puzzle, lang: Lang) -> RatingCard {
    match rating::rate(puzzle, Options::default()) {
        Ok(r) => RatingCard {
            label: Some(r.label),
            text: [
                section(say(lang, "explain.rating.scales"), scales(lang, &r)),
                section(say(lang, "explain.rating.meaning"), meaning(lang)),
                section(say(lang, "explain.rating.papers"), papers(lang)),
            ]
            .join("\n\n"),
        },
        Err(why) => RatingCard {
            label: None,
            text: section(
                say(lang, "explain.rating.not_rateable"),
                vec![say(lang, not_rateable_key(why))],
            ),
        },
    }
}

/// The message key of the reason a puzzle is not rateable.
fn not_rateable_key(why: NotRateable) -> &'static str {
    match why {
        NotRateable::NoSolution => "explain.rating.why.none",
        NotRateable::SeveralSolutions => "explain.rating.why.several",
        NotRateable::WrongNotes(_) => "explain.rating.why.notes",
        NotRateable::AlreadySolved => "explain.rating.why.solved",
    }
}

fn say(lang: Lang, key: &'static str) -> String {
    render(lang, &Phrase::new(key))
}

/// A number in tenths, in the language's notation: `7.1`, `7,1`; whole numbers without
/// the decimal (`46`).
fn tenths(lang: Lang, tenths: u64, keep_zero: bool) -> String {
    let point = if lang == Lang::De { ',' } else { '.' };
    let whole = format_count(lang, tenths / 10);
    if tenths.is_multiple_of(10) && !keep_zero {
        whole
    } else {
        format!("{whole}{point}{}", tenths % 10)
    }
}

/// Half points as a number: `46.5`, `46`.
fn halves(lang: Lang, h: u32) -> String {
    tenths(lang, u64::from(h) * 5, false)
}

/// The level's name in the page's words.
fn level_name(lang: Lang, level: Level) -> &'static str {
    tr(
        lang,
        match level {
            Level::Easy => "level.easy",
            Level::Medium => "level.medium",
            Level::Hard => "level.hard",
            Level::Expert => "level.expert",
            Level::Extreme => "level.extreme",
        },
    )
}

fn text(value: String) -> Arg {
    Arg::Notation(value)
}

/// Each scale in one line.
fn scales(lang: Lang, r: &Rating) -> Vec<String> {
    let hodoku_level = match r.hodoku.level {
        Level::Expert => say(lang, "explain.rating.unfair"),
        other => level_name(lang, other).to_string(),
    };
    let mut lines = vec![
        render(
            lang,
            &Phrase::new("explain.rating.hodoku")
                .arg("score", text(format_count(lang, u64::from(r.hodoku.score))))
                .arg("level", text(hodoku_level)),
        ),
        render(
            lang,
            &Phrase::new("explain.rating.se")
                .arg("er", text(tenths(lang, r.se.er.into(), true)))
                .arg("ep", text(tenths(lang, r.se.ep.into(), true)))
                .arg("ed", text(tenths(lang, r.se.ed.into(), true))),
        ),
    ];
    let seed_label = r.seed.label.map_or("", |l| match lang {
        Lang::En => l.english(),
        Lang::De => l.german(),
    });
    // The 2-norm to a tenth without Rust's float formatter.
    let norm_tenths = (r.seed.norm2() * 10.0).round() as u64;
    lines.push(render(
        lang,
        &Phrase::new("explain.rating.seed")
            .arg("sum", text(halves(lang, r.seed.sum_halves)))
            .arg("norm", text(tenths(lang, norm_tenths, true)))
            .arg("max", text(halves(lang, r.seed.max_halves)))
            .arg("label", text(seed_label.to_string())),
    ));
    if let Some(m) = r.seed_min_over_transforms {
        lines.push(render(
            lang,
            &Phrase::new("explain.rating.robust")
                .count("n", m.copies)
                .arg("min", text(halves(lang, m.min_halves))),
        ));
    }
    lines.push(render(
        lang,
        &Phrase::new("explain.rating.techniques")
            .arg("list", text(technique_counts(lang, &r.techniques))),
    ));
    lines
}

/// "Hidden Single ×40, X-Wing ×2", in the engine's technique order.
fn technique_counts(lang: Lang, used: &[(Technique, u32)]) -> String {
    used.iter()
        .map(|(t, n)| format!("{} ×{n}", technique_name(lang, *t)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the numbers mean, a sentence each.
fn meaning(lang: Lang) -> Vec<String> {
    [
        "explain.rating.meaning.label",
        "explain.rating.meaning.hodoku",
        "explain.rating.meaning.se",
        "explain.rating.meaning.seed",
        "explain.rating.meaning.robust",
    ]
    .into_iter()
    .map(|k| say(lang, k))
    .collect()
}

/// What newspapers' grades are in our labels, from the one table, and where it comes from.
fn papers(lang: Lang) -> Vec<String> {
    let mut lines: Vec<String> = rating::sources::PAPER_GRADES
        .iter()
        .map(|g| {
            render(
                lang,
                &Phrase::new("explain.rating.paper")
                    .arg("source", text(g.source.to_string()))
                    .arg("grade", text(g.grade.to_string()))
                    .arg("level", text(level_name(lang, g.label()).to_string())),
            )
        })
        .collect();
    lines.push(say(lang, "explain.rating.papers.note"));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Variant, parse_puzzle};

    fn card(text: &str, lang: Lang) -> RatingCard {
        rating_card(&parse_puzzle(text, Variant::Standard).unwrap(), lang)
    }

    /// top1465 #1 in both languages: every scale, numbers in the language's notation.
    #[test]
    fn a_hard_puzzle_gets_every_scale_in_both_languages() {
        let top =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        let en = card(top, Lang::En);
        assert_eq!(en.label, Some(Level::Extreme));
        let sections =
            |c: &RatingCard| c.text.split("\n\n").map(str::to_string).collect::<Vec<_>>();
        let (en_sections, de_sections) = (sections(&en), sections(&card(top, Lang::De)));
        assert_eq!(en_sections.len(), 3);
        let scales: Vec<&str> = en_sections[0].lines().collect();
        assert_eq!(scales[0], "The scales");
        assert_eq!(scales[1], "• HoDoKu: 5,328 points, extreme");
        assert_eq!(scales[2], "• Sudoku Explainer: ER 9.0 · EP 1.2 · ED 1.2");
        assert!(scales[3].starts_with("• Stepwise points: 481.5 in total"));
        assert!(scales[5].contains("Forcing Net Verity ×1"));
        assert!(en_sections[2].contains("The Times, “Fiendish”: about our “medium”"));
        let scales: Vec<&str> = de_sections[0].lines().collect();
        assert_eq!(scales[1], "• HoDoKu: 5.328 Punkte, extrem");
        assert_eq!(scales[2], "• Sudoku Explainer: ER 9,0 · EP 1,2 · ED 1,2");
        assert_eq!(en_sections.len(), de_sections.len());
        for (e, d) in en_sections.iter().zip(&de_sections) {
            assert_ne!(e.lines().next(), d.lines().next());
            assert_eq!(e.lines().count(), d.lines().count());
        }
    }

    #[test]
    fn puzzles_without_one_solution_are_not_rateable_with_the_reason() {
        let several = card(&format!("{}{}", "123456789", ".".repeat(72)), Lang::En);
        assert_eq!(several.label, None);
        assert!(several.text.starts_with("Not rateable\n• "));
        assert!(several.text.contains("more than one solution"));
        // r1c9 must be 9, which its column already has: no solution, no digit repeated.
        let none = card(&format!("12345678.........9{}", ".".repeat(63)), Lang::De);
        assert_eq!(none.label, None);
        assert!(none.text.contains("keine Lösung"), "{:?}", none.text);
    }

    /// Every reason has its sentence in both tables (the enum walked whole).
    #[test]
    fn every_reason_is_said() {
        let every = [
            NotRateable::NoSolution,
            NotRateable::SeveralSolutions,
            NotRateable::WrongNotes(crate::engine::Cell::all().next().unwrap()),
            NotRateable::AlreadySolved,
        ];
        for why in every {
            // A new reason must be added here (the match keeps the list whole).
            match why {
                NotRateable::NoSolution
                | NotRateable::SeveralSolutions
                | NotRateable::WrongNotes(_)
                | NotRateable::AlreadySolved => {}
            }
            for lang in Lang::ALL {
                let key = not_rateable_key(why);
                assert_ne!(say(lang, key), key, "{key} in {lang:?}");
            }
        }
    }

    #[test]
    fn numbers_are_written_as_the_language_writes_them() {
        assert_eq!(tenths(Lang::En, 71, true), "7.1");
        assert_eq!(tenths(Lang::De, 71, true), "7,1");
        assert_eq!(tenths(Lang::En, 90, true), "9.0");
        assert_eq!(halves(Lang::En, 93), "46.5");
        assert_eq!(halves(Lang::De, 92), "46");
        assert_eq!(halves(Lang::De, 2469), "1.234,5");
    }
}
