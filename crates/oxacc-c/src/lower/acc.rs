//! OpenACC directives to OIR's front-end form (docs/openacc-lowering.md §1): compute
//! constructs become `acc.compute` regions, combined constructs an `acc.compute` holding one
//! `acc.loop`, loops one dimension per associated canonical loop (exclusive upper bound, in
//! the loop variable's type, the variable stored at the top of the body and listed
//! `private`), data and `host_data` constructs regions left only through their `yield`
//! (jumps out are routed through an exit selector dispatched after the operation),
//! executable directives their operations, `init`/`shutdown`/`set` runtime library calls.
//! Clause expressions are evaluated before the operation, in source order; every operation
//! carries the directive's location.

use std::collections::HashSet;

use oxacc_directives::{ClauseKind, DefaultKind, DirectiveKind as DK, Modifier, ReductionOp};
use oxacc_oir::{
    BinOp, Block, Bound, Clause, ComputeKind, DataClause, DataClauseKind as D, DataModifier,
    DirectiveKind, LoopDim, Value, VarRef,
};
use smol_str::SmolStr;

use super::FnCx;
use crate::acc::{AccArgs, AccClause, AccDirective, AccVar, LoopTest};
use crate::ast::{BlockItem, DirectiveId, StmtId, StmtKind};
use crate::types::TypeId;
use crate::walk::{walk_stmt, Node};

/// A jump out of a data region, replayed after the operation.
#[derive(Clone, Debug)]
pub(crate) enum Exit {
    Break(usize),
    Continue(usize),
    Return,
    Goto(SmolStr),
}

/// A data or host_data region being lowered.
pub(crate) struct DataFrame {
    breaks: usize,
    continues: usize,
    labels: HashSet<SmolStr>,
    selector: Value,
    exits: Vec<Exit>,
}

/// Which operation a clause of a combined construct belongs to (§2.11).
fn loop_side(k: ClauseKind) -> bool {
    use ClauseKind::*;
    matches!(
        k,
        Collapse | Gang | Worker | Vector | Seq | Auto | Independent | Tile | Private | Reduction
    )
}

fn data_kind(k: ClauseKind) -> Option<D> {
    use ClauseKind::*;
    Some(match k {
        Copy => D::Copy,
        CopyIn => D::CopyIn,
        CopyOut => D::CopyOut,
        Create => D::Create,
        NoCreate => D::NoCreate,
        Present => D::Present,
        DevicePtr => D::DevicePtr,
        Attach => D::Attach,
        Detach => D::Detach,
        Delete => D::Delete,
        UseDevice => D::UseDevice,
        DeviceResident => D::DeviceResident,
        Link => D::Link,
        Host => D::Host,
        Device => D::Device,
        _ => return None,
    })
}

fn modifier(m: Modifier) -> DataModifier {
    match m {
        Modifier::ReadOnly => DataModifier::ReadOnly,
        Modifier::Zero => DataModifier::Zero,
        Modifier::Always => DataModifier::Always,
        Modifier::AlwaysIn => DataModifier::AlwaysIn,
        Modifier::AlwaysOut => DataModifier::AlwaysOut,
        Modifier::Capture => DataModifier::Capture,
    }
}

/// The OIR reduction operator for `op` on a variable whose scalar elements have C type `elem`.
/// OIR integers carry no signedness: `max`/`min` on unsigned types become `umax`/`umin`. On
/// `_Bool` (values 0 and 1) the operators are the logical ones, since the result of `+`, `*`,
/// `max`, `min` is converted back to `_Bool` (C11 §6.3.1.2): `+`/`max` → `||`, `*`/`min` → `&&`.
pub(crate) fn reduction_op(
    op: ReductionOp,
    types: &crate::types::TypeTable,
    elem: TypeId,
) -> oxacc_oir::ReductionOp {
    use crate::types::TypeKind;
    use oxacc_oir::ReductionOp as R;
    let boolean = matches!(types.kind(elem), TypeKind::Bool);
    let unsigned = types.is_integer(elem) && !types.is_signed_integer(elem);
    match op {
        ReductionOp::Add if boolean => R::LogOr,
        ReductionOp::Mul if boolean => R::LogAnd,
        ReductionOp::Max if boolean => R::LogOr,
        ReductionOp::Min if boolean => R::LogAnd,
        ReductionOp::Max if unsigned => R::UMax,
        ReductionOp::Min if unsigned => R::UMin,
        ReductionOp::Add => R::Add,
        ReductionOp::Mul => R::Mul,
        ReductionOp::Max => R::Max,
        ReductionOp::Min => R::Min,
        ReductionOp::BitAnd => R::BitAnd,
        ReductionOp::BitOr => R::BitOr,
        ReductionOp::BitXor => R::BitXor,
        ReductionOp::LogAnd | ReductionOp::Eqv => R::LogAnd,
        ReductionOp::LogOr | ReductionOp::Neqv => R::LogOr,
    }
}

/// `acc_device_t` of runtime-rs/include/openacc.h for a device type name.
fn device_enum(name: &str) -> i128 {
    match name {
        "nvidia" => 4,
        "radeon" => 5,
        "host" | "multicore" => 2,
        _ => 1,
    }
}

