//! The CUDA back end: primary context, PTX modules (with the JIT error log on failure), kernel
//! launch, one stream per async queue created on first use, events for cross-queue waits, a
//! caching device allocator and pinned staging for large synchronous transfers.

use std::cell::Cell;
use std::collections::HashSet;
use std::ffi::{c_char, c_void, CString};
use std::sync::Arc;

use super::block_cache::{BlockCache, BlockUse};
use super::block_shape::{fit_block, Block, KernelLimits};
use super::cuda_driver::*;
use super::fast_hash::{FastMap, FastSet};
use super::legacy_order::LegacyOrder;
use super::pin_cache::{host_page_size, PinCache, Pinner};
use super::{Backend, DeviceLaunch, LaunchShape, LoadedGlobal};
use crate::async_queue::Queue;
use crate::device::{DeviceType, Property};
use crate::device_link::{link_groups, ptx_symbols};
use crate::error::AccError;
use crate::image::{Image, IMAGE_FORMAT_PTX};
use crate::present_table::DevPtr;
use crate::profile;

/// Set once a back end with decision 62's deferred waits exists: only then does a data exit
/// ask its back end to settle them (abi.rs `for_each_map`).
pub static LATE_SYNC_IN_USE: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// Transfers at least this large go through pinned staging buffers.
const STAGING_THRESHOLD: usize = 1 << 20;
/// Copies to the host up to this size may share the wait of a synchronous kernel before them
/// (decision 62): reduction results and scalars. Larger ones keep `cuMemcpyDtoH`, which was
/// faster than the asynchronous copy and a wait from pageable memory (`to_device`).
const LATE_COPY_MAX: usize = 64 << 10;
/// Size of each of the two pinned staging buffers.
const STAGING_CHUNK: usize = 32 << 20;

/// The piece of a staged transfer that one buffer carries: about an eighth of the transfer,
/// so that host copies and DMA overlap from the second piece on, between 8 MiB and a buffer.
/// On an H200 host (16 cores), 32 MiB pieces moved 256 MiB to 1 GiB at 45–50 GB/s, against
/// 55 GB/s for the DMA from pinned memory alone; 2 MiB pieces left 16 MiB at 17–22 GB/s, where
/// 8 MiB ones had reached 24–34 (bench/results/gpu-2026-11-29-staging.md).
fn staging_piece(bytes: usize) -> usize {
    (bytes / 8)
        .next_power_of_two()
        .clamp(8 << 20, STAGING_CHUNK)
}

/// Gangs per multiprocessor when the program names no `num_gangs` and the driver cannot say
/// how many blocks of the kernel fit (2048 threads and 32 blocks per multiprocessor on Volta
/// to Hopper); 4 for one-thread gangs (sequential code).
fn default_gangs_per_sm(threads: u32) -> u32 {
    if threads <= 1 {
        4
    } else {
        (2048 / threads).clamp(1, 32)
    }
}

/// The grid of a launch without a gang count: one gang per iteration of the gang loop (one
/// thread per iteration when the gang's threads share it), as CUDA programs size grids;
/// without that hint, one wave of resident blocks.
fn default_gangs(work: Option<(u64, bool)>, threads: u32, one_wave: u32) -> u32 {
    match work {
        Some((w, per_thread)) => {
            let g = if per_thread {
                w.div_ceil(u64::from(threads.max(1)))
            } else {
                w
            };
            g.clamp(1, i32::MAX as u64) as u32
        }
        None => one_wave,
    }
}

/// The environment variable that fixes the warps per row of a `LAUNCH_ROWS` kernel
/// (decision 78): `1` a warp per row (blocks of 32 × 4, as before), `k` > 1 blocks of 32k
/// threads, one row each; unset, [`row_block`] picks.
pub const ROW_WARPS_ENV: &str = "OXACC_ROW_WARPS";

fn forced_row_warps() -> Option<u32> {
    static K: std::sync::OnceLock<Option<u32>> = std::sync::OnceLock::new();
    *K.get_or_init(|| {
        std::env::var(ROW_WARPS_ENV)
            .ok()
            .and_then(|v| v.trim().parse::<u32>().ok())
            .filter(|k| (1..=32).contains(k))
    })
}

/// The block of a `LAUNCH_ROWS` kernel (decision 78) for `rows` rows on `sms`
/// multiprocessors: a warp per row (32 × 4: four rows a block) while the rows give every
/// multiprocessor 32 warps or more, else as many warps per row — 2 or 4, a power of two —
/// as bring the total towards that (one row a block, V × 1). On an H200 (132 SMs),
/// miniWeather's 800 rows of 1,601 points ran 3.96 s with a warp per row and 3.12 s with a
/// block per row, kernels_app's 4,096 rows of 4,096 points 0.98 ms against 1.14 ms (64-thread
/// blocks); 32 of the 64 resident warps an SM can hold leave room for the registers of
/// larger bodies. `forced`: [`ROW_WARPS_ENV`].
fn row_block(rows: u64, sms: u32, forced: Option<u32>) -> Block {
    let k = forced.unwrap_or_else(|| {
        let target = u64::from(sms.max(1)) * 32;
        let per_row = (target / rows.max(1)).clamp(1, 4) as u32;
        // The largest power of two not above it: whole warps, a block size CUDA likes.
        1 << (31 - per_row.leading_zeros())
    });
    if k <= 1 {
        Block {
            vector: 32,
            workers: 4,
        }
    } else {
        Block {
            vector: 32 * k.min(32),
            workers: 1,
        }
    }
}

/// The 3-D grid of a `collapse(3)` gang loop whose kernel reads its coordinates from the
/// block index (decision 61): `⌈n₂/V⌉ × n₁ × n₀` blocks of V threads, one iteration each. The
/// kernel checks the same shape (oxacc-oir acc/grid3.rs); `None` (the one-dimensional grid)
/// for blocks with workers, one row of blocks, extents beyond CUDA's limits, or an inner trip
/// count that would leave more than an eighth of the lanes idle.
fn grid3(
    work: Option<(u64, bool)>,
    outer: Option<[u64; 2]>,
    vector: u32,
    workers: u32,
) -> Option<[u32; 3]> {
    let (Some((total, true)), Some([n1, n0])) = (work, outer) else {
        return None;
    };
    let rows = n1.checked_mul(n0)?;
    if workers != 1 || rows <= 1 || n1 > 65535 || n0 > 65535 || vector == 0 {
        return None;
    }
    let inner = total / rows;
    let x = inner.div_ceil(u64::from(vector));
    // Lanes past the inner trip count idle in every row's last block: at most an eighth of
    // the grid's (510 of 512 at the 512³ stencil; an inner trip count of 300 would idle 41%,
    // where the flattened walk packs the rows).
    let idle = x * u64::from(vector) - inner;
    (1..=i32::MAX as u64)
        .contains(&x)
        .then_some([x as u32, n1 as u32, n0 as u32])
        .filter(|_| idle * 8 <= x * u64::from(vector))
}

/// The 32-bit memsets that write a 4- or 8-byte scalar (decision 62's `late_words`): (byte
/// offset, word, count). Equal words are one memset of two (decision 69): a sum's or a
/// count's first value, 0, is then one operation on the GPU's queue as CUDA's
/// `cudaMemsetAsync(d, 0, 8)` is, where two memsets queued two.
fn scalar_memsets(bytes: &[u8]) -> impl Iterator<Item = (u64, u32, usize)> + '_ {
    let word = |k: usize| u32::from_ne_bytes([bytes[k], bytes[k + 1], bytes[k + 2], bytes[k + 3]]);
    let equal = bytes.len() == 8 && word(0) == word(4);
    (0..bytes.len() / 4)
        .take(if equal { 1 } else { 2 })
        .map(move |k| (4 * k as u64, word(4 * k), if equal { 2 } else { 1 }))
}

/// An identity of the calling host thread (the address of a thread-local), cheaper than
/// `std::thread::current()`.
fn this_thread() -> usize {
    thread_local!(static MARK: u8 = const { 0 });
    MARK.with(|m| m as *const u8 as usize)
}

/// Changes whenever a back end starts or shuts down: a context handle the calling thread
/// bound before then is not trusted to be current (primary contexts keep their handle).
static CONTEXT_EPOCH: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

thread_local! {
    /// The context this runtime last made current on the calling thread, and the epoch it
    /// did so in (decision 132).
    static BOUND: Cell<(usize, u64)> = const { Cell::new((0, 0)) };
}

/// The tiled 3-D grid of decision 68 (`OXACC_LAUNCH_GRID3_TILE`): `⌈n₂/32⌉ × ⌈n₁/(V/64)⌉ ×
/// ⌈n₀/2⌉` blocks of V threads, each the tile of 2 planes × V/64 rows × 32 points CUDA's
/// 32 × 4 × 2 blocks take at V = 256. Such a kernel has no row-per-block path: `None` (the
/// one-dimensional grid and the flattened walk) where the tiles do not fit — workers, V not
/// a multiple of 64, extents beyond CUDA's limits, more than an eighth of the lanes idle.
fn grid3_tiles(
    work: Option<(u64, bool)>,
    outer: Option<[u64; 2]>,
    vector: u32,
    workers: u32,
) -> Option<[u32; 3]> {
    let (Some((total, true)), Some([n1, n0])) = (work, outer) else {
        return None;
    };
    let planes = n1.checked_mul(n0)?;
    if workers != 1 || vector == 0 || !vector.is_multiple_of(64) || planes == 0 {
        return None;
    }
    let inner = total / planes;
    let rows = u64::from(vector / 64);
    let [x, y, z] = [inner.div_ceil(32), n1.div_ceil(rows), n0.div_ceil(2)];
    if x == 0 || x > i32::MAX as u64 || y > 65535 || z > 65535 {
        return None;
    }
    let lanes = x
        .checked_mul(y)?
        .checked_mul(z)?
        .checked_mul(u64::from(vector))?;
    (total.checked_mul(8)? >= lanes.checked_mul(7)?).then_some([x as u32, y as u32, z as u32])
}

/// Threads per block when the program gives no `vector_length`.
const DEFAULT_VECTOR_LENGTH: u32 = 256;

struct LoadedModule {
    module: CUmodule,
    functions: Vec<Option<CUfunction>>,
}

/// What the last launch of a kernel with one asked block and shared size found out from
/// the driver and the back end's maps: its function handle, the block it fits, and its
/// occupancy. A kernel launched again and again (a time loop, bench/acc/launch.c) takes them
/// from here without the four map lookups (decision 132); the grid is still computed per
/// launch, from the launch's own trip counts.
#[derive(Debug, Clone, Copy)]
struct LaunchMemo {
    image: usize,
    kernel: u32,
    asked: Block,
    shared: u32,
    f: CUfunction,
    block: Block,
    per_sm: u32,
    regs: u32,
}

