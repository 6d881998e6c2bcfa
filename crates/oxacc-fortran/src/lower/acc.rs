//! OpenACC constructs to OIR through the shared layer (`oxacc_offload::lower`,
//! docs/openacc-lowering.md "The front-end trait"): the Fortran procedure-lowering context is
//! the [`Host`]; what is Fortran here is how a clause variable becomes a block of memory
//! (column-major sections, descriptors, components, common blocks), how a DO loop becomes a
//! loop dimension (inclusive bound, §11.1.7.4.1), and the statement forms of `atomic`.

use oxacc_directives::DirectiveKind as DK;
use oxacc_offload::host::{DataFrame, Exit, Host, IntWidth};
use oxacc_offload::lower::{self as shared, LoopTest};
use oxacc_offload::omp_udr::UdrHost;
use oxacc_offload::rules::TypeClass;
use oxacc_offload::{Clause, ClauseArgs, Wait};
use oxacc_oir::{Bound, Clause as OClause, DirectiveKind, TypeId, Value, VarRef};
use oxacc_source::{Diagnostic, Span};
use smol_str::SmolStr;

use super::acc_atomic::same;
use super::func::{FnLower, LoopTarget};
use super::mem_type;
use crate::sema::acc::rules::type_class;
use crate::sema::acc::tree::{AccClause, AccStmt, AccVar};
use crate::sema::tree::{Expr, ExprKind, Stmt, StmtKind};

mod contig;
mod copy_out;
mod declare;
mod do_loop;
mod kernels;
mod members;
mod update;

/// A clause with its expressions replaced by indices into [`AccLower::exprs`] (the shared
/// lowering takes expressions by copy).
pub(super) type IClause = Clause<u32, AccVar>;

/// The OpenACC state of one procedure's lowering.
#[derive(Default)]
pub(crate) struct AccLower {
    exprs: Vec<Expr>,
    frames: Vec<DataFrame<u32>>,
    compute_depth: u32,
    loop_depth: u32,
    /// The thread and the team size (`t`, `T`) of the OpenMP parallel regions being lowered
    /// (`oxacc_offload::lower::thread_region`), innermost last.
    pub(super) omp_threads: Vec<(Value, Value)>,
    /// The compute construct being lowered is `kernels` (§2.5.3).
    in_kernels: bool,
    /// How many of the `loop_depth` enclosing loops are DO loops of a `kernels` region that
    /// the compiler made `loop auto` ([`FnLower::acc_kernels_do`]).
    auto_depth: u32,
    /// The body of the compute construct, then those of these loops, innermost last.
    auto_bodies: Vec<Vec<Stmt>>,
    /// The slots explicit-shape dummies' addresses are stored in (the OIR variable's storage):
    /// inside a compute construct the array is reached through its slot, so that
    /// acc-implicit-data sees the access and maps the array (§2.6.2); through the parameter
    /// value itself the region would capture the host address.
    pub(super) dummy_slots:
        std::collections::HashMap<crate::sema::tree::SymbolId, oxacc_oir::Value>,
    /// The device before a `target data device(n)` region ([`FnLower::acc_stmt`]), which its
    /// end gives back.
    omp_device_restore: Option<oxacc_oir::Value>,
    /// The run of a noncontiguous `update` section being lowered, which stands for the
    /// clause's variable ([`FnLower::acc_update`]).
    update_run: Option<VarRef>,
    /// The section is lowered for its runs: no contiguity check (decision 64).
    update_unchecked: bool,
}

impl AccLower {
    /// Code being lowered is inside a compute construct.
    pub(super) fn in_compute(&self) -> bool {
        self.compute_depth > 0
    }
}

impl<'m> Host<'m> for FnLower<'_, '_, 'm> {
    type Expr = u32;
    type Var = AccVar;
    type Label = u32;

    fn builder(&mut self) -> &mut oxacc_oir::FunctionBuilder<'m> {
        &mut self.b
    }

    fn set_span(&mut self, span: Span) {
        let loc = self.ctx.loc(self.b.module, span);
        self.b.set_loc(loc);
    }

    fn int_value(&mut self, e: u32, width: IntWidth) -> Value {
        let e = self.acc.exprs[e as usize].clone();
        let v = self.scalar(&e);
        let t = match width {
            IntWidth::I32 => self.b.module.i32(),
            IntWidth::I64 => self.b.module.i64(),
        };
        self.int_to(v, t)
    }

    fn cond_value(&mut self, e: u32) -> Value {
        // LOGICAL values are `i1` in registers.
        let e = self.acc.exprs[e as usize].clone();
        self.scalar(&e)
    }

    fn var_ref(&mut self, v: &AccVar) -> VarRef {
        if let Some(run) = self.acc.update_run.clone() {
            return run;
        }
        self.acc_var_ref(v)
    }

    fn deviceptr_ref(&mut self, v: &AccVar) -> VarRef {
        // A whole explicit-shape dummy: the slot its address is stored in, which the region
        // loads (`dummy_slots`), as a pointer variable; its address is the device's (§2.7.5).
        // Named so, the array gets no implicit data action (§2.6.2).
        if let AccVar::Designator(e, name) = v {
            if let ExprKind::Var(id) = e.kind {
                if let Some(&slot) = self.acc.dummy_slots.get(&id) {
                    let ty = self.b.module.ptr();
                    return VarRef {
                        var: slot,
                        name: name.clone(),
                        ty,
                        bounds: Vec::new(),
                    };
                }
                // An assumed-shape dummy: its descriptor, which acc-outline passes by value
                // (its base address already the device's).
                if let Some(&(desc, _)) = self.descs.get(&id) {
                    let rank = self
                        .ctx
                        .prog
                        .symbol(id)
                        .array
                        .as_ref()
                        .map_or(0, |a| a.rank());
                    let i64t = self.b.module.i64();
                    let words = oxacc_oir::var::descriptor::size(rank as u8) / 8;
                    let ty = self.b.module.array(i64t, words);
                    return VarRef {
                        var: desc,
                        name: name.clone(),
                        ty,
                        bounds: Vec::new(),
                    };
                }
            }
        }
        self.acc_var_ref(v)
    }

    fn reduction_ref(&mut self, v: &AccVar) -> VarRef {
        if let AccVar::Designator(e, name) = v {
            // A whole explicit-shape dummy: the slot its address is stored in (which the
            // region loads, `dummy_slots`) with the elements it points to, as C's `p[0:n]`:
            // the region gets private elements and a private slot pointing to them. Named
            // by its elements (`acc_var_ref`), it stayed the caller's array, shared by every
            // thread, and a vector loop's reduction copy was one element (decision 73).
            if let (ExprKind::Var(id), true) = (&e.kind, e.rank > 0) {
                if let Some(&slot) = self.acc.dummy_slots.get(id) {
                    let elem = mem_type(self.b.module, &self.ctx.derived, e.ty);
                    let mut count = self.i64c(1);
                    for ext in self.shape_of(e) {
                        count = self.b.binary(oxacc_oir::BinOp::Mul, count, ext);
                    }
                    let zero = self.i64c(0);
                    return self.pointer_section(slot, name, elem, zero, count);
                }
            }
            // A section of one (`x(2:nb)`): the same slot with the section's run of elements.
            // Named by its elements, the loop kept loading the caller's address from the
            // slot and updated the shared array, while the private copy stayed unused (a race
            // between gangs and threads: acc-fortran/reduction/383).
            if let (ExprKind::Index { array: id, .. }, true) = (&e.kind, e.rank > 0) {
                if let Some(&slot) = self.acc.dummy_slots.get(id) {
                    let r = self.acc_var_ref(v);
                    if let [b] = r.bounds.as_slice() {
                        let (elem, lower, length) = (b.elem, b.lower, b.length);
                        return self.pointer_section(slot, name, elem, lower, length);
                    }
                    return r;
                }
            }
            if let Some(r) = self.descriptor_reduction_ref(e, name) {
                return r;
            }
        }
        self.acc_var_ref(v)
    }

    fn reduction_copy(&mut self, v: &AccVar) -> Option<VarRef> {
        if let AccVar::Designator(e, _) = v {
            let id = match &e.kind {
                ExprKind::Var(id) | ExprKind::Index { array: id, .. } => Some(*id),
                _ => None,
            };
            let behind_descriptor = id.is_some_and(|id| {
                self.ctx
                    .prog
                    .symbol(id)
                    .array
                    .as_ref()
                    .is_some_and(|a| a.has_descriptor())
            });
            if e.rank > 0 && behind_descriptor {
                return None;
            }
        }
        Some(self.acc_var_ref(v))
    }

    fn var_class(&self, v: &AccVar) -> TypeClass {
        match v {
            AccVar::Designator(e, _) => type_class(e.ty),
            AccVar::Common { .. } => TypeClass::Other,
        }
    }

    fn var_name(v: &AccVar) -> &SmolStr {
        match v {
            AccVar::Designator(_, n) => n,
            AccVar::Common { name, .. } => name,
        }
    }

    fn unsupported(&mut self, span: Span, message: String) {
        self.ctx.errors = true;
        self.ctx
            .diags
            .emit(self.ctx.sm, Diagnostic::error(span, message));
    }

    fn is_open(&self) -> bool {
        match self.b.current_block() {
            Some(blk) => self.b.body.terminator(blk).is_none(),
            None => false,
        }
    }

    fn entry_alloca(&mut self, ty: TypeId) -> Value {
        FnLower::entry_alloca(self, ty)
    }

    fn start_dead_block(&mut self) {
        let b = self.b.create_block();
        self.b.switch_to_block(b);
    }

    fn enter_block(&mut self, target: oxacc_oir::Block) {
        if Host::is_open(self) {
            self.b.br(target, &[]);
        }
        self.b.switch_to_block(target);
    }

    fn data_frames(&mut self) -> &mut Vec<DataFrame<u32>> {
        &mut self.acc.frames
    }

    fn jump_depths(&self) -> (usize, usize) {
        (self.loops.len(), self.loops.len())
    }

    fn replay_exit(&mut self, exit: Exit<u32>) {
        if shared::route_exit(self, &exit) {
            return;
        }
        let target = match exit {
            Exit::Break(i) => self.loops.get(i).map(|l| l.exit),
            Exit::Continue(i) => self.loops.get(i).and_then(|l| l.cycle),
            Exit::Return => Some(self.ret_block),
            Exit::Goto(l) => Some(self.label_block(l)),
        };
        // The region's dispatch continues in a block of its own after each replayed exit.
        if let Some(t) = target {
            self.b.br(t, &[]);
        }
    }
}

