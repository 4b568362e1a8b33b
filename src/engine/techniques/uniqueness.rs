//! Uniqueness techniques: Unique Rectangles types 1–6, Hidden and Avoidable Rectangles, and
//! BUG+1. They assume the puzzle has
//! exactly one solution, so `next_step` only offers them when the caller allows it (the
//! hint engine does so only after the exact solver proved uniqueness).
//!
//! Variants: a rectangle's deadly pattern (swap the two digits) must stay a valid grid under
//! every house of the variant. A diagonal or colour group that holds exactly one corner, or
//! two corners that carry the same digit, breaks the swap argument (the seed forbids URs on
//! diagonal cells for this reason), so such rectangles are skipped.

use super::shared::Shared;
use super::{Def, Find};
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::explain::{
    Explanation, Highlights, base_highlights, effect_phrase, plain, so, where_digits,
};
use crate::engine::house::{House, Variant};
use crate::engine::level::Level;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::{Cell, Digit};

// ---- Definitions ----

pub(crate) const UNIQUE_RECTANGLE_1: Def = Def {
    id: "unique-rectangle-type-1",
    name: "Unique Rectangle Type 1",
    hodoku_code: "0600",
    hodoku_score: 100,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(unique_rectangles),
    explain: explain_rectangle,
    #[cfg(test)]
    cases: cases::UNIQUE_RECTANGLE_1,
};

pub(crate) const UNIQUE_RECTANGLE_2: Def = Def {
    id: "unique-rectangle-type-2",
    name: "Unique Rectangle Type 2",
    hodoku_code: "0601",
    hodoku_score: 100,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(unique_rectangles),
    explain: explain_rectangle,
    #[cfg(test)]
    cases: cases::UNIQUE_RECTANGLE_2,
};

pub(crate) const UNIQUE_RECTANGLE_3: Def = Def {
    id: "unique-rectangle-type-3",
    name: "Unique Rectangle Type 3",
    hodoku_code: "0602",
    hodoku_score: 100,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(unique_rectangles),
    explain: explain_rectangle,
    #[cfg(test)]
    cases: cases::UNIQUE_RECTANGLE_3,
};

pub(crate) const UNIQUE_RECTANGLE_4: Def = Def {
    id: "unique-rectangle-type-4",
    name: "Unique Rectangle Type 4",
    hodoku_code: "0603",
    hodoku_score: 100,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(unique_rectangles),
    explain: explain_rectangle,
    #[cfg(test)]
    cases: cases::UNIQUE_RECTANGLE_4,
};

pub(crate) const UNIQUE_RECTANGLE_5: Def = Def {
    id: "unique-rectangle-type-5",
    name: "Unique Rectangle Type 5",
    hodoku_code: "0604",
    hodoku_score: 100,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(unique_rectangles),
    explain: explain_rectangle,
    #[cfg(test)]
    cases: cases::UNIQUE_RECTANGLE_5,
};

pub(crate) const UNIQUE_RECTANGLE_6: Def = Def {
    id: "unique-rectangle-type-6",
    name: "Unique Rectangle Type 6",
    hodoku_code: "0605",
    hodoku_score: 100,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(unique_rectangles),
    explain: explain_rectangle,
    #[cfg(test)]
    cases: cases::UNIQUE_RECTANGLE_6,
};

pub(crate) const BUG_PLUS_ONE: Def = Def {
    id: "bug-plus-one",
    name: "BUG+1",
    hodoku_code: "0610",
    hodoku_score: 100,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::Candidates(|pos, _| bug_plus_one(pos)),
    explain: explain_bug,
    #[cfg(test)]
    cases: cases::BUG_PLUS_ONE,
};

pub(crate) const HIDDEN_RECTANGLE: Def = Def {
    id: "hidden-rectangle",
    name: "Hidden Rectangle",
    hodoku_code: "0606",
    hodoku_score: 100,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(|pos, shared, _| hidden_rectangles(pos, shared)),
    explain: explain_rectangle,
    #[cfg(test)]
    cases: cases::HIDDEN_RECTANGLE,
};

pub(crate) const AVOIDABLE_RECTANGLE_1: Def = Def {
    id: "avoidable-rectangle-type-1",
    name: "Avoidable Rectangle Type 1",
    hodoku_code: "0607",
    hodoku_score: 100,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(avoidable_rectangles),
    explain: explain_rectangle,
    #[cfg(test)]
    cases: cases::AVOIDABLE_RECTANGLE_1,
};

pub(crate) const AVOIDABLE_RECTANGLE_2: Def = Def {
    id: "avoidable-rectangle-type-2",
    name: "Avoidable Rectangle Type 2",
    hodoku_code: "0608",
    hodoku_score: 100,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(avoidable_rectangles),
    explain: explain_rectangle,
    #[cfg(test)]
    cases: cases::AVOIDABLE_RECTANGLE_2,
};

// ---- Finding ----

