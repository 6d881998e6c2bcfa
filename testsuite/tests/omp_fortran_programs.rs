//! The Fortran OpenMP runner: every program under `testsuite/omp-fortran/` (expectations
//! blessed by `testsuite/omp-fortran/bless.sh` from gfortran -fopenmp and flang-22 -fopenmp
//! with 1, 3 and 4 threads, never from oxacc) is compiled with `-fopenmp` at `-O0` and `-O2`,
//! and each build runs with `OMP_NUM_THREADS` 1, 3 and 4 ([`THREADS`]); its stdout and exit
//! status must be the expected ones (the programs print nothing that depends on the number of
//! threads). One test per program, level and thread count:
//! `omp-fortran/loops/001_parallel_do::O2::t3`; programs under `target/` run in the two
//! host-memory configurations instead ([`DEVICE`]). The runner itself is `fortran_suite`,
//! shared with the OpenACC suite.

mod fortran_suite;

use fortran_suite::{Config, Suite};

/// The team sizes each build runs with.
const THREADS: [Config; 3] = [
    ("t1", &[("OMP_NUM_THREADS", "1")]),
    ("t3", &[("OMP_NUM_THREADS", "3")]),
    ("t4", &[("OMP_NUM_THREADS", "4")]),
];
/// Programs under `target/` (device constructs, run through the OpenACC path): both
/// host-memory configurations of the host back end, as `testsuite/omp/target` runs.
const DEVICE: [Config; 2] = [
    (
        "shared",
        &[("ACC_DEVICE_TYPE", "host"), ("OMP_NUM_THREADS", "3")],
    ),
    (
        "discrete",
        &[
            ("ACC_DEVICE_TYPE", "host"),
            ("OXACC_HOST_MEMORY", "discrete"),
            ("OMP_NUM_THREADS", "3"),
        ],
    ),
];

fn configs(program: &str) -> &'static [Config] {
    if program.starts_with("target/") {
        &DEVICE
    } else {
        &THREADS
    }
}

static SUITE: Suite = Suite {
    dir: "omp-fortran",
    flag: "-fopenmp",
    configs,
};

fn main() {
    fortran_suite::run(&SUITE)
}