impl FnLower<'_, '_, '_> {
    /// The address of a static allocatable's descriptor, taken once in the entry block and
    /// listed in the variable table as a descriptor, so that the OpenACC passes map it as
    /// one (the descriptor and the elements it points to, attached, §2.6.2, §2.7.2) instead of
    /// as plain bytes holding a host address.
    pub(crate) fn global_descriptor(
        &mut self,
        id: crate::sema::tree::SymbolId,
        g: oxacc_oir::GlobalId,
    ) -> Value {
        let ptr = self.b.module.ptr();
        let v = self.entry_inst(oxacc_oir::InstKind::GlobalAddr(g), ptr);
        let sym = self.ctx.prog.symbol(id);
        let (name, ty, rank) = (sym.name.clone(), sym.ty, sym.rank() as u8);
        let elem = mem_type(self.b.module, &self.ctx.derived, ty);
        self.b.body.add_var(oxacc_oir::VarData {
            name,
            addr: v,
            shape: oxacc_oir::Shape::Descriptor { elem, rank },
            restrict: false,
        });
        self.descs.insert(id, (v, None));
        v
    }

    /// An OpenACC directive or construct of the typed tree.
    /// Statements that run in each iteration of a loop region made outside the OpenACC
    /// lowering (the thread loop of an OpenMP parallel region in `teams`, `lower/omp.rs`):
    /// inside a loop, with no data region of their own to leave.
    pub(super) fn acc_in_loop_region(&mut self, body: &[Stmt]) {
        self.acc.loop_depth += 1;
        let saved = std::mem::take(&mut self.acc.frames);
        self.stmts(body);
        self.acc.frames = saved;
        self.acc.loop_depth -= 1;
    }

    pub(crate) fn acc_stmt(&mut self, a: &AccStmt) {
        if a.omp_in_reduction {
            Host::set_span(self, a.span);
            return oxacc_offload::omp_host::task_reduction_bracket(self, a.span, |f| {
                f.acc_stmt_device(a)
            });
        }
        self.acc_stmt_device(a)
    }

    fn acc_stmt_device(&mut self, a: &AccStmt) {
        Host::set_span(self, a.span);
        let mut clauses = self.acc_index(&a.clauses);
        // OpenMP `device(n)` on a `target` construct with a body (the parser's `device_num`;
        // OpenACC has none there): the construct runs on device `n` (4.5 §2.10.4).
        let construct = matches!(
            a.kind,
            DK::Parallel
                | DK::Serial
                | DK::Kernels
                | DK::ParallelLoop
                | DK::SerialLoop
                | DK::KernelsLoop
                | DK::Data
        );
        let device = clauses
            .iter()
            .position(|c| construct && c.kind == oxacc_directives::ClauseKind::DeviceNum);
        if let Some(i) = device {
            if let ClauseArgs::Expr(e) = clauses.remove(i).args {
                let n = Host::int_value(self, e, IntWidth::I32);
                Host::set_span(self, a.span);
                if a.kind == DK::Data {
                    // `target data device(n)`: its exits (EXIT, CYCLE, RETURN, GO TO out of
                    // it) meet at its end, where the previous device comes back (`acc_data`).
                    self.acc.omp_device_restore = oxacc_offload::omp_host::device_begin(self, n);
                    self.acc_construct(a, clauses);
                    return;
                }
                oxacc_offload::omp_host::device_bracket(self, n, |f| f.acc_construct(a, clauses));
                return;
            }
        }
        self.acc_construct(a, clauses);
    }

    fn acc_construct(&mut self, a: &AccStmt, clauses: Vec<IClause>) {
        if self.acc.compute_depth == 0
            && matches!(
                a.kind,
                DK::Parallel
                    | DK::Serial
                    | DK::Kernels
                    | DK::ParallelLoop
                    | DK::SerialLoop
                    | DK::KernelsLoop
                    | DK::Data
                    | DK::EnterData
            )
        {
            self.acc_component_bounds(a);
            Host::set_span(self, a.span);
        }
        match a.kind {
            DK::Parallel | DK::Serial | DK::Kernels => self.acc_compute(a, &clauses, false),
            DK::ParallelLoop | DK::SerialLoop | DK::KernelsLoop => {
                self.acc_compute(a, &clauses, true)
            }
            DK::Loop => self.acc_loop(a, &clauses),
            DK::Data => self.acc_data(a, &clauses),
            DK::EnterData | DK::ExitData => shared::standalone(self, a.kind, &clauses, a.span),
            DK::Update => self.acc_update(&clauses, a.span),
            DK::Wait => {
                let wait = a.wait.as_ref().map(|w| Wait {
                    devnum: w.devnum.clone().map(|e| self.acc_expr(e)),
                    queues: w.queues.iter().map(|e| self.acc_expr(e.clone())).collect(),
                });
                shared::wait_directive(self, wait.as_ref(), &clauses, a.span)
            }
            DK::Cache => {
                // A hint that matters only directly inside a loop region.
                if self.acc.loop_depth > 0 && !a.cache.is_empty() {
                    shared::cache_directive(self, &a.cache, a.cache_readonly, a.span);
                }
            }
            DK::Init | DK::Shutdown | DK::Set => {
                shared::runtime_directive(self, a.kind, &clauses, a.span)
            }
            DK::Atomic(_) => self.acc_atomic(a, &clauses),
            DK::HostData => self.acc_host_data(a, &clauses),
            // Lowered with the statements after it (`stmts`, `acc_declare_rest`).
            DK::Declare => {}
            DK::Routine | DK::End(_) => {}
        }
    }

    pub(super) fn acc_expr(&mut self, e: Expr) -> u32 {
        self.acc.exprs.push(e);
        self.acc.exprs.len() as u32 - 1
    }

    /// The clauses with their expressions moved to the index table.
    pub(super) fn acc_index(&mut self, clauses: &[AccClause]) -> Vec<IClause> {
        clauses
            .iter()
            .map(|c| IClause {
                kind: c.kind,
                span: c.span,
                args: match &c.args {
                    ClauseArgs::None => ClauseArgs::None,
                    ClauseArgs::Expr(e) => ClauseArgs::Expr(self.acc_expr(e.clone())),
                    ClauseArgs::Exprs(es) => {
                        ClauseArgs::Exprs(es.iter().map(|e| self.acc_expr(e.clone())).collect())
                    }
                    ClauseArgs::Vars { modifiers, vars } => ClauseArgs::Vars {
                        modifiers: modifiers.clone(),
                        vars: vars.clone(),
                    },
                    ClauseArgs::Reduction { op, vars } => ClauseArgs::Reduction {
                        op: *op,
                        vars: vars.clone(),
                    },
                    ClauseArgs::Gang { num, dim, static_ } => ClauseArgs::Gang {
                        num: num.clone().map(|e| self.acc_expr(e)),
                        dim: *dim,
                        static_: static_.clone().map(|s| s.map(|e| self.acc_expr(e))),
                    },
                    ClauseArgs::Wait(w) => ClauseArgs::Wait(Wait {
                        devnum: w.devnum.clone().map(|e| self.acc_expr(e)),
                        queues: w.queues.iter().map(|e| self.acc_expr(e.clone())).collect(),
                    }),
                    ClauseArgs::DeviceTypes(t) => ClauseArgs::DeviceTypes(t.clone()),
                    ClauseArgs::Default(k) => ClauseArgs::Default(*k),
                    ClauseArgs::Collapse { force, count } => ClauseArgs::Collapse {
                        force: *force,
                        count: *count,
                    },
                    ClauseArgs::Tile(ts) => ClauseArgs::Tile(
                        ts.iter()
                            .map(|t| t.clone().map(|e| self.acc_expr(e)))
                            .collect(),
                    ),
                    ClauseArgs::Bind(b) => ClauseArgs::Bind(b.clone()),
                },
            })
            .collect()
    }

    /// A DO loop of a `kernels` region without a loop directive (§2.5.3: the compiler
    /// decides its parallelism), also nested in such loops (as C's `for` loops are): lowered
    /// as `loop auto`, which acc-implicit-data's dependence test makes parallel or leaves
    /// sequential. A loop that can leave its body other than by CYCLE runs as written, with a
    /// remark saying why. True when it was lowered here.
    pub(crate) fn acc_kernels_do(&mut self, s: &Stmt) -> bool {
        if !self.acc.in_kernels
            || self.acc.loop_depth > self.acc.auto_depth
            || self.acc.compute_depth == 0
        {
            return false;
        }
        let StmtKind::Do {
            control: Some(_),
            body,
            ..
        } = &s.kind
        else {
            return false;
        };
        if let Some(why) = leaves(body) {
            let loc = self.ctx.loc(self.b.module, s.span);
            self.b
                .module
                .diagnostics
                .push(oxacc_oir::PassDiagnostic::remark(
                    loc,
                    oxacc_offload::rules::kernels_loop_as_written(loc.line, loc.col, why),
                ));
            return false;
        }
        let a = AccStmt {
            kind: DK::Loop,
            span: s.span,
            name_span: s.span,
            clauses: vec![AccClause {
                kind: oxacc_directives::ClauseKind::Auto,
                span: s.span,
                args: ClauseArgs::None,
            }],
            cache: Vec::new(),
            cache_readonly: false,
            wait: None,
            routine_name: None,
            body: vec![s.clone()],
            loop_depth: 1,
            concurrent: false,
            omp_udr: Vec::new(),
            omp_copy_out: Vec::new(),
            omp_split: false,
            omp_barrier: false,
            omp_in_reduction: false,
            omp_split_teams: false,
        };
        let clauses = self.acc_index(&a.clauses);
        self.acc.auto_depth += 1;
        self.acc.auto_bodies.push(body.clone());
        self.acc_loop_body(&a, &clauses, None);
        self.acc.auto_bodies.pop();
        self.acc.auto_depth -= 1;
        // The loop was written as a plain DO: its variable ends with the value the DO gives it
        // (§11.1.7.4.3: start + trip count × step), for code after it in the region. When
        // the region (or the enclosing loop's body) does not use it, the variable is private
        // to the loop, as nvfortran has it (the host keeps its value): storing it would cost
        // a kernel of one thread after the loop, and in the body of an enclosing loop would
        // make the variable one that its iterations share.
        let used_after = |c: &crate::sema::tree::DoLoop, bodies: &[Vec<Stmt>]| {
            let ExprKind::Var(id) = c.var.kind else {
                return true;
            };
            bodies
                .last()
                .is_none_or(|b| do_loop::stmts_mention(b, id, s.span))
        };
        if let StmtKind::Do {
            control: Some(c), ..
        } = &s.kind
        {
            if !used_after(c, &self.acc.auto_bodies) {
                return true;
            }
            let vty = mem_type(self.b.module, &self.ctx.derived, c.var.ty);
            let start = self.scalar(&c.start);
            let start = self.int_to(start, vty);
            let end = self.scalar(&c.end);
            let end = self.int_to(end, vty);
            let step = match &c.step {
                Some(st) => {
                    let v = self.scalar(st);
                    self.int_to(v, vty)
                }
                None => self.b.iconst(vty, 1),
            };
            let trips = self.trip_count(start, end, step);
            let moved = self.b.binary(oxacc_oir::BinOp::Mul, trips, step);
            let last = self.b.binary(oxacc_oir::BinOp::Add, start, moved);
            let (addr, _) = self.designator(&c.var, &[]);
            self.b.store(last, addr);
        }
        true
    }

    /// The element loop of an array assignment (§10.2.1.3: every element is defined
    /// independently of the others): in a `kernels` region outside any loop, a collapsed
    /// `loop independent` over the shape (§2.5.3), elsewhere a host loop nest.
    pub(crate) fn elementwise(
        &mut self,
        extents: &[Value],
        body: &mut dyn FnMut(&mut Self, &[Value]),
    ) {
        if !self.acc.in_kernels
            || self.acc.loop_depth > 0
            || self.acc.compute_depth == 0
            || extents.is_empty()
        {
            self.for_shape(extents, body);
            return;
        }
        let i64t = self.b.module.i64();
        let oclauses = vec![OClause::Independent];
        // Outermost dimension first: Fortran's last subscript varies slowest.
        let mut dims = Vec::new();
        for &ext in extents.iter().rev() {
            let zero = self.b.iconst(i64t, 0);
            let one = self.b.iconst(i64t, 1);
            let ext = self.int_to(ext, i64t);
            dims.push(shared::loop_dim(
                &mut self.b,
                i64t,
                zero,
                ext,
                one,
                false,
                LoopTest::Lt,
            ));
        }
        let (_, entry) = self.b.directive(DirectiveKind::Loop { dims }, oclauses);
        let Some(entry) = entry else { return };
        let outer = self.b.current_block();
        let mut ivs: Vec<Value> = extents
            .iter()
            .map(|_| self.b.add_block_param(entry, i64t))
            .collect();
        ivs.reverse();
        self.b.switch_to_block(entry);
        self.acc.loop_depth += 1;
        body(self, &ivs);
        self.acc.loop_depth -= 1;
        if Host::is_open(self) {
            self.b.yield_(&[]);
        }
        if let Some(o) = outer {
            self.b.switch_to_block(o);
        }
    }

    /// A clause variable as one block of memory: Fortran sections that sema accepted are
    /// contiguous (§2.7.1), so every variable is its first element and an element count.
    pub(super) fn acc_var_ref(&mut self, v: &AccVar) -> VarRef {
        let i64t = self.b.module.i64();
        match v {
            AccVar::Common { name, members, .. } => {
                // The block is one global; its members' offsets are relative to it.
                let g = members
                    .first()
                    .and_then(|m| self.ctx.globals.get(m).copied());
                match g {
                    Some(g) => {
                        let ty = self.b.module.global(g).ty;
                        let addr = self.b.global_addr(g);
                        VarRef {
                            var: addr,
                            name: format!("/{name}/").into(),
                            ty,
                            bounds: Vec::new(),
                        }
                    }
                    None => {
                        let null = self.b.null();
                        let ty = self.b.module.i8();
                        VarRef {
                            var: null,
                            name: name.clone(),
                            ty,
                            bounds: Vec::new(),
                        }
                    }
                }
            }
            AccVar::Designator(e, name) => {
                let elem = mem_type(self.b.module, &self.ctx.derived, e.ty);
                if e.rank == 0 {
                    let (addr, _) = self.designator(e, &[]);
                    return VarRef {
                        var: addr,
                        name: name.clone(),
                        ty: elem,
                        bounds: Vec::new(),
                    };
                }
                self.acc_check_contiguous(e, name);
                if let ExprKind::Var(id) = e.kind {
                    // A whole array of constant size is one object, as a C array is.
                    let sym = self.ctx.prog.symbol(id);
                    let size = crate::sema::const_size_of(sym).filter(|_| {
                        !sym.array.as_ref().is_some_and(|a| a.has_descriptor())
                            && !matches!(sym.storage, crate::sema::tree::Storage::Dummy { .. })
                    });
                    if let (Some(n), Some(info)) = (size, self.var(id)) {
                        let ty = self.b.module.array(elem, n.max(0) as u64);
                        return VarRef {
                            var: info.addr,
                            name: name.clone(),
                            ty,
                            bounds: Vec::new(),
                        };
                    }
                }
                let mut count = self.i64c(1);
                for ext in self.shape_of(e) {
                    count = self.b.binary(oxacc_oir::BinOp::Mul, count, ext);
                }
                // A whole allocatable component `s%rho`: the data its descriptor points to,
                // with the descriptor's base address as the pointer to attach (OpenACC 3.3
                // §2.6.4, §2.7.2: the device copy of `s`, if present, then points to the
                // device copy of the data), as C's `s.p[0:n]`.
                if let Some((desc, _)) = self.alloc_component_desc(e) {
                    let zero = self.b.iconst(i64t, 0);
                    return self.pointer_section(desc, name, elem, zero, count);
                }
                // A section of an allocatable component: the same, from the section's first
                // element (`copyin(s%rho(2:n))` attaches `s%rho` as well).
                if let Some((desc, lower)) = self.alloc_component_section(e) {
                    return self.pointer_section(desc, name, elem, lower, count);
                }
                // A section of an allocatable, pointer or assumed-shape array: the elements
                // from its descriptor's base-address field (a value of its own, as
                // acc-implicit-data names a whole descriptor's elements), so that the region's
                // descriptor is mapped by itself and not with an implicit `copy` of all the
                // elements besides, which would overlap the section (partly present, §2.6.2).
                if let Some((desc, lower)) = self.descriptor_section(e) {
                    let base = self.i64c(oxacc_oir::var::descriptor::BASE_ADDR as i64);
                    let field = self.b.ptr_add(desc, base);
                    return self.pointer_section(field, name, elem, lower, count);
                }
                // An array of its own storage (not behind a descriptor): the variable's
                // address, the section as an element offset into it, as C's `a[lo:len]`, so
                // that the region's uses of the array are this clause's variable.
                if let Some((base, lower)) = self.acc_section_offset(e) {
                    // The variable's type is the whole array's where its size is a constant,
                    // as for a C array's subarray: a reduction's private copy of a section is
                    // one of the whole array (only the section's elements defined, §2.5.15),
                    // indexed from the array's start.
                    let whole = match &e.kind {
                        ExprKind::Index { array, .. } => {
                            let sym = self.ctx.prog.symbol(*array);
                            crate::sema::const_size_of(sym).filter(|_| {
                                !matches!(sym.storage, crate::sema::tree::Storage::Dummy { .. })
                            })
                        }
                        _ => None,
                    };
                    let ty = match whole {
                        Some(n) => self.b.module.array(elem, n.max(0) as u64),
                        None => elem,
                    };
                    return VarRef {
                        var: base,
                        name: name.clone(),
                        ty,
                        bounds: vec![Bound {
                            lower,
                            length: count,
                            elem,
                            stride: None,
                        }],
                    };
                }
                let zeros: Vec<Value> = (0..e.rank).map(|_| self.i64c(0)).collect();
                let (first, _) = self.designator(e, &zeros);
                let zero = self.b.iconst(i64t, 0);
                VarRef {
                    var: first,
                    name: name.clone(),
                    ty: elem,
                    bounds: vec![Bound {
                        lower: zero,
                        length: count,
                        elem,
                        stride: None,
                    }],
                }
            }
        }
    }

    /// For a section of an array reached through a descriptor (allocatable, pointer or
    /// assumed-shape): the descriptor's address and the element offset of the section's
    /// first element from the base address (Σ (first_k − lower_k) · stride_k / element size).
    fn descriptor_section(&mut self, e: &Expr) -> Option<(Value, Value)> {
        let ExprKind::Index { array, subscripts } = &e.kind else {
            return None;
        };
        let sym = self.ctx.prog.symbol(*array);
        if !sym.array.as_ref().is_some_and(|a| a.has_descriptor()) {
            return None;
        }
        let elem_ty = sym.ty;
        let desc = match self.descs.get(array) {
            Some((d, _)) => *d,
            None => self.descriptor_addr(*array)?,
        };
        let info = self.var(*array)?;
        let size = self.elem_len(elem_ty);
        let i64t = self.b.module.i64();
        let mut offset = self.i64c(0);
        let mut scale = self.i64c(1);
        for (k, s) in subscripts.iter().enumerate() {
            let (lb, ext) = *info.dims.get(k)?;
            let first = match s {
                crate::sema::tree::Subscript::Index(x)
                | crate::sema::tree::Subscript::Range { lower: Some(x), .. } => {
                    let v = self.scalar(x);
                    self.int_to(v, i64t)
                }
                crate::sema::tree::Subscript::Range { lower: None, .. } => lb,
            };
            let d = self.b.binary(oxacc_oir::BinOp::Sub, first, lb);
            // Elements per step of this dimension: the byte stride over the element size, or
            // the product of the extents before it (contiguous).
            let step = match &info.strides {
                Some(st) => self.b.binary(oxacc_oir::BinOp::SDiv, *st.get(k)?, size),
                None => scale,
            };
            let t = self.b.binary(oxacc_oir::BinOp::Mul, d, step);
            offset = self.b.binary(oxacc_oir::BinOp::Add, offset, t);
            if let Some(x) = ext {
                scale = self.b.binary(oxacc_oir::BinOp::Mul, scale, x);
            }
        }
        Some((desc, offset))
    }

    /// A reduction on an allocatable, pointer or assumed-shape array or a section of one
    /// (OpenACC 3.3 §2.5.15 and §2.9.11 allow arrays and subarrays): the descriptor, as a
    /// pointer variable (its first field is the base address), with the elements the variable
    /// spans from the base address, `[lo, hi]` over every element reached (a stride of either
    /// sign, a strided section). acc-reduction gives each gang or thread a private descriptor,
    /// a copy of this one whose base address points into private storage of those elements,
    /// and replaces the descriptor in the region with it: the region's subscripts, computed
    /// from the descriptor's bounds and strides as outside, reach the private elements.
    fn descriptor_reduction_ref(&mut self, e: &Expr, name: &SmolStr) -> Option<VarRef> {
        use crate::sema::tree::Subscript;
        use oxacc_oir::{BinOp, IntCC};
        let (id, subscripts): (_, &[Subscript]) = match &e.kind {
            ExprKind::Var(id) => (*id, &[]),
            ExprKind::Index { array, subscripts } => (*array, subscripts),
            _ => return None,
        };
        let sym = self.ctx.prog.symbol(id);
        if e.rank == 0 || !sym.array.as_ref().is_some_and(|a| a.has_descriptor()) {
            return None;
        }
        let elem_ty = sym.ty;
        let desc = match self.descs.get(&id) {
            Some((d, _)) => *d,
            None => self.descriptor_addr(id)?,
        };
        let info = self.var(id)?;
        let elem = mem_type(self.b.module, &self.ctx.derived, e.ty);
        let size = self.elem_len(elem_ty);
        let i64t = self.b.module.i64();
        let one = self.i64c(1);
        let mut lo = self.i64c(0);
        let mut hi = self.i64c(0);
        let i1 = self.b.module.i1();
        let mut empty = self.b.iconst(i1, 0);
        let mut scale = self.i64c(1);
        for (k, &(lb, ext)) in info.dims.iter().enumerate() {
            let ext = ext?;
            let ub = {
                let t = self.b.binary(BinOp::Add, lb, ext);
                self.b.binary(BinOp::Sub, t, one)
            };
            let scalar = |this: &mut Self, x: &Expr| {
                let v = this.scalar(x);
                this.int_to(v, i64t)
            };
            let (first, last, count) = match subscripts.get(k) {
                None => (lb, ub, ext),
                Some(Subscript::Index(x)) => {
                    let v = scalar(self, x);
                    (v, v, one)
                }
                Some(Subscript::Range {
                    lower,
                    upper,
                    stride,
                }) => {
                    let first = lower.as_ref().map_or(lb, |x| scalar(self, x));
                    let upper = upper.as_ref().map_or(ub, |x| scalar(self, x));
                    let step = stride.as_ref().map_or(one, |x| scalar(self, x));
                    // The triplet's last element and number of elements (F2018 9.5.3.3.2).
                    let d = self.b.binary(BinOp::Sub, upper, first);
                    let n = self.b.binary(BinOp::SDiv, d, step);
                    let t = self.b.binary(BinOp::Mul, n, step);
                    let last = self.b.binary(BinOp::Add, first, t);
                    let count = self.b.binary(BinOp::Add, n, one);
                    (first, last, count)
                }
            };
            let none = self.b.icmp(IntCC::Slt, count, one);
            empty = self.b.binary(BinOp::Or, empty, none);
            // Elements per step of this dimension: the byte stride over the element size, or
            // the product of the extents before it (contiguous).
            let step = match &info.strides {
                Some(st) => self.b.binary(BinOp::SDiv, *st.get(k)?, size),
                None => scale,
            };
            scale = self.b.binary(BinOp::Mul, scale, ext);
            let a = self.b.binary(BinOp::Sub, first, lb);
            let a = self.b.binary(BinOp::Mul, a, step);
            let b = self.b.binary(BinOp::Sub, last, lb);
            let b = self.b.binary(BinOp::Mul, b, step);
            let down = self.b.icmp(IntCC::Slt, b, a);
            let min = self.b.select(down, b, a);
            let max = self.b.select(down, a, b);
            lo = self.b.binary(BinOp::Add, lo, min);
            hi = self.b.binary(BinOp::Add, hi, max);
        }
        let span = self.b.binary(BinOp::Sub, hi, lo);
        let span = self.b.binary(BinOp::Add, span, one);
        let zero = self.i64c(0);
        let length = self.b.select(empty, zero, span);
        Some(self.pointer_section(desc, name, elem, lo, length))
    }

    /// A pointer variable `var` (a dummy's slot, a descriptor or its base-address field)
    /// with the `length` elements of type `elem` from element `lower` of what it points to,
    /// as C's `p[lower:length]`: how a clause names data reached through it.
    pub(crate) fn pointer_section(
        &mut self,
        var: Value,
        name: &SmolStr,
        elem: TypeId,
        lower: Value,
        length: Value,
    ) -> VarRef {
        VarRef {
            var,
            name: name.clone(),
            ty: self.b.module.ptr(),
            bounds: vec![Bound {
                lower,
                length,
                elem,
                stride: None,
            }],
        }
    }

    /// OpenACC 3.3 §3.2.29: the pointer `acc_attach`/`acc_detach` act on, for an
    /// allocatable or pointer array (sema checked): its descriptor, whose first field is the
    /// base address, as the attach clause's pointer is (`acc_var_ref`).
    pub(super) fn acc_pointer_address(&mut self, e: &Expr) -> Value {
        if let Some((desc, _)) = self.alloc_component_desc(e) {
            return desc;
        }
        if let ExprKind::Var(id) = e.kind {
            if let Some(desc) = self.descriptor_addr(id) {
                return desc;
            }
        }
        self.ctx
            .unsupported(e.span, "this argument of acc_attach/acc_detach");
        self.b.null()
    }

    /// For a whole array or a section of an array that is not reached through a descriptor:
    /// its storage address and the element offset of the section's first element
    /// (column-major: Σ (first_k − lower_k) · Π extents before k).
    fn acc_section_offset(&mut self, e: &Expr) -> Option<(Value, Value)> {
        use crate::sema::tree::Subscript;
        use oxacc_oir::BinOp;
        let (id, subscripts): (_, &[Subscript]) = match &e.kind {
            ExprKind::Var(id) => (*id, &[]),
            ExprKind::Index { array, subscripts } => (*array, subscripts),
            _ => return None,
        };
        if self.ctx.prog.symbol(id).array.as_ref()?.has_descriptor() {
            return None;
        }
        let info = self.var(id)?;
        if info.strides.is_some() {
            return None;
        }
        let i64t = self.b.module.i64();
        let mut offset = self.i64c(0);
        let mut stride = self.i64c(1);
        for (k, s) in subscripts.iter().enumerate() {
            let (lb, ext) = *info.dims.get(k)?;
            let first = match s {
                Subscript::Index(x) => {
                    let v = self.scalar(x);
                    self.int_to(v, i64t)
                }
                Subscript::Range { lower: Some(l), .. } => {
                    let v = self.scalar(l);
                    self.int_to(v, i64t)
                }
                Subscript::Range { lower: None, .. } => lb,
            };
            let d = self.b.binary(BinOp::Sub, first, lb);
            let t = self.b.binary(BinOp::Mul, d, stride);
            offset = self.b.binary(BinOp::Add, offset, t);
            if let Some(ext) = ext {
                stride = self.b.binary(BinOp::Mul, stride, ext);
            }
        }
        Some((info.addr, offset))
    }

    // ---- compute constructs (§2.5, §2.11) ----

    fn acc_compute(&mut self, a: &AccStmt, clauses: &[IClause], combined: bool) {
        let Some(kind) = oxacc_offload::vocab::compute_kind(a.kind) else {
            return;
        };
        let (compute_side, loop_side) = if combined {
            shared::split_combined(clauses)
        } else {
            (clauses.to_vec(), Vec::new())
        };
        let mut oclauses = shared::lower_clauses(self, &compute_side);
        // §2.6.1: the DO variables of the plain DO loops of a `parallel` or `serial` body
        // are private to the gang that runs them (under `default(none)` too, §2.5.16); a
        // `kernels` body's DO loops are loops the compiler partitions (`acc_kernels_do`).
        let saved_vars = self.vars.clone();
        if !combined && matches!(a.kind, DK::Parallel | DK::Serial) {
            let named: Vec<_> = a
                .clauses
                .iter()
                .flat_map(|c| c.vars())
                .filter_map(|v| match v {
                    crate::sema::acc::tree::AccVar::Designator(e, _) => match e.kind {
                        ExprKind::Var(id) => Some(id),
                        _ => None,
                    },
                    _ => None,
                })
                .collect();
            let privates = self.private_do_vars(&a.body, &named);
            if !privates.is_empty() {
                oclauses.push(OClause::Private(privates));
            }
        }
        if combined {
            oclauses.extend(shared::combined_reduction_copies(
                self,
                &compute_side,
                &loop_side,
            ));
        }
        let conditional = |c: &crate::sema::omp::tree::OmpClause| {
            matches!(c.args, crate::sema::omp::tree::OmpArgs::ConditionalVars(_))
        };
        if combined && a.kind == DK::ParallelLoop && a.omp_udr.iter().any(conditional) {
            // An OpenMP combined target loop with `lastprivate(conditional:)` (decision 115):
            // the league runs it through partial results (`oxacc_offload::
            // omp_target_conditional`), each slot's share a sequential loop with the
            // variables at the slot's copies.
            let loop_clauses = shared::lower_clauses(self, &loop_side);
            let seq = [IClause {
                kind: oxacc_directives::ClauseKind::Seq,
                span: a.span,
                args: ClauseArgs::None,
            }];
            oxacc_offload::omp_udr::omp_conditional_partials(
                self,
                &a.omp_udr,
                kind,
                oclauses,
                loop_clauses,
                a.span,
                |f, c, p| {
                    f.acc.compute_depth += 1;
                    f.acc_loop_body(a, &seq, Some((c, p)));
                    f.acc.compute_depth -= 1;
                },
            );
            self.vars = saved_vars;
            return;
        }
        if combined && a.kind == DK::ParallelLoop && !a.omp_udr.is_empty() {
            // An OpenMP combined target loop with user-defined reductions: the league runs
            // it through partial results (`oxacc_offload::omp_target_udr`), each slot's share
            // a sequential loop.
            let loop_clauses = shared::lower_clauses(self, &loop_side);
            // The built-in reductions move to the slot loop around the body: the body must
            // reach their variables through the values those clauses name (a main-program
            // variable's address is a fresh `global_addr` at each reference, and a reduction
            // privatizes only the value its clause names).
            for c in &loop_clauses {
                if let OClause::Reduction(_, refs) = c {
                    for r in refs {
                        let id = loop_side
                            .iter()
                            .flat_map(|c| c.vars())
                            .find_map(|v| match v {
                                crate::sema::acc::tree::AccVar::Designator(e, name)
                                    if *name == r.name && e.rank == 0 =>
                                {
                                    match e.kind {
                                        ExprKind::Var(id) => Some(id),
                                        _ => None,
                                    }
                                }
                                _ => None,
                            });
                        if let Some(mut info) = id.and_then(|id| self.var(id).map(|i| (id, i))) {
                            info.1.addr = r.var;
                            self.vars.insert(info.0, info.1);
                        }
                    }
                }
            }
            let seq = [IClause {
                kind: oxacc_directives::ClauseKind::Seq,
                span: a.span,
                args: ClauseArgs::None,
            }];
            self.omp_user_reductions_partials(
                &a.omp_udr,
                kind,
                oclauses,
                loop_clauses,
                a.span,
                |f, c, p| {
                    f.acc.compute_depth += 1;
                    f.acc_loop_body(a, &seq, Some((c, p)));
                    f.acc.compute_depth -= 1;
                },
            );
            self.vars = saved_vars;
            return;
        }
        Host::set_span(self, a.span);
        let (_, entry) = self.b.directive(DirectiveKind::Compute(kind), oclauses);
        let Some(entry) = entry else { return };
        let outer = self.b.current_block();
        self.b.switch_to_block(entry);
        self.acc.compute_depth += 1;
        let saved_kernels = self.acc.in_kernels;
        self.acc.in_kernels = matches!(a.kind, DK::Kernels | DK::KernelsLoop);
        if combined {
            self.acc_loop_body(a, &loop_side, None);
        } else {
            // A DO variable of a loop the compiler parallelizes is private to it, as
            // nvfortran makes it: its final value is stored only for code of the region
            // after the loop (`acc_kernels_do`).
            self.acc.auto_bodies.push(a.body.clone());
            self.stmts(&a.body);
            self.acc.auto_bodies.pop();
        }
        self.acc.compute_depth -= 1;
        self.acc.in_kernels = saved_kernels;
        self.vars = saved_vars;
        if Host::is_open(self) {
            Host::set_span(self, a.span);
            self.b.yield_(&[]);
        }
        if let Some(o) = outer {
            self.b.switch_to_block(o);
        }
    }

    // ---- loops (§2.9) ----

    /// The procedure being lowered is an `acc routine` (its code runs on the device too).
    pub(super) fn in_acc_routine(&self) -> bool {
        self.ctx
            .prog
            .acc
            .routines
            .iter()
            .any(|(p, _)| *p == self.proc)
    }

    fn acc_loop(&mut self, a: &AccStmt, clauses: &[IClause]) {
        let routine = self.in_acc_routine();
        if self.acc.compute_depth == 0 && !routine {
            // An orphaned loop in a procedure that is no routine runs only on the host.
            self.stmts(&a.body);
            return;
        }
        // A worksharing loop: this thread's share (4.5 §2.7.1).
        let share = match self.acc.omp_threads.last() {
            _ if !a.omp_split => None,
            Some(&s) => Some(s),
            // Orphaned in a `declare target` procedure (outside any construct of it): the
            // calling thread's share among the threads of its team, as the device or libomp
            // numbers them (`omp_device::orphaned_worksharing`; C's is `lower/acc.rs`'s).
            None => {
                let i32t = self.b.module.i32();
                let mut query = |q| {
                    self.b
                        .intrinsic(oxacc_oir::IntrinsicOp::OmpQuery(q), &[], Some(i32t))
                };
                // An orphaned `distribute`: the calling team among the league's teams.
                let (num, count) = if a.omp_split_teams {
                    (oxacc_oir::OmpQuery::TeamNum, oxacc_oir::OmpQuery::NumTeams)
                } else {
                    (
                        oxacc_oir::OmpQuery::ThreadNum,
                        oxacc_oir::OmpQuery::NumThreads,
                    )
                };
                let t = query(num);
                let team = query(count);
                t.zip(team)
            }
        };
        // The variables of static storage in its `private`, `firstprivate` and `reduction`
        // clauses get one address for the whole loop, so that acc-privatize's copy replaces
        // every reference of the body (each would otherwise take the global's address anew;
        // C's `omp_pin_split_statics`).
        let saved_vars = a.omp_split.then(|| self.vars.clone());
        if a.omp_split {
            for c in clauses {
                use oxacc_directives::ClauseKind as AK;
                let (AK::Private | AK::FirstPrivate | AK::Reduction) = c.kind else {
                    continue;
                };
                let (oxacc_offload::clause::ClauseArgs::Vars { vars, .. }
                | oxacc_offload::clause::ClauseArgs::Reduction { vars, .. }) = &c.args
                else {
                    continue;
                };
                for id in vars.iter().filter_map(super::omp::symbol_of) {
                    if self.vars.contains_key(&id) {
                        continue;
                    }
                    if let Some(info) = self.var(id) {
                        self.vars.insert(id, info);
                    }
                }
            }
        }
        self.acc_loop_body(a, clauses, share);
        if let Some(saved) = saved_vars {
            self.vars = saved;
        }
        if let (true, Some((_, team))) = (a.omp_barrier, share) {
            if Host::is_open(self) {
                oxacc_offload::lower::team_barrier(self, team, a.span);
            }
        }
    }

    /// The DO loops `a` applies to (outermost first), and the body of one iteration of the
    /// nest: the innermost loop's body, between the code that comes before and after the
    /// inner loops in the outer ones (only `collapse(force:)` allows such code; OpenACC 3.3
    /// §2.9.1: it "may be executed multiple times as needed to perform the collapse").
    fn acc_nest<'s>(
        &self,
        a: &'s AccStmt,
    ) -> Option<(
        Vec<&'s crate::sema::tree::DoLoop>,
        std::borrow::Cow<'s, [Stmt]>,
    )> {
        let mut loops = Vec::new();
        let mut body: &[Stmt] = &a.body;
        let (mut before, mut after): (Vec<&[Stmt]>, Vec<&[Stmt]>) = (Vec::new(), Vec::new());
        let depth = a.loop_depth.max(1);
        for level in 0..depth {
            let at = body
                .iter()
                .position(|s| matches!(s.kind, StmtKind::Do { .. }))?;
            let StmtKind::Do {
                control: Some(c),
                body: inner,
                ..
            } = &body[at].kind
            else {
                return None;
            };
            if level > 0 {
                before.push(&body[..at]);
                after.push(&body[at + 1..]);
            }
            loops.push(c);
            body = inner;
        }
        if before.iter().chain(&after).all(|b| b.is_empty()) {
            return Some((loops, std::borrow::Cow::Borrowed(body)));
        }
        let mut all: Vec<Stmt> = before.iter().flat_map(|b| b.iter().cloned()).collect();
        all.extend(body.iter().cloned());
        all.extend(after.iter().rev().flat_map(|b| b.iter().cloned()));
        Some((loops, std::borrow::Cow::Owned(all)))
    }

    /// `share = Some((c, p))`: the loop is slot `c`'s share of `p` slots (a user-defined
    /// reduction's partial results, `lower/omp_udr.rs`), every `p`-th iteration of the outer
    /// DO loop from the `c`-th (`oxacc_offload::lower::thread_share`).
    fn acc_loop_body(&mut self, a: &AccStmt, clauses: &[IClause], share: Option<(Value, Value)>) {
        let Some((loops, body)) = self.acc_nest(a) else {
            Host::unsupported(
                self,
                a.name_span,
                "this loop nest (DO CONCURRENT or a DO without loop control) is not lowered for OpenACC yet"
                    .into(),
            );
            return;
        };
        let saved_vars = self.vars.clone();
        // `lastprivate`/`linear` of an OpenMP loop: pinned before the private clause names
        // their storage.
        let copy_out = self.omp_copy_out_begin(a, share);
        let mut oclauses = shared::lower_clauses(self, clauses);
        // In a kernels region a loop directive is `auto` by default (§2.9.6); a DO CONCURRENT
        // needs no dependence analysis. In parallel it already is independent.
        if a.concurrent && self.acc.in_kernels && {
            use oxacc_directives::ClauseKind as CK;
            ![CK::Seq, CK::Auto, CK::Independent]
                .into_iter()
                .any(|k| a.has(k))
        } {
            oclauses.push(OClause::Independent);
        }
        let mut dims = Vec::new();
        let mut privates = Vec::new();
        let mut slots = Vec::new();
        for c in &loops {
            let d = self.do_dim(c, None);
            privates.extend(d.private);
            slots.push((d.slot, d.ty));
            dims.push(d.dim);
        }
        // The whole iteration space: which iteration is sequentially last, and its logical
        // number, whatever share of it a thread runs.
        let whole = dims.clone();
        if let (Some((c, p)), Some(d0)) = (share, dims.first().cloned()) {
            dims[0] = shared::thread_share(self, d0, c, p);
        }
        // §2.6.1: the DO variables of the DO loops in the body are private to the thread that
        // runs them (predetermined, as the loop's own variables are): each gets a slot listed
        // in the loop's `private` clause, as a C loop's `for (int j …)` is its own variable.
        let own: Vec<_> = loops
            .iter()
            .filter_map(|c| match c.var.kind {
                ExprKind::Var(id) => Some(id),
                _ => None,
            })
            .collect();
        privates.extend(self.private_do_vars(&body, &own));
        oclauses.push(OClause::Private(privates));
        Host::set_span(self, a.span);
        let (_, entry) = self.b.directive(DirectiveKind::Loop { dims }, oclauses);
        let Some(entry) = entry else {
            self.vars = saved_vars;
            return;
        };
        let outer = self.b.current_block();
        let ivs: Vec<Value> = slots
            .iter()
            .map(|&(_, vty)| self.b.add_block_param(entry, vty))
            .collect();
        self.b.switch_to_block(entry);
        for ((addr, _), &iv) in slots.into_iter().zip(&ivs) {
            self.b.store(iv, addr);
        }
        self.omp_copy_out_top(&copy_out, &whole, &ivs);
        let cont = self.b.create_block();
        // CYCLE goes to the next iteration; EXIT out of a parallel loop is not allowed
        // (OpenACC 3.3 §2.9), sema reports it.
        self.loops.push(LoopTarget {
            name: None,
            exit: cont,
            cycle: Some(cont),
        });
        self.acc.loop_depth += 1;
        let saved = std::mem::take(&mut self.acc.frames);
        self.stmts(&body);
        self.acc.frames = saved;
        self.acc.loop_depth -= 1;
        self.loops.pop();
        Host::enter_block(self, cont);
        self.omp_copy_out_end(&copy_out, &loops, &whole, &ivs);
        self.vars = saved_vars;
        Host::set_span(self, a.span);
        self.b.yield_(&[]);
        if let Some(o) = outer {
            self.b.switch_to_block(o);
        }
    }

    /// §2.6.1: the DO variables of the DO loops in `body` (not those of nested loop
    /// directives, which are their own) are private to the thread that runs them: each gets
    /// a slot of its own, to be listed in a `private` clause, as a C loop's `for (int j …)` is
    /// its own variable. `skip`: variables that have their slots already.
    fn private_do_vars(
        &mut self,
        body: &[Stmt],
        skip: &[crate::sema::tree::SymbolId],
    ) -> Vec<VarRef> {
        let mut inner = Vec::new();
        inner_do_vars(body, &mut inner);
        let mut privates = Vec::new();
        for id in inner {
            if skip.contains(&id) {
                continue;
            }
            let sym = self.ctx.prog.symbol(id);
            if sym.array.is_some() {
                continue;
            }
            let (ty, name) = (
                mem_type(self.b.module, &self.ctx.derived, sym.ty),
                sym.name.clone(),
            );
            let addr = FnLower::entry_alloca(self, ty);
            self.vars.insert(
                id,
                super::func::VarInfo {
                    addr,
                    dims: Vec::new(),
                    char_len: None,
                    strides: None,
                },
            );
            privates.push(VarRef {
                var: addr,
                name,
                ty,
                bounds: Vec::new(),
            });
        }
        privates
    }

    // ---- data regions (§2.6.5) ----

    fn acc_data(&mut self, a: &AccStmt, clauses: &[IClause]) {
        let oclauses = shared::lower_clauses(self, clauses);
        let mut labels = std::collections::HashSet::new();
        collect_labels(&a.body, &mut labels);
        let body = a.body.clone();
        let restore = self.acc.omp_device_restore.take();
        shared::data_region_then(
            self,
            DirectiveKind::Data,
            oclauses,
            &[],
            a.span,
            labels,
            |h| h.stmts(&body),
            |h| {
                if let Some(saved) = restore {
                    oxacc_offload::omp_host::device_end(h, saved);
                }
            },
        );
    }

    /// `declare` in a procedure (§2.13): the statements after it are an `acc.data` region
    /// (`device_resident` and `link` are `create` there).
    pub(crate) fn acc_declare_rest(&mut self, a: &AccStmt, rest: &[Stmt]) {
        let clauses = self.acc_index(&a.clauses);
        let mut oclauses = shared::lower_clauses(self, &clauses);
        shared::declare_region_clauses(&mut oclauses);
        let mut labels = std::collections::HashSet::new();
        collect_labels(rest, &mut labels);
        let rest = rest.to_vec();
        shared::data_region(
            self,
            DirectiveKind::Data,
            oclauses,
            &[],
            a.span,
            labels,
            |h| h.stmts(&rest),
        );
    }

    /// `host_data use_device(list)` (§2.8): inside, each listed variable is its device copy
    /// — a scalar or an array of its own storage gets the device address; an array behind a
    /// descriptor gets a copy of its descriptor pointing at the device data.
    fn acc_host_data(&mut self, a: &AccStmt, clauses: &[IClause]) {
        // The body's references are redirected per named variable: a component or a common
        // block would keep its host address (and leave the region's entry without its
        // device address), so it is refused rather than miscompiled.
        for c in a
            .clauses
            .iter()
            .filter(|c| c.kind == oxacc_directives::ClauseKind::UseDevice)
        {
            let named = c.vars().iter().all(
                |v| matches!(v, AccVar::Designator(e, _) if matches!(e.kind, ExprKind::Var(_))),
            );
            if !named {
                Host::unsupported(
                    self,
                    c.span,
                    "'use_device' of a structure component or a common block is not supported yet; name a variable"
                        .into(),
                );
                return;
            }
        }
        let oclauses = shared::lower_clauses(self, clauses);
        let vars: Vec<crate::sema::tree::SymbolId> = a
            .clauses
            .iter()
            .filter(|c| c.kind == oxacc_directives::ClauseKind::UseDevice)
            .flat_map(|c| c.vars().iter())
            .filter_map(|v| match v {
                AccVar::Designator(e, _) => match e.kind {
                    ExprKind::Var(id) => Some(id),
                    _ => None,
                },
                AccVar::Common { .. } => None,
            })
            .collect();
        let ptr = self.b.module.ptr();
        let params = vec![ptr; vars.len()];
        let mut labels = std::collections::HashSet::new();
        collect_labels(&a.body, &mut labels);
        let body = a.body.clone();
        let saved_vars = self.vars.clone();
        let saved_descs = self.descs.clone();
        let saved_slots = self.acc.dummy_slots.clone();
        shared::data_region(
            self,
            DirectiveKind::HostData,
            oclauses,
            &params,
            a.span,
            labels,
            move |f| {
                let Some(entry) = f.b.current_block() else {
                    return;
                };
                let ps = f.b.body.block(entry).params.clone();
                for (&id, p) in vars.iter().zip(ps) {
                    let sym = f.ctx.prog.symbol(id);
                    if let Some(shape) = sym.array.as_ref().filter(|s| s.has_descriptor()) {
                        let rank = shape.rank() as u8;
                        let Some((desc, lowers)) = f
                            .descs
                            .get(&id)
                            .cloned()
                            .or_else(|| f.descriptor_addr(id).map(|d| (d, None)))
                        else {
                            continue;
                        };
                        let i8t = f.b.module.i8();
                        let size = oxacc_oir::var::descriptor::size(rank);
                        let ty = f.b.module.array(i8t, size);
                        let copy = FnLower::entry_alloca(f, ty);
                        let n = f.i64c(size as i64);
                        f.b.memcpy(copy, desc, n);
                        // The base address is the descriptor's first field.
                        f.b.store(p, copy);
                        f.descs.insert(id, (copy, lowers));
                        f.vars.remove(&id);
                    } else if let Some(mut info) = f.var(id) {
                        info.addr = p;
                        f.vars.insert(id, info);
                        // An explicit-shape dummy is reached in compute constructs through
                        // its slot (`dummy_slots`): a slot of its own holds the device
                        // address here, or a construct inside (`target has_device_addr`,
                        // `deviceptr`) would see the host's.
                        if let Some(&old) = f.acc.dummy_slots.get(&id) {
                            if let Some(mut var) = f.b.body.var_at(old).cloned() {
                                let ptr = f.b.module.ptr();
                                let slot = FnLower::entry_alloca(f, ptr);
                                f.b.store(p, slot);
                                var.addr = slot;
                                f.b.body.add_var(var);
                                f.acc.dummy_slots.insert(id, slot);
                            }
                        }
                    }
                }
                f.stmts(&body);
            },
        );
        self.vars = saved_vars;
        self.descs = saved_descs;
        self.acc.dummy_slots = saved_slots;
    }

    /// Jumps out of a data region leave through it (`shared::route_exit`); true when the jump
    /// was routed.
    pub(crate) fn acc_route(&mut self, exit: Exit<u32>) -> bool {
        shared::route_exit(self, &exit)
    }
}

