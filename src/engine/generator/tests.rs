//! The generator's own checks: the answers pinned for a few seeds (a platform or an
//! arithmetic change shows here), symmetry, minimality, clue limits, techniques on the
//! path, the bounded HoDoKu walk against the full one, and every impossible request's
//! message. The sweep over hundreds of seeds per level and variant is `tests/generator.rs`.

use super::*;
use crate::engine::rating::{self, hodoku};
use crate::engine::solver::{Solutions, count, solve};

fn options(variant: Variant, target: Target) -> Options {
    Options::new(variant, target)
}

fn level(l: Level) -> Target {
    Target::Level(l)
}

/// The same seed gives the same grids and puzzles, pinned here: these strings change only
/// when the generator's algorithm does (then re-pin them, on purpose).
#[test]
fn answers_are_pinned_for_a_few_seeds() {
    let grid = |variant, seed| fill::solution(variant, &mut rng::Rng::new(seed)).to_line();
    let pinned_grids = [
        (
            Variant::Standard,
            1,
            "189367524274895136365412897846521973793684215521739468618953742432178659957246381",
        ),
        (
            Variant::ColorDiagonal,
            2,
            "126358497583749621947621385764235819815967234239814576671583942392476158458192763",
        ),
    ];
    for (variant, seed, expected) in pinned_grids {
        assert_eq!(
            grid(variant, seed),
            expected,
            "{variant} grid of seed {seed}"
        );
    }
    let pinned = [
        (
            Variant::Standard,
            Level::Easy,
            1,
            "..9..7.2...4895....6....8...4652.97...36....5..17..4...............7...9.5....3.1",
        ),
        (
            Variant::Standard,
            Level::Hard,
            7,
            "..8......63.....8..97..6.5...35......41..3..28...7.3....695...8...1.46......2...4",
        ),
        (
            Variant::Diagonal,
            Level::Medium,
            3,
            "...6.8..1.8.9.27....3.........196....4........67...1.....3..6.7.5.2...98..87....2",
        ),
        (
            Variant::Color,
            Level::Easy,
            4,
            "5.38...2.6.......5.2............71.2.....8.....4..5...36.....8.......4.........17",
        ),
    ];
    for (variant, l, seed, expected) in pinned {
        let made = generate(&options(variant, level(l)), seed).unwrap();
        assert_eq!(
            made.puzzle.givens.to_line(),
            expected,
            "{variant} {l:?} seed {seed}"
        );
        assert_eq!(made.seed, seed);
    }
}

#[test]
fn symmetry_and_minimality_hold() {
    for symmetry in Symmetry::ALL {
        for seed in 0..4 {
            let mut o = options(Variant::Standard, level(Level::Medium));
            o.symmetry = symmetry;
            o.minimal = true;
            let made = generate(&o, seed).unwrap();
            let g = made.puzzle.givens;
            for cell in crate::engine::Cell::all() {
                assert_eq!(
                    g.get(cell).is_some(),
                    g.get(symmetry.image(cell)).is_some(),
                    "{symmetry}: {}",
                    g.to_line()
                );
            }
            // Minimal: taking any orbit away leaves several solutions.
            for orbit in symmetry.orbits() {
                if g.get(orbit.cell).is_none() {
                    continue;
                }
                let mut fewer = made.puzzle.clone();
                for c in orbit.cells() {
                    fewer.givens.set(c, None);
                }
                assert!(
                    count(&fewer, 2) > 1,
                    "{symmetry}: {} not minimal",
                    g.to_line()
                );
            }
        }
    }
}

#[test]
fn clue_limits_hold() {
    let mut o = options(Variant::Standard, level(Level::Easy));
    o.min_clues = 30;
    o.max_clues = 32;
    for seed in 0..10 {
        let made = generate(&o, seed).unwrap();
        let n = made.puzzle.givens.filled_count();
        assert!((30..=32).contains(&n), "{n} clues");
    }
    let mut o = options(Variant::Standard, level(Level::Hard));
    o.max_clues = 24;
    for seed in 0..5 {
        let made = generate(&o, seed).unwrap();
        assert!(made.puzzle.givens.filled_count() <= 24);
    }
}

#[test]
fn ranges_on_every_scale_are_met() {
    let cases = [
        ("hodoku:900-1400", Variant::Standard),
        ("se:3.0-4.5", Variant::Standard),
        ("seed:40-120", Variant::Standard),
        ("se:2.0-3.0", Variant::Diagonal),
    ];
    for (text, variant) in cases {
        let range = Range::parse(text).unwrap();
        for seed in 0..5 {
            let made = generate(&options(variant, Target::Range(range)), seed).unwrap();
            let r = rating::rate(&made.puzzle, rating::Options { copies: 0 }).unwrap();
            let value = match range.scale {
                Scale::Hodoku => r.hodoku.score,
                Scale::SeEr => u32::from(r.se.er),
                Scale::SeedPoints => r.seed.sum_halves,
            };
            assert!(
                (range.low..=range.high).contains(&value),
                "{text}: {value} for {}",
                made.puzzle.givens.to_line()
            );
        }
    }
}

#[test]
fn a_technique_asked_for_is_on_the_easiest_path() {
    let cases = [
        (Technique::HiddenPair, Variant::Standard),
        (Technique::XWing, Variant::Standard),
        (Technique::XYWing, Variant::Standard),
        (Technique::Skyscraper, Variant::Diagonal),
        (Technique::DirectPointing, Variant::Standard),
        (Technique::LockedCandidatesPointing, Variant::Color),
    ];
    for (t, variant) in cases {
        let mut o = options(variant, Target::Any);
        o.technique = Some(t);
        for seed in 0..3 {
            let made = generate(&o, seed).unwrap_or_else(|e| panic!("{}: {e}", t.name()));
            assert!(target::on_easiest_path(&made.puzzle, t), "{}", t.name());
        }
    }
}

