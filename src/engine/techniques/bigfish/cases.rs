//! Worked examples of Franken and Mutant fish: most from HoDoKu's regression library (its
//! positions, GPL-3 test data used as test input), the rest from top1465 paths.

use crate::engine::house::Variant;
use crate::engine::techniques::Case;

pub const FRANKEN_X_WING: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "4..7..6....38...........2..62.5...........+7917............43.8.5.....1......9+5...",
    notes: "134 634 443 843 345 446 347 447 849 254 654 355 855 456 856 562 862 563 863 164 264 664 265 665 266 666 367 467 368 468 369 469 869 782 882 783 883 285 685 286 686 788 789",
    rungs: "1: There is a Franken X-Wing on the digit 3 in columns 1 and 7.\n\
                2: In columns 1 and 7, every 3 lies in row 9 and block 4: r5c1, r9c1 and r9c7.\n\
                3: Each of columns 1 and 7 needs a 3; their 3s all lie in row 9 and block 4, none in two base houses, so they fill the cover houses, one each. The rest of the cover cannot be 3: remove 3 from r5c2, r6c2, r9c2, r9c8 and r9c9.\n\
                4: Remove 3 from r5c2, r6c2, r9c2, r9c8 and r9c9",
}];

pub const FRANKEN_SWORDFISH: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: ".6.8.27352.76354.8385.7.26.5.6.8.3.7..876315.73.25.6848.2..657.65...78..173528946",
    notes: "415 136 442 144 952 474 184 484",
    rungs: "1: There is a Franken Swordfish on the digit 9 in column 1, column 9 and block 2.\n\
                2: In column 1, column 9 and block 2, every 9 lies in rows 1, 3 and 5: r1c1, r1c5, r3c4, r3c6, r3c9, r5c1 and r5c9.\n\
                3: Each of column 1, column 9 and block 2 needs a 9; their 9s all lie in rows 1, 3 and 5, none in two base houses, so they fill the cover houses, one each. The rest of the cover cannot be 9: remove 9 from r1c3.\n\
                4: Remove 9 from r1c3",
}];

pub const FRANKEN_JELLYFISH: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "..67..+391..9+3...623......+4.....3...4..72...1+34.+3..1....31..8.75..+49+5+3+1.+6.65....3.",
    notes: "941 547 847 951 557 665 567 475 791 495 496 897",
    rungs: "1: There is a Franken Jellyfish on the digit 8 in row 1, row 2, row 5 and block 7.\n\
                2: In row 1, row 2, row 5 and block 7, every 8 lies in columns 1, 2, 5 and 7: r1c1, r1c2, r1c5, r2c1, r2c2, r2c5, r2c7, r5c1, r5c2, r5c5, r5c7, r8c1, r8c2 and r9c1.\n\
                3: Each of row 1, row 2, row 5 and block 7 needs an 8; their 8s all lie in columns 1, 2, 5 and 7, none in two base houses, so they fill the cover houses, one each. The rest of the cover cannot be 8: remove 8 from r3c2, r3c5, r3c7, r4c1, r4c2, r6c2, r6c5 and r6c7.\n\
                4: Remove 8 from r3c2, r3c5, r3c7, r4c1, r4c2, r6c2, r6c5 and r6c7",
}];

pub const FINNED_FRANKEN_X_WING: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "4.392..5659...6...6..85..4.1.5.9846.9.426.5...6.5.4...25...9683849632715..6.85294",
    notes: "328 829 759 367 867 269 769",
    rungs: "1: There is a Finned Franken X-Wing on the digit 1 in row 5 and block 2.\n\
                2: In row 5 and block 2, every 1 lies in columns 6 and 9: r1c6, r3c6, r5c6 and r5c9, apart from the fins r2c4 and r2c5.\n\
                3: Each of row 5 and block 2 needs a 1; apart from the fins, their 1s all lie in columns 6 and 9, none in two base houses, so they fill the cover houses, one each. Either a fin is 1 or the fish stands; either way, cover cells that see every fin lose their 1: remove 1 from r2c9.\n\
                4: Remove 1 from r2c9",
}];

