//! The `update` directive's noncontiguous sections. OpenACC 3.3 §2.14.4 allows them ("it is
//! implementation-specific whether noncontiguous regions are updated by using one transfer
//! for each contiguous subregion, …"), unlike the data clauses of §2.7.1, which decision 49
//! checks. A section that sema could not prove contiguous (`a(x:x, 1:n)`, `a(1:n:2)`,
//! `a(1:m, 1:n)` of an allocatable) is tested when the directive runs: contiguous, it is one
//! transfer as before; otherwise one update per run of consecutive elements of the first
//! dimension (one element when that dimension has a stride), the same directive's `if`,
//! `async`, `wait` and `if_present` applying to each (docs/design.md decision 64).

use oxacc_directives::ClauseKind;
use oxacc_directives::DirectiveKind as DK;
use oxacc_offload::lower as shared;
use oxacc_offload::ClauseArgs;
use oxacc_oir::{BinOp, IntCC, Value, VarRef};
use oxacc_source::Span;

use super::super::func::FnLower;
use super::IClause;
use crate::sema::acc::tree::AccVar;
use crate::sema::acc::{const_dims, whole_dim};
use crate::sema::tree::{ExprKind, Subscript};

/// What a run of a noncontiguous section needs: per dimension the section's length, its
/// stride in the subscript and the array's elements per step of the subscript.
struct Runs {
    lengths: Vec<Value>,
    strides: Vec<Value>,
    steps: Vec<Value>,
    extents: Vec<Option<Value>>,
}

