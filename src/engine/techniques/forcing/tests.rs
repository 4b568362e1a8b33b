//! Bad input: candidate grids that contradict themselves, or notes that removed the
//! solution's digit, never make a forcing finder loop or panic (each branch holds at most
//! 2 × 729 facts), and a step found on them still changes something.

use super::*;
use crate::engine::grid::Candidates;
use crate::engine::step::BranchEnd;
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

/// A contradiction is played side by side: each fact that breaks it is a branch of the
/// playback of its own ("path 1 of 2"), made of the links it rests on, starting from the
/// supposition and ending in that fact; and the board circles only the supposition, so a
/// path played alone is not crossed by the circles of the others. Checked on every forcing
/// chain and net contradiction `find_all` gives along the first paths of top1465 (both
/// kinds must be met).
#[test]
fn contradictions_are_played_side_by_side() {
    let text = include_str!("../../../../tests/data/top1465.txt");
    let mut met = [0usize; 2];
    for line in text.lines().take(12) {
        let puzzle = parse_puzzle(line.trim(), Variant::Standard).expect("a puzzle");
        let mut pos = Position::from_puzzle(&puzzle);
        while let Some(step) = next_step(&pos, |_| true) {
            let kinds = [
                Technique::ForcingChainContradiction,
                Technique::ForcingNetContradiction,
            ];
            for (k, t) in kinds.into_iter().enumerate() {
                for s in find_all(&pos, t) {
                    met[k] += 1;
                    check_sides(&s, &pos);
                }
            }
            pos.apply(&step);
        }
    }
    println!("contradictions met: chains {}, nets {}", met[0], met[1]);
    assert!(met.iter().all(|&n| n > 0), "a kind never met: {met:?}");
}

fn check_sides(step: &Step, pos: &Position) {
    let Evidence::Forcing { branches, .. } = &step.evidence else {
        panic!("a forcing step");
    };
    let [branch] = &branches[..] else {
        panic!("a contradiction has one branch");
    };
    let BranchEnd::Contradiction { premises, .. } = &branch.end else {
        panic!("a contradiction ends in one");
    };
    let supposed = branch.implications[0].candidate;
    let e = super::explain::explain_forcing(step, pos);
    let h = &e.highlights;
    assert_eq!(e.links.len(), h.links.len(), "a sentence per link");
    let sides = if premises.len() > 1 {
        premises.len()
    } else {
        0
    };
    if sides > 0 {
        assert_eq!(
            h.pattern_candidates,
            vec![supposed],
            "only the supposition circled"
        );
    } else {
        // A lone chain: every candidate it reaches is circled.
        let mut reached: Vec<Candidate> = Vec::new();
        for i in &branch.implications {
            if !reached.contains(&i.candidate) {
                reached.push(i.candidate);
            }
        }
        assert!(h.pattern_candidates.iter().all(|c| reached.contains(c)));
        assert_eq!(h.pattern_candidates.len(), reached.len(), "{reached:?}");
    }
    assert_eq!(h.branches.len(), sides, "one branch per side: {premises:?}");
    let starts: Vec<usize> = h.branches.iter().map(|b| usize::from(*b)).collect();
    for (k, &begin) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(h.links.len());
        let side = &h.links[begin..end];
        // Every link starts at the supposition or at what an earlier link of its side
        // reached, and the side ends in the fact that breaks the puzzle.
        for (j, link) in side.iter().enumerate() {
            assert!(
                link.from == supposed || side[..j].iter().any(|l| l.to == link.from),
                "a link from outside its side"
            );
        }
        let last = branch.implications[usize::from(premises[k])].candidate;
        assert_eq!(
            side.last().map(|l| l.to),
            Some(last),
            "side {k} ends in its fact"
        );
    }
}