impl FnCx<'_, '_> {
    /// A directive statement.
    pub(crate) fn acc_stmt(&mut self, d: DirectiveId, body: Option<StmtId>) {
        let Some(acc) = self.cx.acc.directives.get(&d).cloned() else {
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        };
        self.set_span(acc.span);
        match acc.kind {
            DK::Parallel | DK::Serial | DK::Kernels => self.acc_compute(&acc, body, false),
            DK::ParallelLoop | DK::SerialLoop | DK::KernelsLoop => {
                self.acc_compute(&acc, body, true)
            }
            DK::Loop => self.acc_loop(&acc, body, &acc.clauses),
            DK::Data => self.acc_data_stmt(&acc, body),
            DK::HostData => self.acc_host_data(&acc, body),
            DK::EnterData => self.acc_simple(&acc, DirectiveKind::EnterData),
            DK::ExitData => self.acc_simple(&acc, DirectiveKind::ExitData),
            DK::Update => self.acc_simple(&acc, DirectiveKind::Update),
            DK::Wait => {
                let mut clauses = Vec::new();
                if let Some(w) = &acc.wait {
                    let qs = w.queues.iter().map(|&e| self.acc_i32(e)).collect();
                    clauses.push(Clause::Wait(qs));
                    if let Some(dn) = w.devnum {
                        let v = self.acc_i32(dn);
                        clauses.push(Clause::DevNum(v));
                    }
                }
                clauses.extend(self.acc_clauses(&acc.clauses));
                self.set_span(acc.span);
                self.b.directive(DirectiveKind::Wait, clauses);
            }
            DK::Cache => {
                // Only meaningful directly inside a loop region; elsewhere a hint to drop.
                if self.acc_loop_depth > 0 && !acc.cache.is_empty() {
                    let vars = acc.cache.iter().map(|v| self.acc_var_ref(v)).collect();
                    let modifiers = if acc.cache_readonly {
                        vec![DataModifier::ReadOnly]
                    } else {
                        Vec::new()
                    };
                    self.set_span(acc.span);
                    self.b.directive(
                        DirectiveKind::Cache,
                        vec![Clause::Data(DataClause {
                            kind: D::Present,
                            modifiers,
                            vars,
                        })],
                    );
                }
            }
            DK::Atomic(_) => self.acc_atomic(&acc, body),
            DK::Init | DK::Shutdown | DK::Set => self.acc_runtime_call(&acc),
            // `declare` is lowered by the enclosing block (`acc_declare`); `routine` is an
            // attribute of its function.
            DK::Declare | DK::Routine | DK::End(_) => {}
        }
    }

    // ---- clauses ----

    pub(crate) fn acc_i32(&mut self, e: crate::ast::ExprId) -> Value {
        let v = self.scalar(e);
        let from = self.cx.ast[e].ty;
        self.convert_scalar(v, from, TypeId::INT)
    }

    fn acc_i64(&mut self, e: crate::ast::ExprId) -> Value {
        let v = self.scalar(e);
        let from = self.cx.ast[e].ty;
        self.convert_scalar(v, from, TypeId::LONG)
    }

    pub(crate) fn acc_var_ref(&mut self, v: &AccVar) -> VarRef {
        let lv = self.lvalue(v.base);
        let ty = self.cx.oir_ty(self.b.module, v.ty);
        let i64t = self.b.module.i64();
        let mut bounds = Vec::new();
        for d in &v.dims {
            let lower = match d.lower {
                Some(e) => self.acc_i64(e),
                None => self.b.iconst(i64t, 0),
            };
            let length = match (d.length, d.array_len) {
                (Some(e), _) => self.acc_i64(e),
                (None, Some(n)) => {
                    let n = self.b.iconst(i64t, i128::from(n));
                    match d.lower {
                        Some(_) => self.b.binary(BinOp::Sub, n, lower),
                        None => n,
                    }
                }
                (None, None) => self.b.iconst(i64t, 0),
            };
            let elem = self.cx.oir_ty(self.b.module, d.elem);
            bounds.push(Bound {
                lower,
                length,
                elem,
                stride: None,
            });
        }
        VarRef {
            var: lv.addr,
            name: v.name.clone(),
            ty,
            bounds,
        }
    }

