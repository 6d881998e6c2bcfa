//! The resolved, typed tree that sema produces and lowering consumes. Every name is resolved
//! to a [`SymbolId`] or [`ProcId`]; every expression has its type and rank; implicit
//! conversions (§10.2.1.3 assignment, §10.1.5 operands) are explicit [`ExprKind::Convert`]
//! nodes; named constants are folded into [`Const`]s. Lowering never looks at AST names.

use oxacc_source::Span;
use smol_str::SmolStr;

use super::types::Type;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SymbolId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ProcId(pub u32);

/// A compile-time constant value.
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    Int(i128),
    Real(f64),
    Complex(f64, f64),
    Logical(bool),
    Char(Vec<u8>),
    /// A structure value: per component, its element values (one for a scalar).
    Derived(Vec<Vec<Const>>),
    /// The address of a procedure: the initial target of a procedure pointer
    /// (`procedure(f), pointer :: p => g`, also a component's default, §7.5.4.6, §8.4).
    Proc(ProcId),
}

/// A derived-type definition (§7.5.2): components in order, each of an intrinsic or derived
/// type, scalar or an array with constant bounds, with an optional default initial value.
#[derive(Clone, Debug, PartialEq)]
pub struct DerivedType {
    pub name: SmolStr,
    pub components: Vec<Component>,
}

impl DerivedType {
    /// The hidden component holding the dynamic type's tag of the `class(t)` allocatable
    /// component at `k` (decision 129: `name.tag`, 0 while it has its declared type).
    pub fn tag_component(&self, k: usize) -> Option<usize> {
        let want = tag_component_name(&self.components.get(k)?.name);
        self.components
            .iter()
            .position(|c| c.name.eq_ignore_ascii_case(&want))
    }
}

/// The name of the hidden tag component of `class(t)` allocatable component `name`: no
/// program can name it.
pub fn tag_component_name(name: &str) -> String {
    format!("{}.tag", name.to_ascii_lowercase())
}

#[derive(Clone, Debug, PartialEq)]
pub struct Component {
    pub name: SmolStr,
    pub ty: Type,
    /// Constant `(lower, upper)` bounds per dimension; empty for a scalar.
    pub dims: Vec<(i64, i64)>,
    /// The default initialization (§7.5.4.6), one value per element.
    pub init: Option<Vec<Const>>,
    /// An allocatable component (§7.5.4.1) of this rank: its storage in the structure is a
    /// descriptor (`CFI_cdesc_t` layout), unallocated (zero) in a new structure.
    pub alloc: Option<u8>,
    /// A pointer component (§7.5.4.1): `alloc` is its rank, the descriptor starts
    /// disassociated (zero), and intrinsic assignment copies the association, not the data.
    pub pointer: bool,
    /// A procedure pointer component (§7.5.4.1, NOPASS): its interface; the storage is the
    /// procedure's address, as for procedure pointer variables.
    pub proc: Option<ProcId>,
}

impl Component {
    /// The rank of a reference to the whole component.
    pub fn rank(&self) -> usize {
        self.alloc.map_or(self.dims.len(), usize::from)
    }

    pub fn count(&self) -> i64 {
        self.dims.iter().map(|(l, u)| (u - l + 1).max(0)).product()
    }
}

/// Where a variable lives.
#[derive(Clone, Debug, PartialEq)]
pub enum Storage {
    /// A local of its procedure (on the stack).
    Local,
    /// Static storage: module variables (external, under their link name), variables of the
    /// main program and `save`d locals (internal to the object).
    Static { link_name: SmolStr, external: bool },
    /// The `index`-th dummy argument (by reference unless `value`; `optional` ones may be
    /// absent, §15.5.2.12).
    Dummy {
        index: usize,
        value: bool,
        optional: bool,
    },
    /// A function's result variable.
    Result,
    /// A member of a common block (§8.10.2): `offset` bytes into the block's storage, the
    /// global `block` (gfortran's names: `name_`, `__BLNK__` for blank common).
    Common { block: SmolStr, offset: u64 },
}

