//! The lab protocol: every request and answer kind round-trips (walked from the enums), damaged
//! lines are refused, and the job runs, reports and stops by the clock it is handed.

use std::cell::Cell;

use super::*;

const EASY_02: &str =
    "083021007960305821251006093048102070029004030030708040370009014810253069690407082";

fn grid(line: &str) -> Grid {
    parse_puzzle(line, Variant::Standard).unwrap().givens
}

/// One request of each kind: every method and every variant.
fn requests() -> Vec<Request> {
    let mut out = vec![Request::Facts { id: 7 }];
    for (i, method) in Method::ALL.into_iter().enumerate() {
        out.push(Request::Run {
            id: i as u32,
            method,
            limit_ms: 10_000,
            seed: u64::MAX - i as u64,
            variant: Variant::ALL[i % 4],
            givens: grid(EASY_02),
        });
    }
    out
}

/// One answer of each kind: every status and chart kind, with and without solutions.
fn answers() -> Vec<Answer> {
    let g =
        grid("483921657967345821251876493548132976729564138136798245372689514814253769695417382");
    let mut out = vec![
        Answer::Ready,
        Answer::Failed,
        Answer::Progress {
            id: 1,
            steps: 42,
            value: 3,
            ms: 12.5,
        },
        Answer::Facts {
            id: 2,
            band: 2_612_736,
            ms: 48.25,
        },
    ];
    for (i, status) in Status::ALL.into_iter().enumerate() {
        let chart = ChartKind::ALL.get(i).map(|&kind| Chart {
            kind,
            points: vec![(0, 30), (5, 12), (9, 0)],
        });
        out.push(Answer::Done {
            id: i as u32,
            status,
            ms: 1234.567,
            steps: 99,
            solution: (status != Status::None).then_some(g),
            second: (status == Status::Multiple).then_some(grid(EASY_02)),
            // The first has none; the second every counter, so each crosses the protocol.
            detail: match i {
                0 => Vec::new(),
                1 => Counter::ALL.into_iter().zip(0..).collect(),
                _ => vec![(Counter::Nodes, 3), (Counter::Restarts, 0)],
            },
            chart,
        });
    }
    out
}

#[test]
fn every_request_and_answer_round_trips() {
    for r in requests() {
        assert_eq!(
            Request::from_text(&r.to_text()),
            Some(r.clone()),
            "{}",
            r.to_text()
        );
    }
    for a in answers() {
        assert_eq!(
            Answer::from_text(&a.to_text()),
            Some(a.clone()),
            "{}",
            a.to_text()
        );
    }
    // The lists cover every kind: a new variant fails here until it is added above.
    for r in requests() {
        match r {
            Request::Run { .. } | Request::Facts { .. } => {}
        }
    }
    for a in answers() {
        match a {
            Answer::Ready
            | Answer::Progress { .. }
            | Answer::Done { .. }
            | Answer::Facts { .. }
            | Answer::Failed => {}
        }
    }
}

#[test]
fn damaged_lines_are_refused() {
    for text in [
        "",
        "run",
        "run 1 lp 100 1 standard 083",
        "run 1 dlx ten 1 standard 083021007960305821251006093048102070029004030030708040370009014810253069690407082",
        "run 1 dlx 100 1 jigsaw 083021007960305821251006093048102070029004030030708040370009014810253069690407082",
        "run 1 dlx 100 1 standard 08302100796030582125100609304810207002900403003070804037000901481025306969040708x",
        "facts",
        "facts 1 2",
    ] {
        assert_eq!(Request::from_text(text), None, "{text:?}");
    }
    for text in [
        "ready now",
        "progress 1 2 3",
        "progress 1 2 3 4",
        "done 1 unique 1.000 5 - - - -  extra",
        "done 1 solved 1.000 5 - - nodes=x -",
        "done 1 solved 1.000 5 - - leaves=3 -",
        "done 1 solved 1.000 5 - - - depth=1",
        "done 1 maybe 1.000 5 - - - -",
        "facts 1 2 3.1",
    ] {
        assert_eq!(Answer::from_text(text), None, "{text:?}");
    }
    let mut got = Vec::new();
    run("run away", &|| 0.0, &mut |a| got.push(a));
    assert_eq!(got, vec![Answer::Failed]);
}

#[test]
fn a_run_reports_done_with_the_exact_answer() {
    let request = Request::Run {
        id: 3,
        method: Method::Dlx,
        limit_ms: 10_000,
        seed: 1,
        variant: Variant::Standard,
        givens: grid(EASY_02),
    };
    let mut got = Vec::new();
    run(&request.to_text(), &|| 0.0, &mut |a| got.push(a));
    let Some(Answer::Done {
        id,
        status,
        solution,
        ..
    }) = got.last()
    else {
        panic!("{got:?}")
    };
    assert_eq!((*id, *status), (3, Status::Unique));
    assert!(solution.unwrap().is_solved(Variant::Standard));
}

