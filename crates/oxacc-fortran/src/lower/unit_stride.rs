//! Loops over assumed-shape dummies specialised on a unit stride (design decision 42).
//!
//! An assumed-shape dummy (§8.5.8.3) may be associated with a section with strides, so its
//! elements are reached through the descriptor's byte strides, which are only known at run
//! time: LLVM then sees `base + i * sm` with an unknown `sm` and vectorizes nothing (its own
//! stride versioning speculates an element stride of 1, never a byte stride of 8). Almost
//! every actual argument is contiguous, so an innermost loop (a DO loop without loops inside,
//! or an array assignment) that reaches such dummies is lowered twice: once where every one
//! of them has a first-dimension stride equal to its element size (the stride is then a
//! constant, so the loop is a plain unit-stride loop the vectorizer takes), once as before,
//! with the check made once before the loop. The descriptor of an assumed-shape dummy does
//! not change while the procedure runs, so the check holds for the whole loop.

use oxacc_oir::var::descriptor as cfi;
use oxacc_oir::{BinOp, IntCC, IntrinsicOp};

use super::func::FnLower;
use super::mem_type;
use crate::sema::tree::{ArrayShape, Expr, ExprKind, Stmt, StmtKind, Storage, SymbolId};
use crate::sema::types::{CharLen, Type};

/// Dummies versioned on, per statement; more would make the check longer than it is worth.
const MAX_ARRAYS: usize = 8;

/// Statements of the largest loop body copied: the loops that gain from vectorization are
/// short, and a copy doubles the compile time of what it holds.
const MAX_STATEMENTS: usize = 12;

/// Whether `s` is or holds a loop (array statements are loops too).
fn has_loop(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Assign { lhs, .. } => lhs.rank > 0,
        StmtKind::Do { .. }
        | StmtKind::DoWhile { .. }
        | StmtKind::Where { .. }
        | StmtKind::Forall { .. } => true,
        StmtKind::If { branches, .. } => branches.iter().any(|(_, b)| b.iter().any(has_loop)),
        StmtKind::Block { body, .. } => body.iter().any(has_loop),
        StmtKind::Select { cases, .. } => cases.iter().any(|c| c.body.iter().any(has_loop)),
        _ => false,
    }
}

