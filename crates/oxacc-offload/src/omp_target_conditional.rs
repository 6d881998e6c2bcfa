//! `lastprivate(conditional: list)` (OpenMP 5.0 §2.19.4.5) on combined target loop
//! constructs, run by the whole league (docs/design.md decision 115, second part): the
//! variable gets the value of the sequentially last iteration *that assigned it*, and keeps
//! its own when none did. As user-defined reductions there (`omp_target_udr`), the construct
//! becomes two compute constructs around buffers of partial results, with no lock, atomic or
//! barrier across teams (a team cannot wait for another; the end of the first construct is
//! where every slot is done):
//!
//! 1. a `parallel` construct (the combined construct's own clauses) whose loop over
//!    [`PARTIALS`] slots is shared among its gangs and threads; slot `c` has a copy of each
//!    variable and a *tag*, and runs its share of the original loop in order with the copy
//!    in place of the variable. Every store to the copy in the loop's body (a store or a
//!    `memcpy`/`memset` whose address is the copy or inside it) is followed by a store of the
//!    iteration's *key* into the tag: the loop's induction values, each times the sign of its
//!    step, which order the iterations of a rectangular nest lexicographically as a
//!    sequential run does. A slot runs its iterations in order, so its copy ends with the
//!    value of its last assigning iteration, whose key the tag holds. Copies and tags go to
//!    the buffers' slot `c` (copied out). Any type works: the value is copied as bytes.
//! 2. a `serial` construct that copies the buffers in and stores into the variable the value
//!    of the slot whose tag is the highest (the variable mapped tofrom with OpenMP's
//!    reference count, 5.0 §2.19.7); slots where no iteration assigned change nothing.
//!
//! The same two constructs run on the GPU and on the host back end (and in a host fallback),
//! so what CI checks on the host is what runs on the device. Before, such a construct ran on
//! one thread of one team.

use oxacc_oir::{
    BinOp, Block, CastOp, Clause as OClause, ComputeKind, DirectiveKind, Inst, InstKind, IntCC,
    MemFlags, TypeId, Value, ValueDef, VarRef,
};
use oxacc_source::Span;
use smol_str::SmolStr;

use crate::host::Host;
use crate::omp_partials::{self, Partials};

/// Slots of partial results, as for user-defined reductions ([`omp_partials::PARTIALS`]).
pub const PARTIALS: i64 = omp_partials::PARTIALS;

/// Collapsed loops a tag orders by; further inner loops count as one iteration (a
/// `collapse` deeper than this is not written in practice).
pub const MAX_KEYS: usize = 8;

/// A `lastprivate(conditional:)` variable: its original's address, its OIR type and name.
pub struct ConditionalVar {
    pub orig: Value,
    pub ty: TypeId,
    pub name: SmolStr,
}

