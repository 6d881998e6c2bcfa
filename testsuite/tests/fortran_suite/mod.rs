//! The runner the Fortran directive suites share (`tests/acc_fortran_programs.rs`,
//! `tests/omp_fortran_programs.rs`): every program under `testsuite/<dir>/` (except the
//! `helpers/` folders: other files of programs, linked through `link-with:`) is compiled with
//! the suite's flag at `-O0` and `-O2`, and each build runs in each configuration the suite
//! gives it; its stdout and exit status must be the expected ones of its header (blessed by
//! `testsuite/<dir>/bless.sh` from gfortran and flang-22, never from oxacc). One test per
//! program, level and configuration: `<dir>/<program>::O2::<configuration>`.
//! `! acc-configs: shared` in a header limits the configurations to those named (with the
//! reason in a comment). The compiler is found as for the other runners: `$OXACC`, else
//! `target/<profile>/oxacc` (run `cargo build -p oxacc-driver -p accrt` first).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use libtest_mimic::{Arguments, Failed, Trial};
use oxacc_testsuite::{diff, exec, spec};

/// A runtime configuration: its name in the test's name, and the environment of the child.
pub type Config = (&'static str, &'static [(&'static str, &'static str)]);

/// What tells one suite from another.
pub struct Suite {
    /// The folder under `testsuite/`, also the first part of every test's name.
    pub dir: &'static str,
    /// The flag every build gets (`-fopenacc`, `-fopenmp`).
    pub flag: &'static str,
    /// The configurations a program runs in, from its path relative to the folder.
    pub configs: fn(&str) -> &'static [Config],
}

const LEVELS: [&str; 2] = ["-O0", "-O2"];
const SOURCES: [&str; 4] = ["f90", "F90", "f", "F"];

fn programs(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n == "helpers") {
                continue;
            }
            programs(&path, out)?;
        } else if path
            .extension()
            .is_some_and(|e| SOURCES.iter().any(|s| e == *s))
        {
            out.push(path);
        }
    }
    Ok(())
}

type Build = OnceLock<Result<(spec::ProgramSpec, PathBuf), String>>;

struct Case<'a> {
    suite: &'a Suite,
    program: &'a Path,
    level: &'a str,
    config: Config,
    build: &'a Build,
    work: &'a Path,
}

fn check(compiler: &Result<OsString, String>, case: Case) -> Result<(), Failed> {
    let compiler = compiler.as_ref().map_err(|e| Failed::from(e.as_str()))?;
    let Case {
        suite,
        program,
        level,
        config,
        build,
        work,
    } = case;
    let where_ = program.display();
    let built = build.get_or_init(|| {
        let text =
            std::fs::read_to_string(program).map_err(|e| format!("cannot read {where_}: {e}"))?;
        let spec =
            spec::parse_fortran(&text).map_err(|e| format!("malformed header in {where_}, {e}"))?;
        let exe = exec::compile(compiler, &[suite.flag, level], program, &spec, work)?;
        Ok((spec, exe))
    });
    let (spec, exe) = built.as_ref().map_err(|e| Failed::from(e.as_str()))?;
    let expect = spec.expect.clone().ok_or_else(|| {
        format!(
            "{where_} has no expectation: bless it with testsuite/{}/bless.sh",
            suite.dir
        )
    })?;
    let (name, env) = config;
    let run_dir = work.join(name);
    std::fs::create_dir_all(&run_dir)
        .map_err(|e| format!("cannot create {}: {e}", run_dir.display()))?;
    let done = exec::run_with_env(exe, &run_dir, env)?;
    let stdout = String::from_utf8_lossy(&done.stdout);
    let exit = done.exit_code();
    let stderr = String::from_utf8_lossy(&done.stderr);
    // Runtime errors must name the variable and the source line (`expect-stderr-contains:`).
    let missing: Vec<&String> = spec
        .stderr_contains
        .iter()
        .filter(|t| !stderr.contains(t.as_str()))
        .collect();
    if exit.as_ref() == Ok(&expect.exit) && stdout == expect.stdout && missing.is_empty() {
        return Ok(());
    }
    let mut msg = format!("{where_} at {level} {}, {name}:\n", suite.flag);
    msg.push_str(&diff::mismatch(&expect, &exit, &stdout));
    for t in missing {
        msg.push_str(&format!("  stderr lacks: {t}\n"));
    }
    for line in stderr.lines().take(20) {
        msg.push_str(&format!("  stderr: {line}\n"));
    }
    msg.push_str(&format!("build kept in {}\n", work.display()));
    Err(msg.into())
}

/// Runs the suite as a libtest-compatible test binary and exits.
pub fn run(suite: &'static Suite) -> ! {
    let args = Arguments::from_args();
    let compiler = Arc::new(oxacc_testsuite::compiler());
    let work_root = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent()?.parent().map(Path::to_path_buf))
        .unwrap_or_else(std::env::temp_dir)
        .join("testsuite-work");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(suite.dir);
    let mut found = Vec::new();
    if let Err(e) = programs(&root, &mut found) {
        let msg = format!("cannot list {}: {e}", root.display());
        libtest_mimic::run(
            &args,
            vec![Trial::test(format!("{}/discover", suite.dir), move || {
                Err(msg.into())
            })],
        )
        .exit();
    }
    found.sort();
    let mut trials = Vec::new();
    for program in found {
        let rel = program
            .strip_prefix(&root)
            .unwrap_or(&program)
            .with_extension("")
            .to_string_lossy()
            .replace('\\', "/");
        let only: Vec<String> = std::fs::read_to_string(&program)
            .ok()
            .and_then(|t| spec::parse_fortran(&t).ok())
            .map(|s| s.acc_configs)
            .unwrap_or_default();
        for level in LEVELS {
            let base = format!("{}/{rel}::{}", suite.dir, level.trim_start_matches('-'));
            let work = work_root.join(base.replace(['/', ':'], "_"));
            let build: Arc<Build> = Arc::new(OnceLock::new());
            for &config in (suite.configs)(&rel) {
                if !only.is_empty() && !only.iter().any(|o| o == config.0) {
                    continue;
                }
                let name = format!("{base}::{}", config.0);
                let (compiler, program, build, work) = (
                    compiler.clone(),
                    program.clone(),
                    build.clone(),
                    work.clone(),
                );
                trials.push(Trial::test(name, move || {
                    let case = Case {
                        suite,
                        program: &program,
                        level,
                        config,
                        build: &build,
                        work: &work,
                    };
                    check(&compiler, case)
                }));
            }
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
