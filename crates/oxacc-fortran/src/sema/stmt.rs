//! Execution parts (Fortran 2018 §10.2 assignment, §11 execution control, §12.6 data
//! transfer, §15.5 CALL): statements resolved and typed, with assignment conformance checked
//! (§10.2.1.2: types convertible, ranks equal or a scalar right-hand side).

use smol_str::SmolStr;

use super::consts;
use super::scope::Entity;
use super::tree::{
    CaseBlock, CaseValue, Const, DoLoop, Expr, ExprKind, Format, IoItem, ProcKind, Stmt, StmtKind,
    Write,
};
use super::types::{CharLen, Type};
use super::Sema;
use crate::ast;

impl Sema<'_> {
    pub(super) fn exec_part(&mut self, body: &[ast::Stmt]) -> Vec<Stmt> {
        let mut out = Vec::new();
        for s in body {
            // §7.5.6.3: the results of the functions a statement references are finalized
            // after it; in these statements (`finalize.rs`).
            let outer = self.results_finalized;
            self.results_finalized = matches!(
                s.kind,
                ast::StmtKind::Assign { .. }
                    | ast::StmtKind::Call { .. }
                    | ast::StmtKind::Allocate { .. }
                    | ast::StmtKind::Print { .. }
                    | ast::StmtKind::Write { .. }
                    | ast::StmtKind::If(_)
                    | ast::StmtKind::LogicalIf { .. }
            );
            let kind = self.stmt(s);
            let kind = match kind {
                Some(k) if self.results_finalized && !self.finals.is_empty() => {
                    Some(self.finalize_results(k, s.span))
                }
                k => k,
            };
            self.results_finalized = outer;
            if let Some(kind) = kind {
                out.push(Stmt {
                    kind,
                    label: s.label.map(|l| l.value),
                    span: s.span,
                });
            } else if let Some(l) = s.label {
                // A labelled statement that produces no code still is a branch target.
                out.push(Stmt {
                    kind: StmtKind::Continue,
                    label: Some(l.value),
                    span: s.span,
                });
            }
        }
        // 5.0 §2.11.3: the directive of an ALLOCATE statement stands right before it.
        for i in 0..out.len() {
            if let StmtKind::Omp(o) = &out[i].kind {
                if o.kind == oxacc_directives::omp::OmpDirectiveKind::Allocators {
                    let o = o.clone();
                    self.omp_allocate_followed(&o, out.get(i + 1).map(|s| &s.kind));
                }
            }
        }
        out
    }

    /// A BLOCK construct (§11.1.4): its declarations are a scope inside the procedure's, their
    /// variables are the procedure's storage (unsaved ones on its stack, so a BLOCK's
    /// allocatables are freed when the procedure returns, not at END BLOCK).
    fn block_construct(&mut self, body: &[ast::Stmt]) -> Vec<Stmt> {
        let parent = self.cur_scope;
        let implicit = self.scopes[parent].implicit.clone();
        self.scopes.push(super::scope::Scope::new(
            Some(parent),
            implicit,
            self.cur_proc,
        ));
        let scope = self.scopes.len() - 1;
        self.cur_scope = scope;
        let spec = body.iter().any(|s| {
            matches!(
                s.kind,
                ast::StmtKind::TypeDecl(..)
                    | ast::StmtKind::Parameter(..)
                    | ast::StmtKind::AttrStmt { .. }
                    | ast::StmtKind::Data(..)
            )
        });
        if spec {
            let owner = match self.cur_proc {
                Some(p) => format!("{}.block{scope}", self.proc(p).link_name),
                None => format!("block{scope}"),
            };
            let unit = ast::ProgramUnit {
                kind: ast::UnitKind::Subroutine,
                name: None,
                prefix: Vec::new(),
                result_type: None,
                dummies: Vec::new(),
                result: None,
                bind: None,
                body: body.to_vec(),
                contains: Vec::new(),
                span: body[0].span,
                end_span: None,
            };
            self.declare_spec(&unit, scope, self.cur_proc, &owner);
            // Their storage is made on entry to the procedure, where the bounds of an
            // automatic array of the BLOCK may not have their values yet.
            let vars: Vec<_> = self.scopes[scope]
                .names
                .values()
                .filter_map(|e| match e {
                    Entity::Var(id) => Some(*id),
                    _ => None,
                })
                .collect();
            for id in vars {
                let sym = self.symbol(id);
                let automatic = matches!(sym.array, Some(super::tree::ArrayShape::Explicit(_)))
                    && super::const_size_of(sym).is_none();
                // A deferred length (`character(:), allocatable`) is not automatic.
                let auto_len = matches!(sym.ty, Type::Character(CharLen::Assumed))
                    && !matches!(sym.array, Some(super::tree::ArrayShape::Allocatable { .. }));
                if automatic || auto_len {
                    let span = sym.span;
                    self.unsupported(span, "an automatic object in a BLOCK construct");
                }
            }
        }
        let out = self.exec_part(body);
        self.cur_scope = parent;
        out
    }

    fn stmt(&mut self, s: &ast::Stmt) -> Option<StmtKind> {
        let name = s.construct_name.as_ref().map(|n| n.key.clone());
        match &s.kind {
            // The specification part was handled by `declare_spec`.
            ast::StmtKind::Use(_)
            | ast::StmtKind::Import(_)
            | ast::StmtKind::ImplicitNone { .. }
            | ast::StmtKind::Implicit(_)
            | ast::StmtKind::TypeDecl(_)
            | ast::StmtKind::AttrStmt { .. }
            | ast::StmtKind::Access { .. }
            | ast::StmtKind::Parameter(_)
            | ast::StmtKind::Data(_)
            | ast::StmtKind::Common(_)
            | ast::StmtKind::Equivalence(_)
            | ast::StmtKind::Namelist(_)
            | ast::StmtKind::DerivedType(_)
            | ast::StmtKind::Interface(_)
            | ast::StmtKind::Procedure(_)
            | ast::StmtKind::Sequence
            | ast::StmtKind::Format { .. }
            | ast::StmtKind::Error => None,
            // A directive line whose sentinel is not enabled (-fopenacc, -fopenmp) is kept
            // unparsed and means nothing.
            ast::StmtKind::Directive(_) => None,
            ast::StmtKind::AccDirective(d) => self.acc_directive(d),
            ast::StmtKind::AccConstruct(c) => self.acc_construct(c),
            ast::StmtKind::OmpDirective(d) => self.omp_directive(d),
            ast::StmtKind::OmpConstruct(c) => self.omp_construct(c),
            ast::StmtKind::Assign { lhs, rhs } => self.assignment(lhs, rhs, s.span),
            ast::StmtKind::If(c) => {
                let mut branches = Vec::new();
                for b in &c.branches {
                    let cond = match &b.cond {
                        Some(e) => Some(self.condition(e)?),
                        None => None,
                    };
                    branches.push((cond, self.exec_part(&b.body)));
                }
                Some(StmtKind::If { name, branches })
            }
            ast::StmtKind::LogicalIf { cond, stmt } => {
                let c = self.condition(cond)?;
                let inner = self.exec_part(std::slice::from_ref(stmt));
                Some(StmtKind::If {
                    name: None,
                    branches: vec![(Some(c), inner)],
                })
            }
            ast::StmtKind::ArithmeticIf { expr, labels } => {
                let v = self.expr(expr)?;
                if !matches!(v.ty, Type::Integer(_) | Type::Real(_)) {
                    self.error(expr.span, "Arithmetic IF statement at (1) requires a scalar INTEGER or REAL expression");
                    return None;
                }
                Some(StmtKind::ArithmeticIf {
                    value: v,
                    labels: labels.map(|l| l.value),
                })
            }
            ast::StmtKind::Do(d) => {
                // Counted for OpenACC placement rules (a `cache` directive sits in a loop).
                self.acc_state.host_loops.push(name.clone());
                let r = self.do_construct(d, name, s.span);
                self.acc_state.host_loops.pop();
                r
            }
            ast::StmtKind::SelectCase(c) => self.select_case(c, name),
            ast::StmtKind::SelectType(st) => self.select_type(st, name, s.span),
            ast::StmtKind::Block(b) => Some(StmtKind::Block {
                name,
                body: self.block_construct(b),
            }),
            ast::StmtKind::Associate { assocs, body } => Some(StmtKind::Block {
                name,
                body: self.associate_construct(assocs, body),
            }),
            // §11.1.12, §11.1.7.4.4: an EXIT or CYCLE without a construct name belongs to a
            // DO loop around it.
            ast::StmtKind::Exit(None) | ast::StmtKind::Cycle(None)
                if self.acc_state.host_loops.is_empty() =>
            {
                let what = if matches!(s.kind, ast::StmtKind::Exit(_)) {
                    "EXIT"
                } else {
                    "CYCLE"
                };
                self.error(
                    s.span,
                    format!("{what} statement at (1) is not within a construct"),
                );
                None
            }
            ast::StmtKind::Exit(n) => {
                self.acc_check_exit(false, n.as_ref().map(|n| n.key.as_str()), s.span);
                Some(StmtKind::Exit(n.as_ref().map(|n| n.key.clone())))
            }
            ast::StmtKind::Cycle(n) => {
                self.acc_check_exit(true, n.as_ref().map(|n| n.key.as_str()), s.span);
                Some(StmtKind::Cycle(n.as_ref().map(|n| n.key.clone())))
            }
            ast::StmtKind::Goto(l) => Some(StmtKind::Goto(l.value)),
            ast::StmtKind::ComputedGoto { labels, expr } => {
                let v = self.expr(expr)?;
                if !matches!(v.ty, Type::Integer(_)) {
                    self.error(expr.span, "Selection expression in computed GOTO statement at (1) must be a scalar integer expression");
                    return None;
                }
                Some(StmtKind::ComputedGoto {
                    labels: labels.iter().map(|l| l.value).collect(),
                    index: v,
                })
            }
            ast::StmtKind::Continue => Some(StmtKind::Continue),
            ast::StmtKind::Stop { error, code, quiet } => {
                let code = match code {
                    Some(c) => {
                        let v = self.expr(c)?;
                        if !matches!(v.ty, Type::Integer(_) | Type::Character(_)) || v.rank != 0 {
                            self.error(
                                c.span,
                                "STOP code at (1) must be either INTEGER or CHARACTER type",
                            );
                            return None;
                        }
                        Some(v)
                    }
                    None => None,
                };
                let quiet = match quiet {
                    Some(q) => Some(self.condition(q)?),
                    None => None,
                };
                Some(StmtKind::Stop {
                    error: *error,
                    code,
                    quiet,
                })
            }
            ast::StmtKind::Return(None) => {
                self.acc_check_return(s.span);
                Some(StmtKind::Return)
            }
            ast::StmtKind::Return(Some(e)) => {
                self.unsupported(e.span, "an alternate return");
                None
            }
            ast::StmtKind::Call { proc, args } => {
                let call = self.call(proc, args, s.span)?;
                Some(self.finalize_intent_out(call, s.span))
            }
            ast::StmtKind::Print { format, items } => {
                let format = self.format(format)?;
                let items = self.io_items(items, false)?;
                Some(StmtKind::Write(Write {
                    unit: None,
                    internal: None,
                    format,
                    advance: None,
                    iostat: None,
                    items,
                    branches: Default::default(),
                }))
            }
            ast::StmtKind::Write { control, items } => self.write(control, items, s.span, false),
            ast::StmtKind::Read {
                control: Some(control),
                items,
                ..
            } => self.write(control, items, s.span, true),
            ast::StmtKind::Read {
                control: None,
                format: Some(format),
                items,
            } => {
                // `read fmt, list` reads the standard input unit (§12.6.1).
                let format = self.format(format)?;
                let items = self.io_items(items, true)?;
                Some(StmtKind::Read(Write {
                    unit: None,
                    internal: None,
                    format,
                    advance: None,
                    iostat: None,
                    items,
                    branches: Default::default(),
                }))
            }
            ast::StmtKind::PointerAssign { lhs, rhs } => {
                self.pointer_assignment_tagged(lhs, rhs, s.span)
            }
            ast::StmtKind::Where(w) => self.where_construct(&w.mask, &w.body, &w.elsewheres),
            ast::StmtKind::WhereStmt { mask, stmt } => {
                self.where_construct(mask, std::slice::from_ref(stmt), &[])
            }
            ast::StmtKind::Forall(f) => {
                self.concurrent_nest(&f.header, &f.body, s.span, true, name)
            }
            ast::StmtKind::ForallStmt { header, stmt } => {
                self.concurrent_nest(header, std::slice::from_ref(stmt), s.span, true, name)
            }
            ast::StmtKind::Allocate {
                type_spec,
                objects,
                options,
            } => self.allocate_statement(type_spec.as_ref(), objects, options, s.span),
            ast::StmtKind::Deallocate { objects, options } => {
                let (stat, with) = self.allocate_options(options)?;
                if let Some(e) = with.source.as_ref().or(with.mold.as_ref()) {
                    self.error(e.span, "SOURCE= or MOLD= in a DEALLOCATE statement at (1)");
                    return None;
                }
                let mut out = Vec::new();
                for o in objects {
                    out.push(self.allocate_object(o)?);
                }
                let definable = out
                    .iter()
                    .map(|e| self.allocate_definable(e, "DEALLOCATE object"))
                    .fold(true, |a, b| a & b);
                if !definable {
                    return None;
                }
                // §7.5.6.3: a finalizable object is finalized before it is deallocated.
                let mut body = Vec::new();
                for (o, ast_o) in out.iter().zip(objects) {
                    body.extend(self.finalize_deallocated(o, ast_o.span)?);
                }
                let dealloc = StmtKind::Deallocate {
                    objects: out,
                    stat,
                    errmsg: with.errmsg,
                };
                if body.is_empty() {
                    return Some(dealloc);
                }
                body.push(Stmt {
                    kind: dealloc,
                    label: None,
                    span: s.span,
                });
                Some(StmtKind::Block { name: None, body })
            }
            ast::StmtKind::Nullify(objects) => self.nullify(objects),
            ast::StmtKind::Read { .. } => {
                self.unsupported(s.span, "this READ statement");
                None
            }
            ast::StmtKind::FileOp { op, specs, items } => self.file_stmt(*op, specs, items, s.span),
        }
    }

    /// The `stat=` of ALLOCATE/DEALLOCATE (§9.7.4); other options are not supported yet.
    pub(super) fn alloc_options(&mut self, options: &[ast::Arg]) -> Option<Option<Expr>> {
        let mut stat = None;
        for o in options {
            match (o.keyword.as_ref().map(|k| k.key.as_str()), &o.value) {
                (Some("stat"), ast::ArgValue::Expr(e)) => {
                    let v = self.variable(e)?;
                    if !matches!(v.ty, Type::Integer(_)) {
                        self.error(
                            e.span,
                            "STAT variable at (1) must be a scalar INTEGER variable",
                        );
                        return None;
                    }
                    stat = Some(v);
                }
                _ => {
                    self.unsupported(o.span, "this ALLOCATE option");
                    return None;
                }
            }
        }
        Some(stat)
    }

    /// Whether the association of pointer object `p` (a pointer variable or a pointer
    /// component) may change: not that of an INTENT(IN) pointer dummy, nor of a pointer
    /// component of an INTENT(IN) dummy that is not reached through another pointer (§8.5.10
    /// C844; gfortran's and flang's error).
    pub(super) fn associable(&mut self, p: &Expr, context: &str) -> bool {
        let id = match &p.kind {
            ExprKind::Var(id) => self.prog.intent_in.contains(id).then_some(*id),
            ExprKind::Component { base, .. } => self.intent_in_defined(base),
            _ => None,
        };
        let Some(id) = id else {
            return true;
        };
        let name = self.symbol(id).name.clone();
        self.error(
            p.span,
            format!(
                "Dummy argument '{name}' with INTENT(IN) in pointer association context ({context}) at (1)"
            ),
        );
        false
    }

    pub(super) fn allocatable_symbol(&mut self, n: &ast::Name) -> Option<super::tree::SymbolId> {
        match self.lookup(&n.key) {
            Some(Entity::Var(id))
                if matches!(
                    self.symbol(id).array,
                    Some(super::tree::ArrayShape::Allocatable { .. })
                ) =>
            {
                Some(id)
            }
            _ => {
                self.error(
                    n.span,
                    "Allocate-object at (1) is neither a data pointer nor an allocatable variable",
                );
                None
            }
        }
    }

    /// The `(lower, upper)` bounds of an allocation (lower 1 when left out), as `integer(8)`.
    pub(super) fn allocate_bounds(&mut self, args: &[ast::Arg]) -> Option<Vec<(Expr, Expr)>> {
        let i8t = Type::Integer(8);
        let mut dims = Vec::new();
        for a in args {
            let (lo, hi) = match &a.value {
                ast::ArgValue::Expr(e) => (None, e),
                ast::ArgValue::Range {
                    lower,
                    upper: Some(u),
                    stride: None,
                } => (lower.as_ref(), u),
                _ => {
                    self.error(
                        a.span,
                        "Bad array specification in ALLOCATE statement at (1)",
                    );
                    return None;
                }
            };
            let lo = match lo {
                Some(l) => self.expr(l)?,
                None => self.int_const(1, a.span),
            };
            let hi = self.expr(hi)?;
            dims.push((self.convert(lo, i8t), self.convert(hi, i8t)));
        }
        Some(dims)
    }

    /// A scalar logical expression (IF, DO WHILE, `quiet=`).
    fn condition(&mut self, e: &ast::Expr) -> Option<Expr> {
        self.condition_for(e, "IF clause at (1) requires a scalar LOGICAL expression")
    }

    pub(super) fn condition_for(&mut self, e: &ast::Expr, message: &str) -> Option<Expr> {
        let v = self.expr(e)?;
        if !matches!(v.ty, Type::Logical(_)) || v.rank != 0 {
            self.error(e.span, message);
            return None;
        }
        Some(v)
    }

    /// ALLOCATE (§9.7.1): the objects with their bounds, options and dynamic types.
    pub(super) fn allocate_statement(
        &mut self,
        type_spec: Option<&ast::TypeSpec>,
        objects: &[ast::Expr],
        options: &[ast::Arg],
        span: oxacc_source::Span,
    ) -> Option<StmtKind> {
        let (stat, mut with) = self.allocate_options(options)?;
        let shaper = with.source.as_ref().or(with.mold.as_ref());
        let mut out = Vec::new();
        for o in objects {
            out.push(self.allocation(o, shaper)?);
        }
        let definable = out
            .iter()
            .map(|(e, _)| self.allocate_definable(e, "ALLOCATE object"))
            .fold(true, |a, b| a & b);
        if !definable {
            return None;
        }
        let spans: Vec<_> = objects.iter().map(|o| o.span).collect();
        for ((obj, _), &at) in out.iter().zip(&spans) {
            if !self.is_poly_component(obj) {
                continue;
            }
            let spec_ty = match type_spec {
                Some(ts) if ts.kind != ast::TypeKind::Character => self.type_spec(ts),
                _ => None,
            };
            if self.poly_component_retyped(obj, spec_ty, with.source.as_ref(), at) {
                return None;
            }
        }
        let tags = self.allocate_dynamic(&mut out, type_spec, shaper, &spans)?;
        with.source_tag = match shaper {
            Some(e) if type_spec.is_none() && e.rank == 0 && self.is_polymorphic(e) => match e.ty {
                Type::Derived(t) if !self.is_unlimited(e.ty) => {
                    Some((self.dynamic_tag(e), self.type_tag(t)))
                }
                _ => None,
            },
            _ => None,
        };
        if let (Some(_), Some(src)) = (&with.source_tag, &with.source) {
            if let Type::Derived(t) = src.ty {
                with.source_known = (0..self.prog.types.len() as u32)
                    .filter(|&u| u != t && self.extends_type(Type::Derived(u), src.ty))
                    .map(|u| (self.type_tag(u), Type::Derived(u)))
                    .collect();
            }
        }
        if let Some(ts) = type_spec {
            let tys: Vec<_> = out.iter().map(|(e, _)| e.ty).collect();
            with.len = self.allocate_type_spec(ts, &tys, &spans)?;
        }
        self.check_allocate_with(&out, &with, &spans)?;
        with.init = out
            .iter()
            .map(|(e, _)| match e.ty {
                Type::Derived(t) => self.default_value(t),
                _ => None,
            })
            .collect();
        let alloc = StmtKind::Allocate {
            objects: out,
            stat,
            with,
        };
        if tags.is_empty() {
            return Some(alloc);
        }
        let mut body = vec![Stmt {
            kind: alloc,
            label: None,
            span,
        }];
        body.extend(tags.into_iter().map(|(lhs, rhs)| Stmt {
            kind: StmtKind::Assign { lhs, rhs },
            label: None,
            span,
        }));
        Some(StmtKind::Block { name: None, body })
    }

    /// Intrinsic assignment (§10.2.1): gfortran's messages for type and rank mismatches.
    pub(super) fn assignment(
        &mut self,
        lhs: &ast::Expr,
        rhs: &ast::Expr,
        span: oxacc_source::Span,
    ) -> Option<StmtKind> {
        if let Some(done) = self.statement_function(lhs, rhs) {
            return done;
        }
        // `f = …` inside function `f` assigns its result.
        let l = self.variable(lhs)?;
        if let ExprKind::Var(id) = l.kind {
            if self.do_vars.contains(&id) {
                let name = self.symbol(id).name.clone();
                self.error(
                    lhs.span,
                    format!(
                        "Variable '{name}' at (1) cannot be redefined inside loop beginning at (2)"
                    ),
                );
                return None;
            }
        }
        if let Some(id) = self.intent_in_defined(&l) {
            let name = self.symbol(id).name.clone();
            self.error(
                lhs.span,
                format!(
                    "Dummy argument '{name}' with INTENT(IN) in variable definition context (assignment) at (1)"
                ),
            );
            return None;
        }
        let r = self.expr(rhs)?;
        // §10.2.1.4: a defined assignment is a call of the subroutine that takes both sides.
        if matches!(l.ty, Type::Derived(_)) || matches!(r.ty, Type::Derived(_)) {
            if let Some(proc) = self.defined_specific("assignment(=)", &[&l, &r]) {
                return Some(StmtKind::Call {
                    proc,
                    args: vec![l, r],
                });
            }
            // A type-bound `assignment(=)` of the left side's type: `call lhs%b(rhs)`.
            if let Some((f, args)) =
                self.type_bound_operator("assignment(=)", &[&l, &r], &[lhs, rhs], span)?
            {
                return self.call(&f, &args, span);
            }
            // §10.2.1.3: intrinsic assignment of a structure assigns a component of a type
            // with a defined assignment by that assignment; not done here, so reported.
            if let Some(c) = self.component_defined_assignment(l.ty) {
                self.unsupported(
                    span,
                    &format!("intrinsic assignment of a structure whose component '{c}' has a type-bound defined assignment"),
                );
                return None;
            }
        }
        if self.poly_component_retyped(&l, None, Some(&r), span) {
            return None;
        }
        // §7.5.6.3: intrinsic assignment finalizes its left side first (`finalize.rs`; a
        // polymorphic allocatable as its dynamic type, `poly_assign.rs`).
        if let Some(kind) = self.polymorphic_assignment(lhs, rhs, &l, &r, span)? {
            return Some(kind);
        }
        if self.is_polymorphic(&l) && self.maybe_finalizable(l.ty) {
            self.unsupported(
                span,
                "intrinsic assignment to a polymorphic variable of a type with a FINAL procedure",
            );
            return None;
        }
        let ok = match (l.ty, r.ty) {
            (a, b) if a.is_numeric() && b.is_numeric() => true,
            (Type::Logical(_), Type::Logical(_)) => true,
            (Type::Character(_), Type::Character(_)) => true,
            (Type::Derived(a), Type::Derived(b)) => a == b,
            _ => false,
        };
        if !ok {
            self.error(
                rhs.span,
                format!(
                    "Cannot convert {} to {} at (1)",
                    self.type_text(r.ty),
                    self.type_text(l.ty)
                ),
            );
            return None;
        }
        if r.rank != 0 && r.rank != l.rank {
            self.error(
                span,
                format!(
                    "Incompatible ranks {} and {} in assignment at (1)",
                    l.rank, r.rank
                ),
            );
            return None;
        }
        let r = self.convert(r, l.ty);
        if self.finalizes(l.ty) {
            return self.finalized_assignment(l, r, span);
        }
        Some(StmtKind::Assign { lhs: l, rhs: r })
    }

    /// `f(a, b) = expr` where `f` is a scalar variable (declared or not) and the arguments
    /// are names: a statement function definition (§15.6.4), which makes no code; `None` when
    /// the statement is an assignment.
    fn statement_function(&mut self, lhs: &ast::Expr, rhs: &ast::Expr) -> Option<Option<StmtKind>> {
        let ast::ExprKind::CallOrIndex { base, args } = &lhs.kind else {
            return None;
        };
        let ast::ExprKind::Name(n) = &base.kind else {
            return None;
        };
        let mut dummies = Vec::new();
        for a in args {
            match &a.value {
                ast::ArgValue::Expr(ast::Expr {
                    kind: ast::ExprKind::Name(d),
                    ..
                }) if a.keyword.is_none() => dummies.push(d.clone()),
                _ => return None,
            }
        }
        let ty = match self.lookup(&n.key) {
            Some(Entity::Var(id)) => {
                let sym = self.symbol(id);
                if sym.array.is_some()
                    || matches!(sym.ty, Type::Character(_))
                    || !matches!(
                        sym.storage,
                        super::tree::Storage::Local | super::tree::Storage::Static { .. }
                    )
                {
                    return None;
                }
                sym.ty
            }
            None => self.scopes[self.cur_scope].implicit.type_of(&n.key)?,
            _ => return None,
        };
        let mut typed = Vec::new();
        for d in &dummies {
            let dty = match self.lookup(&d.key) {
                Some(Entity::Var(id)) => self.symbol(id).ty,
                _ => match self.scopes[self.cur_scope].implicit.type_of(&d.key) {
                    Some(t) => t,
                    None => {
                        self.no_implicit_type(d);
                        return Some(None);
                    }
                },
            };
            typed.push((d.key.clone(), dty));
        }
        self.scopes[self.cur_scope].names.insert(
            n.key.clone(),
            Entity::StmtFunc(Box::new(super::scope::StmtFunc {
                dummies: typed,
                body: rhs.clone(),
                ty,
            })),
        );
        Some(None)
    }

    /// A variable on the left of `=` or as a DO variable.
    pub(super) fn variable(&mut self, e: &ast::Expr) -> Option<Expr> {
        if let ast::ExprKind::Name(n) = &e.kind {
            match self.lookup(&n.key) {
                Some(Entity::Constant(..)) => {
                    self.error(e.span, format!("Named constant '{}' in variable definition context (assignment) at (1)", n.text));
                    return None;
                }
                Some(Entity::Proc(p)) if Some(p) != self.cur_proc => {
                    self.error(e.span, format!("'{}' at (1) is not a variable", n.text));
                    return None;
                }
                _ => {}
            }
        }
        let v = self.expr(e)?;
        match v.kind {
            ExprKind::Var(_)
            | ExprKind::Index { .. }
            | ExprKind::Substring { .. }
            | ExprKind::Component { .. } => Some(v),
            _ => {
                self.error(e.span, "a variable is required at (1)");
                None
            }
        }
    }

    fn do_construct(
        &mut self,
        d: &ast::DoConstruct,
        name: Option<SmolStr>,
        span: oxacc_source::Span,
    ) -> Option<StmtKind> {
        match &d.control {
            ast::DoControl::Forever => Some(StmtKind::Do {
                name,
                control: None,
                body: self.exec_part(&d.body),
            }),
            ast::DoControl::While(c) => {
                let cond = self.condition_for(
                    c,
                    "Exit condition of DO WHILE loop at (1) must be a scalar LOGICAL expression",
                )?;
                Some(StmtKind::DoWhile {
                    name,
                    cond,
                    body: self.exec_part(&d.body),
                })
            }
            ast::DoControl::Counted {
                var,
                start,
                end,
                step,
            } => {
                let v = self.variable(&ast::Expr {
                    id: ast::ExprId(u32::MAX),
                    kind: ast::ExprKind::Name(var.clone()),
                    span: var.span,
                })?;
                if !matches!(v.ty, Type::Integer(_)) || v.rank != 0 {
                    self.error(
                        var.span,
                        format!(
                            "DO loop variable '{}' at (1) must be a scalar INTEGER variable",
                            var.text
                        ),
                    );
                    return None;
                }
                let ty = v.ty;
                let start = self.expr(start)?;
                let end = self.expr(end)?;
                let step = match step {
                    Some(s) => Some(self.expr(s)?),
                    None => None,
                };
                for e in [Some(&start), Some(&end), step.as_ref()]
                    .into_iter()
                    .flatten()
                {
                    if !e.ty.is_numeric() || e.rank != 0 {
                        self.error(
                            e.span,
                            "DO loop bound at (1) must be a scalar numeric expression",
                        );
                        return None;
                    }
                }
                if let Some(Const::Int(0)) = step.as_ref().and_then(consts::fold) {
                    self.error(
                        step.as_ref().map_or(var.span, |s| s.span),
                        "DO step value at (1) is zero",
                    );
                    return None;
                }
                let var_id = match v.kind {
                    ExprKind::Var(id) => Some(id),
                    _ => None,
                };
                let control = DoLoop {
                    var: v,
                    start: self.convert(start, ty),
                    end: self.convert(end, ty),
                    step: step.map(|s| self.convert(s, ty)),
                };
                self.do_vars.extend(var_id);
                let body = self.exec_part(&d.body);
                if var_id.is_some() {
                    self.do_vars.pop();
                }
                Some(StmtKind::Do {
                    name,
                    control: Some(control),
                    body,
                })
            }
            ast::DoControl::Concurrent(h) => self.concurrent_nest(h, &d.body, span, false, name),
        }
    }

    fn select_case(&mut self, c: &ast::SelectCase, name: Option<SmolStr>) -> Option<StmtKind> {
        let selector = self.expr(&c.selector)?;
        if !matches!(
            selector.ty,
            Type::Integer(_) | Type::Character(_) | Type::Logical(_)
        ) || selector.rank != 0
        {
            self.error(c.selector.span, "Argument of SELECT statement at (1) must be a scalar INTEGER, CHARACTER or LOGICAL expression");
            return None;
        }
        let mut cases = Vec::new();
        for b in &c.cases {
            let values = match &b.values {
                None => None,
                Some(vs) => {
                    let mut out = Vec::new();
                    for v in vs {
                        let value = |s: &mut Self, e: &ast::Expr| -> Option<Expr> {
                            let t = s.expr(e)?;
                            if t.ty.category() != selector.ty.category() {
                                s.error(
                                    e.span,
                                    format!(
                                        "Expression in CASE statement at (1) must be of type {}",
                                        selector.ty
                                    ),
                                );
                                return None;
                            }
                            if consts::fold(&t).is_none() {
                                s.error(
                                    e.span,
                                    "Expression in CASE statement at (1) must be a constant",
                                );
                                return None;
                            }
                            Some(s.convert(t, selector.ty))
                        };
                        out.push(match v {
                            ast::CaseValue::Single(e) => CaseValue::Single(value(self, e)?),
                            ast::CaseValue::Range { lower, upper } => CaseValue::Range {
                                lower: match lower {
                                    Some(e) => Some(value(self, e)?),
                                    None => None,
                                },
                                upper: match upper {
                                    Some(e) => Some(value(self, e)?),
                                    None => None,
                                },
                            },
                        });
                    }
                    Some(out)
                }
            };
            cases.push(CaseBlock {
                values,
                body: self.exec_part(&b.body),
            });
        }
        Some(StmtKind::Select {
            name,
            selector,
            cases,
        })
    }

    pub(super) fn call(
        &mut self,
        proc: &ast::Expr,
        args: &[ast::Arg],
        span: oxacc_source::Span,
    ) -> Option<StmtKind> {
        let ast::ExprKind::Name(n) = &proc.kind else {
            if let ast::ExprKind::Component { base, name } = &proc.kind {
                if let Some(k) = self.type_bound_dispatch(proc, args, span)? {
                    return Some(k);
                }
                // `call x%b(args)` of a type-bound procedure (§15.5.1).
                if let Some((p, full)) = self.type_bound_ref(base, name, args, span)? {
                    if self.proc(p).kind == ProcKind::Function && self.proc(p).explicit {
                        self.error(span, "a function is called as a subroutine at (1)");
                        return None;
                    }
                    let args = self.actual_args(p, &full, span)?;
                    return Some(StmtKind::Call { proc: p, args });
                }
                // `call a%f(x)` through a procedure pointer component (§15.5.1).
                let c = self.expr(proc)?;
                let Some(p) = self.through_component(&c) else {
                    self.error(
                        proc.span,
                        "a procedure pointer component is required at (1)",
                    );
                    return None;
                };
                if self.proc(p).kind == ProcKind::Function && self.proc(p).explicit {
                    self.error(span, "a function is called as a subroutine at (1)");
                    return None;
                }
                let args = self.actual_args(p, args, span)?;
                return Some(StmtKind::Call { proc: p, args });
            }
            self.unsupported(proc.span, "a procedure component or pointer call");
            return None;
        };
        let p = match self.lookup(&n.key) {
            Some(Entity::Proc(p)) => p,
            Some(Entity::Generic(specifics)) => self.resolve_generic(n, &specifics, args, span)?,
            Some(Entity::Var(v))
                if matches!(self.symbol(v).storage, super::tree::Storage::Dummy { .. }) =>
            {
                self.unsupported(n.span, "a call through a dummy procedure");
                return None;
            }
            Some(Entity::ModuleFunction(super::ieee::IeeeFn::Sub(sub))) => {
                return self.ieee_subroutine(n, sub, args, span);
            }
            None if n.key == "c_f_pointer" && self.iso_c_types().is_some() => {
                return self.c_f_pointer(args, span);
            }
            None => match self.intrinsic_subroutine(n, args, span) {
                Some(k) => return k,
                None => self.external_proc(n, ProcKind::Subroutine, None),
            },
            _ => self.external_proc(n, ProcKind::Subroutine, None),
        };
        self.check_callable(p, span)?;
        if self.proc(p).kind == ProcKind::Function && self.proc(p).explicit {
            self.error(
                span,
                format!("'{}' at (1) is a function, not a subroutine", n.text),
            );
            return None;
        }
        let p = self.omp_variant_of(p);
        let args = self.actual_args(p, args, span)?;
        Some(StmtKind::Call { proc: p, args })
    }

    fn format(&mut self, f: &ast::IoValue) -> Option<Format> {
        match f {
            ast::IoValue::Star => Some(Format::List),
            ast::IoValue::Expr(e) => {
                if let ast::ExprKind::Int { digits, kind: None } = &e.kind {
                    let label: u32 = digits.parse().ok()?;
                    let Some(text) = self.formats.get(&label).cloned() else {
                        self.error(e.span, format!("FORMAT label {label} at (1) not defined"));
                        return None;
                    };
                    let len = text.len() as i64;
                    return Some(Format::Text(Expr {
                        kind: ExprKind::Const(Const::Char(text.into_bytes())),
                        ty: Type::Character(CharLen::Const(len)),
                        rank: 0,
                        span: e.span,
                    }));
                }
                let t = self.expr(e)?;
                if !matches!(t.ty, Type::Character(_)) || t.rank != 0 {
                    self.unsupported(
                        e.span,
                        "a format that is not a scalar character expression or a label",
                    );
                    return None;
                }
                Some(Format::Text(t))
            }
        }
    }

    /// Data transfer items (§12.6.3); input items must be variables.
    pub(super) fn io_items(&mut self, items: &[ast::ListItem], input: bool) -> Option<Vec<IoItem>> {
        let mut out = Vec::new();
        for item in items {
            match item {
                ast::ListItem::Expr(e) if input => {
                    let v = self.variable(e)?;
                    if matches!(v.ty, Type::Logical(_) | Type::Derived(_)) {
                        self.unsupported(e.span, "reading this type");
                        return None;
                    }
                    out.push(IoItem::Expr(v));
                }
                ast::ListItem::Expr(e) => {
                    let v = self.expr(e)?;
                    if matches!(v.ty, Type::Derived(t) if self.has_alloc_components(t)) {
                        // §12.6.3: only defined I/O may transfer allocatable components.
                        self.error(e.span, "Data transfer element at (1) cannot have ALLOCATABLE components unless it is processed by a defined input/output procedure");
                        return None;
                    }
                    out.push(IoItem::Expr(v));
                }
                ast::ListItem::ImpliedDo(d) => {
                    let var = self.variable(&ast::Expr {
                        id: ast::ExprId(u32::MAX),
                        kind: ast::ExprKind::Name(d.var.clone()),
                        span: d.var.span,
                    })?;
                    if !matches!(var.ty, Type::Integer(_)) {
                        self.error(d.var.span, "implied-DO variable at (1) must be INTEGER");
                        return None;
                    }
                    let ty = var.ty;
                    let start = self.expr(&d.start)?;
                    let end = self.expr(&d.end)?;
                    let step = match &d.step {
                        Some(s) => Some(self.expr(s)?),
                        None => None,
                    };
                    let items = self.io_items(&d.items, input)?;
                    out.push(IoItem::ImpliedDo {
                        items,
                        control: Box::new(DoLoop {
                            var,
                            start: self.convert(start, ty),
                            end: self.convert(end, ty),
                            step: step.map(|s| self.convert(s, ty)),
                        }),
                    });
                }
            }
        }
        Some(out)
    }

    /// `write|read (unit, fmt [, advance=] [, iostat=]) items` (§12.6.1, §12.6.2).
    fn write(
        &mut self,
        control: &[ast::IoSpec],
        items: &[ast::ListItem],
        span: oxacc_source::Span,
        input: bool,
    ) -> Option<StmtKind> {
        let mut unit = None;
        let mut internal = None;
        let mut format = None;
        let mut advance = None;
        let mut iostat = None;
        let mut branches = super::tree::IoBranches::default();
        for (i, c) in control.iter().enumerate() {
            let key = c.keyword.as_ref().map(|k| k.key.as_str());
            if let Some(k) = key {
                if self.io_branch(k, c, &mut branches, input)? {
                    continue;
                }
            }
            match (key, i) {
                (Some("unit"), _) | (None, 0) => {
                    unit = match &c.value {
                        ast::IoValue::Star => None,
                        ast::IoValue::Expr(e) => {
                            let t = self.expr(e)?;
                            match t.ty {
                                Type::Integer(_) => Some(self.convert(t, Type::Integer(4))),
                                // Input may come from any character expression.
                                Type::Character(_) if t.rank == 0 && input => {
                                    internal = Some(t);
                                    None
                                }
                                Type::Character(_) if t.rank == 0 => {
                                    internal = Some(self.variable(e)?);
                                    None
                                }
                                // A character array: one record per element (§12.4).
                                Type::Character(_) if t.rank == 1 => {
                                    internal = Some(self.variable(e)?);
                                    None
                                }
                                _ => {
                                    self.unsupported(
                                        e.span,
                                        "an internal file that is not a character scalar or rank-1 array",
                                    );
                                    return None;
                                }
                            }
                        }
                    }
                }
                (Some("nml"), _) => format = Some(self.namelist_format(&c.value, c.span)?),
                (None, 1) if self.namelist_group(&c.value).is_some() => {
                    format = Some(self.namelist_format(&c.value, c.span)?)
                }
                (Some("fmt"), _) | (None, 1) => format = Some(self.format(&c.value)?),
                (Some("advance"), _) => {
                    let ast::IoValue::Expr(e) = &c.value else {
                        return None;
                    };
                    advance = Some(self.expr(e)?);
                }
                (Some("iostat"), _) => {
                    let ast::IoValue::Expr(e) = &c.value else {
                        return None;
                    };
                    let v = self.variable(e)?;
                    if !matches!(v.ty, Type::Integer(_)) || v.rank != 0 {
                        self.error(e.span, "IOSTAT variable at (1) must be a scalar INTEGER");
                        return None;
                    }
                    iostat = Some(v);
                }
                (Some(other), _) => {
                    self.unsupported(c.span, &format!("the {}= specifier", other));
                    return None;
                }
                (None, _) => {
                    self.error(c.span, "unexpected item in the control list at (1)");
                    return None;
                }
            }
        }
        let format = match format {
            Some(f) => f,
            None if internal.is_some() => {
                self.error(
                    span,
                    "Unformatted I/O not allowed with internal unit at (1)",
                );
                return None;
            }
            None if unit.is_none() => {
                self.error(
                    span,
                    "UNIT specifier at (1) must be an external unit for unformatted I/O",
                );
                return None;
            }
            None => Format::Unformatted,
        };
        if matches!(format, Format::Namelist(..)) {
            if let Some(first) = items.first() {
                self.error(
                    super::namelist::first_item_span(first),
                    "NAMELIST cannot be followed by IO-list at (1)",
                );
                return None;
            }
            if internal.is_some() {
                self.unsupported(span, "NAMELIST transfer with an internal file");
                return None;
            }
        }
        let items = self.io_items(items, input)?;
        let w = Write {
            unit,
            internal,
            format,
            advance,
            iostat,
            items,
            branches,
        };
        Some(if input {
            StmtKind::Read(w)
        } else {
            StmtKind::Write(w)
        })
    }
}

/// The variable whose part a designator is (`a` of `a(i)%b(2:3)`).
impl Sema<'_> {
    /// The INTENT(IN) dummy that defining `e` would define, if any. INTENT(IN) on a pointer
    /// restricts its association, not its target (§8.5.10): `p(i) = x` for an INTENT(IN)
    /// pointer `p`, or `s%ptr(i) = x` through an INTENT(IN) `s`, defines the target only.
    pub(super) fn intent_in_defined(&self, e: &Expr) -> Option<super::tree::SymbolId> {
        match &e.kind {
            ExprKind::Var(id) | ExprKind::Index { array: id, .. } => {
                (self.prog.intent_in.contains(id) && !self.prog.pointers.contains(id))
                    .then_some(*id)
            }
            ExprKind::Substring { base, .. } => self.intent_in_defined(base),
            ExprKind::Component { base, index, .. } => match base.ty {
                Type::Derived(t) if self.prog.types[t as usize].components[*index].pointer => None,
                _ => self.intent_in_defined(base),
            },
            _ => None,
        }
    }
}
