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
//! column with the fewest rows left (Knuth's "S heuristic") and tries each of its rows,
//! covering and uncovering columns by unlinking and relinking nodes of a toroidal doubly
//! linked list. The nodes are 8-byte records in one array, allocated once before the search
//! (a matrix fits in the processor's first-level cache); a row's nodes sit side by side and
//! are never unlinked from each other, so a row needs only right links, and the column
//! headers none at all (see [`Matrix::size`]).
//!
//! Solutions are counted up to two, so the search proves uniqueness. A step is one row
//! chosen (a search node).

use crate::engine::grid::Grid;
use crate::engine::puzzle::Puzzle;

use super::{Outcome, Progress, Watch};

/// How many nodes pass between two questions to the watch.
const ASK_EVERY: u64 = 1024;

/// No column (a house already holds the digit, or a cell is given).
const NONE: u16 = u16::MAX;

/// The mark of a covered column in [`Matrix::size`]: its count plus this is never the least.
const COVERED: u16 = 0x8000;

/// One node: its links up and down its column, its column, and the next node of its row (the
/// last one's is the first). The column headers are nodes too (the first ones; their
/// `right` is unused).
#[derive(Clone, Copy)]
struct Node {
    up: u16,
    down: u16,
    column: u16,
    right: u16,
}

/// The matrix left by the givens.
struct Matrix {
    nodes: Vec<Node>,
    /// Rows left in each column, plus [`COVERED`] while the column is covered. It replaces
    /// Knuth's list of column headers: the search looks for the smallest open column by
    /// scanning this array, which the processor does many columns at a time, where walking a
    /// linked list is one dependent load per column.
    size: Vec<u16>,
    /// Open columns whose count fell to 0: while there is one, the branch is dead.
    empty: u16,
    /// Columns whose count fell to 1, newest last (some may be covered or grown since): the
    /// search takes a forced column from here without scanning every column.
    forced: Vec<u16>,
    /// The row of each node (0 for the headers).
    node_row: Vec<u16>,
    /// Row `r`'s nodes are `row_start[r]..row_start[r + 1]`.
    row_start: Vec<u16>,
    /// What each row places: cell × 9 + digit index.
    row_label: Vec<u16>,
}

