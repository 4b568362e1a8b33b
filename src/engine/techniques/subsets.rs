//! Naked and hidden subsets. Naked: k cells of a house hold only k digits between them, so
//! those digits leave the house's other cells (and, for a Locked Pair/Triple, the other cells
//! of every house the k cells share). Hidden: k digits of a house fit only into k cells, so
//! every other candidate leaves those cells.

use super::memo::{house_sets, per_house};
use super::{Def, Find, Memo, Shared, combinations_folded, picked};
use crate::engine::bits::{CellSet, DigitSet, ones9};
use crate::engine::explain::{
    Explanation, Highlights, base_highlights, effect_phrase, plain, so, where_in,
};
use crate::engine::house::House;
use crate::engine::level::Level;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::{Cell, Digit};

// ---- Definitions ----

pub(crate) const LOCKED_PAIR: Def = Def {
    id: "locked-pair",
    name: "Locked Pair",
    hodoku_code: "0110",
    hodoku_score: 40,
    level: Level::Medium,
    needs_uniqueness: false,
    find: Find::SharedSearch(naked_subsets),
    explain: explain_subset,
    #[cfg(test)]
    cases: cases::LOCKED_PAIR,
};

pub(crate) const LOCKED_TRIPLE: Def = Def {
    id: "locked-triple",
    name: "Locked Triple",
    hodoku_code: "0111",
    hodoku_score: 60,
    level: Level::Medium,
    needs_uniqueness: false,
    find: Find::SharedSearch(naked_subsets),
    explain: explain_subset,
    #[cfg(test)]
    cases: cases::LOCKED_TRIPLE,
};

pub(crate) const NAKED_PAIR: Def = Def {
    id: "naked-pair",
    name: "Naked Pair",
    hodoku_code: "0200",
    hodoku_score: 60,
    level: Level::Medium,
    needs_uniqueness: false,
    find: Find::SharedSearch(naked_subsets),
    explain: explain_subset,
    #[cfg(test)]
    cases: cases::NAKED_PAIR,
};

pub(crate) const HIDDEN_PAIR: Def = Def {
    id: "hidden-pair",
    name: "Hidden Pair",
    hodoku_code: "0210",
    hodoku_score: 70,
    level: Level::Medium,
    needs_uniqueness: false,
    find: Find::SharedSearch(hidden_subsets_shared),
    explain: explain_subset,
    #[cfg(test)]
    cases: cases::HIDDEN_PAIR,
};

pub(crate) const NAKED_TRIPLE: Def = Def {
    id: "naked-triple",
    name: "Naked Triple",
    hodoku_code: "0201",
    hodoku_score: 80,
    level: Level::Medium,
    needs_uniqueness: false,
    find: Find::SharedSearch(naked_subsets),
    explain: explain_subset,
    #[cfg(test)]
    cases: cases::NAKED_TRIPLE,
};

pub(crate) const HIDDEN_TRIPLE: Def = Def {
    id: "hidden-triple",
    name: "Hidden Triple",
    hodoku_code: "0211",
    hodoku_score: 100,
    level: Level::Medium,
    needs_uniqueness: false,
    find: Find::SharedSearch(hidden_subsets_shared),
    explain: explain_subset,
    #[cfg(test)]
    cases: cases::HIDDEN_TRIPLE,
};

pub(crate) const NAKED_QUADRUPLE: Def = Def {
    id: "naked-quadruple",
    name: "Naked Quadruple",
    hodoku_code: "0202",
    hodoku_score: 120,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(naked_subsets),
    explain: explain_subset,
    #[cfg(test)]
    cases: cases::NAKED_QUADRUPLE,
};

pub(crate) const HIDDEN_QUADRUPLE: Def = Def {
    id: "hidden-quadruple",
    name: "Hidden Quadruple",
    hodoku_code: "0212",
    hodoku_score: 150,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(hidden_subsets_shared),
    explain: explain_subset,
    #[cfg(test)]
    cases: cases::HIDDEN_QUADRUPLE,
};

// ---- Finding ----

