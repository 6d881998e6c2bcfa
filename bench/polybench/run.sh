#!/usr/bin/env bash
# PolyBench-ACC on the host: each kernel's OpenACC version built by oxacc (-fopenacc -O2, host
# back end) against its OpenMP version built by gcc -fopenmp -O2, run alternately on all cores.
#
#   bench/polybench/run.sh SUITE [RUNS] [KERNEL...]
#
# SUITE is a checkout of PolyBench-ACC (cavazos-lab/PolyBench-ACC: OpenACC/, OpenMP/ and a
# utilities/ folder with polybench.h and polybench.c; the suite is not part of this repository).
# Kernels are the folders with a .c file under both OpenACC/ and OpenMP/ (all of them by
# default, or the names given). Every program is built with -DPOLYBENCH_TIME and
# -DPOLYBENCH_DUMP_ARRAYS, so it prints its kernel time on stdout and its arrays on stderr; the
# two builds' arrays are compared (to 1e-6 relative, "%0.2lf" text) before any time counts.
# Prints a Markdown table: median kernel seconds over RUNS (default 3) runs of each, ratio
# oxacc / gcc (above 1: oxacc slower) and the geometric mean of the ratios.
# Environment: OXACC (default target/release/oxacc), CC_OMP (default gcc), THREADS (default
# nproc), EXTRA (flags for both, e.g. -DSMALL_DATASET).
set -euo pipefail
suite=$(cd "$1" && pwd)
runs=${2:-3}
shift $(($# < 2 ? $# : 2))
here=$(cd "$(dirname "$0")/../.." && pwd)
oxacc=${OXACC:-$here/target/release/oxacc}
cc_omp=${CC_OMP:-gcc}
threads=${THREADS:-$(nproc)}
work=$(mktemp -d /tmp/polybench-XXXXXX)
trap 'rm -rf "$work"' EXIT
util=$suite/utilities
[ -f "$util/polybench.c" ] || util=$suite/common

if [ $# -eq 0 ]; then
  mapfile -t names < <(cd "$suite/OpenACC" && find . -name '*.c' -printf '%h\n' | sort -u |
    while read -r d; do [ -f "$suite/OpenMP/$d/$(basename "$d").c" ] && echo "$d"; done)
else
  names=()
  for k in "$@"; do
    d=$(cd "$suite/OpenACC" && find . -type d -name "$k" | head -1)
    [ -n "$d" ] || { echo "no kernel $k" >&2; exit 2; }
    names+=("$d")
  done
fi

median() { sort -g | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }

echo "| kernel | oxacc -fopenacc | gcc -fopenmp | oxacc / gcc |"
echo "|---|---:|---:|---:|"
logsum=0; count=0
for d in "${names[@]}"; do
  k=$(basename "$d")
  flags=(-O2 -DPOLYBENCH_TIME -DPOLYBENCH_DUMP_ARRAYS -I "$util" ${EXTRA:-})
  if ! "$oxacc" -fopenacc "${flags[@]}" -I "$suite/OpenACC/$d" "$suite/OpenACC/$d/$k.c" \
      "$util/polybench.c" -o "$work/$k-acc" -lm 2>"$work/$k-acc.err"; then
    echo "| $k | build failed: $(grep -m1 error "$work/$k-acc.err" | cut -c1-80) | | |"
    continue
  fi
  if ! "$cc_omp" -fopenmp "${flags[@]}" -I "$suite/OpenMP/$d" "$suite/OpenMP/$d/$k.c" \
      "$util/polybench.c" -o "$work/$k-omp" -lm 2>"$work/$k-omp.err"; then
    echo "| $k | | $cc_omp build failed: $(grep -m1 error "$work/$k-omp.err" | sed 's/.*error: //' | cut -c1-80) | |"
    continue
  fi
  ta=(); tg=()
  for r in $(seq "$runs"); do
    ta+=("$(ACC_DEVICE_TYPE=host RAYON_NUM_THREADS=$threads "$work/$k-acc" 2>"$work/$k-acc.out")")
    tg+=("$(OMP_NUM_THREADS=$threads "$work/$k-omp" 2>"$work/$k-omp.out")")
  done
  same=$(python3 - "$work/$k-acc.out" "$work/$k-omp.out" <<'PY'
import sys
a, b = (open(p).read().split() for p in sys.argv[1:3])
bad = len(a) != len(b) or any(abs(float(x) - float(y)) > 1e-6 * max(1.0, abs(float(y)))
                              for x, y in zip(a, b))
print("differs" if bad else "ok")
PY
)
  ma=$(printf '%s\n' "${ta[@]}" | median); mg=$(printf '%s\n' "${tg[@]}" | median)
  ratio=$(awk -v a="$ma" -v g="$mg" 'BEGIN {printf "%.2f", a / g}')
  note=""; [ "$same" = ok ] || note=" (results differ)"
  echo "| $k | $ma s | $mg s | $ratio$note |"
  logsum=$(awk -v s="$logsum" -v r="$ratio" 'BEGIN {print s + log(r)}'); count=$((count + 1))
done
[ "$count" -gt 0 ] && awk -v s="$logsum" -v n="$count" \
  'BEGIN {printf "\ngeometric mean of %d ratios: %.2f\n", n, exp(s / n)}'
