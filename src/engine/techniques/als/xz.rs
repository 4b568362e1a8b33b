//! ALS-XZ: two almost locked sets joined by a restricted common x. One of them lacks x and
//! so holds all its other digits; a digit z both hold is therefore in one of them, and
//! cells seeing every z of both lose it. Doubly linked (two commons x and y): each set
//! lacks exactly one of x and y, so all its other digits are locked in it, and x and y are
//! each in one of the two.

use super::sets::AlsGraph;
use super::{Found, push_removals, shared_digit_removals};
use crate::engine::bits::DigitSet;
use crate::engine::level::Level;
use crate::engine::position::Position;
use crate::engine::step::{Step, Technique};
use crate::engine::techniques::{Def, Find};

pub(crate) const ALS_XZ: Def = Def {
    id: "als-xz",
    name: "ALS-XZ",
    hodoku_code: "0901",
    hodoku_score: 300,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(|pos, shared, _| als_xz(pos, shared.als(pos))),
    explain: super::explain::explain_als,
    #[cfg(test)]
    cases: cases::ALS_XZ,
};

/// Every ALS-XZ of `pos` with distinct eliminations, smallest first.
pub(crate) fn als_xz(pos: &Position, graph: &AlsGraph) -> Vec<Step> {
    let mut found = Found::default();
    let mut eliminations = Vec::new();
    for (a, set_a) in graph.sets.iter().enumerate() {
        for &(b, commons) in graph.neighbours(a) {
            let b = b as usize;
            if b < a || commons.len() > 2 {
                // Each pair once; three commons cannot be (each set lacks only one digit).
                continue;
            }
            let set_b = &graph.sets[b];
            // Doubly linked: both commons are in one set or the other too.
            let doubly = commons.len() == 2;
            let except = if doubly { DigitSet::EMPTY } else { commons };
            eliminations.clear();
            shared_digit_removals(&mut eliminations, pos, set_a, set_b, except);
            if doubly {
                // Each set lacks one of the two commons, so its other digits are locked.
                for (set, other) in [(set_a, set_b), (set_b, set_a)] {
                    for d in set.digits.difference(commons).iter() {
                        let targets = set.seen[d.index()]
                            .intersection(pos.places(d))
                            .difference(other.cells);
                        push_removals(&mut eliminations, targets, d);
                    }
                }
            }
            found.push(
                Technique::AlsXz,
                &mut eliminations,
                &[set_a, set_b],
                &[commons],
                None,
            );
        }
    }
    found.distinct()
}

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const ALS_XZ: &[Case] = &[
        Case {
            variant: Variant::Standard,
            grid: ".24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..",
            notes: "314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999",
            rungs: "1: There is an ALS-XZ on the digits 3 and 5.\n\
                2: Almost locked sets: set 1 = r1c4, r1c6 and r2c5 (1, 3, 5 and 8); set 2 = r1c8, r1c9 and r3c8 (3, 5, 8 and 9). Chain: (3=5)r1c4,r1c6,r2c5 - (5=3)r1c8,r1c9,r3c8.\n\
                3: An almost locked set (N cells of one house, N + 1 digits) that lacks one of its digits holds all the others. Every 5 of set 1 sees every 5 of set 2, so set 1 and set 2 cannot both hold 5. If set 1 holds no 3, it holds 5. So set 2 cannot hold 5 and must hold 3. So 3 is in set 1 or set 2, and cells that see all its places in both lose it: remove 3 from r2c7.\n\
                4: Remove 3 from r2c7",
        },
        Case {
            variant: Variant::Standard,
            grid: "9..17....4.1....7..7...31..14...6.98.9248173.38.5.......48...2.......6.7....6...3",
            notes: "793",
            rungs: "1: There is an ALS-XZ on the digits 1, 2, 3, 5 and 7.\n\
                2: Almost locked sets: set 1 = r4c5, r6c5 and r6c6 (2, 3, 7 and 9); set 2 = r7c5, r7c6, r7c7 and r7c9 (1, 3, 5, 7 and 9), linked by both 3 and 7.\n\
                3: An almost locked set (N cells of one house, N + 1 digits) that lacks one of its digits holds all the others. Both 3 and 7 link set 1 and set 2: neither is in both sets, as its places in one see those in the other. So each set lacks exactly one of 3 and 7 and holds all its other digits; each of 3 and 7 is in one of the two. Outside the sets, cells seeing every place where such a digit must be lose it: remove 1 from r7c2; 2 from r4c4; 3 from r8c5; 5 from r7c1 and r7c2; 7 from r9c6.\n\
                4: Remove 1 from r7c2; 2 from r4c4; 3 from r8c5; 5 from r7c1 and r7c2; 7 from r9c6",
        },
    ];
}
