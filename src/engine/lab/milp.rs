//! The course report's MILP model (seed 002), solved by `microlp` (pure Rust, simplex and
//! branch and bound).
//!
//! The model as the report writes it: 729 binary variables x(v, r, c) ("digit v in row r,
//! column c"); one equality per cell, per row and digit, per column and digit and per block
//! and digit (324 for the standard rules; the diagonals add 18 and the colour groups 81),
//! each `= 1`; and each given as `x(v, r, c) = 1`. The objective is zero: any feasible point is
//! optimal, so branch and bound ends at the first integral one.
//!
//! Uniqueness, which the report did not ask: the first solution is cut off by one more
//! constraint (the sum of its 81 − givens chosen variables of the empty cells ≤ their number
//! − 1) and the model solved again: infeasible means unique, feasible gives a second
//! solution.
//!
//! `microlp` reports simplex iterations (pivots, `lp_iterations`) and branch-and-bound nodes
//! (`nodes_solved`; the root relaxation is not a node). It is asked in rounds of
//! [`NODES_PER_ROUND`] nodes (its deterministic node limit), and the watch between rounds.

use microlp::{ComparisonOp, OptimizationDirection, Problem, SolveOutcome, Variable};

use crate::engine::grid::Grid;
use crate::engine::puzzle::Puzzle;

use super::{Outcome, Progress, Status, Watch};

/// Branch-and-bound nodes per round before the watch is asked.
const NODES_PER_ROUND: u64 = 8;

/// The model's size, as the report counts it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ModelSize {
    /// Binary variables (729).
    pub variables: usize,
    /// Equalities over houses and cells (324 for the standard rules).
    pub equalities: usize,
    /// Equalities fixing the givens.
    pub givens: usize,
}

/// The model for `puzzle` and its variables, `vars[cell * 9 + digit index]`.
fn model(puzzle: &Puzzle) -> (Problem, Vec<Variable>, ModelSize) {
    let mut problem = Problem::new(OptimizationDirection::Minimize);
    let vars: Vec<Variable> = (0..729).map(|_| problem.add_binary_var(0.0)).collect();
    let mut equalities = 0;
    for cell in 0..81 {
        let terms: Vec<(Variable, f64)> = (0..9).map(|d| (vars[cell * 9 + d], 1.0)).collect();
        problem.add_constraint(terms.as_slice(), ComparisonOp::Eq, 1.0);
        equalities += 1;
    }
    for house in puzzle.variant.houses() {
        for d in 0..9 {
            let terms: Vec<(Variable, f64)> = house
                .cell_list()
                .map(|c| (vars[c.index() * 9 + d], 1.0))
                .collect();
            problem.add_constraint(terms.as_slice(), ComparisonOp::Eq, 1.0);
            equalities += 1;
        }
    }
    let mut givens = 0;
    for (cell, &d) in puzzle.givens.to_numbers().iter().enumerate() {
        if d != 0 {
            problem.add_constraint(
                [(vars[cell * 9 + d as usize - 1], 1.0)].as_slice(),
                ComparisonOp::Eq,
                1.0,
            );
            givens += 1;
        }
    }
    let size = ModelSize {
        variables: vars.len(),
        equalities,
        givens,
    };
    (problem, vars, size)
}

/// The size of `puzzle`'s model (for the page's "what the model is" line and the tests).
pub fn model_size(puzzle: &Puzzle) -> ModelSize {
    model(puzzle).2
}

/// How one solve ended.
#[derive(Clone, Copy)]
enum Solved {
    Found(Grid),
    Infeasible,
    Stopped,
    /// The solver failed numerically (`microlp`'s `InternalError`); reported as a stop.
    Failed,
}

/// Counters summed over both solves.
#[derive(Default)]
struct Counters {
    iterations: u64,
    nodes: u64,
}

/// Follows a solve (`started`, from `solve_with` or an edit of a solution) in rounds of
/// nodes until a solution, infeasibility or the watch; the solution itself is handed back
/// too, so the uniqueness cut can be added to it and the search go on from there.
fn follow(
    started: Result<SolveOutcome, microlp::Error>,
    vars: &[Variable],
    counters: &mut Counters,
    watch: &mut dyn Watch,
) -> (Solved, Option<microlp::Solution>) {
    let mut outcome = match started {
        Ok(o) => o,
        Err(microlp::Error::Infeasible) => return (Solved::Infeasible, None),
        Err(_) => return (Solved::Failed, None),
    };
    // microlp's statistics count this solve and its resumes (an edited solution starts
    // afresh): add them to what came before.
    let (base_iterations, base_nodes) = (counters.iterations, counters.nodes);
    loop {
        let stats = outcome.stats();
        counters.iterations = base_iterations + stats.lp_iterations;
        counters.nodes = base_nodes + stats.nodes_solved;
        match outcome {
            SolveOutcome::Solution(solution) => {
                let mut numbers = [0u8; 81];
                for (i, var) in vars.iter().enumerate() {
                    if solution.var_value(*var) > 0.5 {
                        numbers[i / 9] = (i % 9) as u8 + 1;
                    }
                }
                return match Grid::from_numbers(&numbers) {
                    Some(g) if g.is_full() => (Solved::Found(g), Some(solution)),
                    _ => (Solved::Failed, None),
                };
            }
            SolveOutcome::Interrupted(_) => {
                watch.progress(&Progress {
                    steps: counters.iterations,
                    value: counters.nodes,
                });
                if watch.should_stop() {
                    return (Solved::Stopped, None);
                }
                outcome = match outcome.resume() {
                    Ok(o) => o,
                    Err(microlp::Error::Infeasible) => return (Solved::Infeasible, None),
                    Err(_) => return (Solved::Failed, None),
                };
            }
        }
    }
}

