//! The engine worker's protocol: every request and answer kind crosses as text and back,
//! every card the coach makes along real games (in both languages, every kind of action)
//! survives the trip, and damaged texts are refused, never a panic.

use super::codec::{command, command_text, escape, unescape};
use super::{Answer, Request, answer, judge_only, run};
use crate::engine::generator::{Options as GenerateOptions, Range, Symmetry, Target};
use crate::engine::{Candidate, Technique, Variant};
use crate::game::coach::{Card, Hint, Session};
use crate::game::{Command, Game, NoteKind, StepEffect};
use crate::i18n::Lang;
use crate::test_support::{cell, digit, loaded};

/// top1465 #1: hard; the pen alone does not get far.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
/// The classic Wikipedia puzzle: easy, pen-only.
const CLASSIC: &str =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

fn through_text(card: &Card) -> Card {
    let answer = Answer::Hint {
        id: 3,
        card: Box::new(card.clone()),
    };
    match Answer::from_text(&answer.to_text()) {
        Some(Answer::Hint { id: 3, card }) => *card,
        other => panic!("{other:?} from {}", answer.to_text()),
    }
}

/// One request of each kind about `game`, the judge request under `judged` rules (the
/// `match` fails to compile when a kind is added without a sample here).
fn one_request_of_each_kind(game: &Game, judged: Variant) -> [Request; 10] {
    let requests = [
        Request::Hint {
            id: 1,
            lang: Lang::De,
            game: game.clone(),
        },
        Request::Steps {
            id: 2,
            lang: Lang::En,
            game: game.clone(),
        },
        Request::Judge {
            id: 4,
            variant: judged,
            givens: *game.givens(),
        },
        Request::Generate {
            id: 5,
            lang: Lang::De,
            options: GenerateOptions::new(judged, Target::Level(crate::engine::Level::Medium)),
            seed: 18_446_744_073_709_551_615,
        },
        Request::Generate {
            id: 6,
            lang: Lang::En,
            options: GenerateOptions {
                technique: Some(Technique::XWing),
                symmetry: Symmetry::Central,
                minimal: true,
                min_clues: 20,
                max_clues: 30,
                max_tries: 50,
                ..GenerateOptions::new(
                    Variant::Diagonal,
                    Target::Range(Range::parse("se:2.5-4.0").unwrap()),
                )
            },
            seed: 7,
        },
        Request::RatingCard {
            id: 5,
            lang: Lang::De,
            variant: Variant::ColorDiagonal,
            givens: *game.givens(),
        },
        Request::How {
            id: 6,
            lang: Lang::En,
            game: game.clone(),
            cell: cell("r9c3"),
        },
        Request::WhyNot {
            id: 7,
            lang: Lang::De,
            game: game.clone(),
            candidate: Candidate::new(cell("r4c5"), digit(7)),
        },
        Request::Techniques {
            id: 8,
            lang: Lang::De,
        },
        Request::ShortLink {
            id: 9,
            lang: Lang::De,
            value: "k7_lzx1k2a8_standard_easy\nand a line".into(),
        },
    ];
    for r in &requests {
        match r {
            Request::Hint { .. }
            | Request::Steps { .. }
            | Request::Judge { .. }
            | Request::Generate { .. }
            | Request::RatingCard { .. }
            | Request::How { .. }
            | Request::WhyNot { .. }
            | Request::Techniques { .. }
            | Request::ShortLink { .. } => {}
        }
    }
    requests
}

