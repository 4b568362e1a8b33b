//! Exact cover with dancing links: Knuth's Algorithm X ("Dancing Links", 2000).
//!
//! A sudoku is an exact cover problem: choose 81 of the 729 rows "digit d in cell c" so
//! that every column is covered exactly once. The columns: each cell holds a digit (81), and
//! each house of the variant holds each digit (27 × 9 for the standard rules; the diagonals
//! and colour groups add 9 columns each).
//!
//! The givens are chosen before the matrix is built, as Knuth's search would choose them
//! first: the matrix holds only the columns they leave open and the rows that do not clash
//! with them (a quarter of the full matrix for a typical puzzle). The search then picks the
//! column with the fewest rows left (Knuth's "S heuristic"; among the first few of a tie, the
//! cell whose weakest row takes the most rows away, see [`Matrix::smallest_column`]) and
//! tries each of its rows, covering and uncovering columns by unlinking and relinking nodes
//! of a toroidal doubly linked list. The nodes are 8-byte records in one array, allocated
//! once before the search (a matrix fits in the processor's first-level cache); a row's
//! nodes sit side by side at a fixed stride and are never unlinked from each other, so a row
//! needs no links of its own (a node knows where its row ends; under the standard rules every
//! row has four nodes and not even that is stored), and the column headers no list at all
//! (see [`Matrix::size`]). A column that empties is noticed as it happens and ends the
//! branch once the row is chosen.
//!
//! Solutions are counted up to two, so the search proves uniqueness. A step is one row
//! chosen (a search node).

use crate::engine::grid::Grid;
use crate::engine::puzzle::Puzzle;

use crate::engine::types::{Cell, Digit};

use super::{Counter, Event, Outcome, Progress, Watch};

/// How many nodes pass between two questions to the watch.
const ASK_EVERY: u64 = 1024;

/// How many columns of the fewest rows the search weighs against each other before it
/// branches ([`Matrix::smallest_column`]): over the committed hardest sample (2,439 puzzles),
/// 8 left 4.72 M nodes where the first column alone left 5.69 M and every tie 4.66 M, for
/// fewer instructions than either (4 left 5.10 M).
const TIES: usize = 8;

/// No column (a house already holds the digit, or a cell is given).
const NONE: u16 = u16::MAX;

/// The mark of a covered column in [`Matrix::size`]: its count plus this is never the least.
const COVERED: u16 = 0x8000;

/// The room of one row in the general layout: its nodes start at a multiple of this (a cell
/// column and at most six houses: row, column, box, two diagonals, a colour group), so a
/// node's row begins at its index with the low bits cleared and the row is walked without
/// links. Where every cell has three houses (the standard rules), every row has exactly four
/// nodes and the matrix uses [`FOUR`] instead: the row is walked unrolled, without its end.
const STRIDE: u16 = 8;

/// The room of one row when every row has exactly four nodes (see [`STRIDE`]).
const FOUR: u16 = 4;

/// Room for the nodes: the column headers (at most 81 + 38 × 9 = 423, rounded up to the
/// stride) and 729 rows of [`STRIDE`]. A power of two, so an index masked by it needs no
/// bounds check.
const NODES: usize = 8192;

/// Room for the columns (at most 423), a power of two for the same reason.
const COLUMNS: usize = 512;

/// One node: its links up and down its column, its column, and the end of its row (one past
/// its last node). The column headers are nodes too (the first ones; their `end` is unused).
#[derive(Clone, Copy, Default)]
struct Node {
    up: u16,
    down: u16,
    column: u16,
    end: u16,
}

