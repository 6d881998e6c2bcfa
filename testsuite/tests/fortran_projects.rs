//! Multi-file Fortran builds: each folder of `testsuite/fortran-projects/` is a project with a
//! `Makefile` (modules in separate files, compiled one by one, module files found through
//! `-J`/`-I`), built with `make FC=oxacc FFLAGS=-O0`, `-O2` and `"-O2 -fopenacc"` in a fresh
//! copy, run (the OpenACC build also with `OXACC_HOST_MEMORY=discrete`, so that data the
//! directives fail to map shows), and compared with its `EXPECT` file, blessed from gfortran's
//! build and checked against flang-22's by `testsuite/fortran-projects/bless.sh` (never from
//! oxacc): gfortran ignores the `!$acc` directives, so the OpenACC build must print the same.
//!
//! `EXPECT`: `run: <executable>`, `exit: <status>`, a line `---`, then the expected stdout.
//! The build must print nothing to stderr (no warning either). The compiler is found as in
//! `tests/fortran_programs.rs`.

use std::path::{Path, PathBuf};
use std::process::Command;

use libtest_mimic::{Arguments, Failed, Trial};
use oxacc_testsuite::{diff, exec};

/// A build: its test-name suffix, `FFLAGS`, and the environment of the run.
struct Build {
    name: &'static str,
    fflags: &'static str,
    env: &'static [(&'static str, &'static str)],
}

const BUILDS: [Build; 4] = [
    Build {
        name: "O0",
        fflags: "-O0",
        env: &[],
    },
    Build {
        name: "O2",
        fflags: "-O2",
        env: &[],
    },
    Build {
        name: "O2-acc",
        fflags: "-O2 -fopenacc",
        env: &[],
    },
    Build {
        name: "O2-acc-discrete",
        fflags: "-O2 -fopenacc",
        env: &[("OXACC_HOST_MEMORY", "discrete")],
    },
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fortran-projects")
}

struct Expect {
    run: String,
    exit: i32,
    stdout: String,
}

fn parse_expect(text: &str) -> Result<Expect, String> {
    let (head, stdout) = text
        .split_once("---\n")
        .ok_or("no '---' line before the expected stdout")?;
    let mut run = None;
    let mut exit = None;
    for line in head
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        match line.split_once(':') {
            Some(("run", v)) => run = Some(v.trim().to_owned()),
            Some(("exit", v)) => exit = v.trim().parse().ok(),
            _ => return Err(format!("unknown line '{line}'")),
        }
    }
    Ok(Expect {
        run: run.ok_or("no 'run:' line")?,
        exit: exit.ok_or("no valid 'exit:' line")?,
        stdout: stdout.to_owned(),
    })
}

fn copy_sources(from: &Path, to: &Path) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(to);
    std::fs::create_dir_all(to).map_err(|e| format!("cannot create {}: {e}", to.display()))?;
    let entries = std::fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))?;
    for entry in entries.flatten() {
        let p = entry.path();
        if p.is_file() {
            std::fs::copy(&p, to.join(entry.file_name()))
                .map_err(|e| format!("cannot copy {}: {e}", p.display()))?;
        }
    }
    Ok(())
}

fn check(
    compiler: &Result<PathBuf, String>,
    project: &Path,
    build: &Build,
    work: &Path,
) -> Result<(), Failed> {
    let level = build.name;
    let compiler = compiler.as_ref().map_err(|e| Failed::from(e.as_str()))?;
    let where_ = project.display();
    let expect_text = std::fs::read_to_string(project.join("EXPECT")).map_err(|e| {
        format!("{where_}/EXPECT: {e}: bless it with testsuite/fortran-projects/bless.sh")
    })?;
    let expect = parse_expect(&expect_text).map_err(|e| format!("{where_}/EXPECT: {e}"))?;
    copy_sources(project, work)?;
    let mut make = Command::new("make");
    make.current_dir(work)
        .arg(format!("FC={}", compiler.display()))
        .arg(format!("FFLAGS={}", build.fflags));
    let built = exec::run_limited(make, exec::COMPILE_LIMIT)?;
    if !built.status.success() {
        return Err(format!(
            "{where_} at {level}: make failed:\n{}{}",
            String::from_utf8_lossy(&built.stdout),
            String::from_utf8_lossy(&built.stderr)
        )
        .into());
    }
    // The projects build without a diagnostic from gfortran and flang: a warning from oxacc
    // (a compute region left on the host, say) is a failure too.
    if !built.stderr.is_empty() {
        return Err(format!(
            "{where_} at {level}: the build printed to stderr:\n{}",
            String::from_utf8_lossy(&built.stderr)
        )
        .into());
    }
    let mut run = Command::new(work.join(&expect.run));
    run.current_dir(work).envs(build.env.iter().copied());
    let done = exec::run_limited(run, exec::RUN_LIMIT)?;
    let stdout = String::from_utf8_lossy(&done.stdout);
    let exit = done.exit_code();
    if exit.as_ref() == Ok(&expect.exit) && stdout == expect.stdout {
        let _ = std::fs::remove_dir_all(work);
        return Ok(());
    }
    let mut msg = format!("{where_} at {level}:\n");
    if exit.as_ref() != Ok(&expect.exit) {
        msg.push_str(&format!(
            "exit status: expected {}, got {exit:?}\n",
            expect.exit
        ));
    }
    if stdout != expect.stdout {
        msg.push_str("stdout (- expected, + actual):\n");
        msg.push_str(&diff::line_diff(&expect.stdout, &stdout, 60));
    }
    msg.push_str(&String::from_utf8_lossy(&done.stderr));
    msg.push_str(&format!("build kept in {}\n", work.display()));
    Err(msg.into())
}

fn main() {
    let args = Arguments::from_args();
    let compiler = std::sync::Arc::new(oxacc_testsuite::compiler().map(PathBuf::from));
    let work_root = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent()?.parent().map(Path::to_path_buf))
        .unwrap_or_else(std::env::temp_dir)
        .join("testsuite-work");
    let mut projects: Vec<PathBuf> = std::fs::read_dir(root())
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    projects.retain(|p| p.join("Makefile").is_file());
    projects.sort();
    let trials = projects
        .into_iter()
        .flat_map(|project| {
            let name = project
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            BUILDS
                .iter()
                .map(|build| {
                    let test = format!("fortran-projects/{name}::{}", build.name);
                    let work = work_root.join(test.replace(['/', ':'], "_"));
                    let (compiler, project) = (compiler.clone(), project.clone());
                    Trial::test(test, move || check(&compiler, &project, build, &work))
                })
                .collect::<Vec<_>>()
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
