//! Storage of run-time size in device code (docs/design.md, decision 36): private copies of
//! run-time length (`private(c[0:n])`, OpenACC 3.3 §2.5.13–14), reduction copies of sections,
//! C VLAs and Fortran automatic arrays are OIR `alloca`s with a count. A GPU thread's stack is
//! 1 KiB unless the program raises it, so a dynamic `alloca` of a 1,024-element section
//! overran it (OpenACCV-V `parallel_private` on an H200). Here such storage comes from CUDA's
//! device heap (`malloc`, device/heap.rs) unless it is small:
//!
//! ```text
//!   if bytes <= STACK_BYTES: p = the site's buffer of STACK_BYTES in the frame
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
    let f = e.function;
    let stack_bb = ctx.append_basic_block(f, "dyn.stack");
    let heap_bb = ctx.append_basic_block(f, "dyn.heap");
    let join_bb = ctx.append_basic_block(f, "dyn.join");
    let small = b.build_int_compare(IntPredicate::ULE, bytes, e.i64c(STACK_BYTES), "")?;
    b.build_conditional_branch(small, stack_bb, heap_bb)?;

    // The small case is a fixed buffer of the frame, not PTX's `alloca`: a frame of known
    // size is what the driver sizes each launch's stack from (CUDA grows
    // CU_LIMIT_STACK_SIZE for a kernel's static frame), while a run-time `alloca` is outside
    // its and compute-sanitizer's accounting (omp-fortran/target/303's memcheck "Stack
    // overflow" on a 16-byte concatenation, with any stack limit). One buffer per site, as
    // the heap branch's one block per site: the site's previous storage is dead when it runs
    // again.
    b.position_at_end(stack_bb);
    let s = e.slot(ctx.i8_type().array_type(STACK_BYTES as u32).into(), align)?;
    b.build_unconditional_branch(join_bb)?;

    b.position_at_end(heap_bb);
    let block = heap_block(e)?;
    let h = match b
        .build_call(block, &[slot.into(), bytes.into()], "")?
        .try_as_basic_value()
    {
        inkwell::values::ValueKind::Basic(v) => v.into_pointer_value(),
        _ => {
            return Err(CodegenError::Llvm(
                "the heap block function returns nothing".into(),
            ))
        }
    };
    b.build_unconditional_branch(join_bb)?;

    b.position_at_end(join_bb);
    let p = b.build_phi(ptr, "")?;
    p.add_incoming(&[(&s, stack_bb), (&h, heap_bb)]);
    Ok((p.as_basic_value().into_pointer_value(), slot))
}

