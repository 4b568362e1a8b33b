//! Single-digit patterns built from conjugate pairs (strong links: the only two places of a
//! digit in a house): Skyscraper, 2-String Kite and Turbot Fish (two strong links joined by
//! a weak one), and the Empty Rectangle (a block whose candidates form a cross, used as a
//! grouped strong link).

use crate::engine::bits::CellSet;
use crate::engine::house::House;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Link, Step, Technique};
use crate::engine::types::{Cell, Digit};

/// The conjugate pairs of `digit`: the two cells and every house in which they are the only
/// two places.
fn strong_links(pos: &Position, digit: Digit) -> Vec<(Cell, Cell, Vec<House>)> {
    let mut links: Vec<(Cell, Cell, Vec<House>)> = Vec::new();
    for &house in pos.variant().houses() {
        let places = pos.places_in(digit, house);
        if places.len() != 2 {
            continue;
        }
        let mut it = places.iter();
        let (a, b) = (it.next().expect("two"), it.next().expect("two"));
        match links.iter_mut().find(|(x, y, _)| (*x, *y) == (a, b)) {
            Some((_, _, houses)) => houses.push(house),
            None => links.push((a, b, vec![house])),
        }
    }
    links
}

fn is_line(h: House) -> Option<bool> {
    match h {
        House::Row(_) => Some(true),
        House::Column(_) => Some(false),
        _ => None,
    }
}

fn link(from: Cell, to: Cell, digit: Digit, strong: bool) -> Link {
    Link {
        from: Candidate::new(from, digit),
        to: Candidate::new(to, digit),
        strong,
    }
}

/// Which of the three names a two-link pattern gets, if it is the one asked for.
fn classify(h1: &[House], h2: &[House], inner1: Cell, inner2: Cell) -> Technique {
    let lines1: Vec<bool> = h1.iter().filter_map(|h| is_line(*h)).collect();
    let lines2: Vec<bool> = h2.iter().filter_map(|h| is_line(*h)).collect();
    let parallel = lines1.iter().any(|a| lines2.contains(a));
    let crossed = lines1.iter().any(|a| lines2.contains(&!a));
    if parallel {
        // Both links in rows (or columns); the inner ends share the other kind of line.
        let rows = lines1.iter().any(|a| lines2.contains(a) && *a);
        let joined_by_line = if rows {
            inner1.col() == inner2.col()
        } else {
            inner1.row() == inner2.row()
        };
        if joined_by_line {
            return Technique::Skyscraper;
        }
    }
    if crossed && inner1.block() == inner2.block() {
        return Technique::TwoStringKite;
    }
    Technique::TurbotFish
}

/// Skyscraper, 2-String Kite or Turbot Fish steps (as `technique` asks).
pub fn two_link_patterns(pos: &Position, technique: Technique) -> Vec<Step> {
    let mut steps = Vec::new();
    let mut seen: Vec<(Digit, [Cell; 4])> = Vec::new();
    for digit in Digit::all() {
        let links = strong_links(pos, digit);
        for (i, (a1, b1, h1)) in links.iter().enumerate() {
            for (a2, b2, h2) in links.iter().skip(i + 1) {
                let cells1 = [*a1, *b1];
                let cells2 = [*a2, *b2];
                if cells1.iter().any(|c| cells2.contains(c)) {
                    continue;
                }
                for (end1, inner1) in [(*a1, *b1), (*b1, *a1)] {
                    for (end2, inner2) in [(*a2, *b2), (*b2, *a2)] {
                        if !pos.variant().peers(inner1).contains(inner2) {
                            continue;
                        }
                        let found = classify(h1, h2, inner1, inner2);
                        if found != technique {
                            continue;
                        }
                        let mut key = [end1, end2, inner1, inner2];
                        crate::engine::sort::sort(&mut key[..2]);
                        crate::engine::sort::sort(&mut key[2..]);
                        if seen.contains(&(digit, key)) {
                            continue;
                        }
                        let targets = pos
                            .places(digit)
                            .intersection(pos.variant().peers(end1))
                            .intersection(pos.variant().peers(end2))
                            .difference(CellSet::single(inner1))
                            .difference(CellSet::single(inner2));
                        if targets.is_empty() {
                            continue;
                        }
                        seen.push((digit, key));
                        steps.push(Step {
                            technique,
                            placements: vec![],
                            eliminations: targets
                                .iter()
                                .map(|c| Candidate::new(c, digit))
                                .collect(),
                            evidence: Evidence::Chain {
                                links: vec![
                                    link(end1, inner1, digit, true),
                                    link(inner1, inner2, digit, false),
                                    link(inner2, end2, digit, true),
                                ],
                            },
                        });
                    }
                }
            }
        }
    }
    steps
}

/// Empty Rectangles: a block whose `digit` candidates lie in one row and one column of it
/// (not all in one of them), and a conjugate pair outside the block lining up with the cross.
pub fn empty_rectangles(pos: &Position) -> Vec<Step> {
    let mut steps = Vec::new();
    for digit in Digit::all() {
        let links = strong_links(pos, digit);
        for b in 0..9u8 {
            let block = House::Block(b);
            let cands = pos.places_in(digit, block);
            if cands.len() < 2 {
                continue;
            }
            for r in (b / 3) * 3..(b / 3) * 3 + 3 {
                for c in (b % 3) * 3..(b % 3) * 3 + 3 {
                    let (row, column) = (House::Row(r), House::Column(c));
                    let cross = row.cells().union(column.cells());
                    if !cands.difference(cross).is_empty()
                        || cands.difference(row.cells()).is_empty()
                        || cands.difference(column.cells()).is_empty()
                    {
                        continue;
                    }
                    for (a, bb, houses) in &links {
                        for (x, y) in [(*a, *bb), (*bb, *a)] {
                            // Pair in a column: x in the cross's row; the target is where
                            // y's row meets the cross's column. Pair in a row: mirrored.
                            let target = if houses.iter().any(|h| matches!(h, House::Column(_)))
                                && x.row() == r
                                && x.col() / 3 != b % 3
                            {
                                Cell::at(y.row(), c)
                            } else if houses.iter().any(|h| matches!(h, House::Row(_)))
                                && x.col() == c
                                && x.row() / 3 != b / 3
                            {
                                Cell::at(r, y.col())
                            } else {
                                None
                            };
                            let Some(target) = target else { continue };
                            if block.cells().contains(target)
                                || target == y
                                || !pos.places(digit).contains(target)
                            {
                                continue;
                            }
                            let elim = Candidate::new(target, digit);
                            if steps.iter().any(|s: &Step| s.eliminations == [elim]) {
                                continue;
                            }
                            steps.push(Step {
                                technique: Technique::EmptyRectangle,
                                placements: vec![],
                                eliminations: vec![elim],
                                evidence: Evidence::EmptyRectangle {
                                    digit,
                                    block,
                                    row,
                                    column,
                                    pair: (x, y),
                                },
                            });
                        }
                    }
                }
            }
        }
    }
    steps
}
