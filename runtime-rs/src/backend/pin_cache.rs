//! Page-locking host ranges that the data clauses copy again and again (decision 99).
//!
//! A pageable copy goes through a host copy into pinned memory first (the driver's staging or
//! ours, cuda.rs): stencil27's 2 MiB halo planes, copied every time step, cost a third more
//! than CUDA's pinned copies. A range of a present mapping copied `after` times is registered
//! with the driver (cuMemHostRegister); its later copies are plain DMA, asynchronous on an
//! async queue as from the program's own pinned memory.
//!
//! Safety of the registration rests on its lifetime: it only ever covers pages of a live
//! present-table mapping (OpenACC 3.3 §2.6.2: the host data of a mapping stays valid while it
//! is present), and it ends with that mapping. Memory the program frees and maps again at the
//! same address would otherwise still look pinned to the driver, with the old pages behind it.
//!
//! Registrations are whole pages and never overlap (the driver refuses overlapping ones), so a
//! copy may span several: it is split at their boundaries, each piece inside one registration.
//! Two mappings may share a page; the registration that took it first serves both until its
//! own mapping ends.

use std::collections::BTreeMap;

/// The host's page size: registrations are whole pages.
pub fn host_page_size() -> usize {
    #[cfg(target_os = "linux")]
    {
        extern "C" {
            fn sysconf(name: std::ffi::c_int) -> std::ffi::c_long;
        }
        const SC_PAGESIZE: std::ffi::c_int = 30;
        // SAFETY: sysconf only reads a configuration value.
        let p = unsafe { sysconf(SC_PAGESIZE) };
        if p > 0 {
            return p as usize;
        }
    }
    4096
}

/// What the back end does for the registry: page-lock or unlock host bytes.
pub trait Pinner {
    /// Page-locks [start, start + bytes) (whole pages); false when the driver refuses.
    fn register(&mut self, start: usize, bytes: usize) -> bool;
}

/// The rule's knobs (env.rs: OXACC_PIN_REPEATED, OXACC_PIN_MAX).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PinSettings {
    /// A range is registered at its `after`-th copy; 0: never.
    pub after: u32,
    /// Copies below this size are left to the driver: its staging of a small pageable copy is
    /// cheap, and mappings this small are not tracked at all.
    pub min: usize,
    /// Larger copies keep the staging pipeline: registering costs about as much per byte as a
    /// few copies save, and the pipeline already reaches 45–50 of the link's 55 GB/s there.
    pub max: usize,
    /// Bytes registered at once, all mappings together.
    pub total_max: usize,
}

impl Default for PinSettings {
    fn default() -> Self {
        PinSettings {
            after: 3,
            min: 64 << 10,
            max: 64 << 20,
            total_max: 2 << 30,
        }
    }
}

/// A mapping the registry follows, by its host start.
#[derive(Debug)]
struct Tracked {
    end: usize,
    /// Copies of each (start, bytes) range so far; a few ranges per mapping in practice.
    counts: Vec<((usize, usize), u32)>,
    /// The driver refused a registration: no more attempts for this mapping.
    refused: bool,
    /// No copy yet: the first, the `copyin` of the whole mapping, does not count (a data
    /// region with one `update` of everything must not register it at its `copyout`; the
    /// `copyout` itself comes after the mapping's end, uncounted too).
    fresh: bool,
}

/// Ranges kept in `counts` per mapping: enough for the planes or blocks a loop moves; a
/// mapping copied in more distinct pieces than this is not one whose pieces repeat.
const MAX_RANGES: usize = 64;

/// Host byte ranges as (start, bytes) or (start, end), in address order.
type Ranges = Vec<(usize, usize)>;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Registration {
    end: usize,
    /// The host start of the mapping whose copy made it.
    owner: usize,
}

#[derive(Debug)]
pub struct PinCache {
    settings: PinSettings,
    page: usize,
    mapped: BTreeMap<usize, Tracked>,
    regs: BTreeMap<usize, Registration>,
    total: usize,
}

impl PinCache {
    pub fn new(settings: PinSettings, page: usize) -> PinCache {
        PinCache {
            settings,
            page: page.max(1),
            mapped: BTreeMap::new(),
            regs: BTreeMap::new(),
            total: 0,
        }
    }

