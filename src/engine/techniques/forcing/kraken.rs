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

use super::net::{Mode, Start};
use super::reach::Facts;
use super::{EVERYTHING, Suppositions, cands, narrow, verity_step};
use crate::engine::bits::ones9;
use crate::engine::house::House;
use crate::engine::position::Position;
use crate::engine::step::{ForcingStart, Step, Technique};
use crate::engine::techniques::Shared;
use crate::engine::techniques::combinations_folded;

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
    let fishes = shared
        .kraken_fishes
        .get_or_init(|| KrakenFishes::find(&start, followed));
    // The caller reading only the first step needs the first fish's step alone.
    let most = if shared.first_only { 1 } else { MAX_STEPS };
    let mut taken: Facts = ([0; 9], [0; 9]);
    let mut steps: Vec<Step> = Vec::new();
    for fish in &fishes.fishes {
        if steps.len() >= most {
            break;
        }
        let found = match technique {
            Technique::KrakenFish1 => type_1(&start, fish, technique, &taken),
            Technique::KrakenFish2 => {
                let shared_facts = &fishes.shared_facts[fish.digit];
                type_2(&start, followed, shared_facts, fish, technique, &taken)
            }
            _ => vec![],
        };
        for (_, step) in found {
            for p in &step.placements {
                taken.0[p.digit.index()] |= 1u128 << p.cell.index();
            }
            for e in &step.eliminations {
                taken.1[e.digit.index()] |= 1u128 << e.cell.index();
            }
            if steps.len() < most
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

/// The finned fish of a position that a Kraken fish of either type can use, the smallest
/// fish with the fewest fins first, then in the order they are made in (by digit, rows
/// before columns, base and cover lines in order). Found once per position and shared by
/// the two types ([`Shared`]): the enumeration is most of their work.
pub(crate) struct KrakenFishes {
    fishes: Vec<Fish>,
    /// Per digit, per place, the places whose supposition implies a fact in common with its
    /// ([`shared_facts`]): type 2 rules a cover line out with it before intersecting its
    /// cases' facts.
    shared_facts: Box<[[u128; 81]; 9]>,
}

impl KrakenFishes {
    /// The fish of `start` whose fins imply something in common: a fish whose fins imply
    /// nothing can give neither type a step (type 2's cases are the fins and more, so they
    /// imply less). Such fish are left out while they are made ([`each_fish`]), before any
    /// is stored (most of the many thousand per position). A stable bucketing sorts the
    /// rest (an insertion sort took minutes over a sweep).
    fn find(start: &Start, followed: &Suppositions) -> KrakenFishes {
        let mut buckets: Vec<Vec<Fish>> = (0..(MAX_SIZE - 1) * MAX_FINS as usize)
            .map(|_| Vec::new())
            .collect();
        let mut shared_facts = Box::new([[0u128; 81]; 9]);
        each_fish(start, followed, &mut shared_facts, |fish| {
            let at = (fish.size - 2) * MAX_FINS as usize + fish.fins.count_ones() as usize - 1;
            buckets[at].push(fish);
        });
        // One allocation of the right size (collecting the flattened buckets grew the
        // vector fish by fish).
        let mut fishes = Vec::with_capacity(buckets.iter().map(Vec::len).sum());
        for bucket in &buckets {
            fishes.extend_from_slice(bucket);
        }
        KrakenFishes {
            fishes,
            shared_facts,
        }
    }
}

/// A finned row or column fish: its digit (0-based), lines and fins.
#[derive(Clone, Copy)]
pub(crate) struct Fish {
    digit: usize,
    /// How many base (and cover) lines it has.
    size: usize,
    base: [House; MAX_SIZE],
    cover: [House; MAX_SIZE],
    /// The cells of the cover lines, one mask each (in `cover`'s order).
    cover_cells: [u128; MAX_SIZE],
    /// The cells of the base lines.
    base_cells: u128,
    /// The cells of the cover lines.
    covered: u128,
    /// The digit's places in the base lines.
    body: u128,
    /// The places of the base lines outside the cover lines.
    fins: u128,
    /// The places of the digit every fin's chain removes.
    fins_off: u128,
}

impl Fish {
    fn start(&self, cover: Option<House>) -> ForcingStart {
        ForcingStart::Fish {
            digit: crate::engine::types::Digit::new(self.digit as u8 + 1).expect("a digit"),
            base: self.base[..self.size].to_vec(),
            cover: self.cover[..self.size].to_vec(),
            fins: crate::engine::bits::CellSet::from_bits(self.fins),
            cover_case: cover,
        }
    }
}

/// Lines (rows or columns) with their cells.
type Lines = [(House, u128); 9];

/// Calls `each` with every finned fish of 2 to [`MAX_SIZE`] rows (or columns) with 1 to
/// [`MAX_FINS`] fins, whose every cover line holds one of its places and whose fins imply
/// something in common (`followed`); for each digit, rows before columns, the base lines
/// and then the cover lines in order.
///
/// Each place of the body (the digit's places in the base lines) lies in one crossing
/// line, so a fish's fins are the body's places in the crossing lines it does not take as
/// cover lines. Each such line holds a place, so of the `t` crossing lines that touch the
/// body, the `t - n` left out hold the fins: only bases with `t - n` between 1 and
/// [`MAX_FINS`] make finned fish, and only the choices of left-out lines with at most
/// [`MAX_FINS`] places between them (a few per base, where choosing the cover lines
/// themselves meant thousands of tries per position). Each digit's [`shared_facts`] are left
/// in `shared_facts`.
fn each_fish(
    start: &Start,
    followed: &Suppositions,
    shared_facts: &mut [[u128; 81]; 9],
    mut each: impl FnMut(Fish),
) {
    let line = |house: House| (house, house.cells().bits());
    let rows: Lines = std::array::from_fn(|i| line(House::Row(i as u8)));
    let cols: Lines = std::array::from_fn(|i| line(House::Column(i as u8)));
    let mut made: Vec<([u8; MAX_SIZE], Fish)> = Vec::new();
    for digit in 0..9 {
        let places = start.places[digit];
        shared_facts[digit] = self::shared_facts(followed, places, digit);
        let shared_facts = &shared_facts[digit];
        for (lines, crossing) in [(&rows, &cols), (&cols, &rows)] {
            // The lines holding the digit, each with the crossing lines its places touch.
            let open: Vec<(House, u128, u16)> = lines
                .iter()
                .copied()
                .filter(|(_, cells)| cells & places != 0)
                .map(|(house, cells)| {
                    let touches = crossing
                        .iter()
                        .enumerate()
                        .filter(|(_, (_, c))| c & cells & places != 0)
                        .fold(0u16, |acc, (j, _)| acc | 1 << j);
                    (house, cells, touches)
                })
                .collect();
            for n in 2..=MAX_SIZE {
                // The crossing lines the body touches only grow as base lines join: bases
                // already touching more than n + MAX_FINS are not extended.
                let touch = |acc: u16, (_, _, touches): (House, u128, u16)| {
                    let acc = acc | touches;
                    (ones9(acc) as usize <= n + MAX_FINS as usize).then_some(acc)
                };
                combinations_folded(&open, n, 0u16, &touch, &mut |base, _| {
                    let base_cells = base.iter().fold(0, |m, (_, c, _)| m | c);
                    let body = base_cells & places;
                    // The crossing lines holding the body, on the stack (this runs for
                    // every base choice).
                    let mut touched_lines = [(House::Row(0), 0u128); 9];
                    let mut touched_len = 0;
                    for &(house, cells) in crossing.iter().filter(|(_, c)| c & body != 0) {
                        touched_lines[touched_len] = (house, cells & body);
                        touched_len += 1;
                    }
                    let touched = &touched_lines[..touched_len];
                    let left_out = touched.len().saturating_sub(n);
                    if left_out == 0 || left_out > MAX_FINS as usize {
                        return;
                    }
                    // The left-out lines' places are the fins: the fewest a choice may have
                    // are the emptiest lines' (most bases have too many for any choice).
                    let mut line_count = [u32::MAX; 9];
                    for (count, &(_, cells)) in line_count.iter_mut().zip(touched) {
                        *count = cells.count_ones();
                    }
                    let mut counts = line_count;
                    counts.sort_unstable();
                    if counts[..left_out].iter().sum::<u32>() > MAX_FINS {
                        return;
                    }
                    let mut fish = Fish {
                        digit,
                        size: n,
                        base: [House::Row(0); MAX_SIZE],
                        cover: [House::Row(0); MAX_SIZE],
                        cover_cells: [0; MAX_SIZE],
                        base_cells,
                        covered: 0,
                        body,
                        fins: 0,
                        fins_off: 0,
                    };
                    for (i, (house, _, _)) in base.iter().enumerate() {
                        fish.base[i] = *house;
                    }
                    made.clear();
                    // What each line's places remove of the digit, if none breaks the puzzle:
                    // once per base, where the choices of left-out lines take each line
                    // several times.
                    let mut line_off = [None; 9];
                    for (off, &(_, cells)) in line_off.iter_mut().zip(touched) {
                        *off = removed_by_all(followed, cells, digit);
                    }
                    let mut leave = LeaveOut {
                        touched,
                        line_count: &line_count,
                        line_off: &line_off,
                        followed,
                        digit,
                        shared_facts,
                        each: &mut |out: u16, fins: u128, off: u128| {
                            let mut made_fish = fish;
                            made_fish.fins = fins;
                            made_fish.fins_off = off;
                            let mut order = [0u8; MAX_SIZE];
                            let covers = (0..touched.len()).filter(|i| out & (1 << i) == 0);
                            for (k, i) in covers.enumerate() {
                                let (house, _) = touched[i];
                                made_fish.cover[k] = house;
                                made_fish.cover_cells[k] = house.cells().bits();
                                made_fish.covered |= house.cells().bits();
                                order[k] = i as u8;
                            }
                            made.push((order, made_fish));
                        },
                    };
                    leave.go(left_out, 0, 0, (0, 0), !0);
                    // The cover lines in order, as choosing them would have made them.
                    made.sort_unstable_by_key(|(order, _)| *order);
                    for (_, fish) in made.drain(..) {
                        each(fish);
                    }
                });
            }
        }
    }
}

/// The choice of the crossing lines a fish leaves out (its fins' lines), for one set of
/// base lines.
struct LeaveOut<'a, F: FnMut(u16, u128, u128)> {
    /// The crossing lines that hold a place of the body, each with its places there.
    touched: &'a [(House, u128)],
    /// Per line of `touched`, how many places it holds (counted once per base: a 128-bit
    /// count is two dozen instructions where the target has no popcount).
    line_count: &'a [u32; 9],
    /// Per line of `touched`, what the chains of its places all remove of the digit;
    /// `None` when one of them breaks the puzzle.
    line_off: &'a [Option<u128>; 9],
    followed: &'a Suppositions,
    digit: usize,
    /// Per place of the digit, the places whose supposition implies a fact in common with
    /// its ([`shared_facts`]).
    shared_facts: &'a [u128; 81],
    /// Called with each choice (a mask over `touched`), its fins and what they remove of
    /// the digit.
    each: &'a mut F,
}

impl<F: FnMut(u16, u128, u128)> LeaveOut<'_, F> {
    /// Chooses `count` more lines from `touched[from..]`, after the ones in `out` (whose
    /// places, the fins so far, are `fins` with how many there are, and remove `off` of the
    /// digit: every cell before any fin). Fins break the puzzle or imply nothing in common
    /// whatever more are added (more cases imply less), and more than [`MAX_FINS`] stay too
    /// many: such a choice is abandoned at once.
    fn go(&mut self, count: usize, from: usize, out: u16, (fins, n): (u128, u32), off: u128) {
        if count == 0 {
            (self.each)(out, fins, off);
            return;
        }
        for i in from..self.touched.len() {
            if self.touched.len() - i < count {
                break;
            }
            // Each line still to choose after this one holds a place too (the lines are
            // disjoint: their counts add up).
            let n_with = n + self.line_count[i];
            if n_with as usize + count - 1 > MAX_FINS as usize {
                continue;
            }
            let with = fins | self.touched[i].1;
            let Some(off) = self.narrow(off, (with, n_with), i) else {
                continue;
            };
            self.go(count - 1, i + 1, out | 1 << i, (with, n_with), off);
        }
    }

    /// What the fins `with` remove of the digit, the fins before those of line `line` (of
    /// `touched`) removing `off`; `None` when a fin breaks the puzzle or the fins imply
    /// nothing in common. The other digits' facts are intersected only when the fins remove
    /// nothing of the digit in common (most fins' chains do).
    fn narrow(&self, off: u128, (with, n_with): (u128, u32), line: usize) -> Option<u128> {
        let off = off & self.line_off[line]?;
        if off != 0 {
            return Some(off);
        }
        // No fin breaks the puzzle (each was looked up when its line was chosen): the fins
        // imply something in common if one true or false fact, of any digit, is common to
        // them. So does every two of them: most sets of fins have two without (and two
        // fins are answered by that alone). The fins before this line's share one (they
        // were chosen so), so only the pairs with a place of this line are asked.
        if !cells_share(self.shared_facts, self.touched[line].1, with) {
            return None;
        }
        if n_with <= 2 {
            return Some(0);
        }
        // Looked for fact word by fact word, stopping at the first.
        const NONE: &([u128; 9], [u128; 9]) = &([0; 9], [0; 9]);
        let mut facts = [NONE; MAX_FINS as usize];
        let mut len = 0;
        for c in cands(with, self.digit) {
            facts[len] = self.followed.outcome[c as usize].as_ref()?;
            len += 1;
        }
        let facts = &facts[..len];
        // Per digit, the true and the false facts together in one pass over the fins.
        let common = (0..9).any(|d| {
            let (on, off) = facts.iter().fold((!0u128, !0u128), |(on, off), (o, f)| {
                (on & o[d], off & f[d])
            });
            on | off != 0
        });
        common.then_some(0)
    }
}