/// The statement labels inside a body (gotos to them stay inside a data region).
/// The DO variables of the counted DO loops among `body` and the constructs in it, not
/// looking into OpenACC directives (their loops privatize their own variables).
fn inner_do_vars(body: &[Stmt], out: &mut Vec<crate::sema::tree::SymbolId>) {
    for s in body {
        match &s.kind {
            StmtKind::Do { control, body, .. } => {
                if let Some(c) = control {
                    if let ExprKind::Var(id) = c.var.kind {
                        if !out.contains(&id) {
                            out.push(id);
                        }
                    }
                }
                inner_do_vars(body, out);
            }
            StmtKind::DoWhile { body, .. } | StmtKind::Block { body, .. } => {
                inner_do_vars(body, out)
            }
            StmtKind::If { branches, .. } => {
                for (_, b) in branches {
                    inner_do_vars(b, out);
                }
            }
            StmtKind::Select { cases, .. } => {
                for c in cases {
                    inner_do_vars(&c.body, out);
                }
            }
            _ => {}
        }
    }
}

fn collect_labels(body: &[Stmt], out: &mut std::collections::HashSet<u32>) {
    for s in body {
        if let Some(l) = s.label {
            out.insert(l);
        }
        match &s.kind {
            StmtKind::If { branches, .. } => {
                for (_, b) in branches {
                    collect_labels(b, out);
                }
            }
            StmtKind::Do { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Block { body, .. } => collect_labels(body, out),
            StmtKind::Select { cases, .. } => {
                for c in cases {
                    collect_labels(&c.body, out);
                }
            }
            StmtKind::Acc(a) => collect_labels(&a.body, out),
            _ => {}
        }
    }
}

/// What OpenACC says about module-level entities: `declare` of module variables (§2.13: the
/// global gets its device copy for the whole program) and `routine` of procedures (§2.15.1:
/// compiled for the device at that level).
pub(crate) fn module_attributes(ctx: &mut super::Ctx, m: &mut oxacc_oir::Module) {
    for (_, stmt) in &ctx.prog.acc.module_declares {
        for c in &stmt.clauses {
            let Some(kind) = oxacc_offload::vocab::data_kind(c.kind) else {
                continue;
            };
            for v in c.vars() {
                let id = match v {
                    AccVar::Designator(e, _) => match e.kind {
                        ExprKind::Var(id) => id,
                        _ => continue,
                    },
                    AccVar::Common { members, .. } => match members.first() {
                        Some(&id) => id,
                        None => continue,
                    },
                };
                if let Some(&g) = ctx.globals.get(&id) {
                    m.globals[g.index()].acc_declare = Some(kind);
                }
            }
        }
    }
    for (proc, stmt) in &ctx.prog.acc.routines {
        let Some(&f) = ctx.funcs.get(proc) else {
            continue;
        };
        let level = stmt
            .clauses
            .iter()
            .find_map(|c| oxacc_offload::rules::routine_level(c.kind))
            .unwrap_or(oxacc_oir::RoutineLevel::Seq);
        let bind = stmt.clauses.iter().find_map(|c| match &c.args {
            ClauseArgs::Bind(b) => Some(b.clone()),
            _ => None,
        });
        let nohost = stmt
            .clauses
            .iter()
            .any(|c| c.kind == oxacc_directives::ClauseKind::NoHost);
        m.func_mut(f).routine = Some(oxacc_oir::Routine {
            level,
            bind,
            nohost,
        });
    }
}

/// Why a loop body can leave the loop other than by its own CYCLE (None: it cannot): EXIT,
/// GOTO, RETURN, STOP or a branch anywhere in it (such a loop runs as written); an unnamed
/// EXIT or CYCLE of a loop nested in the body stays in the body.
fn leaves(body: &[Stmt]) -> Option<&'static str> {
    leaves_at(body, false)
}

