//! Benchmark: rating time per puzzle, each scale on its own and all together (what
//! `stepwise rate` computes: HoDoKu, SE and the seed's points, its three walks sharing one
//! `Memo` of the searches that found nothing), and the symmetry-robust
//! minimum's extra cost; then how many transformed copies the minimum needs (how often
//! the minimum over 8, 16 or 32 copies is below the minimum over fewer).
//! `cargo bench --bench rating [-- --file top1465.txt|forum-hardest-11plus.txt] [--every N]
//! [--copies N]`. The hardest list is read from its committed sample unless
//! `STEPWISE_DATA` names the full folder; the first line says which.

use std::time::Instant;

use stepwise::engine::rating::{self, SeedMode, hodoku, robust, se, seed};
use stepwise::engine::techniques::Memo;
use stepwise::engine::{Variant, parse_puzzle};

#[path = "../common/data.rs"]
mod data;

fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let file = arg(&args, "--file").unwrap_or_else(|| "top1465.txt".into());
    let every: usize = arg(&args, "--every")
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    let copies: usize = arg(&args, "--copies")
        .and_then(|n| n.parse().ok())
        .unwrap_or(32);
    let (lines, source) = data::for_bench(&file);
    println!("puzzles: {source} (every {every})");
    let puzzles: Vec<_> = lines
        .iter()
        .step_by(every)
        .filter_map(|l| parse_puzzle(l, Variant::Standard).ok())
        .filter_map(|p| rating::check(&p).ok())
        .collect();
    let n = puzzles.len();
    let mut ms = [0f64; 6];
    let mut lower = [0usize; 3];
    for (bare, solution) in &puzzles {
        let t = Instant::now();
        std::hint::black_box(hodoku::rate(bare, solution));
        ms[0] += t.elapsed().as_secs_f64();
        let t = Instant::now();
        std::hint::black_box(se::rate(bare));
        ms[1] += t.elapsed().as_secs_f64();
        let t = Instant::now();
        std::hint::black_box(seed::rate(bare, SeedMode::Asynchronous));
        ms[2] += t.elapsed().as_secs_f64();
        // The three again, as `rating::rate` walks them: one memo for the puzzle.
        let t = Instant::now();
        let memo = Memo::default();
        std::hint::black_box(hodoku::rate_remembering(bare, solution, &memo));
        std::hint::black_box(se::rate_remembering(bare, &memo));
        std::hint::black_box(seed::rate_remembering(bare, SeedMode::Asynchronous, &memo));
        ms[5] += t.elapsed().as_secs_f64();
        let t = Instant::now();
        std::hint::black_box(robust::minimum(bare, robust::SEED_COPIES));
        ms[3] += t.elapsed().as_secs_f64();
        let t = Instant::now();
        let sums = robust::sums(bare, copies);
        ms[4] += t.elapsed().as_secs_f64();
        let min_of = |k: usize| sums[..k.min(sums.len())].iter().copied().min().unwrap_or(0);
        for (i, k) in [8usize, 16, 32].iter().enumerate() {
            if *k <= copies && min_of(*k) < min_of(k / 2) {
                lower[i] += 1;
            }
        }
    }
    let per = |s: f64| s * 1000.0 / n.max(1) as f64;
    println!("{n} puzzles, ms per puzzle (one thread):");
    println!("  HoDoKu            {:8.2}", per(ms[0]));
    println!("  SE                {:8.2}", per(ms[1]));
    println!("  seed points       {:8.2}", per(ms[2]));
    println!("  the three apart   {:8.2}", per(ms[0] + ms[1] + ms[2]));
    println!(
        "  all three         {:8.2} (one memo, as `stepwise rate`)",
        per(ms[5])
    );
    println!(
        "  robust minimum, {} copies {:8.2} (extra)",
        robust::SEED_COPIES,
        per(ms[3])
    );
    println!("  {copies} copies       {:8.2}", per(ms[4]));
    for (i, k) in [8usize, 16, 32].iter().enumerate() {
        if *k <= copies {
            println!(
                "  min over {k:>2} copies below the min over {:>2}: {} of {n}",
                k / 2,
                lower[i]
            );
        }
    }
}
