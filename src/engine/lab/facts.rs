//! The seeds' facts that a browser can check (seed 000 L445–483): computed, not quoted.

use super::Watch;

/// The number of ways to complete the first band (rows 1–3) when the first row is 1–9 in
/// order: seed 000 says 2,612,736 (= 56 · 6^6). Counted by a plain search over the 18 cells of
/// rows 2 and 3 (each digit once per row and per block); `None` when the watch stopped it
/// (it is asked every 4096 completions).
pub fn first_band_completions(watch: &mut dyn Watch) -> Option<u64> {
    // used_row[r] / used_block[b]: digits (bits 1–9) in row r (1 or 2) and block b (0–2).
    let mut used_row = [0u16; 3];
    let mut used_block = [0u16; 3];
    for c in 0..9 {
        used_block[c / 3] |= 1 << (c + 1);
    }
    used_row[0] = 0x3FE;
    let mut count = 0u64;
    let mut stopped = false;
    band(
        1,
        0,
        &mut used_row,
        &mut used_block,
        &mut count,
        watch,
        &mut stopped,
    );
    (!stopped).then_some(count)
}

/// Columns used so far are not tracked per column: a digit may not repeat in a column of a
/// band only through the block rule, which covers the band's three rows. Cell (`row`, `col`).
fn band(
    row: usize,
    col: usize,
    used_row: &mut [u16; 3],
    used_block: &mut [u16; 3],
    count: &mut u64,
    watch: &mut dyn Watch,
    stopped: &mut bool,
) {
    if *stopped {
        return;
    }
    if row == 3 {
        *count += 1;
        if count.is_multiple_of(4096) && watch.should_stop() {
            *stopped = true;
        }
        return;
    }
    let (next_row, next_col) = if col == 8 {
        (row + 1, 0)
    } else {
        (row, col + 1)
    };
    let b = col / 3;
    let free = !(used_row[row] | used_block[b]) & 0x3FE;
    let mut rest = free;
    while rest != 0 {
        let bit = rest & rest.wrapping_neg();
        rest &= rest - 1;
        used_row[row] |= bit;
        used_block[b] |= bit;
        band(
            next_row, next_col, used_row, used_block, count, watch, stopped,
        );
        used_row[row] &= !bit;
        used_block[b] &= !bit;
    }
}

/// 9! first rows times the completions of the band: seed 000's 948,109,639,680 first bands.
pub fn first_bands(completions: u64) -> u64 {
    (1..=9u64).product::<u64>() * completions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::lab::RunToEnd;

    #[test]
    fn the_seeds_band_figures_hold() {
        let n = first_band_completions(&mut RunToEnd).expect("not stopped");
        assert_eq!(n, 2_612_736);
        assert_eq!(n, 56 * 6u64.pow(6));
        assert_eq!(first_bands(n), 948_109_639_680);
    }
}
