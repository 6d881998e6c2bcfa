//! Storage of run-time size in device code (docs/design.md, decision 36): private copies of
//! run-time length (`private(c[0:n])`, OpenACC 3.3 §2.5.13–14), reduction copies of sections,
//! C VLAs and Fortran automatic arrays are OIR `alloca`s with a count. A GPU thread's stack is
//! 1 KiB unless the program raises it, so a dynamic `alloca` of a 1,024-element section
//! overran it (OpenACCV-V `parallel_private` on an H200). Here such storage comes from CUDA's
//! device heap (`malloc`, device/heap.rs) unless it is small:
//!
//! ```text
//!   if bytes <= STACK_BYTES: p = alloca i8 × bytes
//!   else if slot and capacity(slot) >= bytes: p = slot + 16   ; the site's last block is dead
//!   else: free(slot); slot = malloc(16 + bytes); p = slot + 16 ; null: flush the pool of gang
//!                                     ; blocks, retry; null again: "out of device heap", trap
//!   …                                 ; before every return: free(slot)
//! ```
//!
//! One slot per site and per thread (it is a stack slot): a site runs again only once its
//! storage is dead (a C block's VLA goes out of scope; acc-privatize brackets a loop's copies
//! with stacksave/stackrestore), so reusing or freeing the previous block there bounds the heap
//! a thread holds to one block per site, and a thread loop's private copy costs one `malloc`
//! per thread rather than one per iteration (decision 80). The capacity lives in a 16-byte
//! header in front of the storage. `free(NULL)` is a no-op in CUDA's device heap.

use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{IntValue, PointerValue};
use inkwell::IntPredicate;

use crate::target::emit::Emitter;
use crate::{CodegenError, Result};

/// Storage up to this many bytes stays on the thread's stack: a gang of 256 threads each
/// holding a heap copy fills the default 8 MiB heap with copies of 32 bytes, while small
/// copies fit the 1 KiB stack.
pub(crate) const STACK_BYTES: u64 = 256;

/// A heap block's header: its capacity at byte 8 (the site reuses a block large enough).
const HEADER: u64 = 16;

fn llvm_err(e: impl std::fmt::Display) -> CodegenError {
    CodegenError::Llvm(e.to_string())
}

fn function<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    ty: inkwell::types::FunctionType<'ctx>,
) -> inkwell::values::FunctionValue<'ctx> {
    e.module
        .get_function(name)
        .unwrap_or_else(|| e.module.add_function(name, ty, None))
}

