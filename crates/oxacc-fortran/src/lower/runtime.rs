//! Declarations of the external functions lowering calls: Flang's runtime (`flang_rt.runtime`,
//! the entry points of `flang/Runtime/*.h`), libm and libgcc.

use oxacc_oir::{Ext, FuncId, Module, TypeId};

/// A parameter or result type of a runtime entry point.
#[derive(Clone, Copy)]
pub enum Rt {
    Void,
    I1,
    I32,
    I64,
    F32,
    F64,
    Ptr,
}

fn ty(m: &mut Module, t: Rt) -> (TypeId, Ext) {
    match t {
        Rt::Void => (m.void(), Ext::None),
        // C++ `bool`: one byte in registers, zero-extended by the caller (psABI §3.2.3).
        Rt::I1 => (m.i1(), Ext::Zext),
        Rt::I32 => (m.i32(), Ext::None),
        Rt::I64 => (m.i64(), Ext::None),
        Rt::F32 => (m.f32(), Ext::None),
        Rt::F64 => (m.f64(), Ext::None),
        Rt::Ptr => (m.ptr(), Ext::None),
    }
}

/// The function `name` with the given signature, declared on first use.
pub fn func(m: &mut Module, name: &str, params: &[Rt], ret: Rt) -> FuncId {
    if let Some(f) = m.func_by_name(name) {
        return f;
    }
    let ps: Vec<(TypeId, Ext)> = params.iter().map(|&p| ty(m, p)).collect();
    let r = ty(m, ret);
    let sig = m.func_type_ext(&ps, r, false);
    m.declare_func(name, sig)
}

/// A function taking and returning `TypeId`s (libm, libgcc).
pub fn func_typed(m: &mut Module, name: &str, params: &[TypeId], ret: TypeId) -> FuncId {
    if let Some(f) = m.func_by_name(name) {
        return f;
    }
    let sig = m.func_type(params, ret, false);
    m.declare_func(name, sig)
}
