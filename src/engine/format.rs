//! Formatting grids as the multi-line texts people copy around: a bordered 9-line grid and a
//! HoDoKu-style candidate grid. Both parse back with [`super::parse::parse_puzzle`].

use super::grid::{Candidates, Grid};
use super::types::{Cell, Digit};

/// A bordered 9-line grid with `.` for empty cells:
///
/// ```text
/// +-------+-------+-------+
/// | 4 . . | . 3 . | . . . |
/// ...
/// ```
pub fn grid_text(grid: &Grid) -> String {
    let border = "+-------+-------+-------+\n";
    let mut out = String::with_capacity(25 * 13);
    for row in 0..9u8 {
        if row % 3 == 0 {
            out.push_str(border);
        }
        for col in 0..9u8 {
            if col % 3 == 0 {
                out.push_str("| ");
            }
            let cell = Cell::at(row, col).expect("row and col are below 9");
            out.push(grid.get(cell).map_or('.', |d| char::from(b'0' + d.get())));
            out.push(' ');
        }
        out.push_str("|\n");
    }
    out.push_str(border);
    out
}

/// A candidate grid: each cell's candidates as a digit group, columns padded to line up,
/// blocks separated by `|` and border lines.
pub fn candidate_grid_text(candidates: &Candidates) -> String {
    let groups: Vec<String> = Cell::all()
        .map(|c| {
            candidates
                .get(c)
                .iter()
                .map(|d: Digit| char::from(b'0' + d.get()))
                .collect()
        })
        .collect();
    let widths: Vec<usize> = (0..9)
        .map(|col| {
            (0..9)
                .map(|row| groups[row * 9 + col].len().max(1))
                .max()
                .unwrap_or(1)
        })
        .collect();
    let stack_width = |s: usize| widths[s * 3..s * 3 + 3].iter().sum::<usize>() + 4;
    let border: String = {
        let mut b = String::from(".");
        for s in 0..3 {
            b.push_str(&"-".repeat(stack_width(s)));
            b.push('.');
        }
        b.push('\n');
        b
    };
    let mut out = String::new();
    for row in 0..9 {
        if row % 3 == 0 {
            out.push_str(&border);
        }
        for col in 0..9 {
            if col % 3 == 0 {
                out.push_str("| ");
            }
            let g = &groups[row * 9 + col];
            out.push_str(g);
            out.push_str(&" ".repeat(widths[col] - g.len() + 1));
        }
        out.push_str("|\n");
    }
    out.push_str(&border);
    out
}
