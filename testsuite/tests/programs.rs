//! The end-to-end runner: every program under `testsuite/c/` (see `testsuite/README.md`) is
//! compiled with oxacc at `-O0` and at `-O2`, run, and its stdout and exit status compared with
//! the expectation stored in its header. One test per program and level, run in parallel by
//! `libtest-mimic`; filter as usual (`cargo test -p oxacc-testsuite --test programs -- int/`).
//!
//! The compiler is `$OXACC` when set (`OXACC=$(which gcc)` checks the programs and their
//! expectations against gcc itself), else the `oxacc` binary of the same target folder and
//! profile as this test executable (`target/<profile>/deps/programs-*` → `target/<profile>/oxacc`).
//! Cargo builds a package's own binaries for its tests only, so `cargo build -p oxacc-driver`
//! (same profile) must run before `cargo test` (the xtask and CI do that first). A missing
//! compiler makes every test fail with a message saying so, never a silent skip.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};
use oxacc_testsuite::{diff, discover, exec, spec};

const LEVELS: [&str; 2] = ["-O0", "-O2"];

/// The compiler under test, or why there is none.
fn compiler() -> Result<OsString, String> {
    if let Some(c) = std::env::var_os("OXACC") {
        return Ok(c);
    }
    let exe =
        std::env::current_exe().map_err(|e| format!("cannot locate the test executable: {e}"))?;
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .ok_or("test executable has no target folder")?;
    let oxacc = profile_dir.join(format!("oxacc{}", std::env::consts::EXE_SUFFIX));
    if oxacc.is_file() {
        Ok(oxacc.into_os_string())
    } else {
        Err(format!(
            "no oxacc at {}: run `cargo build -p oxacc-driver` with the same profile first, or set OXACC",
            oxacc.display()
        ))
    }
}

/// Where compiled programs go: `target/<profile>/testsuite-work/`.
fn work_root() -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent()?.parent().map(Path::to_path_buf))
        .unwrap_or_else(std::env::temp_dir)
        .join("testsuite-work")
}

fn check(
    compiler: &Result<OsString, String>,
    program: &Path,
    level: &str,
    work: &Path,
) -> Result<(), Failed> {
    let compiler = compiler.as_ref().map_err(|e| Failed::from(e.as_str()))?;
    let where_ = program.display();
    let text =
        std::fs::read_to_string(program).map_err(|e| format!("cannot read {where_}: {e}"))?;
    let spec = spec::parse(&text).map_err(|e| format!("malformed header in {where_}, {e}"))?;
    let Some(expect) = &spec.expect else {
        return Err(format!(
            "{where_} has no expectation: generate it from gcc with `cargo run -p oxacc-testsuite --bin bless -- {where_}`"
        )
        .into());
    };
    let exe = exec::compile(compiler, &[level], program, &spec, work)?;
    let done = exec::run(&exe, work)?;
    let stdout = String::from_utf8_lossy(&done.stdout);
    let exit = done.exit_code();
    if exit.as_ref() == Ok(&expect.exit) && stdout == expect.stdout {
        let _ = std::fs::remove_dir_all(work);
        return Ok(());
    }
    let mut msg = format!("{where_} at {level}:\n");
    match &exit {
        Ok(code) if *code == expect.exit => {}
        Ok(code) => msg.push_str(&format!(
            "exit status: expected {}, got {code}\n",
            expect.exit
        )),
        Err(why) => msg.push_str(&format!(
            "exit status: expected {}, but {why}\n",
            expect.exit
        )),
    }
    if stdout != expect.stdout {
        msg.push_str("stdout (- expected, + actual):\n");
        msg.push_str(&diff::line_diff(&expect.stdout, &stdout, 60));
        if !stdout.is_empty() && !stdout.ends_with('\n') {
            msg.push_str("(actual stdout does not end with a newline)\n");
        }
    }
    let stderr = String::from_utf8_lossy(&done.stderr);
    if !stderr.trim().is_empty() {
        let tail: Vec<&str> = stderr.lines().rev().take(20).collect();
        msg.push_str("stderr (last lines):\n");
        for line in tail.into_iter().rev() {
            msg.push_str(&format!("  {line}\n"));
        }
    }
    msg.push_str(&format!("build kept in {}\n", work.display()));
    Err(msg.into())
}

fn main() {
    let args = Arguments::from_args();
    let root = discover::programs_root();
    let compiler = std::sync::Arc::new(compiler());
    let work_root = work_root();
    let trials = match discover::programs(&root) {
        Ok(programs) => programs
            .into_iter()
            .flat_map(|program| {
                let rel = program
                    .strip_prefix(&root)
                    .unwrap_or(&program)
                    .with_extension("");
                let rel = rel.to_string_lossy().replace('\\', "/");
                LEVELS.map(|level| {
                    let name = format!("{rel}::{}", level.trim_start_matches('-'));
                    let work = work_root.join(name.replace(['/', ':'], "_"));
                    let (compiler, program) = (compiler.clone(), program.clone());
                    Trial::test(name, move || check(&compiler, &program, level, &work))
                })
            })
            .collect(),
        Err(e) => {
            let msg = format!("cannot list programs under {}: {e}", root.display());
            vec![Trial::test("discover", move || Err(msg.into()))]
        }
    };
    libtest_mimic::run(&args, trials).exit();
}
