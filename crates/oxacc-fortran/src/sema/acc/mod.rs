//! OpenACC directives in Fortran sema (OpenACC 3.3 chapter 2): clause variables resolved to
//! Fortran symbols (scalars, arrays, sections, components, common blocks) and typed, integer
//! and logical clause arguments typed, the DO loops a `loop` directive applies to checked
//! against `collapse`/`tile`, and the statement forms of `atomic` (§2.12) classified. The
//! rules that do not depend on Fortran (placement, loop levels, reductions per type,
//! `default(none)`) are the shared OpenACC layer's.

mod atomic;
mod openacc_module;
pub(crate) mod rules;
pub mod tree;

use oxacc_directives::{ClauseKind, DeviceTypeName, DirectiveKind};
use smol_str::SmolStr;

use self::tree::{AccArgs, AccClause, AccStmt, AccVar, AccWait};
use super::scope::Entity;
use super::tree::{ArrayShape, Expr, ExprKind, StmtKind, Storage, Subscript};
use super::types::Type;
use super::Sema;
use crate::ast;
use crate::ast::acc as a;

pub use openacc_module::OPENACC_VERSION;

/// The clauses whose variables are copied to or from the device as one block of memory
/// (§2.7.1: "any array or subarray in a data clause … must be a contiguous section").
fn transfers(kind: ClauseKind) -> bool {
    use ClauseKind::*;
    matches!(
        kind,
        Copy | CopyIn
            | CopyOut
            | Create
            | NoCreate
            | Present
            | Delete
            | Host
            | Device
            | DeviceResident
            | Link
            | UseDevice
    )
}

