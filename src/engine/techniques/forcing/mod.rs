//! Forcing chains and nets (TECHNIQUES.md tier 4, HoDoKu 8500 and 8600; the seed's
//! contradiction chains and alternative chains, section VI): the last techniques before trial
//! and error, and enough on their own to solve every unique puzzle of the test sets.
//!
//! Suppose a candidate true and follow what it implies ([`net`]):
//! - **contradiction**: the supposition breaks the puzzle (a candidate would be true and
//!   false, a cell would have no candidate, a digit no place in a house), so it is false
//!   (the seed's *Widerspruchs-Kette*, "reducing" alternative chain);
//! - **verity**: every candidate of a cell, or every place of a digit in a house, leads to
//!   the same fact; one of them is true, so the fact is (the seed's "setting" alternative
//!   chain).
//!
//! A **chain** follows one earlier fact per implication along the position's own strong and
//! weak links; a **net** lets the grid change under the suppositions, so a single may rest
//! on several earlier facts. Chains come first (a person can follow one line), then nets;
//! within each, contradictions before verities, and the step whose proof needs the fewest
//! implications first. A net with singles reaches a contradiction or a verity on every
//! unique puzzle of top1465, forum-hardest and the seed's sets (the coverage test in
//! `tests/soundness.rs` counts the positions where it would not, and trial and error takes
//! over there).

mod explain;
mod kraken;
mod net;
mod reach;

#[cfg(test)]
mod cases;
#[cfg(test)]
mod tests;

use super::shared::Shared;
use super::{Def, Find};
use crate::engine::level::Level;
use crate::engine::position::Position;
use crate::engine::step::{Branch, Candidate, Evidence, ForcingStart, Step, Technique};
use net::{Cand, Mode, Net, Start, candidate};
use reach::Facts;

pub(crate) use kraken::KrakenFishes;

// ---- Definitions ----

pub(crate) const FORCING_CHAIN_CONTRADICTION: Def = Def {
    id: "forcing-chain-contradiction",
    name: "Forcing Chain Contradiction",
    hodoku_code: "1301",
    hodoku_score: 500,
    level: Level::Extreme,
    needs_uniqueness: false,
    find: Find::SharedSearch(forcing),
    explain: explain::explain_forcing,
    #[cfg(test)]
    cases: cases::FORCING_CHAIN_CONTRADICTION,
};

pub(crate) const FORCING_CHAIN_VERITY: Def = Def {
    id: "forcing-chain-verity",
    name: "Forcing Chain Verity",
    hodoku_code: "1302",
    hodoku_score: 500,
    level: Level::Extreme,
    needs_uniqueness: false,
    find: Find::SharedSearch(forcing),
    explain: explain::explain_forcing,
    #[cfg(test)]
    cases: cases::FORCING_CHAIN_VERITY,
};

pub(crate) const FORCING_NET_CONTRADICTION: Def = Def {
    id: "forcing-net-contradiction",
    name: "Forcing Net Contradiction",
    hodoku_code: "1303",
    hodoku_score: 700,
    level: Level::Extreme,
    needs_uniqueness: false,
    find: Find::SharedSearch(forcing),
    explain: explain::explain_forcing,
    #[cfg(test)]
    cases: cases::FORCING_NET_CONTRADICTION,
};

/// Not a HoDoKu step (its last resort past Forcing Net is Template Set and Brute Force);
/// Sudoku Explainer's nested forcing chains, scored between Forcing Net and Brute Force.
pub(crate) const NESTED_FORCING_NET: Def = Def {
    id: "nested-forcing-net",
    name: "Nested Forcing Net",
    hodoku_code: "-NFN",
    hodoku_score: 1000,
    level: Level::Extreme,
    needs_uniqueness: false,
    find: Find::SharedSearch(forcing),
    explain: explain::explain_forcing,
    #[cfg(test)]
    cases: cases::NESTED_FORCING_NET,
};

pub(crate) const FORCING_NET_VERITY: Def = Def {
    id: "forcing-net-verity",
    name: "Forcing Net Verity",
    hodoku_code: "1304",
    hodoku_score: 700,
    level: Level::Extreme,
    needs_uniqueness: false,
    find: Find::SharedSearch(forcing),
    explain: explain::explain_forcing,
    #[cfg(test)]
    cases: cases::FORCING_NET_VERITY,
};

