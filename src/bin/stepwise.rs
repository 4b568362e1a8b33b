//! `stepwise`: the native command-line tool over the engine. See `stepwise --help`.

use std::io::{self, Write};
use std::process::ExitCode;

use stepwise::cli::args::parse_args;
use stepwise::cli::run::{RunOutcome, run};

fn main() -> ExitCode {
    let invocation = match parse_args(std::env::args().skip(1)) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("stepwise: {e}");
            return ExitCode::from(2);
        }
    };
    let stdin = io::stdin();
    let mut stdin = stdin.lock();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut err = io::stderr();
    let result = run(&invocation, &mut stdin, &mut out, &mut err);
    let flushed = out.flush();
    match (result, flushed) {
        (Ok(RunOutcome::AllParsed), Ok(())) => ExitCode::SUCCESS,
        (Ok(RunOutcome::SomeFailed), Ok(())) => ExitCode::from(1),
        (Err(e), _) | (_, Err(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("stepwise: {e}");
            ExitCode::from(2)
        }
    }
}
