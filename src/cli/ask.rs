//! `stepwise ask`: a question about a cell of each puzzle (`--why-not r4c5=7`, `--how r4c5`),
//! answered from the puzzle's starting position by [`crate::engine::ask`], as one text or
//! JSON line per puzzle; the steps are written as `path` writes them.

use super::json;
use super::steps::{no_step, refusal, step_line};
use crate::engine::ask::{How, Question, WhyNot, how, why_not};
use crate::engine::solver::{Solutions, solve};
use crate::engine::{Cell, Digit, Position, Puzzle, Step};

/// The output line for `question` about `puzzle`.
pub fn answer(question: Question, as_json: bool, puzzle: &Puzzle) -> String {
    let solution = match solve(puzzle) {
        Solutions::Unique(grid) => grid,
        Solutions::None => return no_step(as_json, refusal(0).unwrap_or_default()),
        Solutions::Multiple(..) => return no_step(as_json, refusal(2).unwrap_or_default()),
    };
    let pos = Position::from_puzzle(puzzle);
    let any = |_| true;
    match question {
        Question::WhyNot(c) => {
            let (kind, steps) = match why_not(&pos, &solution, c, any) {
                WhyNot::Belongs => ("belongs", vec![]),
                WhyNot::Filled(_) => ("filled", vec![]),
                WhyNot::AlreadyOut => ("ruled-out", vec![]),
                WhyNot::Proof(step) => ("proof", vec![step]),
                WhyNot::NotFound => ("not-found", vec![]),
            };
            let text = match kind {
                "belongs" => format!("{} belongs in {}", c.digit, c.cell),
                "filled" => format!("{} is filled already", c.cell),
                "ruled-out" => format!("{} is no longer a candidate of {}", c.digit, c.cell),
                "not-found" => format!(
                    "no proof found that {} cannot be {} (past the nested nets)",
                    c.cell, c.digit
                ),
                _ => format!("{} cannot be {}", c.cell, c.digit),
            };
            let reply = Reply {
                question: "why-not",
                cell: c.cell,
                digit: Some(c.digit),
                kind,
                text,
            };
            reply.line(as_json, &pos, &steps)
        }
        Question::How(cell) => {
            let digit = solution.get(cell);
            let (kind, steps) = match how(&pos, &solution, cell, any) {
                How::Filled(_) => ("filled", vec![]),
                How::Steps(steps) => ("steps", steps),
                How::NotFound => ("not-found", vec![]),
            };
            let text = match (kind, digit) {
                ("filled", _) => format!("{cell} is filled already"),
                ("steps", Some(d)) if steps.len() == 1 => format!("{cell}={d} after 1 step"),
                ("steps", Some(d)) => format!("{cell}={d} after {} steps", steps.len()),
                _ => format!("no steps found that place {cell}"),
            };
            let reply = Reply {
                question: "how",
                cell,
                digit,
                kind,
                text,
            };
            reply.line(as_json, &pos, &steps)
        }
    }
}

/// What an answer says besides its steps.
struct Reply {
    /// `why-not` or `how`.
    question: &'static str,
    /// The cell asked about.
    cell: Cell,
    /// The digit asked about (why not), or the cell's solution digit (how).
    digit: Option<Digit>,
    /// The kind of answer (`proof`, `belongs`, `steps`, …).
    kind: &'static str,
    /// The answer in a sentence.
    text: String,
}

impl Reply {
    /// The answer's line: `text: step | step …`, or the JSON object; the steps written as
    /// `path` writes them, each on the position it applies to.
    fn line(&self, as_json: bool, start: &Position, steps: &[Step]) -> String {
        let mut pos = start.clone();
        let written: Vec<String> = steps
            .iter()
            .map(|s| {
                let line = step_line(as_json, s, &crate::engine::explain(s, &pos));
                pos.apply(s);
                line
            })
            .collect();
        if !as_json {
            return if written.is_empty() {
                self.text.clone()
            } else {
                format!("{}: {}", self.text, written.join(" | "))
            };
        }
        let digit = self.digit.map_or("null".to_string(), |d| d.to_string());
        format!(
            "{{\"question\":{},\"cell\":{},\"digit\":{digit},\"answer\":{},\"text\":{},\"steps\":[{}]}}",
            json::string(self.question),
            json::string(&self.cell.to_string()),
            json::string(self.kind),
            json::string(&self.text),
            written.join(",")
        )
    }
}
