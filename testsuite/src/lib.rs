//! The end-to-end testsuite of oxacc: C programs under `testsuite/c/` and OpenACC programs under
//! `testsuite/acc/`, each carrying in its
//! leading comment block the stdout and exit status that gcc's build of it produces.
//!
//! This library holds what the runner (`tests/programs.rs`) and the expectation generator
//! (`src/bin/bless.rs`) share: reading and writing a program's header ([`spec`]), compiling and
//! running a program under a time limit ([`exec`]), finding the programs ([`discover`]) and a
//! line diff for failure reports ([`diff`]). The format is described in `testsuite/README.md`.

pub mod diff;
pub mod discover;
pub mod exec;
pub mod spec;

/// The runtime configurations every OpenACC build runs in (name, environment of the child): the
/// host device with shared memory (the default), and the host posing as a device with its own
/// memory, so that a missing copy or update gives the same wrong answer as on a GPU. Shared by
/// the C (`tests/programs.rs`) and Fortran (`tests/acc_fortran_programs.rs`) runners.
pub const ACC_CONFIGS: [(&str, &[(&str, &str)]); 2] = [
    ("shared", &[("ACC_DEVICE_TYPE", "host")]),
    (
        "discrete",
        &[
            ("ACC_DEVICE_TYPE", "host"),
            ("OXACC_HOST_MEMORY", "discrete"),
        ],
    ),
];
