//! The Fortran OpenACC runner: every program under `testsuite/acc-fortran/` (expectations
//! blessed by `testsuite/acc-fortran/bless.sh` from gfortran -fopenacc and flang-22, never from
//! oxacc) is compiled with `-fopenacc` at `-O0` and `-O2`, and each build runs in every runtime
//! configuration of [`ACC_CONFIGS`] (host device with shared memory, and with discrete
//! memory); its stdout and exit status must be the expected ones. One test per program, level
//! and configuration: `acc-fortran/data/005_present_cloverleaf::O2::discrete`.
//! `! acc-configs: shared` in a header limits the configurations (with the reason in a
//! comment). The runner itself is `fortran_suite`, shared with the OpenMP suite.

mod fortran_suite;

use fortran_suite::{Config, Suite};
use oxacc_testsuite::ACC_CONFIGS;

fn configs(_program: &str) -> &'static [Config] {
    &ACC_CONFIGS
}

static SUITE: Suite = Suite {
    dir: "acc-fortran",
    flag: "-fopenacc",
    configs,
};

fn main() {
    fortran_suite::run(&SUITE)
}
