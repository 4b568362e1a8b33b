//! [`HintPanel`]: the hint panel's rules as data. Asking sends a request to the engine (the
//! worker) and waits ("thinking"); the answer opens a [`Ladder`] — unless the board changed
//! meanwhile or a newer request was made, when it is dropped. Any change of the board makes
//! an open hint or list stale: that is derived by comparing the board the hint was made for
//! with the board now ([`BoardKey`]), never copied from signal to signal. The component only
//! renders [`HintPanel::view`] and turns clicks into these calls.

use crate::engine::ask::Question;
use crate::engine::{Cell, DigitSet, Grid, Highlights, Variant};
use crate::game::settings::HintStart;
use crate::game::{Command, Game, Stage};

use super::{Card, Ladder};

/// What a hint is about on the board: the digits, the centre notes, the rules and the stage
/// (not the clock, the hint count or the corner notes).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BoardKey {
    digits: Grid,
    centre: [DigitSet; 81],
    variant: Variant,
    stage: Stage,
}

impl BoardKey {
    /// The key of `game`'s board.
    pub fn of(game: &Game) -> BoardKey {
        BoardKey {
            digits: game.position(),
            centre: *game.centre_notes(),
            variant: game.variant(),
            stage: game.stage(),
        }
    }
}

/// One line of the "all steps" list: its summary and its card.
pub type Listed = (String, Card);

/// What the panel shows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum View<'a> {
    /// Nothing (closed).
    Closed,
    /// Waiting for the engine's answer, with how far its search has come once it says.
    Thinking(Option<&'a str>),
    /// A hint being climbed; `from_list` offers "back to the list".
    Hint {
        /// The ladder.
        ladder: &'a Ladder,
        /// Opened from the "all steps" list.
        from_list: bool,
    },
    /// The "all steps" list.
    List(&'a [Listed]),
    /// A sentence instead of a hint (a message key): the hint was applied, the board
    /// changed under it, or the engine could not answer.
    Status(&'static str),
}

/// What the panel is waiting for or holding.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Shown {
    Nothing,
    Waiting {
        id: u64,
        list: bool,
    },
    Hint {
        ladder: Box<Ladder>,
        from_list: bool,
    },
    List,
    Status(&'static str),
}

/// The hint panel's state.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HintPanel {
    open: bool,
    shown: Shown,
    /// The board the request, hint or list was made for.
    board: Option<BoardKey>,
    /// The list, kept while one of its steps is open (for "back").
    list: Vec<Listed>,
    /// Which of its steps is open.
    listed: Option<usize>,
    /// The hint's action was taken (the board then changes: "done", not "changed").
    applied: bool,
    /// The last request id handed out.
    last_id: u64,
    /// Where to take the answer of a re-told hint (the same hint in another language).
    resume: Option<Resume>,
    /// The engine's newest progress report on the request waited for.
    progress: Option<String>,
    /// The question about a cell the panel answers ("how" as a list, "why not" as a hint),
    /// if it was asked rather than a hint or the list.
    question: Option<Question>,
}

/// The place in a hint to come back to when it is told again.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Resume {
    rung: u8,
    link: Option<usize>,
    /// The list's step that was open, if the hint came from the list.
    listed: Option<usize>,
}

impl Default for HintPanel {
    fn default() -> HintPanel {
        HintPanel {
            open: false,
            shown: Shown::Nothing,
            board: None,
            list: Vec::new(),
            listed: None,
            applied: false,
            last_id: 0,
            resume: None,
            progress: None,
            question: None,
        }
    }
}

impl HintPanel {
    /// Asks for the hint on `board`: the panel opens, thinking; returns the request's id.
    pub fn ask(&mut self, board: BoardKey) -> u64 {
        self.question = None;
        self.wait(board, false)
    }

    /// Asks for every step available on `board`; returns the request's id.
    pub fn ask_list(&mut self, board: BoardKey) -> u64 {
        self.question = None;
        self.wait(board, true)
    }

