//! The Fortran parse tree. Every statement and expression has a span and a stable id
//! ([`StmtId`], [`ExprId`], unique within one [`File`]) so that name resolution and
//! semantic analysis can attach symbols and types in side tables without changing the tree.
//! Names keep their original spelling and a lower-cased key (names are case-insensitive,
//! Fortran 2018 §6.2.2).

pub mod acc;
mod decl;
mod exec;
mod expr;
pub mod omp;

pub use decl::*;
pub use exec::*;
pub use expr::*;

use oxacc_source::Span;
use smol_str::SmolStr;

use crate::source_form::{CookedText, Sentinel};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StmtId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExprId(pub u32);

#[derive(Clone, Debug, PartialEq)]
pub struct Name {
    /// As written.
    pub text: SmolStr,
    /// Lower case: what names are compared by.
    pub key: SmolStr,
    pub span: Span,
}

impl Name {
    pub fn new(text: &str, span: Span) -> Name {
        Name {
            text: text.into(),
            key: text.to_ascii_lowercase().into(),
            span,
        }
    }
}

/// A statement label or a reference to one (§6.2.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Label {
    pub value: u32,
    pub span: Span,
}

/// One source file: its program units in order.
#[derive(Clone, Debug, Default)]
pub struct File {
    pub units: Vec<ProgramUnit>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitKind {
    /// A main program (with or without a `program` statement).
    Program,
    Module,
    Subroutine,
    Function,
    BlockData,
}

/// §15.6.2.1 prefix-spec.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prefix {
    Recursive,
    NonRecursive,
    Pure,
    Impure,
    Elemental,
    Module,
}

/// A dummy argument: a name, or `*` (an alternate return, §15.6.2.3).
#[derive(Clone, Debug, PartialEq)]
pub enum DummyArg {
    Name(Name),
    Star(Span),
}

/// `bind(c [, name = expr])` (§18.10.2).
#[derive(Clone, Debug, PartialEq)]
pub struct BindC {
    pub name: Option<Expr>,
    pub span: Span,
}

/// A main program, module, external/module/internal subprogram or block data unit.
#[derive(Clone, Debug)]
pub struct ProgramUnit {
    pub kind: UnitKind,
    pub name: Option<Name>,
    pub prefix: Vec<Prefix>,
    /// A function's type given in its prefix (`real(8) function f(x)`).
    pub result_type: Option<TypeSpec>,
    pub dummies: Vec<DummyArg>,
    pub result: Option<Name>,
    pub bind: Option<BindC>,
    /// Specification and execution parts, in order (directive lines included).
    pub body: Vec<Stmt>,
    /// Procedures after `contains`.
    pub contains: Vec<ProgramUnit>,
    /// The unit's first statement.
    pub span: Span,
    pub end_span: Option<Span>,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub id: StmtId,
    pub label: Option<Label>,
    /// `outer:` before a construct (§11.1).
    pub construct_name: Option<Name>,
    pub kind: StmtKind,
    pub span: Span,
}

/// A directive line kept for the directive parser: sentinel and the raw text after it, with
/// provenance for every character (OpenACC 3.3 §2.1).
#[derive(Clone, Debug)]
pub struct Directive {
    pub sentinel: Sentinel,
    pub sentinel_span: Span,
    pub text: CookedText,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    // Specification part.
    Use(UseStmt),
    Import(Vec<Name>),
    ImplicitNone {
        external: bool,
        type_: bool,
    },
    Implicit(Vec<ImplicitSpec>),
    TypeDecl(TypeDecl),
    /// `dimension`, `allocatable`, `intent(in)`, `save`, `external`, … as statements.
    AttrStmt {
        attr: Attr,
        entities: Vec<AttrEntity>,
    },
    /// `public` / `private` with an optional list (§8.6.1).
    Access {
        public: bool,
        items: Vec<GenericSpec>,
    },
    Parameter(Vec<(Name, Expr)>),
    Data(Vec<DataSet>),
    Common(Vec<CommonBlock>),
    Equivalence(Vec<Vec<Expr>>),
    Namelist(Vec<(Name, Vec<Name>)>),
    DerivedType(DerivedTypeDef),
    Interface(InterfaceBlock),
    /// `procedure [(interface)] [, attrs] :: bindings` (type-bound or procedure declaration).
    Procedure(ProcedureStmt),
    Sequence,
    /// A `format` statement: the text of its format specification with its span (§13.2).
    Format {
        text: String,
        span: Span,
    },
    // Execution part.
    Assign {
        lhs: Expr,
        rhs: Expr,
    },
    PointerAssign {
        lhs: Expr,
        rhs: Expr,
    },
    If(IfConstruct),
    LogicalIf {
        cond: Expr,
        stmt: Box<Stmt>,
    },
    ArithmeticIf {
        expr: Expr,
        labels: [Label; 3],
    },
    Do(DoConstruct),
    SelectCase(SelectCase),
    SelectType(SelectType),
    Where(WhereConstruct),
    WhereStmt {
        mask: Expr,
        stmt: Box<Stmt>,
    },
    Forall(ForallConstruct),
    ForallStmt {
        header: ConcurrentHeader,
        stmt: Box<Stmt>,
    },
    Block(Vec<Stmt>),
    /// `associate (name => selector, …)` … `end associate` (§11.1.3).
    Associate {
        assocs: Vec<(Name, Expr)>,
        body: Vec<Stmt>,
    },
    Exit(Option<Name>),
    Cycle(Option<Name>),
    Goto(Label),
    ComputedGoto {
        labels: Vec<Label>,
        expr: Expr,
    },
    Continue,
    Stop {
        error: bool,
        code: Option<Expr>,
        quiet: Option<Expr>,
    },
    Return(Option<Expr>),
    Call {
        proc: Expr,
        args: Vec<Arg>,
    },
    Allocate {
        type_spec: Option<TypeSpec>,
        objects: Vec<Expr>,
        options: Vec<Arg>,
    },
    Deallocate {
        objects: Vec<Expr>,
        options: Vec<Arg>,
    },
    Nullify(Vec<Expr>),
    Print {
        format: IoValue,
        items: Vec<ListItem>,
    },
    Read {
        /// `read (...)`: the control list; `None` for `read fmt, list`.
        control: Option<Vec<IoSpec>>,
        format: Option<IoValue>,
        items: Vec<ListItem>,
    },
    Write {
        control: Vec<IoSpec>,
        items: Vec<ListItem>,
    },
    /// `open`, `close`, `rewind`, `backspace`, `endfile`, `inquire`, `flush`, `wait`.
    FileOp {
        op: FileOp,
        specs: Vec<IoSpec>,
        items: Vec<ListItem>,
    },
    Directive(Directive),
    /// An OpenACC directive that stands alone (`update`, `enter data`, `wait`, `declare`,
    /// `routine`, `cache`, `init`, …), clauses parsed (OpenACC 3.3 §2.6–§2.16).
    AccDirective(Box<acc::AccDirective>),
    /// An OpenACC construct with the statements it applies to (§2.5–§2.12, §2.17).
    AccConstruct(Box<acc::AccConstruct>),
    /// An OpenMP directive that stands alone (`barrier`, `flush`, `section`, …).
    OmpDirective(Box<omp::OmpDirective>),
    /// An OpenMP construct with the statements it applies to (OpenMP 4.5 chapter 2).
    OmpConstruct(Box<omp::OmpConstruct>),
    /// A statement that did not parse; its error has been reported.
    Error,
}
