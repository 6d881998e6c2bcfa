//! Storage of run-time size in device code (docs/design.md, decision 36): private copies of
//! run-time length (`private(c[0:n])`, OpenACC 3.3 §2.5.13–14), reduction copies of sections,
//! C VLAs and Fortran automatic arrays are OIR `alloca`s with a count. A GPU thread's stack is
//! 1 KiB unless the program raises it, so a dynamic `alloca` of a 1,024-element section
//! overran it (OpenACCV-V `parallel_private` on an H200). Here such storage comes from CUDA's
//! device heap (`malloc`, device/heap.rs) unless it is small:
//!
//! ```text
//!   free(slot); slot = null           ; the site's block from its last execution is dead
//!   if bytes <= STACK_BYTES: p = alloca i8 × bytes
//!   else: p = malloc(bytes); slot = p ; null: "out of device heap" and trap
//!   …                                 ; before every return: free(slot)
//! ```
//!
//! One slot per site and per thread (it is a stack slot): a site runs again only once its
//! storage is dead (a C block's VLA goes out of scope; acc-privatize brackets a loop's copies
//! with stacksave/stackrestore), so freeing the previous block there bounds the heap a thread
//! holds to one block per site. `free(NULL)` is a no-op in CUDA's device heap.

use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{IntValue, PointerValue};
use inkwell::IntPredicate;

use crate::target::emit::Emitter;
use crate::{CodegenError, Result};

/// Storage up to this many bytes stays on the thread's stack: a gang of 256 threads each
/// holding a heap copy fills the default 8 MiB heap with copies of 32 bytes, while small
/// copies fit the 1 KiB stack.
pub(crate) const STACK_BYTES: u64 = 256;

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
    let old = b.build_load(ptr, slot, "")?;
    b.build_call(free, &[old.into()], "")?;
    let f = e.function;
    let stack_bb = ctx.append_basic_block(f, "dyn.stack");
    let heap_bb = ctx.append_basic_block(f, "dyn.heap");
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

    b.position_at_end(heap_bb);
    let h = match b
        .build_call(malloc, &[bytes.into()], "")?
        .try_as_basic_value()
    {
        inkwell::values::ValueKind::Basic(v) => v.into_pointer_value(),
        _ => return Err(CodegenError::Llvm("malloc returns nothing".into())),
    };
    let none = b.build_is_null(h, "")?;
    let retry_bb = ctx.append_basic_block(f, "dyn.retry");
    b.build_conditional_branch(none, retry_bb, join_bb)?;

    // The pool of gang blocks may keep what the heap lacks (decision 80): freed, one more try.
    b.position_at_end(retry_bb);
    let flush = function(
        e,
        crate::device::GANG_POOL_FLUSH,
        ctx.void_type().fn_type(&[], false),
    );
    b.build_call(flush, &[], "")?;
    let h2 = match b
        .build_call(malloc, &[bytes.into()], "")?
        .try_as_basic_value()
    {
        inkwell::values::ValueKind::Basic(v) => v.into_pointer_value(),
        _ => return Err(CodegenError::Llvm("malloc returns nothing".into())),
    };
    let none = b.build_is_null(h2, "")?;
    b.build_conditional_branch(none, fail_bb, join_bb)?;

    b.position_at_end(fail_bb);
    out_of_heap(e, bytes)?;

    b.position_at_end(join_bb);
    let p = b.build_phi(ptr, "")?;
    p.add_incoming(&[(&s, stack_bb), (&h, heap_bb), (&h2, retry_bb)]);
    let owned = b.build_phi(ptr, "")?;
    owned.add_incoming(&[
        (&ptr.const_null(), stack_bb),
        (&h, heap_bb),
        (&h2, retry_bb),
    ]);
    b.build_store(slot, owned.as_basic_value())?;
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
