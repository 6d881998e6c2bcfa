//! User-defined reductions (OpenMP 4.5 §2.16) on `parallel`, `for`, `sections`, the tasks of
//! `taskloop` and combined target loop constructs: the shared layer's lowering
//! (`oxacc_offload::omp_udr::UdrHost`, whose provided methods the construct lowering calls)
//! with the C code of the `declare reduction` (sema/omp_udr.rs): an expression whose
//! variables `omp_out`/`omp_in`, `omp_priv`/`omp_orig` are declarations bound to addresses.

use oxacc_directives::omp::OmpClauseKind as CK;
use oxacc_offload::omp_udr::{UdrDecl, UdrHost, UdrItem};
use oxacc_oir::Value;

use super::FnCx;
use crate::ast::{DeclId, ExprId};
use crate::omp::{OmpArgs, OmpClause};

impl<'a> UdrHost<'a> for FnCx<'a, '_> {
    type OmpClause = OmpClause;
    type Sym = DeclId;
    type Binding = Value;
    type Code = ExprId;

    fn is_udr_clause(c: &OmpClause) -> bool {
        matches!(c.args, OmpArgs::UserReduction { .. })
    }

    fn is_nowait(c: &OmpClause) -> bool {
        c.kind == CK::Nowait
    }

    fn nowait_clause(span: oxacc_source::Span) -> OmpClause {
        OmpClause {
            kind: CK::Nowait,
            span,
            args: OmpArgs::None,
        }
    }

    fn udr_items(&mut self, clauses: &[OmpClause]) -> Option<Vec<UdrItem<DeclId>>> {
        let mut items = Vec::new();
        for c in clauses {
            let OmpArgs::UserReduction { vars, udrs } = &c.args else {
                continue;
            };
            for (v, &udr) in vars.iter().zip(udrs) {
                let Some(d) = v.root else { continue };
                let at = self.cx.ast[d].declarator.name_span;
                let orig = self.decl_addr(d, at);
                let ty = self.cx.omp.udrs[udr].ty;
                let ty = self.cx.oir_ty(self.b.module, ty);
                let name = self.cx.ast[d].name().cloned().unwrap_or_default();
                items.push(UdrItem {
                    sym: d,
                    udr,
                    orig,
                    ty,
                    name,
                });
            }
        }
        Some(items)
    }

    fn conditional_items(&mut self, clauses: &[OmpClause]) -> Option<Vec<UdrItem<DeclId>>> {
        let mut items = Vec::new();
        for c in clauses {
            let OmpArgs::ConditionalVars(vars) = &c.args else {
                continue;
            };
            for v in vars {
                let d = v.root?;
                let at = self.cx.ast[d].declarator.name_span;
                let orig = self.decl_addr(d, at);
                let ty = self.cx.oir_ty(self.b.module, self.cx.ast[d].ty);
                let name = self.cx.ast[d].name().cloned().unwrap_or_default();
                items.push(UdrItem {
                    sym: d,
                    udr: 0,
                    orig,
                    ty,
                    name,
                });
            }
        }
        Some(items)
    }

    fn udr_decl(&self, udr: usize) -> UdrDecl<DeclId, ExprId> {
        let u = &self.cx.omp.udrs[udr];
        UdrDecl {
            out: u.out,
            inn: u.inn,
            combiner: u.combiner,
            init: u.init.as_ref().map(|i| (i.priv_, i.orig, i.expr)),
        }
    }

    fn bind_scalar(&mut self, sym: DeclId, addr: Value) -> Option<Value> {
        self.locals.insert(sym, addr)
    }

    fn unbind(&mut self, sym: DeclId, old: Option<Value>) {
        match old {
            Some(a) => self.locals.insert(sym, a),
            None => self.locals.remove(&sym),
        };
    }

    fn udr_run(&mut self, code: &ExprId) {
        self.rvalue(*code);
    }
}
