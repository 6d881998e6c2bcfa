//! The compiler-facing `__oxacc_*` entry points (docs/abi.md, include/oxacc_rt.h).
//!
//! One call per directive: the compiler passes an array of `oxacc_map` records (one per data
//! clause variable, with its text and source location for error messages), the async queue and
//! the wait list. Every entry point catches errors and panics at the FFI boundary: an error
//! prints a message naming the construct, the variable and the location, then exits non-zero.

use std::ffi::{c_char, c_void, CStr};
use std::panic::{catch_unwind, AssertUnwindSafe};

use crate::async_queue::{self, Queue};
use crate::backend::host::{run_gangs, HostKernel};
use crate::backend::{DeviceLaunch, LaunchDims};
use crate::data_actions::{self, Action, Clause, Lifetime, UpdateDirection};
use crate::device::DeviceType;
use crate::error::{fatal, AccError, Origin, Section};
use crate::image::{Image, ImageDesc, ABI_VERSION};
use crate::present_sites;
use crate::profile;
use crate::runtime::{self, Device};
use crate::struct_storage;

// `oxacc_map_kind` (docs/abi.md): never renumber.
pub const MAP_COPY: u32 = 0;
pub const MAP_COPYIN: u32 = 1;
pub const MAP_COPYOUT: u32 = 2;
pub const MAP_CREATE: u32 = 3;
pub const MAP_PRESENT: u32 = 4;
pub const MAP_NO_CREATE: u32 = 5;
pub const MAP_DELETE: u32 = 6;
pub const MAP_ATTACH: u32 = 7;
pub const MAP_DETACH: u32 = 8;
pub const MAP_DEVICEPTR: u32 = 9;
pub const MAP_UPDATE_DEVICE: u32 = 10;
pub const MAP_UPDATE_SELF: u32 = 11;
pub const MAP_DEVICE_RESIDENT: u32 = 12;
pub const MAP_LINK: u32 = 13;

// `oxacc_map_flags`.
pub const FLAG_DYNAMIC: u32 = 1;
pub const FLAG_FINALIZE: u32 = 2;
pub const FLAG_ZERO: u32 = 4;
pub const FLAG_READONLY: u32 = 8;
pub const FLAG_IF_PRESENT: u32 = 16;
/// A section the compiler inferred from a region's subscripts (no clause names it): data that
/// overlaps it without holding all of it is used in place instead of being an error.
pub const FLAG_IMPLICIT: u32 = 32;
/// The `always`/`alwaysin` modifier (OpenACC 3.3 §2.7.4, OpenMP 4.5 `map(always, to:)`):
/// copy in at entry even when the data was present.
pub const FLAG_ALWAYS_IN: u32 = 64;
/// `always`/`alwaysout`: copy out at exit even when the data stays present.
pub const FLAG_ALWAYS_OUT: u32 = 128;
/// A clause of an OpenMP device construct: structured and dynamic lifetimes count in one
/// reference count (OpenMP 4.5 §2.15.5), libaccrt's dynamic counter, so that `target exit
/// data` ends a mapping a `target data` region made and `delete` sets the count to zero.
pub const FLAG_OMP_REFCOUNT: u32 = 256;
/// Set by `__oxacc_data_enter` in a [`FLAG_IMPLICIT`] record whose data it found present (no
/// compiler sets it): `__oxacc_data_exit` then ends that record before the others of the
/// directive, so that a mapping a clause of the same construct created ends with that
/// clause's exit action, not with the implicit record's copyout (decision 63).
const FLAG_FOUND_PRESENT: u32 = 1 << 31;

// `oxacc_launch_flags`.
pub const LAUNCH_HOST: u32 = 1;
/// `gang_work` holds the iteration count of the region's gang loop.
pub const LAUNCH_GANG_WORK: u32 = 2;
/// One `gang_work` iteration per thread (the gang loop is shared by the gang's threads).
pub const LAUNCH_WORK_PER_THREAD: u32 = 4;
/// `grid3` holds the middle and outer trip counts of the gang loop's `collapse(3)` nest
/// (with [`LAUNCH_GANG_WORK`]): the grid may be three-dimensional (decision 61).
pub const LAUNCH_GRID3: u32 = 8;
/// The construct's `__oxacc_data_exit` follows the launch at once (the compiler emits it right
/// after, on the same queue): a synchronous launch may leave its wait to that exit
/// (OXACC_LATE_SYNC=1, decision 62).
pub const LAUNCH_EXIT_FOLLOWS: u32 = 16;
/// With [`LAUNCH_GRID3`]: the kernel's 3-D path takes tiles of 2 planes × V/64 rows × 32
/// (compiled with OXACC_GRID3_TILE=1, decision 68); the grid is then
/// `⌈n₂/32⌉ × ⌈n₁/(V/64)⌉ × ⌈n₀/2⌉`.
pub const LAUNCH_GRID3_TILE: u32 = 32;
/// With [`LAUNCH_GANG_WORK`] (not [`LAUNCH_WORK_PER_THREAD`]): `gang_work` counts the rows of
/// a worker loop whose kernel takes blocks of 32 × W threads (a warp per row) or V × 1 (a
/// block per row); the back end picks one (decision 78).
pub const LAUNCH_ROWS: u32 = 64;

