//! Compile-time benchmark: a generated source file compiled with `-c` by every compiler,
//! alternating compilers run by run (C: `generated.c` at `-O0` and `-O2` by oxacc, gcc and
//! clang-22; Fortran: `generated.f90` at `-O2` by oxacc, gfortran and flang-22); and the OpenACC
//! bench programs compiled by oxacc for the GPU (device code, the math library, the image).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use super::{median, run_timed, Compiler, Row};
use crate::util::Failure;

/// Writes `source` to `dir/name` (only if its content changed) and checks that `checker` (a
/// reference compiler and its warning flags) compiles it without a diagnostic, so the file
/// stays realistic, warning-free code.
pub fn prepare(dir: &Path, name: &str, source: &str, checker: &[&str]) -> Result<PathBuf, Failure> {
    let path = dir.join(name);
    if std::fs::read_to_string(&path).ok().as_deref() != Some(source) {
        std::fs::write(&path, source)
            .map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?;
    }
    let (compiler, flags) = checker
        .split_first()
        .ok_or_else(|| Failure("no checking compiler".to_owned()))?;
    let out = Command::new(compiler)
        .current_dir(super::scratch_dir(dir, &format!("check-{compiler}"))?)
        .args(flags)
        .arg("-c")
        .arg("-o")
        .arg(dir.join("generated-check.o"))
        .arg(&path)
        .output()
        .map_err(|e| Failure(format!("cannot run {compiler}: {e}")))?;
    if !out.status.success() || !out.stderr.is_empty() {
        return Err(Failure(format!(
            "the generated {} does not compile cleanly with {}:\n{}",
            path.display(),
            checker.join(" "),
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    Ok(path)
}

/// One row per optimisation level; a compiler that fails makes the benchmark fail.
pub fn measure(
    compilers: &[&Compiler],
    source: &Path,
    levels: &[&str],
    dir: &Path,
    runs: usize,
) -> Result<Vec<Row>, Failure> {
    let lines = std::fs::read_to_string(source)
        .map(|s| s.lines().count())
        .unwrap_or(0);
    let file = source.file_name().unwrap_or_default().to_string_lossy();
    let stem = source.file_stem().unwrap_or_default().to_string_lossy();
    let mut rows = Vec::new();
    for &level in levels {
        let mut times: Vec<Vec<Duration>> = vec![Vec::new(); compilers.len()];
        for run in 0..runs {
            // Rotate the order each run so load drift hits every compiler alike.
            for k in 0..compilers.len() {
                let c = (k + run) % compilers.len();
                let object = dir.join(format!("{stem}-{}.o", compilers[c].name));
                let mut cmd = Command::new(&compilers[c].path);
                // Module files (Fortran) go to the working directory: one per compiler.
                cmd.current_dir(super::scratch_dir(dir, &compilers[c].name)?)
                    .args([level, "-c", "-o"])
                    .arg(&object)
                    .arg(source);
                let (elapsed, _) = run_timed(&mut cmd, &compilers[c].name)?;
                times[c].push(elapsed);
            }
            eprintln!("  compile {level} {file}: run {}/{runs} done", run + 1);
        }
        rows.push(Row {
            name: format!("compile {level} -c {file} ({lines} lines)"),
            times: times.iter_mut().map(|t| median(t)).collect(),
        });
    }
    Ok(rows)
}

/// The GPU compile of `bench/acc/*.c`: `oxacc -fopenacc -O2 -c` of every file (with its
/// `// args:` line, as bench/objects.sh builds them), the PTX image embedded in each object;
/// one run is the whole set, the row its median. oxacc only: gcc's `-fopenacc -c` defers the
/// device code to link time.
pub fn measure_acc(oxacc: &Compiler, root: &Path, dir: &Path, runs: usize) -> Result<Row, Failure> {
    let acc = root.join("bench/acc");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&acc)
        .map_err(|e| Failure(format!("cannot list {}: {e}", acc.display())))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    files.sort();
    let mut times = Vec::with_capacity(runs);
    for run in 0..runs {
        let mut total = Duration::ZERO;
        for f in &files {
            let text = std::fs::read_to_string(f).unwrap_or_default();
            let args: Vec<&str> = text
                .lines()
                .find_map(|l| l.strip_prefix("// args: "))
                .map(|a| a.split_whitespace().collect())
                .unwrap_or_default();
            let mut cmd = Command::new(&oxacc.path);
            cmd.args(["-fopenacc", "-O2"])
                .args(&args)
                .arg("-I")
                .arg(root.join("bench/common"))
                .args(["-c", "-o"])
                .arg(dir.join("acc-gpu.o"))
                .arg(f);
            total += run_timed(&mut cmd, &format!("oxacc -fopenacc {}", f.display()))?.0;
        }
        times.push(total);
        eprintln!("  compile -fopenacc bench/acc: run {}/{runs} done", run + 1);
    }
    Ok(Row {
        name: format!(
            "compile -O2 -fopenacc -c bench/acc/*.c ({} files, GPU image)",
            files.len()
        ),
        times: vec![median(&mut times)],
    })
}
