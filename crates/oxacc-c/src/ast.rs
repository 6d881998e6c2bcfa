//! The C abstract syntax tree, data-oriented: every node lives in a `Vec` of [`Ast`] and is
//! named by a small copyable id (`ExprId`, `StmtId`, `DeclId`, …). The parser fills the
//! syntactic fields; semantic analysis (`sema`) then fills the typed fields in place (`Expr::ty`,
//! `Expr::value_kind`, `Decl::ty`, resolved identifiers and members) and wraps operands in
//! explicit [`ExprKind::ImplicitCast`] nodes (C17 §6.3), so that the next stage walks one tree
//! with nothing implicit left. Every node carries a [`Span`].

use oxacc_source::Span;
use smol_str::SmolStr;

use crate::literal::{Encoding, FloatSuffix, IntSuffix};
use crate::token::Token;
use crate::types::TypeId;

macro_rules! ids {
    ($($(#[$m:meta])* $name:ident),* $(,)?) => {$(
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    )*};
}

ids! {
    /// An expression in [`Ast::exprs`].
    ExprId,
    /// A statement in [`Ast::stmts`].
    StmtId,
    /// A declared entity (object, function, typedef, parameter, field, enumerator).
    DeclId,
    /// An initializer in [`Ast::inits`].
    InitId,
    /// A declaration-specifier list in [`Ast::specs`], shared by all declarators of a declaration.
    SpecsId,
    /// A type name (`(int *)`, `sizeof(T)`) in [`Ast::type_names`].
    TypeNameId,
    /// A struct or union specifier in [`Ast::records`].
    RecordId,
    /// An enum specifier in [`Ast::enums`].
    EnumId,
    /// A `#pragma acc` / `#pragma omp` directive in [`Ast::directives`].
    DirectiveId,
}

#[derive(Debug, Default, Clone)]
pub struct Ast {
    pub exprs: Vec<Expr>,
    pub stmts: Vec<Stmt>,
    pub decls: Vec<Decl>,
    pub inits: Vec<Initializer>,
    pub specs: Vec<DeclSpecs>,
    pub type_names: Vec<TypeName>,
    pub records: Vec<RecordSpec>,
    pub enums: Vec<EnumSpec>,
    pub directives: Vec<Directive>,
}

macro_rules! arena_access {
    ($($field:ident: $id:ident => $ty:ident, $add:ident;)*) => {
        impl Ast {$(
            pub fn $add(&mut self, node: $ty) -> $id {
                self.$field.push(node);
                $id(self.$field.len() as u32 - 1)
            }
        )*}
        $(
            impl std::ops::Index<$id> for Ast {
                type Output = $ty;
                fn index(&self, id: $id) -> &$ty {
                    &self.$field[id.index()]
                }
            }
            impl std::ops::IndexMut<$id> for Ast {
                fn index_mut(&mut self, id: $id) -> &mut $ty {
                    &mut self.$field[id.index()]
                }
            }
        )*
    };
}

arena_access! {
    exprs: ExprId => Expr, add_expr;
    stmts: StmtId => Stmt, add_stmt;
    decls: DeclId => Decl, add_decl;
    inits: InitId => Initializer, add_init;
    specs: SpecsId => DeclSpecs, add_specs;
    type_names: TypeNameId => TypeName, add_type_name;
    records: RecordId => RecordSpec, add_record;
    enums: EnumId => EnumSpec, add_enum;
    directives: DirectiveId => Directive, add_directive;
}

/// A whole translation unit (C17 §6.9): the arena and the external items in source order.
#[derive(Debug, Default, Clone)]
pub struct TranslationUnit {
    pub ast: Ast,
    pub items: Vec<BlockItem>,
}

/// An item of a compound statement (§6.8.2) or of the translation unit (§6.9).
#[derive(Debug, Clone, PartialEq)]
pub enum BlockItem {
    Decl(DeclGroup),
    Stmt(StmtId),
    /// `_Static_assert(cond, "msg");` (§6.7.10).
    StaticAssert {
        cond: ExprId,
        message: Option<SmolStr>,
        span: Span,
    },
    /// A directive that applies to the following item or stands alone (at file scope:
    /// `acc routine`, `acc declare`, `omp declare target`, …).
    Directive(DirectiveId),
    /// A file-scope `asm("…");` (GNU), kept as its string.
    Asm {
        text: SmolStr,
        span: Span,
    },
}

/// One declaration: the shared specifiers and the declared entities (§6.7). `decls` is empty
/// for a declaration that only declares a tag (`struct s { … };`).
#[derive(Debug, Clone, PartialEq)]
pub struct DeclGroup {
    pub specs: SpecsId,
    pub decls: Vec<DeclId>,
    pub span: Span,
}

// ---------------------------------------------------------------------------------------------
// Declarations
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageClass {
    Typedef,
    Extern,
    Static,
    Auto,
    Register,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Qualifiers {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
    pub is_atomic: bool,
}

impl Qualifiers {
    pub const NONE: Qualifiers = Qualifiers {
        is_const: false,
        is_volatile: false,
        is_restrict: false,
        is_atomic: false,
    };
    pub const CONST: Qualifiers = Qualifiers {
        is_const: true,
        ..Qualifiers::NONE
    };

    pub fn union(self, o: Qualifiers) -> Qualifiers {
        Qualifiers {
            is_const: self.is_const || o.is_const,
            is_volatile: self.is_volatile || o.is_volatile,
            is_restrict: self.is_restrict || o.is_restrict,
            is_atomic: self.is_atomic || o.is_atomic,
        }
    }

    pub fn contains(self, o: Qualifiers) -> bool {
        self.union(o) == self
    }

    pub fn is_empty(self) -> bool {
        self == Qualifiers::NONE
    }
}

/// The basic type keywords of a specifier list, counted (§6.7.2p2 lists the valid multisets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct BasicSpec {
    pub void: bool,
    pub bool_: bool,
    pub char_: bool,
    pub short: bool,
    pub int: bool,
    pub long: u8,
    pub signed: bool,
    pub unsigned: bool,
    pub float: bool,
    pub double: bool,
    pub complex: bool,
    pub int128: bool,
    /// `_Float128`, `__float128`, `_Float64x`, … : the spelling decides the format.
    pub float_n: Option<FloatN>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatN {
    /// `_Float16`, `__fp16`.
    F16,
    /// `_Float32`: float.
    F32,
    /// `_Float64`, `_Float32x`: double.
    F64,
    /// `_Float64x`, `__float80`: x87 long double.
    F64x,
    /// `_Float128`, `__float128`, `_Float128x`.
    F128,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TypeSpec {
    /// No type specifier at all (implicit `int`, an error in C17 sema).
    None,
    Basic(BasicSpec),
    Record(RecordId),
    Enum(EnumId),
    /// A typedef name; sema resolves it (the parser only knew it names a type).
    Typedef(SmolStr, Span),
    TypeofExpr(ExprId),
    TypeofType(TypeNameId),
    /// `__builtin_va_list`.
    VaList,
    /// `__auto_type` (GNU): the type of the initializer.
    AutoType,
    /// `_Atomic(type-name)` (§6.7.2.4).
    Atomic(TypeNameId),
    /// A type specifier the parser already reported (unknown type name).
    Invalid,
}

/// GNU `__attribute__((name(args…)))`; names are normalised (`__aligned__` → `aligned`).
#[derive(Clone, Debug, PartialEq)]
pub struct Attribute {
    pub name: SmolStr,
    pub args: Vec<ExprId>,
    pub span: Span,
}

/// `_Alignas(type)` or `_Alignas(constant-expression)` (§6.7.5).
#[derive(Clone, Debug, PartialEq)]
pub enum AlignSpec {
    Type(TypeNameId),
    Expr(ExprId),
}

#[derive(Clone, Debug, PartialEq)]
pub struct DeclSpecs {
    pub storage: Option<StorageClass>,
    pub thread_local: bool,
    pub inline: bool,
    pub noreturn: bool,
    pub quals: Qualifiers,
    pub ty: TypeSpec,
    pub align: Vec<AlignSpec>,
    pub attrs: Vec<Attribute>,
    pub span: Span,
}

impl DeclSpecs {
    /// No specifier at all: the start of parsing, and the implicit specifiers of enumerators
    /// and K&R identifier lists.
    pub fn empty(span: Span) -> DeclSpecs {
        DeclSpecs {
            storage: None,
            thread_local: false,
            inline: false,
            noreturn: false,
            quals: Qualifiers::NONE,
            ty: TypeSpec::None,
            align: Vec::new(),
            attrs: Vec::new(),
            span,
        }
    }
}

/// One derivation step of a declarator (§6.7.6), listed from the identifier outwards: for
/// `int *a[3]` the list is `[Array(3), Pointer]` (a is an array of pointers).
#[derive(Clone, Debug, PartialEq)]
pub enum Derived {
    Pointer {
        quals: Qualifiers,
        attrs: Vec<Attribute>,
        span: Span,
    },
    Array {
        size: ArraySize,
        quals: Qualifiers,
        is_static: bool,
        span: Span,
    },
    Function {
        params: Vec<DeclId>,
        variadic: bool,
        style: FnStyle,
        span: Span,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub enum ArraySize {
    /// `[]`
    Unspecified,
    /// `[*]` (a VLA of unspecified size, prototypes only).
    Star,
    Expr(ExprId),
}

#[derive(Clone, Debug, PartialEq)]
pub enum FnStyle {
    /// A parameter type list (`(void)` gives an empty list).
    Prototype,
    /// `()` in a declaration: no information about the parameters (§6.7.6.3p14).
    Unspecified,
    /// An identifier list (K&R definitions); the names are in `params` as `Param` decls.
    IdentifierList,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Declarator {
    pub name: Option<SmolStr>,
    pub name_span: Span,
    pub derived: Vec<Derived>,
    pub attrs: Vec<Attribute>,
    /// `__asm__("symbol")` after the declarator (GNU asm label).
    pub asm_label: Option<SmolStr>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeclKind {
    /// An object, or a function declaration (sema decides from the type).
    Ordinary,
    Typedef,
    Param,
    Field,
    EnumConstant,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    None,
    Internal,
    External,
}

/// Storage duration (§6.2.4), decided by sema.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageDuration {
    Static,
    Thread,
    Automatic,
    /// Functions, typedefs, fields, enumerators.
    None,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Decl {
    pub kind: DeclKind,
    pub specs: SpecsId,
    pub declarator: Declarator,
    pub init: Option<InitId>,
    /// Bit-field width (fields) or enumerator value expression.
    pub width_or_value: Option<ExprId>,
    /// The body of a function definition.
    pub body: Option<StmtId>,
    /// K&R parameter declarations of an identifier-list definition.
    pub knr_params: Vec<DeclGroup>,
    pub span: Span,
    // ---- filled by sema ----
    pub ty: TypeId,
    pub linkage: Linkage,
    pub storage: StorageDuration,
    /// The earlier declaration of the same entity this one redeclares.
    pub previous: Option<DeclId>,
    /// Enumerator value, bit-field width.
    pub const_value: Option<i128>,
}

impl Decl {
    pub fn name(&self) -> Option<&SmolStr> {
        self.declarator.name.as_ref()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    Struct,
    Union,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RecordSpec {
    pub kind: RecordKind,
    pub tag: Option<(SmolStr, Span)>,
    /// `None`: a reference or forward declaration; `Some`: a definition with these fields
    /// (`Field` decls, in order; an anonymous struct/union member has no name).
    pub fields: Option<Vec<DeclId>>,
    /// Static assertions inside the member list.
    pub static_asserts: Vec<(ExprId, Option<SmolStr>, Span)>,
    pub attrs: Vec<Attribute>,
    pub span: Span,
    /// Filled by sema: the record type this specifier names.
    pub ty: TypeId,
}

#[derive(Clone, Debug, PartialEq)]
pub struct EnumSpec {
    pub tag: Option<(SmolStr, Span)>,
    pub enumerators: Option<Vec<DeclId>>,
    pub attrs: Vec<Attribute>,
    pub span: Span,
    pub ty: TypeId,
}

/// A type name (§6.7.7): specifiers plus an abstract declarator.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeName {
    pub specs: SpecsId,
    pub declarator: Declarator,
    pub span: Span,
    /// Filled by sema.
    pub ty: TypeId,
}

// ---------------------------------------------------------------------------------------------
// Initializers (§6.7.9)
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
pub enum Designator {
    Field(SmolStr, Span),
    Index(ExprId),
    /// `[lo ... hi]` (GNU).
    Range(ExprId, ExprId),
}

#[derive(Clone, Debug, PartialEq)]
pub struct InitItem {
    pub designators: Vec<Designator>,
    pub init: InitId,
    /// Filled by sema: the sub-object this item initializes, as a path from the list's object
    /// (field indices for records, element indices for arrays). Brace elision and designators
    /// are resolved here, so that lowering stores each item at its path.
    pub path: Vec<u64>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum InitKind {
    Expr(ExprId),
    List(Vec<InitItem>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Initializer {
    pub kind: InitKind,
    pub span: Span,
    /// Filled by sema: the type of the object this initializer initializes.
    pub ty: TypeId,
}

// ---------------------------------------------------------------------------------------------
// Statements (§6.8)
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq)]
pub enum ForInit {
    None,
    Expr(ExprId),
    Decl(DeclGroup),
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    Compound(Vec<BlockItem>),
    /// An expression statement; `None` is the null statement `;`.
    Expr(Option<ExprId>),
    If {
        cond: ExprId,
        then: StmtId,
        els: Option<StmtId>,
    },
    While {
        cond: ExprId,
        body: StmtId,
    },
    DoWhile {
        body: StmtId,
        cond: ExprId,
    },
    For {
        init: ForInit,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
    },
    Switch {
        cond: ExprId,
        body: StmtId,
    },
    /// `case value:` or the GNU range `case lo ... hi:`.
    Case {
        value: ExprId,
        high: Option<ExprId>,
        body: StmtId,
    },
    Default {
        body: StmtId,
    },
    Label {
        name: SmolStr,
        body: StmtId,
    },
    Goto {
        label: SmolStr,
        label_span: Span,
    },
    /// `goto *expr;` (GNU computed goto).
    GotoIndirect(ExprId),
    Continue,
    Break,
    Return(Option<ExprId>),
    /// A `#pragma acc`/`omp` directive and the statement it applies to (`None` when it is an
    /// executable directive that stands alone, §2.1 of OpenACC 3.3).
    Directive {
        directive: DirectiveId,
        body: Option<StmtId>,
    },
    /// A GNU `asm` statement.
    Asm(Box<AsmStmt>),
    /// Where a statement could not be parsed; nothing else is reported about it.
    Error,
}

/// A GNU `asm` statement: basic (`asm("…")`, the template taken literally) or extended
/// (with `:` sections, `%` in the template naming operands).
#[derive(Clone, Debug, PartialEq)]
pub struct AsmStmt {
    pub volatile: bool,
    pub inline: bool,
    pub goto: bool,
    /// Written with at least one `:`: an extended asm.
    pub extended: bool,
    /// The template after string concatenation and escapes.
    pub template: SmolStr,
    pub template_span: Span,
    pub outputs: Vec<AsmOperand>,
    pub inputs: Vec<AsmOperand>,
    pub clobbers: Vec<(SmolStr, Span)>,
    /// `asm goto` labels.
    pub labels: Vec<(SmolStr, Span)>,
}

/// `[name] "constraint" (expr)` of an extended asm.
#[derive(Clone, Debug, PartialEq)]
pub struct AsmOperand {
    pub name: Option<SmolStr>,
    pub constraint: SmolStr,
    pub constraint_span: Span,
    pub expr: ExprId,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

/// A `#pragma acc` / `#pragma omp` line: the namespace and its tokens, left for the directive
/// parser.
#[derive(Clone, Debug, PartialEq)]
pub struct Directive {
    pub namespace: SmolStr,
    pub tokens: Vec<Token>,
    pub span: Span,
}

impl Directive {
    /// The directive name words (`parallel loop`, `enter data`, `update`, …): the leading
    /// identifiers before the first clause with parentheses.
    pub fn name_words(&self) -> Vec<&str> {
        let mut words = Vec::new();
        for (i, t) in self.tokens.iter().enumerate() {
            if self
                .tokens
                .get(i + 1)
                .is_some_and(|n| n.kind == crate::token::TokenKind::LParen)
            {
                break;
            }
            if t.text.is_empty() || !t.text.chars().all(|c| c.is_ascii_alphabetic() || c == '_') {
                break;
            }
            words.push(t.text.as_str());
        }
        words
    }

    /// True for directives that are executable on their own and take no statement (OpenACC
    /// `update`, `wait`, `enter/exit data`, `init`, `shutdown`, `set`, `cache`; OpenMP
    /// `barrier`, `taskwait`, `flush`, `target update/enter data/exit data`, …) or that are
    /// declarative (`declare`, `routine`, `threadprivate`, `end declare target`).
    pub fn stands_alone(&self) -> bool {
        let words = self.name_words();
        // `wait(1)` and `cache(a)` take their arguments right after the name.
        let first = self.tokens.first().map_or("", |t| t.text.as_str());
        let second = words.get(1).copied().unwrap_or("");
        match self.namespace.as_str() {
            "acc" => matches!(
                first,
                "update"
                    | "wait"
                    | "enter"
                    | "exit"
                    | "init"
                    | "shutdown"
                    | "set"
                    | "cache"
                    | "declare"
                    | "routine"
            ),
            "omp" => {
                matches!(
                    first,
                    "barrier"
                        | "taskwait"
                        | "taskyield"
                        | "flush"
                        | "threadprivate"
                        | "declare"
                        | "end"
                        | "requires"
                        | "allocate"
                        | "cancel"
                        | "cancellation point"
                        | "depobj"
                        | "nothing"
                        | "scan"
                ) || (first == "target" && matches!(second, "update" | "enter" | "exit"))
                    // 4.5 §2.13.8 `ordered depend(…)`, 5.2 §15.9.6 `ordered doacross(…)`.
                    || (first == "ordered"
                        && self
                            .tokens
                            .iter()
                            .any(|t| t.text == "depend" || t.text == "doacross"))
            }
            _ => true,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Expressions (§6.5)
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    /// `&x`
    AddrOf,
    /// `*p`
    Deref,
    Plus,
    Minus,
    /// `~`
    BitNot,
    /// `!`
    LogNot,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
    /// `__real__` (GNU)
    Real,
    /// `__imag__` (GNU)
    Imag,
    /// `__extension__ expr`: no semantic effect.
    Extension,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    LogAnd,
    LogOr,
    /// `a, b`
    Comma,
}

impl BinaryOp {
    pub fn spelling(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Mul => "*",
            Div => "/",
            Rem => "%",
            Add => "+",
            Sub => "-",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            BitAnd => "&",
            BitXor => "^",
            BitOr => "|",
            LogAnd => "&&",
            LogOr => "||",
            Comma => ",",
        }
    }
}

/// The implicit conversions of C17 §6.3, made explicit by sema.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastKind {
    /// Lvalue conversion: read the value of an object (§6.3.2.1p2).
    LValueToRValue,
    /// Array to pointer to its first element (§6.3.2.1p3).
    ArrayToPointer,
    /// Function designator to pointer (§6.3.2.1p4).
    FunctionToPointer,
    /// Between integer types, promotions included (§6.3.1.1, §6.3.1.3).
    IntegralCast,
    IntegralToFloating,
    FloatingToIntegral,
    FloatingCast,
    /// Scalar to `_Bool` (§6.3.1.2): compare with zero.
    ToBool,
    /// Null pointer constant to a pointer type (§6.3.2.3p3).
    NullToPointer,
    /// Between pointer types (object pointers, `void *`, qualification changes).
    BitCast,
    IntegralToPointer,
    PointerToIntegral,
    /// Real to complex and between complex types (§6.3.1.6, §6.3.1.7).
    RealToComplex,
    ComplexCast,
    ComplexToReal,
    /// Conversion to `void` (a cast or a discarded value).
    ToVoid,
    /// No change of representation (same type modulo qualifiers, enum ↔ its integer type).
    NoOp,
}

/// How an expression can be used (§6.3.2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    RValue,
    /// An lvalue designating an object.
    LValue,
    /// A function designator.
    Function,
}

/// What an identifier expression refers to, filled by sema.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resolution {
    Unresolved,
    Decl(DeclId),
    /// A compiler built-in function (`__builtin_expect`, `__builtin_va_start`, …).
    Builtin,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffsetofPart {
    Field,
    Index,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    IntLit {
        value: u128,
        suffix: IntSuffix,
        decimal: bool,
    },
    FloatLit {
        value: f64,
        suffix: FloatSuffix,
    },
    /// A GNU imaginary constant (`1.0i`): the imaginary part.
    ImaginaryLit {
        value: f64,
        suffix: FloatSuffix,
    },
    CharLit {
        value: i64,
        encoding: Encoding,
    },
    StringLit {
        units: Vec<u32>,
        encoding: Encoding,
    },
    Ident {
        name: SmolStr,
        res: Resolution,
    },
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `lhs = rhs` or `lhs op= rhs`. For compound assignment sema records the type the
    /// operation is computed in (`compute_ty`, §6.5.16.2).
    Assign {
        op: Option<BinaryOp>,
        lhs: ExprId,
        rhs: ExprId,
        compute_ty: TypeId,
    },
    /// `c ? a : b`; GNU `c ?: b` has `then == None`.
    Conditional {
        cond: ExprId,
        then: Option<ExprId>,
        els: ExprId,
    },
    Call {
        callee: ExprId,
        args: Vec<ExprId>,
    },
    Index {
        base: ExprId,
        index: ExprId,
    },
    /// `base.name` or `base->name`; sema records the field (`field`: the `Field` decl).
    Member {
        base: ExprId,
        name: SmolStr,
        name_span: Span,
        arrow: bool,
        field: Option<DeclId>,
    },
    Cast {
        ty: TypeNameId,
        operand: ExprId,
    },
    SizeofExpr(ExprId),
    SizeofType(TypeNameId),
    AlignofExpr(ExprId),
    AlignofType(TypeNameId),
    CompoundLiteral {
        ty: TypeNameId,
        init: InitId,
    },
    /// `({ … })` (GNU statement expression).
    StmtExpr(StmtId),
    /// `_Generic(ctrl, T: e, default: e)` (§6.5.1.1); sema records the chosen association.
    Generic {
        ctrl: ExprId,
        assocs: Vec<(Option<TypeNameId>, ExprId)>,
        selected: Option<usize>,
    },
    VaArg {
        ap: ExprId,
        ty: TypeNameId,
    },
    /// `__builtin_offsetof(T, a.b[i])`: the member designator as parts.
    Offsetof {
        ty: TypeNameId,
        path: Vec<(OffsetofPart, SmolStr, Option<ExprId>, Span)>,
    },
    TypesCompatible(TypeNameId, TypeNameId),
    /// `&&label` (GNU).
    LabelAddr(SmolStr),
    /// An implicit conversion inserted by sema.
    ImplicitCast {
        kind: CastKind,
        operand: ExprId,
    },
    /// Where an expression could not be parsed or checked; no further diagnostics about it.
    Error,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
    /// Where diagnostics about this operation point (clang's expression location): the
    /// operator of a unary, binary, assignment or conditional expression, the `(` of a call,
    /// the `[` of a subscript, the `.`/`->` of a member access; the start otherwise.
    pub loc: Span,
    /// Filled by sema ([`TypeId::ERROR`] until then).
    pub ty: TypeId,
    pub value_kind: ValueKind,
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr {
            kind,
            span,
            loc: span,
            ty: TypeId::ERROR,
            value_kind: ValueKind::RValue,
        }
    }
}
