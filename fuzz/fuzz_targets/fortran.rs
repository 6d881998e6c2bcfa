//! Arbitrary bytes as a Fortran file through the prescanner (free or fixed form), the parser,
//! the AST dump and semantic analysis (with `!$acc` directives under the `-fopenacc` bit and
//! `!$omp` ones under `-fopenmp`); a file sema accepts is also lowered to OIR, which must
//! verify. The front end must never panic, hang or overflow its stack; diagnostics are fine.
//!
//! Option bits of the first byte: 1 `-fopenacc`, 2 `-fopenmp`, 4 fixed form, 8
//! `-ffixed-line-length-none` / `-ffree-line-length-none`, 16 `-fimplicit-none`, 32
//! `-fdefault-real-8`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxacc_fortran::{FortranOptions, SourceForm};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

fuzz_target!(|data: &[u8]| {
    let (bits, text) = oxacc_fuzz::split_input(data);
    let dir = oxacc_fuzz::header_dir();
    let fixed = bits & 4 != 0;
    let unlimited = bits & 8 != 0;
    let options = FortranOptions {
        form: if fixed { SourceForm::Fixed } else { SourceForm::Free },
        fixed_line_length: if unlimited { None } else { Some(72) },
        free_line_length: if unlimited { None } else { Some(132) },
        openacc: bits & 1 != 0,
        openmp: bits & 2 != 0,
        // INCLUDE lines find the fixed headers' directory and nothing else.
        include_dirs: vec![dir.to_path_buf()],
        implicit_none: bits & 16 != 0,
        default_real_8: bits & 32 != 0,
        ..Default::default()
    };
    let name = if fixed { "main.f" } else { "main.f90" };
    let mut sm = SourceMap::new();
    let file = sm.add_file(&dir.join(name).display().to_string(), &text);
    // No error limit: the parser's recovery is exercised on every error in the input.
    let diag_options = DiagnosticOptions { error_limit: 0, ..Default::default() };
    let mut diags = DiagnosticsEngine::with_sink(diag_options, Box::new(std::io::sink()), false);
    let ast = oxacc_fortran::parse_file(&mut sm, file, &options, &mut diags);
    let _ = oxacc_fortran::dump::dump(&ast);
    if diags.error_count() != 0 {
        return;
    }
    // Module files are neither read nor written: a USE of another file's module is an error.
    let prog = oxacc_fortran::sema::analyze(&ast, &sm, name, &options, &mut diags);
    if diags.error_count() != 0 {
        return;
    }
    if let Some(m) = oxacc_fortran::lower::lower(&prog, &sm, &mut diags) {
        if diags.error_count() == 0 {
            if let Err(e) = oxacc_oir::verify_module(&m) {
                panic!("lowered OIR does not verify: {e}");
            }
        }
    }
});
