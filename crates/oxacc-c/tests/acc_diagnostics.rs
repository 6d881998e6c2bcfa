//! The `testsuite/acc-diagnostics` corpus: C files with invalid OpenACC directives, checked
//! with `-fopenacc` semantics. Every `// expect-error: L:C: message` (or `expect-warning`)
//! comment names a diagnostic that must be reported at line L, column C; no other error may
//! be reported. Valid uses in `ok-*.c` files must give no diagnostic at all.

mod common;

use std::path::{Path, PathBuf};

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/acc-diagnostics")
}

#[derive(Debug, PartialEq, Eq, Clone)]
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
                let mut parts = line[pos + marker.len()..].splitn(3, ':');
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
fn invalid_directives_give_expected_diagnostics() {
    if !common::directive_grammar_available() {
        eprintln!("skipped: the OpenACC directive grammar is not in this build");
        return;
    }
    let dir = suite_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|x| x == "c"));
    files.sort();
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
        let out = common::run_source_acc(&name, "", Some(&dir));
        let got = reported(&out.text, &name);
        if name.starts_with("ok-") {
            if !out.text.is_empty() {
                failures.push(format!("{name}: expected no diagnostics:\n{}", out.text));
            }
            continue;
        }
        assert!(!expected.is_empty(), "{name} has no expect- comments");
        total += expected.len();
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
    assert!(total >= 40, "only {total} expected diagnostics");
}

/// Malformed directives and clause arguments give diagnostics, never a panic.
#[test]
fn malformed_directives_do_not_panic() {
    let lines = [
        "parallel copy(a[",
        "parallel copy(a[1:2:3])",
        "parallel copy([0:n])",
        "parallel copy(a[0:n]])",
        "parallel copy(a[:])",
        "parallel copy(p->)",
        "parallel copy(s.)",
        "parallel copy(a[0:n][)",
        "parallel num_gangs(,)",
        "parallel if()",
        "parallel self(a[0:1])",
        "loop collapse(",
        "loop collapse(force:0)",
        "loop tile(*, 0, n)",
        "loop gang(num:, dim:9, static:*)",
        "atomic",
        "atomic capture",
        "cache(",
        "cache(readonly:a[0:n])",
        "routine(",
        "routine(f) bind(",
        "declare",
        "declare link(n)",
        "wait(devnum:",
        "wait(devnum:1:queues:2)",
        "set device_type(*)",
        "update self(a[0:n]) device_type(x) self(a)",
        "enter data copyin(a[0:n], n) async",
        "host_data use_device(a, n)",
        "data",
        "",
        "(",
        ")))",
        "parallel loop reduction(+:)",
        "parallel loop reduction(bogus:n)",
        "kernels loop private(a[0:n], (int)n)",
    ];
    for l in lines {
        let src = format!(
            "int f(int n, int *a) {{\n  struct {{ int x; }} s;\n#pragma acc {l}\n  for (int i = 0; i < n; i++) {{ a[i] = i; }}\n  return 0;\n}}\n"
        );
        let _ = common::run_source_acc("m.c", &src, None);
    }
}
