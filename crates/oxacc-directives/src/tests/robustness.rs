//! `parse` and `check` never panic: every prefix of real directive lines, and random token
//! soups built from directive words, clause names and punctuators.

use super::lex;
use crate::{check, parse, Lang};

const LINES: &[&str] = &[
    "parallel loop copyin(a[0:n]) reduction(+:s) gang(num: n, dim: 2, static: *)",
    "kernels loop num_gangs(4) gang(8) worker(num: 4) vector(length: 32) collapse(force: 2)",
    "serial loop tile(8, *, n) private(t) device_type(nvidia) seq dtype(*) auto",
    "data copy(s->a[0:n]) copyin(readonly: b[f(i, j):2]) copyout(zero: c[0:n][0:m])",
    "enter data pcopyin(a) present_or_create(b) attach(p) async(q) wait(devnum: 1: queues: 2, 3)",
    "exit data copyout(a) delete(b) detach(p) finalize if(c ? 1 : 0)",
    "host_data use_device(p, q) if_present",
    "update self(a[0:n]) host(b) device(c) if_present async wait(1)",
    "cache(readonly: a[i:4], b[j])",
    "atomic capture if(c)",
    "declare create(x) device_resident(y) link(z)",
    "wait(devnum: d: 1, 2) async(3) if(x)",
    "init device_type(nvidia) device_num(0)",
    "set default_async(2) device_num(1) device_type(host)",
    "routine(saxpy) gang(dim: 2) bind(\"dev\") nohost device_type(*) worker",
    "parallel num_gangs(a, b, c) num_workers(w) vector_length(v) default(none) self(c)",
    "parallel, copy(a), pcopy(b) , firstprivate(x) no_create(u) present(v) deviceptr(p)",
    "loop reduction(&&: l) reduction(||: o) reduction(^: x) reduction(max: m)",
    "end parallel loop",
    "end atomic",
    "parallel loop reduction(.and.: l) reduction(ieor: i) copyin(a(1:n, 2:m))",
    "kernels copy(a[{1, 2}[0]:n]) async(f(x, y)[2])",
    "parallel copyin(a[0:n) reduction(s) gang(*)",
    "loop gang(foo: 1) worker(num:) vector(length: ) collapse(force:)",
    "wait(devnum: 1) update self cache",
    "parallel )) (( ]] [[ ,, :: ...",
    "atomic read write update capture",
    "routine(a, b) bind(a+b) default(shared) device_type(1+2)",
    "parallel copyin(zero, readonly, always: a) copy(x: y: z)",
    "parallel if(a) if(b) self self async async",
];

fn exercise(tokens: &[crate::DirToken]) {
    for lang in [Lang::C, Lang::Fortran] {
        if let Ok(d) = parse(tokens, lang) {
            let _ = check(&d, tokens, lang);
            let _ = d.dump(tokens);
        }
    }
}

#[test]
fn every_prefix_of_real_lines() {
    for line in LINES {
        let tokens = lex(line);
        for end in 0..=tokens.len() {
            exercise(&tokens[..end]);
            exercise(&tokens[end..]);
        }
    }
}

const VOCABULARY: &[&str] = &[
    "parallel",
    "serial",
    "kernels",
    "loop",
    "data",
    "enter",
    "exit",
    "host_data",
    "cache",
    "atomic",
    "read",
    "write",
    "update",
    "capture",
    "declare",
    "wait",
    "init",
    "shutdown",
    "set",
    "routine",
    "end",
    "copy",
    "copyin",
    "pcopyout",
    "create",
    "self",
    "host",
    "device",
    "gang",
    "worker",
    "vector",
    "seq",
    "auto",
    "independent",
    "tile",
    "collapse",
    "reduction",
    "num",
    "dim",
    "static",
    "force",
    "length",
    "devnum",
    "queues",
    "readonly",
    "zero",
    "if",
    "async",
    "num_gangs",
    "device_type",
    "dtype",
    "default",
    "none",
    "bind",
    "a",
    "n",
    "0",
    "1",
    "4",
    "\"s\"",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "*",
    "+",
    "&&",
    "||",
    ".",
    "and",
    "->",
    "...",
    "-",
    "?",
];

/// A small linear congruential generator: deterministic, no dependency.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, bound: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % bound as u64) as usize
    }
}

#[test]
fn random_token_soups() {
    let mut rng = Lcg(0x5eed);
    for _ in 0..20_000 {
        let len = rng.next(14);
        let words: Vec<&str> = (0..len)
            .map(|_| VOCABULARY[rng.next(VOCABULARY.len())])
            .collect();
        exercise(&lex(&words.join(" ")));
    }
}

#[test]
fn random_soups_after_a_valid_head() {
    let mut rng = Lcg(42);
    for _ in 0..20_000 {
        let head = LINES[rng.next(LINES.len())];
        let mut text = head.split_whitespace().next().unwrap_or("").to_string();
        for _ in 0..rng.next(10) {
            text.push(' ');
            text.push_str(VOCABULARY[rng.next(VOCABULARY.len())]);
        }
        exercise(&lex(&text));
    }
}

// ---- OpenMP: the same properties for `parse_omp` and `check_omp`.

