use super::*;
use oxacc_directives::{parse_omp, DirToken, Lang, TokKind};
use oxacc_source::{FileId, Span};

/// Words and one-character punctuators are enough for these lines.
pub(crate) fn lex(src: &str) -> Vec<DirToken> {
    let mut out = Vec::new();
    let b = src.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        let kind = if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        } else if b[i].is_ascii_alphanumeric() || b[i] == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            if b[start].is_ascii_digit() {
                TokKind::Int
            } else {
                TokKind::Ident
            }
        } else {
            i += 1;
            TokKind::Punct
        };
        out.push(DirToken {
            kind,
            text: src[start..i].into(),
            span: Span::new(FileId(0), start as u32, i as u32),
        });
    }
    out
}

fn tr(src: &str, region: Region, body: Option<&str>) -> Result<Translation, String> {
    let d = parse_omp(&lex(src), Lang::C).expect("parses");
    let body = body.map(|b| parse_omp(&lex(b), Lang::C).expect("parses"));
    translate(&d, region, body.as_ref(), &|| false).map_err(|(v, _)| v.message)
}

/// The clauses other than the implicit rule for scalars ([`scalar_rule`]).
fn shape(t: &Translation) -> (DK, Vec<AK>, Region) {
    let kinds = t
        .directive
        .clauses
        .iter()
        .filter(|c| c.kind != AK::Default)
        .map(|c| c.kind)
        .collect();
    (t.directive.kind, kinds, t.region)
}

fn scalar_rule(t: &Translation) -> Option<DefaultKind> {
    t.directive.clauses.iter().find_map(|c| match c.args {
        ClauseArgs::Default(k) => Some(k),
        _ => None,
    })
}

#[test]
fn combined_constructs_become_parallel_loops() {
    let t = tr(
        "target teams distribute parallel for simd map(to: a[0:n]) map(tofrom: b) reduction(+:s)",
        Region::Host,
        None,
    )
    .unwrap();
    assert_eq!(
        shape(&t),
        (
            DK::ParallelLoop,
            vec![
                AK::Gang,
                AK::Vector,
                AK::Independent,
                AK::CopyIn,
                AK::Copy,
                AK::Reduction
            ],
            Region::Teams
        )
    );
    let t = tr("target teams distribute num_teams(4)", Region::Host, None).unwrap();
    assert_eq!(
        shape(&t),
        (
            DK::ParallelLoop,
            vec![AK::Gang, AK::Independent, AK::NumGangs],
            Region::Teams
        )
    );
}

#[test]
fn a_target_region_is_serial_unless_its_body_is_a_league() {
    let serial = tr("target map(from: x)", Region::Host, None).unwrap();
    assert_eq!(serial.directive.kind, DK::Serial);
    let data = tr(
        "target map(from: x)",
        Region::Host,
        Some("teams num_teams(2)"),
    )
    .unwrap();
    assert_eq!(data.directive.kind, DK::Data);
    let teams = tr("teams num_teams(2) reduction(+:s)", data.region, None).unwrap();
    assert_eq!(
        shape(&teams),
        (
            DK::Parallel,
            vec![AK::NumGangs, AK::Reduction],
            Region::Teams
        )
    );
    let dist = tr("distribute parallel for", Region::Teams, None).unwrap();
    assert_eq!(dist.directive.kind, DK::Loop);
    let league = tr("target", Region::Host, Some("parallel for")).unwrap();
    assert_eq!(league.directive.kind, DK::Parallel);
    let pf = tr("parallel for", league.region, None).unwrap();
    assert_eq!(
        shape(&pf).1,
        vec![AK::Gang, AK::Vector, AK::Independent],
        "the one team's threads are the whole league"
    );
}