impl Sema<'_> {
    /// A directive that stands alone in an execution or specification part.
    pub(super) fn acc_directive(&mut self, d: &a::AccDirective) -> Option<StmtKind> {
        let stmt = self.acc_stmt(d, &[])?;
        if stmt.kind == DirectiveKind::Routine {
            // §2.15.1: without a name, the routine directive applies to the procedure it is
            // in.
            let proc = stmt.routine_name.or(self.cur_proc)?;
            self.acc_routine_level(proc, &stmt.clauses, stmt.span);
            self.prog.acc.routines.push((proc, stmt));
            return None;
        }
        Some(StmtKind::Acc(Box::new(stmt)))
    }

    /// A construct and the statements it applies to.
    pub(super) fn acc_construct(&mut self, c: &a::AccConstruct) -> Option<StmtKind> {
        let stmt = self.acc_stmt(&c.directive, &c.body)?;
        Some(StmtKind::Acc(Box::new(stmt)))
    }

    /// The `declare` and `routine` directives of a module's specification part.
    pub(super) fn acc_module_spec(&mut self, unit: &ast::ProgramUnit, scope: usize) {
        let (saved_scope, saved_proc) = (self.cur_scope, self.cur_proc);
        self.cur_scope = scope;
        self.cur_proc = None;
        let module: SmolStr = unit.name.as_ref().map_or("".into(), |n| n.key.clone());
        for s in &unit.body {
            let ast::StmtKind::AccDirective(d) = &s.kind else {
                continue;
            };
            let Some(stmt) = self.acc_stmt(d, &[]) else {
                continue;
            };
            match stmt.kind {
                DirectiveKind::Routine => match stmt.routine_name {
                    Some(p) => {
                        self.acc_routine_level(p, &stmt.clauses, stmt.span);
                        self.prog.acc.routines.push((p, stmt));
                    }
                    None => self.error(
                        stmt.name_span,
                        "a '!$acc routine' directive in a module's specification part must name its procedure",
                    ),
                },
                DirectiveKind::Declare => {
                    // §2.13: which clauses a module's declare may have.
                    for c in &stmt.clauses {
                        if let Err(v) = oxacc_offload::rules::file_scope_declare_clause(c.kind) {
                            self.acc_violation(c.span, v);
                        }
                    }
                    self.prog.acc.module_declares.push((module.clone(), stmt))
                }
                _ => self.error(
                    stmt.name_span,
                    format!(
                        "'!$acc {}' cannot appear in a module's specification part",
                        stmt.kind.name()
                    ),
                ),
            }
        }
        self.cur_scope = saved_scope;
        self.cur_proc = saved_proc;
    }

    pub(in crate::sema) fn acc_stmt(
        &mut self,
        d: &a::AccDirective,
        body: &[ast::Stmt],
    ) -> Option<AccStmt> {
        // An OpenMP device directive's maps of objects that have a mapper (5.0 §2.19.7.3).
        let mapped = self.omp_apply_mappers(d);
        let d = mapped.as_ref().unwrap_or(d);
        let mut ok = true;
        let mut clauses = Vec::with_capacity(d.clauses.len());
        for c in &d.clauses {
            match self.acc_clause(c) {
                Some(args) => clauses.push(AccClause {
                    kind: c.kind,
                    span: c.span,
                    args,
                }),
                None => ok = false,
            }
        }
        let (mut cache, mut cache_readonly, mut wait, mut routine_name) =
            (Vec::new(), false, None, None);
        match &d.args {
            a::AccDirArgs::None => {}
            a::AccDirArgs::Cache { readonly, vars } => {
                cache_readonly = *readonly;
                for v in vars {
                    // §2.10: a cached subarray is a hint about the elements a loop
                    // iteration uses (`a(i-1:i+1, j-1:j+1)`), no transfer: it may have gaps.
                    match self.acc_var(v, ClauseKind::Private, "cache") {
                        Some(v) => cache.push(v),
                        None => ok = false,
                    }
                }
            }
            a::AccDirArgs::Wait(w) => wait = self.acc_wait(w, "wait"),
            a::AccDirArgs::Routine(n) => match self.lookup(&n.key) {
                Some(Entity::Proc(p)) => routine_name = Some(p),
                _ => {
                    self.error(
                        n.span,
                        format!("'{}' in '!$acc routine' is not a procedure", n.text),
                    );
                    ok = false;
                }
            },
        }
        if d.kind != DirectiveKind::Routine {
            self.acc_placement(d.kind, d.name_span);
        }
        self.acc_device_types(&clauses);
        self.acc_reductions(&clauses);
        let loop_depth = self.acc_loop_nest(d, body, &clauses);
        let concurrent = loop_depth.is_some_and(|n| n > 0)
            && matches!(body.first().map(|s| &s.kind),
                Some(ast::StmtKind::Do(dc)) if matches!(dc.control, ast::DoControl::Concurrent(_)));
        ok &= loop_depth.is_some();
        let atomic_ok = match d.atomic_kind() {
            Some(k) => self.acc_atomic(k, d, body),
            None => true,
        };
        ok &= atomic_ok;
        self.acc_enter(d.kind, &clauses, d.name_span, loop_depth.unwrap_or(0));
        let body = self.exec_part(body);
        self.acc_leave();
        // 5.0 §2.19.7.3: implicit maps of variables of a mapped type use the default mapper.
        for c in self.omp_implicit_mappers(d, &body) {
            match self.acc_clause(&c) {
                Some(args) => clauses.push(AccClause {
                    kind: c.kind,
                    span: c.span,
                    args,
                }),
                None => ok = false,
            }
        }
        let enclosing = self.acc_state.data_named.clone();
        self.acc_default_none(d.kind, &clauses, &body, &enclosing);
        let mut omp_udr = Vec::new();
        let mut omp_copy_out = Vec::new();
        for c in &d.omp_copy_out {
            match self.omp_clause(c) {
                Some(args) => omp_copy_out.push(crate::sema::omp::tree::OmpClause {
                    kind: c.kind,
                    span: c.span,
                    args,
                }),
                None => ok = false,
            }
        }
        for c in &d.omp_udr {
            match self.omp_clause(c) {
                Some(args) => omp_udr.push(crate::sema::omp::tree::OmpClause {
                    kind: c.kind,
                    span: c.span,
                    args,
                }),
                None => ok = false,
            }
        }
        ok.then_some(AccStmt {
            kind: d.kind,
            span: d.span,
            name_span: d.name_span,
            clauses,
            cache,
            cache_readonly,
            wait,
            routine_name,
            body,
            loop_depth: loop_depth.unwrap_or(0),
            concurrent,
            omp_udr,
            omp_copy_out,
            omp_split: d.omp_split,
            omp_barrier: d.omp_barrier,
            omp_in_reduction: d.omp_in_reduction,
            omp_split_teams: d.omp_split_teams,
        })
    }

    pub(in crate::sema) fn acc_clause(&mut self, c: &a::AccClause) -> Option<AccArgs> {
        let name = c.kind.name();
        Some(match &c.args {
            a::AccArgs::None => AccArgs::None,
            a::AccArgs::Expr(e) => match c.kind {
                ClauseKind::If | ClauseKind::SelfClause | ClauseKind::OmpIfParallel => {
                    AccArgs::Expr(self.condition_for(
                        e,
                        &format!(
                        "the condition of the '{name}' clause must be a scalar logical expression"
                    ),
                    )?)
                }
                _ => AccArgs::Expr(self.acc_int(e, name)?),
            },
            a::AccArgs::Exprs(es) => {
                let mut out = Vec::with_capacity(es.len());
                for e in es {
                    out.push(self.acc_int(e, name)?);
                }
                AccArgs::Exprs(out)
            }
            a::AccArgs::Vars { modifiers, vars } => {
                let mut out = Vec::with_capacity(vars.len());
                let mut ok = true;
                for v in vars {
                    if self.named_constant_item(v, c.kind) {
                        continue;
                    }
                    match self.acc_var(v, c.kind, name) {
                        Some(v) => out.push(v),
                        None => ok = false,
                    }
                }
                if !ok {
                    return None;
                }
                AccArgs::Vars {
                    modifiers: modifiers.clone(),
                    vars: out,
                }
            }
            a::AccArgs::Reduction { op, vars } => {
                let mut out = Vec::with_capacity(vars.len());
                let mut ok = true;
                for v in vars {
                    match self.acc_var(v, c.kind, name) {
                        Some(v) => out.push(v),
                        None => ok = false,
                    }
                }
                if !ok {
                    return None;
                }
                AccArgs::Reduction { op: *op, vars: out }
            }
            a::AccArgs::Gang { num, dim, static_ } => {
                let num = match num {
                    Some(e) => Some(self.acc_int(e, "gang")?),
                    None => None,
                };
                let dim = match dim {
                    Some(e) => {
                        let v = self.acc_const_int(e, "gang(dim:)")?;
                        // §2.9.2: dim is 1, 2 or 3.
                        if !(1..=3).contains(&v) {
                            self.error(e.span, "the 'dim' argument of 'gang' must be 1, 2 or 3");
                            return None;
                        }
                        Some(v as u32)
                    }
                    None => None,
                };
                let static_ = match static_ {
                    Some(Some(e)) => Some(Some(self.acc_int(e, "gang(static:)")?)),
                    Some(None) => Some(None),
                    None => None,
                };
                AccArgs::Gang { num, dim, static_ }
            }
            a::AccArgs::Wait(w) => AccArgs::Wait(self.acc_wait(w, name)?),
            a::AccArgs::DeviceTypes(ts) => AccArgs::DeviceTypes(
                ts.iter()
                    .map(|t| match t {
                        DeviceTypeName::Star => SmolStr::from("*"),
                        DeviceTypeName::Name(n) => n.to_ascii_lowercase().into(),
                    })
                    .collect(),
            ),
            a::AccArgs::Default(k) => AccArgs::Default(*k),
            a::AccArgs::Collapse { force, count } => AccArgs::Collapse {
                force: *force,
                count: self.acc_const_int(count, "collapse")? as u32,
            },
            a::AccArgs::Tile(sizes) => {
                let mut out = Vec::with_capacity(sizes.len());
                for s in sizes {
                    out.push(match s {
                        Some(e) => {
                            self.acc_const_int(e, "tile")?;
                            Some(self.expr(e)?)
                        }
                        None => None,
                    });
                }
                AccArgs::Tile(out)
            }
            a::AccArgs::Bind(b) => AccArgs::Bind(match b {
                oxacc_directives::BindName::Ident(n) => n.to_ascii_lowercase().into(),
                oxacc_directives::BindName::Str(s) => s.clone(),
            }),
        })
    }

    fn acc_wait(&mut self, w: &a::AccWait, name: &str) -> Option<AccWait> {
        let devnum = match &w.devnum {
            Some(e) => Some(self.acc_int(e, name)?),
            None => None,
        };
        let mut queues = Vec::with_capacity(w.queues.len());
        for q in &w.queues {
            queues.push(self.acc_int(q, name)?);
        }
        Some(AccWait { devnum, queues })
    }

    /// A scalar integer clause argument (§2.5.10 `num_gangs`, §2.16 `async`, …).
    pub(super) fn acc_int(&mut self, e: &ast::Expr, clause: &str) -> Option<Expr> {
        let v = self.expr(e)?;
        if !matches!(v.ty, Type::Integer(_)) || v.rank != 0 {
            self.error(
                e.span,
                format!("the argument of '{clause}' must be a scalar integer expression"),
            );
            return None;
        }
        Some(v)
    }

    /// A constant positive integer (§2.9.1 `collapse`, §2.9.8 `tile`, §2.9.2 `dim`).
    pub(super) fn acc_const_int(&mut self, e: &ast::Expr, clause: &str) -> Option<i128> {
        let v = self.acc_int(e, clause)?;
        match super::tree_const_int(&v) {
            Some(n) if n > 0 => Some(n),
            _ => {
                self.error(
                    e.span,
                    format!("the argument of '{clause}' must be a constant positive integer"),
                );
                None
            }
        }
    }

    /// A clause variable: a designator resolved and typed, or a common block's members.
    pub(super) fn acc_var(
        &mut self,
        v: &a::AccObject,
        kind: ClauseKind,
        clause: &str,
    ) -> Option<AccVar> {
        match v {
            a::AccObject::Common(n) => self.acc_common(n),
            a::AccObject::Var(e) => {
                let typed = self.acc_designator(e, clause)?;
                if has_vector_subscript(&typed) {
                    // A vector subscript selects scattered elements: the item is neither a
                    // variable nor a subarray (§2.7.1), in any data clause.
                    self.error(
                        e.span,
                        format!(
                            "a vector subscript is not allowed in the '{clause}' clause (OpenACC 3.3 §2.7.1: a data clause names variables and contiguous subarrays)"
                        ),
                    );
                    return None;
                }
                // The update directive may name noncontiguous subarrays (§2.14.4); lowering
                // updates them in runs (`lower/acc/update.rs`, decision 64).
                let update_section = matches!(kind, ClauseKind::Host | ClauseKind::Device)
                    && matches!(typed.kind, ExprKind::Index { .. });
                if transfers(kind) && !update_section && !self.contiguous(&typed) {
                    self.error(
                        e.span,
                        format!(
                            "the array section in the '{clause}' clause is not contiguous (OpenACC 3.3 §2.7.1: a subarray in a data clause must be a contiguous section of memory)"
                        ),
                    );
                    return None;
                }
                let name = designator_name(self, &typed);
                let typed = self.private_whole_array(typed, kind);
                Some(AccVar::Designator(typed, name))
            }
        }
    }

    /// A named constant (PARAMETER) in a clause that only reads it or makes storage for it:
    /// OpenACC 3.4 §1.6 makes it a var, allowed in data clauses and `firstprivate` (nvfortran
    /// accepts it). Its references are folded to the value, so there is nothing to map: the
    /// item is dropped. Clauses that would define it (copyout, reduction, update self, …)
    /// keep the error.
    fn named_constant_item(&self, v: &a::AccObject, kind: ClauseKind) -> bool {
        use ClauseKind::*;
        let a::AccObject::Var(e) = v else {
            return false;
        };
        let ast::ExprKind::Name(n) = &e.kind else {
            return false;
        };
        matches!(
            kind,
            Copy | CopyIn | Create | NoCreate | Present | Delete | Device | FirstPrivate | Private
        ) && matches!(self.lookup(&n.key), Some(Entity::Constant(..)))
    }

    /// `private(c(1:n))` / `firstprivate(c(1:n))` of a local array of constant size: the
    /// private copy is of the whole array (OpenACC 3.3 §2.5.13-§2.5.14 allow a subarray; the
    /// region refers to the array by its own subscripts, so the other elements are never
    /// referenced), as a C array's `firstprivate(c[0:n])` is; a copy of only the section's
    /// first element let every other element read garbage.
    fn private_whole_array(&self, e: Expr, kind: ClauseKind) -> Expr {
        if !matches!(kind, ClauseKind::Private | ClauseKind::FirstPrivate) || e.rank == 0 {
            return e;
        }
        let ExprKind::Index { array, .. } = e.kind else {
            return e;
        };
        let sym = self.symbol(array);
        let own_storage = matches!(sym.array, Some(ArrayShape::Explicit(_)))
            && !matches!(sym.storage, Storage::Dummy { .. })
            && super::const_size_of(sym).is_some();
        if !own_storage {
            return e;
        }
        Expr {
            kind: ExprKind::Var(array),
            ty: e.ty,
            rank: sym.rank() as u8,
            span: e.span,
        }
    }

    fn acc_designator(&mut self, e: &ast::Expr, clause: &str) -> Option<Expr> {
        if let ast::ExprKind::Name(n) = &e.kind {
            match self.lookup(&n.key) {
                Some(Entity::Constant(..)) => {
                    self.error(
                        e.span,
                        format!(
                            "named constant '{}' in the '{clause}' clause is not a variable",
                            n.text
                        ),
                    );
                    return None;
                }
                // A function's own name inside it is its result variable (§15.6.2.2).
                Some(Entity::Proc(p))
                    if Some(p) != self.cur_proc
                        || self.proc(p).kind != super::tree::ProcKind::Function =>
                {
                    self.error(
                        e.span,
                        format!("'{}' in the '{clause}' clause is not a variable", n.text),
                    );
                    return None;
                }
                None if self.externals.contains_key(&n.key) => {
                    self.error(
                        e.span,
                        format!("'{}' in the '{clause}' clause is not a variable", n.text),
                    );
                    return None;
                }
                _ => {}
            }
        }
        let v = self.expr(e)?;
        match v.kind {
            ExprKind::Var(_) | ExprKind::Index { .. } | ExprKind::Component { .. } => Some(v),
            _ => {
                self.error(
                    e.span,
                    format!(
                        "the '{clause}' clause needs a variable, an array section or a component"
                    ),
                );
                None
            }
        }
    }

    /// `/name/`: the members of the named common block as declared in this scope (§8.10.2).
    fn acc_common(&mut self, n: &ast::Name) -> Option<AccVar> {
        let link_name: SmolStr = format!("{}_", n.key).into();
        let mut members: Vec<_> = Vec::new();
        let mut s = Some(self.cur_scope);
        while let Some(i) = s {
            for e in self.scopes[i].names.values() {
                if let Entity::Var(id) = e {
                    if let Storage::Common { block, offset } = &self.symbol(*id).storage {
                        if *block == link_name && !members.iter().any(|(m, _)| m == id) {
                            members.push((*id, *offset));
                        }
                    }
                }
            }
            s = self.scopes[i].parent;
        }
        if members.is_empty() {
            self.error(
                n.span,
                format!("'/{}/' is not a common block of this scope", n.text),
            );
            return None;
        }
        members.sort_by_key(|(_, o)| *o);
        Some(AccVar::Common {
            name: n.key.clone(),
            link_name,
            members: members.into_iter().map(|(m, _)| m).collect(),
            span: n.span,
        })
    }

    /// Whether a designator names one block of memory: Fortran's array element order puts
    /// the first dimension fastest, so a section is contiguous when some leading dimensions
    /// are whole, then one dimension is a stride-1 range, and the rest single subscripts.
    fn contiguous(&self, e: &Expr) -> bool {
        let (subscripts, whole_dims): (&[Subscript], Vec<ConstDim>) = match &e.kind {
            ExprKind::Index { array, subscripts } => (
                subscripts,
                const_dims(self.symbol(*array), subscripts.len()),
            ),
            ExprKind::Component {
                base, subscripts, ..
            } => {
                if !self.contiguous(base) {
                    return false;
                }
                (subscripts, vec![None; subscripts.len()])
            }
            _ => return true,
        };
        // A bound that is not a constant, or a dimension whose extent is not known here (an
        // allocatable's, an adjustable array's), may well cover the whole dimension: the
        // program asserts that it does, since a section in a data or map clause must be
        // contiguous (OpenACC 3.3 §2.7.1, OpenMP 4.5 §2.15.5.1), and lowering checks it at
        // run time (decision 49). Only a section known to skip elements is refused
        // (`u(1:5, 1:5)` of `u(10, 20)`).
        let whole = |s: &Subscript, dim: ConstDim| whole_dim(s, dim) != Some(false);
        // `u(i:i, j:j)`: a range of one element, whatever its bound, is an index.
        let element = |s: &Subscript| match s {
            Subscript::Index(_) => true,
            Subscript::Range {
                lower: Some(l),
                upper: Some(u),
                stride,
            } => stride_one(stride) && same_value(l, u),
            Subscript::Range { .. } => false,
        };
        let mut i = 0;
        while i < subscripts.len() && whole(&subscripts[i], whole_dims.get(i).copied().flatten()) {
            i += 1;
        }
        if let Some(Subscript::Range { stride, .. }) = subscripts.get(i) {
            if !stride_one(stride) {
                return false;
            }
            i += 1;
        }
        subscripts[i.min(subscripts.len())..].iter().all(element)
    }

    /// The DO loops a `loop` or combined directive applies to (§2.9): a counted DO or a DO
    /// CONCURRENT, and as many more nested in it as `collapse(n)` or `tile(…)` ask for,
    /// each the only statement of the loop around it. Returns the depth.
    fn acc_loop_nest(
        &mut self,
        d: &a::AccDirective,
        body: &[ast::Stmt],
        clauses: &[AccClause],
    ) -> Option<u32> {
        use DirectiveKind as K;
        if !matches!(
            d.kind,
            K::Loop | K::ParallelLoop | K::KernelsLoop | K::SerialLoop
        ) {
            return Some(0);
        }
        let mut want = oxacc_offload::clause::associated_loops(clauses);
        let sized = clauses
            .iter()
            .find(|c| matches!(c.args, AccArgs::Collapse { .. } | AccArgs::Tile(_)));
        if let Some(ast::StmtKind::Do(dc)) = body.first().map(|s| &s.kind) {
            if let ast::DoControl::Concurrent(h) = &dc.control {
                // OpenACC 3.3 §2.9: on a DO CONCURRENT the construct applies to the loop of
                // every index of the concurrent-header, and takes no collapse or tile.
                if let Some(c) = sized {
                    self.error(
                        c.span,
                        "a collapse or tile clause may not appear on a loop directive associated with DO CONCURRENT (OpenACC 3.3 §2.9)",
                    );
                    return None;
                }
                want = want.max(h.controls.len() as u32);
            }
        }
        let (force, at) = clauses
            .iter()
            .find_map(|c| match c.args {
                AccArgs::Collapse { force, .. } => Some((force, c.span)),
                AccArgs::Tile(_) => Some((false, c.span)),
                _ => None,
            })
            .unwrap_or((false, d.name_span));
        let Some(first) = body.first() else {
            // The parser reported the missing DO loop.
            return None;
        };
        let mut found = 0u32;
        let mut cur = Some(first);
        while let Some(s) = cur {
            let ast::StmtKind::Do(dc) = &s.kind else {
                break;
            };
            match &dc.control {
                ast::DoControl::Counted { .. } => found += 1,
                ast::DoControl::Concurrent(h) => found += h.controls.len() as u32,
                ast::DoControl::While(_) | ast::DoControl::Forever if found == 0 => {
                    self.error(
                        s.span,
                        format!(
                            "the DO loop after '!$acc {}' needs a loop control (DO WHILE and DO without control are not allowed)",
                            d.kind.name()
                        ),
                    );
                    return None;
                }
                _ => break,
            }
            if found >= want {
                return self.acc_rectangular(d, body, want);
            }
            cur = inner_do(&dc.body, force);
        }
        let why = if d.omp {
            // 5.0 §2.9.1 allows code between the loops, which C's device loops take.
            "OpenMP 4.5 §2.7.1: the loops must be perfectly nested; code between them is not supported yet in Fortran"
        } else {
            "OpenACC 3.3 §2.9.1: the loops must be tightly nested"
        };
        self.error(
            at,
            format!("{want} nested DO loops are needed here, found {found} ({why})"),
        );
        None
    }
}