/// Kernels remembered at once, direct-mapped by kernel index.
const LAUNCH_MEMOS: usize = 16;

struct Staging {
    bufs: [*mut c_void; 2],
    /// Recorded after each buffer's last use, on whichever stream used it.
    events: [CUevent; 2],
    /// The buffer the next piece goes through: asynchronous transfers leave the other one
    /// in flight.
    next: usize,
}

/// Where the pinned staging buffers are. Pinning them (2 × 32 MiB, and starting the copy
/// threads) took 30 ms on an H200 host: the first 16 MiB `copyin` of a program took 34 ms,
/// CUDA's first `cudaMemcpy` 3.7 ms. Pinning on a helper thread did not help: the driver made
/// the next transfer wait for it. So small and medium pageable transfers go through the
/// driver's own staging (as fast as CUDA's pageable copies) until they add up to enough that
/// the faster staged path has paid for the pinning; a large one pins at once.
enum StagingState {
    /// Not pinned yet; pageable bytes moved through the driver so far.
    Unpinned(usize),
    Ready(Staging),
    /// Pinning failed (e.g. a locked-memory limit): every transfer goes through the driver.
    Unavailable,
}

/// A pageable transfer at least this large pins the staging buffers at once; so do smaller
/// ones once they add up to `PIN_AFTER_TOTAL`. The driver's pageable path lost 0.03 ms per
/// MiB against the staged one at 16 MiB and 0.1 ms per MiB at 256 MiB and above
/// (bench/results/gpu-2026-11-29-first-copy.md): the pinning is paid back at about these sizes.
const PIN_AT_ONCE: usize = 128 << 20;
const PIN_AFTER_TOTAL: usize = 256 << 20;

pub struct CudaBackend {
    drv: Arc<Driver>,
    dev: CUdevice,
    ctx: CUcontext,
    num: i32,
    name: String,
    sm_count: u32,
    sync_stream: CUstream,
    streams: FastMap<i32, CUstream>,
    /// Queues whose stream the user supplied (acc_set_cuda_stream): never destroyed here.
    user_streams: FastSet<i32>,
    modules: FastMap<usize, LoadedModule>,
    /// The last launches' driver facts by kernel (`LaunchMemo`); emptied with `modules`.
    launch_memo: [Option<LaunchMemo>; LAUNCH_MEMOS],
    /// The asynchronous queue last asked for and its stream: a loop of launches on one
    /// queue finds it without the map (decision 132). Reset wherever `streams` changes.
    last_stream: Option<(i32, CUstream)>,
    /// Live blocks and the blocks kept for reuse (block_cache.rs), and blocks freed on a queue
    /// that are released once their event completes.
    blocks: BlockCache,
    pending: Vec<(CUevent, CUdeviceptr, usize, BlockUse)>,
    staging: StagingState,
    staging_enabled: bool,
    /// Host ranges of present mappings page-locked because they are copied again and again
    /// (decision 99, pin_cache.rs).
    pins: PinCache,
    /// Resident blocks per multiprocessor by (kernel, threads per block, shared bytes).
    occupancy: FastMap<(usize, u32, u32), (u32, u32)>,
    /// CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK by kernel.
    max_threads: FastMap<usize, Option<u32>>,
    /// Which streams still wait for synchronous copies pending on the legacy stream, and the
    /// event recorded there after each (made on the first such copy; legacy_order.rs).
    legacy: LegacyOrder,
    legacy_event: CUevent,
    /// Synchronous copies wait on the host for their DMA: OXACC_SYNC_COPY_WAIT=host, or once
    /// the program holds device addresses or streams and may use them with work the runtime
    /// does not see (`expose_device_memory`).
    sync_copy_host_wait: bool,
    /// OXACC_LATE_SYNC=1 (decision 62): a synchronous launch whose construct's data exit
    /// follows leaves its wait to that exit.
    late_sync: bool,
    /// A synchronous launch on `sync_stream` not waited for yet (`late_sync`): the exit's
    /// first small copy to the host waits for both at once, else the next operation first.
    late: Cell<bool>,
    /// The host thread whose launch set `late` ([`this_thread`]): that thread's exit waits
    /// without making the context current again (the launch just did, on that thread).
    late_thread: Cell<usize>,
    /// The device words of scalar copies queued as memsets on `sync_stream` and not waited
    /// for yet (`late_sync`): an allocation, or a copy to the device elsewhere, need not wait.
    late_words: Cell<Vec<DevPtr>>,
    /// CU_LIMIT_STACK_SIZE now (read after OXACC_CUDA_STACKSIZE applied): what a kernel
    /// whose stack ptxas cannot bound is compared with (decision 115).
    stack_now: usize,
    /// OXACC_CUDA_STACKSIZE was given: the runtime never changes the stack on its own.
    stack_from_env: bool,
    /// The (image, kernel, stack) `Driver::stack_hint` was last written for.
    stack_hint_for: Option<(usize, u32, usize)>,
}

/// A kernel's limits as the driver reports them (block_shape.rs), asked once per kernel.
struct FunctionLimits<'a> {
    drv: &'a Driver,
    f: CUfunction,
    cache: &'a mut FastMap<usize, Option<u32>>,
}

impl KernelLimits for FunctionLimits<'_> {
    fn max_threads_per_block(&mut self) -> Option<u32> {
        let (drv, f) = (self.drv, self.f);
        *self.cache.entry(f as usize).or_insert_with(|| {
            let mut n = 0i32;
            // SAFETY: live function of the current context, plain out-parameter.
            let r = unsafe {
                (drv.api.cuFuncGetAttribute)(&mut n, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f)
            };
            (r == CUDA_SUCCESS && n > 0).then_some(n as u32)
        })
    }
}

/// Copies between host buffers with several threads: one thread's memcpy bandwidth is below
/// what the PCIe link takes from pinned memory, and so is that of half the cores (an H200
/// host's 16 cores copied 45 GB/s, 8 of them 22 GB/s): every thread of the pool gets a share.
fn parallel_copy(dst: usize, src: usize, n: usize) {
    use rayon::prelude::*;
    const ALIGN: usize = 64 << 10;
    let threads = rayon::current_num_threads().max(1);
    let piece = n.div_ceil(threads).next_multiple_of(ALIGN).max(4 * ALIGN);
    let copy = |off: usize, len: usize| {
        // SAFETY: the caller passes two valid, disjoint buffers of `n` bytes; pieces are disjoint.
        unsafe {
            std::ptr::copy_nonoverlapping((src + off) as *const u8, (dst + off) as *mut u8, len)
        }
    };
    if n <= piece {
        copy(0, n);
    } else {
        (0..n.div_ceil(piece))
            .into_par_iter()
            .for_each(|i| copy(i * piece, piece.min(n - i * piece)));
    }
}

/// Whether the driver knows host address `a` as page-locked (`host_is_pinned`).
fn pinned_at(api: &Api, a: usize) -> bool {
    let mut kind: u32 = 0;
    let mut attr = CU_POINTER_ATTRIBUTE_MEMORY_TYPE;
    let mut data = [(&mut kind as *mut u32).cast::<c_void>()];
    // SAFETY: one attribute, one CUmemorytype written through `data[0]`; any address may be
    // asked about.
    let r =
        unsafe { (api.cuPointerGetAttributes)(1, &mut attr, data.as_mut_ptr(), a as CUdeviceptr) };
    r == CUDA_SUCCESS && kind == CU_MEMORYTYPE_HOST
}

/// The driver's side of decision 99's registry (the context is current).
struct DriverPinner<'a> {
    drv: &'a Driver,
}

impl Pinner for DriverPinner<'_> {
    fn register(&mut self, start: usize, bytes: usize) -> bool {
        // The program's own page-locked memory (cuMemHostAlloc, cuMemHostRegister) is copied
        // directly anyway; registering it again would only be refused, an API error that
        // compute-sanitizer reports.
        let api = &self.drv.api;
        if bytes == 0 || pinned_at(api, start) || pinned_at(api, start + bytes - 1) {
            return false;
        }
        // SAFETY: whole pages holding bytes of a live mapping's host memory, registered until
        // the mapping ends (pin_cache.rs); no flags: pinned for this context only.
        let r = unsafe { (self.drv.api.cuMemHostRegister_v2)(start as *mut c_void, bytes, 0) };
        r == CUDA_SUCCESS
    }
}

/// Pins the two staging buffers and makes their events (the context is current), and starts
/// the thread pool of `parallel_copy`, so that the transfer after it does not pay for that.
fn pin_staging(drv: &Driver) -> Result<Staging, AccError> {
    let api = &drv.api;
    let mut st = Staging {
        bufs: [std::ptr::null_mut(); 2],
        events: [std::ptr::null_mut(); 2],
        next: 0,
    };
    let mut made = Ok(());
    for i in 0..2 {
        // SAFETY: plain out-parameters.
        made = drv
            .check(
                unsafe { (api.cuMemAllocHost_v2)(&mut st.bufs[i], STAGING_CHUNK) },
                "cuMemAllocHost",
            )
            .and_then(|()| {
                drv.check(
                    unsafe { (api.cuEventCreate)(&mut st.events[i], CU_EVENT_DISABLE_TIMING) },
                    "cuEventCreate",
                )
            });
        if made.is_err() {
            break;
        }
    }
    if let Err(e) = made {
        for i in 0..2 {
            // SAFETY: what was made above and is used by no one yet.
            unsafe {
                if !st.bufs[i].is_null() {
                    (api.cuMemFreeHost)(st.bufs[i]);
                }
                if !st.events[i].is_null() {
                    (api.cuEventDestroy_v2)(st.events[i]);
                }
            }
        }
        return Err(e);
    }
    rayon::current_num_threads();
    Ok(st)
}

// SAFETY: CUDA handles may be used from any thread once the context is current on it; every
// entry point makes the primary context current first (`bind`), and the runtime's mutex
// serialises all use of one back end.
unsafe impl Send for CudaBackend {}

