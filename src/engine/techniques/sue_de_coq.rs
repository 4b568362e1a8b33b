//! Sue de Coq: two or three cells where a line (row, column, diagonal) crosses a block, the
//! core, hold at least two digits more than they have cells. Cells of the line outside the
//! core and cells of the block outside it take the rest: the line's partners share no
//! digit of the core with the block's. Then the core and its partners hold as many digits as
//! cells (counting a digit both partner groups hold besides the core's, an "extra", twice),
//! and every digit fits in them only as often as it is counted: a digit of the line part
//! lies in the line, one of the block part in the block, one of the core alone in both. So
//! each is used up there, and leaves the rest of its house(s).
//!
//! As HoDoKu, partners may hold extra digits (not the core's) if they have a cell more for
//! each, and the third cell of the crossing may serve as a partner.

use super::memo::{HouseCands, KEEPS_FINDS, two_houses_steps};
use super::{Def, Find, Shared, picked};
use crate::engine::bits::{CellSet, DigitSet, ones9};
use crate::engine::explain::{Explanation, Highlights, base_highlights, effect_phrase, plain};
use crate::engine::house::House;
use crate::engine::level::Level;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::Cell;

pub(crate) const SUE_DE_COQ: Def = Def {
    id: "sue-de-coq",
    name: "Sue de Coq",
    hodoku_code: "1101",
    hodoku_score: 250,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(|pos, shared, _| sue_de_coqs(pos, shared)),
    explain: explain_sue_de_coq,
    #[cfg(test)]
    cases: cases::SUE_DE_COQ,
};

// ---- Finding ----

/// The most cells a partner group chooses from: a house's nine but the core's two or more.
const MAX_CELLS: usize = 7;

/// The candidates of every subset of `cells` (by bit mask over their order; at most
/// [`MAX_CELLS`] cells, the rest of the table left empty), on the stack: this runs for
/// every core.
fn subset_digits(pos: &Position, cells: &[Cell]) -> [DigitSet; 1 << MAX_CELLS] {
    // Each cell's candidates read once, not once per subset it is the lowest cell of.
    let mut each = [0u16; MAX_CELLS];
    for (bits, &cell) in each.iter_mut().zip(cells) {
        *bits = pos.cands(cell).bits();
    }
    let mut out = [0u16; 1 << MAX_CELLS];
    for mask in 1..1usize << cells.len() {
        out[mask] = out[mask & (mask - 1)] | each[mask.trailing_zeros() as usize];
    }
    out.map(DigitSet::from_bits)
}

/// The candidates of every subset of the cells where a line crosses a block (as
/// [`subset_digits`], for any number of them: an irregular block may share more than
/// [`MAX_CELLS`] cells with a line).
fn crossing_subset_digits(pos: &Position, cells: &[Cell]) -> Vec<DigitSet> {
    let mut out = vec![DigitSet::EMPTY; 1 << cells.len()];
    for mask in 1..out.len() {
        let low = mask.trailing_zeros() as usize;
        out[mask] = out[mask & (mask - 1)].union(pos.cands(cells[low]));
    }
    out
}

/// Whether a cell of `cells` holds one of `digits`.
fn holds_any(pos: &Position, cells: CellSet, digits: DigitSet) -> bool {
    digits
        .iter()
        .any(|d| !pos.places(d).intersection(cells).is_empty())
}

/// Every Sue de Coq of `pos` with distinct eliminations, smallest first.
pub(crate) fn sue_de_coqs(pos: &Position, shared: &Shared) -> Vec<Step> {
    let empty = pos.empty_cells();
    let mut found: Vec<(u32, Step)> = Vec::new();
    let blocks: Vec<House> = (0..9).map(House::Block).collect();
    // The Sue de Coqs of a line and a block read those houses' candidates alone: the memo,
    // when the caller keeps one, knows those of most pairs (a step changes few houses).
    let memo = (shared.memo.as_ref().map(|place| place.memo())).filter(|_| KEEPS_FINDS);
    let all = memo.map(|_| HouseCands::of(pos));
    let memo = memo.zip(all.as_ref());
    for &line in pos.variant().houses() {
        if matches!(line, House::Block(_)) {
            continue;
        }
        for &block in &blocks {
            let crossing: Vec<Cell> = line
                .cells()
                .intersection(block.cells())
                .intersection(empty)
                .iter()
                .collect();
            if crossing.len() < 2 {
                continue;
            }
            let steps = two_houses_steps(pos, memo, 1, (line, block), |steps| {
                let crossing_digits = crossing_subset_digits(pos, &crossing);
                for (core_mask, &digits) in crossing_digits.iter().enumerate().skip(1) {
                    let size = ones9(core_mask as u16);
                    if size < 2 || digits.len() < size + 2 {
                        continue;
                    }
                    let core = picked(&crossing, core_mask);
                    search(pos, line, block, core, digits, steps);
                }
            });
            found.extend(steps.into_iter().map(|s| (size(&s), s)));
        }
    }
    found.sort_by_key(|(size, _)| *size);
    let mut seen: Vec<Vec<Candidate>> = Vec::new();
    found
        .into_iter()
        .filter(|(_, s)| {
            let new = !seen.contains(&s.eliminations);
            if new {
                seen.push(s.eliminations.clone());
            }
            new
        })
        .map(|(_, s)| s)
        .collect()
}

