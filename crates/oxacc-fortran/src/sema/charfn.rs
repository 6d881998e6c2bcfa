//! Character intrinsics beyond LEN/LEN_TRIM/TRIM (Fortran 2018 §16.9.4 ADJUSTL, §16.9.5
//! ADJUSTR, §16.9.97 INDEX, §16.9.170 SCAN, §16.9.204 VERIFY, §16.9.164 REPEAT), the
//! ASCII comparisons LGE/LGT/LLE/LLT (§16.9.113-116, the relational operators: this
//! processor's collating sequence is ASCII) and IS_IOSTAT_END/EOR (§16.9.104-105, comparisons
//! with Flang's status values). Lowered in `lower/charfn.rs`.

use oxacc_source::Span;

use super::tree::{BinaryOp, Const, Expr, ExprKind};
use super::types::{CharLen, Type};
use super::Sema;
use crate::ast;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CharFn {
    Adjustl,
    Adjustr,
    /// INDEX, SCAN, VERIFY: args `[string, set, back]` (`back` logical), Flang's
    /// `_FortranAIndex1`/`Scan1`/`Verify1`.
    Search(Search),
    /// `repeat(string, ncopies)`.
    Repeat,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    Index,
    Scan,
    Verify,
}

pub fn is_charfn(name: &str) -> bool {
    matches!(
        name,
        "adjustl"
            | "adjustr"
            | "index"
            | "scan"
            | "verify"
            | "repeat"
            | "lge"
            | "lgt"
            | "lle"
            | "llt"
            | "is_iostat_end"
            | "is_iostat_eor"
    )
}

impl Sema<'_> {
    pub(super) fn charfn_call(
        &mut self,
        n: &ast::Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let fname = n.key.as_str();
        let mut vals: Vec<Expr> = Vec::new();
        let mut back: Option<Expr> = None;
        for a in args {
            let ast::ArgValue::Expr(e) = &a.value else {
                self.error(a.span, "invalid argument");
                return None;
            };
            let v = self.expr(e)?;
            match a.keyword.as_ref().map(|k| k.key.as_str()) {
                Some("back") => back = Some(v),
                Some("kind") => {
                    self.unsupported(a.span, &format!("KIND= of {}", fname.to_ascii_uppercase()));
                    return None;
                }
                _ => vals.push(v),
            }
        }
        let want = match fname {
            "adjustl" | "adjustr" | "is_iostat_end" | "is_iostat_eor" => 1,
            "index" | "scan" | "verify" if vals.len() == 3 => {
                back = vals.pop();
                2
            }
            _ => 2,
        };
        if vals.len() != want {
            self.error(
                span,
                format!("Wrong number of arguments in call to '{fname}' at (1)"),
            );
            return None;
        }
        let rank = vals.iter().map(|v| v.rank).max().unwrap_or(0);
        let char_args = match fname {
            "is_iostat_end" | "is_iostat_eor" => 0,
            "repeat" | "adjustl" | "adjustr" => 1,
            _ => 2,
        };
        for v in vals.iter().take(char_args) {
            if !matches!(v.ty, Type::Character(_)) {
                self.error(
                    v.span,
                    format!(
                        "'{}' argument of '{fname}' intrinsic at (1) must be CHARACTER",
                        if char_args == 1 {
                            "string"
                        } else {
                            "string/set"
                        }
                    ),
                );
                return None;
            }
        }
        let logical = self.kinds.logical();
        let binary = |op: BinaryOp, a: Expr, b: Expr| Expr {
            kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
            ty: logical,
            rank,
            span,
        };
        match fname {
            "lge" | "lgt" | "lle" | "llt" => {
                let op = match fname {
                    "lge" => BinaryOp::Ge,
                    "lgt" => BinaryOp::Gt,
                    "lle" => BinaryOp::Le,
                    _ => BinaryOp::Lt,
                };
                let b = vals.pop()?;
                let a = vals.pop()?;
                Some(binary(op, a, b))
            }
            "is_iostat_end" | "is_iostat_eor" => {
                let v = vals.pop()?;
                if !matches!(v.ty, Type::Integer(_)) {
                    self.error(
                        v.span,
                        format!("'i' argument of '{fname}' intrinsic at (1) must be INTEGER"),
                    );
                    return None;
                }
                let k = Expr {
                    kind: ExprKind::Const(Const::Int(if fname == "is_iostat_end" {
                        -1
                    } else {
                        -2
                    })),
                    ty: v.ty,
                    rank: 0,
                    span,
                };
                Some(binary(BinaryOp::Eq, v, k))
            }
            "adjustl" | "adjustr" => {
                let v = vals.pop()?;
                let f = if fname == "adjustl" {
                    CharFn::Adjustl
                } else {
                    CharFn::Adjustr
                };
                Some(Expr {
                    ty: v.ty,
                    kind: ExprKind::CharFn(f, vec![v]),
                    rank,
                    span,
                })
            }
            "repeat" => {
                let nc = vals.pop()?;
                let s = vals.pop()?;
                if !matches!(nc.ty, Type::Integer(_)) || nc.rank != 0 || s.rank != 0 {
                    self.error(
                        nc.span,
                        "'ncopies' argument of 'repeat' intrinsic at (1) must be a scalar INTEGER",
                    );
                    return None;
                }
                let len = match (s.ty, super::tree_const_int(&nc)) {
                    (Type::Character(CharLen::Const(l)), Some(c)) => {
                        CharLen::Const(l * c.max(0) as i64)
                    }
                    _ => CharLen::Assumed,
                };
                let nc = self.convert(nc, Type::Integer(8));
                Some(Expr {
                    kind: ExprKind::CharFn(CharFn::Repeat, vec![s, nc]),
                    ty: Type::Character(len),
                    rank: 0,
                    span,
                })
            }
            _ => {
                let search = match fname {
                    "index" => Search::Index,
                    "scan" => Search::Scan,
                    _ => Search::Verify,
                };
                let back = match back {
                    Some(b) if matches!(b.ty, Type::Logical(_)) && b.rank == 0 => b,
                    Some(b) => {
                        self.error(b.span, format!("'back' argument of '{fname}' intrinsic at (1) must be a scalar LOGICAL"));
                        return None;
                    }
                    None => Expr {
                        kind: ExprKind::Const(Const::Logical(false)),
                        ty: logical,
                        rank: 0,
                        span,
                    },
                };
                let mut v = vals;
                v.push(back);
                Some(Expr {
                    kind: ExprKind::CharFn(CharFn::Search(search), v),
                    ty: self.kinds.integer(),
                    rank,
                    span,
                })
            }
        }
    }
}
