//! The driver as users meet it: exit statuses and messages of the `oxacc` binary.

use std::process::{Command, Output};

fn oxacc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args(args)
        .output()
        .expect("oxacc runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn version_prints_to_stdout_and_succeeds() {
    let o = oxacc(&["--version"]);
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("oxacc version "));
    assert!(o.stderr.is_empty());
}

#[test]
fn no_input_files_is_an_error() {
    let o = oxacc(&["-O2"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o), "oxacc: error: no input files\n");
}

#[test]
fn missing_flag_value_is_an_error() {
    let o = oxacc(&["x.c", "-o"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "oxacc: error: argument to '-o' is missing (expected 1 value)\n"
    );
}

#[test]
fn bad_standard_is_an_error() {
    let o = oxacc(&["-std=c42", "x.c"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o), "oxacc: error: invalid value 'c42' in '-std='\n");
}

#[test]
fn unknown_flags_warn_and_print_commands_runs_nothing() {
    let o = oxacc(&["-###", "-qsmp", "-O2", "a.c", "-lm", "b.o", "-o", "prog"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("oxacc: warning: unknown argument ignored: '-qsmp'"),
        "{err}"
    );
    assert!(
        err.contains("oxacc-cc1\" \"-c\" \"-x\" \"c\" \"a.c\" \"-std=gnu17\" \"-O2\""),
        "{err}"
    );
    assert!(err.contains("\"cc\" \"-o\" \"prog\""), "{err}");
    // -lm stays between a.c's object and b.o.
    let link = err.lines().find(|l| l.contains("\"cc\"")).unwrap();
    let (lm, bo) = (link.find("\"-lm\"").unwrap(), link.find("\"b.o\"").unwrap());
    assert!(lm < bo, "{link}");
}

#[test]
fn fortran_flags_reach_the_compile_stage_and_the_link_gets_flang_runtime() {
    let o = oxacc(&[
        "-###",
        "-ffixed-form",
        "-fdefault-real-8",
        "-i8",
        "-fimplicit-none",
        "-J",
        "mods",
        "x.f90",
        "-o",
        "x",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    let cc1 = err
        .lines()
        .find(|l| l.contains("oxacc-cc1"))
        .unwrap_or_default();
    for flag in [
        "\"-ffixed-form\"",
        "\"-fdefault-real-8\"",
        "\"-fdefault-integer-8\"",
        "\"-fimplicit-none\"",
        "\"-J\" \"mods\"",
    ] {
        assert!(cc1.contains(flag), "{flag} missing in {cc1}");
    }
    let link = err
        .lines()
        .find(|l| l.contains("\"cc\""))
        .unwrap_or_default();
    if std::path::Path::new(
        "/usr/lib/llvm-22/lib/clang/22/lib/x86_64-pc-linux-gnu/libflang_rt.runtime.a",
    )
    .is_file()
    {
        assert!(link.contains("libflang_rt.runtime.a\" \"-lm\""), "{link}");
    }
}

#[test]
fn fortran_preprocessing_and_openacc_are_refused_for_now() {
    let o = oxacc(&["-E", "x.f90"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "oxacc: error: x.f90: -E and -M are not supported for Fortran yet\n"
    );
}

#[test]
fn linker_inputs_unused_without_linking_warn() {
    let o = oxacc(&["-###", "-c", "a.o"]);
    assert!(o.status.success());
    assert!(stderr(&o).contains("a.o: linker input unused because linking is not done"));
}

/// The driver itself never loads LLVM (compile stages run in oxacc-cc1), so that `-E`, `-M`
/// and linking start as fast as gcc's driver.
#[test]
fn driver_executable_does_not_link_llvm() {
    let dynamic = Command::new("readelf")
        .args(["-d", env!("CARGO_BIN_EXE_oxacc")])
        .output()
        .expect("readelf runs");
    let text = String::from_utf8_lossy(&dynamic.stdout);
    assert!(text.contains("NEEDED"), "{text}");
    assert!(!text.contains("libLLVM"), "{text}");
    let cc1 = Command::new("readelf")
        .args(["-d", env!("CARGO_BIN_EXE_oxacc-cc1")])
        .output()
        .expect("readelf runs");
    assert!(String::from_utf8_lossy(&cc1.stdout).contains("libLLVM"));
}

/// The LLVM IR attributes of a one-function C file built with `flags`.
fn function_attributes(name: &str, flags: &[&str]) -> (String, String) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("f.c");
    std::fs::write(&src, "int f(int x) { return x * 3; }\n").unwrap();
    let mut args = vec!["-O2", "-S", "-emit-llvm", "-o", "-", src.to_str().unwrap()];
    args.extend(flags);
    let o = oxacc(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    let ir = String::from_utf8_lossy(&o.stdout).into_owned();
    let attrs = ir
        .lines()
        .filter(|l| l.starts_with("attributes #"))
        .collect::<Vec<_>>()
        .join("\n");
    (attrs, stderr(&o))
}

/// Decision 86: host code targets x86-64-v2 tuned for `generic` unless `-march=`/`-mtune=`
/// say otherwise; gcc's deprecated `-mcpu=` is `-mtune=` with a warning.
#[test]
fn host_cpu_defaults_and_march_mtune() {
    let (attrs, _) = function_attributes("cpu-default", &[]);
    assert!(attrs.contains("\"target-cpu\"=\"x86-64-v2\""), "{attrs}");
    assert!(attrs.contains("\"tune-cpu\"=\"generic\""), "{attrs}");
    let (attrs, _) = function_attributes("cpu-march", &["-march=x86-64"]);
    assert!(attrs.contains("\"target-cpu\"=\"x86-64\""), "{attrs}");
    assert!(!attrs.contains("tune-cpu"), "{attrs}");
    let (attrs, _) = function_attributes("cpu-mtune", &["-march=x86-64", "-mtune=haswell"]);
    assert!(attrs.contains("\"tune-cpu\"=\"haswell\""), "{attrs}");
    let (attrs, err) = function_attributes("cpu-mcpu", &["-mcpu=znver3"]);
    assert!(attrs.contains("\"tune-cpu\"=\"znver3\""), "{attrs}");
    assert_eq!(
        err,
        "oxacc: warning: '-mcpu=' is deprecated; use '-mtune=' or '-march=' instead\n"
    );
    let (attrs, _) = function_attributes("cpu-native", &["-mtune=native"]);
    assert!(!attrs.contains("\"tune-cpu\"=\"native\""), "{attrs}");
}

/// `-m<extension>`/`-mno-<extension>` (gcc's and clang's) reach LLVM as target features: the
/// functions carry them and the vectorizer uses them.
#[test]
fn x86_extension_flags_set_target_features() {
    let (attrs, err) = function_attributes("feat-avx2", &["-mavx2", "-mno-fma"]);
    assert!(
        attrs.contains("\"target-features\"=\"+avx2,-fma\""),
        "{attrs}"
    );
    assert!(err.is_empty(), "{err}");
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("feat-loop");
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("add.c");
    std::fs::write(
        &src,
        "void add(float *restrict a, const float *restrict b, int n) {\n  for (int i = 0; i < n; i++) a[i] += b[i];\n}\n",
    )
    .unwrap();
    let asm = |flags: &[&str]| {
        let mut args = vec!["-O2", "-S", "-o", "-", src.to_str().unwrap()];
        args.extend(flags);
        let o = oxacc(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    assert!(asm(&["-mavx2"]).contains("%ymm"));
    assert!(!asm(&[]).contains("%ymm"));
    assert!(!asm(&["-mavx2", "-mno-avx"]).contains("%ymm"));
}

#[test]
fn unknown_host_cpu_is_an_error() {
    for (flag, list_has) in [("-march=bogus", "x86-64-v4"), ("-mtune=bogus", "generic")] {
        let o = oxacc(&[flag, "-c", "x.c"]);
        assert_eq!(o.status.code(), Some(1));
        let err = stderr(&o);
        assert!(
            err.starts_with(&format!(
                "oxacc: error: unknown target CPU 'bogus' in '{flag}'\nnote: valid values are: "
            )),
            "{err}"
        );
        assert!(err.contains(list_has) && err.contains("native"), "{err}");
        assert!(!err.contains("LLVM ERROR"), "{err}");
    }
    // `generic` tunes but is no instruction set.
    let o = oxacc(&["-march=generic", "-c", "x.c"]);
    assert_eq!(o.status.code(), Some(1));
}

/// Decision 93: at `-O2` without `-march=`, a compute region's host body exists for x86-64-v2
/// and for x86-64-v3 (AVX2), and the launch picks one by asking libaccrt about the CPU; an
/// explicit `-march=` or extension flag, `-O0`/`-O1` and `-fno-host-multiversion` build one.
/// The program gives the same answer with either version forced, and no version contracts
/// a*b+c into an fma unless `-ffp-contract=fast` allows it.
/// Decision 101: a `parallel for` over pointer variables the region shares and only reads
/// (parameters of the enclosing function) is vectorized. Before, the microtask reloaded `a`
/// and `b` through its `ctx` slots after every store through `a`, and the loop stayed scalar.
#[test]
fn omp_parallel_for_over_shared_pointers_vectorizes() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("omp_shared_ptrs");
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("add.c");
    std::fs::write(
        &src,
        "void add(float *a, const float *b, int n) {\n\
         #pragma omp parallel for\n  for (int i = 0; i < n; i++) a[i] += b[i];\n}\n\
         void grow(float *a, int n) {\n\
         #pragma omp parallel\n  {\n  #pragma omp single\n  a = a + 1;\n\
         #pragma omp for\n  for (int i = 0; i < n; i++) a[i] += 1.0f;\n  }\n}\n",
    )
    .unwrap();
    let o = oxacc(&[
        "-fopenmp",
        "-O2",
        "-fno-host-multiversion",
        "-S",
        "-emit-llvm",
        "-o",
        "-",
        src.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    let body = |name: &str| {
        let start = text
            .find(&format!("@{name}("))
            .unwrap_or_else(|| panic!("no {name}: {text}"));
        let end = text[start..]
            .find("\n}\n")
            .map_or(text.len(), |e| start + e);
        text[start..end].to_string()
    };
    let add = body("add.omp_outlined.0");
    assert!(add.contains("<4 x float>"), "{add}");
    // A pointer the region writes (under `single`) is still read through the parent's slot.
    let grow = body("grow.omp_outlined.0");
    assert!(!grow.contains("<4 x float>"), "{grow}");
}

#[test]
fn host_regions_are_multiversioned() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("multiversion");
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("mv.c");
    std::fs::write(
        &src,
        "#include <stdio.h>\n\
         static void scale(float *restrict a, const float *restrict b, int n) {\n\
         #pragma acc parallel loop\n  for (int i = 0; i < n; i++) a[i] = 3.0f * b[i] + a[i];\n}\n\
         int main(void) {\n  static float a[1000], b[1000];\n\
           for (int i = 0; i < 1000; i++) { a[i] = i; b[i] = 0.5f * i; }\n\
           scale(a, b, 1000);\n  double s = 0;\n  for (int i = 0; i < 1000; i++) s += a[i];\n\
           printf(\"%.1f\\n\", s);\n  return 0;\n}\n",
    )
    .unwrap();
    let ir = |flags: &[&str]| {
        let mut args = vec![
            "-fopenacc",
            "-S",
            "-emit-llvm",
            "-o",
            "-",
            src.to_str().unwrap(),
        ];
        args.extend(flags);
        let o = oxacc(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let two = ir(&["-O2"]);
    assert!(two.contains("define internal void @scale.acc.0("), "{two}");
    assert!(
        two.contains("define internal void @scale.acc.0.x86_64_v3("),
        "{two}"
    );
    assert!(two.contains("\"target-cpu\"=\"x86-64-v3\""), "{two}");
    assert!(two.contains("call i32 @__oxacc_host_x86_64_v3()"), "{two}");
    // An OpenMP parallel region's microtask too.
    let omp = dir.join("omp.c");
    std::fs::write(
        &omp,
        "float A[4096], B[4096];\nvoid add(int n) {\n\
         #pragma omp parallel for\n  for (int i = 0; i < n; i++) A[i] += B[i];\n}\n",
    )
    .unwrap();
    let o = oxacc(&[
        "-fopenmp",
        "-O2",
        "-S",
        "-emit-llvm",
        "-o",
        "-",
        omp.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("@add.omp_outlined.0.x86_64_v3("), "{text}");
    for flags in [
        &["-O2", "-march=x86-64-v2"][..],
        &["-O2", "-mavx2"],
        &["-O1"],
        &["-O2", "-fno-host-multiversion"],
    ] {
        let one = ir(flags);
        assert!(!one.contains("x86_64_v3"), "{flags:?}: {one}");
    }
    // No a*b+c becomes an fma in either version unless -ffp-contract=fast asks (gcc's GNU
    // default; the v3 version has FMA): both versions then round alike.
    let asm = |flags: &[&str]| {
        let mut args = vec!["-fopenacc", "-O2", "-S", "-o", "-", src.to_str().unwrap()];
        args.extend(flags);
        let o = oxacc(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    assert!(asm(&[]).contains("%ymm"));
    assert!(!asm(&[]).contains("vfmadd"));
    assert!(!asm(&["-ffp-contract=on"]).contains("vfmadd"));
    assert!(asm(&["-ffp-contract=fast"]).contains("vfmadd"));
    let exe = dir.join("mv");
    let o = oxacc(&[
        "-fopenacc",
        "-O2",
        "-o",
        exe.to_str().unwrap(),
        src.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    for isa in ["x86-64-v2", "native"] {
        let run = std::process::Command::new(&exe)
            .env("ACC_DEVICE_TYPE", "host")
            .env("OXACC_HOST_ISA", isa)
            .output()
            .unwrap();
        assert!(run.status.success());
        assert_eq!(String::from_utf8_lossy(&run.stdout), "1248750.0\n", "{isa}");
    }
}
