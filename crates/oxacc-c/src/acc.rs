//! Checked OpenACC directives (OpenACC 3.3 chapter 2), what sema hands to lowering: the
//! directive parser's model ([`oxacc_directives`]) with every clause argument parsed and typed
//! as C (expressions are checked [`ExprId`]s, variables are designators with their subarray
//! dimensions), plus what the placement rules found out about the statement a construct
//! applies to (the canonical loops of a `loop`, the form of an `atomic` statement).
//!
//! Sema fills [`AccInfo`] only with `-fopenacc`; without it `#pragma acc` is ignored.

use std::collections::HashMap;

use oxacc_directives::{ClauseKind, DirectiveKind};
use oxacc_source::Span;
use smol_str::SmolStr;

use crate::ast::{DeclId, DirectiveId, ExprId, StmtId};
use crate::types::TypeId;

/// Everything sema decided about the OpenACC directives of a translation unit.
#[derive(Debug, Default, Clone)]
pub struct AccInfo {
    /// The checked directives, by the parser's directive id. A directive that had errors is
    /// absent (lowering is not run after errors anyway).
    pub directives: HashMap<DirectiveId, AccDirective>,
    /// `routine` attributes of functions, by function name (one entity per name, §6.2.2).
    pub routines: HashMap<SmolStr, AccRoutine>,
    /// File-scope `declare` clauses of global variables (§2.13).
    pub declared_globals: HashMap<DeclId, ClauseKind>,
    /// File-scope pointers of `declare deviceptr(p)` (§2.13): compute constructs using them
    /// get a `deviceptr` clause.
    pub declared_deviceptr: std::collections::HashSet<DeclId>,
    /// `for` loops of `kernels` regions without a `loop` directive (§2.5.3: the compiler
    /// decides their parallelism): canonical ones are lowered as `loop auto` (acc-implicit-data's
    /// dependence test decides), the others keep the reason for the `-Minfo` remark.
    pub kernels_loops: HashMap<StmtId, Result<AccLoop, String>>,
    /// OpenMP `parallel` regions of target regions (`omp_device::Form::ThreadRegion`; for
    /// `target parallel` the directive also is the compute construct in `directives`).
    pub omp_thread_regions: std::collections::HashSet<DirectiveId>,
    /// Parallel constructs of `declare target` functions (4.5 §2.10.6), outside target
    /// regions: they run as device constructs in a team of one thread, on the device and
    /// on the host alike (`omp_device::declare_target_parallel`).
    pub omp_fn_teams: std::collections::HashSet<DirectiveId>,
    /// Those regions that are `parallel master` (5.0 §2.13.1): thread 0 runs the statement.
    pub omp_thread_masters: std::collections::HashSet<DirectiveId>,
    /// Worksharing `for` loops in those regions (`omp_device::Form::SplitLoop`).
    pub omp_split_loops: std::collections::HashSet<DirectiveId>,
    /// Those of them that are orphaned in a `declare target` function
    /// (`omp_device::orphaned_worksharing`): the share of the calling thread of its team.
    pub omp_orphan_loops: std::collections::HashSet<DirectiveId>,
    /// Those that are an orphaned `distribute` (`omp_device::orphaned_distribute`): the
    /// calling team's share among the teams.
    pub omp_orphan_distribute: std::collections::HashSet<DirectiveId>,
    /// OpenMP target constructs that are one team (`target parallel`, `target` around a
    /// `parallel` region: `omp_device::Form::OneTeam`): their compute construct gets
    /// `num_gangs(1)`.
    pub omp_one_team: std::collections::HashSet<DirectiveId>,
    /// Those split loops that end with the team's barrier (4.5 §2.7.1: no `nowait`, and code of
    /// the region follows them).
    pub omp_split_barriers: std::collections::HashSet<DirectiveId>,
    /// OpenMP target constructs with `in_reduction` (`omp_device::in_reduction_target`).
    pub omp_in_reduction: std::collections::HashSet<DirectiveId>,
    /// The `depend` clauses of OpenMP device constructs met on the host (`target`, `target
    /// update`, `target enter/exit data`; 5.0 §2.12.5, §2.17.11): the construct is an
    /// undeferred target task, so it first waits for them (an `omp.taskwait` with them).
    pub omp_target_depend: HashMap<DirectiveId, Vec<crate::omp::OmpClause>>,
    /// The iterators of `target enter/exit data` and `target update` directives whose map or
    /// motion clauses have an `iterator` modifier (5.1 §2.21.7.1, §2.21.6): the directive
    /// (checked with the modifier removed) runs once per point of the iterator space.
    pub omp_map_iterators: HashMap<DirectiveId, Vec<crate::omp::OmpIterator>>,
    /// `target`/`target data` with `map(iterator(…), …)`: the iterators and the `target enter
    /// data` and `target exit data` directives that map and unmap each point's items before
    /// and after the construct (sema/omp_iterator.rs `omp_map_iterator_around`).
    pub omp_map_around:
        HashMap<DirectiveId, (Vec<crate::omp::OmpIterator>, DirectiveId, DirectiveId)>,
    /// `target data` constructs all of whose map clauses had the iterator modifier (they moved
    /// to `omp_map_around`'s directives; 5.1 §2.21.7.1): nothing is left of the construct but
    /// its statement, which lowering runs as a plain block between them.
    pub omp_map_around_only: std::collections::HashSet<DirectiveId>,
    /// Target constructs with `uses_allocators(a(traits))` (5.0 §2.12.5): each allocator
    /// variable (firstprivate in the region), its traits array and the array's length;
    /// lowering gives the variable the region's handle around the construct
    /// (sema/omp_uses_allocators.rs).
    pub omp_uses_allocators:
        HashMap<DirectiveId, Vec<(crate::ast::DeclId, crate::ast::DeclId, u64)>>,
    /// Standalone directives whose clauses with an iterator modifier moved to a directive of
    /// their own (sema/omp_iterator.rs `omp_map_iterator_split`): its iterators, the directive
    /// run per point, and whether it runs before the original (`target exit data`) or after.
    pub omp_map_iterated_extra:
        HashMap<DirectiveId, (Vec<crate::omp::OmpIterator>, DirectiveId, bool)>,
    /// The device number of OpenMP target constructs with `device(n)` (an `int`).
    pub omp_device: HashMap<DirectiveId, crate::ast::ExprId>,
    /// The `lastprivate` variables of OpenMP loops in target regions (lower/omp_lastprivate.rs).
    pub omp_lastprivate: HashMap<DirectiveId, Vec<AccVar>>,
    /// The `linear` clauses of worksharing loops in parallel regions of target regions
    /// (`omp_device::Translation::linear`; their variables are in `omp_lastprivate` too).
    pub omp_linear: HashMap<DirectiveId, Vec<crate::omp::OmpClause>>,
    /// `use_device_ptr`/`use_device_addr` of OpenMP `target data` constructs with map clauses
    /// (`omp_device::Translation::use_device`): the data region's statement is lowered in a
    /// host_data region of these variables.
    pub omp_use_device: HashMap<DirectiveId, Vec<AccVar>>,
    /// The user-defined reductions of combined target loop constructs (one thread runs them,
    /// `omp_device::Translation::user_reductions`; lower/omp_udr.rs).
    pub omp_udr: HashMap<DirectiveId, Vec<crate::omp::OmpClause>>,
    /// The `lastprivate(conditional:)` clauses of combined target loop constructs the league
    /// runs (`omp_device::Translation::conditional`, decision 115; lowered through
    /// `oxacc_offload::omp_udr::omp_conditional_partials`).
    pub omp_conditional: HashMap<DirectiveId, Vec<crate::omp::OmpClause>>,
    /// The `private` variables of OpenMP parallel regions in target regions (each thread's).
    pub omp_thread_privates: HashMap<DirectiveId, Vec<AccVar>>,
    /// The bounds of the teams of those regions (`num_threads`, `if(parallel: c)` as the
    /// OpenACC-side clauses `omp_device` translates them to).
    pub omp_thread_bounds: HashMap<DirectiveId, Vec<AccClause>>,
    /// `master`, `single` and `barrier` in target regions (`crate::omp::TeamSync`).
    pub omp_team_sync: HashMap<DirectiveId, crate::omp::TeamSync>,
}

