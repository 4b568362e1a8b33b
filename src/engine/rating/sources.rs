//! What a newspaper's grade means in our labels: "your paper's Fiendish is about our
//! Medium". One table, [`PAPER_GRADES`]: for each grade, the techniques its puzzles were
//! found to need, and where that was found. The label is not typed in by hand: it is the
//! level of the hardest of those techniques (each technique's `Def`), so the table follows
//! the one mapping of techniques to levels.
//!
//! Only grades with a public account of what their puzzles need are listed; a paper's grade
//! is its setter's feeling, so one puzzle can be a level off either way (the card says so).

use crate::engine::level::Level;
use crate::engine::step::Technique;

/// One grade of one source, and what its puzzles need.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PaperGrade {
    /// The paper (a proper name, not translated).
    pub source: &'static str,
    /// Its grade as printed (not translated).
    pub grade: &'static str,
    /// The techniques its puzzles were found to need (the hardest decides the label).
    pub needs: &'static [Technique],
    /// Where that was found.
    pub evidence: &'static str,
}

impl PaperGrade {
    /// Our label for the grade: the level of the hardest technique it needs.
    pub fn label(&self) -> Level {
        self.needs
            .iter()
            .map(|t| t.level())
            .max()
            .unwrap_or(Level::Easy)
    }
}

/// The grades, by paper, easiest first.
pub const PAPER_GRADES: [PaperGrade; 4] = [
    PaperGrade {
        source: "The Daily Telegraph",
        grade: "Gentle, Moderate",
        needs: &[Technique::NakedSingle, Technique::HiddenSingle],
        evidence: "Michael Mepham, the Telegraph's setter, \"Solving sudoku\" (Crosswords Ltd, \
                   2005): \"Simple logic is all that is required for gentle and moderate \
                   puzzles\" (read as: singles)",
    },
    PaperGrade {
        source: "The Times",
        grade: "Fiendish",
        needs: &[
            Technique::NakedSingle,
            Technique::HiddenSingle,
            Technique::LockedCandidatesPointing,
            Technique::NakedPair,
            Technique::NakedTriple,
        ],
        evidence: "ten Times Fiendish puzzles (#157-#340) solved on forum.enjoysudoku.com, \
                   \"Are the recent Times Fiendish puzzles too easy?\" (2 Sep 2005): naked \
                   and hidden singles, locked candidates, naked pairs and triples; five Hard \
                   puzzles of Pappocom, the Times' supplier, needed the same",
    },
    PaperGrade {
        source: "The Sunday Times",
        grade: "Superior",
        needs: &[Technique::XWing],
        evidence: "forum.enjoysudoku.com, \"Guess with pencil marks? (Sunday Times #16)\" \
                   (13 Nov 2005): \"the only tactic you need in Sunday ones that you never \
                   need in weekday puzzles is the X-Wing\"",
    },
    PaperGrade {
        source: "The Times",
        grade: "Super Fiendish",
        needs: &[Technique::XWing, Technique::Swordfish],
        evidence: "The Times, \"Advanced solving techniques\" (Times Online, February 2007): \
                   the grade was introduced in November 2006, and the techniques taught for \
                   it are the X-Wing and the Swordfish",
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The table as the card says it: each grade and our label for it.
    #[test]
    fn each_grade_is_the_level_of_its_hardest_technique() {
        let said: Vec<(&str, &str, Level)> = PAPER_GRADES
            .iter()
            .map(|g| (g.source, g.grade, g.label()))
            .collect();
        assert_eq!(
            said,
            [
                ("The Daily Telegraph", "Gentle, Moderate", Level::Easy),
                ("The Times", "Fiendish", Level::Medium),
                ("The Sunday Times", "Superior", Level::Hard),
                ("The Times", "Super Fiendish", Level::Hard),
            ]
        );
    }

    #[test]
    fn every_grade_says_where_it_comes_from_and_rows_go_easiest_first() {
        for g in &PAPER_GRADES {
            assert!(!g.needs.is_empty(), "{}", g.grade);
            assert!(g.evidence.len() > 40, "{}: {}", g.grade, g.evidence);
        }
        assert!(
            PAPER_GRADES
                .windows(2)
                .all(|w| w[0].label() <= w[1].label())
        );
    }
}
