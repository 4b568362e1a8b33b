//! Command-line arguments, parsed by hand into a typed [`Invocation`] (no clap: the tool is
//! small and its `--help` text is part of the documented contract).

use std::fmt;
use std::num::NonZeroUsize;

use crate::engine::Variant;
use crate::engine::ask::Question;
use crate::engine::lab::Method;

/// The `--help` text: the whole user-facing contract of the tool.
pub const HELP: &str = "\
stepwise: solve, count and check sudoku puzzles from the command line.

USAGE
    stepwise <COMMAND> [OPTIONS] [FILE...]

Reads puzzles from the FILEs, or from standard input when none is given: one puzzle per
line; blank lines and lines starting with '#' are skipped; text after a '#' is a comment.
Writes exactly one output line per puzzle, so outputs stay aligned with inputs, in input
order also when several threads work on a file (--jobs).

COMMANDS
    solve     prints the solution as 81 digits, or 'none' (no solution), or 'multiple'
              (more than one solution)
    count     prints the number of solutions (all of them, or at most --limit)
    hint      prints the next logical step: technique, placements, eliminations and why
    path      prints every logical step, easiest first each time, to the end or until the
              techniques run out
    ask       answers a question about a cell of each puzzle (its starting position):
              --why-not r4c5=7   the simplest proof that r4c5 cannot be 7 (a step that
                                 removes it, else the shortest chain or net from supposing
                                 it to a contradiction); '7 belongs in r4c5' when it does
              --how r4c5         the easiest steps that place r4c5, each one needed
    rate      rates each puzzle in every scale: the product label (Easy, Medium, Hard,
              Expert, Extreme), HoDoKu's score and level, Sudoku Explainer's ER/EP/ED,
              the seed's points (sum, 2-norm, max; and the minimum over 8 transformed
              copies). A puzzle without exactly one solution is 'not rateable: <why>'
    generate  makes puzzles, one per line (81 characters, '.' for an empty cell), each
              uniquely solvable, from a seed: the same options and seed make the same
              puzzle on every machine. Puzzle i of --count N comes from seed S+i.
              Needs a target: --level or --rating, and/or --technique
    lab       races the solving methods of the solver lab on each puzzle and prints a
              table per puzzle: status (unique, none, multiple, solved = found without a
              uniqueness proof, timeout), time, steps and each method's own counters.
              Methods: exact (our solver), backtracking (naive, cell order), dlx (dancing
              links), milp (the course report's model on microlp), genetic (the report's
              genetic algorithm), sat (a CNF encoding on varisat). One puzzle at a time
              (the times are measurements)
    help      prints this text

