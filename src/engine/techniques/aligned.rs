//! Aligned Pair and Triple Exclusion (Sudoku Explainer's, which HoDoKu lacks): two or three
//! cells of one house (the base) must hold different digits, and a cell that sees some of
//! them (an excluder) must keep a candidate: an excluder whose candidates all lie among the
//! digits the base cells it sees would take rules that way of filling the base out. A
//! candidate of a base cell that no remaining way of filling the base uses is removed.
//!
//! Only excluders with fewer candidates than base cells they see can rule anything out
//! (two candidates for a pair, two or three for a triple). Triples are tried on base cells
//! with at most four candidates each (at most 64 ways to fill them).
//!
//! Scores (neither is in HoDoKu): Sudoku Explainer rates Aligned Pair Exclusion 6.2, above
//! BUG (5.6) and below its X-Cycles (6.5, HoDoKu's X-Chain 260), so it is placed after the
//! colouring techniques at 240; Aligned Triple Exclusion 7.5, with SE's Nishio chains, past
//! the ALS techniques (Death Blossom 360) and before HoDoKu's forcing chains (500): 400.

use super::memo::{HouseCands, KEEPS_FINDS, cells_steps};
use super::{Def, Find, Shared, combinations};
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::explain::{Explanation, Highlights, base_highlights, effect_phrase, plain, so};
use crate::engine::house::{House, HouseIndexes};
use crate::engine::level::Level;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::Cell;

pub(crate) const ALIGNED_PAIR_EXCLUSION: Def = Def {
    id: "aligned-pair-exclusion",
    name: "Aligned Pair Exclusion",
    hodoku_code: "1000",
    hodoku_score: 240,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(|pos, shared, _| aligned_exclusions(pos, shared, 2)),
    explain: explain_aligned,
    #[cfg(test)]
    cases: cases::ALIGNED_PAIR_EXCLUSION,
};

pub(crate) const ALIGNED_TRIPLE_EXCLUSION: Def = Def {
    id: "aligned-triple-exclusion",
    name: "Aligned Triple Exclusion",
    hodoku_code: "1001",
    hodoku_score: 400,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(|pos, shared, _| aligned_exclusions(pos, shared, 3)),
    explain: explain_aligned,
    #[cfg(test)]
    cases: cases::ALIGNED_TRIPLE_EXCLUSION,
};

/// The most candidates a base cell of a triple may have.
const TRIPLE_CANDIDATES: u32 = 4;

// ---- Finding ----

/// The excluders of `base`: empty cells outside it that see at least two base cells and
/// have no more candidates than base cells they see (among `few`, the empty cells with no
/// more candidates than base cells).
/// Written to `out` (a buffer reused from base to base: this runs for every base).
fn excluders(pos: &Position, few: CellSet, base: &[Cell], out: &mut Vec<(Cell, u8)>) {
    let group: CellSet = base.iter().copied().collect();
    let mut near = CellSet::EMPTY;
    for (i, a) in base.iter().enumerate() {
        for b in &base[i + 1..] {
            near = near.union(
                pos.variant()
                    .peers(*a)
                    .intersection(pos.variant().peers(*b)),
            );
        }
    }
    out.clear();
    out.extend(
        near.intersection(few)
            .difference(group)
            .iter()
            .filter_map(|e| {
                let mut sees = 0u8;
                for (k, b) in base.iter().enumerate() {
                    if pos.variant().peers(e).contains(*b) {
                        sees |= 1 << k;
                    }
                }
                (pos.cands(e).len() <= sees.count_ones()).then_some((e, sees))
            }),
    );
}

