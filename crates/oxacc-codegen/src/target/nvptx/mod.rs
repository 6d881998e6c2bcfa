//! NVIDIA GPUs (`nvptx64-nvidia-cuda`, docs/gpu.md "Device lowering"): scalars pass as
//! themselves and aggregates `byval`/`sret` (what clang does for CUDA device functions; a
//! kernel's `byval` parameter lives in the parameter space); kernels are PTX `.entry`
//! functions; every function is `convergent`; `long double` is computed in `double`
//! ([`long_double`]); the execution-model intrinsics, shared memory and `printf` have PTX
//! forms of their own; variable argument lists are not supported.

mod dynamic_alloca;
mod intrinsics;
pub(crate) mod long_double;
pub(crate) mod math;
mod printf;
mod shared_memory;

use inkwell::attributes::AttributeLoc;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::types::{BasicTypeEnum, FloatType};
use inkwell::values::{BasicValueEnum, FunctionValue, PointerValue};
use oxacc_oir::{self as oir, FuncData, IntrinsicOp, TypeId, TypeTable};

use super::abi::{ArgKind, FnAbi};
use super::emit::{enum_attr, i128_const, Emitter};
use super::{F80Const, Role, TargetLowering};
use crate::{CodegenError, Result};

/// LLVM's `CallingConv::PTX_Kernel`: a function with it is a PTX `.entry`.
pub(crate) const PTX_KERNEL_CC: u32 = 71;

/// Device code for NVIDIA GPUs.
pub(crate) struct Nvptx;

impl TargetLowering for Nvptx {
    fn role(&self) -> Role {
        Role::Offload
    }

    /// Device code has no debug information yet.
    fn debug_info(&self) -> bool {
        false
    }

    fn classify(&self, t: &TypeTable, ret: TypeId, params: &[TypeId]) -> FnAbi {
        let kind = |ty: TypeId| {
            if !t.is_aggregate(ty) {
                ArgKind::Direct
            } else if t.size_of(ty) == 0 {
                ArgKind::Ignore
            } else {
                ArgKind::Memory {
                    size: t.size_of(ty),
                    align: t.align_of(ty).max(1),
                }
            }
        };
        FnAbi {
            ret: kind(ret),
            params: params.iter().map(|&p| kind(p)).collect(),
        }
    }

