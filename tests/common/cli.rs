//! The `stepwise` binary as a real process, for the CLI's end-to-end tests (`tests/cli.rs`,
//! `tests/cli_lab.rs`, `tests/cli_generate.rs`).

use std::io::Write;
use std::process::{Command, Stdio};

const EXE: &str = env!("CARGO_BIN_EXE_stepwise");

/// What a run of the binary gave.
pub struct Output {
    /// The exit status (-1 when killed by a signal).
    pub code: i32,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

/// Runs `stepwise` with `args`, `stdin` written to its standard input.
pub fn stepwise(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(EXE)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // Written from another thread while this one collects the output: a long input would
    // otherwise fill the output pipe while the write still waits, and both sides would
    // wait forever. A command that does not read stdin may exit before the write: a
    // broken pipe then is not an error of the program under test.
    let mut pipe = child.stdin.take().unwrap();
    let stdin = stdin.to_string();
    let writer = std::thread::spawn(move || pipe.write_all(stdin.as_bytes()));
    let out = child.wait_with_output().unwrap();
    if let Err(e) = writer.join().unwrap() {
        assert_eq!(
            e.kind(),
            std::io::ErrorKind::BrokenPipe,
            "writing stdin: {e}"
        );
    }
    Output {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}
