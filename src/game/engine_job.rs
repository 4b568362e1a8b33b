//! The engine worker's job: the messages between the page and the worker that finds and
//! explains hints and rates puzzles, and what the worker does with each (pure Rust, tested
//! natively). The page never waits for the engine: it sends a [`Request`] and goes on; the
//! [`Answer`] arrives later, carrying the request's id so an answer for a board that has
//! changed since is dropped.
//!
//! Every message is text. A request is one head line (`hint <id> <lang>`, `steps <id>
//! <lang>`, `judge <id> <variant> <givens>`, `generate <id> <lang> <seed> <options>`,
//! `rating-card <id> <lang> <variant> <givens>`, `how <id> <lang> <cell>`, `why-not <id>
//! <lang> <cell> <digit>`) followed, for the hint kinds and the questions, by the game's save
//! text (so the coach sees the notes and the history, as on the page). An answer is a head
//! line (`ready`, `hint <id>`, `steps <id> <n>`, `judged <id> <verdict>`, `failed <id>`,
//! `progress <id>`, `generated <id> <variant> <seed> <tries> <givens>`, `ungenerated <id>`
//! and its reason, `rating-card <id> <level or unrated>`) and, for hints, [`Card`]s in
//! [`codec`]'s lines (a rating card as one escaped line). The rating card replaced the `rate`
//! request of before (the level alone, by another path): the library's label is the card's.
//!
//! ```
//! use stepwise::engine::{Variant, parse_puzzle};
//! use stepwise::game::engine_job::{Answer, Request, run};
//! use stepwise::game::{Command, Game};
//! use stepwise::i18n::Lang;
//! let mut game = Game::default();
//! game.apply(Command::Load(Box::new(parse_puzzle(
//!     "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
//!     Variant::Standard,
//! ).unwrap())));
//! let request = Request::Hint { id: 7, lang: Lang::En, game };
//! let sent = Request::from_text(&request.to_text()).unwrap();
//! let Answer::Hint { id: 7, card } = Answer::from_text(&run(&sent).to_text()).unwrap() else {
//!     panic!()
//! };
//! assert!(card.rungs[0][0].starts_with("Look at the"));
//! ```

pub mod codec;
pub mod generate;
pub mod judge_only;

use crate::engine::generator::Options as GenerateOptions;
use crate::engine::phrase::Phrase;
use crate::engine::techniques::ladder;
use crate::engine::{Candidate, Cell, Digit, Technique};
use crate::engine::{Grid, Puzzle, Variant};
use crate::game::coach::ask::{Answered, answer_how, answer_why_not};
use crate::game::coach::{Card, Session, all_steps_now_watched, find_hint_watched, step_line};
use crate::game::level::{Level, Rating};
use crate::game::rating_card::{self, RatingCard};
use crate::game::save::{from_text, to_text};
use crate::game::{Game, Verdict, judge};
use crate::i18n::{Lang, render};

use codec::{card_text, escape, lang_from_code, read_card, read_verdict, unescape, verdict_text};

/// What the page asks the engine worker.
#[derive(Clone, PartialEq, Debug)]
pub enum Request {
    /// The next hint for this game, as a card in `lang`.
    Hint {
        /// The request's id (answers carry it back).
        id: u64,
        /// The language of the card's sentences.
        lang: Lang,
        /// The game as it is on the page.
        game: Game,
    },
    /// Every step available now, easiest first, each with its one-line summary and its card
    /// (opening at rung 2).
    Steps {
        /// The request's id.
        id: u64,
        /// The language.
        lang: Lang,
        /// The game as it is on the page.
        game: Game,
    },
    /// The exact solver's verdict on a puzzle's givens (the page keeps the solver out of
    /// its bundle).
    Judge {
        /// The request's id.
        id: u64,
        /// The rule set.
        variant: Variant,
        /// The givens.
        givens: Grid,
    },
    /// A new puzzle from the generator (`engine::generator`).
    Generate {
        /// The request's id.
        id: u64,
        /// The language of the progress reports.
        lang: Lang,
        /// What to generate.
        options: GenerateOptions,
        /// The seed.
        seed: u64,
    },
    /// The rating card of a puzzle (its givens): every scale, said in `lang`.
    RatingCard {
        /// The request's id.
        id: u64,
        /// The language of the card.
        lang: Lang,
        /// The rule set.
        variant: Variant,
        /// The givens.
        givens: Grid,
    },
    /// "How do I get this cell?": the easiest steps that place it, as a list.
    How {
        /// The request's id.
        id: u64,
        /// The language.
        lang: Lang,
        /// The game as it is on the page.
        game: Game,
        /// The cell asked about.
        cell: Cell,
    },
    /// "Why can't this cell be this digit?": the simplest proof, as a card.
    WhyNot {
        /// The request's id.
        id: u64,
        /// The language.
        lang: Lang,
        /// The game as it is on the page.
        game: Game,
        /// The cell and digit asked about.
        candidate: Candidate,
    },
    /// The techniques a puzzle can be made to practise, with their names in `lang` (the
    /// page has no technique names of its own).
    Techniques {
        /// The request's id.
        id: u64,
        /// The language of the names.
        lang: Lang,
    },
    /// The puzzle of a short link (`#g=…`, `game::origin::short`), made again: the page
    /// passes the link's value as it found it; reading it, making the puzzle and checking it
    /// is the sender's are the worker's (answered [`Answer::Generated`], or
    /// [`Answer::NotGenerated`] with why the link cannot be opened, in `lang`).
    ShortLink {
        /// The request's id.
        id: u64,
        /// The language of the progress reports and of the reason.
        lang: Lang,
        /// The link's value (after `g=`), unread.
        value: String,
    },
}