/// HoDoKu's Kraken Fish (its step 8450, off by default there; score 500 like its Forcing
/// Chain): a fish digit removed by the fish and by a chain from each fin.
pub(crate) const KRAKEN_FISH_1: Def = Def {
    id: "kraken-fish-1",
    name: "Kraken Fish Type 1",
    hodoku_code: "0371",
    hodoku_score: 500,
    level: Level::Extreme,
    needs_uniqueness: false,
    find: Find::SharedSearch(kraken::kraken),
    explain: explain::explain_forcing,
    #[cfg(test)]
    cases: cases::KRAKEN_FISH_1,
};

/// HoDoKu's Kraken Fish type 2: a fact every case of one cover line implies (the digit at
/// one of the fish's cells there, or at a fin).
pub(crate) const KRAKEN_FISH_2: Def = Def {
    id: "kraken-fish-2",
    name: "Kraken Fish Type 2",
    hodoku_code: "0372",
    hodoku_score: 500,
    level: Level::Extreme,
    needs_uniqueness: false,
    find: Find::SharedSearch(kraken::kraken),
    explain: explain::explain_forcing,
    #[cfg(test)]
    cases: cases::KRAKEN_FISH_2,
};

// ---- Finding ----

/// Every step of the forcing `technique` in `pos`, the shortest proof first. The
/// suppositions of each mode are followed once per position and shared by the techniques
/// that read them (`shared`): the chain's by the chain contradiction and verity, the net's
/// and the locked net's by the net contradiction and verity and by the nested net's check.
fn forcing(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let start = Start::new(pos);
    let chains = || {
        shared
            .forcing_chains
            .get_or_init(|| Suppositions::follow(&start, Mode::Chain))
    };
    let nets = || {
        shared
            .forcing_nets
            .get_or_init(|| Suppositions::follow(&start, Mode::Net))
    };
    let locked_nets = || {
        shared
            .forcing_locked_nets
            .get_or_init(|| Suppositions::follow(&start, Mode::NetLocked))
    };
    // The caller reading only the first step needs one contradiction's proof, not twelve.
    let most = if shared.first_only { 1 } else { MAX_STEPS };
    match technique {
        Technique::ForcingChainContradiction => {
            contradictions(&start, chains(), Mode::Chain, technique, most)
        }
        Technique::ForcingChainVerity => verities(&start, chains(), Mode::Chain, technique, most),
        Technique::ForcingNetContradiction => {
            let found = contradictions(&start, nets(), Mode::Net, technique, most);
            if found.is_empty() {
                contradictions(&start, locked_nets(), Mode::NetLocked, technique, most)
            } else {
                found
            }
        }
        Technique::ForcingNetVerity => {
            let found = verities(&start, nets(), Mode::Net, technique, most);
            if found.is_empty() {
                verities(&start, locked_nets(), Mode::NetLocked, technique, most)
            } else {
                found
            }
        }
        Technique::NestedForcingNet => nested(&start, locked_nets(), technique)
            .into_iter()
            .collect(),
        _ => vec![],
    }
}

/// What one supposition implies, to intersect across a cell's or a house's cases: the
/// true and the false facts (per digit, as cells); `None` when it breaks the puzzle.
type Outcome = Option<([u128; 9], [u128; 9])>;

/// Every candidate of a position supposed true and followed in one mode: which break the
/// puzzle (with the size of the proof) and what the others imply.
pub(crate) struct Suppositions {
    /// The candidates whose supposition breaks the puzzle, in the search order, each with
    /// the number of implications its proof needs.
    broken: Vec<(usize, Cand)>,
    /// Per candidate (`cell * 9 + digit`), what its supposition implies when it breaks
    /// nothing.
    outcome: Vec<Outcome>,
}

impl Suppositions {
    /// Follows every candidate of `start` in `mode`.
    fn follow(start: &Start, mode: Mode) -> Suppositions {
        let mut broken = Vec::new();
        let mut outcome: Vec<Outcome> = vec![None; 729];
        let mut net = Net::new(start, mode);
        // A chain's facts are plain reachability: the full net (with each fact's proof)
        // is followed only where they clash, for the proof's size.
        let mut reach = (mode == Mode::Chain).then(|| reach::Reach::new(start));
        for c in start.candidates() {
            if let Some(facts) = reach.as_mut().and_then(|r| r.follow(c)) {
                outcome[c as usize] = Some(facts);
                continue;
            }
            net.reset();
            net.follow(c, true);
            if let Some((_, premises)) = &net.broken {
                broken.push((net.proof_size(premises), c));
            } else {
                outcome[c as usize] = Some((net.on, net.off));
            }
        }
        Suppositions { broken, outcome }
    }
}

