//! A puzzle's difficulty label for file names, the library and the print view, in the
//! HoDoKu manner (TECHNIQUES.md §2a): solve by logic, always taking the easiest step the
//! engine finds ([`next_step`]); the level is the hardest step's level, raised while the
//! summed step scores exceed that level's maximum (Easy ≤ 800, Medium ≤ 1000, Hard ≤ 1600,
//! Expert ≤ 1800; HoDoKu calls Expert "Unfair"). A puzzle without exactly one solution, or
//! one the engine's techniques cannot finish, is [`Rating::Unrated`].
//!
//! Each technique's level is in its definition (`Technique::level`, beside its finder).

pub use crate::engine::level::Level;
use crate::engine::solver::count;
use crate::engine::techniques::next_step;
use crate::engine::{Position, Puzzle, Technique};

/// What [`rate`] found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rating {
    /// Solved by logic.
    Rated {
        /// The label.
        level: Level,
        /// The hardest technique on the path (by level, then score).
        hardest: Technique,
        /// The sum of the step scores on the path.
        score: u32,
    },
    /// Not exactly one solution, or the techniques ran out before the end.
    Unrated,
}

impl Rating {
    /// The label's slug, or `unrated`.
    pub const fn slug(self) -> &'static str {
        match self {
            Rating::Rated { level, .. } => level.slug(),
            Rating::Unrated => "unrated",
        }
    }

    /// The rating a slug names (the inverse of [`Rating::slug`]; the technique and score are
    /// not kept, so a parsed rating says only the level).
    pub fn level_from_slug(slug: &str) -> Option<Option<Level>> {
        match slug {
            "unrated" => Some(None),
            other => Level::from_slug(other).map(Some),
        }
    }

    /// The level, if rated.
    pub const fn level(self) -> Option<Level> {
        match self {
            Rating::Rated { level, .. } => Some(level),
            Rating::Unrated => None,
        }
    }
}

