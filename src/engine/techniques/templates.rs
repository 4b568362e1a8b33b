//! Templates (HoDoKu's Template Set and Template Delete): a template of a digit is one way
//! to place all nine of it, one in every house of the variant. The solution puts each digit
//! on one of its templates that fit the position, so a cell every fitting template uses
//! must hold the digit, and a candidate no fitting template uses goes.
//!
//! As in HoDoKu, a digit's templates are refined across digits: where every template of one
//! digit uses a cell, no template of another digit may take it; dropping those can make more
//! cells certain, so this repeats until nothing changes. One step per digit: all its
//! placements (Template Set) or all its removals (Template Delete). Both are the last rungs
//! before trial and error (HoDoKu scores them as Brute Force).

mod patterns;

#[cfg(test)]
mod cases;

pub(crate) use patterns::unused_places;

use super::{Def, Find};
use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::explain::where_digits;
use crate::engine::explain::{Explanation, Highlights, base_highlights, effect_phrase, plain};
use crate::engine::level::Level;
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Step, Technique};
use crate::engine::types::Digit;

// ---- Definitions ----

pub(crate) const TEMPLATE_SET: Def = Def {
    id: "template-set",
    name: "Template Set",
    hodoku_code: "1201",
    hodoku_score: 10000,
    level: Level::Extreme,
    needs_uniqueness: false,
    find: Find::Candidates(templates),
    explain: explain_template,
    #[cfg(test)]
    cases: cases::TEMPLATE_SET,
};

pub(crate) const TEMPLATE_DELETE: Def = Def {
    id: "template-delete",
    name: "Template Delete",
    hodoku_code: "1202",
    hodoku_score: 10000,
    level: Level::Extreme,
    needs_uniqueness: false,
    find: Find::Candidates(templates),
    explain: explain_template,
    #[cfg(test)]
    cases: cases::TEMPLATE_DELETE,
};

// ---- Finding ----

/// Every Template Set (placements) or Template Delete (removals) step in `pos`, one per digit.
pub fn templates(pos: &Position, technique: Technique) -> Vec<Step> {
    let Some(summaries) = patterns::refined(pos) else {
        return Vec::new();
    };
    let mut steps = Vec::new();
    for digit in Digit::all() {
        let Some(s) = summaries[digit.index()] else {
            continue;
        };
        let (placements, eliminations) = if technique == Technique::TemplateSet {
            let cells = s.every.difference(patterns::placed(pos, digit));
            (cells, CellSet::EMPTY)
        } else {
            (CellSet::EMPTY, pos.places(digit).difference(s.some))
        };
        if placements.is_empty() && eliminations.is_empty() {
            continue;
        }
        let candidates = |cells: CellSet| -> Vec<Candidate> {
            cells.iter().map(|c| Candidate::new(c, digit)).collect()
        };
        steps.push(Step {
            technique,
            placements: candidates(placements),
            eliminations: candidates(eliminations),
            evidence: Evidence::Template {
                digit,
                count: s.count as u32,
                refined: s.refined,
            },
        });
    }
    steps
}

// ---- Explaining ----

/// The kinds of house a template has one cell in, under the position's variant.
fn house_kinds(pos: &Position) -> Vec<&'static str> {
    let mut kinds = vec!["house.kind.row", "house.kind.column", "house.kind.block"];
    if pos.variant().has_diagonals() {
        kinds.push("house.kind.diagonal");
    }
    if pos.variant().has_color_groups() {
        kinds.push("house.kind.color_group");
    }
    kinds
}

/// Of the fitting templates, every one uses the placed cells, none the removed candidates.
fn explain_template(step: &Step, pos: &Position) -> Explanation {
    let Evidence::Template {
        digit,
        count,
        refined,
    } = step.evidence
    else {
        return plain(step);
    };
    let set = !step.placements.is_empty();
    let cells: CellSet = if set {
        step.placements.iter().map(|p| p.cell).collect()
    } else {
        step.eliminations.iter().map(|e| e.cell).collect()
    };
    let what_key = match (set, count) {
        (true, 1) => "explain.template.what.set.one",
        (true, _) => "explain.template.what.set",
        (false, 1) => "explain.template.what.delete.one",
        (false, _) => "explain.template.what.delete",
    };
    let mut why = vec![
        Phrase::new("explain.template.why")
            .digit("digit", digit)
            .arg("kinds", Arg::HouseKinds(house_kinds(pos))),
    ];
    if refined {
        why.push(Phrase::new("explain.template.refined"));
    }
    why.push(if set {
        Phrase::new("explain.template.set.so")
            .digit("digit", digit)
            .cells("cells", cells)
    } else {
        Phrase::new("explain.template.delete.so")
            .digit("digit", digit)
            .cells("cells", cells)
            .removals("removals", &step.eliminations)
    });
    Explanation {
        links: Vec::new(),
        where_to_look: where_digits(step, DigitSet::single(digit)),
        what_to_see: Phrase::new(what_key)
            .arg("count", Arg::Number(count))
            .digit("digit", digit)
            .cells("cells", cells),
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            pattern_cells: if set { cells } else { CellSet::EMPTY },
            ..base_highlights(step)
        },
    }
}
