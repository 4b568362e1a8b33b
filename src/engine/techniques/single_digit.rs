//! Single-digit patterns built from conjugate pairs (strong links: the only two places of a
//! digit in a house): Skyscraper, 2-String Kite and Turbot Fish (two strong links joined by
//! a weak one), and the Empty Rectangle (a block whose candidates form a cross, used as a
//! grouped strong link).

use super::{Def, Find, Shared};
use crate::engine::bits::CellSet;
use crate::engine::explain::chain::explain_chain;
use crate::engine::explain::{Explanation, Highlights, base_highlights, effect_phrase, plain};
use crate::engine::house::House;
use crate::engine::level::Level;
use crate::engine::phrase::Phrase;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Link, Step, Technique};
use crate::engine::types::{Cell, Digit};

// ---- Definitions ----

pub(crate) const SKYSCRAPER: Def = Def {
    id: "skyscraper",
    name: "Skyscraper",
    hodoku_code: "0400",
    hodoku_score: 130,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(two_link_patterns),
    explain: explain_chain,
    #[cfg(test)]
    cases: cases::SKYSCRAPER,
};

pub(crate) const TWO_STRING_KITE: Def = Def {
    id: "2-string-kite",
    name: "2-String Kite",
    hodoku_code: "0401",
    hodoku_score: 150,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(two_link_patterns),
    explain: explain_chain,
    #[cfg(test)]
    cases: cases::TWO_STRING_KITE,
};

pub(crate) const TURBOT_FISH: Def = Def {
    id: "turbot-fish",
    name: "Turbot Fish",
    hodoku_code: "0403",
    hodoku_score: 120,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(two_link_patterns),
    explain: explain_chain,
    #[cfg(test)]
    cases: cases::TURBOT_FISH,
};

pub(crate) const EMPTY_RECTANGLE: Def = Def {
    id: "empty-rectangle",
    name: "Empty Rectangle",
    hodoku_code: "0402",
    hodoku_score: 120,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(|pos, shared, _| empty_rectangles(pos, shared)),
    explain: explain_empty_rectangle,
    #[cfg(test)]
    cases: cases::EMPTY_RECTANGLE,
};

// ---- Finding ----

/// A row among a conjugate pair's houses (a bit of [`strong_links`]' line mask).
const IN_ROW: u8 = 1;
/// A column among a conjugate pair's houses.
const IN_COLUMN: u8 = 2;

/// The conjugate pairs of every digit (as [`strong_links`]), found once per position
/// (`shared`) for the three two-link patterns and the Empty Rectangle.
fn conjugate_pairs<'a>(pos: &Position, shared: &'a Shared) -> &'a ConjugatePairs {
    shared.conjugate_pairs.get_or_init(|| {
        std::array::from_fn(|d| strong_links(pos, Digit::new(d as u8 + 1).expect("a digit")))
    })
}

/// Per digit (by index), its conjugate pairs as [`strong_links`] lists them.
pub(super) type ConjugatePairs = [Vec<(Cell, Cell, u8)>; 9];

/// The conjugate pairs of `digit`: the two cells and the kinds of line ([`IN_ROW`],
/// [`IN_COLUMN`]) among the houses in which they are the only two places (the patterns
/// here ask no more of those houses; a mask spares a vector per pair).
fn strong_links(pos: &Position, digit: Digit) -> Vec<(Cell, Cell, u8)> {
    // Room for a pair in every house, so the list never moves.
    let mut links: Vec<(Cell, Cell, u8)> = Vec::with_capacity(pos.variant().houses().len());
    for &house in pos.variant().houses() {
        let places = pos.places_in(digit, house);
        if places.len() != 2 {
            continue;
        }
        let mut it = places.iter();
        let (a, b) = (it.next().expect("two"), it.next().expect("two"));
        let line = match house {
            House::Row(_) => IN_ROW,
            House::Column(_) => IN_COLUMN,
            _ => 0,
        };
        match links.iter_mut().find(|(x, y, _)| (*x, *y) == (a, b)) {
            Some((_, _, lines)) => *lines |= line,
            None => links.push((a, b, line)),
        }
    }
    links
}

