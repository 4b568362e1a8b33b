//! Basic, finned and sashimi fish (X-Wing, Swordfish, Jellyfish) on rows and columns.
//!
//! In n base lines a digit can only be in n cover lines of the other direction: the n base
//! lines need n of that digit, one in each cover line, so the cover lines get their digit from
//! the base lines and lose it everywhere else. With fins (extra candidates of the base lines
//! outside the cover), either a fin is the digit or the fish stands; a cover-line cell that
//! sees every fin loses the digit in both cases. Sashimi: some base line has only one cover
//! candidate left, so without its fins the fish would not exist.

use super::memo::per_digit;
use super::{Def, Find, Shared};
use crate::engine::bits::{CellSet, ones9};
use crate::engine::explain::{Explanation, Highlights, base_highlights, effect_phrase, plain};
use crate::engine::house::{House, Variant};
use crate::engine::level::Level;
use crate::engine::phrase::Phrase;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::Digit;

// ---- Definitions ----

pub(crate) const X_WING: Def = Def {
    id: "x-wing",
    name: "X-Wing",
    hodoku_code: "0300",
    hodoku_score: 140,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(fish),
    explain: explain_fish,
    #[cfg(test)]
    cases: cases::X_WING,
};

pub(crate) const SWORDFISH: Def = Def {
    id: "swordfish",
    name: "Swordfish",
    hodoku_code: "0301",
    hodoku_score: 150,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(fish),
    explain: explain_fish,
    #[cfg(test)]
    cases: cases::SWORDFISH,
};

pub(crate) const JELLYFISH: Def = Def {
    id: "jellyfish",
    name: "Jellyfish",
    hodoku_code: "0302",
    hodoku_score: 160,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(fish),
    explain: explain_fish,
    #[cfg(test)]
    cases: cases::JELLYFISH,
};

pub(crate) const FINNED_X_WING: Def = Def {
    id: "finned-x-wing",
    name: "Finned X-Wing",
    hodoku_code: "0310",
    hodoku_score: 130,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(finned_fish),
    explain: explain_fish,
    #[cfg(test)]
    cases: cases::FINNED_X_WING,
};

pub(crate) const SASHIMI_X_WING: Def = Def {
    id: "sashimi-x-wing",
    name: "Sashimi X-Wing",
    hodoku_code: "0320",
    hodoku_score: 150,
    level: Level::Hard,
    needs_uniqueness: false,
    find: Find::SharedSearch(finned_fish),
    explain: explain_fish,
    #[cfg(test)]
    cases: cases::SASHIMI_X_WING,
};

pub(crate) const FINNED_SWORDFISH: Def = Def {
    id: "finned-swordfish",
    name: "Finned Swordfish",
    hodoku_code: "0311",
    hodoku_score: 200,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(finned_fish),
    explain: explain_fish,
    #[cfg(test)]
    cases: cases::FINNED_SWORDFISH,
};

pub(crate) const SASHIMI_SWORDFISH: Def = Def {
    id: "sashimi-swordfish",
    name: "Sashimi Swordfish",
    hodoku_code: "0321",
    hodoku_score: 240,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(finned_fish),
    explain: explain_fish,
    #[cfg(test)]
    cases: cases::SASHIMI_SWORDFISH,
};

pub(crate) const FINNED_JELLYFISH: Def = Def {
    id: "finned-jellyfish",
    name: "Finned Jellyfish",
    hodoku_code: "0312",
    hodoku_score: 250,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(finned_fish),
    explain: explain_fish,
    #[cfg(test)]
    cases: cases::FINNED_JELLYFISH,
};

pub(crate) const SASHIMI_JELLYFISH: Def = Def {
    id: "sashimi-jellyfish",
    name: "Sashimi Jellyfish",
    hodoku_code: "0322",
    hodoku_score: 260,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(finned_fish),
    explain: explain_fish,
    #[cfg(test)]
    cases: cases::SASHIMI_JELLYFISH,
};

// ---- Finding ----

