use std::time::Instant;
use stepwise::engine::rating::{self, SeedMode};
use stepwise::engine::{Variant, parse_puzzle};
fn main() {
    let file = std::env::args().nth(1).unwrap();
    let n: usize = std::env::args().nth(2).map_or(100, |s| s.parse().unwrap());
    let text = std::fs::read_to_string(file).unwrap();
    let puzzles: Vec<_> = text.lines().take(n).map(|l| parse_puzzle(l, Variant::Standard).unwrap()).collect();
    let mut t = [0f64; 6];
    for p in &puzzles {
        let s = Instant::now();
        let Ok((bare, sol)) = rating::check(p) else { continue };
        t[0] += s.elapsed().as_secs_f64();
        let s = Instant::now(); rating::hodoku::rate(&bare, &sol); t[1] += s.elapsed().as_secs_f64();
        let s = Instant::now(); stepwise::game::level::rate(&bare); t[4] += s.elapsed().as_secs_f64();
        let s = Instant::now(); rating::se::rate(&bare); t[2] += s.elapsed().as_secs_f64();
        let s = Instant::now(); rating::seed::rate(&bare, SeedMode::Asynchronous); t[3] += s.elapsed().as_secs_f64();
        
        let s = Instant::now(); rating::robust::minimum(&bare, 8); t[5] += s.elapsed().as_secs_f64();
    }
    let n = puzzles.len() as f64;
    for (name, v) in ["check", "hodoku", "se", "seed", "old-level", "robust8"].iter().zip(t) {
        println!("{name:10} {:8.2} ms/puzzle", v / n * 1000.0);
    }
}
