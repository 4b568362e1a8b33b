//! Chains of alternating inferences (tier 3): X-Chain, XY-Chain, Nice Loops (continuous and
//! discontinuous), AIC, and the grouped forms of the last three.
//!
//! - `graph.rs`: the nodes (candidates, groups) and their strong and weak links, in every
//!   house of the variant; reusable by other chain-like techniques;
//! - `search.rs`: breadth-first search over alternating inferences, shortest chain first;
//! - `find.rs`: the chains found, sorted into the techniques as HoDoKu sorts them;
//! - `explain.rs`: a chain told link by link, its Eureka notation and its conclusion;
//! - `cases.rs`: the worked examples.

mod explain;
mod find;
mod graph;
mod search;

#[cfg(test)]
mod cases;

use super::{Def, Find};
use crate::engine::level::Level;
use explain::explain_chain_step;
pub(crate) use find::LoopSteps;
pub(crate) use find::grouped_loops_without_als;
use find::{nice_loops, simple_chains};
pub(crate) use graph::{CellHouses, Graph, houses_per_cell};

// ---- Definitions ----

pub(crate) const X_CHAIN: Def = Def {
    id: "x-chain",
    name: "X-Chain",
    hodoku_code: "0701",
    hodoku_score: 260,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(simple_chains),
    explain: explain_chain_step,
    #[cfg(test)]
    cases: cases::X_CHAIN,
};

pub(crate) const XY_CHAIN: Def = Def {
    id: "xy-chain",
    name: "XY-Chain",
    hodoku_code: "0702",
    hodoku_score: 260,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(simple_chains),
    explain: explain_chain_step,
    #[cfg(test)]
    cases: cases::XY_CHAIN,
};

pub(crate) const CONTINUOUS_NICE_LOOP: Def = Def {
    id: "continuous-nice-loop",
    name: "Continuous Nice Loop",
    hodoku_code: "0706",
    hodoku_score: 280,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(nice_loops),
    explain: explain_chain_step,
    #[cfg(test)]
    cases: cases::CONTINUOUS_NICE_LOOP,
};

pub(crate) const DISCONTINUOUS_NICE_LOOP: Def = Def {
    id: "discontinuous-nice-loop",
    name: "Discontinuous Nice Loop",
    hodoku_code: "0707",
    hodoku_score: 280,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(nice_loops),
    explain: explain_chain_step,
    #[cfg(test)]
    cases: cases::DISCONTINUOUS_NICE_LOOP,
};

pub(crate) const AIC: Def = Def {
    id: "aic",
    name: "AIC",
    hodoku_code: "0708",
    hodoku_score: 280,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(nice_loops),
    explain: explain_chain_step,
    #[cfg(test)]
    cases: cases::AIC,
};

pub(crate) const GROUPED_CONTINUOUS_NICE_LOOP: Def = Def {
    id: "grouped-continuous-nice-loop",
    name: "Grouped Continuous Nice Loop",
    hodoku_code: "0709",
    hodoku_score: 300,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(nice_loops),
    explain: explain_chain_step,
    #[cfg(test)]
    cases: cases::GROUPED_CONTINUOUS_NICE_LOOP,
};

pub(crate) const GROUPED_DISCONTINUOUS_NICE_LOOP: Def = Def {
    id: "grouped-discontinuous-nice-loop",
    name: "Grouped Discontinuous Nice Loop",
    hodoku_code: "0710",
    hodoku_score: 300,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(nice_loops),
    explain: explain_chain_step,
    #[cfg(test)]
    cases: cases::GROUPED_DISCONTINUOUS_NICE_LOOP,
};

pub(crate) const GROUPED_AIC: Def = Def {
    id: "grouped-aic",
    name: "Grouped AIC",
    hodoku_code: "0711",
    hodoku_score: 300,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(nice_loops),
    explain: explain_chain_step,
    #[cfg(test)]
    cases: cases::GROUPED_AIC,
};
