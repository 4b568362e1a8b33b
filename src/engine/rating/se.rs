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
//!
//! SE's direct hints (1.7–2.5) are read as SE's program reads them: a pointing or claiming
//! counts when it leaves a hidden single in another house of its base's kind, a hidden
//! pair or triple when it leaves one in its own house (each house on its own), and applying
//! one removes the fact's candidates as well as placing the single. Techniques SE's program
//! lacks (the rectangles beyond its loop types 1–4, the WXYZ-Wing, groups, ALS, big fish)
//! are left out of its path, so the path stays the one SE walks.

use crate::engine::house::House;
use crate::engine::position::Position;
use crate::engine::puzzle::Puzzle;
use crate::engine::step::{Branch, Evidence, Step, Technique};
use crate::engine::techniques::intersections::locked_candidates_remembering;
use crate::engine::techniques::singles::single;
use crate::engine::techniques::subsets::hidden_subsets_by_house_remembering;
use crate::engine::techniques::{Kind, Memo, Shared, find_shared};
use crate::engine::types::Digit;

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
        // Type 3 adds 0.1 per extra cell of its subset.
        UniqueRectangle3 | UniqueLoop3 => 46,
        NakedQuadruple => 50,
        Jellyfish => 52,
        HiddenQuadruple => 54,
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
        // Nor has SE's program (1.2.1, the oracle's build) the rectangles beyond its loop
        // types 1–4 or the WXYZ-Wing: it finds their eliminations later by other means or not
        // at all, so its path leaves them out too (which keeps the path SE's).
        UniqueRectangle5 | UniqueRectangle6 | HiddenRectangle | AvoidableRectangle1
        | AvoidableRectangle2 | WXYZWing => return None,
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
        (DirectHiddenPair, Evidence::Direct { justifications, .. }) => {
            let triple = justifications.iter().any(|j| j.technique == HiddenTriple);
            if triple { 25 } else { 20 }
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
fn easiest(order: &[Technique], pos: &Position, memo: &Memo) -> Option<(u16, Step)> {
    let mut best: Option<(u16, Step)> = None;
    // Only each technique's first step is read: its searches may drop what cannot come
    // first (the chains' and forcing steps' lists, most of SE's path's cost).
    let shared = Shared::remembering(true, memo);
    for &t in order {
        // SE's direct hints (1.7–2.0) come before its naked single (2.3).
        if t == Technique::NakedSingle
            && best.is_none()
            && let Some(direct) = direct(pos, memo)
        {
            return Some(direct);
        }
        // Its direct hidden triple (2.5) comes after the naked single (2.3).
        if t == Technique::LockedCandidatesPointing
            && best.is_none()
            && let Some(direct) = direct_triple(pos, memo)
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

/// SE's direct hints before its naked single (2.3): a hidden single that a pointing (1.7),
/// a claiming (1.9) or a hidden pair (2.0) brings about, the easiest first, as SE finds
/// them (see [`locking_single`] and [`subset_single`]). Carried as the engine's Direct
/// Pointing or Direct Hidden Pair step.
fn direct(pos: &Position, memo: &Memo) -> Option<(u16, Step)> {
    let locking = |kind: Technique| -> Option<Step> {
        locked_candidates_remembering(pos, Some(memo), kind)
            .into_iter()
            .find_map(|fact| {
                locking_single(pos, &fact)
                    .map(|single| direct_step(Technique::DirectPointing, single, fact))
            })
    };
    // Each kind is looked for only when the easier ones found nothing.
    locking(Technique::LockedCandidatesPointing)
        .map(|step| (17, step))
        .or_else(|| locking(Technique::LockedCandidatesClaiming).map(|step| (19, step)))
        .or_else(|| direct_subset(pos, memo, Technique::HiddenPair).map(|step| (20, step)))
}

/// SE's direct hidden triple (2.5), which it asks after its naked single (2.3) and before
/// the pointing (2.6). Carried as the engine's Direct Hidden Pair step with a triple as its
/// justification ([`difficulty`] says 2.5 for it).
fn direct_triple(pos: &Position, memo: &Memo) -> Option<(u16, Step)> {
    direct_subset(pos, memo, Technique::HiddenTriple).map(|step| (25, step))
}

/// The first hidden subset of `technique`'s size, in any house, that brings about a hidden
/// single in that house.
fn direct_subset(pos: &Position, memo: &Memo, technique: Technique) -> Option<Step> {
    hidden_subsets_by_house_remembering(pos, Some(memo), technique)
        .into_iter()
        .find_map(|f| {
            subset_single(pos, &f).map(|single| direct_step(Technique::DirectHiddenPair, single, f))
        })
}

/// The step that places `single`, justified by `fact`. It removes the fact's candidates
/// too, as SE's direct hints do (they apply their eliminations before their placement).
fn direct_step(technique: Technique, single: Step, fact: Step) -> Step {
    Step {
        technique,
        placements: single.placements.clone(),
        eliminations: fact.eliminations.clone(),
        evidence: Evidence::Direct {
            single: Box::new(single),
            justifications: vec![fact],
        },
    }
}

/// The hidden single a locked candidate brings about as SE's direct pointing and claiming
/// see it: the digit in another house of the base's kind (another block for a pointing,
/// another row or column for a claiming) that crosses the cover, had two places or more,
/// and keeps one once the cover's are gone.
fn locking_single(pos: &Position, fact: &Step) -> Option<Step> {
    let Evidence::Intersection {
        digit, base, cover, ..
    } = fact.evidence
    else {
        return None;
    };
    let kind = std::mem::discriminant(&base);
    pos.variant().houses().iter().find_map(|&house| {
        if house == base
            || std::mem::discriminant(&house) != kind
            || house.cells().intersection(cover.cells()).is_empty()
        {
            return None;
        }
        let places = pos.places_in(digit, house);
        let left = places.difference(cover.cells());
        (places.len() > 1 && left.len() == 1)
            .then(|| left.first())
            .flatten()
            .map(|cell| single(Technique::HiddenSingle, cell, digit, Some(house)))
    })
}

/// The hidden single a hidden subset brings about as SE's direct hidden pair and triple see
/// it: another digit of the subset's house that had two places or more and keeps one once
/// the subset's cells lose it.
fn subset_single(pos: &Position, fact: &Step) -> Option<Step> {
    let Evidence::Subset {
        house,
        cells,
        digits,
        ..
    } = &fact.evidence
    else {
        return None;
    };
    Digit::all()
        .filter(|d| !digits.contains(*d))
        .find_map(|digit| {
            let places = pos.places_in(digit, *house);
            let left = places.difference(*cells);
            (places.len() > 1 && left.len() == 1)
                .then(|| left.first())
                .flatten()
                .map(|cell| single(Technique::HiddenSingle, cell, digit, Some(*house)))
        })
}

/// Rates `puzzle` (unique) as SE does. A path that runs out of steps (it never does on a
/// unique puzzle: the forcing nets finish every one of the test sets) rates SE's 20.0.
pub fn rate(puzzle: &Puzzle) -> SeRating {
    rate_remembering(puzzle, &Memo::default())
}

/// [`rate`], skipping the searches `memo` knows found nothing (and noting those that find
/// nothing now), for the walks of the other scales over the same puzzle.
pub fn rate_remembering(puzzle: &Puzzle, memo: &Memo) -> SeRating {
    let order = order();
    let (mut er, mut ep, mut ed) = (0u16, 0u16, 0u16);
    let mut placed = false;
    let last = std::cell::Cell::new(0u16);
    let choose = |pos: &Position| -> Vec<Step> {
        match easiest(&order, pos, memo) {
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
