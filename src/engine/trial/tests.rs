//! Bowman's Bingo against the exact solver: on positions where every technique is stuck,
//! a supposed candidate that breaks the puzzle is never the solution's digit, and the chain
//! given really leads there by singles.

use super::*;
use crate::engine::solver::{Solutions, solve};
use crate::engine::techniques::{next_step, trial_and_error};
use crate::engine::{Grid, Variant, parse_puzzle};
use crate::test_support::data::data;

/// The position after every technique before the forcing chains and nets has run out (the
/// nets leave nothing to trial and error), and the solution.
fn stuck(line: &str) -> Option<(Position, Grid)> {
    let puzzle = parse_puzzle(line, Variant::Standard).ok()?;
    let Solutions::Unique(solution) = solve(&puzzle) else {
        return None;
    };
    let mut pos = Position::from_puzzle(&puzzle);
    while let Some(step) = next_step(&pos, |t| t < Technique::ForcingChainContradiction) {
        pos.apply(&step);
    }
    (!pos.is_solved()).then_some((pos, solution))
}

#[test]
fn a_broken_supposition_is_never_the_solution_and_its_chain_replays() {
    let (mut stuck_count, mut found) = (0, 0);
    // 500, not 250: since the chain techniques, 35 of the first 250 stay stuck.
    for line in data("top1465.txt").into_iter().take(500) {
        let Some((pos, solution)) = stuck(&line) else {
            continue;
        };
        stuck_count += 1;
        let Some(trial) = trial_and_error(&pos) else {
            continue;
        };
        found += 1;
        let s = trial.supposed;
        assert_ne!(solution.get(s.cell), Some(s.digit), "{line}: {trial:?}");
        // Replaying: each forced digit is a single at its turn, and the end is broken.
        let mut replay = pos.clone();
        replay.place(s.cell, s.digit);
        for link in &trial.chain {
            assert_eq!(contradiction(&replay), None, "{line}: broken too early");
            let Link::Single(f) = link else {
                panic!("{line}: singles break every stuck top1465 position of the head")
            };
            let c = f.placed;
            let single = match f.single {
                Single::Naked => replay.cands(c.cell) == crate::engine::DigitSet::single(c.digit),
                Single::Hidden(h) => {
                    replay.places_in(c.digit, h) == crate::engine::CellSet::single(c.cell)
                }
            };
            assert!(single, "{line}: {f:?} is no single");
            replay.place(c.cell, c.digit);
        }
        assert_eq!(contradiction(&replay), Some(trial.contradiction), "{line}");
    }
    assert!(stuck_count > 50, "{stuck_count} stuck positions");
    // Singles from one supposition break every stuck position of top1465's head.
    assert_eq!(
        found, stuck_count,
        "{found} of {stuck_count} stuck positions"
    );
    eprintln!("Bowman's Bingo: {found} of {stuck_count} stuck top1465 positions");
}

#[test]
fn nothing_breaks_a_position_whose_candidates_are_all_consistent_by_singles() {
    // A solved-but-one position: the only empty cell's one candidate is right, so no
    // supposition can break (and a supposition of it finds nothing).
    let line = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let mut grid = parse_puzzle(line, Variant::Standard).unwrap().givens;
    let last = Cell::at(8, 8).unwrap();
    grid.set(last, None);
    let pos = Position::with_all_candidates(Variant::Standard, grid);
    assert_eq!(trial_and_error(&pos), None);
}
