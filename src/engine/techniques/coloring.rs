//! Colouring: for one digit, conjugate pairs (the only two places in a house) chain into
//! clusters; colouring a cluster alternately gives two colours, exactly one of which holds
//! the digit. Simple Colors uses one cluster (trap: a cell seeing both colours; wrap: a
//! colour seeing itself is false); Multi Colors combines two clusters. 3D Medusa colours
//! candidates of several digits.

use super::memo::per_digit;
use super::{Def, Find, Shared};
use crate::engine::bits::CellSet;
use crate::engine::explain::{Explanation, Highlights, base_highlights, effect_phrase, plain, so};
use crate::engine::house::{HOUSE_COUNT, House, Variant};
use crate::engine::level::Level;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::{Cell, Digit};

// ---- Definitions ----

pub(crate) const SIMPLE_COLORS_TRAP: Def = Def {
    id: "simple-colors-trap",
    name: "Simple Colors Trap",
    hodoku_code: "0500",
    hodoku_score: 150,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(simple_colors),
    explain: explain_coloring,
    #[cfg(test)]
    cases: cases::SIMPLE_COLORS_TRAP,
};

pub(crate) const SIMPLE_COLORS_WRAP: Def = Def {
    id: "simple-colors-wrap",
    name: "Simple Colors Wrap",
    hodoku_code: "0501",
    hodoku_score: 150,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(simple_colors),
    explain: explain_coloring,
    #[cfg(test)]
    cases: cases::SIMPLE_COLORS_WRAP,
};

pub(crate) const MULTI_COLORS_1: Def = Def {
    id: "multi-colors-1",
    name: "Multi Colors 1",
    hodoku_code: "0502",
    hodoku_score: 200,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(multi_colors),
    explain: explain_coloring,
    #[cfg(test)]
    cases: cases::MULTI_COLORS_1,
};

pub(crate) const MULTI_COLORS_2: Def = Def {
    id: "multi-colors-2",
    name: "Multi Colors 2",
    hodoku_code: "0503",
    hodoku_score: 200,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(multi_colors),
    explain: explain_coloring,
    #[cfg(test)]
    cases: cases::MULTI_COLORS_2,
};

/// Not in HoDoKu's default table: levelled with HoDoKu's ALS and chain techniques.
pub(crate) const THREE_D_MEDUSA: Def = Def {
    id: "3d-medusa",
    name: "3D Medusa",
    hodoku_code: "0507",
    hodoku_score: 220,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::Candidates(|pos, _| medusa(pos)),
    explain: explain_medusa,
    #[cfg(test)]
    cases: cases::THREE_D_MEDUSA,
};

// ---- Finding ----

// A cell's pairs are bits of a `u64` in `clusters`: one pair per house at most.
const _: () = assert!(HOUSE_COUNT <= 64);

/// The clusters of `digit` (two or more cells each) as pairs of colours.
fn clusters(pos: &Position, digit: Digit) -> Vec<(CellSet, CellSet)> {
    // The conjugate pairs (one per house at most) and the walk's stack (a cell is pushed
    // once, when coloured) on the stack: asked per digit on every position.
    let unused = Cell::new(0).expect("a cell");
    let mut pairs = [(unused, unused); HOUSE_COUNT];
    // Per cell, the pairs it is in (bit i for `pairs[i]`): the walk reads a cell's pairs
    // alone, in the pairs' order, where a scan of every pair per cell cost most of it.
    let mut pairs_of = [0u64; 81];
    let mut count = 0;
    for &house in pos.variant().houses() {
        let places = pos.places_in(digit, house);
        if two_cells(places) {
            let mut it = places.iter();
            let (x, y) = (it.next().expect("two"), it.next().expect("two"));
            pairs[count] = (x, y);
            pairs_of[x.index()] |= 1 << count;
            pairs_of[y.index()] |= 1 << count;
            count += 1;
        }
    }
    let partners = &pairs[..count];
    let mut colour: [u8; 81] = [0; 81]; // 0 none, 1 or 2
    let mut out = Vec::new();
    let mut stack = [unused; 81];
    for &(start, _) in partners {
        if colour[start.index()] != 0 {
            continue;
        }
        colour[start.index()] = 1;
        stack[0] = start;
        let mut len = 1;
        let (mut a, mut b) = (CellSet::single(start), CellSet::EMPTY);
        while len > 0 {
            len -= 1;
            let cell = stack[len];
            let c = colour[cell.index()];
            let mut mine = pairs_of[cell.index()];
            while mine != 0 {
                let (x, y) = partners[mine.trailing_zeros() as usize];
                mine &= mine - 1;
                let other = if x == cell { y } else { x };
                if colour[other.index()] == 0 {
                    colour[other.index()] = 3 - c;
                    if c == 1 {
                        b.insert(other)
                    } else {
                        a.insert(other)
                    }
                    stack[len] = other;
                    len += 1;
                }
            }
        }
        out.push((a, b));
    }
    out
}

