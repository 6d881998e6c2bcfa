//! libaccrt: the oxacc OpenACC runtime.
//!
//! Exports every OpenACC 3.3 library routine with its standard C prototype (api.rs,
//! include/openacc.h) and the compiler-facing `__oxacc_*` entry points (abi.rs,
//! include/oxacc_rt.h, docs/abi.md). Data clause semantics (OpenACC 3.3 §2.6.7, §2.6.8,
//! §2.7.2) live in data_actions.rs over a per-device present table; devices are the host
//! (rayon) and NVIDIA GPUs through the CUDA driver loaded at run time.
//!
//! Architecture invariant: this crate never links LLVM and never needs CUDA to build or run.

pub mod abi;
pub mod api;
pub mod async_queue;
pub mod backend;
pub mod data_actions;
pub mod device;
pub mod device_link;
pub mod env;
pub mod error;
pub mod host_isa;
pub mod image;
pub mod pending_attach;
pub mod present_sites;
pub mod present_table;
pub mod profile;
pub mod runtime;
pub mod struct_storage;

/// The installed headers, for tools (the driver) that write them next to the library or serve
/// them on an include path.
pub mod headers {
    /// `openacc.h`: the OpenACC 3.3 routines.
    pub const OPENACC_H: &str = include_str!("../include/openacc.h");
    /// `oxacc_rt.h`: the compiler-facing `__oxacc_*` ABI (docs/abi.md).
    pub const OXACC_RT_H: &str = include_str!("../include/oxacc_rt.h");
}