/// Every kind of request and answer, one of each (the `match`es fail to compile when a kind
/// is added without a sample here).
#[test]
fn every_request_and_answer_kind_round_trips() {
    let game = loaded(HARD);
    for r in &one_request_of_each_kind(&game, Variant::Color) {
        assert_eq!(Request::from_text(&r.to_text()).as_ref(), Ok(r));
    }
    let card = Session::open(&game, &game.verdict()).card(Lang::En);
    // A forcing net's card: its links in branches.
    let mut net = card.clone();
    net.highlights.branches = vec![0, 3, 7];
    let answers = [
        Answer::Ready,
        Answer::Hint {
            id: 4,
            card: Box::new(card.clone()),
        },
        Answer::Steps {
            id: 5,
            items: vec![("a line".into(), card.clone()), ("b\nc".into(), net)],
        },
        Answer::Steps {
            id: 6,
            items: vec![],
        },
        Answer::Judged {
            id: 10,
            verdict: game.verdict(),
        },
        Answer::Failed { id: 9 },
        Answer::Progress {
            id: 11,
            text: "Trying X-Wing (12 of 93 techniques)…\nand a new line".into(),
        },
        Answer::Generated {
            id: 12,
            variant: Variant::ColorDiagonal,
            seed: u64::MAX,
            tries: 3,
            givens: *game.givens(),
            origin: "made k7_lzx1k2a8_color-diagonal_hard".into(),
        },
        Answer::NotGenerated {
            id: 13,
            reason: "no puzzle found in 3 tries;\nwiden it".into(),
        },
        Answer::RatingCard {
            id: 12,
            card: Box::new(crate::game::rating_card::rating_card(
                &game.puzzle(),
                Lang::De,
            )),
        },
        Answer::RatingCard {
            id: 13,
            card: Box::new(crate::game::rating_card::RatingCard {
                label: None,
                text: "Not rateable\n\na \\ line".into(),
            }),
        },
        Answer::Techniques {
            id: 14,
            list: vec![
                (
                    Technique::XWing,
                    crate::engine::Level::Hard,
                    "X-Wing\nodd".into(),
                ),
                (
                    Technique::FullHouse,
                    crate::engine::Level::Easy,
                    "Letzte Ziffer".into(),
                ),
            ],
        },
    ];
    for a in &answers {
        match a {
            Answer::Ready
            | Answer::Hint { .. }
            | Answer::Steps { .. }
            | Answer::Judged { .. }
            | Answer::Progress { .. }
            | Answer::Failed { .. }
            | Answer::Generated { .. }
            | Answer::NotGenerated { .. }
            | Answer::RatingCard { .. }
            | Answer::Techniques { .. } => {}
        }
        assert_eq!(Answer::from_text(&a.to_text()).as_ref(), Some(a));
    }
}

