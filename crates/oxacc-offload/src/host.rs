//! The front-end trait: what the shared lowering needs to know about the host language.
//! A front end implements [`Host`] on its function-lowering context; the functions of
//! [`crate::lower`] then lower checked directives ([`crate::clause`]) through it.
//! docs/openacc-lowering.md ("The front-end trait") describes it for a new front end.

use oxacc_oir::{Block, FuncId, FunctionBuilder, TypeId, Value, VarRef};
use oxacc_source::Span;
use smol_str::SmolStr;

use crate::rules::TypeClass;

/// A jump out of a data region (`data`, `host_data`, a `declare`'s implicit region), replayed
/// after the region's operation (docs/openacc-lowering.md §1). `L` is the host's label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exit<L> {
    /// `break` (Fortran `EXIT`) to the target at this index of the host's break stack.
    Break(usize),
    /// `continue` (Fortran `CYCLE`) to the target at this index of the continue stack.
    Continue(usize),
    Return,
    Goto(L),
}

/// The integer widths clause arguments are lowered in: `async`, `wait`, `num_gangs` … are
/// `int` (32 bits, the runtime's ABI), bounds of data clauses 64 bits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntWidth {
    I32,
    I64,
}

/// What a front end's function-lowering context provides to the shared OpenACC lowering.
///
/// - `Expr`: a checked host expression (C: `ExprId`; Fortran: a typed-tree expression id).
/// - `Var`: a variable in a clause with its sections (C: `a[lo:len]`, `s.m`; Fortran:
///   `a(1:n, j)`, `t%m`, a descriptor dummy).
/// - `Label`: a jump target by name (C: identifier; Fortran: statement label).
pub trait Host<'m> {
    type Expr: Copy;
    type Var;
    type Label: Clone + Eq + std::hash::Hash;

    /// The builder of the function being lowered.
    fn builder(&mut self) -> &mut FunctionBuilder<'m>;

    /// Operations built from now on carry this source position.
    fn set_span(&mut self, span: Span);

    // ---- expressions ----

    /// An integer expression, evaluated and converted as the host language converts it to an
    /// integer of `width` bits (C: to `int` or `long`; Fortran: to `INTEGER(4)`/`(8)`).
    fn int_value(&mut self, e: Self::Expr, width: IntWidth) -> Value;

    /// A condition (`if`, `self`): an `i1`, true when the host language says so.
    fn cond_value(&mut self, e: Self::Expr) -> Value;

    // ---- variables ----

    /// The variable's OIR reference: its address (for a Fortran descriptor dummy, the data
    /// address read from the descriptor), its OIR type and the bounds of each section
    /// dimension (lower bound, length and element type, outermost first, zero-based: a
    /// Fortran front end subtracts the declared lower bound and lists column-major
    /// dimensions from the last subscript, so that the first bound is the slowest one).
    fn var_ref(&mut self, v: &Self::Var) -> VarRef;

    /// The variable of a `deviceptr` clause, whose value already is a device address and which
    /// gets no data action (OpenACC 3.3 §2.7.5, §2.6.2): by default its [`Self::var_ref`]. A
    /// host that reaches an array through a pointer variable the region loads (a Fortran
    /// explicit-shape dummy's slot) names that variable, as C's `deviceptr(p)` names `p`, so
    /// that acc-implicit-data sees the region's accesses as the clause's and maps nothing.
    fn deviceptr_ref(&mut self, v: &Self::Var) -> VarRef {
        self.var_ref(v)
    }

    /// The variable of a `reduction` clause: by default its [`Self::var_ref`]. A host whose
    /// arrays are reached through a descriptor names the descriptor, whose first field is the
    /// base address, as a pointer with the section of elements the variable spans: acc-reduction
    /// gives the region a private descriptor of its own (OpenACC 3.3 §2.5.15, §2.9.11).
    fn reduction_ref(&mut self, v: &Self::Var) -> VarRef {
        self.var_ref(v)
    }

    /// The variable of a `private` or `firstprivate` clause: by default as for a reduction
    /// ([`Self::reduction_ref`]), so that an array behind a descriptor gets private elements
    /// (a private descriptor whose base address points into private storage), not only a
    /// private descriptor that still leads to the shared elements (OpenACC 3.3 §2.5.13,
    /// §2.5.14; OpenMP 4.5 §2.15.3.3). A host that reaches an array of run-time size through
    /// a pointer variable the region loads (a Fortran explicit-shape dummy's slot) names that
    /// variable with the elements it points to, as C's `p[0:n]`, so that acc-privatize gives
    /// the region private elements and a private pointer to them.
    fn private_ref(&mut self, v: &Self::Var) -> VarRef {
        self.reduction_ref(v)
    }

    /// The `copy` that a reduction on a combined construct implies (§2.11): by default of the
    /// variable's [`Self::var_ref`]; `None` where the construct's implicit data rule maps the
    /// variable as a copy would, and better (a Fortran array behind a descriptor: the
    /// descriptor with every element it reaches, a strided dummy's too, §2.6.2).
    fn reduction_copy(&mut self, v: &Self::Var) -> Option<VarRef> {
        Some(self.var_ref(v))
    }

    /// The class of the variable's scalar elements (the reduction table's column).
    fn var_class(&self, v: &Self::Var) -> TypeClass;

    /// The variable as written (`a`, `s.m`, `t%m`), for diagnostics and for matching a
    /// reduction variable against the data clauses of a combined construct.
    fn var_name(v: &Self::Var) -> &SmolStr;

    /// Called for every variable of a data clause before it is lowered: a place for a
    /// host-specific remark (C: an array parameter mapped with its declared extents).
    fn data_clause_var(&mut self, _clause: oxacc_directives::ClauseKind, _v: &Self::Var) {}

    /// Reports a clause the lowering cannot express (as a pass diagnostic error).
    fn unsupported(&mut self, span: Span, message: String);

    // ---- control flow ----

    /// The current block has no terminator yet.
    fn is_open(&self) -> bool;

    /// An `alloca` of `ty` in the entry block.
    fn entry_alloca(&mut self, ty: TypeId) -> Value;

    /// Continues in a fresh block nothing branches to (after a jump).
    fn start_dead_block(&mut self);

    /// Branches to `b` if the current block is open, then continues there.
    fn enter_block(&mut self, b: Block);

    /// The data regions being lowered, innermost last.
    fn data_frames(&mut self) -> &mut Vec<DataFrame<Self::Label>>;

    /// The current depths of the host's break and continue target stacks (what an
    /// [`Exit::Break`]/[`Exit::Continue`] index is compared with).
    fn jump_depths(&self) -> (usize, usize);

    /// Performs a jump that left a data region, after the region's operation (it may leave
    /// an enclosing data region too: the host calls [`crate::lower::route_exit`] first).
    fn replay_exit(&mut self, exit: Exit<Self::Label>);

    /// The runtime library function `name` of type `sig` (declared on first use).
    fn runtime_func(&mut self, name: &str, sig: TypeId) -> FuncId {
        let b = self.builder();
        match b.module.func_by_name(name) {
            Some(f) => f,
            None => b.module.declare_func(name, sig),
        }
    }
}

/// A data region being lowered: the host's jump stacks when it was entered, the labels
/// inside it (gotos to them stay), the slot that says which exit was taken, and the exits.
pub struct DataFrame<L> {
    pub breaks: usize,
    pub continues: usize,
    pub labels: std::collections::HashSet<L>,
    pub selector: Value,
    pub exits: Vec<Exit<L>>,
}
