//! OIR intrinsics as LLVM intrinsics (bit counting, math, stack save/restore, `expect`,
//! `assume`), `no_unroll`, and the `va_start`/`va_end`/`va_copy` intrinsics; device-only
//! intrinsics go to the target.

use inkwell::intrinsics::Intrinsic;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum};

use oxacc_oir::{IntrinsicOp, TypeId, Value};

use crate::{CodegenError, Result};

use super::function::FnCx;

impl<'ctx> FnCx<'_, '_, 'ctx> {
    pub(super) fn intrinsic(
        &self,
        op: IntrinsicOp,
        args: &[Value],
        result: Option<TypeId>,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        use IntrinsicOp as I;
        if op.is_device_only() {
            let vals = args
                .iter()
                .map(|&a| self.val(a))
                .collect::<Result<Vec<_>>>()?;
            return self.mc.target.device_intrinsic(&self.emitter(), op, &vals);
        }
        if op == I::NoUnroll {
            self.no_unroll.set(true);
            return Ok(None);
        }
        let name = match op {
            I::Ctpop => "llvm.ctpop",
            I::Ctlz => "llvm.ctlz",
            I::Cttz => "llvm.cttz",
            I::Bswap => "llvm.bswap",
            I::Fabs => "llvm.fabs",
            I::Sqrt => "llvm.sqrt",
            I::Floor => "llvm.floor",
            I::Ceil => "llvm.ceil",
            I::Trunc => "llvm.trunc",
            I::Round => "llvm.round",
            I::Copysign => "llvm.copysign",
            I::Minnum => "llvm.minnum",
            I::Maxnum => "llvm.maxnum",
            I::Fma => "llvm.fma",
            I::Trap => "llvm.trap",
            I::StackSave => "llvm.stacksave",
            I::StackRestore => "llvm.stackrestore",
            I::Expect => "llvm.expect",
            I::Assume => "llvm.assume",
            _ => unreachable!("device intrinsic {op:?}"),
        };
        let mut vals: Vec<BasicMetadataValueEnum> = Vec::new();
        for &a in args {
            vals.push(self.val(a)?.into());
        }
        // Overloaded on the first operand's type (or the pointer type for
        // the stack intrinsics); non-overloaded ones take no type list.
        let overload: Vec<BasicTypeEnum> = match op {
            I::Trap | I::Assume => vec![],
            I::StackSave | I::StackRestore => vec![self.mc.ptr_ty().into()],
            _ => vec![self.val(args[0])?.get_type()],
        };
        if matches!(op, I::Ctlz | I::Cttz) {
            // is_zero_poison = false: a zero input gives the bit width.
            vals.push(self.ctx().bool_type().const_zero().into());
        }
        let intr = Intrinsic::find(name)
            .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {name}")))?;
        let decl = intr
            .get_declaration(self.mc.module, &overload)
            .or_else(|| intr.get_declaration(self.mc.module, &[]))
            .ok_or_else(|| CodegenError::Llvm(format!("cannot declare {name}")))?;
        let site = self.builder.build_call(decl, &vals, "")?;
        Ok(match (result, site.try_as_basic_value()) {
            (Some(_), inkwell::values::ValueKind::Basic(v)) => Some(v),
            _ => None,
        })
    }

    pub(super) fn va_intrinsic(&self, name: &str, args: &[BasicValueEnum<'ctx>]) -> Result<()> {
        self.mc.target.check_va_list()?;
        let intr = Intrinsic::find(name)
            .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {name}")))?;
        let ptr: BasicTypeEnum = self.mc.ptr_ty().into();
        let decl = intr
            .get_declaration(self.mc.module, &[ptr])
            .or_else(|| intr.get_declaration(self.mc.module, &[]))
            .ok_or_else(|| CodegenError::Llvm(format!("cannot declare {name}")))?;
        let args: Vec<BasicMetadataValueEnum> = args.iter().map(|&a| a.into()).collect();
        self.builder.build_call(decl, &args, "")?;
        Ok(())
    }
}
