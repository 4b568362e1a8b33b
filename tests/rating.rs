//! The rater against the real programs (issue 16 point 4): HoDoKu 2.3.2 and Sudoku
//! Explainer 1.2.1 (serate), built locally as oracles only, rated public puzzle sets; their
//! outputs are in `tests/data/oracles/` (the commands that made them are in
//! `tests/data/README.md`). Each goal is the issue's; where the engine does not reach it
//! yet, the test holds today's figure as a floor, so the agreement never falls back.
//!
//! `cargo test --release --test rating -- --nocapture` prints the confusion tables.

mod common;

use common::on_all;

use stepwise::engine::Level;
use stepwise::engine::rating::{self, hodoku, se};
use stepwise::engine::{Position, Technique, Variant, parse_puzzle};

/// An oracle line: the puzzle and the oracle's fields after it (tab separated).
fn oracle(file: &str) -> Vec<(String, Vec<String>)> {
    let path = common::committed_dir().join("oracles").join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut fields = l.split('\t').map(str::to_string);
            let puzzle = fields.next().expect("a puzzle first");
            (puzzle, fields.collect())
        })
        .collect()
}

/// HoDoKu's level names, ours beside them.
fn level(name: &str) -> Level {
    match name {
        "Easy" => Level::Easy,
        "Medium" => Level::Medium,
        "Hard" => Level::Hard,
        "Unfair" => Level::Expert,
        "Extreme" => Level::Extreme,
        other => panic!("unknown HoDoKu level {other}"),
    }
}

/// What one HoDoKu comparison measured.
struct Agreement {
    level_same: usize,
    score_close: usize,
    total: usize,
    /// [HoDoKu's level][ours].
    confusion: [[usize; 5]; 5],
}

fn compare_hodoku(file: &str) -> Agreement {
    let cases = oracle(file);
    let ours = on_all(&cases, |(p, _)| {
        let puzzle = parse_puzzle(p, Variant::Standard).expect("oracle puzzles parse");
        let (bare, solution) = rating::check(&puzzle).expect("oracle puzzles are unique");
        hodoku::rate(&bare, &solution).rating
    });
    let mut a = Agreement {
        level_same: 0,
        score_close: 0,
        total: cases.len(),
        confusion: [[0; 5]; 5],
    };
    for ((_, fields), ours) in cases.iter().zip(ours) {
        let theirs = level(&fields[0]);
        let score: u32 = fields[1].parse().expect("a score");
        a.confusion[theirs as usize][ours.level as usize] += 1;
        a.level_same += usize::from(theirs == ours.level);
        a.score_close += usize::from(ours.score.abs_diff(score) * 10 <= score);
    }
    a
}

fn percent(n: usize, of: usize) -> f64 {
    100.0 * n as f64 / of.max(1) as f64
}

fn print_confusion(name: &str, a: &Agreement) {
    println!("{name}: HoDoKu's level (rows) against ours (columns)");
    println!(
        "{:>8} {:>8} {:>8} {:>8} {:>8} {:>8}",
        "", "Easy", "Medium", "Hard", "Expert", "Extreme"
    );
    for (i, row) in a.confusion.iter().enumerate() {
        let name = ["Easy", "Medium", "Hard", "Unfair", "Extreme"][i];
        println!(
            "{name:>8} {:>8} {:>8} {:>8} {:>8} {:>8}",
            row[0], row[1], row[2], row[3], row[4]
        );
    }
    println!(
        "{name}: level {:.1} % ({} of {}), score within 10 % {:.1} %",
        percent(a.level_same, a.total),
        a.level_same,
        a.total,
        percent(a.score_close, a.total)
    );
}

/// Checks a measured share against the goal, or against today's floor where the
/// goal is not met yet.
fn holds(what: &str, measured: f64, goal: f64, floor: f64) {
    if measured >= goal {
        println!("{what}: {measured:.1} % (goal {goal} %: met)");
    } else {
        println!("{what}: {measured:.1} % (goal {goal} %: NOT met; floor {floor} %)");
        assert!(
            measured >= floor,
            "{what}: {measured:.1} % fell below the floor {floor} %"
        );
    }
}