pub const FINNED_FRANKEN_SWORDFISH: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: ".64.+2............2+293.8..4.......7.9..6...+23..1+9..2.86..7..89.5+9.82.1...+6...49...",
    notes: "518 718 724 725 128 728 541 342 542 544 154 371 372 678 482 385 685 789 394 799",
    rungs: "1: There is a Finned Franken Swordfish on the digit 5 in column 3, column 8 and block 8.\n\
                2: In column 3, column 8 and block 8, every 5 lies in rows 2, 4 and 9: r2c3, r2c8, r4c3, r4c8, r9c3 and r9c4, apart from the fin r8c5.\n\
                3: Each of column 3, column 8 and block 8 needs a 5; apart from the fins, their 5s all lie in rows 2, 4 and 9, none in two base houses, so they fill the cover houses, one each. Either the fin is 5 or the fish stands; either way, cover cells that see the fin lose their 5: remove 5 from r2c5 and r4c5.\n\
                4: Remove 5 from r2c5 and r4c5",
}];

pub const FINNED_FRANKEN_JELLYFISH: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: ".+1.+67+8....68.+1.4..+7....26815+8..37+1+699.+7+5+6+13.+8+6+318.....1.+6.+8..5.+8....6.+1..7.1..8.6",
    notes: "432 433",
    rungs: "1: There is a Finned Franken Jellyfish on the digit 2 in row 5, row 9, block 1 and block 5.\n\
                2: In row 5, row 9, block 1 and block 5, every 2 lies in columns 1, 3, 5 and 8: r1c1, r1c3, r2c1, r5c8, r6c5, r9c1, r9c3, r9c5 and r9c8, apart from the fins r4c4 and r5c2.\n\
                3: Each of row 5, row 9, block 1 and block 5 needs a 2; apart from the fins, their 2s all lie in columns 1, 3, 5 and 8, none in two base houses, so they fill the cover houses, one each. Either a fin is 2 or the fish stands; either way, cover cells that see every fin lose their 2: remove 2 from r4c3.\n\
                4: Remove 2 from r4c3",
}];

pub const MUTANT_X_WING: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "4..7..6....38...........2..62.5...........+7917............43.8.5.....1......9+5...",
    notes: "134 634 443 843 345 446 347 447 849 254 654 355 855 456 856 562 862 563 863 164 264 664 265 665 266 666 367 467 368 468 369 469 869 782 882 783 883 285 685 286 686 788 789",
    rungs: "1: There is a Mutant X-Wing on the digit 3 in row 8 and column 7.\n\
                2: In row 8 and column 7, every 3 lies in column 2 and block 9: r8c2, r8c8, r8c9 and r9c7.\n\
                3: Each of row 8 and column 7 needs a 3; their 3s all lie in column 2 and block 9, none in two base houses, so they fill the cover houses, one each. The rest of the cover cannot be 3: remove 3 from r5c2, r6c2, r9c2, r9c8 and r9c9.\n\
                4: Remove 3 from r5c2, r6c2, r9c2, r9c8 and r9c9",
}];

pub const MUTANT_SWORDFISH: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "5..7..6....38..+5........2..62.4.....+3.....+7917............35.8.4+3....1......9+4+3..",
    notes: "134 634 543 843 545 346 849 254 654 555 855 856 462 862 463 863 164 264 664 265 665 266 666 368 568 369 569 869 783 883 285 685 286 686 788 789",
    rungs: "1: There is a Mutant Swordfish on the digit 9 in row 4, row 8 and column 7.\n\
                2: In row 4, row 8 and column 7, every 9 lies in column 3, column 6 and block 9: r4c3, r4c6, r7c7, r8c3 and r8c9.\n\
                3: Each of row 4, row 8 and column 7 needs a 9; their 9s all lie in column 3, column 6 and block 9, none in two base houses, so they fill the cover houses, one each. The rest of the cover cannot be 9: remove 9 from r1c3, r1c6, r2c6, r3c3, r3c6, r6c3, r6c6, r7c3 and r7c9.\n\
                4: Remove 9 from r1c3, r1c6, r2c6, r3c3, r3c6, r6c3, r6c6, r7c3 and r7c9",
}];

pub const MUTANT_JELLYFISH: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "5..7..6....38..+5........2..62.4.....+3.....+7917............35.8.4+3....1......9+4+3..",
    notes: "134 634 543 843 545 346 849 254 654 555 855 856 462 862 463 863 164 264 664 265 665 266 666 368 568 369 569 869 783 883 285 685 286 686 788 789",
    rungs: "1: There is a Mutant Jellyfish on the digit 9 in row 4, row 8, column 7 and block 3.\n\
                2: In row 4, row 8, column 7 and block 3, every 9 lies in row 7, column 3, column 6 and column 9: r1c9, r2c9, r3c9, r4c3, r4c6, r7c7, r8c3 and r8c9.\n\
                3: Each of row 4, row 8, column 7 and block 3 needs a 9; their 9s all lie in row 7, column 3, column 6 and column 9, none in two base houses, so they fill the cover houses, one each. The rest of the cover cannot be 9: remove 9 from r1c3, r1c6, r2c6, r3c3, r3c6, r6c3, r6c6, r7c1, r7c2, r7c3 and r7c9.\n\
                4: Remove 9 from r1c3, r1c6, r2c6, r3c3, r3c6, r6c3, r6c6, r7c1, r7c2, r7c3 and r7c9",
}];