impl CudaBackend {
    /// Starts device `num` with the settings of the environment (env.rs): the device heap of
    /// `malloc` in device code (OXACC_CUDA_HEAPSIZE, before any module is loaded), each
    /// thread's stack (OXACC_CUDA_STACKSIZE), staging, copy waits, late waits and decision 99.
    pub fn new(
        drv: Arc<Driver>,
        num: i32,
        settings: &crate::env::Settings,
    ) -> Result<CudaBackend, AccError> {
        let staging_enabled = settings.pinned_staging;
        let (heap_size, stack_size) = (settings.cuda_heap_size, settings.cuda_stack_size);
        let (sync_copy_host_wait, late_sync) = (settings.sync_copy_host_wait, settings.late_sync);
        let pin = settings.pin;
        if late_sync {
            LATE_SYNC_IN_USE.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        let api = &drv.api;
        let mut dev = 0;
        // SAFETY: plain out-parameters.
        drv.check(unsafe { (api.cuDeviceGet)(&mut dev, num) }, "cuDeviceGet")?;
        let mut ctx = std::ptr::null_mut();
        drv.check(
            // SAFETY: plain out-parameter.
            unsafe { (api.cuDevicePrimaryCtxRetain)(&mut ctx, dev) },
            "cuDevicePrimaryCtxRetain",
        )?;
        CONTEXT_EPOCH.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        // SAFETY: the context was just retained.
        drv.check(unsafe { (api.cuCtxSetCurrent)(ctx) }, "cuCtxSetCurrent")?;
        if let Some(bytes) = heap_size {
            drv.check(
                // SAFETY: the context is current; a plain value argument.
                unsafe { (api.cuCtxSetLimit)(CU_LIMIT_MALLOC_HEAP_SIZE, bytes) },
                "cuCtxSetLimit(CU_LIMIT_MALLOC_HEAP_SIZE)",
            )?;
        }
        if let Some(bytes) = stack_size {
            drv.check(
                // SAFETY: the context is current; a plain value argument.
                unsafe { (api.cuCtxSetLimit)(CU_LIMIT_STACK_SIZE, bytes) },
                "cuCtxSetLimit(CU_LIMIT_STACK_SIZE)",
            )?;
        }
        let mut stack_now = 0usize;
        // SAFETY: the context is current; plain out-parameter. On failure 0: the first
        // recursive kernel then sets its size.
        unsafe { (api.cuCtxGetLimit)(&mut stack_now, CU_LIMIT_STACK_SIZE) };
        let mut name_buf = [0 as c_char; 256];
        // SAFETY: the buffer holds 256 bytes.
        unsafe { (api.cuDeviceGetName)(name_buf.as_mut_ptr(), 256, dev) };
        // SAFETY: the driver NUL-terminates the name within the buffer.
        let name = unsafe { std::ffi::CStr::from_ptr(name_buf.as_ptr()) }
            .to_string_lossy()
            .into_owned();
        let mut sm = 0;
        // SAFETY: plain out-parameter.
        unsafe {
            (api.cuDeviceGetAttribute)(&mut sm, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev)
        };
        let mut total_mem = 0;
        // SAFETY: plain out-parameter.
        unsafe { (api.cuDeviceTotalMem_v2)(&mut total_mem, dev) };
        let mut sync_stream = std::ptr::null_mut();
        drv.check(
            // SAFETY: plain out-parameter.
            unsafe { (api.cuStreamCreate)(&mut sync_stream, CU_STREAM_NON_BLOCKING) },
            "cuStreamCreate",
        )?;
        Ok(CudaBackend {
            drv,
            dev,
            ctx,
            num,
            name,
            sm_count: sm.max(1) as u32,
            sync_stream,
            streams: FastMap::default(),
            user_streams: FastSet::default(),
            modules: FastMap::default(),
            launch_memo: [None; LAUNCH_MEMOS],
            last_stream: None,
            blocks: BlockCache::for_device(total_mem),
            pending: Vec::new(),
            staging: StagingState::Unpinned(0),
            staging_enabled,
            pins: PinCache::new(pin, host_page_size()),
            occupancy: FastMap::default(),
            max_threads: FastMap::default(),
            legacy: LegacyOrder::default(),
            legacy_event: std::ptr::null_mut(),
            sync_copy_host_wait,
            late_sync,
            late: Cell::new(false),
            late_thread: Cell::new(0),
            late_words: Cell::new(Vec::new()),
            stack_now,
            stack_from_env: stack_size.is_some(),
            stack_hint_for: None,
        })
    }

    fn api(&self) -> &Api {
        &self.drv.api
    }

    /// Makes the primary context current on the calling thread, nothing more: for the operations that queue behind pending
    /// work on `sync_stream` in stream order (decision 62).
    fn bind_context(&self) -> Result<(), AccError> {
        // SAFETY: the context stays retained while the back end lives.
        self.drv.check(
            unsafe { (self.api().cuCtxSetCurrent)(self.ctx) },
            "cuCtxSetCurrent",
        )?;
        let epoch = CONTEXT_EPOCH.load(std::sync::atomic::Ordering::Relaxed);
        BOUND.with(|b| b.set((self.ctx as usize, epoch)));
        Ok(())
    }

    /// Whether this runtime made the context current on the calling thread (since the last
    /// start or shutdown of a back end). The program may have made another one current since
    /// (its own `cuCtxSetCurrent`, `cudaSetDevice` of another device): only a launch trusts
    /// this, and one that the driver refuses binds and launches again (decision 132).
    fn bound_here(&self) -> bool {
        let epoch = CONTEXT_EPOCH.load(std::sync::atomic::Ordering::Relaxed);
        BOUND.with(|b| b.get()) == (self.ctx as usize, epoch)
    }

    /// Whether decision 62's deferred waits apply: OXACC_LATE_SYNC=1, and neither OXACC_TIME
    /// (which times each operation whole) nor device memory that the program may use with
    /// work the runtime does not see.
    fn late_allowed(&self) -> bool {
        self.late_sync && !self.sync_copy_host_wait && !profile::timing()
    }

    /// Whether a synchronous launch or a scalar memset waits to be waited for (decision 62).
    fn late_pending(&self) -> bool {
        let words = self.late_words.take();
        let pending = self.late.get() || !words.is_empty();
        self.late_words.set(words);
        pending
    }

    /// Makes the context current and completes a synchronous launch left pending (`late`):
    /// every operation passes here first, so nothing observes the kernel unfinished.
    fn bind(&self) -> Result<(), AccError> {
        self.bind_context()?;
        let words = self.late_words.take();
        if self.late.take() || !words.is_empty() {
            self.sync(self.sync_stream, "compute construct (kernel)")?;
        }
        Ok(())
    }

    /// `bind` for an operation that writes device bytes [dst, dst + bytes) from another stream
    /// (or none: an allocation): pending scalar memsets elsewhere cannot race with it and stay
    /// pending; a pending kernel, or a memset inside the range, is waited for.
    fn bind_writing(&self, dst: DevPtr, bytes: usize) -> Result<(), AccError> {
        let words = self.late_words.take();
        let inside = words
            .iter()
            .any(|&w| w + 8 > dst && w < dst + bytes as DevPtr);
        if self.late.get() || inside {
            return self.bind();
        }
        self.late_words.set(words);
        self.bind_context()
    }

    /// The stream of a queue, to queue work on: created on first use (non-blocking: OpenACC
    /// queues are independent of CUDA's legacy default stream), and made to wait for the
    /// synchronous copies still pending on the legacy stream. Every use of device memory on a
    /// stream goes through here.
    fn stream(&mut self, q: Queue) -> Result<CUstream, AccError> {
        let s = self.queue_stream(q)?;
        self.after_legacy_copies(s)?;
        Ok(s)
    }

    /// Makes `s` wait (on the device) for the synchronous copies to the device queued on the
    /// legacy stream so far, unless it already does.
    fn after_legacy_copies(&mut self, s: CUstream) -> Result<(), AccError> {
        if let Some(generation) = self.legacy.wait_needed(s as usize) {
            // A launch may come here without binding (decision 132).
            self.bind_context()?;
            self.drv.check(
                // SAFETY: live stream; the event was recorded on the legacy stream.
                unsafe { (self.api().cuStreamWaitEvent)(s, self.legacy_event, 0) },
                "cuStreamWaitEvent",
            )?;
            self.legacy.waited(s as usize, generation);
        }
        Ok(())
    }

    /// Orders what follows after a synchronous copy to the device just queued through the
    /// driver. From pageable memory `cuMemcpyHtoD` returns once the data is in the driver's
    /// staging memory, before its DMA has finished, and it runs on the legacy stream, which
    /// the runtime's non-blocking streams do not wait for: a kernel launched next could read
    /// the old device contents (seen on an H200 with host threads launching target regions,
    /// omp/target/116). An event recorded after the copy, which every stream waits for before
    /// its next work (`stream`), completes the copy for them as the data clause requires
    /// (§2.7.7 copyin) without the host waiting for the DMA (decision 54).
    fn order_legacy_copy(&mut self) -> Result<(), AccError> {
        // OXACC_TIME measures each operation whole.
        if self.sync_copy_host_wait || profile::timing() {
            self.drv.check(
                // SAFETY: the null stream is the context's legacy default stream.
                unsafe { (self.api().cuStreamSynchronize)(std::ptr::null_mut()) },
                "cuStreamSynchronize",
            )?;
            self.legacy.completed();
            return Ok(());
        }
        if self.legacy_event.is_null() {
            let mut ev = std::ptr::null_mut();
            self.drv.check(
                // SAFETY: plain out-parameter.
                unsafe { (self.api().cuEventCreate)(&mut ev, CU_EVENT_DISABLE_TIMING) },
                "cuEventCreate",
            )?;
            self.legacy_event = ev;
        }
        self.drv.check(
            // SAFETY: live event; the null stream is the context's legacy default stream.
            unsafe { (self.api().cuEventRecord)(self.legacy_event, std::ptr::null_mut()) },
            "cuEventRecord",
        )?;
        self.legacy.recorded();
        Ok(())
    }

    /// Waits on the host for the synchronous copies pending on the legacy stream: before
    /// device memory goes back to the driver, which might otherwise free a block a DMA still
    /// writes.
    fn legacy_complete(&mut self) -> Result<(), AccError> {
        if self.legacy.pending() {
            self.drv.check(
                // SAFETY: live event, recorded on the legacy stream.
                unsafe { (self.api().cuEventSynchronize)(self.legacy_event) },
                "cuEventSynchronize",
            )?;
            self.legacy.completed();
        }
        Ok(())
    }

    fn queue_stream(&mut self, q: Queue) -> Result<CUstream, AccError> {
        match q {
            Queue::Sync => Ok(self.sync_stream),
            Queue::Async(k) => {
                if let Some((q, s)) = self.last_stream {
                    if q == k {
                        return Ok(s);
                    }
                }
                if let Some(&s) = self.streams.get(&k) {
                    self.last_stream = Some((k, s));
                    return Ok(s);
                }
                let mut s = std::ptr::null_mut();
                // A launch may come here without binding (decision 132).
                self.bind_context()?;
                self.drv.check(
                    // SAFETY: plain out-parameter.
                    unsafe { (self.api().cuStreamCreate)(&mut s, CU_STREAM_NON_BLOCKING) },
                    "cuStreamCreate",
                )?;
                self.streams.insert(k, s);
                self.last_stream = Some((k, s));
                Ok(s)
            }
        }
    }

    fn sync(&self, s: CUstream, what: &str) -> Result<(), AccError> {
        // SAFETY: `s` is a live stream of this context.
        self.drv
            .check(unsafe { (self.api().cuStreamSynchronize)(s) }, what)
    }

    /// Completes synchronous operations, and any operation while OXACC_TIME measures.
    fn finish(&self, q: Queue, s: CUstream, what: &str) -> Result<(), AccError> {
        if q == Queue::Sync || profile::timing() {
            self.sync(s, what)?;
        }
        Ok(())
    }

    /// The copy back of `to_host` behind work pending on `sync_stream` (decision 62): queued
    /// on that stream, so one wait covers the kernel, the scalar memsets before it and the
    /// copy (from pageable memory `cuMemcpyDtoHAsync` returns only once the copy is done; the
    /// wait makes it so for pinned memory too).
    fn late_to_host(&mut self, dst: usize, src: DevPtr, bytes: usize) -> Result<(), AccError> {
        let s = self.stream(Queue::Sync)?;
        self.drv.check(
            // SAFETY: the host section is the caller's; the device section is mapped.
            unsafe { (self.api().cuMemcpyDtoHAsync_v2)(dst as *mut c_void, src, bytes, s) },
            "cuMemcpyDtoHAsync",
        )?;
        self.sync(s, "compute construct (kernel), device to host copy")
    }

    fn reclaim_pending(&mut self) {
        let drv = self.drv.clone();
        let mut i = 0;
        while i < self.pending.len() {
            let (ev, p, size, use_) = self.pending[i];
            // SAFETY: `ev` is a live event recorded on one of our streams.
            if unsafe { (drv.api.cuEventQuery)(ev) } == CUDA_SUCCESS {
                // SAFETY: the event is no longer needed.
                unsafe { (drv.api.cuEventDestroy_v2)(ev) };
                self.release_block(p, size, use_);
                self.pending.swap_remove(i);
            } else {
                i += 1;
            }
        }
    }

    /// A freed block no queued work uses any more: kept for reuse or given back to the driver.
    fn release_block(&mut self, p: CUdeviceptr, size: usize, use_: BlockUse) {
        if let Some(p) = self.blocks.release(p, size, use_) {
            // A failed wait is a sticky context error that the next call reports.
            let _ = self.legacy_complete();
            // SAFETY: the block is ours and no queued work uses it.
            unsafe { (self.api().cuMemFree_v2)(p) };
        }
    }

    fn release_cache(&mut self) {
        let _ = self.legacy_complete();
        for p in self.blocks.drain() {
            // SAFETY: cached blocks are ours and unused.
            unsafe { (self.api().cuMemFree_v2)(p) };
        }
    }

    fn raw_alloc(&self, bytes: usize) -> Result<CUdeviceptr, CUresult> {
        let mut p = 0;
        // SAFETY: plain out-parameter.
        match unsafe { (self.api().cuMemAlloc_v2)(&mut p, bytes) } {
            CUDA_SUCCESS => Ok(p),
            r => Err(r),
        }
    }

    /// Whether the host bytes [p, p + n) are page-locked (the program's cuMemHostAlloc or
    /// cuMemHostRegister memory): the DMA engine reads those directly, and a detour through
    /// the staging buffers would only add a host copy (it halved the bandwidth from pinned
    /// memory: bench/acc/transfer.c). Pageable memory is not known to the driver: the plural
    /// cuPointerGetAttributes answers it with a zero memory type and CUDA_SUCCESS, where the
    /// singular cuPointerGetAttribute fails with CUDA_ERROR_INVALID_VALUE — an API error that
    /// compute-sanitizer reports in every program that moves a large pageable block.
    fn host_is_pinned(&self, p: usize, n: usize) -> bool {
        n > 0 && pinned_at(self.api(), p) && pinned_at(self.api(), p + n - 1)
    }

    /// A copy between device bytes at `dev` and host bytes [host, host + bytes) that decision
    /// 99's registry has page-locked, or locks now that the range has been copied often
    /// enough: plain DMA on the queue's stream, one piece per registration, asynchronous on an
    /// async queue as from the program's own pinned memory (the host data is read or written
    /// before the queue's wait, OpenACC 3.3 §2.16.1). False: the range stays pageable.
    fn pinned_copy(
        &mut self,
        to_device: bool,
        dev: DevPtr,
        host: usize,
        bytes: usize,
        queue: Queue,
    ) -> Result<bool, AccError> {
        if !self.pins.enabled() {
            return Ok(false);
        }
        let drv = self.drv.clone();
        let Some(pieces) = self
            .pins
            .pieces(host, bytes, &mut DriverPinner { drv: &drv })
        else {
            return Ok(false);
        };
        let s = self.stream(queue)?;
        let api = &drv.api;
        for (h, n) in pieces {
            let d = dev + (h - host) as DevPtr;
            if to_device {
                drv.check(
                    // SAFETY: registered host bytes of the caller's section; mapped device bytes.
                    unsafe { (api.cuMemcpyHtoDAsync_v2)(d, h as *const c_void, n, s) },
                    "cuMemcpyHtoDAsync",
                )?;
            } else {
                drv.check(
                    // SAFETY: as above.
                    unsafe { (api.cuMemcpyDtoHAsync_v2)(h as *mut c_void, d, n, s) },
                    "cuMemcpyDtoHAsync",
                )?;
            }
        }
        let what = if to_device {
            "host to device copy"
        } else {
            "device to host copy"
        };
        self.finish(queue, s, what)?;
        Ok(true)
    }

    /// Whether a transfer of `bytes` from or to host address `host` goes through the staging
    /// buffers: large ones from pageable memory, once the buffers are pinned (`staging_ready`).
    /// Asynchronous ones too: the driver makes a pageable copy wait for the queue and copies it
    /// through its own, slower staging anyway (CUDA's "API synchronization behavior"), which
    /// made a 512³ stencil's four 2 MiB halo-plane updates per step cost 1 ms.
    fn staged(&mut self, host: usize, bytes: usize) -> Result<bool, AccError> {
        if !self.staging_enabled || bytes < STAGING_THRESHOLD || self.host_is_pinned(host, bytes) {
            return Ok(false);
        }
        self.staging_ready(bytes)
    }

    /// Whether the staging buffers serve a pageable transfer of `bytes`: pins them when this
    /// transfer, or the pageable traffic so far, is large enough (see `PIN_AT_ONCE`).
    fn staging_ready(&mut self, bytes: usize) -> Result<bool, AccError> {
        let moved = match self.staging {
            StagingState::Ready(_) => return Ok(true),
            StagingState::Unavailable => return Ok(false),
            StagingState::Unpinned(moved) => moved,
        };
        if bytes < PIN_AT_ONCE && moved + bytes < PIN_AFTER_TOTAL {
            self.staging = StagingState::Unpinned(moved + bytes);
            return Ok(false);
        }
        self.staging = match pin_staging(&self.drv) {
            Ok(st) => StagingState::Ready(st),
            // No pinned memory to be had: the driver's path still moves the data.
            Err(_) => StagingState::Unavailable,
        };
        Ok(matches!(self.staging, StagingState::Ready(_)))
    }

    /// The staging buffers and events, and the buffer the first of `pieces` pieces takes.
    fn staging(
        &mut self,
        pieces: usize,
    ) -> Result<([*mut c_void; 2], [CUevent; 2], usize), AccError> {
        match &mut self.staging {
            StagingState::Ready(st) => {
                let first = st.next;
                st.next = (first + pieces) % 2;
                Ok((st.bufs, st.events, first))
            }
            _ => Err(AccError::Driver("staging buffers missing".into())),
        }
    }

    /// Host → device through two pinned buffers: the memcpy into one overlaps the DMA of the
    /// other. On an asynchronous queue the host's data is read before this returns (OpenACC
    /// 3.3 §2.16.1 lets the copy happen any time before the wait), the DMA runs on the queue.
    fn staged_to_device(
        &mut self,
        dst: DevPtr,
        src: usize,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), AccError> {
        let piece = staging_piece(bytes);
        let (bufs, events, first) = self.staging(bytes.div_ceil(piece))?;
        let s = self.stream(queue)?;
        let drv = self.drv.clone();
        let api = &drv.api;
        let mut off = 0;
        let mut i = first;
        while off < bytes {
            let n = piece.min(bytes - off);
            let b = i % 2;
            // SAFETY: the event was recorded after the previous use of buffer b (or never).
            drv.check(
                unsafe { (api.cuEventSynchronize)(events[b]) },
                "cuEventSynchronize",
            )?;
            // The staging buffer holds STAGING_CHUNK >= n bytes; the source is the caller's.
            parallel_copy(bufs[b] as usize, src + off, n);
            drv.check(
                // SAFETY: pinned source, device destination inside the section.
                unsafe { (api.cuMemcpyHtoDAsync_v2)(dst + off as u64, bufs[b], n, s) },
                "cuMemcpyHtoDAsync",
            )?;
            // SAFETY: live event and stream.
            drv.check(
                unsafe { (api.cuEventRecord)(events[b], s) },
                "cuEventRecord",
            )?;
            off += n;
            i += 1;
        }
        self.finish(queue, s, "host to device copy")
    }

    /// Device → host through two pinned buffers, one piece in flight while the previous one is
    /// copied out. Returns once the data is in place, on an asynchronous queue too (as the
    /// driver's own copy to pageable memory does): after the queue's earlier work.
    fn staged_to_host(
        &mut self,
        dst: usize,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), AccError> {
        let piece = staging_piece(bytes);
        let chunks: Vec<(usize, usize)> = (0..bytes)
            .step_by(piece)
            .map(|off| (off, piece.min(bytes - off)))
            .collect();
        let (bufs, events, first) = self.staging(chunks.len())?;
        let s = self.stream(queue)?;
        let drv = self.drv.clone();
        let api = &drv.api;
        let wait = |b: usize| {
            // SAFETY: live event, recorded after the last use of buffer b (or never).
            drv.check(
                unsafe { (api.cuEventSynchronize)(events[b]) },
                "cuEventSynchronize",
            )
        };
        let issue = |i: usize| -> Result<(), AccError> {
            let (off, n) = chunks[i];
            let b = (first + i) % 2;
            drv.check(
                // SAFETY: pinned destination of STAGING_CHUNK bytes, device source inside the
                // section.
                unsafe { (api.cuMemcpyDtoHAsync_v2)(bufs[b], src + off as u64, n, s) },
                "cuMemcpyDtoHAsync",
            )?;
            // SAFETY: live event and stream.
            drv.check(
                unsafe { (api.cuEventRecord)(events[b], s) },
                "cuEventRecord",
            )
        };
        for i in 0..chunks.len().min(2) {
            // An asynchronous host-to-device copy may still read the buffer.
            wait((first + i) % 2)?;
            issue(i)?;
        }
        for (i, &(off, n)) in chunks.iter().enumerate() {
            let b = (first + i) % 2;
            wait(b)?;
            // The piece has landed in the pinned buffer; the destination is the caller's.
            parallel_copy(dst + off, bufs[b] as usize, n);
            if i + 2 < chunks.len() {
                issue(i + 2)?;
            }
        }
        Ok(())
    }

    /// Unlocks registrations of decision 99 once no queued copy can use them any more: an
    /// asynchronous copy of the mapping may still be in flight.
    fn unregister(&mut self, regs: &[(usize, usize)]) {
        // A failed wait is a sticky context error that the next call reports.
        let _ = self.wait_all();
        let _ = self.legacy_complete();
        for &(p, _) in regs {
            // SAFETY: registered by `pinned_copy`, idle after the waits.
            unsafe { (self.api().cuMemHostUnregister)(p as *mut c_void) };
        }
    }

    fn function(&mut self, image: &Image, kernel: u32) -> Result<CUfunction, AccError> {
        if !self.modules.contains_key(&image.key) {
            self.load_image(image)?;
        }
        let drv = &self.drv;
        let m = self
            .modules
            .get_mut(&image.key)
            .ok_or_else(|| AccError::ModuleLoad("image not loaded".into()))?;
        let slot = m.functions.get_mut(kernel as usize).ok_or_else(|| {
            AccError::LaunchFailure(format!("kernel id {kernel} is not in the image"))
        })?;
        if let Some(f) = *slot {
            return Ok(f);
        }
        let name = CString::new(image.kernel_name(kernel))
            .map_err(|_| AccError::LaunchFailure("kernel name contains NUL".into()))?;
        let mut f = std::ptr::null_mut();
        drv.check(
            // SAFETY: live module, NUL-terminated name.
            unsafe { (drv.api.cuModuleGetFunction)(&mut f, m.module, name.as_ptr()) },
            &format!("cuModuleGetFunction({})", image.kernel_name(kernel)),
        )?;
        *slot = Some(f);
        Ok(f)
    }
}

impl CudaBackend {
    /// Decision 115: a kernel whose stack ptxas cannot bound (recursion, indirect calls)
    /// carries the compiler's estimate (`Image::stack_bytes`); the limit is raised to it
    /// unless OXACC_CUDA_STACKSIZE set the stack, and never lowered. The driver reserves the
    /// stack for every thread the GPU can hold: where that much memory is not free, half as
    /// much is tried, down to what the stack is already. A later kernel failure names the
    /// region and the variable (`Driver::stack_hint`).
    fn fit_stack(&mut self, l: &DeviceLaunch<'_>) {
        let need = l.image.stack_bytes(l.kernel);
        if need == 0 {
            return;
        }
        if !self.stack_from_env && need > self.stack_now && self.bind_context().is_ok() {
            let mut want = need;
            while want > self.stack_now {
                // SAFETY: the context is current (just bound); a plain value argument.
                let r = unsafe { (self.api().cuCtxSetLimit)(CU_LIMIT_STACK_SIZE, want) };
                if r == CUDA_SUCCESS {
                    let mut now = want;
                    // SAFETY: plain out-parameter.
                    unsafe { (self.api().cuCtxGetLimit)(&mut now, CU_LIMIT_STACK_SIZE) };
                    self.stack_now = now.max(want);
                    break;
                }
                want /= 2;
            }
        }
        let key = (l.image.key, l.kernel, self.stack_now);
        if self.stack_hint_for == Some(key) {
            return;
        }
        self.stack_hint_for = Some(key);
        let suggest = (self.stack_now.max(need) * 4).div_ceil(1024);
        let hint = format!(
            "  {}: the device code of this region is recursive (or calls through a pointer), \
             so the compiler cannot bound its stack; each GPU thread had {} bytes of stack{}, \
             which deeper recursion overflows. Set OXACC_CUDA_STACKSIZE to more, e.g. \
             OXACC_CUDA_STACKSIZE={suggest}K (docs/gpu.md)",
            (l.region.0)(),
            self.stack_now,
            if self.stack_from_env {
                " (OXACC_CUDA_STACKSIZE)"
            } else {
                ""
            }
        );
        if let Ok(mut h) = self.drv.stack_hint.lock() {
            *h = Some(hint);
        }
    }

