//! The seed's points (SEED-TECHNIQUES.md §3; seed 003): a person first solves with a pen
//! alone (the direct methods A–D), writes every candidate when stuck (40 % of the number
//! written), then thins the candidates and places what is left (E/F). Every step earns
//! points by its technique and by how many cells are still empty; the aggregates are the
//! sum, the 2-norm (√ of the sum of squares) and the maximum.
//!
//! Points are kept in half points (`u32`), since the halving for many options makes halves
//! ("46.5"). The seed's values, per step:
//!
//! | step | points |
//! |---|---|
//! | last cell of a house | 0 |
//! | A: hidden single in a row, column or diagonal (A1/A2/A5/A6) | 1 with 1–3 empty cells in the house, else 2 |
//! | A3: hidden single in a block (or a colour group) | 1 |
//! | B0: naked single | 3 / 4 / 5 for 1–4 / 5–8 / 9+ empty peers |
//! | C: a single after direct pointing | the single's points (empty cells less the facts) + 2 per fact |
//! | D: a single after a direct hidden pair | 2–3 (line), 2 (block), 3–6 (cell) + 2 per fact |
//! | writing the candidates | 40 % of their number |
//! | E: hidden single after thinning | 0 with 1–3 empty cells in the house, else 1 |
//! | F0: naked single after thinning | 0 with up to 6 empty cells in its fullest house, else 1 |
//! | pointing / claiming | 3 / 4 |
//! | naked N-tuple / hidden M-tuple | the smaller of 3N − 4 and 3M + 2 (its complement in the house) |
//! | X-Wing, Swordfish, Jellyfish | 3N: 6, 9, 12 |
//! | single-digit chain of N cells (Skyscraper, Kite, Turbot: 4) / golden chain (XY-chain) | N + 3 |
//! | XYZ-Wing / WXYZ-Wing | 7 / 10 |
//! | unique rectangle 1, 2, 5 / 3 / 4 / 6 and hidden | 4 / 5 + 3 per extra subset cell / 7 / 8 |
//! | unique loop | the rectangle's type + 3 per two cells beyond four |
//!
//! Extra points: with only 1, 2 or 3 pen-only singles available, a pen-only single earns
//! 5 / 3 / 1 more (the seed's "all direct options" rule); with more than 15 available, its
//! points are halved.
//!
//! The seed gives no points for the techniques it lacks (finned fish, colouring, ALS, Sue
//! de Coq, forcing chains, templates, trial): they are placed among its numbers in
//! [`thinning_points`], each with its reason, and marked "not in the seed".
//!
//! Modes (§3): **asynchronous** (one step at a time, the easiest first, restart: the only
//! mode the seed labels), **half-synchronous** (every step of the easiest kind with the
//! fewest points at once: the score does not depend on the scan order, so a rotated or
//! relabelled puzzle gets the same), **synchronous** (every step of the easiest kind at
//! once, whatever its points).

use crate::engine::bits::CellSet;
use crate::engine::closed::closed_enum;
use crate::engine::house::House;
use crate::engine::pen::next_pen_step;
use crate::engine::position::Position;
use crate::engine::puzzle::Puzzle;
use crate::engine::step::{Evidence, Step, Technique};
use crate::engine::techniques::singles::{each_hidden_single, full_houses, single};
use crate::engine::techniques::{Memo, Shared, find_shared, ladder, next_step_shared};
use crate::engine::types::{Cell, Digit};

use super::walk::walk;

closed_enum! {
    /// How the seed's path takes its steps.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
    pub enum SeedMode {
        /// One step at a time, the easiest first (the seed's non-synchronous and
        /// pseudo-synchronous modes); the seed labels only this mode.
        Asynchronous,
        /// Every step of the easiest kind with the fewest points, all at once.
        HalfSynchronous,
        /// Every step of the easiest kind, all at once.
        Synchronous,
    }
}

impl SeedMode {}

