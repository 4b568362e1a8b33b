//! The techniques: one list of every deduction the engine knows, in one difficulty order,
//! and the finders, one file per family.
//!
//! Each technique is defined once, by a [`Def`] in its family file beside its finder, its
//! explanation and its worked examples: stable id, English name, HoDoKu code and score,
//! level, whether it needs uniqueness. The `techniques!` list below names every `Def`
//! once, easiest first, and generates [`Technique`] (whose `Ord` is that order),
//! [`Technique::EVERY`] and the lookups. Its words are in the message tables
//! (`technique.<id>` and the `explain.*` keys its explanation builds).
//!
//! Calls go one way, down: this module asks the finders (families, then [`crate::engine::pen`]
//! and [`crate::engine::trial`]); the families call nothing above them, pen calls only the
//! singles, intersections and subsets finders, and trial is handed the ladder it follows
//! ([`Find::LastResort`]). [`next_step`] asks the candidate techniques easiest first, as a
//! human solver would: after every step, start again from the simplest.

mod aligned;
mod als;
mod bigfish;
mod chains;
mod coloring;
mod fish;
mod forcing;
mod memo;
pub(crate) use chains::grouped_loops_without_als;
pub(crate) use forcing::refute;
pub(super) mod intersections;
mod shared;
mod single_digit;
pub(crate) mod singles;
pub(super) mod subsets;
mod sue_de_coq;
mod templates;
mod unique_loops;
mod uniqueness;
mod wings;

#[cfg(test)]
mod tests;

use super::bits::CellSet;
use super::explain::Explanation;
use super::grid::Grid;
use super::house::Variant;
use super::level::Level;
use super::position::Position;
use super::step::Step;
use super::trial::{Ladder, Trial};
use super::types::Cell;
use super::{pen, trial};
pub use memo::Memo;
pub use shared::Shared;

/// One technique, defined in one place (its family file): everything the engine, the CLI
/// and the app know about it besides its words, which the message tables hold under
/// `technique.<id>` and the `explain.*` keys its explanation builds.
pub struct Def {
    /// The stable id: saves, links, JSON and the message key `technique.<id>`. Never
    /// changed once released (saved games name their hint moves by it).
    pub id: &'static str,
    /// The English name (the CLI's; the app says `technique.<id>` from the message tables).
    pub name: &'static str,
    /// The technique code of HoDoKu's regression library (`0000` Full House, …); a code
    /// starting with `-` marks a technique HoDoKu does not have.
    pub hodoku_code: &'static str,
    /// HoDoKu 2.2's default score for one step (TECHNIQUES.md §2a); for the engine's own
    /// techniques a score placed among HoDoKu's, with the reason beside it.
    pub hodoku_score: u32,
    /// The level of one step (HoDoKu's defaults; the rating starts from the hardest).
    pub level: Level,
    /// Whether it relies on the puzzle having exactly one solution.
    pub needs_uniqueness: bool,
    /// How its steps are found.
    pub find: Find,
    /// Rungs 1–3 and the highlights of one of its steps (the step's own evidence; anything
    /// else gets a plain sentence, never a panic).
    pub explain: fn(&Step, &Position) -> Explanation,
    /// Worked examples, checked by this module's tests: the finder's exact effect and the
    /// explanation's words.
    #[cfg(test)]
    pub cases: &'static [Case],
}

