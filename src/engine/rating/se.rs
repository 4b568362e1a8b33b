//! Sudoku Explainer's ratings (TECHNIQUES.md §2b): SE applies the easiest hint it finds
//! (its producers ordered by difficulty), and rates a puzzle by
//!
//! - **ER**: the hardest step on that path;
//! - **EP**: the hardest step up to and including the first placement;
//! - **ED**: the first step (serate's "diamond": the hardest before the first elimination,
//!   and every step eliminates something).
//!
//! Difficulties are in tenths (`12` is SE's 1.2), so they compare exactly. Each technique's
//! SE difficulty is in [`difficulty`]: SE's own number where SE has the technique; where it
//! does not, the difficulty of the SE technique that finds the same deduction (an X-chain is
//! SE's forcing X-chain, 6.6; an ALS step one of its forcing chains). Chains and forcing
//! steps add SE's length penalty ([`length_penalty`]).

use crate::engine::house::House;
use crate::engine::position::Position;
use crate::engine::puzzle::Puzzle;
use crate::engine::step::{Branch, Evidence, Step, Technique};
use crate::engine::techniques::intersections::locked_candidates;
use crate::engine::techniques::singles::{full_houses, hidden_singles};
use crate::engine::techniques::subsets::hidden_subsets;
use crate::engine::techniques::{Kind, Shared, find_shared};

use super::walk::walk;

/// SE's three numbers, in tenths (`er: 72` is ER 7.2).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SeRating {
    /// The hardest step.
    pub er: u16,
    /// The hardest step up to the first placement.
    pub ep: u16,
    /// The first step.
    pub ed: u16,
}

/// SE's base difficulty of a technique (tenths), before any length penalty; `None` for a
/// technique SE's path does not use.
pub const fn base(t: Technique) -> Option<u16> {
    use Technique::*;
    Some(match t {
        FullHouse => 10,
        HiddenSingle => 12,
        DirectPointing => 17,
        DirectHiddenPair => 20,
        NakedSingle => 23,
        LockedCandidatesPointing => 26,
        LockedCandidatesClaiming => 28,
        // SukakuExplainer's generalized intersections.
        DiagonalPincer | ColorPincer => 29,
        // A locked pair or triple is SE's naked pair or triple.
        LockedPair | NakedPair => 30,
        XWing => 32,
        HiddenPair => 34,
        LockedTriple | NakedTriple => 36,
        Swordfish => 38,
        HiddenTriple => 40,
        XYWing => 42,
        XYZWing => 44,
        UniqueRectangle1 | UniqueRectangle2 | UniqueRectangle4 => 45,
        UniqueLoop1 | UniqueLoop2 | UniqueLoop4 => 46,
        // Type 3 adds 0.1 per extra cell of its subset; the other kinds SE lacks are found
        // by SE as one of its rectangle types or not at all: the rectangle's number.
        UniqueRectangle3 | UniqueLoop3 | UniqueRectangle5 | UniqueRectangle6 | HiddenRectangle
        | AvoidableRectangle1 | AvoidableRectangle2 => 46,
        NakedQuadruple => 50,
        Jellyfish => 52,
        HiddenQuadruple => 54,
        // SukakuExplainer's WXYZ-Wing.
        WXYZWing => 55,
        BugPlusOne => 56,
        AlignedPairExclusion => 62,
        // One digit (X) or bivalue cells only (Y): SE's forcing X- or Y-chain, 6.6.
        Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle | XChain | RemotePair
        | XYChain | SimpleColorsTrap | SimpleColorsWrap | FinnedXWing | SashimiXWing => 66,
        FinnedSwordfish | SashimiSwordfish | FinnedJellyfish | SashimiJellyfish => 67,
        // Both kinds of strong link: SE's XY forcing chain, 7.0.
        WWing
        | MultiColors1
        | MultiColors2
        | ThreeDMedusa
        | ContinuousNiceLoop
        | DiscontinuousNiceLoop
        | Aic => 70,
        AlignedTripleExclusion => 75,
        // Cell and region forcing chains: SE's multiple forcing chains, 8.0.
        ForcingChainVerity => 80,
        // A contradiction needs SE's dynamic chains (its Nishio, 7.5, when one digit only).
        ForcingChainContradiction => 75,
        ForcingNetContradiction | ForcingNetVerity => 85,
        TemplateSet | TemplateDelete => 85,
        NestedForcingNet => 95,
        TrialAndError => 100,
        // Groups, almost locked sets and big fish: SE has no such nodes or fish; it finds
        // their eliminations by its forcing chains, whose length sets the difficulty. Its
        // path leaves them out, as it does the Siamese fish (a presentation).
        GroupedContinuousNiceLoop
        | GroupedDiscontinuousNiceLoop
        | GroupedAic
        | SueDeCoq
        | AlsXz
        | AlsXyWing
        | AlsXyChain
        | DeathBlossom
        | FrankenXWing
        | FrankenSwordfish
        | FrankenJellyfish
        | FinnedFrankenXWing
        | FinnedFrankenSwordfish
        | FinnedFrankenJellyfish
        | MutantXWing
        | MutantSwordfish
        | MutantJellyfish
        | FinnedMutantXWing
        | FinnedMutantSwordfish
        | FinnedMutantJellyfish
        | SiameseFinnedFrankenSwordfish
        | SiameseFinnedFrankenJellyfish
        | SiameseFinnedMutantJellyfish
        | KrakenFish1
        | KrakenFish2 => return None,
    })
}

