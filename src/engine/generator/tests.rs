use super::*;
use crate::engine::solver::count;

#[test]
fn placeholder_easy() {
    let options = Options::new(Variant::Standard, Target::Level(Level::Easy));
    let made = generate(&options, 1).unwrap();
    assert_eq!(count(&made.puzzle, 2), 1);
}
