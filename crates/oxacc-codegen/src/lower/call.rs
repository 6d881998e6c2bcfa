//! Calls and returns by the target's calling convention ([`crate::target::abi`]): arguments
//! as scalars, register pieces read from the aggregate's memory, or `byval` copies; results
//! direct, in pieces stored back to memory, or through `sret`. Also the `long double` math
//! functions that a target computes in `double`.

use inkwell::attributes::AttributeLoc;
use inkwell::types::{BasicMetadataTypeEnum, BasicType};
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FunctionValue, PointerValue,
};

use oxacc_oir::{FuncId, TypeId, Value};

use crate::target::abi::{piece_offsets, ArgKind};
use crate::{CodegenError, Result};

use super::function::FnCx;

impl<'ctx> FnCx<'_, '_, 'ctx> {
    pub(super) fn call(
        &mut self,
        callee: Callee<'ctx>,
        sig: TypeId,
        args: &[Value],
        result: Option<Value>,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let (fty, _) = self.mc.fn_type(sig);
        let ret = self.mc.m.sig_parts(sig).1;
        let arg_tys: Vec<TypeId> = args.iter().map(|&a| self.body.value_type(a)).collect();
        // Classify the actual arguments, variadic ones included.
        let abi = self.mc.classify(ret, &arg_tys);
        let mut largs: Vec<BasicMetadataValueEnum> = Vec::new();
        let mut sret_slot = None;
        if abi.has_sret() {
            let slot = self.agg_slot(ret)?;
            sret_slot = Some(slot);
            largs.push(slot.into());
        }
        for (&a, kind) in args.iter().zip(&abi.params) {
            match kind {
                ArgKind::Direct => {
                    let ty = self.body.value_type(a);
                    largs.push(self.in_memory(ty, self.val(a)?)?.into())
                }
                ArgKind::Memory { .. } => largs.push(self.val(a)?.into()),
                ArgKind::Ignore => {}
                ArgKind::Pieces(ps) => {
                    let base = self.ptr(a)?;
                    let align = self.types().align_of(self.body.value_type(a)).min(8) as u32;
                    for (&p, off) in ps.iter().zip(piece_offsets(ps)) {
                        let at = self.byte_gep(base, self.i64c(off))?;
                        let v = self.builder.build_load(self.mc.piece_ty(p), at, "")?;
                        if let Some(i) = v.as_instruction_value() {
                            i.set_alignment(align)
                                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                        }
                        largs.push(v.into());
                    }
                }
            }
        }
        let site = match callee {
            Callee::Direct(f) => self.builder.build_call(f, &largs, "")?,
            Callee::Indirect(p) => self.builder.build_indirect_call(fty, p, &largs, "")?,
        };
        for (i, a) in self.mc.abi_attrs(&abi) {
            site.add_attribute(AttributeLoc::Param(i), a);
        }
        for (loc, a) in self.mc.ext_attrs(sig, &abi) {
            site.add_attribute(loc, a);
        }
        let ret_val = match site.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Some(v),
            _ => None,
        };
        if result.is_none() {
            return Ok(None);
        }
        Ok(Some(match &abi.ret {
            ArgKind::Direct => self.in_registers(
                ret,
                ret_val
                    .ok_or_else(|| CodegenError::InvalidIr("call result of a void call".into()))?,
            )?,
            ArgKind::Memory { .. } => sret_slot.expect("sret").into(),
            ArgKind::Ignore => self.agg_slot(ret)?.into(),
            ArgKind::Pieces(ps) => {
                let slot = self.agg_slot(ret)?;
                let rv =
                    ret_val.ok_or_else(|| CodegenError::Llvm("missing aggregate return".into()))?;
                for (k, off) in piece_offsets(ps).into_iter().enumerate() {
                    let piece = if ps.len() == 1 {
                        rv
                    } else {
                        self.builder
                            .build_extract_value(rv.into_struct_value(), k as u32, "")?
                    };
                    let at = self.byte_gep(slot, self.i64c(off))?;
                    self.builder.build_store(at, piece)?;
                }
                slot.into()
            }
        }))
    }

    pub(super) fn ret(&mut self, v: Option<Value>) -> Result<()> {
        let abi_ret = self.abi.ret.clone();
        match (v, abi_ret) {
            (None, _) | (Some(_), ArgKind::Ignore) => {
                self.builder.build_return(None)?;
            }
            (Some(v), ArgKind::Direct) => {
                let x = self.in_memory(self.body.value_type(v), self.val(v)?)?;
                self.builder.build_return(Some(&x))?;
            }
            (Some(v), ArgKind::Memory { size, align }) => {
                let dst = self.sret.expect("sret parameter");
                self.memcpy(dst, self.ptr(v)?, size, align.min(8) as u32)?;
                self.builder.build_return(None)?;
            }
            (Some(v), ArgKind::Pieces(ps)) => {
                let base = self.ptr(v)?;
                let mut vals = Vec::new();
                for (&p, off) in ps.iter().zip(piece_offsets(&ps)) {
                    let at = self.byte_gep(base, self.i64c(off))?;
                    vals.push(self.builder.build_load(self.mc.piece_ty(p), at, "")?);
                }
                if vals.len() == 1 {
                    self.builder.build_return(Some(&vals[0]))?;
                } else {
                    self.builder.build_aggregate_return(&vals)?;
                }
            }
        }
        Ok(())
    }

    /// The `double` function that stands for long double math function `f` where `long
    /// double` is computed in `double` (`sqrtl` → `sqrt` in device code).
    pub(super) fn long_double_math(&self, f: FuncId) -> Option<&'static str> {
        let data = self.mc.m.func(f);
        if data.body.is_some() {
            return None;
        }
        let (params, ret, _) = self.mc.m.sig_parts(data.sig);
        let uses_f80 = std::iter::once(&ret)
            .chain(params)
            .any(|&t| self.mc.converts(t));
        self.mc.target.double_math(&data.name).filter(|_| uses_f80)
    }

    /// A call of long double math function `f` as a call of its `double` version.
    pub(super) fn call_double_math(
        &mut self,
        f: FuncId,
        args: &[Value],
    ) -> Result<BasicValueEnum<'ctx>> {
        let name = self.long_double_math(f).expect("checked by the caller");
        let (params, ret, _) = self.mc.m.sig_parts(self.mc.m.func(f).sig);
        let fv = match self.mc.module.get_function(name) {
            Some(fv) => fv,
            None => {
                let ps: Vec<BasicMetadataTypeEnum> =
                    params.iter().map(|&p| self.mc.val_ty(p).into()).collect();
                let fty = self.mc.val_ty(ret).fn_type(&ps, false);
                self.mc.module.add_function(name, fty, None)
            }
        };
        let mut largs: Vec<BasicMetadataValueEnum> = args
            .iter()
            .map(|&a| self.val(a).map(Into::into))
            .collect::<Result<_>>()?;
        // modfl stores the integral part as a `long double`: modf's `double` goes through a
        // slot of its own and is stored in `long double`'s memory form.
        let integral = if name == "modf" {
            let f64t = self.ctx().f64_type();
            let slot = self.slot(f64t.into(), 8)?;
            let dst = largs[1].into_pointer_value();
            largs[1] = slot.into();
            Some((slot, dst))
        } else {
            None
        };
        let site = self.builder.build_call(fv, &largs, "")?;
        if let Some((slot, dst)) = integral {
            let v = self.builder.build_load(self.ctx().f64_type(), slot, "")?;
            let bits = self
                .mc
                .target
                .long_double_to_memory(self.ctx(), &self.builder, v)?;
            self.builder
                .build_store(dst, bits)?
                .set_alignment(16)
                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
        }
        match site.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Ok(v),
            _ => Err(CodegenError::InvalidIr(format!("{name} returns nothing"))),
        }
    }
}

pub(super) enum Callee<'ctx> {
    Direct(FunctionValue<'ctx>),
    Indirect(PointerValue<'ctx>),
}
