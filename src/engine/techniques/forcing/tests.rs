//! Bad input: candidate grids that contradict themselves, or notes that removed the
//! solution's digit, never make a forcing finder loop or panic (each branch holds at most
//! 2 × 729 facts), and a step found on them still changes something.

use super::*;
use crate::engine::grid::Candidates;
use crate::engine::techniques::{find_all, next_step};
use crate::engine::types::Digit;
use crate::engine::{Variant, parse_puzzle};

const FORCING: [Technique; 7] = [
    Technique::KrakenFish1,
    Technique::KrakenFish2,
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

/// The position in the cases' style: `+` before a digit placed while solving, then the
/// removed candidates as notes (`dRC`).
fn case_text(pos: &Position) -> (String, String) {
    let mut grid = String::new();
    let mut notes = Vec::new();
    let full = Position::with_all_candidates(pos.variant(), *pos.digits());
    for cell in crate::engine::types::Cell::all() {
        match pos.digit(cell) {
            Some(d) if pos.givens().contains(cell) => grid.push_str(&d.to_string()),
            Some(d) => grid.push_str(&format!("+{d}")),
            None => {
                grid.push('.');
                for d in full.cands(cell).iter() {
                    if !pos.cands(cell).contains(d) {
                        notes.push(format!("{d}{}{}", cell.row() + 1, cell.col() + 1));
                    }
                }
            }
        }
    }
    (grid, notes.join(" "))
}

/// Walks hard puzzles' hint paths: every Kraken fish step of both types at every position
/// is checked against the solution, and both types must be met. With `--nocapture` it
/// prints where a Kraken fish is the easiest step, with its rungs (how the cases were
/// found). The first 30 puzzles of the committed sample (about 8 s; all 120 of the sample,
/// 210,141 Kraken steps, took 30 s in a release build): `cargo test --lib kraken_steps`.
#[test]
fn kraken_steps_on_hard_paths_are_sound() {
    let text = include_str!("../../../../tests/data/forum-hardest-11plus.every-20th.txt");
    let mut shown = [0usize; 2];
    let mut seen = [0usize; 2];
    for line in text.lines().filter(|l| !l.starts_with('#')).take(30) {
        let Some(field) = line.split_whitespace().next() else {
            continue;
        };
        let Ok(puzzle) = parse_puzzle(field, Variant::Standard) else {
            continue;
        };
        let crate::engine::solver::Solutions::Unique(solution) =
            crate::engine::solver::solve(&puzzle)
        else {
            continue;
        };
        let mut pos = Position::from_puzzle(&puzzle);
        while let Some(step) = next_step(&pos, |_| true) {
            for (k, t) in [Technique::KrakenFish1, Technique::KrakenFish2]
                .into_iter()
                .enumerate()
            {
                for s in find_all(&pos, t) {
                    seen[k] += 1;
                    for e in &s.eliminations {
                        assert_ne!(
                            solution.get(e.cell),
                            Some(e.digit),
                            "unsound {t:?} on {field}"
                        );
                    }
                    for p in &s.placements {
                        assert_eq!(
                            solution.get(p.cell),
                            Some(p.digit),
                            "unsound {t:?} on {field}"
                        );
                    }
                }
            }
            let k = match step.technique {
                Technique::KrakenFish1 => Some(0),
                Technique::KrakenFish2 => Some(1),
                _ => None,
            };
            if let Some(k) = k.filter(|&k| shown[k] < 2) {
                shown[k] += 1;
                let (grid, notes) = case_text(&pos);
                println!(
                    "{:?}\ngrid: \"{grid}\",\nnotes: \"{notes}\",",
                    step.technique
                );
                println!("{}", crate::engine::techniques::tests::rungs(&step, &pos));
            }
            pos.apply(&step);
        }
    }
    println!("kraken steps seen: type 1 {}, type 2 {}", seen[0], seen[1]);
    assert!(
        seen.iter().all(|&n| n > 0),
        "a Kraken type never met: {seen:?}"
    );
}
