//! x86-64 System V calling convention (psABI 1.0 §3.2.3 "Parameter Passing"):
//! classification of arguments and results into INTEGER / SSE / MEMORY
//! eightbytes, register accounting, and the resulting LLVM-level shape
//! (direct scalar, coerced pieces, `byval`, `sret`). Pure logic over OIR
//! types, so it is tested without LLVM.
//!
//! `long double` scalars are passed directly (LLVM's `x86_fp80` follows
//! the X87 classes); aggregates containing one are MEMORY, which is right for
//! arguments; a `struct { long double }` result comes back in st(0), and a
//! `_Complex long double` result (the reserved aggregate
//! [`COMPLEX_F80`](oxacc_oir::COMPLEX_F80), class COMPLEX_X87) in st(0)/st(1),
//! which LLVM does for an `{x86_fp80, x86_fp80}` return type. As an argument
//! it is MEMORY like any x87 aggregate. Not covered: `__m256`/`__m512` vectors.

use oxacc_oir::{TypeId, TypeKind, TypeTable};

use crate::target::abi::{ArgKind, FnAbi, Piece};

/// Class of one eightbyte of an aggregate.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum EightbyteClass {
    Integer,
    Sse,
}

/// Classifies an aggregate for passing in registers, or `None` for MEMORY
/// (psABI §3.2.3: larger than 16 bytes, or containing unaligned fields).
pub fn classify_aggregate(types: &TypeTable, ty: TypeId) -> Option<Vec<Piece>> {
    let size = types.size_of(ty);
    if size > 16 {
        return None;
    }
    let leaves = types.scalar_leaves(ty);
    // `_Float128` is SSE + SSEUP: an aggregate that is exactly one travels in one
    // XMM register; with anything else beside it the aggregate is MEMORY.
    if leaves
        .iter()
        .any(|&(_, l)| matches!(types.kind(l), TypeKind::F128))
    {
        let only = leaves
            .iter()
            .all(|&(off, l)| off == 0 && matches!(types.kind(l), TypeKind::F128));
        return (only && size == 16).then(|| vec![Piece::F128]);
    }
    let words = size.div_ceil(8) as usize;
    let mut classes: Vec<Option<EightbyteClass>> = vec![None; words];
    let mut has_f64 = vec![false; words];
    for (off, leaf) in types.scalar_leaves(ty) {
        let lsize = types.size_of(leaf);
        // Unaligned fields, and x87 `long double` (classes X87/X87UP, which
        // go to memory as arguments), make the whole aggregate MEMORY.
        if off % types.align_of(leaf) != 0 || matches!(types.kind(leaf), TypeKind::F80) {
            return None;
        }
        let class = if types.is_float(leaf) {
            EightbyteClass::Sse
        } else {
            EightbyteClass::Integer
        };
        for w in (off / 8)..=((off + lsize - 1) / 8) {
            let w = w as usize;
            classes[w] = Some(match (classes[w], class) {
                // INTEGER wins over SSE in the merge (§3.2.3 rule 4).
                (Some(EightbyteClass::Integer), _) | (_, EightbyteClass::Integer) => {
                    EightbyteClass::Integer
                }
                _ => EightbyteClass::Sse,
            });
            if matches!(types.kind(leaf), TypeKind::F64) {
                has_f64[w] = true;
            }
        }
    }
    // Trailing eightbytes of pure padding are not passed.
    while classes.last() == Some(&None) {
        classes.pop();
    }
    let mut pieces = Vec::new();
    for (w, class) in classes.iter().enumerate() {
        let bytes = (size - 8 * w as u64).min(8) as u32;
        pieces.push(match class {
            // A padding-only eightbyte before a used one: pass it as an
            // integer so the next piece lands where the callee expects it.
            None | Some(EightbyteClass::Integer) => Piece::Int(bytes),
            Some(EightbyteClass::Sse) if has_f64[w] => Piece::F64,
            Some(EightbyteClass::Sse) if bytes <= 2 => Piece::F16,
            Some(EightbyteClass::Sse) if bytes <= 4 => Piece::F32,
            Some(EightbyteClass::Sse) => Piece::V2F32,
        });
    }
    Some(pieces)
}

/// Register budget of one call (psABI: rdi rsi rdx rcx r8 r9; xmm0–7).
struct Registers {
    gp: u32,
    sse: u32,
}