    pub fn enabled(&self) -> bool {
        self.settings.after > 0
    }

    /// A present mapping of host bytes [host, host + bytes) began.
    pub fn mapped(&mut self, host: usize, bytes: usize) {
        if self.enabled() && bytes >= self.settings.min {
            self.mapped.insert(
                host,
                Tracked {
                    end: host + bytes,
                    counts: Vec::new(),
                    refused: false,
                    fresh: true,
                },
            );
        }
    }

    /// The mapping starting at `host` ended: the registrations it made, as (start, bytes), to
    /// unregister once no queued copy uses them. Empty when it made none.
    pub fn unmapped(&mut self, host: usize) -> Vec<(usize, usize)> {
        if self.mapped.remove(&host).is_none() {
            return Vec::new();
        }
        let mine: Vec<usize> = self
            .regs
            .iter()
            .filter(|(_, r)| r.owner == host)
            .map(|(&s, _)| s)
            .collect();
        self.release(mine)
    }

    /// Every registration (the back end shuts down).
    pub fn drain(&mut self) -> Vec<(usize, usize)> {
        self.mapped.clear();
        let all: Vec<usize> = self.regs.keys().copied().collect();
        self.release(all)
    }

    fn release(&mut self, starts: Vec<usize>) -> Vec<(usize, usize)> {
        let mut out = Vec::with_capacity(starts.len());
        for s in starts {
            if let Some(r) = self.regs.remove(&s) {
                self.total -= r.end - s;
                out.push((s, r.end - s));
            }
        }
        out
    }

    /// Registered pieces covering [host, host + bytes) in order, as (start, bytes), registering
    /// what is missing when the range has been copied often enough; None: the copy takes the
    /// pageable path (not part of a followed mapping, not hot yet, or the driver refused).
    pub fn pieces(
        &mut self,
        host: usize,
        bytes: usize,
        pinner: &mut dyn Pinner,
    ) -> Option<Vec<(usize, usize)>> {
        if !self.enabled() || bytes < self.settings.min {
            return None;
        }
        let end = host.checked_add(bytes)?;
        let (&key, t) = self.mapped.range_mut(..=host).next_back()?;
        if t.end < end {
            return None;
        }
        if std::mem::take(&mut t.fresh) && (key, t.end) == (host, end) {
            return None;
        }
        let (pieces, gaps) = self.cover(host, end);
        if gaps.is_empty() {
            return Some(pieces);
        }
        let t = self.mapped.get_mut(&key)?;
        if t.refused || bytes > self.settings.max {
            return None;
        }
        let count = match t.counts.iter().position(|(r, _)| *r == (host, bytes)) {
            Some(k) => {
                t.counts[k].1 += 1;
                t.counts[k].1
            }
            None if t.counts.len() < MAX_RANGES => {
                t.counts.push(((host, bytes), 1));
                1
            }
            None => return None,
        };
        if count < self.settings.after {
            return None;
        }
        // Whole pages: a gap's ends are the copy's own ends (rounded outward; the pages they
        // fall in are not registered, else they would be covered) or registrations' ends.
        let page = self.page;
        let gaps: Vec<(usize, usize)> = gaps
            .into_iter()
            .map(|(s, e)| (s / page * page, e.div_ceil(page) * page))
            .collect();
        let more: usize = gaps.iter().map(|(s, e)| e - s).sum();
        if self.total + more > self.settings.total_max {
            return None;
        }
        for (s, e) in gaps {
            if !pinner.register(s, e - s) {
                if let Some(t) = self.mapped.get_mut(&key) {
                    t.refused = true;
                }
                return None;
            }
            self.regs.insert(s, Registration { end: e, owner: key });
            self.total += e - s;
        }
        let (pieces, gaps) = self.cover(host, end);
        gaps.is_empty().then_some(pieces)
    }