impl Sema<'_> {
    /// The depth of a nest whose `want` loops are counted and nested: with an inner loop's
    /// bounds using an outer loop's DO variable, fewer loops collapsed for an OpenMP loop
    /// (5.0 §2.9.1, the shared rule), an error for an OpenACC one (§2.9.1).
    fn acc_rectangular(
        &mut self,
        d: &a::AccDirective,
        body: &[ast::Stmt],
        want: u32,
    ) -> Option<u32> {
        if d.omp {
            return Some(super::omp::collapse::collapsed_depth(body, want));
        }
        match super::omp::collapse::outer_var_use(body, want) {
            Some((_, n)) => {
                let v = oxacc_offload::rules::triangular_nest(&n.text);
                self.acc_violation(n.span, v);
                None
            }
            None => Some(want),
        }
    }
}

/// A dimension's constant `(lower, upper)` bounds, when known.
pub(crate) type ConstDim = Option<(i128, i128)>;

/// The constant bounds of each of the first `n` dimensions of an explicit-shape array
/// (`None` where a bound is not a constant, or the array has no explicit shape).
pub(crate) fn const_dims(sym: &super::tree::Symbol, n: usize) -> Vec<ConstDim> {
    match &sym.array {
        Some(ArrayShape::Explicit(ds)) => ds
            .iter()
            .map(|b| {
                Some((
                    super::tree_const_int(&b.lower)?,
                    super::tree_const_int(b.upper.as_ref()?)?,
                ))
            })
            .collect(),
        _ => vec![None; n],
    }
}