/// The matrix left by the givens, each row at a multiple of `W` nodes: [`FOUR`] when every
/// row has four nodes, else [`STRIDE`].
struct Matrix<const W: u16> {
    /// The headers, then each row at a multiple of `W` from [`Matrix::first_row`].
    nodes: Box<[Node; NODES]>,
    /// Rows left in each column, plus [`COVERED`] while the column is covered (and
    /// [`COVERED`] for the room past the last column). It replaces Knuth's list of column
    /// headers: the search looks for the smallest open column by scanning this array, which
    /// the processor does many columns at a time, where walking a linked list is one
    /// dependent load per column.
    size: Box<[u16; COLUMNS]>,
    /// How many columns there are.
    columns: u16,
    /// How many of them are cells' (they come first).
    cells: u16,
    /// Open columns whose count fell to 0: while there is one, the branch is dead. Counted
    /// in every unlink, without a branch. Tried instead: no count, the forced list also
    /// taking columns that fall to 0 and the search looking through what a choice pushed
    /// for an empty one: 8.7 % fewer instructions over the hard sample of 100 (189.4 M ->
    /// 173.0 M, same nodes) but slower (`--dlx-only` ratio to the exact solver on the hard
    /// sample, nine runs alternating, machine under load: median 3.86x before, 4.08x after):
    /// that look is a loop whose branches the processor cannot predict.
    empty: u16,
    /// Columns whose count fell to 1, newest last (some may be covered or grown since): the
    /// search takes a forced column from here without scanning every column. The first
    /// `forced_len` are the list. Along one path of the search a column's count falls to 1
    /// once at most (the list is cut back as the search backs up), so the list never holds
    /// more than the columns, and a push is a store and an add, without a branch.
    forced: Box<[u16; COLUMNS]>,
    forced_len: usize,
    /// The node where the first row begins (the headers rounded up to `W`).
    first_row: u16,
    /// What each row places: cell × 9 + digit index.
    row_label: Vec<u16>,
}

/// Where [`Matrix::empty`] and the forced list stood, to go back to after an undo: cover
/// and uncover leave the same counts, so uncover need not count the emptied columns again.
#[derive(Clone, Copy, Debug)]
struct Mark {
    empty: u16,
    forced_len: usize,
}

/// `i` as an index into the node room (the mask proves it in bounds).
#[cfg_attr(feature = "inline-hot", inline(always))]
fn at(i: u16) -> usize {
    usize::from(i) & (NODES - 1)
}

/// `c` as an index into the column room.
#[cfg_attr(feature = "inline-hot", inline(always))]
fn col(c: u16) -> usize {
    usize::from(c) & (COLUMNS - 1)
}

/// Whether every cell of `puzzle`'s variant lies in exactly three houses, so every row of
/// its matrix has four nodes (a [`Matrix<FOUR>`]).
fn four_node_rows(puzzle: &Puzzle) -> bool {
    let mut houses = [0u8; 81];
    for house in puzzle.variant.houses() {
        for cell in house.cells().iter() {
            houses[cell.index()] += 1;
        }
    }
    houses.iter().all(|&n| n == 3)
}

