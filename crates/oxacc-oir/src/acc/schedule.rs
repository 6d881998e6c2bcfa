//! `acc-schedule`: the level each loop runs at on the host (OpenACC 3.3 §2.9, host execution
//! model of docs/openacc-lowering.md §3). Afterwards every `acc.loop` carries exactly one of
//! `gang(dim: d)` (its iterations are divided among the gangs) or `seq` (each gang that
//! reaches it runs all of its iterations): worker and vector loops run sequentially inside a
//! gang and are left to LLVM's vectorizer; `tile` is collapse (same iterations, same order
//! within a gang).
//!
//! - `serial`: one gang; every loop is `seq`.
//! - `parallel`: explicit `gang` keeps its dimension; a loop without `gang`, `worker`,
//!   `vector` or `seq` is independent (§2.9.6) and is gang-partitioned when no enclosing loop
//!   is; loops nested in a gang loop of the same dimension run inside the gang.
//! - `kernels`: the top-level loop is partitioned when it is `independent` (given, or proved
//!   by acc-implicit-data's dependence test) and has no level clause other than `gang`;
//!   otherwise the kernel runs in one gang (`num_gangs(1)`).

use std::collections::HashSet;

use super::*;
use crate::directive::ComputeKind;
use crate::pass::Pass;

pub struct Schedule;

impl Pass for Schedule {
    fn name(&self) -> &'static str {
        "acc-schedule"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        for_each_body(m, |m, f, body| {
            for c in directives_in(body, Body::BODY_REGION) {
                if is_dir(body, c, |k| matches!(k, DirectiveKind::Compute(_))) {
                    schedule_compute(m, body, c);
                }
            }
            // Loops of routines run where they are called: worker and vector loops
            // sequentially on the host (a gang is one thread) and in the routine's one-thread
            // device version, the gang loops of a `gang` routine over the calling region's
            // gangs (§2.15.1: the routine is called gang-redundantly; §2.9.2: its gang loops
            // share the iterations among the gangs). The thread markers below serve the
            // routine's cooperative device version (spmd.rs, decision 51).
            let level = m.func(f).routine.as_ref().map(|r| r.level);
            let gang_routine = level == Some(crate::directive::RoutineLevel::Gang);
            let parallel_routine = level.is_some_and(|l| l != crate::directive::RoutineLevel::Seq);
            let mut threads: Vec<ThreadInfo> = Vec::new();
            let mut gang_dims: std::collections::HashMap<Inst, u32> =
                std::collections::HashMap::new();
            let mut blocks_implicit_gang: HashSet<Inst> = HashSet::new();
            for l in directives_in(body, Body::BODY_REGION) {
                if !is_dir(body, l, |k| matches!(k, DirectiveKind::Loop { .. }))
                    || ancestors(body, l)
                        .iter()
                        .any(|&a| is_dir(body, a, |k| matches!(k, DirectiveKind::Compute(_))))
                {
                    continue;
                }
                if parallel_routine {
                    threads.push(orphan_thread_info(m, body, l));
                }
                let level = if gang_routine {
                    orphan_gang_level(body, l, &gang_dims, &mut blocks_implicit_gang)
                } else {
                    None
                };
                if let Some(d) = level {
                    gang_dims.insert(l, d);
                }
                set_level(body, l, level);
            }
            if parallel_routine {
                mark_thread_loops(m, body, &threads, false, false, false);
            }
            Ok(())
        })
    }
}