/// Whether subscript `s` covers all of a dimension declared with constant bounds `dim`:
/// `Some(true)` proved (`:`, or constant bounds equal to the declared ones), `Some(false)`
/// proved not (a single subscript, a stride other than 1, a constant bound that differs),
/// `None` when only the run time can tell (a bound or the extent is not a constant). One rule
/// for sema (which refuses `Some(false)` where elements follow) and lowering (which checks
/// `None` at run time, decision 49).
pub(crate) fn whole_dim(s: &Subscript, dim: ConstDim) -> Option<bool> {
    let Subscript::Range {
        lower,
        upper,
        stride,
    } = s
    else {
        return Some(false);
    };
    if !stride_one(stride) {
        return Some(false);
    }
    let mut known = true;
    for (b, d) in [(lower, dim.map(|d| d.0)), (upper, dim.map(|d| d.1))] {
        let Some(b) = b else { continue };
        match (d, super::tree_const_int(b)) {
            (Some(d), Some(v)) if v != d => return Some(false),
            (Some(_), Some(_)) => {}
            _ => known = false,
        }
    }
    known.then_some(true)
}

fn stride_one(stride: &Option<Expr>) -> bool {
    match stride {
        None => true,
        Some(s) => super::tree_const_int(s) == Some(1),
    }
}