    /// OIR clauses for the given checked clauses, evaluated in order.
    pub(crate) fn acc_clauses(&mut self, clauses: &[AccClause]) -> Vec<Clause> {
        let mut out = Vec::new();
        for c in clauses {
            self.set_span(c.span);
            let clause = match (&c.args, c.kind) {
                (AccArgs::Expr(e), ClauseKind::If) => Clause::If(self.cond_value(*e)),
                (AccArgs::Expr(e), ClauseKind::SelfClause) => {
                    Clause::SelfCond(Some(self.cond_value(*e)))
                }
                (AccArgs::None, ClauseKind::SelfClause) => Clause::SelfCond(None),
                (AccArgs::Expr(e), ClauseKind::Async) => Clause::Async(Some(self.acc_i32(*e))),
                (AccArgs::None, ClauseKind::Async) => Clause::Async(None),
                (AccArgs::Wait(w), ClauseKind::Wait) => {
                    Clause::Wait(w.queues.iter().map(|&e| self.acc_i32(e)).collect())
                }
                (AccArgs::Exprs(es), ClauseKind::Wait) => {
                    Clause::Wait(es.iter().map(|&e| self.acc_i32(e)).collect())
                }
                (AccArgs::None, ClauseKind::Wait) => Clause::Wait(Vec::new()),
                (AccArgs::Exprs(es), ClauseKind::NumGangs) => {
                    Clause::NumGangs(es.iter().map(|&e| self.acc_i32(e)).collect())
                }
                (AccArgs::Expr(e), ClauseKind::NumGangs) => {
                    Clause::NumGangs(vec![self.acc_i32(*e)])
                }
                (AccArgs::Expr(e), ClauseKind::NumWorkers) => Clause::NumWorkers(self.acc_i32(*e)),
                (AccArgs::Expr(e), ClauseKind::VectorLength) => {
                    Clause::VectorLength(self.acc_i32(*e))
                }
                (AccArgs::Default(DefaultKind::None), _) => Clause::DefaultNone,
                (AccArgs::Default(DefaultKind::Present), _) => Clause::DefaultPresent,
                (AccArgs::DeviceTypes(names), _) => Clause::DeviceType(names.clone()),
                (AccArgs::Vars { vars, .. }, ClauseKind::Private) => {
                    Clause::Private(vars.iter().map(|v| self.acc_var_ref(v)).collect())
                }
                (AccArgs::Vars { vars, .. }, ClauseKind::FirstPrivate) => {
                    Clause::FirstPrivate(vars.iter().map(|v| self.acc_var_ref(v)).collect())
                }
                (AccArgs::Reduction { op, vars }, _) => {
                    // One clause per run of variables with the same OIR operator.
                    let mut groups: Vec<(oxacc_oir::ReductionOp, Vec<_>)> = Vec::new();
                    for v in vars {
                        let mut elem = v.dims.last().map_or(v.ty, |d| d.elem);
                        while let Some(e) = self.cx.types.array_elem(elem) {
                            elem = e;
                        }
                        let rop = reduction_op(*op, &self.cx.types, elem);
                        let vr = self.acc_var_ref(v);
                        match groups.last_mut() {
                            Some((o, list)) if *o == rop => list.push(vr),
                            _ => groups.push((rop, vec![vr])),
                        }
                    }
                    let last = groups.pop().unwrap_or_else(|| {
                        (reduction_op(*op, &self.cx.types, TypeId::INT), Vec::new())
                    });
                    out.extend(groups.into_iter().map(|(o, l)| Clause::Reduction(o, l)));
                    Clause::Reduction(last.0, last.1)
                }
                (AccArgs::Vars { modifiers, vars }, k) => match data_kind(k) {
                    Some(kind) => {
                        for v in vars {
                            if let Some(text) = &v.declared_extent {
                                let loc = self.cx.loc(self.b.module, v.span);
                                self.b
                                    .module
                                    .diagnostics
                                    .push(oxacc_oir::PassDiagnostic::remark(
                                        loc,
                                        format!(
                                            "{}({}): the array parameter is mapped as {text}, its \
                                             declared extents (C passes only a pointer)",
                                            k.name(),
                                            v.name
                                        ),
                                    ));
                            }
                        }
                        Clause::Data(DataClause {
                            kind,
                            modifiers: modifiers.iter().map(|&m| modifier(m)).collect(),
                            vars: vars.iter().map(|v| self.acc_var_ref(v)).collect(),
                        })
                    }
                    None => continue,
                },
                (_, ClauseKind::Finalize) => Clause::Finalize,
                (_, ClauseKind::IfPresent) => Clause::IfPresent,
                (AccArgs::Gang { num, dim, static_ }, _) => {
                    let num = num.map(|e| self.acc_i32(e));
                    let static_ = static_.map(|s| match s {
                        Some(e) => self.acc_i32(e),
                        None => {
                            let i32t = self.b.module.i32();
                            self.b.iconst(i32t, -1)
                        }
                    });
                    Clause::Gang {
                        num,
                        dim: *dim,
                        static_,
                    }
                }
                (AccArgs::None, ClauseKind::Gang) => Clause::Gang {
                    num: None,
                    dim: None,
                    static_: None,
                },
                (AccArgs::Expr(e), ClauseKind::Worker) => Clause::Worker(Some(self.acc_i32(*e))),
                (_, ClauseKind::Worker) => Clause::Worker(None),
                (AccArgs::Expr(e), ClauseKind::Vector) => Clause::Vector(Some(self.acc_i32(*e))),
                (_, ClauseKind::Vector) => Clause::Vector(None),
                (_, ClauseKind::Seq) => Clause::Seq,
                (_, ClauseKind::Auto) => Clause::Auto,
                (_, ClauseKind::Independent) => Clause::Independent,
                (AccArgs::Tile(ts), _) => {
                    Clause::Tile(ts.iter().map(|t| t.map(|e| self.acc_i32(e))).collect())
                }
                _ => continue,
            };
            out.push(clause);
        }
        out
    }