/// The gang dimension orphaned loop `l` of a `gang` routine is partitioned over (None: each
/// gang runs all of it), as for a loop of a `parallel` region: an explicit `gang(dim:d)` unless
/// an enclosing loop already partitions dimension `d`; otherwise, §2.9.2 (3.3), an implicit
/// `gang(dim:1)` on a data-independent loop (§2.9.6: an orphaned loop without `seq` or
/// `auto`; a worker or vector loop too) when no enclosing data-independent loop could take
/// it (seq loops are ignored). `gang_dims` holds the decisions of the enclosing loops, which
/// come first; `blocks` collects the loops that keep an inner one from an implicit gang.
fn orphan_gang_level(
    body: &Body,
    l: Inst,
    gang_dims: &std::collections::HashMap<Inst, u32>,
    blocks: &mut HashSet<Inst>,
) -> Option<u32> {
    let cl = &dir(body, l).clauses;
    let has = |f: fn(&Clause) -> bool| cl.iter().any(f);
    let gang = cl.iter().find_map(|c| match c {
        Clause::Gang { dim, .. } => Some(dim.unwrap_or(1)),
        _ => None,
    });
    let seq = has(|c| matches!(c, Clause::Seq))
        || (has(|c| matches!(c, Clause::Auto)) && !has(|c| matches!(c, Clause::Independent)));
    let wv = has(|c| matches!(c, Clause::Worker(_) | Clause::Vector(_)));
    let outer = ancestors(body, l);
    let decision = match gang {
        _ if seq => None,
        Some(d) => (!outer.iter().any(|a| gang_dims.get(a) == Some(&d))).then_some(d),
        None => (!outer.iter().any(|a| blocks.contains(a))).then_some(1),
    };
    let gang_above_1 = matches!(decision, Some(d) if d > 1) && !wv;
    if !seq && !gang_above_1 {
        blocks.insert(l);
    }
    decision
}

/// [`ThreadInfo`] of orphaned loop `l` of a `gang`, `worker` or `vector` routine: `seq` and
/// `auto` without `independent` run sequentially (§2.9.6), any other loop may be shared.
fn orphan_thread_info(m: &Module, body: &Body, l: Inst) -> ThreadInfo {
    let cl = &dir(body, l).clauses;
    let has = |f: fn(&Clause) -> bool| cl.iter().any(f);
    let seq = has(|c| matches!(c, Clause::Seq))
        || (has(|c| matches!(c, Clause::Auto)) && !has(|c| matches!(c, Clause::Independent)));
    ThreadInfo {
        op: l,
        candidate: !seq && !has(|c| matches!(c, Clause::InOrder)),
        vector: has(|c| matches!(c, Clause::Vector(_))),
        worker: has(|c| matches!(c, Clause::Worker(_))),
        calls_routine: calls_parallel_routine(m, body, l),
        calls_vector_routine: calls_vector_routine(m, body, l),
    }
}

/// Whether loop `l` calls a `gang`, `worker` or `vector` routine defined in this file: the
/// loop stays at the gang level so that the routine's cooperative device version shares its
/// loops among the gang's threads (OpenACC 3.3 §2.15.1: such a routine is called from outside
/// loops of its own level; decision 51). A routine of another file keeps the old path: the
/// loop may be a thread loop whose threads each run the routine alone.
fn calls_parallel_routine(m: &Module, body: &Body, l: Inst) -> bool {
    region_of(body, l).is_some_and(|r| {
        region_insts_deep(body, r)
            .into_iter()
            .any(|i| match &body.inst(i).kind {
                InstKind::Call { callee, .. } => super::coop::may_share_loops(m, *callee, 0),
                _ => false,
            })
    })
}

/// Whether loop `l` calls a `vector` routine defined in this file with a loop the threads
/// may share: a `worker` loop that does stays at the worker level, so that the threads of
/// each worker share the routine's loops (coop.rs's worker version), as a gang loop's call
/// gets the gang's threads (OpenACC 3.3 §2.15.1: a vector routine may be called from
/// worker-level code).
fn calls_vector_routine(m: &Module, body: &Body, l: Inst) -> bool {
    region_of(body, l).is_some_and(|r| {
        region_insts_deep(body, r)
            .into_iter()
            .any(|i| match &body.inst(i).kind {
                InstKind::Call { callee, .. } => {
                    m.func(*callee)
                        .routine
                        .as_ref()
                        .is_some_and(|rt| rt.level == crate::directive::RoutineLevel::Vector)
                        && super::coop::may_share_loops(m, *callee, 0)
                }
                _ => false,
            })
    })
}