#[test]
fn a_thread_loop_nesting_simd_is_a_worker_loop() {
    let levels = |src: &str, region: Region, nests_simd: bool| {
        let d = parse_omp(&lex(src), Lang::C).expect("parses");
        let t =
            translate(&d, region, None, &|| nests_simd).unwrap_or_else(|(v, _)| panic!("{v:?}"));
        shape(&t)
            .1
            .into_iter()
            .filter(|k| matches!(k, AK::Gang | AK::Worker | AK::Vector | AK::Seq))
            .collect::<Vec<_>>()
    };
    let combined = "target teams distribute parallel for map(to: a)";
    assert_eq!(
        levels(combined, Region::Host, false),
        [AK::Gang, AK::Vector]
    );
    assert_eq!(levels(combined, Region::Host, true), [AK::Gang, AK::Worker]);
    assert_eq!(levels("parallel for", Region::Teams, true), [AK::Worker]);
    assert_eq!(
        levels("distribute parallel for", Region::Teams, true),
        [AK::Gang, AK::Worker]
    );
    assert_eq!(
        levels("target parallel for", Region::Host, true),
        [AK::Gang, AK::Worker]
    );
    // The simd loop is the thread loop itself: its iterations are the lanes.
    let simd = "target teams distribute parallel for simd";
    assert_eq!(levels(simd, Region::Host, true), [AK::Gang, AK::Vector]);
    assert_eq!(levels("simd", Region::Teams, false), [AK::Vector]);
    assert_eq!(levels("distribute", Region::Teams, true), [AK::Gang]);
}

#[test]
fn a_parallel_loop_in_teams_is_run_by_every_team() {
    // 4.5 §2.10.7: each team runs its own parallel region (decision 55).
    let kinds = |src: &str, region: Region| shape(&tr(src, region, None).unwrap()).1;
    assert_eq!(
        kinds("parallel for", Region::Teams),
        [AK::Vector, AK::Independent, AK::OmpTeamRedundant]
    );
    assert_eq!(
        kinds("parallel for simd", Region::Teams),
        [AK::Vector, AK::Independent, AK::OmpTeamRedundant]
    );
    assert_eq!(
        kinds("parallel", Region::Teams),
        [AK::Vector, AK::Independent, AK::OmpTeamRedundant]
    );
    // The league's one team, and the teams' shares of a distribute loop: no marker.
    assert_eq!(
        kinds("parallel for", Region::TargetLeague),
        [AK::Gang, AK::Vector, AK::Independent]
    );
    assert_eq!(
        kinds("distribute parallel for", Region::Teams),
        [AK::Gang, AK::Vector, AK::Independent]
    );
    assert_eq!(
        kinds("target teams distribute parallel for", Region::Host)
            .into_iter()
            .filter(|k| *k == AK::OmpTeamRedundant)
            .count(),
        0
    );
}

#[test]
fn dist_schedule_is_gang_static() {
    // 4.5 §2.10.8: chunks dealt to the teams round-robin, OpenACC's `gang(static: c)`.
    let gang = |src: &str, region: Region| {
        let t = tr(src, region, None).unwrap();
        t.directive
            .clauses
            .iter()
            .find(|c| c.kind == AK::Gang)
            .map(|c| c.args.clone())
    };
    let chunked = gang("distribute dist_schedule(static, 4)", Region::Teams);
    assert!(
        matches!(&chunked, Some(ClauseArgs::Gang(a)) if matches!(a[..], [GangArg::Static(Some(_))])),
        "{chunked:?}"
    );
    let whole = gang(
        "target teams distribute parallel for dist_schedule(static)",
        Region::Host,
    );
    assert!(
        matches!(&whole, Some(ClauseArgs::Gang(a)) if a[..] == [GangArg::Static(None)]),
        "{whole:?}"
    );
    assert_eq!(
        gang("distribute", Region::Teams),
        Some(ClauseArgs::None),
        "no clause: the back end's split"
    );
}