/// What the engine worker answers.
#[derive(Clone, PartialEq, Debug)]
pub enum Answer {
    /// The worker has loaded and listens (a request sent before is not lost, but this says
    /// it can be answered).
    Ready,
    /// The hint of request `id`.
    Hint {
        /// The request's id.
        id: u64,
        /// The hint.
        card: Box<Card>,
    },
    /// The list of request `id`: each step's summary and card.
    Steps {
        /// The request's id.
        id: u64,
        /// Summary and card per step, easiest first.
        items: Vec<(String, Card)>,
    },
    /// The verdict of request `id`.
    Judged {
        /// The request's id.
        id: u64,
        /// What the exact solver says.
        verdict: Verdict,
    },
    /// Request `id` could not be read.
    Failed {
        /// The request's id (0 when even that could not be read).
        id: u64,
    },
    /// How far a long search has come (sent while the worker still looks for request `id`'s
    /// answer, at most every few hundred milliseconds): a sentence in the request's language.
    Progress {
        /// The request being answered.
        id: u64,
        /// "Trying Forcing Net Contradiction (88 of 93 techniques)…".
        text: String,
    },
    /// The puzzle of generate request `id`.
    Generated {
        /// The request's id.
        id: u64,
        /// The rule set.
        variant: Variant,
        /// The seed it came from.
        seed: u64,
        /// Tries it took.
        tries: u32,
        /// The givens.
        givens: Grid,
        /// The new game's origin as a library entry writes it (`Origin::slug`): `daily-<date>`
        /// when the options and seed are a day's daily puzzle (`game::daily::date_of`), else
        /// `made <short link value>` (`game::origin::short::value`: its check, seed and
        /// options, which make it again). The page reads it with `Origin::from_slug` and
        /// keeps it, never taking it apart.
        origin: String,
    },
    /// Generate request `id` made no puzzle: why, in English (the page offers only
    /// possible requests, so this is rare: the tries ran out).
    NotGenerated {
        /// The request's id.
        id: u64,
        /// The generator's reason.
        reason: String,
    },
    /// The rating card of request `id` (a "how" question is answered [`Answer::Steps`], a
    /// "why not" one [`Answer::Hint`]: the hint panel shows them as it shows hints).
    RatingCard {
        /// The request's id.
        id: u64,
        /// The card.
        card: Box<RatingCard>,
    },
    /// The answer to [`Request::Techniques`]: every technique a puzzle can need, easiest
    /// first, with its level and its name in the request's language.
    Techniques {
        /// The request's id.
        id: u64,
        /// The techniques.
        list: Vec<(Technique, Level, String)>,
    },
}

impl Request {
    /// The request's id.
    pub fn id(&self) -> u64 {
        match self {
            Request::Hint { id, .. }
            | Request::Steps { id, .. }
            | Request::Judge { id, .. }
            | Request::Generate { id, .. }
            | Request::RatingCard { id, .. }
            | Request::How { id, .. }
            | Request::WhyNot { id, .. }
            | Request::Techniques { id, .. }
            | Request::ShortLink { id, .. } => *id,
        }
    }

