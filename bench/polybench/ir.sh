#!/usr/bin/env bash
# PolyBench-ACC instruction counts: each kernel's OpenACC version built by oxacc -fopenacc
# against its OpenMP version built by gcc -fopenmp, both run under callgrind with one thread,
# counting only in functions named *kernel_* (the kernel, its outlined bodies and what they
# call). Counts do not depend on the machine's load, which the times of run.sh do on a shared
# machine; use small sizes (callgrind runs 50x slower), and run.sh for the times.
#
#   bench/polybench/ir.sh SUITE "FLAGS" KERNEL...
#
# SUITE as for run.sh; FLAGS go to both compilers (sizes, -DPOLYBENCH_USE_C99_PROTO).
# Prints one line per kernel: name, oxacc's count, gcc's count, their ratio (above 1: oxacc
# runs more instructions). Environment: OXACC (default target/release/oxacc), CC_OMP (gcc).
set -euo pipefail
suite=$(cd "$1" && pwd)
extra=$2
shift 2
here=$(cd "$(dirname "$0")/../.." && pwd)
oxacc=${OXACC:-$here/target/release/oxacc}
cc_omp=${CC_OMP:-gcc}
work=$(mktemp -d /tmp/polybench-ir-XXXXXX)
trap 'rm -rf "$work"' EXIT
util=$suite/utilities
[ -f "$util/polybench.c" ] || util=$suite/common
count() {
  valgrind --tool=callgrind --toggle-collect='*kernel_*' --callgrind-out-file="$work/cg.out" "$@" \
    2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for k in "$@"; do
  d=$(cd "$suite/OpenACC" && find . -type d -name "$k" | head -1)
  [ -n "$d" ] || { echo "no kernel $k" >&2; continue; }
  # shellcheck disable=SC2206
  flags=(-O2 -DPOLYBENCH_TIME -I "$util" $extra)
  "$oxacc" -fopenacc "${flags[@]}" -I "$suite/OpenACC/$d" "$suite/OpenACC/$d/$k.c" \
    "$util/polybench.c" -o "$work/$k-acc" -lm 2>/dev/null || { echo "$k: oxacc build failed"; continue; }
  "$cc_omp" -fopenmp "${flags[@]}" -I "$suite/OpenMP/$d" "$suite/OpenMP/$d/$k.c" \
    "$util/polybench.c" -o "$work/$k-omp" -lm 2>/dev/null || { echo "$k: $cc_omp build failed"; continue; }
  a=$(ACC_DEVICE_TYPE=host RAYON_NUM_THREADS=1 count "$work/$k-acc")
  g=$(OMP_NUM_THREADS=1 count "$work/$k-omp")
  echo "$k $a $g $(awk -v a="$a" -v g="$g" 'BEGIN {printf "%.2f", a / g}')"
done