/// Whether swapping the two digits of the rectangle `[a, b, c, d]` (a–b and c–d share rows,
/// a–c and b–d share columns) keeps every extra house of `variant` valid.
fn swap_is_valid(variant: Variant, cells: [Cell; 4]) -> bool {
    // Corners a and d carry one digit, b and c the other.
    let role = [0u8, 1, 1, 0];
    variant.houses().iter().skip(27).all(|h| {
        let inside: Vec<usize> = (0..4).filter(|&i| h.cells().contains(cells[i])).collect();
        match inside.as_slice() {
            [] => true,
            [i, j] => role[*i] != role[*j],
            _ => false,
        }
    })
}

/// A rectangle's corners and its digit pair (lower digit first).
pub(crate) type Rectangle = ([Cell; 4], Digit, Digit);

/// The rectangles of `pos` ([`find_rectangles`]), found once per position and read by the
/// Unique and Hidden Rectangle techniques (`shared`).
fn rectangles<'s>(pos: &Position, shared: &'s Shared) -> &'s [Rectangle] {
    shared
        .rectangles
        .get_or_init(|| find_rectangles(pos, corners(pos, shared)))
}

/// The corner sets of `pos`'s variant ([`corner_sets`]), made once per position (`shared`).
fn corners<'s>(pos: &Position, shared: &'s Shared) -> &'s [[Cell; 4]] {
    shared
        .corner_sets
        .get_or_init(|| corner_sets(pos.variant()))
}

/// Every rectangle of empty cells over two rows, two columns and two blocks (of the corner
/// sets `corner_sets`), with each digit pair that one corner holds alone and every other
/// corner holds at least in part.
fn find_rectangles(pos: &Position, corner_sets: &[[Cell; 4]]) -> Vec<Rectangle> {
    let mut out = Vec::new();
    for &cells in corner_sets {
        if cells.iter().any(|c| pos.cands(*c).is_empty()) {
            continue;
        }
        // The pair is the candidates of a bivalue corner (the floor); the other
        // corners need one of the two at least. A corner may miss one of them
        // (eliminated earlier): the swap argument holds all the same.
        // At most four pairs, on the stack (asked for every corner set).
        let mut pairs = [DigitSet::EMPTY; 4];
        let mut count = 0;
        for c in cells {
            let set = pos.cands(c);
            if set.len() == 2 && !pairs[..count].contains(&set) {
                pairs[count] = set;
                count += 1;
            }
        }
        for &pair in &pairs[..count] {
            if cells
                .iter()
                .all(|c| !pos.cands(*c).intersection(pair).is_empty())
            {
                let mut it = pair.iter();
                let (x, y) = (it.next().expect("two"), it.next().expect("two"));
                out.push((cells, x, y));
            }
        }
    }
    out
}

fn shares_line(a: Cell, b: Cell) -> bool {
    a.row() == b.row() || a.col() == b.col()
}

pub(super) fn common_houses(pos: &Position, cells: CellSet) -> Vec<House> {
    pos.variant()
        .houses()
        .iter()
        .copied()
        .filter(|h| cells.difference(h.cells()).is_empty())
        .collect()
}

pub(super) fn seen_by_all(pos: &Position, cells: CellSet) -> CellSet {
    cells.iter().fold(CellSet::ALL, |acc, c| {
        acc.intersection(pos.variant().peers(c))
    })
}

/// Unique Rectangles of the type `technique` names.
pub fn unique_rectangles(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let mut steps = Vec::new();
    for &(cells, x, y) in rectangles(pos, shared) {
        let pair = DigitSet::single(x).union(DigitSet::single(y));
        let roof: CellSet = cells
            .iter()
            .copied()
            .filter(|c| !pos.cands(*c).difference(pair).is_empty())
            .collect();
        // The roof's cells on the stack (asked per rectangle, per type).
        let mut roof_buf = [cells[0]; 4];
        let mut roof_len = 0;
        for c in roof.iter() {
            roof_buf[roof_len] = c;
            roof_len += 1;
        }
        let roof_cells = &roof_buf[..roof_len];
        let extras = roof_cells.iter().fold(DigitSet::EMPTY, |acc, c| {
            acc.union(pos.cands(*c).difference(pair))
        });
        let mut found: Vec<(Vec<Candidate>, CellSet)> = Vec::new();
        match (technique, roof_cells) {
            (Technique::UniqueRectangle1, [c]) => {
                found.push((
                    pair.iter().map(|d| Candidate::new(*c, d)).collect(),
                    CellSet::EMPTY,
                ));
            }
            (Technique::UniqueRectangle2, [a, b]) | (Technique::UniqueRectangle5, [a, b])
                if extras.len() == 1 =>
            {
                let adjacent = shares_line(*a, *b);
                if adjacent == (technique == Technique::UniqueRectangle2) {
                    let z = extras.first().expect("one extra");
                    let targets = pos.places(z).intersection(seen_by_all(pos, roof));
                    found.push((
                        targets.iter().map(|c| Candidate::new(c, z)).collect(),
                        CellSet::EMPTY,
                    ));
                }
            }
            (Technique::UniqueRectangle5, [_, _, _]) if extras.len() == 1 => {
                let z = extras.first().expect("one extra");
                let targets = pos.places(z).intersection(seen_by_all(pos, roof));
                found.push((
                    targets.iter().map(|c| Candidate::new(c, z)).collect(),
                    CellSet::EMPTY,
                ));
            }
            (Technique::UniqueRectangle4, [a, b]) if shares_line(*a, *b) => {
                for house in common_houses(pos, roof) {
                    for (u, v) in [(x, y), (y, x)] {
                        if pos.places_in(u, house) == roof {
                            found.push((
                                vec![Candidate::new(*a, v), Candidate::new(*b, v)],
                                CellSet::EMPTY,
                            ));
                        }
                    }
                }
            }
            (Technique::UniqueRectangle6, [a, b]) if !shares_line(*a, *b) => {
                let all: CellSet = cells.iter().copied().collect();
                for u in [x, y] {
                    let rows_locked = [cells[0].row(), cells[2].row()].iter().all(|&r| {
                        pos.places_in(u, House::Row(r)) == all.intersection(House::Row(r).cells())
                    });
                    let cols_locked = [cells[0].col(), cells[1].col()].iter().all(|&c| {
                        pos.places_in(u, House::Column(c))
                            == all.intersection(House::Column(c).cells())
                    });
                    if rows_locked || cols_locked {
                        found.push((
                            vec![Candidate::new(*a, u), Candidate::new(*b, u)],
                            CellSet::EMPTY,
                        ));
                    }
                }
            }
            (Technique::UniqueRectangle3, [a, b]) if shares_line(*a, *b) => {
                found.extend(type3_subsets(pos, roof, extras));
            }
            _ => {}
        }
        for (mut eliminations, subset) in found {
            eliminations.retain(|e| pos.cands(e.cell).contains(e.digit));
            crate::engine::sort::sort(&mut eliminations);
            eliminations.dedup();
            if eliminations.is_empty()
                || steps.iter().any(|s: &Step| s.eliminations == eliminations)
            {
                continue;
            }
            steps.push(Step {
                technique,
                placements: vec![],
                eliminations,
                evidence: Evidence::Rectangle {
                    cells,
                    digits: pair,
                    roof,
                    subset,
                },
            });
        }
    }
    steps
}

