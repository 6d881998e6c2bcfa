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