    /// The registered pieces of [host, end) and the gaps between them.
    fn cover(&self, host: usize, end: usize) -> (Ranges, Ranges) {
        let (mut pieces, mut gaps) = (Vec::new(), Vec::new());
        let before = self
            .regs
            .range(..=host)
            .next_back()
            .filter(|(_, r)| r.end > host);
        let mut at = host;
        for (&s, r) in before.into_iter().chain(self.regs.range(host + 1..end)) {
            if s > at {
                gaps.push((at, s));
            }
            let stop = r.end.min(end);
            pieces.push((s.max(at), stop - s.max(at)));
            at = stop;
        }
        if at < end {
            gaps.push((at, end));
        }
        (pieces, gaps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: usize = 4096;

    /// A driver stand-in that refuses overlapping registrations, as cuMemHostRegister does.
    #[derive(Default)]
    struct FakeDriver {
        regs: Vec<(usize, usize)>,
        calls: usize,
        refuse: bool,
    }

    impl Pinner for FakeDriver {
        fn register(&mut self, start: usize, bytes: usize) -> bool {
            self.calls += 1;
            assert_eq!(start % PAGE, 0, "registration not page-aligned");
            assert_eq!(bytes % PAGE, 0, "registration not whole pages");
            let end = start + bytes;
            assert!(
                self.regs.iter().all(|&(s, e)| end <= s || start >= e),
                "overlapping registration {start:#x}..{end:#x}"
            );
            if self.refuse {
                return false;
            }
            self.regs.push((start, end));
            true
        }
    }

    impl FakeDriver {
        fn unregister(&mut self, list: &[(usize, usize)]) {
            for &(s, n) in list {
                let k = self.regs.iter().position(|&r| r == (s, s + n));
                self.regs
                    .swap_remove(k.expect("unregistering what was never registered"));
            }
        }
    }

    fn cache() -> PinCache {
        PinCache::new(PinSettings::default(), PAGE)
    }

    /// The third copy of a range registers it; the pieces cover the copy exactly.
    #[test]
    fn pin_after_repeated_copies() {
        let (mut c, mut d) = (cache(), FakeDriver::default());
        let base = 0x10_0010; // malloc's mmap'd blocks start 16 bytes into a page
        c.mapped(base, 64 << 20);
        let plane = (base + (3 << 20), 2 << 20);
        assert_eq!(c.pieces(plane.0, plane.1, &mut d), None);
        assert_eq!(c.pieces(plane.0, plane.1, &mut d), None);
        assert_eq!(c.pieces(plane.0, plane.1, &mut d), Some(vec![plane]));
        assert_eq!(c.pieces(plane.0, plane.1, &mut d), Some(vec![plane]));
        assert_eq!(d.calls, 1);
        assert_eq!(d.regs, vec![(0x40_0000, 0x60_1000)]);
        // A copy inside the registered pages needs no count.
        assert_eq!(
            c.pieces(plane.0 + 8, 1 << 20, &mut d),
            Some(vec![(plane.0 + 8, 1 << 20)])
        );
    }

    /// Adjacent planes share a page: the second registration starts after it, and the second
    /// plane's copy is split where the first registration ends.
    #[test]
    fn pin_adjacent_planes_split_at_shared_page() {
        let (mut c, mut d) = (cache(), FakeDriver::default());
        let base = 0x100_0010;
        c.mapped(base, 16 << 20);
        let (a, b, n) = (base + (4 << 20), base + (6 << 20), 2 << 20);
        for _ in 0..3 {
            c.pieces(a, n, &mut d);
            c.pieces(b, n, &mut d);
        }
        let shared_end = (a + n).div_ceil(PAGE) * PAGE;
        assert_eq!(
            c.pieces(b, n, &mut d),
            Some(vec![(b, shared_end - b), (shared_end, b + n - shared_end)])
        );
        assert_eq!(d.regs.len(), 2);
        // A copy over both planes uses both registrations.
        assert_eq!(
            c.pieces(a, 2 * n, &mut d),
            Some(vec![
                (a, shared_end - a),
                (shared_end, a + 2 * n - shared_end)
            ])
        );
    }

    /// A registration ends with its mapping; a neighbour sharing its page re-registers the gap.
    #[test]
    fn pin_released_with_its_mapping() {
        let (mut c, mut d) = (cache(), FakeDriver::default());
        let (m1, m2) = (0x200_0010, 0x200_0010 + (1 << 20));
        c.mapped(m1, 1 << 20);
        c.mapped(m2, 1 << 20);
        for _ in 0..4 {
            c.pieces(m1, 1 << 20, &mut d);
            c.pieces(m2, 1 << 20, &mut d);
        }
        assert_eq!(d.regs.len(), 2);
        let gone = c.unmapped(m1);
        assert_eq!(gone.len(), 1);
        d.unregister(&gone);
        assert_eq!(c.pieces(m1, 1 << 20, &mut d), None, "no longer mapped");
        // m2's first page was m1's: the next copy registers it again (m2 is hot).
        let first_page_end = m2.div_ceil(PAGE) * PAGE;
        assert_eq!(
            c.pieces(m2, 1 << 20, &mut d),
            Some(vec![
                (m2, first_page_end - m2),
                (first_page_end, m2 + (1 << 20) - first_page_end)
            ])
        );
        assert_eq!(d.regs.len(), 2);
        let rest = c.drain();
        d.unregister(&rest);
        assert!(d.regs.is_empty());
        assert_eq!(c.total, 0);
    }

    /// The mapping's first copy of all of it (its copyin) does not count: a data region with
    /// two `update`s of everything registers nothing, a third `update` registers.
    #[test]
    fn pin_copyin_does_not_count() {
        let (mut c, mut d) = (cache(), FakeDriver::default());
        c.mapped(0x50_0000, 1 << 20);
        for _ in 0..3 {
            assert_eq!(c.pieces(0x50_0000, 1 << 20, &mut d), None);
        }
        assert_eq!(
            c.pieces(0x50_0000, 1 << 20, &mut d),
            Some(vec![(0x50_0000, 1 << 20)])
        );
        // A first copy of part of the mapping counts.
        c.mapped(0x80_0000, 1 << 20);
        for _ in 0..2 {
            assert_eq!(c.pieces(0x80_0000, 1 << 19, &mut d), None);
        }
        assert!(c.pieces(0x80_0000, 1 << 19, &mut d).is_some());
    }

    /// A new mapping at the same address starts counting afresh (copyin/delete loops never pin).
    #[test]
    fn pin_counts_restart_per_mapping() {
        let (mut c, mut d) = (cache(), FakeDriver::default());
        for _ in 0..10 {
            c.mapped(0x30_0000, 4 << 20);
            assert_eq!(c.pieces(0x30_0000, 4 << 20, &mut d), None);
            assert!(c.unmapped(0x30_0000).is_empty());
        }
        assert_eq!(d.calls, 0);
    }

    /// Small, huge, unmapped and partly mapped copies, refusals, the total cap, switched off.
    #[test]
    fn pin_limits() {
        let mut d = FakeDriver::default();
        let mut c = cache();
        c.mapped(0x100_0000, 256 << 20);
        c.mapped(0x4000_0000, 16 << 10);
        for _ in 0..5 {
            assert_eq!(c.pieces(0x100_0000, 32 << 10, &mut d), None);
            assert_eq!(c.pieces(0x100_0000, 128 << 20, &mut d), None);
            assert_eq!(c.pieces(0x8000_0000, 1 << 20, &mut d), None);
            assert_eq!(c.pieces(0x100_0000 + (255 << 20), 2 << 20, &mut d), None);
            assert_eq!(c.pieces(0x4000_0000, 16 << 10, &mut d), None);
        }
        assert_eq!(d.calls, 0);

        let mut refusing = FakeDriver {
            refuse: true,
            ..FakeDriver::default()
        };
        for _ in 0..5 {
            assert_eq!(c.pieces(0x100_0000, 1 << 20, &mut refusing), None);
        }
        assert_eq!(refusing.calls, 1, "a refused mapping is not asked again");

        let mut capped = PinCache::new(
            PinSettings {
                total_max: 3 << 20,
                ..PinSettings::default()
            },
            PAGE,
        );
        capped.mapped(0, 16 << 20);
        for _ in 0..3 {
            capped.pieces(0, 2 << 20, &mut d);
            capped.pieces(4 << 20, 2 << 20, &mut d);
        }
        assert_eq!(d.regs.len(), 1);

        let mut off = PinCache::new(
            PinSettings {
                after: 0,
                ..PinSettings::default()
            },
            PAGE,
        );
        off.mapped(0, 16 << 20);
        for _ in 0..5 {
            assert_eq!(off.pieces(0, 2 << 20, &mut d), None);
        }
    }
}
