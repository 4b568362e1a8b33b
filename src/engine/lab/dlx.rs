//! Exact cover with dancing links: Knuth's Algorithm X ("Dancing Links", 2000).
//!
//! A sudoku is an exact cover problem: choose 81 of the 729 rows "digit d in cell c" so
//! that every column is covered exactly once. The columns: each cell holds a digit (81), and
//! each house of the variant holds each digit (27 × 9 for the standard rules; the diagonals
//! and colour groups add 9 columns each). The givens' rows are chosen first; then the search
//! picks the column with the fewest rows left (Knuth's "S heuristic") and tries each of its
//! rows, covering and uncovering columns by unlinking and relinking nodes of a toroidal
//! doubly linked list (indexes into flat arrays, allocated once before the search).
//!
//! Solutions are counted up to two, so the search proves uniqueness. A step is one row
//! chosen (a search node).

use crate::engine::grid::Grid;
use crate::engine::puzzle::Puzzle;

use super::{Outcome, Progress, Watch};

/// How many nodes pass between two questions to the watch.
const ASK_EVERY: u64 = 1024;

/// The linked structure.
struct Links {
    left: Vec<u32>,
    right: Vec<u32>,
    up: Vec<u32>,
    down: Vec<u32>,
    /// The column header of each node (headers are their own column).
    column: Vec<u32>,
    /// The row (cell × 9 + digit index) of each node; unused for headers.
    row: Vec<u16>,
    /// Rows left in each column.
    size: Vec<u32>,
    /// The root's index (after the column headers).
    root: u32,
    /// The first node of each row (`u32::MAX` for none).
    row_start: [u32; 729],
}

impl Links {
    /// The matrix for `houses` (each a list of 9 cells as a bit set).
    fn new(houses: &[u128]) -> Links {
        let columns = 81 + houses.len() * 9;
        let root = columns as u32;
        let nodes = columns + 1 + 729 * (1 + 6);
        let mut l = Links {
            left: Vec::with_capacity(nodes),
            right: Vec::with_capacity(nodes),
            up: Vec::with_capacity(nodes),
            down: Vec::with_capacity(nodes),
            column: Vec::with_capacity(nodes),
            row: Vec::with_capacity(nodes),
            size: vec![0; columns],
            root,
            row_start: [u32::MAX; 729],
        };
        // Headers 0..columns, then the root, in one circular list.
        for i in 0..=columns as u32 {
            l.left.push(if i == 0 { root } else { i - 1 });
            l.right.push(if i == root { 0 } else { i + 1 });
            l.up.push(i);
            l.down.push(i);
            l.column.push(i);
            l.row.push(0);
        }
        let mut cols = [0u32; 7];
        for cell in 0..81usize {
            for digit in 0..9usize {
                let mut n = 0;
                cols[n] = cell as u32;
                n += 1;
                for (h, &house) in houses.iter().enumerate() {
                    if house & (1u128 << cell) != 0 && n < cols.len() {
                        cols[n] = (81 + h * 9 + digit) as u32;
                        n += 1;
                    }
                }
                let first = l.left.len() as u32;
                l.row_start[cell * 9 + digit] = first;
                for (k, &c) in cols[..n].iter().enumerate() {
                    let node = first + k as u32;
                    l.left.push(if k == 0 {
                        first + n as u32 - 1
                    } else {
                        node - 1
                    });
                    l.right.push(if k + 1 == n { first } else { node + 1 });
                    // Append at the bottom of column c.
                    let last = l.up[c as usize];
                    l.up.push(last);
                    l.down.push(c);
                    l.down[last as usize] = node;
                    l.up[c as usize] = node;
                    l.column.push(c);
                    l.row.push((cell * 9 + digit) as u16);
                    l.size[c as usize] += 1;
                }
            }
        }
        l
    }

    fn cover(&mut self, c: u32) {
        let (cu, l, r) = (c as usize, self.left[c as usize], self.right[c as usize]);
        self.right[l as usize] = r;
        self.left[r as usize] = l;
        let mut i = self.down[cu];
        while i != c {
            let mut j = self.right[i as usize];
            while j != i {
                let (u, d) = (self.up[j as usize], self.down[j as usize]);
                self.down[u as usize] = d;
                self.up[d as usize] = u;
                self.size[self.column[j as usize] as usize] -= 1;
                j = self.right[j as usize];
            }
            i = self.down[i as usize];
        }
    }

