//! The `testsuite/fortran-syntax` corpus (docs/fortran.md).
//!
//! - `ok/*.f90`, `ok/*.f`: realistic programs (each accepted by `gfortran -fsyntax-only`
//!   and `flang-22 -fsyntax-only`, see `testsuite/fortran-syntax/check-compilers.sh`);
//!   they must parse without any diagnostic.
//! - `err/*.f90`, `err/*.f`: wrong programs (each rejected by gfortran; the script notes
//!   the three that flang-22 accepts as extensions);
//!   every `! expect-error: L:C: message` line names a diagnostic that must be reported at
//!   line L, column C of that file, and nothing else may be reported.

mod common;

use std::path::{Path, PathBuf};

fn suite_dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testsuite/fortran-syntax")
        .join(sub)
}

fn fortran_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "f90" || x == "f"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

fn file_name(p: &Path) -> String {
    p.file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default()
        .to_string()
}

#[test]
fn ok_programs_parse_without_diagnostics() {
    let files = fortran_files(&suite_dir("ok"));
    let mut failures = Vec::new();
    for path in &files {
        let name = file_name(path);
        let out = common::parse_path(path, &name);
        if !out.text.is_empty() || out.file.units.is_empty() {
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
    assert!(files.len() >= 20, "corpus has {} programs", files.len());
}

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone)]
struct Expected {
    line: u32,
    col: u32,
    message: String,
}

fn expectations(text: &str) -> Vec<Expected> {
    let marker = "! expect-error: ";
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(pos) = line.find(marker) else {
            continue;
        };
        let mut parts = line[pos + marker.len()..].splitn(3, ':');
        let l = parts.next().and_then(|x| x.trim().parse().ok());
        let c = parts.next().and_then(|x| x.trim().parse().ok());
        let m = parts.next().map(|x| x.trim().to_string());
        if let (Some(line), Some(col), Some(message)) = (l, c, m) {
            out.push(Expected { line, col, message });
        }
    }
    out.sort();
    out
}

/// `name:L:C: error: message` lines of the rendered diagnostics.
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
        let Some(msg) = tail.trim_start().strip_prefix("error: ") else {
            continue;
        };
        if let (Some(line), Some(col)) = (l, c) {
            out.push(Expected {
                line,
                col,
                message: msg.to_string(),
            });
        }
    }
    out.sort();
    out
}

#[test]
fn err_programs_report_exactly_the_expected_errors() {
    let files = fortran_files(&suite_dir("err"));
    let mut failures = Vec::new();
    for path in &files {
        let name = file_name(path);
        let source = std::fs::read_to_string(path).unwrap_or_default();
        let expected = expectations(&source);
        if expected.is_empty() {
            failures.push(format!("== {name}: no '! expect-error:' line"));
            continue;
        }
        let out = common::parse_path(path, &name);
        let got = reported(&out.text, &name);
        if got != expected || out.errors as usize != expected.len() {
            failures.push(format!(
                "== {name}\nexpected:\n{}\ngot:\n{}",
                expected
                    .iter()
                    .map(|e| format!("  {}:{}: {}", e.line, e.col, e.message))
                    .collect::<Vec<_>>()
                    .join("\n"),
                out.text
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

/// Checks every file of `testsuite/<suite>` with `check` (parser, then sema when the parser
/// found nothing): each must report exactly its `! expect-error:` lines, and `ok-*` files
/// nothing at all; the files must expect at least `min` errors in all.
fn diagnostics_suite(suite: &str, check: fn(&Path, &str) -> common::Outcome, min: usize) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testsuite")
        .join(suite);
    let files = fortran_files(&dir);
    let mut failures = Vec::new();
    let mut total = 0;
    for path in &files {
        let name = file_name(path);
        let source = std::fs::read_to_string(path).unwrap_or_default();
        let expected = expectations(&source);
        let out = check(path, &name);
        if name.starts_with("ok-") {
            if !out.text.is_empty() {
                failures.push(format!("== {name}: expected no diagnostics:\n{}", out.text));
            }
            continue;
        }
        if expected.is_empty() {
            failures.push(format!("== {name}: no '! expect-error:' line"));
            continue;
        }
        total += expected.len();
        let got = reported(&out.text, &name);
        if got != expected || out.errors as usize != expected.len() {
            failures.push(format!(
                "== {name}\nexpected:\n{}\ngot:\n{}",
                expected
                    .iter()
                    .map(|e| format!("  {}:{}: {}", e.line, e.col, e.message))
                    .collect::<Vec<_>>()
                    .join("\n"),
                out.text
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(total >= min, "only {total} expected diagnostics");
}

/// `testsuite/acc-fortran-diagnostics`: wrong OpenACC directive uses in Fortran, checked
/// with `-fopenacc`.
#[test]
fn acc_diagnostics_report_exactly_the_expected_errors() {
    diagnostics_suite("acc-fortran-diagnostics", common::check_path, 40);
}

/// Checks every program under the folders of `testsuite/<suite>` (but those `skip` names)
/// with `check`: none may draw a diagnostic, and there must be at least `min`.
fn programs_suite(
    suite: &str,
    check: fn(&Path, &str) -> common::Outcome,
    skip: fn(&Path) -> bool,
    min: usize,
) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testsuite")
        .join(suite);
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&root)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    dirs.retain(|d| d.is_dir());
    dirs.sort();
    let mut failures = Vec::new();
    let mut count = 0;
    for dir in &dirs {
        for path in fortran_files(dir) {
            if skip(&path) {
                continue;
            }
            count += 1;
            let name = file_name(&path);
            let out = check(&path, &name);
            if !out.text.is_empty() {
                failures.push(format!("== {name}\n{}", out.text));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        count >= min,
        "only {count} programs under {}",
        root.display()
    );
}

/// Every program of `testsuite/acc-fortran/` (blessed from gfortran -fopenacc and flang-22)
/// is accepted by the parser and sema with `-fopenacc`, without a diagnostic.
#[test]
fn acc_programs_check_without_diagnostics() {
    // A program whose modules are in Fortran helper files (`! link-with-acc: helpers/m.f90`)
    // is checked by the program runner, which builds them first.
    fn skip(path: &Path) -> bool {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        text.lines().take_while(|l| l.starts_with('!')).any(|l| {
            l.strip_prefix("! link-with-acc:")
                .is_some_and(|h| h.trim().ends_with(".f90"))
        })
    }
    programs_suite("acc-fortran", common::check_path, skip, 18);
}

/// `testsuite/omp-fortran-diagnostics`: wrong OpenMP directive uses in Fortran, checked
/// with `-fopenmp`.
#[test]
fn omp_diagnostics_report_exactly_the_expected_errors() {
    diagnostics_suite("omp-fortran-diagnostics", common::check_path_omp, 25);
}

/// Every program of `testsuite/omp-fortran/` that needs no preprocessing is accepted by the
/// parser and sema with `-fopenmp`, without a diagnostic.
#[test]
fn omp_programs_check_without_diagnostics() {
    // A program whose modules are in Fortran helper files is checked by the program runner,
    // which builds them first.
    fn skip(path: &Path) -> bool {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        path.extension().is_some_and(|e| e == "F90" || e == "F")
            || text.lines().take_while(|l| l.starts_with('!')).any(|l| {
                l.strip_prefix("! link-with-acc:")
                    .is_some_and(|h| h.trim().ends_with(".f90"))
            })
    }
    programs_suite("omp-fortran", common::check_path_omp, skip, 30);
}
