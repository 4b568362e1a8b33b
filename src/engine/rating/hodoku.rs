//! HoDoKu's score and level (TECHNIQUES.md §2a): its solver tries its default steps in
//! ascending step index and takes the first that applies; the score is the sum of the step
//! scores (each technique's `hodoku_score`, in its definition); the level is the hardest
//! step's level, raised while the score exceeds that level's maximum (Easy ≤ 800, Medium ≤
//! 1000, Hard ≤ 1600, Unfair ≤ 1800). When none of its steps applies HoDoKu falls back on
//! "Brute Force" (10000 points, Extreme): it places the solution's digit in a cell.
//!
//! The engine's techniques that HoDoKu lacks or has off by default are not used on this
//! path ([`step_index`] says `None`), so the path is HoDoKu's own.

use crate::engine::grid::Grid;
use crate::engine::level::Level;
use crate::engine::position::Position;
use crate::engine::puzzle::Puzzle;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::techniques::{Memo, Shared, ladder};
use crate::engine::types::{Cell, Digit};

use super::hodoku_als::AlsSets;
use super::hodoku_singles::Singles;
use super::hodoku_steps::take;
use super::walk::{End, walk};

/// HoDoKu's two numbers for a puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HodokuRating {
    /// The sum of the step scores on the path.
    pub score: u32,
    /// The level (HoDoKu's "Unfair" is [`Level::Expert`]).
    pub level: Level,
}

/// HoDoKu's path through a puzzle: its rating and the techniques used.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HodokuPath {
    /// Score and level.
    pub rating: HodokuRating,
    /// The level (the same as `rating.level`, for the product label).
    pub level: Level,
    /// Each technique used, with how often, in the engine's order.
    pub techniques: Vec<(Technique, u32)>,
    /// How many Brute Force steps the path needed (each scores [`BRUTE_FORCE_SCORE`]).
    pub brute_force: u32,
}

/// HoDoKu's score of a Brute Force step (placing the solution's digit).
pub const BRUTE_FORCE_SCORE: u32 = 10_000;

/// HoDoKu's step index for a technique its default solver uses (`Options.java`,
/// `DEFAULT_SOLVER_STEPS`), `None` for the engine's own techniques and for HoDoKu's steps
/// that are off by default (Death Blossom, Franken Jellyfish, Mutant fish, Kraken fish,
/// templates). Several of ours share one HoDoKu step (its Nice Loop / AIC covers three).
pub const fn step_index(t: Technique) -> Option<u32> {
    use Technique::*;
    Some(match t {
        FullHouse => 100,
        NakedSingle => 200,
        HiddenSingle => 300,
        LockedPair => 1000,
        LockedTriple => 1100,
        LockedCandidatesPointing => 1200,
        LockedCandidatesClaiming => 1210,
        NakedPair => 1300,
        NakedTriple => 1400,
        HiddenPair => 1500,
        HiddenTriple => 1600,
        NakedQuadruple => 2000,
        HiddenQuadruple => 2100,
        XWing => 2200,
        Swordfish => 2300,
        Jellyfish => 2400,
        RemotePair => 2800,
        BugPlusOne => 2900,
        Skyscraper => 3000,
        TwoStringKite => 3100,
        TurbotFish => 3120,
        EmptyRectangle => 3170,
        WWing => 3200,
        XYWing => 3300,
        XYZWing => 3400,
        UniqueRectangle1 => 3500,
        UniqueRectangle2 => 3600,
        UniqueRectangle3 => 3700,
        UniqueRectangle4 => 3800,
        UniqueRectangle5 => 3900,
        UniqueRectangle6 => 4000,
        HiddenRectangle => 4010,
        AvoidableRectangle1 => 4020,
        AvoidableRectangle2 => 4030,
        FinnedXWing => 4100,
        SashimiXWing => 4200,
        FinnedSwordfish => 4300,
        SashimiSwordfish => 4400,
        FinnedJellyfish => 4500,
        SashimiJellyfish => 4600,
        SueDeCoq => 5300,
        SimpleColorsTrap | SimpleColorsWrap => 5330,
        MultiColors1 | MultiColors2 => 5360,
        XChain => 5400,
        XYChain => 5500,
        ContinuousNiceLoop | DiscontinuousNiceLoop | Aic => 5600,
        GroupedContinuousNiceLoop | GroupedDiscontinuousNiceLoop | GroupedAic => 5650,
        AlsXz => 5700,
        AlsXyWing => 5800,
        AlsXyChain => 5900,
        FrankenXWing => 6100,
        FrankenSwordfish => 6200,
        FinnedFrankenXWing => 6700,
        FinnedFrankenSwordfish => 6800,
        ForcingChainContradiction | ForcingChainVerity => 8500,
        ForcingNetContradiction | ForcingNetVerity => 8600,
        // The engine's own (pen-only, pincers, WXYZ-Wing, unique loops, 3D Medusa, aligned
        // exclusions, the nested net, trial and error), Siamese fish (a presentation) and
        // HoDoKu's steps that are off by default.
        DirectPointing
        | DirectHiddenPair
        | DiagonalPincer
        | ColorPincer
        | WXYZWing
        | UniqueLoop1
        | UniqueLoop2
        | UniqueLoop3
        | UniqueLoop4
        | ThreeDMedusa
        | AlignedPairExclusion
        | AlignedTripleExclusion
        | DeathBlossom
        | FrankenJellyfish
        | FinnedFrankenJellyfish
        | SiameseFinnedFrankenSwordfish
        | SiameseFinnedFrankenJellyfish
        | MutantXWing
        | MutantSwordfish
        | MutantJellyfish
        | FinnedMutantXWing
        | FinnedMutantSwordfish
        | FinnedMutantJellyfish
        | SiameseFinnedMutantJellyfish
        | KrakenFish1
        | KrakenFish2
        | NestedForcingNet
        | TemplateSet
        | TemplateDelete
        | TrialAndError => return None,
    })
}