    /// Links PTX images into one module with the driver's JIT linker (device_link.rs).
    fn link(&mut self, images: &[&Image]) -> Result<CUmodule, AccError> {
        const LOG: usize = 16 << 10;
        let mut err_log = vec![0u8; LOG];
        let mut opts = [CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES];
        let mut vals = [err_log.as_mut_ptr() as *mut c_void, LOG as *mut c_void];
        let mut state: CUlinkState = std::ptr::null_mut();
        // SAFETY: option arrays of equal length; the log buffer outlives the link state.
        let r = unsafe {
            (self.api().cuLinkCreate_v2)(2, opts.as_mut_ptr(), vals.as_mut_ptr(), &mut state)
        };
        if r != CUDA_SUCCESS {
            return Err(AccError::ModuleLoad(format!(
                "cuLinkCreate: {}",
                self.drv.error_name(r)
            )));
        }
        let api = &self.drv.api;
        let linked = (|| -> Result<CUmodule, (String, CUresult)> {
            for (i, img) in images.iter().enumerate() {
                let mut text = img.data.clone();
                if text.last() != Some(&0) {
                    text.push(0);
                }
                let name = CString::new(format!("image{i}")).unwrap_or_default();
                // SAFETY: live link state; NUL-terminated PTX the driver copies.
                let r = unsafe {
                    (api.cuLinkAddData_v2)(
                        state,
                        CU_JIT_INPUT_PTX,
                        text.as_mut_ptr() as *mut c_void,
                        text.len(),
                        name.as_ptr(),
                        0,
                        std::ptr::null_mut(),
                        std::ptr::null_mut(),
                    )
                };
                if r != CUDA_SUCCESS {
                    return Err(("cuLinkAddData".into(), r));
                }
            }
            let (mut cubin, mut size) = (std::ptr::null_mut(), 0usize);
            // SAFETY: live link state; the cubin stays valid until the state is destroyed.
            let r = unsafe { (api.cuLinkComplete)(state, &mut cubin, &mut size) };
            if r != CUDA_SUCCESS {
                return Err(("cuLinkComplete".into(), r));
            }
            let mut module = std::ptr::null_mut();
            // SAFETY: the linked cubin, still owned by the live link state.
            let r = unsafe {
                (api.cuModuleLoadDataEx)(
                    &mut module,
                    cubin,
                    0,
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                )
            };
            if r != CUDA_SUCCESS {
                return Err(("cuModuleLoadDataEx".into(), r));
            }
            Ok(module)
        })();
        // SAFETY: the link state is live and not used afterwards.
        unsafe { (api.cuLinkDestroy)(state) };
        linked.map_err(|(call, r)| {
            let log = String::from_utf8_lossy(
                &err_log[..err_log.iter().position(|&b| b == 0).unwrap_or(LOG)],
            )
            .trim()
            .to_string();
            AccError::ModuleLoad(format!(
                "linking the device code of {} files ({call}: {}): {}\n(a function that device \
                 code calls in another file needs `#pragma acc routine` where it is defined, and \
                 that file compiled with -fopenacc)",
                images.len(),
                self.drv.error_name(r),
                if log.is_empty() { "no JIT log" } else { &log }
            ))
        })
    }

