//! Transfer counts of OpenACC programs, from the runtime's `OXACC_TIME` summary: the program is
//! built with `oxacc -fopenacc` and run on the host device with its own memory
//! (`OXACC_HOST_MEMORY=discrete`), where every copy is a real transfer that the summary counts
//! as on a GPU. The counts are those the data clauses (written and implicit) imply; a compiler
//! change that moves more data than needed changes them.

use std::path::Path;
use std::process::Command;

/// `(host -> device, device -> host)` transfer counts of one run of `program`.
fn transfers(program: &str) -> (u64, u64) {
    transfers_of("acc", program, "-fopenacc")
}

/// As [`transfers`], for a program of `testsuite/<suite>` built with `model` (`-fopenacc`,
/// `-fopenmp`).
fn transfers_of(suite: &str, program: &str, model: &str) -> (u64, u64) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testsuite")
        .join(suite)
        .join(program);
    // One folder per program: the tests of this file run at the same time.
    let stem = src.file_stem().unwrap().to_string_lossy().into_owned();
    let dir =
        std::env::temp_dir().join(format!("oxacc-acc-transfers-{}-{stem}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let exe = dir.join(src.file_stem().unwrap());
    let out = Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args([model, "-O2"])
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("oxacc runs");
    assert!(
        out.status.success(),
        "{program}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe)
        .env("ACC_DEVICE_TYPE", "host")
        .env("OXACC_HOST_MEMORY", "discrete")
        .env("OXACC_TIME", "1")
        .output()
        .expect("the program runs");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(run.status.success(), "{program} failed");
    let summary = String::from_utf8_lossy(&run.stderr).into_owned();
    let count = |dir: &str| -> u64 {
        summary
            .lines()
            .find_map(|l| l.trim_start().strip_prefix(dir))
            .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
            .unwrap_or_else(|| panic!("{program}: no '{dir}' line in:\n{summary}"))
    };
    (count("host -> device"), count("device -> host"))
}

/// Issue 22: read-only scalars of `kernels` regions are firstprivate. 10 time steps of two
/// kernels regions inside `data copy(x) copyin(y)`: x and y in (2), x out (1), and `last`, the
/// one scalar a region writes, in and out once per step (10 + 10). Copying the read-only
/// scalars too (n, a, b; n, s) made it 62 and 61.
#[test]
fn kernels_read_only_scalars_move_no_data() {
    assert_eq!(transfers("kernels/018_readonly_scalars.c"), (12, 11));
}

/// Target regions in code that OpenMP outlines (a parallel region's threads, a task) reach the
/// enclosing function's variables through pointers; they still map them (§2.15.5): `sum` and
/// `a` once in the parallel region, `r` and `a` in each of 8 tasks, and the section of the
/// pointer `v` in a function's parallel region, and `total` and `big` in a last one: 21 in, 21 out. Before, `a` and `v` reached
/// the device as host addresses and were not copied at all (and failed on a GPU).
#[test]
fn outlined_openmp_regions_map_outer_variables() {
    assert_eq!(
        transfers_of(
            "omp/target",
            "199_outlined_regions_map_outer_variables.c",
            "-fopenmp"
        ),
        (21, 21)
    );
}
