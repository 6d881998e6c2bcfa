//! Compile-time benchmark: the generated translation unit compiled with `-c` at `-O0` and
//! `-O2` by oxacc, gcc and clang-22, alternating compilers run by run; and the OpenACC bench
//! programs compiled by oxacc for the GPU (device code, the math library, the image).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use super::{median, run_timed, Compiler, Row};
use crate::util::Failure;

/// Writes the generated file to `dir/generated.c` (only if its content changed) and checks that
/// gcc compiles it without warnings, so the file stays realistic, warning-free C.
pub fn prepare(dir: &Path) -> Result<PathBuf, Failure> {
    let source = super::generate::generate();
    let path = dir.join("generated.c");
    if std::fs::read_to_string(&path).ok().as_deref() != Some(source.as_str()) {
        std::fs::write(&path, &source)
            .map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?;
    }
    let out = Command::new("gcc")
        .args(["-O2", "-Wall", "-Wextra", "-c", "-o"])
        .arg(dir.join("generated-check.o"))
        .arg(&path)
        .output()
        .map_err(|e| Failure(format!("cannot run gcc: {e}")))?;
    if !out.status.success() || !out.stderr.is_empty() {
        return Err(Failure(format!(
            "the generated {} does not compile cleanly with gcc -O2 -Wall -Wextra:\n{}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    Ok(path)
}

/// One row per optimisation level; a compiler that fails makes the benchmark fail.
pub fn measure(
    compilers: &[&Compiler],
    source: &Path,
    dir: &Path,
    runs: usize,
) -> Result<Vec<Row>, Failure> {
    let lines = std::fs::read_to_string(source)
        .map(|s| s.lines().count())
        .unwrap_or(0);
    let mut rows = Vec::new();
    for level in ["-O0", "-O2"] {
        let mut times: Vec<Vec<Duration>> = vec![Vec::new(); compilers.len()];
        for run in 0..runs {
            // Rotate the order each run so load drift hits every compiler alike.
            for k in 0..compilers.len() {
                let c = (k + run) % compilers.len();
                let object = dir.join(format!("generated-{}.o", compilers[c].name));
                let mut cmd = Command::new(&compilers[c].path);
                cmd.args([level, "-c", "-o"]).arg(&object).arg(source);
                let (elapsed, _) = run_timed(&mut cmd, &compilers[c].name)?;
                times[c].push(elapsed);
            }
            eprintln!("  compile {level}: run {}/{runs} done", run + 1);
        }
        rows.push(Row {
            name: format!("compile {level} -c generated.c ({lines} lines)"),
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