    /// Blocks of `f` that are resident on one multiprocessor at once, and its registers per
    /// thread. The default gang count fills the GPU in one wave, as the grid-stride loops of
    /// gangs of threads expect: more blocks than fit would run a second, partial wave (a
    /// kernel using 40 registers per thread fits 12 blocks of 128 threads, not 16).
    fn occupancy(&mut self, f: CUfunction, threads: u32, shared: u32) -> (u32, u32) {
        let key = (f as usize, threads, shared);
        if let Some(&o) = self.occupancy.get(&key) {
            return o;
        }
        let (mut n, mut regs) = (0i32, 0i32);
        // SAFETY: live function of the current context, plain out-parameters.
        let (r, _) = unsafe {
            (
                (self.api().cuOccupancyMaxActiveBlocksPerMultiprocessor)(
                    &mut n,
                    f,
                    threads as i32,
                    shared as usize,
                ),
                (self.api().cuFuncGetAttribute)(&mut regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f),
            )
        };
        let blocks = if threads > 1 && r == CUDA_SUCCESS && n > 0 {
            n as u32
        } else {
            default_gangs_per_sm(threads)
        };
        let o = (blocks, regs.max(0) as u32);
        self.occupancy.insert(key, o);
        o
    }
}

impl Backend for CudaBackend {
    fn device_type(&self) -> DeviceType {
        DeviceType::Nvidia
    }

    fn shares_host_memory(&self) -> bool {
        false
    }

    fn describe(&self) -> String {
        format!(
            "nvidia device {} ({}, {} SMs)",
            self.num, self.name, self.sm_count
        )
    }

    fn alloc(&mut self, bytes: usize, use_: BlockUse) -> Result<DevPtr, AccError> {
        // A new or cached block is not the target of pending work.
        self.bind_writing(0, 0)?;
        self.reclaim_pending();
        if use_ == BlockUse::Runtime {
            if let Some(p) = self.blocks.take(bytes) {
                return Ok(p);
            }
        }
        let size = BlockCache::request_bytes(bytes, use_);
        let p = match self.raw_alloc(size) {
            Ok(p) => p,
            Err(CUDA_ERROR_OUT_OF_MEMORY) => {
                // Before failing: wait for queued frees, give the cache back, try once more.
                for &s in self.streams.values() {
                    // SAFETY: live streams.
                    unsafe { (self.api().cuStreamSynchronize)(s) };
                }
                self.reclaim_pending();
                self.release_cache();
                self.raw_alloc(size).map_err(|_| AccError::OutOfMemory {
                    bytes,
                    device: self.describe(),
                })?
            }
            Err(r) => return self.drv.check(r, "cuMemAlloc").map(|_| 0),
        };
        self.blocks.insert_live(p, size, use_);
        Ok(p)
    }

    fn pin_host(&mut self, p: usize, bytes: usize) -> Result<bool, AccError> {
        self.bind()?;
        // PORTABLE: the pages are pinned for every context, as the allocator's memory is the
        // program's, not one device's.
        const CU_MEMHOSTREGISTER_PORTABLE: u32 = 1;
        self.drv.check(
            // SAFETY: the caller owns the host bytes until unpin_host.
            unsafe {
                (self.api().cuMemHostRegister_v2)(
                    p as *mut c_void,
                    bytes,
                    CU_MEMHOSTREGISTER_PORTABLE,
                )
            },
            "cuMemHostRegister",
        )?;
        Ok(true)
    }