/// Per place of `digit` among `places`, the places whose supposition (followed as a chain,
/// `followed`) implies a true or false fact in common with its, neither breaking the
/// puzzle: once per digit, for the fins' test in [`LeaveOut::narrow`] (asked a few thousand
/// times per digit, each an intersection of every digit's facts).
fn shared_facts(followed: &Suppositions, places: u128, digit: usize) -> [u128; 81] {
    let mut shared = [0u128; 81];
    let mut outer = places;
    while outer != 0 {
        let a = outer.trailing_zeros() as usize;
        outer &= outer - 1;
        let Some((on_a, off_a)) = &followed.outcome[a * 9 + digit] else {
            continue;
        };
        let mut inner = outer;
        while inner != 0 {
            let b = inner.trailing_zeros() as usize;
            inner &= inner - 1;
            let Some((on_b, off_b)) = &followed.outcome[b * 9 + digit] else {
                continue;
            };
            // Every word read (no early way out: most pairs share nothing).
            let mut common = 0u128;
            for d in 0..9 {
                common |= (on_a[d] & on_b[d]) | (off_a[d] & off_b[d]);
            }
            if common != 0 {
                shared[a] |= 1 << b;
                shared[b] |= 1 << a;
            }
        }
    }
    shared
}

/// Whether each place of `cells` implies a fact in common with every other place of `cases`
/// (of the digit `shared_facts` is for), neither breaking the puzzle: when two cases do
/// not, the cases imply nothing together.
fn cells_share(shared_facts: &[u128; 81], cells: u128, cases: u128) -> bool {
    let mut rest = cells;
    while rest != 0 {
        let cell = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if cases & !(1u128 << cell) & !shared_facts[cell] != 0 {
            return false;
        }
    }
    true
}