/// How many steps a forcing finder returns at most, the shortest proofs first: more would
/// only repeat the idea in the "all steps" list (the hint takes the first).
const MAX_STEPS: usize = 12;

/// The candidates whose supposition breaks the puzzle (the shortest proofs first, at most
/// `most`), each as a step removing it.
fn contradictions(
    start: &Start,
    followed: &Suppositions,
    mode: Mode,
    technique: Technique,
    most: usize,
) -> Vec<Step> {
    let mut found = followed.broken.clone();
    crate::engine::sort::sort_by_key(&mut found, |(size, _)| *size);
    let mut net = Net::new(start, mode);
    found
        .into_iter()
        .take(most)
        .map(|(_, c)| {
            net.reset();
            net.follow(c, true);
            Step {
                technique,
                placements: vec![],
                eliminations: vec![candidate(c)],
                evidence: Evidence::Forcing {
                    start: ForcingStart::Supposition,
                    branches: vec![net.branch(None)],
                },
            }
        })
        .collect()
}

/// The simplest proof that `supposed` is false: the supposition followed as a chain, else as
/// a net (singles, then locked candidates), else as a nested net, until the puzzle breaks;
/// `None` when none of them breaks it (it may be true, or need more than a nested net).
/// Questions about a cell ("why can't r4c5 be 7?") ask this when no technique on the
/// ladder removes the candidate.
pub(crate) fn refute(pos: &Position, supposed: Candidate) -> Option<Step> {
    if !pos.candidates().get(supposed.cell).contains(supposed.digit) {
        return None;
    }
    let start = Start::new(pos);
    let c = (supposed.cell.index() * 9 + supposed.digit.index()) as Cand;
    let step = |technique, net: &Net| Step {
        technique,
        placements: vec![],
        eliminations: vec![supposed],
        evidence: Evidence::Forcing {
            start: ForcingStart::Supposition,
            branches: vec![net.branch(None)],
        },
    };
    for (mode, technique) in [
        (Mode::Chain, Technique::ForcingChainContradiction),
        (Mode::Net, Technique::ForcingNetContradiction),
        (Mode::NetLocked, Technique::ForcingNetContradiction),
    ] {
        let mut net = Net::new(&start, mode);
        net.follow(c, true);
        if net.broken.is_some() {
            return Some(step(technique, &net));
        }
    }
    let mut net = Net::new(&start, Mode::NetLocked);
    net.follow_nested(c);
    net.broken
        .is_some()
        .then(|| step(Technique::NestedForcingNet, &net))
}

/// The first candidate (in the search order) whose supposition breaks the puzzle when
/// each branch may also rule out candidates by nets of its own.
///
/// Only where no supposition breaks by a plain net (singles and locked candidates): there
/// the plain net is the step to show, and the search stays as cheap as one net per candidate.
fn nested(start: &Start, plain: &Suppositions, technique: Technique) -> Option<Step> {
    if !plain.broken.is_empty() {
        return None;
    }
    for c in start.candidates() {
        let mut net = Net::new(start, Mode::NetLocked);
        net.follow_nested(c);
        if net.broken.is_some() {
            return Some(Step {
                technique,
                placements: vec![],
                eliminations: vec![candidate(c)],
                evidence: Evidence::Forcing {
                    start: ForcingStart::Supposition,
                    branches: vec![net.branch(None)],
                },
            });
        }
    }
    None
}

/// The candidates (`cell * 9 + digit`) of `cells` (bits by cell index) on `digit`.
pub(super) fn cands(cells: u128, digit: usize) -> impl Iterator<Item = Cand> {
    let mut bits = cells;
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let cell = bits.trailing_zeros() as u16;
            bits &= bits - 1;
            cell * 9 + digit as u16
        })
    })
}

/// What no case has ruled out yet: every fact.
const EVERYTHING: Facts = ([!0; 9], [!0; 9]);