/// For every base cell, the digits some valid way of filling the base gives it; and the
/// excluders that ruled a way out (the first in `excl` that rules out each way), only
/// when some candidate has no way (else none). `kept` is a buffer reused from base to
/// base.
fn supported(
    pos: &Position,
    base: &[Cell],
    excl: &[(Cell, u8)],
    kept: &mut Vec<(Excluder, usize)>,
) -> ([DigitSet; 3], CellSet) {
    // Digit masks (`DigitSet` bits): the base cells' candidates, the excluders' candidates.
    let mut all = [0u16; 3];
    for (bits, c) in all.iter_mut().zip(base) {
        *bits = pos.cands(*c).bits();
    }
    let cands = &all[..base.len()];
    // An excluder with a candidate none of the base cells it sees never rules a way
    // out: it is left out of the search (with its index, for `used`).
    let reach = |sees: u8| {
        cands
            .iter()
            .enumerate()
            .filter(|(j, _)| sees & (1 << j) != 0)
            .fold(0u16, |acc, (_, c)| acc | c)
    };
    kept.clear();
    kept.extend(
        excl.iter()
            .enumerate()
            .map(|(i, &(e, sees))| ((pos.cands(e).bits(), sees), i))
            .filter(|&((c, sees), _)| c & !reach(sees) == 0)
            .map(|((c, sees), i)| (Excluder::new(c, sees), i)),
    );
    let mut search = Fill {
        cands,
        excluders: kept,
        values: [0; 3],
        support: [0; 3],
        used: 0,
    };
    // Most bases remove nothing: a valid way for every candidate, usually among the first
    // ways tried, shows it without walking them all. Only a base with a candidate no way
    // gives is walked in full, for its excluders.
    if search.supports_all() {
        return (search.support.map(DigitSet::from_bits), CellSet::EMPTY);
    }
    search.support = [0; 3];
    search.fill(0, 0);
    let support = search.support.map(DigitSet::from_bits);
    let used = kept
        .iter()
        .enumerate()
        .filter(|(i, _)| search.used & (1u128 << i) != 0)
        .map(|(_, &(_, k))| excl[k].0)
        .collect();
    (support, used)
}

/// An excluder as the ways of filling a base test it: its candidates, and per base cell a
/// mask that keeps the cell's digit when the excluder sees the cell (all ones) or drops it
/// (zero), so the digits it sees are three ANDs (a loop over the seen cells per way tried
/// was most of the search).
#[derive(Clone, Copy)]
struct Excluder {
    cands: u16,
    sees: [u16; 3],
}

impl Excluder {
    /// The excluder with candidates `cands` that sees the base cells `sees` (a bit each).
    fn new(cands: u16, sees: u8) -> Excluder {
        let mask = |j: usize| if sees & (1 << j) != 0 { !0 } else { 0 };
        Excluder {
            cands,
            sees: [mask(0), mask(1), mask(2)],
        }
    }

    /// Whether the way `values` (a one-bit mask per base cell, 0 past the base) takes every
    /// candidate of the excluder from the cells it sees.
    fn emptied_by(&self, values: &[u16; 3]) -> bool {
        let given =
            (values[0] & self.sees[0]) | (values[1] & self.sees[1]) | (values[2] & self.sees[2]);
        self.cands & !given == 0
    }
}

/// The ways of filling a base, one digit (a one-bit mask) per cell.
struct Fill<'a> {
    cands: &'a [u16],
    /// Per excluder: its candidates and the base cells it sees, with its index among the
    /// base's excluders.
    excluders: &'a [(Excluder, usize)],
    values: [u16; 3],
    support: [u16; 3],
    /// The excluders that ruled a way out (a bit per excluder).
    used: u128,
}

impl Fill<'_> {
    /// Fills base cell `k` on (the digits `taken` by the cells before excluded: the base
    /// cells share a house) and every cell after it.
    fn fill(&mut self, k: usize, taken: u16) {
        if k == self.cands.len() {
            for (i, (excluder, _)) in self.excluders.iter().enumerate() {
                if excluder.emptied_by(&self.values) {
                    self.used |= 1u128 << i;
                    return;
                }
            }
            for j in 0..k {
                self.support[j] |= self.values[j];
            }
            return;
        }
        let mut left = self.cands[k] & !taken;
        while left != 0 {
            let v = left & left.wrapping_neg();
            left &= left - 1;
            self.values[k] = v;
            self.fill(k + 1, taken | v);
        }
    }

    /// Whether every candidate of every base cell has a valid way of filling the base that
    /// gives it (then `support` holds every candidate). The ways are walked in order by
    /// nested loops (two or three cells), stopping once every candidate is supported.
    fn supports_all(&mut self) -> bool {
        let cands = self.cands;
        // Word by word (a slice comparison was a call per try): two or three cells.
        let all = |support: &[u16; 3]| support.iter().zip(cands).all(|(s, c)| s == c);
        let mut first = cands[0];
        while first != 0 {
            let a = first & first.wrapping_neg();
            first &= first - 1;
            let mut second = cands[1] & !a;
            while second != 0 {
                let b = second & second.wrapping_neg();
                second &= second - 1;
                if cands.len() == 2 {
                    self.values = [a, b, 0];
                    if self.is_valid() {
                        self.support[0] |= a;
                        self.support[1] |= b;
                        if all(&self.support) {
                            return true;
                        }
                    }
                    continue;
                }
                let mut third = cands[2] & !(a | b);
                while third != 0 {
                    let c = third & third.wrapping_neg();
                    third &= third - 1;
                    self.values = [a, b, c];
                    if self.is_valid() {
                        self.support[0] |= a;
                        self.support[1] |= b;
                        self.support[2] |= c;
                        if all(&self.support) {
                            return true;
                        }
                    }
                }
            }
        }
        false
    }

    /// Whether the way in `values` leaves every excluder a candidate.
    fn is_valid(&self) -> bool {
        self.excluders
            .iter()
            .all(|(excluder, _)| !excluder.emptied_by(&self.values))
    }
}

