//! The saved form of a [`Game`]: a small versioned text, written and read by hand (the model
//! takes no serialisation framework). Version 3 (written now) keeps the notes, the whole undo
//! history, the timer and the hint count, a hint's technique by its stable id; version 2
//! (the same with English technique names) and version 1 (the first release: givens and
//! digits only) are still read, so old saves open in a new app.
//!
//! Reading is strict: a text that is not exactly a save of a known version is refused with a
//! [`SaveError`] naming what is wrong, and the caller keeps it aside rather than guessing.

mod v1;
mod v3;

use super::Game;
use crate::engine::Grid;
use crate::i18n::{Lang, tr, trf};

/// The storage key of the game on the board (the first release kept one game here).
pub const CURRENT_KEY: &str = "stepwise/v1/current";

/// Why a stored text is not a save this version reads.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SaveError {
    /// The first line is not `stepwise-save 1`, `2` or `3` (a newer version, or
    /// another program's data).
    NotASave,
    /// A line is missing or malformed.
    BadField(&'static str),
    /// Line `n` (1-based) of the history is malformed.
    BadMove(usize),
}

impl SaveError {
    /// Why the text cannot be read, said to the player in `lang`; a damaged line is named in
    /// words from the message tables ("your digits"), not by its name in the file.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            SaveError::NotASave => tr(lang, "save.error.not_save").to_string(),
            SaveError::BadField(name) => trf(
                lang,
                "save.error.field",
                &[("field", tr(lang, field_words(name)))],
            ),
            SaveError::BadMove(n) => trf(lang, "save.error.move", &[("n", &n.to_string())]),
        }
    }
}

/// The message key that names a save line in words.
fn field_words(name: &str) -> &'static str {
    match name {
        "variant" => "save.field.variant",
        "stage" => "save.field.stage",
        "givens" => "save.field.givens",
        "digits" => "save.field.digits",
        "centre" => "save.field.centre",
        "corner" => "save.field.corner",
        "time" => "save.field.time",
        "hints" => "save.field.hints",
        "cursor" => "save.field.cursor",
        _ => "save.field.other",
    }
}

/// The save text of `game` (the newest version).
pub fn to_text(game: &Game) -> String {
    v3::write(game)
}

/// The game a save text describes, whichever version wrote it.
pub fn from_text(text: &str) -> Result<Game, SaveError> {
    match text.lines().next().map(str::trim) {
        Some(v1::MAGIC) => v1::read(text),
        Some(v3::MAGIC_V2) => v3::read(text, v3::StepNames::Legacy),
        Some(v3::MAGIC) => v3::read(text, v3::StepNames::Ids),
        _ => Err(SaveError::NotASave),
    }
}

/// Reads the next line as `name value`, returning the value.
fn field<'a>(
    lines: &mut impl Iterator<Item = &'a str>,
    name: &'static str,
) -> Result<&'a str, SaveError> {
    lines
        .next()
        .and_then(|l| l.strip_prefix(name))
        .and_then(|l| l.strip_prefix(' '))
        .map(str::trim)
        .ok_or(SaveError::BadField(name))
}

/// The lines every version starts with, after its magic line: variant, stage, givens and
/// the player's digits.
struct Head {
    variant: crate::engine::Variant,
    stage: super::Stage,
    givens: Grid,
    digits: Grid,
}

/// Reads the [`Head`] lines.
fn head<'a>(lines: &mut impl Iterator<Item = &'a str>) -> Result<Head, SaveError> {
    let variant = crate::engine::Variant::from_slug(field(lines, "variant")?)
        .ok_or(SaveError::BadField("variant"))?;
    let stage = stage_from_slug(field(lines, "stage")?).ok_or(SaveError::BadField("stage"))?;
    let givens = grid(field(lines, "givens")?).ok_or(SaveError::BadField("givens"))?;
    let digits = grid(field(lines, "digits")?).ok_or(SaveError::BadField("digits"))?;
    Ok(Head {
        variant,
        stage,
        givens,
        digits,
    })
}

/// An 81-character line of `1`–`9` and `.` (whatever its digits break).
pub(crate) fn grid(line: &str) -> Option<Grid> {
    let bytes = line.as_bytes();
    if bytes.len() != 81 {
        return None;
    }
    let mut numbers = [0u8; 81];
    for (n, &b) in numbers.iter_mut().zip(bytes) {
        *n = match b {
            b'.' => 0,
            b'1'..=b'9' => b - b'0',
            _ => return None,
        };
    }
    Grid::from_numbers(&numbers)
}

/// `entering` / `playing`.
fn stage_slug(stage: super::Stage) -> &'static str {
    match stage {
        super::Stage::Entering => "entering",
        super::Stage::Playing => "playing",
    }
}

fn stage_from_slug(slug: &str) -> Option<super::Stage> {
    match slug {
        "entering" => Some(super::Stage::Entering),
        "playing" => Some(super::Stage::Playing),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
