//! File connection and positioning statements (Fortran 2018 §12.5.6 OPEN, §12.5.7 CLOSE,
//! §12.8 REWIND, BACKSPACE, ENDFILE, §12.9 FLUSH) and the branch specifiers of data transfer
//! statements (§12.11 END=, ERR=, EOR=; §12.6.2.15 SIZE=). Lowered to Flang's runtime
//! (`lower/file_io.rs`); INQUIRE and WAIT are not supported yet.

use oxacc_source::Span;

use super::tree::{FileStmt, Inquiry, InquiryKind, IoBranches, StmtKind};
use super::types::Type;
use super::Sema;
use crate::ast::{self, FileOp};

/// The character specifiers of OPEN and CLOSE and the runtime setter each one calls.
const CHAR_SPECS: &[(&str, &str)] = &[
    ("file", "SetFile"),
    ("status", "SetStatus"),
    ("action", "SetAction"),
    ("access", "SetAccess"),
    ("form", "SetForm"),
    ("position", "SetPosition"),
    ("blank", "SetBlank"),
    ("delim", "SetDelim"),
    ("pad", "SetPad"),
    ("decimal", "SetDecimal"),
    ("sign", "SetSign"),
    ("round", "SetRound"),
    ("encoding", "SetEncoding"),
    ("convert", "SetConvert"),
];

/// INQUIRE specifiers by the kind of their answer (§12.10.2, Flang's `InquireCharacter`,
/// `InquireLogical`, `InquireInteger64`).
const INQUIRE_CHARACTER: &[&str] = &[
    "access",
    "action",
    "asynchronous",
    "blank",
    "convert",
    "decimal",
    "delim",
    "direct",
    "encoding",
    "form",
    "formatted",
    "name",
    "pad",
    "position",
    "read",
    "readwrite",
    "round",
    "sequential",
    "sign",
    "stream",
    "unformatted",
    "write",
];
const INQUIRE_LOGICAL: &[&str] = &["exist", "named", "opened", "pending"];
const INQUIRE_INTEGER: &[&str] = &["nextrec", "number", "pos", "recl", "size"];

/// Flang's `HashInquiryKeyword` (`flang/Runtime/io-api.h`): base 26 over the letters.
fn inquiry_hash(name: &str) -> u64 {
    name.bytes().fold(1u64, |h, c| {
        h.wrapping_mul(26)
            .wrapping_add(u64::from(c.to_ascii_lowercase().wrapping_sub(b'a')))
    })
}