/// Every kind of verdict crosses as the worker's answer and back (the `match` fails to
/// compile when a kind is added without a sample here), and the worker's verdict is the
/// solver's.
#[test]
fn every_verdict_kind_crosses_from_the_worker() {
    use crate::engine::parse_puzzle;
    use crate::game::{Verdict, judge, quick_verdict, verdict};
    let puzzle = |text: &str| parse_puzzle(text, Variant::Standard).unwrap();
    let unique = puzzle(HARD);
    let mut repeated = puzzle(HARD);
    let first = crate::engine::Cell::new(0).unwrap();
    let beside = crate::engine::Cell::new(1).unwrap();
    repeated.givens.set(beside, repeated.givens.get(first));
    let several = puzzle(&format!("{}{}", ".".repeat(40), &HARD[40..]));
    let mut none_line = HARD.replace('.', "0").into_bytes();
    // Two givens that break no house but leave no solution.
    let empty_cells: Vec<usize> = (0..81).filter(|&i| none_line[i] == b'0').collect();
    let solution = verdict(&unique);
    let Verdict::Unique(grid) = solution else {
        panic!("HARD is unique")
    };
    let mut contradicted = None;
    'search: for &i in &empty_cells {
        for d in b'1'..=b'9' {
            let cell = crate::engine::Cell::new(i as u8).unwrap();
            if grid.get(cell).map(|g| g.get() + b'0') == Some(d) {
                continue;
            }
            none_line[i] = d;
            let p = puzzle(std::str::from_utf8(&none_line).unwrap());
            if quick_verdict(&p).is_none() && verdict(&p) == (Verdict::NoSolution { repeat: None })
            {
                contradicted = Some(p);
                break 'search;
            }
            none_line[i] = b'0';
        }
    }
    let contradicted_again = contradicted.expect("a given that leaves no solution");
    let verdicts = [
        verdict(&crate::engine::Puzzle::new(
            Variant::Standard,
            crate::engine::Grid::EMPTY,
        )),
        verdict(&repeated),
        verdict(&contradicted_again),
        solution,
        verdict(&several),
        Verdict::Pending,
        judge(&contradicted_again),
        judge(&several),
        // Several solutions with a given that makes it unique (a deadly rectangle).
        judge(&puzzle(
            "..3456789456789123789123456..4365897365897214897214365531642978642978531978531642",
        )),
    ];
    let mut kinds = std::collections::HashSet::new();
    for (i, v) in verdicts.iter().enumerate() {
        kinds.insert(match v {
            Verdict::Empty => "empty",
            Verdict::NoSolution { repeat: Some(_) } => "repeat",
            Verdict::NoSolution { repeat: None } => "none",
            Verdict::Unique(_) => "unique",
            Verdict::Several { .. } => "several",
            Verdict::Pending => "pending",
            Verdict::Typo(_) => "typo",
            Verdict::Ambiguous(_) => "ambiguous",
        });
        let answer = Answer::Judged {
            id: i as u64,
            verdict: v.clone(),
        };
        assert_eq!(Answer::from_text(&answer.to_text()), Some(answer));
    }
    assert_eq!(kinds.len(), 8, "a sample of each kind");
    assert!(
        verdicts
            .iter()
            .any(|v| matches!(v, Verdict::Typo(t) if !t.fixes.is_empty()))
    );
    assert!(
        verdicts
            .iter()
            .any(|v| matches!(v, Verdict::Ambiguous(a) if a.unique_with.is_some()))
    );
    // Damaged setter's verdicts are refused.
    for text in [
        "judged 1 typo 1 1 3 x",
        "judged 1 typo 1 1 99 -",
        "judged 1 typo 300 1 3 -",
        "judged 1 typo 1 1 3 0:1,0:2,0:3,0:4,0:5,0:6,0:7",
        "judged 1 ambiguous 2 1,2 0:1,1:2",
        "judged 1 ambiguous -2 1,2 -",
        "judged 1 ambiguous 2 1,2 0:0",
        "judged 1 ambiguous 2 1,2",
    ] {
        assert_eq!(Answer::from_text(text), None, "{text}");
    }
    for p in [&unique, &repeated, &several, &contradicted_again] {
        let request = Request::Judge {
            id: 1,
            variant: p.variant,
            givens: p.givens,
        };
        let sent = Request::from_text(&request.to_text()).unwrap();
        assert_eq!(
            run(&sent),
            Answer::Judged {
                id: 1,
                verdict: judge(p)
            }
        );
        // The verdict worker answers word for word as the engine worker does.
        assert_eq!(judge_only::answer(&request.to_text()), run(&sent).to_text());
    }
}

/// The verdict worker answers `judge` requests and refuses every other kind (the `match`
/// fails to compile when a kind is added without a sample here) and any damaged text, with
/// the request's id when it can read one.
#[test]
fn the_verdict_worker_answers_judge_requests_alone() {
    let game = loaded(CLASSIC);
    for r in &one_request_of_each_kind(&game, Variant::Standard) {
        let said = Answer::from_text(&judge_only::answer(&r.to_text()));
        let expected = match r {
            Request::Judge { id, .. } => Answer::Judged {
                id: *id,
                verdict: game.verdict(),
            },
            Request::Hint { id, .. }
            | Request::Steps { id, .. }
            | Request::Generate { id, .. }
            | Request::RatingCard { id, .. }
            | Request::How { id, .. }
            | Request::WhyNot { id, .. }
            | Request::Techniques { id, .. }
            | Request::ShortLink { id, .. } => Answer::Failed { id: *id },
        };
        assert_eq!(said, Some(expected), "{}", r.to_text());
    }
    for (text, id) in [
        ("", 0),
        ("judge", 0),
        ("judge x standard 1", 0),
        ("judge 7 standard 123", 7),
        (
            "judge 8 klingon 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            8,
        ),
        (
            "judge 9 standard 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 more",
            9,
        ),
    ] {
        assert_eq!(
            judge_only::answer(text),
            format!("failed {id}\n"),
            "{text:?}"
        );
    }
    assert_eq!(Answer::from_text(judge_only::READY), Some(Answer::Ready));
}

