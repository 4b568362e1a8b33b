//! Unique Loops (the seed's *Ausschluss-Ketten*, TECHNIQUES.md tier 2): the rectangle's deadly
//! pattern stretched over 6, 8, 10 or 12 cells. The cells all hold the same two digits, and
//! every house of the variant that holds one of them holds exactly two. If they held only
//! the two digits, the digits would alternate around the loop and could be swapped, giving a
//! second solution; so on a proven-unique puzzle the cells with extra candidates (the roof)
//! keep one of their extras. Types as for rectangles: 1 (one roof cell loses both digits),
//! 2 (one shared extra leaves the cells that see the whole roof), 3 (the roof's extras form a
//! naked subset), 4 (a loop digit locked into the two roof cells removes the other digit).
//!
//! Validity: the loop's cells must split into two halves so that every house's two loop
//! cells lie in different halves; only then is the swap a grid again. A house holding one
//! loop cell or three (a diagonal or colour group too) breaks the pattern, and such cell sets
//! are never loops. Rectangles (four cells) are the Unique Rectangle finders' job.
//!
//! The search: for each pair of digits that some bivalue cell holds, the cells holding both
//! are candidates; starting from the lowest cell of a loop, it repeatedly picks the house
//! holding exactly one chosen cell with the fewest ways to add its second, so each cell set
//! is met once. The roof limit of the type asked for prunes early.

use super::shared::Shared;
use super::uniqueness::{common_houses, keep_other, says_removals, seen_by_all, type3_subsets};
use super::{Def, Find};
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::explain::{
    Explanation, Highlights, base_highlights, effect_phrase, plain, so, where_digits,
};
use crate::engine::house::{HOUSE_COUNT, House};
use crate::engine::level::Level;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::Cell;

// ---- Definitions ----

// Not HoDoKu steps (its Unique Loops are not a separate step there); scored a little above
// the rectangle of the same type, as the seed (+3 points per loop size) and SE (+0.1 to
// +0.5) both do.

pub(crate) const UNIQUE_LOOP_1: Def = Def {
    id: "unique-loop-type-1",
    name: "Unique Loop Type 1",
    hodoku_code: "-UL1",
    hodoku_score: 110,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(unique_loops),
    explain: explain_loop,
    #[cfg(test)]
    cases: cases::UNIQUE_LOOP_1,
};

pub(crate) const UNIQUE_LOOP_2: Def = Def {
    id: "unique-loop-type-2",
    name: "Unique Loop Type 2",
    hodoku_code: "-UL2",
    hodoku_score: 110,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(unique_loops),
    explain: explain_loop,
    #[cfg(test)]
    cases: cases::UNIQUE_LOOP_2,
};

pub(crate) const UNIQUE_LOOP_3: Def = Def {
    id: "unique-loop-type-3",
    name: "Unique Loop Type 3",
    hodoku_code: "-UL3",
    hodoku_score: 110,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(unique_loops),
    explain: explain_loop,
    #[cfg(test)]
    cases: cases::UNIQUE_LOOP_3,
};

pub(crate) const UNIQUE_LOOP_4: Def = Def {
    id: "unique-loop-type-4",
    name: "Unique Loop Type 4",
    hodoku_code: "-UL4",
    hodoku_score: 110,
    level: Level::Hard,
    needs_uniqueness: true,
    find: Find::SharedSearch(unique_loops),
    explain: explain_loop,
    #[cfg(test)]
    cases: cases::UNIQUE_LOOP_4,
};

// ---- Finding ----

/// The largest loop searched (the seed programmed 6, 8 and 10 cells; 12 costs little more).
const MAX_CELLS: usize = 12;

/// The houses of each cell in the position's variant, as dense indices (3 to 6 per cell).
struct HouseTable {
    of: [[u8; 6]; 81],
    len: [u8; 81],
    /// The most houses any cell has.
    most: usize,
}

impl HouseTable {
    fn new(pos: &Position) -> HouseTable {
        let mut table = HouseTable {
            of: [[0; 6]; 81],
            len: [0; 81],
            most: 0,
        };
        for cell in Cell::all() {
            for h in pos.variant().houses_of(cell) {
                let i = cell.index();
                table.of[i][table.len[i] as usize] = h.index() as u8;
                table.len[i] += 1;
                table.most = table.most.max(table.len[i] as usize);
            }
        }
        table
    }

