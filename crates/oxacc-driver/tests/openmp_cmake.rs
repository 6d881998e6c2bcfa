//! CMake's `find_package(OpenMP)` finds oxacc's OpenMP for C (issue 20): a tiny project
//! (testsuite/omp-cmake) configured with `CC=oxacc` gets `OpenMP_C_FLAGS=-fopenmp`,
//! `OpenMP_C_LIB_NAMES` libaccrt, dl, omp and pthread (read from the link line `oxacc -v` prints:
//! target regions need the OpenACC runtime), spec date 201511,
//! and its `OpenMP::OpenMP_C` target builds a program that runs a team of three threads.
//! CMake is not a dependency of oxacc itself, but `cargo xtask setup` installs it for this
//! test; without `cmake` on the PATH the test fails (never a silent pass).

mod common;

#[test]
fn find_package_openmp_with_oxacc() {
    let printed = common::cmake_probe(
        "omp-cmake",
        "CC",
        "oxacc-openmp flags=[-fopenmp] libs=[libaccrt;dl;omp;pthread] spec=[201511] version=[4.5]",
    );
    assert_eq!(printed, "team of 3, _OPENMP 201511\n");
}