#[test]
fn every_card_along_real_games_survives_the_trip_in_both_languages() {
    let mut kinds = std::collections::HashSet::new();
    for (puzzle, notes) in [(CLASSIC, false), (HARD, true)] {
        let mut game = loaded(puzzle);
        if notes {
            game.apply(Command::FillCandidates);
        }
        for _ in 0..200 {
            let session = Session::open(&game, &game.verdict());
            for lang in Lang::ALL {
                let card = session.card(lang);
                assert_eq!(through_text(&card), card);
            }
            kinds.insert(std::mem::discriminant(session.hint()));
            let Some(action) = session.action() else {
                break;
            };
            game.apply(action.command);
        }
    }
    // A wrong digit (undo to before it), a removed note (put it back), the notes missing
    // (fill), and trial and error.
    let mut wrong = loaded(CLASSIC);
    wrong.apply(Command::Enter(cell("r1c3"), digit(1)));
    let mut unnoted = loaded(HARD);
    unnoted.apply(Command::Enter(cell("r1c2"), digit(5)));
    let mut removed = loaded(HARD);
    removed.apply(Command::FillCandidates);
    let truth = match removed.verdict() {
        crate::game::Verdict::Unique(g) => g.get(cell("r1c2")).unwrap(),
        v => panic!("{v:?}"),
    };
    removed.apply(Command::ToggleNote(cell("r1c2"), NoteKind::Centre, truth));
    for game in [wrong, unnoted, removed, Game::default()] {
        let session = Session::open(&game, &game.verdict());
        kinds.insert(std::mem::discriminant(session.hint()));
        let card = session.card(Lang::De);
        assert_eq!(through_text(&card), card, "{:?}", session.hint());
        // A mistake the history knows is mended in place, with "undo to before" beside it.
        if matches!(session.hint(), Hint::WrongDigit(_) | Hint::RemovedNote(_)) {
            let alternative = card.alternative.as_ref().expect("undo to before it");
            assert!(matches!(alternative.command, Command::UndoTo(_)));
            assert!(!matches!(
                card.action.as_ref().unwrap().command,
                Command::UndoTo(_)
            ));
            // Half said (no label): refused.
            let answer = Answer::Hint {
                id: 3,
                card: Box::new(card.clone()),
            }
            .to_text();
            let cut: Vec<&str> = answer
                .lines()
                .filter(|l| !l.starts_with("alternative-label "))
                .collect();
            assert_eq!(Answer::from_text(&cut.join("\n")), None);
        }
    }
    assert!(kinds.len() >= 6, "{} kinds of hint", kinds.len());
}

#[test]
fn every_command_a_hint_ends_in_crosses_and_no_other() {
    let c = cell("r4c5");
    let mut commands = vec![
        Command::FillCandidates,
        Command::ToggleNote(c, NoteKind::Centre, digit(7)),
        Command::ToggleNote(c, NoteKind::Corner, digit(1)),
        Command::UndoTo(12),
        Command::Erase(c),
    ];
    for &technique in Technique::EVERY {
        commands.push(Command::ApplyStep(StepEffect {
            technique,
            placements: vec![Candidate::new(c, digit(3))],
            eliminations: vec![
                Candidate::new(cell("r9c9"), digit(9)),
                Candidate::new(cell("r1c1"), digit(1)),
            ],
        }));
    }
    for cmd in &commands {
        let text = command_text(cmd).expect("a hint's command");
        assert_eq!(command(&text).as_ref(), Some(cmd), "{text}");
    }
    for other in [
        Command::Undo,
        Command::Start,
        Command::CountHint,
        Command::Tick(5),
    ] {
        assert_eq!(command_text(&other), None);
    }
}

#[test]
fn the_worker_answers_hints_lists_and_ratings() {
    let game = loaded(HARD);
    let Answer::Hint { id: 1, card } = answer(
        &Request::Hint {
            id: 1,
            lang: Lang::En,
            game: game.clone(),
        }
        .to_text(),
    ) else {
        panic!()
    };
    assert_eq!(*card, Session::open(&game, &game.verdict()).card(Lang::En));
    let mut noted = game.clone();
    noted.apply(Command::FillCandidates);
    let Answer::Steps { id: 2, items } = run(&Request::Steps {
        id: 2,
        lang: Lang::De,
        game: noted,
    }) else {
        panic!()
    };
    assert!(
        items.len() > 3
            && items
                .iter()
                .all(|(_, c)| c.first_rung == 2 && c.lang == Lang::De)
    );
    let easy = loaded(CLASSIC);
    let rated = run(&Request::RatingCard {
        id: 3,
        lang: Lang::En,
        variant: Variant::Standard,
        givens: *easy.givens(),
    });
    let Answer::RatingCard { id: 3, card } = rated else {
        panic!("{rated:?}")
    };
    assert_eq!(card.label, Some(crate::engine::Level::Easy));
    assert_eq!(answer("hint 5 xx\n"), Answer::Failed { id: 5 });
    assert_eq!(answer("nonsense"), Answer::Failed { id: 0 });
    assert!(matches!(
        Session::open(&Game::default(), &Game::default().verdict()).hint(),
        Hint::NoPuzzle
    ));
}

