//! The host back end: the "device" is the host, and kernels run gang-parallel on a rayon pool.
//!
//! By default host memory is shared (OpenACC 3.3 §2.6.1): device addresses are host addresses
//! and no data moves. `OXACC_HOST_MEMORY=discrete` makes the host pose as a device with its own
//! memory: every data clause then allocates and copies exactly as on a GPU, which lets the test
//! suite check copy semantics without a GPU.

use std::alloc::{self, Layout};
use std::collections::HashMap;
use std::ffi::c_void;

use rayon::prelude::*;

use super::{Backend, BlockUse, DeviceLaunch, LaunchDims, LaunchShape, LoadedGlobal};
use crate::async_queue::Queue;
use crate::device::{DeviceType, Property};
use crate::error::AccError;
use crate::image::Image;
use crate::present_table::DevPtr;

/// What a host-fallback kernel is told about the gang it runs (docs/abi.md `oxacc_gang_ctx`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GangCtx {
    pub num_gangs: [u32; 3],
    pub num_workers: u32,
    pub vector_length: u32,
    pub gang: [u32; 3],
}

/// `void (*)(void **args, const oxacc_gang_ctx *ctx)`: runs one gang on the host.
pub type HostKernel = unsafe extern "C" fn(args: *mut *mut c_void, ctx: *const GangCtx);

const ALIGN: usize = 256;

pub struct HostBackend {
    shared: bool,
    /// Discrete mode: live allocations and their layouts.
    blocks: HashMap<usize, Layout>,
}

impl HostBackend {
    pub fn new(shared: bool) -> Self {
        HostBackend {
            shared,
            blocks: HashMap::new(),
        }
    }
}

/// The gang counts a launch gets on the host: zero means one gang per pool thread.
pub fn host_dims(dims: LaunchDims) -> LaunchDims {
    let mut d = dims;
    if d.gangs.iter().all(|&g| g == 0) {
        d.gangs = [super::host_team::team_size() as u32, 1, 1];
    }
    for g in &mut d.gangs {
        *g = (*g).max(1);
    }
    d.workers = d.workers.max(1);
    d.vector = d.vector.max(1);
    d
}

thread_local! {
    /// The gang this thread runs, while it runs one.
    static GANG: std::cell::Cell<Option<GangCtx>> = const { std::cell::Cell::new(None) };
    /// The gang runs for the host device (not a host fallback, `if(false)`): code that names a
    /// `declare`d global uses the device copy ([`global_addr`]).
    static AS_DEVICE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Discrete memory's device copies of `declare`d globals, by host address (start, bytes,
/// device address); empty in shared memory, where each global is its own device copy.
static DEVICE_GLOBALS: std::sync::RwLock<Vec<(usize, usize, usize)>> =
    std::sync::RwLock::new(Vec::new());
static ANY_DEVICE_GLOBALS: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// The address code running in the calling thread uses for global `host`: its device copy
/// while the thread runs a kernel's gang for the host device in discrete memory, else `host`.
/// Host kernels and the routines they call name `declare`d globals through this (a GPU's
/// device code names the image's symbol, the device copy), because a routine's host version
/// is shared by host code and host kernels.
pub fn global_addr(host: usize) -> usize {
    if !ANY_DEVICE_GLOBALS.load(std::sync::atomic::Ordering::Acquire)
        || !AS_DEVICE.with(|a| a.get())
    {
        return host;
    }
    let table = DEVICE_GLOBALS.read().unwrap_or_else(|e| e.into_inner());
    table
        .iter()
        .find(|&&(h, bytes, _)| host >= h && host - h < bytes.max(1))
        .map_or(host, |&(h, _, d)| d + (host - h))
}

/// The gang the calling thread runs for the host back end, if any (`omp_get_team_num`):
/// its index along x and the gang count along x.
pub fn current_gang() -> Option<(u32, u32)> {
    GANG.with(|g| g.get()).map(|c| (c.gang[0], c.num_gangs[0]))
}

/// The gang the calling thread runs along grid dimension `dim` (0 = x): its index and the
/// gang count; gang 0 of 1 outside a kernel.
pub fn current_gang_in(dim: u32) -> (u32, u32) {
    let d = dim.min(2) as usize;
    GANG.with(|g| g.get())
        .map_or((0, 1), |c| (c.gang[d], c.num_gangs[d]))
}

/// Runs a kernel's host version: one call per gang, gangs in parallel (DESIGN.md "Runtime"),
/// a contiguous block of gangs per thread of the host team (host_team.rs).
///
/// # Safety
/// `kernel` must be safe to call with `args` from several threads at once, one gang each.
/// `as_device`: the kernel runs for the host device (its data clauses mapped), not as a host
/// fallback.
pub unsafe fn run_gangs(
    kernel: HostKernel,
    args: *mut *mut c_void,
    dims: LaunchDims,
    as_device: bool,
) {
    let d = host_dims(dims);
    let [gx, gy, gz] = d.gangs;
    let total = gx as u64 * gy as u64 * gz as u64;
    // Raw pointers are not Send; the kernel contract (see above) makes sharing them sound.
    let args_addr = args as usize;
    let run = move |i: u64| {
        let ctx = GangCtx {
            num_gangs: d.gangs,
            num_workers: d.workers,
            vector_length: d.vector,
            gang: [
                (i % gx as u64) as u32,
                ((i / gx as u64) % gy as u64) as u32,
                (i / (gx as u64 * gy as u64)) as u32,
            ],
        };
        let outer = GANG.with(|g| g.replace(Some(ctx)));
        let outer_device = AS_DEVICE.with(|a| a.replace(as_device));
        // SAFETY: guaranteed by the caller (see the function's contract).
        unsafe { kernel(args_addr as *mut *mut c_void, &ctx) };
        GANG.with(|g| g.set(outer));
        AS_DEVICE.with(|a| a.set(outer_device));
    };
    if total == 1 {
        run(0);
    } else if !super::host_team::run(total, &run) {
        (0..total).into_par_iter().for_each(run);
    }
}

fn meminfo(field: &str) -> usize {
    std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|text| {
            text.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<usize>().ok())
        })
        .map(|kb| kb * 1024)
        .unwrap_or(0)
}

