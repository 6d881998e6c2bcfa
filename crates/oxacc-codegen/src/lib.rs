//! The LLVM back end (inkwell, LLVM 22). `host` turns an outlined OIR module
//! into x86-64 code that follows the System V ABI exactly, so objects mix
//! with gcc-compiled code and libraries. `device` compiles the device part of a module
//! for NVIDIA GPUs (PTX) and embeds it in the host module. Both lower OIR through `lower`
//! (target-neutral), which asks a `target::TargetLowering` (`target::x86_64`,
//! `target::nvptx`) for every decision that depends on the target.
//!
//! Architecture invariants: this crate sees only OIR, never a C or Fortran AST; dependencies
//! run one way, host/device → lower → target.

pub mod device;
pub mod host;
mod lower;
mod options;
mod target;

pub use inkwell::context::Context;

/// Errors of code generation; the driver turns them into diagnostics.
#[derive(Debug, thiserror::Error)]
pub enum CodegenError {
    #[error("unsupported in host code generation: {0}")]
    Unsupported(String),
    #[error("device code: {0}")]
    Device(String),
    #[error("invalid OIR: {0}")]
    InvalidIr(String),
    #[error("LLVM: {0}")]
    Llvm(String),
    #[error("target: {0}")]
    Target(String),
    #[error("cannot write {path}: {message}")]
    Write { path: String, message: String },
}

/// Whether code generation checks what it built (LLVM's verifier on the modules it hands to
/// LLVM's passes, the OIR verifier on the module it lowers): in debug builds of oxacc, which
/// the tests use, and with `OXACC_VERIFY=1`. A release compiler skips it, as clang's release
/// builds do (`-disable-llvm-verifier`): about 1 % of a GPU compile, less on the host
/// (decision 120).
/// The front end's output is still verified (the `verify` pass at the head of the driver's
/// OIR pipeline).
pub fn verify_generated_code() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    cfg!(debug_assertions)
        || *ON.get_or_init(|| std::env::var_os("OXACC_VERIFY").is_some_and(|v| v == "1"))
}

impl From<inkwell::builder::BuilderError> for CodegenError {
    fn from(e: inkwell::builder::BuilderError) -> Self {
        CodegenError::Llvm(e.to_string())
    }
}

/// Passes `-mllvm` options to LLVM's command-line parser, as clang does: they tune LLVM's
/// passes for the host and the device (`-mllvm -unroll-threshold=0`). LLVM keeps them for
/// the whole process, so the compiler sets them once, before any code generation.
pub fn set_llvm_options(args: &[String]) -> Result<()> {
    if args.is_empty() {
        return Ok(());
    }
    let owned: Vec<std::ffi::CString> = std::iter::once("oxacc".to_string())
        .chain(args.iter().cloned())
        .map(|a| {
            std::ffi::CString::new(a)
                .map_err(|_| CodegenError::Llvm("-mllvm option contains NUL".into()))
        })
        .collect::<Result<_>>()?;
    let ptrs: Vec<*const std::ffi::c_char> = owned.iter().map(|a| a.as_ptr()).collect();
    // SAFETY: `ptrs` holds NUL-terminated strings that outlive the call; LLVM copies what it
    // keeps. An unknown option makes LLVM print its own error and exit, as clang's does.
    unsafe {
        inkwell::llvm_sys::support::LLVMParseCommandLineOptions(
            ptrs.len() as i32,
            ptrs.as_ptr(),
            c"oxacc -mllvm".as_ptr(),
        )
    };
    Ok(())
}

pub type Result<T, E = CodegenError> = std::result::Result<T, E>;
