//! Wings and bivalue chains: XY-Wing, XYZ-Wing, WXYZ-Wing, W-Wing and Remote Pair.

use super::{Def, Find};
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::explain::chain::{explain_chain, explain_remote_pair};
use crate::engine::explain::{Explanation, Highlights, base_highlights, effect_phrase, plain};
use crate::engine::level::Level;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Link, Step, Technique};
use crate::engine::types::{Cell, Digit};

// ---- Definitions ----

pub(crate) const W_WING: Def = Def {
    id: "w-wing",
    name: "W-Wing",
    hodoku_code: "0803",
    hodoku_score: 150,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::Candidates(|pos, _| w_wings(pos)),
    explain: explain_chain,
    #[cfg(test)]
    cases: cases::W_WING,
};

pub(crate) const XY_WING: Def = Def {
    id: "xy-wing",
    name: "XY-Wing",
    hodoku_code: "0800",
    hodoku_score: 160,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::Candidates(xy_wings),
    explain: explain_wing,
    #[cfg(test)]
    cases: cases::XY_WING,
};

pub(crate) const XYZ_WING: Def = Def {
    id: "xyz-wing",
    name: "XYZ-Wing",
    hodoku_code: "0801",
    hodoku_score: 180,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::Candidates(xy_wings),
    explain: explain_wing,
    #[cfg(test)]
    cases: cases::XYZ_WING,
};

pub(crate) const REMOTE_PAIR: Def = Def {
    id: "remote-pair",
    name: "Remote Pair",
    hodoku_code: "0703",
    hodoku_score: 110,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::Candidates(|pos, _| remote_pairs(pos)),
    explain: explain_remote_pair,
    #[cfg(test)]
    cases: cases::REMOTE_PAIR,
};

/// Not in HoDoKu's default table: scored between XYZ-Wing and the ALS family, levelled
/// with HoDoKu's ALS and chain techniques.
pub(crate) const WXYZ_WING: Def = Def {
    id: "wxyz-wing",
    name: "WXYZ-Wing",
    hodoku_code: "0802",
    hodoku_score: 200,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::Candidates(|pos, _| wxyz_wings(pos)),
    explain: explain_wing,
    #[cfg(test)]
    cases: cases::WXYZ_WING,
};

// ---- Finding ----

fn cells_with(pos: &Position, n: u32) -> Vec<Cell> {
    cells_holding(pos, n).iter().collect()
}

/// Room for a cell in a buffer before it is written.
fn start_cell() -> Cell {
    Cell::new(0).expect("cell 0")
}

fn sees_all(pos: &Position, cells: &[Cell]) -> CellSet {
    cells.iter().fold(CellSet::ALL, |acc, c| {
        acc.intersection(pos.variant().peers(*c))
    })
}

/// The empty cells of `pos` with `n` candidates.
fn cells_holding(pos: &Position, n: u32) -> CellSet {
    pos.empty_cells()
        .iter()
        .filter(|c| pos.cands(*c).len() == n)
        .collect()
}