    fn unpin_host(&mut self, p: usize) -> Result<(), AccError> {
        self.bind()?;
        self.drv.check(
            // SAFETY: `p` was registered by pin_host.
            unsafe { (self.api().cuMemHostUnregister)(p as *mut c_void) },
            "cuMemHostUnregister",
        )
    }

    fn host_mapped(&mut self, host: usize, bytes: usize) {
        self.pins.mapped(host, bytes);
    }

    fn host_unmapped(&mut self, host: usize) {
        let regs = self.pins.unmapped(host);
        if !regs.is_empty() {
            self.unregister(&regs);
        }
    }

    fn free(&mut self, ptr: DevPtr, queue: Queue) -> Result<(), AccError> {
        self.bind()?;
        let (size, use_) = self.blocks.remove_live(ptr).ok_or_else(|| {
            AccError::InvalidArgument(format!(
                "{ptr:#x} is not device memory allocated by the runtime"
            ))
        })?;
        match queue {
            Queue::Sync => self.release_block(ptr, size, use_),
            Queue::Async(_) => {
                // §2.7.2 copyout action: freed when the queued copy is complete.
                let s = self.stream(queue)?;
                let mut ev = std::ptr::null_mut();
                let api = &self.drv.api;
                // SAFETY: plain out-parameter; live stream.
                self.drv.check(
                    unsafe { (api.cuEventCreate)(&mut ev, CU_EVENT_DISABLE_TIMING) },
                    "cuEventCreate",
                )?;
                // SAFETY: live event and stream.
                self.drv
                    .check(unsafe { (api.cuEventRecord)(ev, s) }, "cuEventRecord")?;
                self.pending.push((ev, ptr, size, use_));
            }
        }
        Ok(())
    }

    fn to_device(
        &mut self,
        dst: DevPtr,
        src: usize,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), AccError> {
        if queue == Queue::Sync
            && self.late_allowed()
            && (bytes == 4 || bytes == 8)
            && dst.is_multiple_of(4)
        {
            // A scalar (a reduction variable's first value, decision 62): memsets on the kernel
            // stream take the value now, so the program may reuse its memory at once, and the
            // kernel after them needs no event from the legacy stream. The host waits for them
            // with the kernel, or before any other operation (`bind`).
            self.bind_context()?;
            let s = self.stream(Queue::Sync)?;
            let mut word = [0u8; 8];
            // SAFETY: the host section [src, src + bytes) is the caller's.
            unsafe { std::ptr::copy_nonoverlapping(src as *const u8, word.as_mut_ptr(), bytes) };
            let api = &self.drv.api;
            for (at, v, n) in scalar_memsets(&word[..bytes]) {
                // SAFETY: 4-byte-aligned words inside the mapped device section.
                self.drv.check(
                    unsafe { (api.cuMemsetD32Async)(dst + at, v, n, s) },
                    "cuMemsetD32Async",
                )?;
            }
            let mut words = self.late_words.take();
            words.push(dst);
            self.late_words.set(words);
            return Ok(());
        }
        self.bind_writing(dst, bytes)?;
        if self.pinned_copy(true, dst, src, bytes, queue)? {
            return Ok(());
        }
        if self.staged(src, bytes)? {
            return self.staged_to_device(dst, src, bytes, queue);
        }
        if queue == Queue::Sync {
            // The synchronous call, as `cudaMemcpy`: from pageable memory, the asynchronous one
            // followed by a stream synchronisation was slower by up to a quarter at 4 MiB. All
            // earlier synchronous work is complete.
            self.drv.check(
                // SAFETY: the host section is the caller's; the device section is mapped.
                unsafe { (self.api().cuMemcpyHtoD_v2)(dst, src as *const c_void, bytes) },
                "cuMemcpyHtoD",
            )?;
            return self.order_legacy_copy();
        }
        let s = self.stream(queue)?;
        self.drv.check(
            // SAFETY: the host section is the caller's; the device section is mapped.
            unsafe { (self.api().cuMemcpyHtoDAsync_v2)(dst, src as *const c_void, bytes, s) },
            "cuMemcpyHtoDAsync",
        )?;
        self.finish(queue, s, "host to device copy")
    }

    fn to_host(
        &mut self,
        dst: usize,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), AccError> {
        // A synchronous kernel not yet waited for (decision 62): a small copy (a reduction's
        // result) queues behind it on its stream, and one wait covers both; a CUDA program
        // does the same with `cudaMemcpy` after the launch. The kernel stream already waits
        // for the synchronous copies to the device (`stream` at the launch).
        if queue == Queue::Sync && bytes <= LATE_COPY_MAX {
            let words = self.late_words.take();
            if self.late.take() || !words.is_empty() {
                self.bind_context()?;
                return self.late_to_host(dst, src, bytes);
            }
        }
        self.bind()?;
        if self.pinned_copy(false, src, dst, bytes, queue)? {
            return Ok(());
        }
        if self.staged(dst, bytes)? {
            return self.staged_to_host(dst, src, bytes, queue);
        }
        if queue == Queue::Sync {
            // As in `to_device`. The copy runs on the legacy stream, after the synchronous
            // copies to the device queued there, and returns once it is complete: so are they.
            self.drv.check(
                // SAFETY: the host section is the caller's; the device section is mapped.
                unsafe { (self.api().cuMemcpyDtoH_v2)(dst as *mut c_void, src, bytes) },
                "cuMemcpyDtoH",
            )?;
            self.legacy.completed();
            return Ok(());
        }
        let s = self.stream(queue)?;
        self.drv.check(
            // SAFETY: the host section is the caller's; the device section is mapped.
            unsafe { (self.api().cuMemcpyDtoHAsync_v2)(dst as *mut c_void, src, bytes, s) },
            "cuMemcpyDtoHAsync",
        )?;
        self.finish(queue, s, "device to host copy")
    }

    fn device_to_device(
        &mut self,
        dst: DevPtr,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), AccError> {
        self.bind()?;
        let s = self.stream(queue)?;
        self.drv.check(
            // SAFETY: device sections supplied by the caller.
            unsafe { (self.api().cuMemcpyDtoDAsync_v2)(dst, src, bytes, s) },
            "cuMemcpyDtoDAsync",
        )?;
        self.finish(queue, s, "device to device copy")
    }

    fn zero(&mut self, dst: DevPtr, bytes: usize, queue: Queue) -> Result<(), AccError> {
        self.bind()?;
        let s = self.stream(queue)?;
        // SAFETY: device section allocated by the data actions.
        self.drv.check(
            unsafe { (self.api().cuMemsetD8Async)(dst, 0, bytes, s) },
            "cuMemsetD8Async",
        )?;
        self.finish(queue, s, "memset")
    }

    fn write_word(&mut self, dst: DevPtr, value: u64, queue: Queue) -> Result<(), AccError> {
        self.bind()?;
        let s = self.stream(queue)?;
        let api = &self.drv.api;
        if dst.is_multiple_of(4) {
            // Two stream-ordered 32-bit memsets: no host buffer has to outlive the call.
            // SAFETY: an 8-byte pointer slot inside a mapped device section.
            self.drv.check(
                unsafe { (api.cuMemsetD32Async)(dst, value as u32, 1, s) },
                "cuMemsetD32Async",
            )?;
            // SAFETY: as above.
            self.drv.check(
                unsafe { (api.cuMemsetD32Async)(dst + 4, (value >> 32) as u32, 1, s) },
                "cuMemsetD32Async",
            )?;
            return self.finish(queue, s, "pointer update");
        }
        let bytes = value.to_ne_bytes();
        // SAFETY: the stream is synchronised before `bytes` goes out of scope.
        self.drv.check(
            unsafe { (api.cuMemcpyHtoDAsync_v2)(dst, bytes.as_ptr() as *const c_void, 8, s) },
            "cuMemcpyHtoDAsync",
        )?;
        self.sync(s, "pointer update")
    }

    fn wait(&mut self, q: i32) -> Result<(), AccError> {
        self.bind()?;
        match self.streams.get(&q) {
            Some(&s) => self.sync(s, &format!("waiting for async queue {q}")),
            None => Ok(()),
        }
    }

    fn wait_all(&mut self) -> Result<(), AccError> {
        self.bind()?;
        for (&q, &s) in &self.streams {
            self.sync(s, &format!("waiting for async queue {q}"))?;
        }
        self.sync(self.sync_stream, "cuStreamSynchronize")
    }

    fn test(&mut self, q: i32) -> Result<bool, AccError> {
        self.bind()?;
        let Some(&s) = self.streams.get(&q) else {
            return Ok(true);
        };
        // SAFETY: live stream.
        match unsafe { (self.api().cuStreamQuery)(s) } {
            CUDA_SUCCESS => Ok(true),
            CUDA_ERROR_NOT_READY => Ok(false),
            r => self
                .drv
                .check(r, &format!("testing async queue {q}"))
                .map(|_| false),
        }
    }

