//! CMake's `find_package(OpenMP)` finds oxacc's OpenMP for C (issue 20): a tiny project
//! (testsuite/omp-cmake) configured with `CC=oxacc` gets `OpenMP_C_FLAGS=-fopenmp`,
//! `OpenMP_C_LIB_NAMES` libaccrt, dl, omp and pthread (read from the link line `oxacc -v` prints:
//! target regions need the OpenACC runtime), spec date 201511,
//! and its `OpenMP::OpenMP_C` target builds a program that runs a team of three threads.
//! CMake is not a dependency of oxacc itself, but `cargo xtask setup` installs it for this
//! test; without `cmake` on the PATH the test fails (never a silent pass).

use std::path::Path;
use std::process::Command;

#[test]
fn find_package_openmp_with_oxacc() {
    assert!(
        Command::new("cmake").arg("--version").output().is_ok(),
        "cmake is not installed: run `cargo xtask setup` (it installs cmake for this test)"
    );
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/omp-cmake");
    let build = std::env::temp_dir().join(format!("oxacc-omp-cmake-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&build);
    let configure = Command::new("cmake")
        .arg("-S")
        .arg(&src)
        .arg("-B")
        .arg(&build)
        .env("CC", env!("CARGO_BIN_EXE_oxacc"))
        .output()
        .expect("cmake runs");
    let out = String::from_utf8_lossy(&configure.stdout).into_owned();
    let err = String::from_utf8_lossy(&configure.stderr).into_owned();
    assert!(
        configure.status.success(),
        "configure failed:\n{out}\n{err}"
    );
    assert!(
        out.contains(
            "oxacc-openmp flags=[-fopenmp] libs=[libaccrt;dl;omp;pthread] spec=[201511] version=[4.5]"
        ),
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
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "team of 3, _OPENMP 201511\n"
    );
    let _ = std::fs::remove_dir_all(&build);
}
