//! Parsing untrusted text (pasted puzzles, files, URL parameters) into a [`Puzzle`].
//!
//! Accepted, detected from the text itself:
//! - **81 cells** on one line or spread over lines: `1`–`9` or letters `A`–`I`/`a`–`i` (a seed
//!   convention) are digits; `0 . - _ * x X` are empty cells; whitespace and the separators
//!   `| + , ;` between cells are ignored; on multi-line input, border lines such as
//!   `+-------+-------+` or `.----------.` are skipped.
//! - **729-character candidate line** ("sukaku"): nine characters per cell, a digit where it
//!   is a candidate and `.`/`0` where it is not.
//! - **Candidate grid** (as HoDoKu and forums print it): 81 whitespace-separated digit groups,
//!   such as `4  1679  12679 | 139 …`, with or without borders.
//!
//! Everything after a `#` on a line is a comment. Errors are values with a message that says
//! what to fix and where ("found 79 cells, need 81"; "7 appears twice in row 3: r3c2 and
//! r3c8"). The parser never panics, whatever the bytes (property-tested).

use super::bits::DigitSet;
use super::grid::{Candidates, Grid, Repeat};
use super::house::Variant;
use super::puzzle::Puzzle;
use super::types::{Cell, Digit};

/// Why a text is not a puzzle. The engine has no words for it: `crate::i18n::parse_error` says
/// it in the reader's language (the CLI in English).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseError {
    /// The text holds no cell at all (only whitespace, separators or comments).
    Empty,
    /// The text holds a number of cells other than 81 (or 729 candidate characters).
    WrongCellCount {
        /// How many cells were found.
        found: usize,
    },
    /// A character that is neither a digit, a letter A–I, an empty marker nor a separator.
    UnknownCharacter {
        /// The character.
        ch: char,
        /// 1-based line of the text.
        line: usize,
        /// 1-based column (in characters) within the line.
        column: usize,
        /// Whether the text has more than one line (decides how the place is said).
        multiline: bool,
    },
    /// A digit appears twice in one house of the variant.
    Repeat(Repeat),
    /// A cell of a candidate grid has no candidate.
    NoCandidates {
        /// The cell.
        cell: Cell,
    },
    /// A candidate group in a candidate grid names the same digit twice or holds a 0.
    BadCandidateGroup {
        /// The cell whose group is malformed.
        cell: Cell,
        /// The group as written.
        group: String,
    },
}

/// How an error message shows a character: as itself, or as an escape (`\u{9}`) when it is
/// invisible (a control character or white space).
pub fn printable(ch: char) -> String {
    if ch.is_control() || ch.is_whitespace() {
        ch.escape_unicode().to_string()
    } else {
        ch.to_string()
    }
}

/// Parses `text` as a puzzle under `variant`, detecting the format (see the module docs).
pub fn parse_puzzle(text: &str, variant: Variant) -> Result<Puzzle, ParseError> {
    let puzzle = match plain_line(text) {
        Some(givens) => Puzzle::new(variant, givens),
        None => any_format(text, variant)?,
    };
    if let Some(repeat) = puzzle.givens.first_repeat(variant) {
        return Err(ParseError::Repeat(repeat));
    }
    Ok(puzzle)
}

/// The common case read directly: exactly 81 characters, each a digit or an empty marker,
/// nothing else (no separator, comment or second line). The general reader gives the same
/// grid for such a text; this path skips its line splitting, format detection and
/// allocations, which were a quarter of `stepwise solve`'s time on a file of 17-clue
/// puzzles.
fn plain_line(text: &str) -> Option<Grid> {
    let bytes: &[u8; 81] = text.as_bytes().try_into().ok()?;
    let mut numbers = [0u8; 81];
    for (n, &b) in numbers.iter_mut().zip(bytes) {
        *n = CELL_BYTES[usize::from(b)];
        if *n > 9 {
            return None;
        }
    }
    Grid::from_numbers(&numbers)
}

