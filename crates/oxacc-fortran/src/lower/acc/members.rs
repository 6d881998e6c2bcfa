//! The device copy of an allocatable component's descriptor (`s%rho`) follows the host's
//! bounds when the component is mapped again (OpenACC 3.3 §2.6.4, §2.7.2): the structure
//! was copied to the device once, and the component may since have been reallocated with
//! other bounds. Before a construct maps the component, the descriptor's fields after the
//! base address are updated on the device if the structure is present there; the base
//! address itself is the attach action's (lower/acc.rs `acc_var_ref`).

use oxacc_oir::var::descriptor as cfi;
use oxacc_oir::{Clause as OClause, DataClause, DataClauseKind as D, DirectiveKind, VarRef};

use super::super::func::FnLower;
use super::{AccStmt, AccVar};

impl FnLower<'_, '_, '_> {
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
                let Some((desc, _)) = self.alloc_component_desc(e) else {
                    continue;
                };
                let off = self.i64c(cfi::ELEM_LEN as i64);
                let tail = self.b.ptr_add(desc, off);
                let i8t = self.b.module.i8();
                let ty = self.b.module.array(i8t, cfi::size(e.rank) - cfi::ELEM_LEN);
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
