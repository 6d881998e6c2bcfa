//! Semantic analysis: name resolution, typing and constant folding of a parsed file into the
//! resolved tree of [`tree`] that lowering consumes (Fortran 2018 §8 declarations, §10
//! expressions, §14 modules, §15 procedures, §19 scopes).
//!
//! It runs in two phases over the program units of a file:
//! 1. [`Sema::declare_unit`]: every module, main program and subprogram gets its scope and
//!    the symbols of its specification part (types, kinds, shapes, `parameter` values), so that
//!    a reference to a procedure defined later in the file sees its interface;
//! 2. [`Sema::define_bodies`]: the execution parts are resolved and typed.
//!
//! Modules are visible to units after them in the same file, and those of module files
//! ([`crate::modfile`]) to every unit. Errors are reported through the diagnostics engine with gfortran's wording where it
//! has one; the analysis continues with the next statement.

pub mod acc;
mod alloc_comp;
mod allocate;
mod arg_check;
mod associate;
mod c_interop;
mod char_len;
pub mod charfn;
pub mod consts;
mod data_stmt;
mod decl;
mod defined;
mod derived;
pub mod dyntype;
mod equivalence;
mod expr;
mod file_io;
mod finalize;
mod ieee;
pub mod ieee_exceptions;
mod interface;
mod intrinsic_fn;
mod intrinsic_sub;
pub mod intrinsics;
mod labels;
mod masked;
mod namelist;
pub mod omp;
mod pointer;
mod poly_assign;
mod proc_entity;
mod runtime_module;
mod scope;
mod stmt;
mod tbp;
pub mod transform;
pub mod tree;
pub mod types;

use std::collections::HashMap;

use oxacc_source::{Diagnostic, DiagnosticsEngine, SourceMap, Span};
use smol_str::SmolStr;

use crate::ast;
use crate::FortranOptions;
pub use scope::{Entity, ImplicitRules, Scope, Specific};
use tree::{ProcId, ProcKind, Procedure, Symbol, SymbolId};
use types::DefaultKinds;

/// The resolved program of one file.
#[derive(Clone, Debug, Default)]
pub struct Program {
    pub symbols: Vec<Symbol>,
    pub procs: Vec<Procedure>,
    /// Derived types, in definition order (a component's type comes before its user).
    pub types: Vec<tree::DerivedType>,
    /// The file's name, for the runtime's error messages (I/O statements, STOP).
    pub source_name: String,
    /// OpenACC outside execution parts (module `declare`, `routine`).
    pub acc: acc::tree::AccProgram,
    /// `threadprivate` variables and common blocks (by link name): thread-local storage
    /// (OpenMP 4.5 §2.15.2).
    pub omp: omp::tree::OmpProgram,
    /// Variables of modules read from module files: defined by the object of the module's
    /// own file, so only declared here.
    pub imported: std::collections::HashSet<SymbolId>,
    /// Module variables with `bind(c)` (§18.10.2): tentative definitions with common linkage,
    /// as gfortran and flang emit them, so that C's `int x;` is the same object.
    pub bind_c: std::collections::HashSet<SymbolId>,
    /// Named constant arrays (`parameter`, §8.5.13): read-only globals, which device code
    /// may read without a `declare` (decision 104).
    pub constants: std::collections::HashSet<SymbolId>,
    /// Array pointers (§8.5.14): descriptors like allocatable arrays (`ArrayShape::Allocatable`)
    /// that pointer assignment may point anywhere and assignment never reallocates.
    pub pointers: std::collections::HashSet<SymbolId>,
    /// Variables with the TARGET or POINTER attribute (valid pointer targets, §10.2.2.2).
    pub targets: std::collections::HashSet<SymbolId>,
    /// Variables whose memory a procedure may reach by other means than the variable while it
    /// runs: TARGET, POINTER, VOLATILE, ASYNCHRONOUS, and ALLOCATABLE (whose descriptor the
    /// procedure may change). Other dummies are `noalias` (§15.5.2.13).
    pub may_alias: std::collections::HashSet<SymbolId>,
    /// Local arrays of constant size above this many bytes live on the heap (decision 74,
    /// `-fmax-stack-var-size=N`).
    pub max_stack_var_size: u64,
    /// INTENT(IN) dummies (§8.5.10): not definable.
    pub intent_in: std::collections::HashSet<SymbolId>,
    /// INTENT(OUT) dummies (§8.5.10): undefined on entry, so an allocatable one (or an
    /// allocatable component of one) is deallocated there.
    pub intent_out: std::collections::HashSet<SymbolId>,
    /// Character variables whose length is a specification expression evaluated on entry
    /// (§7.4.4.2: automatic-length locals, `character(len=n) :: s`, and function results of
    /// run-time length); their type's length is `CharLen::Assumed`.
    pub char_lens: HashMap<SymbolId, tree::Expr>,
    /// Dummy procedures and procedure pointers (§15.2.2.4): the `integer(8)` variable holding
    /// the address, and the procedure (its interface, `Procedure::via` the variable).
    pub proc_vars: HashMap<SymbolId, ProcId>,
    /// The procedure pointers among them (§15.4.3.6 POINTER attribute).
    pub proc_pointers: std::collections::HashSet<SymbolId>,
    /// Procedures that are interfaces only (abstract interfaces, the interfaces of procedure
    /// pointer components and the references through them): no function of their own.
    pub interfaces_only: std::collections::HashSet<ProcId>,
    /// The records of the derived types that may be dynamic types (decision 107).
    pub type_records: Vec<tree::TypeRecord>,
    /// Per procedure, the finalization of its unsaved locals, run at its return (§7.5.6.3;
    /// decision 118).
    pub final_at_return: HashMap<ProcId, Vec<tree::Stmt>>,
    /// Scalar `class(t)` allocatables: their tag variable and the declared type's tag. One
    /// of another dynamic type is deallocated with its record's `free` helper, which frees
    /// the extension part's allocatable components too (decision 118).
    pub dyn_tags: HashMap<SymbolId, (SymbolId, i64)>,
}

