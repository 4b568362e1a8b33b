//! Version 3 of the save text (written now): the board, both kinds of notes, the timer, the
//! hint count and the whole undo history, one move per line. A hint's move names its
//! technique by the stable [`Technique::id`] (`step:direct-pointing`), which never changes
//! when a display name does.
//!
//! Version 2 is the same text with `stepwise-save 2` on top and the technique's English
//! name in a hint's move (`step:Direct_Pointing`); [`read`] takes both (see [`StepNames`]).
//!
//! ```text
//! stepwise-save 3
//! variant standard
//! stage playing
//! givens 4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
//! digits .5...............................................................................
//! centre - - 1269 - …            (81 fields: the notes' digits, `-` for none)
//! corner - - - - …
//! time 73000
//! hints 1
//! cursor 2
//! move fill 12000 r1c2:0.0.0.0>0.0.1256.0 r1c3:0.0.0.0>0.0.1269.0 …
//! move digit 73000 r1c2:0.0.1256.0>0.5.1256.0
//! ```
//!
//! A move line is `move <kind> <time> [variant:<a>><b>] [stage:<a>><b>] <cell changes>`; a
//! cell state is `given.digit.centre.corner` with `0` for "none".

use super::{SaveError, field, head, stage_from_slug, stage_slug};
use crate::engine::{Cell, Digit, DigitSet, Technique, Variant};
use crate::game::{CellChange, CellState, Game, History, Move, MoveKind, SavedParts};

/// The first line of a version-3 save.
pub const MAGIC: &str = "stepwise-save 3";

/// The first line of a version-2 save.
pub const MAGIC_V2: &str = "stepwise-save 2";

/// How a hint's move names its technique.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StepNames {
    /// Version 3: the stable id (`step:x-wing`).
    Ids,
    /// Version 2: the English name with `_` for spaces (`step:X-Wing`,
    /// `step:Direct_Pointing`). Any technique the engine has is accepted: the first
    /// release's reader looked names up in a list that left out the pen-only techniques,
    /// so games holding them were set aside as unreadable; they open again.
    Legacy,
}

/// The version-3 text of `game`.
pub fn write(game: &Game) -> String {
    let mut out = format!(
        "{MAGIC}\nvariant {}\nstage {}\ngivens {}\ndigits {}\ncentre {}\ncorner {}\ntime {}\nhints {}\ncursor {}\n",
        game.variant().slug(),
        stage_slug(game.stage()),
        game.givens().to_line(),
        game.digits().to_line(),
        notes_line(game.centre_notes()),
        notes_line(game.corner_notes()),
        game.elapsed_ms(),
        game.hints_used(),
        game.history().cursor(),
    );
    for m in game.history().moves() {
        out.push_str(&move_line(m));
        out.push('\n');
    }
    out
}

/// The game a version-3 (or, with [`StepNames::Legacy`], version-2) text describes.
pub fn read(text: &str, names: StepNames) -> Result<Game, SaveError> {
    let mut lines = text.lines().skip(1);
    let super::Head {
        variant,
        stage,
        givens,
        digits,
    } = head(&mut lines)?;
    let centre = notes(field(&mut lines, "centre")?).ok_or(SaveError::BadField("centre"))?;
    let corner = notes(field(&mut lines, "corner")?).ok_or(SaveError::BadField("corner"))?;
    let number = |value: &str, name| value.parse::<u64>().map_err(|_| SaveError::BadField(name));
    let elapsed_ms = number(field(&mut lines, "time")?, "time")?;
    let hints_used = u32::try_from(number(field(&mut lines, "hints")?, "hints")?)
        .map_err(|_| SaveError::BadField("hints"))?;
    let cursor = usize::try_from(number(field(&mut lines, "cursor")?, "cursor")?)
        .map_err(|_| SaveError::BadField("cursor"))?;
    let mut moves = Vec::new();
    for (i, line) in lines.filter(|l| !l.trim().is_empty()).enumerate() {
        moves.push(parse_move(line, names).ok_or(SaveError::BadMove(i + 1))?);
    }
    if cursor > moves.len() {
        return Err(SaveError::BadField("cursor"));
    }
    Ok(Game::from_saved(SavedParts {
        variant,
        givens,
        digits,
        centre,
        corner,
        stage,
        history: History::from_parts(moves, cursor),
        elapsed_ms,
        hints_used,
    }))
}

fn digits_text(set: DigitSet) -> String {
    if set.is_empty() {
        return "0".to_string();
    }
    set.iter().map(|d| char::from(b'0' + d.get())).collect()
}

fn digits_from(text: &str) -> Option<DigitSet> {
    if text == "0" {
        return Some(DigitSet::EMPTY);
    }
    let mut set = DigitSet::EMPTY;
    for b in text.bytes() {
        set.insert(Digit::new(b.checked_sub(b'0')?)?);
    }
    (!text.is_empty()).then_some(set)
}

