//! The input loop's reading side: puzzle lines from files or standard input, with blank
//! lines and `#` comment lines skipped and every line's number kept for error messages.
//!
//! Lines are read in batches of a few thousand into one reused buffer (no allocation per
//! line), so a file of any size streams through in constant memory and a batch can be
//! answered on several threads.

use std::borrow::Cow;
use std::fmt;
use std::io::{self, BufRead};
use std::ops::Range;

/// One puzzle line and where it came from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PuzzleLine<'a> {
    /// The file name, or `None` for standard input.
    pub source: Option<&'a str>,
    /// 1-based line number within its source.
    pub number: usize,
    /// The line's text, trimmed (comment not yet removed; the parser ignores it).
    pub text: &'a str,
}

impl PuzzleLine<'_> {
    /// `line 3` or `puzzles.txt line 3`: how error messages name the place.
    pub fn place(&self) -> Place<'_> {
        Place(*self)
    }
}

/// The place of a [`PuzzleLine`], written without building a string.
pub struct Place<'a>(PuzzleLine<'a>);

impl fmt::Display for Place<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.source {
            Some(file) => write!(f, "{file} line {}", self.0.number),
            None => write!(f, "line {}", self.0.number),
        }
    }
}

/// Consecutive puzzle lines of one source: their texts in one buffer.
#[derive(Default, Debug)]
pub struct Batch {
    source: Option<String>,
    text: String,
    lines: Vec<(usize, Range<usize>)>,
}

impl Batch {
    /// How many puzzle lines the batch holds.
    pub fn len(&self) -> usize {
        self.lines.len()
    }

    /// Whether the batch holds no line (the source is exhausted).
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The puzzle lines with indexes in `range` (all of them: `0..len()`).
    pub fn lines(&self, range: Range<usize>) -> impl ExactSizeIterator<Item = PuzzleLine<'_>> {
        self.lines[range].iter().map(|(number, span)| PuzzleLine {
            source: self.source.as_deref(),
            number: *number,
            text: &self.text[span.clone()],
        })
    }
}

/// Reads the puzzle lines of one source, batch after batch.
pub struct LineReader<R> {
    reader: R,
    source: Option<String>,
    number: usize,
    raw: Vec<u8>,
}

impl<R: BufRead> LineReader<R> {
    /// Reads `reader`, named `source` in error messages (`None`: standard input).
    pub fn new(reader: R, source: Option<&str>) -> LineReader<R> {
        LineReader {
            reader,
            source: source.map(str::to_string),
            number: 0,
            raw: Vec::new(),
        }
    }

    /// Refills `batch` with the next (up to) `max` puzzle lines; an empty batch means the
    /// source is exhausted. Bytes that are not UTF-8 are replaced (the parser then names
    /// the odd character).
    pub fn read_batch(&mut self, batch: &mut Batch, max: usize) -> io::Result<()> {
        batch.text.clear();
        batch.lines.clear();
        batch.source.clone_from(&self.source);
        while batch.lines.len() < max {
            self.raw.clear();
            if self.reader.read_until(b'\n', &mut self.raw)? == 0 {
                break;
            }
            self.number += 1;
            // Checked first: `from_utf8` is several times faster than the lossy scan.
            let text = match std::str::from_utf8(&self.raw) {
                Ok(text) => Cow::Borrowed(text),
                Err(_) => String::from_utf8_lossy(&self.raw),
            };
            let trimmed = text.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let start = batch.text.len();
            batch.text.push_str(trimmed);
            batch.lines.push((self.number, start..batch.text.len()));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skips_blank_and_comment_lines_and_keeps_numbers_across_batches() {
        let input = "# header\n\nabc\r\n  # indented comment\n def # tail\nghi\n\u{ff}x\n";
        let mut reader = LineReader::new(input.as_bytes(), Some("f.txt"));
        let mut batch = Batch::default();
        let mut seen = Vec::new();
        loop {
            reader.read_batch(&mut batch, 2).unwrap();
            if batch.is_empty() {
                break;
            }
            seen.push(
                batch
                    .lines(0..batch.len())
                    .map(|l| format!("{}: {}", l.place(), l.text))
                    .collect::<Vec<_>>(),
            );
        }
        assert_eq!(
            seen,
            vec![
                vec!["f.txt line 3: abc", "f.txt line 5: def # tail"],
                vec!["f.txt line 6: ghi", "f.txt line 7: \u{ff}x"],
            ]
        );
        let mut stdin = LineReader::new(&b"\xffx\n"[..], None);
        stdin.read_batch(&mut batch, 10).unwrap();
        let line = batch.lines(0..batch.len()).next().unwrap();
        assert_eq!(
            (line.place().to_string(), line.text),
            ("line 1".to_string(), "\u{fffd}x")
        );
    }
}