impl Program {
    pub fn symbol(&self, id: SymbolId) -> &Symbol {
        &self.symbols[id.0 as usize]
    }
    pub fn proc(&self, id: ProcId) -> &Procedure {
        &self.procs[id.0 as usize]
    }
}

/// How a procedure's link name is formed (docs/design.md "Fortran calling convention").
#[derive(Clone, Debug)]
enum Naming {
    External,
    Module(SmolStr),
    Internal(SmolStr),
}

/// A unit whose execution part is still to be resolved.
struct PendingBody<'f> {
    unit: &'f ast::ProgramUnit,
    scope: usize,
    proc: ProcId,
}

pub(crate) struct Sema<'a> {
    sm: &'a SourceMap,
    diags: &'a mut DiagnosticsEngine,
    kinds: DefaultKinds,
    implicit_none: bool,
    prog: Program,
    scopes: Vec<Scope>,
    modules: HashMap<SmolStr, usize>,
    /// Procedures with external linkage by lower-case name: definitions in this file and
    /// procedures only referenced (implicit interfaces).
    externals: HashMap<SmolStr, ProcId>,
    /// The scope and procedure whose statements are being resolved.
    cur_scope: usize,
    cur_proc: Option<ProcId>,
    /// FORMAT statements of the current unit, by label.
    formats: HashMap<u32, String>,
    /// Counter for the names of static locals.
    statics: u32,
    /// Host variables each internal procedure uses.
    host_refs: HashMap<ProcId, Vec<SymbolId>>,
    /// OpenACC constructs and loops around the statement being checked.
    acc_state: acc::rules::AccState,
    /// OpenMP constructs around the statement being checked (with a critical's name).
    /// (With the variables each privatizes, for the implicit rules of tasks.)
    omp_open: Vec<(
        oxacc_directives::omp::Construct,
        Option<SmolStr>,
        Vec<SymbolId>,
    )>,
    /// Beside each of `omp_open`: the doacross nest of a loop with `ordered(n)`.
    omp_doacross: Vec<Option<omp::doacross::DoacrossNest>>,
    /// The procedures of `declare target` directives (OpenMP 4.5 §2.10.6), whose orphaned
    /// worksharing loops are device constructs (`ast::omp::OmpDirective::orphan`).
    omp_declare_target_procs: std::collections::HashSet<ProcId>,
    /// Declaring a module read from a module file (`modfile`): its procedures get no body.
    importing: bool,
    /// The variables of the counted DO loops around the statement being resolved (§11.1.7.4.3:
    /// not redefinable in their loop).
    do_vars: Vec<SymbolId>,
    /// NAMELIST groups (§8.9) by scope and lower-case group name: their objects' names, in
    /// order, resolved where a data transfer names the group.
    namelists: HashMap<(usize, SmolStr), Vec<ast::Name>>,
    /// The procedures of abstract interfaces (§15.4.3.2): interfaces only, never called.
    abstract_ifaces: std::collections::HashSet<ProcId>,
    /// `ieee_class_type` of `ieee_arithmetic` once a unit uses the module.
    ieee_class_type: Option<u32>,
    /// Initial targets of procedure pointers in a module's specification part naming a
    /// procedure not declared yet (a module procedure of the module): resolved once the
    /// module's procedures are (`proc_entity::resolve_proc_inits`).
    proc_inits: Vec<proc_entity::PendingProcInit>,
    /// Derived types named by a pointer or allocatable component before their definition
    /// (§7.5.4.1 allows it only there: mutually recursive types), by scope and lower-case
    /// name: the number reserved for the type and the first reference, for the error when the
    /// scope's specification part never defines it.
    forward_types: HashMap<(usize, SmolStr), (u32, Span)>,
    /// Extended types (§7.5.7): the parent type of each, whose parent component is the
    /// type's first component.
    type_parents: HashMap<u32, u32>,
    /// `class(t)` entities (§7.3.2.3): a dummy accepts an actual argument of an extension of
    /// `t`, a pointer a target of one.
    poly_entities: std::collections::HashSet<SymbolId>,
    /// `class(t)` components, by type and lower-case name: an allocatable one's dynamic type
    /// is in a hidden tag component (decision 129); a pointer one's is its declared type, so
    /// what would give it another is reported (decision 118).
    poly_components: std::collections::HashSet<(u32, SmolStr)>,
    /// The FINAL subroutines of each type that has any: names and the scope of the type's
    /// definition (`final.rs`).
    finals: HashMap<u32, Vec<(SmolStr, usize)>>,
    /// Whether the statement being resolved finalizes the results of the functions it
    /// references (an assignment, CALL, ALLOCATE: `finalize.rs`); elsewhere such a reference
    /// is reported.
    results_finalized: bool,
    /// Type-bound procedures of each derived type with any (inherited ones included).
    bindings: HashMap<u32, Vec<tbp::Binding>>,
    /// The tag variable (a hidden dummy) of each `class(t)` dummy and of the associate
    /// names of CLASS IS blocks (`dyntype`).
    poly_tags: HashMap<SymbolId, SymbolId>,
    /// The hidden tag dummies, which no actual argument names.
    tag_dummies: std::collections::HashSet<SymbolId>,
    /// Resolving the last branch of a type-bound call's dispatch (`tbp`): the declared
    /// type's binding, statically.
    /// (The binding name's span in the reference.)
    tbp_static: Option<Span>,
    /// The hidden type of CLASS(*) entities (`dyntype::unlimited_type`).
    unlimited: Option<u32>,
    /// Types whose record a DynType question names (decision 107), besides the extensible
    /// ones with a parent or bindings.
    record_types: std::collections::HashSet<u32>,
}