    /// The language the request wants its sentences in (English for a rating).
    pub fn lang(&self) -> Lang {
        match self {
            Request::Hint { lang, .. }
            | Request::Steps { lang, .. }
            | Request::Generate { lang, .. }
            | Request::RatingCard { lang, .. }
            | Request::How { lang, .. }
            | Request::WhyNot { lang, .. }
            | Request::Techniques { lang, .. }
            | Request::ShortLink { lang, .. } => *lang,
            Request::Judge { .. } => Lang::En,
        }
    }

    /// The request as text.
    pub fn to_text(&self) -> String {
        match self {
            Request::Hint { id, lang, game } => {
                format!("hint {id} {}\n{}", lang.code(), to_text(game))
            }
            Request::Steps { id, lang, game } => {
                format!("steps {id} {}\n{}", lang.code(), to_text(game))
            }
            Request::Judge {
                id,
                variant,
                givens,
            } => format!("judge {id} {} {}", variant.slug(), givens.to_line()),
            Request::Generate {
                id,
                lang,
                options,
                seed,
            } => format!(
                "generate {id} {} {seed} {}",
                lang.code(),
                generate::options_text(options)
            ),
            Request::RatingCard {
                id,
                lang,
                variant,
                givens,
            } => format!(
                "rating-card {id} {} {} {}",
                lang.code(),
                variant.slug(),
                givens.to_line()
            ),
            Request::How {
                id,
                lang,
                game,
                cell,
            } => format!("how {id} {} {cell}\n{}", lang.code(), to_text(game)),
            Request::WhyNot {
                id,
                lang,
                game,
                candidate,
            } => format!(
                "why-not {id} {} {} {}\n{}",
                lang.code(),
                candidate.cell,
                candidate.digit,
                to_text(game)
            ),
            Request::Techniques { id, lang } => format!("techniques {id} {}", lang.code()),
            Request::ShortLink { id, lang, value } => {
                format!("short-link {id} {}\n{}", lang.code(), escape(value))
            }
        }
    }

    /// The request a text says; `Err` with the id (0 if unknown) when it says none.
    pub fn from_text(text: &str) -> Result<Request, u64> {
        let (head, rest) = text.split_once('\n').unwrap_or((text, ""));
        let words: Vec<&str> = head.split(' ').collect();
        let id = words
            .get(1)
            .and_then(|w| w.parse::<u64>().ok())
            .ok_or(0u64)?;
        let game = || from_text(rest).map_err(|_| id);
        match words.as_slice() {
            ["hint", _, lang] => Ok(Request::Hint {
                id,
                lang: lang_from_code(lang).ok_or(id)?,
                game: game()?,
            }),
            ["steps", _, lang] => Ok(Request::Steps {
                id,
                lang: lang_from_code(lang).ok_or(id)?,
                game: game()?,
            }),
            ["judge", _, variant, givens] => {
                let (variant, givens) = judge_fields(variant, givens).ok_or(id)?;
                Ok(Request::Judge {
                    id,
                    variant,
                    givens,
                })
            }
            ["generate", _, lang, seed, options @ ..] if rest.is_empty() => Ok(Request::Generate {
                id,
                lang: lang_from_code(lang).ok_or(id)?,
                seed: seed.parse().map_err(|_| id)?,
                options: generate::options(options).ok_or(id)?,
            }),
            ["rating-card", _, lang, variant, givens] => {
                let (variant, givens) = judge_fields(variant, givens).ok_or(id)?;
                Ok(Request::RatingCard {
                    id,
                    lang: lang_from_code(lang).ok_or(id)?,
                    variant,
                    givens,
                })
            }
            ["how", _, lang, cell] => Ok(Request::How {
                id,
                lang: lang_from_code(lang).ok_or(id)?,
                cell: Cell::from_name(cell).ok_or(id)?,
                game: game()?,
            }),
            ["why-not", _, lang, cell, digit] => Ok(Request::WhyNot {
                id,
                lang: lang_from_code(lang).ok_or(id)?,
                candidate: Candidate::new(
                    Cell::from_name(cell).ok_or(id)?,
                    digit.parse().ok().and_then(Digit::new).ok_or(id)?,
                ),
                game: game()?,
            }),
            ["techniques", _, lang] if rest.is_empty() => Ok(Request::Techniques {
                id,
                lang: lang_from_code(lang).ok_or(id)?,
            }),
            ["short-link", _, lang] => Ok(Request::ShortLink {
                id,
                lang: lang_from_code(lang).ok_or(id)?,
                value: unescape(rest).ok_or(id)?,
            }),
            _ => Err(id),
        }
    }
}

