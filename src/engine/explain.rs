//! Turning a [`Step`] into the hint ladder's words and highlights: rung 1 names the technique
//! and the area to look at, rung 2 the exact cells and candidates, rung 3 says why, in plain
//! sentences about this grid. Rung 4 (apply) is the step itself.

use super::bits::{CellSet, DigitSet};
use super::house::House;
use super::phrase::{Arg, Phrase};
use super::position::Position;
use super::step::{Candidate, Evidence, Link, Step, Technique};
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

/// A step in words, rung by rung, with its highlights. The words are [`Phrase`]s: the
/// message tables say them in the reader's language (`crate::i18n::render`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Explanation {
    /// Rung 1: the technique and where to look.
    pub where_to_look: Phrase,
    /// Rung 2: the exact cells and candidates.
    pub what_to_see: Phrase,
    /// Rung 3: why it works, a few short sentences.
    pub why: Vec<Phrase>,
    /// Rung 4's label: what applying does.
    pub effect: Phrase,
    /// What the board highlights.
    pub highlights: Highlights,
}

/// "So remove …." after a chain of reasons.
fn so(step: &Step) -> Phrase {
    Phrase::new("explain.so").removals("removals", &step.eliminations)
}

/// "There is a {name} in {area}." for one house or several.
fn where_in(step: &Step, area: Arg) -> Phrase {
    Phrase::new("explain.where.in")
        .technique_a("name", step.technique)
        .arg("area", area)
}

/// "There is a {name} on the digit(s) {digits}."
fn where_digits(step: &Step, digits: DigitSet) -> Phrase {
    let key = if digits.len() == 1 {
        "explain.where.digit"
    } else {
        "explain.where.digits"
    };
    Phrase::new(key)
        .technique_a("name", step.technique)
        .digits("digits", digits)
}