    /// Asks a question about a cell on `board` (answered like a hint, or for "how" like the
    /// list); returns the request's id.
    pub fn ask_question(&mut self, board: BoardKey, question: Question) -> u64 {
        self.question = Some(question);
        self.wait(board, matches!(question, Question::How(_)))
    }

    /// The question the panel answers, if one was asked (it is asked again on a language
    /// switch, and "how" again after its first step is taken).
    pub fn question(&self) -> Option<Question> {
        self.question
    }

    /// Asks for the open hint or list again (in another language), to come back to the same
    /// rung, chain link and listed step; `None` when nothing is shown to tell again. Returns
    /// the request's id and whether it is for the list.
    pub fn retell(&mut self, board: BoardKey) -> Option<(u64, bool)> {
        let (resume, list) = match &self.shown {
            Shown::Hint { ladder, from_list } => (
                Resume {
                    rung: ladder.rung(),
                    link: ladder.focused_link(),
                    listed: from_list.then_some(self.listed).flatten(),
                },
                *from_list,
            ),
            Shown::List => (
                Resume {
                    rung: 1,
                    link: None,
                    listed: None,
                },
                true,
            ),
            _ => return None,
        };
        if self.board.as_ref() != Some(&board) {
            return None;
        }
        let id = self.wait(board, list);
        self.resume = Some(resume);
        Some((id, list))
    }

    fn wait(&mut self, board: BoardKey, list: bool) -> u64 {
        self.resume = None;
        self.progress = None;
        self.last_id += 1;
        self.open = true;
        self.board = Some(board);
        self.applied = false;
        self.list.clear();
        self.listed = None;
        self.shown = Shown::Waiting {
            id: self.last_id,
            list,
        };
        self.last_id
    }

    /// The engine's report on how far its search for request `id` has come: kept while the
    /// panel waits for that request, dropped otherwise.
    pub fn progress(&mut self, id: u64, text: String) {
        if self.waiting_for() == Some(id) {
            self.progress = Some(text);
        }
    }

    /// The player stops the search waited for: the panel says so (the engine is ended by
    /// the caller; its answer, should one come, no longer fits). Returns whether a search
    /// was stopped.
    pub fn stop(&mut self) -> bool {
        if self.waiting_for().is_none() {
            return false;
        }
        self.progress = None;
        self.shown = Shown::Status("hint.stopped");
        true
    }

    /// The id of the request the panel waits for, if any.
    pub fn waiting_for(&self) -> Option<u64> {
        match self.shown {
            Shown::Waiting { id, .. } => Some(id),
            _ => None,
        }
    }

    /// The engine's hint for request `id`, on the board as it is `now`. Dropped unless it
    /// answers the request the panel waits for, on the board it was asked on. Returns whether
    /// it counts as a hint taken.
    pub fn answer(&mut self, id: u64, card: Card, start: HintStart, now: &BoardKey) -> bool {
        if !self.fits(id, false, now) {
            return false;
        }
        let mut ladder = Ladder::new(card, start);
        let counts = ladder.counts_as_hint();
        let resumed = self.resume.take();
        if let Some(r) = resumed {
            ladder.resume(r.rung, r.link);
        }
        self.shown = Shown::Hint {
            ladder: Box::new(ladder),
            from_list: false,
        };
        counts && resumed.is_none()
    }

    /// The engine's list for request `id` (dropped like a stale [`HintPanel::answer`]).
    pub fn answer_list(&mut self, id: u64, items: Vec<Listed>, now: &BoardKey) {
        if self.fits(id, true, now) {
            self.list = items;
            self.shown = Shown::List;
            if let Some(r) = self.resume.take()
                && let Some(i) = r.listed
            {
                self.open_listed(i);
                self.climb(|l| l.resume(r.rung, r.link));
            }
        }
    }

