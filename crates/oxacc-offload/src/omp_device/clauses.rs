//! The translation table: each OpenMP clause of a device directive as the OpenACC clauses
//! with the same effect (map types as data clauses, OpenMP 4.5 §2.15.5.1), and `atomic`.

use oxacc_directives::omp::{
    DataSharing, IfModifier, Leaf, MapModifier, MapType, OmpClause, OmpClauseArgs,
    OmpClauseKind as CK, OmpDirective, OmpDirectiveKind, ReductionId, ReductionModifier,
    UsesAllocator,
};
use oxacc_directives::{
    AtomicKind, Clause, ClauseArgs, ClauseKind as AK, Directive, DirectiveArgs,
    DirectiveKind as DK, Modifier, TokRange,
};

use super::SPEC;
use crate::rules::Violation;

pub(super) fn unsupported(what: impl std::fmt::Display) -> Violation {
    Violation::new(
        format!("{what} is not supported yet"),
        format!("{SPEC} §2.10: oxacc runs device constructs through its OpenACC implementation (docs/openmp.md)"),
    )
}

pub(super) fn clause_at(kind: AK, name: TokRange, args: ClauseArgs) -> Clause {
    Clause {
        kind,
        name,
        span: name,
        legacy: None,
        args,
    }
}

fn clause(kind: AK, c: &OmpClause, args: ClauseArgs) -> Clause {
    Clause {
        kind,
        name: c.name,
        span: c.span,
        legacy: None,
        args,
    }
}

pub(super) fn vars(kind: AK, c: &OmpClause, modifiers: Vec<Modifier>, vars: &[TokRange]) -> Clause {
    clause(
        kind,
        c,
        ClauseArgs::Vars {
            modifiers,
            vars: vars.to_vec(),
        },
    )
}

/// `map-type` on a construct (4.5 §2.15.5.1) as the OpenACC data clause with the same
/// effect on entry and exit; `finalize` is added for `delete`.
pub fn map_clause(dk: DK, map_type: Option<MapType>) -> Result<(AK, bool), Violation> {
    use MapType as M;
    let t = map_type.unwrap_or(M::Tofrom);
    Ok(match (dk, t) {
        (DK::EnterData, M::To | M::Tofrom) => (AK::CopyIn, false),
        (DK::EnterData, M::Alloc) => (AK::Create, false),
        (DK::ExitData, M::From | M::Tofrom) => (AK::CopyOut, false),
        (DK::ExitData, M::Release) => (AK::Delete, false),
        (DK::ExitData, M::Delete) => (AK::Delete, true),
        // Other map types on enter/exit data, and `release`/`delete` elsewhere, are
        // rejected by the directive checks (`oxacc_directives::check_omp`) before this.
        (_, M::Release | M::Delete) | (DK::EnterData | DK::ExitData, _) => {
            return Err(unsupported(format!("map type '{}' here", t.name())))
        }
        (_, M::To) => (AK::CopyIn, false),
        (_, M::From) => (AK::CopyOut, false),
        (_, M::Tofrom) => (AK::Copy, false),
        (_, M::Alloc) => (AK::Create, false),
    })
}

/// `uses_allocators` (5.0 §2.12.5): the predefined allocators are available in every target
/// region, so naming them changes nothing; an allocator with traits is the front end's
/// firstprivate copy of the allocator variable, a handle made from the traits before the
/// region ([`crate::omp_allocator::device_handle`]).
fn uses_allocators(_items: &[UsesAllocator]) -> Result<Vec<Clause>, Violation> {
    Ok(Vec::new())
}

/// `#pragma omp atomic` inside a target region: the OpenACC atomic of the same form.
pub fn atomic(d: &OmpDirective) -> Directive {
    let mut kind = AtomicKind::Update;
    for c in &d.clauses {
        kind = match c.kind {
            CK::Read => AtomicKind::Read,
            CK::Write => AtomicKind::Write,
            CK::Capture => AtomicKind::Capture,
            CK::Update => AtomicKind::Update,
            _ => continue,
        };
    }
    // 5.1 §2.19.7: a conditional update (or its capture), whatever else is written.
    if d.clauses.iter().any(|c| c.kind == CK::Compare) {
        kind = AtomicKind::Compare {
            capture: d.clauses.iter().any(|c| c.kind == CK::Capture),
            weak: d.clauses.iter().any(|c| c.kind == CK::Weak),
        };
    }
    Directive {
        kind: DK::Atomic(kind),
        name: d.name,
        args: DirectiveArgs::None,
        clauses: Vec::new(),
    }
}

