//! Worked examples of the chain techniques: positions from HoDoKu's regression library
//! (`tests/data/hodoku-reglib-1.3.txt`, the line named), the first step our finder shows.

use crate::engine::house::Variant;
use crate::engine::techniques::Case;

// Library line 1077.
pub const X_CHAIN: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "3.4+52..8...6.+9.....5..7.3.....68+9.2+3...+734....6+315+27...1.+9+6......9.+4..6.+6.8217..5",
    notes: "",
    rungs: "1: There is an X-Chain on the digit 7.\n\
    2: Follow the chain (7)r1c2=(7)r1c9-(7)r2c8=(7)r7c8-(7)r7c3=(7)r4c3.\n\
    3: Suppose r1c2 is not 7. Then, along the five links (▶ tells each), r4c3 is 7. So r1c2 is 7 or r4c3 is 7, whichever way it goes. Cells that see both cannot hold their digit: remove 7 from r4c2.\n\
    4: Remove 7 from r4c2",
}];

// Library line 1093.
pub const XY_CHAIN: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "76+2+8+1+3+59+4...+7+6+9+1+2+8.+9.42536+7.+765+9+82.+39..1+32......+67+4+8.9..+7+9+5643+1.49+38+1..2.1.+2+47+9+8.",
    notes: "",
    rungs: "1: There is an XY-Chain on the digits 1, 2, 4, 5 and 8.\n\
    2: Follow the chain (5)r5c2=(8)r5c2-(8)r7c2=(2)r7c2-(2)r7c1=(8)r7c1-(8)r3c1=(1)r3c1-(1)r4c1=(4)r4c1-(4)r4c8=(1)r4c8-(1)r6c8=(5)r6c8.\n\
    3: Suppose r5c2 is not 5. Then, along the 13 links (▶ tells each), r6c8 is 5. So r5c2 is 5 or r6c8 is 5, whichever way it goes. Cells that see both cannot hold their digit: remove 5 from r5c8, r5c9, r6c1, r6c2 and r6c3.\n\
    4: Remove 5 from r5c8, r5c9, r6c1, r6c2 and r6c3",
}];

// Library line 1145.
pub const CONTINUOUS_NICE_LOOP: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "548..+3...+63....8..1+2.+8....3+972.+386..+4.....3..+3...47..9+71+43+8+5+92+62569+7..+3+8+8+9+3.6.7..",
    notes: "",
    rungs: "1: There is a Continuous Nice Loop on the digits 6 and 9.\n\
    2: Follow the loop (9)r1c5=(9)r1c8-(6)r1c8=(6)r1c4-(6)r3c6=(6)r5c6-(9)r5c6=(9)r5c5-(9)r1c5.\n\
    3: Suppose r1c5 is not 9. Then, along the eight links (▶ tells each), r1c5 is not 9. The loop closes, so each weak link in it has exactly one true end: cells that see both ends lose that digit, and a cell between two strong links keeps only their digits: remove 1 from r1c8 and r5c6; 2 from r5c6; 7 from r1c8; 9 from r2c5 and r3c5.\n\
    4: Remove 1 from r1c8 and r5c6; 2 from r5c6; 7 from r1c8; 9 from r2c5 and r3c5",
}];

// Library line 1172.
pub const DISCONTINUOUS_NICE_LOOP: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "+3.7+465+1..+21+5+7+984364..+2........6+8..+43..4.2...1..+3.4.2....1.....7.....2...53.+87.91.",
    notes: "954 964 574 376 976 584",
    rungs: "1: There is a Discontinuous Nice Loop on the digits 2 and 4.\n\
    2: Follow the loop (4)r7c2-(4)r7c6=(4)r9c6-(4)r9c9=(2)r9c9-(2)r7c8=(2)r7c2-(4)r7c2.\n\
    3: Suppose r7c2 is 4. Then, along the seven links (▶ tells each), r7c2 is not 4. So if r7c2 were 4, it could not be 4: remove 4 from r7c2.\n\
    4: Remove 4 from r7c2",
}];

