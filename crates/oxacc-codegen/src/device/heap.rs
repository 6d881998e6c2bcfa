//! Dynamic memory in device code: C's `malloc` and `free` called from a compute region or a
//! `routine` (OpenACC 3.3 §2.15.1 lets a routine call any function that has a device version).
//!
//! CUDA gives every kernel a device heap (8 MiB by default; the runtime sizes it from
//! `OXACC_CUDA_HEAPSIZE`, docs/runtime.md). PTX reaches it through two functions the driver's
//! JIT links in, as it does `vprintf`:
//!
//! ```text
//! .extern .func (.param .b64 func_retval0) malloc(.param .b64 malloc_param_0);
//! .extern .func free(.param .b64 free_param_0);
//! ```
//!
//! so calls to C's `void *malloc(size_t)` and `void free(void *)` stay calls to undefined
//! functions of those names, which LLVM's NVPTX back end declares exactly so. `calloc` is
//! defined here on top of `malloc`. The other C allocation functions have no device version
//! in CUDA; a kernel that reaches one is refused at compile time with the reason, instead of
//! failing when the driver loads the PTX.

use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicTypeEnum, FunctionType};
use inkwell::values::{BasicValueEnum, FunctionValue};

use crate::{CodegenError, Result};

use oxacc_oir::acc::spmd::{GANG_ALLOC, GANG_FREE};

/// The C allocation functions CUDA's device runtime has no version of, with the reason a
/// program gets at compile time.
const NO_DEVICE_VERSION: [(&str, &str); 8] = [
    (
        "realloc",
        "CUDA's device heap has no realloc; allocate the new size with malloc, copy, and free the old block",
    ),
    (
        "reallocarray",
        "CUDA's device heap has no realloc; allocate the new size with malloc, copy, and free the old block",
    ),
    (
        "aligned_alloc",
        "CUDA's device heap has no aligned allocation (malloc's blocks are 16-byte aligned)",
    ),
    (
        "posix_memalign",
        "CUDA's device heap has no aligned allocation (malloc's blocks are 16-byte aligned)",
    ),
    (
        "memalign",
        "CUDA's device heap has no aligned allocation (malloc's blocks are 16-byte aligned)",
    ),
    (
        "valloc",
        "CUDA's device heap has no page-aligned allocation",
    ),
    (
        "pvalloc",
        "CUDA's device heap has no page-aligned allocation",
    ),
    (
        "malloc_usable_size",
        "CUDA's device heap does not report block sizes",
    ),
];

fn is_i64(t: Option<BasicTypeEnum<'_>>) -> bool {
    matches!(t, Some(BasicTypeEnum::IntType(i)) if i.get_bit_width() == 64)
}

fn is_ptr(t: Option<BasicTypeEnum<'_>>) -> bool {
    matches!(t, Some(BasicTypeEnum::PointerType(_)))
}

