//! Semantic analysis (C17 §6.2–§6.9): name resolution with scopes and linkage (§6.2.1–§6.2.2),
//! types and layouts, the constraints of expressions and statements, constant evaluation, and
//! the implicit conversions of §6.3 made explicit as `ImplicitCast` nodes.
//!
//! Sema owns the AST while it works and fills its typed fields in place; the result is a
//! [`TypedUnit`]. One mistake gives one diagnostic: an expression whose type is
//! [`TypeId::ERROR`] is never complained about again.

mod acc;
mod asm;
mod constexpr;
mod decl;
mod expr;
mod format;
mod implicit;
mod init;
mod omp;
mod omp_allocate;
mod omp_atomic;
mod omp_depobj;
mod omp_doacross;
mod omp_iterator;
mod omp_mapper;
mod omp_target;
mod omp_task;
mod omp_taskloop;
mod omp_udr;
mod omp_uses_allocators;
mod omp_variant;
mod scope;
mod stmt;

use std::cell::RefCell;
use std::collections::HashMap;

use oxacc_source::{Diagnostic, DiagnosticsEngine, SourceMap, Span};
use smol_str::SmolStr;

use crate::ast::*;
use crate::types::{TypeId, TypeTable};

pub(crate) use acc::clause_vars as acc_clause_vars;
pub use constexpr::ConstValue;
pub(crate) use constexpr::{float_constant_builtin, is_empty_string};
use scope::Scope;

/// The typed translation unit: the AST with every typed field filled, and the type table.
#[derive(Debug)]
pub struct TypedUnit {
    pub ast: Ast,
    pub items: Vec<BlockItem>,
    pub types: TypeTable,
    /// The checked OpenACC directives (empty without `-fopenacc`).
    pub acc: crate::acc::AccInfo,
    /// The checked OpenMP directives (empty without `-fopenmp`).
    pub omp: crate::omp::OmpInfo,
}

/// Per-function state.
struct FnContext {
    name: SmolStr,
    ret: TypeId,
    /// Labels defined so far, and `goto`s to check at the end (§6.2.1p3: function scope).
    labels: HashMap<SmolStr, Span>,
    gotos: Vec<(SmolStr, Span)>,
}

struct SwitchContext {
    cond_ty: TypeId,
    cases: HashMap<i128, Span>,
    default: Option<Span>,
}

pub(crate) struct Sema<'a> {
    pub(crate) ast: Ast,
    pub(crate) types: TypeTable,
    sm: &'a SourceMap,
    diags: &'a RefCell<&'a mut DiagnosticsEngine>,
    scopes: Vec<Scope>,
    specs_cache: HashMap<SpecsId, TypeId>,
    func: Option<FnContext>,
    loop_depth: u32,
    break_depth: u32,
    switches: Vec<SwitchContext>,
    /// The declared name whose initializer is being checked (see `check_initializer`).
    init_decl_loc: Option<Span>,
    /// `-fopenacc`: `#pragma acc` directives are checked (otherwise ignored).
    pub(crate) openacc: bool,
    acc: acc::AccState,
    /// `-fopenmp`: `#pragma omp` directives are checked (otherwise ignored).
    pub(crate) openmp: bool,
    pub(crate) omp: omp::OmpState,
    /// Declarations made by calls of undeclared functions (see `implicit.rs`).
    pub(crate) implicit_decls: std::collections::HashSet<DeclId>,
}

impl<'a> Sema<'a> {
    pub(crate) fn new(
        ast: Ast,
        sm: &'a SourceMap,
        diags: &'a RefCell<&'a mut DiagnosticsEngine>,
    ) -> Self {
        Sema {
            ast,
            types: TypeTable::new(),
            sm,
            diags,
            scopes: vec![Scope::new(scope::ScopeKind::File)],
            specs_cache: HashMap::new(),
            func: None,
            loop_depth: 0,
            break_depth: 0,
            switches: Vec::new(),
            init_decl_loc: None,
            openacc: false,
            acc: acc::AccState::default(),
            openmp: false,
            omp: omp::OmpState::default(),
            implicit_decls: std::collections::HashSet::new(),
        }
    }

    /// Checks one external item (file scope), unless the engine asked to stop.
    pub(crate) fn external_item(&mut self, item: &BlockItem) {
        if !self.diags.borrow().should_stop() {
            if (self.openacc || self.openmp) && !matches!(item, BlockItem::Directive(_)) {
                self.acc_before_item(item);
            }
            self.block_item(item);
            if self.openmp {
                self.omp_declare_target_item(item);
                self.omp_variant_base(item);
            }
        }
    }

    /// Finishes the translation unit (§6.9.2 tentative definitions) and hands out the result.
    pub(crate) fn finish(mut self, items: Vec<BlockItem>) -> TypedUnit {
        self.check_tentative_definitions();
        if let Some((_, span)) = self.acc.pending_routine.take() {
            self.error(
                span,
                "OpenACC 'routine' directive without a name must be followed by a function declaration or definition",
            );
        }
        TypedUnit {
            ast: self.ast,
            items,
            types: self.types,
            acc: self.acc.info,
            omp: self.omp.info,
        }
    }
}