    /// The engine could not answer request `id`.
    pub fn failed(&mut self, id: u64) {
        if self.waiting_for() == Some(id) {
            self.shown = Shown::Status("hint.unavailable");
        }
    }

    /// Whether an answer fits: the request waited for, of its kind (a question may be
    /// answered by a list or a card), on the board it was asked on.
    fn fits(&self, id: u64, list: bool, now: &BoardKey) -> bool {
        let kind = |l: bool| l == list || self.question.is_some();
        matches!(self.shown, Shown::Waiting { id: w, list: l } if w == id && kind(l))
            && self.board.as_ref() == Some(now)
    }

    /// Opens step `i` of the list on the board; returns whether that counts as a hint taken.
    pub fn open_listed(&mut self, i: usize) -> bool {
        let Some((_, card)) = self.list.get(i) else {
            return false;
        };
        let ladder = Ladder::new(card.clone(), HintStart::Tell);
        let counts = ladder.counts_as_hint();
        self.listed = Some(i);
        self.shown = Shown::Hint {
            ladder: Box::new(ladder),
            from_list: true,
        };
        counts
    }

    /// Back from a listed step to the list.
    pub fn back_to_list(&mut self) {
        if matches!(
            self.shown,
            Shown::Hint {
                from_list: true,
                ..
            }
        ) {
            self.shown = Shown::List;
        }
    }

    /// Changes the open ladder (reveal, guess, step through a chain).
    pub fn climb<R>(&mut self, change: impl FnOnce(&mut Ladder) -> R) -> Option<R> {
        match &mut self.shown {
            Shown::Hint { ladder, .. } => Some(change(ladder)),
            _ => None,
        }
    }

    /// Takes the open hint's action: the command to dispatch.
    pub fn act(&mut self) -> Option<Command> {
        let command = self.climb(Ladder::act).flatten()?;
        self.applied = true;
        Some(command)
    }

    /// Takes the open hint's alternative ("undo to before move n") instead.
    pub fn act_alternative(&mut self) -> Option<Command> {
        let command = self.climb(Ladder::act_alternative).flatten()?;
        self.applied = true;
        Some(command)
    }

    /// Closes the panel.
    pub fn close(&mut self) {
        *self = HintPanel {
            last_id: self.last_id,
            ..HintPanel::default()
        };
    }

    /// Whether the panel is open.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// What the panel shows with the board as it is `now`: a hint whose action was taken is
    /// done (even if an undo brings its board back); a hint, list or wait made for another
    /// board is stale ("changed").
    pub fn view(&self, now: &BoardKey) -> View<'_> {
        if !self.open {
            return View::Closed;
        }
        let stale = self.board.as_ref().is_some_and(|b| b != now);
        match &self.shown {
            Shown::Status(key) => View::Status(key),
            // Used up: "done", even when an undo brings its board back.
            _ if self.applied => View::Status("hint.applied"),
            _ if stale => View::Status("hint.changed"),
            Shown::Nothing => View::Closed,
            Shown::Waiting { .. } => View::Thinking(self.progress.as_deref()),
            Shown::Hint { ladder, from_list } => View::Hint {
                ladder,
                from_list: *from_list,
            },
            Shown::List => View::List(&self.list),
        }
    }

    /// What the board highlights for the panel `now`: the open rung's marks, else nothing.
    pub fn highlights(&self, now: &BoardKey) -> Highlights {
        match self.view(now) {
            View::Hint { ladder, .. } => ladder.highlights(),
            _ => Highlights::default(),
        }
    }

    /// A tap on `cell`: answers an awaited guess. Returns whether it did.
    pub fn tapped(&mut self, cell: Cell, now: &BoardKey) -> bool {
        if !matches!(self.view(now), View::Hint { ladder, .. } if ladder.is_guessing()) {
            return false;
        }
        self.climb(|l| l.guess(cell)).flatten().is_some()
    }
}

#[cfg(test)]
mod tests;
