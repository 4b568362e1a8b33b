//! The claims an explanation makes, checked against the position it speaks about.
//!
//! An explanation is made of [`Phrase`]s: a message key and typed arguments. The key says
//! what the sentence claims (`explain.link.strong.house`: "{cell} is the only other {digit}
//! in {house}"), the arguments say about what; so the claims are checked on the phrases, in
//! no language, and then the rendered texts of both languages are checked for what only the
//! prose holds (the same cells named in English and German, "a 8").
//!
//! What is checked (each a [`Claim`] with the phrase's key in the message):
//! - a cell named as holding digits holds them (naked subsets, wings, rectangles, sets …);
//! - "sees" is true, and a cell that sees another only through a diagonal or a colour group
//!   is said to see it there (the phrase names the house);
//! - "the only other X in H" and "the only places": the digit's places in the house are
//!   exactly those;
//! - the removals stated on rung 3 are exactly the step's eliminations, and rung 4 says
//!   exactly the step's placements and eliminations;
//! - the playback has one sentence per drawn link, and no sentence twice.

use std::collections::BTreeSet;

use stepwise::engine::phrase::{Arg, Phrase};
use stepwise::engine::{
    Candidate, Cell, CellSet, Digit, DigitSet, Evidence, Explanation, House, Position, Step,
};
use stepwise::i18n::{Lang, render};

/// One false or unsupported claim: the phrase's key and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    /// The message key of the phrase that says it.
    pub key: &'static str,
    /// What is false.
    pub wrong: String,
}

/// What a phrase is checked against: the position the step was found in, and (for a
/// pen-only step resting on unwritten facts) the position once those facts are known.
struct Ctx<'a> {
    pos: &'a Position,
    /// The position the single of a Direct step is said on (else `pos`).
    after: Position,
    step: &'a Step,
}

/// Every false claim of `e`, the explanation of `step` found in `pos`.
pub fn false_claims(step: &Step, pos: &Position, e: &Explanation) -> Vec<Claim> {
    let mut after = pos.clone();
    if let Evidence::Direct { justifications, .. } = &step.evidence {
        for j in justifications {
            after.apply(j);
        }
    }
    let ctx = Ctx { pos, after, step };
    let mut out = Vec::new();
    // The playback's link sentences are claims too, though rung 3 only summarises them.
    for p in [&e.where_to_look, &e.what_to_see]
        .into_iter()
        .chain(&e.why)
        .chain(&e.links)
    {
        walk(p, &ctx, &mut out);
    }
    removals_stated(step, pos, e, &mut out);
    effect_said(step, &e.effect, &mut out);
    if !e.links.is_empty() && e.links.len() != e.highlights.links.len() {
        out.push(Claim {
            key: "playback",
            wrong: format!(
                "{} link sentences for {} drawn links",
                e.links.len(),
                e.highlights.links.len()
            ),
        });
    }
    playback_repeats(e, &mut out);
    for p in [&e.where_to_look, &e.what_to_see, &e.effect]
        .into_iter()
        .chain(&e.why)
        .chain(&e.links)
    {
        prose(p, &mut out);
    }
    out
}

/// Each link's sentence says what is new for its link: no sentence of the playback repeats
/// another (a fact resting on several drawn links, a forcing net's single, once told twice).
fn playback_repeats(e: &Explanation, out: &mut Vec<Claim>) {
    for lang in Lang::ALL {
        let mut seen = BTreeSet::new();
        for p in &e.links {
            let text = render(lang, p);
            if !seen.insert(text.clone()) {
                out.push(Claim {
                    key: "playback.repeat",
                    wrong: format!("{lang:?}: the playback says {text:?} twice"),
                });
                return;
            }
        }
    }
}

fn walk(p: &Phrase, ctx: &Ctx, out: &mut Vec<Claim>) {
    phrase_claims(p, ctx, out);
    for (_, arg) in &p.args {
        match arg {
            Arg::Phrase(inner) => walk(inner, ctx, out),
            Arg::And(list) | Arg::Semicolons(list) | Arg::Sentences(list) => {
                for inner in list {
                    walk(inner, ctx, out);
                }
            }
            Arg::Candidates(list) => {
                for c in list {
                    if !ctx.pos.cands(c.cell).contains(c.digit) {
                        fail(out, p, format!("{c:?} is not a candidate"));
                    }
                }
            }
            _ => {}
        }
    }
}

