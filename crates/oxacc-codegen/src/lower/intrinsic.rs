//! OIR intrinsics as LLVM intrinsics (bit counting, math, stack save/restore, `expect`,
//! `assume`), `no_unroll`, and the `va_start`/`va_end`/`va_copy` intrinsics; device-only
//! intrinsics go to the target.

use inkwell::intrinsics::Intrinsic;
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
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
        match op {
            I::Libm(f) => {
                let float = matches!(
                    self.mc.m.types.kind(self.body.value_type(args[0])),
                    oxacc_oir::TypeKind::F32
                );
                let name = f.symbol(float);
                return self.library_call(&name, args, result).map(Some);
            }
            I::AccOnDevice => return self.library_call("acc_on_device", args, result).map(Some),
            I::OmpQuery(q) => return self.library_call(q.routine(), args, result).map(Some),
            _ => {}
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

    /// A call of C library function `name` with the operands' and the result's types (the
    /// declaration the front end made, or a new one): every target lowers the math
    /// intrinsics, `acc_on_device` and the OpenMP queries so, and the device back end gives
    /// them their device bodies (`device/math.rs`, `define_acc_on_device`,
    /// `define_omp_queries`).
    fn library_call(
        &self,
        name: &str,
        args: &[Value],
        result: Option<TypeId>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let ret =
            result.ok_or_else(|| CodegenError::InvalidIr(format!("{name} without a result")))?;
        let mut vals: Vec<BasicMetadataValueEnum> = Vec::new();
        let mut params: Vec<BasicMetadataTypeEnum> = Vec::new();
        for &a in args {
            let v = self.val(a)?;
            params.push(v.get_type().into());
            vals.push(v.into());
        }
        let fty = self.mc.val_ty(ret).fn_type(&params, false);
        let site = match self.mc.module.get_function(name) {
            Some(fv) if fv.get_type() == fty => self.builder.build_call(fv, &vals, "")?,
            Some(fv) => self.builder.build_indirect_call(
                fty,
                fv.as_global_value().as_pointer_value(),
                &vals,
                "",
            )?,
            // As a front end's declaration of a built-in's library function is (no attributes).
            None => {
                let fv = self.mc.module.add_function(name, fty, None);
                self.builder.build_call(fv, &vals, "")?
            }
        };
        match site.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Ok(v),
            _ => Err(CodegenError::InvalidIr(format!("{name} returns nothing"))),
        }
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
