//! The `testsuite/c-syntax` corpus, through the real preprocessor and the front end.
//!
//! - `ok/*.c`: realistic programs; they must give no error and no warning.
//! - `err/*.c`: wrong programs; every `// expect-error: L:C: message` (or `expect-warning`)
//!   comment names one diagnostic that must be reported at line L, column C of that file,
//!   and no error may be reported that is not expected.

mod common;

use std::path::{Path, PathBuf};

fn suite_dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testsuite/c-syntax")
        .join(sub)
}

fn c_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "c"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

#[test]
fn corpus_programs_have_no_diagnostics() {
    let dir = suite_dir("ok");
    let files = c_files(&dir);
    let mut failures = Vec::new();
    for path in &files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let out = common::run_source(name, "", Some(&dir));
        if !out.text.is_empty() {
            failures.push(format!(
                "== {name}\n{}",
                out.text.lines().take(20).collect::<Vec<_>>().join("\n")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
    assert!(files.len() >= 30, "corpus has {} programs", files.len());
}

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone)]
struct Expected {
    line: u32,
    col: u32,
    severity: String,
    message: String,
}

fn expectations(text: &str) -> Vec<Expected> {
    let mut out = Vec::new();
    for line in text.lines() {
        for severity in ["error", "warning"] {
            let marker = format!("// expect-{severity}: ");
            if let Some(pos) = line.find(&marker) {
                let rest = &line[pos + marker.len()..];
                let mut parts = rest.splitn(3, ':');
                let l = parts.next().and_then(|x| x.trim().parse().ok());
                let c = parts.next().and_then(|x| x.trim().parse().ok());
                let m = parts.next().map(|x| x.trim().to_string());
                if let (Some(line), Some(col), Some(message)) = (l, c, m) {
                    out.push(Expected {
                        line,
                        col,
                        severity: severity.to_string(),
                        message,
                    });
                }
            }
        }
    }
    out
}

/// `name:L:C: severity: message` lines about the main file.
fn reported(text: &str, name: &str) -> Vec<Expected> {
    let prefix = format!("{name}:");
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix(&prefix) else {
            continue;
        };
        let mut parts = rest.splitn(3, ':');
        let l = parts.next().and_then(|x| x.parse().ok());
        let c = parts.next().and_then(|x| x.parse().ok());
        let Some(tail) = parts.next() else { continue };
        let tail = tail.trim_start();
        for severity in ["error", "warning"] {
            if let Some(msg) = tail.strip_prefix(&format!("{severity}: ")) {
                let msg = msg.split(" [-W").next().unwrap_or(msg).to_string();
                if let (Some(line), Some(col)) = (l, c) {
                    out.push(Expected {
                        line,
                        col,
                        severity: severity.to_string(),
                        message: msg,
                    });
                }
            }
        }
    }
    out
}

#[test]
fn wrong_programs_give_expected_diagnostics() {
    let dir = suite_dir("err");
    let files = c_files(&dir);
    let mut total = 0;
    let mut failures = Vec::new();
    for path in &files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let source = std::fs::read_to_string(path).unwrap_or_default();
        let expected = expectations(&source);
        assert!(!expected.is_empty(), "{name} has no expect- comments");
        total += expected.len();
        let out = common::run_source(&name, "", Some(&dir));
        let got = reported(&out.text, &name);
        for e in &expected {
            if !got.contains(e) {
                failures.push(format!(
                    "{name}: missing {}:{}: {}: {}\n{}",
                    e.line, e.col, e.severity, e.message, out.text
                ));
            }
        }
        for g in &got {
            if g.severity == "error" && !expected.contains(g) {
                failures.push(format!(
                    "{name}: unexpected {}:{}: {}: {}",
                    g.line, g.col, g.severity, g.message
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(total >= 50, "only {total} expected diagnostics");
}

/// `-Wformat` warnings are in group `format`: `-Wno-format` silences them, `-Werror=format`
/// makes them errors.
#[test]
fn format_warnings_obey_their_group() {
    use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};
    let src =
        "int printf(const char *, ...);\nint main(void) { return printf(\"%d %s\\n\", 1.0); }\n";
    let run = |options: DiagnosticOptions| {
        let mut sm = SourceMap::new();
        let main = sm.add_file("f.c", src);
        let mut diags = DiagnosticsEngine::with_sink(options, Box::new(std::io::sink()), false);
        let out = oxacc_cpp::preprocess(
            &mut sm,
            &mut diags,
            main,
            &oxacc_cpp::PreprocessOptions::default(),
        );
        let _ = oxacc_c::parse_and_check(&out.tokens, &sm, &mut diags);
        (diags.warning_count(), diags.error_count())
    };
    assert_eq!(run(DiagnosticOptions::default()), (2, 0));
    let mut off = DiagnosticOptions::default();
    off.disabled_groups.insert("format".into());
    assert_eq!(run(off), (0, 0));
    let mut err = DiagnosticOptions::default();
    err.error_groups.insert("format".into());
    assert_eq!(run(err), (0, 2));
}
