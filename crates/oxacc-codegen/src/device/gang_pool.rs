//! The pool behind `__oxacc_gang_alloc` (docs/design.md decision 80): gang blocks of the
//! device heap are kept and handed to the next gang that runs on the same multiprocessor,
//! instead of a `malloc` and `free` per gang (per gang iteration for a vector loop's reduction
//! copy in a gang loop). CUDA's device `malloc` costs microseconds and serialises under
//! contention: 4,000 gangs each allocating a 4 KB private copy took 11.5 ms where the work
//! took 0.1 ms (decision 73's measurement).
//!
//! Each multiprocessor (`%smid` below [`POOL_SMS`]) has [`SLOTS_PER_SM`] slots: a 64-bit mask
//! of the slots in use and, per slot, the heap block it keeps. A gang takes the lowest free
//! slot of its multiprocessor with one `atom.or` (so the slots in use stay as few as the gangs
//! resident there at once: at most 32 per multiprocessor), reuses the slot's block when it is
//! large enough and grows it otherwise, and gives the slot back with one `atom.and` when the
//! copy dies. The slot index and the capacity live in a 16-byte header in front of the block,
//! so the release needs the pointer only. Nothing is per launch: grids larger than one wave,
//! grid-stride gang loops, lengths computed in the region and kernels of the module running
//! at once on several queues all just take and give slots; a kernel never waits for another.
//! When the slots of a multiprocessor are all taken (a preempted block resumed elsewhere, a
//! gang holding several copies) the block is a plain `malloc` (header slot −1), freed by the
//! release. When the heap is exhausted the pool frees the blocks of every free slot and tries
//! once more before reporting it and trapping.
//!
//! The blocks kept stay in the device heap between launches (at most one per slot, of the
//! largest size the slot was asked for), which the 256 MiB heap (decision 36) holds.

use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::values::{FunctionValue, IntValue, PointerValue};
use inkwell::{AddressSpace, AtomicOrdering, AtomicRMWBinOp, IntPredicate};

use crate::{CodegenError, Result};

/// Multiprocessors with slots of their own (an H200 has 132, a B200 148; `%smid` of a
/// multiprocessor beyond gets plain `malloc` blocks).
pub(crate) const POOL_SMS: u64 = 256;
/// Slots per multiprocessor: the bits of one mask word, twice the 32 blocks a multiprocessor
/// holds at once (a gang may hold two copies).
pub(crate) const SLOTS_PER_SM: u64 = 64;
/// The header in front of a block: the slot index (−1: a plain block) and the capacity;
/// 16 bytes keep `malloc`'s 16-byte alignment.
const HEADER: u64 = 16;

/// The busy masks and the kept blocks.
pub(crate) const BUSY: &str = "__oxacc_gang_pool_busy";
pub(crate) const BLOCKS: &str = "__oxacc_gang_pool_blocks";
/// `void __oxacc_gang_pool_flush()`: frees the blocks the free slots keep; called by any
/// thread whose `malloc` found the heap exhausted (the pool's own, and a thread's private
/// copy of decision 36, `target/nvptx/dynamic_alloca.rs`), before it tries once more.
pub const FLUSH: &str = "__oxacc_gang_pool_flush";

/// `take(i64 bytes) -> ptr` (one thread of the gang) and `give(ptr)` (one thread).
pub(super) struct Pool<'ctx> {
    pub take: FunctionValue<'ctx>,
    pub give: FunctionValue<'ctx>,
}

struct Ir<'a, 'ctx> {
    ctx: &'ctx Context,
    module: &'a Module<'ctx>,
    b: inkwell::builder::Builder<'ctx>,
    malloc: FunctionValue<'ctx>,
    free: FunctionValue<'ctx>,
    busy: PointerValue<'ctx>,
    blocks: PointerValue<'ctx>,
}

