//! The words of the ALS techniques ([`Evidence::AlmostLockedSets`]): the sets numbered in
//! chain order ("set 1", "set 2" …; a Death Blossom's "petal 1" …), the chain in Eureka notation (`(7=3)r1c1,r1c2 - (3=7)r5c2`), and
//! the reasoning: "if A holds no 7, it holds 3; so B cannot hold 3 and must hold 7", one
//! sentence per link in the playback (`Explanation::links`), on rung 3 too when there is
//! one link, else where the links lead. A Death Blossom says one sentence per petal.

use crate::engine::bits::{CellSet, DigitSet};
use crate::engine::explain::{
    Explanation, Highlights, base_highlights, effect_phrase, plain, where_digits,
};
use crate::engine::phrase::{Arg, Phrase};
use crate::engine::position::Position;
use crate::engine::step::{Candidate, Evidence, Link, Step};
use crate::engine::types::{Cell, Digit};

/// The label of the `i`-th set: "set 1", "set 2", …
fn label(i: usize) -> Arg {
    Arg::Phrase(Box::new(
        Phrase::new("explain.als.label").arg("n", Arg::Number(i as u32 + 1)),
    ))
}

/// `r1c1,r1c2`.
fn cell_list(cells: CellSet) -> String {
    cells
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// `37` for the digits 3 and 7.
fn digit_list(digits: DigitSet) -> String {
    digits.iter().map(|d| d.to_string()).collect()
}

/// Rungs 1–3 and the highlights of an ALS step.
pub(crate) fn explain_als(step: &Step, pos: &Position) -> Explanation {
    let Evidence::AlmostLockedSets {
        sets,
        commons,
        stem,
        digits,
    } = &step.evidence
    else {
        return plain(step);
    };
    if sets.is_empty() || commons.is_empty() {
        return plain(step);
    }
    let set_list = Arg::Semicolons(
        sets.iter()
            .enumerate()
            .map(|(i, (cells, ds))| {
                let petal_digit = commons.get(i).and_then(|c| c.first());
                let phrase = match (stem, petal_digit) {
                    (Some(_), Some(d)) => Phrase::new("explain.blossom.petal")
                        .digit("d", d)
                        .arg("label", Arg::Number(i as u32 + 1)),
                    _ => Phrase::new("explain.als.set").arg("label", label(i)),
                };
                phrase.cells("cells", *cells).digits("digits", *ds)
            })
            .collect(),
    );
    let mut cells = sets
        .iter()
        .fold(CellSet::EMPTY, |acc, (c, _)| acc.union(*c));
    let mut links = Vec::new();
    let (what_to_see, why, chain_told) = match stem {
        Some(stem) => {
            let blossom = blossom_why(*stem, pos.cands(*stem), commons, *digits, step);
            cells.insert(*stem);
            for (i, (petal, _)) in sets.iter().enumerate() {
                if let Some(d) = commons.get(i).and_then(|c| c.first()) {
                    links.extend(closest_link(pos, CellSet::single(*stem), *petal, d));
                }
            }
            (
                Phrase::new("explain.blossom.what")
                    .cell("stem", *stem)
                    .digits("digits", pos.cands(*stem))
                    .arg("sets", set_list),
                blossom.0,
                Some(blossom.1),
            )
        }
        None => {
            let used = used_digits(commons);
            for (i, pair) in sets.windows(2).enumerate() {
                if let Some(d) = used.get(i).and_then(|c| c.first()) {
                    links.extend(closest_link(pos, pair[0].0, pair[1].0, d));
                }
            }
            if sets.len() == 2 && commons[0].len() == 2 {
                (
                    Phrase::new("explain.als.what.double")
                        .arg("sets", set_list)
                        .digits("digits", commons[0]),
                    doubly_linked_why(commons[0], step),
                    None,
                )
            } else {
                let (why, told) = chain_why(&used, *digits, step);
                (
                    Phrase::new("explain.als.what")
                        .arg("sets", set_list)
                        .arg("chain", Arg::Notation(notation(sets, &used, *digits))),
                    why,
                    Some(told),
                )
            }
        }
    };
    let shown = commons.iter().fold(*digits, |acc, c| acc.union(*c));
    // The playback: the sentence that crosses each drawn link (a set passing its digit on, a
    // petal answering the stem, the two commons of a doubly linked pair).
    let told: Vec<Phrase> = chain_told.unwrap_or_else(|| {
        why.iter()
            .filter(|p| p.key == "explain.als.double")
            .cloned()
            .collect()
    });
    Explanation {
        links: if told.len() == links.len() {
            told
        } else {
            Vec::new()
        },
        where_to_look: where_digits(step, shown),
        what_to_see,
        why,
        effect: effect_phrase(step),
        highlights: Highlights {
            pattern_cells: cells,
            pattern_candidates: cells
                .iter()
                .flat_map(|c| pos.cands(c).iter().map(move |d| Candidate::new(c, d)))
                .collect(),
            links,
            ..base_highlights(step)
        },
    }
}

/// The digit each link is told with: a link's commons less the previous link's, and for
/// two links that share their only digit choices (an ALS-XY-Wing with a doubly linked
/// side), digits that differ.
fn used_digits(commons: &[DigitSet]) -> Vec<DigitSet> {
    let mut used: Vec<DigitSet> = Vec::with_capacity(commons.len());
    for (i, &c) in commons.iter().enumerate() {
        let mut u = match used.last() {
            Some(prev) if !c.difference(*prev).is_empty() => c.difference(*prev),
            _ => c,
        };
        // Look ahead: a link with two digits keeps the one the next link does not need.
        if i == 0 && u.len() == 2 {
            if let Some(next) = commons.get(1).filter(|n| n.len() == 1) {
                u = u.difference(*next);
            } else if commons.len() == 1 {
                // A doubly linked ALS-XZ names both.
            } else if let Some(first) = u.first() {
                u = DigitSet::single(first);
            }
        }
        used.push(u);
    }
    used
}

/// `(7=3)r1c1,r1c2 - (3=7)r5c2`: each set as "(digit it would lack = digit it then holds)";
/// Eureka notation, international: `r`/`c` in every language.
fn notation(sets: &[(CellSet, DigitSet)], used: &[DigitSet], removed: DigitSet) -> String {
    let mut parts = Vec::with_capacity(sets.len());
    for (i, (cells, _)) in sets.iter().enumerate() {
        let lacks = if i == 0 { removed } else { used[i - 1] };
        let holds = used.get(i).copied().unwrap_or(removed);
        parts.push(format!(
            "({}={}){}",
            digit_list(lacks),
            digit_list(holds),
            cell_list(*cells)
        ));
    }
    parts.join(" - ")
}

/// ALS-XZ (singly linked), ALS-XY-Wing and ALS-XY-Chain: the principle, the commons, the
/// chain of sets from "the first lacks z" to "the last holds z", and the removals.
fn chain_why(used: &[DigitSet], removed: DigitSet, step: &Step) -> (Vec<Phrase>, Vec<Phrase>) {
    let n = used.len();
    let many = removed.len() > 1;
    let mut why = vec![
        Phrase::new("explain.als.principle"),
        Phrase::new(if n == 1 {
            "explain.als.common"
        } else {
            "explain.als.commons"
        })
        .arg("a", label(0))
        .arg("b", label(1))
        .digits_or("x", used[0]),
    ];
    why.push(
        Phrase::new(if many {
            "explain.als.suppose.many"
        } else {
            "explain.als.suppose"
        })
        .arg("a", label(0))
        .digits("z", removed)
        .digits("x", used[0]),
    );
    let mut told = Vec::with_capacity(n);
    for i in 0..n {
        let holds = used.get(i + 1).copied();
        let key = if holds.is_none() && many {
            "explain.als.then.last.many"
        } else {
            "explain.als.then"
        };
        told.push(
            Phrase::new(key)
                .arg("b", label(i + 1))
                .digits_or("x", used[i])
                .digits("y", holds.unwrap_or(removed)),
        );
    }
    // One link is said in full; along several, rung 3 says where they lead and the
    // playback tells each.
    if n == 1 {
        why.extend(told.iter().cloned());
    } else {
        why.push(
            Phrase::new(if many {
                "explain.als.reached.many"
            } else {
                "explain.als.reached"
            })
            .count("n", n as u32)
            .arg("b", label(n))
            .digits("z", removed),
        );
    }
    why.push(
        Phrase::new(if many {
            "explain.als.so.many"
        } else {
            "explain.als.so"
        })
        .arg("a", label(0))
        .arg("b", label(n))
        .digits("z", removed)
        .removals("removals", &step.eliminations),
    );
    (why, told)
}

/// A doubly linked ALS-XZ: each set lacks one of the two commons, so its other digits are
/// locked in it, and each common is in one of the two.
fn doubly_linked_why(commons: DigitSet, step: &Step) -> Vec<Phrase> {
    let mut two = commons.iter();
    let (Some(x), Some(y)) = (two.next(), two.next()) else {
        return vec![];
    };
    vec![
        Phrase::new("explain.als.principle"),
        Phrase::new("explain.als.double")
            .digit("x", x)
            .digit("y", y)
            .arg("a", label(0))
            .arg("b", label(1)),
        Phrase::new("explain.als.double.why").digits("digits", commons),
        Phrase::new("explain.als.double.so").removals("removals", &step.eliminations),
    ]
}

/// A Death Blossom: rung 3 says once what every petal does; the playback has one sentence
/// per petal (returned second).
fn blossom_why(
    stem: Cell,
    stem_digits: DigitSet,
    commons: &[DigitSet],
    removed: DigitSet,
    step: &Step,
) -> (Vec<Phrase>, Vec<Phrase>) {
    let mut why = vec![
        Phrase::new("explain.als.principle"),
        Phrase::new("explain.blossom.stem")
            .cell("stem", stem)
            .digits("digits", stem_digits),
        Phrase::new("explain.blossom.each")
            .cell("stem", stem)
            .digits_or("digits", stem_digits)
            .digits("z", removed),
    ];
    let mut told = Vec::new();
    for (i, c) in commons.iter().enumerate() {
        if let Some(d) = c.first() {
            told.push(
                Phrase::new("explain.blossom.if")
                    .cell("stem", stem)
                    .digit("d", d)
                    .arg("petal", Arg::Number(i as u32 + 1))
                    .digits("z", removed),
            );
        }
    }
    why.push(
        Phrase::new(if removed.len() > 1 {
            "explain.blossom.so.many"
        } else {
            "explain.blossom.so"
        })
        .cell("stem", stem)
        .digits("z", removed)
        .removals("removals", &step.eliminations),
    );
    (why, told)
}

/// A weak link for the board between the closest places of `digit` in `from` and `to`.
fn closest_link(pos: &Position, from: CellSet, to: CellSet, digit: Digit) -> Option<Link> {
    let a = from.intersection(pos.places(digit));
    let b = to.intersection(pos.places(digit));
    let distance = |x: Cell, y: Cell| {
        let (dr, dc) = (x.row().abs_diff(y.row()), x.col().abs_diff(y.col()));
        u32::from(dr) * u32::from(dr) + u32::from(dc) * u32::from(dc)
    };
    a.iter()
        .flat_map(|x| b.iter().map(move |y| (x, y)))
        .min_by_key(|&(x, y)| distance(x, y))
        .map(|(x, y)| Link {
            from: Candidate::new(x, digit),
            to: Candidate::new(y, digit),
            strong: false,
        })
}
