//! Generates the expectation of test programs from gcc's build of them, never from oxacc's:
//!
//! ```text
//! cargo run -p oxacc-testsuite --bin bless -- [--check] [FILE.c | DIR]...
//! ```
//!
//! With no paths, every program under `testsuite/c/` and `testsuite/acc/`. Each C program is built
//! by gcc (`$GCC`, else `gcc`) three ways: `-O0`, `-O2`, and `-O1` with AddressSanitizer and
//! UndefinedBehaviorSanitizer. All three must give the same stdout and exit status, and the
//! sanitizers must stay silent; otherwise the program has undefined behavior and is reported, not
//! blessed. The agreed result replaces the program's `expect-*` lines. `--check` writes nothing and
//! fails when a stored expectation differs from gcc's (for CI).
//!
//! An OpenACC program (under `testsuite/acc/`) is built with `gcc -fopenacc` at `-O0` and `-O2`
//! and run with `ACC_DEVICE_TYPE=host` (libgomp's host fallback); both must agree. When gcc cannot
//! build it and its header says `// expect-from: hand (why)`, the hand-written expectation is kept
//! (reported as `hand`); `testsuite/acc/check-with-gcc.sh` checks those against the serial build.
//!
//! An OpenMP program (under `testsuite/omp/`, `-fopenmp` in its `args:`) is built the three C ways
//! and each build runs with another team size (`OMP_NUM_THREADS` 4, 3 and 1): all must agree, so
//! that the expectation does not depend on the number of threads. `expect-from: hand (why)` works
//! as for OpenACC, for the OpenMP 5.0 features gcc 12 refuses.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use oxacc_testsuite::{diff, discover, exec, spec};

const BUILDS: [(&str, &[&str]); 3] = [
    ("O0", &["-O0"]),
    ("O2", &["-O2"]),
    (
        "san",
        &[
            "-O1",
            "-g",
            "-fsanitize=address,undefined",
            "-fno-sanitize-recover=all",
            "-fno-omit-frame-pointer",
        ],
    ),
];

/// The gcc builds of an OpenACC program, and the environment its runs get.
const ACC_BUILDS: [(&str, &[&str]); 2] =
    [("O0", &["-fopenacc", "-O0"]), ("O2", &["-fopenacc", "-O2"])];
const ACC_ENV: &[(&str, &str)] = &[("ACC_DEVICE_TYPE", "host")];

/// The team size each C build of an OpenMP program runs with.
fn omp_threads(build: &str) -> &'static str {
    match build {
        "O0" => "4",
        "O2" => "3",
        _ => "1",
    }
}

enum Verdict {
    Unchanged,
    Updated,
    Stale(String),
    /// gcc cannot build it; the hand-written expectation stays.
    Hand(String),
}

/// Why gcc could not build a program, as opposed to a program that misbehaves.
struct BuildFailed(String);

/// A named gcc build: its name and flags.
type Build<'a> = (&'a str, &'a [&'a str]);

fn gcc_result(
    program: &Path,
    spec: &spec::ProgramSpec,
    work: &Path,
    acc: bool,
) -> Result<Result<spec::Expectation, String>, BuildFailed> {
    let (builds, env): (&[Build], &[(&str, &str)]) = if acc {
        (&ACC_BUILDS, ACC_ENV)
    } else {
        (&BUILDS, &[])
    };
    let omp = discover::is_omp(program);
    let mut agreed: Option<(&str, spec::Expectation)> = None;
    for &(name, flags) in builds {
        let build_dir = work.join(name);
        // A gcc with nvptx offloading installed would also build the target regions for the
        // GPU (whose sanitized link fails: no `__ubsan_*` there); the expectation is the
        // host's run of them.
        let mut flags = flags.to_vec();
        if omp {
            flags.push("-foffload=disable");
        }
        let exe =
            exec::compile(&exec::gcc(), &flags, program, spec, &build_dir).map_err(BuildFailed)?;
        let threads = [("OMP_NUM_THREADS", omp_threads(name))];
        let env = if omp { &threads[..] } else { env };
        if let Err(e) = run_build(name, &exe, &build_dir, env, &mut agreed) {
            return Ok(Err(e));
        }
        let _ = std::fs::remove_dir_all(&build_dir);
    }
    Ok(Ok(agreed.expect("at least one build").1))
}