    fn houses(&self, cell: Cell) -> &[u8] {
        &self.of[cell.index()][..self.len[cell.index()] as usize]
    }
}

/// How many roof cells (cells with extras) a loop may have for `technique` to apply, given
/// the roof's extras so far.
fn roof_allowed(technique: Technique, roof_len: u32, extras: DigitSet) -> bool {
    match technique {
        Technique::UniqueLoop1 => roof_len <= 1,
        Technique::UniqueLoop2 => extras.len() <= 1,
        _ => roof_len <= 2,
    }
}

/// Whether some type admits a roof of `roof_len` cells with the extras `extras` (what
/// the search shared by the four types keeps). As each type's limit, it only fails more as
/// cells join, so the loops one type admits are the shared search's that type admits, in
/// the same order.
fn roof_any(roof_len: u32, extras: DigitSet) -> bool {
    roof_len <= 2 || extras.len() <= 1
}

/// The search state for one digit pair.
struct Search<'a> {
    pos: &'a Position,
    table: &'a HouseTable,
    pair: DigitSet,
    /// The cells that hold both digits and can pair up in each of their houses.
    pool: CellSet,
    /// Loop cells per house (dense index).
    count: [u8; HOUSE_COUNT],
    chosen: CellSet,
    /// The lowest cell of the loop: only higher cells join it.
    start: Cell,
    found: Vec<CellSet>,
}

impl Search<'_> {
    fn extras(&self, cell: Cell) -> DigitSet {
        self.pos.cands(cell).difference(self.pair)
    }

    fn roof_ok(&self, cells: CellSet) -> bool {
        // Counted and folded in one pass (no list: this runs for every loop found).
        let (mut roof, mut extras) = (0u32, DigitSet::EMPTY);
        for c in cells.iter() {
            let more = self.extras(c);
            if !more.is_empty() {
                roof += 1;
                extras = extras.union(more);
            }
        }
        roof_any(roof, extras)
    }

    /// Whether `cell` can join: no house of it would hold a third loop cell.
    fn fits(&self, cell: Cell) -> bool {
        self.table
            .houses(cell)
            .iter()
            .all(|&h| self.count[h as usize] < 2)
    }

    fn add(&mut self, cell: Cell) {
        self.chosen.insert(cell);
        for &h in self.table.houses(cell) {
            self.count[h as usize] += 1;
        }
    }

    fn remove(&mut self, cell: Cell) {
        self.chosen.remove(cell);
        for &h in self.table.houses(cell) {
            self.count[h as usize] -= 1;
        }
    }

    fn go(&mut self) {
        let houses = self.pos.variant().houses();
        // The open house (one loop cell) with the fewest ways to add its second cell.
        let mut best: Option<CellSet> = None;
        let mut open = 0usize;
        for h in houses {
            if self.count[h.index()] != 1 {
                continue;
            }
            open += 1;
            let options: CellSet = h
                .cells()
                .intersection(self.pool)
                .difference(self.chosen)
                .iter()
                .filter(|c| *c > self.start && self.fits(*c))
                .collect();
            if best.is_none_or(|b| options.len() < b.len()) {
                best = Some(options);
            }
        }
        let size = self.chosen.len() as usize;
        let Some(options) = best else {
            if size >= 6 {
                self.found.push(self.chosen);
            }
            return;
        };
        // Each new cell closes at most as many open houses as it has houses.
        if size + open.div_ceil(self.table.most) > MAX_CELLS {
            return;
        }
        for cell in options.iter() {
            self.add(cell);
            if self.roof_ok(self.chosen) {
                self.go();
            }
            self.remove(cell);
        }
    }
}

/// Splits `cells` into two halves with the two loop cells of every house in different
/// halves, if that is possible.
fn halves(pos: &Position, cells: CellSet) -> Option<(CellSet, CellSet)> {
    let mut side: [Option<bool>; 81] = [None; 81];
    let first = cells.first()?;
    side[first.index()] = Some(false);
    let mut queue = vec![first];
    while let Some(c) = queue.pop() {
        let here = side[c.index()]?;
        for h in pos.variant().houses_of(c) {
            for other in h.cells().intersection(cells).iter().filter(|o| *o != c) {
                match side[other.index()] {
                    None => {
                        side[other.index()] = Some(!here);
                        queue.push(other);
                    }
                    Some(s) if s == here => return None,
                    Some(_) => {}
                }
            }
        }
    }
    let a: CellSet = cells
        .iter()
        .filter(|c| side[c.index()] == Some(false))
        .collect();
    let b: CellSet = cells
        .iter()
        .filter(|c| side[c.index()] == Some(true))
        .collect();
    (a.len() + b.len() == cells.len()).then_some((a, b))
}