/// One checked directive.
#[derive(Debug, Clone)]
pub struct AccDirective {
    pub kind: DirectiveKind,
    /// The whole `#pragma acc …` line.
    pub span: Span,
    pub clauses: Vec<AccClause>,
    /// `cache(list)` (§2.10).
    pub cache: Vec<AccVar>,
    pub cache_readonly: bool,
    /// The `wait(…)` directive's arguments (§2.16.3).
    pub wait: Option<AccWait>,
    /// The associated loops of a `loop` or combined construct, outermost first (§2.9).
    /// Empty for a `seq` loop that is not in canonical form (it runs as written).
    pub loops: Vec<AccLoop>,
    /// Code between collapsed loops (`collapse(force:n)`), moved to the innermost body.
    pub intervening: Vec<crate::ast::BlockItem>,
    /// Loops an OpenMP `collapse(n)` associates that are not collapsed: those from the first
    /// one that is not perfectly nested or whose bounds use an outer loop's variable (OpenMP
    /// 5.0 §2.9.1 allows both). They run as written in each iteration of the collapsed ones;
    /// their variables are private (predetermined, 4.5 §2.15.1.1).
    pub sequential: Vec<AccLoop>,
    /// The statement of an `atomic` construct, classified (§2.12).
    pub atomic: Option<AccAtomic>,
}

