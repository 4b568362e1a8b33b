use stepwise::engine::rating::{self, hodoku};
use stepwise::engine::{Variant, parse_puzzle};
fn main() {
    let file = std::env::args().nth(1).unwrap();
    let n: usize = std::env::args().nth(2).map_or(30, |s| s.parse().unwrap());
    let text = std::fs::read_to_string(file).unwrap();
    for l in text.lines().filter(|l| !l.starts_with('#')).take(n) {
        let f: Vec<&str> = l.split('\t').collect();
        let p = parse_puzzle(f[0], Variant::Standard).unwrap();
        let (bare, sol) = rating::check(&p).unwrap();
        let h = hodoku::rate(&bare, &sol);
        let t: Vec<String> = h.techniques.iter().map(|(t, n)| format!("{}:{n}", t.name())).collect();
        println!("{} {} {} | {:?} {} | {}", f[0], f[1], f[2], h.rating.level, h.rating.score, t.join(", "));
    }
}
