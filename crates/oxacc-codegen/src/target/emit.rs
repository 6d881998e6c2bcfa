//! Building blocks of LLVM code that the lowering and the targets share: OIR types as LLVM
//! types (which depend on the target only through `long double`), and the [`Emitter`] a
//! target hook builds its code with.

use inkwell::attributes::Attribute;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::types::{BasicTypeEnum, IntType, PointerType};
use inkwell::values::{FunctionValue, IntValue, PointerValue};
use inkwell::AddressSpace;
use oxacc_oir::{TypeId, TypeKind, TypeTable};

use super::abi::Piece;
use super::TargetLowering;
use crate::{CodegenError, Result};

/// An integer type of `bits` width (the verifier guarantees 1..=128).
pub(crate) fn int_ty(ctx: &Context, bits: u32) -> IntType<'_> {
    let bits = std::num::NonZeroU32::new(bits).unwrap_or(std::num::NonZeroU32::MIN);
    ctx.custom_width_int_type(bits)
        .unwrap_or_else(|_| ctx.i64_type())
}

/// An `i128` constant with exactly these bits.
pub(crate) fn i128_const(ctx: &Context, bits: u128) -> IntValue<'_> {
    ctx.i128_type()
        .const_int_arbitrary_precision(&[bits as u64, (bits >> 64) as u64])
}

/// An LLVM enum attribute by name.
pub(crate) fn enum_attr(ctx: &Context, name: &str, val: u64) -> Attribute {
    ctx.create_enum_attribute(Attribute::get_named_enum_kind_id(name), val)
}

/// Pointers are generic (address space 0) everywhere; device memory spaces are reached
/// through address-space casts.
pub(crate) fn ptr_ty(ctx: &Context) -> PointerType<'_> {
    ctx.ptr_type(AddressSpace::default())
}

/// The LLVM type of an OIR type in memory. Aggregates are byte arrays: their layout is the
/// front end's, addressed by byte offsets.
pub(crate) fn mem_ty<'ctx>(
    ctx: &'ctx Context,
    types: &TypeTable,
    target: &dyn TargetLowering,
    ty: TypeId,
) -> BasicTypeEnum<'ctx> {
    match types.kind(ty) {
        TypeKind::Int(w) => int_ty(ctx, *w).into(),
        TypeKind::F32 => ctx.f32_type().into(),
        TypeKind::F64 => ctx.f64_type().into(),
        TypeKind::F80 => target.long_double_memory_type(ctx),
        TypeKind::F16 => ctx.f16_type().into(),
        TypeKind::F128 => ctx.f128_type().into(),
        TypeKind::Ptr => ptr_ty(ctx).into(),
        TypeKind::Void | TypeKind::Func { .. } => ctx.i8_type().array_type(0).into(),
        TypeKind::Array { .. } | TypeKind::Aggregate { .. } => {
            ctx.i8_type().array_type(types.size_of(ty) as u32).into()
        }
    }
}

/// Whether values of `ty` differ in registers and in memory (`long double` computed in
/// another type, [`TargetLowering::long_double_register_type`]).
pub(crate) fn converts(
    ctx: &Context,
    types: &TypeTable,
    target: &dyn TargetLowering,
    ty: TypeId,
) -> bool {
    matches!(types.kind(ty), TypeKind::F80) && target.long_double_register_type(ctx).is_some()
}

/// The LLVM type of an OIR SSA value (aggregates are pointers to memory).
pub(crate) fn val_ty<'ctx>(
    ctx: &'ctx Context,
    types: &TypeTable,
    target: &dyn TargetLowering,
    ty: TypeId,
) -> BasicTypeEnum<'ctx> {
    if types.is_aggregate(ty) {
        ptr_ty(ctx).into()
    } else if let (TypeKind::F80, Some(t)) = (types.kind(ty), target.long_double_register_type(ctx))
    {
        t.into()
    } else {
        mem_ty(ctx, types, target, ty)
    }
}

/// The LLVM type of a register piece of an aggregate.
pub(crate) fn piece_ty(ctx: &Context, p: Piece) -> BasicTypeEnum<'_> {
    match p {
        Piece::Int(bytes) => int_ty(ctx, bytes * 8).into(),
        Piece::F32 => ctx.f32_type().into(),
        Piece::F64 => ctx.f64_type().into(),
        Piece::V2F32 => ctx.f32_type().vec_type(2).into(),
        Piece::X87 => ctx.x86_f80_type().into(),
        Piece::F16 => ctx.f16_type().into(),
        Piece::F128 => ctx.f128_type().into(),
    }
}

/// The function being built, as a target hook sees it.
pub(crate) struct Emitter<'a, 'ctx> {
    pub ctx: &'ctx Context,
    pub module: &'a Module<'ctx>,
    pub types: &'a TypeTable,
    pub target: &'a dyn TargetLowering,
    pub function: FunctionValue<'ctx>,
    /// Positioned where the operation's code goes.
    pub builder: &'a Builder<'ctx>,
    /// Positioned in the `allocas` block, which runs first and holds every fixed-size stack
    /// slot (so mem2reg/SROA see them).
    pub allocas: &'a Builder<'ctx>,
}

impl<'ctx> Emitter<'_, 'ctx> {
    pub(crate) fn ptr_ty(&self) -> PointerType<'ctx> {
        ptr_ty(self.ctx)
    }

    pub(crate) fn mem_ty(&self, ty: TypeId) -> BasicTypeEnum<'ctx> {
        mem_ty(self.ctx, self.types, self.target, ty)
    }

    pub(crate) fn i64c(&self, v: u64) -> IntValue<'ctx> {
        self.ctx.i64_type().const_int(v, false)
    }

    /// A stack slot in the `allocas` block.
    pub(crate) fn slot(&self, ty: BasicTypeEnum<'ctx>, align: u32) -> Result<PointerValue<'ctx>> {
        let p = self.allocas.build_alloca(ty, "")?;
        if let Some(i) = p.as_instruction() {
            i.set_alignment(align.max(1))
                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
        }
        Ok(p)
    }

    pub(crate) fn memcpy(
        &self,
        dst: PointerValue<'ctx>,
        src: PointerValue<'ctx>,
        size: u64,
        align: u32,
    ) -> Result<()> {
        if size > 0 {
            self.builder
                .build_memcpy(dst, align, src, align, self.i64c(size))
                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
        }
        Ok(())
    }

    /// `p + off` bytes.
    pub(crate) fn byte_gep(
        &self,
        p: PointerValue<'ctx>,
        off: IntValue<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        Ok(unsafe { self.builder.build_gep(self.ctx.i8_type(), p, &[off], "")? })
    }
}