/// Resolves and types `file`. Problems are reported through `diags`; the program is complete
/// only when no error was reported.
pub fn analyze(
    file: &ast::File,
    sm: &SourceMap,
    source_name: &str,
    options: &FortranOptions,
    diags: &mut DiagnosticsEngine,
) -> Program {
    analyze_with_modules(file, &[], sm, source_name, options, diags)
}

/// [`analyze`] with the modules of module files (`modfile::load_used_modules`, in dependency
/// order) known before the file's own units.
pub fn analyze_with_modules(
    file: &ast::File,
    modules: &[ast::File],
    sm: &SourceMap,
    source_name: &str,
    options: &FortranOptions,
    diags: &mut DiagnosticsEngine,
) -> Program {
    let mut s = Sema {
        sm,
        diags,
        kinds: DefaultKinds::new(options.default_integer_8, options.default_real_8),
        implicit_none: options.implicit_none,
        prog: Program {
            source_name: source_name.to_owned(),
            omp: tree_omp_program(options),
            max_stack_var_size: options.max_stack_var_size,
            ..Program::default()
        },
        scopes: Vec::new(),
        modules: HashMap::new(),
        externals: HashMap::new(),
        cur_scope: 0,
        cur_proc: None,
        formats: HashMap::new(),
        statics: 0,
        host_refs: HashMap::new(),
        acc_state: Default::default(),
        do_vars: Vec::new(),
        omp_open: Vec::new(),
        omp_doacross: Vec::new(),
        omp_declare_target_procs: Default::default(),
        importing: false,
        namelists: HashMap::new(),
        abstract_ifaces: Default::default(),
        ieee_class_type: None,
        forward_types: HashMap::new(),
        proc_inits: Vec::new(),
        type_parents: HashMap::new(),
        poly_entities: Default::default(),
        poly_components: Default::default(),
        finals: HashMap::new(),
        results_finalized: false,
        bindings: HashMap::new(),
        poly_tags: HashMap::new(),
        tag_dummies: Default::default(),
        tbp_static: None,
        unlimited: None,
        record_types: Default::default(),
    };
    s.importing = true;
    for unit in modules.iter().flat_map(|f| &f.units) {
        if unit.kind == ast::UnitKind::Module {
            let first = s.prog.symbols.len();
            let mut bodies = Vec::new();
            s.declare_unit(unit, None, &mut bodies);
            s.imported_routines(&bodies);
            let ids = (first..s.prog.symbols.len()).map(|i| SymbolId(i as u32));
            s.prog.imported.extend(ids);
        }
    }
    s.importing = false;
    // External subprograms are known by name before any unit is resolved, so that a call to
    // one defined later in the file uses its interface.
    let mut pending = Vec::new();
    for unit in &file.units {
        if matches!(
            unit.kind,
            ast::UnitKind::Subroutine | ast::UnitKind::Function
        ) {
            s.new_proc(unit, &Naming::External);
        }
    }
    for unit in &file.units {
        s.declare_unit(unit, None, &mut pending);
    }
    s.omp_declare_variants(&pending);
    for p in pending {
        s.define_body(p);
    }
    s.share_host_vars();
    s.finalization_sites();
    s.dynamic_deallocation();
    s.type_records();
    s.prog
}

