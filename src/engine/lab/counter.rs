//! The counters a lab method reports beside its steps ([`super::Outcome::detail`]): one closed
//! set, so the CLI's JSON, the worker protocol and the lab page's words all name the same
//! counters, and a test walks every one of them across each.

use crate::engine::closed::closed_enum;

closed_enum! {
    /// A method's counter; its slug is its key in the CLI's JSON (`"detail":{…}`) and the
    /// lab worker's protocol.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
    pub enum Counter {
        /// Search nodes (the exact solver's, dancing links' rows chosen).
        Nodes => "nodes",
        /// Dancing links: the exact-cover matrix's columns.
        Columns => "columns",
        /// Naive backtracking: steps until the first solution.
        StepsToFirst => "steps_to_first",
        /// Naive backtracking: digits written in all.
        DigitsWritten => "digits_written",
        /// MILP: simplex iterations in all.
        SimplexIterations => "simplex_iterations",
        /// MILP: branch-and-bound nodes in all.
        BbNodes => "bb_nodes",
        /// MILP: simplex iterations of the first solve (the course report's run).
        FirstSolveIterations => "first_solve_iterations",
        /// MILP: branch-and-bound nodes of the first solve.
        FirstSolveNodes => "first_solve_nodes",
        /// MILP and SAT: the model's variables.
        Variables => "variables",
        /// MILP: the model's equalities (the four kinds of houses and cells).
        Equalities => "equalities",
        /// MILP: the equalities that fix the givens.
        GivenEqualities => "given_equalities",
        /// MILP: the variables presolve left.
        PresolvedVariables => "presolved_variables",
        /// MILP: the equalities presolve left.
        PresolvedEqualities => "presolved_equalities",
        /// MILP: 1 when the solver failed on the model (it never should).
        SolverFailed => "solver_failed",
        /// Genetic algorithm: generations in all.
        Generations => "generations",
        /// Genetic algorithm: restarts after a stall.
        Restarts => "restarts",
        /// Genetic algorithm: the best fitness reached (duplicates; 0 is a solution).
        BestFitness => "best_fitness",
        /// Genetic algorithm: the population's size.
        Population => "population",
        /// Genetic algorithm: 1 for PMX crossover, 0 for row swaps.
        Pmx => "pmx",
        /// Genetic algorithm: the random seed.
        Seed => "seed",
        /// SAT: the formula's clauses.
        Clauses => "clauses",
        /// SAT: the solver's runs (the second one blocks the first solution).
        Solves => "solves",
        /// Added by whoever times the run (the CLI, the lab worker), not by the method:
        /// microseconds to the first solution.
        FirstSolutionUs => "first_solution_us",
        /// Added by the lab worker to a fast run: how many warm runs its time is the mean of.
        TimedRuns => "timed_runs",
        /// Added by the lab worker to a fast run: microseconds of its first run, cold (the
        /// browser compiling the method's code as it goes).
        FirstRunUs => "first_run_us",
    }
}
