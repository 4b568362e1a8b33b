//! Practice: the local history of the techniques the coach hinted (how often each), from
//! which the app suggests puzzles that need them. A small record of its own, one
//! `<technique id> <count>` line per technique under a version line. Reading is forgiving
//! (a line it cannot read is skipped, and kept when the record is written again); a stored
//! text that is not such a record is never overwritten.

use crate::engine::Technique;

/// The storage key of the record (the app writes it, the practice page reads it).
pub const HINTED_KEY: &str = "stepwise/v1/hinted";

/// The first line of the record.
pub const HINTED_MAGIC: &str = "stepwise-hinted 1";

/// The techniques the record counts, with their counts, in the record's order.
pub fn hinted(record: &str) -> Vec<(Technique, u32)> {
    let mut lines = record.lines();
    if lines.next().map(str::trim) != Some(HINTED_MAGIC) {
        return Vec::new();
    }
    lines.filter_map(count_line).collect()
}

fn count_line(line: &str) -> Option<(Technique, u32)> {
    let (id, n) = line.trim().split_once(' ')?;
    Some((Technique::from_id(id)?, n.parse().ok()?))
}

/// The record with one more hint of `technique`; `None` when the stored text is not a
/// record of ours (it is left alone). Lines it cannot read stay as they are.
pub fn record_hint(stored: Option<&str>, technique: Technique) -> Option<String> {
    let text = stored.unwrap_or(HINTED_MAGIC);
    let mut lines = text.lines();
    if lines.next().map(str::trim) != Some(HINTED_MAGIC) {
        return None;
    }
    // The technique's line is found by its id word (the page needs no technique table).
    let id = technique.id();
    let mut out = String::from(HINTED_MAGIC);
    let mut found = false;
    for line in lines {
        out.push('\n');
        let count = line
            .trim()
            .strip_prefix(id)
            .and_then(|rest| rest.strip_prefix(' '))
            .and_then(|n| n.parse::<u32>().ok())
            .filter(|_| !found);
        match count {
            Some(n) => {
                found = true;
                out.push_str(&format!("{id} {}", n.saturating_add(1)));
            }
            None => out.push_str(line),
        }
    }
    if !found {
        out.push_str(&format!("\n{id} 1"));
    }
    out.push('\n');
    Some(out)
}

/// The `n` techniques hinted most often, most first (ties: the easier first).
pub fn most_hinted(record: &str, n: usize) -> Vec<Technique> {
    let mut all = hinted(record);
    crate::engine::sort::sort_by(&mut all, |a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    all.into_iter().map(|(t, _)| t).take(n).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints_are_counted_and_the_most_hinted_come_first() {
        let mut record = None::<String>;
        for t in [
            Technique::XWing,
            Technique::NakedPair,
            Technique::XWing,
            Technique::Skyscraper,
            Technique::NakedPair,
            Technique::XWing,
            Technique::HiddenSingle,
        ] {
            record = record_hint(record.as_deref(), t);
        }
        let record = record.unwrap();
        assert_eq!(
            hinted(&record),
            [
                (Technique::XWing, 3),
                (Technique::NakedPair, 2),
                (Technique::Skyscraper, 1),
                (Technique::HiddenSingle, 1)
            ]
        );
        assert_eq!(
            most_hinted(&record, 3),
            [
                Technique::XWing,
                Technique::NakedPair,
                Technique::HiddenSingle
            ]
        );
        assert_eq!(most_hinted(&record, 9).len(), 4);
    }

    #[test]
    fn damage_is_skipped_kept_and_never_overwritten() {
        let damaged = "stepwise-hinted 1\nx-wing two\nno-such-technique 4\nx-wing 2\n\u{0}";
        assert_eq!(hinted(damaged), [(Technique::XWing, 2)]);
        let grown = record_hint(Some(damaged), Technique::XWing).unwrap();
        assert!(
            grown.contains("x-wing two\nno-such-technique 4\nx-wing 3\n\u{0}\n"),
            "{grown}"
        );
        for foreign in ["", "[1,2]", "stepwise-hinted 2\nx-wing 1"] {
            assert_eq!(hinted(foreign), []);
            assert_eq!(most_hinted(foreign, 3), []);
            assert_eq!(record_hint(Some(foreign), Technique::XWing), None);
        }
        let huge = format!("{HINTED_MAGIC}\nx-wing {}\n", u32::MAX);
        assert_eq!(
            hinted(&record_hint(Some(&huge), Technique::XWing).unwrap()),
            [(Technique::XWing, u32::MAX)]
        );
    }
}
