//! OpenMP's device-memory and device-selection routines (OpenMP 4.5 §3.2.31–§3.2.36, §3.5),
//! for the devices libaccrt manages: OpenMP device `d` in `0..omp_get_num_devices()` is the
//! OpenACC device of the current type numbered `d`, and the initial device (the host, numbered
//! `omp_get_num_devices()`) is plain host memory. With no GPU (or `OMP_TARGET_OFFLOAD=disabled`)
//! there are no devices and target regions run on the host back end, whose memory is the
//! host's: every routine then works on host addresses. The host-only versions in libomp of the
//! selection routines are interposed by these (libaccrt is linked before libomp;
//! docs/design.md "OpenMP device routines").

use std::ffi::{c_int, c_void};

use super::*;

/// The routines OpenMP 5.1 added.
mod aligned;
mod omp51;

/// The device type that was current when `omp_set_default_device` made the initial device
/// the default (its code, `DeviceType as c_int`; -1: it did not): the OpenMP devices are
/// still that type's, numbered as before, and a later call with one of them goes back to it.
static OFFLOAD_TYPE_BEFORE_HOST: std::sync::atomic::AtomicI32 =
    std::sync::atomic::AtomicI32::new(-1);

fn offload_type_before_host() -> Option<DeviceType> {
    DeviceType::from_c(OFFLOAD_TYPE_BEFORE_HOST.load(std::sync::atomic::Ordering::Relaxed))
}

/// The type of the devices target regions offload to (Host: none).
fn offload_type(st: &runtime::State) -> DeviceType {
    match st.current_type {
        DeviceType::Host => offload_type_before_host().unwrap_or(DeviceType::Host),
        t => t,
    }
}

/// The number of non-host devices (those target regions offload to).
fn num_devices(st: &mut runtime::State) -> c_int {
    let t = offload_type(st);
    if t == DeviceType::Host {
        0
    } else {
        st.num_nvidia()
    }
}

#[no_mangle]
pub extern "C" fn omp_get_num_devices() -> c_int {
    guard(routine("omp_get_num_devices"), || {
        Ok(num_devices(&mut runtime::lock()))
    })
}

/// `device(n)` on a target construct (OpenMP 4.5 §2.10.1–§2.10.5): the construct runs on
/// device `n`, the initial device (the host, `n == omp_get_num_devices()`) or device `n` of
/// the current type; returns what [`__oxacc_omp_device_end`] restores after it (docs/abi.md).
#[no_mangle]
pub extern "C" fn __oxacc_omp_device_begin(n: c_int) -> c_int {
    guard(routine("device clause"), || {
        let mut st = runtime::lock();
        let saved = ((st.current_type as c_int) << 16) | (st.current_num & 0xffff);
        let nd = num_devices(&mut st);
        // A number that names no device runs the construct on the host unless offload is
        // mandatory (OpenMP 5.0 §2.12.5, target-offload-var; gcc and clang do the same):
        // programs written on a machine with two GPUs say `device(1)`.
        let mandatory = matches!(
            st.settings.device_type,
            Some(DeviceType::NotHost) | Some(DeviceType::Nvidia)
        );
        let missing = !(0..=nd).contains(&n);
        if n == nd || (missing && !mandatory) {
            // The devices stay countable on the host: a construct with `device(n)` nested in
            // one with the initial device still names them by the same numbers.
            if st.current_type != DeviceType::Host {
                OFFLOAD_TYPE_BEFORE_HOST.store(
                    st.current_type as c_int,
                    std::sync::atomic::Ordering::Relaxed,
                );
            }
            st.current_type = DeviceType::Host;
            st.current_num = 0;
        } else if (0..nd).contains(&n) {
            let t = match st.current_type {
                DeviceType::Host => offload_type_before_host().unwrap_or(DeviceType::Host),
                t => t,
            };
            st.device(t, n)?;
            st.current_type = t;
            st.current_num = n;
        } else {
            return Err(AccError::DeviceUnavailable(format!(
                "OpenMP device number {n} does not exist ({nd} devices, and the initial device {nd})"
            )));
        }
        Ok(saved)
    })
}

