//! The `present` clauses of a directive run again with the table unchanged: resolved once,
//! then applied from a per-call-site record (issue 22, decision 119).
//!
//! A compute construct in a loop inside a data region (`parallel loop present(a, b, c, d)`)
//! looks the same sections up at every entry and exit: per clause a search of the table,
//! the mapping's counter, the attach action of the clause's pointer (`present(p[0:n])` of a
//! C pointer attaches `&p`, OpenACC 3.3 §2.7.2) and its detach. The first time a directive
//! whose clauses are all plain `present` enters, the general path runs and this module
//! remembers, for the directive's source location, each record's section, the slot of the
//! mapping that holds it (`present_table::Slot`) and its device address, and that no
//! mapping holds the clause's pointer (its attach is pending, `pending_attach.rs`). Those
//! facts hold while the table's generation is unchanged: every insertion and removal
//! changes it, so a mapping deleted and created again at the same host address is searched
//! again. A later entry or exit with the same records applies the same actions the general
//! path would: the structured counter's increment and decrement (§2.6.7), the device
//! address, the pending attach recorded and dropped. An exit that would end a mapping's
//! lifetime (another thread deleted its dynamic reference meanwhile) takes the general path.
//!
//! The pending attaches of a site's pointers are not written at every entry (decision 132):
//! only a structure storage merge reads pending attaches (struct_storage.rs), so while a
//! site's record describes them, the site counts its entries still inside (`active`) and the
//! record stands for them. Whatever stops the record describing them puts them into the
//! pending attaches first, as the general path would have left them: a merge (`materialize`,
//! before it takes the attaches of its range) and a record of another directive taking the
//! site's place (`remember`). Every action runs under the runtime's lock, so another
//! thread's merge sees the attaches of a construct this thread is running.

use crate::abi::{Map, FLAG_READONLY, MAP_PRESENT};
use crate::error::Section;
use crate::present_table::{DevPtr, Presence, Slot};
use crate::runtime::Device;

/// Records of a directive this module handles at most; larger directives take the general
/// path every time.
const MAX_RECORDS: usize = 8;
/// Call sites remembered per device (by source location, direct-mapped).
const SITES: usize = 16;

#[derive(Debug, Clone, Copy, Default)]
struct Record {
    host: usize,
    bytes: u64,
    /// The clause's pointer (`&p` of `present(p[0:n])`), 0 if none.
    pointer: usize,
    /// The record's kind and flags (`eligible` held for them).
    kind_flags: (u32, u32),
    slot: Slot,
    dev: DevPtr,
}

#[derive(Debug, Clone, Copy, Default)]
struct Site {
    key: usize,
    /// The table's generation the records were resolved in; 0 never names one (a site not
    /// yet filled).
    generation: u64,
    n: usize,
    records: [Record; MAX_RECORDS],
    /// Entries made from this record whose pending attaches were not written and whose
    /// exits have not come yet (discrete memory only).
    active: u32,
}

/// The remembered call sites of one device.
#[derive(Debug, Default)]
pub struct PresentSites {
    sites: Box<[Site; SITES]>,
}

impl PresentSites {
    pub fn new() -> Self {
        Self::default()
    }
}

fn index(key: usize) -> usize {
    // Source locations are distinct static records, a few dozen bytes apart.
    (key >> 4 ^ key >> 10) % SITES
}

/// A directive this module may handle: 1 to MAX_RECORDS plain `present` records.
fn eligible(maps: &[Map]) -> bool {
    (1..=MAX_RECORDS).contains(&maps.len())
        && maps
            .iter()
            .all(|m| m.kind == MAP_PRESENT && m.flags & !FLAG_READONLY == 0)
}

/// Whether `site` was made for this directive: the call site `key` and exactly the records
/// `maps` (whatever the table's generation).
fn same(site: &Site, key: usize, maps: &[Map]) -> bool {
    site.key == key
        && site.generation != 0
        && site.n == maps.len()
        && maps.iter().zip(&site.records).all(|(m, r)| {
            m.host as usize == r.host
                && m.bytes == r.bytes
                && m.pointer as usize == r.pointer
                && (m.kind, m.flags) == r.kind_flags
        })
}

