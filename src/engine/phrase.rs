//! Sentences without a language: a message key and typed arguments.
//!
//! The engine explains its steps (and its diagnoses) as [`Phrase`]s. The words live in the
//! message tables of `crate::i18n` (`en.txt`, `de.txt`), which render a phrase in the
//! reader's language: each `{name}` of the key's template is replaced by its argument, said
//! the way that language says a house, a list of cells or a number. The engine itself never
//! names a language, so the CLI, the browser and the tests share one set of sentences.
//!
//! ```
//! use stepwise::engine::phrase::{Arg, Phrase};
//! use stepwise::engine::{Cell, Digit};
//! let p = Phrase::new("explain.single.naked.what")
//!     .cell("cell", Cell::at(0, 1).unwrap())
//!     .digit("digit", Digit::new(5).unwrap());
//! assert_eq!(p.key, "explain.single.naked.what");
//! assert!(matches!(p.args[1].1, Arg::Digit(_)));
//! ```

use super::bits::{CellSet, DigitSet};
use super::house::House;
use super::step::{Candidate, Technique};
use super::types::{Cell, Digit};

/// A sentence (or a part of one) as a message key and its arguments.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Phrase {
    /// The message key, e.g. `explain.fish.where`.
    pub key: &'static str,
    /// The values of the template's `{name}` placeholders, by name.
    pub args: Vec<(&'static str, Arg)>,
}

/// A value a template places, said in the reader's language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Arg {
    /// A cell: `r3c4`.
    Cell(Cell),
    /// A digit: `7`.
    Digit(Digit),
    /// A house: "row 3", "Zeile 3".
    House(House),
    /// Houses joined with "and": "row 3 and column 5".
    Houses(Vec<House>),
    /// Cells joined with "and": "r1c1, r1c2 and r1c3".
    Cells(CellSet),
    /// Cells joined with "or".
    CellsOr(CellSet),
    /// Digits joined with "and": "2, 5 and 7".
    Digits(DigitSet),
    /// Digits joined with "or".
    DigitsOr(DigitSet),
    /// Candidates, each as "digit in cell", joined with commas.
    Candidates(Vec<Candidate>),
    /// Candidates to remove, grouped by the cells they leave: "remove 1 and 6 from r1c4 and
    /// r1c5; 7 from r1c2".
    Removals(Vec<Candidate>),
    /// A small count said as a word where the language does ("two", "zwei").
    Count(u32),
    /// A number said in digits.
    Number(u32),
    /// A technique's name.
    Technique(Technique),
    /// A technique's name with the indefinite article where the language puts one.
    TechniqueWithArticle(Technique),
    /// Kinds of house ("row", "column", "block", "diagonal", "colour group") joined with
    /// "and"; each is the message key of the kind's word.
    HouseKinds(Vec<&'static str>),
    /// Text that is the same in every language (chain notation such as `(4)r5c4 = (4)r3c4`).
    Notation(String),
    /// A phrase inside a phrase.
    Phrase(Box<Phrase>),
    /// Phrases joined with "and".
    And(Vec<Phrase>),
    /// Phrases joined with "; ".
    Semicolons(Vec<Phrase>),
    /// Sentences joined with a space.
    Sentences(Vec<Phrase>),
}

impl Phrase {
    /// A phrase for `key`, arguments to follow.
    pub fn new(key: &'static str) -> Phrase {
        Phrase {
            key,
            args: Vec::new(),
        }
    }

    /// Adds the argument `name`.
    pub fn arg(mut self, name: &'static str, value: Arg) -> Phrase {
        self.args.push((name, value));
        self
    }

    /// Adds a cell.
    pub fn cell(self, name: &'static str, cell: Cell) -> Phrase {
        self.arg(name, Arg::Cell(cell))
    }

    /// Adds a digit.
    pub fn digit(self, name: &'static str, digit: Digit) -> Phrase {
        self.arg(name, Arg::Digit(digit))
    }

    /// Adds a house.
    pub fn house(self, name: &'static str, house: House) -> Phrase {
        self.arg(name, Arg::House(house))
    }

    /// Adds houses joined with "and".
    pub fn houses(self, name: &'static str, houses: &[House]) -> Phrase {
        self.arg(name, Arg::Houses(houses.to_vec()))
    }

    /// Adds cells joined with "and".
    pub fn cells(self, name: &'static str, cells: CellSet) -> Phrase {
        self.arg(name, Arg::Cells(cells))
    }

    /// Adds cells joined with "or".
    pub fn cells_or(self, name: &'static str, cells: CellSet) -> Phrase {
        self.arg(name, Arg::CellsOr(cells))
    }

    /// Adds digits joined with "and".
    pub fn digits(self, name: &'static str, digits: DigitSet) -> Phrase {
        self.arg(name, Arg::Digits(digits))
    }

    /// Adds digits joined with "or".
    pub fn digits_or(self, name: &'static str, digits: DigitSet) -> Phrase {
        self.arg(name, Arg::DigitsOr(digits))
    }

    /// Adds candidates to remove.
    pub fn removals(self, name: &'static str, removals: &[Candidate]) -> Phrase {
        self.arg(name, Arg::Removals(removals.to_vec()))
    }

    /// Adds a small count (said as a word where the language does).
    pub fn count(self, name: &'static str, n: u32) -> Phrase {
        self.arg(name, Arg::Count(n))
    }

    /// Adds a technique's name.
    pub fn technique(self, name: &'static str, technique: Technique) -> Phrase {
        self.arg(name, Arg::Technique(technique))
    }

    /// Adds a technique's name with its indefinite article.
    pub fn technique_a(self, name: &'static str, technique: Technique) -> Phrase {
        self.arg(name, Arg::TechniqueWithArticle(technique))
    }

    /// Adds a phrase.
    pub fn phrase(self, name: &'static str, phrase: Phrase) -> Phrase {
        self.arg(name, Arg::Phrase(Box::new(phrase)))
    }

    /// The arguments' message keys too: this phrase's key and those of nested phrases and
    /// house kinds (for checking that the tables hold them all).
    pub fn keys(&self) -> Vec<&'static str> {
        let mut out = vec![self.key];
        for (_, arg) in &self.args {
            match arg {
                Arg::Phrase(p) => out.extend(p.keys()),
                Arg::And(list) | Arg::Semicolons(list) | Arg::Sentences(list) => {
                    out.extend(list.iter().flat_map(Phrase::keys));
                }
                Arg::HouseKinds(kinds) => out.extend(kinds.iter().copied()),
                _ => {}
            }
        }
        out
    }
}

/// Candidates to remove, grouped by the set of cells they leave (digits in order), the way
/// [`Arg::Removals`] says them.
pub fn removal_groups(removals: &[Candidate]) -> Vec<(DigitSet, CellSet)> {
    let mut groups: Vec<(DigitSet, CellSet)> = Vec::new();
    for d in Digit::all() {
        let cells: CellSet = removals
            .iter()
            .filter(|e| e.digit == d)
            .map(|e| e.cell)
            .collect();
        if cells.is_empty() {
            continue;
        }
        match groups.iter_mut().find(|(_, c)| *c == cells) {
            Some((digits, _)) => digits.insert(d),
            None => groups.push((DigitSet::single(d), cells)),
        }
    }
    groups
}