/// The barrier of a team's threads in a target region (OpenMP 4.5 §2.7.1; docs/abi.md). Code
/// only calls it for a team of more than one thread, which the host back end never runs (a
/// gang runs in one host thread), so in a gang it has nothing to wait for; the device back end
/// defines its own (`bar.sync`). The one caller outside gangs is the end of an orphaned
/// worksharing loop of a `declare target` function called by host code in a parallel region
/// of libomp (`oxacc_offload::omp_device::orphaned_worksharing`), whose team is libomp's: its
/// barrier (`__kmpc_barrier`, looked up in the process, as libaccrt does not link libomp).
#[no_mangle]
pub extern "C" fn __oxacc_omp_team_barrier() {
    if crate::backend::host::current_gang().is_some() {
        return;
    }
    if let Some(k) = libomp_barrier() {
        // SAFETY: libomp's entry points with a valid source location, called from a thread of
        // libomp's team (`omp_get_num_threads() > 1` made the code call this).
        unsafe { (k.barrier)(&KMP_LOC, (k.gtid)(&KMP_LOC)) }
    }
}

/// libomp's `ident_t`, for the location argument of its entry points.
#[repr(C)]
struct KmpIdent {
    reserved_1: i32,
    flags: i32,
    reserved_2: i32,
    reserved_3: i32,
    psource: *const std::ffi::c_char,
}

// SAFETY: read-only, pointing at a static string.
unsafe impl Sync for KmpIdent {}

/// `KMP_IDENT_KMPC`, with an unknown source position.
static KMP_LOC: KmpIdent = KmpIdent {
    reserved_1: 0,
    flags: 2,
    reserved_2: 0,
    reserved_3: 0,
    psource: c";unknown;unknown;0;0;;".as_ptr(),
};

struct KmpBarrier {
    barrier: unsafe extern "C" fn(*const KmpIdent, i32),
    gtid: unsafe extern "C" fn(*const KmpIdent) -> i32,
}

fn libomp_barrier() -> Option<&'static KmpBarrier> {
    static K: std::sync::OnceLock<Option<KmpBarrier>> = std::sync::OnceLock::new();
    K.get_or_init(|| {
        let this = libloading::os::unix::Library::this();
        // SAFETY: the symbols, when present, are libomp's with these C signatures; the
        // process keeps libomp loaded for its lifetime.
        unsafe {
            let barrier = *this
                .get::<unsafe extern "C" fn(*const KmpIdent, i32)>(b"__kmpc_barrier\0")
                .ok()?;
            let gtid = *this
                .get::<unsafe extern "C" fn(*const KmpIdent) -> i32>(b"__kmpc_global_thread_num\0")
                .ok()?;
            Some(KmpBarrier { barrier, gtid })
        }
    })
    .as_ref()
}

/// The barrier of a team narrower than its gang's threads (`num_threads`, `thread_limit`,
/// `if(parallel: c)`; docs/design.md decision 41): like `__oxacc_omp_team_barrier`, nothing to
/// wait for on the host.
#[no_mangle]
pub extern "C" fn __oxacc_omp_team_barrier_part(_team: c_int) {}

/// The end of a construct with `device(n)`: the device before it again.
#[no_mangle]
pub extern "C" fn __oxacc_omp_device_end(saved: c_int) {
    let mut st = runtime::lock();
    if let Some(t) = DeviceType::from_c(saved >> 16) {
        st.current_type = t;
    }
    st.current_num = saved & 0xffff;
}

/// 4.5 §3.2.27/§3.2.26 on the host: a gang the host back end runs is a team (its kernel was
/// told its gang, backend/host.rs `run_gangs`); elsewhere libomp answers, whose host teams
/// construct (`__kmpc_fork_teams`, 5.0 §2.7, decision 81) host `teams` runs on (one team
/// outside it, and in a program without libomp). Code of a region asks its `oxacc_gang_ctx`
/// (acc-outline); functions it calls ask here.
#[no_mangle]
pub extern "C" fn omp_get_team_num() -> c_int {
    static F: std::sync::OnceLock<Option<LibompQuery>> = std::sync::OnceLock::new();
    crate::backend::host::current_gang().map_or_else(
        || libomp_query(&F, b"omp_get_team_num_\0").map_or(0, |f| unsafe { f() }),
        |(g, _)| g as c_int,
    )
}

