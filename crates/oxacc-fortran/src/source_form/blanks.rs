//! Blanks in fixed form (Fortran 2018 §6.3.3.1: in fixed form, blanks are insignificant
//! outside character context). Old codes write `TOT AL = 1 000.5`, `D O 10 I = 1, N`,
//! `CALL SH OW (N MAX)`, `G O TO 20`. The lexer separates tokens at blanks, so a fixed-form
//! statement is rewritten as the parser reads it: every blank outside character literals is
//! removed, then one blank is put back after each leading statement keyword (`CALL SHOW(NMAX)`,
//! `DOUBLE PRECISION SUMVAL,X(8)`, `DO 10 I=1,N`, `GOTO 20`) — the reading of a blank-free
//! statement that §6.3.3.1 prescribes. An assignment (an `=` outside parentheses that is not
//! part of `==`, `=>`, `<=`, `>=`, `/=`) needs no keyword, unless it is the DO statement
//! `DO 10 I = 1, N`. A statement whose leading keyword is not in the tables below keeps its
//! text as written (blanks separating its tokens), as do FORMAT statements (Hollerith edit
//! descriptors count blanks).

use super::provenance::CookedText;

/// Keywords after which the rest of the statement follows (a blank is put back after them,
/// and between their words). A keyword comes before the keywords it is a prefix of.
const SIMPLE: &[&str] = &[
    "allocatable",
    "allocate",
    "backspace",
    "block data",
    "call",
    "case default",
    "case",
    "close",
    "common",
    "contains",
    "continue",
    "cycle",
    "data",
    "deallocate",
    "dimension",
    "do concurrent",
    "do while",
    "else if",
    "else where",
    "else",
    "end block data",
    "end do",
    "end file",
    "end forall",
    "end function",
    "end if",
    "end interface",
    "end module",
    "end program",
    "end select",
    "end subroutine",
    "end type",
    "end where",
    "end",
    "entry",
    "equivalence",
    "exit",
    "external",
    "forall",
    "go to",
    "implicitnone",
    "inquire",
    "intent",
    "interface",
    "intrinsic",
    "module procedure",
    "module",
    "namelist",
    "nullify",
    "open",
    "optional",
    "parameter",
    "pause",
    "pointer",
    "print",
    "private",
    "program",
    "public",
    "read",
    "return",
    "rewind",
    "save",
    "select case",
    "sequence",
    "stop",
    "target",
    "use",
    "where",
    "write",
];

/// Type keywords: a kind or length selector may follow, then FUNCTION or the entities.
const TYPES: &[&str] = &[
    "double precision",
    "double complex",
    "integer",
    "real",
    "logical",
    "complex",
    "character",
];

/// Prefixes of FUNCTION and SUBROUTINE statements.
const PREFIXES: &[&str] = &["recursive", "pure", "elemental", "impure"];

/// The statement with its insignificant blanks removed (see the module comment).
pub(super) fn fixed_form_blanks(t: CookedText) -> CookedText {
    let quoted = quoted_bytes(t.text.as_bytes());
    let keep: Vec<bool> = t
        .text
        .bytes()
        .enumerate()
        .map(|(i, c)| quoted[i] || !(c == b' ' || c == b'\t'))
        .collect();
    let s = rebuild(&t, &keep);
    let lower = s.text.to_ascii_lowercase();
    let b = lower.as_bytes();
    if lower.starts_with("format(") {
        return t;
    }
    let squeezed_quoted = quoted_bytes(s.text.as_bytes());
    let mut blanks = Vec::new();
    if !plan(b, &squeezed_quoted, skip_construct_name(b), &mut blanks) {
        return t;
    }
    let mut out = CookedText::default();
    for (i, c) in s.text.char_indices() {
        if blanks.contains(&i) {
            out.push(' ', s.pos[i]);
        }
        out.push(c, s.pos[i]);
    }
    out
}

/// Whether `rest` starts with keyword `k` (its words written together); the blanks go back
/// between its words and after it, and the position after it is returned.
fn keyword(rest: &[u8], at: usize, k: &str, blanks: &mut Vec<usize>) -> Option<usize> {
    let mut i = 0;
    let mut inner = Vec::new();
    for (n, w) in k.split(' ').enumerate() {
        if n > 0 {
            inner.push(at + i);
        }
        if !rest[i..].starts_with(w.as_bytes()) {
            return None;
        }
        i += w.len();
    }
    blanks.extend(inner);
    Some(at + i)
}

/// After `name:` (a construct name, not `::`) at the start.
fn skip_construct_name(b: &[u8]) -> usize {
    let n = b
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
        .count();
    if n > 0 && b[0].is_ascii_alphabetic() && b.get(n) == Some(&b':') && b.get(n + 1) != Some(&b':')
    {
        n + 1
    } else {
        0
    }
}

