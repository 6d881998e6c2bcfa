//! Run-time benchmark: self-checking programs built by every compiler with the same flags, run
//! alternately; a checksum mismatch fails the benchmark before any timing is reported. One
//! harness for both languages: `bench/kernels/*.c` (oxacc, gcc, clang-22) and
//! `bench/kernels-fortran/*.f90` (oxacc, gfortran, flang-22).

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use super::{median, run_timed, Compiler, Row};
use crate::util::Failure;

/// Flags for every compiler: the default target (`-march=x86-64`) for all.
const FLAGS: &[&str] = &["-O2"];

/// Relative tolerance for floating-point checksum fields (integers must match exactly).
const TOLERANCE: f64 = 1e-9;

/// Builds and times every `*.{extension}` program of `kernels_dir` with each compiler; the
/// first compiler's output is the reference the others' checksums are compared with.
pub fn measure(
    compilers: &[&Compiler],
    kernels_dir: &Path,
    extension: &str,
    out_dir: &Path,
    runs: usize,
) -> Result<Vec<Row>, Failure> {
    let mut sources: Vec<_> = std::fs::read_dir(kernels_dir)
        .map_err(|e| Failure(format!("cannot read {}: {e}", kernels_dir.display())))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == extension))
        .collect();
    sources.sort();
    let mut rows = Vec::new();
    for source in &sources {
        let stem = source.file_stem().unwrap_or_default().to_string_lossy();
        // Build with every compiler, and run each once untimed to get its checksum.
        let mut binaries = Vec::new();
        let mut reference: Option<(String, String)> = None;
        for c in compilers {
            let binary = out_dir.join(format!("{stem}-{extension}-{}", c.name));
            let mut cmd = Command::new(&c.path);
            // Each compiler in a directory of its own: Fortran compilers write their module
            // files (each its own format, same names) into the working directory.
            cmd.current_dir(super::scratch_dir(out_dir, &c.name)?)
                .args(FLAGS)
                .arg(source)
                .arg("-o")
                .arg(&binary)
                .arg("-lm");
            run_timed(&mut cmd, &format!("{} (building {stem})", c.name))?;
            let (_, out) = run_timed(&mut Command::new(&binary), &format!("{stem}-{}", c.name))?;
            match &reference {
                None => reference = Some((c.name.clone(), out)),
                Some((name, expected)) => check(&stem, name, expected, &c.name, &out)?,
            }
            binaries.push(binary);
        }
        let (_, expected) = reference.unwrap_or_default();
        let mut times: Vec<Vec<Duration>> = vec![Vec::new(); compilers.len()];
        for run in 0..runs {
            for k in 0..compilers.len() {
                let c = (k + run) % compilers.len();
                let name = format!("{stem}-{extension}-{}", compilers[c].name);
                let (elapsed, out) = run_timed(&mut Command::new(&binaries[c]), &name)?;
                if out != expected {
                    check(
                        &stem,
                        &compilers[0].name,
                        &expected,
                        &compilers[c].name,
                        &out,
                    )?;
                }
                times[c].push(elapsed);
            }
        }
        eprintln!("  kernel {stem}: {runs} runs each done");
        rows.push(Row {
            name: format!("run {stem} (-O2)"),
            times: times.iter_mut().map(|t| median(t)).collect(),
        });
    }
    Ok(rows)
}

/// Compares two checksum outputs field by field: integers exactly, floats within TOLERANCE.
fn check(kernel: &str, a: &str, out_a: &str, b: &str, out_b: &str) -> Result<(), Failure> {
    let fa: Vec<&str> = out_a.split_whitespace().collect();
    let fb: Vec<&str> = out_b.split_whitespace().collect();
    let same = fa.len() == fb.len()
        && fa.iter().zip(&fb).all(|(x, y)| {
            x == y
                || (is_float(x) && is_float(y))
                    && match (x.parse::<f64>(), y.parse::<f64>()) {
                        (Ok(x), Ok(y)) => (x - y).abs() <= TOLERANCE * x.abs().max(y.abs()),
                        _ => false,
                    }
        });
    if same {
        Ok(())
    } else {
        Err(Failure(format!(
            "WRONG RESULT in kernel {kernel}: {a} printed {:?} but {b} printed {:?}",
            out_a.trim(),
            out_b.trim()
        )))
    }
}

fn is_float(token: &str) -> bool {
    token.contains(['.', 'e', 'E'])
}
