//! `acc-collapse-nests`: a gang loop whose body is exactly one vector loop, both over
//! independent iterations, becomes one `collapse(2)` loop (decision 87, docs/gpu.md "Nests
//! of a gang loop and a vector loop").
//!
//! CloverLeaf and TeaLeaf write their 2-D loops as two `loop independent` directives in a
//! `kernels` region, others `parallel loop gang` around `loop vector`. Scheduled as written,
//! the gang loop's rows get a warp each (decision 78) and 4,096 warps walk 4,096 rows at once
//! across the whole array; the same nest written `collapse(2)` takes the tiled walk (8 rows ×
//! 32 points a block, CUDA's 2-D blocks) and sweeps the array in a band: kernels_app's update
//! kernel 292 → 258 µs on an H200 (CUDA 248). Both forms run the same iterations: OpenACC
//! 3.3 §2.9.9 (`independent`) and §2.9.6 (loops of a `parallel` construct are independent)
//! let the iterations of both loops run in any order, and a `collapse(2)` loop is the
//! iteration space of the two loops (§2.9.1), so the nest may run as one.
//!
//! A nest qualifies when
//! - it is a loop of a `parallel` or `kernels` construct (not OpenMP's: its teams keep their
//!   shape) with no loop directive around it, and no clause of the construct fixes workers;
//! - both loops are one-dimensional and their clauses are only `private`, `reduction` of
//!   scalars (the same reductions on both, §2.9.11 asks for them on each loop of the nest;
//!   an array's keeps decision 73's path), `independent`
//!   (required in `kernels`, where a loop is independent only when it says so or the
//!   dependence test proves it), a plain `gang` on the outer and a plain `vector` on the
//!   inner loop: no `seq`, `auto`, `worker`, `tile`, `collapse`, `device_type` or arguments;
//! - between the loops there is only the store of the outer loop variable and the inner
//!   loop's bounds: pure arithmetic, loads of variables (locals, dummy arguments, globals)
//!   that the nest does not store to, and invariant loads from them (a Fortran descriptor's
//!   extents: `size(a, 1)`). Those move before the nest. No iteration of an
//!   independent loop may change what another iteration reads, so every iteration of the
//!   outer loop reads the same bounds: the inner loop is rectangular. A bound computed from
//!   the outer loop variable (a triangular nest, CSR's `rp[i]..rp[i + 1]`) stops it: the
//!   tiled walk needs the trip counts before it starts.
//!
//! `OXACC_NEST_COLLAPSE=0` at compile time keeps such nests as written (for A/B).

use super::*;
use crate::directive::{ComputeKind, ReductionOp};
use crate::pass::Pass;

pub struct CollapseNests;

/// The environment variable that keeps gang/vector nests as written (`0`).
pub const NEST_COLLAPSE_ENV: &str = "OXACC_NEST_COLLAPSE";

impl Pass for CollapseNests {
    fn name(&self) -> &'static str {
        "acc-collapse-nests"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        if std::env::var_os(NEST_COLLAPSE_ENV).is_some_and(|v| v == "0") {
            return Ok(());
        }
        for_each_body(m, |m, _f, body| {
            for c in directives_in(body, Body::BODY_REGION) {
                let kind = match &dir(body, c).kind {
                    DirectiveKind::Compute(k @ (ComputeKind::Parallel | ComputeKind::Kernels)) => {
                        *k
                    }
                    _ => continue,
                };
                if !construct_allows(dir(body, c)) {
                    continue;
                }
                let r = region_of(body, c).expect("compute region");
                for l in directives_in(body, r) {
                    // Only loops with no loop directive around them in the construct.
                    if ancestors(body, l).first() != Some(&c)
                        || !is_dir(body, l, |k| matches!(k, DirectiveKind::Loop { .. }))
                    {
                        continue;
                    }
                    if let Some(nest) = qualifies(m, body, l, kind == ComputeKind::Kernels) {
                        let (outer, inner) = (body.inst(l).loc, body.inst(nest.inner).loc);
                        merge(body, &nest);
                        remark(
                            m,
                            outer,
                            format!(
                                "loop at {}:{} and its inner loop at {}:{} run as one collapse(2) loop (rectangular nest of independent loops)",
                                outer.line, outer.col, inner.line, inner.col
                            ),
                        );
                    }
                }
            }
            Ok(())
        })
    }
}

