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
    find: Find::Candidates(|pos, _| als_xz(pos)),
    explain: super::explain::explain_als,
    #[cfg(test)]
    cases: cases::ALS_XZ,
};

/// Every ALS-XZ of `pos` with distinct eliminations, smallest first.
pub(crate) fn als_xz(pos: &Position) -> Vec<Step> {
    let graph = AlsGraph::new(pos);
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

    pub const ALS_XZ: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "",
        notes: "",
        rungs: "",
    }];
}
