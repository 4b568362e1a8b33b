//! Benchmark: the generator per level and variant (issue 17's figures): time per puzzle
//! (median, p95, max), tries per puzzle (the share that needed more than one), the clue
//! counts, and every puzzle checked unique and rated in its band; then the `sudoku` crate's
//! generator (an unrated minimal standard puzzle) timed in the same run as the reference.
//! `cargo bench --bench generate [-- --count N] [--variants standard,diagonal,...]
//! [--levels easy,...] [--symmetry central] [--minimal] [--seed S]`.

use std::time::Instant;

use stepwise::engine::generator::{Options, Symmetry, Target, generate};
use stepwise::engine::rating::{hodoku, label::product_label};
use stepwise::engine::solver::count;
use stepwise::engine::{Level, Variant};

fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
}

fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u64 = arg(&args, "--count")
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let first_seed: u64 = arg(&args, "--seed")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let variants: Vec<Variant> = arg(&args, "--variants")
        .map(|v| v.split(',').filter_map(Variant::from_slug).collect())
        .unwrap_or_else(|| Variant::ALL.to_vec());
    let levels: Vec<Level> = arg(&args, "--levels")
        .map(|v| v.split(',').filter_map(Level::from_slug).collect())
        .unwrap_or_else(|| Level::ALL.to_vec());
    let symmetry = arg(&args, "--symmetry")
        .and_then(|s| Symmetry::from_slug(&s))
        .unwrap_or(Symmetry::None);
    let minimal = args.iter().any(|a| a == "--minimal");
    println!(
        "generate: {n} puzzles per level and variant, seeds {first_seed}.., symmetry {symmetry}{}",
        if minimal { ", minimal" } else { "" }
    );
    println!(
        "| variant | level | median ms | p95 ms | max ms | tries mean | >1 try | clues min/median/max | failed |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for &variant in &variants {
        for &level in &levels {
            let mut options = Options::new(variant, Target::Level(level));
            options.symmetry = symmetry;
            options.minimal = minimal;
            let mut times = Vec::new();
            let mut tries = Vec::new();
            let mut clues = Vec::new();
            let mut failed = 0;
            for seed in first_seed..first_seed + n {
                let t = Instant::now();
                let made = generate(&options, seed);
                times.push(t.elapsed().as_secs_f64() * 1e3);
                match made {
                    Ok(made) => {
                        assert_eq!(count(&made.puzzle, 2), 1, "unique");
                        // The label `rate` gives, from HoDoKu's path alone (the other
                        // scales cost seconds on some Color-Diagonal Extreme puzzles).
                        let label = product_label(hodoku::rate(&made.puzzle, &made.solution).level);
                        assert_eq!(label, level, "in band: {}", made.puzzle.givens.to_line());
                        tries.push(made.tries);
                        clues.push(made.puzzle.givens.filled_count());
                    }
                    Err(_) => failed += 1,
                }
            }
            times.sort_by(f64::total_cmp);
            clues.sort_unstable();
            let more = tries.iter().filter(|&&t| t > 1).count();
            let mean = tries.iter().map(|&t| f64::from(t)).sum::<f64>() / tries.len().max(1) as f64;
            println!(
                "| {} | {} | {:.2} | {:.2} | {:.2} | {:.1} | {:.0}% | {}/{}/{} | {} |",
                variant.slug(),
                level.slug(),
                quantile(&times, 0.5),
                quantile(&times, 0.95),
                times.last().copied().unwrap_or(0.0),
                mean,
                100.0 * more as f64 / tries.len().max(1) as f64,
                clues.first().copied().unwrap_or(0),
                clues.get(clues.len() / 2).copied().unwrap_or(0),
                clues.last().copied().unwrap_or(0),
                failed
            );
            let mut histogram = std::collections::BTreeMap::new();
            for c in &clues {
                *histogram.entry(*c).or_insert(0u32) += 1;
            }
            let text: Vec<String> = histogram.iter().map(|(c, k)| format!("{c}:{k}")).collect();
            println!("  clues {}: {}", level.slug(), text.join(" "));
        }
    }
    if variants.contains(&Variant::Standard) {
        let mut times = Vec::new();
        let mut clues = Vec::new();
        for _ in 0..n.max(100) {
            let t = Instant::now();
            let s = sudoku::Sudoku::generate();
            times.push(t.elapsed().as_secs_f64() * 1e3);
            clues.push(s.iter().filter(|c| c.is_some()).count());
        }
        times.sort_by(f64::total_cmp);
        clues.sort_unstable();
        println!(
            "reference: sudoku 0.8 Sudoku::generate() (unique, minimal, unrated): median {:.3} ms, p95 {:.3} ms, clues median {}",
            quantile(&times, 0.5),
            quantile(&times, 0.95),
            clues[clues.len() / 2]
        );
    }
}
