//! The text forms of what crosses between the page and the engine worker: cells, candidates,
//! houses, links, highlights, the commands a hint may end in, and [`Card`]s. One record per
//! line (`name value`); sentences are escaped so they stay on their line. Readers are strict
//! and total: anything malformed is `None`, never a panic.

use crate::engine::step::Link;
use crate::engine::{Candidate, Cell, CellSet, Digit, Highlights, House, Repeat, Technique, Why};
use crate::game::coach::{Card, CardAction};
use crate::game::verdict::{Ambiguity, Fixes, Typo};
use crate::game::{Command, NoteKind, StepEffect, Verdict};
use crate::i18n::Lang;

/// A sentence on one line: `\` and line breaks escaped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
    out
}

/// The sentence [`escape`] wrote.
pub fn unescape(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            out.push(match chars.next()? {
                '\\' => '\\',
                'n' => '\n',
                'r' => '\r',
                _ => return None,
            });
        } else {
            out.push(c);
        }
    }
    Some(out)
}

/// Items joined by `,`; `-` for none.
fn list<T>(items: impl IntoIterator<Item = T>, one: impl Fn(T) -> String) -> String {
    let parts: Vec<String> = items.into_iter().map(one).collect();
    if parts.is_empty() {
        "-".to_string()
    } else {
        parts.join(",")
    }
}

/// The items of a [`list`].
fn items<T>(text: &str, one: impl Fn(&str) -> Option<T>) -> Option<Vec<T>> {
    if text == "-" {
        return Some(Vec::new());
    }
    text.split(',').map(one).collect()
}

fn cell(text: &str) -> Option<Cell> {
    Cell::new(text.parse().ok()?)
}

fn candidate_text(c: Candidate) -> String {
    format!("{}:{}", c.cell.index(), c.digit)
}

fn candidate(text: &str) -> Option<Candidate> {
    let (c, d) = text.split_once(':')?;
    Some(Candidate::new(cell(c)?, Digit::new(d.parse().ok()?)?))
}

/// Cells as their indices.
pub fn cells_text(cells: CellSet) -> String {
    list(cells.iter(), |c| c.index().to_string())
}

/// The cells [`cells_text`] wrote.
pub fn cells(text: &str) -> Option<CellSet> {
    Some(items(text, cell)?.into_iter().collect())
}

/// Candidates as `cell:digit`.
pub fn candidates_text(list_of: &[Candidate]) -> String {
    list(list_of.iter().copied(), candidate_text)
}

/// The candidates [`candidates_text`] wrote.
pub fn candidates(text: &str) -> Option<Vec<Candidate>> {
    items(text, candidate)
}

/// A verdict as words: `empty`, `pending`, `none`, `repeat <digit> <house> <first>
/// <second>`, `unique <solution>`, `several <cells>`, `typo <size> <tried> <suspects>
/// <fixes>`, `ambiguous <solutions> <open cells> <given that makes it unique, or ->`.
pub fn verdict_text(verdict: &Verdict) -> String {
    match verdict {
        Verdict::Empty => "empty".to_string(),
        Verdict::Pending => "pending".to_string(),
        Verdict::NoSolution { repeat: None } => "none".to_string(),
        Verdict::NoSolution { repeat: Some(r) } => format!(
            "repeat {} {} {} {}",
            r.digit,
            r.house.index(),
            r.first.index(),
            r.second.index()
        ),
        Verdict::Unique(solution) => format!("unique {}", solution.to_line()),
        Verdict::Several { differ } => format!("several {}", cells_text(*differ)),
        Verdict::Typo(t) => format!(
            "typo {} {} {} {}",
            t.size,
            t.tried,
            cells_text(t.suspects),
            candidates_text(&t.fixes.iter().collect::<Vec<_>>())
        ),
        Verdict::Ambiguous(a) => format!(
            "ambiguous {} {} {}",
            a.solutions,
            cells_text(a.open),
            candidates_text(a.unique_with.as_slice())
        ),
    }
}

