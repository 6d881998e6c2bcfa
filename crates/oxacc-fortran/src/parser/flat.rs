//! Flat statements: what one statement says before constructs are nested. Constructs'
//! opening, middle and closing statements are separate here; [`super::construct`] pairs them.

use oxacc_source::Span;

use crate::ast::{
    Attr, BindC, CaseValue, ConcurrentHeader, DoControl, DummyArg, Expr, GenericSpec, Label, Name,
    Prefix, StmtId, StmtKind, TypeSpec, UnitKind,
};

/// The word after `end` (§11.1, §14, §15.6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EndWord {
    Program,
    Module,
    Subroutine,
    Function,
    BlockData,
    If,
    Do,
    Select,
    Where,
    Forall,
    Block,
    Associate,
    Interface,
    Type,
}

impl EndWord {
    pub fn spelling(self) -> &'static str {
        match self {
            EndWord::Program => "end program",
            EndWord::Module => "end module",
            EndWord::Subroutine => "end subroutine",
            EndWord::Function => "end function",
            EndWord::BlockData => "end block data",
            EndWord::If => "end if",
            EndWord::Do => "end do",
            EndWord::Select => "end select",
            EndWord::Where => "end where",
            EndWord::Forall => "end forall",
            EndWord::Block => "end block",
            EndWord::Associate => "end associate",
            EndWord::Interface => "end interface",
            EndWord::Type => "end type",
        }
    }

    /// Whether this word ends a program unit (a plain `end` does too).
    pub fn ends_unit(self) -> bool {
        matches!(
            self,
            EndWord::Program
                | EndWord::Module
                | EndWord::Subroutine
                | EndWord::Function
                | EndWord::BlockData
        )
    }
}

#[derive(Clone, Debug)]
pub(crate) struct UnitHeader {
    pub kind: UnitKind,
    pub name: Option<Name>,
    pub prefix: Vec<Prefix>,
    pub result_type: Option<TypeSpec>,
    pub dummies: Vec<DummyArg>,
    pub result: Option<Name>,
    pub bind: Option<BindC>,
    /// Made up by error recovery for a unit statement that did not parse: its END is not
    /// checked against it.
    pub recovered: bool,
}

#[derive(Clone, Debug)]
pub(crate) enum Flat {
    /// A statement that is complete by itself.
    Simple(StmtKind),
    /// A statement with a syntax error (already reported) that looks like the start of a
    /// construct or program unit closed by this END word: the builder still pairs it with its
    /// END, so one mistake gives one error.
    ErrorOpen(EndWord),
    UnitStart(Box<UnitHeader>),
    End {
        word: Option<EndWord>,
        name: Option<Name>,
    },
    Contains,
    IfThen(Expr),
    ElseIf(Expr),
    Else,
    DoStart {
        terminal: Option<Label>,
        control: DoControl,
    },
    SelectCase(Expr),
    Case(Option<Vec<CaseValue>>),
    /// `select type ([assoc =>] selector)` (§11.1.11).
    SelectType(Option<Name>, Expr),
    /// `type is (t)`, `class is (t)`, `class default` (§11.1.11.1).
    TypeGuard(crate::ast::TypeGuard),
    WhereStart(Expr),
    ElseWhere(Option<Expr>),
    ForallStart(ConcurrentHeader),
    BlockStart,
    /// `associate (name => selector, …)` (§11.1.3).
    AssociateStart(Vec<(Name, Expr)>),
    InterfaceStart {
        generic: Option<GenericSpec>,
        abstract_: bool,
    },
    ModuleProcedure(Vec<Name>),
    TypeStart {
        name: Name,
        attrs: Vec<Attr>,
        params: Vec<Name>,
    },
    /// An OpenACC construct's directive (`!$acc parallel`, `!$acc loop`, `!$acc atomic`);
    /// `true` when it had an error (reported; kept so that its `end` pairs with it).
    AccBegin(Box<crate::ast::acc::AccDirective>, bool),
    /// `!$acc end …` (OpenACC 3.3 §2.17 Fortran forms), with the span of its name.
    AccEnd(oxacc_directives::EndKind, Span),
    /// An OpenMP construct's directive; `true` when it had an error.
    OmpBegin(Box<crate::ast::omp::OmpDirective>, bool),
    /// `!$omp end …`, with its clauses (`nowait`, `copyprivate`).
    OmpEnd(
        oxacc_directives::omp::Construct,
        Box<crate::ast::omp::OmpDirective>,
    ),
}

#[derive(Clone, Debug)]
pub(crate) struct FlatStmt {
    pub id: StmtId,
    pub label: Option<Label>,
    pub construct_name: Option<Name>,
    pub flat: Flat,
    pub span: Span,
}
