//! The directive-local OpenMP rules of `check_omp`: each wrong use shows the diagnostic's
//! token range, the tokens it covers, its message and the spec rule it cites.

use expect_test::{expect, Expect};

use super::omp_table;
use crate::Lang;

fn c(inputs: &[&str], expect: Expect) {
    expect.assert_eq(&omp_table(Lang::C, inputs));
}

fn fortran(inputs: &[&str], expect: Expect) {
    expect.assert_eq(&omp_table(Lang::Fortran, inputs));
}

#[test]
fn conforming_lines_have_no_diagnostics() {
    c(
        &[
            "parallel for num_threads(8) schedule(dynamic, 16) reduction(+: s) private(t) collapse(2) ordered(2)",
            "target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n]) if(target: n > 1000) if(parallel: n > 10) device(0) nowait",
            "target teams distribute parallel for simd is_device_ptr(p) num_teams(64) thread_limit(256) dist_schedule(static, 8) safelen(16) simdlen(8)",
            "target parallel for simd if(simd: c) firstprivate(a) lastprivate(b)",
            "target enter data map(to: a[0:n]) map(alloc: b[0:n]) if(target enter data: c)",
            "target exit data map(from: a[0:n]) map(release: b) map(delete: c) nowait depend(in: a)",
            "target update to(a) from(b) if(c)",
            "target data map(always, tofrom: a) use_device_ptr(p)",
            "target data use_device_addr(a)",
            "taskloop simd grainsize(8) simdlen(4) firstprivate(x) lastprivate(x)",
            "for schedule(nonmonotonic: dynamic) linear(i: 2) lastprivate(conditional: x)",
            "simd linear(i: 1) aligned(p: 64) nontemporal(q)",
            "simd linear(i: val, step(2))",
            "declare simd uniform(p) linear(i) inbranch simdlen(8)",
            "atomic read acquire",
            "atomic write release",
            "atomic update relaxed hint(1)",
            "atomic capture acq_rel",
            "flush seq_cst",
            "ordered depend(sink: i - 1) depend(sink: i - 2)",
            "ordered simd",
            "cancel for if(cancel: stop)",
            "declare target to(f) link(g) device_type(nohost)",
            "task depend(mutexinoutset: m) priority(0) final(1)",
            "parallel masked filter(0) num_threads(2)",
            "requires atomic_default_mem_order(acq_rel) reverse_offload",
            "allocate(x) allocator(omp_pteam_mem_alloc) align(16)",
            "parallel private(a) allocate(omp_low_lat_mem_alloc: a)",
            "teams loop bind(teams) reduction(max: m)",
            "masked taskloop simd filter(0) grainsize(2)",
            // Valid under 5.0/5.1 (gcc 12 accepts them): nonmonotonic with any kind (5.0),
            // device(-1) = omp_initial_device (5.1), acq_rel/acquire on atomic update and
            // acq_rel on read (5.1), order(concurrent) with safelen, mutexinoutset on target.
            "for schedule(nonmonotonic: static)",
            "simd safelen(8) order(concurrent)",
            "target device(-1)",
            "target teams device(device_num: d + 1)",
            "target data map(to: a) device(c ? 0 : 1)",
            "target depend(mutexinoutset: a)",
            "atomic read acq_rel",
            "atomic acquire",
            "atomic update acq_rel",
        ],
        expect![[r#"
            parallel for num_threads(8) schedule(dynamic, 16) reduction(+: s) private(t) collapse(2) ordered(2)
              => parallel for num_threads(8) schedule(dynamic, 16) reduction(+: s) private(t) collapse(2) ordered(2)
            target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n]) if(target: n > 1000) if(parallel: n > 10) device(0) nowait
              => target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n]) if(target: n>1000) if(parallel: n>10) device(0) nowait
            target teams distribute parallel for simd is_device_ptr(p) num_teams(64) thread_limit(256) dist_schedule(static, 8) safelen(16) simdlen(8)
              => target teams distribute parallel for simd is_device_ptr(p) num_teams(64) thread_limit(256) dist_schedule(static, 8) safelen(16) simdlen(8)
            target parallel for simd if(simd: c) firstprivate(a) lastprivate(b)
              => target parallel for simd if(simd: c) firstprivate(a) lastprivate(b)
            target enter data map(to: a[0:n]) map(alloc: b[0:n]) if(target enter data: c)
              => target enter data map(to: a[0:n]) map(alloc: b[0:n]) if(target enter data: c)
            target exit data map(from: a[0:n]) map(release: b) map(delete: c) nowait depend(in: a)
              => target exit data map(from: a[0:n]) map(release: b) map(delete: c) nowait depend(in: a)
            target update to(a) from(b) if(c)
              => target update to(a) from(b) if(c)
            target data map(always, tofrom: a) use_device_ptr(p)
              => target data map(always, tofrom: a) use_device_ptr(p)
            target data use_device_addr(a)
              => target data use_device_addr(a)
            taskloop simd grainsize(8) simdlen(4) firstprivate(x) lastprivate(x)
              => taskloop simd grainsize(8) simdlen(4) firstprivate(x) lastprivate(x)
            for schedule(nonmonotonic: dynamic) linear(i: 2) lastprivate(conditional: x)
              => for schedule(nonmonotonic: dynamic) linear(i: step(2)) lastprivate(conditional: x)
            simd linear(i: 1) aligned(p: 64) nontemporal(q)
              => simd linear(i: step(1)) aligned(p: 64) nontemporal(q)
            simd linear(i: val, step(2))
              => simd linear(val(i): step(2))
            declare simd uniform(p) linear(i) inbranch simdlen(8)
              => declare simd uniform(p) linear(i) inbranch simdlen(8)
            atomic read acquire
              => atomic read acquire
            atomic write release
              => atomic write release
            atomic update relaxed hint(1)
              => atomic update relaxed hint(1)
            atomic capture acq_rel
              => atomic capture acq_rel
            flush seq_cst
              => flush seq_cst
            ordered depend(sink: i - 1) depend(sink: i - 2)
              => ordered depend(sink: i-1) depend(sink: i-2)
            ordered simd
              => ordered simd
            cancel for if(cancel: stop)
              => cancel for if(cancel: stop)
            declare target to(f) link(g) device_type(nohost)
              => declare target to(f) link(g) device_type(nohost)
            task depend(mutexinoutset: m) priority(0) final(1)
              => task depend(mutexinoutset: m) priority(0) final(1)
            parallel masked filter(0) num_threads(2)
              => parallel masked filter(0) num_threads(2)
            requires atomic_default_mem_order(acq_rel) reverse_offload
              => requires atomic_default_mem_order(acq_rel) reverse_offload
            allocate(x) allocator(omp_pteam_mem_alloc) align(16)
              => allocate(x) allocator(omp_pteam_mem_alloc) align(16)
            parallel private(a) allocate(omp_low_lat_mem_alloc: a)
              => parallel private(a) allocate(allocator(omp_low_lat_mem_alloc): a)
            teams loop bind(teams) reduction(max: m)
              => teams loop bind(teams) reduction(max: m)
            masked taskloop simd filter(0) grainsize(2)
              => masked taskloop simd filter(0) grainsize(2)
            for schedule(nonmonotonic: static)
              => for schedule(nonmonotonic: static)
            simd safelen(8) order(concurrent)
              => simd safelen(8) order(concurrent)
            target device(-1)
              => target device(-1)
            target teams device(device_num: d + 1)
              => target teams device(d+1)
            target data map(to: a) device(c ? 0 : 1)
              => target data map(to: a) device(c?0:1)
            target depend(mutexinoutset: a)
              => target depend(mutexinoutset: a)
            atomic read acq_rel
              => atomic read acq_rel
            atomic acquire
              => atomic acquire
            atomic update acq_rel
              => atomic update acq_rel
        "#]],
    );
    fortran(
        &[
            "parallel do reduction(.and.: ok) reduction(iand: bits) default(private)",
            "end do nowait",
            "end single copyprivate(a, b)",
            "end sections nowait",
            "target teams distribute parallel do simd map(tofrom: y(1:n)) reduction(max: m)",
            "declare simd(f) linear(ref(x)) linear(uval(y))",
            "end critical(update_lock)",
            "target teams distribute parallel do nowait map(tofrom: y)",
        ],
        expect![[r#"
            parallel do reduction(.and.: ok) reduction(iand: bits) default(private)
              => parallel do reduction(.and.: ok) reduction(iand: bits) default(private)
            end do nowait
              => end do nowait
            end single copyprivate(a, b)
              => end single copyprivate(a, b)
            end sections nowait
              => end sections nowait
            target teams distribute parallel do simd map(tofrom: y(1:n)) reduction(max: m)
              => target teams distribute parallel do simd map(tofrom: y(1:n)) reduction(max: m)
            declare simd(f) linear(ref(x)) linear(uval(y))
              => declare simd(f) linear(ref(x)) linear(uval(y))
            end critical(update_lock)
              => end critical(update_lock)
            target teams distribute parallel do nowait map(tofrom: y)
              => target teams distribute parallel do nowait map(tofrom: y)
        "#]],
    );
}

#[test]
fn clauses_not_allowed() {
    c(
        &[
            "parallel schedule(static)",
            "parallel nowait",
            "parallel for nowait",
            "parallel for simd nowait",
            "parallel sections nowait",
            "target parallel copyin(t)",
            "target teams distribute parallel for copyin(t)",
            "distribute parallel for linear(i)",
            "distribute parallel for ordered",
            "teams distribute parallel for simd ordered",
            "parallel master taskloop in_reduction(+: s)",
            "for copyin(t)",
            "simd nowait",
            "teams map(a)",
            "distribute schedule(static)",
            "target data private(a) map(b)",
            "target enter data to(a) map(to: b)",
            "target update map(to: a)",
            "single copyin(x)",
            "master filter(0)",
            "barrier nowait",
            "taskwait nowait",
            "critical(c) nowait",
            "threadprivate(x) private(x)",
            "declare target(f) device_type(any)",
            "atomic nowait",
            "flush relaxed",
            "requires nowait",
            "allocate(x) private(x)",
            "section nowait",
        ],
        expect![[r#"
            parallel schedule(static)
              => parallel schedule(static)
              error 1..2 `schedule`: clause 'schedule' is not allowed on 'parallel' directive [OpenMP 4.5 §2.5: the clauses of parallel are listed there]
            parallel nowait
              => parallel nowait
              error 1..2 `nowait`: clause 'nowait' is not allowed on 'parallel' directive [OpenMP 4.5 §2.5: the clauses of parallel are listed there]
            parallel for nowait
              => parallel for nowait
              error 2..3 `nowait`: clause 'nowait' is not allowed on 'parallel for' directive [OpenMP 4.5 §2.11.1: a combined parallel worksharing construct accepts the clauses of its parts except nowait]
            parallel for simd nowait
              => parallel for simd nowait
              error 3..4 `nowait`: clause 'nowait' is not allowed on 'parallel for simd' directive [OpenMP 4.5 §2.11.1: a combined parallel worksharing construct accepts the clauses of its parts except nowait]
            parallel sections nowait
              => parallel sections nowait
              error 2..3 `nowait`: clause 'nowait' is not allowed on 'parallel sections' directive [OpenMP 4.5 §2.11.1: a combined parallel worksharing construct accepts the clauses of its parts except nowait]
            target parallel copyin(t)
              => target parallel copyin(t)
              error 2..3 `copyin`: clause 'copyin' is not allowed on 'target parallel' directive [OpenMP 4.5 §2.11.5: a combined target construct accepts the clauses of its parts except copyin]
            target teams distribute parallel for copyin(t)
              => target teams distribute parallel for copyin(t)
              error 5..6 `copyin`: clause 'copyin' is not allowed on 'target teams distribute parallel for' directive [OpenMP 4.5 §2.11.5: a combined target construct accepts the clauses of its parts except copyin]
            distribute parallel for linear(i)
              => distribute parallel for linear(i)
              error 3..4 `linear`: clause 'linear' is not allowed on 'distribute parallel for' directive [OpenMP 4.5 §2.10.10: the linear and ordered clauses are not allowed on distribute parallel loop constructs]
            distribute parallel for ordered
              => distribute parallel for ordered
              error 3..4 `ordered`: clause 'ordered' is not allowed on 'distribute parallel for' directive [OpenMP 4.5 §2.10.10: the linear and ordered clauses are not allowed on distribute parallel loop constructs]
            teams distribute parallel for simd ordered
              => teams distribute parallel for simd ordered
              error 5..6 `ordered`: clause 'ordered' is not allowed on 'teams distribute parallel for simd' directive [OpenMP 4.5 §2.10.11: the ordered clause is not allowed on distribute parallel loop SIMD constructs]
            parallel master taskloop in_reduction(+: s)
              => parallel master taskloop in_reduction(+: s)
              error 3..4 `in_reduction`: clause 'in_reduction' is not allowed on 'parallel master taskloop' directive [OpenMP 5.0 §2.13.8: a parallel master taskloop construct accepts the clauses of its parts except in_reduction]
            for copyin(t)
              => for copyin(t)
              error 1..2 `copyin`: clause 'copyin' is not allowed on 'for' directive [OpenMP 4.5 §2.7.1: the clauses of for are listed there]
            simd nowait
              => simd nowait
              error 1..2 `nowait`: clause 'nowait' is not allowed on 'simd' directive [OpenMP 4.5 §2.8.1: the clauses of simd are listed there]
            teams map(a)
              => teams map(a)
              error 1..2 `map`: clause 'map' is not allowed on 'teams' directive [OpenMP 4.5 §2.10.7: the clauses of teams are listed there]
            distribute schedule(static)
              => distribute schedule(static)
              error 1..2 `schedule`: clause 'schedule' is not allowed on 'distribute' directive [OpenMP 4.5 §2.10.8: the clauses of distribute are listed there]
            target data private(a) map(b)
              => target data private(a) map(b)
              error 2..3 `private`: clause 'private' is not allowed on 'target data' directive [OpenMP 4.5 §2.10.1: the clauses of target data are listed there]
            target enter data to(a) map(to: b)
              => target enter data to(a) map(to: b)
              error 3..4 `to`: clause 'to' is not allowed on 'target enter data' directive [OpenMP 4.5 §2.10.2: the clauses of target enter data are listed there]
            target update map(to: a)
              => target update map(to: a)
              error 0..2 `target update`: 'target update' directive needs at least one of: to, from [OpenMP 4.5 §2.10.5: at least one motion-clause (to or from) must be specified]
              error 2..3 `map`: clause 'map' is not allowed on 'target update' directive [OpenMP 4.5 §2.10.5: the clauses of target update are listed there]
            single copyin(x)
              => single copyin(x)
              error 1..2 `copyin`: clause 'copyin' is not allowed on 'single' directive [OpenMP 4.5 §2.7.3: the clauses of single are listed there]
            master filter(0)
              => master filter(0)
              error 1..2 `filter`: clause 'filter' is not allowed on 'master' directive [OpenMP 4.5 §2.13.1: the clauses of master are listed there]
            barrier nowait
              => barrier nowait
              error 1..2 `nowait`: clause 'nowait' is not allowed on 'barrier' directive [OpenMP 4.5 §2.13.3: the clauses of barrier are listed there]
            taskwait nowait
              => taskwait nowait
              error 1..2 `nowait`: clause 'nowait' is not allowed on 'taskwait' directive [OpenMP 5.0 §2.17.5: the clauses of taskwait are listed there]
            critical(c) nowait
              => critical(c) nowait
              error 4..5 `nowait`: clause 'nowait' is not allowed on 'critical' directive [OpenMP 4.5 §2.13.2: the clauses of critical are listed there]
            threadprivate(x) private(x)
              => threadprivate(x) private(x)
              error 4..5 `private`: clause 'private' is not allowed on 'threadprivate' directive [OpenMP 4.5 §2.15.2: the clauses of threadprivate are listed there]
            declare target(f) device_type(any)
              => declare target(f) device_type(any)
              error 5..6 `device_type`: 'declare target(list)' takes no clauses [OpenMP 4.5 §2.10.6: declare target takes either an extended list or clauses, not both]
            atomic nowait
              => atomic nowait
              error 1..2 `nowait`: clause 'nowait' is not allowed on 'atomic' directive [OpenMP 5.0 §2.17.7: the clauses of atomic are listed there]
            flush relaxed
              => flush relaxed
              error 1..2 `relaxed`: clause 'relaxed' is not allowed on 'flush' directive [OpenMP 5.0 §2.17.8: the clauses of flush are listed there]
            requires nowait
              => requires nowait
              error 0..1 `requires`: 'requires' directive needs at least one of: unified_address, unified_shared_memory, reverse_offload, dynamic_allocators, atomic_default_mem_order [OpenMP 5.0 §2.4: a requires directive needs at least one requirement clause]
              error 1..2 `nowait`: clause 'nowait' is not allowed on 'requires' directive [OpenMP 5.0 §2.4: the clauses of requires are listed there]
            allocate(x) private(x)
              => allocate(x) private(x)
              error 4..5 `private`: clause 'private' is not allowed on 'allocate' directive [OpenMP 5.0 §2.11.3: the clauses of allocate are listed there]
            section nowait
              => section nowait
              error 1..2 `nowait`: clause 'nowait' is not allowed on 'section' directive [OpenMP 4.5 §2.7.2: the clauses of section are listed there]
        "#]],
    );
    fortran(
        &[
            "do nowait",
            "single copyprivate(x)",
            "sections nowait",
            "workshare nowait",
            "end parallel do nowait",
            "end target nowait",
            "end do copyprivate(x)",
            "end single private(x)",
        ],
        expect![[r#"
            do nowait
              => do nowait
              error 1..2 `nowait`: clause 'nowait' is not allowed on 'do' directive [OpenMP 4.5 §2.7: in Fortran, nowait is written on the end do directive]
            single copyprivate(x)
              => single copyprivate(x)
              error 1..2 `copyprivate`: clause 'copyprivate' is not allowed on 'single' directive [OpenMP 4.5 §2.7: in Fortran, copyprivate is written on the end single directive]
            sections nowait
              => sections nowait
              error 1..2 `nowait`: clause 'nowait' is not allowed on 'sections' directive [OpenMP 4.5 §2.7: in Fortran, nowait is written on the end sections directive]
            workshare nowait
              => workshare nowait
              error 1..2 `nowait`: clause 'nowait' is not allowed on 'workshare' directive [OpenMP 4.5 §2.7: in Fortran, nowait is written on the end workshare directive]
            end parallel do nowait
              => end parallel do nowait
              error 3..4 `nowait`: clause 'nowait' is not allowed on 'end parallel do' directive [OpenMP 4.5 §2.7: only end do, end do simd, end sections, end single and end workshare take nowait, and only end single takes copyprivate]
            end target nowait
              => end target nowait
              error 2..3 `nowait`: clause 'nowait' is not allowed on 'end target' directive [OpenMP 4.5 §2.7: only end do, end do simd, end sections, end single and end workshare take nowait, and only end single takes copyprivate]
            end do copyprivate(x)
              => end do copyprivate(x)
              error 2..3 `copyprivate`: clause 'copyprivate' is not allowed on 'end do' directive [OpenMP 4.5 §2.7: only end do, end do simd, end sections, end single and end workshare take nowait, and only end single takes copyprivate]
            end single private(x)
              => end single private(x)
              error 2..3 `private`: clause 'private' is not allowed on 'end single' directive [OpenMP 4.5 §2.7: only end do, end do simd, end sections, end single and end workshare take nowait, and only end single takes copyprivate]
        "#]],
    );
}

#[test]
fn clauses_at_most_once() {
    c(
        &[
            "parallel if(a) if(b)",
            "parallel num_threads(2) num_threads(4)",
            "parallel default(none) default(shared)",
            "for schedule(static) schedule(dynamic)",
            "for collapse(2) collapse(3)",
            "for ordered ordered(2)",
            "for nowait nowait",
            "simd safelen(4) safelen(8)",
            "simd simdlen(4) simdlen(8)",
            "task final(a) final(b)",
            "task priority(1) priority(2)",
            "taskloop grainsize(4) grainsize(8)",
            "target device(0) device(1)",
            "teams num_teams(2) num_teams(4)",
            "teams thread_limit(2) thread_limit(4)",
            "distribute dist_schedule(static) dist_schedule(static, 4)",
            "critical(c) hint(1) hint(2)",
            "loop bind(thread) bind(teams)",
            "declare simd inbranch notinbranch",
            "declare target to(f) device_type(host) device_type(nohost)",
            "allocate(x) allocator(a) allocator(b)",
            "requires atomic_default_mem_order(seq_cst) atomic_default_mem_order(relaxed)",
        ],
        expect![[r#"
            parallel if(a) if(b)
              => parallel if(a) if(b)
              error 5..6 `if`: more than one 'if' clause applies to 'parallel' on 'parallel' directive [OpenMP 4.5 §2.12: at most one if clause can apply to each construct or constituent construct]
            parallel num_threads(2) num_threads(4)
              => parallel num_threads(2) num_threads(4)
              error 5..6 `num_threads`: clause 'num_threads' may appear only once on 'parallel' directive [OpenMP 4.5 §2.5: at most one num_threads clause]
            parallel default(none) default(shared)
              => parallel default(none) default(shared)
              error 5..6 `default`: clause 'default' may appear only once on 'parallel' directive [OpenMP 4.5 §2.15.3.1: at most one default clause]
            for schedule(static) schedule(dynamic)
              => for schedule(static) schedule(dynamic)
              error 5..6 `schedule`: clause 'schedule' may appear only once on 'for' directive [OpenMP 4.5 §2.7.1: at most one schedule clause]
            for collapse(2) collapse(3)
              => for collapse(2) collapse(3)
              error 5..6 `collapse`: clause 'collapse' may appear only once on 'for' directive [OpenMP 4.5 §2.7.1: at most one collapse clause]
            for ordered ordered(2)
              => for ordered ordered(2)
              error 2..3 `ordered`: clause 'ordered' may appear only once on 'for' directive [OpenMP 4.5 §2.7.1: at most one ordered clause]
            for nowait nowait
              => for nowait nowait
              error 2..3 `nowait`: clause 'nowait' may appear only once on 'for' directive [OpenMP 4.5 §2.7.1: at most one nowait clause]
            simd safelen(4) safelen(8)
              => simd safelen(4) safelen(8)
              error 5..6 `safelen`: clause 'safelen' may appear only once on 'simd' directive [OpenMP 4.5 §2.8.1: at most one safelen clause]
            simd simdlen(4) simdlen(8)
              => simd simdlen(4) simdlen(8)
              error 5..6 `simdlen`: clause 'simdlen' may appear only once on 'simd' directive [OpenMP 4.5 §2.8.1: at most one simdlen clause]
            task final(a) final(b)
              => task final(a) final(b)
              error 5..6 `final`: clause 'final' may appear only once on 'task' directive [OpenMP 4.5 §2.9.1: at most one final clause]
            task priority(1) priority(2)
              => task priority(1) priority(2)
              error 5..6 `priority`: clause 'priority' may appear only once on 'task' directive [OpenMP 4.5 §2.9.1: at most one priority clause]
            taskloop grainsize(4) grainsize(8)
              => taskloop grainsize(4) grainsize(8)
              error 5..6 `grainsize`: clause 'grainsize' may appear only once on 'taskloop' directive [OpenMP 4.5 §2.9.2: at most one grainsize clause]
            target device(0) device(1)
              => target device(0) device(1)
              error 5..6 `device`: clause 'device' may appear only once on 'target' directive [OpenMP 4.5 §2.10.4: at most one device clause]
            teams num_teams(2) num_teams(4)
              => teams num_teams(2) num_teams(4)
              error 5..6 `num_teams`: clause 'num_teams' may appear only once on 'teams' directive [OpenMP 4.5 §2.10.7: at most one num_teams clause]
            teams thread_limit(2) thread_limit(4)
              => teams thread_limit(2) thread_limit(4)
              error 5..6 `thread_limit`: clause 'thread_limit' may appear only once on 'teams' directive [OpenMP 4.5 §2.10.7: at most one thread_limit clause]
            distribute dist_schedule(static) dist_schedule(static, 4)
              => distribute dist_schedule(static) dist_schedule(static, 4)
              error 5..6 `dist_schedule`: clause 'dist_schedule' may appear only once on 'distribute' directive [OpenMP 4.5 §2.10.8: at most one dist_schedule clause]
            critical(c) hint(1) hint(2)
              => critical(c) hint(1) hint(2)
              error 8..9 `hint`: clause 'hint' may appear only once on 'critical' directive [OpenMP 4.5 §2.13.2: at most one hint clause]
            loop bind(thread) bind(teams)
              => loop bind(thread) bind(teams)
              error 5..6 `bind`: clause 'bind' may appear only once on 'loop' directive [OpenMP 5.0 §2.9.5: at most one bind clause]
            declare simd inbranch notinbranch
              => declare simd inbranch notinbranch
              error 3..4 `notinbranch`: clauses 'inbranch' and 'notinbranch' exclude each other [OpenMP 4.5 §2.8.2: inbranch and notinbranch are mutually exclusive]
            declare target to(f) device_type(host) device_type(nohost)
              => declare target to(f) device_type(host) device_type(nohost)
              error 10..11 `device_type`: clause 'device_type' may appear only once on 'declare target' directive [OpenMP 5.0 §2.12.7: at most one device_type clause]
            allocate(x) allocator(a) allocator(b)
              => allocate(x) allocator(a) allocator(b)
              error 8..9 `allocator`: clause 'allocator' may appear only once on 'allocate' directive [OpenMP 5.0 §2.11.3: at most one allocator clause]
            requires atomic_default_mem_order(seq_cst) atomic_default_mem_order(relaxed)
              => requires atomic_default_mem_order(seq_cst) atomic_default_mem_order(relaxed)
              error 5..6 `atomic_default_mem_order`: clause 'atomic_default_mem_order' may appear only once on 'requires' directive [OpenMP 5.0 §2.4: at most one atomic_default_mem_order clause]
        "#]],
    );
}

#[test]
fn if_modifiers() {
    c(
        &[
            "parallel if(target: c)",
            "target parallel for if(teams: c)",
            "target parallel if(target: a) if(target: b)",
            "target parallel if(a) if(parallel: b)",
            "target data if(target: c) map(a)",
            "target update if(target enter data: c) to(a)",
            "cancel parallel if(parallel: c)",
            "task if(taskloop: c)",
            "target simd if(simd: a) if(target: b) if(c)",
            "parallel for if(for: c)",
        ],
        expect![[r#"
            parallel if(target: c)
              => parallel if(target: c)
              error 3..4 `target`: directive-name modifier 'target' does not name a constituent of 'parallel' [OpenMP 4.5 §2.12: the directive-name-modifier must name the directive or one of its constituent constructs that accepts an if clause]
            target parallel for if(teams: c)
              => target parallel for if(teams: c)
              error 5..6 `teams`: directive-name modifier 'teams' does not name a constituent of 'target parallel for' [OpenMP 4.5 §2.12: the directive-name-modifier must name the directive or one of its constituent constructs that accepts an if clause]
            target parallel if(target: a) if(target: b)
              => target parallel if(target: a) if(target: b)
              error 8..9 `if`: more than one 'if' clause applies to 'target' on 'target parallel' directive [OpenMP 4.5 §2.12: at most one if clause can apply to each construct or constituent construct]
            target parallel if(a) if(parallel: b)
              => target parallel if(a) if(parallel: b)
              error 6..7 `if`: more than one 'if' clause applies to 'parallel' on 'target parallel' directive [OpenMP 4.5 §2.12: at most one if clause can apply to each construct or constituent construct]
            target data if(target: c) map(a)
              => target data if(target: c) map(a)
              error 4..5 `target`: directive-name modifier 'target' does not name a constituent of 'target data' [OpenMP 4.5 §2.12: the directive-name-modifier must name the directive or one of its constituent constructs that accepts an if clause]
            target update if(target enter data: c) to(a)
              => target update if(target enter data: c) to(a)
              error 4..7 `target enter data`: directive-name modifier 'target enter data' does not name a constituent of 'target update' [OpenMP 4.5 §2.12: the directive-name-modifier must name the directive or one of its constituent constructs that accepts an if clause]
            cancel parallel if(parallel: c)
              => cancel parallel if(parallel: c)
              error 4..5 `parallel`: directive-name modifier 'parallel' does not name a constituent of 'cancel' [OpenMP 4.5 §2.12: the directive-name-modifier must name the directive or one of its constituent constructs that accepts an if clause]
            task if(taskloop: c)
              => task if(taskloop: c)
              error 3..4 `taskloop`: directive-name modifier 'taskloop' does not name a constituent of 'task' [OpenMP 4.5 §2.12: the directive-name-modifier must name the directive or one of its constituent constructs that accepts an if clause]
            target simd if(simd: a) if(target: b) if(c)
              => target simd if(simd: a) if(target: b) if(c)
              error 14..15 `if`: more than one 'if' clause applies to 'target' on 'target simd' directive [OpenMP 4.5 §2.12: at most one if clause can apply to each construct or constituent construct]
            parallel for if(for: c)
              => error 4..5 `for`: unknown directive-name modifier 'for' in 'if' clause
        "#]],
    );
}

#[test]
fn map_types_and_required_clauses() {
    c(
        &[
            "target enter data map(from: a)",
            "target enter data map(tofrom: a)",
            "target enter data map(a)",
            "target enter data map(release: a)",
            "target exit data map(to: a)",
            "target exit data map(tofrom: a)",
            "target exit data map(alloc: a)",
            "target exit data map(a)",
            "target map(release: a)",
            "target data map(delete: a)",
            "target teams map(delete: a)",
            "target map(always, always, to: a)",
            "target data if(c)",
            "target enter data if(c)",
            "target exit data nowait",
            "target update if(c)",
            "requires",
            "target defaultmap(tofrom: scalar) defaultmap(to: scalar)",
            "target defaultmap(none) defaultmap(firstprivate: pointer)",
        ],
        expect![[r#"
            target enter data map(from: a)
              => target enter data map(from: a)
              error 3..9 `map(from:a)`: map type 'from' is not allowed on 'target enter data' directive [OpenMP 4.5 §2.10.2: the map-type must be to or alloc on target enter data]
            target enter data map(tofrom: a)
              => target enter data map(tofrom: a)
              error 3..9 `map(tofrom:a)`: map type 'tofrom' is not allowed on 'target enter data' directive [OpenMP 4.5 §2.10.2: the map-type must be to or alloc on target enter data]
            target enter data map(a)
              => target enter data map(a)
            target enter data map(release: a)
              => target enter data map(release: a)
              error 3..9 `map(release:a)`: map type 'release' is not allowed on 'target enter data' directive [OpenMP 4.5 §2.10.2: the map-type must be to or alloc on target enter data]
            target exit data map(to: a)
              => target exit data map(to: a)
              error 3..9 `map(to:a)`: map type 'to' is not allowed on 'target exit data' directive [OpenMP 4.5 §2.10.3: the map-type must be from, release or delete on target exit data]
            target exit data map(tofrom: a)
              => target exit data map(tofrom: a)
              error 3..9 `map(tofrom:a)`: map type 'tofrom' is not allowed on 'target exit data' directive [OpenMP 4.5 §2.10.3: the map-type must be from, release or delete on target exit data]
            target exit data map(alloc: a)
              => target exit data map(alloc: a)
              error 3..9 `map(alloc:a)`: map type 'alloc' is not allowed on 'target exit data' directive [OpenMP 4.5 §2.10.3: the map-type must be from, release or delete on target exit data]
            target exit data map(a)
              => target exit data map(a)
            target map(release: a)
              => target map(release: a)
              error 1..7 `map(release:a)`: map type 'release' is not allowed on 'target' directive [OpenMP 4.5 §2.10.4: the map-type must be to, from, tofrom or alloc on target]
            target data map(delete: a)
              => target data map(delete: a)
              error 2..8 `map(delete:a)`: map type 'delete' is not allowed on 'target data' directive [OpenMP 4.5 §2.10.1: the map-type must be to, from, tofrom or alloc on target data]
            target teams map(delete: a)
              => target teams map(delete: a)
              error 2..8 `map(delete:a)`: map type 'delete' is not allowed on 'target teams' directive [OpenMP 4.5 §2.10.4: the map-type must be to, from, tofrom or alloc on target]
            target map(always, always, to: a)
              => target map(always, always, to: a)
              error 1..11 `map(always,always,to:a)`: a map-type modifier appears twice [OpenMP 5.0 §2.19.7.1: each map-type-modifier may appear at most once]
            target data if(c)
              => target data if(c)
              error 0..2 `target data`: 'target data' directive needs at least one of: map, use_device_ptr, use_device_addr [OpenMP 5.0 §2.12.2: at least one map, use_device_ptr or use_device_addr clause must appear on target data]
            target enter data if(c)
              => target enter data if(c)
              error 0..3 `target enter data`: 'target enter data' directive needs at least one of: map [OpenMP 4.5 §2.10.2: at least one map clause must appear]
            target exit data nowait
              => target exit data nowait
              error 0..3 `target exit data`: 'target exit data' directive needs at least one of: map [OpenMP 4.5 §2.10.3: at least one map clause must appear]
            target update if(c)
              => target update if(c)
              error 0..2 `target update`: 'target update' directive needs at least one of: to, from [OpenMP 4.5 §2.10.5: at least one motion-clause (to or from) must be specified]
            requires
              => requires
              error 0..1 `requires`: 'requires' directive needs at least one of: unified_address, unified_shared_memory, reverse_offload, dynamic_allocators, atomic_default_mem_order [OpenMP 5.0 §2.4: a requires directive needs at least one requirement clause]
            target defaultmap(tofrom: scalar) defaultmap(to: scalar)
              => target defaultmap(tofrom: scalar) defaultmap(to: scalar)
              error 7..8 `defaultmap`: more than one 'defaultmap' clause for the same variable category [OpenMP 5.0 §2.19.7.2: at most one defaultmap clause for each category can appear on the directive]
            target defaultmap(none) defaultmap(firstprivate: pointer)
              => target defaultmap(none) defaultmap(firstprivate: pointer)
              error 5..6 `defaultmap`: more than one 'defaultmap' clause for the same variable category [OpenMP 5.0 §2.19.7.2: at most one defaultmap clause for each category can appear on the directive]
        "#]],
    );
}

#[test]
fn argument_rules() {
    c(
        &[
            "for schedule(monotonic, nonmonotonic: dynamic)",
            "for schedule(nonmonotonic: dynamic) ordered",
            "for schedule(auto, 4)",
            "for schedule(runtime, 8)",
            "for collapse(0)",
            "for ordered(1) collapse(2)",
            "for ordered order(concurrent)",
            "simd safelen(0)",
            "simd simdlen(16) safelen(8)",
            "simd aligned(p: 0)",
            "parallel num_threads(0)",
            "teams num_teams(0) thread_limit(0)",
            "task priority(-1)",
            "taskloop grainsize(0)",
            "taskloop grainsize(4) num_tasks(8)",
            "task detach(e) mergeable",
            "task detach(e) detach(f)",
            "single copyprivate(x) nowait",
            "allocate(x) align(3)",
            "parallel private(a) allocate(al: a) allocate(b)",
        ],
        expect![[r#"
            for schedule(monotonic, nonmonotonic: dynamic)
              => for schedule(monotonic, nonmonotonic: dynamic)
              error 1..9 `schedule(monotonic,nonmonotonic:dynamic)`: 'monotonic' and 'nonmonotonic' exclude each other [OpenMP 4.5 §2.7.1: either the monotonic or the nonmonotonic modifier can be specified, not both]
            for schedule(nonmonotonic: dynamic) ordered
              => for schedule(nonmonotonic: dynamic) ordered
              error 1..7 `schedule(nonmonotonic:dynamic)`: 'nonmonotonic' schedule with an 'ordered' clause [OpenMP 4.5 §2.7.1: the nonmonotonic modifier cannot be specified if an ordered clause is specified]
            for schedule(auto, 4)
              => for schedule(auto, 4)
              error 5..6 `4`: a chunk size is not allowed with schedule kind auto or runtime [OpenMP 4.5 §2.7.1: if the schedule kind is runtime or auto, chunk_size must not be specified]
            for schedule(runtime, 8)
              => for schedule(runtime, 8)
              error 5..6 `8`: a chunk size is not allowed with schedule kind auto or runtime [OpenMP 4.5 §2.7.1: if the schedule kind is runtime or auto, chunk_size must not be specified]
            for collapse(0)
              => for collapse(0)
              error 3..4 `0`: invalid argument 0 in 'collapse' clause [OpenMP 4.5 §2.7.1: the collapse parameter must be a constant positive integer]
            for ordered(1) collapse(2)
              => for ordered(1) collapse(2)
              error 3..4 `1`: ordered(1) is smaller than collapse(2) [OpenMP 4.5 §2.7.1: the parameter of the ordered clause must be greater than or equal to the parameter of the collapse clause]
            for ordered order(concurrent)
              => for ordered order(concurrent)
              error 2..3 `order`: clauses 'ordered' and 'order' exclude each other [OpenMP 5.0 §2.9.2: if an order(concurrent) clause is present, an ordered clause may not appear on the same directive]
            simd safelen(0)
              => simd safelen(0)
              error 3..4 `0`: invalid argument 0 in 'safelen' clause [OpenMP 4.5 §2.8.1: the safelen parameter must be a constant positive integer]
            simd simdlen(16) safelen(8)
              => simd simdlen(16) safelen(8)
              error 3..4 `16`: simdlen 16 is greater than safelen 8 [OpenMP 4.5 §2.8.1: if both simdlen and safelen are specified, the simdlen value must be less than or equal to the safelen value]
            simd aligned(p: 0)
              => simd aligned(p: 0)
              error 5..6 `0`: invalid argument 0 in 'aligned' clause [OpenMP 4.5 §2.8.1: the alignment parameter must be a constant positive integer]
            parallel num_threads(0)
              => parallel num_threads(0)
              warning 3..4 `0`: 'num_threads' value must be positive [OpenMP 4.5 §2.5: num_threads must evaluate to a positive integer]
            teams num_teams(0) thread_limit(0)
              => teams num_teams(0) thread_limit(0)
              warning 3..4 `0`: 'num_teams' value must be positive [OpenMP 4.5 §2.10.7: num_teams must evaluate to a positive integer]
              warning 7..8 `0`: 'thread_limit' value must be positive [OpenMP 4.5 §2.10.7: thread_limit must evaluate to a positive integer]
            task priority(-1)
              => task priority(-1)
              warning 3..5 `-1`: 'priority' value must be non-negative [OpenMP 4.5 §2.9.1: priority must evaluate to a non-negative integer]
            taskloop grainsize(0)
              => taskloop grainsize(0)
              warning 3..4 `0`: 'grainsize' value must be positive [OpenMP 4.5 §2.9.2: grainsize must evaluate to a positive integer]
            taskloop grainsize(4) num_tasks(8)
              => taskloop grainsize(4) num_tasks(8)
              error 5..6 `num_tasks`: clauses 'grainsize' and 'num_tasks' exclude each other [OpenMP 4.5 §2.9.2: grainsize and num_tasks are mutually exclusive]
            task detach(e) mergeable
              => task detach(e) mergeable
              error 5..6 `mergeable`: clauses 'detach' and 'mergeable' exclude each other [OpenMP 5.0 §2.10.1: a task with a detach clause cannot be mergeable]
            task detach(e) detach(f)
              => task detach(e) detach(f)
              error 5..6 `detach`: clause 'detach' may appear only once on 'task' directive [OpenMP 5.0 §2.10.1: at most one detach clause]
            single copyprivate(x) nowait
              => single copyprivate(x) nowait
              error 5..6 `nowait`: clauses 'copyprivate' and 'nowait' exclude each other [OpenMP 4.5 §2.7.3: the copyprivate clause must not be used with the nowait clause]
            allocate(x) align(3)
              => allocate(x) align(3)
              error 6..7 `3`: invalid argument 3 in 'align' clause [OpenMP 5.1 §2.13.3: the alignment must be a positive integer power of two]
            parallel private(a) allocate(al: a) allocate(b)
              => parallel private(a) allocate(allocator(al): a) allocate(b)
              error 13..14 `b`: 'b' in 'allocate' is not private on 'parallel' directive [OpenMP 5.0 §2.11.4: a list item in an allocate clause must also appear in a private, firstprivate, lastprivate, linear or reduction clause of the directive]
        "#]],
    );
}

#[test]
fn linear_depend_reduction_and_memory_orders() {
    c(
        &[
            "simd linear(ref(x))",
            "simd linear(val(x): 2)",
            "for linear(uval(x))",
            "declare simd linear(ref(x))",
            "task depend(source)",
            "task depend(sink: i - 1)",
            "ordered depend(in: a)",
            "ordered depend(source) depend(sink: i - 1)",
            "ordered depend(source) depend(source)",
            "ordered threads depend(source)",
            "taskwait depend(source)",
            "parallel reduction(.and.: x)",
            "parallel reduction(.eqv.: x)",
            "parallel reduction(iand: x)",
            "task in_reduction(task, +: x)",
            "teams reduction(task, +: x)",
            "taskloop reduction(inscan, +: x)",
            "atomic read release",
            "atomic write acquire",
            "atomic read write",
            "atomic seq_cst relaxed",
            "flush acq_rel(a)",
            "flush(a) acquire",
        ],
        expect![[r#"
            simd linear(ref(x))
              => simd linear(ref(x))
              error 1..8 `linear(ref(x))`: linear modifier 'ref' is not allowed in C [OpenMP 4.5 §2.15.3.7: in C the only linear-modifier is val (ref and uval are C++ and Fortran)]
            simd linear(val(x): 2)
              => simd linear(val(x): step(2))
              error 1..10 `linear(val(x):2)`: linear modifier 'val' is only allowed on 'declare simd' [OpenMP 4.5 §2.15.3.7: on loop constructs the linear clause takes no linear-modifier (ref and uval are for declare simd; the modifier forms on loops are OpenMP 5.2)]
            for linear(uval(x))
              => for linear(uval(x))
              error 1..8 `linear(uval(x))`: linear modifier 'uval' is not allowed in C [OpenMP 4.5 §2.15.3.7: in C the only linear-modifier is val (ref and uval are C++ and Fortran)]
            declare simd linear(ref(x))
              => declare simd linear(ref(x))
              error 2..9 `linear(ref(x))`: linear modifier 'ref' is not allowed in C [OpenMP 4.5 §2.15.3.7: in C the only linear-modifier is val (ref and uval are C++ and Fortran)]
            task depend(source)
              => task depend(source)
              error 1..5 `depend(source)`: dependence type 'source' is not allowed on 'task' directive [OpenMP 4.5 §2.13.9: source and sink dependences are allowed only on ordered]
            task depend(sink: i - 1)
              => task depend(sink: i-1)
              error 1..9 `depend(sink:i-1)`: dependence type 'sink' is not allowed on 'task' directive [OpenMP 4.5 §2.13.9: source and sink dependences are allowed only on ordered]
            ordered depend(in: a)
              => ordered depend(in: a)
              error 1..7 `depend(in:a)`: dependence type 'in' is not allowed on 'ordered' directive [OpenMP 4.5 §2.13.8: the depend clause of ordered takes source or sink]
            ordered depend(source) depend(sink: i - 1)
              => ordered depend(source) depend(sink: i-1)
              error 5..13 `depend(sink:i-1)`: 'depend(source)' and 'depend(sink: …)' on one ordered directive [OpenMP 4.5 §2.13.8: depend(source) and depend(sink) cannot both appear on one ordered construct]
            ordered depend(source) depend(source)
              => ordered depend(source) depend(source)
              error 5..9 `depend(source)`: more than one 'depend(source)' [OpenMP 4.5 §2.13.8: at most one depend(source) clause can appear on an ordered construct]
            ordered threads depend(source)
              => ordered threads depend(source)
              error 1..2 `threads`: 'threads' with a 'depend' clause on 'ordered' [OpenMP 4.5 §2.13.8: a stand-alone ordered directive (with depend) takes no threads or simd clause]
            taskwait depend(source)
              => taskwait depend(source)
              error 1..5 `depend(source)`: dependence type 'source' is not allowed on 'taskwait' directive [OpenMP 4.5 §2.13.9: source and sink dependences are allowed only on ordered]
            parallel reduction(.and.: x)
              => parallel reduction(&&: x)
              error 3..6 `.and.`: reduction operator '.and.' is Fortran; C uses &&, ||, or an identifier [OpenMP 4.5 §2.15.3.6: C reduction-identifiers are +, -, *, &, |, ^, &&, ||, max, min or an identifier]
            parallel reduction(.eqv.: x)
              => parallel reduction(.eqv.: x)
              error 3..6 `.eqv.`: reduction operator '.eqv.' is Fortran; C uses &&, ||, or an identifier [OpenMP 4.5 §2.15.3.6: C reduction-identifiers are +, -, *, &, |, ^, &&, ||, max, min or an identifier]
            parallel reduction(iand: x)
              => parallel reduction(user iand: x)
            task in_reduction(task, +: x)
              => task in_reduction(task, +: x)
              error 1..9 `in_reduction(task,+:x)`: reduction modifier not allowed on 'task' directive [OpenMP 5.0 §2.19.5.4: the task modifier is for parallel, worksharing-loop and sections constructs, inscan for worksharing-loop and simd constructs, and only on reduction clauses]
            teams reduction(task, +: x)
              => teams reduction(task, +: x)
              error 1..9 `reduction(task,+:x)`: reduction modifier not allowed on 'teams' directive [OpenMP 5.0 §2.19.5.4: the task modifier is for parallel, worksharing-loop and sections constructs, inscan for worksharing-loop and simd constructs, and only on reduction clauses]
            taskloop reduction(inscan, +: x)
              => taskloop reduction(inscan, +: x)
              error 1..9 `reduction(inscan,+:x)`: reduction modifier not allowed on 'taskloop' directive [OpenMP 5.0 §2.19.5.4: the task modifier is for parallel, worksharing-loop and sections constructs, inscan for worksharing-loop and simd constructs, and only on reduction clauses]
            atomic read release
              => atomic read release
              error 2..3 `release`: memory order 'release' is not allowed on atomic read [OpenMP 5.1 §2.19.7: a read takes no release and a write no acquire memory order]
            atomic write acquire
              => atomic write acquire
              error 2..3 `acquire`: memory order 'acquire' is not allowed on atomic write [OpenMP 5.1 §2.19.7: a read takes no release and a write no acquire memory order]
            atomic read write
              => atomic read write
              error 2..3 `write`: clause 'write' conflicts with 'read' on 'atomic' directive [OpenMP 5.0 §2.17.7: at most one of read, write, update and capture]
            atomic seq_cst relaxed
              => atomic seq_cst relaxed
              error 2..3 `relaxed`: clause 'relaxed' conflicts with 'seq_cst' on 'atomic' directive [OpenMP 5.0 §2.17.7: at most one memory-order clause]
            flush acq_rel(a)
              => error 2..5 `(a)`: clause 'acq_rel' takes no arguments
            flush(a) acquire
              => flush(a) acquire
              error 4..5 `acquire`: a flush with a memory-order clause takes no list [OpenMP 5.0 §2.17.8: if a memory-order-clause is specified, list items must not be specified]
        "#]],
    );
    fortran(
        &[
            "parallel reduction(&&: x)",
            "parallel reduction(&: x)",
            "do reduction(||: x)",
            "parallel do reduction(^: x)",
            "do linear(val(i))",
        ],
        expect![[r#"
            parallel reduction(&&: x)
              => parallel reduction(.and.: x)
              error 3..4 `&&`: reduction operator '&&' is C; Fortran uses .and., .or., iand, ior or ieor [OpenMP 4.5 §2.15.3.6: Fortran reduction-identifiers are +, -, *, .and., .or., .eqv., .neqv., max, min, iand, ior, ieor or a user-defined name]
            parallel reduction(&: x)
              => parallel reduction(iand: x)
              error 3..4 `&`: reduction operator '&' is C; Fortran uses .and., .or., iand, ior or ieor [OpenMP 4.5 §2.15.3.6: Fortran reduction-identifiers are +, -, *, .and., .or., .eqv., .neqv., max, min, iand, ior, ieor or a user-defined name]
            do reduction(||: x)
              => do reduction(.or.: x)
              error 3..4 `||`: reduction operator '||' is C; Fortran uses .and., .or., iand, ior or ieor [OpenMP 4.5 §2.15.3.6: Fortran reduction-identifiers are +, -, *, .and., .or., .eqv., .neqv., max, min, iand, ior, ieor or a user-defined name]
            parallel do reduction(^: x)
              => parallel do reduction(ieor: x)
              error 4..5 `^`: reduction operator '^' is C; Fortran uses .and., .or., iand, ior or ieor [OpenMP 4.5 §2.15.3.6: Fortran reduction-identifiers are +, -, *, .and., .or., .eqv., .neqv., max, min, iand, ior, ieor or a user-defined name]
            do linear(val(i))
              => do linear(val(i))
              error 1..8 `linear(val(i))`: linear modifier 'val' is only allowed on 'declare simd' [OpenMP 4.5 §2.15.3.7: on loop constructs the linear clause takes no linear-modifier (ref and uval are for declare simd; the modifier forms on loops are OpenMP 5.2)]
        "#]],
    );
}

#[test]
fn list_items_named_twice() {
    c(
        &[
            "parallel shared(a) private(a)",
            "parallel for firstprivate(x) lastprivate(x) private(y) reduction(+: y)",
            "target map(a) firstprivate(a)",
            "target map(to: p[0:n]) is_device_ptr(p)",
            "target update to(a) from(a)",
            "declare target(f) to(g)",
            "declare target device_type(nohost)",
        ],
        expect![[r#"
            parallel shared(a) private(a)
              => parallel shared(a) private(a)
              error 7..8 `a`: 'a' appears in 'shared' and 'private' clauses [OpenMP 4.5 §2.15.3: a list item may not appear in more than one data-sharing clause on the same directive, except in both firstprivate and lastprivate]
            parallel for firstprivate(x) lastprivate(x) private(y) reduction(+: y)
              => parallel for firstprivate(x) lastprivate(x) private(y) reduction(+: y)
              error 18..19 `y`: 'y' appears in 'private' and 'reduction' clauses [OpenMP 4.5 §2.15.3: a list item may not appear in more than one data-sharing clause on the same directive, except in both firstprivate and lastprivate]
            target map(a) firstprivate(a)
              => target map(a) firstprivate(a)
              error 7..8 `a`: 'a' appears in 'map' and 'firstprivate' clauses [OpenMP 4.5 §2.15.5.1: a list item cannot appear in both a map clause and a data-sharing attribute clause on the same construct]
            target map(to: p[0:n]) is_device_ptr(p)
              => target map(to: p[0:n]) is_device_ptr(p)
              error 14..15 `p`: 'p' appears in 'map' and 'is_device_ptr' clauses [OpenMP 4.5 §2.15.5.1: a list item cannot appear in both a map clause and a data-sharing attribute clause on the same construct]
            target update to(a) from(a)
              => target update to(a) from(a)
              error 8..9 `a`: 'a' appears in both 'to' and 'from' [OpenMP 4.5 §2.10.5: a list item can only appear in a to or from clause, but not both]
            declare target(f) to(g)
              => declare target(f) to(g)
              error 5..6 `to`: 'declare target(list)' takes no clauses [OpenMP 4.5 §2.10.6: declare target takes either an extended list or clauses, not both]
            declare target device_type(nohost)
              => declare target device_type(nohost)
              error 0..2 `declare target`: 'declare target' with clauses needs a 'to', 'enter' or 'link' clause [OpenMP 5.0 §2.12.7: device_type alone does not name what is declared]
        "#]],
    );
}

/// 5.2 §15.9.6: `doacross(source:)`, `doacross(sink: vec)` and `omp_cur_iteration` read into
/// the `depend(source|sink)` form; sink elements are `x ± d` (4.5 §2.13.9).
#[test]
fn doacross_spellings_and_sink_vectors() {
    c(
        &[
            "ordered doacross(source:)",
            "ordered doacross(source: omp_cur_iteration)",
            "ordered doacross(sink: i - 1, j + 2)",
            "ordered doacross(sink: omp_cur_iteration - 1)",
            "ordered depend(sink: omp_cur_iteration - 1)",
            "ordered doacross(source: i)",
            "ordered doacross(sink:)",
            "ordered doacross(i - 1)",
            "ordered doacross(sink: omp_cur_iteration)",
            "ordered depend(sink: 2 * i)",
            "ordered doacross(source:) doacross(sink: i - 1)",
            "task doacross(source:)",
        ],
        expect![[r#"
            ordered doacross(source:)
              => ordered doacross(source:)
            ordered doacross(source: omp_cur_iteration)
              => ordered doacross(source:)
            ordered doacross(sink: i - 1, j + 2)
              => ordered doacross(sink: i-1, j+2)
            ordered doacross(sink: omp_cur_iteration - 1)
              => ordered doacross(sink: omp_cur_iteration - 1)
            ordered depend(sink: omp_cur_iteration - 1)
              => ordered depend(sink: omp_cur_iteration - 1)
            ordered doacross(source: i)
              => error 5..6 `i`: 'doacross(source: …)' takes nothing or 'omp_cur_iteration'
            ordered doacross(sink:)
              => error 4..5 `:`: expected a vector after 'sink:'
            ordered doacross(i - 1)
              => error 3..6 `i-1`: expected 'source:' or 'sink: vector' in 'doacross' clause
            ordered doacross(sink: omp_cur_iteration)
              => error 5..6 `omp_cur_iteration`: a sink vector with 'omp_cur_iteration' is 'omp_cur_iteration - 1' (OpenMP 5.2 §15.9.6)
            ordered depend(sink: 2 * i)
              => error 5..8 `2*i`: expected 'variable [± offset]' in a sink vector, not '2*i' (OpenMP 4.5 §2.13.9)
            ordered doacross(source:) doacross(sink: i - 1)
              => ordered doacross(source:) doacross(sink: i-1)
              error 6..14 `doacross(sink:i-1)`: 'depend(source)' and 'depend(sink: …)' on one ordered directive [OpenMP 4.5 §2.13.8: depend(source) and depend(sink) cannot both appear on one ordered construct]
            task doacross(source:)
              => task doacross(source:)
              error 1..2 `doacross`: clause 'doacross' is not allowed on 'task' directive [OpenMP 4.5 §2.9.1: the clauses of task are listed there]
        "#]],
    );
}
