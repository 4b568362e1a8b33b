//! The course report's MILP model (seed 002), solved by `microlp` (pure Rust, simplex and
//! branch and bound).
//!
//! The model as the report writes it: 729 binary variables x(v, r, c) ("digit v in row r,
//! column c"); one equality per cell, per row and digit, per column and digit and per block
//! and digit (324 for the standard rules; the diagonals add 18 and the colour groups 81),
//! each `= 1`; and each given as `x(v, r, c) = 1`. The objective is zero: any feasible point is
//! optimal, so branch and bound ends at the first integral one. That is the first solve
//! ([`first_solution`], the report's run).
//!
//! Uniqueness, which the report did not ask, is a second MILP over the same variables and
//! the same equalities, with an objective: minimise the number of empty cells where the
//! solution agrees with the first one (the sum of the first solution's `n` chosen variables
//! of the empty cells). The first solution is handed to `microlp` as its starting incumbent
//! (its objective is `n`), so branch and bound prunes every node whose LP bound shows it
//! cannot go below `n` (the objective takes whole values). The optimum is `n` exactly when
//! the solution is unique; an incumbent below `n` is a second solution, and the search stops
//! there. Before, the second solve was the model again with the first solution cut off (that
//! sum `<= n - 1`) as a feasibility problem; both ask the same question, and a node's LP is
//! infeasible under the cut exactly when its bound reaches `n`, but with the objective the
//! simplex steers away from the first solution and the pseudocosts of `microlp`'s branching
//! mean something. Over the 100-puzzle hard sample: simplex iterations of the nine worst
//! puzzles 119,960 -> 84,135, of the worst one 18,222 -> 12,472 (see the commit for all).
//!
//! Presolve (see [`Model`]) removes what the givens fix before the solve, as MILP solvers
//! do; the page and the CLI report both the report's size and what is left.
//!
//! `microlp` reports simplex iterations (pivots, `lp_iterations`) and branch-and-bound nodes
//! (`nodes_solved`; the root relaxation is not a node). It is asked in rounds of
//! [`NODES_PER_ROUND`] nodes (its deterministic node limit), and the watch between rounds.

use microlp::{
    ComparisonOp, OptimizationDirection, Problem, SolutionStatus, SolveOutcome, Variable,
};

use crate::engine::grid::Grid;
use crate::engine::puzzle::Puzzle;

use super::{Counter, Outcome, Progress, Status, Watch};

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

impl ModelSize {
    /// The report's model for `puzzle`'s rules and givens.
    fn of(puzzle: &Puzzle) -> ModelSize {
        ModelSize {
            variables: 729,
            equalities: 81 + puzzle.variant.houses().len() * 9,
            givens: puzzle
                .givens
                .to_numbers()
                .iter()
                .filter(|&&d| d != 0)
                .count(),
        }
    }
}

/// The model after presolve, as MILP solvers reduce a model before branch and bound (the
/// report's lp_solve has the same reductions as options): each given fixes its variable to
/// 1 and, through its equalities, every other variable of its cell and of its digit in its
/// houses to 0; the fixed variables leave the model, and so do the equalities they satisfy
/// (the given's own, and those of its cell and of its digit in its houses). What is left is
/// the same problem with the open cells' possible digits as variables.
struct Model {
    problem: Problem,
    /// The variable of `cell * 9 + digit index`, `None` where presolve fixed it.
    vars: Vec<Option<Variable>>,
    /// The givens, which presolve fixed.
    givens: [u8; 81],
    /// Variables and equalities left after presolve.
    kept_variables: usize,
    kept_equalities: usize,
}

