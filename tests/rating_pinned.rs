//! The rater's exact outputs on a fixed sample, pinned: every scale (HoDoKu's score, level,
//! techniques and Brute Force count; SE's ER/EP/ED; the seed's points in all three modes;
//! the robust minimum over the seed's eight copies) as computed before the rating walks were
//! made faster (issue 16's time goal). A faster path must give the very same numbers.
//!
//! The sample: every 40th puzzle of top1465, every 200th of HoDoKu's generated puzzles (all
//! levels), every 20th of the SE sample and of the hardest list's committed sample, and the
//! seed's unique Diagonal, Color and Color-Diagonal puzzles (every 4th). In a debug build every
//! twelfth line is checked (the full sample takes about a minute in release, far more in debug).
//!
//! `cargo test --release --test rating_pinned`; after a deliberate change of a scale,
//! `STEPWISE_PIN_WRITE=1 cargo test --release --test rating_pinned` rewrites
//! `tests/data/rating-pinned.tsv` (say why in the commit).

mod common;

use common::on_all;

use std::fmt::Write as _;

use stepwise::engine::rating::{self, SeedMode, hodoku, robust, se, seed};
use stepwise::engine::{Variant, parse_puzzle};

const PINNED: &str = "rating-pinned.tsv";

/// The sample's puzzles with their variants.
fn sample() -> Vec<(String, Variant)> {
    let mut out = Vec::new();
    let standard = |lines: Vec<String>, k: usize| -> Vec<(String, Variant)> {
        lines
            .into_iter()
            .filter(|l| !l.starts_with('#'))
            .step_by(k)
            .map(|l| {
                let puzzle = l.split('\t').next().unwrap_or_default().to_string();
                (puzzle, Variant::Standard)
            })
            .collect()
    };
    out.extend(standard(common::data("top1465.txt"), 40));
    let oracle = |file: &str| -> Vec<String> {
        let path = common::committed_dir().join("oracles").join(file);
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .lines()
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .collect()
    };
    out.extend(standard(oracle("hodoku-generated.tsv"), 200));
    out.extend(standard(oracle("se-sample.tsv"), 20));
    out.extend(standard(common::every("forum-hardest-11plus.txt", 20), 20));
    for variant in [Variant::Diagonal, Variant::Color, Variant::ColorDiagonal] {
        for p in common::unique_seed_puzzles(variant).into_iter().step_by(4) {
            out.push((p, variant));
        }
    }
    out
}

/// Every scale of one puzzle on one line.
fn rate_line(puzzle: &str, variant: Variant) -> String {
    let mut line = format!("{puzzle}\t{}", variant.slug());
    let parsed = parse_puzzle(puzzle, variant).expect("the sample parses");
    let (bare, solution) = match rating::check(&parsed) {
        Ok(checked) => checked,
        Err(e) => {
            write!(line, "\t{e}").expect("a string");
            return line;
        }
    };
    let h = hodoku::rate(&bare, &solution);
    write!(
        line,
        "\th {} {:?} bf{}",
        h.rating.score, h.rating.level, h.brute_force
    )
    .expect("a string");
    for (t, n) in &h.techniques {
        write!(line, " {}:{n}", t.id()).expect("a string");
    }
    let s = se::rate(&bare);
    write!(line, "\tse {} {} {}", s.er, s.ep, s.ed).expect("a string");
    for mode in SeedMode::ALL {
        let p = seed::rate(&bare, mode);
        write!(
            line,
            "\t{mode:?} {} {} {} {} {:?}",
            p.sum_halves, p.squares_quarters, p.max_halves, p.steps, p.label
        )
        .expect("a string");
    }
    let r = robust::minimum(&bare, robust::SEED_COPIES);
    write!(
        line,
        "\trobust {} {} {}",
        r.min_halves, r.max_halves, r.copies
    )
    .expect("a string");
    line
}

#[test]
fn every_scale_gives_the_pinned_numbers() {
    let path = common::committed_dir().join(PINNED);
    let puzzles = sample();
    if std::env::var_os("STEPWISE_PIN_WRITE").is_some() {
        let lines = on_all(&puzzles, |(p, v)| rate_line(p, *v));
        let mut text = String::from(
            "# The rater's outputs on tests/rating_pinned.rs's sample (rewrite: STEPWISE_PIN_WRITE=1 \
             cargo test --release --test rating_pinned)\n",
        );
        for l in lines {
            text.push_str(&l);
            text.push('\n');
        }
        std::fs::write(&path, text).expect("the pinned file is written");
        return;
    }
    let text = std::fs::read_to_string(&path).expect("tests/data/rating-pinned.tsv");
    let pinned: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(
        pinned.len(),
        puzzles.len(),
        "the sample and the pinned file match"
    );
    let step = if cfg!(debug_assertions) { 12 } else { 1 };
    let checked: Vec<(usize, &(String, Variant))> =
        puzzles.iter().enumerate().step_by(step).collect();
    let lines = on_all(&checked, |(_, (p, v))| rate_line(p, *v));
    let mut differ = Vec::new();
    for ((i, _), line) in checked.iter().zip(&lines) {
        if pinned[*i] != line {
            differ.push(format!("pinned: {}\nnow:    {line}", pinned[*i]));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {} ratings differ from the pinned ones:\n{}",
        differ.len(),
        checked.len(),
        differ.join("\n")
    );
}
