//! Statements to control flow (Fortran 2018 §10.2 assignment, §11.1 constructs, §11.2 branch
//! statements, §11.4 STOP). Every statement label is a block; a statement after a branch
//! starts a new (possibly unreachable) block, which the `dead-blocks` pass removes.

use oxacc_oir::{BinOp, Block, IntCC, IntrinsicOp, Value};

use super::expr::Val;
use super::func::{FnLower, LoopTarget};
use super::runtime::{self, Rt};
use crate::sema::tree::{CaseValue, DoLoop, Expr, Stmt, StmtKind};
use crate::sema::types::{CharLen, Type};

impl FnLower<'_, '_, '_> {
    pub fn stmts(&mut self, body: &[Stmt]) {
        for (i, s) in body.iter().enumerate() {
            // `!$acc declare` in a procedure: the rest of it is a data region (lower/acc.rs).
            if let StmtKind::Acc(a) = &s.kind {
                if a.kind == oxacc_directives::DirectiveKind::Declare {
                    self.acc_declare_rest(a, &body[i + 1..]);
                    return;
                }
            }
            self.stmt(s);
        }
    }

    pub(super) fn label_block(&mut self, l: u32) -> Block {
        if let Some(&b) = self.labels.get(&l) {
            return b;
        }
        let b = self.b.create_block();
        self.labels.insert(l, b);
        b
    }

    /// Continues in a fresh block after a terminator.
    fn dead_block(&mut self) {
        let b = self.b.create_block();
        self.b.switch_to_block(b);
    }

    /// After a jump routed out of an OpenACC data region (`acc_route`): the route already
    /// continues in a fresh block unless the jump was itself unreachable; a second fresh block
    /// would leave that one without a terminator (a RETURN in a procedure with `declare
    /// create` of a local array, cfcanaoj/gpuhydro's flux routines: internal compiler error).
    fn routed_dead_block(&mut self) {
        let open = self
            .b
            .current_block()
            .is_some_and(|blk| self.b.body.terminator(blk).is_none());
        if !open {
            self.dead_block();
        }
    }

    pub(super) fn stmt(&mut self, s: &Stmt) {
        if self.unit_stride_versioned(s) {
            return;
        }
        if let Some(l) = s.label {
            let b = self.label_block(l);
            self.b.br(b, &[]);
            self.b.switch_to_block(b);
        }
        let loc = self.ctx.loc(self.b.module, s.span);
        self.b.set_loc(loc);
        // Array-valued calls of the statement are made once, before its loops.
        let saved = std::mem::take(&mut self.array_results);
        let saved_ctors = std::mem::take(&mut self.ctor_results);
        let mark = self.hoisted.len();
        let structs = self.ctor_structs.len();
        let temps = self.temps.len();
        match &s.kind {
            StmtKind::Assign { lhs, rhs } => {
                self.hoist_array_calls(lhs);
                self.hoist_array_calls(rhs);
            }
            StmtKind::Call { args, .. } => {
                for a in args {
                    self.hoist_array_calls(a);
                }
            }
            StmtKind::Write(w) | StmtKind::Read(w) => self.hoist_io_items(&w.items),
            // The first condition of an IF is evaluated first in any case; its calls' results
            // are freed after the construct.
            StmtKind::If { branches, .. } => {
                if let Some((Some(c), _)) = branches.first() {
                    self.hoist_array_calls(c);
                }
            }
            _ => {}
        }
        // Buffers of character results of run-time length are stack memory of the
        // statement: given back after it, so that a call in a loop does not grow the stack.
        let stack = self
            .makes_char_buffers(s)
            .then(|| {
                let ptr = self.b.module.ptr();
                self.b.intrinsic(IntrinsicOp::StackSave, &[], Some(ptr))
            })
            .flatten();
        self.stmt_kind(s);
        let open = self
            .b
            .current_block()
            .is_some_and(|blk| self.b.body.terminator(blk).is_none());
        if let (Some(sp), true) = (stack, open) {
            self.b.intrinsic(IntrinsicOp::StackRestore, &[sp], None);
        }
        self.free_temps(temps);
        self.free_hoisted(mark);
        self.free_ctor_structs(structs);
        self.array_results = saved;
        self.ctor_results = saved_ctors;
    }

    /// A condition evaluated each time it is reached (an ELSE IF's, a DO WHILE's): the results
    /// of its calls (array or deferred-length character results, run-time length character
    /// buffers) and its temporaries are given back as soon as its value is known, not at the
    /// end of the construct, which a DO WHILE would reach after all its evaluations.
    fn condition(&mut self, c: &Expr) -> Value {
        let saved = self.array_results.clone();
        let saved_ctors = self.ctor_results.clone();
        let mark = self.hoisted.len();
        let structs = self.ctor_structs.len();
        let temps = self.temps.len();
        let stack = c
            .any(&|e| self.runtime_len_call(e))
            .then(|| {
                let ptr = self.b.module.ptr();
                self.b.intrinsic(IntrinsicOp::StackSave, &[], Some(ptr))
            })
            .flatten();
        self.hoist_array_calls(c);
        let v = self.scalar(c);
        if let Some(sp) = stack {
            self.b.intrinsic(IntrinsicOp::StackRestore, &[sp], None);
        }
        self.free_temps(temps);
        self.free_hoisted(mark);
        self.free_ctor_structs(structs);
        self.array_results = saved;
        self.ctor_results = saved_ctors;
        v
    }

    /// Whether `e` calls a function whose character result has a run-time length (its buffer
    /// is made on the stack where the call is).
    fn runtime_len_call(&self, e: &Expr) -> bool {
        let prog = self.ctx.prog;
        matches!(&e.kind, crate::sema::tree::ExprKind::Call(p, _)
            if prog.proc(*p).result.is_some_and(|r| prog.char_lens.contains_key(&r)))
    }

    /// Whether a simple statement calls a function whose character result has a run-time
    /// length (its buffer is made where the call is).
    fn makes_char_buffers(&self, s: &Stmt) -> bool {
        let runtime_len = |e: &Expr| self.runtime_len_call(e);
        let items = |items: &[crate::sema::tree::IoItem]| {
            items.iter().any(|it| match it {
                crate::sema::tree::IoItem::Expr(e) => e.any(&runtime_len),
                crate::sema::tree::IoItem::ImpliedDo { .. } => false,
            })
        };
        match &s.kind {
            StmtKind::Assign { lhs, rhs } => lhs.any(&runtime_len) || rhs.any(&runtime_len),
            StmtKind::Call { args, .. } => args.iter().any(|a| a.any(&runtime_len)),
            StmtKind::Write(w) => items(&w.items),
            _ => false,
        }
    }

    fn stmt_kind(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Assign { lhs, rhs } => self.assign(lhs, rhs),
            StmtKind::If { name, branches } => {
                let first = branches.first().and_then(|b| b.0.as_ref());
                let first = first.map_or(std::ptr::null(), |c| c as *const Expr);
                let end = self.b.create_block();
                self.enter_named(name, end);
                for (cond, body) in branches {
                    match cond {
                        Some(c) => {
                            // The first condition's calls were made before the construct.
                            let v = if std::ptr::eq(c, first) {
                                self.scalar(c)
                            } else {
                                self.condition(c)
                            };
                            let then = self.b.create_block();
                            let next = self.b.create_block();
                            self.b.cond_br(v, then, &[], next, &[]);
                            self.b.switch_to_block(then);
                            self.stmts(body);
                            self.b.br(end, &[]);
                            self.b.switch_to_block(next);
                        }
                        None => self.stmts(body),
                    }
                }
                self.leave_named(name);
                self.b.br(end, &[]);
                self.b.switch_to_block(end);
            }
            StmtKind::Do {
                name,
                control,
                body,
            } => {
                if !self.acc_kernels_do(s) {
                    self.do_loop(name.clone(), control.as_ref(), body)
                }
            }
            StmtKind::DoWhile { name, cond, body } => {
                let head = self.b.create_block();
                let inner = self.b.create_block();
                let exit = self.b.create_block();
                self.b.br(head, &[]);
                self.b.switch_to_block(head);
                let c = self.condition(cond);
                self.b.cond_br(c, inner, &[], exit, &[]);
                self.b.switch_to_block(inner);
                self.loops.push(LoopTarget {
                    name: name.clone(),
                    exit,
                    cycle: Some(head),
                });
                self.stmts(body);
                self.loops.pop();
                self.b.br(head, &[]);
                self.b.switch_to_block(exit);
            }
            StmtKind::Select {
                name,
                selector,
                cases,
            } => {
                let sel = self.eval(selector, &[]);
                let end = self.b.create_block();
                self.enter_named(name, end);
                let mut default = None;
                for case in cases {
                    let Some(values) = &case.values else {
                        default = Some(&case.body);
                        continue;
                    };
                    let mut hit: Option<Value> = None;
                    for v in values {
                        let c = self.case_test(selector.ty, sel, v);
                        hit = Some(match hit {
                            Some(h) => self.b.binary(BinOp::Or, h, c),
                            None => c,
                        });
                    }
                    let then = self.b.create_block();
                    let next = self.b.create_block();
                    match hit {
                        Some(h) => self.b.cond_br(h, then, &[], next, &[]),
                        None => self.b.br(next, &[]),
                    };
                    self.b.switch_to_block(then);
                    self.stmts(&case.body);
                    self.b.br(end, &[]);
                    self.b.switch_to_block(next);
                }
                if let Some(body) = default {
                    self.stmts(body);
                }
                self.leave_named(name);
                self.b.br(end, &[]);
                self.b.switch_to_block(end);
            }
            StmtKind::Block { name, body } => {
                let end = self.b.create_block();
                self.enter_named(name, end);
                self.stmts(body);
                self.leave_named(name);
                self.b.br(end, &[]);
                self.b.switch_to_block(end);
            }
            StmtKind::Exit(name) | StmtKind::Cycle(name) => {
                let exit = matches!(s.kind, StmtKind::Exit(_));
                let target = self
                    .loops
                    .iter()
                    .rev()
                    .find(|l| match name {
                        // EXIT and CYCLE without a name belong to the innermost DO.
                        None => l.cycle.is_some(),
                        Some(_) => l.name == *name,
                    })
                    .and_then(|l| if exit { Some(l.exit) } else { l.cycle });
                // Leaving an OpenACC data region goes through its end (lower/acc.rs).
                let index = self.loops.iter().rposition(|l| match name {
                    None => l.cycle.is_some(),
                    Some(_) => l.name == *name,
                });
                let routed = index.is_some_and(|i| {
                    let jump = if exit {
                        oxacc_offload::Exit::Break(i)
                    } else {
                        oxacc_offload::Exit::Continue(i)
                    };
                    self.acc_route(jump)
                });
                match target {
                    Some(_) if routed => self.routed_dead_block(),
                    Some(t) => {
                        self.b.br(t, &[]);
                        self.dead_block();
                    }
                    None => self
                        .ctx
                        .unsupported(s.span, "EXIT or CYCLE outside a DO loop"),
                }
            }
            StmtKind::Goto(l) => {
                if self.acc_route(oxacc_offload::Exit::Goto(*l)) {
                    self.routed_dead_block();
                } else {
                    let b = self.label_block(*l);
                    self.b.br(b, &[]);
                    self.dead_block();
                }
            }
            StmtKind::ComputedGoto { labels, index } => {
                let v = self.scalar(index);
                let next = self.b.create_block();
                let cases: Vec<(i128, Block)> = labels
                    .iter()
                    .enumerate()
                    .map(|(i, &l)| (i as i128 + 1, self.label_block(l)))
                    .collect();
                self.b.switch(v, next, &cases);
                self.b.switch_to_block(next);
            }
            StmtKind::ArithmeticIf { value, labels } => {
                let v = self.scalar(value);
                let t = self.b.value_type(v);
                let (neg, zero) = if matches!(value.ty, Type::Real(_)) {
                    let z = self.b.fconst(t, 0.0);
                    (
                        self.b.fcmp(oxacc_oir::FloatCC::Olt, v, z),
                        self.b.fcmp(oxacc_oir::FloatCC::Oeq, v, z),
                    )
                } else {
                    let z = self.b.iconst(t, 0);
                    (self.b.icmp(IntCC::Slt, v, z), self.b.icmp(IntCC::Eq, v, z))
                };
                let [l1, l2, l3] = labels.map(|l| self.label_block(l));
                let nonneg = self.b.create_block();
                self.b.cond_br(neg, l1, &[], nonneg, &[]);
                self.b.switch_to_block(nonneg);
                self.b.cond_br(zero, l2, &[], l3, &[]);
                self.dead_block();
            }
            StmtKind::Continue => {}
            StmtKind::Stop { error, code, quiet } => {
                self.stop(*error, code.as_ref(), quiet.as_ref())
            }
            StmtKind::Return => {
                if self.acc_route(oxacc_offload::Exit::Return) {
                    self.routed_dead_block();
                } else {
                    let r = self.ret_block;
                    self.b.br(r, &[]);
                    self.dead_block();
                }
            }
            StmtKind::Call { proc, args } => {
                // §15.8.3: an elemental subroutine with array arguments is called for each
                // element, in array element order.
                let elemental = self.ctx.prog.proc(*proc).elemental;
                match args.iter().find(|a| a.rank > 0).filter(|_| elemental) {
                    Some(array) => {
                        let extents = self.shape_of(array);
                        let p = *proc;
                        self.for_shape(&extents, &mut |fl, at| {
                            fl.call_proc_at(p, args, None, at, &[]);
                        });
                    }
                    None => {
                        self.call_proc(*proc, args, None);
                    }
                }
            }
            StmtKind::Write(w) => self.transfer(w, s.span, false),
            StmtKind::Read(r) => self.transfer(r, s.span, true),
            StmtKind::Where { branches } => self.where_construct(branches),
            StmtKind::Forall { loops, mask, body } => self.forall(loops, mask.as_ref(), body),
            StmtKind::Allocate {
                objects,
                stat,
                with,
            } => self.allocate_stmt(objects, stat.as_ref(), with, s.span),
            // Through the shared OpenACC layer (lower/acc.rs).
            StmtKind::Acc(a) => self.acc_stmt(a),
            StmtKind::Omp(o) => self.omp_stmt(o),
            StmtKind::Deallocate {
                objects,
                stat,
                errmsg,
            } => self.deallocate_stmt(objects, stat.as_ref(), errmsg.as_ref(), s.span),
            StmtKind::IntrinsicCall(sub) => self.intrinsic_call(sub),
            StmtKind::File(f) => self.file_stmt(f, s.span),
            StmtKind::PointerAssign {
                ptr,
                target,
                bounds,
            } => self.pointer_assign(*ptr, target.as_ref(), bounds),
            StmtKind::PointerAssignExpr { ptr, target } => {
                self.pointer_assign_expr(ptr, target.as_ref())
            }
            StmtKind::Nullify(ptrs) => {
                for p in ptrs {
                    self.nullify(*p);
                }
            }
        }
    }

    /// A named IF, SELECT CASE or BLOCK construct that EXIT may leave (§11.1.12).
    fn enter_named(&mut self, name: &Option<smol_str::SmolStr>, end: Block) {
        if name.is_some() {
            self.loops.push(LoopTarget {
                name: name.clone(),
                exit: end,
                cycle: None,
            });
        }
    }

    fn leave_named(&mut self, name: &Option<smol_str::SmolStr>) {
        if name.is_some() {
            self.loops.pop();
        }
    }

    /// Whether the selector matches one case value (§11.1.9.2).
    fn case_test(&mut self, ty: Type, sel: super::expr::Val, v: &CaseValue) -> Value {
        use crate::sema::tree::BinaryOp as B;
        let cmp = |fl: &mut Self, op: B, e: &Expr| -> Value {
            let x = fl.eval(e, &[]);
            fl.compare_vals(op, ty, sel, x)
        };
        match v {
            CaseValue::Single(e) => cmp(self, B::Eq, e),
            CaseValue::Range { lower, upper } => {
                let lo = lower.as_ref().map(|l| cmp(self, B::Ge, l));
                let hi = upper.as_ref().map(|u| cmp(self, B::Le, u));
                match (lo, hi) {
                    (Some(a), Some(b)) => self.b.binary(BinOp::And, a, b),
                    (Some(a), None) | (None, Some(a)) => a,
                    (None, None) => {
                        let t = self.b.module.i1();
                        self.b.iconst(t, 1)
                    }
                }
            }
        }
    }

    /// A counted DO (§11.1.7.4.1): the iteration count max((m2 − m1 + m3)/m3, 0) is computed
    /// once; the variable is set to m1 and stepped by m3 after every iteration, so that it
    /// holds m1 + count·m3 after the loop.
    fn do_loop(
        &mut self,
        name: Option<smol_str::SmolStr>,
        control: Option<&DoLoop>,
        body: &[Stmt],
    ) {
        let Some(c) = control else {
            let head = self.b.create_block();
            let inner = self.b.create_block();
            let latch = self.b.create_block();
            let exit = self.b.create_block();
            self.b.br(head, &[]);
            self.b.switch_to_block(head);
            self.b.br(inner, &[]);
            self.b.switch_to_block(inner);
            self.loops.push(LoopTarget {
                name,
                exit,
                cycle: Some(latch),
            });
            self.stmts(body);
            self.loops.pop();
            self.b.br(latch, &[]);
            self.b.switch_to_block(latch);
            self.b.br(head, &[]);
            self.b.switch_to_block(exit);
            return;
        };
        self.counted_do(c, |fl, latch, exit| {
            fl.loops.push(LoopTarget {
                name,
                exit,
                cycle: Some(latch),
            });
            fl.stmts(body);
            fl.loops.pop();
        });
    }

    /// The counted loop of a DO statement or an implied DO in an I/O list (§11.1.7.4.1,
    /// §12.6.3): `body` emits one iteration, given the latch (where `cycle` goes) and the
    /// exit block; the cursor ends after the loop.
    pub(super) fn counted_do(&mut self, c: &DoLoop, body: impl FnOnce(&mut Self, Block, Block)) {
        let head = self.b.create_block();
        let inner = self.b.create_block();
        let latch = self.b.create_block();
        let exit = self.b.create_block();
        let (var_addr, _) = self.designator(&c.var, &[]);
        let start = self.scalar(&c.start);
        let end = self.scalar(&c.end);
        let t = self.b.value_type(start);
        let step = match &c.step {
            Some(s) => self.scalar(s),
            None => self.b.iconst(t, 1),
        };
        let count = self.trip_count(start, end, step);
        let count_slot = self.entry_alloca(t);
        self.b.store(count, count_slot);
        self.b.store(start, var_addr);
        self.b.br(head, &[]);
        self.b.switch_to_block(head);
        let n = self.b.load(t, count_slot);
        let zero = self.b.iconst(t, 0);
        let more = self.b.icmp(IntCC::Sgt, n, zero);
        self.b.cond_br(more, inner, &[], exit, &[]);
        self.b.switch_to_block(inner);
        body(self, latch, exit);
        self.b.br(latch, &[]);
        self.b.switch_to_block(latch);
        // The DO variable stays in its kind's range (§11.1.7.4.4 increments it; a value out
        // of range is not allowed, 16.4), and the count is positive here: both `nsw`, as
        // flang marks them, so LLVM can widen the variable to a 64-bit index.
        let v = self.b.load(t, var_addr);
        let v1 = self.b.binary_nsw(BinOp::Add, v, step);
        self.b.store(v1, var_addr);
        let n = self.b.load(t, count_slot);
        let one = self.b.iconst(t, 1);
        let n1 = self.b.binary_nsw(BinOp::Sub, n, one);
        self.b.store(n1, count_slot);
        self.general_copy_latch();
        self.b.br(head, &[]);
        self.b.switch_to_block(exit);
    }

    /// Intrinsic assignment; an array left-hand side is assigned element by element over its
    /// shape (§10.2.1.3: the right-hand side evaluated at the same position, a scalar
    /// broadcast).
    pub(super) fn assign(&mut self, lhs: &Expr, rhs: &Expr) {
        if let crate::sema::tree::ExprKind::Var(id) = lhs.kind {
            if lhs.rank == 0 && self.assign_alloc_scalar(id, lhs, rhs) {
                return;
            }
        }
        if lhs.rank == 0 {
            if let Some((desc, ty)) = self.alloc_component_desc(lhs) {
                // A `class(t)` component allocated with SOURCE= is retyped to the source's
                // type (decision 129), as a variable is.
                let ty = match (ty, lhs.ty) {
                    (Type::Derived(_), t) if t != ty => t,
                    _ => ty,
                };
                if !self.is_pointer_component(lhs)
                    && self.assign_alloc_scalar_at(desc, ty, lhs, rhs)
                {
                    return;
                }
            }
            let v = self.eval(rhs, &[]);
            let (addr, len) = self.designator(lhs, &[]);
            let temp = is_temporary_structure(rhs);
            self.assign_val(lhs.ty, v, addr, len, temp);
            return;
        }
        // A right-hand side that may overlap the left is evaluated into a temporary first
        // (§10.2.1.3: the expression is evaluated before any element is defined), also
        // before the left side is reallocated; not when it reads the left side only at the
        // element being defined (`x(:) = x(:) * a` stays one parallel loop in kernels).
        let overlap = rhs.rank > 0
            && refers_to_any(rhs, lhs)
            && !super::acc::aligned_only(rhs, lhs, &|x| self.is_pointer_component(x), &|f, x| {
                self.elemental_blind(f, x)
            });
        let run_time_len = (overlap && rhs.ty == Type::Character(CharLen::Assumed))
            .then(|| self.elem_char_len(rhs));
        let temp = overlap.then(|| self.array_temp(rhs).0);
        if let crate::sema::tree::ExprKind::Var(id) = lhs.kind {
            let alloc = matches!(
                self.ctx.prog.symbol(id).array,
                Some(crate::sema::tree::ArrayShape::Allocatable { .. })
            );
            // §10.2.1.3: an allocatable is reallocated to the shape of the right side; a
            // pointer's target is assigned as it is.
            if alloc && rhs.rank > 0 && !self.ctx.prog.pointers.contains(&id) {
                let shape = self.shape_of(rhs);
                // ... with the lower bounds LBOUND(expr): a whole array's own, else 1.
                let lowers = match rhs.kind {
                    crate::sema::tree::ExprKind::Var(r) => self
                        .var(r)
                        .map(|info| info.dims.iter().map(|d| d.0).collect::<Vec<_>>())
                        .filter(|l| l.len() == shape.len()),
                    _ => None,
                };
                if lhs.ty == Type::Character(CharLen::Assumed) {
                    // A deferred-length character array takes the right side's length.
                    let len = self.elem_char_len(rhs);
                    self.reallocate_for_len(id, &shape, lowers.as_deref(), len);
                } else {
                    self.reallocate_for(id, &shape, lowers.as_deref());
                }
            }
        }
        self.realloc_component_lhs(lhs, rhs);
        let extents = self.shape_of(lhs);
        if let Some(buf) = temp {
            let elem = super::mem_type(self.b.module, &self.ctx.derived, rhs.ty);
            let exts = extents.clone();
            let ty = lhs.ty;
            // The temporary holds the right side's elements, of the right side's length.
            let rhs_len = match rhs.ty {
                Type::Character(CharLen::Const(n)) => Some(self.i64c(n)),
                _ => run_time_len,
            };
            let rhs_ty = rhs.ty;
            self.elementwise(&extents, &mut |fl, at| {
                let mut off = fl.i64c(0);
                let mut stride = fl.i64c(1);
                for (k, &j) in at.iter().enumerate() {
                    let t = fl.b.binary(BinOp::Mul, j, stride);
                    off = fl.b.binary(BinOp::Add, off, t);
                    stride = fl.b.binary(BinOp::Mul, stride, exts[k]);
                }
                let src = fl.temp_elem(elem, buf, off, run_time_len);
                let v = fl.load_val(rhs_ty, src, rhs_len);
                let v = fl.convert(v, rhs_ty, ty);
                let (addr, len) = fl.designator(lhs, at);
                // The temporary's elements are copies of their own: moved, not copied.
                fl.assign_val(ty, v, addr, len, true);
            });
            return;
        }
        let scalar = (rhs.rank == 0).then(|| self.eval(rhs, &[]));
        self.elementwise(&extents, &mut |fl, at| {
            let v = match scalar {
                Some(v) => v,
                None => fl.eval(rhs, at),
            };
            let (addr, len) = fl.designator(lhs, at);
            fl.assign_val(lhs.ty, v, addr, len, false);
        });
        // A structure constructor or function result given to every element was copied.
        if let (Some(Val::A(src)), Type::Derived(tid)) = (scalar, rhs.ty) {
            if is_temporary_structure(rhs) && self.type_has_alloc(tid) {
                self.free_components(tid, src, 0);
            }
        }
    }

    /// Intrinsic assignment of one value (a scalar, or an element of an array assignment)
    /// to `addr`: a structure with allocatable components through
    /// [`Self::assign_structure`], which frees the left side's old components.
    pub(super) fn assign_val(
        &mut self,
        ty: Type,
        v: Val,
        addr: Value,
        len: Option<Value>,
        src_is_temp: bool,
    ) {
        if let (Type::Derived(tid), Val::A(src)) = (ty, v) {
            if self.type_has_alloc(tid) {
                self.assign_structure(tid, src, addr, src_is_temp);
                return;
            }
        }
        self.store_val(ty, v, addr, len);
    }

    /// WHERE (§10.2.3.2): each mask is evaluated into a temporary when its branch is reached
    /// (after the assignments of the branches before it), and an element is assigned by the
    /// first branch whose mask is true there. A right side that refers to its left-hand
    /// variable is evaluated whole first, as in plain array assignment.
    fn where_construct(&mut self, branches: &[crate::sema::tree::WhereBranch]) {
        if self.acc_kernels_where(branches) {
            return;
        }
        let mut masks: Vec<(Value, Type)> = Vec::new();
        for (mask, body) in branches {
            let own = mask.as_ref().map(|m| (self.array_temp(m).0, m.ty));
            for (lhs, rhs) in body {
                let extents = self.shape_of(lhs);
                let exts = extents.clone();
                let pre = if rhs.rank > 0 && refers_to_any(rhs, lhs) {
                    let elem = super::mem_type(self.b.module, &self.ctx.derived, rhs.ty);
                    Some((self.array_temp(rhs).0, elem))
                } else {
                    None
                };
                let scalar = (rhs.rank == 0).then(|| self.eval(rhs, &[]));
                let earlier = masks.clone();
                self.for_shape(&extents, &mut |fl, at| {
                    let mut off = fl.i64c(0);
                    let mut stride = fl.i64c(1);
                    for (k, &j) in at.iter().enumerate() {
                        let t = fl.b.binary(BinOp::Mul, j, stride);
                        off = fl.b.binary(BinOp::Add, off, t);
                        stride = fl.b.binary(BinOp::Mul, stride, exts[k]);
                    }
                    // Assigned where this mask holds and no earlier one did.
                    let i1 = fl.b.module.i1();
                    let mut go = fl.b.iconst(i1, 1);
                    for &(buf, ty) in &earlier {
                        let m = fl.mask_at(buf, ty, off);
                        let t = fl.b.iconst(i1, 1);
                        let not = fl.b.binary(BinOp::Xor, m, t);
                        go = fl.b.binary(BinOp::And, go, not);
                    }
                    if let Some((buf, ty)) = own {
                        let m = fl.mask_at(buf, ty, off);
                        go = fl.b.binary(BinOp::And, go, m);
                    }
                    let then = fl.b.create_block();
                    let next = fl.b.create_block();
                    fl.b.cond_br(go, then, &[], next, &[]);
                    fl.b.switch_to_block(then);
                    let v = match (scalar, pre) {
                        (Some(v), _) => v,
                        (None, Some((buf, elem))) => {
                            let src = fl.b.elem_addr(elem, buf, off);
                            fl.load_val(rhs.ty, src, None)
                        }
                        (None, None) => fl.eval(rhs, at),
                    };
                    let (addr, len) = fl.designator(lhs, at);
                    fl.assign_val(lhs.ty, v, addr, len, false);
                    fl.b.br(next, &[]);
                    fl.b.switch_to_block(next);
                });
            }
            if let Some(m) = own {
                masks.push(m);
            }
        }
    }

    /// FORALL (§10.2.4.2): the index ranges are evaluated once; the mask for every index
    /// combination is evaluated into a temporary, then for each assignment every selected
    /// right side into a temporary before any element is assigned.
    fn forall(&mut self, loops: &[DoLoop], mask: Option<&Expr>, body: &[(Expr, Expr)]) {
        if self.acc_kernels_forall(loops, mask, body) {
            return;
        }
        let i64t = self.b.module.i64();
        let mut starts = Vec::new();
        let mut steps = Vec::new();
        let mut extents = Vec::new();
        for l in loops {
            let s = self.scalar(&l.start);
            let s = self.int_to(s, i64t);
            let e = self.scalar(&l.end);
            let e = self.int_to(e, i64t);
            let st = match &l.step {
                Some(x) => {
                    let v = self.scalar(x);
                    self.int_to(v, i64t)
                }
                None => self.i64c(1),
            };
            extents.push(self.trip_count(s, e, st));
            starts.push(s);
            steps.push(st);
        }
        let mut count = self.i64c(1);
        for &x in &extents {
            count = self.b.binary(BinOp::Mul, count, x);
        }
        // Defines the index variables for `at` and returns its linear position.
        let place = |fl: &mut Self, at: &[Value]| -> Value {
            let mut off = fl.i64c(0);
            let mut stride = fl.i64c(1);
            for (k, &j) in at.iter().enumerate() {
                let t = fl.b.binary(BinOp::Mul, j, steps[k]);
                let v = fl.b.binary(BinOp::Add, starts[k], t);
                let rt = fl.reg_type(loops[k].var.ty);
                let v = fl.int_to(v, rt);
                let (addr, _) = fl.designator(&loops[k].var, &[]);
                fl.b.store(v, addr);
                let t = fl.b.binary(BinOp::Mul, j, stride);
                off = fl.b.binary(BinOp::Add, off, t);
                stride = fl.b.binary(BinOp::Mul, stride, extents[k]);
            }
            off
        };
        let i1 = self.b.module.i1();
        let mbuf = mask.map(|m| {
            let buf = self.temp_buffer(i1, count);
            self.for_shape(&extents, &mut |fl, at| {
                let off = place(fl, at);
                let v = fl.scalar(m);
                let addr = fl.b.elem_addr(i1, buf, off);
                fl.b.store(v, addr);
            });
            buf
        });
        // Runs `f` at `at` when the mask (if any) selected it.
        let guarded = |fl: &mut Self, at: &[Value], f: &mut dyn FnMut(&mut Self, Value)| {
            let off = place(fl, at);
            match mbuf {
                Some(buf) => {
                    let addr = fl.b.elem_addr(i1, buf, off);
                    let go = fl.b.load(i1, addr);
                    let then = fl.b.create_block();
                    let next = fl.b.create_block();
                    fl.b.cond_br(go, then, &[], next, &[]);
                    fl.b.switch_to_block(then);
                    f(fl, off);
                    fl.b.br(next, &[]);
                    fl.b.switch_to_block(next);
                }
                None => f(fl, off),
            }
        };
        for (lhs, rhs) in body {
            let elem = super::mem_type(self.b.module, &self.ctx.derived, rhs.ty);
            let buf = self.temp_buffer(elem, count);
            self.for_shape(&extents, &mut |fl, at| {
                guarded(fl, at, &mut |fl, off| {
                    let v = fl.eval(rhs, &[]);
                    let addr = fl.b.elem_addr(elem, buf, off);
                    fl.store_val(rhs.ty, v, addr, None);
                });
            });
            self.for_shape(&extents, &mut |fl, at| {
                guarded(fl, at, &mut |fl, off| {
                    let src = fl.b.elem_addr(elem, buf, off);
                    let v = fl.load_val(rhs.ty, src, None);
                    let (addr, len) = fl.designator(lhs, &[]);
                    fl.store_val(lhs.ty, v, addr, len);
                });
            });
        }
    }

    /// Element `off` of a logical mask temporary, as an i1.
    fn mask_at(&mut self, buf: Value, ty: Type, off: Value) -> Value {
        let elem = super::mem_type(self.b.module, &self.ctx.derived, ty);
        let addr = self.b.elem_addr(elem, buf, off);
        self.load_val(ty, addr, None).s()
    }

    /// STOP and ERROR STOP (§11.4): Flang's `_FortranAStopStatement[Text]`, which flushes the
    /// units, prints the code on stderr and exits with it.
    fn stop(&mut self, error: bool, code: Option<&Expr>, quiet: Option<&Expr>) {
        let i1 = self.b.module.i1();
        let err = self.b.iconst(i1, i128::from(error));
        let quiet = match quiet {
            Some(q) => self.scalar(q),
            None => self.b.iconst(i1, 0),
        };
        match code {
            Some(c) if matches!(c.ty, Type::Character(_)) => {
                let super::expr::Val::Ch { ptr, len } = self.eval(c, &[]) else {
                    return;
                };
                let f = runtime::func(
                    self.b.module,
                    "_FortranAStopStatementText",
                    &[Rt::Ptr, Rt::I64, Rt::I1, Rt::I1],
                    Rt::Void,
                );
                self.b.call(f, &[ptr, len, err, quiet]);
            }
            _ => {
                let i32t = self.b.module.i32();
                let v = match code {
                    Some(c) => {
                        let v = self.scalar(c);
                        self.int_to(v, i32t)
                    }
                    // ERROR STOP without a code exits with a nonzero status (§11.4).
                    None => self.b.iconst(i32t, i128::from(error)),
                };
                let f = runtime::func(
                    self.b.module,
                    "_FortranAStopStatement",
                    &[Rt::I32, Rt::I1, Rt::I1],
                    Rt::Void,
                );
                self.b.call(f, &[v, err, quiet]);
            }
        }
        self.b.unreachable();
        self.dead_block();
    }

    pub fn compare_vals(
        &mut self,
        op: crate::sema::tree::BinaryOp,
        ty: Type,
        x: super::expr::Val,
        y: super::expr::Val,
    ) -> Value {
        self.compare(op, ty, x, y)
    }
}

