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

/// Runs the front end on `warn/NAME` with `options`; the rendered diagnostics.
fn run_warn_file(
    dir: &Path,
    name: &str,
    options: oxacc_source::DiagnosticOptions,
) -> (String, u32) {
    use oxacc_source::{DiagnosticsEngine, SourceMap};
    let mut sm = SourceMap::new();
    let Ok(main) = sm.load_file(&dir.join(name), name, None) else {
        return (format!("{name}: unreadable"), 1);
    };
    let capture = common::Capture::default();
    let mut diags = DiagnosticsEngine::with_sink(options, Box::new(capture.clone()), false);
    let out = oxacc_cpp::preprocess(
        &mut sm,
        &mut diags,
        main,
        &oxacc_cpp::PreprocessOptions::default(),
    );
    let _ = oxacc_c::parse_and_check(&out.tokens, &sm, &mut diags);
    let text = String::from_utf8(capture.0.lock().unwrap().clone()).unwrap_or_default();
    (text, diags.error_count())
}

/// `(line, severity, -W option)` of each `name:L:C: severity: … [-Wopt]` line.
fn lines_and_options(text: &str, name: &str) -> Vec<(u32, String, String)> {
    let prefix = format!("{name}:");
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix(&prefix) else {
            continue;
        };
        let mut parts = rest.splitn(3, ':');
        let Some(l) = parts.next().and_then(|x| x.parse().ok()) else {
            continue;
        };
        let _col = parts.next();
        let tail = parts.next().unwrap_or_default().trim_start();
        let Some(severity) = ["warning", "error"]
            .into_iter()
            .find(|s| tail.starts_with(&format!("{s}: ")))
        else {
            continue;
        };
        let option = match (tail.rfind(" [-W"), tail.ends_with(']')) {
            (Some(p), true) => tail[p + 2..tail.len() - 1]
                .trim_start_matches("-Werror,")
                .to_string(),
            _ => String::new(),
        };
        out.push((l, severity.to_string(), option));
    }
    out.sort();
    out
}

/// `testsuite/c-syntax/warn/*.c`: programs gcc 12 accepts with warnings (where clang 16+
/// and gcc 14 give errors: incompatible pointer types, int/pointer conversions, implicit
/// declarations, implicit int, …). Each `// expect-warning: L:C: message [-Wopt]` is one
/// warning oxacc must give, exactly (no option when gcc has none); `// args: -Wgroup`
/// turns groups on. `gcc -fsyntax-only` must agree on every line and option, and neither
/// may give an error.
#[test]
fn warnings_match_gcc() {
    let dir = suite_dir("warn");
    let files = c_files(&dir);
    let gcc = std::env::var("GCC").unwrap_or_else(|_| "gcc".into());
    let mut failures = Vec::new();
    for path in &files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let source = std::fs::read_to_string(path).unwrap_or_default();
        let args: Vec<String> = source
            .lines()
            .find_map(|l| l.strip_prefix("// args:"))
            .map(|a| a.split_whitespace().map(str::to_string).collect())
            .unwrap_or_default();
        let mut options = oxacc_source::DiagnosticOptions {
            error_limit: 0,
            ..Default::default()
        };
        for a in &args {
            if let Some(g) = a.strip_prefix("-W") {
                options.enabled_groups.insert(g.to_string());
            }
        }
        let marker = "// expect-warning: ";
        let mut expected: Vec<String> = source
            .lines()
            .filter_map(|l| l.strip_prefix(marker))
            .map(|m| format!("{name}:{m}"))
            .collect();
        expected.sort();
        assert!(!expected.is_empty(), "{name} has no expect-warning lines");
        let (text, errors) = run_warn_file(&dir, &name, options);
        let mut got: Vec<String> = text
            .lines()
            .filter(|l| l.starts_with(&format!("{name}:")) && l.contains(": warning: "))
            .map(|l| l.replacen(": warning: ", ":", 1))
            .map(|l| {
                // `name:L:C:message` → `name:L:C: message` as the comments write it.
                let mut parts = l.splitn(4, ':');
                let (n, li, c, m) = (
                    parts.next().unwrap_or_default(),
                    parts.next().unwrap_or_default(),
                    parts.next().unwrap_or_default(),
                    parts.next().unwrap_or_default(),
                );
                format!("{n}:{li}:{c}: {m}")
            })
            .collect();
        got.sort();
        if errors != 0 || got != expected {
            failures.push(format!(
                "{name}: oxacc gave {errors} errors; warnings\n  {}\nexpected\n  {}\n{text}",
                got.join("\n  "),
                expected.join("\n  ")
            ));
        }
        let gcc_out = std::process::Command::new(&gcc)
            .arg("-fsyntax-only")
            .args(&args)
            .arg(&name)
            .current_dir(&dir)
            .output();
        let Ok(gcc_out) = gcc_out else {
            failures.push(format!("{name}: cannot run {gcc} (set $GCC)"));
            continue;
        };
        let gcc_text = String::from_utf8_lossy(&gcc_out.stderr);
        let want = lines_and_options(&gcc_text, &name);
        let have = lines_and_options(&text, &name);
        if want != have {
            failures.push(format!(
                "{name}: gcc and oxacc disagree on (line, severity, option):\n  gcc   {want:?}\n  oxacc {have:?}\n{gcc_text}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(files.len() >= 8, "only {} warn/ programs", files.len());
}

/// The options of the warnings gcc 12 gives where oxacc used to stop: `-Wno-…`, `-w`,
/// `-Werror=…` and `-Wno-error=…` under `-Werror` work on them like on any group.
#[test]
fn gcc_warning_groups_obey_options() {
    use oxacc_source::DiagnosticOptions;
    let dir = suite_dir("warn");
    let count = |name: &str, options: DiagnosticOptions| {
        let (text, errors) = run_warn_file(&dir, name, options);
        (text.matches(": warning: ").count(), errors)
    };
    for (name, group, n) in [
        ("implicit_function.c", "implicit-function-declaration", 7),
        ("incompatible_pointers.c", "incompatible-pointer-types", 9),
        ("int_conversion.c", "int-conversion", 9),
        ("qualifiers_and_sign.c", "discarded-qualifiers", 6),
        ("returns_and_implicit_int.c", "implicit-int", 3),
    ] {
        let all = count(name, DiagnosticOptions::default()).0;
        let mut off = DiagnosticOptions::default();
        off.disabled_groups.insert(group.into());
        assert_eq!(count(name, off), (all - n, 0), "{name}: -Wno-{group}");
        let mut err = DiagnosticOptions::default();
        err.error_groups.insert(group.into());
        assert_eq!(
            count(name, err),
            (all - n, n as u32),
            "{name}: -Werror={group}"
        );
        let mut kept = DiagnosticOptions {
            warnings_as_errors: true,
            ..Default::default()
        };
        kept.no_error_groups.insert(group.into());
        assert_eq!(
            count(name, kept),
            (n, (all - n) as u32),
            "{name}: -Werror -Wno-error={group}"
        );
        let quiet = DiagnosticOptions {
            suppress_warnings: true,
            ..Default::default()
        };
        assert_eq!(count(name, quiet), (0, 0), "{name}: -w");
    }
}
