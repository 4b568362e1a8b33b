//! Benchmark: the solver lab's methods (issue 18) on the course report's puzzles (easy_01,
//! easy_02) and on a sample of the hardest list, against the report's table (seed 002):
//! median time and the methods' counters; the goals checked and printed.
//!
//! `cargo bench --bench lab [-- --hard N] [--limit S] [--reps N] [--dlx-all] [--dlx-only]
//! [--methods a,b]`
//!
//! - `--hard N`: the hard sample is N puzzles spread evenly over forum-hardest-11plus (its
//!   committed every-20th sample unless `STEPWISE_DATA` names the full folder); default 100.
//! - `--limit S`: seconds each method may take on a puzzle (default 10).
//! - `--reps N`: runs per method on the easy puzzles (median; default 5).
//! - `--dlx-all`: dancing links against the exact solver on the whole committed sample too.
//! - `--dlx-only`: only dancing links against the exact solver (the hard sample and the whole
//!   committed sample), without the slow methods.
//! - `--methods a,b`: only these methods on the hard sample (names as the CLI's), without the
//!   report's puzzles.
//!
//! Dancing links against the exact solver is like for like: both answer the same question,
//! the solution and the proof that it is the only one (`Method::Exact` is
//! `solver::solve_counting_nodes`, which searches on after the first solution and stops at a
//! second, as dancing links counts solutions up to two); the bench checks that their answers
//! agree on every puzzle it times. For instruction counts rather than a loaded machine's
//! clock: `valgrind --tool=callgrind --toggle-collect='stepwise::engine::lab::Method::run'
//! target/release/deps/lab-… --methods exact` (then `dlx`) counts the methods' own work over
//! the hard sample.

use std::time::{Duration, Instant};

use stepwise::engine::lab::{Counter, Method, Outcome, Status, Watch, genetic, milp};
use stepwise::engine::{Puzzle, Variant, parse_puzzle};

#[path = "../common/data.rs"]
mod data;

const EASY_02: &str =
    "083021007960305821251006093048102070029004030030708040370009014810253069690407082";
const EASY_01: &str =
    "010040280250830069084000000000050900700390028196280073008000690009760815060028000";

fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
}

struct Deadline(Instant, Duration);

impl Watch for Deadline {
    fn should_stop(&mut self) -> bool {
        self.0.elapsed() >= self.1
    }
}

/// One timed run: (ms, outcome).
fn timed(method: Method, p: &Puzzle, seed: u64, limit: Duration) -> (f64, Outcome) {
    let start = Instant::now();
    let out = method.run(p, seed, &mut Deadline(start, limit));
    (start.elapsed().as_secs_f64() * 1000.0, out)
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    if v.is_empty() {
        return f64::NAN;
    }
    v[v.len() / 2]
}

