//! Device images registered by compiled programs: PTX or AMD code objects with their kernel
//! and global tables (docs/abi.md `oxacc_image`).

use std::ffi::{c_char, c_void, CStr};

use crate::error::AccError;

/// Version of the `__oxacc_*` ABI this runtime implements (docs/abi.md).
pub const ABI_VERSION: u32 = 1;

pub const IMAGE_FORMAT_PTX: u32 = 1;
pub const IMAGE_FORMAT_AMDGCN: u32 = 2;

/// `oxacc_kernel_info.flags`: the compiler produced no device code for this kernel.
pub const KERNEL_HOST_ONLY: u32 = 1;

/// `oxacc_kernel_info`.
#[repr(C)]
#[derive(Debug)]
pub struct KernelInfo {
    pub name: *const c_char,
    pub flags: u32,
    /// The per-thread stack the kernel's device code needs where ptxas cannot bound it
    /// (recursion, indirect calls), 0 otherwise (decision 115; was `reserved`, always 0).
    pub stack_bytes: u32,
}

/// `oxacc_global_info.flags`: the image's definition of the global has no initial value of
/// its own (a Fortran common block whose DATA or BLOCK DATA is in another file: common
/// linkage and zeros in the image),
/// so its device copy starts from the host's bytes at registration (decision 123).
pub const GLOBAL_HOST_INIT: u32 = 1;

/// `oxacc_global_info`: a global with a device copy (`declare` of a global, §2.13).
#[repr(C)]
#[derive(Debug)]
pub struct GlobalInfo {
    pub name: *const c_char,
    pub host: *mut c_void,
    pub bytes: u64,
    /// An `oxacc_map_kind`: OXACC_MAP_LINK is storage for data clauses; any other kind is a
    /// device copy that starts as the image initialises it (decision 114: nothing is copied
    /// at load).
    pub kind: u32,
    /// `GLOBAL_HOST_INIT` or 0.
    pub flags: u32,
}

/// `oxacc_image`.
#[repr(C)]
#[derive(Debug)]
pub struct ImageDesc {
    pub abi_version: u32,
    pub format: u32,
    pub data: *const c_void,
    pub size: u64,
    pub kernels: *const KernelInfo,
    pub nkernels: u32,
    pub nglobals: u32,
    pub globals: *const GlobalInfo,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GlobalDesc {
    pub name: String,
    pub host: usize,
    pub bytes: usize,
    pub copyin: bool,
    /// `declare link`: the device symbol is where data clauses map the global (OXACC_MAP_LINK).
    pub link: bool,
    /// The global's bytes when the image registered (program start: its initializer), kept
    /// for the host back end's discrete memory, whose device copy starts from them as a
    /// GPU's starts from the image's initializer (OpenMP 4.5 §2.10.6, OpenACC 3.3 §2.13),
    /// and for `host_init` globals on every device.
    pub initial: Option<Vec<u8>>,
    /// `GLOBAL_HOST_INIT`: the image's own initializer is not the global's (another file
    /// holds it), so a GPU's device copy is written from `initial` when the image loads.
    pub host_init: bool,
}

/// An owned copy of a registered image, keyed by the address of its `oxacc_image`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    pub key: usize,
    pub format: u32,
    pub data: Vec<u8>,
    pub kernels: Vec<String>,
    /// Per kernel: no device code (`OXACC_KERNEL_HOST_ONLY`); its launches need the host.
    pub host_only: Vec<bool>,
    /// Per kernel: `oxacc_kernel_info.stack_bytes` (decision 115).
    pub stack: Vec<u32>,
    pub globals: Vec<GlobalDesc>,
}