impl<const W: u16> Matrix<W> {
    /// The matrix for `puzzle` with its givens chosen, or `None` when two givens clash.
    /// With `W` = [`FOUR`], every cell must lie in three houses ([`four_node_rows`]).
    fn new(puzzle: &Puzzle) -> Option<Matrix<W>> {
        let houses = puzzle.variant.houses();
        let numbers = puzzle.givens.to_numbers();
        // The houses of each cell, and the digits each house already holds.
        let mut cell_houses = [[0u8; 6]; 81];
        let mut cell_house_count = [0usize; 81];
        let mut given = vec![0u16; houses.len()];
        for (h, house) in houses.iter().enumerate() {
            for cell in house.cells().iter() {
                let i = cell.index();
                cell_houses[i][cell_house_count[i]] = h as u8;
                cell_house_count[i] += 1;
                if numbers[i] != 0 {
                    let bit = 1 << (numbers[i] - 1);
                    if given[h] & bit != 0 {
                        return None;
                    }
                    given[h] |= bit;
                }
            }
        }
        // Columns: the open cells first, then each house's missing digits.
        let mut cell_column = [NONE; 81];
        let mut columns = 0u16;
        for (i, &n) in numbers.iter().enumerate() {
            if n == 0 {
                cell_column[i] = columns;
                columns += 1;
            }
        }
        let mut house_column = vec![NONE; houses.len() * 9];
        for (h, &held) in given.iter().enumerate() {
            for d in 0..9 {
                if held & (1 << d) == 0 {
                    house_column[h * 9 + d] = columns;
                    columns += 1;
                }
            }
        }
        let first_row = columns.div_ceil(W) * W;
        let mut nodes: Box<[Node; NODES]> = vec![Node::default(); NODES]
            .into_boxed_slice()
            .try_into()
            .unwrap_or_else(|_| unreachable!("NODES nodes"));
        for c in 0..columns {
            nodes[at(c)] = Node {
                up: c,
                down: c,
                column: c,
                end: c,
            };
        }
        let mut size = Box::new([COVERED; COLUMNS]);
        size[..usize::from(columns)].fill(0);
        let mut m = Matrix {
            nodes,
            size,
            columns,
            cells: cell_column.iter().filter(|&&c| c != NONE).count() as u16,
            empty: 0,
            forced: Box::new([0; COLUMNS]),
            forced_len: 0,
            first_row,
            row_label: Vec::new(),
        };
        // Rows: each open cell's digits that none of its houses holds.
        for (i, &n) in numbers.iter().enumerate() {
            if n != 0 {
                continue;
            }
            let mine = &cell_houses[i][..cell_house_count[i]];
            let held = mine.iter().fold(0, |acc, &h| acc | given[usize::from(h)]);
            for d in (0..9).filter(|d| held & (1 << d) == 0) {
                let start = first_row + m.row_label.len() as u16 * W;
                let end = start + 1 + mine.len() as u16;
                debug_assert!(end - start <= W && (W != FOUR || end - start == FOUR));
                m.add_node(start, cell_column[i], end);
                for (k, &h) in mine.iter().enumerate() {
                    m.add_node(
                        start + 1 + k as u16,
                        house_column[usize::from(h) * 9 + d],
                        end,
                    );
                }
                m.row_label.push((i * 9 + d) as u16);
            }
        }
        for c in 0..columns {
            match m.size[col(c)] {
                0 => m.empty += 1,
                1 => {
                    m.forced[m.forced_len] = c;
                    m.forced_len += 1;
                }
                _ => {}
            }
        }
        Some(m)
    }

    /// Puts node `node` of a row ending at `end` at the bottom of `column`.
    fn add_node(&mut self, node: u16, column: u16, end: u16) {
        let last = self.nodes[at(column)].up;
        self.nodes[at(node)] = Node {
            up: last,
            down: column,
            column,
            end,
        };
        self.nodes[at(last)].down = node;
        self.nodes[at(column)].up = node;
        self.size[col(column)] += 1;
    }