// `oxacc_device_directive_kind` (docs/abi.md): never renumber.
pub const DEVICE_INIT: u32 = 0;
pub const DEVICE_SHUTDOWN: u32 = 1;
/// `set device_type` / `set device_num`.
pub const DEVICE_SET: u32 = 2;
/// `set default_async`: `num` is the async argument.
pub const DEVICE_SET_DEFAULT_ASYNC: u32 = 3;

/// `oxacc_srcloc`.
#[repr(C)]
#[derive(Debug)]
pub struct SrcLoc {
    pub file: *const c_char,
    pub line: u32,
    pub column: u32,
    /// The construct, e.g. "parallel", "data", "enter data" (may be null).
    pub construct: *const c_char,
}

/// `oxacc_map`: one variable of one data clause.
#[repr(C)]
#[derive(Debug)]
pub struct Map {
    /// First byte of the section; for attach/detach, the address of the pointer.
    pub host: *mut c_void,
    pub bytes: u64,
    pub kind: u32,
    pub flags: u32,
    /// The variable as written (`a[0:n]`), for messages; may be null.
    pub name: *const c_char,
    /// Address of a host pointer to attach to this section after the entry actions and to
    /// detach before the exit actions (`s.p[0:n]` → `&s.p`); null when none.
    pub pointer: *mut *mut c_void,
    /// Out (data_enter): the device address of `host`, to pass to kernels.
    pub device: *mut c_void,
}

/// `oxacc_launch`.
#[repr(C)]
#[derive(Debug)]
pub struct Launch {
    pub abi_version: u32,
    pub flags: u32,
    pub image: *const ImageDesc,
    pub kernel: u32,
    pub nargs: u32,
    pub args: *mut *mut c_void,
    pub host_fn: Option<HostKernel>,
    pub num_gangs: [u32; 3],
    pub num_workers: u32,
    pub vector_length: u32,
    pub shared_bytes: u32,
    pub async_arg: i32,
    pub nwait: u32,
    pub wait: *const i32,
    pub name: *const c_char,
    pub src: SrcLoc,
    /// Read only with [`LAUNCH_GANG_WORK`]: records without the flag may end before it.
    pub gang_work: u64,
    /// Read only with [`LAUNCH_GRID3`]: records without the flag end before it (in C, the
    /// flag's records are `oxacc_launch_grid3`, which holds an `oxacc_launch` and this).
    pub grid3: [u64; 2],
}

/// # Safety
/// `p` is null or a NUL-terminated string.
unsafe fn opt_str(p: *const c_char) -> Option<String> {
    // SAFETY: guaranteed by the caller.
    (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
}

/// Builds the error origin from what the compiler passed.
///
/// # Safety
/// `src` is null or a valid `oxacc_srcloc`; `name` is null or a NUL-terminated string.
unsafe fn origin(default: &str, src: *const SrcLoc, name: *const c_char) -> Origin {
    let mut o = Origin::routine(default);
    if !src.is_null() {
        // SAFETY: guaranteed by the caller.
        let s = unsafe { &*src };
        // SAFETY: the compiler emits NUL-terminated strings.
        o.file = unsafe { opt_str(s.file) };
        o.line = s.line;
        // SAFETY: as above.
        if let Some(c) = unsafe { opt_str(s.construct) } {
            o.routine = c;
        }
    }
    // SAFETY: as above.
    o.var = unsafe { opt_str(name) };
    o
}

/// Runs an entry point body: errors and panics become a message and a non-zero exit.
pub(crate) fn guard<R>(origin: impl Fn() -> Origin, f: impl FnOnce() -> Result<R, AccError>) -> R {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(r)) => r,
        Ok(Err(e)) => fatal(&origin(), &e),
        Err(_) => fatal(
            &origin(),
            &AccError::Driver("internal error in the runtime (panic)".into()),
        ),
    }
}

/// # Safety
/// `p` points to `n` elements or `n` is zero.
unsafe fn slice<'a, T>(p: *const T, n: u32) -> &'a [T] {
    if p.is_null() || n == 0 {
        &[]
    } else {
        // SAFETY: guaranteed by the caller.
        unsafe { std::slice::from_raw_parts(p, n as usize) }
    }
}