pub const FINNED_MUTANT_X_WING: &[Case] = &[
    Case {
        variant: Variant::Standard,
        grid: "4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....",
        notes: "112 212 513 913 122 222 523 923 232 533 933 142 242 444 446 147 447 449 153 253 453 163 463 663 167 678 878 679 879 682 689 889 692 894 696 896 397 597 198 298 398 598 299 399 599",
        rungs: "1: There is a Finned Mutant X-Wing on the digit 4 in row 2 and column 7.\n\
                2: In row 2 and column 7, every 4 lies in column 6 and block 3: r2c6, r2c9 and r3c7, apart from the fin r6c7.\n\
                3: Each of row 2 and column 7 needs a 4; apart from the fins, their 4s all lie in column 6 and block 3, none in two base houses, so they fill the cover houses, one each. Either the fin is 4 or the fish stands; either way, cover cells that see the fin lose their 4: remove 4 from r6c6.\n\
                4: Remove 4 from r6c6",
    },
    // In the Diagonal variant the diagonals are houses like any other: here one is a base
    // house and the other a cover house.
    Case {
        variant: Variant::Diagonal,
        grid: ".......................1.........1............2+134....1......536....7........8.2.",
        notes: "312 213 313 315 321 223 323 325 331 332 233 335 352 353",
        rungs: "1: There is a Finned Mutant X-Wing on the digit 1 in column 2 and the anti-diagonal.\n\
                2: In column 2 and the anti-diagonal, every 1 lies in block 3 and the main diagonal: r1c9, r2c2, r2c8 and r5c5, apart from the fin r1c2.\n\
                3: Each of column 2 and the anti-diagonal needs a 1; apart from the fins, their 1s all lie in block 3 and the main diagonal, none in two base houses, so they fill the cover houses, one each. Either the fin is 1 or the fish stands; either way, cover cells that see the fin lose their 1: remove 1 from r1c8.\n\
                4: Remove 1 from r1c8",
    },
];

pub const FINNED_MUTANT_SWORDFISH: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....",
    notes: "112 212 513 913 122 222 523 923 232 533 933 142 242 678 878 679 879 682 689 889 692 894 696 896 397 597 198 298 398 598 299 399 599",
    rungs: "1: There is a Finned Mutant Swordfish on the digit 1 in row 1, row 4 and column 8.\n\
                2: In row 1, row 4 and column 8, every 1 lies in column 3, column 6 and block 6: r1c3, r1c6, r4c3, r4c6, r4c7, r5c8 and r6c8, apart from the fin r4c1.\n\
                3: Each of row 1, row 4 and column 8 needs a 1; apart from the fins, their 1s all lie in column 3, column 6 and block 6, none in two base houses, so they fill the cover houses, one each. Either the fin is 1 or the fish stands; either way, cover cells that see the fin lose their 1: remove 1 from r5c3 and r6c3.\n\
                4: Remove 1 from r5c3 and r6c3",
}];

pub const FINNED_MUTANT_JELLYFISH: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: ".7+6+1.95..1..+6.5...+98+5+72.16.+7...1+6.......97.3.6+9.2+5.+7188.7.6..5...9+5..3.....+9...4.",
    notes: "211 319 425 227 228 229 443 449 172 272 376 476 885 286 486 289 895 396",
    rungs: "1: There is a Finned Mutant Jellyfish on the digit 4 in row 3, row 6, column 1 and column 5.\n\
                2: In row 3, row 6, column 1 and column 5, every 4 lies in row 1, row 8, column 6 and block 4: r1c1, r1c5, r3c6, r5c1, r6c3, r6c6, r8c1 and r8c5, apart from the fin r3c9.\n\
                3: Each of row 3, row 6, column 1 and column 5 needs a 4; apart from the fins, their 4s all lie in row 1, row 8, column 6 and block 4, none in two base houses, so they fill the cover houses, one each. Either the fin is 4 or the fish stands; either way, cover cells that see the fin lose their 4: remove 4 from r1c9.\n\
                4: Remove 4 from r1c9",
}];