closed_enum! {
    /// The seed's textual label. The seed gives no thresholds; these are read off the scores
    /// it prints beside its labels for 17-clue puzzles (L271–273): very easy 21–32.5, easy
    /// 41.5–57, somewhat difficult 72–110, quite difficult 111.5, really difficult from 240.
    #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
    pub enum SeedLabel {
        /// *Sehr einfach*: below 35 points.
        VeryEasy,
        /// *Einfach*: below 65.
        Easy,
        /// *Schon etwas schwierig*: below 111.
        SomewhatDifficult,
        /// *Recht schwierig*: below 240.
        QuiteDifficult,
        /// *Wirklich schwierig*: 240 and more.
        ReallyDifficult,
    }
}

impl SeedLabel {
    /// The label of a sum of `halves` half points.
    pub const fn of(halves: u32) -> SeedLabel {
        match halves {
            0..70 => SeedLabel::VeryEasy,
            70..130 => SeedLabel::Easy,
            130..222 => SeedLabel::SomewhatDifficult,
            222..480 => SeedLabel::QuiteDifficult,
            _ => SeedLabel::ReallyDifficult,
        }
    }

    /// The label in English.
    pub const fn english(self) -> &'static str {
        match self {
            SeedLabel::VeryEasy => "very easy",
            SeedLabel::Easy => "easy",
            SeedLabel::SomewhatDifficult => "somewhat difficult",
            SeedLabel::QuiteDifficult => "quite difficult",
            SeedLabel::ReallyDifficult => "really difficult",
        }
    }

    /// The label as the seed says it.
    pub const fn german(self) -> &'static str {
        match self {
            SeedLabel::VeryEasy => "Sehr einfach",
            SeedLabel::Easy => "Einfach",
            SeedLabel::SomewhatDifficult => "Schon etwas schwierig",
            SeedLabel::QuiteDifficult => "Recht schwierig",
            SeedLabel::ReallyDifficult => "Wirklich schwierig",
        }
    }
}

/// The seed's aggregates for one path.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SeedPoints {
    /// The mode of the path.
    pub mode: SeedMode,
    /// The sum, in half points.
    pub sum_halves: u32,
    /// The sum of the squares of the step points, in quarter points.
    pub squares_quarters: u64,
    /// The largest step, in half points.
    pub max_halves: u32,
    /// How many steps were scored (writing the candidates counts as one).
    pub steps: u32,
    /// The seed's label (asynchronous mode only).
    pub label: Option<SeedLabel>,
}

impl SeedPoints {
    /// The sum of the step points.
    pub fn sum(&self) -> f64 {
        f64::from(self.sum_halves) / 2.0
    }

    /// The 2-norm: √ of the sum of the squared step points.
    pub fn norm2(&self) -> f64 {
        (self.squares_quarters as f64).sqrt() / 2.0
    }

    /// The largest step.
    pub fn max(&self) -> f64 {
        f64::from(self.max_halves) / 2.0
    }

    pub(super) fn add(&mut self, halves: u32) {
        self.sum_halves = self.sum_halves.saturating_add(halves);
        self.squares_quarters = self
            .squares_quarters
            .saturating_add(u64::from(halves) * u64::from(halves));
        self.max_halves = self.max_halves.max(halves);
        self.steps += 1;
    }
}

/// Rates `puzzle` (unique) by the seed's points in `mode`.
pub fn rate(puzzle: &Puzzle, mode: SeedMode) -> SeedPoints {
    rate_remembering(puzzle, mode, &Memo::default())
}

/// [`rate`], skipping the searches `memo` knows found nothing (and noting those that find
/// nothing now), for the walks of the other scales over the same puzzle.
pub fn rate_remembering(puzzle: &Puzzle, mode: SeedMode, memo: &Memo) -> SeedPoints {
    let variant = puzzle.variant;
    let mut points = SeedPoints {
        mode,
        sum_halves: 0,
        squares_quarters: 0,
        max_halves: 0,
        steps: 0,
        label: None,
    };
    // Phase 1: pen only, on the digits.
    let mut digits = puzzle.givens;
    loop {
        if digits.is_full() {
            break;
        }
        let pos = Position::with_all_candidates(variant, digits);
        let (steps, options) = pen_round(&pos, mode);
        if steps.is_empty() {
            break;
        }
        for step in &steps {
            points.add(pen_points(&pos, step, options));
        }
        for step in &steps {
            for c in &step.placements {
                digits.set(c.cell, Some(c.digit));
            }
        }
    }
    if !digits.is_full() {
        // Phase 2: the candidates written, then thinned.
        let pos = Position::with_all_candidates(variant, digits);
        let written: u32 = pos.empty_cells().iter().map(|c| pos.cands(c).len()).sum();
        points.add((8 * written + 5) / 10);
        let choose = |pos: &Position| candidate_round(pos, mode, memo);
        let score = |pos: &Position, step: &Step| points.add(candidate_points(pos, step));
        walk(pos, choose, score);
    }
    if mode == SeedMode::Asynchronous {
        points.label = Some(SeedLabel::of(points.sum_halves));
    }
    points
}

