//! The shared lowering driven by a second, Fortran-shaped host (not C): a descriptor-like
//! array section with a lower bound of 1, `.eqv.` and `iand` reductions on `LOGICAL` and
//! `INTEGER` variables, an inclusive `DO` loop with a negative step, a data region left by a
//! `GO TO`, and `init`. Checks that everything the C front end does not exercise goes through
//! the trait and gives verifiable OIR.

use std::collections::HashSet;

use oxacc_directives::{ClauseKind, DirectiveKind as DK, Modifier, ReductionOp};
use oxacc_offload::lower::{self, LoopTest};
use oxacc_offload::{Clause, ClauseArgs, DataFrame, Exit, Host, IntWidth, TypeClass};
use oxacc_oir::{
    print_module, verify_module, Bound, DirectiveKind, FunctionBuilder, Module, TypeId, Value,
    VarRef,
};
use oxacc_source::{FileId, Span};
use smol_str::SmolStr;

/// A Fortran variable: its address, element class, and a section `(lower:upper)` with the
/// declared lower bound (`a(lb:)`), when written.
#[derive(Clone)]
struct FVar {
    name: SmolStr,
    addr: Value,
    class: TypeClass,
    section: Option<(i64, i64, i64)>,
}

struct FHost<'m> {
    b: FunctionBuilder<'m>,
    frames: Vec<DataFrame<u32>>,
    /// Labelled statements' blocks (`GO TO 10`).
    labels: Vec<(u32, oxacc_oir::Block)>,
    errors: Vec<String>,
}

impl<'m> Host<'m> for FHost<'m> {
    /// Integer constants stand for expressions here.
    type Expr = i64;
    type Var = FVar;
    type Label = u32;

    fn builder(&mut self) -> &mut FunctionBuilder<'m> {
        &mut self.b
    }
    fn set_span(&mut self, _span: Span) {}
    fn int_value(&mut self, e: i64, width: IntWidth) -> Value {
        let t = match width {
            IntWidth::I32 => self.b.module.i32(),
            IntWidth::I64 => self.b.module.i64(),
        };
        self.b.iconst(t, i128::from(e))
    }
    fn cond_value(&mut self, e: i64) -> Value {
        let t = self.b.module.i1();
        self.b.iconst(t, i128::from(e != 0))
    }
    fn var_ref(&mut self, v: &FVar) -> VarRef {
        let i64t = self.b.module.i64();
        let f64t = self.b.module.f64();
        let bounds = v
            .section
            .iter()
            .map(|&(lb, lo, hi)| {
                // Zero-based from the declared lower bound; the length is inclusive.
                let lower = self.b.iconst(i64t, i128::from(lo - lb));
                let length = self.b.iconst(i64t, i128::from(hi - lo + 1));
                Bound {
                    lower,
                    length,
                    elem: f64t,
                    stride: None,
                }
            })
            .collect();
        // LOGICAL(4) and INTEGER(4) are 32-bit integers; REAL(8) is f64.
        let ty = match v.class {
            TypeClass::Real => f64t,
            _ => self.b.module.i32(),
        };
        VarRef {
            var: v.addr,
            name: v.name.clone(),
            ty,
            bounds,
        }
    }
    fn var_class(&self, v: &FVar) -> TypeClass {
        v.class
    }
    fn var_name(v: &FVar) -> &SmolStr {
        &v.name
    }
    fn unsupported(&mut self, _span: Span, message: String) {
        self.errors.push(message);
    }
    fn is_open(&self) -> bool {
        self.b
            .current_block()
            .is_some_and(|blk| self.b.body.terminator(blk).is_none())
    }
    fn entry_alloca(&mut self, ty: TypeId) -> Value {
        self.b.alloca(ty, None)
    }
    fn start_dead_block(&mut self) {
        let blk = self.b.create_block();
        self.b.switch_to_block(blk);
    }
    fn enter_block(&mut self, blk: oxacc_oir::Block) {
        if self.is_open() {
            self.b.br(blk, &[]);
        }
        self.b.switch_to_block(blk);
    }
    fn data_frames(&mut self) -> &mut Vec<DataFrame<u32>> {
        &mut self.frames
    }
    fn jump_depths(&self) -> (usize, usize) {
        (0, 0)
    }
    fn replay_exit(&mut self, exit: Exit<u32>) {
        if lower::route_exit(self, &exit) {
            return;
        }
        if let Exit::Goto(l) = exit {
            if let Some(&(_, blk)) = self.labels.iter().find(|(n, _)| *n == l) {
                // The dispatch block of this exit ends here.
                self.b.br(blk, &[]);
            }
        }
    }
}

fn sp() -> Span {
    Span::new(FileId(0), 0, 1)
}

fn clause(kind: ClauseKind, args: ClauseArgs<i64, FVar>) -> Clause<i64, FVar> {
    Clause {
        kind,
        span: sp(),
        args,
    }
}

