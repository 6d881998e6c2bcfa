//! User-defined reductions in Fortran (OpenMP 4.5 §2.16): `!$omp declare reduction(id :
//! type-list : combiner) [initializer(…)]` declares, for each type, the combiner (an
//! assignment or a CALL) checked in a scope of its own where `omp_out` and `omp_in` are
//! variables of that type, and the initializer with `omp_priv` and `omp_orig`. A
//! `reduction(id: list)` clause names the declaration of each variable's type; lowering runs
//! the shared semantics (`oxacc_offload::omp_host::user_reduction`) with this code.

use smol_str::SmolStr;

use super::super::acc::tree::AccVar;
use super::super::scope::Entity;
use super::super::tree::{ExprKind, Stmt, SymbolId};
use super::super::Sema;
use super::tree::OmpUdr;
use crate::ast;
use crate::ast::omp as a;

impl Sema<'_> {
    /// `declare reduction` in a specification part.
    pub(super) fn omp_declare_reduction(&mut self, d: &a::OmpDirective) {
        let Some(udr) = &d.udr else { return };
        for ts in &udr.types {
            let Some((ty, [out, inn], combiner)) =
                self.omp_udr_code(ts, ["omp_out", "omp_in"], &udr.combiner)
            else {
                continue;
            };
            let init = match &udr.initializer {
                Some(i) => match self.omp_udr_code(ts, ["omp_priv", "omp_orig"], i) {
                    Some((_, [p, o], code)) => Some((p, o, code)),
                    None => continue,
                },
                None => None,
            };
            let scope = self.cur_scope;
            let again = self
                .prog
                .omp
                .udrs
                .iter()
                .any(|u| u.name == udr.name && u.scope == scope && u.ty == ty);
            if again {
                self.error(
                    udr.name_span,
                    format!(
                        "redeclaration of OpenMP user-defined reduction '{}' for type '{}' (OpenMP 4.5 §2.16)",
                        udr.name,
                        super::super::acc::rules::type_name(ty)
                    ),
                );
                continue;
            }
            self.prog.omp.udrs.push(OmpUdr {
                name: udr.name.clone(),
                scope,
                ty,
                out,
                inn,
                combiner,
                init,
            });
        }
    }

    /// The combiner or initializer `code` for type `ts`, checked in a scope where `names`
    /// are variables of that type.
    fn omp_udr_code(
        &mut self,
        ts: &ast::TypeSpec,
        names: [&str; 2],
        code: &ast::Stmt,
    ) -> Option<(super::super::types::Type, [SymbolId; 2], Vec<Stmt>)> {
        let parent = self.cur_scope;
        let implicit = self.scopes[parent].implicit.clone();
        self.scopes.push(super::super::scope::Scope::new(
            Some(parent),
            implicit,
            self.cur_proc,
        ));
        let scope = self.scopes.len() - 1;
        self.cur_scope = scope;
        let entity = |n: &str| ast::EntityDecl {
            name: ast::Name::new(n, ts.span),
            array: None,
            char_len: None,
            init: None,
            span: ts.span,
        };
        let decl = ast::Stmt {
            id: code.id,
            label: None,
            construct_name: None,
            kind: ast::StmtKind::TypeDecl(ast::TypeDecl {
                type_spec: ts.clone(),
                attrs: Vec::new(),
                entities: names.iter().map(|n| entity(n)).collect(),
            }),
            span: ts.span,
        };
        let owner = match self.cur_proc {
            Some(p) => format!("{}.udr{scope}", self.proc(p).link_name),
            None => format!("udr{scope}"),
        };
        let unit = ast::ProgramUnit {
            kind: ast::UnitKind::Subroutine,
            name: None,
            prefix: Vec::new(),
            result_type: None,
            dummies: Vec::new(),
            result: None,
            bind: None,
            body: vec![decl],
            contains: Vec::new(),
            span: ts.span,
            end_span: None,
        };
        self.declare_spec(&unit, scope, self.cur_proc, &owner);
        let ids = names.map(|n| match self.scopes[scope].names.get(n) {
            Some(Entity::Var(id)) => Some(*id),
            _ => None,
        });
        let stmts = self.exec_part(std::slice::from_ref(code));
        self.cur_scope = parent;
        let [Some(x), Some(y)] = ids else {
            return None;
        };
        let ty = self.symbol(x).ty;
        Some((ty, [x, y], stmts))
    }

    /// The user-defined reduction `id` declares for each variable's type (the innermost
    /// visible declaration); reports the variables it has none for.
    pub(super) fn omp_udr_lookup(&mut self, id: &SmolStr, vars: &[AccVar]) -> Option<Vec<usize>> {
        let mut chain = Vec::new();
        let mut s = Some(self.cur_scope);
        while let Some(k) = s {
            chain.push(k);
            s = self.scopes[k].parent;
        }
        let mut out = Vec::new();
        for v in vars {
            let AccVar::Designator(e, n) = v else {
                return None;
            };
            let found = chain.iter().find_map(|&sc| {
                self.prog
                    .omp
                    .udrs
                    .iter()
                    .rposition(|u| u.scope == sc && &u.name == id && u.ty == e.ty)
            });
            match found {
                Some(k) if e.rank == 0 && matches!(e.kind, ExprKind::Var(_)) => out.push(k),
                Some(_) => {
                    self.error(
                        e.span,
                        format!("an array '{n}' with an OpenMP user-defined reduction is not supported yet in Fortran"),
                    );
                    return None;
                }
                None => {
                    self.error(
                        e.span,
                        format!(
                            "no OpenMP user-defined reduction '{id}' for '{n}' of type '{}' (OpenMP 4.5 §2.16: a 'declare reduction' for its type must be visible)",
                            super::super::acc::rules::type_name(e.ty)
                        ),
                    );
                    return None;
                }
            }
        }
        Some(out)
    }
}
