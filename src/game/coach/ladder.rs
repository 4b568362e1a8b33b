//! [`Ladder`]: the rules of climbing one hint — which rung is shown, which button comes
//! next, when an active guess is awaited and how a tap is judged, when the action is offered,
//! whether asking counted as a hint, and stepping through a chain link by link. Plain data
//! over a [`Card`], tested natively; the hint panel only renders it and sends it taps.

use crate::engine::{Cell, Highlights};
use crate::game::Command;
use crate::game::settings::HintStart;
use crate::i18n::{Lang, tr};

use super::guess::guess_text;
use super::{Card, CardAction, GuessOutcome};

/// One hint being climbed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ladder {
    card: Card,
    rung: u8,
    /// Rung 1 waits for the player's tap (active guess).
    guessing: bool,
    /// The last tap and its judgement.
    guess: Option<(Cell, GuessOutcome)>,
    /// Rung 3 of a chain, stepped through: only links `0..=i` are drawn, of a net only those
    /// of link `i`'s branch (all when `None`).
    link: Option<usize>,
}

impl Ladder {
    /// Starts on `card` at its first rung, waiting for a tap when `start` is
    /// [`HintStart::Guess`] and the hint is about particular cells.
    pub fn new(card: Card, start: HintStart) -> Ladder {
        let guessing =
            start == HintStart::Guess && card.first_rung == 1 && !card.targets.is_empty();
        Ladder {
            rung: card.first_rung.max(1),
            card,
            guessing,
            guess: None,
            link: None,
        }
    }

    /// The same place on another card of the same hint (the card in another language): the
    /// rung and the chain link reached.
    pub fn resume(&mut self, rung: u8, link: Option<usize>) {
        self.guessing = false;
        self.rung = rung.clamp(1, self.card.last_rung);
        self.link = link.filter(|i| *i < self.chain_len());
    }

    /// The card being climbed.
    pub fn card(&self) -> &Card {
        &self.card
    }

    /// The rung reached, 1 to [`Ladder::last_rung`].
    pub fn rung(&self) -> u8 {
        self.rung
    }

    /// How many rungs the hint has (4 when it ends in an action).
    pub fn last_rung(&self) -> u8 {
        self.card.last_rung
    }

    /// Whether asking for this hint counts as a hint taken (it shows a step or a mistake
    /// and ends in an action).
    pub fn counts_as_hint(&self) -> bool {
        self.card.last_rung == 4
    }

    /// Whether rung 1 waits for the player to tap the cell they think is meant.
    pub fn is_guessing(&self) -> bool {
        self.guessing
    }

    /// The last tap and its judgement, if any.
    pub fn last_guess(&self) -> Option<(Cell, GuessOutcome)> {
        self.guess
    }

    /// Reveals the next rung (ends a guess). Returns whether anything changed.
    pub fn advance(&mut self) -> bool {
        let was_guessing = std::mem::take(&mut self.guessing);
        if self.rung < self.card.last_rung {
            self.rung += 1;
            true
        } else {
            was_guessing
        }
    }

    /// Judges a tap on `cell` while rung 1 waits for a guess. A right guess reveals rung 2;
    /// otherwise the rung stays and the player may tap again or ask to be shown. `None` when
    /// no guess is awaited.
    pub fn guess(&mut self, cell: Cell) -> Option<GuessOutcome> {
        if !self.guessing {
            return None;
        }
        let outcome = self.card.judge(cell);
        self.guess = Some((cell, outcome));
        if outcome == GuessOutcome::Right {
            self.advance();
        }
        Some(outcome)
    }

    /// The sentence for the last guess, if there was one.
    pub fn guess_text(&self, lang: Lang) -> Option<String> {
        self.guess
            .map(|(cell, outcome)| guess_text(cell, outcome, lang))
    }

