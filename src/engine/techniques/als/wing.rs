//! ALS-XY-Wing: a pivot set C joined to set A by a restricted common x and to set B by a
//! different one, y. If A lacks a digit z it holds x, so C lacks x and holds y, so B lacks
//! y and holds z: z is in A or in B, and cells seeing every z of both lose it.

use super::Found;
use super::sets::AlsGraph;
use crate::engine::level::Level;
use crate::engine::position::Position;
use crate::engine::step::{Step, Technique};
use crate::engine::techniques::{Def, Find};

pub(crate) const ALS_XY_WING: Def = Def {
    id: "als-xy-wing",
    name: "ALS-XY-Wing",
    hodoku_code: "0902",
    hodoku_score: 320,
    level: Level::Expert,
    needs_uniqueness: false,
    find: Find::SharedSearch(|pos, shared, _| als_xy_wings(pos, shared.als(pos))),
    explain: super::explain::explain_als,
    #[cfg(test)]
    cases: cases::ALS_XY_WING,
};

/// Every ALS-XY-Wing of `pos` with distinct eliminations, smallest first. As in HoDoKu, a
/// digit that is a common of either link is never removed.
pub(crate) fn als_xy_wings(pos: &Position, graph: &AlsGraph) -> Vec<Step> {
    let mut found = Found::default();
    let mut eliminations = Vec::new();
    for (c, pivot) in graph.sets.iter().enumerate() {
        let neighbours = graph.neighbours(c);
        for (i, &(a, x)) in neighbours.iter().enumerate() {
            for &(b, y) in &neighbours[i + 1..] {
                if x.len() == 1 && x == y {
                    // The two links need different digits.
                    continue;
                }
                let (set_a, set_b) = (&graph.sets[a as usize], &graph.sets[b as usize]);
                // Most pairs share no digit but their commons: nothing to remove.
                if set_a
                    .digits
                    .intersection(set_b.digits)
                    .difference(x.union(y))
                    .is_empty()
                {
                    continue;
                }
                let both = set_a.cells.intersection(set_b.cells);
                if both == set_a.cells || both == set_b.cells {
                    // The ends may overlap, but neither may hold the other.
                    continue;
                }
                eliminations.clear();
                super::shared_digit_removals(&mut eliminations, pos, set_a, set_b, x.union(y));
                found.push(
                    Technique::AlsXyWing,
                    &mut eliminations,
                    &[set_a, pivot, set_b],
                    &[x, y],
                    None,
                );
            }
        }
    }
    found.distinct()
}

#[cfg(test)]
mod cases {
    use crate::engine::house::Variant;
    use crate::engine::techniques::Case;

    pub const ALS_XY_WING: &[Case] = &[Case {
        variant: Variant::Standard,
        grid: "+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3+1+8+76592+4",
        notes: "441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885",
        rungs: "1: There is an ALS-XY-Wing on the digits 6, 7 and 8.\n\
                2: Almost locked sets: set 1 = r3c5 and r6c5 (7, 8 and 9); set 2 = r3c6 (6 and 8); set 3 = r1c8, r2c8, r3c7, r3c8 and r3c9 (3, 4, 5, 6, 7 and 9). Chain: (7=8)r3c5,r6c5 - (8=6)r3c6 - (6=7)r1c8,r2c8,r3c7,r3c8,r3c9.\n\
                3: An almost locked set (N cells of one house, N + 1 digits) that lacks one of its digits holds all the others. Linked sets never both hold their linking digit (its places in one see all those in the other). If set 1 holds no 7, it holds 8. Then, along the two links (▶ tells each), set 3 must hold 7. So 7 is in set 1 or set 3, and cells that see all its places in both lose it: remove 7 from r6c8.\n\
                4: Remove 7 from r6c8",
    }];
}