/// Classifies a call's result and arguments (`args` includes variadic ones)
/// in order, counting registers: an aggregate that no longer fits in the
/// remaining registers goes to memory as a whole (§3.2.3, "If there are no
/// registers available for any eightbyte of an argument, the whole argument
/// is passed on the stack").
pub fn classify_signature(types: &TypeTable, ret: TypeId, args: &[TypeId]) -> FnAbi {
    let ret_kind = classify_return(types, ret);
    let mut regs = Registers { gp: 6, sse: 8 };
    if matches!(ret_kind, ArgKind::Memory { .. }) {
        regs.gp -= 1; // the hidden sret pointer travels in rdi
    }
    let params = args
        .iter()
        .map(|&a| classify_arg(types, a, &mut regs))
        .collect();
    FnAbi {
        ret: ret_kind,
        params,
    }
}

fn classify_return(types: &TypeTable, ty: TypeId) -> ArgKind {
    if !types.is_aggregate(ty) {
        return ArgKind::Direct;
    }
    // `_Complex long double` (COMPLEX_X87): real part in st(0), imaginary in st(1).
    if types.is_complex_f80(ty) {
        return ArgKind::Pieces(vec![Piece::X87, Piece::X87]);
    }
    // `struct { long double x; }` comes back in st(0) like the scalar.
    let leaves = types.scalar_leaves(ty);
    if types.size_of(ty) == 16
        && leaves.len() == 1
        && leaves[0].0 == 0
        && matches!(types.kind(leaves[0].1), TypeKind::F80)
    {
        return ArgKind::Pieces(vec![Piece::X87]);
    }
    let size = types.size_of(ty);
    if size == 0 {
        return ArgKind::Ignore;
    }
    match classify_aggregate(types, ty) {
        Some(p) if !p.is_empty() => ArgKind::Pieces(p),
        Some(_) => ArgKind::Ignore,
        None => ArgKind::Memory {
            size,
            align: types.align_of(ty),
        },
    }
}

