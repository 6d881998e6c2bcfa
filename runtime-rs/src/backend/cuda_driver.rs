//! A thin layer over the CUDA driver API, loaded with dlopen at run time: nothing of CUDA is
//! needed to build the runtime, and a machine without libcuda or without a GPU simply has no
//! NVIDIA device (DESIGN.md "Runtime").

#![allow(non_snake_case)]

use std::ffi::{c_char, c_void, CStr};

use libloading::Library;

use crate::error::AccError;

pub type CUresult = i32;
pub type CUdevice = i32;
pub type CUcontext = *mut c_void;
pub type CUmodule = *mut c_void;
pub type CUfunction = *mut c_void;
pub type CUstream = *mut c_void;
pub type CUevent = *mut c_void;
pub type CUdeviceptr = u64;
pub type CUlinkState = *mut c_void;

pub const CUDA_SUCCESS: CUresult = 0;
pub const CUDA_ERROR_OUT_OF_MEMORY: CUresult = 2;
pub const CUDA_ERROR_NOT_READY: CUresult = 600;
/// The errors a kernel overflowing its stack ends with: an access outside the thread's local
/// window, CUDA_ERROR_HARDWARE_STACK_ERROR, or the unspecified launch failure.
pub const CUDA_ERROR_ILLEGAL_ADDRESS: CUresult = 700;
pub const CUDA_ERROR_HARDWARE_STACK_ERROR: CUresult = 714;
pub const CUDA_ERROR_LAUNCH_FAILED: CUresult = 719;
pub const CU_STREAM_NON_BLOCKING: u32 = 1;
pub const CU_EVENT_DISABLE_TIMING: u32 = 2;
pub const CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: i32 = 16;
/// CU_LIMIT_MALLOC_HEAP_SIZE: the device heap of `malloc`/`free` in device code.
pub const CU_LIMIT_MALLOC_HEAP_SIZE: i32 = 2;
/// CU_LIMIT_STACK_SIZE: each GPU thread's stack.
pub const CU_LIMIT_STACK_SIZE: i32 = 0;
pub const CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: i32 = 0;
pub const CU_FUNC_ATTRIBUTE_NUM_REGS: i32 = 4;
pub const CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: i32 = 75;
pub const CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: i32 = 76;
pub const CU_JIT_INFO_LOG_BUFFER: i32 = 3;
pub const CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES: i32 = 4;
pub const CU_JIT_ERROR_LOG_BUFFER: i32 = 5;
pub const CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES: i32 = 6;
pub const CU_JIT_INPUT_PTX: i32 = 1;
/// CU_POINTER_ATTRIBUTE_MEMORY_TYPE: what kind of memory an address is (a CUmemorytype).
pub const CU_POINTER_ATTRIBUTE_MEMORY_TYPE: i32 = 2;
/// CU_MEMORYTYPE_HOST: page-locked host memory (cuMemHostAlloc, cuMemHostRegister).
pub const CU_MEMORYTYPE_HOST: u32 = 1;

macro_rules! driver_api {
    ($($name:ident ( $($arg:ty),* );)*) => {
        /// The driver entry points the runtime uses, resolved by name.
        pub struct Api {
            $(pub $name: unsafe extern "C" fn($($arg),*) -> CUresult,)*
        }

        impl Api {
            /// # Safety
            /// `lib` must be the CUDA driver library, whose symbols have these signatures.
            unsafe fn resolve(lib: &Library) -> Result<Api, String> {
                Ok(Api {
                    $($name: unsafe {
                        *lib.get::<unsafe extern "C" fn($($arg),*) -> CUresult>(stringify!($name))
                            .map_err(|e| format!("{}: {e}", stringify!($name)))?
                    },)*
                })
            }
        }
    };
}

