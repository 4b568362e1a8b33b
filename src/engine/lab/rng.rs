//! The lab's random numbers: the generator's SplitMix64 stream (`crate::engine::generator::rng`'s
//! `Rng`, seeded by the caller, so a run is the same on every machine and in the browser),
//! with the draws the genetic algorithm asks for.

use crate::engine::generator::rng::Rng;

/// A SplitMix64 generator (the generator's stream) with the lab's draws.
#[derive(Clone, Debug)]
pub struct SplitMix64(Rng);

impl SplitMix64 {
    /// A generator starting from `seed`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(Rng::new(seed))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (`1 ≤ n < 2³²`; Lemire's multiply-shift, bias below 2^-32 for the
    /// small `n` the lab uses).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n as u32) as usize
    }

    /// `true` with probability `percent` / 100.
    pub fn percent(&mut self, percent: u32) -> bool {
        self.below(100) < percent as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_and_below_stays_below() {
        let mut a = SplitMix64::new(7);
        let mut b = SplitMix64::new(7);
        for _ in 0..1000 {
            assert_eq!(a.next_u64(), b.next_u64());
            assert!(a.below(9) < 9);
            b.below(9);
        }
        // SplitMix64's published first output for seed 0.
        assert_eq!(SplitMix64::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }

    #[test]
    fn below_reaches_every_value() {
        let mut r = SplitMix64::new(1);
        let mut seen = [false; 9];
        for _ in 0..500 {
            seen[r.below(9)] = true;
        }
        assert!(seen.iter().all(|s| *s));
    }
}