/// Type 3: the roof's extras act like one cell holding them; with k other cells of a house
/// shared with the roof they form a naked subset of k + 1 digits, which leave the rest of
/// every house that holds the roof and the subset (a line and a block, often).
pub(super) fn type3_subsets(
    pos: &Position,
    roof: CellSet,
    extras: DigitSet,
) -> Vec<(Vec<Candidate>, CellSet)> {
    let mut out: Vec<(Vec<Candidate>, CellSet)> = Vec::new();
    for house in common_houses(pos, roof) {
        let others: Vec<Cell> = house
            .cell_list()
            .filter(|c| !roof.contains(*c) && !pos.cands(*c).is_empty())
            .collect();
        for k in 1..=3usize {
            super::combinations(&others, k, &mut |set| {
                let digits = set.iter().fold(extras, |acc, c| acc.union(pos.cands(*c)));
                if digits.len() as usize != k + 1 {
                    return;
                }
                let subset: CellSet = set.iter().copied().collect();
                if out.iter().any(|(_, s)| *s == subset) {
                    return;
                }
                let pattern = subset.union(roof);
                let rest = common_houses(pos, pattern)
                    .iter()
                    .fold(CellSet::EMPTY, |acc, h| acc.union(h.cells()))
                    .difference(pattern);
                let eliminations: Vec<Candidate> = digits
                    .iter()
                    .flat_map(|d| {
                        pos.places(d)
                            .intersection(rest)
                            .iter()
                            .map(move |c| Candidate::new(c, d))
                    })
                    .collect();
                if !eliminations.is_empty() {
                    out.push((eliminations, subset));
                }
            });
        }
    }
    out
}

/// BUG+1: every empty cell has two candidates except one with three; the digit of that cell
/// that appears three times in each of its houses, while every other digit and house has two
/// places or none, must go there, so its other two leave.
pub fn bug_plus_one(pos: &Position) -> Vec<Step> {
    let empty = pos.empty_cells();
    let mut odd = None;
    for cell in empty.iter() {
        match pos.cands(cell).len() {
            2 => {}
            3 if odd.is_none() => odd = Some(cell),
            _ => return vec![],
        }
    }
    let Some(cell) = odd else { return vec![] };
    // Without `digit` in `cell`, every digit must fill each house in exactly two places or
    // none (the grave itself); only then does it have no or several solutions. A position
    // with all cells bivalue but a digit once or three times in some other house is no grave.
    let digit = pos.cands(cell).iter().find(|&d| {
        pos.variant().houses().iter().all(|&h| {
            Digit::all().all(|x| {
                let mut n = pos.places_in(x, h).len();
                if x == d && h.cells().contains(cell) {
                    n -= 1;
                }
                n == 0 || n == 2
            })
        })
    });
    // Given as eliminations of the cell's other candidates, as HoDoKu does; the effect is
    // the same as placing the digit, and the step stays a pure candidate step.
    match digit {
        Some(digit) => vec![Step {
            technique: Technique::BugPlusOne,
            placements: vec![],
            eliminations: pos
                .cands(cell)
                .iter()
                .filter(|d| *d != digit)
                .map(|d| Candidate::new(cell, d))
                .collect(),
            evidence: Evidence::Bug { cell, digit },
        }],
        None => vec![],
    }
}

