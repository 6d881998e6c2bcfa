//! Global variables and their constant initializers (the front end's byte layout as packed
//! LLVM structs), `llvm.used` and the constructor/destructor arrays.

use inkwell::context::Context;
use inkwell::module::Linkage as LLinkage;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValue, BasicValueEnum, IntValue};

use oxacc_oir::{self as oir, ConstInit, Linkage, TypeId, TypeKind};

use crate::target::emit::int_ty;
use crate::target::F80Const;
use crate::{CodegenError, Result};

use super::signature::{linkage, visibility};
use super::ModuleCx;

impl<'ctx> ModuleCx<'_, 'ctx> {
    pub(super) fn define_global(&mut self, g: oir::GlobalId) -> Result<()> {
        let data = self.m.global(g);
        let mut gv = self.globals[g.index()];
        if let Some(init) = &data.init {
            let value = self.const_init(data.ty, init)?;
            if value.get_type() != gv.get_value_type().try_into().unwrap_or(value.get_type()) {
                // The initializer's shape decides the LLVM type (unions,
                // strings): replace the declaration with a global of that type.
                let new = self.module.add_global(value.get_type(), None, "");
                gv.as_pointer_value()
                    .replace_all_uses_with(new.as_pointer_value());
                unsafe { gv.delete() };
                new.as_pointer_value().set_name(&data.name);
                self.globals[g.index()] = new;
                gv = new;
            }
            gv.set_initializer(&value);
        }
        gv.set_linkage(linkage(data.linkage));
        gv.set_visibility(visibility(data.visibility));
        gv.set_constant(data.constant);
        gv.set_thread_local(data.thread_local);
        if data.linkage == Linkage::Private {
            gv.set_unnamed_addr(true);
        }
        let align = if data.align != 0 {
            data.align
        } else {
            self.m.types.align_of(data.ty) as u32
        };
        gv.set_alignment(align);
        if let Some(sec) = &data.section {
            gv.set_section(Some(sec));
        }
        Ok(())
    }

    /// `llvm.used`, `llvm.global_ctors` and `llvm.global_dtors`: appending
    /// arrays the linker and code generator know.
    pub(super) fn special_arrays(&self) {
        let used: Vec<_> = self
            .m
            .global_ids()
            .filter(|g| self.m.global(*g).used)
            .map(|g| self.globals[g.index()].as_pointer_value())
            .collect();
        if !used.is_empty() {
            let arr = self.ptr_ty().const_array(&used);
            let g = self.module.add_global(arr.get_type(), None, "llvm.used");
            g.set_linkage(LLinkage::Appending);
            g.set_section(Some("llvm.metadata"));
            g.set_initializer(&arr);
        }
        for (name, list) in [
            ("llvm.global_ctors", &self.m.ctors),
            ("llvm.global_dtors", &self.m.dtors),
        ] {
            if list.is_empty() {
                continue;
            }
            let (i32t, ptr) = (self.ctx.i32_type(), self.ptr_ty());
            let entry_ty = self
                .ctx
                .struct_type(&[i32t.into(), ptr.into(), ptr.into()], false);
            let entries: Vec<_> = list
                .iter()
                .map(|(f, prio)| {
                    let fp = self.funcs[f.index()].as_global_value().as_pointer_value();
                    entry_ty.const_named_struct(&[
                        i32t.const_int(u64::from(*prio), false).into(),
                        fp.into(),
                        ptr.const_null().into(),
                    ])
                })
                .collect();
            let arr = entry_ty.const_array(&entries);
            let g = self.module.add_global(arr.get_type(), None, name);
            g.set_linkage(LLinkage::Appending);
            g.set_initializer(&arr);
        }
    }

    pub(super) fn const_init(&self, ty: TypeId, init: &ConstInit) -> Result<BasicValueEnum<'ctx>> {
        let t = &self.m.types;
        let i8t = self.ctx.i8_type();
        let zero_bytes = |n: u64| i8t.array_type(n as u32).const_zero().as_basic_value_enum();
        Ok(match (init, t.kind(ty)) {
            (ConstInit::Zero, _) => self.mem_ty(ty).const_zero(),
            (ConstInit::Undef, _) => undef_of(self.mem_ty(ty)),
            (ConstInit::Int(i), TypeKind::Int(w)) => int_const(int_ty(self.ctx, *w), *i).into(),
            (ConstInit::Int(0), TypeKind::Ptr) => self.ptr_ty().const_null().into(),
            (ConstInit::Float(f), TypeKind::F32) => self.ctx.f32_type().const_float(*f).into(),
            (ConstInit::Float(f), TypeKind::F64) => self.ctx.f64_type().const_float(*f).into(),
            (ConstInit::Float(f), TypeKind::F80) => {
                self.target
                    .long_double_constant(self.ctx, F80Const::Float(*f), true)
            }
            (ConstInit::F80(bits), TypeKind::F80) => {
                self.target
                    .long_double_constant(self.ctx, F80Const::Bits(*bits), true)
            }
            (ConstInit::Float(f), TypeKind::F16) => self.ctx.f16_type().const_float(*f).into(),
            (ConstInit::Float(f), TypeKind::F128) => {
                f128_const(self.ctx, oir::f80::f128_from_f64(*f)).into()
            }
            (ConstInit::F128(bits), TypeKind::F128) => f128_const(self.ctx, *bits).into(),
            (ConstInit::GlobalAddr(g, off), _) => {
                let p = self.globals[g.index()].as_pointer_value();
                if *off == 0 {
                    p.into()
                } else {
                    let idx = self.ctx.i64_type().const_int(*off as u64, true);
                    unsafe { p.const_gep(i8t, &[idx]) }.into()
                }
            }
            (ConstInit::FuncAddr(f), _) => self.funcs[f.index()]
                .as_global_value()
                .as_pointer_value()
                .into(),
            (ConstInit::Bytes(b), _) => {
                let mut bytes = b.clone();
                bytes.resize(t.size_of(ty) as usize, 0);
                self.ctx.const_string(&bytes, false).into()
            }
            (ConstInit::Aggregate(items), TypeKind::Array { elem, len }) => {
                let mut vals = Vec::new();
                for it in items {
                    vals.push(self.const_init(*elem, it)?);
                }
                while (vals.len() as u64) < *len {
                    vals.push(self.mem_ty(*elem).const_zero());
                }
                let first = vals.first().map(|v| v.get_type());
                if first.is_some() && vals.iter().all(|v| Some(v.get_type()) == first) {
                    const_array(first.unwrap_or(i8t.into()), &vals)
                } else if vals.is_empty() {
                    zero_bytes(0)
                } else {
                    self.ctx.const_struct(&vals, true).into()
                }
            }
            (ConstInit::Aggregate(items), TypeKind::Aggregate { size, fields, .. }) => {
                // A packed struct of the initialized fields with zero padding.
                let mut vals = Vec::new();
                let mut at = 0u64;
                for (i, f) in fields.iter().enumerate() {
                    let Some(item) = items.get(i) else { break };
                    if f.offset < at {
                        continue; // overlapping member (union-like): first wins
                    }
                    if f.offset > at {
                        vals.push(zero_bytes(f.offset - at));
                    }
                    vals.push(self.const_init(f.ty, item)?);
                    at = f.offset + t.size_of(f.ty);
                }
                if *size > at {
                    vals.push(zero_bytes(size - at));
                }
                self.ctx.const_struct(&vals, true).into()
            }
            (ConstInit::Union(i, inner), TypeKind::Aggregate { size, fields, .. }) => {
                let f = fields.get(*i as usize).ok_or_else(|| {
                    CodegenError::InvalidIr("union initializer member out of range".into())
                })?;
                let mut vals = Vec::new();
                if f.offset > 0 {
                    vals.push(zero_bytes(f.offset));
                }
                vals.push(self.const_init(f.ty, inner)?);
                let end = f.offset + t.size_of(f.ty);
                if *size > end {
                    vals.push(zero_bytes(size - end));
                }
                self.ctx.const_struct(&vals, true).into()
            }
            (init, _) => {
                return Err(CodegenError::InvalidIr(format!(
                    "initializer {init:?} for type {}",
                    oir::printer::type_name(t, ty)
                )))
            }
        })
    }
}

