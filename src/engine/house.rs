//! Houses (the groups of nine cells that must hold 1–9 once each) and the [`Variant`]s that
//! decide which houses a puzzle has.
//!
//! Standard: 9 rows, 9 columns, 9 blocks. Diagonal (X): also both main diagonals. Color
//! (disjoint groups): also the nine colour groups, the cells at the same position inside each
//! block. ColorDiagonal: both extras. Everything that reasons about houses (peers, parsing
//! checks, the solver, every technique) asks the variant, so a variant rule can never be
//! forgotten in one place.

use crate::engine::closed::closed_enum;
use std::fmt;

use super::bits::CellSet;
use super::types::Cell;

/// One house: nine cells that hold each digit exactly once.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum House {
    /// Row 0–8 (shown 1-based).
    Row(u8),
    /// Column 0–8 (shown 1-based).
    Column(u8),
    /// Block 0–8, numbered row by row from the top left (shown 1-based).
    Block(u8),
    /// The main diagonal, r1c1 to r9c9 (Diagonal variants).
    MainDiagonal,
    /// The anti-diagonal, r1c9 to r9c1 (Diagonal variants).
    AntiDiagonal,
    /// Colour group 0–8: the cells at position `n` inside each block (Color variants).
    ColorGroup(u8),
}

/// Number of distinct houses over all variants: 27 + 2 + 9.
pub const HOUSE_COUNT: usize = 38;

impl House {
    /// A dense index `0..HOUSE_COUNT` (rows, columns, blocks, diagonals, colour groups).
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn index(self) -> usize {
        match self {
            House::Row(r) => r as usize,
            House::Column(c) => 9 + c as usize,
            House::Block(b) => 18 + b as usize,
            House::MainDiagonal => 27,
            House::AntiDiagonal => 28,
            House::ColorGroup(g) => 29 + g as usize,
        }
    }

    /// The house with dense index `index` (the inverse of [`House::index`]).
    pub const fn from_index(index: usize) -> Option<House> {
        match index {
            0..=8 => Some(House::Row(index as u8)),
            9..=17 => Some(House::Column(index as u8 - 9)),
            18..=26 => Some(House::Block(index as u8 - 18)),
            27 => Some(House::MainDiagonal),
            28 => Some(House::AntiDiagonal),
            29..=37 => Some(House::ColorGroup(index as u8 - 29)),
            _ => None,
        }
    }

    /// The nine cells of the house.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub const fn cells(self) -> CellSet {
        HOUSE_CELLS[self.index()]
    }

    /// The nine cells in reading order (left to right, top to bottom).
    pub fn cell_list(self) -> impl Iterator<Item = Cell> {
        self.cells().iter()
    }
}

const fn build_house_cells() -> [CellSet; HOUSE_COUNT] {
    let mut sets = [0u128; HOUSE_COUNT];
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        let bit = 1u128 << i;
        sets[r] |= bit;
        sets[9 + c] |= bit;
        sets[18 + (r / 3) * 3 + c / 3] |= bit;
        if r == c {
            sets[27] |= bit;
        }
        if r + c == 8 {
            sets[28] |= bit;
        }
        sets[29 + (r % 3) * 3 + c % 3] |= bit;
        i += 1;
    }
    let mut out = [CellSet::EMPTY; HOUSE_COUNT];
    let mut h = 0;
    while h < HOUSE_COUNT {
        out[h] = CellSet::from_bits(sets[h]);
        h += 1;
    }
    out
}

static HOUSE_CELLS: [CellSet; HOUSE_COUNT] = build_house_cells();

/// The houses of one cell ([`Variant::houses_of`]), at most six, in the variant's order.
#[derive(Clone, Copy, Debug)]
pub struct HousesOf {
    houses: [House; 6],
    len: u8,
    next: u8,
}

impl HousesOf {
    fn push(&mut self, house: House) {
        self.houses[usize::from(self.len)] = house;
        self.len += 1;
    }
}

impl Iterator for HousesOf {
    type Item = House;

    #[cfg_attr(feature = "inline-hot", inline(always))]
    fn next(&mut self) -> Option<House> {
        if self.next == self.len {
            return None;
        }
        let house = self.houses[usize::from(self.next)];
        self.next += 1;
        Some(house)
    }
}

closed_enum! {
    /// The rule set of a puzzle: which houses exist besides rows, columns and blocks.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
    pub enum Variant {
        /// Rows, columns and blocks.
        #[default]
        Standard,
        /// Standard plus both main diagonals (X-Sudoku).
        Diagonal,
        /// Standard plus the nine colour groups (disjoint groups; the seed's *Farb-Sudoku*).
        Color,
        /// Standard plus both diagonals and the colour groups.
        ColorDiagonal,
    }
}

