//! Prescanner tests: logical lines, labels, directives and provenance in both source forms.

use std::io::Write;
use std::sync::{Arc, Mutex};

use expect_test::{expect, Expect};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

use super::{prescan, Line};
use crate::{FortranOptions, SourceForm};

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

/// Prescans `text` and renders each logical line, then the diagnostics.
fn run(text: &str, options: &FortranOptions) -> (String, SourceMap, Vec<Line>) {
    let mut sm = SourceMap::new();
    let file = sm.add_file("t.f90", text);
    let capture = Capture::default();
    let mut diags = DiagnosticsEngine::with_sink(
        DiagnosticOptions::default(),
        Box::new(capture.clone()),
        false,
    );
    let lines = prescan(&mut sm, file, options, &mut diags);
    let mut out = String::new();
    for l in &lines {
        match l {
            Line::Stmt(s) => {
                if let Some(label) = s.label {
                    out.push_str(&format!("{} ", label.value));
                }
                out.push_str(&format!("stmt {:?}\n", s.text.text));
            }
            Line::Directive(d) => {
                out.push_str(&format!("!${} {:?}\n", d.sentinel.name(), d.text.text));
            }
        }
    }
    out.push_str(&String::from_utf8_lossy(
        &capture.0.lock().unwrap_or_else(|e| e.into_inner()),
    ));
    (out, sm, lines)
}

fn check(text: &str, options: &FortranOptions, expect: Expect) {
    expect.assert_eq(&run(text, options).0);
}

fn free() -> FortranOptions {
    FortranOptions::default()
}

fn fixed() -> FortranOptions {
    FortranOptions {
        form: SourceForm::Fixed,
        ..Default::default()
    }
}

fn acc_omp(form: SourceForm) -> FortranOptions {
    FortranOptions {
        form,
        openacc: true,
        openmp: true,
        ..Default::default()
    }
}

