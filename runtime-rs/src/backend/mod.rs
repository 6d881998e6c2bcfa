//! The back-end trait: one implementation per kind of device (DESIGN.md "Runtime").
//!
//! A back end owns device memory, copies, activity queues and kernel launch; everything the
//! spec says about presence and counters lives above it, in data_actions.rs, so every back end
//! gets the same semantics.

pub mod block_cache;
pub mod block_shape;
pub mod cuda;
pub mod cuda_driver;
pub mod fast_hash;
pub mod host;
pub mod host_team;
pub mod legacy_order;
pub mod pin_cache;

use std::ffi::c_void;

pub use block_cache::BlockUse;

use crate::async_queue::Queue;
use crate::device::{DeviceType, Property};
use crate::error::AccError;
use crate::image::Image;
use crate::present_table::DevPtr;

/// Launch geometry (DESIGN.md "Device code"): gangs → blocks (3 dims), workers →
/// threadIdx.y, vector → threadIdx.x. Zero means "the runtime picks".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LaunchDims {
    pub gangs: [u32; 3],
    pub workers: u32,
    pub vector: u32,
}

/// A device kernel launch.
#[derive(Debug, Clone)]
pub struct DeviceLaunch<'a> {
    pub image: &'a Image,
    pub kernel: u32,
    /// `void **`: pointers to each argument value, as cuLaunchKernel takes them.
    pub args: *mut *mut c_void,
    pub dims: LaunchDims,
    pub shared_bytes: u32,
    /// The gang loop's iteration count, and whether each thread takes one iteration: sizes
    /// the grid when the program names no gang count.
    pub gang_work: Option<(u64, bool)>,
    /// The middle and outer trip counts of a `collapse(3)` gang loop whose kernel can take a
    /// 3-D grid (`gang_work` is then their product with the inner one).
    pub grid3: Option<[u64; 2]>,
    /// The construct's data exit follows the launch at once (`LAUNCH_EXIT_FOLLOWS`): a back
    /// end may leave a synchronous launch's wait to it (`settle`, or the exit's first copy).
    pub exit_follows: bool,
    /// With `grid3`: the kernel takes the 3-D grid in tiles of 2 planes × V/64 rows × 32
    /// (`LAUNCH_GRID3_TILE`, decision 68), not rows of V.
    pub grid3_tile: bool,
    /// `gang_work` counts rows (`LAUNCH_ROWS`, decision 78): the kernel runs as well on
    /// blocks of one warp per row (32 × W) as on blocks of one row (V × 1).
    pub rows: bool,
    /// The region as messages name it (`file:line: construct (kernel ...)`), built only
    /// when a message may need it (decision 115's stack hint).
    pub region: RegionName<'a>,
}

/// [`DeviceLaunch::region`]: the name, built on demand.
#[derive(Clone, Copy)]
pub struct RegionName<'a>(pub &'a dyn Fn() -> String);

impl std::fmt::Debug for RegionName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RegionName")
    }
}

/// What a device launch ran with: the grid and block the back end chose and, where the driver
/// says, the kernel's registers per thread and resident blocks per multiprocessor.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LaunchShape {
    pub grid: [u32; 3],
    pub block: [u32; 2],
    pub regs: u32,
    pub blocks_per_sm: u32,
}

/// A global variable of a loaded image that has a device copy (`declare`, §2.13).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoadedGlobal {
    pub host: usize,
    pub bytes: usize,
    pub dev: DevPtr,
}

pub trait Backend: Send {
    fn device_type(&self) -> DeviceType;
    /// True when device code reads host memory directly: data clauses then move nothing
    /// (OpenACC 3.3 §2.6.1 shared memory).
    fn shares_host_memory(&self) -> bool;
    fn describe(&self) -> String;

