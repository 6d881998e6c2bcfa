//! `cargo xtask bench`: measurements, always as ratios against reference compilers run in the
//! same session, never asserted on. The parts:
//!
//! - preprocessing speed: `oxacc -E` against `gcc -E` on `bench/preprocess/all_headers.c`;
//! - compile time (`bench/compile.rs`): a large generated C file (`bench/generate.rs`) at
//!   `-O0` and `-O2` against gcc and clang-22, and a large generated Fortran file
//!   (`bench/generate_fortran.rs`) at `-O2` against gfortran and flang-22;
//! - run time (`bench/kernels.rs`): the self-checking programs in `bench/kernels/` built by
//!   oxacc, gcc and clang-22, and those of `bench/kernels-fortran/` built by oxacc, gfortran
//!   and flang-22 (tables: `bench/results/host-<date>.md`);
//! - the OpenACC suite on the host (`bench/hostacc.rs`): `bench/acc` built by oxacc -fopenacc
//!   against its `#pragma omp` alternatives built by gcc -fopenmp (`host-acc-<date>.md`);
//! - the GPU folder (`bench/gpu.rs`): gcc-offload builds, oxacc GPU builds, CUDA sources and
//!   `run.sh` for the GPU machine; its `results.json` comes back to `--report`
//!   (`bench/gpureport.rs`, `gpu-<date>-<device>.{md,png,json}`).
//!
//! See `bench/README.md` for the flags.

mod compile;
mod generate;
mod generate_fortran;
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
const CLANG: &[&str] = &["/usr/bin/clang-22", "/usr/lib/llvm-22/bin/clang"];
const FLANG: &[&str] = &["/usr/bin/flang-22", "/usr/lib/llvm-22/bin/flang"];

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

/// One line of a table: times in the order of the table's compilers (oxacc first), as far as
/// measured.
pub struct Row {
    pub name: String,
    pub times: Vec<Duration>,
}

