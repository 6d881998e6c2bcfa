//! Fortran array descriptors reach a kernel by value, in its argument buffer (docs/design.md
//! decision 32), instead of as a device copy of the descriptor.
//!
//! acc-implicit-data names a descriptor used in a compute construct as two objects
//! (`shaped.rs`): the descriptor itself and the elements its base address points to, attached
//! into the descriptor's device copy (OpenACC 3.3 §2.6.2, §2.7.2). Mapped that way, every
//! launch created, copied in, copied out and deleted each descriptor (48 bytes for rank 1:
//! two synchronous transfers per array per launch, even inside a data region where the
//! elements are present), and Fortran STREAM ran at 1.30× its C twin on an H200. A
//! descriptor the region does not write is firstprivate in effect: the kernel gets a copy of
//! the host descriptor whose base address is the device address of the elements (what the
//! attach would have stored), which nvfortran does too. The elements' clause is unchanged
//! (present, copy, … with their counters); only the attach, which had no device copy of the
//! descriptor to write any more, is dropped.

use std::collections::HashMap;

use super::{def_kind, iconst_of, region_insts_deep};
use crate::directive::{Clause, DataClauseKind, VarRef};
use crate::entity::{Region, Value};
use crate::inst::InstKind;
use crate::module::{Body, Module};
use crate::types::TypeKind;
use crate::var::{descriptor, Shape};

/// The rank of the descriptor of an allocatable or pointer component that clause variable
/// `v` names (`present(ch%f%e)`, `copyin(s%rho(2:n))`): oxacc-fortran gives such a clause the
/// component's descriptor as its pointer variable (the base address is the descriptor's first
/// word, OpenACC 3.3 §2.7.2's pointer to attach) and the elements as its section. The
/// descriptor is the structure field the variable addresses, of `descriptor::size(rank)`
/// bytes of `i64` words; a C pointer member's field is a pointer, never such words.
pub(crate) fn component_descriptor_rank(m: &Module, body: &Body, v: &VarRef) -> Option<u8> {
    if !m.types.is_ptr(v.ty) || v.bounds.is_empty() {
        return None;
    }
    let Some(InstKind::FieldAddr { agg, field, .. }) = def_kind(body, v.var) else {
        return None;
    };
    let TypeKind::Aggregate { fields, .. } = m.types.kind(*agg) else {
        return None;
    };
    let f = fields.get(*field as usize)?;
    // The field itself, not a descriptor at the start of a structure nested there.
    let desc = super::implicit::descriptor_field_at(m, *agg, f.offset).filter(|&d| d == f.ty)?;
    let bytes = m.types.size_of(desc).checked_sub(descriptor::DIMS)?;
    u8::try_from(bytes / descriptor::DIM_SIZE)
        .ok()
        .filter(|&r| r >= 1)
}

/// The rank of the descriptor that reaches a kernel by value at `v`: a descriptor variable's
/// or a component's (`component_descriptor_rank`).
pub(crate) fn rank_at(m: &Module, body: &Body, v: Value, clauses: &[Clause]) -> u8 {
    if let Some(&Shape::Descriptor { rank, .. }) = body.var_at(v).map(|x| &x.shape) {
        return rank;
    }
    clauses
        .iter()
        .filter_map(|c| match c {
            Clause::Data(dc) => Some(dc.vars.iter()),
            _ => None,
        })
        .flatten()
        .filter(|x| x.var == v)
        .find_map(|x| component_descriptor_rank(m, body, x))
        .unwrap_or(0)
}

/// The captured descriptors of region `r` that travel by value: descriptor address → the
/// value of the clause that names its elements (the address of the base-address field).
pub(crate) fn by_value(
    m: &Module,
    body: &Body,
    r: Region,
    caps: &[Value],
    clauses: &[Clause],
) -> HashMap<Value, Value> {
    let mapped = |k: DataClauseKind| {
        matches!(
            k,
            DataClauseKind::Copy
                | DataClauseKind::CopyIn
                | DataClauseKind::Present
                | DataClauseKind::Create
        )
    };
    let refs: Vec<(DataClauseKind, &crate::directive::VarRef)> = clauses
        .iter()
        .filter_map(|c| match c {
            Clause::Data(dc) if mapped(dc.kind) || dc.kind == DataClauseKind::Attach => {
                Some(dc.vars.iter().map(|x| (dc.kind, x)))
            }
            _ => None,
        })
        .flatten()
        .collect();
    let mut out = HashMap::new();
    for &v in caps {
        // A component's descriptor that the region reaches through its clause alone
        // (members.rs rebased the region's accesses to the structure on it): by value too,
        // so that the structure itself need not be on the device.
        let component = refs.iter().any(|(k, x)| {
            x.var == v && mapped(*k) && component_descriptor_rank(m, body, x).is_some()
        });
        if component && !writes(body, r, v) {
            out.insert(v, v);
            continue;
        }
        let is_descriptor = body
            .var_at(v)
            .is_some_and(|var| var.addr == v && matches!(var.shape, Shape::Descriptor { .. }));
        if !is_descriptor || writes(body, r, v) {
            continue;
        }
        let whole = refs
            .iter()
            .any(|(k, x)| x.var == v && x.bounds.is_empty() && mapped(*k));
        // The elements' reference may be an attach only, where another clause of the
        // construct maps them (decision 63): its device address is theirs all the same.
        let base_field = refs.iter().map(|(_, x)| x).find(|x| {
            !x.bounds.is_empty()
                && matches!(def_kind(body, x.var), Some(InstKind::PtrAdd { ptr, offset })
                    if *ptr == v && iconst_of(body, *offset) == Some(descriptor::BASE_ADDR as i128))
        });
        if let (true, Some(f)) = (whole, base_field) {
            out.insert(v, f.var);
        }
    }
    out
}

/// Whether code of region `r` may write the descriptor at `v` (a pointer assignment in the
/// region): then the region keeps the device copy, which such a write changes.
fn writes(body: &Body, r: Region, v: Value) -> bool {
    let into = |p: Value| super::spmd::root(body, p) == v;
    region_insts_deep(body, r)
        .into_iter()
        .any(|i| match &body.inst(i).kind {
            InstKind::Store { ptr, .. }
            | InstKind::AtomicRmw { ptr, .. }
            | InstKind::CmpXchg { ptr, .. } => into(*ptr),
            InstKind::Memcpy { dst, .. } | InstKind::Memset { dst, .. } => into(*dst),
            _ => false,
        })
}