    /// Allocates device memory; `use_` says whether freeing it may keep it for reuse
    /// (block_cache.rs).
    fn alloc(&mut self, bytes: usize, use_: BlockUse) -> Result<DevPtr, AccError>;
    /// Frees device memory once everything already queued on `queue` is done.
    fn free(&mut self, ptr: DevPtr, queue: Queue) -> Result<(), AccError>;
    fn to_device(
        &mut self,
        dst: DevPtr,
        src: usize,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), AccError>;
    fn to_host(
        &mut self,
        dst: usize,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), AccError>;
    fn device_to_device(
        &mut self,
        dst: DevPtr,
        src: DevPtr,
        bytes: usize,
        queue: Queue,
    ) -> Result<(), AccError>;
    fn zero(&mut self, dst: DevPtr, bytes: usize, queue: Queue) -> Result<(), AccError>;
    /// Page-locks the host bytes [p, p + bytes) for this device's transfers (an OpenMP
    /// allocator with the `pinned` trait, 5.0 §2.11.2); false where the device has no use
    /// for it (the host back end).
    fn pin_host(&mut self, _p: usize, _bytes: usize) -> Result<bool, AccError> {
        Ok(false)
    }
    /// Undoes `pin_host`.
    fn unpin_host(&mut self, _p: usize) -> Result<(), AccError> {
        Ok(())
    }
    /// A present mapping of host bytes [host, host + bytes) began (runtime.rs `Device::map`):
    /// a back end that page-locks repeatedly copied ranges (decision 99) follows mappings,
    /// since only their host memory is known to stay valid.
    fn host_mapped(&mut self, _host: usize, _bytes: usize) {}
    /// The mapping starting at `host` ended: nothing of it may stay page-locked, since the
    /// program may free the memory now.
    fn host_unmapped(&mut self, _host: usize) {}
    /// Stores one pointer-sized value into device memory, ordered on `queue` (attach and
    /// detach updates, §2.7.2), without a host buffer that must outlive the call.
    fn write_word(&mut self, dst: DevPtr, value: u64, queue: Queue) -> Result<(), AccError>;

    /// Blocks until queue `q` is empty.
    fn wait(&mut self, q: i32) -> Result<(), AccError>;
    fn wait_all(&mut self) -> Result<(), AccError>;
    fn test(&mut self, q: i32) -> Result<bool, AccError>;
    fn test_all(&mut self) -> Result<bool, AccError>;
    /// Makes later work on `waiter` wait for what is queued now on `waited` (every queue when
    /// `None`) without blocking the host (OpenACC 3.3 §2.16.3, acc_wait_async).
    fn queue_wait(&mut self, waiter: Queue, waited: Option<i32>) -> Result<(), AccError>;

    /// Called with every registered image, loaded or not, before the new ones are loaded one
    /// by one: a back end that links images together (device code across files) does it
    /// here. Returns the keys of images loaded before whose code it linked again, into one
    /// module with a new image that refers to their symbols (a library opened with `dlopen`
    /// calling the program's routines, decision 130): their globals now live in that module,
    /// and the caller moves them there (`Device::prepare_images`).
    fn prepare_images(
        &mut self,
        _images: &[std::sync::Arc<Image>],
    ) -> Result<Vec<usize>, AccError> {
        Ok(Vec::new())
    }
    /// Loads a device image; returns the device copies of its globals.
    fn load_image(&mut self, image: &Image) -> Result<Vec<LoadedGlobal>, AccError>;
    /// True when `launch` can run kernel `kernel` of `image` on this device.
    fn has_kernel(&self, image: &Image, kernel: u32) -> bool;
    fn launch(&mut self, launch: &DeviceLaunch<'_>, queue: Queue) -> Result<LaunchShape, AccError>;
    /// Completes a synchronous launch whose wait `launch` deferred to the construct's exit
    /// (decision 62); every other operation of the back end does so first too.
    fn settle(&mut self) -> Result<(), AccError> {
        Ok(())
    }

    fn property(&mut self, p: Property) -> usize;
    fn property_string(&self, p: Property) -> Option<String>;

    /// CUDA interop (OpenACC 3.3 §A.2.1); null on other back ends.
    fn native_device(&self) -> *mut c_void {
        std::ptr::null_mut()
    }
    fn native_context(&self) -> *mut c_void {
        std::ptr::null_mut()
    }
    fn native_stream(&mut self, _queue: Queue) -> Result<*mut c_void, AccError> {
        Ok(std::ptr::null_mut())
    }
    /// The program holds device addresses or streams (acc_malloc, acc_deviceptr, `host_data`,
    /// raw copies to addresses it names, acc_get_cuda_stream ...) and may use them outside the
    /// runtime, with its own CUDA code: from now on every synchronous copy to the device is
    /// complete on the device when the routine returns, as the runtime's own work does not
    /// need (decision 54).
    fn expose_device_memory(&mut self) {}
    fn set_native_stream(&mut self, _q: i32, _stream: *mut c_void) -> bool {
        false
    }
    /// Releases cached memory and queues (acc_shutdown).
    fn shutdown(&mut self) {}
}