const USAGE: &str = "\
usage: cargo xtask bench [--runs N] [--quick] [--compile | --fortran | --host-acc | --gpu-prepare [DIR] | --report FILE]

  (no part named)      every part that runs on this machine: --compile, --host-acc and
                       --gpu-prepare into <repo>/.gpubench
  --compile            -E, compile time and bench/kernels against gcc and clang-22, and the
                       Fortran part (--fortran) -> bench/results/host-<date>.md
  --fortran            only the Fortran part: compile time of a generated Fortran file and
                       bench/kernels-fortran against gfortran and flang-22
                       -> bench/results/host-fortran-<date>.md
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
    fortran: bool,
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
            "--fortran" => o.fortran = true,
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
    if !o.compile && !o.fortran && !o.host_acc && o.gpu_prepare.is_none() && o.report.is_none() {
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
    if !o.compile && !o.fortran && !o.host_acc && o.gpu_prepare.is_none() {
        return Ok(());
    }
    let runs = o.runs.unwrap_or(DEFAULT_RUNS);
    let oxacc = find_oxacc(&root)?;
    let work = root.join("target/bench");
    std::fs::create_dir_all(&work)
        .map_err(|e| Failure(format!("cannot create {}: {e}", work.display())))?;
    if o.compile || o.fortran {
        compile_and_kernels(&root, &oxacc, &work, runs, o.compile)?;
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

/// The host tables: C (`-E`, compile time, `bench/kernels`) when `c`, Fortran always.
fn compile_and_kernels(
    root: &Path,
    oxacc: &Compiler,
    work: &Path,
    runs: usize,
    c: bool,
) -> Result<(), Failure> {
    let mut missing = Vec::new();
    let mut tables = Vec::new();
    let gcc = Compiler::new("gcc", PathBuf::from("gcc"));
    let clang = c
        .then(|| optional("clang-22", CLANG, &mut missing))
        .flatten();
    if c {
        tables.push(c_table(root, oxacc, &gcc, clang.as_ref(), work, runs)?);
    }
    let gfortran = Compiler::new("gfortran", PathBuf::from("gfortran"));
    let flang = optional("flang-22", FLANG, &mut missing);
    tables.push(fortran_table(
        root,
        oxacc,
        &gfortran,
        flang.as_ref(),
        work,
        runs,
    )?);

    let mut compilers = vec![oxacc];
    if c {
        compilers.push(&gcc);
        compilers.extend(clang.as_ref());
    }
    compilers.push(&gfortran);
    compilers.extend(flang.as_ref());
    let report = report::Report {
        compilers,
        missing,
        runs,
        tables,
    };
    print!("{}", report.markdown());
    let prefix = if c { "host" } else { "host-fortran" };
    let path = report.write(&root.join("bench/results"), prefix)?;
    println!("\nwritten to {}", path.display());
    Ok(())
}

/// A compiler that may be absent: the first of `paths` that exists; otherwise a line in
/// `missing` says why its column is empty.
fn optional(name: &str, paths: &[&str], missing: &mut Vec<String>) -> Option<Compiler> {
    let found = paths.iter().find(|p| Path::new(p).exists());
    if found.is_none() {
        let why = format!(
            "{name}: missing ({} not found); its column is empty",
            paths.join(", ")
        );
        eprintln!("xtask bench: {why}");
        missing.push(why);
    }
    found.map(|p| Compiler::new(name, PathBuf::from(p)))
}

fn c_table<'a>(
    root: &Path,
    oxacc: &Compiler,
    gcc: &Compiler,
    clang: Option<&Compiler>,
    work: &Path,
    runs: usize,
) -> Result<report::Table<'a>, Failure> {
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

    eprintln!("xtask bench: C compile time ({runs} runs per compiler and level)");
    let source = compile::prepare(
        work,
        "generated.c",
        &generate::generate(),
        &["gcc", "-O2", "-Wall", "-Wextra"],
    )?;
    let mut compilers = vec![oxacc, gcc];
    compilers.extend(clang);
    rows.extend(compile::measure(
        &compilers,
        &source,
        &["-O0", "-O2"],
        work,
        runs,
    )?);
    eprintln!("xtask bench: GPU compile time of bench/acc ({runs} runs)");
    rows.push(compile::measure_acc(oxacc, root, work, runs)?);

    eprintln!("xtask bench: run time of bench/kernels ({runs} runs each)");
    // The C kernels against gcc only, as before (clang-22 times compile time alone).
    rows.extend(kernels::measure(
        &compilers[..2],
        &root.join("bench/kernels"),
        "c",
        work,
        runs,
    )?);
    Ok(report::Table {
        title: "C",
        compilers: vec!["oxacc", "gcc", "clang-22"],
        ratios: vec![(0, 1), (0, 2)],
        rows,
    })
}

fn fortran_table<'a>(
    root: &Path,
    oxacc: &Compiler,
    gfortran: &Compiler,
    flang: Option<&Compiler>,
    work: &Path,
    runs: usize,
) -> Result<report::Table<'a>, Failure> {
    let mut compilers = vec![oxacc, gfortran];
    compilers.extend(flang);
    eprintln!("xtask bench: Fortran compile time ({runs} runs per compiler)");
    let source = compile::prepare(
        work,
        "generated.f90",
        &generate_fortran::generate(),
        // The front end's diagnostics (all of -Wall -Wextra but those of the optimiser) in a
        // fraction of an -O2 compile.
        &["gfortran", "-fsyntax-only", "-Wall", "-Wextra"],
    )?;
    let mut rows = compile::measure(&compilers, &source, &["-O2"], work, runs)?;
    eprintln!("xtask bench: run time of bench/kernels-fortran ({runs} runs each)");
    rows.extend(kernels::measure(
        &compilers,
        &root.join("bench/kernels-fortran"),
        "f90",
        work,
        runs,
    )?);
    Ok(report::Table {
        title: "Fortran",
        compilers: vec!["oxacc", "gfortran", "flang-22"],
        ratios: vec![(0, 1), (2, 1)],
        rows,
    })
}

/// `dir/cwd-<name>`, created: the working directory of one compiler's runs, so that the module
/// files Fortran compilers write there (same names, each compiler its own format) stay apart.
pub fn scratch_dir(dir: &Path, name: &str) -> Result<PathBuf, Failure> {
    let path = dir.join(format!("cwd-{name}"));
    std::fs::create_dir_all(&path)
        .map_err(|e| Failure(format!("cannot create {}: {e}", path.display())))?;
    Ok(path)
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
