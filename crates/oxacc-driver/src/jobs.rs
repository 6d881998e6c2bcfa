//! The work one command line asks for, as a list of jobs: a stage per input, then maybe a
//! link. Planning is separate from running so that `-###` can print the plan and `-v` can
//! print it as it runs.

use std::path::{Path, PathBuf};

use oxacc_source::{DiagnosticsEngine, SourceMap};

use crate::driver::{driver_error, driver_warning};
use crate::language::{Input, Language};
use crate::options::{Action, Options};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    Dependencies,
    Preprocess,
    SyntaxOnly,
    Assemble,
    Compile,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// One source file through the in-process pipeline up to `stage`. `output` None is stdout.
    Source {
        input: Input,
        stage: Stage,
        output: Option<PathBuf>,
    },
    /// Link through the system `cc`; `args` is its whole argument list. `temporaries` are the
    /// objects compiled for this link only, removed afterwards.
    Link {
        args: Vec<String>,
        temporaries: Vec<PathBuf>,
    },
    /// A linker input given to an action that does not link (gcc warns and goes on).
    UnusedLinkerInput { input: PathBuf },
}

impl Job {
    /// The job as a shell command line: in-process stages are shown as the equivalent
    /// single-stage `oxacc` invocation.
    pub fn command_line(&self, options: &Options) -> String {
        let quote = |args: &[String]| {
            args.iter()
                .map(|a| format!("\"{}\"", a.replace('"', "\\\"")))
                .collect::<Vec<_>>()
                .join(" ")
        };
        match self {
            Job::Source {
                input,
                stage,
                output,
            } => {
                // Compile stages run in oxacc-cc1; preprocessing runs in oxacc itself.
                let program = match stage {
                    Stage::Dependencies | Stage::Preprocess => self_path(),
                    _ => crate::cc1::path().display().to_string(),
                };
                let mut args = vec![program];
                args.extend(crate::cc1::args(input, stage, output.as_deref(), options));
                format!(" {}", quote(&args))
            }
            Job::Link { args, .. } => {
                let mut line = vec![LINKER.to_owned()];
                line.extend(args.iter().cloned());
                format!(" {}", quote(&line))
            }
            Job::UnusedLinkerInput { input } => {
                format!(
                    " # {}: linker input unused because linking is not done",
                    input.display()
                )
            }
        }
    }
}

fn self_path() -> String {
    std::env::current_exe().map_or_else(|_| "oxacc".to_owned(), |p| p.display().to_string())
}

/// The output of a single-input stage: `-o` if given, else gcc's default name.
fn stage_output(options: &Options, input: &Input, stage: &Stage) -> Option<PathBuf> {
    if let Some(out) = &options.output {
        return Some(out.clone());
    }
    let stem = || -> PathBuf {
        let name = if input.is_stdin() {
            Path::new("-")
        } else {
            input.path.as_path()
        };
        PathBuf::from(name.file_stem().unwrap_or(name.as_os_str()))
    };
    match stage {
        Stage::Dependencies | Stage::Preprocess | Stage::SyntaxOnly => None,
        Stage::Assemble => Some(stem().with_extension("s")),
        Stage::Compile => Some(stem().with_extension("o")),
    }
}

pub fn plan(options: &Options) -> Vec<Job> {
    let stage = match options.action {
        Action::Dependencies => Stage::Dependencies,
        Action::Preprocess => Stage::Preprocess,
        Action::SyntaxOnly => Stage::SyntaxOnly,
        Action::Assemble => Stage::Assemble,
        Action::Compile | Action::Link => Stage::Compile,
    };
    let linking = options.action == Action::Link;
    let mut jobs = Vec::new();
    let mut temporaries = Vec::new();
    // Link inputs in command-line order: (input index, argument).
    let mut objects: Vec<(usize, String)> = Vec::new();
    for (index, input) in options.inputs.iter().enumerate() {
        if input.language == Language::Object {
            if linking {
                objects.push((index, input.path.display().to_string()));
            } else {
                jobs.push(Job::UnusedLinkerInput {
                    input: input.path.clone(),
                });
            }
            continue;
        }
        let output = if linking {
            // A temporary object per source, as gcc does; named after the input.
            let stem = input
                .path
                .file_stem()
                .map(PathBuf::from)
                .unwrap_or_default();
            let name = format!("oxacc-{}-{index}-{}.o", std::process::id(), stem.display());
            let object = std::env::temp_dir().join(name);
            temporaries.push(object.clone());
            Some(object)
        } else {
            stage_output(options, input, &stage)
        };
        if let Some(o) = &output {
            objects.push((index, o.display().to_string()));
        }
        jobs.push(Job::Source {
            input: input.clone(),
            stage: stage.clone(),
            output,
        });
    }
    if linking {
        jobs.push(Job::Link {
            args: link_args(options, &objects),
            temporaries,
        });
    }
    jobs
}