OPTIONS
    --variant <V>   standard (default), diagonal (both main diagonals are houses),
                    color (the nine disjoint groups are houses), color-diagonal (both)
    --limit <N>     count: stop counting at N solutions
    --json          one JSON object per line instead of plain text:
                    {\"puzzle\":\"<81 chars>\",\"variant\":\"standard\",\"status\":\"unique|none|multiple\",
                     \"solutions\":[\"<81 digits>\",...],\"count\":N}
                    'solutions' holds up to two (two different ones when status is
                    'multiple'); 'count' is only present for the count command.
                    A line that does not parse gives {\"line\":N,\"error\":\"<message>\"}.
                    hint: one step object, or {\"step\":null,\"reason\":\"...\"} when there is none:
                    {\"technique\":\"X-Wing\",\"placements\":[{\"cell\":\"r4c5\",\"digit\":7}],
                     \"eliminations\":[{\"cell\":\"r2c3\",\"digit\":5}],\"text\":\"...\"}
                    path: {\"puzzle\":\"<81 chars>\",\"variant\":\"standard\",\"solved\":true,
                           \"steps\":[<step>,...]}
                    ask: {\"question\":\"why-not\",\"cell\":\"r4c5\",\"digit\":7,
                          \"answer\":\"proof|belongs|filled|ruled-out|not-found\",\"steps\":[<step>]}
                         {\"question\":\"how\",\"cell\":\"r4c5\",\"digit\":7,
                          \"answer\":\"steps|filled|not-found\",\"steps\":[<step>,...]}
                    rate: {\"puzzle\":\"<81 chars>\",\"variant\":\"standard\",\"label\":\"Hard\",
                           \"hodoku\":{\"score\":1234,\"level\":\"Hard\"},
                           \"se\":{\"er\":7.1,\"ep\":1.2,\"ed\":1.2},
                           \"seed_points\":{\"sum\":123,\"norm2\":45.6,\"max\":30},
                           \"seed_points_min_over_transforms\":120,
                           \"techniques\":{\"X-Wing\":2,\"Hidden Single\":40}}
                          a puzzle that is not rateable: {\"line\":N,\"error\":\"not rateable: ...\"}
                    Cells are 1-based rNcM; a step lists all its placements and eliminations.
    --jobs <N>      work on N puzzles at a time, on N threads (default: one per core);
                    the output is the same, in the same order, for every N; --jobs 1
                    works in one thread
    --methods <L>   lab: the methods to run, comma-separated (default: all six, in the
                    order above)
    --time-limit <S>  lab: seconds each method may take on a puzzle (default 10)
    --seed <N>      lab: the genetic algorithm's random seed (default 1)
                    lab --json: {\"puzzle\":\"<81 chars>\",\"variant\":\"standard\",\"methods\":
                      [{\"method\":\"milp\",\"status\":\"unique|none|multiple|solved|timeout\",
                        \"solution\":\"<81 digits>\"|null,\"second\":\"<81 digits>\" (multiple only),
                        \"ms\":12.5,\"steps\":342,\"detail\":{\"simplex_iterations\":342,...}},...]}
                      (detail's first_solution_us: the time to the first solution, for the
                      methods that go on to prove it unique)
    --pen           hint, path: pen-only steps found from the digits alone, as someone
                    without pencil marks would (singles, helped by at most two unwritten
                    pointing or hidden-pair facts)
    --level <L>     generate: easy, medium, hard, expert or extreme (the product label:
                    HoDoKu's level; expert is its 'Unfair')
    --rating <R>    generate: a range on one scale of the rating card: hodoku:1000-1600
                    (HoDoKu's score), se:2.0-4.5 (Sudoku Explainer's ER), seed:60-200 (the
                    seed's points); one value (se:7.2) is a range of its own
    --technique <T> generate: a technique on the puzzle's easiest path (the hints' path),
                    by its name as path writes it (X-Wing) or its id (x-wing)
    --seed <S>      generate: the first seed, 0 to 18446744073709551615 (default: from
                    the clock; --json says each puzzle's seed)
    --count <N>     generate: how many puzzles, 1 to 100000 (default 1)
    --symmetry <K>  generate: none (default), central (a half turn), diagonal (mirrored in
                    the main diagonal) or mirror (left to right): the givens' pattern
    --minimal       generate: no clue (or symmetric pair of clues) can be taken away
    --min-clues <N>, --max-clues <N>
                    generate: limits on the number of givens
    --tries <N>     generate: tries per puzzle before giving up (default 2000); a puzzle
                    whose tries run out ends the run after the puzzles before it, with
                    'stepwise: seed S: no puzzle found in N tries; ...' and exit status 1
                    generate --json: {\"puzzle\":\"<81 chars>\",\"variant\":\"standard\",
                           \"seed\":S,\"rating\":<the object rate --json prints>}
    -h, --help      prints this text
    -V, --version   prints the version

PUZZLE FORMATS (per line)
    81 characters: 1-9 or A-I/a-i for digits; 0 . - _ * x for empty cells; spaces, '|', '+',
    ',' and ';' between cells are ignored. Or 729 characters: nine per cell, the digit where
    it is a candidate and '.' or '0' where it is not (a candidate grid, 'sukaku').
    hint and path start from the candidates as given (a candidate grid), or from all
    candidates filled in (a puzzle given as digits). They only give steps for a puzzle with
    exactly one solution, and say so otherwise.

ERRORS AND EXIT STATUS
    A line that does not parse prints 'error' on standard output and 'line N: <message>'
    on standard error (with the file name when reading files), and the run goes on.
    Exit status: 0 when every line parsed, 1 when any line failed, 2 for a usage error.

EXAMPLES
    echo 4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........ | stepwise solve
    stepwise count --limit 1000 puzzles.txt
    stepwise solve --jobs 2 puzzles.txt > solutions.txt
    stepwise solve --variant diagonal --json < diagonal.txt
    stepwise ask --why-not r4c5=7 puzzles.txt
    stepwise generate --level hard --variant diagonal --seed 7 --count 10 --symmetry central
    stepwise generate --technique x-wing --seed 1 --json
    stepwise lab --methods dlx,milp,genetic --time-limit 5 --seed 7 puzzles.txt
";

/// What the user asked the tool to do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// Solve each puzzle.
    Solve,
    /// The next logical step for each puzzle.
    Hint,
    /// Every logical step to the end (or until the techniques run out).
    Path,
    /// A question about a cell of each puzzle.
    Ask(Question),
    /// Rate each puzzle in every scale.
    Rate,
    /// Count the solutions of each puzzle, up to an optional limit.
    Count {
        /// Stop at this many solutions.
        limit: Option<u64>,
    },
    /// Race the solver lab's methods on each puzzle.
    Lab(LabOptions),
    /// Print the help text.
    Help,
    /// Print the version.
    Version,
    /// Make puzzles.
    Generate(super::generate::Request),
}

/// What `lab` runs: which methods, for how long each, with which seed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LabOptions {
    /// The methods, in the order given (`methods[..count]`).
    pub methods: [Method; 6],
    /// How many of `methods` are chosen.
    pub count: usize,
    /// Milliseconds each method may take on one puzzle.
    pub time_limit_ms: u64,
    /// The genetic algorithm's seed.
    pub seed: u64,
}

impl LabOptions {
    /// The chosen methods.
    pub fn methods(&self) -> &[Method] {
        &self.methods[..self.count]
    }
}

impl Default for LabOptions {
    fn default() -> LabOptions {
        LabOptions {
            methods: Method::ALL,
            count: Method::ALL.len(),
            time_limit_ms: 10_000,
            seed: 1,
        }
    }
}

/// A parsed command line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Invocation {
    /// The command.
    pub action: Action,
    /// The variant every puzzle is read under.
    pub variant: Variant,
    /// Whether to print JSON objects instead of plain text.
    pub json: bool,
    /// hint/path: pen-only steps from the digits alone (newspaper mode).
    pub pen: bool,
    /// How many threads answer puzzles (`--jobs`); `None` means one per core.
    pub jobs: Option<NonZeroUsize>,
    /// Input files; empty means standard input.
    pub files: Vec<String>,
}

/// A command line that cannot be understood.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum UsageError {
    /// No command was given.
    MissingCommand,
    /// The first word is not a known command.
    UnknownCommand(String),
    /// An option that does not exist (or does not go with this command).
    UnknownOption(String),
    /// An option that needs a value came last.
    MissingValue(&'static str),
    /// `--variant` with an unknown name.
    BadVariant(String),
    /// `--limit` with something other than a whole number.
    BadLimit(String),
    /// `--jobs` with something other than a whole number of at least 1.
    BadJobs(String),
    /// `ask` without a question, or a question option with another command.
    MissingQuestion,
    /// `--why-not` or `--how` with something that is not a candidate or a cell.
    BadQuestion(String),
    /// `generate`'s options say no puzzle: the reason.
    BadGenerate(String),
    /// `--methods` naming an unknown method, none, or one twice.
    BadMethods(String),
    /// `--time-limit` with something other than a positive number of seconds.
    BadTimeLimit(String),
    /// `--seed` with something other than a whole number.
    BadSeed(String),
    /// A lab option with another command.
    LabOnly(&'static str),
}

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UsageError::MissingCommand => write!(f, "no command given; try 'stepwise --help'"),
            UsageError::UnknownCommand(c) => {
                write!(
                    f,
                    "unknown command '{c}'; the commands are solve, count, hint, path, rate, ask, generate and lab"
                )
            }
            UsageError::UnknownOption(o) => write!(f, "unknown option '{o}'"),
            UsageError::MissingValue(o) => write!(f, "{o} needs a value"),
            UsageError::BadVariant(v) => write!(
                f,
                "unknown variant '{v}'; use standard, diagonal, color or color-diagonal"
            ),
            UsageError::BadLimit(l) => {
                write!(f, "--limit needs a whole number of at least 1, not '{l}'")
            }
            UsageError::BadJobs(j) => write!(
                f,
                "--jobs needs a whole number of threads, at least 1, not '{j}'"
            ),
            UsageError::MissingQuestion => write!(
                f,
                "ask needs one question: --why-not r4c5=7 or --how r4c5 (and only ask takes them)"
            ),
            UsageError::BadQuestion(q) => write!(
                f,
                "'{q}' is not a question's cell: write --why-not r4c5=7 or --how r4c5"
            ),
            UsageError::BadGenerate(why) => f.write_str(why),
            UsageError::BadMethods(m) => write!(
                f,
                "--methods needs a comma-separated list of different methods from \
                 exact, backtracking, dlx, milp, genetic, sat; not '{m}'"
            ),
            UsageError::BadTimeLimit(t) => write!(
                f,
                "--time-limit needs a number of seconds above 0 (at most a day), not '{t}'"
            ),
            UsageError::BadSeed(s) => write!(f, "--seed needs a whole number, not '{s}'"),
            UsageError::LabOnly(o) => write!(f, "{o} goes only with the lab command"),
        }
    }
}

impl std::error::Error for UsageError {}

/// Parses the arguments after the program name.
pub fn parse_args<I: IntoIterator<Item = String>>(args: I) -> Result<Invocation, UsageError> {
    let mut args = args.into_iter();
    let mut invocation = Invocation {
        action: Action::Help,
        variant: Variant::Standard,
        json: false,
        pen: false,
        jobs: None,
        files: Vec::new(),
    };
    let mut command: Option<String> = None;
    let mut limit: Option<u64> = None;
    let mut question: Option<Question> = None;
    let mut generating: Vec<(String, String)> = Vec::new();
    let mut lab = LabOptions::default();
    let mut lab_option: Option<&'static str> = None;
    while let Some(arg) = args.next() {
        // `--name=value` for the lab's options.
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        if name == "--seed" {
            // The lab's and the generator's: kept with the generator's options, handed to
            // the lab below when the command is `lab`.
            let value = match inline {
                Some(v) => v,
                None => args.next().ok_or(UsageError::MissingValue("--seed"))?,
            };
            generating.push((name, value));
            continue;
        }
        let lab_name: Option<&'static str> = match name.as_str() {
            "--methods" => Some("--methods"),
            "--time-limit" => Some("--time-limit"),
            _ => None,
        };
        if let Some(option) = lab_name {
            let value = match inline {
                Some(v) => v,
                None => args.next().ok_or(UsageError::MissingValue(option))?,
            };
            lab_option = Some(option);
            match option {
                "--methods" => {
                    lab.count = 0;
                    for slug in value.split(',') {
                        let m = Method::from_slug(slug.trim())
                            .filter(|m| !lab.methods().contains(m))
                            .ok_or_else(|| UsageError::BadMethods(value.clone()))?;
                        lab.methods[lab.count] = m;
                        lab.count += 1;
                    }
                }
                "--time-limit" => {
                    let seconds = value
                        .parse::<f64>()
                        .ok()
                        .filter(|s| *s > 0.0 && *s <= 86_400.0)
                        .ok_or_else(|| UsageError::BadTimeLimit(value.clone()))?;
                    lab.time_limit_ms = ((seconds * 1000.0).round() as u64).max(1);
                }
                _ => unreachable!("a lab option"),
            }
            continue;
        }
        match arg.as_str() {
            "--minimal" => generating.push((arg, String::new())),
            opt if super::generate::OPTIONS.contains(&opt) => {
                let name = super::generate::OPTIONS
                    .iter()
                    .find(|o| **o == opt)
                    .expect("listed");
                let value = args.next().ok_or(UsageError::MissingValue(name))?;
                generating.push((arg, value));
            }
            "-h" | "--help" => {
                return Ok(Invocation {
                    action: Action::Help,
                    ..invocation
                });
            }
            "-V" | "--version" => {
                return Ok(Invocation {
                    action: Action::Version,
                    ..invocation
                });
            }
            "--json" => invocation.json = true,
            "--pen" => invocation.pen = true,
            "--variant" => {
                let v = args.next().ok_or(UsageError::MissingValue("--variant"))?;
                invocation.variant = Variant::from_slug(&v).ok_or(UsageError::BadVariant(v))?;
            }
            "--limit" => {
                let l = args.next().ok_or(UsageError::MissingValue("--limit"))?;
                limit = Some(
                    l.parse::<u64>()
                        .ok()
                        .filter(|n| *n >= 1)
                        .ok_or(UsageError::BadLimit(l))?,
                );
            }
            "--why-not" | "--how" => {
                let (name, read): (&'static str, fn(&str) -> Option<Question>) = if arg == "--how" {
                    ("--how", Question::how_from)
                } else {
                    ("--why-not", Question::why_not_from)
                };
                let q = args.next().ok_or(UsageError::MissingValue(name))?;
                if question.is_some() {
                    return Err(UsageError::MissingQuestion);
                }
                question = Some(read(&q).ok_or(UsageError::BadQuestion(q))?);
            }
            "--jobs" => {
                let j = args.next().ok_or(UsageError::MissingValue("--jobs"))?;
                invocation.jobs = Some(jobs(j)?);
            }
            opt if opt.starts_with("--jobs=") => {
                invocation.jobs = Some(jobs(opt["--jobs=".len()..].to_string())?);
            }
            opt if opt.starts_with("--variant=") => {
                let v = opt["--variant=".len()..].to_string();
                invocation.variant = Variant::from_slug(&v).ok_or(UsageError::BadVariant(v))?;
            }
            opt if opt.starts_with('-') && opt != "-" => {
                return Err(UsageError::UnknownOption(opt.to_string()));
            }
            word if command.is_none() => command = Some(word.to_string()),
            file => invocation.files.push(file.to_string()),
        }
    }
    if question.is_some() && command.as_deref() != Some("ask") {
        return Err(UsageError::MissingQuestion);
    }
    if command.as_deref() == Some("lab") {
        // `--seed` is the lab's and the generator's: the lab's here.
        if let Some(i) = generating.iter().position(|(n, _)| n == "--seed") {
            let (_, value) = generating.remove(i);
            lab.seed = value
                .parse()
                .map_err(|_| UsageError::BadSeed(value.clone()))?;
        }
    }
    if let Some((name, _)) = generating.first()
        && command.as_deref() != Some("generate")
    {
        return Err(UsageError::UnknownOption(name.clone()));
    }
    if let Some(option) = lab_option.filter(|_| command.as_deref() != Some("lab")) {
        return Err(UsageError::LabOnly(option));
    }
    invocation.action = match command.as_deref() {
        None => return Err(UsageError::MissingCommand),
        Some("ask") if limit.is_none() => Action::Ask(question.ok_or(UsageError::MissingQuestion)?),
        Some("solve") if limit.is_none() => Action::Solve,
        Some("solve") => return Err(UsageError::UnknownOption("--limit".into())),
        Some("count") => Action::Count { limit },
        Some("hint") if limit.is_none() => Action::Hint,
        Some("path") if limit.is_none() => Action::Path,
        Some("rate") if limit.is_none() => Action::Rate,
        Some("lab") if limit.is_none() => Action::Lab(lab),
        Some("hint" | "path" | "ask" | "rate" | "lab") => {
            return Err(UsageError::UnknownOption("--limit".into()));
        }
        Some("generate") if limit.is_none() && invocation.files.is_empty() && !invocation.pen => {
            Action::Generate(super::generate::request(&generating, invocation.variant)?)
        }
        Some("generate") => {
            return Err(UsageError::BadGenerate(
                "generate reads no puzzles and takes no --limit or --pen".to_string(),
            ));
        }
        Some("help") => Action::Help,
        Some(other) => return Err(UsageError::UnknownCommand(other.to_string())),
    };
    Ok(invocation)
}

/// The value of `--jobs`: a whole number of at least 1.
fn jobs(value: String) -> Result<NonZeroUsize, UsageError> {
    value.parse().map_err(|_| UsageError::BadJobs(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<Invocation, String> {
        parse_args(line.split_whitespace().map(String::from)).map_err(|e| e.to_string())
    }

    #[test]
    fn commands_and_options() {
        let i = parse("count --variant color-diagonal --limit 5 --json a.txt b.txt").unwrap();
        assert_eq!(i.action, Action::Count { limit: Some(5) });
        assert_eq!(i.variant, Variant::ColorDiagonal);
        assert!(i.json);
        assert_eq!(i.files, vec!["a.txt", "b.txt"]);
        assert_eq!(parse("solve").unwrap().action, Action::Solve);
        assert_eq!(
            parse("solve --variant=diagonal").unwrap().variant,
            Variant::Diagonal
        );
        assert_eq!(
            parse("count").unwrap().action,
            Action::Count { limit: None }
        );
        assert_eq!(parse("--help").unwrap().action, Action::Help);
        assert_eq!(parse("solve -h").unwrap().action, Action::Help);
        assert_eq!(parse("-V").unwrap().action, Action::Version);
        assert_eq!(parse("solve").unwrap().jobs, None);
        assert_eq!(parse("solve --jobs 3").unwrap().jobs, NonZeroUsize::new(3));
        assert_eq!(parse("path --jobs=1").unwrap().jobs, NonZeroUsize::new(1));
        assert_eq!(
            parse("ask --why-not r4c5=7").unwrap().action,
            Action::Ask(Question::why_not_from("r4c5=7").unwrap())
        );
        assert_eq!(
            parse("ask --json --how r1c9 a.txt").unwrap().action,
            Action::Ask(Question::how_from("r1c9").unwrap())
        );
    }

    #[test]
    fn lab_options() {
        assert_eq!(
            parse("lab").unwrap().action,
            Action::Lab(LabOptions::default())
        );
        let Action::Lab(o) = parse("lab --methods milp,dlx --time-limit 2.5 --seed=7 a.txt")
            .unwrap()
            .action
        else {
            panic!("lab")
        };
        assert_eq!(o.methods(), [Method::Milp, Method::Dlx]);
        assert_eq!((o.time_limit_ms, o.seed), (2500, 7));
        // Every method by its name, all at once, in the order given.
        let all: Vec<&str> = Method::ALL.iter().rev().map(|m| m.slug()).collect();
        let Action::Lab(o) = parse(&format!("lab --methods={}", all.join(",")))
            .unwrap()
            .action
        else {
            panic!("lab")
        };
        let mut want = Method::ALL;
        want.reverse();
        assert_eq!(o.methods(), want);
    }

    #[test]
    fn usage_errors() {
        let cases = [
            ("", "no command given; try 'stepwise --help'"),
            (
                "frobnicate",
                "unknown command 'frobnicate'; the commands are solve, count, hint, path, rate, ask, generate and lab",
            ),
            ("solve --fast", "unknown option '--fast'"),
            ("solve --variant", "--variant needs a value"),
            (
                "solve --variant jigsaw",
                "unknown variant 'jigsaw'; use standard, diagonal, color or color-diagonal",
            ),
            (
                "count --limit 0",
                "--limit needs a whole number of at least 1, not '0'",
            ),
            (
                "count --limit -3",
                "--limit needs a whole number of at least 1, not '-3'",
            ),
            ("solve --limit 3", "unknown option '--limit'"),
            ("solve --jobs", "--jobs needs a value"),
            (
                "solve --jobs 0",
                "--jobs needs a whole number of threads, at least 1, not '0'",
            ),
            (
                "count --jobs=many",
                "--jobs needs a whole number of threads, at least 1, not 'many'",
            ),
            (
                "hint --jobs -2",
                "--jobs needs a whole number of threads, at least 1, not '-2'",
            ),
            (
                "ask",
                "ask needs one question: --why-not r4c5=7 or --how r4c5 (and only ask takes them)",
            ),
            (
                "hint --how r1c1",
                "ask needs one question: --why-not r4c5=7 or --how r4c5 (and only ask takes them)",
            ),
            (
                "ask --how r1c1 --why-not r1c1=3",
                "ask needs one question: --why-not r4c5=7 or --how r4c5 (and only ask takes them)",
            ),
            (
                "ask --why-not r4c5",
                "'r4c5' is not a question's cell: write --why-not r4c5=7 or --how r4c5",
            ),
            (
                "ask --how r0c5",
                "'r0c5' is not a question's cell: write --why-not r4c5=7 or --how r4c5",
            ),
            ("ask --how", "--how needs a value"),
            (
                "lab --methods dlx,lp",
                "--methods needs a comma-separated list of different methods from exact, \
                 backtracking, dlx, milp, genetic, sat; not 'dlx,lp'",
            ),
            (
                "lab --methods dlx,dlx",
                "--methods needs a comma-separated list of different methods from exact, \
                 backtracking, dlx, milp, genetic, sat; not 'dlx,dlx'",
            ),
            (
                "lab --time-limit 0",
                "--time-limit needs a number of seconds above 0 (at most a day), not '0'",
            ),
            (
                "lab --time-limit=soon",
                "--time-limit needs a number of seconds above 0 (at most a day), not 'soon'",
            ),
            ("lab --seed -1", "--seed needs a whole number, not '-1'"),
            ("lab --seed", "--seed needs a value"),
            ("solve --seed 3", "unknown option '--seed'"),
            (
                "solve --methods dlx",
                "--methods goes only with the lab command",
            ),
            ("lab --limit 3", "unknown option '--limit'"),
        ];
        for (line, message) in cases {
            assert_eq!(parse(line).unwrap_err(), message, "{line:?}");
        }
    }
}
