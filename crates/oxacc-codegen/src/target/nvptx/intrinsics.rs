//! The execution-model intrinsics in PTX (docs/gpu.md "Execution model intrinsics"): gang,
//! worker and vector indices are special registers (PTX ISA §10: `%ctaid`, `%nctaid`, `%tid`,
//! `%ntid`), barriers `barrier.sync` (the block's, or a worker's named barrier), reductions'
//! shuffles `shfl.sync`.

use inkwell::intrinsics::Intrinsic;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, IntValue};
use oxacc_oir::IntrinsicOp;

use super::shared_memory::{generic_ptr, new_shared_global};
use crate::target::emit::{int_ty, Emitter};
use crate::{CodegenError, Result};

/// A device intrinsic: a special-register read, a barrier, a warp shuffle or the shared
/// scratch.
pub(super) fn device_intrinsic<'ctx>(
    e: &Emitter<'_, 'ctx>,
    op: IntrinsicOp,
    args: &[BasicValueEnum<'ctx>],
) -> Result<Option<BasicValueEnum<'ctx>>> {
    use IntrinsicOp as I;
    let xyz = |d: u8| ["x", "y", "z"][usize::from(d.min(2))];
    let sreg = match op {
        I::GangId(d) => Some(format!("llvm.nvvm.read.ptx.sreg.ctaid.{}", xyz(d))),
        I::NumGangs(d) => Some(format!("llvm.nvvm.read.ptx.sreg.nctaid.{}", xyz(d))),
        I::WorkerId => Some("llvm.nvvm.read.ptx.sreg.tid.y".to_owned()),
        I::NumWorkers => Some("llvm.nvvm.read.ptx.sreg.ntid.y".to_owned()),
        I::VectorLane => Some("llvm.nvvm.read.ptx.sreg.tid.x".to_owned()),
        I::VectorLength => Some("llvm.nvvm.read.ptx.sreg.ntid.x".to_owned()),
        _ => None,
    };
    let i32t = e.ctx.i32_type();
    let declare = |name: &str, overload: &[BasicTypeEnum<'ctx>]| {
        let intr = Intrinsic::find(name)
            .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {name}")))?;
        intr.get_declaration(e.module, overload)
            .ok_or_else(|| CodegenError::Llvm(format!("cannot declare {name}")))
    };
    let basic = |site: inkwell::values::CallSiteValue<'ctx>| match site.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(v) => Some(v),
        _ => None,
    };
    if let Some(name) = sreg {
        let site = e.builder.build_call(declare(&name, &[])?, &[], "")?;
        return Ok(basic(site));
    }
    match op {
        I::Barrier => {
            let f = declare("llvm.nvvm.barrier.cta.sync.aligned.all", &[])?;
            e.builder.build_call(f, &[i32t.const_zero().into()], "")?;
            Ok(None)
        }
        I::WarpSync => {
            let f = declare("llvm.nvvm.bar.warp.sync", &[])?;
            e.builder
                .build_call(f, &[i32t.const_all_ones().into()], "")?;
            Ok(None)
        }
        I::WorkerBarrier => {
            // Named barrier 1 + tid.y for the ntid.x threads of the worker.
            let sreg = |op| -> Result<IntValue<'ctx>> {
                Ok(device_intrinsic(e, op, &[])?
                    .expect("special register")
                    .into_int_value())
            };
            let y = sreg(I::WorkerId)?;
            let n = sreg(I::VectorLength)?;
            let id = e.builder.build_int_add(y, i32t.const_int(1, false), "")?;
            let f = declare("llvm.nvvm.barrier.cta.sync.count", &[])?;
            e.builder.build_call(f, &[id.into(), n.into()], "")?;
            Ok(None)
        }
        I::ShuffleDown | I::ShuffleXor => {
            // shfl.sync.{down,bfly}.b32 with all 32 lanes; 64-bit values as two halves.
            let (name, clamp) = if op == I::ShuffleDown {
                ("llvm.nvvm.shfl.sync.down.i32", 0x1f)
            } else {
                ("llvm.nvvm.shfl.sync.bfly.i32", 0x1f)
            };
            let f = declare(name, &[])?;
            let v = args[0];
            let delta = args[1];
            let mask = i32t.const_all_ones();
            let b = &e.builder;
            let shfl = |x: IntValue<'ctx>| -> Result<IntValue<'ctx>> {
                let site = b.build_call(
                    f,
                    &[
                        mask.into(),
                        x.into(),
                        delta.into(),
                        i32t.const_int(clamp, false).into(),
                    ],
                    "",
                )?;
                Ok(basic(site)
                    .ok_or_else(|| CodegenError::Llvm("shfl returns nothing".into()))?
                    .into_int_value())
            };
            let ty = v.get_type();
            let bits = if ty.is_float_type() {
                if ty.into_float_type() == e.ctx.f32_type() {
                    32
                } else {
                    64
                }
            } else {
                ty.into_int_type().get_bit_width()
            };
            let it = int_ty(e.ctx, bits);
            let x = b.build_bit_cast(v, it, "")?.into_int_value();
            let r = if bits == 32 {
                shfl(x)?
            } else {
                let lo = b.build_int_truncate(x, i32t, "")?;
                let hi = b.build_right_shift(x, it.const_int(32, false), false, "")?;
                let hi = b.build_int_truncate(hi, i32t, "")?;
                let (lo, hi) = (shfl(lo)?, shfl(hi)?);
                let lo = b.build_int_z_extend(lo, it, "")?;
                let hi = b.build_int_z_extend(hi, it, "")?;
                let hi = b.build_left_shift(hi, it.const_int(32, false), "")?;
                b.build_or(lo, hi, "")?
            };
            Ok(Some(b.build_bit_cast(r, ty, "")?))
        }
        I::SharedScratch => {
            // One `.shared` array per module, a slot per warp of up to 32 bytes (a `long
            // double _Complex`; kernels run one at a time per block, so they may share it),
            // seen through a generic pointer; aligned for a `long double`'s 16-byte image.
            const NAME: &str = "__oxacc_shared_scratch";
            let g = match e.module.get_global(NAME) {
                Some(g) => g,
                None => new_shared_global(
                    e,
                    NAME,
                    oxacc_oir::acc::spmd::SHARED_SCRATCH_BYTES as u32,
                    16,
                ),
            };
            Ok(Some(generic_ptr(e, g)?.into()))
        }
        _ => unreachable!("not a device intrinsic: {op:?}"),
    }
}