/// Keeps only `gang(dim)` (Some) or `seq` (None) of the scheduling clauses.
fn set_level(body: &mut Body, l: Inst, gang_dim: Option<u32>) {
    let d = dir_mut(body, l);
    // `gang(static: c)` keeps its chunks (acc-outline deals them to the gangs).
    let static_ = d.clauses.iter().find_map(|c| match c {
        Clause::Gang { static_, .. } => *static_,
        _ => None,
    });
    d.clauses.retain(|c| {
        !matches!(
            c,
            Clause::Gang { .. }
                | Clause::Worker(_)
                | Clause::Vector(_)
                | Clause::Seq
                | Clause::Auto
                | Clause::Independent
                | Clause::Tile(_)
                | Clause::DeviceType(_)
        )
    });
    d.add_clause(match gang_dim {
        Some(dim) => Clause::Gang {
            num: None,
            dim: Some(dim),
            static_,
        },
        None => Clause::Seq,
    });
}

fn schedule_compute(m: &mut Module, body: &mut Body, c: Inst) {
    let DirectiveKind::Compute(kind) = dir(body, c).kind else {
        return;
    };
    let r = region_of(body, c).expect("region");
    let one_gang = kind == ComputeKind::Kernels
        && dir(body, c).clauses.iter().any(|cl| match cl {
            Clause::NumGangs(v) => v.len() == 1 && iconst_of(body, v[0]) == Some(1),
            _ => false,
        });
    let mut kernels_partitioned = false;
    let mut parallel_partitioned = false;
    // Gang dimensions in use by the enclosing partitioned loops of each loop.
    let mut gang_dims: std::collections::HashMap<Inst, u32> = std::collections::HashMap::new();
    // Loops whose gang(dim:1) would keep an inner loop from taking an implicit one (§2.9.2):
    // non-seq loops other than gang loops of a dimension above 1 without worker/vector.
    let mut blocks_implicit_gang: HashSet<Inst> = HashSet::new();
    let mut threads: Vec<ThreadInfo> = Vec::new();
    for l in directives_in(body, r) {
        if !is_dir(body, l, |k| matches!(k, DirectiveKind::Loop { .. })) {
            continue;
        }
        let loc = body.inst(l).loc;
        let ndims = match &dir(body, l).kind {
            DirectiveKind::Loop { dims } => dims.len(),
            _ => 0,
        };
        let enclosing: Vec<u32> = ancestors(body, l)
            .iter()
            .filter_map(|a| gang_dims.get(a).copied())
            .collect();
        let top = !ancestors(body, l)
            .iter()
            .take_while(|&&a| a != c)
            .any(|&a| is_dir(body, a, |k| matches!(k, DirectiveKind::Loop { .. })));
        let cl = dir(body, l).clauses.clone();
        let gang = cl.iter().find_map(|c| match c {
            Clause::Gang { dim, .. } => Some(dim.unwrap_or(1)),
            _ => None,
        });
        let has = |f: fn(&Clause) -> bool| cl.iter().any(f);
        let seq = has(|c| matches!(c, Clause::Seq));
        let independent = has(|c| matches!(c, Clause::Independent));
        let wv = has(|c| matches!(c, Clause::Worker(_) | Clause::Vector(_)));
        let auto = has(|c| matches!(c, Clause::Auto));
        // A gang's iterations in order (OpenMP `simd safelen`): not the threads'.
        let in_order = has(|c| matches!(c, Clause::InOrder));
        threads.push(ThreadInfo {
            op: l,
            candidate: kind != ComputeKind::Serial
                && !seq
                && !in_order
                && (wv || independent || (kind == ComputeKind::Parallel && !auto)),
            vector: has(|c| matches!(c, Clause::Vector(_))),
            worker: has(|c| matches!(c, Clause::Worker(_))),
            calls_routine: calls_parallel_routine(m, body, l),
            calls_vector_routine: calls_vector_routine(m, body, l),
        });
        let what = if ndims > 1 {
            format!(
                "loop nest at {}:{} ({ndims} loops collapsed)",
                loc.line, loc.col
            )
        } else {
            format!("loop at {}:{}", loc.line, loc.col)
        };
        let decision: Option<u32> = match kind {
            ComputeKind::Serial => None,
            _ if seq => None,
            ComputeKind::Parallel => match gang {
                Some(d) if !enclosing.contains(&d) => Some(d),
                Some(_) => None,
                // The threads of an OpenMP parallel region (oxacc_offload::lower::
                // thread_region), or the thread loop of a `parallel for` nested in `teams`
                // (decision 55): every gang (team) runs all of them.
                None if over_team_threads(body, l)
                    || has(|c| matches!(c, Clause::TeamRedundant)) =>
                {
                    None
                }
                // §2.9.2 (3.3): a data-independent loop without gang gets an implicit
                // gang(dim:1) (a worker or vector loop too) when gang(dim:1) would be legal
                // here and no enclosing independent loop could take it; seq loops are ignored.
                None => (!ancestors(body, l)
                    .iter()
                    .take_while(|&&a| a != c)
                    .any(|a| blocks_implicit_gang.contains(a)))
                .then_some(1),
            },
            ComputeKind::Kernels => {
                let parallel = !one_gang && top && (independent || gang.is_some());
                // A top-level worker/vector loop without gang stays in one gang.
                (parallel && !(wv && gang.is_none())).then(|| gang.unwrap_or(1))
            }
        };
        let text = match (decision, kind) {
            (Some(d), _) => {
                if kind == ComputeKind::Kernels {
                    kernels_partitioned = true;
                }
                parallel_partitioned = true;
                let chunked = cl.iter().any(|c| {
                    matches!(
                        c,
                        Clause::Gang {
                            static_: Some(_),
                            ..
                        }
                    )
                });
                format!(
                    "{}: {what} gang-partitioned{}{} (64-bit trip count){}",
                    kind.name(),
                    if chunked {
                        " in chunks dealt to the gangs round-robin (gang static)"
                    } else {
                        ""
                    },
                    if d > 1 {
                        format!(" over gang dimension {d}")
                    } else {
                        String::new()
                    },
                    if wv {
                        ", worker/vector left to LLVM"
                    } else {
                        ", vector left to LLVM"
                    }
                )
            }
            (None, ComputeKind::Serial) => {
                format!("serial: {what} runs sequentially (one gang)")
            }
            (None, _) if !enclosing.is_empty() => {
                format!(
                    "{}: {what} runs sequentially inside each gang{}",
                    kind.name(),
                    if wv {
                        " (worker/vector left to LLVM)"
                    } else {
                        ""
                    }
                )
            }
            (None, _) => format!(
                "{}: {what} runs sequentially{}",
                kind.name(),
                if kind == ComputeKind::Parallel {
                    " in every gang (gang-redundant)"
                } else {
                    " in one gang"
                }
            ),
        };
        // acc-reduction's walks over a loop's copy (decision 69) are no loop of the program:
        // a `seq` loop at the place of a loop with a reduction says nothing of its own.
        let walk = seq
            && cl.len() == 1
            && directives_in(body, r).into_iter().any(|o| {
                o != l
                    && body.inst(o).loc == loc
                    && dir(body, o)
                        .clauses
                        .iter()
                        .any(|c| matches!(c, Clause::Reduction(..)))
            });
        if !walk {
            remark(m, loc, text);
        }
        if let Some(d) = decision {
            gang_dims.insert(l, d);
        }
        let gang_above_1 = matches!(decision, Some(d) if d > 1) && !wv;
        if !seq && !gang_above_1 {
            blocks_implicit_gang.insert(l);
        }
        set_level(body, l, decision);
    }
    // Narrow vectors: no vector_length, or one of a warp at most.
    let narrow = dir(body, c).clauses.iter().all(|cl| match cl {
        Clause::VectorLength(v) => iconst_of(body, *v).is_some_and(|n| (1..=32).contains(&n)),
        _ => true,
    });
    // `vector_length(1)`: one lane per worker (§2.5.11), so no loop is spread over the gang's
    // threads unless it asks for `vector` itself (OpenACCV-V kernels_num_gangs: `loop gang
    // reduction(+:results)` with `results = 1` under `num_gangs(8) vector_length(1)` summed
    // 256 private copies of 8 gangs × 32 threads on the H200, where each gang has one).
    let one_lane = dir(body, c)
        .clauses
        .iter()
        .any(|cl| matches!(cl, Clause::VectorLength(v) if iconst_of(body, *v) == Some(1)));
    // The launch may give a row (an iteration of an automatic worker loop) a warp or a whole
    // block when the program fixes neither the vector length nor the workers (OpenACC 3.3
    // §2.5.10–§2.5.11 leave both to the implementation then); OpenMP regions keep their
    // teams' shape.
    let rows_at_launch = narrow
        && dir(body, c).clauses.iter().all(|cl| {
            !matches!(
                cl,
                Clause::VectorLength(_)
                    | Clause::NumWorkers(_)
                    | Clause::NumThreads(_)
                    | Clause::ThreadLimit(_)
                    | Clause::DefaultMapScalarFirstprivate
                    | Clause::OmpImplicit(_)
            )
        });
    mark_thread_loops(m, body, &threads, narrow, one_lane, rows_at_launch);
    if kind == ComputeKind::Parallel && !parallel_partitioned && one_gang_suffices(m, body, c) {
        // §2.5.1 leaves the number of gangs to the implementation; with no gang-partitioned
        // work, more gangs would only repeat the gang-redundant code (and its side effects,
        // `b[i] += …` in a vector routine called from the region). nvc runs such a region as
        // one gang ("Accelerator serial kernel generated"); so does libgomp's host fallback.
        let loc = body.inst(c).loc;
        remark(
            m,
            loc,
            "parallel: no gang-partitioned loop; the region runs in a single gang",
        );
        let (b, pos) = inst_pos(body, c);
        let mut ed = Ed::new(m, body, b, pos, loc);
        let one = ed.i32c(1);
        dir_mut(body, c).add_clause(Clause::NumGangs(vec![one]));
    }
    if kind == ComputeKind::Kernels && !kernels_partitioned && !one_gang {
        // Nothing runs gang-partitioned: one gang keeps sequential code from running
        // redundantly.
        let (b, pos) = inst_pos(body, c);
        let loc = body.inst(c).loc;
        let mut ed = Ed::new(m, body, b, pos, loc);
        let one = ed.i32c(1);
        let d = dir_mut(body, c);
        d.clauses.retain(|c| !matches!(c, Clause::NumGangs(_)));
        d.add_clause(Clause::NumGangs(vec![one]));
    }
}

