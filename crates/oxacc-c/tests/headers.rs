//! Every glibc header of the issue parses and type-checks, alone and all together.

mod common;

const HEADERS: [&str; 17] = [
    "stdio.h",
    "stdlib.h",
    "string.h",
    "math.h",
    "complex.h",
    "stdint.h",
    "stdbool.h",
    "stddef.h",
    "stdarg.h",
    "limits.h",
    "float.h",
    "time.h",
    "sys/time.h",
    "assert.h",
    "errno.h",
    "ctype.h",
    "unistd.h",
];

#[test]
fn each_header_alone() {
    let mut failures = Vec::new();
    for h in HEADERS {
        let src = format!("#include <{h}>\nint main(void) {{ return 0; }}\n");
        let out = common::run_source("main.c", &src, None);
        if out.errors != 0 {
            failures.push(format!(
                "<{h}>: {} errors\n{}",
                out.errors,
                first_lines(&out.text, 30)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn all_headers_together() {
    let src: String = HEADERS
        .iter()
        .map(|h| format!("#include <{h}>\n"))
        .collect();
    let out = common::run_source("all.c", &src, None);
    assert_eq!(out.errors, 0, "{}", first_lines(&out.text, 40));
}

fn first_lines(s: &str, n: usize) -> String {
    s.lines().take(n).collect::<Vec<_>>().join("\n")
}

#[test]
fn headers_really_declare_things() {
    let out = common::run_source("p.c", "#include <stdio.h>\n#include <math.h>\n", None);
    assert!(
        out.unit.items.len() > 300,
        "{} items\n{}",
        out.unit.items.len(),
        out.text
    );
}

/// Headers beyond the list that HPC codes include.
#[test]
fn more_system_headers() {
    let extra = [
        "tgmath.h",
        "stdatomic.h",
        "stdnoreturn.h",
        "stdalign.h",
        "inttypes.h",
        "wchar.h",
        "signal.h",
        "setjmp.h",
        "pthread.h",
        "sys/types.h",
        "sys/stat.h",
        "fcntl.h",
        "locale.h",
        "iso646.h",
        "fenv.h",
        "sys/mman.h",
        "sched.h",
        "dirent.h",
        "getopt.h",
        "libgen.h",
    ];
    let src: String = extra.iter().map(|h| format!("#include <{h}>\n")).collect();
    let out = common::run_source("extra.c", &src, None);
    assert_eq!(out.errors, 0, "{}", first_lines(&out.text, 40));
}
