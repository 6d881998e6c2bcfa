//! Parses Fortran files and prints their AST dump (debugging aid):
//! `cargo run -p oxacc-fortran --example fortran_dump -- [-fopenacc] [-fopenmp] FILE…`.

use std::path::Path;

use oxacc_fortran::{FortranOptions, SourceForm};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

fn main() {
    let mut options = FortranOptions::default();
    let mut files = Vec::new();
    for a in std::env::args().skip(1) {
        match a.as_str() {
            "-fopenacc" => options.openacc = true,
            "-fopenmp" => options.openmp = true,
            _ => files.push(a),
        }
    }
    let mut status = 0;
    for f in files {
        let mut sm = SourceMap::new();
        let mut diags = DiagnosticsEngine::stderr(DiagnosticOptions::default());
        let path = Path::new(&f);
        let id = match sm.load_file(path, &f, None) {
            Ok(id) => id,
            Err(e) => {
                eprintln!("fortran_dump: {e}");
                status = 1;
                continue;
            }
        };
        let opts = FortranOptions {
            form: SourceForm::from_path(path),
            ..options.clone()
        };
        let file = oxacc_fortran::parse_file(&mut sm, id, &opts, &mut diags);
        print!("{}", oxacc_fortran::dump::dump(&file));
        if diags.has_errors() {
            status = 1;
        }
    }
    std::process::exit(status);
}
