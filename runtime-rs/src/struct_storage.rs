//! One device storage for a structure whose members were mapped one by one (OpenMP 5.0
//! §2.19.7.1): `enter data map(to: s.len, s.data[0:n])` maps the members `s.len` and
//! `s.data`, and a later `map(present, from: s)` (a mapper's, or the implicit map of `s` in
//! a target region) names the whole structure. libomptarget allocates the span of the mapped
//! members as the structure's storage, so the structure is present; OpenACC's present table
//! (one mapping per clause) found it "partly present". Here, on discrete memory, an OpenMP map
//! or `target update` of a section that overlaps live mappings without being inside one
//! takes them into one mapping covering them and the section: a new block, each old block's
//! device contents copied to its offset in it (attached pointers keep their device values),
//! the rest of the section — storage no clause mapped before, the structure's other members
//! — from the host whatever the map type (a Fortran component's descriptor, which no clause
//! names, must hold its bounds on the device too; a `from` map overwrites the host's copy at
//! the end anyway), the old blocks freed after the copies. The counters are the largest of the old ones: the mapping lives as long as the
//! longest-living member did, as the structure's storage does in libomptarget, whose
//! reference count is the structure's.
//!
//! A pointer member whose attach action found it in no mapping (`map(to: s.n, s.p[0:n])`
//! maps the section, not the pointer) is attached when a merge covers it: libomptarget's
//! structure storage spans the pointer members of the sections it maps.
//!
//! Only mappings the runtime owns merge (not `acc_map_data`/`omp_target_associate_ptr`
//! memory nor `declare` globals): anything else keeps the "partly present" error.

use crate::async_queue::Queue;
use crate::backend::BlockUse;
use crate::data_actions::{attach_known, copy_to_device};
use crate::error::{AccError, Section};
use crate::present_table::{Mapping, Presence};
use crate::profile;
use crate::runtime::Device;

/// Takes the mappings `s` overlaps into one covering them and `s` (the module comment).
/// Returns whether it did: false when `s` is absent, present, on shared memory, or overlaps a
/// mapping that cannot move.
pub fn coalesce(dev: &mut Device, s: Section, queue: Queue) -> Result<bool, AccError> {
    if dev.backend.shares_host_memory() || s.bytes == 0 {
        return Ok(false);
    }
    if !matches!(dev.table.lookup(s), Presence::Partly(_)) {
        return Ok(false);
    }
    // The overlapping mappings, lowest first; a merge may reach past `s` (a member mapping
    // that starts before it), so the span grows until no further mapping overlaps it.
    let (mut lo, mut hi) = (s.host, s.host + s.bytes);
    let mut keys: Vec<usize> = Vec::new();
    loop {
        let mut grown = false;
        let mut at = lo;
        while at < hi {
            match dev.table.containing(at) {
                Some(m) if m.bytes > 0 => {
                    let (key, end) = (m.host, m.end());
                    if !keys.contains(&key) {
                        keys.push(key);
                    }
                    if key < lo || end > hi {
                        (lo, hi) = (lo.min(key), hi.max(end));
                        grown = true;
                    }
                    at = end;
                }
                _ => at = next_start(dev, at, hi).unwrap_or(hi),
            }
        }
        if !grown {
            break;
        }
    }
    keys.sort_unstable();
    let movable = |k: &usize| {
        dev.table.get(*k).is_some_and(|m| m.owned && !m.by_map_data)
            && dev
                .links
                .range(..=*k)
                .next_back()
                .is_none_or(|(&h, &(b, _))| *k >= h + b)
    };
    if keys.is_empty() || !keys.iter().all(movable) {
        return Ok(false);
    }
    let devp = dev.backend.alloc(hi - lo, BlockUse::Runtime)?;
    let mut merged = Mapping::new(lo, hi - lo, devp);
    merged.created_by = dev.directive;
    let mut covered = lo;
    for k in &keys {
        let m = dev
            .unmap(*k)
            .ok_or_else(|| AccError::Driver("present table out of step".into()))?;
        if m.host > covered {
            copy_to_device(
                dev,
                devp + (covered - lo) as u64,
                covered,
                m.host - covered,
                queue,
            )?;
        }
        dev.backend
            .device_to_device(devp + (m.host - lo) as u64, m.dev, m.bytes, queue)?;
        dev.backend.free(m.dev, queue)?;
        merged.structured = merged.structured.max(m.structured);
        merged.dynamic = merged.dynamic.max(m.dynamic);
        merged.created_by = merged.created_by.min(m.created_by);
        covered = covered.max(m.end());
        merged.attachments.extend(m.attachments);
    }
    if hi > covered {
        copy_to_device(
            dev,
            devp + (covered - lo) as u64,
            covered,
            hi - covered,
            queue,
        )?;
    }
    profile::notify(|| {
        format!(
            "{} structure storage {} -> device {devp:#x} (took {} mapped members)",
            dev.backend.device_type().name(),
            merged.section(),
            keys.len()
        )
    });
    dev.map(merged);
    dev.coalesced = dev.directive;
    // Attaches of `present` call sites still inside, which their records stand for
    // (decision 132), are pending attaches like the rest.
    crate::present_sites::materialize(dev);
    for (ptr, known) in dev.pending_attach.take_range(lo, hi) {
        attach_known(dev, ptr, known, queue)?;
    }
    Ok(true)
}

/// The start of the first mapping in (at, hi), if any.
fn next_start(dev: &Device, at: usize, hi: usize) -> Option<usize> {
    match dev.table.lookup(Section {
        host: at,
        bytes: hi - at,
    }) {
        Presence::Partly(k) if k > at => Some(k),
        Presence::Present(k) | Presence::Partly(k) => dev.table.get(k).map(|m| m.end().max(at + 1)),
        Presence::Absent => None,
    }
}