    fn acc_simple(&mut self, acc: &AccDirective, kind: DirectiveKind) {
        let clauses = self.acc_clauses(&acc.clauses);
        self.set_span(acc.span);
        self.b.directive(kind, clauses);
    }

    // ---- compute constructs (§2.5, §2.11) ----

    fn acc_compute(&mut self, acc: &AccDirective, body: Option<StmtId>, combined: bool) {
        let kind = match acc.kind {
            DK::Parallel | DK::ParallelLoop => ComputeKind::Parallel,
            DK::Serial | DK::SerialLoop => ComputeKind::Serial,
            _ => ComputeKind::Kernels,
        };
        let (compute_side, loop_side_clauses): (Vec<AccClause>, Vec<AccClause>) = if combined {
            let mut c = Vec::new();
            let mut l = Vec::new();
            for cl in &acc.clauses {
                if cl.kind == ClauseKind::DeviceType {
                    c.push(cl.clone());
                    l.push(cl.clone());
                } else if loop_side(cl.kind) {
                    l.push(cl.clone());
                } else {
                    c.push(cl.clone());
                }
            }
            (c, l)
        } else {
            (acc.clauses.clone(), Vec::new())
        };
        let mut clauses = self.acc_clauses(&compute_side);
        if combined {
            // A reduction variable gets a copy clause unless a data clause names it (§2.11).
            let named: HashSet<SmolStr> = compute_side
                .iter()
                .filter(|c| data_kind(c.kind).is_some())
                .flat_map(|c| {
                    crate::sema::acc_clause_vars(c)
                        .iter()
                        .map(|v| v.name.clone())
                })
                .collect();
            for c in &loop_side_clauses {
                if let AccArgs::Reduction { vars, .. } = &c.args {
                    for v in vars.iter().filter(|v| !named.contains(&v.name)) {
                        let r = self.acc_var_ref(v);
                        clauses.push(Clause::Data(DataClause {
                            kind: D::Copy,
                            modifiers: Vec::new(),
                            vars: vec![r],
                        }));
                    }
                }
            }
        }
        self.acc_declared_deviceptrs(&acc.clauses, body, &mut clauses);
        self.set_span(acc.span);
        let (_, entry) = self.b.directive(DirectiveKind::Compute(kind), clauses);
        let Some(entry) = entry else { return };
        let outer = self.b.current_block();
        self.b.switch_to_block(entry);
        self.acc_compute_depth += 1;
        if combined {
            self.acc_loop(acc, body, &loop_side_clauses);
        } else if let Some(b) = body {
            self.stmt(b);
        }
        self.acc_compute_depth -= 1;
        if self.is_open() {
            self.set_span(acc.span);
            self.b.yield_(&[]);
        }
        if let Some(o) = outer {
            self.b.switch_to_block(o);
        }
    }

    /// File-scope `declare deviceptr(p)` pointers used in a compute construct's body and not
    /// named by its clauses get a `deviceptr` clause (§2.13, §2.7.5).
    fn acc_declared_deviceptrs(
        &mut self,
        own: &[AccClause],
        body: Option<StmtId>,
        clauses: &mut Vec<Clause>,
    ) {
        let Some(body) = body else { return };
        if self.cx.acc.declared_deviceptr.is_empty() {
            return;
        }
        let named: HashSet<crate::ast::DeclId> = own
            .iter()
            .flat_map(|c| crate::sema::acc_clause_vars(c).iter())
            .filter_map(|v| v.root)
            .collect();
        let mut used = Vec::new();
        walk_stmt(self.cx.ast, body, &mut |n| {
            if let Node::Expr(e) = n {
                if let crate::ast::ExprKind::Ident {
                    res: crate::ast::Resolution::Decl(d),
                    ..
                } = &self.cx.ast[e].kind
                {
                    if self.cx.acc.declared_deviceptr.contains(d)
                        && !named.contains(d)
                        && !used.iter().any(|(u, _)| u == d)
                    {
                        used.push((*d, self.cx.ast[e].span));
                    }
                }
            }
        });
        for (d, span) in used {
            let addr = self.decl_addr(d, span);
            let decl_ty = self.cx.ast[d].ty;
            let ty = self.cx.oir_ty(self.b.module, decl_ty);
            let name = self.cx.ast[d].name().cloned().unwrap_or_default();
            clauses.push(Clause::Data(DataClause {
                kind: D::DevicePtr,
                modifiers: Vec::new(),
                vars: vec![VarRef {
                    var: addr,
                    name,
                    ty,
                    bounds: Vec::new(),
                }],
            }));
        }
    }

    // ---- loops (§2.9) ----

