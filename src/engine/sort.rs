//! A small stable sort for the short lists the app sorts (a step's eliminations, a hint's
//! marks in one cell, the steps available now, the saved games).
//!
//! The standard library's stable sort is fast on large slices, but each element type and
//! each key closure instantiates its whole machinery (a quicksort, a merge and the small-sort
//! networks, 2–3 KB of wasm apiece), and the browser bundle carries a dozen of them. These
//! lists hold at most a few hundred items, where an insertion sort is as fast and a few
//! dozen bytes.
//!
//! ```
//! use stepwise::engine::sort::sort_by;
//! let mut v = [(2, 'a'), (1, 'b'), (2, 'c'), (0, 'd')];
//! sort_by(&mut v, |x, y| x.0.cmp(&y.0));
//! assert_eq!(v, [(0, 'd'), (1, 'b'), (2, 'a'), (2, 'c')]);
//! ```

use std::cmp::Ordering;

/// Sorts `v` stably by `compare` (insertion sort: for short slices).
pub fn sort_by<T>(v: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && compare(&v[j - 1], &v[j]) == Ordering::Greater {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `v` stably by the key `key` returns (insertion sort: for short slices).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `v` stably in ascending order (insertion sort: for short slices).
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_library_and_keeps_equal_items_in_order() {
        let mut state = 12345u32;
        for len in [0usize, 1, 2, 3, 7, 40, 200] {
            let v: Vec<(u8, usize)> = (0..len)
                .map(|i| {
                    state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                    ((state >> 16) as u8 % 10, i)
                })
                .collect();
            let mut ours = v.clone();
            sort_by_key(&mut ours, |x| x.0);
            let mut theirs = v.clone();
            theirs.sort_by_key(|x| x.0);
            assert_eq!(ours, theirs, "len {len}");
            let mut whole = v.clone();
            sort(&mut whole);
            let mut expected = v;
            expected.sort();
            assert_eq!(whole, expected);
        }
    }
}
