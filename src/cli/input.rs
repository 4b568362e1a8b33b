//! The input loop's reading side: puzzle lines from files or standard input, with blank
//! lines and `#` comment lines skipped and every line's number kept for error messages.

use std::io::BufRead;

/// One puzzle line and where it came from.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PuzzleLine {
    /// The file name, or `None` for standard input.
    pub source: Option<String>,
    /// 1-based line number within its source.
    pub number: usize,
    /// The line's text (comment not yet removed; the parser ignores it).
    pub text: String,
}

impl PuzzleLine {
    /// `line 3` or `puzzles.txt line 3`: how error messages name the place.
    pub fn place(&self) -> String {
        match &self.source {
            Some(file) => format!("{file} line {}", self.number),
            None => format!("line {}", self.number),
        }
    }
}

/// Calls `each` for every puzzle line of `reader`, skipping blank and comment lines.
/// Bytes that are not UTF-8 are replaced (the parser then names the odd character).
pub fn for_each_puzzle_line<R: BufRead>(
    mut reader: R,
    source: Option<&str>,
    mut each: impl FnMut(PuzzleLine) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let mut buf = Vec::new();
    let mut number = 0;
    loop {
        buf.clear();
        if reader.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        number += 1;
        let text = String::from_utf8_lossy(&buf);
        let trimmed = text.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        each(PuzzleLine {
            source: source.map(str::to_string),
            number,
            text: trimmed.to_string(),
        })?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skips_blank_and_comment_lines_and_keeps_numbers() {
        let input = "# header\n\nabc\r\n  # indented comment\n def # tail\n";
        let mut seen = Vec::new();
        for_each_puzzle_line(input.as_bytes(), Some("f.txt"), |l| {
            seen.push((l.place(), l.text));
            Ok(())
        })
        .unwrap();
        assert_eq!(
            seen,
            vec![
                ("f.txt line 3".to_string(), "abc".to_string()),
                ("f.txt line 5".to_string(), "def # tail".to_string()),
            ]
        );
    }
}