/// The subset size of a naked or hidden technique.
fn size(technique: Technique) -> usize {
    match technique {
        Technique::NakedPair | Technique::HiddenPair | Technique::LockedPair => 2,
        Technique::NakedTriple | Technique::HiddenTriple | Technique::LockedTriple => 3,
        _ => 4,
    }
}

/// Naked subsets of the technique's size; Locked Pair/Triple when the cells share two or more
/// houses, Naked Pair/Triple/Quadruple when they share one.
pub fn naked_subsets(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let k = size(technique);
    let want_locked = matches!(technique, Technique::LockedPair | Technique::LockedTriple);
    let mut seen: Vec<CellSet> = Vec::new();
    let mut steps = Vec::new();
    // Each house's subsets read its candidates alone: the memo, when the caller keeps one,
    // knows those of most houses (a step changes few).
    let memo = shared.memo.as_ref().map(|place| place.memo());
    let find =
        |house: House, sets: &mut Vec<(CellSet, DigitSet)>| naked_sets_in(pos, k, house, sets);
    house_sets(pos, memo, k as u8, find, |house, sets| {
        for &(cells, digits) in sets {
            if seen.contains(&cells) {
                continue;
            }
            // What the subset can remove lies among the cells every one of its cells sees
            // (a house holding them all is such cells): most subsets found, late on a path,
            // remove nothing, and this says so without a pass over the houses.
            let seen_by_all = cells.iter().fold(CellSet::ALL, |acc, c| {
                acc.intersection(pos.variant().peers(c))
            });
            if digits
                .iter()
                .all(|d| pos.places(d).intersection(seen_by_all).is_empty())
            {
                continue;
            }
            // The houses holding all the cells (collected only for a step).
            let houses = pos
                .variant()
                .houses()
                .iter()
                .copied()
                .filter(|h| cells.difference(h.cells()).is_empty());
            if (houses.clone().nth(1).is_some()) != want_locked {
                continue;
            }
            let mut eliminations = Vec::new();
            for h in houses.clone() {
                for digit in digits.iter() {
                    for cell in pos.places_in(digit, h).difference(cells).iter() {
                        let cand = Candidate::new(cell, digit);
                        if !eliminations.contains(&cand) {
                            eliminations.push(cand);
                        }
                    }
                }
            }
            if eliminations.is_empty() {
                continue;
            }
            crate::engine::sort::sort(&mut eliminations);
            seen.push(cells);
            steps.push(Step {
                technique,
                placements: vec![],
                eliminations,
                evidence: Evidence::Subset {
                    house,
                    houses: houses.collect(),
                    cells,
                    digits,
                },
            });
        }
    });
    steps
}

/// The naked subsets of `k` cells in `house` (each with its `k` digits), in the order of
/// the combinations of its cells.
fn naked_sets_in(pos: &Position, k: usize, house: House, sets: &mut Vec<(CellSet, DigitSet)>) {
    // The open cells on the stack (this runs per house).
    let mut open = [Cell::new(0).expect("a cell"); 9];
    let mut count = 0;
    for c in house
        .cell_list()
        .filter(|c| (2..=k as u32).contains(&pos.cands(*c).len()))
    {
        open[count] = c;
        count += 1;
    }
    // The digits only grow as cells join: a choice already holding more than k is not
    // extended (none of its combinations is a subset).
    let widen = |acc: DigitSet, c: Cell| {
        let digits = acc.union(pos.cands(c));
        (digits.len() as usize <= k).then_some(digits)
    };
    combinations_folded(
        &open[..count],
        k,
        DigitSet::EMPTY,
        &widen,
        &mut |chosen, digits| {
            if digits.len() as usize == k {
                sets.push((chosen.iter().copied().collect(), digits));
            }
        },
    );
}

/// Hidden subsets of the technique's size, each once (in the first house it is hidden in).
pub fn hidden_subsets(pos: &Position, technique: Technique) -> Vec<Step> {
    hidden_subsets_remembering(pos, None, technique)
}

/// [`hidden_subsets`] for the ladder: each house's kept by the memo of `shared`, if it has
/// one, for the candidates of its cells.
fn hidden_subsets_shared(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let memo = shared.memo.as_ref().map(|place| place.memo());
    hidden_subsets_remembering(pos, memo, technique)
}

