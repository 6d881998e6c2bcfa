//! `va_arg` by the psABI algorithm (x86-64 psABI §3.5.7): from the register save area while
//! enough registers remain, else from the overflow area. The `va_list` is
//! `{ u32 gp_offset, u32 fp_offset, ptr overflow_arg_area, ptr reg_save_area }`.

use inkwell::values::{BasicValueEnum, PointerValue};
use inkwell::IntPredicate;
use oxacc_oir::{TypeId, TypeKind};

use super::abi::classify_aggregate;
use crate::target::abi::Piece;
use crate::target::emit::Emitter;
use crate::Result;

/// The next argument of type `ty` from `list`, assembled in a stack slot (aggregates stay
/// there).
pub(super) fn va_arg<'ctx>(
    e: &Emitter<'_, 'ctx>,
    list: PointerValue<'ctx>,
    ty: TypeId,
) -> Result<BasicValueEnum<'ctx>> {
    let ctx = e.ctx;
    let t = e.types;
    let (i32t, i64t, ptrt) = (ctx.i32_type(), ctx.i64_type(), e.ptr_ty());
    let size = t.size_of(ty);
    let align = t.align_of(ty);
    let pieces: Option<Vec<Piece>> = match t.kind(ty) {
        TypeKind::F16 => Some(vec![Piece::F16]),
        TypeKind::F32 => Some(vec![Piece::F32]),
        TypeKind::F64 => Some(vec![Piece::F64]),
        TypeKind::F128 => Some(vec![Piece::F128]),
        TypeKind::Int(128) => Some(vec![Piece::Int(8), Piece::Int(8)]),
        TypeKind::Int(_) | TypeKind::Ptr => Some(vec![Piece::Int(size as u32)]),
        _ => classify_aggregate(t, ty),
    };
    let slot = e.slot(
        ctx.i8_type().array_type(size.max(1) as u32).into(),
        align.max(8) as u32,
    )?;
    let field = |off: u64| -> Result<PointerValue<'ctx>> {
        Ok(unsafe {
            e.builder
                .build_in_bounds_gep(ctx.i8_type(), list, &[e.i64c(off)], "")?
        })
    };
    let join = ctx.append_basic_block(e.function, "va.join");
    let mem = ctx.append_basic_block(e.function, "va.mem");
    if let Some(pieces) = pieces.filter(|p| !p.is_empty()) {
        let ngp = pieces.iter().filter(|p| !p.is_sse()).count() as u64;
        let nsse = pieces.len() as u64 - ngp;
        let gp_ptr = list;
        let fp_ptr = field(4)?;
        let gp = e
            .builder
            .build_load(i32t, gp_ptr, "gp_offset")?
            .into_int_value();
        let fp = e
            .builder
            .build_load(i32t, fp_ptr, "fp_offset")?
            .into_int_value();
        let mut fits = ctx.bool_type().const_int(1, false);
        if ngp > 0 {
            let c = e.builder.build_int_compare(
                IntPredicate::ULE,
                gp,
                i32t.const_int(48 - 8 * ngp, false),
                "",
            )?;
            fits = e.builder.build_and(fits, c, "")?;
        }
        if nsse > 0 {
            let c = e.builder.build_int_compare(
                IntPredicate::ULE,
                fp,
                i32t.const_int(176 - 16 * nsse, false),
                "",
            )?;
            fits = e.builder.build_and(fits, c, "")?;
        }
        let regs = ctx.append_basic_block(e.function, "va.regs");
        e.builder.build_conditional_branch(fits, regs, mem)?;
        e.builder.position_at_end(regs);
        let save = e
            .builder
            .build_load(ptrt, field(16)?, "reg_save_area")?
            .into_pointer_value();
        let (mut gi, mut si) = (0u64, 0u64);
        for (k, p) in pieces.iter().enumerate() {
            let bytes = if *p == Piece::F128 {
                16
            } else {
                (size - 8 * k as u64).min(8)
            };
            let off = if p.is_sse() {
                let o = e
                    .builder
                    .build_int_add(fp, i32t.const_int(16 * si, false), "")?;
                si += 1;
                o
            } else {
                let o = e
                    .builder
                    .build_int_add(gp, i32t.const_int(8 * gi, false), "")?;
                gi += 1;
                o
            };
            let off = e.builder.build_int_z_extend(off, i64t, "")?;
            let src = e.byte_gep(save, off)?;
            let dst = e.byte_gep(slot, e.i64c(8 * k as u64))?;
            e.memcpy(dst, src, bytes, 1)?;
        }
        if ngp > 0 {
            let n = e
                .builder
                .build_int_add(gp, i32t.const_int(8 * ngp, false), "")?;
            e.builder.build_store(gp_ptr, n)?;
        }
        if nsse > 0 {
            let n = e
                .builder
                .build_int_add(fp, i32t.const_int(16 * nsse, false), "")?;
            e.builder.build_store(fp_ptr, n)?;
        }
        e.builder.build_unconditional_branch(join)?;
    } else {
        e.builder.build_unconditional_branch(mem)?;
    }
    // Overflow area: 8-byte slots, realigned for over-aligned types.
    e.builder.position_at_end(mem);
    let area_ptr = field(8)?;
    let mut area = e
        .builder
        .build_load(ptrt, area_ptr, "overflow_arg_area")?
        .into_pointer_value();
    if align > 8 {
        let a = e.builder.build_ptr_to_int(area, i64t, "")?;
        let a = e.builder.build_int_add(a, e.i64c(align - 1), "")?;
        let a = e
            .builder
            .build_and(a, i64t.const_int(!(align - 1), false), "")?;
        area = e.builder.build_int_to_ptr(a, ptrt, "")?;
    }
    e.memcpy(slot, area, size, 1)?;
    let next = e.byte_gep(area, e.i64c(size.next_multiple_of(8)))?;
    e.builder.build_store(area_ptr, next)?;
    e.builder.build_unconditional_branch(join)?;
    e.builder.position_at_end(join);
    if t.is_aggregate(ty) {
        Ok(slot.into())
    } else {
        Ok(e.builder.build_load(e.mem_ty(ty), slot, "")?)
    }
}
