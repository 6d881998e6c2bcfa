//! Builds the C test programs of testsuite/runtime/ with the system C compiler against the
//! static (and once the shared) libaccrt, runs them on the host back end and checks their
//! output and exit status. The GPU-only program (gpu_ptx.c) is built here but run only by
//! testsuite/runtime/gpu.sh on a machine with a GPU.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

fn manifest() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// target/<profile>/deps/, where `cargo test` leaves the freshly built libaccrt.a and
/// libaccrt.so (the copies one level up are refreshed by `cargo build` only).
fn lib_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    exe.parent().expect("deps directory").to_path_buf()
}

fn out_dir() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("runtime-c");
    std::fs::create_dir_all(&d).expect("create output directory");
    d
}

/// Compiles one program; `shared` links libaccrt.so instead of libaccrt.a.
fn build(name: &str, shared: bool) -> PathBuf {
    let src = manifest()
        .join("../testsuite/runtime")
        .join(format!("{name}.c"));
    let exe = out_dir().join(if shared {
        format!("{name}-so")
    } else {
        name.to_string()
    });
    let mut cmd = Command::new(std::env::var("CC").unwrap_or_else(|_| "cc".into()));
    cmd.args([
        "-std=gnu11",
        "-O1",
        "-Wall",
        "-Wextra",
        "-Werror",
        "-Wno-unused-parameter",
    ])
    .arg("-I")
    .arg(manifest().join("include"))
    .arg("-o")
    .arg(&exe)
    .arg(&src);
    if shared {
        cmd.arg("-L")
            .arg(lib_dir())
            .arg("-laccrt")
            .arg(format!("-Wl,-rpath,{}", lib_dir().display()));
    } else {
        cmd.arg(lib_dir().join("libaccrt.a"));
    }
    cmd.args(["-pthread", "-lpthread", "-ldl", "-lm"]);
    let out = cmd.output().expect("run the C compiler");
    assert!(
        out.status.success(),
        "compiling {name}.c failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    exe
}

fn built(name: &str) -> PathBuf {
    static LOCK: OnceLock<std::sync::Mutex<()>> = OnceLock::new();
    let _g = LOCK
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let exe = out_dir().join(name);
    build(name, false);
    exe
}

const RUNTIME_VARS: [&str; 8] = [
    "ACC_DEVICE_TYPE",
    "ACC_DEVICE_NUM",
    "OXACC_TIME",
    "OXACC_NOTIFY",
    "NV_ACC_TIME",
    "NV_ACC_NOTIFY",
    "OXACC_HOST_MEMORY",
    "OXACC_UNUSED",
];

fn run(exe: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(exe);
    cmd.args(args);
    for v in RUNTIME_VARS {
        cmd.env_remove(v);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("run test program")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs a checking program: exit 0, "0 failures" on stdout, nothing on stderr.
fn passes(exe: &Path, env: &[(&str, &str)]) {
    let out = run(exe, &[], env);
    let (so, se) = (text(&out.stdout), text(&out.stderr));
    assert!(
        out.status.success() && so.contains(" 0 failures") && se.is_empty(),
        "{} with {env:?}: status {:?}\nstdout:\n{so}\nstderr:\n{se}",
        exe.display(),
        out.status.code()
    );
}

const HOST_CONFIGS: [&[(&str, &str)]; 3] = [
    &[],
    &[("OXACC_HOST_MEMORY", "discrete")],
    &[("ACC_DEVICE_TYPE", "host")],
];

#[test]
fn devices_program_passes() {
    let exe = built("devices");
    for env in HOST_CONFIGS {
        passes(&exe, env);
    }
}

#[test]
fn data_program_passes() {
    let exe = built("data");
    for env in HOST_CONFIGS {
        passes(&exe, env);
    }
}

#[test]
fn async_program_passes() {
    let exe = built("async");
    for env in HOST_CONFIGS {
        passes(&exe, env);
    }
}

#[test]
fn abi_program_passes() {
    let exe = built("abi");
    for env in HOST_CONFIGS {
        passes(&exe, env);
    }
}

/// acc_free gives memory back, data-clause blocks are reused (the free-memory checks need a
/// GPU: testsuite/runtime/gpu.sh runs them there).
#[test]
fn memory_program_passes() {
    let exe = built("memory");
    for env in HOST_CONFIGS {
        passes(&exe, env);
    }
}

#[test]
fn threads_program_passes() {
    let exe = built("threads");
    for env in HOST_CONFIGS {
        passes(&exe, env);
    }
}

#[test]
fn shared_library_links_and_passes() {
    let _g = built("data");
    let exe = build("data", true);
    passes(&exe, &[("OXACC_HOST_MEMORY", "discrete")]);
}

#[test]
fn gpu_program_builds_and_is_not_run_without_gpu() {
    // Built so that CI catches ABI drift; run only by testsuite/runtime/gpu.sh.
    let exe = built("gpu_ptx");
    assert!(exe.exists());
}

#[test]
fn launch_fit_program_skips_without_gpu() {
    // A kernel limited to 256 threads per block launched with 480 and 1024 (block_shape.rs);
    // without a GPU it must say it skipped, with one it must pass.
    let exe = built("gpu_launch_fit");
    let out = run(&exe, &[], &[]);
    let so = text(&out.stdout);
    match out.status.code() {
        Some(77) => assert!(so.starts_with("SKIP"), "{so}"),
        _ => assert!(out.status.success() && so.contains(" 0 failures"), "{so}"),
    }
}

#[test]
fn multi_gpu_program_skips_without_two_gpus() {
    // Run for real by testsuite/runtime/gpu.sh on a machine with two GPUs; here it must see
    // no NVIDIA device and report the skip (status 77) instead of failing or crashing.
    let exe = built("multi_gpu");
    let out = Command::new(&exe).output().expect("run multi_gpu");
    assert_eq!(out.status.code(), Some(77));
    assert!(String::from_utf8_lossy(&out.stdout).contains("needs 2: skipped"));
    assert!(out.stderr.is_empty());
}

/// Each error case: exit status 1 and a message with every expected fragment.
#[test]
fn errors_are_reported_and_exit_nonzero() {
    let exe = built("errors");
    let cases: [(&str, &[&str]); 9] = [
        (
            "not_present",
            &[
                "prog.c:42",
                "parallel present clause",
                "'a[0:n]'",
                "is not present",
            ],
        ),
        ("partly_present", &["acc_copyin", "partly present"]),
        (
            "partly_present_clause",
            &["prog.c:42", "copy clause", "'a'", "partly present"],
        ),
        ("update_not_present", &["acc_update_self", "not present"]),
        (
            "invalid_section",
            &["acc_copyin", "invalid data section", "null host address"],
        ),
        ("out_of_memory", &["acc_malloc", "out of device memory"]),
        ("invalid_async", &["acc_wait", "invalid async argument -7"]),
        (
            "device_directive",
            &["prog.c:43: set: ", "host device number 5 does not exist"],
        ),
        (
            "launch_failure",
            &["prog.c:42", "k_no_code", "launch failed", "no host version"],
        ),
    ];
    for (case, fragments) in cases {
        let out = run(&exe, &[case], &[("OXACC_HOST_MEMORY", "discrete")]);
        let (so, se) = (text(&out.stdout), text(&out.stderr));
        assert_eq!(
            out.status.code(),
            Some(1),
            "{case}: stdout {so} stderr {se}"
        );
        assert!(!so.contains("UNREACHABLE"), "{case}: {so}");
        assert!(se.starts_with("oxacc: runtime error: "), "{case}: {se}");
        assert_eq!(se.lines().count(), 1, "{case}: one message expected: {se}");
        for f in fragments {
            assert!(se.contains(f), "{case}: '{f}' missing from: {se}");
        }
    }
    let ok = run(&exe, &["none"], &[("OXACC_HOST_MEMORY", "discrete")]);
    assert!(ok.status.success() && ok.stderr.is_empty());
}

#[test]
fn bad_environment_is_an_error() {
    let exe = built("errors");
    let out = run(&exe, &["none"], &[("ACC_DEVICE_TYPE", "fpga")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("ACC_DEVICE_TYPE=fpga"),
        "{}",
        text(&out.stderr)
    );
    let out = run(&exe, &["none"], &[("OXACC_HOST_MEMORY", "weird")]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn asking_for_a_missing_gpu_is_an_error_unless_one_exists() {
    let exe = built("errors");
    let probe = run(&built("devices"), &[], &[]);
    if text(&probe.stdout).contains("gpu: ") {
        return; // a GPU is present: ACC_DEVICE_TYPE=nvidia is valid here
    }
    let out = run(&exe, &["none"], &[("ACC_DEVICE_TYPE", "nvidia")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("not available"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn time_summary_and_notify_log_on_request_only() {
    let exe = built("abi");
    let out = run(
        &exe,
        &[],
        &[("OXACC_TIME", "1"), ("OXACC_HOST_MEMORY", "discrete")],
    );
    let se = text(&out.stderr);
    assert!(out.status.success(), "{se}");
    assert!(se.contains("oxacc: time summary"), "{se}");
    assert!(se.contains("saxpy_host"), "{se}");
    assert!(
        se.contains("host -> device") && se.contains("device -> host"),
        "{se}"
    );
    let out = run(
        &exe,
        &[],
        &[("OXACC_NOTIFY", "1"), ("OXACC_HOST_MEMORY", "discrete")],
    );
    let se = text(&out.stderr);
    assert!(se.contains("oxacc: launch saxpy_host"), "{se}");
    assert!(se.contains("oxacc: transfer host -> device"), "{se}");
    let quiet = run(&exe, &[], &[]);
    assert!(quiet.stderr.is_empty());
}