pub(super) fn undef_of(ty: BasicTypeEnum<'_>) -> BasicValueEnum<'_> {
    match ty {
        BasicTypeEnum::ArrayType(t) => t.get_undef().into(),
        BasicTypeEnum::FloatType(t) => t.get_undef().into(),
        BasicTypeEnum::IntType(t) => t.get_undef().into(),
        BasicTypeEnum::PointerType(t) => t.get_undef().into(),
        BasicTypeEnum::StructType(t) => t.get_undef().into(),
        BasicTypeEnum::VectorType(t) => t.get_undef().into(),
        BasicTypeEnum::ScalableVectorType(t) => t.get_undef().into(),
    }
}

pub(super) fn const_array<'ctx>(
    elem: BasicTypeEnum<'ctx>,
    vals: &[BasicValueEnum<'ctx>],
) -> BasicValueEnum<'ctx> {
    match elem {
        BasicTypeEnum::IntType(t) => t
            .const_array(&vals.iter().map(|v| v.into_int_value()).collect::<Vec<_>>())
            .into(),
        BasicTypeEnum::FloatType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_float_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::PointerType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_pointer_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::ArrayType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_array_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::StructType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_struct_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::VectorType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_vector_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::ScalableVectorType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_scalable_vector_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
    }
}

/// An `fp128` constant with exactly these bits (an `i128` bit-cast).
pub(super) fn f128_const(ctx: &Context, bits: u128) -> inkwell::values::FloatValue<'_> {
    use inkwell::types::AsTypeRef;
    use inkwell::values::AsValueRef;
    let i = ctx
        .i128_type()
        .const_int_arbitrary_precision(&[bits as u64, (bits >> 64) as u64]);
    // SAFETY: both types are 128 bits wide and first-class, so the bit-cast is
    // a valid constant expression of type fp128.
    unsafe {
        inkwell::values::FloatValue::new(inkwell::llvm_sys::core::LLVMConstBitCast(
            i.as_value_ref(),
            ctx.f128_type().as_type_ref(),
        ))
    }
}

pub(super) fn int_const(t: inkwell::types::IntType<'_>, v: i128) -> IntValue<'_> {
    if t.get_bit_width() > 64 {
        let u = v as u128;
        t.const_int_arbitrary_precision(&[u as u64, (u >> 64) as u64])
    } else {
        t.const_int(v as u64, false)
    }
}
