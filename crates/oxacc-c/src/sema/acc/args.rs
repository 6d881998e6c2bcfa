//! Clause arguments as C (OpenACC 3.3 §2.4–§2.16): the directive parser leaves every host
//! expression and variable as a token range; here each range is parsed with the C expression
//! parser and checked. Variables are designators (`a`, `s.m`, `p->q`) followed by subarray
//! dimensions `[lower:length]` (§2.7.1): a dimension of an array steps over its element type
//! and may omit the length, a dimension of a pointer loads the pointer first and needs one.

use oxacc_directives::{DirToken, TokKind, TokRange};
use oxacc_source::{Diagnostic, Span};
use smol_str::SmolStr;

use super::super::Sema;
use crate::acc::{AccDim, AccVar};
use crate::ast::{DeclKind, ExprId, ExprKind, Resolution, ValueKind};
use crate::parser::Parser;
use crate::token::{Token, TokenKind};
use crate::types::{ArrayLen, TypeKind};

/// The C tokens of a directive as the directive parser's tokens.
pub(crate) fn dir_tokens(toks: &[Token]) -> Vec<DirToken> {
    toks.iter()
        .map(|t| {
            let first = t.text.chars().next().unwrap_or(' ');
            let kind = match t.kind {
                TokenKind::Number => {
                    let s = t.text.to_ascii_lowercase();
                    let hex = s.starts_with("0x");
                    let float =
                        s.contains('.') || (!hex && s.contains('e')) || (hex && s.contains('p'));
                    if float {
                        TokKind::Literal
                    } else {
                        TokKind::Int
                    }
                }
                TokenKind::CharLit => TokKind::Literal,
                TokenKind::StringLit => TokKind::Str,
                _ if first.is_ascii_alphabetic() || first == '_' => TokKind::Ident,
                _ => TokKind::Punct,
            };
            DirToken {
                kind,
                text: t.text.clone(),
                span: t.span,
            }
        })
        .collect()
}

/// Where a token range is in the source: its tokens, or the position after the previous token
/// for an empty range.
pub(crate) fn range_span(toks: &[Token], r: TokRange, whole: Span) -> Span {
    let (s, e) = (r.start as usize, r.end as usize);
    if s < e && e <= toks.len() {
        return toks[s].span.to(toks[e - 1].span);
    }
    if let Some(t) = toks.get(s) {
        return Span {
            hi: t.span.lo,
            ..t.span
        };
    }
    match toks.last() {
        Some(t) => Span {
            lo: t.span.hi,
            ..t.span
        },
        None => Span {
            lo: whole.hi,
            ..whole
        },
    }
}

fn slice(toks: &[Token], r: TokRange) -> &[Token] {
    let s = (r.start as usize).min(toks.len());
    let e = (r.end as usize).clamp(s, toks.len());
    &toks[s..e]
}

/// The spelling of a designator (`s.a`, `p->q`): its tokens without spaces.
fn spelling(toks: &[Token]) -> SmolStr {
    toks.iter()
        .map(|t| t.text.as_str())
        .collect::<String>()
        .into()
}