    /// The node range of the row of node `i`.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn row_of(&self, i: u16) -> std::ops::Range<u16> {
        let start = i & !(W - 1);
        if W == FOUR {
            start..start + FOUR
        } else {
            start..self.nodes[at(i)].end
        }
    }

    /// Where the matrix's counts stand now, for [`Matrix::reset`].
    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn mark(&self) -> Mark {
        Mark {
            empty: self.empty,
            forced_len: self.forced_len,
        }
    }

    /// Goes back to the counts of `mark`, after undoing what was done since.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn reset(&mut self, mark: Mark) {
        self.empty = mark.empty;
        self.forced_len = mark.forced_len;
    }

    /// What the row of node `i` places: cell × 9 + digit index.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn label(&self, i: u16) -> u16 {
        self.row_label[usize::from((i - self.first_row) / W)]
    }

    /// Takes node `j` out of its column; `empty` and `forced_len` are the matrix's, kept in
    /// registers by the caller for the whole cover.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn unlink(&mut self, j: u16, empty: &mut u16, forced_len: &mut usize) {
        let Node {
            up, down, column, ..
        } = self.nodes[at(j)];
        self.nodes[at(up)].down = down;
        self.nodes[at(down)].up = up;
        let size = &mut self.size[col(column)];
        *size -= 1;
        let size = *size;
        *empty += u16::from(size == 0);
        self.forced[*forced_len & (COLUMNS - 1)] = column;
        *forced_len += usize::from(size == 1);
    }

    /// Puts node `j` back into its column (the counts of empty and forced columns are reset
    /// by the caller, see [`Mark`]).
    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn relink(&mut self, j: u16) {
        let Node {
            up, down, column, ..
        } = self.nodes[at(j)];
        self.nodes[at(up)].down = j;
        self.nodes[at(down)].up = j;
        self.size[col(column)] += 1;
    }

    /// The nodes of the row of node `i` other than `i` in a row of [`FOUR`], in the order of
    /// [`Matrix::others`].
    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn other_three(i: u16) -> [u16; 3] {
        [i ^ 1, i ^ 2, i ^ 3]
    }

    /// Marks column `c` covered and takes every row of it out of its other columns.
    #[inline(always)]
    fn cover(&mut self, c: u16) {
        // A column emptied by the rows its own row took away is covered, not dead.
        let mut empty = self.empty - u16::from(self.size[col(c)] == 0);
        let mut forced_len = self.forced_len;
        self.size[col(c)] |= COVERED;
        let mut i = self.nodes[at(c)].down;
        while i != c {
            let (others, n) = self.others(i);
            for &j in &others[..n] {
                self.unlink(j, &mut empty, &mut forced_len);
            }
            i = self.nodes[at(i)].down;
        }
        self.empty = empty;
        self.forced_len = forced_len;
    }

    /// Undoes [`Matrix::cover`], in the reverse order, but for the counts of empty and
    /// forced columns: the caller goes back to its [`Mark`].
    #[inline(always)]
    fn uncover(&mut self, c: u16) {
        let mut i = self.nodes[at(c)].up;
        while i != c {
            // The row's nodes lie in different columns: any order undoes the cover.
            let (others, n) = self.others(i);
            for &j in &others[..n] {
                self.relink(j);
            }
            i = self.nodes[at(i)].up;
        }
        self.size[col(c)] &= !COVERED;
    }

    /// The nodes of the row of node `i` but `i`, and how many: `i` with its place in the row
    /// XORed with 1, 2, 3 and on (those inside the row), the order [`Matrix::cover`] takes them
    /// out in. The order is the same at either stride (a four-node row of [`STRIDE`] is
    /// walked as one of [`FOUR`]), so the race and the stepper make the same choices; it
    /// costs one instruction a node, where going round the row costs three.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn others(&self, i: u16) -> ([u16; STRIDE as usize - 1], usize) {
        let mut others = [0; STRIDE as usize - 1];
        if W == FOUR {
            let [a, b, c] = Self::other_three(i);
            others[0] = a;
            others[1] = b;
            others[2] = c;
            return (others, 3);
        }
        let end = self.row_of(i).end;
        let mut n = 0;
        for k in 1..W {
            let j = i ^ k;
            if j < end {
                others[n] = j;
                n += 1;
            }
        }
        (others, n)
    }

    /// Chooses the row of node `node`: covers the other columns of its row, in the order of
    /// [`Matrix::others`]. It covers them all even when one leaves a column empty (the branch
    /// is dead, and the caller sees it in [`Matrix::empty`]): stopping at the first such
    /// column, as this did before, cost more in checks after every column than it saved in
    /// dead branches (over the hard sample of 100, 213 M instructions with the checks,
    /// 201 M without, and fewer mispredicted branches in cachegrind's model).
    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn choose(&mut self, node: u16) {
        let (others, n) = self.others(node);
        for &j in &others[..n] {
            self.cover(self.nodes[at(j)].column);
        }
    }

    /// Undoes [`Matrix::choose`].
    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn unchoose(&mut self, node: u16) {
        let (others, n) = self.others(node);
        for &j in others[..n].iter().rev() {
            self.uncover(self.nodes[at(j)].column);
        }
    }

    /// The open column with the fewest rows, with its size; `None` when all are covered.
    /// A column known to be empty or forced is taken without a scan. Of a tie, the first
    /// [`TIES`] cell columns are weighed: the one whose weakest row takes the most rows away
    /// with its other columns, so both branches run into forced moves and dead ends soonest.
    /// Over the committed hardest sample, this leaves 17 % fewer nodes than the first column
    /// of the tie (Knuth's choice), which is still the choice when no cell ties (a house's
    /// digit with that few places). Other scores for the same ties left more nodes over that
    /// sample (4.72 M with this one): the rows taken away summed over the column's rows
    /// 4.81 M, the weakest row then that sum 4.74 M, the strongest row 4.96 M.
    fn smallest_column(&self) -> Option<(u16, u16)> {
        if self.empty > 0 {
            // Only the count matters to the search: a dead branch.
            return Some((0, 0));
        }
        for &c in self.forced[..self.forced_len].iter().rev() {
            if self.size[col(c)] == 1 {
                return Some((c, 1));
            }
        }
        // No open column has fewer than 2 rows here (none is empty, none forced), so a cell
        // with 2 is one of the least, found without scanning every column for the least.
        // Plain loops: the lab's worker is built for size, where iterator adaptors and their
        // closures can stay calls (with the small functions inlined under `inline-hot`,
        // dancing links took 13 % less time in Chromium: `run-browser.mjs --lab`).
        debug_assert!(
            self.size[..usize::from(self.columns)]
                .iter()
                .all(|&s| s >= 2)
        );
        let mut least = 2;
        let mut best = self.weakest_of_ties(least);
        if best.0 == 0 {
            least = COVERED;
            for &s in &self.size[..usize::from(self.columns)] {
                least = least.min(s);
            }
            if least >= COVERED {
                return None;
            }
            if least > 2 {
                // (With 2, the cells were just weighed: none has it.)
                best = self.weakest_of_ties(least);
            }
        }
        if best.0 == 0 {
            // A house's digit only when no cell has that few rows.
            best.1 = self.cells;
            while self.size[col(best.1)] != least {
                best.1 += 1;
            }
        }
        Some((best.1, least))
    }

    /// Of the first [`TIES`] cell columns with `least` rows (the open cells with the fewest
    /// digits left), the one whose weakest row takes the most rows away (its branches are the
    /// most constrained), with that count plus one; `(0, 0)` when no cell has `least`. The
    /// cell columns come first.
    fn weakest_of_ties(&self, least: u16) -> (u32, u16) {
        let mut best = (0u32, 0u16);
        let mut ties = 0;
        for (c, &s) in self.size[..usize::from(self.cells)].iter().enumerate() {
            if s == least {
                let score = self.weakest_row(c as u16) + 1;
                if score > best.0 {
                    best = (score, c as u16);
                }
                ties += 1;
                if ties == TIES {
                    break;
                }
            }
        }
        best
    }

    /// The fewest rows any row of column `c` would take away with its other columns (counted
    /// once per column: a row shared by two of them counts twice).
    fn weakest_row(&self, c: u16) -> u32 {
        let mut weakest = u32::MAX;
        let mut i = self.nodes[at(c)].down;
        while i != c {
            let (others, n) = self.others(i);
            let mut taken = 0;
            for &j in &others[..n] {
                taken += u32::from(self.size[col(self.nodes[at(j)].column)]);
            }
            weakest = weakest.min(taken);
            i = self.nodes[at(i)].down;
        }
        weakest
    }
}

