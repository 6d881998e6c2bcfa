//! `omp_aligned_alloc` and `omp_free` in target regions (OpenMP 5.1 §3.13.6, §3.13.7): the
//! C front end lowers them there to `__oxacc_omp_aligned_alloc(align, size)` and
//! `__oxacc_omp_free(p)` (crates/oxacc-c/src/lower/call.rs; `omp_alloc` to an alignment of
//! 16, `omp_calloc` to `__oxacc_omp_calloc(n, size)`, the same block zeroed), which libaccrt
//! defines for the host fallback and this module for device code. CUDA's device heap has no aligned
//! allocation (its blocks are 16-byte aligned), so the block is `malloc(size + align + 16)`
//! and the pointer handed out the first `align` boundary 16 bytes past its start, with a
//! header just below it: the block's start and that address xor a tag. `__oxacc_omp_free`
//! frees the start when it finds the header, else the pointer itself. Every block the
//! region's allocation routines hand out has the header, so `omp_free` reads inside its
//! block (a plain `malloc` block's 16 bytes below lie outside it: compute-sanitizer memcheck).

use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::IntPredicate;

use crate::{CodegenError, Result};

/// The entry points (libaccrt's `api/omp_device/aligned.rs` defines the host's).
pub const ALIGNED_ALLOC: &str = "__oxacc_omp_aligned_alloc";
pub const FREE: &str = "__oxacc_omp_free";
pub const CALLOC: &str = "__oxacc_omp_calloc";
/// Xored with the block's start in the header's lower word (the same value as libaccrt's).
pub const TAG: u64 = 0x6f78_6163_635f_616c;