/// How a technique's steps are found: the finder's signature says what it may look at, and
/// so where the technique is used.
#[derive(Clone, Copy)]
pub enum Find {
    /// On the position's candidates: the hint ladder ([`next_step`], [`all_steps`]). The
    /// finder is its family's, asked for this technique (`fish(pos, Technique::XWing)`), so
    /// one search serves the family's techniques one at a time.
    Candidates(fn(&Position, Technique) -> Vec<Step>),
    /// On the candidates, as [`Find::Candidates`], by a search several techniques of the
    /// family share: done once per position, the first time one of them asks, and kept in
    /// the [`Shared`] the dispatch hands every such finder while it works on one position.
    SharedSearch(fn(&Position, &Shared, Technique) -> Vec<Step>),
    /// On the candidates, but never on the ladder: another way to show steps that ladder
    /// techniques find (Siamese fish: two fish on one base shown as one step; HoDoKu too
    /// shows them only when asked). [`find_all`] and [`explain`] serve it; [`next_step`] and
    /// [`all_steps`] do not ask it.
    Presentation(fn(&Position, Technique) -> Vec<Step>),
    /// Pen-only, on the digits alone ([`crate::engine::pen`], newspaper mode); never on the
    /// candidate ladder.
    Digits(fn(Variant, &Grid, Technique) -> Vec<Step>),
    /// The last resort ([`crate::engine::trial`]), when the ladder is stuck: it supposes a
    /// candidate and follows the ladder it is handed; never on the ladder itself.
    LastResort(fn(&Position, Ladder<'_>) -> Vec<Step>),
}

impl Find {
    /// Where a technique found this way is used.
    pub const fn kind(&self) -> Kind {
        match self {
            Find::Candidates(_) | Find::SharedSearch(_) => Kind::Candidates,
            Find::Presentation(_) => Kind::Presentation,
            Find::Digits(_) => Kind::PenOnly,
            Find::LastResort(_) => Kind::LastResort,
        }
    }
}

/// Where a technique is used, as its [`Find`] says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// On the candidates: the hint ladder.
    Candidates,
    /// On the candidates, off the ladder (asked by name only).
    Presentation,
    /// On the digits alone.
    PenOnly,
    /// After everything else.
    LastResort,
}

/// A worked example of a technique: a position where it fires, and its first step's four
/// rungs in English (rung 4 is the exact effect).
#[cfg(test)]
pub struct Case {
    /// The variant.
    pub variant: Variant,
    /// The digits, 81 cells in HoDoKu's library style: `+` before a digit placed while
    /// solving (not a given), `.` or `0` for an empty cell.
    pub grid: &'static str,
    /// The notes, space separated, on top of every candidate the digits allow: `314`
    /// removes 3 from r1c4 (the library's style), `r1c4=37` makes the cell's candidates 3
    /// and 7, `*=37` every empty cell's.
    pub notes: &'static str,
    /// `"1: …\n2: …\n3: …\n4: …"`, the rungs of the first step found; empty for a
    /// position where the technique must find nothing.
    pub rungs: &'static str,
}

/// Declares [`Technique`] from one list: each variant with its [`Def`], easiest first. The
/// enum's order, [`Technique::EVERY`], the accessors and the dispatch are generated from the
/// same tokens, so no second list can drift from it.
///
/// The accessors and the dispatch `match` on the constant definitions rather than read them
/// through [`Technique::def`]: every call to a finder or an explanation is then direct,
/// nothing takes a function's address, and the compiler can inline what only the dispatch
/// calls (0.5 KB less gzipped wasm than calls through the table; `def()` itself serves the
/// tests).
macro_rules! techniques {
    ($( $(#[$doc:meta])* $variant:ident => $def:path, )*) => {
        /// Every technique the engine knows, in the one difficulty order (easiest first):
        /// the order of the hints, of the "all steps" list and of `Ord`.
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        pub enum Technique {
            $( $(#[$doc])* $variant, )*
        }

        impl Technique {
            /// Every technique, easiest first: the one order.
            pub const EVERY: &'static [Technique] = &[$(Technique::$variant,)*];

            /// The technique's definition.
            pub const fn def(self) -> &'static Def {
                match self {
                    $(Technique::$variant => &$def,)*
                }
            }

            /// The stable id: what saves, links and JSON store. It never changes when a
            /// display name does (`"x-wing"`, `"direct-pointing"`).
            pub const fn id(self) -> &'static str {
                match self {
                    $(Technique::$variant => $def.id,)*
                }
            }

            /// The English name (the CLI's, and the key of the first release's saved hint
            /// moves; the app shows `crate::i18n::technique_name`).
            pub const fn name(self) -> &'static str {
                match self {
                    $(Technique::$variant => $def.name,)*
                }
            }

            /// The technique code of HoDoKu's regression library (`0000` Full House, …).
            pub const fn hodoku_code(self) -> &'static str {
                match self {
                    $(Technique::$variant => $def.hodoku_code,)*
                }
            }

            /// HoDoKu 2.2's default score for one step of this technique (TECHNIQUES.md §2a).
            pub const fn hodoku_score(self) -> u32 {
                match self {
                    $(Technique::$variant => $def.hodoku_score,)*
                }
            }

            /// The level of one step of this technique.
            pub const fn level(self) -> Level {
                match self {
                    $(Technique::$variant => $def.level,)*
                }
            }

            /// Whether the technique relies on the puzzle having exactly one solution.
            pub const fn needs_uniqueness(self) -> bool {
                match self {
                    $(Technique::$variant => $def.needs_uniqueness,)*
                }
            }

            /// Where the technique is used: on the candidates, pen-only, or as the last
            /// resort.
            pub const fn kind(self) -> Kind {
                match self {
                    $(Technique::$variant => $def.find.kind(),)*
                }
            }
        }

        /// Every step of `technique` in `pos`, by its definition's finder; `shared` holds
        /// the searches done for `pos` so far.
        fn find_by_definition(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
            match technique {
                $(Technique::$variant => match $def.find {
                    Find::Candidates(find) | Find::Presentation(find) => find(pos, technique),
                    Find::SharedSearch(find) => find(pos, shared, technique),
                    Find::Digits(find) => find(pos.variant(), pos.digits(), technique),
                    Find::LastResort(find) => find(pos, &supposition_ladder),
                },)*
            }
        }

        /// `step` explained by its technique's definition.
        fn explain_dispatch(step: &Step, pos: &Position) -> Explanation {
            match step.technique {
                $(Technique::$variant => ($def.explain)(step, pos),)*
            }
        }
    };
}

techniques! {
    /// The last empty cell of a house.
    FullHouse => singles::FULL_HOUSE,
    /// The only place left for a digit in a house.
    HiddenSingle => singles::HIDDEN_SINGLE,
    /// The only digit left for a cell.
    NakedSingle => singles::NAKED_SINGLE,
    /// Pen-only: a single that appears once a digit's place in a block is known to lie in one
    /// line (the seed's method C, "direct pointing"), without writing candidates.
    DirectPointing => pen::DIRECT_POINTING,
    /// Pen-only: a single that appears once two digits are known to fill two cells of a house
    /// (the seed's method D, "direct hidden pair"), without writing candidates.
    DirectHiddenPair => pen::DIRECT_HIDDEN_PAIR,
    /// A digit's candidates in one house all lie in a second house (the first is a block).
    LockedCandidatesPointing => intersections::LOCKED_CANDIDATES_POINTING,
    /// A digit's candidates in a row or column (or diagonal, colour group) all lie in one block.
    LockedCandidatesClaiming => intersections::LOCKED_CANDIDATES_CLAIMING,
    /// Variant-only: a cell that sees every place of a digit in a house through a diagonal
    /// (the seed's *Diagonal-Zange*) loses the digit.
    DiagonalPincer => intersections::DIAGONAL_PINCER,
    /// Variant-only: a cell that sees every place of a digit in a house through a colour group
    /// (the seed's *Farb-Zange*) loses the digit.
    ColorPincer => intersections::COLOR_PINCER,
    /// Two cells in two common houses with the same two candidates.
    LockedPair => subsets::LOCKED_PAIR,
    /// Three cells in two common houses with three candidates between them.
    LockedTriple => subsets::LOCKED_TRIPLE,
    /// Two cells of a house with the same two candidates.
    NakedPair => subsets::NAKED_PAIR,
    /// Two digits confined to the same two cells of a house.
    HiddenPair => subsets::HIDDEN_PAIR,
    /// Three cells of a house with three candidates between them.
    NakedTriple => subsets::NAKED_TRIPLE,
    /// Three digits confined to three cells of a house.
    HiddenTriple => subsets::HIDDEN_TRIPLE,
    /// Four cells of a house with four candidates between them.
    NakedQuadruple => subsets::NAKED_QUADRUPLE,
    /// Four digits confined to four cells of a house.
    HiddenQuadruple => subsets::HIDDEN_QUADRUPLE,
    /// A digit confined to the same two columns in two rows (or the other way round).
    XWing => fish::X_WING,
    /// A digit confined to three cover lines across three base lines.
    Swordfish => fish::SWORDFISH,
    /// A digit confined to four cover lines across four base lines.
    Jellyfish => fish::JELLYFISH,
    /// A chain of bivalue cells with the same two digits.
    RemotePair => wings::REMOTE_PAIR,
    /// Bivalue Universal Grave + 1: every cell but one is bivalue.
    BugPlusOne => uniqueness::BUG_PLUS_ONE,
    /// Two conjugate pairs of a digit in parallel lines whose ends share a line.
    Skyscraper => single_digit::SKYSCRAPER,
    /// A conjugate pair in a row and one in a column, joined in a block.
    TwoStringKite => single_digit::TWO_STRING_KITE,
    /// Two conjugate pairs of a digit joined by a weak link (one of them in a block).
    TurbotFish => single_digit::TURBOT_FISH,
    /// A block whose candidates for a digit form a cross, with a conjugate pair outside it.
    EmptyRectangle => single_digit::EMPTY_RECTANGLE,
    /// Two identical bivalue cells joined by a conjugate pair of one of their digits.
    WWing => wings::W_WING,
    /// A bivalue pivot seeing two bivalue pincers that share a third digit.
    XYWing => wings::XY_WING,
    /// A trivalue pivot seeing two bivalue pincers, all three holding the same digit z.
    XYZWing => wings::XYZ_WING,
    /// Unique Rectangle type 1: one corner has extra candidates.
    UniqueRectangle1 => uniqueness::UNIQUE_RECTANGLE_1,
    /// Unique Rectangle type 2: two corners share one extra candidate.
    UniqueRectangle2 => uniqueness::UNIQUE_RECTANGLE_2,
    /// Unique Rectangle type 3: the extras of two corners form a subset with other cells.
    UniqueRectangle3 => uniqueness::UNIQUE_RECTANGLE_3,
    /// Unique Rectangle type 4: one rectangle digit is locked into two corners.
    UniqueRectangle4 => uniqueness::UNIQUE_RECTANGLE_4,
    /// Unique Rectangle type 5: two or three corners share one extra candidate.
    UniqueRectangle5 => uniqueness::UNIQUE_RECTANGLE_5,
    /// Unique Rectangle type 6: a rectangle digit forms an X-Wing on the corners.
    UniqueRectangle6 => uniqueness::UNIQUE_RECTANGLE_6,
    /// A rectangle whose digit is locked into two lines through one corner.
    HiddenRectangle => uniqueness::HIDDEN_RECTANGLE,
    /// Three placed corners would let the fourth complete a swappable rectangle.
    AvoidableRectangle1 => uniqueness::AVOIDABLE_RECTANGLE_1,
    /// Two placed corners and two cells sharing one extra candidate.
    AvoidableRectangle2 => uniqueness::AVOIDABLE_RECTANGLE_2,
    /// Unique Loop type 1 (the seed's *Ausschluss-Kette*): 6, 8, 10 or 12 cells, two in every
    /// house they touch, all holding the same two digits; one cell has extra candidates.
    UniqueLoop1 => unique_loops::UNIQUE_LOOP_1,
    /// Unique Loop type 2: the cells with extras all have the same single extra candidate.
    UniqueLoop2 => unique_loops::UNIQUE_LOOP_2,
    /// Unique Loop type 3: the extras of two cells in one house form a subset with other cells.
    UniqueLoop3 => unique_loops::UNIQUE_LOOP_3,
    /// Unique Loop type 4: one loop digit is locked into the two cells with extras.
    UniqueLoop4 => unique_loops::UNIQUE_LOOP_4,
    /// An X-Wing with extra candidates (fins) in one block.
    FinnedXWing => fish::FINNED_X_WING,
    /// A finned X-Wing one of whose base lines has a single cover candidate.
    SashimiXWing => fish::SASHIMI_X_WING,
    /// A Swordfish with fins in one block.
    FinnedSwordfish => fish::FINNED_SWORDFISH,
    /// A finned Swordfish with a base line that has a single cover candidate.
    SashimiSwordfish => fish::SASHIMI_SWORDFISH,
    /// A Jellyfish with fins in one block.
    FinnedJellyfish => fish::FINNED_JELLYFISH,
    /// A finned Jellyfish with a base line that has a single cover candidate.
    SashimiJellyfish => fish::SASHIMI_JELLYFISH,
    /// Two or three cells where a line crosses a block hold two digits more than cells;
    /// partner cells in the line and in the block take the rest.
    SueDeCoq => sue_de_coq::SUE_DE_COQ,
    /// A cell that sees both colours of a digit's conjugate chain.
    SimpleColorsTrap => coloring::SIMPLE_COLORS_TRAP,
    /// One colour of a digit's conjugate chain sees itself, so it is false.
    SimpleColorsWrap => coloring::SIMPLE_COLORS_WRAP,
    /// Two colour chains linked by a weak link: cells seeing the other colours lose the digit.
    MultiColors1 => coloring::MULTI_COLORS_1,
    /// A colour that sees both colours of another chain is false.
    MultiColors2 => coloring::MULTI_COLORS_2,
    /// Four cells with four digits between them, all but one digit confined to cells that see
    /// each other. After the uniqueness techniques, finned fish and colouring, as in HoDoKu's
    /// order (its ALS-based wings come after colouring): tried earlier, it was shown 936
    /// times on top1465's paths where HoDoKu's order has an easier step.
    WXYZWing => wings::WXYZ_WING,
    /// An alternating chain on one digit whose two ends see the cells that lose it.
    XChain => chains::X_CHAIN,
    /// An alternating chain through bivalue cells whose two ends hold the digit removed.
    XYChain => chains::XY_CHAIN,
    /// Colouring across digits: conjugate pairs and bivalue cells chained into two colours.
    /// After the X- and XY-Chains: a short chain of one kind is easier to follow than a net
    /// of colours (3D Medusa is not in HoDoKu's list).
    ThreeDMedusa => coloring::THREE_D_MEDUSA,
    /// A loop of alternating links that holds both ways round: every weak link has one true
    /// end.
    ContinuousNiceLoop => chains::CONTINUOUS_NICE_LOOP,
    /// A loop with one discontinuity: its start is forced true, or false.
    DiscontinuousNiceLoop => chains::DISCONTINUOUS_NICE_LOOP,
    /// An alternating inference chain over any candidates: one of its ends is true.
    Aic => chains::AIC,
    /// A Continuous Nice Loop through groups (a digit's places where a line crosses a block).
    GroupedContinuousNiceLoop => chains::GROUPED_CONTINUOUS_NICE_LOOP,
    /// A Discontinuous Nice Loop through groups.
    GroupedDiscontinuousNiceLoop => chains::GROUPED_DISCONTINUOUS_NICE_LOOP,
    /// An AIC through groups.
    GroupedAic => chains::GROUPED_AIC,
    /// Two cells of a house: every pair of digits for them that some cell they both see
    /// would be left without a candidate by is ruled out.
    AlignedPairExclusion => aligned::ALIGNED_PAIR_EXCLUSION,
    /// Two almost locked sets joined by a restricted common: a digit both hold is in one of
    /// them.
    AlsXz => als::ALS_XZ,
    /// Three almost locked sets, the middle one joined to each end by a different
    /// restricted common.
    AlsXyWing => als::ALS_XY_WING,
    /// Four or more almost locked sets chained by restricted commons.
    AlsXyChain => als::ALS_XY_CHAIN,
    /// A stem cell with an almost locked set (a petal) for each of its candidates.
    DeathBlossom => als::DEATH_BLOSSOM,
    /// Three cells of a house: every way to fill them that would leave a cell seeing them
    /// without a candidate is ruled out.
    AlignedTripleExclusion => aligned::ALIGNED_TRIPLE_EXCLUSION,
    /// A fish whose base and cover houses mix rows (or columns) with blocks: two houses.
    FrankenXWing => bigfish::FRANKEN_X_WING,
    /// A Franken fish of three houses.
    FrankenSwordfish => bigfish::FRANKEN_SWORDFISH,
    /// A Franken fish of four houses.
    FrankenJellyfish => bigfish::FRANKEN_JELLYFISH,
    /// A Franken X-Wing with fins (or endo fins, candidates in two base houses).
    FinnedFrankenXWing => bigfish::FINNED_FRANKEN_X_WING,
    /// A Franken Swordfish with fins.
    FinnedFrankenSwordfish => bigfish::FINNED_FRANKEN_SWORDFISH,
    /// Two Finned Franken Swordfish on the same base houses, removing both their sets.
    SiameseFinnedFrankenSwordfish => bigfish::SIAMESE_FINNED_FRANKEN_SWORDFISH,
    /// A Franken Jellyfish with fins.
    FinnedFrankenJellyfish => bigfish::FINNED_FRANKEN_JELLYFISH,
    /// Two Finned Franken Jellyfish on the same base houses, removing both their sets.
    SiameseFinnedFrankenJellyfish => bigfish::SIAMESE_FINNED_FRANKEN_JELLYFISH,
    /// A fish with any mix of houses in its base and cover (rows with columns): two houses.
    MutantXWing => bigfish::MUTANT_X_WING,
    /// A Mutant fish of three houses.
    MutantSwordfish => bigfish::MUTANT_SWORDFISH,
    /// A Mutant fish of four houses.
    MutantJellyfish => bigfish::MUTANT_JELLYFISH,
    /// A Mutant X-Wing with fins.
    FinnedMutantXWing => bigfish::FINNED_MUTANT_X_WING,
    /// A Mutant Swordfish with fins.
    FinnedMutantSwordfish => bigfish::FINNED_MUTANT_SWORDFISH,
    /// A Mutant Jellyfish with fins.
    FinnedMutantJellyfish => bigfish::FINNED_MUTANT_JELLYFISH,
    /// Two Finned Mutant Jellyfish on the same base houses, removing both their sets.
    SiameseFinnedMutantJellyfish => bigfish::SIAMESE_FINNED_MUTANT_JELLYFISH,
    /// A supposition that leads, one implication at a time along the position's links, to a
    /// contradiction: it is false.
    ForcingChainContradiction => forcing::FORCING_CHAIN_CONTRADICTION,
    /// Every candidate of a cell, or every place of a digit in a house, leads along chains to
    /// the same fact: it is true.
    ForcingChainVerity => forcing::FORCING_CHAIN_VERITY,
    /// A finned row or column fish whose every fin starts a chain to the removal the fish
    /// makes. HoDoKu tries its Kraken Fish (off by default there) just before its Forcing
    /// Chain; here it comes after the forcing chains, whose one supposition is easier to
    /// follow, and before the nets, which it spares where chains from a fish suffice.
    KrakenFish1 => forcing::KRAKEN_FISH_1,
    /// A finned fish: in one cover line the digit is at a fish cell or at a fin, and every
    /// one of these cases leads by chains to the same fact.
    KrakenFish2 => forcing::KRAKEN_FISH_2,
    /// A supposition whose singles (each resting on the facts before) break the puzzle.
    ForcingNetContradiction => forcing::FORCING_NET_CONTRADICTION,
    /// Every case of a cell or of a digit in a house leads by singles to the same fact.
    ForcingNetVerity => forcing::FORCING_NET_VERITY,
    /// A supposition that breaks the puzzle once its branch may rule out candidates by nets
    /// of its own (a net inside a net).
    NestedForcingNet => forcing::NESTED_FORCING_NET,
    /// Every way to place a digit nine times that fits the candidates puts it in a cell.
    TemplateSet => templates::TEMPLATE_SET,
    /// No way to place a digit nine times that fits the candidates uses a candidate.
    TemplateDelete => templates::TEMPLATE_DELETE,
    /// The fallback when no technique applies (Bowman's Bingo, `engine::trial`): a candidate
    /// supposed true leads by singles to a contradiction, so it is removed.
    TrialAndError => trial::TRIAL_AND_ERROR,
}

impl Technique {
    /// The technique whose stable [`id`](Technique::id) is `id`.
    pub fn from_id(id: &str) -> Option<Technique> {
        Technique::EVERY.iter().copied().find(|t| t.id() == id)
    }
}

impl std::fmt::Display for Technique {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The cells of `cells` that `mask` picks (bit i for `cells[i]`), bit by bit of the mask:
/// the searches that choose among a few cells by mask run this for every choice.
pub(crate) fn picked(cells: &[Cell], mask: usize) -> CellSet {
    let mut out = CellSet::EMPTY;
    let mut rest = mask;
    while rest != 0 {
        out.insert(cells[rest.trailing_zeros() as usize]);
        rest &= rest - 1;
    }
    out
}

/// Calls `each` with every `k`-element combination of `items`, in lexicographic order of
/// their indexes ([`combinations_folded`] with nothing folded and nothing refused).
pub(crate) fn combinations<T: Copy>(items: &[T], k: usize, each: &mut impl FnMut(&[T])) {
    combinations_folded(items, k, (), &|(), _| Some(()), &mut |chosen, ()| {
        each(chosen)
    });
}

/// Every `k`-element combination of `items`, as [`combinations`] gives them, each with a
/// value folded over its items by `add` from `start`; a prefix for which `add` gives `None`
/// is not extended, so its combinations are skipped. For searches whose test on a
/// combination only fails more as items join it (a union grown too wide).
pub(crate) fn combinations_folded<T: Copy, A: Copy>(
    items: &[T],
    k: usize,
    start: A,
    add: &impl Fn(A, T) -> Option<A>,
    each: &mut impl FnMut(&[T], A),
) {
    if k == 0 {
        each(&[], start);
        return;
    }
    let Some(&first) = items.first() else {
        return;
    };
    // The choice lives on the stack for the sizes the finders ask (up to 8 items): this
    // runs hundreds of thousands of times per path, where a vector cost an allocation each.
    const ON_STACK: usize = 8;
    if k <= ON_STACK {
        let mut chosen = [first; ON_STACK];
        let mut at = [0usize; ON_STACK];
        let mut folded = [start; ON_STACK + 1];
        let mut walk = Walk {
            chosen: &mut chosen[..k],
            at: &mut at[..k],
            folded: &mut folded[..=k],
        };
        walk.run(items, add, each);
    } else {
        let mut walk = Walk {
            chosen: &mut vec![first; k],
            at: &mut vec![0; k],
            folded: &mut vec![start; k + 1],
        };
        walk.run(items, add, each);
    }
}

/// The state of [`combinations_folded`]'s depth-first walk, kept in arrays rather than in
/// recursive calls (the walk runs millions of times per path; a loop spares the calls).
struct Walk<'a, T, A> {
    /// The items chosen so far, at depths `0..len`.
    chosen: &'a mut [T],
    /// The index in `items` of each item chosen.
    at: &'a mut [usize],
    /// The value folded over the items before each depth (`folded[0]` is the start).
    folded: &'a mut [A],
}

impl<T: Copy, A: Copy> Walk<'_, T, A> {
    /// Every combination of `chosen.len()` items, in lexicographic order of their indexes;
    /// a prefix `add` refuses is not extended.
    fn run(
        &mut self,
        items: &[T],
        add: &impl Fn(A, T) -> Option<A>,
        each: &mut impl FnMut(&[T], A),
    ) {
        let (n, k) = (items.len(), self.chosen.len());
        let mut len = 0;
        // The next index to try at depth `len`.
        let mut i = 0;
        loop {
            if len == k {
                each(self.chosen, self.folded[k]);
            } else if n - i >= k - len {
                // (Also `i < n`, as `k > len`.)
                if let Some(next) = add(self.folded[len], items[i]) {
                    self.chosen[len] = items[i];
                    self.at[len] = i;
                    self.folded[len + 1] = next;
                    len += 1;
                }
                i += 1;
                continue;
            }
            // Done at this depth: the item before it moves on.
            if len == 0 {
                return;
            }
            len -= 1;
            i = self.at[len] + 1;
        }
    }
}