/// Every rectangle `[a, b, c, d]` (a–b and c–d share a row, a–c and b–d a column) over two
/// rows, two columns and exactly two blocks whose digit swap the variant allows.
fn corner_sets(variant: Variant) -> Vec<[Cell; 4]> {
    // Plain loops into a list: four nested `flat_map`s cost more than the rectangles.
    let mut out = Vec::with_capacity(648);
    for r1 in 0..9u8 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9u8 {
                for c2 in c1 + 1..9 {
                    if (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                        continue; // one block or four blocks
                    }
                    let at = |r, c| Cell::at(r, c).expect("in range");
                    let cells = [at(r1, c1), at(r1, c2), at(r2, c1), at(r2, c2)];
                    if swap_is_valid(variant, cells) {
                        out.push(cells);
                    }
                }
            }
        }
    }
    out
}

/// The corner diagonally opposite corner `i` of a rectangle `[a, b, c, d]`.
const OPPOSITE: [usize; 4] = [3, 2, 1, 0];

/// Hidden Rectangles: a bivalue corner {x, y}; in the row and the column through the
/// opposite corner, x can only be in the rectangle. Then the opposite corner cannot be y.
pub fn hidden_rectangles(pos: &Position, shared: &Shared) -> Vec<Step> {
    let mut steps = Vec::new();
    for &(cells, x, y) in rectangles(pos, shared) {
        let pair = DigitSet::single(x).union(DigitSet::single(y));
        let corners: CellSet = cells.iter().copied().collect();
        for (i, &a) in cells.iter().enumerate() {
            if pos.cands(a) != pair {
                continue;
            }
            let d = cells[OPPOSITE[i]];
            for (u, v) in [(x, y), (y, x)] {
                let row = House::Row(d.row());
                let col = House::Column(d.col());
                let locked = pos.places_in(u, row) == corners.intersection(row.cells())
                    && pos.places_in(u, col) == corners.intersection(col.cells());
                let elim = Candidate::new(d, v);
                if locked
                    && pos.cands(d).contains(v)
                    && !steps.iter().any(|s: &Step| s.eliminations == [elim])
                {
                    steps.push(Step {
                        technique: Technique::HiddenRectangle,
                        placements: vec![],
                        eliminations: vec![elim],
                        evidence: Evidence::Rectangle {
                            cells,
                            digits: pair,
                            roof: corners.difference(CellSet::single(a)),
                            subset: CellSet::EMPTY,
                        },
                    });
                }
            }
        }
    }
    steps
}

/// Avoidable Rectangles: corners placed while solving (never givens) that, completed, would
/// form a swappable rectangle. Type 1: three placed corners, the fourth cannot take the digit
/// that completes it. Type 2: two placed corners in a line; the other two hold exactly the
/// completing digit and one shared extra z, so one of them is z and cells seeing both lose z.
pub fn avoidable_rectangles(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let mut steps = Vec::new();
    let placed = pos.filled_cells().difference(pos.givens());
    let empty = pos.empty_cells();
    for &cells in corners(pos, shared) {
        let corners: CellSet = cells.iter().copied().collect();
        // What the lists below decide, without making them: every corner placed or empty,
        // two placed at least.
        if !corners.difference(placed.union(empty)).is_empty()
            || corners.intersection(placed).len() < 2
        {
            continue;
        }
        let set: Vec<usize> = (0..4).filter(|&i| placed.contains(cells[i])).collect();
        let open: Vec<usize> = (0..4).filter(|&i| pos.digit(cells[i]).is_none()).collect();
        if set.len() + open.len() != 4 || set.len() < 2 {
            continue; // a given among the corners
        }
        // The digit each open corner needs to complete the pattern: its opposite's digit.
        let need = |i: usize| pos.digit(cells[OPPOSITE[i]]);
        // Adjacent placed corners must differ; diagonal ones must match.
        let pattern_ok = set.iter().all(|&i| {
            set.iter().all(|&j| {
                i == j || {
                    let same = pos.digit(cells[i]) == pos.digit(cells[j]);
                    if OPPOSITE[i] == j { same } else { !same }
                }
            })
        });
        if !pattern_ok {
            continue;
        }
        let (eliminations, roof) = match (technique, open.as_slice()) {
            (Technique::AvoidableRectangle1, [i]) => {
                let Some(d) = need(*i) else { continue };
                (
                    vec![Candidate::new(cells[*i], d)],
                    CellSet::single(cells[*i]),
                )
            }
            (Technique::AvoidableRectangle2, [i, j]) if OPPOSITE[*i] != *j => {
                let (Some(di), Some(dj)) = (need(*i), need(*j)) else {
                    continue;
                };
                let (ci, cj) = (pos.cands(cells[*i]), pos.cands(cells[*j]));
                let zi = ci.difference(DigitSet::single(di));
                let zj = cj.difference(DigitSet::single(dj));
                let Some(z) = zi.single_digit() else { continue };
                if zi != zj || !ci.contains(di) || !cj.contains(dj) {
                    continue;
                }
                let roof = CellSet::single(cells[*i]).union(CellSet::single(cells[*j]));
                let targets = pos.places(z).intersection(seen_by_all(pos, roof));
                (targets.iter().map(|c| Candidate::new(c, z)).collect(), roof)
            }
            _ => continue,
        };
        let eliminations: Vec<Candidate> = eliminations
            .into_iter()
            .filter(|e| pos.cands(e.cell).contains(e.digit))
            .collect();
        if eliminations.is_empty() || steps.iter().any(|s: &Step| s.eliminations == eliminations) {
            continue;
        }
        let digits = cells.iter().filter_map(|c| pos.digit(*c)).collect();
        steps.push(Step {
            technique,
            placements: vec![],
            eliminations,
            evidence: Evidence::Rectangle {
                cells,
                digits,
                roof: roof.intersection(corners),
                subset: CellSet::EMPTY,
            },
        });
    }
    steps
}

