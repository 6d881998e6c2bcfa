//! Which freed device blocks the runtime keeps for reuse, and which it gives back.
//!
//! Data clauses (OpenACC 3.3 §2.7) allocate and free device copies at every region entry and
//! exit; keeping those blocks avoids a `cuMemAlloc`/`cuMemFree` pair per region (1.4–2.1 µs
//! for a 4 MiB create/delete region on an H100). Memory the program owns, from `acc_malloc`
//! (§3.2.19), is not the runtime's to keep: `acc_free` (§3.2.20) gives it back to the driver,
//! so free memory grows back as the program expects. The cache itself is bounded (a block
//! larger than `max_block` is never kept, and the kept bytes never pass `max_bytes`), and it
//! is dropped before any allocation is reported as failed.
//!
//! This module holds the bookkeeping only (no driver calls), so the policy is tested on the
//! host; the CUDA back end frees what it returns.

use std::collections::{BTreeMap, HashMap};

/// Who owns a device block (decides whether freeing it may keep it for reuse).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockUse {
    /// `acc_malloc`: the program's memory; freed for real.
    User,
    /// The runtime's own device copies (data clauses, `declare`): kept for reuse.
    Runtime,
}

/// The caching allocator's size class for a request: small blocks round to a power of two,
/// large ones to 2 MiB, so that repeated data regions find their blocks again.
pub fn size_class(bytes: usize) -> usize {
    let b = bytes.max(1);
    if b <= 1 << 20 {
        b.next_power_of_two().max(512)
    } else {
        b.div_ceil(2 << 20) * (2 << 20)
    }
}

/// Live blocks (with the bytes allocated and who owns them) and free blocks kept for reuse.
#[derive(Debug)]
pub struct BlockCache {
    free: BTreeMap<usize, Vec<u64>>,
    live: HashMap<u64, (usize, BlockUse)>,
    cached_bytes: usize,
    max_block: usize,
    max_bytes: usize,
}

impl BlockCache {
    /// A cache that keeps blocks of at most `max_block` bytes, `max_bytes` in all.
    pub fn new(max_block: usize, max_bytes: usize) -> Self {
        BlockCache {
            free: BTreeMap::new(),
            live: HashMap::new(),
            cached_bytes: 0,
            max_block,
            max_bytes,
        }
    }

    /// The bounds for a device with `total` bytes of memory: blocks up to 64 MiB, at most a
    /// sixteenth of the device (or 64 MiB on a small one) kept in all.
    pub fn for_device(total: usize) -> Self {
        Self::new(64 << 20, (total / 16).max(64 << 20))
    }

    /// How many bytes to ask the driver for: runtime blocks are rounded to their size class
    /// so they can be reused; user blocks get exactly what they asked for.
    pub fn request_bytes(bytes: usize, use_: BlockUse) -> usize {
        match use_ {
            BlockUse::Runtime => size_class(bytes),
            BlockUse::User => bytes.max(1),
        }
    }

    /// A kept block for a runtime request of `bytes`, now live.
    pub fn take(&mut self, bytes: usize) -> Option<u64> {
        let class = size_class(bytes);
        let p = self.free.get_mut(&class).and_then(Vec::pop)?;
        self.cached_bytes -= class;
        self.live.insert(p, (class, BlockUse::Runtime));
        Some(p)
    }

    /// Records a block the driver allocated (`size` as returned by `request_bytes`).
    pub fn insert_live(&mut self, p: u64, size: usize, use_: BlockUse) {
        self.live.insert(p, (size, use_));
    }

    /// Ends a block's life: `None` when `p` is not a live block of ours; else its size and
    /// owner.
    pub fn remove_live(&mut self, p: u64) -> Option<(usize, BlockUse)> {
        self.live.remove(&p)
    }

    /// A freed block that no queued work uses any more: kept for reuse, or returned for the
    /// caller to give back to the driver (user blocks, blocks too large, a full cache).
    #[must_use]
    pub fn release(&mut self, p: u64, size: usize, use_: BlockUse) -> Option<u64> {
        if use_ == BlockUse::User
            || size > self.max_block
            || self.cached_bytes + size > self.max_bytes
        {
            return Some(p);
        }
        self.cached_bytes += size;
        self.free.entry(size).or_default().push(p);
        None
    }

