//! The Fortran end-to-end runner: each program of `testsuite/fortran/` listed in
//! `testsuite/fortran/SUPPORTED` is compiled with oxacc at `-O0` and at `-O2`, run, and its
//! stdout and exit status compared with the expectation in its `!` header (blessed from
//! gfortran and flang-22 by `testsuite/fortran/bless.sh`, never from oxacc).
//!
//! `SUPPORTED` is the progress list of the Fortran front end: one path per line (relative to
//! `testsuite/fortran/`, `#` comments allowed). Every listed program must pass; a listed path
//! that does not exist fails. Programs not listed yet are what docs/fortran.md says is not
//! supported. The compiler is found as for the C runner (`tests/programs.rs`): `$OXACC`, else
//! `target/<profile>/oxacc` (run `cargo build -p oxacc-driver` first).

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};
use oxacc_testsuite::{diff, exec, spec};

const LEVELS: [&str; 2] = ["-O0", "-O2"];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fortran")
}

/// The programs listed in `SUPPORTED`.
fn supported() -> Result<Vec<String>, String> {
    let list = root().join("SUPPORTED");
    let text = std::fs::read_to_string(&list)
        .map_err(|e| format!("cannot read {}: {e}", list.display()))?;
    Ok(text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect())
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
    let spec =
        spec::parse_fortran(&text).map_err(|e| format!("malformed header in {where_}, {e}"))?;
    let expect = spec.expect.clone().ok_or_else(|| {
        format!("{where_} has no expectation: bless it with testsuite/fortran/bless.sh")
    })?;
    // Module files go to the build folder, not the runner's working directory.
    std::fs::create_dir_all(work).map_err(|e| format!("cannot create {}: {e}", work.display()))?;
    let module_dir = format!("-J{}", work.display());
    let exe = exec::compile(compiler, &[level, &module_dir], program, &spec, work)?;
    let done = exec::run(&exe, work)?;
    let stdout = String::from_utf8_lossy(&done.stdout);
    let exit = done.exit_code();
    if exit.as_ref() == Ok(&expect.exit) && stdout == expect.stdout {
        let _ = std::fs::remove_dir_all(work);
        return Ok(());
    }
    let mut msg = format!("{where_} at {level}:\n");
    msg.push_str(&diff::mismatch(&expect, &exit, &stdout));
    let stderr = String::from_utf8_lossy(&done.stderr);
    if !stderr.trim().is_empty() {
        msg.push_str("stderr:\n");
        for line in stderr.lines().take(20) {
            msg.push_str(&format!("  {line}\n"));
        }
    }
    msg.push_str(&format!("build kept in {}\n", work.display()));
    Err(msg.into())
}

fn main() {
    let args = Arguments::from_args();
    let compiler = std::sync::Arc::new(oxacc_testsuite::compiler());
    let work_root = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent()?.parent().map(Path::to_path_buf))
        .unwrap_or_else(std::env::temp_dir)
        .join("testsuite-work");
    let trials = match supported() {
        Ok(list) => list
            .into_iter()
            .flat_map(|rel| {
                let program = root().join(&rel);
                let name = Path::new(&rel)
                    .with_extension("")
                    .to_string_lossy()
                    .replace('\\', "/");
                LEVELS.map(|level| {
                    let test = format!("fortran/{name}::{}", level.trim_start_matches('-'));
                    let work = work_root.join(test.replace(['/', ':'], "_"));
                    let (compiler, program) = (compiler.clone(), program.clone());
                    Trial::test(test, move || check(&compiler, &program, level, &work))
                })
            })
            .collect(),
        Err(e) => vec![Trial::test("fortran/SUPPORTED", move || {
            Err(e.clone().into())
        })],
    };
    libtest_mimic::run(&args, trials).exit();
}