impl<'ctx> Ir<'_, 'ctx> {
    fn i64c(&self, v: u64) -> IntValue<'ctx> {
        self.ctx.i64_type().const_int(v, false)
    }

    fn intrinsic(
        &self,
        name: &str,
        tys: &[inkwell::types::BasicTypeEnum<'ctx>],
    ) -> Result<FunctionValue<'ctx>> {
        inkwell::intrinsics::Intrinsic::find(name)
            .and_then(|i| i.get_declaration(self.module, tys))
            .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {name}")))
    }

    fn call(
        &self,
        f: FunctionValue<'ctx>,
        args: &[inkwell::values::BasicMetadataValueEnum<'ctx>],
    ) -> Result<Option<inkwell::values::BasicValueEnum<'ctx>>> {
        let site = self.b.build_call(f, args, "")?;
        Ok(match site.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Some(v),
            _ => None,
        })
    }

    fn malloc(&self, bytes: IntValue<'ctx>) -> Result<PointerValue<'ctx>> {
        self.call(self.malloc, &[bytes.into()])?
            .map(|v| v.into_pointer_value())
            .ok_or_else(|| CodegenError::Llvm("malloc returns nothing".into()))
    }

    /// `fence.acq_rel.gpu`: the pool's users are all on this GPU (LLVM's `fence` is the
    /// system scope's, and NVPTX drops the ordering of `atomicrmw`: the fence goes with a
    /// relaxed `atom`, PTX ISA §8's release and acquire patterns).
    fn fence(&self) -> Result<()> {
        let ty = self.ctx.void_type().fn_type(&[], false);
        let asm = self.ctx.create_inline_asm(
            ty,
            "fence.acq_rel.gpu;".to_string(),
            "~{memory}".to_string(),
            true,
            false,
            None,
            false,
        );
        self.b.build_indirect_call(ty, asm, &[], "")?;
        Ok(())
    }

    /// `&busy[sm]`.
    fn busy_word(&self, sm: IntValue<'ctx>) -> Result<PointerValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        // SAFETY: `sm` is below POOL_SMS on every path that reaches here.
        Ok(unsafe { self.b.build_in_bounds_gep(i64t, self.busy, &[sm], "")? })
    }

    /// `&blocks[idx]`.
    fn block_slot(&self, idx: IntValue<'ctx>) -> Result<PointerValue<'ctx>> {
        let ptr = self.ctx.ptr_type(AddressSpace::default());
        // SAFETY: `idx` is below POOL_SMS × SLOTS_PER_SM on every path that reaches here.
        Ok(unsafe { self.b.build_in_bounds_gep(ptr, self.blocks, &[idx], "")? })
    }

    fn byte_at(&self, p: PointerValue<'ctx>, off: i64) -> Result<PointerValue<'ctx>> {
        let i8t = self.ctx.i8_type();
        let off = self.ctx.i64_type().const_int(off as u64, true);
        // SAFETY: within the block or its header.
        Ok(unsafe { self.b.build_gep(i8t, p, &[off], "")? })
    }

    /// Writes the header of `base` (slot `idx`, capacity `bytes`).
    fn header(
        &self,
        base: PointerValue<'ctx>,
        idx: IntValue<'ctx>,
        bytes: IntValue<'ctx>,
    ) -> Result<()> {
        self.b.build_store(base, idx)?;
        let cap = self.byte_at(base, 8)?;
        self.b.build_store(cap, bytes)?;
        Ok(())
    }

    /// Gives back slot `idx`: the stores to its block and header happen before the next
    /// gang's take sees the bit clear.
    fn release(&self, idx: IntValue<'ctx>) -> Result<()> {
        let (sm, mask) = self.split(idx)?;
        let w = self.busy_word(sm)?;
        let keep = self.b.build_not(mask, "")?;
        self.fence()?;
        self.b
            .build_atomicrmw(AtomicRMWBinOp::And, w, keep, AtomicOrdering::Release)?;
        Ok(())
    }

    /// Slot index → (multiprocessor, its bit).
    fn split(&self, idx: IntValue<'ctx>) -> Result<(IntValue<'ctx>, IntValue<'ctx>)> {
        let sm = self.b.build_right_shift(
            idx,
            self.i64c(SLOTS_PER_SM.trailing_zeros() as u64),
            false,
            "",
        )?;
        let bit = self.b.build_and(idx, self.i64c(SLOTS_PER_SM - 1), "")?;
        let mask = self.b.build_left_shift(self.i64c(1), bit, "")?;
        Ok((sm, mask))
    }
}

/// Defines the pool's globals and its `take` and `give` functions in `module`, on top of the
/// driver's `malloc` and `free`. `nomem` is the message (one `%llu`: the bytes) printed before
/// the trap when the heap has no room even after the free slots' blocks were freed.
pub(super) fn define<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    malloc: FunctionValue<'ctx>,
    free: FunctionValue<'ctx>,
    nomem: &str,
) -> Result<Pool<'ctx>> {
    let ptr = ctx.ptr_type(AddressSpace::default());
    let i64t = ctx.i64_type();
    let global = |name: &str, ty: inkwell::types::ArrayType<'ctx>| {
        let g = module.add_global(ty, Some(AddressSpace::from(1u16)), name);
        g.set_linkage(Linkage::Internal);
        g.set_initializer(&ty.const_zero());
        g.set_alignment(8);
        g.as_pointer_value()
    };
    let busy = global(BUSY, i64t.array_type(POOL_SMS as u32));
    let blocks = global(BLOCKS, ptr.array_type((POOL_SMS * SLOTS_PER_SM) as u32));
    let ir = Ir {
        ctx,
        module,
        b: ctx.create_builder(),
        malloc,
        free,
        busy,
        blocks,
    };
    let take = module.add_function(
        "__oxacc_gang_pool_take",
        ptr.fn_type(&[i64t.into()], false),
        Some(Linkage::Internal),
    );
    let give = module.add_function(
        "__oxacc_gang_pool_give",
        ctx.void_type().fn_type(&[ptr.into()], false),
        Some(Linkage::Internal),
    );
    let flush = flush_function(ctx, module);
    define_flush(&ir, flush)?;
    define_take(&ir, take, flush, nomem)?;
    define_give(&ir, give)?;
    Ok(Pool { take, give })
}

