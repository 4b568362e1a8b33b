//! The templates of a digit: every way to place all nine of it in the grid, one in every
//! house of the variant (rows, columns, blocks, and the diagonals or colour groups where the
//! variant has them), that fits the position: its placed copies kept, every other copy on a
//! candidate.
//!
//! Enumerated row by row (a depth-first search over the columns each row still allows), so
//! only the templates that fit are ever built: a standard grid has 46,656 templates per
//! digit, a position late in a puzzle a handful. Each step of the search is a few bit
//! operations on a mask of the houses already used; nothing is cached between calls.

use crate::engine::bits::CellSet;
use crate::engine::house::{House, Variant};
use crate::engine::position::Position;
use crate::engine::types::{Cell, Digit};

/// How many templates of one digit are enumerated at most. A position with more (an almost
/// empty grid) says nothing about that digit: beyond this the search is not worth its time,
/// and the position is far from where templates help.
pub(crate) const LIMIT: usize = 20_000;

/// Bits of the house-usage mask: columns 0–8, blocks 9–17, diagonals 18–19, colour groups
/// 20–28 (rows need no bits: the search takes one cell per row).
fn usage_bits(variant: Variant) -> [u32; 81] {
    let mut out = [0u32; 81];
    for cell in Cell::all() {
        let mut bits = (1 << cell.col()) | (1 << (9 + cell.block()));
        if variant.has_diagonals() {
            if cell.on_main_diagonal() {
                bits |= 1 << 18;
            }
            if cell.on_anti_diagonal() {
                bits |= 1 << 19;
            }
        }
        if variant.has_color_groups() {
            bits |= 1 << (20 + cell.position_in_block());
        }
        out[cell.index()] = bits;
    }
    out
}

/// The cells where `digit` is placed.
pub(crate) fn placed(pos: &Position, digit: Digit) -> CellSet {
    pos.filled_cells()
        .iter()
        .filter(|c| pos.digit(*c) == Some(digit))
        .collect()
}

/// The search over one digit's templates.
struct Search<'a> {
    /// Per row (in search order), the cells the template may use there.
    rows: [u128; 9],
    usage: [u32; 81],
    /// The usage bits every complete template must have set (the diagonals, where they are
    /// houses: one cell per row does not guarantee a cell on each).
    required: u32,
    each: &'a mut dyn FnMut(u128) -> bool,
    stopped: bool,
}

impl Search<'_> {
    fn go(&mut self, depth: usize, used: u32, cells: u128) {
        if depth == 9 {
            if used & self.required == self.required && !(self.each)(cells) {
                self.stopped = true;
            }
            return;
        }
        let mut options = self.rows[depth];
        while options != 0 && !self.stopped {
            let i = options.trailing_zeros() as usize;
            options &= options - 1;
            let bits = self.usage[i];
            if used & bits == 0 {
                self.go(depth + 1, used | bits, cells | (1 << i));
            }
        }
    }
}

/// Calls `each` with every template of `digit` that fits `pos` (as raw cell bits), until it
/// returns `false`. Returns whether the search ran to the end.
pub(crate) fn for_each(pos: &Position, digit: Digit, each: &mut dyn FnMut(u128) -> bool) -> bool {
    let variant = pos.variant();
    let allowed = pos.places(digit).union(placed(pos, digit)).bits();
    let mut rows = [0u128; 9];
    for (r, row) in rows.iter_mut().enumerate() {
        *row = allowed & House::Row(r as u8).cells().bits();
    }
    // Fewest options first: the search fails early where it must.
    rows.sort_by_key(|r| r.count_ones());
    if rows[0] == 0 {
        return true;
    }
    let required = if variant.has_diagonals() {
        0b11 << 18
    } else {
        0
    };
    let mut search = Search {
        rows,
        usage: usage_bits(variant),
        required,
        each,
        stopped: false,
    };
    search.go(0, 0, 0);
    !search.stopped
}

/// The candidates of `digit` among `among` that no template of it uses (`None` if it has
/// no template, so the position is broken). Every single-digit deduction (any fish, finned
/// or not) removes only such candidates; the fish search uses them to give up early. The
/// search stops as soon as templates have used every candidate asked about.
pub(crate) fn unused_places(pos: &Position, digit: Digit, among: CellSet) -> Option<CellSet> {
    let among = among.bits();
    let mut union = 0u128;
    let mut any = false;
    for_each(pos, digit, &mut |t| {
        any = true;
        union |= t;
        among & !union != 0
    });
    any.then(|| CellSet::from_bits(among & !union))
}

/// What the templates of one digit say, after the templates that clash with another digit's
/// certain cells are dropped.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Summary {
    /// How many templates are left.
    pub count: usize,
    /// The cells every template left uses.
    pub every: CellSet,
    /// The cells some template left uses.
    pub some: CellSet,
    /// Whether templates were dropped because they take a cell another digit must have.
    pub refined: bool,
}

/// Every digit's templates, refined as HoDoKu refines them: a template of one digit that
/// takes a cell every template of another digit uses is dropped, until nothing changes.
/// `None` if a digit has no template (the position is broken); a digit with more than
/// [`LIMIT`] templates gets `None` and takes no part (it is too open to say anything).
pub(crate) fn refined(pos: &Position) -> Option<[Option<Summary>; 9]> {
    let mut lists: [Option<Vec<u128>>; 9] = Default::default();
    for digit in Digit::all() {
        let mut list = Vec::new();
        let complete = for_each(pos, digit, &mut |t| {
            list.push(t);
            list.len() < LIMIT
        });
        if list.is_empty() {
            return None;
        }
        if complete {
            lists[digit.index()] = Some(list);
        }
    }
    let and_of = |list: &[u128]| list.iter().fold(!0u128, |acc, t| acc & t);
    let mut every: [u128; 9] = [0; 9];
    let mut refined = [false; 9];
    for (i, list) in lists.iter().enumerate() {
        if let Some(list) = list {
            every[i] = and_of(list);
        }
    }
    loop {
        let mut changed = false;
        for j in 0..9 {
            let Some(list) = lists[j].as_mut() else {
                continue;
            };
            let others = (0..9)
                .filter(|&k| k != j)
                .fold(0u128, |acc, k| acc | every[k]);
            let before = list.len();
            list.retain(|t| t & others == 0);
            if list.len() != before {
                if list.is_empty() {
                    return None;
                }
                refined[j] = true;
                changed = true;
                every[j] = and_of(list);
            }
        }
        if !changed {
            break;
        }
    }
    let mut out = [None; 9];
    for (i, list) in lists.iter().enumerate() {
        if let Some(list) = list {
            out[i] = Some(Summary {
                count: list.len(),
                every: CellSet::from_bits(every[i]),
                some: CellSet::from_bits(list.iter().fold(0, |acc, t| acc | t)),
                refined: refined[i],
            });
        }
    }
    Some(out)
}