/// Every step of `technique` in `pos` by its definition's finder, unless the memo `shared`
/// keeps says it found nothing here before; a search that finds nothing is noted there.
fn find_dispatch(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let Some(memo) = &shared.memo else {
        return find_by_definition(pos, shared, technique);
    };
    if memo.found_nothing(pos, technique) {
        return Vec::new();
    }
    if let Some(steps) = memo.found(pos, technique, shared.first_only) {
        return steps;
    }
    let steps = find_by_definition(pos, shared, technique);
    if steps.is_empty() {
        memo.note_nothing(pos, technique);
    } else {
        memo.note_found(pos, technique, shared.first_only, &steps);
    }
    steps
}

/// Every step of `technique` available in `pos` (each one changes something). A pen-only
/// technique looks at the digits of `pos` alone; the last resort follows the candidate
/// ladder without the uniqueness techniques.
pub fn find_all(pos: &Position, technique: Technique) -> Vec<Step> {
    find_dispatch(pos, &Shared::default(), technique)
}

/// Every step of `technique` in `pos`, as [`find_all`], with the searches `shared` holds
/// for `pos` (and adding to them): one [`Shared`] per position, handed to every technique
/// asked about it, spares the techniques that share a search from doing it again.
pub fn find_shared(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    find_dispatch(pos, shared, technique)
}

