//! The OpenMP simple lock routines in device code (OpenMP 4.5 §3.3: `omp_init_lock`,
//! `omp_destroy_lock`, `omp_set_lock`, `omp_unset_lock`, `omp_test_lock`, and gfortran's
//! `name_` entry points of the Fortran ones): the first 32-bit word of the `omp_lock_t`
//! (`integer(omp_lock_kind)` in Fortran) is the lock word of `critical`'s spin lock
//! (docs/design.md decision 95), 0 free, 1 held. `omp_set_lock` cannot run the caller's
//! code inside its acquire loop as `critical` does: it spins on the exchange, which makes
//! progress where a warp's threads are scheduled independently (sm_70 and later). A lock
//! initialised on the host by libomp and mapped to the device is not one of these (libomp's
//! word has its own encoding): a lock a target region uses is initialised there.
//!
//! The nestable ones (4.5 §3.3: `omp_*_nest_lock`; decision 105) use the lock's 8 bytes
//! (`omp_nest_lock_t` is one pointer in libomp's omp.h, `omp_nest_lock_kind` is 8): the first
//! word is the owner (0 free, else the thread's number in the grid plus 1), the second the
//! nesting count, which only the owner reads or writes. A thread that owns the lock counts
//! up without an atomic; the others take it as the simple lock does, with the owner for 1.
//!
//! `omp_fulfill_event` (5.0 §3.5.1) does nothing: a task of device code is included and
//! completes when its body returns (oxacc-oir `omp/included.rs`, decision 105).

use inkwell::context::Context;
use inkwell::module::{Linkage as LLinkage, Module};
use inkwell::values::FunctionValue;
use inkwell::{AtomicOrdering, IntPredicate};

use crate::{CodegenError, Result};

#[derive(Clone, Copy)]
enum Routine {
    Init,
    Destroy,
    Set,
    Unset,
    Test,
    NestInit,
    NestSet,
    NestUnset,
    NestTest,
    Fulfill,
}

const ROUTINES: [(&str, Routine); 13] = [
    ("omp_init_lock", Routine::Init),
    // 4.5 §3.3.2: the hint only tunes the lock; these locks have one kind.
    ("omp_init_lock_with_hint", Routine::Init),
    ("omp_init_nest_lock_with_hint", Routine::NestInit),
    ("omp_destroy_lock", Routine::Destroy),
    ("omp_set_lock", Routine::Set),
    ("omp_unset_lock", Routine::Unset),
    ("omp_test_lock", Routine::Test),
    ("omp_init_nest_lock", Routine::NestInit),
    ("omp_destroy_nest_lock", Routine::Destroy),
    ("omp_set_nest_lock", Routine::NestSet),
    ("omp_unset_nest_lock", Routine::NestUnset),
    ("omp_test_nest_lock", Routine::NestTest),
    ("omp_fulfill_event", Routine::Fulfill),
];

/// Defines every lock routine the device module declares (the lock's pointer, and the hint
/// of the `_with_hint` ones), and `omp_fulfill_event`.
pub(super) fn define<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    for (name, r) in ROUTINES {
        for symbol in [name.to_string(), format!("{name}_")] {
            let Some(fv) = module.get_function(&symbol) else {
                continue;
            };
            let params = if name.ends_with("_with_hint") { 2 } else { 1 };
            if fv.count_basic_blocks() > 0 || fv.count_params() != params {
                continue;
            }
            body(ctx, module, fv, r).map_err(|e| CodegenError::Llvm(e.to_string()))?;
            fv.set_linkage(LLinkage::Internal);
        }
    }
    Ok(())
}

/// Marks the lock word at `p` free (`zero`) with a release store, so that an `init` after a
/// use publishes the protected data before the word reads free (simple and nest locks).
fn release_free<'ctx>(
    b: &inkwell::builder::Builder<'ctx>,
    p: inkwell::values::PointerValue<'ctx>,
    zero: inkwell::values::IntValue<'ctx>,
) -> std::result::Result<(), inkwell::builder::BuilderError> {
    let st = b.build_store(p, zero)?;
    st.set_atomic_ordering(AtomicOrdering::Release)
        .map_err(|_| inkwell::builder::BuilderError::UnsetPosition)?;
    st.set_alignment(4)
        .map_err(|_| inkwell::builder::BuilderError::UnsetPosition)?;
    Ok(())
}

