//! `--gpu-prepare`: everything the GPU machine needs in one folder, built here (that machine
//! cannot install anything): the gcc `-fopenacc -foffload=nvptx-none` executables with the
//! libgomp and nvptx plugin they load, the oxacc GPU builds (or why they are not available
//! yet), the sources for nvcc, the benchmark list and `run.sh` (from `bench/gpu/run.sh`).

use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::suite::{self, SUITE};
use crate::util::{output, Failure};

/// Where Debian keeps the libraries the gcc-offload executables need at run time.
const LIBDIR: &str = "/usr/lib/x86_64-linux-gnu";
/// libgomp and its plugin for gcc's builds; libomp (libomp-22-dev) for oxacc's OpenMP builds
/// that also fork host threads (bench/omp/transfer.c).
const LIBS: &[&str] = &["libgomp.so.1", "libgomp-plugin-nvptx.so.1", "libomp.so.5"];

const GCC_FLAGS: &[&str] = &[
    "-O2",
    "-fopenacc",
    "-foffload=nvptx-none",
    "-foffload-options=-lm",
    "-Wno-unknown-pragmas",
];

const GCC_OMP_FLAGS: &[&str] = &[
    "-O2",
    "-fopenmp",
    "-foffload=nvptx-none",
    "-foffload-options=-lm",
];

/// Programs whose gcc-offload build is not run, and why: the reason lands in `unavailable.tsv`
/// and the report's notes.
const GCC_OFFLOAD_SKIPPED: &[(&str, &str)] = &[(
    "kernels_app",
    "not run: gcc 12 runs its kernels regions on one GPU thread (-fopt-info-omp: \"assigned \
     OpenACC seq loop parallelism\"), 50 s per time step on an H200 (2026-11-26), minutes per \
     run",
)];

fn io<T>(what: &str, path: &Path, r: std::io::Result<T>) -> Result<T, Failure> {
    r.map_err(|e| Failure(format!("cannot {what} {}: {e}", path.display())))
}

fn copy_dir(from: &Path, to: &Path, extensions: &[&str]) -> Result<(), Failure> {
    io("create", to, std::fs::create_dir_all(to))?;
    for entry in io("read", from, std::fs::read_dir(from))? {
        let path = io("read", from, entry)?.path();
        if path
            .extension()
            .is_some_and(|x| extensions.iter().any(|e| x == *e))
        {
            let target = to.join(path.file_name().unwrap_or_default());
            io("copy", &path, std::fs::copy(&path, &target))?;
        }
    }
    Ok(())
}