/// What the chains of the places `cells` of `digit` all remove of the digit (every cell
/// for none); `None` when one of them breaks the puzzle.
fn removed_by_all(followed: &Suppositions, cells: u128, digit: usize) -> Option<u128> {
    let mut off = !0;
    for c in cands(cells, digit) {
        let (_, f) = followed.outcome[c as usize].as_ref()?;
        off &= f[digit];
    }
    Some(off)
}

/// Type 1: the fish digit removed from a cover line's cells outside the base lines by the
/// chain of every fin.
fn type_1(start: &Start, fish: &Fish, technique: Technique, taken: &Facts) -> Vec<(usize, Step)> {
    let targets = start.places[fish.digit] & fish.covered & !fish.base_cells;
    let mut only = [0u128; 9];
    only[fish.digit] = fish.fins_off & targets & !taken.1[fish.digit];
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
    shared_facts: &[u128; 81],
    fish: &Fish,
    technique: Technique,
    taken: &Facts,
) -> Vec<(usize, Step)> {
    let places = start.places[fish.digit];
    let base_cells = fish.base_cells;
    let mut out = Vec::new();
    // A cover line without places outside the fish is a house of its own: its forcing
    // chain verity is simpler than the fish. A fish with no other line shows nothing.
    let shown = |line: u128| places & line & !base_cells != 0;
    // The lines whose cases may imply something together: two cases without a fact in
    // common imply nothing (the fins share one, [`each_fish`]; each of the fish's cells in
    // the line must share one with every other case). Most fish keep no line, and end here
    // before any facts are intersected.
    let mut open = 0u8;
    for (i, &line) in fish.cover_cells[..fish.size].iter().enumerate() {
        let inside = fish.body & line;
        if shown(line) && cells_share(shared_facts, inside, inside | fish.fins) {
            open |= 1 << i;
        }
    }
    if open == 0 {
        return out;
    }
    // What the fins imply together, once for every cover line (each line's cases are the
    // fins and the fish's cells there; the fins never break the puzzle, [`each_fish`]).
    let Some(by_fins) = narrow(followed, &EVERYTHING, cands(fish.fins, fish.digit)) else {
        return out;
    };
    // Less the facts taken, once for every line (each line's cases only narrow it).
    let mut fresh = by_fins;
    for d in 0..9 {
        fresh.0[d] &= !taken.0[d];
        fresh.1[d] &= !taken.1[d];
    }
    // Each line's facts are among the fins': none new among these, none in any line.
    let new = (0..9).any(|d| {
        let mut off = fresh.1[d];
        if d == fish.digit {
            off &= !(fish.covered & !base_cells) & !fish.fins;
        }
        fresh.0[d] != 0 || off != 0
    });
    if !new {
        return out;
    }
    for (i, &line) in fish.cover_cells[..fish.size].iter().enumerate() {
        if open & (1 << i) == 0 {
            continue;
        }
        let inside = fish.body & line;
        // What the line's cases imply but the facts taken; type 1's removals are the fish's
        // own, and the cases' line is not news.
        let Some((on, mut off)) = narrow(followed, &fresh, cands(inside, fish.digit)) else {
            continue;
        };
        off[fish.digit] &= !(fish.covered & !base_cells) & !(inside | fish.fins);
        if on.iter().chain(&off).all(|b| *b == 0) {
            continue;
        }
        out.extend(verity_step(
            start,
            Mode::Chain,
            technique,
            fish.start(Some(fish.cover[i])),
            &cands(inside | fish.fins, fish.digit).collect::<Vec<_>>(),
            on,
            off,
        ));
    }
    out
}
