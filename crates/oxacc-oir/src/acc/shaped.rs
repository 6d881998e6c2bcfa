//! Data clauses for whole variables whose extents are known only at run time: what the
//! implicit `copy` of such a variable (OpenACC 3.3 §2.6.2: an array used in a compute region
//! and named by no clause is `copy`) maps, stated with the clause model's `VarRef`s.
//!
//! A Fortran array descriptor (`var` shape `descriptor`) is two objects to the runtime, as a C
//! struct with a pointer member is (§2.7.2 attach): the descriptor itself, and the elements its
//! base address points to, attached into the device copy of the descriptor. Device code then
//! reads bounds, strides and the (device) base address from the descriptor it is given, as the
//! host code does.

use crate::acc::{inst_pos, Ed};
use crate::directive::{Bound, VarRef};
use crate::entity::{Inst, TypeId, Value};
use crate::inst::{BinOp, InstKind, IntCC};
use crate::module::{Body, Module};
use crate::var::{descriptor, Shape, VarData};

/// The `VarRef`s that name all of `var`'s storage, computed by code inserted before `at`;
/// `None` for variables whose storage is one object of a known type (those are named by a
/// plain `VarRef` of that type).
pub(crate) fn whole_variable(
    m: &mut Module,
    body: &mut Body,
    at: Inst,
    var: &VarData,
) -> Option<Vec<VarRef>> {
    if let Shape::Array {
        elem,
        indirect: true,
        ref dims,
        ..
    } = var.shape
    {
        return indirect_array(m, body, at, var, elem, &dims.clone());
    }
    let Shape::Descriptor { elem, rank } = var.shape else {
        return None;
    };
    let (blk, pos) = inst_pos(body, at);
    let loc = body.inst(at).loc;
    let mut ed = Ed::new(m, body, blk, pos, loc);
    let words = 3 + 3 * i128::from(rank);
    let i64t = ed.m.i64();
    let desc_ty = ed.m.array(i64t, words as u64);
    // The memory the elements span from the base address, in elements: a section passed
    // through the descriptor (`a(1:n:2, :)`, `a(n:1:-1)`) has strides other than the extents'
    // products, and its elements lie between the lowest and the highest address reached
    // (Σ (extent - 1)·sm, by the sign of each stride); a zero extent maps nothing.
    let mut count = ed.i64c(1);
    let mut lo = ed.i64c(0);
    let mut hi = ed.i64c(0);
    for k in 0..rank {
        let at = ed.ptradd(
            var.addr,
            i128::from(descriptor::dim_field(k, descriptor::EXTENT)),
        );
        let extent = ed.load(i64t, at);
        count = ed.bin(BinOp::Mul, count, extent);
        let at = ed.ptradd(
            var.addr,
            i128::from(descriptor::dim_field(k, descriptor::SM)),
        );
        let sm = ed.load(i64t, at);
        let one = ed.i64c(1);
        let last = ed.bin(BinOp::Sub, extent, one);
        let reach = ed.bin(BinOp::Mul, last, sm);
        let zero = ed.i64c(0);
        let down = ed.icmp(IntCC::Slt, reach, zero);
        let l = ed.select(down, reach, zero);
        let h = ed.select(down, zero, reach);
        lo = ed.bin(BinOp::Add, lo, l);
        hi = ed.bin(BinOp::Add, hi, h);
    }
    let size = ed.i64c(i128::from(ed.m.types.size_of(elem).max(1)));
    let width = ed.bin(BinOp::Sub, hi, lo);
    let width = ed.bin(BinOp::SDiv, width, size);
    let one = ed.i64c(1);
    let span = ed.bin(BinOp::Add, width, one);
    let zero = ed.i64c(0);
    let empty = ed.icmp(IntCC::Sle, count, zero);
    // An unassociated pointer (a null base address; its extents may be anything): the
    // descriptor alone (OpenMP 5.0 §2.19.7, a pointer whose target is not mapped; a local
    // pointer associated in the region, `call c_f_pointer(p, q, [n])`, `q => a`).
    let ptr = ed.m.ptr();
    let base = ed.load(ptr, var.addr);
    let null = ed.null();
    let unassociated = ed.icmp(IntCC::Eq, base, null);
    let count = ed.select(empty, zero, span);
    let count = ed.select(unassociated, zero, count);
    let lower = ed.bin(BinOp::SDiv, lo, size);
    // A value of its own for the base-address field, so that the clause's variable is not
    // the descriptor's (the region keeps using the descriptor's address).
    let ptr = ed.m.ptr();
    let offset = ed.i64c(descriptor::BASE_ADDR as i128);
    let base_field = ed.val(
        InstKind::PtrAdd {
            ptr: var.addr,
            offset,
        },
        ptr,
    );
    Some(vec![
        VarRef {
            var: var.addr,
            name: var.name.clone(),
            ty: desc_ty,
            bounds: Vec::new(),
        },
        VarRef {
            var: base_field,
            name: var.name.clone(),
            ty: ptr,
            bounds: vec![Bound {
                lower,
                length: count,
                elem,
                stride: None,
            }],
        },
    ])
}

/// A dummy array whose address is stored in a slot (a Fortran explicit-shape dummy): the
/// elements the slot points to, all of them (the product of the declared extents), as C's
/// `p[0:n]` of a pointer variable; `None` for an assumed-size array (no last extent).
fn indirect_array(
    m: &mut Module,
    body: &mut Body,
    at: Inst,
    var: &VarData,
    elem: TypeId,
    dims: &[crate::var::Dim],
) -> Option<Vec<VarRef>> {
    if dims.iter().any(|d| d.extent.is_none()) {
        return None;
    }
    let (blk, pos) = inst_pos(body, at);
    let loc = body.inst(at).loc;
    let mut ed = Ed::new(m, body, blk, pos, loc);
    let mut count = ed.i64c(1);
    for d in dims {
        let extent = d.extent?;
        count = ed.bin(BinOp::Mul, count, extent);
    }
    let zero = ed.i64c(0);
    let ptr = ed.m.ptr();
    Some(vec![VarRef {
        var: var.addr,
        name: var.name.clone(),
        ty: ptr,
        bounds: vec![Bound {
            lower: zero,
            length: count,
            elem,
            stride: None,
        }],
    }])
}

/// The type stored at a variable's address when the variable table says it is one object
/// (a Fortran scalar dummy argument is the address the caller passed).
pub(crate) fn object_type(body: &Body, v: Value) -> Option<TypeId> {
    body.var_at(v).and_then(VarData::object_type)
}