/// Clauses of the construct that leave the nest's shape to the compiler: workers fixed by
/// the program, and OpenMP's teams, keep the loops as written.
fn construct_allows(d: &DirectiveOp) -> bool {
    d.clauses.iter().all(|c| {
        !matches!(
            c,
            Clause::NumWorkers(_)
                | Clause::NumThreads(_)
                | Clause::ThreadLimit(_)
                | Clause::DefaultMapScalarFirstprivate
                | Clause::OmpImplicit(_)
                | Clause::DeviceType(_)
        )
    })
}

/// A nest that qualifies: the outer loop, the inner one, and the instructions between them
/// that move before the nest.
struct Nest {
    outer: Inst,
    inner: Inst,
    hoist: Vec<Inst>,
}

#[derive(PartialEq)]
enum Role {
    Outer,
    Inner,
}

/// The reductions of loop `l` if its clauses allow the merge in `role`.
fn clauses_allow(
    m: &Module,
    body: &Body,
    l: Inst,
    role: Role,
    kernels: bool,
) -> Option<Vec<(ReductionOp, Value)>> {
    let mut independent = false;
    let mut reductions = Vec::new();
    for c in &dir(body, l).clauses {
        match c {
            Clause::Private(_) => {}
            // Scalars only: an array's reduction over a gang loop and its vector loop has its
            // own path (decision 73: the vector loop's copy is one block per gang).
            Clause::Reduction(op, vs)
                if vs.iter().all(|v| {
                    v.bounds.is_empty()
                        && matches!(
                            m.types.kind(v.ty),
                            TypeKind::Int(_)
                                | TypeKind::F16
                                | TypeKind::F32
                                | TypeKind::F64
                                | TypeKind::F80
                                | TypeKind::F128
                        )
                }) =>
            {
                reductions.extend(vs.iter().map(|v| (*op, v.var)))
            }
            Clause::Independent => independent = true,
            Clause::Gang {
                num: None,
                dim: None | Some(1),
                static_: None,
            } if role == Role::Outer => {}
            Clause::Vector(None) if role == Role::Inner => {}
            _ => return None,
        }
    }
    (independent || !kernels).then_some(reductions)
}

fn one_dim(body: &Body, l: Inst) -> Option<crate::directive::LoopDim> {
    match &dir(body, l).kind {
        DirectiveKind::Loop { dims } if dims.len() == 1 => Some(dims[0]),
        _ => None,
    }
}

/// Whether `l` is the outer loop of a nest that may run as one `collapse(2)` loop (the module
/// documentation).
fn qualifies(m: &Module, body: &Body, l: Inst, kernels: bool) -> Option<Nest> {
    one_dim(body, l)?;
    let outer_red = clauses_allow(m, body, l, Role::Outer, kernels)?;
    let r1 = region_of(body, l)?;
    let blocks = &body.region(r1).blocks;
    let e1 = blocks[0];
    let iv = *body.block(e1).params.first()?;
    let insts = &body.block(e1).insts;
    let (&term, rest) = insts.split_last()?;
    let (&inner, between) = rest.split_last()?;
    if !is_dir(body, inner, |k| matches!(k, DirectiveKind::Loop { .. })) {
        return None;
    }
    one_dim(body, inner)?;
    let mut inner_red = clauses_allow(m, body, inner, Role::Inner, kernels)?;
    let mut outer_red = outer_red;
    outer_red.sort_by_key(|&(op, v)| (v, format!("{op:?}")));
    inner_red.sort_by_key(|&(op, v)| (v, format!("{op:?}")));
    if outer_red != inner_red {
        return None;
    }
    // After the inner loop: the end of the iteration, directly or through one block.
    match &body.inst(term).kind {
        InstKind::Yield(_) if blocks.len() == 1 => {}
        InstKind::Br(bc)
            if blocks.len() == 2
                && bc.block == blocks[1]
                && body.block(bc.block).insts.len() == 1
                && matches!(
                    body.terminator(bc.block).map(|t| &body.inst(t).kind),
                    Some(InstKind::Yield(_))
                ) => {}
        _ => return None,
    }
    // The inner loop's entry is entered only from its loop.
    let r2 = region_of(body, inner)?;
    let e2 = entry_of(body, r2);
    if body.region(r2).blocks.iter().any(|&b| {
        body.terminator(b)
            .is_some_and(|t| body.inst(t).kind.successors().contains(&e2))
    }) {
        return None;
    }
    let nest_insts = region_insts_deep(body, r1);
    let stored_in_nest: HashSet<Value> = nest_insts
        .iter()
        .filter_map(|&i| match &body.inst(i).kind {
            InstKind::Store { ptr, .. } => Some(*ptr),
            _ => None,
        })
        .collect();
    let mut hoist = Vec::new();
    for &i in between {
        let k = &body.inst(i).kind;
        let uses_iv = k.operands().contains(&iv);
        match k {
            InstKind::Store { value, .. } if *value == iv => continue,
            InstKind::Load { ptr, flags }
                if !uses_iv
                    && !flags.volatile
                    && flags.atomic.is_none()
                    && ((variable(body, *ptr) && !stored_in_nest.contains(ptr))
                        || (flags.invariant && variable(body, super::spmd::root(body, *ptr)))) => {}
            k if !uses_iv && implicit::cloneable(k) => {}
            _ => return None,
        }
        hoist.push(i);
    }
    Some(Nest {
        outer: l,
        inner,
        hoist,
    })
}