fn classify_arg(types: &TypeTable, ty: TypeId, regs: &mut Registers) -> ArgKind {
    if !types.is_aggregate(ty) {
        let (gp, sse) = match types.kind(ty) {
            TypeKind::F16 | TypeKind::F32 | TypeKind::F64 | TypeKind::F128 => (0, 1),
            // x87 values travel on the stack (arguments) or in st(0)
            // (results); LLVM's x86_fp80 lowering does both.
            TypeKind::F80 => (0, 0),
            TypeKind::Int(128) => (2, 0),
            _ => (1, 0),
        };
        regs.gp = regs.gp.saturating_sub(gp);
        regs.sse = regs.sse.saturating_sub(sse);
        return ArgKind::Direct;
    }
    let size = types.size_of(ty);
    if size == 0 {
        return ArgKind::Ignore;
    }
    let memory = ArgKind::Memory {
        size,
        // Stack arguments are 8-byte aligned at least (§3.2.3).
        align: types.align_of(ty).max(8),
    };
    match classify_aggregate(types, ty) {
        None => memory,
        Some(p) if p.is_empty() => ArgKind::Ignore,
        Some(pieces) => {
            let sse = pieces.iter().filter(|p| p.is_sse()).count() as u32;
            let gp = pieces.len() as u32 - sse;
            if gp <= regs.gp && sse <= regs.sse {
                regs.gp -= gp;
                regs.sse -= sse;
                ArgKind::Pieces(pieces)
            } else {
                memory
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::abi::piece_offsets;
    use oxacc_oir::Module;

    #[test]
    fn aggregates_classify_like_the_psabi() {
        let mut m = Module::new("t");
        let (i8t, i16t, i32t, i64t, f32t, f64t) =
            (m.i8(), m.i16(), m.i32(), m.i64(), m.f32(), m.f64());
        let cases: Vec<(Vec<TypeId>, Option<Vec<Piece>>)> = vec![
            (vec![i8t], Some(vec![Piece::Int(1)])),
            (vec![i8t, i8t, i8t], Some(vec![Piece::Int(3)])),
            (vec![i8t, i16t], Some(vec![Piece::Int(4)])),
            (vec![f32t], Some(vec![Piece::F32])),
            (vec![f32t, f32t], Some(vec![Piece::V2F32])),
            (vec![f32t, f32t, f32t], Some(vec![Piece::V2F32, Piece::F32])),
            (vec![i32t, f32t], Some(vec![Piece::Int(8)])),
            (vec![f64t, i32t], Some(vec![Piece::F64, Piece::Int(8)])),
            (vec![i8t, f64t], Some(vec![Piece::Int(8), Piece::F64])),
            (vec![f64t, f64t], Some(vec![Piece::F64, Piece::F64])),
            (vec![i64t, i64t, i64t], None),
        ];
        for (fields, want) in cases {
            let s = m.c_struct(None, &fields);
            assert_eq!(classify_aggregate(&m.types, s), want, "fields {fields:?}");
        }
        let u = m.c_union(None, &[i32t, f32t]);
        assert_eq!(classify_aggregate(&m.types, u), Some(vec![Piece::Int(4)]));
        let fu = m.c_union(None, &[f32t, f64t]);
        assert_eq!(classify_aggregate(&m.types, fu), Some(vec![Piece::F64]));
    }

    #[test]
    fn aggregates_go_to_memory_when_registers_run_out() {
        let mut m = Module::new("t");
        let (i64t, f64t) = (m.i64(), m.f64());
        let pair = m.c_struct(None, &[i64t, i64t]);
        let abi = classify_signature(&m.types, pair, &[i64t, i64t, i64t, i64t, i64t, pair]);
        assert_eq!(abi.ret, ArgKind::Pieces(vec![Piece::Int(8), Piece::Int(8)]));
        assert_eq!(abi.params[5], ArgKind::Memory { size: 16, align: 8 });
        let big = m.c_struct(None, &[f64t, f64t, f64t]);
        let abi = classify_signature(&m.types, big, &[pair, pair, pair]);
        assert!(abi.has_sret());
        // rdi holds the sret pointer: two pairs fit in the 5 remaining GPRs.
        assert_eq!(abi.params[2], ArgKind::Memory { size: 16, align: 8 });
    }

    #[test]
    fn complex_long_double_is_complex_x87() {
        let mut m = Module::new("t");
        let (f80, i32t) = (m.f80(), m.i32());
        let cld = m.complex_f80();
        // Result in st(0)/st(1), argument in memory (psABI §3.2.3).
        let abi = classify_signature(&m.types, cld, &[cld, i32t]);
        assert_eq!(abi.ret, ArgKind::Pieces(vec![Piece::X87, Piece::X87]));
        assert_eq!(piece_offsets(&[Piece::X87, Piece::X87]), vec![0, 16]);
        assert_eq!(
            abi.params[0],
            ArgKind::Memory {
                size: 32,
                align: 16
            }
        );
        // A plain struct of two long doubles is MEMORY both ways.
        let pair = m.c_struct(None, &[f80, f80]);
        let abi = classify_signature(&m.types, pair, &[pair]);
        assert_eq!(
            abi.ret,
            ArgKind::Memory {
                size: 32,
                align: 16
            }
        );
        assert_eq!(
            abi.params[0],
            ArgKind::Memory {
                size: 32,
                align: 16
            }
        );
    }

    #[test]
    fn float128_and_float16() {
        let mut m = Module::new("t");
        let (f128, f16, i32t) = (m.f128(), m.f16(), m.i32());
        // A lone _Float128 is SSE+SSEUP: one XMM register; beside anything else, MEMORY.
        let wrap = m.c_struct(None, &[f128]);
        let abi = classify_signature(&m.types, wrap, &[wrap, f128]);
        assert_eq!(abi.ret, ArgKind::Pieces(vec![Piece::F128]));
        assert_eq!(abi.params[0], ArgKind::Pieces(vec![Piece::F128]));
        assert_eq!(abi.params[1], ArgKind::Direct);
        let tagged = m.c_struct(None, &[f128, i32t]);
        assert_eq!(
            classify_signature(&m.types, tagged, &[]).ret,
            ArgKind::Memory {
                size: 32,
                align: 16
            }
        );
        // _Float16 halves are SSE.
        let one = m.c_struct(None, &[f16]);
        let two = m.c_struct(None, &[f16, f16]);
        assert_eq!(classify_aggregate(&m.types, one), Some(vec![Piece::F16]));
        assert_eq!(classify_aggregate(&m.types, two), Some(vec![Piece::F32]));
    }
}
