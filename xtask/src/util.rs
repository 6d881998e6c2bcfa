//! Running commands and finding the workspace.

use std::path::PathBuf;
use std::process::Command;

pub struct Failure(pub String);

pub fn workspace_root() -> PathBuf {
    // xtask lives one level below the root.
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map(PathBuf::from).unwrap_or(manifest)
}

/// Runs a command in the workspace root with inherited output; fails on a non-zero exit.
pub fn run(program: &str, args: &[&str]) -> Result<(), Failure> {
    let status = Command::new(program)
        .args(args)
        .current_dir(workspace_root())
        .status()
        .map_err(|e| Failure(format!("cannot run {program}: {e}")))?;
    if status.success() {
        Ok(())
    } else {
        Err(Failure(format!(
            "`{program} {}` failed ({status})",
            args.join(" ")
        )))
    }
}

pub fn cargo(args: &[&str]) -> Result<(), Failure> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    run(&cargo, args)
}

/// Output of a command, or None if it could not run or failed.
pub fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}
