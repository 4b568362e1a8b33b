//! Franken and Mutant fish, finned or not (HoDoKu's generalized fish): base and cover
//! houses of any kind, not only rows against columns.
//!
//! n base houses that share no candidate of a digit need n copies of it; if every one of
//! their candidates lies in n cover houses, each cover house gets its copy from the base, so
//! its other candidates go (and a base candidate in two cover houses, which would fill both
//! with one copy). Fins are base candidates outside the cover, or in two base houses (endo
//! fins): either a fin is the digit or the fish stands, so only candidates that see every
//! fin go. The search is in `search.rs`; the steps reuse [`Evidence::Fish`] (its houses may
//! be blocks, diagonals and colour groups; endo fins and cannibalism follow from them).

mod search;

#[cfg(test)]
mod cases;

use search::{Family, Shape};

use super::fish::fish_explanation;
use super::{Def, Find, Shared};
use crate::engine::bits::CellSet;
use crate::engine::explain::{Explanation, Highlights, base_highlights, effect_phrase, plain};
use crate::engine::house::House;
use crate::engine::level::Level;
use crate::engine::phrase::Phrase;
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::{Cell, Digit};

// ---- Definitions ----

macro_rules! big_fish_def {
    ($name:ident, $id:literal, $english:literal, $code:literal, $score:literal, $level:ident, $cases:ident) => {
        pub(crate) const $name: Def = Def {
            id: $id,
            name: $english,
            hodoku_code: $code,
            hodoku_score: $score,
            level: Level::$level,
            needs_uniqueness: false,
            find: Find::SharedSearch(big_fish),
            explain: explain_big_fish,
            #[cfg(test)]
            cases: cases::$cases,
        };
    };
}

// HoDoKu's "Unfair" is our Expert.
big_fish_def!(
    FRANKEN_X_WING,
    "franken-x-wing",
    "Franken X-Wing",
    "0330",
    300,
    Expert,
    FRANKEN_X_WING
);
big_fish_def!(
    FRANKEN_SWORDFISH,
    "franken-swordfish",
    "Franken Swordfish",
    "0331",
    350,
    Expert,
    FRANKEN_SWORDFISH
);
big_fish_def!(
    FRANKEN_JELLYFISH,
    "franken-jellyfish",
    "Franken Jellyfish",
    "0332",
    370,
    Expert,
    FRANKEN_JELLYFISH
);
big_fish_def!(
    FINNED_FRANKEN_X_WING,
    "finned-franken-x-wing",
    "Finned Franken X-Wing",
    "0340",
    390,
    Expert,
    FINNED_FRANKEN_X_WING
);
big_fish_def!(
    FINNED_FRANKEN_SWORDFISH,
    "finned-franken-swordfish",
    "Finned Franken Swordfish",
    "0341",
    410,
    Expert,
    FINNED_FRANKEN_SWORDFISH
);
big_fish_def!(
    FINNED_FRANKEN_JELLYFISH,
    "finned-franken-jellyfish",
    "Finned Franken Jellyfish",
    "0342",
    430,
    Expert,
    FINNED_FRANKEN_JELLYFISH
);
big_fish_def!(
    MUTANT_X_WING,
    "mutant-x-wing",
    "Mutant X-Wing",
    "0350",
    450,
    Extreme,
    MUTANT_X_WING
);
big_fish_def!(
    MUTANT_SWORDFISH,
    "mutant-swordfish",
    "Mutant Swordfish",
    "0351",
    450,
    Extreme,
    MUTANT_SWORDFISH
);
big_fish_def!(
    MUTANT_JELLYFISH,
    "mutant-jellyfish",
    "Mutant Jellyfish",
    "0352",
    450,
    Extreme,
    MUTANT_JELLYFISH
);
big_fish_def!(
    FINNED_MUTANT_X_WING,
    "finned-mutant-x-wing",
    "Finned Mutant X-Wing",
    "0360",
    470,
    Extreme,
    FINNED_MUTANT_X_WING
);
big_fish_def!(
    FINNED_MUTANT_SWORDFISH,
    "finned-mutant-swordfish",
    "Finned Mutant Swordfish",
    "0361",
    470,
    Extreme,
    FINNED_MUTANT_SWORDFISH
);
big_fish_def!(
    FINNED_MUTANT_JELLYFISH,
    "finned-mutant-jellyfish",
    "Finned Mutant Jellyfish",
    "0362",
    470,
    Extreme,
    FINNED_MUTANT_JELLYFISH
);

