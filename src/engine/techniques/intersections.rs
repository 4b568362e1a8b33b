//! Locked Candidates: when a digit's candidates in one house all lie inside a second house,
//! the digit must be in that overlap, so it leaves the rest of the second house.
//! Pointing: the first house is a block. Claiming: it is a row or column (or, in the
//! variants, a diagonal or colour group) and the second is a block, or any other overlap.

use super::memo::per_digit;
use super::{Def, Find, Memo, Shared};
use crate::engine::House;
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::explain::{
    Explanation, Highlights, base_highlights, effect_phrase, no_other, plain, so,
};
use crate::engine::level::Level;
use crate::engine::phrase::Phrase;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::Digit;

// ---- Definitions ----

pub(crate) const LOCKED_CANDIDATES_POINTING: Def = Def {
    id: "locked-candidates-pointing",
    name: "Locked Candidates (Pointing)",
    hodoku_code: "0100",
    hodoku_score: 50,
    level: Level::Medium,
    needs_uniqueness: false,
    find: Find::SharedSearch(locked_candidates_shared),
    explain: explain_locked,
    #[cfg(test)]
    cases: cases::LOCKED_CANDIDATES_POINTING,
};

pub(crate) const LOCKED_CANDIDATES_CLAIMING: Def = Def {
    id: "locked-candidates-claiming",
    name: "Locked Candidates (Claiming)",
    hodoku_code: "0101",
    hodoku_score: 50,
    level: Level::Medium,
    needs_uniqueness: false,
    find: Find::SharedSearch(locked_candidates_shared),
    explain: explain_locked,
    #[cfg(test)]
    cases: cases::LOCKED_CANDIDATES_CLAIMING,
};

/// Not a HoDoKu step; scored and levelled like the locked candidates it generalises.
pub(crate) const DIAGONAL_PINCER: Def = Def {
    id: "diagonal-pincer",
    name: "Diagonal Pincer",
    hodoku_code: "-DZ",
    hodoku_score: 50,
    level: Level::Medium,
    needs_uniqueness: false,
    find: Find::Candidates(pincers),
    explain: explain_pincer,
    #[cfg(test)]
    cases: cases::DIAGONAL_PINCER,
};

/// Not a HoDoKu step; scored and levelled like the locked candidates it generalises.
///
/// It never fires: with rows, columns, blocks and colour groups as houses, a cell outside a
/// house that sees every place of a digit in it always shares a house with all of them, so
/// the step is Locked Candidates (a search over every house and every two or three of its
/// cells, with and without the diagonals, finds no other case). Its case shows one such
/// position.
pub(crate) const COLOR_PINCER: Def = Def {
    id: "color-pincer",
    name: "Color Pincer",
    hodoku_code: "-FZ",
    hodoku_score: 50,
    level: Level::Medium,
    needs_uniqueness: false,
    find: Find::Candidates(pincers),
    explain: explain_pincer,
    #[cfg(test)]
    cases: cases::COLOR_PINCER,
};

// ---- Finding ----

/// Every locked-candidates step of the given kind (pointing or claiming).
pub fn locked_candidates(pos: &Position, technique: Technique) -> Vec<Step> {
    locked_candidates_after(pos, technique, DigitSet::ALL, &[])
}

/// The steps of [`locked_candidates`] in `pos`, `earlier` being its steps (of the same
/// technique) in a position whose candidates differed from `pos`'s in the digits `changed`
/// alone: a locked candidate reads its own digit's places only, so the other digits' steps
/// are `earlier`'s (in the same order: by base house, then digit), taken over rather than
/// searched again (the pen's facts are tried one after another on positions that differ by
/// one fact's digit).
pub(crate) fn locked_candidates_after(
    pos: &Position,
    technique: Technique,
    changed: DigitSet,
    earlier: &[Step],
) -> Vec<Step> {
    let variant = pos.variant();
    let houses = variant.houses();
    let mut steps = Vec::new();
    // The next of `earlier`'s steps, and whether it is of this base and digit.
    let mut next = 0;
    let of = |step: &Step, base: House, digit: Digit| matches!(step.evidence, Evidence::Intersection { base: b, digit: d, .. } if b == base && d == digit);
    for &base in houses {
        let pointing = matches!(base, House::Block(_));
        if pointing != (technique == Technique::LockedCandidatesPointing) {
            continue;
        }
        for digit in Digit::all() {
            let start = next;
            while earlier.get(next).is_some_and(|s| of(s, base, digit)) {
                next += 1;
            }
            if !changed.contains(digit) {
                steps.extend_from_slice(&earlier[start..next]);
                continue;
            }
            locked_in(pos, technique, base, digit, &mut steps);
        }
    }
    steps
}

/// [`locked_candidates`] for the ladder and the rating: each digit's steps kept by the memo
/// of `shared`, if it has one, for the digit's places (all a locked candidate reads).
fn locked_candidates_shared(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    locked_candidates_remembering(
        pos,
        shared.memo.as_ref().map(|place| place.memo()),
        technique,
    )
}