/// The first step of `technique` in `pos`, if any.
pub fn find_first(pos: &Position, technique: Technique) -> Option<Step> {
    find_all(pos, technique).into_iter().next()
}

/// The techniques used on a position's candidates, easiest first: the hint ladder (every
/// technique but the pen-only ones and the last resort).
pub fn ladder() -> impl Iterator<Item = Technique> {
    Technique::EVERY
        .iter()
        .copied()
        .filter(|t| t.kind() == Kind::Candidates)
}

/// The easiest step available in `pos` among the ladder's techniques `allowed` admits.
pub fn next_step(pos: &Position, allowed: impl Fn(Technique) -> bool) -> Option<Step> {
    next_step_shared(pos, &Shared::first_only(), allowed)
}

/// [`next_step`] with the searches `shared` holds for `pos` (and its memo, if it has one).
pub fn next_step_shared(
    pos: &Position,
    shared: &Shared,
    allowed: impl Fn(Technique) -> bool,
) -> Option<Step> {
    ladder()
        .filter(|t| allowed(*t))
        .find_map(|t| find_dispatch(pos, shared, t).into_iter().next())
}

/// Every step available in `pos` by any allowed technique of the ladder, easiest first (the
/// "show all steps" view).
pub fn all_steps(pos: &Position, allowed: impl Fn(Technique) -> bool) -> Vec<Step> {
    let shared = Shared::default();
    ladder()
        .filter(|t| allowed(*t))
        .flat_map(|t| find_dispatch(pos, &shared, t))
        .collect()
}

/// What a supposition follows once singles are not enough: the ladder without the
/// uniqueness techniques (a supposed digit can make the position non-unique).
fn supposition_ladder(pos: &Position) -> Option<Step> {
    next_step(pos, |t| !t.needs_uniqueness())
}

/// Trial and error (Bowman's Bingo, [`trial::bowmans_bingo`]) on `pos`, following the
/// ladder when singles break no supposition: the coach's fallback when no technique applies.
pub fn trial_and_error(pos: &Position) -> Option<Trial> {
    trial::bowmans_bingo(pos, &supposition_ladder)
}

/// Explains `step`, found in `pos`: rungs 1–3 and the highlights, as its technique says them.
pub fn explain(step: &Step, pos: &Position) -> Explanation {
    let mut e = explain_dispatch(step, pos);
    e.highlights.why = crate::engine::explain::why::why_marks(step, pos);
    e
}