impl Backend for HostBackend {
    fn device_type(&self) -> DeviceType {
        DeviceType::Host
    }

    fn shares_host_memory(&self) -> bool {
        self.shared
    }

    fn describe(&self) -> String {
        format!(
            "host ({} threads, {} memory)",
            super::host_team::team_size(),
            if self.shared { "shared" } else { "discrete" }
        )
    }

    fn alloc(&mut self, bytes: usize, _use: BlockUse) -> Result<DevPtr, AccError> {
        let oom = || AccError::OutOfMemory {
            bytes,
            device: "host".into(),
        };
        let layout = Layout::from_size_align(bytes.max(1), ALIGN).map_err(|_| oom())?;
        // SAFETY: the layout has a nonzero size.
        let p = unsafe { alloc::alloc(layout) };
        if p.is_null() {
            return Err(oom());
        }
        self.blocks.insert(p as usize, layout);
        Ok(p as DevPtr)
    }

    fn free(&mut self, ptr: DevPtr, _queue: Queue) -> Result<(), AccError> {
        match self.blocks.remove(&(ptr as usize)) {
            // SAFETY: the pointer came from `alloc` with this layout and is freed once.
            Some(layout) => unsafe { alloc::dealloc(ptr as usize as *mut u8, layout) },
            None => {
                return Err(AccError::InvalidArgument(format!(
                    "{ptr:#x} is not device memory allocated by the runtime"
                )))
            }
        }
        Ok(())
    }

    fn to_device(
        &mut self,
        dst: DevPtr,
        src: usize,
        bytes: usize,
        _q: Queue,
    ) -> Result<(), AccError> {
        copy(dst as usize, src, bytes);
        Ok(())
    }

    fn to_host(
        &mut self,
        dst: usize,
        src: DevPtr,
        bytes: usize,
        _q: Queue,
    ) -> Result<(), AccError> {
        copy(dst, src as usize, bytes);
        Ok(())
    }

    fn device_to_device(
        &mut self,
        dst: DevPtr,
        src: DevPtr,
        bytes: usize,
        _q: Queue,
    ) -> Result<(), AccError> {
        copy(dst as usize, src as usize, bytes);
        Ok(())
    }

    fn zero(&mut self, dst: DevPtr, bytes: usize, _q: Queue) -> Result<(), AccError> {
        if bytes > 0 {
            // SAFETY: the data actions only zero device memory they allocated for `bytes`.
            unsafe { std::ptr::write_bytes(dst as usize as *mut u8, 0, bytes) };
        }
        Ok(())
    }

