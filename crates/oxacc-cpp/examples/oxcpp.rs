//! A minimal `cpp`-like front for trying the preprocessor by hand and for timing it:
//! `cargo run -p oxacc-cpp --example oxcpp -- [-P] [-dM] [-Idir] [-Dx] [-fopenacc] file.c`

use std::path::PathBuf;

use oxacc_cpp::{
    preprocess, write_macro_definitions, write_preprocessed, MacroOption, PreprocessOptions,
};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

fn main() {
    let mut opts = PreprocessOptions::default();
    let mut markers = true;
    let mut dump = false;
    let mut file = None;
    let mut repeat = 1;
    for a in std::env::args().skip(1) {
        if a == "-P" {
            markers = false;
        } else if a == "-dM" {
            dump = true;
        } else if let Some(d) = a.strip_prefix("-I") {
            opts.include_dirs.push(PathBuf::from(d));
        } else if let Some(d) = a.strip_prefix("-isystem") {
            opts.system_dirs.push(PathBuf::from(d));
        } else if let Some(d) = a.strip_prefix("-D") {
            opts.defines.push(MacroOption::Define(d.to_owned()));
        } else if let Some(d) = a.strip_prefix("-U") {
            opts.defines.push(MacroOption::Undef(d.to_owned()));
        } else if a == "-fopenacc" {
            opts.openacc = true;
        } else if a == "-fopenmp" {
            opts.openmp = true;
        } else if a == "-Wall" {
            opts.warn_unknown_pragmas = true;
        } else if let Some(n) = a.strip_prefix("--repeat=") {
            repeat = n.parse().unwrap_or(1);
        } else {
            file = Some(PathBuf::from(a));
        }
    }
    let Some(file) = file else {
        eprintln!("usage: oxcpp [-P] [-dM] [-Idir] [-Dname] file.c");
        std::process::exit(2);
    };
    let mut status = 0;
    for _ in 0..repeat {
        let mut sm = SourceMap::new();
        let mut diags = DiagnosticsEngine::stderr(DiagnosticOptions::default());
        let name = file.display().to_string();
        let main = match sm.load_file(&file, &name, None) {
            Ok(id) => id,
            Err(e) => {
                eprintln!("oxcpp: {e}");
                std::process::exit(1);
            }
        };
        let out = preprocess(&mut sm, &mut diags, main, &opts);
        let stdout = std::io::stdout();
        let mut lock = stdout.lock();
        let r = if dump {
            write_macro_definitions(&out, &mut lock)
        } else {
            write_preprocessed(&sm, &out, &mut lock, markers)
        };
        if r.is_err() || diags.has_errors() {
            status = 1;
        }
    }
    std::process::exit(status);
}
