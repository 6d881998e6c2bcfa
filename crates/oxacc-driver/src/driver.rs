//! The top-level flow: command line → options → one job per input → exit status.

use std::io::Write;

use clap::Parser;
use oxacc_source::{DiagnosticsEngine, SourceMap};

use crate::args::normalize;
use crate::cli::Cli;
use crate::help::{version_text, HELP};
use crate::jobs;
use crate::options::{OptionError, Options};

/// Exit statuses as gcc uses them: 0 success, 1 any error.
pub const EXIT_FAILURE: u8 = 1;

/// A problem the driver itself reports, as `oxacc: error: …` (no source location).
pub fn driver_error(message: &str) {
    let _ = writeln!(std::io::stderr(), "oxacc: error: {message}");
}

pub fn driver_warning(message: &str) {
    let _ = writeln!(std::io::stderr(), "oxacc: warning: {message}");
}

/// Runs a whole `oxacc` command line; `compile` runs the compile stages (in this process, or in
/// `oxacc-cc1`). Returns the exit status.
pub fn run(argv: &[String], compile: crate::stages::CompileStage) -> u8 {
    let normalized = normalize(argv);
    for flag in &normalized.missing_value {
        driver_error(&format!(
            "argument to '{flag}' is missing (expected 1 value)"
        ));
    }
    if !normalized.missing_value.is_empty() {
        return EXIT_FAILURE;
    }
    let clap_args = std::iter::once("oxacc".to_owned()).chain(normalized.args.iter().cloned());
    let cli = match Cli::try_parse_from(clap_args) {
        Ok(cli) => cli,
        Err(e) => {
            let message = e.to_string();
            let first = message.lines().next().unwrap_or("invalid command line");
            driver_error(first.trim_start_matches("error: "));
            return EXIT_FAILURE;
        }
    };
    if cli.help {
        print!("{HELP}");
        return 0;
    }
    let (wants_version, verbose, no_inputs) = (cli.version, cli.verbose, cli.inputs.is_empty());
    if wants_version || (verbose && no_inputs) {
        print!("{}", version_text());
        return 0;
    }
    for flag in &normalized.unknown {
        driver_warning(&format!("unknown argument ignored: '{flag}'"));
    }
    let parsed = match Options::from_cli(cli, &normalized) {
        Ok(parsed) => parsed,
        Err(OptionError::NoInputs) => {
            driver_error("no input files");
            return EXIT_FAILURE;
        }
        Err(e) => {
            driver_error(&e.to_string());
            return EXIT_FAILURE;
        }
    };
    for flag in &parsed.ignored {
        driver_warning(&format!("unknown argument ignored: '{flag}'"));
    }
    for w in &parsed.warnings {
        driver_warning(w);
    }
    let options = parsed.options;
    if options.verbose {
        let _ = write!(std::io::stderr(), "{}", version_text());
    }
    let plan = jobs::plan(&options);
    if options.print_commands || options.verbose {
        let mut err = std::io::stderr();
        if options.print_commands {
            let _ = write!(err, "{}", version_text());
        }
        for job in &plan {
            let _ = writeln!(err, "{}", job.command_line(&options));
        }
        if options.print_commands {
            return 0;
        }
    }
    let mut sm = SourceMap::new();
    let mut diags = DiagnosticsEngine::stderr(options.diag.clone());
    let ok = jobs::execute(&plan, &options, &mut sm, &mut diags, compile);
    if ok && !diags.has_errors() {
        0
    } else {
        EXIT_FAILURE
    }
}