    fn test_all(&mut self) -> Result<bool, AccError> {
        let queues: Vec<i32> = self.streams.keys().copied().collect();
        for q in queues {
            if !self.test(q)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn queue_wait(&mut self, waiter: Queue, waited: Option<i32>) -> Result<(), AccError> {
        self.bind()?;
        let sources: Vec<(i32, CUstream)> = match waited {
            Some(q) => self.streams.get(&q).map(|&s| (q, s)).into_iter().collect(),
            None => self.streams.iter().map(|(&q, &s)| (q, s)).collect(),
        };
        match waiter {
            Queue::Sync => {
                for (q, s) in sources {
                    self.sync(s, &format!("waiting for async queue {q}"))?;
                }
            }
            Queue::Async(w) => {
                let ws = self.stream(waiter)?;
                let api = &self.drv.api;
                for (q, s) in sources {
                    if q == w {
                        continue;
                    }
                    let mut ev = std::ptr::null_mut();
                    // SAFETY: plain out-parameter; live streams; destroying a recorded event
                    // after cuStreamWaitEvent is allowed (the wait keeps its state).
                    unsafe {
                        self.drv.check(
                            (api.cuEventCreate)(&mut ev, CU_EVENT_DISABLE_TIMING),
                            "cuEventCreate",
                        )?;
                        self.drv
                            .check((api.cuEventRecord)(ev, s), "cuEventRecord")?;
                        self.drv
                            .check((api.cuStreamWaitEvent)(ws, ev, 0), "cuStreamWaitEvent")?;
                        (api.cuEventDestroy_v2)(ev);
                    }
                }
            }
        }
        Ok(())
    }

    fn prepare_images(&mut self, images: &[Arc<Image>]) -> Result<Vec<usize>, AccError> {
        let ptx: Vec<&Image> = images
            .iter()
            .map(|i| &**i)
            .filter(|i| i.format == IMAGE_FORMAT_PTX)
            .collect();
        if ptx.iter().all(|i| self.modules.contains_key(&i.key)) {
            return Ok(Vec::new());
        }
        let symbols: Vec<_> = ptx.iter().map(|i| ptx_symbols(&i.data)).collect();
        let mut moved = Vec::new();
        for group in link_groups(&symbols) {
            let members: Vec<&Image> = group.iter().map(|&k| ptx[k]).collect();
            // Loaded images only: linked as they are (a group grows only by new images).
            if members.iter().all(|i| self.modules.contains_key(&i.key)) {
                continue;
            }
            self.bind()?;
            // A new image joining loaded ones (a library opened with `dlopen` whose device
            // code calls the program's routines or names its globals): a loaded module cannot
            // be linked against, so the group is linked again, the loaded images' code with
            // the new one; their kernels run from the new module from now on, and the caller
            // moves their globals' current values into it (decision 130). The old module
            // stays loaded: device addresses of its globals that the program kept (host_data,
            // acc_deviceptr) still point to memory, if no longer to the data the kernels use.
            let module = self.link(&members)?;
            // The launch memos hold the old module's functions (decision 132), whose globals
            // no longer hold the data.
            self.launch_memo = [None; LAUNCH_MEMOS];
            for img in members {
                if self.modules.contains_key(&img.key) {
                    moved.push(img.key);
                }
                self.modules.insert(
                    img.key,
                    LoadedModule {
                        module,
                        functions: vec![None; img.kernels.len()],
                    },
                );
            }
        }
        Ok(moved)
    }

    fn load_image(&mut self, image: &Image) -> Result<Vec<LoadedGlobal>, AccError> {
        self.bind()?;
        if image.format != IMAGE_FORMAT_PTX {
            // AMD code objects run on the HIP back end; an NVIDIA device has nothing to load.
            return Ok(Vec::new());
        }
        if !self.modules.contains_key(&image.key) {
            let mut text = image.data.clone();
            if text.last() != Some(&0) {
                text.push(0);
            }
            const LOG: usize = 16 << 10;
            let mut err_log = vec![0u8; LOG];
            let mut info_log = vec![0u8; LOG];
            let mut opts = [
                CU_JIT_ERROR_LOG_BUFFER,
                CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                CU_JIT_INFO_LOG_BUFFER,
                CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
            ];
            let mut vals = [
                err_log.as_mut_ptr() as *mut c_void,
                LOG as *mut c_void,
                info_log.as_mut_ptr() as *mut c_void,
                LOG as *mut c_void,
            ];
            let mut module = std::ptr::null_mut();
            // SAFETY: NUL-terminated PTX; option arrays of equal length with log buffers that
            // outlive the call.
            let r = unsafe {
                (self.api().cuModuleLoadDataEx)(
                    &mut module,
                    text.as_ptr() as *const c_void,
                    opts.len() as u32,
                    opts.as_mut_ptr(),
                    vals.as_mut_ptr(),
                )
            };
            if r != CUDA_SUCCESS {
                let log = String::from_utf8_lossy(
                    &err_log[..err_log.iter().position(|&b| b == 0).unwrap_or(LOG)],
                )
                .trim()
                .to_string();
                return Err(AccError::ModuleLoad(format!(
                    "cuModuleLoadDataEx: {}; JIT error log:\n{}",
                    self.drv.error_name(r),
                    if log.is_empty() { "(empty)" } else { &log }
                )));
            }
            self.modules.insert(
                image.key,
                LoadedModule {
                    module,
                    functions: vec![None; image.kernels.len()],
                },
            );
        }
        let module = self
            .modules
            .get(&image.key)
            .map(|m| m.module)
            .unwrap_or(std::ptr::null_mut());
        let mut out = Vec::new();
        for g in &image.globals {
            let name = CString::new(g.name.as_str()).map_err(|_| {
                AccError::ModuleLoad(format!("global name {:?} contains NUL", g.name))
            })?;
            let (mut d, mut size) = (0u64, 0usize);
            self.drv.check(
                // SAFETY: live module, NUL-terminated name, plain out-parameters.
                unsafe {
                    (self.api().cuModuleGetGlobal_v2)(&mut d, &mut size, module, name.as_ptr())
                },
                &format!("cuModuleGetGlobal({})", g.name),
            )?;
            out.push(LoadedGlobal {
                host: g.host,
                bytes: g.bytes.min(size),
                dev: d,
            });
        }
        Ok(out)
    }

    fn has_kernel(&self, image: &Image, kernel: u32) -> bool {
        image.format == IMAGE_FORMAT_PTX && image.has_device_code(kernel)
    }

    fn launch(&mut self, l: &DeviceLaunch<'_>, queue: Queue) -> Result<LaunchShape, AccError> {
        // A synchronous launch follows pending work on its own stream in stream order; an
        // asynchronous one completes a deferred wait first. A kernel launched before (its
        // memo below) on a thread this runtime made the context current on needs no
        // `cuCtxSetCurrent` (decision 132): if the program changed the context since, the
        // driver refuses the launch and it is bound and launched again.
        // Without vector_length: blocks of 256 threads, as CUDA programs commonly launch; with
        // one thread per iteration, 128-thread blocks left copy and saxpy at 0.86x and 0.74x
        // of CUDA's bandwidth on an H200 (twice the blocks to schedule).
        // A row kernel's shape is the runtime's when the program named no gang count.
        let rows = match l.gang_work {
            Some((n, false)) if l.rows && l.dims.gangs.iter().all(|&x| x == 0) => Some(n),
            _ => None,
        };
        let asked = match rows {
            Some(n) => row_block(n, self.sm_count, forced_row_warps()),
            None => Block {
                vector: if l.dims.vector == 0 {
                    DEFAULT_VECTOR_LENGTH
                } else {
                    l.dims.vector
                },
                workers: l.dims.workers.max(1),
            },
        };
        let memo = l.kernel as usize % LAUNCH_MEMOS;
        let hit = self.launch_memo[memo].filter(|m| {
            (m.image, m.kernel, m.asked, m.shared) == (l.image.key, l.kernel, asked, l.shared_bytes)
        });
        let late = queue != Queue::Sync && self.late_pending();
        let unbound = late || hit.is_none() || !self.bound_here();
        if late {
            self.bind()?;
        } else if unbound {
            self.bind_context()?;
        }
        let (f, Block { vector, workers }, per_sm, regs) = match hit {
            Some(m) => (m.f, m.block, m.per_sm, m.regs),
            None => {
                let f = self.function(l.image, l.kernel)?;
                // Never fail for a block the kernel cannot have: fewer workers, then fewer
                // lanes (OpenACC 3.3 §2.5.10–§2.5.11; block_shape.rs). The driver is
                // borrowed, not cloned: an `Arc` clone is two atomic read-modify-writes.
                let block = fit_block(
                    asked,
                    &mut FunctionLimits {
                        drv: &self.drv,
                        f,
                        cache: &mut self.max_threads,
                    },
                );
                let (per_sm, regs) = self.occupancy(f, block.threads(), l.shared_bytes);
                self.launch_memo[memo] = Some(LaunchMemo {
                    image: l.image.key,
                    kernel: l.kernel,
                    asked,
                    shared: l.shared_bytes,
                    f,
                    block,
                    per_sm,
                    regs,
                });
                (f, block, per_sm, regs)
            }
        };
        self.fit_stack(l);
        let mut g = l.dims.gangs;
        if g.iter().all(|&x| x == 0) {
            let g3 = if l.grid3_tile {
                grid3_tiles(l.gang_work, l.grid3, vector, workers)
            } else {
                grid3(l.gang_work, l.grid3, vector, workers)
            };
            let one_wave = self.sm_count * per_sm;
            g = g3.unwrap_or([
                match rows {
                    // One row per worker, at most one wave (the loop strides beyond it).
                    Some(n) => {
                        let blocks = n.div_ceil(u64::from(workers.max(1)));
                        blocks.clamp(1, u64::from(one_wave.max(1))) as u32
                    }
                    None => default_gangs(l.gang_work, vector * workers, one_wave),
                },
                1,
                1,
            ]);
        }
        let g = g.map(|x| x.max(1));
        let s = self.stream(queue)?;
        let name = || l.image.kernel_name(l.kernel);
        // SAFETY: `args` points to one pointer per kernel parameter (the compiler's contract,
        // docs/abi.md); the function and the stream belong to the back end's context.
        let go = || unsafe {
            (self.api().cuLaunchKernel)(
                f,
                g[0],
                g[1],
                g[2],
                vector,
                workers,
                1,
                l.shared_bytes,
                s,
                l.args,
                std::ptr::null_mut(),
            )
        };
        let mut r = go();
        if r != CUDA_SUCCESS && !unbound {
            // The thread's context may not be ours any more: bind and launch once more (a
            // refused launch queued nothing); a failure stays the launch's to report.
            let _ = self.bind_context();
            r = go();
        }
        if r != CUDA_SUCCESS {
            return Err(AccError::LaunchFailure(format!(
                "{} (gangs {}x{}x{}, workers {workers}, vector {vector}): {}",
                name(),
                g[0],
                g[1],
                g[2],
                self.drv.error_name(r)
            )));
        }
        if queue == Queue::Sync && l.exit_follows && self.late_allowed() {
            // The construct's exit waits (decision 62): `to_host`, `settle` or `bind`.
            self.late.set(true);
            self.late_thread.set(this_thread());
        } else if queue == Queue::Sync || profile::timing() {
            // SAFETY: live stream.
            let mut r = unsafe { (self.api().cuStreamSynchronize)(s) };
            if r != CUDA_SUCCESS && !unbound {
                let _ = self.bind_context();
                // SAFETY: as above.
                r = unsafe { (self.api().cuStreamSynchronize)(s) };
            }
            if r != CUDA_SUCCESS {
                return Err(AccError::LaunchFailure(format!(
                    "{}: {}",
                    name(),
                    self.drv.error_name(r)
                )));
            }
            if queue == Queue::Sync {
                // The wait covered whatever was pending on the stream before the kernel.
                self.late.set(false);
                self.late_words.take();
            }
        }
        Ok(LaunchShape {
            grid: g,
            block: [vector, workers],
            regs,
            blocks_per_sm: per_sm,
        })
    }

    fn settle(&mut self) -> Result<(), AccError> {
        // Every data exit asks (decision 69): one without a deferred wait pending makes no
        // driver call at all, not even the context's.
        if !self.late_sync || !self.late_pending() {
            return Ok(());
        }
        // The exit of the launch that deferred its wait (decision 62), with no memset queued:
        // the launch made the context current on this thread, so the wait needs no second
        // `cuCtxSetCurrent` (without the variable the launch's own wait needs none either).
        let words = self.late_words.take();
        let own = words.is_empty() && self.late_thread.get() == this_thread();
        self.late_words.set(words);
        if own {
            self.late.set(false);
            // SAFETY: live stream.
            if unsafe { (self.api().cuStreamSynchronize)(self.sync_stream) } == CUDA_SUCCESS {
                return Ok(());
            }
            // The launch may have found the context by the thread's note (decision 132)
            // while the program had made another one current: bound, the wait says.
            let _ = self.bind_context();
            return self.sync(self.sync_stream, "compute construct (kernel)");
        }
        self.bind()
    }

    fn property(&mut self, p: Property) -> usize {
        if self.bind().is_err() {
            return 0;
        }
        match p {
            Property::Memory => {
                let mut t = 0;
                // SAFETY: plain out-parameter.
                unsafe { (self.api().cuDeviceTotalMem_v2)(&mut t, self.dev) };
                t
            }
            Property::FreeMemory => {
                let (mut free, mut total) = (0, 0);
                // SAFETY: plain out-parameters.
                unsafe { (self.api().cuMemGetInfo_v2)(&mut free, &mut total) };
                free
            }
            _ => 0,
        }
    }

    fn property_string(&self, p: Property) -> Option<String> {
        match p {
            Property::Name => Some(self.name.clone()),
            Property::Vendor => Some("NVIDIA".into()),
            Property::Driver => {
                let v = self.drv.version();
                Some(format!("CUDA driver {}.{}", v / 1000, (v % 1000) / 10))
            }
            _ => None,
        }
    }

    fn native_device(&self) -> *mut c_void {
        self.dev as usize as *mut c_void
    }

    fn native_context(&self) -> *mut c_void {
        self.ctx
    }

    fn expose_device_memory(&mut self) {
        if !self.sync_copy_host_wait {
            self.sync_copy_host_wait = true;
            // A failed wait is a sticky context error that the next call reports.
            if self.bind().is_ok() {
                let _ = self.legacy_complete();
            }
        }
    }

    fn native_stream(&mut self, queue: Queue) -> Result<*mut c_void, AccError> {
        self.bind()?;
        self.expose_device_memory();
        self.stream(queue)
    }

    fn set_native_stream(&mut self, q: i32, stream: *mut c_void) -> bool {
        // The program may queue work on its stream without the runtime.
        self.expose_device_memory();
        self.last_stream = None;
        if let Some(old) = self.streams.insert(q, stream) {
            self.legacy.forget(old as usize);
            if !self.user_streams.contains(&q) {
                // SAFETY: the old stream is ours; finish its work before dropping it.
                unsafe {
                    (self.api().cuStreamSynchronize)(old);
                    (self.api().cuStreamDestroy_v2)(old);
                }
            }
        }
        self.user_streams.insert(q);
        true
    }

    fn shutdown(&mut self) {
        if self.bind().is_err() {
            return;
        }
        let _ = self.wait_all();
        let _ = self.legacy_complete();
        let regs = self.pins.drain();
        self.unregister(&regs);
        self.reclaim_pending();
        let api = &self.drv.api;
        // SAFETY: everything below belongs to this back end and is idle after wait_all.
        unsafe {
            for (&q, &s) in &self.streams {
                if !self.user_streams.contains(&q) {
                    (api.cuStreamDestroy_v2)(s);
                }
            }
            for p in self.blocks.drain_live() {
                (api.cuMemFree_v2)(p);
            }
            // Images linked together share one module.
            let modules: HashSet<usize> =
                self.modules.values().map(|m| m.module as usize).collect();
            for m in modules {
                (api.cuModuleUnload)(m as CUmodule);
            }
            if !self.legacy_event.is_null() {
                (api.cuEventDestroy_v2)(self.legacy_event);
            }
            if let StagingState::Ready(st) =
                std::mem::replace(&mut self.staging, StagingState::Unpinned(0))
            {
                for i in 0..2 {
                    (api.cuMemFreeHost)(st.bufs[i]);
                    (api.cuEventDestroy_v2)(st.events[i]);
                }
            }
        }
        self.streams.clear();
        self.last_stream = None;
        self.legacy_event = std::ptr::null_mut();
        self.legacy.clear();
        self.modules.clear();
        self.launch_memo = [None; LAUNCH_MEMOS];
        CONTEXT_EPOCH.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        // Function handles of unloaded modules may come back for other kernels.
        self.occupancy.clear();
        self.max_threads.clear();
        self.release_cache();
        // SAFETY: the context was retained in `new`.
        unsafe { (self.api().cuDevicePrimaryCtxRelease_v2)(self.dev) };
    }
}

#[cfg(test)]
mod tests {
    use super::{default_gangs, grid3, grid3_tiles, row_block, scalar_memsets};

    /// Decision 69: an 8-byte scalar of two equal words is one memset of two words.
    #[test]
    fn equal_words_are_one_memset() {
        let all = |b: &[u8]| scalar_memsets(b).collect::<Vec<_>>();
        assert_eq!(all(&0f64.to_ne_bytes()), vec![(0, 0, 2)]);
        assert_eq!(all(&(-1i64).to_ne_bytes()), vec![(0, u32::MAX, 2)]);
        let one = 1f64.to_ne_bytes();
        let w = |k: usize| u32::from_ne_bytes([one[k], one[k + 1], one[k + 2], one[k + 3]]);
        assert_eq!(all(&one), vec![(0, w(0), 1), (4, w(4), 1)]);
        assert_eq!(all(&7i32.to_ne_bytes()), vec![(0, 7, 1)]);
    }

    /// Without `num_gangs`: one gang per gang-loop iteration, one thread per iteration of a
    /// thread loop (rounded up), clamped to CUDA's grid limit; one wave without a hint.
    #[test]
    fn default_grid_follows_the_gang_loop() {
        assert_eq!(default_gangs(Some((1 << 26, true)), 128, 2112), 1 << 19);
        assert_eq!(default_gangs(Some((1000, true)), 128, 2112), 8);
        assert_eq!(default_gangs(Some((1000, false)), 128, 2112), 1000);
        assert_eq!(default_gangs(Some((0, true)), 128, 2112), 1);
        assert_eq!(
            default_gangs(Some((u64::MAX, false)), 128, 2112),
            i32::MAX as u32
        );
        assert_eq!(default_gangs(None, 128, 2112), 2112);
    }

    /// Decision 61: `⌈n₂/V⌉ × n₁ × n₀` for a `collapse(3)` loop whose kernel reads the grid;
    /// the one-dimensional grid where the kernel would not recognise the shape.
    #[test]
    fn collapse3_grid_is_three_dimensional() {
        let w = Some((510 * 510 * 510, true));
        assert_eq!(grid3(w, Some([510, 510]), 256, 1), Some([2, 510, 510]));
        assert_eq!(grid3(w, Some([510, 510]), 64, 1), Some([8, 510, 510]));
        // Inner trip counts of 256 and 300: no lane idle; 212 of 512 idle.
        assert_eq!(
            grid3(Some((256 * 6, true)), Some([2, 3]), 256, 1),
            Some([1, 2, 3])
        );
        assert_eq!(grid3(Some((300 * 6, true)), Some([2, 3]), 256, 1), None);
        // Blocks with workers, no hint, one row of blocks, extents beyond 65535.
        assert_eq!(grid3(w, Some([510, 510]), 32, 4), None);
        assert_eq!(grid3(w, None, 256, 1), None);
        assert_eq!(grid3(Some((300, true)), Some([1, 1]), 256, 1), None);
        assert_eq!(
            grid3(Some((70000 * 6, true)), Some([2, 70000]), 256, 1),
            None
        );
        assert_eq!(grid3(Some((0, true)), Some([0, 5]), 256, 1), None);
        assert_eq!(grid3(Some((7, false)), Some([7, 1]), 256, 1), None);
        // An empty inner dimension: no block has work (the kernel checks each thread).
        assert_eq!(grid3(Some((0, true)), Some([4, 5]), 256, 1), None);
    }

    /// Decision 68: tiles of 32 × V/64 × 2, CUDA's 32 × 4 × 2 blocks at V = 256; the
    /// one-dimensional grid where the tiles would idle more than an eighth of the lanes.
    #[test]
    fn collapse3_tiles() {
        let w = Some((510 * 510 * 255, true));
        assert_eq!(
            grid3_tiles(w, Some([510, 255]), 256, 1),
            Some([16, 128, 128])
        );
        assert_eq!(
            grid3_tiles(w, Some([510, 255]), 128, 1),
            Some([16, 255, 128])
        );
        assert_eq!(
            grid3_tiles(w, Some([510, 255]), 1024, 1),
            Some([16, 32, 128])
        );
        // V not a multiple of 64, workers, no hint.
        assert_eq!(grid3_tiles(w, Some([510, 255]), 96, 1), None);
        assert_eq!(grid3_tiles(w, Some([510, 255]), 64, 4), None);
        assert_eq!(grid3_tiles(w, None, 256, 1), None);
        // 16 × 5 × 3: 512 of each block's lanes hold 240 points.
        assert_eq!(grid3_tiles(Some((240, true)), Some([5, 3]), 256, 1), None);
        // 250 × 23 × 17 (testsuite acc/vector/060): partial tiles on every axis, 11.6% idle.
        assert_eq!(
            grid3_tiles(Some((250 * 23 * 17, true)), Some([23, 17]), 256, 1),
            Some([8, 6, 9])
        );
        // 32 × 8 × 4: two whole tiles per plane pair.
        assert_eq!(
            grid3_tiles(Some((32 * 8 * 4, true)), Some([8, 4]), 256, 1),
            Some([1, 2, 2])
        );
        // Beyond 65535 planes; an empty nest.
        assert_eq!(
            grid3_tiles(Some((64 * 4 * 140000, true)), Some([4, 140000]), 256, 1),
            None
        );
        assert_eq!(grid3_tiles(Some((0, true)), Some([4, 5]), 256, 1), None);
    }
    #[test]
    fn rows_get_a_warp_or_a_block_by_their_count() {
        use super::Block;
        let warp = Block {
            vector: 32,
            workers: 4,
        };
        let block = |vector| Block { vector, workers: 1 };
        // An H200: 132 SMs, 4,224 warps at 32 per SM.
        assert_eq!(row_block(4096, 132, None), warp); // kernels_app
        assert_eq!(row_block(4224, 132, None), warp);
        assert_eq!(row_block(2112, 132, None), block(64));
        assert_eq!(row_block(1500, 132, None), block(64));
        assert_eq!(row_block(800, 132, None), block(128)); // miniWeather 1600x800
        assert_eq!(row_block(1, 132, None), block(128));
        assert_eq!(row_block(0, 132, None), block(128));
        // A smaller GPU fills with fewer rows.
        assert_eq!(row_block(800, 16, None), warp);
        // OXACC_ROW_WARPS.
        assert_eq!(row_block(800, 132, Some(1)), warp);
        assert_eq!(row_block(4096, 132, Some(2)), block(64));
        assert_eq!(row_block(4096, 132, Some(8)), block(256));
    }
}
