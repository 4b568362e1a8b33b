//! A long history in blocks, so a move does not rewrite it whole. localStorage can only
//! replace a value, never append to it: with the whole history in the game's entry, every
//! move of a 300-move game wrote the 300 moves again. The entry keeps the save's head lines
//! and only the newest moves; older moves are sealed into blocks of [`BLOCK_MOVES`] under keys
//! of their own, written once (again only when an undo followed by a new move cuts into
//! them).
//!
//! ```text
//! stepwise/v1/games/<id>        stepwise-entry 2 · created … · played … · level … · blocks 2
//!                               stepwise-save 3 · variant … · … · cursor 70 · move … (6 moves)
//! stepwise/v1/moves/<id>/0      moves 1–32
//! stepwise/v1/moves/<id>/1      moves 33–64
//! ```
//!
//! The blocks' keys lie outside the games prefix, so the library's scan (and an older app)
//! never takes them for entries.

use super::GameId;

/// Moves per sealed block.
pub const BLOCK_MOVES: usize = 32;

/// The key prefix of sealed history blocks.
pub const MOVES_PREFIX: &str = "stepwise/v1/moves/";

/// The storage key of block `index` of game `id`'s history.
pub fn block_key(id: &GameId, index: usize) -> String {
    format!("{MOVES_PREFIX}{id}/{index}")
}

/// A save text split for storage: the head lines and the newest moves, and the older moves
/// in sealed blocks of [`BLOCK_MOVES`] lines, oldest first.
pub(super) fn split(save: &str) -> (String, Vec<String>) {
    let moves: Vec<&str> = save.lines().filter(|l| is_move(l)).collect();
    let sealed = moves.len() / BLOCK_MOVES * BLOCK_MOVES;
    let blocks = moves[..sealed]
        .chunks(BLOCK_MOVES)
        .map(|block| lines_text(block.iter().copied()))
        .collect();
    let mut seen = 0;
    let rest = save.lines().filter(|l| {
        if !is_move(l) {
            return true;
        }
        seen += 1;
        seen > sealed
    });
    (lines_text(rest), blocks)
}

/// The save text again: `rest` (head lines and newest moves) with the sealed `blocks` put
/// back before its first move. `Err(i)` if block `i` is not exactly [`BLOCK_MOVES`] move
/// lines; anything wrong in `rest` is for the save reader to name.
pub(super) fn join(rest: &str, blocks: &[String]) -> Result<String, usize> {
    let whole_block = |b: &String| {
        let lines: Vec<&str> = b.lines().collect();
        lines.len() == BLOCK_MOVES && lines.iter().all(|l| is_move(l))
    };
    if let Some(bad) = blocks.iter().position(|b| !whole_block(b)) {
        return Err(bad);
    }
    let mut out = String::with_capacity(rest.len() + blocks.iter().map(String::len).sum::<usize>());
    let mut sealed = Some(blocks);
    for line in rest.lines() {
        if is_move(line)
            && let Some(blocks) = sealed.take()
        {
            blocks.iter().for_each(|b| out.push_str(b));
        }
        out.push_str(line);
        out.push('\n');
    }
    if let Some(blocks) = sealed {
        blocks.iter().for_each(|b| out.push_str(b));
    }
    Ok(out)
}

fn is_move(line: &str) -> bool {
    line.starts_with("move ")
}

/// The lines, each ended by a newline.
fn lines_text<'a>(lines: impl Iterator<Item = &'a str>) -> String {
    let mut out = String::new();
    for l in lines {
        out.push_str(l);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests;
