//! The present table of one device: host sections mapped to device memory, with their
//! reference counters (OpenACC 3.3 §2.6.7) and the attachment counters of the pointers they
//! contain (§2.6.8).
//!
//! Lookup is by interval: a host address inside a mapped section resolves to the device
//! address at the same offset, and a section that overlaps a mapping without being contained
//! in it is "partly present" (§2.7.3).

use std::cell::Cell;
use std::collections::BTreeMap;
use std::ops::Bound;

use crate::error::Section;

/// A device address (a CUdeviceptr, or a host address on the host back end).
pub type DevPtr = u64;

/// One attached pointer inside a mapped section (OpenACC 3.3 §2.6.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attachment {
    pub count: u64,
    /// The device address the device copy of the pointer was set to.
    pub target: DevPtr,
}

/// One mapped host section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mapping {
    pub host: usize,
    pub bytes: usize,
    pub dev: DevPtr,
    pub structured: u64,
    pub dynamic: u64,
    /// Mapped by acc_map_data: the dynamic counter never drops to zero except through
    /// acc_unmap_data, and the device memory belongs to the user (§2.7.2 present decrement).
    pub by_map_data: bool,
    /// The runtime allocated the device memory and frees it on the delete action; false for
    /// acc_map_data sections and for `declare` globals living in a loaded module.
    pub owned: bool,
    /// Attached pointers inside this section, by host address of the pointer.
    pub attachments: BTreeMap<usize, Attachment>,
    /// The directive whose entry actions created the mapping (`Device::directive`).
    pub created_by: u64,
}

impl Mapping {
    pub fn new(host: usize, bytes: usize, dev: DevPtr) -> Mapping {
        Mapping {
            host,
            bytes,
            dev,
            structured: 0,
            dynamic: 0,
            by_map_data: false,
            owned: true,
            attachments: BTreeMap::new(),
            created_by: 0,
        }
    }

    pub fn end(&self) -> usize {
        self.host + self.bytes
    }

    pub fn section(&self) -> Section {
        Section {
            host: self.host,
            bytes: self.bytes,
        }
    }

    /// The device address of a host address inside this section.
    pub fn dev_addr(&self, host: usize) -> DevPtr {
        self.dev + (host - self.host) as DevPtr
    }

    /// Data is present while the sum of both counters is nonzero (§2.6.7).
    pub fn is_live(&self) -> bool {
        self.structured + self.dynamic > 0
    }
}

/// The result of looking a host section up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presence {
    Absent,
    /// Wholly inside the mapping whose key (host start) is given.
    Present(usize),
    /// Overlaps the mapping whose key is given without being contained in it.
    Partly(usize),
}

/// Where a mapping lives in the table while it is mapped: stable from its insertion to its
/// removal, so that a launch's cache of the mappings its `present` clauses found
/// (`site_cache.rs`) reaches them without a search while `generation` is unchanged.
pub type Slot = u32;

#[derive(Debug, Default)]
pub struct PresentTable {
    /// Host start → slot of the mapping in `slots`.
    by_host: BTreeMap<usize, Slot>,
    slots: Vec<Option<Mapping>>,
    /// Empty entries of `slots`, reused by insertions.
    free: Vec<Slot>,
    /// Counts insertions, removals and drains: a result computed from the table (a slot, a
    /// device address, "no mapping holds this pointer") stays true while it is unchanged.
    /// Mappings are only ever changed in place through their counters and attachments; their
    /// host range and device address change only by removal and insertion.
    generation: u64,
    /// Every mapping lies inside [span.0, span.1) (grown by insertions, reset when the table
    /// empties): most lookups that find nothing are of pointer variables on the stack (the
    /// attach and detach actions of every `present(p[0:n])` clause, §2.7.2), far from the
    /// mapped heap arrays, and this answers them without searching the tree.
    span: (usize, usize),
    /// (start, end) of mappings that lookups found a section in, most recent first: a launch
    /// looks up the same few arrays at its entry and exit (four `present` clauses: eight
    /// searches of the tree, about 140 host instructions each), and a section inside one of
    /// them is present there. Emptied by every insertion and removal, so it never names a
    /// mapping that is gone or answers where a new one would.
    recent: [Cell<(usize, usize)>; RECENT],
    /// Zero-byte mappings in the table: a section starting at one inside a larger mapping is
    /// "partly present" in it (the definition's last mapping starting at or before the
    /// section), which `recent` would not see; with any of them the table is searched.
    empties: usize,
}

const RECENT: usize = 4;