// ---- Explaining ----

/// A rectangle: the deadly pattern its corners would form, and what the roof must do so the
/// puzzle keeps one solution.
pub(crate) fn explain_rectangle(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Rectangle {
        cells,
        digits,
        roof,
        subset,
    } = &step.evidence
    else {
        return plain(step);
    };
    let corners: CellSet = cells.iter().copied().collect();
    // An Avoidable Rectangle's other corners hold digits placed while solving.
    let avoidable = matches!(
        step.technique,
        Technique::AvoidableRectangle1 | Technique::AvoidableRectangle2
    );
    let swap = if avoidable {
        Phrase::new(if roof.len() == 1 {
            "explain.avoidable.swap.one"
        } else {
            "explain.avoidable.swap"
        })
        .cells("open", *roof)
        .digits("digits", *digits)
    } else {
        Phrase::new("explain.rectangle.swap")
            .cells("corners", corners)
            .digits("digits", *digits)
    };
    let what = if avoidable {
        Phrase::new("explain.avoidable.what")
            .cells("placed", corners.difference(*roof))
            .cells("open", *roof)
            .digits("digits", *digits)
    } else {
        // "All hold u and v" only where every corner still does (a Hidden Rectangle or a
        // type 2, 4, 5 or 6 may have lost one of them in a corner).
        let whole = corners
            .iter()
            .all(|c| pos.digit(c).is_some() || digits.difference(pos.cands(c)).is_empty());
        // "{roof} holds more": only the corners that do (a Hidden Rectangle's roof may have
        // a bivalue corner).
        let extra: CellSet = roof
            .iter()
            .filter(|c| !pos.cands(*c).difference(*digits).is_empty())
            .collect();
        let roof = if extra.is_empty() { roof } else { &extra };
        Phrase::new(match (whole, roof.len() == 1) {
            (true, true) => "explain.rectangle.what.one",
            (true, false) => "explain.rectangle.what",
            (false, true) => "explain.rectangle.what.some.one",
            (false, false) => "explain.rectangle.what.some",
        })
        .cells("corners", corners)
        .digits("digits", *digits)
        .cells("roof", *roof)
    };
    let roof_phrase = rectangle_roof(step, pos, *cells, *digits, *roof, *subset);
    // A type 6 or Hidden Rectangle ends its argument in the swap; the others start from it.
    let mut why = if matches!(
        roof_phrase.key,
        "explain.rectangle.diagonal" | "explain.rectangle.hidden"
    ) {
        vec![roof_phrase]
    } else {
        vec![swap, roof_phrase]
    };
    if !subset.is_empty() {
        let subset = subset_phrase(step, pos, *digits, *roof, *subset);
        // A subset in its house says the removals itself, after the roof's extras: the
        // sentence on what the roof keeps would only say the same.
        if subset.key.starts_with("explain.rectangle.subset.in") {
            why.pop();
        }
        why.push(subset);
    }
    if !says_removals(&why) {
        why.push(so(step));
    }
    Explanation {
        links: Vec::new(),
        where_to_look: where_digits(step, *digits),
        what_to_see: what,
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            area: vec![],
            pattern_cells: corners,
            pattern_candidates: corners
                .iter()
                .flat_map(|c| digits.iter().map(move |d| Candidate::new(c, d)))
                .collect(),
            fins: roof.union(*subset),
            ..base_highlights(step)
        },
    }
}