/// The rating card and the questions about a cell go through the worker: the card as its
/// own answer, "how" as a list (or a card when there are no steps), "why not" as a card.
#[test]
fn the_worker_answers_rating_cards_and_questions() {
    let mut game = loaded(HARD);
    game.apply(Command::FillCandidates);
    let Answer::RatingCard { id: 1, card } = answer(
        &Request::RatingCard {
            id: 1,
            lang: Lang::En,
            variant: Variant::Standard,
            givens: *game.givens(),
        }
        .to_text(),
    ) else {
        panic!()
    };
    assert_eq!(card.label, Some(crate::engine::Level::Extreme));
    let Answer::Steps { id: 2, items } = answer(
        &Request::How {
            id: 2,
            lang: Lang::De,
            game: game.clone(),
            cell: cell("r9c3"),
        }
        .to_text(),
    ) else {
        panic!()
    };
    assert_eq!(items.len(), 1);
    assert_eq!(items[0].1.lang, Lang::De);
    let given = answer(
        &Request::How {
            id: 3,
            lang: Lang::En,
            game: game.clone(),
            cell: cell("r1c1"),
        }
        .to_text(),
    );
    assert!(matches!(given, Answer::Hint { id: 3, .. }), "{given:?}");
    let Answer::Hint { id: 4, card } = answer(
        &Request::WhyNot {
            id: 4,
            lang: Lang::En,
            game,
            candidate: Candidate::new(cell("r9c3"), digit(7)),
        }
        .to_text(),
    ) else {
        panic!()
    };
    assert!(card.rungs[0][0].starts_with("7 belongs in r9c3"));
    for bad in [
        "how 5 en r0c1\n",
        "how 5 en r1c1",
        "why-not 5 en r1c1 0\n",
        "why-not 5 en r1c1\n",
        "rating-card 5 xx standard 1",
    ] {
        assert_eq!(answer(bad), Answer::Failed { id: 5 }, "{bad}");
    }
}

#[test]
fn only_the_newest_request_of_each_kind_is_done() {
    let arrived = [
        "hint 1 en\nx",
        "rating-card 2 en standard y",
        "hint 3 de\nz",
        "steps 4 en\nw",
        "rating-card 5 de standard v",
    ]
    .map(String::from)
    .to_vec();
    assert_eq!(
        super::latest(arrived),
        [
            "hint 3 de\nz",
            "steps 4 en\nw",
            "rating-card 5 de standard v"
        ]
    );
    assert!(super::latest(Vec::new()).is_empty());
}

#[test]
fn damaged_texts_are_refused_never_a_panic() {
    let game = loaded(HARD);
    let card = Session::open(&game, &game.verdict()).card(Lang::En);
    let good = Answer::Steps {
        id: 1,
        items: vec![("x".into(), card)],
    }
    .to_text();
    for end in (0..good.len()).filter(|i| good.is_char_boundary(*i)) {
        let cut = &good[..end];
        if let Some(a) = Answer::from_text(cut) {
            assert_eq!(a.to_text(), good, "a cut text read as another answer");
        }
    }
    // One byte changed anywhere: read or refused, never a panic.
    for i in 0..good.len() {
        let mut bytes = good.clone().into_bytes();
        bytes[i] = bytes[i].wrapping_add(1);
        if let Ok(text) = String::from_utf8(bytes) {
            let _ = Answer::from_text(&text);
            let _ = Request::from_text(&text);
        }
    }
    for text in ["a\\b", "line\nbreak", "\\n literal", "ünïcödé — ok"] {
        assert_eq!(unescape(&escape(text)).as_deref(), Some(text));
        assert!(!escape(text).contains('\n'));
    }
    assert_eq!(unescape("bad \\x"), None);
}

