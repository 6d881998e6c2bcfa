//! Renders a diagnostic in the clang format:
//!
//! ```text
//! In file included from main.c:3:
//! vec.h:7:12: error: use of undeclared identifier 'n'
//!     return n;
//!            ^
//! ```
//! Tokens produced by macros are reported where the macro was used, followed by
//! `note: expanded from macro 'NAME'` at the spelling in the definition.

use std::fmt::Write;

use crate::diagnostic::{Diagnostic, Severity};
use crate::source_map::SourceMap;
use crate::span::Span;

const BOLD: &str = "\x1b[1m";
const RESET: &str = "\x1b[0m";

fn severity_color(severity: Severity) -> &'static str {
    match severity {
        Severity::Note => "\x1b[1;30m",
        Severity::Warning => "\x1b[1;35m",
        Severity::Error | Severity::Fatal => "\x1b[1;31m",
    }
}

pub(crate) fn render(sm: &SourceMap, diag: &Diagnostic, color: bool, promoted: bool) -> String {
    let mut out = String::new();
    if let Some(span) = diag.span {
        let root = sm.expansion_root(span);
        for site in sm.include_stack(root.file).iter().rev() {
            let at = sm.presumed(site.file, site.lo);
            let _ = writeln!(out, "In file included from {}:{}:", at.name, at.line);
        }
    }
    render_one(&mut out, sm, diag, color, promoted);
    if let Some(span) = diag.span {
        render_macro_backtrace(&mut out, sm, span, color);
    }
    for note in &diag.notes {
        render_one(&mut out, sm, note, color, false);
    }
    out
}

fn render_one(out: &mut String, sm: &SourceMap, diag: &Diagnostic, color: bool, promoted: bool) {
    let (bold, reset) = if color { (BOLD, RESET) } else { ("", "") };
    let sev_color = if color {
        severity_color(diag.severity)
    } else {
        ""
    };
    let location = diag.span.map(|s| sm.expansion_root(s));
    if let Some(span) = location {
        let at = sm.presumed(span.file, span.lo);
        let _ = write!(out, "{bold}{}:{}:{}: {reset}", at.name, at.line, at.col);
    }
    let _ = write!(
        out,
        "{sev_color}{}: {reset}{bold}{}",
        diag.severity.label(),
        diag.message
    );
    match (diag.group, promoted) {
        (Some(group), true) => {
            let _ = write!(out, " [-Werror,-W{group}]");
        }
        (Some(group), false) => {
            let _ = write!(out, " [-W{group}]");
        }
        (None, _) => {}
    }
    let _ = writeln!(out, "{reset}");
    if let Some(span) = location {
        let labels: Vec<Span> = diag
            .labels
            .iter()
            .map(|l| sm.expansion_root(l.span))
            .collect();
        render_snippet(out, sm, span, &labels, color);
    }
}

/// One note per macro level between the token's spelling and the place it was used.
fn render_macro_backtrace(out: &mut String, sm: &SourceMap, mut span: Span, color: bool) {
    while let Some(expansion) = sm.expansion(span.expn) {
        let spelled = Span {
            expn: crate::ExpnId::ROOT,
            ..span
        };
        if expansion.def_site.is_some() {
            let note = Diagnostic::new(
                Severity::Note,
                format!("expanded from macro '{}'", expansion.name),
            )
            .at(spelled);
            render_one(out, sm, &note, color, false);
        }
        span = expansion.call_site;
    }
}

