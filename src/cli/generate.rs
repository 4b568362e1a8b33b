//! `stepwise generate`: puzzles made by [`crate::engine::generator`], one per line (the
//! 81 characters), or with `--json` one object per line, `{"puzzle":"…","variant":"…",
//! "seed":S,"rating":<the object rate --json prints>}`. Puzzle `i` of `--count N` is made
//! from seed `S + i`, so each line's seed makes that puzzle again on its own. Many puzzles
//! are made on every core (`--jobs`), written in seed order; a puzzle whose tries run out
//! stops the run after the puzzles before it, with the reason on standard error.

use std::io::{self, Write};
use std::num::NonZeroUsize;

use rayon::prelude::*;

use super::args::UsageError;
use super::json;
use crate::engine::generator::{Options, Range, Symmetry, Target, generate};
use crate::engine::rating::{self, Options as RateOptions};
use crate::engine::{Level, Technique, Variant};

/// The most puzzles one run makes.
pub const MAX_COUNT: u64 = 100_000;

/// What `generate` was asked for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Request {
    /// The generator's options.
    pub options: Options,
    /// The first puzzle's seed (`None`: from the clock when the run starts).
    pub seed: Option<u64>,
    /// How many puzzles.
    pub count: u64,
}

/// The options only `generate` takes, each with its value (`--minimal` has none).
pub const OPTIONS: &[&str] = &[
    "--level",
    "--rating",
    "--seed",
    "--count",
    "--symmetry",
    "--minimal",
    "--technique",
    "--min-clues",
    "--max-clues",
    "--tries",
];

/// Reads `generate`'s options (as (name, value) pairs, in order) for `variant`.
pub fn request(pairs: &[(String, String)], variant: Variant) -> Result<Request, UsageError> {
    let bad = |name: &str, value: &str, why: &str| {
        UsageError::BadGenerate(format!("{name} {value}: {why}"))
    };
    let number = |name: &str, value: &str| -> Result<u64, UsageError> {
        value
            .parse::<u64>()
            .map_err(|_| bad(name, value, "not a whole number"))
    };
    let mut options = Options::new(variant, Target::Any);
    let mut request = Request {
        options,
        seed: None,
        count: 1,
    };
    let mut targets = 0;
    for (name, value) in pairs {
        let (name, value) = (name.as_str(), value.as_str());
        match name {
            "--level" => {
                targets += 1;
                options.target = Target::Level(Level::from_slug(value).ok_or_else(|| {
                    bad(name, value, "use easy, medium, hard, expert or extreme")
                })?);
            }
            "--rating" => {
                targets += 1;
                let range =
                    Range::parse(value).map_err(|e| UsageError::BadGenerate(e.to_string()))?;
                options.target = Target::Range(range);
            }
            "--seed" => request.seed = Some(number(name, value)?),
            "--count" => {
                request.count = number(name, value)?;
                if request.count == 0 || request.count > MAX_COUNT {
                    return Err(bad(
                        name,
                        value,
                        &format!("make 1 to {MAX_COUNT} puzzles per run"),
                    ));
                }
            }
            "--symmetry" => {
                options.symmetry = Symmetry::from_slug(value)
                    .ok_or_else(|| bad(name, value, "use none, central, diagonal or mirror"))?;
            }
            "--minimal" => options.minimal = true,
            "--technique" => {
                options.technique = Some(technique(value).ok_or_else(|| {
                    bad(
                        name,
                        value,
                        "no such technique; name it as 'stepwise path' writes it (X-Wing) or by its id (x-wing)",
                    )
                })?);
            }
            "--min-clues" | "--max-clues" => {
                let n = number(name, value)?;
                let n = u8::try_from(n)
                    .ok()
                    .filter(|n| *n <= 81)
                    .ok_or_else(|| bad(name, value, "a clue count is 0 to 81"))?;
                if name == "--min-clues" {
                    options.min_clues = n;
                } else {
                    options.max_clues = n;
                }
            }
            "--tries" => {
                options.max_tries = u32::try_from(number(name, value)?)
                    .ok()
                    .filter(|n| *n >= 1)
                    .ok_or_else(|| bad(name, value, "give 1 to 4294967295 tries"))?;
            }
            other => return Err(UsageError::UnknownOption(other.to_string())),
        }
    }
    if targets == 0 && options.technique.is_none() {
        return Err(UsageError::BadGenerate(
            "generate needs --level, --rating or --technique".to_string(),
        ));
    }
    if targets > 1 {
        return Err(UsageError::BadGenerate(
            "give one of --level and --rating, not both".to_string(),
        ));
    }
    options
        .check()
        .map_err(|e| UsageError::BadGenerate(e.to_string()))?;
    request.options = options;
    Ok(request)
}

/// The technique a name or an id names (case and spaces ignored).
fn technique(text: &str) -> Option<Technique> {
    let key = |s: &str| {
        s.chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '+')
            .map(|c| c.to_ascii_lowercase())
            .collect::<String>()
    };
    let wanted = key(text);
    Technique::EVERY
        .iter()
        .copied()
        .find(|t| key(t.id()) == wanted || key(t.name()) == wanted)
}

/// Makes and writes the puzzles; `Ok(false)` when one ran out of tries (its message is on
/// `err`, the puzzles before it on `out`).
pub fn run(
    request: &Request,
    json_out: bool,
    jobs: Option<NonZeroUsize>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<bool> {
    let jobs = jobs
        .or_else(|| std::thread::available_parallelism().ok())
        .map_or(1, NonZeroUsize::get);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| io::Error::other(format!("cannot start {jobs} threads: {e}")))?;
    // A few puzzles per thread at a time, written in seed order before the next batch.
    let batch = (jobs as u64 * 4).max(1);
    let seed = request.seed.unwrap_or_else(clock_seed);
    let mut i = 0;
    while i < request.count {
        let n = batch.min(request.count - i);
        let lines: Vec<Result<String, String>> = pool.install(|| {
            (i..i + n)
                .into_par_iter()
                .map(|k| line(request, seed.wrapping_add(k), json_out))
                .collect()
        });
        for line in lines {
            match line {
                Ok(text) => {
                    out.write_all(text.as_bytes())?;
                    out.write_all(b"\n")?;
                }
                Err(message) => {
                    out.flush()?;
                    writeln!(err, "stepwise: {message}")?;
                    return Ok(false);
                }
            }
        }
        i += n;
    }
    Ok(true)
}

/// A seed from the clock, for a run without `--seed` (the JSON lines say it).
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| {
            d.as_secs() ^ u64::from(d.subsec_nanos()).rotate_left(32)
        })
}

/// The output line of the puzzle from `seed`, or why there is none.
fn line(request: &Request, seed: u64, json_out: bool) -> Result<String, String> {
    let made = generate(&request.options, seed).map_err(|e| format!("seed {seed}: {e}"))?;
    if !json_out {
        return Ok(made.puzzle.givens.to_line());
    }
    let rating = rating::rate(&made.puzzle, RateOptions::default())
        .map_err(|e| format!("seed {seed}: {e}"))?;
    let mut s = String::with_capacity(700);
    s.push_str("{\"puzzle\":\"");
    s.push_str(&made.puzzle.givens.to_line());
    s.push_str("\",\"variant\":");
    s.push_str(&json::string(made.puzzle.variant.slug()));
    s.push_str(&format!(",\"seed\":{seed},\"rating\":"));
    s.push_str(&super::rate::json_object(&made.puzzle, &rating));
    s.push('}');
    Ok(s)
}