impl<'a> Sema<'a> {
    /// The procedures of a module read from its module file that are device routines: those
    /// with `!$acc routine` (OpenACC 3.3 §2.15.1) or `!$omp declare target` without a list
    /// (OpenMP 4.5 §2.10.6) in their specification part, which the module file keeps, so that
    /// this file's device code calls their device versions.
    fn imported_routines(&mut self, bodies: &[PendingBody<'_>]) {
        let (saved_scope, saved_proc) = (self.cur_scope, self.cur_proc);
        for b in bodies {
            self.cur_scope = b.scope;
            self.cur_proc = Some(b.proc);
            self.routine_directives(b.unit);
        }
        self.cur_scope = saved_scope;
        self.cur_proc = saved_proc;
    }

    /// The `!$acc routine` and list-less `!$omp declare target` directives of the
    /// specification part of `unit`, the procedure `cur_proc` (a module file's procedure, or
    /// an interface body's external procedure, `interface.rs`): the procedure is a device
    /// routine defined elsewhere, whose device version this file's device code calls.
    pub(crate) fn routine_directives(&mut self, unit: &ast::ProgramUnit) {
        use oxacc_directives::omp::OmpDirectiveKind as K;
        for st in &unit.body {
            match &st.kind {
                ast::StmtKind::AccDirective(d)
                    if d.kind == oxacc_directives::DirectiveKind::Routine =>
                {
                    self.acc_directive(d);
                }
                ast::StmtKind::OmpDirective(d)
                    if d.kind == K::DeclareTarget && d.list.is_empty() =>
                {
                    self.omp_declare_target_unlisted(d);
                }
                _ => {}
            }
        }
    }

    pub(crate) fn error(&mut self, span: Span, message: impl Into<String>) {
        self.diags.emit(self.sm, Diagnostic::error(span, message));
    }

    fn unsupported(&mut self, span: Span, what: &str) {
        self.error(span, format!("{what} is not supported yet"));
    }

    fn default_rules(&self) -> ImplicitRules {
        if self.implicit_none {
            ImplicitRules::none()
        } else {
            ImplicitRules::default_rules(self.kinds)
        }
    }

    pub(crate) fn add_symbol(&mut self, sym: Symbol) -> SymbolId {
        self.prog.symbols.push(sym);
        SymbolId(self.prog.symbols.len() as u32 - 1)
    }

    pub(crate) fn symbol(&self, id: SymbolId) -> &Symbol {
        &self.prog.symbols[id.0 as usize]
    }

    pub(crate) fn proc(&self, id: ProcId) -> &Procedure {
        &self.prog.procs[id.0 as usize]
    }

    pub(crate) fn proc_mut(&mut self, id: ProcId) -> &mut Procedure {
        &mut self.prog.procs[id.0 as usize]
    }

    /// A unique name for static storage local to this object.
    fn static_name(&mut self, owner: &str, name: &str) -> SmolStr {
        self.statics += 1;
        format!("{owner}.{name}.{}", self.statics).into()
    }

    /// Creates the procedure of a subprogram unit (its symbols come later), or returns the
    /// one created for it already.
    fn new_proc(&mut self, unit: &ast::ProgramUnit, naming: &Naming) -> ProcId {
        let name = unit.name.as_ref().map_or("main", |n| n.key.as_str());
        if let Naming::External = naming {
            if let Some(&p) = self.externals.get(name) {
                if self.proc(p).body.is_some() || self.proc(p).explicit {
                    return p;
                }
            }
        }
        let kind = match unit.kind {
            ast::UnitKind::Program => ProcKind::Main,
            ast::UnitKind::Function => ProcKind::Function,
            _ => ProcKind::Subroutine,
        };
        let bind_name = unit.bind.as_ref().map(|b| match &b.name {
            Some(ast::Expr {
                kind: ast::ExprKind::Char { value, .. },
                ..
            }) => SmolStr::from(value.as_str()),
            _ => SmolStr::from(name),
        });
        let link_name: SmolStr = match (kind, &bind_name, naming) {
            (ProcKind::Main, _, _) => "MAIN__".into(),
            (_, Some(b), _) => b.clone(),
            (_, None, Naming::External) => format!("{name}_").into(),
            (_, None, Naming::Module(m)) => format!("__{m}_MOD_{name}").into(),
            (_, None, Naming::Internal(host)) => format!("{host}.{name}").into(),
        };
        let external = !matches!(naming, Naming::Internal(_)) && kind != ProcKind::Main;
        let proc = Procedure {
            name: unit.name.as_ref().map_or("main".into(), |n| n.text.clone()),
            link_name,
            kind,
            external,
            bind_c: unit.bind.is_some(),
            elemental: unit.prefix.contains(&ast::Prefix::Elemental),
            pure: unit.prefix.contains(&ast::Prefix::Pure)
                || (unit.prefix.contains(&ast::Prefix::Elemental)
                    && !unit.prefix.contains(&ast::Prefix::Impure)),
            dummies: Vec::new(),
            result: None,
            result_type: None,
            locals: Vec::new(),
            body: (!self.importing).then(Vec::new),
            explicit: true,
            host: None,
            host_vars: Vec::new(),
            via: None,
            via_component: None,
            span: unit.span,
        };
        self.prog.procs.push(proc);
        let id = ProcId(self.prog.procs.len() as u32 - 1);
        if let Naming::External = naming {
            self.externals.insert(name.into(), id);
        }
        id
    }

    /// Phase 1 for one unit and the procedures it contains.
    fn declare_unit<'f>(
        &mut self,
        unit: &'f ast::ProgramUnit,
        host: Option<(usize, &Naming)>,
        pending: &mut Vec<PendingBody<'f>>,
    ) {
        match unit.kind {
            ast::UnitKind::BlockData => {
                // §11.3: only specifications; its DATA gives common blocks their initial
                // values (lowered as the blocks' defining, initialised globals).
                let rules = self.default_rules();
                self.scopes.push(Scope::new(None, rules, None));
                let scope = self.scopes.len() - 1;
                self.cur_scope = scope;
                self.cur_proc = None;
                let name = unit
                    .name
                    .as_ref()
                    .map_or(SmolStr::new("_block_data_"), |n| n.key.clone());
                self.declare_spec(unit, scope, None, &name);
            }
            ast::UnitKind::Module => {
                let Some(name) = unit.name.clone() else {
                    return;
                };
                let rules = self.default_rules();
                self.scopes.push(Scope::new(None, rules, None));
                let scope = self.scopes.len() - 1;
                self.cur_scope = scope;
                self.cur_proc = None;
                self.declare_spec(unit, scope, None, &name.key);
                self.modules.insert(name.key.clone(), scope);
                let naming = Naming::Module(name.key.clone());
                // Module procedures are visible to each other and to the module's users
                // before their bodies are resolved.
                let ids: Vec<ProcId> = unit
                    .contains
                    .iter()
                    .map(|c| {
                        let p = self.new_proc(c, &naming);
                        if let Some(n) = &c.name {
                            self.scopes[scope]
                                .names
                                .insert(n.key.clone(), Entity::Proc(p));
                        }
                        p
                    })
                    .collect();
                self.resolve_proc_inits(scope, false);
                for (c, p) in unit.contains.iter().zip(ids) {
                    self.declare_proc(c, p, scope, &naming, pending);
                }
                self.resolve_proc_inits(scope, true);
                self.acc_module_spec(unit, scope);
                self.omp_module_spec(unit, scope);
            }
            _ => {
                let (parent, naming) = match host {
                    Some((scope, naming)) => (Some(scope), naming.clone()),
                    None => (None, Naming::External),
                };
                let proc = self.new_proc(unit, &naming);
                match parent {
                    Some(p) => self.declare_proc(unit, proc, p, &naming, pending),
                    None => self.declare_top(unit, proc, pending),
                }
            }
        }
    }

