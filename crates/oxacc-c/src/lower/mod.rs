//! Lowering of the typed C AST to OIR (C17 §6.5–§6.9 given an execution model): every object
//! of automatic storage gets a stack slot, expressions become loads, stores and arithmetic
//! with the signedness sema decided, statements become blocks and branches, and objects of
//! static storage become globals whose initializers are byte images with relocations.
//!
//! Entry point: [`lower`]. One module per concept: `types` (C types → OIR types),
//! `consteval` and `init` (initializers), `expr`, `lvalue`, `call`, `complex`, `bitfield`,
//! `stmt` and `control`.
//!
//! Not yet (reported as such): atomic operations on objects of 16 bytes. Known limits: `long double` literals are exact (from
//! their spelling, `fconst 0xK…`) and static initializers fold `long double` negation,
//! casts and `+ - * /` exactly, but `_Complex long double` constants and imaginary literals
//! fold in f64; a block-scope `static` initialized with label addresses (`&&l`) is stored
//! when its declaration is reached rather than statically; `cleanup` functions run on
//! fall-through, `break`, `continue` and `return` but not on `goto`, and VLA stack space is
//! released at the end of its block only.
//!
//! Invariant: lowering never panics on user input; what it cannot lower yet is reported as
//! `error: … is not supported yet` at the construct, and a placeholder value keeps the
//! function well formed for the verifier.

mod acc;
mod acc_atomic;
mod asm;
mod atomic;
mod attrs;
mod bitfield;
mod builtins;
mod call;
mod complex;
mod consteval;
mod control;
mod expr;
mod float16;
mod function;
mod globals;
mod init;
mod lvalue;
mod omp;
mod omp_depobj;
mod omp_doacross;
mod omp_lastprivate;
mod omp_task;
mod omp_taskloop;
mod omp_udr;
mod stmt;
mod types;

use std::collections::{HashMap, HashSet};

use oxacc_oir::{FuncId, GlobalId, Module, SrcLoc, TypeId as OTy};
use oxacc_source::{Diagnostic, DiagnosticsEngine, FileId, SourceMap, Span};
use smol_str::SmolStr;

use crate::ast::{Ast, BlockItem, DeclId, ExprId};
use crate::sema::TypedUnit;
use crate::types::{TypeId, TypeTable};

pub(crate) use function::FnCx;

/// Lowers a checked translation unit to an OIR module. Call only when sema reported no
/// errors; constructs lowering does not handle yet are reported to `diags`.
pub fn lower(unit: &TypedUnit, sm: &SourceMap, diags: &mut DiagnosticsEngine) -> Module {
    // Lowering recurses over expressions as deep as sema does: the same large stack.
    crate::with_big_stack(move || lower_unit(unit, sm, diags))
}

fn lower_unit(unit: &TypedUnit, sm: &SourceMap, diags: &mut DiagnosticsEngine) -> Module {
    let name = unit_name(unit, sm);
    let mut m = Module::new(&name);
    let mut cx = Ctx {
        ast: &unit.ast,
        types: unit.types.clone(),
        sm,
        diags,
        type_cache: HashMap::new(),
        record_names: HashMap::new(),
        funcs: HashMap::new(),
        globals: HashMap::new(),
        static_locals: HashMap::new(),
        strings: HashMap::new(),
        files: HashMap::new(),
        anon_count: 0,
        cur_fn: SmolStr::default(),
        acc: &unit.acc,
        omp: &unit.omp,
        defined_fns: unit
            .ast
            .decls
            .iter()
            .filter(|x| x.body.is_some())
            .filter_map(|x| x.name().cloned())
            .collect(),
    };
    for item in &unit.items {
        // Module-level assembly is emitted as written (no `$`/`%` translation there).
        if let BlockItem::Asm { text, .. } = item {
            m.asm.push(text.clone());
        }
    }
    cx.declare_file_scope(&mut m, &unit.items);
    cx.define_globals(&mut m, &unit.items);
    cx.acc_attributes(&mut m);
    for item in &unit.items {
        if let BlockItem::Decl(g) = item {
            for &d in &g.decls {
                if unit.ast[d].body.is_some() {
                    cx.lower_function(&mut m, d);
                }
            }
        }
    }
    cx.omp_declare_target_routines(&mut m);
    // Code after `return`, `break` and `goto` was lowered into blocks nothing reaches.
    // The pass cannot fail (it only drops blocks).
    let mut dead = oxacc_oir::pass::DeadBlocks;
    let _ = oxacc_oir::Pass::run(&mut dead, &mut m);
    m
}

fn unit_name(unit: &TypedUnit, sm: &SourceMap) -> String {
    let span = unit.items.iter().find_map(|it| match it {
        BlockItem::Decl(g) => Some(g.span),
        BlockItem::StaticAssert { span, .. } | BlockItem::Asm { span, .. } => Some(*span),
        _ => None,
    });
    match span {
        Some(s) => sm.file(main_file(sm, s.file)).name.clone(),
        None => "module".to_string(),
    }
}

