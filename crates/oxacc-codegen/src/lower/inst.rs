//! OIR instructions, one at a time: constants, arithmetic and comparisons, casts, memory
//! access, atomics, branches.

use inkwell::values::{BasicValue, BasicValueEnum, InstructionValue, PointerValue};
use inkwell::{AtomicOrdering, AtomicRMWBinOp, FloatPredicate, IntPredicate};

use oxacc_oir::{
    self as oir, BinOp, CastOp, FloatCC, InstKind, IntCC, Ordering, RmwOp, TypeId, TypeKind, Value,
};

use crate::options::OptLevel;
use crate::target::F80Const;
use crate::{CodegenError, Result};

use super::call::Callee;
use super::function::FnCx;
use super::globals::{f128_const, int_const, undef_of};

impl<'ctx> FnCx<'_, '_, 'ctx> {
    pub(super) fn lower_inst(&mut self, kind: &InstKind, result: Option<Value>) -> Result<()> {
        let ctx = self.ctx();
        let b = &self.builder;
        let rty = result.map(|r| self.body.value_type(r));
        let out: Option<BasicValueEnum<'ctx>> = match kind {
            InstKind::IConst(v) => {
                let t = self.mc.mem_ty(rty.expect("typed")).into_int_type();
                Some(int_const(t, *v).into())
            }
            InstKind::FConstX87(bits) => Some(self.mc.target.long_double_constant(
                ctx,
                F80Const::Bits(*bits),
                false,
            )),
            InstKind::FConstF128(bits) => Some(f128_const(ctx, *bits).into()),
            InstKind::FConst(v) => Some(match self.types().kind(rty.expect("typed")) {
                TypeKind::F32 => ctx.f32_type().const_float(*v).into(),
                TypeKind::F16 => ctx.f16_type().const_float(*v).into(),
                TypeKind::F128 => f128_const(ctx, oir::f80::f128_from_f64(*v)).into(),
                TypeKind::F80 => {
                    self.mc
                        .target
                        .long_double_constant(ctx, F80Const::Float(*v), false)
                }
                _ => ctx.f64_type().const_float(*v).into(),
            }),
            InstKind::Null => Some(self.mc.ptr_ty().const_null().into()),
            InstKind::Undef => {
                let ty = rty.expect("typed");
                Some(if self.types().is_aggregate(ty) {
                    self.agg_slot(ty)?.into()
                } else {
                    undef_of(self.mc.val_ty(ty))
                })
            }
            InstKind::GlobalAddr(g) => Some(self.global_addr(*g)?.into()),
            InstKind::BlockAddr(b) => {
                let bb = self.blocks.get(b).copied().ok_or_else(|| {
                    CodegenError::InvalidIr(format!("blockaddr of a missing block {b}"))
                })?;
                // SAFETY: `bb` belongs to the function being built and is not its
                // entry block (the `allocas` block comes first).
                let addr = unsafe { bb.get_address() }.ok_or_else(|| {
                    CodegenError::InvalidIr(format!("blockaddr {b} has no address"))
                })?;
                Some(addr.into())
            }
            InstKind::FuncAddr(f) => Some(self.func_addr(*f)?.into()),
            InstKind::Binary { op, lhs, rhs, nsw } => Some(self.binary(*op, *lhs, *rhs, *nsw)?),
            InstKind::FNeg(a) => {
                let v = b.build_float_neg(self.val(*a)?.into_float_value(), "")?;
                self.fast_math(v.as_instruction_value());
                Some(v.into())
            }
            InstKind::ICmp { cc, lhs, rhs } => {
                let (mut l, mut r) = (self.val(*lhs)?, self.val(*rhs)?);
                if l.is_pointer_value() {
                    let i64t = ctx.i64_type();
                    l = b.build_ptr_to_int(l.into_pointer_value(), i64t, "")?.into();
                    r = b.build_ptr_to_int(r.into_pointer_value(), i64t, "")?.into();
                }
                let p = match cc {
                    IntCC::Eq => IntPredicate::EQ,
                    IntCC::Ne => IntPredicate::NE,
                    IntCC::Slt => IntPredicate::SLT,
                    IntCC::Sle => IntPredicate::SLE,
                    IntCC::Sgt => IntPredicate::SGT,
                    IntCC::Sge => IntPredicate::SGE,
                    IntCC::Ult => IntPredicate::ULT,
                    IntCC::Ule => IntPredicate::ULE,
                    IntCC::Ugt => IntPredicate::UGT,
                    IntCC::Uge => IntPredicate::UGE,
                };
                Some(
                    b.build_int_compare(p, l.into_int_value(), r.into_int_value(), "")?
                        .into(),
                )
            }
            InstKind::FCmp { cc, lhs, rhs } => {
                let p = match cc {
                    FloatCC::Oeq => FloatPredicate::OEQ,
                    FloatCC::One => FloatPredicate::ONE,
                    FloatCC::Olt => FloatPredicate::OLT,
                    FloatCC::Ole => FloatPredicate::OLE,
                    FloatCC::Ogt => FloatPredicate::OGT,
                    FloatCC::Oge => FloatPredicate::OGE,
                    FloatCC::Ord => FloatPredicate::ORD,
                    FloatCC::Uno => FloatPredicate::UNO,
                    FloatCC::Ueq => FloatPredicate::UEQ,
                    FloatCC::Une => FloatPredicate::UNE,
                    FloatCC::Ult => FloatPredicate::ULT,
                    FloatCC::Ule => FloatPredicate::ULE,
                    FloatCC::Ugt => FloatPredicate::UGT,
                    FloatCC::Uge => FloatPredicate::UGE,
                };
                let (l, r) = (
                    self.val(*lhs)?.into_float_value(),
                    self.val(*rhs)?.into_float_value(),
                );
                let v = b.build_float_compare(p, l, r, "")?;
                self.fast_math(v.as_instruction_value());
                Some(v.into())
            }
            InstKind::Cast { op, arg } => Some(self.cast(*op, *arg, rty.expect("typed"))?),
            InstKind::Select {
                cond,
                then_val,
                else_val,
            } => Some(b.build_select(
                self.int(*cond)?,
                self.val(*then_val)?,
                self.val(*else_val)?,
                "",
            )?),
            InstKind::Alloca { ty, count, align } => {
                let mty = self.mc.mem_ty(*ty);
                let p = match count {
                    None => self.slot(mty, *align)?,
                    Some(c) => {
                        let n = self.int(*c)?;
                        let e = self.emitter();
                        if let Some((p, slot)) =
                            self.mc.target.dynamic_alloca(&e, mty, n, *align)?
                        {
                            self.heap_slots.push(slot);
                            self.values.insert(result.expect("alloca result"), p.into());
                            return Ok(());
                        }
                        let p = b.build_array_alloca(mty, n, "")?;
                        if let Some(i) = p.as_instruction() {
                            i.set_alignment(*align)
                                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                        }
                        p
                    }
                };
                Some(p.into())
            }
            InstKind::SharedAlloca { ty, align } => {
                let bytes = self.types().size_of(*ty).max(1) as u32;
                let p = self
                    .mc
                    .target
                    .shared_alloca(&self.emitter(), bytes, *align)?;
                Some(p.into())
            }
            InstKind::Load { ptr, flags } => {
                let ty = rty.expect("typed");
                let align = if flags.align != 0 {
                    flags.align
                } else {
                    self.types().align_of(ty) as u32
                };
                let src = self.ptr(*ptr)?;
                if self.types().is_aggregate(ty) {
                    let slot = self.agg_slot(ty)?;
                    self.memcpy(
                        slot,
                        src,
                        self.types().size_of(ty),
                        align.min(self.types().align_of(ty) as u32),
                    )?;
                    Some(slot.into())
                } else {
                    let v = b.build_load(self.mc.mem_ty(ty), src, "")?;
                    if let Some(i) = v.as_instruction_value() {
                        i.set_alignment(align)
                            .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                        if flags.volatile {
                            i.set_volatile(true)
                                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                        }
                        if let Some(o) = flags.atomic {
                            i.set_atomic_ordering(ordering(o))
                                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                        }
                        if flags.invariant && !flags.volatile && flags.atomic.is_none() {
                            // NVPTX turns such global loads into `ld.global.nc`.
                            let kind = self.ctx().get_kind_id("invariant.load");
                            i.set_metadata(self.ctx().metadata_node(&[]), kind)
                                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                        }
                    }
                    Some(self.in_registers(ty, v)?)
                }
            }
            InstKind::Store { value, ptr, flags } => {
                let ty = self.body.value_type(*value);
                let align = if flags.align != 0 {
                    flags.align
                } else {
                    self.types().align_of(ty) as u32
                };
                let dst = self.ptr(*ptr)?;
                if self.types().is_aggregate(ty) {
                    let src = self.ptr(*value)?;
                    self.memcpy(
                        dst,
                        src,
                        self.types().size_of(ty),
                        align.min(self.types().align_of(ty) as u32),
                    )?;
                } else {
                    let v = self.in_memory(ty, self.val(*value)?)?;
                    let i = self.builder.build_store(dst, v)?;
                    i.set_alignment(align)
                        .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                    if flags.volatile {
                        i.set_volatile(true)
                            .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                    }
                    if let Some(o) = flags.atomic {
                        i.set_atomic_ordering(ordering(o))
                            .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                    }
                }
                None
            }
            InstKind::PtrAdd { ptr, offset } => {
                Some(self.byte_gep(self.ptr(*ptr)?, self.int(*offset)?)?.into())
            }
            InstKind::ElemAddr { elem, ptr, index } => {
                let mty = self.mc.mem_ty(*elem);
                Some(unsafe { b.build_gep(mty, self.ptr(*ptr)?, &[self.int(*index)?], "")? }.into())
            }
            InstKind::FieldAddr { agg, ptr, field } => {
                let off = match self.types().kind(*agg) {
                    TypeKind::Aggregate { fields, .. } => fields[*field as usize].offset,
                    _ => {
                        return Err(CodegenError::InvalidIr(
                            "fieldaddr of a non-aggregate".into(),
                        ))
                    }
                };
                let p = self.ptr(*ptr)?;
                Some(if off == 0 {
                    p.into()
                } else {
                    unsafe { b.build_in_bounds_gep(ctx.i8_type(), p, &[self.i64c(off)], "")? }
                        .into()
                })
            }
            InstKind::Memcpy { dst, src, len } => {
                b.build_memcpy(self.ptr(*dst)?, 1, self.ptr(*src)?, 1, self.int(*len)?)
                    .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                None
            }
            InstKind::Memset { dst, byte, len } => {
                b.build_memset(self.ptr(*dst)?, 1, self.int(*byte)?, self.int(*len)?)
                    .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                None
            }
            InstKind::AtomicRmw {
                op,
                ptr,
                value,
                ordering: o,
            } => Some(self.atomic_rmw(*op, self.ptr(*ptr)?, self.val(*value)?, *o)?),
            InstKind::CmpXchg {
                ptr,
                expected,
                new,
                ordering: o,
                weak,
            } => {
                let pair = b.build_cmpxchg(
                    self.ptr(*ptr)?,
                    self.val(*expected)?,
                    self.val(*new)?,
                    ordering(*o),
                    failure_ordering(*o),
                )?;
                if *weak {
                    use inkwell::values::AsValueRef;
                    // SAFETY: a cmpxchg instruction built just above.
                    unsafe { inkwell::llvm_sys::core::LLVMSetWeak(pair.as_value_ref(), 1) };
                }
                Some(b.build_extract_value(pair, 0, "")?)
            }
            InstKind::Fence(o) => {
                b.build_fence(ordering(*o), false, "")?;
                None
            }
            InstKind::Intrinsic { op, args } => self.intrinsic(*op, args, rty)?,
            InstKind::InlineAsm(a) => {
                self.inline_asm(a)?;
                None
            }
            InstKind::Call { callee, args } => {
                let lowered: Vec<(BasicValueEnum<'ctx>, TypeId)> = args
                    .iter()
                    .map(|&a| Ok((self.val(a)?, self.body.value_type(a))))
                    .collect::<Result<_>>()?;
                let name = &self.mc.m.func(*callee).name;
                if let Some(v) = self
                    .mc
                    .target
                    .library_call(&self.emitter(), name, &lowered)?
                {
                    Some(v)
                } else if self.long_double_math(*callee).is_some() {
                    Some(self.call_double_math(*callee, args)?)
                } else {
                    let sig = self.mc.m.func(*callee).sig;
                    self.call(
                        Callee::Direct(self.mc.funcs[callee.index()]),
                        sig,
                        args,
                        result,
                    )?
                }
            }
            InstKind::CallIndirect { sig, callee, args } => {
                let p = self.ptr(*callee)?;
                self.call(Callee::Indirect(p), *sig, args, result)?
            }
            InstKind::VaStart(l) => {
                self.va_intrinsic("llvm.va_start", &[self.val(*l)?])?;
                None
            }
            InstKind::VaEnd(l) => {
                self.va_intrinsic("llvm.va_end", &[self.val(*l)?])?;
                None
            }
            InstKind::VaCopy { dst, src } => {
                self.va_intrinsic("llvm.va_copy", &[self.val(*dst)?, self.val(*src)?])?;
                None
            }
            InstKind::VaArg(l) => {
                self.mc.target.check_va_list()?;
                let list = self.ptr(*l)?;
                Some(
                    self.mc
                        .target
                        .va_arg(&self.emitter(), list, rty.expect("typed"))?,
                )
            }
            InstKind::Br(bc) => {
                let t = self.branch_target(bc)?;
                let br = self.builder.build_unconditional_branch(t)?;
                if self.no_unroll.take() {
                    self.disable_unrolling(br);
                } else if self.unroll_next.take() {
                    self.unroll_by(br, self.unroll_count);
                } else if self.jam_next.take() {
                    self.jam_by(br, self.jam_count);
                }
                None
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                let c = self.int(*cond)?;
                let t = self.branch_target(then_dest)?;
                // Both edges into one block with parameters: route the else
                // edge through its own block so each phi input has one
                // predecessor.
                let e = if then_dest.block == else_dest.block && !else_dest.args.is_empty() {
                    let cur = self.builder.get_insert_block().expect("positioned");
                    let edge = ctx.append_basic_block(self.fv, "edge");
                    self.builder.position_at_end(edge);
                    let target = self.branch_target(else_dest)?;
                    self.builder.build_unconditional_branch(target)?;
                    self.builder.position_at_end(cur);
                    edge
                } else {
                    self.branch_target(else_dest)?
                };
                let br = self.builder.build_conditional_branch(c, t, e)?;
                if self.unroll_next.take() {
                    self.unroll_by(br, self.unroll_count);
                } else if self.jam_next.take() {
                    self.jam_by(br, self.jam_count);
                }
                None
            }
            InstKind::Switch {
                arg,
                default,
                cases,
            } => {
                let v = self.int(*arg)?;
                let ity = v.get_type();
                let cases: Vec<_> = cases
                    .iter()
                    .map(|(c, bl)| (int_const(ity, *c), self.blocks[bl]))
                    .collect();
                self.builder.build_switch(v, self.blocks[default], &cases)?;
                None
            }
            InstKind::IndirectBr { addr, dests } => {
                let a = self.ptr(*addr)?;
                let dests: Vec<_> = dests.iter().map(|d| self.blocks[d]).collect();
                self.builder.build_indirect_branch(a, &dests)?;
                None
            }
            InstKind::Ret(v) => {
                self.ret(*v)?;
                None
            }
            InstKind::Unreachable => {
                self.builder.build_unreachable()?;
                None
            }
            InstKind::Yield(_) | InstKind::Directive(_) => {
                return Err(CodegenError::Unsupported(
                    "OpenACC directive operations must be outlined before host code generation"
                        .into(),
                ))
            }
        };
        if let (Some(r), Some(v)) = (result, out) {
            self.values.insert(r, v);
        }
        Ok(())
    }

