//! `-E`, `-P`, `-dM`, `-M`/`-MM`/`-MD` through the `oxacc` binary.

use std::path::PathBuf;
use std::process::{Command, Output};

fn oxacc_in(dir: &PathBuf, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("oxacc runs")
}

/// A fresh directory with `main.c` including `local.h` and `<stddef.h>`.
fn project(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("oxacc-driver-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("main.c"),
        "#include <stddef.h>\n#include \"local.h\"\n#define N 64\n#pragma acc parallel loop num_gangs(N)\nint x = TWICE(N);\n",
    )
    .unwrap();
    std::fs::write(dir.join("local.h"), "#define TWICE(a) (2 * (a))\n").unwrap();
    dir
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn e_expands_macros_and_the_acc_pragma() {
    let dir = project("e");
    let o = oxacc_in(&dir, &["-E", "-P", "-fopenacc", "main.c"]);
    assert!(o.status.success());
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = stdout(&o);
    assert!(
        text.contains("#pragma acc parallel loop num_gangs(64)"),
        "{text}"
    );
    assert!(text.contains("int x = (2 * (64));"), "{text}");
    assert!(
        !text.contains("# 1 \"main.c\""),
        "-P leaves out line markers: {text}"
    );
}

#[test]
fn e_writes_line_markers_and_o_file() {
    let dir = project("o");
    let o = oxacc_in(&dir, &["-E", "main.c", "-o", "main.i"]);
    assert!(o.status.success());
    let text = std::fs::read_to_string(dir.join("main.i")).unwrap();
    assert!(text.contains("# 1 \"main.c\""), "{text}");
}

#[test]
fn openacc_macro_only_with_fopenacc() {
    let dir = project("acc");
    std::fs::write(dir.join("v.c"), "int v = _OPENACC;\n").unwrap();
    let with = stdout(&oxacc_in(&dir, &["-E", "-P", "-fopenacc", "v.c"]));
    let without = stdout(&oxacc_in(&dir, &["-E", "-P", "v.c"]));
    assert!(with.contains("int v = 202211;"), "{with}");
    assert!(without.contains("int v = _OPENACC;"), "{without}");
}

#[test]
fn dm_lists_definitions() {
    let dir = project("dm");
    let text = stdout(&oxacc_in(&dir, &["-E", "-dM", "-DFOO=3", "main.c"]));
    assert!(text.contains("#define FOO 3\n"), "{text}");
    assert!(text.contains("#define TWICE(a) (2 * (a))\n"), "{text}");
    assert!(text.contains("#define __x86_64__ 1\n"), "{text}");
}

#[test]
fn mm_rule_has_user_headers_only() {
    let dir = project("mm");
    let o = oxacc_in(&dir, &["-MM", "-MP", "main.c"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "main.o: main.c local.h\nlocal.h:\n");
}

#[test]
fn md_writes_side_file_next_to_output() {
    let dir = project("md");
    let o = oxacc_in(
        &dir,
        &[
            "-E",
            "-MMD",
            "-MF",
            "deps.d",
            "-MT",
            "obj/main.o",
            "main.c",
            "-o",
            "main.i",
        ],
    );
    assert!(o.status.success());
    assert_eq!(
        std::fs::read_to_string(dir.join("deps.d")).unwrap(),
        "obj/main.o: main.c local.h\n"
    );
}

#[test]
fn missing_input_is_an_error() {
    let dir = project("missing");
    let o = oxacc_in(&dir, &["-E", "nope.c"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        "oxacc: error: no such file or directory: 'nope.c'\n"
    );
}

#[test]
fn preprocessor_errors_give_location_and_status() {
    let dir = project("err");
    std::fs::write(
        dir.join("bad.c"),
        "#include \"local.h\"\n#if 1\nint y = TWICE(1, 2);\n",
    )
    .unwrap();
    let o = oxacc_in(&dir, &["-E", "bad.c"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("bad.c:3:"), "{err}");
    assert!(err.contains("bad.c:2:2: error: unterminated #if"), "{err}");
}

#[test]
fn m_rule_equals_gccs() {
    let dir = project("gcc-m");
    for flags in [
        &["-M"][..],
        &["-MM", "-MP"][..],
        &["-M", "-MT", "out/x.o"][..],
    ] {
        let mut args = flags.to_vec();
        args.push("main.c");
        let ours = oxacc_in(&dir, &args);
        let gcc = Command::new("gcc")
            .args(&args)
            .current_dir(&dir)
            .output()
            .expect("gcc runs");
        assert!(gcc.status.success());
        assert_eq!(stdout(&ours), stdout(&gcc), "flags {flags:?}");
    }
}

#[test]
fn include_imacros_idirafter_and_c_reach_the_preprocessor() {
    let dir = project("cmdline-files");
    std::fs::create_dir_all(dir.join("after")).unwrap();
    std::fs::write(dir.join("after/late.h"), "int late;\n").unwrap();
    std::fs::write(dir.join("forced.h"), "int forced = TWICE(1);\n").unwrap();
    std::fs::write(
        dir.join("user.c"),
        "#include <late.h>\nint y = N; /* kept with -C */\n",
    )
    .unwrap();
    let args = [
        "-E",
        "-P",
        "-C",
        "-imacros",
        "main.c",
        "-include",
        "local.h",
        "-include",
        "forced.h",
        "-idirafter",
        "after",
        "user.c",
    ];
    let ours = oxacc_in(&dir, &args);
    assert!(
        ours.status.success() && ours.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&ours.stderr)
    );
    let text = stdout(&ours);
    // -imacros main.c: its N stays defined, its text (`int x = …`) is dropped.
    for want in [
        "int forced = (2 * (1));",
        "int late;",
        "int y = 64; /* kept with -C */",
    ] {
        assert!(text.contains(want), "{want:?} missing from:\n{text}");
    }
    assert!(!text.contains("int x"), "{text}");
    // Same -M rule as gcc: the -imacros and -include files are dependencies too.
    let mut m_args: Vec<&str> = args[3..].to_vec();
    m_args.insert(0, "-M");
    let gcc = Command::new("gcc")
        .args(&m_args)
        .current_dir(&dir)
        .output()
        .expect("gcc runs");
    assert!(gcc.status.success());
    assert_eq!(stdout(&oxacc_in(&dir, &m_args)), stdout(&gcc));
    // A missing -include file is a fatal error, not a crash or an empty output.
    let missing = oxacc_in(&dir, &["-E", "-include", "nope.h", "user.c"]);
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("'nope.h' file not found"));
}
