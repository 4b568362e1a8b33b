//! `stepwise rate`: every scale of [`crate::engine::rating`] on one line per puzzle, as
//! text or as the JSON object of `--help`.

use std::fmt::Write;

use super::json;
use crate::engine::rating::{self, Options, Rating, hodoku_level_name, level_name, se::tenths};
use crate::engine::{Grid, Puzzle};

/// The output line for one puzzle (without the newline); `line` is its input line number,
/// which a JSON "not rateable" answer names.
pub fn answer(as_json: bool, puzzle: &Puzzle, line: usize) -> String {
    match rating::rate(puzzle, Options::default()) {
        Ok(r) if as_json => json_object(puzzle, &r),
        Ok(r) => text_line(&r),
        Err(why) if as_json => format!(
            "{{\"line\":{line},\"error\":{}}}",
            json::string(&why.to_string())
        ),
        Err(why) => why.to_string(),
    }
}

/// Half points as a number: `46.5`, or `46` when whole.
fn halves(h: u32) -> String {
    if h.is_multiple_of(2) {
        (h / 2).to_string()
    } else {
        format!("{}.5", h / 2)
    }
}

/// A value to one decimal.
fn one_decimal(v: f64) -> String {
    format!("{v:.1}")
}

/// `Hard  hodoku 1234 Hard  se 7.1/1.2/1.2  seed 123 (norm2 45.6, max 30; min over 8 copies 120)`.
fn text_line(r: &Rating) -> String {
    let mut s = format!(
        "{}  hodoku {} {}  se {}/{}/{}  seed {} (norm2 {}, max {}",
        level_name(r.label),
        r.hodoku.score,
        hodoku_level_name(r.hodoku.level),
        tenths(r.se.er),
        tenths(r.se.ep),
        tenths(r.se.ed),
        halves(r.seed.sum_halves),
        one_decimal(r.seed.norm2()),
        halves(r.seed.max_halves),
    );
    if let Some(m) = r.seed_min_over_transforms {
        let _ = write!(s, "; min over {} copies {}", m.copies, halves(m.min_halves));
    }
    s.push(')');
    s
}

/// The JSON object (see `--help`); `generate --json` nests it as its `rating`.
pub fn json_object(puzzle: &Puzzle, r: &Rating) -> String {
    let mut s = String::with_capacity(512);
    s.push_str("{\"puzzle\":\"");
    s.push_str(&grid_line(&puzzle.givens));
    let _ = write!(
        s,
        "\",\"variant\":{},\"label\":{},\"hodoku\":{{\"score\":{},\"level\":{}}}",
        json::string(puzzle.variant.slug()),
        json::string(level_name(r.label)),
        r.hodoku.score,
        json::string(hodoku_level_name(r.hodoku.level)),
    );
    let _ = write!(
        s,
        ",\"se\":{{\"er\":{},\"ep\":{},\"ed\":{}}}",
        tenths(r.se.er),
        tenths(r.se.ep),
        tenths(r.se.ed)
    );
    let _ = write!(
        s,
        ",\"seed_points\":{{\"sum\":{},\"norm2\":{},\"max\":{}}}",
        halves(r.seed.sum_halves),
        one_decimal(r.seed.norm2()),
        halves(r.seed.max_halves)
    );
    if let Some(m) = r.seed_min_over_transforms {
        let _ = write!(
            s,
            ",\"seed_points_min_over_transforms\":{}",
            halves(m.min_halves)
        );
    }
    s.push_str(",\"techniques\":{");
    for (i, (t, n)) in r.techniques.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(s, "{}:{n}", json::string(t.name()));
    }
    s.push_str("}}");
    s
}

/// The grid's 81 characters, `.` for an empty cell.
fn grid_line(grid: &Grid) -> String {
    grid.to_numbers()
        .iter()
        .map(|&n| if n == 0 { '.' } else { char::from(b'0' + n) })
        .collect()
}
