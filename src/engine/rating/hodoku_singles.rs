//! HoDoKu's singles, in its order (its `Sudoku2` and `SimpleSolver`, read to learn the
//! rules): HoDoKu does not scan the grid for singles, it keeps two queues, filled as
//! candidates disappear: a cell joins the naked-single queue when its last-but-one
//! candidate goes, a (house, digit) joins the hidden-single queue, at the first cell of the
//! house that still holds the digit, when the digit's last-but-one place in the house goes.
//! A Full House is the first queued naked single that is the last empty cell of a house; a
//! Naked Single is the oldest queued one still empty; a Hidden Single is the oldest queued
//! one, and when that one is stale there is none this time. Which single comes first
//! decides how many of the later ones are naked (4 points) or hidden (14), so the rating
//! walk follows the queues. Standard sudoku only (HoDoKu has no variants).

use crate::engine::house::{House, Variant};
use crate::engine::position::Position;
use crate::engine::puzzle::Puzzle;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::{Cell, Digit};

/// A queue of singles: (cell index, digit) in the order they appeared; `next` is the oldest
/// not yet taken.
#[derive(Default)]
struct Queue {
    items: Vec<(usize, u8)>,
    next: usize,
}

impl Queue {
    fn pop(&mut self) -> Option<(usize, u8)> {
        let item = *self.items.get(self.next)?;
        self.next += 1;
        if self.next >= self.items.len() {
            self.items.clear();
            self.next = 0;
        }
        Some(item)
    }
}

/// HoDoKu's candidates with its two queues, following the rating walk's steps.
pub(super) struct Singles {
    /// Each cell's candidates as a bit mask (bit d for digit d); 0 for a filled cell.
    cands: [u16; 81],
    filled: [bool; 81],
    /// How many cells of each house (rows 0–8, columns 9–17, blocks 18–26) hold each digit.
    free: [[u8; 10]; 27],
    naked: Queue,
    hidden: Queue,
}

/// The three houses of a cell, HoDoKu's way: row, column, block.
fn houses(cell: usize) -> [usize; 3] {
    let (r, c) = (cell / 9, cell % 9);
    [r, 9 + c, 18 + (r / 3) * 3 + c / 3]
}

/// The cells of house `house` (its [`House::index`]), in index order.
fn cells(house: usize) -> impl Iterator<Item = usize> {
    House::from_index(house)
        .map(House::cells)
        .unwrap_or_default()
        .iter()
        .map(Cell::index)
}

impl Singles {
    /// HoDoKu's state after it reads `puzzle` (the givens set one by one in cell order),
    /// or `None` for a variant, where the finders' singles are used.
    pub(super) fn new(puzzle: &Puzzle) -> Option<Singles> {
        if puzzle.variant != Variant::Standard {
            return None;
        }
        let mut s = Singles {
            cands: [0x3fe; 81],
            filled: [false; 81],
            free: [[9; 10]; 27],
            naked: Queue::default(),
            hidden: Queue::default(),
        };
        for cell in Cell::all() {
            if let Some(d) = puzzle.givens.get(cell) {
                s.set(cell.index(), d.get());
            }
        }
        Some(s)
    }

    /// The single HoDoKu takes next, if any: a Full House, else a Naked Single, else a
    /// Hidden Single.
    pub(super) fn next(&mut self, pos: &Position) -> Option<Step> {
        let (cell, digit, technique) = self
            .full_house()
            .map(|(c, d)| (c, d, Technique::FullHouse))
            .or_else(|| {
                self.naked_single()
                    .map(|(c, d)| (c, d, Technique::NakedSingle))
            })
            .or_else(|| {
                self.hidden_single()
                    .map(|(c, d)| (c, d, Technique::HiddenSingle))
            })?;
        let (cell, digit) = (Cell::new(cell as u8)?, Digit::new(digit)?);
        // A queue that has gone out of step with the position gives nothing.
        if !pos.cands(cell).contains(digit) {
            return None;
        }
        Some(Step {
            technique,
            placements: vec![Candidate::new(cell, digit)],
            eliminations: vec![],
            evidence: Evidence::Single {
                cell,
                digit,
                house: None,
            },
        })
    }