/// Whether `set` has exactly two cells, without counting them all (a 128-bit count is two
/// dozen instructions where the target has no popcount; this is asked per house and digit
/// by each of the colouring techniques).
fn two_cells(set: CellSet) -> bool {
    let bits = set.bits();
    let rest = bits & bits.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
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

/// The memo's number for each colouring search (see [`per_digit`]): a digit's colours read
/// its places alone.
fn search(technique: Technique) -> u8 {
    match technique {
        Technique::SimpleColorsTrap => 10,
        Technique::SimpleColorsWrap => 11,
        Technique::MultiColors1 => 12,
        _ => 13,
    }
}

/// Simple Colors (trap or wrap) steps, digit by digit (each digit's kept by the memo of
/// `shared`, if it has one, for its places).
pub fn simple_colors(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let memo = shared.memo.as_ref().map(|place| place.memo());
    let [steps, _] = per_digit(pos, memo, search(technique), |digit, here| {
        simple_colors_of(pos, technique, digit, &mut here[0])
    });
    steps
}

/// The Simple Colors steps of `digit`, added to `steps`.
fn simple_colors_of(pos: &Position, technique: Technique, digit: Digit, steps: &mut Vec<Step>) {
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

/// Multi Colors 1 (a weak link between colours a1 and b1 makes a2 or b2 true: cells seeing
/// both lose the digit) and 2 (a colour seeing both colours of another cluster is false).
/// Like HoDoKu, a Multi Colors 1 step gathers everything one pair of clusters yields (every
/// weak link between them, and a colour made false on the way).
pub fn multi_colors(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let memo = shared.memo.as_ref().map(|place| place.memo());
    let [steps, _] = per_digit(pos, memo, search(technique), |digit, here| {
        multi_colors_of(pos, technique, digit, &mut here[0])
    });
    steps
}

/// The Multi Colors steps of `digit`, added to `steps`.
fn multi_colors_of(pos: &Position, technique: Technique, digit: Digit, steps: &mut Vec<Step>) {
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
            if two_cells(places) {
                let mut it = places.iter();
                let (a, b) = (it.next().expect("two"), it.next().expect("two"));
                links.push((Candidate::new(a, digit), Candidate::new(b, digit)));
            }
        }
    }
    // Each candidate's linked candidates, in the order of the links (as a scan of them
    // meets them): the links as one list, cut by candidate.
    let mut first = vec![0u32; 81 * 9 + 1];
    for &(p, q) in &links {
        first[idx(p) + 1] += 1;
        first[idx(q) + 1] += 1;
    }
    for i in 0..81 * 9 {
        first[i + 1] += first[i];
    }
    let mut next = first.clone();
    let mut linked = vec![start_of(&links); 2 * links.len()];
    for &(p, q) in &links {
        linked[next[idx(p)] as usize] = q;
        next[idx(p)] += 1;
        linked[next[idx(q)] as usize] = p;
        next[idx(q)] += 1;
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
            for &other in &linked[first[idx(x)] as usize..first[idx(x) + 1] as usize] {
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

/// A filler for the list of linked candidates (the first link's first end).
fn start_of(links: &[(Candidate, Candidate)]) -> Candidate {
    links.first().map_or(
        Candidate::new(
            Cell::new(0).expect("a cell"),
            Digit::new(1).expect("a digit"),
        ),
        |l| l.0,
    )
}

/// Where a Medusa colour's candidates are and what they see, as cell sets.
struct Reach {
    /// The cells holding a candidate of the colour.
    cells: CellSet,
    /// Per digit (index), the cells holding the colour's candidates of it.
    held: [CellSet; 9],
    /// Per digit, the cells that see one of the colour's candidates of it.
    seen: [CellSet; 9],
}

impl Reach {
    fn new(pos: &Position, colour: &[Candidate]) -> Reach {
        let mut reach = Reach {
            cells: CellSet::EMPTY,
            held: [CellSet::EMPTY; 9],
            seen: [CellSet::EMPTY; 9],
        };
        for x in colour {
            let d = x.digit.index();
            reach.cells.insert(x.cell);
            reach.held[d].insert(x.cell);
            reach.seen[d] = reach.seen[d].union(pos.variant().peers(x.cell));
        }
        reach
    }

    /// Whether a candidate `c` outside the colour sees one of its candidates: one in its
    /// cell (another digit), or one of its digit in a peer.
    fn sees(&self, c: Candidate) -> bool {
        self.cells.contains(c.cell) || self.seen[c.digit.index()].contains(c.cell)
    }

    /// Whether the colour contradicts itself: two of its candidates see each other (two
    /// in a cell, or one digit twice in a house), or an empty cell without one of them
    /// sees its every candidate taken by them.
    fn broken(&self, pos: &Position, colour: &[Candidate]) -> bool {
        // The colour's candidates are distinct: fewer cells than candidates means two in
        // one cell.
        if (self.cells.len() as usize) < colour.len()
            || colour.iter().any(|x| {
                !pos.variant()
                    .peers(x.cell)
                    .intersection(self.held[x.digit.index()])
                    .is_empty()
            })
        {
            return true;
        }
        // An empty cell outside the colour, with a candidate, none of them unseen: asked
        // of the digits' places at once rather than cell by cell (most clusters have none).
        let (mut open, mut unseen) = (CellSet::EMPTY, CellSet::EMPTY);
        for d in Digit::all() {
            let places = pos.places(d);
            open = open.union(places);
            unseen = unseen.union(places.difference(self.seen[d.index()]));
        }
        !pos.empty_cells()
            .difference(self.cells)
            .intersection(open)
            .difference(unseen)
            .is_empty()
    }

    /// The cells holding `digit` (by index) where a candidate outside the colour sees one
    /// of its candidates ([`Reach::sees`] for every place at once).
    fn seen_places(&self, pos: &Position, digit: Digit) -> CellSet {
        let d = digit.index();
        pos.places(digit)
            .difference(self.held[d])
            .intersection(self.cells.union(self.seen[d]))
    }
}

fn medusa_step(pos: &Position, a: &[Candidate], b: &[Candidate]) -> Option<Step> {
    let reach = [Reach::new(pos, a), Reach::new(pos, b)];
    // A colour that contradicts itself is false: all its candidates go.
    for (i, colour) in [a, b].into_iter().enumerate() {
        if reach[i].broken(pos, colour) {
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
    // Uncoloured candidates that see both colours: first asked of each digit's places at
    // once (most clusters remove nothing), then listed cell by cell.
    if Digit::all().all(|d| {
        reach[0]
            .seen_places(pos, d)
            .intersection(reach[1].seen_places(pos, d))
            .is_empty()
    }) {
        return None;
    }
    let mut eliminations = Vec::new();
    for cell in pos.empty_cells().iter() {
        for d in pos.cands(cell).iter() {
            let c = Candidate::new(cell, d);
            if reach.iter().any(|r| r.held[d.index()].contains(cell)) {
                continue;
            }
            if reach.iter().all(|r| r.sees(c)) {
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

// ---- Explaining ----

/// Colouring one digit: the chains, their two colours, and why the removed candidates go.
pub(crate) fn explain_coloring(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Coloring { digit, clusters } = &step.evidence else {
        return plain(step);
    };
    let digit = *digit;
    let mut why = Vec::new();
    let wrap = step.technique == Technique::SimpleColorsWrap;
    let cells = clusters
        .iter()
        .fold(CellSet::EMPTY, |acc, (a, b)| acc.union(*a).union(*b));
    // Two chains (Multi Colors): rung 2 lists their colours, rung 3 says why.
    let what = match clusters.as_slice() {
        [(a, b), (c, d)] => {
            why.push(Phrase::new("explain.color.each").digit("digit", digit));
            Phrase::new("explain.color.what.two")
                .digit("digit", digit)
                .cells("a", *a)
                .cells("b", *b)
                .cells("c", *c)
                .cells("d", *d)
        }
        _ => Phrase::new("explain.color.what")
            .digit("digit", digit)
            .cells("cells", cells),
    };
    let listed = what.key == "explain.color.what.two";
    for (i, (a, b)) in clusters.iter().enumerate().filter(|_| !listed) {
        if wrap && i == 0 {
            // One chain, the cells rung 2 lists: name the false colour, "the rest" the other.
            let removed: CellSet = step.eliminations.iter().map(|e| e.cell).collect();
            let false_colour = if removed == *b { *b } else { *a };
            why.push(
                Phrase::new("explain.color.chain.rest")
                    .digit("digit", digit)
                    .cells("a", false_colour),
            );
            continue;
        }
        why.push(
            Phrase::new(if i == 0 {
                "explain.color.chain"
            } else {
                "explain.color.chain.second"
            })
            .digit("digit", digit)
            .cells("cells", a.union(*b))
            .cells("a", *a)
            .cells("b", *b),
        );
    }
    why.push(reason(step.technique, clusters, pos.variant()));
    why.push(if wrap {
        // The false colour's cells were just listed: say how many go, not which again.
        Phrase::new("explain.medusa.false").count("n", step.eliminations.len() as u32)
    } else {
        so(step)
    });
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.where.pattern.digit")
            .technique_a("name", step.technique)
            .digit("digit", digit),
        what_to_see: what,
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            area: vec![],
            pattern_cells: cells,
            pattern_candidates: cells.iter().map(|c| Candidate::new(c, digit)).collect(),
            ..base_highlights(step)
        },
    }
}

/// Why the colouring removes what it does, naming the cells that clash where a colour fails
/// (Wrap: two cells of one colour that see each other; Multi-Colors 1: a cell of a colour in
/// each chain, seeing each other).
fn reason(technique: Technique, clusters: &[(CellSet, CellSet)], variant: Variant) -> Phrase {
    // The first pair of cells, one from `x` and one from `y`, that see each other.
    let clash = |x: CellSet, y: CellSet| {
        x.iter().find_map(|c| {
            variant
                .peers(c)
                .intersection(y)
                .iter()
                .find(|d| *d != c)
                .map(|d| (c, d))
        })
    };
    // The two cells and the house they share (a diagonal or colour group is named too).
    let pair = |key, (x, y): (Cell, Cell)| {
        let phrase = Phrase::new(key).cell("x", x).cell("y", y);
        match variant.houses_of(x).find(|h| h.cells().contains(y)) {
            Some(house) => phrase.house("house", house),
            None => phrase,
        }
    };
    match technique {
        Technique::SimpleColorsWrap => clusters
            .first()
            .and_then(|(a, b)| clash(*a, *a).or_else(|| clash(*b, *b)))
            .map_or(Phrase::new("explain.color.wrap"), |p| {
                pair("explain.color.wrap.cells", p)
            }),
        Technique::SimpleColorsTrap => Phrase::new("explain.color.trap"),
        Technique::MultiColors1 => match clusters {
            [(a1, b1), (a2, b2), ..] => [(a1, a2), (a1, b2), (b1, a2), (b1, b2)]
                .into_iter()
                .find_map(|(x, y)| clash(*x, *y))
                .map_or(Phrase::new("explain.color.multi1"), |p| {
                    pair("explain.color.multi1.cells", p)
                }),
            _ => Phrase::new("explain.color.multi1"),
        },
        _ => Phrase::new("explain.color.multi2"),
    }
}

/// 3D Medusa: the two colours of candidates (listed once, on rung 2; the board shows them),
/// and why the removed ones go: where the false colour breaks, or for one removed candidate
/// which candidate of each colour it sees.
pub(crate) fn explain_medusa(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Medusa {
        colours,
        false_colour,
    } = &step.evidence
    else {
        return plain(step);
    };
    let a = Arg::Candidates(colours.0.clone());
    let b = Arg::Candidates(colours.1.clone());
    let all: Vec<Candidate> = colours.0.iter().chain(&colours.1).copied().collect();
    let mut why = Vec::new();
    match false_colour {
        Some(i) => {
            why.push(Phrase::new("explain.medusa.colours"));
            let colour = if *i == 0 { &colours.0 } else { &colours.1 };
            why.push(medusa_break(pos, colour));
            let key = match step.eliminations.len() {
                1 => "explain.medusa.false.one",
                _ => "explain.medusa.false",
            };
            why.push(
                Phrase::new(key)
                    .count("n", step.eliminations.len() as u32)
                    .removals("removals", &step.eliminations),
            );
        }
        None => {
            let both = step
                .eliminations
                .first()
                .and_then(|e| medusa_sees_both(pos, *e, colours));
            // One sentence: exactly one colour is true, each removed candidate sees both.
            why.push(
                both.unwrap_or(Phrase::new("explain.medusa.both.plain"))
                    .removals("removals", &step.eliminations),
            );
        }
    }
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.where.pattern").technique_a("name", step.technique),
        what_to_see: Phrase::new("explain.medusa.what").arg("a", a).arg("b", b),
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            area: vec![],
            pattern_cells: all.iter().map(|c| c.cell).collect(),
            pattern_candidates: all,
            ..base_highlights(step)
        },
    }
}

/// Whether two candidates of one colour cannot both be true: the same cell, or the same
/// digit in cells that see each other; with the house they share, if any.
fn medusa_clash(pos: &Position, x: Candidate, y: Candidate) -> Option<Option<House>> {
    if x == y {
        return None;
    }
    if x.cell == y.cell {
        return Some(None);
    }
    if x.digit == y.digit && pos.variant().peers(x.cell).contains(y.cell) {
        return pos
            .variant()
            .houses_of(x.cell)
            .find(|h| h.cells().contains(y.cell))
            .map(Some);
    }
    None
}

/// Where a false colour breaks: two of its candidates in one cell, the same digit twice in
/// a house, or a cell all of whose candidates it would rule out.
fn medusa_break(pos: &Position, colour: &[Candidate]) -> Phrase {
    let one = |c: Candidate| Arg::Candidates(vec![c]);
    for (i, &x) in colour.iter().enumerate() {
        for &y in &colour[i + 1..] {
            match medusa_clash(pos, x, y) {
                Some(None) => {
                    return Phrase::new("explain.medusa.break.cell")
                        .arg("anchor", one(x))
                        .cell("cell", x.cell)
                        .digits("digits", [x.digit, y.digit].into_iter().collect());
                }
                Some(Some(house)) => {
                    return Phrase::new("explain.medusa.break.house")
                        .arg("anchor", one(x))
                        .digit("digit", x.digit)
                        .cell("x", x.cell)
                        .cell("y", y.cell)
                        .house("house", house);
                }
                None => {}
            }
        }
    }
    let coloured: CellSet = colour.iter().map(|c| c.cell).collect();
    let emptied = pos.empty_cells().iter().find(|&cell| {
        let set = pos.cands(cell);
        !coloured.contains(cell)
            && !set.is_empty()
            && set.iter().all(|d| {
                colour
                    .iter()
                    .any(|x| medusa_clash(pos, *x, Candidate::new(cell, d)).is_some())
            })
    });
    match (emptied, colour.first()) {
        (Some(cell), Some(&anchor)) => Phrase::new("explain.medusa.break.empty")
            .arg("anchor", one(anchor))
            .cell("cell", cell)
            .digits("digits", pos.cands(cell)),
        _ => Phrase::new("explain.medusa.contradiction"),
    }
}

/// "Each candidate removed sees both colours (as 5 in r3c3 sees 5 in r1c3 and 7 in r3c3) …"
fn medusa_sees_both(
    pos: &Position,
    target: Candidate,
    colours: &(Vec<Candidate>, Vec<Candidate>),
) -> Option<Phrase> {
    let seen = |colour: &[Candidate]| {
        colour
            .iter()
            .copied()
            .find(|x| medusa_clash(pos, *x, target).is_some())
    };
    let (a, b) = (seen(&colours.0)?, seen(&colours.1)?);
    Some(
        Phrase::new("explain.medusa.both")
            .arg("target", Arg::Candidates(vec![target]))
            .arg("a", Arg::Candidates(vec![a]))
            .arg("b", Arg::Candidates(vec![b])),
    )
}

// ---- Cases ----

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const SIMPLE_COLORS_TRAP: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "+23.7.+68+955972+8...+6+6..+9+3+5.+7.+3.+6.9.5.7+7+5.+36...+9+4.+9+5+7.+683+872.+5396.+94+5+6.7..+8+1638.+9+7+5.",
        notes: "439",
        rungs: "1: There is a Simple Colors Trap pattern on the digit 1.\n\
                2: Colour the conjugate pairs of 1: r1c3, r1c5, r2c6, r3c9, r4c4, r7c4, r7c9 and r8c5.\n\
                3: Colour the conjugate pairs of 1 alternately: r1c3, r2c6, r4c4, r7c9 and r8c5 against r1c5, r3c9 and r7c4. Exactly one colour holds the 1s. A cell that sees both colours sees a true one either way. So remove 1 from r2c7, r2c8, r3c2 and r3c3.\n\
                4: Remove 1 from r2c7, r2c8, r3c2 and r3c3",
    }];

    pub const SIMPLE_COLORS_WRAP: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "+6+5+9...+1+3...+1.3.6+252.+31+65.4+9.+2..9+63+1.+36.7..5+9.+91.+3.4.+6279.6..+2+5+35.+6...9811.2...+4+7+6",
        notes: "814 815 424 826 443 843 849 855 856 863 875 285 896",
        rungs: "1: There is a Simple Colors Wrap pattern on the digit 8.\n\
                2: Colour the conjugate pairs of 8: r1c6, r1c9, r2c1, r2c4, r3c2, r3c7, r4c1, r4c4, r5c3, r5c9, r6c5, r6c7, r7c3, r7c6, r9c2 and r9c5.\n\
                3: Colour the conjugate pairs of 8 alternately: r1c9, r2c1, r2c4, r3c2, r4c4, r5c3, r6c7, r7c6, r9c2 and r9c5 against the rest. Exactly one colour holds the 8s. The same-coloured r2c1 and r2c4 both lie in row 2. So that colour is false: remove all 10 of its candidates.\n\
                4: Remove 8 from r1c9, r2c1, r2c4, r3c2, r4c4, r5c3, r6c7, r7c6, r9c2 and r9c5",
    }];

    pub const MULTI_COLORS_1: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.......",
        notes: "",
        rungs: "1: There is a Multi Colors 1 pattern on the digit 8.\n\
                2: Colour the conjugate pairs of 8 alternately: one chain r2c3 and r3c5 against r2c4 and r3c2, another r5c2 against r5c4.\n\
                3: In each chain, exactly one colour holds the 8s. The cells r3c2 and r5c2, one of each chain, both lie in column 2: their colours are not both true, so one of the two others is. So remove 8 from r2c4, r3c2, r4c3, r4c5, r6c3 and r6c5.\n\
                4: Remove 8 from r2c4, r3c2, r4c3, r4c5, r6c3 and r6c5",
    }];

    pub const MULTI_COLORS_2: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.......",
        notes: "",
        rungs: "1: There is a Multi Colors 2 pattern on the digit 8.\n\
                2: Colour the conjugate pairs of 8 alternately: one chain r2c3 and r3c5 against r2c4 and r3c2, another r5c2 against r5c4.\n\
                3: In each chain, exactly one colour holds the 8s. One colour sees both colours of the other chain, one of which is true, so it cannot be true itself. So remove 8 from r2c4 and r3c2.\n\
                4: Remove 8 from r2c4 and r3c2",
    }];

    pub const THREE_D_MEDUSA: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9.+7......",
        notes: "",
        rungs: "1: There is a 3D Medusa pattern.\n\
                2: Colour the linked candidates in two colours (each link, a bivalue cell or conjugate pair, has one true end): 6 in r7c1, 8 in r3c1, 8 in r7c3 against 8 in r7c1.\n\
                3: Exactly one colour is true, and each candidate removed sees both (as 8 in r7c5 sees 8 in r7c3 and 8 in r7c1): remove 8 from r7c5, r7c8 and r7c9.\n\
                4: Remove 8 from r7c5, r7c8 and r7c9",
    }];
}