/// Whether `d` is a construct with leaf `l`.
fn has_leaf(d: &OmpDirective, l: Leaf) -> bool {
    matches!(d.kind, OmpDirectiveKind::Construct(c) if c.has(l))
}

pub(super) fn translate_clause(
    kind: DK,
    c: &OmpClause,
    d: &OmpDirective,
) -> Result<Vec<Clause>, Violation> {
    let cname = c.kind.name();
    let dname = d.kind.name(d.lang);
    if kind == DK::Data && matches!(c.kind, CK::Private | CK::FirstPrivate) {
        // A `target` around `teams` is an OpenACC data region: the clauses go to the teams
        // construct ([`target_clauses_to_teams`]).
        return Ok(Vec::new());
    }
    let one = |cl| Ok(vec![cl]);
    match (&c.args, c.kind) {
        // 5.1 §2.21.6: `to(present: list)` / `from(present: list)` on `target update`: an
        // absent item is an error (OpenACC `update` without `if_present`).
        (OmpClauseArgs::Map { vars: vs, .. }, CK::To | CK::From) if kind == DK::Update => {
            let ak = if c.kind == CK::To {
                AK::Device
            } else {
                AK::Host
            };
            one(vars(ak, c, Vec::new(), vs))
        }
        (
            OmpClauseArgs::Map {
                modifiers,
                map_type,
                vars: vs,
            },
            _,
        ) => {
            if modifiers.contains(&MapModifier::Present)
                && !modifiers.contains(&MapModifier::Always)
                && !matches!(kind, DK::EnterData | DK::ExitData)
            {
                // 5.1 §2.21.7.1: `present` makes an item that is not in the device data
                // environment an error; one that is keeps its reference count above zero for
                // the whole construct, so no map-type moves data: OpenACC's `present` clause
                // (3.3 §2.7.5). (On `target enter/exit data` the reference count changes.)
                return one(vars(AK::Present, c, Vec::new(), vs));
            }
            let (ak, finalize) = map_clause(kind, *map_type)?;
            let mut mods = Vec::new();
            for m in modifiers {
                match m {
                    MapModifier::Always => mods.push(Modifier::Always),
                    // A hint about memory placement.
                    MapModifier::Close => {}
                    // 5.0 §2.19.7.3: the front ends apply mappers (C rewrites the directive
                    // before it gets here; Fortran expands the translated clause in sema,
                    // where the list items' types are known).
                    MapModifier::Mapper(_) => {}
                    _ => return Err(unsupported("this 'map' modifier")),
                }
            }
            // 4.5 §2.15.5: one reference count per item, whatever the construct.
            mods.push(Modifier::OmpRefCount);
            let mut out = vec![vars(ak, c, mods, vs)];
            if finalize {
                out.push(clause(AK::Finalize, c, ClauseArgs::None));
            }
            Ok(out)
        }
        // 4.5 §2.10.5: "If the corresponding list item is not present in the device data
        // environment then no assignment occurs to or from the original list item" — OpenACC's
        // `if_present`, where an absent item is an error otherwise.
        (OmpClauseArgs::Vars(vs), CK::To | CK::From) if kind == DK::Update => {
            let ak = if c.kind == CK::To {
                AK::Device
            } else {
                AK::Host
            };
            Ok(vec![
                vars(ak, c, Vec::new(), vs),
                clause(AK::IfPresent, c, ClauseArgs::None),
            ])
        }
        (OmpClauseArgs::Vars(vs), CK::UseDevicePtr | CK::UseDeviceAddr) => {
            one(vars(AK::UseDevice, c, Vec::new(), vs))
        }
        // 5.1 §2.21.4.7 has_device_addr: the items' addresses already are device addresses
        // (as after use_device_addr), so the region uses them as they are: OpenACC's
        // deviceptr, which takes a non-pointer variable's address by value.
        (OmpClauseArgs::Vars(vs), CK::IsDevicePtr | CK::HasDeviceAddr) => {
            one(vars(AK::DevicePtr, c, Vec::new(), vs))
        }
        (OmpClauseArgs::Vars(vs), CK::Private) => one(vars(AK::Private, c, Vec::new(), vs)),
        (OmpClauseArgs::Vars(vs), CK::FirstPrivate) => {
            one(vars(AK::FirstPrivate, c, Vec::new(), vs))
        }
        // Shared is what OpenACC does with what is not privatised.
        (_, CK::Shared) => Ok(Vec::new()),
        (OmpClauseArgs::Default(DataSharing::Shared), _) => Ok(Vec::new()),
        // `default(none)` (4.5 §2.15.3.1) asks the program to list every variable; what the
        // construct computes is the same (the front ends check it on the host constructs).
        (OmpClauseArgs::Default(DataSharing::None), _) => Ok(Vec::new()),
        (
            OmpClauseArgs::If {
                modifier,
                condition,
            },
            _,
        ) => {
            // `if(parallel: c)`, and `if(c)` of a parallel construct that is not a target
            // construct: one thread when false (4.5 §2.5.1). (On a combined target construct
            // `if(c)` is the target's too: false runs it on the host, a team of one thread.)
            let on_parallel = matches!(modifier, Some((IfModifier::Parallel, _)))
                || (modifier.is_none()
                    && has_leaf(d, Leaf::Parallel)
                    && !has_leaf(d, Leaf::Target));
            if on_parallel && has_leaf(d, Leaf::Parallel) {
                if matches!(kind, DK::Serial | DK::SerialLoop) {
                    return Ok(Vec::new());
                }
                return one(clause(AK::OmpIfParallel, c, ClauseArgs::Expr(*condition)));
            }
            let applies = match modifier {
                None => true,
                Some((m, _)) => matches!(
                    m,
                    IfModifier::Target
                        | IfModifier::TargetData
                        | IfModifier::TargetEnterData
                        | IfModifier::TargetExitData
                        | IfModifier::TargetUpdate
                ),
            };
            if !applies {
                // `if(parallel: c)`, `if(simd: c)`: how many threads share the loop, not
                // what it computes (oxacc does not use it on the device).
                return Ok(Vec::new());
            }
            if has_leaf(d, Leaf::Taskloop) {
                // Whether the tasks are deferred: the encountering thread runs them anyway.
                return Ok(Vec::new());
            }
            if kind == DK::Loop {
                return Err(unsupported(format!("'if' on '#pragma omp {dname}'")));
            }
            one(clause(AK::If, c, ClauseArgs::Expr(*condition)))
        }
        // 5.0 §2.19.5.4: with the `task` modifier on a parallel construct the region's
        // tasks with `in_reduction` reduce into it too. A task in a target region runs at
        // once in the thread that makes it (decision 66), so its `in_reduction` item is that
        // thread's copy of the parallel reduction, which the construct combines as without
        // the modifier.
        (
            OmpClauseArgs::Reduction {
                modifier,
                id: ReductionId::Op(op),
                vars: vs,
                ..
            },
            CK::Reduction,
        ) if modifier.is_none()
            || (*modifier == Some(ReductionModifier::Task) && has_leaf(d, Leaf::Parallel)) =>
        {
            one(clause(
                AK::Reduction,
                c,
                ClauseArgs::Reduction {
                    // Fortran's `.eqv.`/`.neqv.` (4.5 §2.15.3.6) are OpenACC's too (§2.5.15).
                    op: crate::omp_host::reduction_op(*op),
                    vars: vs.clone(),
                },
            ))
        }
        // 5.0 §2.19.5.6: the target task's copy of an `in_reduction` item starts at the
        // operator's identity and is combined into the item as the task ends; the target
        // task runs at once (`nowait` aside, below), so that is the compute construct's own
        // reduction (OpenACC 3.3 §2.5.15: a copy per gang at the identity, combined into the
        // variable at the region's end), whose result comes back with the item's implicit
        // tofrom map (5.0 §2.19.7). A `target` around `teams` is a data region: the item
        // would be shared by the teams there.
        (
            OmpClauseArgs::Reduction {
                modifier: None,
                id: ReductionId::Op(op),
                vars: vs,
                ..
            },
            CK::InReduction,
        ) if has_leaf(d, Leaf::Target)
            && matches!(
                kind,
                DK::Serial | DK::Parallel | DK::SerialLoop | DK::ParallelLoop
            ) =>
        {
            one(clause(
                AK::Reduction,
                c,
                ClauseArgs::Reduction {
                    op: crate::omp_host::reduction_op(*op),
                    vars: vs.clone(),
                },
            ))
        }
        // 5.0 §2.19.5.6 on a `taskloop` of a target region: its tasks all run at once in the
        // encountering thread, in order (the loop as written), so they reduce into the item as
        // that thread sees it (its copy of a `reduction(task, …)` of the parallel region).
        (
            OmpClauseArgs::Reduction {
                modifier: None,
                id: ReductionId::Op(_),
                ..
            },
            CK::InReduction,
        ) if has_leaf(d, Leaf::Taskloop) && kind == DK::Loop => Ok(Vec::new()),
        (
            OmpClauseArgs::Reduction {
                id: ReductionId::User(n),
                ..
            },
            _,
        ) => Err(unsupported(format!(
            "the user-defined reduction '{n}' on '#pragma omp {dname}' (a device construct)"
        ))),
        (OmpClauseArgs::Expr(r), CK::Collapse) => one(clause(
            AK::Collapse,
            c,
            ClauseArgs::Collapse {
                force: false,
                count: *r,
            },
        )),
        (OmpClauseArgs::Expr(r), CK::NumTeams) if kind != DK::Loop => {
            one(clause(AK::NumGangs, c, ClauseArgs::Exprs(vec![*r])))
        }
        // Bounds of a team's threads (4.5 §2.10.7, §2.5.1), which `omp_get_num_threads()`
        // and `omp_get_thread_limit()` show (decision 41); a serial construct is one thread.
        (OmpClauseArgs::Expr(r), CK::ThreadLimit)
            if matches!(kind, DK::Parallel | DK::ParallelLoop) =>
        {
            one(clause(AK::OmpThreadLimit, c, ClauseArgs::Expr(*r)))
        }
        (OmpClauseArgs::Expr(r), CK::NumThreads)
            if matches!(kind, DK::Parallel | DK::ParallelLoop | DK::Loop) =>
        {
            one(clause(AK::OmpNumThreads, c, ClauseArgs::Expr(*r)))
        }
        // Upper bounds and hints (4.5 §2.10.7, §2.5.1, §2.7.1, §2.10.8): fewer teams or
        // another split of the iterations computes the same.
        (_, CK::NumTeams | CK::ThreadLimit | CK::NumThreads | CK::Schedule | CK::DistSchedule)
        | (_, CK::ProcBind | CK::Simdlen | CK::Aligned | CK::Nontemporal | CK::Order) => {
            Ok(Vec::new())
        }
        // The tasks of a `taskloop` in a target region run in the encountering thread, at
        // once and in order (4.5 §2.9.2 allows it): how they are cut and scheduled changes
        // nothing it computes.
        (_, CK::Grainsize | CK::NumTasks | CK::Nogroup | CK::Untied | CK::Mergeable)
        | (_, CK::Priority | CK::Final)
            if has_leaf(d, Leaf::Taskloop) =>
        {
            Ok(Vec::new())
        }
        // `bind` chose the loop's levels (`translate`, 5.0 §2.9.5).
        (_, CK::Bind) => Ok(Vec::new()),
        // Kept by running the loop's iterations in order ([`simd_safelen`]).
        (_, CK::Safelen) => Ok(Vec::new()),
        // 4.5 §2.10.4: `nowait` allows the target task to be deferred; running it at once
        // (undeferred, in program order) also satisfies every `depend` clause.
        (_, CK::Nowait | CK::Depend) => Ok(Vec::new()),
        (OmpClauseArgs::UsesAllocators(items), _) => uses_allocators(items),
        // 5.0 §2.11.4: the allocator only says where the private copies of the construct's
        // data-sharing clauses live (a memory-placement choice, which those clauses keep).
        (OmpClauseArgs::Allocate { align: None, .. }, _) => Ok(Vec::new()),
        _ => Err(unsupported(format!(
            "OpenMP '{cname}' clause on '#pragma omp {dname}'"
        ))),
    }
}