/// The DO loop nested in a loop's body: its only statement (a labelled DO's shared
/// `continue` aside), or with `collapse(force:…)` any DO among the statements.
pub(crate) fn inner_do(body: &[ast::Stmt], force: bool) -> Option<&ast::Stmt> {
    let real: Vec<&ast::Stmt> = body
        .iter()
        .filter(|s| !matches!(s.kind, ast::StmtKind::Continue) || s.label.is_none())
        .filter(|s| {
            !matches!(
                s.kind,
                ast::StmtKind::Directive(_) | ast::StmtKind::Format { .. }
            )
        })
        .collect();
    if force {
        return real
            .into_iter()
            .find(|s| matches!(s.kind, ast::StmtKind::Do(_)));
    }
    match real.as_slice() {
        [s] if matches!(s.kind, ast::StmtKind::Do(_)) => Some(s),
        _ => None,
    }
}

/// A clause variable as written, for messages: the variable's name, then the names of the
/// components (`chunk%tiles%field`).
pub(crate) fn designator_name(s: &Sema<'_>, e: &Expr) -> SmolStr {
    match &e.kind {
        ExprKind::Var(id) | ExprKind::Index { array: id, .. } => s.symbol(*id).name.clone(),
        ExprKind::Component { base, index, .. } => {
            let base_name = designator_name(s, base);
            let comp = match base.ty {
                Type::Derived(t) => s
                    .prog
                    .types
                    .get(t as usize)
                    .and_then(|dt| dt.components.get(*index))
                    .map(|c| c.name.clone()),
                _ => None,
            };
            match comp {
                Some(c) => format!("{base_name}%{c}").into(),
                None => base_name,
            }
        }
        _ => SmolStr::from("?"),
    }
}

/// Whether a designator has a vector subscript (a rank-1 array as a subscript, §9.5.3.3.3),
/// in itself or in the structure it is a component of.
fn has_vector_subscript(e: &Expr) -> bool {
    let vector = |subs: &[Subscript]| {
        subs.iter()
            .any(|s| matches!(s, Subscript::Index(x) if x.rank > 0))
    };
    match &e.kind {
        ExprKind::Index { subscripts, .. } => vector(subscripts),
        ExprKind::Component {
            base, subscripts, ..
        } => vector(subscripts) || has_vector_subscript(base),
        _ => false,
    }
}

/// Whether two bound expressions have the same value wherever they are evaluated: the same
/// variable (a bound of a section is evaluated once, §9.5.3.3) or equal constants.
fn same_value(a: &Expr, b: &Expr) -> bool {
    match (&a.kind, &b.kind) {
        (ExprKind::Var(x), ExprKind::Var(y)) => x == y,
        // Both bounds converted to the index kind.
        (ExprKind::Convert(x), ExprKind::Convert(y)) => a.ty == b.ty && same_value(x, y),
        _ => matches!(
            (super::tree_const_int(a), super::tree_const_int(b)),
            (Some(x), Some(y)) if x == y
        ),
    }
}
