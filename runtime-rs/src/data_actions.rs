//! The data clause actions of OpenACC 3.3 §2.7.2, step by step, on one device's present table.
//!
//! Every data clause of every construct and every data routine (acc_copyin, acc_delete, …)
//! comes down to `enter`, `exit`, `attach`, `detach`, `update`: the compiler-facing ABI and
//! the OpenACC routines share this one implementation. Counters change synchronously with the
//! calling thread even for async work (§2.6.7); only copies and frees are queued.

use std::mem::size_of;

use crate::async_queue::Queue;
use crate::backend::BlockUse;
use crate::error::{AccError, Section};
use crate::present_table::{Attachment, DevPtr, Mapping, Presence};
use crate::profile::{self, Direction};
use crate::runtime::Device;

/// The data clause (or routine) an action comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Clause {
    Copy,
    Copyin,
    Copyout,
    Create,
    Present,
    NoCreate,
    Delete,
}

impl Clause {
    pub fn name(self) -> &'static str {
        match self {
            Clause::Copy => "copy",
            Clause::Copyin => "copyin",
            Clause::Copyout => "copyout",
            Clause::Create => "create",
            Clause::Present => "present",
            Clause::NoCreate => "no_create",
            Clause::Delete => "delete",
        }
    }
}

/// Which reference counter a clause works on (§2.6.7): structured for data and compute
/// constructs and function-level `declare`, dynamic for enter/exit data and the routines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lifetime {
    Structured,
    Dynamic,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Action {
    pub clause: Clause,
    pub lifetime: Lifetime,
    /// `finalize` on exit data / the `_finalize` routines: the dynamic counter drops to zero.
    pub finalize: bool,
    /// The 3.3 `zero` modifier on create/copyout: a create action zero-fills device memory.
    pub zero: bool,
    /// A section inferred from subscripts (`FLAG_IMPLICIT`): partly present data is used in
    /// place, at the device address the mapping gives the section's start (the region reaches
    /// only elements of the mapping; the inference may over-approximate).
    pub implicit: bool,
    /// An OpenMP map (one reference count, 5.0 §2.19.7.1): an exit that ends a mapping
    /// inside a directive defers its free, so that the directive's later items in it are
    /// still copied back (`exit`).
    pub omp: bool,
    pub queue: Queue,
}

impl Action {
    pub fn new(clause: Clause, lifetime: Lifetime) -> Action {
        Action {
            clause,
            lifetime,
            finalize: false,
            zero: false,
            implicit: false,
            omp: false,
            queue: Queue::Sync,
        }
    }
}

const PTR_BYTES: usize = size_of::<usize>();

fn check_section(s: Section) -> Result<(), AccError> {
    if s.host == 0 && s.bytes > 0 {
        return Err(AccError::InvalidDataSection {
            section: s,
            reason: "null host address".into(),
        });
    }
    if s.host.checked_add(s.bytes).is_none() {
        return Err(AccError::InvalidDataSection {
            section: s,
            reason: "section wraps around the address space".into(),
        });
    }
    Ok(())
}

fn partly(dev: &Device, s: Section, key: usize) -> AccError {
    AccError::PartlyPresent {
        section: s,
        mapped: dev.table.get(key).map(Mapping::section).unwrap_or(s),
    }
}

/// §2.7.2 present increment action.
fn present_increment(m: &mut Mapping, lifetime: Lifetime) {
    match lifetime {
        Lifetime::Structured => m.structured += 1,
        Lifetime::Dynamic => m.dynamic += 1,
    }
}

/// §2.7.2 present decrement action; `finalize` sets the dynamic counter to zero (§2.6.7).
/// An acc_map_data section keeps a dynamic count of one until acc_unmap_data.
fn present_decrement(m: &mut Mapping, lifetime: Lifetime, finalize: bool) {
    match lifetime {
        Lifetime::Structured => m.structured = m.structured.saturating_sub(1),
        Lifetime::Dynamic => {
            let floor = u64::from(m.by_map_data);
            if finalize {
                m.dynamic = m.dynamic.min(floor);
            } else if m.dynamic > floor {
                m.dynamic -= 1;
            }
        }
    }
}

pub(crate) fn copy_to_device(
    dev: &mut Device,
    dst: DevPtr,
    src: usize,
    bytes: usize,
    queue: Queue,
) -> Result<(), AccError> {
    // Shared memory: a clause's "copy" is onto itself; raw copies (acc_memcpy_*) still move.
    if bytes == 0 || dst == src as DevPtr {
        return Ok(());
    }
    let t = profile::Timer::start();
    dev.backend.to_device(dst, src, bytes, queue)?;
    t.transfer(Direction::ToDevice, bytes);
    Ok(())
}

pub(crate) fn copy_to_host(
    dev: &mut Device,
    dst: usize,
    src: DevPtr,
    bytes: usize,
    queue: Queue,
) -> Result<(), AccError> {
    if bytes == 0 || dst as DevPtr == src {
        return Ok(());
    }
    let t = profile::Timer::start();
    dev.backend.to_host(dst, src, bytes, queue)?;
    t.transfer(Direction::ToHost, bytes);
    Ok(())
}

/// The entry half of a data clause (§2.7.5–§2.7.10). Returns the device address of the
/// section's first byte, which the compiler passes to kernels.
pub fn enter(dev: &mut Device, s: Section, a: Action) -> Result<DevPtr, AccError> {
    check_section(s)?;
    let shared = dev.backend.shares_host_memory();
    if a.clause == Clause::Delete {
        return Err(AccError::InvalidArgument(
            "delete is an exit-data clause".into(),
        ));
    }
    match dev.table.lookup(s) {
        Presence::Present(key) => {
            let m = dev
                .table
                .get_mut(key)
                .ok_or_else(|| AccError::Driver("present table out of step".into()))?;
            present_increment(m, a.lifetime);
            Ok(m.dev_addr(s.host))
        }
        // Shared memory: the whole section is "present" whatever the table says (§2.6.1).
        Presence::Partly(_) if shared => Ok(s.host as DevPtr),
        // Sections inferred for one construct that overlap each other (pointers into one
        // array, f(a + 1, a)) would each see part of the data: an error, as for clauses.
        Presence::Partly(key)
            if a.implicit
                && dev
                    .table
                    .get(key)
                    .is_some_and(|m| m.created_by != dev.directive || dev.directive == 0) =>
        {
            let m = dev
                .table
                .get_mut(key)
                .ok_or_else(|| AccError::Driver("present table out of step".into()))?;
            present_increment(m, a.lifetime);
            Ok(m.dev
                .wrapping_add((s.host as DevPtr).wrapping_sub(m.host as DevPtr)))
        }
        Presence::Partly(key) => Err(partly(dev, s, key)),
        Presence::Absent => match a.clause {
            Clause::Present if shared => Ok(s.host as DevPtr),
            Clause::Present => Err(AccError::NotPresent { section: s }),
            // §2.7.10: not present → device code uses the host address.
            Clause::NoCreate => Ok(s.host as DevPtr),
            _ if s.bytes == 0 => Ok(if shared { s.host as DevPtr } else { 0 }),
            clause => {
                // §2.7.2 create action / copyin action; a `declare link` global's section
                // goes to the global's device storage (OpenACC 3.3 §2.13.3).
                let link = link_storage(dev, s);
                let devp = if shared {
                    s.host as DevPtr
                } else if let Some(d) = link {
                    d
                } else {
                    dev.backend.alloc(s.bytes, BlockUse::Runtime)?
                };
                let mut m = Mapping::new(s.host, s.bytes, devp);
                m.owned = !shared && link.is_none();
                m.created_by = dev.directive;
                present_increment(&mut m, a.lifetime);
                dev.map(m);
                match clause {
                    Clause::Copy | Clause::Copyin => {
                        copy_to_device(dev, devp, s.host, s.bytes, a.queue)?
                    }
                    _ if a.zero && !shared => dev.backend.zero(devp, s.bytes, a.queue)?,
                    _ => {}
                }
                profile::notify(|| {
                    format!(
                        "{} {} {} -> device {devp:#x}",
                        dev.backend.device_type().name(),
                        clause.name(),
                        s
                    )
                });
                Ok(devp)
            }
        },
    }
}