/// HoDoKu's order: the ladder's techniques its default solver uses, by step index (ties
/// keep the engine's order).
pub fn order() -> Vec<Technique> {
    let mut order: Vec<Technique> = ladder().filter(|t| step_index(*t).is_some()).collect();
    order.sort_by_key(|t| step_index(*t));
    order
}

/// HoDoKu's steps in order, each as the group of the engine's techniques it covers (those
/// of [`order`] that share a step index).
pub fn groups() -> Vec<Vec<Technique>> {
    let mut groups: Vec<Vec<Technique>> = Vec::new();
    for t in order() {
        match groups.last_mut() {
            Some(g) if step_index(g[0]) == step_index(t) => g.push(t),
            _ => groups.push(vec![t]),
        }
    }
    groups
}

/// Rates `puzzle` (unique, with `solution`) as HoDoKu does.
pub fn rate(puzzle: &Puzzle, solution: &Grid) -> HodokuPath {
    rate_remembering(puzzle, solution, &Memo::default())
}

/// [`rate`], skipping the searches `memo` knows found nothing (and noting those that find
/// nothing now), for the walks of the other scales over the same puzzle.
pub fn rate_remembering(puzzle: &Puzzle, solution: &Grid, memo: &Memo) -> HodokuPath {
    let mut score = 0u32;
    let mut level = Level::Easy;
    let mut counts: Vec<(Technique, u32)> = Vec::new();
    let mut brute_force = 0;
    follow(puzzle, solution, memo, |step| {
        let t = step.technique;
        if t == Technique::TrialAndError {
            brute_force += 1;
            score = score.saturating_add(BRUTE_FORCE_SCORE);
            level = Level::Extreme;
        } else {
            score = score.saturating_add(t.hodoku_score());
            level = level.max(t.level());
        }
        match counts.iter_mut().find(|(u, _)| *u == t) {
            Some((_, n)) => *n += 1,
            None => counts.push((t, 1)),
        }
    });
    while level.max_score().is_some_and(|max| score > max) {
        level = level.harder();
    }
    counts.sort_by_key(|(t, _)| *t);
    HodokuPath {
        rating: HodokuRating { score, level },
        level,
        techniques: counts,
        brute_force,
    }
}

/// HoDoKu's path through `puzzle` (unique, with `solution`), step by step (a Brute Force
/// step is a [`Technique::TrialAndError`] placement): what [`rate`] scores, for comparing
/// it with HoDoKu's own path (its `/vp` output).
pub fn path(puzzle: &Puzzle, solution: &Grid) -> Vec<Step> {
    let mut steps = Vec::new();
    follow(puzzle, solution, &Memo::default(), |step| {
        steps.push(step.clone())
    });
    steps
}

