//! Basic, finned and sashimi fish (X-Wing, Swordfish, Jellyfish) on rows and columns.
//!
//! In n base lines a digit can only be in n cover lines of the other direction: the n base
//! lines need n of that digit, one in each cover line, so the cover lines get their digit from
//! the base lines and lose it everywhere else. With fins (extra candidates of the base lines
//! outside the cover), either a fin is the digit or the fish stands; a cover-line cell that
//! sees every fin loses the digit in both cases. Sashimi: some base line has only one cover
//! candidate left, so without its fins the fish would not exist.

use crate::engine::bits::CellSet;
use crate::engine::house::House;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::Digit;

/// The fish size and whether it may have fins, and must be sashimi.
fn shape(technique: Technique) -> (usize, bool, bool) {
    match technique {
        Technique::XWing => (2, false, false),
        Technique::Swordfish => (3, false, false),
        Technique::Jellyfish => (4, false, false),
        Technique::FinnedXWing => (2, true, false),
        Technique::SashimiXWing => (2, true, true),
        Technique::FinnedSwordfish => (3, true, false),
        Technique::SashimiSwordfish => (3, true, true),
        Technique::FinnedJellyfish => (4, true, false),
        _ => (4, true, true),
    }
}

fn line(rows: bool, i: u8) -> House {
    if rows {
        House::Row(i)
    } else {
        House::Column(i)
    }
}

/// Every fish of `technique`'s shape in `pos`.
///
/// Works on 9-bit masks (for each base line, the cross positions of the digit) so that the
/// many base/cover combinations cost a few integer operations each; cell sets are built only
/// for a fish that passes every test. Fins must lie in one block.
pub fn fish(pos: &Position, technique: Technique) -> Vec<Step> {
    let (n, finned, sashimi) = shape(technique);
    let mut steps = Vec::new();
    for digit in Digit::all() {
        for rows in [true, false] {
            let mut masks = [0u16; 9];
            for (i, mask) in masks.iter_mut().enumerate() {
                for cell in pos.places_in(digit, line(rows, i as u8)).iter() {
                    *mask |= 1 << cross(rows, cell);
                }
            }
            let max = if finned { n + 3 } else { n } as u32;
            let bases: Vec<u8> = (0..9u8)
                .filter(|&i| (1..=max).contains(&masks[i as usize].count_ones()))
                .collect();
            super::combinations(&bases, n, &mut |base| {
                let union = base.iter().fold(0u16, |acc, &i| acc | masks[i as usize]);
                let width = union.count_ones() as usize;
                if width < n || (!finned && width != n) || width > n + 3 {
                    return;
                }
                for cover in subsets_of(union, n) {
                    let fin_cols = union & !cover;
                    if (fin_cols == 0) == finned {
                        continue;
                    }
                    if finned {
                        // Fins in one block: one stack of crosses, and their base lines in one band.
                        if ![0b111u16, 0b111_000, 0b111_000_000]
                            .iter()
                            .any(|s| fin_cols & !s == 0)
                        {
                            continue;
                        }
                        let fin_lines: Vec<u8> = base
                            .iter()
                            .copied()
                            .filter(|&i| masks[i as usize] & fin_cols != 0)
                            .collect();
                        if fin_lines.iter().any(|&i| i / 3 != fin_lines[0] / 3) {
                            continue;
                        }
                    }
                    let counts = base
                        .iter()
                        .map(|&i| (masks[i as usize] & cover).count_ones());
                    let (mut empty, mut thin) = (false, false);
                    for k in counts {
                        empty |= k == 0;
                        thin |= k < 2;
                    }
                    if empty || (finned && thin != sashimi) {
                        continue;
                    }
                    emit(pos, technique, digit, rows, base, cover, &mut steps);
                }
            });
        }
    }
    steps
}

/// Every `k`-element subset of the bits of `mask`.
fn subsets_of(mask: u16, k: usize) -> impl Iterator<Item = u16> {
    // Walks the submasks of `mask` downwards: (s - 1) & mask visits each exactly once.
    let mut next = Some(mask);
    std::iter::from_fn(move || {
        while let Some(s) = next {
            next = if s == 0 { None } else { Some((s - 1) & mask) };
            if s.count_ones() as usize == k {
                return Some(s);
            }
        }
        None
    })
}

/// The cross index of a cell: its column for row bases, its row for column bases.
fn cross(rows: bool, cell: crate::engine::Cell) -> u8 {
    if rows { cell.col() } else { cell.row() }
}

/// Builds the step for a fish that passed the shape tests, if it eliminates anything.
fn emit(
    pos: &Position,
    technique: Technique,
    digit: Digit,
    rows: bool,
    base: &[u8],
    cover: u16,
    steps: &mut Vec<Step>,
) {
    let cover_lines: Vec<u8> = (0..9u8).filter(|i| cover & (1 << i) != 0).collect();
    let union_of = |lines: &[u8], rows: bool| {
        lines
            .iter()
            .fold(CellSet::EMPTY, |acc, &i| acc.union(line(rows, i).cells()))
    };
    let base_area = union_of(base, rows);
    let cover_area = union_of(&cover_lines, !rows);
    let base_cells = pos.places(digit).intersection(base_area);
    let fins = base_cells.difference(cover_area);
    let mut targets = pos
        .places(digit)
        .intersection(cover_area)
        .difference(base_area);
    for fin in fins.iter() {
        targets = targets.intersection(pos.variant().peers(fin));
    }
    if targets.is_empty() {
        return;
    }
    steps.push(Step {
        technique,
        placements: vec![],
        eliminations: targets.iter().map(|c| Candidate::new(c, digit)).collect(),
        evidence: Evidence::Fish {
            digit,
            base: base.iter().map(|&i| line(rows, i)).collect(),
            cover: cover_lines.iter().map(|&i| line(!rows, i)).collect(),
            fins,
        },
    });
}
