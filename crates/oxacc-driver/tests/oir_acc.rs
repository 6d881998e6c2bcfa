//! OpenACC programs written as front-end-form OIR (testsuite/oir-acc/*.oir, the contract of
//! docs/openacc-lowering.md §1), compiled with `oxacc -fopenacc`, linked with libaccrt and run
//! twice: with shared host memory (the default) and with `OXACC_HOST_MEMORY=discrete`, where
//! the host poses as a device with its own memory so that a missing copy shows up as a wrong
//! result.
//!
//! Headers of a test file: `; expect: LINE` (standard output, in order), `; remark: TEXT`
//! (must appear in the `-Minfo=accel` output), `; error: TEXT` (compilation must fail with
//! TEXT on standard error), `; flags: -O2 …` (extra compiler flags).

use std::path::{Path, PathBuf};
use std::process::Command;

fn suite() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/oir-acc")
}

fn header(text: &str, key: &str) -> Vec<String> {
    let prefix = format!("; {key}:");
    text.lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .map(|l| l.trim().to_owned())
        .collect()
}

fn run_one(path: &Path, scratch: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).unwrap();
    let name = path.file_stem().unwrap().to_string_lossy().into_owned();
    let exe = scratch.join(&name);
    let mut args: Vec<String> = vec!["-fopenacc".into(), "-Minfo=accel".into()];
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
    for mode in ["shared", "discrete"] {
        let run = Command::new(&exe)
            .env("OXACC_HOST_MEMORY", mode)
            .output()
            .expect("test program runs");
        let stdout = String::from_utf8_lossy(&run.stdout);
        let got: Vec<&str> = stdout.lines().collect();
        if !run.status.success() || got != expect {
            return Err(format!(
                "{name} ({mode} memory): status {}\nexpected:\n{}\ngot:\n{stdout}\nstderr:\n{}",
                run.status,
                expect.join("\n"),
                String::from_utf8_lossy(&run.stderr)
            ));
        }
    }
    Ok(())
}

#[test]
fn oir_acc_programs() {
    let scratch = std::env::temp_dir().join(format!("oxacc-oir-acc-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let mut files: Vec<PathBuf> = std::fs::read_dir(suite())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "oir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let only = std::env::var("OIR_ACC_ONLY").ok();
    let failures: Vec<String> = files
        .iter()
        .filter(|p| {
            only.as_deref()
                .is_none_or(|o| p.file_stem().unwrap().to_string_lossy().contains(o))
        })
        .filter_map(|p| run_one(p, &scratch).err())
        .collect();
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
