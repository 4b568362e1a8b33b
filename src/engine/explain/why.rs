//! Rung 3 on the board ([`Why`]): a single's sight lines, a fish's base and cover lines, a
//! colouring's two colours, derived from the step's evidence with the same choices the words
//! make (the blocker a hidden single's sentence names is the one its sight line starts
//! from). Chains draw their links from rung 2 on already (`Highlights::links`).

use crate::engine::Position;
use crate::engine::explain::Why;
use crate::engine::step::{Candidate, Evidence, Link, Step};
use crate::engine::techniques::singles::{hidden_blockers, naked_blocker};
use crate::engine::types::{Cell, Digit};

/// What rung 3 draws for `step`, found in `pos`.
pub(crate) fn why_marks(step: &Step, pos: &Position) -> Why {
    let mut why = Why::default();
    add(&mut why, &step.evidence, pos);
    why
}

/// The sight line from the `digit` in `blocker` to the place it rules out in `blocked`.
fn sight(blocker: Cell, blocked: Cell, digit: Digit) -> Link {
    Link {
        from: Candidate::new(blocker, digit),
        to: Candidate::new(blocked, digit),
        strong: false,
    }
}

fn add(why: &mut Why, evidence: &Evidence, pos: &Position) {
    match evidence {
        Evidence::Single {
            cell,
            digit,
            house: Some(house),
        } => {
            for (blocker, blocked) in hidden_blockers(pos, *house, *cell, *digit).0 {
                for other in blocked.iter() {
                    why.sights.push(sight(blocker, other, *digit));
                }
            }
        }
        Evidence::Single {
            cell,
            digit,
            house: None,
        } => {
            for d in Digit::all().filter(|d| d != digit) {
                if let Some((_, blocker)) = naked_blocker(pos, *cell, d) {
                    why.sights.push(sight(blocker, *cell, d));
                }
            }
        }
        Evidence::Direct { single, .. } => add(why, &single.evidence, pos),
        Evidence::Intersection { base, cover, .. } => {
            why.base.push(*base);
            why.cover.push(*cover);
        }
        Evidence::Fish { base, cover, .. } => {
            why.base.extend(base.iter().copied());
            why.cover.extend(cover.iter().copied());
        }
        Evidence::SiameseFish { parts } => {
            for part in parts {
                add(why, &part.evidence, pos);
            }
            why.base.sort_unstable();
            why.base.dedup();
            why.cover.sort_unstable();
            why.cover.dedup();
        }
        Evidence::Coloring { digit, clusters } => {
            for (a, b) in clusters {
                for cells in [a, b] {
                    why.colours
                        .push(cells.iter().map(|c| Candidate::new(c, *digit)).collect());
                }
            }
        }
        Evidence::Medusa { colours, .. } => {
            why.colours.push(colours.0.clone());
            why.colours.push(colours.1.clone());
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::techniques::{all_steps, explain};
    use crate::engine::{House, Technique, Variant, parse_puzzle};
    use crate::i18n::{Lang, render};

    /// The first step of `technique` in the puzzle's starting position (candidates filled).
    fn first(line: &str, technique: Technique) -> (Step, Position) {
        let puzzle = parse_puzzle(line, Variant::Standard).expect("a puzzle");
        let pos = Position::from_puzzle(&puzzle);
        let step = all_steps(&pos, |t| t == technique)
            .into_iter()
            .next()
            .expect("the technique applies");
        (step, pos)
    }

    const EASY: &str =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    #[test]
    fn a_hidden_single_draws_a_sight_line_from_each_blocker_its_words_name() {
        let (step, pos) = first(EASY, Technique::HiddenSingle);
        let e = explain(&step, &pos);
        let why = &e.highlights.why;
        assert!(!why.sights.is_empty());
        let words: String = e.why.iter().map(|p| render(Lang::En, p)).collect();
        for link in &why.sights {
            let (blocker, blocked) = (link.from.cell, link.to.cell);
            assert!(
                words.contains(&blocker.to_string()),
                "{blocker} not in {words}"
            );
            assert!(
                words.contains(&blocked.to_string()),
                "{blocked} not in {words}"
            );
            assert!(pos.digit(blocker) == Some(link.from.digit) && pos.digit(blocked).is_none());
        }
    }

    #[test]
    fn a_naked_single_draws_a_line_from_a_holder_of_every_other_digit_it_sees() {
        let (step, pos) = first(EASY, Technique::NakedSingle);
        let Evidence::Single { cell, digit, .. } = step.evidence else {
            panic!("a single's evidence")
        };
        let why = why_marks(&step, &pos);
        let seen: Vec<Digit> = why
            .sights
            .iter()
            .map(|link| {
                assert_eq!(link.to.cell, cell);
                assert_eq!(pos.digit(link.from.cell), Some(link.from.digit));
                link.from.digit
            })
            .collect();
        assert!(!seen.contains(&digit));
        let ruled_out_by_digits = Digit::all()
            .filter(|d| *d != digit && naked_blocker(&pos, cell, *d).is_some())
            .count();
        assert_eq!(seen.len(), ruled_out_by_digits);
    }

    #[test]
    fn a_fish_draws_its_base_and_cover_lines() {
        // fish.rs's X-Wing case (its placed digits taken as givens): rows 3 and 7 on 3.
        let grid = "9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+2..+4..1....+52";
        let (step, pos) = first(&grid.replace('+', ""), Technique::XWing);
        let why = why_marks(&step, &pos);
        assert_eq!(why.base, vec![House::Row(2), House::Row(6)]);
        assert_eq!(why.cover, vec![House::Column(2), House::Column(3)]);
        assert!(why.sights.is_empty() && why.colours.is_empty());
    }

    #[test]
    fn a_colouring_gives_each_candidate_of_its_clusters_one_of_two_colours() {
        let clusters = vec![(
            [0, 10]
                .into_iter()
                .filter_map(crate::engine::Cell::new)
                .collect(),
            [1].into_iter()
                .filter_map(crate::engine::Cell::new)
                .collect(),
        )];
        let digit = Digit::new(4).unwrap();
        let step = Step {
            technique: Technique::SimpleColorsTrap,
            placements: vec![],
            eliminations: vec![],
            evidence: Evidence::Coloring { digit, clusters },
        };
        let pos = Position::from_puzzle(&parse_puzzle(EASY, Variant::Standard).expect("a puzzle"));
        let why = why_marks(&step, &pos);
        let sizes: Vec<usize> = why.colours.iter().map(Vec::len).collect();
        assert_eq!(sizes, [2, 1]);
    }
}