impl PresentTable {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.by_host.len()
    }

    /// See the field: changes with every insertion and removal.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The slot of the mapping starting at `key`.
    pub fn slot(&self, key: usize) -> Option<Slot> {
        self.by_host.get(&key).copied()
    }

    /// The mapping in a slot, if one is mapped there.
    pub fn at(&self, slot: Slot) -> Option<&Mapping> {
        self.slots.get(slot as usize).and_then(Option::as_ref)
    }

    pub fn at_mut(&mut self, slot: Slot) -> Option<&mut Mapping> {
        self.slots.get_mut(slot as usize).and_then(Option::as_mut)
    }

    /// The mapping a key of `by_host` names (always there: both change together).
    fn mapping(&self, slot: &Slot) -> &Mapping {
        match self.at(*slot) {
            Some(m) => m,
            None => unreachable!("present table: a key without its mapping"),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.by_host.is_empty()
    }

    /// Looks a section up. A zero-byte section is present when its address lies inside a
    /// mapping (so `acc_is_present(p, 0)` answers for any address).
    pub fn lookup(&self, s: Section) -> Presence {
        let end = s.host.saturating_add(s.bytes);
        if s.host >= self.span.1 || end.max(s.host.saturating_add(1)) <= self.span.0 {
            return Presence::Absent;
        }
        if s.bytes > 0 && self.empties == 0 {
            for c in &self.recent {
                let (lo, hi) = c.get();
                if lo <= s.host && end <= hi {
                    return Presence::Present(lo);
                }
            }
        }
        let found = self.search(s, end);
        if let Presence::Present(key) = found {
            if s.bytes > 0 {
                if let Some(m) = self.get(key) {
                    // Newest first; the oldest drops out.
                    let mut carry = (m.host, m.end());
                    for c in &self.recent {
                        carry = c.replace(carry);
                    }
                }
            }
        }
        found
    }

    /// `lookup` without the shortcuts of span and recent mappings.
    fn search(&self, s: Section, end: usize) -> Presence {
        if s.bytes > 0 {
            // One search instead of two: the last mapping starting before the section's end
            // decides unless it starts inside the section (partly present, rare: the second
            // search below names the first such mapping, as errors report it).
            match self.by_host.range(..end).next_back() {
                None => return Presence::Absent,
                Some((&key, slot)) if key <= s.host => {
                    let m = self.mapping(slot);
                    return if s.host < m.end() || (m.bytes == 0 && s.host == m.host) {
                        if end <= m.end() {
                            Presence::Present(key)
                        } else {
                            Presence::Partly(key)
                        }
                    } else {
                        Presence::Absent
                    };
                }
                Some(_) => {}
            }
        }
        if let Some((&key, slot)) = self.by_host.range(..=s.host).next_back() {
            let m = self.mapping(slot);
            if s.host < m.end() || (m.bytes == 0 && s.host == m.host) {
                return if s.host + s.bytes <= m.end() {
                    Presence::Present(key)
                } else {
                    Presence::Partly(key)
                };
            }
        }
        if s.bytes == 0 {
            return Presence::Absent;
        }
        match self
            .by_host
            .range((Bound::Excluded(s.host), Bound::Excluded(end)))
            .next()
        {
            Some((&key, _)) => Presence::Partly(key),
            None => Presence::Absent,
        }
    }

    /// The mapping that contains a host address, if any.
    pub fn containing(&self, host: usize) -> Option<&Mapping> {
        match self.lookup(Section { host, bytes: 0 }) {
            Presence::Present(k) => self.get(k),
            _ => None,
        }
    }

    pub fn get(&self, key: usize) -> Option<&Mapping> {
        self.at(self.slot(key)?)
    }

    pub fn get_mut(&mut self, key: usize) -> Option<&mut Mapping> {
        let slot = self.slot(key)?;
        self.at_mut(slot)
    }

    pub fn insert(&mut self, m: Mapping) {
        // A zero-byte mapping still answers for its own address.
        let (lo, hi) = (m.host, m.end().max(m.host.saturating_add(1)));
        self.span = if self.by_host.is_empty() {
            (lo, hi)
        } else {
            (self.span.0.min(lo), self.span.1.max(hi))
        };
        self.forget_recent();
        if m.bytes == 0 {
            self.empties += 1;
        }
        self.generation += 1;
        if let Some(&slot) = self.by_host.get(&m.host) {
            // A mapping at the same start is replaced in its slot.
            if let Some(old) = self.slots[slot as usize].replace(m) {
                self.empties -= usize::from(old.bytes == 0);
            }
            return;
        }
        let key = m.host;
        let slot = match self.free.pop() {
            Some(slot) => {
                self.slots[slot as usize] = Some(m);
                slot
            }
            None => {
                self.slots.push(Some(m));
                (self.slots.len() - 1) as Slot
            }
        };
        self.by_host.insert(key, slot);
    }

    pub fn remove(&mut self, key: usize) -> Option<Mapping> {
        self.forget_recent();
        self.generation += 1;
        let m = self.by_host.remove(&key).and_then(|slot| {
            self.free.push(slot);
            self.slots[slot as usize].take()
        });
        if self.by_host.is_empty() {
            self.span = (0, 0);
        }
        if m.as_ref().is_some_and(|m| m.bytes == 0) {
            self.empties -= 1;
        }
        m
    }

    fn forget_recent(&mut self) {
        for c in &self.recent {
            c.set((0, 0));
        }
    }

    /// The host address that a device address inside some mapping corresponds to
    /// (acc_hostptr, OpenACC 3.3 §3.2.28). Linear: it is a rare query.
    pub fn host_of(&self, dev: DevPtr) -> Option<usize> {
        self.mappings()
            .find(|m| dev >= m.dev && dev < m.dev + m.bytes.max(1) as DevPtr)
            .map(|m| m.host + (dev - m.dev) as usize)
    }

    /// The mappings in host address order.
    pub fn mappings(&self) -> impl Iterator<Item = &Mapping> {
        self.by_host.values().map(|slot| self.mapping(slot))
    }

    /// Empties the table (acc_shutdown ends every data lifetime), returning the mappings.
    pub fn drain(&mut self) -> Vec<Mapping> {
        self.span = (0, 0);
        self.forget_recent();
        self.empties = 0;
        self.generation += 1;
        let mut slots = std::mem::take(&mut self.slots);
        self.free.clear();
        std::mem::take(&mut self.by_host)
            .into_values()
            .filter_map(|slot| slots[slot as usize].take())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sec(host: usize, bytes: usize) -> Section {
        Section { host, bytes }
    }

    fn table() -> PresentTable {
        let mut t = PresentTable::new();
        t.insert(Mapping::new(1000, 100, 0x10000));
        t.insert(Mapping::new(2000, 50, 0x20000));
        t
    }

    #[test]
    fn whole_and_inner_sections_are_present() {
        let t = table();
        assert_eq!(t.lookup(sec(1000, 100)), Presence::Present(1000));
        assert_eq!(t.lookup(sec(1010, 20)), Presence::Present(1000));
        assert_eq!(t.lookup(sec(1099, 1)), Presence::Present(1000));
        assert_eq!(t.get(1000).map(|m| m.dev_addr(1010)), Some(0x1000a));
    }

    /// The lookup's shortcuts (the span, one search for the common cases) answer as the
    /// definition does, over random tables with insertions and removals.
    #[test]
    fn lookup_agrees_with_the_definition() {
        let naive = |t: &PresentTable, s: Section| {
            let end = s.host + s.bytes;
            let contains = |m: &Mapping| s.host < m.end() || (m.bytes == 0 && s.host == m.host);
            if let Some(m) = t.mappings().filter(|m| m.host <= s.host).last() {
                if contains(m) {
                    return if end <= m.end() {
                        Presence::Present(m.host)
                    } else {
                        Presence::Partly(m.host)
                    };
                }
            }
            match t.mappings().find(|m| m.host > s.host && m.host < end) {
                Some(m) => Presence::Partly(m.host),
                None => Presence::Absent,
            }
        };
        let mut seed = 12345u64;
        let mut next = |n: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((seed >> 33) % n) as usize
        };
        let mut t = PresentTable::new();
        for round in 0..4000 {
            let host = 1000 + 10 * next(60);
            if next(3) == 0 && !t.is_empty() {
                let keys: Vec<usize> = t.mappings().map(|m| m.host).collect();
                t.remove(keys[next(keys.len() as u64)]);
            } else if t.lookup(sec(host, 0)) == Presence::Absent {
                let bytes = 10 * next(4);
                if t.lookup(sec(host, bytes)) == Presence::Absent {
                    t.insert(Mapping::new(host, bytes, 0));
                }
            }
            // Several lookups a round: the later ones meet the recent mappings' shortcut.
            for _ in 0..4 {
                let s = sec(900 + next(800), next(60));
                let found = t.lookup(s);
                assert_eq!(found, naive(&t, s), "round {round}, {s:?}");
                if let Presence::Present(k) | Presence::Partly(k) = found {
                    assert_eq!(t.get(k).map(|m| m.host), Some(k), "round {round}");
                }
            }
        }
    }

    /// A section found inside a mapping is remembered; the shortcut must still see the
    /// mapping's end, removals, new mappings and zero-byte mappings inside it.
    #[test]
    fn recent_mappings_answer_as_the_tree() {
        let mut t = PresentTable::new();
        t.insert(Mapping::new(1000, 100, 0));
        t.insert(Mapping::new(2000, 100, 0));
        assert_eq!(t.lookup(sec(1010, 10)), Presence::Present(1000));
        assert_eq!(t.lookup(sec(2010, 10)), Presence::Present(2000));
        assert_eq!(t.lookup(sec(1090, 10)), Presence::Present(1000));
        assert_eq!(t.lookup(sec(1090, 11)), Presence::Partly(1000));
        assert_eq!(t.lookup(sec(999, 10)), Presence::Partly(1000));
        t.remove(1000);
        assert_eq!(t.lookup(sec(1010, 10)), Presence::Absent);
        t.insert(Mapping::new(1000, 50, 0));
        assert_eq!(t.lookup(sec(1040, 20)), Presence::Partly(1000));
        assert_eq!(t.lookup(sec(2050, 10)), Presence::Present(2000));
        t.insert(Mapping::new(2050, 0, 0));
        assert_eq!(t.lookup(sec(2050, 10)), Presence::Partly(2050));
        t.remove(2050);
        assert_eq!(t.lookup(sec(2050, 10)), Presence::Present(2000));
        for _ in 0..3 {
            assert_eq!(t.lookup(sec(2000, 100)), Presence::Present(2000));
            assert_eq!(t.lookup(sec(1000, 50)), Presence::Present(1000));
        }
        t.drain();
        assert_eq!(t.lookup(sec(2000, 100)), Presence::Absent);
    }

    /// Slots stay with their mapping until it is removed; every insertion and removal
    /// changes the generation, also a removal and insertion at the same host address that
    /// reuses the slot.
    #[test]
    fn slots_are_stable_and_every_change_is_a_new_generation() {
        let mut t = table();
        let g = t.generation();
        let slot = t.slot(2000).unwrap();
        t.insert(Mapping::new(3000, 10, 0x30000));
        assert_eq!(t.slot(2000), Some(slot));
        assert_eq!(t.at(slot).map(|m| m.dev), Some(0x20000));
        assert_ne!(t.generation(), g);
        let g = t.generation();
        t.remove(2000);
        assert!(t.at(slot).is_none());
        t.insert(Mapping::new(2000, 50, 0x90000));
        assert_eq!(t.slot(2000), Some(slot));
        assert_eq!(t.at(slot).map(|m| m.dev), Some(0x90000));
        assert_eq!(t.generation(), g + 2);
        let keys: Vec<usize> = t.mappings().map(|m| m.host).collect();
        assert_eq!(keys, vec![1000, 2000, 3000]);
        let g = t.generation();
        assert_eq!(t.drain().len(), 3);
        assert_ne!(t.generation(), g);
        assert!(t.at(slot).is_none());
    }

    #[test]
    fn overlaps_are_partly_present() {
        let t = table();
        assert_eq!(t.lookup(sec(990, 20)), Presence::Partly(1000));
        assert_eq!(t.lookup(sec(1050, 100)), Presence::Partly(1000));
        assert_eq!(t.lookup(sec(900, 2000)), Presence::Partly(1000));
        assert_eq!(t.lookup(sec(1100, 1000)), Presence::Partly(2000));
    }

    #[test]
    fn disjoint_sections_are_absent() {
        let t = table();
        assert_eq!(t.lookup(sec(900, 100)), Presence::Absent);
        assert_eq!(t.lookup(sec(1100, 900)), Presence::Absent);
        assert_eq!(t.lookup(sec(2050, 10)), Presence::Absent);
        assert_eq!(t.lookup(sec(1100, 0)), Presence::Absent);
        assert_eq!(t.lookup(sec(1050, 0)), Presence::Present(1000));
    }

    #[test]
    fn host_of_inverts_dev_addr() {
        let t = table();
        assert_eq!(t.host_of(0x10005), Some(1005));
        assert_eq!(t.host_of(0x20031), Some(2049));
        assert_eq!(t.host_of(0x20032), None);
        assert!(t.containing(2049).is_some());
        assert!(t.containing(2050).is_none());
    }
}
