//! Kraken fish (HoDoKu 0371 and 0372, TECHNIQUES.md tier 3): a row or column fish on one
//! digit that holds but for its fins, with a forcing chain from every fin.
//!
//! Either no fin holds the digit, and the fish stands: its base lines take their digit in
//! its cover lines, one each, so every cover line gets its digit from the base lines; or a
//! fin holds it, and its chain follows. One of these cases is true, so what they all imply
//! is true:
//! - **type 1**: a candidate of the fish digit in a cover line, outside the base lines, is
//!   removed by the fish and by the chain of every fin;
//! - **type 2**: in one cover line, the digit is at one of the fish's own cells there or at
//!   a fin; a fact every one of these cases implies is true (any digit, anywhere).
//!
//! The chains are the forcing chains' ([`super::Suppositions`] in [`Mode::Chain`], shared
//! with them through [`Shared`]), so a Kraken fish costs its fish enumeration alone. Every
//! variant: the fish uses rows and columns, the chains the variant's every house.

use super::net::{Cand, Mode, Start};
use super::{Suppositions, verity_step};
use crate::engine::house::House;
use crate::engine::position::Position;
use crate::engine::step::{ForcingStart, Step, Technique};
use crate::engine::techniques::Shared;
use crate::engine::techniques::combinations;

/// The largest fish tried (a Jellyfish), as HoDoKu's default.
const MAX_SIZE: usize = 4;

/// The most fins a Kraken fish may have: each is a chain to follow.
const MAX_FINS: u32 = 4;

/// How many steps the finder returns at most, the smallest fish with the shortest proofs
/// first.
const MAX_STEPS: usize = 24;

/// Every Kraken fish step of `technique` (type 1 or type 2) in `pos`, the smallest fish
/// first, one step per fact. A fish's step is built (its branches followed again) only for
/// a fact no earlier fish gave, so the "all steps" list stays cheap on positions with
/// thousands of finned fish.
pub(super) fn kraken(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let start = Start::new(pos);
    let followed = shared
        .forcing_chains
        .get_or_init(|| Suppositions::follow(&start, Mode::Chain));
    // The smallest fish with the fewest fins first, then by digit (the order they are made
    // in): a stable bucketing, as positions hold many thousand finned fish (an insertion
    // sort took minutes over a sweep).
    let mut buckets: Vec<Vec<Fish>> = (0..(MAX_SIZE - 1) * MAX_FINS as usize)
        .map(|_| Vec::new())
        .collect();
    // A fish whose fins imply nothing in common can give neither type a step (type 2's
    // cases are the fins and more, so they imply less), and type 1 needs a fin-implied
    // removal among its targets: such fish are left out as they are found, before any is
    // stored (most of the many thousand per position).
    let keep = |digit: usize, base_cells: u128, covered: u128, fins: u128| {
        let Some((_, off)) = common(followed, cands(fins, digit)) else {
            return false;
        };
        technique != Technique::KrakenFish1
            || off[digit] & start.places[digit] & covered & !base_cells != 0
    };
    for fish in fishes(&start, keep) {
        let at = (fish.base.len() - 2) * MAX_FINS as usize + fish.fins.count_ones() as usize - 1;
        buckets[at].push(fish);
    }
    let fishes: Vec<Fish> = buckets.into_iter().flatten().collect();
    let mut taken: Facts = ([0; 9], [0; 9]);
    let mut steps: Vec<Step> = Vec::new();
    for fish in &fishes {
        if steps.len() >= MAX_STEPS {
            break;
        }
        let found = match technique {
            Technique::KrakenFish1 => type_1(&start, followed, fish, technique, &taken),
            Technique::KrakenFish2 => type_2(&start, followed, fish, technique, &taken),
            _ => vec![],
        };
        for (_, step) in found {
            for p in &step.placements {
                taken.0[p.digit.index()] |= 1u128 << p.cell.index();
            }
            for e in &step.eliminations {
                taken.1[e.digit.index()] |= 1u128 << e.cell.index();
            }
            if steps.len() < MAX_STEPS
                && !steps
                    .iter()
                    .any(|t| t.placements == step.placements && t.eliminations == step.eliminations)
            {
                steps.push(step);
            }
        }
    }
    steps
}

/// True and false facts, per digit as cells.
type Facts = ([u128; 9], [u128; 9]);

/// A finned row or column fish: its digit (0-based), lines and fins.
struct Fish {
    digit: usize,
    base: Vec<House>,
    cover: Vec<House>,
    /// The cells of the cover lines, one mask each (in `cover`'s order).
    cover_cells: Vec<u128>,
    /// The digit's places in the base lines.
    body: u128,
    /// The places of the base lines outside the cover lines.
    fins: u128,
}

impl Fish {
    fn start(&self, cover: Option<House>) -> ForcingStart {
        ForcingStart::Fish {
            digit: crate::engine::types::Digit::new(self.digit as u8 + 1).expect("a digit"),
            base: self.base.clone(),
            cover: self.cover.clone(),
            fins: crate::engine::bits::CellSet::from_bits(self.fins),
            cover_case: cover,
        }
    }
}

