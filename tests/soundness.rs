//! Soundness sweep: at every position along the solution path, every step of every finder
//! (`all_steps`) is checked against the puzzle's unique solution: a placement must be the
//! solution's digit, an elimination must never remove it. Also reports how many puzzles the
//! implemented techniques solve to the end (coverage).
//!
//! The normal run samples the data sets; `STEPWISE_SWEEP=full cargo test --release --test
//! soundness -- --nocapture` runs all of top1465 and 5,000 of the 17-clue puzzles.

use stepwise::engine::solver::{Solutions, solve};
use stepwise::engine::techniques::{all_steps, next_step};
use stepwise::engine::{Grid, Position, Puzzle, Variant, parse_puzzle};

fn data(name: &str) -> Vec<String> {
    let path = format!("{}/../shared/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}

/// Walks the solution path of `puzzle`, checking every available step; returns whether the
/// techniques solved it to the end and how many steps were checked.
fn sweep(puzzle: &Puzzle, solution: &Grid) -> (bool, usize) {
    let mut pos = Position::from_puzzle(puzzle);
    let mut checked = 0;
    loop {
        for step in all_steps(&pos, |_| true) {
            for p in &step.placements {
                assert_eq!(
                    solution.get(p.cell),
                    Some(p.digit),
                    "unsound placement {p:?} by {} in {}",
                    step.technique,
                    puzzle.givens
                );
            }
            for e in &step.eliminations {
                assert_ne!(
                    solution.get(e.cell),
                    Some(e.digit),
                    "unsound elimination {e:?} by {} in {}",
                    step.technique,
                    puzzle.givens
                );
            }
            assert!(
                !step.is_empty(),
                "{} step that changes nothing",
                step.technique
            );
            checked += 1;
        }
        match next_step(&pos, |_| true) {
            Some(step) => pos.apply(&step),
            None => return (pos.is_solved(), checked),
        }
    }
}

fn run(name: &str, variant: Variant, puzzles: &[String]) {
    let (mut solved, mut steps) = (0, 0);
    for line in puzzles {
        let puzzle = parse_puzzle(line, variant).unwrap();
        let Solutions::Unique(solution) = solve(&puzzle) else {
            panic!("{line} is not unique");
        };
        let (done, n) = sweep(&puzzle, &solution);
        solved += usize::from(done);
        steps += n;
    }
    println!(
        "{name}: {} puzzles, {steps} steps checked, 0 unsound, {solved} solved to the end ({:.1} %)",
        puzzles.len(),
        100.0 * solved as f64 / puzzles.len() as f64
    );
}

fn full() -> bool {
    std::env::var("STEPWISE_SWEEP").is_ok_and(|v| v == "full")
}

#[test]
fn standard_puzzles() {
    let top = data("top1465.txt");
    let seventeen = data("17-clue.txt");
    if full() {
        run("top1465", Variant::Standard, &top);
        run(
            "17-clue (first 5,000)",
            Variant::Standard,
            &seventeen[..5000],
        );
    } else {
        let top: Vec<String> = top.into_iter().step_by(15).collect();
        let seventeen: Vec<String> = seventeen.into_iter().step_by(500).collect();
        run("top1465 (every 15th)", Variant::Standard, &top);
        run("17-clue (every 500th)", Variant::Standard, &seventeen);
    }
}

#[test]
fn variant_puzzles_from_the_seed() {
    let tsv = data("seed-puzzles.tsv");
    for variant in [Variant::Diagonal, Variant::Color, Variant::ColorDiagonal] {
        let rows: Vec<String> = tsv
            .iter()
            .skip(1)
            .filter(|r| {
                let cols: Vec<&str> = r.split('\t').collect();
                Variant::from_slug(cols[1]) == Some(variant) && cols[7] == "1"
            })
            .map(|r| r.split('\t').next().unwrap().to_string())
            .collect();
        assert!(!rows.is_empty(), "{variant}");
        run(&format!("seed {variant}"), variant, &rows);
    }
}
