//! `cargo xtask`: the project's own commands (setup, test, demo, bench), so that a fresh
//! machine needs nothing but Rust and these two lines from the README:
//!
//! ```text
//! cargo xtask demo
//! cargo xtask test
//! ```
//!
//! xtask depends on no workspace crate: it must build before LLVM is installed.

mod bench;
mod setup;
mod util;

use std::path::Path;
use std::process::ExitCode;

use util::{cargo, Failure};

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  setup   install the system packages the build needs (apt; idempotent)
  test    everything CI checks: setup, fmt, clippy, unit tests, the testsuite
  demo    setup, build oxacc in release mode, and run it on an example
  bench   compile time, run time, the OpenACC suite on host and GPU (bench/README.md;
          cargo xtask bench --help)
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("setup") => setup::setup(),
        Some("test") => test(),
        Some("demo") => demo(),
        Some("bench") => bench::bench(&args[1..]),
        Some("help" | "--help" | "-h") | None => {
            print!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(Failure(format!("unknown command '{other}'\n{USAGE}"))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(message)) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

fn test() -> Result<(), Failure> {
    setup::setup()?;
    step("formatting (cargo fmt --check)");
    cargo(&["fmt", "--all", "--check"])?;
    step("lints (cargo clippy -D warnings)");
    cargo(&[
        "clippy",
        "--workspace",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ])?;
    // The testsuite drives the `oxacc` binary and links libaccrt.a from target/debug, which
    // only `cargo build` puts there.
    step("building oxacc and libaccrt (cargo build --workspace)");
    cargo(&["build", "--workspace"])?;
    step("unit tests and the testsuite (cargo test --workspace)");
    cargo(&["test", "--workspace"])?;
    step("all checks passed");
    Ok(())
}

fn demo() -> Result<(), Failure> {
    setup::setup()?;
    step("building oxacc and libaccrt (release)");
    cargo(&[
        "build",
        "--release",
        "--package",
        "oxacc-driver",
        "--package",
        "accrt",
    ])?;
    let root = util::workspace_root();
    let oxacc = root.join("target/release/oxacc");
    let example = root.join("examples/saxpy.c");
    let exe = root.join("target/release/saxpy-demo");
    let (oxacc, example, exe) = (
        oxacc.display().to_string(),
        example.display().to_string(),
        exe.display().to_string(),
    );
    step(&format!(
        "oxacc -fopenacc -Minfo=accel -O2 {example} -o {exe}"
    ));
    util::run(
        &oxacc,
        &["-fopenacc", "-Minfo=accel", "-O2", &example, "-o", &exe],
    )?;
    // The runtime picks the GPU when one is usable, else the host cores.
    let gpu = Path::new("/dev/nvidia0").exists();
    step(&format!("OXACC_TIME=1 {exe}"));
    let status = std::process::Command::new(&exe)
        .env("OXACC_TIME", "1")
        .status()
        .map_err(|e| Failure(format!("cannot run {exe}: {e}")))?;
    if !status.success() {
        return Err(Failure(format!("{exe} failed ({status})")));
    }
    demo_fortran(&oxacc, &root)?;
    step("what happened");
    let ran_on = if gpu {
        "on the GPU (PTX embedded in the executable, loaded through the CUDA driver; this\n\
         first GPU path runs one thread per gang, so it is correct but not fast yet)"
    } else {
        "on this machine's host cores through libaccrt's host back end, one gang per core\n\
         (no GPU here)"
    };
    println!(
        "oxacc parsed and checked the OpenACC directive (the remarks above say how the loop\n\
         was mapped and what data moves), outlined the loop into a kernel with a host and a\n\
         GPU version, and compiled the program with LLVM. The kernel ran\n{ran_on}.\n\
         The time summary comes from OXACC_TIME=1."
    );
    Ok(())
}

/// The Fortran saxpy (`examples/saxpy.f90`, plain Fortran): compiled and run.
fn demo_fortran(oxacc: &str, root: &Path) -> Result<(), Failure> {
    let example = root.join("examples/saxpy.f90").display().to_string();
    let exe = root
        .join("target/release/saxpy-f90-demo")
        .display()
        .to_string();
    step(&format!("oxacc -O2 {example} -o {exe}"));
    util::run(oxacc, &["-O2", &example, "-o", &exe])?;
    step(&exe);
    let status = std::process::Command::new(&exe)
        .status()
        .map_err(|e| Failure(format!("cannot run {exe}: {e}")))?;
    if !status.success() {
        return Err(Failure(format!("{exe} failed ({status})")));
    }
    Ok(())
}

fn step(what: &str) {
    println!("==> {what}");
}