/// The calling thread's owner number: its index in the grid (blocks and threads in x, y,
/// z order) plus 1, so that 0 stays "free". 32 bits: numbers repeat only 2^32 threads apart,
/// far more than a device holds at once.
fn owner<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    b: &inkwell::builder::Builder<'ctx>,
) -> std::result::Result<inkwell::values::IntValue<'ctx>, inkwell::builder::BuilderError> {
    let sreg = |name: &str| {
        let full = format!("llvm.nvvm.read.ptx.sreg.{name}");
        let decl = inkwell::intrinsics::Intrinsic::find(&full)
            .and_then(|i| i.get_declaration(module, &[]))
            .ok_or(inkwell::builder::BuilderError::UnsetPosition)?;
        match b.build_call(decl, &[], "")?.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Ok(v.into_int_value()),
            _ => Err(inkwell::builder::BuilderError::UnsetPosition),
        }
    };
    // Horner over (z, y, x) with the extents: ((z·ny + y)·nx + x).
    let linear = |kind: &str, extent: &str| {
        let mut acc = ctx.i32_type().const_zero();
        for d in ["z", "y", "x"] {
            let n = sreg(&format!("{extent}.{d}"))?;
            let i = sreg(&format!("{kind}.{d}"))?;
            let scaled = b.build_int_mul(acc, n, "")?;
            acc = b.build_int_add(scaled, i, "")?;
        }
        Ok::<_, inkwell::builder::BuilderError>(acc)
    };
    let block = linear("ctaid", "nctaid")?;
    let thread = linear("tid", "ntid")?;
    let mut size = ctx.i32_type().const_int(1, false);
    for d in ["x", "y", "z"] {
        size = b.build_int_mul(size, sreg(&format!("ntid.{d}"))?, "")?;
    }
    let base = b.build_int_mul(block, size, "")?;
    let id = b.build_int_add(base, thread, "")?;
    b.build_int_add(id, ctx.i32_type().const_int(1, false), "")
}