impl AccDirective {
    pub fn clauses_of(&self, kind: ClauseKind) -> impl Iterator<Item = &AccClause> {
        self.clauses.iter().filter(move |c| c.kind == kind)
    }
    pub fn has(&self, kind: ClauseKind) -> bool {
        self.clauses.iter().any(|c| c.kind == kind)
    }
}

/// A checked clause: the shared model of `oxacc-offload` with C expressions and variables.
pub type AccClause = oxacc_offload::Clause<ExprId, AccVar>;

/// Clause arguments with C expressions checked (compare [`oxacc_directives::ClauseArgs`]).
pub type AccArgs = oxacc_offload::ClauseArgs<ExprId, AccVar>;

pub type AccWait = oxacc_offload::Wait<ExprId>;

/// A variable in a clause (§2.7.1): `a`, `s.m`, `p->q`, with subarray dimensions
/// `[lower:length]` applied to it, outermost first.
#[derive(Debug, Clone)]
pub struct AccVar {
    /// The designator without the subarray part, checked as an lvalue (no conversions).
    pub base: ExprId,
    /// The designator's text as written (`a`, `s.m`, `p->q`).
    pub name: SmolStr,
    /// The variable the designator starts from.
    pub root: Option<DeclId>,
    /// The type of `base`.
    pub ty: TypeId,
    pub dims: Vec<AccDim>,
    pub span: Span,
    /// The dimensions were not written: they are the declared extents of an array parameter
    /// (`double A[N][N]` named as `A`), as this spelling (`A[0:512][0:512]`) for the remark.
    pub declared_extent: Option<SmolStr>,
}

/// One subarray dimension: the expressions are rvalues of integer type; an omitted lower
/// bound is 0 and an omitted length the array's length (`array_len`).
#[derive(Debug, Clone)]
pub struct AccDim {
    pub lower: Option<ExprId>,
    pub length: Option<ExprId>,
    /// The element type this dimension steps over.
    pub elem: TypeId,
    /// The length of the array this dimension indexes, when it is a fixed-size array.
    pub array_len: Option<u64>,
}

pub use oxacc_offload::lower::LoopTest;