/// # Safety
/// `p` points to `n` elements or `n` is zero.
unsafe fn slice_mut<'a, T>(p: *mut T, n: u32) -> &'a mut [T] {
    if p.is_null() || n == 0 {
        &mut []
    } else {
        // SAFETY: guaranteed by the caller.
        unsafe { std::slice::from_raw_parts_mut(p, n as usize) }
    }
}

/// Applies a wait list to `queue` on the current device (§2.16.2).
fn apply_waits(
    dev: &mut Device,
    waits: &[i32],
    default_async: i32,
    queue: Queue,
) -> Result<(), AccError> {
    for &w in waits {
        let waited = async_queue::resolve_wait(w, default_async)?;
        dev.backend.queue_wait(queue, waited)?;
    }
    Ok(())
}

fn lifetime(flags: u32) -> Lifetime {
    if flags & (FLAG_DYNAMIC | FLAG_OMP_REFCOUNT) != 0 {
        Lifetime::Dynamic
    } else {
        Lifetime::Structured
    }
}

fn clause_of(kind: u32) -> Option<Clause> {
    Some(match kind {
        MAP_COPY => Clause::Copy,
        MAP_COPYIN => Clause::Copyin,
        MAP_COPYOUT => Clause::Copyout,
        MAP_CREATE | MAP_DEVICE_RESIDENT => Clause::Create,
        MAP_PRESENT => Clause::Present,
        MAP_NO_CREATE => Clause::NoCreate,
        MAP_DELETE => Clause::Delete,
        _ => return None,
    })
}

fn kind_name(kind: u32) -> &'static str {
    match kind {
        MAP_COPY => "copy",
        MAP_COPYIN => "copyin",
        MAP_COPYOUT => "copyout",
        MAP_CREATE => "create",
        MAP_PRESENT => "present",
        MAP_NO_CREATE => "no_create",
        MAP_DELETE => "delete",
        MAP_ATTACH => "attach",
        MAP_DETACH => "detach",
        MAP_DEVICEPTR => "deviceptr",
        MAP_UPDATE_DEVICE => "device",
        MAP_UPDATE_SELF => "self",
        MAP_DEVICE_RESIDENT => "device_resident",
        MAP_LINK => "link",
        _ => "data clause",
    }
}

fn section(m: &Map) -> Section {
    Section {
        host: m.host as usize,
        bytes: m.bytes as usize,
    }
}

fn action(m: &Map, clause: Clause, queue: Queue) -> Action {
    Action {
        clause,
        lifetime: lifetime(m.flags),
        finalize: m.flags & FLAG_FINALIZE != 0,
        zero: m.flags & FLAG_ZERO != 0,
        implicit: m.flags & FLAG_IMPLICIT != 0,
        omp: m.flags & FLAG_OMP_REFCOUNT != 0,
        queue,
    }
}

/// Which half of a directive `for_each_map` runs, for the call-site records of its
/// `present` clauses (present_sites.rs).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sites {
    Unused,
    Enter,
    Exit,
}