    fn uncover(&mut self, c: u32) {
        let cu = c as usize;
        let mut i = self.up[cu];
        while i != c {
            let mut j = self.left[i as usize];
            while j != i {
                let (u, d) = (self.up[j as usize], self.down[j as usize]);
                self.down[u as usize] = j;
                self.up[d as usize] = j;
                self.size[self.column[j as usize] as usize] += 1;
                j = self.left[j as usize];
            }
            i = self.up[i as usize];
        }
        let (l, r) = (self.left[cu], self.right[cu]);
        self.right[l as usize] = c;
        self.left[r as usize] = c;
    }

    /// Chooses row node `node`: covers the other columns of its row.
    fn choose(&mut self, node: u32) {
        let mut j = self.right[node as usize];
        while j != node {
            self.cover(self.column[j as usize]);
            j = self.right[j as usize];
        }
    }

    /// Undoes [`Links::choose`].
    fn unchoose(&mut self, node: u32) {
        let mut j = self.left[node as usize];
        while j != node {
            self.uncover(self.column[j as usize]);
            j = self.left[j as usize];
        }
    }
}

/// The search's state besides the links.
struct Search<'w> {
    links: Links,
    /// The rows chosen on the current path (givens included).
    chosen: Vec<u16>,
    /// Solutions found (as 81 numbers).
    found: Vec<[u8; 81]>,
    nodes: u64,
    next_ask: u64,
    stopped: bool,
    watch: &'w mut dyn Watch,
}

impl Search<'_> {
    fn solution(&self) -> [u8; 81] {
        let mut numbers = [0u8; 81];
        for &r in &self.chosen {
            numbers[r as usize / 9] = (r % 9) as u8 + 1;
        }
        numbers
    }

    /// Algorithm X from the current matrix; `false` to stop (two solutions or the watch).
    fn search(&mut self) -> bool {
        let root = self.links.root;
        if self.links.right[root as usize] == root {
            self.found.push(self.solution());
            if self.found.len() == 1 {
                self.watch.first_solution();
            }
            return self.found.len() < 2;
        }
        // The column with the fewest rows.
        let mut best = self.links.right[root as usize];
        let mut c = self.links.right[best as usize];
        while c != root && self.links.size[best as usize] > 1 {
            if self.links.size[c as usize] < self.links.size[best as usize] {
                best = c;
            }
            c = self.links.right[c as usize];
        }
        if self.links.size[best as usize] == 0 {
            return true;
        }
        self.links.cover(best);
        let mut r = self.links.down[best as usize];
        let mut go_on = true;
        while r != best {
            self.nodes += 1;
            if self.nodes >= self.next_ask {
                self.next_ask = self.nodes + ASK_EVERY;
                self.watch.progress(&Progress {
                    steps: self.nodes,
                    value: self.chosen.len() as u64,
                });
                if self.watch.should_stop() {
                    self.stopped = true;
                    go_on = false;
                }
            }
            if go_on {
                self.chosen.push(self.links.row[r as usize]);
                self.links.choose(r);
                go_on = self.search();
                self.links.unchoose(r);
                self.chosen.pop();
            }
            if !go_on {
                break;
            }
            r = self.links.down[r as usize];
        }
        self.links.uncover(best);
        go_on
    }
}

/// Solves `puzzle` by Algorithm X with dancing links, counting solutions up to two.
pub fn run(puzzle: &Puzzle, watch: &mut dyn Watch) -> Outcome {
    let houses: Vec<u128> = puzzle
        .variant
        .houses()
        .iter()
        .map(|h| h.cells().bits())
        .collect();
    let mut links = Links::new(&houses);
    let mut chosen = Vec::with_capacity(81);
    // The givens' rows: cover their columns, refusing a row whose columns are gone.
    for (cell, &d) in puzzle.givens.to_numbers().iter().enumerate() {
        if d == 0 {
            continue;
        }
        let node = links.row_start[cell * 9 + d as usize - 1];
        let mut j = node;
        loop {
            let c = links.column[j as usize];
            // A covered column is out of the header list: its neighbours skip it.
            if links.right[links.left[c as usize] as usize] != c {
                return Outcome::from_solutions(None, None, 0);
            }
            j = links.right[j as usize];
            if j == node {
                break;
            }
        }
        links.cover(links.column[node as usize]);
        links.choose(node);
        chosen.push((cell * 9 + d as usize - 1) as u16);
    }
    let mut search = Search {
        links,
        chosen,
        found: Vec::with_capacity(2),
        nodes: 0,
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
    out.detail.push(("columns", (81 + houses.len() * 9) as u64));
    out
}