/// The verdict [`verdict_text`] wrote, from its words.
pub fn read_verdict(words: &[&str]) -> Option<Verdict> {
    Some(match words {
        ["empty"] => Verdict::Empty,
        ["pending"] => Verdict::Pending,
        ["none"] => Verdict::NoSolution { repeat: None },
        ["repeat", digit, house, first, second] => Verdict::NoSolution {
            repeat: Some(Repeat {
                digit: Digit::new(digit.parse().ok()?)?,
                house: House::from_index(house.parse().ok()?)?,
                first: cell(first)?,
                second: cell(second)?,
            }),
        },
        ["unique", solution] => Verdict::Unique(crate::game::save::grid(solution)?),
        ["several", differ] => Verdict::Several {
            differ: cells(differ)?,
        },
        ["typo", size, tried, suspects, fixes] => Verdict::Typo(Typo {
            size: size.parse().ok()?,
            tried: tried.parse().ok()?,
            suspects: cells(suspects)?,
            fixes: Fixes::from_list(&candidates(fixes)?)?,
        }),
        ["ambiguous", solutions, open, unique_with] => Verdict::Ambiguous(Ambiguity {
            solutions: solutions.parse().ok()?,
            open: cells(open)?,
            unique_with: match candidates(unique_with)?.as_slice() {
                [] => None,
                [one] => Some(*one),
                _ => return None,
            },
        }),
        _ => return None,
    })
}

fn houses_text(houses: &[House]) -> String {
    list(houses.iter(), |h| h.index().to_string())
}

// One copy however often a card reads it (inlined, each use cost the page's bundle).
#[inline(never)]
fn houses(text: &str) -> Option<Vec<House>> {
    items(text, |h| House::from_index(h.parse().ok()?))
}

fn links_text(links: &[Link]) -> String {
    list(links.iter(), |l| {
        format!(
            "{}>{}{}",
            candidate_text(l.from),
            candidate_text(l.to),
            if l.strong { "s" } else { "w" }
        )
    })
}

/// Lists of candidates, `;` between them.
fn candidate_lists_text(lists: &[Vec<Candidate>]) -> String {
    let parts: Vec<String> = lists.iter().map(|l| candidates_text(l)).collect();
    if parts.is_empty() {
        "-".to_string()
    } else {
        parts.join(";")
    }
}

fn candidate_lists(text: &str) -> Option<Vec<Vec<Candidate>>> {
    if text == "-" {
        return Some(Vec::new());
    }
    text.split(';').map(candidates).collect()
}

// One copy however often a card reads it (inlined, each use cost the page's bundle).
#[inline(never)]
fn links(text: &str) -> Option<Vec<Link>> {
    items(text, |l| {
        let (from, rest) = l.split_once('>')?;
        let (to, kind) = rest.split_at(rest.len().checked_sub(1)?);
        Some(Link {
            from: candidate(from)?,
            to: candidate(to)?,
            strong: match kind {
                "s" => true,
                "w" => false,
                _ => return None,
            },
        })
    })
}

/// The command of a hint's action as text; `None` for commands no hint ends in.
pub fn command_text(command: &Command) -> Option<String> {
    Some(match command {
        Command::ApplyStep(e) => format!(
            "apply {} {} {}",
            e.technique.id(),
            candidates_text(&e.placements),
            candidates_text(&e.eliminations)
        ),
        Command::FillCandidates => "fill".to_string(),
        Command::ToggleNote(c, kind, d) => format!(
            "note {} {} {d}",
            c.index(),
            match kind {
                NoteKind::Centre => "centre",
                NoteKind::Corner => "corner",
            }
        ),
        Command::UndoTo(n) => format!("undo-to {n}"),
        Command::Erase(c) => format!("erase {}", c.index()),
        _ => return None,
    })
}

/// The command [`command_text`] wrote.
pub fn command(text: &str) -> Option<Command> {
    let words: Vec<&str> = text.split(' ').collect();
    Some(match words.as_slice() {
        ["apply", id, placements, eliminations] => Command::ApplyStep(StepEffect {
            technique: Technique::from_id(id)?,
            placements: candidates(placements)?,
            eliminations: candidates(eliminations)?,
        }),
        ["fill"] => Command::FillCandidates,
        ["note", c, kind, d] => Command::ToggleNote(
            cell(c)?,
            match *kind {
                "centre" => NoteKind::Centre,
                "corner" => NoteKind::Corner,
                _ => return None,
            },
            Digit::new(d.parse().ok()?)?,
        ),
        ["undo-to", n] => Command::UndoTo(n.parse().ok()?),
        ["erase", c] => Command::Erase(cell(c)?),
        _ => return None,
    })
}

/// The language's code (`en`, `de`).
pub fn lang_from_code(code: &str) -> Option<Lang> {
    Lang::ALL.into_iter().find(|l| l.code() == code)
}