/// Checks a whole parsed translation unit.
pub fn check(unit: TranslationUnit, sm: &SourceMap, diags: &mut DiagnosticsEngine) -> TypedUnit {
    check_with(unit, sm, diags, &crate::Options::default())
}

/// [`check`] with front-end options (`-fopenacc`).
pub fn check_with(
    unit: TranslationUnit,
    sm: &SourceMap,
    diags: &mut DiagnosticsEngine,
    options: &crate::Options,
) -> TypedUnit {
    let cell = RefCell::new(diags);
    let mut sema = Sema::new(unit.ast, sm, &cell);
    sema.openacc = options.openacc;
    sema.openmp = options.openmp;
    sema.omp.offload_arch = options.offload_arch.clone();
    for item in &unit.items {
        sema.external_item(item);
    }
    sema.finish(unit.items)
}

impl Sema<'_> {
    pub(crate) fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.diags
            .borrow_mut()
            .emit(self.sm, Diagnostic::error(span, msg));
    }

    pub(crate) fn emit(&mut self, d: Diagnostic) {
        self.diags.borrow_mut().emit(self.sm, d);
    }

    pub(crate) fn warn(&mut self, span: Span, group: &'static str, msg: impl Into<String>) {
        self.diags
            .borrow_mut()
            .emit(self.sm, Diagnostic::warning(span, group, msg));
    }

    /// A warning gcc 12 gives by default under no `-W` option (a `pedwarn` with option 0):
    /// only `-w` silences it and only `-Werror` makes it an error.
    pub(crate) fn warn_no_option(&mut self, span: Span, msg: impl Into<String>) {
        let d = Diagnostic::new(oxacc_source::Severity::Warning, msg).at(span);
        self.diags.borrow_mut().emit(self.sm, d);
    }

    /// Whether warnings of an off-by-default `group` (`-Wpointer-sign`, on with `-Wall`) are
    /// wanted.
    pub(crate) fn warning_enabled(&self, group: &str) -> bool {
        self.diags.borrow().warning_enabled(group, false)
    }

    pub(crate) fn ty_str(&self, ty: TypeId) -> String {
        self.types.display(ty)
    }

    pub(crate) fn block_item(&mut self, item: &BlockItem) {
        match item {
            BlockItem::Decl(group) => self.decl_group(group),
            BlockItem::Stmt(s) => self.stmt(*s),
            BlockItem::StaticAssert {
                cond,
                message,
                span,
            } => self.static_assert(*cond, message.as_ref(), *span),
            BlockItem::Directive(d) => {
                // Inside functions directives are statements (`StmtKind::Directive`).
                if self.openacc && self.ast[*d].namespace == "acc" && self.at_file_scope() {
                    self.acc_file_directive(*d);
                }
                if self.openmp && self.ast[*d].namespace == "omp" && self.at_file_scope() {
                    self.omp_file_directive(*d);
                }
            }
            BlockItem::Asm { .. } => {}
        }
    }

    pub(crate) fn static_assert(&mut self, cond: ExprId, message: Option<&SmolStr>, span: Span) {
        let cond = self.rvalue(cond);
        if let Some(v) = self.integer_constant(
            cond,
            "static assertion expression is not an integral constant expression",
        ) {
            if v == 0 {
                let msg = match message {
                    Some(m) => format!("static assertion failed: {m}"),
                    None => "static assertion failed".to_string(),
                };
                let at = self.ast[cond].span;
                let _ = span;
                // clang quotes the condition: "failed due to requirement 'sizeof(int) == 8'".
                let text = self.sm.snippet(self.sm.expansion_root(at)).to_string();
                let msg = if text.is_empty() || text.contains('\n') {
                    msg
                } else {
                    match message {
                        Some(m) => {
                            format!("static assertion failed due to requirement '{text}': {m}")
                        }
                        None => format!("static assertion failed due to requirement '{text}'"),
                    }
                };
                self.error(at, msg);
            }
        }
    }

    /// File-scope objects declared without initializer and never defined get a zero
    /// definition (§6.9.2p2); an incomplete array type becomes one element long.
    fn check_tentative_definitions(&mut self) {
        let scope = &self.scopes[0];
        let ids: Vec<DeclId> = scope.ordinary.values().copied().collect();
        for id in ids {
            let ty = self.ast[id].ty;
            if let crate::types::TypeKind::Array {
                elem,
                len: crate::types::ArrayLen::Incomplete,
            } = self.types.kind(ty).clone()
            {
                let d = &self.ast[id];
                let is_extern = self.ast[d.specs].storage == Some(StorageClass::Extern);
                if d.kind == DeclKind::Ordinary && !is_extern && d.init.is_none() {
                    self.ast[id].ty = self.types.array_of(elem, crate::types::ArrayLen::Fixed(1));
                }
            }
        }
    }
}
