//! The course report's genetic algorithm (seed 002, "Genetisk algoritm"), with its parameters.
//!
//! - An individual is a full grid whose rows are permutations of 1–9 keeping the givens: each
//!   row's missing digits shuffled into its empty cells. Rows never conflict.
//! - Fitness: the duplicates in the other houses, `9 − distinct digits` summed over the
//!   columns and blocks (and the diagonals and colour groups of the variant); 0 is a solution.
//! - Each generation the top 25 % by fitness are the parents; pairs are drawn from them at
//!   random (a parent may mate many times) and each pair gives two children, by PMX on every
//!   row's empty cells (the report's default and its better one) or by swapping one random
//!   row; each child is mutated with probability 10 % (two empty cells of a random row
//!   swapped). The children are the next generation (no elitism, as in the report: the best
//!   fitness can rise again).
//! - After 500 generations without a better best fitness the population is thrown away and
//!   drawn anew (a restart); after 10,000 generations in all the algorithm gives up.
//!
//! Population 3000. Everything random comes from [`SplitMix64`] seeded by the caller.

use crate::engine::grid::Grid;
use crate::engine::house::House;
use crate::engine::puzzle::Puzzle;

use super::rng::SplitMix64;
use super::{Chart, ChartKind, Counter, Outcome, Progress, Status, Watch};

/// How two parents make two children.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Crossover {
    /// Partially mapped crossover on each row's empty cells, with random cut points per row.
    Pmx,
    /// One random row exchanged between the parents.
    RowSwap,
}

/// The algorithm's parameters.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Params {
    /// Individuals per generation.
    pub population: usize,
    /// The share of the population (best first) that may be parents, in percent.
    pub parents_percent: usize,
    /// The probability that a child is mutated, in percent.
    pub mutation_percent: u32,
    /// Generations without a better best fitness before a restart.
    pub restart_after: u64,
    /// Generations in all before giving up.
    pub max_generations: u64,
    /// How children are made.
    pub crossover: Crossover,
    /// The random seed.
    pub seed: u64,
}

impl Params {
    /// The report's parameters (population 3000, top 25 %, 10 % mutation, restart after 500,
    /// at most 10,000 generations, PMX) with `seed`.
    pub const fn report(seed: u64) -> Params {
        Params {
            population: 3000,
            parents_percent: 25,
            mutation_percent: 10,
            restart_after: 500,
            max_generations: 10_000,
            crossover: Crossover::Pmx,
            seed,
        }
    }
}

/// One row's layout: its empty cells (columns) and the digits missing from it.
#[derive(Clone, Copy, Default)]
struct Row {
    free: [u8; 9],
    missing: [u8; 9],
    len: usize,
}

/// The fixed facts of a run.
struct Shape {
    givens: [u8; 81],
    rows: [Row; 9],
    /// The houses that are not rows, each as its 9 cells.
    houses: Vec<[u8; 9]>,
}

impl Shape {
    fn new(puzzle: &Puzzle) -> Shape {
        let givens = puzzle.givens.to_numbers();
        let mut rows = [Row::default(); 9];
        for (r, row) in rows.iter_mut().enumerate() {
            let mut present = 0u16;
            for c in 0..9 {
                let d = givens[r * 9 + c];
                if d == 0 {
                    row.free[row.len] = c as u8;
                    row.len += 1;
                } else {
                    present |= 1 << d;
                }
            }
            let mut k = 0;
            for d in 1..=9u8 {
                if present & (1 << d) == 0 && k < 9 {
                    row.missing[k] = d;
                    k += 1;
                }
            }
            // A row with a repeated given misses more digits than it has empty cells: the
            // extra digits are left out, and the row's duplicates are not counted (rows are
            // not scored); the other houses still see the givens.
        }
        let houses = puzzle
            .variant
            .houses()
            .iter()
            .filter(|h| !matches!(h, House::Row(_)))
            .map(|h| {
                let mut cells = [0u8; 9];
                for (slot, c) in cells.iter_mut().zip(h.cell_list()) {
                    *slot = c.index() as u8;
                }
                cells
            })
            .collect();
        Shape {
            givens,
            rows,
            houses,
        }
    }

