//! `stepwise hint` and `stepwise path`: logical steps as one text or JSON line per puzzle.

use super::args::{Action, Invocation};
use super::json;
use crate::engine::explain;
use crate::engine::techniques::{Memo, Shared, next_step, next_step_shared};
use crate::engine::{Candidate, Explanation, Position, Puzzle, Step, Technique, branch_heading};
use crate::i18n::{Lang, render};

/// Why there is no step, or `None` when steps may be given (the puzzle is unique).
/// `solutions` is the number of solutions counted up to 2 (`solver::count(puzzle, 2)`).
pub(super) fn refusal(solutions: u64) -> Option<&'static str> {
    match solutions {
        1 => None,
        0 => Some("the puzzle has no solution, so no logical step can be trusted"),
        _ => Some(
            "the puzzle has more than one solution; check the givens (logic alone cannot finish it)",
        ),
    }
}

/// Uniqueness-based techniques only for a puzzle proven unique (all given steps are).
fn allowed(unique: bool) -> impl Fn(Technique) -> bool {
    move |t: Technique| unique || !t.needs_uniqueness()
}

/// The next step: pen-only from the digits, or on the candidates.
fn next(pos: &Position, pen: bool) -> Option<Step> {
    if pen {
        crate::engine::pen::next_pen_step(pos.variant(), pos.digits())
    } else {
        next_step(pos, allowed(true))
    }
}

/// [`next`] for a step of a path, with the memo the path keeps across its positions.
fn next_on_path(pos: &Position, pen: bool, memo: &Memo) -> Option<Step> {
    if pen {
        next(pos, pen)
    } else {
        next_step_shared(pos, &Shared::remembering(true, memo), allowed(true))
    }
}

/// The output line for `hint` or `path`; `solutions` is the number of solutions counted up
/// to 2 (only uniqueness matters here, so the solver need not produce grids).
pub fn answer(invocation: &Invocation, puzzle: &Puzzle, solutions: u64) -> String {
    let (action, as_json, pen) = (invocation.action, invocation.json, invocation.pen);
    let mut pos = Position::from_puzzle(puzzle);
    if action == Action::Hint {
        if let Some(reason) = refusal(solutions) {
            return no_step(as_json, reason);
        }
        return match next(&pos, pen) {
            Some(step) => step_line(as_json, &step, &explained(&step, &pos, pen)),
            None if pos.is_solved() => no_step(as_json, "the puzzle is already solved"),
            None if pen => no_step(
                as_json,
                "no pen-only step is left: write the candidates and look for eliminations",
            ),
            None => no_step(
                as_json,
                "none of the techniques this version knows applies here; the harder ones are still to come",
            ),
        };
    }
    let mut steps: Vec<String> = Vec::new();
    if refusal(solutions).is_none() {
        // One memo for the whole path: consecutive positions differ in a few digits and
        // houses, and a search that reads only those it did not change is not made again.
        let memo = Memo::default();
        while let Some(step) = next_on_path(&pos, pen, &memo) {
            steps.push(step_line(as_json, &step, &explained(&step, &pos, pen)));
            pos.apply(&step);
        }
    }
    let solved = pos.is_solved();
    if as_json {
        format!(
            "{{\"puzzle\":{},\"variant\":{},\"solved\":{solved},\"steps\":[{}]}}",
            json::string(&puzzle.givens.to_line()),
            json::string(puzzle.variant.slug()),
            steps.join(",")
        )
    } else if let Some(reason) = refusal(solutions) {
        format!("no steps: {reason}")
    } else {
        format!(
            "{} after {} steps: {}",
            if solved { "solved" } else { "stuck" },
            steps.len(),
            steps.join(" | ")
        )
    }
}

pub(super) fn no_step(as_json: bool, reason: &str) -> String {
    if as_json {
        format!("{{\"step\":null,\"reason\":{}}}", json::string(reason))
    } else {
        format!("no step: {reason}")
    }
}

fn candidates_json(list: &[Candidate]) -> String {
    let items: Vec<String> = list
        .iter()
        .map(|c| format!("{{\"cell\":\"{}\",\"digit\":{}}}", c.cell, c.digit))
        .collect();
    format!("[{}]", items.join(","))
}

/// A step's explanation: a pen-only step said for a pen (no notes), else as on the notes.
fn explained(step: &Step, pos: &Position, pen: bool) -> Explanation {
    if pen {
        crate::engine::pen::explain_pen(step, pos)
    } else {
        explain(step, pos)
    }
}

/// One step: JSON per the contract, or `Technique: r4c5=7, r2c3<>5 (why)` as text, with its
/// explanation `e`.
pub(super) fn step_line(as_json: bool, step: &Step, e: &Explanation) -> String {
    // Rung 3 summarises a chain; the CLI has no playback, so its links follow, each after
    // the ▶ the app plays them with; a forcing net's branch after its heading ("Case 2 of
    // 3, if r4c5 is 7:").
    let mut parts: Vec<String> = std::iter::once(&e.where_to_look)
        .chain(std::iter::once(&e.what_to_see))
        .chain(&e.why)
        .map(|p| render(Lang::En, p))
        .collect();
    let mut heading = None;
    for p in &e.links {
        let sentence = match branch_heading(p) {
            Some((case, sentence)) => {
                if heading != Some(case) {
                    parts.push(render(Lang::En, case));
                    heading = Some(case);
                }
                sentence
            }
            None => p,
        };
        parts.push(format!("▶ {}", render(Lang::En, sentence)));
    }
    let text = parts.join(" ");
    if as_json {
        return format!(
            "{{\"technique\":{},\"placements\":{},\"eliminations\":{},\"text\":{}}}",
            json::string(step.technique.name()),
            candidates_json(&step.placements),
            candidates_json(&step.eliminations),
            json::string(&text)
        );
    }
    let mut effects: Vec<String> = step
        .placements
        .iter()
        .map(|c| format!("{}={}", c.cell, c.digit))
        .collect();
    effects.extend(
        step.eliminations
            .iter()
            .map(|c| format!("{}<>{}", c.cell, c.digit)),
    );
    format!("{}: {}", step.technique.name(), effects.join(", "))
}