#[test]
fn free_form_continuation_comments_and_semicolons() {
    check(
        "x = 1 + &  ! trailing comment\n  & 2; y = 'a;b!c'\n\n10 z = x &\n! comment between\n\n   + y ; ;\n s = 'abc&\n  &def'\n",
        &free(),
        expect![[r#"
            stmt "x = 1 +  2"
            stmt "y = 'a;b!c'"
            10 stmt "z = x + y"
            stmt "s = 'abcdef'"
        "#]],
    );
}

#[test]
fn free_form_labels_are_checked() {
    check(
        "0 continue\n123456 continue\n99999 continue\n12\n",
        &free(),
        expect![[r#"
            stmt "continue"
            stmt "continue"
            99999 stmt "continue"
            t.f90:1:1: error: statement label must not be zero
            0 continue
            ^
            t.f90:2:1: error: statement label has more than five digits
            123456 continue
            ^~~~~~
            t.f90:4:1: error: statement label without a statement
            12
            ^~
        "#]],
    );
}

#[test]
fn free_form_directives_and_conditional_lines() {
    let src = "  !$acc parallel loop &\n  !$acc& gang ! comment\n!$ACC end parallel\n!$omp barrier\n!$ x = 1\n!$accx not a sentinel\n";
    check(
        src,
        &acc_omp(SourceForm::Free),
        expect![[r#"
            !$acc "parallel loop  gang"
            !$acc "end parallel"
            !$omp "barrier"
            stmt "x = 1"
        "#]],
    );
    // Without -fopenacc/-fopenmp all of them are comments.
    check(src, &free(), expect![[""]]);
}

#[test]
fn free_form_directive_continuation_must_be_a_directive() {
    check(
        "!$acc parallel &\nx = 1\n",
        &acc_omp(SourceForm::Free),
        expect![[r#"
            !$acc "parallel"
            stmt "x = 1"
            t.f90:2:1: error: expected a '!$acc' continuation line
            x = 1
            ^
        "#]],
    );
}

#[test]
fn free_form_line_length() {
    let long = format!("x = {}\n", vec!["1"; 70].join("+"));
    let (out, _, _) = run(&long, &free());
    assert!(
        out.contains("t.f90:1:133: error: line truncated at column 133"),
        "{out}"
    );
    let unlimited = FortranOptions {
        free_line_length: None,
        ..free()
    };
    let (out, _, _) = run(&long, &unlimited);
    assert!(!out.contains("error"), "{out}");
    // A comment past the limit is fine.
    let comment = format!("x = 1 !{}\n", "c".repeat(200));
    let (out, _, _) = run(&comment, &free());
    assert_eq!(out, "stmt \"x = 1\"\n");
}

#[test]
fn fixed_form_columns() {
    let src = concat!(
        "C comment\n",
        "c comment\n",
        "* comment\n",
        "! comment\n",
        "D debug line\n",
        "  100 X = 1 +                                                           IGNORED\n",
        "     1     2\n",
        "      Y = 'A STRING ! NOT A COMMENT' ! COMMENT\n",
        "\tZ = 3\n",
        "10\tW = 4\n",
        "\t1+ 5\n",
        "      A = 1; B = 2\n",
    );
    check(
        src,
        &fixed(),
        expect![[r#"
            100 stmt "X=1+2"
            stmt "Y='A STRING ! NOT A COMMENT'"
            stmt "Z=3"
            10 stmt "W=4+5"
            stmt "A=1"
            stmt "B=2"
        "#]],
    );
}

#[test]
fn fixed_form_line_length_option() {
    let src = format!("      X = 1{}+ 2\n", " ".repeat(62));
    check(
        &src,
        &fixed(),
        expect![[r#"
            stmt "X=1"
        "#]],
    );
    let none = FortranOptions {
        fixed_line_length: None,
        ..fixed()
    };
    check(
        &src,
        &none,
        expect![[r#"
            stmt "X=1+2"
        "#]],
    );
}

#[test]
fn fixed_form_directives() {
    let src = concat!(
        "!$ACC PARALLEL LOOP\n",
        "!$ACC& GANG\n",
        "c$acc loop vector\n",
        "*$ACC END PARALLEL\n",
        "C$OMP BARRIER\n",
        "!$    X = 1\n",
        "c$    Y = 2\n",
    );
    check(
        src,
        &acc_omp(SourceForm::Fixed),
        expect![[r#"
            !$acc "PARALLEL LOOP  GANG"
            !$acc "loop vector"
            !$acc "END PARALLEL"
            !$omp "BARRIER"
            stmt "X=1"
            stmt "Y=2"
        "#]],
    );
    check(src, &fixed(), expect![[""]]);
}

#[test]
fn fixed_form_label_errors() {
    check(
        "     &X = 1\n   1A CONTINUE\n",
        &fixed(),
        expect![[r#"
            stmt "CONTINUE"
            t.f90:1:6: error: continuation line without a statement to continue
                 &X = 1
                 ^
            t.f90:2:5: error: non-numeric character in statement label
               1A CONTINUE
                ^
        "#]],
    );
}

#[test]
fn fixed_form_character_context_is_padded_to_the_limit() {
    let src = "      S = 'AB\n     &CD'\n";
    let (out, _, _) = run(src, &fixed());
    // Columns 14..72 of the first line belong to the string.
    // Blanks outside it are insignificant (§6.3.3.1) and dropped.
    let expected = format!("stmt \"S='AB{}CD'\"\n", " ".repeat(72 - 13));
    assert_eq!(out, expected);
}

#[test]
fn fixed_form_blanks_are_insignificant() {
    // §6.3.3.1: the statements are read without their blanks, a blank put back after each
    // leading keyword; character context and FORMAT keep theirs.
    let src = "      TOT AL = 1 000.5\n      D O 10 I = 1, N\n      DO J = 1, 3\n      \
               CALL SH OW (N MAX, 'A B')\n      DOUBLE PRE CISION SUM VAL, X(8)\n      \
               CHARACTER*12 LA BEL\n      I F (J .EQ. 2) G O TO 30\n      E ND DO\n      \
               REAL FUNCTION F (X)\n      IMPLICIT DOUBLE PRECISION (A-H)\n      \
               INTEGER :: K = 5\n      ELSE IF (X .GT. 1) THEN\n   10 FORMAT (1X, 2HA B)\n";
    let (out, _, _) = run(src, &fixed());
    expect![[r#"
        stmt "TOTAL=1000.5"
        stmt "DO 10 I=1,N"
        stmt "DO J=1,3"
        stmt "CALL SHOW(NMAX,'A B')"
        stmt "DOUBLE PRECISION SUMVAL,X(8)"
        stmt "CHARACTER*12 LABEL"
        stmt "IF(J.EQ.2)GO TO 30"
        stmt "END DO"
        stmt "REAL FUNCTION F(X)"
        stmt "IMPLICIT DOUBLE PRECISION(A-H)"
        stmt "INTEGER::K=5"
        stmt "ELSE IF (X.GT.1)THEN"
        10 stmt "FORMAT (1X, 2HA B)"
    "#]]
    .assert_eq(&out);
}

#[test]
fn provenance_maps_every_character_back() {
    let (_, sm, lines) = run("x = alpha + &\n    & beta\n", &free());
    let Line::Stmt(s) = &lines[0] else {
        panic!("expected a statement");
    };
    let at = s.text.text.find("beta").unwrap_or(0);
    let span = s.text.span(at, at + 4);
    let lc = sm.presumed(span.file, span.lo);
    assert_eq!((lc.line, lc.col, sm.snippet(span)), (2, 7, "beta"));
    let at = s.text.text.find("alpha").unwrap_or(0);
    let span = s.text.span(at, at + 5);
    assert_eq!(sm.snippet(span), "alpha");
}

#[test]
fn include_lines_are_resolved_and_reported() {
    let dir = std::env::temp_dir().join(format!("oxacc-fortran-include-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("inc")).unwrap_or(());
    std::fs::write(
        dir.join("inc/params.inc"),
        "integer, parameter :: n = 3 ! from include\n",
    )
    .unwrap_or(());
    std::fs::write(dir.join("self.inc"), "include 'self.inc'\n").unwrap_or(());
    let main = dir.join("main.f90");
    std::fs::write(
        &main,
        "program p\n  include 'params.inc'\n  INCLUDE \"missing.inc\"\n  include 'self.inc'\nend\n",
    )
    .unwrap_or(());
    let mut sm = SourceMap::new();
    let file = sm
        .load_file(&main, "main.f90", None)
        .expect("written above");
    let capture = Capture::default();
    let mut diags = DiagnosticsEngine::with_sink(
        DiagnosticOptions::default(),
        Box::new(capture.clone()),
        false,
    );
    let options = FortranOptions {
        include_dirs: vec![dir.join("inc")],
        ..Default::default()
    };
    let lines = prescan(&mut sm, file, &options, &mut diags);
    let texts: Vec<String> = lines
        .iter()
        .map(|l| match l {
            Line::Stmt(s) => s.text.text.clone(),
            Line::Directive(d) => d.text.text.clone(),
        })
        .collect();
    assert_eq!(texts, ["program p", "integer, parameter :: n = 3", "end"]);
    let text =
        String::from_utf8_lossy(&capture.0.lock().unwrap_or_else(|e| e.into_inner())).to_string();
    assert!(
        text.contains("main.f90:3:11: error: cannot find include file 'missing.inc'"),
        "{text}"
    );
    assert!(
        text.contains("error: include file 'self.inc' includes itself"),
        "{text}"
    );
    // The included statement's span points into the included file.
    let Line::Stmt(s) = &lines[1] else {
        panic!("expected a statement");
    };
    let span = s.text.span(0, 7);
    assert!(sm.file(span.file).name.ends_with("params.inc"));
    let _ = std::fs::remove_dir_all(&dir);
}
