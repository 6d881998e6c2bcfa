//! `cargo run -p oxacc-c --example c_check -- FILE.c [--dump]`: preprocesses FILE.c with the
//! real preprocessor, parses and checks it, prints the diagnostics (and the AST dump).

use oxacc_source::{ColorChoice, DiagnosticOptions, DiagnosticsEngine, SourceMap};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dump = args.iter().any(|a| a == "--dump");
    let mut status = 0;
    for path in args.iter().filter(|a| !a.starts_with("--")) {
        let mut sm = SourceMap::new();
        let Ok(main) = sm.load_file(std::path::Path::new(path), path, None) else {
            eprintln!("cannot read {path}");
            status = 1;
            continue;
        };
        let opts = DiagnosticOptions {
            color: ColorChoice::Never,
            error_limit: 0,
            ..Default::default()
        };
        let mut diags = DiagnosticsEngine::stderr(opts);
        let pp = oxacc_cpp::PreprocessOptions {
            openacc: true,
            openmp: true,
            ..Default::default()
        };
        let out = oxacc_cpp::preprocess(&mut sm, &mut diags, main, &pp);
        let unit = oxacc_c::parse_and_check(&out.tokens, &sm, &mut diags);
        if dump {
            print!("{}", oxacc_c::dump(&unit));
        }
        if diags.has_errors() {
            status = 1;
        }
    }
    std::process::exit(status);
}
