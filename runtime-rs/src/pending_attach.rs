//! Attach actions that found their pointer in no mapping (discrete memory), kept until the
//! pointer's detach action or until a structure storage merge covers the pointer and attaches
//! it then (struct_storage.rs; OpenACC 3.3 §2.7.2, OpenMP 5.0 §2.19.7.1).
//!
//! Every `present(p[0:n])` clause of a C pointer variable attaches `&p`, which lives on the
//! stack, in no mapping: one insert at the construct's entry and one remove at its exit, per
//! clause and launch (bench/acc/launch.c's `present` rows). A `BTreeMap` allocated its root
//! node on the first insert and freed it on the last remove, about 330 host instructions per
//! clause and launch; this sorted vector keeps its capacity and does a binary search and a
//! short move of a few words. It stays short: entries leave at their detach.

use crate::present_table::DevPtr;

/// The clause's section start and device address of a pending attach (`attach_known`).
pub type Known = Option<(usize, DevPtr)>;

/// Pending attaches by host address of the pointer, in address order.
#[derive(Debug, Default)]
pub struct PendingAttaches {
    entries: Vec<(usize, Known)>,
}

impl PendingAttaches {
    pub fn new() -> Self {
        Self::default()
    }

    fn position(&self, ptr: usize) -> Result<usize, usize> {
        self.entries.binary_search_by_key(&ptr, |&(p, _)| p)
    }

    /// Records (or replaces) the pending attach of the pointer at `ptr`.
    pub fn insert(&mut self, ptr: usize, known: Known) {
        match self.position(ptr) {
            Ok(i) => self.entries[i].1 = known,
            Err(i) => {
                // Moved into place one entry at a time: a launch's few pointers take a few
                // moves, where `Vec::insert` calls memmove (about 50 host instructions a
                // call, decision 119).
                self.entries.push((ptr, known));
                for j in (i + 1..self.entries.len()).rev() {
                    self.entries.swap(j, j - 1);
                }
            }
        }
    }

    /// Forgets the pending attach of the pointer at `ptr`, if any.
    pub fn remove(&mut self, ptr: usize) {
        if let Ok(i) = self.position(ptr) {
            // As in `insert`: moved to the end one at a time, then dropped.
            for j in i + 1..self.entries.len() {
                self.entries.swap(j - 1, j);
            }
            self.entries.pop();
        }
    }

    /// Removes and returns the pending attaches of pointers at host addresses in [lo, hi), in
    /// address order.
    pub fn take_range(&mut self, lo: usize, hi: usize) -> Vec<(usize, Known)> {
        let start = self.entries.partition_point(|&(p, _)| p < lo);
        let end = self.entries.partition_point(|&(p, _)| p < hi).max(start);
        self.entries.drain(start..end).collect()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pending_attach_insert_replaces_and_remove_forgets() {
        let mut p = PendingAttaches::new();
        p.insert(0x30, None);
        p.insert(0x10, Some((0x100, 0x9000)));
        p.insert(0x20, None);
        p.insert(0x10, Some((0x200, 0xa000)));
        assert_eq!(p.len(), 3);
        p.remove(0x20);
        p.remove(0x28);
        assert_eq!(p.len(), 2);
        assert_eq!(
            p.take_range(0, usize::MAX),
            vec![(0x10, Some((0x200, 0xa000))), (0x30, None)]
        );
        assert!(p.is_empty());
    }

    #[test]
    fn pending_attach_take_range_is_half_open_and_keeps_the_rest() {
        let mut p = PendingAttaches::new();
        for a in [0x08, 0x10, 0x18, 0x20, 0x28] {
            p.insert(a, None);
        }
        assert_eq!(p.take_range(0x10, 0x20), vec![(0x10, None), (0x18, None)]);
        assert_eq!(p.take_range(0x30, 0x40), vec![]);
        assert_eq!(p.take_range(0x20, 0x10), vec![]);
        assert_eq!(p.len(), 3);
        assert_eq!(
            p.take_range(0, 0x100),
            vec![(0x08, None), (0x20, None), (0x28, None)]
        );
    }

    #[test]
    fn pending_attach_insert_remove_cycles_keep_capacity() {
        let mut p = PendingAttaches::new();
        for round in 0..3 {
            for a in [0x40, 0x30, 0x20, 0x10] {
                p.insert(a, None);
            }
            let cap = p.entries.capacity();
            for a in [0x40, 0x30, 0x20, 0x10] {
                p.remove(a);
            }
            assert!(p.is_empty());
            assert_eq!(p.entries.capacity(), cap, "round {round}");
        }
    }
}
