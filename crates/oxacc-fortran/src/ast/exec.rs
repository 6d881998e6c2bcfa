//! Executable constructs and I/O (Fortran 2018 §11, §12).

use oxacc_source::Span;

use super::{Expr, Label, Name, Stmt, TypeSpec};

/// One branch of an IF construct: `if (c) then`, `else if (c) then` or `else`.
#[derive(Clone, Debug)]
pub struct IfBranch {
    pub cond: Option<Expr>,
    pub label: Option<Label>,
    pub span: Span,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub struct IfConstruct {
    pub branches: Vec<IfBranch>,
    pub end_label: Option<Label>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ConcurrentControl {
    pub var: Name,
    pub lower: Expr,
    pub upper: Expr,
    pub step: Option<Expr>,
}

/// `(i = 1:n, j = 1:m, mask)` of `do concurrent` and `forall` (§11.1.7.2).
#[derive(Clone, Debug, PartialEq)]
pub struct ConcurrentHeader {
    pub type_spec: Option<TypeSpec>,
    pub controls: Vec<ConcurrentControl>,
    pub mask: Option<Expr>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum DoControl {
    /// `do` with no control.
    Forever,
    Counted {
        var: Name,
        start: Expr,
        end: Expr,
        step: Option<Expr>,
    },
    While(Expr),
    Concurrent(ConcurrentHeader),
}

/// A DO construct (§11.1.7), block or labelled (`do 10 i = …` ending at the statement
/// labelled 10, which is the last statement of `body`; several loops may share it).
#[derive(Clone, Debug)]
pub struct DoConstruct {
    pub terminal: Option<Label>,
    pub control: DoControl,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum CaseValue {
    Single(Expr),
    Range {
        lower: Option<Expr>,
        upper: Option<Expr>,
    },
}

#[derive(Clone, Debug)]
pub struct CaseBlock {
    /// `None` for `case default`.
    pub values: Option<Vec<CaseValue>>,
    pub span: Span,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub struct SelectCase {
    pub selector: Expr,
    pub cases: Vec<CaseBlock>,
}

/// A type guard of SELECT TYPE (§11.1.11.1).
#[derive(Clone, Debug, PartialEq)]
pub enum TypeGuard {
    /// `type is (t)`: a derived type's name (or an intrinsic type's keyword).
    TypeIs(Name),
    ClassIs(Name),
    Default,
}

#[derive(Clone, Debug)]
pub struct TypeGuardBlock {
    pub guard: TypeGuard,
    pub span: Span,
    pub body: Vec<Stmt>,
}

/// `select type ([assoc =>] selector)` (§11.1.11).
#[derive(Clone, Debug)]
pub struct SelectType {
    pub assoc: Option<Name>,
    pub selector: Expr,
    pub guards: Vec<TypeGuardBlock>,
}

#[derive(Clone, Debug)]
pub struct ElseWhere {
    pub mask: Option<Expr>,
    pub span: Span,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub struct WhereConstruct {
    pub mask: Expr,
    pub body: Vec<Stmt>,
    pub elsewheres: Vec<ElseWhere>,
}

#[derive(Clone, Debug)]
pub struct ForallConstruct {
    pub header: ConcurrentHeader,
    pub body: Vec<Stmt>,
}

/// A value in an I/O control list: `*` or an expression (a label is an integer literal).
#[derive(Clone, Debug, PartialEq)]
pub enum IoValue {
    Star,
    Expr(Expr),
}

/// `unit=10`, `fmt=*`, `iostat=ios`, or a positional unit / format.
#[derive(Clone, Debug, PartialEq)]
pub struct IoSpec {
    pub keyword: Option<Name>,
    pub value: IoValue,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileOp {
    Open,
    Close,
    Rewind,
    Backspace,
    Endfile,
    Inquire,
    Flush,
    Wait,
}

impl FileOp {
    pub fn name(self) -> &'static str {
        match self {
            FileOp::Open => "open",
            FileOp::Close => "close",
            FileOp::Rewind => "rewind",
            FileOp::Backspace => "backspace",
            FileOp::Endfile => "endfile",
            FileOp::Inquire => "inquire",
            FileOp::Flush => "flush",
            FileOp::Wait => "wait",
        }
    }
}