/// The source line, then a line with `^` under the start of `span` and `~` under the rest of
/// it and under each label on the same line.
fn render_snippet(out: &mut String, sm: &SourceMap, span: Span, labels: &[Span], color: bool) {
    let line = sm.line_text(span.file, span.lo);
    let (_, col) = sm.physical_line_col(span.file, span.lo);
    let line_start = span.lo - (col - 1);
    let line_end = line_start + line.len() as u32;
    let mut marks = vec![b' '; line.len() + 1];
    let mut mark = |s: Span, ch: u8| {
        if s.file != span.file || s.lo < line_start || s.lo > line_end {
            return;
        }
        let lo = (s.lo - line_start) as usize;
        let hi = (s.hi.min(line_end).max(s.lo + 1) - line_start) as usize;
        for m in &mut marks[lo..hi] {
            if *m == b' ' {
                *m = ch;
            }
        }
    };
    mark(
        Span {
            lo: span.lo,
            hi: span.lo + 1,
            ..span
        },
        b'^',
    );
    mark(span, b'~');
    for &l in labels {
        mark(l, b'~');
    }
    // Keep tabs so that the caret lines up under the character it points at.
    let mut caret = String::new();
    for (i, ch) in line.char_indices() {
        let m = marks[i];
        caret.push(match (m, ch) {
            (b' ', '\t') => '\t',
            (m, _) => m as char,
        });
    }
    if marks[line.len()] != b' ' {
        caret.push(marks[line.len()] as char);
    }
    let caret = caret.trim_end();
    let (green, reset) = if color {
        ("\x1b[1;32m", RESET)
    } else {
        ("", "")
    };
    let _ = writeln!(out, "{line}");
    let _ = writeln!(out, "{green}{caret}{reset}");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source_map::Expansion;
    use expect_test::expect;

    #[test]
    fn caret_and_range_under_the_token() {
        let mut sm = SourceMap::new();
        let f = sm.add_file("a.c", "int main(void) {\n\treturn undefined_name;\n}\n");
        let d = Diagnostic::error(Span::new(f, 25, 39), "use of undeclared identifier");
        expect![[r#"
            a.c:2:9: error: use of undeclared identifier
            	return undefined_name;
            	       ^~~~~~~~~~~~~~
        "#]]
        .assert_eq(&render(&sm, &d, false, false));
    }

    #[test]
    fn include_stack_is_printed_outermost_first() {
        let mut sm2 = SourceMap::new();
        let dir = std::env::temp_dir().join(format!("oxacc-src-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (name, text) in [
            ("main.c", "#include \"a.h\"\n"),
            ("a.h", "\n#include \"b.h\"\n"),
            ("b.h", "oops\n"),
        ] {
            std::fs::write(dir.join(name), text).unwrap();
        }
        let main2 = sm2.load_file(&dir.join("main.c"), "main.c", None).unwrap();
        let a2 = sm2
            .load_file(&dir.join("a.h"), "a.h", Some(Span::new(main2, 0, 14)))
            .unwrap();
        let b2 = sm2
            .load_file(&dir.join("b.h"), "b.h", Some(Span::new(a2, 1, 15)))
            .unwrap();
        let d = Diagnostic::error(Span::new(b2, 0, 4), "unknown type name 'oops'");
        expect![[r#"
            In file included from main.c:1:
            In file included from a.h:2:
            b.h:1:1: error: unknown type name 'oops'
            oops
            ^~~~
        "#]]
        .assert_eq(&render(&sm2, &d, false, false));
    }

    #[test]
    fn macro_tokens_report_at_use_with_expansion_note() {
        let mut sm = SourceMap::new();
        let f = sm.add_file("m.c", "#define BAD (1 +)\nint x = BAD;\n");
        let call = Span::new(f, 26, 29);
        let def = Span::new(f, 8, 11);
        let e = sm.add_expansion(Expansion {
            name: "BAD".into(),
            call_site: call,
            def_site: Some(def),
        });
        let d = Diagnostic::error(Span::new(f, 16, 17).with_expn(e), "expected expression");
        expect![[r#"
            m.c:2:9: error: expected expression
            int x = BAD;
                    ^~~
            m.c:1:17: note: expanded from macro 'BAD'
            #define BAD (1 +)
                            ^
        "#]]
        .assert_eq(&render(&sm, &d, false, false));
    }

    #[test]
    fn colour_only_when_asked() {
        let mut sm = SourceMap::new();
        let f = sm.add_file("c.c", "x\n");
        let d = Diagnostic::error(Span::new(f, 0, 1), "bad");
        assert!(!render(&sm, &d, false, false).contains('\x1b'));
        assert!(render(&sm, &d, true, false).contains("\x1b[1;31merror: "));
    }
}
