//! Programs written as front-end-form OIR, compiled by `oxacc`, linked and run:
//! - OpenACC (testsuite/oir-acc/*.oir, the contract of docs/openacc-lowering.md §1), with
//!   `-fopenacc`, run twice: with shared host memory (the default) and with
//!   `OXACC_HOST_MEMORY=discrete`, where the host poses as a device with its own memory so
//!   that a missing copy shows up as a wrong result;
//! - OpenMP host constructs (testsuite/oir-omp/*.oir, docs/oir.md), with `-fopenmp` (which
//!   links libomp), run with the default team size and with `OMP_NUM_THREADS=1` (clauses decide).
//!
//! Headers of a test file: `; expect: LINE` (standard output, in order), `; remark: TEXT`
//! (must appear in the `-Minfo=accel` output), `; error: TEXT` (compilation must fail with
//! TEXT on standard error), `; expect-fail: TEXT` (each run must exit non-zero with TEXT on
//! standard error, after the `expect` lines), `; flags: -O2 …` (extra compiler flags).

use std::path::{Path, PathBuf};
use std::process::Command;

/// One folder of programs: how to compile them and the environments to run them in.
struct Suite {
    dir: &'static str,
    flags: &'static [&'static str],
    runs: &'static [(&'static str, &'static str)],
}

const ACC: Suite = Suite {
    dir: "oir-acc",
    flags: &["-fopenacc", "-Minfo=accel"],
    runs: &[
        ("OXACC_HOST_MEMORY", "shared"),
        ("OXACC_HOST_MEMORY", "discrete"),
    ],
};

const OMP: Suite = Suite {
    dir: "oir-omp",
    flags: &["-fopenmp"],
    runs: &[("OXACC_UNUSED", ""), ("OMP_NUM_THREADS", "1")],
};

fn header(text: &str, key: &str) -> Vec<String> {
    let prefix = format!("; {key}:");
    text.lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .map(|l| l.trim().to_owned())
        .collect()
}

fn run_one(suite: &Suite, path: &Path, scratch: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).unwrap();
    let name = path.file_stem().unwrap().to_string_lossy().into_owned();
    let exe = scratch.join(&name);
    let mut args: Vec<String> = suite.flags.iter().map(|f| f.to_string()).collect();
    for f in header(&text, "flags") {
        args.extend(f.split_whitespace().map(str::to_owned));
    }
    args.extend([
        path.display().to_string(),
        "-o".into(),
        exe.display().to_string(),
    ]);
    let out = Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args(&args)
        .output()
        .expect("oxacc runs");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let errors = header(&text, "error");
    if !errors.is_empty() {
        if out.status.success() {
            return Err(format!("{name}: compiled but should have failed"));
        }
        for e in errors {
            if !stderr.contains(&e) {
                return Err(format!("{name}: error '{e}' not reported:\n{stderr}"));
            }
        }
        return Ok(());
    }
    if !out.status.success() {
        return Err(format!("{name}: compilation failed:\n{stderr}"));
    }
    for r in header(&text, "remark") {
        if !stderr.contains(&r) {
            return Err(format!("{name}: remark '{r}' missing:\n{stderr}"));
        }
    }
    let expect = header(&text, "expect");
    let fail = header(&text, "expect-fail");
    for &(var, mode) in suite.runs {
        let run = Command::new(&exe)
            .env(var, mode)
            .output()
            .expect("test program runs");
        let stdout = String::from_utf8_lossy(&run.stdout);
        let got: Vec<&str> = stdout.lines().collect();
        let run_stderr = String::from_utf8_lossy(&run.stderr);
        let status_ok = if fail.is_empty() {
            run.status.success()
        } else {
            !run.status.success() && fail.iter().all(|f| run_stderr.contains(f.as_str()))
        };
        if !status_ok || got != expect {
            return Err(format!(
                "{name} ({var}={mode}): status {}\nexpected:\n{}\ngot:\n{stdout}\nstderr:\n{}",
                run.status,
                expect.join("\n"),
                String::from_utf8_lossy(&run.stderr)
            ));
        }
    }
    Ok(())
}

fn run_suite(suite: &Suite) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testsuite")
        .join(suite.dir);
    let scratch = std::env::temp_dir().join(format!("oxacc-{}-{}", suite.dir, std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "oir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let only = std::env::var("OIR_ONLY").ok();
    let failures: Vec<String> = files
        .iter()
        .filter(|p| {
            only.as_deref()
                .is_none_or(|o| p.file_stem().unwrap().to_string_lossy().contains(o))
        })
        .filter_map(|p| run_one(suite, p, &scratch).err())
        .collect();
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn oir_acc_programs() {
    run_suite(&ACC);
}

#[test]
fn oir_omp_programs() {
    run_suite(&OMP);
}
