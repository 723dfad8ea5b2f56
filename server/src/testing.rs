//! Helpers for the unit tests.

/// A seeded pseudo-random source for tests that replay many edits: the same seed gives the same
/// edits on every run. `next(n)` is below `n` (0 when `n` is 0).
pub fn numbers(seed: u64) -> impl FnMut(usize) -> usize {
    let mut state = seed;
    move |n| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize % n.max(1)
    }
}
