//! The copies of a jammed loop as the lanes of one vector (design decision 44).
//!
//! Unroll-and-jam (`lower::unroll::jam_latches`) leaves the inner loop of an n-body force sum
//! with two copies of its body, one per outer iteration, one after the other. The SLP
//! vectorizer packs them only where its seeds lead it: it starts from the consecutive stores
//! after the loop (`vel(1, i)`, `vel(2, i)`, `vel(3, i)`, `vel(1, i + 1)`…) and pairs x with y
//! of one body, which leaves shuffles and a scalar subtraction in the loop (42 instructions
//! against gfortran's 37). gfortran vectorizes the outer loop: one body per lane. This pass
//! does that to the jammed loop, right after unroll-and-jam, while the copies still lie in
//! order: instruction k of every copy is one lane of a vector instruction, for the
//! floating-point arithmetic and its loop-carried φs; loads, addresses and integers stay
//! scalar (mostly the same value in every copy, merged by the cleanups that follow), and
//! values that differ per copy enter through `insertelement`. Every lane computes what its
//! copy computed, in the same order, so results are bit for bit those of the scalar loop.
//! A loop whose copies do not line up is left to the SLP vectorizer as before.

use std::collections::{HashMap, HashSet};

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use inkwell::module::Module;

/// The loop attribute unroll-and-jam gives the inner loop it jammed
/// (`llvm.loop.unroll_and_jam.followup_inner`, set in `lower::function::loop_hint`).
pub(crate) const JAMMED: &str = "oxacc.jammed";

/// Floating-point intrinsics that are one instruction per lane.
const LANE_INTRINSICS: [&str; 4] = ["llvm.sqrt", "llvm.fabs", "llvm.fma", "llvm.fmuladd"];

/// Rewrites every marked jammed loop of `module` with `lanes` copies into vector form.
pub(crate) fn vectorize_jammed_loops(module: &Module<'_>, lanes: u32) {
    let m = module.as_mut_ptr();
    // SAFETY: every value, block and type below belongs to `module`'s context, and the
    // rewrite keeps the IR well formed: a vector instruction sits where the last copy's
    // scalar one stood (after every operand of every copy), its lanes replace the scalars
    // only where that dominates their users (`plan` checks it), and the scalars go last.
    unsafe {
        let kind = LLVMGetMDKindIDInContext(LLVMGetModuleContext(m), c"llvm.loop".as_ptr(), 9);
        let mut f = LLVMGetFirstFunction(m);
        while !f.is_null() {
            let mut b = LLVMGetFirstBasicBlock(f);
            while !b.is_null() {
                let t = LLVMGetBasicBlockTerminator(b);
                if !t.is_null() && has_attribute(LLVMGetMetadata(t, kind), JAMMED) {
                    if let Some(plan) = plan(b, t, lanes as usize) {
                        rewrite(m, b, &plan, lanes);
                    }
                }
                b = LLVMGetNextBasicBlock(b);
            }
            f = LLVMGetNextFunction(f);
        }
    }
}

/// Which instructions of the loop become vectors: `groups[g][c]` is copy `c`'s instruction
/// of group `g`, φs first, in block order.
struct Plan {
    groups: Vec<Vec<LLVMValueRef>>,
}

unsafe fn operands(v: LLVMValueRef) -> Vec<LLVMValueRef> {
    (0..LLVMGetNumOperands(v).max(0) as u32)
        .map(|i| LLVMGetOperand(v, i))
        .collect()
}

unsafe fn string(v: LLVMValueRef) -> Option<Vec<u8>> {
    if v.is_null() || LLVMIsAMDString(v).is_null() {
        return None;
    }
    let mut len = 0u32;
    let p = LLVMGetMDString(v, &mut len);
    (!p.is_null()).then(|| std::slice::from_raw_parts(p.cast::<u8>(), len as usize).to_vec())
}

