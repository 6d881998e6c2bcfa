//! Every directive and every clause shape, parsed and dumped (checks included, so a line
//! that also breaks a rule shows the diagnostic under it).

use expect_test::{expect, Expect};

use super::table;
use crate::Lang;

fn c(inputs: &[&str], expect: Expect) {
    expect.assert_eq(&table(Lang::C, inputs));
}

fn fortran(inputs: &[&str], expect: Expect) {
    expect.assert_eq(&table(Lang::Fortran, inputs));
}

#[test]
fn directives() {
    c(
        &[
            "parallel",
            "serial",
            "kernels",
            "parallel loop",
            "serial loop",
            "kernels loop",
            "data copy(a)",
            "enter data copyin(a)",
            "exit data delete(a)",
            "host_data use_device(p)",
            "loop",
            "cache(a[i:4], b[j])",
            "cache(readonly: a[0:4])",
            "atomic",
            "atomic read",
            "atomic write",
            "atomic update",
            "atomic capture",
            "atomic update if(c)",
            "atomic update capture",
            "declare create(x) device_resident(y) link(z)",
            "update self(a[0:n]) host(b) device(c) if_present",
            "wait",
            "wait(1, 2) async(3)",
            "wait(devnum: d: queues: 1, 2) if(c)",
            "init device_type(nvidia) device_num(0)",
            "shutdown",
            "set default_async(2) device_num(1) device_type(host)",
            "routine seq",
            "routine(foo) worker nohost",
        ],
        expect![[r#"
            parallel
              => parallel
            serial
              => serial
            kernels
              => kernels
            parallel loop
              => parallel loop
            serial loop
              => serial loop
            kernels loop
              => kernels loop
            data copy(a)
              => data copy(a)
            enter data copyin(a)
              => enter data copyin(a)
            exit data delete(a)
              => exit data delete(a)
            host_data use_device(p)
              => host_data use_device(p)
            loop
              => loop
            cache(a[i:4], b[j])
              => cache(a[i:4], b[j])
            cache(readonly: a[0:4])
              => cache(readonly: a[0:4])
            atomic
              => atomic update
            atomic read
              => atomic read
            atomic write
              => atomic write
            atomic update
              => atomic update
            atomic capture
              => atomic capture
            atomic update if(c)
              => atomic update if(c)
            atomic update capture
              => atomic capture
            declare create(x) device_resident(y) link(z)
              => declare create(x) device_resident(y) link(z)
            update self(a[0:n]) host(b) device(c) if_present
              => update host(a[0:n]) host(b) device(c) if_present
            wait
              => wait
            wait(1, 2) async(3)
              => wait(queues: 1, 2) async(3)
            wait(devnum: d: queues: 1, 2) if(c)
              => wait(devnum: d, queues: 1, 2) if(c)
            init device_type(nvidia) device_num(0)
              => init device_type(nvidia) device_num(0)
            shutdown
              => shutdown
            set default_async(2) device_num(1) device_type(host)
              => set default_async(2) device_num(1) device_type(host)
            routine seq
              => routine seq
            routine(foo) worker nohost
              => routine(foo) worker nohost
        "#]],
    );
}

#[test]
fn compute_clauses() {
    c(
        &[
            "parallel if(n > 100) self async(q) wait(1) num_gangs(g) num_workers(w) vector_length(128)",
            "parallel self(c ? 1 : 0) async",
            "parallel num_gangs(a, b, c) default(none)",
            "kernels default(present) copy(a[0:n]) copyin(readonly: b[0:n]) copyout(zero: c[0:n])",
            "serial create(zero: t[0:n]) no_create(u) present(v) deviceptr(p) attach(q)",
            "parallel private(i, j) firstprivate(k) reduction(max: m)",
            "parallel copy(always, capture: a) copyin(alwaysin: b) copyout(alwaysout: c)",
            "parallel device_type(*) num_gangs(4) device_type(nvidia, radeon) num_workers(8)",
            "parallel dtype(nvidia) vector_length(64)",
            "parallel wait(devnum: 1 : 3) wait(queues: 4, 5)",
            "parallel copy(s->a[0:n], s.b[f(i, j):2]) copyin(p[(i+1)*2:n][0:m])",
            "parallel,copy(a),copyin(b) , async",
        ],
        expect![[r#"
            parallel if(n > 100) self async(q) wait(1) num_gangs(g) num_workers(w) vector_length(128)
              => parallel if(n>100) self async(q) wait(queues: 1) num_gangs(g) num_workers(w) vector_length(128)
            parallel self(c ? 1 : 0) async
              => parallel self(c?1:0) async
            parallel num_gangs(a, b, c) default(none)
              => parallel num_gangs(a, b, c) default(none)
            kernels default(present) copy(a[0:n]) copyin(readonly: b[0:n]) copyout(zero: c[0:n])
              => kernels default(present) copy(a[0:n]) copyin(readonly: b[0:n]) copyout(zero: c[0:n])
            serial create(zero: t[0:n]) no_create(u) present(v) deviceptr(p) attach(q)
              => serial create(zero: t[0:n]) no_create(u) present(v) deviceptr(p) attach(q)
            parallel private(i, j) firstprivate(k) reduction(max: m)
              => parallel private(i, j) firstprivate(k) reduction(max: m)
            parallel copy(always, capture: a) copyin(alwaysin: b) copyout(alwaysout: c)
              => parallel copy(always, capture: a) copyin(alwaysin: b) copyout(alwaysout: c)
            parallel device_type(*) num_gangs(4) device_type(nvidia, radeon) num_workers(8)
              => parallel device_type(*) num_gangs(4) device_type(nvidia, radeon) num_workers(8)
            parallel dtype(nvidia) vector_length(64)
              => parallel device_type[dtype](nvidia) vector_length(64)
            parallel wait(devnum: 1 : 3) wait(queues: 4, 5)
              => parallel wait(devnum: 1, queues: 3) wait(queues: 4, 5)
            parallel copy(s->a[0:n], s.b[f(i, j):2]) copyin(p[(i+1)*2:n][0:m])
              => parallel copy(s->a[0:n], s.b[f(i,j):2]) copyin(p[(i+1)*2:n][0:m])
            parallel,copy(a),copyin(b) , async
              => parallel copy(a) copyin(b) async
        "#]],
    );
}

#[test]
fn legacy_spellings() {
    c(
        &[
            "parallel pcopy(a) present_or_copy(b)",
            "data pcopyin(a) present_or_copyin(b) pcopyout(c) present_or_copyout(d)",
            "kernels pcreate(a) present_or_create(b)",
            "loop dtype(*) seq",
        ],
        expect![[r#"
            parallel pcopy(a) present_or_copy(b)
              => parallel copy[pcopy](a) copy[present_or_copy](b)
            data pcopyin(a) present_or_copyin(b) pcopyout(c) present_or_copyout(d)
              => data copyin[pcopyin](a) copyin[present_or_copyin](b) copyout[pcopyout](c) copyout[present_or_copyout](d)
            kernels pcreate(a) present_or_create(b)
              => kernels create[pcreate](a) create[present_or_create](b)
            loop dtype(*) seq
              => loop device_type[dtype](*) seq
        "#]],
    );
}

#[test]
fn loop_clauses() {
    c(
        &[
            "loop gang worker vector",
            "loop gang(4) worker(8) vector(32)",
            "loop gang(num: n, static: *) worker(num: 4) vector(length: 64)",
            "loop gang(dim: 2, static: 8)",
            "loop gang(static: s, num: 2)",
            "loop collapse(2) independent",
            "loop collapse(force: 3) auto",
            "loop tile(8, *, n) private(t)",
            "loop seq reduction(+: s) reduction(*: p) reduction(&: b1) reduction(|: b2)",
            "loop reduction(^: x) reduction(&&: l1) reduction(||: l2) reduction(min: lo, hi)",
            "loop device_type(nvidia) gang device_type(*) seq",
        ],
        expect![[r#"
            loop gang worker vector
              => loop gang worker vector
            loop gang(4) worker(8) vector(32)
              => loop gang(num: 4) worker(8) vector(32)
            loop gang(num: n, static: *) worker(num: 4) vector(length: 64)
              => loop gang(num: n, static: *) worker(4) vector(64)
            loop gang(dim: 2, static: 8)
              => loop gang(dim: 2, static: 8)
            loop gang(static: s, num: 2)
              => loop gang(static: s, num: 2)
            loop collapse(2) independent
              => loop collapse(2) independent
            loop collapse(force: 3) auto
              => loop collapse(force: 3) auto
            loop tile(8, *, n) private(t)
              => loop tile(8, *, n) private(t)
            loop seq reduction(+: s) reduction(*: p) reduction(&: b1) reduction(|: b2)
              => loop seq reduction(+: s) reduction(*: p) reduction(&: b1) reduction(|: b2)
            loop reduction(^: x) reduction(&&: l1) reduction(||: l2) reduction(min: lo, hi)
              => loop reduction(^: x) reduction(&&: l1) reduction(||: l2) reduction(min: lo, hi)
            loop device_type(nvidia) gang device_type(*) seq
              => loop device_type(nvidia) gang device_type(*) seq
        "#]],
    );
}

#[test]
fn routine_clauses() {
    c(
        &[
            "routine(saxpy) vector bind(saxpy_dev)",
            "routine gang(dim: 2) bind(\"device_name\")",
            "routine device_type(nvidia) worker device_type(*) gang",
        ],
        expect![[r#"
            routine(saxpy) vector bind(saxpy_dev)
              => routine(saxpy) vector bind(saxpy_dev)
            routine gang(dim: 2) bind("device_name")
              => routine gang(dim: 2) bind("device_name")
            routine device_type(nvidia) worker device_type(*) gang
              => routine device_type(nvidia) worker device_type(*) gang
        "#]],
    );
}

#[test]
fn fortran_forms() {
    fortran(
        &[
            "PARALLEL LOOP COPYIN(a(1:n, 2:m)) REDUCTION(+:s)",
            "parallel loop reduction(.and.: l) reduction(.or.: o) reduction(.eqv.: e) reduction(.neqv.: f)",
            "loop reduction(iand: a) reduction(ior: b) reduction(ieor: c) reduction(MAX: d)",
            "end parallel",
            "end parallel loop",
            "end serial loop",
            "end kernels",
            "end kernels loop",
            "end data",
            "end host_data",
            "end atomic",
            "end serial",
            "update self(a(1:n)%x)",
        ],
        expect![[r#"
            PARALLEL LOOP COPYIN(a(1:n, 2:m)) REDUCTION(+:s)
              => parallel loop copyin(a(1:n,2:m)) reduction(+: s)
            parallel loop reduction(.and.: l) reduction(.or.: o) reduction(.eqv.: e) reduction(.neqv.: f)
              => parallel loop reduction(&&: l) reduction(||: o) reduction(.eqv.: e) reduction(.neqv.: f)
            loop reduction(iand: a) reduction(ior: b) reduction(ieor: c) reduction(MAX: d)
              => loop reduction(&: a) reduction(|: b) reduction(^: c) reduction(max: d)
            end parallel
              => end parallel
            end parallel loop
              => end parallel loop
            end serial loop
              => end serial loop
            end kernels
              => end kernels
            end kernels loop
              => end kernels loop
            end data
              => end data
            end host_data
              => end host_data
            end atomic
              => end atomic
            end serial
              => end serial
            update self(a(1:n)%x)
              => update host(a(1:n)%x)
        "#]],
    );
}

#[test]
fn parse_errors() {
    c(
        &[
            "",
            "paralel loop",
            "kernel",
            "foo bar",
            "end parallel",
            "enter copyin(a)",
            "enter",
            "parallel copyinn(a)",
            "parallel nowait",
            "parallel data",
            "parallel 42",
            "parallel copyin()",
            "parallel copyin(a,)",
            "parallel copyin(a",
            "parallel copyin(a[0:n)",
            "parallel copyin a",
            "parallel if",
            "parallel num_gangs()",
            "parallel if(a, b)",
            "parallel copyin(foo: a)",
            "parallel copyin(a, b: c)",
            "parallel reduction(-: s)",
            "parallel reduction(iand: s)",
            "parallel reduction(s)",
            "parallel reduction",
            "loop gang(foo: 1)",
            "loop gang(*)",
            "parallel default(shared)",
            "parallel device_type(a+b)",
            "routine bind(a+b)",
            "parallel wait(devnum: 1)",
            "parallel wait(devnum: 1, 2: 3)",
            "cache",
            "cache(zero: a)",
            "cache(a) copy(b)",
            "update self",
            "parallel self(a, b)",
            "loop worker(num:)",
            "atomic read write",
            "wait(1) wait",
            "parallel copy(a) )",
        ],
        expect![[r#"

              => error 0..0 ``: expected an OpenACC directive name
            paralel loop
              => error 0..1 `paralel`: unknown OpenACC directive 'paralel'; did you mean 'parallel'?
            kernel
              => error 0..1 `kernel`: unknown OpenACC directive 'kernel'; did you mean 'kernels'?
            foo bar
              => error 0..1 `foo`: unknown OpenACC directive 'foo'
            end parallel
              => error 0..1 `end`: unknown OpenACC directive 'end'
            enter copyin(a)
              => error 1..2 `copyin`: unexpected 'copyin'; expected 'data'
            enter
              => error 1..1 ``: unexpected end of directive after 'enter'; expected 'data'
            parallel copyinn(a)
              => error 1..2 `copyinn`: unknown clause 'copyinn' on 'parallel' directive; did you mean 'copyin'?
            parallel nowait
              => error 1..2 `nowait`: unknown clause 'nowait' on 'parallel' directive
            parallel data
              => error 1..2 `data`: unknown clause 'data' on 'parallel' directive
            parallel 42
              => error 1..2 `42`: unexpected '42' in 'parallel' directive; expected a clause
            parallel copyin()
              => error 3..4 `)`: empty argument
            parallel copyin(a,)
              => error 5..6 `)`: empty argument
            parallel copyin(a
              => error 4..4 ``: expected ')' before the end of the directive
            parallel copyin(a[0:n)
              => error 8..9 `)`: expected ']', found ')'
            parallel copyin a
              => error 2..2 ``: expected '(' after 'copyin'
            parallel if
              => error 2..2 ``: expected '(' after 'if'
            parallel num_gangs()
              => error 3..4 `)`: empty argument
            parallel if(a, b)
              => error 4..6 `,b`: 'if' takes one argument
            parallel copyin(foo: a)
              => error 3..4 `foo`: unknown modifier 'foo'; expected readonly, zero, always, alwaysin, alwaysout or capture
            parallel copyin(a, b: c)
              => error 3..4 `a`: unknown modifier 'a'; expected readonly, zero, always, alwaysin, alwaysout or capture
            parallel reduction(-: s)
              => error 3..4 `-`: invalid reduction operator '-'; expected +, *, max, min, &, |, ^, && or ||
            parallel reduction(iand: s)
              => error 3..4 `iand`: invalid reduction operator 'iand'; expected +, *, max, min, &, |, ^, && or ||
            parallel reduction(s)
              => error 4..5 `)`: unexpected ')'; expected ':'
            parallel reduction
              => error 2..2 ``: expected '(' after 'reduction'
            loop gang(foo: 1)
              => error 3..4 `foo`: unknown gang argument 'foo'; expected num, dim or static
            loop gang(*)
              => error 3..4 `*`: '*' is only valid as a 'static:' gang argument
            parallel default(shared)
              => error 3..4 `shared`: expected 'none' or 'present' in 'default' clause
            parallel device_type(a+b)
              => error 3..6 `a+b`: expected a device type name or '*'
            routine bind(a+b)
              => error 3..6 `a+b`: expected a name or a string in 'bind' clause
            parallel wait(devnum: 1)
              => error 3..6 `devnum:1`: malformed wait argument; expected [devnum: expr :] [queues:] expr-list
            parallel wait(devnum: 1, 2: 3)
              => error 5..8 `1,2`: 'devnum:' takes one expression
            cache
              => error 1..1 ``: expected '(' after 'cache'
            cache(zero: a)
              => error 2..3 `zero`: the only modifier of 'cache' is 'readonly'
            cache(a) copy(b)
              => cache(a) copy(b)
              error 4..5 `copy`: clause 'copy' is not allowed on 'cache' directive [OpenACC 3.3 §2.10: cache takes no clauses]
            update self
              => error 2..2 ``: expected '(' after 'self'
            parallel self(a, b)
              => error 4..6 `,b`: 'self' takes one argument
            loop worker(num:)
              => error 5..5 ``: expected an expression after 'num:'
            atomic read write
              => error 2..3 `write`: unknown clause 'write' on 'atomic read' directive
            wait(1) wait
              => wait(queues: 1) wait
              error 4..5 `wait`: clause 'wait' is not allowed on 'wait' directive [OpenACC 3.3 §2.16.3: the clauses of wait are listed there]
            parallel copy(a) )
              => error 5..6 `)`: unexpected ')' in 'parallel' directive; expected a clause
        "#]],
    );
}
