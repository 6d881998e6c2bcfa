//! Slots of a kernel that hold the address of a private copy (decision 73).
//!
//! acc-privatize gives a private array of run-time length behind a pointer a private
//! *slot*: the whole private descriptor of a Fortran allocatable, pointer or assumed-shape
//! array (its first word the copy's base address, decision 60), or C's private pointer
//! variable of `private(p[0:n])`. The region reaches the copy's elements through loads of
//! the slot. spmd.rs follows such a load to the copy ([`Slots::root`]), so that the copy is
//! an object of the kernel like any other: private to a thread loop's threads (each thread
//! stores its own copy's address in its own slot), or one block per gang that the gang's
//! threads share (every thread stores the same address). Before, the store of the address
//! made the kernel run one thread per gang ("the address of a private variable stored to
//! memory").
//!
//! A slot qualifies when the only pointers stored into it are the address of one object
//! (alloca or gang block), stored at its first word, and its first word is never read as
//! anything but a pointer nor copied out with `memcpy`: then every pointer loaded from it
//! addresses that object. Anything else keeps the address opaque (and the kernel in one
//! thread per gang where the object is private).

use std::collections::{HashMap, HashSet};

use super::*;

/// The slots of a body and the object each one's first word addresses.
#[derive(Default, Debug)]
pub(crate) struct Slots {
    pointee: HashMap<Value, Value>,
}

/// Objects whose address a slot may hold: allocas, and the gang's blocks of the device heap.
fn is_object(m: &Module, body: &Body, v: Value) -> bool {
    matches!(def_kind(body, v), Some(InstKind::Alloca { .. })) || spmd::is_gang_object(m, body, v)
}

impl Slots {
    /// The slots among instructions `insts` of `body`.
    pub(crate) fn of(m: &Module, body: &Body, insts: &[Inst]) -> Slots {
        let mut slots = Slots::default();
        // A slot may be filled from another (a descriptor copied into a temporary): a few
        // rounds resolve such chains.
        for _ in 0..3 {
            let mut next: HashMap<Value, Value> = HashMap::new();
            let mut bad: HashSet<Value> = HashSet::new();
            for &i in insts {
                match &body.inst(i).kind {
                    InstKind::Store { value, ptr, .. }
                        if m.types.is_ptr(body.value_type(*value)) =>
                    {
                        let s = spmd::root(body, *ptr);
                        if !is_object(m, body, s) {
                            continue;
                        }
                        let b = slots.root(body, *value);
                        // Stored elsewhere than the first word, its own address, an
                        // opaque pointer, or two objects' addresses: not a slot.
                        if *ptr != s
                            || b == s
                            || !is_object(m, body, b)
                            || *next.entry(s).or_insert(b) != b
                        {
                            bad.insert(s);
                        }
                    }
                    InstKind::Load { ptr, .. } => {
                        // The first word read as an integer: the address may leave as one.
                        let r = body.inst(i).result;
                        if r.is_some_and(|r| !m.types.is_ptr(body.value_type(r)))
                            && spmd::root(body, *ptr) == *ptr
                        {
                            bad.insert(*ptr);
                        }
                    }
                    InstKind::Memcpy { dst, src, .. } => {
                        bad.insert(spmd::root(body, *dst));
                        bad.insert(spmd::root(body, *src));
                    }
                    InstKind::Memset { dst, .. } => {
                        bad.insert(spmd::root(body, *dst));
                    }
                    InstKind::AtomicRmw { ptr, .. } | InstKind::CmpXchg { ptr, .. } => {
                        bad.insert(spmd::root(body, *ptr));
                    }
                    _ => {}
                }
            }
            // A slot holding the address of a slot: a pointer loaded twice is not followed.
            let inner: HashSet<Value> = next.values().copied().collect();
            next.retain(|s, _| !bad.contains(s) && !inner.contains(s));
            if next == slots.pointee {
                break;
            }
            slots.pointee = next;
        }
        slots
    }

