"""Writes the reduction x kind programs of this folder (OpenACC 3.3 §2.5.15): one program per
operator and type kind, the construct rotating over the compute/loop forms. Expected outputs
come from ../../bless.sh (gfortran -fopenacc and flang-22), never from oxacc:
    python3 generate.py && ../../bless.sh ."""
import os
CONSTRUCTS = ["parallel loop", "kernels loop", "serial loop", "parallel loop gang vector",
              "parallel loop gang", "parallel loop vector"]
progs = []
def intk(k): return f"integer({k})"
def realk(k): return f"real({k})"
def cplxk(k): return f"complex({k})"
def logk(k): return f"logical({k})"
cases = []
for k in [1, 2, 4, 8]:
    cases.append(("+", intk(k), f"int(mod(i * 7, 9) - 4, {k})", f"int(3, {k})", "r = r + v(i)", "int"))
for k in [4, 8]:
    cases.append(("+", realk(k), f"real(mod(i * 7, 13) - 4, {k}) * 0.25_{k}", f"1.5_{k}", "r = r + v(i)", "real"))
    cases.append(("+", cplxk(k), f"cmplx(real(mod(i * 3, 7)) * 0.5, real(mod(i, 5)) * 0.25)", f"(1.0_{k}, -1.0_{k})", "r = r + v(i)", "cplx"))
for k in [4, 8]:
    f = 2 if k == 4 else 3
    cases.append(("*", intk(k), f"int(merge({f}, 1, mod(i, 9) == 0), {k})", f"int(2, {k})", "r = r * v(i)", "int"))
    cases.append(("*", realk(k), f"merge(2.0_{k}, 1.0_{k}, mod(i, 7) == 0) * merge(0.5_{k}, 1.0_{k}, mod(i, 11) == 0)", f"3.0_{k}", "r = r * v(i)", "real"))
cases.append(("*", cplxk(8), "merge((0.0_8, 1.0_8), (1.0_8, 0.0_8), mod(i, 10) == 0)", "(2.0_8, 0.0_8)", "r = r * v(i)", "cplx"))
for op in ["max", "min"]:
    for k in [1, 2, 4, 8]:
        cases.append((op, intk(k), f"int(mod(i * 37, 61) - 30, {k})", f"int(0, {k})", f"r = {op}(r, v(i))", "int"))
    for k in [4, 8]:
        cases.append((op, realk(k), f"real(mod(i * 37, 61) - 30, {k}) * 0.5_{k}", f"0.0_{k}", f"r = {op}(r, v(i))", "real"))
for op, start in [("iand", "-1"), ("ior", "64"), ("ieor", "5")]:
    for k in [1, 2, 4, 8]:
        init = f"int(mod(i * 37, 61) + 1, {k})" if op != "iand" else f"int(not(2**mod(i, 6)), {k})"
        cases.append((op, intk(k), init, f"int({start}, {k})", f"r = {op}(r, v(i))", "int"))
for op, init, start in [(".and.", "mod(i * 7, 13) >= 0", ".true."), (".or.", "i == n / 2", ".false.")]:
    for k in [1, 2, 4, 8]:
        cases.append((op, logk(k), f"logical({init}, {k})", f"logical({start}, {k})", f"r = r {op} v(i)", "log"))
    # and the other outcome
for op, init, start in [(".and.", "i /= n / 2", ".true."), (".or.", "i < 0", ".false.")]:
    cases.append((op, logk(4), init, start, f"r = r {op} v(i)", "log"))
# .eqv. (start .true.) and .neqv. (start .false.) on every logical kind, appended last so
# the numbers above stay.
for op, init, start in [(".eqv.", "mod(i, 5) /= 0", ".true."), (".neqv.", "mod(i, 3) == 0", ".false.")]:
    for k in [1, 2, 4, 8]:
        cases.append((op, logk(k), f"logical({init}, {k})", f"logical({start}, {k})", f"r = r {op} v(i)", "log"))
# `*` on the integer kinds too small for the loop above and on complex(4), appended last so
# the numbers above stay.
for k in [1, 2]:
    cases.append(("*", intk(k), f"int(merge(2, 1, mod(i, 13) == 0) * merge(-1, 1, mod(i, 17) == 0), {k})", f"int(3, {k})", "r = r * v(i)", "int"))
cases.append(("*", cplxk(4), "merge((0.0_4, 1.0_4), (1.0_4, 0.0_4), mod(i, 10) == 0) * merge(2.0_4, 1.0_4, mod(i, 21) == 0)", "(0.5_4, 0.5_4)", "r = r * v(i)", "cplx"))
names = {"+": "add", "*": "mul", ".and.": "and", ".or.": "or", ".eqv.": "eqv", ".neqv.": "neqv"}
seen = {}
for idx, (op, ty, init, start, upd, cls) in enumerate(cases):
    opname = names.get(op, op)
    tyname = ty.replace("(", "").replace(")", "")
    base = f"{opname}_{tyname}"
    seen[base] = seen.get(base, 0) + 1
    if seen[base] > 1:
        base += f"_{seen[base]}"
    num = 100 + idx
    fname = f"{num:03d}_{base}.f90"
    construct = CONSTRUCTS[idx % len(CONSTRUCTS)]
    n = 20 if ty in ("integer(1)", "integer(2)") and op == "+" else 64
    fmt = {"int": "'(a, i0)'", "real": "'(a, f16.4)'", "cplx": "'(a, 2f16.4)'", "log": "'(a, l2)'"}[cls]
    eq = "r .eqv. ref" if cls == "log" else "r == ref"
    # `+ (0, 0)` prints a zero part without the sign the multiplication order gave it.
    text = f"""! Reduction `{op}` over {ty} on `{construct}` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
program red_{base}
  implicit none
  integer, parameter :: n = {n}
  {ty} :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = {init}
  end do
  r = {start}
  !$acc {construct} copyin(v) reduction({op}:r)
  do i = 1, n
    {upd}
  end do
  ref = {start}
  do i = 1, n
    {upd.replace('r = ', 'ref = ', 1).replace('(r,', '(ref,').replace('= r ', '= ref ')}
  end do
  print {fmt}, 'r = ', {"r + (0.0, 0.0)" if cls == "cplx" else "r"}
  if ({eq}) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_{base}
"""
    open(fname, "w").write(text)
print(len(cases))
