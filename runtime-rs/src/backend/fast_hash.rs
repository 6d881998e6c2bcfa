//! A cheap hasher for the back end's small maps keyed by handles, addresses and queue numbers
//! (issue 22's launch rows): std's SipHash cost about 950 host instructions per asynchronous
//! launch with four `present` clauses (callgrind against a stand-in driver), an eighth of the
//! runtime's work per launch. The keys come from the runtime and the driver, never from
//! input an attacker chooses, so a hash without flooding resistance is enough.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// Multiply-rotate mixing of whole words (the "Fx" scheme of rustc's own maps).
#[derive(Debug, Default, Clone, Copy)]
pub struct FastHasher(u64);

const K: u64 = 0x517c_c1b7_2722_0a95;

impl FastHasher {
    fn add(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(K);
    }
}

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(w));
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }
    fn write_i32(&mut self, i: i32) {
        self.add(i as u32 as u64);
    }
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;
pub type FastSet<K> = HashSet<K, BuildHasherDefault<FastHasher>>;

#[cfg(test)]
mod tests {
    use super::*;

    /// The maps behave as maps (distinct keys stay distinct, tuples included).
    #[test]
    fn fast_map_keeps_keys_apart() {
        let mut m: FastMap<(usize, u32, u32), u32> = FastMap::default();
        for f in 0..64usize {
            for t in [32u32, 128, 256] {
                m.insert((f * 4096, t, 0), f as u32 + t);
            }
        }
        assert_eq!(m.len(), 192);
        assert_eq!(m.get(&(4096 * 7, 128, 0)), Some(&135));
        let s: FastSet<i32> = (-5..5).collect();
        assert!(s.contains(&-5) && s.contains(&4) && !s.contains(&5));
    }
}