/// The device address of section `s` in the storage of a `declare link` global containing it.
fn link_storage(dev: &Device, s: Section) -> Option<DevPtr> {
    let (&host, &(bytes, d)) = dev.links.range(..=s.host).next_back()?;
    (s.host + s.bytes <= host + bytes).then(|| d + (s.host - host) as DevPtr)
}

/// The exit half of a data clause (§2.7.5–§2.7.11). Data not present is left alone (exit data
/// of absent data is no error in OpenACC ≥ 2.5); partly present data is an error.
pub fn exit(dev: &mut Device, s: Section, a: Action) -> Result<(), AccError> {
    check_section(s)?;
    let shared = dev.backend.shares_host_memory();
    let key = match dev.table.lookup(s) {
        Presence::Absent => return copy_from_ended(dev, s, a),
        Presence::Partly(_) if shared => return Ok(()),
        // The mapping the entry used in place: only its counter (enter's Partly case).
        Presence::Partly(key) if a.implicit => {
            if let Some(m) = dev.table.get_mut(key) {
                present_decrement(m, a.lifetime, false);
            }
            return Ok(());
        }
        Presence::Partly(key) => return Err(partly(dev, s, key)),
        Presence::Present(key) => key,
    };
    let m = dev
        .table
        .get_mut(key)
        .ok_or_else(|| AccError::Driver("present table out of step".into()))?;
    present_decrement(m, a.lifetime, a.finalize);
    if m.is_live() {
        return Ok(());
    }
    let m = dev
        .unmap(key)
        .ok_or_else(|| AccError::Driver("present table out of step".into()))?;
    let copyout = matches!(a.clause, Clause::Copy | Clause::Copyout);
    let defer = a.omp && dev.in_directive;
    end_lifetime(dev, &m, copyout.then_some(s), !defer, a.queue)?;
    if defer {
        dev.ending.push(m);
    }
    Ok(())
}

/// OpenMP 5.0 §2.19.7.1: the items of one directive that lie in one mapping (the members of a
/// structure mapped as a whole, or whose member mappings merged, struct_storage.rs) share its
/// reference count, as a structure's members share the structure's in libomptarget: when
/// an earlier item of the directive ended the mapping, a later one is still copied back from
/// it (its free waits for the directive's end, `Device::ending`). Before, the later member
/// found nothing mapped and kept its old host value on discrete memory.
fn copy_from_ended(dev: &mut Device, s: Section, a: Action) -> Result<(), AccError> {
    if !a.omp || !matches!(a.clause, Clause::Copy | Clause::Copyout) || s.bytes == 0 {
        return Ok(());
    }
    let Some(d) = dev
        .ending
        .iter()
        .find(|m| m.host <= s.host && s.host + s.bytes <= m.end())
        .map(|m| m.dev_addr(s.host))
    else {
        return Ok(());
    };
    copy_to_host(dev, s.host, d, s.bytes, a.queue)
}

/// §2.7.2 copyout action / delete action on a mapping whose counters reached zero: immediate
/// detach of every pointer inside it, the copy back (of the section the clause named), then
/// the free, queued after the copy.
fn end_lifetime(
    dev: &mut Device,
    m: &Mapping,
    copyout: Option<Section>,
    free: bool,
    queue: Queue,
) -> Result<(), AccError> {
    let shared = dev.backend.shares_host_memory();
    if !shared {
        for (&ptr, att) in &m.attachments {
            if att.count > 0 {
                // SAFETY: `ptr` lies in a mapped host section the program vouched for.
                let host_value = unsafe { (ptr as *const u64).read_unaligned() };
                dev.backend.write_word(m.dev_addr(ptr), host_value, queue)?;
            }
        }
    }
    if let Some(s) = copyout {
        copy_to_host(dev, s.host, m.dev_addr(s.host), s.bytes, queue)?;
    }
    if free && m.owned && !shared {
        dev.backend.free(m.dev, queue)?;
    }
    profile::notify(|| {
        format!(
            "{} {} {} (device {:#x})",
            dev.backend.device_type().name(),
            if copyout.is_some() {
                "copyout+delete"
            } else {
                "delete"
            },
            m.section(),
            m.dev
        )
    });
    Ok(())
}

/// A section reached through a pointer that lives in memory the device shares with the host
/// in place (a `declare` global of the host back end, mapped onto itself because its kernels
/// use the host symbols) is that host memory too: mapped onto itself, not owned, before the
/// entry action. A separate device copy would need the device address written into the
/// pointer (§2.7.2 attach), which is the host's own pointer there.
pub fn alias_behind_self_mapped_pointer(dev: &mut Device, s: Section, pointer: usize) {
    if dev.backend.shares_host_memory() || s.bytes == 0 {
        return;
    }
    let in_place = dev
        .table
        .containing(pointer)
        .is_some_and(|m| m.dev == m.host as DevPtr);
    if !in_place || dev.table.lookup(s) != Presence::Absent {
        return;
    }
    let mut m = Mapping::new(s.host, s.bytes, s.host as DevPtr);
    m.owned = false;
    dev.map(m);
}

/// §2.7.2 attach action for the pointer stored at host address `ptr`.
pub fn attach(dev: &mut Device, ptr: usize, queue: Queue) -> Result<(), AccError> {
    attach_known(dev, ptr, None, queue)
}

