//! Scopes and what a name means in them (Fortran 2018 §19.3 classes of local identifiers,
//! §19.5 association): the entities a program unit declares, those it gets by use association
//! from a module (§14.2.2, with `only` and renames) and by host association from its host
//! (§19.5.1.4), and the implicit typing rules that give an undeclared name its type (§8.7).

use std::collections::HashMap;

use smol_str::SmolStr;

use super::tree::{Const, ProcId, SymbolId};
use super::types::{DefaultKinds, Type};

/// What a name stands for.
#[derive(Clone, Debug, PartialEq)]
pub enum Entity {
    Var(SymbolId),
    /// A named scalar constant (`parameter`).
    Constant(Const, Type),
    Proc(ProcId),
    /// A derived type (its index in the program's type table).
    Type(u32),
    /// A generic interface: its specific procedures.
    Generic(Vec<Specific>),
    /// A statement function (§15.6.4).
    StmtFunc(Box<StmtFunc>),
    /// A statement-function dummy while a reference is expanded: the actual argument.
    Alias(Box<super::tree::Expr>),
    /// A function of an intrinsic module that sema expands (`ieee_arithmetic`,
    /// `sema/ieee.rs`).
    ModuleFunction(super::ieee::IeeeFn),
}

/// `f(a, b) = expr` in a specification part (§15.6.4): the dummies (names and the types they
/// have in the scope), the expression, and the function's type.
#[derive(Clone, Debug, PartialEq)]
pub struct StmtFunc {
    pub dummies: Vec<(SmolStr, Type)>,
    pub body: crate::ast::Expr,
    pub ty: Type,
}

/// A specific procedure of a generic interface: a name looked up where the generic is
/// referenced or, once use-associated, the procedure itself (its name need not be accessible
/// to the user, §14.2.2).
#[derive(Clone, Debug, PartialEq)]
pub enum Specific {
    Name(SmolStr),
    Proc(ProcId),
}

/// The implicit type of each initial letter; `None` everywhere under `implicit none`.
#[derive(Clone, Debug)]
pub struct ImplicitRules {
    pub letters: [Option<Type>; 26],
}

impl ImplicitRules {
    /// The default rules (§8.7): I to N integer, everything else real.
    pub fn default_rules(kinds: DefaultKinds) -> ImplicitRules {
        let mut letters = [Some(kinds.real()); 26];
        for l in letters
            .iter_mut()
            .take((b'n' - b'a' + 1) as usize)
            .skip((b'i' - b'a') as usize)
        {
            *l = Some(kinds.integer());
        }
        ImplicitRules { letters }
    }

    pub fn none() -> ImplicitRules {
        ImplicitRules {
            letters: [None; 26],
        }
    }

    pub fn type_of(&self, name: &str) -> Option<Type> {
        let c = name.bytes().next()?.to_ascii_lowercase();
        if c.is_ascii_lowercase() {
            self.letters[(c - b'a') as usize]
        } else {
            None
        }
    }
}

/// One scoping unit: a module, main program or subprogram.
#[derive(Clone, Debug)]
pub struct Scope {
    pub names: HashMap<SmolStr, Entity>,
    pub implicit: ImplicitRules,
    /// The host scope (internal and module procedures).
    pub parent: Option<usize>,
    /// The procedure whose body this scope is; `None` for modules.
    pub proc: Option<ProcId>,
    /// For a module: the names declared `private`, and whether `private` is the default.
    pub private: Vec<SmolStr>,
    pub public: Vec<SmolStr>,
    pub default_private: bool,
    /// The names `use` brought in, with the module's name as written (§14.2.2: they keep the
    /// module's attributes and may not be declared again).
    pub use_associated: HashMap<SmolStr, SmolStr>,
}

impl Scope {
    pub fn new(parent: Option<usize>, implicit: ImplicitRules, proc: Option<ProcId>) -> Scope {
        Scope {
            names: HashMap::new(),
            implicit,
            parent,
            proc,
            private: Vec::new(),
            public: Vec::new(),
            default_private: false,
            use_associated: HashMap::new(),
        }
    }

    /// Whether a module entity is accessible to a `use` (§8.5.2 accessibility).
    pub fn is_public(&self, key: &str) -> bool {
        if self.public.iter().any(|p| p == key) {
            return true;
        }
        !(self.default_private || self.private.iter().any(|p| p == key))
    }
}
