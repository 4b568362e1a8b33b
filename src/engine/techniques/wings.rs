//! Wings and bivalue chains: XY-Wing, XYZ-Wing, W-Wing and Remote Pair.

use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Link, Step, Technique};
use crate::engine::types::{Cell, Digit};

fn cells_with(pos: &Position, n: u32) -> Vec<Cell> {
    pos.empty_cells()
        .iter()
        .filter(|c| pos.cands(*c).len() == n)
        .collect()
}

fn sees_all(pos: &Position, cells: &[Cell]) -> CellSet {
    cells.iter().fold(CellSet::ALL, |acc, c| {
        acc.intersection(pos.variant().peers(*c))
    })
}

/// XY-Wing (pivot with two digits) or XYZ-Wing (pivot with three).
pub fn xy_wings(pos: &Position, technique: Technique) -> Vec<Step> {
    let xyz = technique == Technique::XYZWing;
    let pairs = cells_with(pos, 2);
    let pivots = cells_with(pos, if xyz { 3 } else { 2 });
    let mut steps = Vec::new();
    for &pivot in &pivots {
        let pv = pos.cands(pivot);
        let seen: Vec<Cell> = pairs
            .iter()
            .copied()
            .filter(|c| pos.variant().peers(pivot).contains(*c))
            .collect();
        for (i, &p1) in seen.iter().enumerate() {
            for &p2 in &seen[i + 1..] {
                let (c1, c2) = (pos.cands(p1), pos.cands(p2));
                let z = c1.intersection(c2);
                let Some(digit) = z.single_digit() else {
                    continue;
                };
                let fits = if xyz {
                    pv.contains(digit) && c1.union(c2) == pv && c1 != c2
                } else {
                    !pv.contains(digit)
                        && c1.difference(z).union(c2.difference(z)) == pv
                        && c1.difference(z) != c2.difference(z)
                };
                if !fits {
                    continue;
                }
                let mut wing = vec![p1, p2];
                if xyz {
                    wing.push(pivot);
                }
                let targets = pos
                    .places(digit)
                    .intersection(sees_all(pos, &wing))
                    .difference(CellSet::single(pivot));
                if targets.is_empty() {
                    continue;
                }
                steps.push(Step {
                    technique,
                    placements: vec![],
                    eliminations: targets.iter().map(|c| Candidate::new(c, digit)).collect(),
                    evidence: Evidence::Wing {
                        pivot,
                        pincers: vec![p1, p2],
                        digit,
                    },
                });
            }
        }
    }
    steps
}

/// W-Wings: two bivalue cells with the same digits {x, y}, not seeing each other, where a
/// conjugate pair of y has one end seeing each; x leaves the cells that see both.
pub fn w_wings(pos: &Position) -> Vec<Step> {
    let pairs = cells_with(pos, 2);
    let mut steps = Vec::new();
    for (i, &p) in pairs.iter().enumerate() {
        for &q in &pairs[i + 1..] {
            let digits = pos.cands(p);
            if pos.cands(q) != digits || pos.variant().peers(p).contains(q) {
                continue;
            }
            for y in digits.iter() {
                let x = digits
                    .difference(DigitSet::single(y))
                    .first()
                    .expect("two digits");
                let targets = pos.places(x).intersection(sees_all(pos, &[p, q]));
                if targets.is_empty() {
                    continue;
                }
                for &house in pos.variant().houses() {
                    let places = pos.places_in(y, house);
                    if places.len() != 2 || places.contains(p) || places.contains(q) {
                        continue;
                    }
                    let mut it = places.iter();
                    let (a, b) = (it.next().expect("two"), it.next().expect("two"));
                    let peers = |c: Cell, d: Cell| pos.variant().peers(c).contains(d);
                    let (u, v) = if peers(a, p) && peers(b, q) {
                        (a, b)
                    } else if peers(b, p) && peers(a, q) {
                        (b, a)
                    } else {
                        continue;
                    };
                    let c = |cell, d| Candidate::new(cell, d);
                    let link = |from, to, strong| Link { from, to, strong };
                    steps.push(Step {
                        technique: Technique::WWing,
                        placements: vec![],
                        eliminations: targets.iter().map(|t| c(t, x)).collect(),
                        evidence: Evidence::Chain {
                            links: vec![
                                link(c(p, x), c(p, y), true),
                                link(c(p, y), c(u, y), false),
                                link(c(u, y), c(v, y), true),
                                link(c(v, y), c(q, y), false),
                                link(c(q, y), c(q, x), true),
                            ],
                        },
                    });
                    break;
                }
            }
        }
    }
    steps
}

