//! The solver lab away from the page: the messages between the lab page and its web worker
//! (`lab_worker`), and the job the worker does (pure Rust, tested natively).
//!
//! One request, one line of text; one answer, one line of text. The worker says
//! [`Answer::Ready`] once it listens; the page sends a [`Request`]; the worker answers
//! [`Answer::Progress`] while a method runs (at most every [`PROGRESS_EVERY_MS`]) and then
//! [`Answer::Done`] (or [`Answer::Facts`]). The page cancels by ending the worker. The time
//! limit is measured in the worker, by the clock the worker passes to [`run`] (the engine has
//! none), and a method past it ends with the status `timeout`.

use crate::engine::lab::facts;
use crate::engine::lab::{Chart, ChartKind, Counter, Method, Progress, Status, Watch};
use crate::engine::{Grid, Puzzle, Variant, parse_puzzle};

/// How often, at most, a running method reports its progress.
pub const PROGRESS_EVERY_MS: f64 = 100.0;

/// A run that took less than this is timed again, warm ([`run`]). A method's first run in a
/// fresh worker is slow for the browser's reasons, not the method's: V8 compiles each wasm
/// function when it is first called (quickly, then well in the background), and a worker's
/// clock ticks in 100 µs steps. Timed once in Chromium, our exact solver took 2.8 ms on
/// easy_02 and looked ten times slower than dancing links (0.2 ms), which ran after it;
/// warm, they take 0.03 and 0.04 ms. The SAT solver's first run there took 36 ms, warm 1.6.
pub const WARM_UNDER_MS: f64 = 50.0;

/// How long, at most, a fast method runs again to be timed warm.
pub const WARM_WINDOW_MS: f64 = 100.0;

/// How many times, at most, a fast method runs again (a clock that stands still ends here).
pub const WARM_RUNS: u64 = 1000;

/// What the page asks.
#[derive(Clone, PartialEq, Debug)]
pub enum Request {
    /// Run `method` on the puzzle, for at most `limit_ms`, seeding the genetic algorithm with
    /// `seed`.
    Run {
        /// The page's number for this run (answers carry it back).
        id: u32,
        /// The method.
        method: Method,
        /// The time limit in milliseconds.
        limit_ms: u64,
        /// The genetic algorithm's seed.
        seed: u64,
        /// The variant.
        variant: Variant,
        /// The givens.
        givens: Grid,
    },
    /// Compute the seed's facts (the first band's completions), with their time.
    Facts {
        /// The page's number for this request.
        id: u32,
    },
}

/// What the worker says. (`Done` carries two grids inline: a run sends a handful of answers,
/// so boxing them would buy nothing.)
#[derive(Clone, PartialEq, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum Answer {
    /// Loaded and listening.
    Ready,
    /// A method is running: its steps and its live value so far, and the time taken.
    Progress {
        /// The run's id.
        id: u32,
        /// Steps so far.
        steps: u64,
        /// The method's live value (best fitness, depth, nodes).
        value: u64,
        /// Milliseconds since the start.
        ms: f64,
    },
    /// A method finished (or hit its limit).
    Done {
        /// The run's id.
        id: u32,
        /// What it found.
        status: Status,
        /// Milliseconds it took: for a run under [`WARM_UNDER_MS`], the mean of its warm
        /// runs (their number and the cold first run are in `detail`).
        ms: f64,
        /// Its steps.
        steps: u64,
        /// The solution, or the first of two.
        solution: Option<Grid>,
        /// The second solution (status multiple).
        second: Option<Grid>,
        /// Its counters, and the microseconds to its first solution
        /// ([`Counter::FirstSolutionUs`], added by the worker) for the methods that go on to
        /// prove it unique (backtracking, dancing links, MILP); for a run timed warm, also
        /// [`Counter::TimedRuns`] and [`Counter::FirstRunUs`].
        detail: Vec<(Counter, u64)>,
        /// Its chart, if any.
        chart: Option<Chart>,
    },
    /// The seed's facts: the first band's completions and the milliseconds the count took.
    Facts {
        /// The request's id.
        id: u32,
        /// Completions of the first band for the first row 1–9.
        band: u64,
        /// Milliseconds.
        ms: f64,
    },
    /// The request could not be read.
    Failed,
}

fn grid_text(g: &Option<Grid>) -> String {
    g.map_or_else(|| "-".to_string(), |g| g.to_line())
}

fn read_grid(text: &str) -> Option<Option<Grid>> {
    if text == "-" {
        return Some(None);
    }
    if text.len() != 81 {
        return None;
    }
    let mut numbers = [0u8; 81];
    for (n, b) in numbers.iter_mut().zip(text.bytes()) {
        *n = match b {
            b'1'..=b'9' => b - b'0',
            b'.' | b'0' => 0,
            _ => return None,
        };
    }
    Grid::from_numbers(&numbers).map(Some)
}

