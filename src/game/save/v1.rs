//! Version 1 of the save text (read only; migrated on load):
//!
//! ```text
//! stepwise-save 1
//! variant diagonal
//! stage playing
//! givens 4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
//! digits ..................................................................................
//! ```

use super::{SaveError, head};
use crate::game::Game;

/// The first line of a version-1 save.
pub const MAGIC: &str = "stepwise-save 1";

/// A version-1 save as a game with no notes and no history.
pub fn read(text: &str) -> Result<Game, SaveError> {
    let h = head(&mut text.lines().skip(1))?;
    Ok(Game::from_parts(h.variant, h.givens, h.digits, h.stage))
}
