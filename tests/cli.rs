//! End-to-end tests of the `stepwise` binary: real process, real stdin/stdout/stderr, exit
//! codes, alignment of output lines with input lines, and the JSON contract.

mod common;

use common::cli::stepwise;

/// top1465 #1 and its unique solution.
const TOP1: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const TOP1_SOLUTION: &str =
    "468931527751624839392578461134756298289413675675289314846192753513867942927345186";
/// From the seed: 3 solutions (003 L806, verified).
const THREE: &str =
    "000000089406009200000630000000000050000004000001720030010000008075000000032070060";
/// A full, valid grid with one digit changed so two 5s share row 1.
const BROKEN: &str =
    "558931527751624839392578461134756298289413675675289314846192753513867942927345186";

#[test]
fn solve_prints_one_line_per_puzzle_and_skips_comments() {
    // No repeat anywhere, but r1c9 can hold nothing: 1-8 are in row 1 and 9 is below it.
    let none = format!("12345678.........9{}", ".".repeat(63));
    let input = format!("# a comment\n{TOP1}\n\n{THREE}\n{none} # no solution\n");
    let out = stepwise(&["solve"], &input);
    assert_eq!(out.code, 0, "stderr: {}", out.stderr);
    assert_eq!(out.stdout, format!("{TOP1_SOLUTION}\nmultiple\nnone\n"));
    assert_eq!(out.stderr, "");
}

#[test]
fn parse_errors_print_error_lines_and_exit_1() {
    let input = format!("{TOP1}\n{}\nhello\n{BROKEN}\n", &TOP1[..79]);
    let out = stepwise(&["solve"], &input);
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stdout,
        format!("{TOP1_SOLUTION}\nerror\nerror\nerror\n")
    );
    assert_eq!(
        out.stderr,
        "line 2: found 79 cells, need 81\n\
         line 3: unknown character 'l' at position 3; use 1-9 or A-I for digits and 0 or . for empty cells\n\
         line 4: 5 appears twice in row 1: r1c1 and r1c2\n"
    );
}

#[test]
fn count_with_and_without_limit() {
    let out = stepwise(&["count"], &format!("{TOP1}\n{THREE}\n"));
    assert_eq!((out.code, out.stdout.as_str()), (0, "1\n3\n"));
    let out = stepwise(&["count", "--limit", "2"], &format!("{TOP1}\n{THREE}\n"));
    assert_eq!(out.stdout, "1\n2\n");
    // The seed's 127-solution puzzle (003 L812).
    let p127 = "000000003007000009063007000000026800400000000000009200000240010180000040070100060";
    let out = stepwise(&["count", "--limit", "100"], p127);
    assert_eq!(out.stdout, "100\n");
}

#[test]
fn json_contract() {
    let out = stepwise(&["solve", "--json"], &format!("{TOP1}\nxyz\n"));
    assert_eq!(out.code, 1);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(
        lines[0],
        format!(
            "{{\"puzzle\":\"{TOP1}\",\"variant\":\"standard\",\"status\":\"unique\",\"solutions\":[\"{TOP1_SOLUTION}\"]}}"
        )
    );
    assert_eq!(
        lines[1],
        "{\"line\":2,\"error\":\"unknown character 'y' at position 2; use 1-9 or A-I for digits and 0 or . for empty cells\"}"
    );
    let out = stepwise(&["count", "--json", "--limit", "10"], THREE);
    let line = out.stdout.trim_end();
    assert!(line.contains("\"status\":\"multiple\""), "{line}");
    assert!(line.ends_with(",\"count\":3}"), "{line}");
    // Two different solutions, both keeping the givens.
    let sols: Vec<&str> = line
        .split("\"solutions\":[")
        .nth(1)
        .unwrap()
        .split(']')
        .next()
        .unwrap()
        .split(',')
        .map(|s| s.trim_matches('"'))
        .collect();
    assert_eq!(sols.len(), 2);
    assert_ne!(sols[0], sols[1]);
    for s in sols {
        assert_eq!(&s[7..9], "89");
    }
    let out = stepwise(&["solve", "--json"], &format!("{BROKEN}\n"));
    assert!(out.stdout.contains("\"error\":\"5 appears twice in row 1"));
}