/// "… so {roof} must keep one of its (their) other candidates."
/// Type 3: the roof counts as one cell holding its extras, and with the `subset` cells forms
/// a naked subset in a house (two for a locked one), whose digits leave the house's other
/// cells. Names the digits and the houses.
fn subset_phrase(
    step: &Step,
    pos: &Position,
    digits: DigitSet,
    roof: CellSet,
    subset: CellSet,
) -> Phrase {
    let extras = roof.iter().fold(DigitSet::EMPTY, |acc, c| {
        acc.union(pos.cands(c).difference(digits))
    });
    let all = subset.iter().fold(extras, |acc, c| acc.union(pos.cands(c)));
    let removed: CellSet = step.eliminations.iter().map(|e| e.cell).collect();
    // The houses that hold the roof and the subset and lose something (a locked subset has
    // two: a line and a block).
    let houses: Vec<House> = pos
        .variant()
        .houses()
        .iter()
        .copied()
        .filter(|h| {
            let cells = h.cells();
            roof.difference(cells).is_empty()
                && subset.difference(cells).is_empty()
                && !removed.intersection(cells).is_empty()
        })
        .collect();
    let covered = houses
        .iter()
        .fold(CellSet::EMPTY, |acc, h| acc.union(h.cells()));
    match removed.difference(covered).is_empty() && !houses.is_empty() {
        // When the subset's digits are the roof's extras, they are named once.
        true => Phrase::new(if all == extras {
            "explain.rectangle.subset.in.same"
        } else {
            "explain.rectangle.subset.in"
        })
        .cells_or("roof", roof)
        .digits_or("extras", extras)
        .cells("subset", subset)
        .count("n", subset.len() + 1)
        .digits("digits", all)
        .houses("house", &houses)
        .removals("removals", &step.eliminations),
        false => Phrase::new("explain.rectangle.subset").cells("subset", subset),
    }
}

/// Whether a sentence of `why` already says the step's removals (then no "So …" follows).
pub(super) fn says_removals(why: &[Phrase]) -> bool {
    why.iter()
        .any(|p| p.args.iter().any(|(_, a)| matches!(a, Arg::Removals(_))))
}

pub(super) fn keep_other(roof: CellSet) -> Phrase {
    Phrase::new(if roof.len() == 1 {
        "explain.rectangle.keep.one"
    } else {
        "explain.rectangle.keep"
    })
    .cells("roof", roof)
}

/// What a rectangle's roof must do so the puzzle keeps one solution: take its one shared
/// extra digit (types 2 and 5, Avoidable type 2: cells that see the whole roof lose it), hold
/// a digit the roof owns in a house so neither roof cell can be the partner digit (type 4),
/// stay off the digit locked into the corners' lines (type 6, Hidden Rectangle), or else
/// keep one of its other candidates (type 1, type 3 with its subset).
fn rectangle_roof(
    step: &Step,
    pos: &Position,
    corners: [Cell; 4],
    digits: DigitSet,
    roof: CellSet,
    subset: CellSet,
) -> Phrase {
    let removed: DigitSet = step.eliminations.iter().map(|e| e.digit).collect();
    let extras = roof.iter().fold(DigitSet::EMPTY, |acc, c| {
        acc.union(pos.cands(c).difference(digits))
    });
    if roof.len() >= 2
        && subset.is_empty()
        && let Some(z) = extras
            .single_digit()
            .filter(|z| removed == DigitSet::single(*z))
    {
        return Phrase::new("explain.loop.extra")
            .cells_or("roof", roof)
            .digit("z", z)
            .removals("removals", &step.eliminations);
    }
    if step.technique == Technique::UniqueRectangle4
        && roof.len() == 2
        && removed.len() == 1
        && removed.difference(digits).is_empty()
    {
        let v = removed;
        let u = digits.difference(v);
        let lock = u.single_digit().and_then(|u| {
            pos.variant()
                .houses()
                .iter()
                .find(|h| {
                    roof.difference(h.cells()).is_empty()
                        && pos
                            .places(u)
                            .intersection(h.cells())
                            .difference(roof)
                            .is_empty()
                })
                .map(|h| (u, *h))
        });
        if let Some((u, house)) = lock {
            return Phrase::new("explain.loop.lock")
                .house("house", house)
                .digit("u", u)
                .cells_or("roof", roof)
                .digits("v", v)
                .removals("removals", &step.eliminations);
        }
    }
    match (step.technique, step.eliminations.as_slice()) {
        (Technique::UniqueRectangle6, [first, ..]) => {
            diagonal_roof(pos, corners, digits, roof, first.digit)
        }
        (Technique::HiddenRectangle, [only]) => Some(hidden_corner(corners, digits, roof, *only)),
        _ => None,
    }
    .unwrap_or_else(|| keep_other(roof))
}

/// Type 6: the roof is a diagonal, and `u` lies only in the corners of both rows (or both
/// columns); a roof cell that were `u` would make its diagonal partner `u` and leave `v` for
/// the other two corners. `corners` are in reading order, the first and last opposite.
fn diagonal_roof(
    pos: &Position,
    corners: [Cell; 4],
    digits: DigitSet,
    roof: CellSet,
    u: Digit,
) -> Option<Phrase> {
    let all: CellSet = corners.iter().copied().collect();
    let locked = |lines: [House; 2]| {
        lines
            .iter()
            .all(|h| pos.places_in(u, *h) == all.intersection(h.cells()))
            .then_some(lines)
    };
    let [a, .., d] = corners;
    let lines = locked([House::Row(a.row()), House::Row(d.row())])
        .or_else(|| locked([House::Column(a.col()), House::Column(d.col())]))?;
    Some(
        Phrase::new("explain.rectangle.diagonal")
            .houses("lines", &lines)
            .digit("u", u)
            .cells_or("roof", roof)
            .cells("floor", all.difference(roof))
            .digits("v", digits.difference(DigitSet::single(u)))
            .digits("digits", digits),
    )
}

