//! The gang loops of a `routine gang` (OpenACC 3.3 §2.15.1, §2.9.2) share their iterations
//! among the gangs of the calling region: the routine's device code divides the loop by the
//! block index (`%ctaid`/`%nctaid`, checked in the PTX that `OXACC_SAVE_PTX` keeps; no GPU
//! needed), and its host code asks libaccrt which gang the calling thread runs
//! (`__oxacc_gang_id`/`__oxacc_num_gangs`, checked in the LLVM IR). The programs that run it
//! are acc/routine/010 and acc-fortran/routine/209–210.

mod common;
use common::Scratch;

/// Compiles `src` (C, or Fortran when `ext` is `f90`) with `-fopenacc -O2` for sm_90; returns
/// the PTX and the host module's LLVM IR.
fn compile(name: &str, ext: &str, src: &str) -> (String, String) {
    let s = Scratch::new("rgang", name);
    let file = s.write(&format!("{name}.{ext}"), src);
    let args = ["-fopenacc", "-O2", "--offload-arch=sm_90"];
    s.oxacc(
        &[&args[..], &["-c"]].concat(),
        &file,
        &s.dir.join(format!("{name}.o")),
    );
    let ll = s.dir.join(format!("{name}.ll"));
    s.oxacc(&[&args[..], &["-S", "-emit-llvm"]].concat(), &file, &ll);
    (s.ptx(), std::fs::read_to_string(ll).unwrap())
}

/// The PTX function `name` (a `.func`, or the first `.entry` when `name` is empty).
fn ptx_function<'a>(ptx: &'a str, name: &str) -> &'a str {
    let start = ptx
        .find(&format!(".func {name}("))
        .or_else(|| ptx.find(&format!(".func  {name}(")))
        .unwrap_or_else(|| panic!("no .func {name} in the PTX:\n{ptx}"));
    let rest = &ptx[start..];
    let end = rest[1..].find("\n.").map_or(rest.len(), |e| e + 1);
    &rest[..end]
}

/// The LLVM IR definition of function `name`.
fn ir_function<'a>(ir: &'a str, name: &str) -> &'a str {
    let start = ir
        .find(&format!("@{name}("))
        .and_then(|at| ir[..at].rfind("define ").map(|d| (d, at)))
        .filter(|&(d, at)| !ir[d..at].contains('\n'))
        .map(|(d, _)| d)
        .unwrap_or_else(|| panic!("no definition of {name} in the IR:\n{ir}"));
    let rest = &ir[start..];
    &rest[..rest.find("\n}").map_or(rest.len(), |e| e + 2)]
}

#[test]
fn a_c_gang_routine_divides_its_gang_loop_by_the_block_index() {
    let src = "
#pragma acc routine gang
void count_gang(int *hits, int n) {
  #pragma acc loop gang
  for (int i = 0; i < n; i++) {
    #pragma acc atomic update
    hits[i] += 1;
  }
}
void f(int *hits, int n) {
  #pragma acc parallel num_gangs(8) copy(hits[0:n])
  count_gang(hits, n);
}
";
    let (ptx, ir) = compile("c_gang", "c", src);
    let routine = ptx_function(&ptx, "count_gang");
    assert!(
        routine.contains("%ctaid.x") && routine.contains("%nctaid.x"),
        "the gang routine's device code does not read the block index:\n{routine}"
    );
    let host = ir_function(&ir, "count_gang");
    assert!(
        host.contains("@__oxacc_gang_id(i32 0)") && host.contains("@__oxacc_num_gangs(i32 0)"),
        "the gang routine's host code does not ask for its gang:\n{host}"
    );
}

#[test]
fn a_fortran_gang_routine_divides_its_gang_loop_by_the_block_index() {
    let src = "
module m
contains
  subroutine count_gang(hits, n)
    !$acc routine gang
    integer, intent(in) :: n
    integer, intent(inout) :: hits(n)
    integer :: i
    !$acc loop gang
    do i = 1, n
      !$acc atomic update
      hits(i) = hits(i) + 1
    end do
  end subroutine count_gang
end module m
";
    let (ptx, ir) = compile("f_gang", "f90", src);
    let routine = ptx_function(&ptx, "__m_MOD_count_gang");
    assert!(
        routine.contains("%ctaid.x") && routine.contains("%nctaid.x"),
        "the gang routine's device code does not read the block index:\n{routine}"
    );
    let host = ir_function(&ir, "__m_MOD_count_gang");
    assert!(
        host.contains("@__oxacc_gang_id(i32 0)"),
        "the gang routine's host code does not ask for its gang:\n{host}"
    );
}

/// A worker or vector routine's loops run in the calling thread: they read no block index.
#[test]
fn a_vector_routine_reads_no_gang_index() {
    let src = "
#pragma acc routine vector
void scale(double *x, int n) {
  #pragma acc loop vector
  for (int i = 0; i < n; i++) x[i] *= 2;
}
void f(double *x, int n, int m) {
  #pragma acc parallel loop gang copy(x[0:n*m])
  for (int r = 0; r < m; r++) scale(x + r * n, n);
}
";
    let (ptx, ir) = compile("c_vector", "c", src);
    let routine = ptx_function(&ptx, "scale");
    assert!(!routine.contains("%ctaid"), "{routine}");
    assert!(!ir_function(&ir, "scale").contains("__oxacc_gang_id"));
}