/// A `for` loop in canonical form (§2.9 with the C rules): `var = lower; var TEST bound;
/// var += step` (or `-=`, `++`, `--`, `var = var ± step`).
#[derive(Debug, Clone)]
pub struct AccLoop {
    pub stmt: StmtId,
    pub var: DeclId,
    /// The loop variable's type (an integer type or a pointer to a complete object type; a
    /// pointer loop is lowered over the element index, docs/openacc-lowering.md §1).
    pub ty: TypeId,
    /// Checked rvalues: the initial value, the bound, and the step's magnitude (`None` is 1).
    pub lower: ExprId,
    pub bound: ExprId,
    pub test: LoopTest,
    pub step: Option<ExprId>,
    /// The step is subtracted (`--`, `-=`, `var = var - s`).
    pub decreasing: bool,
    pub body: StmtId,
}

/// The statement of an `atomic` construct (§2.12), by form: `v = x;`, `x = expr;`, an
/// update (`x++`, `x binop= e`, `x = x binop e`, …), or a capture (`v = x++`,
/// `v = x binop= e`, `{v = x; x binop= e;}`, `{x binop= e; v = x;}`, `{v = x; x = e;}`: a
/// write-capture has `update.op == None`).
pub type AccAtomic = oxacc_offload::atomic::AtomicStmt<ExprId, AtomicUpdate>;

/// An update of `x`: `op` is applied as `old op e` (or `e op old` when `reversed`);
/// `++`/`--` have `expr == None` (one of the type).
#[derive(Debug, Clone)]
pub struct AtomicUpdate {
    pub x: ExprId,
    /// `None`: plain assignment of `expr` (capture of a write).
    pub op: Option<crate::ast::BinaryOp>,
    pub expr: Option<ExprId>,
    pub reversed: bool,
    /// The type `old op expr` is computed in (the promoted/common type).
    pub compute_ty: TypeId,
    /// OpenMP 5.1 `atomic compare`: the write of `expr` happens only when the comparison
    /// holds (`op == None`).
    pub cond: Option<AtomicCond>,
}

/// The comparison of an OpenMP 5.1 `atomic compare` (§2.19.7), with x on the left: `x == e`,
/// `x < e` or `x > e` (`expr < x` is `x > expr`), computed in `ty`.
#[derive(Debug, Clone)]
pub struct AtomicCond {
    pub op: crate::ast::BinaryOp,
    pub e: ExprId,
    pub ty: TypeId,
    /// The new value is `e` itself (the min/max forms), so `atomicrmw min/max` does it.
    pub min_max: bool,
    /// The capture form `if (x == e) { x = d; } else { v = x; }`: `v` is written only when
    /// the comparison fails.
    pub v_on_fail: bool,
    /// `weak` (the comparison may fail spuriously; one compare-and-exchange).
    pub weak: bool,
    /// The capture forms `{ r = x == e; if (r) { x = d; } [else { v = x; }] }` (5.1
    /// §2.19.7): the lvalue `r` that receives whether the comparison held.
    pub r: Option<ExprId>,
}

/// `routine` (§2.15.1) as attached to a function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccRoutine {
    pub level: oxacc_oir::RoutineLevel,
    /// `gang(dim:d)`'s d, 1 when not written (§2.15.1).
    pub gang_dim: u32,
    pub bind: Option<SmolStr>,
    pub nohost: bool,
    pub span: Span,
}

/// The class of a C scalar type in the shared reduction table (`oxacc_offload::rules`).
pub fn type_class(types: &crate::types::TypeTable, ty: TypeId) -> oxacc_offload::TypeClass {
    use crate::types::TypeKind;
    use oxacc_offload::TypeClass as T;
    if matches!(types.kind(ty), TypeKind::Bool) {
        T::Bool
    } else if types.is_integer(ty) {
        if types.is_signed_integer(ty) {
            T::SignedInt
        } else {
            T::UnsignedInt
        }
    } else if types.is_complex(ty) {
        T::Complex
    } else if types.is_arithmetic(ty) {
        T::Real
    } else {
        T::Other
    }
}
