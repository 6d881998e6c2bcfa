//! FINAL procedures (F2018 §7.5.6; decision 118): finalization of a nonpolymorphic entity
//! calls the final subroutine of its type whose dummy has the entity's rank (or an
//! elemental one), then finalizes its parent component as an entity of the parent type
//! (§7.5.6.2 steps 1 and 3). It happens where §7.5.6.3 says: before a DEALLOCATE
//! deallocates, on the left side of an intrinsic assignment, on the actual argument of an
//! INTENT(OUT) dummy of a CALL, and at RETURN/END for the unsaved locals of a procedure (an
//! allocatable one if allocated). The other occasions, which this does not implement, are
//! reported where they occur: a function result or a component of a finalizable type, an
//! INTENT(OUT) dummy of a function, a polymorphic finalizable entity.

use oxacc_source::Span;

use super::scope::Entity;
use super::tree::{ArrayShape, Expr, ExprKind, ProcId, Stmt, StmtKind, Storage};
use super::types::Type;
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// `final :: a, b` in the definition of type `id` (defined in `scope`).
    pub(super) fn add_finals(&mut self, id: u32, names: &[ast::Name], scope: usize) {
        let list = self.finals.entry(id).or_default();
        for n in names {
            list.push((n.key.clone(), scope));
        }
    }

    /// Whether type `t` is finalizable (§7.5.6.1): it has a final subroutine or a nonpointer,
    /// nonallocatable component of a finalizable type (the parent component among them).
    pub(super) fn finalizable(&self, t: Type) -> bool {
        self.finals_reached(t, false, &mut Vec::new())
    }

    /// Whether deallocating an entity of type `t` runs a final subroutine: `t` is finalizable
    /// or has an allocatable component whose deallocation does (§9.7.3.2 deallocates an
    /// entity's allocated allocatable subobjects with it, §7.5.6.3 finalizes them).
    pub(super) fn finalizes(&self, t: Type) -> bool {
        !self.finals.is_empty() && self.finals_reached(t, true, &mut Vec::new())
    }

    fn finals_reached(&self, t: Type, allocatables: bool, seen: &mut Vec<u32>) -> bool {
        let Type::Derived(id) = t else {
            return false;
        };
        if seen.contains(&id) {
            return false;
        }
        seen.push(id);
        self.finals.contains_key(&id)
            || self.prog.types[id as usize].components.iter().any(|c| {
                let poly = c.alloc.is_some()
                    && self
                        .poly_components
                        .contains(&(id, c.name.to_ascii_lowercase().into()));
                !c.pointer
                    && c.proc.is_none()
                    && (allocatables || c.alloc.is_none())
                    && (self.finals_reached(c.ty, allocatables, seen)
                        // A `class(t)` one may have a finalizable extension's dynamic type.
                        || poly && self.extension_finalizes(c.ty))
            })
    }

    /// Whether a type this file knows that extends `t` has a final subroutine.
    fn extension_finalizes(&self, t: Type) -> bool {
        (0..self.prog.types.len() as u32)
            .any(|u| self.finals.contains_key(&u) && self.extends_type(Type::Derived(u), t))
    }

    /// Whether `t` or a type this file knows that extends it finalizes on deallocation:
    /// what a `class(t)` entity's dynamic type may do.
    pub(super) fn maybe_finalizable(&self, t: Type) -> bool {
        self.finalizes(t)
            || (0..self.prog.types.len() as u32)
                .any(|u| self.extends_type(Type::Derived(u), t) && self.finalizes(Type::Derived(u)))
    }

    /// The final subroutines of type `id` itself.
    fn final_procs(&mut self, id: u32) -> Vec<ProcId> {
        let names = self.finals.get(&id).cloned().unwrap_or_default();
        names
            .iter()
            .filter_map(|(n, scope)| match self.lookup_from(*scope, n) {
                Some(Entity::Proc(p)) => Some(p),
                _ => None,
            })
            .collect()
    }

    /// The calls that finalize entity `e` (nonpolymorphic; nothing unless its type is
    /// finalizable), §7.5.6.2: (1) the final subroutine of its rank, else an elemental one;
    /// (2) each finalizable nonpointer, nonallocatable component, of each element
    /// separately for an array; (3) the parent component.
    pub(super) fn finalization(&mut self, e: &Expr, span: Span) -> Vec<Stmt> {
        let mut out = Vec::new();
        let Type::Derived(id) = e.ty else {
            return out;
        };
        if !self.finalizable(e.ty) {
            return out;
        }
        let procs = self.final_procs(id);
        let rank_of = |me: &Self, p: ProcId| {
            me.proc(p)
                .dummies
                .first()
                .map(|&d| me.symbol(d).rank() as u8)
        };
        let own = procs
            .iter()
            .copied()
            .find(|&p| rank_of(self, p) == Some(e.rank))
            .or_else(|| {
                procs
                    .iter()
                    .copied()
                    .find(|&p| self.proc(p).elemental && rank_of(self, p) == Some(0))
            });
        if let Some(p) = own {
            out.push(Stmt {
                kind: StmtKind::Call {
                    proc: p,
                    args: vec![e.clone()],
                },
                label: None,
                span,
            });
        }
        let parent = self.type_parents.get(&id).copied();
        // The parent component is the first (step 3 below).
        let skip = usize::from(parent.is_some());
        let parts: Vec<usize> = self.prog.types[id as usize]
            .components
            .iter()
            .enumerate()
            .skip(skip)
            .filter(|(_, c)| {
                !c.pointer && c.proc.is_none() && c.alloc.is_none() && self.finalizable(c.ty)
            })
            .map(|(i, _)| i)
            .collect();
        if !parts.is_empty() {
            out.extend(self.each_element(e, span, &mut |me, el| {
                let mut body = Vec::new();
                for &i in &parts {
                    let part = me.component_at(el, i, span);
                    body.extend(me.finalization(&part, span));
                }
                body
            }));
        }
        if let Some(parent) = parent {
            if self.finalizable(Type::Derived(parent)) {
                let part = self.component_at(e, 0, span);
                out.extend(self.finalization(&part, span));
            }
        }
        out
    }

    /// `e%c` for the component at `index` of `e`'s type.
    fn component_at(&self, e: &Expr, index: usize, span: Span) -> Expr {
        let Type::Derived(id) = e.ty else {
            return e.clone();
        };
        let c = &self.prog.types[id as usize].components[index];
        Expr {
            kind: ExprKind::Component {
                base: Box::new(e.clone()),
                index,
                subscripts: Vec::new(),
            },
            ty: c.ty,
            rank: e.rank + c.rank() as u8,
            span,
        }
    }

    /// `body(x)` for a scalar `e`; for an array (a whole variable or component) `body` of each
    /// element in array element order, in DO loops over hidden indices. Nothing when `body`
    /// makes nothing.
    fn each_element(
        &mut self,
        e: &Expr,
        span: Span,
        body: &mut dyn FnMut(&mut Self, &Expr) -> Vec<Stmt>,
    ) -> Vec<Stmt> {
        if e.rank == 0 {
            return body(self, e);
        }
        let Some(p) = self.cur_proc else {
            self.unsupported(span, "finalization of this array");
            return Vec::new();
        };
        let i8t = Type::Integer(8);
        let indices: Vec<Expr> = (0..e.rank)
            .map(|k| {
                let id = self.add_symbol(super::tree::Symbol {
                    name: format!("final.i{k}").into(),
                    ty: i8t,
                    array: None,
                    storage: Storage::Local,
                    init: None,
                    owner: Some(p),
                    span,
                });
                self.proc_mut(p).locals.push(id);
                self.var_expr(id, span)
            })
            .collect();
        let subscripts: Vec<super::tree::Subscript> = indices
            .iter()
            .map(|i| super::tree::Subscript::Index(i.clone()))
            .collect();
        let kind = match &e.kind {
            ExprKind::Var(v) => ExprKind::Index {
                array: *v,
                subscripts,
            },
            ExprKind::Component {
                base,
                index,
                subscripts: none,
            } if none.is_empty() && base.rank == 0 => ExprKind::Component {
                base: base.clone(),
                index: *index,
                subscripts,
            },
            _ => {
                self.unsupported(span, "finalization of this array section");
                return Vec::new();
            }
        };
        let element = Expr {
            kind,
            ty: e.ty,
            rank: 0,
            span,
        };
        let mut out = body(self, &element);
        if out.is_empty() {
            return out;
        }
        // Dimension 1 varies fastest: the innermost loop.
        for (k, var) in indices.into_iter().enumerate() {
            let bound = |me: &Self, op| {
                let dim = me.tag_const(k as i64 + 1, span);
                Expr {
                    kind: ExprKind::Intrinsic(op, vec![e.clone(), dim]),
                    ty: i8t,
                    rank: 0,
                    span,
                }
            };
            use super::intrinsics::Intrinsic;
            let control = super::tree::DoLoop {
                var,
                start: bound(self, Intrinsic::Lbound),
                end: bound(self, Intrinsic::Ubound),
                step: None,
            };
            out = vec![Stmt {
                kind: StmtKind::Do {
                    name: None,
                    control: Some(control),
                    body: out,
                },
                label: None,
                span,
            }];
        }
        out
    }

    /// What deallocating nonpolymorphic `e` finalizes (§7.5.6.3, §9.7.3.2): `e` itself, then
    /// each allocated allocatable subobject (its components' and theirs) as it is
    /// deallocated with `e`. `stack`: the types being expanded, to report a type reaching
    /// itself through allocatable components (a list or tree, finalized at run time by
    /// recursion this does not generate).
    fn deallocation_final(&mut self, e: &Expr, span: Span, stack: &mut Vec<u32>) -> Vec<Stmt> {
        let Type::Derived(id) = e.ty else {
            return Vec::new();
        };
        if stack.contains(&id) {
            self.unsupported(
                span,
                "finalization of a type that contains itself through allocatable components",
            );
            return Vec::new();
        }
        let mut out = self.finalization(e, span);
        stack.push(id);
        out.extend(self.allocated_parts_final(e, span, stack));
        stack.pop();
        out
    }

    /// The finalization of the allocated allocatable subobjects of `e`'s elements.
    fn allocated_parts_final(&mut self, e: &Expr, span: Span, stack: &mut Vec<u32>) -> Vec<Stmt> {
        let Type::Derived(id) = e.ty else {
            return Vec::new();
        };
        let parts: Vec<(usize, bool)> = self.prog.types[id as usize]
            .components
            .iter()
            .enumerate()
            .filter(|(_, c)| {
                !c.pointer
                    && c.proc.is_none()
                    && (self.finalizes(c.ty) || c.alloc.is_some() && self.maybe_finalizable(c.ty))
            })
            .map(|(i, c)| (i, c.alloc.is_some()))
            .filter(|&(i, alloc)| {
                let ty = self.prog.types[id as usize].components[i].ty;
                alloc || self.holds_finalized_allocatable(ty)
            })
            .collect();
        if parts.is_empty() {
            return Vec::new();
        }
        let mut chain = std::mem::take(stack);
        let out = self.each_element(e, span, &mut |me, el| {
            let mut body = Vec::new();
            for &(i, alloc) in &parts {
                let part = me.component_at(el, i, span);
                if alloc {
                    // A `class(t)` component as its dynamic type (decision 129).
                    let inner = if me.is_polymorphic(&part) {
                        me.deallocation_finalization(&part, span)
                    } else {
                        me.deallocation_final(&part, span, &mut chain)
                    };
                    if inner.is_empty() {
                        continue;
                    }
                    let cond = me.allocated_cond(&part, span);
                    body.push(Stmt {
                        kind: StmtKind::If {
                            name: None,
                            branches: vec![(cond, inner)],
                        },
                        label: None,
                        span,
                    });
                } else {
                    body.extend(me.allocated_parts_final(&part, span, &mut chain));
                }
            }
            body
        });
        *stack = chain;
        out
    }

    /// Whether a structure of type `t` has, at any depth of nonallocatable components, an
    /// allocatable component whose deallocation finalizes.
    fn holds_finalized_allocatable(&self, t: Type) -> bool {
        let Type::Derived(id) = t else {
            return false;
        };
        self.prog.types[id as usize].components.iter().any(|c| {
            !c.pointer
                && c.proc.is_none()
                && if c.alloc.is_some() {
                    self.finalizes(c.ty)
                } else {
                    c.ty != t && self.holds_finalized_allocatable(c.ty)
                }
        })
    }

    /// What deallocating `e` finalizes, for a polymorphic `e` by its dynamic type: each
    /// extension of its declared type this file knows that finalizes is a branch on the tag
    /// viewing `e` as that type (§7.5.6.2 step 1 names the dynamic type's final subroutine);
    /// any other dynamic type is finalized as the declared type.
    pub(super) fn deallocation_finalization(&mut self, e: &Expr, span: Span) -> Vec<Stmt> {
        let tag = self.is_polymorphic(e).then(|| self.dynamic_tag(e));
        self.deallocation_finalization_tagged(e, tag, span)
    }

    /// As `deallocation_finalization`, the dynamic type being `tag`'s (none: `e`'s type).
    fn deallocation_finalization_tagged(
        &mut self,
        e: &Expr,
        tag: Option<Expr>,
        span: Span,
    ) -> Vec<Stmt> {
        let Type::Derived(declared) = e.ty else {
            return Vec::new();
        };
        let own = self.deallocation_final(e, span, &mut Vec::new());
        let Some(tag) = tag else {
            return own;
        };
        let mut branches = Vec::new();
        for u in 0..self.prog.types.len() as u32 {
            let ty = Type::Derived(u);
            if u == declared
                || Some(u) == self.unlimited
                || !self.extends_type(ty, e.ty)
                || !self.finalizes(ty)
            {
                continue;
            }
            let cond = self.tag_is(&tag, ty, span);
            let name = ast::Name::new("final.view", span);
            let (mut body, entity) = self.typed_view(&name, e, declared, ty, false);
            let super::scope::Entity::Var(view) = entity else {
                self.unsupported(span, "finalization of this polymorphic object");
                return Vec::new();
            };
            let view = self.var_expr(view, span);
            body.extend(self.deallocation_final(&view, span, &mut Vec::new()));
            branches.push((Some(cond), body));
        }
        if branches.is_empty() {
            return own;
        }
        branches.push((None, own));
        vec![Stmt {
            kind: StmtKind::If {
                name: None,
                branches,
            },
            label: None,
            span,
        }]
    }

    /// Before DEALLOCATE deallocates `obj`: what that finalizes, if `obj` is allocated (a
    /// `class(t)` component has its declared type, decision 118).
    pub(super) fn finalize_deallocated(&mut self, obj: &Expr, span: Span) -> Option<Vec<Stmt>> {
        let needed = if self.is_polymorphic(obj) {
            self.maybe_finalizable(obj.ty)
        } else {
            self.finalizes(obj.ty)
        };
        if !needed {
            return Some(Vec::new());
        }
        let body = self.deallocation_finalization(obj, span);
        if body.is_empty() {
            return Some(body);
        }
        Some(match self.allocated_cond(obj, span) {
            Some(cond) => vec![Stmt {
                kind: StmtKind::If {
                    name: None,
                    branches: vec![(Some(cond), body)],
                },
                label: None,
                span,
            }],
            // A pointer component: DEALLOCATE of a disassociated one is an error anyway.
            None => body,
        })
    }

    /// ALLOCATED(obj), or ASSOCIATED(obj) of a pointer variable.
    fn allocated_cond(&self, obj: &Expr, span: Span) -> Option<Expr> {
        let kind = match (&obj.kind, self.is_pointer_expr(obj)) {
            (ExprKind::Var(v), true) => ExprKind::Associated {
                ptr: *v,
                target: None,
            },
            (_, true) => return None,
            _ => ExprKind::Intrinsic(super::intrinsics::Intrinsic::Allocated, vec![obj.clone()]),
        };
        Some(Expr {
            kind,
            ty: self.kinds.logical(),
            rank: 0,
            span,
        })
    }

    /// After every body is known: the finalization of each procedure's unsaved locals at its
    /// return (`Program::final_at_return`), and the reports of what is not implemented.
    pub(super) fn finalization_sites(&mut self) {
        if self.finals.is_empty() {
            return;
        }
        for i in 0..self.prog.procs.len() {
            let p = ProcId(i as u32);
            let proc = self.proc(p).clone();
            // A function's result is finalized by its caller (`finalize_results`).
            if proc.body.is_none() {
                continue;
            }
            // A CALL finalizes the actual (`finalize_intent_out`); a function reference,
            // in an expression, has no place for the calls before it.
            for &d in &proc.dummies {
                let sym = self.symbol(d).clone();
                if proc.kind == super::tree::ProcKind::Function
                    && self.prog.intent_out.contains(&d)
                    && !self.prog.pointers.contains(&d)
                    && self.maybe_finalizable(sym.ty)
                {
                    let span = sym.span;
                    self.unsupported(
                        span,
                        "an INTENT(OUT) dummy argument of a function of a type with a FINAL procedure",
                    );
                }
            }
            // The polymorphic views and element indices made here are the procedure's.
            let saved = self.cur_proc.replace(p);
            let mut stmts = Vec::new();
            for &v in &proc.locals {
                let sym = self.symbol(v).clone();
                if !matches!(sym.storage, Storage::Local)
                    || Some(v) == proc.result
                    || self.prog.pointers.contains(&v)
                    || sym.name.contains('.')
                    || !self.maybe_finalizable(sym.ty)
                {
                    continue;
                }
                let e = self.var_expr(v, sym.span);
                if !self.poly_entities.contains(&v) && !self.finalizes(sym.ty) {
                    continue;
                }
                let body = self.deallocation_finalization(&e, proc.span);
                if body.is_empty() {
                    continue;
                }
                if matches!(sym.array, Some(ArrayShape::Allocatable { .. })) {
                    let cond = self.allocated_cond(&e, proc.span);
                    stmts.push(Stmt {
                        kind: StmtKind::If {
                            name: None,
                            branches: vec![(cond, body)],
                        },
                        label: None,
                        span: proc.span,
                    });
                } else {
                    stmts.extend(body);
                }
            }
            self.cur_proc = saved;
            if !stmts.is_empty() {
                self.prog.final_at_return.insert(p, stmts);
            }
        }
    }

    /// Intrinsic assignment `l = r` to a variable of a finalizable type (§7.5.6.3): after
    /// `r` is evaluated and before `l` is defined, `l` is finalized unless it is an
    /// unallocated allocatable. A right side that reads the variable is evaluated into a
    /// temporary first.
    pub(super) fn finalized_assignment(
        &mut self,
        l: Expr,
        r: Expr,
        span: Span,
    ) -> Option<StmtKind> {
        let mut root = &l;
        let v = loop {
            match &root.kind {
                ExprKind::Var(v) | ExprKind::Index { array: v, .. } => break *v,
                ExprKind::Component { base, .. } | ExprKind::Substring { base, .. } => root = base,
                _ => {
                    self.unsupported(
                        span,
                        "this assignment to a variable of a type with a FINAL procedure",
                    );
                    return None;
                }
            }
        };
        let reads = r.any(&|e| match &e.kind {
            ExprKind::Var(u) | ExprKind::Index { array: u, .. } => *u == v,
            ExprKind::Associated { ptr, .. } => *ptr == v,
            _ => false,
        });
        let stmt = |kind| Stmt {
            kind,
            label: None,
            span,
        };
        let mut body = Vec::new();
        let r = if reads {
            if r.rank != 0 {
                self.unsupported(
                    span,
                    "an array assignment to a variable of a type with a FINAL procedure that reads the variable",
                );
                return None;
            }
            let Some(p) = self.cur_proc else {
                self.unsupported(
                    span,
                    "this assignment to a variable of a type with a FINAL procedure",
                );
                return None;
            };
            // Named with a '.': no program names it and `finalization_sites` skips it.
            let temp = self.add_symbol(super::tree::Symbol {
                name: format!("{}.final", self.symbol(v).name).into(),
                ty: l.ty,
                array: None,
                storage: Storage::Local,
                init: None,
                owner: Some(p),
                span,
            });
            self.proc_mut(p).locals.push(temp);
            let t = self.var_expr(temp, span);
            body.push(stmt(StmtKind::Assign {
                lhs: t.clone(),
                rhs: r,
            }));
            t
        } else {
            r
        };
        // The left side's allocated allocatable components are deallocated before they are
        // defined (§10.2.1.3), so finalized too.
        let finalize = self.deallocation_final(&l, span, &mut Vec::new());
        let allocatable = matches!(
            (&l.kind, &self.symbol(v).array),
            (ExprKind::Var(_), Some(ArrayShape::Allocatable { .. }))
        ) && !self.prog.pointers.contains(&v);
        if allocatable {
            let cond = self.allocated_cond(&l, span);
            body.push(stmt(StmtKind::If {
                name: None,
                branches: vec![(cond, finalize)],
            }));
        } else {
            body.extend(finalize);
        }
        body.push(stmt(StmtKind::Assign { lhs: l, rhs: r }));
        Some(StmtKind::Block { name: None, body })
    }

    /// A CALL whose actual arguments of INTENT(OUT) dummies are finalizable: they are
    /// finalized before the call (§7.5.6.3, "when a procedure is invoked"; on the caller's
    /// side, as gfortran and flang do), an allocatable one if allocated (the callee
    /// deallocates it on entry). Through the branches of a type-bound dispatch too.
    pub(super) fn finalize_intent_out(&mut self, call: StmtKind, span: Span) -> StmtKind {
        match call {
            StmtKind::Call { proc, args } => {
                let mut body = Vec::new();
                let dummies = self.proc(proc).dummies.clone();
                for (&d, a) in dummies.iter().zip(&args) {
                    if !self.prog.intent_out.contains(&d)
                        || self.prog.pointers.contains(&d)
                        || !self.maybe_finalizable(a.ty)
                        || matches!(a.kind, ExprKind::Absent)
                    {
                        continue;
                    }
                    // The actual as deallocated: an allocatable dummy is deallocated on entry,
                    // and so are a nonallocatable one's allocatable components (§9.7.3.2).
                    // The actual of a `class(t)` dummy is its declared-type part; its
                    // dynamic type is the hidden tag argument's.
                    let tag = self.poly_tags.get(&d).and_then(|t| {
                        dummies
                            .iter()
                            .position(|x| x == t)
                            .and_then(|i| args.get(i).cloned())
                    });
                    let tag = tag.or_else(|| self.is_polymorphic(a).then(|| self.dynamic_tag(a)));
                    let finalize = self.deallocation_finalization_tagged(a, tag, span);
                    if finalize.is_empty() {
                        continue;
                    }
                    if matches!(self.symbol(d).array, Some(ArrayShape::Allocatable { .. })) {
                        let cond = self.allocated_cond(a, span);
                        body.push(Stmt {
                            kind: StmtKind::If {
                                name: None,
                                branches: vec![(cond, finalize)],
                            },
                            label: None,
                            span,
                        });
                    } else {
                        body.extend(finalize);
                    }
                }
                let call = StmtKind::Call { proc, args };
                if body.is_empty() {
                    return call;
                }
                body.push(Stmt {
                    kind: call,
                    label: None,
                    span,
                });
                StmtKind::Block { name: None, body }
            }
            StmtKind::If { name, branches } => StmtKind::If {
                name,
                branches: branches
                    .into_iter()
                    .map(|(c, body)| (c, self.finalize_intent_out_all(body)))
                    .collect(),
            },
            StmtKind::Block { name, body } => StmtKind::Block {
                name,
                body: self.finalize_intent_out_all(body),
            },
            other => other,
        }
    }

    fn finalize_intent_out_all(&mut self, body: Vec<Stmt>) -> Vec<Stmt> {
        body.into_iter()
            .map(|s| Stmt {
                kind: self.finalize_intent_out(s.kind, s.span),
                ..s
            })
            .collect()
    }

    /// Whether a reference to function `p` makes a result to finalize: a nonpointer scalar of
    /// a type whose deallocation finalizes.
    pub(super) fn result_finalizes(&self, p: ProcId) -> bool {
        if self.finals.is_empty() {
            return false;
        }
        let proc = self.proc(p);
        let (Some(ty), Some(r)) = (proc.result_type, proc.result) else {
            return false;
        };
        !self.prog.pointers.contains(&r) && self.symbol(r).rank() == 0 && self.finalizes(ty)
    }

    /// §7.5.6.3: "If an executable construct references a nonpointer function, the result
    /// is finalized after execution of the innermost executable construct containing the
    /// reference." Each such reference in an assignment, CALL, ALLOCATE, output statement
    /// or the first condition of an IF (also in the statements sema made of them: a
    /// dispatch's branches, a finalized assignment, the statement of a logical IF) is
    /// evaluated into a hidden local first, which is finalized, as its deallocation would,
    /// after the statement or construct.
    pub(super) fn finalize_results(&mut self, kind: StmtKind, span: Span) -> StmtKind {
        let mut pre = Vec::new();
        let mut temps = Vec::new();
        let kind = self.hoist_statement(kind, span, &mut pre, &mut temps);
        if pre.is_empty() {
            return kind;
        }
        pre.push(Stmt {
            kind,
            label: None,
            span,
        });
        for t in &temps {
            let after = self.deallocation_final(t, span, &mut Vec::new());
            pre.extend(after);
        }
        StmtKind::Block {
            name: None,
            body: pre,
        }
    }

    /// `kind` with its references hoisted into `pre`: a BLOCK's statements all before the
    /// BLOCK (a finalized assignment's, so the right side is evaluated before the left side
    /// is finalized, §7.5.6.3), an IF's branches each by itself (only one runs).
    fn hoist_statement(
        &mut self,
        kind: StmtKind,
        span: Span,
        pre: &mut Vec<Stmt>,
        temps: &mut Vec<Expr>,
    ) -> StmtKind {
        match kind {
            StmtKind::Block { name, body } => StmtKind::Block {
                name,
                body: body
                    .into_iter()
                    .map(|s| Stmt {
                        kind: self.hoist_statement(s.kind, s.span, pre, temps),
                        ..s
                    })
                    .collect(),
            },
            // An IF construct or statement evaluates its first condition once, before
            // anything else: its results are finalized after the construct; the others
            // run only when the ones before are false (reported). A dispatch's branches
            // have tag conditions.
            StmtKind::If { name, mut branches } => {
                for (k, (cond, _)) in branches.iter_mut().enumerate() {
                    let Some(c) = cond else { continue };
                    if k == 0 {
                        self.hoist_results(c, pre, temps);
                    } else if c.any(&|x| {
                        matches!(x.kind, ExprKind::Call(p, _) if x.rank == 0 && self.result_finalizes(p))
                    }) {
                        self.unsupported(
                            c.span,
                            "a reference to a function whose result has a FINAL procedure in an ELSE IF condition",
                        );
                    }
                }
                StmtKind::If {
                    name,
                    branches: branches
                        .into_iter()
                        .map(|(c, body)| (c, self.finalize_results_all(body)))
                        .collect(),
                }
            }
            StmtKind::Write(mut w) => {
                for item in &mut w.items {
                    match item {
                        super::tree::IoItem::Expr(e) => self.hoist_results(e, pre, temps),
                        // Evaluated once per iteration of the implied DO.
                        super::tree::IoItem::ImpliedDo { .. } => {
                            if self.io_item_finalizes(item) {
                                self.unsupported(
                                    span,
                                    "a reference to a function whose result has a FINAL procedure in an implied DO",
                                );
                            }
                        }
                    }
                }
                StmtKind::Write(w)
            }
            StmtKind::Assign { lhs, mut rhs } => {
                // Not a hidden local's assignment made here (an enclosing IF construct walks
                // its statements again).
                let made_here = matches!(lhs.kind,
                    ExprKind::Var(v) if self.symbol(v).name.ends_with(".result"));
                if !made_here {
                    self.hoist_results(&mut rhs, pre, temps);
                }
                StmtKind::Assign { lhs, rhs }
            }
            StmtKind::Call { proc, mut args } => {
                for a in &mut args {
                    self.hoist_results(a, pre, temps);
                }
                StmtKind::Call { proc, args }
            }
            StmtKind::Allocate {
                objects,
                stat,
                mut with,
            } => {
                if let Some(src) = with.source.as_mut() {
                    self.hoist_results(src, pre, temps);
                }
                StmtKind::Allocate {
                    objects,
                    stat,
                    with,
                }
            }
            other => other,
        }
    }

    fn io_item_finalizes(&self, item: &super::tree::IoItem) -> bool {
        match item {
            super::tree::IoItem::Expr(e) => e.any(&|x| {
                matches!(x.kind, ExprKind::Call(p, _) if x.rank == 0 && self.result_finalizes(p))
            }),
            super::tree::IoItem::ImpliedDo { items, .. } => {
                items.iter().any(|i| self.io_item_finalizes(i))
            }
        }
    }

    fn finalize_results_all(&mut self, body: Vec<Stmt>) -> Vec<Stmt> {
        body.into_iter()
            .map(|s| Stmt {
                kind: self.finalize_results(s.kind, s.span),
                ..s
            })
            .collect()
    }

    /// Replaces each reference in `e` to a function whose result is finalized by a hidden
    /// local assigned the result first (`pre`; inner references first); `temps` the locals.
    fn hoist_results(&mut self, e: &mut Expr, pre: &mut Vec<Stmt>, temps: &mut Vec<Expr>) {
        for c in e.children_mut() {
            self.hoist_results(c, pre, temps);
        }
        let ExprKind::Call(p, _) = e.kind else {
            return;
        };
        if e.rank != 0 || !self.result_finalizes(p) {
            return;
        }
        let Some(owner) = self.cur_proc else {
            return;
        };
        let name = format!("{}.result", self.proc(p).name);
        // Named with a '.': no program names it and `finalization_sites` skips it.
        let temp = self.add_symbol(super::tree::Symbol {
            name: name.into(),
            ty: e.ty,
            array: None,
            storage: Storage::Local,
            init: None,
            owner: Some(owner),
            span: e.span,
        });
        self.proc_mut(owner).locals.push(temp);
        let t = self.var_expr(temp, e.span);
        pre.push(Stmt {
            kind: StmtKind::Assign {
                lhs: t.clone(),
                rhs: std::mem::replace(e, t.clone()),
            },
            label: None,
            span: e.span,
        });
        temps.push(t);
    }
}