    /// The object slot `s` holds the address of.
    pub(crate) fn pointee(&self, s: Value) -> Option<Value> {
        self.pointee.get(&s).copied()
    }

    /// The object an address is derived from: [`spmd::root`], through a pointer loaded from
    /// a slot's first word to the object it addresses.
    pub(crate) fn root(&self, body: &Body, p: Value) -> Value {
        let r = spmd::root(body, p);
        match def_kind(body, r) {
            Some(InstKind::Load { ptr, .. }) => match self.pointee.get(ptr) {
                Some(&b) => b,
                None => r,
            },
            _ => r,
        }
    }
}

/// Whether `a` and `b` compute the same value where both are used in one block of a loop's
/// body: the same value, equal constants, or the same operation on such operands, a load
/// being the same when it is invariant or no instruction between the two may write memory.
/// A Fortran update `h(k) = h(k) + e` computes the address of `h(k)` twice (decision 73).
pub(crate) fn same_value(body: &Body, a: Value, b: Value) -> bool {
    // A budget of comparisons: shared subexpressions would make the walk exponential.
    same_value_within(body, a, b, &std::cell::Cell::new(2000))
}

fn same_value_within(body: &Body, a: Value, b: Value, budget: &std::cell::Cell<u32>) -> bool {
    if a == b {
        return true;
    }
    if budget.get() == 0 || body.value_type(a) != body.value_type(b) {
        return false;
    }
    budget.set(budget.get() - 1);
    let (Some(ia), Some(ib)) = (def_inst(body, a), def_inst(body, b)) else {
        return false;
    };
    let same = |x: Value, y: Value| same_value_within(body, x, y, budget);
    match (&body.inst(ia).kind, &body.inst(ib).kind) {
        (InstKind::IConst(x), InstKind::IConst(y)) => x == y,
        (
            InstKind::PtrAdd {
                ptr: p1,
                offset: o1,
            },
            InstKind::PtrAdd {
                ptr: p2,
                offset: o2,
            },
        ) => same(*p1, *p2) && same(*o1, *o2),
        (
            InstKind::ElemAddr {
                elem: e1,
                ptr: p1,
                index: x1,
            },
            InstKind::ElemAddr {
                elem: e2,
                ptr: p2,
                index: x2,
            },
        ) => e1 == e2 && same(*p1, *p2) && same(*x1, *x2),
        (
            InstKind::Binary {
                op: o1,
                lhs: l1,
                rhs: r1,
                ..
            },
            InstKind::Binary {
                op: o2,
                lhs: l2,
                rhs: r2,
                ..
            },
        ) => o1 == o2 && same(*l1, *l2) && same(*r1, *r2),
        (InstKind::Cast { op: o1, arg: x }, InstKind::Cast { op: o2, arg: y }) => {
            o1 == o2 && same(*x, *y)
        }
        (InstKind::Load { ptr: p1, flags: f1 }, InstKind::Load { ptr: p2, flags: f2 }) => {
            same(*p1, *p2) && ((f1.invariant && f2.invariant) || no_write_between(body, ia, ib))
        }
        _ => false,
    }
}

/// Whether `a` and `b` lie in one block with no instruction between them that may write
/// memory.
fn no_write_between(body: &Body, a: Inst, b: Inst) -> bool {
    let ((ba, pa), (bb, pb)) = (inst_pos(body, a), inst_pos(body, b));
    if ba != bb {
        return false;
    }
    let (lo, hi) = (pa.min(pb), pa.max(pb));
    body.block(ba).insts[lo..hi].iter().all(|&i| {
        !matches!(
            body.inst(i).kind,
            InstKind::Store { .. }
                | InstKind::Memcpy { .. }
                | InstKind::Memset { .. }
                | InstKind::AtomicRmw { .. }
                | InstKind::CmpXchg { .. }
                | InstKind::Call { .. }
                | InstKind::CallIndirect { .. }
                | InstKind::InlineAsm(_)
                | InstKind::Directive(_)
        )
    })
}
