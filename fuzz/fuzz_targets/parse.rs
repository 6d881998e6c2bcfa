//! Arbitrary bytes as a C main file through the preprocessor, the parser and sema (with
//! OpenACC directives checked when the `-fopenacc` bit is set, OpenMP ones with `-fopenmp`),
//! and the AST dump; with either flag and no error, also lowering to OIR, which must verify,
//! and `omp-lower` and the OpenACC passes, each of which must leave verifying OIR. The front end must never
//! panic, hang or overflow its stack; diagnostics are fine.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxacc_cpp::{preprocess, PreprocessOptions};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

fuzz_target!(|data: &[u8]| {
    let (bits, text) = oxacc_fuzz::split_input(data);
    let dir = oxacc_fuzz::header_dir();
    let opts = PreprocessOptions {
        include_dirs: vec![dir.to_path_buf()],
        // Hermetic and fast: no gcc to run, no system header to read.
        no_std_inc: true,
        openacc: bits & 1 != 0,
        openmp: bits & 2 != 0,
        ..Default::default()
    };
    let mut sm = SourceMap::new();
    let main = sm.add_file(&dir.join("main.c").display().to_string(), &text);
    // No error limit: the parser's recovery is exercised on every error in the input.
    let options = DiagnosticOptions { error_limit: 0, ..Default::default() };
    let mut diags = DiagnosticsEngine::with_sink(options, Box::new(std::io::sink()), false);
    let out = preprocess(&mut sm, &mut diags, main, &opts);
    let c_opts = oxacc_c::Options { openacc: opts.openacc, openmp: opts.openmp };
    let unit = oxacc_c::parse_and_check_with(&out.tokens, &sm, &mut diags, &c_opts);
    let _ = oxacc_c::dump(&unit);
    if (opts.openacc || opts.openmp) && diags.error_count() == 0 {
        // Checked directives reach lowering; what sema accepts must lower to valid OIR.
        let mut m = oxacc_c::lower::lower(&unit, &sm, &mut diags);
        if diags.error_count() == 0 {
            if let Err(e) = oxacc_oir::verify_module(&m) {
                panic!("lowered OIR does not verify: {e}");
            }
            // The OpenACC passes as the driver runs them (outlining, implicit data,
            // reductions, the device versions): they must not panic, and each must leave
            // verifying OIR.
            if oxacc_oir::omp::module_has_omp(&m) {
                let mut pm = oxacc_oir::PassManager::from_pipeline("verify,dead-blocks,omp-lower")
                    .expect("pipeline");
                pm.verify_each = true;
                if let Err(e) = pm.run(&mut m) {
                    panic!("omp-lower failed: {e}");
                }
            }
            if opts.openacc && oxacc_oir::acc::module_has_acc(&m) {
                let pipeline = format!("verify,dead-blocks,{}", oxacc_oir::acc::ACC_PIPELINE);
                let mut pm = oxacc_oir::PassManager::from_pipeline(&pipeline).expect("pipeline");
                pm.verify_each = true;
                // An error the passes report against the program is a diagnostic (as the
                // driver prints it); failing without one is an internal error.
                if let Err(e) = pm.run(&mut m) {
                    let reported = m
                        .diagnostics
                        .iter()
                        .any(|d| d.level == oxacc_oir::DiagLevel::Error);
                    assert!(reported, "the OpenACC passes failed: {e}");
                }
            }
        }
    }
});