/// What an ASCII character means as a cell: `Some(0)` an empty cell, `Some(1..=9)` a digit
/// (`1`–`9`, `A`–`I`, `a`–`i`), `None` anything else.
const fn cell_byte(b: u8) -> Option<u8> {
    match b {
        b'1'..=b'9' => Some(b - b'0'),
        b'A'..=b'I' => Some(b - b'A' + 1),
        b'a'..=b'i' => Some(b - b'a' + 1),
        b'0' | b'.' | b'-' | b'_' | b'*' | b'x' | b'X' => Some(0),
        _ => None,
    }
}

/// [`cell_byte`] for every byte, `u8::MAX` for "not a cell": one load per character on the
/// fast path.
static CELL_BYTES: [u8; 256] = {
    let mut table = [u8::MAX; 256];
    let mut b = 0;
    while b < 128 {
        if let Some(n) = cell_byte(b as u8) {
            table[b] = n;
        }
        b += 1;
    }
    table
};

/// Any accepted format, detected from the text (the repeat check is the caller's).
fn any_format(text: &str, variant: Variant) -> Result<Puzzle, ParseError> {
    let lines = content_lines(text);
    if lines.iter().all(|l| l.text.trim().is_empty()) {
        return Err(ParseError::Empty);
    }
    if let Some(groups) = candidate_groups(&lines) {
        return candidate_grid(&groups, variant);
    }
    let cells = scan_cells(&lines)?;
    match cells.len() {
        81 => Ok(Puzzle::new(variant, grid_from_cells(&cells))),
        729 => candidate_line(&cells, &lines, variant),
        0 => Err(ParseError::Empty),
        found => Err(ParseError::WrongCellCount { found }),
    }
}

/// One line of the input with its comment cut off and its 1-based number.
struct Line<'a> {
    number: usize,
    text: &'a str,
}

fn content_lines(text: &str) -> Vec<Line<'_>> {
    let multiline = text.lines().filter(|l| !l.trim().is_empty()).count() > 1;
    text.lines()
        .enumerate()
        .map(|(i, raw)| {
            let text = raw.split('#').next().unwrap_or("");
            Line {
                number: i + 1,
                text,
            }
        })
        .filter(|l| !(multiline && is_border_line(l.text)))
        .collect()
}

/// `+-------+-------+`, `.-----------.`, `=========`, `*---*`: lines with no cell content.
/// Only consulted on multi-line input, where a row of nine `-` cells is still a row.
fn is_border_line(line: &str) -> bool {
    let t = line.trim();
    let only_border_chars = t.chars().all(|c| {
        matches!(
            c,
            '-' | '=' | '+' | '|' | '.' | '\'' | ':' | '*' | ' ' | '\t'
        )
    });
    let dashes = t.chars().filter(|c| matches!(c, '-' | '=')).count();
    only_border_chars && (t.contains('+') || t.contains('=') || dashes >= 10)
}

/// What a single character means in the 81-cell and 729-character formats.
enum CellChar {
    Digit(Digit),
    Empty,
    Separator,
}

fn classify(ch: char) -> Option<CellChar> {
    if let Some(n) = u8::try_from(ch)
        .ok()
        .filter(u8::is_ascii)
        .and_then(cell_byte)
    {
        return Some(Digit::new(n).map_or(CellChar::Empty, CellChar::Digit));
    }
    match ch {
        '|' | '+' | ',' | ';' => Some(CellChar::Separator),
        c if c.is_whitespace() => Some(CellChar::Separator),
        _ => None,
    }
}

/// A cell (or candidate position) read from the text, with where it stood.
#[derive(Clone, Copy)]
struct ScannedCell {
    digit: Option<Digit>,
    letter: bool,
}

