//! OpenACC directives to OIR's front-end form (docs/openacc-lowering.md §1), for any host
//! language through [`Host`]: clauses to OIR clauses (evaluated before the operation, in
//! source order), the split of a combined construct's clauses (§2.11), data regions whose
//! jumps out are routed through an exit selector dispatched after the operation (§2.6.5,
//! §2.8, §2.13), the `declare` region's clauses, `init`/`shutdown`/`set` as runtime library
//! calls (§2.14.1–§2.14.3), `wait` and `cache`, and canonical loop dimensions.

use std::collections::HashSet;

use oxacc_directives::{ClauseKind, DefaultKind, DirectiveKind as DK};
use oxacc_oir::{
    BinOp, Block, Clause as OClause, DataClause, DataClauseKind as D, DataModifier, DirectiveKind,
    LoopDim, ReductionOp, TypeId, Value,
};
use oxacc_source::Span;

use crate::clause::{has, Clause, ClauseArgs, Wait};
use crate::host::{DataFrame, Exit, Host, IntWidth};
use crate::rules::TypeClass;
use crate::vocab::{data_kind, device_enum, loop_side, modifier, reduction_op};

type HClause<'m, H> = Clause<<H as Host<'m>>::Expr, <H as Host<'m>>::Var>;

fn i32v<'m, H: Host<'m>>(h: &mut H, e: H::Expr) -> Value {
    h.int_value(e, IntWidth::I32)
}

