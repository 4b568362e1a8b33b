//! The hint panel's rules: thinking, answers that fit or are dropped, stale on any change of
//! the board ("done" after the hint's own action), the list and back, guesses, closing.

use super::*;
use crate::game::coach::Session;
use crate::i18n::Lang;
use crate::test_support::{cell, digit, loaded};

const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

fn card(game: &Game) -> Card {
    Session::open(game, &game.verdict()).card(Lang::En)
}

#[test]
fn an_answer_opens_the_ladder_only_for_its_request_and_board() {
    let mut game = loaded(HARD);
    let mut panel = HintPanel::default();
    let now = BoardKey::of(&game);
    assert_eq!(panel.view(&now), View::Closed);
    let first = panel.ask(now.clone());
    assert_eq!(panel.view(&now), View::Thinking(None));
    let second = panel.ask(now.clone());
    assert_ne!(first, second);
    // The older request's answer is dropped; the newer one opens the ladder and counts.
    assert!(!panel.answer(first, card(&game), HintStart::Tell, &now));
    assert_eq!(panel.view(&now), View::Thinking(None));
    assert!(panel.answer(second, card(&game), HintStart::Tell, &now));
    assert!(matches!(
        panel.view(&now),
        View::Hint {
            from_list: false,
            ..
        }
    ));
    assert!(
        !panel.highlights(&now).area.is_empty(),
        "rung 1 tints the area"
    );
    // The board changes while thinking: the answer is dropped, the panel says so.
    let id = panel.ask(now.clone());
    game.apply(Command::Enter(cell("r1c2"), digit(5)));
    let changed = BoardKey::of(&game);
    assert_eq!(panel.view(&changed), View::Status("hint.changed"));
    assert!(!panel.answer(id, card(&game), HintStart::Tell, &changed));
    assert_eq!(panel.view(&changed), View::Status("hint.changed"));
    assert_eq!(panel.highlights(&changed), Highlights::default());
}

#[test]
fn a_hint_is_stale_after_any_change_and_done_after_its_own_action() {
    let mut game = loaded(HARD);
    let now = BoardKey::of(&game);
    let mut panel = HintPanel::default();
    let id = panel.ask(now.clone());
    panel.answer(id, card(&game), HintStart::Tell, &now);
    assert_eq!(panel.act(), None, "no action offered at rung 1");
    for _ in 0..2 {
        panel.climb(Ladder::advance);
    }
    let command = panel.act().expect("the action at rung 3");
    game.apply(command);
    assert_eq!(
        panel.view(&BoardKey::of(&game)),
        View::Status("hint.applied")
    );
    game.apply(Command::Undo);
    assert_eq!(
        panel.view(&BoardKey::of(&game)),
        View::Status("hint.applied"),
        "used up"
    );
    // A tap or a clock tick changes nothing about the board; a digit does.
    let id = panel.ask(BoardKey::of(&game));
    panel.answer(id, card(&game), HintStart::Tell, &BoardKey::of(&game));
    game.apply(Command::Tick(1000));
    game.apply(Command::CountHint);
    assert!(matches!(
        panel.view(&BoardKey::of(&game)),
        View::Hint { .. }
    ));
    game.apply(Command::ToggleNote(
        cell("r9c9"),
        crate::game::NoteKind::Centre,
        digit(2),
    ));
    assert_eq!(
        panel.view(&BoardKey::of(&game)),
        View::Status("hint.changed")
    );
}

#[test]
fn the_list_opens_a_step_and_goes_back() {
    let mut game = loaded(HARD);
    game.apply(Command::FillCandidates);
    let now = BoardKey::of(&game);
    let mut panel = HintPanel::default();
    let id = panel.ask_list(now.clone());
    let step = crate::game::coach::all_steps_now(&game, &game.verdict()).remove(0);
    let items = vec![(
        "a step".to_string(),
        Session::for_step(&game, step).card(Lang::En),
    )];
    panel.answer_list(id + 1, items.clone(), &now);
    assert_eq!(
        panel.view(&now),
        View::Thinking(None),
        "another request's list is dropped"
    );
    panel.answer_list(id, items.clone(), &now);
    assert_eq!(panel.view(&now), View::List(&items));
    panel.open_listed(0);
    let View::Hint {
        ladder,
        from_list: true,
    } = panel.view(&now)
    else {
        panic!("{:?}", panel.view(&now))
    };
    assert_eq!(ladder.rung(), 2, "a listed step shows its cells at once");
    panel.back_to_list();
    assert_eq!(panel.view(&now), View::List(&items));
    panel.close();
    assert_eq!(panel.view(&now), View::Closed);
    assert!(!panel.is_open());
}

#[test]
fn a_guess_is_answered_by_a_tap_and_failures_are_said() {
    let mut game = loaded(HARD);
    game.apply(Command::FillCandidates);
    let now = BoardKey::of(&game);
    let mut panel = HintPanel::default();
    let id = panel.ask(now.clone());
    let card = card(&game);
    let target = card.targets.first().expect("a step about cells");
    panel.answer(id, card, HintStart::Guess, &now);
    assert_eq!(
        panel.highlights(&now),
        Highlights::default(),
        "nothing given away"
    );
    assert!(panel.tapped(target, &now));
    let View::Hint { ladder, .. } = panel.view(&now) else {
        panic!()
    };
    assert_eq!((ladder.rung(), ladder.is_guessing()), (2, false));
    assert!(!panel.tapped(target, &now), "no guess awaited any more");

    let id = panel.ask(now.clone());
    panel.failed(id + 7);
    assert_eq!(panel.view(&now), View::Thinking(None));
    panel.failed(id);
    assert_eq!(panel.view(&now), View::Status("hint.unavailable"));
}