/// [`SeedPoints::add`] for the tests.
#[cfg(test)]
pub(super) fn add_for_test(points: &mut SeedPoints, halves: u32) {
    points.add(halves);
}

// ---- Choosing steps ----

/// A single found but not yet made a step: each round takes one (or the cheapest few) of
/// many, and building every one's step (an allocation apiece) was most of the seed's
/// single search.
#[derive(Clone, Copy)]
struct Single {
    technique: Technique,
    cell: Cell,
    digit: Digit,
    /// The house that forces it (none for a naked single).
    house: Option<House>,
}

impl Single {
    /// The single a step with a single's evidence places, under the step's technique.
    fn of(step: &Step) -> Option<Single> {
        match &step.evidence {
            Evidence::Single { cell, digit, house } => Some(Single {
                technique: step.technique,
                cell: *cell,
                digit: *digit,
                house: *house,
            }),
            _ => None,
        }
    }

    /// The single's step, as its finder makes it.
    fn step(self) -> Step {
        single(self.technique, self.cell, self.digit, self.house)
    }
}

/// The singles of `pos`, one per cell: the first found for a cell, a full house before a
/// hidden single before a naked single, each kind in its finder's order (the pen-only
/// singles of a position built from digits, and the singles E/F after thinning).
fn singles_of(pos: &Position) -> Vec<Single> {
    let mut seen = CellSet::EMPTY;
    let mut out = Vec::new();
    let mut add = |technique, cell, digit, house| {
        if !seen.contains(cell) {
            seen.insert(cell);
            out.push(Single {
                technique,
                cell,
                digit,
                house,
            });
        }
    };
    for step in full_houses(pos) {
        if let Evidence::Single { cell, digit, house } = step.evidence {
            add(Technique::FullHouse, cell, digit, house);
        }
    }
    each_hidden_single(pos, |cell, digit, house| {
        add(Technique::HiddenSingle, cell, digit, Some(house));
    });
    for cell in pos.empty_cells().iter() {
        if let Some(digit) = pos.cands(cell).single_digit() {
            add(Technique::NakedSingle, cell, digit, None);
        }
    }
    out
}

/// The next pen-only steps in `pos` (the digits with every candidate they allow), with
/// the number of pen singles available (one per cell): asynchronous the cheapest single
/// (the first in scan order among equals), else the pen module's step with facts;
/// half-synchronous every single with the fewest points; synchronous every single.
fn pen_round(pos: &Position, mode: SeedMode) -> (Vec<Step>, usize) {
    let singles = singles_of(pos);
    if singles.is_empty() {
        return (
            next_pen_step(pos.variant(), pos.digits())
                .into_iter()
                .collect(),
            0,
        );
    }
    let options = singles.len();
    let cost = |s: &Single| with_options(single_points(pos, s), options);
    let picked = pick(singles, cost, mode);
    (picked.into_iter().map(Single::step).collect(), options)
}

/// The next candidate steps: the singles (E/F) if any, else the first ladder technique
/// with a step, chosen by `mode`.
fn candidate_round(pos: &Position, mode: SeedMode, memo: &Memo) -> Vec<Step> {
    let singles = singles_of(pos);
    if !singles.is_empty() {
        let cost = |s: &Single| single_candidate_points(pos, s);
        return pick(singles, cost, mode)
            .into_iter()
            .map(Single::step)
            .collect();
    }
    if mode == SeedMode::Asynchronous {
        // The singles found nothing: the ladder from the rung after them.
        let shared = Shared::remembering(true, memo);
        return next_step_shared(pos, &shared, |t| !is_single(t))
            .into_iter()
            .collect();
    }
    let shared = Shared::remembering(false, memo);
    for t in ladder().filter(|t| !is_single(*t)) {
        let steps = find_shared(pos, &shared, t);
        if !steps.is_empty() {
            return pick(steps, |s| candidate_points(pos, s), mode);
        }
    }
    Vec::new()
}