/// Hidden Rectangle: one corner holds only the two digits; the row and the column through the
/// opposite corner hold `u` only in the rectangle, so that corner cannot be `v`.
fn hidden_corner(
    corners: [Cell; 4],
    digits: DigitSet,
    roof: CellSet,
    removal: Candidate,
) -> Phrase {
    let all: CellSet = corners.iter().copied().collect();
    let floor = all.difference(roof);
    let d = removal.cell;
    let (row, column) = (House::Row(d.row()), House::Column(d.col()));
    let other = |h: House| all.intersection(h.cells()).difference(CellSet::single(d));
    Phrase::new("explain.rectangle.hidden")
        .cells("floor", floor)
        .digits("digits", digits)
        .house("row", row)
        .house("column", column)
        .digits("u", digits.difference(DigitSet::single(removal.digit)))
        .cell("corner", d)
        .digit("v", removal.digit)
        .cells("sides", other(row).union(other(column)))
}

/// BUG+1: without the one digit in the one cell with three candidates, the grid would be a
/// deadly pattern.
pub(crate) fn explain_bug(step: &Step, _pos: &Position) -> Explanation {
    let Evidence::Bug { cell, digit } = &step.evidence else {
        return plain(step);
    };
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.bug.where")
            .technique_a("name", step.technique)
            .cell("cell", *cell),
        what_to_see: Phrase::new("explain.bug.what")
            .cell("cell", *cell)
            .digit("digit", *digit),
        why: vec![
            Phrase::new("explain.bug.why"),
            Phrase::new("explain.bug.only")
                .cell("cell", *cell)
                .digit("digit", *digit),
        ],
        effect: effect_phrase(step),
        highlights: Highlights {
            area: vec![],
            pattern_cells: CellSet::single(*cell),
            ..base_highlights(step)
        },
    }
}

