//! The rater's own checks: what is not rateable and why, the scales on known puzzles, the
//! transformations and the canonical form, the seed's transformed pairs, the modes, and
//! the label table walked whole.

use super::seed::SeedLabel;
use super::transform::{Transform, canonical, fixed_copies, small_group};
use super::*;
use crate::engine::{Candidates, Digit, Variant, parse_puzzle};

fn puzzle(text: &str) -> Puzzle {
    parse_puzzle(text, Variant::Standard).expect("test puzzle parses")
}

fn rated(text: &str) -> Rating {
    rate(&puzzle(text), Options::default()).expect("rateable")
}

const EASY: &str =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

#[test]
fn not_rateable_says_why() {
    let several = format!(".........{}", &HARD[9..]);
    assert_eq!(
        rate(&puzzle(&several), Options::default()),
        Err(NotRateable::SeveralSolutions)
    );
    // r1c9 can only be 9, which r2c9 holds.
    let none = format!("12345678.........9{}", ".".repeat(63));
    assert_eq!(
        rate(&puzzle(&none), Options::default()),
        Err(NotRateable::NoSolution)
    );
    let solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    assert_eq!(
        rate(&puzzle(solved), Options::default()),
        Err(NotRateable::AlreadySolved)
    );
    // A pasted position whose notes leave out the solution's 4 in r1c1 (EASY's r1c1 is 4).
    let mut p = puzzle(EASY);
    let mut notes = Candidates::from_grid(&p.givens, Variant::Standard);
    let mut set = notes.get(Cell::new(0).unwrap());
    set.remove(Digit::new(4).unwrap());
    notes.set(Cell::new(0).unwrap(), set);
    p.candidates = Some(notes);
    assert_eq!(
        rate(&p, Options::default()),
        Err(NotRateable::WrongNotes(Cell::new(0).unwrap()))
    );
    for (why, text) in [
        (
            NotRateable::NoSolution,
            "not rateable: the puzzle has no solution",
        ),
        (
            NotRateable::SeveralSolutions,
            "not rateable: the puzzle has more than one solution",
        ),
        (
            NotRateable::WrongNotes(Cell::new(0).unwrap()),
            "not rateable: the notes in r1c1 leave out the solution's digit",
        ),
        (
            NotRateable::AlreadySolved,
            "not rateable: every cell is filled",
        ),
    ] {
        assert_eq!(why.to_string(), text);
    }
}

#[test]
fn an_easy_puzzle_in_every_scale() {
    let r = rated(EASY);
    assert_eq!(r.label, Level::Easy);
    assert_eq!(
        r.hodoku,
        HodokuRating {
            score: 196,
            level: Level::Easy
        }
    );
    assert_eq!(
        r.se,
        SeRating {
            er: 12,
            ep: 12,
            ed: 12
        }
    );
    assert_eq!(r.seed.mode, SeedMode::Asynchronous);
    assert_eq!(r.seed.label, Some(SeedLabel::Easy));
    let placed: u32 = r.techniques.iter().map(|(_, n)| n).sum();
    assert_eq!(placed, 49, "one single per empty cell: {:?}", r.techniques);
    let m = r.seed_min_over_transforms.expect("asked for");
    assert_eq!(m.copies, 8);
    assert!(m.min_halves <= m.max_halves);
}

#[test]
fn a_hard_puzzle_is_extreme_in_hodoku_and_high_in_se() {
    let r = rated(HARD);
    assert_eq!(r.label, Level::Extreme);
    assert_eq!(r.hodoku.level, Level::Extreme);
    // SE rates it 9.0 (serate, tests/data/oracles).
    assert!((80..=95).contains(&r.se.er), "{:?}", r.se);
    assert_eq!((r.se.ep, r.se.ed), (12, 12));
    assert!(r.seed.sum_halves > 2 * 240, "{:?}", r.seed);
    assert_eq!(r.seed.label, Some(SeedLabel::ReallyDifficult));
}

#[test]
fn se_length_penalty_steps() {
    // +0.1 each time the length passes 4, 6, 8, 12, 16, 24, 32, …
    let cases = [
        (1, 0),
        (4, 0),
        (5, 1),
        (6, 1),
        (7, 2),
        (8, 2),
        (9, 3),
        (12, 3),
        (13, 4),
        (16, 4),
        (17, 5),
        (24, 5),
        (25, 6),
        (32, 6),
        (33, 7),
    ];
    for (nodes, tenths) in cases {
        assert_eq!(se::length_penalty(nodes), tenths, "{nodes} nodes");
    }
}

#[test]
fn every_technique_has_an_se_place_and_hodoku_order_is_by_index() {
    let order = hodoku::order();
    for pair in order.windows(2) {
        assert!(hodoku::step_index(pair[0]) <= hodoku::step_index(pair[1]));
    }
    // HoDoKu's default solver: 54 of the engine's ladder techniques (its 57 steps less
    // Brute Force, Squirmbag/Whale/Leviathan-free defaults, Locked Candidates as two).
    assert!(order.len() > 50, "{}", order.len());
    for t in se::order() {
        assert!(se::base(t).is_some());
    }
}