/// XY-Wing (pivot with two digits) or XYZ-Wing (pivot with three).
pub fn xy_wings(pos: &Position, technique: Technique) -> Vec<Step> {
    let xyz = technique == Technique::XYZWing;
    let pairs = cells_holding(pos, 2);
    let pivots = cells_holding(pos, if xyz { 3 } else { 2 });
    let mut steps = Vec::new();
    for pivot in pivots.iter() {
        let pv = pos.cands(pivot);
        let near_pivot = pos.variant().peers(pivot);
        // A pincer shares one digit with an XY-Wing's pivot and holds only the pivot's
        // digits in an XYZ-Wing's: the other bivalue cells it sees fit no wing (the test
        // below would turn every pair with them down), so they are left out first.
        let seen: CellSet = pairs
            .intersection(near_pivot)
            .iter()
            .filter(|&c| {
                let common = pos.cands(c).intersection(pv);
                if xyz {
                    common == pos.cands(c)
                } else {
                    common.len() == 1
                }
            })
            .collect();
        let mut later = seen;
        for p1 in seen.iter() {
            later.remove(p1);
            for p2 in later.iter() {
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
                // The cells that see both pincers (and the pivot, in an XYZ-Wing).
                let mut wing_sees = pos
                    .variant()
                    .peers(p1)
                    .intersection(pos.variant().peers(p2));
                if xyz {
                    wing_sees = wing_sees.intersection(near_pivot);
                }
                let targets = pos
                    .places(digit)
                    .intersection(wing_sees)
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
    let pairs = cells_holding(pos, 2);
    let mut steps = Vec::new();
    let mut seen: Vec<(Cell, Cell)> = Vec::new();
    // The breadth-first search's room, reused from start to start: per cell, its distance
    // from the start (`NONE` when not reached) and the cell it was reached from.
    const NONE: u8 = u8::MAX;
    let mut dist = [NONE; 81];
    let mut parent = [NONE; 81];
    let mut queue = [start_cell(); 81];
    for start in pairs.iter() {
        let digits = pos.cands(start);
        let group: CellSet = pairs.iter().filter(|c| pos.cands(*c) == digits).collect();
        // A remote pair links four cells at least (an odd distance of three or more).
        if group.len() < 4 {
            continue;
        }
        // Breadth-first search from `start` over the group, keeping parents for the path.
        dist.fill(NONE);
        parent.fill(NONE);
        dist[start.index()] = 0;
        let mut unreached = group.difference(CellSet::single(start));
        queue[0] = start;
        let (mut head, mut tail) = (0, 1);
        while head < tail {
            let cell = queue[head];
            head += 1;
            for next in unreached.intersection(pos.variant().peers(cell)).iter() {
                unreached.remove(next);
                dist[next.index()] = dist[cell.index()] + 1;
                parent[next.index()] = cell.index() as u8;
                queue[tail] = next;
                tail += 1;
            }
        }
        for end in group.iter() {
            let d = dist[end.index()];
            if d == NONE
                || d < 3
                || d % 2 == 0
                || seen.contains(&(end, start))
                || seen.contains(&(start, end))
            {
                continue;
            }
            let mut path = vec![end];
            let mut at = end;
            while parent[at.index()] != NONE {
                at = Cell::new(parent[at.index()]).expect("a cell");
                path.push(at);
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
    let small: CellSet = pos
        .empty_cells()
        .iter()
        .filter(|c| (2..=4).contains(&pos.cands(*c).len()))
        .collect();
    let mut steps = Vec::new();
    let mut seen: Vec<CellSet> = Vec::new();
    // One buffer for every pivot's wings (no allocation per pivot).
    let mut wings: Vec<Cell> = Vec::with_capacity(small.len() as usize);
    // The wings' candidates, read once per pivot (the triple loop reads them often).
    let mut wing_cands: Vec<DigitSet> = Vec::with_capacity(small.len() as usize);
    for pivot in small.iter() {
        wings.clear();
        wings.extend(small.intersection(pos.variant().peers(pivot)).iter());
        wing_cands.clear();
        wing_cands.extend(wings.iter().map(|&c| pos.cands(c)));
        let pivot_cands = pos.cands(pivot);
        for a in 0..wings.len() {
            let da = pivot_cands.union(wing_cands[a]);
            if da.len() > 4 {
                continue;
            }
            for b in a + 1..wings.len() {
                let db = da.union(wing_cands[b]);
                if db.len() > 4 {
                    continue;
                }
                for c in b + 1..wings.len() {
                    let digits = db.union(wing_cands[c]);
                    if digits.len() != 4 {
                        continue;
                    }
                    let cells = [pivot, wings[a], wings[b], wings[c]];
                    let set: CellSet = cells.iter().copied().collect();
                    // The cells holding a digit, a bit per index into `cells`.
                    let holders = |d: Digit| -> u8 {
                        (0..4).fold(0u8, |acc, i| {
                            acc | u8::from(pos.cands(cells[i]).contains(d)) << i
                        })
                    };
                    // A digit is unrestricted when two of its holders do not see each
                    // other; the wing needs exactly one such digit.
                    let unrestricted = |h: u8| {
                        (0..4).any(|i| {
                            h & 1 << i != 0
                                && (i + 1..4).any(|j| {
                                    h & 1 << j != 0
                                        && !pos.variant().peers(cells[i]).contains(cells[j])
                                })
                        })
                    };
                    let mut found: Option<(Digit, u8)> = None;
                    let mut single = true;
                    for d in digits.iter() {
                        let h = holders(d);
                        if unrestricted(h) {
                            single = found.is_none();
                            found = Some((d, h));
                            if !single {
                                break;
                            }
                        }
                    }
                    let (Some((z, held)), true) = (found, single) else {
                        continue;
                    };
                    let mut zs = [pivot; 4];
                    let mut count = 0;
                    for (i, &cell) in cells.iter().enumerate() {
                        if held & 1 << i != 0 {
                            zs[count] = cell;
                            count += 1;
                        }
                    }
                    let zs = &zs[..count];
                    let targets = pos
                        .places(z)
                        .intersection(sees_all(pos, zs))
                        .difference(set);
                    // A wing found from another pivot before is kept once (asked last: the
                    // list grows with the steps, and most cells fail the tests above).
                    if targets.is_empty() || seen.contains(&set) {
                        continue;
                    }
                    seen.push(set);
                    steps.push(Step {
                        technique: Technique::WXYZWing,
                        placements: vec![],
                        eliminations: targets.iter().map(|t| Candidate::new(t, z)).collect(),
                        evidence: Evidence::Wing {
                            pivot,
                            pincers: cells[1..].to_vec(),
                            digit: z,
                        },
                    });
                }
            }
        }
    }
    steps
}

// ---- Explaining ----

/// "The pivot … sees …", saying where the pivot sees a pincer only through a diagonal or a
/// colour group ("it sees r4c6 in the anti-diagonal").
fn wing_what(pos: &Position, pivot: Cell, pincers: CellSet) -> Phrase {
    let via: Vec<Phrase> = pincers
        .iter()
        .filter_map(|p| {
            let plain =
                p.row() == pivot.row() || p.col() == pivot.col() || p.block() == pivot.block();
            let house = pos
                .variant()
                .houses_of(pivot)
                .find(|h| h.cells().contains(p));
            match house {
                Some(h) if !plain => Some(
                    Phrase::new("explain.wing.via")
                        .cell("cell", p)
                        .house("house", h),
                ),
                _ => None,
            }
        })
        .collect();
    if via.is_empty() {
        Phrase::new("explain.wing.what")
    } else {
        Phrase::new("explain.wing.what.via").arg("via", Arg::And(via))
    }
}
/// A wing: the pivot, the pincers (or, for a WXYZ-Wing, the four cells) and why the removed
/// digit must be somewhere among them. (W-Wing and Remote Pair are chains, said by
/// `explain::chain`.)
pub(crate) fn explain_wing(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Wing {
        pivot,
        pincers,
        digit,
    } = &step.evidence
    else {
        return plain(step);
    };
    let pv = pos.cands(*pivot);
    let pincer_list: CellSet = pincers.iter().copied().collect();
    let why = if step.technique == Technique::WXYZWing {
        wxyz_why(pos, *pivot, pincer_list, *digit, &step.eliminations)
    } else {
        wing_why(pos, *pivot, pincers, *digit, &step.eliminations)
    };
    let mut cells = pincer_list;
    cells.insert(*pivot);
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.where.pivot")
            .technique_a("name", step.technique)
            .cell("pivot", *pivot),
        what_to_see: wing_what(pos, *pivot, pincer_list)
            .cell("pivot", *pivot)
            .digits("digits", pv)
            .cells("pincers", pincer_list)
            .arg(
                "pincer_digits",
                Arg::Semicolons(
                    pincers
                        .iter()
                        .map(|p| Phrase::new("list.digits").digits("digits", pos.cands(*p)))
                        .collect(),
                ),
            ),
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            area: vec![],
            pattern_cells: cells,
            pattern_candidates: cells
                .iter()
                .flat_map(|c| pos.cands(c).iter().map(move |d| Candidate::new(c, d)))
                .collect(),
            ..base_highlights(step)
        },
    }
}

/// XY- and XYZ-Wing: whichever digit the pivot takes, a pincer (or the pivot itself) becomes
/// `digit`.
fn wing_why(
    pos: &Position,
    pivot: Cell,
    pincers: &[Cell],
    digit: Digit,
    removals: &[Candidate],
) -> Vec<Phrase> {
    let pv = pos.cands(pivot);
    let pincer_list: CellSet = pincers.iter().copied().collect();
    let mut why = vec![
        Phrase::new(if pv.contains(digit) {
            "explain.wing.pivot.itself"
        } else {
            "explain.wing.pivot"
        })
        .cell("pivot", pivot)
        .digits_or("digits", pv)
        .cells("pincers", pincer_list)
        .digit("digit", digit),
    ];
    for p in pincers {
        let shared = pos
            .cands(*p)
            .intersection(pv)
            .difference(DigitSet::single(digit));
        if let Some(d) = shared.first() {
            why.push(
                Phrase::new("explain.wing.if")
                    .cell("pivot", pivot)
                    .digit("d", d)
                    .cell("pincer", *p)
                    .digits("cands", pos.cands(*p))
                    .digit("digit", digit),
            );
        }
    }
    if pv.contains(digit) {
        why.push(
            Phrase::new("explain.wing.itself")
                .cell("pivot", pivot)
                .digit("digit", digit),
        );
    }
    why.push(
        Phrase::new(if pv.contains(digit) {
            "explain.wing.so.three"
        } else {
            "explain.wing.so.pincers"
        })
        .digit("digit", digit)
        .removals("removals", removals),
    );
    why
}

/// WXYZ-Wing: four cells share four digits; every digit but `z` sits only in cells that see
/// each other, so it fills at most one of the four, and one of them must be `z`.
fn wxyz_why(
    pos: &Position,
    pivot: Cell,
    wings: CellSet,
    z: Digit,
    removals: &[Candidate],
) -> Vec<Phrase> {
    let mut cells = wings;
    cells.insert(pivot);
    let digits = pos.cands_of(cells);
    let holders: CellSet = cells.iter().filter(|c| pos.cands(*c).contains(z)).collect();
    vec![
        Phrase::new("explain.wxyz.digits")
            .cells("cells", cells)
            .digits("digits", digits),
        Phrase::new("explain.wxyz.restricted")
            .digits("others", digits.difference(DigitSet::single(z)))
            .digit("digit", z),
        Phrase::new("explain.wxyz.so")
            .cells_or("holders", holders)
            .digit("digit", z)
            .removals("removals", removals),
    ]
}

// ---- Cases ----

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const W_WING: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "6..+9+5..7...+9.2.....58.+31...+1+64+3+8+9+7+52...1+7+59+46597+24+6..892+54+1+76+8+3...5+6+2.....68+93...",
        notes: "",
        rungs: "1: There is a W-Wing on the digits 1 and 4.\n\
                2: Follow the chain (4)r1c9 = (1)r1c9 - (1)r1c3 = (1)r8c3 - (1)r8c7 = (4)r8c7.\n\
                3: Suppose r1c9 is not 4. Then, along the five links (▶ tells each), r8c7 is 4. So r1c9 is 4 or r8c7 is 4, whichever way it goes. Cells that see both cannot hold their digit: remove 4 from r1c7, r2c7, r3c7, r8c9 and r9c9.\n\
                4: Remove 4 from r1c7, r2c7, r3c7, r8c9 and r9c9",
    }];

    pub const XY_WING: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "3196248..5628719434783951627214395869857623146..158729...9.36...9.5.62..8.62.74..",
        notes: "",
        rungs: "1: There is an XY-Wing with its pivot in r7c2.\n\
                2: The pivot r7c2 (4 and 5) sees r7c3 and r7c8 (4 and 7; 5 and 7).\n\
                3: The pivot r7c2 is 4 or 5. If r7c2 is 4, r7c3 (sees it, holds only 4 and 7) is 7. If r7c2 is 5, r7c8 (sees it, holds only 5 and 7) is 7. So cells that see both pincers cannot be 7: remove 7 from r7c9.\n\
                4: Remove 7 from r7c9",
    }];

    pub const XYZ_WING: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        notes: "",
        rungs: "1: There is an XYZ-Wing with its pivot in r7c3.\n\
                2: The pivot r7c3 (4, 6 and 8) sees r7c1 and r7c2 (6 and 8; 4 and 6).\n\
                3: The pivot r7c3 is 4, 6 or 8. If r7c3 is 8, r7c1 (sees it, holds only 6 and 8) is 6. If r7c3 is 4, r7c2 (sees it, holds only 4 and 6) is 6. Or r7c3 is 6 itself. So cells that see all three cannot be 6: remove 6 from r7c5, r7c8, r7c9, r8c2, r9c2 and r9c3.\n\
                4: Remove 6 from r7c5, r7c8, r7c9, r8c2, r9c2 and r9c3",
    }];

    pub const REMOTE_PAIR: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "..+1.+4+9+2+636+3.21+7+9+4.942+63..+7.2634.+17.98.+4.+9..2...+9.+6+2.+34..7..4.9.+4..9+7631..+9+6.+2.+4.7",
        notes: "",
        rungs: "1: There is a Remote Pair on the digits 5 and 8.\n\
                2: The cells r4c5, r4c8, r7c5 and r9c8 hold only 5 and 8, and each sees the next along the chain (5)r7c5 = (8)r7c5 - (8)r4c5 = (5)r4c5 - (5)r4c8 = (8)r4c8 - (8)r9c8 = (5)r9c8.\n\
                3: Neighbours on the chain cannot share a digit, so 5 and 8 alternate along it: r4c8 and r7c5 one, r4c5 and r9c8 the other. The ends r7c5 and r9c8 differ, so they hold both 5 and 8; a cell that sees both ends can hold neither: remove 5 and 8 from r7c7, r7c9, r9c4 and r9c6.\n\
                4: Remove 5 and 8 from r7c7, r7c9, r9c4 and r9c6",
    }];

    // r7c1 {5,9}, r8c1 {5,8,9}, r8c4 {5,6}, r9c1 {5,8,9}: only the 5s do not all see
    // each other. (The wing's "if the pivot is x" lines of the XY-Wing do not apply: r8c4
    // holds 5 and 6 and is never 5 because of the pivot.)
    pub const WXYZ_WING: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "4.1.62...3.....2........8..15.2.....6......1....9......2.7.8....1..2.743.7.......",
        notes: "",
        rungs: "1: There is a WXYZ-Wing with its pivot in r8c1.\n\
                2: The pivot r8c1 (5, 8 and 9) sees r7c1, r8c4 and r9c1 (5 and 9; 5 and 6; 5, 8 and 9).\n\
                3: The cells r7c1, r8c1, r8c4 and r9c1 hold only 5, 6, 8 and 9. Each of 6, 8 and 9 fills at most one of them (its places there all see each other): together at most three. So r7c1, r8c1, r8c4 or r9c1 must be 5; cells seeing them all cannot be 5: remove 5 from r8c3.\n\
                4: Remove 5 from r8c3",
    }];
}
