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

use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::house::HOUSE_COUNT;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::Cell;

use super::uniqueness::{common_houses, seen_by_all, type3_subsets};

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

/// The search state for one digit pair.
struct Search<'a> {
    pos: &'a Position,
    table: &'a HouseTable,
    technique: Technique,
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
        let roof: Vec<Cell> = cells
            .iter()
            .filter(|c| !self.extras(*c).is_empty())
            .collect();
        let extras = roof
            .iter()
            .fold(DigitSet::EMPTY, |acc, c| acc.union(self.extras(*c)));
        roof_allowed(self.technique, roof.len() as u32, extras)
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

/// Every unique loop on the digit pair `pair` whose roof `technique` admits: the loop's
/// cells and their two halves.
fn loops(pos: &Position, table: &HouseTable, technique: Technique, pair: DigitSet) -> Vec<CellSet> {
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
        technique,
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

/// Unique Loops of the type `technique` names (one of `UniqueLoop1` to `UniqueLoop4`).
pub fn unique_loops(pos: &Position, technique: Technique) -> Vec<Step> {
    let table = HouseTable::new(pos);
    let mut pairs: Vec<DigitSet> = Vec::new();
    for cell in pos.empty_cells().iter() {
        let set = pos.cands(cell);
        if set.len() == 2 && !pairs.contains(&set) {
            pairs.push(set);
        }
    }
    crate::engine::sort::sort_by_key(&mut pairs, |p| p.bits());
    let mut steps: Vec<Step> = Vec::new();
    for pair in pairs {
        for cells in loops(pos, &table, technique, pair) {
            let Some(halves) = halves(pos, cells) else {
                continue;
            };
            let roof: CellSet = cells
                .iter()
                .filter(|c| !pos.cands(*c).difference(pair).is_empty())
                .collect();
            let extras = roof.iter().fold(DigitSet::EMPTY, |acc, c| {
                acc.union(pos.cands(c).difference(pair))
            });
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
    }
    steps
}

#[cfg(test)]
mod tests;
