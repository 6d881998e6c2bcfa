//! The `testsuite/omp-diagnostics` corpus: C files with invalid or unsupported OpenMP
//! directives, checked with `-fopenmp` semantics. Every `// expect-error: L:C: message`
//! comment names a diagnostic that must be reported at line L, column C; no other error may
//! be reported. Valid uses in `ok-*.c` files must give no diagnostic at all, and lower to OIR
//! that verifies before and after `omp-lower`.

mod common;

use std::path::{Path, PathBuf};

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/omp-diagnostics")
}

#[derive(Debug, PartialEq, Eq, Clone)]
struct Expected {
    line: u32,
    col: u32,
    message: String,
}

fn expectations(text: &str) -> Vec<Expected> {
    let marker = "// expect-error: ";
    let mut out = Vec::new();
    for line in text.lines() {
        if let Some(pos) = line.find(marker) {
            let mut parts = line[pos + marker.len()..].splitn(3, ':');
            let l = parts.next().and_then(|x| x.trim().parse().ok());
            let c = parts.next().and_then(|x| x.trim().parse().ok());
            let m = parts.next().map(|x| x.trim().to_string());
            if let (Some(line), Some(col), Some(message)) = (l, c, m) {
                out.push(Expected { line, col, message });
            }
        }
    }
    out
}

fn reported_errors(text: &str, name: &str) -> Vec<Expected> {
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
        if let (Some(line), Some(col), Some(msg)) =
            (l, c, tail.trim_start().strip_prefix("error: "))
        {
            out.push(Expected {
                line,
                col,
                message: msg.to_string(),
            });
        }
    }
    out
}

#[test]
fn invalid_and_unsupported_directives_give_expected_errors() {
    let dir = suite_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|x| x == "c"));
    files.sort();
    assert!(
        files.len() >= 10,
        "the corpus is missing: {}",
        dir.display()
    );
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
        let (out, module) = common::run_source_omp(&name, "", Some(&dir));
        if name.starts_with("ok-") {
            if !out.text.is_empty() {
                failures.push(format!("{name}: expected no diagnostics:\n{}", out.text));
                continue;
            }
            let Some(m) = module else {
                failures.push(format!("{name}: not lowered"));
                continue;
            };
            if let Err(e) = oxacc_oir::verify_module(&m) {
                failures.push(format!("{name}: lowered OIR does not verify: {e}"));
            }
            if !oxacc_oir::omp::module_has_omp(&m) {
                failures.push(format!("{name}: no omp operation in the lowered module"));
            }
            // omp-lower as the driver runs it, the OIR verified after each pass.
            let mut m = m;
            let mut pm = oxacc_oir::PassManager::from_pipeline("verify,dead-blocks,omp-lower")
                .expect("pipeline");
            pm.verify_each = true;
            if let Err(e) = pm.run(&mut m) {
                failures.push(format!("{name}: omp-lower failed: {e}"));
            }
            continue;
        }
        let got = reported_errors(&out.text, &name);
        assert!(!expected.is_empty(), "{name} has no expect-error comments");
        total += expected.len();
        for e in &expected {
            if !got.contains(e) {
                failures.push(format!(
                    "{name}: missing {}:{}: error: {}\n{}",
                    e.line, e.col, e.message, out.text
                ));
            }
        }
        for g in &got {
            if !expected.contains(g) {
                failures.push(format!(
                    "{name}: unexpected {}:{}: error: {}",
                    g.line, g.col, g.message
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(total >= 40, "only {total} expected diagnostics");
}

/// Without -fopenmp, `#pragma omp` lines are ignored (as gcc ignores them), even invalid ones.
#[test]
fn without_fopenmp_directives_are_ignored() {
    let src = "int f(int n) {\n  int s = 0;\n#pragma omp target teams bogus(\n  for (int i = 0; i < n; i++) s += i;\n  return s;\n}\n";
    let out = common::run_source("t.c", src, None);
    assert_eq!(out.errors, 0, "{}", out.text);
}

/// Malformed directives and clause arguments give diagnostics, never a panic.
#[test]
fn malformed_directives_do_not_panic() {
    let lines = [
        "parallel for reduction(+:",
        "parallel for reduction(+:a[0:n]",
        "parallel num_threads(",
        "parallel if(",
        "for collapse(",
        "for collapse(-1)",
        "for schedule(dynamic,",
        "for schedule(bogus)",
        "parallel private(s.)",
        "parallel private((int)n)",
        "atomic capture",
        "critical(",
        "sections",
        "section",
        "single copyprivate(n)",
        "",
        "(",
        ")))",
        "parallel for lastprivate(conditional: n)",
        "simd linear(i: 2)",
    ];
    for l in lines {
        let src = format!(
            "int f(int n, int *a) {{\n  struct {{ int x; }} s;\n#pragma omp {l}\n  for (int i = 0; i < n; i++) {{ a[i] = i; }}\n  return s.x;\n}}\n"
        );
        let (out, module) = common::run_source_omp("m.c", &src, None);
        if let Some(m) = module {
            assert!(
                out.errors == 0 && oxacc_oir::verify_module(&m).is_ok(),
                "{l}"
            );
        }
    }
}