impl Answer {
    /// The id of the request answered (`None` for `Ready`).
    pub fn id(&self) -> Option<u64> {
        match self {
            Answer::Hint { id, .. }
            | Answer::Steps { id, .. }
            | Answer::Judged { id, .. }
            | Answer::Progress { id, .. }
            | Answer::Failed { id }
            | Answer::Generated { id, .. }
            | Answer::NotGenerated { id, .. }
            | Answer::RatingCard { id, .. }
            | Answer::Techniques { id, .. } => Some(*id),
            Answer::Ready => None,
        }
    }

    /// The answer as text.
    pub fn to_text(&self) -> String {
        match self {
            Answer::Ready => judge_only::READY.to_string(),
            Answer::Hint { id, card } => format!("hint {id}\n{}", card_text(card)),
            Answer::Steps { id, items } => {
                let mut out = format!("steps {id} {}\n", items.len());
                for (line, card) in items {
                    out.push_str(&format!("item {}\n{}", escape(line), card_text(card)));
                }
                out
            }
            Answer::Judged { id, verdict } => judged_text(*id, verdict),
            Answer::Progress { id, text } => format!("progress {id}\n{}\n", escape(text)),
            Answer::Failed { id } => failed_text(*id),
            Answer::Generated {
                id,
                variant,
                seed,
                tries,
                givens,
                origin,
            } => format!(
                "generated {id} {} {seed} {tries} {}\n{}\n",
                variant.slug(),
                givens.to_line(),
                escape(origin)
            ),
            Answer::NotGenerated { id, reason } => {
                format!("ungenerated {id}\n{}\n", escape(reason))
            }
            Answer::RatingCard { id, card } => format!(
                "rating-card {id} {}\n{}\n",
                card.label.map_or("unrated", Level::slug),
                escape(&card.text)
            ),
            Answer::Techniques { id, list } => {
                let mut out = format!("techniques {id} {}\n", list.len());
                for (t, level, name) in list {
                    out.push_str(&format!("{} {} {}\n", t.id(), level.slug(), escape(name)));
                }
                out
            }
        }
    }

    /// The answer a text says; `None` for anything else.
    pub fn from_text(text: &str) -> Option<Answer> {
        let mut lines = text.lines();
        let head: Vec<&str> = lines.next()?.split(' ').collect();
        let id = || head.get(1)?.parse::<u64>().ok();
        let answer = match head.as_slice() {
            ["ready"] => Answer::Ready,
            ["hint", _] => Answer::Hint {
                id: id()?,
                card: Box::new(read_card(&mut lines)?),
            },
            ["steps", _, n] => {
                let n: usize = n.parse().ok()?;
                let mut items = Vec::new();
                for _ in 0..n {
                    let line = unescape(lines.next()?.strip_prefix("item ")?)?;
                    items.push((line, read_card(&mut lines)?));
                }
                Answer::Steps { id: id()?, items }
            }
            ["judged", _, verdict @ ..] => Answer::Judged {
                id: id()?,
                verdict: read_verdict(verdict)?,
            },
            ["progress", _] => Answer::Progress {
                id: id()?,
                text: unescape(lines.next()?)?,
            },
            ["failed", _] => Answer::Failed { id: id()? },
            ["generated", _, variant, seed, tries, givens] => Answer::Generated {
                id: id()?,
                variant: Variant::from_slug(variant)?,
                seed: seed.parse().ok()?,
                tries: tries.parse().ok()?,
                givens: crate::game::save::grid(givens)?,
                origin: unescape(lines.next()?)?,
            },
            ["ungenerated", _] => Answer::NotGenerated {
                id: id()?,
                reason: unescape(lines.next()?)?,
            },
            ["rating-card", _, label] => Answer::RatingCard {
                id: id()?,
                card: Box::new(RatingCard {
                    label: Rating::level_from_slug(label)?,
                    text: unescape(lines.next()?)?,
                }),
            },
            ["techniques", _, n] => {
                let n: usize = n.parse().ok()?;
                let mut list = Vec::new();
                for _ in 0..n {
                    let mut words = lines.next()?.splitn(3, ' ');
                    list.push((
                        Technique::from_id(words.next()?)?,
                        Level::from_slug(words.next()?)?,
                        unescape(words.next()?)?,
                    ));
                }
                Answer::Techniques { id: id()?, list }
            }
            _ => return None,
        };
        lines.next().is_none().then_some(answer)
    }
}