/// The search's state besides the matrix.
struct Search<'w, const W: u16> {
    matrix: Matrix<W>,
    /// The digits placed on the current path (the givens from the start).
    numbers: [u8; 81],
    /// Solutions found.
    found: Vec<[u8; 81]>,
    nodes: u64,
    depth: u64,
    next_ask: u64,
    stopped: bool,
    watch: &'w mut dyn Watch,
}

impl<const W: u16> Search<'_, W> {
    /// Algorithm X from the current matrix; `false` to stop (two solutions or the watch).
    fn search(&mut self) -> bool {
        let Some((best, size)) = self.matrix.smallest_column() else {
            self.found.push(self.numbers);
            if self.found.len() == 1 {
                self.watch.first_solution();
            }
            return self.found.len() < 2;
        };
        if size == 0 {
            return true;
        }
        let mark = self.matrix.mark();
        self.matrix.cover(best);
        let mut r = self.matrix.nodes[at(best)].down;
        let mut go_on = true;
        while r != best {
            self.nodes += 1;
            if self.nodes >= self.next_ask {
                self.next_ask = self.nodes + ASK_EVERY;
                self.watch.progress(&Progress {
                    steps: self.nodes,
                    value: self.depth,
                });
                if self.watch.should_stop() {
                    self.stopped = true;
                    go_on = false;
                    break;
                }
            }
            let label = self.matrix.label(r);
            self.numbers[usize::from(label / 9)] = (label % 9) as u8 + 1;
            self.depth += 1;
            let row_mark = self.matrix.mark();
            self.matrix.choose(r);
            go_on = self.matrix.empty > 0 || self.search();
            self.matrix.unchoose(r);
            self.matrix.reset(row_mark);
            self.depth -= 1;
            if !go_on {
                break;
            }
            r = self.matrix.nodes[at(r)].down;
        }
        self.matrix.uncover(best);
        self.matrix.reset(mark);
        go_on
    }
}