#[test]
fn hodoku_levels_and_scores_on_top1465() {
    let a = compare_hodoku("hodoku-top1465.tsv");
    print_confusion("top1465", &a);
    holds(
        "HoDoKu level, top1465",
        percent(a.level_same, a.total),
        90.0,
        TOP1465_LEVEL_FLOOR,
    );
    holds(
        "HoDoKu score ±10 %, top1465",
        percent(a.score_close, a.total),
        90.0,
        TOP1465_SCORE_FLOOR,
    );
}

#[test]
fn hodoku_levels_and_scores_on_its_own_puzzles() {
    let a = compare_hodoku("hodoku-generated.tsv");
    print_confusion("HoDoKu-generated", &a);
    holds(
        "HoDoKu level, generated",
        percent(a.level_same, a.total),
        97.0,
        GENERATED_LEVEL_FLOOR,
    );
    holds(
        "HoDoKu score ±10 %, generated",
        percent(a.score_close, a.total),
        90.0,
        GENERATED_SCORE_FLOOR,
    );
}

#[test]
fn se_ratings_on_a_sample_from_easy_to_hardest() {
    let cases: Vec<_> = oracle("se-sample.tsv")
        .into_iter()
        .filter(|(_, f)| f[0] != "timeout")
        .collect();
    let ours = on_all(&cases, |(p, _)| {
        let puzzle = parse_puzzle(p, Variant::Standard).expect("oracle puzzles parse");
        let (bare, _) = rating::check(&puzzle).expect("oracle puzzles are unique");
        se::rate(&bare)
    });
    let tenths = |s: &str| -> u16 {
        let (a, b) = s.split_once('.').expect("n.n");
        a.parse::<u16>().expect("digits") * 10 + b.parse::<u16>().expect("a digit")
    };
    let (mut close, mut ep_same, mut ed_same) = (0, 0, 0);
    // ER bands: [SE's band][ours], bands of one point (1.x … 11.x).
    let mut bands = [[0usize; 12]; 12];
    for ((p, f), ours) in cases.iter().zip(&ours) {
        let (er, ep, ed) = (tenths(&f[0]), tenths(&f[1]), tenths(&f[2]));
        close += usize::from(er.abs_diff(ours.er) <= 2);
        ep_same += usize::from(ep == ours.ep);
        ed_same += usize::from(ed == ours.ed);
        bands[usize::from(er / 10).min(11)][usize::from(ours.er / 10).min(11)] += 1;
        if er.abs_diff(ours.er) > 2 {
            println!("{p} SE {} ours {}", f[0], se::tenths(ours.er));
        }
    }
    println!("SE ER by whole point: SE's (rows) against ours (columns), 1 … 11");
    for (i, row) in bands.iter().enumerate().skip(1) {
        println!(
            "{i:>3} {}",
            row[1..]
                .iter()
                .map(|n| format!("{n:>4}"))
                .collect::<String>()
        );
    }
    let n = cases.len();
    println!(
        "SE: ER ±0.2 {:.1} %, EP equal {:.1} %, ED equal {:.1} % of {n}",
        percent(close, n),
        percent(ep_same, n),
        percent(ed_same, n)
    );
    holds("SE ER ±0.2", percent(close, n), 90.0, SE_ER_FLOOR);
}

// Today's figures (see the report in tests/data/README.md); raise them as the rater improves.
const TOP1465_LEVEL_FLOOR: f64 = 99.6; // 99.7 % measured (goal met)
const TOP1465_SCORE_FLOOR: f64 = 96.1; // 96.2 % measured (goal met)
const GENERATED_LEVEL_FLOOR: f64 = 99.2; // 99.3 % measured (goal met)
const GENERATED_SCORE_FLOOR: f64 = 97.5; // 97.6 % measured (goal met)
const SE_ER_FLOOR: f64 = 92.0; // 92.5 % measured, goal met (160 puzzles; the four 11+ timed out in SE)

