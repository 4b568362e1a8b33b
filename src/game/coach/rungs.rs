//! The words, highlights and action of each rung, in the reader's language: the engine's
//! explanations are phrases rendered by the message tables, like the coach's own sentences
//! (diagnosis, pen-only scanning, the verdicts).

use crate::engine::diagnosis::WrongDigitReason;
use crate::engine::phrase::Phrase;
use crate::engine::trial::{Contradiction, Link, Single, Trial};
use crate::engine::{CellSet, Evidence, Highlights, House, Step, Technique};
use crate::i18n::{
    Lang, cell_name, house_name, render, render_all, repeat_text, technique_name, tr, trf, trn,
};

use super::{Action, Hint, RemovedNote, Session, WrongDigit};
use crate::game::checks::clock_text;
use crate::game::{Command, NoteKind, StepEffect};

/// How many steps of a "ruled out by these steps" chain rung 3 lists before "and n more".
const CHAIN_LINES: usize = 6;

impl Session {
    /// The sentences of rung `n` (1 to [`Session::last_rung`]); rung 4 has none (its button
    /// is the [`Session::action`]).
    pub fn rung_text(&self, n: u8, lang: Lang) -> Vec<String> {
        let one = |s: String| vec![s];
        match (&self.hint, n) {
            (Hint::NoPuzzle, _) => one(tr(lang, "hint.no_puzzle").into()),
            (Hint::NotPlaying, _) => one(tr(lang, "hint.not_playing").into()),
            (Hint::Unsolvable, _) => one(tr(lang, "hint.unsolvable").into()),
            (Hint::Solved, _) => one(tr(lang, "hint.solved").into()),
            (Hint::Stuck, _) => one(tr(lang, "hint.stuck").into()),
            (Hint::NotUnique { differ }, 1) => {
                one(trn(lang, "hint.several", u64::from(differ.len()), &[]))
            }
            (Hint::NotUnique { differ }, 2) => one(trf(
                lang,
                "hint.several.where",
                &[("cells", &cell_names(*differ, lang))],
            )),
            (Hint::NeedCandidates, _) => vec![
                tr(lang, "hint.need_candidates").into(),
                tr(lang, "hint.need_candidates.why").into(),
            ],
            (Hint::WrongDigit(w), n) => wrong_digit_text(w, n, lang),
            (Hint::Trial(t), n) => trial_text(t, n, lang),
            (Hint::RemovedNote(r), n) => removed_note_text(r, n, lang),
            (Hint::Pen(step), 1) => one(pen_scan_text(step, lang)),
            (Hint::Pen(_) | Hint::Step(_), n) => {
                let Some(e) = &self.explanation else {
                    return Vec::new();
                };
                match n {
                    1 => one(render(lang, &e.where_to_look)),
                    2 => one(render(lang, &e.what_to_see)),
                    3 => render_all(lang, &e.why),
                    _ => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }

    /// The playback's sentences at rung 3, one per drawn link (empty when the hint draws no
    /// chain).
    pub fn link_text(&self, lang: Lang) -> Vec<String> {
        match (&self.hint, &self.explanation) {
            (Hint::Pen(_) | Hint::Step(_), Some(e)) => render_all(lang, &e.links),
            _ => Vec::new(),
        }
    }

    /// Every highlight of the hint, whatever the rung.
    pub fn full_highlights(&self) -> Highlights {
        match &self.hint {
            Hint::Step(_) | Hint::Pen(_) => self
                .explanation
                .as_ref()
                .map(|e| e.highlights.clone())
                .unwrap_or_default(),
            Hint::NotUnique { differ } => Highlights {
                pattern_cells: *differ,
                ..Highlights::default()
            },
            Hint::WrongDigit(w) => {
                let mut cells = CellSet::single(w.wrong.cell);
                if let WrongDigitReason::Conflict(r) = &w.reason {
                    cells.insert(r.first);
                    cells.insert(r.second);
                    cells.remove(w.wrong.cell);
                }
                Highlights {
                    area: vec![w.house],
                    pattern_cells: cells,
                    eliminations: vec![w.wrong],
                    ..Highlights::default()
                }
            }
            Hint::Trial(t) => trial_highlights(t),
            Hint::RemovedNote(r) => Highlights {
                area: vec![House::Block(r.truth.cell.block())],
                fins: CellSet::single(r.truth.cell),
                pattern_candidates: vec![r.truth],
                ..Highlights::default()
            },
            _ => Highlights::default(),
        }
    }

    /// The rung-4 action (an undoable move), if the hint has one.
    pub fn action(&self) -> Option<Action> {
        let action = |command, label, about| {
            Some(Action {
                command,
                label,
                about,
            })
        };
        match &self.hint {
            Hint::Step(step) | Hint::Pen(step) => action(
                Command::ApplyStep(StepEffect::from(&**step)),
                "hint.apply",
                None,
            ),
            Hint::NeedCandidates => action(Command::FillCandidates, "hint.fill", None),
            Hint::Trial(t) => action(
                Command::ApplyStep(StepEffect::from(&t.step())),
                "hint.trial.apply",
                Some(t.supposed),
            ),
            // A mistake is mended where it is, keeping every later move; undoing back to
            // it is the alternative (`alternative`).
            Hint::WrongDigit(w) => {
                action(Command::Erase(w.wrong.cell), "hint.erase", Some(w.wrong))
            }
            Hint::RemovedNote(r) => action(
                Command::ToggleNote(r.truth.cell, NoteKind::Centre, r.truth.digit),
                "hint.restore_note",
                Some(r.truth),
            ),
            _ => None,
        }
    }

    /// The other way to mend a mistake the history knows: undo to before the move that
    /// made it. The index of that move and how many moves undoing would take back.
    pub fn alternative(&self) -> Option<(usize, usize)> {
        let made_in = match &self.hint {
            Hint::WrongDigit(w) => w.placed_in,
            Hint::RemovedNote(r) => r.removed_in,
            _ => None,
        }?;
        Some((made_in, self.moves.saturating_sub(made_in)))
    }
}

/// Trial and error: rung 1 names the cell, rung 2 the supposition, rung 3 follows the
/// singles to the contradiction (the first [`CHAIN_LINES`] of them, then how many more).
fn trial_text(t: &Trial, n: u8, lang: Lang) -> Vec<String> {
    let cell = cell_name(lang, t.supposed.cell);
    let digit = t.supposed.digit.to_string();
    let supposed = [("cell", cell.as_str()), ("digit", digit.as_str())];
    match n {
        1 => vec![trf(lang, "hint.trial.where", &[("cell", &cell)])],
        2 => vec![trf(lang, "hint.trial.suppose", &supposed)],
        3 => {
            let mut out = vec![trf(lang, "hint.trial.start", &supposed)];
            let mut pos = t.start.clone();
            pos.place(t.supposed.cell, t.supposed.digit);
            for link in t.chain.iter().take(CHAIN_LINES) {
                out.push(trial_link_text(link, &pos, lang));
                match link {
                    Link::Single(f) => pos.place(f.placed.cell, f.placed.digit),
                    Link::Step(step) => pos.apply(step),
                }
            }
            let more = t.chain.len().saturating_sub(CHAIN_LINES);
            if more > 0 {
                out.push(trn(lang, "hint.trial.more", more as u64, &[]));
            }
            out.push(match t.contradiction {
                Contradiction::NoCandidate(c) => trf(
                    lang,
                    "hint.trial.no_candidate",
                    &[("cell", &cell_name(lang, c))],
                ),
                Contradiction::NoPlace(h, d) => trf(
                    lang,
                    "hint.trial.no_place",
                    &[("digit", &d.to_string()), ("house", &house_name(lang, h))],
                ),
            });
            out.push(trf(lang, "hint.trial.so", &supposed));
            out
        }
        _ => Vec::new(),
    }
}

/// One link of a trial's chain in words: a single and why, or a step in one line.
fn trial_link_text(link: &Link, pos: &crate::engine::Position, lang: Lang) -> String {
    match link {
        Link::Single(f) => {
            let (c, d) = (cell_name(lang, f.placed.cell), f.placed.digit.to_string());
            match f.single {
                Single::Naked => trf(lang, "hint.trial.naked", &[("cell", &c), ("digit", &d)]),
                Single::Hidden(h) => trf(
                    lang,
                    "hint.trial.hidden",
                    &[("cell", &c), ("digit", &d), ("house", &house_name(lang, h))],
                ),
            }
        }
        Link::Step(step) => trf(
            lang,
            "hint.trial.step",
            &[("step", &render(lang, &super::step_line(step, pos)))],
        ),
    }
}

/// The supposed candidate (struck through), the cells it forces and where it breaks.
fn trial_highlights(t: &Trial) -> Highlights {
    let forced = || {
        t.chain.iter().filter_map(|l| match l {
            Link::Single(f) => Some(f.placed),
            Link::Step(_) => None,
        })
    };
    let mut cells: CellSet = forced().map(|c| c.cell).collect();
    let area = match t.contradiction {
        Contradiction::NoCandidate(c) => {
            cells.insert(c);
            vec![House::Block(c.block())]
        }
        Contradiction::NoPlace(h, _) => vec![h],
    };
    Highlights {
        area,
        pattern_cells: cells,
        fins: CellSet::single(t.supposed.cell),
        pattern_candidates: forced().collect(),
        eliminations: vec![t.supposed],
        ..Highlights::default()
    }
}

fn wrong_digit_text(w: &WrongDigit, n: u8, lang: Lang) -> Vec<String> {
    let cell = cell_name(lang, w.wrong.cell);
    let digit = w.wrong.digit.to_string();
    match n {
        1 => vec![
            tr(lang, "hint.wrong.intro").to_string(),
            trf(
                lang,
                "hint.wrong.house",
                &[("house", &house_name(lang, w.house))],
            ),
        ],
        2 => vec![trf(
            lang,
            "hint.wrong.cell",
            &[("cell", &cell), ("digit", &digit)],
        )],
        3 => {
            let mut out = match &w.reason {
                WrongDigitReason::Conflict(r) => {
                    vec![trf(
                        lang,
                        "hint.wrong.conflict",
                        &[("repeat", &repeat_text(lang, r))],
                    )]
                }
                WrongDigitReason::RuledOut(_) => ruled_out_text(w, lang),
                WrongDigitReason::OnlyTheSolution => vec![trf(
                    lang,
                    "hint.wrong.solution",
                    &[("cell", &cell), ("digit", &digit)],
                )],
            };
            if let (Some(i), Some(ms)) = (w.placed_in, w.at_ms) {
                out.push(trf(
                    lang,
                    "hint.wrong.when",
                    &[
                        ("digit", &digit),
                        ("cell", &cell),
                        ("move", &(i + 1).to_string()),
                        ("time", &clock_text(ms)),
                    ],
                ));
            }
            out
        }
        _ => Vec::new(),
    }
}

/// "From your correct digits, these 5 steps rule out the 4 in r1c3:" and one line per step
/// (technique: what it does), the last few if the chain is long.
fn ruled_out_text(w: &WrongDigit, lang: Lang) -> Vec<String> {
    let mut out = vec![trn(
        lang,
        "hint.wrong.ruled_out",
        w.chain.len() as u64,
        &[
            ("digit", &w.wrong.digit.to_string()),
            ("cell", &cell_name(lang, w.wrong.cell)),
        ],
    )];
    let skipped = w.chain.len().saturating_sub(CHAIN_LINES);
    if skipped > 0 {
        out.push(trn(lang, "hint.wrong.skipped", skipped as u64, &[]));
    }
    out.extend(render_all(lang, &w.chain[skipped..]));
    out
}

fn removed_note_text(r: &RemovedNote, n: u8, lang: Lang) -> Vec<String> {
    let cell = cell_name(lang, r.truth.cell);
    let digit = r.truth.digit.to_string();
    let block = house_name(lang, House::Block(r.truth.cell.block()));
    match n {
        1 => vec![
            tr(lang, "hint.wrong.intro").to_string(),
            trf(lang, "hint.note.house", &[("house", &block)]),
        ],
        2 => vec![trf(
            lang,
            "hint.note.cell",
            &[("cell", &cell), ("digit", &digit)],
        )],
        3 => match (r.removed_in, r.at_ms) {
            (Some(i), Some(ms)) => vec![trf(
                lang,
                "hint.note.when",
                &[
                    ("digit", &digit),
                    ("cell", &cell),
                    ("move", &(i + 1).to_string()),
                    ("time", &clock_text(ms)),
                ],
            )],
            _ => vec![trf(
                lang,
                "hint.note.never",
                &[("digit", &digit), ("cell", &cell)],
            )],
        },
        _ => Vec::new(),
    }
}

/// Rung 1 of a pen-only hint: where to scan, without naming the cell.
fn pen_scan_text(step: &Step, lang: Lang) -> String {
    let single = match &step.evidence {
        Evidence::Direct { single, .. } => single.as_ref(),
        _ => step,
    };
    let facts = match &step.evidence {
        Evidence::Direct { justifications, .. } => justifications.len(),
        _ => 0,
    };
    let text = match (&single.evidence, single.technique) {
        (Evidence::Single { house: Some(h), .. }, Technique::FullHouse) => {
            render(lang, &Phrase::new("hint.pen.full").house("house", *h))
        }
        (
            Evidence::Single {
                digit,
                house: Some(House::Block(b)),
                ..
            },
            _,
        ) => trf(
            lang,
            "hint.pen.block",
            &[
                ("digit", &digit.to_string()),
                ("band", &(b / 3 + 1).to_string()),
                ("stack", &(b % 3 + 1).to_string()),
                ("house", &house_name(lang, House::Block(*b))),
            ],
        ),
        (
            Evidence::Single {
                digit,
                house: Some(h),
                ..
            },
            _,
        ) => trf(
            lang,
            "hint.pen.line",
            &[
                ("digit", &digit.to_string()),
                ("house", &house_name(lang, *h)),
            ],
        ),
        (Evidence::Single { cell, .. }, _) => trf(
            lang,
            "hint.pen.naked",
            &[("house", &house_name(lang, House::Block(cell.block())))],
        ),
        _ => technique_name(lang, step.technique).to_string(),
    };
    match facts {
        0 => text,
        1 => format!("{text} {}", tr(lang, "hint.pen.fact")),
        _ => format!("{text} {}", tr(lang, "hint.pen.facts")),
    }
}

/// "r1c1, r1c5 and r2c3" / "Z1S1, Z1S5 und Z2S3".
fn cell_names(cells: CellSet, lang: Lang) -> String {
    render(lang, &Phrase::new("list.cells").cells("cells", cells))
}