fn notes_line(notes: &[DigitSet; 81]) -> String {
    let fields: Vec<String> = notes
        .iter()
        .map(|s| match digits_text(*s).as_str() {
            "0" => "-".to_string(),
            t => t.to_string(),
        })
        .collect();
    fields.join(" ")
}

fn notes(line: &str) -> Option<[DigitSet; 81]> {
    let mut out = [DigitSet::EMPTY; 81];
    let mut fields = line.split(' ');
    for slot in out.iter_mut() {
        let f = fields.next()?;
        *slot = if f == "-" {
            DigitSet::EMPTY
        } else {
            digits_from(f)?
        };
    }
    fields.next().is_none().then_some(out)
}

fn one_digit(d: Option<Digit>) -> char {
    d.map_or('0', |d| char::from(b'0' + d.get()))
}

fn state_text(s: &CellState) -> String {
    format!(
        "{}.{}.{}.{}",
        one_digit(s.given),
        one_digit(s.digit),
        digits_text(s.centre),
        digits_text(s.corner)
    )
}

fn state_from(text: &str) -> Option<CellState> {
    let mut parts = text.split('.');
    let mut single = || -> Option<Option<Digit>> {
        let p = parts.next()?;
        match p {
            "0" => Some(None),
            _ if p.len() == 1 => Some(Some(Digit::new(p.as_bytes()[0].checked_sub(b'0')?)?)),
            _ => None,
        }
    };
    let given = single()?;
    let digit = single()?;
    let centre = digits_from(parts.next()?)?;
    let corner = digits_from(parts.next()?)?;
    if parts.next().is_some() || (given.is_some() && digit.is_some()) {
        return None;
    }
    Some(CellState {
        given,
        digit,
        centre,
        corner,
    })
}

fn kind_text(kind: MoveKind) -> String {
    match kind {
        MoveKind::Given => "given".into(),
        MoveKind::Digit => "digit".into(),
        MoveKind::Erase => "erase".into(),
        MoveKind::Note => "note".into(),
        MoveKind::Fill => "fill".into(),
        MoveKind::Step(t) => format!("step:{}", t.id()),
        MoveKind::Variant => "variant".into(),
        MoveKind::Start => "start".into(),
        MoveKind::EditGivens => "edit".into(),
        MoveKind::Clear => "clear".into(),
    }
}

fn kind_from(text: &str, names: StepNames) -> Option<MoveKind> {
    Some(match text {
        "given" => MoveKind::Given,
        "digit" => MoveKind::Digit,
        "erase" => MoveKind::Erase,
        "note" => MoveKind::Note,
        "fill" => MoveKind::Fill,
        "variant" => MoveKind::Variant,
        "start" => MoveKind::Start,
        "edit" => MoveKind::EditGivens,
        "clear" => MoveKind::Clear,
        _ => {
            let name = text.strip_prefix("step:")?;
            MoveKind::Step(match names {
                StepNames::Ids => Technique::from_id(name)?,
                StepNames::Legacy => {
                    let name = name.replace('_', " ");
                    *Technique::EVERY.iter().find(|t| t.name() == name)?
                }
            })
        }
    })
}

fn move_line(m: &Move) -> String {
    let mut line = format!("move {} {}", kind_text(m.kind), m.at_ms);
    if let Some((a, b)) = m.variant {
        line.push_str(&format!(" variant:{}>{}", a.slug(), b.slug()));
    }
    if let Some((a, b)) = m.stage {
        line.push_str(&format!(" stage:{}>{}", stage_slug(a), stage_slug(b)));
    }
    for c in &m.changes {
        line.push_str(&format!(
            " {}:{}>{}",
            c.cell,
            state_text(&c.before),
            state_text(&c.after)
        ));
    }
    line
}

fn parse_move(line: &str, names: StepNames) -> Option<Move> {
    let mut tokens = line.split_whitespace();
    if tokens.next()? != "move" {
        return None;
    }
    let kind = kind_from(tokens.next()?, names)?;
    let at_ms = tokens.next()?.parse().ok()?;
    let mut m = Move {
        kind,
        at_ms,
        changes: Vec::new(),
        variant: None,
        stage: None,
    };
    for token in tokens {
        if let Some(pair) = token.strip_prefix("variant:") {
            let (a, b) = pair.split_once('>')?;
            m.variant = Some((Variant::from_slug(a)?, Variant::from_slug(b)?));
        } else if let Some(pair) = token.strip_prefix("stage:") {
            let (a, b) = pair.split_once('>')?;
            m.stage = Some((stage_from_slug(a)?, stage_from_slug(b)?));
        } else {
            let (cell, states) = token.split_once(':')?;
            let (before, after) = states.split_once('>')?;
            m.changes.push(CellChange {
                cell: Cell::from_name(cell)?,
                before: state_from(before)?,
                after: state_from(after)?,
            });
        }
    }
    Some(m)
}