/// Explains `step`, found in `pos`.
pub fn explain(step: &Step, pos: &Position) -> Explanation {
    let effect = effect_phrase(step);
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
                    Phrase::new("explain.single.full.what")
                        .cell("cell", cell)
                        .house("house", *h),
                    vec![
                        Phrase::new("explain.single.full.why")
                            .house("house", *h)
                            .digit("digit", digit)
                            .cell("cell", cell),
                    ],
                ),
                Some(h) => (
                    Phrase::new("explain.single.hidden.what")
                        .digit("digit", digit)
                        .house("house", *h)
                        .cell("cell", cell),
                    hidden_single_reasons(pos, *h, cell, digit),
                ),
                None => (
                    Phrase::new("explain.single.naked.what")
                        .cell("cell", cell)
                        .digit("digit", digit),
                    naked_single_reasons(pos, cell, digit),
                ),
            };
            Explanation {
                where_to_look: where_in(step, Arg::House(area)),
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
            where_to_look: Phrase::new("explain.where.are_in")
                .technique("name", step.technique)
                .house("area", *base),
            what_to_see: Phrase::new("explain.intersection.what")
                .house("base", *base)
                .digit("digit", *digit)
                .house("cover", *cover)
                .cells("cells", *cells),
            why: vec![
                Phrase::new("explain.intersection.needs")
                    .house("base", *base)
                    .digit("digit", *digit)
                    .cells("cells", *cells),
                Phrase::new("explain.intersection.belong")
                    .house("cover", *cover)
                    .digit("digit", *digit),
                no_other(&[*cover], *digit, step),
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
                    Phrase::new("explain.subset.hidden.what")
                        .house("house", *house)
                        .digits("digits", *digits)
                        .cells("cells", *cells),
                    vec![
                        Phrase::new("explain.subset.hidden.needs")
                            .house("house", *house)
                            .digits("digits", *digits)
                            .cells("cells", *cells),
                        Phrase::new("explain.subset.hidden.taken").count("n", k),
                        so(step),
                    ],
                )
            } else {
                (
                    Phrase::new("explain.subset.naked.what")
                        .cells("cells", *cells)
                        .digits("digits", *digits),
                    vec![
                        Phrase::new("explain.subset.naked.share")
                            .count("n", k)
                            .digits("digits", *digits),
                        Phrase::new("explain.subset.naked.others")
                            .houses("houses", houses)
                            .removals("removals", &step.eliminations),
                    ],
                )
            };
            Explanation {
                where_to_look: where_in(step, Arg::Houses(houses.clone())),
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
            let pattern = base
                .iter()
                .fold(CellSet::EMPTY, |acc, h| acc.union(pos.places_in(digit, *h)))
                .difference(*fins);
            let finned = !fins.is_empty();
            let why = vec![
                Phrase::new(if finned {
                    "explain.fish.needs.fins"
                } else {
                    "explain.fish.needs"
                })
                .houses("base", base)
                .digit("digit", digit)
                .houses("cover", cover),
                Phrase::new("explain.fish.one_each")
                    .count("n", base.len() as u32)
                    .digit("digit", digit)
                    .houses("cover", cover),
                if finned {
                    Phrase::new("explain.fish.fins")
                        .digit("digit", digit)
                        .houses("cover", cover)
                        .removals("removals", &step.eliminations)
                } else {
                    no_other(cover, digit, step)
                },
            ];
            let what_key = match fins.len() {
                0 => "explain.fish.what",
                1 => "explain.fish.what.fin",
                _ => "explain.fish.what.fins",
            };
            let mut area = base.clone();
            area.extend(cover.iter().copied());
            Explanation {
                where_to_look: Phrase::new("explain.where.digit_in")
                    .technique_a("name", step.technique)
                    .digit("digit", digit)
                    .houses("area", base),
                what_to_see: Phrase::new(what_key)
                    .houses("base", base)
                    .digit("digit", digit)
                    .houses("cover", cover)
                    .cells("cells", pattern)
                    .cells("fins", *fins),
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
            let mut why = vec![
                Phrase::new("explain.chain.suppose")
                    .cell("cell", start.cell)
                    .digit("digit", start.digit),
            ];
            for l in links {
                why.push(link_sentence(pos, l));
            }
            why.push(
                Phrase::new("explain.chain.either")
                    .cell("start", start.cell)
                    .digit("start_digit", start.digit)
                    .cell("end", end.cell)
                    .digit("end_digit", end.digit)
                    .removals("removals", &step.eliminations),
            );
            Explanation {
                where_to_look: where_digits(step, digits),
                what_to_see: Phrase::new("explain.chain.what")
                    .arg("chain", Arg::Notation(chain_notation(links))),
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
            let target = Arg::Notation(target.map_or_else(String::new, |t| t.to_string()));
            Explanation {
                where_to_look: Phrase::new("explain.where.digit_in")
                    .technique_a("name", step.technique)
                    .digit("digit", digit)
                    .house("area", *block),
                what_to_see: Phrase::new(if x.row() == y.row() {
                    "explain.er.what.row"
                } else {
                    "explain.er.what.column"
                })
                .house("block", *block)
                .digit("digit", digit)
                .house("row", *row)
                .house("column", *column)
                .cell("x", x)
                .cell("y", y),
                why: vec![
                    Phrase::new("explain.er.suppose")
                        .arg("target", target.clone())
                        .digit("digit", digit),
                    Phrase::new("explain.er.then")
                        .cell("x", x)
                        .cell("y", y)
                        .digit("digit", digit),
                    Phrase::new("explain.er.cross")
                        .cell("x", x)
                        .house("block", *block)
                        .digit("digit", digit),
                    Phrase::new("explain.er.after_all")
                        .arg("target", target)
                        .digit("digit", digit)
                        .removals("removals", &step.eliminations),
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
            let why = if step.technique == Technique::WXYZWing {
                wings::wxyz_why(pos, *pivot, pincer_list, *digit, &step.eliminations)
            } else {
                wings::wing_why(pos, *pivot, pincers, *digit, &step.eliminations)
            };
            let mut cells = pincer_list;
            cells.insert(*pivot);
            Explanation {
                where_to_look: Phrase::new("explain.where.pivot")
                    .technique_a("name", step.technique)
                    .cell("pivot", *pivot),
                what_to_see: Phrase::new("explain.wing.what")
                    .cell("pivot", *pivot)
                    .digits("digits", pv)
                    .cells("pincers", pincer_list)
                    .arg(
                        "pincer_digits",
                        Arg::Semicolons(
                            pincers
                                .iter()
                                .map(|p| Phrase::new("list.digits").digits("digits", pos.cands(*p)))
                                .collect(),
                        ),
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
            // An Avoidable Rectangle's other corners hold digits placed while solving.
            let avoidable = matches!(
                step.technique,
                Technique::AvoidableRectangle1 | Technique::AvoidableRectangle2
            );
            let swap = if avoidable {
                Phrase::new(if roof.len() == 1 {
                    "explain.avoidable.swap.one"
                } else {
                    "explain.avoidable.swap"
                })
                .cells("open", *roof)
                .digits("digits", *digits)
            } else {
                Phrase::new("explain.rectangle.swap")
                    .cells("corners", corners)
                    .digits("digits", *digits)
            };
            let what = if avoidable {
                Phrase::new("explain.avoidable.what")
                    .cells("placed", corners.difference(*roof))
                    .cells("open", *roof)
                    .digits("digits", *digits)
            } else {
                Phrase::new(if roof.len() == 1 {
                    "explain.rectangle.what.one"
                } else {
                    "explain.rectangle.what"
                })
                .cells("corners", corners)
                .digits("digits", *digits)
                .cells("roof", *roof)
            };
            let mut why = vec![
                swap,
                rectangles::rectangle_roof(step, pos, *cells, *digits, *roof, *subset),
            ];
            if !subset.is_empty() {
                why.push(Phrase::new("explain.rectangle.subset").cells("subset", *subset));
            }
            why.push(so(step));
            Explanation {
                where_to_look: where_digits(step, *digits),
                what_to_see: what,
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
                why.push(
                    Phrase::new(if i == 0 {
                        "explain.color.chain"
                    } else {
                        "explain.color.chain.second"
                    })
                    .digit("digit", digit)
                    .cells("cells", a.union(*b))
                    .cells("a", *a)
                    .cells("b", *b),
                );
            }
            why.push(Phrase::new(match step.technique {
                super::Technique::SimpleColorsWrap => "explain.color.wrap",
                super::Technique::SimpleColorsTrap => "explain.color.trap",
                super::Technique::MultiColors1 => "explain.color.multi1",
                _ => "explain.color.multi2",
            }));
            why.push(so(step));
            let cells = clusters
                .iter()
                .fold(CellSet::EMPTY, |acc, (a, b)| acc.union(*a).union(*b));
            Explanation {
                where_to_look: Phrase::new("explain.where.pattern.digit")
                    .technique_a("name", step.technique)
                    .digit("digit", digit),
                what_to_see: Phrase::new("explain.color.what")
                    .digit("digit", digit)
                    .cells("cells", cells),
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
            why.push(Phrase::new("explain.direct.no_notes"));
            // The single's reasons speak of candidates; with a pen, those cells are ruled out
            // by the facts above.
            why.extend(inner.why.iter().cloned().map(|mut w| {
                w.key = match w.key {
                    "explain.single.hidden.noted.one" => "explain.single.hidden.pen.one",
                    "explain.single.hidden.noted" => "explain.single.hidden.pen",
                    key => key,
                };
                w
            }));
            let mut highlights = inner.highlights.clone();
            for j in justifications {
                let e = explain(j, pos);
                highlights.area.extend(e.highlights.area);
                highlights.fins = highlights.fins.union(e.highlights.pattern_cells);
            }
            Explanation {
                where_to_look: Phrase::new("explain.direct.where")
                    .phrase("inner", inner.where_to_look)
                    .technique_a("name", step.technique),
                what_to_see: Phrase::new("explain.direct.what")
                    .arg("facts", Arg::Sentences(facts))
                    .phrase("inner", inner.what_to_see),
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
                where_to_look: Phrase::new("explain.where.around")
                    .technique_a("name", step.technique)
                    .digit("digit", digit)
                    .house("house", *house),
                what_to_see: Phrase::new(if targets.len() == 1 {
                    "explain.pincer.what.one"
                } else {
                    "explain.pincer.what"
                })
                .house("house", *house)
                .digit("digit", digit)
                .cells_or("cells", *cells)
                .cells("targets", targets),
                why: vec![
                    Phrase::new("explain.pincer.if")
                        .cells_or("targets", targets)
                        .digit("digit", digit)
                        .house("house", *house),
                    so(step),
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
            let a = Arg::Candidates(colours.0.clone());
            let b = Arg::Candidates(colours.1.clone());
            let why = vec![
                Phrase::new("explain.medusa.colour")
                    .arg("a", a.clone())
                    .arg("b", b.clone()),
                Phrase::new("explain.medusa.one_true"),
                Phrase::new(match false_colour {
                    Some(_) => "explain.medusa.contradiction",
                    None => "explain.medusa.both",
                }),
                so(step),
            ];
            let all: Vec<Candidate> = colours.0.iter().chain(&colours.1).copied().collect();
            Explanation {
                where_to_look: Phrase::new("explain.where.pattern")
                    .technique_a("name", step.technique),
                what_to_see: Phrase::new("explain.medusa.what").arg("a", a).arg("b", b),
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
            where_to_look: Phrase::new("explain.bug.where")
                .technique_a("name", step.technique)
                .cell("cell", *cell),
            what_to_see: Phrase::new("explain.bug.what")
                .cell("cell", *cell)
                .digit("digit", *digit),
            why: vec![
                Phrase::new("explain.bug.why"),
                Phrase::new("explain.bug.only")
                    .cell("cell", *cell)
                    .digit("digit", *digit),
            ],
            effect,
            highlights: Highlights {
                area: vec![],
                pattern_cells: CellSet::single(*cell),
                ..highlights_base
            },
        },
        Evidence::Supposition { supposed } => Explanation {
            where_to_look: Phrase::new("explain.where").technique_a("name", step.technique),
            what_to_see: Phrase::new("explain.trial.what")
                .cell("cell", supposed.cell)
                .digit("digit", supposed.digit),
            why: vec![
                Phrase::new("explain.trial.why")
                    .cell("cell", supposed.cell)
                    .digit("digit", supposed.digit),
            ],
            effect,
            highlights: Highlights {
                pattern_cells: CellSet::single(supposed.cell),
                ..highlights_base
            },
        },
    }
}

/// "No other cell of {cover} can be {digit}: remove …."
fn no_other(cover: &[House], digit: Digit, step: &Step) -> Phrase {
    Phrase::new("explain.no_other")
        .houses("cover", cover)
        .digit("digit", digit)
        .removals("removals", &step.eliminations)
}

/// "… so {roof} must keep one of its (their) other candidates."
fn keep_other(roof: CellSet) -> Phrase {
    Phrase::new(if roof.len() == 1 {
        "explain.rectangle.keep.one"
    } else {
        "explain.rectangle.keep"
    })
    .cells("roof", roof)
}

/// A fact found without candidates, said as a pen solver thinks it.
fn pen_fact(step: &Step) -> Phrase {
    match &step.evidence {
        Evidence::Intersection {
            digit,
            base,
            cover,
            cells,
        } => Phrase::new("explain.direct.fact.intersection")
            .digit("digit", *digit)
            .house("base", *base)
            .house("cover", *cover)
            .cells_or("cells", *cells),
        Evidence::Subset {
            house,
            cells,
            digits,
            ..
        } => Phrase::new("explain.direct.fact.subset")
            .house("house", *house)
            .digits("digits", *digits)
            .cells("cells", *cells),
        _ => effect_phrase(step),
    }
}

/// A bare explanation for evidence that carries too little to say more (never produced by
/// the finders; a safety net instead of a panic).
fn plain(step: &Step, effect: Phrase, highlights: Highlights) -> Explanation {
    Explanation {
        where_to_look: Phrase::new("explain.where").technique_a("name", step.technique),
        what_to_see: effect.clone(),
        why: vec![],
        effect,
        highlights,
    }
}

/// One link of a chain as a sentence: why the next candidate is true (strong) or false (weak).
fn link_sentence(pos: &Position, l: &Link) -> Phrase {
    let (a, b) = (l.from, l.to);
    let phrase = |key| {
        Phrase::new(key)
            .cell("cell", b.cell)
            .digit("digit", b.digit)
    };
    if l.strong {
        if a.cell == b.cell {
            phrase("explain.link.strong.cell")
        } else {
            let house = pos.variant().houses().iter().copied().find(|h| {
                h.cells().contains(a.cell)
                    && h.cells().contains(b.cell)
                    && pos.places_in(a.digit, *h).len() == 2
            });
            match house {
                Some(h) => phrase("explain.link.strong.house").house("house", h),
                None => phrase("explain.link.strong"),
            }
        }
    } else if a.cell == b.cell {
        phrase("explain.link.weak.cell")
    } else {
        phrase("explain.link.weak").cell("other", a.cell)
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
fn hidden_single_reasons(pos: &Position, house: House, cell: Cell, digit: Digit) -> Vec<Phrase> {
    let mut seen_by: Vec<Phrase> = Vec::new();
    let mut noted_out = CellSet::EMPTY;
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
            Some(blocker) => seen_by.push(
                Phrase::new("explain.single.hidden.seen")
                    .cell("other", other)
                    .digit("digit", digit)
                    .cell("blocker", blocker),
            ),
            None => noted_out.insert(other),
        }
    }
    let mut why = Vec::new();
    if !seen_by.is_empty() {
        why.push(
            Phrase::new("explain.single.hidden.others")
                .house("house", house)
                .digit("digit", digit)
                .arg("reasons", Arg::And(seen_by)),
        );
    }
    if !noted_out.is_empty() {
        why.push(
            Phrase::new(if noted_out.len() == 1 {
                "explain.single.hidden.noted.one"
            } else {
                "explain.single.hidden.noted"
            })
            .cells("cells", noted_out)
            .digit("digit", digit),
        );
    }
    why.push(
        Phrase::new("explain.single.hidden.must")
            .house("house", house)
            .digit("digit", digit)
            .cell("cell", cell),
    );
    why
}

/// For a naked single: what rules out every other digit in the cell.
fn naked_single_reasons(pos: &Position, cell: Cell, digit: Digit) -> Vec<Phrase> {
    let mut by_house: Vec<(House, DigitSet)> = Vec::new();
    let mut by_notes = DigitSet::EMPTY;
    for d in Digit::all().filter(|d| *d != digit) {
        let house = pos.variant().houses_of(cell).find(|h| pos.house_has(*h, d));
        match house {
            Some(h) => match by_house.iter_mut().find(|(hh, _)| *hh == h) {
                Some((_, ds)) => ds.insert(d),
                None => by_house.push((h, DigitSet::single(d))),
            },
            None => by_notes.insert(d),
        }
    }
    let mut parts: Vec<Phrase> = by_house
        .iter()
        .map(|(h, ds)| {
            Phrase::new("explain.single.naked.has")
                .house("house", *h)
                .digits("digits", *ds)
        })
        .collect();
    if !by_notes.is_empty() {
        parts.push(
            Phrase::new(if by_notes.len() == 1 {
                "explain.single.naked.noted.one"
            } else {
                "explain.single.naked.noted"
            })
            .digits("digits", by_notes),
        );
    }
    vec![
        Phrase::new("explain.single.naked.why").arg("parts", Arg::Semicolons(parts)),
        Phrase::new("explain.single.naked.left")
            .digit("digit", digit)
            .cell("cell", cell),
    ]
}

/// Rung 4's label: "Place 1 in r8c2", "Remove 1 from r9c3 and r9c8".
fn effect_phrase(step: &Step) -> Phrase {
    let mut parts: Vec<Phrase> = step
        .placements
        .iter()
        .map(|p| {
            Phrase::new("explain.place")
                .digit("digit", p.digit)
                .cell("cell", p.cell)
        })
        .collect();
    if !step.eliminations.is_empty() {
        parts.push(Phrase::new("explain.remove").removals("removals", &step.eliminations));
    }
    Phrase::new("explain.effect").arg("parts", Arg::And(parts))
}

mod loops;
mod rectangles;
mod wings;

#[cfg(test)]
mod tests;