    /// A `for` loop of a `kernels` region without a `loop` directive (§2.5.3): lowered as
    /// `loop auto` when sema found it canonical (acc-implicit-data's dependence test then
    /// decides, with a remark); otherwise a remark says why it runs as written. False: the
    /// caller lowers the loop as plain C.
    pub(crate) fn acc_kernels_for(&mut self, s: StmtId) -> bool {
        if self.acc_compute_depth == 0 {
            return false;
        }
        let Some(found) = self.cx.acc.kernels_loops.get(&s).cloned() else {
            return false;
        };
        let span = self.cx.ast[s].span;
        match found {
            Ok(l) => {
                let auto = AccClause {
                    kind: ClauseKind::Auto,
                    span,
                    args: AccArgs::None,
                };
                let acc = AccDirective {
                    kind: DK::Loop,
                    span,
                    clauses: vec![auto],
                    cache: Vec::new(),
                    cache_readonly: false,
                    wait: None,
                    loops: vec![l],
                    intervening: Vec::new(),
                    atomic: None,
                };
                self.acc_loop(&acc, Some(s), &acc.clauses);
                true
            }
            Err(why) => {
                let loc = self.cx.loc(self.b.module, span);
                self.b
                    .module
                    .diagnostics
                    .push(oxacc_oir::PassDiagnostic::remark(
                        loc,
                        format!(
                            "kernels: loop at {}:{} runs sequentially as written: {why}",
                            loc.line, loc.col
                        ),
                    ));
                false
            }
        }
    }

    fn acc_loop(&mut self, acc: &AccDirective, body: Option<StmtId>, clauses: &[AccClause]) {
        let Some(body) = body else { return };
        let routine = self.b.module.func(self.func_id).routine.is_some();
        if acc.loops.is_empty() || (self.acc_compute_depth == 0 && !routine) {
            // A sequential loop not in canonical form, or an orphaned loop in a function
            // that is no routine (it only runs on the host): the loop as written.
            self.stmt(body);
            return;
        }
        let mut oclauses = self.acc_clauses(clauses);
        // The loop variables: storage, and listed private (§2.9).
        let mut privates = Vec::new();
        for l in &acc.loops {
            let addr = match self.locals.get(&l.var) {
                Some(&a) => a,
                None => {
                    let decl = &self.cx.ast[l.var];
                    if decl.storage == crate::ast::StorageDuration::Automatic {
                        self.automatic_object(l.var, l.ty, None);
                    }
                    let span = self.cx.ast[l.var].declarator.name_span;
                    self.decl_addr(l.var, span)
                }
            };
            let ty = self.cx.oir_ty(self.b.module, l.ty);
            let name = self.cx.ast[l.var].name().cloned().unwrap_or_default();
            privates.push((
                addr,
                VarRef {
                    var: addr,
                    name,
                    ty,
                    bounds: Vec::new(),
                },
            ));
        }
        let LoopNest {
            dims,
            ptr_bases,
            ivts,
        } = self.loop_nest(&acc.loops);
        let loop_vars: Vec<VarRef> = privates.iter().map(|(_, r)| r.clone()).collect();
        oclauses.push(Clause::Private(loop_vars));
        self.set_span(acc.span);
        let (_, entry) = self.b.directive(DirectiveKind::Loop { dims }, oclauses);
        let Some(entry) = entry else { return };
        let outer = self.b.current_block();
        let ivs: Vec<Value> = ivts
            .iter()
            .map(|&t| self.b.add_block_param(entry, t))
            .collect();
        self.b.switch_to_block(entry);
        for (((addr, _), iv), (base, l)) in privates
            .iter()
            .zip(ivs)
            .zip(ptr_bases.iter().zip(&acc.loops))
        {
            self.store_loop_var(l, *base, iv, *addr);
        }
        let cont = self.b.create_block();
        let depth = self.cleanups.len();
        self.continues.push((cont, depth));
        self.acc_loop_depth += 1;
        let saved_frames = std::mem::take(&mut self.acc_frames);
        self.block_items(&acc.intervening);
        if let Some(l) = acc.loops.last() {
            self.stmt(l.body);
        }
        self.acc_frames = saved_frames;
        self.acc_loop_depth -= 1;
        self.continues.pop();
        self.enter_block(cont);
        self.set_span(acc.span);
        self.b.yield_(&[]);
        if let Some(o) = outer {
            self.b.switch_to_block(o);
        }
        let _ = body;
    }

    /// The type a loop dimension is computed in: the loop variable's own type, except that
    /// pointers count element indices in `long`, and unsigned types narrower than 64 bits are
    /// widened to `long` — the passes compute trip counts with signed arithmetic, which would
    /// read an unsigned bound of 2^31 or more as negative.
    /// The OIR dimensions of the canonical loops associated with a loop construct (OpenACC
    /// `loop`, OpenMP `for`), in the loop variables' types; a pointer loop variable runs over
    /// the element index in i64 (`p = lo; p < hi; p += s` → (0, (hi - lo) / size, s)) and
    /// [`Self::store_loop_var`] stores the pointer `lo + index` at the top of the body.
    pub(crate) fn loop_nest(&mut self, loops: &[crate::acc::AccLoop]) -> LoopNest {
        let mut dims = Vec::new();
        let mut ptr_bases: Vec<Option<Value>> = Vec::new();
        for l in loops {
            self.set_span(self.cx.ast[l.stmt].span);
            if self.cx.types.is_pointer(l.ty) {
                let (dim, base) = self.acc_pointer_dim(l);
                dims.push(dim);
                ptr_bases.push(Some(base));
                continue;
            }
            ptr_bases.push(None);
            dims.push(self.acc_integer_dim(l));
        }
        let ivts = loops
            .iter()
            .map(|l| {
                let t = self.acc_dim_type(l.ty);
                self.cx.oir_ty(self.b.module, t)
            })
            .collect();
        LoopNest {
            dims,
            ptr_bases,
            ivts,
        }
    }