/// OIR clauses for checked clauses, evaluated in order. Clauses with no OIR form
/// (`collapse`, `bind`, …: already applied by sema) are dropped.
pub fn lower_clauses<'m, H: Host<'m>>(h: &mut H, clauses: &[HClause<'m, H>]) -> Vec<OClause> {
    let mut out = Vec::new();
    for c in clauses {
        h.set_span(c.span);
        let clause = match (&c.args, c.kind) {
            (ClauseArgs::Expr(e), ClauseKind::If) => OClause::If(h.cond_value(*e)),
            (ClauseArgs::Expr(e), ClauseKind::SelfClause) => {
                OClause::SelfCond(Some(h.cond_value(*e)))
            }
            (ClauseArgs::None, ClauseKind::SelfClause) => OClause::SelfCond(None),
            (ClauseArgs::Expr(e), ClauseKind::Async) => OClause::Async(Some(i32v(h, *e))),
            (ClauseArgs::None, ClauseKind::Async) => OClause::Async(None),
            (ClauseArgs::Wait(w), ClauseKind::Wait) => {
                OClause::Wait(w.queues.iter().map(|&e| i32v(h, e)).collect())
            }
            (ClauseArgs::Exprs(es), ClauseKind::Wait) => {
                OClause::Wait(es.iter().map(|&e| i32v(h, e)).collect())
            }
            (ClauseArgs::None, ClauseKind::Wait) => OClause::Wait(Vec::new()),
            (ClauseArgs::Exprs(es), ClauseKind::NumGangs) => {
                OClause::NumGangs(es.iter().map(|&e| i32v(h, e)).collect())
            }
            (ClauseArgs::Expr(e), ClauseKind::NumGangs) => OClause::NumGangs(vec![i32v(h, *e)]),
            (ClauseArgs::Expr(e), ClauseKind::NumWorkers) => OClause::NumWorkers(i32v(h, *e)),
            (ClauseArgs::Expr(e), ClauseKind::VectorLength) => OClause::VectorLength(i32v(h, *e)),
            (ClauseArgs::Default(DefaultKind::None), _) => OClause::DefaultNone,
            (ClauseArgs::Default(DefaultKind::Present), _) => OClause::DefaultPresent,
            (ClauseArgs::Default(DefaultKind::OmpScalarsTofrom), _) => {
                OClause::DefaultMapScalarTofrom
            }
            (ClauseArgs::Default(DefaultKind::OmpScalarsFirstprivate), _) => {
                OClause::DefaultMapScalarFirstprivate
            }
            (
                ClauseArgs::Default(DefaultKind::OmpImplicit {
                    scalars_tofrom,
                    pointers_tofrom,
                    others,
                    categories,
                }),
                _,
            ) => {
                use oxacc_oir::OmpImplicitRule as R;
                let rules = [
                    (
                        categories.none,
                        [R::NoneScalar, R::NoneAggregate, R::NonePointer],
                    ),
                    (
                        categories.present,
                        [R::PresentScalar, R::PresentAggregate, R::PresentPointer],
                    ),
                ];
                for (on, rs) in rules {
                    for (on, r) in on.into_iter().zip(rs) {
                        if on {
                            out.push(OClause::OmpImplicit(r));
                        }
                    }
                }
                if *pointers_tofrom {
                    out.push(OClause::OmpImplicit(
                        oxacc_oir::OmpImplicitRule::PointersTofrom,
                    ));
                }
                if let Some(r) = others {
                    out.push(OClause::OmpImplicit(crate::vocab::omp_implicit_rule(*r)));
                }
                if *scalars_tofrom {
                    OClause::DefaultMapScalarTofrom
                } else {
                    OClause::DefaultMapScalarFirstprivate
                }
            }
            (ClauseArgs::DeviceTypes(names), _) => OClause::DeviceType(names.clone()),
            (ClauseArgs::Vars { vars, .. }, ClauseKind::Private) => {
                OClause::Private(vars.iter().map(|v| h.private_ref(v)).collect())
            }
            (ClauseArgs::Vars { vars, .. }, ClauseKind::FirstPrivate) => {
                OClause::FirstPrivate(vars.iter().map(|v| h.private_ref(v)).collect())
            }
            (ClauseArgs::Reduction { op, vars }, _) => {
                // One clause per run of variables with the same OIR operator.
                let mut groups: Vec<(ReductionOp, Vec<_>)> = Vec::new();
                for v in vars {
                    let rop = match reduction_op(*op, h.var_class(v)) {
                        Ok(r) => r,
                        Err(e) => {
                            h.unsupported(c.span, e.to_string());
                            continue;
                        }
                    };
                    let vr = h.reduction_ref(v);
                    match groups.last_mut() {
                        Some((o, list)) if *o == rop => list.push(vr),
                        _ => groups.push((rop, vec![vr])),
                    }
                }
                let Some(last) = groups.pop() else {
                    // Only without variables (sema leaves none) or unsupported operators.
                    match reduction_op(*op, TypeClass::SignedInt) {
                        Ok(r) if vars.is_empty() => out.push(OClause::Reduction(r, Vec::new())),
                        _ => {}
                    }
                    continue;
                };
                out.extend(groups.into_iter().map(|(o, l)| OClause::Reduction(o, l)));
                OClause::Reduction(last.0, last.1)
            }
            (ClauseArgs::Vars { modifiers, vars }, k) => match data_kind(k) {
                Some(kind) => {
                    for v in vars {
                        h.data_clause_var(k, v);
                    }
                    OClause::Data(DataClause {
                        kind,
                        modifiers: modifiers.iter().map(|&m| modifier(m)).collect(),
                        vars: vars
                            .iter()
                            .map(|v| match kind {
                                D::DevicePtr => h.deviceptr_ref(v),
                                _ => h.var_ref(v),
                            })
                            .collect(),
                    })
                }
                None => continue,
            },
            (_, ClauseKind::Finalize) => OClause::Finalize,
            (_, ClauseKind::IfPresent) => OClause::IfPresent,
            (ClauseArgs::Gang { num, dim, static_ }, _) => {
                let num = num.map(|e| i32v(h, e));
                let static_ = static_.map(|s| match s {
                    Some(e) => i32v(h, e),
                    None => {
                        // `static:*`: the runtime picks the chunk.
                        let b = h.builder();
                        let i32t = b.module.i32();
                        b.iconst(i32t, -1)
                    }
                });
                OClause::Gang {
                    num,
                    dim: *dim,
                    static_,
                }
            }
            (ClauseArgs::None, ClauseKind::Gang) => OClause::Gang {
                num: None,
                dim: None,
                static_: None,
            },
            (ClauseArgs::Expr(e), ClauseKind::Worker) => OClause::Worker(Some(i32v(h, *e))),
            (_, ClauseKind::Worker) => OClause::Worker(None),
            (ClauseArgs::Expr(e), ClauseKind::Vector) => OClause::Vector(Some(i32v(h, *e))),
            (_, ClauseKind::Vector) => OClause::Vector(None),
            (_, ClauseKind::Seq) => OClause::Seq,
            (_, ClauseKind::Auto) => OClause::Auto,
            (_, ClauseKind::Independent) => OClause::Independent,
            (_, ClauseKind::OmpInOrder) => OClause::InOrder,
            (_, ClauseKind::OmpTeamRedundant) => OClause::TeamRedundant,
            // OpenMP teams narrower than the threads that run them (decision 41): bounds
            // that oxacc-oir's acc-outline folds per thread loop.
            (ClauseArgs::Expr(e), ClauseKind::OmpNumThreads) => OClause::NumThreads(i32v(h, *e)),
            (ClauseArgs::Expr(e), ClauseKind::OmpThreadLimit) => OClause::ThreadLimit(i32v(h, *e)),
            (ClauseArgs::Expr(e), ClauseKind::OmpIfParallel) => {
                // `if(parallel: c)` (4.5 §2.5.1): one thread when c is false.
                let c = h.cond_value(*e);
                let b = h.builder();
                let i32t = b.module.i32();
                let all = b.iconst(i32t, i128::from(i32::MAX));
                let one = b.iconst(i32t, 1);
                OClause::NumThreads(b.select(c, all, one))
            }
            (ClauseArgs::Tile(ts), _) => {
                OClause::Tile(ts.iter().map(|t| t.map(|e| i32v(h, e))).collect())
            }
            _ => continue,
        };
        out.push(clause);
    }
    out
}

/// `enter data`, `exit data`, `update` (§2.14.6, §2.14.7, §2.14.4): an operation with its
/// clauses. Other kinds are ignored.
pub fn standalone<'m, H: Host<'m>>(h: &mut H, kind: DK, clauses: &[HClause<'m, H>], span: Span) {
    let Some(op) = crate::vocab::standalone_op(kind) else {
        return;
    };
    let clauses = lower_clauses(h, clauses);
    h.set_span(span);
    h.builder().directive(op, clauses);
}

/// The `wait` directive (§2.16.3): its queues and device number, then its clauses.
pub fn wait_directive<'m, H: Host<'m>>(
    h: &mut H,
    wait: Option<&Wait<H::Expr>>,
    clauses: &[HClause<'m, H>],
    span: Span,
) {
    let mut out = Vec::new();
    if let Some(w) = wait {
        let qs = w.queues.iter().map(|&e| i32v(h, e)).collect();
        out.push(OClause::Wait(qs));
        if let Some(dn) = w.devnum {
            let v = i32v(h, dn);
            out.push(OClause::DevNum(v));
        }
    }
    out.extend(lower_clauses(h, clauses));
    h.set_span(span);
    h.builder().directive(DirectiveKind::Wait, out);
}

/// The `cache` directive (§2.10) directly inside a loop region: `present` data, `readonly`
/// when asked. (Elsewhere it is a hint the caller drops.)
pub fn cache_directive<'m, H: Host<'m>>(h: &mut H, vars: &[H::Var], readonly: bool, span: Span) {
    let vars = vars.iter().map(|v| h.var_ref(v)).collect();
    let modifiers = if readonly {
        vec![DataModifier::ReadOnly]
    } else {
        Vec::new()
    };
    h.set_span(span);
    h.builder().directive(
        DirectiveKind::Cache,
        vec![OClause::Data(DataClause {
            kind: D::Present,
            modifiers,
            vars,
        })],
    );
}

/// A combined construct's clauses: (those of the compute construct, those of the loop).
pub type Split<E, V> = (Vec<Clause<E, V>>, Vec<Clause<E, V>>);

/// The clauses of a combined construct split between the compute construct and the loop
/// (§2.11): `device_type` goes to both, the loop's own clauses to the loop.
pub fn split_combined<E: Clone, V: Clone>(clauses: &[Clause<E, V>]) -> Split<E, V> {
    let mut c = Vec::new();
    let mut l = Vec::new();
    for cl in clauses {
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
}

/// A combined construct's reduction variables get a `copy` clause on the compute construct
/// unless one of its data clauses names them (§2.11).
pub fn combined_reduction_copies<'m, H: Host<'m>>(
    h: &mut H,
    compute_side: &[HClause<'m, H>],
    loop_side: &[HClause<'m, H>],
) -> Vec<OClause> {
    let named: HashSet<smol_str::SmolStr> = compute_side
        .iter()
        .filter(|c| data_kind(c.kind).is_some())
        .flat_map(|c| c.vars().iter().map(|v| H::var_name(v).clone()))
        .collect();
    let mut out = Vec::new();
    for c in loop_side {
        if let ClauseArgs::Reduction { vars, .. } = &c.args {
            // A member (`s->sum`, `s.x`, `t%x`) of an aggregate a data clause names is
            // present with it: a copy of its own would make the exit copy out only the last
            // member whose count drops to zero.
            let covered = |n: &str| {
                named.contains(n)
                    || n.find(['.', '%', '-', '['])
                        .is_some_and(|k| k > 0 && named.contains(n[..k].trim()))
            };
            for v in vars.iter().filter(|v| !covered(H::var_name(v))) {
                let Some(r) = h.reduction_copy(v) else {
                    continue;
                };
                out.push(OClause::Data(DataClause {
                    kind: D::Copy,
                    modifiers: Vec::new(),
                    vars: vec![r],
                }));
            }
        }
    }
    out
}

/// A `declare` in a procedure is a data region over the rest of its scope (§2.13): its
/// `device_resident` and `link` data live only on the device there, as `create`.
pub fn declare_region_clauses(clauses: &mut [OClause]) {
    for c in clauses {
        if let OClause::Data(d) = c {
            if matches!(d.kind, D::DeviceResident | D::Link) {
                d.kind = D::Create;
            }
        }
    }
}

/// Emits a region operation (`acc.data`, `acc.host_data`) whose body `body` lowers, with
/// `params` as the entry block's parameters (returned). Jumps out of the body (to targets
/// not among `labels`, the labels inside) leave through the `yield` and are replayed after
/// the operation: the host's jump lowering calls [`route_exit`] first.
#[allow(clippy::too_many_arguments)]
pub fn data_region<'m, H: Host<'m>>(
    h: &mut H,
    kind: DirectiveKind,
    clauses: Vec<OClause>,
    params: &[TypeId],
    span: Span,
    labels: HashSet<H::Label>,
    body: impl FnOnce(&mut H),
) -> Vec<Value> {
    data_region_then(h, kind, clauses, params, span, labels, body, |_| {})
}

/// [`data_region`] with `then`, which runs where every way out of the region meets: after
/// the operation, before the jumps out of it are replayed (OpenMP `target data device(n)`
/// gives the previous device back there, [`crate::omp_host::device_end`]).
#[allow(clippy::too_many_arguments)]
pub fn data_region_then<'m, H: Host<'m>>(
    h: &mut H,
    kind: DirectiveKind,
    clauses: Vec<OClause>,
    params: &[TypeId],
    span: Span,
    labels: HashSet<H::Label>,
    body: impl FnOnce(&mut H),
    then: impl FnOnce(&mut H),
) -> Vec<Value> {
    let i32t = h.builder().module.i32();
    let selector = h.entry_alloca(i32t);
    {
        let b = h.builder();
        let zero = b.iconst(i32t, 0);
        b.store(zero, selector);
    }
    h.set_span(span);
    let (_, entry) = h.builder().directive(kind, clauses);
    let Some(entry) = entry else {
        return Vec::new();
    };
    let outer = h.builder().current_block();
    let vals: Vec<Value> = params
        .iter()
        .map(|&t| h.builder().add_block_param(entry, t))
        .collect();
    h.builder().switch_to_block(entry);
    let (breaks, continues) = h.jump_depths();
    h.data_frames().push(DataFrame {
        breaks,
        continues,
        labels,
        selector,
        exits: Vec::new(),
    });
    body(h);
    let frame = h.data_frames().pop();
    if h.is_open() {
        h.set_span(span);
        h.builder().yield_(&[]);
    }
    if let Some(o) = outer {
        h.builder().switch_to_block(o);
        then(h);
    }
    let Some(frame) = frame.filter(|fr| !fr.exits.is_empty()) else {
        return vals;
    };
    // Dispatch the exits taken.
    let b = h.builder();
    let sel = b.load(i32t, selector);
    let next = b.create_block();
    let blocks: Vec<Block> = frame.exits.iter().map(|_| b.create_block()).collect();
    let cases: Vec<(i128, Block)> = blocks
        .iter()
        .enumerate()
        .map(|(i, &b)| (i as i128 + 1, b))
        .collect();
    b.switch(sel, next, &cases);
    for (exit, blk) in frame.exits.iter().zip(blocks) {
        h.builder().switch_to_block(blk);
        h.replay_exit(exit.clone());
        // A jump that leaves an enclosing region too was routed again, which continues in a
        // fresh block nothing reaches: it must end before the dispatch moves on (Fortran
        // RETURN/EXIT/GOTO out of data regions failed the verifier on unterminated blocks).
        if h.is_open() {
            h.builder().unreachable();
        }
    }
    h.builder().switch_to_block(next);
    vals
}

/// Routes a jump out of the innermost data region: stores its code and yields. False when
/// the jump stays inside (or there is no data region): the host jumps as usual.
pub fn route_exit<'m, H: Host<'m>>(h: &mut H, exit: &Exit<H::Label>) -> bool {
    let Some(frame) = h.data_frames().last() else {
        return false;
    };
    let leaves = match exit {
        Exit::Break(i) => *i < frame.breaks,
        Exit::Continue(i) => *i < frame.continues,
        Exit::Return => true,
        Exit::Goto(l) => !frame.labels.contains(l),
    };
    let selector = frame.selector;
    if !leaves {
        return false;
    }
    if !h.is_open() {
        return true;
    }
    let code = {
        let Some(frame) = h.data_frames().last_mut() else {
            return false;
        };
        frame.exits.push(exit.clone());
        frame.exits.len() as i128
    };
    let b = h.builder();
    let i32t = b.module.i32();
    let c = b.iconst(i32t, code);
    b.store(c, selector);
    b.yield_(&[]);
    h.start_dead_block();
    true
}

/// `init`, `shutdown`, `set` (§2.14.1–§2.14.3) as calls of `__oxacc_device_directive`
/// (docs/abi.md), under the `if` clause: the runtime does what `acc_init[_device]`,
/// `acc_shutdown[_device]`, `acc_set_device_num`/`_type` and `acc_set_default_async` do, and
/// an error names the directive and its line.
pub fn runtime_directive<'m, H: Host<'m>>(
    h: &mut H,
    kind: DK,
    clauses: &[HClause<'m, H>],
    span: Span,
) {
    // `oxacc_device_directive_kind` (docs/abi.md).
    const INIT: i128 = 0;
    const SHUTDOWN: i128 = 1;
    const SET: i128 = 2;
    const SET_DEFAULT_ASYNC: i128 = 3;
    let mut dev: i128 = 1;
    let mut dev_num = None;
    let mut default_async = None;
    let mut cond = None;
    for c in clauses {
        h.set_span(c.span);
        match (&c.args, c.kind) {
            (ClauseArgs::DeviceTypes(n), _) => {
                dev = n.first().map_or(1, |n| device_enum(n));
            }
            (ClauseArgs::Expr(e), ClauseKind::DeviceNum) => dev_num = Some(i32v(h, *e)),
            (ClauseArgs::Expr(e), ClauseKind::DefaultAsync) => default_async = Some(i32v(h, *e)),
            (ClauseArgs::Expr(e), ClauseKind::If) => cond = Some(h.cond_value(*e)),
            _ => {}
        }
    }
    h.set_span(span);
    let end = h.builder().create_block();
    if let Some(c) = cond {
        let b = h.builder();
        let then = b.create_block();
        b.cond_br(c, then, &[], end, &[]);
        b.switch_to_block(then);
    }
    let name = match kind {
        DK::Init => "init",
        DK::Shutdown => "shutdown",
        _ => "set",
    };
    let src = {
        let t = oxacc_oir::acc::srcloc_type(h.builder().module);
        h.entry_alloca(t)
    };
    oxacc_oir::acc::fill_srcloc(h.builder(), src, name);
    let call = |h: &mut H, kind: i128, num: Option<Value>| {
        let (sig, args) = {
            let b = h.builder();
            let i32t = b.module.i32();
            let ptr = b.module.ptr();
            let void = b.module.void();
            let sig = b
                .module
                .func_type(&[i32t, i32t, i32t, i32t, ptr], void, false);
            let kind = b.iconst(i32t, kind);
            let t = b.iconst(i32t, dev);
            let has = b.iconst(i32t, i128::from(num.is_some()));
            let num = num.unwrap_or_else(|| b.iconst(i32t, 0));
            (sig, [kind, t, has, num, src])
        };
        let f = h.runtime_func("__oxacc_device_directive", sig);
        h.builder().call(f, &args);
    };
    match kind {
        DK::Init => call(h, INIT, dev_num),
        DK::Shutdown => call(h, SHUTDOWN, dev_num),
        _ => {
            if dev_num.is_some() || has(clauses, ClauseKind::DeviceType) {
                call(h, SET, dev_num);
            }
            if let Some(q) = default_async {
                call(h, SET_DEFAULT_ASYNC, Some(q));
            }
        }
    }
    h.enter_block(end);
}

/// How a canonical loop's test compares the induction variable with its bound (§2.9.1).
/// Fortran `DO` loops are [`LoopTest::Inclusive`]: the bound is reached in the step's
/// direction, whatever its sign.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LoopTest {
    Lt,
    Le,
    Gt,
    Ge,
    Ne,
    Inclusive,
}

/// A loop dimension `(lower, upper exclusive, step)` from the induction variable's start
/// value, bound and step magnitude, all in OIR integer type `ty`: the step is negated when
/// the loop counts down (`decreasing`), the bound made exclusive by the test.
pub fn loop_dim(
    b: &mut oxacc_oir::FunctionBuilder<'_>,
    ty: TypeId,
    lower: Value,
    bound: Value,
    mut step: Value,
    decreasing: bool,
    test: LoopTest,
) -> LoopDim {
    if decreasing {
        let zero = b.iconst(ty, 0);
        step = b.binary(BinOp::Sub, zero, step);
    }
    let upper = match test {
        LoopTest::Lt | LoopTest::Gt | LoopTest::Ne => bound,
        LoopTest::Le => {
            let one = b.iconst(ty, 1);
            b.binary(BinOp::Add, bound, one)
        }
        LoopTest::Ge => {
            let one = b.iconst(ty, 1);
            b.binary(BinOp::Sub, bound, one)
        }
        LoopTest::Inclusive => {
            // bound + 1 counting up, bound - 1 counting down.
            let zero = b.iconst(ty, 0);
            let up = b.icmp(oxacc_oir::IntCC::Sgt, step, zero);
            let one = b.iconst(ty, 1);
            let minus = b.iconst(ty, -1);
            let delta = b.select(up, one, minus);
            b.binary(BinOp::Add, bound, delta)
        }
    };
    LoopDim { lower, upper, step }
}

/// A compute construct (§2.5): `acc.compute` of `kind` with its lowered clauses; `body`
/// lowers the construct's body inside the region, which is closed by a `yield` when the body
/// leaves it open.
pub fn compute_region<'m, H: Host<'m>>(
    h: &mut H,
    kind: oxacc_oir::ComputeKind,
    clauses: Vec<OClause>,
    span: Span,
    body: impl FnOnce(&mut H),
) {
    directive_region(h, DirectiveKind::Compute(kind), clauses, span, body);
}

/// A directive operation whose region `body` lowers: the operation, its region closed by a
/// `yield` when its code falls off the end, the cursor back after it. `None` for a directive
/// without a region.
pub fn directive_region<'m, H: Host<'m>>(
    h: &mut H,
    kind: DirectiveKind,
    clauses: Vec<OClause>,
    span: Span,
    body: impl FnOnce(&mut H),
) -> Option<oxacc_oir::Inst> {
    h.set_span(span);
    let (inst, entry) = h.builder().directive(kind, clauses);
    let entry = entry?;
    let outer = h.builder().current_block();
    h.builder().switch_to_block(entry);
    body(h);
    if h.is_open() {
        h.set_span(span);
        h.builder().yield_(&[]);
    }
    if let Some(o) = outer {
        h.builder().switch_to_block(o);
    }
    Some(inst)
}

/// A loop construct (§2.9): `acc.loop` with one dimension per associated loop and the loop
/// variables `loop_vars` listed `private` after the other clauses (loop variables are
/// private, §2.9). The region's entry block takes one induction value per dimension, of the
/// types `ivts`; `body` gets them (to store into the loop variables, then lower the body)
/// and must leave the cursor in an open block, which the region's `yield` closes.
#[allow(clippy::too_many_arguments)]
/// A `parallel` region in a target region (OpenMP 4.5 §2.5; [`crate::omp_device::Form`]):
/// `body` is the statement of a `loop vector independent` over the team's threads
/// `0 ≤ t < T` (`omp.__oxacc_omp_team_size`: the gang's threads on the GPU, one where a gang
/// runs in one thread), so that every thread runs it once; `body` gets `t` and `T` (`i32`).
/// `privates`: the region's `private` variables (each thread's own, as the loop's private
/// variables are each lane's, acc-privatize). `bounds`: the region's lowered clauses, of which
/// `firstprivate` and `reduction` are the thread loop's and `num_threads` bound its team (`num_threads(n)`, `if(parallel: c)`, OpenMP 4.5 §2.5.1): then
/// `T` is `omp.__oxacc_omp_team_threads(min(bounds))` (decision 41).
pub fn thread_region<'m, H: Host<'m>>(
    h: &mut H,
    span: Span,
    privates: Vec<oxacc_oir::VarRef>,
    bounds: &[OClause],
    body: impl FnOnce(&mut H, Value, Value),
) {
    h.set_span(span);
    let b = h.builder();
    let i32t = b.module.i32();
    let mut limit: Option<Value> = None;
    for c in bounds {
        if let OClause::NumThreads(v) = c {
            limit = Some(match limit {
                None => *v,
                Some(m) => {
                    let lt = b.icmp(oxacc_oir::IntCC::Slt, *v, m);
                    b.select(lt, *v, m)
                }
            });
        }
    }
    let (query, args) = match limit {
        Some(l) => (oxacc_oir::OmpQuery::TeamThreads, vec![l]),
        None => (oxacc_oir::OmpQuery::TeamSize, Vec::new()),
    };
    let Some(team) = b.intrinsic(oxacc_oir::IntrinsicOp::OmpQuery(query), &args, Some(i32t)) else {
        return;
    };
    let zero = b.iconst(i32t, 0);
    let one = b.iconst(i32t, 1);
    let dim = LoopDim {
        lower: zero,
        upper: team,
        step: one,
    };
    let mut clauses = vec![OClause::Vector(None), OClause::Independent];
    // `firstprivate` and `reduction` of the region (4.5 §2.15.3.4, §2.15.3.6): each thread's
    // copy (initialised from the team's variable; reduced across the threads into it after
    // the region), as a vector loop's are each lane's.
    clauses.extend(
        bounds
            .iter()
            .filter(|c| matches!(c, OClause::FirstPrivate(_) | OClause::Reduction(..)))
            .cloned(),
    );
    loop_region(h, vec![dim], clauses, privates, &[i32t], span, |h, ivs| {
        body(h, ivs[0], team)
    });
}

/// `num_gangs(1)`: the clause that makes an OpenMP target region one team
/// ([`crate::omp_device::Form::OneTeam`], [`crate::omp_device::Form::ComputeThreadRegion`]),
/// whose threads run its parallel region (4.5 §2.10.4: a `target` without `teams` is one
/// team).
pub fn one_team<'m, H: Host<'m>>(h: &mut H) -> OClause {
    let b = h.builder();
    let i32t = b.module.i32();
    OClause::NumGangs(vec![b.iconst(i32t, 1)])
}

/// The runtime entry of the barrier of a team's threads in a target region: `bar.sync` on
/// the GPU (the device back end defines it); nothing on the host, where a team is one thread.
pub const TEAM_BARRIER: &str = oxacc_oir::acc::TEAM_BARRIER;

/// The barrier at the end of a worksharing loop in a [`thread_region`] (OpenMP 4.5 §2.7.1):
/// the threads of the team (`team` of them, the region's `T`) wait for each other. Called only
/// when the team has more than one thread, so that a version of the region that runs a team
/// in one thread (the host back end, one thread per gang on the GPU: `T` is 1 there) never
/// waits for threads that do not exist.
pub fn team_barrier<'m, H: Host<'m>>(h: &mut H, team: Value, span: Span) {
    h.set_span(span);
    let void = h.builder().module.void();
    let sig = h.builder().module.func_type(&[], void, false);
    let f = h.runtime_func(TEAM_BARRIER, sig);
    let b = h.builder();
    let i32t = b.module.i32();
    let one = b.iconst(i32t, 1);
    let many = b.icmp(oxacc_oir::IntCC::Sgt, team, one);
    let wait = b.create_block();
    let done = b.create_block();
    b.cond_br(many, wait, &[], done, &[]);
    b.switch_to_block(wait);
    b.call(f, &[]);
    b.br(done, &[]);
    b.switch_to_block(done);
}

/// Thread `t`'s share of the iterations of `dim` among `team` threads (a worksharing loop in
/// a [`thread_region`], 4.5 §2.7.1): every `team`-th iteration from the `t`-th, `lower +
/// t·step` by `team·step` (a cyclic schedule, which 4.5 §2.7.1 leaves to the implementation
/// without a `schedule` clause).
pub fn thread_share<'m, H: Host<'m>>(h: &mut H, dim: LoopDim, t: Value, team: Value) -> LoopDim {
    let b = h.builder();
    let ty = b.value_type(dim.step);
    // `t` and `team` are small and positive: any width holds them.
    let widen = |b: &mut oxacc_oir::FunctionBuilder<'m>, v: Value| {
        let from = b.module.types.int_width(b.value_type(v));
        let to = b.module.types.int_width(ty);
        match (from, to) {
            (Some(f), Some(w)) if w > f => b.cast(oxacc_oir::CastOp::SExt, v, ty),
            (Some(f), Some(w)) if w < f => b.cast(oxacc_oir::CastOp::Trunc, v, ty),
            _ => v,
        }
    };
    let t = widen(b, t);
    let team = widen(b, team);
    let off = b.binary(BinOp::Mul, t, dim.step);
    let lower = b.binary(BinOp::Add, dim.lower, off);
    let step = b.binary(BinOp::Mul, dim.step, team);
    LoopDim {
        lower,
        upper: dim.upper,
        step,
    }
}

pub fn loop_region<'m, H: Host<'m>>(
    h: &mut H,
    dims: Vec<LoopDim>,
    mut clauses: Vec<OClause>,
    loop_vars: Vec<oxacc_oir::VarRef>,
    ivts: &[TypeId],
    span: Span,
    body: impl FnOnce(&mut H, Vec<Value>),
) {
    clauses.push(OClause::Private(loop_vars));
    h.set_span(span);
    let (_, entry) = h.builder().directive(DirectiveKind::Loop { dims }, clauses);
    let Some(entry) = entry else { return };
    let outer = h.builder().current_block();
    let ivs: Vec<Value> = ivts
        .iter()
        .map(|&t| h.builder().add_block_param(entry, t))
        .collect();
    h.builder().switch_to_block(entry);
    body(h, ivs);
    h.set_span(span);
    h.builder().yield_(&[]);
    if let Some(o) = outer {
        h.builder().switch_to_block(o);
    }
}