/// A card as lines (each ended by a line break), closed by `end`.
pub fn card_text(card: &Card) -> String {
    let h = &card.highlights;
    let mut out = format!(
        "lang {}\nlast {}\nfirst {}\ntargets {}\narea {}\npattern {}\ncircled {}\nfins {}\nlinks {}\nbranches {}\nstruck {}\nplaced {}\nsights {}\nbase {}\ncover {}\ncolours {}\n",
        card.lang.code(),
        card.last_rung,
        card.first_rung,
        cells_text(card.targets),
        houses_text(&h.area),
        cells_text(h.pattern_cells),
        candidates_text(&h.pattern_candidates),
        cells_text(h.fins),
        links_text(&h.links),
        list(h.branches.iter(), u16::to_string),
        candidates_text(&h.eliminations),
        candidates_text(&h.placements),
        links_text(&h.why.sights),
        houses_text(&h.why.base),
        houses_text(&h.why.cover),
        candidate_lists_text(&h.why.colours),
    );
    if let Some(a) = &card.action
        && let Some(command) = command_text(&a.command)
    {
        out.push_str(&format!("action {command}\nlabel {}\n", escape(&a.label)));
    }
    if let Some(a) = &card.alternative
        && let Some(command) = command_text(&a.command)
    {
        out.push_str(&format!(
            "alternative {command}\nalternative-label {}\n",
            escape(&a.label)
        ));
    }
    for (i, lines) in card.rungs.iter().enumerate() {
        out.push_str(&format!("rung {}\n", i + 1));
        for l in lines {
            out.push_str(&format!("say {}\n", escape(l)));
        }
    }
    for l in &card.links {
        out.push_str(&format!("link-say {}\n", escape(l)));
    }
    out.push_str("end\n");
    out
}

/// Reads a card from `lines` up to and including its `end`.
pub fn read_card<'a>(lines: &mut impl Iterator<Item = &'a str>) -> Option<Card> {
    let mut field = |name: &str| -> Option<&'a str> {
        let line = lines.next()?;
        line.strip_prefix(name)?.strip_prefix(' ')
    };
    let lang = lang_from_code(field("lang")?)?;
    let last_rung: u8 = field("last")?
        .parse()
        .ok()
        .filter(|n| (1..=4).contains(n))?;
    let first_rung: u8 = field("first")?
        .parse()
        .ok()
        .filter(|n| *n >= 1 && *n <= last_rung)?;
    let targets = cells(field("targets")?)?;
    let highlights = Highlights {
        area: houses(field("area")?)?,
        pattern_cells: cells(field("pattern")?)?,
        pattern_candidates: candidates(field("circled")?)?,
        fins: cells(field("fins")?)?,
        links: links(field("links")?)?,
        branches: items(field("branches")?, |b| b.parse().ok())?,
        eliminations: candidates(field("struck")?)?,
        placements: candidates(field("placed")?)?,
        why: Why {
            sights: links(field("sights")?)?,
            base: houses(field("base")?)?,
            cover: houses(field("cover")?)?,
            colours: candidate_lists(field("colours")?)?,
        },
    };
    let mut card = Card {
        lang,
        rungs: Vec::new(),
        links: Vec::new(),
        last_rung,
        first_rung,
        highlights,
        targets,
        action: None,
        alternative: None,
    };
    let mut pending: Option<Command> = None;
    let mut pending_alternative: Option<Command> = None;
    for line in lines.by_ref() {
        let (name, value) = line.split_once(' ').unwrap_or((line, ""));
        match name {
            "end" => return card_complete(card, pending.or(pending_alternative)),
            "action" => pending = Some(command(value)?),
            "label" => {
                card.action = Some(CardAction {
                    command: pending.take()?,
                    label: unescape(value)?,
                });
            }
            "alternative" => pending_alternative = Some(command(value)?),
            "alternative-label" => {
                card.alternative = Some(CardAction {
                    command: pending_alternative.take()?,
                    label: unescape(value)?,
                });
            }
            "rung" => {
                let n: usize = value.parse().ok()?;
                (n == card.rungs.len() + 1).then_some(())?;
                card.rungs.push(Vec::new());
            }
            "say" => card.rungs.last_mut()?.push(unescape(value)?),
            "link-say" => card.links.push(unescape(value)?),
            _ => return None,
        }
    }
    None
}

/// The card, if nothing was left half-said (an action without its label).
fn card_complete(card: Card, pending: Option<Command>) -> Option<Card> {
    (pending.is_none() && card.rungs.len() == usize::from(card.last_rung.min(3))).then_some(card)
}
