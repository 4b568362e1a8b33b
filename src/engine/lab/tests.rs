//! Every lab method against the exact solver, on the seeds' puzzles (all four variants, unique
//! and several-solution rows) and on made no-solution inputs; the genetic algorithm from a
//! fixed seed on the report's easy puzzles; the closed sets walked whole.

use super::backtracking::{Event, Stepper};
use super::genetic::{Crossover, Params};
use super::*;
use crate::engine::house::Variant;
use crate::engine::parse_puzzle;
use crate::test_support::data;

/// The report's easy_02 ("supereasy") and easy_01.
const EASY_02: &str =
    "083021007960305821251006093048102070029004030030708040370009014810253069690407082";
const EASY_01: &str =
    "010040280250830069084000000000050900700390028196280073008000690009760815060028000";

fn puzzle(line: &str, variant: Variant) -> Puzzle {
    parse_puzzle(line, variant).expect("a puzzle line")
}

/// The seeds' rows: (puzzle, variant).
fn seed_rows() -> Vec<Puzzle> {
    data::text("seed-puzzles.tsv")
        .lines()
        .skip(1)
        .filter_map(|line| {
            let mut fields = line.split('\t');
            let text = fields.next()?;
            let variant = Variant::from_slug(fields.next()?)?;
            Some(puzzle(text, variant))
        })
        .collect()
}

/// Unique puzzles made contradictory: an empty cell given a digit its peers allow but the
/// solution does not hold (no solution, and no two givens clash), and one with a clash.
fn no_solution_inputs() -> Vec<Puzzle> {
    let mut out = Vec::new();
    for (line, variant) in [(EASY_02, Variant::Standard), (EASY_01, Variant::Standard)] {
        let p = puzzle(line, variant);
        let Solutions::Unique(solution) = crate::engine::solver::solve(&p) else {
            panic!("easy puzzles are unique");
        };
        let cands = crate::engine::Candidates::from_grid(&p.givens, variant);
        let (cell, digit) = crate::engine::Cell::all()
            .filter(|&c| p.givens.get(c).is_none())
            .find_map(|c| {
                let wrong = cands.get(c).iter().find(|&d| Some(d) != solution.get(c))?;
                Some((c, wrong))
            })
            .expect("an empty cell with a wrong candidate");
        let mut q = p.clone();
        q.givens.set(cell, Some(digit));
        out.push(q);
    }
    // A direct clash: two 8s in the first row of easy_02 (the parser refuses it; the engine's
    // types carry it).
    let mut numbers = puzzle(EASY_02, Variant::Standard).givens.to_numbers();
    numbers[0] = 8;
    out.push(Puzzle::new(
        Variant::Standard,
        crate::engine::Grid::from_numbers(&numbers).unwrap(),
    ));
    out
}

use crate::engine::solver::Solutions;

/// Checks `got` (from `method`) against the exact solver's `want` on `p`.
fn agrees(method: Method, p: &Puzzle, want: &Outcome, got: &Outcome) {
    let line = p.givens.to_line();
    assert_eq!(
        got.status,
        want.status,
        "{} on {line} ({:?})",
        method.slug(),
        p.variant
    );
    match got.status {
        Status::Unique => assert_eq!(got.solution, want.solution, "{} on {line}", method.slug()),
        Status::Multiple => {
            let (a, b) = (got.solution.unwrap(), got.second.unwrap());
            assert_ne!(
                a,
                b,
                "{} gave the same solution twice on {line}",
                method.slug()
            );
            for g in [a, b] {
                assert!(g.is_solved(p.variant), "{} on {line}", method.slug());
                assert!(p.givens.is_contained_in(&g), "{} on {line}", method.slug());
            }
        }
        _ => {}
    }
}

#[test]
fn dlx_sat_and_milp_agree_with_the_exact_solver_on_every_seed_row_and_bad_input() {
    let mut puzzles = seed_rows();
    assert!(puzzles.len() >= 120, "the seeds' table is there");
    puzzles.extend(no_solution_inputs());
    let mut seen = [0usize; 3];
    for p in &puzzles {
        let want = Method::Exact.run(p, 0, &mut RunToEnd);
        match want.status {
            Status::None => seen[0] += 1,
            Status::Unique => seen[1] += 1,
            _ => seen[2] += 1,
        }
        for method in [Method::Dlx, Method::Sat] {
            agrees(method, p, &want, &method.run(p, 0, &mut RunToEnd));
        }
    }
    // MILP is slower (tens of milliseconds): every variant and every outcome, not every row.
    let mut milp_cases = 0;
    for p in puzzles
        .iter()
        .step_by(5)
        .chain(&puzzles[puzzles.len() - 3..])
    {
        let want = Method::Exact.run(p, 0, &mut RunToEnd);
        agrees(
            Method::Milp,
            p,
            &want,
            &Method::Milp.run(p, 0, &mut RunToEnd),
        );
        milp_cases += 1;
    }
    assert!(
        seen.iter().all(|&n| n >= 3),
        "none, unique and several all tried: {seen:?}"
    );
    assert!(milp_cases >= 25);
}