/// Runs one gcc build; its result must equal the builds' before it.
fn run_build<'n>(
    name: &'n str,
    exe: &Path,
    build_dir: &Path,
    env: &[(&str, &str)],
    agreed: &mut Option<(&'n str, spec::Expectation)>,
) -> Result<(), String> {
    let done = exec::run_with_env(exe, build_dir, env)?;
    let stderr = String::from_utf8_lossy(&done.stderr);
    if name == "san" && (stderr.contains("runtime error") || stderr.contains("Sanitizer")) {
        return Err(format!(
            "sanitizers report undefined behavior:\n{}",
            stderr.trim_end()
        ));
    }
    let exit = done
        .exit_code()
        .map_err(|why| format!("gcc -{name} build {why}"))?;
    let stdout = String::from_utf8(done.stdout)
        .map_err(|_| format!("gcc -{name} build printed non-UTF-8"))?;
    let result = spec::Expectation { exit, stdout };
    match agreed {
        None => *agreed = Some((name, result)),
        Some((first, e)) if *e != result => {
            return Err(format!(
                "gcc builds disagree (undefined behavior?): {first} exit {}, {name} exit {}\n{}",
                e.exit,
                result.exit,
                diff::line_diff(&e.stdout, &result.stdout, 40)
            ))
        }
        Some(_) => {}
    }
    Ok(())
}

fn bless(program: &Path, check_only: bool, work: &Path) -> Result<Verdict, String> {
    let text = std::fs::read_to_string(program).map_err(|e| format!("cannot read: {e}"))?;
    let spec = spec::parse(&text).map_err(|e| format!("malformed header, {e}"))?;
    let acc = discover::is_acc(program);
    let expect = match gcc_result(program, &spec, work, acc) {
        Ok(result) => result?,
        Err(BuildFailed(why)) if spec.expect_by_hand() => {
            return if spec.expect.is_some() {
                Ok(Verdict::Hand(spec.expect_from.unwrap_or_default()))
            } else {
                Err(format!(
                    "gcc cannot build it and the hand-written expectation is missing:\n{why}"
                ))
            };
        }
        Err(BuildFailed(why)) => return Err(why),
    };
    if spec.expect_by_hand() {
        return Err(
            "gcc builds it: drop the `expect-from: hand` line and bless it from gcc".into(),
        );
    }
    if spec.expect.as_ref() == Some(&expect) {
        return Ok(Verdict::Unchanged);
    }
    if check_only {
        let old = spec.expect.map(|e| e.stdout).unwrap_or_default();
        return Ok(Verdict::Stale(diff::line_diff(&old, &expect.stdout, 40)));
    }
    let updated = spec::with_expectation(&text, &expect)?;
    std::fs::write(program, updated).map_err(|e| format!("cannot write: {e}"))?;
    Ok(Verdict::Updated)
}

fn main() -> ExitCode {
    let mut check_only = false;
    let mut paths = Vec::new();
    for arg in std::env::args_os().skip(1) {
        if arg == "--check" {
            check_only = true;
        } else {
            paths.push(PathBuf::from(arg));
        }
    }
    if paths.is_empty() {
        paths.push(discover::programs_root());
        paths.push(discover::acc_root());
        paths.push(discover::omp_root());
    }
    let mut programs = Vec::new();
    for path in paths {
        if path.is_dir() {
            match discover::programs(&path) {
                Ok(found) => programs.extend(found),
                Err(e) => {
                    eprintln!("cannot list {}: {e}", path.display());
                    return ExitCode::FAILURE;
                }
            }
        } else {
            programs.push(path);
        }
    }
    let work_root = std::env::temp_dir().join(format!("oxacc-bless-{}", std::process::id()));
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(0usize);
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(program) = programs.get(i) else {
                    break;
                };
                let work = work_root.join(i.to_string());
                let shown = program.display();
                match bless(program, check_only, &work) {
                    Ok(Verdict::Unchanged) => println!("ok        {shown}"),
                    Ok(Verdict::Updated) => println!("blessed   {shown}"),
                    Ok(Verdict::Hand(why)) => println!("hand      {shown} ({why})"),
                    Ok(Verdict::Stale(d)) => {
                        println!("STALE     {shown} (- stored, + gcc):\n{d}");
                        *failures.lock().unwrap() += 1;
                    }
                    Err(e) => {
                        println!("FAILED    {shown}: {e}");
                        *failures.lock().unwrap() += 1;
                    }
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&work_root);
    let failures = *failures.lock().unwrap();
    if failures == 0 {
        ExitCode::SUCCESS
    } else {
        eprintln!("{failures} program(s) failed");
        ExitCode::FAILURE
    }
}