/// The fish size and whether it may have fins, and must be sashimi.
fn shape(technique: Technique) -> (usize, bool, bool) {
    match technique {
        Technique::XWing => (2, false, false),
        Technique::Swordfish => (3, false, false),
        Technique::Jellyfish => (4, false, false),
        Technique::FinnedXWing => (2, true, false),
        Technique::SashimiXWing => (2, true, true),
        Technique::FinnedSwordfish => (3, true, false),
        Technique::SashimiSwordfish => (3, true, true),
        Technique::FinnedJellyfish => (4, true, false),
        _ => (4, true, true),
    }
}

fn line(rows: bool, i: u8) -> House {
    if rows {
        House::Row(i)
    } else {
        House::Column(i)
    }
}

/// Every fish of `technique`'s shape in `pos`.
///
/// Works on 9-bit masks (for each base line, the cross positions of the digit) so that the
/// many base/cover combinations cost a few integer operations each; cell sets are built only
/// for a fish that passes every test. Fins must lie in one block.
pub fn fish(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let (n, finned, sashimi) = shape(technique);
    if finned {
        let [finned, sashimi_steps] = finned_of_size(pos, shared, n);
        return if sashimi { sashimi_steps } else { finned };
    }
    fish_of_size(pos, shared, n, false).0
}

/// The finned (or sashimi, as `technique` says) fish of `pos`: both kinds of a size come
/// from one search, done once per position (`shared`).
fn finned_fish(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let (n, _, sashimi) = shape(technique);
    shared.finned_fish[n - 2].get_or_init(|| finned_of_size(pos, shared, n))[usize::from(sashimi)]
        .clone()
}

/// The finned and the sashimi fish of `n` base lines.
fn finned_of_size(pos: &Position, shared: &Shared, n: usize) -> [Vec<Step>; 2] {
    let (finned, sashimi) = fish_of_size(pos, shared, n, true);
    [finned, sashimi]
}

/// The fish of `n` base lines: basic ones, or (`finned`) the finned ones and, apart, the
/// sashimi ones (a base line with a single cover candidate), each list in the order found.
fn fish_of_size(pos: &Position, shared: &Shared, n: usize, finned: bool) -> (Vec<Step>, Vec<Step>) {
    // A digit's fish read its places alone: the memo, when the caller keeps one, knows
    // those of places it was asked on before (most digits, from one position to the next).
    let memo = shared.memo.as_ref().map(|place| place.memo());
    let search = (2 * n + usize::from(finned)) as u8;
    let [first, sashimi] = per_digit(pos, memo, search, |digit, here| {
        digit_fish(pos, n, finned, digit, here)
    });
    (first, sashimi)
}