#[test]
fn a_simd_loop_with_safelen_runs_in_order() {
    let kinds = |src: &str, region: Region| {
        let d = parse_omp(&lex(src), Lang::C).expect("parses");
        let t = translate(&d, region, None, &|| false).unwrap_or_else(|(v, _)| panic!("{v:?}"));
        shape(&t).1
    };
    // The gangs share the iterations; each runs its share in order, not on its threads.
    assert_eq!(
        kinds("distribute simd safelen(2)", Region::Teams),
        [AK::Gang, AK::Independent, AK::OmpInOrder]
    );
    assert_eq!(
        kinds("target teams distribute simd safelen(2)", Region::Host),
        [AK::Gang, AK::Independent, AK::OmpInOrder]
    );
    assert_eq!(kinds("simd safelen(4)", Region::Teams), [AK::Seq]);
    assert_eq!(
        kinds("distribute simd", Region::Teams),
        [AK::Gang, AK::Vector, AK::Independent]
    );
    let simd = |src: &str| is_simd(&parse_omp(&lex(src), Lang::C).expect("parses"));
    assert!(simd("simd reduction(+: s)") && simd("parallel for simd"));
    assert!(!simd("simd safelen(4)") && !simd("parallel for"));
}

#[test]
fn map_types_follow_openmp() {
    let exit = tr(
        "target exit data map(from: a) map(release: b) map(delete: c)",
        Region::Host,
        None,
    )
    .unwrap();
    assert_eq!(
        shape(&exit).1,
        vec![AK::CopyOut, AK::Delete, AK::Delete, AK::Finalize]
    );
    let always = tr("target data map(always, tofrom: a)", Region::Host, None).unwrap();
    match &always.directive.clauses[0].args {
        ClauseArgs::Vars { modifiers, .. } => {
            assert_eq!(modifiers, &vec![Modifier::Always, Modifier::OmpRefCount])
        }
        other => panic!("{other:?}"),
    }
    let upd = tr("target update to(a) from(b)", Region::Host, None).unwrap();
    // 4.5 §2.10.5: an item that is not present is not updated (OpenACC's if_present).
    assert_eq!(
        shape(&upd).1,
        vec![AK::Device, AK::IfPresent, AK::Host, AK::IfPresent]
    );
    let enter = tr(
        "target enter data map(to: a) map(alloc: b)",
        Region::Host,
        None,
    )
    .unwrap();
    assert_eq!(shape(&enter).1, vec![AK::CopyIn, AK::Create]);
}

#[test]
fn misplaced_and_unsupported_device_constructs_are_reported() {
    let e = tr("target", Region::Teams, None).unwrap_err();
    assert!(e.contains("cannot be nested"), "{e}");
    let e = tr("distribute", Region::TargetSerial, None).unwrap_err();
    assert!(e.contains("strictly nested inside teams"), "{e}");
    let e = tr("teams", Region::TargetSerial, None).unwrap_err();
    assert!(e.contains("only statement"), "{e}");
    let t = tr("target data device(1) map(to: a)", Region::Host, None).unwrap();
    assert!(t.device.is_some() && t.directive.kind == DK::Data);
    let t = tr("target device(1)", Region::Host, None).unwrap();
    assert!(t.device.is_some() && shape(&t).1.is_empty());
    let e = tr("single", Region::Teams, None).unwrap_err();
    assert!(e.contains("inside a target region"), "{e}");
    let e = tr("parallel", Region::Threads, None).unwrap_err();
    assert!(e.contains("nested in a parallel region"), "{e}");
    // Each thread's copy of a worksharing loop's reduction or private variable is the
    // `loop seq`'s (acc-reduction combines the copies atomically).
    for l in ["for reduction(+: s)", "loop reduction(max: s) private(t)"] {
        let t = tr(l, Region::Threads, None).unwrap();
        assert_eq!(t.form, Form::SplitLoop, "{l}");
        assert!(shape(&t).1.contains(&AK::Reduction), "{l}");
    }
    // firstprivate, lastprivate and linear on the worksharing loop: private in the `loop
    // seq` (firstprivate initialised from the team's variable), the last iteration's value
    // stored by the front end; `lastprivate(conditional:)` is not there yet.
    let t = tr(
        "for firstprivate(f) lastprivate(s) linear(j: 2)",
        Region::Threads,
        None,
    )
    .unwrap();
    assert_eq!(t.form, Form::SplitLoop);
    assert_eq!(
        shape(&t).1,
        vec![AK::Seq, AK::FirstPrivate, AK::Private, AK::Private]
    );
    assert_eq!((t.lastprivate.len(), t.linear.len()), (1, 1));
    assert!(t.linear[0].1.is_some(), "the step");
    let e = tr("for lastprivate(conditional: s)", Region::Threads, None).unwrap_err();
    assert!(e.contains("not supported yet"), "{e}");
    let p = tr("parallel private(t)", Region::Teams, None).unwrap();
    assert_eq!(
        shape(&p).1,
        vec![
            AK::Vector,
            AK::Independent,
            AK::OmpTeamRedundant,
            AK::Private
        ],
        "each thread's copy"
    );
    // firstprivate and reduction on the region: the thread loop's (each thread's copy).
    let p = tr(
        "parallel firstprivate(t) reduction(+: s)",
        Region::Teams,
        None,
    )
    .unwrap();
    assert_eq!(
        shape(&p).1,
        vec![
            AK::Vector,
            AK::Independent,
            AK::OmpTeamRedundant,
            AK::FirstPrivate,
            AK::Reduction
        ]
    );
    let e = tr("parallel copyin(t)", Region::Teams, None).unwrap_err();
    assert!(e.contains("not supported yet"), "{e}");
}