/// Every unique loop on the digit pair `pair` whose roof some type admits ([`roof_any`]):
/// the loop's cells.
fn loops(pos: &Position, table: &HouseTable, pair: DigitSet) -> Vec<CellSet> {
    // Cells holding both digits, thinned until every cell has a partner in each house.
    let mut pool: CellSet = pair
        .iter()
        .fold(pos.empty_cells(), |acc, d| acc.intersection(pos.places(d)));
    loop {
        let keep: CellSet = pool
            .iter()
            .filter(|c| {
                pos.variant()
                    .houses_of(*c)
                    .all(|h| h.cells().intersection(pool).len() >= 2)
            })
            .collect();
        if keep == pool {
            break;
        }
        pool = keep;
    }
    if (pool.len() as usize) < 6 {
        return vec![];
    }
    let mut search = Search {
        pos,
        table,
        pair,
        pool,
        count: [0; HOUSE_COUNT],
        chosen: CellSet::EMPTY,
        start: pool.first().expect("non-empty"),
        found: Vec::new(),
    };
    for start in pool.iter() {
        search.start = start;
        search.add(start);
        if search.roof_ok(search.chosen) {
            search.go();
        }
        search.remove(start);
    }
    search.found
}

/// A unique loop whose roof some type admits: its digit pair, its cells and their two
/// halves.
struct FoundLoop {
    pair: DigitSet,
    cells: CellSet,
    halves: (CellSet, CellSet),
}

/// The unique loops of a position whose roof some type admits, by digit pair (lowest
/// first), each pair's in the order its search met them: found once and read by the four
/// types ([`super::shared::Shared`]).
pub(crate) struct UniqueLoops(Vec<FoundLoop>);

impl UniqueLoops {
    fn new(pos: &Position) -> UniqueLoops {
        let table = HouseTable::new(pos);
        let mut pairs: Vec<DigitSet> = Vec::new();
        for cell in pos.empty_cells().iter() {
            let set = pos.cands(cell);
            if set.len() == 2 && !pairs.contains(&set) {
                pairs.push(set);
            }
        }
        crate::engine::sort::sort_by_key(&mut pairs, |p| p.bits());
        let mut found = Vec::new();
        for pair in pairs {
            for cells in loops(pos, &table, pair) {
                if let Some(halves) = halves(pos, cells) {
                    found.push(FoundLoop {
                        pair,
                        cells,
                        halves,
                    });
                }
            }
        }
        UniqueLoops(found)
    }
}

/// Unique Loops of the type `technique` names (one of `UniqueLoop1` to `UniqueLoop4`): the
/// loops of the search the four types share (`shared`) whose roof the type admits.
pub fn unique_loops(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let all = shared.unique_loops.get_or_init(|| UniqueLoops::new(pos));
    let mut steps: Vec<Step> = Vec::new();
    for each in &all.0 {
        let (pair, cells, halves) = (each.pair, each.cells, each.halves);
        let roof: CellSet = cells
            .iter()
            .filter(|c| !pos.cands(*c).difference(pair).is_empty())
            .collect();
        let extras = roof.iter().fold(DigitSet::EMPTY, |acc, c| {
            acc.union(pos.cands(c).difference(pair))
        });
        if !roof_allowed(technique, roof.len(), extras) {
            continue;
        }
        let roof_cells: Vec<Cell> = roof.iter().collect();
        // (eliminations, subset, lock) for each deduction the loop gives.
        let mut found = Vec::new();
        match (technique, roof_cells.as_slice()) {
            (Technique::UniqueLoop1, [c]) => {
                found.push((
                    pair.iter().map(|d| Candidate::new(*c, d)).collect(),
                    CellSet::EMPTY,
                    None,
                ));
            }
            (Technique::UniqueLoop2, [_, _, ..]) if extras.len() == 1 => {
                let z = extras.first().expect("one extra");
                let targets = pos.places(z).intersection(seen_by_all(pos, roof));
                found.push((
                    targets.iter().map(|c| Candidate::new(c, z)).collect(),
                    CellSet::EMPTY,
                    None,
                ));
            }
            (Technique::UniqueLoop3, [_, _]) => {
                for (eliminations, subset) in type3_subsets(pos, roof, extras) {
                    found.push((eliminations, subset, None));
                }
            }
            (Technique::UniqueLoop4, [a, b]) => {
                for house in common_houses(pos, roof) {
                    for u in pair.iter() {
                        let v = pair.difference(DigitSet::single(u)).first().expect("two");
                        if pos.places_in(u, house) == roof {
                            found.push((
                                vec![Candidate::new(*a, v), Candidate::new(*b, v)],
                                CellSet::EMPTY,
                                Some((u, house)),
                            ));
                        }
                    }
                }
            }
            _ => {}
        }
        for (mut eliminations, subset, lock) in found {
            eliminations.retain(|e: &Candidate| pos.cands(e.cell).contains(e.digit));
            crate::engine::sort::sort(&mut eliminations);
            eliminations.dedup();
            if eliminations.is_empty() || steps.iter().any(|s| s.eliminations == eliminations) {
                continue;
            }
            steps.push(Step {
                technique,
                placements: vec![],
                eliminations,
                evidence: Evidence::Loop {
                    halves,
                    digits: pair,
                    roof,
                    subset,
                    lock,
                },
            });
        }
    }
    steps
}