// Siamese fish: two finned fish on the same base houses with different removals, shown as
// one step (HoDoKu scores them as the fish they are made of). Off the ladder: the fish they
// are made of come first there, and each is a step of its own.
macro_rules! siamese_def {
    ($name:ident, $id:literal, $english:literal, $code:literal, $score:literal, $level:ident, $cases:ident) => {
        pub(crate) const $name: Def = Def {
            id: $id,
            name: $english,
            hodoku_code: $code,
            hodoku_score: $score,
            level: Level::$level,
            needs_uniqueness: false,
            find: Find::Presentation(siamese_fish),
            explain: explain_siamese,
            #[cfg(test)]
            cases: cases::$cases,
        };
    };
}

siamese_def!(
    SIAMESE_FINNED_FRANKEN_SWORDFISH,
    "siamese-finned-franken-swordfish",
    "Siamese Finned Franken Swordfish",
    "03411",
    410,
    Expert,
    SIAMESE_FINNED_FRANKEN_SWORDFISH
);
siamese_def!(
    SIAMESE_FINNED_FRANKEN_JELLYFISH,
    "siamese-finned-franken-jellyfish",
    "Siamese Finned Franken Jellyfish",
    "03421",
    430,
    Expert,
    SIAMESE_FINNED_FRANKEN_JELLYFISH
);
siamese_def!(
    SIAMESE_FINNED_MUTANT_JELLYFISH,
    "siamese-finned-mutant-jellyfish",
    "Siamese Finned Mutant Jellyfish",
    "03621",
    470,
    Extreme,
    SIAMESE_FINNED_MUTANT_JELLYFISH
);

// ---- Finding ----

/// The family, size and fins of a technique's fish.
fn shape(technique: Technique) -> Shape {
    let (family, size, finned) = match technique {
        Technique::FrankenXWing => (Family::Franken, 2, false),
        Technique::FrankenSwordfish => (Family::Franken, 3, false),
        Technique::FrankenJellyfish => (Family::Franken, 4, false),
        Technique::FinnedFrankenXWing => (Family::Franken, 2, true),
        Technique::FinnedFrankenSwordfish => (Family::Franken, 3, true),
        Technique::FinnedFrankenJellyfish => (Family::Franken, 4, true),
        Technique::MutantXWing => (Family::Mutant, 2, false),
        Technique::MutantSwordfish => (Family::Mutant, 3, false),
        Technique::MutantJellyfish => (Family::Mutant, 4, false),
        Technique::FinnedMutantXWing => (Family::Mutant, 2, true),
        Technique::FinnedMutantSwordfish => (Family::Mutant, 3, true),
        Technique::SiameseFinnedFrankenSwordfish => (Family::Franken, 3, true),
        Technique::SiameseFinnedFrankenJellyfish => (Family::Franken, 4, true),
        _ => (Family::Mutant, 4, true),
    };
    Shape {
        family,
        size,
        finned,
        per_base: matches!(
            technique,
            Technique::SiameseFinnedFrankenSwordfish
                | Technique::SiameseFinnedFrankenJellyfish
                | Technique::SiameseFinnedMutantJellyfish
        ),
    }
}

/// The step of one fish found.
fn fish_step(technique: Technique, f: &search::Found) -> Step {
    Step {
        technique,
        placements: vec![],
        eliminations: CellSet::from_bits(f.eliminations)
            .iter()
            .map(|c| Candidate::new(c, f.digit))
            .collect(),
        evidence: Evidence::Fish {
            digit: f.digit,
            base: search::houses(f.base),
            cover: search::houses(f.cover),
            fins: CellSet::from_bits(f.fins),
        },
    }
}

/// Every fish of `technique`'s shape in `pos`, one per distinct set of removals: fewest fins
/// first (the easiest to see), then as found.
/// The candidates a fish of each digit may remove ([`search::search`]'s first tests: the
/// fish of one house, the templates, the basic fish) are the same for every shape, so they
/// are worked out once per position (`shared`).
pub fn big_fish(pos: &Position, shared: &Shared, technique: Technique) -> Vec<Step> {
    let found = search::search(pos, shape(technique), Some(&shared.fish_targets));
    let most = found.iter().map(|f| f.fins.count_ones()).max().unwrap_or(0);
    (0..=most)
        .flat_map(|fins| found.iter().filter(move |f| f.fins.count_ones() == fins))
        .map(|f| fish_step(technique, f))
        .collect()
}