    /// The address of global `g`. Host code that device code reaches asks libaccrt for a
    /// `declare`d global's address: the device copy while a host kernel runs for the host
    /// device in discrete memory, the global otherwise. The answer is fixed while a function
    /// runs and the call reads no memory of the program, so LLVM may hoist and merge it.
    fn global_addr(&self, g: oxacc_oir::GlobalId) -> Result<PointerValue<'ctx>> {
        let base = self.mc.globals[g.index()].as_pointer_value();
        if !self.global_indirect || !super::is_indirect_global(self.mc.m, g) {
            return Ok(base);
        }
        const QUERY: &str = "__oxacc_global_addr";
        let ctx = self.ctx();
        let ptr = self.mc.ptr_ty();
        let query = self.mc.module.get_function(QUERY).unwrap_or_else(|| {
            let q = self
                .mc
                .module
                .add_function(QUERY, ptr.fn_type(&[ptr.into()], false), None);
            for (name, v) in [("nounwind", 0), ("willreturn", 0), ("memory", 0)] {
                q.add_attribute(
                    inkwell::attributes::AttributeLoc::Function,
                    crate::target::emit::enum_attr(ctx, name, v),
                );
            }
            q
        });
        match self
            .builder
            .build_call(query, &[base.into()], "")?
            .try_as_basic_value()
        {
            inkwell::values::ValueKind::Basic(v) => Ok(v.into_pointer_value()),
            _ => Err(CodegenError::Llvm(format!("{QUERY} returns nothing"))),
        }
    }

    /// The address of function `f`; for a multiversioned region (decision 93), that of the
    /// version the running CPU takes: libaccrt examines the CPU at its first call and caches
    /// the answer, and the call reads no memory of the program, so LLVM may hoist it.
    fn func_addr(&self, f: oxacc_oir::FuncId) -> Result<PointerValue<'ctx>> {
        let base = self.mc.funcs[f.index()]
            .as_global_value()
            .as_pointer_value();
        let Some(v3) = self.mc.v3_versions.get(&f) else {
            return Ok(base);
        };
        const QUERY: &str = "__oxacc_host_x86_64_v3";
        let ctx = self.ctx();
        let query = self.mc.module.get_function(QUERY).unwrap_or_else(|| {
            let q = self
                .mc
                .module
                .add_function(QUERY, ctx.i32_type().fn_type(&[], false), None);
            for (name, v) in [("nounwind", 0), ("willreturn", 0), ("memory", 0)] {
                q.add_attribute(
                    inkwell::attributes::AttributeLoc::Function,
                    crate::target::emit::enum_attr(ctx, name, v),
                );
            }
            q
        });
        let b = &self.builder;
        let yes = match b.build_call(query, &[], "")?.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => v.into_int_value(),
            _ => return Err(CodegenError::Llvm(format!("{QUERY} returns nothing"))),
        };
        let zero = ctx.i32_type().const_zero();
        let on = b.build_int_compare(IntPredicate::NE, yes, zero, "")?;
        let v3 = v3.as_global_value().as_pointer_value();
        Ok(b.build_select(on, v3, base, "")?.into_pointer_value())
    }

    pub(super) fn fast_math(&self, inst: Option<InstructionValue<'ctx>>) {
        let Some(i) = inst else { return };
        if self.mc.opts.opt_level == OptLevel::Ofast {
            let _ = i.set_fast_math_flags(inkwell::values::FastMathFlags::all());
        } else if self.mc.target.contracts_fp() || self.mc.opts.fp_contract_fast {
            let _ = i.set_fast_math_flags(inkwell::values::FastMathFlags::AllowContract);
        }
    }

    pub(super) fn binary(
        &mut self,
        op: BinOp,
        lhs: Value,
        rhs: Value,
        nsw: bool,
    ) -> Result<BasicValueEnum<'ctx>> {
        let b = &self.builder;
        if op.is_float() {
            let (l, r) = (
                self.val(lhs)?.into_float_value(),
                self.val(rhs)?.into_float_value(),
            );
            let v = match op {
                BinOp::FAdd => b.build_float_add(l, r, "")?,
                BinOp::FSub => b.build_float_sub(l, r, "")?,
                BinOp::FMul => b.build_float_mul(l, r, "")?,
                BinOp::FDiv => b.build_float_div(l, r, "")?,
                _ => b.build_float_rem(l, r, "")?,
            };
            self.fast_math(v.as_instruction_value());
            return Ok(v.into());
        }
        let (l, r) = (self.int(lhs)?, self.int(rhs)?);
        Ok(match op {
            BinOp::Add if nsw => b.build_int_nsw_add(l, r, "")?,
            BinOp::Sub if nsw => b.build_int_nsw_sub(l, r, "")?,
            BinOp::Mul if nsw => b.build_int_nsw_mul(l, r, "")?,
            BinOp::Add => b.build_int_add(l, r, "")?,
            BinOp::Sub => b.build_int_sub(l, r, "")?,
            BinOp::Mul => b.build_int_mul(l, r, "")?,
            BinOp::SDiv => b.build_int_signed_div(l, r, "")?,
            BinOp::UDiv => b.build_int_unsigned_div(l, r, "")?,
            BinOp::SRem => b.build_int_signed_rem(l, r, "")?,
            BinOp::URem => b.build_int_unsigned_rem(l, r, "")?,
            BinOp::And => b.build_and(l, r, "")?,
            BinOp::Or => b.build_or(l, r, "")?,
            BinOp::Xor => b.build_xor(l, r, "")?,
            BinOp::Shl => b.build_left_shift(l, r, "")?,
            BinOp::LShr => b.build_right_shift(l, r, false, "")?,
            _ => b.build_right_shift(l, r, true, "")?,
        }
        .into())
    }

    pub(super) fn cast(
        &mut self,
        op: CastOp,
        arg: Value,
        to: TypeId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let b = &self.builder;
        let v = self.val(arg)?;
        let lt = self.mc.val_ty(to);
        let from = self.body.value_type(arg);
        if self.mc.converts(from) || self.mc.converts(to) {
            // `long double` computed in its register type (`double` in device code):
            // converting between the two is the value itself; its bits are its memory form.
            match op {
                CastOp::FpExt | CastOp::FpTrunc if v.get_type() == lt => return Ok(v),
                CastOp::Bitcast if self.mc.converts(to) => return self.in_registers(to, v),
                CastOp::Bitcast => return self.in_memory(from, v),
                _ => {}
            }
        }
        Ok(match op {
            CastOp::Trunc => b
                .build_int_truncate(v.into_int_value(), lt.into_int_type(), "")?
                .into(),
            CastOp::ZExt => b
                .build_int_z_extend(v.into_int_value(), lt.into_int_type(), "")?
                .into(),
            CastOp::SExt => b
                .build_int_s_extend(v.into_int_value(), lt.into_int_type(), "")?
                .into(),
            CastOp::FpTrunc => b
                .build_float_trunc(v.into_float_value(), lt.into_float_type(), "")?
                .into(),
            CastOp::FpExt => b
                .build_float_ext(v.into_float_value(), lt.into_float_type(), "")?
                .into(),
            CastOp::FpToSi => b
                .build_float_to_signed_int(v.into_float_value(), lt.into_int_type(), "")?
                .into(),
            CastOp::FpToUi => b
                .build_float_to_unsigned_int(v.into_float_value(), lt.into_int_type(), "")?
                .into(),
            CastOp::SiToFp => b
                .build_signed_int_to_float(v.into_int_value(), lt.into_float_type(), "")?
                .into(),
            CastOp::UiToFp => b
                .build_unsigned_int_to_float(v.into_int_value(), lt.into_float_type(), "")?
                .into(),
            CastOp::PtrToInt => b
                .build_ptr_to_int(v.into_pointer_value(), lt.into_int_type(), "")?
                .into(),
            CastOp::IntToPtr => b
                .build_int_to_ptr(v.into_int_value(), lt.into_pointer_type(), "")?
                .into(),
            CastOp::Bitcast => b.build_bit_cast(v, lt, "")?,
        })
    }

    pub(super) fn atomic_rmw(
        &self,
        op: RmwOp,
        ptr: PointerValue<'ctx>,
        value: BasicValueEnum<'ctx>,
        o: Ordering,
    ) -> Result<BasicValueEnum<'ctx>> {
        let lop = match op {
            RmwOp::Xchg => AtomicRMWBinOp::Xchg,
            RmwOp::Add => AtomicRMWBinOp::Add,
            RmwOp::Sub => AtomicRMWBinOp::Sub,
            RmwOp::And => AtomicRMWBinOp::And,
            RmwOp::Or => AtomicRMWBinOp::Or,
            RmwOp::Xor => AtomicRMWBinOp::Xor,
            RmwOp::Nand => AtomicRMWBinOp::Nand,
            RmwOp::Max => AtomicRMWBinOp::Max,
            RmwOp::Min => AtomicRMWBinOp::Min,
            RmwOp::UMax => AtomicRMWBinOp::UMax,
            RmwOp::UMin => AtomicRMWBinOp::UMin,
            RmwOp::FAdd => AtomicRMWBinOp::FAdd,
            RmwOp::FSub => AtomicRMWBinOp::FSub,
            RmwOp::FMax => AtomicRMWBinOp::FMax,
            RmwOp::FMin => AtomicRMWBinOp::FMin,
        };
        // Where the back end lowers `atomicrmw` as relaxed whatever its ordering: explicit
        // fences around it.
        let fenced = self.mc.target.fences_around_atomic_rmw();
        if fenced && matches!(o, Ordering::Release | Ordering::AcqRel | Ordering::SeqCst) {
            self.builder.build_fence(ordering(o), false, "")?;
        }
        // inkwell's wrapper accepts integers only; floats and pointers go
        // through the C API directly (same instruction, wider operand types).
        use inkwell::values::AsValueRef;
        let raw = unsafe {
            inkwell::llvm_sys::core::LLVMBuildAtomicRMW(
                self.builder.as_mut_ptr(),
                lop.into(),
                ptr.as_value_ref(),
                value.as_value_ref(),
                ordering(o).into(),
                0,
            )
        };
        if fenced && matches!(o, Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst) {
            self.builder.build_fence(ordering(o), false, "")?;
        }
        // SAFETY: LLVMBuildAtomicRMW returns an instruction of the value's type.
        Ok(unsafe { BasicValueEnum::new(raw) })
    }
}

pub(super) fn ordering(o: Ordering) -> AtomicOrdering {
    match o {
        Ordering::Relaxed => AtomicOrdering::Monotonic,
        Ordering::Acquire => AtomicOrdering::Acquire,
        Ordering::Release => AtomicOrdering::Release,
        Ordering::AcqRel => AtomicOrdering::AcquireRelease,
        Ordering::SeqCst => AtomicOrdering::SequentiallyConsistent,
    }
}

/// The strongest failure ordering LLVM allows for a cmpxchg (no release part).
pub(super) fn failure_ordering(o: Ordering) -> AtomicOrdering {
    match o {
        Ordering::Relaxed | Ordering::Release => AtomicOrdering::Monotonic,
        Ordering::Acquire | Ordering::AcqRel => AtomicOrdering::Acquire,
        Ordering::SeqCst => AtomicOrdering::SequentiallyConsistent,
    }
}
