//! `stepwise generate` end to end: one puzzle per line, each unique and in its band, the
//! JSON contract with the rate object nested, the same bytes for every `--jobs`, a seed per
//! line that makes its puzzle again, and every bad request refused with its message.

mod common;

use common::cli::Output;

use stepwise::engine::rating::{Options as RateOptions, rate};
use stepwise::engine::solver::count;
use stepwise::engine::{Level, Variant, parse_puzzle};

/// The binary run with `args` (split at spaces), reading nothing.
fn stepwise(args: &str) -> Output {
    common::cli::stepwise(&args.split_whitespace().collect::<Vec<_>>(), "")
}

#[test]
fn puzzles_one_per_line_unique_and_in_band() {
    for (variant, level) in [
        ("standard", "hard"),
        ("diagonal", "easy"),
        ("color", "medium"),
    ] {
        let out = stepwise(&format!(
            "generate --level {level} --variant {variant} --seed 5 --count 6 --symmetry central"
        ));
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert_eq!(out.stderr, "");
        let lines: Vec<&str> = out.stdout.lines().collect();
        assert_eq!(lines.len(), 6);
        for line in lines {
            assert_eq!(line.len(), 81);
            let p = parse_puzzle(line, Variant::from_slug(variant).unwrap()).unwrap();
            assert_eq!(count(&p, 2), 1);
            let r = rate(&p, RateOptions { copies: 0 }).unwrap();
            assert_eq!(Some(r.label), Level::from_slug(level), "{line}");
        }
    }
}

#[test]
fn json_nests_the_rate_object_and_each_seed_remakes_its_puzzle() {
    let out = stepwise("generate --level medium --seed 40 --count 3 --json");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 3);
    for (i, line) in lines.iter().enumerate() {
        let puzzle = &line[11..92];
        let seed = 40 + i;
        assert!(
            line.starts_with(&format!(
                "{{\"puzzle\":\"{puzzle}\",\"variant\":\"standard\",\"seed\":{seed},\"rating\":{{\"puzzle\":\"{puzzle}\",\"variant\":\"standard\",\"label\":\"Medium\",\"hodoku\":{{\"score\":"
            )),
            "{line}"
        );
        assert!(line.ends_with("}}"), "{line}");
        // The rate command says the same of the puzzle.
        let rated = common::cli::stepwise(&["rate", "--json"], puzzle).stdout;
        assert!(line.contains(rated.trim()), "{line}\n{rated}");
        let again = stepwise(&format!("generate --level medium --seed {seed}"));
        assert_eq!(again.stdout.trim(), puzzle);
    }
}

#[test]
fn jobs_keep_the_seed_order_byte_for_byte() {
    let args = "generate --level easy --variant color --seed 100 --count 24";
    let one = stepwise(&format!("{args} --jobs 1"));
    assert_eq!(one.code, 0);
    assert_eq!(one.stdout.lines().count(), 24);
    for jobs in [2, 3] {
        assert_eq!(
            stepwise(&format!("{args} --jobs {jobs}")).stdout,
            one.stdout
        );
    }
}

#[test]
fn techniques_minimal_and_clue_limits() {
    let out = stepwise("generate --technique X-Wing --seed 3 --count 2 --minimal");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout.lines().count(), 2);
    let out = stepwise("generate --level easy --seed 3 --count 4 --min-clues 30 --max-clues 31");
    for line in out.stdout.lines() {
        let clues = line.bytes().filter(|b| b.is_ascii_digit()).count();
        assert!((30..=31).contains(&clues), "{line}");
    }
}

#[test]
fn bad_requests_are_refused_with_a_reason() {
    let cases = [
        (
            "generate --seed 1",
            "stepwise: generate needs --level, --rating or --technique\n",
        ),
        (
            "generate --level easy --rating se:1-2",
            "stepwise: give one of --level and --rating, not both\n",
        ),
        (
            "generate --level tough",
            "stepwise: --level tough: use easy, medium, hard, expert or extreme\n",
        ),
        (
            "generate --level easy --count 0",
            "stepwise: --count 0: make 1 to 100000 puzzles per run\n",
        ),
        (
            "generate --level easy --count 100001",
            "stepwise: --count 100001: make 1 to 100000 puzzles per run\n",
        ),
        (
            "generate --level easy --seed -1",
            "stepwise: --seed -1: not a whole number\n",
        ),
        (
            "generate --level easy --symmetry radial",
            "stepwise: --symmetry radial: use none, central, diagonal or mirror\n",
        ),
        (
            "generate --technique bogus",
            "stepwise: --technique bogus: no such technique; name it as 'stepwise path' writes it (X-Wing) or by its id (x-wing)\n",
        ),
        (
            "generate --technique diagonal-pincer",
            "stepwise: Diagonal Pincer needs the diagonals; the standard variant has none\n",
        ),
        (
            "generate --technique trial-and-error",
            "stepwise: Trial and Error is the last resort; no uniquely solvable puzzle needs it\n",
        ),
        (
            "generate --level easy --technique x-wing",
            "stepwise: X-Wing is a hard technique; a puzzle that needs it is not easy\n",
        ),
        (
            "generate --rating se:5-2",
            "stepwise: the rating range se:5.0-2.0 is empty: its low end is above its high end\n",
        ),
        (
            "generate --rating se:15-20",
            "stepwise: no puzzle rates as high as se:15.0-20.0\n",
        ),
        (
            "generate --rating elo:1-2",
            "stepwise: unknown rating scale 'elo'; use hodoku, se or seed\n",
        ),
        (
            "generate --level easy --max-clues 10",
            "stepwise: at most 10 clues is impossible: a unique puzzle of this variant needs at least 17 and leaves a cell empty\n",
        ),
        (
            "generate --level easy --tries 0",
            "stepwise: --tries 0: give 1 to 4294967295 tries\n",
        ),
        (
            "generate --level easy puzzles.txt",
            "stepwise: generate reads no puzzles and takes no --limit or --pen\n",
        ),
        ("solve --level easy", "stepwise: unknown option '--level'\n"),
        ("generate --level", "stepwise: --level needs a value\n"),
    ];
    for (args, message) in cases {
        let out = stepwise(args);
        assert_eq!(
            (out.code, out.stderr.as_str(), out.stdout.as_str()),
            (2, message, ""),
            "{args}"
        );
    }
}

#[test]
fn a_budget_that_runs_out_keeps_what_was_found() {
    // se 9.0+ puzzles are rare: with 1 try each, the run stops at the first seed that fails,
    // after the puzzles made before it.
    let out = stepwise("generate --rating se:1.0-11.0 --seed 1 --count 3 --tries 1 --jobs 1");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout.lines().count(), 3);
    let out = stepwise("generate --rating se:9.0-11.0 --seed 1 --count 3 --tries 1");
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stderr,
        "stepwise: seed 1: no puzzle found in 1 tries; widen the request (another level or range, no symmetry, not minimal) or allow more tries\n"
    );
    assert_eq!(out.stdout, "");
}