/// Gives the two functions device bodies where the module declares them.
pub fn define<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    let llvm = |e: inkwell::builder::BuilderError| CodegenError::Llvm(e.to_string());
    let ptr = ctx.ptr_type(inkwell::AddressSpace::default());
    let i64t = ctx.i64_type();
    let declared = |name: &str| {
        module
            .get_function(name)
            .filter(|f| f.count_basic_blocks() == 0)
    };
    let calloc = declared(CALLOC);
    if calloc.is_some() && module.get_function(ALIGNED_ALLOC).is_none() {
        module.add_function(
            ALIGNED_ALLOC,
            ptr.fn_type(&[i64t.into(), i64t.into()], false),
            None,
        );
    }
    let (alloc, free) = (declared(ALIGNED_ALLOC), declared(FREE));
    if alloc.is_none() && free.is_none() && calloc.is_none() {
        return Ok(());
    }
    let malloc = module
        .get_function("malloc")
        .unwrap_or_else(|| module.add_function("malloc", ptr.fn_type(&[i64t.into()], false), None));
    let cfree = module.get_function("free").unwrap_or_else(|| {
        module.add_function("free", ctx.void_type().fn_type(&[ptr.into()], false), None)
    });
    let b = ctx.create_builder();
    let c = |v: u64| i64t.const_int(v, false);
    if let Some(fv) = alloc {
        let (Some(al), Some(size)) = (fv.get_nth_param(0), fv.get_nth_param(1)) else {
            return Ok(());
        };
        let (al, size) = (al.into_int_value(), size.into_int_value());
        let entry = ctx.append_basic_block(fv, "entry");
        let got = ctx.append_basic_block(fv, "got");
        let null = ctx.append_basic_block(fv, "null");
        b.position_at_end(entry);
        // 5.1 §3.13.6: the alignment is a power of two; below 16, 16.
        let small = b
            .build_int_compare(IntPredicate::ULT, al, c(16), "")
            .map_err(llvm)?;
        let al = b
            .build_select(small, c(16), al, "al")
            .map_err(llvm)?
            .into_int_value();
        let extra = b.build_int_add(al, c(16), "").map_err(llvm)?;
        let total = b.build_int_add(size, extra, "total").map_err(llvm)?;
        let raw = b.build_call(malloc, &[total.into()], "raw").map_err(llvm)?;
        let raw = match raw.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => v.into_pointer_value(),
            _ => return Err(CodegenError::Llvm("malloc returns nothing".into())),
        };
        let is_null = b.build_is_null(raw, "").map_err(llvm)?;
        b.build_conditional_branch(is_null, null, got)
            .map_err(llvm)?;
        b.position_at_end(got);
        let r = b.build_ptr_to_int(raw, i64t, "r").map_err(llvm)?;
        let mask = b.build_int_sub(al, c(1), "").map_err(llvm)?;
        let up = b
            .build_int_add(r, b.build_int_add(mask, c(16), "").map_err(llvm)?, "")
            .map_err(llvm)?;
        let p = b
            .build_and(up, b.build_not(mask, "").map_err(llvm)?, "p")
            .map_err(llvm)?;
        let store = |at: u64, v: inkwell::values::IntValue<'ctx>| -> Result<()> {
            let a = b.build_int_sub(p, c(at), "").map_err(llvm)?;
            let a = b.build_int_to_ptr(a, ptr, "").map_err(llvm)?;
            b.build_store(a, v).map_err(llvm)?;
            Ok(())
        };
        store(8, r)?;
        store(16, b.build_xor(r, c(TAG), "").map_err(llvm)?)?;
        let pp = b.build_int_to_ptr(p, ptr, "").map_err(llvm)?;
        b.build_return(Some(&pp)).map_err(llvm)?;
        b.position_at_end(null);
        b.build_return(Some(&ptr.const_null())).map_err(llvm)?;
        fv.set_linkage(Linkage::Internal);
    }
    if let (Some(fv), Some(aligned)) = (calloc, module.get_function(ALIGNED_ALLOC)) {
        let (Some(n), Some(size)) = (fv.get_nth_param(0), fv.get_nth_param(1)) else {
            return Ok(());
        };
        let (n, size) = (n.into_int_value(), size.into_int_value());
        let entry = ctx.append_basic_block(fv, "entry");
        let fits = ctx.append_basic_block(fv, "fits");
        let zero = ctx.append_basic_block(fv, "zero");
        let null = ctx.append_basic_block(fv, "null");
        b.position_at_end(entry);
        // 5.1 §3.13.8: null when `n * size` does not fit.
        let total = b.build_int_mul(n, size, "total").map_err(llvm)?;
        let n_or_1 = b
            .build_select(
                b.build_int_compare(IntPredicate::EQ, n, c(0), "")
                    .map_err(llvm)?,
                c(1),
                n,
                "",
            )
            .map_err(llvm)?
            .into_int_value();
        let back = b.build_int_unsigned_div(total, n_or_1, "").map_err(llvm)?;
        let ok = b
            .build_int_compare(IntPredicate::EQ, back, size, "")
            .map_err(llvm)?;
        let ok = b
            .build_or(
                ok,
                b.build_int_compare(IntPredicate::EQ, n, c(0), "")
                    .map_err(llvm)?,
                "",
            )
            .map_err(llvm)?;
        b.build_conditional_branch(ok, fits, null).map_err(llvm)?;
        b.position_at_end(fits);
        let p = b
            .build_call(aligned, &[c(16).into(), total.into()], "p")
            .map_err(llvm)?;
        let p = match p.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => v.into_pointer_value(),
            _ => return Err(CodegenError::Llvm("aligned alloc returns nothing".into())),
        };
        let is_null = b.build_is_null(p, "").map_err(llvm)?;
        b.build_conditional_branch(is_null, null, zero)
            .map_err(llvm)?;
        b.position_at_end(zero);
        b.build_memset(p, 16, ctx.i8_type().const_zero(), total)
            .map_err(llvm)?;
        b.build_return(Some(&p)).map_err(llvm)?;
        b.position_at_end(null);
        b.build_return(Some(&ptr.const_null())).map_err(llvm)?;
        fv.set_linkage(Linkage::Internal);
    }
    if let Some(fv) = free {
        let Some(p) = fv.get_nth_param(0) else {
            return Ok(());
        };
        let p = p.into_pointer_value();
        let entry = ctx.append_basic_block(fv, "entry");
        let look = ctx.append_basic_block(fv, "look");
        let check = ctx.append_basic_block(fv, "check");
        let aligned = ctx.append_basic_block(fv, "aligned");
        let plain = ctx.append_basic_block(fv, "plain");
        let done = ctx.append_basic_block(fv, "done");
        b.position_at_end(entry);
        let is_null = b.build_is_null(p, "").map_err(llvm)?;
        b.build_conditional_branch(is_null, done, look)
            .map_err(llvm)?;
        b.position_at_end(look);
        let i = b.build_ptr_to_int(p, i64t, "i").map_err(llvm)?;
        let low = b.build_and(i, c(15), "").map_err(llvm)?;
        let odd = b
            .build_int_compare(IntPredicate::NE, low, c(0), "")
            .map_err(llvm)?;
        b.build_conditional_branch(odd, plain, check)
            .map_err(llvm)?;
        b.position_at_end(check);
        let load = |at: u64| -> Result<inkwell::values::IntValue<'ctx>> {
            let a = b.build_int_sub(i, c(at), "").map_err(llvm)?;
            let a = b.build_int_to_ptr(a, ptr, "").map_err(llvm)?;
            Ok(b.build_load(i64t, a, "").map_err(llvm)?.into_int_value())
        };
        let (start, tagged) = (load(8)?, load(16)?);
        let want = b.build_xor(start, c(TAG), "").map_err(llvm)?;
        let tag_ok = b
            .build_int_compare(IntPredicate::EQ, tagged, want, "")
            .map_err(llvm)?;
        let below = b
            .build_int_compare(IntPredicate::ULT, start, i, "")
            .map_err(llvm)?;
        let ours = b.build_and(tag_ok, below, "").map_err(llvm)?;
        b.build_conditional_branch(ours, aligned, plain)
            .map_err(llvm)?;
        b.position_at_end(aligned);
        let sp = b.build_int_to_ptr(start, ptr, "").map_err(llvm)?;
        b.build_call(cfree, &[sp.into()], "").map_err(llvm)?;
        b.build_unconditional_branch(done).map_err(llvm)?;
        b.position_at_end(plain);
        b.build_call(cfree, &[p.into()], "").map_err(llvm)?;
        b.build_unconditional_branch(done).map_err(llvm)?;
        b.position_at_end(done);
        b.build_return(None).map_err(llvm)?;
        fv.set_linkage(Linkage::Internal);
    }
    Ok(())
}