/// Writes the pending attaches that `site`'s entries still inside stand for (see the
/// module's comment) and forgets them.
fn materialize_site(site: &mut Site, pending: &mut crate::pending_attach::PendingAttaches) {
    if site.active == 0 {
        return;
    }
    for r in site.records[..site.n].iter().filter(|r| r.pointer != 0) {
        pending.insert(r.pointer, Some((r.host, r.dev)));
    }
    site.active = 0;
}

/// Before a structure storage merge takes the pending attaches of its range: every site's
/// entries still inside get theirs written, as the general path would have.
pub fn materialize(dev: &mut Device) {
    let Device {
        present_sites,
        pending_attach,
        ..
    } = dev;
    for site in present_sites.sites.iter_mut() {
        materialize_site(site, pending_attach);
    }
}

/// The entry actions of a directive from its call site's record (`key`: its source
/// location); false when they must take the general path.
pub fn enter(dev: &mut Device, key: usize, maps: &mut [Map]) -> bool {
    let shared = dev.backend.shares_host_memory();
    // Disjoint fields: the site's records are read in place while counters change.
    let Device {
        table,
        present_sites,
        ..
    } = dev;
    let site = &mut present_sites.sites[index(key)];
    if site.generation != table.generation() || !same(site, key, maps) {
        return false;
    }
    for (m, r) in maps.iter_mut().zip(&site.records) {
        // The slot holds its mapping: the generation is the one it was found in.
        if let Some(mapping) = table.at_mut(r.slot) {
            mapping.structured += 1;
        }
        m.device = r.dev as usize as *mut std::ffi::c_void;
    }
    // The attaches follow every entry action (§2.7.2), as in the general path's second pass;
    // pending ones the record stands for until the exit (see the module's comment).
    if !shared && site.records[..site.n].iter().any(|r| r.pointer != 0) {
        site.active += 1;
    }
    true
}

/// The exit actions of a directive from its call site's record; false when they must take
/// the general path (also when a structured counter would reach zero: the general path
/// ends that lifetime).
pub fn exit(dev: &mut Device, key: usize, maps: &[Map]) -> bool {
    let shared = dev.backend.shares_host_memory();
    let Device {
        table,
        present_sites,
        pending_attach,
        ..
    } = dev;
    let site = &mut present_sites.sites[index(key)];
    if !same(site, key, maps) {
        return false;
    }
    // An entry this record stood for ends here, whichever path the exit takes: the general
    // path's detaches find nothing pending for it, which is what its entry left.
    let elided = site.active > 0;
    if elided {
        site.active -= 1;
    }
    let records = &site.records[..site.n];
    let stays = site.generation == table.generation()
        && records.iter().all(|r| {
            table
                .at(r.slot)
                .is_some_and(|m| m.structured >= 1 && m.structured + m.dynamic >= 2)
        });
    if !stays {
        return false;
    }
    // Detaches precede the exit actions (§2.7.2); a pending attach is only forgotten (one
    // the record stood for was never written).
    if !shared && !elided {
        for r in records.iter().filter(|r| r.pointer != 0) {
            pending_attach.remove(r.pointer);
        }
    }
    for r in records {
        if let Some(mapping) = table.at_mut(r.slot) {
            mapping.structured -= 1;
        }
    }
    true
}

