//! `cargo xtask bench`: measurements, always as ratios against reference compilers run in the
//! same session, never asserted on. Three parts:
//!
//! - preprocessing speed: `oxacc -E` against `gcc -E` on `bench/preprocess/all_headers.c`;
//! - compile time (`bench/compile.rs`): a large generated C file (`bench/generate.rs`) at
//!   `-O0` and `-O2` against gcc and clang-22;
//! - run time (`bench/kernels.rs`): the self-checking programs in `bench/kernels/` built by
//!   oxacc and gcc.
//!
//! The table (`bench/report.rs`) is printed and written to `bench/results/host-<date>.md`.
//! `cargo xtask bench --runs N` sets the number of timed runs (default 5).

mod compile;
mod generate;
mod kernels;
mod report;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::util::{cargo, output, workspace_root, Failure};

const PREPROCESS_REPETITIONS: usize = 15;
const DEFAULT_RUNS: usize = 5;
const CLANG: &str = "/usr/bin/clang-22";

pub struct Compiler {
    pub name: String,
    pub path: PathBuf,
    pub version: String,
}

impl Compiler {
    fn new(name: &str, path: PathBuf) -> Compiler {
        let version = output(&path.to_string_lossy(), &["--version"])
            .and_then(|v| v.lines().next().map(str::to_owned))
            .unwrap_or_else(|| "version unknown".to_owned());
        Compiler {
            name: name.to_owned(),
            path,
            version,
        }
    }
}

/// One line of the table: times in the order oxacc, gcc, then clang-22 where measured.
pub struct Row {
    pub name: String,
    pub times: Vec<Duration>,
}

pub fn bench(args: &[String]) -> Result<(), Failure> {
    let runs = parse_runs(args)?;
    crate::setup::setup()?;
    cargo(&[
        "build",
        "--release",
        "--package",
        "oxacc-driver",
        "--package",
        "accrt",
    ])?;
    let root = workspace_root();
    let oxacc = Compiler::new("oxacc", root.join("target/release/oxacc"));
    let gcc = Compiler::new("gcc", PathBuf::from("gcc"));
    let (clang, clang_missing) = if Path::new(CLANG).exists() {
        (Some(Compiler::new("clang-22", PathBuf::from(CLANG))), None)
    } else {
        let why = format!("{CLANG} not found");
        eprintln!("xtask bench: the clang-22 column will be missing: {why}");
        (None, Some(why))
    };
    let work = root.join("target/bench");
    std::fs::create_dir_all(&work)
        .map_err(|e| Failure(format!("cannot create {}: {e}", work.display())))?;

    let mut rows = Vec::new();
    eprintln!("xtask bench: preprocessing (-E)");
    let input = root.join("bench/preprocess/all_headers.c");
    rows.push(Row {
        name: format!("-E all_headers.c (median of {PREPROCESS_REPETITIONS})"),
        times: vec![
            preprocess_time(&oxacc.path, &input)?,
            preprocess_time(&gcc.path, &input)?,
        ],
    });

    eprintln!("xtask bench: compile time ({runs} runs per compiler and level)");
    let source = compile::prepare(&work)?;
    let mut compilers = vec![&oxacc, &gcc];
    compilers.extend(clang.as_ref());
    rows.extend(compile::measure(&compilers, &source, &work, runs)?);

    eprintln!("xtask bench: run time of bench/kernels ({runs} runs each)");
    rows.extend(kernels::measure(
        &[&oxacc, &gcc],
        &root.join("bench/kernels"),
        &work,
        runs,
    )?);

    let report = report::Report {
        oxacc: &oxacc,
        gcc: &gcc,
        clang: clang.as_ref(),
        clang_missing,
        runs,
        rows,
    };
    print!("{}", report.markdown());
    let path = report.write(&root.join("bench/results"))?;
    println!("\nwritten to {}", path.display());
    Ok(())
}

fn parse_runs(args: &[String]) -> Result<usize, Failure> {
    match args {
        [] => Ok(DEFAULT_RUNS),
        [flag, n] if flag == "--runs" => n
            .parse()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| Failure(format!("--runs wants a positive number, not '{n}'"))),
        _ => Err(Failure("usage: cargo xtask bench [--runs N]".to_owned())),
    }
}

/// Median of a list of durations (the upper one for an even count).
pub fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Runs a command to completion, returning its wall time and stdout; a failure (non-zero exit)
/// is an error that names `label` and shows stderr.
pub fn run_timed(cmd: &mut Command, label: &str) -> Result<(Duration, String), Failure> {
    let start = Instant::now();
    let out = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Failure(format!("cannot run {label}: {e}")))?;
    let elapsed = start.elapsed();
    if !out.status.success() {
        return Err(Failure(format!(
            "{label} failed ({}):\n{}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    Ok((elapsed, String::from_utf8_lossy(&out.stdout).into_owned()))
}

/// Median wall time of `compiler -E input` (output discarded).
fn preprocess_time(compiler: &Path, input: &Path) -> Result<Duration, Failure> {
    let mut times = Vec::with_capacity(PREPROCESS_REPETITIONS);
    for _ in 0..PREPROCESS_REPETITIONS {
        let start = Instant::now();
        let status = Command::new(compiler)
            .args(["-E", "-std=gnu17"])
            .arg(input)
            .stdout(Stdio::null())
            .status()
            .map_err(|e| Failure(format!("cannot run {}: {e}", compiler.display())))?;
        if !status.success() {
            return Err(Failure(format!(
                "{} -E {} failed",
                compiler.display(),
                input.display()
            )));
        }
        times.push(start.elapsed());
    }
    Ok(median(&mut times))
}