fn define_take<'ctx>(
    ir: &Ir<'_, 'ctx>,
    f: FunctionValue<'ctx>,
    flush_fn: FunctionValue<'ctx>,
    nomem: &str,
) -> Result<()> {
    let (ctx, b) = (ir.ctx, &ir.b);
    let ptr = ctx.ptr_type(AddressSpace::default());
    let i64t = ctx.i64_type();
    let bytes = f
        .get_nth_param(0)
        .ok_or_else(|| CodegenError::Llvm("take without its parameter".into()))?
        .into_int_value();
    let bb = |name: &str| ctx.append_basic_block(f, name);
    let (entry, claim, attempt, claimed, check, grow, init, undo) = (
        bb("entry"),
        bb("claim"),
        bb("try"),
        bb("claimed"),
        bb("check"),
        bb("grow"),
        bb("init"),
        bb("undo"),
    );
    let (plain, plain_init, flush, last, last_init, out_of_heap, done) = (
        bb("plain"),
        bb("plain.init"),
        bb("flush"),
        bb("last"),
        bb("last.init"),
        bb("nomem"),
        bb("done"),
    );
    b.position_at_end(entry);
    let total = b.build_int_add(bytes, ir.i64c(HEADER), "")?;
    let smid = ir
        .call(ir.intrinsic("llvm.nvvm.read.ptx.sreg.smid", &[])?, &[])?
        .ok_or_else(|| CodegenError::Llvm("smid returns nothing".into()))?
        .into_int_value();
    let sm = b.build_int_z_extend(smid, i64t, "sm")?;
    let in_range = b.build_int_compare(IntPredicate::ULT, sm, ir.i64c(POOL_SMS), "")?;
    b.build_conditional_branch(in_range, claim, plain)?;

    // The lowest free slot of the multiprocessor; another gang may take it first (retry).
    b.position_at_end(claim);
    let w = ir.busy_word(sm)?;
    let cur = b.build_load(i64t, w, "busy")?;
    if let Some(i) = cur.into_int_value().as_instruction() {
        i.set_alignment(8)
            .map_err(|e| CodegenError::Llvm(e.to_string()))?;
        i.set_atomic_ordering(AtomicOrdering::Monotonic)
            .map_err(|e| CodegenError::Llvm(e.to_string()))?;
    }
    let free_bits = b.build_not(cur.into_int_value(), "")?;
    let full = b.build_int_compare(IntPredicate::EQ, free_bits, ir.i64c(0), "")?;
    b.build_conditional_branch(full, plain, attempt)?;

    b.position_at_end(attempt);
    let cttz = ir.intrinsic("llvm.cttz", &[i64t.into()])?;
    let bit = ir
        .call(
            cttz,
            &[free_bits.into(), ctx.bool_type().const_int(1, false).into()],
        )?
        .ok_or_else(|| CodegenError::Llvm("cttz returns nothing".into()))?
        .into_int_value();
    let mask = b.build_left_shift(ir.i64c(1), bit, "")?;
    let old = b.build_atomicrmw(AtomicRMWBinOp::Or, w, mask, AtomicOrdering::AcquireRelease)?;
    let taken = b.build_and(old, mask, "")?;
    let lost = b.build_int_compare(IntPredicate::NE, taken, ir.i64c(0), "")?;
    b.build_conditional_branch(lost, claim, claimed)?;

    b.position_at_end(claimed);
    ir.fence()?;
    let idx = b.build_int_add(b.build_int_mul(sm, ir.i64c(SLOTS_PER_SM), "")?, bit, "slot")?;
    let at = ir.block_slot(idx)?;
    let kept = b.build_load(ptr, at, "kept")?.into_pointer_value();
    let none = b.build_is_null(kept, "")?;
    b.build_conditional_branch(none, grow, check)?;

    b.position_at_end(check);
    let cap_at = ir.byte_at(kept, 8)?;
    let cap = b.build_load(i64t, cap_at, "cap")?.into_int_value();
    let fits = b.build_int_compare(IntPredicate::UGE, cap, bytes, "")?;
    b.build_conditional_branch(fits, done, grow)?;

    // Too small (or none yet): a new block of this gang's size for the slot.
    b.position_at_end(grow);
    ir.call(ir.free, &[kept.into()])?;
    let nb = ir.malloc(total)?;
    let failed = b.build_is_null(nb, "")?;
    b.build_conditional_branch(failed, undo, init)?;
    b.position_at_end(init);
    b.build_store(at, nb)?;
    ir.header(nb, idx, bytes)?;
    b.build_unconditional_branch(done)?;
    b.position_at_end(undo);
    b.build_store(at, ptr.const_null())?;
    ir.release(idx)?;
    b.build_unconditional_branch(plain)?;

    // A block of its own, freed by the release.
    b.position_at_end(plain);
    let pb = ir.malloc(total)?;
    let failed = b.build_is_null(pb, "")?;
    b.build_conditional_branch(failed, flush, plain_init)?;
    b.position_at_end(plain_init);
    let unpooled = i64t.const_all_ones();
    ir.header(pb, unpooled, bytes)?;
    b.build_unconditional_branch(done)?;

    // The heap is full: free the blocks that free slots keep, then one more try.
    b.position_at_end(flush);
    ir.call(flush_fn, &[])?;
    b.build_unconditional_branch(last)?;

    b.position_at_end(last);
    let lb = ir.malloc(total)?;
    let failed = b.build_is_null(lb, "")?;
    b.build_conditional_branch(failed, out_of_heap, last_init)?;
    b.position_at_end(last_init);
    ir.header(lb, unpooled, bytes)?;
    b.build_unconditional_branch(done)?;

    b.position_at_end(out_of_heap);
    let vprintf = ir.module.get_function("vprintf").unwrap_or_else(|| {
        ir.module.add_function(
            "vprintf",
            ctx.i32_type().fn_type(&[ptr.into(), ptr.into()], false),
            None,
        )
    });
    let fmt = b.build_global_string_ptr(nomem, "oxacc.gang_nomem")?;
    let buf = b.build_alloca(i64t, "")?;
    b.build_store(buf, bytes)?;
    ir.call(vprintf, &[fmt.as_pointer_value().into(), buf.into()])?;
    ir.call(ir.intrinsic("llvm.trap", &[])?, &[])?;
    b.build_unreachable()?;

    b.position_at_end(done);
    let base = b.build_phi(ptr, "base")?;
    base.add_incoming(&[
        (&kept, check),
        (&nb, init),
        (&pb, plain_init),
        (&lb, last_init),
    ]);
    let user = ir.byte_at(base.as_basic_value().into_pointer_value(), HEADER as i64)?;
    b.build_return(Some(&user))?;
    Ok(())
}

