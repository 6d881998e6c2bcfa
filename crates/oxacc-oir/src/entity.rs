//! Entity references: small copyable `u32` indices into the dense tables of a
//! [`crate::Module`] or a function [`crate::Body`] (the Cranelift habit: no
//! `Rc<RefCell<…>>` webs, every reference is a plain number that prints well).

macro_rules! entity {
    ($(#[$m:meta])* $name:ident, $prefix:literal) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(pub u32);

        impl $name {
            /// The index into the owning table.
            pub fn index(self) -> usize {
                self.0 as usize
            }
            pub(crate) fn new(index: usize) -> Self {
                Self(u32::try_from(index).expect("entity table overflow"))
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

entity!(
    /// An SSA value: an instruction result or a block parameter.
    Value, "%"
);
entity!(
    /// An instruction (including region-carrying directive operations).
    Inst, "inst"
);
entity!(
    /// A basic block; it belongs to exactly one region.
    Block, "bb"
);
entity!(
    /// A region: an ordered list of blocks owned by a function body or by an operation.
    Region, "region"
);
entity!(
    /// A function (definition or declaration) of a module.
    FuncId, "func"
);
entity!(
    /// A global variable of a module.
    GlobalId, "global"
);
entity!(
    /// An interned type of a module.
    TypeId, "type"
);
entity!(
    /// A source file name in the module's file table (for locations).
    FileId, "#"
);