fn leaves_at(body: &[Stmt], nested: bool) -> Option<&'static str> {
    body.iter().find_map(|s| match &s.kind {
        StmtKind::Exit(None) if nested => None,
        StmtKind::Exit(_) => Some("it contains an EXIT"),
        StmtKind::Goto(_) | StmtKind::ComputedGoto { .. } | StmtKind::ArithmeticIf { .. } => {
            Some("it contains a GO TO")
        }
        StmtKind::Return => Some("it contains a RETURN"),
        StmtKind::Stop { .. } => Some("it contains a STOP"),
        StmtKind::Cycle(Some(_)) => Some("it contains a CYCLE of a named loop"),
        StmtKind::If { branches, .. } => branches.iter().find_map(|(_, b)| leaves_at(b, nested)),
        StmtKind::Do { body, .. } | StmtKind::DoWhile { body, .. } => leaves_at(body, true),
        StmtKind::Block { body, .. } => leaves_at(body, nested),
        StmtKind::Select { cases, .. } => cases.iter().find_map(|c| leaves_at(&c.body, nested)),
        StmtKind::Acc(a) => leaves_at(&a.body, nested),
        _ => None,
    })
}

/// Whether the right-hand side of an array assignment reads the left-hand variable only at
/// the element being defined (`x = x * a`, `u(2:n) = u(2:n) + 1`, `abs(u(2:n))`), or in parts
/// that cannot overlap the left side (`x(:, 0) = x(:, 1)`, `f%e(1:n) = f%e(1:n) + f%v(1:n)`):
/// then each element can be computed and stored in one step, in any order, without a
/// temporary (§10.2.1.3), which is what lets a `kernels` region run it as a parallel loop.
/// Any other use of the variable (an overlapping section, inside a function reference) needs
/// the temporary. `pointer` tells a pointer component, whose target may be anything.
/// `blind(f, x)`: the elemental function `f` cannot read variable `x` (decision 98), so that
/// `u(1:n) = f(u(1:n))` computes each element from the same element only (§15.8.2).
pub(crate) fn aligned_only(
    rhs: &Expr,
    lhs: &Expr,
    pointer: &dyn Fn(&Expr) -> bool,
    blind: &dyn Fn(crate::sema::tree::ProcId, crate::sema::tree::SymbolId) -> bool,
) -> bool {
    let Some((root, lpath)) = designator_path(lhs, pointer) else {
        return false;
    };
    fn uses(e: &Expr, root: crate::sema::tree::SymbolId) -> bool {
        use crate::sema::tree::Subscript as S;
        let subs = |ss: &[S]| {
            ss.iter().any(|s| match s {
                S::Index(x) => uses(x, root),
                S::Range {
                    lower,
                    upper,
                    stride,
                } => [lower, upper, stride]
                    .iter()
                    .any(|p| p.as_ref().is_some_and(|x| uses(x, root))),
            })
        };
        match &e.kind {
            ExprKind::Var(id) => *id == root,
            ExprKind::Index { array, subscripts } => *array == root || subs(subscripts),
            ExprKind::Component {
                base, subscripts, ..
            } => uses(base, root) || subs(subscripts),
            ExprKind::Const(_) | ExprKind::Absent | ExprKind::ProcRef(_) => false,
            ExprKind::Substring { base, .. } => uses(base, root),
            ExprKind::Unary(_, x) | ExprKind::Convert(x) | ExprKind::Paren(x) => uses(x, root),
            ExprKind::Binary(_, a, b) => uses(a, root) || uses(b, root),
            ExprKind::Intrinsic(_, args)
            | ExprKind::Call(_, args)
            | ExprKind::Transform(_, args)
            | ExprKind::CharFn(_, args) => args.iter().any(|a| uses(a, root)),
            ExprKind::ArrayCtor(items) | ExprKind::Construct(_, items) => {
                items.iter().any(|a| uses(a, root))
            }
            ExprKind::Associated { ptr, target } => {
                *ptr == root || target.as_ref().is_some_and(|t| uses(t, root))
            }
            ExprKind::DynType(d) => d.operands().iter().any(|x| uses(x, root)),
        }
    }
    struct Lhs<'a> {
        e: &'a Expr,
        root: crate::sema::tree::SymbolId,
        path: Vec<PathStep<'a>>,
    }
    type Blind<'b> = &'b dyn Fn(crate::sema::tree::ProcId, crate::sema::tree::SymbolId) -> bool;
    fn walk(e: &Expr, l: &Lhs, pointer: &dyn Fn(&Expr) -> bool, blind: Blind) -> bool {
        if same(e, l.e) {
            return true;
        }
        match &e.kind {
            ExprKind::Unary(_, x) | ExprKind::Convert(x) | ExprKind::Paren(x) => {
                walk(x, l, pointer, blind)
            }
            ExprKind::Binary(_, a, b) => walk(a, l, pointer, blind) && walk(b, l, pointer, blind),
            // An elemental intrinsic computes each element from the same elements of its
            // arguments (§16.1); so does an elemental function that cannot read the variable
            // otherwise (§15.8.2, decision 98).
            ExprKind::Intrinsic(i, args) if e.rank > 0 && elementwise_intrinsic(*i) => {
                args.iter().all(|a| walk(a, l, pointer, blind))
            }
            ExprKind::Call(f, args) if e.rank > 0 && blind(*f, l.root) => {
                args.iter().all(|a| walk(a, l, pointer, blind))
            }
            _ if !uses(e, l.root) => true,
            // Another part of the left-hand variable that cannot overlap it. Only for an
            // array assignment: in FORALL a scalar subscript varies with the index.
            _ => {
                l.e.rank > 0
                    && designator_path(e, pointer).is_some_and(|(root, path)| {
                        root == l.root
                            && disjoint_paths(&path, &l.path, false)
                            && path.iter().all(|s| subscripts_untouched(s.1, l, pointer))
                    })
            }
        }
    }
    /// Whether `e` reads no element the left side defines (a subscript: `f%e(1:f%n)`).
    fn untouched(e: &Expr, l: &Lhs, pointer: &dyn Fn(&Expr) -> bool) -> bool {
        if !uses(e, l.root) {
            return true;
        }
        if let Some((root, path)) = designator_path(e, pointer) {
            return root == l.root
                && disjoint_paths(&path, &l.path, true)
                && path.iter().all(|s| subscripts_untouched(s.1, l, pointer));
        }
        match &e.kind {
            ExprKind::Unary(_, x) | ExprKind::Convert(x) | ExprKind::Paren(x) => {
                untouched(x, l, pointer)
            }
            ExprKind::Binary(_, a, b) => untouched(a, l, pointer) && untouched(b, l, pointer),
            ExprKind::Intrinsic(_, args) => args.iter().all(|a| untouched(a, l, pointer)),
            _ => false,
        }
    }
    fn subscripts_untouched(
        subs: &[crate::sema::tree::Subscript],
        l: &Lhs,
        pointer: &dyn Fn(&Expr) -> bool,
    ) -> bool {
        use crate::sema::tree::Subscript as S;
        subs.iter().all(|s| match s {
            S::Index(x) => untouched(x, l, pointer),
            S::Range {
                lower,
                upper,
                stride,
            } => [lower, upper, stride]
                .iter()
                .all(|p| p.as_ref().is_none_or(|x| untouched(x, l, pointer))),
        })
    }
    let l = Lhs {
        e: lhs,
        root,
        path: lpath,
    };
    walk(rhs, &l, pointer, blind)
}

