//! The exact solver against data: the seed's verified counts, samples of the three standard
//! data sets (valid solutions that keep the givens, and the `sudoku` crate agreeing), and a
//! naive backtracking counter written here for the variants and candidate-grid starts.

mod common;

use common::every;
use stepwise::engine::solver::{Solutions, count, solve};
use stepwise::engine::{Candidates, Cell, Digit, DigitSet, Grid, Puzzle, Variant};

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------

fn grid(line: &str) -> Grid {
    let mut numbers = [0u8; 81];
    for (n, ch) in numbers.iter_mut().zip(line.bytes()) {
        *n = ch.checked_sub(b'0').filter(|d| *d <= 9).unwrap_or(0);
    }
    Grid::from_numbers(&numbers).unwrap()
}

fn variant(slug: &str) -> Variant {
    match slug {
        "colordiagonal" => Variant::ColorDiagonal,
        other => Variant::from_slug(other).unwrap_or_else(|| panic!("variant {other}")),
    }
}

/// (puzzle, variant, verified solution count) from `seed-puzzles.tsv`.
fn seed_rows() -> Vec<(String, Variant, u64)> {
    common::data("seed-puzzles.tsv")
        .iter()
        .skip(1)
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            let count = cols[7]
                .parse()
                .unwrap_or_else(|_| panic!("count in {line}"));
            (cols[0].to_string(), variant(cols[1]), count)
        })
        .collect()
}

/// A tiny deterministic generator for the tests (xorshift64).
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// An independent solution counter: plain backtracking with a used-digit mask per house of
/// `variant`, branching on the empty cell with the fewest digits left. `cands[i]` restricts
/// cell `i` (bit `d` = digit `d`); filled cells must be allowed by their own mask.
fn naive_count(variant: Variant, givens: &Grid, cands: &[u16; 81], limit: u64) -> u64 {
    struct State {
        cells: [u8; 81],
        /// For each cell, the indexes (into `used`) of its houses.
        houses_of: Vec<Vec<usize>>,
        used: Vec<u16>,
        cands: [u16; 81],
    }
    impl State {
        fn allowed(&self, i: usize) -> u16 {
            let mut mask = self.cands[i] & 0x3FE;
            for &h in &self.houses_of[i] {
                mask &= !self.used[h];
            }
            mask
        }
        fn set(&mut self, i: usize, d: u8, on: bool) {
            self.cells[i] = if on { d } else { 0 };
            for k in 0..self.houses_of[i].len() {
                let h = self.houses_of[i][k];
                self.used[h] ^= 1 << d;
            }
        }
        fn go(&mut self, limit: u64) -> u64 {
            let mut best: Option<(usize, u16)> = None;
            for i in 0..81 {
                if self.cells[i] == 0 {
                    let mask = self.allowed(i);
                    if best.is_none_or(|(_, b)| mask.count_ones() < b.count_ones()) {
                        best = Some((i, mask));
                    }
                }
            }
            let Some((i, mask)) = best else { return 1 };
            let mut found = 0;
            for d in 1..=9u8 {
                if mask & (1 << d) != 0 {
                    self.set(i, d, true);
                    found += self.go(limit - found);
                    self.set(i, d, false);
                    if found >= limit {
                        break;
                    }
                }
            }
            found
        }
    }
    let houses = variant.houses();
    let mut state = State {
        cells: [0; 81],
        houses_of: Cell::all()
            .map(|c| {
                (0..houses.len())
                    .filter(|&h| houses[h].cells().contains(c))
                    .collect()
            })
            .collect(),
        used: vec![0; houses.len()],
        cands: *cands,
    };
    for (i, d) in givens.to_numbers().into_iter().enumerate() {
        if d != 0 {
            if state.allowed(i) & (1 << d) == 0 {
                return 0;
            }
            state.set(i, d, true);
        }
    }
    state.go(limit)
}

const ALL_DIGITS: [u16; 81] = [0x3FE; 81];

