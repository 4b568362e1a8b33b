//! The `generate` request of the engine protocol: the generator's options as words on the
//! request's head line, the answer (`generated <id> <variant> <seed> <tries> <givens>` or
//! `ungenerated <id>` with the reason), and the progress report of a long generation
//! ("Making a puzzle: try 12…"), so the page can show it and offer Stop (which ends the
//! worker, as for a hint).

use crate::engine::generator::{
    GenerateError, Impossible, Options, Range, Symmetry, Target, generate_watched,
};
use crate::engine::phrase::Phrase;
use crate::engine::{Level, Technique, Variant};
use crate::i18n::{Lang, render};

use super::Answer;
use crate::game::daily::date_of;
use crate::game::library::name::Origin;
use crate::game::link::LinkError;
use crate::game::origin::{Made, short};

/// The options as words: `<variant> <target> <technique|-> <symmetry> <minimal 0|1>
/// <min clues> <max clues> <tries>`, the target `any`, a level's slug or a range
/// (`se:2.0-4.5`).
pub fn options_text(o: &Options) -> String {
    let target = match o.target {
        Target::Any => "any".to_string(),
        Target::Level(l) => l.slug().to_string(),
        Target::Range(r) => r.to_string(),
    };
    format!(
        "{} {target} {} {} {} {} {} {}",
        o.variant.slug(),
        o.technique.map_or("-", Technique::id),
        o.symmetry.slug(),
        u8::from(o.minimal),
        o.min_clues,
        o.max_clues,
        o.max_tries
    )
}

/// The options [`options_text`] wrote (from its eight words); `None` for anything else.
pub fn options(words: &[&str]) -> Option<Options> {
    let [
        variant,
        target,
        technique,
        symmetry,
        minimal,
        min,
        max,
        tries,
    ] = words
    else {
        return None;
    };
    let target = match *target {
        "any" => Target::Any,
        t if t.contains(':') => Target::Range(Range::parse(t).ok()?),
        t => Target::Level(Level::from_slug(t)?),
    };
    Some(Options {
        variant: Variant::from_slug(variant)?,
        target,
        technique: match *technique {
            "-" => None,
            id => Some(Technique::from_id(id)?),
        },
        symmetry: Symmetry::from_slug(symmetry)?,
        minimal: match *minimal {
            "0" => false,
            "1" => true,
            _ => return None,
        },
        min_clues: min.parse().ok()?,
        max_clues: max.parse().ok()?,
        max_tries: tries.parse().ok()?,
    })
}

/// Generates for request `id`, telling `report` the number of each try as it starts; a
/// request that makes no puzzle is answered with the reason in `lang`.
pub fn answer(
    id: u64,
    lang: Lang,
    options: &Options,
    seed: u64,
    report: &mut dyn FnMut(u32),
) -> Answer {
    match generate_watched(options, seed, &mut |n| {
        report(n);
        true
    }) {
        Ok(made) => Answer::Generated {
            id,
            variant: made.puzzle.variant,
            seed: made.seed,
            tries: made.tries,
            origin: origin(
                &Made {
                    options: *options,
                    seed,
                },
                &made.puzzle.givens,
            ),
            givens: made.puzzle.givens,
        },
        Err(e) => Answer::NotGenerated {
            id,
            reason: render(lang, &reason(&e)),
        },
    }
}

/// The origin slug of the puzzle `made` generated with `givens` (what
/// [`Answer::Generated`] carries): a day's daily puzzle is that day's, so a daily puzzle
/// opened from a short link (the practice page opens today's that way) counts for the
/// streak; any other is kept by its short link value.
pub fn origin(made: &Made, givens: &crate::engine::Grid) -> String {
    match date_of(made) {
        Some(date) => Origin::Daily(date),
        None => Origin::Made(short::value(made, givens)),
    }
    .slug()
    .unwrap_or_default()
}

/// Answers a short link (`#g=…`) for request `id`: its puzzle made again when the link
/// reads and the puzzle made is the sender's (its check), else why the link cannot be
/// opened, in `lang`; `report` hears each try as [`answer`]'s does.
pub fn short_link(id: u64, lang: Lang, value: &str, report: &mut dyn FnMut(u32)) -> Answer {
    let refused = |e: &LinkError| Answer::NotGenerated {
        id,
        reason: render(lang, &short::reason(e)),
    };
    let link = match short::parse(value) {
        Ok(link) => link,
        Err(e) => return refused(&e),
    };
    match answer(id, lang, &link.origin.options, link.origin.seed, report) {
        Answer::Generated { givens, .. } if !link.matches(&givens) => {
            refused(&LinkError::OtherPuzzle)
        }
        other => other,
    }
}

/// Why no puzzle was made, as a sentence for the page (the CLI says the generator's own
/// English, [`GenerateError`]'s `Display`).
pub fn reason(e: &GenerateError) -> Phrase {
    match *e {
        GenerateError::OutOfTries(n) => Phrase::new("explain.generate.out_of_tries").count("n", n),
        GenerateError::Impossible(why) => match why {
            Impossible::NotOnAPath(t) => {
                Phrase::new("explain.generate.not_on_a_path").technique("technique", t)
            }
            Impossible::LastResort(t) => {
                Phrase::new("explain.generate.last_resort").technique("technique", t)
            }
            Impossible::NeverFires(t) => {
                Phrase::new("explain.generate.never_fires").technique("technique", t)
            }
            Impossible::NotInVariant(t, _) => {
                Phrase::new("explain.generate.not_in_variant").technique("technique", t)
            }
            Impossible::TooHardForLevel(t, _) => {
                Phrase::new("explain.generate.too_hard").technique("technique", t)
            }
            Impossible::EmptyRange(_)
            | Impossible::OutOfReach(_)
            | Impossible::MaxClues(..)
            | Impossible::ClueLimits(..)
            | Impossible::NoTries => Phrase::new("explain.generate.impossible"),
        },
    }
}

/// Every technique a puzzle can be made to need (on its easiest path at the technique's own
/// level, in some variant), easiest first, with its level and its name in `lang`.
pub fn techniques(id: u64, lang: Lang) -> Answer {
    let list = Technique::EVERY
        .iter()
        .filter(|t| {
            practice(Variant::ColorDiagonal, **t, t.level())
                .check()
                .is_ok()
        })
        .map(|&t| {
            (
                t,
                t.level(),
                crate::i18n::technique_name(lang, t).to_string(),
            )
        })
        .collect();
    Answer::Techniques { id, list }
}

/// The options of a practice puzzle for `technique` in `variant`: the technique on the
/// easiest path of a puzzle of its own `level` (the page has the level from
/// [`techniques`], and no table of its own).
pub fn practice(variant: Variant, technique: Technique, level: Level) -> Options {
    Options {
        technique: Some(technique),
        ..Options::new(variant, Target::Level(level))
    }
}

/// The progress report of request `id` at try `tries`, worded in `lang`.
pub fn progress(id: u64, lang: Lang, tries: u32) -> Answer {
    Answer::Progress {
        id,
        text: render(
            lang,
            &Phrase::new("explain.generate.progress").count("n", tries),
        ),
    }
}