/// What the cases `cases` imply together with what earlier cases imply (`implied`; every
/// fact, [`EVERYTHING`], before any case), as true facts and false facts; `None` when one
/// of them breaks the puzzle or all of them together imply nothing.
pub(super) fn narrow(
    followed: &Suppositions,
    implied: &Facts,
    cases: impl IntoIterator<Item = Cand>,
) -> Option<Facts> {
    let (mut on, mut off) = *implied;
    for c in cases {
        let (o, f) = followed.outcome[c as usize].as_ref()?;
        for d in 0..9 {
            on[d] &= o[d];
            off[d] &= f[d];
        }
    }
    // Every word ORed (no early way out: eighteen words are quicker read whole).
    let any = on.iter().chain(&off).fold(0u128, |acc, b| acc | b);
    (any != 0).then_some((on, off))
}

/// Every fact that all cases of a cell or of a digit in a house imply, as a step (one per
/// case set, its cheapest fact), the shortest proofs first, at most `most`.
///
/// Each case set's cheapest fact is sized first, and the steps (their branches followed
/// again) built only for the sets kept: most positions have dozens of case sets with a fact
/// in common, of which the caller keeps one or twelve.
fn verities(
    start: &Start,
    followed: &Suppositions,
    mode: Mode,
    technique: Technique,
    most: usize,
) -> Vec<Step> {
    let mut found: Vec<Verity> = Vec::new();
    // The chains' reachability, made at the first case set it sizes (most positions have
    // none).
    let mut reach: Option<reach::Reach> = None;
    // One case set (a cell's digits, or a digit's places in a house), sized only when every
    // case implies a fact in common (few do).
    let mut try_unit = |unit: ForcingStart, cases: &mut dyn Iterator<Item = Cand>| {
        let mut list = [0 as Cand; 9];
        let mut len = 0;
        for c in cases {
            list[len] = c;
            len += 1;
        }
        let Some((on, off)) = narrow(followed, &EVERYTHING, list[..len].iter().copied()) else {
            return;
        };
        let best = if mode == Mode::Chain {
            let reach = reach.get_or_insert_with(|| reach::Reach::new(start));
            chain_verity_size(reach, &list[..len], &on, &off)
        } else {
            verity_size(&case_nets(start, mode, &list[..len]), &on, &off)
        };
        if let Some((size, c, is_on)) = best {
            found.push(Verity {
                size,
                unit,
                cases: list,
                len,
                c,
                is_on,
            });
        }
    };
    for cell in 0..81u16 {
        let m = start.cands[cell as usize];
        if m.count_ones() >= 2 {
            let mut cases = (0..9).filter(|d| m & (1 << d) != 0).map(|d| cell * 9 + d);
            let cell = crate::engine::types::Cell::new(cell as u8).expect("a cell");
            try_unit(ForcingStart::Cell(cell), &mut cases);
        }
    }
    for (h, &house) in start.houses.iter().enumerate() {
        for d in 0..9u16 {
            let pl = start.places[d as usize] & start.house_cells[h];
            if pl.count_ones() < 2 {
                continue;
            }
            let mut cases = cands(pl, usize::from(d));
            let digit = crate::engine::types::Digit::new(d as u8 + 1).expect("a digit");
            try_unit(ForcingStart::House(house, digit), &mut cases);
        }
    }
    crate::engine::sort::sort_by_key(&mut found, |v| v.size);
    let mut kept: Vec<&Verity> = Vec::new();
    for v in &found {
        if kept.len() < most && !kept.iter().any(|k| k.c == v.c && k.is_on == v.is_on) {
            kept.push(v);
        }
    }
    kept.into_iter()
        .map(|v| {
            let cases = &v.cases[..v.len];
            verity_of(start, mode, technique, v.unit.clone(), cases, v.c, v.is_on)
        })
        .collect()
}

/// One case set's cheapest common fact, sized before its step is built.
struct Verity {
    /// How many implications its proof needs over all branches.
    size: usize,
    unit: ForcingStart,
    cases: [Cand; 9],
    len: usize,
    /// The fact: candidate `c` true (`is_on`) or false.
    c: Cand,
    is_on: bool,
}

/// Each case of a case set followed in `mode`.
fn case_nets<'a>(start: &'a Start, mode: Mode, cases: &[Cand]) -> Vec<Net<'a>> {
    cases
        .iter()
        .map(|&c| {
            let mut net = Net::new(start, mode);
            net.follow(c, true);
            net
        })
        .collect()
}