fn fail(out: &mut Vec<Claim>, p: &Phrase, wrong: String) {
    out.push(Claim { key: p.key, wrong });
}

// ---- Reading arguments ----

fn cell(p: &Phrase, name: &str) -> Option<Cell> {
    p.args.iter().find_map(|(n, a)| match a {
        Arg::Cell(c) if *n == name => Some(*c),
        _ => None,
    })
}

fn digit(p: &Phrase, name: &str) -> Option<Digit> {
    p.args.iter().find_map(|(n, a)| match a {
        Arg::Digit(d) if *n == name => Some(*d),
        _ => None,
    })
}

fn house(p: &Phrase, name: &str) -> Option<House> {
    p.args.iter().find_map(|(n, a)| match a {
        Arg::House(h) if *n == name => Some(*h),
        _ => None,
    })
}

fn houses(p: &Phrase, name: &str) -> Option<Vec<House>> {
    p.args.iter().find_map(|(n, a)| match a {
        Arg::Houses(h) if *n == name => Some(h.clone()),
        Arg::House(h) if *n == name => Some(vec![*h]),
        _ => None,
    })
}

fn cells(p: &Phrase, name: &str) -> Option<CellSet> {
    p.args.iter().find_map(|(n, a)| match a {
        Arg::Cells(c) | Arg::CellsOr(c) if *n == name => Some(*c),
        Arg::Cell(c) if *n == name => Some(CellSet::single(*c)),
        _ => None,
    })
}

fn digits(p: &Phrase, name: &str) -> Option<DigitSet> {
    p.args.iter().find_map(|(n, a)| match a {
        Arg::Digits(d) | Arg::DigitsOr(d) if *n == name => Some(*d),
        Arg::Digit(d) if *n == name => Some(DigitSet::single(*d)),
        _ => None,
    })
}

fn count(p: &Phrase, name: &str) -> Option<u32> {
    p.args.iter().find_map(|(n, a)| match a {
        Arg::Count(k) | Arg::Number(k) if *n == name => Some(*k),
        _ => None,
    })
}

// ---- The claims, by key ----

/// The candidates of `cells` together.
fn union_cands(pos: &Position, cells: CellSet) -> DigitSet {
    cells
        .iter()
        .fold(DigitSet::EMPTY, |acc, c| acc.union(pos.cands(c)))
}

/// Whether `a` and `b` share a row, column or block (seeing through them needs no word).
fn plain_peers(a: Cell, b: Cell) -> bool {
    a != b && (a.row() == b.row() || a.col() == b.col() || a.block() == b.block())
}

fn sees(pos: &Position, a: Cell, b: Cell) -> bool {
    a != b && pos.variant().peers(a).contains(b)
}

