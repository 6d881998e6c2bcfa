//! OIR, the outlined-region IR: the contract between the C and Fortran front
//! ends and the back end (see `docs/oir.md`).
//!
//! The core is LLVM-like — typed SSA values (block parameters instead of phis),
//! explicit memory, integer and float arithmetic with signedness in the
//! opcode, calls, basic blocks — plus OpenACC operations that own regions
//! (MLIR-style). Everything is stored in dense tables indexed by small
//! copyable entities ([`Value`], [`Inst`], [`Block`], [`Region`], [`FuncId`],
//! [`GlobalId`], [`TypeId`]).
//!
//! Architecture invariant: this crate depends on no front end and not on LLVM.

pub mod acc;
pub mod builder;
pub mod directive;
pub mod dominance;
pub mod entity;
pub mod f80;
pub mod inst;
mod lexer;
pub mod liveness;
pub mod math;
pub mod module;
pub mod omp;
pub mod parser;
pub mod pass;
pub mod phase_time;
pub mod printer;
mod renumber;
pub mod trip;
pub mod types;
pub mod var;
pub mod verifier;

pub use builder::FunctionBuilder;
pub use directive::*;
pub use entity::{Block, FileId, FuncId, GlobalId, Inst, Region, TypeId, Value};
pub use inst::{
    AsmGoto, BinOp, BlockCall, CastOp, FloatCC, InlineAsm, InstKind, IntCC, IntrinsicOp, MemFlags,
    OmpQuery, Ordering, RmwOp, SrcLoc,
};
pub use math::{MathFn, MathSig};
pub use module::{
    Body, ConstInit, DeviceKind, FuncAttr, FuncData, GlobalData, InstData, Linkage, Module,
    ValueDef, Visibility,
};
pub use parser::{parse_module, ParseError};
pub use pass::{DiagLevel, Pass, PassDiagnostic, PassError, PassManager};
pub use printer::print_module;
pub use trip::{trip_count, ValueSink};
pub use types::{AggregateKind, Ext, Field, TypeKind, TypeTable, COMPLEX_F80};
pub use var::{Dim, Order, Shape, VarData};
pub use verifier::{split_constraints, verify_module, VerifierError, VerifierErrors};

#[cfg(test)]
mod tests;
