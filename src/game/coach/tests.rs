//! The coach's order of hints, its rungs, actions and guesses, on real puzzles through the
//! real engine.

use super::*;
use crate::engine::trial::Link;
use crate::engine::{Cell, Digit, Grid, Technique, Variant, parse_puzzle};
use crate::game::settings::HintStart;
use crate::game::{NoteKind, Stage, StepEffect};
use crate::i18n::Lang;
use crate::test_support::data::data;

/// The classic Wikipedia puzzle: easy, solvable with the pen alone.
const CLASSIC: &str =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
/// top1465 #1: hard; the pen alone does not get far.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// `HARD` as a candidate grid after the first 16 steps of its path (a Skyscraper is next).
const SKYSCRAPER: &str = "4 569 1268 5789 3 15789 259 2567 25679 1237 359 12 6 127 14579 8 2357 234579 23678 3569 268 45789 278 45789 23459 23567 1 1236 346 1246 378 5 13678 23 9 2378 123 8 59 3479 17 13479 6 12357 23457 136 7 59 2 168 134689 345 1358 3458 68 46 468 1 9 2 7 35 35 5 12 3 78 678 678 129 4 29 9 12 7 35 4 35 12 68 68";

fn cell(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell::at(b[1] - b'1', b[3] - b'1').unwrap()
}