/// Every Siamese fish of `technique`'s shape in `pos`: two fish on the same digit and base
/// houses whose removals differ, as one step removing both sets (HoDoKu's
/// `findSiameseFish`), one per set of removals.
pub fn siamese_fish(pos: &Position, technique: Technique) -> Vec<Step> {
    let found = search::search(pos, shape(technique), None);
    let mut steps: Vec<Step> = Vec::new();
    let mut seen: Vec<(Digit, u128)> = Vec::new();
    for (i, a) in found.iter().enumerate() {
        for b in &found[i + 1..] {
            let both = a.eliminations | b.eliminations;
            if a.digit != b.digit
                || a.base != b.base
                || a.eliminations == b.eliminations
                || seen.contains(&(a.digit, both))
            {
                continue;
            }
            seen.push((a.digit, both));
            steps.push(Step {
                technique,
                placements: vec![],
                eliminations: CellSet::from_bits(both)
                    .iter()
                    .map(|c| Candidate::new(c, a.digit))
                    .collect(),
                evidence: Evidence::SiameseFish {
                    parts: vec![fish_step(technique, a), fish_step(technique, b)],
                },
            });
        }
    }
    steps
}

// ---- Explaining ----

/// The candidates of `digit` in `houses`, and those in two or more of them.
fn spread(pos: &Position, digit: Digit, houses: &[House]) -> (CellSet, CellSet) {
    let (mut once, mut twice) = (CellSet::EMPTY, CellSet::EMPTY);
    for h in houses {
        let cells = pos.places_in(digit, *h);
        twice = twice.union(once.intersection(cells));
        once = once.union(cells);
    }
    (once, twice)
}

/// For each removed cell that sees fins only through a diagonal or colour group: "r1c1
/// sees the fin r5c5 through the main diagonal." (at most three such sentences).
fn seen_through(pos: &Position, removed: CellSet, fins: CellSet) -> Vec<Phrase> {
    let mut groups: Vec<(Cell, House, CellSet)> = Vec::new();
    for cell in removed.iter() {
        for fin in fins.iter() {
            let standard =
                cell.row() == fin.row() || cell.col() == fin.col() || cell.block() == fin.block();
            if standard {
                continue;
            }
            let Some(house) = pos
                .variant()
                .houses_of(cell)
                .find(|h| h.cells().contains(fin))
            else {
                continue;
            };
            match groups
                .iter_mut()
                .find(|(c, h, _)| *c == cell && *h == house)
            {
                Some((_, _, seen)) => seen.insert(fin),
                None => groups.push((cell, house, CellSet::single(fin))),
            }
        }
    }
    // Cells that see the same fins through the same house are said together.
    let mut merged: Vec<(CellSet, House, CellSet)> = Vec::new();
    for (cell, house, seen) in groups {
        match merged
            .iter_mut()
            .find(|(_, h, s)| *h == house && *s == seen)
        {
            Some((cells, _, _)) => cells.insert(cell),
            None => merged.push((CellSet::single(cell), house, seen)),
        }
    }
    merged
        .into_iter()
        .take(3)
        .map(|(cells, house, seen)| {
            Phrase::new(match (cells.len() == 1, seen.len() == 1) {
                (true, true) => "explain.bigfish.sees_through.one",
                (true, false) => "explain.bigfish.sees_through",
                (false, true) => "explain.bigfish.sees_through.cells.one",
                (false, false) => "explain.bigfish.sees_through.cells",
            })
            .cells("cell", cells)
            .cells("fins", seen)
            .house("house", house)
        })
        .collect()
}