const fn build_variant_houses<const N: usize>(diagonals: bool, groups: bool) -> [House; N] {
    let mut out = [House::Row(0); N];
    let mut n = 0;
    let mut i = 0;
    while i < HOUSE_COUNT {
        let keep = match House::from_index(i) {
            Some(House::MainDiagonal | House::AntiDiagonal) => diagonals,
            Some(House::ColorGroup(_)) => groups,
            _ => true,
        };
        if keep {
            if let Some(h) = House::from_index(i) {
                out[n] = h;
            }
            n += 1;
        }
        i += 1;
    }
    out
}

static STANDARD_HOUSES: [House; 27] = build_variant_houses(false, false);
static DIAGONAL_HOUSES: [House; 29] = build_variant_houses(true, false);
static COLOR_HOUSES: [House; 36] = build_variant_houses(false, true);
static COLOR_DIAGONAL_HOUSES: [House; 38] = build_variant_houses(true, true);

const fn build_peers(diagonals: bool, groups: bool) -> [CellSet; 81] {
    let mut out = [CellSet::EMPTY; 81];
    let mut i = 0;
    while i < 81 {
        let mut bits = 0u128;
        let mut h = 0;
        while h < HOUSE_COUNT {
            let allowed = h < 27 || (h < 29 && diagonals) || (h >= 29 && groups);
            let cells = HOUSE_CELLS_RAW[h];
            if allowed && cells & (1u128 << i) != 0 {
                bits |= cells;
            }
            h += 1;
        }
        out[i] = CellSet::from_bits(bits & !(1u128 << i));
        i += 1;
    }
    out
}

const HOUSE_CELLS_RAW: [u128; HOUSE_COUNT] = {
    let sets = build_house_cells();
    let mut raw = [0u128; HOUSE_COUNT];
    let mut h = 0;
    while h < HOUSE_COUNT {
        raw[h] = sets[h].bits();
        h += 1;
    }
    raw
};

static PEERS: [[CellSet; 81]; 4] = [
    build_peers(false, false),
    build_peers(true, false),
    build_peers(false, true),
    build_peers(true, true),
];

/// Per cell, the indexes into [`Variant::houses`] of the houses that hold it (three to
/// six), in the variant's order: a finder that tries each house in turn asks it whether a
/// group of cells lay in an earlier house too (such a house holds the group's first cell).
pub struct HouseIndexes {
    indexes: [[u8; 6]; 81],
    count: [u8; 81],
}

impl HouseIndexes {
    /// The table of `variant`.
    pub fn of(variant: Variant) -> HouseIndexes {
        let mut table = HouseIndexes {
            indexes: [[0; 6]; 81],
            count: [0; 81],
        };
        // House by house, so each cell's houses come in the variant's order.
        for (h, house) in variant.houses().iter().enumerate() {
            for cell in house.cells().iter() {
                let i = cell.index();
                if let Some(slot) = table.indexes[i].get_mut(usize::from(table.count[i])) {
                    *slot = h as u8;
                    table.count[i] += 1;
                }
            }
        }
        table
    }

    /// The indexes of the houses holding `cell`, ascending.
    pub fn of_cell(&self, cell: Cell) -> impl Iterator<Item = usize> + '_ {
        let i = cell.index();
        self.indexes[i][..usize::from(self.count[i])]
            .iter()
            .map(|&h| usize::from(h))
    }
}

impl Variant {
    /// Whether the two main diagonals are houses.
    pub const fn has_diagonals(self) -> bool {
        matches!(self, Variant::Diagonal | Variant::ColorDiagonal)
    }

    /// Whether the nine colour groups are houses.
    pub const fn has_color_groups(self) -> bool {
        matches!(self, Variant::Color | Variant::ColorDiagonal)
    }

