//! The `-Minfo=accel` remarks and the warnings of the OpenACC programs in `testsuite/acc/`.
//! A program's header may hold `// remark: TEXT` and `// warning: TEXT` lines (free comments
//! to the program runner, testsuite/README.md): compiled with `oxacc -fopenacc -Minfo=accel
//! -c`, some remark line of standard error must contain each remark TEXT and some warning line
//! each warning TEXT; a program with such lines and no `// warning:` must compile without any
//! warning. Whether the program computes the right thing is the program runner's business.
//! The Fortran programs of `testsuite/acc-fortran/` hold the same lines as `! remark: TEXT`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn suite() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/acc")
}

fn programs(dir: &Path, out: &mut Vec<PathBuf>) {
    sources(dir, &["c"], out)
}

fn sources(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            sources(&p, exts, out);
        } else if p.extension().is_some_and(|e| exts.iter().any(|x| e == *x)) {
            out.push(p);
        }
    }
}

/// The values of `// KEY: …` lines of the leading comment block (`! KEY: …` in Fortran).
fn header(text: &str, key: &str) -> Vec<String> {
    let comment = if text.starts_with('!') { "!" } else { "//" };
    let prefix = format!("{comment} {key}:");
    text.lines()
        .take_while(|l| l.starts_with(comment))
        .filter_map(|l| l.strip_prefix(&prefix))
        .map(|l| l.trim().to_owned())
        .collect()
}

fn check(path: &Path, scratch: &Path) -> Result<(), String> {
    check_with(path, scratch, &[])
}

/// [`check`], with `extra` flags before the program's own.
fn check_with(path: &Path, scratch: &Path, extra: &[&str]) -> Result<(), String> {
    let text = std::fs::read_to_string(path).unwrap();
    let remarks = header(&text, "remark");
    let warnings = header(&text, "warning");
    if remarks.is_empty() && warnings.is_empty() {
        return Ok(());
    }
    let name = path.display().to_string();
    let mut args: Vec<String> = vec!["-fopenacc".into(), "-Minfo=accel".into(), "-c".into()];
    args.extend(extra.iter().map(|&a| a.to_owned()));
    for a in header(&text, "args") {
        args.extend(a.split_whitespace().map(str::to_owned));
    }
    let obj = scratch.join(format!("{}.o", path.file_stem().unwrap().to_string_lossy()));
    args.extend([name.clone(), "-o".into(), obj.display().to_string()]);
    let out = Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args(&args)
        .output()
        .expect("oxacc runs");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if !out.status.success() {
        return Err(format!("{name}: compilation failed:\n{stderr}"));
    }
    let lines = |kind: &str| -> Vec<&str> {
        stderr
            .lines()
            .filter(|l| l.contains(&format!(": {kind}: ")))
            .collect()
    };
    for r in &remarks {
        if !lines("remark").iter().any(|l| l.contains(r.as_str())) {
            return Err(format!("{name}: remark '{r}' missing:\n{stderr}"));
        }
    }
    for w in &warnings {
        if !lines("warning").iter().any(|l| l.contains(w.as_str())) {
            return Err(format!("{name}: warning '{w}' missing:\n{stderr}"));
        }
    }
    if warnings.is_empty() && !lines("warning").is_empty() {
        return Err(format!("{name}: unexpected warning:\n{stderr}"));
    }
    Ok(())
}

