//! Death Blossom: a stem cell and, for each of its candidates d, a petal: an almost locked
//! set (not holding the stem) whose every d sees the stem. Whatever the stem is, the
//! petal of that digit lacks it and holds all its other digits; so a digit z every petal
//! holds (and the stem does not) is in some petal, and cells seeing every z of the petals
//! lose it. Petals may overlap.
//!
//! The petals are combined depth first, one per stem digit, keeping only combinations that
//! still share a digit some cell could lose; at most [`MAX_NODES`] petals are tried per
//! position.

use super::Found;
use super::sets::{Als, AlsGraph};
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::level::Level;
use crate::engine::position::Position;
use crate::engine::step::{Step, Technique};
use crate::engine::techniques::{Def, Find};
use crate::engine::types::{Cell, Digit};

pub(crate) const DEATH_BLOSSOM: Def = Def {
    id: "death-blossom",
    name: "Death Blossom",
    hodoku_code: "0904",
    hodoku_score: 360,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(|pos, shared, _| death_blossoms(pos, shared.als(pos))),
    explain: super::explain::explain_als,
    #[cfg(test)]
    cases: cases::DEATH_BLOSSOM,
};

/// The most petals tried per position.
const MAX_NODES: usize = 200_000;

/// Every Death Blossom of `pos` with distinct eliminations, smallest first.
pub(crate) fn death_blossoms(pos: &Position, graph: &AlsGraph) -> Vec<Step> {
    // (stem, digit, petal) for every set whose places of the digit all see the stem.
    let mut petals: Vec<(u8, u8, u32)> = Vec::new();
    for (i, set) in graph.sets.iter().enumerate() {
        for d in set.digits.iter() {
            for stem in set.seen[d.index()].intersection(pos.places(d)).iter() {
                petals.push((stem.index() as u8, d.index() as u8, i as u32));
            }
        }
    }
    petals.sort_unstable();
    // The petals' sets in the same order: a stem digit's options are a run of them.
    let petal_sets: Vec<u32> = petals.iter().map(|p| p.2).collect();
    let mut search = Search {
        sets: &graph.sets,
        stem: Cell::new(0).expect("a cell"),
        stem_digits: DigitSet::EMPTY,
        chosen: Vec::new(),
        targets: Vec::new(),
        nodes: 0,
        found: Found::default(),
    };
    // Per stem digit, its options (a run of `petal_sets`), reused from stem to stem.
    let mut per_digit: Vec<(Digit, &[u32])> = Vec::with_capacity(9);
    let mut start = 0;
    while start < petals.len() {
        let stem = petals[start].0;
        let end = start + petals[start..].iter().take_while(|p| p.0 == stem).count();
        let Some(cell) = Cell::new(stem) else { break };
        per_digit.clear();
        let mut run = start;
        while run < end {
            let d = petals[run].1;
            let run_end = run + petals[run..end].iter().take_while(|p| p.1 == d).count();
            let digit = Digit::new(d + 1).expect("a digit");
            per_digit.push((digit, &petal_sets[run..run_end]));
            run = run_end;
        }
        start = end;
        let digits: DigitSet = per_digit.iter().map(|(d, _)| *d).collect();
        if digits != pos.cands(cell) || digits.len() < 2 {
            continue;
        }
        search.stem = cell;
        search.stem_digits = digits;
        let targets: [CellSet; 9] = std::array::from_fn(|d| {
            Digit::new(d as u8 + 1).map_or(CellSet::EMPTY, |z| pos.places(z))
        });
        search.targets.clear();
        search.targets.push(targets);
        search
            .targets
            .resize(per_digit.len() + 1, [CellSet::EMPTY; 9]);
        search.grow(&per_digit, CellSet::single(cell), DigitSet::ALL);
    }
    search.found.distinct()
}

struct Search<'a> {
    sets: &'a [Als],
    stem: Cell,
    stem_digits: DigitSet,
    /// The petals chosen so far, one per stem digit in order.
    chosen: Vec<usize>,
    /// Per number of petals chosen, `targets[z]`: the cells that see every z of them (the
    /// stem's digits' places before any); only the digits every petal holds are kept up
    /// to date (the others are never read), so a petal writes its own row, not a copy.
    targets: Vec<[CellSet; 9]>,
    nodes: usize,
    found: Found,
}

impl Search<'_> {
    /// Chooses a petal for the next stem digit: `used` are the cells taken (the stem and
    /// the petals so far), `shared` the digits every petal so far holds, whose targets are
    /// `self.targets[self.chosen.len()]`.
    fn grow(&mut self, per_digit: &[(Digit, &[u32])], used: CellSet, shared: DigitSet) {
        let depth = self.chosen.len();
        let Some(((_, options), rest)) = per_digit.split_first() else {
            self.record(used, shared, depth);
            return;
        };
        for &petal in *options {
            if self.nodes >= MAX_NODES {
                return;
            }
            self.nodes += 1;
            let set = &self.sets[petal as usize];
            let now_used = used.union(set.cells);
            let mut now_shared = DigitSet::EMPTY;
            for z in shared
                .intersection(set.digits)
                .difference(self.stem_digits)
                .iter()
            {
                let t = self.targets[depth][z.index()]
                    .intersection(set.seen[z.index()])
                    .difference(now_used);
                self.targets[depth + 1][z.index()] = t;
                if !t.is_empty() {
                    now_shared.insert(z);
                }
            }
            if now_shared.is_empty() {
                continue;
            }
            self.chosen.push(petal as usize);
            self.grow(rest, now_used, now_shared);
            self.chosen.pop();
        }
    }

    fn record(&mut self, used: CellSet, shared: DigitSet, depth: usize) {
        let targets = &self.targets[depth];
        let mut eliminations = Vec::new();
        for z in shared.iter() {
            super::push_removals(&mut eliminations, targets[z.index()].difference(used), z);
        }
        let petals: Vec<&Als> = self.chosen.iter().map(|&i| &self.sets[i]).collect();
        let commons: Vec<DigitSet> = self.stem_digits.iter().map(DigitSet::single).collect();
        self.found.push(
            Technique::DeathBlossom,
            &mut eliminations,
            &petals,
            &commons,
            Some(self.stem),
        );
    }
}

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const DEATH_BLOSSOM: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "8+7+14..6..5+42...7..+93+6+8+57+42+1.28.7.+3.....3.6+2....+3+21.54..1.7..+93.+3.9...8+72.+87..3+1.4",
        notes: "915 919 924 929 641 946 948 958 959 669 475 675 476 584 694",
        rungs: "1: There is a Death Blossom on the digits 1, 4, 5 and 9.\n\
                2: The stem r8c6 (1, 4 and 5) and one petal for each of its digits: petal 1 for 1 = r2c6 (1 and 9); petal 2 for 4 = r4c4 and r4c6 (4, 5 and 9); petal 3 for 5 = r6c2 and r8c2 (5, 6 and 9).\n\
                3: An almost locked set (N cells of one house, N + 1 digits) that lacks one of its digits holds all the others. The stem r8c6 holds 1, 4 and 5; each petal's places of its stem digit all see r8c6. Whichever digit r8c6 is, the petal for that digit lacks it and so holds 9 (▶ tells each petal). Whatever r8c6 is, a petal holds 9, so cells that see every 9 of the petals cannot be 9: remove 9 from r6c6.\n\
                4: Remove 9 from r6c6",
    }];
}
