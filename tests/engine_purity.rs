//! The engine's purity invariant, checked: nothing under `src/engine/` (nor the pure game
//! model under `src/game/`, once it exists) may name the DOM, the bindings, a serialisation
//! framework, the clock, a global random number generator, threads or a thread pool. The
//! engine must build and give the same answers natively, in the CLI, in benchmarks and in
//! the browser.

use std::path::{Path, PathBuf};

const FORBIDDEN: &[&str] = &[
    "leptos",
    "web_sys",
    "wasm_bindgen",
    "js_sys",
    "gloo",
    "serde",
    "std::time",
    "Instant::now",
    "SystemTime",
    "thread_rng",
    "rand::",
    "getrandom",
    // Parallelism is the CLI's (src/cli/run.rs): the engine answers one puzzle on the
    // thread that asks, the same natively and in the browser.
    "rayon",
    "std::thread",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn engine_and_game_model_name_no_platform_crate_clock_or_rng() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root.join("engine"), &mut files);
    rust_files(&root.join("game"), &mut files);
    assert!(
        files.len() >= 5,
        "the engine sources are where they should be"
    );
    let mut offences = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in FORBIDDEN {
                if code.contains(word) {
                    offences.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        offences.is_empty(),
        "impure engine lines:\n{}",
        offences.join("\n")
    );
}
