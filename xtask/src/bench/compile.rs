//! Compile-time benchmark: the generated translation unit compiled with `-c` at `-O0` and
//! `-O2` by oxacc, gcc and clang-22, alternating compilers run by run.

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