/// [`locked_candidates`], each digit's steps kept by `memo` (if any) for its places.
pub fn locked_candidates_remembering(
    pos: &Position,
    memo: Option<&Memo>,
    technique: Technique,
) -> Vec<Step> {
    if memo.is_none() {
        return locked_candidates(pos, technique);
    }
    let pointing = technique == Technique::LockedCandidatesPointing;
    let houses = pos.variant().houses();
    let search = if pointing { 14 } else { 15 };
    let [mut steps, _] = per_digit(pos, memo, search, |digit, here| {
        for &base in houses {
            if matches!(base, House::Block(_)) == pointing {
                locked_in(pos, technique, base, digit, &mut here[0]);
            }
        }
    });
    // By base house, then digit, as `locked_candidates_after` finds them (the sort is
    // stable: each base's steps stay in digit order).
    let base_index = |step: &Step| match step.evidence {
        Evidence::Intersection { base, .. } => houses.iter().position(|h| *h == base),
        _ => None,
    };
    steps.sort_by_cached_key(base_index);
    steps
}

/// The locked candidates of `digit` with base house `base`, added to `steps` (one per
/// cover house that loses the digit). Inlined: a call per base and digit cost a quarter of
/// the search.
#[inline(always)]
fn locked_in(
    pos: &Position,
    technique: Technique,
    base: House,
    digit: Digit,
    steps: &mut Vec<Step>,
) {
    let cells = pos.places_in(digit, base);
    let Some(first) = cells.first() else {
        return;
    };
    if cells.is_single() {
        return;
    }
    // A cover holds every place, so it is among the first place's houses (named from the
    // cell, in the variant's order; a table built per call cost more than the search).
    for cover in pos.variant().houses_of(first) {
        if cover == base || cells.difference(cover.cells()) != CellSet::EMPTY {
            continue;
        }
        let removed = pos.places_in(digit, cover).difference(base.cells());
        if removed.is_empty() {
            continue;
        }
        steps.push(Step {
            technique,
            placements: vec![],
            eliminations: removed.iter().map(|c| Candidate::new(c, digit)).collect(),
            evidence: Evidence::Intersection {
                digit,
                base,
                cover,
                cells,
            },
        });
    }
}

/// Pincers (variants only): a cell outside `house` that sees every place of a digit in it,
/// when those places do not all share one other house with the cell (that case is Locked
/// Candidates). Diagonal Pincer when a diagonal is involved, Color Pincer otherwise.
pub fn pincers(pos: &Position, technique: Technique) -> Vec<Step> {
    let variant = pos.variant();
    if variant == crate::engine::Variant::Standard {
        return vec![]; // in rows, columns and blocks every such case is Locked Candidates
    }
    let houses = variant.houses();
    let mut steps = Vec::new();
    for &house in houses {
        for digit in Digit::all() {
            let cells = pos.places_in(digit, house);
            if cells.len() < 2 {
                continue;
            }
            let locked = houses
                .iter()
                .any(|h| *h != house && cells.difference(h.cells()).is_empty());
            let mut targets = pos.places(digit).difference(house.cells());
            for c in cells.iter() {
                targets = targets.intersection(variant.peers(c));
            }
            if locked {
                // Cells inside the shared house are Locked Candidates; keep the others.
                for h in houses
                    .iter()
                    .filter(|h| cells.difference(h.cells()).is_empty())
                {
                    targets = targets.difference(h.cells());
                }
            }
            if targets.is_empty() {
                continue;
            }
            let diagonal = matches!(house, House::MainDiagonal | House::AntiDiagonal)
                || (variant.has_diagonals()
                    && targets
                        .iter()
                        .chain(cells.iter())
                        .any(|c| c.on_main_diagonal() || c.on_anti_diagonal()));
            let found = if diagonal && variant.has_diagonals() {
                Technique::DiagonalPincer
            } else {
                Technique::ColorPincer
            };
            if found != technique {
                continue;
            }
            steps.push(Step {
                technique,
                placements: vec![],
                eliminations: targets.iter().map(|c| Candidate::new(c, digit)).collect(),
                evidence: Evidence::Pincer {
                    digit,
                    house,
                    cells,
                },
            });
        }
    }
    steps
}

// ---- Explaining ----

/// Locked candidates: the base house needs the digit, its places all lie in the cover house,
/// so the cover house gets its digit there.
pub(crate) fn explain_locked(step: &Step, _pos: &Position) -> Explanation {
    let Evidence::Intersection {
        digit,
        base,
        cover,
        cells,
    } = &step.evidence
    else {
        return plain(step);
    };
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.where.are_in")
            .technique("name", step.technique)
            .house("area", *base),
        what_to_see: Phrase::new("explain.intersection.what")
            .house("base", *base)
            .digit("digit", *digit)
            .house("cover", *cover)
            .cells("cells", *cells),
        why: vec![
            Phrase::new("explain.intersection.needs")
                .house("base", *base)
                .digit("digit", *digit)
                .cells("cells", *cells),
            Phrase::new("explain.intersection.belong")
                .house("cover", *cover)
                .digit("digit", *digit),
            no_other(&[*cover], *digit, step),
        ],
        effect: effect_phrase(step),
        highlights: Highlights {
            area: vec![*base, *cover],
            pattern_cells: *cells,
            pattern_candidates: cells.iter().map(|c| Candidate::new(c, *digit)).collect(),
            ..base_highlights(step)
        },
    }
}