/// The attach action of a data clause's pointer (`s.p[0:n]`, a Fortran descriptor's base
/// address): `known` is the clause's section start and the device address its entry action
/// gave, used when the pointer's target lies in no mapped section (an implicit section used
/// in place around a present part, whose start is outside that part; a section that does not
/// start at the target, `s.p[2:n]`, `s%rho(2:n)`: the device pointer is biased by the same
/// distance, so that `p[2]` on the device is the device copy of the section's start).
pub fn attach_known(
    dev: &mut Device,
    ptr: usize,
    known: Option<(usize, DevPtr)>,
    queue: Queue,
) -> Result<(), AccError> {
    check_section(Section {
        host: ptr,
        bytes: PTR_BYTES,
    })?;
    if dev.backend.shares_host_memory() {
        return Ok(());
    }
    let key = match dev.table.lookup(Section {
        host: ptr,
        bytes: PTR_BYTES,
    }) {
        Presence::Present(key) => key,
        Presence::Absent => {
            dev.pending_attach.insert(ptr, known);
            return Ok(());
        }
        Presence::Partly(_) => return Ok(()),
    };
    // SAFETY: `ptr` lies inside a mapped host section, so it is readable.
    let target = unsafe { (ptr as *const usize).read_unaligned() };
    let target_dev = if target == 0 {
        0
    } else {
        match (dev.table.containing(target), known) {
            (Some(t), _) => t.dev_addr(target),
            (None, Some((host, d))) if d != 0 => d.wrapping_sub(host.wrapping_sub(target) as u64),
            (None, _) => return Ok(()),
        }
    };
    let m = dev
        .table
        .get_mut(key)
        .ok_or_else(|| AccError::Driver("present table out of step".into()))?;
    let slot = m.dev_addr(ptr);
    let att = m.attachments.entry(ptr).or_insert(Attachment {
        count: 0,
        target: 0,
    });
    if target == 0 {
        // A null pointer is copied as null; nothing is attached.
        att.count = 0;
        att.target = 0;
    } else if att.count > 0 && att.target == target_dev {
        att.count += 1;
        return Ok(());
    } else {
        att.count = 1;
        att.target = target_dev;
    }
    dev.backend.write_word(slot, target_dev, queue)
}

/// §2.7.2 detach action, or the immediate detach action when `finalize`.
pub fn detach(dev: &mut Device, ptr: usize, finalize: bool, queue: Queue) -> Result<(), AccError> {
    check_section(Section {
        host: ptr,
        bytes: PTR_BYTES,
    })?;
    if dev.backend.shares_host_memory() {
        return Ok(());
    }
    let Presence::Present(key) = dev.table.lookup(Section {
        host: ptr,
        bytes: PTR_BYTES,
    }) else {
        dev.pending_attach.remove(ptr);
        return Ok(());
    };
    let m = dev
        .table
        .get_mut(key)
        .ok_or_else(|| AccError::Driver("present table out of step".into()))?;
    let slot = m.dev_addr(ptr);
    let Some(att) = m.attachments.get_mut(&ptr) else {
        return Ok(());
    };
    if att.count == 0 {
        return Ok(());
    }
    att.count = if finalize { 0 } else { att.count - 1 };
    if att.count > 0 {
        return Ok(());
    }
    m.attachments.remove(&ptr);
    // SAFETY: `ptr` lies inside a mapped host section, so it is readable.
    let host_value = unsafe { (ptr as *const u64).read_unaligned() };
    dev.backend.write_word(slot, host_value, queue)
}

const POINTER_BYTES: usize = size_of::<u64>();

/// The host addresses of the attached pointers of `m` that lie wholly inside `s`, in order.
fn attached_words(m: &Mapping, s: Section) -> Vec<usize> {
    m.attachments
        .range(s.host..)
        .take_while(|(&p, _)| p + POINTER_BYTES <= s.host + s.bytes)
        .filter(|(_, a)| a.count > 0)
        .map(|(&p, _)| p)
        .collect()
}