    fn write_word(&mut self, dst: DevPtr, value: u64, _q: Queue) -> Result<(), AccError> {
        // SAFETY: the data actions only write pointer slots inside mapped device sections.
        unsafe { (dst as usize as *mut u64).write_unaligned(value) };
        Ok(())
    }

    // Host work runs synchronously: every queue is always empty, which is a valid schedule
    // for asynchronous activities (OpenACC 3.3 §2.16.1).
    fn wait(&mut self, _q: i32) -> Result<(), AccError> {
        Ok(())
    }
    fn wait_all(&mut self) -> Result<(), AccError> {
        Ok(())
    }
    fn test(&mut self, _q: i32) -> Result<bool, AccError> {
        Ok(true)
    }
    fn test_all(&mut self) -> Result<bool, AccError> {
        Ok(true)
    }
    fn queue_wait(&mut self, _w: Queue, _q: Option<i32>) -> Result<(), AccError> {
        Ok(())
    }

    fn load_image(&mut self, image: &Image) -> Result<Vec<LoadedGlobal>, AccError> {
        let mut out = Vec::with_capacity(image.globals.len());
        for g in &image.globals {
            // Shared memory: the host copy is the device copy. A `link` global is the storage
            // its clauses map it to, as on a GPU (runtime.rs `load_image`).
            if self.shared || g.link || g.bytes == 0 {
                out.push(LoadedGlobal {
                    host: g.host,
                    bytes: g.bytes,
                    dev: g.host as DevPtr,
                });
                continue;
            }
            // A global that an image loaded before names too (a common block in several
            // files) keeps the device copy it has: host code finds one copy by address.
            let known = DEVICE_GLOBALS
                .read()
                .unwrap_or_else(|e| e.into_inner())
                .iter()
                .find(|&&(h, bytes, _)| h == g.host && bytes >= g.bytes)
                .map(|&(_, _, d)| d);
            if let Some(d) = known {
                out.push(LoadedGlobal {
                    host: g.host,
                    bytes: g.bytes,
                    dev: d as DevPtr,
                });
                continue;
            }
            // Discrete memory: a device copy of its own that starts with the value the global
            // had at program start, as a GPU's starts with the image's initializer.
            let dev = self.alloc(g.bytes, BlockUse::Runtime)?;
            if g.host_init {
                // The image's definition holds zeros, as a GPU image's common block does; the
                // device (runtime.rs `start_from_host`) writes the value, on every back end.
                // SAFETY: a fresh block of `bytes` bytes.
                unsafe { std::ptr::write_bytes(dev as *mut u8, 0, g.bytes) };
            } else {
                let from = g.initial.as_deref().map_or(g.host, |b| b.as_ptr() as usize);
                copy(dev as usize, from, g.bytes);
            }
            DEVICE_GLOBALS
                .write()
                .unwrap_or_else(|e| e.into_inner())
                .push((g.host, g.bytes, dev as usize));
            ANY_DEVICE_GLOBALS.store(true, std::sync::atomic::Ordering::Release);
            out.push(LoadedGlobal {
                host: g.host,
                bytes: g.bytes,
                dev,
            });
        }
        Ok(out)
    }

    fn has_kernel(&self, _image: &Image, _kernel: u32) -> bool {
        false
    }

    fn launch(&mut self, _l: &DeviceLaunch<'_>, _q: Queue) -> Result<LaunchShape, AccError> {
        Err(AccError::LaunchFailure(
            "the host back end runs host kernels only".into(),
        ))
    }

    fn property(&mut self, p: Property) -> usize {
        match p {
            Property::Memory => meminfo("MemTotal:"),
            Property::FreeMemory => meminfo("MemAvailable:"),
            Property::SharedMemorySupport => usize::from(self.shared),
            _ => 0,
        }
    }

    fn property_string(&self, p: Property) -> Option<String> {
        match p {
            Property::Name => Some(format!("host ({} threads)", super::host_team::team_size())),
            Property::Vendor => Some("oxacc".into()),
            Property::Driver => Some(format!("oxacc host back end {}", env!("CARGO_PKG_VERSION"))),
            _ => None,
        }
    }

    fn shutdown(&mut self) {
        DEVICE_GLOBALS
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
        for (p, layout) in self.blocks.drain() {
            // SAFETY: each block came from `alloc` with its layout and is freed once.
            unsafe { alloc::dealloc(p as *mut u8, layout) };
        }
    }
}