/// The common fact (of `on` and `off`) with the smallest proof over the branches `nets`, a
/// placement before an elimination of the same size: its size and the fact.
fn verity_size(nets: &[Net], on: &[u128; 9], off: &[u128; 9]) -> Option<(usize, Cand, bool)> {
    smallest_fact(on, off, |c, is_on| {
        nets.iter()
            .map(|n| {
                n.fact(c, is_on)
                    .map_or(usize::MAX / 16, |f| n.proof_size(&[f]))
            })
            .sum()
    })
}

/// Of the common facts `on` (placements) and `off` (eliminations), per digit as cell bits,
/// the one `size` says is smallest, with its size: the first such, placements before
/// eliminations, each by digit and cell.
fn smallest_fact(
    on: &[u128; 9],
    off: &[u128; 9],
    size: impl Fn(Cand, bool) -> usize,
) -> Option<(usize, Cand, bool)> {
    let mut best: Option<(usize, Cand, bool)> = None;
    for (is_on, sets) in [(true, on), (false, off)] {
        for (d, &cells) in sets.iter().enumerate() {
            let mut bits = cells;
            while bits != 0 {
                let cell = bits.trailing_zeros() as u16;
                bits &= bits - 1;
                let c = cell * 9 + d as u16;
                let size = size(c, is_on);
                if best.is_none_or(|(s, _, _)| size < s) {
                    best = Some((size, c, is_on));
                }
            }
        }
    }
    best
}

/// [`verity_size`] for forcing chains, from reachability alone: a chain's fact rests on one
/// fact, so its proof is the chain back to the supposition, depth + 1 facts (the net would
/// count the same).
fn chain_verity_size(
    reach: &mut reach::Reach,
    cases: &[Cand],
    on: &[u128; 9],
    off: &[u128; 9],
) -> Option<(usize, Cand, bool)> {
    // Per fact (`2 * candidate + on`), its proofs' sizes added over the cases (at most
    // nine cases of 1,458 facts each: 32 bits hold them, in half the memory to clear).
    let mut sizes = [0u32; 2 * 729];
    for &case in cases {
        reach.walk(case, |c, is_on, depth| {
            let (cell, d) = (usize::from(c / 9), usize::from(c % 9));
            let common = if is_on { on[d] } else { off[d] };
            if common & (1 << cell) != 0 {
                sizes[2 * usize::from(c) + usize::from(is_on)] += depth as u32 + 1;
            }
        })?;
    }
    smallest_fact(on, off, |c, is_on| {
        sizes[2 * usize::from(c) + usize::from(is_on)] as usize
    })
}

/// The step of a case set's verity: fact `c` true (`is_on`) or false, each case's branch
/// ending on it.
fn verity_of(
    start: &Start,
    mode: Mode,
    technique: Technique,
    unit: ForcingStart,
    cases: &[Cand],
    c: Cand,
    is_on: bool,
) -> Step {
    let nets = case_nets(start, mode, cases);
    let branches: Vec<Branch> = nets.iter().map(|n| n.branch(n.fact(c, is_on))).collect();
    let (placements, eliminations) = if is_on {
        (vec![candidate(c)], vec![])
    } else {
        (vec![], vec![candidate(c)])
    };
    Step {
        technique,
        placements,
        eliminations,
        evidence: Evidence::Forcing {
            start: unit,
            branches,
        },
    }
}

/// The verity of one case set: its common fact with the smallest proof over all branches
/// (a placement before an elimination of the same size).
fn verity_step(
    start: &Start,
    mode: Mode,
    technique: Technique,
    unit: ForcingStart,
    cases: &[Cand],
    on: [u128; 9],
    off: [u128; 9],
) -> Option<(usize, Step)> {
    let nets = case_nets(start, mode, cases);
    let (size, c, is_on) = verity_size(&nets, &on, &off)?;
    let branches: Vec<Branch> = nets.iter().map(|n| n.branch(n.fact(c, is_on))).collect();
    let (placements, eliminations) = if is_on {
        (vec![candidate(c)], vec![])
    } else {
        (vec![], vec![candidate(c)])
    };
    Some((
        size,
        Step {
            technique,
            placements,
            eliminations,
            evidence: Evidence::Forcing {
                start: unit,
                branches,
            },
        },
    ))
}