pub const SIAMESE_FINNED_FRANKEN_SWORDFISH: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "92..8.5.73..9.7..6......8....4......6..7..3.525+3.......+3+2+519.6+85..2.+8...8.96...+52",
    notes: "122 435 138 146 747 748 968 782 385 787",
    rungs: "1: There is a Siamese Finned Franken Swordfish on the digit 4 in row 1, row 5 and block 8.\n\
                2: In row 1, row 5 and block 8, every 4 lies in column 5, column 8 and block 2: r1c4, r1c6, r1c8, r5c5, r5c8, r8c5 and r9c5, apart from the fins r5c6 and r9c6; and in row 1, row 5 and block 8, every 4 lies in column 6, column 8 and block 2: r1c4, r1c6, r1c8, r5c6, r5c8 and r9c6, apart from the fins r5c5, r8c5 and r9c5.\n\
                3: Two fish share the base row 1, row 5 and block 8: one is covered by column 5, column 8 and block 2, the other by column 6, column 8 and block 2. For each, either one of its fins is 4 or the fish stands. Cells of column 5, column 8 and block 2 that see every fin of that fish (r5c6 and r9c6) lose the 4: remove 4 from r3c6. Cells of column 6, column 8 and block 2 that see every fin of that fish (r5c5, r8c5 and r9c5) lose the 4: remove 4 from r2c5.\n\
                4: Remove 4 from r2c5 and r3c6",
}];

pub const SIAMESE_FINNED_FRANKEN_JELLYFISH: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "+7...52..496+514.+72.3........+6.34.58.......1..68...6.........753.1+3.+5.+4..7+59+7...4..",
    notes: "814 117 118 818 132 832 133 833 139 939 252 452 957 364 273 275",
    rungs: "1: There is a Siamese Finned Franken Jellyfish on the digit 9 in rows 1, 3, 4 and 8.\n\
                2: In rows 1, 3, 4 and 8, every 9 lies in column 5, column 7, column 8 and block 2: r1c4, r1c7, r1c8, r3c4, r3c5, r3c6, r3c7, r3c8, r4c5, r4c8, r8c5, r8c7 and r8c8, apart from the fin r4c9; and in rows 1, 3, 4 and 8, every 9 lies in column 5, column 7, block 2 and block 6: r1c4, r1c7, r3c4, r3c5, r3c6, r3c7, r4c5, r4c8, r4c9, r8c5 and r8c7, apart from the fins r1c8, r3c8 and r8c8.\n\
                3: Two fish share the base rows 1, 3, 4 and 8: one is covered by column 5, column 7, column 8 and block 2, the other by column 5, column 7, block 2 and block 6. For each, either one of its fins is 9 or the fish stands. Cells of column 5, column 7, column 8 and block 2 that see its fin r4c9 lose the 9: remove 9 from r5c8, r6c7 and r6c8. Cells of column 5, column 7, block 2 and block 6 that see every fin of that fish (r1c8, r3c8 and r8c8) lose the 9: remove 9 from r5c8 and r6c8.\n\
                4: Remove 9 from r5c8, r6c7 and r6c8",
}];

pub const SIAMESE_FINNED_MUTANT_JELLYFISH: &[Case] = &[Case {
    variant: Variant::Standard,
    grid: "3.+784+62.9+6...1.+7.......7.6....+7.+1..+6+7.642.1....8+6.5.7+22+6.1.3..7.7..6.9.3....7462.",
    notes: "428 531 532 533 335 437 542 943 548 573 191 192 592",
    rungs: "1: There is a Siamese Finned Mutant Jellyfish on the digit 5 in row 1, row 5, column 5 and column 7.\n\
                2: In row 1, row 5, column 5 and column 7, every 5 lies in row 3, column 2, column 8 and block 6: r1c2, r1c8, r3c5, r3c7, r4c7, r5c2, r5c8 and r5c9, apart from the fins r7c5 and r7c7; and in row 1, row 5, column 5 and column 7, every 5 lies in row 7, column 2, block 3 and block 6: r1c2, r1c8, r3c7, r4c7, r5c2, r5c8, r5c9, r7c5 and r7c7, apart from the fin r3c5.\n\
                3: Two fish share the base row 1, row 5, column 5 and column 7: one is covered by row 3, column 2, column 8 and block 6, the other by row 7, column 2, block 3 and block 6. For each, either one of its fins is 5 or the fish stands. Cells of row 3, column 2, column 8 and block 6 that see every fin of that fish (r7c5 and r7c7) lose the 5: remove 5 from r7c8. Cells of row 7, column 2, block 3 and block 6 that see its fin r3c5 lose the 5: remove 5 from r3c9.\n\
                4: Remove 5 from r3c9 and r7c8",
}];