#[no_mangle]
pub extern "C" fn omp_get_num_teams() -> c_int {
    static F: std::sync::OnceLock<Option<LibompQuery>> = std::sync::OnceLock::new();
    crate::backend::host::current_gang().map_or_else(
        || libomp_query(&F, b"omp_get_num_teams_\0").map_or(1, |f| unsafe { f() }),
        |(_, n)| n as c_int,
    )
}

type LibompQuery = unsafe extern "C" fn() -> c_int;

/// libomp's routine `name` through its Fortran entry point (`omp_get_team_num_`), which the
/// C symbols defined here do not interpose.
fn libomp_query(
    f: &'static std::sync::OnceLock<Option<LibompQuery>>,
    name: &[u8],
) -> Option<LibompQuery> {
    *f.get_or_init(|| {
        let this = libloading::os::unix::Library::this();
        // SAFETY: the symbol, when present, is libomp's `int f(void)`; the process keeps
        // libomp loaded for its lifetime.
        unsafe { this.get::<LibompQuery>(name).ok().map(|s| *s) }
    })
}

/// OpenMP 5.0 §3.2.37: code that runs on the host runs on the initial device.
#[no_mangle]
pub extern "C" fn omp_get_device_num() -> c_int {
    omp_get_initial_device()
}

#[no_mangle]
pub extern "C" fn omp_get_initial_device() -> c_int {
    omp_get_num_devices()
}

#[no_mangle]
pub extern "C" fn omp_get_default_device() -> c_int {
    guard(routine("omp_get_default_device"), || {
        let mut st = runtime::lock();
        if st.current_type == DeviceType::Host && offload_type_before_host().is_some() {
            return Ok(num_devices(&mut st));
        }
        Ok(st.current_num)
    })
}

#[no_mangle]
pub extern "C" fn omp_set_default_device(d: c_int) {
    guard(routine("omp_set_default_device"), || {
        let mut st = runtime::lock();
        let n = num_devices(&mut st);
        // 4.5 §3.2.3: the initial device or a number outside the devices selects the host
        // (target regions then run there); the host back end has the one number 0.
        let before = offload_type_before_host();
        if d >= 0 && d < n {
            let t = before.unwrap_or(st.current_type);
            st.device(t, d)?;
            st.current_type = t;
            st.current_num = d;
            OFFLOAD_TYPE_BEFORE_HOST.store(-1, std::sync::atomic::Ordering::Relaxed);
        } else if n > 0 && st.current_type != DeviceType::Host {
            OFFLOAD_TYPE_BEFORE_HOST.store(
                st.current_type as c_int,
                std::sync::atomic::Ordering::Relaxed,
            );
            st.current_type = DeviceType::Host;
        }
        Ok(())
    })
}

/// Whether `d` names device memory (not the host's).
fn on_device(st: &mut runtime::State, d: c_int) -> bool {
    let n = num_devices(st);
    d >= 0 && d < n
}

/// Runs `f` on OpenMP device `d` (made current for the call).
fn with_device<R>(
    name: &'static str,
    d: c_int,
    f: impl FnOnce(&mut Device) -> Result<R, AccError>,
) -> R {
    guard(routine(name), || {
        let mut st = runtime::lock();
        let t = st.current_type;
        let dev = st.device(t, d)?;
        f(dev)
    })
}

#[no_mangle]
pub extern "C" fn omp_target_alloc(bytes: usize, d: c_int) -> *mut c_void {
    if bytes == 0 {
        return std::ptr::null_mut();
    }
    let device = on_device(&mut runtime::lock(), d);
    if !device {
        // SAFETY: plain allocation of `bytes` bytes.
        return unsafe { libc_malloc(bytes) };
    }
    with_device("omp_target_alloc", d, |dev| {
        dev.backend.expose_device_memory();
        dev.backend
            .alloc(bytes, BlockUse::User)
            .map(|p| p as usize as *mut c_void)
    })
}

#[no_mangle]
pub extern "C" fn omp_target_free(p: *mut c_void, d: c_int) {
    if p.is_null() {
        return;
    }
    let device = on_device(&mut runtime::lock(), d);
    if !device {
        // SAFETY: `p` came from omp_target_alloc on the host (malloc).
        return unsafe { libc_free(p) };
    }
    let q = Queue::Sync;
    with_device("omp_target_free", d, |dev| dev.backend.free(p as u64, q))
}