/// The claims of one phrase (its nested phrases are walked separately).
fn phrase_claims(p: &Phrase, ctx: &Ctx, out: &mut Vec<Claim>) {
    let pos = ctx.pos;
    let after = &ctx.after;
    let mut claim = |ok: bool, what: &dyn Fn() -> String| {
        if !ok {
            fail(out, p, what());
        }
    };
    match p.key {
        "explain.single.full.what" => {
            let (Some(c), Some(h)) = (cell(p, "cell"), house(p, "house")) else {
                return claim(false, &|| "arguments missing".into());
            };
            let empty = h.cells().intersection(after.empty_cells());
            claim(empty == CellSet::single(c), &|| {
                format!("{c} is not the only empty cell of {h:?}: {empty:?}")
            });
        }
        "explain.single.hidden.what" => {
            let (Some(c), Some(d), Some(h)) =
                (cell(p, "cell"), digit(p, "digit"), house(p, "house"))
            else {
                return claim(false, &|| "arguments missing".into());
            };
            let places = after.places_in(d, h);
            claim(places == CellSet::single(c), &|| {
                format!("{d} can go into {places:?} of {h:?}, not only {c}")
            });
        }
        "explain.single.hidden.seen"
        | "explain.single.hidden.seen.many"
        | "explain.single.hidden.seen.via"
        | "explain.single.hidden.seen.via.many"
        | "explain.single.hidden.seen.mixed" => {
            let (Some(os), Some(d), Some(b)) =
                (cells(p, "other"), digit(p, "digit"), cell(p, "blocker"))
            else {
                return claim(false, &|| "arguments missing".into());
            };
            claim(after.digit(b) == Some(d), &|| {
                format!("{b} does not hold {d}")
            });
            for o in os.iter() {
                sees_claim(p, pos, o, b, &mut claim);
            }
        }
        "explain.single.naked.what" | "explain.single.naked.pen.what" => {
            let (Some(c), Some(d)) = (cell(p, "cell"), digit(p, "digit")) else {
                return claim(false, &|| "arguments missing".into());
            };
            let left = after.cands(c);
            claim(left == DigitSet::single(d), &|| {
                format!("{c} can hold {left:?}, not only {d}")
            });
        }
        "explain.single.naked.has" => {
            let (Some(h), Some(ds)) = (house(p, "house"), digits(p, "digits")) else {
                return claim(false, &|| "arguments missing".into());
            };
            for d in ds.iter() {
                claim(after.house_has(h, d), &|| {
                    format!("{h:?} does not hold {d}")
                });
            }
        }
        "explain.intersection.what" | "explain.direct.fact.intersection" => {
            let (Some(d), Some(b), Some(cv), Some(cs)) = (
                digit(p, "digit"),
                house(p, "base"),
                house(p, "cover"),
                cells(p, "cells"),
            ) else {
                return claim(false, &|| "arguments missing".into());
            };
            let places = if p.key == "explain.intersection.what" {
                pos.places_in(d, b)
            } else {
                after.places_in(d, b)
            };
            claim(places.difference(cs).is_empty(), &|| {
                format!("{d} of {b:?} is also in {:?}", places.difference(cs))
            });
            claim(cs.difference(cv.cells()).is_empty(), &|| {
                format!("{cs:?} are not all in {cv:?}")
            });
        }
        "explain.subset.hidden.what" | "explain.direct.fact.subset" => {
            let (Some(h), Some(ds), Some(cs)) =
                (house(p, "house"), digits(p, "digits"), cells(p, "cells"))
            else {
                return claim(false, &|| "arguments missing".into());
            };
            // A fact rests on the facts before it: its places are those once they are known.
            let on = if p.key == "explain.direct.fact.subset" {
                after
            } else {
                pos
            };
            for d in ds.iter() {
                let places = on.places_in(d, h);
                claim(
                    !places.is_empty() && places.difference(cs).is_empty(),
                    &|| format!("{d} of {h:?} can go into {places:?}, not only {cs:?}"),
                );
            }
        }
        "explain.subset.naked.what" | "explain.wxyz.digits" => {
            let (Some(cs), Some(ds)) = (cells(p, "cells"), digits(p, "digits")) else {
                return claim(false, &|| "arguments missing".into());
            };
            let held = union_cands(pos, cs);
            claim(held == ds, &|| format!("{cs:?} hold {held:?}, not {ds:?}"));
        }
        "explain.fish.what" | "explain.fish.what.fin" | "explain.fish.what.fins" => {
            let (Some(d), Some(base), Some(cover), Some(cs)) = (
                digit(p, "digit"),
                houses(p, "base"),
                houses(p, "cover"),
                cells(p, "cells"),
            ) else {
                return claim(false, &|| "arguments missing".into());
            };
            let fins = cells(p, "fins").unwrap_or(CellSet::EMPTY);
            let covered = cover
                .iter()
                .fold(CellSet::EMPTY, |acc, h| acc.union(h.cells()));
            for b in &base {
                let places = pos.places_in(d, *b);
                let outside = places.difference(covered).difference(fins);
                claim(outside.is_empty(), &|| {
                    format!("{d} of {b:?} also in {outside:?}, outside the cover")
                });
                claim(
                    places
                        .intersection(covered)
                        .difference(cs)
                        .difference(fins)
                        .is_empty(),
                    &|| format!("the cells listed miss some {d} of {b:?}"),
                );
            }
        }
        "explain.link.strong.house" => {
            let (Some(c), Some(d), Some(h)) =
                (cell(p, "cell"), digit(p, "digit"), house(p, "house"))
            else {
                return claim(false, &|| "arguments missing".into());
            };
            // The other place is one cell, or (in a grouped chain) a group: cells of one
            // block in one line, which the chain's previous node names.
            let places = pos.places_in(d, h);
            let rest: Vec<Cell> = places.iter().filter(|x| *x != c).collect();
            let group = rest.iter().all(|x| x.block() == rest[0].block())
                && (rest.iter().all(|x| x.row() == rest[0].row())
                    || rest.iter().all(|x| x.col() == rest[0].col()));
            claim(places.contains(c) && !rest.is_empty() && group, &|| {
                format!("{c} is not the only other {d} in {h:?}: {places:?}")
            });
        }
        "explain.aic.strong.group" => {
            let (Some(cs), Some(d), Some(h)) =
                (cells(p, "cells"), digit(p, "digit"), house(p, "house"))
            else {
                return claim(false, &|| "arguments missing".into());
            };
            let places = pos.places_in(d, h);
            claim(
                cs.difference(places).is_empty() && places != cs && !places.is_empty(),
                &|| format!("{cs:?} are not the only other places of {d} in {h:?}: {places:?}"),
            );
        }
        "explain.link.strong.cell" => {
            let (Some(c), Some(d)) = (cell(p, "cell"), digit(p, "digit")) else {
                return claim(false, &|| "arguments missing".into());
            };
            let cands = pos.cands(c);
            claim(cands.len() == 2 && cands.contains(d), &|| {
                format!("{d} is not the only other candidate of {c}: {cands:?}")
            });
        }
        "explain.link.weak" | "explain.aic.weak.via" | "explain.forcing.off.sees" => {
            let (Some(c), Some(o)) = (cell(p, "cell"), cell(p, "other")) else {
                return claim(false, &|| "arguments missing".into());
            };
            if let Some(d) = digit(p, "digit") {
                claim(pos.cands(c).contains(d), &|| {
                    format!("{d} is not a candidate of {c}")
                });
            }
            sees_claim(p, pos, c, o, &mut claim);
        }
        "explain.er.what" => {
            let (Some(d), Some(b), Some(r), Some(col), Some(line), Some(x), Some(y)) = (
                digit(p, "digit"),
                house(p, "block"),
                house(p, "row"),
                house(p, "column"),
                house(p, "line"),
                cell(p, "x"),
                cell(p, "y"),
            ) else {
                return claim(false, &|| "arguments missing".into());
            };
            let cross = r.cells().union(col.cells());
            claim(pos.places_in(d, b).difference(cross).is_empty(), &|| {
                format!("{d} of {b:?} lies outside {r:?} and {col:?}")
            });
            let places = pos.places_in(d, line);
            claim(
                places == CellSet::single(x).union(CellSet::single(y)),
                &|| format!("the {d}s of {line:?} are {places:?}, not {x} and {y}"),
            );
        }
        "explain.er.then" => {
            let (Some(t), Some(y), Some(h)) =
                (cell(p, "target"), cell(p, "y"), house(p, "y_house"))
            else {
                return claim(false, &|| "arguments missing".into());
            };
            in_house(h, &[t, y], &mut claim);
        }
        "explain.er.no_place" => {
            let (Some(d), Some(b), Some(xl), Some(x), Some(tl), Some(t)) = (
                digit(p, "digit"),
                house(p, "block"),
                house(p, "x_line"),
                cell(p, "x"),
                house(p, "t_line"),
                cell(p, "target"),
            ) else {
                return claim(false, &|| "arguments missing".into());
            };
            in_house(xl, &[x], &mut claim);
            in_house(tl, &[t], &mut claim);
            let places = pos.places_in(d, b);
            claim(
                places.difference(xl.cells().union(tl.cells())).is_empty(),
                &|| format!("{d} of {b:?} lies outside {xl:?} and {tl:?}"),
            );
        }
        "explain.color.wrap.cells" | "explain.color.multi1.cells" => {
            let (Some(x), Some(y), Some(h)) = (cell(p, "x"), cell(p, "y"), house(p, "house"))
            else {
                return claim(false, &|| "arguments missing".into());
            };
            claim(x != y, &|| format!("{x} is named twice"));
            in_house(h, &[x, y], &mut claim);
        }
        "explain.medusa.break.house" => {
            let (Some(d), Some(x), Some(y), Some(h)) = (
                digit(p, "digit"),
                cell(p, "x"),
                cell(p, "y"),
                house(p, "house"),
            ) else {
                return claim(false, &|| "arguments missing".into());
            };
            in_house(h, &[x, y], &mut claim);
            for c in [x, y] {
                claim(pos.cands(c).contains(d), &|| {
                    format!("{d} is not a candidate of {c}")
                });
            }
        }
        "explain.medusa.break.cell" | "explain.medusa.break.empty" | "explain.aligned.cell" => {
            let (Some(c), Some(ds)) = (cell(p, "cell"), digits(p, "digits")) else {
                return claim(false, &|| "arguments missing".into());
            };
            let cands = pos.cands(c);
            let ok = if p.key == "explain.medusa.break.cell" {
                ds.difference(cands).is_empty()
            } else {
                ds == cands
            };
            claim(ok, &|| format!("{c} holds {cands:?}, not {ds:?}"));
        }
        "explain.medusa.false" => {
            let n = count(p, "n").unwrap_or(0) as usize;
            claim(n == ctx.step.eliminations.len(), &|| {
                format!(
                    "says {n} candidates, removes {}",
                    ctx.step.eliminations.len()
                )
            });
        }
        "explain.remote.what" => {
            let (Some(cs), Some(ds)) = (cells(p, "cells"), digits(p, "digits")) else {
                return claim(false, &|| "arguments missing".into());
            };
            for c in cs.iter() {
                claim(pos.cands(c) == ds, &|| {
                    format!("{c} holds {:?}", pos.cands(c))
                });
            }
        }
        "explain.wing.what"
        | "explain.wing.what.via"
        | "explain.wing.pivot"
        | "explain.wing.pivot.itself" => {
            let (Some(pv), Some(ds)) = (cell(p, "pivot"), digits(p, "digits")) else {
                return claim(false, &|| "arguments missing".into());
            };
            claim(pos.cands(pv) == ds, &|| {
                format!("the pivot {pv} holds {:?}", pos.cands(pv))
            });
            if let (Some(pincers), true) =
                (cells(p, "pincers"), p.key.starts_with("explain.wing.what"))
            {
                for c in pincers.iter() {
                    sees_claim(p, pos, pv, c, &mut claim);
                }
            }
        }
        "explain.wing.if" => {
            let (Some(c), Some(ds)) = (cell(p, "pincer"), digits(p, "cands")) else {
                return claim(false, &|| "arguments missing".into());
            };
            claim(pos.cands(c) == ds, &|| {
                format!("{c} holds {:?}", pos.cands(c))
            });
        }
        "explain.rectangle.what"
        | "explain.rectangle.what.one"
        | "explain.loop.what"
        | "explain.loop.what.one" => {
            let corners = cells(p, "corners").or_else(|| cells(p, "cells"));
            let ds = digits(p, "digits").or_else(|| digits(p, "pair"));
            let (Some(corners), Some(ds)) = (corners, ds) else {
                return claim(false, &|| "arguments missing".into());
            };
            for c in corners.iter() {
                claim(ds.difference(pos.cands(c)).is_empty(), &|| {
                    format!("{c} ({:?}) does not hold all of {ds:?}", pos.cands(c))
                });
            }
            if let Some(roof) = cells(p, "roof") {
                for c in roof.iter() {
                    claim(!pos.cands(c).difference(ds).is_empty(), &|| {
                        format!("{c} holds nothing more than {ds:?}")
                    });
                }
            }
        }
        "explain.rectangle.what.some" | "explain.rectangle.what.some.one" => {
            let (Some(corners), Some(ds)) = (cells(p, "corners"), digits(p, "digits")) else {
                return claim(false, &|| "arguments missing".into());
            };
            for c in corners.iter() {
                claim(!pos.cands(c).intersection(ds).is_empty(), &|| {
                    format!("{c} holds none of {ds:?}")
                });
            }
        }
        "explain.bug.what" => {
            let (Some(c), Some(d)) = (cell(p, "cell"), digit(p, "digit")) else {
                return claim(false, &|| "arguments missing".into());
            };
            let cands = pos.cands(c);
            claim(cands.len() == 3 && cands.contains(d), &|| {
                format!("{c} holds {cands:?}")
            });
        }
        "explain.als.set" | "explain.blossom.petal" => {
            let (Some(cs), Some(ds)) = (cells(p, "cells"), digits(p, "digits")) else {
                return claim(false, &|| "arguments missing".into());
            };
            let held = union_cands(pos, cs);
            claim(held == ds && ds.len() == cs.len() + 1, &|| {
                format!("{cs:?} hold {held:?}, said {ds:?}")
            });
        }
        "explain.sdc.core" => {
            let (Some(cs), Some(ds)) = (cells(p, "core"), digits(p, "digits")) else {
                return claim(false, &|| "arguments missing".into());
            };
            let held = union_cands(pos, cs);
            claim(held == ds, &|| format!("{cs:?} hold {held:?}, said {ds:?}"));
        }
        "explain.pincer.what" | "explain.pincer.what.one" => {
            let (Some(h), Some(d), Some(cs), Some(ts)) = (
                house(p, "house"),
                digit(p, "digit"),
                cells(p, "cells"),
                cells(p, "targets"),
            ) else {
                return claim(false, &|| "arguments missing".into());
            };
            claim(pos.places_in(d, h) == cs, &|| {
                format!("the {d}s of {h:?} are not {cs:?}")
            });
            for t in ts.iter() {
                for c in cs.iter() {
                    claim(sees(pos, t, c), &|| format!("{t} does not see {c}"));
                }
            }
        }
        "explain.forcing.on.house" => {
            let (Some(c), Some(h)) = (cell(p, "cell"), house(p, "house")) else {
                return claim(false, &|| "arguments missing".into());
            };
            in_house(h, &[c], &mut claim);
        }
        "explain.bigfish.sees_through"
        | "explain.bigfish.sees_through.one"
        | "explain.bigfish.sees_through.cells"
        | "explain.bigfish.sees_through.cells.one" => {
            let (Some(cs), Some(fins), Some(h)) =
                (cells(p, "cell"), cells(p, "fins"), house(p, "house"))
            else {
                return claim(false, &|| "arguments missing".into());
            };
            let mut all: Vec<Cell> = cs.iter().collect();
            all.extend(fins.iter());
            in_house(h, &all, &mut claim);
        }
        _ => {}
    }
}