/// Walks HoDoKu's path through `puzzle`, showing `see` each step before it is applied.
fn follow(puzzle: &Puzzle, solution: &Grid, memo: &Memo, mut see: impl FnMut(&Step)) {
    let groups = groups();
    let mut singles = Singles::new(puzzle);
    let choose = |pos: &Position| -> Vec<Step> {
        let step = next_step(pos, &groups, &mut singles, memo).or_else(|| {
            // Brute Force: the solution's digit in the first empty cell.
            let cell = pos.empty_cells().first()?;
            Some(brute_force_step(cell, solution.get(cell)?))
        });
        if let (Some(s), Some(step)) = (singles.as_mut(), &step) {
            s.apply(step);
        }
        step.into_iter().collect()
    };
    let (_, end) = walk(Position::from_puzzle(puzzle), choose, |_, step| see(step));
    debug_assert_eq!(
        end,
        End::Solved,
        "brute force always finishes a unique puzzle"
    );
}

/// The step HoDoKu takes next in `pos` with the steps of `groups`: the singles from its
/// queues when `singles` follows the walk (a standard puzzle), the finders' otherwise
/// (skipping those `memo` knows find nothing here).
fn next_step(
    pos: &Position,
    groups: &[Vec<Technique>],
    singles: &mut Option<Singles>,
    memo: &Memo,
) -> Option<Step> {
    let shared = Shared::remembering(false, memo);
    let als = AlsSets::default();
    match singles {
        Some(s) => s.next(pos).or_else(|| {
            groups
                .iter()
                .filter(|g| !is_single(g))
                .find_map(|g| take(pos, &shared, &als, g))
        }),
        None => groups.iter().find_map(|g| take(pos, &shared, &als, g)),
    }
}

/// Whether a HoDoKu step is one of the singles.
fn is_single(group: &[Technique]) -> bool {
    group.iter().all(|t| {
        matches!(
            t,
            Technique::FullHouse | Technique::NakedSingle | Technique::HiddenSingle
        )
    })
}

/// A Brute Force step, carried as a trial step that places the solution's digit.
fn brute_force_step(cell: Cell, digit: Digit) -> Step {
    let c = Candidate::new(cell, digit);
    Step {
        technique: Technique::TrialAndError,
        placements: vec![c],
        eliminations: vec![],
        evidence: Evidence::Single {
            cell,
            digit,
            house: None,
        },
    }
}

/// HoDoKu's level of `puzzle` (unique, with `solution`) with as little search as the
/// answer needs, for the generator, which asks "is it `max` or easier, and which?" of many
/// puzzles: `None` as soon as the path passes `max` (its next step is harder, or the
/// score is above `max`'s maximum), without searching the techniques harder than `max`
/// that come after every technique `max` admits; when `max` is Extreme, `Extreme` as soon
/// as the path is. Otherwise the level [`rate`] gives (the same path, step by step).
pub fn level_within(puzzle: &Puzzle, solution: &Grid, max: Level) -> Option<Level> {
    let groups = groups();
    // Past this place in the order every technique is harder than `max`.
    let admitted = groups
        .iter()
        .rposition(|g| g.iter().any(|t| t.level() <= max))
        .map_or(0, |i| i + 1);
    let mut pos = Position::from_puzzle(puzzle);
    let mut singles = Singles::new(puzzle);
    let mut score = 0u32;
    let mut level = Level::Easy;
    let memo = Memo::default();
    while !pos.is_solved() {
        let Some(step) = next_step(&pos, &groups[..admitted], &mut singles, &memo) else {
            // Only a harder technique or Brute Force (Extreme) can go on.
            return (max == Level::Extreme).then_some(Level::Extreme);
        };
        let t = step.technique;
        score = score.saturating_add(t.hodoku_score());
        level = level.max(t.level());
        while level.max_score().is_some_and(|m| score > m) {
            level = level.harder();
        }
        if level > max {
            return None;
        }
        if level == Level::Extreme {
            return Some(Level::Extreme);
        }
        if let Some(s) = singles.as_mut() {
            s.apply(&step);
        }
        let before = pos.clone();
        pos.apply(&step);
        if pos == before {
            return Some(rate(puzzle, solution).level).filter(|l| *l <= max);
        }
    }
    Some(level)
}
