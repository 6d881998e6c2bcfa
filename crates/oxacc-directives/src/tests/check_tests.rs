//! The directive-local rules of `check`: each invalid line shows the diagnostic's token
//! range, the tokens it covers, its message and the spec rule it cites.

use expect_test::{expect, Expect};

use super::table;
use crate::Lang;

fn c(inputs: &[&str], expect: Expect) {
    expect.assert_eq(&table(Lang::C, inputs));
}

#[test]
fn conforming_lines_have_no_diagnostics() {
    c(
        &[
            // OpenACC 3.3 §2.4 examples (seed E3, E5, E6, E7).
            "loop gang device_type(foo) worker",
            "routine device_type(foo) worker device_type(*) gang",
            "parallel num_gangs(2) dtype(foo) num_gangs(4) dtype(bar) num_workers(8)",
            "parallel dtype(*) num_gangs(2) dtype(foo) num_gangs(4) dtype(bar) num_workers(8)",
            "parallel loop collapse(force:2) reduction(+:s) gang vector",
            "kernels loop reduction(+:s) private(t) gang(num: 8) worker(4) vector(32)",
            "serial loop reduction(max:m) firstprivate(x)",
            "parallel num_gangs(3, 50, 150) copy(a)",
            "loop gang(dim: 3) private(t)",
            "enter data copyin(a) create(zero: b) attach(p) async wait(1) if(c)",
            "exit data copyout(a) delete(b) detach(p) finalize async",
            "host_data use_device(p) if_present if(c)",
            "update device(a) self(b) if_present async(1) device_type(nvidia) wait",
            "set device_type(nvidia)",
            "routine seq nohost bind(f)",
            "data default(present)",
            "declare link(x)",
        ],
        expect![[r#"
            loop gang device_type(foo) worker
              => loop gang device_type(foo) worker
            routine device_type(foo) worker device_type(*) gang
              => routine device_type(foo) worker device_type(*) gang
            parallel num_gangs(2) dtype(foo) num_gangs(4) dtype(bar) num_workers(8)
              => parallel num_gangs(2) device_type[dtype](foo) num_gangs(4) device_type[dtype](bar) num_workers(8)
            parallel dtype(*) num_gangs(2) dtype(foo) num_gangs(4) dtype(bar) num_workers(8)
              => parallel device_type[dtype](*) num_gangs(2) device_type[dtype](foo) num_gangs(4) device_type[dtype](bar) num_workers(8)
            parallel loop collapse(force:2) reduction(+:s) gang vector
              => parallel loop collapse(force: 2) reduction(+: s) gang vector
            kernels loop reduction(+:s) private(t) gang(num: 8) worker(4) vector(32)
              => kernels loop reduction(+: s) private(t) gang(num: 8) worker(4) vector(32)
            serial loop reduction(max:m) firstprivate(x)
              => serial loop reduction(max: m) firstprivate(x)
            parallel num_gangs(3, 50, 150) copy(a)
              => parallel num_gangs(3, 50, 150) copy(a)
            loop gang(dim: 3) private(t)
              => loop gang(dim: 3) private(t)
            enter data copyin(a) create(zero: b) attach(p) async wait(1) if(c)
              => enter data copyin(a) create(zero: b) attach(p) async wait(queues: 1) if(c)
            exit data copyout(a) delete(b) detach(p) finalize async
              => exit data copyout(a) delete(b) detach(p) finalize async
            host_data use_device(p) if_present if(c)
              => host_data use_device(p) if_present if(c)
            update device(a) self(b) if_present async(1) device_type(nvidia) wait
              => update device(a) host(b) if_present async(1) device_type(nvidia) wait
            set device_type(nvidia)
              => set device_type(nvidia)
            routine seq nohost bind(f)
              => routine seq nohost bind(f)
            data default(present)
              => data default(present)
            declare link(x)
              => declare link(x)
        "#]],
    );
}

#[test]
fn clauses_not_allowed() {
    c(
        &[
            "parallel gang",
            "parallel collapse(2)",
            "serial num_gangs(4)",
            "serial loop vector_length(32)",
            "kernels private(x)",
            "kernels reduction(+:s)",
            "kernels loop firstprivate(x)",
            "loop copy(a)",
            "data private(x)",
            "enter data copyout(a)",
            "exit data copyin(a)",
            "parallel finalize",
            "data if_present copy(a)",
            "exit data if_present delete(a)",
            "parallel host(a)",
            "routine async",
            "atomic read async",
            "declare attach(p)",
            "init default_async(1)",
        ],
        expect![[r#"
            parallel gang
              => parallel gang
              error 1..2 `gang`: clause 'gang' is not allowed on 'parallel' directive [OpenACC 3.3 §2.9: loop clauses belong on a loop directive or a combined construct]
            parallel collapse(2)
              => parallel collapse(2)
              error 1..2 `collapse`: clause 'collapse' is not allowed on 'parallel' directive [OpenACC 3.3 §2.9: loop clauses belong on a loop directive or a combined construct]
            serial num_gangs(4)
              => serial num_gangs(4)
              error 1..2 `num_gangs`: clause 'num_gangs' is not allowed on 'serial' directive [OpenACC 3.3 §2.5.2: serial takes the clauses of parallel except num_gangs, num_workers and vector_length]
            serial loop vector_length(32)
              => serial loop vector_length(32)
              error 2..3 `vector_length`: clause 'vector_length' is not allowed on 'serial loop' directive [OpenACC 3.3 §2.5.2: serial takes the clauses of parallel except num_gangs, num_workers and vector_length]
            kernels private(x)
              => kernels private(x)
              error 1..2 `private`: clause 'private' is not allowed on 'kernels' directive [OpenACC 3.3 §2.5.3: private, firstprivate and reduction are not allowed on kernels]
            kernels reduction(+:s)
              => kernels reduction(+: s)
              error 1..2 `reduction`: clause 'reduction' is not allowed on 'kernels' directive [OpenACC 3.3 §2.5.3: private, firstprivate and reduction are not allowed on kernels]
            kernels loop firstprivate(x)
              => kernels loop firstprivate(x)
              error 2..3 `firstprivate`: clause 'firstprivate' is not allowed on 'kernels loop' directive [OpenACC 3.3 §2.5.3: private, firstprivate and reduction are not allowed on kernels]
            loop copy(a)
              => loop copy(a)
              error 1..2 `copy`: clause 'copy' is not allowed on 'loop' directive [OpenACC 3.3 §2.9: the clauses of loop are listed there]
            data private(x)
              => data private(x)
              error 0..1 `data`: 'data' directive needs at least one of: copy, copyin, copyout, create, no_create, present, deviceptr, attach, default [OpenACC 3.3 §2.6.5: at least one data clause or a default clause must appear on a data construct]
              error 1..2 `private`: clause 'private' is not allowed on 'data' directive [OpenACC 3.3 §2.6.5: the clauses of data are listed there]
            enter data copyout(a)
              => enter data copyout(a)
              error 0..2 `enter data`: 'enter data' directive needs at least one of: copyin, create, attach [OpenACC 3.3 §2.6.6: at least one copyin, create or attach clause must appear on enter data]
              error 2..3 `copyout`: clause 'copyout' is not allowed on 'enter data' directive [OpenACC 3.3 §2.6.6: the clauses of enter data are listed there]
            exit data copyin(a)
              => exit data copyin(a)
              error 0..2 `exit data`: 'exit data' directive needs at least one of: copyout, delete, detach [OpenACC 3.3 §2.6.6: at least one copyout, delete or detach clause must appear on exit data]
              error 2..3 `copyin`: clause 'copyin' is not allowed on 'exit data' directive [OpenACC 3.3 §2.6.6: the clauses of exit data are listed there]
            parallel finalize
              => parallel finalize
              error 1..2 `finalize`: clause 'finalize' is not allowed on 'parallel' directive [OpenACC 3.3 §2.6.6: finalize is allowed only on exit data]
            data if_present copy(a)
              => data if_present copy(a)
              error 1..2 `if_present`: clause 'if_present' is not allowed on 'data' directive [OpenACC 3.3 §2.14.4, §2.8: if_present is allowed only on update and host_data]
            exit data if_present delete(a)
              => exit data if_present delete(a)
              error 2..3 `if_present`: clause 'if_present' is not allowed on 'exit data' directive [OpenACC 3.3 §2.14.4, §2.8: if_present is allowed only on update and host_data]
            parallel host(a)
              => parallel host(a)
              error 1..2 `host`: clause 'host' is not allowed on 'parallel' directive [OpenACC 3.3 §2.14.4: host and device are clauses of update]
            routine async
              => routine async
              error 1..2 `async`: clause 'async' is not allowed on 'routine' directive [OpenACC 3.3 §2.15.1: the clauses of routine are listed there]
            atomic read async
              => atomic read async
              error 2..3 `async`: clause 'async' is not allowed on 'atomic' directive [OpenACC 3.3 §2.12: the clauses of atomic are listed there]
            declare attach(p)
              => declare attach(p)
              error 0..1 `declare`: 'declare' directive needs at least one of: copy, copyin, copyout, create, present, deviceptr, device_resident, link [OpenACC 3.3 §2.13: a declare directive needs at least one clause]
              error 1..2 `attach`: clause 'attach' is not allowed on 'declare' directive [OpenACC 3.3 §2.13: the clauses of declare are listed there]
            init default_async(1)
              => init default_async(1)
              error 1..2 `default_async`: clause 'default_async' is not allowed on 'init' directive [OpenACC 3.3 §2.14.1: the clauses of init are listed there]
        "#]],
    );
}

#[test]
fn device_type_sections() {
    c(
        &[
            "parallel device_type(nvidia) copy(a)",
            "parallel device_type(*) private(x)",
            "data device_type(nvidia) if(c) copy(a)",
            "loop device_type(nvidia) private(x)",
            "update device_type(host) self(a)",
            "routine device_type(nvidia) nohost seq",
            "parallel loop device_type(*) reduction(+:s)",
        ],
        expect![[r#"
            parallel device_type(nvidia) copy(a)
              => parallel device_type(nvidia) copy(a)
              error 5..6 `copy`: clause 'copy' may not follow a 'device_type' clause on 'parallel' directive [OpenACC 3.3 §2.5.4: only async, wait, num_gangs, num_workers and vector_length may follow a device_type clause]
            parallel device_type(*) private(x)
              => parallel device_type(*) private(x)
              error 5..6 `private`: clause 'private' may not follow a 'device_type' clause on 'parallel' directive [OpenACC 3.3 §2.5.4: only async, wait, num_gangs, num_workers and vector_length may follow a device_type clause]
            data device_type(nvidia) if(c) copy(a)
              => data device_type(nvidia) if(c) copy(a)
              error 5..6 `if`: clause 'if' may not follow a 'device_type' clause on 'data' directive [OpenACC 3.3 §2.6.5: only async and wait may follow a device_type clause]
              error 9..10 `copy`: clause 'copy' may not follow a 'device_type' clause on 'data' directive [OpenACC 3.3 §2.6.5: only async and wait may follow a device_type clause]
            loop device_type(nvidia) private(x)
              => loop device_type(nvidia) private(x)
              error 5..6 `private`: clause 'private' may not follow a 'device_type' clause on 'loop' directive [OpenACC 3.3 §2.9: only collapse, gang, worker, vector, seq, independent, auto and tile may follow a device_type clause]
            update device_type(host) self(a)
              => update device_type(host) host(a)
              error 5..6 `self`: clause 'self' may not follow a 'device_type' clause on 'update' directive [OpenACC 3.3 §2.14.4: only async and wait may follow a device_type clause]
            routine device_type(nvidia) nohost seq
              => routine device_type(nvidia) nohost seq
              error 5..6 `nohost`: clause 'nohost' may not follow a 'device_type' clause on 'routine' directive [OpenACC 3.3 §2.15.1: only gang, worker, vector, seq and bind may follow a device_type clause]
            parallel loop device_type(*) reduction(+:s)
              => parallel loop device_type(*) reduction(+: s)
              error 6..7 `reduction`: clause 'reduction' may not follow a 'device_type' clause on 'parallel loop' directive [OpenACC 3.3 §2.11: only the clauses that may follow device_type on the compute construct or on loop may follow a device_type clause]
        "#]],
    );
}

#[test]
fn clauses_allowed_once() {
    c(
        &[
            "parallel if(a) if(b)",
            "parallel self self(c)",
            "parallel default(none) default(present)",
            "parallel async async(1)",
            "parallel num_gangs(1) num_gangs(2)",
            "parallel num_workers(1) dtype(nvidia) num_workers(2) num_workers(3)",
            "kernels vector_length(1) vector_length(2)",
            "loop collapse(1) collapse(2)",
            "loop gang gang(num: 4)",
            "loop tile(2) tile(4)",
            "routine seq bind(a) bind(b)",
            "set device_num(0) device_num(1)",
            "set default_async(1) default_async(2)",
            "set device_type(a) device_type(b)",
            "host_data use_device(p) if(a) if(b)",
        ],
        expect![[r#"
            parallel if(a) if(b)
              => parallel if(a) if(b)
              error 5..6 `if`: clause 'if' may appear only once on 'parallel' directive [OpenACC 3.3 §2.5.4: at most one if clause may appear on parallel]
            parallel self self(c)
              => parallel self self(c)
              error 2..3 `self`: clause 'self' may appear only once on 'parallel' directive [OpenACC 3.3 §2.5.4: at most one self clause may appear on parallel]
            parallel default(none) default(present)
              => parallel default(none) default(present)
              error 5..6 `default`: clause 'default' may appear only once on 'parallel' directive [OpenACC 3.3 §2.5.4: at most one default clause may appear on parallel]
            parallel async async(1)
              => parallel async async(1)
              error 2..3 `async`: clause 'async' may appear only once on 'parallel' directive [OpenACC 3.3 §2.16.1: at most one async clause per device_type]
            parallel num_gangs(1) num_gangs(2)
              => parallel num_gangs(1) num_gangs(2)
              error 5..6 `num_gangs`: clause 'num_gangs' may appear only once on 'parallel' directive [OpenACC 3.3 §2.5.10: at most one num_gangs clause per device_type]
            parallel num_workers(1) dtype(nvidia) num_workers(2) num_workers(3)
              => parallel num_workers(1) device_type[dtype](nvidia) num_workers(2) num_workers(3)
              error 13..14 `num_workers`: clause 'num_workers' may appear only once per device_type on 'parallel' directive [OpenACC 3.3 §2.5.11: at most one num_workers clause per device_type]
            kernels vector_length(1) vector_length(2)
              => kernels vector_length(1) vector_length(2)
              error 5..6 `vector_length`: clause 'vector_length' may appear only once on 'kernels' directive [OpenACC 3.3 §2.5.12: at most one vector_length clause per device_type]
            loop collapse(1) collapse(2)
              => loop collapse(1) collapse(2)
              error 5..6 `collapse`: clause 'collapse' may appear only once on 'loop' directive [OpenACC 3.3 §2.9.1: at most one collapse clause per device_type]
            loop gang gang(num: 4)
              => loop gang gang(num: 4)
              error 2..3 `gang`: clause 'gang' may appear only once on 'loop' directive [OpenACC 3.3 §2.9.2: at most one gang clause may appear on a loop directive]
            loop tile(2) tile(4)
              => loop tile(2) tile(4)
              error 5..6 `tile`: clause 'tile' may appear only once on 'loop' directive [OpenACC 3.3 §2.9.8: at most one tile clause per device_type]
            routine seq bind(a) bind(b)
              => routine seq bind(a) bind(b)
              error 6..7 `bind`: clause 'bind' may appear only once on 'routine' directive [OpenACC 3.3 §2.15.1: at most one bind clause per device_type]
            set device_num(0) device_num(1)
              => set device_num(0) device_num(1)
              error 5..6 `device_num`: clause 'device_num' may appear only once on 'set' directive [OpenACC 3.3 §2.14.3: at most one device_num clause may appear on set]
            set default_async(1) default_async(2)
              => set default_async(1) default_async(2)
              error 5..6 `default_async`: clause 'default_async' may appear only once on 'set' directive [OpenACC 3.3 §2.14.3: at most one default_async clause may appear on set]
            set device_type(a) device_type(b)
              => set device_type(a) device_type(b)
              error 5..6 `device_type`: clause 'device_type' may appear only once on 'set' directive [OpenACC 3.3 §2.14.3: at most one device_type clause may appear on set]
            host_data use_device(p) if(a) if(b)
              => host_data use_device(p) if(a) if(b)
              error 9..10 `if`: clause 'if' may appear only once on 'host_data' directive [OpenACC 3.3 §2.8: at most one if clause may appear on host_data]
        "#]],
    );
}

#[test]
fn exclusive_loop_clauses() {
    c(
        &[
            "loop seq gang",
            "loop worker seq",
            "loop seq vector",
            "loop seq independent",
            "loop auto independent",
            "loop independent auto seq",
            "parallel loop seq gang worker",
            "loop independent dtype(nvidia) seq",
            "loop gang device_type(*) seq",
            "routine gang worker",
            "routine gang device_type(foo) worker",
            "routine seq vector",
        ],
        expect![[r#"
            loop seq gang
              => loop seq gang
              error 2..3 `gang`: clause 'gang' conflicts with 'seq' [OpenACC 3.3 §2.9: a gang, worker or vector clause may not appear with seq]
            loop worker seq
              => loop worker seq
              error 2..3 `seq`: clause 'seq' conflicts with 'worker' [OpenACC 3.3 §2.9: a gang, worker or vector clause may not appear with seq]
            loop seq vector
              => loop seq vector
              error 2..3 `vector`: clause 'vector' conflicts with 'seq' [OpenACC 3.3 §2.9: a gang, worker or vector clause may not appear with seq]
            loop seq independent
              => loop seq independent
              error 2..3 `independent`: clause 'independent' conflicts with 'seq' [OpenACC 3.3 §2.9: only one of seq, independent and auto may appear]
            loop auto independent
              => loop auto independent
              error 2..3 `independent`: clause 'independent' conflicts with 'auto' [OpenACC 3.3 §2.9: only one of seq, independent and auto may appear]
            loop independent auto seq
              => loop independent auto seq
              error 2..3 `auto`: clause 'auto' conflicts with 'independent' [OpenACC 3.3 §2.9: only one of seq, independent and auto may appear]
              error 3..4 `seq`: clause 'seq' conflicts with 'independent' [OpenACC 3.3 §2.9: only one of seq, independent and auto may appear]
              error 3..4 `seq`: clause 'seq' conflicts with 'auto' [OpenACC 3.3 §2.9: only one of seq, independent and auto may appear]
            parallel loop seq gang worker
              => parallel loop seq gang worker
              error 3..4 `gang`: clause 'gang' conflicts with 'seq' [OpenACC 3.3 §2.9: a gang, worker or vector clause may not appear with seq]
              error 4..5 `worker`: clause 'worker' conflicts with 'seq' [OpenACC 3.3 §2.9: a gang, worker or vector clause may not appear with seq]
            loop independent dtype(nvidia) seq
              => loop independent device_type[dtype](nvidia) seq
              error 6..7 `seq`: clause 'seq' conflicts with 'independent' for dtype(nvidia) [OpenACC 3.3 §2.9: only one of seq, independent and auto may appear]
            loop gang device_type(*) seq
              => loop gang device_type(*) seq
              error 6..7 `seq`: clause 'seq' conflicts with 'gang' for device_type(*) [OpenACC 3.3 §2.9: a gang, worker or vector clause may not appear with seq]
            routine gang worker
              => routine gang worker
              error 2..3 `worker`: clause 'worker' conflicts with 'gang' [OpenACC 3.3 §2.15.1: only one of gang, worker, vector and seq may apply to a routine]
            routine gang device_type(foo) worker
              => routine gang device_type(foo) worker
              error 6..7 `worker`: clause 'worker' conflicts with 'gang' for device_type(foo) [OpenACC 3.3 §2.15.1: only one of gang, worker, vector and seq may apply to a routine]
            routine seq vector
              => routine seq vector
              error 2..3 `vector`: clause 'vector' conflicts with 'seq' [OpenACC 3.3 §2.15.1: only one of gang, worker, vector and seq may apply to a routine]
        "#]],
    );
}

#[test]
fn parallelism_arguments() {
    c(
        &[
            "parallel loop gang(num: 4)",
            "parallel loop gang(8)",
            "serial loop gang(num: 4)",
            "parallel loop worker(4)",
            "parallel loop worker(num: 4)",
            "parallel loop vector(length: 32)",
            "kernels loop num_gangs(4) gang(8)",
            "kernels loop num_workers(4) worker(8)",
            "kernels loop vector_length(64) vector(32)",
            "kernels loop gang(dim: 1)",
            "loop gang(dim: 4)",
            "loop gang(dim: 0)",
            "loop gang(num: 1, num: 2)",
            "routine gang(num: 2)",
            "routine gang(static: 4)",
            "routine worker(4)",
            "routine vector(length: 8)",
        ],
        expect![[r#"
            parallel loop gang(num: 4)
              => parallel loop gang(num: 4)
              error 6..7 `4`: gang num argument is not allowed on 'parallel loop' directive [OpenACC 3.3 §2.9.2: the num argument is not allowed when the parent compute construct is a parallel (or serial) construct]
            parallel loop gang(8)
              => parallel loop gang(num: 8)
              error 4..5 `8`: gang num argument is not allowed on 'parallel loop' directive [OpenACC 3.3 §2.9.2: the num argument is not allowed when the parent compute construct is a parallel (or serial) construct]
            serial loop gang(num: 4)
              => serial loop gang(num: 4)
              error 6..7 `4`: gang num argument is not allowed on 'serial loop' directive [OpenACC 3.3 §2.9.2: the num argument is not allowed when the parent compute construct is a parallel (or serial) construct]
            parallel loop worker(4)
              => parallel loop worker(4)
              error 4..5 `4`: 'worker' argument is not allowed on 'parallel loop' directive [OpenACC 3.3 §2.9.3: under a parallel (or serial) construct the worker clause takes no argument; the construct sets the size]
            parallel loop worker(num: 4)
              => parallel loop worker(4)
              error 6..7 `4`: 'worker' argument is not allowed on 'parallel loop' directive [OpenACC 3.3 §2.9.3: under a parallel (or serial) construct the worker clause takes no argument; the construct sets the size]
            parallel loop vector(length: 32)
              => parallel loop vector(32)
              error 6..7 `32`: 'vector' argument is not allowed on 'parallel loop' directive [OpenACC 3.3 §2.9.4: under a parallel (or serial) construct the vector clause takes no argument; the construct sets the size]
            kernels loop num_gangs(4) gang(8)
              => kernels loop num_gangs(4) gang(num: 8)
              error 8..9 `8`: gang num argument is not allowed on 'kernels loop' directive [OpenACC 3.3 §2.9.2: on kernels, a gang num argument is allowed only when num_gangs does not appear]
            kernels loop num_workers(4) worker(8)
              => kernels loop num_workers(4) worker(8)
              error 8..9 `8`: 'worker' argument is not allowed on 'kernels loop' directive [OpenACC 3.3 §2.9.3: on kernels, an argument is allowed only when num_workers does not appear]
            kernels loop vector_length(64) vector(32)
              => kernels loop vector_length(64) vector(32)
              error 8..9 `32`: 'vector' argument is not allowed on 'kernels loop' directive [OpenACC 3.3 §2.9.4: on kernels, an argument is allowed only when vector_length does not appear]
            kernels loop gang(dim: 1)
              => kernels loop gang(dim: 1)
              error 6..7 `1`: gang dim argument is not allowed on 'kernels loop' directive [OpenACC 3.3 §2.9.2: when the parent compute construct is kernels, the dim argument is not allowed]
            loop gang(dim: 4)
              => loop gang(dim: 4)
              error 5..6 `4`: gang dim argument must be 1, 2 or 3 [OpenACC 3.3 §2.9.2: the dim argument must be a constant positive integer with value 1, 2, or 3]
            loop gang(dim: 0)
              => loop gang(dim: 0)
              error 5..6 `0`: gang dim argument must be 1, 2 or 3 [OpenACC 3.3 §2.9.2: the dim argument must be a constant positive integer with value 1, 2, or 3]
            loop gang(num: 1, num: 2)
              => loop gang(num: 1, num: 2)
              error 1..11 `gang(num:1,num:2)`: gang argument 'num' appears more than once [OpenACC 3.3 §2.9: a gang-arg-list has at most one num, one dim and one static argument]
            routine gang(num: 2)
              => routine gang(num: 2)
              error 5..6 `2`: gang num argument is not allowed on 'routine' directive [OpenACC 3.3 §2.15.1: routine takes gang[(dim: n)]]
            routine gang(static: 4)
              => routine gang(static: 4)
              error 1..7 `gang(static:4)`: 'static' gang argument is not allowed on 'routine' directive [OpenACC 3.3 §2.15.1: routine takes gang[(dim: n)]]
            routine worker(4)
              => routine worker(4)
              error 3..4 `4`: 'worker' argument is not allowed on 'routine' directive [OpenACC 3.3 §2.15.1: routine's worker and vector clauses take no argument]
            routine vector(length: 8)
              => routine vector(8)
              error 5..6 `8`: 'vector' argument is not allowed on 'routine' directive [OpenACC 3.3 §2.15.1: routine's worker and vector clauses take no argument]
        "#]],
    );
}

#[test]
fn argument_counts_and_constants() {
    c(
        &[
            "parallel num_gangs(1, 2, 3, 4)",
            "kernels num_gangs(2, 2)",
            "kernels loop num_gangs(2, 2)",
            "parallel num_gangs(2, 2) reduction(+:s)",
            "parallel loop num_gangs(2, 2) reduction(+:s)",
            "loop collapse(0)",
            "loop collapse(force: 0)",
            "loop tile(4, 0)",
        ],
        expect![[r#"
            parallel num_gangs(1, 2, 3, 4)
              => parallel num_gangs(1, 2, 3, 4)
              error 9..10 `4`: 'num_gangs' takes at most three arguments [OpenACC 3.3 §2.5.10: num_gangs takes one to three arguments, one per gang dimension]
            kernels num_gangs(2, 2)
              => kernels num_gangs(2, 2)
              error 5..6 `2`: 'num_gangs' takes one argument on 'kernels' directive [OpenACC 3.3 §2.5.3: on kernels, num_gangs takes exactly one argument]
            kernels loop num_gangs(2, 2)
              => kernels loop num_gangs(2, 2)
              error 6..7 `2`: 'num_gangs' takes one argument on 'kernels loop' directive [OpenACC 3.3 §2.5.3: on kernels, num_gangs takes exactly one argument]
            parallel num_gangs(2, 2) reduction(+:s)
              => parallel num_gangs(2, 2) reduction(+: s)
              error 7..8 `reduction`: 'reduction' is not allowed with a multi-argument 'num_gangs' [OpenACC 3.3 §2.5.4: a reduction clause may not appear on a parallel construct with a num_gangs clause that has more than one argument]
            parallel loop num_gangs(2, 2) reduction(+:s)
              => parallel loop num_gangs(2, 2) reduction(+: s)
              error 8..9 `reduction`: 'reduction' is not allowed with a multi-argument 'num_gangs' [OpenACC 3.3 §2.5.4: a reduction clause may not appear on a parallel construct with a num_gangs clause that has more than one argument]
            loop collapse(0)
              => loop collapse(0)
              error 3..4 `0`: collapse argument must be a positive integer [OpenACC 3.3 §2.9.1: the collapse argument must be a constant positive integer]
            loop collapse(force: 0)
              => loop collapse(force: 0)
              error 5..6 `0`: collapse argument must be a positive integer [OpenACC 3.3 §2.9.1: the collapse argument must be a constant positive integer]
            loop tile(4, 0)
              => loop tile(4, 0)
              error 5..6 `0`: tile size argument must be a positive integer [OpenACC 3.3 §2.9.8: the tile size argument must be a constant positive integer]
        "#]],
    );
}

#[test]
fn modifiers() {
    c(
        &[
            "parallel copy(zero: a)",
            "parallel copyin(zero: a)",
            "parallel copyout(readonly: a)",
            "parallel present(readonly: a)",
            "parallel private(zero: x)",
            "exit data copyout(zero: a)",
            "parallel copyin(readonly, readonly: a)",
            "parallel create(always: a)",
        ],
        expect![[r#"
            parallel copy(zero: a)
              => parallel copy(zero: a)
              error 1..2 `copy`: modifier 'zero' is not allowed on 'copy' clause [OpenACC 3.3 §2.7.4: readonly is a copyin modifier, zero a copyout and create modifier; other clauses take none]
            parallel copyin(zero: a)
              => parallel copyin(zero: a)
              error 1..2 `copyin`: modifier 'zero' is not allowed on 'copyin' clause [OpenACC 3.3 §2.7.4: readonly is a copyin modifier, zero a copyout and create modifier; other clauses take none]
            parallel copyout(readonly: a)
              => parallel copyout(readonly: a)
              error 1..2 `copyout`: modifier 'readonly' is not allowed on 'copyout' clause [OpenACC 3.3 §2.7.4: readonly is a copyin modifier, zero a copyout and create modifier; other clauses take none]
            parallel present(readonly: a)
              => parallel present(readonly: a)
              error 1..2 `present`: modifier 'readonly' is not allowed on 'present' clause [OpenACC 3.3 §2.7.4: readonly is a copyin modifier, zero a copyout and create modifier; other clauses take none]
            parallel private(zero: x)
              => parallel private(zero: x)
              error 1..2 `private`: modifier 'zero' is not allowed on 'private' clause [OpenACC 3.3 §2.7.4: readonly is a copyin modifier, zero a copyout and create modifier; other clauses take none]
            exit data copyout(zero: a)
              => exit data copyout(zero: a)
              error 2..3 `copyout`: modifier 'zero' is not allowed on 'copyout' clause of 'exit data' directive [OpenACC 3.3 §2.7.8: the zero modifier applies to structured data and compute constructs only]
            parallel copyin(readonly, readonly: a)
              => parallel copyin(readonly, readonly: a)
              error 1..2 `copyin`: modifier 'readonly' appears twice [OpenACC 3.3 §2.7.4: a modifier appears at most once in a clause]
            parallel create(always: a)
              => parallel create(always: a)
              error 1..2 `create`: modifier 'always' is not allowed on 'create' clause [OpenACC 3.3 §2.7.4: readonly is a copyin modifier, zero a copyout and create modifier; other clauses take none]
        "#]],
    );
}

#[test]
fn required_clauses() {
    c(
        &[
            "data",
            "data if(c) async",
            "enter data",
            "enter data async",
            "exit data finalize",
            "host_data if_present",
            "update if_present",
            "set if(c)",
            "declare",
        ],
        expect![[r#"
            data
              => data
              error 0..1 `data`: 'data' directive needs at least one of: copy, copyin, copyout, create, no_create, present, deviceptr, attach, default [OpenACC 3.3 §2.6.5: at least one data clause or a default clause must appear on a data construct]
            data if(c) async
              => data if(c) async
              error 0..1 `data`: 'data' directive needs at least one of: copy, copyin, copyout, create, no_create, present, deviceptr, attach, default [OpenACC 3.3 §2.6.5: at least one data clause or a default clause must appear on a data construct]
            enter data
              => enter data
              error 0..2 `enter data`: 'enter data' directive needs at least one of: copyin, create, attach [OpenACC 3.3 §2.6.6: at least one copyin, create or attach clause must appear on enter data]
            enter data async
              => enter data async
              error 0..2 `enter data`: 'enter data' directive needs at least one of: copyin, create, attach [OpenACC 3.3 §2.6.6: at least one copyin, create or attach clause must appear on enter data]
            exit data finalize
              => exit data finalize
              error 0..2 `exit data`: 'exit data' directive needs at least one of: copyout, delete, detach [OpenACC 3.3 §2.6.6: at least one copyout, delete or detach clause must appear on exit data]
            host_data if_present
              => host_data if_present
              error 0..1 `host_data`: 'host_data' directive needs at least one of: use_device [OpenACC 3.3 §2.8: at least one use_device clause must appear on host_data]
            update if_present
              => update if_present
              error 0..1 `update`: 'update' directive needs at least one of: self, device [OpenACC 3.3 §2.14.4: at least one self, host or device clause must appear on update]
            set if(c)
              => set if(c)
              error 0..1 `set`: 'set' directive needs at least one of: default_async, device_num, device_type [OpenACC 3.3 §2.14.3: at least one default_async, device_num or device_type clause must appear on set]
            declare
              => declare
              error 0..1 `declare`: 'declare' directive needs at least one of: copy, copyin, copyout, create, present, deviceptr, device_resident, link [OpenACC 3.3 §2.13: a declare directive needs at least one clause]
        "#]],
    );
}

#[test]
fn fortran_rules() {
    expect![[r#"
        PARALLEL LOOP GANG(NUM: 4) SEQ
          => parallel loop gang(num: 4) seq
          error 6..7 `4`: gang num argument is not allowed on 'parallel loop' directive [OpenACC 3.3 §2.9.2: the num argument is not allowed when the parent compute construct is a parallel (or serial) construct]
          error 8..9 `SEQ`: clause 'SEQ' conflicts with 'GANG' [OpenACC 3.3 §2.9: a gang, worker or vector clause may not appear with seq]
        KERNELS LOOP GANG(DIM: 2)
          => kernels loop gang(dim: 2)
          error 6..7 `2`: gang dim argument is not allowed on 'kernels loop' directive [OpenACC 3.3 §2.9.2: when the parent compute construct is kernels, the dim argument is not allowed]
        routine WORKER VECTOR
          => routine worker vector
          error 2..3 `VECTOR`: clause 'VECTOR' conflicts with 'WORKER' [OpenACC 3.3 §2.15.1: only one of gang, worker, vector and seq may apply to a routine]
    "#]].assert_eq(&table(
        Lang::Fortran,
        &[
            "PARALLEL LOOP GANG(NUM: 4) SEQ",
            "KERNELS LOOP GANG(DIM: 2)",
            "routine WORKER VECTOR",
        ],
    ));
}
