//! The path every scale walks: from the puzzle's start, apply what the scale chooses (one
//! step, or several found on the same position), until the grid is full or nothing is left
//! to choose. Each scale scores the steps it chooses; the walk only guards progress.

use crate::engine::position::Position;
use crate::engine::step::Step;

/// How a walk ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum End {
    /// Every cell filled.
    Solved,
    /// The scale had no step that changes the position.
    Stuck,
}

/// Walks from `pos`: `choose` gives the steps to apply next (all found on the position it
/// is shown) and `score` sees each one on the position before it is applied. A round that
/// changes nothing ends the walk, so it always ends: every round removes a candidate or
/// fills a cell, and there are 729 candidates.
pub(super) fn walk(
    mut pos: Position,
    mut choose: impl FnMut(&Position) -> Vec<Step>,
    mut score: impl FnMut(&Position, &Step),
) -> (Position, End) {
    while !pos.is_solved() {
        let steps = choose(&pos);
        let before = pos.clone();
        for step in &steps {
            score(&before, step);
            pos.apply(step);
        }
        if steps.is_empty() || pos == before {
            return (pos, End::Stuck);
        }
    }
    (pos, End::Solved)
}