fn link(from: Cell, to: Cell, digit: Digit, strong: bool) -> Link {
    Link {
        from: Candidate::new(from, digit),
        to: Candidate::new(to, digit),
        strong,
    }
}

/// Whether two links in the kinds of line `lines1` and `lines2` could join into `technique`
/// ([`classify`]): a Skyscraper needs both in rows or both in columns, a 2-String Kite one
/// in a row and one in a column; a Turbot Fish takes any.
fn could_be(technique: Technique, lines1: u8, lines2: u8) -> bool {
    match technique {
        Technique::Skyscraper => lines1 & lines2 != 0,
        Technique::TwoStringKite => {
            (lines1 & IN_ROW != 0 && lines2 & IN_COLUMN != 0)
                || (lines1 & IN_COLUMN != 0 && lines2 & IN_ROW != 0)
        }
        _ => true,
    }
}

/// Which of the three names a two-link pattern gets, if it is the one asked for.
fn classify(lines1: u8, lines2: u8, inner1: Cell, inner2: Cell) -> Technique {
    let parallel = lines1 & lines2 != 0;
    let crossed = (lines1 & IN_ROW != 0 && lines2 & IN_COLUMN != 0)
        || (lines1 & IN_COLUMN != 0 && lines2 & IN_ROW != 0);
    if parallel {
        // Both links in rows (or columns); the inner ends share the other kind of line.
        let rows = lines1 & lines2 & IN_ROW != 0;
        let joined_by_line = if rows {
            inner1.col() == inner2.col()
        } else {
            inner1.row() == inner2.row()
        };
        if joined_by_line {
            return Technique::Skyscraper;
        }
    }
    if crossed && inner1.block() == inner2.block() {
        return Technique::TwoStringKite;
    }
    Technique::TurbotFish
}

/// Skyscraper, 2-String Kite or Turbot Fish steps (as `technique` asks).
pub fn two_link_patterns(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let pairs = conjugate_pairs(pos, shared);
    let mut steps = Vec::new();
    let mut seen: Vec<(Digit, [Cell; 4])> = Vec::new();
    for digit in Digit::all() {
        let links = &pairs[digit.index()];
        for (i, (a1, b1, h1)) in links.iter().enumerate() {
            // A Skyscraper's or a Kite's links are in rows or columns.
            if *h1 == 0 && !could_be(technique, 0, 0) {
                continue;
            }
            let cells1 = CellSet::single(*a1).union(CellSet::single(*b1));
            // The cells one end of the first link sees: an inner end of the second must be
            // one of them, or no way of joining the two links works.
            let near1 = pos.variant().peers(*a1).union(pos.variant().peers(*b1));
            for (a2, b2, h2) in links.iter().skip(i + 1) {
                let cells2 = CellSet::single(*a2).union(CellSet::single(*b2));
                if !could_be(technique, *h1, *h2)
                    || !cells1.intersection(cells2).is_empty()
                    || near1.intersection(cells2).is_empty()
                {
                    continue;
                }
                for (end1, inner1) in [(*a1, *b1), (*b1, *a1)] {
                    for (end2, inner2) in [(*a2, *b2), (*b2, *a2)] {
                        if !pos.variant().peers(inner1).contains(inner2) {
                            continue;
                        }
                        let found = classify(*h1, *h2, inner1, inner2);
                        if found != technique {
                            continue;
                        }
                        let mut key = [end1, end2, inner1, inner2];
                        crate::engine::sort::sort(&mut key[..2]);
                        crate::engine::sort::sort(&mut key[2..]);
                        if seen.contains(&(digit, key)) {
                            continue;
                        }
                        let targets = pos
                            .places(digit)
                            .intersection(pos.variant().peers(end1))
                            .intersection(pos.variant().peers(end2))
                            .difference(CellSet::single(inner1))
                            .difference(CellSet::single(inner2));
                        if targets.is_empty() {
                            continue;
                        }
                        seen.push((digit, key));
                        steps.push(Step {
                            technique,
                            placements: vec![],
                            eliminations: targets
                                .iter()
                                .map(|c| Candidate::new(c, digit))
                                .collect(),
                            evidence: Evidence::Chain {
                                links: vec![
                                    link(end1, inner1, digit, true),
                                    link(inner1, inner2, digit, false),
                                    link(inner2, end2, digit, true),
                                ],
                            },
                        });
                    }
                }
            }
        }
    }
    steps
}

