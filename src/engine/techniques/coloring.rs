//! Colouring: for one digit, conjugate pairs (the only two places in a house) chain into
//! clusters; colouring a cluster alternately gives two colours, exactly one of which holds
//! the digit. Simple Colors uses one cluster (trap: a cell seeing both colours; wrap: a
//! colour seeing itself is false); Multi Colors combines two clusters.

use crate::engine::bits::CellSet;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::{Cell, Digit};

/// The clusters of `digit` (two or more cells each) as pairs of colours.
fn clusters(pos: &Position, digit: Digit) -> Vec<(CellSet, CellSet)> {
    let mut partners: Vec<(Cell, Cell)> = Vec::new();
    for &house in pos.variant().houses() {
        let places = pos.places_in(digit, house);
        if places.len() == 2 {
            let mut it = places.iter();
            partners.push((it.next().expect("two"), it.next().expect("two")));
        }
    }
    let mut colour: [u8; 81] = [0; 81]; // 0 none, 1 or 2
    let mut out = Vec::new();
    for &(start, _) in &partners {
        if colour[start.index()] != 0 {
            continue;
        }
        colour[start.index()] = 1;
        let mut stack = vec![start];
        let (mut a, mut b) = (CellSet::single(start), CellSet::EMPTY);
        while let Some(cell) = stack.pop() {
            let c = colour[cell.index()];
            for &(x, y) in &partners {
                let other = if x == cell {
                    y
                } else if y == cell {
                    x
                } else {
                    continue;
                };
                if colour[other.index()] == 0 {
                    colour[other.index()] = 3 - c;
                    if c == 1 {
                        b.insert(other)
                    } else {
                        a.insert(other)
                    }
                    stack.push(other);
                }
            }
        }
        out.push((a, b));
    }
    out
}

fn sees_any(pos: &Position, cell: Cell, set: CellSet) -> bool {
    !pos.variant().peers(cell).intersection(set).is_empty()
}

/// A colour "sees itself" when two of its cells share a house.
fn sees_itself(pos: &Position, set: CellSet) -> bool {
    set.iter().any(|c| sees_any(pos, c, set))
}

fn step(
    technique: Technique,
    digit: Digit,
    cells: CellSet,
    clusters: Vec<(CellSet, CellSet)>,
) -> Step {
    Step {
        technique,
        placements: vec![],
        eliminations: cells.iter().map(|c| Candidate::new(c, digit)).collect(),
        evidence: Evidence::Coloring { digit, clusters },
    }
}

/// Simple Colors (trap or wrap) steps.
pub fn simple_colors(pos: &Position, technique: Technique) -> Vec<Step> {
    let mut steps = Vec::new();
    for digit in Digit::all() {
        for (a, b) in clusters(pos, digit) {
            let coloured = a.union(b);
            if technique == Technique::SimpleColorsWrap {
                for (bad, _) in [(a, b), (b, a)] {
                    if sees_itself(pos, bad) {
                        steps.push(step(technique, digit, bad, vec![(a, b)]));
                    }
                }
            } else {
                let trapped: CellSet = pos
                    .places(digit)
                    .difference(coloured)
                    .iter()
                    .filter(|c| sees_any(pos, *c, a) && sees_any(pos, *c, b))
                    .collect();
                if !trapped.is_empty() {
                    steps.push(step(technique, digit, trapped, vec![(a, b)]));
                }
            }
        }
    }
    steps
}

/// Multi Colors 1 (a weak link between colours a1 and b1 makes a2 or b2 true: cells seeing
/// both lose the digit) and 2 (a colour seeing both colours of another cluster is false).
/// Like HoDoKu, a Multi Colors 1 step gathers everything one pair of clusters yields (every
/// weak link between them, and a colour made false on the way).
pub fn multi_colors(pos: &Position, technique: Technique) -> Vec<Step> {
    let mut steps = Vec::new();
    for digit in Digit::all() {
        let all = clusters(pos, digit);
        for (i, &(a1, a2)) in all.iter().enumerate() {
            for (j, &(b1, b2)) in all.iter().enumerate() {
                if i == j || (technique == Technique::MultiColors1 && i > j) {
                    continue;
                }
                let sees = |x: CellSet, set: CellSet| x.iter().any(|c| sees_any(pos, c, set));
                let false_colour =
                    |x: CellSet, (y1, y2): (CellSet, CellSet)| sees(x, y1) && sees(x, y2);
                if technique == Technique::MultiColors2 {
                    for x in [a1, a2] {
                        if false_colour(x, (b1, b2)) {
                            steps.push(step(technique, digit, x, vec![(a1, a2), (b1, b2)]));
                        }
                    }
                    continue;
                }
                let coloured = a1.union(a2).union(b1).union(b2);
                let mut targets = CellSet::EMPTY;
                let mut linked = false;
                for (x, x_other) in [(a1, a2), (a2, a1)] {
                    for (y, y_other) in [(b1, b2), (b2, b1)] {
                        if !sees(x, y) {
                            continue;
                        }
                        linked = true;
                        for c in pos.places(digit).difference(coloured).iter() {
                            if sees_any(pos, c, x_other) && sees_any(pos, c, y_other) {
                                targets.insert(c);
                            }
                        }
                    }
                }
                if !linked {
                    continue;
                }
                for (x, other) in [
                    (a1, (b1, b2)),
                    (a2, (b1, b2)),
                    (b1, (a1, a2)),
                    (b2, (a1, a2)),
                ] {
                    if false_colour(x, other) {
                        targets = targets.union(x);
                    }
                }
                if !targets.is_empty() {
                    steps.push(step(technique, digit, targets, vec![(a1, a2), (b1, b2)]));
                }
            }
        }
    }
    steps
}
