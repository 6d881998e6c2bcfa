//! Compiling and linking C through the `oxacc` binary: -c, -S, -emit-llvm, --emit-oir,
//! -fsyntax-only, linking with gcc objects, and the errors of each stage.

mod common;
use common::oxacc_in;

use std::path::PathBuf;
use std::process::{Command, Output};

fn scratch(name: &str) -> PathBuf {
    common::scratch_dir("compile", name)
}

const SQUARES: &str = "#include <stdio.h>\nint sq(int x) { return x * x; }\nint main(void) {\n    int s = 0;\n    for (int i = 0; i < 10; i++) s += sq(i);\n    printf(\"sum %d\\n\", s);\n    return s == 285 ? 0 : 1;\n}\n";

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn compiles_links_and_runs_at_every_level() {
    let dir = scratch("run");
    std::fs::write(dir.join("sq.c"), SQUARES).unwrap();
    for level in ["-O0", "-O1", "-O2", "-O3", "-Os", "-Ofast"] {
        let o = oxacc_in(&dir, &[level, "-g", "sq.c", "-o", "sq"]);
        assert!(
            o.status.success() && o.stderr.is_empty(),
            "{level}: {}",
            stderr(&o)
        );
        let run = Command::new(dir.join("sq")).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&run.stdout), "sum 285\n", "{level}");
        assert!(run.status.success());
    }
}

