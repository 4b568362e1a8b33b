//! The saved form of a [`Game`]: a small versioned text, written and read by hand (the model
//! takes no serialisation framework). The web layer stores it under
//! [`CURRENT_KEY`]; a later version adds a `SavedGameV2` and a migration from this one.
//!
//! ```text
//! stepwise-save 1
//! variant diagonal
//! stage playing
//! givens 4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
//! digits ..................................................................................
//! ```

use std::fmt;

use super::{Game, Stage};
use crate::engine::{Grid, Variant};

/// The storage key of the game on the board.
pub const CURRENT_KEY: &str = "stepwise/v1/current";

const MAGIC: &str = "stepwise-save 1";

/// Why a stored text is not a version-1 save. Shown to the player, who then gets an empty board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SaveError {
    /// The first line is not `stepwise-save 1` (another version or another program's data).
    NotAVersion1Save,
    /// A line is missing or malformed.
    BadField(&'static str),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::NotAVersion1Save => {
                write!(f, "the saved game is not in a format this version reads")
            }
            SaveError::BadField(field) => write!(f, "the saved game's {field} is damaged"),
        }
    }
}

/// The save text of `game`.
pub fn to_text(game: &Game) -> String {
    let stage = match game.stage() {
        Stage::Entering => "entering",
        Stage::Playing => "playing",
    };
    format!(
        "{MAGIC}\nvariant {}\nstage {stage}\ngivens {}\ndigits {}\n",
        game.variant().slug(),
        game.givens().to_line(),
        game.digits().to_line()
    )
}

/// The game a save text describes.
pub fn from_text(text: &str) -> Result<Game, SaveError> {
    let mut lines = text.lines();
    if lines.next().map(str::trim) != Some(MAGIC) {
        return Err(SaveError::NotAVersion1Save);
    }
    let mut field = |name: &'static str| -> Result<&str, SaveError> {
        lines
            .next()
            .and_then(|l| l.strip_prefix(name))
            .and_then(|l| l.strip_prefix(' '))
            .map(str::trim)
            .ok_or(SaveError::BadField(name))
    };
    let variant = Variant::from_slug(field("variant")?).ok_or(SaveError::BadField("variant"))?;
    let stage = match field("stage")? {
        "entering" => Stage::Entering,
        "playing" => Stage::Playing,
        _ => return Err(SaveError::BadField("stage")),
    };
    let givens = grid(field("givens")?).ok_or(SaveError::BadField("givens"))?;
    let digits = grid(field("digits")?).ok_or(SaveError::BadField("digits"))?;
    Ok(Game::from_parts(variant, givens, digits, stage))
}

/// An 81-character line of `1`–`9` and `.`.
fn grid(line: &str) -> Option<Grid> {
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
