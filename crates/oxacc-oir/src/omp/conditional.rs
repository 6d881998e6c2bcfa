//! `lastprivate(conditional: list)` on a worksharing loop (OpenMP 5.0 §2.19.4.5): the
//! variable gets the value of the sequentially last iteration *that assigned it*, and keeps
//! its own when none did. Each thread has its private copy (as for `lastprivate`) and a tag,
//! the logical number of the last iteration in which the thread stored to the copy (-1: none;
//! every store instruction to the copy in the loop's body is followed by a store of the
//! iteration's number, which gcc's and clang's instrumentation of assignments amounts to).
//! After its share each thread compares its tag with the team's, in a critical section,
//! and the higher one's value is the variable's. The team's tag lives in the frame of the
//! thread that published it through `__kmpc_copyprivate` (libomp's broadcast of one
//! thread's pointer to the team, with its barriers), so that nested teams running the same
//! loop each have theirs; the loop then ends with a barrier even under `nowait`, which keeps
//! that frame alive until every thread has compared.

use super::lower::{call_loc_gtid, critical_lock, in_critical, kmpc};
use crate::acc::{entry_of, inst_pos, region_insts_deep, Ed};
use crate::directive::VarRef;
use crate::entity::{Region, Value};
use crate::inst::{BinOp, InstKind, IntCC};

/// The tags of a loop's conditional lastprivate variables.
pub(super) struct Conditional {
    /// Each variable, its private copy and the thread's tag (an i64 slot).
    vars: Vec<(VarRef, Value, Value)>,
    /// The slot holding the address of the team's tags, one per variable.
    team_tag: Value,
}

/// Before the loop, in every thread of the team: the tags at -1 and the team's tag shared.
pub(super) fn begin(
    ed: &mut Ed,
    loc: Value,
    g: Value,
    vars: &[(VarRef, Value)],
    owner: &str,
) -> Option<Conditional> {
    if vars.is_empty() {
        return None;
    }
    let (ptr, i32t, i64t) = (ed.m.ptr(), ed.m.i32(), ed.m.i64());
    let none = ed.i64c(-1);
    let mut out = Vec::new();
    for (v, copy) in vars {
        let tag = ed.entry_alloca(i64t);
        ed.store(none, tag);
        out.push((v.clone(), *copy, tag));
    }
    // The team's tags (one per variable): thread 0 publishes the address of its own; the
    // others copy it.
    let arr = ed.m.array(i64t, vars.len() as u64);
    let mine = ed.entry_alloca(arr);
    for k in 0..vars.len() {
        ed.store_at(none, mine, 8 * k as i128);
    }
    let team_tag = ed.entry_alloca(ptr);
    ed.store(mine, team_tag);
    let num = kmpc(ed, "omp_get_thread_num", &[], i32t);
    let t = ed.call(num, &[]).expect("i32");
    let zero = ed.i32c(0);
    let first = ed.icmp(IntCC::Eq, t, zero);
    let did = ed.cast(crate::inst::CastOp::ZExt, first, i32t);
    let didit = ed.entry_alloca(i32t);
    ed.store(did, didit);
    let slot = VarRef {
        var: team_tag,
        name: "omp.conditional.team".into(),
        ty: ptr,
        bounds: Vec::new(),
    };
    super::task::copyprivate(ed, loc, g, &[slot], didit, owner);
    Some(Conditional {
        vars: out,
        team_tag,
    })
}

/// After every store to a copy in the loop's body `r` (before it is inlined): the tag gets
/// the logical number of the iteration, from the body's induction variables (its entry's
/// parameters) and the flattened space's `lows`, `steps` and `trips`.
pub(super) fn mark_stores(
    ed: &mut Ed,
    r: Region,
    c: &Conditional,
    lows: &[Value],
    steps: &[Value],
    trips: &[Value],
) {
    let ivs = ed.b.block(entry_of(ed.b, r)).params.clone();
    let stores: Vec<_> = region_insts_deep(ed.b, r)
        .into_iter()
        .filter_map(|i| match ed.b.inst(i).kind {
            InstKind::Store { ptr, .. } => c
                .vars
                .iter()
                .find(|(_, copy, _)| *copy == ptr)
                .map(|&(_, _, tag)| (i, tag)),
            _ => None,
        })
        .collect();
    let (blk, pos) = (ed.blk, ed.pos);
    for (i, tag) in stores {
        let (b, p) = inst_pos(ed.b, i);
        ed.at(b, p + 1);
        ed.loc = ed.b.inst(i).loc;
        let mut k = ed.i64c(0);
        for (d, &iv) in ivs.iter().enumerate().take(lows.len()) {
            let iv = ed.int_to(iv, 64);
            let off = ed.bin(BinOp::Sub, iv, lows[d]);
            let n = ed.bin(BinOp::SDiv, off, steps[d]);
            let scaled = ed.bin(BinOp::Mul, k, trips[d]);
            k = ed.bin(BinOp::Add, scaled, n);
        }
        ed.store(k, tag);
    }
    ed.at(blk, pos);
}

/// After the thread's share: the thread whose tag is the highest so far stores its copy.
pub(super) fn end(ed: &mut Ed, loc: Value, g: Value, c: &Conditional) {
    let (ptr, i64t) = (ed.m.ptr(), ed.m.i64());
    let lock = critical_lock(ed.m, ".omp.lastprivate_conditional");
    in_critical(ed, loc, g, lock, |ed| {
        for (k, (v, copy, tag)) in c.vars.iter().enumerate() {
            let base = ed.load(ptr, c.team_tag);
            let team = ed.ptradd(base, 8 * k as i128);
            let mine = ed.load(i64t, *tag);
            let best = ed.load(i64t, team);
            let later = ed.icmp(IntCC::Sgt, mine, best);
            let store = ed.block_after(ed.blk);
            let rest = ed.block_after(store);
            ed.condbr(later, store, &[], rest, &[]);
            ed.at_end(store);
            ed.store(mine, team);
            let val = ed.load(v.ty, *copy);
            ed.store(val, v.var);
            ed.br(rest, &[]);
            ed.at_end(rest);
        }
    });
    // The team's tag is in a thread's frame: no thread leaves before all have compared.
    call_loc_gtid(ed, "__kmpc_barrier", loc, g);
}
