//! `cargo xtask bench`: measurements, always as ratios against reference compilers run in the
//! same session, never asserted on. The parts:
//!
//! - preprocessing speed: `oxacc -E` against `gcc -E` on `bench/preprocess/all_headers.c`;
//! - compile time (`bench/compile.rs`): a large generated C file (`bench/generate.rs`) at
//!   `-O0` and `-O2` against gcc and clang-22;
//! - run time (`bench/kernels.rs`): the self-checking programs in `bench/kernels/` built by
//!   oxacc and gcc (table: `bench/results/host-<date>.md`);
//! - the OpenACC suite on the host (`bench/hostacc.rs`): `bench/acc` built by oxacc -fopenacc
//!   against its `#pragma omp` alternatives built by gcc -fopenmp (`host-acc-<date>.md`);
//! - the GPU folder (`bench/gpu.rs`): gcc-offload builds, oxacc GPU builds, CUDA sources and
//!   `run.sh` for the GPU machine; its `results.json` comes back to `--report`
//!   (`bench/gpureport.rs`, `gpu-<date>-<device>.{md,png,json}`).
//!
//! See `bench/README.md` for the flags.

mod compile;
mod generate;
mod gpu;
mod gpureport;
mod hostacc;
mod kernels;
mod report;
mod suite;

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

const USAGE: &str = "\
usage: cargo xtask bench [--runs N] [--quick] [--compile | --host-acc | --gpu-prepare [DIR] | --report FILE]

  (no part named)      every part that runs on this machine: --compile, --host-acc and
                       --gpu-prepare into <repo>/.gpubench
  --compile            -E, compile-time and bench/kernels against gcc and clang-22
  --host-acc           bench/acc: oxacc -fopenacc (host back end) against gcc -fopenmp
  --gpu-prepare [DIR]  fill DIR (default <repo>/.gpubench) for the GPU machine; run there:
                       bash DIR/run.sh [REPETITIONS]   (writes $OUT/results.json)
  --report FILE        results.json from the GPU machine -> bench/results/gpu-<date>-<device>.*
  --runs N             timed runs per variant (default 5)
  --quick              tiny sizes for --host-acc (checks the harness, measures nothing)

  OXACC=/path/to/oxacc uses that binary instead of building target/release/oxacc.";

#[derive(Default)]
struct Options {
    runs: Option<usize>,
    quick: bool,
    compile: bool,
    host_acc: bool,
    gpu_prepare: Option<Option<PathBuf>>,
    report: Option<PathBuf>,
}

fn parse(args: &[String]) -> Result<Options, Failure> {
    let mut o = Options::default();
    let mut i = 0;
    let usage = || Failure(USAGE.to_owned());
    while i < args.len() {
        match args[i].as_str() {
            "--runs" => {
                let n = args.get(i + 1).ok_or_else(usage)?;
                o.runs = Some(n.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                    Failure(format!("--runs wants a positive number, not '{n}'"))
                })?);
                i += 1;
            }
            "--quick" => o.quick = true,
            "--compile" => o.compile = true,
            "--host-acc" => o.host_acc = true,
            "--gpu-prepare" => {
                let dir = args.get(i + 1).filter(|a| !a.starts_with("--"));
                o.gpu_prepare = Some(dir.map(PathBuf::from));
                i += usize::from(dir.is_some());
            }
            "--report" => {
                o.report = Some(PathBuf::from(args.get(i + 1).ok_or_else(usage)?));
                i += 1;
            }
            _ => return Err(usage()),
        }
        i += 1;
    }
    if !o.compile && !o.host_acc && o.gpu_prepare.is_none() && o.report.is_none() {
        o.compile = true;
        o.host_acc = true;
        o.gpu_prepare = Some(None);
    }
    Ok(o)
}

pub fn bench(args: &[String]) -> Result<(), Failure> {
    let o = parse(args)?;
    let root = workspace_root();
    if let Some(json) = &o.report {
        gpureport::report(&root, json)?;
    }
    if !o.compile && !o.host_acc && o.gpu_prepare.is_none() {
        return Ok(());
    }
    let runs = o.runs.unwrap_or(DEFAULT_RUNS);
    let oxacc = find_oxacc(&root)?;
    let work = root.join("target/bench");
    std::fs::create_dir_all(&work)
        .map_err(|e| Failure(format!("cannot create {}: {e}", work.display())))?;
    if o.compile {
        compile_and_kernels(&root, &oxacc, &work, runs)?;
    }
    if o.host_acc {
        eprintln!("xtask bench: the OpenACC suite on the host ({runs} runs per variant)");
        let md = hostacc::measure(&root, &oxacc.path, &work, runs, o.quick)?;
        print!("{md}");
        // Quick runs validate the harness: their numbers stay out of bench/results.
        let results = if o.quick {
            work.clone()
        } else {
            root.join("bench/results")
        };
        let path = hostacc::write(&results, &md)?;
        println!("\nwritten to {}", path.display());
    }
    if let Some(dir) = &o.gpu_prepare {
        let dir = dir.clone().unwrap_or_else(|| root.join(".gpubench"));
        eprintln!(
            "xtask bench: preparing {} for the GPU machine",
            dir.display()
        );
        let oxacc_path = oxacc.path.exists().then_some(oxacc.path.as_path());
        let command = gpu::prepare(&root, &dir, oxacc_path)?;
        println!(
            "\nGPU folder ready: {}\non the GPU machine run: {command}\nthen here: \
             cargo xtask bench --report <its results.json>",
            dir.display()
        );
    }
    Ok(())
}

/// The oxacc under test: $OXACC, or target/release/oxacc built now (with libaccrt).
fn find_oxacc(root: &Path) -> Result<Compiler, Failure> {
    if let Some(path) = std::env::var_os("OXACC") {
        return Ok(Compiler::new("oxacc", PathBuf::from(path)));
    }
    crate::setup::setup()?;
    crate::setup::install(crate::setup::BENCH_PACKAGES)?;
    cargo(&[
        "build",
        "--release",
        "--package",
        "oxacc-driver",
        "--package",
        "accrt",
    ])?;
    Ok(Compiler::new("oxacc", root.join("target/release/oxacc")))
}

fn compile_and_kernels(
    root: &Path,
    oxacc: &Compiler,
    work: &Path,
    runs: usize,
) -> Result<(), Failure> {
    let gcc = Compiler::new("gcc", PathBuf::from("gcc"));
    let (clang, clang_missing) = if Path::new(CLANG).exists() {
        (Some(Compiler::new("clang-22", PathBuf::from(CLANG))), None)
    } else {
        let why = format!("{CLANG} not found");
        eprintln!("xtask bench: the clang-22 column will be missing: {why}");
        (None, Some(why))
    };

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
    let source = compile::prepare(work)?;
    let mut compilers = vec![oxacc, &gcc];
    compilers.extend(clang.as_ref());
    rows.extend(compile::measure(&compilers, &source, work, runs)?);
    eprintln!("xtask bench: GPU compile time of bench/acc ({runs} runs)");
    rows.push(compile::measure_acc(oxacc, root, work, runs)?);

    eprintln!("xtask bench: run time of bench/kernels ({runs} runs each)");
    rows.extend(kernels::measure(
        &[oxacc, &gcc],
        &root.join("bench/kernels"),
        work,
        runs,
    )?);

    let report = report::Report {
        oxacc,
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