/// Empty Rectangles: a block whose `digit` candidates lie in one row and one column of it
/// (not all in one of them), and a conjugate pair outside the block lining up with the cross.
pub fn empty_rectangles(pos: &Position, shared: &Shared) -> Vec<Step> {
    let pairs = conjugate_pairs(pos, shared);
    let mut steps = Vec::new();
    for digit in Digit::all() {
        let links = &pairs[digit.index()];
        for b in 0..9u8 {
            let block = House::Block(b);
            let cands = pos.places_in(digit, block);
            if cands.len() < 2 {
                continue;
            }
            for r in (b / 3) * 3..(b / 3) * 3 + 3 {
                for c in (b % 3) * 3..(b % 3) * 3 + 3 {
                    let (row, column) = (House::Row(r), House::Column(c));
                    let cross = row.cells().union(column.cells());
                    if !cands.difference(cross).is_empty()
                        || cands.difference(row.cells()).is_empty()
                        || cands.difference(column.cells()).is_empty()
                    {
                        continue;
                    }
                    for &(a, bb, lines) in links {
                        for (x, y) in [(a, bb), (bb, a)] {
                            // Pair in a column: x in the cross's row; the target is where
                            // y's row meets the cross's column. Pair in a row: mirrored.
                            let target = if lines & IN_COLUMN != 0
                                && x.row() == r
                                && x.col() / 3 != b % 3
                            {
                                Cell::at(y.row(), c)
                            } else if lines & IN_ROW != 0 && x.col() == c && x.row() / 3 != b / 3 {
                                Cell::at(r, y.col())
                            } else {
                                None
                            };
                            let Some(target) = target else { continue };
                            if block.cells().contains(target)
                                || target == y
                                || !pos.places(digit).contains(target)
                            {
                                continue;
                            }
                            let elim = Candidate::new(target, digit);
                            if steps.iter().any(|s: &Step| s.eliminations == [elim]) {
                                continue;
                            }
                            steps.push(Step {
                                technique: Technique::EmptyRectangle,
                                placements: vec![],
                                eliminations: vec![elim],
                                evidence: Evidence::EmptyRectangle {
                                    digit,
                                    block,
                                    row,
                                    column,
                                    pair: (x, y),
                                },
                            });
                        }
                    }
                }
            }
        }
    }
    steps
}

// ---- Explaining ----

