//! The generator's own random numbers: SplitMix64 (Steele, Lea and Flood 2014), a 64-bit
//! state advanced by a constant and mixed by two multiplications. Only `u64` arithmetic with
//! wrapping, so the same seed gives the same stream natively and on wasm32; the engine has
//! no global random number generator and this one is handed around explicitly.

/// A seeded stream of random numbers.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// The stream that starts from `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` ≥ 1), by Lemire's multiply-and-shift on the top 32 bits (the
    /// bias is below 2⁻²⁵ for the small `n` the generator asks for).
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * u64::from(n)) >> 32) as u32
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn the_stream_is_splitmix64() {
        // SplitMix64's reference values for seed 1234567 (the generator of Vigna's
        // `splitmix64.c`).
        let mut rng = Rng::new(1_234_567);
        assert_eq!(rng.next_u64(), 6_457_827_717_110_365_317);
        assert_eq!(rng.next_u64(), 3_203_168_211_198_807_973);
        assert_eq!(rng.next_u64(), 9_817_491_932_198_370_423);
    }

    #[test]
    fn below_stays_below_and_covers() {
        let mut rng = Rng::new(7);
        let mut seen = [0u32; 9];
        for _ in 0..9_000 {
            let n = rng.below(9);
            seen[n as usize] += 1;
        }
        assert!(seen.iter().all(|&k| (800..1200).contains(&k)), "{seen:?}");
    }
}
