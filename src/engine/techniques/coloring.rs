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

/// 3D Medusa: strong links between candidates (the two of a bivalue cell, the two places of a
/// digit in a house) chained into clusters and coloured alternately; exactly one colour of a
/// cluster is true. A colour is false when two of its candidates share a cell, or share a
/// digit in one house, or when it would empty a cell; an uncoloured candidate goes when it
/// sees both colours (same digit in a peer, or a coloured candidate in its own cell plus the
/// other colour's same digit in a peer).
pub fn medusa(pos: &Position) -> Vec<Step> {
    // Candidate index: cell * 9 + digit index.
    let idx = |c: Candidate| c.cell.index() * 9 + c.digit.index();
    let mut links: Vec<(Candidate, Candidate)> = Vec::new();
    for cell in pos.empty_cells().iter() {
        let set = pos.cands(cell);
        if set.len() == 2 {
            let mut it = set.iter();
            let (a, b) = (it.next().expect("two"), it.next().expect("two"));
            links.push((Candidate::new(cell, a), Candidate::new(cell, b)));
        }
    }
    for digit in Digit::all() {
        for &house in pos.variant().houses() {
            let places = pos.places_in(digit, house);
            if places.len() == 2 {
                let mut it = places.iter();
                let (a, b) = (it.next().expect("two"), it.next().expect("two"));
                links.push((Candidate::new(a, digit), Candidate::new(b, digit)));
            }
        }
    }
    let mut colour = vec![0u8; 81 * 9];
    let mut steps = Vec::new();
    for &(start, _) in &links {
        if colour[idx(start)] != 0 {
            continue;
        }
        colour[idx(start)] = 1;
        let (mut a, mut b) = (vec![start], Vec::new());
        let mut stack = vec![start];
        while let Some(x) = stack.pop() {
            let cx = colour[idx(x)];
            for &(p, q) in &links {
                let other = if p == x {
                    q
                } else if q == x {
                    p
                } else {
                    continue;
                };
                if colour[idx(other)] == 0 {
                    colour[idx(other)] = 3 - cx;
                    if cx == 1 {
                        b.push(other)
                    } else {
                        a.push(other)
                    }
                    stack.push(other);
                }
            }
        }
        if a.len() + b.len() < 4 {
            continue; // a single link is a plain pair, not a Medusa
        }
        if let Some(step) = medusa_step(pos, &a, &b) {
            steps.push(step);
        }
    }
    steps
}

fn medusa_step(pos: &Position, a: &[Candidate], b: &[Candidate]) -> Option<Step> {
    let sees = |x: Candidate, y: Candidate| {
        x != y
            && ((x.cell == y.cell && x.digit != y.digit)
                || (x.digit == y.digit && pos.variant().peers(x.cell).contains(y.cell)))
    };
    // A colour that contradicts itself is false: all its candidates go.
    for (i, colour) in [a, b].into_iter().enumerate() {
        let broken = colour.iter().any(|x| colour.iter().any(|y| sees(*x, *y)))
            || pos.empty_cells().iter().any(|cell| {
                let set = pos.cands(cell);
                !set.is_empty()
                    && set.iter().all(|d| {
                        let c = Candidate::new(cell, d);
                        colour.iter().any(|x| sees(*x, c))
                    })
                    && !colour.iter().any(|x| x.cell == cell)
            });
        if broken {
            let mut eliminations = colour.to_vec();
            crate::engine::sort::sort(&mut eliminations);
            return Some(Step {
                technique: Technique::ThreeDMedusa,
                placements: vec![],
                eliminations,
                evidence: Evidence::Medusa {
                    colours: (a.to_vec(), b.to_vec()),
                    false_colour: Some(i),
                },
            });
        }
    }
    // Uncoloured candidates that see both colours.
    let mut eliminations = Vec::new();
    for cell in pos.empty_cells().iter() {
        for d in pos.cands(cell).iter() {
            let c = Candidate::new(cell, d);
            if a.contains(&c) || b.contains(&c) {
                continue;
            }
            if a.iter().any(|x| sees(*x, c)) && b.iter().any(|x| sees(*x, c)) {
                eliminations.push(c);
            }
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    Some(Step {
        technique: Technique::ThreeDMedusa,
        placements: vec![],
        eliminations,
        evidence: Evidence::Medusa {
            colours: (a.to_vec(), b.to_vec()),
            false_colour: None,
        },
    })
}