#[test]
fn fortran_shaped_host_lowers_through_the_trait() {
    let mut m = Module::new("f.f90");
    let (ptr, void) = (m.ptr(), m.void());
    let sig = m.func_type(&[ptr, ptr, ptr], void, false);
    let f = m.declare_func("sub", sig);
    let mut h = FHost {
        b: FunctionBuilder::new(&mut m, f),
        frames: Vec::new(),
        labels: Vec::new(),
        errors: Vec::new(),
    };
    let [a, l, k] = h.b.params()[..] else {
        unreachable!()
    };
    // !$acc parallel loop copyin(a(2:9)) reduction(.eqv.:l) reduction(iand:k)
    let clauses = vec![
        clause(
            ClauseKind::CopyIn,
            ClauseArgs::Vars {
                modifiers: vec![Modifier::ReadOnly],
                vars: vec![FVar {
                    name: "a".into(),
                    addr: a,
                    class: TypeClass::Real,
                    section: Some((1, 2, 9)),
                }],
            },
        ),
        clause(
            ClauseKind::Reduction,
            ClauseArgs::Reduction {
                op: ReductionOp::Eqv,
                vars: vec![FVar {
                    name: "l".into(),
                    addr: l,
                    class: TypeClass::Logical,
                    section: None,
                }],
            },
        ),
        clause(
            ClauseKind::Reduction,
            ClauseArgs::Reduction {
                op: ReductionOp::BitAnd,
                vars: vec![FVar {
                    name: "k".into(),
                    addr: k,
                    class: TypeClass::SignedInt,
                    section: None,
                }],
            },
        ),
        clause(ClauseKind::Gang, ClauseArgs::None),
    ];
    let (compute, lp) = lower::split_combined(&clauses);
    assert_eq!(compute.len(), 1);
    assert_eq!(lp.len(), 3);
    let mut oc = lower::lower_clauses(&mut h, &compute);
    oc.extend(lower::combined_reduction_copies(&mut h, &compute, &lp));
    let kind = oxacc_offload::vocab::compute_kind(DK::ParallelLoop).unwrap();
    lower::compute_region(&mut h, kind, oc, sp(), |h| {
        let lc = lower::lower_clauses(h, &lp);
        // DO i = 10, 1, -3 (inclusive bound, counting down).
        let i64t = h.b.module.i64();
        let lo = h.b.iconst(i64t, 10);
        let hi = h.b.iconst(i64t, 1);
        let st = h.b.iconst(i64t, -3);
        let dim = lower::loop_dim(&mut h.b, i64t, lo, hi, st, false, LoopTest::Inclusive);
        lower::loop_region(h, vec![dim], lc, Vec::new(), &[i64t], sp(), |_, ivs| {
            assert_eq!(ivs.len(), 1);
        });
    });
    // .eqv. lowers to OIR's own `eqv` reduction: nothing to report.
    assert!(h.errors.is_empty(), "{:?}", h.errors);

    // !$acc data copy(a) ... GO TO 10 ... !$acc end data; 10 CONTINUE
    let target = h.b.create_block();
    h.labels.push((10, target));
    let copy = vec![clause(
        ClauseKind::Copy,
        ClauseArgs::Vars {
            modifiers: Vec::new(),
            vars: vec![FVar {
                name: "a".into(),
                addr: a,
                class: TypeClass::Real,
                section: None,
            }],
        },
    )];
    let oc = lower::lower_clauses(&mut h, &copy);
    lower::data_region(
        &mut h,
        DirectiveKind::Data,
        oc,
        &[],
        sp(),
        HashSet::new(),
        |h| {
            assert!(lower::route_exit(h, &Exit::Goto(10)));
        },
    );
    h.enter_block(target);
    // !$acc init device_type(nvidia)
    let init = vec![clause(
        ClauseKind::DeviceType,
        ClauseArgs::DeviceTypes(vec!["nvidia".into()]),
    )];
    lower::runtime_directive(&mut h, DK::Init, &init, sp());
    h.b.ret(None);
    h.b.finish();
    verify_module(&m).unwrap();
    let text = print_module(&m);
    for want in [
        "acc.compute parallel",
        "copyin(readonly:",
        "reduction(iand:",
        "acc.loop",
        "select",
        "acc.data",
        "switch",
        "call @__oxacc_device_directive(",
    ] {
        assert!(text.contains(want), "no {want:?} in\n{text}");
    }
    // The reduction variables get their copy on the compute construct (§2.11); the section
    // a(2:9) of an array with lower bound 1 is elements 1.. (zero-based), 8 long.
    assert!(text.contains(r#"copy(%2 "k""#), "{text}");
    assert!(text.contains("[%3:%4 of f64]"), "{text}");
    assert!(text.contains("iconst 8"), "{text}");
}