/// `omp_target_memcpy` (4.5 §3.5.4): 0 on success.
///
/// # Safety
/// The ranges are valid on their devices.
#[no_mangle]
pub unsafe extern "C" fn omp_target_memcpy(
    dst: *mut c_void,
    src: *const c_void,
    length: usize,
    dst_offset: usize,
    src_offset: usize,
    dst_device: c_int,
    src_device: c_int,
) -> c_int {
    if length == 0 {
        return 0;
    }
    let (dd, sd) = {
        let mut st = runtime::lock();
        (
            on_device(&mut st, dst_device),
            on_device(&mut st, src_device),
        )
    };
    let d = (dst as usize).wrapping_add(dst_offset);
    let s = (src as usize).wrapping_add(src_offset);
    let q = Queue::Sync;
    match (dd, sd) {
        (false, false) => {
            // SAFETY: both are host ranges of `length` bytes (the caller's contract).
            unsafe { std::ptr::copy(s as *const u8, d as *mut u8, length) };
        }
        (true, false) => with_device("omp_target_memcpy", dst_device, |dev| {
            dev.backend.expose_device_memory();
            data_actions::copy_to_device(dev, d as u64, s, length, q)
        }),
        (false, true) => with_device("omp_target_memcpy", src_device, |dev| {
            data_actions::copy_to_host(dev, d, s as u64, length, q)
        }),
        (true, true) => with_device("omp_target_memcpy", dst_device, |dev| {
            dev.backend.device_to_device(d as u64, s as u64, length, q)
        }),
    }
    0
}

/// `omp_target_memcpy_rect` (4.5 §3.5.5): copies a `num_dims`-dimensional sub-volume
/// (`volume` elements per dimension, outermost first) of `element_size`-byte elements between
/// row-major arrays of `src_dimensions`/`dst_dimensions`, from `src_offsets` to
/// `dst_offsets`, one contiguous innermost row at a time (`omp_target_memcpy`). With `dst`
/// and `src` both null it returns the number of dimensions supported (any).
///
/// # Safety
/// The arrays must hold `num_dims` values and the ranges must lie in the two allocations.
#[no_mangle]
pub unsafe extern "C" fn omp_target_memcpy_rect(
    dst: *mut c_void,
    src: *const c_void,
    element_size: usize,
    num_dims: c_int,
    volume: *const usize,
    dst_offsets: *const usize,
    src_offsets: *const usize,
    dst_dimensions: *const usize,
    src_dimensions: *const usize,
    dst_device: c_int,
    src_device: c_int,
) -> c_int {
    if dst.is_null() && src.is_null() {
        return c_int::MAX;
    }
    if num_dims < 1 || dst.is_null() || src.is_null() {
        return 1;
    }
    let n = num_dims as usize;
    // SAFETY: each array holds `num_dims` values (the caller's contract).
    let (vol, doff, soff, ddim, sdim) = unsafe {
        (
            std::slice::from_raw_parts(volume, n),
            std::slice::from_raw_parts(dst_offsets, n),
            std::slice::from_raw_parts(src_offsets, n),
            std::slice::from_raw_parts(dst_dimensions, n),
            std::slice::from_raw_parts(src_dimensions, n),
        )
    };
    // Byte strides of each dimension.
    let strides = |dims: &[usize]| {
        let mut st = vec![element_size; n];
        for k in (0..n.saturating_sub(1)).rev() {
            st[k] = st[k + 1] * dims[k + 1];
        }
        st
    };
    let (dst_st, src_st) = (strides(ddim), strides(sdim));
    let row = vol[n - 1] * element_size;
    let rows: usize = vol[..n - 1].iter().product();
    let mut index = vec![0usize; n - 1];
    for _ in 0..rows {
        let (mut d, mut s) = ((doff[n - 1]) * element_size, (soff[n - 1]) * element_size);
        for k in 0..n - 1 {
            d += (doff[k] + index[k]) * dst_st[k];
            s += (soff[k] + index[k]) * src_st[k];
        }
        // SAFETY: the caller's ranges (above).
        let rc = unsafe { omp_target_memcpy(dst, src, row, d, s, dst_device, src_device) };
        if rc != 0 {
            return rc;
        }
        for k in (0..n - 1).rev() {
            index[k] += 1;
            if index[k] < vol[k] {
                break;
            }
            index[k] = 0;
        }
    }
    0
}