#[test]
fn privates_of_a_target_around_teams_go_to_the_teams() {
    let d = parse_omp(
        &lex("target private(a) map(to: b) firstprivate(c, e)"),
        Lang::C,
    )
    .expect("parses");
    let teams = parse_omp(&lex("teams"), Lang::C).expect("parses");
    let t = translate(&d, Region::Host, Some(&teams), &|| false)
        .unwrap_or_else(|(v, _)| panic!("{v:?}"));
    assert_eq!(
        shape(&t).1,
        vec![AK::CopyIn],
        "only the map stays on the data region"
    );
    let carried = target_clauses_to_teams(&d, &teams, 100);
    let kinds: Vec<AK> = carried.iter().map(|c| c.kind).collect();
    assert_eq!(kinds, vec![AK::Private, AK::FirstPrivate]);
    match &carried[1].args {
        ClauseArgs::Vars { vars, .. } => {
            assert_eq!(vars.len(), 2);
            assert!(
                vars.iter().all(|r| r.start >= 100),
                "ranges follow the teams' tokens"
            );
        }
        other => panic!("{other:?}"),
    }
    // 5.1 §2.14.5: the target's thread_limit bounds the teams' threads, unless the teams
    // construct sets its own.
    let d = parse_omp(&lex("target thread_limit(n)"), Lang::C).expect("parses");
    let carried = target_clauses_to_teams(&d, &teams, 100);
    assert_eq!(carried.len(), 1);
    assert_eq!(carried[0].kind, AK::OmpThreadLimit);
    let own = parse_omp(&lex("teams thread_limit(8)"), Lang::C).expect("parses");
    assert!(target_clauses_to_teams(&d, &own, 100).is_empty());
}

#[test]
fn defaultmap_tofrom_scalar_maps_scalars() {
    let t = tr("target defaultmap(tofrom: scalar)", Region::Host, None).unwrap();
    assert_eq!(scalar_rule(&t), Some(DefaultKind::OmpScalarsTofrom));
    assert!(shape(&t).1.is_empty());
    let d = tr(
        "target defaultmap(firstprivate: scalar) defaultmap(tofrom: aggregate)",
        Region::Host,
        None,
    )
    .unwrap();
    assert_eq!(
        scalar_rule(&d),
        Some(DefaultKind::OmpScalarsFirstprivate),
        "the defaults restated"
    );
    let f = tr("target teams defaultmap(from: scalar)", Region::Host, None).unwrap();
    assert_eq!(scalar_rule(&f), Some(DefaultKind::OmpScalarsTofrom));
    let to = tr("target defaultmap(to: scalar)", Region::Host, None).unwrap();
    assert_eq!(scalar_rule(&to), Some(DefaultKind::OmpScalarsFirstprivate));
    let n = tr("target defaultmap(none)", Region::Host, None).unwrap();
    assert_eq!(scalar_rule(&n), Some(DefaultKind::None));
    // 5.0 §2.19.7.2, 5.1 §2.21.7.3: a category's `none` or `present` (acc-implicit-data).
    let n = tr(
        "target defaultmap(none: scalar) defaultmap(present: aggregate)",
        Region::Host,
        None,
    )
    .unwrap();
    assert_eq!(
        scalar_rule(&n),
        Some(DefaultKind::OmpImplicit {
            scalars_tofrom: false,
            pointers_tofrom: false,
            others: None,
            categories: oxacc_directives::OmpCategoryRules {
                none: [true, false, false],
                present: [false, true, false],
            },
        })
    );
    let p = tr("target defaultmap(present)", Region::Host, None).unwrap();
    assert!(matches!(
        scalar_rule(&p),
        Some(DefaultKind::OmpImplicit { categories, .. }) if categories.present == [true; 3]
    ));
}