/// One dimension of an array: bounds as expressions evaluated on entry to the procedure
/// (§8.5.8.2: explicit-shape bounds are fixed when the procedure is invoked).
#[derive(Clone, Debug, PartialEq)]
pub struct Bounds {
    pub lower: Expr,
    /// `None` for the `*` of an assumed-size array.
    pub upper: Option<Expr>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ArrayShape {
    /// Explicit-shape (constant or automatic) and assumed-size arrays.
    Explicit(Vec<Bounds>),
    /// An allocatable array (§8.5.3): storage and bounds in a descriptor, set by ALLOCATE.
    Allocatable { rank: u8 },
    /// An assumed-shape dummy (§8.5.8.3): the actual's address and extents come in a
    /// descriptor; the lower bounds are the declared ones (default 1).
    Assumed { lowers: Vec<Expr> },
}

impl ArrayShape {
    /// Whether the array is reached through a descriptor (`CFI_cdesc_t` layout).
    pub fn has_descriptor(&self) -> bool {
        !matches!(self, ArrayShape::Explicit(_))
    }

    pub fn rank(&self) -> usize {
        match self {
            ArrayShape::Explicit(d) => d.len(),
            ArrayShape::Allocatable { rank } => *rank as usize,
            ArrayShape::Assumed { lowers } => lowers.len(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Symbol {
    /// As written in its declaration.
    pub name: SmolStr,
    pub ty: Type,
    pub array: Option<ArrayShape>,
    pub storage: Storage,
    /// A constant initial value (`= expr` in a declaration, `data`); arrays have one value per
    /// element in array element order.
    pub init: Option<Vec<Const>>,
    /// The procedure whose stack or arguments hold it; `None` for static storage.
    pub owner: Option<ProcId>,
    pub span: Span,
}

impl Symbol {
    pub fn rank(&self) -> usize {
        self.array.as_ref().map_or(0, ArrayShape::rank)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProcKind {
    Main,
    Subroutine,
    Function,
}

/// A procedure: the main program, an external, module or internal subprogram, or one only
/// referenced (an external procedure defined elsewhere, `body: None`).
#[derive(Clone, Debug)]
pub struct Procedure {
    pub name: SmolStr,
    /// The symbol name in the object file (docs/design.md "Fortran calling convention").
    pub link_name: SmolStr,
    pub kind: ProcKind,
    /// Whether the definition is visible outside the object (internal procedures are not).
    pub external: bool,
    pub bind_c: bool,
    /// `elemental` (§15.8): applied element by element to array arguments.
    pub elemental: bool,
    /// `pure`, or `elemental` without `impure` (§15.7): no side effects.
    pub pure: bool,
    pub dummies: Vec<SymbolId>,
    pub result: Option<SymbolId>,
    /// The result type of a function known only through an implicit interface.
    pub result_type: Option<Type>,
    /// Locals (stack variables) in declaration order.
    pub locals: Vec<SymbolId>,
    /// `None` for a procedure only referenced.
    pub body: Option<Vec<Stmt>>,
    /// Whether the interface is explicit (module and internal procedures, definitions in this
    /// file) rather than implied by a reference.
    pub explicit: bool,
    /// The host subprogram of an internal procedure.
    pub host: Option<ProcId>,
    /// Locals and dummies of the host subprogram that this internal procedure or one of its
    /// siblings uses (host association, §19.5.1.4): their addresses are passed as hidden
    /// arguments after all others, in this order.
    pub host_vars: Vec<SymbolId>,
    /// A dummy procedure or procedure pointer (§15.2.2.4, §15.4.3.6): the variable holding
    /// the procedure's address; a call goes through it. The rest of the procedure is the
    /// interface (explicit, or implied by references).
    pub via: Option<SymbolId>,
    /// A reference through a procedure pointer component: the component (`a%f`) holding the
    /// address, for this one reference (`sema/proc_entity.rs`).
    pub via_component: Option<Box<Expr>>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: Type,
    /// 0 for scalars; for array expressions, the rank (shape from the operands).
    pub rank: u8,
    pub span: Span,
}

impl Expr {
    /// The expressions directly inside this one (operands, arguments, subscripts, substring
    /// bounds; not a dynamic-type question's, which are tags and addresses).
    pub fn children_mut(&mut self) -> Vec<&mut Expr> {
        fn subs(ss: &mut [Subscript]) -> Vec<&mut Expr> {
            let mut out = Vec::new();
            for s in ss {
                match s {
                    Subscript::Index(x) => out.push(x),
                    Subscript::Range {
                        lower,
                        upper,
                        stride,
                    } => out.extend(
                        [lower, upper, stride]
                            .into_iter()
                            .filter_map(|x| x.as_mut()),
                    ),
                }
            }
            out
        }
        match &mut self.kind {
            ExprKind::Const(_)
            | ExprKind::Var(_)
            | ExprKind::Absent
            | ExprKind::ProcRef(_)
            | ExprKind::DynType(_) => Vec::new(),
            ExprKind::Index { subscripts, .. } => subs(subscripts),
            ExprKind::Substring { base, lower, upper } => {
                let mut out: Vec<&mut Expr> = vec![base.as_mut()];
                out.extend([lower, upper].into_iter().filter_map(|x| x.as_deref_mut()));
                out
            }
            ExprKind::Unary(_, x) | ExprKind::Convert(x) | ExprKind::Paren(x) => vec![x.as_mut()],
            ExprKind::Binary(_, a, b) => vec![a.as_mut(), b.as_mut()],
            ExprKind::Intrinsic(_, xs)
            | ExprKind::Call(_, xs)
            | ExprKind::ArrayCtor(xs)
            | ExprKind::Construct(_, xs)
            | ExprKind::Transform(_, xs)
            | ExprKind::CharFn(_, xs) => xs.iter_mut().collect(),
            ExprKind::Component {
                base, subscripts, ..
            } => {
                let mut out: Vec<&mut Expr> = vec![base.as_mut()];
                out.extend(subs(subscripts));
                out
            }
            ExprKind::Associated { target, .. } => target.as_deref_mut().into_iter().collect(),
        }
    }

    /// Whether `f` holds for this expression or any expression inside it (operands,
    /// arguments, subscripts, substring bounds).
    pub fn any(&self, f: &dyn Fn(&Expr) -> bool) -> bool {
        if f(self) {
            return true;
        }
        let subs = |ss: &[Subscript]| {
            ss.iter().any(|s| match s {
                Subscript::Index(x) => x.any(f),
                Subscript::Range {
                    lower,
                    upper,
                    stride,
                } => [lower, upper, stride]
                    .into_iter()
                    .flatten()
                    .any(|x| x.any(f)),
            })
        };
        match &self.kind {
            ExprKind::Const(_) | ExprKind::Var(_) | ExprKind::Absent | ExprKind::ProcRef(_) => {
                false
            }
            ExprKind::Index { subscripts, .. } => subs(subscripts),
            ExprKind::Substring { base, lower, upper } => {
                base.any(f) || [lower, upper].into_iter().flatten().any(|x| x.any(f))
            }
            ExprKind::Unary(_, x) | ExprKind::Convert(x) | ExprKind::Paren(x) => x.any(f),
            ExprKind::Binary(_, a, b) => a.any(f) || b.any(f),
            ExprKind::Intrinsic(_, xs)
            | ExprKind::Call(_, xs)
            | ExprKind::ArrayCtor(xs)
            | ExprKind::Construct(_, xs)
            | ExprKind::Transform(_, xs)
            | ExprKind::CharFn(_, xs) => xs.iter().any(|x| x.any(f)),
            ExprKind::Component {
                base, subscripts, ..
            } => base.any(f) || subs(subscripts),
            ExprKind::Associated { target, .. } => target.as_ref().is_some_and(|t| t.any(f)),
            ExprKind::DynType(d) => d.operands().iter().any(|x| x.any(f)),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Not,
}

/// Intrinsic operations after typing (§10.1.5); the operands have the operation's type
/// (relational operators: the common type of the operands, result logical).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Power,
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

/// One subscript of an array reference.
#[derive(Clone, Debug, PartialEq)]
pub enum Subscript {
    /// A scalar subscript, or a vector subscript: a rank-1 integer array whose elements
    /// select the elements of this dimension (§9.5.3.3.3).
    Index(Expr),
    /// A section triplet `lo:hi:stride` (missing parts are the array's bounds and 1).
    Range {
        lower: Option<Expr>,
        upper: Option<Expr>,
        stride: Option<Expr>,
    },
}

impl Subscript {
    /// Whether this subscript adds a dimension to the reference: a triplet, or a vector
    /// subscript (a rank-1 integer array, §9.5.3.3.3).
    pub fn is_section(&self) -> bool {
        match self {
            Subscript::Range { .. } => true,
            Subscript::Index(x) => x.rank > 0,
        }
    }

    /// The vector subscript, when this is one.
    pub fn vector(&self) -> Option<&Expr> {
        match self {
            Subscript::Index(x) if x.rank > 0 => Some(x),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Const(Const),
    /// A whole variable (scalar, or an array as a whole).
    Var(SymbolId),
    /// An array element or section.
    Index {
        array: SymbolId,
        subscripts: Vec<Subscript>,
    },
    /// `base(lo:hi)` of a character value.
    Substring {
        base: Box<Expr>,
        lower: Option<Box<Expr>>,
        upper: Option<Box<Expr>>,
    },
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// The operand converted to this expression's type (§10.1.5.2, §10.2.1.3).
    Convert(Box<Expr>),
    Intrinsic(super::intrinsics::Intrinsic, Vec<Expr>),
    Call(ProcId, Vec<Expr>),
    /// `[a, b, (f(i), i = 1, n)]` with constant extent, flattened.
    ArrayCtor(Vec<Expr>),
    /// A parenthesised expression (a value, never a variable).
    Paren(Box<Expr>),
    /// An absent optional actual argument (§15.5.2.12): a null address.
    Absent,
    /// `base%component[(subscripts)]` (§9.4.2): `index` in the type's component list.
    Component {
        base: Box<Expr>,
        index: usize,
        subscripts: Vec<Subscript>,
    },
    /// A structure constructor (§7.5.10): one value per component, defaults filled in.
    Construct(u32, Vec<Expr>),
    /// A transformational intrinsic evaluated element by element (`sema/transform.rs`).
    Transform(super::transform::Transform, Vec<Expr>),
    /// A character intrinsic lowered in `lower/charfn.rs` (`sema/charfn.rs`).
    CharFn(super::charfn::CharFn, Vec<Expr>),
    /// A procedure named as an actual argument or pointer target (§15.5.2.9): its address
    /// (an `integer(8)` value; through `via` for a dummy procedure or procedure pointer).
    ProcRef(ProcId),
    /// `associated(ptr [, target])` (§16.9.16).
    Associated {
        ptr: SymbolId,
        target: Option<Box<Expr>>,
    },
    /// A question about a dynamic type that the file may not know, answered from the type
    /// records (decision 107, `lower/dyntype.rs`).
    DynType(Box<DynType>),
}

/// Questions about the dynamic type of tag `tag` (an `integer(8)` value, decision 97).
#[derive(Clone, Debug, PartialEq)]
pub enum DynType {
    /// Whether the type is `ancestor` (a tag) or an extension of it (logical): at once for
    /// the `known` tags (the types of this file that are), else along the records' parents.
    Extends {
        tag: Expr,
        ancestor: Expr,
        known: Vec<i64>,
    },
    /// The address of binding `slot` of the type (an `integer(8)`): `known` tags' procedures
    /// at once, else the record's, else `fallback` (a type without a record; none for a
    /// deferred binding: 0).
    Binding {
        tag: Expr,
        slot: u32,
        known: Vec<(i64, ProcId)>,
        fallback: Option<ProcId>,
    },
}

impl DynType {
    /// The expressions it evaluates.
    pub fn operands(&self) -> Vec<&Expr> {
        match self {
            DynType::Extends { tag, ancestor, .. } => vec![tag, ancestor],
            DynType::Binding { tag, .. } => vec![tag],
        }
    }
}

/// The type record of one derived type (decision 107): its tag, its parent's (0: none) and
/// its specific bindings by slot (`None`: deferred or generic).
#[derive(Clone, Debug, PartialEq)]
pub struct TypeRecord {
    /// The type (`Program::types`).
    pub id: u32,
    pub tag: i64,
    pub parent: i64,
    pub slots: Vec<Option<ProcId>>,
}

#[derive(Clone, Debug)]
pub struct DoLoop {
    pub var: Expr,
    pub start: Expr,
    pub end: Expr,
    pub step: Option<Expr>,
}

#[derive(Clone, Debug)]
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
    pub body: Vec<Stmt>,
}

/// An item of an output list.
#[derive(Clone, Debug)]
pub enum IoItem {
    Expr(Expr),
    ImpliedDo {
        items: Vec<IoItem>,
        control: Box<DoLoop>,
    },
}

/// The format of a data transfer statement (§12.6.2.2).
#[derive(Clone, Debug)]
pub enum Format {
    /// `*`: list-directed.
    List,
    /// A character expression, or the text of a FORMAT statement.
    Text(Expr),
    /// No format: an unformatted transfer (§12.6.4.5.2), external units only.
    Unformatted,
    /// `nml=group` (§12.6.4.6): the group's name and its objects (name, whole variable).
    Namelist(SmolStr, Vec<(SmolStr, Expr)>),
}

#[derive(Clone, Debug)]
pub struct Write {
    /// `None` for `*` (the standard output unit).
    pub unit: Option<Expr>,
    /// An internal file: a scalar character variable written into (§12.4).
    pub internal: Option<Expr>,
    pub format: Format,
    pub advance: Option<Expr>,
    /// `iostat=`: the statement's status is stored there instead of stopping on an error
    /// or end of file (§12.11.5).
    pub iostat: Option<Expr>,
    pub items: Vec<IoItem>,
    /// `end=`, `err=`, `eor=` and `size=` (`sema/file_io.rs`).
    pub branches: IoBranches,
}

/// The branch specifiers of a data transfer statement (§12.11: END= on end of file, EOR= on
/// end of record in non-advancing input, ERR= on any other error) and SIZE= (§12.6.2.15).
#[derive(Clone, Debug, Default)]
pub struct IoBranches {
    pub end: Option<u32>,
    pub err: Option<u32>,
    pub eor: Option<u32>,
    pub size: Option<Expr>,
    /// `rec=` (direct access, §12.6.2.12) and `pos=` (stream access, §12.6.2.11).
    pub rec: Option<Expr>,
    pub pos: Option<Expr>,
}

/// OPEN, CLOSE, REWIND, BACKSPACE, ENDFILE and FLUSH (§12.5.6, §12.5.7, §12.8).
#[derive(Clone, Debug)]
pub struct FileStmt {
    pub op: crate::ast::FileOp,
    /// `unit=` (absent for OPEN with NEWUNIT=).
    pub unit: Option<Expr>,
    /// OPEN's NEWUNIT= variable.
    pub newunit: Option<Expr>,
    /// Character specifiers as Flang's runtime setter each goes to (`SetFile`, `SetStatus`,
    /// …) with its value.
    pub specs: Vec<(&'static str, Expr)>,
    pub recl: Option<Expr>,
    pub iostat: Option<Expr>,
    pub err: Option<u32>,
    /// INQUIRE's specifiers: the variable each answer is stored in.
    pub inquire: Vec<(Inquiry, Expr)>,
    /// `inquire(iolength=v) items` (§12.10.3): `v` and the output list measured.
    pub iolength: Option<(Expr, Vec<IoItem>)>,
}

/// One INQUIRE specifier (§12.10.2): Flang's keyword hash (`HashInquiryKeyword`) and which
/// runtime entry point answers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Inquiry {
    pub hash: u64,
    pub kind: InquiryKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InquiryKind {
    Character,
    Logical,
    Integer,
}

/// ALLOCATE's type-spec length, SOURCE= and MOLD= (§9.7.1.1, §9.7.1.2).
#[derive(Clone, Debug, Default)]
pub struct AllocateWith {
    /// The length of `allocate(character(len=n) :: s)`, as `integer(8)`.
    pub len: Option<Expr>,
    /// SOURCE=: bounds, length and value of each object.
    pub source: Option<Expr>,
    /// MOLD=: bounds and length only.
    pub mold: Option<Expr>,
    /// ERRMSG=: a character variable given a message when an allocation fails.
    pub errmsg: Option<Expr>,
    /// Per object, the default initialization of its derived type (§9.7.1.3: a new object
    /// of such a type is default-initialized; pointer and allocatable components start
    /// disassociated and unallocated).
    pub init: Vec<Option<Const>>,
    /// A polymorphic scalar SOURCE= or MOLD= (decision 107): its dynamic type's tag and its
    /// declared type's. Another dynamic type gives the size from its record, and SOURCE='s
    /// bytes are copied.
    pub source_tag: Option<(Expr, i64)>,
    /// With `source_tag` of SOURCE=: the tags of the extensions of the declared type this
    /// file knows, each copied as its type (the deep copy of its allocatable components,
    /// decision 118); another dynamic type's bytes are copied.
    pub source_known: Vec<(i64, Type)>,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub label: Option<u32>,
    pub span: Span,
}

/// One WHERE branch: its mask (`None` for the final ELSEWHERE) and its array assignments
/// (left, right).
pub type WhereBranch = (Option<Expr>, Vec<(Expr, Expr)>);

#[derive(Clone, Debug)]
pub enum StmtKind {
    Assign {
        lhs: Expr,
        rhs: Expr,
    },
    If {
        name: Option<SmolStr>,
        branches: Vec<(Option<Expr>, Vec<Stmt>)>,
    },
    Do {
        name: Option<SmolStr>,
        control: Option<DoLoop>,
        body: Vec<Stmt>,
    },
    DoWhile {
        name: Option<SmolStr>,
        cond: Expr,
        body: Vec<Stmt>,
    },
    Select {
        name: Option<SmolStr>,
        selector: Expr,
        cases: Vec<CaseBlock>,
    },
    Block {
        name: Option<SmolStr>,
        body: Vec<Stmt>,
    },
    /// `exit [name]`: `None` is the innermost DO.
    Exit(Option<SmolStr>),
    Cycle(Option<SmolStr>),
    Goto(u32),
    ComputedGoto {
        labels: Vec<u32>,
        index: Expr,
    },
    ArithmeticIf {
        value: Expr,
        labels: [u32; 3],
    },
    Continue,
    Stop {
        error: bool,
        code: Option<Expr>,
        quiet: Option<Expr>,
    },
    Return,
    Call {
        proc: ProcId,
        args: Vec<Expr>,
    },
    Write(Write),
    /// READ (§12.6): the same control information; the items are variables.
    Read(Write),
    /// WHERE construct or statement (§10.2.3): each branch's mask (`None` for the final
    /// ELSEWHERE) and its array assignments; a branch applies where its mask is true and
    /// every earlier mask false.
    Where {
        branches: Vec<WhereBranch>,
    },
    /// FORALL construct or statement (§10.2.4): the index ranges (first outermost), the scalar
    /// mask, and the element assignments, each executed for all index values at once.
    Forall {
        loops: Vec<DoLoop>,
        mask: Option<Expr>,
        body: Vec<(Expr, Expr)>,
    },
    /// `allocate(a(l:u, …), …[, stat=s])` (§9.7.1).
    Allocate {
        /// Allocatable or pointer variables (`Var`) and whole such components of scalar
        /// structures (`Component`), with their bounds (none: scalar, or SOURCE=/MOLD='s).
        objects: Vec<(Expr, Vec<(Expr, Expr)>)>,
        stat: Option<Expr>,
        /// The options that shape or fill the new objects (§9.7.1).
        with: AllocateWith,
    },
    /// `deallocate(a, s%c, …[, stat=s][, errmsg=m])` (§9.7.3): objects as in `Allocate`.
    Deallocate {
        objects: Vec<Expr>,
        stat: Option<Expr>,
        errmsg: Option<Expr>,
    },
    /// An OpenACC directive or construct with its statements (OpenACC 3.3 chapter 2).
    Acc(Box<super::acc::tree::AccStmt>),
    /// An OpenMP directive or construct with its statements (OpenMP 4.5 chapter 2).
    Omp(Box<super::omp::tree::OmpStmt>),
    /// CALL of an intrinsic subroutine (§16.9).
    IntrinsicCall(IntrinsicSub),
    /// A file positioning or connection statement.
    File(FileStmt),
    /// `p => target` or `p => null()` (`target` `None`) for an array pointer (§10.2.2).
    PointerAssign {
        ptr: SymbolId,
        target: Option<Expr>,
        bounds: PointerBounds,
    },
    /// NULLIFY (§9.7.2).
    Nullify(Vec<SymbolId>),
    /// `a%p => target` and `a%p => null()`/NULLIFY of pointer components, and scalar
    /// pointer assignment from components (§10.2.2): `ptr` a whole pointer component or
    /// pointer variable, `target` a variable of its type and rank (`None`: disassociate).
    PointerAssignExpr {
        ptr: Expr,
        target: Option<Expr>,
    },
}

/// The bounds part of a pointer assignment (§10.2.2.1).
#[derive(Clone, Debug)]
pub enum PointerBounds {
    /// The target's bounds (its lower bounds for a whole array, 1 for a section).
    None,
    /// `p(l1:, l2:) =>`: these lower bounds, the target's extents.
    Lower(Vec<Expr>),
    /// `p(l1:u1, …) => v`: bounds remapping of a rank-1 target.
    Remap(Vec<(Expr, Expr)>),
}

/// The intrinsic subroutines lowered (`sema/intrinsic_sub.rs`).
#[derive(Clone, Debug, PartialEq)]
pub enum IntrinsicSub {
    /// §18.2.3.3 C_F_POINTER: FPTR (a pointer variable or component) associated with the
    /// C address CPTR, with SHAPE's extents for an array pointer.
    CFPointer {
        cptr: Expr,
        fptr: Expr,
        shape: Option<Expr>,
    },
    /// §16.9.137: TO takes FROM's allocation (and is deallocated first); FROM ends unallocated.
    /// FROM and TO: allocatable variables or whole allocatable components of scalar
    /// structures (`list%next`).
    MoveAlloc { from: Expr, to: Expr },
    /// §16.9.57: processor time in seconds.
    CpuTime(Expr),
    /// §16.9.186: the optional COUNT, COUNT_RATE and COUNT_MAX.
    SystemClock {
        count: Option<Expr>,
        rate: Option<Expr>,
        max: Option<Expr>,
    },
    /// Intrinsic subroutines whose arguments go to Flang's runtime as they are
    /// (`lower/intrinsic_sub.rs`): DATE_AND_TIME (§16.9.59), RANDOM_NUMBER (§16.9.155),
    /// RANDOM_SEED (§16.9.156), GET_COMMAND (§16.9.82), GET_COMMAND_ARGUMENT (§16.9.83),
    /// GET_ENVIRONMENT_VARIABLE (§16.9.84), the GNU extension EXIT([STATUS]); `args` by the position of the standard's
    /// argument list.
    Runtime {
        sub: RuntimeSub,
        args: Vec<Option<Expr>>,
    },
    /// A subroutine of `ieee_exceptions` (§17.11, `lower/ieee.rs`): `flag` is the flag's
    /// `<fenv.h>` bit (an integer expression of the flag argument's rank; none for the
    /// status subroutines), `value` the FLAG_VALUE, HALTING or STATUS_VALUE argument.
    Ieee {
        sub: super::ieee_exceptions::IeeeSub,
        flag: Option<Expr>,
        value: Expr,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuntimeSub {
    DateAndTime,
    RandomNumber,
    RandomSeed,
    GetCommand,
    GetCommandArgument,
    GetEnvironmentVariable,
    Exit,
    ExecuteCommandLine,
    System,
}
