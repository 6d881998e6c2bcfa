//! OpenMP 5.1's device-memory routines (§3.8.4–§3.8.8 of 5.1: `omp_target_is_accessible`,
//! `omp_target_memcpy_async`, `omp_target_memcpy_rect_async`, `omp_get_mapped_ptr`) on the
//! devices libaccrt manages, beside their 4.5 forms in the parent module. LLVM's `omp.h`
//! declares them; libomp leaves them to the offload runtime, which for oxacc is libaccrt, so a
//! program calling one did not link before.

use std::ffi::{c_int, c_void};

use super::*;

/// `omp_target_is_accessible` (5.1 §3.8.4): whether device `d` can reach the host storage
/// `ptr[0:size]` itself. The initial device and the host back end (whose memory is the
/// host's) can; a GPU's kernels reach only device memory (no unified memory, docs/gpu.md).
#[no_mangle]
pub extern "C" fn omp_target_is_accessible(ptr: *const c_void, _size: usize, d: c_int) -> c_int {
    let (device, initial) = {
        let mut st = runtime::lock();
        (on_device(&mut st, d), d == num_devices(&mut st))
    };
    if ptr.is_null() || !(device || initial) {
        return 0;
    }
    if initial {
        return 1;
    }
    with_device("omp_target_is_accessible", d, |dev| {
        Ok(c_int::from(dev.backend.shares_host_memory()))
    })
}

/// `omp_get_mapped_ptr` (5.1 §3.8.8): the device address of host `ptr` on device `d`: `ptr`
/// itself for the initial device (and for memory a device shares with the host), null where
/// `ptr` has no corresponding storage on `d` or `d` names no device.
#[no_mangle]
pub extern "C" fn omp_get_mapped_ptr(ptr: *const c_void, d: c_int) -> *mut c_void {
    let (device, initial) = {
        let mut st = runtime::lock();
        (on_device(&mut st, d), d == num_devices(&mut st))
    };
    if ptr.is_null() {
        return std::ptr::null_mut();
    }
    if initial {
        return ptr as *mut c_void;
    }
    if !device {
        return std::ptr::null_mut();
    }
    with_device("omp_get_mapped_ptr", d, |dev| {
        Ok(data_actions::device_address(dev, ptr as usize)
            .map_or(std::ptr::null_mut(), |a| a as usize as *mut c_void))
    })
}

/// Before an asynchronous copy with dependences on depend objects (5.1 §3.8.6: it runs as a
/// task with `depend` on `depobj_list`): the copy runs at once, here, so whatever it may
/// depend on must be done first; those are sibling tasks, children of the calling task, which
/// a task wait finishes (libomp's `__kmpc_omp_taskwait`, looked up in the process as the
/// barrier is; a program without libomp has no tasks to wait for).
fn wait_for_dependences(depobj_count: c_int) {
    type TaskWait = unsafe extern "C" fn(*const KmpIdent, i32) -> i32;
    type Gtid = unsafe extern "C" fn(*const KmpIdent) -> i32;
    static K: std::sync::OnceLock<Option<(TaskWait, Gtid)>> = std::sync::OnceLock::new();
    if depobj_count <= 0 {
        return;
    }
    let k = K.get_or_init(|| {
        let this = libloading::os::unix::Library::this();
        // SAFETY: the symbols, when present, are libomp's with these C signatures; the
        // process keeps libomp loaded for its lifetime.
        unsafe {
            let wait = *this.get::<TaskWait>(b"__kmpc_omp_taskwait\0").ok()?;
            let gtid = *this.get::<Gtid>(b"__kmpc_global_thread_num\0").ok()?;
            Some((wait, gtid))
        }
    });
    if let Some((wait, gtid)) = k {
        // SAFETY: libomp's entry points with a valid source location, from a thread libomp
        // knows (it registers any thread that asks for its number).
        unsafe { wait(&KMP_LOC, gtid(&KMP_LOC)) };
    }
}

/// `omp_target_memcpy_async` (5.1 §3.8.6): `omp_target_memcpy`, done before the call returns
/// (an asynchronous routine may complete at once; a later `taskwait` then has nothing left to
/// wait for), after the dependences of `depobj_list` are met.
///
/// # Safety
/// As `omp_target_memcpy`.
#[no_mangle]
pub unsafe extern "C" fn omp_target_memcpy_async(
    dst: *mut c_void,
    src: *const c_void,
    length: usize,
    dst_offset: usize,
    src_offset: usize,
    dst_device: c_int,
    src_device: c_int,
    depobj_count: c_int,
    _depobj_list: *mut c_void,
) -> c_int {
    wait_for_dependences(depobj_count);
    // SAFETY: the caller's contract.
    unsafe {
        omp_target_memcpy(
            dst, src, length, dst_offset, src_offset, dst_device, src_device,
        )
    }
}

/// `omp_target_memcpy_rect_async` (5.1 §3.8.7): `omp_target_memcpy_rect` as
/// `omp_target_memcpy_async` is `omp_target_memcpy`.
///
/// # Safety
/// As `omp_target_memcpy_rect`.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn omp_target_memcpy_rect_async(
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
    depobj_count: c_int,
    _depobj_list: *mut c_void,
) -> c_int {
    if !(dst.is_null() && src.is_null()) {
        wait_for_dependences(depobj_count);
    }
    // SAFETY: the caller's contract.
    unsafe {
        omp_target_memcpy_rect(
            dst,
            src,
            element_size,
            num_dims,
            volume,
            dst_offsets,
            src_offsets,
            dst_dimensions,
            src_dimensions,
            dst_device,
            src_device,
        )
    }
}