    /// Empties the cache; the caller frees the returned blocks.
    pub fn drain(&mut self) -> Vec<u64> {
        self.cached_bytes = 0;
        std::mem::take(&mut self.free)
            .into_values()
            .flatten()
            .collect()
    }

    /// Forgets every live block (device shutdown); the caller frees the returned blocks.
    pub fn drain_live(&mut self) -> Vec<u64> {
        self.live.drain().map(|(p, _)| p).collect()
    }

    pub fn cached_bytes(&self) -> usize {
        self.cached_bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_classes_round_up_and_are_stable() {
        assert_eq!(size_class(1), 512);
        assert_eq!(size_class(513), 1024);
        assert_eq!(size_class(1 << 20), 1 << 20);
        assert_eq!(size_class((1 << 20) + 1), 2 << 20);
        assert_eq!(size_class(5 << 20), 6 << 20);
        assert!(size_class(12345) >= 12345);
    }

    #[test]
    fn user_blocks_are_never_kept() {
        let mut c = BlockCache::new(64 << 20, 1 << 30);
        let size = BlockCache::request_bytes(512 << 20, BlockUse::User);
        assert_eq!(size, 512 << 20);
        c.insert_live(0x1000, size, BlockUse::User);
        let (size, use_) = c.remove_live(0x1000).unwrap();
        assert_eq!(c.release(0x1000, size, use_), Some(0x1000));
        assert_eq!(c.cached_bytes(), 0);
        // A small user block is not kept either (acc_free must give memory back).
        c.insert_live(0x2000, 100, BlockUse::User);
        let (size, use_) = c.remove_live(0x2000).unwrap();
        assert_eq!(c.release(0x2000, size, use_), Some(0x2000));
        assert_eq!(c.take(100), None);
    }

    #[test]
    fn runtime_blocks_are_reused_by_size_class() {
        let mut c = BlockCache::new(64 << 20, 1 << 30);
        let size = BlockCache::request_bytes(3000, BlockUse::Runtime);
        assert_eq!(size, 4096);
        c.insert_live(0x1000, size, BlockUse::Runtime);
        let (size, use_) = c.remove_live(0x1000).unwrap();
        assert_eq!(c.release(0x1000, size, use_), None);
        assert_eq!(c.cached_bytes(), 4096);
        assert_eq!(c.take(5000), None, "another class");
        assert_eq!(c.take(2100), Some(0x1000));
        assert_eq!(c.cached_bytes(), 0);
        assert_eq!(c.remove_live(0x1000), Some((4096, BlockUse::Runtime)));
        assert_eq!(c.remove_live(0x1000), None, "freed twice");
    }

    #[test]
    fn the_cache_is_bounded() {
        let mut c = BlockCache::new(1 << 20, 3 << 20);
        // Too large a block goes back at once.
        let big = BlockCache::request_bytes(4 << 20, BlockUse::Runtime);
        assert_eq!(c.release(0x10, big, BlockUse::Runtime), Some(0x10));
        // Three 1 MiB blocks fill the cache; the fourth goes back.
        for p in 1..=3u64 {
            assert_eq!(c.release(p, 1 << 20, BlockUse::Runtime), None);
        }
        assert_eq!(c.release(4, 1 << 20, BlockUse::Runtime), Some(4));
        let mut kept = c.drain();
        kept.sort();
        assert_eq!(kept, vec![1, 2, 3]);
        assert_eq!(c.cached_bytes(), 0);
        assert_eq!(c.take(1 << 20), None);
    }

    #[test]
    fn device_bounds_scale_with_memory() {
        let c = BlockCache::for_device(80 << 30);
        assert_eq!(c.max_bytes, 5 << 30);
        assert_eq!(c.max_block, 64 << 20);
        let small = BlockCache::for_device(512 << 20);
        assert_eq!(small.max_bytes, 64 << 20);
    }
}