/// A `judge` request's rule set and givens, read from its head words.
fn judge_fields(variant: &str, givens: &str) -> Option<(Variant, Grid)> {
    Some((
        Variant::from_slug(variant)?,
        crate::game::save::grid(givens)?,
    ))
}

/// The text of [`Answer::Judged`].
fn judged_text(id: u64, verdict: &Verdict) -> String {
    format!("judged {id} {}\n", verdict_text(verdict))
}

/// The text of [`Answer::Failed`].
fn failed_text(id: u64) -> String {
    format!("failed {id}\n")
}

/// Does what `request` asks: finds and explains the hint, lists the steps, rates, or judges.
pub fn run(request: &Request) -> Answer {
    run_watched(request, &|_| {})
}

/// [`run`], telling `watch` each technique of the ladder as a hint's or the list's search
/// for it begins (the worker turns that into [`progress`] reports on a long search).
pub fn run_watched(request: &Request, watch: &dyn Fn(Technique)) -> Answer {
    match request {
        Request::Hint { id, lang, game } => Answer::Hint {
            id: *id,
            card: Box::new(
                Session::new(game, find_hint_watched(game, &game.verdict(), watch)).card(*lang),
            ),
        },
        Request::Steps { id, lang, game } => {
            let pos = game.notes_position();
            let items = all_steps_now_watched(game, &game.verdict(), watch)
                .into_iter()
                .map(|step| {
                    let line = render(*lang, &step_line(&step, &pos));
                    (line, Session::for_step(game, step).card(*lang))
                })
                .collect();
            Answer::Steps { id: *id, items }
        }
        Request::Judge {
            id,
            variant,
            givens,
        } => Answer::Judged {
            id: *id,
            verdict: judge(&Puzzle::new(*variant, *givens)),
        },
        Request::Generate {
            id,
            lang,
            options,
            seed,
        } => generate::answer(*id, *lang, options, *seed, &mut |_| {}),
        Request::RatingCard {
            id,
            lang,
            variant,
            givens,
        } => Answer::RatingCard {
            id: *id,
            card: Box::new(rating_card::rating_card(
                &Puzzle::new(*variant, *givens),
                *lang,
            )),
        },
        Request::How {
            id,
            lang,
            game,
            cell,
        } => match answer_how(game, *cell, *lang, watch) {
            Answered::Card(card) => Answer::Hint { id: *id, card },
            Answered::Steps(items) => Answer::Steps { id: *id, items },
        },
        Request::WhyNot {
            id,
            lang,
            game,
            candidate,
        } => Answer::Hint {
            id: *id,
            card: answer_why_not(game, *candidate, *lang, watch),
        },
        Request::Techniques { id, lang } => generate::techniques(*id, *lang),
        Request::ShortLink { id, lang, value } => {
            generate::short_link(*id, *lang, value, &mut |_| {})
        }
    }
}

/// The progress report of request `id` whose search has come to `technique`: its place in
/// the ladder, worded in `lang`.
pub fn progress(id: u64, lang: Lang, technique: Technique) -> Answer {
    let of = ladder().count();
    let at = ladder().position(|t| t == technique).unwrap_or(of);
    let phrase = Phrase::new("explain.progress")
        .technique("technique", technique)
        .count("k", at as u32 + 1)
        .count("n", of as u32);
    Answer::Progress {
        id,
        text: render(lang, &phrase),
    }
}

/// The requests worth doing among those that arrived together, in order: of each kind (hint,
/// steps, judge, generate, rating card, how, why not) only the newest, since the page waits for nothing older (a new board cancels
/// the request for the old one).
pub fn latest(arrived: Vec<String>) -> Vec<String> {
    let kind = |text: &str| {
        text.split([' ', '\n'])
            .next()
            .unwrap_or_default()
            .to_string()
    };
    let kinds: Vec<String> = arrived.iter().map(|t| kind(t)).collect();
    arrived
        .into_iter()
        .enumerate()
        .filter(|(i, _)| !kinds[i + 1..].contains(&kinds[*i]))
        .map(|(_, t)| t)
        .collect()
}

/// Reads `text` as a request and does it; an unreadable request is answered `Failed`.
pub fn answer(text: &str) -> Answer {
    match Request::from_text(text) {
        Ok(request) => run(&request),
        Err(id) => Answer::Failed { id },
    }
}

#[cfg(test)]
mod tests;