impl Sema<'_> {
    /// An INQUIRE specifier with its variable; `None` (no error) when `key` is not one.
    fn inquiry(
        &mut self,
        key: &str,
        spec: &ast::IoSpec,
    ) -> Option<Option<(Inquiry, super::tree::Expr)>> {
        let kind = if INQUIRE_CHARACTER.contains(&key) {
            InquiryKind::Character
        } else if INQUIRE_LOGICAL.contains(&key) {
            InquiryKind::Logical
        } else if INQUIRE_INTEGER.contains(&key) {
            InquiryKind::Integer
        } else {
            return Some(None);
        };
        let ast::IoValue::Expr(e) = &spec.value else {
            self.error(
                spec.span,
                format!(
                    "{} specifier at (1) must be a variable",
                    key.to_ascii_uppercase()
                ),
            );
            return None;
        };
        let v = self.variable(e)?;
        let ok = v.rank == 0
            && match kind {
                InquiryKind::Character => matches!(v.ty, Type::Character(_)),
                InquiryKind::Logical => matches!(v.ty, Type::Logical(_)),
                InquiryKind::Integer => matches!(v.ty, Type::Integer(_)),
            };
        if !ok {
            let want = match kind {
                InquiryKind::Character => "CHARACTER",
                InquiryKind::Logical => "LOGICAL",
                InquiryKind::Integer => "INTEGER",
            };
            self.error(
                e.span,
                format!(
                    "{} tag at (1) must be of type {want}",
                    key.to_ascii_uppercase()
                ),
            );
            return None;
        }
        Some(Some((
            Inquiry {
                hash: inquiry_hash(key),
                kind,
            },
            v,
        )))
    }

    /// `inquire(iolength=v) items`.
    fn inquire_iolength(
        &mut self,
        specs: &[ast::IoSpec],
        items: &[ast::ListItem],
        span: Span,
    ) -> Option<StmtKind> {
        let [spec] = specs else {
            self.error(
                span,
                "IOLENGTH= must be the only specifier of INQUIRE at (1)",
            );
            return None;
        };
        if spec.keyword.as_ref().map(|k| k.key.as_str()) != Some("iolength") {
            self.error(
                span,
                "IOLENGTH= must be the only specifier of INQUIRE at (1)",
            );
            return None;
        }
        let v = self.int_variable(spec, "IOLENGTH")?;
        let items = self.io_items(items, false)?;
        Some(StmtKind::File(FileStmt {
            op: FileOp::Inquire,
            unit: None,
            newunit: None,
            specs: Vec::new(),
            recl: None,
            iostat: None,
            err: None,
            inquire: Vec::new(),
            iolength: Some((v, items)),
        }))
    }

    /// The value of a specifier that must be an INTEGER expression (UNIT=, RECL=) or, with
    /// `character`, a scalar CHARACTER one (FILE=, STATUS=, …), in gfortran's words.
    fn scalar_spec(
        &mut self,
        e: &ast::Expr,
        what: &str,
        character: bool,
    ) -> Option<super::tree::Expr> {
        let v = self.expr(e)?;
        let ok = if character {
            matches!(v.ty, Type::Character(_))
        } else {
            matches!(v.ty, Type::Integer(_))
        };
        if !ok || v.rank != 0 {
            let want = if character {
                "a scalar CHARACTER"
            } else {
                "an INTEGER"
            };
            self.error(
                e.span,
                format!("{what} specifier at (1) must be {want} expression"),
            );
            return None;
        }
        Some(v)
    }

    /// A scalar integer variable for IOSTAT=, NEWUNIT= or SIZE=.
    fn int_variable(&mut self, spec: &ast::IoSpec, what: &str) -> Option<super::tree::Expr> {
        let ast::IoValue::Expr(e) = &spec.value else {
            self.error(
                spec.span,
                format!("{what} at (1) must be a scalar INTEGER variable"),
            );
            return None;
        };
        let v = self.variable(e)?;
        if !matches!(v.ty, Type::Integer(_)) || v.rank != 0 {
            self.error(
                e.span,
                format!("{what} variable at (1) must be a scalar INTEGER"),
            );
            return None;
        }
        Some(v)
    }

    /// END=, ERR=, EOR= and SIZE= of a READ or WRITE; `Some(false)` for other keywords.
    pub(super) fn io_branch(
        &mut self,
        key: &str,
        spec: &ast::IoSpec,
        out: &mut IoBranches,
        input: bool,
    ) -> Option<bool> {
        let slot = match key {
            "end" if input => &mut out.end,
            "eor" if input => &mut out.eor,
            "err" => &mut out.err,
            "size" if input => {
                out.size = Some(self.int_variable(spec, "SIZE")?);
                return Some(true);
            }
            "rec" | "pos" => {
                let ast::IoValue::Expr(e) = &spec.value else {
                    return None;
                };
                let v = self.expr(e)?;
                if !matches!(v.ty, Type::Integer(_)) || v.rank != 0 {
                    self.error(
                        e.span,
                        format!(
                            "{} specifier at (1) must be a scalar INTEGER expression",
                            key.to_ascii_uppercase()
                        ),
                    );
                    return None;
                }
                let v = self.convert(v, Type::Integer(8));
                if key == "rec" {
                    out.rec = Some(v);
                } else {
                    out.pos = Some(v);
                }
                return Some(true);
            }
            _ => return Some(false),
        };
        match super::labels::spec_label(spec) {
            Some((l, _)) => *slot = Some(l),
            None => {
                self.error(
                    spec.span,
                    format!(
                        "{} tag at (1) must be a statement label",
                        key.to_ascii_uppercase()
                    ),
                );
                return None;
            }
        }
        Some(true)
    }

    pub(super) fn file_stmt(
        &mut self,
        op: FileOp,
        specs: &[ast::IoSpec],
        items: &[ast::ListItem],
        span: Span,
    ) -> Option<StmtKind> {
        if op == FileOp::Inquire && !items.is_empty() {
            return self.inquire_iolength(specs, items, span);
        }
        if op == FileOp::Wait || !items.is_empty() {
            self.unsupported(
                span,
                &format!("the {} statement", op.name().to_ascii_uppercase()),
            );
            return None;
        }
        let mut st = FileStmt {
            op,
            unit: None,
            newunit: None,
            specs: Vec::new(),
            recl: None,
            iostat: None,
            err: None,
            inquire: Vec::new(),
            iolength: None,
        };
        for (i, c) in specs.iter().enumerate() {
            let key = c.keyword.as_ref().map(|k| k.key.as_str());
            match (key, i) {
                (Some("unit"), _) | (None, 0) => {
                    let ast::IoValue::Expr(e) = &c.value else {
                        self.error(
                            c.span,
                            "UNIT specifier at (1) must be an INTEGER expression",
                        );
                        return None;
                    };
                    let u = self.scalar_spec(e, "UNIT", false)?;
                    st.unit = Some(self.convert(u, Type::Integer(4)));
                }
                (Some("newunit"), _) if op == FileOp::Open => {
                    st.newunit = Some(self.int_variable(c, "NEWUNIT")?);
                }
                (Some("iostat"), _) => st.iostat = Some(self.int_variable(c, "IOSTAT")?),
                (Some("err"), _) => match super::labels::spec_label(c) {
                    Some((l, _)) => st.err = Some(l),
                    None => {
                        self.error(c.span, "ERR tag at (1) must be a statement label");
                        return None;
                    }
                },
                (Some("recl"), _) if op == FileOp::Open => {
                    let ast::IoValue::Expr(e) = &c.value else {
                        return None;
                    };
                    let r = self.scalar_spec(e, "RECL", false)?;
                    st.recl = Some(self.convert(r, Type::Integer(8)));
                }
                (Some("file"), _) if op == FileOp::Inquire => {
                    let ast::IoValue::Expr(e) = &c.value else {
                        return None;
                    };
                    let v = self.scalar_spec(e, "FILE", true)?;
                    st.specs.push(("SetFile", v));
                }
                (Some(k), _) if op == FileOp::Inquire => match self.inquiry(k, c)? {
                    Some(q) => st.inquire.push(q),
                    None => {
                        self.unsupported(c.span, &format!("the {k}= specifier in INQUIRE"));
                        return None;
                    }
                },
                (Some(k), _) => {
                    let setter = CHAR_SPECS
                        .iter()
                        .find(|(n, _)| *n == k)
                        .map(|(_, s)| *s)
                        .filter(|s| {
                            op == FileOp::Open || (op == FileOp::Close && *s == "SetStatus")
                        });
                    let Some(setter) = setter else {
                        self.unsupported(
                            c.span,
                            &format!("the {k}= specifier in {}", op.name().to_ascii_uppercase()),
                        );
                        return None;
                    };
                    let ast::IoValue::Expr(e) = &c.value else {
                        return None;
                    };
                    let v = self.scalar_spec(e, &k.to_ascii_uppercase(), true)?;
                    st.specs.push((setter, v));
                }
                (None, _) => {
                    self.error(c.span, "unexpected item in the specifier list at (1)");
                    return None;
                }
            }
        }
        if op == FileOp::Inquire {
            // §12.10.2.1 C1246: exactly one of UNIT= and FILE=.
            if st.unit.is_some() != st.specs.is_empty() {
                self.error(
                    span,
                    "INQUIRE statement at (1) requires either FILE or UNIT specifier",
                );
                return None;
            }
            return Some(StmtKind::File(st));
        }
        if st.unit.is_none() && st.newunit.is_none() {
            self.error(
                span,
                format!(
                    "{} statement at (1) requires a UNIT number",
                    op.name().to_ascii_uppercase()
                ),
            );
            return None;
        }
        if st.unit.is_some() && st.newunit.is_some() {
            self.error(span, "UNIT specifier not allowed with NEWUNIT at (1)");
            return None;
        }
        Some(StmtKind::File(st))
    }
}