/// Solves `puzzle` by Algorithm X with dancing links, counting solutions up to two.
pub fn run(puzzle: &Puzzle, watch: &mut dyn Watch) -> Outcome {
    if four_node_rows(puzzle) {
        run_with::<FOUR>(puzzle, watch)
    } else {
        run_with::<STRIDE>(puzzle, watch)
    }
}

/// [`run`] with rows at a stride of `W` nodes.
fn run_with<const W: u16>(puzzle: &Puzzle, watch: &mut dyn Watch) -> Outcome {
    let model_columns = (81 + puzzle.variant.houses().len() * 9) as u64;
    let Some(matrix) = Matrix::<W>::new(puzzle) else {
        return Outcome::from_solutions(None, None, 0);
    };
    let numbers = puzzle.givens.to_numbers();
    let givens = numbers.iter().filter(|&&n| n != 0).count() as u64;
    let mut search = Search {
        matrix,
        numbers,
        found: Vec::with_capacity(2),
        nodes: 0,
        depth: givens,
        next_ask: ASK_EVERY,
        stopped: false,
        watch,
    };
    search.search();
    let grid = |n: &[u8; 81]| Grid::from_numbers(n);
    let first = search.found.first().and_then(grid);
    let second = search.found.get(1).and_then(grid);
    let mut out = if search.stopped {
        Outcome::stopped(first, search.nodes)
    } else {
        Outcome::from_solutions(first, second, search.nodes)
    };
    out.detail.push((Counter::Nodes, search.nodes));
    out.detail.push((Counter::Columns, model_columns));
    out
}

/// Where the [`Stepper`] goes on from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    /// Choose a column below the current row (or find a solution or a dead end).
    Descend,
    /// Take back the deepest row chosen.
    Retreat,
    /// Choose the next row of the deepest column, or leave that column.
    Next,
}

/// One column being tried on the [`Stepper`]'s stack.
#[derive(Clone, Copy, Debug)]
struct Frame {
    /// The column covered.
    column: u16,
    /// The node of the row chosen in it now.
    row: u16,
    /// The matrix's counts before the column was covered, and before the row was chosen.
    column_mark: Mark,
    row_mark: Mark,
    /// The column's rows when it was chosen, and which of them is chosen now (from 1).
    rows: u16,
    nth: u16,
}

