//! Singles: Full House (the last empty cell of a house), Hidden Single (the only place for a
//! digit in a house) and Naked Single (the only digit for a cell).

use super::{Def, Find};
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::explain::{Explanation, Highlights, base_highlights, effect_phrase, where_in};
use crate::engine::house::{House, Variant};
use crate::engine::level::Level;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::{Cell, Digit};

// ---- Definitions ----

pub(crate) const FULL_HOUSE: Def = Def {
    id: "full-house",
    name: "Full House",
    hodoku_code: "0000",
    hodoku_score: 4,
    level: Level::Easy,
    needs_uniqueness: false,
    find: Find::Candidates(|pos, _| full_houses(pos)),
    explain: explain_single,
    #[cfg(test)]
    cases: cases::FULL_HOUSE,
};

pub(crate) const HIDDEN_SINGLE: Def = Def {
    id: "hidden-single",
    name: "Hidden Single",
    hodoku_code: "0002",
    hodoku_score: 14,
    level: Level::Easy,
    needs_uniqueness: false,
    find: Find::Candidates(|pos, _| hidden_singles(pos)),
    explain: explain_single,
    #[cfg(test)]
    cases: cases::HIDDEN_SINGLE,
};

pub(crate) const NAKED_SINGLE: Def = Def {
    id: "naked-single",
    name: "Naked Single",
    hodoku_code: "0003",
    hodoku_score: 4,
    level: Level::Easy,
    needs_uniqueness: false,
    find: Find::Candidates(|pos, _| naked_singles(pos)),
    explain: explain_single,
    #[cfg(test)]
    cases: cases::NAKED_SINGLE,
};

// ---- Finding ----

/// The step that places `digit` in `cell`, forced by `house` (none for a naked single).
pub(crate) fn single(technique: Technique, cell: Cell, digit: Digit, house: Option<House>) -> Step {
    Step {
        technique,
        placements: vec![Candidate::new(cell, digit)],
        eliminations: vec![],
        evidence: Evidence::Single { cell, digit, house },
    }
}

/// Houses with exactly one empty cell: it takes the one digit the house lacks.
pub fn full_houses(pos: &Position) -> Vec<Step> {
    let empty = pos.empty_cells();
    let mut steps = Vec::new();
    for &house in pos.variant().houses() {
        let open = house.cells().intersection(empty);
        let Some(cell) = open.first().filter(|_| open.len() == 1) else {
            continue;
        };
        let missing = Digit::all().find(|d| !pos.house_has(house, *d));
        if let Some(digit) = missing.filter(|d| pos.cands(cell).contains(*d))
            && !steps.iter().any(|s: &Step| s.placements[0].cell == cell)
        {
            steps.push(single(Technique::FullHouse, cell, digit, Some(house)));
        }
    }
    steps
}

/// A digit with exactly one candidate cell in a house (and not yet placed there).
pub fn hidden_singles(pos: &Position) -> Vec<Step> {
    // The singles found per cell as digit bits, rather than a scan of the steps per find.
    let mut found = [0u16; 81];
    let mut steps = Vec::new();
    each_hidden_single(pos, |cell, digit, house| {
        let known = &mut found[cell.index()];
        if *known & 1 << digit.index() == 0 {
            *known |= 1 << digit.index();
            steps.push(single(Technique::HiddenSingle, cell, digit, Some(house)));
        }
    });
    steps
}

/// Calls `each` with every hidden single of `pos` (cell, digit, house) in the order
/// [`hidden_singles`] finds them, a digit's cell once per house that forces it: for a
/// caller that takes few of them and need not build every one's step (the seed's rating
/// takes one per round).
pub(crate) fn each_hidden_single(pos: &Position, mut each: impl FnMut(Cell, Digit, House)) {
    // Bits throughout, the empty cells and each digit's places read once: every walk of
    // the ratings asks this after every step, where iterators per house and digit and a
    // scan of the grid per find were most of its cost.
    let empty = pos.empty_cells().bits();
    let places: [u128; 9] = std::array::from_fn(|d| pos.places(DIGITS[d]).bits());
    for house in scan_order(pos.variant()) {
        let cells = house.cells().bits();
        // A house with one empty cell is a Full House: the easier name wins, as in HoDoKu.
        if (cells & empty).count_ones() == 1 {
            continue;
        }
        for (d, &digit_places) in places.iter().enumerate() {
            let there = digit_places & cells;
            // Not exactly one place (none, or a lowest bit with others beside it).
            if there == 0 || there & (there - 1) != 0 || pos.house_has(house, DIGITS[d]) {
                continue;
            }
            let cell = Cell::new(there.trailing_zeros() as u8).expect("a cell");
            each(cell, DIGITS[d], house);
        }
    }
}

