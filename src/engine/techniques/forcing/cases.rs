//! Worked examples of the forcing chains and nets: positions from the hint paths of the
//! forum's hardest puzzles (`tests/data/forum-hardest-11plus.every-20th.txt`, the first
//! puzzle), where each is the easiest step left.

use crate::engine::house::Variant;
use crate::engine::techniques::Case;

pub const FORCING_CHAIN_CONTRADICTION: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "98.7.+26.+375+2.4..+1...3..8.7.5....7.3...94......+3..2.1..3.......1+29...5.8...52...+96",
    notes: "924 926 634 635 937 939 145 155 656 568 473 477 777 478 195",
    rungs: "1: There is a Forcing Chain Contradiction starting from r6c4.\n\
                2: Suppose r6c4 is 9 and follow what it implies: r6c4=9 → r6c4<>5 → r6c6<>9 → r5c5=5 → r6c6=6 → r5c5<>3 → r2c6<>6 → r5c6=3 → r2c6=3 → r2c6<>3 → r2c6=3 ⊥.\n\
                3: If r6c4 is 9, then after nine steps (▶ tells each): r2c6 is 3 (its last candidate) and r2c6 is not 3 (it sees r5c6 in column 6), which cannot both hold. So remove 9 from r6c4.\n\
                4: Remove 9 from r6c4",
}];

pub const FORCING_CHAIN_VERITY: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "98.7.+26..75+2.4..+1...3..8.7.5....7.3...94.........2.1..3.......1+29...5.8...52...+96",
    notes: "634 635 477 777 478 195",
    rungs: "1: There is a Forcing Chain Verity on the places of 1 in row 8.\n\
                2: Try each place of 1 in row 8 in turn: r8c3=1 → r1c3<>1 → r1c5=1 → r4c5<>1 | r8c4=1 → r9c6<>1 → r5c6=1 → r4c5<>1 | r8c5=1 → r4c5<>1.\n\
                3: In row 8, 1 must go in r8c3, r8c4 or r8c5. Every case leads to the same fact, r4c5 is not 1 (▶ tells each step). If r8c3 is 1, it follows in three steps. If r8c4 is 1, it follows in three steps. If r8c5 is 1: r4c5 is not 1 (it sees r8c5 in column 5). So remove 1 from r4c5.\n\
                4: Remove 1 from r4c5",
}];

pub const FORCING_NET_CONTRADICTION: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "98.7.+26..75+2.4..+1...3..8.7.5....7.3...94.........2.1..3.......1+29...5.8...52...+96",
    notes: "634 635 145 155 656 462 473 477 777 478 195",
    rungs: "1: There is a Forcing Net Contradiction starting from r5c2.\n\
                2: Suppose r5c2 is 3 and follow what it implies: r5c2=3 → r5c2<>2 → r5c6<>3 → r4c2=2 → r5c6=1 → r4c2<>1 → r4c2<>4 → r4c4<>1 → r4c3=1 → r4c3<>4 → r1c3<>1 → r1c3=4 → r1c8<>4 → r6c3<>4 → r6c8=4 → r6c1=4 → r6c1<>4 → r6c1=4 ⊥.\n\
                3: If r5c2 is 3, then after 16 steps (▶ tells each): r6c1 is 4 (the last place for 4 in block 4) and r6c1 is not 4 (it sees r6c8 in row 6), which cannot both hold. So remove 3 from r5c2.\n\
                4: Remove 3 from r5c2",
}];

pub const FORCING_NET_VERITY: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "98.76.5..5..4..8....3+8...7.8..9..2......1+8......+2.7.862....4....58...4....95...2.",
    notes: "328 375 178 378 678 179 379 779 385 186 386 686 395 196",
    rungs: "1: There is a Forcing Net Verity on the places of 6 in column 1.\n\
                2: Try each place of 6 in column 1 in turn: r3c1=6 → r3c7<>6 → r8c1<>6 → r2c8=6 → r8c8<>6 → r8c4=6 → r5c4<>6 → r4c6=6 → r4c2<>6 | r5c1=6 → r4c2<>6 | r8c1=6 → r8c8<>6 → r3c1<>6 → r2c8=6 → r2c2<>6 → r2c3<>6 → r3c2=6 → r4c2<>6 | r9c1=6 → r9c6<>6 → r4c6=6 → r4c2<>6.\n\
                3: In column 1, 6 must go in r3c1, r5c1, r8c1 or r9c1. Every case leads to the same fact, r4c2 is not 6 (▶ tells each step). If r3c1 is 6, it follows in eight steps. If r5c1 is 6: r4c2 is not 6 (it sees r5c1 in block 4). If r8c1 is 6, it follows in seven steps. If r9c1 is 6, it follows in three steps. So remove 6 from r4c2.\n\
                4: Remove 6 from r4c2",
}];

