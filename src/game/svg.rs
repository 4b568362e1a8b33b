//! SVG export of a board: a standalone image a person can print, put in a document or send.
//! Thin lines between cells, thick lines every third cell and round the edge, digits centred;
//! givens bold and black, the player's digits blue and regular; the diagonals and the colour
//! groups drawn for those variants; notes optional (centre notes small in the middle, corner
//! notes small in the corners).
//!
//! The text is built from numbers and fixed strings only, so it needs no escaping.

use std::fmt::Write;

use super::Game;
use super::level::Level;
use crate::engine::{Cell, House};

/// Pixel size of a cell.
const CELL: u32 = 48;
/// Margin round the grid.
const MARGIN: u32 = 12;
/// The image's width and height.
pub const SIZE: u32 = 2 * MARGIN + 9 * CELL;

/// Fill colours of the nine colour groups (pale, so digits stay readable in print).
const GROUP_FILLS: [&str; 9] = [
    "#fde2e1", "#fdebd0", "#fbf6c8", "#dff3d6", "#d4f1ee", "#d8e8fb", "#e4dcfa", "#f7dcef",
    "#e6e6e6",
];

/// What to draw besides the digits.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SvgOptions {
    /// Draw the player's digits (otherwise only the givens: the puzzle as set).
    pub player_digits: bool,
    /// Draw centre and corner notes.
    pub notes: bool,
}

/// The SVG document of `game`'s board.
pub fn render(game: &Game, options: SvgOptions) -> String {
    let variant = game.variant();
    let mut s = String::with_capacity(16 * 1024);
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{SIZE}\" height=\"{SIZE}\" \
         viewBox=\"0 0 {SIZE} {SIZE}\" font-family=\"Helvetica, Arial, sans-serif\">\n\
         <title>Sudoku ({})</title>\n\
         <rect width=\"{SIZE}\" height=\"{SIZE}\" fill=\"#ffffff\"/>\n",
        variant.slug()
    );
    // Cell backgrounds: one rect per cell (coloured by group in the colour variants).
    s.push_str("<g class=\"cells\">\n");
    for cell in Cell::all() {
        let (x, y) = origin(cell);
        let fill = if variant.has_color_groups() {
            GROUP_FILLS[group_of(cell)]
        } else {
            "#ffffff"
        };
        let _ = writeln!(
            s,
            "<rect class=\"cell\" x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\"/>"
        );
    }
    s.push_str("</g>\n");
    if variant.has_diagonals() {
        let (a, b) = (MARGIN, MARGIN + 9 * CELL);
        let _ = write!(
            s,
            "<g class=\"diagonals\" stroke=\"#8a6cc8\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\">\n\
             <line x1=\"{a}\" y1=\"{a}\" x2=\"{b}\" y2=\"{b}\"/>\n\
             <line x1=\"{b}\" y1=\"{a}\" x2=\"{a}\" y2=\"{b}\"/>\n</g>\n"
        );
    }
    // Grid lines: 8 inner lines each way, every third thick, then the border.
    s.push_str("<g class=\"grid\" stroke=\"#1b1f24\" stroke-linecap=\"square\">\n");
    for i in 1..9 {
        let p = MARGIN + i * CELL;
        let (class, width) = if i % 3 == 0 {
            ("thick", 3)
        } else {
            ("thin", 1)
        };
        let (a, b) = (MARGIN, MARGIN + 9 * CELL);
        let _ = writeln!(
            s,
            "<line class=\"{class}\" x1=\"{p}\" y1=\"{a}\" x2=\"{p}\" y2=\"{b}\" stroke-width=\"{width}\"/>"
        );
        let _ = writeln!(
            s,
            "<line class=\"{class}\" x1=\"{a}\" y1=\"{p}\" x2=\"{b}\" y2=\"{p}\" stroke-width=\"{width}\"/>"
        );
    }
    let _ = writeln!(
        s,
        "<rect class=\"border\" x=\"{MARGIN}\" y=\"{MARGIN}\" width=\"{w}\" height=\"{w}\" fill=\"none\" stroke-width=\"4\"/>",
        w = 9 * CELL
    );
    s.push_str("</g>\n");
    // Digits and notes.
    s.push_str("<g class=\"digits\" text-anchor=\"middle\" dominant-baseline=\"central\">\n");
    for cell in Cell::all() {
        let (x, y) = origin(cell);
        let (cx, cy) = (x + CELL / 2, y + CELL / 2);
        match game.shown(cell) {
            Some((d, true)) => {
                let _ = writeln!(
                    s,
                    "<text class=\"given\" x=\"{cx}\" y=\"{cy}\" font-size=\"30\" font-weight=\"bold\" fill=\"#1b1f24\">{d}</text>"
                );
            }
            Some((d, false)) if options.player_digits => {
                let _ = writeln!(
                    s,
                    "<text class=\"player\" x=\"{cx}\" y=\"{cy}\" font-size=\"30\" fill=\"#1d5fa8\">{d}</text>"
                );
            }
            Some(_) => {}
            None if options.notes => notes(&mut s, game, cell, (x, y)),
            None => {}
        }
    }
    s.push_str("</g>\n</svg>\n");
    s
}

