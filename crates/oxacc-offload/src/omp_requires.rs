//! The `requires` directive (OpenMP 5.0 §2.5.1): the requirements a compilation unit states,
//! and which of them oxacc's devices meet. "The requires directive specifies the features
//! that an implementation must provide in order for the code to compile and to execute
//! correctly": a requirement oxacc does not meet stops the compilation, with the reason.

use oxacc_directives::omp::OmpClauseKind;

use crate::rules::Violation;

const SPEC: &str = "OpenMP 5.0 §2.5.1";

/// Whether oxacc meets the requirement `kind` (a clause of `requires`).
pub fn requirement(kind: OmpClauseKind) -> Result<(), Violation> {
    use OmpClauseKind as K;
    let refused = |name: &str, why: &str| {
        Err(Violation::new(
            format!("'requires {name}' is not supported: {why}"),
            format!("{SPEC}: a program whose requirements the implementation does not meet does not compile"),
        ))
    };
    match kind {
        // One address space for every device: the host's memory on the host back end,
        // CUDA's unified virtual addressing on a GPU (a device address is never a host one,
        // and pointer arithmetic on it is valid on the host).
        K::UnifiedAddress => Ok(()),
        // oxacc's atomic constructs are sequentially consistent whatever the clause says, so
        // they are at least as strong as any default order asked for.
        K::AtomicDefaultMemOrder => Ok(()),
        K::UnifiedSharedMemory => refused(
            "unified_shared_memory",
            "a GPU's memory is its own; only mapped data is visible on it",
        ),
        K::ReverseOffload => refused(
            "reverse_offload",
            "a target region cannot run code on the host",
        ),
        K::DynamicAllocators => refused(
            "dynamic_allocators",
            "memory allocators are not available in target regions",
        ),
        _ => refused(kind.name(), "not a requirement oxacc knows"),
    }
}