/// The system C compiler drives the link, so that crt files, libc and the search paths of
/// the installed toolchain are right without oxacc knowing them.
pub const LINKER: &str = "cc";

fn link_args(options: &Options, objects: &[(usize, String)]) -> Vec<String> {
    let l = &options.link;
    let output = options
        .output
        .clone()
        .unwrap_or_else(|| PathBuf::from("a.out"));
    let mut args = vec!["-o".to_owned(), output.display().to_string()];
    args.extend(l.lib_dirs.iter().map(|d| format!("-L{d}")));
    // An item given after input N goes after input N's object (sorting is stable, and an
    // object at index N sorts before items recorded with N+1 inputs before them).
    let mut ordered: Vec<(usize, &str)> = objects
        .iter()
        .map(|(i, o)| (2 * i + 1, o.as_str()))
        .collect();
    ordered.extend(l.items.iter().map(|(i, item)| (2 * i, item.as_str())));
    ordered.sort_by_key(|(key, _)| *key);
    args.extend(ordered.into_iter().map(|(_, a)| a.to_owned()));
    let switches = [
        (l.shared, "-shared"),
        (l.static_link, "-static"),
        (l.pthread, "-pthread"),
        (l.rdynamic, "-rdynamic"),
        (l.nostdlib, "-nostdlib"),
        (l.pie == Some(true), "-pie"),
        (l.pie == Some(false), "-no-pie"),
    ];
    args.extend(
        switches
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, s)| s.to_string()),
    );
    if options.openacc || options.openmp {
        if !l.static_link && !l.nostdlib {
            args.extend(pinned_memory_hook_args());
            if !l.shared {
                args.extend(runtime_export_args());
            }
        }
        // libaccrt is a Rust static library: it needs threads, dlopen (for libcuda) and libm.
        args.push(runtime_library().display().to_string());
        args.extend(["-pthread", "-ldl", "-lm"].map(str::to_owned));
    }
    if !l.nostdlib {
        args.extend(crate::fortran::runtime_link_args());
    }
    if (options.openacc || options.openmp) && !l.static_link && !l.nostdlib {
        args.extend(openmp_link_args());
    }
    // `-v` shows the linker's own command line too, as gcc and clang do: build systems read
    // the libraries a flag adds from it (CMake's FindOpenMP, docs/openmp.md).
    if options.verbose {
        args.push("-v".to_owned());
    }
    args
}

/// Where libomp-22-dev puts LLVM's OpenMP runtime: the multiarch directory (on the loader's
/// default path) first, then LLVM's own library directory (which needs an rpath).
const LIBOMP_CANDIDATES: [&str; 2] = [
    "/usr/lib/x86_64-linux-gnu/libomp.so",
    "/usr/lib/llvm-22/lib/libomp.so",
];

/// The OpenMP API routines (`omp_get_wtime`, `omp_get_num_threads`, locks, …) with `-fopenacc`
/// or `-fopenmp`, as gcc links libgomp for both: LLVM's libomp, the host OpenMP runtime of
/// record (docs/design.md). `--as-needed`: only a program that calls one depends on
/// libomp.so.5 at run time, so OpenACC programs that do not still run on machines without it.
/// Nothing is added when libomp is not installed (a call then fails to link, naming the
/// routine), nor for `-static` (libomp has no static archive).
pub fn openmp_link_args() -> Vec<String> {
    let Some(lib) = LIBOMP_CANDIDATES.iter().map(Path::new).find(|p| p.exists()) else {
        return Vec::new();
    };
    // In the multiarch directory (on the linker's default path) the library is named as gcc
    // names libgomp, `-lomp`: build systems that read the libraries a flag adds from `-v`
    // (CMake's FindOpenMP) recognise `-l` items, not paths to shared objects.
    let default_path = lib.starts_with("/usr/lib/x86_64-linux-gnu");
    let item = if default_path {
        "-lomp".to_owned()
    } else {
        lib.display().to_string()
    };
    let mut args = vec![
        "-Wl,--push-state,--as-needed".to_owned(),
        item,
        "-Wl,--pop-state".to_owned(),
    ];
    if let Some(dir) = lib.parent().filter(|_| !default_path) {
        args.push(format!("-Wl,-rpath,{}", dir.display()));
    }
    args
}