/// The answer of `method` on easy_02 with a clock that moves `step` ms each time it is read.
fn done_with_clock(method: Method, step: f64) -> (f64, Vec<(Counter, u64)>) {
    let t = Cell::new(0.0);
    let now = || {
        t.set(t.get() + step);
        t.get()
    };
    let request = Request::Run {
        id: 1,
        method,
        limit_ms: 10_000,
        seed: 1,
        variant: Variant::Standard,
        givens: grid(EASY_02),
    };
    let mut got = Vec::new();
    run(&request.to_text(), &now, &mut |a| got.push(a));
    match got.pop() {
        Some(Answer::Done {
            status: Status::Unique | Status::Solved,
            ms,
            detail,
            ..
        }) => (ms, detail),
        other => panic!("{other:?}"),
    }
}

fn counter(detail: &[(Counter, u64)], c: Counter) -> Option<u64> {
    detail.iter().find(|(k, _)| *k == c).map(|&(_, v)| v)
}

#[test]
fn a_fast_run_is_timed_again_warm_and_its_time_is_the_mean() {
    for method in Method::ALL {
        // Every method solves easy_02 in a few reads of a clock that moves 0.25 ms a read.
        let (ms, detail) = done_with_clock(method, 0.25);
        let runs = counter(&detail, Counter::TimedRuns).expect("timed warm");
        let cold_us = counter(&detail, Counter::FirstRunUs).expect("the cold run");
        assert!((1..=WARM_RUNS).contains(&runs), "{method:?}: {runs}");
        assert!(cold_us > 0 && cold_us < (WARM_UNDER_MS * 1000.0) as u64);
        // The runs filled the window (the clock moves) and the time is their mean.
        assert!(
            ms > 0.0 && ms * runs as f64 >= WARM_WINDOW_MS,
            "{method:?}: {ms} x {runs}"
        );
        assert!(
            ms * ((runs - 1) as f64) < WARM_WINDOW_MS,
            "{method:?}: {ms} x {runs}"
        );
    }
    // A clock that stands still: the runs stop at their number.
    let (ms, detail) = done_with_clock(Method::Dlx, 0.0);
    assert_eq!(counter(&detail, Counter::TimedRuns), Some(WARM_RUNS));
    assert_eq!(ms, 0.0);
}

#[test]
fn a_slow_run_is_timed_once() {
    // WARM_UNDER_MS a read: past it before the method is done.
    let (ms, detail) = done_with_clock(Method::Dlx, WARM_UNDER_MS);
    assert!(ms >= WARM_UNDER_MS);
    assert_eq!(counter(&detail, Counter::TimedRuns), None);
    assert_eq!(counter(&detail, Counter::FirstRunUs), None);
}

#[test]
fn the_clock_ends_a_run_at_its_limit_with_progress_on_the_way() {
    // A clock that moves 40 ms each time it is read; 1 s allowed.
    let t = Cell::new(0.0);
    let now = || {
        t.set(t.get() + 40.0);
        t.get()
    };
    let request = Request::Run {
        id: 9,
        method: Method::Genetic,
        limit_ms: 1000,
        seed: 1,
        variant: Variant::Standard,
        // No solution: only the limit ends the genetic algorithm.
        givens: grid(
            "083021407960305821251006093048102070029004030030708040370009014810253069690407082",
        ),
    };
    let mut got = Vec::new();
    run(&request.to_text(), &now, &mut |a| got.push(a));
    assert!(
        got.iter()
            .any(|a| matches!(a, Answer::Progress { id: 9, .. }))
    );
    let Some(Answer::Done { status, ms, .. }) = got.last() else {
        panic!("{got:?}")
    };
    assert_eq!(*status, Status::Timeout);
    assert!(*ms >= 1000.0);
    let Some(Answer::Done { detail, .. }) = got.last() else {
        unreachable!()
    };
    assert_eq!(
        counter(detail, Counter::TimedRuns),
        None,
        "a timeout is not run again"
    );
}

#[test]
fn facts_count_the_first_band() {
    let mut got = Vec::new();
    run("facts 4", &|| 0.0, &mut |a| got.push(a));
    assert_eq!(
        got,
        vec![Answer::Facts {
            id: 4,
            band: 2_612_736,
            ms: 0.0
        }]
    );
}