/// Runs `f` for each map, naming the failing variable in the error.
///
/// # Safety
/// `maps` points to `n` valid records; `src` is null or valid.
unsafe fn for_each_map(
    what: &str,
    (maps, n): (*mut Map, u32),
    (async_arg, wait, nwait): (i32, *const i32, u32),
    src: *const SrcLoc,
    body: impl Fn(&mut Device, &mut Map, Queue, usize) -> Result<(), AccError>,
    settle: bool,
    sites: Sites,
) {
    // SAFETY: guaranteed by the caller.
    let maps = unsafe { slice_mut(maps, n) };
    // SAFETY: as above.
    let waits = unsafe { slice(wait, nwait) };
    // SAFETY: as above.
    let base = || unsafe { origin(what, src, std::ptr::null()) };
    // The clause of a map (its variable's name and kind), for an error it raised.
    let clause = |(name, kind)| {
        // SAFETY: as above.
        let mut o = unsafe { origin(what, src, name) };
        o.routine = format!("{} {} clause", o.routine, kind_name(kind));
        o
    };
    // One lock for the whole directive: its clauses take effect as one step for other host
    // threads, and a `data present(a, b, c, d)` region costs one acquisition on entry and one
    // on exit, where one per clause and pass (9 + 9) made it 3 µs on the host. The lock is
    // released before an error is reported (the exit path takes it again).
    type Failure = (Option<(*const c_char, u32)>, AccError);
    let run = catch_unwind(AssertUnwindSafe(|| -> Result<(), Failure> {
        let mut st = runtime::lock();
        let default_async = st.default_async;
        let queue = async_queue::resolve(async_arg, default_async).map_err(|e| (None, e))?;
        let dev = st.current().map_err(|e| (None, e))?;
        dev.directive += 1;
        apply_waits(dev, waits, default_async, queue).map_err(|e| (None, e))?;
        // The source location names the call site; the records themselves are compared.
        let site = src as usize;
        let done = match sites {
            Sites::Enter => present_sites::enter(dev, site, maps),
            Sites::Exit => present_sites::exit(dev, site, maps),
            Sites::Unused => false,
        };
        // Passes so that attaches follow this directive's copyins and detaches precede
        // its copyouts (§2.7.2); the exit's second and third split its exit actions (implicit
        // records that found their data present first, FLAG_FOUND_PRESENT).
        dev.in_directive = true;
        for pass in (0..3).filter(|_| !done) {
            for m in maps.iter_mut() {
                let at = (m.name, m.kind);
                body(dev, m, queue, pass).map_err(|e| (Some(at), e))?;
            }
        }
        dev.in_directive = false;
        dev.free_ended(queue).map_err(|e| (None, e))?;
        if sites == Sites::Enter && !done {
            present_sites::remember(dev, site, maps);
        }
        // A data exit completes a synchronous compute construct whose launch left its wait
        // to it (decision 62) before the program goes on (§2.5.1), under the same lock: a
        // second acquisition per exit, taken with OXACC_LATE_SYNC=1 also by constructs
        // without any deferred wait, was part of what that setting added to every launch
        // (decision 69). Without the variable no back end defers a wait: not even the call
        // (release build, stub driver: 23 of a launch's 3,247 host instructions).
        if settle
            && crate::backend::cuda::LATE_SYNC_IN_USE.load(std::sync::atomic::Ordering::Relaxed)
        {
            dev.backend.settle().map_err(|e| (None, e))?;
        }
        Ok(())
    }));
    match run {
        Ok(Ok(())) => {}
        Ok(Err((Some(at), e))) => fatal(&clause(at), &e),
        Ok(Err((None, e))) => fatal(&base(), &e),
        Err(_) => fatal(
            &base(),
            &AccError::Driver("internal error in the runtime (panic)".into()),
        ),
    }
}

/// Registers a device image (done by the constructor the compiler emits). Returns 0.
///
/// # Safety
/// `image` points to a valid `oxacc_image` that lives as long as the program.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_register_image(image: *const ImageDesc) -> i32 {
    guard(
        || Origin::routine("__oxacc_register_image"),
        || {
            // SAFETY: guaranteed by the caller.
            let img = unsafe { Image::from_desc(image) }?;
            runtime::register_at_first_use(img);
            Ok(0)
        },
    )
}

/// The gang a host back-end thread runs along grid dimension `dim` (0 = x, 1 = y, 2 = z):
/// what a gang loop outside a kernel's own code (a `routine gang`'s, OpenACC 3.3 §2.15.1)
/// partitions by. 0 outside a kernel. (Device code reads `%ctaid` instead.)
#[no_mangle]
pub extern "C" fn __oxacc_gang_id(dim: u32) -> u32 {
    crate::backend::host::current_gang_in(dim).0
}

/// The gang count along grid dimension `dim` of the kernel the calling thread runs a gang of;
/// 1 outside a kernel (see [`__oxacc_gang_id`]).
#[no_mangle]
pub extern "C" fn __oxacc_num_gangs(dim: u32) -> u32 {
    crate::backend::host::current_gang_in(dim).1
}

/// The address through which host kernels and the functions they call name a `declare`d global
/// (`declare create/copyin/device_resident`, OpenMP `declare target`): its device copy while
/// the calling thread runs a gang for the host device in discrete memory, the global itself
/// otherwise (host code, a host fallback, shared memory). Pure for the compiler: the answer
/// does not change while a function runs.
#[no_mangle]
pub extern "C" fn __oxacc_global_addr(host: *mut c_void) -> *mut c_void {
    crate::backend::host::global_addr(host as usize) as *mut c_void
}

/// The `__oxacc_*` ABI version this runtime implements.
#[no_mangle]
pub extern "C" fn __oxacc_abi_version() -> u32 {
    ABI_VERSION
}

