//! The end-to-end runner: every program under `testsuite/c/` (see `testsuite/README.md`) is
//! compiled with oxacc at `-O0` and at `-O2`, run, and its stdout and exit status compared with
//! the expectation stored in its header (and stderr with the texts of its
//! `expect-stderr-contains:` lines). One test per program and level, run in parallel by
//! `libtest-mimic`; filter as usual (`cargo test -p oxacc-testsuite --test programs -- int/`).
//!
//! The compiler is `$OXACC` when set (`OXACC=$(which gcc)` checks the programs and their
//! expectations against gcc itself), else the `oxacc` binary of the same target folder and
//! profile as this test executable (`target/<profile>/deps/programs-*` → `target/<profile>/oxacc`).
//! Cargo builds a package's own binaries for its tests only, so `cargo build -p oxacc-driver`
//! (same profile) must run before `cargo test` (the xtask and CI do that first). A missing
//! compiler makes every test fail with a message saying so, never a silent skip.
//!
//! The OpenACC programs under `testsuite/acc/` are compiled with `-fopenacc` at `-O0` and `-O2`
//! (once per level) and each build runs in every configuration of [`ACC_CONFIGS`]; one test per
//! program, level and configuration: `acc/<area>/<program>::O2::discrete`.
//!
//! The OpenMP programs under `testsuite/omp/` (`-fopenmp` in their headers) are compiled at
//! `-O0` and `-O2` and run with [`OMP_THREADS`] threads: their output must not depend on the
//! team size (gcc's builds were blessed with 1, 3 and 4 threads).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use libtest_mimic::{Arguments, Failed, Trial};
use oxacc_testsuite::{diff, discover, exec, spec, ACC_CONFIGS};

const LEVELS: [&str; 2] = ["-O0", "-O2"];

/// The flag that turns the directives on.
const ACC_FLAG: &str = "-fopenacc";

/// The team size the OpenMP programs run with: odd, and more than the CI machines' cores,
/// so that uneven iteration splits and oversubscription are exercised.
const OMP_THREADS: [(&str, &str); 1] = [("OMP_NUM_THREADS", "3")];

/// Where compiled programs go: `target/<profile>/testsuite-work/`.
fn work_root() -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent()?.parent().map(Path::to_path_buf))
        .unwrap_or_else(std::env::temp_dir)
        .join("testsuite-work")
}

/// Reads a program's header; it must hold an expectation.
fn read_spec(program: &Path) -> Result<spec::ProgramSpec, String> {
    let where_ = program.display();
    let text =
        std::fs::read_to_string(program).map_err(|e| format!("cannot read {where_}: {e}"))?;
    let spec = spec::parse(&text).map_err(|e| format!("malformed header in {where_}, {e}"))?;
    if spec.expect.is_none() {
        return Err(format!(
            "{where_} has no expectation: generate it from gcc with `cargo run -p oxacc-testsuite --bin bless -- {where_}`"
        ));
    }
    Ok(spec)
}

fn check(
    compiler: &Result<OsString, String>,
    program: &Path,
    level: &str,
    env: &[(&str, &str)],
    work: &Path,
) -> Result<(), Failed> {
    let compiler = compiler.as_ref().map_err(|e| Failed::from(e.as_str()))?;
    let spec = read_spec(program)?;
    let exe = exec::compile(compiler, &[level], program, &spec, work)?;
    let done = exec::run_with_env(&exe, work, env)?;
    compare(program, level, &spec, &done, work)?;
    let _ = std::fs::remove_dir_all(work);
    Ok(())
}

/// One OpenACC build (program and level), shared by the tests of its runtime configurations:
/// the first to need it compiles, the others wait. The build folder goes once every
/// configuration has passed.
struct AccBuild {
    exe: OnceLock<Result<(spec::ProgramSpec, PathBuf), String>>,
    pending: AtomicUsize,
}

fn check_acc(
    compiler: &Result<OsString, String>,
    program: &Path,
    level: &str,
    config: (&str, &[(&str, &str)]),
    build: &AccBuild,
    work: &Path,
) -> Result<(), Failed> {
    let compiler = compiler.as_ref().map_err(|e| Failed::from(e.as_str()))?;
    let built = build.exe.get_or_init(|| {
        let spec = read_spec(program)?;
        let exe = exec::compile(compiler, &[ACC_FLAG, level], program, &spec, work)?;
        Ok((spec, exe))
    });
    let (spec, exe) = built.as_ref().map_err(|e| Failed::from(e.as_str()))?;
    let (name, env) = config;
    let run_dir = work.join(name);
    std::fs::create_dir_all(&run_dir)
        .map_err(|e| format!("cannot create {}: {e}", run_dir.display()))?;
    let done = exec::run_with_env(exe, &run_dir, env)?;
    let env_text: Vec<String> = env.iter().map(|(k, v)| format!("{k}={v}")).collect();
    compare(
        program,
        &format!("{level} {ACC_FLAG} with {}", env_text.join(" ")),
        spec,
        &done,
        work,
    )?;
    if build.pending.fetch_sub(1, Ordering::AcqRel) == 1 {
        let _ = std::fs::remove_dir_all(work);
    }
    Ok(())
}