    fn declaration_attributes<'ctx>(
        &self,
        ctx: &'ctx Context,
        fv: FunctionValue<'ctx>,
        f: &FuncData,
    ) {
        if f.device == Some(oir::DeviceKind::Kernel) {
            fv.set_call_conventions(PTX_KERNEL_CC);
        }
        // Barriers and warp shuffles must not be moved across control flow.
        fv.add_attribute(AttributeLoc::Function, enum_attr(ctx, "convergent", 0));
    }

    fn definition_attributes<'ctx>(&self, _ctx: &'ctx Context, _fv: FunctionValue<'ctx>) {}

    /// Memory keeps the host's x87 format (long_double.rs).
    fn long_double_memory_type<'ctx>(&self, ctx: &'ctx Context) -> BasicTypeEnum<'ctx> {
        ctx.i128_type().into()
    }

    fn long_double_register_type<'ctx>(&self, ctx: &'ctx Context) -> Option<FloatType<'ctx>> {
        Some(ctx.f64_type())
    }

    fn long_double_to_register<'ctx>(
        &self,
        ctx: &'ctx Context,
        b: &Builder<'ctx>,
        v: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        Ok(long_double::from_bits(ctx, b, v.into_int_value())?.into())
    }

    fn long_double_to_memory<'ctx>(
        &self,
        ctx: &'ctx Context,
        b: &Builder<'ctx>,
        v: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        Ok(long_double::to_bits(ctx, b, v.into_float_value())?.into())
    }

    fn long_double_constant<'ctx>(
        &self,
        ctx: &'ctx Context,
        c: F80Const,
        in_memory: bool,
    ) -> BasicValueEnum<'ctx> {
        match (c, in_memory) {
            (F80Const::Float(f), true) => i128_const(ctx, oir::f80::f80_from_f64(f)).into(),
            (F80Const::Bits(bits), true) => i128_const(ctx, bits).into(),
            (F80Const::Float(f), false) => ctx.f64_type().const_float(f).into(),
            (F80Const::Bits(bits), false) => ctx
                .f64_type()
                .const_float(oir::f80::f80_to_f64(bits))
                .into(),
        }
    }

    fn double_math(&self, name: &str) -> Option<&'static str> {
        math::double_version(name)
    }

    /// Device code contracts a*b+c into fma, as nvcc (--fmad=true) and gcc's nvptx
    /// offloading (-ffp-contract=fast) do: twice the multiply-add throughput.
    fn contracts_fp(&self) -> bool {
        true
    }

    /// Sixteen iterations: n-body's force loop at 1.13× CUDA's time with eight (as `#pragma
    /// unroll 8` in hand-written CUDA) and 1.18× with four (H200, 2026-11-28), 1.11× with
    /// sixteen, whose loop control and address steps are shared by twice the bodies (H200
    /// A/B of decision 62, 2026-11-29: 27.31 → 26.76 ms, docs/gpu.md).
    /// `OXACC_LATENCY_UNROLL=N` (1 to 32) sets another count.
    fn long_latency_unroll(&self) -> Option<u32> {
        let n = std::env::var("OXACC_LATENCY_UNROLL")
            .ok()
            .and_then(|v| v.trim().parse::<u32>().ok())
            .filter(|n| (1..=32).contains(n));
        Some(n.unwrap_or(16))
    }

    /// 16 bytes: the n-body loop's `x[j]`, …, `x[j + 3]` as one `ld.global.v4.f32` (CUDA's
    /// n-body stages bodies as `float4`s: per 8 bodies 8 `LDS.128` against oxacc's 32 `LDG`,
    /// 375 SASS instructions against 336, the measured 1.13×; docs/gpu.md). The loader
    /// checks nothing about alignment, and a `present(x[1:n])` section may start anywhere:
    /// hence the run-time check and the second copy. `OXACC_ALIGNED_COPY=0` (compile time)
    /// leaves kernels one copy, for the A/B.
    fn aligned_kernel_copy(&self) -> Option<u64> {
        let off = std::env::var("OXACC_ALIGNED_COPY").is_ok_and(|v| v.trim() == "0");
        (!off).then_some(16)
    }

    /// NVPTX lowers `atomicrmw` as a relaxed `atom` whatever its ordering (seen with LLVM 22:
    /// a release `xchg` became a plain `atom.exch`, so a spin lock's unlock did not publish
    /// the critical section's stores).
    fn fences_around_atomic_rmw(&self) -> bool {
        true
    }

    fn device_intrinsic<'ctx>(
        &self,
        e: &Emitter<'_, 'ctx>,
        op: IntrinsicOp,
        args: &[BasicValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        intrinsics::device_intrinsic(e, op, args)
    }

    fn shared_alloca<'ctx>(
        &self,
        e: &Emitter<'_, 'ctx>,
        bytes: u32,
        align: u32,
    ) -> Result<PointerValue<'ctx>> {
        shared_memory::shared_alloca(e, bytes, align)
    }

    fn dynamic_alloca<'ctx>(
        &self,
        e: &Emitter<'_, 'ctx>,
        ty: BasicTypeEnum<'ctx>,
        count: inkwell::values::IntValue<'ctx>,
        align: u32,
    ) -> Result<Option<(PointerValue<'ctx>, PointerValue<'ctx>)>> {
        dynamic_alloca::heap_or_stack(e, ty, count, align).map(Some)
    }

    fn release_dynamic_alloca<'ctx>(
        &self,
        e: &Emitter<'_, 'ctx>,
        slot: PointerValue<'ctx>,
    ) -> Result<()> {
        dynamic_alloca::release(e, slot)
    }

    fn library_call<'ctx>(
        &self,
        e: &Emitter<'_, 'ctx>,
        name: &str,
        args: &[(BasicValueEnum<'ctx>, TypeId)],
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        match name {
            "printf" => printf::device_printf(e, args).map(Some),
            _ => Ok(None),
        }
    }

    fn check_va_list(&self) -> Result<()> {
        Err(no_va_list())
    }

    fn va_arg<'ctx>(
        &self,
        _e: &Emitter<'_, 'ctx>,
        _list: PointerValue<'ctx>,
        _ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        Err(no_va_list())
    }
}

fn no_va_list() -> CodegenError {
    CodegenError::Unsupported("variable argument lists in device code".into())
}
