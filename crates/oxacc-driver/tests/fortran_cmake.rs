//! CMake with `FC=oxacc` (issue 18: "`oxacc` as `FC` in Make and CMake: CMake must identify it as
//! a Fortran compiler and find OpenACC for Fortran"): the project testsuite/fortran-cmake
//! (`project(… LANGUAGES Fortran)`, `find_package(OpenACC REQUIRED)`) identifies oxacc as GNU,
//! gets `OpenACC_Fortran_FLAGS=-fopenacc` and the spec date 202211 (OpenACC 3.3, from
//! `_OPENACC`), and its `OpenACC::OpenACC_Fortran` target builds a program of two files, one
//! using the other's module (CMake orders them by its own MODULE/USE scan), that prints what
//! gfortran's build prints. Without `cmake` on the PATH the test fails (`cargo xtask setup`
//! installs it), never a silent pass.

use std::path::Path;
use std::process::Command;

#[test]
fn cmake_builds_an_openacc_fortran_project_with_oxacc() {
    assert!(
        Command::new("cmake").arg("--version").output().is_ok(),
        "cmake is not installed: run `cargo xtask setup` (it installs cmake for this test)"
    );
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/fortran-cmake");
    let build = std::env::temp_dir().join(format!("oxacc-fortran-cmake-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&build);
    let configure = Command::new("cmake")
        .arg("-S")
        .arg(&src)
        .arg("-B")
        .arg(&build)
        .env("FC", env!("CARGO_BIN_EXE_oxacc"))
        .output()
        .expect("cmake runs");
    let out = String::from_utf8_lossy(&configure.stdout).into_owned();
    let err = String::from_utf8_lossy(&configure.stderr).into_owned();
    assert!(
        configure.status.success(),
        "configure failed:\n{out}\n{err}"
    );
    assert!(
        out.contains("oxacc-fortran id=[GNU] flags=[-fopenacc] spec=[202211]"),
        "{out}"
    );
    let make = Command::new("cmake")
        .arg("--build")
        .arg(&build)
        .output()
        .expect("cmake --build runs");
    assert!(
        make.status.success(),
        "build failed:\n{}{}",
        String::from_utf8_lossy(&make.stdout),
        String::from_utf8_lossy(&make.stderr)
    );
    let run = Command::new(build.join("probe"))
        .output()
        .expect("probe runs");
    // gfortran's build prints the same (its spec date is 201711).
    assert_eq!(String::from_utf8_lossy(&run.stdout), "triangle 5050\n");
    let _ = std::fs::remove_dir_all(&build);
}
