//! `stepwise lab`: the solver lab's methods raced on each puzzle (`engine::lab`), one after
//! another, each timed here (the engine has no clock) and stopped at the time limit through
//! the engine's [`Watch`].

use std::fmt::Write;
use std::time::{Duration, Instant};

use super::args::LabOptions;
use super::json;
use crate::engine::Puzzle;
use crate::engine::lab::{Counter, Outcome, Status, Watch};

/// A watch that stops a method once its time is up.
struct Deadline {
    start: Instant,
    limit: Duration,
    /// When the method found its first solution, if it said so.
    first: Option<Duration>,
}

impl Watch for Deadline {
    fn should_stop(&mut self) -> bool {
        self.start.elapsed() >= self.limit
    }

    fn first_solution(&mut self) {
        self.first = Some(self.start.elapsed());
    }
}

/// One method's result on one puzzle, timed.
struct Timed {
    method: &'static str,
    outcome: Outcome,
    ms: f64,
}

fn race(options: &LabOptions, puzzle: &Puzzle) -> Vec<Timed> {
    options
        .methods()
        .iter()
        .map(|m| {
            let start = Instant::now();
            let mut watch = Deadline {
                start,
                limit: Duration::from_millis(options.time_limit_ms),
                first: None,
            };
            let mut outcome = m.run(puzzle, options.seed, &mut watch);
            if let Some(first) = watch.first {
                outcome
                    .detail
                    .push((Counter::FirstSolutionUs, first.as_micros() as u64));
            }
            Timed {
                method: m.slug(),
                outcome,
                ms: start.elapsed().as_secs_f64() * 1000.0,
            }
        })
        .collect()
}

/// The answer for one puzzle (without the final newline): the JSON object of `--help`, or a
/// table.
pub fn answer(options: &LabOptions, as_json: bool, puzzle: &Puzzle) -> String {
    let results = race(options, puzzle);
    if as_json {
        json_line(puzzle, &results)
    } else {
        table(puzzle, &results)
    }
}

fn digits(g: &crate::engine::Grid) -> String {
    g.to_numbers()
        .iter()
        .map(|&n| char::from(b'0' + n))
        .collect()
}

fn givens(puzzle: &Puzzle) -> String {
    puzzle
        .givens
        .to_numbers()
        .iter()
        .map(|&n| if n == 0 { '.' } else { char::from(b'0' + n) })
        .collect()
}

/// `{"puzzle":…,"variant":…,"methods":[{"method":…,"status":…,"solution":…,"ms":…,
/// "steps":…,"detail":{…}},…]}`.
fn json_line(puzzle: &Puzzle, results: &[Timed]) -> String {
    let mut s = String::with_capacity(512);
    let _ = write!(
        s,
        "{{\"puzzle\":\"{}\",\"variant\":{},\"methods\":[",
        givens(puzzle),
        json::string(puzzle.variant.slug())
    );
    for (i, r) in results.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let o = &r.outcome;
        let _ = write!(
            s,
            "{{\"method\":\"{}\",\"status\":\"{}\",\"solution\":",
            r.method,
            o.status.slug()
        );
        match &o.solution {
            Some(g) => {
                let _ = write!(s, "\"{}\"", digits(g));
            }
            None => s.push_str("null"),
        }
        if let (Status::Multiple, Some(g)) = (o.status, &o.second) {
            let _ = write!(s, ",\"second\":\"{}\"", digits(g));
        }
        let _ = write!(s, ",\"ms\":{:.3},\"steps\":{},\"detail\":{{", r.ms, o.steps);
        for (k, (name, value)) in o.detail.iter().enumerate() {
            if k > 0 {
                s.push(',');
            }
            let _ = write!(s, "\"{}\":{value}", name.slug());
        }
        s.push_str("}}");
    }
    s.push_str("]}");
    s
}

/// The puzzle's line, then a row per method.
fn table(puzzle: &Puzzle, results: &[Timed]) -> String {
    let mut s = format!("{} ({})", givens(puzzle), puzzle.variant.slug());
    let _ = write!(
        s,
        "\n  {:<13}{:<10}{:>12}{:>14}  detail",
        "method", "status", "ms", "steps"
    );
    for r in results {
        let detail: Vec<String> = r
            .outcome
            .detail
            .iter()
            .map(|(k, v)| format!("{}={v}", k.slug()))
            .collect();
        let _ = write!(
            s,
            "\n  {:<13}{:<10}{:>12.3}{:>14}  {}",
            r.method,
            r.outcome.status.slug(),
            r.ms,
            r.outcome.steps,
            detail.join(" ")
        );
    }
    s
}