    /// A random individual: every row's missing digits shuffled into its empty cells.
    fn random(&self, rng: &mut SplitMix64, out: &mut [u8; 81]) {
        *out = self.givens;
        for (r, row) in self.rows.iter().enumerate() {
            let mut digits = row.missing;
            let n = row.len;
            for i in (1..n).rev() {
                digits.swap(i, rng.below(i + 1));
            }
            for k in 0..n {
                out[r * 9 + row.free[k] as usize] = digits[k];
            }
        }
    }

    /// Duplicates over the houses that are not rows.
    fn fitness(&self, g: &[u8; 81]) -> u32 {
        let mut dup = 0;
        for h in &self.houses {
            let mut seen = 0u16;
            for &c in h {
                seen |= 1 << g[c as usize];
            }
            dup += 9 - (seen >> 1).count_ones().min(9);
        }
        dup
    }

    /// PMX on row `r`'s empty cells of `a` and `b`, writing the two children's rows.
    fn pmx_row(
        &self,
        r: usize,
        a: &[u8; 81],
        b: &[u8; 81],
        rng: &mut SplitMix64,
        c1: &mut [u8; 81],
        c2: &mut [u8; 81],
    ) {
        let row = &self.rows[r];
        let n = row.len;
        if n < 2 {
            return;
        }
        let mut pa = [0u8; 9];
        let mut pb = [0u8; 9];
        for k in 0..n {
            pa[k] = a[r * 9 + row.free[k] as usize];
            pb[k] = b[r * 9 + row.free[k] as usize];
        }
        let (mut lo, mut hi) = (rng.below(n), rng.below(n));
        if lo > hi {
            std::mem::swap(&mut lo, &mut hi);
        }
        let x = pmx(&pa[..n], &pb[..n], lo, hi);
        let y = pmx(&pb[..n], &pa[..n], lo, hi);
        for k in 0..n {
            c1[r * 9 + row.free[k] as usize] = x[k];
            c2[r * 9 + row.free[k] as usize] = y[k];
        }
    }

    /// Swaps two empty cells of a random row (one with at least two).
    fn mutate(&self, g: &mut [u8; 81], rng: &mut SplitMix64) {
        let r = rng.below(9);
        let row = &self.rows[r];
        if row.len < 2 {
            return;
        }
        let i = rng.below(row.len);
        let mut j = rng.below(row.len - 1);
        if j >= i {
            j += 1;
        }
        g.swap(r * 9 + row.free[i] as usize, r * 9 + row.free[j] as usize);
    }
}

/// Partially mapped crossover: the child takes `donor[lo..=hi]`, and the rest from `base`,
/// each digit that the segment already holds replaced through the segment's mapping.
fn pmx(base: &[u8], donor: &[u8], lo: usize, hi: usize) -> [u8; 9] {
    let n = base.len();
    let mut child = [0u8; 9];
    child[..n].copy_from_slice(base);
    // Where each digit sits in the donor's segment.
    let mut in_segment = [usize::MAX; 10];
    for k in lo..=hi {
        child[k] = donor[k];
        in_segment[donor[k] as usize] = k;
    }
    for k in (0..lo).chain(hi + 1..n) {
        let mut d = base[k];
        // Follow the mapping donor[k'] -> base[k'] until d is not in the segment (at most n
        // hops: the mapping is a bijection of the segment's digits).
        let mut hops = 0;
        while in_segment[d as usize] != usize::MAX && hops <= n {
            d = base[in_segment[d as usize]];
            hops += 1;
        }
        child[k] = d;
    }
    child
}

