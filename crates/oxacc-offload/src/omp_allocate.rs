//! The `allocate` directive (OpenMP 5.0 §2.11.3): which variables it may name, and where the
//! storage of each comes from. The front ends check the names against their scopes and ask
//! [`item`] about each; lowering then takes [`Storage::Allocator`] variables from
//! `omp_alloc` where the directive stands and gives them back with `omp_free` where their
//! scope ends.

use crate::rules::Violation;

const SPEC: &str = "OpenMP 5.0 §2.11.3";

/// What the front end knows about one list item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    /// Declared in the scope of the directive, before it.
    pub same_scope: bool,
    /// Static storage duration (file scope, `static`, a module or saved variable).
    pub is_static: bool,
    /// A function, an `extern` declaration, a parameter: not a variable this scope owns.
    pub owned: bool,
    /// The directive is in a target region or in a function compiled for the device
    /// (`declare target`).
    pub device_code: bool,
}

/// Where a list item's storage comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// `omp_alloc(size, allocator)` at the directive, `omp_free` when the scope ends.
    Allocator,
    /// Where it is anyway. Static variables: the predefined allocators' memory on the host
    /// is the default memory, and a static variable's allocator must be a predefined one.
    /// Device code: what clang does, the default memory of the device (the predefined
    /// allocators there name no other memory oxacc has).
    AsDeclared,
}

/// Whether `item` may appear in an `allocate` directive, and where its storage comes from.
pub fn item(name: &str, item: Item) -> Result<Storage, Violation> {
    if !item.owned {
        return Err(Violation::new(
            format!("'{name}' in OpenMP 'allocate' directive is not a variable declared in this scope"),
            format!("{SPEC}: a list item is a variable, not a parameter, function or 'extern' declaration"),
        ));
    }
    if !item.same_scope {
        return Err(Violation::new(
            format!("'{name}' in OpenMP 'allocate' directive is not declared in the directive's scope"),
            format!("{SPEC}: the directive appears in the same scope as the declarations of its list items, after them"),
        ));
    }
    Ok(if item.is_static || item.device_code {
        Storage::AsDeclared
    } else {
        Storage::Allocator
    })
}

/// Where the storage of list item `name` of the directive of an ALLOCATE statement (Fortran,
/// 5.0 §2.11.3; 5.2's `allocators`) comes from: the statement allocates it from the
/// allocator, DEALLOCATE gives it back. `allocatable`: an allocatable or a pointer.
pub fn statement_item(
    name: &str,
    allocatable: bool,
    device_code: bool,
) -> Result<Storage, Violation> {
    if !allocatable {
        return Err(Violation::new(
            format!("'{name}' in the OpenMP 'allocate' directive of an ALLOCATE statement is not allocatable or a pointer"),
            format!("{SPEC}: the directive before an ALLOCATE statement names objects the statement allocates"),
        ));
    }
    Ok(if device_code {
        Storage::AsDeclared
    } else {
        Storage::Allocator
    })
}

/// An allocatable or pointer among the variables of a declarative directive.
pub fn allocatable_in_declarative(name: &str) -> Violation {
    Violation::new(
        format!("'{name}' is allocatable or a pointer: name it in the OpenMP 'allocate' directive of its ALLOCATE statement"),
        format!("{SPEC}: the declarative directive's list items are variables with storage of their own; an allocatable's storage comes from the directive before the ALLOCATE statement"),
    )
}

/// A list item of the directive that the ALLOCATE statement after it does not allocate.
pub fn not_allocated_by_statement(name: &str) -> Violation {
    Violation::new(
        format!("'{name}' in the OpenMP 'allocate' directive is not allocated by the ALLOCATE statement after it"),
        format!("{SPEC}: each list item appears in the ALLOCATE statement the directive precedes"),
    )
}

/// The directive of an ALLOCATE statement without one after it.
pub fn no_statement(directive: &str) -> Violation {
    Violation::new(
        format!("the OpenMP '{directive}' directive of an ALLOCATE statement must be followed by an ALLOCATE statement"),
        format!("{SPEC}: without a list in the specification part, or naming allocatable objects, the directive applies to the ALLOCATE statement that follows it"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An automatic variable of host code comes from the allocator; a static one and any in
    /// device code stay where they are; an outer scope's variable is refused.
    #[test]
    fn storage_of_items() {
        let auto = Item {
            same_scope: true,
            is_static: false,
            owned: true,
            device_code: false,
        };
        assert_eq!(item("x", auto), Ok(Storage::Allocator));
        let st = Item {
            is_static: true,
            ..auto
        };
        assert_eq!(item("x", st), Ok(Storage::AsDeclared));
        let dev = Item {
            device_code: true,
            ..auto
        };
        assert_eq!(item("x", dev), Ok(Storage::AsDeclared));
        let outer = Item {
            same_scope: false,
            ..auto
        };
        assert!(item("x", outer).is_err());
    }

    #[test]
    fn allocate_statement_items() {
        assert_eq!(statement_item("a", true, false), Ok(Storage::Allocator));
        assert_eq!(statement_item("a", true, true), Ok(Storage::AsDeclared));
        assert!(statement_item("a", false, false).is_err());
    }
}