fn detail(o: &Outcome) -> String {
    o.detail
        .iter()
        .map(|(k, v)| format!("{}={v}", k.slug()))
        .collect::<Vec<_>>()
        .join(" ")
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let hard_n: usize = arg(&args, "--hard")
        .and_then(|n| n.parse().ok())
        .unwrap_or(100);
    let limit = Duration::from_secs_f64(
        arg(&args, "--limit")
            .and_then(|n| n.parse().ok())
            .unwrap_or(10.0),
    );
    let reps: usize = arg(&args, "--reps")
        .and_then(|n| n.parse().ok())
        .unwrap_or(5)
        .max(1);
    let dlx_only = args.iter().any(|a| a == "--dlx-only");
    if !dlx_only && arg(&args, "--methods").is_none() {
        report_puzzles(reps, limit);
    }
    let (lines, source) = data::for_bench("forum-hardest-11plus.txt");
    let step = (lines.len() / hard_n.max(1)).max(1);
    let hard: Vec<Puzzle> = lines
        .iter()
        .step_by(step)
        .take(hard_n)
        .filter_map(|l| parse_puzzle(l, Variant::Standard).ok())
        .collect();
    println!(
        "\n== Hard sample: {} puzzles of {source} (every {step}th), limit {:.1} s per method ==",
        hard.len(),
        limit.as_secs_f64()
    );
    let methods: Vec<Method> = if dlx_only {
        vec![Method::Exact, Method::Dlx]
    } else if let Some(list) = arg(&args, "--methods") {
        list.split(',').filter_map(Method::from_slug).collect()
    } else {
        Method::ALL.to_vec()
    };
    let medians = hard_sample(&hard, &methods, limit);
    if methods.contains(&Method::Milp) {
        milp_first_solution(&hard, limit);
    }
    let of = |m: Method| medians.iter().find(|x| x.0 == m);
    if let (Some(dlx), Some(exact)) = (of(Method::Dlx), of(Method::Exact)) {
        let same = dlx
            .2
            .iter()
            .zip(&exact.2)
            .filter(|(a, b)| a.status == b.status && a.solution == b.solution)
            .count();
        println!(
            "\ndancing links / exact solver, median per puzzle: {:.2}x (goal: within 3x); \
             the same answer (solution and uniqueness proven) on {same}/{} puzzles",
            dlx.1 / exact.1,
            hard.len()
        );
        assert_eq!(
            same,
            hard.len(),
            "dancing links and the exact solver disagree"
        );
    }
    if dlx_only || args.iter().any(|a| a == "--dlx-all") {
        dlx_against_exact(&lines);
    }
}

/// The report's two puzzles with every method, then the genetic algorithm over ten seeds.
fn report_puzzles(reps: usize, limit: Duration) {
    println!(
        "== The report's puzzles (median of {reps} runs; the genetic algorithm with seed 1) =="
    );
    println!(
        "{:<9}{:<14}{:<9}{:>11}{:>11}  detail",
        "puzzle", "method", "status", "ms", "steps"
    );
    for (name, line) in [("easy_02", EASY_02), ("easy_01", EASY_01)] {
        let p = parse_puzzle(line, Variant::Standard).expect("the report's puzzle");
        for m in Method::ALL {
            let mut ms = Vec::new();
            let mut last = None;
            for _ in 0..reps {
                let (t, o) = timed(m, &p, 1, limit);
                ms.push(t);
                last = Some(o);
            }
            let o = last.expect("reps >= 1");
            println!(
                "{name:<9}{:<14}{:<9}{:>11.3}{:>11}  {}",
                m.slug(),
                o.status.slug(),
                median(&mut ms),
                o.steps,
                detail(&o)
            );
        }
    }

    println!(
        "\n== The genetic algorithm, seeds 1-10 (report: easy_02 PMX 2.57 s / 8 generations; easy_01 PMX 248 s / 1075 generations / 1 restart) =="
    );
    for (name, line) in [("easy_02", EASY_02), ("easy_01", EASY_01)] {
        let p = parse_puzzle(line, Variant::Standard).expect("the report's puzzle");
        for crossover in [genetic::Crossover::Pmx, genetic::Crossover::RowSwap] {
            let mut ms = Vec::new();
            let mut gens = Vec::new();
            let mut solved = 0;
            for seed in 1..=10 {
                let params = genetic::Params {
                    crossover,
                    ..genetic::Params::report(seed)
                };
                let start = Instant::now();
                let o = genetic::run(&p, &params, &mut Deadline(start, limit));
                ms.push(start.elapsed().as_secs_f64() * 1000.0);
                gens.push(o.steps as f64);
                solved += usize::from(o.status == Status::Solved);
            }
            let max = ms.iter().copied().fold(0.0, f64::max);
            println!(
                "{name} {crossover:?}: solved {solved}/10, median {:.1} ms (max {max:.1}), median {} generations",
                median(&mut ms),
                median(&mut gens)
            );
        }
    }
}