/// The fish of `n` base lines on `digit` (see [`fish_of_size`]), added to `steps`.
fn digit_fish(pos: &Position, n: usize, finned: bool, digit: Digit, steps: &mut [Vec<Step>; 2]) {
    let techniques = match (n, finned) {
        (2, false) => [Technique::XWing; 2],
        (3, false) => [Technique::Swordfish; 2],
        (_, false) => [Technique::Jellyfish; 2],
        (2, true) => [Technique::FinnedXWing, Technique::SashimiXWing],
        (3, true) => [Technique::FinnedSwordfish, Technique::SashimiSwordfish],
        (_, true) => [Technique::FinnedJellyfish, Technique::SashimiJellyfish],
    };
    // Under the standard rules a fin is seen only from its row, column and block, so a
    // fish's targets are found from the line masks alone (see `may_remove`).
    let standard = pos.variant() == Variant::Standard;
    // Per row, the columns holding the digit, and per column the rows (cell `9r + c`).
    let places = pos.places(digit).bits();
    let mut by_row = [0u16; 9];
    let mut by_column = [0u16; 9];
    for (r, row) in by_row.iter_mut().enumerate() {
        *row = ((places >> (9 * r)) & 0x1ff) as u16;
        let mut columns = *row;
        while columns != 0 {
            let c = columns.trailing_zeros() as usize;
            columns &= columns - 1;
            by_column[c] |= 1 << r;
        }
    }
    for rows in [true, false] {
        let masks = if rows { by_row } else { by_column };
        let max = if finned { n + 3 } else { n } as u32;
        // On the stack: this runs for every digit and direction of every size asked.
        let mut lines = [0u8; 9];
        let mut count = 0;
        for i in (0..9u8).filter(|&i| (1..=max).contains(&ones9(masks[i as usize]))) {
            lines[count] = i;
            count += 1;
        }
        let bases = &lines[..count];
        // A union of crosses only widens as base lines join: a choice already wider
        // than a fish may be is not extended. Kept per band of the base lines (a finned
        // fish's fins lie in one block: see `fits_outside_a_block`).
        let widen = |acc: [u16; 3], i: u8| {
            let mut bands = acc;
            bands[usize::from(i / 3)] |= masks[i as usize];
            let union = bands[0] | bands[1] | bands[2];
            (ones9(union) <= max && (!finned || fits_outside_a_block(bands, n))).then_some(bands)
        };
        super::combinations_folded(bases, n, [0u16; 3], &widen, &mut |base, bands| {
            let union = bands[0] | bands[1] | bands[2];
            let width = ones9(union) as usize;
            if width < n || (!finned && width != n) || width > n + 3 {
                return;
            }
            // Most base choices of a finned fish remove nothing: asked once per choice,
            // before its cover sets are made.
            if finned && standard && !finned_may_remove(&masks, base, union, n) {
                return;
            }
            let (covers, count) = covers(union, n, finned);
            for &cover in &covers[..count] {
                let fin_cols = union & !cover;
                if finned {
                    // Fins in one block: one stack of crosses (as `covers` chose them),
                    // and their base lines in one band.
                    let bands = base
                        .iter()
                        .filter(|&&i| masks[i as usize] & fin_cols != 0)
                        .fold(0u8, |acc, &i| acc | 1 << (i / 3));
                    if !bands.is_power_of_two() {
                        continue;
                    }
                }
                let counts = base.iter().map(|&i| ones9(masks[i as usize] & cover));
                let (mut empty, mut thin) = (false, false);
                for k in counts {
                    empty |= k == 0;
                    thin |= k < 2;
                }
                if empty || (standard && !may_remove(&masks, base, cover, fin_cols)) {
                    continue;
                }
                let kind = usize::from(finned && thin);
                emit(
                    pos,
                    techniques[kind],
                    digit,
                    rows,
                    base,
                    cover,
                    &mut steps[kind],
                );
            }
        });
    }
}

/// Whether a fish on the lines `base` (whose crosses holding the digit are `masks`) with
/// the cover lines `cover` and fins in the crosses `fin_cols` removes anything under the
/// standard rules: a candidate in a cover line outside the base lines, and, with fins (all
/// in one block, as `covers` and the band test make them), in the fins' block: a cell
/// outside it shares no row, column or block with them all ([`emit`] finds the same
/// cells from the grid).
fn may_remove(masks: &[u16; 9], base: &[u8], cover: u16, fin_cols: u16) -> bool {
    let base_lines = base.iter().fold(0u16, |acc, &i| acc | 1 << i);
    let (lines, crosses) = if fin_cols == 0 {
        (0..9u8, cover)
    } else {
        // The fins' band (of the base lines holding them) and stack.
        let band = base
            .iter()
            .find(|&&i| masks[usize::from(i)] & fin_cols != 0)
            .map_or(0, |&i| i / 3);
        let stack = fin_cols.trailing_zeros() as u16 / 3;
        (3 * band..3 * band + 3, cover & (0b111 << (3 * stack)))
    };
    lines
        .filter(|&i| base_lines & (1 << i) == 0)
        .any(|i| masks[usize::from(i)] & crosses != 0)
}