#[test]
fn defaultmap_and_default_give_the_other_variables_a_rule() {
    // 5.0 §2.19.7.2: the aggregates' map type; a pointer's value copied back.
    let to = tr("target defaultmap(to: aggregate)", Region::Host, None).unwrap();
    assert_eq!(
        scalar_rule(&to),
        Some(DefaultKind::OmpImplicit {
            scalars_tofrom: false,
            pointers_tofrom: false,
            others: Some(OmpImplicitRule::AggregatesTo),
            categories: Default::default(),
        })
    );
    let from = tr("target defaultmap(from)", Region::Host, None).unwrap();
    assert_eq!(
        scalar_rule(&from),
        Some(DefaultKind::OmpImplicit {
            scalars_tofrom: true,
            pointers_tofrom: true,
            others: Some(OmpImplicitRule::AggregatesFrom),
            categories: Default::default(),
        })
    );
    let fp = tr("target defaultmap(firstprivate)", Region::Host, None).unwrap();
    assert_eq!(
        scalar_rule(&fp),
        Some(DefaultKind::OmpImplicit {
            scalars_tofrom: false,
            pointers_tofrom: false,
            others: Some(OmpImplicitRule::AllFirstprivate),
            categories: Default::default(),
        })
    );
    // 5.1 §2.21.4.1: own copies, so the loop runs in teams of one thread (no vector level).
    let d = tr(
        "target teams distribute parallel for default(firstprivate)",
        Region::Host,
        None,
    )
    .unwrap();
    assert!(
        !d.directive.clauses.iter().any(|c| c.kind == AK::Vector),
        "{:?}",
        d.directive.clauses
    );
    assert!(d.directive.clauses.iter().any(|c| c.kind == AK::Gang));
    assert!(matches!(
        scalar_rule(&d),
        Some(DefaultKind::OmpImplicit {
            others: Some(OmpImplicitRule::DefaultFirstprivate),
            ..
        })
    ));
    // `target parallel`: a team of one thread, whose copies are the gang's.
    let tp = tr("target parallel default(firstprivate)", Region::Host, None).unwrap();
    assert_eq!(tp.directive.kind, DK::Serial);
    let e = tr(
        "target teams distribute parallel for default(private) map(from: a)",
        Region::Host,
        None,
    )
    .unwrap_err();
    assert!(e.contains("not supported yet"), "{e}");
}

#[test]
fn openmp_compute_constructs_carry_the_scalar_rule() {
    // 4.5 §2.15.5: scalars are firstprivate on every construct a target becomes,
    // including the data region of a target around teams (its maps are the target's).
    for (line, body) in [
        ("target", None),
        ("target teams distribute parallel for", None),
        ("target map(to: a)", Some("teams")),
    ] {
        let t = tr(line, Region::Host, body).unwrap();
        assert_eq!(
            scalar_rule(&t),
            Some(DefaultKind::OmpScalarsFirstprivate),
            "{line}"
        );
    }
    let teams = tr("teams", Region::TargetTeams, None).unwrap();
    assert_eq!(
        scalar_rule(&teams),
        Some(DefaultKind::OmpScalarsFirstprivate)
    );
    for (line, region) in [
        ("target data map(to: a)", Region::Host),
        ("target enter data map(to: a)", Region::Host),
        ("distribute parallel for", Region::Teams),
    ] {
        let t = tr(line, region, None).unwrap();
        assert_eq!(scalar_rule(&t), None, "{line}");
    }
}