#[test]
fn naive_backtracking_agrees_where_it_finishes_within_its_budget() {
    let mut puzzles = seed_rows();
    puzzles.extend(no_solution_inputs());
    let mut finished = 0;
    for p in &puzzles {
        let want = Method::Exact.run(p, 0, &mut RunToEnd);
        // 64 asks of 4096 steps: about 260,000 digits written.
        let got = Method::Backtracking.run(p, 0, &mut AskLimit(64));
        if got.status == Status::Timeout {
            continue;
        }
        agrees(Method::Backtracking, p, &want, &got);
        finished += 1;
    }
    assert!(finished >= 35, "only {finished} finished");
}

#[test]
fn backtracking_counts_the_reports_213_iterations_on_easy_02() {
    let out = Method::Backtracking.run(&puzzle(EASY_02, Variant::Standard), 0, &mut RunToEnd);
    assert_eq!(out.status, Status::Unique);
    assert_eq!(out.detail[0], (Counter::StepsToFirst, 213));
    assert_eq!(out.detail[1].0, Counter::DigitsWritten);
    let out = Method::Backtracking.run(&puzzle(EASY_01, Variant::Standard), 0, &mut RunToEnd);
    assert_eq!(
        out.status,
        Status::Unique,
        "the report's program failed here: ours does not"
    );
    assert_eq!(out.detail[0], (Counter::StepsToFirst, 524));
}

#[test]
fn the_stepper_replays_a_search_event_by_event() {
    let p = puzzle(EASY_02, Variant::Standard);
    let mut s = Stepper::new(&p).expect("no clash");
    let (mut places, mut takebacks) = (0, 0);
    let solution = loop {
        match s.step() {
            Event::Place { cell, digit } => {
                places += 1;
                assert_eq!(s.board().get(cell), Some(digit));
            }
            Event::TakeBack { cell } => {
                takebacks += 1;
                assert_eq!(s.board().get(cell), None);
            }
            Event::Solution => break s.board(),
            Event::Done => panic!("easy_02 has a solution"),
        }
    };
    assert_eq!((places, s.steps()), (37, 213));
    assert!(takebacks > 0);
    assert!(solution.is_solved(Variant::Standard));
    // On to the end of the tree: no second solution, then Done for good.
    while s.step() != Event::Done {}
    assert_eq!(s.step(), Event::Done);
}

#[test]
fn the_genetic_algorithm_solves_easy_02_from_a_fixed_seed() {
    let p = puzzle(EASY_02, Variant::Standard);
    let want = Method::Exact.run(&p, 0, &mut RunToEnd);
    let out = Method::Genetic.run(&p, 1, &mut RunToEnd);
    assert_eq!(out.status, Status::Solved);
    assert_eq!(out.solution, want.solution);
    let again = Method::Genetic.run(&p, 1, &mut RunToEnd);
    assert_eq!(again, out, "same seed, same run");
    let chart = out.chart.expect("a fitness chart");
    assert_eq!(chart.kind, ChartKind::BestFitness);
    assert_eq!(chart.points.last().map(|p| p.1), Some(0));
}

#[test]
fn the_genetic_algorithm_with_row_swap_solves_easy_02() {
    let p = puzzle(EASY_02, Variant::Standard);
    let params = Params {
        crossover: Crossover::RowSwap,
        ..Params::report(3)
    };
    let out = genetic::run(&p, &params, &mut RunToEnd);
    assert_eq!(out.status, Status::Solved);
    assert!(out.solution.unwrap().is_solved(Variant::Standard));
}

#[test]
fn a_watch_stops_every_stoppable_method() {
    // The seed's puzzle with 14,297,616 solutions is slow for none of them to start, so a
    // puzzle no method finishes at once: the first of the hardest set, under tiny budgets.
    let hard = data::every("forum-hardest-11plus.txt", 20);
    let p = puzzle(&hard[0], Variant::Standard);
    for method in [Method::Backtracking, Method::Genetic] {
        let out = method.run(&p, 0, &mut AskLimit(0));
        assert_eq!(out.status, Status::Timeout, "{}", method.slug());
    }
    let out = Method::Dlx.run(
        &puzzle(&".".repeat(81), Variant::Standard),
        0,
        &mut AskLimit(0),
    );
    // An empty grid has solutions everywhere: two are found before the first ask.
    assert_eq!(out.status, Status::Multiple);
}