impl Request {
    /// The request as one line of text.
    pub fn to_text(&self) -> String {
        match self {
            Request::Run {
                id,
                method,
                limit_ms,
                seed,
                variant,
                givens,
            } => format!(
                "run {id} {} {limit_ms} {seed} {} {}",
                method.slug(),
                variant.slug(),
                givens.to_line()
            ),
            Request::Facts { id } => format!("facts {id}"),
        }
    }

    /// The request a line names; `None` for anything else.
    pub fn from_text(text: &str) -> Option<Request> {
        let mut w = text.split(' ');
        match w.next()? {
            "run" => {
                let id = w.next()?.parse().ok()?;
                let method = Method::from_slug(w.next()?)?;
                let limit_ms = w.next()?.parse().ok()?;
                let seed = w.next()?.parse().ok()?;
                let variant = Variant::from_slug(w.next()?)?;
                let givens = read_grid(w.next()?)??;
                w.next().is_none().then_some(Request::Run {
                    id,
                    method,
                    limit_ms,
                    seed,
                    variant,
                    givens,
                })
            }
            "facts" => {
                let id = w.next()?.parse().ok()?;
                w.next().is_none().then_some(Request::Facts { id })
            }
            _ => None,
        }
    }
}

/// A number as text without float formatting machinery: thousandths, `12.345`.
fn ms_text(ms: f64) -> String {
    let thousandths = (ms.max(0.0) * 1000.0).round() as u64;
    format!("{}.{:03}", thousandths / 1000, thousandths % 1000)
}

fn read_ms(text: &str) -> Option<f64> {
    let (whole, frac) = text.split_once('.')?;
    let w: u64 = whole.parse().ok()?;
    let f: u64 = frac.parse().ok().filter(|_| frac.len() == 3)?;
    Some(w as f64 + f as f64 / 1000.0)
}

impl Answer {
    /// The answer as one line of text.
    pub fn to_text(&self) -> String {
        match self {
            Answer::Ready => "ready".to_string(),
            Answer::Progress {
                id,
                steps,
                value,
                ms,
            } => format!("progress {id} {steps} {value} {}", ms_text(*ms)),
            Answer::Done {
                id,
                status,
                ms,
                steps,
                solution,
                second,
                detail,
                chart,
            } => {
                let detail = if detail.is_empty() {
                    "-".to_string()
                } else {
                    detail
                        .iter()
                        .map(|(k, v)| format!("{}={v}", k.slug()))
                        .collect::<Vec<_>>()
                        .join(",")
                };
                let chart = match chart {
                    None => "-".to_string(),
                    Some(c) => {
                        let points: Vec<String> =
                            c.points.iter().map(|(x, y)| format!("{x}:{y}")).collect();
                        format!("{}={}", c.kind.slug(), points.join(";"))
                    }
                };
                format!(
                    "done {id} {} {} {steps} {} {} {detail} {chart}",
                    status.slug(),
                    ms_text(*ms),
                    grid_text(solution),
                    grid_text(second)
                )
            }
            Answer::Facts { id, band, ms } => format!("facts {id} {band} {}", ms_text(*ms)),
            Answer::Failed => "failed".to_string(),
        }
    }

    /// The answer a line names; `None` for anything else.
    pub fn from_text(text: &str) -> Option<Answer> {
        let mut w = text.split(' ');
        let answer = match w.next()? {
            "ready" => Answer::Ready,
            "failed" => Answer::Failed,
            "progress" => Answer::Progress {
                id: w.next()?.parse().ok()?,
                steps: w.next()?.parse().ok()?,
                value: w.next()?.parse().ok()?,
                ms: read_ms(w.next()?)?,
            },
            "facts" => Answer::Facts {
                id: w.next()?.parse().ok()?,
                band: w.next()?.parse().ok()?,
                ms: read_ms(w.next()?)?,
            },
            "done" => {
                let id = w.next()?.parse().ok()?;
                let status = Status::from_slug(w.next()?)?;
                let ms = read_ms(w.next()?)?;
                let steps = w.next()?.parse().ok()?;
                let solution = read_grid(w.next()?)?;
                let second = read_grid(w.next()?)?;
                let detail_text = w.next()?;
                let mut detail = Vec::new();
                if detail_text != "-" {
                    for pair in detail_text.split(',') {
                        let (k, v) = pair.split_once('=')?;
                        detail.push((Counter::from_slug(k)?, v.parse().ok()?));
                    }
                }
                let chart_text = w.next()?;
                let chart = if chart_text == "-" {
                    None
                } else {
                    let (kind, points) = chart_text.split_once('=')?;
                    let mut chart = Chart::new(ChartKind::from_slug(kind)?);
                    if !points.is_empty() {
                        for p in points.split(';') {
                            let (x, y) = p.split_once(':')?;
                            chart.points.push((x.parse().ok()?, y.parse().ok()?));
                        }
                    }
                    Some(chart)
                };
                Answer::Done {
                    id,
                    status,
                    ms,
                    steps,
                    solution,
                    second,
                    detail,
                    chart,
                }
            }
            _ => return None,
        };
        w.next().is_none().then_some(answer)
    }
}