/// A generalized fish: the base houses need the digit and hold it only in the cover houses
/// (apart from the fins), so the cover houses get their digit from the base.
pub(crate) fn explain_big_fish(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Fish {
        digit,
        base,
        cover,
        fins,
    } = &step.evidence
    else {
        return plain(step);
    };
    let digit = *digit;
    let (base_cells, endo) = spread(pos, digit, base);
    let pattern = base_cells.difference(*fins);
    let finned = !fins.is_empty();
    let removed: CellSet = step.eliminations.iter().map(|e| e.cell).collect();
    let part = |cells: CellSet| -> Vec<Candidate> {
        cells.iter().map(|c| Candidate::new(c, digit)).collect()
    };
    let outside = part(removed.difference(base_cells));
    let cannibal = removed.intersection(base_cells);
    // One sentence says the base's digits fill the cover houses, one each; the removals
    // follow once, with the cover and the fins named on rung 2 only.
    let mut why = vec![
        Phrase::new(if finned {
            "explain.bigfish.needs.fins"
        } else {
            "explain.bigfish.needs"
        })
        .houses("base", base)
        .digit("digit", digit)
        .houses("cover", cover),
    ];
    if !endo.is_empty() {
        why.push(
            Phrase::new(if endo.len() == 1 {
                "explain.bigfish.endo.one"
            } else {
                "explain.bigfish.endo"
            })
            .cells("cells", endo),
        );
    }
    if !outside.is_empty() {
        why.push(
            Phrase::new(match fins.len() {
                0 => "explain.bigfish.rest",
                1 => "explain.bigfish.fin",
                _ => "explain.bigfish.fins",
            })
            .digit("digit", digit)
            .removals("removals", &outside),
        );
    }
    if finned {
        why.extend(seen_through(pos, removed, *fins));
    }
    if !cannibal.is_empty() {
        let key = match (finned, cannibal.len()) {
            (false, 1) => "explain.bigfish.cannibal.one",
            (false, _) => "explain.bigfish.cannibal",
            (true, 1) => "explain.bigfish.cannibal.fins.one",
            (true, _) => "explain.bigfish.cannibal.fins",
        };
        why.push(
            Phrase::new(key)
                .cells("cells", cannibal)
                .digit("digit", digit)
                .removals("removals", &part(cannibal)),
        );
    }
    fish_explanation(step, pattern, why)
}

/// Siamese fish: two fish on the same base houses, each with its own cover houses and
/// fins; each removes what it removes, so the step removes both.
fn explain_siamese(step: &Step, pos: &Position) -> Explanation {
    let Evidence::SiameseFish { parts } = &step.evidence else {
        return plain(step);
    };
    let [first, second] = parts.as_slice() else {
        return plain(step);
    };
    let (
        Evidence::Fish {
            digit, base, cover, ..
        },
        Evidence::Fish { cover: other, .. },
    ) = (&first.evidence, &second.evidence)
    else {
        return plain(step);
    };
    let (a, b) = (explain_big_fish(first, pos), explain_big_fish(second, pos));
    let each = |part: &Step, cover: &[House]| {
        let Evidence::Fish { fins, .. } = &part.evidence else {
            return Phrase::new("explain.so").removals("removals", &part.eliminations);
        };
        Phrase::new(if fins.len() == 1 {
            "explain.siamese.each.fin"
        } else {
            "explain.siamese.each"
        })
        .houses("cover", cover)
        .cells("fins", *fins)
        .digit("digit", *digit)
        .removals("removals", &part.eliminations)
    };
    let mut area = base.clone();
    area.extend(cover.iter().chain(other.iter()).copied());
    Explanation {
        links: Vec::new(),
        where_to_look: Phrase::new("explain.where.digit_in")
            .technique_a("name", step.technique)
            .digit("digit", *digit)
            .houses("area", base),
        what_to_see: Phrase::new("explain.siamese.what")
            .phrase("first", a.what_to_see)
            .phrase("second", b.what_to_see),
        why: vec![
            Phrase::new("explain.siamese.two")
                .houses("base", base)
                .houses("first", cover)
                .houses("second", other)
                .digit("digit", *digit),
            each(first, cover),
            each(second, other),
        ],
        effect: effect_phrase(step),
        highlights: Highlights {
            area,
            pattern_cells: a.highlights.pattern_cells.union(b.highlights.pattern_cells),
            pattern_candidates: {
                let mut all = a.highlights.pattern_candidates;
                for c in b.highlights.pattern_candidates {
                    if !all.contains(&c) {
                        all.push(c);
                    }
                }
                all
            },
            fins: a.highlights.fins.union(b.highlights.fins),
            ..base_highlights(step)
        },
    }
}