#[test]
fn the_milp_model_has_the_reports_size() {
    let size = milp::model_size(&puzzle(EASY_02, Variant::Standard));
    assert_eq!((size.variables, size.equalities), (729, 324));
    assert_eq!(size.givens, 49);
    // The report counts 1053 statements: 729 binaries and 324 equalities.
    assert_eq!(size.variables + size.equalities, 1053);
    let diagonal = milp::model_size(&Puzzle::new(
        Variant::ColorDiagonal,
        crate::engine::Grid::EMPTY,
    ));
    assert_eq!(diagonal.equalities, 324 + 18 + 81);
    // Presolve keeps the open cells' possible digits: easy_02's 32 open cells and the 96
    // digits its 27 houses miss (243 less 3 × 49 givens) are the equalities left.
    let (variables, equalities) =
        milp::presolved_size(&puzzle(EASY_02, Variant::Standard)).expect("feasible");
    assert_eq!(equalities, 32 + 96);
    assert!((32..=32 * 9).contains(&variables), "{variables}");
    // Two givens of a digit in a house: presolve alone shows there is no solution.
    let clash = no_solution_inputs().pop().expect("the clash comes last");
    assert_eq!(milp::presolved_size(&clash), None);
    let out = Method::Milp.run(&clash, 0, &mut RunToEnd);
    assert_eq!(out.status, Status::None);
}

#[test]
fn every_method_status_and_chart_kind_round_trips_its_name() {
    for m in Method::ALL {
        assert_eq!(Method::from_slug(m.slug()), Some(m));
        // Every method runs on a solved grid (nothing to search).
        let p = puzzle(
            "483921657967345821251876493548132976729564138136798245372689514814253769695417382",
            Variant::Standard,
        );
        let out = m.run(&p, 0, &mut RunToEnd);
        let want = if m == Method::Genetic {
            Status::Solved
        } else {
            Status::Unique
        };
        assert_eq!(out.status, want, "{}", m.slug());
    }
    for s in Status::ALL {
        assert_eq!(Status::from_slug(s.slug()), Some(s));
    }
    for k in ChartKind::ALL {
        assert_eq!(ChartKind::from_slug(k.slug()), Some(k));
    }
    assert_eq!(Method::from_slug("lp"), None);
}

#[test]
fn a_chart_keeps_at_most_its_points_spread_over_the_run() {
    let mut chart = Chart::new(ChartKind::Depth);
    let (mut stride, mut next) = (1u64, 0u64);
    for x in 0..100_000u64 {
        if x >= next {
            chart.push(x, (x % 81) as u32, &mut stride);
            next = x + stride;
        }
    }
    assert!(chart.points.len() <= Chart::MAX_POINTS);
    assert!(chart.points.len() >= Chart::MAX_POINTS / 2);
    assert!(chart.points.windows(2).all(|w| w[0].0 < w[1].0));
    assert!(chart.points.last().unwrap().0 > 90_000);
}

#[test]
fn the_dancing_links_stepper_replays_the_race_node_by_node() {
    // Played on to a second solution or the end, the stepper chooses exactly the rows the
    // recursive search counts, and its solutions are the solver's: on every seed row (all
    // variants, unique and several-solution) and on the no-solution inputs.
    let mut rows = seed_rows();
    rows.extend(no_solution_inputs());
    for p in &rows {
        let raced = Method::Dlx.run(p, 0, &mut RunToEnd);
        let Some(mut s) = super::dlx::Stepper::new(p) else {
            assert_eq!(raced.status, Status::None);
            continue;
        };
        let mut solutions = Vec::new();
        let mut depth = 0usize;
        loop {
            match s.step() {
                Event::Place { cell, digit } => {
                    depth += 1;
                    assert_eq!(s.board().get(cell), Some(digit));
                    assert_eq!(s.depth(), depth);
                    let (nth, of) = s.choice().expect("a row chosen");
                    assert!(1 <= nth && nth <= of, "{nth} of {of}");
                }
                Event::TakeBack { cell } => {
                    depth -= 1;
                    assert_eq!(s.board().get(cell), None);
                }
                Event::Solution => {
                    let board = s.board();
                    assert!(board.is_solved(p.variant));
                    solutions.push(board);
                    if solutions.len() == 2 {
                        break;
                    }
                }
                Event::Done => break,
            }
        }
        assert_eq!(s.steps(), raced.steps, "{}", p.givens);
        assert_eq!(solutions.first(), raced.solution.as_ref());
        let status = match solutions.len() {
            0 => Status::None,
            1 => Status::Unique,
            _ => Status::Multiple,
        };
        assert_eq!(status, raced.status);
        if solutions.len() < 2 {
            assert_eq!(s.step(), Event::Done, "Done for good");
        }
    }
}

#[test]
fn every_method_is_watchable_or_refused_and_the_watchable_ones_replay() {
    let p = puzzle(EASY_02, Variant::Standard);
    for m in Method::ALL {
        let replay = super::replay::Replay::new(m, &p);
        assert_eq!(
            replay.is_some(),
            super::replay::Replay::METHODS.contains(&m),
            "{m:?}"
        );
        let Some(mut r) = replay else { continue };
        let solution = loop {
            match r.step() {
                Event::Solution => break r.board(),
                Event::Done => panic!("easy_02 has a solution ({m:?})"),
                _ => {}
            }
        };
        assert!(solution.is_solved(Variant::Standard));
        assert_eq!(r.choice().is_some(), m == Method::Dlx);
        assert!(r.steps() > 0);
    }
}