    /// Follows a step the walk takes: its placements, then its removals in cell order.
    pub(super) fn apply(&mut self, step: &Step) {
        for c in &step.placements {
            self.set(c.cell.index(), c.digit.get());
        }
        let mut removed: Vec<(usize, u8)> = step
            .eliminations
            .iter()
            .map(|c| (c.cell.index(), c.digit.get()))
            .collect();
        removed.sort_unstable();
        for (cell, digit) in removed {
            self.remove(cell, digit);
        }
    }

    fn full_house(&self) -> Option<(usize, u8)> {
        self.naked.items[self.naked.next..]
            .iter()
            .copied()
            .find(|&(cell, digit)| {
                !self.filled[cell]
                    && houses(cell)
                        .iter()
                        .any(|&h| (1..=9).all(|d| d == digit as usize || self.free[h][d] == 0))
            })
    }

    fn naked_single(&mut self) -> Option<(usize, u8)> {
        while let Some((cell, digit)) = self.naked.pop() {
            if !self.filled[cell] {
                return Some((cell, digit));
            }
        }
        None
    }

    fn hidden_single(&mut self) -> Option<(usize, u8)> {
        while let Some((cell, digit)) = self.hidden.pop() {
            if !self.filled[cell] {
                let hidden = houses(cell)
                    .iter()
                    .any(|&h| self.free[h][digit as usize] == 1);
                return hidden.then_some((cell, digit));
            }
        }
        None
    }

    /// HoDoKu's `setCell`: the digit leaves the peers (in cell order), then the cell's own
    /// candidates leave its houses' counts.
    fn set(&mut self, cell: usize, digit: u8) {
        if self.filled[cell] {
            return;
        }
        let own = self.cands[cell];
        self.cands[cell] = 0;
        self.filled[cell] = true;
        let hs = houses(cell);
        let peers =
            Cell::new(cell as u8).map_or_else(Default::default, |c| Variant::Standard.peers(c));
        for peer in peers.iter() {
            self.remove(peer.index(), digit);
        }
        for d in 1..=9u8 {
            if own & (1 << d) == 0 {
                continue;
            }
            for h in hs {
                self.free[h][d as usize] = self.free[h][d as usize].saturating_sub(1);
                if self.free[h][d as usize] == 1 && d != digit {
                    self.queue_hidden(h, d);
                }
            }
        }
    }

    /// HoDoKu's `delCandidate`.
    fn remove(&mut self, cell: usize, digit: u8) {
        if self.cands[cell] & (1 << digit) == 0 {
            return;
        }
        self.cands[cell] &= !(1 << digit);
        if self.cands[cell] == 0 {
            return;
        }
        if self.cands[cell].count_ones() == 1 {
            let last = self.cands[cell].trailing_zeros() as u8;
            self.naked.items.push((cell, last));
        }
        for h in houses(cell) {
            let free = &mut self.free[h][digit as usize];
            *free = free.saturating_sub(1);
            match *free {
                1 => self.queue_hidden(h, digit),
                0 => self.unqueue_hidden(h, digit),
                _ => {}
            }
        }
    }

    /// Queues the hidden single of `digit` in house `h` at the first cell that holds it.
    fn queue_hidden(&mut self, h: usize, digit: u8) {
        if let Some(cell) = cells(h).find(|&c| self.cands[c] & (1 << digit) != 0) {
            self.hidden.items.push((cell, digit));
        }
    }

    /// Drops the first queued hidden single of `digit` in house `h` (the digit has no place
    /// left there).
    fn unqueue_hidden(&mut self, h: usize, digit: u8) {
        let q = &mut self.hidden;
        if let Some(i) = (q.next..q.items.len())
            .find(|&i| q.items[i].1 == digit && houses(q.items[i].0).contains(&h))
        {
            q.items.remove(i);
        }
    }
}