/// Whether `p` is the address of a variable: a local, a dummy argument (a parameter of the
/// function), a global. Such a load may run before a loop that might not have run it.
fn variable(body: &Body, p: Value) -> bool {
    match body.values[p.index()].def {
        ValueDef::Param(b, _) => b == entry_of(body, Body::BODY_REGION),
        ValueDef::Inst(i) => matches!(
            body.inst(i).kind,
            InstKind::Alloca { count: None, .. } | InstKind::GlobalAddr(_)
        ),
    }
}

/// Rewrites the nest as one loop of two dimensions, in the form the front ends give a
/// `collapse(2)` loop: the bounds before it, the entry block taking both loop variables and
/// storing them, then the inner loop's body.
fn merge(body: &mut Body, nest: &Nest) {
    let (outer, inner) = (nest.outer, nest.inner);
    for &i in &nest.hoist {
        remove_inst(body, i);
        let (b, pos) = inst_pos(body, outer);
        insert_inst(body, b, pos, i);
    }
    let d1 = one_dim(body, outer).expect("outer loop");
    let d2 = one_dim(body, inner).expect("inner loop");
    let r1 = region_of(body, outer).expect("outer region");
    let r2 = region_of(body, inner).expect("inner region");
    let e1 = entry_of(body, r1);
    let e2 = entry_of(body, r2);

    // The outer loop's region keeps only its entry block, which ends in the inner loop.
    for b in body.regions[r1.index()].blocks.split_off(1) {
        for i in std::mem::take(&mut body.blocks[b.index()].insts) {
            body.insts[i.index()].block = None;
        }
        body.blocks[b.index()].region = None;
    }
    let term = body.terminator(e1).expect("terminator");
    remove_inst(body, term);
    remove_inst(body, inner);

    // The inner loop variable becomes the entry's second parameter.
    let iv2 = body.blocks[e2.index()].params[0];
    body.values[iv2.index()].def = ValueDef::Param(e1, 1);
    body.blocks[e1.index()].params.push(iv2);
    body.blocks[e2.index()].params.clear();
    for i in std::mem::take(&mut body.blocks[e2.index()].insts) {
        body.insts[i.index()].block = Some(e1);
        body.blocks[e1.index()].insts.push(i);
    }
    let rest: Vec<Block> = body.regions[r2.index()].blocks.drain(..).collect();
    body.regions[r2.index()].parent = None;
    body.blocks[e2.index()].region = None;
    for &b in &rest[1..] {
        body.blocks[b.index()].region = Some(r1);
        body.regions[r1.index()].blocks.push(b);
    }

    let inner_clauses = dir(body, inner).clauses.clone();
    let d = dir_mut(body, outer);
    d.kind = DirectiveKind::Loop { dims: vec![d1, d2] };
    let has_gang = d.clauses.iter().any(|c| matches!(c, Clause::Gang { .. }));
    for c in inner_clauses {
        match c {
            Clause::Private(vs) => match d.clauses.iter_mut().find_map(|c| match c {
                Clause::Private(p) => Some(p),
                _ => None,
            }) {
                Some(p) => p.extend(vs),
                None => d.clauses.push(Clause::Private(vs)),
            },
            // The outer loop of a `parallel` construct with no level clause is a gang loop
            // (acc-schedule); with the inner `vector` on the merged loop it must say so.
            Clause::Vector(None) => {
                if !has_gang {
                    d.clauses.push(Clause::Gang {
                        num: None,
                        dim: None,
                        static_: None,
                    });
                }
                d.clauses.push(Clause::Vector(None));
            }
            // The same reductions are on the outer loop; `independent` too in `kernels`.
            _ => {}
        }
    }
}