/// Whether `t` is one of the singles [`candidate_round`] looks for first.
fn is_single(t: Technique) -> bool {
    matches!(
        t,
        Technique::FullHouse | Technique::HiddenSingle | Technique::NakedSingle
    )
}

/// The steps (or singles) a mode takes from those found: asynchronous the first of the
/// cheapest, half-synchronous all of the cheapest, synchronous all.
fn pick<T>(steps: Vec<T>, cost: impl Fn(&T) -> u32, mode: SeedMode) -> Vec<T> {
    if mode == SeedMode::Synchronous {
        return steps;
    }
    // Each step's cost once.
    let costs: Vec<u32> = steps.iter().map(&cost).collect();
    let Some(&min) = costs.iter().min() else {
        return steps;
    };
    let cheapest = steps.into_iter().zip(costs).filter(|(_, c)| *c == min);
    match mode {
        SeedMode::Asynchronous => cheapest.map(|(s, _)| s).take(1).collect(),
        _ => cheapest.map(|(s, _)| s).collect(),
    }
}

// ---- Points ----

/// Empty cells of `house` (its nine cells looked at, not the grid's 81).
fn empty_in(pos: &Position, house: House) -> u32 {
    house
        .cell_list()
        .filter(|c| pos.digit(*c).is_none())
        .count() as u32
}

/// Empty peers of `cell`.
fn empty_peers(pos: &Position, cell: Cell) -> u32 {
    pos.variant()
        .peers(cell)
        .iter()
        .filter(|c| pos.digit(*c).is_none())
        .count() as u32
}

/// The most empty cells in one of `cell`'s houses.
fn fullest_house(pos: &Position, cell: Cell) -> u32 {
    pos.variant()
        .houses_of(cell)
        .map(|h| empty_in(pos, h))
        .max()
        .unwrap_or(0)
}

/// A pen-only step's points, in half points, with `options` pen singles available.
fn pen_points(pos: &Position, step: &Step, options: usize) -> u32 {
    if let Some(single) = Single::of(step) {
        return with_options(single_points(pos, &single), options);
    }
    let points = match (&step.technique, &step.evidence) {
        (
            Technique::DirectPointing | Technique::DirectHiddenPair,
            Evidence::Direct {
                single,
                justifications,
            },
        ) => {
            let facts = justifications.len() as u32;
            let pair = step.technique == Technique::DirectHiddenPair;
            // D: each 2-tuple takes two cells; C: each fact one.
            let taken = if pair { 2 * facts } else { facts };
            let inner = match &single.evidence {
                Evidence::Single {
                    house: Some(House::Block(_) | House::ColorGroup(_)),
                    ..
                } => {
                    if pair {
                        2
                    } else {
                        1
                    }
                }
                Evidence::Single { house: Some(h), .. } => {
                    let missing = empty_in(pos, *h).saturating_sub(taken);
                    match (pair, missing) {
                        (false, 0..=3) => 1,
                        (false, _) => 2,
                        (true, 0..=3) => 2,
                        (true, _) => 3,
                    }
                }
                Evidence::Single {
                    cell, house: None, ..
                } => {
                    let missing = empty_peers(pos, *cell).saturating_sub(taken);
                    if pair {
                        (3 + missing.saturating_sub(1) / 5).min(6)
                    } else {
                        (3 + missing.saturating_sub(1) / 4).min(7)
                    }
                }
                _ => 2,
            };
            return 2 * (inner + 2 * facts);
        }
        (Technique::FullHouse, _) => 0,
        _ => 2,
    };
    with_options(points, options)
}

