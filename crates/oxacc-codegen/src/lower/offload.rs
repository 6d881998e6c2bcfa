//! Which part of an OIR module an offload target compiles: the rule lives with the OpenACC
//! passes (oxacc-oir `acc::device_code`), which also check that device code names only
//! globals with a device copy.

pub use oxacc_oir::acc::device_code::is_exported_routine;
pub(crate) use oxacc_oir::acc::device_code::{device_globals, device_reachable};