fn params(t: FunctionType<'_>) -> Vec<BasicTypeEnum<'_>> {
    t.get_param_types()
        .into_iter()
        .filter_map(|p| BasicTypeEnum::try_from(p).ok())
        .collect()
}

/// Is `fv` a declaration the driver's JIT resolves from the device heap (`void *malloc(size_t)`
/// or `void free(void *)` with C's types; a program's own function of that name with another
/// signature is not)?
pub fn provided_by_driver(fv: FunctionValue<'_>) -> bool {
    let t = fv.get_type();
    let ps = params(t);
    if t.is_var_arg() || ps.len() != 1 {
        return false;
    }
    match fv.get_name().to_bytes() {
        b"malloc" => is_ptr(t.get_return_type()) && is_i64(Some(ps[0])),
        b"free" => t.get_return_type().is_none() && is_ptr(Some(ps[0])),
        _ => false,
    }
}

/// Gives a declared `void *calloc(size_t n, size_t size)` a device body: `n × size` bytes
/// from `malloc`, zero-filled; null when the product overflows (C17 7.22.3.2) or the heap is
/// exhausted.
pub fn define_calloc<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    let Some(fv) = module.get_function("calloc") else {
        return Ok(());
    };
    let t = fv.get_type();
    let ps = params(t);
    if fv.count_basic_blocks() > 0
        || t.is_var_arg()
        || ps.len() != 2
        || !ps.iter().all(|&p| is_i64(Some(p)))
        || !is_ptr(t.get_return_type())
    {
        return Ok(());
    }
    let ptr = ctx.ptr_type(inkwell::AddressSpace::default());
    let i64t = ctx.i64_type();
    let malloc = module
        .get_function("malloc")
        .unwrap_or_else(|| module.add_function("malloc", ptr.fn_type(&[i64t.into()], false), None));
    if !provided_by_driver(malloc) {
        // A program's own `malloc` of another type: leave calloc undefined (the kernel then
        // gets no device code, with the usual warning).
        return Ok(());
    }
    let (Some(n), Some(size)) = (fv.get_nth_param(0), fv.get_nth_param(1)) else {
        return Ok(());
    };
    let (n, size) = (n.into_int_value(), size.into_int_value());
    let b = ctx.create_builder();
    let entry = ctx.append_basic_block(fv, "entry");
    let alloc = ctx.append_basic_block(fv, "alloc");
    let zero = ctx.append_basic_block(fv, "zero");
    let null = ctx.append_basic_block(fv, "null");
    b.position_at_end(entry);
    let mul = inkwell::intrinsics::Intrinsic::find("llvm.umul.with.overflow")
        .and_then(|i| i.get_declaration(module, &[i64t.into()]))
        .ok_or_else(|| CodegenError::Llvm("llvm.umul.with.overflow.i64 not found".into()))?;
    let r = returned(b.build_call(mul, &[n.into(), size.into()], "")?)?.into_struct_value();
    let bytes = b.build_extract_value(r, 0, "bytes")?.into_int_value();
    let overflow = b.build_extract_value(r, 1, "overflow")?.into_int_value();
    b.build_conditional_branch(overflow, null, alloc)?;
    b.position_at_end(alloc);
    let p = returned(b.build_call(malloc, &[bytes.into()], "p")?)?.into_pointer_value();
    let is_null = b.build_is_null(p, "")?;
    b.build_conditional_branch(is_null, null, zero)?;
    b.position_at_end(zero);
    b.build_memset(p, 16, ctx.i8_type().const_zero(), bytes)?;
    b.build_return(Some(&p))?;
    b.position_at_end(null);
    b.build_return(Some(&ptr.const_null()))?;
    fv.set_linkage(Linkage::Internal);
    Ok(())
}

fn returned(site: inkwell::values::CallSiteValue<'_>) -> Result<BasicValueEnum<'_>> {
    match site.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(v) => Ok(v),
        _ => Err(CodegenError::Llvm("call returns nothing".into())),
    }
}

/// A C allocation function without a device version that device code calls, with the reason.
pub fn unsupported_call(fv: FunctionValue<'_>) -> Option<(&'static str, &'static str)> {
    if fv.count_basic_blocks() > 0 {
        return None;
    }
    let name = fv.get_name().to_str().ok()?;
    NO_DEVICE_VERSION.iter().copied().find(|(n, _)| *n == name)
}