/// [`hidden_subsets`], each house's kept by `memo` (if any) for the candidates of its cells.
fn hidden_subsets_remembering(
    pos: &Position,
    memo: Option<&Memo>,
    technique: Technique,
) -> Vec<Step> {
    let mut seen: Vec<(CellSet, DigitSet)> = Vec::new();
    let mut steps = hidden_subsets_by_house_remembering(pos, memo, technique);
    steps.retain(|step| match step.evidence {
        Evidence::Subset { cells, digits, .. } if !seen.contains(&(cells, digits)) => {
            seen.push((cells, digits));
            true
        }
        _ => false,
    });
    steps
}

/// Hidden subsets of the technique's size that remove something, found in each house on its
/// own: a subset hidden in two houses (a line and a block) is a step of each, as Sudoku
/// Explainer's direct hidden subsets read them (`rating::se`). Each house's steps are kept
/// by `memo` (if any) for the candidates of its cells: they read nothing else, and a step
/// changes few houses.
pub fn hidden_subsets_by_house_remembering(
    pos: &Position,
    memo: Option<&Memo>,
    technique: Technique,
) -> Vec<Step> {
    let k = size(technique);
    per_house(pos, memo, k as u8, |house, steps| {
        hidden_subsets_in(pos, technique, k, house, steps)
    })
}

/// The hidden subsets of `k` digits in `house` that remove something, added to `steps`.
fn hidden_subsets_in(
    pos: &Position,
    technique: Technique,
    k: usize,
    house: House,
    steps: &mut Vec<Step>,
) {
    // Each digit's places as a mask over the house's cells (bit i: its i-th cell), so the
    // widths below are nine-bit counts, not 128-bit ones (no popcount on the native
    // target).
    let (at, places) = house_places(pos, house);
    // The open digits on the stack (this runs per house).
    let mut open = [Digit::new(1).expect("a digit"); 9];
    let mut count = 0;
    for d in Digit::all().filter(|d| (2..=k as u32).contains(&ones9(places[d.index()]))) {
        open[count] = d;
        count += 1;
    }
    // The cells only grow as digits join: a choice already in more than k is not
    // extended.
    let widen = |acc: u16, d: Digit| {
        let cells = acc | places[d.index()];
        (ones9(cells) as usize <= k).then_some(cells)
    };
    combinations_folded(&open[..count], k, 0u16, &widen, &mut |chosen, local| {
        if ones9(local) as usize != k {
            return;
        }
        let cells = picked(&at, usize::from(local));
        let digits: DigitSet = chosen.iter().copied().collect();
        let mut eliminations: Vec<Candidate> = cells
            .iter()
            .flat_map(|c| {
                pos.cands(c)
                    .difference(digits)
                    .iter()
                    .map(move |d| Candidate::new(c, d))
            })
            .collect();
        if eliminations.is_empty() {
            return;
        }
        crate::engine::sort::sort(&mut eliminations);
        steps.push(Step {
            technique,
            placements: vec![],
            eliminations,
            evidence: Evidence::Subset {
                house,
                houses: vec![house],
                cells,
                digits,
            },
        });
    });
}

/// The cells of `house` in order, and per digit (by index) the mask of those holding it as
/// a candidate (bit i for the i-th cell).
fn house_places(pos: &Position, house: House) -> ([Cell; 9], [u16; 9]) {
    let mut at = [Cell::new(0).expect("a cell"); 9];
    let mut places = [0u16; 9];
    for (i, cell) in house.cell_list().enumerate() {
        // Every house of every variant has nine cells.
        at[i] = cell;
        let mut digits = pos.cands(cell).bits() >> 1;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            places[d] |= 1 << i;
        }
    }
    (at, places)
}

// ---- Explaining ----