/// An Empty Rectangle, said on this grid: the block's cross (its row and column), the
/// conjugate pair that lines up with it, and why the target cannot hold the digit (it and the
/// pair's far end would take the block's last places). (Skyscraper, 2-String Kite and Turbot
/// Fish are chains, said by `explain::chain`.)
pub(crate) fn explain_empty_rectangle(step: &Step, pos: &Position) -> Explanation {
    let Evidence::EmptyRectangle {
        digit,
        block,
        row,
        column,
        pair,
    } = &step.evidence
    else {
        return plain(step);
    };
    let (Some(target), digit) = (step.eliminations.first().map(|e| e.cell), *digit) else {
        return plain(step);
    };
    let (x, y) = *pair;
    // The pair's house; the cross line x lies in (x sees the block's part of it) and the one
    // the target lies in; the house the target shares with y.
    let (line, x_line, t_line, y_house) = if x.col() == y.col() {
        (House::Column(x.col()), *row, *column, House::Row(y.row()))
    } else {
        (House::Row(x.row()), *column, *row, House::Column(y.col()))
    };
    let cross = pos.places_in(digit, *block);
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.where.digit_in")
            .technique_a("name", step.technique)
            .digit("digit", digit)
            .house("area", *block),
        what_to_see: Phrase::new("explain.er.what")
            .house("block", *block)
            .digit("digit", digit)
            .house("row", *row)
            .house("column", *column)
            .house("line", line)
            .cell("x", x)
            .cell("y", y),
        why: vec![
            Phrase::new("explain.er.suppose")
                .cell("target", target)
                .digit("digit", digit),
            Phrase::new("explain.er.then")
                .cell("target", target)
                .cell("x", x)
                .cell("y", y)
                .house("y_house", y_house)
                .house("line", line)
                .digit("digit", digit),
            Phrase::new("explain.er.no_place")
                .house("block", *block)
                .digit("digit", digit)
                .house("x_line", x_line)
                .cell("x", x)
                .house("t_line", t_line)
                .cell("target", target),
            Phrase::new("explain.er.so")
                .cell("target", target)
                .digit("digit", digit)
                .removals("removals", &step.eliminations),
        ],
        effect: effect_phrase(step),
        highlights: Highlights {
            area: vec![*block],
            pattern_cells: cross.union(CellSet::single(x)).union(CellSet::single(y)),
            pattern_candidates: cross
                .iter()
                .chain([x, y])
                .map(|c| Candidate::new(c, digit))
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

    pub const SKYSCRAPER: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "+1+6+328+9754+79.4.38.+1+4+8.+1.....+6397+1+428+584+7+5....3+25+1..+8+47.+5+28.+41.9+7+9+7+4+8.5..23+16+9..+5+4+8",
        notes: "",
        rungs: "1: There is a Skyscraper on the digit 6.\n\
                2: Follow the chain (6)r5c6 = (6)r3c6 - (6)r3c9 = (6)r6c9.\n\
                3: Suppose r5c6 is not 6. Then, along the three links (▶ tells each), r6c9 is 6. So r5c6 is 6 or r6c9 is 6, whichever way it goes. Cells that see both cannot hold their digit: remove 6 from r5c7, r5c8, r6c4 and r6c5.\n\
                4: Remove 6 from r5c7, r5c8, r6c4 and r6c5",
    }];

    pub const TWO_STRING_KITE: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "+156+87+49+3+2.4+762.+18+528....+4+7+6....8.+5+9.73....618+8.5...+32.........+3.7.5...49....487.1",
        notes: "",
        rungs: "1: There is a 2-String Kite on the digit 3.\n\
                2: Follow the chain (3)r2c1 = (3)r2c6 - (3)r3c5 = (3)r8c5.\n\
                3: Suppose r2c1 is not 3. Then, along the three links (▶ tells each), r8c5 is 3. So r2c1 is 3 or r8c5 is 3, whichever way it goes. Cells that see both cannot hold their digit: remove 3 from r8c1.\n\
                4: Remove 3 from r8c1",
    }];

    pub const TURBOT_FISH: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "2+64+9+13587.3+1.+8+5..2.+58..6+3.+1+4+7+9+6+3..+5+8+12+6+8+54+739+3+8+5.9...659+3+1.+8..+4+84.5+6.+91+361.3+49+8.5",
        notes: "",
        rungs: "1: There is a Turbot Fish on the digit 2.\n\
                2: Follow the chain (2)r4c7 = (2)r4c6 - (2)r8c6 = (2)r7c5.\n\
                3: Suppose r4c7 is not 2. Then, along the three links (▶ tells each), r7c5 is 2. So r4c7 is 2 or r7c5 is 2, whichever way it goes. Cells that see both cannot hold their digit: remove 2 from r7c7.\n\
                4: Remove 2 from r7c7",
    }];

    pub const EMPTY_RECTANGLE: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "7+2+4+956+1381+6842+3+5+9+7+9+3+5+7+1+8+6+2+45..3..+8+1..4..8+17+5..+81.+7.24..+13....+7+2...1...+85.5...7.6+1",
        notes: "",
        rungs: "1: There is an Empty Rectangle on the digit 2 in block 4.\n\
                2: In block 4, every 2 lies in row 5 or column 3, and in column 4 the only 2s are r5c4 and r9c4.\n\
                3: Suppose r9c3 were 2. Then r9c4 is not 2 (it sees r9c3 in row 9), so r5c4 is (the only other 2 in column 4). Block 4 would then have no place for its 2: row 5 has it in r5c4, column 3 in r9c3. So r9c3 cannot be 2: remove 2 from r9c3.\n\
                4: Remove 2 from r9c3",
    }];
}
