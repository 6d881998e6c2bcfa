//! The LLVM back end (inkwell, LLVM 22). `host` turns an outlined OIR module
//! into x86-64 code that follows the System V ABI exactly, so objects mix
//! with gcc-compiled code and libraries. `device` compiles the device part of a module
//! for NVIDIA GPUs (PTX) and embeds it in the host module.
//!
//! Architecture invariant: this crate sees only OIR, never a C or Fortran AST.

pub mod device;
pub mod host;

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

impl From<inkwell::builder::BuilderError> for CodegenError {
    fn from(e: inkwell::builder::BuilderError) -> Self {
        CodegenError::Llvm(e.to_string())
    }
}

pub type Result<T, E = CodegenError> = std::result::Result<T, E>;