/// A pen-only single's whole points, before the bonus for few options.
fn single_points(pos: &Position, single: &Single) -> u32 {
    match (single.technique, single.house) {
        (Technique::FullHouse, _) => 0,
        (_, Some(House::Block(_) | House::ColorGroup(_))) => 1,
        (_, Some(h)) => 1 + u32::from(empty_in(pos, h) > 3),
        (_, None) => (3 + empty_peers(pos, single.cell).saturating_sub(1) / 4).min(5),
    }
}

/// Whole pen points in half points, with the bonus for few options (`options` pen singles
/// available) and the halving for many.
fn with_options(points: u32, options: usize) -> u32 {
    let bonus = match options {
        1 => 5,
        2 => 3,
        3 => 1,
        _ => 0,
    };
    let halves = 2 * (points + bonus);
    if options > 15 { halves / 2 } else { halves }
}

/// A single's points after the candidates are written, in half points.
fn single_candidate_points(pos: &Position, single: &Single) -> u32 {
    let points = match (single.technique, single.house) {
        (Technique::HiddenSingle, Some(h)) => u32::from(empty_in(pos, h) > 3),
        (Technique::NakedSingle, _) => u32::from(fullest_house(pos, single.cell) > 6),
        // A full house, and a hidden single without its house (never made): as thinning.
        _ => 0,
    };
    2 * points
}

/// A step's points after the candidates are written, in half points.
fn candidate_points(pos: &Position, step: &Step) -> u32 {
    match Single::of(step) {
        Some(single) if is_single(step.technique) => single_candidate_points(pos, &single),
        // Thinning gives the singles without a single's evidence 0, as a full house here.
        _ => 2 * thinning_points(pos, step),
    }
}

