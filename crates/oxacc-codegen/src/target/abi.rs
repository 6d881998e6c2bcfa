//! How arguments and results travel, as a target's calling convention decides it
//! ([`crate::target::TargetLowering::classify`]): a scalar as itself, an aggregate in register
//! pieces or in memory (`byval`/`sret`). Lowering turns these shapes into LLVM signatures,
//! calls and returns without knowing the convention that chose them. The register pieces are
//! those of the conventions that split aggregates into registers (x86-64 today).

/// The LLVM type a register piece is coerced to.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Piece {
    /// An integer of this many bytes (1–8) in a general-purpose register.
    Int(u32),
    /// `float` in the low half of an XMM register.
    F32,
    /// `<2 x float>` in the low 8 bytes of an XMM register.
    V2F32,
    /// `double` in an XMM register.
    F64,
    /// `half` in the low 2 bytes of an XMM register (`_Float16`).
    F16,
    /// `fp128` in a whole XMM register (classes SSE + SSEUP: `_Float128`); 16
    /// bytes of the aggregate.
    F128,
    /// `long double` in st(0) (or st(1) as the second piece of a
    /// COMPLEX_X87 result): only in results; 16 bytes of the aggregate.
    X87,
}

impl Piece {
    pub fn is_sse(self) -> bool {
        !matches!(self, Piece::Int(_))
    }

    /// Bytes of the in-memory aggregate this piece covers.
    pub fn stride(self) -> u64 {
        match self {
            Piece::X87 | Piece::F128 => 16,
            _ => 8,
        }
    }
}

/// Byte offsets of the pieces in the in-memory aggregate.
pub fn piece_offsets(pieces: &[Piece]) -> Vec<u64> {
    let mut off = 0;
    pieces
        .iter()
        .map(|p| {
            let o = off;
            off += p.stride();
            o
        })
        .collect()
}

/// How one argument or result travels.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ArgKind {
    /// A scalar passed as itself (LLVM assigns the register or stack slot).
    Direct,
    /// An aggregate split into register pieces at offsets 0, 8.
    Pieces(Vec<Piece>),
    /// An aggregate in memory: `byval` for arguments, `sret` for results.
    Memory { size: u64, align: u64 },
    /// A zero-sized aggregate: not passed at all.
    Ignore,
}

/// The lowering of a whole signature.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FnAbi {
    pub ret: ArgKind,
    pub params: Vec<ArgKind>,
}

impl FnAbi {
    pub fn has_sret(&self) -> bool {
        matches!(self.ret, ArgKind::Memory { .. })
    }
}
