//! The device math library (`devicelib/math.c`) compiled to OIR by oxacc's own front end.
//! `build.rs` includes this file too: it lowers the OIR to bitcode once, at build time.

use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

/// `devicelib/math.c` as OIR.
pub fn math_library() -> Result<oxacc_oir::Module, String> {
    let mut sm = SourceMap::new();
    let main = sm.add_file(
        "<oxacc-devicelib>/math.c",
        oxacc_codegen::device::MATH_LIB_C,
    );
    let mut diags = DiagnosticsEngine::stderr(DiagnosticOptions::default());
    let pp = oxacc_cpp::preprocess(&mut sm, &mut diags, main, &Default::default());
    let unit = oxacc_c::parse_and_check_with(&pp.tokens, &sm, &mut diags, &Default::default());
    if diags.has_errors() {
        return Err("the device math library does not compile".into());
    }
    let module = oxacc_c::lower::lower(&unit, &sm, &mut diags);
    if diags.has_errors() {
        return Err("the device math library does not lower to OIR".into());
    }
    Ok(module)
}
