//! Questions about a cell in the app (issue 15, point 5), answered in the engine worker as
//! the hint panel shows them: "why can't r4c5 be 7?" as one [`Card`] (the simplest proof,
//! opening at rung 2 with the answer said first, or an honest sentence: "7 belongs in
//! r4c5"), "how do I get r4c5?" as a list of steps like "all steps" ([`Listed`]), each
//! found on the board the steps before it leave, so only the first is offered to apply.
//!
//! The diagnosis comes first, as for a hint: a puzzle without one solution, a board in
//! entering, a wrong digit or a note that removed the solution's digit get the hint's own
//! card; incomplete notes get "fill in the candidates" (the questions are asked of the
//! candidates, as the "all steps" list is).

use crate::engine::ask::{How, WhyNot, how, why_not};
use crate::engine::diagnosis::find_mistakes;
use crate::engine::phrase::Phrase;
use crate::engine::{Candidate, Cell, CellSet, Digit, Grid, Highlights, Technique};
use crate::game::{Command, Game, Stage, StepEffect, Verdict};
use crate::i18n::{Lang, render};

use super::{Card, Hint, Listed, Session, step_line};

/// What a question is answered with.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Answered {
    /// One card: a proof, an honest sentence, or the diagnosis.
    Card(Box<Card>),
    /// The steps to the cell, in order.
    Steps(Vec<Listed>),
}

/// The solution, when the questions can be answered on `game`'s notes; else the card to
/// show instead (the hint's diagnosis, or "fill in the candidates").
fn ready(game: &Game, lang: Lang) -> Result<Grid, Box<Card>> {
    let verdict = game.verdict();
    let card = |hint| Err(Box::new(Session::new(game, hint).card(lang)));
    let Verdict::Unique(solution) = verdict else {
        return Err(Box::new(Session::open(game, &verdict).card(lang)));
    };
    let mistakes = find_mistakes(&solution, game.digits(), game.centre_notes());
    if game.stage() != Stage::Playing || !mistakes.is_empty() {
        return Err(Box::new(Session::open(game, &verdict).card(lang)));
    }
    if !game.notes_are_complete() && !game.is_solved() {
        return card(Hint::NeedCandidates);
    }
    Ok(solution)
}

/// A card of one sentence about `cell`, outlined on the board.
fn sentence(lang: Lang, phrase: &Phrase, cell: Cell) -> Box<Card> {
    Box::new(Card {
        lang,
        rungs: vec![vec![render(lang, phrase)]],
        links: Vec::new(),
        last_rung: 1,
        first_rung: 1,
        highlights: Highlights {
            pattern_cells: CellSet::from_iter([cell]),
            ..Highlights::default()
        },
        targets: CellSet::EMPTY,
        action: None,
        alternative: None,
    })
}

fn about(key: &'static str, cell: Cell, digit: Digit) -> Phrase {
    Phrase::new(key).cell("cell", cell).digit("digit", digit)
}

/// "Why can't `c.cell` be `c.digit`?" on `game`, in `lang`; `watch` is told each technique
/// as the search tries it (the worker's progress reports).
pub fn answer_why_not(
    game: &Game,
    c: Candidate,
    lang: Lang,
    watch: &dyn Fn(Technique),
) -> Box<Card> {
    let solution = match ready(game, lang) {
        Ok(solution) => solution,
        Err(card) => return card,
    };
    let (cell, digit) = (c.cell, c.digit);
    let watched = |t| {
        watch(t);
        true
    };
    let key = match why_not(&game.notes_position(), &solution, c, watched) {
        WhyNot::Proof(step) => {
            let technique = step.technique;
            let mut card = Session::for_step(game, step).card(lang);
            let answer =
                about("explain.ask.because", cell, digit).technique("technique", technique);
            if let Some(first) = card.rungs.first_mut() {
                first.insert(0, render(lang, &answer));
            }
            return Box::new(card);
        }
        WhyNot::Belongs => "explain.ask.belongs",
        WhyNot::Filled(d) => return sentence(lang, &about("explain.ask.filled", cell, d), cell),
        WhyNot::AlreadyOut => "explain.ask.out",
        WhyNot::NotFound => "explain.ask.proof_not_found",
    };
    sentence(lang, &about(key, cell, digit), cell)
}