/// Entry actions of a data construct, compute construct, `enter data` or function-level
/// `declare` (§2.7.2). Fills `maps[i].device`.
///
/// # Safety
/// `maps` points to `n` records; `wait` to `nwait` ints; `src` is null or valid.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_data_enter(
    maps: *mut Map,
    n: u32,
    async_arg: i32,
    wait: *const i32,
    nwait: u32,
    src: *const SrcLoc,
) {
    // SAFETY: forwarded from the caller.
    unsafe {
        for_each_map(
            "data construct",
            (maps, n),
            (async_arg, wait, nwait),
            src,
            |dev, m, q, pass| {
                match (pass, m.kind) {
                    (0, MAP_DEVICEPTR) => m.device = m.host,
                    // With `pointer`, `host` is the section the pointer is to point to
                    // (decision 63): no data action, its device address, attached in the
                    // second pass.
                    (0, MAP_ATTACH) if !m.pointer.is_null() => {
                        let d = data_actions::attach_target(dev, section(m));
                        m.device = d as usize as *mut c_void;
                    }
                    (0, MAP_ATTACH) => {
                        m.device = data_actions::device_address(dev, m.host as usize)
                            .map_or(m.host, |d| d as usize as *mut c_void)
                    }
                    (0, MAP_LINK) => {
                        m.device = data_actions::device_address(dev, m.host as usize)
                            .map_or(m.host, |d| d as usize as *mut c_void)
                    }
                    (0, MAP_DELETE | MAP_DETACH | MAP_UPDATE_DEVICE | MAP_UPDATE_SELF) => {
                        return Err(AccError::InvalidArgument(format!(
                            "{} is not an entry data clause",
                            kind_name(m.kind)
                        )))
                    }
                    (0, kind) => {
                        let clause = clause_of(kind).ok_or_else(|| {
                            AccError::InvalidArgument(format!("unknown oxacc_map_kind {kind}"))
                        })?;
                        if !m.pointer.is_null() {
                            data_actions::alias_behind_self_mapped_pointer(
                                dev,
                                section(m),
                                m.pointer as usize,
                            );
                        }
                        m.flags &= !FLAG_FOUND_PRESENT;
                        if m.flags & FLAG_IMPLICIT != 0 && data_actions::is_mapped(dev, section(m))
                        {
                            m.flags |= FLAG_FOUND_PRESENT;
                        }
                        if m.flags & (FLAG_OMP_REFCOUNT | FLAG_IMPLICIT) == FLAG_OMP_REFCOUNT {
                            // OpenMP 5.0 §2.19.7.1: a structure whose members were mapped is
                            // one object (struct_storage.rs).
                            struct_storage::coalesce(dev, section(m), q)?;
                        }
                        let d = data_actions::enter(dev, section(m), action(m, clause, q))?;
                        m.device = d as usize as *mut c_void;
                        let copies_in = matches!(clause, Clause::Copy | Clause::Copyin);
                        if m.flags & FLAG_ALWAYS_IN != 0 && copies_in {
                            let to = data_actions::UpdateDirection::ToDevice;
                            data_actions::update(dev, section(m), to, false, q)?;
                        }
                    }
                    // A later record of this directive merged the mapping an earlier one
                    // found (struct_storage.rs): the earlier one's device address moved.
                    (1, kind)
                        if dev.coalesced == dev.directive
                            && m.flags & FLAG_OMP_REFCOUNT != 0
                            && m.pointer.is_null()
                            && clause_of(kind).is_some() =>
                    {
                        if let Some(d) = data_actions::device_address(dev, m.host as usize) {
                            m.device = d as usize as *mut c_void;
                        }
                    }
                    (1, MAP_ATTACH) if m.pointer.is_null() => {
                        data_actions::attach(dev, m.host as usize, q)?
                    }
                    (1, _) if !m.pointer.is_null() => {
                        let known = (m.host as usize, m.device as usize as u64);
                        data_actions::attach_known(dev, m.pointer as usize, Some(known), q)?
                    }
                    _ => {}
                }
                Ok(())
            },
            false,
            Sites::Enter,
        )
    }
}