/// The seed's transformed pairs (seed 003 L231–241, verified in tests/data/seed-puzzles.tsv):
/// each group is one puzzle and its copies, with the points the seed printed for each.
const SEED_GROUPS: &[&[(&str, &str)]] = &[
    &[
        (
            "800000003009000000040706090005904100000000000003002700090108070002000400700000005",
            "46.5 (2000) / 41 (2001)",
        ),
        (
            "700000008009000400020305090001009700000000000008204600040701000007000900500000003",
            "46.5 (2000), rotated 90°",
        ),
        (
            "500000007004000200070801090007200300000000000001409500090607040000000900300000008",
            "41 (2001), rotated twice",
        ),
    ],
    &[
        (
            "008900200000370500950200000607800005040000000000003910000050090700400080000000001",
            "65",
        ),
        (
            "002100800000730500150800000403200005060000000000007190000050010300600020000000009",
            "65, digits 1↔9, 2↔8, …",
        ),
    ],
    &[
        (
            "080000104009000800007005002000020001090410070300070000500600000001000700604000030",
            "25.5",
        ),
        (
            "030000702004000300008006005000050007040270080100080000600900000007000800902000010",
            "20.5, relabelled",
        ),
        (
            "020000906001000200003005008000080009010690030700030000500400000009000300406000070",
            "23, relabelled",
        ),
    ],
    &[
        (
            "003000080050700003700120000010000006638000400070008002000001050500840000060900007",
            "280.5",
        ),
        (
            "980000170040000200001800000000040000005000008700206030050060700600731050000080003",
            "230.5, stack moved, rotated",
        ),
        (
            "001050000840000500900007060000080003700003050120000700000006010000400638008002070",
            "366.5, bands and stacks swapped",
        ),
    ],
];

#[test]
fn the_seeds_pairs_share_a_canonical_form_and_the_minimum() {
    let mut minima = Vec::new();
    for group in SEED_GROUPS {
        let puzzles: Vec<Puzzle> = group.iter().map(|(p, _)| puzzle(p)).collect();
        let forms: Vec<Grid> = puzzles
            .iter()
            .map(|p| canonical(p).grid(&p.givens))
            .collect();
        assert!(forms.windows(2).all(|w| w[0] == w[1]), "{group:?}");
        let mins: Vec<u32> = puzzles
            .iter()
            .map(|p| robust::minimum(p, robust::SEED_COPIES).min_halves)
            .collect();
        assert!(mins.windows(2).all(|w| w[0] == w[1]), "{group:?}: {mins:?}");
        minima.push(mins[0]);
    }
    // The seed's order of the groups by points: 25.5 < 46.5 < 65 < 280.5 (its minima).
    let order = [2, 0, 1, 3];
    for w in order.windows(2) {
        assert!(minima[w[0]] <= minima[w[1]], "{minima:?}");
    }
}

#[test]
fn any_copy_has_the_same_canonical_form_in_every_variant() {
    let texts = [
        (Variant::Standard, HARD),
        (
            Variant::Diagonal,
            "460090500057230004000700000009350200603001000000000000000020080140509000090000000",
        ),
        (
            Variant::Color,
            "460090500057230004000700000009350200603001000000000000000020080140509000090000000",
        ),
        (
            Variant::ColorDiagonal,
            "460090500057230004000700000009350200603001000000000000000020080140509000090000000",
        ),
    ];
    for (variant, text) in texts {
        let p = parse_puzzle(text, variant).expect("parses");
        let form = canonical(&p).grid(&p.givens);
        for t in fixed_copies(variant, 12) {
            assert!(t.keeps(variant), "{variant:?} {t:?}");
            let copy = t.puzzle(&p);
            assert_eq!(
                canonical(&copy).grid(&copy.givens),
                form,
                "{variant:?} {t:?}"
            );
        }
    }
}

#[test]
fn the_small_groups_keep_their_variants_houses() {
    for variant in [Variant::Diagonal, Variant::Color, Variant::ColorDiagonal] {
        let group = small_group(variant);
        assert!(!group.is_empty());
        assert!(group.iter().all(|t| t.keeps(variant)), "{variant:?}");
    }
    assert_eq!(small_group(Variant::Diagonal).len(), 8);
    assert_eq!(small_group(Variant::Color).len(), 2 * 6 * 6 * 6 * 6);
    // A band swap breaks the diagonals.
    let swap = Transform {
        rows: [3, 4, 5, 0, 1, 2, 6, 7, 8],
        ..Transform::IDENTITY
    };
    assert!(swap.keeps(Variant::Standard) && swap.keeps(Variant::Color));
    assert!(!swap.keeps(Variant::Diagonal));
}