impl FnLower<'_, '_, '_> {
    /// Lowers `s` versioned on unit strides when it is a loop or an array assignment reaching
    /// assumed-shape dummies; false (nothing emitted) when it is not one.
    pub(super) fn unit_stride_versioned(&mut self, s: &Stmt) -> bool {
        if self.unit_stride.is_some() || self.acc.in_compute() || s.label.is_some() {
            return false;
        }
        // Only innermost loops (the vectorizer's) are copied: an outer loop's copy would
        // double all it holds, and the check costs a load and a compare where it is repeated.
        let loops = match &s.kind {
            StmtKind::Assign { lhs, .. } => lhs.rank > 0,
            StmtKind::Do {
                control: Some(_),
                body,
                ..
            } => !body.iter().any(has_loop),
            // WHERE and FORALL (masked, often with temporaries) are left general: copies of
            // them cost compile time for loops the vectorizer seldom takes at -O2.
            _ => false,
        };
        if !loops {
            return false;
        }
        let mut ids = Vec::new();
        let mut size = 0;
        if !self.versionable(std::slice::from_ref(s), &mut ids, &mut size)
            || ids.is_empty()
            || size > MAX_STATEMENTS
        {
            return false;
        }
        ids.truncate(MAX_ARRAYS);
        // The element sizes, and the check: every first-dimension stride is one element.
        let mut fast = Vec::new();
        let mut all = None;
        for id in ids {
            let ty = self.ctx.prog.symbol(id).ty;
            let elem = mem_type(self.b.module, &self.ctx.derived, ty);
            let size = self.b.module.types.size_of(elem) as i64;
            let Some(desc) = self.descriptor_addr(id) else {
                continue;
            };
            let i64t = self.b.module.i64();
            let a = self.field(desc, cfi::dim_field(0, cfi::SM));
            let sm = self.b.load(i64t, a);
            let want = self.i64c(size);
            let unit = self.b.icmp(IntCC::Eq, sm, want);
            all = Some(match all {
                Some(prev) => self.b.binary(BinOp::And, prev, unit),
                None => unit,
            });
            fast.push((id, size));
        }
        let Some(all) = all else {
            return false;
        };
        let (unit, general, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.cond_br(all, unit, &[], general, &[]);
        self.b.switch_to_block(unit);
        self.unit_stride = Some(fast);
        self.stmt(s);
        self.b.br(done, &[]);
        self.b.switch_to_block(general);
        // No unit strides known, and no versioning of the statements inside.
        self.unit_stride = Some(Vec::new());
        self.stmt(s);
        self.unit_stride = None;
        self.b.br(done, &[]);
        self.b.switch_to_block(done);
        true
    }

    /// Before the back edge of a loop: in the general copy of a versioned loop, which runs
    /// only for sections with strides, LLVM is asked not to unroll it (`no_unroll`), so that
    /// the copy costs little compile time and code.
    pub(super) fn general_copy_latch(&mut self) {
        if self.unit_stride.as_ref().is_some_and(|u| u.is_empty()) {
            self.b.intrinsic(IntrinsicOp::NoUnroll, &[], None);
        }
    }

    /// The byte stride of the first dimension of `id` where the statement being lowered
    /// runs on unit strides.
    pub(super) fn known_unit_stride(&self, id: SymbolId) -> Option<i64> {
        self.unit_stride
            .as_ref()?
            .iter()
            .find(|(d, _)| *d == id)
            .map(|&(_, size)| size)
    }

    /// Whether `stmts` may be lowered twice (no labels, jumps, directives or statements with
    /// state of their own in the lowering), collecting the assumed-shape dummies they use.
    fn versionable(&self, stmts: &[Stmt], ids: &mut Vec<SymbolId>, size: &mut usize) -> bool {
        for s in stmts {
            *size += 1;
            if s.label.is_some() {
                return false;
            }
            let ok = match &s.kind {
                StmtKind::Assign { lhs, rhs } => {
                    self.collect(lhs, ids);
                    self.collect(rhs, ids);
                    true
                }
                StmtKind::If { branches, .. } => branches.iter().all(|(c, b)| {
                    if let Some(c) = c {
                        self.collect(c, ids);
                    }
                    self.versionable(b, ids, size)
                }),
                StmtKind::Do { control, body, .. } => {
                    if let Some(c) = control {
                        for e in [Some(&c.start), Some(&c.end), c.step.as_ref()]
                            .into_iter()
                            .flatten()
                        {
                            self.collect(e, ids);
                        }
                    }
                    self.versionable(body, ids, size)
                }
                StmtKind::DoWhile { cond, body, .. } => {
                    self.collect(cond, ids);
                    self.versionable(body, ids, size)
                }
                StmtKind::Block { name: None, body } => self.versionable(body, ids, size),
                StmtKind::Where { branches } => {
                    for (m, assigns) in branches {
                        if let Some(m) = m {
                            self.collect(m, ids);
                        }
                        for (l, r) in assigns {
                            self.collect(l, ids);
                            self.collect(r, ids);
                        }
                    }
                    true
                }
                StmtKind::Forall { mask, body, .. } => {
                    if let Some(m) = mask {
                        self.collect(m, ids);
                    }
                    for (l, r) in body {
                        self.collect(l, ids);
                        self.collect(r, ids);
                    }
                    true
                }
                StmtKind::Exit(_) | StmtKind::Cycle(_) | StmtKind::Continue => true,
                _ => false,
            };
            if !ok {
                return false;
            }
        }
        true
    }

    /// The assumed-shape dummies `e` references: not OPTIONAL (an absent one has no
    /// descriptor to check), of a type of constant size.
    fn collect(&self, e: &Expr, ids: &mut Vec<SymbolId>) {
        let found = std::cell::RefCell::new(Vec::new());
        e.any(&|x| {
            if let ExprKind::Var(id) | ExprKind::Index { array: id, .. } = x.kind {
                found.borrow_mut().push(id);
            }
            false
        });
        for id in found.into_inner() {
            let sym = self.ctx.prog.symbol(id);
            let eligible = matches!(sym.array, Some(ArrayShape::Assumed { .. }))
                && matches!(
                    sym.storage,
                    Storage::Dummy {
                        optional: false,
                        ..
                    }
                )
                && !self.ctx.prog.pointers.contains(&id)
                && sym.ty != Type::Character(CharLen::Assumed)
                && self.descs.contains_key(&id);
            if eligible && !ids.contains(&id) {
                ids.push(id);
            }
        }
    }
}
