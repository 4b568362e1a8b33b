//! [`Shared`]: the searches several techniques of one position read, done once.
//!
//! Some families find several techniques with one search: the six Nice Loop / AIC
//! techniques walk the same link graph from the same starts and only sort what they reach
//! differently; the four ALS techniques read the same sets and restricted commons; the
//! forcing chain and net techniques follow the same suppositions, and the two Kraken fish
//! types build on the same finned fish; a finned fish and its sashimi form (of one size)
//! come from the same search of base and cover lines; the four Unique Loop types read the
//! loops of one search, the Unique and Hidden Rectangles the same rectangles; the Franken
//! and Mutant fish of every shape first ask the templates which candidates of each digit no
//! template uses and no basic fish removes.
//! [`super::next_step`] and [`super::all_steps`] ask those techniques one after the other on
//! one position, so the search is done the first time one of them asks and kept here for
//! the others. A `Shared`
//! lives for one call on one position (it is built by the dispatch, never stored), so it
//! holds nothing but what that position implies: the steps found are the same with it or
//! without.

use std::cell::OnceCell;

use super::als::AlsGraph;
use super::chains::{CellHouses, Graph, LoopSteps};
use super::forcing::{KrakenFishes, Suppositions};
use super::memo::{Memo, MemoPlace};
use super::single_digit::ConjugatePairs;
use super::unique_loops::UniqueLoops;
use super::uniqueness::Rectangle;
use crate::engine::position::Position;
use crate::engine::step::Step;
use crate::engine::types::Cell;

/// The searches done once per position for the techniques that share them (each computed
/// the first time a technique asks), and where the position stands in a [`Memo`] when the
/// caller keeps one across positions.
#[derive(Default)]
pub struct Shared<'m> {
    /// Whether the caller reads only the first step of each technique ([`super::next_step`]):
    /// a search may then stop keeping finds that cannot come first.
    pub(super) first_only: bool,
    /// The memo of searches that found nothing, if the caller keeps one.
    pub(super) memo: Option<MemoPlace<'m>>,
    /// Per cell, the houses holding it, as the chain graphs read them.
    pub(super) cell_houses: OnceCell<CellHouses>,
    /// The chain graph of every candidate (no groups): the Nice Loops and AICs search it,
    /// and the X- and XY-Chains through their own links in it.
    pub(super) candidates_graph: OnceCell<Graph>,
    /// The Nice Loops and AICs without groups, per kind.
    pub(super) loops: OnceCell<LoopSteps>,
    /// The grouped Nice Loops and AICs, per kind.
    pub(super) grouped_loops: OnceCell<LoopSteps>,
    /// The almost locked sets and their restricted commons.
    pub(super) als: OnceCell<AlsGraph>,
    /// Every supposition followed as a forcing chain.
    pub(super) forcing_chains: OnceCell<Suppositions>,
    /// Every supposition followed as a forcing net (singles).
    pub(super) forcing_nets: OnceCell<Suppositions>,
    /// Every supposition followed as a forcing net with locked candidates.
    pub(super) forcing_locked_nets: OnceCell<Suppositions>,
    /// The finned fish the two Kraken fish types build on.
    pub(super) kraken_fishes: OnceCell<KrakenFishes>,
    /// The finned and the sashimi fish (X-Wing, Swordfish, Jellyfish: 2 to 4 base lines),
    /// each size found by one search.
    pub(super) finned_fish: [OnceCell<[Vec<Step>; 2]>; 3],
    /// The unique loops whose roof one of the four Unique Loop types admits.
    pub(super) unique_loops: OnceCell<UniqueLoops>,
    /// Per digit, the candidates a Franken or Mutant fish may remove (as bits): those no
    /// fish of one house removes, that no template of the digit uses and no basic fish
    /// removes (`None` when none is left before the last test).
    pub(super) fish_targets: [OnceCell<Option<u128>>; 9],
    /// The rectangles and digit pairs the Unique and Hidden Rectangles read.
    pub(super) rectangles: OnceCell<Vec<Rectangle>>,
    /// The rectangles' corner sets the variant allows (the Avoidable Rectangles' too).
    pub(super) corner_sets: OnceCell<Vec<[Cell; 4]>>,
    /// Per digit, its conjugate pairs, as the two-link patterns and Empty Rectangles read
    /// them.
    pub(super) conjugate_pairs: OnceCell<ConjugatePairs>,
}

impl<'m> Shared<'m> {
    /// A `Shared` for a caller that reads only the first step of each technique (as
    /// [`super::next_step`] does).
    pub fn first_only() -> Shared<'m> {
        Shared {
            first_only: true,
            ..Shared::default()
        }
    }

    /// A `Shared` that skips the searches `memo` knows found nothing on this position and
    /// notes those that find nothing now (`first_only` as in [`Shared::first_only`]).
    pub fn remembering(first_only: bool, memo: &'m Memo) -> Shared<'m> {
        Shared {
            first_only,
            memo: Some(MemoPlace::new(memo)),
            ..Shared::default()
        }
    }

    /// Per cell of `pos` (the position this `Shared` serves), the houses holding it.
    pub(super) fn cell_houses(&self, pos: &Position) -> &CellHouses {
        self.cell_houses
            .get_or_init(|| super::chains::houses_per_cell(pos))
    }

    /// The almost locked sets of `pos` (the position this `Shared` serves) and their
    /// restricted commons.
    pub(super) fn als(&self, pos: &Position) -> &AlsGraph {
        self.als.get_or_init(|| AlsGraph::new(pos))
    }
}