/// Whether the base lines whose crosses holding the digit are `bands` (per band of the
/// lines) may make a finned fish of `n` cover lines, or more lines may: its fins lie in one
/// block (a band of base lines, a stack of crosses), so every cross a base line holds
/// outside that block is covered: at most `n` of them. They only grow as lines join.
fn fits_outside_a_block(bands: [u16; 3], n: usize) -> bool {
    let union = bands[0] | bands[1] | bands[2];
    let outside_band = [
        bands[1] | bands[2],
        bands[0] | bands[2],
        bands[0] | bands[1],
    ];
    [0b111u16, 0b111_000, 0b111_000_000].iter().any(|&stack| {
        let rest = union & !stack;
        outside_band
            .iter()
            .any(|&others| ones9(rest | (others & stack)) as usize <= n)
    })
}

/// Whether some finned fish on the lines `base` (whose crosses holding the digit are
/// `masks`, `union` between them) with `n` cover lines may remove something under the
/// standard rules: whether [`covers`] gives a cover set that the band test keeps and
/// [`may_remove`] accepts (cheaper than making the cover sets: most base choices have none).
///
/// The fins lie in one stack and their base lines in one band: every cross outside the
/// stack is covered, and so is every cross of the stack that a base line outside the band
/// holds (`forced`); at least one of the stack's crosses is left uncovered (a fin). A cell
/// of the fins' block outside the base lines, in a covered cross, holds the digit.
fn finned_may_remove(masks: &[u16; 9], base: &[u8], union: u16, n: usize) -> bool {
    let n = n as u32;
    let mut base_lines = 0u16;
    for &i in base {
        base_lines |= 1 << i;
    }
    for band in 0..3 {
        let lines = 3 * band..3 * band + 3;
        if (base_lines >> (3 * band)) & 0b111 == 0 {
            continue;
        }
        // The crosses of the band's other lines, and of the base lines outside the band.
        let mut others = 0u16;
        for i in lines {
            if base_lines & (1 << i) == 0 {
                others |= masks[i];
            }
        }
        let mut outside = 0u16;
        for &i in base {
            if i / 3 != band as u8 {
                outside |= masks[usize::from(i)];
            }
        }
        for stack in [0b111u16, 0b111_000, 0b111_000_000] {
            let required = ones9(union & !stack);
            let optional = union & stack;
            let forced = outside & stack;
            if required > n || ones9(forced) + required > n || n - required >= ones9(optional) {
                continue;
            }
            // The covered crosses of the stack: all of `forced`, and more of `optional` if
            // the size leaves room.
            let more = n - required - ones9(forced);
            if forced & others != 0 || (more > 0 && optional & !forced & others != 0) {
                return true;
            }
        }
    }
    false
}

/// The cover sets a fish on base lines whose crosses are `union` may have: its `n`-element
/// subsets, largest mask first; for a finned fish only those that leave fins (the crosses
/// not covered), all in one stack (so in one block with the base lines' band). At most 24
/// (`count` of them): three stacks, at most eight ways to cover within one.
fn covers(union: u16, n: usize, finned: bool) -> ([u16; 24], usize) {
    let mut out = [0u16; 24];
    if !finned {
        // A basic fish covers exactly its crosses.
        out[0] = union;
        return (out, usize::from(ones9(union) as usize == n));
    }
    let mut count = 0;
    for stack in [0b111u16, 0b111_000, 0b111_000_000] {
        // Every cross outside the stack is covered; the stack's crosses may hold fins.
        let required = union & !stack;
        let optional = union & stack;
        let Some(more) = n.checked_sub(ones9(required) as usize) else {
            continue;
        };
        // The submasks of `optional` (walked downwards: (t - 1) & optional), but not all
        // of it: at least one fin.
        let mut t = optional;
        loop {
            if t != optional && ones9(t) as usize == more {
                out[count] = required | t;
                count += 1;
            }
            if t == 0 {
                break;
            }
            t = (t - 1) & optional;
        }
    }
    // Largest first, the order of the submask walk over the whole union.
    out[..count].sort_unstable_by(|a, b| b.cmp(a));
    (out, count)
}

