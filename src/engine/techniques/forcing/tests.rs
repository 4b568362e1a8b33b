//! Bad input: candidate grids that contradict themselves, or notes that removed the
//! solution's digit, never make a forcing finder loop or panic (each branch holds at most
//! 2 × 729 facts), and a step found on them still changes something.

use super::*;
use crate::engine::grid::Candidates;
use crate::engine::types::Digit;
use crate::engine::{Variant, parse_puzzle};

const FORCING: [Technique; 5] = [
    Technique::ForcingChainContradiction,
    Technique::ForcingChainVerity,
    Technique::ForcingNetContradiction,
    Technique::ForcingNetVerity,
    Technique::NestedForcingNet,
];

/// Top1465's first puzzle, with notes thinned at random (a fixed seed): some removals take
/// the solution's digit, some leave a cell without candidates.
#[test]
fn broken_notes_never_make_a_forcing_finder_loop_or_panic() {
    let puzzle = parse_puzzle(
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        Variant::Standard,
    )
    .expect("a puzzle");
    let full = Position::from_puzzle(&puzzle);
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for round in 0..12 {
        let mut sets = *full.candidates().sets();
        for _ in 0..(round * 6) {
            let cell = (next() % 81) as usize;
            let digit = Digit::new((next() % 9) as u8 + 1).expect("a digit");
            sets[cell].remove(digit);
        }
        if round % 4 == 3 {
            // A cell left with nothing at all.
            let empty = full.empty_cells().first().expect("an empty cell");
            sets[empty.index()] = crate::engine::DigitSet::EMPTY;
        }
        let pos = Position::new(
            Variant::Standard,
            *full.digits(),
            Candidates::from_sets(sets),
        );
        for t in FORCING {
            for step in forcing(&pos, &Default::default(), t) {
                assert!(!step.is_empty(), "{t:?} in round {round}");
                let _ = super::explain::explain_forcing(&step, &pos);
            }
        }
    }
}
