//! The intrinsic modules of a runtime (`openacc`, OpenACC 3.3 §3.1; `omp_lib` and
//! `omp_lib_kinds`, OpenMP 4.5 §3.1): sema builds their scope from a table, so that `use`
//! needs no module file: default-integer named constants (kinds, enumerators, the version)
//! and routines that are `bind(c)` interfaces to the runtime's C entry point of the same name.

use super::scope::{Entity, ImplicitRules, Scope};
use super::tree::{Const, ProcId, ProcKind, Procedure, Storage, Symbol};
use super::types::Type;
use super::Sema;

/// A routine of a module: its name, its dummies (type, passed by value), and its result
/// type (`None`: a subroutine).
pub(crate) type Routine = (&'static str, Vec<(Type, bool)>, Option<Type>);

/// What an intrinsic module declares.
pub(crate) struct ModuleTable<'t> {
    pub(crate) name: &'t str,
    /// Groups of named constants, all `integer`.
    pub(crate) constants: &'t [&'t [(&'static str, i128)]],
    /// Groups of named constants of `integer(8)` (handles that hold a C `uintptr_t`).
    pub(crate) constants8: &'t [&'t [(&'static str, i128)]],
    pub(crate) routines: Vec<Routine>,
}

impl Sema<'_> {
    /// The scope of the module `table` describes, built at its first `use`; the procedures
    /// the build declared, in the table's order (none when the module was built before).
    pub(crate) fn runtime_module(&mut self, table: ModuleTable) -> (usize, Vec<ProcId>) {
        if let Some(&m) = self.modules.get(table.name) {
            return (m, Vec::new());
        }
        let mut s = Scope::new(None, ImplicitRules::none(), None);
        for (n, v) in table.constants.iter().flat_map(|g| g.iter()) {
            s.names.insert(
                (*n).into(),
                Entity::Constant(Const::Int(*v), Type::Integer(4)),
            );
        }
        for (n, v) in table.constants8.iter().flat_map(|g| g.iter()) {
            s.names.insert(
                (*n).into(),
                Entity::Constant(Const::Int(*v), Type::Integer(8)),
            );
        }
        self.scopes.push(s);
        let id = self.scopes.len() - 1;
        self.modules.insert(table.name.into(), id);
        let procs = table
            .routines
            .iter()
            .map(|r| self.declare_bind_c_routine(id, r))
            .collect();
        (id, procs)
    }

    fn declare_bind_c_routine(&mut self, scope: usize, routine: &Routine) -> ProcId {
        let (name, args, result) = routine;
        let span = oxacc_source::Span::new(oxacc_source::FileId(0), 0, 0);
        let proc = ProcId(self.prog.procs.len() as u32);
        let mut dummies = Vec::with_capacity(args.len());
        for (index, &(ty, value)) in args.iter().enumerate() {
            dummies.push(self.add_symbol(Symbol {
                name: format!("arg{index}").into(),
                ty,
                array: None,
                storage: Storage::Dummy {
                    index,
                    value,
                    optional: false,
                },
                init: None,
                owner: Some(proc),
                span,
            }));
        }
        self.prog.procs.push(Procedure {
            name: (*name).into(),
            link_name: (*name).into(),
            kind: if result.is_some() {
                ProcKind::Function
            } else {
                ProcKind::Subroutine
            },
            external: true,
            bind_c: true,
            elemental: false,
            // A runtime's entry points change its state (acc_on_device aside).
            pure: false,
            dummies,
            result: None,
            result_type: *result,
            locals: Vec::new(),
            body: None,
            explicit: true,
            host: None,
            host_vars: Vec::new(),
            via: None,
            via_component: None,
            span,
        });
        self.scopes[scope]
            .names
            .insert((*name).into(), Entity::Proc(proc));
        proc
    }
}