unsafe fn md_operands(node: LLVMValueRef) -> Vec<LLVMValueRef> {
    if node.is_null() || LLVMIsAMDNode(node).is_null() {
        return Vec::new();
    }
    let n = LLVMGetMDNodeNumOperands(node) as usize;
    let mut ops: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n];
    LLVMGetMDNodeOperands(node, ops.as_mut_ptr());
    ops
}

/// Whether loop ID `id` holds the attribute `!{!"name"}`.
unsafe fn has_attribute(id: LLVMValueRef, name: &str) -> bool {
    md_operands(id).into_iter().any(|op| {
        !op.is_null()
            && md_operands(op).first().and_then(|&k| string(k)).as_deref() == Some(name.as_bytes())
    })
}

unsafe fn is_float(ty: LLVMTypeRef) -> bool {
    matches!(
        LLVMGetTypeKind(ty),
        LLVMTypeKind::LLVMFloatTypeKind | LLVMTypeKind::LLVMDoubleTypeKind
    )
}

/// The intrinsic a call instruction calls, if one of [`LANE_INTRINSICS`].
unsafe fn lane_intrinsic(call: LLVMValueRef) -> Option<u32> {
    let callee = LLVMGetCalledValue(call);
    if callee.is_null() || LLVMIsAFunction(callee).is_null() {
        return None;
    }
    let id = LLVMGetIntrinsicID(callee);
    LANE_INTRINSICS
        .iter()
        .any(|n| LLVMLookupIntrinsicID(n.as_ptr().cast(), n.len()) == id && id != 0)
        .then_some(id)
}

/// Whether copy 0's `v` becomes a lane: floating-point arithmetic and φs.
unsafe fn widens(v: LLVMValueRef) -> bool {
    use LLVMOpcode::*;
    is_float(LLVMTypeOf(v))
        && match LLVMGetInstructionOpcode(v) {
            LLVMFAdd | LLVMFSub | LLVMFMul | LLVMFDiv | LLVMFNeg | LLVMPHI => true,
            LLVMCall => lane_intrinsic(v).is_some(),
            _ => false,
        }
}

