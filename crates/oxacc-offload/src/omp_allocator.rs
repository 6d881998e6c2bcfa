//! Allocators made for a target region by `uses_allocators(allocator(traits))` (OpenMP 5.0
//! §2.12.5, §2.11.2). A region's allocation routines hand out the device's default memory
//! (oxacc-codegen's device/omp_alloc.rs, libaccrt's api/omp_device/aligned.rs for the host
//! fallback), so of the traits only `omp_atk_alignment` changes what the region gets; the other
//! traits name memory or behaviour that default memory already satisfies or that a device
//! cannot give (pinned, partition, pools), which the spec leaves to the implementation.
//! The region's allocator is therefore a handle that carries the alignment: made on the host
//! from the traits array before the region (the front ends give the region this value as a
//! firstprivate copy of the allocator variable), read by the region's `omp_alloc` and
//! `omp_aligned_alloc`. No library handle is ever made, so nothing has to be destroyed.

use oxacc_oir::{BinOp, FunctionBuilder, IntCC, Value};

/// `omp_atk_alignment` (5.0 §2.11.2, Table 2.10).
const ATK_ALIGNMENT: i128 = 2;
/// Size of `omp_alloctrait_t` (an enum key, then a `omp_uintptr_t` value at offset 8).
const TRAIT_BYTES: i128 = 16;
/// The top 16 bits of a region's handle: libomp's handles are small integers (the predefined
/// allocators) or heap addresses (user space, below 2^47), neither of which has them.
const TAG: i128 = 0x6f61;
/// What the region's allocation routines align to without an alignment trait (device/omp_alloc.rs).
pub const DEFAULT_ALIGN: i128 = 16;

/// The handle of the allocator that `uses_allocators(a(traits))` makes, from the `n` traits
/// at `traits` (a pointer to an `omp_alloctrait_t` array).
pub fn device_handle(b: &mut FunctionBuilder, traits: Value, n: u64) -> Value {
    let (i32t, i64t) = (b.module.i32(), b.module.i64());
    let mut align = b.iconst(i64t, DEFAULT_ALIGN);
    for k in 0..n as i128 {
        let off = b.iconst(i64t, k * TRAIT_BYTES);
        let at = b.ptr_add(traits, off);
        let key = b.load(i32t, at);
        let off = b.iconst(i64t, 8);
        let at = b.ptr_add(at, off);
        let value = b.load(i64t, at);
        let want = b.iconst(i32t, ATK_ALIGNMENT);
        let is = b.icmp(IntCC::Eq, key, want);
        // The last alignment trait wins, as libomp's omp_init_allocator reads them.
        align = b.select(is, value, align);
    }
    // Smaller alignments than the routines' own are met by theirs.
    let least = b.iconst(i64t, DEFAULT_ALIGN);
    let small = b.icmp(IntCC::Ult, align, least);
    let align = b.select(small, least, align);
    let tag = b.iconst(i64t, TAG << 48);
    b.binary(BinOp::Or, tag, align)
}

/// The alignment that a region's allocation through handle `h` (an i64) must have: the one a
/// [`device_handle`] carries, else [`DEFAULT_ALIGN`] (the predefined allocators).
pub fn alignment(b: &mut FunctionBuilder, h: Value) -> Value {
    let i64t = b.module.i64();
    let shift = b.iconst(i64t, 48);
    let top = b.binary(BinOp::LShr, h, shift);
    let tag = b.iconst(i64t, TAG);
    let ours = b.icmp(IntCC::Eq, top, tag);
    let mask = b.iconst(i64t, (1i128 << 48) - 1);
    let align = b.binary(BinOp::And, h, mask);
    let default = b.iconst(i64t, DEFAULT_ALIGN);
    b.select(ours, align, default)
}
