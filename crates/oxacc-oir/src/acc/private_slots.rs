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
                        if *ptr != s || b == s || !is_object(m, body, b) {
                            bad.insert(s);
                        } else if *next.entry(s).or_insert(b) != b {
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