/// Each method on the hard sample: (method, median ms, each puzzle's answer).
fn hard_sample(
    hard: &[Puzzle],
    methods: &[Method],
    limit: Duration,
) -> Vec<(Method, f64, Vec<Outcome>)> {
    println!(
        "{:<14}{:>9}{:>11}{:>11}{:>13}{:>9}{:>9}",
        "method", "finished", "median ms", "max ms", "median steps", "<= 2 s", "timeout"
    );
    let mut medians = Vec::new();
    for &m in methods {
        if m == Method::Genetic {
            // Minutes per puzzle or never on this set: one puzzle, to show it.
            let (t, o) = timed(m, &hard[0], 1, limit);
            println!(
                "{:<14} first puzzle only: {} after {t:.0} ms, {} generations, {}",
                m.slug(),
                o.status.slug(),
                o.steps,
                detail(&o)
            );
            continue;
        }
        let mut ms = Vec::new();
        let mut steps = Vec::new();
        let mut answers = Vec::new();
        let (mut finished, mut fast, mut timeouts) = (0, 0, 0);
        for p in hard {
            let (t, o) = timed(m, p, 1, limit);
            ms.push(t);
            steps.push(o.steps as f64);
            if o.status == Status::Timeout {
                timeouts += 1;
            } else {
                finished += 1;
            }
            if t <= 2000.0 && o.status != Status::Timeout {
                fast += 1;
            }
            answers.push(o);
        }
        let max = ms.iter().copied().fold(0.0, f64::max);
        let med = median(&mut ms);
        medians.push((m, med, answers));
        println!(
            "{:<14}{:>9}{:>11.3}{:>11.1}{:>13}{:>9}{:>9}",
            m.slug(),
            finished,
            med,
            max,
            median(&mut steps),
            fast,
            timeouts
        );
    }
    medians
}

/// The report's question: one solution, no uniqueness proof.
fn milp_first_solution(hard: &[Puzzle], limit: Duration) {
    let mut ms = Vec::new();
    let mut nodes = Vec::new();
    let mut fast = 0;
    for p in hard {
        let start = Instant::now();
        let o = milp::first_solution(p, &mut Deadline(start, limit));
        let t = start.elapsed().as_secs_f64() * 1000.0;
        fast += usize::from(t <= 2000.0 && o.status == Status::Solved);
        ms.push(t);
        nodes.push(
            o.detail
                .iter()
                .find(|(k, _)| *k == Counter::BbNodes)
                .map_or(0.0, |(_, v)| *v as f64),
        );
    }
    let max = ms.iter().copied().fold(0.0, f64::max);
    println!(
        "milp, first solution only (the report's run): median {:.1} ms, max {max:.1} ms, \
         median {} B&B nodes, {fast}/{} within 2 s",
        median(&mut ms),
        median(&mut nodes),
        hard.len()
    );
}

/// Dancing links against the exact solver over every puzzle of `lines`.
fn dlx_against_exact(lines: &[String]) {
    let all: Vec<Puzzle> = lines
        .iter()
        .filter_map(|l| parse_puzzle(l, Variant::Standard).ok())
        .collect();
    let mut sums = [0f64; 2];
    let mut unique = [0usize; 2];
    for (k, m) in [Method::Exact, Method::Dlx].into_iter().enumerate() {
        let start = Instant::now();
        for p in &all {
            let o = std::hint::black_box(m.run(p, 0, &mut Deadline(start, Duration::MAX)));
            unique[k] += usize::from(o.status == Status::Unique);
        }
        sums[k] = start.elapsed().as_secs_f64() * 1e6 / all.len() as f64;
    }
    assert_eq!(
        unique[0], unique[1],
        "dancing links and the exact solver disagree"
    );
    println!(
        "all {} puzzles: exact {:.1} µs, dlx {:.1} µs per puzzle ({:.2}x); both proved {} unique",
        all.len(),
        sums[0],
        sums[1],
        sums[1] / sums[0],
        unique[1]
    );
}