/// Compares a finished run with the program's expectation; the error tells what differs.
fn compare(
    program: &Path,
    level: &str,
    spec: &spec::ProgramSpec,
    done: &exec::Finished,
    work: &Path,
) -> Result<(), String> {
    let where_ = program.display();
    let expect = spec
        .expect
        .as_ref()
        .expect("read_spec checked the expectation");
    let stdout = String::from_utf8_lossy(&done.stdout);
    let stderr = String::from_utf8_lossy(&done.stderr);
    let exit = done.exit_code();
    let missing: Vec<&String> = spec
        .stderr_contains
        .iter()
        .filter(|t| !stderr.contains(t.as_str()))
        .collect();
    if exit.as_ref() == Ok(&expect.exit) && stdout == expect.stdout && missing.is_empty() {
        return Ok(());
    }
    let mut msg = format!("{where_} at {level}:\n");
    msg.push_str(&diff::mismatch(expect, &exit, &stdout));
    if stdout != expect.stdout && !stdout.is_empty() && !stdout.ends_with('\n') {
        msg.push_str("(actual stdout does not end with a newline)\n");
    }
    for t in &missing {
        msg.push_str(&format!("stderr does not contain `{t}`\n"));
    }
    if !stderr.trim().is_empty() {
        let tail: Vec<&str> = stderr.lines().rev().take(20).collect();
        msg.push_str("stderr (last lines):\n");
        for line in tail.into_iter().rev() {
            msg.push_str(&format!("  {line}\n"));
        }
    }
    msg.push_str(&format!("build kept in {}\n", work.display()));
    Err(msg)
}

/// The trials of the OpenACC programs: program × level × runtime configuration.
fn acc_trials(compiler: &Arc<Result<OsString, String>>, work_root: &Path) -> Vec<Trial> {
    let root = discover::acc_root();
    let programs = match discover::programs(&root) {
        Ok(programs) => programs,
        Err(e) => {
            let msg = format!("cannot list programs under {}: {e}", root.display());
            return vec![Trial::test("acc/discover", move || Err(msg.into()))];
        }
    };
    let mut trials = Vec::new();
    for program in programs {
        let rel = program
            .strip_prefix(&root)
            .unwrap_or(&program)
            .with_extension("");
        let rel = format!("acc/{}", rel.to_string_lossy().replace('\\', "/"));
        // `// acc-configs:` limits the runtime configurations (a malformed header is reported
        // by the trials themselves).
        let only: Vec<String> = std::fs::read_to_string(&program)
            .ok()
            .and_then(|t| spec::parse(&t).ok())
            .map(|s| s.acc_configs)
            .unwrap_or_default();
        let configs: Vec<_> = ACC_CONFIGS
            .into_iter()
            .filter(|c| only.is_empty() || only.iter().any(|o| o == c.0))
            .collect();
        for level in LEVELS {
            let base = format!("{rel}::{}", level.trim_start_matches('-'));
            let work = work_root.join(base.replace(['/', ':'], "_"));
            let build = Arc::new(AccBuild {
                exe: OnceLock::new(),
                pending: AtomicUsize::new(configs.len()),
            });
            for &config in &configs {
                let name = format!("{base}::{}", config.0);
                let (compiler, program, build, work) = (
                    compiler.clone(),
                    program.clone(),
                    build.clone(),
                    work.clone(),
                );
                trials.push(Trial::test(name, move || {
                    check_acc(&compiler, &program, level, config, &build, &work)
                }));
            }
        }
    }
    trials
}

/// The trials of the OpenMP programs: program × level (× runtime configuration for the device
/// constructs of `omp/target/`), run with [`OMP_THREADS`].
fn omp_trials(compiler: &Arc<Result<OsString, String>>, work_root: &Path) -> Vec<Trial> {
    let root = discover::omp_root();
    let programs = match discover::programs(&root) {
        Ok(programs) => programs,
        Err(e) => {
            let msg = format!("cannot list programs under {}: {e}", root.display());
            return vec![Trial::test("omp/discover", move || Err(msg.into()))];
        }
    };
    let mut trials = Vec::new();
    for program in programs {
        let rel = program
            .strip_prefix(&root)
            .unwrap_or(&program)
            .with_extension("");
        let rel = format!("omp/{}", rel.to_string_lossy().replace('\\', "/"));
        // Device constructs (`omp/target/`, and the applications of other folders that
        // offload) run on the host back end in each OpenACC runtime configuration, as the
        // OpenACC programs do.
        let offloads =
            std::fs::read_to_string(&program).is_ok_and(|t| t.contains("#pragma omp target"));
        let configs: Vec<(&str, &[(&str, &str)])> = if rel.starts_with("omp/target/") || offloads {
            ACC_CONFIGS.to_vec()
        } else {
            vec![("", &[])]
        };
        for level in LEVELS {
            for &(config, config_env) in &configs {
                let mut name = format!("{rel}::{}", level.trim_start_matches('-'));
                if !config.is_empty() {
                    name = format!("{name}::{config}");
                }
                let work = work_root.join(name.replace(['/', ':'], "_"));
                let (compiler, program) = (compiler.clone(), program.clone());
                let env: Vec<(&str, &str)> =
                    OMP_THREADS.iter().chain(config_env).copied().collect();
                trials.push(Trial::test(name, move || {
                    check(&compiler, &program, level, &env, &work)
                }));
            }
        }
    }
    trials
}

fn main() {
    let args = Arguments::from_args();
    let root = discover::programs_root();
    let compiler = Arc::new(oxacc_testsuite::compiler());
    let work_root = work_root();
    let mut trials = match discover::programs(&root) {
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
                    Trial::test(name, move || check(&compiler, &program, level, &[], &work))
                })
            })
            .collect(),
        Err(e) => {
            let msg = format!("cannot list programs under {}: {e}", root.display());
            vec![Trial::test("discover", move || Err(msg.into()))]
        }
    };
    trials.extend(acc_trials(&compiler, &work_root));
    trials.extend(omp_trials(&compiler, &work_root));
    libtest_mimic::run(&args, trials).exit();
}