#[test]
fn a_hint_told_again_in_another_language_comes_back_to_its_rung() {
    let mut game = loaded(HARD);
    game.apply(Command::FillCandidates);
    let now = BoardKey::of(&game);
    let session = Session::open(&game, &game.verdict());
    let mut panel = HintPanel::default();
    let id = panel.ask(now.clone());
    assert!(panel.answer(id, session.card(Lang::En), HintStart::Tell, &now));
    panel.climb(Ladder::advance);
    panel.climb(Ladder::advance);
    let (id, list) = panel.retell(now.clone()).expect("a hint to tell again");
    assert!(!list);
    assert_eq!(panel.view(&now), View::Thinking(None));
    assert!(
        !panel.answer(id, session.card(Lang::De), HintStart::Guess, &now),
        "told again, not counted again"
    );
    let View::Hint { ladder, .. } = panel.view(&now) else {
        panic!()
    };
    assert_eq!(
        (ladder.rung(), ladder.card().lang, ladder.is_guessing()),
        (3, Lang::De, false)
    );
    // A listed step comes back as the same step of the list.
    let id = panel.ask_list(now.clone());
    let steps = crate::game::coach::all_steps_now(&game, &game.verdict());
    let items = |lang| -> Vec<Listed> {
        steps
            .iter()
            .map(|s| {
                (
                    format!("{lang:?}"),
                    Session::for_step(&game, s.clone()).card(lang),
                )
            })
            .collect()
    };
    panel.answer_list(id, items(Lang::En), &now);
    assert!(panel.open_listed(1));
    let (id, list) = panel.retell(now.clone()).unwrap();
    assert!(list);
    panel.answer_list(id, items(Lang::De), &now);
    let View::Hint {
        ladder,
        from_list: true,
    } = panel.view(&now)
    else {
        panic!()
    };
    assert_eq!(ladder.card(), &items(Lang::De)[1].1);
    // Nothing open: nothing to tell again.
    panel.close();
    assert_eq!(panel.retell(now), None);
}

#[test]
fn a_long_search_says_how_far_it_has_come_and_can_be_stopped() {
    let game = loaded(HARD);
    let now = BoardKey::of(&game);
    let mut panel = HintPanel::default();
    assert!(!panel.stop(), "nothing to stop");
    let first = panel.ask(now.clone());
    let second = panel.ask(now.clone());
    // A report on an older request is not this search's.
    panel.progress(first, "old".into());
    assert_eq!(panel.view(&now), View::Thinking(None));
    panel.progress(second, "Trying X-Wing (12 of 93 techniques)…".into());
    assert_eq!(
        panel.view(&now),
        View::Thinking(Some("Trying X-Wing (12 of 93 techniques)…"))
    );
    assert!(panel.stop());
    assert_eq!(panel.view(&now), View::Status("hint.stopped"));
    // The stopped search's answer, should it come, no longer fits.
    assert!(!panel.answer(second, card(&game), HintStart::Tell, &now));
    assert_eq!(panel.view(&now), View::Status("hint.stopped"));
    // Asked again, the report starts afresh.
    let third = panel.ask(now.clone());
    assert_eq!(panel.view(&now), View::Thinking(None));
    assert!(panel.answer(third, card(&game), HintStart::Tell, &now));
}

/// A question about a cell: "how" answered by a list or by a card (no steps), "why not" by a
/// card; it is remembered (to ask again) until a hint or the list is asked.
#[test]
fn a_question_takes_a_list_or_a_card_and_is_remembered() {
    use crate::engine::Candidate;
    let game = loaded(HARD);
    let now = BoardKey::of(&game);
    let mut panel = HintPanel::default();
    let how = Question::How(cell("r9c3"));
    let id = panel.ask_question(now.clone(), how);
    assert_eq!(panel.question(), Some(how));
    panel.answer_list(id, vec![("a step".into(), card(&game))], &now);
    assert!(matches!(panel.view(&now), View::List(items) if items.len() == 1));
    let id = panel.ask_question(now.clone(), how);
    panel.answer(id, card(&game), HintStart::Tell, &now);
    assert!(matches!(panel.view(&now), View::Hint { .. }));
    let why = Question::WhyNot(Candidate::new(cell("r9c3"), digit(1)));
    let id = panel.ask_question(now.clone(), why);
    panel.answer(id, card(&game), HintStart::Tell, &now);
    assert!(matches!(panel.view(&now), View::Hint { .. }));
    assert_eq!(panel.question(), Some(why));
    // A hint's answer kind still has to match a hint's request.
    let id = panel.ask(now.clone());
    assert_eq!(panel.question(), None);
    panel.answer_list(id, Vec::new(), &now);
    assert_eq!(panel.view(&now), View::Thinking(None));
    let id = panel.ask_list(now.clone());
    assert_eq!(panel.question(), None);
    assert!(!panel.answer(id, card(&game), HintStart::Tell, &now));
    assert_eq!(panel.view(&now), View::Thinking(None));
    panel.close();
    assert_eq!(panel.question(), None);
}