/// `puzzle`'s model presolved, or `None` when presolve alone shows it infeasible (two givens
/// of a digit in a house, or an equality with none of its variables left: an open cell with
/// no digit its houses allow, or a house's missing digit with no place). `cost` is the
/// objective coefficient of the variable of `cell * 9 + digit index` (zero for the report's
/// model; the uniqueness solve's, see [`run`]).
fn model(puzzle: &Puzzle, cost: impl Fn(usize) -> f64) -> Option<Model> {
    let houses = puzzle.variant.houses();
    let givens = puzzle.givens.to_numbers();
    // The digits each house already holds; a second given of one is infeasible.
    let mut held = vec![0u16; houses.len()];
    for (h, house) in houses.iter().enumerate() {
        for c in house.cell_list() {
            let d = givens[c.index()];
            if d != 0 {
                let bit = 1 << (d - 1);
                if held[h] & bit != 0 {
                    return None;
                }
                held[h] |= bit;
            }
        }
    }
    let mut blocked = [0u16; 81];
    for (h, house) in houses.iter().enumerate() {
        for c in house.cell_list() {
            blocked[c.index()] |= held[h];
        }
    }
    let mut problem = Problem::new(OptimizationDirection::Minimize);
    let mut vars = vec![None; 729];
    let mut kept_variables = 0;
    for cell in (0..81).filter(|&c| givens[c] == 0) {
        for d in (0..9).filter(|d| blocked[cell] & (1 << d) == 0) {
            vars[cell * 9 + d] = Some(problem.add_binary_var(cost(cell * 9 + d)));
            kept_variables += 1;
        }
    }
    let mut kept_equalities = 0;
    let mut equality = |terms: Vec<(Variable, f64)>| -> Option<()> {
        if terms.is_empty() {
            return None;
        }
        problem.add_constraint(terms.as_slice(), ComparisonOp::Eq, 1.0);
        kept_equalities += 1;
        Some(())
    };
    for cell in (0..81).filter(|&c| givens[c] == 0) {
        equality(
            (0..9)
                .filter_map(|d| vars[cell * 9 + d].map(|v| (v, 1.0)))
                .collect(),
        )?;
    }
    for (h, house) in houses.iter().enumerate() {
        for d in (0..9).filter(|d| held[h] & (1 << d) == 0) {
            equality(
                house
                    .cell_list()
                    .filter_map(|c| vars[c.index() * 9 + d].map(|v| (v, 1.0)))
                    .collect(),
            )?;
        }
    }
    Some(Model {
        problem,
        vars,
        givens,
        kept_variables,
        kept_equalities,
    })
}

/// The size of `puzzle`'s model as the report writes it (for the page's "what the model
/// is" line and the tests).
pub fn model_size(puzzle: &Puzzle) -> ModelSize {
    ModelSize::of(puzzle)
}

/// Variables and equalities left of `puzzle`'s model after presolve, or `None` when
/// presolve shows it has no solution.
pub fn presolved_size(puzzle: &Puzzle) -> Option<(usize, usize)> {
    model(puzzle, |_| 0.0).map(|m| (m.kept_variables, m.kept_equalities))
}