/// Centre notes as one small line in the middle; corner notes round the edge.
fn notes(s: &mut String, game: &Game, cell: Cell, (x, y): (u32, u32)) {
    let centre: String = game.centre_notes()[cell.index()]
        .iter()
        .map(|d| char::from(b'0' + d.get()))
        .collect();
    if !centre.is_empty() {
        let size = if centre.len() > 5 { 9 } else { 12 };
        let _ = writeln!(
            s,
            "<text class=\"centre\" x=\"{}\" y=\"{}\" font-size=\"{size}\" fill=\"#1d5fa8\">{centre}</text>",
            x + CELL / 2,
            y + CELL / 2
        );
    }
    // Corner positions in the Snyder order: top left, top right, bottom left, bottom right,
    // then the middle of each edge.
    const SPOTS: [(u32, u32); 8] = [
        (8, 9),
        (40, 9),
        (8, 40),
        (40, 40),
        (24, 9),
        (24, 40),
        (8, 24),
        (40, 24),
    ];
    for (d, (dx, dy)) in game.corner_notes()[cell.index()].iter().zip(SPOTS) {
        let _ = writeln!(
            s,
            "<text class=\"corner\" x=\"{}\" y=\"{}\" font-size=\"10\" fill=\"#1d5fa8\">{d}</text>",
            x + dx,
            y + dy
        );
    }
}

fn origin(cell: Cell) -> (u32, u32) {
    (
        MARGIN + u32::from(cell.col()) * CELL,
        MARGIN + u32::from(cell.row()) * CELL,
    )
}

/// The colour group (0–8) of `cell`: its position inside its block.
fn group_of(cell: Cell) -> usize {
    (0..9u8)
        .find(|&g| House::ColorGroup(g).cells().contains(cell))
        .map_or(0, usize::from)
}

/// A moment on the player's clock, for file names (the model has no clock; the browser
/// passes its local time in).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stamp {
    /// Year, e.g. 2026.
    pub year: u32,
    /// Month 1–12.
    pub month: u32,
    /// Day 1–31.
    pub day: u32,
    /// Hour 0–23.
    pub hour: u32,
    /// Minute 0–59.
    pub minute: u32,
    /// Second 0–59.
    pub second: u32,
}

