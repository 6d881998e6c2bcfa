//! Shared helpers: compile an OIR module to an object, link it with a C
//! driver compiled by the system `cc` (gcc), run the program.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

use oxacc_codegen::host::{compile, CodegenOptions, OptLevel};
use oxacc_codegen::Context;

pub fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("oxacc-codegen-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

pub fn emit_object(m: &oxacc_oir::Module, opts: &CodegenOptions, path: &Path) {
    let ctx = Context::create();
    let art = compile(&ctx, m, opts).unwrap_or_else(|e| panic!("codegen: {e}"));
    art.emit_object(path)
        .unwrap_or_else(|e| panic!("emit: {e}"));
}

/// Links `objects` with the C sources and runs the result; returns stdout.
pub fn link_and_run(dir: &Path, objects: &[PathBuf], c_sources: &[(&str, &str)]) -> String {
    let exe = dir.join("prog");
    let mut cmd = Command::new("cc");
    cmd.arg("-O1").arg("-o").arg(&exe);
    for (name, src) in c_sources {
        let p = dir.join(name);
        std::fs::write(&p, src).expect("write C source");
        cmd.arg(&p);
    }
    cmd.args(objects);
    let out = cmd.output().expect("run cc");
    assert!(
        out.status.success(),
        "cc failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe).output().expect("run program");
    let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
    assert!(
        run.status.success(),
        "program failed ({}):\n{stdout}\n{}",
        run.status,
        String::from_utf8_lossy(&run.stderr)
    );
    stdout
}

pub fn opts(level: OptLevel) -> CodegenOptions {
    CodegenOptions {
        opt_level: level,
        ..Default::default()
    }
}