impl Sema<'_> {
    /// Parses `toks` as one assignment-expression with the C parser (typedef names in scope
    /// are known to it), without checking it. `at` is where an empty range is reported.
    pub(crate) fn acc_parse_expr(&mut self, toks: &[Token], at: Span) -> ExprId {
        let mut v = toks.to_vec();
        let end = toks.last().map_or(at, |t| Span {
            lo: t.span.hi,
            ..t.span
        });
        v.push(Token {
            kind: TokenKind::Eof,
            text: SmolStr::default(),
            span: end,
            at_line_start: false,
        });
        let mut p = Parser::new(v, self.sm, self.diags);
        for t in toks.iter().filter(|t| t.kind == TokenKind::Ident) {
            if let Some(d) = self.lookup(&t.text) {
                p.declare_name(&t.text, self.ast[d].kind == DeclKind::Typedef);
            }
        }
        p.ast = std::mem::take(&mut self.ast);
        let e = p.parse_assignment_expr();
        let trailing = !p.at(TokenKind::Eof);
        let trailing_span = p.span();
        let already = p.error_count > 0;
        self.ast = std::mem::take(&mut p.ast);
        if trailing && !already {
            self.error(
                trailing_span,
                "expected ',' or ')' after the clause argument",
            );
        }
        e
    }

    /// A checked scalar rvalue (`if`, `self` conditions, §2.5.6–§2.5.7).
    pub(crate) fn acc_condition(&mut self, toks: &[Token], r: TokRange, clause: &str) -> ExprId {
        let at = range_span(toks, r, self.acc.whole);
        let e = self.acc_parse_expr(slice(toks, r), at);
        let e = self.rvalue(e);
        let ty = self.ty_of(e);
        if !self.types.is_error(ty) && !self.types.is_scalar(ty) {
            let msg = format!(
                "OpenACC '{clause}' clause requires expression of scalar type ('{}' invalid)",
                self.ty_str(ty)
            );
            let sp = self.span_of(e);
            self.error(sp, msg);
        }
        e
    }

    /// A checked integer rvalue (`num_gangs`, `async`, `wait`, subarray bounds, …).
    pub(crate) fn acc_int_expr(&mut self, toks: &[Token], r: TokRange, what: &str) -> ExprId {
        let at = range_span(toks, r, self.acc.whole);
        let e = self.acc_parse_expr(slice(toks, r), at);
        self.acc_require_int(e, what)
    }

    pub(crate) fn acc_require_int(&mut self, e: ExprId, what: &str) -> ExprId {
        let e = self.rvalue(e);
        let ty = self.ty_of(e);
        if !self.types.is_error(ty) && !self.types.is_integer(ty) {
            let msg = format!(
                "{what} requires expression of integer type ('{}' invalid)",
                self.ty_str(ty)
            );
            let sp = self.span_of(e);
            self.error(sp, msg);
        }
        e
    }

    /// A positive integer constant (`collapse(n)`, `gang(dim:n)`, §2.9.1, §2.9.2).
    pub(crate) fn acc_const_int(
        &mut self,
        toks: &[Token],
        r: TokRange,
        what: &str,
    ) -> Option<i128> {
        let e = self.acc_int_expr(toks, r, what);
        if self.types.is_error(self.ty_of(e)) || !self.types.is_integer(self.ty_of(e)) {
            return None;
        }
        let v = self.eval_int(e);
        let sp = self.span_of(e);
        match v {
            Some(v) if v > 0 => Some(v),
            Some(v) => {
                self.error(
                    sp,
                    format!("{what} requires a positive integer constant ({v} invalid)"),
                );
                None
            }
            None => {
                self.error(
                    sp,
                    format!("{what} requires an integer constant expression"),
                );
                None
            }
        }
    }

    /// A variable of a var-list (§2.7.1): designator and subarray dimensions.
    pub(crate) fn acc_var(&mut self, toks: &[Token], r: TokRange) -> Option<AccVar> {
        let toks = slice(toks, r);
        let whole = toks.first()?.span.to(toks.last()?.span);
        // Trailing bracket groups are the dimensions.
        let mut end = toks.len();
        let mut groups = Vec::new();
        while end > 1 && toks[end - 1].kind == TokenKind::RBracket {
            let mut depth = 0i32;
            let mut open = None;
            for j in (0..end).rev() {
                match toks[j].kind {
                    TokenKind::RBracket | TokenKind::RParen => depth += 1,
                    TokenKind::LBracket | TokenKind::LParen => {
                        depth -= 1;
                        if depth == 0 {
                            open = Some(j);
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let Some(j) = open.filter(|&j| j > 0 && toks[j].kind == TokenKind::LBracket) else {
                break;
            };
            groups.push((j, end));
            end = j;
        }
        groups.reverse();
        let base_toks = &toks[..end];
        let base = self.acc_parse_expr(base_toks, whole);
        let base = self.expr(base);
        let ty = self.ty_of(base);
        if self.types.is_error(ty) {
            return None;
        }
        let root = self.designator_root(base);
        if root.is_none() || self.ast[base].value_kind != ValueKind::LValue {
            self.error(
                self.span_of(base),
                "OpenACC variable is not a valid variable name, sub-array, array element, member of a composite variable, or composite variable member",
            );
            return None;
        }
        let mut dims = Vec::new();
        let mut cur = ty;
        for (j, e) in groups {
            let inner = &toks[j + 1..e - 1];
            let bracket = toks[j].span;
            let (lo_toks, len_toks) = split_colon(inner);
            let (elem, array_len) = match self.types.kind(cur).clone() {
                TypeKind::Array { elem, len } => (
                    elem,
                    match len {
                        ArrayLen::Fixed(n) => Some(n),
                        _ => None,
                    },
                ),
                TypeKind::Pointer(p) => (p, None),
                _ => {
                    let msg = format!(
                        "OpenACC sub-array subscripted value is not an array or pointer ('{}' invalid)",
                        self.ty_str(cur)
                    );
                    self.error(bracket, msg);
                    return None;
                }
            };
            let lower = match lo_toks {
                [] => None,
                t => {
                    let e = self.acc_parse_expr(t, bracket);
                    Some(self.acc_require_int(e, "OpenACC sub-array bound"))
                }
            };
            let length = match len_toks {
                None => {
                    // `a[i]`: one element.
                    let one = self.acc_one(bracket);
                    Some(one)
                }
                Some([]) => {
                    if array_len.is_none() {
                        self.error(
                            bracket,
                            "OpenACC sub-array length is unspecified and cannot be inferred because the subscripted value is not an array",
                        );
                        return None;
                    }
                    None
                }
                Some(t) => {
                    let e = self.acc_parse_expr(t, bracket);
                    Some(self.acc_require_int(e, "OpenACC sub-array length"))
                }
            };
            if let Some(n) = array_len {
                let lo = lower.map_or(Some(0), |l| self.eval_int(l));
                let len = length.map_or(Some(n as i128 - lo.unwrap_or(0)), |l| self.eval_int(l));
                if let (Some(lo), Some(len)) = (lo, len) {
                    if lo < 0 || len < 0 || lo + len > n as i128 {
                        let msg = format!(
                            "OpenACC sub-array specified range [{lo}:{len}] would be out of the range of the subscripted array size of {n}"
                        );
                        self.error(bracket, msg);
                        return None;
                    }
                }
            }
            dims.push(AccDim {
                lower,
                length,
                elem,
                array_len,
            });
            cur = elem;
        }
        Some(AccVar {
            base,
            name: spelling(base_toks),
            root,
            ty,
            dims,
            span: whole,
            declared_extent: None,
        })
    }

    /// A data clause naming an array parameter as a whole (`copy(A)` for `double A[N][N]`):
    /// C adjusted its type to a pointer (§6.7.6.3p7), so the clause would map the 8-byte
    /// pointer, never what the user wrote. nvc maps the declared extents; so do we:
    /// `A[0:N]` over rows of `double[N]` (the whole array, contiguous). A first extent that
    /// is neither a constant nor a parameter (`double A[][N]`, `A[f(n)]`) leaves the pointer
    /// alone, with a warning.
    pub(crate) fn acc_param_extent(&mut self, clause: &str, v: &mut AccVar) {
        if !v.dims.is_empty() {
            return;
        }
        let Some(root) = v.root else { return };
        if self.ast[root].kind != DeclKind::Param
            || self.ast[root].declarator.name.as_deref() != Some(v.name.as_str())
        {
            return;
        }
        let unq = self.types.unqualified(v.ty);
        let TypeKind::Pointer(elem) = self.types.kind(unq).clone() else {
            return;
        };
        let derived = self.ast[root].declarator.derived.clone();
        let name = v.name.clone();
        // The declared extents, outermost first: the first from the declarator (the type
        // lost it), the inner ones from the element type.
        let Some(crate::ast::Derived::Array { size, .. }) = derived.first() else {
            return;
        };
        let first = match size {
            crate::ast::ArraySize::Expr(e) => self.acc_extent(*e, v.span),
            _ => None,
        };
        let Some(first) = first else {
            self.warn(
                v.span,
                "openacc",
                format!(
                    "'{clause}({name})' maps only the pointer '{name}': the parameter is declared \
                     as an array without a known first extent, which C adjusts to a pointer \
                     (§6.7.6.3); write the subarray, e.g. {name}[0:n]"
                ),
            );
            return;
        };
        let mut dims = vec![(first, elem)];
        let mut cur = elem;
        let mut variable = false;
        while let TypeKind::Array { elem: inner, len } = self.types.kind(cur).clone() {
            let ext = match len {
                ArrayLen::Fixed(n) => {
                    Some((self.acc_int_lit(i128::from(n), v.span), n.to_string()))
                }
                ArrayLen::Variable(e) => {
                    variable = true;
                    self.acc_extent(e, v.span)
                }
                _ => None,
            };
            let Some(ext) = ext else {
                // An inner extent only known at run time from an expression this clause
                // cannot re-evaluate: the user writes the subarray.
                self.warn(
                    v.span,
                    "openacc",
                    format!(
                        "'{clause}({name})' maps only the pointer '{name}': an extent of the \
                         array parameter is an expression; write the subarray"
                    ),
                );
                return;
            };
            dims.push((ext, inner));
            cur = inner;
        }
        let text: String = std::iter::once(name.to_string())
            .chain(dims.iter().map(|((_, t), _)| format!("[0:{t}]")))
            .collect();
        // Fixed-size rows: one dimension over them covers the array; rows of run-time size
        // need every dimension (docs/openacc-lowering.md, variable-length arrays).
        if !variable {
            dims.truncate(1);
        }
        for ((length, _), elem) in dims {
            v.dims.push(AccDim {
                lower: None,
                length: Some(length),
                elem,
                array_len: None,
            });
        }
        v.declared_extent = Some(text.into());
    }

    /// A declared extent the clause can evaluate again, with its spelling: a positive
    /// constant, a parameter (`double A[n][m]`) or arithmetic of parameters and constants
    /// (PolyBench's `A[n + POLYBENCH_PADDING_FACTOR]` with its C99 prototypes, `A[2 * n]`).
    fn acc_extent(&mut self, e: ExprId, at: Span) -> Option<(ExprId, String)> {
        if let Some(n) = self.eval_int(e) {
            return (n > 0).then(|| (self.acc_int_lit(n, at), n.to_string()));
        }
        let text = self.acc_extent_text(e, 0)?;
        let copy = self.acc_extent_copy(e, at);
        let checked = self.expr(copy);
        Some((
            self.acc_require_int(checked, "OpenACC array parameter extent"),
            text,
        ))
    }

    /// The spelling of an extent made of parameters, integer constants and `+ - * /` (which
    /// the clause may evaluate again: no side effects), or `None`.
    fn acc_extent_text(&self, e: ExprId, depth: u32) -> Option<String> {
        use crate::ast::BinaryOp;
        if depth > 16 {
            return None;
        }
        match &self.ast[self.strip_casts(e)].kind {
            ExprKind::IntLit { value, .. } => Some(value.to_string()),
            ExprKind::Ident {
                name,
                res: Resolution::Decl(d),
            } if self.ast[*d].kind == DeclKind::Param => Some(name.to_string()),
            ExprKind::Binary { op, lhs, rhs }
                if matches!(
                    op,
                    BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div
                ) =>
            {
                let l = self.acc_extent_text(*lhs, depth + 1)?;
                let r = self.acc_extent_text(*rhs, depth + 1)?;
                let t = format!("{l} {} {r}", op.spelling());
                Some(if depth == 0 { t } else { format!("({t})") })
            }
            _ => None,
        }
    }

    /// A fresh, unchecked copy at `at` of an extent [`Self::acc_extent_text`] accepts: a read
    /// of the parameters where the clause is.
    fn acc_extent_copy(&mut self, e: ExprId, at: Span) -> ExprId {
        let kind = match self.ast[self.strip_casts(e)].kind.clone() {
            ExprKind::Binary { op, lhs, rhs } => {
                let lhs = self.acc_extent_copy(lhs, at);
                let rhs = self.acc_extent_copy(rhs, at);
                ExprKind::Binary { op, lhs, rhs }
            }
            kind => kind,
        };
        self.ast.add_expr(crate::ast::Expr::new(kind, at))
    }

    /// A bare pointer variable in a data clause (`present(a)` for `double *a`). `present`
    /// means the data it points to, as nvc reads it: the section `a[0:1]`, whose lookup finds
    /// the block the caller mapped and gives the kernel its device address. A clause that
    /// moves data (`copy`, `copyin`, `copyout`, `create`) would map the 8 bytes of the
    /// pointer itself: a warning says so (write the subarray), except on `enter data` /
    /// `exit data`, where mapping the pointer variable (to attach to it) is common, and on
    /// OpenMP constructs, where `map(p)` is the pointer variable by the spec's own reading
    /// (4.5 §2.15.5.1; a pointer with no map is its pointee's zero-length section). A pointer
    /// variable mapped bare earlier in the function keeps the spec's reading of `present`: the
    /// pointer variable (OpenACC 1.2 §A.3.1, seed S2).
    pub(crate) fn acc_bare_pointer(
        &mut self,
        kind: oxacc_directives::ClauseKind,
        v: &mut AccVar,
        maps_pointer_variable: bool,
    ) {
        use oxacc_directives::ClauseKind as K;
        if !v.dims.is_empty() || v.declared_extent.is_some() {
            return;
        }
        let Some(root) = v.root else { return };
        // A variable named by itself (a member `s.p` is deep-copy business, §2.7.2).
        if self.ast[root].declarator.name.as_deref() != Some(v.name.as_str()) {
            return;
        }
        let unq = self.types.unqualified(v.ty);
        let TypeKind::Pointer(elem) = self.types.kind(unq).clone() else {
            return;
        };
        if self.types.is_void(elem) || self.types.is_function(elem) || !self.types.is_complete(elem)
        {
            return;
        }
        match kind {
            K::Present if self.acc.bare_mapped.contains(&root) => {}
            K::Present => {
                let zero = self.acc_int_lit(0, v.span);
                let one = self.acc_int_lit(1, v.span);
                v.dims.push(AccDim {
                    lower: Some(zero),
                    length: Some(one),
                    elem,
                    array_len: None,
                });
            }
            K::Copy | K::CopyIn | K::CopyOut | K::Create if maps_pointer_variable => {
                self.acc.bare_mapped.insert(root);
            }
            K::Copy | K::CopyIn | K::CopyOut | K::Create => {
                self.acc.bare_mapped.insert(root);
                let name = v.name.clone();
                self.warn(
                    v.span,
                    "openacc",
                    format!(
                        "'{}({name})' maps only the pointer '{name}' (its {} bytes), not the data it \
                         points to; write the subarray, e.g. {name}[0:n]",
                        kind.name(),
                        8
                    ),
                );
            }
            _ => {}
        }
    }

    /// An `int` literal (a declared extent) at `at`.
    fn acc_int_lit(&mut self, value: i128, at: Span) -> ExprId {
        let mut e = crate::ast::Expr::new(
            ExprKind::IntLit {
                value: value as u128,
                suffix: Default::default(),
                decimal: true,
            },
            at,
        );
        e.ty = crate::types::TypeId::LONG;
        self.ast.add_expr(e)
    }

    /// The integer constant 1 as a checked expression.
    fn acc_one(&mut self, at: Span) -> ExprId {
        let mut e = crate::ast::Expr::new(
            ExprKind::IntLit {
                value: 1,
                suffix: Default::default(),
                decimal: true,
            },
            at,
        );
        e.ty = crate::types::TypeId::INT;
        self.ast.add_expr(e)
    }

    /// The variable a designator starts from: `a`, `a.m`, `a[i].m`, `p->m` (through the
    /// pointer's value), or `None` when it is no designator.
    pub(crate) fn designator_root(&self, e: ExprId) -> Option<crate::ast::DeclId> {
        match &self.ast[e].kind {
            ExprKind::Ident {
                res: Resolution::Decl(d),
                ..
            } => {
                let decl = &self.ast[*d];
                (decl.kind == DeclKind::Ordinary && !self.types.is_function(decl.ty)
                    || decl.kind == DeclKind::Param)
                    .then_some(*d)
            }
            ExprKind::Member { base, .. } => self.designator_root(*base),
            ExprKind::Index { base, .. } => self.designator_root(*base),
            ExprKind::ImplicitCast { operand, .. } => self.designator_root(*operand),
            _ => None,
        }
    }

    /// Reports a problem found by the directive parser.
    pub(crate) fn acc_report(
        &mut self,
        toks: &[Token],
        whole: Span,
        err: &oxacc_directives::DirError,
    ) {
        let span = range_span(toks, err.at, whole);
        let mut d = if err.is_warning {
            Diagnostic::warning(span, "openacc", err.message.clone())
        } else {
            Diagnostic::error(span, err.message.clone())
        };
        if let Some(n) = &err.note {
            d = d.with_note(None, n.clone());
        }
        self.emit(d);
    }
}

/// `lo:len` → (lo, Some(len)); `i` → (i, None). The colon is the first one at nesting depth
/// 0 that closes no `?`.
fn split_colon(toks: &[Token]) -> (&[Token], Option<&[Token]>) {
    let mut depth = 0i32;
    let mut questions = 0;
    for (i, t) in toks.iter().enumerate() {
        match t.kind {
            TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => depth -= 1,
            TokenKind::Question if depth == 0 => questions += 1,
            TokenKind::Colon if depth == 0 => {
                if questions > 0 {
                    questions -= 1;
                } else {
                    return (&toks[..i], Some(&toks[i + 1..]));
                }
            }
            _ => {}
        }
    }
    (toks, None)
}