    fn declare_top<'f>(
        &mut self,
        unit: &'f ast::ProgramUnit,
        proc: ProcId,
        pending: &mut Vec<PendingBody<'f>>,
    ) {
        let rules = self.default_rules();
        self.scopes.push(Scope::new(None, rules, Some(proc)));
        let scope = self.scopes.len() - 1;
        self.declare_proc_in(unit, proc, scope, pending);
    }

    fn declare_proc<'f>(
        &mut self,
        unit: &'f ast::ProgramUnit,
        proc: ProcId,
        host: usize,
        _naming: &Naming,
        pending: &mut Vec<PendingBody<'f>>,
    ) {
        let rules = self.scopes[host].implicit.clone();
        self.proc_mut(proc).host = self.scopes[host].proc;
        self.scopes.push(Scope::new(Some(host), rules, Some(proc)));
        let scope = self.scopes.len() - 1;
        self.declare_proc_in(unit, proc, scope, pending);
    }

    /// The specification part of a main program or subprogram, then its internal procedures.
    fn declare_proc_in<'f>(
        &mut self,
        unit: &'f ast::ProgramUnit,
        proc: ProcId,
        scope: usize,
        pending: &mut Vec<PendingBody<'f>>,
    ) {
        self.cur_scope = scope;
        self.cur_proc = Some(proc);
        let owner = self.proc(proc).link_name.clone();
        self.declare_spec(unit, scope, Some(proc), &owner);
        // A procedure read from a module file has no body to resolve; its declarative
        // directives are taken still (`imported_routines`).
        pending.push(PendingBody { unit, scope, proc });
        if unit.contains.is_empty() {
            self.resolve_proc_inits(scope, false);
            self.resolve_proc_inits(scope, true);
            return;
        }
        let naming = Naming::Internal(owner);
        let ids: Vec<ProcId> = unit
            .contains
            .iter()
            .map(|c| {
                let p = self.new_proc(c, &naming);
                if let Some(n) = &c.name {
                    self.scopes[scope]
                        .names
                        .insert(n.key.clone(), Entity::Proc(p));
                }
                p
            })
            .collect();
        self.resolve_proc_inits(scope, false);
        for (c, p) in unit.contains.iter().zip(ids) {
            self.declare_proc(c, p, scope, &naming, pending);
        }
        self.resolve_proc_inits(scope, true);
    }

    fn define_body(&mut self, p: PendingBody<'_>) {
        self.cur_scope = p.scope;
        self.cur_proc = Some(p.proc);
        self.formats.clear();
        collect_formats(&p.unit.body, &mut self.formats);
        self.check_labels(p.unit);
        let body = self.exec_part(&p.unit.body);
        self.proc_mut(p.proc).body = Some(body);
    }

    /// Every internal procedure of a host receives the host variables that any of them uses,
    /// so that siblings can pass them on when they call each other.
    fn share_host_vars(&mut self) {
        let mut by_host: HashMap<ProcId, Vec<SymbolId>> = HashMap::new();
        for (i, refs) in std::mem::take(&mut self.host_refs) {
            if let Some(h) = self.proc(i).host {
                let all = by_host.entry(h).or_default();
                for r in refs {
                    if !all.contains(&r) {
                        all.push(r);
                    }
                }
            }
        }
        for p in &mut self.prog.procs {
            if let Some(h) = p.host {
                if let Some(vars) = by_host.get(&h) {
                    let mut vars = vars.clone();
                    vars.sort();
                    p.host_vars = vars;
                }
            }
        }
    }

    /// Looks a name up in the current scope and its hosts (host association, §19.5.1.4).
    pub(crate) fn lookup(&self, key: &str) -> Option<Entity> {
        self.lookup_from(self.cur_scope, key)
    }

    /// `key` as seen from `scope` (its own names, then its hosts').
    pub(crate) fn lookup_from(&self, scope: usize, key: &str) -> Option<Entity> {
        let mut s = Some(scope);
        while let Some(i) = s {
            if let Some(e) = self.scopes[i].names.get(key) {
                return Some(e.clone());
            }
            s = self.scopes[i].parent;
        }
        None
    }
}

