//! `.shared` memory (PTX ISA §5.1.4, address space 3): gang-private objects that a gang's
//! threads share (OIR `shared_alloca`, docs/design.md decision 17) and the per-module scratch
//! of reductions. Each is a variable of its own, seen through a generic pointer.

use inkwell::values::{GlobalValue, PointerValue};
use inkwell::AddressSpace;

use crate::target::emit::Emitter;
use crate::Result;

/// A `.shared` variable of its own (kernels that do not use it get none of its bytes), seen
/// through a generic pointer.
pub(super) fn shared_alloca<'ctx>(
    e: &Emitter<'_, 'ctx>,
    bytes: u32,
    align: u32,
) -> Result<PointerValue<'ctx>> {
    let name = (0..)
        .map(|n| format!("__oxacc_shared.{n}"))
        .find(|n| e.module.get_global(n).is_none())
        .expect("a free name");
    let g = new_shared_global(e, &name, bytes, align);
    generic_ptr(e, g)
}

/// A new internal `.shared` variable of `bytes` bytes, contents undefined (only the size and
/// the alignment matter to its users).
pub(super) fn new_shared_global<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    bytes: u32,
    align: u32,
) -> GlobalValue<'ctx> {
    let ty = e.ctx.i8_type().array_type(bytes);
    let g = e
        .module
        .add_global(ty, Some(AddressSpace::from(3u16)), name);
    g.set_linkage(inkwell::module::Linkage::Internal);
    g.set_initializer(&ty.get_undef());
    g.set_alignment(align);
    g
}

/// Global `g` (of any address space) through a generic pointer.
pub(super) fn generic_ptr<'ctx>(
    e: &Emitter<'_, 'ctx>,
    g: GlobalValue<'ctx>,
) -> Result<PointerValue<'ctx>> {
    Ok(e.builder
        .build_address_space_cast(g.as_pointer_value(), e.ptr_ty(), "")?)
}