/// Lines up the copies of single-block loop `b` (terminator `t`); `None` where they do not
/// line up, where a lane would not dominate a user of its scalar, or where nothing waits on
/// a square root or a division (the point of it).
unsafe fn plan(b: LLVMBasicBlockRef, t: LLVMValueRef, lanes: usize) -> Option<Plan> {
    let self_loop = (0..LLVMGetNumSuccessors(t)).any(|i| LLVMGetSuccessor(t, i) == b);
    if !self_loop || lanes < 2 {
        return None;
    }
    let (mut phis, mut body) = (Vec::new(), Vec::new());
    let mut i = LLVMGetFirstInstruction(b);
    while !i.is_null() && i != t {
        if LLVMIsAPHINode(i).is_null() {
            body.push(i);
        } else {
            phis.push(i);
        }
        i = LLVMGetNextInstruction(i);
    }
    // The exit test of the last copy is the only one left.
    if body.len() % lanes != 0 && body.last().is_some_and(|&l| !LLVMIsAICmpInst(l).is_null()) {
        body.pop();
    }
    if phis.len() % lanes != 0 || body.len() % lanes != 0 {
        return None;
    }
    let (np, nb) = (phis.len() / lanes, body.len() / lanes);
    let copy = |c: usize| -> Vec<LLVMValueRef> {
        phis[c * np..(c + 1) * np]
            .iter()
            .chain(&body[c * nb..(c + 1) * nb])
            .copied()
            .collect()
    };
    let copies: Vec<Vec<LLVMValueRef>> = (0..lanes).map(copy).collect();
    // Copy c's instruction of every copy-0 instruction.
    let partner: Vec<HashMap<LLVMValueRef, LLVMValueRef>> = copies
        .iter()
        .map(|cc| copies[0].iter().copied().zip(cc.iter().copied()).collect())
        .collect();
    for c in 1..lanes {
        for (&a, &x) in copies[0].iter().zip(&copies[c]) {
            if LLVMGetInstructionOpcode(a) != LLVMGetInstructionOpcode(x)
                || LLVMTypeOf(a) != LLVMTypeOf(x)
            {
                return None;
            }
            let (oa, ox) = (operands(a), operands(x));
            if oa.len() != ox.len() {
                return None;
            }
            for (&p, &q) in oa.iter().zip(&ox) {
                if let Some(&want) = partner[c].get(&p) {
                    if want != q {
                        return None;
                    }
                }
            }
            if !LLVMIsAPHINode(a).is_null() {
                let n = LLVMCountIncoming(a);
                if n != LLVMCountIncoming(x)
                    || (0..n).any(|k| LLVMGetIncomingBlock(a, k) != LLVMGetIncomingBlock(x, k))
                {
                    return None;
                }
            }
        }
    }
    let groups: Vec<Vec<LLVMValueRef>> = (0..copies[0].len())
        .filter(|&k| widens(copies[0][k]))
        .map(|k| copies.iter().map(|cc| cc[k]).collect())
        .collect();
    let sqrt = LLVMLookupIntrinsicID(c"llvm.sqrt".as_ptr(), 9);
    let waits = groups.iter().any(|g| match LLVMGetInstructionOpcode(g[0]) {
        LLVMOpcode::LLVMFDiv => true,
        LLVMOpcode::LLVMCall => lane_intrinsic(g[0]) == Some(sqrt),
        _ => false,
    });
    if !waits {
        return None;
    }
    // A lane is defined where the last copy's instruction stood: every user of a scalar must
    // come after it, be a φ, lie in another block, or become a lane itself.
    let order: HashMap<LLVMValueRef, usize> = {
        let mut order = HashMap::new();
        let mut i = LLVMGetFirstInstruction(b);
        while !i.is_null() {
            order.insert(i, order.len());
            i = LLVMGetNextInstruction(i);
        }
        order
    };
    let widened: HashSet<LLVMValueRef> = groups.iter().flatten().copied().collect();
    for g in &groups {
        if !LLVMIsAPHINode(g[0]).is_null() {
            continue;
        }
        let at = order[&g[lanes - 1]];
        for &s in g {
            let mut u = LLVMGetFirstUse(s);
            while !u.is_null() {
                let user = LLVMGetUser(u);
                let fine = widened.contains(&user)
                    || !LLVMIsAPHINode(user).is_null()
                    || order.get(&user).is_none_or(|&o| o > at);
                if !fine {
                    return None;
                }
                u = LLVMGetNextUse(u);
            }
        }
    }
    Some(Plan { groups })
}

/// The vector of `vals` (one per lane) built before `at`'s insertion point: a vector whose
/// lanes these are, a constant, or `insertelement`s.
unsafe fn pack(
    bld: LLVMBuilderRef,
    vals: &[LLVMValueRef],
    lane_of: &HashMap<LLVMValueRef, (LLVMValueRef, usize)>,
    i32t: LLVMTypeRef,
) -> LLVMValueRef {
    if let Some(&(v, 0)) = lane_of.get(&vals[0]) {
        if vals
            .iter()
            .enumerate()
            .all(|(c, x)| lane_of.get(x) == Some(&(v, c)))
        {
            return v;
        }
    }
    if vals.iter().all(|&x| LLVMIsConstant(x) != 0) {
        let mut vs = vals.to_vec();
        return LLVMConstVector(vs.as_mut_ptr(), vs.len() as u32);
    }
    let vty = LLVMVectorType(LLVMTypeOf(vals[0]), vals.len() as u32);
    let mut v = LLVMGetPoison(vty);
    for (c, &x) in vals.iter().enumerate() {
        v = LLVMBuildInsertElement(bld, v, x, LLVMConstInt(i32t, c as u64, 0), c"".as_ptr());
    }
    v
}