/// A naked subset (its digits leave the other cells of its houses) or a hidden one (its
/// cells lose every other digit).
pub(crate) fn explain_subset(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Subset {
        house,
        houses,
        cells,
        digits,
    } = &step.evidence
    else {
        return plain(step);
    };
    let k = cells.len();
    let hidden = matches!(
        step.technique,
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuadruple
    );
    let (what, why) = if hidden {
        (
            Phrase::new("explain.subset.hidden.what")
                .house("house", *house)
                .digits("digits", *digits)
                .cells("cells", *cells),
            vec![
                Phrase::new("explain.subset.hidden.needs")
                    .house("house", *house)
                    .digits("digits", *digits)
                    .cells("cells", *cells),
                Phrase::new("explain.subset.hidden.taken").count("n", k),
                so(step),
            ],
        )
    } else {
        (
            Phrase::new("explain.subset.naked.what")
                .cells("cells", *cells)
                .digits("digits", *digits),
            vec![
                Phrase::new("explain.subset.naked.share")
                    .count("n", k)
                    .digits("digits", *digits),
                Phrase::new("explain.subset.naked.others")
                    .houses("houses", houses)
                    .removals("removals", &step.eliminations),
            ],
        )
    };
    Explanation {
        links: Vec::new(),
        where_to_look: where_in(step, Arg::Houses(houses.clone())),
        what_to_see: what,
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            area: houses.clone(),
            pattern_cells: *cells,
            pattern_candidates: cells
                .iter()
                .flat_map(|c| {
                    pos.cands(c)
                        .intersection(*digits)
                        .iter()
                        .map(move |d| Candidate::new(c, d))
                })
                .collect(),
            ..base_highlights(step)
        },
    }
}