/// How many cells a Sue de Coq uses (core and partners): the smallest come first.
fn size(step: &Step) -> u32 {
    match &step.evidence {
        Evidence::SueDeCoq {
            core,
            line_cells,
            block_cells,
            ..
        } => core.len() + line_cells.len() + block_cells.len(),
        _ => 0,
    }
}

/// Every partner choice for one core.
fn search(
    pos: &Position,
    line: House,
    block: House,
    core: CellSet,
    digits: DigitSet,
    found: &mut Vec<Step>,
) {
    let empty = pos.empty_cells();
    let more = digits.len() - core.len();
    // A filler for the unused ends of the cell arrays.
    let unused = Cell::new(0).expect("a cell");
    let mut line_cells = [unused; MAX_CELLS];
    let mut line_len = 0;
    for c in line.cells().intersection(empty).difference(core).iter() {
        line_cells[line_len] = c;
        line_len += 1;
    }
    let line_cells = &line_cells[..line_len];
    let line_digits = subset_digits(pos, line_cells);
    // The block's cells outside the core and the digits of each subset of them, once per
    // core: each line part takes the subsets of the cells it leaves allowed (in increasing
    // mask order, as the subsets of those cells alone would come).
    let mut block_all = [unused; MAX_CELLS];
    let mut block_len = 0;
    // Per block cell, its candidates and the line cell it is (a bit over `line_cells`;
    // none outside the line): a line part that takes it leaves it to no block part.
    let mut block_cands = [DigitSet::EMPTY; MAX_CELLS];
    let mut block_in_line = [0usize; MAX_CELLS];
    for c in block.cells().intersection(empty).difference(core).iter() {
        block_all[block_len] = c;
        block_cands[block_len] = pos.cands(c);
        block_in_line[block_len] = line_cells
            .iter()
            .position(|&l| l == c)
            .map_or(0, |i| 1 << i);
        block_len += 1;
    }
    let block_all = &block_all[..block_len];
    let block_all_digits = subset_digits(pos, block_all);
    for (line_mask, &ld) in line_digits[..1 << line_len].iter().enumerate().skip(1) {
        let n = ones9(line_mask as u16);
        let extra = ld.difference(digits).len();
        let covered = n.saturating_sub(extra);
        if ld.intersection(digits).is_empty() || n <= extra || covered >= more {
            continue;
        }
        // The block's partners may not hold a digit of the core the line's partners hold.
        let forbidden = ld.intersection(digits);
        let allowed = (0..block_len)
            .filter(|&j| {
                block_in_line[j] & line_mask == 0
                    && block_cands[j].intersection(forbidden).is_empty()
            })
            .fold(0usize, |acc, j| acc | 1 << j);
        if allowed == 0 {
            continue;
        }
        let line_part = picked(line_cells, line_mask);
        // The non-empty subsets of `allowed`, smallest mask first.
        let mut block_mask = 0usize;
        loop {
            block_mask = block_mask.wrapping_sub(allowed) & allowed;
            if block_mask == 0 {
                break;
            }
            let bd = block_all_digits[block_mask];
            let m = ones9(block_mask as u16);
            let block_extra = bd.difference(digits).len();
            if bd.intersection(digits).is_empty() || m < block_extra {
                continue;
            }
            if m - block_extra != more - covered {
                continue;
            }
            let block_part = picked(block_all, block_mask);
            let shared = ld.intersection(bd);
            let in_line = digits.union(ld).difference(bd).union(shared);
            let in_block = digits.union(bd).difference(ld).union(shared);
            let rest_of_line = line.cells().difference(line_part).difference(core);
            let rest_of_block = block.cells().difference(block_part).difference(core);
            // Most choices remove nothing: asked of the digits' places before any list.
            if !holds_any(pos, rest_of_line, in_line) && !holds_any(pos, rest_of_block, in_block) {
                continue;
            }
            let mut eliminations: Vec<Candidate> = Vec::new();
            for (cells, ds) in [(rest_of_line, in_line), (rest_of_block, in_block)] {
                for c in cells.intersection(empty).iter() {
                    for d in pos.cands(c).intersection(ds).iter() {
                        eliminations.push(Candidate::new(c, d));
                    }
                }
            }
            if eliminations.is_empty() {
                continue;
            }
            eliminations.sort_unstable();
            eliminations.dedup();
            found.push(Step {
                technique: Technique::SueDeCoq,
                placements: vec![],
                eliminations,
                evidence: Evidence::SueDeCoq {
                    line,
                    block,
                    core,
                    line_cells: line_part,
                    block_cells: block_part,
                },
            });
        }
    }
}