/// `omp_target_is_present` (4.5 §3.5.3): whether `p` has a corresponding storage on `d`.
#[no_mangle]
pub extern "C" fn omp_target_is_present(p: *const c_void, d: c_int) -> c_int {
    let device = on_device(&mut runtime::lock(), d);
    if p.is_null() {
        return 0;
    }
    if !device && d != 0 {
        // The initial device: host data is always there.
        return 1;
    }
    // Device 0 without devices is the host back end, which keeps a present table too.
    with_device("omp_target_is_present", d.max(0), |dev| {
        Ok(c_int::from(data_actions::is_present(
            dev,
            sec(p as *mut c_void, 1),
        )))
    })
}

/// `omp_target_associate_ptr` (4.5 §3.5.5): maps `host[0:size]` to `device_ptr + offset`.
#[no_mangle]
pub extern "C" fn omp_target_associate_ptr(
    host: *const c_void,
    device_ptr: *const c_void,
    size: usize,
    offset: usize,
    d: c_int,
) -> c_int {
    let devp = (device_ptr as usize).wrapping_add(offset) as u64;
    with_device("omp_target_associate_ptr", d.max(0), |dev| {
        dev.backend.expose_device_memory();
        data_actions::map_data(dev, sec(host as *mut c_void, size), devp)
    });
    0
}

#[no_mangle]
pub extern "C" fn omp_target_disassociate_ptr(host: *const c_void, d: c_int) -> c_int {
    with_device("omp_target_disassociate_ptr", d.max(0), |dev| {
        data_actions::unmap_data(dev, host as usize)
    });
    0
}

extern "C" {
    #[link_name = "malloc"]
    fn libc_malloc(bytes: usize) -> *mut c_void;
    #[link_name = "free"]
    fn libc_free(p: *mut c_void);
}

/// The host blocks `llvm_omp_target_lock_mem` pinned, and the device that pinned each.
static PINNED: std::sync::Mutex<Vec<(usize, c_int)>> = std::sync::Mutex::new(Vec::new());

/// The `pinned` allocator trait (OpenMP 5.0 §2.11.2, `omp_atk_pinned`): libomp allocates the
/// memory and, when the program exports this entry point (the driver exports it for
/// `-fopenmp`/`-fopenacc` programs, docs/openmp.md), asks the offload runtime to page-lock it
/// for device `d`. On a GPU the pages are registered with the CUDA driver, so transfers from
/// them run at pinned speed; on the host back end, or where registration fails, the memory is
/// returned as it is (the allocator's fallback is plain memory, and nothing is wrong with it).
///
/// # Safety
/// `p` points to `bytes` bytes the caller owns until `llvm_omp_target_unlock_mem`.
#[no_mangle]
pub unsafe extern "C" fn llvm_omp_target_lock_mem(
    p: *mut c_void,
    bytes: usize,
    d: c_int,
) -> *mut c_void {
    if p.is_null() || bytes == 0 {
        return p;
    }
    let mut st = runtime::lock();
    if !on_device(&mut st, d) {
        return p;
    }
    let t = offload_type(&st);
    let pinned = st
        .device(t, d)
        .and_then(|dev| dev.backend.pin_host(p as usize, bytes));
    if let Ok(true) = pinned {
        PINNED
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((p as usize, d));
    }
    p
}

/// Unpins a block `llvm_omp_target_lock_mem` pinned (libomp calls it before freeing).
///
/// # Safety
/// `p` is null or was passed to `llvm_omp_target_lock_mem`.
#[no_mangle]
pub unsafe extern "C" fn llvm_omp_target_unlock_mem(p: *mut c_void, _d: c_int) {
    let found = {
        let mut pinned = PINNED.lock().unwrap_or_else(|e| e.into_inner());
        let at = pinned.iter().position(|&(q, _)| q == p as usize);
        at.map(|i| pinned.swap_remove(i).1)
    };
    if let Some(d) = found {
        let mut st = runtime::lock();
        let t = offload_type(&st);
        // The block is freed next whatever happens here; an error leaves nothing to undo.
        let _ = st
            .device(t, d)
            .and_then(|dev| dev.backend.unpin_host(p as usize));
    }
}
