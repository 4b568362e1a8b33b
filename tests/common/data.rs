//! Where the puzzle data of the tests and benchmarks are: the one place that knows the paths.
//! The integration tests (`tests/common/mod.rs`), the unit tests in `src/`
//! (`crate::test_support::data`) and the benchmarks all include this file.
//!
//! The default run reads only the repository's `tests/data/`: three sets whole and the two
//! big ones as a sample of every k-th puzzle (`tests/data/README.md`), so a clone passes on
//! its own. The full sets, for sweeps and benchmarks, are in the folder that `STEPWISE_DATA`
//! names; nothing outside the repository is read unless it is named.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The environment variable that names the folder holding the full sets.
pub const FULL_DATA_VAR: &str = "STEPWISE_DATA";

/// One data set: its file name (the same in the full folder), where it comes from, and for
/// the big ones the sample committed instead: (file in `tests/data/`, every how many-th
/// puzzle of the full set it keeps, from the first on).
struct Set {
    name: &'static str,
    origin: &'static str,
    sample: Option<(&'static str, usize)>,
}

const SETS: [Set; 5] = [
    Set {
        name: "top1465.txt",
        origin: "magictour's \"top 1465\", via https://github.com/balmerdx/sudoku_pytorch data/puzzles3_magictour_top1465",
        sample: None,
    },
    Set {
        name: "17-clue.txt",
        origin: "https://github.com/balmerdx/sudoku_pytorch data/puzzles2_17_clue (Royle's 49,158 17-clue puzzles; drop its # lines and CRs)",
        sample: Some(("17-clue.every-10th.txt", 10)),
    },
    Set {
        name: "forum-hardest-11plus.txt",
        origin: "https://github.com/balmerdx/sudoku_pytorch data/puzzles5_forum_hardest_1905_11+ (48,766 puzzles, as they are)",
        sample: Some(("forum-hardest-11plus.every-20th.txt", 20)),
    },
    Set {
        name: "hodoku-reglib-1.3.txt",
        origin: "HoDoKu's regression library 1.3 (GPL-3), hodoku.sourceforge.net",
        sample: None,
    },
    Set {
        name: "seed-puzzles.tsv",
        origin: "the puzzles printed in the project's seed documents",
        sample: None,
    },
];

fn set(name: &str) -> &'static Set {
    SETS.iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("{name}: not a data set of tests/data/README.md"))
}

/// The repository's own data folder.
pub fn committed_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// The folder of the full sets, when `STEPWISE_DATA` names one.
pub fn full_dir() -> Option<PathBuf> {
    std::env::var_os(FULL_DATA_VAR)
        .filter(|dir| !dir.is_empty())
        .map(PathBuf::from)
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn non_blank(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}

/// The text of a set committed whole (`top1465.txt`, `hodoku-reglib-1.3.txt`,
/// `seed-puzzles.tsv`); a sampled set is read through [`every`] or [`full`].
pub fn text(name: &str) -> String {
    if let Some((file, k)) = set(name).sample {
        panic!("tests/data/{file} holds only every {k}th puzzle of {name}: use every() or full()");
    }
    read(&committed_dir().join(name))
}

/// The non-blank lines of a set committed whole.
pub fn data(name: &str) -> Vec<String> {
    non_blank(&text(name))
}

/// Every `k`-th puzzle of set `name` (counted in the full set, from the first on), read from
/// `tests/data/`: `k` must be a multiple of the committed sample's step.
pub fn every(name: &str, k: usize) -> Vec<String> {
    let (lines, kept) = match set(name).sample {
        Some((file, kept)) => {
            assert!(
                k.is_multiple_of(kept),
                "tests/data/{file} keeps every {kept}th puzzle of {name}: every {k}th needs full()"
            );
            (non_blank(&read(&committed_dir().join(file))), kept)
        }
        None => (data(name), 1),
    };
    lines.into_iter().step_by(k / kept).collect()
}

/// The whole set `name`: from `tests/data/` when it is committed whole, else from the full
/// folder ([`full_dir`]); panics with where to get it when it is not there.
pub fn full(name: &str) -> Vec<String> {
    let s = set(name);
    let Some((file, kept)) = s.sample else {
        return data(name);
    };
    match full_dir().map(|d| d.join(name)).filter(|p| p.is_file()) {
        Some(path) => non_blank(&read(&path)),
        None => {
            let looked = match full_dir() {
                Some(dir) => format!("not in {}", dir.display()),
                None => format!("not here ({FULL_DATA_VAR} is unset)"),
            };
            panic!(
                "{name}: the full set is {looked}; tests/data/{file} is only every {kept}th \
                 puzzle of it. Get it from {}, then set {FULL_DATA_VAR}=<the folder that holds \
                 {name}> (tests/data/README.md)",
                s.origin
            )
        }
    }
}

/// For benchmarks: the file of set `name` — the full set when the full folder has it, else
/// what `tests/data/` has — with a sentence that says which.
pub fn bench_file(name: &str) -> (PathBuf, String) {
    let s = set(name);
    match (
        s.sample,
        full_dir().map(|d| d.join(name)).filter(|p| p.is_file()),
    ) {
        (Some(_), Some(path)) => {
            let source = format!("{name}: full set, {}", path.display());
            (path, source)
        }
        (Some((file, kept)), None) => (
            committed_dir().join(file),
            format!(
                "{name}: tests/data/{file}, every {kept}th puzzle only (set {FULL_DATA_VAR} for the full set)"
            ),
        ),
        (None, _) => (
            committed_dir().join(name),
            format!("{name}: tests/data/{name} (whole)"),
        ),
    }
}

/// For benchmarks: the puzzles of [`bench_file`], with its sentence.
pub fn for_bench(name: &str) -> (Vec<String>, String) {
    let (path, source) = bench_file(name);
    (non_blank(&read(&path)), source)
}