/// "How do I get `cell`?" on `game`, in `lang`: the steps, each with its line and its card
/// made on the board the steps before it leave (only the first can be applied now); `watch`
/// as for [`answer_why_not`].
pub fn answer_how(game: &Game, cell: Cell, lang: Lang, watch: &dyn Fn(Technique)) -> Answered {
    let solution = match ready(game, lang) {
        Ok(solution) => solution,
        Err(card) => return Answered::Card(card),
    };
    let watched = |t| {
        watch(t);
        true
    };
    match how(&game.notes_position(), &solution, cell, watched) {
        How::Filled(d) => {
            Answered::Card(sentence(lang, &about("explain.ask.filled", cell, d), cell))
        }
        How::NotFound => Answered::Card(sentence(
            lang,
            &Phrase::new("explain.ask.how_not_found").cell("cell", cell),
            cell,
        )),
        How::Steps(steps) => {
            let mut now = game.clone();
            let mut items = Vec::with_capacity(steps.len());
            for (i, step) in steps.into_iter().enumerate() {
                let line = render(lang, &step_line(&step, &now.notes_position()));
                let effect = StepEffect::from(&step);
                let mut card = Session::for_step(&now, step).card(lang);
                if i > 0 {
                    card.action = None;
                }
                items.push((line, card));
                now.apply(Command::ApplyStep(effect));
            }
            Answered::Steps(items)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Variant, parse_puzzle};
    use crate::test_support::{cell, digit};

    /// UNIQUE (top1465 #1) with every candidate noted, playing.
    fn hard_game() -> Game {
        let p = parse_puzzle(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            Variant::Standard,
        )
        .unwrap();
        let mut game = Game::default();
        game.apply(Command::Load(Box::new(p)));
        game.apply(Command::Start);
        game.apply(Command::FillCandidates);
        game
    }

    #[test]
    fn why_not_gives_the_proof_first_and_its_step_to_apply() {
        let game = hard_game();
        // r9c3 is 7 (a hidden single in block 7): any other digit there is ruled out by it.
        let card = answer_why_not(
            &game,
            Candidate::new(cell("r9c3"), digit(1)),
            Lang::En,
            &|_| {},
        );
        assert!(
            card.rungs[0][0].starts_with("r9c3 cannot be 1; this step proves it: "),
            "{:?}",
            card.rungs
        );
        assert_eq!(card.first_rung, 2);
        assert!(card.action.is_some());
    }

    #[test]
    fn a_digit_of_the_solution_gets_an_honest_answer() {
        let game = hard_game();
        let card = answer_why_not(
            &game,
            Candidate::new(cell("r9c3"), digit(7)),
            Lang::En,
            &|_| {},
        );
        assert_eq!(
            card.rungs,
            [["7 belongs in r9c3: it is the solution's digit, so nothing rules it out."]]
        );
        assert_eq!(card.last_rung, 1);
        assert!(card.action.is_none());
        let de = answer_why_not(
            &game,
            Candidate::new(cell("r9c3"), digit(7)),
            Lang::De,
            &|_| {},
        );
        assert!(de.rungs[0][0].starts_with("Die 7 gehört nach Z9S3"));
        let given = answer_why_not(
            &game,
            Candidate::new(cell("r1c1"), digit(4)),
            Lang::En,
            &|_| {},
        );
        assert_eq!(given.rungs, [["r1c1 is filled already, with 4."]]);
    }

    #[test]
    fn how_lists_the_steps_only_the_first_offered_to_apply() {
        let game = hard_game();
        let Answered::Steps(items) = answer_how(&game, cell("r9c3"), Lang::En, &|_| {}) else {
            panic!("steps expected");
        };
        assert_eq!(items.len(), 1, "{items:?}");
        assert!(items[0].0.starts_with("Hidden Single"), "{}", items[0].0);
        assert!(items[0].1.action.is_some());
        // A cell further in needs several steps, each on the board the ones before leave.
        let Answered::Steps(items) = answer_how(&game, cell("r7c5"), Lang::En, &|_| {}) else {
            panic!("steps expected");
        };
        assert!(items.len() >= 2, "{items:?}");
        // The search tells each technique it tries (the worker's progress reports).
        let tried = std::cell::Cell::new(0);
        answer_how(&game, cell("r7c5"), Lang::En, &|_| {
            tried.set(tried.get() + 1)
        });
        assert!(tried.get() > 3, "{}", tried.get());
        assert!(items[0].1.action.is_some());
        assert!(items[1..].iter().all(|(_, c)| c.action.is_none()));
        let placed = &items.last().unwrap().1.highlights.placements;
        assert!(placed.iter().any(|p| p.cell == cell("r7c5")), "{placed:?}");
    }

    #[test]
    fn the_diagnosis_and_missing_notes_come_first() {
        let mut game = hard_game();
        // No notes: fill them in first.
        let bare = {
            let mut g = Game::default();
            g.apply(Command::Load(Box::new(game.puzzle())));
            g.apply(Command::Start);
            g
        };
        let card = answer_why_not(
            &bare,
            Candidate::new(cell("r9c3"), digit(1)),
            Lang::En,
            &|_| {},
        );
        assert!(matches!(
            card.action.as_ref().map(|a| &a.command),
            Some(Command::FillCandidates)
        ));
        // A wrong digit: the hint's diagnosis.
        game.apply(Command::Enter(cell("r9c3"), digit(1)));
        let Answered::Card(card) = answer_how(&game, cell("r5c5"), Lang::En, &|_| {}) else {
            panic!("the diagnosis expected");
        };
        assert!(matches!(
            card.action.as_ref().map(|a| &a.command),
            Some(Command::Erase(_))
        ));
    }
}