fn tree_omp_program(options: &FortranOptions) -> omp::tree::OmpProgram {
    omp::tree::OmpProgram {
        openmp: options.openmp,
        ..Default::default()
    }
}

/// The number of elements of a symbol whose bounds are constant (1 for a scalar).
pub fn const_size_of(sym: &Symbol) -> Option<i64> {
    match &sym.array {
        None => Some(1),
        Some(tree::ArrayShape::Explicit(dims)) => {
            let mut n = 1i64;
            for d in dims {
                let lo = decl::const_of(&d.lower)?;
                let hi = decl::const_of(d.upper.as_ref()?)?;
                n *= (hi - lo + 1).max(0) as i64;
            }
            Some(n)
        }
        Some(_) => None,
    }
}

/// FORMAT statements anywhere in an execution part, by label (§13.2.1).
fn collect_formats(body: &[ast::Stmt], out: &mut HashMap<u32, String>) {
    for s in body {
        match &s.kind {
            ast::StmtKind::Format { text, .. } => {
                if let Some(l) = s.label {
                    out.insert(l.value, text.clone());
                }
            }
            ast::StmtKind::If(c) => {
                for b in &c.branches {
                    collect_formats(&b.body, out);
                }
            }
            ast::StmtKind::Do(d) => collect_formats(&d.body, out),
            ast::StmtKind::SelectCase(c) => {
                for b in &c.cases {
                    collect_formats(&b.body, out);
                }
            }
            ast::StmtKind::SelectType(c) => {
                for b in &c.guards {
                    collect_formats(&b.body, out);
                }
            }
            ast::StmtKind::Block(b) | ast::StmtKind::Associate { body: b, .. } => {
                collect_formats(b, out)
            }
            _ => {}
        }
    }
}

pub use decl::type_size;
pub use derived::default_value;

/// The value of a folded integer expression of the tree (a constant bound).
pub fn tree_const_int(e: &tree::Expr) -> Option<i128> {
    decl::const_of(e)
}