/// A search tells each technique it tries, in the ladder's order, without changing its
/// answer; the worker words each as a progress report in the request's language.
#[test]
fn a_search_reports_each_technique_it_tries_in_the_ladder_order() {
    use crate::engine::techniques::ladder;
    let mut game = loaded(HARD);
    game.apply(Command::FillCandidates);
    let order: Vec<Technique> = ladder().collect();
    for request in [
        Request::Hint {
            id: 1,
            lang: Lang::En,
            game: game.clone(),
        },
        Request::Steps {
            id: 2,
            lang: Lang::En,
            game: game.clone(),
        },
    ] {
        let seen = std::cell::RefCell::new(Vec::new());
        let answer = super::run_watched(&request, &|t| seen.borrow_mut().push(t));
        assert_eq!(answer, run(&request));
        let seen = seen.into_inner();
        assert!(!seen.is_empty(), "{request:?}");
        let place = |t: &Technique| order.iter().position(|o| o == t).unwrap();
        assert!(seen.windows(2).all(|w| place(&w[0]) < place(&w[1])));
    }
    let last = *order.last().unwrap();
    for (lang, words) in [(Lang::En, "techniques"), (Lang::De, "Techniken")] {
        let Answer::Progress { id: 7, text } = super::progress(7, lang, last) else {
            panic!("a progress report")
        };
        let name = crate::i18n::technique_name(lang, last);
        let tail = format!("({} ", order.len());
        assert!(
            text.contains(name) && text.contains(&tail) && text.contains(words),
            "{text}"
        );
    }
}

#[test]
fn rung_threes_reasoning_survives_the_trip_whole() {
    let game = loaded(HARD);
    let mut card = Session::open(&game, &game.verdict()).card(Lang::En);
    let c = |name: &str, d: u8| Candidate::new(cell(name), digit(d));
    card.highlights.why = crate::engine::Why {
        sights: vec![crate::engine::step::Link {
            from: c("r1c1", 4),
            to: c("r1c5", 4),
            strong: false,
        }],
        base: vec![crate::engine::House::Row(2), crate::engine::House::Row(6)],
        cover: vec![crate::engine::House::Column(2)],
        colours: vec![
            vec![c("r1c1", 4), c("r2c2", 5)],
            vec![c("r3c3", 4)],
            vec![],
            vec![c("r9c9", 9)],
        ],
    };
    assert_eq!(through_text(&card), card);
}

/// The worker generates what the generator makes from the same options and seed, reports
/// each try, and says why when no puzzle comes; progress is worded in both languages.
#[test]
fn the_worker_generates_with_progress_and_says_why_not() {
    use crate::engine::generator::generate;
    let options = GenerateOptions::new(Variant::Color, Target::Level(crate::engine::Level::Hard));
    let request = Request::Generate {
        id: 9,
        lang: Lang::En,
        options,
        seed: 4,
    };
    let made = generate(&options, 4).unwrap();
    let expected = Answer::Generated {
        id: 9,
        variant: Variant::Color,
        seed: 4,
        tries: made.tries,
        givens: made.puzzle.givens,
        origin: format!(
            "made {}",
            crate::game::origin::short::value(
                &crate::game::origin::Made { options, seed: 4 },
                &made.puzzle.givens,
            )
        ),
    };
    assert_eq!(
        run(&Request::from_text(&request.to_text()).unwrap()),
        expected
    );
    let mut tries = Vec::new();
    assert_eq!(
        super::generate::answer(9, Lang::En, &options, 4, &mut |n| tries.push(n)),
        expected
    );
    assert_eq!(tries, (1..=made.tries).collect::<Vec<_>>());
    let hopeless = GenerateOptions {
        max_tries: 2,
        ..GenerateOptions::new(
            Variant::Standard,
            Target::Range(Range::parse("se:11.0-12.0").unwrap()),
        )
    };
    assert_eq!(
        super::generate::answer(3, Lang::En, &hopeless, 1, &mut |_| {}),
        Answer::NotGenerated {
            id: 3,
            reason:
                "No puzzle found in two tries. Try again, or choose another technique or level."
                    .into()
        }
    );
    for (lang, text) in [
        (Lang::En, "Making a puzzle: try 12…"),
        (Lang::De, "Erzeuge ein Rätsel: Versuch 12 …"),
    ] {
        assert_eq!(
            super::generate::progress(2, lang, 12),
            Answer::Progress {
                id: 2,
                text: text.into()
            }
        );
    }
    // Damaged option words are refused with the id.
    for text in [
        "generate 4 en 1 standard easy - none 0 0 80",
        "generate 4 en x standard easy - none 0 0 80 10",
        "generate 4 en 1 klingon easy - none 0 0 80 10",
        "generate 4 en 1 standard tough - none 0 0 80 10",
        "generate 4 en 1 standard easy no-such none 0 0 80 10",
        "generate 4 en 1 standard easy - radial 0 0 80 10",
        "generate 4 en 1 standard easy - none 2 0 80 10",
        "generate 4 en 1 standard se:x - none 0 0 80 10",
        "generate 4 en 1 standard easy - none 0 0 80 10\nmore",
    ] {
        assert_eq!(Request::from_text(text), Err(4), "{text}");
    }
}

