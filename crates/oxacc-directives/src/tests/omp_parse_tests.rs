//! The OpenMP host directives and every clause shape, parsed (in C and in Fortran spelling)
//! and dumped, checks included, so a line that also breaks a rule shows it; and the parse
//! errors. The device and combined constructs are in `omp_device_tests.rs`.

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
fn host_directives_c() {
    c(
        &[
            "parallel",
            "for",
            "sections",
            "section",
            "single",
            "master",
            "masked",
            "masked filter(1)",
            "critical",
            "critical(lock) hint(omp_sync_hint_contended)",
            "barrier",
            "atomic",
            "atomic read",
            "atomic write seq_cst",
            "atomic update relaxed",
            "atomic capture acq_rel",
            "atomic seq_cst, capture hint(0)",
            "flush",
            "flush(a, b)",
            "flush acq_rel",
            "flush release",
            "flush acquire",
            "simd",
            "task",
            "taskwait",
            "taskwait depend(in: a)",
            "taskyield",
            "taskgroup",
            "taskgroup task_reduction(+: s)",
            "taskloop",
            "threadprivate(x, y)",
            "ordered",
            "ordered threads",
            "ordered simd",
            "ordered depend(source)",
            "ordered depend(sink: i - 1, j)",
            "cancel parallel",
            "cancel sections",
            "cancel for if(cancel: c)",
            "cancel taskgroup",
            "cancellation point for",
            "declare reduction(merge: struct list: omp_out = join(omp_out, omp_in)) initializer(omp_priv = empty())",
            "declare reduction(+: float, double: omp_out += omp_in)",
            "declare simd",
            "declare simd(g) inbranch",
            "declare simd(f) simdlen(8) uniform(a) linear(i: 1) aligned(p: 32) notinbranch",
            "loop",
        ],
        expect![[r#"
            parallel
              => parallel
            for
              => for
            sections
              => sections
            section
              => section
            single
              => single
            master
              => master
            masked
              => masked
            masked filter(1)
              => masked filter(1)
            critical
              => critical
            critical(lock) hint(omp_sync_hint_contended)
              => critical(lock) hint(omp_sync_hint_contended)
            barrier
              => barrier
            atomic
              => atomic
            atomic read
              => atomic read
            atomic write seq_cst
              => atomic write seq_cst
            atomic update relaxed
              => atomic update relaxed
            atomic capture acq_rel
              => atomic capture acq_rel
            atomic seq_cst, capture hint(0)
              => atomic seq_cst capture hint(0)
            flush
              => flush
            flush(a, b)
              => flush(a, b)
            flush acq_rel
              => flush acq_rel
            flush release
              => flush release
            flush acquire
              => flush acquire
            simd
              => simd
            task
              => task
            taskwait
              => taskwait
            taskwait depend(in: a)
              => taskwait depend(in: a)
            taskyield
              => taskyield
            taskgroup
              => taskgroup
            taskgroup task_reduction(+: s)
              => taskgroup task_reduction(+: s)
            taskloop
              => taskloop
            threadprivate(x, y)
              => threadprivate(x, y)
            ordered
              => ordered
            ordered threads
              => ordered threads
            ordered simd
              => ordered simd
            ordered depend(source)
              => ordered depend(source)
            ordered depend(sink: i - 1, j)
              => ordered depend(sink: i-1, j)
            cancel parallel
              => cancel parallel
            cancel sections
              => cancel sections
            cancel for if(cancel: c)
              => cancel for if(cancel: c)
            cancel taskgroup
              => cancel taskgroup
            cancellation point for
              => cancellation point for
            declare reduction(merge: struct list: omp_out = join(omp_out, omp_in)) initializer(omp_priv = empty())
              => declare reduction(user merge: struct list: omp_out=join(omp_out,omp_in)) initializer(omp_priv=empty())
            declare reduction(+: float, double: omp_out += omp_in)
              => declare reduction(+: float, double: omp_out+=omp_in)
            declare simd
              => declare simd
            declare simd(g) inbranch
              => declare simd(g) inbranch
            declare simd(f) simdlen(8) uniform(a) linear(i: 1) aligned(p: 32) notinbranch
              => declare simd(f) simdlen(8) uniform(a) linear(i: step(1)) aligned(p: 32) notinbranch
            loop
              => loop
        "#]],
    );
}

#[test]
fn host_directives_fortran() {
    fortran(
        &[
            "parallel",
            "end parallel",
            "do",
            "end do",
            "end do nowait",
            "sections",
            "section",
            "end sections nowait",
            "single",
            "end single copyprivate(x)",
            "end single nowait",
            "end single",
            "workshare",
            "end workshare nowait",
            "master",
            "end master",
            "masked filter(0)",
            "end masked",
            "critical(lck)",
            "end critical(lck)",
            "end critical",
            "barrier",
            "atomic read",
            "end atomic",
            "atomic capture seq_cst",
            "flush(a)",
            "simd",
            "end simd",
            "do simd",
            "end do simd nowait",
            "task",
            "end task",
            "taskwait",
            "taskyield",
            "taskgroup",
            "end taskgroup",
            "taskloop",
            "end taskloop",
            "taskloop simd",
            "end taskloop simd",
            "threadprivate(/blk/, x)",
            "ordered",
            "end ordered",
            "cancel do",
            "cancellation point parallel",
            "declare reduction(myadd: integer, real: omp_out = omp_out + omp_in)",
            "declare reduction(.merge.: type(t): omp_out = merge(omp_out, omp_in))",
            "declare simd(f) linear(ref(x)) uniform(n)",
            "loop",
            "end loop",
            "PARALLEL DO",
            "End Parallel Do",
        ],
        expect![[r#"
            parallel
              => parallel
            end parallel
              => end parallel
            do
              => do
            end do
              => end do
            end do nowait
              => end do nowait
            sections
              => sections
            section
              => section
            end sections nowait
              => end sections nowait
            single
              => single
            end single copyprivate(x)
              => end single copyprivate(x)
            end single nowait
              => end single nowait
            end single
              => end single
            workshare
              => workshare
            end workshare nowait
              => end workshare nowait
            master
              => master
            end master
              => end master
            masked filter(0)
              => masked filter(0)
            end masked
              => end masked
            critical(lck)
              => critical(lck)
            end critical(lck)
              => end critical(lck)
            end critical
              => end critical
            barrier
              => barrier
            atomic read
              => atomic read
            end atomic
              => end atomic
            atomic capture seq_cst
              => atomic capture seq_cst
            flush(a)
              => flush(a)
            simd
              => simd
            end simd
              => end simd
            do simd
              => do simd
            end do simd nowait
              => end do simd nowait
            task
              => task
            end task
              => end task
            taskwait
              => taskwait
            taskyield
              => taskyield
            taskgroup
              => taskgroup
            end taskgroup
              => end taskgroup
            taskloop
              => taskloop
            end taskloop
              => end taskloop
            taskloop simd
              => taskloop simd
            end taskloop simd
              => end taskloop simd
            threadprivate(/blk/, x)
              => threadprivate(/blk/, x)
            ordered
              => ordered
            end ordered
              => end ordered
            cancel do
              => cancel do
            cancellation point parallel
              => cancellation point parallel
            declare reduction(myadd: integer, real: omp_out = omp_out + omp_in)
              => declare reduction(user myadd: integer, real: omp_out=omp_out+omp_in)
            declare reduction(.merge.: type(t): omp_out = merge(omp_out, omp_in))
              => declare reduction(user .merge.: type(t): omp_out=merge(omp_out,omp_in))
            declare simd(f) linear(ref(x)) uniform(n)
              => declare simd(f) linear(ref(x)) uniform(n)
            loop
              => loop
            end loop
              => end loop
            PARALLEL DO
              => parallel do
            End Parallel Do
              => end parallel do
        "#]],
    );
}

#[test]
fn clauses_c() {
    c(
        &[
            "parallel num_threads(4) if(parallel: n > 1) default(none) shared(a) private(b, c) firstprivate(d) copyin(t) proc_bind(spread)",
            "parallel default(firstprivate) proc_bind(master)",
            "parallel default(private), proc_bind(primary), proc_bind(close)",
            "parallel if(c ? 1 : 0)",
            "parallel reduction(+: a) reduction(-: b) reduction(*: c) reduction(&: d) reduction(|: e) reduction(^: f) reduction(&&: g) reduction(||: h) reduction(max: i) reduction(min: j) reduction(myop: k)",
            "parallel reduction(task, +: s)",
            "for schedule(static) schedule(dynamic, 4) collapse(2)",
            "for schedule(monotonic: guided, n) ordered(2) collapse(2) nowait",
            "for schedule(nonmonotonic, simd: dynamic) lastprivate(x) linear(i) linear(j, k: 2)",
            "for schedule(auto)",
            "for schedule(runtime) linear(val(x): s) lastprivate(conditional: y) reduction(inscan, +: z)",
            "for ordered allocate(omp_thread_mem_alloc: p) private(p)",
            "simd safelen(16) simdlen(8) aligned(p, q: 64) aligned(r) nontemporal(a, b) private(t) lastprivate(u) reduction(+: s) collapse(1) linear(i: 4)",
            "simd if(simd: c) order(concurrent)",
            "for order(reproducible: concurrent)",
            "loop order(unconstrained:concurrent)",
            "simd linear(i: step(2))",
            "simd linear(x: val, step(n))",
            "task if(task: c) final(depth > 8) untied default(shared) mergeable private(a) firstprivate(b) shared(c) priority(2)",
            "task depend(in: a, b[0:n]) depend(out: c) depend(inout: d) depend(mutexinoutset: e) depend(iterator(i = 0:n), in: x[i]) in_reduction(+: s)",
            "task depend(depobj: o)",
            "taskloop grainsize(64) nogroup collapse(2) lastprivate(x) in_reduction(*: p)",
            "taskloop reduction(+: s)",
            "taskloop num_tasks(8) if(taskloop: c) final(f) priority(1) untied mergeable shared(a) default(none)",
            "single copyprivate(x) private(y) firstprivate(z)",
            "single nowait",
            "sections private(a) firstprivate(b) lastprivate(c) reduction(+: s) nowait",
            "target map(a, b[0:n]) map(to: c) map(from: d) map(tofrom: e) map(alloc: f)",
            "target map(always, to: a) map(always from: b) map(close, tofrom: c) map(always, close, alloc: d) map(present, to: e) map(mapper(m), to: f) map(mapper(m): g)",
            "target defaultmap(alloc: aggregate) defaultmap(to: pointer) defaultmap(firstprivate: scalar)",
            "target defaultmap(none)",
            "target defaultmap(from)",
            "target defaultmap(default: scalar) defaultmap(present: aggregate)",
            "target parallel for if(target: a) if(parallel: b) map(s) nowait",
            "target data map(x) if(x > 0)",
            "target update to(present: a, b[0:n]) from(present: c) to(d)",
        ],
        expect![[r#"
            parallel num_threads(4) if(parallel: n > 1) default(none) shared(a) private(b, c) firstprivate(d) copyin(t) proc_bind(spread)
              => parallel num_threads(4) if(parallel: n>1) default(none) shared(a) private(b, c) firstprivate(d) copyin(t) proc_bind(spread)
            parallel default(firstprivate) proc_bind(master)
              => parallel default(firstprivate) proc_bind(master)
            parallel default(private), proc_bind(primary), proc_bind(close)
              => parallel default(private) proc_bind(primary) proc_bind(close)
              error 11..12 `proc_bind`: clause 'proc_bind' may appear only once on 'parallel' directive [OpenMP 4.5 §2.5: at most one proc_bind clause]
            parallel if(c ? 1 : 0)
              => parallel if(c?1:0)
            parallel reduction(+: a) reduction(-: b) reduction(*: c) reduction(&: d) reduction(|: e) reduction(^: f) reduction(&&: g) reduction(||: h) reduction(max: i) reduction(min: j) reduction(myop: k)
              => parallel reduction(+: a) reduction(-: b) reduction(*: c) reduction(&: d) reduction(|: e) reduction(^: f) reduction(&&: g) reduction(||: h) reduction(max: i) reduction(min: j) reduction(user myop: k)
            parallel reduction(task, +: s)
              => parallel reduction(task, +: s)
            for schedule(static) schedule(dynamic, 4) collapse(2)
              => for schedule(static) schedule(dynamic, 4) collapse(2)
              error 5..6 `schedule`: clause 'schedule' may appear only once on 'for' directive [OpenMP 4.5 §2.7.1: at most one schedule clause]
            for schedule(monotonic: guided, n) ordered(2) collapse(2) nowait
              => for schedule(monotonic: guided, n) ordered(2) collapse(2) nowait
            for schedule(nonmonotonic, simd: dynamic) lastprivate(x) linear(i) linear(j, k: 2)
              => for schedule(nonmonotonic, simd: dynamic) lastprivate(x) linear(i) linear(j, k: step(2))
            for schedule(auto)
              => for schedule(auto)
            for schedule(runtime) linear(val(x): s) lastprivate(conditional: y) reduction(inscan, +: z)
              => for schedule(runtime) linear(val(x): step(s)) lastprivate(conditional: y) reduction(inscan, +: z)
              error 5..14 `linear(val(x):s)`: linear modifier 'val' is only allowed on 'declare simd' [OpenMP 4.5 §2.15.3.7: on loop constructs the linear clause takes no linear-modifier (ref and uval are for declare simd; the modifier forms on loops are OpenMP 5.2)]
            for ordered allocate(omp_thread_mem_alloc: p) private(p)
              => for ordered allocate(allocator(omp_thread_mem_alloc): p) private(p)
            simd safelen(16) simdlen(8) aligned(p, q: 64) aligned(r) nontemporal(a, b) private(t) lastprivate(u) reduction(+: s) collapse(1) linear(i: 4)
              => simd safelen(16) simdlen(8) aligned(p, q: 64) aligned(r) nontemporal(a, b) private(t) lastprivate(u) reduction(+: s) collapse(1) linear(i: step(4))
            simd if(simd: c) order(concurrent)
              => simd if(simd: c) order(concurrent)
            for order(reproducible: concurrent)
              => for order(concurrent)
            loop order(unconstrained:concurrent)
              => loop order(concurrent)
            simd linear(i: step(2))
              => simd linear(i: step(2))
            simd linear(x: val, step(n))
              => simd linear(val(x): step(n))
            task if(task: c) final(depth > 8) untied default(shared) mergeable private(a) firstprivate(b) shared(c) priority(2)
              => task if(task: c) final(depth>8) untied default(shared) mergeable private(a) firstprivate(b) shared(c) priority(2)
            task depend(in: a, b[0:n]) depend(out: c) depend(inout: d) depend(mutexinoutset: e) depend(iterator(i = 0:n), in: x[i]) in_reduction(+: s)
              => task depend(in: a, b[0:n]) depend(out: c) depend(inout: d) depend(mutexinoutset: e) depend(iterator(i=0:n), in: x[i]) in_reduction(+: s)
            task depend(depobj: o)
              => task depend(depobj: o)
            taskloop grainsize(64) nogroup collapse(2) lastprivate(x) in_reduction(*: p)
              => taskloop grainsize(64) nogroup collapse(2) lastprivate(x) in_reduction(*: p)
            taskloop reduction(+: s)
              => taskloop reduction(+: s)
            taskloop num_tasks(8) if(taskloop: c) final(f) priority(1) untied mergeable shared(a) default(none)
              => taskloop num_tasks(8) if(taskloop: c) final(f) priority(1) untied mergeable shared(a) default(none)
            single copyprivate(x) private(y) firstprivate(z)
              => single copyprivate(x) private(y) firstprivate(z)
            single nowait
              => single nowait
            sections private(a) firstprivate(b) lastprivate(c) reduction(+: s) nowait
              => sections private(a) firstprivate(b) lastprivate(c) reduction(+: s) nowait
            target map(a, b[0:n]) map(to: c) map(from: d) map(tofrom: e) map(alloc: f)
              => target map(a, b[0:n]) map(to: c) map(from: d) map(tofrom: e) map(alloc: f)
            target map(always, to: a) map(always from: b) map(close, tofrom: c) map(always, close, alloc: d) map(present, to: e) map(mapper(m), to: f) map(mapper(m): g)
              => target map(always, to: a) map(always, from: b) map(close, tofrom: c) map(always, close, alloc: d) map(present, to: e) map(mapper(m), to: f) map(mapper(m): g)
            target defaultmap(alloc: aggregate) defaultmap(to: pointer) defaultmap(firstprivate: scalar)
              => target defaultmap(alloc: aggregate) defaultmap(to: pointer) defaultmap(firstprivate: scalar)
            target defaultmap(none)
              => target defaultmap(none)
            target defaultmap(from)
              => target defaultmap(from)
            target defaultmap(default: scalar) defaultmap(present: aggregate)
              => target defaultmap(default: scalar) defaultmap(present: aggregate)
            target parallel for if(target: a) if(parallel: b) map(s) nowait
              => target parallel for if(target: a) if(parallel: b) map(s) nowait
            target data map(x) if(x > 0)
              => target data map(x) if(x>0)
            target update to(present: a, b[0:n]) from(present: c) to(d)
              => target update to(present: a, b[0:n]) from(present: c) to(d)
        "#]],
    );
}

#[test]
fn clauses_fortran() {
    fortran(
        &[
            "parallel reduction(+: a) reduction(-: b) reduction(*: c) reduction(.and.: d) reduction(.or.: e) reduction(.eqv.: f) reduction(.neqv.: g)",
            "parallel reduction(max: h) reduction(MIN: i) reduction(iand: j) reduction(IOR: k) reduction(ieor: l) reduction(myred: m) reduction(.plus.: n)",
            "parallel default(private) default(firstprivate)",
            "parallel if(n > 10 .and. ok) num_threads(nt) proc_bind(close)",
            "do schedule(guided) linear(uval(x))",
            "parallel do private(i) lastprivate(x) collapse(2) schedule(static, 8)",
            "do simd linear(i: 1) safelen(4)",
            "target teams distribute parallel do simd map(tofrom: y(1:n)) reduction(+: s)",
            "single private(x)",
            "task depend(in: a(1:n))",
        ],
        expect![[r#"
            parallel reduction(+: a) reduction(-: b) reduction(*: c) reduction(.and.: d) reduction(.or.: e) reduction(.eqv.: f) reduction(.neqv.: g)
              => parallel reduction(+: a) reduction(-: b) reduction(*: c) reduction(.and.: d) reduction(.or.: e) reduction(.eqv.: f) reduction(.neqv.: g)
            parallel reduction(max: h) reduction(MIN: i) reduction(iand: j) reduction(IOR: k) reduction(ieor: l) reduction(myred: m) reduction(.plus.: n)
              => parallel reduction(max: h) reduction(min: i) reduction(iand: j) reduction(ior: k) reduction(ieor: l) reduction(user myred: m) reduction(user .plus.: n)
            parallel default(private) default(firstprivate)
              => parallel default(private) default(firstprivate)
              error 5..6 `default`: clause 'default' may appear only once on 'parallel' directive [OpenMP 4.5 §2.15.3.1: at most one default clause]
            parallel if(n > 10 .and. ok) num_threads(nt) proc_bind(close)
              => parallel if(n>10.and.ok) num_threads(nt) proc_bind(close)
            do schedule(guided) linear(uval(x))
              => do schedule(guided) linear(uval(x))
              error 5..12 `linear(uval(x))`: linear modifier 'uval' is only allowed on 'declare simd' [OpenMP 4.5 §2.15.3.7: on loop constructs the linear clause takes no linear-modifier (ref and uval are for declare simd; the modifier forms on loops are OpenMP 5.2)]
            parallel do private(i) lastprivate(x) collapse(2) schedule(static, 8)
              => parallel do private(i) lastprivate(x) collapse(2) schedule(static, 8)
            do simd linear(i: 1) safelen(4)
              => do simd linear(i: step(1)) safelen(4)
            target teams distribute parallel do simd map(tofrom: y(1:n)) reduction(+: s)
              => target teams distribute parallel do simd map(tofrom: y(1:n)) reduction(+: s)
            single private(x)
              => single private(x)
            task depend(in: a(1:n))
              => task depend(in: a(1:n))
        "#]],
    );
}

#[test]
fn parse_errors() {
    c(
        &[
            "",
            "paralel",
            "parallell for",
            "do",
            "workshare",
            "end parallel",
            "end",
            "teams distribute parallel",
            "target enter",
            "cancellation",
            "parallel numthreads(4)",
            "parallel for schedul(static)",
            "parallel num_threads",
            "parallel num_threads(4, 8)",
            "parallel num_threads()",
            "parallel nowait(1)",
            "parallel private(a,)",
            "parallel private(a[0:n)",
            "parallel private(a",
            "parallel 42",
            "parallel(a)",
            "parallel default(present)",
            "parallel proc_bind(near)",
            "parallel reduction(a)",
            "parallel reduction(: a)",
            "parallel reduction(+:)",
            "parallel reduction(<<: a)",
            "parallel reduction(foo, +: a)",
            "target device(ancestor: 1)",
            "target device(near: 1)",
            "target device(device_num:)",
            "parallel if(foo: c)",
            "parallel if(parallel:)",
            "for schedule(sometimes)",
            "for schedule(static, 4, 8)",
            "for schedule(eventually: dynamic)",
            "for lastprivate(sometimes: x)",
            "for linear(x: step(2), step(3))",
            "task depend(a)",
            "task depend(within: a)",
            "task depend(source: a)",
            "target map(tofro: a)",
            "target map(always: a)",
            "target map(to, always: a)",
            "target defaultmap(tofrom: everything)",
            "target defaultmap(sometimes)",
            "target uses_allocators(1 + 2)",
            "target private(a: b)",
            "target update to(always: a)",
            "distribute dist_schedule(dynamic)",
            "loop bind(gang)",
            "loop order(random)",
            "loop order(always: concurrent)",
            "loop order(reproducible: random)",
            "declare target device_type(gpu)",
            "requires atomic_default_mem_order(acquire)",
            "critical(a, b)",
            "critical(1)",
            "cancel",
            "cancel loop",
            "cancel do",
            "threadprivate",
            "allocate",
            "declare reduction(+: int)",
            "declare reduction",
            "declare simd(1)",
            "flush acq_rel(a)",
        ],
        expect![[r#"

              => error 0..0 ``: expected an OpenMP directive name
            paralel
              => error 0..1 `paralel`: unknown OpenMP directive 'paralel'; did you mean 'parallel'?
            parallell for
              => error 0..2 `parallell for`: unknown OpenMP directive 'parallell for'; did you mean 'parallel for'?
            do
              => error 0..1 `do`: 'do' is the Fortran spelling; C uses 'for'
            workshare
              => error 0..1 `workshare`: 'workshare' is a Fortran directive
            end parallel
              => error 0..1 `end`: C has no OpenMP 'end' directives except 'end declare target'
            end
              => error 0..1 `end`: C has no OpenMP 'end' directives except 'end declare target'
            teams distribute parallel
              => error 0..3 `teams distribute parallel`: 'teams distribute parallel' is not an OpenMP directive; did you mean 'teams distribute parallel for'?
            target enter
              => error 0..2 `target enter`: 'target enter' is not an OpenMP directive; did you mean 'target enter data'?
            cancellation
              => error 0..1 `cancellation`: 'cancellation' is not an OpenMP directive; did you mean 'cancellation point'?
            parallel numthreads(4)
              => error 1..2 `numthreads`: unknown clause 'numthreads' on 'parallel' directive; did you mean 'num_threads'?
            parallel for schedul(static)
              => error 2..3 `schedul`: unknown clause 'schedul' on 'parallel for' directive; did you mean 'schedule'?
            parallel num_threads
              => error 2..2 ``: expected '(' after 'num_threads'
            parallel num_threads(4, 8)
              => error 4..6 `,8`: 'num_threads' takes one argument
            parallel num_threads()
              => error 3..4 `)`: empty argument
            parallel nowait(1)
              => error 2..5 `(1)`: clause 'nowait' takes no arguments
            parallel private(a,)
              => error 5..5 ``: empty argument
            parallel private(a[0:n)
              => error 8..9 `)`: expected ']', found ')'
            parallel private(a
              => error 4..4 ``: expected ')' before the end of the directive
            parallel 42
              => error 1..2 `42`: unexpected '42' in 'parallel' directive; expected a clause
            parallel(a)
              => error 1..2 `(`: 'parallel' directive takes no parenthesised argument
            parallel default(present)
              => error 3..4 `present`: unknown data-sharing attribute 'present'; expected shared, none, private or firstprivate
            parallel proc_bind(near)
              => error 3..4 `near`: unknown affinity policy 'near'; expected master, close, spread or primary
            parallel reduction(a)
              => error 3..4 `a`: expected 'reduction-identifier: list' in 'reduction' clause
            parallel reduction(: a)
              => error 3..4 `:`: expected a reduction identifier before ':'
            parallel reduction(+:)
              => error 5..5 ``: expected a list after ':'
            parallel reduction(<<: a)
              => error 3..4 `<<`: invalid reduction identifier '<<'
            parallel reduction(foo, +: a)
              => error 3..4 `foo`: unknown reduction modifier 'foo'; expected default, inscan or task
            target device(ancestor: 1)
              => error 3..4 `ancestor`: 'device(ancestor: …)' is not supported: it needs 'requires reverse_offload' (OpenMP 5.0 §2.12.5)
            target device(near: 1)
              => error 3..4 `near`: unknown device modifier 'near'; expected device_num or ancestor
            target device(device_num:)
              => error 5..5 ``: expected a device number after 'device_num:'
            parallel if(foo: c)
              => error 3..4 `foo`: unknown directive-name modifier 'foo' in 'if' clause
            parallel if(parallel:)
              => error 5..5 ``: expected a condition after 'parallel:'
            for schedule(sometimes)
              => error 3..4 `sometimes`: unknown schedule kind 'sometimes'; expected static, dynamic, guided, auto or runtime
            for schedule(static, 4, 8)
              => error 7..8 `8`: 'schedule' takes a kind and at most one chunk size
            for schedule(eventually: dynamic)
              => error 3..4 `eventually`: unknown schedule modifier 'eventually'; expected monotonic, nonmonotonic or simd
            for lastprivate(sometimes: x)
              => error 3..4 `sometimes`: unknown lastprivate modifier 'sometimes'; expected conditional
            for linear(x: step(2), step(3))
              => error 10..14 `step(3)`: 'linear' takes one step
            task depend(a)
              => error 3..4 `a`: expected 'dependence-type: list' or 'source' in 'depend' clause
            task depend(within: a)
              => error 3..4 `within`: unknown dependence type 'within'; expected in, out, inout, mutexinoutset, depobj, source or sink
            task depend(source: a)
              => error 3..4 `source`: 'source' takes no list
            target map(tofro: a)
              => error 3..4 `tofro`: unknown map type or modifier 'tofro'; expected to, from, tofrom, alloc, release or delete, after always, close, present or mapper(…)
            target map(always: a)
              => error 4..4 ``: expected a map type after the map-type modifier
            target map(to, always: a)
              => error 5..6 `always`: the map type must come last, right before ':'
            target defaultmap(tofrom: everything)
              => error 5..6 `everything`: unknown variable category 'everything'; expected scalar, aggregate or pointer
            target defaultmap(sometimes)
              => error 3..4 `sometimes`: unknown implicit behavior 'sometimes'; expected alloc, to, from, tofrom, firstprivate, none, default or present
            target uses_allocators(1 + 2)
              => error 3..6 `1+2`: expected 'allocator' or 'allocator(traits)'
            target private(a: b)
              => error 4..5 `:`: unexpected ':' in 'private' clause; it takes a plain list
            target update to(always: a)
              => error 4..5 `always`: unknown motion modifier 'always' in 'to' clause; expected present or mapper(…)
            distribute dist_schedule(dynamic)
              => error 3..4 `dynamic`: unknown dist_schedule kind 'dynamic'; expected static
            loop bind(gang)
              => error 3..4 `gang`: unknown binding 'gang'; expected teams, parallel or thread
            loop order(random)
              => error 3..4 `random`: unknown order 'random'; expected concurrent
            loop order(always: concurrent)
              => error 3..4 `always`: unknown order modifier 'always'; expected reproducible or unconstrained
            loop order(reproducible: random)
              => error 5..6 `random`: unknown order 'random'; expected concurrent
            declare target device_type(gpu)
              => error 4..5 `gpu`: unknown device type 'gpu'; expected host, nohost or any
            requires atomic_default_mem_order(acquire)
              => error 3..4 `acquire`: unknown memory order 'acquire'; expected seq_cst, acq_rel or relaxed
            critical(a, b)
              => error 2..5 `a,b`: expected a name in 'critical(…)'
            critical(1)
              => error 2..3 `1`: expected a name in 'critical(…)'
            cancel
              => error 1..1 ``: expected a construct type after 'cancel': parallel, sections, for or taskgroup
            cancel loop
              => error 1..2 `loop`: 'loop' is not a construct type of 'cancel'; expected parallel, sections, for or taskgroup
            cancel do
              => error 1..2 `do`: 'do' is not a construct type of 'cancel'; expected parallel, sections, for or taskgroup
            threadprivate
              => error 1..1 ``: expected '(' after 'threadprivate'
            allocate
              => error 1..1 ``: expected '(' after 'allocate'
            declare reduction(+: int)
              => error 3..6 `+:int`: expected 'reduction-identifier : type-list : combiner'
            declare reduction
              => error 2..2 ``: expected '(' after 'declare reduction'
            declare simd(1)
              => error 3..4 `1`: expected a name in 'declare simd(…)'
            flush acq_rel(a)
              => error 2..5 `(a)`: clause 'acq_rel' takes no arguments
        "#]],
    );
    fortran(
        &[
            "for",
            "parallel for",
            "end paralel",
            "do schedule(static) foo",
            "threadprivate",
            "cancel for",
        ],
        expect![[r#"
            for
              => error 0..1 `for`: 'for' is the C spelling; Fortran uses 'do'
            parallel for
              => error 1..2 `for`: 'for' is the C spelling; Fortran uses 'do'
            end paralel
              => error 0..2 `end paralel`: unknown OpenMP directive 'end paralel'; did you mean 'end parallel'?
            do schedule(static) foo
              => error 5..6 `foo`: unknown clause 'foo' on 'do' directive
            threadprivate
              => error 1..1 ``: expected '(' after 'threadprivate'
            cancel for
              => error 1..2 `for`: 'for' is not a construct type of 'cancel'; expected parallel, sections, do or taskgroup
        "#]],
    );
}