#[test]
fn c_then_link_with_a_gcc_object() {
    let dir = scratch("mixed");
    std::fs::write(dir.join("lib.c"), "int twice(int x) { return 2 * x; }\n").unwrap();
    std::fs::write(
        dir.join("main.c"),
        "#include <stdio.h>\nint twice(int);\nint main(void) { printf(\"%d\\n\", twice(21)); return 0; }\n",
    )
    .unwrap();
    let gcc = Command::new("gcc")
        .args(["-c", "lib.c", "-o", "lib.o"])
        .current_dir(&dir)
        .status()
        .unwrap();
    assert!(gcc.success());
    let o = oxacc_in(&dir, &["-c", "main.c"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        dir.join("main.o").exists(),
        "-c names the object after the input"
    );
    let o = oxacc_in(&dir, &["main.o", "lib.o", "-o", "prog"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let run = Command::new(dir.join("prog")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "42\n");
}

#[test]
fn s_and_emit_llvm_and_emit_oir() {
    let dir = scratch("emit");
    std::fs::write(dir.join("sq.c"), SQUARES).unwrap();
    assert!(oxacc_in(&dir, &["-S", "sq.c"]).status.success());
    let asm = std::fs::read_to_string(dir.join("sq.s")).unwrap();
    assert!(asm.contains("sq:") && asm.contains("call"), "{asm}");
    assert!(oxacc_in(&dir, &["-S", "-emit-llvm", "sq.c", "-o", "sq.ll"])
        .status
        .success());
    let ir = std::fs::read_to_string(dir.join("sq.ll")).unwrap();
    assert!(ir.contains("define i32 @sq(i32"), "{ir}");
    // With -c, and alone (a dump, like -ast-dump: nothing is linked).
    for args in [&["--emit-oir", "-c", "sq.c"][..], &["--emit-oir", "sq.c"]] {
        let oir = oxacc_in(&dir, args);
        assert!(oir.status.success(), "{args:?}: {}", stderr(&oir));
        assert!(
            String::from_utf8_lossy(&oir.stdout).contains("func @sq"),
            "{args:?}: {}",
            String::from_utf8_lossy(&oir.stdout)
        );
        assert!(oir.stderr.is_empty(), "{args:?}: {}", stderr(&oir));
    }
    assert!(
        !dir.join("a.out").exists(),
        "--emit-oir alone links nothing"
    );
}

#[test]
fn syntax_errors_stop_before_code_generation() {
    let dir = scratch("err");
    std::fs::write(
        dir.join("bad.c"),
        "int main(void) {\n    return undefined_name;\n}\n",
    )
    .unwrap();
    let o = oxacc_in(&dir, &["bad.c", "-o", "bad"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("bad.c:2:12: error: use of undeclared identifier 'undefined_name'"),
        "{}",
        stderr(&o)
    );
    assert!(!dir.join("bad").exists());
    let o = oxacc_in(&dir, &["-fsyntax-only", "bad.c"]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn unsupported_openmp_directives_are_refused_and_openacc_checked() {
    let dir = scratch("acc");
    std::fs::write(
        dir.join("a.c"),
        "int main(void) {\n  int a[4], j = 0;\n#pragma omp target map(a) in_reduction(+: j)\n#pragma omp teams\n  { }\n  return 0;\n}\n",
    )
    .unwrap();
    let o = oxacc_in(&dir, &["-fopenmp", "-c", "a.c"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(
            "a.c:3:27: error: OpenMP 'in_reduction' clause on '#pragma omp target' is not supported yet"
        ),
        "{}",
        stderr(&o)
    );
    // Without -fopenmp the pragma is ignored, as gcc does.
    let o = oxacc_in(&dir, &["-c", "a.c"]);
    assert!(o.status.success(), "{}", stderr(&o));
    // OpenACC directives are checked with -fopenacc, ignored without.
    std::fs::write(
        dir.join("b.c"),
        "int main(void) {\n  int x = 1;\n#pragma acc parallel loop\n  while (x) x--;\n  return 0;\n}\n",
    )
    .unwrap();
    let o = oxacc_in(&dir, &["-fopenacc", "-fsyntax-only", "b.c"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let o = oxacc_in(&dir, &["-fsyntax-only", "b.c"]);
    assert!(o.status.success(), "{}", stderr(&o));
}

/// A program that declares a runtime entry point itself (a reserved name) with another
/// signature gets an error at its declaration, not an internal "invalid OIR" (found by the
/// `parse` fuzz target).
#[test]
fn declaring_a_runtime_entry_point_is_an_error() {
    let dir = scratch("reserved");
    std::fs::write(
        dir.join("r.c"),
        "int k;\nint __oxacc_launch(int);\nint main(void) {\n#pragma acc serial copyin(k)\n  { }\n  return 0;\n}\n",
    )
    .unwrap();
    let o = oxacc_in(&dir, &["-fopenacc", "-c", "r.c"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains(
            "r.c:2:5: error: '__oxacc_launch' is reserved for the OpenACC runtime (docs/abi.md)"
        ),
        "{}",
        stderr(&o)
    );
    assert!(!stderr(&o).contains("invalid OIR"), "{}", stderr(&o));
}

#[test]
fn link_failures_are_reported() {
    let dir = scratch("link");
    std::fs::write(
        dir.join("u.c"),
        "int missing(void);\nint main(void) { return missing(); }\n",
    )
    .unwrap();
    let o = oxacc_in(&dir, &["u.c", "-o", "u"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("oxacc: error: linker command failed"),
        "{}",
        stderr(&o)
    );
}

/// `fabs`/`fabsf`/`fabsl` and `copysign*` are expanded inline at every level, as gcc does,
/// so a program using them links without `-lm`; the output is gcc's own build's.
#[test]
fn fabs_and_copysign_need_no_libm() {
    let dir = scratch("fabs");
    let src = "#include <math.h>\n#include <stdio.h>\nint main(int argc, char **argv) {\n    (void)argv;\n    volatile double d = -2.5 * argc;\n    volatile float f = -1.5f * argc;\n    volatile long double l = -3.5L * argc;\n    double nz = -0.0 * argc;\n    printf(\"%g %g %Lg %g\\n\", fabs(d), fabsf(f), fabsl(l), fabs(nz));\n    printf(\"%g %g %Lg %g\\n\", copysign(d, 1.0), copysignf(f, 1.0f), copysignl(2.0L, l), copysign(3.0, nz));\n    return 0;\n}\n";
    std::fs::write(dir.join("fabs.c"), src).unwrap();
    let gcc = Command::new("gcc")
        .args(["-O0", "fabs.c", "-o", "want"])
        .current_dir(&dir)
        .output()
        .expect("gcc runs");
    assert!(gcc.status.success(), "gcc: {}", stderr(&gcc));
    let want = Command::new(dir.join("want")).output().unwrap().stdout;
    for level in ["-O0", "-O2"] {
        let o = oxacc_in(&dir, &[level, "fabs.c", "-o", "got"]);
        assert!(
            o.status.success() && o.stderr.is_empty(),
            "{level}: {}",
            stderr(&o)
        );
        let got = Command::new(dir.join("got")).output().unwrap().stdout;
        assert_eq!(
            String::from_utf8_lossy(&got),
            String::from_utf8_lossy(&want),
            "{level}"
        );
    }
}

/// Signed overflow is undefined in C (C17 6.5p5) and not allowed in Fortran (F2018 16.4):
/// the IR carries `nsw` on signed `int` arithmetic and on Fortran integer arithmetic and DO
/// increments (so LLVM widens 32-bit indices); `-fwrapv` takes it away again, unsigned
/// arithmetic never has it.
#[test]
fn signed_arithmetic_is_nsw_unless_fwrapv() {
    let dir = scratch("nsw");
    let c = "int f(int a, int b) { return a * b + 1; }\nunsigned g(unsigned a, unsigned b) { return a * b + 1; }\n";
    std::fs::write(dir.join("ovf.c"), c).unwrap();
    let f90 = "integer function f(a, b)\n  integer :: a, b, i\n  f = 0\n  do i = a, b\n    f = f + i * a\n  end do\nend function\n";
    std::fs::write(dir.join("ovf.f90"), f90).unwrap();
    let ir = |args: &[&str], file: &str| {
        let mut a = vec!["-O0", "-S", "-emit-llvm", "-o", "-"];
        a.extend_from_slice(args);
        a.push(file);
        let o = oxacc_in(&dir, &a);
        assert!(o.status.success(), "{}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let plain = ir(&[], "ovf.c");
    let f_ir = &plain[plain.find("@f(").unwrap()..plain.find("@g(").unwrap()];
    let g_ir = &plain[plain.find("@g(").unwrap()..];
    assert!(
        f_ir.contains("mul nsw i32") && f_ir.contains("add nsw i32"),
        "{plain}"
    );
    assert!(!g_ir.contains("nsw"), "{plain}");
    assert!(!ir(&["-fwrapv"], "ovf.c").contains("nsw"));
    assert!(ir(&["-fwrapv", "-fno-wrapv"], "ovf.c").contains("add nsw"));
    let fortran = ir(&[], "ovf.f90");
    assert!(
        fortran.contains("mul nsw i32") && fortran.contains("add nsw i32"),
        "{fortran}"
    );
    assert!(!ir(&["-fwrapv"], "ovf.f90").contains("nsw"));
    let _ = std::fs::remove_dir_all(&dir);
}