#[test]
fn every_mode_rates_and_half_synchronous_is_the_same_for_copies() {
    let p = puzzle(SEED_GROUPS[0][0].0);
    for mode in SeedMode::ALL {
        let points = seed::rate(&p, mode);
        assert_eq!(points.mode, mode);
        assert!(points.sum_halves > 0);
        assert_eq!(points.label.is_some(), mode == SeedMode::Asynchronous);
    }
    let half = |text: &str| seed::rate(&puzzle(text), SeedMode::HalfSynchronous).sum_halves;
    for group in SEED_GROUPS {
        let sums: Vec<u32> = group.iter().map(|(p, _)| half(p)).collect();
        assert!(sums.windows(2).all(|w| w[0] == w[1]), "{group:?}: {sums:?}");
    }
}

#[test]
fn every_variant_is_rated_on_its_own_houses() {
    let text = "460090500057230004000700000009350200603001000000000000000020080140509000090000000";
    for variant in [
        Variant::Standard,
        Variant::Diagonal,
        Variant::Color,
        Variant::ColorDiagonal,
    ] {
        let p = parse_puzzle(text, variant).expect("parses");
        let r = rate(&p, Options::default()).expect("unique in every variant");
        assert!(r.hodoku.score > 0 && r.se.er >= 10, "{variant:?}: {r:?}");
    }
}

#[test]
fn the_label_table_walks_every_level() {
    for l in Level::ALL {
        let b = label::band(l);
        assert_eq!(b.label, l);
        assert_eq!(b.hodoku_max_score, l.max_score());
        assert_eq!(b.hodoku, hodoku_level_name(l));
        assert_eq!(label::product_label(l), l);
        assert!(b.se_er.0 <= b.se_er.1 && b.seed_points.0 <= b.seed_points.1);
    }
    assert_eq!(label::BANDS.len(), Level::ALL.len());
    assert_eq!(level_name(Level::Expert), "Expert");
    assert_eq!(hodoku_level_name(Level::Expert), "Unfair");
    for (i, l) in SeedLabel::ALL.iter().enumerate() {
        assert!(!l.english().is_empty() && !l.german().is_empty());
        if i > 0 {
            assert!(SeedLabel::ALL[i - 1] < *l);
        }
    }
    // The seed's observed scores fall in their labels (L271–273).
    for (points, label) in [
        (21, SeedLabel::VeryEasy),
        (57, SeedLabel::Easy),
        (72, SeedLabel::SomewhatDifficult),
        (110, SeedLabel::SomewhatDifficult),
        (240, SeedLabel::ReallyDifficult),
    ] {
        assert_eq!(SeedLabel::of(2 * points), label, "{points}");
    }
}

#[test]
fn seed_points_aggregate_as_the_seed_says() {
    // One 9-point step against three of 3 points: both sum 9; 2-norms 9 and 5.2.
    let mut one = SeedPoints {
        mode: SeedMode::Asynchronous,
        sum_halves: 0,
        squares_quarters: 0,
        max_halves: 0,
        steps: 0,
        label: None,
    };
    let mut three = one;
    seed::add_for_test(&mut one, 18);
    for _ in 0..3 {
        seed::add_for_test(&mut three, 6);
    }
    assert_eq!((one.sum(), three.sum()), (9.0, 9.0));
    assert_eq!(
        format!("{:.1} {:.1}", one.norm2(), three.norm2()),
        "9.0 5.2"
    );
    assert_eq!((one.max(), three.max()), (9.0, 3.0));
}

/// The engine worker looks for the singles of HoDoKu's net copies over the whole grid, native
/// builds only where a copy changed (`hodoku_nets::where_changed`): both ways rate every 15th
/// top1465 puzzle alike, and the sample reaches HoDoKu's forcing nets.
#[test]
fn hodoku_net_tables_rate_alike_looking_where_changed_or_everywhere() {
    use super::hodoku_nets::WHOLE_GRID_IN_TESTS;
    let text = include_str!("../../../tests/data/top1465.txt");
    let puzzles: Vec<Puzzle> = text.lines().step_by(15).map(puzzle).collect();
    let rate_all = |whole_grid: bool| -> Vec<Rating> {
        WHOLE_GRID_IN_TESTS.with(|w| w.set(whole_grid));
        let ratings = puzzles
            .iter()
            .map(|p| rate(p, Options { copies: 0 }).expect("rateable"))
            .collect();
        WHOLE_GRID_IN_TESTS.with(|w| w.set(false));
        ratings
    };
    let where_changed = rate_all(false);
    let everywhere = rate_all(true);
    let nets = where_changed
        .iter()
        .filter(|r| {
            r.techniques
                .iter()
                .any(|(t, _)| format!("{t:?}").starts_with("ForcingNet"))
        })
        .count();
    assert!(
        nets > 0,
        "no puzzle of the sample reaches HoDoKu's forcing nets"
    );
    assert_eq!(where_changed, everywhere);
}
