//! `oxacc`: the compiler driver. Orchestration only: it parses the command line, runs the
//! pipeline stages of the other crates on each input, and reports through the diagnostics
//! engine. It holds no language or code-generation logic of its own.

mod args;
mod cli;
mod compile;
mod deps;
mod driver;
mod help;
mod jobs;
mod language;
mod options;
mod preprocess;
mod stages;

use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    ExitCode::from(driver::run(&argv))
}
