//! `cargo run -p oxacc-c --example fuzz_one -- FILE...`: runs the front end on raw text
//! (tokenized with `pp_lite`, no preprocessing), as the fuzz target does; for reproducing
//! fuzzer findings.

use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

fn main() {
    for path in std::env::args().skip(1) {
        let Ok(bytes) = std::fs::read(&path) else {
            continue;
        };
        let text = String::from_utf8_lossy(&bytes);
        let mut sm = SourceMap::new();
        let f = sm.add_file("fuzz.c", &text);
        let toks = oxacc_c::pp_lite::tokenize(&sm, f);
        let opts = DiagnosticOptions {
            error_limit: 0,
            ..Default::default()
        };
        let mut diags = DiagnosticsEngine::with_sink(opts, Box::new(std::io::sink()), false);
        let unit = oxacc_c::parse_and_check(&toks, &sm, &mut diags);
        let _ = oxacc_c::dump(&unit);
        println!("{path}: {} errors", diags.error_count());
    }
}
