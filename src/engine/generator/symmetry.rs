//! The symmetry of a generated puzzle's givens: clues are removed in orbits (a cell and its
//! image), so the pattern of givens keeps the symmetry.

use crate::engine::closed::closed_enum;
use std::fmt;

use crate::engine::types::Cell;

closed_enum! {
    /// How the givens' pattern maps onto itself.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
    pub enum Symmetry {
        /// No symmetry: every clue is removed on its own.
        #[default]
        None,
        /// Point symmetry: a half turn about the centre (r, c) → (8−r, 8−c), the newspapers'.
        Central,
        /// Mirrored in the main diagonal: (r, c) → (c, r).
        Diagonal,
        /// Mirrored left to right: (r, c) → (r, 8−c).
        Mirror,
    }
}

impl Symmetry {
    /// The name in the CLI and links: `none`, `central`, `diagonal`, `mirror`.
    pub const fn slug(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Central => "central",
            Symmetry::Diagonal => "diagonal",
            Symmetry::Mirror => "mirror",
        }
    }

    /// The symmetry named by `slug` (the inverse of [`Symmetry::slug`]).
    pub fn from_slug(slug: &str) -> Option<Symmetry> {
        Symmetry::ALL.into_iter().find(|s| s.slug() == slug)
    }

    /// The image of `cell`.
    pub fn image(self, cell: Cell) -> Cell {
        let (r, c) = (cell.row(), cell.col());
        let (r, c) = match self {
            Symmetry::None => (r, c),
            Symmetry::Central => (8 - r, 8 - c),
            Symmetry::Diagonal => (c, r),
            Symmetry::Mirror => (r, 8 - c),
        };
        Cell::at(r, c).unwrap_or(cell)
    }

    /// The orbits: every cell once, each with its image (one cell when it is its own).
    pub fn orbits(self) -> Vec<Orbit> {
        let mut out = Vec::with_capacity(81);
        for cell in Cell::all() {
            let image = self.image(cell);
            if image >= cell {
                out.push(Orbit { cell, image });
            }
        }
        out
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A cell and its image (the same cell for a cell on the axis or at the centre).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Orbit {
    /// The first cell (the smaller index).
    pub cell: Cell,
    /// Its image.
    pub image: Cell,
}

impl Orbit {
    /// How many clues the orbit holds (1 or 2).
    pub fn size(self) -> usize {
        if self.cell == self.image { 1 } else { 2 }
    }

    /// Its cells.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        [
            Some(self.cell),
            (self.image != self.cell).then_some(self.image),
        ]
        .into_iter()
        .flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_cover_every_cell_once_and_are_closed() {
        for s in Symmetry::ALL {
            let orbits = s.orbits();
            let mut seen = [0u8; 81];
            for o in &orbits {
                for c in o.cells() {
                    seen[c.index()] += 1;
                }
                assert_eq!(
                    s.image(o.image),
                    o.cell,
                    "{s}: an image's image is the cell"
                );
            }
            assert!(seen.iter().all(|&n| n == 1), "{s}");
            assert_eq!(Symmetry::from_slug(s.slug()), Some(s));
        }
        assert_eq!(Symmetry::None.orbits().len(), 81);
        assert_eq!(Symmetry::Central.orbits().len(), 41);
        assert_eq!(Symmetry::Diagonal.orbits().len(), 45);
        assert_eq!(Symmetry::Mirror.orbits().len(), 45);
    }
}
