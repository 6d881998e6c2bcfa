//! Bad input gives a diagnostic with the right message, line and column, and the run reports
//! errors. Each `testsuite/cpp/diag/*.c` lists what it expects in its first lines:
//! `// expect: LINE:COL: SEVERITY: MESSAGE` (in the file named by the prefix, else the test file)
//! and `// expect-text: TEXT` (anywhere in the rendered output).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use oxacc_cpp::{preprocess, PreprocessOptions};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

#[derive(Clone, Default)]
struct Capture(Arc<Mutex<Vec<u8>>>);

impl Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| std::io::ErrorKind::Other)?
            .extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn diag_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/cpp/diag")
}

/// Preprocesses `path` and returns (rendered diagnostics, error count).
pub fn run(path: &Path, text: Option<&str>) -> (String, u32) {
    let capture = Capture::default();
    let mut diags = DiagnosticsEngine::with_sink(
        DiagnosticOptions::default(),
        Box::new(capture.clone()),
        false,
    );
    let mut sm = SourceMap::new();
    let name = path.display().to_string();
    let main = match text {
        Some(t) => sm.add_file(&name, t),
        None => sm.load_file(path, &name, None).expect("test file"),
    };
    let _ = preprocess(&mut sm, &mut diags, main, &PreprocessOptions::default());
    let out = String::from_utf8_lossy(&capture.0.lock().expect("capture").clone()).into_owned();
    (out, diags.error_count())
}

#[test]
fn bad_input_is_reported_at_the_right_place() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(diag_dir())
        .expect("testsuite/cpp/diag")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    assert!(files.len() >= 7);
    let mut failures = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).expect("test file");
        let (out, errors) = run(path, None);
        if errors == 0 {
            failures.push(format!("{}: no error reported\n{out}", path.display()));
        }
        for line in source.lines() {
            if let Some(e) = line.strip_prefix("// expect: ") {
                let (file, rest) = match e.split_once(".h:") {
                    Some((f, r)) => (diag_dir().join(format!("{f}.h")), r),
                    None => (path.clone(), e),
                };
                let want = format!("{}:{rest}", file.display());
                if !out.lines().any(|l| l == want) {
                    failures.push(format!("{}: missing `{want}` in\n{out}", path.display()));
                }
            } else if let Some(t) = line.strip_prefix("// expect-text: ") {
                if !out.contains(t) {
                    failures.push(format!("{}: missing `{t}` in\n{out}", path.display()));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Random bytes and random mixes of preprocessor syntax never panic or hang.
#[test]
fn garbage_input_never_panics() {
    let pieces: &[&str] = &[
        "#define ",
        "#undef ",
        "#if ",
        "#elif ",
        "#else\n",
        "#endif\n",
        "#include ",
        "#line ",
        "#pragma ",
        "_Pragma(",
        "__VA_OPT__(",
        "__VA_ARGS__",
        "defined",
        "(",
        ")",
        ",",
        "##",
        "#",
        "\n",
        "\\\n",
        "a",
        "b",
        "f",
        "f(",
        "1",
        "0x",
        "'",
        "\"",
        "/*",
        "*/",
        "//",
        "...",
        "<",
        ">",
        "@",
        "\u{e9}",
        " ",
        "__LINE__",
        "__COUNTER__",
        "__has_include(",
    ];
    let mut seed = 0x9E3779B97F4A7C15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..400 {
        let mut text = String::new();
        // A few macros that refer to each other, then noise.
        text.push_str("#define f(x, ...) x f g(__VA_ARGS__) # x\n#define g(y) f(y y) ## y\n");
        for _ in 0..60 {
            text.push_str(pieces[(next() % pieces.len() as u64) as usize]);
        }
        let _ = run(Path::new("garbage.c"), Some(&text));
    }
}

/// Deeply nested macro calls in arguments end with a diagnostic, not a stack overflow.
#[test]
fn deep_argument_nesting_is_bounded() {
    let mut text = String::from("#define f(x) x\n");
    for _ in 0..2000 {
        text.push_str("f(");
    }
    text.push('1');
    for _ in 0..2000 {
        text.push(')');
    }
    text.push('\n');
    let (out, errors) = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || run(Path::new("deep.c"), Some(&text)))
        .expect("thread")
        .join()
        .expect("no panic");
    assert!(
        errors > 0 && out.contains("macro expansion nested too deeply"),
        "{out}"
    );
}

/// Inputs the fuzzer (`fuzz/`, target `preprocess`) found to panic, one per fixed bug.
#[test]
fn fuzz_regressions_do_not_panic() {
    let cases: &[(&str, &str)] = &[
        // A literal's escape at the very end of a skipped group ran the scanner past the end.
        // (The literal must not be the group's first token, which is lexed, not scanned.)
        ("skipped_escape_at_eof", "#if 0\nx '\\"),
        ("skipped_escape_at_eof_string", "#if 0\nx \"\\"),
    ];
    for (name, text) in cases {
        let (out, errors) = run(Path::new(&format!("{name}.c")), Some(text));
        assert!(
            errors > 0 && out.contains("unterminated #if"),
            "{name}: {out}"
        );
    }
}