    /// Stores induction value `iv` of loop `l` into the loop variable's storage `slot`.
    pub(crate) fn store_loop_var(
        &mut self,
        l: &crate::acc::AccLoop,
        ptr_base: Option<Value>,
        iv: Value,
        slot: Value,
    ) {
        let v = match ptr_base {
            Some(b) => self.ptr_offset(b, l.ty, iv, TypeId::LONG, false),
            None => {
                let t = self.acc_dim_type(l.ty);
                self.convert_scalar(iv, t, l.ty)
            }
        };
        self.b.store(v, slot);
    }

    pub(crate) fn acc_dim_type(&self, ty: TypeId) -> TypeId {
        let types = &self.cx.types;
        if types.is_pointer(ty) {
            return TypeId::LONG;
        }
        let narrow = types.size_of(ty).is_some_and(|s| s < 8);
        if narrow && !types.is_signed_integer(ty) {
            TypeId::LONG
        } else {
            ty
        }
    }

    /// One integer dimension `(lower, upper exclusive, step)` in [`Self::acc_dim_type`].
    pub(crate) fn acc_integer_dim(&mut self, l: &crate::acc::AccLoop) -> LoopDim {
        let iv = l.ty;
        let dt = self.acc_dim_type(iv);
        // Bounds take the loop variable's type first (C's conversions in `i = lo`, `i < hi`),
        // then widen; the step is a signed distance.
        let in_dim = |this: &mut Self, e: crate::ast::ExprId, via: TypeId| {
            let v = this.scalar(e);
            let f = this.cx.ast[e].ty;
            let v = this.convert_scalar(v, f, via);
            this.convert_scalar(v, via, dt)
        };
        let lower = in_dim(self, l.lower, iv);
        let bound = in_dim(self, l.bound, iv);
        let dty = self.cx.oir_ty(self.b.module, dt);
        let mut step = match l.step {
            Some(e) if dt != iv => in_dim(self, e, TypeId::LONG),
            Some(e) => in_dim(self, e, iv),
            None => self.b.iconst(dty, 1),
        };
        if l.decreasing {
            let zero = self.b.iconst(dty, 0);
            step = self.b.binary(BinOp::Sub, zero, step);
        }
        let upper = match l.test {
            LoopTest::Lt | LoopTest::Gt | LoopTest::Ne => bound,
            LoopTest::Le => {
                let one = self.b.iconst(dty, 1);
                self.b.binary(BinOp::Add, bound, one)
            }
            LoopTest::Ge => {
                let one = self.b.iconst(dty, 1);
                self.b.binary(BinOp::Sub, bound, one)
            }
        };
        LoopDim { lower, upper, step }
    }

    /// The dimension of a pointer loop over the element index, and the initial pointer.
    pub(crate) fn acc_pointer_dim(&mut self, l: &crate::acc::AccLoop) -> (LoopDim, Value) {
        let i64t = self.b.module.i64();
        let base = {
            let v = self.scalar(l.lower);
            let f = self.cx.ast[l.lower].ty;
            self.convert_scalar(v, f, l.ty)
        };
        let bound = {
            let v = self.scalar(l.bound);
            let f = self.cx.ast[l.bound].ty;
            self.convert_scalar(v, f, l.ty)
        };
        let bi = self.b.cast(oxacc_oir::CastOp::PtrToInt, base, i64t);
        let hi = self.b.cast(oxacc_oir::CastOp::PtrToInt, bound, i64t);
        let bytes = self.b.binary(BinOp::Sub, hi, bi);
        let elem = self.cx.types.pointee(l.ty).unwrap_or(TypeId::CHAR);
        let size = self.sizeof_value(elem);
        let count = self.b.binary(BinOp::SDiv, bytes, size);
        let mut step = match l.step {
            Some(e) => {
                let v = self.scalar(e);
                let f = self.cx.ast[e].ty;
                self.widen_to_i64(v, f)
            }
            None => self.b.iconst(i64t, 1),
        };
        if l.decreasing {
            let zero = self.b.iconst(i64t, 0);
            step = self.b.binary(BinOp::Sub, zero, step);
        }
        let one = self.b.iconst(i64t, 1);
        let upper = match l.test {
            LoopTest::Lt | LoopTest::Gt | LoopTest::Ne => count,
            LoopTest::Le => self.b.binary(BinOp::Add, count, one),
            LoopTest::Ge => self.b.binary(BinOp::Sub, count, one),
        };
        let lower = self.b.iconst(i64t, 0);
        (LoopDim { lower, upper, step }, base)
    }

    // ---- data regions (§2.6.5, §2.8) with routed exits ----

