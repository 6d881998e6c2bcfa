//! `memset`, `memcpy` and `memmove` called in device code (C17 7.24.2, 7.24.6): code that
//! allocates with `malloc` (heap.rs) usually clears or copies the block with them. CUDA's
//! device runtime has no such functions for PTX to call, so a declared C function of the
//! standard type gets a device body here: the LLVM intrinsic of the same name (which the NVPTX
//! back end expands into a loop), returning the destination as C does.

use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::BasicTypeEnum;
use inkwell::values::FunctionValue;

use crate::Result;

/// `void *f(void *, T, size_t)` with T a pointer (`memcpy`, `memmove`) or `int` (`memset`).
fn has_c_type(fv: FunctionValue<'_>, second_is_ptr: bool) -> bool {
    let t = fv.get_type();
    let ps: Vec<BasicTypeEnum<'_>> = t
        .get_param_types()
        .into_iter()
        .filter_map(|p| BasicTypeEnum::try_from(p).ok())
        .collect();
    let second_ok = match ps.get(1) {
        Some(BasicTypeEnum::PointerType(_)) => second_is_ptr,
        Some(BasicTypeEnum::IntType(i)) => !second_is_ptr && i.get_bit_width() == 32,
        _ => false,
    };
    !t.is_var_arg()
        && ps.len() == 3
        && matches!(ps[0], BasicTypeEnum::PointerType(_))
        && second_ok
        && matches!(ps[2], BasicTypeEnum::IntType(i) if i.get_bit_width() == 64)
        && matches!(t.get_return_type(), Some(BasicTypeEnum::PointerType(_)))
}

/// Defines the declared, used ones of `memset`/`memcpy`/`memmove` (internal linkage).
pub fn define_memory_functions<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    for name in ["memset", "memcpy", "memmove"] {
        let Some(fv) = module.get_function(name) else {
            continue;
        };
        if fv.count_basic_blocks() > 0 || !has_c_type(fv, name != "memset") {
            continue;
        }
        let (Some(d), Some(s), Some(n)) = (
            fv.get_nth_param(0),
            fv.get_nth_param(1),
            fv.get_nth_param(2),
        ) else {
            continue;
        };
        let (d, n) = (d.into_pointer_value(), n.into_int_value());
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(fv, "entry"));
        match name {
            "memset" => {
                let byte = b.build_int_truncate(s.into_int_value(), ctx.i8_type(), "")?;
                b.build_memset(d, 1, byte, n)?;
            }
            "memcpy" => {
                b.build_memcpy(d, 1, s.into_pointer_value(), 1, n)
                    .map_err(|e| crate::CodegenError::Llvm(e.to_string()))?;
            }
            _ => {
                b.build_memmove(d, 1, s.into_pointer_value(), 1, n)
                    .map_err(|e| crate::CodegenError::Llvm(e.to_string()))?;
            }
        }
        b.build_return(Some(&d))?;
        fv.set_linkage(Linkage::Internal);
    }
    Ok(())
}