#[test]
fn answers_are_sound() {
    for variant in Variant::ALL {
        for seed in 0..3 {
            let made = generate(&options(variant, level(Level::Hard)), seed).unwrap();
            assert_eq!(solve(&made.puzzle), Solutions::Unique(made.solution));
            assert!(made.puzzle.givens.is_contained_in(&made.solution));
            assert!(made.solution.is_solved(variant));
        }
    }
}

/// The bounded walk gives the full walk's level whenever that is within its bound, and
/// `None` exactly when it is not: on every puzzle along some removal passes, per variant.
#[test]
fn the_bounded_level_agrees_with_the_full_rating() {
    for variant in Variant::ALL {
        let mut rng = rng::Rng::new(11);
        for _ in 0..3 {
            let solution = fill::solution(variant, &mut rng);
            let carving = carve(variant, solution, Symmetry::None, 0, &mut rng);
            for k in (1..=carving.len()).step_by(6).chain([carving.len()]) {
                let puzzle = Puzzle::new(variant, carving.state(k));
                let full = hodoku::rate(&puzzle, &solution).level;
                for max in Level::ALL {
                    let expected = (full <= max).then_some(full);
                    assert_eq!(
                        hodoku::level_within(&puzzle, &solution, max),
                        expected,
                        "{variant} {max:?} {}",
                        puzzle.givens.to_line()
                    );
                }
            }
        }
    }
}

/// Every impossible request, one of each kind, with its message.
#[test]
fn impossible_requests_say_why() {
    let std = Variant::Standard;
    let with = |f: &dyn Fn(&mut Options)| {
        let mut o = options(std, level(Level::Hard));
        f(&mut o);
        o
    };
    let range = |t: &str| Target::Range(Range::parse(t).unwrap());
    let cases: Vec<(Options, Impossible, &str)> = vec![
        (
            options(std, range("se:5-2")),
            Impossible::EmptyRange(Range::parse("se:5-2").unwrap()),
            "the rating range se:5.0-2.0 is empty: its low end is above its high end",
        ),
        (
            options(std, range("se:13-20")),
            Impossible::OutOfReach(Range::parse("se:13-20").unwrap()),
            "no puzzle rates as high as se:13.0-20.0",
        ),
        (
            with(&|o| o.technique = Some(Technique::SiameseFinnedFrankenSwordfish)),
            Impossible::NotOnAPath(Technique::SiameseFinnedFrankenSwordfish),
            "Siamese Finned Franken Swordfish only shows steps other techniques find; no puzzle needs it",
        ),
        (
            with(&|o| o.technique = Some(Technique::TrialAndError)),
            Impossible::LastResort(Technique::TrialAndError),
            "Trial and Error is the last resort; no uniquely solvable puzzle needs it",
        ),
        (
            with(&|o| o.technique = Some(Technique::ColorPincer)),
            Impossible::NeverFires(Technique::ColorPincer),
            "Color Pincer never fires: Locked Candidates always find its steps first",
        ),
        (
            with(&|o| o.technique = Some(Technique::DiagonalPincer)),
            Impossible::NotInVariant(Technique::DiagonalPincer, std),
            "Diagonal Pincer needs the diagonals; the standard variant has none",
        ),
        (
            with(&|o| o.technique = Some(Technique::AlsXz)),
            Impossible::TooHardForLevel(Technique::AlsXz, Level::Hard),
            "ALS-XZ is a expert technique; a puzzle that needs it is not hard",
        ),
        (
            with(&|o| o.max_clues = 16),
            Impossible::MaxClues(16, 17),
            "at most 16 clues is impossible: a unique puzzle of this variant needs at least 17 and leaves a cell empty",
        ),
        (
            with(&|o| {
                o.min_clues = 40;
                o.max_clues = 30;
            }),
            Impossible::ClueLimits(40, 30),
            "at least 40 and at most 30 clues cannot both hold",
        ),
        (
            with(&|o| o.max_tries = 0),
            Impossible::NoTries,
            "a budget of 0 tries makes no puzzle",
        ),
    ];
    for (o, why, message) in &cases {
        assert_eq!(generate(o, 1), Err(GenerateError::Impossible(*why)));
        assert_eq!(why.to_string(), *message);
    }
    // Every kind once (the match fails to compile when a kind is added).
    for (_, why, _) in &cases {
        match why {
            Impossible::EmptyRange(_)
            | Impossible::OutOfReach(_)
            | Impossible::NotOnAPath(_)
            | Impossible::LastResort(_)
            | Impossible::NeverFires(_)
            | Impossible::NotInVariant(..)
            | Impossible::TooHardForLevel(..)
            | Impossible::MaxClues(..)
            | Impossible::ClueLimits(..)
            | Impossible::NoTries => {}
        }
    }
    assert_eq!(cases.len(), 10);
}

#[test]
fn a_budget_runs_out_with_a_count_and_stop_is_heard() {
    let mut o = options(
        Variant::Standard,
        Target::Range(Range::parse("se:11.5-12.0").unwrap()),
    );
    o.max_tries = 3;
    assert_eq!(generate(&o, 1), Err(GenerateError::OutOfTries(3)));
    assert_eq!(
        GenerateError::OutOfTries(3).to_string(),
        "no puzzle found in 3 tries; widen the request (another level or range, no symmetry, not minimal) or allow more tries"
    );
    let mut asked = 0;
    let stopped = generate_watched(&o, 1, &mut |n| {
        asked = n;
        n < 2
    });
    assert_eq!(stopped, Err(GenerateError::OutOfTries(1)));
    assert_eq!(asked, 2);
}