/// "a sees b": true, and said to be through the house that joins them when that is a
/// diagonal or a colour group (the phrase then names it as `house`).
fn sees_claim(
    p: &Phrase,
    pos: &Position,
    a: Cell,
    b: Cell,
    claim: &mut impl FnMut(bool, &dyn Fn() -> String),
) {
    claim(sees(pos, a, b), &|| format!("{a} does not see {b}"));
    if !plain_peers(a, b) && sees(pos, a, b) {
        // The house may be named in a nested phrase ("it sees r4c4 in the main diagonal").
        let mut named = false;
        each_phrase(p, &mut |q| {
            named |= q.args.iter().any(|(_, arg)| {
                matches!(arg, Arg::House(h) if h.cells().contains(a) && h.cells().contains(b))
            });
        });
        claim(named, &|| {
            format!("{a} sees {b} only through a diagonal or colour group, which is not said")
        });
    }
}

fn in_house(h: House, cs: &[Cell], claim: &mut impl FnMut(bool, &dyn Fn() -> String)) {
    for c in cs {
        claim(h.cells().contains(*c), &|| format!("{c} is not in {h:?}"));
    }
}

// ---- Removals and the effect ----

/// Every removal a rung-3 phrase states is the step's, and together they are all of them;
/// a step that removes candidates says which (or, for a false colour, how many).
fn removals_stated(step: &Step, pos: &Position, e: &Explanation, out: &mut Vec<Claim>) {
    let mut stated: BTreeSet<Candidate> = BTreeSet::new();
    let mut any = false;
    let mut by_count = false;
    let wanted: BTreeSet<Candidate> = step.eliminations.iter().copied().collect();
    for p in &e.why {
        each_phrase(p, &mut |q| {
            if q.key == "explain.medusa.false" {
                by_count = true;
            }
            // "So place 5 in r5c4": the cell's other candidates go.
            if q.key == "explain.bug.only"
                && let (Some(c), Some(d)) = (cell(q, "cell"), digit(q, "digit"))
            {
                any = true;
                stated.extend(
                    pos.cands(c)
                        .iter()
                        .filter(|x| *x != d)
                        .map(|x| Candidate::new(c, x)),
                );
            }
            for (_, arg) in &q.args {
                if let Arg::Removals(list) = arg {
                    any = true;
                    for c in list {
                        if !wanted.contains(c) {
                            out.push(Claim {
                                key: q.key,
                                wrong: format!(
                                    "states the removal {c:?}, which the step does not make"
                                ),
                            });
                        }
                        stated.insert(*c);
                    }
                }
            }
        });
    }
    if by_count {
        return;
    }
    if any && stated != wanted {
        out.push(Claim {
            key: "rung 3",
            wrong: format!("states the removals {stated:?}; the step removes {wanted:?}"),
        });
    }
    if !any && !wanted.is_empty() {
        out.push(Claim {
            key: "rung 3",
            wrong: "never says what goes".into(),
        });
    }
}