#[test]
fn parallel_regions_in_target_regions_are_thread_loops() {
    let p = tr("parallel num_threads(4)", Region::Teams, None).unwrap();
    assert_eq!(p.form, Form::ThreadRegion);
    assert_eq!(
        shape(&p),
        (
            DK::Loop,
            vec![
                AK::Vector,
                AK::Independent,
                AK::OmpTeamRedundant,
                AK::OmpNumThreads
            ],
            Region::Threads
        )
    );
    let f = tr("for schedule(static) nowait", Region::Threads, None).unwrap();
    assert_eq!(f.form, Form::SplitLoop);
    assert_eq!(shape(&f), (DK::Loop, vec![AK::Seq], Region::Threads));
    let s = tr("simd", Region::Threads, None).unwrap();
    assert_eq!((s.form, shape(&s).1), (Form::Acc, vec![AK::Seq]));
    let tp = tr("target parallel map(tofrom: a)", Region::Host, None).unwrap();
    assert_eq!(tp.form, Form::ComputeThreadRegion);
    assert_eq!(shape(&tp), (DK::Parallel, vec![AK::Copy], Region::Threads));
    let one = tr(
        "target parallel reduction(+: s) map(tofrom: s)",
        Region::Host,
        None,
    )
    .unwrap();
    assert_eq!(
        (one.form, one.directive.kind),
        (Form::ComputeThreadRegion, DK::Serial),
        "per-thread copies: one thread"
    );
    let inner = tr("parallel", Region::TargetSerial, None).unwrap();
    assert_eq!(inner.form, Form::ThreadRegion);
    let around = tr("target map(tofrom: a)", Region::Host, Some("parallel")).unwrap();
    assert_eq!(around.form, Form::OneTeam);
    assert_eq!(
        shape(&around),
        (DK::Parallel, vec![AK::Copy], Region::TargetLeague)
    );
    let inner = tr("parallel", around.region, None).unwrap();
    assert_eq!(inner.form, Form::ThreadRegion);
}

#[test]
fn team_bounds_become_clauses_of_the_team_they_bound() {
    // 4.5 §2.10.7: `thread_limit` bounds every team of the compute construct.
    let t = tr(
        "target teams distribute parallel for thread_limit(8) num_threads(4) if(parallel: c)",
        Region::Host,
        None,
    )
    .unwrap();
    let kinds = shape(&t).1;
    for k in [AK::OmpThreadLimit, AK::OmpNumThreads, AK::OmpIfParallel] {
        assert!(kinds.contains(&k), "{k:?} in {kinds:?}");
    }
    // The loop's bounds go to the loop of the combined construct, the limit to the construct.
    let side = crate::vocab::loop_side;
    assert!(side(AK::OmpNumThreads) && side(AK::OmpIfParallel) && !side(AK::OmpThreadLimit));
    // `if(c)` of a parallel region (4.5 §2.5.1: one thread when false), also in a loop.
    let p = tr("parallel if(c)", Region::Teams, None).unwrap();
    assert!(shape(&p).1.contains(&AK::OmpIfParallel));
    let pf = tr(
        "parallel for if(parallel: c) num_threads(n)",
        Region::Teams,
        None,
    )
    .unwrap();
    assert!(shape(&pf).1.contains(&AK::OmpIfParallel) && shape(&pf).1.contains(&AK::OmpNumThreads));
    // `target parallel`: the construct is the team's.
    let tp = tr("target parallel num_threads(2)", Region::Host, None).unwrap();
    assert!(shape(&tp).1.contains(&AK::OmpNumThreads));
    let teams = tr("teams thread_limit(3)", Region::TargetTeams, None).unwrap();
    assert_eq!(shape(&teams).1, vec![AK::OmpThreadLimit]);
    // `if(c)` on a combined target construct stays the target's (false: the host, one thread).
    let ti = tr(
        "target teams distribute parallel for if(c)",
        Region::Host,
        None,
    )
    .unwrap();
    assert!(shape(&ti).1.contains(&AK::If) && !shape(&ti).1.contains(&AK::OmpIfParallel));
    // A team of one thread needs no bound.
    let one = tr(
        "target parallel num_threads(2) private(t) if(parallel: c)",
        Region::Host,
        None,
    )
    .unwrap();
    assert_eq!(one.directive.kind, DK::Serial);
    assert!(!shape(&one).1.contains(&AK::OmpNumThreads));
    assert!(!shape(&one).1.contains(&AK::OmpIfParallel));
}