/// `ptr __oxacc_gang_alloc(i64 bytes)` and `void __oxacc_gang_free(ptr)` (`oxacc_oir::acc::spmd`
/// `GANG_ALLOC`, `GANG_FREE`): a gang copy of run-time length in the device heap. Every thread
/// of the block calls them together. Thread (0, 0, 0) takes a block from the pool of gang
/// blocks (`gang_pool.rs`, decision 80) and publishes it through a `.shared` slot between two
/// barriers (the second keeps the next allocation from overwriting the slot before every
/// thread read it); when the heap is exhausted it says so and traps, which the runtime
/// reports as the region's failed launch. The release waits for every thread to be done with
/// the block, then thread (0, 0, 0) gives it back to the pool.
pub fn define_gang_heap<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    let llvm = |e: inkwell::builder::BuilderError| CodegenError::Llvm(e.to_string());
    let intrinsic = |name: &str| {
        inkwell::intrinsics::Intrinsic::find(name)
            .and_then(|i| i.get_declaration(module, &[]))
            .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {name}")))
    };
    let ptr = ctx.ptr_type(inkwell::AddressSpace::default());
    let i64t = ctx.i64_type();
    let alloc = module
        .get_function(GANG_ALLOC)
        .filter(|f| f.count_basic_blocks() == 0);
    let free = module
        .get_function(GANG_FREE)
        .filter(|f| f.count_basic_blocks() == 0);
    if alloc.is_none() && free.is_none() {
        return super::gang_pool::define_empty_flush(ctx, module);
    }
    let b = ctx.create_builder();
    let barrier = intrinsic("llvm.nvvm.barrier.cta.sync.all")?;
    let sync = |b: &inkwell::builder::Builder<'ctx>| -> Result<()> {
        b.build_call(barrier, &[ctx.i32_type().const_zero().into()], "")
            .map_err(llvm)?;
        Ok(())
    };
    // Thread (0, 0, 0) of the block.
    let first = |b: &inkwell::builder::Builder<'ctx>| -> Result<inkwell::values::IntValue<'ctx>> {
        let mut any = ctx.i32_type().const_zero();
        for d in ["x", "y", "z"] {
            let t = intrinsic(&format!("llvm.nvvm.read.ptx.sreg.tid.{d}"))?;
            let v = returned(b.build_call(t, &[], "").map_err(llvm)?)?.into_int_value();
            any = b.build_or(any, v, "").map_err(llvm)?;
        }
        b.build_int_compare(
            inkwell::IntPredicate::EQ,
            any,
            ctx.i32_type().const_zero(),
            "",
        )
        .map_err(llvm)
    };
    let malloc = module
        .get_function("malloc")
        .unwrap_or_else(|| module.add_function("malloc", ptr.fn_type(&[i64t.into()], false), None));
    let free_fn = module.get_function("free").unwrap_or_else(|| {
        module.add_function("free", ctx.void_type().fn_type(&[ptr.into()], false), None)
    });
    if !provided_by_driver(malloc) || !provided_by_driver(free_fn) {
        return Err(CodegenError::Llvm(
            "a program's own malloc or free of another type: device heap storage needs C's".into(),
        ));
    }
    let nomem = "oxacc: the device heap has no room for a gang's private copy of %llu bytes (set OXACC_CUDA_HEAPSIZE)\n";
    let pool = super::gang_pool::define(ctx, module, malloc, free_fn, nomem)?;
    // One call per gang: kept out of line, so that the kernels' PTX names them.
    let noinline = ctx.create_enum_attribute(
        inkwell::attributes::Attribute::get_named_enum_kind_id("noinline"),
        0,
    );
    for fv in alloc.iter().chain(free.iter()) {
        fv.add_attribute(inkwell::attributes::AttributeLoc::Function, noinline);
    }
    if let Some(fv) = alloc {
        let slot = module.add_global(
            ptr,
            Some(inkwell::AddressSpace::from(3u16)),
            "__oxacc_gang_heap_slot",
        );
        slot.set_linkage(Linkage::Internal);
        slot.set_initializer(&ptr.get_undef());
        slot.set_alignment(8);
        let (Some(bytes), true) = (fv.get_nth_param(0), fv.count_params() == 1) else {
            return Ok(());
        };
        let entry = ctx.append_basic_block(fv, "entry");
        let lead = ctx.append_basic_block(fv, "lead");
        let join = ctx.append_basic_block(fv, "join");
        b.position_at_end(entry);
        let slot = b
            .build_address_space_cast(slot.as_pointer_value(), ptr, "")
            .map_err(llvm)?;
        let is_first = first(&b)?;
        b.build_conditional_branch(is_first, lead, join)
            .map_err(llvm)?;
        b.position_at_end(lead);
        let p = returned(b.build_call(pool.take, &[bytes.into()], "").map_err(llvm)?)?;
        b.build_store(slot, p).map_err(llvm)?;
        b.build_unconditional_branch(join).map_err(llvm)?;
        b.position_at_end(join);
        sync(&b)?;
        let got = b.build_load(ptr, slot, "").map_err(llvm)?;
        sync(&b)?;
        b.build_return(Some(&got)).map_err(llvm)?;
        fv.set_linkage(Linkage::Internal);
    }
    if let Some(fv) = free {
        let Some(p) = fv.get_nth_param(0) else {
            return Ok(());
        };
        let entry = ctx.append_basic_block(fv, "entry");
        let lead = ctx.append_basic_block(fv, "lead");
        let done = ctx.append_basic_block(fv, "done");
        b.position_at_end(entry);
        sync(&b)?;
        let is_first = first(&b)?;
        b.build_conditional_branch(is_first, lead, done)
            .map_err(llvm)?;
        b.position_at_end(lead);
        b.build_call(pool.give, &[p.into()], "").map_err(llvm)?;
        b.build_unconditional_branch(done).map_err(llvm)?;
        b.position_at_end(done);
        b.build_return(None).map_err(llvm)?;
        fv.set_linkage(Linkage::Internal);
    }
    Ok(())
}
