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

use std::ffi::OsString;
use std::path::Path;

/// The compiler under test: `$OXACC` when set (`OXACC=$(which gcc)` checks programs and their
/// expectations against gcc itself), else the `oxacc` binary of the same target folder and
/// profile as the running test executable (`target/<profile>/deps/x-*` → `target/<profile>/oxacc`).
/// Cargo builds a package's own binaries for its tests only, so a missing binary is an error
/// saying how to build it, never a silent skip. Shared by every runner in `tests/`.
pub fn compiler() -> Result<OsString, String> {
    if let Some(c) = std::env::var_os("OXACC") {
        return Ok(c);
    }
    let exe =
        std::env::current_exe().map_err(|e| format!("cannot locate the test executable: {e}"))?;
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .ok_or("test executable has no target folder")?;
    let oxacc = profile_dir.join(format!("oxacc{}", std::env::consts::EXE_SUFFIX));
    if oxacc.is_file() {
        Ok(oxacc.into_os_string())
    } else {
        Err(format!(
            "no oxacc at {}: run `cargo build -p oxacc-driver` with the same profile first, or set OXACC",
            oxacc.display()
        ))
    }
}

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
