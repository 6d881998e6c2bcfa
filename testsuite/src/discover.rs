//! Finding the test programs: every `*.c` file under `testsuite/c/` (plain C), under
//! `testsuite/acc/` (OpenACC, built with `-fopenacc`) and under `testsuite/omp/` (OpenMP, with
//! `-fopenmp` in their `args:`), except those under a folder named `helpers`
//! (files compiled by gcc and linked in through `// link-with:`).

use std::path::{Path, PathBuf};

/// The root of the C programs.
pub fn programs_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("c")
}

/// The root of the OpenACC programs (compiled with `-fopenacc`).
pub fn acc_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("acc")
}

/// Whether `program` is an OpenACC program (lies under [`acc_root`]).
pub fn is_acc(program: &Path) -> bool {
    let abs = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    abs(program).starts_with(abs(&acc_root()))
}

/// The root of the OpenMP programs (their headers give `-fopenmp`; they run with several
/// thread counts).
pub fn omp_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("omp")
}

/// Whether `program` is an OpenMP program (lies under [`omp_root`]).
pub fn is_omp(program: &Path) -> bool {
    let abs = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    abs(program).starts_with(abs(&omp_root()))
}

/// The test programs under `root`, sorted, as paths.
pub fn programs(root: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    walk(root, &mut found)?;
    found.sort();
    Ok(found)
}

fn walk(dir: &Path, found: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "helpers") {
                walk(&path, found)?;
            }
        } else if path.extension().is_some_and(|e| e == "c") {
            found.push(path);
        }
    }
    Ok(())
}