/// After the general path ran a directive's entry actions: remembers them for the call site
/// when every record is a plain `present` wholly inside a mapping of its own and no mapping
/// holds a clause's pointer.
pub fn remember(dev: &mut Device, key: usize, maps: &[Map]) {
    if !eligible(maps) {
        return;
    }
    let shared = dev.backend.shares_host_memory();
    let mut records = [Record::default(); MAX_RECORDS];
    for (i, m) in maps.iter().enumerate() {
        let s = Section {
            host: m.host as usize,
            bytes: m.bytes as usize,
        };
        let Presence::Present(k) = dev.table.lookup(s) else {
            return;
        };
        let Some(slot) = dev.table.slot(k) else {
            return;
        };
        // Two records in one mapping would count twice against the check in `exit`.
        if records[..i].iter().any(|r| r.slot == slot) {
            return;
        }
        let pointer = m.pointer as usize;
        let pointer_in_table = pointer != 0
            && dev.table.lookup(Section {
                host: pointer,
                bytes: std::mem::size_of::<usize>(),
            }) != Presence::Absent;
        if pointer_in_table && !shared {
            return;
        }
        records[i] = Record {
            host: s.host,
            bytes: m.bytes,
            pointer,
            kind_flags: (m.kind, m.flags),
            slot,
            dev: m.device as usize as DevPtr,
        };
    }
    let site = &mut dev.present_sites.sites[index(key)];
    // The same directive keeps its entries still inside; another one's are written first.
    let active = if same(site, key, maps) {
        site.active
    } else {
        materialize_site(site, &mut dev.pending_attach);
        0
    };
    *site = Site {
        key,
        generation: dev.table.generation(),
        n: maps.len(),
        records,
        active,
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::async_queue::Queue;
    use crate::backend::host::HostBackend;
    use crate::data_actions::{self, Action, Clause, Lifetime};
    use std::ffi::c_void;

    const SITE: usize = 0x5000;

    fn device(shared: bool) -> Device {
        Device::new(Box::new(HostBackend::new(shared)), 0)
    }

    /// `present(p[0:n])`: the section `p` points to and the pointer's own address.
    fn present(data: &mut [f64], p: &mut *mut f64) -> Map {
        Map {
            host: data.as_mut_ptr().cast(),
            bytes: std::mem::size_of_val(data) as u64,
            kind: MAP_PRESENT,
            flags: 0,
            name: std::ptr::null(),
            pointer: (p as *mut *mut f64).cast::<*mut c_void>(),
            device: std::ptr::null_mut(),
        }
    }

    fn section(m: &Map) -> Section {
        Section {
            host: m.host as usize,
            bytes: m.bytes as usize,
        }
    }

    /// The general path of `__oxacc_data_enter` for `present` records: entry actions, then
    /// the attaches; then the record of the call site.
    fn enter_general(dev: &mut Device, maps: &mut [Map]) {
        for m in maps.iter_mut() {
            let a = Action::new(Clause::Present, Lifetime::Structured);
            let d = data_actions::enter(dev, section(m), a).unwrap();
            m.device = d as usize as *mut c_void;
        }
        for m in maps.iter() {
            let known = Some((m.host as usize, m.device as usize as DevPtr));
            data_actions::attach_known(dev, m.pointer as usize, known, Queue::Sync).unwrap();
        }
        remember(dev, SITE, maps);
    }

    fn copyin(dev: &mut Device, data: &[f64], lifetime: Lifetime) -> DevPtr {
        let s = Section {
            host: data.as_ptr() as usize,
            bytes: std::mem::size_of_val(data),
        };
        data_actions::enter(dev, s, Action::new(Clause::Copyin, lifetime)).unwrap()
    }

    fn counters(dev: &Device, data: &[f64]) -> (u64, u64) {
        dev.table
            .containing(data.as_ptr() as usize)
            .map_or((0, 0), |m| (m.structured, m.dynamic))
    }

    #[test]
    fn a_remembered_site_counts_attaches_and_detaches_as_the_general_path() {
        for shared in [false, true] {
            let mut dev = device(shared);
            let (mut a, mut b) = (vec![1.0; 8], vec![2.0; 4]);
            let (mut pa, mut pb) = (a.as_mut_ptr(), b.as_mut_ptr());
            let da = copyin(&mut dev, &a, Lifetime::Structured);
            let db = copyin(&mut dev, &b, Lifetime::Structured);
            let mut maps = [present(&mut a, &mut pa), present(&mut b, &mut pb)];
            enter_general(&mut dev, &mut maps);
            assert!(exit(&mut dev, SITE, &maps), "shared {shared}");
            assert_eq!(dev.pending_attach.len(), 0);
            for round in 0..3 {
                maps[0].device = std::ptr::null_mut();
                assert!(enter(&mut dev, SITE, &mut maps));
                assert_eq!(maps[0].device as usize as DevPtr, da);
                assert_eq!(maps[1].device as usize as DevPtr, db);
                assert_eq!(counters(&dev, &a), (2, 0));
                assert_eq!(counters(&dev, &b), (2, 0));
                // Discrete memory: `&pa` and `&pb` lie in no mapping, their attaches wait;
                // the site's record stands for them until a merge asks (decision 132).
                assert_eq!(dev.pending_attach.len(), 0);
                if round == 1 {
                    materialize(&mut dev);
                    assert_eq!(dev.pending_attach.len(), if shared { 0 } else { 2 });
                }
                assert!(exit(&mut dev, SITE, &maps));
                assert_eq!(counters(&dev, &a), (1, 0));
                assert_eq!(dev.pending_attach.len(), 0);
            }
            // Other records at the same site (another section of `a`) are not this site's.
            maps[0].bytes -= 8;
            assert!(!enter(&mut dev, SITE, &mut maps));
            assert!(!enter(&mut dev, SITE + 0x1000, &mut maps));
        }
    }

    /// A mapping deleted and created again at the same host address gets other device
    /// memory: the site's device address must not be reused.
    #[test]
    fn a_mapping_made_again_at_the_same_address_is_looked_up_again() {
        let mut dev = device(false);
        let mut a = vec![1.0; 8];
        let mut pa = a.as_mut_ptr();
        let first = copyin(&mut dev, &a, Lifetime::Dynamic);
        // Keep the first block allocated so that the second cannot be the same memory.
        let hold = vec![3.0; 8];
        copyin(&mut dev, &hold, Lifetime::Dynamic);
        let mut maps = [present(&mut a, &mut pa)];
        enter_general(&mut dev, &mut maps);
        assert!(exit(&mut dev, SITE, &maps));
        let s = section(&maps[0]);
        let delete = Action::new(Clause::Delete, Lifetime::Dynamic);
        data_actions::exit(&mut dev, s, delete).unwrap();
        let second = copyin(&mut dev, &a, Lifetime::Dynamic);
        assert_ne!(first, second);
        assert!(!enter(&mut dev, SITE, &mut maps));
        enter_general(&mut dev, &mut maps);
        assert_eq!(maps[0].device as usize as DevPtr, second);
        assert!(exit(&mut dev, SITE, &maps));
        assert!(enter(&mut dev, SITE, &mut maps));
        assert_eq!(maps[0].device as usize as DevPtr, second);
        // Any other insertion also makes the site look its sections up again.
        let other = vec![4.0; 2];
        copyin(&mut dev, &other, Lifetime::Dynamic);
        assert!(!exit(&mut dev, SITE, &maps));
    }

    /// An exit that would end a mapping's lifetime takes the general path (its copyout and
    /// free); a pointer inside a mapping (a real attach) is never remembered.
    #[test]
    fn ending_lifetimes_and_mapped_pointers_take_the_general_path() {
        let mut dev = device(false);
        let mut a = vec![1.0; 8];
        let mut pa = a.as_mut_ptr();
        copyin(&mut dev, &a, Lifetime::Dynamic);
        let mut maps = [present(&mut a, &mut pa)];
        enter_general(&mut dev, &mut maps);
        // Another thread's `exit data delete` while the construct runs.
        dev.table.get_mut(a.as_ptr() as usize).unwrap().dynamic = 0;
        assert!(!exit(&mut dev, SITE, &maps));
        assert_eq!(counters(&dev, &a), (1, 0));

        let mut dev = device(false);
        let mut holder = vec![0.0f64; 4];
        let mut b = vec![2.0; 4];
        copyin(&mut dev, &b, Lifetime::Dynamic);
        copyin(&mut dev, &holder, Lifetime::Dynamic);
        let inside = holder.as_mut_ptr().cast::<*mut f64>();
        // SAFETY: `holder` has room for a pointer.
        let mut m = present(&mut b, unsafe { &mut *inside });
        enter_general(&mut dev, std::slice::from_mut(&mut m));
        assert!(!enter(&mut dev, SITE, std::slice::from_mut(&mut m)));
    }

    /// The pending attaches a site's record stands for (decision 132) are written whenever
    /// the record stops standing for them, and never outlive their construct: a structure
    /// merge sees the same attaches as when every entry wrote them.
    #[test]
    fn attaches_a_site_stands_for_are_written_when_needed_and_end_with_the_construct() {
        let mut dev = device(false);
        let (mut a, mut b) = (vec![1.0; 8], vec![2.0; 4]);
        let (mut pa, mut pb) = (a.as_mut_ptr(), b.as_mut_ptr());
        copyin(&mut dev, &a, Lifetime::Structured);
        copyin(&mut dev, &b, Lifetime::Structured);
        let mut maps = [present(&mut a, &mut pa)];
        enter_general(&mut dev, &mut maps);
        assert!(exit(&mut dev, SITE, &maps));
        // Two entries still inside (two threads, or recursion), then another directive
        // takes the site's place: both are written, once (the same pointer).
        assert!(enter(&mut dev, SITE, &mut maps));
        assert!(enter(&mut dev, SITE, &mut maps));
        assert_eq!(dev.pending_attach.len(), 0);
        let mut other = [present(&mut b, &mut pb)];
        enter_general(&mut dev, &mut other);
        assert!(
            !enter(&mut dev, SITE, &mut maps),
            "the site holds the other directive"
        );
        let expected = (&raw mut pa) as usize;
        assert_eq!(
            dev.pending_attach.take_range(expected, expected + 8),
            vec![(expected, Some((a.as_ptr() as usize, device_of(&dev, &a))))]
        );
        // An entry whose exit takes the general path (the table changed meanwhile) leaves
        // nothing for a later merge to attach.
        let mut dev = device(false);
        copyin(&mut dev, &a, Lifetime::Structured);
        let mut maps = [present(&mut a, &mut pa)];
        enter_general(&mut dev, &mut maps);
        assert!(exit(&mut dev, SITE, &maps));
        assert!(enter(&mut dev, SITE, &mut maps));
        copyin(&mut dev, &b, Lifetime::Dynamic);
        assert!(!exit(&mut dev, SITE, &maps));
        data_actions::detach(&mut dev, (&raw mut pa) as usize, false, Queue::Sync).unwrap();
        materialize(&mut dev);
        assert_eq!(dev.pending_attach.len(), 0);
    }

    fn device_of(dev: &Device, data: &[f64]) -> DevPtr {
        dev.table
            .containing(data.as_ptr() as usize)
            .map_or(0, |m| m.dev_addr(data.as_ptr() as usize))
    }

    #[test]
    fn only_plain_present_records_are_remembered() {
        let mut dev = device(false);
        let mut a = vec![1.0; 8];
        let mut pa = a.as_mut_ptr();
        copyin(&mut dev, &a, Lifetime::Dynamic);
        let mut m = present(&mut a, &mut pa);
        m.flags = crate::abi::FLAG_IMPLICIT;
        enter_general(&mut dev, std::slice::from_mut(&mut m));
        assert!(!enter(&mut dev, SITE, std::slice::from_mut(&mut m)));
        m.flags = 0;
        m.kind = crate::abi::MAP_COPY;
        assert!(!enter(&mut dev, SITE, std::slice::from_mut(&mut m)));
    }
}
