//! Uniqueness techniques: Unique Rectangles types 1–6 and BUG+1. They assume the puzzle has
//! exactly one solution, so `next_step` only offers them when the caller allows it (the
//! hint engine does so only after the exact solver proved uniqueness).
//!
//! Variants: a rectangle's deadly pattern (swap the two digits) must stay a valid grid under
//! every house of the variant. A diagonal or colour group that holds exactly one corner, or
//! two corners that carry the same digit, breaks the swap argument (the seed forbids URs on
//! diagonal cells for this reason), so such rectangles are skipped.

use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::house::{House, Variant};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::{Cell, Digit};

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

/// Every rectangle of empty cells over two rows, two columns and two blocks, with each digit
/// pair that one corner holds alone and every other corner holds at least in part.
fn rectangles(pos: &Position) -> Vec<([Cell; 4], Digit, Digit)> {
    let mut out = Vec::new();
    for cells in corner_sets(pos.variant()) {
        if cells.iter().any(|c| pos.cands(*c).is_empty()) {
            continue;
        }
        // The pair is the candidates of a bivalue corner (the floor); the other
        // corners need one of the two at least. A corner may miss one of them
        // (eliminated earlier): the swap argument holds all the same.
        let mut pairs: Vec<DigitSet> = Vec::new();
        for c in cells {
            let set = pos.cands(c);
            if set.len() == 2 && !pairs.contains(&set) {
                pairs.push(set);
            }
        }
        for pair in pairs {
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
pub fn unique_rectangles(pos: &Position, technique: Technique) -> Vec<Step> {
    let mut steps = Vec::new();
    for (cells, x, y) in rectangles(pos) {
        let pair = DigitSet::single(x).union(DigitSet::single(y));
        let roof: CellSet = cells
            .iter()
            .copied()
            .filter(|c| !pos.cands(*c).difference(pair).is_empty())
            .collect();
        let roof_cells: Vec<Cell> = roof.iter().collect();
        let extras = roof_cells.iter().fold(DigitSet::EMPTY, |acc, c| {
            acc.union(pos.cands(*c).difference(pair))
        });
        let mut found: Vec<(Vec<Candidate>, CellSet)> = Vec::new();
        match (technique, roof_cells.as_slice()) {
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
fn corner_sets(variant: Variant) -> impl Iterator<Item = [Cell; 4]> {
    (0..9u8).flat_map(move |r1| {
        (r1 + 1..9).flat_map(move |r2| {
            (0..9u8).flat_map(move |c1| {
                (c1 + 1..9).filter_map(move |c2| {
                    if (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                        return None; // one block or four blocks
                    }
                    let at = |r, c| Cell::at(r, c).expect("in range");
                    let cells = [at(r1, c1), at(r1, c2), at(r2, c1), at(r2, c2)];
                    swap_is_valid(variant, cells).then_some(cells)
                })
            })
        })
    })
}

/// The corner diagonally opposite corner `i` of a rectangle `[a, b, c, d]`.
const OPPOSITE: [usize; 4] = [3, 2, 1, 0];

/// Hidden Rectangles: a bivalue corner {x, y}; in the row and the column through the
/// opposite corner, x can only be in the rectangle. Then the opposite corner cannot be y.
pub fn hidden_rectangles(pos: &Position) -> Vec<Step> {
    let mut steps = Vec::new();
    for (cells, x, y) in rectangles(pos) {
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
pub fn avoidable_rectangles(pos: &Position, technique: Technique) -> Vec<Step> {
    let mut steps = Vec::new();
    let placed = pos.filled_cells().difference(pos.givens());
    for cells in corner_sets(pos.variant()) {
        let corners: CellSet = cells.iter().copied().collect();
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