#[test]
fn loop_bind_chooses_who_shares_the_iterations() {
    // 5.0 §2.9.5: bind(thread): every thread runs all iterations (a `loop seq`).
    for r in [Region::Threads, Region::Teams, Region::TargetSerial] {
        let t = tr("loop bind(thread)", r, None).unwrap();
        assert_eq!((t.form, shape(&t).1), (Form::Acc, vec![AK::Seq]), "{r:?}");
    }
    // bind(parallel) in a parallel region: the team's threads share them.
    let t = tr("loop bind(parallel)", Region::Threads, None).unwrap();
    assert_eq!(t.form, Form::SplitLoop);
    // bind(teams) in teams: the threads of the teams (a vector loop the gangs share).
    let t = tr("loop bind(teams)", Region::Teams, None).unwrap();
    assert_eq!(shape(&t).1, vec![AK::Vector, AK::Independent]);
    let e = tr("loop bind(teams)", Region::Threads, None).unwrap_err();
    assert!(e.contains("not supported yet"), "{e}");
}

#[test]
fn orphaned_worksharing_loops_of_declare_target_functions() {
    let orphan = |src: &str| orphaned_worksharing(&parse_omp(&lex(src), Lang::C).expect("parses"));
    for yes in [
        "for",
        "for simd nowait",
        "for lastprivate(x) linear(j: 2) collapse(2)",
        "for reduction(+: s) reduction(max: m)",
    ] {
        assert!(orphan(yes), "{yes}");
    }
    // Not worksharing loops, or clauses the device path does not take there: host OpenMP.
    for no in [
        "parallel for",
        "single",
        "for ordered",
        "for lastprivate(conditional: x)",
    ] {
        assert!(!orphan(no), "{no}");
    }
}

#[test]
fn tasks_in_target_regions_are_included_tasks() {
    let kind = |src: &str| parse_omp(&lex(src), Lang::C).expect("parses").kind;
    for yes in [
        "task",
        "taskwait",
        "taskyield",
        "taskgroup",
        "task depend(in: x) if(0)",
        "critical",
        "critical(upd) hint(0)",
    ] {
        assert!(included_task(kind(yes)), "{yes}");
    }
    for no in ["taskloop", "parallel", "single", "master taskloop"] {
        assert!(!included_task(kind(no)), "{no}");
    }
    // 4.5 §2.15.1.1 as gcc reads it for the variables of a target region.
    assert!(task_implicitly_firstprivate(false, false, false));
    assert!(!task_implicitly_firstprivate(false, true, false));
    assert!(task_implicitly_firstprivate(false, true, true));
    assert!(!task_implicitly_firstprivate(true, false, false));
}