/// SE's difficulty of one step (tenths): the technique's base, the house of a hidden
/// single, the size of a subset of a rectangle or loop, and the length penalty of chains.
pub fn difficulty(step: &Step) -> u16 {
    let Some(base) = base(step.technique) else {
        return 0;
    };
    use Technique::*;
    match (&step.technique, &step.evidence) {
        (
            HiddenSingle,
            Evidence::Single {
                house: Some(house), ..
            },
        ) => match house {
            House::Block(_) => 12,
            _ => 15,
        },
        (DirectPointing, Evidence::Direct { justifications, .. }) => {
            let claiming = justifications
                .iter()
                .any(|j| j.technique == LockedCandidatesClaiming);
            if claiming { 19 } else { 17 }
        }
        (UniqueRectangle3, Evidence::Rectangle { subset, .. })
        | (UniqueLoop3, Evidence::Loop { subset, .. }) => {
            base + subset.len().saturating_sub(1) as u16
        }
        (_, Evidence::Loop { halves, .. }) => {
            let cells = halves.0.len() + halves.1.len();
            45 + match cells {
                0..=4 => 0,
                6 => 1,
                8 => 2,
                _ => 5,
            }
        }
        (_, Evidence::Chain { links }) => base + length_penalty(links.len() + 1),
        (_, Evidence::NodeChain { links }) => base + length_penalty(links.len() + 1),
        (ForcingChainContradiction, Evidence::Forcing { branches, .. }) => {
            let one_digit = one_digit(branches);
            let start = if one_digit { 75 } else { 85 };
            start + length_penalty(nodes(branches))
        }
        (_, Evidence::Forcing { branches, .. }) => base + length_penalty(nodes(branches)),
        _ => base,
    }
}

