//! [`Judge`]: the verdict on the givens, from the verdict worker. The page tells at once what
//! needs no solver ([`quick_verdict`]: no givens, a digit twice in a house); for the rest it
//! asks a worker of its own (`verdict_worker`, `Request::Judge`), so the exact solver stays
//! out of the page's bundle (7 KB gzip) and the verdict never waits on the engine worker
//! (loading, or busy with a hint). Until the answer arrives — a few milliseconds once the
//! worker runs — the verdict is [`Verdict::Pending`], and nothing that needs the solution
//! (checks, the mistake marks, hints) acts on a verdict of other givens.

use std::time::Duration;

use leptos::prelude::*;

use super::engine::{Engine, VERDICT_WORKER};
use crate::engine::Puzzle;
use crate::game::engine_job::{Answer, Request};
use crate::game::{Game, Verdict, quick_verdict};

/// How often a request the worker failed (it crashed or could not load) is sent again at
/// once.
const RETRIES: u8 = 2;

/// After the retries, the request is sent again this long after each failure (a worker
/// that could not load — offline before its first visit finished — may load later).
const RETRY_LATER: Duration = Duration::from_secs(3);

/// What the page knows of the worker's verdicts.
#[derive(Default)]
struct Inner {
    /// The newest verdict the worker gave, with the puzzle it judged.
    judged: Option<(Puzzle, Verdict)>,
    /// The request on its way: its id, its puzzle and how many times it was sent again.
    asked: Option<(u64, Puzzle, u8)>,
    /// How many requests were sent (the next id).
    sent: u64,
}

/// The worker's verdicts on the page (a field of the app state, `Copy`). One stored value
/// and a trigger rather than a signal per field: each signal type costs the bundle code of
/// its own.
#[derive(Clone, Copy)]
pub struct Judge {
    inner: StoredValue<Inner>,
    /// Fires when a verdict arrives.
    arrived: Trigger,
    /// The verdict worker.
    worker: Engine,
}

impl Judge {
    /// No verdict yet; the worker starts with the first request.
    pub fn new() -> Judge {
        Judge {
            inner: StoredValue::new(Inner::default()),
            arrived: Trigger::new(),
            worker: Engine::new(VERDICT_WORKER),
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

    /// Asks the worker about `puzzle` unless that is already asked or answered (a retry is
    /// always sent).
    fn ask(self, puzzle: Puzzle, retries: u8) {
        let request = self.inner.try_update_value(|i| {
            let known = matches!(&i.asked, Some((_, p, _)) if *p == puzzle)
                || matches!(&i.judged, Some((p, _)) if *p == puzzle);
            if known && retries == 0 {
                return None;
            }
            let id = i.sent;
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
            self.worker.send(&request);
        }
    }

    /// Takes the worker's answer: a verdict for the newest request is kept; a failed request
    /// is sent again while its givens are still the newest asked about, at once
    /// [`RETRIES`] times (the engine handle starts a new worker for it), then every
    /// [`RETRY_LATER`].
    fn answered(self, answer: &Answer) {
        let (Answer::Judged { id, .. } | Answer::Failed { id }) = answer else {
            return;
        };
        let id = *id;
        let newest = self.inner.with_value(|i| match &i.asked {
            Some((asked, puzzle, retries)) if *asked == id => Some((puzzle.clone(), *retries)),
            _ => None,
        });
        let Some((puzzle, retries)) = newest else {
            return;
        };
        if let Answer::Judged { verdict, .. } = answer {
            self.inner.update_value(|i| {
                i.asked = None;
                i.judged = Some((puzzle, verdict.clone()));
            });
            self.arrived.notify();
            return;
        }
        let delay = if retries < RETRIES {
            Duration::ZERO
        } else {
            RETRY_LATER
        };
        let retry = move || {
            let still = self
                .inner
                .with_value(|i| matches!(&i.asked, Some((asked, ..)) if *asked == id));
            if still {
                self.ask(puzzle, retries.saturating_add(1));
            }
        };
        super::later(Box::new(retry), delay);
    }

    /// Asks the worker for the verdict whenever the givens change and the page cannot tell
    /// by itself, from the first paint on (the worker starts then; the board comes first).
    pub fn install(self, game: RwSignal<Game>) {
        self.worker.on_answer(move |answer| self.answered(&answer));
        let painted = RwSignal::new(false);
        super::after_first_paint(move || painted.set(true));
        Effect::new(move |_| {
            let puzzle = game.with(Game::puzzle);
            if painted.get() && quick_verdict(&puzzle).is_none() {
                self.ask(puzzle, 0);
            }
        });
    }
}