driver_api! {
    cuInit(u32);
    cuDriverGetVersion(*mut i32);
    cuDeviceGetCount(*mut i32);
    cuDeviceGet(*mut CUdevice, i32);
    cuDeviceGetName(*mut c_char, i32, CUdevice);
    cuDeviceGetAttribute(*mut i32, i32, CUdevice);
    cuDeviceTotalMem_v2(*mut usize, CUdevice);
    cuDevicePrimaryCtxRetain(*mut CUcontext, CUdevice);
    cuDevicePrimaryCtxRelease_v2(CUdevice);
    cuCtxSetCurrent(CUcontext);
    cuCtxSetLimit(i32, usize);
    cuCtxGetLimit(*mut usize, i32);
    cuMemGetInfo_v2(*mut usize, *mut usize);
    cuModuleLoadDataEx(*mut CUmodule, *const c_void, u32, *mut i32, *mut *mut c_void);
    cuModuleUnload(CUmodule);
    cuModuleGetFunction(*mut CUfunction, CUmodule, *const c_char);
    cuModuleGetGlobal_v2(*mut CUdeviceptr, *mut usize, CUmodule, *const c_char);
    cuMemAlloc_v2(*mut CUdeviceptr, usize);
    cuMemFree_v2(CUdeviceptr);
    cuMemAllocHost_v2(*mut *mut c_void, usize);
    cuMemFreeHost(*mut c_void);
    cuMemHostRegister_v2(*mut c_void, usize, u32);
    cuMemHostUnregister(*mut c_void);
    cuPointerGetAttributes(u32, *mut i32, *mut *mut c_void, CUdeviceptr);
    cuMemcpyHtoD_v2(CUdeviceptr, *const c_void, usize);
    cuMemcpyDtoH_v2(*mut c_void, CUdeviceptr, usize);
    cuMemcpyHtoDAsync_v2(CUdeviceptr, *const c_void, usize, CUstream);
    cuMemcpyDtoHAsync_v2(*mut c_void, CUdeviceptr, usize, CUstream);
    cuMemcpyDtoDAsync_v2(CUdeviceptr, CUdeviceptr, usize, CUstream);
    cuMemsetD8Async(CUdeviceptr, u8, usize, CUstream);
    cuMemsetD32Async(CUdeviceptr, u32, usize, CUstream);
    cuStreamCreate(*mut CUstream, u32);
    cuStreamDestroy_v2(CUstream);
    cuStreamSynchronize(CUstream);
    cuStreamQuery(CUstream);
    cuStreamWaitEvent(CUstream, CUevent, u32);
    cuEventCreate(*mut CUevent, u32);
    cuEventRecord(CUevent, CUstream);
    cuEventQuery(CUevent);
    cuEventSynchronize(CUevent);
    cuEventDestroy_v2(CUevent);
    cuLaunchKernel(CUfunction, u32, u32, u32, u32, u32, u32, u32, CUstream, *mut *mut c_void, *mut *mut c_void);
    cuGetErrorName(CUresult, *mut *const c_char);
    cuOccupancyMaxActiveBlocksPerMultiprocessor(*mut i32, CUfunction, i32, usize);
    cuFuncGetAttribute(*mut i32, i32, CUfunction);
    cuLinkCreate_v2(u32, *mut i32, *mut *mut c_void, *mut CUlinkState);
    cuLinkAddData_v2(CUlinkState, i32, *mut c_void, usize, *const c_char, u32, *mut i32, *mut *mut c_void);
    cuLinkComplete(CUlinkState, *mut *mut c_void, *mut usize);
    cuLinkDestroy(CUlinkState);
}

/// The loaded driver. The library handle is kept so the entry points stay valid.
pub struct Driver {
    pub api: Api,
    _lib: Library,
    /// Set by a launch of a kernel whose stack ptxas cannot bound (decision 115): what a
    /// later kernel failure adds to its message, naming the region and OXACC_CUDA_STACKSIZE.
    /// Failures are sticky and may surface at any later call, so every message checks it.
    pub stack_hint: std::sync::Mutex<Option<String>>,
}

impl Driver {
    /// Loads libcuda and initialises it; every failure is an ordinary "no GPU" answer.
    pub fn load() -> Result<Driver, AccError> {
        let mut last = String::new();
        for name in ["libcuda.so.1", "libcuda.so"] {
            // SAFETY: loading the CUDA driver runs its initialisers, which have no
            // preconditions on our side.
            match unsafe { Library::new(name) } {
                Ok(lib) => {
                    // SAFETY: this is the CUDA driver, whose symbols have the declared types.
                    let api = unsafe { Api::resolve(&lib) }.map_err(|e| {
                        AccError::DeviceUnavailable(format!("the CUDA driver lacks {e}"))
                    })?;
                    let drv = Driver {
                        api,
                        _lib: lib,
                        stack_hint: std::sync::Mutex::new(None),
                    };
                    // SAFETY: cuInit takes flags only.
                    drv.check(unsafe { (drv.api.cuInit)(0) }, "cuInit")
                        .map_err(|e| AccError::DeviceUnavailable(e.to_string()))?;
                    return Ok(drv);
                }
                Err(e) => last = e.to_string(),
            }
        }
        Err(AccError::DeviceUnavailable(format!(
            "the CUDA driver (libcuda.so.1) could not be loaded: {last}"
        )))
    }

    pub fn error_name(&self, r: CUresult) -> String {
        let mut p: *const c_char = std::ptr::null();
        // SAFETY: cuGetErrorName writes a pointer to a static string or fails.
        let name =
            if unsafe { (self.api.cuGetErrorName)(r, &mut p) } == CUDA_SUCCESS && !p.is_null() {
                // SAFETY: the driver returns a NUL-terminated static string.
                unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
            } else {
                format!("CUDA error {r}")
            };
        match r {
            CUDA_ERROR_ILLEGAL_ADDRESS
            | CUDA_ERROR_HARDWARE_STACK_ERROR
            | CUDA_ERROR_LAUNCH_FAILED => {
                let hint = self.stack_hint.lock().ok().and_then(|h| h.clone());
                match hint {
                    Some(h) => format!("{name}\n{h}"),
                    None => name,
                }
            }
            _ => name,
        }
    }

    /// Turns a driver status into a value.
    pub fn check(&self, r: CUresult, what: &str) -> Result<(), AccError> {
        match r {
            CUDA_SUCCESS => Ok(()),
            CUDA_ERROR_OUT_OF_MEMORY => Err(AccError::OutOfMemory {
                bytes: 0,
                device: format!("nvidia ({what})"),
            }),
            r => Err(AccError::Driver(format!(
                "{what} failed: {}",
                self.error_name(r)
            ))),
        }
    }

    pub fn device_count(&self) -> Result<i32, AccError> {
        let mut n = 0;
        // SAFETY: writes one int.
        self.check(
            unsafe { (self.api.cuDeviceGetCount)(&mut n) },
            "cuDeviceGetCount",
        )?;
        Ok(n)
    }

    pub fn version(&self) -> i32 {
        let mut v = 0;
        // SAFETY: writes one int.
        unsafe { (self.api.cuDriverGetVersion)(&mut v) };
        v
    }
}