/// The seed's points for a thinning step (whole points).
pub fn thinning_points(pos: &Position, step: &Step) -> u32 {
    use Technique::*;
    let chain_cells = |n: usize| n as u32 + 3;
    match (step.technique, &step.evidence) {
        (LockedCandidatesPointing, _) => 3,
        (LockedCandidatesClaiming, _) => 4,
        // The seed's diagonal pincer type 1: 5.
        (DiagonalPincer | ColorPincer, _) => 5,
        (
            LockedPair | LockedTriple | NakedPair | NakedTriple | NakedQuadruple | HiddenPair
            | HiddenTriple | HiddenQuadruple,
            Evidence::Subset { house, cells, .. },
        ) => {
            let n = cells.len();
            let free = empty_in(pos, *house);
            let hidden = matches!(step.technique, HiddenPair | HiddenTriple | HiddenQuadruple);
            let (naked, hide) = if hidden {
                (free.saturating_sub(n), n)
            } else {
                (n, free.saturating_sub(n))
            };
            let naked_points = (3 * naked).saturating_sub(4);
            let hidden_points = 3 * hide + 2;
            naked_points.min(hidden_points).max(2)
        }
        // A subset step always carries its subset; the naked sizes' points otherwise.
        (LockedPair | NakedPair | HiddenPair, _) => 2,
        (LockedTriple | NakedTriple | HiddenTriple, _) => 5,
        (NakedQuadruple | HiddenQuadruple, _) => 8,
        (XWing, _) => 6,
        (Swordfish, _) => 9,
        (Jellyfish, _) => 12,
        // Not in the seed: a fin costs what a longer single-digit chain does (+2, +3 sashimi).
        (FinnedXWing, _) => 8,
        (SashimiXWing, _) => 9,
        (FinnedSwordfish, _) => 11,
        (SashimiSwordfish, _) => 12,
        (FinnedJellyfish, _) => 14,
        (SashimiJellyfish, _) => 15,
        // Single-digit chains of four cells.
        (Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle, _) => 7,
        // An X-chain of N cells has N − 1 links; an XY-chain two candidates per cell.
        (XChain, Evidence::Chain { links }) => chain_cells(links.len() + 1),
        (XYChain | RemotePair, Evidence::Chain { links }) => chain_cells(links.len().div_ceil(2)),
        (XChain | XYChain | RemotePair, _) => 9,
        // A golden chain of three cells is 6; the seed's XYZ-Wing 7, WXYZ-Wing 10.
        (XYWing, _) => 6,
        (XYZWing, _) => 7,
        (WXYZWing, _) => 10,
        // Not in the seed: a W-Wing is a golden chain of four nodes.
        (WWing, _) => 7,
        (UniqueRectangle1 | UniqueRectangle2 | UniqueRectangle5, _) => 4,
        (UniqueRectangle3, Evidence::Rectangle { subset, .. }) => {
            5 + 3 * subset.len().saturating_sub(1)
        }
        (UniqueRectangle3, _) => 5,
        (UniqueRectangle4, _) => 7,
        (UniqueRectangle6 | HiddenRectangle, _) => 8,
        // An avoidable rectangle is the seed's quasi-UR: the type plus 3 for one digit put back.
        (AvoidableRectangle1 | AvoidableRectangle2, _) => 7,
        (
            UniqueLoop1 | UniqueLoop2 | UniqueLoop3 | UniqueLoop4,
            Evidence::Loop { halves, subset, .. },
        ) => {
            let cells = halves.0.len() + halves.1.len();
            let base = match step.technique {
                UniqueLoop3 => 5 + 3 * subset.len().saturating_sub(1),
                UniqueLoop4 => 7,
                _ => 4,
            };
            base + 3 * cells.saturating_sub(4) / 2
        }
        (UniqueLoop1 | UniqueLoop2 | UniqueLoop3 | UniqueLoop4, _) => 7,
        // Not in the seed: as hard as a naked pair seen across the grid.
        (BugPlusOne, _) => 6,
        // Not in the seed: colouring is a single-digit chain of its cells (two clusters: longer).
        (SimpleColorsTrap | SimpleColorsWrap, _) => 9,
        (MultiColors1 | MultiColors2, _) => 11,
        (ThreeDMedusa, _) => 13,
        // The seed's contradiction chains have no points; as its chains: length + 3.
        (ContinuousNiceLoop | DiscontinuousNiceLoop | Aic, Evidence::NodeChain { links }) => {
            chain_cells(links.len() + 1)
        }
        (
            GroupedContinuousNiceLoop | GroupedDiscontinuousNiceLoop | GroupedAic,
            Evidence::NodeChain { links },
        ) => chain_cells(links.len() + 1) + 2,
        (ContinuousNiceLoop | DiscontinuousNiceLoop | Aic, _) => 10,
        (GroupedContinuousNiceLoop | GroupedDiscontinuousNiceLoop | GroupedAic, _) => 12,
        // Not in the seed: sets are harder than the chains they stand for.
        (AlignedPairExclusion, _) => 10,
        (SueDeCoq, _) => 12,
        (AlsXz, _) => 12,
        (AlsXyWing, _) => 14,
        (AlsXyChain, _) => 16,
        (DeathBlossom, _) => 18,
        (AlignedTripleExclusion, _) => 14,
        (FrankenXWing, _) => 10,
        (FrankenSwordfish, _) => 13,
        (FrankenJellyfish, _) => 16,
        (FinnedFrankenXWing, _) => 12,
        (FinnedFrankenSwordfish | SiameseFinnedFrankenSwordfish, _) => 15,
        (FinnedFrankenJellyfish | SiameseFinnedFrankenJellyfish, _) => 18,
        (MutantXWing, _) => 14,
        (MutantSwordfish, _) => 17,
        (MutantJellyfish, _) => 20,
        (FinnedMutantXWing, _) => 16,
        (FinnedMutantSwordfish, _) => 19,
        (FinnedMutantJellyfish | SiameseFinnedMutantJellyfish, _) => 22,
        // Not in the seed: forcing chains as its longest chains (15), nets and templates
        // more, nesting and trial (Bowman's Bingo) most.
        (ForcingChainContradiction | ForcingChainVerity | KrakenFish1 | KrakenFish2, _) => 15,
        (ForcingNetContradiction | ForcingNetVerity, _) => 20,
        (TemplateSet | TemplateDelete, _) => 20,
        (NestedForcingNet, _) => 25,
        (TrialAndError, _) => 30,
        // Singles and pen-only steps are scored where they are found.
        (FullHouse | HiddenSingle | NakedSingle | DirectPointing | DirectHiddenPair, _) => 0,
    }
}
