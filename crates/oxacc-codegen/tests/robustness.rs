//! Whatever parses and verifies must compile or fail with an error — the
//! back end never panics on verified OIR. Inputs: every `.oir` file of the
//! test suites with single-byte corruptions.

use std::path::Path;

use oxacc_codegen::host::{compile, CodegenOptions};
use oxacc_codegen::Context;

#[test]
fn verified_ir_never_panics_codegen() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite");
    let mut files = Vec::new();
    for sub in ["oir", "abi"] {
        for e in std::fs::read_dir(root.join(sub)).unwrap().flatten() {
            if e.path().extension().is_some_and(|x| x == "oir") {
                files.push(e.path());
            }
        }
    }
    files.sort();
    let noise = [b'1', b'0', b'%', b'i', b'-', b'8', b'x'];
    let ctx = Context::create();
    let opts = CodegenOptions::default();
    let mut compiled = 0;
    for f in &files {
        let src = std::fs::read(f).unwrap();
        for (k, pos) in (0..src.len()).step_by(11).enumerate() {
            let mut b = src.clone();
            b[pos] = noise[k % noise.len()];
            let Ok(text) = std::str::from_utf8(&b) else {
                continue;
            };
            let Ok(m) = oxacc_oir::parse_module(text) else {
                continue;
            };
            if oxacc_oir::verify_module(&m).is_err() {
                continue;
            }
            let _ = compile(&ctx, &m, &opts);
            compiled += 1;
        }
    }
    assert!(compiled > 50, "only {compiled} mutated modules verified");
}