/// Where blanks go back into the blank-free statement `b` (lower case) from `at`; `false`
/// when its form is not known here.
fn plan(b: &[u8], quoted: &[bool], at: usize, blanks: &mut Vec<usize>) -> bool {
    let rest = &b[at..];
    if rest.starts_with(b"if(") {
        // IF (condition) followed by a statement, THEN, or arithmetic IF labels.
        let Some(close) = matching_paren(b, quoted, at + 2) else {
            return false;
        };
        let after = &b[close + 1..];
        if after.is_empty() || after == b"then" || after[0].is_ascii_digit() {
            return true;
        }
        return plan(b, quoted, close + 1, blanks);
    }
    if assignment_equals(b, quoted, at) {
        if rest.starts_with(b"do") && top_level_comma_after_equals(b, quoted, at) {
            // DO [label [,]] variable = …
            blanks.push(at + 2);
            let mut i = at + 2;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            if i > at + 2 {
                if b.get(i) == Some(&b',') {
                    i += 1;
                }
                blanks.push(i);
            }
        }
        return true;
    }
    for p in PREFIXES {
        if rest.starts_with(p.as_bytes()) {
            blanks.push(at + p.len());
            return plan(b, quoted, at + p.len(), blanks);
        }
    }
    if rest.starts_with(b"implicit") {
        blanks.push(at + 8);
        if rest[8..].starts_with(b"none") {
            return true;
        }
        return TYPES
            .iter()
            .any(|t| keyword(&rest[8..], at + 8, t, blanks).is_some());
    }
    if rest.starts_with(b"type") {
        // `type(t) entities`, or the definition `type name`.
        if rest.get(4) == Some(&b'(') {
            let Some(close) = matching_paren(b, quoted, at + 4) else {
                return false;
            };
            return entities_after(b, close + 1, blanks);
        }
        blanks.push(at + 4);
        return true;
    }
    for t in TYPES {
        if let Some(end) = keyword(rest, at, t, blanks) {
            let mut i = end;
            // `*8`, `*(*)`, `(kind=8)`, `(len=*)`.
            if b.get(i) == Some(&b'*') {
                i += 1;
                if b.get(i) == Some(&b'(') {
                    match matching_paren(b, quoted, i) {
                        Some(c) => i = c + 1,
                        None => return false,
                    }
                } else {
                    while i < b.len() && b[i].is_ascii_digit() {
                        i += 1;
                    }
                }
            } else if b.get(i) == Some(&b'(') {
                match matching_paren(b, quoted, i) {
                    Some(c) => i = c + 1,
                    None => return false,
                }
            }
            if b[i..].starts_with(b"function") {
                blanks.push(i);
                blanks.push(i + 8);
                return true;
            }
            return entities_after(b, i, blanks);
        }
    }
    if rest.starts_with(b"function") || rest.starts_with(b"subroutine") {
        let n = if rest.starts_with(b"function") { 8 } else { 10 };
        blanks.push(at + n);
        return true;
    }
    for k in SIMPLE {
        if let Some(end) = keyword(rest, at, k, blanks) {
            blanks.push(end);
            return true;
        }
    }
    false
}

/// A blank before the entity list of a type declaration, unless `,` or `::` comes first.
fn entities_after(b: &[u8], i: usize, blanks: &mut Vec<usize>) -> bool {
    if i < b.len() && b[i] != b',' && b[i] != b':' {
        blanks.push(i);
    }
    true
}

fn matching_paren(b: &[u8], quoted: &[bool], open: usize) -> Option<usize> {
    let mut depth = 0i32;
    for i in open..b.len() {
        if quoted[i] {
            continue;
        }
        match b[i] {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The position of an `=` of assignment (not `==`, `=>`, `<=`, `>=`, `/=`) outside
/// parentheses, from `at`.
fn equals_at(b: &[u8], quoted: &[bool], at: usize) -> Option<usize> {
    let mut depth = 0i32;
    for i in at..b.len() {
        if quoted[i] {
            continue;
        }
        match b[i] {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b'=' if depth == 0 => {
                let prev = if i > 0 { b.get(i - 1) } else { None };
                if !matches!(prev, Some(b'=' | b'<' | b'>' | b'/'))
                    && !matches!(b.get(i + 1), Some(b'=' | b'>'))
                {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

fn assignment_equals(b: &[u8], quoted: &[bool], at: usize) -> bool {
    equals_at(b, quoted, at).is_some()
}

/// Whether a comma outside parentheses follows the `=` (a DO statement, not `DO10I=1.5`).
fn top_level_comma_after_equals(b: &[u8], quoted: &[bool], at: usize) -> bool {
    let Some(eq) = equals_at(b, quoted, at) else {
        return false;
    };
    let mut depth = 0i32;
    for i in eq..b.len() {
        if quoted[i] {
            continue;
        }
        match b[i] {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b',' if depth == 0 => return true,
            _ => {}
        }
    }
    false
}

fn rebuild(t: &CookedText, keep: &[bool]) -> CookedText {
    if keep.iter().all(|&k| k) {
        return t.clone();
    }
    let mut out = CookedText::default();
    for (i, c) in t.text.char_indices() {
        if keep[i] {
            out.push(c, t.pos[i]);
        }
    }
    out
}

/// Per byte, whether it lies in a character literal (quotes included).
fn quoted_bytes(b: &[u8]) -> Vec<bool> {
    let mut out = vec![false; b.len()];
    let mut quote: Option<u8> = None;
    let mut i = 0;
    while i < b.len() {
        match quote {
            Some(q) => {
                out[i] = true;
                if b[i] == q {
                    if b.get(i + 1) == Some(&q) {
                        out[i + 1] = true;
                        i += 1;
                    } else {
                        quote = None;
                    }
                }
            }
            None if b[i] == b'\'' || b[i] == b'"' => {
                out[i] = true;
                quote = Some(b[i]);
            }
            None => {}
        }
        i += 1;
    }
    out
}
