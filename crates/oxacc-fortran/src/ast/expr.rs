//! Expressions (Fortran 2018 §10.1). Function references and array element or section
//! references look alike; the parser keeps them as [`ExprKind::CallOrIndex`] for sema.

use oxacc_source::Span;
use smol_str::SmolStr;

use super::{ExprId, Label, Name, TypeSpec};

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub id: ExprId,
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Plus,
    Minus,
    Not,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Power,
    Mul,
    Div,
    Add,
    Sub,
    Concat,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
    Eqv,
    Neqv,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Int {
        digits: SmolStr,
        kind: Option<SmolStr>,
    },
    Real {
        text: SmolStr,
        kind: Option<SmolStr>,
    },
    Char {
        value: String,
        kind: Option<SmolStr>,
    },
    Logical {
        value: bool,
        kind: Option<SmolStr>,
    },
    Boz(SmolStr),
    /// `(re, im)` complex literal constant (§7.4.3.3).
    Complex(Box<Expr>, Box<Expr>),
    Name(Name),
    /// `f(x)`, `a(i, j)`, `a(1:n:2)`, `s(1:3)`: a function reference or an array element,
    /// section or substring.
    CallOrIndex {
        base: Box<Expr>,
        args: Vec<Arg>,
    },
    /// `a%b`.
    Component {
        base: Box<Expr>,
        name: Name,
    },
    Unary {
        op: UnaryOp,
        operand: Box<Expr>,
    },
    Binary {
        op: BinaryOp,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    /// A user-defined unary operator `.op. x` (§10.1.6).
    DefinedUnary {
        op: SmolStr,
        operand: Box<Expr>,
    },
    DefinedBinary {
        op: SmolStr,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    Paren(Box<Expr>),
    /// `(/ ... /)` or `[ ... ]` (§7.8).
    ArrayCtor {
        type_spec: Option<Box<TypeSpec>>,
        items: Vec<ListItem>,
    },
}

/// An actual argument or subscript.
#[derive(Clone, Debug, PartialEq)]
pub struct Arg {
    pub keyword: Option<Name>,
    pub value: ArgValue,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ArgValue {
    Expr(Expr),
    /// `lo:hi:stride` with any part left out (a section subscript or substring range).
    Range {
        lower: Option<Expr>,
        upper: Option<Expr>,
        stride: Option<Expr>,
    },
    /// `*10`: an alternate-return label.
    AltReturn(Label),
    /// `*` where a keyword specifier allows it (`unit=*`).
    Star,
}

/// An item of an array constructor, I/O list or data statement object list.
#[derive(Clone, Debug, PartialEq)]
pub enum ListItem {
    Expr(Expr),
    ImpliedDo(Box<ImpliedDo>),
}

/// `(items, i = start, end [, step])` (§7.8, §12.6.3, §8.6.7).
#[derive(Clone, Debug, PartialEq)]
pub struct ImpliedDo {
    pub items: Vec<ListItem>,
    pub var: Name,
    pub start: Expr,
    pub end: Expr,
    pub step: Option<Expr>,
    pub span: Span,
}
