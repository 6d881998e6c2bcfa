//! The host fallback's `omp_aligned_alloc` and `omp_free` of target regions (OpenMP 5.1
//! §3.13.6, §3.13.7): the C front end lowers the two there to these, which oxacc-codegen's
//! `device/omp_alloc.rs` defines for device code with the same block layout, so that the
//! region computes the same on both (`omp_alloc` there is an alignment of 16, `omp_calloc`
//! [`__oxacc_omp_calloc`], so that every block `omp_free` gets has the header). A block is
//! `malloc(size + align + 16)`; the pointer handed out is the first `align` boundary 16 bytes
//! past its start, with the start and the start xor [`TAG`] in the two words below it.

use std::ffi::c_void;

/// oxacc-codegen's `device::omp_alloc::TAG`.
const TAG: u64 = 0x6f78_6163_635f_616c;

extern "C" {
    fn malloc(size: usize) -> *mut c_void;
    fn free(p: *mut c_void);
}

/// `omp_aligned_alloc(align, size, allocator)` in a target region (the allocator evaluated by
/// the caller): null when the heap is exhausted.
#[no_mangle]
pub extern "C" fn __oxacc_omp_aligned_alloc(align: u64, size: u64) -> *mut c_void {
    let align = align.max(16);
    let Some(total) = size.checked_add(align + 16) else {
        return std::ptr::null_mut();
    };
    // SAFETY: C's malloc.
    let raw = unsafe { malloc(total as usize) } as u64;
    if raw == 0 {
        return std::ptr::null_mut();
    }
    let p = (raw + 16 + align - 1) & !(align - 1);
    // SAFETY: p - 16 ≥ raw and p + size ≤ raw + total: the header lies in the block.
    unsafe {
        *((p - 8) as *mut u64) = raw;
        *((p - 16) as *mut u64) = raw ^ TAG;
    }
    p as *mut c_void
}

/// `omp_calloc(n, size, allocator)` in a target region: the block of
/// [`__oxacc_omp_aligned_alloc`] at an alignment of 16, zeroed; null when `n * size` does not
/// fit (5.1 §3.13.8).
#[no_mangle]
pub extern "C" fn __oxacc_omp_calloc(n: u64, size: u64) -> *mut c_void {
    let Some(total) = n.checked_mul(size) else {
        return std::ptr::null_mut();
    };
    let p = __oxacc_omp_aligned_alloc(16, total);
    if !p.is_null() {
        // SAFETY: a block of `total` bytes.
        unsafe { std::ptr::write_bytes(p as *mut u8, 0, total as usize) };
    }
    p
}

/// `omp_free(p, allocator)` in a target region: the block of [`__oxacc_omp_aligned_alloc`]
/// whose header it finds, else `p` (a `malloc` block).
///
/// # Safety
/// `p` is null or a live block of `malloc`, `calloc` or `__oxacc_omp_aligned_alloc`.
#[no_mangle]
pub unsafe extern "C" fn __oxacc_omp_free(p: *mut c_void) {
    let i = p as u64;
    if i == 0 {
        return;
    }
    if i.is_multiple_of(16) {
        // SAFETY: a 16-byte-aligned heap block has the allocator's header (or ours) in the
        // 16 bytes below it.
        let (start, tagged) = unsafe { (*((i - 8) as *const u64), *((i - 16) as *const u64)) };
        if tagged == start ^ TAG && start < i {
            // SAFETY: the start of a block of `malloc`.
            return unsafe { free(start as *mut c_void) };
        }
    }
    // SAFETY: the caller's promise.
    unsafe { free(p) }
}