/// `noalias ptr __oxacc_private_block(ptr slot, i64 bytes)`: the storage of a site whose
/// slot is `slot` (the module documentation's heap branch), out of line and `noalias` as
/// `malloc` is, so that LLVM still keeps the region's other pointers apart from the copy (a
/// loaded block inline would make every store to the copy a possible store to them: decision
/// 73's `private w(16)` loop went from 0.1 to 2 ms on the H200 that way).
fn heap_block<'ctx>(e: &Emitter<'_, 'ctx>) -> Result<inkwell::values::FunctionValue<'ctx>> {
    const NAME: &str = "__oxacc_private_block";
    if let Some(f) = e.module.get_function(NAME) {
        return Ok(f);
    }
    let ctx = e.ctx;
    let ptr = e.ptr_ty();
    let i64t = ctx.i64_type();
    let f = e.module.add_function(
        NAME,
        ptr.fn_type(&[ptr.into(), i64t.into()], false),
        Some(inkwell::module::Linkage::Internal),
    );
    let attr = |name: &str| {
        ctx.create_enum_attribute(
            inkwell::attributes::Attribute::get_named_enum_kind_id(name),
            0,
        )
    };
    f.add_attribute(inkwell::attributes::AttributeLoc::Return, attr("noalias"));
    f.add_attribute(
        inkwell::attributes::AttributeLoc::Function,
        attr("noinline"),
    );
    let free = function(e, "free", ctx.void_type().fn_type(&[ptr.into()], false));
    let malloc = function(e, "malloc", ptr.fn_type(&[i64t.into()], false));
    let flush = function(
        e,
        crate::device::GANG_POOL_FLUSH,
        ctx.void_type().fn_type(&[], false),
    );
    let (Some(slot), Some(bytes)) = (f.get_nth_param(0), f.get_nth_param(1)) else {
        return Err(CodegenError::Llvm(
            "the heap block function lost its parameters".into(),
        ));
    };
    let (slot, bytes) = (slot.into_pointer_value(), bytes.into_int_value());
    let b = ctx.create_builder();
    let bb = |name: &str| ctx.append_basic_block(f, name);
    let (entry, check, grow, retry, init, fail, reuse) = (
        bb("entry"),
        bb("check"),
        bb("grow"),
        bb("retry"),
        bb("init"),
        bb("nomem"),
        bb("reuse"),
    );
    let i8t = ctx.i8_type();
    let at = |p: PointerValue<'ctx>, off: u64| -> Result<PointerValue<'ctx>> {
        // SAFETY: within the block (its header or the storage after it).
        Ok(unsafe { b.build_gep(i8t, p, &[i64t.const_int(off, false)], "")? })
    };
    let call_malloc = |total: IntValue<'ctx>| -> Result<PointerValue<'ctx>> {
        match b
            .build_call(malloc, &[total.into()], "")?
            .try_as_basic_value()
        {
            inkwell::values::ValueKind::Basic(v) => Ok(v.into_pointer_value()),
            _ => Err(CodegenError::Llvm("malloc returns nothing".into())),
        }
    };
    b.position_at_end(entry);
    let old = b.build_load(ptr, slot, "")?.into_pointer_value();
    let none = b.build_is_null(old, "")?;
    b.build_conditional_branch(none, grow, check)?;

    // The site's block from its last execution is dead: reused when large enough (a thread
    // loop's private copy costs one malloc per thread, not one per iteration).
    b.position_at_end(check);
    let cap = b.build_load(i64t, at(old, 8)?, "")?.into_int_value();
    let fits = b.build_int_compare(IntPredicate::UGE, cap, bytes, "")?;
    b.build_conditional_branch(fits, reuse, grow)?;
    b.position_at_end(reuse);
    b.build_return(Some(&at(old, HEADER)?))?;

    b.position_at_end(grow);
    b.build_call(free, &[old.into()], "")?;
    b.build_store(slot, ptr.const_null())?;
    let total = b.build_int_add(bytes, i64t.const_int(HEADER, false), "")?;
    let h = call_malloc(total)?;
    let none = b.build_is_null(h, "")?;
    b.build_conditional_branch(none, retry, init)?;

    // The pool of gang blocks may keep what the heap lacks (decision 80): freed, one more try.
    b.position_at_end(retry);
    b.build_call(flush, &[], "")?;
    let h2 = call_malloc(total)?;
    let none = b.build_is_null(h2, "")?;
    b.build_conditional_branch(none, fail, init)?;

    b.position_at_end(init);
    let base = b.build_phi(ptr, "")?;
    base.add_incoming(&[(&h, grow), (&h2, retry)]);
    let base = base.as_basic_value().into_pointer_value();
    b.build_store(at(base, 8)?, bytes)?;
    b.build_store(slot, base)?;
    b.build_return(Some(&at(base, HEADER)?))?;

    // The heap is exhausted: says so (the launch then fails and the runtime names the
    // region) and stops the kernel.
    b.position_at_end(fail);
    let vprintf = function(
        e,
        "vprintf",
        ctx.i32_type().fn_type(&[ptr.into(), ptr.into()], false),
    );
    let fmt = b.build_global_string_ptr(
        "oxacc: the device heap has no room for %llu bytes of private or automatic storage (set OXACC_CUDA_HEAPSIZE)\n",
        "oxacc.nomem",
    )?;
    let buf = b.build_alloca(i64t, "")?;
    b.build_store(buf, bytes)?;
    b.build_call(vprintf, &[fmt.as_pointer_value().into(), buf.into()], "")?;
    let trap = inkwell::intrinsics::Intrinsic::find("llvm.trap")
        .and_then(|i| i.get_declaration(e.module, &[]))
        .ok_or_else(|| CodegenError::Llvm("llvm.trap not found".into()))?;
    b.build_call(trap, &[], "")?;
    b.build_unreachable()?;
    Ok(f)
}

/// Frees the heap storage of one site, at the cursor (before a return): through an internal
/// function that skips a null slot, so that a site that took the stack (most threads) makes
/// no call into CUDA's allocator at all (a million threads each calling `free(NULL)` while
/// the pool of gang blocks holds blocks in the heap is a suspect of decision 80's first A/B).
pub(super) fn release<'ctx>(e: &Emitter<'_, 'ctx>, slot: PointerValue<'ctx>) -> Result<()> {
    const NAME: &str = "__oxacc_private_release";
    let ptr = e.ptr_ty();
    let ctx = e.ctx;
    let f = match e.module.get_function(NAME) {
        Some(f) => f,
        None => {
            let f = e.module.add_function(
                NAME,
                ctx.void_type().fn_type(&[ptr.into()], false),
                Some(inkwell::module::Linkage::Internal),
            );
            let free = function(e, "free", ctx.void_type().fn_type(&[ptr.into()], false));
            let b = ctx.create_builder();
            let entry = ctx.append_basic_block(f, "entry");
            let some = ctx.append_basic_block(f, "some");
            let done = ctx.append_basic_block(f, "done");
            let Some(p) = f.get_nth_param(0) else {
                return Err(CodegenError::Llvm("release lost its parameter".into()));
            };
            let p = p.into_pointer_value();
            b.position_at_end(entry);
            let none = b.build_is_null(p, "")?;
            b.build_conditional_branch(none, done, some)?;
            b.position_at_end(some);
            b.build_call(free, &[p.into()], "")?;
            b.build_unconditional_branch(done)?;
            b.position_at_end(done);
            b.build_return(None)?;
            f
        }
    };
    let p = e.builder.build_load(ptr, slot, "")?;
    e.builder.build_call(f, &[p.into()], "")?;
    Ok(())
}