// ---- Explaining ----

/// The kinds of house a loop's cells lie in: row, column and block, plus diagonal and colour
/// group when the loop touches one (message keys of the words).
fn house_kinds(pos: &Position, cells: CellSet) -> Vec<&'static str> {
    let touched = |f: fn(&House) -> bool| {
        pos.variant()
            .houses()
            .iter()
            .any(|h| f(h) && !h.cells().intersection(cells).is_empty())
    };
    let mut kinds = vec!["house.kind.row", "house.kind.column", "house.kind.block"];
    if touched(|h| matches!(h, House::MainDiagonal | House::AntiDiagonal)) {
        kinds.push("house.kind.diagonal");
    }
    if touched(|h| matches!(h, House::ColorGroup(_))) {
        kinds.push("house.kind.color_group");
    }
    kinds
}

/// Rungs 1–3 and the highlights of a Unique Loop step: the loop, why its two digits would
/// alternate and could be swapped, and what the roof cells must therefore keep.
pub(crate) fn explain_loop(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Loop {
        halves,
        digits,
        roof,
        subset,
        lock,
    } = &step.evidence
    else {
        return plain(step);
    };
    let (digits, roof, subset, lock) = (*digits, *roof, *subset, *lock);
    let (a, b) = *halves;
    let cells = a.union(b);
    // The halves are the board's to show: the words say why the digits would alternate.
    let mut why = vec![
        Phrase::new("explain.loop.alternate")
            .arg("kinds", Arg::HouseKinds(house_kinds(pos, cells)))
            .digits("pair", digits),
    ];
    match lock {
        Some((u, house)) => {
            let v = digits.difference(DigitSet::single(u));
            why.push(
                Phrase::new("explain.loop.lock")
                    .house("house", house)
                    .digit("u", u)
                    .cells_or("roof", roof)
                    .digits("v", v)
                    .removals("removals", &step.eliminations),
            );
        }
        None if roof.len() == 1 => why.push(keep_other(roof)),
        None => {
            let extras = roof.iter().fold(DigitSet::EMPTY, |acc, c| {
                acc.union(pos.cands(c).difference(digits))
            });
            why.push(match extras.single_digit() {
                Some(z) => Phrase::new("explain.loop.extra")
                    .cells_or("roof", roof)
                    .digit("z", z)
                    .removals("removals", &step.eliminations),
                None => Phrase::new("explain.loop.extras")
                    .cells_or("roof", roof)
                    .digits_or("extras", extras),
            });
        }
    }
    if !subset.is_empty() {
        // The subset's sentence ends in the removals unless one before said them.
        why.push(if says_removals(&why) {
            Phrase::new("explain.rectangle.subset").cells("subset", subset)
        } else {
            Phrase::new("explain.loop.subset")
                .cells("subset", subset)
                .removals("removals", &step.eliminations)
        });
    }
    if !says_removals(&why) {
        why.push(so(step));
    }
    Explanation {
        links: Vec::new(),
        where_to_look: where_digits(step, digits),
        what_to_see: Phrase::new(if roof.len() == 1 {
            "explain.loop.what.one"
        } else {
            "explain.loop.what"
        })
        .arg("n", Arg::Number(cells.len()))
        .cells("cells", cells)
        .digits("pair", digits)
        .cells("roof", roof),
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            area: lock.map(|(_, h)| vec![h]).unwrap_or_default(),
            pattern_cells: cells,
            pattern_candidates: cells
                .iter()
                .flat_map(|c| digits.iter().map(move |d| Candidate::new(c, d)))
                .collect(),
            fins: roof.union(subset),
            ..base_highlights(step)
        },
    }
}

