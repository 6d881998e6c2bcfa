//! `!$omp declare target` in Fortran (OpenMP 4.5 §2.10.6, 5.0 §2.12.7): in the specification
//! part of a procedure without a list (the procedure itself), or with an extended list or
//! `to`/`enter`/`link` clauses naming procedures, variables with the SAVE attribute (module
//! variables, variables of the main program, saved locals) and common blocks. Procedures need
//! nothing: every procedure that device code calls is compiled for the device (docs/gpu.md).
//! Variables and common blocks get the device copy for the whole program that the shared
//! layer gives them ([`oxacc_offload::omp_device::declare_target_data`]), recorded as a
//! module's `!$acc declare` is, so that the OpenACC lowering makes the global's device copy.

use oxacc_directives::omp::OmpClauseKind as CK;
use oxacc_directives::ClauseKind;
use oxacc_offload::omp_device::declare_target_data;
use smol_str::SmolStr;

use super::super::acc::tree::{AccArgs, AccClause, AccStmt, AccVar};
use super::super::scope::Entity;
use super::super::tree::{ExprKind, Storage};
use super::super::Sema;
use crate::ast;
use crate::ast::acc::AccObject;
use crate::ast::omp as a;

const SPEC: &str = "OpenMP 4.5 §2.10.6";