/// Every finned fish of 2 to [`MAX_SIZE`] rows (or columns) with 1 to [`MAX_FINS`] fins,
/// whose every cover line holds one of its places.
fn fishes(start: &Start, keep: impl Fn(usize, u128, u128, u128) -> bool) -> Vec<Fish> {
    let mut out = Vec::new();
    let rows: Vec<(House, u128)> = (0..9u8)
        .map(|i| (House::Row(i), House::Row(i).cells().bits()))
        .collect();
    let cols: Vec<(House, u128)> = (0..9u8)
        .map(|i| (House::Column(i), House::Column(i).cells().bits()))
        .collect();
    for digit in 0..9 {
        let places = start.places[digit];
        for (lines, crossing) in [(&rows, &cols), (&cols, &rows)] {
            let open: Vec<(House, u128)> = lines
                .iter()
                .copied()
                .filter(|(_, cells)| cells & places != 0)
                .collect();
            for n in 2..=MAX_SIZE {
                combinations(&open, n, &mut |base| {
                    let body = base.iter().fold(0, |m, (_, c)| m | c) & places;
                    let touched: Vec<(House, u128)> = crossing
                        .iter()
                        .copied()
                        .filter(|(_, cells)| cells & body != 0)
                        .collect();
                    combinations(&touched, n, &mut |cover| {
                        let covered = cover.iter().fold(0, |m, (_, c)| m | c);
                        let fins = body & !covered;
                        if fins == 0 || fins.count_ones() > MAX_FINS {
                            return;
                        }
                        let base_cells = base.iter().fold(0, |m, (_, c)| m | c);
                        if !keep(digit, base_cells, covered, fins) {
                            return;
                        }
                        out.push(Fish {
                            digit,
                            base: base.iter().map(|(h, _)| *h).collect(),
                            cover: cover.iter().map(|(h, _)| *h).collect(),
                            cover_cells: cover.iter().map(|(_, c)| *c).collect(),
                            body,
                            fins,
                        });
                    });
                });
            }
        }
    }
    out
}

/// The candidates (`cell * 9 + digit`) of `cells` on `digit`.
fn cands(cells: u128, digit: usize) -> impl Iterator<Item = Cand> {
    let mut bits = cells;
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let cell = bits.trailing_zeros() as u16;
            bits &= bits - 1;
            cell * 9 + digit as u16
        })
    })
}

/// What every case of `cases` implies (true facts, false facts), or `None` when one of them
/// breaks the puzzle or implies nothing.
fn common(
    followed: &Suppositions,
    cases: impl IntoIterator<Item = Cand>,
) -> Option<([u128; 9], [u128; 9])> {
    let (mut on, mut off) = ([!0u128; 9], [!0u128; 9]);
    for c in cases {
        let (o, f) = followed.outcome[c as usize]?;
        for d in 0..9 {
            on[d] &= o[d];
            off[d] &= f[d];
        }
    }
    (on.iter().chain(&off).any(|b| *b != 0)).then_some((on, off))
}

/// Type 1: the fish digit removed from a cover line's cells outside the base lines by the
/// chain of every fin.
fn type_1(
    start: &Start,
    followed: &Suppositions,
    fish: &Fish,
    technique: Technique,
    taken: &Facts,
) -> Vec<(usize, Step)> {
    let places = start.places[fish.digit];
    let base_cells = fish.base.iter().fold(0, |m, h| m | h.cells().bits());
    let covered = fish.cover_cells.iter().fold(0, |m, c| m | c);
    let targets = places & covered & !base_cells;
    if targets == 0 {
        return vec![];
    }
    let Some((_, off)) = common(followed, cands(fish.fins, fish.digit)) else {
        return vec![];
    };
    let mut only = [0u128; 9];
    only[fish.digit] = off[fish.digit] & targets & !taken.1[fish.digit];
    if only[fish.digit] == 0 {
        return vec![];
    }
    verity_step(
        start,
        Mode::Chain,
        technique,
        fish.start(None),
        &cands(fish.fins, fish.digit).collect::<Vec<_>>(),
        [0; 9],
        only,
    )
    .into_iter()
    .collect()
}

/// Type 2: in one cover line the digit is at one of the fish's cells there or at a fin;
/// a fact all of these cases imply (other than type 1's removals, and other than the
/// cases themselves) is true.
fn type_2(
    start: &Start,
    followed: &Suppositions,
    fish: &Fish,
    technique: Technique,
    taken: &Facts,
) -> Vec<(usize, Step)> {
    let places = start.places[fish.digit];
    let base_cells = fish.base.iter().fold(0, |m, h| m | h.cells().bits());
    let mut out = Vec::new();
    for (i, &line) in fish.cover_cells.iter().enumerate() {
        // A cover line without places outside the fish is a house of its own: its forcing
        // chain verity is simpler than the fish.
        if places & line & !base_cells == 0 {
            continue;
        }
        let inside = fish.body & line;
        let cases: Vec<Cand> = cands(inside | fish.fins, fish.digit).collect();
        let Some((mut on, mut off)) = common(followed, cases.iter().copied()) else {
            continue;
        };
        for d in 0..9 {
            on[d] &= !taken.0[d];
            off[d] &= !taken.1[d];
        }
        // Type 1's removals are the fish's own; the cases' line is not news.
        off[fish.digit] &= !(fish.cover_cells.iter().fold(0, |m, c| m | c) & !base_cells);
        off[fish.digit] &= !(inside | fish.fins);
        if on.iter().chain(&off).all(|b| *b == 0) {
            continue;
        }
        out.extend(verity_step(
            start,
            Mode::Chain,
            technique,
            fish.start(Some(fish.cover[i])),
            &cases,
            on,
            off,
        ));
    }
    out
}
