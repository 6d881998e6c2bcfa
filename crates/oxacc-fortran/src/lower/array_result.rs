//! Functions with an array result (Fortran 2018 §15.5.3; `sema` gives the call the result's
//! rank). The caller passes the address of a zeroed descriptor (`CFI_cdesc_t` layout) as a
//! hidden first argument; the callee allocates an explicit-shape result there on entry (its
//! bounds may use the dummies) or lets ALLOCATE and assignment allocate an allocatable one,
//! and fills it. The caller makes the call once per statement, before the statement's loops
//! (`hoist_array_calls`), reads the elements through the descriptor and frees the storage after
//! the statement. A call the hoisting does not reach is made where its value is needed. Array
//! constructors are built there too, so that their items are evaluated once.

use oxacc_oir::Value;

use super::expr::Val;
use super::func::FnLower;
use super::runtime::{self, Rt};
use crate::sema::tree::{Expr, ExprKind, IoItem, Subscript};
use crate::sema::types::{CharLen, Type};

impl FnLower<'_, '_, '_> {
    /// Whether `e` is a reference to a function with an array result.
    pub(super) fn is_array_call(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Call(p, _) => {
                let proc = self.ctx.prog.proc(*p);
                // Also a scalar `character(len=:), allocatable` result: in a descriptor.
                (e.rank > 0 || e.ty == Type::Character(CharLen::Assumed))
                    && !proc.elemental
                    && proc
                        .result
                        .is_some_and(|r| self.ctx.prog.symbol(r).array.is_some())
            }
            _ => false,
        }
    }

    /// The element length of a character array result of constant length.
    fn result_char_len(&mut self, ty: Type) -> Option<Value> {
        super::descriptor::const_char_len(ty).map(|n| self.i64c(n))
    }

    /// Makes the call into a fresh zeroed descriptor; returns the descriptor's address.
    fn array_call(&mut self, e: &Expr) -> Value {
        let ExprKind::Call(p, args) = &e.kind else {
            return self.b.null();
        };
        let size = oxacc_oir::var::descriptor::size(e.rank);
        let i8t = self.b.module.i8();
        let arr = self.b.module.array(i8t, size);
        let desc = self.entry_alloca(arr);
        let zero = self.b.iconst(i8t, 0);
        let n = self.i64c(size as i64);
        self.b.memset(desc, zero, n);
        self.call_proc_at(*p, args, None, &[], &[desc]);
        desc
    }

    /// The descriptor of an array-valued call: the statement's hoisted one, or a new call.
    pub(super) fn array_call_desc(&mut self, e: &Expr) -> Value {
        let key = e as *const Expr as usize;
        if let Some(&d) = self.array_results.get(&key) {
            return d;
        }
        self.array_call(e)
    }

    /// The extents of an array-valued call's result.
    pub(super) fn array_call_shape(&mut self, e: &Expr) -> Vec<Value> {
        let desc = self.array_call_desc(e);
        let len = self.result_char_len(e.ty);
        let info = self.load_descriptor(desc, usize::from(e.rank), None, len);
        info.dims
            .iter()
            .map(|&(_, ext)| ext.unwrap_or_else(|| self.i64c(0)))
            .collect()
    }

    /// Element `at` of an array-valued call's result.
    pub(super) fn array_call_element(&mut self, e: &Expr, at: &[Value]) -> Val {
        let desc = self.array_call_desc(e);
        let len = self.result_char_len(e.ty);
        let info = self.load_descriptor(desc, usize::from(e.rank), None, len);
        let subs: Vec<Value> = info
            .dims
            .iter()
            .zip(at)
            .map(|(&(lo, _), &j)| self.b.binary(oxacc_oir::BinOp::Add, lo, j))
            .collect();
        let addr = if subs.is_empty() {
            info.addr
        } else {
            self.element_at(e.ty, &subs, &info)
        };
        let len = match e.ty {
            Type::Character(CharLen::Assumed) => Some(self.desc_elem_len(desc)),
            ty => self.result_char_len(ty),
        };
        self.load_val(e.ty, addr, len)
    }

    /// Makes the array-valued calls of `e` now (outermost statement position) and records
    /// their descriptors for the statement.
    pub(super) fn hoist_array_calls(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Call(_, args) => {
                for a in args {
                    self.hoist_array_calls(a);
                }
                if self.is_array_call(e) {
                    let d = self.array_call(e);
                    self.array_results.insert(e as *const Expr as usize, d);
                    self.hoisted.push(d);
                }
            }
            ExprKind::Unary(_, x) | ExprKind::Convert(x) | ExprKind::Paren(x) => {
                self.hoist_array_calls(x)
            }
            ExprKind::Binary(_, a, b) => {
                self.hoist_array_calls(a);
                self.hoist_array_calls(b);
            }
            ExprKind::ArrayCtor(items) => {
                for a in items {
                    self.hoist_array_calls(a);
                }
                // Built now, its items evaluated once; read by element in the statement.
                if e.ty != Type::Character(CharLen::Assumed) {
                    let built = self.array_ctor(items, e.ty);
                    self.ctor_results.insert(e as *const Expr as usize, built);
                    // The constructor holds structures as they are (`array_ctor`): those that
                    // items made for it are deallocated after the statement.
                    if let Type::Derived(tid) = e.ty {
                        for (k, item) in items.iter().enumerate() {
                            if matches!(item.kind, ExprKind::Call(..) | ExprKind::Construct(..))
                                && item.rank == 0
                                && self.type_has_alloc(tid)
                            {
                                let idx = self.i64c(k as i64);
                                let at = self.b.elem_addr(built.1, built.0, idx);
                                self.ctor_structs.push((tid, at));
                            }
                        }
                    }
                }
            }
            ExprKind::Intrinsic(_, args)
            | ExprKind::Transform(_, args)
            | ExprKind::CharFn(_, args)
            | ExprKind::Construct(_, args) => {
                for a in args {
                    self.hoist_array_calls(a);
                }
            }
            ExprKind::Index { subscripts, .. } | ExprKind::Component { subscripts, .. } => {
                for s in subscripts {
                    match s {
                        Subscript::Index(x) => self.hoist_array_calls(x),
                        Subscript::Range {
                            lower,
                            upper,
                            stride,
                        } => {
                            for x in [lower, upper, stride].into_iter().flatten() {
                                self.hoist_array_calls(x);
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }

    pub(super) fn hoist_io_items(&mut self, items: &[IoItem]) {
        for it in items {
            if let IoItem::Expr(e) = it {
                self.hoist_array_calls(e);
            }
        }
    }

    /// Deallocates the components of the structures constructor items made for the statement
    /// just lowered (`ctor_structs`).
    pub(super) fn free_ctor_structs(&mut self, from: usize) {
        let made: Vec<(u32, Value)> = self.ctor_structs.drain(from..).collect();
        let open = self
            .b
            .current_block()
            .is_some_and(|blk| self.b.body.terminator(blk).is_none());
        if !open {
            return;
        }
        for (tid, at) in made {
            self.free_components(tid, at, 0);
        }
    }

    /// Frees the results of the calls hoisted for the statement just lowered.
    pub(super) fn free_hoisted(&mut self, from: usize) {
        let descs: Vec<Value> = self.hoisted.drain(from..).collect();
        for d in descs {
            let ptr = self.b.module.ptr();
            let base = self.b.load(ptr, d);
            let free = runtime::func(self.b.module, "free", &[Rt::Ptr], Rt::Void);
            self.b.call(free, &[base]);
        }
    }
}