/// Builds the step for a fish that passed the shape tests, if it eliminates anything.
fn emit(
    pos: &Position,
    technique: Technique,
    digit: Digit,
    rows: bool,
    base: &[u8],
    cover: u16,
    steps: &mut Vec<Step>,
) {
    let cover_lines = (0..9u8).filter(|i| cover & (1 << i) != 0);
    let base_area = base
        .iter()
        .fold(CellSet::EMPTY, |acc, &i| acc.union(line(rows, i).cells()));
    let cover_area = cover_lines
        .clone()
        .fold(CellSet::EMPTY, |acc, i| acc.union(line(!rows, i).cells()));
    let base_cells = pos.places(digit).intersection(base_area);
    let fins = base_cells.difference(cover_area);
    let mut targets = pos
        .places(digit)
        .intersection(cover_area)
        .difference(base_area);
    for fin in fins.iter() {
        targets = targets.intersection(pos.variant().peers(fin));
    }
    if targets.is_empty() {
        return;
    }
    steps.push(Step {
        technique,
        placements: vec![],
        eliminations: targets.iter().map(|c| Candidate::new(c, digit)).collect(),
        evidence: Evidence::Fish {
            digit,
            base: base.iter().map(|&i| line(rows, i)).collect(),
            cover: cover_lines.map(|i| line(!rows, i)).collect(),
            fins,
        },
    });
}

// ---- Explaining ----

/// A fish: the base lines need the digit and hold it only in the cover lines (apart from the
/// fins), so the cover lines get their digit from the base lines.
pub(crate) fn explain_fish(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Fish {
        digit,
        base,
        cover,
        fins,
    } = &step.evidence
    else {
        return plain(step);
    };
    let digit = *digit;
    let pattern = base
        .iter()
        .fold(CellSet::EMPTY, |acc, h| acc.union(pos.places_in(digit, *h)))
        .difference(*fins);
    // The cover lines are all rows or all columns: once named, they are "those rows".
    let rows = matches!(cover.first(), Some(House::Row(_)));
    let last = match (fins.len(), rows) {
        (0, true) => "explain.fish.rest.rows",
        (0, false) => "explain.fish.rest.columns",
        (1, true) => "explain.fish.fin.rows",
        (1, false) => "explain.fish.fin.columns",
        (_, true) => "explain.fish.fins.rows",
        (_, false) => "explain.fish.fins.columns",
    };
    let why = vec![
        Phrase::new(match fins.len() {
            0 => "explain.fish.needs",
            1 => "explain.fish.needs.fin",
            _ => "explain.fish.needs.fins",
        })
        .houses("base", base)
        .digit("digit", digit)
        .houses("cover", cover),
        Phrase::new(last)
            .digit("digit", digit)
            .removals("removals", &step.eliminations),
    ];
    fish_explanation(step, pattern, why)
}

/// The explanation of a fish, basic or big: rung 1 (the digit and the base houses), rung 2
/// (where the digit lies, apart from the fins), the reasons `why` as rung 3, and the
/// highlights (base and cover houses, the `pattern` cells' candidates, the fins).
pub(super) fn fish_explanation(step: &Step, pattern: CellSet, why: Vec<Phrase>) -> Explanation {
    let Evidence::Fish {
        digit,
        base,
        cover,
        fins,
    } = &step.evidence
    else {
        return plain(step);
    };
    let digit = *digit;
    let what_key = match fins.len() {
        0 => "explain.fish.what",
        1 => "explain.fish.what.fin",
        _ => "explain.fish.what.fins",
    };
    let mut area = base.clone();
    area.extend(cover.iter().copied());
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.where.digit_in")
            .technique_a("name", step.technique)
            .digit("digit", digit)
            .houses("area", base),
        what_to_see: Phrase::new(what_key)
            .houses("base", base)
            .digit("digit", digit)
            .houses("cover", cover)
            .cells("cells", pattern)
            .cells("fins", *fins),
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            area,
            pattern_cells: pattern,
            pattern_candidates: pattern.iter().map(|c| Candidate::new(c, digit)).collect(),
            fins: *fins,
            ..base_highlights(step)
        },
    }
}

