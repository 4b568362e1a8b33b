//! [`Step`]: one deduction: what it does (placements, eliminations), which [`Technique`] it
//! is (the closed list, defined in `techniques`), and why (its [`Evidence`]).
//!
//! A step carries everything the explanation and the board highlights need, so nothing about
//! a technique is lost between the finder and the hint panel.

use std::fmt;

use super::bits::{CellSet, DigitSet};
use super::house::House;
pub use super::techniques::Technique;
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
    /// A forcing chain or net: every branch starts from a supposition and follows
    /// implications, each resting on earlier ones of its branch. A contradiction has one
    /// branch, which breaks the puzzle, so its supposition is false; a verity has a branch
    /// for every candidate of a cell or every place of a digit in a house (one of which is
    /// true), and all of them end in the same fact, which is therefore true; a Kraken fish
    /// has the fish itself as one case and a branch for each fin.
    Forcing {
        /// What the branches start from.
        start: ForcingStart,
        /// The branches, each in the order a reader follows it.
        branches: Vec<Branch>,
    },
    /// Templates: of the `count` ways to place all nine `digit`s that fit the position (one
    /// in every house), every one uses the step's placed cells and none its removed
    /// candidates. With `refined`, ways that take a cell every way of another digit uses were
    /// left out first.
    Template {
        /// The digit.
        digit: Digit,
        /// How many templates fit.
        count: u32,
        /// Whether templates clashing with other digits' certain cells were dropped.
        refined: bool,
    },
    /// Siamese fish: two fish (each a step with [`Evidence::Fish`] and its own removals) on
    /// the same digit and base houses, with different cover houses and fins; the step
    /// removes what either removes.
    SiameseFish {
        /// The two fish.
        parts: Vec<Step>,
    },
    /// An alternating chain or loop whose nodes may be groups (Nice Loops, AIC and their
    /// grouped forms): `links[i].to` is `links[i + 1].from`, strong and weak links alternate.
    /// An open chain starts and ends strong (one of its two ends is true); a loop ends where
    /// it began (the technique says whether it is continuous or has a discontinuity there).
    NodeChain {
        /// The links in order.
        links: Vec<NodeLink>,
    },
    /// Almost locked sets (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death Blossom): each set is N
    /// empty cells of one house holding N + 1 digits, so if it lacks one of its digits it
    /// holds all the others. `sets[i]` and `sets[i + 1]` are joined by the restricted
    /// commons `commons[i]` (digits whose places in the two sets all see each other, so at
    /// most one set holds each). For a Death Blossom the sets are the petals of `stem`, and
    /// `commons[i]` is the stem's digit whose every place in petal `i` sees the stem. The
    /// `digits` are the ones removed: each is in the first or the last set (in a petal).
    AlmostLockedSets {
        /// The sets in order, each as its cells and its digits.
        sets: Vec<(CellSet, DigitSet)>,
        /// The restricted commons between consecutive sets (petals: the stem's digit).
        commons: Vec<DigitSet>,
        /// The stem cell of a Death Blossom.
        stem: Option<Cell>,
        /// The digits removed.
        digits: DigitSet,
    },
    /// Sue de Coq: the `core` cells, where `line` crosses `block`, hold at least two digits
    /// more than they have cells; `line_cells` (in the line) and `block_cells` (in the block)
    /// take the rest, sharing no digit of the core. Together the cells hold as many digits
    /// as cells, so every digit is used: the line's digits leave the rest of the line, the
    /// block's the rest of the block.
    SueDeCoq {
        /// The line (row, column or diagonal).
        line: House,
        /// The block.
        block: House,
        /// The cells of the intersection used.
        core: CellSet,
        /// The partner cells in the line.
        line_cells: CellSet,
        /// The partner cells in the block.
        block_cells: CellSet,
    },
    /// Aligned Pair or Triple Exclusion: every way to fill `cells` with a removed candidate
    /// either repeats a digit in cells that see each other or leaves one of the `excluders`
    /// (cells that see base cells) without a candidate.
    AlignedExclusion {
        /// The two or three base cells.
        cells: Vec<Cell>,
        /// The cells whose candidates rule combinations out.
        excluders: CellSet,
    },
}

/// A node of a chain: `digit` in one of `cells`, read as "`digit` is in one of these cells"
/// (true) or "in none of them" (false). One cell is a candidate; two or three cells of one
/// block that also lie in one line are a group; the places of a digit in an almost locked
/// set (`als`: N cells of one house holding N + 1 digits between them) are an ALS node.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ChainNode {
    /// The digit.
    pub digit: Digit,
    /// The cell, or the cells of a group or ALS node.
    pub cells: CellSet,
    /// For an ALS node, all the cells of the almost locked set; else empty.
    pub als: CellSet,
}