fn digit(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

fn loaded(text: &str) -> Game {
    let mut game = Game::default();
    game.apply(Command::Load(Box::new(
        parse_puzzle(text, Variant::Standard).unwrap(),
    )));
    game
}

/// `HARD` played with the pen until the pen-only methods run out.
fn pen_exhausted() -> Game {
    let mut game = loaded(HARD);
    while let Some(step) = crate::engine::pen::next_pen_step(Variant::Standard, &game.position()) {
        for p in &step.placements {
            game.apply(Command::Enter(p.cell, p.digit));
        }
    }
    assert!(!game.is_solved());
    game
}

fn solution(game: &Game) -> Grid {
    match game.verdict() {
        Verdict::Unique(g) => g,
        other => panic!("{other:?}"),
    }
}

fn open(game: &Game) -> Opened {
    Opened::open(game, &game.verdict(), HintStart::Tell)
}

/// A hint as the tests look at it: the session's content (in every language) and the
/// ladder's state (the card in English).
#[derive(Clone)]
struct Opened {
    session: Session,
    ladder: Ladder,
}

impl Opened {
    fn of(session: Session, start: HintStart) -> Opened {
        let ladder = Ladder::new(session.card(Lang::En), start);
        Opened { session, ladder }
    }
    fn open(game: &Game, verdict: &Verdict, start: HintStart) -> Opened {
        Opened::of(Session::open(game, verdict), start)
    }
    fn for_step(game: &Game, step: Step) -> Opened {
        Opened::of(Session::for_step(game, step), HintStart::Tell)
    }
    fn hint(&self) -> &Hint {
        self.session.hint()
    }
    fn step(&self) -> Option<&Step> {
        self.session.step()
    }
    fn rung_text(&self, n: u8, lang: Lang) -> Vec<String> {
        self.session.rung_text(n, lang)
    }
    fn action(&self) -> Option<Action> {
        self.session.action()
    }
    fn alternative(&self) -> Option<(usize, usize)> {
        self.session.alternative()
    }
    fn last_rung(&self) -> u8 {
        self.session.last_rung()
    }
    fn targets(&self) -> crate::engine::CellSet {
        self.session.targets()
    }
    fn full_highlights(&self) -> crate::engine::Highlights {
        self.session.full_highlights()
    }
    fn advance(&mut self) -> bool {
        self.ladder.advance()
    }
    fn rung(&self) -> u8 {
        self.ladder.rung()
    }
    fn highlights(&self) -> crate::engine::Highlights {
        self.ladder.highlights()
    }
    fn is_guessing(&self) -> bool {
        self.ladder.is_guessing()
    }
    fn guess(&mut self, cell: Cell) -> Option<GuessOutcome> {
        self.ladder.guess(cell)
    }
    fn guess_text(&self, lang: Lang) -> Option<String> {
        self.ladder.guess_text(lang)
    }
    fn chain_len(&self) -> usize {
        self.ladder.chain_len()
    }
    fn step_link(&mut self, forward: bool) -> bool {
        self.ladder.step_link(forward)
    }
    fn focused_link(&self) -> Option<usize> {
        self.ladder.focused_link()
    }
    fn focused_sentence(&self) -> Option<&str> {
        self.ladder.focused_sentence()
    }
    fn link_text(&self, lang: Lang) -> Vec<String> {
        self.session.link_text(lang)
    }
}

/// A cell the player has not filled, with its true digit and a digit that is wrong there.
fn empty_cell_with_wrong_digit(game: &Game) -> (Cell, Digit, Digit) {
    let sol = solution(game);
    let c = Cell::all()
        .find(|c| game.shown(*c).is_none())
        .expect("an empty cell");
    let truth = sol.get(c).unwrap();
    let wrong = Digit::all().find(|d| *d != truth).unwrap();
    (c, truth, wrong)
}

/// A check of a hint's kind.
type HintCheck = fn(&Hint) -> bool;

#[test]
fn the_order_of_hints_from_no_puzzle_to_a_step_on_the_notes() {
    // (game, expected kind) from the top of the decision list to the bottom.
    let empty = Game::default();
    let mut entering = Game::default();
    entering.apply(Command::Enter(cell("r1c1"), digit(5)));
    let several = loaded(&format!("........{}", &CLASSIC[8..]).replace('5', "."));
    let mut unsolvable = Game::default();
    for (c, d) in [("r1c1", 5), ("r1c2", 5)] {
        unsolvable.apply(Command::Enter(cell(c), digit(d)));
    }
    let mut playing_entered = loaded(CLASSIC);
    playing_entered.apply(Command::EditGivens);
    let pen = loaded(CLASSIC);
    let need = pen_exhausted();
    let mut notes = loaded(HARD);
    notes.apply(Command::FillCandidates);
    let mut solved = loaded(CLASSIC);
    let sol = solution(&solved);
    for c in Cell::all() {
        if solved.shown(c).is_none() {
            solved.apply(Command::Enter(c, sol.get(c).unwrap()));
        }
    }
    let cases: Vec<(&str, Game, HintCheck)> = vec![
        ("empty board", empty, |h| *h == Hint::NoPuzzle),
        ("one given, several solutions", entering, |h| {
            matches!(h, Hint::NotUnique { .. })
        }),
        (
            "several solutions",
            several,
            |h| matches!(h, Hint::NotUnique { differ } if differ.len() >= 2),
        ),
        ("contradicting givens", unsolvable, |h| {
            *h == Hint::Unsolvable
        }),
        ("entering givens", playing_entered, |h| {
            *h == Hint::NotPlaying
        }),
        ("no notes, easy: pen", pen, |h| matches!(h, Hint::Pen(_))),
        ("no notes, hard: candidates needed", need, |h| {
            *h == Hint::NeedCandidates
        }),
        (
            "full notes: a step on them",
            notes,
            |h| matches!(h, Hint::Step(s) if s.technique <= Technique::NakedSingle),
        ),
        ("solved", solved, |h| *h == Hint::Solved),
    ];
    for (name, game, ok) in cases {
        let hint = find_hint(&game, &game.verdict());
        assert!(ok(&hint), "{name}: {hint:?}");
    }
}

#[test]
fn a_wrong_digit_comes_first_with_its_house_cell_why_and_when() {
    let mut game = loaded(CLASSIC);
    game.apply(Command::FillCandidates);
    game.apply(Command::Tick(61_000));
    let (c, truth, wrong) = empty_cell_with_wrong_digit(&game);
    game.apply(Command::Enter(c, wrong));
    // A removed true note exists too, but the wrong digit is said first.
    let other = Cell::all()
        .filter(|x| game.shown(*x).is_none())
        .last()
        .unwrap();
    let other_truth = solution(&game).get(other).unwrap();
    game.apply(Command::ToggleNote(other, NoteKind::Centre, other_truth));
    let mut s = open(&game);
    let Hint::WrongDigit(w) = s.hint().clone() else {
        panic!("{:?}", s.hint())
    };
    assert_eq!((w.wrong.cell, w.wrong.digit), (c, wrong));
    assert_eq!(w.placed_in, Some(1));
    assert_eq!(
        s.rung_text(1, Lang::En),
        [
            "Something went wrong earlier — let’s find it.".to_string(),
            format!(
                "One of your digits in {} is wrong.",
                crate::i18n::house_name(Lang::En, w.house)
            )
        ]
    );
    assert_eq!(s.highlights().area, vec![w.house]);
    assert!(
        s.highlights().eliminations.is_empty(),
        "rung 1 shows only the area"
    );
    assert!(s.advance());
    assert_eq!(
        s.rung_text(2, Lang::En),
        [format!("The {wrong} in {c} is wrong.")]
    );
    assert!(
        s.highlights()
            .eliminations
            .contains(&Candidate::new(c, wrong))
    );
    s.advance();
    let why = s.rung_text(3, Lang::En);
    assert_eq!(
        why.last().unwrap(),
        &format!("You placed the {wrong} in {c} in move 2, at 1:01.")
    );
    assert!(why.len() >= 2, "a reason before the when: {why:?}");
    // Mended in place first, keeping every later move; undoing back to it is the
    // alternative, and says how many moves it takes back.
    let action = s.action().unwrap();
    assert_eq!(action.command, Command::Erase(c));
    assert_eq!(action.label, "hint.erase");
    assert_eq!(s.alternative(), Some((1, 2)));
    let card = s.session.card(Lang::En);
    assert_eq!(
        card.action.unwrap().label,
        format!("Erase the {wrong} in {c}")
    );
    // German names the cell its own way on every rung and on the button.
    let de = crate::i18n::cell_name(Lang::De, c);
    let german = s.session.card(Lang::De);
    assert_eq!(
        german.action.as_ref().unwrap().label,
        format!("Die {wrong} in {de} löschen")
    );
    assert!(german.rungs[1][0].contains(&de), "{:?}", german.rungs);
    assert!(german.rungs[2].last().unwrap().contains(&de));
    for line in german.rungs.iter().flatten() {
        assert!(
            crate::test_support::cell_names::english(line).is_empty(),
            "{line}"
        );
    }
    let alternative = card.alternative.unwrap();
    assert_eq!(alternative.command, Command::UndoTo(1));
    assert_eq!(
        alternative.label,
        "Undo to before move 2 (takes back 2 moves)"
    );
    let mut undone = game.clone();
    game.apply(action.command);
    assert_eq!(game.shown(c), None, "the mistake is erased");
    assert!(game.centre_notes()[c.index()].contains(truth));
    assert!(
        !game.centre_notes()[other.index()].contains(other_truth),
        "the later move stays"
    );
    undone.apply(alternative.command);
    assert_eq!(undone.shown(c), None, "the mistake is undone");
    assert!(undone.centre_notes()[other.index()].contains(other_truth));
}

#[test]
fn a_conflicting_digit_is_explained_by_the_repeat() {
    let mut game = loaded(CLASSIC);
    // r1c3 is empty; 5 is the given in r1c1.
    game.apply(Command::Enter(cell("r1c3"), digit(5)));
    let mut s = open(&game);
    let Hint::WrongDigit(w) = s.hint().clone() else {
        panic!("{:?}", s.hint())
    };
    assert_eq!(w.house, crate::engine::House::Row(0));
    s.advance();
    s.advance();
    assert_eq!(
        s.rung_text(3, Lang::En)[0],
        "5 appears twice in row 1: r1c1 and r1c3."
    );
    assert!(s.highlights().pattern_cells.contains(cell("r1c1")));
}

#[test]
fn a_wrong_digit_without_a_conflict_lists_the_steps_that_rule_it_out() {
    let mut game = loaded(CLASSIC);
    game.apply(Command::Enter(cell("r1c3"), digit(1)));
    let mut s = open(&game);
    s.advance();
    s.advance();
    let why = s.rung_text(3, Lang::En);
    assert!(
        why[0].starts_with("From your correct digits, ") && why[0].ends_with("the 1 in r1c3:"),
        "{why:?}"
    );
    assert!(
        why.len() >= 2 && why.len() <= 3 + CHAIN_TEST_LINES,
        "{why:?}"
    );
    // Each line a step ("Hidden Single: Place 5 in r7c4"), the earliest ones folded into one
    // line when there are many.
    assert!(
        why[1..why.len() - 1]
            .iter()
            .enumerate()
            .all(|(i, l)| l.contains(": ") || (i == 0 && l.ends_with(" earlier steps …)"))),
        "{why:?}"
    );
    assert_eq!(
        why.last().unwrap(),
        "You placed the 1 in r1c3 in move 1, at 0:00."
    );
}

const CHAIN_TEST_LINES: usize = 6;

#[test]
fn a_wrongly_removed_note_says_which_and_when_and_undoes_to_there() {
    let mut game = loaded(CLASSIC);
    game.apply(Command::FillCandidates);
    game.apply(Command::Tick(252_000));
    let (c, truth, _) = empty_cell_with_wrong_digit(&game);
    game.apply(Command::ToggleNote(c, NoteKind::Centre, truth));
    game.apply(Command::Tick(30_000));
    let (c2, _, _) = {
        let mut g = game.clone();
        g.apply(Command::Enter(c, truth));
        empty_cell_with_wrong_digit(&g)
    };
    // A later, harmless move: removing a false candidate elsewhere.
    let false_note = game.centre_notes()[c2.index()]
        .iter()
        .find(|d| Some(*d) != solution(&game).get(c2))
        .unwrap();
    game.apply(Command::ToggleNote(c2, NoteKind::Centre, false_note));
    let mut s = open(&game);
    assert_eq!(
        *s.hint(),
        Hint::RemovedNote(RemovedNote {
            truth: Candidate::new(c, truth),
            removed_in: Some(1),
            at_ms: Some(252_000),
        })
    );
    s.advance();
    assert_eq!(
        s.rung_text(2, Lang::En),
        [format!(
            "{c} no longer has the {truth} among its notes, but {truth} is still possible there."
        )]
    );
    s.advance();
    assert_eq!(
        s.rung_text(3, Lang::En),
        [format!(
            "You removed the {truth} from {c} in move 2, at 4:12."
        )]
    );
    assert_eq!(
        s.rung_text(3, Lang::De),
        [format!(
            "Du hast die {truth} in Zug 2 aus {} entfernt, bei 4:12.",
            crate::i18n::cell_name(Lang::De, c)
        )]
    );
    let action = s.action().unwrap();
    assert_eq!(
        action.command,
        Command::ToggleNote(c, NoteKind::Centre, truth)
    );
    assert_eq!(s.alternative(), Some((1, 2)));
    assert_eq!(
        s.session.card(Lang::De).alternative.unwrap().label,
        "Zurück bis vor Zug 2 (nimmt 2 Züge zurück)"
    );
    game.apply(action.command);
    assert!(game.centre_notes()[c.index()].contains(truth));
    assert!(find_hint(&game, &game.verdict()) != s.hint().clone());
}

#[test]
fn a_note_missing_since_the_load_offers_to_put_it_back() {
    // A pasted candidate grid whose r1c3 lacks its true digit 4.
    let game0 = loaded(CLASSIC);
    let mut notes = game0.clone();
    notes.apply(Command::FillCandidates);
    let mut text = String::new();
    for c in Cell::all() {
        match game0.shown(c) {
            Some((d, _)) => text.push_str(&format!("{d} ")),
            None => {
                let mut set = notes.centre_notes()[c.index()];
                if c == cell("r1c3") {
                    set.remove(digit(4));
                }
                for d in set.iter() {
                    text.push_str(&d.to_string());
                }
                text.push(' ');
            }
        }
    }
    let game = loaded(&text);
    let mut s = open(&game);
    let Hint::RemovedNote(r) = s.hint().clone() else {
        panic!("{:?}", s.hint())
    };
    assert_eq!((r.truth.cell, r.removed_in), (cell("r1c3"), None));
    s.advance();
    s.advance();
    assert_eq!(
        s.rung_text(3, Lang::En),
        ["The 4 was already missing from r1c3 when this game was loaded."]
    );
    assert_eq!(
        s.action().unwrap().command,
        Command::ToggleNote(cell("r1c3"), NoteKind::Centre, digit(4))
    );
}

#[test]
fn a_pen_hint_scans_then_shows_then_explains_then_applies() {
    let mut game = loaded(CLASSIC);
    let mut s = open(&game);
    let step = s.step().unwrap().clone();
    assert!(matches!(s.hint(), Hint::Pen(_)));
    let one = s.rung_text(1, Lang::En);
    assert!(
        one[0].starts_with("Look at the ") || one[0].contains(" has only one empty cell"),
        "{one:?}"
    );
    assert!(
        !one[0].contains(&step.placements[0].cell.to_string()),
        "rung 1 does not give the cell away: {one:?}"
    );
    s.advance();
    assert!(!s.rung_text(2, Lang::En)[0].is_empty());
    assert!(
        s.highlights()
            .pattern_cells
            .contains(step.placements[0].cell)
    );
    assert!(s.highlights().why.is_empty(), "rung 2 draws no reasoning");
    s.advance();
    assert!(!s.rung_text(3, Lang::En).is_empty());
    let why = s.highlights().why;
    assert!(
        why.sights.iter().all(|l| game.shown(l.from.cell).is_some()),
        "rung 3's sight lines start from placed digits: {why:?}"
    );
    assert!(
        !why.sights.is_empty() || step.technique == crate::engine::Technique::FullHouse,
        "rung 3 draws the single's blockers"
    );
    assert!(!s.advance() || s.rung() == 4);
    let action = s.action().unwrap();
    assert_eq!(action.command, Command::ApplyStep(StepEffect::from(&step)));
    let sol = solution(&game);
    game.apply(action.command);
    let p = step.placements[0];
    assert_eq!(game.shown(p.cell), Some((p.digit, false)));
    assert_eq!(sol.get(p.cell), Some(p.digit));
    game.apply(Command::Undo);
    assert_eq!(game.shown(p.cell), None, "apply is an undoable move");
}

#[test]
fn a_step_on_the_notes_uses_the_engine_explanation() {
    let mut game = loaded(HARD);
    game.apply(Command::FillCandidates);
    let mut s = open(&game);
    let e = s.session.explanation().unwrap().clone();
    assert_eq!(
        s.rung_text(1, Lang::En),
        [crate::i18n::render(Lang::En, &e.where_to_look)]
    );
    assert_eq!(s.highlights().area, e.highlights.area);
    assert!(s.highlights().pattern_cells.is_empty());
    s.advance();
    assert_eq!(
        s.rung_text(2, Lang::En),
        [crate::i18n::render(Lang::En, &e.what_to_see)]
    );
    assert_eq!(
        s.highlights(),
        crate::engine::Highlights {
            why: Default::default(),
            ..e.highlights.clone()
        },
        "rung 2 shows every role but rung 3's reasoning"
    );
    s.advance();
    assert_eq!(s.highlights(), e.highlights);
    assert_eq!(
        s.rung_text(3, Lang::En),
        crate::i18n::render_all(Lang::En, &e.why)
    );
    // The same rungs in German: other words, every placeholder filled.
    for n in 1..=3 {
        let (en, de) = (s.rung_text(n, Lang::En), s.rung_text(n, Lang::De));
        assert_eq!(en.len(), de.len());
        assert_ne!(en, de, "rung {n}");
        assert!(de.iter().all(|t| !t.contains('{')), "{de:?}");
    }
    assert_eq!(s.ladder.revealed_text().len(), 3);
}

#[test]
fn the_needs_candidates_hint_offers_to_fill_them() {
    let game = pen_exhausted();
    let s = open(&game);
    assert_eq!(*s.hint(), Hint::NeedCandidates);
    assert_eq!(s.last_rung(), 1);
    assert_eq!(s.action().unwrap().command, Command::FillCandidates);
    assert_eq!(s.rung_text(1, Lang::En).len(), 2);
}

#[test]
fn several_solutions_show_where_two_differ_and_have_no_action() {
    let game = loaded(&format!("........{}", &CLASSIC[8..]).replace('5', "."));
    let mut s = open(&game);
    let Hint::NotUnique { differ } = s.hint().clone() else {
        panic!()
    };
    assert!(s.action().is_none());
    assert!(s.advance());
    assert_eq!(s.highlights().pattern_cells, differ);
    assert!(s.rung_text(2, Lang::En)[0].starts_with("Two solutions differ in r"));
    assert!(!s.advance());
    assert!(
        all_steps_now(&game, &game.verdict())
            .iter()
            .all(|st| !st.technique.needs_uniqueness())
    );
}

#[test]
fn all_steps_are_sorted_by_difficulty_and_open_at_rung_two() {
    let mut game = loaded(HARD);
    assert!(
        all_steps_now(&game, &game.verdict()).is_empty(),
        "no notes, no list"
    );
    game.apply(Command::FillCandidates);
    let steps = all_steps_now(&game, &game.verdict());
    assert!(steps.len() > 1);
    assert!(steps.windows(2).all(|w| w[0].technique <= w[1].technique));
    // No two lines alike: one technique's patterns with the same effect are listed once.
    for (i, a) in steps.iter().enumerate() {
        for b in &steps[i + 1..] {
            assert!(
                a.technique != b.technique
                    || a.placements != b.placements
                    || a.eliminations != b.eliminations,
                "listed twice: {a:?}"
            );
        }
    }
    assert_eq!(
        Some(&steps[0]),
        open(&game).step(),
        "the first of the list is the hint"
    );
    let last = steps.last().unwrap().clone();
    let s = Opened::for_step(&game, last.clone());
    assert_eq!(s.rung(), 2);
    assert_eq!(s.step(), Some(&last));
    assert!(!s.highlights().eliminations.is_empty() || !s.highlights().placements.is_empty());
}

#[test]
fn an_active_guess_is_judged_right_close_or_elsewhere() {
    let mut game = loaded(HARD);
    game.apply(Command::FillCandidates);
    let fresh = Opened::open(&game, &game.verdict(), HintStart::Guess);
    assert!(fresh.is_guessing());
    assert_eq!(fresh.highlights(), Default::default(), "nothing given away");
    assert_eq!(
        fresh.ladder.revealed_text(),
        [["Which cell do you think this is about? Tap it."]]
    );
    let target = fresh.targets().first().unwrap();
    let full = fresh.full_highlights();
    let area: crate::engine::CellSet = full
        .area
        .iter()
        .fold(Default::default(), |a, h| a.union(h.cells()));
    let close = area
        .union(full.pattern_cells)
        .iter()
        .find(|c| !fresh.targets().contains(*c));
    let far = Cell::all()
        .find(|c| {
            !area
                .union(full.pattern_cells)
                .union(fresh.targets())
                .contains(*c)
        })
        .unwrap();

    let mut s = fresh.clone();
    assert_eq!(s.guess(far), Some(GuessOutcome::Elsewhere(full.area[0])));
    assert!(s.is_guessing() && s.rung() == 1);
    assert_eq!(
        s.guess_text(Lang::En).unwrap(),
        format!(
            "Not {far}. Look in {}.",
            crate::i18n::house_name(Lang::En, full.area[0])
        )
    );
    if let Some(close) = close {
        assert_eq!(s.guess(close), Some(GuessOutcome::Close));
        assert!(s.is_guessing());
    }
    assert_eq!(s.guess(target), Some(GuessOutcome::Right));
    assert_eq!((s.is_guessing(), s.rung()), (false, 2));
    assert_eq!(s.guess(target), None, "no guess awaited any more");
    assert_eq!(
        s.guess_text(Lang::En).unwrap(),
        format!("Yes — {target} is the one.")
    );

    // Giving up on the guess ("Show me") reveals rung 2 as well.
    let mut g = fresh;
    g.advance();
    assert_eq!((g.is_guessing(), g.rung()), (false, 2));
    // Tell mode never waits for a tap; nor does a hint about no cell.
    assert!(!open(&game).is_guessing());
    let none = Opened::open(&Game::default(), &Verdict::Empty, HintStart::Guess);
    assert!(!none.is_guessing());
    let _ = Stage::Playing;
}

#[test]
fn a_chain_is_stepped_through_one_link_at_a_time_at_rung_three() {
    // `HARD` with its notes after the path's first 16 steps: a Skyscraper is next.
    let game = loaded(SKYSCRAPER);
    let chain = all_steps_now(&game, &game.verdict())
        .into_iter()
        .find(|s| matches!(s.evidence, crate::engine::Evidence::Chain { .. }));
    let Some(chain) = chain else {
        panic!("no chain step in the list")
    };
    let mut s = Opened::for_step(&game, chain);
    let n = s.chain_len();
    assert!(n >= 2);
    assert!(!s.step_link(true), "not before rung 3");
    s.advance();
    assert_eq!(s.highlights().links.len(), n, "the whole chain first");
    assert!(s.step_link(true));
    assert_eq!((s.focused_link(), s.highlights().links.len()), (Some(0), 1));
    assert!(
        s.focused_sentence().is_some_and(|t| t.starts_with("Then ")),
        "{:?}",
        s.focused_sentence()
    );
    for _ in 0..n + 2 {
        s.step_link(true);
    }
    assert_eq!(s.focused_link(), Some(n - 1), "stops at the last link");
    assert_eq!(s.highlights().links.len(), n);
    for _ in 0..n - 1 {
        assert!(s.step_link(false));
    }
    assert_eq!(s.focused_link(), Some(0));
    assert!(s.step_link(false));
    assert_eq!(s.focused_link(), None);
    assert!(!s.step_link(false));
    // Rung 3 summarises (suppose, where the links lead, what follows); each link has its
    // sentence in the playback.
    let why = s.rung_text(3, Lang::En);
    assert!(why[0].starts_with("Suppose ") && why.len() == 3, "{why:?}");
    assert_eq!(s.link_text(Lang::En).len(), n);
}

/// A forcing net's links come in branches: stepping through draws only the focused link's
/// branch, up to that link; the whole net shows again before the first.
#[test]
fn a_net_is_stepped_through_one_branch_at_a_time() {
    let game = loaded(SKYSCRAPER);
    let mut card = open(&game).session.card(Lang::En);
    assert!(card.last_rung >= 3);
    let c = crate::engine::Candidate::new(cell("r1c1"), Digit::new(1).unwrap());
    let link = crate::engine::step::Link {
        from: c,
        to: c,
        strong: true,
    };
    card.highlights.links = vec![link; 5];
    card.highlights.branches = vec![0, 2];
    card.links = (0..5).map(|i| format!("link {i}")).collect();
    let mut ladder = Ladder::new(card, HintStart::Tell);
    while ladder.rung() < 3 {
        ladder.advance();
    }
    assert_eq!(ladder.highlights().links.len(), 5, "the whole net first");
    // Branch 1 is links 0 and 1, branch 2 links 2 to 4.
    for (i, drawn) in [(0, 1), (1, 2), (2, 1), (3, 2), (4, 3)] {
        assert!(ladder.step_link(true));
        assert_eq!(ladder.focused_link(), Some(i));
        assert_eq!(ladder.highlights().links.len(), drawn, "link {i}");
        assert_eq!(
            ladder.focused_sentence(),
            Some(format!("link {i}").as_str())
        );
    }
    for (i, drawn) in [(3, 2), (2, 1), (1, 2), (0, 1)] {
        assert!(ladder.step_link(false));
        assert_eq!(ladder.highlights().links.len(), drawn, "back to link {i}");
    }
    assert!(ladder.step_link(false));
    assert_eq!(ladder.highlights().links.len(), 5);
}

/// Placed digits leave their peers' notes alone unless the setting says otherwise; the
/// hints must stay sound anyway. Follow the coach's own hints (applying each, never
/// cleaning notes) through the hard puzzles of top1465's head: no step may remove a true
/// candidate or place a wrong digit, the coach never asks to undo one of its own steps, and
/// it always reaches the end; the forcing nets leave nothing to trial and error (which
/// `engine::trial`'s tests cover on positions stuck before the nets).
#[test]
fn the_coach_finishes_hard_puzzles_soundly_on_notes_left_stale() {
    let (mut trials, mut deep) = (0, 0);
    for line in data("top1465.txt").iter().take(25) {
        let mut game = loaded(line);
        game.apply(Command::FillCandidates);
        let sol = solution(&game);
        for _ in 0..1000 {
            let session = open(&game);
            match session.hint() {
                Hint::Solved => break,
                Hint::Step(step) => {
                    for p in &step.placements {
                        assert_eq!(sol.get(p.cell), Some(p.digit), "{line}: {}", step.technique);
                    }
                    for e in &step.eliminations {
                        assert_ne!(sol.get(e.cell), Some(e.digit), "{line}: {}", step.technique);
                    }
                }
                Hint::Trial(t) => {
                    trials += 1;
                    if t.chain.iter().any(|l| matches!(l, Link::Step(_))) {
                        deep += 1;
                    }
                    assert_ne!(sol.get(t.supposed.cell), Some(t.supposed.digit), "{line}");
                    assert_eq!(session.last_rung(), 4);
                    assert!(session.rung_text(3, Lang::En).len() >= 3);
                    // Every rung said in both languages, placeholders filled, German differs.
                    for n in 1..=3 {
                        let (en, de) = (
                            session.rung_text(n, Lang::En),
                            session.rung_text(n, Lang::De),
                        );
                        assert!(!en.is_empty() && en.len() == de.len(), "{line}: rung {n}");
                        for (e, d) in en.iter().zip(&de) {
                            assert!(!e.contains('{') && !d.contains('{'), "{e} / {d}");
                            assert_ne!(e, d);
                        }
                    }
                }
                other => panic!("{line}: {other:?}"),
            }
            let action = session.action().expect("an action");
            assert_eq!(
                game.apply(action.command),
                crate::game::Outcome::Changed,
                "{line}"
            );
            // The history names the hint's technique, trial and error included.
            if let Hint::Trial(_) = session.hint() {
                let last = game.history().moves().last().expect("the hint's move");
                assert_eq!(
                    last.kind,
                    crate::game::history::MoveKind::Step(crate::engine::Technique::TrialAndError)
                );
            }
        }
        assert!(game.is_solved(), "{line}: not finished");
    }
    assert_eq!(
        trials, 0,
        "the forcing nets leave nothing to trial and error"
    );
    eprintln!("trial and error: {trials} hints, {deep} of them with techniques in the chain");
}