// ---- Cases ----

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const X_WING: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+2..+4..1....+52",
        notes: "",
        rungs: "1: There is an X-Wing on the digit 3 in rows 3 and 7.\n\
                2: In rows 3 and 7, every 3 lies in columns 3 and 4: r3c3, r3c4, r7c3 and r7c4.\n\
                3: Rows 3 and 7 each need a 3 and can only take it in columns 3 and 4, one in each. So the rest of those columns cannot be 3: remove 3 from r1c3, r1c4, r4c3, r4c4, r5c3, r5c4, r6c3, r6c4 and r9c4.\n\
                4: Remove 3 from r1c3, r1c4, r4c3, r4c4, r5c3, r5c4, r6c3, r6c4 and r9c4",
    }];

    pub const SWORDFISH: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "+931+2+46+7+856+8+5+3+17..+4+4+7+259+8+1+3+68+5+31....27+1......3+24...38..12763...+8+3.+4..1...+5.84..3..",
        notes: "",
        rungs: "1: There is a Swordfish on the digit 9 in rows 2, 4 and 7.\n\
                2: In rows 2, 4 and 7, every 9 lies in columns 6, 7 and 8: r2c7, r2c8, r4c6, r4c7, r4c8, r7c6, r7c7 and r7c8.\n\
                3: Rows 2, 4 and 7 each need a 9 and can only take it in columns 6, 7 and 8, one in each. So the rest of those columns cannot be 9: remove 9 from r5c6, r5c7, r5c8, r6c8, r8c7, r8c8, r9c6 and r9c8.\n\
                4: Remove 9 from r5c6, r5c7, r5c8, r6c8, r8c7, r8c8, r9c6 and r9c8",
    }];

    pub const JELLYFISH: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "2.......3.8..3..5...34.21....12.54......9......93.86....25.69...9..2..7.4.......1",
        notes: "",
        rungs: "1: There is a Jellyfish on the digit 7 in rows 3, 4, 6 and 7.\n\
                2: In rows 3, 4, 6 and 7, every 7 lies in columns 1, 2, 5 and 9: r3c1, r3c2, r3c5, r3c9, r4c1, r4c2, r4c5, r4c9, r6c1, r6c2, r6c5, r6c9, r7c1, r7c2 and r7c5.\n\
                3: Rows 3, 4, 6 and 7 each need a 7 and can only take it in columns 1, 2, 5 and 9, one in each. So the rest of those columns cannot be 7: remove 7 from r1c2, r1c5, r2c1, r2c9, r5c1, r5c2, r5c9, r9c2 and r9c5.\n\
                4: Remove 7 from r1c2, r1c5, r2c1, r2c9, r5c1, r5c2, r5c9, r9c2 and r9c5",
    }];

    pub const FINNED_X_WING: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "1.........5.....61..8+1..2...7...9.......1.3..4...5...6.+6.+398+14+2+9+42+5+71+6..+8+136+4279+5",
        notes: "962",
        rungs: "1: There is a Finned X-Wing on the digit 3 in rows 2 and 4.\n\
                2: In rows 2 and 4, every 3 lies in columns 1 and 5: r2c1, r2c5, r4c1 and r4c5, apart from the fin r2c6.\n\
                3: Rows 2 and 4 each need a 3 and, apart from the fin, can only take it in columns 1 and 5, one in each. Either the fin is 3 or the fish stands; either way, cells of those columns that see the fin lose their 3: remove 3 from r1c5 and r3c5.\n\
                4: Remove 3 from r1c5 and r3c5",
    }];

    pub const SASHIMI_X_WING: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "4..5.769....+3....2.68+1...3.65.2.4..9...+73.4.....9.......+68........+6.3..73894+7....",
        notes: "",
        rungs: "1: There is a Sashimi X-Wing on the digit 8 in rows 1 and 4.\n\
                2: In rows 1 and 4, every 8 lies in columns 5 and 9: r1c5, r1c9 and r4c5, apart from the fins r4c7 and r4c8.\n\
                3: Rows 1 and 4 each need an 8 and, apart from the fins, can only take it in columns 5 and 9, one in each. Either a fin is 8 or the fish stands; either way, cells of those columns that see every fin lose their 8: remove 8 from r5c9 and r6c9.\n\
                4: Remove 8 from r5c9 and r6c9",
    }];

    pub const FINNED_SWORDFISH: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: ".+6.4+1+7.+83+3+1+4+98..+7.8+7..+6+39147+43.29..+8..+8+3+4+6.2+7..6.+7.34+96..+75+4+8+314+3+1.+9.7..58+7631+4+9+2",
        notes: "",
        rungs: "1: There is a Finned Swordfish on the digit 5 in rows 1, 3 and 4.\n\
                2: In rows 1, 3 and 4, every 5 lies in columns 3, 4 and 7: r1c3, r1c7, r3c3, r3c4, r4c4 and r4c7, apart from the fin r4c8.\n\
                3: Rows 1, 3 and 4 each need a 5 and, apart from the fin, can only take it in columns 3, 4 and 7, one in each. Either the fin is 5 or the fish stands; either way, cells of those columns that see the fin lose their 5: remove 5 from r5c7.\n\
                4: Remove 5 from r5c7",
    }];

    pub const SASHIMI_SWORDFISH: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: ".+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+471..9..3.+251.49..",
        notes: "331 373 678 679 699",
        rungs: "1: There is a Sashimi Swordfish on the digit 6 in rows 1, 6 and 9.\n\
                2: In rows 1, 6 and 9, every 6 lies in columns 1, 5 and 8: r1c1, r6c1, r6c5, r9c1, r9c5 and r9c8, apart from the fin r1c9.\n\
                3: Rows 1, 6 and 9 each need a 6 and, apart from the fin, can only take it in columns 1, 5 and 8, one in each. Either the fin is 6 or the fish stands; either way, cells of those columns that see the fin lose their 6: remove 6 from r3c8.\n\
                4: Remove 6 from r3c8",
    }];

    pub const FINNED_JELLYFISH: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "+64+12+5.7.3+3826+7..+1+5....+31+6...9+3+1.+6..+74+1+6.27+3.......3.61.+2.+7+65+13.+765+31....+13...+2+576",
        notes: "934 938 939 979 986 993",
        rungs: "1: There is a Finned Jellyfish on the digit 8 in rows 1, 3, 5 and 8.\n\
                2: In rows 1, 3, 5 and 8, every 8 lies in columns 4, 6, 8 and 9: r1c6, r1c8, r3c4, r3c8, r3c9, r5c4, r5c8, r5c9, r8c6, r8c8 and r8c9, apart from the fin r8c7.\n\
                3: Rows 1, 3, 5 and 8 each need an 8 and, apart from the fin, can only take it in columns 4, 6, 8 and 9, one in each. Either the fin is 8 or the fish stands; either way, cells of those columns that see the fin lose their 8: remove 8 from r7c9.\n\
                4: Remove 8 from r7c9",
    }];

    pub const SASHIMI_JELLYFISH: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: ".+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+471..9..3.+251.49..",
        notes: "331 638 373 678 679 699",
        rungs: "1: There is a Sashimi Jellyfish on the digit 6 in rows 1, 6, 8 and 9.\n\
                2: In rows 1, 6, 8 and 9, every 6 lies in columns 1, 5, 7 and 8: r1c1, r6c1, r6c5, r8c5, r8c7, r8c8, r9c1, r9c5 and r9c8, apart from the fin r1c9.\n\
                3: Rows 1, 6, 8 and 9 each need a 6 and, apart from the fin, can only take it in columns 1, 5, 7 and 8, one in each. Either the fin is 6 or the fish stands; either way, cells of those columns that see the fin lose their 6: remove 6 from r3c7.\n\
                4: Remove 6 from r3c7",
    }];
}
