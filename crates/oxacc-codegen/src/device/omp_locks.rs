//! The OpenMP simple lock routines in device code (OpenMP 4.5 §3.3: `omp_init_lock`,
//! `omp_destroy_lock`, `omp_set_lock`, `omp_unset_lock`, `omp_test_lock`, and gfortran's
//! `name_` entry points of the Fortran ones): the first 32-bit word of the `omp_lock_t`
//! (`integer(omp_lock_kind)` in Fortran) is the lock word of `critical`'s spin lock
//! (docs/design.md decision 95), 0 free, 1 held. `omp_set_lock` cannot run the caller's
//! code inside its acquire loop as `critical` does: it spins on the exchange, which makes
//! progress where a warp's threads are scheduled independently (sm_70 and later). A lock
//! initialised on the host by libomp and mapped to the device is not one of these (libomp's
//! word has its own encoding): a lock a target region uses is initialised there.

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
}

const ROUTINES: [(&str, Routine); 5] = [
    ("omp_init_lock", Routine::Init),
    ("omp_destroy_lock", Routine::Destroy),
    ("omp_set_lock", Routine::Set),
    ("omp_unset_lock", Routine::Unset),
    ("omp_test_lock", Routine::Test),
];

/// Defines every lock routine the device module declares (one pointer parameter).
pub(super) fn define<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    for (name, r) in ROUTINES {
        for symbol in [name.to_string(), format!("{name}_")] {
            let Some(fv) = module.get_function(&symbol) else {
                continue;
            };
            if fv.count_basic_blocks() > 0 || fv.count_params() != 1 {
                continue;
            }
            body(ctx, fv, r).map_err(|e| CodegenError::Llvm(e.to_string()))?;
            fv.set_linkage(LLinkage::Internal);
        }
    }
    Ok(())
}

fn body<'ctx>(
    ctx: &'ctx Context,
    fv: FunctionValue<'ctx>,
    r: Routine,
) -> std::result::Result<(), inkwell::builder::BuilderError> {
    let b = ctx.create_builder();
    let i32t = ctx.i32_type();
    let (zero, one) = (i32t.const_zero(), i32t.const_int(1, false));
    let entry = ctx.append_basic_block(fv, "entry");
    b.position_at_end(entry);
    let Some(p) = fv.get_nth_param(0).filter(|p| p.is_pointer_value()) else {
        b.build_unreachable()?;
        return Ok(());
    };
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
            let st = b.build_store(p, zero)?;
            st.set_atomic_ordering(AtomicOrdering::Release)
                .map_err(|_| inkwell::builder::BuilderError::UnsetPosition)?;
            st.set_alignment(4)
                .map_err(|_| inkwell::builder::BuilderError::UnsetPosition)?;
            ret_zero(&b, zero)?;
        }
        Routine::Destroy => {
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
    }
    Ok(())
}