#[test]
fn variants_change_the_answer() {
    // A diagonal puzzle from the seed with 5 solutions under Diagonal (003 L111).
    let rows = common::data("seed-puzzles.tsv");
    let row = rows
        .iter()
        .find(|l| l.contains("\tdiagonal\t") && l.ends_with("\t5"))
        .expect("the 5-solution diagonal row");
    let puzzle = row.split('\t').next().unwrap();
    let out = stepwise(&["count", "--variant", "diagonal"], puzzle);
    assert_eq!(out.stdout, "5\n");
    let out = stepwise(&["count", "--variant", "standard", "--limit", "6"], puzzle);
    assert_eq!(out.stdout, "6\n");
}

#[test]
fn files_are_read_in_order_and_named_in_errors() {
    let dir = std::env::temp_dir().join(format!("stepwise-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let a = dir.join("a.txt");
    let b = dir.join("b.txt");
    std::fs::write(&a, format!("{TOP1}\n")).unwrap();
    std::fs::write(&b, "# nothing\n12\n").unwrap();
    let out = stepwise(&["solve", a.to_str().unwrap(), b.to_str().unwrap()], "");
    assert_eq!(out.code, 1);
    assert_eq!(out.stdout, format!("{TOP1_SOLUTION}\nerror\n"));
    assert_eq!(
        out.stderr,
        format!("{} line 2: found 2 cells, need 81\n", b.display())
    );
    let missing = stepwise(&["solve", "/nonexistent/x.txt"], "");
    assert_eq!(missing.code, 2);
    assert!(missing.stderr.contains("cannot read /nonexistent/x.txt"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn help_version_and_usage_errors() {
    let help = stepwise(&["--help"], "");
    assert_eq!(help.code, 0);
    for word in [
        "solve",
        "count",
        "--variant",
        "--limit",
        "--json",
        "--jobs",
        "color-diagonal",
    ] {
        assert!(help.stdout.contains(word), "help mentions {word}");
    }
    let version = stepwise(&["--version"], "");
    assert!(version.stdout.starts_with("stepwise "));
    let bad = stepwise(&["solve", "--variant", "jigsaw"], "");
    assert_eq!(bad.code, 2);
    assert_eq!(
        bad.stderr,
        "stepwise: unknown variant 'jigsaw'; use standard, diagonal, color or color-diagonal\n"
    );
    assert_eq!(stepwise(&[], "").code, 2);
}

#[test]
fn hint_and_path() {
    let out = stepwise(&["hint"], &format!("{TOP1}\n{THREE}\n"));
    assert_eq!(out.code, 0);
    assert_eq!(
        out.stdout,
        "Hidden Single: r9c3=7\n\
         no step: the puzzle has more than one solution; check the givens (logic alone cannot finish it)\n"
    );
    let out = stepwise(&["hint", "--json"], TOP1);
    assert!(
        out.stdout.starts_with(
            "{\"technique\":\"Hidden Single\",\"placements\":[{\"cell\":\"r9c3\",\"digit\":7}],\"eliminations\":[],\"text\":\"There is a Hidden Single in block 7."
        ),
        "{}",
        out.stdout
    );
    // A near-solved grid: two Full Houses (column 1 first, then row 1).
    let easy = format!("..{}", &TOP1_SOLUTION[2..]);
    let out = stepwise(&["path", "--json"], &easy);
    assert_eq!(
        out.stdout,
        format!(
            "{{\"puzzle\":\"..{}\",\"variant\":\"standard\",\"solved\":true,\"steps\":[\
             {{\"technique\":\"Full House\",\"placements\":[{{\"cell\":\"r1c1\",\"digit\":4}}],\"eliminations\":[],\"text\":\"There is a Full House in column 1. r1c1 is the only empty cell left in column 1. Column 1 already holds every digit except 4, so r1c1 must be 4.\"}},\
             {{\"technique\":\"Full House\",\"placements\":[{{\"cell\":\"r1c2\",\"digit\":6}}],\"eliminations\":[],\"text\":\"There is a Full House in row 1. r1c2 is the only empty cell left in row 1. Row 1 already holds every digit except 6, so r1c2 must be 6.\"}}]}}\n",
            &TOP1_SOLUTION[2..]
        )
    );
    let out = stepwise(&["path"], &easy);
    assert_eq!(
        out.stdout,
        "solved after 2 steps: Full House: r1c1=4 | Full House: r1c2=6\n"
    );
    let out = stepwise(&["hint", "--limit", "3"], TOP1);
    assert_eq!(out.code, 2);
}

/// `ask`: why a candidate cannot be, how a cell is reached; honest answers for the
/// solution's digit, a filled cell and a candidate already gone; one line per puzzle.
#[test]
fn questions_about_a_cell() {
    // Near-solved: r1c1 and r1c2 empty (4 and 6).
    let easy = format!("..{}", &TOP1_SOLUTION[2..]);
    let out = stepwise(
        &["ask", "--why-not", "r9c3=1"],
        &format!("{TOP1}\n{THREE}\n"),
    );
    assert_eq!(out.code, 0);
    assert_eq!(
        out.stdout,
        "r9c3 cannot be 1: Hidden Single: r9c3=7\n\
         no step: the puzzle has more than one solution; check the givens (logic alone cannot finish it)\n"
    );
    let out = stepwise(&["ask", "--why-not", "r1c2=6"], &easy);
    assert_eq!(
        out.stdout,
        "6 belongs in r1c2
"
    );
    let out = stepwise(&["ask", "--why-not", "r1c3=6"], &easy);
    assert_eq!(
        out.stdout,
        "r1c3 is filled already
"
    );
    let out = stepwise(&["ask", "--why-not", "r1c2=1"], &easy);
    assert_eq!(
        out.stdout,
        "1 is no longer a candidate of r1c2
"
    );
    let out = stepwise(&["ask", "--how", "r1c2"], &easy);
    assert_eq!(
        out.stdout,
        "r1c2=6 after 1 step: Full House: r1c2=6
"
    );
    let out = stepwise(&["ask", "--how", "r1c2", "--json"], &easy);
    assert!(
        out.stdout.starts_with(
            "{\"question\":\"how\",\"cell\":\"r1c2\",\"digit\":6,\"answer\":\"steps\",\"text\":\"r1c2=6 after 1 step\",\"steps\":[{\"technique\":\"Full House\",\"placements\":[{\"cell\":\"r1c2\",\"digit\":6}]"
        ),
        "{}",
        out.stdout
    );
    // On a hard start a wrong candidate gets a proof that removes it.
    let out = stepwise(&["ask", "--why-not", "r1c2=2", "--json"], TOP1);
    assert!(
        out.stdout.contains("\"answer\":\"proof\"")
            && out.stdout.contains("{\"cell\":\"r1c2\",\"digit\":2}"),
        "{}",
        out.stdout
    );
    let out = stepwise(&["ask", "--how", "r1c2"], TOP1);
    assert!(out.stdout.starts_with("r1c2=6 after "), "{}", out.stdout);
    for args in [
        &["ask"][..],
        &["ask", "--how", "r0c1"],
        &["hint", "--how", "r1c1"],
    ] {
        assert_eq!(stepwise(args, TOP1).code, 2, "{args:?}");
    }
}

#[test]
fn pen_only_hints() {
    // The classic newspaper puzzle (seed 004): solvable with the pen alone.
    let classic =
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
    let out = stepwise(&["path", "--pen"], classic);
    assert!(
        out.stdout.starts_with("solved after 51 steps: "),
        "{}",
        out.stdout
    );
    let out = stepwise(&["hint", "--pen", "--json"], TOP1);
    assert!(
        out.stdout.contains("\"technique\":\"Hidden Single\""),
        "{}",
        out.stdout
    );
}

/// `line` with its digits relabelled (d -> d + shift, 9 wraps to 1), transposed when
/// `transpose` (81 cells only): the same kind of puzzle (same number of solutions), a
/// different text.
fn relabelled(line: &str, shift: u8, transpose: bool) -> String {
    let cells: Vec<u8> = line.bytes().collect();
    (0..cells.len())
        .map(|i| {
            let ch = if transpose {
                cells[(i % 9) * 9 + i / 9]
            } else {
                cells[i]
            };
            match ch {
                b'1'..=b'9' => char::from(b'1' + (ch - b'1' + shift) % 9),
                other => char::from(other),
            }
        })
        .collect()
}

/// Many puzzles of every kind, with bad lines, blank lines and comments among them.
fn many_puzzles(count: usize) -> String {
    let none = format!("12345678.........9{}", ".".repeat(63));
    let mut text = String::from("# many puzzles\n");
    for i in 0..count {
        let (shift, transpose) = ((i % 9) as u8, i % 2 == 1);
        match i % 7 {
            0..=2 => text += &relabelled(TOP1, shift, transpose),
            3 => text += &relabelled(THREE, shift, transpose),
            4 => text += &relabelled(&none, shift, transpose),
            5 if i % 3 == 0 => text += &relabelled(BROKEN, shift, transpose),
            5 => text += &format!("not a puzzle {i}"),
            _ => text += &relabelled(&TOP1_SOLUTION[..79], shift, false),
        }
        text.push('\n');
        if i % 50 == 0 {
            text += "\n# a comment\n";
        }
    }
    text
}

#[test]
fn jobs_keep_the_input_order_byte_for_byte() {
    let dir = std::env::temp_dir().join(format!("stepwise-jobs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Over 4,096 puzzles: several batches of several chunks each with --jobs 2 and 3.
    let big = dir.join("big.txt");
    std::fs::write(&big, many_puzzles(9_000)).unwrap();
    let small = dir.join("small.txt");
    std::fs::write(&small, many_puzzles(300)).unwrap();
    let big = big.to_str().unwrap();
    let small = small.to_str().unwrap();
    let cases: [(&[&str], &str); 6] = [
        (&["solve"], big),
        (&["count", "--limit", "2"], big),
        (&["solve", "--json"], big),
        (&["count"], small),
        (&["hint"], small),
        (&["path", "--json"], small),
    ];
    for (args, file) in cases {
        let run = |jobs: &str| stepwise(&[args, &["--jobs", jobs, file]].concat(), "");
        let one = run("1");
        assert_eq!(one.code, 1, "{args:?}: bad lines make the exit status 1");
        let puzzles = std::fs::read_to_string(file)
            .unwrap()
            .lines()
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .count();
        assert_eq!(one.stdout.lines().count(), puzzles, "{args:?}");
        for jobs in ["2", "3"] {
            let many = run(jobs);
            assert_eq!(many.code, one.code, "{args:?} --jobs {jobs}");
            assert!(
                many.stdout == one.stdout,
                "{args:?} --jobs {jobs}: stdout differs"
            );
            assert!(
                many.stderr == one.stderr,
                "{args:?} --jobs {jobs}: stderr differs"
            );
        }
    }
    // The answers themselves, at their places: line 2 of the file is puzzle 0 (TOP1).
    let out = stepwise(&["solve", "--jobs", "2", big], "");
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines[0], TOP1_SOLUTION);
    assert_eq!(&lines[3..7], ["multiple", "none", "error", "error"]);
    assert!(out.stderr.starts_with(&format!(
        "{big} line 9: unknown character 'n' at position 1; use 1-9 or A-I for digits and 0 or . for empty cells\n\
         {big} line 10: found 79 cells, need 81\n"
    )));
    // Standard input goes through the same machinery.
    let text = many_puzzles(5_000);
    let from_stdin = stepwise(&["solve", "--jobs", "2"], &text);
    let sequential = stepwise(&["solve", "--jobs", "1"], &text);
    assert!(from_stdin.stdout == sequential.stdout && from_stdin.stderr == sequential.stderr);
    assert!(
        from_stdin
            .stderr
            .starts_with("line 9: unknown character 'n'")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn jobs_must_be_a_whole_number_of_at_least_one() {
    for (args, shown) in [
        (&["solve", "--jobs", "0"][..], "0"),
        (&["count", "--jobs", "many"][..], "many"),
        (&["hint", "--jobs=-1"][..], "-1"),
        (&["path", "--jobs", ""][..], ""),
    ] {
        let out = stepwise(args, TOP1);
        assert_eq!(out.code, 2, "{args:?}");
        assert_eq!(
            out.stderr,
            format!(
                "stepwise: --jobs needs a whole number of threads, at least 1, not '{shown}'\n"
            )
        );
        assert_eq!(out.stdout, "");
    }
    let out = stepwise(&["solve", "--jobs"], TOP1);
    assert_eq!(
        (out.code, out.stderr.as_str()),
        (2, "stepwise: --jobs needs a value\n")
    );
}

/// An easy puzzle (singles only) for the rating tests.
const EASY: &str =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

#[test]
fn rate_gives_every_scale_or_says_why_not() {
    let none = format!("12345678.........9{}", ".".repeat(63));
    let input = format!("{EASY}\n{THREE}\nnot a puzzle\n{none}\n{TOP1}\n");
    let out = stepwise(&["rate", "--json"], &input);
    assert_eq!(
        out.code, 1,
        "a line that does not parse makes the exit status 1"
    );
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 5);
    assert!(lines[0].starts_with(&format!(
        "{{\"puzzle\":\"{}\",\"variant\":\"standard\",\"label\":\"Easy\",\"hodoku\":{{\"score\":196,\"level\":\"Easy\"}},\"se\":{{\"er\":1.2,\"ep\":1.2,\"ed\":1.2}},\"seed_points\":{{\"sum\":",
        EASY.replace('0', ".")
    )), "{}", lines[0]);
    assert!(lines[0].contains("\"seed_points_min_over_transforms\":"));
    assert!(
        lines[0].ends_with("\"techniques\":{\"Full House\":21,\"Naked Single\":28}}"),
        "{}",
        lines[0]
    );
    assert_eq!(
        lines[1],
        "{\"line\":2,\"error\":\"not rateable: the puzzle has more than one solution\"}"
    );
    assert!(lines[2].starts_with("{\"line\":3,\"error\":\"unknown character"));
    assert_eq!(
        lines[3],
        "{\"line\":4,\"error\":\"not rateable: the puzzle has no solution\"}"
    );
    assert!(lines[4].contains("\"label\":\"Extreme\""), "{}", lines[4]);
    let text = stepwise(&["rate"], &format!("{EASY}\n{THREE}\n"));
    assert_eq!(text.code, 0);
    let lines: Vec<&str> = text.stdout.lines().collect();
    assert!(
        lines[0].starts_with("Easy  hodoku 196 Easy  se 1.2/1.2/1.2  seed "),
        "{}",
        lines[0]
    );
    assert_eq!(
        lines[1],
        "not rateable: the puzzle has more than one solution"
    );
    // Many puzzles on several threads: the same bytes in the same order.
    let mut many = String::new();
    for i in 0..24u8 {
        match i % 6 {
            4 => many += THREE,
            5 => many += "not a puzzle",
            _ => many += &relabelled(EASY, i % 9, i % 2 == 1),
        }
        many.push('\n');
    }
    let one = stepwise(&["rate", "--json", "--jobs", "1"], &many);
    for jobs in ["2", "3"] {
        let other = stepwise(&["rate", "--json", "--jobs", jobs], &many);
        assert!(
            other.stdout == one.stdout && other.stderr == one.stderr,
            "--jobs {jobs}"
        );
    }
    assert_eq!(one.stdout.lines().count(), 24);
}
