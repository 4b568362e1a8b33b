//! Turning a [`Step`] into the hint ladder's words and highlights: rung 1 names the technique
//! and the area to look at, rung 2 the exact cells and candidates, rung 3 says why, in plain
//! sentences about this grid. Rung 4 (apply) is the step itself.

use super::bits::{CellSet, DigitSet};
use super::house::House;
use super::position::Position;
use super::step::{Candidate, Evidence, Link, Step};
use super::types::{Cell, Digit};

/// What the board shows for a hint, by role (see docs/UX.md, "Highlight roles").
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Highlights {
    /// Houses to tint: the area to look at (rung 1).
    pub area: Vec<House>,
    /// Cells that form the pattern (strong outline).
    pub pattern_cells: CellSet,
    /// Candidates that form the pattern (circled).
    pub pattern_candidates: Vec<Candidate>,
    /// Fins and other exceptions (dashed outline).
    pub fins: CellSet,
    /// Links of a chain (solid arrow strong, dashed arrow weak), in order.
    pub links: Vec<Link>,
    /// Candidates the step removes (struck through).
    pub eliminations: Vec<Candidate>,
    /// Digits the step places (shown large).
    pub placements: Vec<Candidate>,
}

/// A step in words, rung by rung, with its highlights.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Explanation {
    /// Rung 1: the technique and where to look.
    pub where_to_look: String,
    /// Rung 2: the exact cells and candidates.
    pub what_to_see: String,
    /// Rung 3: why it works, a few short sentences.
    pub why: Vec<String>,
    /// Rung 4's label: what applying does.
    pub effect: String,
    /// What the board highlights.
    pub highlights: Highlights,
}