/// The nine digits by index.
const DIGITS: [Digit; 9] = {
    const fn digit(n: u8) -> Digit {
        match Digit::new(n) {
            Some(d) => d,
            None => panic!("1 to 9 are digits"),
        }
    }
    let mut digits = [digit(1); 9];
    let mut i = 0;
    while i < 9 {
        digits[i] = digit(i as u8 + 1);
        i += 1;
    }
    digits
};

/// The houses in the order a person scans them for hidden singles: blocks first (the easiest
/// to see: Sudoku Explainer rates a block's hidden single 1.2 against 1.5 for a row's or a
/// column's), then rows and columns, then the variant's extra houses. A digit that is a
/// hidden single in several houses is said for the first.
fn scan_order(variant: Variant) -> impl Iterator<Item = House> {
    let rank = |h: &House| match h {
        House::Block(_) => 0,
        House::Row(_) | House::Column(_) => 1,
        _ => 2,
    };
    (0..3).flat_map(move |r| {
        variant
            .houses()
            .iter()
            .copied()
            .filter(move |h| rank(h) == r)
    })
}

/// An empty cell with exactly one candidate.
pub fn naked_singles(pos: &Position) -> Vec<Step> {
    pos.empty_cells()
        .iter()
        .filter_map(|cell| {
            let digit = pos.cands(cell).single_digit()?;
            Some(single(Technique::NakedSingle, cell, digit, None))
        })
        .collect()
}

// ---- Explaining ----

/// A single: the house (or, for a Naked Single, the cell) that forces the digit, and why
/// every other place (or digit) is ruled out.
pub(crate) fn explain_single(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Single { cell, digit, house } = &step.evidence else {
        return crate::engine::explain::plain(step);
    };
    let (cell, digit) = (*cell, *digit);
    let area = house.unwrap_or(House::Block(cell.block()));
    let (what, why) = match house {
        Some(h) if step.technique == Technique::FullHouse => (
            Phrase::new("explain.single.full.what")
                .cell("cell", cell)
                .house("house", *h),
            vec![
                Phrase::new("explain.single.full.why")
                    .house("house", *h)
                    .digit("digit", digit)
                    .cell("cell", cell),
            ],
        ),
        Some(h) => (
            Phrase::new("explain.single.hidden.what")
                .digit("digit", digit)
                .house("house", *h)
                .cell("cell", cell),
            hidden_single_reasons(pos, *h, cell, digit),
        ),
        None => (
            Phrase::new("explain.single.naked.what")
                .cell("cell", cell)
                .digit("digit", digit),
            naked_single_reasons(pos, cell, digit),
        ),
    };
    Explanation {
        links: Vec::new(),
        where_to_look: where_in(step, Arg::House(area)),
        what_to_see: what,
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            area: vec![area],
            pattern_cells: CellSet::single(cell),
            ..base_highlights(step)
        },
    }
}

