//! ALLOCATE and DEALLOCATE of a module allocatable in a `declare create`, `copyin` or
//! `device_resident` clause (OpenACC 3.3 §2.13.2, §2.13.3: the device copy is allocated and
//! deallocated with the host one). The descriptor is the declared global, present for the
//! whole program; after the allocation its device copy gets the new bounds and points to the
//! new device data (created and attached, §2.7.2), before the deallocation it is detached and
//! the device data deleted.

use oxacc_oir::{
    BinOp, Clause as OClause, DataClause, DataClauseKind as D, DirectiveKind, Value, VarRef,
};

use super::super::func::FnLower;
use super::super::mem_type;
use super::AccVar;
use crate::sema::tree::{ExprKind, SymbolId};

impl FnLower<'_, '_, '_> {
    /// Whether `id` is a module allocatable whose device copy follows its allocation.
    fn declared_allocatable(&self, id: SymbolId) -> bool {
        if !self.ctx.globals.contains_key(&id) {
            return false;
        }
        self.ctx.prog.acc.module_declares.iter().any(|(_, stmt)| {
            stmt.clauses.iter().any(|c| {
                matches!(
                    oxacc_offload::vocab::data_kind(c.kind),
                    Some(D::Create | D::CopyIn | D::DeviceResident)
                ) && c.vars().iter().any(|v| {
                    matches!(v, AccVar::Designator(e, _) if matches!(e.kind, ExprKind::Var(v) if v == id))
                })
            })
        })
    }

    /// The data of the allocatable whose descriptor is at `desc`, as the section its base
    /// address points to (the pointer to attach).
    fn declared_data(&mut self, id: SymbolId, desc: Value) -> VarRef {
        let sym = self.ctx.prog.symbol(id);
        let (name, ty, rank) = (sym.name.clone(), sym.ty, sym.rank());
        let elem = mem_type(self.b.module, &self.ctx.derived, ty);
        let info = self.load_descriptor(desc, rank, None, None);
        let mut count = self.i64c(1);
        for (_, ext) in info.dims {
            if let Some(ext) = ext {
                count = self.b.binary(BinOp::Mul, count, ext);
            }
        }
        let zero = self.i64c(0);
        self.pointer_section(desc, &name, elem, zero, count)
    }

    /// After ALLOCATE of `id`: the device descriptor takes the host one's bounds, then the
    /// device data is created and attached to it.
    pub(crate) fn acc_declared_allocate(&mut self, id: SymbolId) {
        if !self.declared_allocatable(id) {
            return;
        }
        let (Some(desc), Some(&g)) = (self.descriptor_addr(id), self.ctx.globals.get(&id)) else {
            return;
        };
        let dty = self.b.module.global(g).ty;
        let name = self.ctx.prog.symbol(id).name.clone();
        let whole = VarRef {
            var: desc,
            name,
            ty: dty,
            bounds: Vec::new(),
        };
        self.b.directive(
            DirectiveKind::Update,
            vec![OClause::Data(DataClause {
                kind: D::Device,
                modifiers: Vec::new(),
                vars: vec![whole],
            })],
        );
        let data = self.declared_data(id, desc);
        self.b.directive(
            DirectiveKind::EnterData,
            vec![OClause::Data(DataClause {
                kind: D::Create,
                modifiers: Vec::new(),
                vars: vec![data],
            })],
        );
    }

    /// Before DEALLOCATE of `id`: the device data is detached and deleted.
    pub(crate) fn acc_declared_deallocate(&mut self, id: SymbolId) {
        if !self.declared_allocatable(id) {
            return;
        }
        let Some(desc) = self.descriptor_addr(id) else {
            return;
        };
        let data = self.declared_data(id, desc);
        self.b.directive(
            DirectiveKind::ExitData,
            vec![
                OClause::Data(DataClause {
                    kind: D::Delete,
                    modifiers: Vec::new(),
                    vars: vec![data],
                }),
                OClause::Finalize,
            ],
        );
    }
}
