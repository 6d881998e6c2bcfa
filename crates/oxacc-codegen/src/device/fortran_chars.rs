//! Device versions of the Fortran runtime's character searches that the Fortran lowering
//! calls (`flang/Runtime/character.h`): `_FortranALenTrim1` (LEN_TRIM, TRIM, ADJUSTR),
//! `_FortranAScan1` (SCAN) and `_FortranAVerify1` (VERIFY, ADJUSTL). The host links flang's
//! runtime; device code had none, so a target region reaching one — OpenMP_VV's Fortran
//! `ompvv_lib` checks, whose `clean_fn` trims a file name, in every `OMPVV_TEST_AND_SET`
//! inside a region — got no GPU code, and its launch stopped with "no device code for this
//! kernel". A declaration of one of them with the runtime's signature gets a body here: plain
//! loops over the characters (the strings of such code are short).

use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::BasicTypeEnum;
use inkwell::values::FunctionValue;
use inkwell::IntPredicate;

use crate::{CodegenError, Result};

fn llvm(e: inkwell::builder::BuilderError) -> CodegenError {
    CodegenError::Llvm(e.to_string())
}

/// The declared, bodiless function `name` whose parameters are `want` (`p` a pointer, `i` an
/// i64, `b` an i1) and which returns an i64.
fn declared<'ctx>(module: &Module<'ctx>, name: &str, want: &str) -> Option<FunctionValue<'ctx>> {
    let fv = module.get_function(name)?;
    let t = fv.get_type();
    let ok = |p: BasicTypeEnum<'_>, c: char| match c {
        'p' => p.is_pointer_type(),
        'i' => matches!(p, BasicTypeEnum::IntType(i) if i.get_bit_width() == 64),
        'b' => matches!(p, BasicTypeEnum::IntType(i) if i.get_bit_width() == 1),
        _ => false,
    };
    let ps: Vec<BasicTypeEnum<'_>> = t
        .get_param_types()
        .into_iter()
        .filter_map(|p| BasicTypeEnum::try_from(p).ok())
        .collect();
    let ret_i64 =
        matches!(t.get_return_type(), Some(BasicTypeEnum::IntType(i)) if i.get_bit_width() == 64);
    (fv.count_basic_blocks() == 0
        && !t.is_var_arg()
        && ret_i64
        && ps.len() == want.len()
        && ps.iter().zip(want.chars()).all(|(p, c)| ok(*p, c)))
    .then_some(fv)
}

/// Gives the three functions device bodies where the module declares them.
pub fn define<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    if let Some(fv) = declared(module, "_FortranALenTrim1", "pi") {
        len_trim(ctx, fv)?;
    }
    for (name, want_in) in [("_FortranAScan1", true), ("_FortranAVerify1", false)] {
        if let Some(fv) = declared(module, name, "pipib") {
            search(ctx, fv, want_in)?;
        }
    }
    Ok(())
}

/// The length of `x` without its trailing blanks.
fn len_trim<'ctx>(ctx: &'ctx Context, fv: FunctionValue<'ctx>) -> Result<()> {
    let (i8t, i64t) = (ctx.i8_type(), ctx.i64_type());
    let (Some(x), Some(n)) = (fv.get_nth_param(0), fv.get_nth_param(1)) else {
        return Ok(());
    };
    let (x, n) = (x.into_pointer_value(), n.into_int_value());
    let b = ctx.create_builder();
    let entry = ctx.append_basic_block(fv, "entry");
    let head = ctx.append_basic_block(fv, "head");
    let look = ctx.append_basic_block(fv, "look");
    let done = ctx.append_basic_block(fv, "done");
    b.position_at_end(entry);
    b.build_unconditional_branch(head).map_err(llvm)?;
    b.position_at_end(head);
    let i = b.build_phi(i64t, "i").map_err(llvm)?;
    let iv = i.as_basic_value().into_int_value();
    let more = b
        .build_int_compare(IntPredicate::SGT, iv, i64t.const_zero(), "")
        .map_err(llvm)?;
    b.build_conditional_branch(more, look, done).map_err(llvm)?;
    b.position_at_end(look);
    let prev = b
        .build_int_sub(iv, i64t.const_int(1, false), "prev")
        .map_err(llvm)?;
    // SAFETY (of the IR): 0 ≤ prev < n, inside the string.
    let at = unsafe { b.build_gep(i8t, x, &[prev], "") }.map_err(llvm)?;
    let c = b.build_load(i8t, at, "c").map_err(llvm)?.into_int_value();
    let blank = b
        .build_int_compare(
            IntPredicate::EQ,
            c,
            i8t.const_int(u64::from(b' '), false),
            "",
        )
        .map_err(llvm)?;
    b.build_conditional_branch(blank, head, done)
        .map_err(llvm)?;
    i.add_incoming(&[(&n, entry), (&prev, look)]);
    b.position_at_end(done);
    b.build_return(Some(&iv)).map_err(llvm)?;
    fv.set_linkage(Linkage::Internal);
    Ok(())
}