    /// Every house of the variant: rows, columns, blocks, then diagonals, then colour groups.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn houses(self) -> &'static [House] {
        match self {
            Variant::Standard => &STANDARD_HOUSES,
            Variant::Diagonal => &DIAGONAL_HOUSES,
            Variant::Color => &COLOR_HOUSES,
            Variant::ColorDiagonal => &COLOR_DIAGONAL_HOUSES,
        }
    }

    /// The houses of the variant that contain `cell` (3 to 6 of them), in the order of
    /// [`Variant::houses`]: its row, column and block, then the diagonals through it, then its
    /// colour group. Named from the cell, not found by testing every house of the variant.
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn houses_of(self, cell: Cell) -> HousesOf {
        let mut houses = HousesOf {
            houses: [
                House::Row(cell.row()),
                House::Column(cell.col()),
                House::Block(cell.block()),
                House::MainDiagonal,
                House::MainDiagonal,
                House::MainDiagonal,
            ],
            len: 3,
            next: 0,
        };
        if self.has_diagonals() {
            if cell.on_main_diagonal() {
                houses.push(House::MainDiagonal);
            }
            if cell.on_anti_diagonal() {
                houses.push(House::AntiDiagonal);
            }
        }
        if self.has_color_groups() {
            houses.push(House::ColorGroup(cell.position_in_block()));
        }
        houses
    }

    /// The cells that share a house with `cell` under this variant (`cell` itself excluded).
    #[cfg_attr(feature = "inline-hot", inline(always))]
    pub fn peers(self, cell: Cell) -> CellSet {
        PEERS[self as usize][cell.index()]
    }

    /// The name used in the CLI, URLs and saves: `standard`, `diagonal`, `color`, `color-diagonal`.
    pub const fn slug(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Diagonal => "diagonal",
            Variant::Color => "color",
            Variant::ColorDiagonal => "color-diagonal",
        }
    }

    /// The variant named by `slug` (the inverse of [`Variant::slug`]; also accepts `x`,
    /// `colour`, `colour-diagonal` and underscores).
    pub fn from_slug(slug: &str) -> Option<Variant> {
        match slug.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "standard" | "classic" => Some(Variant::Standard),
            "diagonal" | "x" => Some(Variant::Diagonal),
            "color" | "colour" => Some(Variant::Color),
            "color-diagonal" | "colour-diagonal" | "colordiagonal" | "diagonal-color" => {
                Some(Variant::ColorDiagonal)
            }
            _ => None,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Variant::Standard => "Standard",
            Variant::Diagonal => "Diagonal",
            Variant::Color => "Color",
            Variant::ColorDiagonal => "Color-Diagonal",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_house_has_nine_cells_and_indexes_round_trip() {
        for i in 0..HOUSE_COUNT {
            let h = House::from_index(i).unwrap();
            assert_eq!(h.index(), i);
            assert_eq!(h.cells().len(), 9, "{h:?}");
        }
        assert_eq!(House::from_index(HOUSE_COUNT), None);
    }

    #[test]
    fn house_names() {
        let cases = [
            (House::Row(3), "row 4"),
            (House::Column(4), "column 5"),
            (House::Block(4), "block 5"),
            (House::MainDiagonal, "the main diagonal"),
            (House::AntiDiagonal, "the anti-diagonal"),
            (House::ColorGroup(4), "colour group 5"),
        ];
        for (h, name) in cases {
            assert_eq!(crate::i18n::house_name(crate::i18n::Lang::En, h), name);
        }
    }

    #[test]
    fn peer_counts_per_variant() {
        let centre = Cell::at(4, 4).unwrap();
        let corner = Cell::at(0, 0).unwrap();
        let plain = Cell::at(0, 1).unwrap();
        // (variant, peers of r5c5, of r1c1, of r1c2)
        let cases = [
            (Variant::Standard, 20, 20, 20),
            (Variant::Diagonal, 20 + 12, 20 + 6, 20),
            (Variant::Color, 24, 24, 24),
            (Variant::ColorDiagonal, 32, 28, 24),
        ];
        for (v, a, b, c) in cases {
            assert_eq!(v.peers(centre).len(), a, "{v} r5c5");
            assert_eq!(v.peers(corner).len(), b, "{v} r1c1");
            assert_eq!(v.peers(plain).len(), c, "{v} r1c2");
            assert!(!v.peers(centre).contains(centre));
        }
        assert_eq!(Variant::ColorDiagonal.houses().len(), 38);
        assert_eq!(Variant::Color.houses().len(), 36);
        assert_eq!(Variant::Diagonal.houses().len(), 29);
        assert_eq!(Variant::Standard.houses_of(centre).count(), 3);
        assert_eq!(Variant::ColorDiagonal.houses_of(centre).count(), 6);
    }

    #[test]
    fn houses_of_are_the_houses_holding_the_cell_in_the_variants_order() {
        for v in Variant::ALL {
            for cell in Cell::all() {
                let named: Vec<House> = v.houses_of(cell).collect();
                let found: Vec<House> = v
                    .houses()
                    .iter()
                    .copied()
                    .filter(|h| h.cells().contains(cell))
                    .collect();
                assert_eq!(named, found, "{v:?} {cell}");
            }
        }
    }

    #[test]
    fn slugs_round_trip() {
        for v in Variant::ALL {
            assert_eq!(Variant::from_slug(v.slug()), Some(v));
        }
        assert_eq!(
            Variant::from_slug("Colour_Diagonal"),
            Some(Variant::ColorDiagonal)
        );
        assert_eq!(Variant::from_slug("jigsaw"), None);
    }
}
