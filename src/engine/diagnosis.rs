//! Diagnosis of the player's grid: before any hint, find what is already wrong: a digit that
//! contradicts the solution, or a note that removed a cell's true digit; and, for a cell and
//! a digit, the simplest logical reason why the digit cannot go there ("why can't r4c5 be
//! 7?"). The game model adds the *when* (from its undo history); this module says *what*.

use super::bits::DigitSet;
use super::grid::{Grid, Repeat};
use super::position::Position;
use super::step::{Candidate, Step};
use super::types::{Cell, Digit};

/// What is wrong in a player's grid, compared with the unique solution.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Mistakes {
    /// Placed digits (not givens) that differ from the solution, in reading order.
    pub wrong_digits: Vec<Candidate>,
    /// Empty cells whose notes no longer hold the cell's true digit: the candidate that was
    /// wrongly removed.
    pub removed_truths: Vec<Candidate>,
}

impl Mistakes {
    /// Whether nothing is wrong.
    pub fn is_empty(&self) -> bool {
        self.wrong_digits.is_empty() && self.removed_truths.is_empty()
    }
}

/// Compares the player's `digits` and `notes` (one set per cell; an empty set means "no
/// notes written", which is never a mistake) with `solution`.
pub fn find_mistakes(solution: &Grid, digits: &Grid, notes: &[DigitSet; 81]) -> Mistakes {
    let mut m = Mistakes::default();
    for cell in Cell::all() {
        let truth = solution.get(cell);
        match (digits.get(cell), truth) {
            (Some(d), Some(t)) if d != t => m.wrong_digits.push(Candidate::new(cell, d)),
            (None, Some(t)) => {
                let set = notes[cell.index()];
                if !set.is_empty() && !set.contains(t) {
                    m.removed_truths.push(Candidate::new(cell, t));
                }
            }
            _ => {}
        }
    }
    m
}

/// How a wrong digit shows itself.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum WrongDigitReason {
    /// It repeats a digit already in one of its houses.
    Conflict(Repeat),
    /// No conflict yet; from the digits that are right, these steps lead to a step that rules
    /// the digit out of the cell (the last step is the one that does).
    RuledOut(Vec<Step>),
    /// Logic in this engine does not reach the cell yet; only the solution says so.
    OnlyTheSolution,
}

/// Why `digit` cannot be in `cell`, starting from `start` (a position the player can trust:
/// givens and correct digits, all candidates): the steps that rule it out (remove the
/// candidate or place another digit in the cell), each the easiest available and only those
/// needed ([`crate::engine::ask::ruling_out`]). `None` if the techniques run out first (or if
/// the digit is in fact possible).
pub fn why_not(start: &Position, cell: Cell, digit: Digit, max_steps: usize) -> Option<Vec<Step>> {
    super::ask::ruling_out(
        start,
        Candidate::new(cell, digit),
        |t| !t.needs_uniqueness(),
        max_steps,
    )
}

/// Why the placed `wrong` digit is wrong: a conflict in a house, or the steps from the
/// player's correct digits that rule it out.
pub fn explain_wrong_digit(
    variant: super::Variant,
    solution: &Grid,
    digits: &Grid,
    wrong: Candidate,
) -> WrongDigitReason {
    if let Some(repeat) = digits
        .first_repeat(variant)
        .filter(|r| r.digit == wrong.digit && (r.first == wrong.cell || r.second == wrong.cell))
    {
        return WrongDigitReason::Conflict(repeat);
    }
    // Keep only the digits that agree with the solution, fill all candidates, and reason.
    let mut trusted = Grid::EMPTY;
    for c in Cell::all() {
        if digits.get(c).is_some() && digits.get(c) == solution.get(c) {
            trusted.set(c, digits.get(c));
        }
    }
    let start = Position::with_all_candidates(variant, trusted);
    match why_not(&start, wrong.cell, wrong.digit, 200) {
        Some(steps) => WrongDigitReason::RuledOut(steps),
        None => WrongDigitReason::OnlyTheSolution,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Solutions, Variant, parse_puzzle, solver::solve};

    const CLASSIC: &str =
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

    fn solution() -> Grid {
        let Solutions::Unique(s) = solve(&parse_puzzle(CLASSIC, Variant::Standard).unwrap()) else {
            panic!("unique")
        };
        s
    }

    #[test]
    fn finds_wrong_digits_and_removed_truths() {
        let sol = solution();
        let mut digits = parse_puzzle(CLASSIC, Variant::Standard).unwrap().givens;
        let r1c3 = Cell::at(0, 2).unwrap();
        let r1c4 = Cell::at(0, 3).unwrap();
        digits.set(r1c3, Digit::new(1)); // the solution has 4
        let mut notes = [DigitSet::EMPTY; 81];
        notes[r1c4.index()] = DigitSet::single(Digit::new(2).unwrap()); // the solution has 6
        let m = find_mistakes(&sol, &digits, &notes);
        assert_eq!(format!("{:?}", m.wrong_digits), "[r1c3=1]");
        assert_eq!(format!("{:?}", m.removed_truths), "[r1c4=6]");
        assert!(find_mistakes(&sol, &sol, &[DigitSet::EMPTY; 81]).is_empty());
    }

    #[test]
    fn a_conflicting_digit_is_explained_by_the_repeat() {
        let sol = solution();
        let mut digits = parse_puzzle(CLASSIC, Variant::Standard).unwrap().givens;
        let r1c3 = Cell::at(0, 2).unwrap();
        digits.set(r1c3, Digit::new(5)); // 5 is already in r1c1
        match explain_wrong_digit(
            Variant::Standard,
            &sol,
            &digits,
            Candidate::new(r1c3, Digit::new(5).unwrap()),
        ) {
            WrongDigitReason::Conflict(r) => {
                assert_eq!(
                    crate::i18n::repeat_text(crate::i18n::Lang::En, &r),
                    "5 appears twice in row 1: r1c1 and r1c3"
                )
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_wrong_digit_without_conflict_is_ruled_out_by_steps() {
        let sol = solution();
        let mut digits = parse_puzzle(CLASSIC, Variant::Standard).unwrap().givens;
        let r1c3 = Cell::at(0, 2).unwrap();
        digits.set(r1c3, Digit::new(1)); // no 1 in row 1, column 3 or block 1 yet
        let wrong = Candidate::new(r1c3, Digit::new(1).unwrap());
        match explain_wrong_digit(Variant::Standard, &sol, &digits, wrong) {
            WrongDigitReason::RuledOut(steps) => {
                // Replaying the steps rules the digit out, and not before the last one.
                let trusted = Position::with_all_candidates(
                    Variant::Standard,
                    parse_puzzle(CLASSIC, Variant::Standard).unwrap().givens,
                );
                let mut pos = trusted;
                for (i, step) in steps.iter().enumerate() {
                    assert!(
                        pos.cands(r1c3).contains(wrong.digit),
                        "ruled out before step {i}"
                    );
                    pos.apply(step);
                }
                assert!(!pos.cands(r1c3).contains(wrong.digit) || pos.digit(r1c3) == Digit::new(4));
            }
            other => panic!("{other:?}"),
        }
    }
}