/// Every Aligned Pair (`size` 2) or Triple (3) Exclusion of `pos` with distinct
/// eliminations.
pub(crate) fn aligned_exclusions(pos: &Position, shared: &Shared, size: usize) -> Vec<Step> {
    let technique = if size == 2 {
        Technique::AlignedPairExclusion
    } else {
        Technique::AlignedTripleExclusion
    };
    let empty = pos.empty_cells();
    // An excluder has no more candidates than base cells: the others are never looked at.
    let few: CellSet = empty
        .iter()
        .filter(|&c| pos.cands(c).len() <= size as u32)
        .collect();
    let houses = pos.variant().houses();
    let mut steps: Vec<Step> = Vec::new();
    let (mut excl, mut kept) = (Vec::new(), Vec::new());
    let house_indexes = HouseIndexes::of(pos.variant());
    // A house's search reads the candidates of its cells and of the cells two of them see
    // (the excluders): the memo, when the caller keeps one, knows most houses' steps (a
    // step changes few cells).
    let memo = (shared.memo.as_ref().map(|place| place.memo())).filter(|_| KEEPS_FINDS);
    let all = memo.map(|_| HouseCands::of(pos));
    let memo = memo.zip(all.as_ref());
    for (h, &house) in houses.iter().enumerate() {
        // (Only a memo reads them.)
        let read = match memo {
            Some(_) => read_by(pos, house),
            None => CellSet::EMPTY,
        };
        let here = cells_steps(pos, memo, size as u8, (h, read), |here| {
            let cells: Vec<Cell> = house
                .cells()
                .intersection(empty)
                .iter()
                .filter(|c| size == 2 || pos.cands(*c).len() <= TRIPLE_CANDIDATES)
                .collect();
            combinations(&cells, size, &mut |base| {
                // Two or three cells can share two houses: a base is tried in the first.
                let group: CellSet = base.iter().copied().collect();
                if house_indexes
                    .of_cell(base[0])
                    .any(|e| e < h && houses[e].cells().intersection(group) == group)
                {
                    return;
                }
                excluders(pos, few, base, &mut excl);
                if excl.is_empty() {
                    return;
                }
                let (support, used) = supported(pos, base, &excl, &mut kept);
                let mut eliminations: Vec<Candidate> = Vec::new();
                for (k, cell) in base.iter().enumerate() {
                    for d in pos.cands(*cell).difference(support[k]).iter() {
                        eliminations.push(Candidate::new(*cell, d));
                    }
                }
                if eliminations.is_empty() || here.iter().any(|s| s.eliminations == eliminations) {
                    return;
                }
                here.push(Step {
                    technique,
                    placements: vec![],
                    eliminations,
                    evidence: Evidence::AlignedExclusion {
                        cells: base.to_vec(),
                        excluders: used,
                    },
                });
            });
        });
        // Each removal once over all houses, where it is first found.
        for step in here {
            if !steps.iter().any(|s| s.eliminations == step.eliminations) {
                steps.push(step);
            }
        }
    }
    steps
}

/// The cells whose candidates the search of `house` reads: its own, and those two of them
/// both see (where the excluders of its bases lie).
fn read_by(pos: &Position, house: House) -> CellSet {
    let variant = pos.variant();
    let cells: Vec<Cell> = house.cell_list().collect();
    let mut read = house.cells();
    for (i, a) in cells.iter().enumerate() {
        for b in &cells[i + 1..] {
            read = read.union(variant.peers(*a).intersection(variant.peers(*b)));
        }
    }
    read
}

// ---- Explaining ----

/// The house all of `cells` lie in (the first of the variant's).
fn common_house(pos: &Position, cells: &[Cell]) -> Option<House> {
    pos.variant()
        .houses()
        .iter()
        .copied()
        .find(|h| cells.iter().all(|c| h.cells().contains(*c)))
}

