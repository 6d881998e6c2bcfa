//! Expansion snapshots (expect_test: `UPDATE_EXPECT=1 cargo test -p oxacc-cpp` refreshes them).

use expect_test::{expect, Expect};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

use crate::{preprocess, write_preprocessed, PpTokenKind, PreprocessOptions};

fn run(src: &str, opts: &PreprocessOptions) -> (SourceMap, crate::PreprocessOutput) {
    let mut sm = SourceMap::new();
    let main = sm.add_file("t.c", src);
    let sink = Box::new(std::io::sink());
    let mut diags = DiagnosticsEngine::with_sink(DiagnosticOptions::default(), sink, false);
    let out = preprocess(&mut sm, &mut diags, main, opts);
    (sm, out)
}

fn check(src: &str, expect: Expect) {
    let opts = PreprocessOptions {
        no_std_inc: true,
        openacc: true,
        ..Default::default()
    };
    let (sm, out) = run(src, &opts);
    let mut text = Vec::new();
    write_preprocessed(&sm, &out, &mut text, false).expect("in memory");
    expect.assert_eq(String::from_utf8_lossy(&text).trim_end());
}

#[test]
fn rescanning_and_blue_paint() {
    // C17 §6.10.3.4p4 and a self-referential pair.
    check(
        "#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)\n#define AA BB\n#define BB AA\nAA BB\n",
        expect![[r#"
            2*9*g
            AA BB"#]],
    );
}

#[test]
fn standard_example_3() {
    // C17 §6.10.3.5p5.
    check(
        r#"#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
"#,
        expect![[r#"
            f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);
            f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) &
             f(2 * (0,1))^m(0,1);
            int i[] = { 1, 23, 4, 5, };
            char c[2][6] = { "hello", "" };"#]],
    );
}

#[test]
fn va_opt_and_gnu_comma() {
    check(
        "#define F(...) f(0 __VA_OPT__(,) __VA_ARGS__)\n#define E(fmt, ...) p(fmt, ## __VA_ARGS__)\nF(a, b) F() E(x) E(x, 1)\n",
        expect!["f(0 , a, b) f(0) p(x) p(x, 1)"],
    );
}

#[test]
fn acc_pragmas_are_expanded_tokens() {
    let src = "#define N 100\n#pragma acc parallel loop copy(a[0:N])\nfor(;;);\n";
    let opts = PreprocessOptions {
        no_std_inc: true,
        openacc: true,
        ..Default::default()
    };
    let (sm, out) = run(src, &opts);
    let kinds: Vec<String> = out
        .tokens
        .iter()
        .map(|t| match t.kind {
            PpTokenKind::PragmaBegin => format!("<pragma {}>", t.text),
            PpTokenKind::PragmaEnd => "<end>".to_owned(),
            PpTokenKind::Eof => "<eof>".to_owned(),
            _ => t.text.to_string(),
        })
        .collect();
    expect![[r#"<pragma acc> parallel loop copy ( a [ 0 : 100 ] ) <end> for ( ; ; ) ; <eof>"#]]
        .assert_eq(&kinds.join(" "));
    // `100` is spelled in the #define and expanded at line 2 of t.c.
    let hundred = out
        .tokens
        .iter()
        .find(|t| t.text == "100")
        .expect("expanded N");
    let call = sm
        .expansion(hundred.span.expn)
        .expect("an expansion")
        .call_site;
    assert_eq!(sm.snippet(call), "N");
    assert_eq!(sm.physical_line_col(call.file, call.lo), (2, 36));
    assert_eq!(
        sm.physical_line_col(hundred.span.file, hundred.span.lo),
        (1, 11)
    );
}

#[test]
fn conditionals_and_expressions() {
    check(
        "#if 0\n#if garbage (\n#endif\nno\n#elif -1 > 0u && defined(__STDC__) && __has_include(\"t.c\") == 0\nyes\n#else\nno\n#endif\n#ifdef __STDC_VERSION__\n__STDC_VERSION__ _OPENACC __LINE__\n#endif\n",
        expect![[r#"
            yes
            201710L 202211 11"#]],
    );
}

#[test]
fn pasted_tokens_have_a_scratch_spelling() {
    let opts = PreprocessOptions {
        no_std_inc: true,
        ..Default::default()
    };
    let (sm, out) = run("#define cat(a, b) a ## b\ncat(foo, bar)\n", &opts);
    let t = &out.tokens[0];
    assert_eq!((t.kind, t.text.as_str()), (PpTokenKind::Ident, "foobar"));
    assert_eq!(sm.snippet(t.span), "foobar");
    assert_eq!(sm.file(t.span.file).name, "<scratch space>");
}

#[test]
fn defined_from_a_macro_does_not_expand_its_operand() {
    check(
        "#define X 1\n#define HAS_X defined(X) && defined X\n#if HAS_X\nyes\n#endif\n",
        expect![[r#"yes"#]],
    );
}

#[test]
fn unknown_pragmas_pass_through_and_warn_only_when_asked() {
    let src = "#pragma weird thing(1)\n#pragma omp parallel\n#pragma once\n";
    for warn in [false, true] {
        let capture = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        struct Sink(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
        impl std::io::Write for Sink {
            fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
                self.0
                    .lock()
                    .map_err(|_| std::io::ErrorKind::Other)?
                    .extend_from_slice(b);
                Ok(b.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let mut sm = SourceMap::new();
        let main = sm.add_file("t.c", src);
        let mut diags = DiagnosticsEngine::with_sink(
            DiagnosticOptions::default(),
            Box::new(Sink(capture.clone())),
            false,
        );
        let opts = PreprocessOptions {
            no_std_inc: true,
            warn_unknown_pragmas: warn,
            ..Default::default()
        };
        let out = preprocess(&mut sm, &mut diags, main, &opts);
        let mut text = Vec::new();
        write_preprocessed(&sm, &out, &mut text, false).expect("in memory");
        assert_eq!(
            String::from_utf8_lossy(&text),
            "#pragma weird thing(1)\n#pragma omp parallel\n"
        );
        let diag = String::from_utf8_lossy(&capture.lock().expect("sink")).into_owned();
        let want = "t.c:1:9: warning: ignoring '#pragma weird thing(1)' [-Wunknown-pragmas]";
        assert_eq!(diag.contains(want), warn, "{diag}");
    }
}

/// Runs `src` as `t.c` with `opts` (no system headers); returns the `-P` text, the rendered
/// diagnostics and whether there were errors.
fn run_with_diags(src: &str, opts: PreprocessOptions) -> (String, String, bool) {
    #[derive(Clone, Default)]
    struct Capture(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
    impl std::io::Write for Capture {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0
                .lock()
                .map_err(|_| std::io::ErrorKind::Other)?
                .extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let capture = Capture::default();
    let mut sm = SourceMap::new();
    let main = sm.add_file("t.c", src);
    let mut diags = DiagnosticsEngine::with_sink(
        DiagnosticOptions::default(),
        Box::new(capture.clone()),
        false,
    );
    let opts = PreprocessOptions {
        no_std_inc: true,
        ..opts
    };
    let out = preprocess(&mut sm, &mut diags, main, &opts);
    let mut text = Vec::new();
    write_preprocessed(&sm, &out, &mut text, false).expect("in memory");
    let rendered = String::from_utf8_lossy(&capture.0.lock().expect("sink")).into_owned();
    (
        String::from_utf8_lossy(&text).into_owned(),
        rendered,
        diags.has_errors(),
    )
}

/// A scratch directory with the given files.
fn scratch_dir(tag: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("oxacc-cpp-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (name, text) in files {
        let path = dir.join(name);
        std::fs::create_dir_all(path.parent().expect("has a parent")).expect("scratch dir");
        std::fs::write(path, text).expect("scratch file");
    }
    dir
}

#[test]
fn imacros_keeps_macros_and_drops_text_include_keeps_both() {
    let dir = scratch_dir(
        "cmdline",
        &[
            ("m.h", "#define M 1\n#include \"n.h\"\nm_text\n"),
            ("n.h", "#define N 2\nn_text\n"),
            ("i.h", "#define I M + N\ni_text\n"),
        ],
    );
    let opts = PreprocessOptions {
        macro_includes: vec![dir.join("m.h")],
        force_includes: vec![dir.join("i.h")],
        ..Default::default()
    };
    let (text, diags, errors) = run_with_diags("I\n", opts);
    assert!(!errors && diags.is_empty(), "{diags}");
    assert_eq!(text, "i_text\n1 + 2\n");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn missing_command_line_include_is_fatal() {
    for (includes, macros, flag) in [
        (vec!["/no/such/oxacc.h".into()], vec![], "-include"),
        (vec![], vec!["no-such-oxacc.h".into()], "-imacros"),
    ] {
        let opts = PreprocessOptions {
            force_includes: includes,
            macro_includes: macros,
            ..Default::default()
        };
        let (text, diags, errors) = run_with_diags("main_text\n", opts);
        assert!(errors);
        assert!(
            text.is_empty(),
            "nothing is read after a fatal error: {text}"
        );
        assert!(
            diags.contains("file not found") && diags.contains(flag),
            "{diags}"
        );
    }
}

#[test]
fn idirafter_comes_after_include_dirs_and_is_a_system_dir() {
    let dir = scratch_dir(
        "after",
        &[
            ("i/h.h", "from_i\n#include_next <h.h>\n"),
            ("a/h.h", "from_after\n"),
            ("a/only.h", "only_after\n"),
        ],
    );
    let opts = PreprocessOptions {
        include_dirs: vec![dir.join("i")],
        after_dirs: vec![dir.join("a")],
        no_std_inc: true,
        ..Default::default()
    };
    let mut sm = SourceMap::new();
    let main = sm.add_file("t.c", "#include <h.h>\n#include <only.h>\n");
    let sink = Box::new(std::io::sink());
    let mut diags = DiagnosticsEngine::with_sink(DiagnosticOptions::default(), sink, false);
    let out = preprocess(&mut sm, &mut diags, main, &opts);
    let mut text = Vec::new();
    write_preprocessed(&sm, &out, &mut text, false).expect("in memory");
    assert_eq!(
        String::from_utf8_lossy(&text),
        "from_i\nfrom_after\nonly_after\n"
    );
    let system: Vec<String> = out
        .system_files
        .iter()
        .map(|&f| sm.file(f).path.display().to_string())
        .filter(|p| !p.starts_with('<'))
        .collect();
    assert_eq!(system.len(), 2, "{system:?}");
    assert!(system.iter().all(|p| p.contains("/a/")), "{system:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn skipped_groups_are_scanned_not_lexed() {
    // A comment or literal hides a `#`; a splice joins a directive name; digraphs count.
    check(
        "#if 0\n\"#endif\" /*\n#endif */ '#endif'\n#\\\nelse\nA\n#endif\n%:if 0\nx\n%:endif\nB\n",
        expect![[r#"
            A
            B"#]],
    );
    // An unterminated comment in a skipped group is still an error; a lone quote only warns.
    let (text, diags, errors) = run_with_diags(
        "#if 0\n'x\n#endif\n#if 0\n/* open\n#endif\n",
        PreprocessOptions::default(),
    );
    assert!(errors && text.is_empty(), "{text}");
    assert!(
        diags.contains("t.c:2:1: warning: missing terminating ' character"),
        "{diags}"
    );
    assert!(
        diags.contains("t.c:5:1: error: unterminated comment"),
        "{diags}"
    );
    assert!(diags.contains("unterminated #if"), "{diags}");
}

#[test]
fn keep_comments_are_tokens_only_outside_directives() {
    let opts = PreprocessOptions {
        keep_comments: true,
        ..Default::default()
    };
    let src = "/* c1 */\n#define A 1 /* c2 */\n#if A // c3\nA /* c4\n */ A\n#endif\n";
    let (text, diags, errors) = run_with_diags(src, opts.clone());
    assert!(!errors && diags.is_empty(), "{diags}");
    assert_eq!(text, "/* c1 */\n1 /* c4\n */ 1\n");
    // Without -C the same input has no comment at all.
    let (text, _, _) = run_with_diags(src, PreprocessOptions::default());
    assert_eq!(text, "1\n 1\n");
}

/// Fortran (`gfortran -cpp`'s traditional mode): a macro argument's character literal continued
/// on the next line (OpenMP_VV's `OMPVV_WARNING_IF(c, "… &` / `&…")`) ends at its closing
/// quote there, and the argument list goes on after it; in C an unterminated literal is still
/// an error.
#[test]
fn fortran_literal_continued_in_a_macro_argument() {
    let src = "#define WARN_IF(c, msg) IF (c) PRINT *, msg\nWARN_IF(n .eq. 1, \"one &\n   &two\") ! x\nk = 2\n";
    let opts = PreprocessOptions {
        no_std_inc: true,
        fortran: true,
        ..Default::default()
    };
    let (sm, out) = run(src, &opts);
    let mut text = Vec::new();
    write_preprocessed(&sm, &out, &mut text, false).expect("in memory");
    let text = String::from_utf8_lossy(&text);
    assert!(
        text.contains("IF (n .eq. 1) PRINT *, \"one & &two\""),
        "{text}"
    );
    assert!(text.contains("k = 2"), "{text}");
    let (_, diags, failed) = run_with_diags(
        src,
        PreprocessOptions {
            no_std_inc: true,
            ..Default::default()
        },
    );
    assert!(
        failed && diags.contains("unterminated argument list"),
        "{diags}"
    );
}