    /// The button that reveals more, as a message key: "Show me" during a guess, "Show
    /// where" at rung 1, "Show why" at rung 2; `None` when rung 3 or the last is shown.
    pub fn next_button(&self) -> Option<&'static str> {
        if self.guessing {
            Some("hint.guess.show")
        } else if self.rung < self.card.last_rung && self.rung < 3 {
            Some(if self.rung == 1 {
                "hint.show_where"
            } else {
                "hint.show_why"
            })
        } else {
            None
        }
    }

    /// The action, once it is offered: from rung 3 on (or at the last rung of a shorter
    /// hint), until it is taken.
    pub fn offered_action(&self) -> Option<&CardAction> {
        let reached = self.rung >= 3 || self.rung == self.card.last_rung;
        (reached && self.rung < 4 && !self.guessing)
            .then_some(self.card.action.as_ref())
            .flatten()
    }

    /// The alternative to the action ("undo to before move n"), offered beside it.
    pub fn offered_alternative(&self) -> Option<&CardAction> {
        self.offered_action().and(self.card.alternative.as_ref())
    }

    /// Takes the offered action: the ladder reaches rung 4 and the command is returned to
    /// be dispatched.
    pub fn act(&mut self) -> Option<Command> {
        let command = self.offered_action()?.command.clone();
        self.rung = 4;
        Some(command)
    }

    /// Takes the offered alternative instead, like [`act`](Self::act).
    pub fn act_alternative(&mut self) -> Option<Command> {
        let command = self.offered_alternative()?.command.clone();
        self.rung = 4;
        Some(command)
    }

    /// How many links the hint's chain has (0 when it is no chain).
    pub fn chain_len(&self) -> usize {
        self.card.highlights.links.len()
    }

    /// The link the step-through shows last (`None`: the whole chain at once).
    pub fn focused_link(&self) -> Option<usize> {
        self.link
    }

    /// Steps through the chain at rung 3: `forward` lights one more link (from the whole
    /// chain back to the first link, then on to the last), backward one less (from the first
    /// back to the whole chain). Returns whether anything changed.
    pub fn step_link(&mut self, forward: bool) -> bool {
        let n = self.chain_len();
        if self.rung < 3 || n < 2 {
            return false;
        }
        let next = match (self.link, forward) {
            (None, true) => Some(0),
            (Some(i), true) if i + 1 < n => Some(i + 1),
            (Some(i), true) => Some(i),
            (Some(0), false) => None,
            (Some(i), false) => Some(i - 1),
            (None, false) => None,
        };
        let changed = next != self.link;
        self.link = next;
        changed
    }

    /// The playback's sentence for the focused link (`None` while the whole chain is shown).
    pub fn focused_sentence(&self) -> Option<&str> {
        self.link
            .and_then(|i| self.card.links.get(i))
            .map(String::as_str)
    }

    /// Every sentence revealed so far, rung by rung (what the panel shows); while a guess is
    /// awaited, rung 1 asks for the tap instead.
    pub fn revealed_text(&self) -> Vec<Vec<String>> {
        if self.guessing {
            return vec![vec![tr(self.card.lang, "hint.guess.ask").to_string()]];
        }
        self.card
            .rungs
            .iter()
            .take(usize::from(self.rung.min(3)))
            .cloned()
            .collect()
    }

    /// The newest words, for the live region: the guess's judgement and the current rung.
    pub fn announcement(&self) -> String {
        let mut parts: Vec<String> = self.guess_text(self.card.lang).into_iter().collect();
        if let Some(last) = self.revealed_text().last() {
            parts.extend(last.iter().cloned());
        }
        parts.join(" ")
    }

    /// What the board shows at the current rung: the area at rung 1 (nothing while a guess
    /// is awaited), every role from rung 2 on (a chain up to the focused link; a forcing net's
    /// focused branch up to it), and rung 3's
    /// reasoning (sight lines, base and cover lines, colours) from rung 3 on.
    pub fn highlights(&self) -> Highlights {
        if self.guessing {
            return Highlights::default();
        }
        let mut full = self.card.highlights.clone();
        if self.rung >= 2 {
            if let Some(i) = self.link {
                full.links.truncate(i + 1);
                // A net's links from the focused link's branch only: one branch at a time.
                let from = full.branches.iter().map(|b| usize::from(*b));
                let from = from.filter(|b| *b <= i).max().unwrap_or(0);
                full.links.drain(..from);
            }
            if self.rung < 3 {
                full.why = Default::default();
            }
            full
        } else {
            Highlights {
                area: full.area,
                ..Highlights::default()
            }
        }
    }
}