/// The file that included `f`, transitively: the main file of the translation unit.
fn main_file(sm: &SourceMap, mut f: FileId) -> FileId {
    while let Some(inc) = sm.file(f).included_from {
        f = inc.file;
    }
    f
}

/// State shared by the whole translation unit.
pub(crate) struct Ctx<'u> {
    pub ast: &'u Ast,
    /// A copy of sema's table: lowering interns derived types (pointers to elements).
    pub types: TypeTable,
    pub sm: &'u SourceMap,
    pub diags: &'u mut DiagnosticsEngine,
    type_cache: HashMap<TypeId, OTy>,
    record_names: HashMap<SmolStr, u32>,
    /// Functions and globals with linkage, by name (§6.2.2: one entity per name).
    pub funcs: HashMap<SmolStr, FuncId>,
    pub globals: HashMap<SmolStr, GlobalId>,
    /// Block-scope objects of static storage (§6.2.4p3).
    pub static_locals: HashMap<DeclId, GlobalId>,
    pub strings: HashMap<ExprId, GlobalId>,
    files: HashMap<FileId, u32>,
    anon_count: u32,
    /// The function being lowered: names its `static` locals.
    pub cur_fn: SmolStr,
    /// The checked OpenACC directives (empty without -fopenacc).
    pub acc: &'u crate::acc::AccInfo,
    /// The checked OpenMP directives (empty without -fopenmp).
    pub omp: &'u crate::omp::OmpInfo,
    /// The names of the functions this unit defines: a call's library check asked the
    /// whole declaration list each time (0.9% of a 72k-line file's -O2 compile).
    pub defined_fns: HashSet<SmolStr>,
}

impl Ctx<'_> {
    /// `routine` on functions and file-scope `declare` on globals (OpenACC 3.3 §2.15.1,
    /// §2.13).
    fn acc_attributes(&mut self, m: &mut Module) {
        for (name, r) in &self.acc.routines {
            if let Some(&f) = self.funcs.get(name) {
                m.func_mut(f).routine = Some(oxacc_oir::Routine {
                    level: r.level,
                    bind: r.bind.clone(),
                    nohost: r.nohost,
                });
            }
        }
        for (&d, &kind) in &self.acc.declared_globals {
            let Some(g) = self.global_of(m, d) else {
                continue;
            };
            m.globals[g.index()].acc_declare =
                Some(oxacc_offload::vocab::global_declare_kind(kind));
        }
    }
}

impl Ctx<'_> {
    /// OpenMP `declare target` functions are OpenACC `routine seq` ones to the device
    /// pipeline: a definition is exported to the device image and a declaration is resolved
    /// when the images of the program's files are linked (5.0 §2.12.7). Set after the bodies
    /// are lowered: their parallel regions are teams of one thread (`omp_fn_team`), lowered
    /// as in a function without `routine`.
    fn omp_declare_target_routines(&mut self, m: &mut Module) {
        for name in &self.omp.declare_target_fns {
            if let Some(&f) = self.funcs.get(name) {
                m.func_mut(f).routine.get_or_insert(oxacc_oir::Routine {
                    level: oxacc_oir::RoutineLevel::Seq,
                    bind: None,
                    nohost: false,
                });
            }
        }
    }

    /// Reports an error in a program the front end accepted (one gcc also rejects when it
    /// generates code, e.g. `impossible constraint in 'asm'`).
    pub(crate) fn error(&mut self, span: Span, msg: &str) {
        self.diags
            .emit(self.sm, Diagnostic::error(span, msg.to_string()));
    }

    /// Reports a construct lowering does not handle yet.
    pub(crate) fn unsupported(&mut self, span: Span, what: &str) {
        self.diags.emit(
            self.sm,
            Diagnostic::error(span, format!("{what} is not supported yet")),
        );
    }

    /// The source location of a span as `-g` line tables want it (macro uses at the call site).
    pub(crate) fn loc(&mut self, m: &mut Module, span: Span) -> SrcLoc {
        let root = self.sm.expansion_root(span);
        let lc = self.sm.presumed(root.file, root.lo);
        let file = match self.files.get(&root.file) {
            Some(&f) => f,
            None => {
                let f = m.add_file(&lc.name).index() as u32;
                self.files.insert(root.file, f);
                f
            }
        };
        SrcLoc {
            file,
            line: lc.line,
            col: lc.col,
        }
    }

    /// A fresh symbol name for an unnamed object (string literals, compound literals).
    pub(crate) fn fresh_name(&mut self, prefix: &str) -> String {
        self.anon_count += 1;
        format!("{prefix}.{}", self.anon_count)
    }
}