/// One step of a designator below its variable: the component's index (None: the variable's
/// own subscripts) and the subscripts there.
type PathStep<'a> = (Option<usize>, &'a [crate::sema::tree::Subscript]);

/// A designator as its variable and the steps to the part it names; None when a pointer
/// component is on the way (its target is not part of the variable) or it is no designator.
fn designator_path<'a>(
    e: &'a Expr,
    pointer: &dyn Fn(&Expr) -> bool,
) -> Option<(crate::sema::tree::SymbolId, Vec<PathStep<'a>>)> {
    match &e.kind {
        ExprKind::Var(id) => Some((*id, Vec::new())),
        ExprKind::Index { array, subscripts } => Some((*array, vec![(None, &subscripts[..])])),
        ExprKind::Component {
            base,
            index,
            subscripts,
        } if !pointer(e) => {
            let (root, mut path) = designator_path(base, pointer)?;
            path.push((Some(*index), &subscripts[..]));
            Some((root, path))
        }
        _ => None,
    }
}

/// Whether each element of the part `a` of a variable is either the element of the part `b`
/// at the same position or outside `b`: different components of a structure (`f%e`, `f%v`),
/// or in every dimension the same subscript or two single elements (`x(:, k)` and `x(:, 1)`:
/// the same elements when `k` is 1, none in common otherwise). `strict`: outside `b` only
/// (another component on the way).
fn disjoint_paths(a: &[PathStep], b: &[PathStep], strict: bool) -> bool {
    use crate::sema::tree::Subscript as S;
    for (x, y) in a.iter().zip(b) {
        if x.0 != y.0 {
            return true;
        }
        if strict {
            continue;
        }
        let fits = x.1.len() == y.1.len()
            && x.1.iter().zip(y.1).all(|p| match p {
                (S::Index(i), S::Index(j)) => (i.rank == 0 && j.rank == 0) || same(i, j),
                (
                    S::Range {
                        lower: l1,
                        upper: u1,
                        stride: s1,
                    },
                    S::Range {
                        lower: l2,
                        upper: u2,
                        stride: s2,
                    },
                ) => {
                    let eq = |p: &Option<Expr>, q: &Option<Expr>| match (p, q) {
                        (None, None) => true,
                        (Some(p), Some(q)) => same(p, q),
                        _ => false,
                    };
                    eq(l1, l2) && eq(u1, u2) && eq(s1, s2)
                }
                _ => false,
            });
        if !fits {
            return false;
        }
    }
    !strict && a.len() == b.len()
}

/// The intrinsics whose array result is computed element by element from the same elements
/// of array arguments (§16.1 elemental functions).
fn elementwise_intrinsic(i: crate::sema::intrinsics::Intrinsic) -> bool {
    use crate::sema::intrinsics::Intrinsic as I;
    matches!(
        i,
        I::Abs
            | I::Sqrt
            | I::Min
            | I::Max
            | I::Mod
            | I::Modulo
            | I::Sign
            | I::Dim
            | I::Nint
            | I::Anint
            | I::Aint
            | I::Floor
            | I::Ceiling
            | I::Libm(_)
            | I::Aimag
            | I::Conjg
    )
}
