//! `printf` in device code: CUDA's `vprintf(fmt, buf)` (CUDA C++ Programming Guide, "Formatted
//! Output"), which the PTX tool chain provides.

use inkwell::values::BasicValueEnum;
use oxacc_oir::{self as oir, TypeId};

use crate::target::emit::Emitter;
use crate::{CodegenError, Result};

/// `printf(fmt, ...)`: `vprintf(fmt, buf)`, where `buf` holds the (already promoted) variadic
/// arguments, each at the next multiple of its size.
pub(super) fn device_printf<'ctx>(
    e: &Emitter<'_, 'ctx>,
    args: &[(BasicValueEnum<'ctx>, TypeId)],
) -> Result<BasicValueEnum<'ctx>> {
    let ctx = e.ctx;
    let ptr = e.ptr_ty();
    let vprintf = e.module.get_function("vprintf").unwrap_or_else(|| {
        let fty = ctx.i32_type().fn_type(&[ptr.into(), ptr.into()], false);
        e.module.add_function("vprintf", fty, None)
    });
    let (fmt, _) = *args
        .first()
        .ok_or_else(|| CodegenError::InvalidIr("printf without a format".into()))?;
    let mut offsets = Vec::new();
    let mut size = 0u64;
    for &(_, ty) in &args[1..] {
        let n = e.types.size_of(ty);
        if e.types.is_aggregate(ty) || !matches!(n, 4 | 8) {
            return Err(CodegenError::Unsupported(format!(
                "printf argument of type {} in device code",
                oir::printer::type_name(e.types, ty)
            )));
        }
        size = size.next_multiple_of(n);
        offsets.push(size);
        size += n;
    }
    let buf = if size == 0 {
        ptr.const_null()
    } else {
        let slot = e.slot(ctx.i8_type().array_type(size as u32).into(), 8)?;
        for (&(a, _), &off) in args[1..].iter().zip(&offsets) {
            let at = e.byte_gep(slot, e.i64c(off))?;
            e.builder.build_store(at, a)?;
        }
        slot
    };
    let site = e
        .builder
        .build_call(vprintf, &[fmt.into(), buf.into()], "")?;
    match site.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(v) => Ok(v),
        _ => Err(CodegenError::Llvm("vprintf returns nothing".into())),
    }
}
