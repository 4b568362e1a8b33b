//! Sudoku as satisfiability: a CNF encoding solved by `varisat` (a pure-Rust CDCL solver).
//!
//! The encoding (the "minimal plus" one of Lynce and Ouaknine, 2006): a variable per cell
//! and digit (729); each cell holds at least one digit and at most one (1 + 36 clauses per
//! cell); each house of the variant holds each digit at least once and at most once (1 + 36
//! per house and digit); each given is a unit clause. Uniqueness: the first model's digits in
//! the empty cells are blocked by one clause and the formula solved again.
//!
//! `varisat` exposes no counters (conflicts, decisions) through its API, nor a way to stop a
//! solve: the steps are 0, the detail gives the formula's size and the number of solves.
//! Sudoku formulas are easy for CDCL (a few milliseconds), so the watch is not needed.

use varisat::{ExtendFormula, Lit, Solver};

use crate::engine::grid::Grid;
use crate::engine::puzzle::Puzzle;

use super::{Counter, Outcome};

fn lit(cell: usize, digit: usize, positive: bool) -> Lit {
    Lit::from_index(cell * 9 + digit, positive)
}

/// The clauses "exactly one of `lits`" (one at-least-one clause, pairwise at-most-one).
fn exactly_one(solver: &mut Solver, lits: &[Lit], clauses: &mut u64) {
    solver.add_clause(lits);
    *clauses += 1;
    for (i, a) in lits.iter().enumerate() {
        for b in &lits[i + 1..] {
            solver.add_clause(&[!*a, !*b]);
            *clauses += 1;
        }
    }
}

/// The model's digits, or `None` when a cell has no digit true (cannot happen for a model of
/// this formula; handled rather than trusted).
fn grid_of(model: &[Lit]) -> Option<Grid> {
    let mut numbers = [0u8; 81];
    for l in model {
        let i = l.index();
        if l.is_positive() && i < 729 {
            numbers[i / 9] = (i % 9) as u8 + 1;
        }
    }
    Grid::from_numbers(&numbers).filter(Grid::is_full)
}

/// Solves `puzzle` by SAT: none, unique or two solutions.
pub fn run(puzzle: &Puzzle) -> Outcome {
    let mut solver = Solver::new();
    let mut clauses = 0u64;
    let mut lits = [lit(0, 0, true); 9];
    for cell in 0..81 {
        for (d, l) in lits.iter_mut().enumerate() {
            *l = lit(cell, d, true);
        }
        exactly_one(&mut solver, &lits, &mut clauses);
    }
    for house in puzzle.variant.houses() {
        for d in 0..9 {
            for (l, c) in lits.iter_mut().zip(house.cell_list()) {
                *l = lit(c.index(), d, true);
            }
            exactly_one(&mut solver, &lits, &mut clauses);
        }
    }
    let givens = puzzle.givens.to_numbers();
    for (cell, &d) in givens.iter().enumerate() {
        if d != 0 {
            solver.add_clause(&[lit(cell, d as usize - 1, true)]);
            clauses += 1;
        }
    }
    let mut solves = 1;
    let first = match solver.solve() {
        Ok(true) => solver.model().as_deref().and_then(grid_of),
        _ => None,
    };
    let second = first.and_then(|g| {
        let numbers = g.to_numbers();
        let block: Vec<Lit> = (0..81)
            .filter(|&c| givens[c] == 0)
            .map(|c| lit(c, numbers[c] as usize - 1, false))
            .collect();
        if block.is_empty() {
            return None;
        }
        solver.add_clause(&block);
        solves += 1;
        match solver.solve() {
            Ok(true) => solver.model().as_deref().and_then(grid_of),
            _ => None,
        }
    });
    let mut out = Outcome::from_solutions(first, second, 0);
    out.detail.push((Counter::Variables, 729));
    out.detail.push((Counter::Clauses, clauses));
    out.detail.push((Counter::Solves, solves));
    out
}