/// For a hidden single: why each other empty cell of the house cannot take the digit.
fn hidden_single_reasons(pos: &Position, house: House, cell: Cell, digit: Digit) -> Vec<Phrase> {
    let mut seen_by: Vec<Phrase> = Vec::new();
    let (blockers, noted_out) = hidden_blockers(pos, house, cell, digit);
    for (blocker, blocked) in blockers {
        // Cells that see the blocker through a row, column or block are named together;
        // those that see it only through a diagonal or colour group are said with that
        // house, grouped by it.
        let plain: CellSet = blocked
            .iter()
            .filter(|o| plain_sight(*o, blocker))
            .collect();
        let mut via: Vec<(House, CellSet)> = Vec::new();
        for other in blocked.difference(plain).iter() {
            match pos
                .variant()
                .houses_of(other)
                .find(|h| h.cells().contains(blocker))
            {
                Some(h) => match via.iter_mut().find(|(v, _)| *v == h) {
                    Some((_, cells)) => cells.insert(other),
                    None => via.push((h, CellSet::single(other))),
                },
                None => seen_by.push(seen(pos, other, digit, blocker)),
            }
        }
        let say = |key: &'static str, cells: CellSet| {
            Phrase::new(key)
                .cells("other", cells)
                .digit("digit", digit)
                .cell("blocker", blocker)
        };
        if let (false, [(house, cells)]) = (plain.is_empty(), via.as_slice()) {
            // "r7c3, r7c6 and r7c9 see the 2 in r1c6 (r7c3 and r7c9 in colour group 3)"
            seen_by.push(
                say("explain.single.hidden.seen.mixed", plain.union(*cells))
                    .cells("via", *cells)
                    .house("house", *house),
            );
            continue;
        }
        if !plain.is_empty() {
            seen_by.push(say(
                if plain.len() == 1 {
                    "explain.single.hidden.seen"
                } else {
                    "explain.single.hidden.seen.many"
                },
                plain,
            ));
        }
        for (house, cells) in via {
            seen_by.push(if cells.len() == 1 {
                say("explain.single.hidden.seen.via", cells).house("house", house)
            } else {
                say("explain.single.hidden.seen.via.many", cells).house("house", house)
            });
        }
    }
    let mut why = Vec::new();
    if !seen_by.is_empty() {
        why.push(
            Phrase::new("explain.single.hidden.others")
                .house("house", house)
                .digit("digit", digit)
                .arg("reasons", Arg::Semicolons(seen_by)),
        );
    }
    if !noted_out.is_empty() {
        why.push(
            Phrase::new(if noted_out.len() == 1 {
                "explain.single.hidden.noted.one"
            } else {
                "explain.single.hidden.noted"
            })
            .cells("cells", noted_out)
            .digit("digit", digit),
        );
    }
    why.push(
        Phrase::new("explain.single.hidden.must")
            .house("house", house)
            .digit("digit", digit)
            .cell("cell", cell),
    );
    why
}

/// The placed `digit`s that rule it out of the other empty cells of `house` (all but `cell`),
/// each with the cells it rules out, and the cells no placed digit rules out (their notes
/// did). A blocker that sees the most of the cells left is taken first, so the words name
/// few blockers ("r3c1 and r3c2 see the 5 in r1c2"); the board's sight lines start from the
/// same ones.
pub(crate) fn hidden_blockers(
    pos: &Position,
    house: House,
    cell: Cell,
    digit: Digit,
) -> (Vec<(Cell, CellSet)>, CellSet) {
    let peers = |c: Cell| pos.variant().peers(c);
    let holds = |c: Cell| pos.digit(c) == Some(digit);
    let mut open = CellSet::EMPTY;
    let mut noted_out = CellSet::EMPTY;
    for other in house.cell_list() {
        if other == cell || pos.digit(other).is_some() {
            continue;
        }
        if peers(other).iter().any(holds) {
            open.insert(other);
        } else {
            noted_out.insert(other);
        }
    }
    let mut out = Vec::new();
    while !open.is_empty() {
        let best = open
            .iter()
            .flat_map(|o| peers(o).iter().filter(|p| holds(*p)))
            .map(|b| (b, peers(b).intersection(open)))
            .max_by_key(|(b, seen)| (seen.len(), std::cmp::Reverse(b.index())));
        let Some((blocker, seen)) = best else {
            break;
        };
        out.push((blocker, seen));
        open = open.difference(seen);
    }
    (out, noted_out)
}

/// Whether `a` sees `b` through a row, column or block (no word needed to say where).
fn plain_sight(a: Cell, b: Cell) -> bool {
    a.row() == b.row() || a.col() == b.col() || a.block() == b.block()
}