fn body<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    fv: FunctionValue<'ctx>,
    r: Routine,
) -> std::result::Result<(), inkwell::builder::BuilderError> {
    let b = ctx.create_builder();
    let i32t = ctx.i32_type();
    let (zero, one) = (i32t.const_zero(), i32t.const_int(1, false));
    let entry = ctx.append_basic_block(fv, "entry");
    b.position_at_end(entry);
    let Some(p) = fv
        .get_nth_param(0)
        .filter(|p| p.is_pointer_value() || matches!(r, Routine::Fulfill))
    else {
        b.build_unreachable()?;
        return Ok(());
    };
    if matches!(r, Routine::Fulfill) {
        b.build_return(None)?;
        return Ok(());
    }
    let p = p.into_pointer_value();
    let ret_zero =
        |b: &inkwell::builder::Builder<'ctx>, v: inkwell::values::IntValue<'ctx>| match fv
            .get_type()
            .get_return_type()
        {
            Some(inkwell::types::BasicTypeEnum::IntType(rt)) => {
                let v = b.build_int_z_extend_or_bit_cast(v, rt, "")?;
                b.build_return(Some(&v))
            }
            _ => b.build_return(None),
        };
    match r {
        Routine::Init => {
            release_free(&b, p, zero)?;
            ret_zero(&b, zero)?;
        }
        Routine::Destroy | Routine::Fulfill => {
            ret_zero(&b, zero)?;
        }
        Routine::Set => {
            let spin = ctx.append_basic_block(fv, "spin");
            let done = ctx.append_basic_block(fv, "done");
            b.build_unconditional_branch(spin)?;
            b.position_at_end(spin);
            let pair = b.build_cmpxchg(
                p,
                zero,
                one,
                AtomicOrdering::Acquire,
                AtomicOrdering::Monotonic,
            )?;
            let ok = b.build_extract_value(pair, 1, "")?.into_int_value();
            b.build_conditional_branch(ok, done, spin)?;
            b.position_at_end(done);
            b.build_fence(AtomicOrdering::Acquire, false, "")?;
            ret_zero(&b, zero)?;
        }
        Routine::Unset => {
            b.build_fence(AtomicOrdering::Release, false, "")?;
            b.build_atomicrmw(
                inkwell::AtomicRMWBinOp::Xchg,
                p,
                zero,
                AtomicOrdering::Release,
            )?;
            ret_zero(&b, zero)?;
        }
        Routine::Test => {
            let pair = b.build_cmpxchg(
                p,
                zero,
                one,
                AtomicOrdering::Acquire,
                AtomicOrdering::Monotonic,
            )?;
            let old = b.build_extract_value(pair, 0, "")?.into_int_value();
            let got = b.build_int_compare(IntPredicate::EQ, old, zero, "")?;
            ret_zero(&b, got)?;
        }
        Routine::NestInit => {
            let count = unsafe { b.build_gep(i32t, p, &[one], "") }?;
            b.build_store(count, zero)?;
            release_free(&b, p, zero)?;
            ret_zero(&b, zero)?;
        }
        Routine::NestSet | Routine::NestTest => {
            let me = owner(ctx, module, &b)?;
            let count = unsafe { b.build_gep(i32t, p, &[one], "") }?;
            let held = b.build_load(i32t, p, "")?.into_int_value();
            let ld = held
                .as_instruction()
                .ok_or(inkwell::builder::BuilderError::UnsetPosition)?;
            ld.set_atomic_ordering(AtomicOrdering::Monotonic)
                .map_err(|_| inkwell::builder::BuilderError::UnsetPosition)?;
            ld.set_alignment(4)
                .map_err(|_| inkwell::builder::BuilderError::UnsetPosition)?;
            let mine = b.build_int_compare(IntPredicate::EQ, held, me, "")?;
            let again = ctx.append_basic_block(fv, "again");
            let take = ctx.append_basic_block(fv, "take");
            let got = ctx.append_basic_block(fv, "got");
            b.build_conditional_branch(mine, again, take)?;
            // The owner: one level deeper (only the owner touches the count).
            b.position_at_end(again);
            let n = b.build_load(i32t, count, "")?.into_int_value();
            let n1 = b.build_int_add(n, one, "")?;
            b.build_store(count, n1)?;
            ret_zero(&b, n1)?;
            b.position_at_end(take);
            let pair = b.build_cmpxchg(
                p,
                zero,
                me,
                AtomicOrdering::Acquire,
                AtomicOrdering::Monotonic,
            )?;
            let ok = b.build_extract_value(pair, 1, "")?.into_int_value();
            if matches!(r, Routine::NestSet) {
                b.build_conditional_branch(ok, got, take)?;
            } else {
                let busy = ctx.append_basic_block(fv, "busy");
                b.build_conditional_branch(ok, got, busy)?;
                b.position_at_end(busy);
                ret_zero(&b, zero)?;
            }
            b.position_at_end(got);
            b.build_fence(AtomicOrdering::Acquire, false, "")?;
            b.build_store(count, one)?;
            ret_zero(&b, one)?;
        }
        Routine::NestUnset => {
            let count = unsafe { b.build_gep(i32t, p, &[one], "") }?;
            let n = b.build_load(i32t, count, "")?.into_int_value();
            let n1 = b.build_int_sub(n, one, "")?;
            b.build_store(count, n1)?;
            let last = b.build_int_compare(IntPredicate::EQ, n1, zero, "")?;
            let free = ctx.append_basic_block(fv, "free");
            let keep = ctx.append_basic_block(fv, "keep");
            b.build_conditional_branch(last, free, keep)?;
            b.position_at_end(keep);
            ret_zero(&b, zero)?;
            b.position_at_end(free);
            b.build_fence(AtomicOrdering::Release, false, "")?;
            b.build_atomicrmw(
                inkwell::AtomicRMWBinOp::Xchg,
                p,
                zero,
                AtomicOrdering::Release,
            )?;
            ret_zero(&b, zero)?;
        }
    }
    Ok(())
}