/// Exit actions of a data construct, compute construct, `exit data` or function-level
/// `declare` (§2.7.2): pass the same records as to `__oxacc_data_enter` for structured
/// regions.
///
/// # Safety
/// As `__oxacc_data_enter`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_data_exit(
    maps: *mut Map,
    n: u32,
    async_arg: i32,
    wait: *const i32,
    nwait: u32,
    src: *const SrcLoc,
) {
    // SAFETY: forwarded from the caller.
    unsafe {
        for_each_map(
            "data construct",
            (maps, n),
            (async_arg, wait, nwait),
            src,
            |dev, m, q, pass| {
                let finalize = m.flags & FLAG_FINALIZE != 0;
                match (pass, m.kind) {
                    (0, MAP_DETACH) => data_actions::detach(dev, m.host as usize, finalize, q)?,
                    (0, _) if !m.pointer.is_null() => {
                        data_actions::detach(dev, m.pointer as usize, finalize, q)?
                    }
                    (0, MAP_ATTACH) => data_actions::detach(dev, m.host as usize, false, q)?,
                    (1 | 2, MAP_DEVICEPTR | MAP_LINK | MAP_ATTACH | MAP_DETACH) => {}
                    (1, MAP_UPDATE_DEVICE | MAP_UPDATE_SELF) => {
                        return Err(AccError::InvalidArgument(format!(
                            "{} is not an exit data clause",
                            kind_name(m.kind)
                        )))
                    }
                    // An implicit section that found its data present (`copy(implicit: q[..])`
                    // of a C pointer holding the address `copyin(p[0:n])` maps) ends first:
                    // the clause that made the mapping decides whether it is copied out.
                    (1 | 2, kind) if (pass == 1) == (m.flags & FLAG_FOUND_PRESENT != 0) => {
                        let clause = clause_of(kind).ok_or_else(|| {
                            AccError::InvalidArgument(format!("unknown oxacc_map_kind {kind}"))
                        })?;
                        let copies_out = matches!(clause, Clause::Copy | Clause::Copyout);
                        if m.flags & FLAG_ALWAYS_OUT != 0 && copies_out {
                            let to = data_actions::UpdateDirection::ToHost;
                            data_actions::update(dev, section(m), to, true, q)?;
                        }
                        data_actions::exit(dev, section(m), action(m, clause, q))?;
                    }
                    _ => {}
                }
                Ok(())
            },
            true,
            Sites::Exit,
        );
    }
}

/// The `update` directive (§2.14.4): records of kind OXACC_MAP_UPDATE_DEVICE or
/// OXACC_MAP_UPDATE_SELF, flag OXACC_MAP_IF_PRESENT for `if_present`.
///
/// # Safety
/// As `__oxacc_data_enter`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_update(
    maps: *mut Map,
    n: u32,
    async_arg: i32,
    wait: *const i32,
    nwait: u32,
    src: *const SrcLoc,
) {
    // SAFETY: forwarded from the caller.
    unsafe {
        for_each_map(
            "update",
            (maps, n),
            (async_arg, wait, nwait),
            src,
            |dev, m, q, pass| {
                if pass != 0 {
                    return Ok(());
                }
                let dir = match m.kind {
                    MAP_UPDATE_DEVICE => UpdateDirection::ToDevice,
                    MAP_UPDATE_SELF => UpdateDirection::ToHost,
                    k => {
                        return Err(AccError::InvalidArgument(format!(
                            "{} is not an update clause",
                            kind_name(k)
                        )))
                    }
                };
                if m.flags & FLAG_OMP_REFCOUNT != 0 {
                    // `target update` of a structure whose members were mapped (5.0
                    // §2.19.7.1, struct_storage.rs).
                    struct_storage::coalesce(dev, section(m), q)?;
                }
                data_actions::update(dev, section(m), dir, m.flags & FLAG_IF_PRESENT != 0, q)
            },
            false,
            Sites::Unused,
        )
    }
}

/// A data clause's section whose dimension has stride `stride` over `length` elements
/// (Fortran's `a(lo:hi:s)`), where the compiler could not tell: data clauses transfer
/// contiguous sections, so a stride other than 1 over more than one element stops the
/// program, naming the variable.
///
/// # Safety
/// `name` is null or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_check_stride(name: *const c_char, stride: i64, length: i64) {
    if stride == 1 || length <= 1 {
        return;
    }
    guard(
        // SAFETY: guaranteed by the caller.
        || unsafe { origin("data clause", std::ptr::null(), name) },
        || -> Result<(), AccError> {
            Err(AccError::InvalidArgument(format!(
                "the section has stride {stride} over {length} elements: it is not contiguous, and data clauses transfer contiguous sections only"
            )))
        },
    )
}

/// A Fortran section of a data or map clause whose contiguity the compiler could not decide
/// (`a(1:n, 1:m)` of an allocatable or adjustable `a(nx, ny)`, docs/design.md decision 49):
/// dimension `dim` (1-based) has `length` of the array's `extent` elements and the dimensions
/// after it `later` elements in all. Transfers take the section as one block from its first
/// element, so a dimension that is not whole before more than one element of the later ones
/// would move the wrong elements (OpenACC 3.3 §2.7.1, OpenMP 4.5 §2.15.5.1: the section must
/// be contiguous): the program stops naming the variable and its source line.
///
/// # Safety
/// `name` and `file` are null or NUL-terminated strings.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_check_contiguous(
    name: *const c_char,
    file: *const c_char,
    line: i32,
    dim: i64,
    length: i64,
    extent: i64,
    later: i64,
) {
    if length == extent || length <= 0 || later <= 1 {
        return;
    }
    guard(
        || {
            // SAFETY: guaranteed by the caller.
            let mut o = unsafe { origin("data clause", std::ptr::null(), name) };
            // SAFETY: as above.
            o.file = unsafe { opt_str(file) };
            o.line = u32::try_from(line).unwrap_or(0);
            o
        },
        || -> Result<(), AccError> {
            Err(AccError::InvalidArgument(format!(
                "the section is not contiguous: dimension {dim} has {length} of the array's {extent} elements and the later dimensions {later} elements; data and map clauses transfer contiguous sections only"
            )))
        },
    )
}