/// SCAN (`want_in`: the first position, or last with `back`, whose character is in `set`) or
/// VERIFY (not in `set`), 1-based; 0 when there is none.
fn search<'ctx>(ctx: &'ctx Context, fv: FunctionValue<'ctx>, want_in: bool) -> Result<()> {
    let (i8t, i64t) = (ctx.i8_type(), ctx.i64_type());
    let params: Vec<_> = fv.get_param_iter().collect();
    let [x, n, set, m, back] = params.as_slice() else {
        return Ok(());
    };
    let (x, n, set, m, back) = (
        x.into_pointer_value(),
        n.into_int_value(),
        set.into_pointer_value(),
        m.into_int_value(),
        back.into_int_value(),
    );
    let one = i64t.const_int(1, false);
    let b = ctx.create_builder();
    let entry = ctx.append_basic_block(fv, "entry");
    let outer = ctx.append_basic_block(fv, "outer");
    let body = ctx.append_basic_block(fv, "body");
    let inner = ctx.append_basic_block(fv, "inner");
    let compare = ctx.append_basic_block(fv, "compare");
    let next_j = ctx.append_basic_block(fv, "next_j");
    let hit = ctx.append_basic_block(fv, "hit");
    let miss = ctx.append_basic_block(fv, "miss");
    let next_k = ctx.append_basic_block(fv, "next_k");
    let found = ctx.append_basic_block(fv, "found");
    let none = ctx.append_basic_block(fv, "none");
    b.position_at_end(entry);
    b.build_unconditional_branch(outer).map_err(llvm)?;
    b.position_at_end(outer);
    let k = b.build_phi(i64t, "k").map_err(llvm)?;
    let kv = k.as_basic_value().into_int_value();
    let more = b
        .build_int_compare(IntPredicate::SLT, kv, n, "")
        .map_err(llvm)?;
    b.build_conditional_branch(more, body, none).map_err(llvm)?;
    b.position_at_end(body);
    let last = b.build_int_sub(n, one, "").map_err(llvm)?;
    let rev = b.build_int_sub(last, kv, "").map_err(llvm)?;
    let iv = b
        .build_select(back, rev, kv, "i")
        .map_err(llvm)?
        .into_int_value();
    // SAFETY (of the IR): 0 ≤ i < n.
    let at = unsafe { b.build_gep(i8t, x, &[iv], "") }.map_err(llvm)?;
    let c = b.build_load(i8t, at, "c").map_err(llvm)?.into_int_value();
    b.build_unconditional_branch(inner).map_err(llvm)?;
    b.position_at_end(inner);
    let j = b.build_phi(i64t, "j").map_err(llvm)?;
    let jv = j.as_basic_value().into_int_value();
    let in_set = b
        .build_int_compare(IntPredicate::SLT, jv, m, "")
        .map_err(llvm)?;
    b.build_conditional_branch(in_set, compare, miss)
        .map_err(llvm)?;
    b.position_at_end(compare);
    // SAFETY (of the IR): 0 ≤ j < m.
    let sat = unsafe { b.build_gep(i8t, set, &[jv], "") }.map_err(llvm)?;
    let s = b.build_load(i8t, sat, "s").map_err(llvm)?.into_int_value();
    let eq = b
        .build_int_compare(IntPredicate::EQ, c, s, "")
        .map_err(llvm)?;
    b.build_conditional_branch(eq, hit, next_j).map_err(llvm)?;
    b.position_at_end(next_j);
    let j1 = b.build_int_add(jv, one, "").map_err(llvm)?;
    b.build_unconditional_branch(inner).map_err(llvm)?;
    j.add_incoming(&[(&i64t.const_zero(), body), (&j1, next_j)]);
    // In the set: SCAN's answer, VERIFY's next position; not in it: the other way round.
    b.position_at_end(hit);
    b.build_unconditional_branch(if want_in { found } else { next_k })
        .map_err(llvm)?;
    b.position_at_end(miss);
    b.build_unconditional_branch(if want_in { next_k } else { found })
        .map_err(llvm)?;
    b.position_at_end(next_k);
    let k1 = b.build_int_add(kv, one, "").map_err(llvm)?;
    b.build_unconditional_branch(outer).map_err(llvm)?;
    k.add_incoming(&[(&i64t.const_zero(), entry), (&k1, next_k)]);
    b.position_at_end(found);
    let pos = b.build_int_add(iv, one, "").map_err(llvm)?;
    b.build_return(Some(&pos)).map_err(llvm)?;
    b.position_at_end(none);
    b.build_return(Some(&i64t.const_zero())).map_err(llvm)?;
    fv.set_linkage(Linkage::Internal);
    Ok(())
}