/// Explains `step`, found in `pos`.
pub fn explain(step: &Step, pos: &Position) -> Explanation {
    let name = step.technique.name();
    let effect = effect_text(step);
    let highlights_base = Highlights {
        eliminations: step.eliminations.clone(),
        placements: step.placements.clone(),
        ..Highlights::default()
    };
    match &step.evidence {
        Evidence::Single { cell, digit, house } => {
            let (cell, digit) = (*cell, *digit);
            let area = house.unwrap_or(House::Block(cell.block()));
            let (what, why) = match house {
                Some(h) if step.technique == super::Technique::FullHouse => (
                    format!("{cell} is the only empty cell left in {h}."),
                    vec![format!(
                        "{} already holds every digit except {digit}, so {cell} must be {digit}.",
                        capitalise(&h.to_string())
                    )],
                ),
                Some(h) => (
                    format!(
                        "Look at the {digit}s in {h}: {cell} is the only cell that can still take a {digit}."
                    ),
                    hidden_single_reasons(pos, *h, cell, digit),
                ),
                None => (
                    format!("{cell} has only one candidate left: {digit}."),
                    naked_single_reasons(pos, cell, digit),
                ),
            };
            Explanation {
                where_to_look: format!("There is a {name} in {area}."),
                what_to_see: what,
                why,
                effect,
                highlights: Highlights {
                    area: vec![area],
                    pattern_cells: CellSet::single(cell),
                    ..highlights_base
                },
            }
        }
        Evidence::Intersection {
            digit,
            base,
            cover,
            cells,
        } => Explanation {
            where_to_look: format!("There are {name} in {base}."),
            what_to_see: format!(
                "In {base}, every candidate {digit} lies in {cover}: {}.",
                cell_list(*cells)
            ),
            why: vec![
                format!(
                    "{} needs a {digit}, and it can only go into {}.",
                    capitalise(&base.to_string()),
                    cell_list(*cells)
                ),
                format!(
                    "Those cells all belong to {cover}, so the {digit} of {cover} is one of them."
                ),
                format!(
                    "No other cell of {cover} can be {digit}: {}.",
                    elimination_list(&step.eliminations)
                ),
            ],
            effect,
            highlights: Highlights {
                area: vec![*base, *cover],
                pattern_cells: *cells,
                pattern_candidates: cells.iter().map(|c| Candidate::new(c, *digit)).collect(),
                ..highlights_base
            },
        },
        Evidence::Subset {
            house,
            houses,
            cells,
            digits,
        } => {
            let k = cells.len();
            let hidden = matches!(
                step.technique,
                super::Technique::HiddenPair
                    | super::Technique::HiddenTriple
                    | super::Technique::HiddenQuadruple
            );
            let (what, why) = if hidden {
                (
                    format!(
                        "In {house}, the digits {} fit only into {}.",
                        digit_list(*digits),
                        cell_list(*cells)
                    ),
                    vec![
                        format!(
                            "{} needs each of {} once, and they can only go into {}.",
                            capitalise(&house.to_string()),
                            digit_list(*digits),
                            cell_list(*cells)
                        ),
                        format!(
                            "{} digits for {} cells: those cells are taken by them and hold nothing else.",
                            capitalise(&number_word(k)),
                            number_word(k)
                        ),
                        format!("So {}.", elimination_list(&step.eliminations)),
                    ],
                )
            } else {
                let joined = house_list(houses);
                (
                    format!(
                        "The cells {} hold only the candidates {} between them.",
                        cell_list(*cells),
                        digit_list(*digits)
                    ),
                    vec![
                        format!(
                            "These {} cells must take the {} digits {} between them, in some order.",
                            number_word(k),
                            number_word(k),
                            digit_list(*digits)
                        ),
                        format!(
                            "So no other cell of {joined} can hold any of them: {}.",
                            elimination_list(&step.eliminations)
                        ),
                    ],
                )
            };
            Explanation {
                where_to_look: format!("There is a {name} in {}.", house_list(houses)),
                what_to_see: what,
                why,
                effect,
                highlights: Highlights {
                    area: houses.clone(),
                    pattern_cells: *cells,
                    pattern_candidates: cells
                        .iter()
                        .flat_map(|c| {
                            pos.cands(c)
                                .intersection(*digits)
                                .iter()
                                .map(move |d| Candidate::new(c, d))
                        })
                        .collect(),
                    ..highlights_base
                },
            }
        }
        Evidence::Fish {
            digit,
            base,
            cover,
            fins,
        } => {
            let digit = *digit;
            let n = number_word(base.len() as u32);
            let pattern = base
                .iter()
                .fold(CellSet::EMPTY, |acc, h| acc.union(pos.places_in(digit, *h)))
                .difference(*fins);
            let mut why = vec![
                format!(
                    "Each of {} needs a {digit}, and {}they can only take it in {}.",
                    house_list(base),
                    if fins.is_empty() {
                        String::new()
                    } else {
                        "apart from the fins, ".to_string()
                    },
                    house_list(cover)
                ),
                format!(
                    "The {n} {digit}s of those lines sit in different cells of {}, one in each, so {} get their {digit} from them.",
                    house_list(cover),
                    if cover.len() == 1 { "it gets" } else { "they" }
                ),
            ];
            if fins.is_empty() {
                why.push(format!(
                    "No other cell of {} can be {digit}: {}.",
                    house_list(cover),
                    elimination_list(&step.eliminations)
                ));
            } else {
                why.push(format!(
                    "Either a fin is {digit}, or the fish stands. The cells of {} that also see every fin lose the {digit} either way: {}.",
                    house_list(cover),
                    elimination_list(&step.eliminations)
                ));
            }
            let mut area = base.clone();
            area.extend(cover.iter().copied());
            Explanation {
                where_to_look: format!(
                    "There is a {name} on the digit {digit} in {}.",
                    house_list(base)
                ),
                what_to_see: format!(
                    "In {}, every {digit} lies in {}: {}{}.",
                    house_list(base),
                    house_list(cover),
                    cell_list(pattern),
                    if fins.is_empty() {
                        String::new()
                    } else {
                        format!(
                            ", apart from the fin{} {}",
                            if fins.len() == 1 { "" } else { "s" },
                            cell_list(*fins)
                        )
                    }
                ),
                why,
                effect,
                highlights: Highlights {
                    area,
                    pattern_cells: pattern,
                    pattern_candidates: pattern.iter().map(|c| Candidate::new(c, digit)).collect(),
                    fins: *fins,
                    ..highlights_base
                },
            }
        }
        Evidence::Chain { links } => {
            let (Some(first), Some(last)) = (links.first(), links.last()) else {
                return plain(step, effect, highlights_base);
            };
            let (start, end) = (first.from, last.to);
            let digits: DigitSet = links
                .iter()
                .flat_map(|l| [l.from.digit, l.to.digit])
                .collect();
            let cells: CellSet = links
                .iter()
                .flat_map(|l| [l.from.cell, l.to.cell])
                .collect();
            let mut why = vec![format!("Suppose {} is not {}.", start.cell, start.digit)];
            for l in links {
                why.push(link_sentence(pos, l));
            }
            why.push(format!(
                "So {} is {} or {} is {}, whichever way it goes. Cells that see both cannot hold their digit: {}.",
                start.cell,
                start.digit,
                end.cell,
                end.digit,
                elimination_list(&step.eliminations)
            ));
            Explanation {
                where_to_look: format!(
                    "There is a {name} on the digit{} {}.",
                    if digits.len() == 1 { "" } else { "s" },
                    digit_list(digits)
                ),
                what_to_see: format!("Follow the chain {}.", chain_notation(links)),
                why,
                effect,
                highlights: Highlights {
                    area: vec![],
                    pattern_cells: cells,
                    pattern_candidates: links.iter().flat_map(|l| [l.from, l.to]).collect(),
                    links: links.clone(),
                    ..highlights_base
                },
            }
        }
        Evidence::EmptyRectangle {
            digit,
            block,
            row,
            column,
            pair,
        } => {
            let digit = *digit;
            let (x, y) = *pair;
            let cross = pos.places_in(digit, *block);
            let target = step.eliminations.first().map(|e| e.cell);
            let target_name = target.map_or_else(String::new, |t| t.to_string());
            Explanation {
                where_to_look: format!("There is an {name} on the digit {digit} in {block}."),
                what_to_see: format!(
                    "In {block}, every {digit} lies in {row} or {column}; {x} and {y} are the only two {digit}s of their {}.",
                    if x.row() == y.row() { "row" } else { "column" }
                ),
                why: vec![
                    format!("Suppose {target_name} were {digit}."),
                    format!(
                        "Then {y}, which it sees, is not {digit}, so {x} is (the only other {digit} of its line)."
                    ),
                    format!(
                        "{x} sees the part of {block} in its line, so the {digit} of {block} must lie in the other line of the cross."
                    ),
                    format!(
                        "That line also runs through {target_name}, so {target_name} cannot be {digit} after all: {}.",
                        elimination_list(&step.eliminations)
                    ),
                ],
                effect,
                highlights: Highlights {
                    area: vec![*block],
                    pattern_cells: cross.union(CellSet::single(x)).union(CellSet::single(y)),
                    pattern_candidates: cross
                        .iter()
                        .chain([x, y])
                        .map(|c| Candidate::new(c, digit))
                        .collect(),
                    ..highlights_base
                },
            }
        }
        Evidence::Wing {
            pivot,
            pincers,
            digit,
        } => {
            let pv = pos.cands(*pivot);
            let pincer_list: CellSet = pincers.iter().copied().collect();
            let mut why = vec![format!(
                "The pivot {pivot} holds {}; whichever it is, one of the pincers {} becomes {digit}.",
                digit_list(pv),
                cell_list(pincer_list)
            )];
            for p in pincers {
                let shared = pos
                    .cands(*p)
                    .intersection(pv)
                    .difference(DigitSet::single(*digit));
                if let Some(d) = shared.first() {
                    why.push(format!(
                        "If {pivot} is {d}, then {p} (which sees it and holds only {}) is {digit}.",
                        digit_list(pos.cands(*p))
                    ));
                }
            }
            if pv.contains(*digit) {
                why.push(format!(
                    "And if {pivot} is {digit} itself, it is the {digit}."
                ));
            }
            why.push(format!(
                "So cells that see {} cannot be {digit}: {}.",
                if pv.contains(*digit) {
                    "all three"
                } else {
                    "both pincers"
                },
                elimination_list(&step.eliminations)
            ));
            let mut cells = pincer_list;
            cells.insert(*pivot);
            Explanation {
                where_to_look: format!(
                    "There is a{} {name} with its pivot in {pivot}.",
                    if name.starts_with(['X', 'W']) { "n" } else { "" }
                ),
                what_to_see: format!(
                    "The pivot {pivot} ({}) sees {} ({}).",
                    digit_list(pv),
                    cell_list(pincer_list),
                    pincers
                        .iter()
                        .map(|p| digit_list(pos.cands(*p)))
                        .collect::<Vec<_>>()
                        .join(" and ")
                ),
                why,
                effect,
                highlights: Highlights {
                    area: vec![],
                    pattern_cells: cells,
                    pattern_candidates: cells
                        .iter()
                        .flat_map(|c| pos.cands(c).iter().map(move |d| Candidate::new(c, d)))
                        .collect(),
                    ..highlights_base
                },
            }
        }
        Evidence::Rectangle {
            cells,
            digits,
            roof,
            subset,
        } => {
            let corners: CellSet = cells.iter().copied().collect();
            let mut why = vec![
                format!(
                    "If {} held only {}, the two digits could be swapped between them and the puzzle would have two solutions.",
                    cell_list(corners),
                    digit_list(*digits)
                ),
                format!(
                    "A proper puzzle has one solution, so {} must keep one of {} other candidates.",
                    cell_list(*roof),
                    if roof.len() == 1 { "its" } else { "their" }
                ),
            ];
            if !subset.is_empty() {
                why.push(format!(
                    "Together with {} those extras form a naked subset.",
                    cell_list(*subset)
                ));
            }
            why.push(format!("So {}.", elimination_list(&step.eliminations)));
            Explanation {
                where_to_look: format!("There is a {name} on the digits {}.", digit_list(*digits)),
                what_to_see: format!(
                    "The cells {} all hold {}; {} {} more.",
                    cell_list(corners),
                    digit_list(*digits),
                    cell_list(*roof),
                    if roof.len() == 1 { "holds" } else { "hold" }
                ),
                why,
                effect,
                highlights: Highlights {
                    area: vec![],
                    pattern_cells: corners,
                    pattern_candidates: corners
                        .iter()
                        .flat_map(|c| digits.iter().map(move |d| Candidate::new(c, d)))
                        .collect(),
                    fins: roof.union(*subset),
                    ..highlights_base
                },
            }
        }
        Evidence::Loop {
            halves,
            digits,
            roof,
            subset,
            lock,
        } => loops::explain_loop(
            step,
            pos,
            &loops::LoopParts {
                halves: *halves,
                digits: *digits,
                roof: *roof,
                subset: *subset,
                lock: *lock,
            },
            effect,
            highlights_base,
        ),
        Evidence::Coloring { digit, clusters } => {
            let digit = *digit;
            let mut why = Vec::new();
            for (i, (a, b)) in clusters.iter().enumerate() {
                why.push(format!(
                    "{} the conjugate pairs of {digit} chain {} together: colour them alternately, {} in one colour and {} in the other. Exactly one colour holds the {digit}s.",
                    if i == 0 { "In this chain," } else { "In a second chain," },
                    cell_list(a.union(*b)),
                    cell_list(*a),
                    cell_list(*b)
                ));
            }
            why.push(match step.technique {
                super::Technique::SimpleColorsWrap => "Two cells of one colour see each other, so that colour cannot be the true one.".to_string(),
                super::Technique::SimpleColorsTrap => "A cell that sees both colours sees a true one either way.".to_string(),
                super::Technique::MultiColors1 => "One colour of each chain see each other, so they are not both true; one of the two other colours is.".to_string(),
                _ => "One colour sees both colours of the other chain, one of which is true, so it cannot be true itself.".to_string(),
            });
            why.push(format!("So {}.", elimination_list(&step.eliminations)));
            let cells = clusters
                .iter()
                .fold(CellSet::EMPTY, |acc, (a, b)| acc.union(*a).union(*b));
            Explanation {
                where_to_look: format!("There is a {name} pattern on the digit {digit}."),
                what_to_see: format!(
                    "Colour the conjugate pairs of {digit}: {}.",
                    cell_list(cells)
                ),
                why,
                effect,
                highlights: Highlights {
                    area: vec![],
                    pattern_cells: cells,
                    pattern_candidates: cells.iter().map(|c| Candidate::new(c, digit)).collect(),
                    ..highlights_base
                },
            }
        }
        Evidence::Direct {
            single,
            justifications,
        } => {
            let mut after = pos.clone();
            let mut facts = Vec::new();
            for j in justifications {
                facts.push(pen_fact(j));
                after.apply(j);
            }
            let inner = explain(single, &after);
            let mut why = facts.clone();
            why.push("You need not write any of this down.".to_string());
            // The single's reasons speak of candidates; with a pen, those cells are ruled out
            // by the facts above.
            why.extend(inner.why.iter().map(|w| {
                w.replace(" no longer has ", " cannot take ")
                    .replace(" no longer have ", " cannot take ")
                    .replace(" among its candidates.", ", by the fact above.")
                    .replace(" among their candidates.", ", by the facts above.")
            }));
            let mut highlights = inner.highlights.clone();
            for j in justifications {
                let e = explain(j, pos);
                highlights.area.extend(e.highlights.area);
                highlights.fins = highlights.fins.union(e.highlights.pattern_cells);
            }
            Explanation {
                where_to_look: format!(
                    "{} once you know one more fact (a {name}).",
                    inner.where_to_look.trim_end_matches('.')
                ),
                what_to_see: format!(
                    "{} Then {}",
                    facts.join(" "),
                    lowercase_first(&inner.what_to_see)
                ),
                why,
                effect,
                highlights,
            }
        }
        Evidence::Pincer {
            digit,
            house,
            cells,
        } => {
            let digit = *digit;
            let targets: CellSet = step.eliminations.iter().map(|e| e.cell).collect();
            Explanation {
                where_to_look: format!("There is a {name} on the digit {digit} around {house}."),
                what_to_see: format!(
                    "{} can only take its {digit} in {}, and {} {} all of them.",
                    capitalise(&house.to_string()),
                    join_or(*cells),
                    cell_list(targets),
                    if targets.len() == 1 { "sees" } else { "see" }
                ),
                why: vec![
                    format!(
                        "If {} were {digit}, it would rule out every place for the {digit} of {house}.",
                        join_or(targets)
                    ),
                    format!("So {}.", elimination_list(&step.eliminations)),
                ],
                effect,
                highlights: Highlights {
                    area: vec![*house],
                    pattern_cells: *cells,
                    pattern_candidates: cells.iter().map(|c| Candidate::new(c, digit)).collect(),
                    ..highlights_base
                },
            }
        }
        Evidence::Medusa {
            colours,
            false_colour,
        } => {
            let show = |list: &[Candidate]| {
                list.iter()
                    .map(|c| format!("{} in {}", c.digit, c.cell))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let mut why = vec![
                format!(
                    "Bivalue cells and conjugate pairs chain these candidates together. Colour them alternately: one colour is {}; the other is {}.",
                    show(&colours.0),
                    show(&colours.1)
                ),
                "Along every link one end is true, so exactly one colour is true throughout.".to_string(),
            ];
            why.push(match false_colour {
                Some(_) => "One colour contradicts itself (two of its candidates cannot both be true, or it would leave a cell empty), so the other colour is the true one.".to_string(),
                None => "Each candidate removed sees a candidate of both colours, so it is ruled out whichever colour is true.".to_string(),
            });
            why.push(format!("So {}.", elimination_list(&step.eliminations)));
            let all: Vec<Candidate> = colours.0.iter().chain(&colours.1).copied().collect();
            Explanation {
                where_to_look: format!("There is a {name} pattern."),
                what_to_see: format!(
                    "Colour the linked candidates in two colours: {} against {}.",
                    show(&colours.0),
                    show(&colours.1)
                ),
                why,
                effect,
                highlights: Highlights {
                    area: vec![],
                    pattern_cells: all.iter().map(|c| c.cell).collect(),
                    pattern_candidates: all,
                    ..highlights_base
                },
            }
        }
        Evidence::Bug { cell, digit } => Explanation {
            where_to_look: format!("There is a {name}: every empty cell but {cell} has two candidates."),
            what_to_see: format!(
                "{cell} has three candidates, and {digit} appears three times in each of its houses."
            ),
            why: vec![
                "If every empty cell had exactly two candidates, the digits could be swapped around in pairs and the puzzle would have at least two solutions.".to_string(),
                format!("Only {cell} can break that pattern, and only with the digit that is one too many in its houses: {digit}."),
            ],
            effect,
            highlights: Highlights {
                area: vec![],
                pattern_cells: CellSet::single(*cell),
                ..highlights_base
            },
        },
    }
}

/// A fact found without candidates, said as a pen solver thinks it.
fn pen_fact(step: &Step) -> String {
    match &step.evidence {
        Evidence::Intersection {
            digit,
            base,
            cover,
            cells,
        } => format!(
            "The {digit} of {base} must be in {cover} ({}), so no other cell of {cover} can be {digit}.",
            join_or(*cells)
        ),
        Evidence::Subset {
            house,
            cells,
            digits,
            ..
        } => format!(
            "In {house}, {} can only go into {}, so those two cells are taken.",
            digit_list(*digits),
            cell_list(*cells)
        ),
        _ => effect_text(step),
    }
}

/// "r4c4 or r4c5"
fn join_or(cells: CellSet) -> String {
    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// A bare explanation for evidence that carries too little to say more (never produced by
/// the finders; a safety net instead of a panic).
fn plain(step: &Step, effect: String, highlights: Highlights) -> Explanation {
    Explanation {
        where_to_look: format!("There is a {}.", step.technique.name()),
        what_to_see: effect.clone(),
        why: vec![],
        effect,
        highlights,
    }
}

/// One link of a chain as a sentence: why the next candidate is true (strong) or false (weak).
fn link_sentence(pos: &Position, l: &Link) -> String {
    let (a, b) = (l.from, l.to);
    if l.strong {
        if a.cell == b.cell {
            format!("Then {} is {} (its only other candidate).", b.cell, b.digit)
        } else {
            let house = pos.variant().houses().iter().copied().find(|h| {
                h.cells().contains(a.cell)
                    && h.cells().contains(b.cell)
                    && pos.places_in(a.digit, *h).len() == 2
            });
            match house {
                Some(h) => format!(
                    "Then {} is {} (the only other {} in {h}).",
                    b.cell, b.digit, b.digit
                ),
                None => format!("Then {} is {}.", b.cell, b.digit),
            }
        }
    } else if a.cell == b.cell {
        format!("So {} is not {}.", b.cell, b.digit)
    } else {
        format!("So {} is not {} (it sees {}).", b.cell, b.digit, a.cell)
    }
}

/// `r1c2=5 - r1c7=5 = r3c8=5`: Eureka-style notation, `=` strong and `-` weak.
fn chain_notation(links: &[Link]) -> String {
    let mut out = String::new();
    if let Some(first) = links.first() {
        out.push_str(&format!("({}){}", first.from.digit, first.from.cell));
    }
    for l in links {
        out.push_str(if l.strong { " = " } else { " - " });
        out.push_str(&format!("({}){}", l.to.digit, l.to.cell));
    }
    out
}

/// For a hidden single: why each other empty cell of the house cannot take the digit.
fn hidden_single_reasons(pos: &Position, house: House, cell: Cell, digit: Digit) -> Vec<String> {
    let mut seen_by: Vec<String> = Vec::new();
    let mut noted_out: Vec<Cell> = Vec::new();
    for other in house.cell_list() {
        if other == cell || pos.digit(other).is_some() {
            continue;
        }
        match pos
            .variant()
            .peers(other)
            .iter()
            .find(|p| pos.digit(*p) == Some(digit))
        {
            Some(blocker) => seen_by.push(format!("{other} sees the {digit} in {blocker}")),
            None => noted_out.push(other),
        }
    }
    let mut why = Vec::new();
    if !seen_by.is_empty() {
        why.push(format!(
            "The other empty cells of {house} cannot take a {digit}: {}.",
            join_and(&seen_by)
        ));
    }
    if !noted_out.is_empty() {
        let cells: CellSet = noted_out.iter().copied().collect();
        why.push(format!(
            "{} {} no longer {} {digit} among {} candidates.",
            if noted_out.len() == 1 {
                "Cell"
            } else {
                "Cells"
            },
            cell_list(cells),
            if noted_out.len() == 1 { "has" } else { "have" },
            if noted_out.len() == 1 { "its" } else { "their" }
        ));
    }
    why.push(format!(
        "{} needs a {digit} somewhere, so it must be {cell}.",
        capitalise(&house.to_string())
    ));
    why
}

/// For a naked single: what rules out every other digit in the cell.
fn naked_single_reasons(pos: &Position, cell: Cell, digit: Digit) -> Vec<String> {
    let mut by_house: Vec<(House, Vec<Digit>)> = Vec::new();
    let mut by_notes: Vec<Digit> = Vec::new();
    for d in Digit::all().filter(|d| *d != digit) {
        let house = pos.variant().houses_of(cell).find(|h| pos.house_has(*h, d));
        match house {
            Some(h) => match by_house.iter_mut().find(|(hh, _)| *hh == h) {
                Some((_, ds)) => ds.push(d),
                None => by_house.push((h, vec![d])),
            },
            None => by_notes.push(d),
        }
    }
    let mut parts: Vec<String> = by_house
        .iter()
        .map(|(h, ds)| {
            format!(
                "{h} already has {}",
                digit_list(ds.iter().copied().collect())
            )
        })
        .collect();
    if !by_notes.is_empty() {
        parts.push(format!(
            "{} {} already been ruled out in its candidates",
            digit_list(by_notes.iter().copied().collect()),
            if by_notes.len() == 1 { "has" } else { "have" }
        ));
    }
    vec![
        format!("{}.", capitalise(&parts.join("; "))),
        format!("That leaves only {digit} for {cell}."),
    ]
}

fn effect_text(step: &Step) -> String {
    let mut parts = Vec::new();
    for p in &step.placements {
        parts.push(format!("place {} in {}", p.digit, p.cell));
    }
    if !step.eliminations.is_empty() {
        parts.push(elimination_list(&step.eliminations));
    }
    capitalise(&join_and(&parts))
}

/// "remove 1 and 6 from r1c4 and r1c5; 7 from r1c2": digits grouped by the cells they leave.
fn elimination_list(eliminations: &[Candidate]) -> String {
    let mut by_cells: Vec<(CellSet, DigitSet)> = Vec::new();
    for d in Digit::all() {
        let cells: CellSet = eliminations
            .iter()
            .filter(|e| e.digit == d)
            .map(|e| e.cell)
            .collect();
        if cells.is_empty() {
            continue;
        }
        match by_cells.iter_mut().find(|(c, _)| *c == cells) {
            Some((_, digits)) => digits.insert(d),
            None => by_cells.push((cells, DigitSet::single(d))),
        }
    }
    let parts: Vec<String> = by_cells
        .iter()
        .map(|(cells, digits)| format!("{} from {}", digit_list(*digits), cell_list(*cells)))
        .collect();
    format!("remove {}", parts.join("; "))
}

/// "two", "three": small numbers in words, as the explanations say them.
fn number_word(n: u32) -> String {
    match n {
        2 => "two".into(),
        3 => "three".into(),
        4 => "four".into(),
        _ => n.to_string(),
    }
}

/// "r1c1, r1c2 and r1c3"
pub fn cell_list(cells: CellSet) -> String {
    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    join_and(&names)
}

/// "2, 5 and 7"
pub fn digit_list(digits: DigitSet) -> String {
    let names: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    join_and(&names)
}

fn house_list(houses: &[House]) -> String {
    let names: Vec<String> = houses.iter().map(|h| h.to_string()).collect();
    join_and(&names)
}

fn join_and(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn lowercase_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

mod loops;

#[cfg(test)]
mod tests;