/// The worker's watch: the time limit by the worker's clock, and progress reports.
struct Timer<'a> {
    id: u32,
    now: &'a dyn Fn() -> f64,
    start: f64,
    limit_ms: f64,
    last_report: f64,
    /// When the method found its first solution, if it said so.
    first: Option<f64>,
    send: &'a mut dyn FnMut(Answer),
}

impl Watch for Timer<'_> {
    fn should_stop(&mut self) -> bool {
        (self.now)() - self.start >= self.limit_ms
    }

    fn first_solution(&mut self) {
        self.first = Some((self.now)() - self.start);
    }

    fn progress(&mut self, p: &Progress) {
        let t = (self.now)();
        if t - self.last_report >= PROGRESS_EVERY_MS {
            self.last_report = t;
            (self.send)(Answer::Progress {
                id: self.id,
                steps: p.steps,
                value: p.value,
                ms: t - self.start,
            });
        }
    }
}

/// Does what `request` asks, sending the answers; `now` is the worker's clock in
/// milliseconds.
pub fn run(request: &str, now: &dyn Fn() -> f64, send: &mut dyn FnMut(Answer)) {
    match Request::from_text(request) {
        None => send(Answer::Failed),
        Some(Request::Facts { id }) => {
            let start = now();
            let band = facts::first_band_completions(&mut crate::engine::lab::RunToEnd);
            send(Answer::Facts {
                id,
                band: band.unwrap_or(0),
                ms: now() - start,
            });
        }
        Some(Request::Run {
            id,
            method,
            limit_ms,
            seed,
            variant,
            givens,
        }) => {
            let puzzle = Puzzle::new(variant, givens);
            let start = now();
            let (outcome, first) = {
                let mut timer = Timer {
                    id,
                    now,
                    start,
                    limit_ms: limit_ms as f64,
                    last_report: start,
                    first: None,
                    send: &mut *send,
                };
                let outcome = method.run(&puzzle, seed, &mut timer);
                (outcome, timer.first)
            };
            let cold_ms = now() - start;
            let mut detail = outcome.detail;
            let warm = (cold_ms < WARM_UNDER_MS && outcome.status != Status::Timeout)
                .then(|| time_warm(method, &puzzle, seed, limit_ms as f64, now))
                .flatten();
            let (ms, first) = match warm {
                Some(warm) => {
                    detail.push((Counter::TimedRuns, warm.runs));
                    detail.push((Counter::FirstRunUs, (cold_ms * 1000.0).round() as u64));
                    (warm.ms, warm.first)
                }
                None => (cold_ms, first),
            };
            if let Some(ms) = first {
                detail.push((Counter::FirstSolutionUs, (ms * 1000.0).round() as u64));
            }
            send(Answer::Done {
                id,
                status: outcome.status,
                ms,
                steps: outcome.steps,
                solution: outcome.solution,
                second: outcome.second,
                detail,
                chart: outcome.chart,
            });
        }
    }
}

/// A fast method timed warm: the mean of its runs after the first.
struct Warm {
    /// Milliseconds per run.
    ms: f64,
    /// Milliseconds per run to the first solution, where every run found one.
    first: Option<f64>,
    /// How many runs the means are of.
    runs: u64,
}

/// Runs `method` on `puzzle` again and again, quietly, for [`WARM_WINDOW_MS`] or
/// [`WARM_RUNS`] runs, and times the runs together: one run is too short for the worker's
/// clock, and the first one (timed by the caller) paid for compiling the code. `None` when
/// not even one run ended within the limit.
fn time_warm(
    method: Method,
    puzzle: &Puzzle,
    seed: u64,
    limit_ms: f64,
    now: &dyn Fn() -> f64,
) -> Option<Warm> {
    let start = now();
    let mut end = start;
    let mut runs = 0u64;
    let mut firsts = Some(0.0);
    while runs < WARM_RUNS && (runs == 0 || end - start < WARM_WINDOW_MS) {
        let run_start = now();
        let mut quiet = Timer {
            id: 0,
            now,
            start: run_start,
            limit_ms,
            last_report: run_start,
            first: None,
            send: &mut |_| {},
        };
        if method.run(puzzle, seed, &mut quiet).status == Status::Timeout {
            break;
        }
        firsts = firsts.zip(quiet.first).map(|(sum, t)| sum + t);
        end = now();
        runs += 1;
    }
    let per_run = |total: f64| total / runs as f64;
    (runs > 0).then(|| Warm {
        ms: per_run(end - start),
        first: firsts.map(per_run),
        runs,
    })
}

/// The puzzle a lab page's address names: `p` (81 characters) and `v` (a variant slug).
pub fn puzzle_from_query(p: &str, v: &str) -> Option<Puzzle> {
    parse_puzzle(p, Variant::from_slug(v).unwrap_or_default()).ok()
}

#[cfg(test)]
mod tests;