/// SE's length penalty (`ChainingHint.getLengthDifficulty`, tenths) for a chain of `nodes`
/// candidates: +0.1 each time the length passes the next step of 4, 6, 8, 12, 16, 24, 32 …
/// (the steps grow by ×3/2 and ×4/3 in turn).
pub fn length_penalty(nodes: usize) -> u16 {
    let mut added = 0;
    let mut ceiling = 4;
    let mut odd = false;
    while nodes > ceiling {
        added += 1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    added
}

/// The implications of all branches, nested ones included: SE counts every node of every
/// chain of a forcing step.
fn nodes(branches: &[Branch]) -> usize {
    branches
        .iter()
        .map(|b| b.implications.len() + nodes(&b.nested))
        .sum()
}

/// Whether every implication is about one digit (SE's Nishio chains).
fn one_digit(branches: &[Branch]) -> bool {
    let mut digits = branches
        .iter()
        .flat_map(|b| b.implications.iter())
        .map(|i| i.candidate.digit);
    let Some(first) = digits.next() else {
        return false;
    };
    digits.all(|d| d == first) && branches.iter().all(|b| b.nested.is_empty())
}

/// SE's order: every technique with a difficulty, easiest base first (ties keep the
/// engine's order). The pen-only techniques are SE's direct hints; the last resort is
/// left out (every unique puzzle finishes on the forcing nets).
pub fn order() -> Vec<Technique> {
    let mut order: Vec<Technique> = Technique::EVERY
        .iter()
        .copied()
        .filter(|t| t.kind() == Kind::Candidates && base(*t).is_some())
        .collect();
    order.sort_by_key(|t| base(*t));
    order
}

/// Where SE's forcing chains start (its Nishio, 7.5).
const FORCING: u16 = 75;

/// The easiest step in `pos` by SE's difficulty: techniques are asked easiest base first,
/// and only while their base is below the best step found so far.
fn easiest(order: &[Technique], pos: &Position) -> Option<(u16, Step)> {
    let mut best: Option<(u16, Step)> = None;
    let shared = Shared::default();
    for &t in order {
        // SE's direct hints (1.7–2.0) come before its naked single (2.3).
        if t == Technique::NakedSingle
            && best.is_none()
            && let Some(direct) = direct(pos)
        {
            return Some(direct);
        }
        let b = base(t).unwrap_or(u16::MAX);
        if best.as_ref().is_some_and(|(d, _)| b >= *d) {
            break;
        }
        if let Some(step) = find_shared(pos, &shared, t).into_iter().next() {
            let d = difficulty(&step);
            if best.as_ref().is_none_or(|(bd, _)| d < *bd) {
                best = Some((d, step));
            }
            // Among the forcing chains and nets the first found is taken: asking the nets
            // too whenever a chain is long costs more than the tenth it may save.
            if b >= FORCING {
                break;
            }
        }
    }
    best
}

/// SE's direct hints: a hidden single (or the last cell of a house) that appears once a
/// pointing (1.7), a claiming (1.9) or a hidden pair (2.0) is known, read on the
/// candidates as SE reads its own; the easiest first. Carried as the engine's Direct
/// Pointing or Direct Hidden Pair step.
fn direct(pos: &Position) -> Option<(u16, Step)> {
    let facts: [(u16, Technique, Vec<Step>); 3] = [
        (
            17,
            Technique::DirectPointing,
            locked_candidates(pos, Technique::LockedCandidatesPointing),
        ),
        (
            19,
            Technique::DirectPointing,
            locked_candidates(pos, Technique::LockedCandidatesClaiming),
        ),
        (
            20,
            Technique::DirectHiddenPair,
            hidden_subsets(pos, Technique::HiddenPair),
        ),
    ];
    for (d, technique, steps) in facts {
        for fact in steps {
            let mut after = pos.clone();
            after.apply(&fact);
            let single = full_houses(&after)
                .into_iter()
                .chain(hidden_singles(&after))
                .find(|s| {
                    fact.eliminations.iter().any(|e| {
                        s.placements[0].cell == e.cell
                            || after.variant().peers(e.cell).contains(s.placements[0].cell)
                    })
                });
            if let Some(single) = single {
                let step = Step {
                    technique,
                    placements: single.placements.clone(),
                    eliminations: vec![],
                    evidence: Evidence::Direct {
                        single: Box::new(single),
                        justifications: vec![fact],
                    },
                };
                return Some((d, step));
            }
        }
    }
    None
}

/// Rates `puzzle` (unique) as SE does. A path that runs out of steps (it never does on a
/// unique puzzle: the forcing nets finish every one of the test sets) rates SE's 20.0.
pub fn rate(puzzle: &Puzzle) -> SeRating {
    let order = order();
    let (mut er, mut ep, mut ed) = (0u16, 0u16, 0u16);
    let mut placed = false;
    let last = std::cell::Cell::new(0u16);
    let choose = |pos: &Position| -> Vec<Step> {
        match easiest(&order, pos) {
            Some((d, step)) => {
                last.set(d);
                vec![step]
            }
            None => Vec::new(),
        }
    };
    let tally = |_: &Position, step: &Step| {
        let d = last.get();
        er = er.max(d);
        if ed == 0 {
            ed = d;
        }
        if !placed {
            ep = er;
            placed = !step.placements.is_empty();
        }
    };
    let (_, end) = walk(Position::from_puzzle(puzzle), choose, tally);
    if end == super::walk::End::Stuck {
        er = 200;
    }
    SeRating { er, ep, ed }
}

/// `72` as `7.2`.
pub fn tenths(value: u16) -> String {
    format!("{}.{}", value / 10, value % 10)
}