/// The two constructs (see the module documentation; [`omp_partials::two_constructs`]).
/// `kind` and `clauses`: the combined construct's compute construct and lowered clauses;
/// `loop_clauses`: the slot loop's; `combine_clauses`: the combining construct's clauses for
/// the variables (`None`: mapped tofrom, a combined target construct's); `body(h, copies, c,
/// p)` lowers the original loop as slot `c`'s sequential share among `p` slots (`i64`), with
/// each variable at its copy.
#[allow(clippy::too_many_arguments)]
pub fn conditional_partials<'m, H: Host<'m>>(
    h: &mut H,
    vars: &[ConditionalVar],
    kind: ComputeKind,
    clauses: Vec<OClause>,
    loop_clauses: Vec<OClause>,
    combine_clauses: Option<Vec<OClause>>,
    span: Span,
    body: impl FnOnce(&mut H, &[Value], Value, Value),
) {
    h.set_span(span);
    let (i64t, i1t) = (h.builder().module.i64(), h.builder().module.i1());
    let tag_ty = h.builder().module.array(i64t, 1 + MAX_KEYS as u64);
    let mut parts = Vec::new();
    let mut copies = Vec::new();
    for v in vars {
        let vals = omp_partials::buffer(h, v.ty, &v.name, "partial results");
        let tags = omp_partials::buffer(h, tag_ty, &v.name, "partial iterations");
        parts.push((vals, tags));
        let copy = omp_partials::copy(h, v.ty, v.name.clone());
        let tag = omp_partials::copy(h, tag_ty, SmolStr::new(format!("{} (iteration)", v.name)));
        copies.push((copy, tag));
    }
    let buffers: Vec<VarRef> = parts
        .iter()
        .flat_map(|(a, b)| [a.clone(), b.clone()])
        .collect();
    let private: Vec<VarRef> = copies
        .iter()
        .flat_map(|(a, b)| [a.clone(), b.clone()])
        .collect();
    let combine_clauses = combine_clauses.unwrap_or_else(|| {
        vec![omp_partials::tofrom_refcount(
            vars.iter()
                .map(|v| VarRef {
                    var: v.orig,
                    name: v.name.clone(),
                    ty: v.ty,
                    bounds: Vec::new(),
                })
                .collect(),
        )]
    });
    let p = Partials {
        kind,
        clauses,
        loop_clauses,
        buffers,
        copies: private,
        combine_clauses,
        span,
    };
    omp_partials::two_constructs(
        h,
        p,
        |h, c, p| {
            for (_, tag) in &copies {
                // No assignment yet: word 0 of the tag is 0.
                let b = h.builder();
                let z = b.iconst(i64t, 0);
                b.store(z, tag.var);
            }
            let at: Vec<Value> = copies.iter().map(|(r, _)| r.var).collect();
            let mark = h.builder().body.insts.len();
            body(h, &at, c, p);
            let pairs: Vec<(Value, Value)> = copies.iter().map(|(r, t)| (r.var, t.var)).collect();
            let keys_used = mark_assignments(h, mark, &pairs);
            if !h.is_open() {
                return keys_used;
            }
            h.set_span(span);
            for (v, ((copy, tag), (vals, tags))) in vars.iter().zip(copies.iter().zip(&parts)) {
                omp_partials::store_slot(h, v.ty, vals.var, c, copy.var);
                omp_partials::store_slot(h, tag_ty, tags.var, c, tag.var);
            }
            keys_used
        },
        |h, keys_used| {
            let b = h.builder();
            // The best tag so far, per variable (word 0: whether any slot assigned).
            let best: Vec<Value> = vars.iter().map(|_| b.alloca(tag_ty, None)).collect();
            for &t in &best {
                let z = b.iconst(i64t, 0);
                b.store(z, t);
            }
            (best, keys_used.unwrap_or(0))
        },
        |h, (best, keys_used), c| {
            for (k, (v, (vals, tags))) in vars.iter().zip(&parts).enumerate() {
                let b = h.builder();
                let tslot = b.elem_addr(tag_ty, tags.var, c);
                let word = |b: &mut oxacc_oir::FunctionBuilder, base: Value, j: usize| {
                    let off = b.iconst(i64t, 8 * j as i128);
                    let a = b.ptr_add(base, off);
                    (a, b.load(i64t, a))
                };
                let (_, assigned) = word(b, tslot, 0);
                let (_, had) = word(b, best[k], 0);
                let f = b.iconst(i1t, 0);
                let t = b.iconst(i1t, 1);
                // Lexicographically later than the best so far.
                let (mut later, mut same) = (f, t);
                for j in 1..=(*keys_used).min(MAX_KEYS) {
                    let (_, mine) = word(b, tslot, j);
                    let (_, theirs) = word(b, best[k], j);
                    let gt = b.icmp(IntCC::Sgt, mine, theirs);
                    let eq = b.icmp(IntCC::Eq, mine, theirs);
                    let here = b.binary(BinOp::And, same, gt);
                    later = b.binary(BinOp::Or, later, here);
                    same = b.binary(BinOp::And, same, eq);
                }
                let z = b.iconst(i64t, 0);
                let some = b.icmp(IntCC::Ne, assigned, z);
                let first = b.icmp(IntCC::Eq, had, z);
                let better = b.binary(BinOp::Or, first, later);
                let take = b.binary(BinOp::And, some, better);
                let (yes, after) = (b.create_block(), b.create_block());
                b.cond_br(take, yes, &[], after, &[]);
                b.switch_to_block(yes);
                let tlen = b.iconst(i64t, 8 * (1 + MAX_KEYS as i128));
                b.memcpy(best[k], tslot, tlen);
                let slot = b.elem_addr(v.ty, vals.var, c);
                let size = b.module.types.size_of(v.ty);
                let len = b.iconst(i64t, i128::from(size));
                b.memcpy(v.orig, slot, len);
                b.br(after, &[]);
                b.switch_to_block(after);
            }
        },
    );
}

/// Whether `v` is the address `base` or an address computed from it (a member, element or
/// byte offset of the copy).
fn derived_from(body: &oxacc_oir::Body, mut v: Value, base: Value) -> bool {
    for _ in 0..64 {
        if v == base {
            return true;
        }
        let ValueDef::Inst(i) = body.values[v.index()].def else {
            return false;
        };
        v = match body.inst(i).kind {
            InstKind::PtrAdd { ptr, .. }
            | InstKind::ElemAddr { ptr, .. }
            | InstKind::FieldAddr { ptr, .. } => ptr,
            _ => return false,
        };
    }
    false
}