fn each_phrase(p: &Phrase, f: &mut impl FnMut(&Phrase)) {
    f(p);
    for (_, arg) in &p.args {
        match arg {
            Arg::Phrase(inner) => each_phrase(inner, f),
            Arg::And(list) | Arg::Semicolons(list) | Arg::Sentences(list) => {
                for inner in list {
                    each_phrase(inner, f);
                }
            }
            _ => {}
        }
    }
}

/// Rung 4 says exactly the step's placements and eliminations.
fn effect_said(step: &Step, effect: &Phrase, out: &mut Vec<Claim>) {
    let (mut placed, mut removed) = (BTreeSet::new(), BTreeSet::new());
    each_phrase(effect, &mut |q| match q.key {
        "explain.place" => {
            if let (Some(c), Some(d)) = (cell(q, "cell"), digit(q, "digit")) {
                placed.insert(Candidate::new(c, d));
            }
        }
        "explain.remove" => {
            for (_, arg) in &q.args {
                if let Arg::Removals(list) = arg {
                    removed.extend(list.iter().copied());
                }
            }
        }
        _ => {}
    });
    let want_placed: BTreeSet<Candidate> = step.placements.iter().copied().collect();
    let want_removed: BTreeSet<Candidate> = step.eliminations.iter().copied().collect();
    if placed != want_placed || removed != want_removed {
        out.push(Claim {
            key: effect.key,
            wrong: format!(
                "says place {placed:?}, remove {removed:?}; the step places {want_placed:?}, removes {want_removed:?}"
            ),
        });
    }
}