    /// Emits a region operation whose body `f` lowers; jumps out of the body (to targets not
    /// among `labels`, the labels inside) leave through the `yield` and are replayed after the
    /// operation.
    fn acc_data_region_labels(
        &mut self,
        kind: DirectiveKind,
        clauses: Vec<Clause>,
        params: &[oxacc_oir::TypeId],
        span: oxacc_source::Span,
        labels: HashSet<SmolStr>,
        f: impl FnOnce(&mut Self),
    ) -> Vec<Value> {
        let i32t = self.b.module.i32();
        let selector = self.entry_alloca(i32t);
        let zero = self.b.iconst(i32t, 0);
        self.b.store(zero, selector);
        self.set_span(span);
        let (_, entry) = self.b.directive(kind, clauses);
        let Some(entry) = entry else {
            return Vec::new();
        };
        let outer = self.b.current_block();
        let vals: Vec<Value> = params
            .iter()
            .map(|&t| self.b.add_block_param(entry, t))
            .collect();
        self.b.switch_to_block(entry);
        self.acc_frames.push(DataFrame {
            breaks: self.breaks.len(),
            continues: self.continues.len(),
            labels,
            selector,
            exits: Vec::new(),
        });
        f(self);
        let frame = self.acc_frames.pop();
        if self.is_open() {
            self.set_span(span);
            self.b.yield_(&[]);
        }
        if let Some(o) = outer {
            self.b.switch_to_block(o);
        }
        let Some(frame) = frame.filter(|fr| !fr.exits.is_empty()) else {
            return vals;
        };
        // Dispatch the exits taken.
        let sel = self.b.load(i32t, selector);
        let next = self.b.create_block();
        let blocks: Vec<Block> = frame.exits.iter().map(|_| self.b.create_block()).collect();
        let cases: Vec<(i128, Block)> = blocks
            .iter()
            .enumerate()
            .map(|(i, &b)| (i as i128 + 1, b))
            .collect();
        self.b.switch(sel, next, &cases);
        for (exit, blk) in frame.exits.iter().zip(blocks) {
            self.b.switch_to_block(blk);
            self.acc_replay_exit(exit.clone());
        }
        self.b.switch_to_block(next);
        vals
    }

    /// Routes a jump out of the innermost data region: stores its code and yields. Returns
    /// false when the jump stays inside (or there is no data region).
    pub(crate) fn acc_route_exit(&mut self, exit: &Exit) -> bool {
        let Some(frame) = self.acc_frames.last() else {
            return false;
        };
        let leaves = match exit {
            Exit::Break(i) => *i < frame.breaks,
            Exit::Continue(i) => *i < frame.continues,
            Exit::Return => true,
            Exit::Goto(l) => !frame.labels.contains(l),
        };
        if !leaves {
            return false;
        }
        if !self.is_open() {
            return true;
        }
        let selector = frame.selector;
        let code = {
            let Some(frame) = self.acc_frames.last_mut() else {
                return false;
            };
            frame.exits.push(exit.clone());
            frame.exits.len() as i128
        };
        let i32t = self.b.module.i32();
        let c = self.b.iconst(i32t, code);
        self.b.store(c, selector);
        self.b.yield_(&[]);
        self.start_dead_block();
        true
    }

    fn acc_replay_exit(&mut self, exit: Exit) {
        match exit {
            Exit::Break(i) => self.jump_break(i),
            Exit::Continue(i) => self.jump_continue(i),
            Exit::Return => self.return_from_slot(),
            Exit::Goto(l) => self.jump_goto(&l),
        }
    }

    pub(crate) fn jump_break(&mut self, i: usize) {
        if self.acc_route_exit(&Exit::Break(i)) {
            return;
        }
        if let Some(&(blk, depth)) = self.breaks.get(i) {
            self.run_cleanups(depth);
            self.jump(blk);
        }
    }

    pub(crate) fn jump_continue(&mut self, i: usize) {
        if self.acc_route_exit(&Exit::Continue(i)) {
            return;
        }
        if let Some(&(blk, depth)) = self.continues.get(i) {
            self.run_cleanups(depth);
            self.jump(blk);
        }
    }

    pub(crate) fn jump_goto(&mut self, label: &SmolStr) {
        if self.acc_route_exit(&Exit::Goto(label.clone())) {
            return;
        }
        let blk = self.label_block(label);
        self.jump(blk);
    }

    /// The labels defined in a statement (targets that stay inside a data region).
    fn labels_in(&self, s: StmtId) -> HashSet<SmolStr> {
        let mut out = HashSet::new();
        walk_stmt(self.cx.ast, s, &mut |n| {
            if let Node::Stmt(s) = n {
                if let StmtKind::Label { name, .. } = &self.cx.ast[s].kind {
                    out.insert(name.clone());
                }
            }
        });
        out
    }

    fn acc_host_data(&mut self, acc: &AccDirective, body: Option<StmtId>) {
        let clauses = self.acc_clauses(&acc.clauses);
        let mut vars = Vec::new();
        for c in &acc.clauses {
            if c.kind == ClauseKind::UseDevice {
                vars.extend(crate::sema::acc_clause_vars(c).iter().cloned());
            }
        }
        let ptr = self.b.module.ptr();
        let params = vec![ptr; vars.len()];
        let labels = body.map(|b| self.labels_in(b)).unwrap_or_default();
        let saved = self.use_device.clone();
        let span = acc.span;
        let vars2 = vars.clone();
        self.acc_data_region_labels(
            DirectiveKind::HostData,
            clauses,
            &params,
            span,
            labels,
            move |f| {
                let entry = f.b.current_block();
                if let Some(e) = entry {
                    let ps = f.b.body.block(e).params.clone();
                    for (v, p) in vars2.iter().zip(ps) {
                        // Only whole variables are substituted (`use_device(a)`, §2.8.1).
                        if let (Some(root), true) = (v.root, v.dims.is_empty()) {
                            if matches!(f.cx.ast[v.base].kind, crate::ast::ExprKind::Ident { .. }) {
                                f.use_device.insert(root, p);
                            }
                        }
                    }
                }
                if let Some(b) = body {
                    f.stmt(b);
                }
            },
        );
        self.use_device = saved;
    }