/// After the slot's body was lowered (instructions from `mark` on): the first loop it made
/// is the original loop; every store into a copy inside that loop is followed by stores of
/// the iteration's key into the copy's tag (word 0 = 1, words 1.. = the keys). Returns how
/// many keys the tags hold.
fn mark_assignments<'m, H: Host<'m>>(h: &mut H, mark: usize, vars: &[(Value, Value)]) -> usize {
    let b = h.builder();
    // The instructions made since `mark` that are placed in a block, in creation order.
    let mut made: Vec<Inst> = b
        .body
        .blocks
        .iter()
        .flat_map(|bd| bd.insts.iter().copied())
        .filter(|i| i.index() >= mark)
        .collect();
    made.sort_by_key(|i| i.index());
    let loop_op = made.iter().copied().find(|&i| {
        matches!(&b.body.inst(i).kind, InstKind::Directive(d)
            if matches!(d.kind, DirectiveKind::Loop { .. }) && d.region.is_some())
    });
    let Some(loop_op) = loop_op else {
        return 0;
    };
    let InstKind::Directive(d) = &b.body.inst(loop_op).kind else {
        return 0;
    };
    let (region, dims) = match (&d.region, &d.kind) {
        (Some(r), DirectiveKind::Loop { dims }) => (*r, dims.clone()),
        _ => return 0,
    };
    let Some(&entry) = b.body.region(region).blocks.first() else {
        return 0;
    };
    let ivs = b.body.block(entry).params.clone();
    let nkeys = ivs.len().min(dims.len()).min(MAX_KEYS);
    // The stores to mark: inside the loop's region (at any depth).
    let inside = |body: &oxacc_oir::Body, blk: Block| {
        let mut r = body.block_region(blk);
        while let Some(reg) = r {
            if reg == region {
                return true;
            }
            r = body
                .region_parent(reg)
                .and_then(|op| body.inst(op).block)
                .and_then(|pb| body.block_region(pb));
        }
        false
    };
    let mut sites: Vec<(Inst, usize)> = Vec::new();
    for &i in &made {
        let data = b.body.inst(i);
        let Some(blk) = data.block else { continue };
        let addr = match data.kind {
            InstKind::Store { ptr, .. } => ptr,
            InstKind::Memcpy { dst, .. } | InstKind::Memset { dst, .. } => dst,
            _ => continue,
        };
        if let Some(k) = vars
            .iter()
            .position(|&(copy, _)| derived_from(&b.body, addr, copy))
        {
            if inside(&b.body, blk) {
                sites.push((i, k));
            }
        }
    }
    if sites.is_empty() {
        return nkeys;
    }
    let (i64t, i1t) = (b.module.i64(), b.module.i1());
    let loc = b.body.inst(loop_op).loc;
    // The keys, at the top of the loop's body: each induction value (as i64) times the sign
    // of its step; and the tag words' addresses.
    let mut top: Vec<Inst> = Vec::new();
    let mut new = |b: &mut oxacc_oir::FunctionBuilder, kind: InstKind, ty: Option<TypeId>| {
        let i = b.body.new_inst(kind, ty, loc);
        top.push(i);
        b.body.inst(i).result
    };
    let one = new(b, InstKind::IConst(1), Some(i64t)).expect("value");
    let minus = new(b, InstKind::IConst(-1), Some(i64t)).expect("value");
    let mut keys = Vec::new();
    for (&iv, dim) in ivs.iter().zip(&dims).take(nkeys) {
        let ty = b.body.values[iv.index()].ty;
        let zero = new(b, InstKind::IConst(0), Some(ty)).expect("value");
        let up = new(
            b,
            InstKind::ICmp {
                cc: IntCC::Sgt,
                lhs: dim.step,
                rhs: zero,
            },
            Some(i1t),
        )
        .expect("value");
        let sign = new(
            b,
            InstKind::Select {
                cond: up,
                then_val: one,
                else_val: minus,
            },
            Some(i64t),
        )
        .expect("value");
        let wide = if b.module.types.size_of(ty) < 8 {
            new(
                b,
                InstKind::Cast {
                    op: CastOp::SExt,
                    arg: iv,
                },
                Some(i64t),
            )
            .expect("value")
        } else {
            iv
        };
        let key = new(
            b,
            InstKind::Binary {
                op: BinOp::Mul,
                lhs: wide,
                rhs: sign,
                nsw: false,
            },
            Some(i64t),
        )
        .expect("value");
        keys.push(key);
    }
    let ptr = b.module.ptr();
    let mut words: Vec<Vec<Value>> = Vec::new();
    for &(_, tag) in vars {
        let mut w = Vec::new();
        for j in 0..=nkeys {
            let off = new(b, InstKind::IConst(8 * j as i128), Some(i64t)).expect("value");
            let a = new(
                b,
                InstKind::PtrAdd {
                    ptr: tag,
                    offset: off,
                },
                Some(ptr),
            )
            .expect("value");
            w.push(a);
        }
        words.push(w);
    }
    for (pos, &i) in top.iter().enumerate() {
        b.body.insts[i.index()].block = Some(entry);
        b.body.blocks[entry.index()].insts.insert(pos, i);
    }
    for (site, k) in sites {
        let Some(blk) = b.body.inst(site).block else {
            continue;
        };
        let Some(pos) = b.body.block(blk).insts.iter().position(|&x| x == site) else {
            continue;
        };
        let mut stores = vec![(one, words[k][0])];
        stores.extend(
            keys.iter()
                .enumerate()
                .map(|(j, &key)| (key, words[k][j + 1])),
        );
        for (n, (value, at)) in stores.into_iter().enumerate() {
            let st = b.body.new_inst(
                InstKind::Store {
                    value,
                    ptr: at,
                    flags: MemFlags::default(),
                },
                None,
                loc,
            );
            b.body.insts[st.index()].block = Some(blk);
            b.body.blocks[blk.index()].insts.insert(pos + 1 + n, st);
        }
    }
    nkeys
}