/// libomp looks these up in the program (dlsym) to page-lock the memory of an allocator with
/// the `pinned` trait (OpenMP 5.0 §2.11.2): libaccrt registers it with the GPU's driver, so
/// transfers from it run at pinned speed (docs/openmp.md). `-u`, given before libaccrt.a,
/// keeps their object in the link when the program calls neither.
fn pinned_memory_hook_args() -> Vec<String> {
    ["llvm_omp_target_lock_mem", "llvm_omp_target_unlock_mem"]
        .iter()
        .map(|sym| format!("-Wl,-u,{sym},--export-dynamic-symbol={sym}"))
        .collect()
}

/// A program exports libaccrt's entry points, so that a shared library compiled by oxacc and
/// opened later (`dlopen`), which holds a copy of libaccrt of its own, binds its regions,
/// data clauses, image registration and `acc_*` calls to the program's runtime: one present
/// table and one device context per process, as OpenACC 3.3 §2.6 needs when the program's
/// `data` regions enclose the library's compute regions (decision 123). Without it the
/// library's copy kept a second present table, and `present(a)` of data the program had
/// mapped stopped with "not present".
fn runtime_export_args() -> Vec<String> {
    ["__oxacc_*", "acc_*"]
        .iter()
        .map(|glob| format!("-Wl,--export-dynamic-symbol={glob}"))
        .collect()
}

/// The directory of the running `oxacc` (empty when unknown: candidates are then relative).
fn exe_dir() -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(Path::to_path_buf))
        .unwrap_or_default()
}

/// libaccrt.a: beside the `oxacc` executable (a cargo build), else in `../lib/` (an
/// installation). The first candidate is returned when neither exists, and the link reports it.
pub fn runtime_library() -> PathBuf {
    let exe_dir = exe_dir();
    let candidates = [
        exe_dir.join("libaccrt.a"),
        exe_dir.join("../lib/libaccrt.a"),
    ];
    candidates
        .iter()
        .find(|c| c.exists())
        .unwrap_or(&candidates[0])
        .clone()
}

/// The directory holding `openacc.h`, `oxacc_rt.h` and `omp.h` (which forwards to libomp's):
/// `../include/oxacc/` of an installation,
/// else the runtime's source tree this oxacc was built from.
pub fn runtime_include_dir() -> Option<PathBuf> {
    let exe_dir = exe_dir();
    let candidates = [
        exe_dir.join("../include/oxacc"),
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../runtime-rs/include"),
    ];
    candidates
        .into_iter()
        .find(|c| c.join("openacc.h").exists())
        .map(|c| c.canonicalize().unwrap_or(c))
}

fn link(args: &[String], temporaries: &[PathBuf], options: &Options) -> bool {
    if (options.openacc || options.openmp) && !runtime_library().exists() {
        driver_error(&format!(
            "cannot find the OpenACC runtime library '{}' (build it with `cargo build -p accrt`)",
            runtime_library().display()
        ));
        return false;
    }
    let status = std::process::Command::new(LINKER).args(args).status();
    for t in temporaries {
        let _ = std::fs::remove_file(t);
    }
    match status {
        Ok(s) if s.success() => true,
        Ok(_) => {
            driver_error(&format!(
                "linker command failed ({LINKER} {})",
                args.join(" ")
            ));
            false
        }
        Err(e) => {
            driver_error(&format!("cannot run the linker '{LINKER}': {e}"));
            false
        }
    }
}

/// Runs the plan; false if any job failed (its diagnostics are already out).
pub fn execute(
    plan: &[Job],
    options: &Options,
    sm: &mut SourceMap,
    diags: &mut DiagnosticsEngine,
    compile: crate::stages::CompileStage,
) -> bool {
    let mut ok = true;
    for job in plan {
        ok &= match job {
            Job::Source {
                input,
                stage,
                output,
            } => crate::stages::run_source(
                input,
                stage,
                output.as_deref(),
                options,
                sm,
                diags,
                compile,
            ),
            Job::Link { args, temporaries } => link(args, temporaries, options),
            Job::UnusedLinkerInput { input } => {
                driver_warning(&format!(
                    "{}: linker input file unused because linking not done",
                    input.display()
                ));
                true
            }
        };
        if !ok || diags.should_stop() {
            remove_temporaries(plan);
            return false;
        }
    }
    ok
}

/// A failed build leaves no temporary objects behind.
fn remove_temporaries(plan: &[Job]) {
    for job in plan {
        if let Job::Link { temporaries, .. } = job {
            for t in temporaries {
                let _ = std::fs::remove_file(t);
            }
        }
    }
}