#[test]
fn conditional_lastprivate_on_device_loops() {
    // A combined target loop construct is run by the league through partial results
    // (decision 115): the clause goes to the front end, the variable is mapped tofrom and
    // not private (each slot's copy is the front end's).
    for src in [
        "target teams distribute parallel for lastprivate(conditional: x)",
        "target parallel for lastprivate(conditional: x) schedule(dynamic, 3)",
    ] {
        let t = tr(src, Region::Host, None).expect("translates");
        assert_eq!(t.directive.kind, DK::ParallelLoop, "{src}");
        assert!(t.lastprivate.is_empty());
        assert_eq!(t.conditional.len(), 1);
        assert!(t.directive.clauses.iter().any(|c| c.kind == AK::Copy));
        assert!(!t.directive.clauses.iter().any(|c| c.kind == AK::Private));
    }
    // With a user-defined reduction and `lastprivate` too: one thread runs the loop.
    let t = tr(
        "target teams distribute parallel for reduction(foo: s) lastprivate(conditional: x)",
        Region::Host,
        None,
    )
    .expect("translates");
    assert_eq!(t.directive.kind, DK::SerialLoop);
    assert!(t.conditional.is_empty());
    // A worksharing loop in a parallel region of a target region: not yet.
    let e = tr("for lastprivate(conditional: x)", Region::Threads, None).unwrap_err();
    assert!(e.contains("not supported yet"), "{e}");
}

/// [`fold_nest`] on the nest of `lines`, list items compared by their first word; the
/// clauses left out as the text of their first token, per construct.
fn fold(lines: &[&str]) -> Option<Vec<Vec<String>>> {
    let toks: Vec<Vec<DirToken>> = lines.iter().map(|l| lex(l)).collect();
    let chain: Vec<OmpDirective> = toks
        .iter()
        .map(|t| parse_omp(t, Lang::C).expect("parses"))
        .collect();
    let word = |(i, r): NestItem| toks[i][r.start as usize].text.clone();
    let same = |a, b| word(a) == word(b);
    let out = fold_nest(&chain, &same)?;
    Some(
        out.iter()
            .zip(&toks)
            .map(|(rs, t)| {
                rs.iter()
                    .map(|r| t[r.start as usize].text.to_string())
                    .collect()
            })
            .collect(),
    )
}

#[test]
fn nests_with_partials_fold_into_their_combined_construct() {
    let none: Vec<Vec<String>> = vec![Vec::new(), Vec::new()];
    assert_eq!(
        fold(&[
            "target teams map(tofrom: x) num_teams(8)",
            "distribute parallel for reduction(myop: x)"
        ]),
        Some(none.clone())
    );
    assert_eq!(
        fold(&[
            "target parallel map(tofrom: x)",
            "for lastprivate(conditional: x)"
        ]),
        Some(none)
    );
    // `teams reduction(myop: x)` around the loop's own: one reduction, the loop's.
    assert_eq!(
        fold(&[
            "target map(tofrom: x)",
            "teams reduction(myop: x)",
            "distribute parallel for reduction(myop: x)"
        ]),
        Some(vec![Vec::new(), vec!["reduction".to_string()], Vec::new()])
    );
    // On the combined target construct's own leaf the clause maps the variable itself.
    assert!(fold(&["target teams reduction(myop: x)", "distribute"]).is_some());
}

#[test]
fn nests_that_differ_from_their_combined_construct_stay_apart() {
    // Nothing that needs partial results: the nest runs as it is.
    assert_eq!(
        fold(&[
            "target teams map(tofrom: x)",
            "distribute parallel for reduction(+: x)"
        ]),
        None
    );
    // A scalar the target does not map back is firstprivate there (its result is lost).
    assert_eq!(
        fold(&["target teams", "distribute parallel for reduction(myop: x)"]),
        None
    );
    assert_eq!(
        fold(&[
            "target teams map(to: x)",
            "distribute parallel for reduction(myop: x)"
        ]),
        None
    );
    // Per-team copies would become per-thread ones.
    assert_eq!(
        fold(&[
            "target teams map(tofrom: x) firstprivate(y)",
            "distribute parallel for reduction(myop: x)"
        ]),
        None
    );
    // Two identifiers for one variable.
    assert_eq!(
        fold(&[
            "target map(tofrom: x)",
            "teams reduction(+: x)",
            "distribute parallel for reduction(myop: x)"
        ]),
        None
    );
    // Not a combined construct: every team would run the whole loop.
    assert_eq!(
        fold(&[
            "target teams map(tofrom: x)",
            "parallel for lastprivate(conditional: x)"
        ]),
        None
    );
}