/// Whether `parallel` region `c`, none of whose loops is gang-partitioned, may run in one gang
/// without a difference the program can see: it has no `num_gangs` clause, calls no `gang`
/// routine (whose gang loops would share out work) and nothing through a pointer, and asks no
/// OpenMP query (an OpenMP `teams` region, which may count its teams, is lowered to
/// `parallel` too).
fn one_gang_suffices(m: &Module, body: &Body, c: Inst) -> bool {
    if dir(body, c)
        .clauses
        .iter()
        .any(|cl| matches!(cl, Clause::NumGangs(_)))
    {
        return false;
    }
    let Some(r) = region_of(body, c) else {
        return false;
    };
    region_insts_deep(body, r)
        .into_iter()
        .all(|i| match &body.inst(i).kind {
            InstKind::Call { callee, .. } => m
                .func(*callee)
                .routine
                .as_ref()
                .is_none_or(|rt| rt.level != crate::directive::RoutineLevel::Gang),
            InstKind::CallIndirect { .. } => false,
            InstKind::Intrinsic {
                op: crate::IntrinsicOp::OmpQuery(_),
                ..
            } => false,
            _ => true,
        })
}

/// Whether automatic worker loops may get their rows' geometry at launch (decision 78): on
/// unless `OXACC_WIDE_ROWS=0` at compile time, which keeps a warp per row in every launch
/// (the kernels and launch records of before, for A/B runs). A warp per row suits CSR rows
/// (bounds loaded per row, often short) and many rows; on miniWeather's flux kernels (800
/// rows of 1,601 points, H200) it left 6 warps per SM each walking 50 points, and whole
/// blocks per row took them from 3.96 to 3.12 s, while kernels_app's 4,096 rows lost 15 %.
pub const WIDE_ROWS_ENV: &str = "OXACC_WIDE_ROWS";

