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

use std::process::ExitCode;

use util::{cargo, Failure};

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  setup   install the system packages the build needs (apt; idempotent)
  test    everything CI checks: setup, fmt, clippy, unit tests, the testsuite
  demo    setup, build oxacc in release mode, and run it on an example
  bench   run the benchmarks (preprocessor speed vs gcc for now) and print ratios
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
    step("unit tests and the testsuite (cargo test --workspace)");
    cargo(&["test", "--workspace"])?;
    step("all checks passed");
    Ok(())
}

fn demo() -> Result<(), Failure> {
    setup::setup()?;
    step("building oxacc (release)");
    cargo(&["build", "--release", "--package", "oxacc-driver"])?;
    let oxacc = util::workspace_root().join("target/release/oxacc");
    let example = util::workspace_root().join("examples/saxpy.c");
    step(&format!(
        "oxacc -E -P -fopenacc {} (the example's own lines)",
        example.display()
    ));
    let args = ["-E", "-P", "-fopenacc", example.to_str().unwrap_or("")];
    let text = util::output(oxacc.to_str().unwrap_or("oxacc"), &args)
        .ok_or_else(|| Failure("oxacc -E failed on the example".to_owned()))?;
    // The headers' declarations come first; show from the example's `main` on.
    let start = text.find("int main").unwrap_or(0);
    print!("{}", &text[start..]);
    step("what happened");
    println!(
        "The preprocessor expanded the macros of the example, including those inside its\n\
         `#pragma acc` line (OpenACC 3.3 §2.1). This build of oxacc stops there: compiling C to\n\
         object code and running OpenACC regions on the GPU or the host cores arrive in later\n\
         releases, and this demo will then compile and run the example."
    );
    Ok(())
}

fn step(what: &str) {
    println!("==> {what}");
}
