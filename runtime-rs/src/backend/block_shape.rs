//! The thread block a kernel is launched with, fitted to what the compiled kernel can run.
//!
//! The compiler asks for blocks of `vector_length × num_workers` threads (docs/abi.md), but how
//! many threads a block of a given kernel may have depends on the registers ptxas gave it
//! (`CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK`): a `num_workers(15) vector_length(32)` kernel
//! that needs 160 registers per thread cannot run 480 threads per block, and the launch would
//! fail with CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES. OpenACC 3.3 §2.5.10–§2.5.11 let the
//! implementation use fewer workers (and a shorter vector) than the clauses ask for, so the
//! runtime never fails a launch for a size the compiler chose: it gives up workers first, then
//! vector lanes in whole warps.
//!
//! Fewer workers are correct because device code reads the worker count and the vector length
//! from `%ntid.y` / `%ntid.x` at run time (docs/gpu.md "Workers": worker `y` runs iterations
//! `y, y + W, …` with `W = ntid.y`; per-worker shared copies are sized for the most workers).
//! The vector is shortened only in multiples of 32 and never below one warp: a kernel compiled
//! for one-warp workers (synchronised with `bar.warp.sync`) was asked for 32 lanes at most and
//! is never shortened, and every other kernel strides its vector loops by `ntid.x`.

/// What the driver says about a compiled kernel; the CUDA back end asks
/// `cuFuncGetAttribute`, tests pass fixed numbers.
pub trait KernelLimits {
    /// The most threads a block of this kernel may have (`None` when the driver cannot say).
    fn max_threads_per_block(&mut self) -> Option<u32>;
}

/// A block of `vector` lanes (threadIdx.x) by `workers` workers (threadIdx.y).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Block {
    pub vector: u32,
    pub workers: u32,
}

impl Block {
    pub fn threads(self) -> u32 {
        self.vector.saturating_mul(self.workers)
    }
}

/// Fits the requested block to the kernel's limit: fewer workers first, then a shorter
/// vector (whole warps, at least one). A request that fits, or a kernel whose limit is
/// unknown, is launched as asked.
pub fn fit_block(asked: Block, limits: &mut dyn KernelLimits) -> Block {
    let asked = Block {
        vector: asked.vector.max(1),
        workers: asked.workers.max(1),
    };
    let Some(max) = limits.max_threads_per_block().filter(|&m| m > 0) else {
        return asked;
    };
    if asked.threads() <= max {
        return asked;
    }
    if asked.vector <= max {
        return Block {
            vector: asked.vector,
            workers: (max / asked.vector).max(1),
        };
    }
    // One worker, and still too many lanes: whole warps, never fewer than one warp (a block
    // of one warp always fits: every kernel may have at least 32 threads per block).
    let vector = if asked.vector > 32 {
        (max / 32 * 32).max(32)
    } else {
        asked.vector
    };
    Block { vector, workers: 1 }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A kernel whose limit is fixed (the fake attribute source).
    struct Fixed(Option<u32>);
    impl KernelLimits for Fixed {
        fn max_threads_per_block(&mut self) -> Option<u32> {
            self.0
        }
    }

    fn fit(vector: u32, workers: u32, max: Option<u32>) -> (u32, u32) {
        let b = fit_block(Block { vector, workers }, &mut Fixed(max));
        (b.vector, b.workers)
    }

    #[test]
    fn a_block_that_fits_is_kept() {
        assert_eq!(fit(32, 15, Some(1024)), (32, 15));
        assert_eq!(fit(256, 1, Some(256)), (256, 1));
        assert_eq!(fit(128, 4, None), (128, 4), "limit unknown: as asked");
        assert_eq!(fit(0, 0, Some(1024)), (1, 1), "zeros are one");
    }

    /// NAS BT: num_workers(15) × vector_length(32) with a kernel limited to 384 threads.
    #[test]
    fn workers_are_given_up_first() {
        assert_eq!(fit(32, 15, Some(384)), (32, 12));
        assert_eq!(fit(32, 15, Some(256)), (32, 8));
        assert_eq!(fit(128, 8, Some(640)), (128, 5));
        assert_eq!(fit(64, 15, Some(100)), (64, 1));
    }

    #[test]
    fn then_the_vector_in_whole_warps() {
        assert_eq!(fit(1024, 1, Some(640)), (640, 1));
        assert_eq!(fit(1024, 1, Some(600)), (576, 1));
        assert_eq!(fit(1024, 4, Some(256)), (256, 1));
        // Never below one warp, and a vector of one warp is never shortened.
        assert_eq!(fit(128, 1, Some(20)), (32, 1));
        assert_eq!(fit(32, 2, Some(20)), (32, 1));
    }
}