/// Fills `dir` (emptied first) and returns the command that runs it on the GPU machine.
pub fn prepare(root: &Path, dir: &Path, oxacc: Option<&Path>) -> Result<String, Failure> {
    if dir.exists() {
        io("remove", dir, std::fs::remove_dir_all(dir))?;
    }
    let bin = dir.join("bin");
    let lib = dir.join("lib");
    io("create", &bin, std::fs::create_dir_all(&bin))?;
    io("create", &lib, std::fs::create_dir_all(&lib))?;
    copy_dir(&root.join("bench/acc"), &dir.join("src/acc"), &["c"])?;
    copy_dir(&root.join("bench/common"), &dir.join("src/common"), &["h"])?;
    copy_dir(
        &root.join("bench/cuda"),
        &dir.join("src/cuda"),
        &["cu", "h"],
    )?;
    copy_dir(
        &root.join("bench/fortran"),
        &dir.join("src/fortran"),
        &["f90", "inc"],
    )?;
    copy_dir(&root.join("bench/omp"), &dir.join("src/omp"), &["c"])?;
    let run_sh = dir.join("run.sh");
    io(
        "copy",
        &run_sh,
        std::fs::copy(root.join("bench/gpu/run.sh"), &run_sh),
    )?;
    for l in LIBS {
        let from = Path::new(LIBDIR).join(l);
        if !from.exists() {
            return Err(Failure(format!(
                "{} is missing: install gcc-12-offload-nvptx and libomp-22-dev (cargo xtask bench \
                 installs them)",
                from.display()
            )));
        }
        // fs::copy follows the symbolic link: the real library lands under the soname.
        io("copy", &from, std::fs::copy(&from, lib.join(l)))?;
    }

    let mut list = String::from("# stem|gpu arguments (empty: the defaults)|quick arguments\n");
    let mut unavailable = String::new();
    for bench in SUITE {
        let _ = writeln!(list, "{}|{}|{}", bench.stem, bench.gpu, bench.quick);
        // Compiled from src/, so that messages name acc/NAME.c rather than this folder.
        let source = PathBuf::from(format!("acc/{}.c", bench.stem));
        let src = dir.join("src");
        let gcc_exe = bin.join(format!("{}-gcc", bench.stem));
        if let Some((_, why)) = GCC_OFFLOAD_SKIPPED.iter().find(|(s, _)| *s == bench.stem) {
            let _ = writeln!(unavailable, "gcc-offload\t{}\t{why}", bench.stem);
        } else {
            build_gcc(&src, &source, &gcc_exe, bench.stem, &mut unavailable);
        }
        let exe = bin.join(format!("{}-oxacc", bench.stem));
        let Err(why) = build_oxacc(oxacc, &src, &source, &exe, &["-lm"]) else {
            continue;
        };
        eprintln!("  {}: oxacc: {why}", bench.stem);
        let _ = writeln!(unavailable, "oxacc\t{}\t{why}", bench.stem);
    }
    // The Fortran versions (bench/fortran, variant `oxacc-fortran`): the same kernels, sizes
    // and RESULT names as the C ones, so one run compares Fortran, C and CUDA.
    for bench in SUITE {
        let source = PathBuf::from(format!("fortran/{}.f90", bench.stem));
        let exe = bin.join(format!("{}-oxacc-fortran", bench.stem));
        let why = if !dir.join("src").join(&source).exists() {
            "no Fortran version".to_owned()
        } else {
            match build_oxacc(oxacc, &dir.join("src"), &source, &exe, &[]) {
                Ok(()) => continue,
                Err(why) => why,
            }
        };
        let _ = writeln!(unavailable, "oxacc-fortran\t{}\t{why}", bench.stem);
    }
    // The OpenMP target versions (bench/omp, issue 20): oxacc's and gcc's OpenMP offload of
    // the same kernels, as a third model beside OpenACC and CUDA.
    for bench in SUITE {
        let source = PathBuf::from(format!("omp/{}.c", bench.stem));
        let src = dir.join("src");
        if !src.join(&source).exists() {
            for v in ["oxacc-omp", "gcc-omp"] {
                let _ = writeln!(unavailable, "{v}\t{}\tno OpenMP version", bench.stem);
            }
            continue;
        }
        let exe = bin.join(format!("{}-oxacc-omp", bench.stem));
        let mut cmd = Command::new(oxacc.unwrap_or(Path::new("oxacc")));
        cmd.current_dir(&src)
            .args(["-fopenmp", "-O2", "--offload-arch=sm_90"])
            .arg(&source)
            .arg("-o")
            .arg(&exe)
            .arg("-lm");
        match build(&mut cmd) {
            Ok(()) => {
                let _ = Command::new("strip").arg(&exe).status();
            }
            Err(why) => {
                let _ = writeln!(unavailable, "oxacc-omp\t{}\t{why}", bench.stem);
            }
        }
        let mut gcc = Command::new("gcc");
        gcc.current_dir(&src)
            .args(GCC_OMP_FLAGS)
            .arg(&source)
            .arg("-o")
            .arg(bin.join(format!("{}-gcc-omp", bench.stem)))
            .arg("-lm");
        if let Err(why) = build(&mut gcc) {
            let _ = writeln!(unavailable, "gcc-omp\t{}\t{why}", bench.stem);
        }
    }
    let write = |name: &str, text: &str| {
        let p = dir.join(name);
        io("write", &p, std::fs::write(&p, text))
    };
    write("benchmarks.txt", &list)?;
    write("unavailable.tsv", &unavailable)?;
    let first = |s: Option<String>| s.and_then(|s| s.lines().next().map(str::to_owned));
    write(
        "gcc-version.txt",
        &first(output("gcc", &["--version"])).unwrap_or_default(),
    )?;
    write(
        "oxacc-version.txt",
        &oxacc
            .and_then(|o| first(output(&o.to_string_lossy(), &["--version"])))
            .unwrap_or_else(|| "none".to_owned()),
    )?;
    check_libraries(&bin, &lib)?;
    Ok(format!("bash {}/run.sh 3", dir.display()))
}