#[test]
fn acc_program_remarks() {
    let scratch = std::env::temp_dir().join(format!("oxacc-acc-remarks-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let mut files = Vec::new();
    programs(&suite(), &mut files);
    files.sort();
    let checked = files
        .iter()
        .filter(|p| {
            let t = std::fs::read_to_string(p).unwrap();
            !header(&t, "remark").is_empty() || !header(&t, "warning").is_empty()
        })
        .count();
    assert!(checked > 0, "no program of testsuite/acc has remark lines");
    let failures: Vec<String> = files
        .iter()
        .filter_map(|p| check(p, &scratch).err())
        .collect();
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The OpenMP target programs (`testsuite/omp/target/`): their `-Minfo=accel` remarks are the
/// OpenACC ones of the constructs they become (docs/openmp.md), with `-fopenmp` in `args`.
#[test]
fn omp_target_program_remarks() {
    let scratch = std::env::temp_dir().join(format!("oxacc-omp-remarks-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let mut files = Vec::new();
    programs(&suite().join("../omp/target"), &mut files);
    files.sort();
    let checked = files
        .iter()
        .filter(|p| !header(&std::fs::read_to_string(p).unwrap(), "remark").is_empty())
        .count();
    assert!(
        checked > 0,
        "no program of testsuite/omp/target has remark lines"
    );
    let failures: Vec<String> = files
        .iter()
        .filter_map(|p| check(p, &scratch).err())
        .collect();
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The Fortran OpenMP target programs (`testsuite/omp-fortran/target/`), compiled with
/// `-fopenmp` (they have no `args` line: the runner gives every OpenMP Fortran program the
/// flag).
#[test]
fn omp_fortran_target_program_remarks() {
    let scratch = std::env::temp_dir().join(format!("oxacc-ompf-remarks-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let mut files = Vec::new();
    sources(
        &suite().join("../omp-fortran/target"),
        &["f90", "F90", "f", "F"],
        &mut files,
    );
    files.sort();
    let checked = files
        .iter()
        .filter(|p| !header(&std::fs::read_to_string(p).unwrap(), "remark").is_empty())
        .count();
    assert!(
        checked > 0,
        "no program of testsuite/omp-fortran/target has remark lines"
    );
    let failures: Vec<String> = files
        .iter()
        .filter_map(|p| check_with(p, &scratch, &["-fopenmp"]).err())
        .collect();
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The Fortran OpenACC programs (`testsuite/acc-fortran/`): e.g. that WHERE, FORALL and array
/// assignments of a `kernels` region are reported as gang-partitioned loops.
#[test]
fn acc_fortran_program_remarks() {
    let scratch = std::env::temp_dir().join(format!("oxacc-accf-remarks-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let mut files = Vec::new();
    sources(
        &suite().join("../acc-fortran"),
        &["f90", "F90", "f", "F"],
        &mut files,
    );
    files.retain(|p| !p.components().any(|c| c.as_os_str() == "helpers"));
    files.sort();
    let checked = files
        .iter()
        .filter(|p| !header(&std::fs::read_to_string(p).unwrap(), "remark").is_empty())
        .count();
    assert!(
        checked > 0,
        "no program of testsuite/acc-fortran has remark lines"
    );
    let failures: Vec<String> = files
        .iter()
        .filter_map(|p| check(p, &scratch).err())
        .collect();
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Loop fusion in `kernels` regions (decision 45) is on by default and switched off by
/// `-fno-acc-fusion` (the last of `-facc-fusion`/`-fno-acc-fusion` counts) or `OXACC_FUSION=0`:
/// then no remark says a loop was fused and the region is split into one kernel per nest.
#[test]
fn kernels_fusion_can_be_switched_off() {
    let program = suite().join("kernels/023_fusion_legal.c");
    let run = |flags: &[&str], env: Option<&str>| -> String {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_oxacc"));
        cmd.args(["-fopenacc", "-Minfo=accel", "-c", "-o", "/dev/null"]);
        cmd.args(flags).arg(&program).env_remove("OXACC_FUSION");
        if let Some(v) = env {
            cmd.env("OXACC_FUSION", v);
        }
        let out = cmd.output().expect("oxacc runs");
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let fused = |s: &str| {
        s.lines()
            .filter(|l| l.contains(" fused with the loop") && !l.contains("not fused"))
            .count()
    };
    let split = |s: &str| {
        s.lines()
            .filter(|l| l.contains("region split into"))
            .count()
    };
    let on = run(&[], None);
    assert_eq!(fused(&on), 6, "{on}");
    assert_eq!(split(&on), 0, "{on}");
    for (flags, env) in [(&["-fno-acc-fusion"][..], None), (&[][..], Some("0"))] {
        let off = run(flags, env);
        assert_eq!(fused(&off), 0, "{flags:?} {env:?}: {off}");
        // state_dt, chain, sums, fluxes and interior, each split into its loops' kernels.
        assert_eq!(split(&off), 5, "{flags:?} {env:?}: {off}");
    }
    assert_eq!(fused(&run(&["-fno-acc-fusion", "-facc-fusion"], None)), 6);
}