/// Solves `problem` from the start.
fn solve(
    problem: &Problem,
    vars: &[Variable],
    counters: &mut Counters,
    watch: &mut dyn Watch,
) -> (Solved, Option<microlp::Solution>) {
    let mut options = microlp::SolveOptions::default();
    options.node_limit = Some(NODES_PER_ROUND);
    follow(problem.solve_with(options), vars, counters, watch)
}

/// Solves `puzzle`'s MILP model once, as the report did: a solution without the uniqueness
/// proof (status `solved`), or none. The benchmark times this apart from [`run`].
pub fn first_solution(puzzle: &Puzzle, watch: &mut dyn Watch) -> Outcome {
    let (problem, vars, _) = model(puzzle);
    let mut counters = Counters::default();
    let mut out = match solve(&problem, &vars, &mut counters, watch).0 {
        Solved::Found(g) => {
            let mut o = Outcome::from_solutions(Some(g), None, counters.iterations);
            o.status = Status::Solved;
            o
        }
        Solved::Infeasible => Outcome::from_solutions(None, None, counters.iterations),
        Solved::Stopped | Solved::Failed => Outcome::stopped(None, counters.iterations),
    };
    out.detail.push(("simplex_iterations", counters.iterations));
    out.detail.push(("bb_nodes", counters.nodes));
    out
}

/// Solves `puzzle`'s MILP model, then again with the solution cut off to prove uniqueness.
pub fn run(puzzle: &Puzzle, watch: &mut dyn Watch) -> Outcome {
    let (problem, vars, size) = model(puzzle);
    let mut counters = Counters::default();
    let (first, first_solution) = solve(&problem, &vars, &mut counters, watch);
    let (first_nodes, first_iterations) = (counters.nodes, counters.iterations);
    let mut out = match first {
        Solved::Infeasible => Outcome::from_solutions(None, None, counters.iterations),
        Solved::Stopped | Solved::Failed => Outcome::stopped(None, counters.iterations),
        Solved::Found(solution) => {
            watch.first_solution();
            // Cut off this solution: its chosen variables in the empty cells may not all be 1.
            let givens = puzzle.givens.to_numbers();
            let numbers = solution.to_numbers();
            let cut: Vec<(Variable, f64)> = (0..81)
                .filter(|&c| givens[c] == 0)
                .map(|c| (vars[c * 9 + numbers[c] as usize - 1], 1.0))
                .collect();
            match first_solution.filter(|_| !cut.is_empty()) {
                None => Outcome::from_solutions(Some(solution), None, counters.iterations),
                Some(found) => {
                    let n = cut.len() as f64;
                    // The search goes on from the first solve's state (microlp's edit of a
                    // solution), not from scratch.
                    let edited = found.add_constraint(cut.as_slice(), ComparisonOp::Le, n - 1.0);
                    match follow(edited, &vars, &mut counters, watch).0 {
                        Solved::Infeasible => {
                            Outcome::from_solutions(Some(solution), None, counters.iterations)
                        }
                        Solved::Found(second) => Outcome::from_solutions(
                            Some(solution),
                            Some(second),
                            counters.iterations,
                        ),
                        Solved::Stopped | Solved::Failed => {
                            // A solution, without the proof: say so as `solved` unless stopped.
                            let mut o = Outcome::stopped(Some(solution), counters.iterations);
                            o.status = Status::Timeout;
                            o
                        }
                    }
                }
            }
        }
    };
    if matches!(first, Solved::Failed) {
        out.detail.push(("solver_failed", 1));
    }
    out.detail.push(("simplex_iterations", counters.iterations));
    out.detail.push(("bb_nodes", counters.nodes));
    out.detail
        .push(("first_solve_iterations", first_iterations));
    out.detail.push(("first_solve_nodes", first_nodes));
    out.detail.push(("variables", size.variables as u64));
    out.detail.push(("equalities", size.equalities as u64));
    out.detail.push(("given_equalities", size.givens as u64));
    out
}
