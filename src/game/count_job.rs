//! Counting every solution of a puzzle away from the page: the messages between the app and
//! the counting web worker, and the job the worker runs (pure Rust, tested natively).
//!
//! The worker says [`Report::Ready`] once it listens (a message sent before that would be
//! lost while its wasm loads); the app then sends a [`request`] (variant and givens as
//! text); the worker answers with [`Report`]s as text: progress while it counts (every [`PROGRESS_INTERVAL`] search nodes),
//! then the total. The app stops a count by ending the worker, so a count never needs to
//! look at its mailbox.
//!
//! ```
//! use std::ops::ControlFlow;
//! use stepwise::engine::{Variant, parse_puzzle};
//! use stepwise::game::count_job::{Report, request, run};
//! // A solved grid with a deadly rectangle left open (r1c1, r1c2, r4c1, r4c2): two solutions.
//! let p = parse_puzzle(
//!     "..3456789456789123789123456..4365897365897214897214365531642978642978531978531642",
//!     Variant::Standard,
//! ).unwrap();
//! let mut last = None;
//! run(&request(p.variant, &p.givens), &mut |r| { last = Some(r); ControlFlow::Continue(()) });
//! assert_eq!(last, Some(Report::Done { solutions: 2 }));
//! ```
//!
//! [`PROGRESS_INTERVAL`]: crate::engine::solver::PROGRESS_INTERVAL

use std::ops::ControlFlow;

use crate::engine::solver::{CountOutcome, count_all};
use crate::engine::{Grid, Puzzle, Variant};

/// What the worker tells the app.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Report {
    /// The worker has loaded and listens for a request.
    Ready,
    /// Still counting: solutions so far, and the estimated share of the search done (0–1).
    Progress {
        /// Solutions found so far.
        solutions: u64,
        /// An estimate of the share of the search tree explored, `0..=1`.
        fraction: f64,
    },
    /// The count is complete.
    Done {
        /// The number of solutions.
        solutions: u64,
    },
    /// The request was not a puzzle (the app sent something it should not have).
    Failed,
}

/// The request for counting the solutions of `givens` under `variant`: the variant's slug,
/// a line break, and the givens as 81 characters.
pub fn request(variant: Variant, givens: &Grid) -> String {
    format!("{}\n{}", variant.slug(), givens.to_line())
}

/// The puzzle a request names, if it is one.
fn read_request(text: &str) -> Option<Puzzle> {
    let (slug, line) = text.split_once('\n')?;
    let variant = Variant::from_slug(slug)?;
    crate::engine::parse_puzzle(line, variant).ok()
}

impl Report {
    /// The report as one line: `r`, `p <solutions> <per mille>`, `d <solutions>` or `f`.
    pub fn to_text(&self) -> String {
        match self {
            Report::Ready => "r".to_string(),
            Report::Progress {
                solutions,
                fraction,
            } => format!("p {solutions} {}", per_mille(*fraction)),
            Report::Done { solutions } => format!("d {solutions}"),
            Report::Failed => "f".to_string(),
        }
    }

    /// The report a line says; `None` for anything else.
    pub fn from_text(text: &str) -> Option<Report> {
        let mut parts = text.split(' ');
        let kind = parts.next()?;
        let mut number = || parts.next()?.parse::<u64>().ok();
        let report = match kind {
            "p" => {
                let solutions = number()?;
                let per_mille = number()?.min(1000);
                Report::Progress {
                    solutions,
                    fraction: per_mille as f64 / 1000.0,
                }
            }
            "d" => Report::Done {
                solutions: number()?,
            },
            "f" => Report::Failed,
            "r" => Report::Ready,
            _ => return None,
        };
        Some(report)
    }
}

/// A fraction `0..=1` in thousandths (rounded down, clamped).
pub fn per_mille(fraction: f64) -> u64 {
    (fraction.clamp(0.0, 1.0) * 1000.0) as u64
}

/// Runs a counting request, reporting progress and the result to `report` (whose `Break`
/// stops the count without a final report).
pub fn run(request: &str, report: &mut dyn FnMut(Report) -> ControlFlow<()>) {
    let Some(puzzle) = read_request(request) else {
        let _ = report(Report::Failed);
        return;
    };
    let outcome = count_all(&puzzle, &mut |p| {
        report(Report::Progress {
            solutions: p.solutions,
            fraction: p.fraction_done,
        })
    });
    if let CountOutcome::Complete(solutions) = outcome {
        let _ = report(Report::Done { solutions });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::parse_puzzle;

    /// The seed's counting puzzle with 14,297,616 solutions.
    const SEED: &str =
        "050070090400000008000020000003010800000000000009060100000080000200000009060050000";

    #[test]
    fn reports_survive_their_text() {
        for r in [
            Report::Ready,
            Report::Progress {
                solutions: 12,
                fraction: 0.25,
            },
            Report::Done {
                solutions: 14_297_616,
            },
            Report::Failed,
        ] {
            assert_eq!(Report::from_text(&r.to_text()), Some(r), "{r:?}");
        }
        for bad in ["", "x 1", "p", "p 1", "d -1", "p 1 x"] {
            assert_eq!(Report::from_text(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_count_reports_progress_then_the_total() {
        let p = parse_puzzle(SEED, Variant::Standard).unwrap();
        let mut reports = Vec::new();
        run(&request(p.variant, &p.givens), &mut |r| {
            reports.push(r);
            // Stop after the first progress report: the full count is the benchmark's job.
            if matches!(r, Report::Progress { .. }) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert!(matches!(reports.as_slice(), [Report::Progress { .. }]));

        let few = parse_puzzle(
            "..3456789456789123789123456..4365897365897214897214365531642978642978531978531642",
            Variant::Standard,
        )
        .unwrap();
        let mut last = None;
        run(&request(few.variant, &few.givens), &mut |r| {
            last = Some(r);
            ControlFlow::Continue(())
        });
        assert_eq!(last, Some(Report::Done { solutions: 2 }));
    }

    #[test]
    fn a_request_that_is_no_puzzle_fails() {
        for bad in ["", "standard", "jigsaw\n1", "standard\n123"] {
            let mut got = Vec::new();
            run(bad, &mut |r| {
                got.push(r);
                ControlFlow::Continue(())
            });
            assert_eq!(got, [Report::Failed], "{bad:?}");
        }
    }
}
