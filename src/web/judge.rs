//! [`Judge`]: the verdict on the givens, from the engine worker. The page tells at once what
//! needs no solver ([`quick_verdict`]: no givens, a digit twice in a house); for the rest it
//! asks the worker (`Request::Judge`), so the exact solver stays out of the page's bundle
//! (7 KB gzip). Until the answer arrives — a few milliseconds once the worker runs — the
//! verdict is [`Verdict::Pending`], and nothing that needs the solution (checks, the mistake
//! marks, hints) acts on a verdict of other givens.

use leptos::prelude::*;

use super::engine::Engine;
use crate::engine::Puzzle;
use crate::game::engine_job::{Answer, Request};
use crate::game::{Game, Verdict, quick_verdict};

/// Judge requests' ids start here, far from the hint panel's (which count up from 1), so an
/// answer is never taken for the other's.
const FIRST_ID: u64 = 1 << 48;

/// How often a request the worker failed (it crashed or could not load) is sent again.
const RETRIES: u8 = 2;

/// What the page knows of the worker's verdicts.
#[derive(Default)]
struct Inner {
    /// The newest verdict the worker gave, with the puzzle it judged.
    judged: Option<(Puzzle, Verdict)>,
    /// The request on its way: its id, its puzzle and how many times it was sent again.
    asked: Option<(u64, Puzzle, u8)>,
    /// How many requests were sent (the next id is [`FIRST_ID`] plus this).
    sent: u64,
    /// The puzzle whose request failed every retry: asked again when a worker is ready.
    gave_up: Option<Puzzle>,
}

/// The worker's verdicts on the page (a field of the app state, `Copy`). One stored value
/// and a trigger rather than a signal per field: each signal type costs the bundle code of
/// its own.
#[derive(Clone, Copy)]
pub struct Judge {
    inner: StoredValue<Inner>,
    /// Fires when a verdict arrives.
    arrived: Trigger,
}

impl Judge {
    /// No verdict yet.
    pub fn new() -> Judge {
        Judge {
            inner: StoredValue::new(Inner::default()),
            arrived: Trigger::new(),
        }
    }

    /// The verdict on `puzzle` as the page knows it now (tracked: it changes when the
    /// worker's answer arrives).
    pub fn verdict(self, puzzle: &Puzzle) -> Verdict {
        quick_verdict(puzzle).unwrap_or_else(|| {
            self.arrived.track();
            self.inner.with_value(|i| match &i.judged {
                Some((judged, verdict)) if judged == puzzle => verdict.clone(),
                _ => Verdict::Pending,
            })
        })
    }

    /// The worker's newest verdict, whatever givens it was about (tracked): what the verdict
    /// line keeps saying while new givens are judged, so it does not flicker as the player
    /// types.
    pub fn last(self) -> Option<Verdict> {
        self.arrived.track();
        self.inner
            .with_value(|i| i.judged.as_ref().map(|(_, v)| v.clone()))
    }

    /// Asks `engine` about `puzzle` unless that is already asked or answered (a retry is
    /// always sent).
    fn ask(self, engine: Engine, puzzle: Puzzle, retries: u8) {
        let request = self.inner.try_update_value(|i| {
            let known = matches!(&i.asked, Some((_, p, _)) if *p == puzzle)
                || matches!(&i.judged, Some((p, _)) if *p == puzzle);
            if known && retries == 0 {
                return None;
            }
            let id = FIRST_ID + i.sent;
            i.sent += 1;
            let request = Request::Judge {
                id,
                variant: puzzle.variant,
                givens: puzzle.givens,
            };
            i.asked = Some((id, puzzle, retries));
            Some(request)
        });
        if let Some(request) = request.flatten() {
            engine.send(&request);
        }
    }

    /// Takes the engine's answer if it is one of ours (returns whether it was): a verdict
    /// for the newest request is kept; a failed request is sent again, at most [`RETRIES`]
    /// times (the engine starts a new worker for it), and once more when a worker next says
    /// it is ready (the hint panel's next ask starts one).
    pub fn answered(self, engine: Engine, answer: &Answer) -> bool {
        if let Answer::Ready = answer {
            let gave_up = self.inner.try_update_value(|i| i.gave_up.take()).flatten();
            if let Some(puzzle) = gave_up {
                self.ask(engine, puzzle, 0);
            }
            return false;
        }
        let (Answer::Judged { id, .. } | Answer::Failed { id }) = answer else {
            return false;
        };
        if *id < FIRST_ID {
            return false;
        }
        let newest = self.inner.try_update_value(|i| match i.asked.take() {
            Some((asked, puzzle, retries)) if asked == *id => Some((puzzle, retries)),
            other => {
                i.asked = other;
                None
            }
        });
        let Some((puzzle, retries)) = newest.flatten() else {
            return true;
        };
        match answer {
            Answer::Judged { verdict, .. } => {
                self.inner
                    .update_value(|i| i.judged = Some((puzzle, verdict.clone())));
                self.arrived.notify();
            }
            _ if retries < RETRIES => self.ask(engine, puzzle, retries + 1),
            _ => self.inner.update_value(|i| i.gave_up = Some(puzzle)),
        }
        true
    }

    /// Asks the engine for the verdict whenever the givens change and the page cannot tell
    /// by itself, from the first paint on (the worker starts then; the board comes first).
    pub fn install(self, engine: Engine, game: RwSignal<Game>) {
        let painted = RwSignal::new(false);
        super::after_first_paint(move || painted.set(true));
        Effect::new(move |_| {
            let puzzle = game.with(Game::puzzle);
            if painted.get() && quick_verdict(&puzzle).is_none() {
                self.ask(engine, puzzle, 0);
            }
        });
    }
}
