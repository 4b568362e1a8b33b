use std::time::Instant;
use stepwise::engine::techniques::next_step;
use stepwise::engine::{Cell, Position, Variant, parse_puzzle};

#[test]
#[ignore]
fn slowest() {
    let text = std::fs::read_to_string("tests/data/forum-hardest-11plus.every-20th.txt").unwrap();
    let mut all = Vec::new();
    for line in text.lines() {
        let p = parse_puzzle(line.trim(), Variant::Standard).unwrap();
        let mut pos = Position::with_all_candidates(Variant::Standard, p.givens);
        while !pos.is_solved() {
            let t = Instant::now();
            let Some(step) = next_step(&pos, |_| true) else {
                break;
            };
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            if ms > 100.0 {
                let grid: Vec<String> = Cell::all()
                    .map(|c| match pos.digits().get(c) {
                        Some(d) => d.to_string(),
                        None => pos
                            .candidates()
                            .get(c)
                            .iter()
                            .map(|d| d.to_string())
                            .collect(),
                    })
                    .collect();
                all.push((ms, format!("{:?}", step.technique), grid.join(" ")));
            }
            pos.apply(&step);
        }
    }
    all.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap());
    for (ms, t, g) in all.iter().take(5) {
        println!("{ms:.0} ms {t}\n{g}");
    }
}