/// `host_data use_device` (§2.8.1): the device address of a host address. Not present is an
/// error unless `flags` has OXACC_MAP_IF_PRESENT, which returns the host address.
///
/// # Safety
/// `name` is null or a string; `src` is null or valid.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_use_device(
    host: *mut c_void,
    flags: u32,
    name: *const c_char,
    src: *const SrcLoc,
) -> *mut c_void {
    guard(
        // SAFETY: forwarded from the caller.
        || unsafe { origin("host_data use_device", src, name) },
        || {
            let mut st = runtime::lock();
            let dev = st.current()?;
            match data_actions::device_address(dev, host as usize) {
                Some(d) => {
                    dev.backend.expose_device_memory();
                    Ok(d as usize as *mut c_void)
                }
                None if flags & FLAG_IF_PRESENT != 0 || host.is_null() => Ok(host),
                None => Err(AccError::NotPresent {
                    section: Section {
                        host: host as usize,
                        bytes: 0,
                    },
                }),
            }
        },
    )
}

/// The `wait` directive (§2.16.3): waits for the `n` listed queues (all when `n` is 0); with
/// an async argument other than acc_async_sync the wait is queued instead of blocking.
///
/// # Safety
/// `queues` points to `n` ints; `src` is null or valid.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_wait(
    queues: *const i32,
    n: u32,
    async_arg: i32,
    src: *const SrcLoc,
) {
    // SAFETY: guaranteed by the caller.
    let list = unsafe { slice(queues, n) };
    guard(
        // SAFETY: forwarded from the caller.
        || unsafe { origin("wait", src, std::ptr::null()) },
        || {
            let mut st = runtime::lock();
            let default_async = st.default_async;
            let queue = async_queue::resolve(async_arg, default_async)?;
            let dev = st.current()?;
            if list.is_empty() {
                return match queue {
                    Queue::Sync => dev.backend.wait_all(),
                    q => dev.backend.queue_wait(q, None),
                };
            }
            for &w in list {
                let waited = async_queue::resolve_wait(w, default_async)?;
                match (queue, waited) {
                    (Queue::Sync, Some(q)) => dev.backend.wait(q)?,
                    (Queue::Sync, None) => dev.backend.wait_all()?,
                    (q, w) => dev.backend.queue_wait(q, w)?,
                }
            }
            Ok(())
        },
    )
}

/// The `init`, `shutdown` and `set` directives (§2.14.1–§2.14.3): what `acc_init[_device]`,
/// `acc_shutdown[_device]`, `acc_set_device_type`/`_num` and `acc_set_default_async` do, but
/// an error names the directive and its line rather than a routine the program never called.
/// `t` is an `acc_device_t`; `num` is the `device_num` argument when `has_num` is nonzero
/// (the async argument for [`DEVICE_SET_DEFAULT_ASYNC`]).
///
/// # Safety
/// `src` is null or valid.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_device_directive(
    kind: u32,
    t: i32,
    has_num: u32,
    num: i32,
    src: *const SrcLoc,
) {
    use crate::api;
    guard(
        // SAFETY: forwarded from the caller.
        || unsafe { origin("device directive", src, std::ptr::null()) },
        || match (kind, has_num != 0) {
            (DEVICE_INIT | DEVICE_SET, true) => api::set_device_num_body(num, t),
            (DEVICE_INIT, false) => api::init_body(t),
            (DEVICE_SET, false) => api::set_device_type_body(t),
            (DEVICE_SHUTDOWN, _) => api::shutdown_body(t),
            (DEVICE_SET_DEFAULT_ASYNC, _) => api::set_default_async_body(num),
            _ => Err(AccError::InvalidArgument(format!(
                "{kind} is not an oxacc_device_directive_kind"
            ))),
        },
    )
}