/// "r4c2 (3 and 5)" for each cell.
fn cells_with_digits(pos: &Position, cells: impl Iterator<Item = Cell>) -> Arg {
    Arg::Semicolons(
        cells
            .map(|c| {
                Phrase::new("explain.aligned.cell")
                    .cell("cell", c)
                    .digits("digits", pos.cands(c))
            })
            .collect(),
    )
}

/// Rungs 1–3 and the highlights of an aligned exclusion.
pub(crate) fn explain_aligned(step: &Step, pos: &Position) -> Explanation {
    let Evidence::AlignedExclusion { cells, excluders } = &step.evidence else {
        return plain(step);
    };
    let Some(house) = common_house(pos, cells) else {
        return plain(step);
    };
    let base: CellSet = cells.iter().copied().collect();
    let mut why = vec![
        Phrase::new("explain.aligned.rule")
            .cells("cells", base)
            .house("house", house),
    ];
    if cells.len() == 2 {
        // The pairs each excluder rules out, said once ("6 and 8 (r1c5)", "a 9 (r1c7)"):
        // each removed digit meets one of them with every digit the other cell has left.
        let pairs: Vec<Phrase> = excluders
            .iter()
            .filter(|x| pos.cands(*x).len() <= 2)
            .map(|x| {
                let held = pos.cands(x);
                match held.single_digit() {
                    Some(d) => Phrase::new("explain.ape.pair.one").digit("digit", d),
                    None => Phrase::new("explain.ape.pair").digits("digits", held),
                }
                .cell("excluder", x)
            })
            .collect();
        why.push(Phrase::new("explain.ape.pairs").arg("pairs", Arg::Semicolons(pairs)));
        why.push(Phrase::new("explain.ape.none").removals("removals", &step.eliminations));
    } else {
        for cell in cells {
            let removed: DigitSet = step
                .eliminations
                .iter()
                .filter(|e| e.cell == *cell)
                .map(|e| e.digit)
                .collect();
            if !removed.is_empty() {
                why.push(
                    Phrase::new("explain.ate.if")
                        .cell("cell", *cell)
                        .digits_or("digits", removed)
                        .cells_or("excluders", *excluders),
                );
            }
        }
        why.push(so(step));
    }
    let all = base.union(*excluders);
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.aligned.where")
            .technique_a("name", step.technique)
            .cells("cells", base),
        what_to_see: Phrase::new("explain.aligned.what")
            .arg("base", cells_with_digits(pos, cells.iter().copied()))
            .house("house", house)
            .arg("excluders", cells_with_digits(pos, excluders.iter())),
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            area: vec![house],
            pattern_cells: base,
            pattern_candidates: all
                .iter()
                .flat_map(|c| pos.cands(c).iter().map(move |d| Candidate::new(c, d)))
                .collect(),
            fins: *excluders,
            ..base_highlights(step)
        },
    }
}

// ---- Cases ----

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const ALIGNED_PAIR_EXCLUSION: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        notes: "",
        rungs: "1: There is an Aligned Pair Exclusion on r7c3 and r7c5.\n\
                2: The cells r7c3 (4, 6 and 8); r7c5 (4, 6, 8 and 9) in row 7, and the cells that see them: r7c1 (6 and 8); r7c2 (4 and 6).\n\
                3: r7c3 and r7c5 share row 7, so they hold different digits; a cell that sees them keeps a candidate they do not take. So the two cannot hold any of: 6 and 8 (r7c1); 4 and 6 (r7c2). Each digit removed would leave the other cell no digit: remove 6 from r7c5.\n\
                4: Remove 6 from r7c5",
    }];

    pub const ALIGNED_TRIPLE_EXCLUSION: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        notes: "",
        rungs: "1: There is an Aligned Triple Exclusion on r7c1, r7c2 and r7c5.\n\
                2: The cells r7c1 (6 and 8); r7c2 (4 and 6); r7c5 (4, 6, 8 and 9) in row 7, and the cells that see them: r7c3 (4, 6 and 8).\n\
                3: r7c1, r7c2 and r7c5 share row 7, so they hold different digits; a cell that sees them keeps a candidate they do not take. If r7c5 were 4, 6 or 8, any filling of the other two cells would repeat a digit or empty r7c3. So remove 4, 6 and 8 from r7c5.\n\
                4: Remove 4, 6 and 8 from r7c5",
    }];
}