// ---- Explaining ----

/// Rungs 1–3 and the highlights of a Sue de Coq.
pub(crate) fn explain_sue_de_coq(step: &Step, pos: &Position) -> Explanation {
    let Evidence::SueDeCoq {
        line,
        block,
        core,
        line_cells,
        block_cells,
    } = &step.evidence
    else {
        return plain(step);
    };
    let (v, vl, vb) = (
        pos.cands_of(*core),
        pos.cands_of(*line_cells),
        pos.cands_of(*block_cells),
    );
    let shared = vl.intersection(vb);
    let all = core.union(*line_cells).union(*block_cells);
    let every = v.union(vl).union(vb);
    let in_line = v.union(vl).difference(vb).union(shared);
    let in_block = v.union(vb).difference(vl).union(shared);
    let houses = vec![*line, *block];
    let mut why = vec![
        Phrase::new("explain.sdc.core")
            .cells("core", *core)
            .house("line", *line)
            .house("block", *block)
            .digits("digits", v)
            .count("more", v.len() - core.len()),
        Phrase::new("explain.sdc.partners")
            .cells("line_cells", *line_cells)
            .house("line", *line)
            .digits("line_digits", vl)
            .cells("block_cells", *block_cells)
            .house("block", *block)
            .digits("block_digits", vb),
    ];
    why.push(if shared.is_empty() {
        Phrase::new("explain.sdc.locked")
            .count("cells", all.len())
            .digits("digits", every)
    } else {
        Phrase::new("explain.sdc.locked.shared")
            .count("cells", all.len())
            .digits("digits", every)
            .digits("shared", shared)
    });
    why.push(
        Phrase::new("explain.sdc.so")
            .digits("line_digits", in_line)
            .house("line", *line)
            .digits("block_digits", in_block)
            .house("block", *block)
            .removals("removals", &step.eliminations),
    );
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.where.in")
            .technique_a("name", step.technique)
            .arg("area", Arg::Houses(houses.clone())),
        what_to_see: Phrase::new("explain.sdc.what")
            .cells("core", *core)
            .digits("digits", v)
            .cells("line_cells", *line_cells)
            .digits("line_digits", vl)
            .cells("block_cells", *block_cells)
            .digits("block_digits", vb),
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            area: houses,
            pattern_cells: all,
            pattern_candidates: all
                .iter()
                .flat_map(|c| pos.cands(c).iter().map(move |d| Candidate::new(c, d)))
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

    pub const SUE_DE_COQ: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "+3+24+8+6+1+59765+7+9+4+3+82191+8+5+273+642.1+43....5.32.6...+4..+7.....+1..6.....+8..1746..7..+39..1.",
        notes: "",
        rungs: "1: There is a Sue de Coq in row 5 and block 6.\n\
                2: r5c7, r5c8 and r5c9 (1, 4, 7, 8 and 9) where the houses cross; r5c5 (1 and 8) in the line; r4c7 (7 and 9) in the block.\n\
                3: The cells where the houses cross hold 1, 4, 7, 8 and 9: two more digits than cells. Their partners hold only 1 and 8 in row 5 and only 7 and 9 in block 6; no core digit is in both. So these five cells hold exactly five digits, each fitting only once among them (its places lie in one house): each is used once. So 1, 4 and 8 cannot go elsewhere in row 5, and 4, 7 and 9 cannot go elsewhere in block 6: remove 7 from r4c8; 8 from r5c2; 9 from r4c9, r6c7 and r6c9.\n\
                4: Remove 7 from r4c8; 8 from r5c2; 9 from r4c9, r6c7 and r6c9",
    }];
}
