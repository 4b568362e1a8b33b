//! End to end: `stepwise lab` (issue 18) as a real process: the JSON object per line, the
//! table, every method by name, the time limit, bad lines and bad options.

mod common;

use stepwise::engine::lab::{Counter, Method, Status};

/// The course report's easy_02 and its solution.
const EASY_02: &str =
    "083021007960305821251006093048102070029004030030708040370009014810253069690407082";
const EASY_02_SOLUTION: &str =
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
/// From the seed: 3 solutions (003 L806).
const THREE: &str =
    "000000089406009200000630000000000050000004000001720030010000008075000000032070060";
/// easy_02 with r1c7 given 4 (a candidate there, not the solution's 6): no solution, though
/// no two givens clash.
const NONE: &str =
    "083021407960305821251006093048102070029004030030708040370009014810253069690407082";

/// The binary's exit status, standard output and standard error.
fn stepwise(args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = common::cli::stepwise(args, stdin);
    (out.code, out.stdout, out.stderr)
}

/// The `"key":value` text of the first `key` after `from` in `s`.
fn field<'a>(s: &'a str, key: &str) -> &'a str {
    let at = s
        .find(&format!("\"{key}\":"))
        .unwrap_or_else(|| panic!("{key} in {s}"));
    let rest = &s[at + key.len() + 3..];
    let end = rest.find([',', '}']).unwrap_or(rest.len());
    &rest[..end]
}

/// The method objects of a lab JSON line, split at each `{"method":`.
fn methods(line: &str) -> Vec<&str> {
    line.split("{\"method\":").skip(1).collect()
}

#[test]
fn json_is_one_object_per_line_with_every_outcome() {
    let input = format!("{EASY_02}\n# a comment\n{THREE}\n{NONE}\nnot a puzzle\n");
    let (code, out, err) = stepwise(
        &[
            "lab",
            "--json",
            "--methods",
            "exact,dlx,sat,milp",
            "--time-limit",
            "20",
        ],
        &input,
    );
    assert_eq!(code, 1, "a bad line: exit 1");
    assert!(err.contains("line 5"), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    let want = [("unique", EASY_02), ("multiple", THREE), ("none", NONE)];
    for (line, (status, puzzle)) in lines.iter().zip(want) {
        assert!(line.starts_with("{\"puzzle\":\""), "{line}");
        assert_eq!(
            field(line, "puzzle").replace('.', "0"),
            format!("\"{puzzle}\"")
        );
        assert_eq!(field(line, "variant"), "\"standard\"");
        let ms = methods(line);
        assert_eq!(ms.len(), 4, "{line}");
        for (m, name) in ms.iter().zip(["exact", "dlx", "sat", "milp"]) {
            assert!(m.starts_with(&format!("\"{name}\"")), "{m}");
            assert_eq!(field(m, "status"), format!("\"{status}\""), "{name}: {m}");
            assert!(field(m, "ms").parse::<f64>().unwrap() >= 0.0);
            assert!(field(m, "steps").parse::<u64>().is_ok());
            assert!(m.contains("\"detail\":{"));
            match status {
                "unique" => assert_eq!(field(m, "solution"), format!("\"{EASY_02_SOLUTION}\"")),
                "none" => assert_eq!(field(m, "solution"), "null"),
                _ => assert_ne!(field(m, "solution"), field(m, "second")),
            }
        }
    }
    assert!(
        lines[3].starts_with("{\"line\":5,\"error\":"),
        "{}",
        lines[3]
    );
}

/// The keys of a method object's `"detail":{…}`.
fn detail_keys(m: &str) -> Vec<&str> {
    let at = m.find("\"detail\":{").expect("detail") + 10;
    let body = &m[at..at + m[at..].find('}').expect("detail's end")];
    body.split(',')
        .filter(|kv| !kv.is_empty())
        .map(|kv| kv.split(':').next().unwrap_or("").trim_matches('"'))
        .collect()
}

#[test]
fn every_method_runs_by_its_name_and_says_what_it_found() {
    let mut counters = Vec::new();
    for m in Method::ALL {
        let (code, out, _) = stepwise(
            &["lab", "--json", "--seed", "1", "--methods", m.slug()],
            &format!("{EASY_02}\n"),
        );
        assert_eq!(code, 0, "{}", m.slug());
        let ms = methods(out.trim());
        assert_eq!(ms.len(), 1);
        assert!(ms[0].starts_with(&format!("\"{}\"", m.slug())));
        let status = field(ms[0], "status").trim_matches('"');
        let want = if m == Method::Genetic {
            Status::Solved
        } else {
            Status::Unique
        };
        assert_eq!(Status::from_slug(status), Some(want), "{}", m.slug());
        assert_eq!(field(ms[0], "solution"), format!("\"{EASY_02_SOLUTION}\""));
        for key in detail_keys(ms[0]) {
            let counter = Counter::from_slug(key);
            assert!(counter.is_some(), "{}: {key} is no counter", m.slug());
            counters.extend(counter);
        }
    }
    // Every counter reaches the JSON from some method, but a solver failure, which never
    // happens on a valid model, and the lab worker's warm timing (the CLI's clock times one
    // run well; the lab worker's tests walk those two).
    let not_from_the_cli = [
        Counter::SolverFailed,
        Counter::TimedRuns,
        Counter::FirstRunUs,
    ];
    for c in Counter::ALL {
        assert!(
            counters.contains(&c) || not_from_the_cli.contains(&c),
            "{c:?} never reached the JSON"
        );
    }
}

#[test]
fn the_time_limit_stops_a_method_and_says_timeout() {
    // The genetic algorithm cannot solve a puzzle without a solution: only the limit ends it.
    let (code, out, _) = stepwise(
        &[
            "lab",
            "--json",
            "--methods",
            "genetic",
            "--time-limit",
            "0.2",
        ],
        &format!("{NONE}\n"),
    );
    assert_eq!(code, 0);
    let m = methods(out.trim())[0];
    assert_eq!(field(m, "status"), "\"timeout\"");
    let ms: f64 = field(m, "ms").parse().unwrap();
    assert!((200.0..5000.0).contains(&ms), "{ms} ms");
}

#[test]
fn the_table_has_a_row_per_method() {
    let (code, out, _) = stepwise(
        &["lab", "--methods", "dlx,backtracking"],
        &format!("{EASY_02}\n"),
    );
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(lines[0].ends_with("(standard)"));
    assert!(lines[1].contains("method") && lines[1].contains("status"));
    assert!(lines[2].trim_start().starts_with("dlx") && lines[2].contains("unique"));
    assert!(lines[3].contains("steps_to_first=213"), "{}", lines[3]);
}

#[test]
fn lab_options_are_checked() {
    let (code, _, err) = stepwise(&["lab", "--methods", "simplex"], "");
    assert_eq!(code, 2);
    assert!(err.contains("--methods needs"), "{err}");
    let (code, _, err) = stepwise(&["solve", "--time-limit", "3"], "");
    assert_eq!(code, 2);
    assert!(err.contains("only with the lab command"), "{err}");
}
