//! `restrict` C pointers as `noalias` kernel parameters (decision 61's second part, opt-in
//! with `OXACC_KERNEL_RESTRICT=1`; docs/gpu.md).

use super::*;

/// The environment variable that marks kernel parameters of `restrict` pointers `noalias` (`1`).
pub const RESTRICT_ENV: &str = "OXACC_KERNEL_RESTRICT";

/// The kernel parameters (positions) that may be `noalias` (opt-in with
/// `OXACC_KERNEL_RESTRICT=1`), of `pointers`: the captures whose kernel parameter is the device
/// translation of a C pointer variable's value, with their positions. All of them, when every
/// one is declared `restrict`; else none. C11 §6.7.3.1 promises that an object modified through
/// a `restrict` pointer is reached by no pointer not based on it in the pointer's scope, which
/// holds the region, and disjoint host objects have disjoint device copies, so the promise
/// carries to the kernel. But a plain pointer may be based on a `restrict` one (`p = a + 1`)
/// and reach the same objects legally, where LLVM's `noalias` on `a` alone would not allow it;
/// two `restrict` pointers of one scope cannot be based on each other. With `noalias`, the
/// kernel reads what it never writes through `ld.global.nc` (kernels_app's update and flux
/// loops, whose arrays are all `restrict`).
pub(crate) fn noalias_params(b: &Body, pointers: &[(usize, Value)]) -> Vec<u32> {
    let on = std::env::var_os(RESTRICT_ENV).is_some_and(|v| v == "1");
    let all = pointers
        .iter()
        .all(|&(_, v)| b.var_at(v).is_some_and(|x| x.restrict));
    if !on || !all {
        return Vec::new();
    }
    pointers.iter().map(|&(i, _)| i as u32).collect()
}
