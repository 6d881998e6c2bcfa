//! OpenMP teams with fewer threads than run them (docs/design.md decision 41): `thread_limit`
//! (4.5 §2.10.7), `num_threads` and `if(parallel: c)` (4.5 §2.5.1) bound the threads of a team
//! in a target region, which on the GPU are the threads of a block (whole warps, at least 32).
//! The front ends leave the bounds as clauses: `num_threads(n)` on a thread loop (its team) and
//! `num_threads(n)`/`thread_limit(n)` on a compute construct (every team of its region).
//! [`fold_limits`] turns them into one value per thread loop, `omp.__oxacc_omp_team_threads(
//! min(bounds))` (`OmpQuery::TeamThreads`: what a team of at most that many threads has where
//! the code runs), kept as the loop's `num_threads(a)`, which `acc-outline` honours on the GPU:
//! lanes from `a` on run none of the loop's iterations, and `omp_get_num_threads()` in the loop
//! answers `a` ([`answer_team_queries`]). Without such a clause nothing changes: full-warp
//! teams keep their code.

use super::{
    ancestors, def_kind, dir, dir_mut, inst_pos, is_dir, region_insts_deep, remove_inst,
    replace_uses_in_region, schedule, Ed,
};
use crate::directive::{Clause, DirectiveKind};
use crate::{Body, Inst, InstKind, IntCC, IntrinsicOp, Module, OmpQuery, Region, Value};

/// `void __oxacc_omp_team_barrier(void)`: the barrier of a team's threads in a target region
/// (the whole gang; `oxacc_offload::lower::team_barrier` calls it, the back ends define it).
pub const TEAM_BARRIER: &str = "__oxacc_omp_team_barrier";
/// `void __oxacc_omp_team_barrier_part(i32 team)`: the barrier of a team of `team` threads
/// narrower than its gang ([`TEAM_BARRIER`] in a team [`fold_limits`] bounds), which the other
/// threads of the gang do not join.
pub const TEAM_BARRIER_PART: &str = "__oxacc_omp_team_barrier_part";

fn team_threads(ed: &mut Ed, limit: Value) -> Value {
    let i32t = ed.m.i32();
    ed.val(
        InstKind::Intrinsic {
            op: IntrinsicOp::OmpQuery(OmpQuery::TeamThreads),
            args: vec![limit],
        },
        i32t,
    )
}

/// The smallest of `vs` (i32, at least one).
fn min_of(ed: &mut Ed, vs: &[Value]) -> Value {
    let mut m = ed.int_to(vs[0], 32);
    for &v in &vs[1..] {
        let v = ed.int_to(v, 32);
        let lt = ed.icmp(IntCC::Slt, v, m);
        m = ed.select(lt, v, m);
    }
    m
}

/// Whether `v` is what the threads of a team number (the trip count of a `parallel` region's
/// thread loop, `oxacc_offload::lower::thread_region`).
fn is_team_size(body: &Body, v: Value) -> bool {
    matches!(
        def_kind(body, v),
        Some(InstKind::Intrinsic {
            op: IntrinsicOp::OmpQuery(OmpQuery::TeamSize | OmpQuery::TeamThreads),
            ..
        })
    )
}

/// The OpenMP intrinsics `q` of region `r`, with the instruction and its result.
fn queries(body: &Body, r: Region, q: OmpQuery) -> Vec<(Inst, Value)> {
    region_insts_deep(body, r)
        .into_iter()
        .filter(|&i| {
            matches!(body.inst(i).kind,
                InstKind::Intrinsic { op: IntrinsicOp::OmpQuery(k), .. } if k == q)
        })
        .filter_map(|i| body.inst(i).result.map(|v| (i, v)))
        .collect()
}