/// Rates `puzzle` from its start position (its givens; a pasted candidate grid is ignored, the
/// rating is about the puzzle). Pen-only techniques are left out so the path is HoDoKu's.
pub fn rate(puzzle: &Puzzle) -> Rating {
    let bare = Puzzle::new(puzzle.variant, puzzle.givens);
    if count(&bare, 2) != 1 {
        return Rating::Unrated;
    }
    let mut pos = Position::from_puzzle(&bare);
    let mut score = 0u32;
    let mut hardest: Option<Technique> = None;
    let mut level = Level::Easy;
    // Every step removes at least one candidate, so 729 steps always suffice.
    for _ in 0..=729 {
        if pos.is_solved() {
            let Some(hardest) = hardest else {
                return Rating::Unrated;
            };
            while level.max_score().is_some_and(|max| score > max) {
                level = level.harder();
            }
            return Rating::Rated {
                level,
                hardest,
                score,
            };
        }
        // The candidate ladder never offers the pen-only techniques.
        let Some(step) = next_step(&pos, |_| true) else {
            return Rating::Unrated;
        };
        if step.placements.is_empty() && step.eliminations.is_empty() {
            return Rating::Unrated;
        }
        let t = step.technique;
        score = score.saturating_add(t.hodoku_score());
        let key = |t: Technique| (t.level(), t.hodoku_score());
        if hardest.is_none_or(|h| key(t) > key(h)) {
            hardest = Some(t);
        }
        level = level.max(t.level());
        pos.apply(&step);
    }
    Rating::Unrated
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Variant, parse_puzzle};

    fn rating(text: &str) -> Rating {
        rate(&parse_puzzle(text, Variant::Standard).expect("test puzzle parses"))
    }

    /// Puzzles with a known path: (givens, expected level, a technique that must be the
    /// hardest or `None` to skip that check).
    #[test]
    fn known_puzzles_get_their_level() {
        let cases: &[(&str, Level, Option<Technique>)] = &[
            // Singles only.
            (
                "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
                Level::Easy,
                Some(Technique::HiddenSingle),
            ),
            // Singles only, but many of them: score 706, still Easy.
            (
                ".................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.",
                Level::Easy,
                Some(Technique::HiddenSingle),
            ),
            // Pointing is the hardest step.
            (
                ".................1.....2.3...2...4....3.5......41....6.5.6......7.....2..8.91....",
                Level::Medium,
                Some(Technique::LockedCandidatesPointing),
            ),
            // Medium steps only, but a score of 1146 raises it to Hard.
            (
                ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
                Level::Hard,
                Some(Technique::NakedPair),
            ),
            // A WXYZ-Wing on the path.
            (
                ".................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3",
                Level::Expert,
                Some(Technique::WXYZWing),
            ),
            // Expert steps and a high score: Extreme. (Its hardest step was a WXYZ-Wing until
            // WXYZ-Wing moved after colouring, as in HoDoKu's order: now the Sue de Coq that
            // order tries first is taken instead.)
            (
                "7.8...3.....6.1...4.........6.....253...8.......1...9..9.5....2....7.4...........",
                Level::Extreme,
                Some(Technique::SueDeCoq),
            ),
        ];
        for (text, level, hardest) in cases {
            let r = rating(text);
            assert_eq!(r.level(), Some(*level), "{text}: {r:?}");
            if let (Some(h), Rating::Rated { hardest: got, .. }) = (hardest, r) {
                assert_eq!(*h, got, "{text}");
            }
        }
    }

    #[test]
    fn not_unique_or_contradictory_or_empty_is_unrated() {
        let unique =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        // Unique, and only the forcing nets finish it: rated, at the top.
        assert_eq!(rating(unique).level(), Some(Level::Extreme));
        let several = format!(".........{}", &unique[9..]);
        assert_eq!(rating(&several), Rating::Unrated);
        assert_eq!(
            rate(&Puzzle::new(Variant::Standard, crate::engine::Grid::EMPTY)),
            Rating::Unrated
        );
        let mut clash = crate::engine::Grid::EMPTY;
        let one = crate::engine::Digit::new(1);
        clash.set(crate::engine::Cell::new(0).unwrap(), one);
        clash.set(crate::engine::Cell::new(1).unwrap(), one);
        assert_eq!(
            rate(&Puzzle::new(Variant::Standard, clash)),
            Rating::Unrated
        );
    }

    #[test]
    fn a_solved_grid_has_no_step_and_is_unrated() {
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        assert_eq!(rating(solved), Rating::Unrated);
    }

    #[test]
    fn score_raises_the_level_and_slugs_round_trip() {
        for l in Level::ALL {
            assert_eq!(Level::from_slug(l.slug()), Some(l));
            assert_eq!(Rating::level_from_slug(l.slug()), Some(Some(l)));
        }
        assert_eq!(Rating::level_from_slug("unrated"), Some(None));
        assert_eq!(Rating::level_from_slug("Hard"), None);
        assert_eq!(Level::Easy.harder(), Level::Medium);
        assert_eq!(Level::Extreme.harder(), Level::Extreme);
        // An easy path with a big score is rated higher: a near-empty 17-clue puzzle solved by
        // singles only still sums 4–14 per cell; any rated puzzle's level is at least the
        // score's band.
        let r = rating(
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
        );
        if let Rating::Rated { level, score, .. } = r {
            assert!(level.max_score().is_none_or(|m| score <= m), "{r:?}");
        }
    }

    #[test]
    fn levels_follow_technique_order_roughly() {
        assert_eq!(Technique::HiddenSingle.level(), Level::Easy);
        assert_eq!(Technique::NakedPair.level(), Level::Medium);
        assert_eq!(Technique::XWing.level(), Level::Hard);
        assert_eq!(Technique::SashimiJellyfish.level(), Level::Expert);
        // A technique on the candidate ladder is Extreme where HoDoKu makes it so (Mutant
        // fish, forcing chains and nets, templates: a score of 450 or more); the others are
        // at most Expert.
        for t in crate::engine::techniques::ladder() {
            assert_eq!(
                t.level() == Level::Extreme,
                t.hodoku_score() >= 450,
                "{t:?}"
            );
        }
        assert_eq!(Technique::TrialAndError.level(), Level::Extreme);
    }
}