impl Sema<'_> {
    /// A `declare target` directive of a specification part: `module` names the module whose
    /// specification part it is in (`None`: a procedure's or the main program's).
    pub(super) fn omp_declare_target(&mut self, d: &a::OmpDirective, module: Option<&SmolStr>) {
        let mut lists: Vec<(ClauseKind, &[AccObject])> = Vec::new();
        if !d.list.is_empty() {
            if let Some(k) = declare_target_data(None) {
                lists.push((k, &d.list));
            }
        }
        for c in &d.clauses {
            if let (a::OmpArgs::Vars(vs), Some(k)) = (&c.args, declare_target_data(Some(c.kind))) {
                lists.push((k, vs));
            }
        }
        let named = d.list.len()
            + d.clauses
                .iter()
                .filter(|c| matches!(c.kind, CK::To | CK::Enter | CK::Link))
                .count();
        if named == 0 {
            // Without a list the directive declares the procedure whose specification part
            // it is in (5.0 §2.12.7); a module or a main program is no procedure.
            let in_procedure = self
                .cur_proc
                .is_some_and(|p| self.proc(p).kind != super::super::tree::ProcKind::Main);
            if module.is_some() || !in_procedure {
                self.error(
                    d.name_span,
                    format!("'!$omp declare target' without a list must be in the specification part of a procedure ({SPEC}: it applies to that procedure); name what it declares, as in 'declare target(x)'"),
                );
            } else if let Some(p) = self.cur_proc {
                self.omp_declare_target_proc(p, d);
            }
            return;
        }
        let mut clauses = Vec::new();
        for (kind, items) in lists {
            let mut vars = Vec::new();
            for o in items {
                if let Some(v) = self.omp_declare_target_item(o, d) {
                    vars.push(v);
                }
            }
            if !vars.is_empty() {
                clauses.push(AccClause {
                    kind,
                    span: d.span,
                    args: AccArgs::Vars {
                        modifiers: Vec::new(),
                        vars,
                    },
                });
            }
        }
        if clauses.is_empty() {
            return;
        }
        let stmt = AccStmt {
            kind: oxacc_directives::DirectiveKind::Declare,
            span: d.span,
            name_span: d.name_span,
            clauses,
            cache: Vec::new(),
            cache_readonly: false,
            wait: None,
            routine_name: None,
            body: Vec::new(),
            loop_depth: 0,
            concurrent: false,
            omp_udr: Vec::new(),
            omp_copy_out: Vec::new(),
            omp_split: false,
            omp_barrier: false,
            omp_in_reduction: false,
            omp_split_teams: false,
        };
        let owner = module.cloned().unwrap_or_default();
        self.prog.acc.module_declares.push((owner, stmt));
    }

    /// `declare target` in the specification part of a procedure of a module read from its
    /// module file: the procedure (its form without a list; what a list names, the module's
    /// compilation declared).
    pub(in crate::sema) fn omp_declare_target_unlisted(&mut self, d: &a::OmpDirective) {
        let listed = d
            .clauses
            .iter()
            .any(|c| matches!(c.args, a::OmpArgs::Vars(_)));
        if let (false, Some(p)) = (listed, self.cur_proc) {
            self.omp_declare_target_proc(p, d);
        }
    }

    /// A procedure in `declare target`: a sequential OpenACC routine, so that the file that
    /// defines it compiles its device version and a file that calls it from device code
    /// through its module file or an interface body links that version (a file's own
    /// procedures need nothing: those its device code calls are compiled for the device).
    fn omp_declare_target_proc(&mut self, p: super::super::tree::ProcId, d: &a::OmpDirective) {
        self.omp_declare_target_procs.insert(p);
        if self.prog.acc.routines.iter().any(|(q, _)| *q == p) {
            return;
        }
        let seq = AccClause {
            kind: ClauseKind::Seq,
            span: d.span,
            args: AccArgs::None,
        };
        let stmt = AccStmt {
            kind: oxacc_directives::DirectiveKind::Routine,
            span: d.span,
            name_span: d.name_span,
            clauses: vec![seq],
            cache: Vec::new(),
            cache_readonly: false,
            wait: None,
            routine_name: Some(p),
            body: Vec::new(),
            loop_depth: 0,
            concurrent: false,
            omp_udr: Vec::new(),
            omp_copy_out: Vec::new(),
            omp_split: false,
            omp_barrier: false,
            omp_in_reduction: false,
            omp_split_teams: false,
        };
        self.prog.acc.routines.push((p, stmt));
    }

    /// One item of a `declare target` list: a procedure (`None`: nothing to record), a
    /// variable with the SAVE attribute or a common block (the global to give a device copy).
    fn omp_declare_target_item(&mut self, o: &AccObject, d: &a::OmpDirective) -> Option<AccVar> {
        if let AccObject::Var(e) = o {
            let ast::ExprKind::Name(n) = &e.kind else {
                self.error(
                    e.span,
                    format!("'declare target' takes names of procedures, variables and common blocks, not parts of them ({SPEC})"),
                );
                return None;
            };
            // The procedure whose specification part it is in, by its own name (in a
            // function, the name is its result variable's).
            let own = self
                .cur_proc
                .is_some_and(|p| self.proc(p).name.eq_ignore_ascii_case(&n.key));
            if own {
                if let Some(p) = self.cur_proc {
                    self.omp_declare_target_proc(p, d);
                }
                return None;
            }
            match self.lookup(&n.key) {
                Some(Entity::Proc(p)) => {
                    self.omp_declare_target_proc(p, d);
                    return None;
                }
                Some(Entity::Var(_)) => {}
                Some(Entity::Constant(..)) => {
                    self.error(
                        e.span,
                        format!("'{}' in 'declare target' is a named constant, not a variable or procedure ({SPEC})", n.text),
                    );
                    return None;
                }
                Some(Entity::Generic(_)) => {
                    self.error(
                        e.span,
                        format!("'{}' in 'declare target' is a generic interface: name its specific procedures ({SPEC})", n.text),
                    );
                    return None;
                }
                Some(_) => {
                    self.error(
                        e.span,
                        format!(
                            "'{}' in 'declare target' is not a procedure or variable ({SPEC})",
                            n.text
                        ),
                    );
                    return None;
                }
                None => {
                    self.error(
                        e.span,
                        format!("'{}' in 'declare target' is not declared", n.text),
                    );
                    return None;
                }
            }
        }
        match self.acc_var(o, ClauseKind::CopyIn, "declare target")? {
            v @ AccVar::Common { .. } => Some(v),
            AccVar::Designator(e, name) => {
                let ExprKind::Var(id) = e.kind else {
                    return None;
                };
                match &self.symbol(id).storage {
                    Storage::Static { .. } if self.prog.imported.contains(&id) => {
                        self.error(
                            e.span,
                            format!("'declare target' of '{name}', a variable of a module read from its module file, is not supported yet: put the directive in the module's specification part"),
                        );
                        None
                    }
                    Storage::Static { .. } => Some(AccVar::Designator(e, name)),
                    Storage::Common { .. } => {
                        self.error(
                            e.span,
                            format!("'{name}' is in a common block: 'declare target' names the whole block, as '/block/' ({SPEC})"),
                        );
                        None
                    }
                    _ => {
                        self.error(
                            e.span,
                            format!("'{name}' in 'declare target' must have the SAVE attribute or be a module variable ({SPEC}: the device copy lives as long as the program)"),
                        );
                        None
                    }
                }
            }
        }
    }
}