/// A pincer: the removed candidates would leave the house without a place for the digit.
pub(crate) fn explain_pincer(step: &Step, _pos: &Position) -> Explanation {
    let Evidence::Pincer {
        digit,
        house,
        cells,
    } = &step.evidence
    else {
        return plain(step);
    };
    let digit = *digit;
    let targets: CellSet = step.eliminations.iter().map(|e| e.cell).collect();
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.where.around")
            .technique_a("name", step.technique)
            .digit("digit", digit)
            .house("house", *house),
        what_to_see: Phrase::new(if targets.len() == 1 {
            "explain.pincer.what.one"
        } else {
            "explain.pincer.what"
        })
        .house("house", *house)
        .digit("digit", digit)
        .cells_or("cells", *cells)
        .cells("targets", targets),
        why: vec![
            Phrase::new("explain.pincer.if")
                .cells_or("targets", targets)
                .digit("digit", digit)
                .house("house", *house),
            so(step),
        ],
        effect: effect_phrase(step),
        highlights: Highlights {
            area: vec![*house],
            pattern_cells: *cells,
            pattern_candidates: cells.iter().map(|c| Candidate::new(c, digit)).collect(),
            ..base_highlights(step)
        },
    }
}

// ---- Cases ----

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const LOCKED_CANDIDATES_POINTING: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: ".+92....+365...3+697..3+6.+94...+2.58.1.+9+3+3.96.28.....9.32..+9+5+34+6..2..87+32+9..56+2....3.+9",
        notes: "811 515 715 538 761 595 795",
        rungs: "1: There are Locked Candidates (Pointing) in block 8.\n\
                2: In block 8, every candidate 1 lies in row 9: r9c4 and r9c5.\n\
                3: Block 8 needs a 1, and it can only go into r9c4 and r9c5. Those cells all belong to row 9, so the 1 of row 9 is one of them. No other cell of row 9 can be 1: remove 1 from r9c3 and r9c8.\n\
                4: Remove 1 from r9c3 and r9c8",
    }];

    pub const LOCKED_CANDIDATES_CLAIMING: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "..7+1+2+3+5..3+5+16497..6+295+78+3+4+1..+6+4.2.35.+32...4..59+43..+2.....9.61.4.+65214..3......6..",
        notes: "818 819 758 768 791 792 798 799",
        rungs: "1: There are Locked Candidates (Claiming) in row 4.\n\
                2: In row 4, every candidate 1 lies in block 4: r4c1 and r4c2.\n\
                3: Row 4 needs a 1, and it can only go into r4c1 and r4c2. Those cells all belong to block 4, so the 1 of block 4 is one of them. No other cell of block 4 can be 1: remove 1 from r5c1.\n\
                4: Remove 1 from r5c1",
    }];

    pub const DIAGONAL_PINCER: &[Case] = &[
        Case {
            variant: Variant::Diagonal,
            grid: "......................4....3.......2.+26.7.1..5.42.39.72..831..6.........9.......8",
            notes: "",
            rungs: "1: There is a Diagonal Pincer on the digit 2 around the main diagonal.\n\
                    2: The main diagonal can only take its 2 in r3c3 or r8c8, and r3c8 sees all of them.\n\
                    3: If r3c8 were 2, it would rule out every place for the 2 of the main diagonal. So remove 2 from r3c8.\n\
                    4: Remove 2 from r3c8",
        },
        // r4c6 sees r2c6 down column 6 and r2c8 along the anti-diagonal.
        Case {
            variant: Variant::ColorDiagonal,
            grid: "46..9.5...5723...4...7.......935.2..6.3..1................2..8.14.5.9....9.......",
            notes: "",
            rungs: "1: There is a Diagonal Pincer on the digit 6 around row 2.\n\
                    2: Row 2 can only take its 6 in r2c6 or r2c8, and r4c6 sees all of them.\n\
                    3: If r4c6 were 6, it would rule out every place for the 6 of row 2. So remove 6 from r4c6.\n\
                    4: Remove 6 from r4c6",
        },
    ];

    /// Row 1's 5 only in r1c1 and r1c5 (colour groups 1 and 2): r4c1 sees r1c1 through its
    /// column and colour group but not r1c5; no cell outside row 1 sees both. Nothing fires.
    pub const COLOR_PINCER: &[Case] = &[Case {
        variant: Variant::Color,
        grid: ".................................................................................",
        notes: "512 513 514 516 517 518 519",
        rungs: "",
    }];
}