/// `oxacc -fopenacc -O2 --offload-arch=sm_90 SOURCE -o EXE EXTRA…` run in `cwd` (so that
/// messages name `acc/NAME.c` rather than this folder), stripped when built (symbols and
/// debug information only make the folder heavier); else why not, for `unavailable.tsv`.
fn build_oxacc(
    oxacc: Option<&Path>,
    cwd: &Path,
    source: &Path,
    exe: &Path,
    extra: &[&str],
) -> Result<(), String> {
    let oxacc = oxacc.ok_or("not available yet: no oxacc binary")?;
    let mut cmd = Command::new(oxacc);
    cmd.current_dir(cwd)
        .args(["-fopenacc", "-O2", "--offload-arch=sm_90"])
        .arg(source)
        .arg("-o")
        .arg(exe)
        .args(extra);
    build(&mut cmd).map_err(|why| format!("not available yet: {why}"))?;
    let _ = Command::new("strip").arg(exe).status();
    Ok(())
}

/// `gcc -fopenacc -foffload=nvptx-none` of one program; a failure is noted, not fatal.
fn build_gcc(src: &Path, source: &Path, exe: &Path, stem: &str, unavailable: &mut String) {
    let mut gcc = Command::new("gcc");
    gcc.current_dir(src)
        .args(GCC_FLAGS)
        .arg(source)
        .arg("-o")
        .arg(exe)
        .arg("-lm");
    if let Err(why) = build(&mut gcc) {
        eprintln!("  {stem}: gcc -fopenacc failed: {why}");
        let _ = writeln!(unavailable, "gcc-offload\t{stem}\t{why}");
    }
}

fn build(cmd: &mut Command) -> Result<(), String> {
    match cmd.output() {
        Ok(out) if out.status.success() => Ok(()),
        Ok(out) => Err(suite::first_error(&String::from_utf8_lossy(&out.stderr))),
        Err(e) => Err(format!("cannot run the compiler: {e}")),
    }
}

/// Every shared library the executables and the plugin need must be in `lib/` or be one that
/// any glibc system has; ldd here (with lib/ first) says which ones they resolve to.
fn check_libraries(bin: &Path, lib: &Path) -> Result<(), Failure> {
    const SYSTEM: &[&str] = &[
        "linux-vdso.so.1",
        "libc.so.6",
        "libm.so.6",
        "ld-linux-x86-64.so.2",
        "libdl.so.2",
        "libpthread.so.0",
        // Rust's unwinder in libaccrt; part of every gcc-built system.
        "libgcc_s.so.1",
    ];
    let mut files: Vec<PathBuf> = io("read", bin, std::fs::read_dir(bin))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.extend(LIBS.iter().map(|l| lib.join(l)));
    for f in files {
        let out = Command::new("ldd")
            .arg(&f)
            .env("LD_LIBRARY_PATH", lib)
            .output()
            .map_err(|e| Failure(format!("cannot run ldd: {e}")))?;
        for line in String::from_utf8_lossy(&out.stdout).lines() {
            let name = line.split_whitespace().next().unwrap_or("");
            let ours = LIBS.contains(&name);
            let system = SYSTEM.iter().any(|s| name.ends_with(s));
            if !ours && !system {
                return Err(Failure(format!(
                    "{} needs {name}, which the GPU machine may lack: add it to LIBS in \
                     xtask/src/bench/gpu.rs",
                    f.display()
                )));
            }
        }
    }
    Ok(())
}