fn copy(dst: usize, src: usize, bytes: usize) {
    if bytes == 0 || dst == src {
        return;
    }
    // SAFETY: callers pass sections the present table (or the user, for acc_memcpy_*) vouches
    // for; `copy` (memmove) tolerates overlap.
    unsafe { std::ptr::copy(src as *const u8, dst as *mut u8, bytes) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    static CALLS: AtomicU32 = AtomicU32::new(0);

    unsafe extern "C" fn count_gangs(args: *mut *mut c_void, ctx: *const GangCtx) {
        let ctx = unsafe { &*ctx };
        let out = unsafe { *(*args as *mut *mut u32) };
        let g = ctx.gang[0] + ctx.gang[1] * ctx.num_gangs[0] + ctx.gang[2] * 6;
        unsafe { *out.add(g as usize) = g + 1 };
        CALLS.fetch_add(1, Ordering::Relaxed);
    }

    #[test]
    fn every_gang_runs_once() {
        let mut out = vec![0u32; 24];
        let mut p = out.as_mut_ptr();
        let mut args = [&mut p as *mut *mut u32 as *mut c_void];
        let dims = LaunchDims {
            gangs: [3, 2, 4],
            workers: 1,
            vector: 1,
        };
        unsafe { run_gangs(count_gangs, args.as_mut_ptr(), dims, false) };
        assert_eq!(out, (1..=24).collect::<Vec<u32>>());
        assert_eq!(CALLS.load(Ordering::Relaxed), 24);
    }

    #[test]
    fn discrete_memory_copies() {
        let mut b = HostBackend::new(false);
        let src = [1u8, 2, 3, 4];
        let mut back = [0u8; 4];
        let d = b.alloc(4, BlockUse::Runtime).unwrap();
        b.to_device(d, src.as_ptr() as usize, 4, Queue::Sync)
            .unwrap();
        b.to_host(back.as_mut_ptr() as usize, d, 4, Queue::Sync)
            .unwrap();
        assert_eq!(back, src);
        b.free(d, Queue::Sync).unwrap();
        assert!(b.free(d, Queue::Sync).is_err());
    }

    static SEEN: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

    unsafe extern "C" fn read_global(args: *mut *mut c_void, _ctx: *const GangCtx) {
        let host = unsafe { *args } as usize;
        SEEN.store(global_addr(host), Ordering::Relaxed);
    }

    /// Discrete memory: a `declare`d global gets a block of its own that starts with the bytes
    /// kept at registration, and only a gang run for the device names it (decision 114).
    #[test]
    fn discrete_globals_have_their_own_copy() {
        let mut b = HostBackend::new(false);
        let mut g = [9u32; 2];
        let host = g.as_mut_ptr() as usize;
        let desc = |link| crate::image::GlobalDesc {
            name: "g".into(),
            host,
            bytes: 8,
            copyin: true,
            link,
            initial: Some([1u8, 0, 0, 0, 2, 0, 0, 0].to_vec()),
            host_init: false,
        };
        let image = Image {
            key: 1,
            format: 0,
            data: Vec::new(),
            kernels: Vec::new(),
            host_only: Vec::new(),
            stack: Vec::new(),
            globals: vec![desc(false)],
        };
        let loaded = b.load_image(&image).unwrap();
        let dev = loaded[0].dev as usize;
        assert_ne!(dev, host);
        // SAFETY: discrete host "device" memory is host memory of 8 bytes.
        assert_eq!(unsafe { *(dev as *const [u32; 2]) }, [1, 2]);
        assert_eq!(g, [9, 9]);
        // The same global in another image keeps its copy.
        let again = b
            .load_image(&Image {
                key: 2,
                ..image.clone()
            })
            .unwrap();
        assert_eq!(again[0].dev as usize, dev);
        assert_eq!(
            global_addr(host + 4),
            host + 4,
            "host code names the global"
        );
        let mut args = [host as *mut c_void];
        let dims = LaunchDims {
            gangs: [1, 1, 1],
            workers: 1,
            vector: 1,
        };
        unsafe { run_gangs(read_global, args.as_mut_ptr(), dims, true) };
        assert_eq!(SEEN.load(Ordering::Relaxed), dev);
        unsafe { run_gangs(read_global, args.as_mut_ptr(), dims, false) };
        assert_eq!(
            SEEN.load(Ordering::Relaxed),
            host,
            "a host fallback names the global"
        );
        b.shutdown();
        assert_eq!(global_addr(host), host);
        let link = Image {
            globals: vec![desc(true)],
            ..image
        };
        assert_eq!(b.load_image(&link).unwrap()[0].dev as usize, host);
    }
}
