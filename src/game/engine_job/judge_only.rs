//! The verdict worker's part of the engine protocol: `judge` requests alone, answered with
//! the exact solver and its searches for a typo or a setter's account of several solutions
//! ([`judge`]; `verdict_worker` runs nothing else). It is a few dozen kilobytes and
//! loads at once, so the verdict on the givens never waits on the engine worker, which may
//! be loading its 200 KB or working on a hint. Kept apart from [`run`](super::run) so the
//! worker links none of the hint engine; its answers are the texts
//! [`Answer::to_text`](super::Answer::to_text) writes, so the page reads them as it reads
//! the engine worker's.
//!
//! ```
//! use stepwise::game::engine_job::judge_only::answer;
//! let classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
//! assert!(answer(&format!("judge 5 standard {classic}")).starts_with("judged 5 unique "));
//! assert_eq!(answer("rating-card 6 en standard 123"), "failed 6\n");
//! ```

use super::{failed_text, judge_fields, judged_text};
use crate::engine::Puzzle;
use crate::game::judge;

/// What the worker says once it listens (the engine worker's `ready`).
pub const READY: &str = "ready\n";

/// The answer to one request's text: `judged <id> <verdict>` for a `judge` request,
/// `failed <id>` for any other (the id 0 when the text names none), as the engine worker
/// answers a request it cannot read.
pub fn answer(text: &str) -> String {
    let head = text.lines().next().unwrap_or_default();
    let words: Vec<&str> = head.split(' ').collect();
    let Some(id) = words.get(1).and_then(|w| w.parse::<u64>().ok()) else {
        return failed_text(0);
    };
    match words.as_slice() {
        ["judge", _, variant, givens] => match judge_fields(variant, givens) {
            Some((variant, givens)) => judged_text(id, &judge(&Puzzle::new(variant, givens))),
            None => failed_text(id),
        },
        _ => failed_text(id),
    }
}
