//! Shared helpers: run the real preprocessor and the front end on a file, capture diagnostics.

use std::io::Write;
use std::path::Path;
use std::sync::{Arc, Mutex};

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

/// Each test binary uses a different part of the outcome.
#[allow(dead_code)]
pub struct Outcome {
    pub errors: u32,
    pub text: String,
    pub unit: oxacc_c::TypedUnit,
}

/// Preprocesses `text` (named `name`) with the real preprocessor, then parses and checks it.
#[allow(dead_code)]
pub fn run_source(name: &str, text: &str, dir: Option<&Path>) -> Outcome {
    let mut sm = SourceMap::new();
    let main = match dir {
        Some(d) => sm
            .load_file(&d.join(name), name, None)
            .expect("readable test file"),
        None => sm.add_file(name, text),
    };
    let capture = Capture::default();
    let options = DiagnosticOptions {
        error_limit: 0,
        ..Default::default()
    };
    let mut diags = DiagnosticsEngine::with_sink(options, Box::new(capture.clone()), false);
    let opts = oxacc_cpp::PreprocessOptions {
        openacc: true,
        openmp: true,
        ..Default::default()
    };
    let out = oxacc_cpp::preprocess(&mut sm, &mut diags, main, &opts);
    let unit = oxacc_c::parse_and_check(&out.tokens, &sm, &mut diags);
    let text = String::from_utf8(capture.0.lock().unwrap().clone()).unwrap();
    Outcome {
        errors: diags.error_count(),
        text,
        unit,
    }
}

/// [`run_source`] with `-fopenacc` semantics: `#pragma acc` directives are checked.
#[allow(dead_code)]
pub fn run_source_acc(name: &str, text: &str, dir: Option<&Path>) -> Outcome {
    let mut sm = SourceMap::new();
    let main = match dir {
        Some(d) => sm
            .load_file(&d.join(name), name, None)
            .expect("readable test file"),
        None => sm.add_file(name, text),
    };
    let capture = Capture::default();
    let options = DiagnosticOptions {
        error_limit: 0,
        ..Default::default()
    };
    let mut diags = DiagnosticsEngine::with_sink(options, Box::new(capture.clone()), false);
    let opts = oxacc_cpp::PreprocessOptions {
        openacc: true,
        ..Default::default()
    };
    let out = oxacc_cpp::preprocess(&mut sm, &mut diags, main, &opts);
    let c_opts = oxacc_c::Options {
        openacc: true,
        ..Default::default()
    };
    let unit = oxacc_c::parse_and_check_with(&out.tokens, &sm, &mut diags, &c_opts);
    let text = String::from_utf8(capture.0.lock().unwrap().clone()).unwrap();
    Outcome {
        errors: diags.error_count(),
        text,
        unit,
    }
}

/// [`run_source`] with `-fopenmp` semantics: `#pragma omp` directives are checked; a unit
/// without errors is also lowered to OIR.
#[allow(dead_code)]
pub fn run_source_omp(
    name: &str,
    text: &str,
    dir: Option<&Path>,
) -> (Outcome, Option<oxacc_oir::Module>) {
    let mut sm = SourceMap::new();
    let main = match dir {
        Some(d) => sm
            .load_file(&d.join(name), name, None)
            .expect("readable test file"),
        None => sm.add_file(name, text),
    };
    let capture = Capture::default();
    let options = DiagnosticOptions {
        error_limit: 0,
        ..Default::default()
    };
    let mut diags = DiagnosticsEngine::with_sink(options, Box::new(capture.clone()), false);
    let opts = oxacc_cpp::PreprocessOptions {
        openmp: true,
        ..Default::default()
    };
    let out = oxacc_cpp::preprocess(&mut sm, &mut diags, main, &opts);
    let c_opts = oxacc_c::Options {
        openmp: true,
        ..Default::default()
    };
    let unit = oxacc_c::parse_and_check_with(&out.tokens, &sm, &mut diags, &c_opts);
    let module = (!diags.has_errors()).then(|| oxacc_c::lower::lower(&unit, &sm, &mut diags));
    let text = String::from_utf8(capture.0.lock().unwrap().clone()).unwrap();
    let outcome = Outcome {
        errors: diags.error_count(),
        text,
        unit,
    };
    (outcome, module)
}

/// Whether the OpenACC directive grammar is in (before it lands, `parse` always fails).
#[allow(dead_code)]
pub fn directive_grammar_available() -> bool {
    use oxacc_directives::{DirToken, Lang, TokKind};
    let t = DirToken {
        kind: TokKind::Ident,
        text: "parallel".into(),
        span: oxacc_source::Span::new(oxacc_source::FileId(0), 0, 8),
    };
    oxacc_directives::parse(&[t], Lang::C).is_ok()
}