pub const NESTED_FORCING_NET: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
    notes: "",
    rungs: "1: There is a Nested Forcing Net starting from r9c8.\n\
                2: Suppose r9c8 is 4 and follow what it implies: r9c8=4 → r9c8<>9 → r9c1<>4 → r9c2<>4 → r9c6<>4 → r9c7<>4 → r1c8<>4 → r6c8<>4 → r7c7<>4 → r8c7<>4 → r8c9<>4 → r7c6=4 → r7c2<>4 → r7c3<>4 → r7c6<>6 → r1c6<>1 → r1c8<>2 → r7c2<>7 → r1c9<>2 → r3c4<>6 → r5c1<>6 → r6c2<>6 → r6c3<>4 → r6c3<>6 → r2c6<>1 → r2c6<>3 → r4c3<>4 → r5c2<>7 → r6c9<>7 → r8c3<>1 → r8c3<>7 → r2c3<>6 → r5c6<>3 → r5c6<>6 → r5c6=1 → r4c5<>1 → r6c1<>6 → r4c2<>4 → r6c9<>4 → r4c3<>8 → r5c2<>6 → r4c5<>6 → r7c3<>2 → r8c1<>2 → r1c6<>3 → r1c6=2 → r1c3<>2 → r2c6<>2 → r1c8<>5 → r1c8=1 → r1c3<>1 → r2c8<>1 → r1c3=4 → r1c9<>4 → r8c3<>4 → r8c1=4 → r8c1<>6 → r6c1<>4 → r3c1=6 → r6c1=8 → r3c1<>2 → r6c3<>8 → r9c1<>8 → r5c1=2 → r7c3=8 → r9c5=8 → r5c9<>2 → r4c3<>2 → r7c4<>8 → r4c5<>8 → r4c5=9 → r3c5<>9 → r2c3<>2 → r3c9<>2 → r8c3=2 → r8c3<>6 → r8c9<>2 → r7c4<>6 → r7c4=9 → r7c7<>9 → r7c8<>9 → r3c4<>9 → r9c7=9 → r2c7<>9 → r2c8<>9 → r2c9<>9 → r3c7<>9 → r3c9=9 → r2c8=2 → r3c9<>4 → r2c9<>2 → r4c9=4 → r4c9=2 → r4c9<>2 → r4c9=2 ⊥.\n\
                3: If r9c8 is 4, then after 93 steps (▶ tells each): r4c9 is 2 (the last place for 2 in column 9) and r4c9 is not 2 (it is 4), which cannot both hold. So remove 4 from r9c8.\n\
                4: Remove 4 from r9c8",
}];

// From the hint path of forum-hardest-11plus.every-20th.txt (`kraken_steps_on_hard_paths_are_sound` in tests.rs, with `--nocapture`):
// the first position of its walk where the Kraken fish is the easiest step left.
pub const KRAKEN_FISH_1: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "98+47+3+16+2+57..5..94...+2.6....47...3....2...5.....96..4..2.+7.5..1..9.8..2....8.....6",
    notes: "323 829 836 548 848 351 653 359 361 372 474 379 683 486 588 591 392 592 494",
    rungs: "1: There is a Kraken Fish Type 1 on 3 in rows 2 and 6.\n\
                2: In rows 2 and 6, every 3 lies in columns 2 and 9, apart from the fin r6c8; follow each case: r6c8=3 → r6c8<>5 → r9c8=5 → r9c8<>9 → r7c9=9 → r7c9<>4 → r8c9=4 → r8c9<>3.\n\
                3: If the fin r6c8 is not 3, rows 2 and 6 take their 3s in columns 2 and 9, one each, so r8c9 is not 3; if it is, its chain gives the same. If r6c8 is 3, it follows in seven steps. So remove 3 from r8c9.\n\
                4: Remove 3 from r8c9",
}];

pub const KRAKEN_FISH_2: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "98.7.+26..75+2.4..+1...3..8.7.5....7.3...94.........2.1..3.......1+29...5.8...52...+96",
    notes: "634 635 145 155 656 477 777 478 195",
    rungs: "1: There is a Kraken Fish Type 2 on 1 in columns 1 and 6.\n\
                2: In columns 1 and 6, every 1 lies in rows 5 and 9, apart from the fin r3c1; follow each case: r3c1=1 → r1c3<>1 → r1c3=4 → r7c3<>4 | r9c1=1 → r9c1<>8 → r7c3=8 → r7c3<>4 | r9c6=1 → r9c6<>4 → r7c6=4 → r7c3<>4.\n\
                3: Without the fin r3c1, row 9 takes its 1 from the fish, in r9c1 or r9c6; so 1 is there or in the fin. Every case leads to the same fact, r7c3 is not 4 (▶ tells each step). If r3c1 is 1, it follows in three steps. If r9c1 is 1, it follows in three steps. If r9c6 is 1, it follows in three steps. So remove 4 from r7c3.\n\
                4: Remove 4 from r7c3",
}];