fn define_give<'ctx>(ir: &Ir<'_, 'ctx>, f: FunctionValue<'ctx>) -> Result<()> {
    let (ctx, b) = (ir.ctx, &ir.b);
    let i64t = ctx.i64_type();
    let p = f
        .get_nth_param(0)
        .ok_or_else(|| CodegenError::Llvm("give without its parameter".into()))?
        .into_pointer_value();
    let entry = ctx.append_basic_block(f, "entry");
    let pooled = ctx.append_basic_block(f, "pooled");
    let own = ctx.append_basic_block(f, "own");
    b.position_at_end(entry);
    let base = ir.byte_at(p, -(HEADER as i64))?;
    let idx = b.build_load(i64t, base, "slot")?.into_int_value();
    let in_pool = b.build_int_compare(IntPredicate::SGE, idx, ir.i64c(0), "")?;
    b.build_conditional_branch(in_pool, pooled, own)?;
    b.position_at_end(pooled);
    ir.release(idx)?;
    b.build_return(None)?;
    b.position_at_end(own);
    ir.call(ir.free, &[base.into()])?;
    b.build_return(None)?;
    Ok(())
}

/// The module's [`FLUSH`] (declared by device code's private copies, or new), to define.
fn flush_function<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> FunctionValue<'ctx> {
    let f = module
        .get_function(FLUSH)
        .unwrap_or_else(|| module.add_function(FLUSH, ctx.void_type().fn_type(&[], false), None));
    f.set_linkage(Linkage::Internal);
    // A cold path of every private copy's site: one copy of the loop, called.
    for attr in ["noinline", "cold"] {
        let a = ctx.create_enum_attribute(
            inkwell::attributes::Attribute::get_named_enum_kind_id(attr),
            0,
        );
        f.add_attribute(inkwell::attributes::AttributeLoc::Function, a);
    }
    f
}

