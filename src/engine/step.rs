//! [`Step`]: one deduction: what it does (placements, eliminations) and why (its
//! [`Evidence`]), and [`Technique`], the closed list of deductions, ordered by difficulty.
//!
//! A step carries everything the explanation and the board highlights need, so nothing about
//! a technique is lost between the finder and the hint panel.

use std::fmt;

use super::bits::{CellSet, DigitSet};
use super::house::House;
use super::types::{Cell, Digit};

/// A candidate: a digit in a cell.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
}

impl Candidate {
    /// The candidate `digit` in `cell`.
    pub const fn new(cell: Cell, digit: Digit) -> Candidate {
        Candidate { cell, digit }
    }
}

/// `r4c5=7` reads "7 in r4c5".
impl fmt::Debug for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.cell, self.digit)
    }
}

/// Declares [`Technique`] from one list: each variant with its stable id. The list of every
/// variant ([`Technique::EVERY`]) and the id lookups are generated from the same tokens, so
/// no hand-kept list beside the enum can miss one.
macro_rules! techniques {
    ($( $(#[$doc:meta])* $variant:ident = $id:literal, )*) => {
        /// Every technique the engine knows, easiest first. Adding one forces (by exhaustive
        /// `match`es) its name, its codes, its scores and its finder.
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        pub enum Technique {
            $( $(#[$doc])* $variant, )*
        }

        impl Technique {
            /// Every variant of the enum, in declaration order: generated from the enum's own
            /// definition, for tests and readers that must cover all of them.
            pub const EVERY: &'static [Technique] = &[$(Technique::$variant,)*];

            /// The stable id: what saves, links and JSON store. It never changes when a
            /// display name does (`"x-wing"`, `"direct-pointing"`).
            pub const fn id(self) -> &'static str {
                match self {
                    $(Technique::$variant => $id,)*
                }
            }
        }
    };
}

techniques! {
    /// The last empty cell of a house.
    FullHouse = "full-house",
    /// The only place left for a digit in a house.
    HiddenSingle = "hidden-single",
    /// The only digit left for a cell.
    NakedSingle = "naked-single",
    /// Pen-only: a single that appears once a digit's place in a block is known to lie in one
    /// line (the seed's method C, "direct pointing"), without writing candidates.
    DirectPointing = "direct-pointing",
    /// Pen-only: a single that appears once two digits are known to fill two cells of a house
    /// (the seed's method D, "direct hidden pair"), without writing candidates.
    DirectHiddenPair = "direct-hidden-pair",
    /// A digit's candidates in one house all lie in a second house (the first is a block).
    LockedCandidatesPointing = "locked-candidates-pointing",
    /// A digit's candidates in a row or column (or diagonal, colour group) all lie in one block.
    LockedCandidatesClaiming = "locked-candidates-claiming",
    /// Variant-only: a cell that sees every place of a digit in a house through a diagonal
    /// (the seed's *Diagonal-Zange*) loses the digit.
    DiagonalPincer = "diagonal-pincer",
    /// Variant-only: a cell that sees every place of a digit in a house through a colour group
    /// (the seed's *Farb-Zange*) loses the digit.
    ColorPincer = "color-pincer",
    /// Two cells in two common houses with the same two candidates.
    LockedPair = "locked-pair",
    /// Three cells in two common houses with three candidates between them.
    LockedTriple = "locked-triple",
    /// Two cells of a house with the same two candidates.
    NakedPair = "naked-pair",
    /// Two digits confined to the same two cells of a house.
    HiddenPair = "hidden-pair",
    /// Three cells of a house with three candidates between them.
    NakedTriple = "naked-triple",
    /// Three digits confined to three cells of a house.
    HiddenTriple = "hidden-triple",
    /// Four cells of a house with four candidates between them.
    NakedQuadruple = "naked-quadruple",
    /// Four digits confined to four cells of a house.
    HiddenQuadruple = "hidden-quadruple",
    /// A digit confined to the same two columns in two rows (or the other way round).
    XWing = "x-wing",
    /// A digit confined to three cover lines across three base lines.
    Swordfish = "swordfish",
    /// A digit confined to four cover lines across four base lines.
    Jellyfish = "jellyfish",
    /// An X-Wing with extra candidates (fins) in one block.
    FinnedXWing = "finned-x-wing",
    /// A finned X-Wing one of whose base lines has a single cover candidate.
    SashimiXWing = "sashimi-x-wing",
    /// A Swordfish with fins in one block.
    FinnedSwordfish = "finned-swordfish",
    /// A finned Swordfish with a base line that has a single cover candidate.
    SashimiSwordfish = "sashimi-swordfish",
    /// A Jellyfish with fins in one block.
    FinnedJellyfish = "finned-jellyfish",
    /// A finned Jellyfish with a base line that has a single cover candidate.
    SashimiJellyfish = "sashimi-jellyfish",
    /// Two conjugate pairs of a digit in parallel lines whose ends share a line.
    Skyscraper = "skyscraper",
    /// A conjugate pair in a row and one in a column, joined in a block.
    TwoStringKite = "2-string-kite",
    /// Two conjugate pairs of a digit joined by a weak link (one of them in a block).
    TurbotFish = "turbot-fish",
    /// A block whose candidates for a digit form a cross, with a conjugate pair outside it.
    EmptyRectangle = "empty-rectangle",
    /// Two identical bivalue cells joined by a conjugate pair of one of their digits.
    WWing = "w-wing",
    /// A bivalue pivot seeing two bivalue pincers that share a third digit.
    XYWing = "xy-wing",
    /// A trivalue pivot seeing two bivalue pincers, all three holding the same digit z.
    XYZWing = "xyz-wing",
    /// A chain of bivalue cells with the same two digits.
    RemotePair = "remote-pair",
    /// Four cells with four digits between them, all but one digit confined to cells that see
    /// each other.
    WXYZWing = "wxyz-wing",
    /// Unique Rectangle type 1: one corner has extra candidates.
    UniqueRectangle1 = "unique-rectangle-type-1",
    /// Unique Rectangle type 2: two corners share one extra candidate.
    UniqueRectangle2 = "unique-rectangle-type-2",
    /// Unique Rectangle type 3: the extras of two corners form a subset with other cells.
    UniqueRectangle3 = "unique-rectangle-type-3",
    /// Unique Rectangle type 4: one rectangle digit is locked into two corners.
    UniqueRectangle4 = "unique-rectangle-type-4",
    /// Unique Rectangle type 5: two or three corners share one extra candidate.
    UniqueRectangle5 = "unique-rectangle-type-5",
    /// Unique Rectangle type 6: a rectangle digit forms an X-Wing on the corners.
    UniqueRectangle6 = "unique-rectangle-type-6",
    /// Bivalue Universal Grave + 1: every cell but one is bivalue.
    BugPlusOne = "bug-plus-one",
    /// A rectangle whose digit is locked into two lines through one corner.
    HiddenRectangle = "hidden-rectangle",
    /// Three placed corners would let the fourth complete a swappable rectangle.
    AvoidableRectangle1 = "avoidable-rectangle-type-1",
    /// Two placed corners and two cells sharing one extra candidate.
    AvoidableRectangle2 = "avoidable-rectangle-type-2",
    /// Unique Loop type 1 (the seed's *Ausschluss-Kette*): 6, 8, 10 or 12 cells, two in every
    /// house they touch, all holding the same two digits; one cell has extra candidates.
    UniqueLoop1 = "unique-loop-type-1",
    /// Unique Loop type 2: the cells with extras all have the same single extra candidate.
    UniqueLoop2 = "unique-loop-type-2",
    /// Unique Loop type 3: the extras of two cells in one house form a subset with other cells.
    UniqueLoop3 = "unique-loop-type-3",
    /// Unique Loop type 4: one loop digit is locked into the two cells with extras.
    UniqueLoop4 = "unique-loop-type-4",
    /// A cell that sees both colours of a digit's conjugate chain.
    SimpleColorsTrap = "simple-colors-trap",
    /// One colour of a digit's conjugate chain sees itself, so it is false.
    SimpleColorsWrap = "simple-colors-wrap",
    /// Two colour chains linked by a weak link: cells seeing the other colours lose the digit.
    MultiColors1 = "multi-colors-1",
    /// A colour that sees both colours of another chain is false.
    MultiColors2 = "multi-colors-2",
    /// Colouring across digits: conjugate pairs and bivalue cells chained into two colours.
    ThreeDMedusa = "3d-medusa",
    /// The fallback when no technique applies (Bowman's Bingo, `engine::trial`): a candidate
    /// supposed true leads by singles to a contradiction, so it is removed.
    TrialAndError = "trial-and-error",
}

impl Technique {
    /// The technique whose stable [`id`](Technique::id) is `id`.
    pub fn from_id(id: &str) -> Option<Technique> {
        Technique::EVERY.iter().copied().find(|t| t.id() == id)
    }
}

impl Technique {
    /// Every technique used on a position with candidates, easiest first. The pen-only
    /// techniques (`DirectPointing`, `DirectHiddenPair`) are not here: they are found on the
    /// digits alone by [`crate::engine::pen`].
    pub const ALL: [Technique; 52] = [
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::LockedCandidatesPointing,
        Technique::LockedCandidatesClaiming,
        Technique::DiagonalPincer,
        Technique::ColorPincer,
        Technique::LockedPair,
        Technique::LockedTriple,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuadruple,
        Technique::HiddenQuadruple,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::RemotePair,
        Technique::BugPlusOne,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
        Technique::EmptyRectangle,
        Technique::WWing,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::WXYZWing,
        Technique::UniqueRectangle1,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
        Technique::UniqueRectangle5,
        Technique::UniqueRectangle6,
        Technique::HiddenRectangle,
        Technique::AvoidableRectangle1,
        Technique::AvoidableRectangle2,
        Technique::UniqueLoop1,
        Technique::UniqueLoop2,
        Technique::UniqueLoop3,
        Technique::UniqueLoop4,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
        Technique::SimpleColorsTrap,
        Technique::SimpleColorsWrap,
        Technique::MultiColors1,
        Technique::MultiColors2,
        Technique::ThreeDMedusa,
    ];

    /// The English name (the CLI's, and the key of saved hint moves; the app shows
    /// `crate::i18n::technique_name`).
    pub const fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "Full House",
            Technique::HiddenSingle => "Hidden Single",
            Technique::NakedSingle => "Naked Single",
            Technique::DirectPointing => "Direct Pointing",
            Technique::DirectHiddenPair => "Direct Hidden Pair",
            Technique::LockedCandidatesPointing => "Locked Candidates (Pointing)",
            Technique::LockedCandidatesClaiming => "Locked Candidates (Claiming)",
            Technique::DiagonalPincer => "Diagonal Pincer",
            Technique::ColorPincer => "Color Pincer",
            Technique::LockedPair => "Locked Pair",
            Technique::LockedTriple => "Locked Triple",
            Technique::NakedPair => "Naked Pair",
            Technique::HiddenPair => "Hidden Pair",
            Technique::NakedTriple => "Naked Triple",
            Technique::HiddenTriple => "Hidden Triple",
            Technique::NakedQuadruple => "Naked Quadruple",
            Technique::HiddenQuadruple => "Hidden Quadruple",
            Technique::XWing => "X-Wing",
            Technique::Swordfish => "Swordfish",
            Technique::Jellyfish => "Jellyfish",
            Technique::FinnedXWing => "Finned X-Wing",
            Technique::SashimiXWing => "Sashimi X-Wing",
            Technique::FinnedSwordfish => "Finned Swordfish",
            Technique::SashimiSwordfish => "Sashimi Swordfish",
            Technique::FinnedJellyfish => "Finned Jellyfish",
            Technique::SashimiJellyfish => "Sashimi Jellyfish",
            Technique::Skyscraper => "Skyscraper",
            Technique::TwoStringKite => "2-String Kite",
            Technique::TurbotFish => "Turbot Fish",
            Technique::EmptyRectangle => "Empty Rectangle",
            Technique::WWing => "W-Wing",
            Technique::XYWing => "XY-Wing",
            Technique::XYZWing => "XYZ-Wing",
            Technique::RemotePair => "Remote Pair",
            Technique::UniqueRectangle1 => "Unique Rectangle Type 1",
            Technique::UniqueRectangle2 => "Unique Rectangle Type 2",
            Technique::UniqueRectangle3 => "Unique Rectangle Type 3",
            Technique::UniqueRectangle4 => "Unique Rectangle Type 4",
            Technique::UniqueRectangle5 => "Unique Rectangle Type 5",
            Technique::UniqueRectangle6 => "Unique Rectangle Type 6",
            Technique::BugPlusOne => "BUG+1",
            Technique::HiddenRectangle => "Hidden Rectangle",
            Technique::AvoidableRectangle1 => "Avoidable Rectangle Type 1",
            Technique::AvoidableRectangle2 => "Avoidable Rectangle Type 2",
            Technique::UniqueLoop1 => "Unique Loop Type 1",
            Technique::UniqueLoop2 => "Unique Loop Type 2",
            Technique::UniqueLoop3 => "Unique Loop Type 3",
            Technique::UniqueLoop4 => "Unique Loop Type 4",
            Technique::SimpleColorsTrap => "Simple Colors Trap",
            Technique::SimpleColorsWrap => "Simple Colors Wrap",
            Technique::MultiColors1 => "Multi Colors 1",
            Technique::MultiColors2 => "Multi Colors 2",
            Technique::WXYZWing => "WXYZ-Wing",
            Technique::ThreeDMedusa => "3D Medusa",
            Technique::TrialAndError => "Trial and Error",
        }
    }

    /// The technique code of HoDoKu's regression library (`0000` Full House, …).
    pub const fn hodoku_code(self) -> &'static str {
        match self {
            Technique::FullHouse => "0000",
            Technique::HiddenSingle => "0002",
            Technique::NakedSingle => "0003",
            Technique::DirectPointing => "-C",
            Technique::DirectHiddenPair => "-D",
            Technique::LockedCandidatesPointing => "0100",
            Technique::LockedCandidatesClaiming => "0101",
            Technique::DiagonalPincer => "-DZ",
            Technique::ColorPincer => "-FZ",
            Technique::LockedPair => "0110",
            Technique::LockedTriple => "0111",
            Technique::NakedPair => "0200",
            Technique::NakedTriple => "0201",
            Technique::NakedQuadruple => "0202",
            Technique::HiddenPair => "0210",
            Technique::HiddenTriple => "0211",
            Technique::HiddenQuadruple => "0212",
            Technique::XWing => "0300",
            Technique::Swordfish => "0301",
            Technique::Jellyfish => "0302",
            Technique::FinnedXWing => "0310",
            Technique::FinnedSwordfish => "0311",
            Technique::FinnedJellyfish => "0312",
            Technique::SashimiXWing => "0320",
            Technique::SashimiSwordfish => "0321",
            Technique::SashimiJellyfish => "0322",
            Technique::Skyscraper => "0400",
            Technique::TwoStringKite => "0401",
            Technique::TurbotFish => "0403",
            Technique::EmptyRectangle => "0402",
            Technique::WWing => "0803",
            Technique::XYWing => "0800",
            Technique::XYZWing => "0801",
            Technique::RemotePair => "0703",
            Technique::UniqueRectangle1 => "0600",
            Technique::UniqueRectangle2 => "0601",
            Technique::UniqueRectangle3 => "0602",
            Technique::UniqueRectangle4 => "0603",
            Technique::UniqueRectangle5 => "0604",
            Technique::UniqueRectangle6 => "0605",
            Technique::BugPlusOne => "0610",
            Technique::HiddenRectangle => "0606",
            Technique::AvoidableRectangle1 => "0607",
            Technique::AvoidableRectangle2 => "0608",
            // Not in HoDoKu's library (its Unique Loops are not a separate step there).
            Technique::UniqueLoop1 => "-UL1",
            Technique::UniqueLoop2 => "-UL2",
            Technique::UniqueLoop3 => "-UL3",
            Technique::UniqueLoop4 => "-UL4",
            Technique::SimpleColorsTrap => "0500",
            Technique::SimpleColorsWrap => "0501",
            Technique::MultiColors1 => "0502",
            Technique::MultiColors2 => "0503",
            Technique::WXYZWing => "0802",
            Technique::ThreeDMedusa => "0507",
            // HoDoKu's last resort is Brute Force, which has no library code.
            Technique::TrialAndError => "-T",
        }
    }

    /// HoDoKu 2.2's default score for one step of this technique (TECHNIQUES.md §2a).
    pub const fn hodoku_score(self) -> u32 {
        match self {
            Technique::FullHouse | Technique::NakedSingle => 4,
            Technique::HiddenSingle => 14,
            // Not HoDoKu steps; scored as the single plus the pointing or pair it uses.
            Technique::DirectPointing => 64,
            Technique::DirectHiddenPair => 84,
            // Not HoDoKu steps; scored like locked candidates, which they generalise.
            Technique::DiagonalPincer | Technique::ColorPincer => 50,
            Technique::LockedPair => 40,
            Technique::LockedTriple => 60,
            Technique::LockedCandidatesPointing | Technique::LockedCandidatesClaiming => 50,
            Technique::NakedPair => 60,
            Technique::NakedTriple => 80,
            Technique::HiddenPair => 70,
            Technique::HiddenTriple => 100,
            Technique::NakedQuadruple => 120,
            Technique::HiddenQuadruple => 150,
            Technique::XWing => 140,
            Technique::Swordfish => 150,
            Technique::Jellyfish => 160,
            Technique::FinnedXWing => 130,
            Technique::SashimiXWing => 150,
            Technique::FinnedSwordfish => 200,
            Technique::SashimiSwordfish => 240,
            Technique::FinnedJellyfish => 250,
            Technique::SashimiJellyfish => 260,
            Technique::Skyscraper => 130,
            Technique::TwoStringKite => 150,
            Technique::TurbotFish => 120,
            Technique::EmptyRectangle => 120,
            Technique::WWing => 150,
            Technique::XYWing => 160,
            Technique::XYZWing => 180,
            Technique::RemotePair => 110,
            Technique::UniqueRectangle1 => 100,
            Technique::UniqueRectangle2 => 100,
            Technique::UniqueRectangle3 => 100,
            Technique::UniqueRectangle4 => 100,
            Technique::UniqueRectangle5 => 100,
            Technique::UniqueRectangle6 => 100,
            Technique::BugPlusOne => 100,
            Technique::HiddenRectangle => 100,
            Technique::AvoidableRectangle1 => 100,
            Technique::AvoidableRectangle2 => 100,
            // Not HoDoKu steps; scored a little above the rectangle of the same type, as the
            // seed (+3 points per loop size) and SE (+0.1 to +0.5) both do.
            Technique::UniqueLoop1
            | Technique::UniqueLoop2
            | Technique::UniqueLoop3
            | Technique::UniqueLoop4 => 110,
            Technique::SimpleColorsTrap => 150,
            Technique::SimpleColorsWrap => 150,
            Technique::MultiColors1 => 200,
            Technique::MultiColors2 => 200,
            // Not in HoDoKu's default table: scored between XYZ-Wing and the ALS family.
            Technique::WXYZWing => 200,
            Technique::ThreeDMedusa => 220,
            // HoDoKu's Brute Force.
            Technique::TrialAndError => 10000,
        }
    }

    /// Whether the technique relies on the puzzle having exactly one solution.
    pub const fn needs_uniqueness(self) -> bool {
        matches!(
            self,
            Technique::UniqueRectangle1
                | Technique::UniqueRectangle2
                | Technique::UniqueRectangle3
                | Technique::UniqueRectangle4
                | Technique::UniqueRectangle5
                | Technique::UniqueRectangle6
                | Technique::BugPlusOne
                | Technique::HiddenRectangle
                | Technique::AvoidableRectangle1
                | Technique::AvoidableRectangle2
                | Technique::UniqueLoop1
                | Technique::UniqueLoop2
                | Technique::UniqueLoop3
                | Technique::UniqueLoop4
        )
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a step holds: the pattern, in the terms the explanation and the highlights need.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Evidence {
    /// A single: `cell` must be `digit`. `house` is the house that forces it (Full House,
    /// Hidden Single); `None` for a Naked Single (the cell itself forces it).
    Single {
        /// The cell to fill.
        cell: Cell,
        /// Its digit.
        digit: Digit,
        /// The house that forces it, if any.
        house: Option<House>,
    },
    /// Locked candidates: in `base`, `digit` can only be in `cells`, which all lie in `cover`;
    /// so `digit` goes from the rest of `cover`.
    Intersection {
        /// The digit.
        digit: Digit,
        /// The house whose candidates are confined.
        base: House,
        /// The house they are confined to.
        cover: House,
        /// The confined candidates' cells.
        cells: CellSet,
    },
    /// A naked or hidden subset: `cells` of `house` hold exactly the `digits` between them.
    /// For a naked subset (and a locked one) the digits leave the other cells of every house
    /// in `houses`; for a hidden one, the other digits leave `cells`.
    Subset {
        /// The house the subset was found in.
        house: House,
        /// Every house that holds all of `cells` (two or more for a locked subset).
        houses: Vec<House>,
        /// The subset's cells.
        cells: CellSet,
        /// The subset's digits.
        digits: DigitSet,
    },
    /// A fish: in the `base` lines, `digit` lies only in the `cover` lines (apart from the
    /// `fins`); so it leaves the cover lines outside the base (only where every fin is seen,
    /// when there are fins).
    Fish {
        /// The digit.
        digit: Digit,
        /// The base lines (rows or columns).
        base: Vec<House>,
        /// The cover lines (the other direction).
        cover: Vec<House>,
        /// Candidates of the base lines outside the cover (finned and sashimi fish).
        fins: CellSet,
    },
    /// An alternating chain: `links[i].to` is `links[i + 1].from`; strong and weak links
    /// alternate, starting and ending strong, so one of the two ends is true. Candidates that
    /// see both ends (with their digit) go.
    Chain {
        /// The links in order.
        links: Vec<Link>,
    },
    /// An Empty Rectangle: in `block`, `digit` lies only in `row` and `column`; the conjugate
    /// pair `pair` (its first cell lines up with the block) forces the elimination.
    EmptyRectangle {
        /// The digit.
        digit: Digit,
        /// The block with the cross.
        block: House,
        /// The cross's row.
        row: House,
        /// The cross's column.
        column: House,
        /// The conjugate pair outside the block: the cell that lines up with the block first.
        pair: (Cell, Cell),
    },
    /// A wing: `pivot` sees every pincer; whatever the pivot is, one of the cells holds
    /// `digit`, so cells that see them all lose it.
    Wing {
        /// The pivot cell.
        pivot: Cell,
        /// The pincers.
        pincers: Vec<Cell>,
        /// The digit removed.
        digit: Digit,
    },
    /// A unique rectangle: four cells in two rows, two columns and two blocks that all hold
    /// the two `digits`. If they held only those, the two digits could be swapped and the
    /// puzzle would have two solutions; so the `roof` cells (the ones with extra candidates)
    /// must keep one of their extras, and what follows from that goes.
    Rectangle {
        /// The four corners.
        cells: [Cell; 4],
        /// The two digits of the deadly pattern.
        digits: DigitSet,
        /// The corners with candidates besides the two digits.
        roof: CellSet,
        /// Other cells forming a subset with the roof's extras (type 3), else empty.
        subset: CellSet,
    },
    /// A unique loop: 6 to 12 cells, exactly two in every house that holds any of them, all
    /// holding the two `digits`. Around the loop the cells alternate between the two `halves`:
    /// if they held only the two digits, one half would be one digit and the other half the
    /// other, and swapping them would give a second solution. So the `roof` cells (the ones
    /// with extra candidates) must keep one of their extras, and what follows from that goes.
    Loop {
        /// The two alternating halves of the loop's cells.
        halves: (CellSet, CellSet),
        /// The two digits of the deadly pattern.
        digits: DigitSet,
        /// The loop cells with candidates besides the two digits.
        roof: CellSet,
        /// Other cells forming a subset with the roof's extras (type 3), else empty.
        subset: CellSet,
        /// Type 4: the loop digit confined to the roof in this house (shared by the roof).
        lock: Option<(Digit, House)>,
    },
    /// Colouring: for `digit`, each cluster of conjugate pairs splits into two colours, one of
    /// which is true. `clusters` are the clusters used (one or two), each as its two colours.
    Coloring {
        /// The digit.
        digit: Digit,
        /// The clusters used, each as (colour A cells, colour B cells).
        clusters: Vec<(CellSet, CellSet)>,
    },
    /// A pincer: `cells` are every place of `digit` in `house`, and the eliminated cells see
    /// them all (through a diagonal or colour group), so they would leave `house` without it.
    Pincer {
        /// The digit.
        digit: Digit,
        /// The house whose places are all seen.
        house: House,
        /// The places of the digit in that house.
        cells: CellSet,
    },
    /// 3D Medusa: candidates of several digits chained by strong links (bivalue cells and
    /// conjugate pairs) into two colours, exactly one of which is all true.
    Medusa {
        /// The two colours.
        colours: (Vec<Candidate>, Vec<Candidate>),
        /// Which colour the step shows to be false, if the step is of that kind.
        false_colour: Option<usize>,
    },
    /// A pen-only step: `single` (a Full House, Hidden Single or Naked Single step) holds once
    /// the `justifications` (pointing or hidden-pair steps, never written down) are taken into
    /// account.
    Direct {
        /// The single that places the digit.
        single: Box<Step>,
        /// What the player has to know first, in order.
        justifications: Vec<Step>,
    },
    /// Trial and error: `supposed` was supposed true and singles (and, where they were not
    /// enough, other steps) led to a contradiction, so it is false. The chain is the
    /// [`Trial`](crate::engine::trial::Trial) the coach keeps.
    Supposition {
        /// The candidate shown false.
        supposed: Candidate,
    },
    /// BUG+1: every empty cell is bivalue except `cell`; without `digit` it would be a deadly
    /// pattern, so `cell` is `digit`.
    Bug {
        /// The one cell with three candidates.
        cell: Cell,
        /// The digit it must take.
        digit: Digit,
    },
}

/// A link between two candidates. Strong: at least one of them is true (the only two places
/// of a digit in a house, or the two digits of a bivalue cell). Weak: not both are true.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Link {
    /// Where the link starts.
    pub from: Candidate,
    /// Where it ends.
    pub to: Candidate,
    /// Strong (one of them is true) or weak (not both).
    pub strong: bool,
}

/// One deduction.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    /// What kind of deduction it is.
    pub technique: Technique,
    /// Digits it places.
    pub placements: Vec<Candidate>,
    /// Candidates it removes.
    pub eliminations: Vec<Candidate>,
    /// Why it holds.
    pub evidence: Evidence,
}

impl Step {
    /// Whether the step changes nothing (finders never return such a step).
    pub fn is_empty(&self) -> bool {
        self.placements.is_empty() && self.eliminations.is_empty()
    }
}