fn scan_cells(lines: &[Line<'_>]) -> Result<Vec<ScannedCell>, ParseError> {
    let multiline = lines.iter().filter(|l| !l.text.trim().is_empty()).count() > 1;
    let mut cells = Vec::with_capacity(81);
    for line in lines {
        for (col, ch) in line.text.chars().enumerate() {
            match classify(ch) {
                Some(CellChar::Digit(d)) => cells.push(ScannedCell {
                    digit: Some(d),
                    letter: ch.is_ascii_alphabetic(),
                }),
                Some(CellChar::Empty) => cells.push(ScannedCell {
                    digit: None,
                    letter: false,
                }),
                Some(CellChar::Separator) => {}
                None => {
                    return Err(ParseError::UnknownCharacter {
                        ch,
                        line: line.number,
                        column: col + 1,
                        multiline,
                    });
                }
            }
        }
        // Stop counting far beyond any valid size: the error message needs no exact count.
        if cells.len() > 100_000 {
            break;
        }
    }
    Ok(cells)
}

fn grid_from_cells(cells: &[ScannedCell]) -> Grid {
    let mut grid = Grid::EMPTY;
    for (cell, scanned) in Cell::all().zip(cells) {
        grid.set(cell, scanned.digit);
    }
    grid
}

/// The 729-character format: nine positions per cell; a digit marks a candidate.
fn candidate_line(
    cells: &[ScannedCell],
    lines: &[Line<'_>],
    variant: Variant,
) -> Result<Puzzle, ParseError> {
    if cells.iter().any(|c| c.letter) {
        // Letters are digits only in the 81-cell format; here they are a mistake.
        let (line, column, ch) = lines
            .iter()
            .flat_map(|l| {
                l.text
                    .chars()
                    .enumerate()
                    .map(move |(i, ch)| (l.number, i + 1, ch))
            })
            .find(|(_, _, ch)| ch.is_ascii_alphabetic() && !matches!(ch, 'x' | 'X'))
            .unwrap_or((1, 1, '?'));
        return Err(ParseError::UnknownCharacter {
            ch,
            line,
            column,
            multiline: lines.len() > 1,
        });
    }
    let mut sets = [DigitSet::EMPTY; 81];
    for (cell, chunk) in Cell::all().zip(cells.chunks(9)) {
        let set: DigitSet = chunk.iter().filter_map(|c| c.digit).collect();
        if set.is_empty() {
            return Err(ParseError::NoCandidates { cell });
        }
        sets[cell.index()] = set;
    }
    Ok(puzzle_from_candidates(Candidates::from_sets(sets), variant))
}

/// The digit groups of a candidate grid, if the text looks like one: exactly 81 groups of
/// digits separated by whitespace or borders, at least one of them with two or more digits.
fn candidate_groups(lines: &[Line<'_>]) -> Option<Vec<String>> {
    let mut groups = Vec::new();
    for line in lines {
        for token in line
            .text
            .split(|c: char| c.is_whitespace() || matches!(c, '|' | '+' | ',' | ';' | ':'))
        {
            let token = token.trim_matches(|c| matches!(c, '.' | '-' | '\'' | '*' | '='));
            if token.is_empty() {
                continue;
            }
            if !token.chars().all(|c| c.is_ascii_digit()) {
                return None;
            }
            groups.push(token.to_string());
            if groups.len() > 81 {
                return None;
            }
        }
    }
    (groups.len() == 81 && groups.iter().any(|g| g.len() >= 2)).then_some(groups)
}

fn candidate_grid(groups: &[String], variant: Variant) -> Result<Puzzle, ParseError> {
    let mut sets = [DigitSet::EMPTY; 81];
    for (cell, group) in Cell::all().zip(groups) {
        let mut set = DigitSet::EMPTY;
        for ch in group.chars() {
            let Some(d) = Digit::new(ch as u8 - b'0') else {
                return Err(ParseError::BadCandidateGroup {
                    cell,
                    group: group.clone(),
                });
            };
            if set.contains(d) {
                return Err(ParseError::BadCandidateGroup {
                    cell,
                    group: group.clone(),
                });
            }
            set.insert(d);
        }
        sets[cell.index()] = set;
    }
    Ok(puzzle_from_candidates(Candidates::from_sets(sets), variant))
}

fn puzzle_from_candidates(candidates: Candidates, variant: Variant) -> Puzzle {
    Puzzle {
        variant,
        givens: candidates.singles(),
        candidates: Some(candidates),
    }
}

#[cfg(test)]
mod tests;
