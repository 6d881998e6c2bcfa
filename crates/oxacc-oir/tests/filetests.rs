//! Runs `testsuite/oir/*.oir` file tests (Cranelift's filetest habit). The
//! first line says what to do:
//!
//! - `; test: roundtrip`     parse, print, parse, print: both prints equal, and
//!   the module verifies;
//! - `; test: passes A,B`    run the pipeline (verifying after each pass) and
//!   match the printed result;
//! - `; test: verify-error`  the verifier must fail; match its messages;
//! - `; test: parse-error`   the parser must fail; match the error.
//!
//! `; check: TEXT` lines must match output lines containing TEXT, in order;
//! `; not: TEXT` must appear nowhere in the output.

use std::path::Path;

use oxacc_oir::{parse_module, print_module, verify_module, PassManager};

fn run_file(path: &Path) -> Result<(), String> {
    let src = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let first = src.lines().next().unwrap_or_default();
    let test = first
        .strip_prefix("; test:")
        .ok_or("first line must be '; test: KIND'")?
        .trim();
    let output = if test == "roundtrip" {
        let m = parse_module(&src).map_err(|e| format!("parse: {e}"))?;
        verify_module(&m).map_err(|e| format!("verify: {e}"))?;
        let once = print_module(&m);
        let m2 = parse_module(&once).map_err(|e| format!("reparse: {e}\n{once}"))?;
        let twice = print_module(&m2);
        if once != twice {
            return Err(format!("print is not a fixed point:\n{once}\n---\n{twice}"));
        }
        once
    } else if let Some(pipeline) = test.strip_prefix("passes ") {
        let mut m = parse_module(&src).map_err(|e| format!("parse: {e}"))?;
        verify_module(&m).map_err(|e| format!("verify input: {e}"))?;
        let mut pm = PassManager::from_pipeline(pipeline).map_err(|e| e.to_string())?;
        pm.verify_each = true;
        pm.run(&mut m).map_err(|e| e.to_string())?;
        print_module(&m)
    } else if test == "verify-error" {
        let m = parse_module(&src).map_err(|e| format!("parse: {e}"))?;
        match verify_module(&m) {
            Ok(()) => return Err("verifier accepted the module".into()),
            Err(e) => e.to_string(),
        }
    } else if test == "parse-error" {
        match parse_module(&src) {
            Ok(_) => return Err("parser accepted the module".into()),
            Err(e) => e.to_string(),
        }
    } else {
        return Err(format!("unknown test kind '{test}'"));
    };
    check(&src, &output)
}

fn check(src: &str, output: &str) -> Result<(), String> {
    let lines: Vec<&str> = output.lines().collect();
    let mut at = 0;
    for directive in src.lines() {
        if let Some(want) = directive.strip_prefix("; check:") {
            let want = want.trim();
            match lines[at..].iter().position(|l| l.contains(want)) {
                Some(i) => at += i + 1,
                None => {
                    return Err(format!(
                        "check not found after line {at}: '{want}'\noutput:\n{output}"
                    ))
                }
            }
        } else if let Some(bad) = directive.strip_prefix("; not:") {
            if output.contains(bad.trim()) {
                return Err(format!("unexpected '{}' in output:\n{output}", bad.trim()));
            }
        }
    }
    Ok(())
}

#[test]
fn oir_filetests() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/oir");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("testsuite/oir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "oir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| run_file(f).err().map(|e| format!("{}: {e}", f.display())))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} file tests failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}