    /// `declare` in a function (§2.13): the rest of the block is an `acc.data` region.
    pub(crate) fn acc_declare_rest(&mut self, acc: &AccDirective, rest: &[BlockItem]) {
        let mut clauses = self.acc_clauses(&acc.clauses);
        for c in &mut clauses {
            if let Clause::Data(d) = c {
                // Local device_resident data lives only on the device: `create` (§2.13.2).
                if matches!(d.kind, D::DeviceResident | D::Link) {
                    d.kind = D::Create;
                }
            }
        }
        let mut labels = HashSet::new();
        for item in rest {
            if let BlockItem::Stmt(s) = item {
                labels.extend(self.labels_in(*s));
            }
        }
        let rest = rest.to_vec();
        self.acc_data_region_labels(
            DirectiveKind::Data,
            clauses,
            &[],
            acc.span,
            labels,
            move |f| f.block_items(&rest),
        );
    }

    /// Data regions with the labels of their body (for `goto` routing).
    pub(crate) fn acc_data_stmt(&mut self, acc: &AccDirective, body: Option<StmtId>) {
        let clauses = self.acc_clauses(&acc.clauses);
        let labels = body.map(|b| self.labels_in(b)).unwrap_or_default();
        self.acc_data_region_labels(DirectiveKind::Data, clauses, &[], acc.span, labels, |f| {
            if let Some(b) = body {
                f.stmt(b)
            }
        });
    }

    // ---- init, shutdown, set (§2.14.1–§2.14.3): runtime calls ----

    fn acc_runtime_call(&mut self, acc: &AccDirective) {
        let i32t = self.b.module.i32();
        let mut dev: i128 = 1;
        let mut dev_num = None;
        let mut default_async = None;
        let mut cond = None;
        for c in &acc.clauses {
            self.set_span(c.span);
            match (&c.args, c.kind) {
                (AccArgs::DeviceTypes(n), _) => {
                    dev = n.first().map_or(1, |n| device_enum(n));
                }
                (AccArgs::Expr(e), ClauseKind::DeviceNum) => dev_num = Some(self.acc_i32(*e)),
                (AccArgs::Expr(e), ClauseKind::DefaultAsync) => {
                    default_async = Some(self.acc_i32(*e))
                }
                (AccArgs::Expr(e), ClauseKind::If) => cond = Some(self.cond_value(*e)),
                _ => {}
            }
        }
        self.set_span(acc.span);
        let end = self.b.create_block();
        if let Some(c) = cond {
            let then = self.b.create_block();
            self.b.cond_br(c, then, &[], end, &[]);
            self.b.switch_to_block(then);
        }
        let dev_v = self.b.iconst(i32t, dev);
        match acc.kind {
            DK::Init => match dev_num {
                Some(n) => self.acc_call("acc_init_device", &[n, dev_v]),
                None => self.acc_call("acc_init", &[dev_v]),
            },
            DK::Shutdown => match dev_num {
                Some(n) => self.acc_call("acc_shutdown_device", &[n, dev_v]),
                None => self.acc_call("acc_shutdown", &[dev_v]),
            },
            _ => {
                let has_type = acc.has(ClauseKind::DeviceType);
                if let Some(n) = dev_num {
                    self.acc_call("acc_set_device_num", &[n, dev_v]);
                } else if has_type {
                    self.acc_call("acc_set_device_type", &[dev_v]);
                }
                if let Some(q) = default_async {
                    self.acc_call("acc_set_default_async", &[q]);
                }
            }
        }
        self.enter_block(end);
    }

    fn acc_call(&mut self, name: &str, args: &[Value]) {
        let i32t = self.b.module.i32();
        let void = self.b.module.void();
        let sig = self
            .b
            .module
            .func_type(&vec![i32t; args.len()], void, false);
        let f = match self.b.module.func_by_name(name) {
            Some(f) => f,
            None => {
                let f = self.b.module.declare_func(name, sig);
                self.cx.funcs.insert(name.into(), f);
                f
            }
        };
        if self.b.module.func(f).sig == sig {
            self.b.call(f, args);
        } else {
            let p = self.b.func_addr(f);
            self.b.call_indirect(sig, p, args);
        }
    }
}

/// What [`FnCx::loop_nest`] gives a loop construct's lowering.
pub(crate) struct LoopNest {
    pub dims: Vec<LoopDim>,
    /// The lower bound of each pointer loop variable (None for integer ones).
    pub ptr_bases: Vec<Option<Value>>,
    /// The OIR type of each induction variable.
    pub ivts: Vec<oxacc_oir::TypeId>,
}
