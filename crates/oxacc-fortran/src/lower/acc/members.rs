//! The device copy of an allocatable component's descriptor (`s%rho`) follows the host's
//! bounds when the component is mapped again (OpenACC 3.3 §2.6.4, §2.7.2): the structure
//! was copied to the device once, and the component may since have been reallocated with
//! other bounds. Before a construct maps the component, the descriptor's fields after the
//! base address are updated on the device if the structure is present there; the base
//! address itself is the attach action's (lower/acc.rs `acc_var_ref`).

use oxacc_oir::var::descriptor as cfi;
use oxacc_oir::{Clause as OClause, DataClause, DataClauseKind as D, DirectiveKind, VarRef};

use oxacc_oir::{BinOp, Value};

use super::super::func::FnLower;
use super::{AccStmt, AccVar};
use crate::sema::tree::{Expr, ExprKind, Subscript};
use crate::sema::types::Type;

impl FnLower<'_, '_, '_> {
    /// A section of an allocatable component of a scalar structure (`s%rho(2:n)`,
    /// `chunk%tiles(1)%field%density(:, k)`): the component's descriptor, whose base address
    /// is the pointer to attach (OpenACC 3.3 §2.7.2), and the element offset of the section's
    /// first element from that base address (column-major, contiguous: sema accepted the
    /// section, §2.7.1), as C's `s.p[lo:len]`.
    pub(super) fn alloc_component_section(&mut self, e: &Expr) -> Option<(Value, Value)> {
        let (base, index, subscripts, ty) = self.alloc_component_parts(e)?;
        if subscripts.is_empty() {
            return None;
        }
        let elem = super::super::mem_type(self.b.module, &self.ctx.derived, ty);
        let size = self.b.module.types.size_of(elem) as i64;
        let desc = self.component_descriptor(base, index);
        let info = self.component_descriptor_info(base, index);
        let strides = info.strides.clone()?;
        let i64t = self.b.module.i64();
        let mut bytes = self.i64c(0);
        for (k, s) in subscripts.iter().enumerate() {
            let (lb, _) = *info.dims.get(k)?;
            let first = match s {
                Subscript::Index(x) | Subscript::Range { lower: Some(x), .. } => {
                    let v = self.scalar(x);
                    self.int_to(v, i64t)
                }
                Subscript::Range { lower: None, .. } => lb,
            };
            let d = self.b.binary(BinOp::Sub, first, lb);
            let t = self.b.binary(BinOp::Mul, d, *strides.get(k)?);
            bytes = self.b.binary(BinOp::Add, bytes, t);
        }
        let size = self.i64c(size.max(1));
        Some((desc, self.b.binary(BinOp::SDiv, bytes, size)))
    }

    pub(super) fn acc_component_bounds(&mut self, a: &AccStmt) {
        for c in &a.clauses {
            let Some(kind) = oxacc_offload::vocab::data_kind(c.kind) else {
                continue;
            };
            if !matches!(
                kind,
                D::Copy | D::CopyIn | D::CopyOut | D::Create | D::NoCreate | D::Present
            ) {
                continue;
            }
            for v in c.vars() {
                let AccVar::Designator(e, name) = v else {
                    continue;
                };
                if e.rank == 0 {
                    continue;
                }
                let desc = match self.alloc_component_desc(e) {
                    Some((d, _)) => d,
                    None => match self.alloc_component_section(e) {
                        Some((d, _)) => d,
                        None => continue,
                    },
                };
                // The component's rank (a section may have fewer dimensions).
                let rank = match (&e.kind, e.rank) {
                    (ExprKind::Component { base, index, .. }, r) => match base.ty {
                        Type::Derived(t) => {
                            self.ctx.prog.types[t as usize].components[*index].rank() as u8
                        }
                        _ => r,
                    },
                    (_, r) => r,
                };
                let off = self.i64c(cfi::ELEM_LEN as i64);
                let tail = self.b.ptr_add(desc, off);
                let i8t = self.b.module.i8();
                let ty = self.b.module.array(i8t, cfi::size(rank) - cfi::ELEM_LEN);
                let var = VarRef {
                    var: tail,
                    name: name.clone(),
                    ty,
                    bounds: Vec::new(),
                };
                self.b.directive(
                    DirectiveKind::Update,
                    vec![
                        OClause::Data(DataClause {
                            kind: D::Device,
                            modifiers: Vec::new(),
                            vars: vec![var],
                        }),
                        OClause::IfPresent,
                    ],
                );
            }
        }
    }
}