impl Matrix {
    /// The matrix for `puzzle` with its givens chosen, or `None` when two givens clash.
    fn new(puzzle: &Puzzle) -> Option<Matrix> {
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
        let header = |c: u16| Node {
            up: c,
            down: c,
            column: c,
            right: c,
        };
        let mut m = Matrix {
            nodes: (0..columns).map(header).collect(),
            size: vec![0; usize::from(columns)],
            empty: 0,
            forced: Vec::with_capacity(4 * usize::from(columns)),
            node_row: vec![0; usize::from(columns)],
            row_start: vec![columns],
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
                let row = m.row_label.len() as u16;
                m.add_node(cell_column[i], row);
                for &h in mine {
                    m.add_node(house_column[usize::from(h) * 9 + d], row);
                }
                m.row_label.push((i * 9 + d) as u16);
                let (first, end) = (m.row_start[usize::from(row)], m.nodes.len() as u16);
                for k in first..end {
                    m.nodes[usize::from(k)].right = if k + 1 == end { first } else { k + 1 };
                }
                m.row_start.push(end);
            }
        }
        for (c, &size) in m.size.iter().enumerate() {
            match size {
                0 => m.empty += 1,
                1 => m.forced.push(c as u16),
                _ => {}
            }
        }
        Some(m)
    }

    /// Appends a node of `row` at the bottom of `column`.
    fn add_node(&mut self, column: u16, row: u16) {
        let node = self.nodes.len() as u16;
        let last = self.nodes[usize::from(column)].up;
        self.nodes.push(Node {
            up: last,
            down: column,
            column,
            right: node,
        });
        self.node_row.push(row);
        self.nodes[usize::from(last)].down = node;
        self.nodes[usize::from(column)].up = node;
        self.size[usize::from(column)] += 1;
    }

    /// The node range of the row of node `i`.
    fn row_of(&self, i: u16) -> std::ops::Range<u16> {
        let row = usize::from(self.node_row[usize::from(i)]);
        self.row_start[row]..self.row_start[row + 1]
    }

    /// Marks column `c` covered and takes every row of it out of its other columns.
    fn cover(&mut self, c: u16) {
        // A column emptied by the rows its own row took away is covered, not dead.
        self.empty -= u16::from(self.size[usize::from(c)] == 0);
        self.size[usize::from(c)] |= COVERED;
        let mut i = self.nodes[usize::from(c)].down;
        while i != c {
            let mut j = self.nodes[usize::from(i)].right;
            while j != i {
                let Node {
                    up,
                    down,
                    column,
                    right,
                } = self.nodes[usize::from(j)];
                self.nodes[usize::from(up)].down = down;
                self.nodes[usize::from(down)].up = up;
                let size = &mut self.size[usize::from(column)];
                *size -= 1;
                match *size {
                    0 => self.empty += 1,
                    1 => self.forced.push(column),
                    _ => {}
                }
                j = right;
            }
            i = self.nodes[usize::from(i)].down;
        }
    }

    /// Undoes [`Matrix::cover`], in the reverse order.
    fn uncover(&mut self, c: u16) {
        let mut i = self.nodes[usize::from(c)].up;
        while i != c {
            // The row's nodes lie in different columns: any order undoes the cover.
            let mut j = self.nodes[usize::from(i)].right;
            while j != i {
                let Node {
                    up,
                    down,
                    column,
                    right,
                } = self.nodes[usize::from(j)];
                self.nodes[usize::from(up)].down = j;
                self.nodes[usize::from(down)].up = j;
                let size = &mut self.size[usize::from(column)];
                self.empty -= u16::from(*size == 0);
                *size += 1;
                j = right;
            }
            i = self.nodes[usize::from(i)].up;
        }
        self.size[usize::from(c)] &= !COVERED;
        self.empty += u16::from(self.size[usize::from(c)] == 0);
    }

    /// Chooses the row of node `node`: covers the other columns of its row.
    fn choose(&mut self, node: u16) {
        for j in self.row_of(node).filter(|&j| j != node) {
            self.cover(self.nodes[usize::from(j)].column);
        }
    }

    /// Undoes [`Matrix::choose`].
    fn unchoose(&mut self, node: u16) {
        for j in self.row_of(node).rev().filter(|&j| j != node) {
            self.uncover(self.nodes[usize::from(j)].column);
        }
    }

    /// The open column with the fewest rows, with its size; `None` when all are covered.
    /// A column known to be empty or forced is taken without a scan.
    fn smallest_column(&self) -> Option<(u16, u16)> {
        if self.empty > 0 {
            // Only the count matters to the search: a dead branch.
            return Some((0, 0));
        }
        if let Some(&c) = self
            .forced
            .iter()
            .rev()
            .find(|&&c| self.size[usize::from(c)] == 1)
        {
            return Some((c, 1));
        }
        let least = self.size.iter().copied().min().unwrap_or(COVERED);
        if least >= COVERED {
            return None;
        }
        let at = self.size.iter().position(|&s| s == least).unwrap_or(0);
        Some((at as u16, least))
    }
}

/// The search's state besides the matrix.
struct Search<'w> {
    matrix: Matrix,
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

impl Search<'_> {
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
        let mark = self.matrix.forced.len();
        self.matrix.cover(best);
        let mut r = self.matrix.nodes[usize::from(best)].down;
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
            let label = self.matrix.row_label[usize::from(self.matrix.node_row[usize::from(r)])];
            self.numbers[usize::from(label / 9)] = (label % 9) as u8 + 1;
            self.depth += 1;
            let mark = self.matrix.forced.len();
            self.matrix.choose(r);
            go_on = self.search();
            self.matrix.unchoose(r);
            self.matrix.forced.truncate(mark);
            self.depth -= 1;
            if !go_on {
                break;
            }
            r = self.matrix.nodes[usize::from(r)].down;
        }
        self.matrix.uncover(best);
        self.matrix.forced.truncate(mark);
        go_on
    }
}

/// Solves `puzzle` by Algorithm X with dancing links, counting solutions up to two.
pub fn run(puzzle: &Puzzle, watch: &mut dyn Watch) -> Outcome {
    let model_columns = (81 + puzzle.variant.houses().len() * 9) as u64;
    let Some(matrix) = Matrix::new(puzzle) else {
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
    out.detail.push(("nodes", search.nodes));
    out.detail.push(("columns", model_columns));
    out
}
