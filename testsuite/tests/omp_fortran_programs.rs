//! The Fortran OpenMP runner: every program under `testsuite/omp-fortran/` (expectations
//! blessed by `testsuite/omp-fortran/bless.sh` from gfortran -fopenmp and flang-22 -fopenmp
//! with 1, 3 and 4 threads, never from oxacc) is compiled with `-fopenmp` at `-O0` and `-O2`,
//! and each build runs with `OMP_NUM_THREADS` 1, 3 and 4 ([`THREADS`]); its stdout and exit
//! status must be the expected ones (the programs print nothing that depends on the number of
//! threads). One test per program, level and thread count:
//! `omp-fortran/loops/001_parallel_do::O2::t3`; programs under `target/` run in the two
//! host-memory configurations instead ([`DEVICE`]). The compiler is found as for the other
//! runners: `$OXACC`, else `target/<profile>/oxacc` (run `cargo build -p oxacc-driver -p accrt`
//! first).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use libtest_mimic::{Arguments, Failed, Trial};
use oxacc_testsuite::{diff, exec, spec};

const LEVELS: [&str; 2] = ["-O0", "-O2"];
/// The team sizes each build runs with.
const THREADS: [(&str, &[(&str, &str)]); 3] = [
    ("t1", &[("OMP_NUM_THREADS", "1")]),
    ("t3", &[("OMP_NUM_THREADS", "3")]),
    ("t4", &[("OMP_NUM_THREADS", "4")]),
];
/// Programs under `target/` (device constructs, run through the OpenACC path): both
/// host-memory configurations of the host back end, as `testsuite/omp/target` runs.
const DEVICE: [(&str, &[(&str, &str)]); 2] = [
    (
        "shared",
        &[("ACC_DEVICE_TYPE", "host"), ("OMP_NUM_THREADS", "3")],
    ),
    (
        "discrete",
        &[
            ("ACC_DEVICE_TYPE", "host"),
            ("OXACC_HOST_MEMORY", "discrete"),
            ("OMP_NUM_THREADS", "3"),
        ],
    ),
];
const SOURCES: [&str; 4] = ["f90", "F90", "f", "F"];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("omp-fortran")
}

fn programs(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
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

fn check(
    compiler: &Result<OsString, String>,
    program: &Path,
    level: &str,
    config: (&str, &[(&str, &str)]),
    build: &Build,
    work: &Path,
) -> Result<(), Failed> {
    let compiler = compiler.as_ref().map_err(|e| Failed::from(e.as_str()))?;
    let where_ = program.display();
    let built = build.get_or_init(|| {
        let text =
            std::fs::read_to_string(program).map_err(|e| format!("cannot read {where_}: {e}"))?;
        let spec =
            spec::parse_fortran(&text).map_err(|e| format!("malformed header in {where_}, {e}"))?;
        let exe = exec::compile(compiler, &["-fopenmp", level], program, &spec, work)?;
        Ok((spec, exe))
    });
    let (spec, exe) = built.as_ref().map_err(|e| Failed::from(e.as_str()))?;
    let expect = spec.expect.clone().ok_or_else(|| {
        format!("{where_} has no expectation: bless it with testsuite/omp-fortran/bless.sh")
    })?;
    let (name, env) = config;
    let run_dir = work.join(name);
    std::fs::create_dir_all(&run_dir)
        .map_err(|e| format!("cannot create {}: {e}", run_dir.display()))?;
    let done = exec::run_with_env(exe, &run_dir, env)?;
    let stdout = String::from_utf8_lossy(&done.stdout);
    let exit = done.exit_code();
    if exit.as_ref() == Ok(&expect.exit) && stdout == expect.stdout {
        return Ok(());
    }
    let mut msg = format!("{where_} at {level} -fopenmp, {name}:\n");
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
    }
    let stderr = String::from_utf8_lossy(&done.stderr);
    for line in stderr.lines().take(20) {
        msg.push_str(&format!("  stderr: {line}\n"));
    }
    msg.push_str(&format!("build kept in {}\n", work.display()));
    Err(msg.into())
}

fn main() {
    let args = Arguments::from_args();
    let compiler = Arc::new(oxacc_testsuite::compiler());
    let work_root = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent()?.parent().map(Path::to_path_buf))
        .unwrap_or_else(std::env::temp_dir)
        .join("testsuite-work");
    let root = root();
    let mut found = Vec::new();
    if let Err(e) = programs(&root, &mut found) {
        let msg = format!("cannot list {}: {e}", root.display());
        libtest_mimic::run(
            &args,
            vec![Trial::test("omp-fortran/discover", move || Err(msg.into()))],
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
        for level in LEVELS {
            let base = format!("omp-fortran/{rel}::{}", level.trim_start_matches('-'));
            let work = work_root.join(base.replace(['/', ':'], "_"));
            let build: Arc<Build> = Arc::new(OnceLock::new());
            let configs: &[(&str, &[(&str, &str)])] = if rel.starts_with("target/") {
                &DEVICE
            } else {
                &THREADS
            };
            for &config in configs {
                let name = format!("{base}::{}", config.0);
                let (compiler, program, build, work) = (
                    compiler.clone(),
                    program.clone(),
                    build.clone(),
                    work.clone(),
                );
                trials.push(Trial::test(name, move || {
                    check(&compiler, &program, level, config, &build, &work)
                }));
            }
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