/// The attachment counter of the pointer at `ptr` (for tests and diagnostics).
pub fn attach_count(dev: &Device, ptr: usize) -> u64 {
    dev.table
        .containing(ptr)
        .and_then(|m| m.attachments.get(&ptr))
        .map_or(0, |a| a.count)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UpdateDirection {
    ToDevice,
    ToHost,
}

/// The update directive and acc_update_device/acc_update_self (§2.14.4, §3.2.24).
pub fn update(
    dev: &mut Device,
    s: Section,
    dir: UpdateDirection,
    if_present: bool,
    queue: Queue,
) -> Result<(), AccError> {
    check_section(s)?;
    let shared = dev.backend.shares_host_memory();
    match dev.table.lookup(s) {
        Presence::Present(key) => {
            let (d, words) = dev
                .table
                .get(key)
                .map(|m| (m.dev_addr(s.host), attached_words(m, s)))
                .ok_or_else(|| AccError::Driver("present table out of step".into()))?;
            // §2.6.8 leaves an update of a composite with attached pointer members undefined;
            // OpenMP's `target update` of a mapped structure keeps them (libomptarget restores
            // its "shadow pointers"; omp/target/343 through a mapper). The copy skips each
            // attached pointer, so the host keeps its address and the device its attachment.
            let mut from = s.host;
            for end in words.iter().copied().chain([s.host + s.bytes]) {
                let (h, n) = (from, end - from);
                let dd = d + (h - s.host) as DevPtr;
                match dir {
                    UpdateDirection::ToDevice => copy_to_device(dev, dd, h, n, queue)?,
                    UpdateDirection::ToHost => copy_to_host(dev, h, dd, n, queue)?,
                }
                from = end + POINTER_BYTES;
            }
            Ok(())
        }
        _ if shared || s.bytes == 0 => Ok(()),
        Presence::Absent if if_present => Ok(()),
        Presence::Absent => Err(AccError::NotPresent { section: s }),
        Presence::Partly(key) => Err(partly(dev, s, key)),
    }
}

/// Whether any of section `s` is in a mapping.
pub fn is_mapped(dev: &Device, s: Section) -> bool {
    dev.table.lookup(s) != Presence::Absent
}

/// The device address an attach-only reference gives the section `s` a pointer is to point
/// to, with no data action (decision 63: the elements of a Fortran descriptor that another
/// clause of the construct maps): inside a mapping, its device copy; overlapping one without
/// being inside it (the clause maps part of the elements, `copyin(b(2))`), the address that
/// mapping gives the section's start, as an implicit section's entry action uses partly
/// present data in place; elsewhere the host address.
pub fn attach_target(dev: &Device, s: Section) -> DevPtr {
    match dev.table.lookup(s) {
        Presence::Present(key) | Presence::Partly(key) => match dev.table.get(key) {
            Some(m) => m
                .dev
                .wrapping_add((s.host as DevPtr).wrapping_sub(m.host as DevPtr)),
            None => s.host as DevPtr,
        },
        Presence::Absent => s.host as DevPtr,
    }
}

/// The device address of a host address (`host_data use_device`, acc_deviceptr): the host
/// address itself on shared memory.
pub fn device_address(dev: &Device, host: usize) -> Option<DevPtr> {
    match dev.table.containing(host) {
        Some(m) => Some(m.dev_addr(host)),
        None if dev.backend.shares_host_memory() => Some(host as DevPtr),
        None => None,
    }
}

/// acc_is_present (§3.2.30): true on shared memory.
pub fn is_present(dev: &Device, s: Section) -> bool {
    dev.backend.shares_host_memory() || matches!(dev.table.lookup(s), Presence::Present(_))
}

/// acc_map_data (§3.2.26): adopts user device memory; the host section must not be present.
pub fn map_data(dev: &mut Device, s: Section, devp: DevPtr) -> Result<(), AccError> {
    check_section(s)?;
    if s.bytes == 0 {
        return Ok(());
    }
    match dev.table.lookup(s) {
        Presence::Absent => {}
        Presence::Present(key) | Presence::Partly(key) => {
            return Err(AccError::InvalidArgument(format!(
                "acc_map_data: host data {s} is already present (mapped section {})",
                dev.table.get(key).map(Mapping::section).unwrap_or(s)
            )))
        }
    }
    let mut m = Mapping::new(s.host, s.bytes, devp);
    m.by_map_data = true;
    m.owned = false;
    m.dynamic = 1;
    dev.map(m);
    Ok(())
}

/// acc_unmap_data (§3.2.27): ends the mapping without freeing the user's device memory.
pub fn unmap_data(dev: &mut Device, host: usize) -> Result<(), AccError> {
    match dev.table.get(host) {
        Some(m) if m.by_map_data => {
            dev.unmap(host);
            Ok(())
        }
        _ => Err(AccError::InvalidArgument(format!(
            "acc_unmap_data: {host:#x} was not mapped with acc_map_data"
        ))),
    }
}

/// Maps a `declare`d global's device copy: static data starts with a structured count of one
/// (§2.6.7) and lives as long as the program. Nothing is copied: the device copy starts with
/// the global's initial value (the image's initializer on a GPU, the value kept at program
/// start on the host back end's discrete memory), as the implicit data region of the program
/// starts with the program (OpenACC 3.3 §2.6, §2.13; OpenMP 4.5 §2.10.6: initialized "in the
/// manner specified by the program").
pub fn map_global(dev: &mut Device, host: usize, bytes: usize, devp: DevPtr) {
    if bytes == 0 || dev.table.lookup(Section { host, bytes }) != Presence::Absent {
        return;
    }
    let mut m = Mapping::new(host, bytes, devp);
    m.owned = false;
    m.structured = 1;
    dev.map(m);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::host::HostBackend;

    fn discrete() -> Device {
        Device::new(Box::new(HostBackend::new(false)), 0)
    }

    fn shared() -> Device {
        Device::new(Box::new(HostBackend::new(true)), 0)
    }

    fn sec<T>(v: &[T]) -> Section {
        Section {
            host: v.as_ptr() as usize,
            bytes: std::mem::size_of_val(v),
        }
    }

    fn counters(dev: &Device, s: Section) -> (u64, u64) {
        dev.table
            .containing(s.host)
            .map_or((0, 0), |m| (m.structured, m.dynamic))
    }

    fn act(c: Clause, l: Lifetime) -> Action {
        Action::new(c, l)
    }

    fn dev_read(dev: &Device, d: DevPtr, n: usize) -> Vec<u8> {
        let _ = dev;
        // SAFETY: discrete host "device" memory is host memory.
        unsafe { std::slice::from_raw_parts(d as usize as *const u8, n) }.to_vec()
    }

    #[test]
    fn copyin_allocates_copies_and_sets_counter_to_one() {
        let mut dev = discrete();
        let a = [1u8, 2, 3, 4];
        let d = enter(&mut dev, sec(&a), act(Clause::Copyin, Lifetime::Structured)).unwrap();
        assert_ne!(d, a.as_ptr() as DevPtr);
        assert_eq!(dev_read(&dev, d, 4), vec![1, 2, 3, 4]);
        assert_eq!(counters(&dev, sec(&a)), (1, 0));
    }

    #[test]
    fn present_increment_on_present_data_moves_nothing() {
        let mut dev = discrete();
        let mut a = [1u8, 2, 3, 4];
        let d = enter(&mut dev, sec(&a), act(Clause::Copyin, Lifetime::Dynamic)).unwrap();
        a[0] = 9;
        let d2 = enter(&mut dev, sec(&a), act(Clause::Copy, Lifetime::Structured)).unwrap();
        assert_eq!(d, d2);
        assert_eq!(dev_read(&dev, d, 1), vec![1]);
        assert_eq!(counters(&dev, sec(&a)), (1, 1));
        // Inner sections resolve to the same device block at the same offset.
        let inner = Section {
            host: a.as_ptr() as usize + 2,
            bytes: 2,
        };
        assert_eq!(
            enter(&mut dev, inner, act(Clause::Present, Lifetime::Structured)),
            Ok(d + 2)
        );
        assert_eq!(counters(&dev, sec(&a)), (2, 1));
    }

    #[test]
    fn implicit_section_partly_present_is_used_in_place() {
        // A section the compiler inferred from subscripts (FLAG_IMPLICIT) may overhang the
        // mapping a data region made: it resolves inside that mapping, counts once, moves
        // nothing; without the flag the same section is a partly-present error.
        let mut dev = discrete();
        let a = [1u32, 2, 3, 4, 5, 6];
        let mapped = Section {
            host: a.as_ptr() as usize + 4,
            bytes: 16,
        };
        let d = enter(&mut dev, mapped, act(Clause::Copyin, Lifetime::Structured)).unwrap();
        let wide = Section {
            host: a.as_ptr() as usize,
            bytes: 24,
        };
        assert!(enter(&mut dev, wide, act(Clause::Copy, Lifetime::Structured)).is_err());
        let mut imp = act(Clause::Copy, Lifetime::Structured);
        imp.implicit = true;
        assert_eq!(enter(&mut dev, wide, imp), Ok(d.wrapping_sub(4)));
        assert_eq!(counters(&dev, mapped), (2, 0));
        exit(&mut dev, wide, imp).unwrap();
        assert_eq!(counters(&dev, mapped), (1, 0));
        assert_eq!(a[0], 1);
        exit(&mut dev, mapped, act(Clause::Copyin, Lifetime::Structured)).unwrap();
        assert!(dev.table.is_empty());
    }

    #[test]
    fn implicit_sections_of_one_directive_that_overlap_are_an_error() {
        // Two pointers into one array (f(a + 1, a)): the sections inferred for one construct
        // overlap; using the first one's mapping for the second would give the region two
        // copies of the shared elements. A later directive may use it in place.
        let mut dev = discrete();
        let a = [1u32, 2, 3, 4, 5, 6];
        let p = Section {
            host: a.as_ptr() as usize + 4,
            bytes: 20,
        };
        let q = Section {
            host: a.as_ptr() as usize,
            bytes: 20,
        };
        let mut imp = act(Clause::Copy, Lifetime::Structured);
        imp.implicit = true;
        dev.directive = 7;
        enter(&mut dev, p, imp).unwrap();
        assert!(matches!(
            enter(&mut dev, q, imp),
            Err(AccError::PartlyPresent { .. })
        ));
        dev.directive = 8;
        assert!(enter(&mut dev, q, imp).is_ok());
    }

    #[test]
    fn structured_copy_copies_out_when_both_counters_reach_zero() {
        let mut dev = discrete();
        let mut a = [1u32, 2, 3];
        let d = enter(&mut dev, sec(&a), act(Clause::Copy, Lifetime::Structured)).unwrap();
        // A kernel writes the device copy.
        unsafe { *(d as usize as *mut u32) = 42 };
        exit(&mut dev, sec(&a), act(Clause::Copy, Lifetime::Structured)).unwrap();
        assert_eq!(a[0], 42);
        assert!(dev.table.is_empty());
        a[0] = 0;
        let _ = a;
    }

    #[test]
    fn omp_items_of_one_directive_in_one_mapping_are_all_copied_out() {
        let mut dev = discrete();
        let mut s = [1u64, 2, 3, 4];
        let omp = |c| Action {
            omp: true,
            ..act(c, Lifetime::Dynamic)
        };
        let d = enter(&mut dev, sec(&s), omp(Clause::Copyin)).unwrap();
        // A kernel writes the first and the third member.
        unsafe {
            *(d as usize as *mut u64) = 10;
            *((d as usize + 16) as *mut u64) = 30;
        }
        // `exit data map(from: s[0], s[2])`: the first ends the mapping; the second is
        // still copied back from it, and the block lives until the directive's end.
        dev.in_directive = true;
        exit(&mut dev, sec(&s[0..1]), omp(Clause::Copyout)).unwrap();
        assert!(dev.table.is_empty());
        exit(&mut dev, sec(&s[2..3]), omp(Clause::Copyout)).unwrap();
        dev.in_directive = false;
        assert_eq!(dev.ending.len(), 1);
        dev.free_ended(Queue::Sync).unwrap();
        assert!(dev.ending.is_empty());
        assert_eq!(s, [10, 2, 30, 4]);
        s[0] = 0;
        let _ = s;
    }

    #[test]
    fn openacc_exit_of_ended_mapping_copies_nothing() {
        let mut dev = discrete();
        let mut s = [1u64, 2, 3, 4];
        let d = enter(&mut dev, sec(&s), act(Clause::Copyin, Lifetime::Dynamic)).unwrap();
        unsafe { *((d as usize + 16) as *mut u64) = 30 };
        dev.in_directive = true;
        exit(
            &mut dev,
            sec(&s[0..1]),
            act(Clause::Copyout, Lifetime::Dynamic),
        )
        .unwrap();
        exit(
            &mut dev,
            sec(&s[2..3]),
            act(Clause::Copyout, Lifetime::Dynamic),
        )
        .unwrap();
        dev.in_directive = false;
        assert!(dev.ending.is_empty());
        assert_eq!(s[2], 3);
        s[0] = 0;
        let _ = s;
    }

    #[test]
    fn data_copy_around_enter_exit_data_moves_no_data() {
        // seed-openacc-3-3 §6.9 consequence: inside data copy(a), enter data copyin(a) …
        // exit data copyout(a) moves nothing; the copyout happens at the region's end.
        let mut dev = discrete();
        let a = [5u32; 4];
        let d = enter(&mut dev, sec(&a), act(Clause::Copy, Lifetime::Structured)).unwrap();
        enter(&mut dev, sec(&a), act(Clause::Copyin, Lifetime::Dynamic)).unwrap();
        unsafe { *(d as usize as *mut u32) = 7 };
        exit(&mut dev, sec(&a), act(Clause::Copyout, Lifetime::Dynamic)).unwrap();
        assert_eq!(a[0], 5);
        assert_eq!(counters(&dev, sec(&a)), (1, 0));
        exit(&mut dev, sec(&a), act(Clause::Copy, Lifetime::Structured)).unwrap();
        assert_eq!(std::hint::black_box(a)[0], 7);
    }

    #[test]
    fn copyin_exit_deletes_without_copying_back() {
        let mut dev = discrete();
        let a = [3u8; 8];
        let d = enter(&mut dev, sec(&a), act(Clause::Copyin, Lifetime::Structured)).unwrap();
        unsafe { *(d as usize as *mut u8) = 99 };
        exit(&mut dev, sec(&a), act(Clause::Copyin, Lifetime::Structured)).unwrap();
        assert_eq!(std::hint::black_box(a)[0], 3);
        assert!(!is_present(&dev, sec(&a)));
    }

    #[test]
    fn create_and_copyout_entry_do_not_copy_and_zero_modifier_zeroes() {
        let mut dev = discrete();
        let a = [7u8; 16];
        let mut z = act(Clause::Create, Lifetime::Dynamic);
        z.zero = true;
        let d = enter(&mut dev, sec(&a), z).unwrap();
        assert_eq!(dev_read(&dev, d, 16), vec![0; 16]);
        // The copyout writes into `b`: its section comes from a mutable pointer, since a
        // write through the address of an immutable binding is undefined behaviour (a release
        // build kept the initial bytes in registers and the assertion failed).
        let mut b = [7u8; 16];
        let sb = Section {
            host: b.as_mut_ptr() as usize,
            bytes: b.len(),
        };
        let db = enter(&mut dev, sb, act(Clause::Copyout, Lifetime::Structured)).unwrap();
        assert_eq!(counters(&dev, sb), (1, 0));
        // SAFETY: discrete host "device" memory is host memory, 16 bytes at `db`.
        unsafe { std::ptr::write_bytes(db as usize as *mut u8, 1, 16) };
        exit(&mut dev, sb, act(Clause::Copyout, Lifetime::Structured)).unwrap();
        assert_eq!(b, [1u8; 16]);
    }

    #[test]
    fn dynamic_counter_decrements_and_finalize_zeroes_it() {
        let mut dev = discrete();
        let a = [0u64; 4];
        for _ in 0..3 {
            enter(&mut dev, sec(&a), act(Clause::Copyin, Lifetime::Dynamic)).unwrap();
        }
        assert_eq!(counters(&dev, sec(&a)), (0, 3));
        exit(&mut dev, sec(&a), act(Clause::Delete, Lifetime::Dynamic)).unwrap();
        assert_eq!(counters(&dev, sec(&a)), (0, 2));
        let mut fin = act(Clause::Delete, Lifetime::Dynamic);
        fin.finalize = true;
        exit(&mut dev, sec(&a), fin).unwrap();
        assert!(!is_present(&dev, sec(&a)));
    }

    #[test]
    fn finalize_keeps_structured_lifetime_alive() {
        let mut dev = discrete();
        let a = [0u64; 4];
        enter(&mut dev, sec(&a), act(Clause::Create, Lifetime::Structured)).unwrap();
        enter(&mut dev, sec(&a), act(Clause::Create, Lifetime::Dynamic)).unwrap();
        let mut fin = act(Clause::Copyout, Lifetime::Dynamic);
        fin.finalize = true;
        exit(&mut dev, sec(&a), fin).unwrap();
        assert_eq!(counters(&dev, sec(&a)), (1, 0));
        // A dynamic decrement at zero leaves the counter unchanged (§2.7.2).
        exit(&mut dev, sec(&a), act(Clause::Delete, Lifetime::Dynamic)).unwrap();
        assert_eq!(counters(&dev, sec(&a)), (1, 0));
        exit(&mut dev, sec(&a), act(Clause::Create, Lifetime::Structured)).unwrap();
        assert!(dev.table.is_empty());
    }

    #[test]
    fn structured_exit_with_dynamic_count_left_copies_nothing() {
        let mut dev = discrete();
        let a = [1u32; 4];
        let d = enter(&mut dev, sec(&a), act(Clause::Copyin, Lifetime::Dynamic)).unwrap();
        enter(&mut dev, sec(&a), act(Clause::Copy, Lifetime::Structured)).unwrap();
        unsafe { *(d as usize as *mut u32) = 9 };
        exit(&mut dev, sec(&a), act(Clause::Copy, Lifetime::Structured)).unwrap();
        assert_eq!(std::hint::black_box(a)[0], 1);
        assert_eq!(counters(&dev, sec(&a)), (0, 1));
        // The dynamic copyout ends the lifetime and copies back then.
        exit(&mut dev, sec(&a), act(Clause::Copyout, Lifetime::Dynamic)).unwrap();
        assert_eq!(std::hint::black_box(a)[0], 9);
    }

    #[test]
    fn present_and_no_create_exits_decrement_and_delete_at_zero() {
        let mut dev = discrete();
        let a = [0u8; 8];
        enter(&mut dev, sec(&a), act(Clause::Create, Lifetime::Structured)).unwrap();
        enter(
            &mut dev,
            sec(&a),
            act(Clause::Present, Lifetime::Structured),
        )
        .unwrap();
        enter(
            &mut dev,
            sec(&a),
            act(Clause::NoCreate, Lifetime::Structured),
        )
        .unwrap();
        assert_eq!(counters(&dev, sec(&a)), (3, 0));
        exit(
            &mut dev,
            sec(&a),
            act(Clause::NoCreate, Lifetime::Structured),
        )
        .unwrap();
        exit(
            &mut dev,
            sec(&a),
            act(Clause::Present, Lifetime::Structured),
        )
        .unwrap();
        assert_eq!(counters(&dev, sec(&a)), (1, 0));
        exit(
            &mut dev,
            sec(&a),
            act(Clause::Present, Lifetime::Structured),
        )
        .unwrap();
        assert!(dev.table.is_empty());
    }

    #[test]
    fn attach_to_a_new_target_resets_the_counter_to_one() {
        let mut dev = discrete();
        let mut b1 = [0u8; 8];
        let mut b2 = [0u8; 8];
        let mut node = Node {
            data: b1.as_mut_ptr() as *mut f64,
            n: 0,
        };
        let ns = Section {
            host: &node as *const Node as usize,
            bytes: size_of::<Node>(),
        };
        let ptr = &node.data as *const *mut f64 as usize;
        let dn = enter(&mut dev, ns, act(Clause::Create, Lifetime::Dynamic)).unwrap();
        enter(&mut dev, sec(&b1), act(Clause::Create, Lifetime::Dynamic)).unwrap();
        let d2 = enter(&mut dev, sec(&b2), act(Clause::Create, Lifetime::Dynamic)).unwrap();
        attach(&mut dev, ptr, Queue::Sync).unwrap();
        attach(&mut dev, ptr, Queue::Sync).unwrap();
        assert_eq!(attach_count(&dev, ptr), 2);
        std::hint::black_box(&mut node).data = b2.as_mut_ptr() as *mut f64;
        attach(&mut dev, ptr, Queue::Sync).unwrap();
        assert_eq!(attach_count(&dev, ptr), 1);
        assert_eq!(unsafe { *(dn as usize as *const u64) }, d2);
    }

    #[test]
    fn shared_memory_ignores_partly_present_sections() {
        let mut dev = shared();
        let a = [0u8; 16];
        enter(
            &mut dev,
            sec(&a[..8]),
            act(Clause::Create, Lifetime::Dynamic),
        )
        .unwrap();
        let h = a.as_ptr() as DevPtr;
        assert_eq!(
            enter(&mut dev, sec(&a), act(Clause::Copyin, Lifetime::Dynamic)),
            Ok(h)
        );
        assert_eq!(
            exit(&mut dev, sec(&a), act(Clause::Delete, Lifetime::Dynamic)),
            Ok(())
        );
    }

    #[test]
    fn exit_of_absent_data_is_no_action() {
        let mut dev = discrete();
        let a = [0u8; 4];
        assert_eq!(
            exit(&mut dev, sec(&a), act(Clause::Copyout, Lifetime::Dynamic)),
            Ok(())
        );
        assert_eq!(
            exit(&mut dev, sec(&a), act(Clause::Delete, Lifetime::Dynamic)),
            Ok(())
        );
    }

    #[test]
    fn present_clause_errors_when_absent() {
        let mut dev = discrete();
        let a = [0u8; 4];
        assert_eq!(
            enter(
                &mut dev,
                sec(&a),
                act(Clause::Present, Lifetime::Structured)
            ),
            Err(AccError::NotPresent { section: sec(&a) })
        );
    }

    #[test]
    fn partly_present_is_an_error_for_every_clause() {
        let mut dev = discrete();
        let a = [0u8; 64];
        enter(
            &mut dev,
            sec(&a[..32]),
            act(Clause::Create, Lifetime::Dynamic),
        )
        .unwrap();
        for c in [
            Clause::Copy,
            Clause::Copyin,
            Clause::Copyout,
            Clause::Create,
            Clause::Present,
        ] {
            let r = enter(&mut dev, sec(&a), act(c, Lifetime::Structured));
            assert!(
                matches!(r, Err(AccError::PartlyPresent { .. })),
                "{c:?}: {r:?}"
            );
        }
        let r = exit(&mut dev, sec(&a), act(Clause::Delete, Lifetime::Dynamic));
        assert!(matches!(r, Err(AccError::PartlyPresent { .. })));
        let r = update(
            &mut dev,
            sec(&a),
            UpdateDirection::ToHost,
            false,
            Queue::Sync,
        );
        assert!(matches!(r, Err(AccError::PartlyPresent { .. })));
    }

    #[test]
    fn no_create_uses_host_address_when_absent_and_counts_when_present() {
        let mut dev = discrete();
        let a = [0u8; 4];
        let h = a.as_ptr() as DevPtr;
        assert_eq!(
            enter(
                &mut dev,
                sec(&a),
                act(Clause::NoCreate, Lifetime::Structured)
            ),
            Ok(h)
        );
        assert!(dev.table.is_empty());
        exit(
            &mut dev,
            sec(&a),
            act(Clause::NoCreate, Lifetime::Structured),
        )
        .unwrap();
        let d = enter(&mut dev, sec(&a), act(Clause::Create, Lifetime::Dynamic)).unwrap();
        assert_eq!(
            enter(
                &mut dev,
                sec(&a),
                act(Clause::NoCreate, Lifetime::Structured)
            ),
            Ok(d)
        );
        assert_eq!(counters(&dev, sec(&a)), (1, 1));
    }

    #[test]
    fn delete_is_not_an_entry_clause_and_null_sections_are_invalid() {
        let mut dev = discrete();
        let a = [0u8; 4];
        assert!(matches!(
            enter(&mut dev, sec(&a), act(Clause::Delete, Lifetime::Dynamic)),
            Err(AccError::InvalidArgument(_))
        ));
        let null = Section { host: 0, bytes: 8 };
        assert!(matches!(
            enter(&mut dev, null, act(Clause::Copyin, Lifetime::Dynamic)),
            Err(AccError::InvalidDataSection { .. })
        ));
    }

    #[test]
    fn update_requires_presence_unless_if_present() {
        let mut dev = discrete();
        let mut a = [1u8; 4];
        assert!(matches!(
            update(
                &mut dev,
                sec(&a),
                UpdateDirection::ToDevice,
                false,
                Queue::Sync
            ),
            Err(AccError::NotPresent { .. })
        ));
        assert_eq!(
            update(
                &mut dev,
                sec(&a),
                UpdateDirection::ToDevice,
                true,
                Queue::Sync
            ),
            Ok(())
        );
        let d = enter(&mut dev, sec(&a), act(Clause::Create, Lifetime::Dynamic)).unwrap();
        a[1] = 5;
        let s1 = Section {
            host: a.as_ptr() as usize + 1,
            bytes: 1,
        };
        update(&mut dev, s1, UpdateDirection::ToDevice, false, Queue::Sync).unwrap();
        assert_eq!(dev_read(&dev, d + 1, 1), vec![5]);
        unsafe { *(d as usize as *mut u8) = 8 };
        update(
            &mut dev,
            sec(&a),
            UpdateDirection::ToHost,
            false,
            Queue::Sync,
        )
        .unwrap();
        assert_eq!(std::hint::black_box(a)[0], 8);
    }

    #[test]
    fn map_data_keeps_dynamic_count_until_unmap() {
        let mut dev = discrete();
        let a = [0u8; 16];
        let user = dev.backend.alloc(16, BlockUse::User).unwrap();
        map_data(&mut dev, sec(&a), user).unwrap();
        assert!(map_data(&mut dev, sec(&a), user).is_err());
        enter(&mut dev, sec(&a), act(Clause::Copyin, Lifetime::Dynamic)).unwrap();
        let mut fin = act(Clause::Delete, Lifetime::Dynamic);
        fin.finalize = true;
        exit(&mut dev, sec(&a), fin).unwrap();
        assert_eq!(counters(&dev, sec(&a)), (0, 1));
        assert_eq!(device_address(&dev, a.as_ptr() as usize), Some(user));
        unmap_data(&mut dev, a.as_ptr() as usize).unwrap();
        assert!(unmap_data(&mut dev, a.as_ptr() as usize).is_err());
        dev.backend.free(user, Queue::Sync).unwrap();
    }

    #[repr(C)]
    struct Node {
        data: *mut f64,
        n: usize,
    }

    #[test]
    fn attach_detach_counters_follow_2_6_8() {
        let mut dev = discrete();
        let mut buf = [1.0f64; 4];
        let node = Node {
            data: buf.as_mut_ptr(),
            n: 4,
        };
        let ns = Section {
            host: &node as *const Node as usize,
            bytes: size_of::<Node>(),
        };
        let ptr = &node.data as *const *mut f64 as usize;
        // Pointer not present: no action.
        attach(&mut dev, ptr, Queue::Sync).unwrap();
        assert_eq!(attach_count(&dev, ptr), 0);
        let dn = enter(&mut dev, ns, act(Clause::Copyin, Lifetime::Dynamic)).unwrap();
        // Target not present: no action.
        attach(&mut dev, ptr, Queue::Sync).unwrap();
        assert_eq!(attach_count(&dev, ptr), 0);
        let db = enter(&mut dev, sec(&buf), act(Clause::Copyin, Lifetime::Dynamic)).unwrap();
        attach(&mut dev, ptr, Queue::Sync).unwrap();
        assert_eq!(attach_count(&dev, ptr), 1);
        let dev_slot = unsafe { *(dn as usize as *const u64) };
        assert_eq!(dev_slot, db);
        attach(&mut dev, ptr, Queue::Sync).unwrap();
        assert_eq!(attach_count(&dev, ptr), 2);
        detach(&mut dev, ptr, false, Queue::Sync).unwrap();
        assert_eq!(attach_count(&dev, ptr), 1);
        assert_eq!(unsafe { *(dn as usize as *const u64) }, db);
        detach(&mut dev, ptr, false, Queue::Sync).unwrap();
        assert_eq!(attach_count(&dev, ptr), 0);
        assert_eq!(unsafe { *(dn as usize as *const u64) }, node.data as u64);
        // Detach at zero: no action.
        detach(&mut dev, ptr, false, Queue::Sync).unwrap();
        // Immediate detach (finalize) drops any count to zero.
        attach(&mut dev, ptr, Queue::Sync).unwrap();
        attach(&mut dev, ptr, Queue::Sync).unwrap();
        detach(&mut dev, ptr, true, Queue::Sync).unwrap();
        assert_eq!(attach_count(&dev, ptr), 0);
        assert_eq!(node.n, 4);
    }

    /// A `declare` global the host back end maps onto itself (a Fortran module allocatable's
    /// descriptor): the data its pointer reaches is mapped onto itself too, so that attaching
    /// leaves the host's pointer as it is and host and kernels see one copy.
    #[test]
    fn data_behind_a_pointer_in_an_in_place_global_is_mapped_in_place() {
        let mut dev = discrete();
        let mut buf = [2.0f64; 4];
        let node = Node {
            data: buf.as_mut_ptr(),
            n: 4,
        };
        let host = &node as *const Node as usize;
        map_global(&mut dev, host, size_of::<Node>(), host as DevPtr);
        let ptr = &node.data as *const *mut f64 as usize;
        alias_behind_self_mapped_pointer(&mut dev, sec(&buf), ptr);
        let d = enter(&mut dev, sec(&buf), act(Clause::Create, Lifetime::Dynamic)).unwrap();
        assert_eq!(d, buf.as_ptr() as DevPtr);
        attach(&mut dev, ptr, Queue::Sync).unwrap();
        assert_eq!(node.data, buf.as_mut_ptr());
        // A pointer in an ordinary mapping keeps the separate device copy.
        let mut other = [3.0f64; 4];
        let node2 = Node {
            data: other.as_mut_ptr(),
            n: 4,
        };
        let ns = Section {
            host: &node2 as *const Node as usize,
            bytes: size_of::<Node>(),
        };
        enter(&mut dev, ns, act(Clause::Copyin, Lifetime::Dynamic)).unwrap();
        let ptr2 = &node2.data as *const *mut f64 as usize;
        alias_behind_self_mapped_pointer(&mut dev, sec(&other), ptr2);
        let d2 = enter(
            &mut dev,
            sec(&other),
            act(Clause::Create, Lifetime::Dynamic),
        )
        .unwrap();
        assert_ne!(d2, other.as_ptr() as DevPtr);
    }

    #[test]
    fn copyout_of_a_struct_restores_attached_pointers_first() {
        let mut dev = discrete();
        let mut buf = [1.0f64; 4];
        let mut node = Node {
            data: buf.as_mut_ptr(),
            n: 4,
        };
        let ns = Section {
            host: &node as *const Node as usize,
            bytes: size_of::<Node>(),
        };
        let ptr = &node.data as *const *mut f64 as usize;
        enter(&mut dev, ns, act(Clause::Copy, Lifetime::Structured)).unwrap();
        enter(&mut dev, sec(&buf), act(Clause::Copy, Lifetime::Structured)).unwrap();
        attach(&mut dev, ptr, Queue::Sync).unwrap();
        exit(&mut dev, ns, act(Clause::Copy, Lifetime::Structured)).unwrap();
        assert_eq!(std::hint::black_box(&mut node).data, buf.as_mut_ptr());
        exit(&mut dev, sec(&buf), act(Clause::Copy, Lifetime::Structured)).unwrap();
    }

    #[test]
    fn attach_of_null_pointer_writes_null() {
        let mut dev = discrete();
        let node = Node {
            data: std::ptr::null_mut(),
            n: 0,
        };
        let ns = Section {
            host: &node as *const Node as usize,
            bytes: size_of::<Node>(),
        };
        let dn = enter(&mut dev, ns, act(Clause::Create, Lifetime::Dynamic)).unwrap();
        unsafe { *(dn as usize as *mut u64) = 0xdead };
        attach(&mut dev, &node.data as *const _ as usize, Queue::Sync).unwrap();
        assert_eq!(unsafe { *(dn as usize as *const u64) }, 0);
        assert_eq!(attach_count(&dev, &node.data as *const _ as usize), 0);
    }

    #[test]
    fn shared_memory_maps_onto_host_addresses_and_never_errors() {
        let mut dev = shared();
        let a = [0u8; 8];
        let h = a.as_ptr() as DevPtr;
        assert_eq!(
            enter(
                &mut dev,
                sec(&a),
                act(Clause::Present, Lifetime::Structured)
            ),
            Ok(h)
        );
        assert_eq!(
            enter(&mut dev, sec(&a), act(Clause::Copyin, Lifetime::Dynamic)),
            Ok(h)
        );
        assert_eq!(counters(&dev, sec(&a)), (0, 1));
        assert!(is_present(&dev, sec(&a)));
        exit(&mut dev, sec(&a), act(Clause::Copyout, Lifetime::Dynamic)).unwrap();
        assert!(is_present(&dev, sec(&a)));
        assert_eq!(device_address(&dev, h as usize), Some(h));
        assert_eq!(
            update(
                &mut dev,
                sec(&a),
                UpdateDirection::ToHost,
                false,
                Queue::Sync
            ),
            Ok(())
        );
    }

    #[test]
    fn globals_start_with_structured_count_one() {
        let mut dev = discrete();
        let g = [4u32; 2];
        let d = dev.backend.alloc(8, BlockUse::Runtime).unwrap();
        map_global(&mut dev, g.as_ptr() as usize, 8, d);
        assert_eq!(counters(&dev, sec(&g)), (1, 0));
        exit(&mut dev, sec(&g), act(Clause::Delete, Lifetime::Dynamic)).unwrap();
        assert!(is_present(&dev, sec(&g)));
    }

    #[test]
    fn link_globals_are_absent_until_mapped_into_their_storage() {
        let mut dev = discrete();
        let mut g = [7u8; 8];
        let storage = dev.backend.alloc(8, BlockUse::Runtime).unwrap();
        dev.links.insert(g.as_ptr() as usize, (8, storage));
        assert!(!is_present(&dev, sec(&g)));
        let part = Section {
            host: g.as_ptr() as usize + 2,
            bytes: 4,
        };
        let d = enter(&mut dev, part, act(Clause::Copyin, Lifetime::Structured)).unwrap();
        assert_eq!(d, storage + 2, "the section goes to the global's storage");
        assert_eq!(dev_read(&dev, storage + 2, 4), vec![7; 4]);
        g[3] = 9;
        // SAFETY: discrete host "device" memory is host memory.
        unsafe { *((storage + 3) as usize as *mut u8) = 5 };
        exit(&mut dev, part, act(Clause::Copy, Lifetime::Structured)).unwrap();
        assert_eq!(g[3], 5, "copied back");
        assert!(!is_present(&dev, sec(&g)));
        // The storage stays (it is the image's), ready for the next mapping.
        let d = enter(&mut dev, sec(&g), act(Clause::Create, Lifetime::Dynamic)).unwrap();
        assert_eq!(d, storage);
    }
}