impl FnLower<'_, '_, '_> {
    /// `!$acc update`: the variables of its `self`/`host`/`device` clauses that may be
    /// noncontiguous get updates of their own (module comment); the rest, one directive.
    pub(super) fn acc_update(&mut self, clauses: &[IClause], span: Span) {
        let mut rest = Vec::with_capacity(clauses.len());
        let mut split: Vec<(&IClause, &AccVar)> = Vec::new();
        for c in clauses {
            match &c.args {
                ClauseArgs::Vars { modifiers, vars }
                    if matches!(c.kind, ClauseKind::Host | ClauseKind::Device) =>
                {
                    let (apart, together): (Vec<&AccVar>, Vec<&AccVar>) =
                        vars.iter().partition(|v| self.update_may_skip(v));
                    split.extend(apart.into_iter().map(|v| (c, v)));
                    if !together.is_empty() {
                        rest.push(IClause {
                            kind: c.kind,
                            span: c.span,
                            args: ClauseArgs::Vars {
                                modifiers: modifiers.clone(),
                                vars: together.into_iter().cloned().collect(),
                            },
                        });
                    }
                }
                _ => rest.push(c.clone()),
            }
        }
        if split.is_empty() {
            shared::standalone(self, DK::Update, clauses, span);
            return;
        }
        let others: Vec<IClause> = rest
            .iter()
            .filter(|c| !matches!(c.kind, ClauseKind::Host | ClauseKind::Device))
            .cloned()
            .collect();
        if rest.len() > others.len() {
            shared::standalone(self, DK::Update, &rest, span);
        }
        for (c, v) in split {
            self.update_in_runs(c, v, &others, span);
        }
    }

    /// A section of an array that sema did not prove contiguous: a stride, or a dimension
    /// before the last that may not be whole. Components keep decision 49's rule.
    fn update_may_skip(&self, v: &AccVar) -> bool {
        let AccVar::Designator(e, _) = v else {
            return false;
        };
        let ExprKind::Index { array, subscripts } = &e.kind else {
            return false;
        };
        if e.rank == 0 {
            return false;
        }
        let n = subscripts.len();
        let dims = const_dims(self.ctx.prog.symbol(*array), n);
        subscripts.iter().enumerate().any(|(k, s)| match s {
            Subscript::Range {
                stride: Some(_), ..
            } => true,
            _ if k + 1 < n => whole_dim(s, dims.get(k).copied().flatten()) != Some(true),
            _ => false,
        })
    }

    /// One variable of an update clause: a single transfer when the section turns out
    /// contiguous, else one per run (module comment).
    fn update_in_runs(&mut self, c: &IClause, v: &AccVar, others: &[IClause], span: Span) {
        let one_var = |v: &AccVar| {
            let mut cs = others.to_vec();
            cs.push(IClause {
                kind: c.kind,
                span: c.span,
                args: ClauseArgs::Vars {
                    modifiers: match &c.args {
                        ClauseArgs::Vars { modifiers, .. } => modifiers.clone(),
                        _ => Vec::new(),
                    },
                    vars: vec![v.clone()],
                },
            });
            cs
        };
        let cs = one_var(v);
        let Some(runs) = self.update_runs(v) else {
            shared::standalone(self, DK::Update, &cs, span);
            return;
        };
        let contiguous = self.update_contiguous(&runs);
        let whole = self.b.create_block();
        let parts = self.b.create_block();
        let done = self.b.create_block();
        self.b.cond_br(contiguous, whole, &[], parts, &[]);
        self.b.switch_to_block(whole);
        shared::standalone(self, DK::Update, &cs, span);
        self.b.br(done, &[]);
        self.b.switch_to_block(parts);
        // The section's first element and element count, without decision 49's check
        // (which this section fails by design).
        self.acc.update_unchecked = true;
        let base = self.acc_var_ref(v);
        self.acc.update_unchecked = false;
        let one = self.i64c(1);
        let unit = self.b.icmp(IntCC::Eq, runs.strides[0], one);
        // A run: the first dimension's elements when it has no stride, else one element.
        let run_len = self.b.select(unit, runs.lengths[0], one);
        let first_count = self.b.select(unit, one, runs.lengths[0]);
        let mut counts = runs.lengths.clone();
        counts[0] = first_count;
        let steps: Vec<Value> = (0..counts.len())
            .map(|k| self.b.binary(BinOp::Mul, runs.strides[k], runs.steps[k]))
            .collect();
        self.for_shape(&counts, &mut |l, at| {
            let mut lower = base.bounds.first().map_or_else(|| l.i64c(0), |b| b.lower);
            for (j, d) in at.iter().zip(&steps) {
                let t = l.b.binary(BinOp::Mul, *j, *d);
                lower = l.b.binary(BinOp::Add, lower, t);
            }
            let mut run: VarRef = base.clone();
            if let Some(b) = run.bounds.first_mut() {
                b.lower = lower;
                b.length = run_len;
            }
            l.acc.update_run = Some(run);
            shared::standalone(l, DK::Update, &cs, span);
            l.acc.update_run = None;
        });
        self.b.br(done, &[]);
        self.b.switch_to_block(done);
    }

    /// Lengths, subscript strides and the array's element steps of a section of an array
    /// whose dimensions are known here (`None`: lowered as one block, as before).
    fn update_runs(&mut self, v: &AccVar) -> Option<Runs> {
        let AccVar::Designator(e, _) = v else {
            return None;
        };
        let ExprKind::Index { array, subscripts } = &e.kind else {
            return None;
        };
        let info = self.var(*array)?;
        let i64t = self.b.module.i64();
        let size = self.elem_len(self.ctx.prog.symbol(*array).ty);
        let mut ranges = self.shape_of(e).into_iter();
        let mut out = Runs {
            lengths: Vec::new(),
            strides: Vec::new(),
            steps: Vec::new(),
            extents: Vec::new(),
        };
        let mut scale = self.i64c(1);
        for (k, s) in subscripts.iter().enumerate() {
            let (_, ext) = *info.dims.get(k)?;
            let (len, stride) = match s {
                Subscript::Index(_) => (self.i64c(1), self.i64c(1)),
                Subscript::Range { stride, .. } => {
                    let len = ranges.next()?;
                    let len = self.int_to(len, i64t);
                    let st = match stride {
                        Some(x) => {
                            let v = self.scalar(x);
                            self.int_to(v, i64t)
                        }
                        None => self.i64c(1),
                    };
                    (len, st)
                }
            };
            // Elements per step of this subscript: the byte stride over the element size
            // behind a descriptor, else the product of the extents before it.
            let step = match &info.strides {
                Some(st) => self.b.binary(BinOp::SDiv, *st.get(k)?, size),
                None => scale,
            };
            if let Some(x) = ext {
                scale = self.b.binary(BinOp::Mul, scale, x);
            }
            out.lengths.push(len);
            out.strides.push(stride);
            out.steps.push(step);
            out.extents.push(ext);
        }
        Some(out)
    }

    /// The section is one block: every stride is 1 (or its dimension has one element), and
    /// every dimension before the last is whole unless the later ones hold one element.
    fn update_contiguous(&mut self, r: &Runs) -> Value {
        let one = self.i64c(1);
        let bool_t = self.b.module.i1();
        let mut ok = self.b.iconst(bool_t, 1);
        let n = r.lengths.len();
        for k in 0..n {
            let unit = self.b.icmp(IntCC::Eq, r.strides[k], one);
            let single = self.b.icmp(IntCC::Sle, r.lengths[k], one);
            let s_ok = self.b.binary(BinOp::Or, unit, single);
            ok = self.b.binary(BinOp::And, ok, s_ok);
            if k + 1 == n {
                continue;
            }
            let mut later = self.i64c(1);
            for &l in &r.lengths[k + 1..] {
                later = self.b.binary(BinOp::Mul, later, l);
            }
            let rest_single = self.b.icmp(IntCC::Sle, later, one);
            let whole = match r.extents[k] {
                Some(x) => self.b.icmp(IntCC::Eq, r.lengths[k], x),
                None => self.b.iconst(bool_t, 0),
            };
            let d_ok = self.b.binary(BinOp::Or, whole, rest_single);
            ok = self.b.binary(BinOp::And, ok, d_ok);
        }
        ok
    }
}
