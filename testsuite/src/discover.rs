//! Finding the test programs: every `*.c` file under `testsuite/c/`, except those under a folder
//! named `helpers` (files compiled by gcc and linked in through `// link-with:`).

use std::path::{Path, PathBuf};

/// The root of the C programs.
pub fn programs_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("c")
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