fn wide_rows() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var_os(WIDE_ROWS_ENV).is_none_or(|v| v != "0"))
}

/// Whether the thread loops `inner` of gang loop `gang` look like short rows: a bound loaded
/// through an indexed address inside the gang loop (a CSR row's `rp[i]..rp[i+1]`), or every
/// trip count a constant of at most a warp.
fn rows_look_short(body: &Body, gang: Inst, inner: &[Inst]) -> bool {
    let Some(r) = region_of(body, gang) else {
        return true;
    };
    let mut all_small = true;
    for &l in inner {
        let DirectiveKind::Loop { dims } = &dir(body, l).kind else {
            return true;
        };
        for d in dims {
            if [d.lower, d.upper, d.step]
                .iter()
                .any(|&v| indexed_load(body, v, r, 0))
            {
                return true;
            }
            let trip = match (
                iconst_of(body, d.lower),
                iconst_of(body, d.upper),
                iconst_of(body, d.step),
            ) {
                (Some(lo), Some(hi), Some(st)) if st != 0 => Some((hi - lo) / st + 1),
                _ => None,
            };
            all_small &= trip.is_some_and(|t| t <= 32);
        }
    }
    all_small
}

/// Whether `v`, computed in region `r`, depends on a load through a computed address.
fn indexed_load(body: &Body, v: Value, r: Region, depth: u32) -> bool {
    if depth > 16 || !defined_in(body, v, r) {
        return false;
    }
    let Some(kind) = def_kind(body, v) else {
        return false;
    };
    match kind {
        InstKind::Load { ptr, .. } => {
            // A constant offset is a field (`mesh%nx`, a descriptor's extent), not a row's.
            matches!(def_kind(body, *ptr), Some(InstKind::PtrAdd { offset, .. }) if iconst_of(body, *offset).is_none())
                || indexed_load(body, *ptr, r, depth + 1)
        }
        other => other
            .operands()
            .into_iter()
            .any(|o| indexed_load(body, o, r, depth + 1)),
    }
}