/// Each lane of `v` replaces the scalar it stands for, as an `extractelement` before `at`.
unsafe fn split(
    bld: LLVMBuilderRef,
    lane_of: &mut HashMap<LLVMValueRef, (LLVMValueRef, usize)>,
    i32t: LLVMTypeRef,
    v: LLVMValueRef,
    g: &[LLVMValueRef],
    at: LLVMValueRef,
) {
    LLVMPositionBuilderBefore(bld, at);
    for (c, &s) in g.iter().enumerate() {
        let e = LLVMBuildExtractElement(bld, v, LLVMConstInt(i32t, c as u64, 0), c"".as_ptr());
        lane_of.insert(e, (v, c));
        LLVMReplaceAllUsesWith(s, e);
    }
}

unsafe fn rewrite(m: LLVMModuleRef, b: LLVMBasicBlockRef, plan: &Plan, lanes: u32) {
    let cx = LLVMGetModuleContext(m);
    let bld = LLVMCreateBuilderInContext(cx);
    let i32t = LLVMInt32TypeInContext(cx);
    let mut lane_of: HashMap<LLVMValueRef, (LLVMValueRef, usize)> = HashMap::new();
    let mut first_body = LLVMGetFirstInstruction(b);
    while !LLVMIsAPHINode(first_body).is_null() {
        first_body = LLVMGetNextInstruction(first_body);
    }
    let mut vphis = Vec::new();
    for g in &plan.groups {
        let vty = LLVMVectorType(LLVMTypeOf(g[0]), lanes);
        let op = LLVMGetInstructionOpcode(g[0]);
        if op == LLVMOpcode::LLVMPHI {
            LLVMPositionBuilderBefore(bld, LLVMGetFirstInstruction(b));
            let v = LLVMBuildPhi(bld, vty, c"".as_ptr());
            split(bld, &mut lane_of, i32t, v, g, first_body);
            vphis.push((v, g));
            continue;
        }
        let last = g[lanes as usize - 1];
        LLVMPositionBuilderBefore(bld, last);
        let per_lane: Vec<Vec<LLVMValueRef>> = g.iter().map(|&s| operands(s)).collect();
        // A call's last operand is its callee.
        let n = if op == LLVMOpcode::LLVMCall {
            LLVMGetNumArgOperands(g[0]) as usize
        } else {
            per_lane[0].len()
        };
        let args: Vec<LLVMValueRef> = (0..n)
            .map(|k| per_lane.iter().map(|o| o[k]).collect::<Vec<_>>())
            .collect::<Vec<_>>()
            .iter()
            .map(|vals| pack(bld, vals, &lane_of, i32t))
            .collect();
        let v = match op {
            LLVMOpcode::LLVMFNeg => LLVMBuildFNeg(bld, args[0], c"".as_ptr()),
            LLVMOpcode::LLVMCall => {
                let Some(id) = lane_intrinsic(g[0]) else {
                    continue;
                };
                let mut tys = [vty];
                let callee = LLVMGetIntrinsicDeclaration(m, id, tys.as_mut_ptr(), 1);
                let fty = LLVMIntrinsicGetType(cx, id, tys.as_mut_ptr(), 1);
                let mut a = args.clone();
                LLVMBuildCall2(bld, fty, callee, a.as_mut_ptr(), n as u32, c"".as_ptr())
            }
            _ => LLVMBuildBinOp(bld, op, args[0], args[1], c"".as_ptr()),
        };
        if LLVMCanValueUseFastMathFlags(v) != 0 {
            LLVMSetFastMathFlags(v, LLVMGetFastMathFlags(g[0]));
        }
        split(bld, &mut lane_of, i32t, v, g, last);
    }
    // The φs' incoming values, once every lane exists: the scalars' incoming values (now
    // lanes where they were arithmetic of the loop) packed at the end of their block.
    for (v, g) in &vphis {
        for k in 0..LLVMCountIncoming(g[0]) {
            let from = LLVMGetIncomingBlock(g[0], k);
            let vals: Vec<LLVMValueRef> = g.iter().map(|&s| LLVMGetIncomingValue(s, k)).collect();
            LLVMPositionBuilderBefore(bld, LLVMGetBasicBlockTerminator(from));
            let mut val = [pack(bld, &vals, &lane_of, i32t)];
            let mut blk = [from];
            LLVMAddIncoming(*v, val.as_mut_ptr(), blk.as_mut_ptr(), 1);
        }
    }
    for g in &plan.groups {
        for &s in g.iter() {
            LLVMInstructionEraseFromParent(s);
        }
    }
    LLVMDisposeBuilder(bld);
}

