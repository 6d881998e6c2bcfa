//! Lexer tests: every token form of Fortran 2018 §6.2 and §7.4 this front end accepts.

use expect_test::{expect, Expect};
use oxacc_source::{FileId, SourceMap};

use super::{lex, Token, TokenKind};
use crate::source_form::{CookedText, SrcPos};

fn cooked(text: &str) -> CookedText {
    let mut c = CookedText::default();
    for (i, ch) in text.char_indices() {
        c.push(
            ch,
            SrcPos {
                file: FileId(0),
                offset: i as u32,
            },
        );
    }
    c
}

fn show(toks: &[Token]) -> String {
    toks.iter()
        .map(|t| match &t.kind {
            TokenKind::Name(n) => format!("name({n})"),
            TokenKind::Int(d, k) => format!("int({d}{})", kind(k)),
            TokenKind::Real(r, k) => format!("real({r}{})", kind(k)),
            TokenKind::Boz(b) => format!("boz({b})"),
            TokenKind::Char(v, k) => match k {
                Some(k) => format!("char({k}_{v:?})"),
                None => format!("char({v:?})"),
            },
            TokenKind::Logical(v, k) => format!("logical({v}{})", kind(k)),
            TokenKind::DefinedOp(o) => format!("op(.{o}.)"),
            TokenKind::Punct(p) => format!("'{}'", p.spelling()),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn kind(k: &Option<smol_str::SmolStr>) -> String {
    k.as_ref().map(|k| format!("_{k}")).unwrap_or_default()
}

fn check(text: &str, expect: Expect) {
    let out = match lex(&cooked(text), false) {
        Ok(toks) => show(&toks),
        Err(e) => format!("error at {}..{}: {}", e.span.lo, e.span.hi, e.message),
    };
    expect.assert_eq(&out);
}

#[test]
fn numeric_literals_with_kinds() {
    check(
        "1.0_8 1_int64 1.0d0 1.e-3 .5 3. 2E10 7q0 1.5D+2_dp 42",
        expect![[
            r#"real(1.0_8) int(1_int64) real(1.0d0) real(1.e-3) real(.5) real(3.) real(2E10) real(7q0) real(1.5D+2_dp) int(42)"#
        ]],
    );
}

#[test]
fn dotted_operators_next_to_numbers() {
    check(
        "1.eq.2 .and. x.ne.3.0 .OR. .not.y .eqv. a .neqv. b .lt. c .le. d .gt. e .ge. f",
        expect![[
            r#"int(1) '==' int(2) '.and.' name(x) '/=' real(3.0) '.or.' '.not.' name(y) '.eqv.' name(a) '.neqv.' name(b) '<' name(c) '<=' name(d) '>' name(e) '>=' name(f)"#
        ]],
    );
    check(
        "a .cross. b .Dot. c",
        expect![[r#"name(a) op(.cross.) name(b) op(.dot.) name(c)"#]],
    );
}

#[test]
fn logical_boz_and_character_literals() {
    check(
        ".true._4 .FALSE. b'0101' O\"17\" z'FF' 'it''s' \"say \"\"hi\"\"\" ucs4_'x' 1_'y'",
        expect!["error at 68..69: invalid character '_'"],
    );
}

#[test]
fn punctuation() {
    check(
        "a(:)=>b ** c // d :: e % f (/ 1 /) [2] == /= <= >= < > = , :",
        expect![[
            r#"name(a) '(' ':' ')' '=>' name(b) '**' name(c) '//' name(d) '::' name(e) '%' name(f) '(' '/' int(1) '/' ')' '[' int(2) ']' '==' '/=' '<=' '>=' '<' '>' '=' ',' ':'"#
        ]],
    );
}

#[test]
fn names_keep_their_spelling() {
    let toks = lex(&cooked("CamelCase_1 x"), false).unwrap_or_default();
    assert_eq!(toks[0].kind, TokenKind::Name("CamelCase_1".into()));
    assert!(toks[0].is_word("camelcase_1"));
    assert_eq!((toks[1].lo, toks[1].hi), (12, 13));
}

#[test]
fn backslash_escapes_only_with_the_option() {
    let plain = lex(&cooked(r"'a\nb'"), false).unwrap_or_default();
    assert_eq!(plain[0].kind, TokenKind::Char(r"a\nb".into(), None));
    let escaped = lex(&cooked(r"'a\nb'"), true).unwrap_or_default();
    assert_eq!(escaped[0].kind, TokenKind::Char("a\nb".into(), None));
}

#[test]
fn lexical_errors() {
    check(
        "x = 'abc",
        expect![[r#"error at 4..5: unterminated character literal"#]],
    );
    check(
        "x = z'ff",
        expect![[r#"error at 5..6: unterminated BOZ literal"#]],
    );
    check(
        "x = 1 @ 2",
        expect![[r#"error at 6..7: invalid character '@'"#]],
    );
    check("x = a . b", expect![[r#"error at 6..7: unexpected '.'"#]]);
}

#[test]
fn token_spans_come_from_provenance() {
    let mut sm = SourceMap::new();
    let f = sm.add_file("t.f90", "x = alpha");
    let mut c = CookedText::default();
    for (i, ch) in "x = alpha".char_indices() {
        c.push(
            ch,
            SrcPos {
                file: f,
                offset: i as u32,
            },
        );
    }
    let toks = lex(&c, false).unwrap_or_default();
    assert_eq!(sm.snippet(toks[2].span), "alpha");
}
