//! File connection and positioning statements (Fortran 2018 §12.5.6 OPEN, §12.5.7 CLOSE,
//! §12.8 REWIND, BACKSPACE, ENDFILE, §12.9 FLUSH) and the branch specifiers of data transfer
//! statements (§12.11 END=, ERR=, EOR=; §12.6.2.15 SIZE=). Lowered to Flang's runtime
//! (`lower/file_io.rs`); INQUIRE and WAIT are not supported yet.

use oxacc_source::Span;

use super::tree::{FileStmt, IoBranches, StmtKind};
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

impl Sema<'_> {
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
        if matches!(op, FileOp::Inquire | FileOp::Wait) || !items.is_empty() {
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
                    let u = self.expr(e)?;
                    if !matches!(u.ty, Type::Integer(_)) || u.rank != 0 {
                        self.error(
                            e.span,
                            "UNIT specifier at (1) must be an INTEGER expression",
                        );
                        return None;
                    }
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
                    let r = self.expr(e)?;
                    if !matches!(r.ty, Type::Integer(_)) || r.rank != 0 {
                        self.error(
                            e.span,
                            "RECL specifier at (1) must be an INTEGER expression",
                        );
                        return None;
                    }
                    st.recl = Some(self.convert(r, Type::Integer(8)));
                }
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
                    let v = self.expr(e)?;
                    if !matches!(v.ty, Type::Character(_)) || v.rank != 0 {
                        self.error(
                            e.span,
                            format!(
                                "{} specifier at (1) must be a scalar CHARACTER expression",
                                k.to_ascii_uppercase()
                            ),
                        );
                        return None;
                    }
                    st.specs.push((setter, v));
                }
                (None, _) => {
                    self.error(c.span, "unexpected item in the specifier list at (1)");
                    return None;
                }
            }
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
