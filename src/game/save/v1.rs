//! Version 1 of the save text (read only; migrated on load):
//!
//! ```text
//! stepwise-save 1
//! variant diagonal
//! stage playing
//! givens 4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
//! digits ..................................................................................
//! ```

use super::{SaveError, field, grid, stage_from_slug};
use crate::engine::Variant;
use crate::game::Game;

/// The first line of a version-1 save.
pub const MAGIC: &str = "stepwise-save 1";

/// A version-1 save as a game with no notes and no history.
pub fn read(text: &str) -> Result<Game, SaveError> {
    let mut lines = text.lines().skip(1);
    let variant =
        Variant::from_slug(field(&mut lines, "variant")?).ok_or(SaveError::BadField("variant"))?;
    let stage = stage_from_slug(field(&mut lines, "stage")?).ok_or(SaveError::BadField("stage"))?;
    let givens = grid(field(&mut lines, "givens")?).ok_or(SaveError::BadField("givens"))?;
    let digits = grid(field(&mut lines, "digits")?).ok_or(SaveError::BadField("digits"))?;
    Ok(Game::from_parts(variant, givens, digits, stage))
}
