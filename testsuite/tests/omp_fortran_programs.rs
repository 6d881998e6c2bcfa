//! The Fortran OpenMP runner: every program under `testsuite/omp-fortran/` (expectations
//! blessed by `testsuite/omp-fortran/bless.sh` from gfortran -fopenmp and flang-22 -fopenmp
//! with 1, 3 and 4 threads, never from oxacc) is compiled with `-fopenmp` at `-O0` and `-O2`,
//! and each build runs with `OMP_NUM_THREADS` 1, 3 and 4 ([`THREADS`]); its stdout and exit
//! status must be the expected ones (the programs print nothing that depends on the number of
//! threads). One test per program, level and thread count:
//! `omp-fortran/loops/001_parallel_do::O2::t3`; programs under `target/`, and the others
//! with target constructs (`apps/`), run in the two host-memory configurations instead
//! ([`DEVICE`]). The runner itself is `fortran_suite`,
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
    if program.starts_with("target/") || offloads(program) {
        &DEVICE
    } else {
        &THREADS
    }
}

/// Whether an application program outside `target/` (`apps/010_…`) has target constructs:
/// it runs in the device configurations too, so that a missing `target update` shows.
fn offloads(program: &str) -> bool {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("omp-fortran");
    ["f90", "F90", "f", "F"].iter().any(|ext| {
        std::fs::read_to_string(dir.join(format!("{program}.{ext}")))
            .is_ok_and(|t| t.to_ascii_lowercase().contains("!$omp target"))
    })
}

static SUITE: Suite = Suite {
    dir: "omp-fortran",
    flag: "-fopenmp",
    configs,
};

fn main() {
    fortran_suite::run(&SUITE)
}