/// Launches a compute construct's kernel (§2.5): on the current device when it has device
/// code, else (host device, or OXACC_LAUNCH_HOST for `if(false)`/`self`) the host version,
/// gang-parallel.
///
/// # Safety
/// `launch` points to a valid `oxacc_launch` whose `args` match the kernel's parameters.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_launch(launch: *const Launch) {
    if launch.is_null() {
        fatal(
            &Origin::routine("__oxacc_launch"),
            &AccError::InvalidArgument("null launch record".into()),
        );
    }
    // SAFETY: guaranteed by the caller.
    let l = unsafe { &*launch };
    // Built only for a message or a profile: a launch allocates nothing it does not need
    // (bench/acc/launch.c times launches back to back).
    // SAFETY: the compiler emits NUL-terminated strings.
    let kname = || unsafe { opt_str(l.name) }.unwrap_or_else(|| format!("kernel{}", l.kernel));
    // SAFETY: as above.
    let o = || unsafe {
        let mut o = origin("compute construct", &l.src, std::ptr::null());
        o.routine = format!("{} (kernel {})", o.routine, kname());
        o
    };
    let dims = LaunchDims {
        gangs: l.num_gangs,
        workers: l.num_workers,
        vector: l.vector_length,
    };
    // SAFETY: as above.
    let waits = unsafe { slice(l.wait, l.nwait) };
    let host_run = guard(o, || {
        if l.abi_version != ABI_VERSION {
            return Err(AccError::LaunchFailure(format!(
                "launch record of ABI version {}, runtime implements {ABI_VERSION}",
                l.abi_version
            )));
        }
        let mut st = runtime::lock();
        let default_async = st.default_async;
        let queue = async_queue::resolve(l.async_arg, default_async)?;
        if !l.image.is_null() && !st.has_image(l.image as usize) {
            // SAFETY: the launch record points to the image the compiler emitted.
            st.register(unsafe { Image::from_desc(l.image) }?)?;
        }
        let (dev, image) = st.current_with_image(l.image as usize)?;
        let image = image.filter(|_| !l.image.is_null());
        let on_host = l.flags & LAUNCH_HOST != 0 || dev.backend.device_type() == DeviceType::Host;
        if on_host {
            // The host waits for the listed queues, then runs the host version itself.
            apply_waits(dev, waits, default_async, Queue::Sync)?;
            return Ok(true);
        }
        let image = image
            .filter(|i| dev.backend.has_kernel(i, l.kernel))
            .ok_or_else(|| {
                AccError::LaunchFailure(format!(
                    "no device code for this kernel on {}",
                    dev.backend.describe()
                ))
            })?;
        apply_waits(dev, waits, default_async, queue)?;
        let t = profile::Timer::start();
        let shape = dev.backend.launch(
            &DeviceLaunch {
                image,
                kernel: l.kernel,
                args: l.args,
                dims,
                shared_bytes: l.shared_bytes,
                gang_work: (l.flags & LAUNCH_GANG_WORK != 0)
                    .then_some((l.gang_work, l.flags & LAUNCH_WORK_PER_THREAD != 0)),
                // Read only under the flag: shorter records end before the field.
                grid3: if l.flags & (LAUNCH_GANG_WORK | LAUNCH_GRID3)
                    == LAUNCH_GANG_WORK | LAUNCH_GRID3
                {
                    Some(l.grid3)
                } else {
                    None
                },
                exit_follows: l.flags & LAUNCH_EXIT_FOLLOWS != 0,
                grid3_tile: l.flags & LAUNCH_GRID3_TILE != 0,
                rows: l.flags & LAUNCH_ROWS != 0,
                region: crate::backend::RegionName(&|| o().to_string()),
            },
            queue,
        )?;
        t.kernel(image.kernel_name(l.kernel), || {
            let [x, y, z] = shape.grid;
            format!(
                "on {} grid {x}x{y}x{z} block {}x{} registers {} ({} blocks/SM) queue {queue:?}",
                dev.backend.describe(),
                shape.block[0],
                shape.block[1],
                shape.regs,
                shape.blocks_per_sm
            )
        });
        Ok(false)
    });
    if host_run {
        let host_fallback = l.flags & LAUNCH_HOST != 0;
        let f = guard(o, || {
            l.host_fn
                .ok_or_else(|| AccError::LaunchFailure("no host version of this kernel".into()))
        });
        let t = profile::Timer::start();
        let result = catch_unwind(AssertUnwindSafe(|| {
            // SAFETY: the compiler's host version runs one gang per call and is safe to run
            // gangs concurrently (docs/abi.md).
            unsafe { run_gangs(f, l.args, dims, !host_fallback) }
        }));
        if result.is_err() {
            fatal(
                &o(),
                &AccError::LaunchFailure("host kernel panicked".into()),
            );
        }
        if t.is_on() {
            t.kernel(&kname(), || {
                format!(
                    "on host gangs {:?}",
                    crate::backend::host::host_dims(dims).gangs
                )
            });
        }
    }
}