/// # Safety
/// `p` is null or points to a NUL-terminated string.
unsafe fn c_string(p: *const c_char) -> String {
    if p.is_null() {
        String::new()
    } else {
        // SAFETY: guaranteed by the caller.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }
}

impl Image {
    /// Copies a registered image descriptor.
    ///
    /// # Safety
    /// `desc` points to a valid `oxacc_image` whose tables hold `nkernels`/`nglobals` entries.
    pub unsafe fn from_desc(desc: *const ImageDesc) -> Result<Image, AccError> {
        if desc.is_null() {
            return Err(AccError::InvalidArgument("null device image".into()));
        }
        // SAFETY: guaranteed by the caller.
        let d = unsafe { &*desc };
        if d.abi_version != ABI_VERSION {
            return Err(AccError::ModuleLoad(format!(
                "image built for oxacc ABI version {}, this runtime implements version {ABI_VERSION}",
                d.abi_version
            )));
        }
        let data = if d.data.is_null() || d.size == 0 {
            Vec::new()
        } else {
            // SAFETY: the image holds `size` bytes of code.
            unsafe { std::slice::from_raw_parts(d.data as *const u8, d.size as usize) }.to_vec()
        };
        let mut kernels = Vec::with_capacity(d.nkernels as usize);
        let mut host_only = Vec::with_capacity(d.nkernels as usize);
        let mut stack = Vec::with_capacity(d.nkernels as usize);
        for i in 0..d.nkernels as usize {
            // SAFETY: the table holds `nkernels` entries.
            let k = unsafe { &*d.kernels.add(i) };
            // SAFETY: names are NUL-terminated strings emitted by the compiler.
            kernels.push(unsafe { c_string(k.name) });
            host_only.push(k.flags & KERNEL_HOST_ONLY != 0);
            stack.push(k.stack_bytes);
        }
        let mut globals = Vec::with_capacity(d.nglobals as usize);
        let discrete = d.nglobals > 0 && crate::env::host_memory_discrete_requested();
        for i in 0..d.nglobals as usize {
            // SAFETY: the table holds `nglobals` entries.
            let g = unsafe { &*d.globals.add(i) };
            let host_init = g.flags & GLOBAL_HOST_INIT != 0;
            let keep_initial = discrete || host_init;
            globals.push(GlobalDesc {
                // SAFETY: names are NUL-terminated strings emitted by the compiler.
                name: unsafe { c_string(g.name) },
                host: g.host as usize,
                bytes: g.bytes as usize,
                copyin: g.kind == crate::abi::MAP_COPYIN,
                link: g.kind == crate::abi::MAP_LINK,
                initial: (keep_initial && g.kind != crate::abi::MAP_LINK && !g.host.is_null())
                    .then(|| {
                        // SAFETY: the table describes a host global of `bytes` bytes.
                        unsafe { std::slice::from_raw_parts(g.host as *const u8, g.bytes as usize) }
                            .to_vec()
                    }),
                host_init: host_init && g.kind != crate::abi::MAP_LINK,
            });
        }
        Ok(Image {
            key: desc as usize,
            format: d.format,
            data,
            kernels,
            host_only,
            stack,
            globals,
        })
    }

    /// Whether the image has device code for `kernel`.
    pub fn has_device_code(&self, kernel: u32) -> bool {
        (kernel as usize) < self.kernels.len()
            && !self
                .host_only
                .get(kernel as usize)
                .copied()
                .unwrap_or(false)
    }

    /// The per-thread stack `kernel` needs beyond what ptxas bounds (0: none; decision 115).
    pub fn stack_bytes(&self, kernel: u32) -> usize {
        self.stack.get(kernel as usize).map_or(0, |&b| b as usize)
    }

    pub fn kernel_name(&self, kernel: u32) -> &str {
        self.kernels
            .get(kernel as usize)
            .map(String::as_str)
            .unwrap_or("?")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decision 115: `oxacc_kernel_info.stack_bytes` (the former `reserved`, 0 in older
    /// images) reaches `Image::stack_bytes`.
    #[test]
    fn kernel_stack_needs_are_read_from_the_table() {
        let names = [c"plain".as_ptr(), c"recursive".as_ptr()];
        let kernels = [
            KernelInfo {
                name: names[0],
                flags: 0,
                stack_bytes: 0,
            },
            KernelInfo {
                name: names[1],
                flags: 0,
                stack_bytes: 16 << 10,
            },
        ];
        let desc = ImageDesc {
            abi_version: ABI_VERSION,
            format: IMAGE_FORMAT_PTX,
            data: std::ptr::null(),
            size: 0,
            kernels: kernels.as_ptr(),
            nkernels: 2,
            nglobals: 0,
            globals: std::ptr::null(),
        };
        // SAFETY: a descriptor with two kernel entries and no globals.
        let image = unsafe { Image::from_desc(&desc) }.unwrap();
        assert_eq!(image.stack_bytes(0), 0);
        assert_eq!(image.stack_bytes(1), 16 << 10);
        assert_eq!(image.stack_bytes(7), 0);
        assert_eq!(image.kernel_name(1), "recursive");
    }
}
