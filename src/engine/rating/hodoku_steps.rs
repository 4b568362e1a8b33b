//! Which step HoDoKu's solver takes when a technique applies in several places (its
//! `SimpleSolver` and `SolutionStep.compareTo`, read to learn the rules): the engine's
//! finders find the same steps, this file picks HoDoKu's one, so the rating walk follows
//! HoDoKu's path while the coach's own path is left as it is.
//!
//! - Subsets: HoDoKu searches the blocks, then the rows, then the columns, and takes the
//!   first subset that removes something. It calls a naked pair or triple "locked" only
//!   when it removes candidates both in its block and in its line outside the block; one
//!   that removes in one of them only is a plain Naked Pair / Triple, found after the
//!   locked candidates.
//! - Singles and locked candidates: the first found (the finders' order is HoDoKu's).
//! - From the fish on: the step that removes the most candidates, then the shortest, then
//!   the one whose removals come first in the grid. Where several of the engine's techniques
//!   are one HoDoKu step (its Nice Loop / AIC, Simple Colors, Multi-Colors, Forcing Chain,
//!   Forcing Net), the choice is made among all of their steps together; the forcing chains
//!   and nets prefer a step that places digits (HoDoKu's `TablingComparator`).
//! - Grouped nice loops and AICs: through line-block groups only. HoDoKu's default leaves
//!   ALS nodes out of its tabling chains, so a loop through an ALS is its ALS-XZ or
//!   ALS-XY-Wing, found later; the engine's grouped search (with ALS nodes) is redone
//!   without them for this step.
//! - Forcing Chain and Forcing Net: HoDoKu's own tabling search on standard sudoku
//!   ([`super::hodoku_chains`], its nets' tables in [`super::hodoku_nets`]).

use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::house::{House, Variant};
use crate::engine::position::Position;
use crate::engine::step::{Evidence, Step, Technique};
use crate::engine::techniques::{Shared, find_shared, grouped_loops_without_als};

use super::hodoku::step_index;
use super::hodoku_als::{AlsSets, als_step};
use super::hodoku_chains::{forcing_chain, forcing_net};

/// The step HoDoKu's solver takes for the techniques of one HoDoKu step (`group`: those of
/// the engine's techniques that share a step index) in `pos`, if any applies; `shared` and
/// `als` hold what several of them search for at `pos`.
pub(super) fn take(
    pos: &Position,
    shared: &Shared,
    als: &AlsSets,
    group: &[Technique],
) -> Option<Step> {
    match group {
        [t] => first(pos, shared, als, *t),
        _ if group.contains(&Technique::ForcingChainContradiction)
            && pos.variant() == Variant::Standard =>
        {
            // HoDoKu's own forcing chains: its links, groups, and order.
            forcing_chain(pos)
        }
        _ if group.contains(&Technique::ForcingNetContradiction)
            && pos.variant() == Variant::Standard =>
        {
            // HoDoKu's own forcing nets: its tables of singles, groups, and order.
            forcing_net(pos)
        }
        _ => {
            let steps = if group.contains(&Technique::GroupedAic) {
                // HoDoKu's grouped nice loops and AICs have no ALS nodes (its default
                // `allowAlsInTablingChains` is off): those are its ALS steps' business.
                grouped_loops_without_als(pos)
            } else {
                group
                    .iter()
                    .flat_map(|t| find_shared(pos, shared, *t))
                    .collect()
            };
            if group
                .iter()
                .any(|t| step_index(*t).is_some_and(|i| i >= 8500))
            {
                best_forcing(steps)
            } else {
                most_eliminations(steps)
            }
        }
    }
}

/// The step HoDoKu's solver takes for technique `t` in `pos`, if `t` applies. `shared`
/// holds the searches of `pos` several techniques share, `als` its HoDoKu ALS sets.
fn first(pos: &Position, shared: &Shared, als: &AlsSets, t: Technique) -> Option<Step> {
    use Technique::*;
    match t {
        LockedPair | LockedTriple => {
            let mut steps = find_shared(pos, shared, t);
            steps.retain(locked_by_hodoku);
            earliest_subset(pos, steps)
        }
        NakedPair | NakedTriple => {
            let locked = if t == NakedPair {
                LockedPair
            } else {
                LockedTriple
            };
            // The engine's locked subsets that HoDoKu calls naked.
            let relabelled = find_shared(pos, shared, locked)
                .into_iter()
                .filter(|s| !locked_by_hodoku(s))
                .map(|s| Step { technique: t, ..s });
            earliest_subset(
                pos,
                find_shared(pos, shared, t)
                    .into_iter()
                    .chain(relabelled)
                    .collect(),
            )
        }
        NakedQuadruple | HiddenPair | HiddenTriple | HiddenQuadruple => {
            earliest_subset(pos, find_shared(pos, shared, t))
        }
        // HoDoKu takes the first it finds, in its own order of sets.
        AlsXz | AlsXyWing | AlsXyChain if pos.variant() == Variant::Standard => {
            als_step(pos, t, als)
        }
        _ if step_index(t).is_some_and(|i| i < 2200) => {
            find_shared(pos, shared, t).into_iter().next()
        }
        _ => most_eliminations(find_shared(pos, shared, t)),
    }
}