#[cfg(test)]
mod tests {
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    /// A jammed loop as unroll-and-jam leaves it: `s += x / sqrt(p[j] - q)` for two outer
    /// iterations (`q` is `%q0`, `%q1`), their copies one after the other.
    const JAMMED: &str = r#"
define void @f(ptr %p, ptr %out, double %q0, double %q1) {
entry:
  br label %loop
loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %j.1 = phi i64 [ 0, %entry ], [ %j.next.1, %loop ]
  %s.1 = phi double [ 0.0, %entry ], [ %s.next.1, %loop ]
  %a = getelementptr double, ptr %p, i64 %j
  %x = load double, ptr %a
  %d = fsub double %x, %q0
  %r = call double @llvm.sqrt.f64(double %d)
  %t = fdiv double %x, %r
  %s.next = fadd double %s, %t
  %j.next = add i64 %j, 1
  %a.1 = getelementptr double, ptr %p, i64 %j.1
  %x.1 = load double, ptr %a.1
  %d.1 = fsub double %x.1, %q1
  %r.1 = call double @llvm.sqrt.f64(double %d.1)
  %t.1 = fdiv double %x.1, %r.1
  %s.next.1 = fadd double %s.1, %t.1
  %j.next.1 = add i64 %j.1, 1
  %c = icmp slt i64 %j.next.1, 100
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  store double %s.next, ptr %out
  %o1 = getelementptr double, ptr %out, i64 1
  store double %s.next.1, ptr %o1
  ret void
}
declare double @llvm.sqrt.f64(double)
!0 = distinct !{!0, !1}
!1 = !{!"oxacc.jammed"}
"#;

    fn rewritten(ir: &str) -> String {
        let cx = Context::create();
        let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t");
        let m = cx.create_module_from_ir(buf).expect("IR parses");
        super::vectorize_jammed_loops(&m, 2);
        m.verify().expect("the rewritten module verifies");
        m.print_to_string().to_string()
    }

    #[test]
    fn the_copies_of_a_jammed_loop_become_lanes() {
        let out = rewritten(JAMMED);
        for v in [
            "phi <2 x double>",
            "fsub <2 x double>",
            "call <2 x double> @llvm.sqrt.v2f64",
            "fdiv <2 x double>",
            "fadd <2 x double>",
        ] {
            assert!(out.contains(v), "no {v}:\n{out}");
        }
        for s in [
            "fsub double",
            "fdiv double",
            "fadd double",
            "@llvm.sqrt.f64(",
        ] {
            assert!(!out.contains(&format!("= {s}")), "scalar {s} left:\n{out}");
        }
    }

    #[test]
    fn copies_that_do_not_line_up_or_unmarked_loops_are_left_alone() {
        let unmarked = JAMMED.replace(", !llvm.loop !0", "");
        assert!(!rewritten(&unmarked).contains("<2 x double>"));
        // The second copy multiplies where the first subtracts.
        let mismatched = JAMMED.replace("%d.1 = fsub double", "%d.1 = fmul double");
        assert!(!rewritten(&mismatched).contains("<2 x double>"));
        // Nothing waits on a square root or a division.
        let cheap = JAMMED
            .replace("fdiv double %x, %r", "fmul double %x, %d")
            .replace("fdiv double %x.1, %r.1", "fmul double %x.1, %d.1")
            .replace("  %r = call double @llvm.sqrt.f64(double %d)\n", "")
            .replace("  %r.1 = call double @llvm.sqrt.f64(double %d.1)\n", "");
        assert!(
            !rewritten(&cheap).contains("<2 x double>"),
            "{}",
            rewritten(&cheap)
        );
    }
}
