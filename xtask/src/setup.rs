//! `cargo xtask setup`: installs the system packages the build and the tests need.
//! Idempotent: asks dpkg first and installs only what is missing, saying what it does.

use crate::util::{output, run, Failure};

/// Debian packages, and why each is needed.
const PACKAGES: &[(&str, &str)] = &[
    (
        "llvm-22-dev",
        "LLVM 22 for code generation (inkwell, llvm-sys 221)",
    ),
    ("libzstd-dev", "linked by LLVM"),
    ("zlib1g-dev", "linked by LLVM"),
    (
        "gcc",
        "system C compiler: links programs; reference for tests",
    ),
    (
        "libomp-22-dev",
        "LLVM's OpenMP runtime (libomp): the omp_* routines that -fopenacc and -fopenmp \
         programs call, its omp.h, and the __kmpc_* calls OpenMP host constructs become",
    ),
    (
        "libflang-22-dev",
        "Flang's runtime (libflang_rt.runtime.a): the I/O, STOP and character routines that \
         compiled Fortran programs call; linked statically by every oxacc link",
    ),
    (
        "cmake",
        "the test that CMake's find_package(OpenMP) finds oxacc's OpenMP (users build with \
         CMake; oxacc itself does not)",
    ),
];

/// What `cargo xtask bench` needs beside [`PACKAGES`]: the peer compilers its reports compare
/// with (not needed by the build or the tests, so CI does not install them).
pub const BENCH_PACKAGES: &[(&str, &str)] = &[
    (
        "gcc-12-offload-nvptx",
        "gcc -fopenacc -foffload=nvptx-none, the GPU peer of --gpu-prepare, and its libgomp plugin",
    ),
    (
        "clang-22",
        "the compile-time peer of --compile (oxacc's -O0/-O2 compile of generated.c against clang-22's)",
    ),
];

fn installed(package: &str) -> bool {
    output("dpkg-query", &["-W", "-f=${Status}", package])
        .is_some_and(|status| status.contains("install ok installed"))
}

pub fn setup() -> Result<(), Failure> {
    install(PACKAGES)
}

/// Installs those of `packages` that are missing.
pub fn install(packages: &[(&str, &str)]) -> Result<(), Failure> {
    let missing: Vec<&str> = packages
        .iter()
        .filter(|(p, _)| !installed(p))
        .map(|(p, _)| *p)
        .collect();
    if missing.is_empty() {
        println!("==> setup: all system packages present");
        return Ok(());
    }
    for (p, why) in packages.iter().filter(|(p, _)| missing.contains(p)) {
        println!("==> setup: installing {p} ({why})");
    }
    let is_root = output("id", &["-u"]).is_some_and(|uid| uid.trim() == "0");
    let (program, prefix): (&str, &[&str]) = if is_root {
        ("apt-get", &[])
    } else {
        ("sudo", &["apt-get"])
    };
    let mut update: Vec<&str> = prefix.to_vec();
    update.extend(["update", "-qq"]);
    run(program, &update)?;
    let mut install: Vec<&str> = prefix.to_vec();
    install.extend(["install", "-y", "-qq", "--no-install-recommends"]);
    install.extend(&missing);
    std::env::set_var("DEBIAN_FRONTEND", "noninteractive");
    run(program, &install).map_err(|Failure(e)| {
        Failure(format!(
            "{e}\ninstall these packages by hand: {}",
            missing.join(" ")
        ))
    })
}