/// What [`mark_thread_loops`] needs to know of a loop, read before [`set_level`] rewrote its
/// clauses.
struct ThreadInfo {
    op: Inst,
    /// Its iterations may run in parallel (`seq`, `auto` without proof, and serial regions
    /// exclude it).
    candidate: bool,
    vector: bool,
    worker: bool,
    /// It calls a routine with loops of its own ([`calls_parallel_routine`]).
    calls_routine: bool,
    /// It calls a `vector` routine with loops of its own ([`calls_vector_routine`]).
    calls_vector_routine: bool,
}

/// The thread level of the GPU execution model (docs/gpu.md "Gangs of threads"): the loops
/// whose iterations the threads of a gang share on the device get a `vector` marker next to
/// their `gang`/`seq` level (the host ignores it: there a gang is one thread). A loop is at the
/// thread level when it is
/// - `vector`, or an innermost parallel loop without `worker`/`vector` (nvc's implicit
///   `vector(128)`: `parallel loop` over an array, or the inner loop of a gang loop), or
/// - `worker` without a vector loop inside or a call of a `vector` routine with loops of its
///   own (whose loops the worker's threads then share),
///
/// and no enclosing loop is at the thread level (inner ones run sequentially in each thread).
fn mark_thread_loops(
    m: &mut Module,
    body: &mut Body,
    loops: &[ThreadInfo],
    narrow: bool,
    one_lane: bool,
    rows_at_launch: bool,
) {
    let ops: HashSet<Inst> = loops.iter().map(|t| t.op).collect();
    let inside = |body: &Body, outer: Inst, inner: Inst| ancestors(body, inner).contains(&outer);
    let is_vector: Vec<bool> = loops
        .iter()
        .map(|t| {
            t.candidate
                && (t.vector
                    || (!t.worker
                        && !one_lane
                        && !t.calls_routine
                        && !loops
                            .iter()
                            .any(|u| u.candidate && u.op != t.op && inside(body, t.op, u.op))))
        })
        .collect();
    let mut chosen: Vec<Inst> = Vec::new();
    for (k, t) in loops.iter().enumerate() {
        let vector_inside = loops
            .iter()
            .zip(&is_vector)
            .any(|(u, &v)| v && u.op != t.op && inside(body, t.op, u.op));
        let level =
            is_vector[k] || (t.candidate && t.worker && !vector_inside && !t.calls_vector_routine);
        let nested = ancestors(body, t.op)
            .iter()
            .any(|a| ops.contains(a) && chosen.contains(a));
        if level && !nested {
            chosen.push(t.op);
        }
    }
    // The worker level: a worker loop with a thread loop inside and none around it. Without
    // worker loops, a gang loop whose threads share inner loops gives each iteration to a
    // worker of one warp, as a warp-per-row CUDA kernel does (the inner loops of such a nest
    // are often short: a CSR row), unless the region asks for wider vectors.
    let user_workers = loops.iter().any(|t| t.candidate && t.worker);
    let auto_worker = |body: &Body, t: &ThreadInfo| {
        narrow
            && !user_workers
            && t.candidate
            && dir(body, t.op)
                .clauses
                .iter()
                .any(|c| matches!(c, Clause::Gang { dim, .. } if dim.unwrap_or(1) == 1))
    };
    let mut workers: Vec<(Inst, bool)> = Vec::new();
    for t in loops {
        if !((t.candidate && t.worker) || auto_worker(body, t)) || chosen.contains(&t.op) {
            continue;
        }
        let has_inner =
            chosen.iter().any(|&c| inside(body, t.op, c)) || (t.worker && t.calls_vector_routine);
        let nested = ancestors(body, t.op)
            .iter()
            .any(|a| chosen.contains(a) || workers.iter().any(|w| w.0 == *a));
        let inner: Vec<Inst> = chosen
            .iter()
            .copied()
            .filter(|&c| inside(body, t.op, c))
            .collect();
        let automatic = !(t.candidate && t.worker);
        if has_inner && !nested {
            let wide =
                automatic && rows_at_launch && wide_rows() && !rows_look_short(body, t.op, &inner);
            workers.push((t.op, wide));
        }
    }
    for (l, wide) in workers {
        let loc = body.inst(l).loc;
        dir_mut(body, l).add_clause(Clause::Worker(None));
        if wide {
            dir_mut(body, l).add_clause(Clause::WideRows);
            remark(
                m,
                loc,
                format!(
                    "loop at {}:{}: a warp or a whole block per iteration, chosen at launch by the iteration count",
                    loc.line, loc.col
                ),
            );
        }
        remark(
            m,
            loc,
            format!(
                "loop at {}:{}: iterations shared by the workers of a gang on the GPU (worker, threadIdx.y)",
                loc.line, loc.col
            ),
        );
    }
    for l in chosen {
        let loc = body.inst(l).loc;
        dir_mut(body, l).add_clause(Clause::Vector(None));
        remark(
            m,
            loc,
            format!(
                "loop at {}:{}: iterations shared by the threads of a gang on the GPU (vector)",
                loc.line, loc.col
            ),
        );
    }
}