/// Whether `e` refers to the array `lhs` names.
fn refers_to_any(e: &Expr, lhs: &Expr) -> bool {
    use crate::sema::tree::ExprKind as K;
    let target = match &lhs.kind {
        K::Var(id) => *id,
        K::Index { array, .. } => *array,
        K::Substring { base, .. } | K::Component { base, .. } => return refers_to_any(e, base),
        _ => return true,
    };
    fn walk(e: &Expr, t: crate::sema::tree::SymbolId) -> bool {
        match &e.kind {
            K::Var(id) => *id == t,
            K::Index { array, subscripts } => {
                *array == t
                    || subscripts.iter().any(|s| match s {
                        crate::sema::tree::Subscript::Index(x) => walk(x, t),
                        crate::sema::tree::Subscript::Range {
                            lower,
                            upper,
                            stride,
                        } => [lower, upper, stride]
                            .iter()
                            .any(|p| p.as_ref().is_some_and(|x| walk(x, t))),
                    })
            }
            K::Substring { base, .. } => walk(base, t),
            K::Unary(_, x) | K::Convert(x) | K::Paren(x) => walk(x, t),
            K::Binary(_, a, b) => walk(a, t) || walk(b, t),
            K::Intrinsic(_, args) | K::Call(_, args) | K::ArrayCtor(args) => {
                args.iter().any(|a| walk(a, t))
            }
            K::Component {
                base, subscripts, ..
            } => {
                walk(base, t)
                    || subscripts.iter().any(|s| match s {
                        crate::sema::tree::Subscript::Index(x) => walk(x, t),
                        crate::sema::tree::Subscript::Range {
                            lower,
                            upper,
                            stride,
                        } => [lower, upper, stride]
                            .iter()
                            .any(|p| p.as_ref().is_some_and(|x| walk(x, t))),
                    })
            }
            K::Construct(_, args) | K::Transform(_, args) | K::CharFn(_, args) => {
                args.iter().any(|a| walk(a, t))
            }
            K::DynType(d) => d.operands().iter().any(|x| walk(x, t)),
            K::Associated { ptr, target } => {
                *ptr == t || target.as_ref().is_some_and(|x| walk(x, t))
            }
            K::Const(_) | K::Absent | K::ProcRef(_) => false,
        }
    }
    walk(e, target)
}

/// Whether `e` is a structure made for the expression only (a structure constructor, a
/// function result): its allocated components belong to nobody else.
fn is_temporary_structure(e: &Expr) -> bool {
    e.rank == 0
        && matches!(e.ty, Type::Derived(_))
        && matches!(
            e.kind,
            crate::sema::tree::ExprKind::Construct(..) | crate::sema::tree::ExprKind::Call(..)
        )
}