// ---- Cases ----

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    /// The loops are drawn on an empty grid: the six cells r1c1, r1c4, r2c4, r2c7, r3c7 and
    /// r3c1 hold 3 and 7 (some with extras), every other cell the rest.
    const EMPTY: &str =
        ".................................................................................";

    pub const UNIQUE_LOOP_1: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: EMPTY,
        notes: "*=1245689 r1c1=37 r1c4=37 r2c4=37 r2c7=379 r3c7=37 r3c1=37",
        rungs: "1: There is a Unique Loop Type 1 on the digits 3 and 7.\n\
                2: The 6 cells r1c1, r1c4, r2c4, r2c7, r3c1 and r3c7 form a loop and all hold 3 and 7; r2c7 holds more.\n\
                3: Each row, column and block holding one of these cells holds two, so with only 3 and 7 they would alternate, and swapping them would give a second solution. A proper puzzle has one solution, so r2c7 keeps another candidate. So remove 3 and 7 from r2c7.\n\
                4: Remove 3 and 7 from r2c7",
    }];

    pub const UNIQUE_LOOP_2: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: EMPTY,
        notes: "*=1245689 r1c1=37 r1c4=378 r2c4=37 r2c7=37 r3c7=37 r3c1=378",
        rungs: "1: There is a Unique Loop Type 2 on the digits 3 and 7.\n\
                2: The 6 cells r1c1, r1c4, r2c4, r2c7, r3c1 and r3c7 form a loop and all hold 3 and 7; r1c4 and r3c1 hold more.\n\
                3: Each row, column and block holding one of these cells holds two, so with only 3 and 7 they would alternate, and swapping them would give a second solution. So r1c4 or r3c1 must be 8 (their only other candidate); a cell that sees them all cannot be 8: remove 8 from r1c2, r1c3, r3c4, r3c5 and r3c6.\n\
                4: Remove 8 from r1c2, r1c3, r3c4, r3c5 and r3c6",
    }];

    pub const UNIQUE_LOOP_3: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: EMPTY,
        notes: "*=1245689 r1c1=37 r1c4=37 r2c4=137 r2c7=237 r3c7=37 r3c1=37 r2c9=12",
        rungs: "1: There is a Unique Loop Type 3 on the digits 3 and 7.\n\
                2: The 6 cells r1c1, r1c4, r2c4, r2c7, r3c1 and r3c7 form a loop and all hold 3 and 7; r2c4 and r2c7 hold more.\n\
                3: Each row, column and block holding one of these cells holds two, so with only 3 and 7 they would alternate, and swapping them would give a second solution. So r2c4 or r2c7 must take another candidate (1 or 2). With r2c9 they form a naked subset: remove 1 and 2 from r2c1, r2c2, r2c3, r2c5, r2c6 and r2c8.\n\
                4: Remove 1 and 2 from r2c1, r2c2, r2c3, r2c5, r2c6 and r2c8",
    }];

    pub const UNIQUE_LOOP_4: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: EMPTY,
        notes: "*=12456789 r1c1=37 r1c4=37 r2c4=137 r2c7=237 r3c7=37 r3c1=37",
        rungs: "1: There is a Unique Loop Type 4 on the digits 3 and 7.\n\
                2: The 6 cells r1c1, r1c4, r2c4, r2c7, r3c1 and r3c7 form a loop and all hold 3 and 7; r2c4 and r2c7 hold more.\n\
                3: Each row, column and block holding one of these cells holds two, so with only 3 and 7 they would alternate, and swapping them would give a second solution. In row 2, 3 fits only in r2c4 or r2c7, so one of them is 3; then the other cannot be 7: remove 7 from r2c4 and r2c7.\n\
                4: Remove 7 from r2c4 and r2c7",
    }];
}

#[cfg(test)]
mod tests;