/// Algorithm X one event at a time, for the lab page to play slowly on the board ("watch it
/// solve"): the same matrix, column choice and covering as [`run`], with its own stack
/// instead of recursion. It always lays the rows out at [`STRIDE`] (the race's four-node
/// rows hold the same rows in the same order, so the search is the same; a test checks it). A [`Event::Place`] is one row chosen (a node of [`run`]'s count:
/// played on to a second solution or the end, the places add up to `run`'s nodes), and
/// [`Event::TakeBack`] takes one back.
pub struct Stepper {
    matrix: Matrix<STRIDE>,
    numbers: [u8; 81],
    stack: Vec<Frame>,
    phase: Phase,
    steps: u64,
}

impl Stepper {
    /// A search over `puzzle`'s givens; `None` when two givens already clash (no solution).
    pub fn new(puzzle: &Puzzle) -> Option<Stepper> {
        Some(Stepper {
            matrix: Matrix::new(puzzle)?,
            numbers: puzzle.givens.to_numbers(),
            stack: Vec::with_capacity(81),
            phase: Phase::Descend,
            steps: 0,
        })
    }

    /// Chooses the row of `node`, the current one of the deepest frame.
    fn place(&mut self, node: u16) -> Event {
        let label = self.matrix.label(node);
        let (i, d) = (usize::from(label / 9), (label % 9) as u8 + 1);
        let frame = self.stack.last_mut().expect("a frame to choose in");
        frame.row = node;
        frame.nth += 1;
        frame.row_mark = self.matrix.mark();
        self.matrix.choose(node);
        self.numbers[i] = d;
        self.steps += 1;
        self.phase = Phase::Descend;
        Event::Place {
            cell: Cell::new(i as u8).expect("a row's cell"),
            digit: Digit::new(d).expect("a row's digit"),
        }
    }

    /// One step of the search.
    pub fn step(&mut self) -> Event {
        loop {
            match self.phase {
                Phase::Descend => {
                    if self.matrix.empty > 0 {
                        self.phase = Phase::Retreat;
                        continue;
                    }
                    let Some((best, size)) = self.matrix.smallest_column() else {
                        self.phase = Phase::Retreat;
                        return Event::Solution;
                    };
                    if size == 0 {
                        self.phase = Phase::Retreat;
                        continue;
                    }
                    let column_mark = self.matrix.mark();
                    self.matrix.cover(best);
                    self.stack.push(Frame {
                        column: best,
                        row: best,
                        column_mark,
                        row_mark: column_mark,
                        rows: size,
                        nth: 0,
                    });
                    return self.place(self.matrix.nodes[at(best)].down);
                }
                Phase::Retreat => {
                    let Some(&frame) = self.stack.last() else {
                        return Event::Done;
                    };
                    self.matrix.unchoose(frame.row);
                    self.matrix.reset(frame.row_mark);
                    let label = self.matrix.label(frame.row);
                    self.numbers[usize::from(label / 9)] = 0;
                    self.phase = Phase::Next;
                    return Event::TakeBack {
                        cell: Cell::new((label / 9) as u8).expect("a row's cell"),
                    };
                }
                Phase::Next => {
                    let Some(&frame) = self.stack.last() else {
                        return Event::Done;
                    };
                    let next = self.matrix.nodes[at(frame.row)].down;
                    if next == frame.column {
                        // The column is spent: leave it and take back the row above (with
                        // the stack empty, Retreat says Done).
                        self.matrix.uncover(frame.column);
                        self.matrix.reset(frame.column_mark);
                        self.stack.pop();
                        self.phase = Phase::Retreat;
                        continue;
                    }
                    return self.place(next);
                }
            }
        }
    }

    /// The board as it stands (givens and the rows chosen).
    pub fn board(&self) -> Grid {
        Grid::from_numbers(&self.numbers).unwrap_or(Grid::EMPTY)
    }

    /// Rows chosen so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The choice the deepest row chosen was: which of its column's rows (from 1) and how
    /// many the column had when Algorithm X chose it (1: the digit was forced).
    pub fn choice(&self) -> Option<(u16, u16)> {
        self.stack.last().map(|f| (f.nth, f.rows))
    }

    /// How many rows are chosen now (the search depth).
    pub fn depth(&self) -> usize {
        self.stack.len()
    }
}