const OMP_LINES: &[&str] = &[
    "target teams distribute parallel for simd map(always, close, tofrom: a[0:n]) if(target: c) reduction(+: s) dist_schedule(static, 4) schedule(nonmonotonic: dynamic, 8)",
    "parallel do reduction(.and.: l) reduction(iand: b) default(firstprivate) proc_bind(spread) num_threads(n)",
    "for schedule(monotonic, simd: guided) linear(val(x): 2) linear(y: val, step(s)) lastprivate(conditional: z) ordered(2) collapse(2)",
    "task depend(iterator(i = 0:n), in: a[i]) depend(mutexinoutset: m) in_reduction(task, +: r) priority(p) final(f) untied mergeable",
    "ordered depend(sink: i - 1, j + 1) depend(source) threads simd",
    "target enter data map(to: a[0:n]) map(alloc: b) nowait depend(out: a) device(d) if(target enter data: c)",
    "target exit data map(release: a) map(delete: b) map(mapper(m), from: c)",
    "target update to(a[0:n]) from(b) if(target update: c)",
    "declare reduction(merge: struct list, int: omp_out = f(omp_out, omp_in)) initializer(omp_priv = g())",
    "declare simd(f) simdlen(8) uniform(a) linear(ref(x): 1) aligned(p: 64) inbranch notinbranch",
    "declare target(f, /blk/) to(x) link(y) enter(z) device_type(nohost)",
    "begin declare target device_type(any)",
    "end declare target",
    "allocate(x, y) allocator(omp_high_bw_mem_alloc) align(64)",
    "target uses_allocators(a(t), omp_default_mem_alloc) allocate(allocator(a), align(8): v) private(v)",
    "requires unified_shared_memory atomic_default_mem_order(seq_cst)",
    "atomic capture seq_cst hint(h)",
    "flush acq_rel (a, b)",
    "critical(name) hint(omp_sync_hint_speculative)",
    "cancel taskgroup if(cancel: c)",
    "cancellation point sections",
    "end critical(name)",
    "end single copyprivate(a) nowait",
    "end target teams distribute parallel do simd",
    "defaultmap(tofrom: scalar) map(tofrom: )",
    "target map(to a) map(: a) map(always,: a) map(mapper(: a)",
    "parallel if(: c) if(target enter: c) reduction(, +: a) reduction(+ a)",
    "simd linear(val(: 2) linear(x: step() linear(x: step(1), val, ref)",
    "allocate(allocator() : a) allocate(align(4), allocator(a), align(8): b)",
    "parallel )) (( ]] [[ ,, :: ...",
];

fn exercise_omp(tokens: &[crate::DirToken]) {
    for lang in [Lang::C, Lang::Fortran] {
        if let Ok(d) = crate::parse_omp(tokens, lang) {
            let _ = crate::check_omp(&d, tokens);
            let _ = d.dump(tokens);
        }
    }
}

#[test]
fn omp_every_prefix_and_suffix_of_real_lines() {
    for line in OMP_LINES {
        let tokens = lex(line);
        for end in 0..=tokens.len() {
            exercise_omp(&tokens[..end]);
            exercise_omp(&tokens[end..]);
        }
    }
}

const OMP_VOCABULARY: &[&str] = &[
    "target",
    "teams",
    "distribute",
    "parallel",
    "for",
    "do",
    "simd",
    "loop",
    "sections",
    "section",
    "single",
    "master",
    "masked",
    "task",
    "taskloop",
    "taskgroup",
    "taskwait",
    "critical",
    "atomic",
    "ordered",
    "flush",
    "barrier",
    "cancel",
    "cancellation",
    "point",
    "declare",
    "begin",
    "end",
    "reduction",
    "data",
    "enter",
    "exit",
    "update",
    "requires",
    "allocate",
    "allocator",
    "align",
    "threadprivate",
    "map",
    "to",
    "from",
    "tofrom",
    "alloc",
    "release",
    "delete",
    "always",
    "close",
    "present",
    "mapper",
    "if",
    "schedule",
    "static",
    "dynamic",
    "monotonic",
    "nonmonotonic",
    "linear",
    "val",
    "ref",
    "uval",
    "step",
    "depend",
    "in",
    "out",
    "inout",
    "source",
    "sink",
    "iterator",
    "defaultmap",
    "scalar",
    "default",
    "none",
    "shared",
    "private",
    "lastprivate",
    "conditional",
    "nowait",
    "collapse",
    "safelen",
    "simdlen",
    "aligned",
    "seq_cst",
    "acq_rel",
    "read",
    "write",
    "capture",
    "hint",
    "device_type",
    "uses_allocators",
    "num_teams",
    "dist_schedule",
    "bind",
    "order",
    "concurrent",
    "initializer",
    "inscan",
    "a",
    "n",
    "0",
    "1",
    "-",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "*",
    "+",
    "&&",
    ".",
    "and",
    "?",
    "/",
];

#[test]
fn omp_random_token_soups() {
    let mut rng = Lcg(0x0a11);
    for _ in 0..6_000 {
        let len = rng.next(16);
        let words: Vec<&str> = (0..len)
            .map(|_| OMP_VOCABULARY[rng.next(OMP_VOCABULARY.len())])
            .collect();
        exercise_omp(&lex(&words.join(" ")));
    }
}

#[test]
fn omp_random_soups_after_a_valid_head() {
    let mut rng = Lcg(7);
    for _ in 0..6_000 {
        let line = OMP_LINES[rng.next(OMP_LINES.len())];
        let tokens = lex(line);
        let keep = rng.next(tokens.len() + 1);
        let mut text: Vec<String> = tokens[..keep].iter().map(|t| t.text.to_string()).collect();
        for _ in 0..rng.next(12) {
            text.push(OMP_VOCABULARY[rng.next(OMP_VOCABULARY.len())].to_string());
        }
        exercise_omp(&lex(&text.join(" ")));
    }
}
