//! Which hint to give: the order, from "is the puzzle sound" to "the easiest step".

use crate::engine::diagnosis::{WrongDigitReason, explain_wrong_digit, find_mistakes};
use crate::engine::pen::next_pen_step;
use crate::engine::phrase::Phrase;
use crate::engine::techniques::{all_steps, next_step, trial_and_error};
use crate::engine::{Candidate, Cell, Grid, House, Position, Step, Technique, explain};

use super::{Hint, RemovedNote, WrongDigit};
use crate::game::{Game, Stage, Verdict};

/// The hint for `game`, whose givens the exact solver judged `verdict`.
pub fn find_hint(game: &Game, verdict: &Verdict) -> Hint {
    find_hint_watched(game, verdict, &|_| {})
}

/// [`find_hint`], telling `watch` each technique of the ladder as its search begins (the
/// engine worker reports a long search's progress from it).
pub fn find_hint_watched(game: &Game, verdict: &Verdict, watch: &dyn Fn(Technique)) -> Hint {
    let solution = match verdict {
        // The worker judges the givens itself before it looks for a hint: never pending there.
        Verdict::Empty | Verdict::Pending => return Hint::NoPuzzle,
        Verdict::NoSolution { .. } | Verdict::Typo(_) => return Hint::Unsolvable,
        Verdict::Several { differ } => return Hint::NotUnique { differ: *differ },
        Verdict::Ambiguous(a) => return Hint::NotUnique { differ: a.open },
        Verdict::Unique(solution) => solution,
    };
    if game.stage() != Stage::Playing {
        return Hint::NotPlaying;
    }
    let mistakes = find_mistakes(solution, game.digits(), game.centre_notes());
    if let Some(wrong) = mistakes
        .wrong_digits
        .iter()
        .copied()
        // The earliest placed first (digits the history does not know are oldest).
        .min_by_key(|w| game.when_digit_placed(w.cell))
    {
        return Hint::WrongDigit(wrong_digit(game, solution, wrong));
    }
    if let Some(truth) = mistakes
        .removed_truths
        .iter()
        .copied()
        .min_by_key(|t| game.when_note_removed(t.cell, t.digit))
    {
        let removed_in = game.when_note_removed(truth.cell, truth.digit);
        return Hint::RemovedNote(RemovedNote {
            truth,
            removed_in,
            at_ms: removed_in.map(|i| game.history().applied()[i].at_ms),
        });
    }
    if game.is_solved() {
        return Hint::Solved;
    }
    if !game.notes_are_complete() {
        return match next_pen_step(game.variant(), &game.position()) {
            Some(step) => Hint::Pen(Box::new(step)),
            None => Hint::NeedCandidates,
        };
    }
    // The verdict is Unique here, so uniqueness techniques are allowed.
    let notes = game.notes_position();
    let watched = |t| {
        watch(t);
        true
    };
    match next_step(&notes, watched) {
        Some(step) => Hint::Step(Box::new(step)),
        // The notes hold the solution's digits (checked above), so a broken supposition
        // is a sound elimination.
        None => trial_and_error(&notes).map_or(Hint::Stuck, |t| Hint::Trial(Box::new(t))),
    }
}

fn wrong_digit(game: &Game, solution: &Grid, wrong: Candidate) -> WrongDigit {
    let reason = explain_wrong_digit(game.variant(), solution, &game.position(), wrong);
    let house = match &reason {
        WrongDigitReason::Conflict(r) => r.house,
        _ => House::Block(wrong.cell.block()),
    };
    let placed_in = game.when_digit_placed(wrong.cell);
    let chain = match &reason {
        WrongDigitReason::RuledOut(steps) => chain_lines(game, solution, steps),
        _ => Vec::new(),
    };
    WrongDigit {
        chain,
        wrong,
        house,
        reason,
        placed_in,
        at_ms: placed_in.map(|i| game.history().applied()[i].at_ms),
    }
}

/// Each step of a "ruled out by" chain as "technique: what it does", replayed from the
/// position the diagnosis started at (the correct digits with all their candidates).
fn chain_lines(game: &Game, solution: &Grid, steps: &[Step]) -> Vec<Phrase> {
    let mut trusted = Grid::EMPTY;
    let board = game.position();
    for cell in Cell::all() {
        if board.get(cell).is_some() && board.get(cell) == solution.get(cell) {
            trusted.set(cell, board.get(cell));
        }
    }
    let mut pos = Position::with_all_candidates(game.variant(), trusted);
    steps
        .iter()
        .map(|step| {
            let line = step_line(step, &pos);
            pos.apply(step);
            line
        })
        .collect()
}

/// A step in one line, "technique: what it does" (the "show all steps" list and the chain
/// of steps that rules out a wrong digit).
pub fn step_line(step: &Step, pos: &Position) -> Phrase {
    Phrase::new("explain.step_line")
        .technique("technique", step.technique)
        .phrase("effect", explain(step, pos).effect)
}

/// Every step available on the player's notes now, easiest first (by technique in the one
/// order the hints follow, then as the finders list them): the "show all steps" list.
/// Uniqueness techniques only for a proven-unique puzzle. Empty when the notes are
/// incomplete (there is nothing to list on).
pub fn all_steps_now(game: &Game, verdict: &Verdict) -> Vec<Step> {
    all_steps_now_watched(game, verdict, &|_| {})
}

/// [`all_steps_now`], telling `watch` each technique as its search begins.
pub fn all_steps_now_watched(
    game: &Game,
    verdict: &Verdict,
    watch: &dyn Fn(Technique),
) -> Vec<Step> {
    if game.stage() != Stage::Playing || !game.notes_are_complete() || game.is_solved() {
        return Vec::new();
    }
    let unique = matches!(verdict, Verdict::Unique(_));
    // Already in the technique order (`Technique`'s `Ord`), which is the hints' order.
    let steps = all_steps(&game.notes_position(), |t: Technique| {
        let allowed = unique || !t.needs_uniqueness();
        if allowed {
            watch(t);
        }
        allowed
    });
    // Two patterns of one technique with the same effect read as the same line: keep the
    // first (the list says what a step does, not which of its patterns does it).
    let mut kept: Vec<Step> = Vec::with_capacity(steps.len());
    for step in steps {
        if !kept.iter().any(|k| same_effect(k, &step)) {
            kept.push(step);
        }
    }
    kept
}

/// Whether two steps are the same technique with the same placements and eliminations.
fn same_effect(a: &Step, b: &Step) -> bool {
    a.technique == b.technique && a.placements == b.placements && a.eliminations == b.eliminations
}