/// A module without gang blocks has no pool: its [`FLUSH`], if device code declared it,
/// does nothing.
pub(super) fn define_empty_flush<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    let Some(f) = module
        .get_function(FLUSH)
        .filter(|f| f.count_basic_blocks() == 0)
    else {
        return Ok(());
    };
    let b = ctx.create_builder();
    b.position_at_end(ctx.append_basic_block(f, "entry"));
    b.build_return(None)?;
    f.set_linkage(Linkage::Internal);
    Ok(())
}

/// Every free slot: taken, its block freed, given back.
fn define_flush<'ctx>(ir: &Ir<'_, 'ctx>, f: FunctionValue<'ctx>) -> Result<()> {
    let (ctx, b) = (ir.ctx, &ir.b);
    let ptr = ctx.ptr_type(AddressSpace::default());
    let i64t = ctx.i64_type();
    let entry = ctx.append_basic_block(f, "entry");
    let walk = ctx.append_basic_block(f, "walk");
    let mine = ctx.append_basic_block(f, "mine");
    let next = ctx.append_basic_block(f, "next");
    let done = ctx.append_basic_block(f, "done");
    b.position_at_end(entry);
    b.build_unconditional_branch(walk)?;
    b.position_at_end(walk);
    let i = b.build_phi(i64t, "i")?;
    i.add_incoming(&[(&ir.i64c(0), entry)]);
    let iv = i.as_basic_value().into_int_value();
    let (sm, mask) = ir.split(iv)?;
    let w = ir.busy_word(sm)?;
    let old = b.build_atomicrmw(AtomicRMWBinOp::Or, w, mask, AtomicOrdering::Acquire)?;
    let taken = b.build_and(old, mask, "")?;
    let free = b.build_int_compare(IntPredicate::EQ, taken, ir.i64c(0), "")?;
    b.build_conditional_branch(free, mine, next)?;
    b.position_at_end(mine);
    ir.fence()?;
    let at = ir.block_slot(iv)?;
    let kept = b.build_load(ptr, at, "")?;
    ir.call(ir.free, &[kept.into()])?;
    b.build_store(at, ptr.const_null())?;
    ir.release(iv)?;
    b.build_unconditional_branch(next)?;
    b.position_at_end(next);
    let n = b.build_int_add(iv, ir.i64c(1), "")?;
    i.add_incoming(&[(&n, next)]);
    let more = b.build_int_compare(IntPredicate::ULT, n, ir.i64c(POOL_SMS * SLOTS_PER_SM), "")?;
    b.build_conditional_branch(more, walk, done)?;
    b.position_at_end(done);
    b.build_return(None)?;
    Ok(())
}