#[test]
fn the_worker_lists_every_technique_to_practise_with_its_name() {
    use crate::engine::techniques::Kind;
    for lang in [Lang::En, Lang::De] {
        let Answer::Techniques { id: 4, list } = run(&Request::Techniques { id: 4, lang }) else {
            panic!()
        };
        let listed: Vec<Technique> = list.iter().map(|(t, _, _)| *t).collect();
        // Every technique but those no puzzle can need, in the ladder's order.
        let expected: Vec<Technique> = Technique::EVERY
            .iter()
            .copied()
            .filter(|t| matches!(t.kind(), Kind::Candidates | Kind::PenOnly))
            .filter(|t| *t != Technique::ColorPincer)
            .collect();
        assert_eq!(listed, expected);
        for (t, level, name) in &list {
            assert_eq!(*level, t.level());
            assert_eq!(name, crate::i18n::technique_name(lang, *t));
        }
        let answer = Answer::Techniques { id: 4, list };
        assert_eq!(Answer::from_text(&answer.to_text()), Some(answer));
    }
}

#[test]
fn every_reason_for_no_puzzle_is_said_in_both_languages() {
    use super::generate::{practice, reason};
    use crate::engine::Level;
    use crate::engine::generator::{GenerateError, Impossible, generate};
    let range = Range::parse("se:2.0-3.0").unwrap();
    let reasons = [
        GenerateError::OutOfTries(7),
        GenerateError::Impossible(Impossible::EmptyRange(range)),
        GenerateError::Impossible(Impossible::OutOfReach(range)),
        GenerateError::Impossible(Impossible::NotOnAPath(Technique::XWing)),
        GenerateError::Impossible(Impossible::LastResort(Technique::XWing)),
        GenerateError::Impossible(Impossible::NeverFires(Technique::ColorPincer)),
        GenerateError::Impossible(Impossible::NotInVariant(
            Technique::DiagonalPincer,
            Variant::Standard,
        )),
        GenerateError::Impossible(Impossible::TooHardForLevel(Technique::XWing, Level::Easy)),
        GenerateError::Impossible(Impossible::MaxClues(3, 17)),
        GenerateError::Impossible(Impossible::ClueLimits(30, 20)),
        GenerateError::Impossible(Impossible::NoTries),
    ];
    for r in &reasons {
        // Fails to compile when a reason is added without a sample here.
        match r {
            GenerateError::OutOfTries(_)
            | GenerateError::Impossible(
                Impossible::EmptyRange(_)
                | Impossible::OutOfReach(_)
                | Impossible::NotOnAPath(_)
                | Impossible::LastResort(_)
                | Impossible::NeverFires(_)
                | Impossible::NotInVariant(..)
                | Impossible::TooHardForLevel(..)
                | Impossible::MaxClues(..)
                | Impossible::ClueLimits(..)
                | Impossible::NoTries,
            ) => {}
        }
        let en = crate::i18n::render(Lang::En, &reason(r));
        let de = crate::i18n::render(Lang::De, &reason(r));
        assert!(
            !en.contains('{') && !de.contains('{') && en != de,
            "{en} / {de}"
        );
    }
    // A technique the variant cannot hold: the worker says so in the request's language.
    let options = practice(Variant::Standard, Technique::DiagonalPincer, Level::Hard);
    assert!(generate(&options, 1).is_err());
    let Answer::NotGenerated { reason, .. } = run(&Request::Generate {
        id: 2,
        lang: Lang::De,
        options,
        seed: 1,
    }) else {
        panic!()
    };
    assert!(reason.contains("Diagonalen"), "{reason}");
}