// Library line 1206.
pub const AIC: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "+2......69+98..2.13+7+71.....+24..+9....+5..4...9.7.+5671+329+4+8+6.1....8+33......+9+6+4+9867+32+15",
    notes: "",
    rungs: "1: There is an AIC on the digits 2, 3 and 9.\n\
    2: Follow the chain (3)r3c3=(3)r3c4-(9)r3c4=(9)r7c4-(2)r7c4=(2)r7c2-(2)r4c2=(3)r4c2.\n\
    3: Suppose r3c3 is not 3. Then, along the seven links (▶ tells each), r4c2 is 3. So r3c3 is 3 or r4c2 is 3, whichever way it goes. Cells that see both cannot hold their digit: remove 3 from r1c2 and r5c3.\n\
    4: Remove 3 from r1c2 and r5c3",
}];

// Library line 1244.
pub const GROUPED_CONTINUOUS_NICE_LOOP: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: ".+5243+19+6..3+67...1519.....2.2.......694.......+5+6....74+93.9......6.+5.1.....8.5..69.",
    notes: "825 826 833 837 839 254 255 256 779 789 495 496 499 799",
    rungs: "1: There is a Grouped Continuous Nice Loop on the digits 1 and 2.\n\
    2: Follow the loop (1)r6c3=(1)r6c4-(2)r6c4=(2)r78c4-(2)r9c5=(1)r9c3-(1)r6c3.\n\
    3: Suppose r6c3 is not 1. Then, along the six links (▶ tells each), r6c3 is not 1. The loop closes, so each weak link in it has exactly one true end: cells that see both ends lose that digit, and a cell between two strong links keeps only their digits: remove 1 from r4c3 and r5c3; 2 from r7c5, r7c6, r8c6 and r9c6; 3 and 8 from r6c4; 7 from r9c6.\n\
    4: Remove 1 from r4c3 and r5c3; 2 from r7c5, r7c6, r8c6 and r9c6; 3 and 8 from r6c4; 7 from r9c6",
}];

// Library line 1276.
pub const GROUPED_DISCONTINUOUS_NICE_LOOP: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "+2+4+7+38..5+69.3.....+2..12....3+4.25.36...7.41.3+251+3+5.+2..........264.2....+58...+4.5+2.+3.",
    notes: "656 867",
    rungs: "1: There is a Grouped Discontinuous Nice Loop on the digits 5, 7 and 9.\n\
    2: Follow the loop (7)r7c5-(7)r4c5=(9)r4c5-(9)r4c2=(5)r23c2-(5)r7c2=(7)r7c46-(7)r7c5.\n\
    3: Suppose r7c5 is 7. Then, along the seven links (▶ tells each), r7c5 is not 7. So if r7c5 were 7, it could not be 7: remove 7 from r7c5.\n\
    4: Remove 7 from r7c5",
}];

// Library line 1308.
pub const GROUPED_AIC: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "3.2....1.+1..97........+1....5..+18.6....15...7..8.+74.+1..9....1.27.1.4.......5..79.+1",
    notes: "",
    rungs: "1: There is a Grouped AIC on the digits 5, 6 and 8.\n\
    2: Follow the chain (6)r1c4=(8)r1c4-(8)r79c4=(5)r7c5-(5)r1c5=(6)r1c5.\n\
    3: Suppose r1c4 is not 6. Then, along the five links (▶ tells each), r1c5 is 6. So r1c4 is 6 or r1c5 is 6, whichever way it goes. Cells that see both cannot hold their digit: remove 6 from r1c2, r1c6, r1c9, r2c6, r3c4 and r3c6.\n\
    4: Remove 6 from r1c2, r1c6, r1c9, r2c6, r3c4 and r3c6",
}];