/// HoDoKu's path (`hodoku::path`, what `hodoku::rate` scores) on every 10th puzzle of
/// top1465 and every 100th of HoDoKu's own: every step is sound against the solution (its
/// grouped loops come from a graph the coach's path never uses, without ALS nodes), the
/// path ends solved, and its steps add up to the rating's score and technique counts.
///
/// For comparing with HoDoKu's own `/vp` output, `HODOKU_TRACE=<file>` checks the puzzles of
/// that file (one a line) instead and prints each with our level and score, then (unless
/// `HODOKU_TRACE_BRIEF` is set) every step as `   <technique>: <placed> <removed>`:
/// `HODOKU_TRACE=f cargo test --release --test rating hodoku_paths -- --nocapture`.
#[test]
fn hodoku_paths_are_sound_and_are_what_the_score_counts() {
    let trace = std::env::var("HODOKU_TRACE").ok();
    let brief = std::env::var("HODOKU_TRACE_BRIEF").is_ok();
    let puzzles: Vec<String> = match &trace {
        Some(file) => std::fs::read_to_string(file)
            .expect("a puzzle file")
            .lines()
            .filter_map(|l| l.split_whitespace().next())
            .filter(|p| p.len() == 81)
            .map(str::to_string)
            .collect(),
        None => {
            let top = oracle("hodoku-top1465.tsv").into_iter().step_by(10);
            let own = oracle("hodoku-generated.tsv").into_iter().step_by(100);
            top.chain(own).map(|(p, _)| p).collect()
        }
    };
    let out = on_all(&puzzles, |p| {
        let puzzle = parse_puzzle(p, Variant::Standard).expect("puzzles parse");
        let (bare, solution) = rating::check(&puzzle).expect("puzzles are unique");
        let r = hodoku::rate(&bare, &solution);
        let path = hodoku::path(&bare, &solution);
        let mut pos = Position::from_puzzle(&bare);
        let mut score = 0u32;
        let mut counts: Vec<(Technique, u32)> = Vec::new();
        let mut s = format!("{p} {:?} ({})\n", r.rating.level, r.rating.score);
        for step in &path {
            for c in &step.placements {
                assert_eq!(solution.get(c.cell), Some(c.digit), "{p}: {step:?}");
            }
            for c in &step.eliminations {
                assert_ne!(solution.get(c.cell), Some(c.digit), "{p}: {step:?}");
            }
            let t = step.technique;
            score += if t == Technique::TrialAndError {
                hodoku::BRUTE_FORCE_SCORE
            } else {
                t.hodoku_score()
            };
            match counts.iter_mut().find(|(u, _)| *u == t) {
                Some((_, n)) => *n += 1,
                None => counts.push((t, 1)),
            }
            pos.apply(step);
            if !brief {
                let placed: Vec<String> = step
                    .placements
                    .iter()
                    .map(|c| format!("{}={}", c.cell, c.digit))
                    .collect();
                let removed: Vec<String> = step
                    .eliminations
                    .iter()
                    .map(|c| format!("{}<>{}", c.cell, c.digit))
                    .collect();
                s += &format!(
                    "   {}: {} {}\n",
                    t.name(),
                    placed.join(" "),
                    removed.join(" ")
                );
            }
        }
        assert!(pos.empty_cells().is_empty(), "{p}: the path ends unsolved");
        assert_eq!(
            score, r.rating.score,
            "{p}: the path's steps add up to the score"
        );
        counts.sort_by_key(|(t, _)| *t);
        assert_eq!(
            counts, r.techniques,
            "{p}: the path's techniques are the rating's"
        );
        s
    });
    if trace.is_some() {
        for s in out {
            print!("{s}");
        }
    }
}