/// A short link through the worker: its puzzle made again with the same link; every kind of
/// damage refused with its reason in both languages (the closed set of what `short::parse`
/// and the check can say), never a panic.
#[test]
fn the_worker_opens_short_links_and_says_why_not() {
    use crate::game::link::LinkError;
    use crate::game::origin::{Made, short};
    let options =
        GenerateOptions::new(Variant::Standard, Target::Level(crate::engine::Level::Easy));
    let Answer::Generated { origin, givens, .. } = run(&Request::Generate {
        id: 1,
        lang: Lang::En,
        options,
        seed: 77,
    }) else {
        panic!("no puzzle");
    };
    let link = origin.strip_prefix("made ").unwrap().to_string();
    assert_eq!(link, short::value(&Made { options, seed: 77 }, &givens));
    let request = Request::ShortLink {
        id: 2,
        lang: Lang::En,
        value: link.clone(),
    };
    let Some(Answer::Generated {
        origin: again,
        givens: same,
        ..
    }) = Answer::from_text(&run(&Request::from_text(&request.to_text()).unwrap()).to_text())
    else {
        panic!("the link did not open");
    };
    assert_eq!((again, same), (origin.clone(), givens));
    // A daily puzzle's short link opens as the day's puzzle (the streak counts it).
    let date = crate::game::daily::Date::new(2026, 11, 25).unwrap();
    let day = crate::game::daily::daily(date);
    for request in [
        Request::Generate {
            id: 4,
            lang: Lang::De,
            options: day.options,
            seed: day.seed,
        },
        Request::ShortLink {
            id: 4,
            lang: Lang::De,
            value: {
                let Answer::Generated { givens, .. } = run(&Request::Generate {
                    id: 4,
                    lang: Lang::En,
                    options: day.options,
                    seed: day.seed,
                }) else {
                    panic!("no daily puzzle");
                };
                short::value(&day, &givens)
            },
        },
    ] {
        let Answer::Generated { origin, .. } = run(&request) else {
            panic!("{request:?}");
        };
        assert_eq!(origin, "daily-2026-11-25");
        assert_eq!(
            crate::game::library::name::Origin::from_slug(&origin),
            Some(crate::game::library::name::Origin::Daily(date))
        );
    }
    let other = format!(
        "{}{}",
        if link.starts_with("00") { "01" } else { "00" },
        &link[2..]
    );
    for (value, why, en) in [
        ("", LinkError::Empty, "it is empty"),
        ("k", LinkError::Checksum, "its check is damaged"),
        (
            "k7_1A_standard_easy",
            LinkError::BadSeed,
            "its seed is not a number",
        ),
        (
            "k7_1_standard_easiest",
            LinkError::BadOptions,
            "its options are not ones",
        ),
        (
            other.as_str(),
            LinkError::OtherPuzzle,
            "makes a different puzzle",
        ),
    ] {
        if why != LinkError::OtherPuzzle {
            assert_eq!(short::parse(value).map(|_| ()), Err(why.clone()), "{value}");
        }
        for lang in Lang::ALL {
            let Answer::NotGenerated { id: 3, reason } = run(&Request::ShortLink {
                id: 3,
                lang,
                value: value.to_string(),
            }) else {
                panic!("{value} opened");
            };
            assert!(!reason.contains('{') && !reason.is_empty(), "{reason}");
            // The whole sentence: the page shows it as it is.
            if lang == Lang::En {
                assert!(reason.contains(en), "{value}: {reason}");
                assert!(
                    reason.starts_with("This link could not be opened: "),
                    "{reason}"
                );
            } else {
                assert_ne!(reason, crate::i18n::render(Lang::En, &short::reason(&why)));
            }
        }
    }
}
