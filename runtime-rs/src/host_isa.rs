//! Which version of a multiversioned host region runs (docs/design.md decision 93): the
//! compiler builds the outlined body of every host compute construct and OpenMP parallel region
//! twice, for its default CPU (x86-64-v2) and for x86-64-v3 (AVX2, FMA, BMI1/2, F16C, LZCNT,
//! MOVBE), and asks here, at each launch, which one this CPU runs. The CPU is examined once per
//! process; the answer is cached.

use std::sync::atomic::{AtomicU8, Ordering};

/// 0: not yet examined; 1: the default version; 2: the x86-64-v3 version.
static CHOICE: AtomicU8 = AtomicU8::new(0);

/// Whether this CPU and its operating system run x86-64-v3 code: every feature of the level
/// (GCC's and LLVM's definition, the x86-64 psABI's micro-architecture levels), with the AVX
/// state saved by the OS (`is_x86_feature_detected!("avx")` reads XGETBV).
fn cpu_has_v3() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx")
            && std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("fma")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("f16c")
            && std::arch::is_x86_feature_detected!("lzcnt")
            && std::arch::is_x86_feature_detected!("movbe")
            && std::arch::is_x86_feature_detected!("xsave")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The choice for this process: the CPU's, unless OXACC_HOST_ISA names the default level
/// (`x86-64-v2`, or `x86-64`/`default`): then the default version always runs (to compare the
/// two versions' results and speed on one machine). A v3 request on a CPU without v3 gets
/// the default version: running it would be SIGILL.
fn choose() -> bool {
    let forced_default = matches!(
        std::env::var("OXACC_HOST_ISA").as_deref(),
        Ok("x86-64-v2" | "x86-64" | "default")
    );
    !forced_default && cpu_has_v3()
}

/// Nonzero when the x86-64-v3 versions of multiversioned host regions are to run. Called by
/// compiled code before each launch of such a region; the CPU is examined at the first call.
#[no_mangle]
pub extern "C" fn __oxacc_host_x86_64_v3() -> i32 {
    match CHOICE.load(Ordering::Relaxed) {
        1 => 0,
        2 => 1,
        _ => {
            let v3 = choose();
            CHOICE.store(if v3 { 2 } else { 1 }, Ordering::Relaxed);
            i32::from(v3)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choice_is_stable_and_needs_avx2() {
        let first = __oxacc_host_x86_64_v3();
        assert_eq!(first, __oxacc_host_x86_64_v3());
        #[cfg(target_arch = "x86_64")]
        if first == 1 {
            assert!(std::arch::is_x86_feature_detected!("avx2"));
        }
    }
}