/// Folds the team bounds of compute construct `c` and of the loops of its region into the
/// `num_threads(a)` of each thread loop (see the module documentation), before acc-outline
/// captures the region's values (the bounds are the construct's, computed before it). The
/// construct's `num_threads`/`thread_limit` clauses are taken off; the result is its
/// `thread_limit`, which also sizes the launch (`device::thread_gangs`).
pub(crate) fn fold_limits(m: &mut Module, body: &mut Body, c: Inst) -> Option<Value> {
    let d = dir(body, c);
    let r = d.region?;
    let loc = body.inst(c).loc;
    let outer: Vec<Value> = d
        .clauses
        .iter()
        .filter_map(|cl| match cl {
            Clause::NumThreads(v) | Clause::ThreadLimit(v) => Some(*v),
            _ => None,
        })
        .collect();
    let thread_limit = d.clauses.iter().find_map(|cl| match cl {
        Clause::ThreadLimit(v) => Some(*v),
        _ => None,
    });
    dir_mut(body, c)
        .clauses
        .retain(|cl| !matches!(cl, Clause::NumThreads(_) | Clause::ThreadLimit(_)));
    // The threads of the region's parallel regions (the trip counts of their thread loops).
    if !outer.is_empty() {
        for (i, _) in queries(body, r, OmpQuery::TeamThreads) {
            let (b, pos) = inst_pos(body, i);
            let InstKind::Intrinsic { args, .. } = &body.inst(i).kind else {
                continue;
            };
            let mut all = vec![args[0]];
            all.extend_from_slice(&outer);
            let mut ed = Ed::new(m, body, b, pos, loc);
            let lim = min_of(&mut ed, &all);
            if let InstKind::Intrinsic { args, .. } = &mut body.insts[i.index()].kind {
                args[0] = lim;
            }
        }
        for (i, old) in queries(body, r, OmpQuery::TeamSize) {
            let (b, pos) = inst_pos(body, i);
            let mut ed = Ed::new(m, body, b, pos, loc);
            let lim = min_of(&mut ed, &outer);
            let v = team_threads(&mut ed, lim);
            replace_uses_in_region(body, r, old, v);
            remove_inst(body, i);
        }
    }
    // `omp_get_thread_limit()` in the region: the construct's limit (4.5 §3.2.13).
    if let Some(tl) = thread_limit {
        for (i, old) in queries(body, r, OmpQuery::ThreadLimit) {
            let (b, pos) = inst_pos(body, i);
            let mut ed = Ed::new(m, body, b, pos, loc);
            let v = team_threads(&mut ed, tl);
            replace_uses_in_region(body, r, old, v);
            remove_inst(body, i);
        }
    }
    // Each loop: one `num_threads(a)` on a thread loop, none elsewhere (a loop that is not
    // shared among threads runs in one; a worker loop's team is its workers, which keep
    // their number for now).
    let loops: Vec<Inst> = region_insts_deep(body, r)
        .into_iter()
        .filter(|&i| is_dir(body, i, |k| matches!(k, DirectiveKind::Loop { .. })))
        .collect();
    for l in loops {
        let own: Vec<Value> = dir(body, l)
            .clauses
            .iter()
            .filter_map(|cl| match cl {
                Clause::NumThreads(v) => Some(*v),
                _ => None,
            })
            .collect();
        dir_mut(body, l)
            .clauses
            .retain(|cl| !matches!(cl, Clause::NumThreads(_)));
        if !schedule::is_thread_loop(body, l) {
            continue;
        }
        let upper = match &dir(body, l).kind {
            DirectiveKind::Loop { dims } => dims.first().map(|d| d.upper),
            _ => None,
        };
        let a = match upper {
            // A parallel region's thread loop: its trip count is its team (folded above, or
            // bounded by the front end's `TeamThreads` of the region's own clauses).
            Some(t) if is_team_size(body, t) => {
                let limited = matches!(
                    def_kind(body, t),
                    Some(InstKind::Intrinsic {
                        op: IntrinsicOp::OmpQuery(OmpQuery::TeamThreads),
                        ..
                    })
                );
                if !limited {
                    continue;
                }
                t
            }
            _ => {
                let mut all = own;
                all.extend_from_slice(&outer);
                if all.is_empty() {
                    continue;
                }
                let (b, pos) = inst_pos(body, l);
                let mut ed = Ed::new(m, body, b, pos, loc);
                let lim = min_of(&mut ed, &all);
                team_threads(&mut ed, lim)
            }
        };
        dir_mut(body, l).clauses.push(Clause::NumThreads(a));
        part_barriers(m, body, l, a);
    }
    thread_limit
}

/// The team barriers of thread loop `l` of a team of `a` threads (not of a loop nested in it)
/// wait for those threads only ([`TEAM_BARRIER_PART`]).
fn part_barriers(m: &mut Module, body: &mut Body, l: Inst, a: Value) {
    let Some(r) = dir(body, l).region else { return };
    let Some(whole) = m.func_by_name(TEAM_BARRIER) else {
        return;
    };
    let calls: Vec<Inst> = region_insts_deep(body, r)
        .into_iter()
        .filter(|&i| matches!(body.inst(i).kind, InstKind::Call { callee, .. } if callee == whole))
        .filter(|&i| innermost_team_loop(body, i) == Some(l))
        .collect();
    if calls.is_empty() {
        return;
    }
    let (i32t, void) = (m.i32(), m.void());
    let part = super::runtime_fn(m, TEAM_BARRIER_PART, &[i32t], void);
    for i in calls {
        body.insts[i.index()].kind = InstKind::Call {
            callee: part,
            args: vec![a],
        };
    }
}

/// The innermost thread or worker loop around instruction `i`.
fn innermost_team_loop(body: &Body, i: Inst) -> Option<Inst> {
    ancestors(body, i)
        .into_iter()
        .find(|&p| schedule::is_thread_loop(body, p) || schedule::is_worker_loop(body, p))
}

/// The threads a thread loop `l` of a device version runs on when it is an OpenMP team
/// narrower than its group ([`fold_limits`]): its `num_threads(a)`.
pub(crate) fn team_of(body: &Body, l: Inst) -> Option<Value> {
    dir(body, l).clauses.iter().find_map(|c| match c {
        Clause::NumThreads(v) => Some(*v),
        _ => None,
    })
}

/// `omp_get_num_threads()` in thread loop `l` of team `a` (and not in a thread or worker loop
/// nested in it): `a` (4.5 §3.2.2). `omp_get_thread_num()` stays the thread's index: only
/// threads below `a` run the loop's iterations.
pub(crate) fn answer_team_queries(body: &mut Body, l: Inst, a: Value) {
    let Some(r) = dir(body, l).region else { return };
    for (i, old) in queries(body, r, OmpQuery::NumThreads) {
        if innermost_team_loop(body, i) == Some(l) {
            replace_uses_in_region(body, r, old, a);
            remove_inst(body, i);
        }
    }
}
