//! Worked examples of Template Set (a position from HoDoKu's regression library) and
//! Template Delete (from a top1465 path).

use crate::engine::house::Variant;
use crate::engine::techniques::Case;

pub const TEMPLATE_SET: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "..5.+4163+223+17+6.+4..+6.452+3+8+71.6.........86.71.........6.4...159+2+6.....6+543.564..7+1+8",
    notes: "",
    rungs: "1: There is a Template Set on the digit 1.\n\
                2: The only possible way to place all nine 1s puts a 1 in r4c1, r6c4 and r8c2.\n\
                3: A way puts one 1 in every row, column and block, each where a 1 is placed or a candidate; the solution's 1s follow one of them. A way that would take a cell which every way of another digit needs is not possible either. So r4c1, r6c4 and r8c2 must be 1.\n\
                4: Place 1 in r4c1, place 1 in r6c4 and place 1 in r8c2",
}];

pub const TEMPLATE_DELETE: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "53..+1+9+7+2..79..2.....25..9.....2..68.7+2.....+91.8..9.2...+617+2...+9..+7+138.+62+2..96.17.",
    notes: "436 442 542 446 546 456 556 466 566 471 493 593 499 599",
    rungs: "1: There is a Template Delete on the digit 3.\n\
                2: Of the 15 possible ways to place all nine 3s, none puts a 3 in r5c3.\n\
                3: A way puts one 3 in every row, column and block, each where a 3 is placed or a candidate; the solution's 3s follow one of them. So 3 cannot go there: remove 3 from r5c3.\n\
                4: Remove 3 from r5c3",
}];