impl ChainNode {
    /// The node of one candidate.
    pub fn candidate(c: Candidate) -> ChainNode {
        ChainNode {
            digit: c.digit,
            cells: CellSet::single(c.cell),
            als: CellSet::EMPTY,
        }
    }

    /// Whether the node is one candidate (not a group, not an ALS node).
    pub fn is_candidate(self) -> bool {
        self.cells.is_single() && self.als.is_empty()
    }

    /// Whether the node is a group or an ALS node rather than one candidate.
    pub fn is_group(self) -> bool {
        !self.is_candidate()
    }
}

/// A link between two chain nodes, as [`Link`] is between two candidates. Strong: at least
/// one end is true; weak: not both are.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NodeLink {
    /// Where the link starts.
    pub from: ChainNode,
    /// Where it ends.
    pub to: ChainNode,
    /// Strong (one of them is true) or weak (not both).
    pub strong: bool,
}

/// What the branches of a forcing chain or net start from ([`Evidence::Forcing`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ForcingStart {
    /// One supposition (the branch's first implication), shown false by a contradiction.
    Supposition,
    /// Each candidate of this cell in turn (one of them is its digit).
    Cell(Cell),
    /// Each place of this digit in this house in turn (one of them holds it).
    House(House, Digit),
    /// A finned fish on `digit`: either no fin is true and the fish stands, or one of the
    /// `fins` is. Kraken fish type 1: the fish removes the target, and so does the branch of
    /// every fin. Type 2 (`cover_case`): in that cover line the digit is at one of the
    /// fish's cells or at a fin, and every one of these cases has a branch to the same fact.
    Fish {
        /// The fish digit.
        digit: Digit,
        /// The base lines.
        base: Vec<House>,
        /// The cover lines.
        cover: Vec<House>,
        /// The fins, one branch each.
        fins: CellSet,
        /// Type 2: the cover line whose fish cells are cases too (a branch each).
        cover_case: Option<House>,
    },
}

/// One branch of a forcing chain or net: implications in order, the first being the
/// supposition; it ends in a contradiction or in the fact all branches share (its last
/// implication).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Branch {
    /// The implications, each after those it rests on.
    pub implications: Vec<Implication>,
    /// How the branch ends.
    pub end: BranchEnd,
    /// Branches of their own that some implications rest on (a nested net: "if this cell
    /// were 3, a net of its own would break the puzzle"), in the order first used.
    pub nested: Vec<Branch>,
}

/// How a branch of a forcing chain or net ends.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BranchEnd {
    /// With its last implication: the fact the step concludes.
    Conclusion,
    /// In a contradiction resting on these implications (indexes into the branch).
    Contradiction {
        /// What breaks.
        breaks: Break,
        /// The implications that break it.
        premises: Vec<u16>,
    },
}

/// What a supposition breaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Break {
    /// The candidate would be both true and false.
    Clash(Candidate),
    /// The cell would have no candidate left.
    EmptyCell(Cell),
    /// The digit would have no place left in the house.
    NoPlace(House, Digit),
}

/// One implication of a branch: `candidate` is true (`on`) or false, because of `because`,
/// resting on the earlier implications `premises` (indexes into the branch). A chain's
/// implications rest on one earlier implication each; a net's may rest on several.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Implication {
    /// The candidate.
    pub candidate: Candidate,
    /// True: the cell holds the digit; false: it does not.
    pub on: bool,
    /// Why.
    pub because: Because,
    /// The implications it rests on.
    pub premises: Vec<u16>,
}

/// Why an implication of a forcing chain or net holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Because {
    /// The branch's supposition.
    Supposed,
    /// False: its cell holds another digit (the premise).
    SameCell,
    /// False: a cell of this house holds the digit (the premise).
    Sees(House),
    /// True: the only candidate left in its cell.
    LastCandidate,
    /// True: the only place left for the digit in this house.
    LastPlace(House),
    /// False: the digit's places left in the first house all lie in the second, which holds
    /// this cell outside the first (locked candidates after the branch's eliminations).
    Locked(House, House),
    /// False: supposing it true breaks the puzzle by a net of its own, `nested[n]` of the
    /// branch, on the grid the branch has reached (a nested net).
    Nested(u16),
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
