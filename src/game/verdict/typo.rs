//! [`find_typo`]: givens that have no solution, though no digit repeats in a house, usually
//! hold a typo. The likely culprits are the smallest sets of givens whose removal makes the
//! puzzle solvable; where changing one given to another digit makes the puzzle unique, that
//! is the likely correction ("r1c4: did you mean 3?").
//!
//! The search tries every single given, then every pair, then (when there are few enough
//! givens) every triple, with the exact solver: removing more givens never takes a solution
//! away, so the first size that works is the smallest. Sets of one and two are always tried
//! (at most 81 + 3,240 solver runs, each a few microseconds on contradictory givens); sets of
//! three only while their number stays under [`TRIPLES`], so the verdict worker answers
//! within a fraction of a second whatever it is given.

use crate::engine::solver::count;
use crate::engine::{Candidate, Cell, CellSet, Digit, Puzzle};
use crate::i18n::{Lang, trf, trn};

/// The largest set of givens the search removes together.
pub const MAX_SET: u8 = 3;

/// Sets of three givens are tried only when there are at most this many of them (42 givens
/// make 11,480 triples).
pub const TRIPLES: usize = 12_000;

/// The most corrections kept (the verdict line names a few, not a page of them).
pub const MAX_FIXES: usize = 6;

/// What the search for the typo found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Typo {
    /// The size of the smallest set of givens whose removal makes the puzzle solvable (1 to
    /// [`MAX_SET`]); 0 when no set that small does (or, for three, there were too many
    /// givens to try them all).
    pub size: u8,
    /// The largest size of set tried (2 when there were too many givens to try every three).
    pub tried: u8,
    /// Every given in one of those smallest sets: the cells to check against the newspaper.
    pub suspects: CellSet,
    /// Single givens which, changed to another digit, make the puzzle unique: the likely
    /// corrections, in cell order (at most [`MAX_FIXES`]). Only a size of 1 can have them.
    pub fixes: Fixes,
}

/// At most [`MAX_FIXES`] corrections, in cell order: a fixed array rather than a `Vec`, so a
/// verdict stays plain data that the page copies without allocating or freeing.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Fixes {
    items: [Option<Candidate>; MAX_FIXES],
}

impl Fixes {
    /// The corrections, in order.
    pub fn iter(&self) -> impl Iterator<Item = Candidate> + '_ {
        self.items.iter().flatten().copied()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.items[0].is_none()
    }

    /// The corrections of `list`; `None` when there are more than [`MAX_FIXES`].
    pub fn from_list(list: &[Candidate]) -> Option<Fixes> {
        let mut fixes = Fixes::default();
        for (slot, fix) in fixes.items.iter_mut().zip(list) {
            *slot = Some(*fix);
        }
        (list.len() <= MAX_FIXES).then_some(fixes)
    }
}

impl Typo {
    /// The verdict's sentence in `lang`: where the typo likely is, and the corrections.
    pub fn message(&self, lang: Lang) -> String {
        let size = self.size.to_string();
        let mut text = match self.size {
            0 => trf(
                lang,
                "verdict.typo.deep",
                &[("size", &self.tried.to_string())],
            ),
            1 => trn(lang, "verdict.typo", u64::from(self.suspects.len()), &[]),
            _ => trf(lang, "verdict.typo.many", &[("size", &size)]),
        };
        for fix in self.fixes.iter() {
            text.push(' ');
            text.push_str(&trf(
                lang,
                "verdict.fix",
                &[
                    ("cell", &crate::i18n::cell_name(lang, fix.cell)),
                    ("d", &fix.digit.to_string()),
                ],
            ));
        }
        text
    }
}

/// Searches `puzzle` (which has no solution) for its likely typo.
pub fn find_typo(puzzle: &Puzzle) -> Typo {
    let givens: Vec<Cell> = Cell::all()
        .filter(|&c| puzzle.givens.get(c).is_some())
        .collect();
    let n = givens.len();
    let without = |cells: &[Cell]| {
        let mut p = puzzle.clone();
        for &c in cells {
            p.givens.set(c, None);
        }
        p
    };
    let solvable = |cells: &[Cell]| count(&without(cells), 1) > 0;
    let mut suspects = CellSet::EMPTY;
    let mut size = 0;
    let mut tried = 0;
    for k in 1..=MAX_SET {
        if k == 3 && n * n.saturating_sub(1) * n.saturating_sub(2) / 6 > TRIPLES {
            break;
        }
        tried = k;
        for_each_subset(n, usize::from(k), &mut |picked| {
            let cells: Vec<Cell> = picked.iter().map(|&i| givens[i]).collect();
            if solvable(&cells) {
                for c in cells {
                    suspects.insert(c);
                }
            }
        });
        if !suspects.is_empty() {
            size = k;
            break;
        }
    }
    let mut fixes = Vec::with_capacity(MAX_FIXES);
    if size == 1 {
        'cells: for cell in suspects.iter() {
            for digit in Digit::all() {
                if puzzle.givens.get(cell) == Some(digit) {
                    continue;
                }
                let mut p = puzzle.clone();
                p.givens.set(cell, Some(digit));
                if count(&p, 2) == 1 {
                    fixes.push(Candidate { cell, digit });
                    if fixes.len() == MAX_FIXES {
                        break 'cells;
                    }
                }
            }
        }
    }
    Typo {
        size,
        tried,
        suspects,
        fixes: Fixes::from_list(&fixes).unwrap_or_default(),
    }
}

/// Calls `visit` with every set of `k` indexes below `n`, in lexicographic order.
fn for_each_subset(n: usize, k: usize, visit: &mut dyn FnMut(&[usize])) {
    if k == 0 || k > n {
        return;
    }
    let mut picked: Vec<usize> = (0..k).collect();
    loop {
        visit(&picked);
        // The rightmost index that can still move right, moved; those after it follow it.
        let Some(i) = (0..k).rev().find(|&i| picked[i] < n - k + i) else {
            return;
        };
        picked[i] += 1;
        for j in i + 1..k {
            picked[j] = picked[j - 1] + 1;
        }
    }
}

#[cfg(test)]
mod tests;
