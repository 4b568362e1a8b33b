//! A puzzle's difficulty label for file names, the library and the print view, in the
//! HoDoKu manner (TECHNIQUES.md §2a): solve by logic, always taking the easiest step the
//! engine finds ([`next_step`]); the level is the hardest step's level, raised while the
//! summed step scores exceed that level's maximum (Easy ≤ 800, Medium ≤ 1000, Hard ≤ 1600,
//! Expert ≤ 1800; HoDoKu calls Expert "Unfair"). A puzzle without exactly one solution, or
//! one the engine's techniques cannot finish, is [`Rating::Unrated`].
//!
//! This is the one table that maps techniques to product labels.

use crate::engine::solver::count;
use crate::engine::techniques::next_step;
use crate::engine::{Position, Puzzle, Technique};

/// A difficulty label, easiest first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Intersections and subsets up to triples.
    Medium,
    /// Quadruples, basic fish, single-digit patterns, wings, uniqueness, colouring.
    Hard,
    /// Finned and sashimi big fish and the other heavy patterns (HoDoKu's "Unfair").
    Expert,
    /// Beyond Expert's score.
    Extreme,
}

impl Level {
    /// All levels, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];

    /// The name in file names, saves and links: `easy` … `extreme`.
    pub const fn slug(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
        }
    }

    /// The level named by `slug` (the inverse of [`Level::slug`]).
    pub fn from_slug(slug: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.slug() == slug)
    }

    /// The highest total score a puzzle of this level may have (`None` for Extreme).
    pub const fn max_score(self) -> Option<u32> {
        match self {
            Level::Easy => Some(800),
            Level::Medium => Some(1000),
            Level::Hard => Some(1600),
            Level::Expert => Some(1800),
            Level::Extreme => None,
        }
    }

    const fn harder(self) -> Level {
        match self {
            Level::Easy => Level::Medium,
            Level::Medium => Level::Hard,
            Level::Hard => Level::Expert,
            Level::Expert | Level::Extreme => Level::Extreme,
        }
    }
}

/// The level of one step of `technique` (HoDoKu's defaults; the engine's own variant
/// techniques rank with the locked candidates they generalise, Unique Loops with the Unique
/// Rectangles, WXYZ-Wing and 3D Medusa with HoDoKu's ALS and chain family).
pub const fn technique_level(technique: Technique) -> Level {
    use Technique as T;
    match technique {
        T::FullHouse
        | T::HiddenSingle
        | T::NakedSingle
        | T::DirectPointing
        | T::DirectHiddenPair => Level::Easy,
        T::LockedCandidatesPointing
        | T::LockedCandidatesClaiming
        | T::DiagonalPincer
        | T::ColorPincer
        | T::LockedPair
        | T::LockedTriple
        | T::NakedPair
        | T::HiddenPair
        | T::NakedTriple
        | T::HiddenTriple => Level::Medium,
        T::NakedQuadruple
        | T::HiddenQuadruple
        | T::XWing
        | T::Swordfish
        | T::Jellyfish
        | T::FinnedXWing
        | T::SashimiXWing
        | T::Skyscraper
        | T::TwoStringKite
        | T::TurbotFish
        | T::EmptyRectangle
        | T::WWing
        | T::XYWing
        | T::XYZWing
        | T::RemotePair
        | T::UniqueRectangle1
        | T::UniqueRectangle2
        | T::UniqueRectangle3
        | T::UniqueRectangle4
        | T::UniqueRectangle5
        | T::UniqueRectangle6
        | T::UniqueLoop1
        | T::UniqueLoop2
        | T::UniqueLoop3
        | T::UniqueLoop4
        | T::BugPlusOne
        | T::HiddenRectangle
        | T::AvoidableRectangle1
        | T::AvoidableRectangle2
        | T::SimpleColorsTrap
        | T::SimpleColorsWrap
        | T::MultiColors1
        | T::MultiColors2 => Level::Hard,
        T::FinnedSwordfish
        | T::SashimiSwordfish
        | T::FinnedJellyfish
        | T::SashimiJellyfish
        | T::WXYZWing
        | T::ThreeDMedusa => Level::Expert,
        T::TrialAndError => Level::Extreme,
    }
}

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
        let Some(step) = next_step(&pos, |t| {
            !matches!(t, Technique::DirectPointing | Technique::DirectHiddenPair)
        }) else {
            return Rating::Unrated;
        };
        if step.placements.is_empty() && step.eliminations.is_empty() {
            return Rating::Unrated;
        }
        let t = step.technique;
        score = score.saturating_add(t.hodoku_score());
        let key = |t: Technique| (technique_level(t), t.hodoku_score());
        if hardest.is_none_or(|h| key(t) > key(h)) {
            hardest = Some(t);
        }
        level = level.max(technique_level(t));
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
            // Expert steps and a score of 1832: Extreme.
            (
                "7.8...3.....6.1...4.........6.....253...8.......1...9..9.5....2....7.4...........",
                Level::Extreme,
                Some(Technique::WXYZWing),
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
        // Unique, but the engine's techniques run out before the end.
        assert_eq!(rating(unique), Rating::Unrated);
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
        assert_eq!(technique_level(Technique::HiddenSingle), Level::Easy);
        assert_eq!(technique_level(Technique::NakedPair), Level::Medium);
        assert_eq!(technique_level(Technique::XWing), Level::Hard);
        assert_eq!(technique_level(Technique::SashimiJellyfish), Level::Expert);
        // Every technique's level is at most Expert (Extreme comes from the score alone).
        for t in Technique::ALL {
            assert!(technique_level(t) <= Level::Expert, "{t:?}");
        }
    }
}