/// Remote Pairs: a chain of four or more bivalue cells with the same two digits, each seeing
/// the next; the two ends of an odd-length stretch hold different digits, so cells seeing
/// both lose both digits.
pub fn remote_pairs(pos: &Position) -> Vec<Step> {
    let pairs = cells_with(pos, 2);
    let mut steps = Vec::new();
    let mut seen: Vec<(Cell, Cell)> = Vec::new();
    for &start in &pairs {
        let digits = pos.cands(start);
        let group: Vec<Cell> = pairs
            .iter()
            .copied()
            .filter(|c| pos.cands(*c) == digits)
            .collect();
        // Breadth-first search from `start` over the group, keeping parents for the path.
        let mut parent: Vec<Option<Cell>> = vec![None; 81];
        let mut dist: Vec<Option<usize>> = vec![None; 81];
        dist[start.index()] = Some(0);
        let mut queue = std::collections::VecDeque::from([start]);
        while let Some(cell) = queue.pop_front() {
            for &next in &group {
                if dist[next.index()].is_none() && pos.variant().peers(cell).contains(next) {
                    dist[next.index()] = dist[cell.index()].map(|d| d + 1);
                    parent[next.index()] = Some(cell);
                    queue.push_back(next);
                }
            }
        }
        for &end in &group {
            let Some(d) = dist[end.index()] else { continue };
            if d < 3 || d % 2 == 0 || seen.contains(&(end, start)) || seen.contains(&(start, end)) {
                continue;
            }
            let mut path = vec![end];
            while let Some(p) = parent[path.last().expect("non-empty").index()] {
                path.push(p);
            }
            path.reverse();
            let chain: CellSet = path.iter().copied().collect();
            let both = sees_all(pos, &[start, end]).difference(chain);
            let eliminations: Vec<Candidate> = digits
                .iter()
                .flat_map(|dg| {
                    pos.places(dg)
                        .intersection(both)
                        .iter()
                        .map(move |c| Candidate::new(c, dg))
                })
                .collect();
            if eliminations.is_empty() {
                continue;
            }
            seen.push((start, end));
            let first: Digit = digits.first().expect("two digits");
            let second = digits
                .difference(DigitSet::single(first))
                .first()
                .expect("two");
            let mut links = Vec::new();
            let mut on = first;
            for w in path.windows(2) {
                let off = if on == first { second } else { first };
                links.push(Link {
                    from: Candidate::new(w[0], on),
                    to: Candidate::new(w[0], off),
                    strong: true,
                });
                links.push(Link {
                    from: Candidate::new(w[0], off),
                    to: Candidate::new(w[1], off),
                    strong: false,
                });
                on = off;
            }
            let last = *path.last().expect("path");
            let off = if on == first { second } else { first };
            links.push(Link {
                from: Candidate::new(last, on),
                to: Candidate::new(last, off),
                strong: true,
            });
            let mut eliminations = eliminations;
            crate::engine::sort::sort(&mut eliminations);
            steps.push(Step {
                technique: Technique::RemotePair,
                placements: vec![],
                eliminations,
                evidence: Evidence::Chain { links },
            });
        }
    }
    steps
}

/// WXYZ-Wings (general form): a pivot and three cells it sees, four digits between them, and
/// exactly one digit z whose cells in the pattern do not all see each other. The other three
/// digits fit at most once each, so one of the four cells is z; cells that see every z of
/// the pattern lose z.
pub fn wxyz_wings(pos: &Position) -> Vec<Step> {
    let small: Vec<Cell> = pos
        .empty_cells()
        .iter()
        .filter(|c| (2..=4).contains(&pos.cands(*c).len()))
        .collect();
    let mut steps = Vec::new();
    let mut seen: Vec<CellSet> = Vec::new();
    for &pivot in &small {
        let wings: Vec<Cell> = small
            .iter()
            .copied()
            .filter(|c| pos.variant().peers(pivot).contains(*c))
            .collect();
        for a in 0..wings.len() {
            let da = pos.cands(pivot).union(pos.cands(wings[a]));
            if da.len() > 4 {
                continue;
            }
            for b in a + 1..wings.len() {
                let db = da.union(pos.cands(wings[b]));
                if db.len() > 4 {
                    continue;
                }
                for c in b + 1..wings.len() {
                    let digits = db.union(pos.cands(wings[c]));
                    if digits.len() != 4 {
                        continue;
                    }
                    let cells = [pivot, wings[a], wings[b], wings[c]];
                    let set: CellSet = cells.iter().copied().collect();
                    if seen.contains(&set) {
                        continue;
                    }
                    let holders = |d: Digit| -> Vec<Cell> {
                        cells
                            .iter()
                            .copied()
                            .filter(|x| pos.cands(*x).contains(d))
                            .collect()
                    };
                    let unrestricted: Vec<Digit> = digits
                        .iter()
                        .filter(|&d| {
                            let h = holders(d);
                            h.iter().enumerate().any(|(i, x)| {
                                h[i + 1..]
                                    .iter()
                                    .any(|y| !pos.variant().peers(*x).contains(*y))
                            })
                        })
                        .collect();
                    let [z] = unrestricted.as_slice() else {
                        continue;
                    };
                    let zs = holders(*z);
                    let targets = pos
                        .places(*z)
                        .intersection(sees_all(pos, &zs))
                        .difference(set);
                    if targets.is_empty() {
                        continue;
                    }
                    seen.push(set);
                    steps.push(Step {
                        technique: Technique::WXYZWing,
                        placements: vec![],
                        eliminations: targets.iter().map(|t| Candidate::new(t, *z)).collect(),
                        evidence: Evidence::Wing {
                            pivot,
                            pincers: cells[1..].to_vec(),
                            digit: *z,
                        },
                    });
                }
            }
        }
    }
    steps
}