fn check_unique(puzzle: &Puzzle, what: &str) -> Grid {
    match solve(puzzle) {
        Solutions::Unique(s) => {
            assert!(s.is_solved(puzzle.variant), "{what}: invalid solution {s}");
            assert!(
                puzzle.givens.is_contained_in(&s),
                "{what}: givens lost in {s}"
            );
            s
        }
        other => panic!("{what}: expected a unique solution, got {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------
// Seed puzzles
// ---------------------------------------------------------------------------------------

/// Above this, a seed row is checked as "at least LIMIT" (the 14,297,616 count runs in full
/// in `tests/solver_memory.rs`, which also checks that it allocates nothing).
const FULL_COUNT_LIMIT: u64 = 100_000;

#[test]
fn seed_rows_have_their_verified_counts() {
    let rows = seed_rows();
    assert_eq!(rows.len(), 130);
    for (line, variant, verified) in rows {
        let p = Puzzle::new(variant, grid(&line));
        if verified > FULL_COUNT_LIMIT {
            assert_eq!(count(&p, 1000), 1000, "{variant} {line}");
            continue;
        }
        assert_eq!(count(&p, verified + 1), verified, "{variant} {line}");
        match (verified, solve(&p)) {
            (1, Solutions::Unique(s)) => {
                assert!(s.is_solved(variant) && p.givens.is_contained_in(&s))
            }
            (_, Solutions::Multiple(a, b)) if verified > 1 => {
                assert_ne!(a, b);
                for s in [a, b] {
                    assert!(
                        s.is_solved(variant) && p.givens.is_contained_in(&s),
                        "{line}"
                    );
                }
            }
            (_, other) => panic!("{variant} {line}: {verified} verified, solve gave {other:?}"),
        }
    }
}

#[test]
fn seed_variant_rows_agree_with_the_naive_counter() {
    for (line, variant, _) in seed_rows() {
        if variant == Variant::Standard {
            continue;
        }
        let g = grid(&line);
        let naive = naive_count(variant, &g, &ALL_DIGITS, 10);
        assert_eq!(
            count(&Puzzle::new(variant, g), 10),
            naive,
            "{variant} {line}"
        );
    }
}

// ---------------------------------------------------------------------------------------
// The standard data sets, sampled
// ---------------------------------------------------------------------------------------

/// Every `k`-th puzzle of `file` against the `sudoku` crate (the full sets run in the
/// benchmark).
fn check_file_against_sudoku_crate(file: &str, k: usize) {
    let lines = every(file, k);
    assert!(lines.len() > 20, "{file}");
    for line in &lines {
        let p = Puzzle::new(Variant::Standard, grid(line));
        let ours = check_unique(&p, line);
        let reference = sudoku::Sudoku::from_str_line(&line[..81]).unwrap();
        assert_eq!(reference.solutions_count_up_to(2), 1, "{line}");
        assert_eq!(count(&p, 2), 1, "{line}");
        let theirs = reference.solution().unwrap().to_str_line().to_string();
        assert_eq!(ours.to_line(), theirs, "{line}");
    }
}

#[test]
fn seventeen_clue_sample_is_unique_and_agrees() {
    check_file_against_sudoku_crate("17-clue.txt", 10);
}

#[test]
fn top1465_is_unique_and_agrees() {
    check_file_against_sudoku_crate("top1465.txt", 1);
}

#[test]
fn hardest_sample_is_unique_and_agrees() {
    check_file_against_sudoku_crate("forum-hardest-11plus.txt", 20);
}

#[test]
fn fewer_clues_agree_with_the_sudoku_crate() {
    // Remove 3 more clues from 17-clue puzzles: several solutions; both solvers must agree on
    // the count up to 2, and our two solutions must differ and keep the givens.
    let mut rng = XorShift(0x5EED_0017);
    for line in every("17-clue.txt", 500) {
        let mut chars: Vec<u8> = line.bytes().take(81).collect();
        for _ in 0..3 {
            let filled: Vec<usize> = (0..81).filter(|&i| chars[i] != b'.').collect();
            chars[filled[rng.below(filled.len())]] = b'.';
        }
        let line = String::from_utf8(chars).unwrap();
        let p = Puzzle::new(Variant::Standard, grid(&line));
        let theirs = sudoku::Sudoku::from_str_line(&line)
            .unwrap()
            .solutions_count_up_to(2);
        assert_eq!(count(&p, 2), theirs as u64, "{line}");
        if let Solutions::Multiple(a, b) = solve(&p) {
            assert_ne!(a, b);
            assert!(a.is_solved(Variant::Standard) && p.givens.is_contained_in(&a));
            assert!(b.is_solved(Variant::Standard) && p.givens.is_contained_in(&b));
        } else {
            panic!("{line}: expected several solutions");
        }
    }
}

// ---------------------------------------------------------------------------------------
// Variants and candidate grids, against the naive counter
// ---------------------------------------------------------------------------------------

/// A full grid of `variant`: a few random digits in random cells, then any solution.
fn random_solution(variant: Variant, rng: &mut XorShift) -> Grid {
    loop {
        let mut g = Grid::EMPTY;
        for _ in 0..8 {
            let cell = Cell::new(rng.below(81) as u8).unwrap();
            g.set(cell, Digit::new(rng.below(9) as u8 + 1));
        }
        match solve(&Puzzle::new(variant, g)) {
            Solutions::Multiple(s, _) | Solutions::Unique(s) => return s,
            Solutions::None => continue,
        }
    }
}

#[test]
fn generated_variant_puzzles_agree_with_the_naive_counter() {
    let mut rng = XorShift(0xD1A6_0001);
    let mut counts_seen = [0usize; 3]; // unique, several, (none is impossible here)
    for variant in Variant::ALL {
        for round in 0..12 {
            let solution = random_solution(variant, &mut rng);
            assert!(solution.is_solved(variant), "{variant}");
            // Keep 22..=33 clues.
            let mut g = solution;
            let keep = 22 + (round % 12);
            let mut filled: Vec<usize> = (0..81).collect();
            while filled.len() > keep {
                let k = rng.below(filled.len());
                g.set(Cell::new(filled.swap_remove(k) as u8).unwrap(), None);
            }
            let naive = naive_count(variant, &g, &ALL_DIGITS, 20);
            let p = Puzzle::new(variant, g);
            assert_eq!(count(&p, 20), naive, "{variant} {g}");
            counts_seen[usize::from(naive > 1)] += 1;
            match solve(&p) {
                Solutions::Unique(s) => assert_eq!((naive, s), (1, solution), "{variant} {g}"),
                Solutions::Multiple(a, b) => {
                    assert!(naive > 1 && a != b && a.is_solved(variant) && b.is_solved(variant));
                }
                Solutions::None => panic!("{variant} {g}: the grid came from a solution"),
            }
        }
    }
    // The sweep must exercise both outcomes to mean anything.
    assert!(counts_seen[0] > 0 && counts_seen[1] > 0, "{counts_seen:?}");
}

#[test]
fn candidate_grid_starts_are_respected() {
    let mut rng = XorShift(0xCA4D_0002);
    for variant in Variant::ALL {
        for _ in 0..6 {
            let solution = random_solution(variant, &mut rng);
            // About 30 givens; the other cells start from all digits no given excludes, then
            // a few lose one more digit (sometimes the solution's), as a player's notes might.
            let mut g = solution;
            for _ in 0..51 {
                g.set(Cell::new(rng.below(81) as u8).unwrap(), None);
            }
            let mut cands = Candidates::from_grid(&g, variant);
            let mut masks = [0u16; 81];
            for cell in Cell::all() {
                if g.get(cell).is_none() && rng.below(4) == 0 {
                    let mut set: DigitSet = cands.get(cell);
                    let drop = set.iter().nth(rng.below(set.len().max(1) as usize));
                    if let Some(d) = drop {
                        set.remove(d);
                    }
                    cands.set(cell, set);
                }
                masks[cell.index()] = cands.get(cell).bits();
            }
            let naive = naive_count(variant, &g, &masks, 20);
            let mut p = Puzzle::new(variant, g);
            p.candidates = Some(cands);
            assert_eq!(count(&p, 20), naive, "{variant} {}", cands.to_line());
            if let Solutions::Unique(s) | Solutions::Multiple(s, _) = solve(&p) {
                for cell in Cell::all() {
                    let d = s.get(cell).unwrap();
                    assert!(
                        cands.get(cell).contains(d),
                        "{variant}: {cell} = {d} was excluded"
                    );
                }
            }
        }
    }
}

#[test]
fn excluding_the_solution_digit_leaves_no_solution() {
    let line = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let p = Puzzle::new(Variant::Standard, grid(line));
    let s = check_unique(&p, line);
    for i in [1usize, 40, 80] {
        let cell = Cell::new(i as u8).unwrap();
        let mut sets = p.start_candidates();
        let mut set = DigitSet::ALL;
        set.remove(s.get(cell).unwrap());
        sets.set(cell, set);
        let restricted = Puzzle {
            candidates: Some(sets),
            ..p.clone()
        };
        assert_eq!(count(&restricted, 2), 0, "{cell}");
        sets.set(cell, DigitSet::single(s.get(cell).unwrap()));
        let pinned = Puzzle {
            candidates: Some(sets),
            ..p.clone()
        };
        assert_eq!(solve(&pinned), Solutions::Unique(s), "{cell}");
    }
}