/// Whether HoDoKu calls a subset in a block and a line locked: it removes candidates both
/// in the block and outside it (in the line).
fn locked_by_hodoku(step: &Step) -> bool {
    let Evidence::Subset { houses, .. } = &step.evidence else {
        return false;
    };
    let Some(block) = houses.iter().find(|h| matches!(h, House::Block(_))) else {
        return false;
    };
    let inside = step
        .eliminations
        .iter()
        .filter(|c| block.cells().contains(c.cell))
        .count();
    inside > 0 && inside < step.eliminations.len()
}

/// The subset HoDoKu finds first: blocks before rows before columns, each house in order,
/// and within a house the finders' order (the combinations in the house's order, as
/// HoDoKu's).
fn earliest_subset(pos: &Position, steps: Vec<Step>) -> Option<Step> {
    // The first of equal keys, as `min_by_key` keeps it: the finders' order.
    steps.into_iter().min_by_key(|s| subset_key(pos, s))
}

/// Where HoDoKu's search meets a subset: its house (the first of the houses that hold it
/// in HoDoKu's house order; for a hidden subset, the first where its digits have no other
/// place), then its cells.
fn subset_key(pos: &Position, step: &Step) -> (usize, usize, Vec<usize>) {
    let Evidence::Subset {
        house,
        houses,
        cells,
        digits,
    } = &step.evidence
    else {
        return (usize::MAX, 0, Vec::new());
    };
    let naked = !matches!(
        step.technique,
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuadruple
    );
    let found_in = if naked {
        houses
            .iter()
            .min_by_key(|h| (house_rank(**h), h.index()))
            .copied()
            .unwrap_or(*house)
    } else {
        hidden_in(pos, *cells, *digits).unwrap_or(*house)
    };
    (
        house_rank(found_in),
        found_in.index(),
        if naked {
            cells.iter().map(|c| c.index()).collect()
        } else {
            Vec::new()
        },
    )
}

/// The first house, in HoDoKu's order (block, row, column), that holds all of `cells` and
/// where `digits` have no open place outside them: where HoDoKu finds a hidden subset.
fn hidden_in(pos: &Position, cells: CellSet, digits: DigitSet) -> Option<House> {
    let first = cells.first()?;
    [
        House::Block(first.block()),
        House::Row(first.row()),
        House::Column(first.col()),
    ]
    .into_iter()
    .filter(|h| cells.difference(h.cells()).is_empty())
    .find(|h| {
        h.cells()
            .difference(cells)
            .iter()
            .filter(|c| pos.digit(*c).is_none())
            .all(|c| pos.cands(c).intersection(digits).is_empty())
    })
}

/// HoDoKu's order of the house kinds in its subset searches.
fn house_rank(house: House) -> usize {
    match house {
        House::Block(_) => 0,
        House::Row(_) => 1,
        House::Column(_) => 2,
        _ => 3,
    }
}

/// From the fish on HoDoKu's solvers sort what they find (its `SolutionStep.compareTo`)
/// and take the step that removes the most candidates, then the shortest, then the one
/// whose removals have the smallest index sum (HoDoKu's weighting of their cells) where
/// HoDoKu sorts.
fn most_eliminations(steps: Vec<Step>) -> Option<Step> {
    let key = |s: &Step| {
        (
            std::cmp::Reverse(s.eliminations.len() + s.placements.len()),
            length(s),
            if sorts(s.technique) { index_sum(s) } else { 0 },
        )
    };
    steps.into_iter().min_by_key(key)
}

/// HoDoKu's choice among forcing chains (or nets), its `TablingComparator`: a step that
/// places digits before one that removes candidates; then the most placed or removed, then
/// the shortest.
fn best_forcing(steps: Vec<Step>) -> Option<Step> {
    let key = |s: &Step| {
        (
            s.placements.is_empty(),
            std::cmp::Reverse(s.placements.len()),
            std::cmp::Reverse(s.eliminations.len()),
            length(s),
        )
    };
    steps.into_iter().min_by_key(key)
}

/// Whether HoDoKu's solver for `t` sorts all it finds (fish, colours, chains, ALS); the
/// others (wings, single-digit patterns, uniqueness) keep their search order, which the
/// engine's does not follow, so only the first two keys apply to them.
fn sorts(t: Technique) -> bool {
    step_index(t)
        .is_some_and(|i| matches!(i, 2200..=2400 | 4100..=4600 | 5330..=5900 | 6100..=6800))
}

/// HoDoKu's index sum of a step's removals (its `getIndexSumme`): each removal's cell
/// index, weighted 1, 81, 161 … by its place in the list, plus its digit.
fn index_sum(step: &Step) -> usize {
    step.eliminations
        .iter()
        .enumerate()
        .map(|(i, c)| c.cell.index() * (1 + 80 * i) + c.digit.get() as usize)
        .sum()
}

/// A step's length as HoDoKu compares chains: its links, or its implications.
fn length(step: &Step) -> usize {
    match &step.evidence {
        Evidence::Chain { links } => links.len(),
        Evidence::NodeChain { links } => links.len(),
        Evidence::Forcing { branches, .. } => branches.iter().map(|b| b.implications.len()).sum(),
        _ => 0,
    }
}