/// `count` values of `ty` on the stack or the heap (the module documentation): the storage
/// and the slot that holds it when it is heap storage.
pub(super) fn heap_or_stack<'ctx>(
    e: &Emitter<'_, 'ctx>,
    ty: BasicTypeEnum<'ctx>,
    count: IntValue<'ctx>,
    align: u32,
) -> Result<(PointerValue<'ctx>, PointerValue<'ctx>)> {
    let (ctx, b) = (e.ctx, e.builder);
    let ptr = e.ptr_ty();
    let i64t = ctx.i64_type();
    let n = b.build_int_cast_sign_flag(count, i64t, true, "")?;
    let size = ty
        .size_of()
        .ok_or_else(|| CodegenError::Llvm("a dynamic alloca of an unsized type".into()))?;
    let size = b.build_int_cast(size, i64t, "")?;
    let bytes = b.build_int_mul(n, size, "")?;
    let slot = e.slot(ptr.into(), 8)?;
    e.allocas.build_store(slot, ptr.const_null())?;
    let free = function(e, "free", ctx.void_type().fn_type(&[ptr.into()], false));
    let malloc = function(e, "malloc", ptr.fn_type(&[i64t.into()], false));
    let old = b.build_load(ptr, slot, "")?.into_pointer_value();
    let f = e.function;
    let stack_bb = ctx.append_basic_block(f, "dyn.stack");
    let heap_bb = ctx.append_basic_block(f, "dyn.heap");
    let check_bb = ctx.append_basic_block(f, "dyn.check");
    let grow_bb = ctx.append_basic_block(f, "dyn.grow");
    let retry_bb = ctx.append_basic_block(f, "dyn.retry");
    let init_bb = ctx.append_basic_block(f, "dyn.init");
    let fail_bb = ctx.append_basic_block(f, "dyn.nomem");
    let join_bb = ctx.append_basic_block(f, "dyn.join");
    let small = b.build_int_compare(IntPredicate::ULE, bytes, e.i64c(STACK_BYTES), "")?;
    b.build_conditional_branch(small, stack_bb, heap_bb)?;

    b.position_at_end(stack_bb);
    let s = b.build_array_alloca(ty, n, "")?;
    if let Some(i) = s.as_instruction() {
        i.set_alignment(align).map_err(llvm_err)?;
    }
    b.build_unconditional_branch(join_bb)?;

    // The site's block from its last execution is dead: reused when large enough (decision
    // 80: a thread loop's private copy no longer costs a malloc and free per iteration).
    b.position_at_end(heap_bb);
    let none = b.build_is_null(old, "")?;
    b.build_conditional_branch(none, grow_bb, check_bb)?;
    b.position_at_end(check_bb);
    let i8t = ctx.i8_type();
    // SAFETY: the capacity word of the block's header.
    let cap_at = unsafe { b.build_gep(i8t, old, &[e.i64c(8)], "")? };
    let cap = b.build_load(i64t, cap_at, "")?.into_int_value();
    let fits = b.build_int_compare(IntPredicate::UGE, cap, bytes, "")?;
    // SAFETY: the storage past the header (16 bytes keep malloc's alignment).
    let reused = unsafe { b.build_gep(i8t, old, &[e.i64c(HEADER)], "")? };
    b.build_conditional_branch(fits, join_bb, grow_bb)?;

    b.position_at_end(grow_bb);
    b.build_call(free, &[old.into()], "")?;
    let total = b.build_int_add(bytes, e.i64c(HEADER), "")?;
    let call_malloc = || -> Result<PointerValue<'ctx>> {
        match b
            .build_call(malloc, &[total.into()], "")?
            .try_as_basic_value()
        {
            inkwell::values::ValueKind::Basic(v) => Ok(v.into_pointer_value()),
            _ => Err(CodegenError::Llvm("malloc returns nothing".into())),
        }
    };
    let h = call_malloc()?;
    let none = b.build_is_null(h, "")?;
    b.build_conditional_branch(none, retry_bb, init_bb)?;

    // The pool of gang blocks may keep what the heap lacks (decision 80): freed, one more try.
    b.position_at_end(retry_bb);
    let flush = function(
        e,
        crate::device::GANG_POOL_FLUSH,
        ctx.void_type().fn_type(&[], false),
    );
    b.build_call(flush, &[], "")?;
    let h2 = call_malloc()?;
    let none = b.build_is_null(h2, "")?;
    b.build_conditional_branch(none, fail_bb, init_bb)?;

    b.position_at_end(fail_bb);
    out_of_heap(e, bytes)?;

    b.position_at_end(init_bb);
    let base = b.build_phi(ptr, "")?;
    base.add_incoming(&[(&h, grow_bb), (&h2, retry_bb)]);
    let base = base.as_basic_value().into_pointer_value();
    // SAFETY: the capacity word of the new block's header.
    let cap_at = unsafe { b.build_gep(i8t, base, &[e.i64c(8)], "")? };
    b.build_store(cap_at, bytes)?;
    b.build_store(slot, base)?;
    // SAFETY: the storage past the header.
    let fresh = unsafe { b.build_gep(i8t, base, &[e.i64c(HEADER)], "")? };
    b.build_unconditional_branch(join_bb)?;

    b.position_at_end(join_bb);
    let p = b.build_phi(ptr, "")?;
    p.add_incoming(&[(&s, stack_bb), (&reused, check_bb), (&fresh, init_bb)]);
    Ok((p.as_basic_value().into_pointer_value(), slot))
}

/// The heap is exhausted: says so (the launch then fails and the runtime names the region)
/// and stops the kernel.
fn out_of_heap<'ctx>(e: &Emitter<'_, 'ctx>, bytes: IntValue<'ctx>) -> Result<()> {
    let (ctx, b) = (e.ctx, e.builder);
    let ptr = e.ptr_ty();
    let vprintf = function(
        e,
        "vprintf",
        ctx.i32_type().fn_type(&[ptr.into(), ptr.into()], false),
    );
    let fmt = b.build_global_string_ptr(
        "oxacc: the device heap has no room for %llu bytes of private or automatic storage (set OXACC_CUDA_HEAPSIZE)\n",
        "oxacc.nomem",
    )?;
    let buf = e.slot(ctx.i64_type().into(), 8)?;
    b.build_store(buf, bytes)?;
    b.build_call(vprintf, &[fmt.as_pointer_value().into(), buf.into()], "")?;
    let trap = inkwell::intrinsics::Intrinsic::find("llvm.trap")
        .and_then(|i| i.get_declaration(e.module, &[]))
        .ok_or_else(|| CodegenError::Llvm("llvm.trap not found".into()))?;
    b.build_call(trap, &[], "")?;
    b.build_unreachable()?;
    Ok(())
}

/// Frees the heap storage of one site, at the cursor (before a return).
pub(super) fn release<'ctx>(e: &Emitter<'_, 'ctx>, slot: PointerValue<'ctx>) -> Result<()> {
    let ptr = e.ptr_ty();
    let free = function(e, "free", e.ctx.void_type().fn_type(&[ptr.into()], false));
    let p = e.builder.build_load(ptr, slot, "")?;
    e.builder.build_call(free, &[p.into()], "")?;
    Ok(())
}