/// The house of `cell` that already has `d` (the first, as a naked single's words name it)
/// and the cell holding it there.
pub(crate) fn naked_blocker(pos: &Position, cell: Cell, d: Digit) -> Option<(House, Cell)> {
    let house = pos
        .variant()
        .houses_of(cell)
        .find(|h| pos.house_has(*h, d))?;
    let holder = house.cell_list().find(|c| pos.digit(*c) == Some(d))?;
    Some((house, holder))
}

/// "{other} sees the {digit} in {blocker}", naming the house when the two share only a
/// diagonal or a colour group (a reader would not look there by habit).
fn seen(pos: &Position, other: Cell, digit: Digit, blocker: Cell) -> Phrase {
    let plain = plain_sight(other, blocker);
    let via = pos
        .variant()
        .houses_of(other)
        .find(|h| h.cells().contains(blocker));
    match via {
        Some(house) if !plain => {
            Phrase::new("explain.single.hidden.seen.via").house("house", house)
        }
        _ => Phrase::new("explain.single.hidden.seen"),
    }
    .cell("other", other)
    .digit("digit", digit)
    .cell("blocker", blocker)
}

/// For a naked single: what rules out every other digit in the cell.
fn naked_single_reasons(pos: &Position, cell: Cell, digit: Digit) -> Vec<Phrase> {
    let mut by_house: Vec<(House, DigitSet)> = Vec::new();
    let mut by_notes = DigitSet::EMPTY;
    for d in Digit::all().filter(|d| *d != digit) {
        match naked_blocker(pos, cell, d).map(|(h, _)| h) {
            Some(h) => match by_house.iter_mut().find(|(hh, _)| *hh == h) {
                Some((_, ds)) => ds.insert(d),
                None => by_house.push((h, DigitSet::single(d))),
            },
            None => by_notes.insert(d),
        }
    }
    let mut parts: Vec<Phrase> = by_house
        .iter()
        .map(|(h, ds)| {
            Phrase::new("explain.single.naked.has")
                .house("house", *h)
                .digits("digits", *ds)
        })
        .collect();
    if !by_notes.is_empty() {
        parts.push(
            Phrase::new(if by_notes.len() == 1 {
                "explain.single.naked.noted.one"
            } else {
                "explain.single.naked.noted"
            })
            .digits("digits", by_notes),
        );
    }
    vec![
        Phrase::new("explain.single.naked.why").arg("parts", Arg::Semicolons(parts)),
        Phrase::new("explain.single.naked.left")
            .digit("digit", digit)
            .cell("cell", cell),
    ]
}

// ---- Cases ----

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const FULL_HOUSE: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "+6+3+42+8+9...8+7531+6+2+9+42+91+7+5+4+6+38+349+16+58+7+2+5+8+79+42..+6+1+62+83+754+97+5+8+4+2+39+61+9.+6+5784+23+4+2+3+6+91...",
        notes: "",
        rungs: "1: There is a Full House in row 8.\n\
                2: r8c2 is the only empty cell left in row 8.\n\
                3: Row 8 already holds every digit except 1, so r8c2 must be 1.\n\
                4: Place 1 in r8c2",
    }];

    pub const HIDDEN_SINGLE: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "5.2.+6....+819+23...5+7.6..5..8+6.+74..5..+3+517264+8+9+4.8..3...9..6..2..2...7.81.+1....+29.3",
        notes: "",
        rungs: "1: There is a Hidden Single in block 3.\n\
                2: Look at the 2s in block 3: r3c8 is the only cell that can still take a 2.\n\
                3: The rest of block 3 cannot take a 2: r1c7, r1c8 and r1c9 see the 2 in r1c3; r2c7 and r2c8 see the 2 in r2c4; r3c7 sees the 2 in r7c7. So r3c8 takes the 2 block 3 needs.\n\
                4: Place 2 in r3c8",
    }];

    pub const NAKED_SINGLE: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "8.9.4..2..46.1....3..9........1..9455.......6983..6........4..1....9.37..3..7.4.9",
        notes: "",
        rungs: "1: There is a Naked Single in block 6.\n\
                2: r6c8 has only one candidate left: 1.\n\
                3: Column 8 already has 2, 4 and 7; row 6 already has 3, 6, 8 and 9; block 6 already has 5. That leaves only 1 for r6c8.\n\
                4: Place 1 in r6c8",
    }];
}