/// The export's file name: `sudoku-20261122T163934-hard.svg` (`unrated` for a puzzle the
/// techniques cannot finish or without one solution).
pub fn file_name(stamp: Stamp, level: Option<Level>) -> String {
    format!(
        "sudoku-{:04}{:02}{:02}T{:02}{:02}{:02}-{}.svg",
        stamp.year,
        stamp.month,
        stamp.day,
        stamp.hour,
        stamp.minute,
        stamp.second,
        level.map_or("unrated", Level::slug)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Digit, Variant, parse_puzzle};
    use crate::game::{Command, NoteKind};

    const UNIQUE: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    fn game(variant: Variant) -> Game {
        let mut puzzle = parse_puzzle(UNIQUE, Variant::Standard).unwrap();
        puzzle.variant = variant;
        let mut game = Game::default();
        game.apply(Command::Load(Box::new(puzzle)));
        let c = |i| Cell::new(i).unwrap();
        let d = |n| Digit::new(n).unwrap();
        game.apply(Command::Enter(c(1), d(5)));
        game.apply(Command::ToggleNote(c(2), NoteKind::Centre, d(1)));
        game.apply(Command::ToggleNote(c(2), NoteKind::Centre, d(2)));
        game.apply(Command::ToggleNote(c(3), NoteKind::Corner, d(7)));
        game
    }

    fn count(s: &str, needle: &str) -> usize {
        s.matches(needle).count()
    }

    #[test]
    fn the_grid_has_81_cells_thick_lines_every_third_and_a_border() {
        let svg = render(&game(Variant::Standard), SvgOptions::default());
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.trim_end().ends_with("</svg>"));
        assert_eq!(count(&svg, "<rect class=\"cell\""), 81);
        assert_eq!(count(&svg, "<line class=\"thick\""), 4);
        assert_eq!(count(&svg, "<line class=\"thin\""), 12);
        assert_eq!(count(&svg, "class=\"border\""), 1);
        assert_eq!(count(&svg, "class=\"diagonals\""), 0);
        assert!(svg.contains(&format!("x1=\"{0}\" y1=\"12\" x2=\"{0}\"", 12 + 3 * 48)));
    }

    #[test]
    fn givens_and_player_digits_differ_and_are_centred() {
        let g = game(Variant::Standard);
        let puzzle_only = render(&g, SvgOptions::default());
        assert_eq!(count(&puzzle_only, "class=\"given\""), 18);
        assert_eq!(count(&puzzle_only, "class=\"player\""), 0);
        let with_digits = render(
            &g,
            SvgOptions {
                player_digits: true,
                notes: false,
            },
        );
        assert_eq!(count(&with_digits, "class=\"player\""), 1);
        // r1c2 holds the player's 5, centred in its cell.
        assert!(
            with_digits.contains("class=\"player\" x=\"84\" y=\"36\""),
            "{with_digits}"
        );
        assert!(with_digits.contains("text-anchor=\"middle\" dominant-baseline=\"central\""));
        assert_eq!(count(&with_digits, "class=\"centre\""), 0);
    }

    #[test]
    fn notes_are_drawn_only_when_asked() {
        let svg = render(
            &game(Variant::Standard),
            SvgOptions {
                player_digits: true,
                notes: true,
            },
        );
        assert_eq!(count(&svg, "class=\"centre\""), 1);
        assert!(svg.contains(">12</text>"));
        assert_eq!(count(&svg, "class=\"corner\""), 1);
    }

    #[test]
    fn variants_add_diagonals_and_group_colours() {
        let cases = [
            (Variant::Standard, 0, 1),
            (Variant::Diagonal, 1, 1),
            (Variant::Color, 0, 9),
            (Variant::ColorDiagonal, 1, 9),
        ];
        for (variant, diagonals, fills) in cases {
            let svg = render(&game(variant), SvgOptions::default());
            assert_eq!(count(&svg, "class=\"diagonals\""), diagonals, "{variant:?}");
            let distinct: std::collections::HashSet<&str> = svg
                .lines()
                .filter(|l| l.starts_with("<rect class=\"cell\""))
                .filter_map(|l| l.split("fill=\"").nth(1))
                .collect();
            assert_eq!(distinct.len(), fills, "{variant:?}");
            assert!(svg.contains(&format!("Sudoku ({})", variant.slug())));
        }
    }

    #[test]
    fn group_of_is_the_position_inside_the_block() {
        assert_eq!(group_of(Cell::new(0).unwrap()), 0);
        assert_eq!(group_of(Cell::new(4).unwrap()), 1);
        assert_eq!(group_of(Cell::new(80).unwrap()), 8);
        assert_eq!(group_of(Cell::new(30).unwrap()), 0);
        assert_eq!(group_of(Cell::new(39).unwrap()), 3);
    }

    #[test]
    fn file_names_carry_timestamp_and_level() {
        let stamp = Stamp {
            year: 2026,
            month: 11,
            day: 22,
            hour: 16,
            minute: 39,
            second: 34,
        };
        assert_eq!(
            file_name(stamp, Some(Level::Hard)),
            "sudoku-20261122T163934-hard.svg"
        );
        let early = Stamp {
            year: 2027,
            month: 1,
            day: 2,
            hour: 3,
            minute: 4,
            second: 5,
        };
        assert_eq!(file_name(early, None), "sudoku-20270102T030405-unrated.svg");
    }
}
