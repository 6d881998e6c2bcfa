//! The host target: x86-64 Linux with the System V psABI ([`abi`], [`va_arg`]). `long double`
//! is LLVM's `x86_fp80`; device-only operations are errors here (the host never sees them
//! after outlining), but for the gang index and count, which libaccrt answers.

pub mod abi;
mod va_arg;

use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, FloatValue, FunctionValue, PointerValue};
use oxacc_oir::{FuncData, IntrinsicOp, TypeId, TypeTable};

use super::abi::FnAbi;
use super::emit::{enum_attr, int_ty, Emitter};
use super::{F80Const, Role, TargetLowering};
use crate::{CodegenError, Result};

/// The x86-64 System V host.
pub(crate) struct X86_64;

impl TargetLowering for X86_64 {
    /// Two lanes of SSE2 doubles: gfortran -O2 vectorises the outer loop of such a nest
    /// (n-body's force sum) to the same effect.
    fn long_latency_jam(&self) -> Option<u32> {
        Some(2)
    }

    fn role(&self) -> Role {
        Role::Host
    }

    fn debug_info(&self) -> bool {
        true
    }

    fn classify(&self, types: &TypeTable, ret: TypeId, params: &[TypeId]) -> FnAbi {
        abi::classify_signature(types, ret, params)
    }

    fn declaration_attributes<'ctx>(
        &self,
        _ctx: &'ctx Context,
        _fv: FunctionValue<'ctx>,
        _f: &FuncData,
    ) {
    }

    fn definition_attributes<'ctx>(&self, ctx: &'ctx Context, fv: FunctionValue<'ctx>) {
        // C code never unwinds; unwind tables still make backtraces work.
        fv.add_attribute(AttributeLoc::Function, enum_attr(ctx, "uwtable", 2));
    }

    fn long_double_memory_type<'ctx>(&self, ctx: &'ctx Context) -> BasicTypeEnum<'ctx> {
        ctx.x86_f80_type().into()
    }

    fn long_double_constant<'ctx>(
        &self,
        ctx: &'ctx Context,
        c: F80Const,
        _in_memory: bool,
    ) -> BasicValueEnum<'ctx> {
        match c {
            F80Const::Float(f) => ctx.x86_f80_type().const_float(f).into(),
            F80Const::Bits(bits) => x87_const(ctx, bits).into(),
        }
    }

    fn contracts_fp(&self) -> bool {
        false
    }

    fn fences_around_atomic_rmw(&self) -> bool {
        false
    }

    fn device_intrinsic<'ctx>(
        &self,
        e: &Emitter<'_, 'ctx>,
        op: IntrinsicOp,
        _args: &[BasicValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        // The host back end runs a gang as one call of a kernel's host version on a thread of
        // libaccrt's pool, which knows the gang that thread runs: a gang loop of a `routine
        // gang` asks it (docs/abi.md `__oxacc_gang_id`).
        let (name, dim) = match op {
            IntrinsicOp::GangId(d) => ("__oxacc_gang_id", d),
            IntrinsicOp::NumGangs(d) => ("__oxacc_num_gangs", d),
            _ => {
                return Err(CodegenError::Unsupported(format!(
                    "device intrinsic {} in host code",
                    op.name()
                )))
            }
        };
        let i32t = e.ctx.i32_type();
        let fv = e.module.get_function(name).unwrap_or_else(|| {
            e.module
                .add_function(name, i32t.fn_type(&[i32t.into()], false), None)
        });
        let site = e
            .builder
            .build_call(fv, &[i32t.const_int(u64::from(dim), false).into()], "")?;
        Ok(match site.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Some(v),
            _ => None,
        })
    }

    fn shared_alloca<'ctx>(
        &self,
        _e: &Emitter<'_, 'ctx>,
        _bytes: u32,
        _align: u32,
    ) -> Result<PointerValue<'ctx>> {
        Err(CodegenError::Unsupported(
            "shared memory outside device code".into(),
        ))
    }

    fn check_va_list(&self) -> Result<()> {
        Ok(())
    }

    fn va_arg<'ctx>(
        &self,
        e: &Emitter<'_, 'ctx>,
        list: PointerValue<'ctx>,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        va_arg::va_arg(e, list, ty)
    }
}

/// An `x86_fp80` constant with exactly these 80 bits (an `i80` bit-cast, which LLVM folds to
/// the `0xK…` constant).
fn x87_const(ctx: &Context, bits: u128) -> FloatValue<'_> {
    use inkwell::types::AsTypeRef;
    use inkwell::values::AsValueRef;
    let i =
        int_ty(ctx, 80).const_int_arbitrary_precision(&[bits as u64, (bits >> 64) as u64 & 0xffff]);
    // SAFETY: both types are 80 bits wide and first-class, so the bit-cast is
    // a valid constant expression of type x86_fp80.
    unsafe {
        FloatValue::new(inkwell::llvm_sys::core::LLVMConstBitCast(
            i.as_value_ref(),
            ctx.x86_f80_type().as_type_ref(),
        ))
    }
}
