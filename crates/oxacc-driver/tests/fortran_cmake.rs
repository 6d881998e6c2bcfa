//! CMake with `FC=oxacc` (issue 18: "`oxacc` as `FC` in Make and CMake: CMake must identify it as
//! a Fortran compiler and find OpenACC for Fortran"): the project testsuite/fortran-cmake
//! (`project(… LANGUAGES Fortran)`, `find_package(OpenACC REQUIRED)`) identifies oxacc as GNU,
//! gets `OpenACC_Fortran_FLAGS=-fopenacc` and the spec date 202211 (OpenACC 3.3, from
//! `_OPENACC`), and its `OpenACC::OpenACC_Fortran` target builds a program of two files, one
//! using the other's module (CMake orders them by its own MODULE/USE scan), that prints what
//! gfortran's build prints. Without `cmake` on the PATH the test fails (`cargo xtask setup`
//! installs it), never a silent pass.

mod common;

#[test]
fn cmake_builds_an_openacc_fortran_project_with_oxacc() {
    let printed = common::cmake_probe(
        "fortran-cmake",
        "FC",
        "oxacc-fortran id=[GNU] flags=[-fopenacc] spec=[202211]",
    );
    // gfortran's build prints the same (its spec date is 201711).
    assert_eq!(printed, "triangle 5050\n");
}
