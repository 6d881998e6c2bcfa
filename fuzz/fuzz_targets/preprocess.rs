//! Arbitrary bytes as a main file through the whole preprocessor (phases 1–4) and both
//! printers. The preprocessor must never panic, hang or overflow its stack, whatever the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxacc_cpp::{preprocess, CStandard, MacroOption, PreprocessOptions};
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
        keep_comments: bits & 4 != 0,
        warn_unknown_pragmas: bits & 8 != 0,
        optimize: bits & 16 != 0,
        std: if bits & 32 != 0 {
            CStandard::C89
        } else {
            CStandard::Gnu17
        },
        defines: if bits & 64 != 0 {
            vec![
                MacroOption::Define("D=1".into()),
                MacroOption::Define("G(x)=#x".into()),
            ]
        } else {
            Vec::new()
        },
        force_includes: if bits & 128 != 0 {
            vec![dir.join("guarded.h")]
        } else {
            Vec::new()
        },
        ..Default::default()
    };
    let mut sm = SourceMap::new();
    let main = sm.add_file(&dir.join("main.c").display().to_string(), &text);
    let sink = Box::new(std::io::sink());
    let mut diags = DiagnosticsEngine::with_sink(DiagnosticOptions::default(), sink, false);
    let out = preprocess(&mut sm, &mut diags, main, &opts);
    let _ = oxacc_cpp::write_preprocessed(&sm, &out, &mut std::io::sink(), bits & 1 == 0);
    let _ = oxacc_cpp::write_macro_definitions(&out, &mut std::io::sink());
});