/// How one solve ended.
#[derive(Clone, Copy)]
enum Solved {
    /// A solution, with its objective.
    Found(Grid, f64),
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

/// Follows a solve (`started`, from `solve_with`) in rounds of nodes until a solution that
/// is proven optimal or whose objective is below `enough`, infeasibility or the watch. A
/// solution found within a round but not yet proven optimal (`microlp` reports its incumbent
/// at the node limit) is searched on from unless it is below `enough`.
fn follow(
    started: Result<SolveOutcome, microlp::Error>,
    model: &Model,
    enough: f64,
    counters: &mut Counters,
    watch: &mut dyn Watch,
) -> Solved {
    let mut outcome = match started {
        Ok(o) => o,
        Err(microlp::Error::Infeasible) => return Solved::Infeasible,
        Err(_) => return Solved::Failed,
    };
    // microlp's statistics count this solve and its resumes: add them to what came before.
    let (base_iterations, base_nodes) = (counters.iterations, counters.nodes);
    loop {
        let stats = outcome.stats();
        counters.iterations = base_iterations + stats.lp_iterations;
        counters.nodes = base_nodes + stats.nodes_solved;
        match outcome {
            SolveOutcome::Solution(solution)
                if solution.status() == SolutionStatus::Optimal
                    || solution.objective() < enough =>
            {
                let mut numbers = model.givens;
                for (i, var) in model.vars.iter().enumerate() {
                    if var.is_some_and(|v| solution.var_value(v) > 0.5) {
                        numbers[i / 9] = (i % 9) as u8 + 1;
                    }
                }
                return match Grid::from_numbers(&numbers) {
                    Some(g) if g.is_full() => Solved::Found(g, solution.objective()),
                    _ => Solved::Failed,
                };
            }
            _ => {
                watch.progress(&Progress {
                    steps: counters.iterations,
                    value: counters.nodes,
                });
                if watch.should_stop() {
                    return Solved::Stopped;
                }
                outcome = match outcome.resume() {
                    Ok(o) => o,
                    Err(microlp::Error::Infeasible) => return Solved::Infeasible,
                    Err(_) => return Solved::Failed,
                };
            }
        }
    }
}

/// Solves the report's `model` (objective zero: its first solution is optimal).
fn solve(model: &Model, counters: &mut Counters, watch: &mut dyn Watch) -> Solved {
    let mut options = microlp::SolveOptions::default();
    options.node_limit = Some(NODES_PER_ROUND);
    follow(
        model.problem.solve_with(options),
        model,
        f64::INFINITY,
        counters,
        watch,
    )
}

/// The uniqueness solve (see the module's doc): `puzzle`'s model with the objective "empty
/// cells that agree with `first`", minimised from `first` as the incumbent. A second
/// solution, or `None` when the optimum is `first` itself (it is unique).
fn second_solution(
    puzzle: &Puzzle,
    first: &Grid,
    counters: &mut Counters,
    watch: &mut dyn Watch,
) -> Result<Option<Grid>, Solved> {
    let numbers = first.to_numbers();
    let agrees = |i: usize| usize::from(numbers[i / 9]) == i % 9 + 1;
    // The same variables and equalities as the first solve's: presolve cannot fail again.
    let model = model(puzzle, |i| if agrees(i) { 1.0 } else { 0.0 }).ok_or(Solved::Failed)?;
    let start: Vec<(Variable, f64)> = (0..729)
        .filter_map(|i| model.vars[i].map(|v| (v, if agrees(i) { 1.0 } else { 0.0 })))
        .collect();
    // The first solution's objective: its empty cells (each agrees with itself).
    let n = (0..81).filter(|&c| model.givens[c] == 0).count() as f64;
    if n == 0.0 {
        return Ok(None);
    }
    let mut options = microlp::SolveOptions::default();
    options.node_limit = Some(NODES_PER_ROUND);
    options.warm_start = Some(start);
    match follow(
        model.problem.solve_with(options),
        &model,
        n - 0.5,
        counters,
        watch,
    ) {
        Solved::Found(second, objective) if objective < n - 0.5 => Ok(Some(second)),
        Solved::Found(..) => Ok(None),
        other => Err(other),
    }
}

/// Solves `puzzle`'s MILP model once, as the report did: a solution without the uniqueness
/// proof (status `solved`), or none. The benchmark times this apart from [`run`].
pub fn first_solution(puzzle: &Puzzle, watch: &mut dyn Watch) -> Outcome {
    let Some(model) = model(puzzle, |_| 0.0) else {
        return Outcome::from_solutions(None, None, 0);
    };
    let mut counters = Counters::default();
    let mut out = match solve(&model, &mut counters, watch) {
        Solved::Found(g, _) => {
            let mut o = Outcome::from_solutions(Some(g), None, counters.iterations);
            o.status = Status::Solved;
            o
        }
        Solved::Infeasible => Outcome::from_solutions(None, None, counters.iterations),
        Solved::Stopped | Solved::Failed => Outcome::stopped(None, counters.iterations),
    };
    out.detail
        .push((Counter::SimplexIterations, counters.iterations));
    out.detail.push((Counter::BbNodes, counters.nodes));
    out
}

/// Solves `puzzle`'s MILP model, then the uniqueness MILP from its solution (see the
/// module's doc).
pub fn run(puzzle: &Puzzle, watch: &mut dyn Watch) -> Outcome {
    let size = ModelSize::of(puzzle);
    let Some(model) = model(puzzle, |_| 0.0) else {
        // Presolve alone shows there is no solution.
        let mut out = Outcome::from_solutions(None, None, 0);
        push_sizes(&mut out, size, (0, 0));
        return out;
    };
    let mut counters = Counters::default();
    let first = solve(&model, &mut counters, watch);
    let (first_nodes, first_iterations) = (counters.nodes, counters.iterations);
    let mut out = match first {
        Solved::Infeasible => Outcome::from_solutions(None, None, counters.iterations),
        Solved::Stopped | Solved::Failed => Outcome::stopped(None, counters.iterations),
        Solved::Found(solution, _) => {
            watch.first_solution();
            match second_solution(puzzle, &solution, &mut counters, watch) {
                Ok(second) => Outcome::from_solutions(Some(solution), second, counters.iterations),
                Err(_) => {
                    // A solution, without the proof: say so as `timeout` (stopped or failed).
                    let mut o = Outcome::stopped(Some(solution), counters.iterations);
                    o.status = Status::Timeout;
                    o
                }
            }
        }
    };
    if matches!(first, Solved::Failed) {
        out.detail.push((Counter::SolverFailed, 1));
    }
    out.detail
        .push((Counter::SimplexIterations, counters.iterations));
    out.detail.push((Counter::BbNodes, counters.nodes));
    out.detail
        .push((Counter::FirstSolveIterations, first_iterations));
    out.detail.push((Counter::FirstSolveNodes, first_nodes));
    push_sizes(
        &mut out,
        size,
        (model.kept_variables, model.kept_equalities),
    );
    out
}

/// The report's model's size and what presolve left of it, as counters.
fn push_sizes(out: &mut Outcome, size: ModelSize, (variables, equalities): (usize, usize)) {
    out.detail.push((Counter::Variables, size.variables as u64));
    out.detail
        .push((Counter::Equalities, size.equalities as u64));
    out.detail
        .push((Counter::GivenEqualities, size.givens as u64));
    out.detail
        .push((Counter::PresolvedVariables, variables as u64));
    out.detail
        .push((Counter::PresolvedEqualities, equalities as u64));
}
