//! Declarations (Fortran 2018 §7, §8, §14, §15.4): type specifications, attributes, array
//! specifications, derived-type definitions, interface blocks, `use`.

use oxacc_source::Span;
use smol_str::SmolStr;

use super::{BindC, Expr, ListItem, Name, ProgramUnit, Stmt};

#[derive(Clone, Debug, PartialEq)]
pub enum TypeKind {
    Integer,
    Real,
    DoublePrecision,
    Complex,
    DoubleComplex,
    Logical,
    Character,
    /// `type(name)`.
    Derived(Name),
    /// `class(name)`; `None` for `class(*)`.
    Class(Option<Name>),
}

/// A type parameter value: an expression, `*` (assumed) or `:` (deferred) (§7.2).
#[derive(Clone, Debug, PartialEq)]
pub enum TypeParamValue {
    Expr(Expr),
    Star,
    Colon,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TypeParam {
    /// `kind=` / `len=`; `None` when positional.
    pub keyword: Option<Name>,
    pub value: TypeParamValue,
}

/// `real(kind=8)`, `real*8`, `character(len=*)`, `character*10`, `type(t)`, …
#[derive(Clone, Debug, PartialEq)]
pub struct TypeSpec {
    pub kind: TypeKind,
    /// The parenthesised selector (`(8)`, `(kind=dp)`, `(len=*, kind=1)`).
    pub params: Vec<TypeParam>,
    /// The old `*n` form (`real*8`, `character*(*)`).
    pub star: Option<TypeParamValue>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    In,
    Out,
    InOut,
}

#[derive(Clone, Debug, PartialEq)]
pub enum AttrKind {
    Dimension(ArraySpec),
    Allocatable,
    Pointer,
    Target,
    Parameter,
    Intent(Intent),
    Optional,
    Save,
    External,
    Intrinsic,
    Public,
    Private,
    Contiguous,
    Value,
    Volatile,
    Asynchronous,
    Protected,
    Bind(BindC),
    /// Derived-type attributes (§7.5.2.1).
    Extends(Name),
    Abstract,
    /// Procedure-declaration and binding attributes (`nopass`, `pass(x)`, `deferred`, …),
    /// kept by name.
    Other(Name),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Attr {
    pub kind: AttrKind,
    pub span: Span,
}

/// One dimension of an array specification (§8.5.8).
#[derive(Clone, Debug, PartialEq)]
pub enum Dim {
    /// `[lower:]upper`.
    Explicit { lower: Option<Expr>, upper: Expr },
    /// `:` or `lower:` — deferred or assumed shape; sema tells them apart.
    Colon { lower: Option<Expr> },
    /// `*` or `lower:*`.
    AssumedSize { lower: Option<Expr> },
    /// `..` (assumed rank).
    AssumedRank,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ArraySpec {
    pub dims: Vec<Dim>,
    pub span: Span,
}

/// The initialisation of an entity (§8.2).
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    /// `= expr`.
    Expr(Expr),
    /// `=> null()` or `=> target`.
    Pointer(Expr),
    /// The old `/1, 2/` form.
    Data(Vec<DataValue>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct EntityDecl {
    pub name: Name,
    pub array: Option<ArraySpec>,
    /// `c*10` after the name of a character entity.
    pub char_len: Option<TypeParamValue>,
    pub init: Option<Init>,
    pub span: Span,
}

/// A type declaration statement (§8.2), also a component definition inside a type.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeDecl {
    pub type_spec: TypeSpec,
    pub attrs: Vec<Attr>,
    pub entities: Vec<EntityDecl>,
}

/// An entity of an attribute statement or common block: a name with an optional array
/// specification; `common` is a `/blk/` named in `save`.
#[derive(Clone, Debug, PartialEq)]
pub struct AttrEntity {
    pub name: Name,
    pub array: Option<ArraySpec>,
    pub common: bool,
}

/// `implicit real*8 (a-h, o-z)` (§8.7).
#[derive(Clone, Debug, PartialEq)]
pub struct ImplicitSpec {
    pub type_spec: TypeSpec,
    pub ranges: Vec<(char, char)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct DataValue {
    pub repeat: Option<Expr>,
    pub value: Expr,
}

/// `data objects / values /` (§8.6.7).
#[derive(Clone, Debug, PartialEq)]
pub struct DataSet {
    pub objects: Vec<ListItem>,
    pub values: Vec<DataValue>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct CommonBlock {
    /// `None` for blank common.
    pub name: Option<Name>,
    pub objects: Vec<AttrEntity>,
}

/// A generic specification (§15.4.3.2): a name, `operator(op)` or `assignment(=)`.
#[derive(Clone, Debug, PartialEq)]
pub enum GenericSpec {
    Name(Name),
    /// The operator's spelling, lower case (`+`, `==`, `.cross.`).
    Operator(SmolStr, Span),
    Assignment(Span),
}

#[derive(Clone, Debug, PartialEq)]
pub enum UseItem {
    Name(GenericSpec),
    /// `local => remote`.
    Rename {
        local: GenericSpec,
        remote: GenericSpec,
    },
}

/// `use [, intrinsic ::] m [, only: …] [, renames]` (§14.2.2).
#[derive(Clone, Debug, PartialEq)]
pub struct UseStmt {
    /// `intrinsic` / `non_intrinsic`.
    pub nature: Option<Name>,
    pub module: Name,
    pub only: bool,
    pub items: Vec<UseItem>,
}

/// `type [, attrs ::] name [(params)] … end type` (§7.5.2).
#[derive(Clone, Debug)]
pub struct DerivedTypeDef {
    pub name: Name,
    pub attrs: Vec<Attr>,
    pub params: Vec<Name>,
    /// Component definitions, `sequence`, `private`, and after `contains` the bindings.
    pub components: Vec<Stmt>,
    pub bindings: Vec<Stmt>,
}

/// `interface [generic-spec] … end interface` (§15.4.3.2).
#[derive(Clone, Debug)]
pub struct InterfaceBlock {
    pub generic: Option<GenericSpec>,
    pub abstract_: bool,
    pub bodies: Vec<ProgramUnit>,
    /// `[module] procedure a, b`.
    pub procedures: Vec<Name>,
}

/// `procedure [(interface)] [, attrs] :: name [=> target], …`.
#[derive(Clone, Debug, PartialEq)]
pub struct ProcedureStmt {
    pub interface: Option<Name>,
    pub attrs: Vec<Attr>,
    pub bindings: Vec<(Name, Option<Name>)>,
}
