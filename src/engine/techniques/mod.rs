//! The finders: one file per technique family, each a pure function from a [`Position`] to
//! every [`Step`] of its techniques that changes something. [`next_step`] asks them easiest
//! first, as a human solver would: after every step, start again from the simplest technique.

mod coloring;
mod fish;
mod intersections;
mod single_digit;
mod singles;
mod subsets;
mod unique_loops;
mod uniqueness;
mod wings;

use super::position::Position;
use super::step::{Step, Technique};

/// Calls `each` with every `k`-element combination of `items`.
pub(crate) fn combinations<T: Copy>(items: &[T], k: usize, each: &mut impl FnMut(&[T])) {
    fn go<T: Copy>(
        items: &[T],
        k: usize,
        start: usize,
        chosen: &mut Vec<T>,
        each: &mut impl FnMut(&[T]),
    ) {
        if chosen.len() == k {
            each(chosen);
            return;
        }
        for i in start..items.len() {
            if items.len() - i < k - chosen.len() {
                break;
            }
            chosen.push(items[i]);
            go(items, k, i + 1, chosen, each);
            chosen.pop();
        }
    }
    go(items, k, 0, &mut Vec::with_capacity(k), each);
}

/// Every step of `technique` available in `pos` (each one changes something).
pub fn find_all(pos: &Position, technique: Technique) -> Vec<Step> {
    match technique {
        Technique::FullHouse => singles::full_houses(pos),
        Technique::HiddenSingle => singles::hidden_singles(pos),
        Technique::NakedSingle => singles::naked_singles(pos),
        // Pen-only steps look at the digits alone (see `engine::pen`).
        Technique::DirectPointing | Technique::DirectHiddenPair => {
            crate::engine::pen::next_pen_step(pos.variant(), pos.digits())
                .filter(|s| s.technique == technique)
                .into_iter()
                .collect()
        }
        Technique::LockedCandidatesPointing | Technique::LockedCandidatesClaiming => {
            intersections::locked_candidates(pos, technique)
        }
        Technique::DiagonalPincer | Technique::ColorPincer => {
            intersections::pincers(pos, technique)
        }
        Technique::LockedPair
        | Technique::LockedTriple
        | Technique::NakedPair
        | Technique::NakedTriple
        | Technique::NakedQuadruple => subsets::naked_subsets(pos, technique),
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuadruple => {
            subsets::hidden_subsets(pos, technique)
        }
        Technique::XWing
        | Technique::Swordfish
        | Technique::Jellyfish
        | Technique::FinnedXWing
        | Technique::SashimiXWing
        | Technique::FinnedSwordfish
        | Technique::SashimiSwordfish
        | Technique::FinnedJellyfish
        | Technique::SashimiJellyfish => fish::fish(pos, technique),
        Technique::Skyscraper | Technique::TwoStringKite | Technique::TurbotFish => {
            single_digit::two_link_patterns(pos, technique)
        }
        Technique::EmptyRectangle => single_digit::empty_rectangles(pos),
        Technique::WWing => wings::w_wings(pos),
        Technique::XYWing | Technique::XYZWing => wings::xy_wings(pos, technique),
        Technique::WXYZWing => wings::wxyz_wings(pos),
        Technique::ThreeDMedusa => coloring::medusa(pos),
        Technique::RemotePair => wings::remote_pairs(pos),
        Technique::UniqueRectangle1
        | Technique::UniqueRectangle2
        | Technique::UniqueRectangle3
        | Technique::UniqueRectangle4
        | Technique::UniqueRectangle5
        | Technique::UniqueRectangle6 => uniqueness::unique_rectangles(pos, technique),
        Technique::BugPlusOne => uniqueness::bug_plus_one(pos),
        Technique::HiddenRectangle => uniqueness::hidden_rectangles(pos),
        Technique::AvoidableRectangle1 | Technique::AvoidableRectangle2 => {
            uniqueness::avoidable_rectangles(pos, technique)
        }
        Technique::UniqueLoop1
        | Technique::UniqueLoop2
        | Technique::UniqueLoop3
        | Technique::UniqueLoop4 => unique_loops::unique_loops(pos, technique),
        Technique::SimpleColorsTrap | Technique::SimpleColorsWrap => {
            coloring::simple_colors(pos, technique)
        }
        Technique::MultiColors1 | Technique::MultiColors2 => coloring::multi_colors(pos, technique),
        // The fallback sits above the finders (see `engine::trial`).
        Technique::TrialAndError => crate::engine::trial::bowmans_bingo(pos)
            .map(|t| t.step())
            .into_iter()
            .collect(),
    }
}

/// The first step of `technique` in `pos`, if any.
pub fn find_first(pos: &Position, technique: Technique) -> Option<Step> {
    find_all(pos, technique).into_iter().next()
}

/// The easiest step available in `pos` among the techniques `allowed` admits.
pub fn next_step(pos: &Position, allowed: impl Fn(Technique) -> bool) -> Option<Step> {
    Technique::ALL
        .into_iter()
        .filter(|t| allowed(*t))
        .find_map(|t| find_first(pos, t))
}

/// Every step available in `pos` by any allowed technique, easiest first (the "show all
/// steps" view).
pub fn all_steps(pos: &Position, allowed: impl Fn(Technique) -> bool) -> Vec<Step> {
    Technique::ALL
        .into_iter()
        .filter(|t| allowed(*t))
        .flat_map(|t| find_all(pos, t))
        .collect()
}