/// Runs the genetic algorithm on `puzzle` until a solution, the generation cap or the watch.
pub fn run(puzzle: &Puzzle, params: &Params, watch: &mut dyn Watch) -> Outcome {
    let shape = Shape::new(puzzle);
    let size = params.population.max(2);
    let parents = (size * params.parents_percent / 100).clamp(2, size);
    let mut rng = SplitMix64::new(params.seed);
    let mut population = vec![[0u8; 81]; size];
    let mut next = vec![[0u8; 81]; size];
    let mut fitness = vec![0u32; size];
    let mut order: Vec<u32> = (0..size as u32).collect();
    for g in population.iter_mut() {
        shape.random(&mut rng, g);
    }
    let mut chart = Chart::new(ChartKind::BestFitness);
    let mut stride = 1u64;
    let mut next_point = 0u64;
    let (mut generation, mut restarts, mut since_better) = (0u64, 0u64, 0u64);
    let mut best_in_run = u32::MAX;
    let mut best_ever = u32::MAX;
    let mut solution = None;
    let mut stopped = false;
    let mut last_best;
    loop {
        for (f, g) in fitness.iter_mut().zip(&population) {
            *f = shape.fitness(g);
        }
        let (best_index, &best) = fitness
            .iter()
            .enumerate()
            .min_by_key(|(_, f)| **f)
            .unwrap_or((0, &u32::MAX));
        best_ever = best_ever.min(best);
        last_best = best;
        if generation >= next_point {
            chart.push(generation, best, &mut stride);
            next_point = generation + stride;
        }
        if best == 0 {
            solution = Grid::from_numbers(&population[best_index]);
            break;
        }
        if best < best_in_run {
            best_in_run = best;
            since_better = 0;
        } else {
            since_better += 1;
        }
        watch.progress(&Progress {
            steps: generation,
            value: u64::from(best),
        });
        if generation >= params.max_generations || watch.should_stop() {
            stopped = true;
            break;
        }
        generation += 1;
        if since_better >= params.restart_after {
            restarts += 1;
            since_better = 0;
            best_in_run = u32::MAX;
            for g in population.iter_mut() {
                shape.random(&mut rng, g);
            }
            continue;
        }
        // The parents: the best `parents` individuals (in no particular order).
        order.select_nth_unstable_by_key(parents - 1, |&i| fitness[i as usize]);
        let mut k = 0;
        while k < size {
            let a = &population[order[rng.below(parents)] as usize];
            let b = &population[order[rng.below(parents)] as usize];
            let (mut c1, mut c2) = (*a, *b);
            match params.crossover {
                Crossover::Pmx => {
                    for r in 0..9 {
                        shape.pmx_row(r, a, b, &mut rng, &mut c1, &mut c2);
                    }
                }
                Crossover::RowSwap => {
                    let r = rng.below(9);
                    c1[r * 9..r * 9 + 9].copy_from_slice(&b[r * 9..r * 9 + 9]);
                    c2[r * 9..r * 9 + 9].copy_from_slice(&a[r * 9..r * 9 + 9]);
                }
            }
            for child in [&mut c1, &mut c2] {
                if rng.percent(params.mutation_percent) {
                    shape.mutate(child, &mut rng);
                }
            }
            next[k] = c1;
            if k + 1 < size {
                next[k + 1] = c2;
            }
            k += 2;
        }
        std::mem::swap(&mut population, &mut next);
    }
    if chart.points.last().map(|p| p.0) != Some(generation) {
        chart.push(generation, last_best, &mut stride);
    }
    let mut out = Outcome {
        status: if stopped {
            Status::Timeout
        } else {
            Status::Solved
        },
        solution,
        second: None,
        steps: generation,
        detail: Vec::new(),
        chart: None,
    };
    if solution.is_none() && !stopped {
        out.status = Status::Timeout;
    }
    out.detail.push((Counter::Generations, generation));
    out.detail.push((Counter::Restarts, restarts));
    out.detail
        .push((Counter::BestFitness, u64::from(best_ever)));
    out.detail.push((Counter::Population, size as u64));
    out.detail
        .push((Counter::Pmx, u64::from(params.crossover == Crossover::Pmx)));
    out.detail.push((Counter::Seed, params.seed));
    out.chart = Some(chart);
    out
}