// ---- Cases ----

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const UNIQUE_RECTANGLE_1: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "+4+7.3..1.8+85.4...9.39.+86.+4.7+1342+8.+5.+9+2+8+5+1...+3+496+7+53+4..1+6+2871+3+9+45+5+1+3+9+42..+6+74+96+58.+1.",
        notes: "",
        rungs: "1: There is a Unique Rectangle Type 1 on the digits 2 and 3.\n\
                2: The cells r2c7, r2c9, r9c7 and r9c9 all hold 2 and 3; r2c7 holds more.\n\
                3: If the corners held only 2 and 3, swapping the two would give a second solution. A proper puzzle has one solution, so r2c7 keeps another candidate. So remove 2 and 3 from r2c7.\n\
                4: Remove 2 and 3 from r2c7",
    }];

    // The roof's one extra digit is 8: one of the roof cells is 8.
    pub const UNIQUE_RECTANGLE_2: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "298456.3.15679324834781265956.32897...95.1......6.9...972134.6.485967312613285.9.",
        notes: "",
        rungs: "1: There is a Unique Rectangle Type 2 on the digits 2 and 3.\n\
                2: The cells r5c2, r5c8, r6c2 and r6c8 form a rectangle on 2 and 3, each holding one or both of them; r5c8 and r6c8 hold more.\n\
                3: If the corners held only 2 and 3, swapping the two would give a second solution. So r5c8 or r6c8 must be 8 (their only other candidate); a cell that sees them all cannot be 8: remove 8 from r5c7 and r6c7.\n\
                4: Remove 8 from r5c7 and r6c7",
    }];

    pub const UNIQUE_RECTANGLE_3: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "3.......7...98.+5.3.5.....2+6+2+31+4..+6+85+7968+512+3+4...+6237+9+1..4...+1+79..+371.+45.......36.",
        notes: "",
        rungs: "1: There is a Unique Rectangle Type 3 on the digits 8 and 9.\n\
                2: The cells r1c3, r1c7, r3c3 and r3c7 all hold 8 and 9; r1c3 and r3c3 hold more.\n\
                3: If the corners held only 8 and 9, swapping the two would give a second solution. So r1c3 or r3c3 is 2 or 7; as one cell, they form with r2c3 a naked subset in column 3 and block 1: remove 2 from r1c2, r2c2 and r9c3; 7 from r2c2 and r9c3.\n\
                4: Remove 2 from r1c2, r2c2 and r9c3; 7 from r2c2 and r9c3",
    }];

    // Column 9 has its 3 only in the roof: one roof cell is 3, so neither can be 8.
    pub const UNIQUE_RECTANGLE_4: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "895476312426931857371.2.69456971.42.28465973113784256995238714671.2649..64..9.27.",
        notes: "",
        rungs: "1: There is a Unique Rectangle Type 4 on the digits 3 and 8.\n\
                2: The cells r8c3, r8c9, r9c3 and r9c9 all hold 3 and 8; r8c9 and r9c9 hold more.\n\
                3: If the corners held only 3 and 8, swapping the two would give a second solution. In column 9, 3 fits only in r8c9 or r9c9, so one of them is 3; then the other cannot be 8: remove 8 from r8c9 and r9c9.\n\
                4: Remove 8 from r8c9 and r9c9",
    }];

    pub const UNIQUE_RECTANGLE_5: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "+324+56+7+918..+9..+8.+3...+893+4.+5...+5+7.63.+9+9624+8+3+5+71.+37.5+9+8....+389+17..+7+96+34+2+185..1+6+7+5.+93",
        notes: "121 122 227 229 629 639 479",
        rungs: "1: There is a Unique Rectangle Type 5 on the digits 2 and 6.\n\
                2: The cells r6c8, r6c9, r7c8 and r7c9 all hold 2 and 6; r6c8, r6c9 and r7c8 hold more.\n\
                3: If the corners held only 2 and 6, swapping the two would give a second solution. So r6c8, r6c9 or r7c8 must be 4 (their only other candidate); a cell that sees them all cannot be 4: remove 4 from r4c8.\n\
                4: Remove 4 from r4c8",
    }];

    // Rows 1 and 2 hold 4 only in the corners: a roof cell that were 4 makes the
    // opposite roof cell 4 and both floor cells 1.
    pub const UNIQUE_RECTANGLE_6: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "5827..6.99.38..5..1.495.2.86214798533485..791795318426217635984439287165856194372",
        notes: "",
        rungs: "1: There is a Unique Rectangle Type 6 on the digits 1 and 4.\n\
                2: The cells r1c5, r1c8, r2c5 and r2c8 form a rectangle on 1 and 4, each holding one or both of them; r1c8 and r2c5 hold more.\n\
                3: In rows 1 and 2, 4 fits only in the corners. If r1c8 or r2c5 were 4, so would the opposite corner, leaving 1 for r1c5 and r2c8: the corners would hold only 1 and 4, and swapping the two would give a second solution. So remove 4 from r1c8 and r2c5.\n\
                4: Remove 4 from r1c8 and r2c5",
    }];

    pub const BUG_PLUS_ONE: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: ".+9.+613.+8+4...2+5+7+1+393.184+92..968+5+7+1+42+3+4379+2+6+81+5+1..+3+84......+1+9+2..8..9+435+67+1+51.+76+8..+2",
        notes: "",
        rungs: "1: There is a BUG+1: every empty cell but r7c3 has two candidates.\n\
                2: r7c3 has three candidates, and 4 appears three times in each of its houses.\n\
                3: If every empty cell had two candidates and every candidate appeared exactly twice in each of its houses, the grid would be a deadly pattern: such a puzzle has no solution or more than one, never exactly one. Only r7c3 breaks that pattern, with the candidate that appears three times in its houses: so place 4 in r7c3.\n\
                4: Remove 3 and 6 from r7c3",
    }];

    pub const HIDDEN_RECTANGLE: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "..34..67.5.....34..4.......6..3......8......4...7....12..6...5.....98.......41...",
        notes: "",
        rungs: "1: There is a Hidden Rectangle on the digits 3 and 7.\n\
                2: The cells r3c5, r3c6, r7c5 and r7c6 all hold 3 and 7; r3c5 and r3c6 hold more.\n\
                3: r7c5 holds only 3 and 7; in row 3 and column 6, 3 fits only in the corners. If r3c6 were 7, r3c5 and r7c6 would be 3, leaving 7 for r7c5: the corners would hold only 3 and 7, and swapping the two would give a second solution. So remove 7 from r3c6.\n\
                4: Remove 7 from r3c6",
    }];

    // r1c2, r1c4 and r3c4 were placed while solving (`+`), so 2 in r3c2 would complete a
    // rectangle whose digits could be swapped.
    pub const AVOIDABLE_RECTANGLE_1: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "1+4+6+2+7.+39.+8+7.3+91.+64+9.+3+46..+7.+2..8+567+39+369+7+4+2+1+8+578+5+1+3+94+2+64..+6+83+9575+3+8+9176+4+2+6+9+7+5+248+1+3",
        notes: "",
        rungs: "1: There is an Avoidable Rectangle Type 1 on the digits 2 and 4.\n\
                2: r1c2, r1c4 and r3c4 hold digits placed while solving, none of them a given; with r3c2 they are the corners of a rectangle on 2 and 4.\n\
                3: If r3c2 completed the rectangle, swapping 2 and 4 round its corners (none is a given) would give a second solution. A proper puzzle has one solution, so r3c2 keeps another candidate. So remove 2 from r3c2.\n\
                4: Remove 2 from r3c2",
    }];

    pub const AVOIDABLE_RECTANGLE_2: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "9+8....6+4+7..1..6+9387.6.8+9+5+1+2+1...+3.+476+3+741+6+2+8+5+9+65+8947+12+32.....+3.5+8..25.+7.+4....9.+2.1",
        notes: "474 494",
        rungs: "1: There is an Avoidable Rectangle Type 2 on the digits 3 and 7.\n\
                2: r7c7 and r8c7 hold digits placed while solving, none of them a given; with r7c3 and r8c3 they are the corners of a rectangle on 3 and 7.\n\
                3: If r7c3 and r8c3 completed the rectangle, swapping 3 and 7 round its corners (none is a given) would give a second solution. So r7c3 or r8c3 must be 9 (their only other candidate); a cell that sees them all cannot be 9: remove 9 from r4c3, r7c2 and r8c2.\n\
                4: Remove 9 from r4c3, r7c2 and r8c2",
    }];
}