/// Whether loop `l` runs over the threads of a team (its trip count is
/// `omp.__oxacc_omp_team_size`, or `omp.__oxacc_omp_team_threads(n)` for a team of at most n).
fn over_team_threads(body: &Body, l: Inst) -> bool {
    let DirectiveKind::Loop { dims } = &dir(body, l).kind else {
        return false;
    };
    dims.first().is_some_and(|d| {
        matches!(
            def_kind(body, d.upper),
            Some(InstKind::Intrinsic {
                op: crate::IntrinsicOp::OmpQuery(
                    crate::OmpQuery::TeamSize | crate::OmpQuery::TeamThreads
                ),
                ..
            })
        )
    })
}

/// Whether loop `l` is at the worker level on the device ([`mark_thread_loops`]): its
/// iterations go to the gang's workers (`threadIdx.y`), the thread loops inside it to each
/// worker's threads.
pub(crate) fn is_worker_loop(body: &Body, l: Inst) -> bool {
    is_dir(body, l, |k| matches!(k, DirectiveKind::Loop { .. }))
        && dir(body, l)
            .clauses
            .iter()
            .any(|c| matches!(c, Clause::Worker(_)))
}

/// Whether worker loop `l` takes its rows' geometry from the launch ([`Clause::WideRows`]).
pub(crate) fn is_wide_rows_loop(body: &Body, l: Inst) -> bool {
    is_worker_loop(body, l)
        && dir(body, l)
            .clauses
            .iter()
            .any(|c| matches!(c, Clause::WideRows))
}

/// Whether loop `l` is at the thread level ([`mark_thread_loops`]).
pub(crate) fn is_thread_loop(body: &Body, l: Inst) -> bool {
    is_dir(body, l, |k| matches!(k, DirectiveKind::Loop { .. }))
        && dir(body, l)
            .clauses
            .iter()
            .any(|c| matches!(c, Clause::Vector(_)))
}
