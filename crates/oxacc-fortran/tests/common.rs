//! Shared helpers: run the front end on a file or a string and capture its diagnostics.

use std::io::Write;
use std::path::Path;
use std::sync::{Arc, Mutex};

use oxacc_fortran::{ast, FortranOptions, SourceForm};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

#[derive(Clone, Default)]
pub struct Capture(pub Arc<Mutex<Vec<u8>>>);

impl Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[allow(dead_code)]
pub struct Outcome {
    pub file: ast::File,
    /// Everything the diagnostics engine printed.
    pub text: String,
    pub errors: u32,
}

/// Parses `path` (displayed as `name`) with OpenACC and OpenMP enabled, the source form
/// chosen by the file extension, `dir` as include directory.
#[allow(dead_code)]
pub fn parse_path(path: &Path, name: &str) -> Outcome {
    let mut sm = SourceMap::new();
    let id = sm.load_file(path, name, None).expect("readable test file");
    let options = FortranOptions {
        form: SourceForm::from_path(path),
        openacc: true,
        openmp: true,
        include_dirs: path.parent().map(|p| p.to_path_buf()).into_iter().collect(),
        ..Default::default()
    };
    run(&mut sm, id, &options)
}

/// Parses `text` as a file named `name` with `options`.
#[allow(dead_code)]
pub fn parse_text(name: &str, text: &str, options: &FortranOptions) -> Outcome {
    let mut sm = SourceMap::new();
    let id = sm.add_file(name, text);
    run(&mut sm, id, options)
}

fn run(sm: &mut SourceMap, id: oxacc_source::FileId, options: &FortranOptions) -> Outcome {
    let capture = Capture::default();
    let dopts = DiagnosticOptions {
        error_limit: 0,
        ..Default::default()
    };
    let mut diags = DiagnosticsEngine::with_sink(dopts, Box::new(capture.clone()), false);
    let file = oxacc_fortran::parse_file(sm, id, options, &mut diags);
    let text = String::from_utf8(capture.0.lock().unwrap().clone()).unwrap();
    Outcome {
        file,
        text,
        errors: diags.error_count(),
    }
}

/// Parses `path` like [`parse_path`] and, when that found no error, runs sema as the driver
/// does (`-fsyntax-only`): the diagnostics of both stages.
#[allow(dead_code)]
pub fn check_path(path: &Path, name: &str) -> Outcome {
    check_path_with(path, name, false)
}

/// [`check_path`] with `-fopenmp` instead of `-fopenacc`.
#[allow(dead_code)]
pub fn check_path_omp(path: &Path, name: &str) -> Outcome {
    check_path_with(path, name, true)
}

fn check_path_with(path: &Path, name: &str, openmp: bool) -> Outcome {
    let mut sm = SourceMap::new();
    let id = sm.load_file(path, name, None).expect("readable test file");
    let options =
        FortranOptions {
            form: SourceForm::from_path(path),
            openacc: !openmp,
            openmp,
            // With -fopenmp the driver adds the runtime's include directory (omp_lib.h).
            include_dirs: path
                .parent()
                .map(|p| p.to_path_buf())
                .into_iter()
                .chain(openmp.then(|| {
                    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../runtime-rs/include")
                }))
                .collect(),
            ..Default::default()
        };
    let capture = Capture::default();
    let dopts = DiagnosticOptions {
        error_limit: 0,
        ..Default::default()
    };
    let mut diags = DiagnosticsEngine::with_sink(dopts, Box::new(capture.clone()), false);
    let file = oxacc_fortran::parse_file(&mut sm, id, &options, &mut diags);
    if !diags.has_errors() {
        oxacc_fortran::sema::analyze(&file, &sm, name, &options, &mut diags);
    }
    let text = String::from_utf8(capture.0.lock().unwrap().clone()).unwrap();
    Outcome {
        file,
        text,
        errors: diags.error_count(),
    }
}