// ---- Cases ----

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const LOCKED_PAIR: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "6.......8..2....7.94.........15.98..79....5.2.....4..916...5.2......2..5..3961...",
        notes: "",
        rungs: "1: There is a Locked Pair in row 9 and block 9.\n\
                2: The cells r9c7 and r9c9 hold only the candidates 4 and 7 between them.\n\
                3: These two cells must take the two digits 4 and 7 between them, in some order. So no other cell of row 9 and block 9 can hold any of them: remove 4 from r7c7, r7c9, r8c7, r8c8, r9c1 and r9c8; 7 from r7c7, r7c9, r8c7 and r9c2.\n\
                4: Remove 4 from r7c7, r7c9, r8c7, r8c8, r9c1 and r9c8; 7 from r7c7, r7c9, r8c7 and r9c2",
    }];

    pub const LOCKED_TRIPLE: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "....4.3...8...1429..15......76.....8.....2.....9.5..7...8......3.........9.1.863.",
        notes: "",
        rungs: "1: There is a Locked Triple in row 3 and block 3.\n\
                2: The cells r3c7, r3c8 and r3c9 hold only the candidates 6, 7 and 8 between them.\n\
                3: These three cells must take the three digits 6, 7 and 8 between them, in some order. So no other cell of row 3 and block 3 can hold any of them: remove 6 from r1c8, r1c9, r3c1, r3c2, r3c5 and r3c6; 7 from r1c9, r3c1, r3c5 and r3c6; 8 from r1c8 and r3c5.\n\
                4: Remove 6 from r1c8, r1c9, r3c1, r3c2, r3c5 and r3c6; 7 from r1c9, r3c1, r3c5 and r3c6; 8 from r1c8 and r3c5",
    }];

    pub const NAKED_PAIR: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "7.+9...+3+4.+3.274.58+948+59..+7+2..3+1..8+49+7.47.9.86..9+84.+7+21.+8+2+3.+79.54+176+2549+3+8+9+5+4....+72",
        notes: "",
        rungs: "1: There is a Naked Pair in row 1.\n\
                2: The cells r1c2 and r1c9 hold only the candidates 1 and 6 between them.\n\
                3: These two cells must take the two digits 1 and 6 between them, in some order. So no other cell of row 1 can hold any of them: remove 1 and 6 from r1c4, r1c5 and r1c6.\n\
                4: Remove 1 and 6 from r1c4, r1c5 and r1c6",
    }];

    pub const HIDDEN_PAIR: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: ".6...1..4.48....9+1....+4...+2+4..2.87+5+658+2967+143..65.4+9+2+8+6.....+4+1.+85+4+1.+326.1..4.+6+38.",
        notes: "913 315 325 932 933",
        rungs: "1: There is a Hidden Pair in row 1.\n\
                2: In row 1, the digits 2 and 9 fit only into r1c1 and r1c5.\n\
                3: Row 1 needs each of 2 and 9 once, and they can only go into r1c1 and r1c5. Two digits, two cells: nothing else fits. So remove 3 from r1c1; 5 and 8 from r1c5; 7 from r1c1 and r1c5.\n\
                4: Remove 3 from r1c1; 5 and 8 from r1c5; 7 from r1c1 and r1c5",
    }];

    pub const NAKED_TRIPLE: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: ".1.......3.45......76.9...47+2+14+8+9+563.3.627+41+946+9+3+15+8+276...3.94...+3..82.6.......3.",
        notes: "714 819 728 829 573 581 785 591 593 795 196 296",
        rungs: "1: There is a Naked Triple in row 1.\n\
                2: The cells r1c3, r1c4 and r1c9 hold only the candidates 2, 5 and 8 between them.\n\
                3: These three cells must take the three digits 2, 5 and 8 between them, in some order. So no other cell of row 1 can hold any of them: remove 2 from r1c1 and r1c6; 5 and 8 from r1c1 and r1c8.\n\
                4: Remove 2 from r1c1 and r1c6; 5 and 8 from r1c1 and r1c8",
    }];

    pub const HIDDEN_TRIPLE: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "....+23.9.82.9...+5.4.9.1..+2..8.+25+94+7..9+4671.8+5..5.3..1...+8.9.5+42+9.+2..5+837+54+73+8+2.+6.",
        notes: "",
        rungs: "1: There is a Hidden Triple in row 1.\n\
                2: In row 1, the digits 4, 5 and 8 fit only into r1c2, r1c4 and r1c9.\n\
                3: Row 1 needs each of 4, 5 and 8 once, and they can only go into r1c2, r1c4 and r1c9. Three digits, three cells: nothing else fits. So remove 1 and 6 from r1c2 and r1c9; 7 from r1c2 and r1c4.\n\
                4: Remove 1 and 6 from r1c2 and r1c9; 7 from r1c2 and r1c4",
    }];

    pub const NAKED_QUADRUPLE: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "+53+2+78+6...9+78+241.+6...19+5+32+87.254..6+7...3+617.5+27..+5........+1........+8.51.6...3...98",
        notes: "",
        rungs: "1: There is a Naked Quadruple in block 7.\n\
                2: The cells r7c3, r8c2, r8c3 and r9c3 hold only the candidates 4, 6, 7 and 9 between them.\n\
                3: These four cells must take the four digits 4, 6, 7 and 9 between them, in some order. So no other cell of block 7 can hold any of them: remove 4 from r7c1, r7c2, r8c1, r9c1 and r9c2; 6 from r7c1, r7c2, r9c1 and r9c2; 9 from r7c2.\n\
                4: Remove 4 from r7c1, r7c2, r8c1, r9c1 and r9c2; 6 from r7c1, r7c2, r9c1 and r9c2; 9 from r7c2",
    }];

    pub const HIDDEN_QUADRUPLE: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "...........5.2....9.7...1.....94.5.........6....5.78.16....5..2..43...163.9.1..8+5",
        notes: "",
        rungs: "1: There is a Hidden Quadruple in row 5.\n\
                2: In row 5, the digits 4, 5, 7 and 9 fit only into r5c1, r5c2, r5c7 and r5c9.\n\
                3: Row 5 needs each of 4, 5, 7 and 9 once, and they can only go into r5c1, r5c2, r5c7 and r5c9. Four digits, four cells: nothing else fits. So remove 1 and 8 from r5c1 and r5c2; 2 from r5c1, r5c2 and r5c7; 3 from r5c2, r5c7 and r5c9.\n\
                4: Remove 1 and 8 from r5c1 and r5c2; 2 from r5c1, r5c2 and r5c7; 3 from r5c2, r5c7 and r5c9",
    }];
}
