//! User-defined reductions (OpenMP 4.5 §2.16) on `parallel`, `do`, `sections`, the tasks of
//! `taskloop` and combined target loop constructs: the shared layer's lowering
//! (`oxacc_offload::omp_udr::UdrHost`, whose provided methods the construct lowering calls)
//! with the Fortran statements of the `declare reduction` (sema/omp/udr.rs), whose variables
//! `omp_out`/`omp_in`, `omp_priv`/`omp_orig` are symbols bound to scalars at addresses.

use oxacc_directives::omp::OmpClauseKind as CK;
use oxacc_offload::omp_udr::{UdrDecl, UdrHost, UdrItem};
use oxacc_oir::Value;

use super::func::{FnLower, VarInfo};
use super::mem_type;
use crate::sema::omp::tree::{OmpArgs, OmpClause};
use crate::sema::tree::{ExprKind, Stmt, SymbolId};

impl<'m> UdrHost<'m> for FnLower<'_, '_, 'm> {
    type OmpClause = OmpClause;
    type Sym = SymbolId;
    type Binding = VarInfo;
    type Code = Vec<Stmt>;

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

    fn udr_items(&mut self, clauses: &[OmpClause]) -> Option<Vec<UdrItem<SymbolId>>> {
        let mut found: Vec<(SymbolId, usize)> = Vec::new();
        for c in clauses {
            let OmpArgs::UserReduction { vars, udrs } = &c.args else {
                continue;
            };
            for (v, &udr) in vars.iter().zip(udrs) {
                if let crate::sema::acc::tree::AccVar::Designator(e, _) = v {
                    if let ExprKind::Var(id) = e.kind {
                        found.push((id, udr));
                    }
                }
            }
        }
        let mut items = Vec::new();
        for (id, udr) in found {
            let info = self.var(id)?;
            let ty = self.ctx.prog.omp.udrs[udr].ty;
            let ty = mem_type(self.b.module, &self.ctx.derived, ty);
            items.push(UdrItem {
                sym: id,
                udr,
                orig: info.addr,
                ty,
                name: self.ctx.prog.symbol(id).name.clone(),
            });
        }
        Some(items)
    }

    fn conditional_items(&mut self, clauses: &[OmpClause]) -> Option<Vec<UdrItem<SymbolId>>> {
        let mut items = Vec::new();
        for c in clauses {
            let OmpArgs::ConditionalVars(vars) = &c.args else {
                continue;
            };
            for v in vars {
                let id = super::omp::symbol_of(v)?;
                let info = self.var(id)?;
                let r = self.acc_var_ref(v);
                items.push(UdrItem {
                    sym: id,
                    udr: 0,
                    orig: info.addr,
                    ty: r.ty,
                    name: self.ctx.prog.symbol(id).name.clone(),
                });
            }
        }
        Some(items)
    }

    fn udr_decl(&self, udr: usize) -> UdrDecl<SymbolId, Vec<Stmt>> {
        let u = &self.ctx.prog.omp.udrs[udr];
        UdrDecl {
            out: u.out,
            inn: u.inn,
            combiner: u.combiner.clone(),
            init: u.init.clone(),
        }
    }

    fn bind_scalar(&mut self, sym: SymbolId, addr: Value) -> Option<VarInfo> {
        let at = VarInfo {
            addr,
            dims: Vec::new(),
            char_len: None,
            strides: None,
        };
        self.vars.insert(sym, at)
    }

    fn unbind(&mut self, sym: SymbolId, old: Option<VarInfo>) {
        match old {
            Some(v) => self.vars.insert(sym, v),
            None => self.vars.remove(&sym),
        };
    }

    fn udr_run(&mut self, code: &Vec<Stmt>) {
        self.stmts(code);
    }
}
