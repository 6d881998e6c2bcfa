//! The OpenMP device constructs (4.5 §2.10, 5.0 §2.12) and every combined and composite
//! construct, parsed in C and Fortran spelling and dumped, checks included.

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
fn device_directives_c() {
    c(
        &[
            "target",
            "target map(tofrom: a[0:n]) if(target: n > 100) device(1) nowait depend(inout: a[0])",
            "target is_device_ptr(p) has_device_addr(q) defaultmap(tofrom: scalar) private(t) firstprivate(u)",
            "target uses_allocators(omp_default_mem_alloc, my(traits)) allocate(my: t) private(t) thread_limit(64)",
            "target data map(to: a[0:n]) use_device_ptr(p) use_device_addr(a)",
            "target data if(target data: c) device(0) map(a)",
            "target enter data map(to: a[0:n]) map(alloc: b) if(c) device(d) nowait depend(out: a)",
            "target exit data map(from: a[0:n]) map(release: b) map(delete: c) depend(in: a) nowait",
            "target update to(a[0:n]) from(b) if(target update: c) device(1) nowait depend(in: x)",
            "declare target",
            "declare target(f, x)",
            "declare target to(f, x) link(y) device_type(nohost)",
            "declare target enter(g) device_type(any)",
            "begin declare target device_type(host)",
            "end declare target",
            "teams num_teams(8) thread_limit(128) default(shared) private(a) firstprivate(b) shared(c) reduction(+: s) allocate(a) ",
            "distribute dist_schedule(static, 4) collapse(2) private(a) firstprivate(b) lastprivate(c)",
            "loop bind(teams) collapse(2) order(concurrent) private(x) lastprivate(y) reduction(max: m)",
            "requires unified_shared_memory unified_address reverse_offload dynamic_allocators atomic_default_mem_order(seq_cst)",
            "allocate(x, y) allocator(omp_high_bw_mem_alloc) align(64)",
            "allocate(z)",
        ],
        expect![[r#"
            target
              => target
            target map(tofrom: a[0:n]) if(target: n > 100) device(1) nowait depend(inout: a[0])
              => target map(tofrom: a[0:n]) if(target: n>100) device(1) nowait depend(inout: a[0])
            target is_device_ptr(p) has_device_addr(q) defaultmap(tofrom: scalar) private(t) firstprivate(u)
              => target is_device_ptr(p) has_device_addr(q) defaultmap(tofrom: scalar) private(t) firstprivate(u)
            target uses_allocators(omp_default_mem_alloc, my(traits)) allocate(my: t) private(t) thread_limit(64)
              => target uses_allocators(omp_default_mem_alloc, my(traits)) allocate(allocator(my): t) private(t) thread_limit(64)
            target data map(to: a[0:n]) use_device_ptr(p) use_device_addr(a)
              => target data map(to: a[0:n]) use_device_ptr(p) use_device_addr(a)
            target data if(target data: c) device(0) map(a)
              => target data if(target data: c) device(0) map(a)
            target enter data map(to: a[0:n]) map(alloc: b) if(c) device(d) nowait depend(out: a)
              => target enter data map(to: a[0:n]) map(alloc: b) if(c) device(d) nowait depend(out: a)
            target exit data map(from: a[0:n]) map(release: b) map(delete: c) depend(in: a) nowait
              => target exit data map(from: a[0:n]) map(release: b) map(delete: c) depend(in: a) nowait
            target update to(a[0:n]) from(b) if(target update: c) device(1) nowait depend(in: x)
              => target update to(a[0:n]) from(b) if(target update: c) device(1) nowait depend(in: x)
            declare target
              => declare target
            declare target(f, x)
              => declare target(f, x)
            declare target to(f, x) link(y) device_type(nohost)
              => declare target to(f, x) link(y) device_type(nohost)
            declare target enter(g) device_type(any)
              => declare target enter(g) device_type(any)
            begin declare target device_type(host)
              => begin declare target device_type(host)
            end declare target
              => end declare target
            teams num_teams(8) thread_limit(128) default(shared) private(a) firstprivate(b) shared(c) reduction(+: s) allocate(a) 
              => teams num_teams(8) thread_limit(128) default(shared) private(a) firstprivate(b) shared(c) reduction(+: s) allocate(a)
            distribute dist_schedule(static, 4) collapse(2) private(a) firstprivate(b) lastprivate(c)
              => distribute dist_schedule(static, 4) collapse(2) private(a) firstprivate(b) lastprivate(c)
            loop bind(teams) collapse(2) order(concurrent) private(x) lastprivate(y) reduction(max: m)
              => loop bind(teams) collapse(2) order(concurrent) private(x) lastprivate(y) reduction(max: m)
            requires unified_shared_memory unified_address reverse_offload dynamic_allocators atomic_default_mem_order(seq_cst)
              => requires unified_shared_memory unified_address reverse_offload dynamic_allocators atomic_default_mem_order(seq_cst)
            allocate(x, y) allocator(omp_high_bw_mem_alloc) align(64)
              => allocate(x, y) allocator(omp_high_bw_mem_alloc) align(64)
            allocate(z)
              => allocate(z)
        "#]],
    );
}

#[test]
fn device_directives_fortran() {
    fortran(
        &[
            "target map(always, tofrom: a(1:n)) if(target: n > 100)",
            "end target",
            "target data map(to: a) use_device_ptr(p)",
            "end target data",
            "target enter data map(to: a(:)) depend(in: a)",
            "target exit data map(delete: a)",
            "target update from(a(2:n-1))",
            "declare target",
            "declare target(/blk/, f)",
            "declare target link(y)",
            "begin declare target device_type(nohost)",
            "end declare target",
            "teams num_teams(4)",
            "end teams",
            "distribute",
            "end distribute",
            "requires unified_address",
            "allocate(a) allocator(omp_low_lat_mem_alloc)",
            "allocate",
        ],
        expect![[r#"
            target map(always, tofrom: a(1:n)) if(target: n > 100)
              => target map(always, tofrom: a(1:n)) if(target: n>100)
            end target
              => end target
            target data map(to: a) use_device_ptr(p)
              => target data map(to: a) use_device_ptr(p)
            end target data
              => end target data
            target enter data map(to: a(:)) depend(in: a)
              => target enter data map(to: a(:)) depend(in: a)
            target exit data map(delete: a)
              => target exit data map(delete: a)
            target update from(a(2:n-1))
              => target update from(a(2:n-1))
            declare target
              => declare target
            declare target(/blk/, f)
              => declare target(/blk/, f)
            declare target link(y)
              => declare target link(y)
            begin declare target device_type(nohost)
              => begin declare target device_type(nohost)
            end declare target
              => end declare target
            teams num_teams(4)
              => teams num_teams(4)
            end teams
              => end teams
            distribute
              => distribute
            end distribute
              => end distribute
            requires unified_address
              => requires unified_address
            allocate(a) allocator(omp_low_lat_mem_alloc)
              => allocate(a) allocator(omp_low_lat_mem_alloc)
            allocate
              => allocate
        "#]],
    );
}

#[test]
fn combined_constructs_c() {
    c(
        &[
            "for simd",
            "taskloop simd",
            "distribute simd",
            "distribute parallel for",
            "distribute parallel for simd",
            "parallel for",
            "parallel for simd",
            "parallel sections",
            "parallel loop",
            "parallel master",
            "parallel masked filter(0)",
            "master taskloop",
            "master taskloop simd",
            "masked taskloop filter(1)",
            "masked taskloop simd",
            "parallel master taskloop",
            "parallel master taskloop simd",
            "parallel masked taskloop",
            "parallel masked taskloop simd",
            "target parallel",
            "target parallel for",
            "target parallel for simd",
            "target parallel loop",
            "target simd",
            "target teams",
            "target teams distribute",
            "target teams distribute simd",
            "target teams distribute parallel for",
            "target teams distribute parallel for simd",
            "target teams loop",
            "teams distribute",
            "teams distribute simd",
            "teams distribute parallel for",
            "teams distribute parallel for simd",
            "teams loop",
            "target teams distribute parallel for simd map(tofrom: y[0:n]) map(to: x[0:n]) num_teams(n / 128) thread_limit(128) dist_schedule(static) schedule(static, 1) simdlen(8) reduction(+: s) nowait",
        ],
        expect![[r#"
            for simd
              => for simd
            taskloop simd
              => taskloop simd
            distribute simd
              => distribute simd
            distribute parallel for
              => distribute parallel for
            distribute parallel for simd
              => distribute parallel for simd
            parallel for
              => parallel for
            parallel for simd
              => parallel for simd
            parallel sections
              => parallel sections
            parallel loop
              => parallel loop
            parallel master
              => parallel master
            parallel masked filter(0)
              => parallel masked filter(0)
            master taskloop
              => master taskloop
            master taskloop simd
              => master taskloop simd
            masked taskloop filter(1)
              => masked taskloop filter(1)
            masked taskloop simd
              => masked taskloop simd
            parallel master taskloop
              => parallel master taskloop
            parallel master taskloop simd
              => parallel master taskloop simd
            parallel masked taskloop
              => parallel masked taskloop
            parallel masked taskloop simd
              => parallel masked taskloop simd
            target parallel
              => target parallel
            target parallel for
              => target parallel for
            target parallel for simd
              => target parallel for simd
            target parallel loop
              => target parallel loop
            target simd
              => target simd
            target teams
              => target teams
            target teams distribute
              => target teams distribute
            target teams distribute simd
              => target teams distribute simd
            target teams distribute parallel for
              => target teams distribute parallel for
            target teams distribute parallel for simd
              => target teams distribute parallel for simd
            target teams loop
              => target teams loop
            teams distribute
              => teams distribute
            teams distribute simd
              => teams distribute simd
            teams distribute parallel for
              => teams distribute parallel for
            teams distribute parallel for simd
              => teams distribute parallel for simd
            teams loop
              => teams loop
            target teams distribute parallel for simd map(tofrom: y[0:n]) map(to: x[0:n]) num_teams(n / 128) thread_limit(128) dist_schedule(static) schedule(static, 1) simdlen(8) reduction(+: s) nowait
              => target teams distribute parallel for simd map(tofrom: y[0:n]) map(to: x[0:n]) num_teams(n/128) thread_limit(128) dist_schedule(static) schedule(static, 1) simdlen(8) reduction(+: s) nowait
        "#]],
    );
}

#[test]
fn combined_constructs_fortran() {
    fortran(
        &[
            "do simd",
            "parallel do",
            "end parallel do",
            "parallel do simd",
            "end parallel do simd",
            "parallel sections",
            "end parallel sections",
            "parallel workshare",
            "end parallel workshare",
            "parallel loop",
            "distribute parallel do",
            "distribute parallel do simd",
            "target parallel do",
            "target parallel do simd",
            "end target parallel do simd",
            "target parallel loop",
            "target simd",
            "target teams",
            "end target teams",
            "target teams distribute",
            "target teams distribute simd",
            "target teams distribute parallel do",
            "target teams distribute parallel do simd",
            "end target teams distribute parallel do simd",
            "target teams loop",
            "end target teams loop",
            "teams distribute",
            "teams distribute simd",
            "teams distribute parallel do",
            "teams distribute parallel do simd",
            "teams loop",
            "distribute simd",
            "end distribute simd",
            "parallel master",
            "end parallel master",
            "parallel masked filter(1)",
            "end parallel masked",
            "master taskloop",
            "master taskloop simd",
            "masked taskloop filter(0)",
            "masked taskloop simd",
            "parallel master taskloop",
            "parallel master taskloop simd",
            "end parallel master taskloop simd",
            "parallel masked taskloop",
            "parallel masked taskloop simd",
        ],
        expect![[r#"
            do simd
              => do simd
            parallel do
              => parallel do
            end parallel do
              => end parallel do
            parallel do simd
              => parallel do simd
            end parallel do simd
              => end parallel do simd
            parallel sections
              => parallel sections
            end parallel sections
              => end parallel sections
            parallel workshare
              => parallel workshare
            end parallel workshare
              => end parallel workshare
            parallel loop
              => parallel loop
            distribute parallel do
              => distribute parallel do
            distribute parallel do simd
              => distribute parallel do simd
            target parallel do
              => target parallel do
            target parallel do simd
              => target parallel do simd
            end target parallel do simd
              => end target parallel do simd
            target parallel loop
              => target parallel loop
            target simd
              => target simd
            target teams
              => target teams
            end target teams
              => end target teams
            target teams distribute
              => target teams distribute
            target teams distribute simd
              => target teams distribute simd
            target teams distribute parallel do
              => target teams distribute parallel do
            target teams distribute parallel do simd
              => target teams distribute parallel do simd
            end target teams distribute parallel do simd
              => end target teams distribute parallel do simd
            target teams loop
              => target teams loop
            end target teams loop
              => end target teams loop
            teams distribute
              => teams distribute
            teams distribute simd
              => teams distribute simd
            teams distribute parallel do
              => teams distribute parallel do
            teams distribute parallel do simd
              => teams distribute parallel do simd
            teams loop
              => teams loop
            distribute simd
              => distribute simd
            end distribute simd
              => end distribute simd
            parallel master
              => parallel master
            end parallel master
              => end parallel master
            parallel masked filter(1)
              => parallel masked filter(1)
            end parallel masked
              => end parallel masked
            master taskloop
              => master taskloop
            master taskloop simd
              => master taskloop simd
            masked taskloop filter(0)
              => masked taskloop filter(0)
            masked taskloop simd
              => masked taskloop simd
            parallel master taskloop
              => parallel master taskloop
            parallel master taskloop simd
              => parallel master taskloop simd
            end parallel master taskloop simd
              => end parallel master taskloop simd
            parallel masked taskloop
              => parallel masked taskloop
            parallel masked taskloop simd
              => parallel masked taskloop simd
        "#]],
    );
}
