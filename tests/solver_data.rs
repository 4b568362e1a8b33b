//! The exact solver against data: every seed puzzle's verified solution count under its
//! variant; valid solutions that keep the givens on samples of the public sets; agreement
//! with the `sudoku` crate (standard) and with a plain backtracking counter written here
//! (variants).

use stepwise::engine::solver::{Solutions, count, solve};
use stepwise::engine::{Cell, Digit, Grid, Puzzle, Variant, parse_puzzle};

fn data(name: &str) -> String {
    let path = format!("{}/../shared/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every `step`-th puzzle of a data file.
fn sample(name: &str, step: usize) -> Vec<String> {
    data(name)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .step_by(step)
        .map(str::to_string)
        .collect()
}

#[test]
fn seed_puzzles_have_their_verified_counts() {
    let tsv = data("seed-puzzles.tsv");
    let mut checked = 0;
    for row in tsv.lines().skip(1) {
        let cols: Vec<&str> = row.split('\t').collect();
        let (text, variant, verified) = (cols[0], cols[1], cols[7]);
        let variant = Variant::from_slug(variant).expect("known variant");
        let verified: u64 = verified.parse().expect("a number");
        let puzzle = parse_puzzle(text, variant).expect("seed puzzle parses");
        // Counts above 100,000 are checked in full by the benchmark (release build).
        let limit = verified.min(100_000) + 1;
        assert_eq!(
            count(&puzzle, limit),
            verified.min(limit),
            "{text} ({variant})"
        );
        checked += 1;
    }
    assert_eq!(checked, 130);
}

fn check_solution(puzzle: &Puzzle, grid: &Grid) {
    assert!(grid.is_solved(puzzle.variant), "{} not solved", grid);
    assert!(puzzle.givens.is_contained_in(grid), "{} lost a given", grid);
}

#[test]
fn solutions_are_valid_and_agree_with_the_sudoku_crate() {
    let mut checked = 0;
    for (file, step) in [
        ("17-clue.txt", 25),
        ("top1465.txt", 1),
        ("forum-hardest-11plus.txt", 40),
    ] {
        for line in sample(file, step) {
            let puzzle = parse_puzzle(&line, Variant::Standard).unwrap();
            let reference = sudoku::Sudoku::from_str_line(&line).unwrap();
            let expected = reference.solution().map(|s| s.to_str_line().to_string());
            match solve(&puzzle) {
                Solutions::Unique(grid) => {
                    check_solution(&puzzle, &grid);
                    assert_eq!(Some(grid.to_digits()), expected, "{line}");
                }
                other => panic!("{file}: {line} gave {other:?}"),
            }
            checked += 1;
        }
    }
    assert!(checked > 4000, "checked {checked}");
}

/// Cell-by-cell backtracking with peer checks, always on the empty cell with the fewest
/// legal digits: slow, obviously right, independent of the bitboard solver.
fn plain_count(variant: Variant, grid: &mut Grid, limit: u64) -> u64 {
    let legal = |grid: &Grid, cell: Cell| -> Vec<Digit> {
        Digit::all()
            .filter(|d| !variant.peers(cell).iter().any(|p| grid.get(p) == Some(*d)))
            .collect()
    };
    let Some((cell, digits)) = Cell::all()
        .filter(|c| grid.get(*c).is_none())
        .map(|c| (c, legal(grid, c)))
        .min_by_key(|(_, ds)| ds.len())
    else {
        return 1;
    };
    let mut total = 0;
    for d in digits {
        grid.set(cell, Some(d));
        total += plain_count(variant, grid, limit - total);
        grid.set(cell, None);
        if total >= limit {
            break;
        }
    }
    total
}

/// A tiny deterministic generator (xorshift), so the test needs no RNG crate.
struct XorShift(u64);
impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn variants_agree_with_a_plain_backtracking_counter() {
    let mut rng = XorShift(0x5eed_1234_abcd_0001);
    let mut checked = 0;
    for variant in [Variant::Diagonal, Variant::Color, Variant::ColorDiagonal] {
        // A full grid of the variant: the first solution of the empty grid.
        let Solutions::Multiple(full, _) = solve(&Puzzle::new(variant, Grid::EMPTY)) else {
            panic!("the empty {variant} grid has many solutions");
        };
        assert!(full.is_solved(variant));
        for _ in 0..25 {
            // Keep 32 to 44 random cells of the full grid.
            let keep = 32 + (rng.next() % 13) as usize;
            let mut givens = Grid::EMPTY;
            let mut kept = 0;
            while kept < keep {
                let cell = Cell::new((rng.next() % 81) as u8).unwrap();
                if givens.get(cell).is_none() {
                    givens.set(cell, full.get(cell));
                    kept += 1;
                }
            }
            let puzzle = Puzzle::new(variant, givens);
            let ours = count(&puzzle, 20);
            let plain = plain_count(variant, &mut givens.clone(), 20);
            assert_eq!(ours, plain, "{variant}: {givens}");
            checked += 1;
        }
    }
    // The seed's variant rows, again by the plain counter.
    for row in data("seed-puzzles.tsv").lines().skip(1) {
        let cols: Vec<&str> = row.split('\t').collect();
        let variant = Variant::from_slug(cols[1]).unwrap();
        let clues: usize = cols[6].parse().unwrap();
        // The plain counter needs minutes on the 11- to 16-clue variant puzzles; their counts
        // are checked against the verified column in the test above.
        if variant == Variant::Standard || clues < 20 {
            continue;
        }
        let puzzle = parse_puzzle(cols[0], variant).unwrap();
        let mut givens = puzzle.givens;
        assert_eq!(
            count(&puzzle, 10),
            plain_count(variant, &mut givens, 10),
            "{}",
            cols[0]
        );
        checked += 1;
    }
    assert!(checked >= 80, "{checked}");
}
