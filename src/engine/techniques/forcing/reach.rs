//! A forcing chain's facts without their proofs: what a candidate supposed true implies
//! along the position's own strong and weak links ([`Mode::Chain`](super::net::Mode)), as
//! plain reachability on bitsets.
//!
//! A chain's implications never depend on the facts before them (they read the position as
//! it is), so the facts a supposition reaches are the same in whatever order they are
//! found, and the supposition breaks the puzzle exactly when some candidate is reached both
//! true and false. [`super::Suppositions`] asks this first for every candidate and follows
//! the full [`Net`](super::net::Net), which records each fact with the facts it rests on,
//! only for the few that break: the outcomes are the net's, at a fraction of its work.

use super::net::{Cand, Start, two_bits};
use crate::engine::bits::ones9;

/// Reachability along one start's links, its buffers kept from one supposition to the next.
pub(super) struct Reach<'a> {
    start: &'a Start,
    /// Per cell, the cells of its houses (the ones [`Start::houses_of`] lists), itself left
    /// out: where a true candidate's digit becomes false.
    peers: [u128; 81],
    /// Per candidate, the other places of its digit in the houses where it has exactly two
    /// (the conjugate pairs it is in): where the digit goes when the candidate is false.
    partners: Vec<u128>,
    /// The facts to follow, as (candidate, true?).
    queue: Vec<(Cand, bool)>,
}

/// The facts reached, per digit as cells: the true ones and the false ones.
pub(super) type Facts = ([u128; 9], [u128; 9]);

impl<'a> Reach<'a> {
    /// Reachability on `start`.
    pub fn new(start: &'a Start) -> Reach<'a> {
        let mut peers = [0u128; 81];
        for (cell, p) in peers.iter_mut().enumerate() {
            for &h in start.houses_of(cell) {
                *p |= start.house_cells[usize::from(h)];
            }
            *p &= !(1u128 << cell);
        }
        let mut partners = vec![0u128; 729];
        for (cell, &m) in start.cands.iter().enumerate() {
            let bit = 1u128 << cell;
            let mut digits = m;
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                for &h in start.houses_of(cell) {
                    let pl = start.places[d] & start.house_cells[usize::from(h)];
                    if two_bits(pl) {
                        partners[cell * 9 + d] |= 1u128 << (pl & !bit).trailing_zeros();
                    }
                }
            }
        }
        Reach {
            start,
            peers,
            partners,
            queue: Vec::with_capacity(2 * 729),
        }
    }

    /// The facts `supposed` (true) implies along the links, as a forcing chain follows it;
    /// `None` when some candidate is reached both true and false (the chain breaks).
    pub fn follow(&mut self, supposed: Cand) -> Option<Facts> {
        self.walk(supposed, |_, _, _| {})
    }

    /// [`follow`](Self::follow), telling `reached` each fact with its depth: how many links
    /// lie between it and the supposition (the search is breadth first, so the fewest). A
    /// forcing chain's proof of a fact is one link per fact, so it needs depth + 1 facts.
    pub fn walk(
        &mut self,
        supposed: Cand,
        mut reached: impl FnMut(Cand, bool, usize),
    ) -> Option<Facts> {
        let start = self.start;
        let (mut on, mut off) = ([0u128; 9], [0u128; 9]);
        self.queue.clear();
        let (cell, d) = (usize::from(supposed / 9), usize::from(supposed % 9));
        on[d] |= 1 << cell;
        self.queue.push((supposed, true));
        let mut head = 0;
        // The depth of the fact at `head`, and where the facts one deeper begin.
        let (mut depth, mut deeper) = (0, 1);
        while let Some(&(c, is_on)) = self.queue.get(head) {
            if head == deeper {
                depth += 1;
                deeper = self.queue.len();
            }
            reached(c, is_on, depth);
            head += 1;
            let (cell, d) = (usize::from(c / 9), usize::from(c % 9));
            let bit = 1u128 << cell;
            if is_on {
                // The cell's other candidates, and the digit's other places in its houses.
                let mut others = start.cands[cell] & !(1 << d);
                while others != 0 {
                    let e = others.trailing_zeros() as usize;
                    others &= others - 1;
                    if on[e] & bit != 0 {
                        return None;
                    }
                    if off[e] & bit == 0 {
                        off[e] |= bit;
                        self.queue.push((c - d as Cand + e as Cand, false));
                    }
                }
                let mut seen = start.places[d] & self.peers[cell] & !off[d];
                if seen & on[d] != 0 {
                    return None;
                }
                off[d] |= seen;
                while seen != 0 {
                    let p = seen.trailing_zeros() as Cand;
                    seen &= seen - 1;
                    self.queue.push((p * 9 + d as Cand, false));
                }
            } else {
                // The other candidate of a bivalue cell, the other place of a conjugate pair.
                let m = start.cands[cell];
                if ones9(m) == 2 {
                    let e = (m & !(1 << d)).trailing_zeros() as usize;
                    if off[e] & bit != 0 {
                        return None;
                    }
                    if on[e] & bit == 0 {
                        on[e] |= bit;
                        self.queue.push((c - d as Cand + e as Cand, true));
                    }
                }
                let partners = self.partners[usize::from(c)];
                if off[d] & partners != 0 {
                    return None;
                }
                let mut new = partners & !on[d];
                on[d] |= new;
                while new != 0 {
                    let q = new.trailing_zeros() as Cand;
                    new &= new - 1;
                    self.queue.push((q * 9 + d as Cand, true));
                }
            }
        }
        Some((on, off))
    }
}
