//! Questions about a cell: honest answers for the solution's digit and filled cells, sound
//! proofs that rule the candidate out, and "how" paths that place the cell.

use super::*;
use crate::engine::parse_puzzle;
use crate::engine::solver::{Solutions, solve};

/// top1465 #1 (hard) and the classic Wikipedia puzzle (easy).
const PUZZLES: [&str; 2] = [
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
];

fn start(text: &str) -> (Position, Grid) {
    let puzzle = parse_puzzle(text, Variant::Standard).unwrap();
    let Solutions::Unique(solution) = solve(&puzzle) else {
        panic!("unique")
    };
    (Position::from_puzzle(&puzzle), solution)
}

fn any(_: Technique) -> bool {
    true
}

/// The step never contradicts the solution.
fn assert_sound(step: &Step, solution: &Grid) {
    for p in &step.placements {
        assert_eq!(solution.get(p.cell), Some(p.digit), "{step:?}");
    }
    for e in &step.eliminations {
        assert_ne!(solution.get(e.cell), Some(e.digit), "{step:?}");
    }
}

#[test]
fn questions_are_read_from_their_text() {
    let c = |r, col, d| Candidate::new(Cell::at(r, col).unwrap(), Digit::new(d).unwrap());
    assert_eq!(
        Question::why_not_from("r4c5=7"),
        Some(Question::WhyNot(c(3, 4, 7)))
    );
    assert_eq!(
        Question::why_not_from(" R9C1 = 9 "),
        Some(Question::WhyNot(c(8, 0, 9)))
    );
    assert_eq!(
        Question::how_from("r1c2"),
        Some(Question::How(Cell::at(0, 1).unwrap()))
    );
    for bad in [
        "r4c5", "r4c5=0", "r0c5=3", "r10c5=3", "4c5=3", "r4c5=x", "", "=", "r4c5=77",
    ] {
        assert_eq!(Question::why_not_from(bad), None, "{bad:?}");
    }
    for bad in ["r4c", "r4c0", "c4r5", "", "r4c5=7"] {
        assert_eq!(Question::how_from(bad), None, "{bad:?}");
    }
}

#[test]
fn the_solution_digit_belongs_and_filled_cells_say_so() {
    let (pos, solution) = start(PUZZLES[0]);
    let r1c1 = Cell::at(0, 0).unwrap();
    let r1c2 = Cell::at(0, 1).unwrap();
    let right = Candidate::new(r1c2, solution.get(r1c2).unwrap());
    assert_eq!(why_not(&pos, &solution, right, any), WhyNot::Belongs);
    let given = Candidate::new(r1c1, Digit::new(4).unwrap());
    assert_eq!(
        why_not(&pos, &solution, given, any),
        WhyNot::Filled(Digit::new(4).unwrap())
    );
    assert_eq!(
        how(&pos, &solution, r1c1, any),
        How::Filled(Digit::new(4).unwrap())
    );
    // A candidate the position no longer has: already out.
    let mut thinned = pos.clone();
    let wrong = Candidate::new(
        r1c2,
        Digit::new(if right.digit.get() == 1 { 2 } else { 1 }).unwrap(),
    );
    if thinned.candidates().get(r1c2).contains(wrong.digit) {
        thinned.eliminate(wrong);
        assert_eq!(why_not(&thinned, &solution, wrong, any), WhyNot::AlreadyOut);
    }
}

/// Every wrong candidate of the first empty cells of both puzzles gets a sound proof that
/// rules it out; every "how" path is sound, places the cell with its digit, and the thinned
/// path is no longer than the easiest-first path to it.
#[test]
fn every_wrong_candidate_has_a_proof_and_every_cell_a_path() {
    for text in PUZZLES {
        let (pos, solution) = start(text);
        let empty: Vec<Cell> = Cell::all()
            .filter(|c| pos.digits().get(*c).is_none())
            .take(6)
            .collect();
        for &cell in &empty {
            for digit in pos.candidates().get(cell).iter() {
                let c = Candidate::new(cell, digit);
                match why_not(&pos, &solution, c, any) {
                    WhyNot::Belongs => assert_eq!(solution.get(cell), Some(digit)),
                    WhyNot::Proof(step) => {
                        assert_sound(&step, &solution);
                        assert!(rules_out(&step, c, Variant::Standard), "{step:?} {c:?}");
                    }
                    other => panic!("{c:?} in {text}: {other:?}"),
                }
            }
            let How::Steps(steps) = how(&pos, &solution, cell, any) else {
                panic!("no path to {cell} in {text}")
            };
            let mut now = pos.clone();
            for s in &steps {
                assert_sound(s, &solution);
                now.apply(s);
            }
            assert_eq!(
                now.digits().get(cell),
                solution.get(cell),
                "{cell} in {text}"
            );
            assert!(
                steps
                    .last()
                    .unwrap()
                    .placements
                    .iter()
                    .any(|p| p.cell == cell),
                "the last step places the cell"
            );
        }
    }
}

/// A hidden single in the classic puzzle is answered in one step: the thinning leaves out
/// every step the placement does not need.
#[test]
fn a_single_is_one_step_away() {
    let (pos, solution) = start(PUZZLES[1]);
    let first = crate::engine::techniques::next_step(&pos, any).unwrap();
    let cell = first.placements[0].cell;
    let How::Steps(steps) = how(&pos, &solution, cell, any) else {
        panic!()
    };
    assert_eq!(steps.len(), 1, "{steps:?}");
    // A cell that needs others first: fewer steps than the whole path to it.
    let last_filled = {
        let mut now = pos.clone();
        let mut last = None;
        while let Some(s) = crate::engine::techniques::next_step(&now, any) {
            last = s.placements.first().map(|p| p.cell).or(last);
            now.apply(&s);
        }
        last.unwrap()
    };
    let How::Steps(steps) = how(&pos, &solution, last_filled, any) else {
        panic!()
    };
    let empties = Cell::all()
        .filter(|c| pos.digits().get(*c).is_none())
        .count();
    assert!(steps.len() < empties, "{} of {empties}", steps.len());
}