// ---- The prose ----

/// What only the rendered text holds: both languages name the same cells, and English says
/// "an 8", not "a 8".
fn prose(p: &Phrase, out: &mut Vec<Claim>) {
    let (en, de) = (render(Lang::En, p), render(Lang::De, p));
    // English names cells `r4c5`, German `Z4S5`; both keep `r4c5` in chain notation. The
    // same cells must be named.
    let (ce, cd) = crate::common::cell_names::named_in_both(&en, &de);
    if ce != cd {
        out.push(Claim {
            key: p.key,
            wrong: format!("English names {ce:?}, German {cd:?}: {en:?} / {de:?}"),
        });
    }
    for text in [&en, &de] {
        let b = text.as_bytes();
        if (0..b.len().saturating_sub(3)).any(|i| {
            b[i] == b'R'
                && b[i + 1].is_ascii_digit()
                && b[i + 2] == b'c'
                && b[i + 3].is_ascii_digit()
        }) {
            out.push(Claim {
                key: p.key,
                wrong: format!("a cell name capitalised in {text:?}"),
            });
        }
    }
    for bad in [" a 8", " a 11", " a 18", "A 8 "] {
        if en.contains(bad) {
            out.push(Claim {
                key: p.key,
                wrong: format!("{bad:?} in {en:?}"),
            });
        }
    }
    for (d, a) in [
        ("1", "an"),
        ("2", "an"),
        ("3", "an"),
        ("4", "an"),
        ("5", "an"),
        ("6", "an"),
        ("7", "an"),
        ("9", "an"),
    ] {
        if en.contains(&format!(" {a} {d} ")) || en.contains(&format!(" {a} {d}.")) {
            out.push(Claim {
                key: p.key,
                wrong: format!("\"{a} {d}\" in {en:?}"),
            });
        }
    }
}
