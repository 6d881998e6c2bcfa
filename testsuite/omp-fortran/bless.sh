#!/usr/bin/env bash
# Writes the expected stdout and exit status into the headers of testsuite/omp-fortran with
# testsuite/fortran/bless.sh (same header format, same five builds that must agree), every
# build with -fopenmp: gfortran (libgomp) and flang-22 (libomp). The expectation is written
# from runs with OMP_NUM_THREADS=4, then checked with 1 and 3 threads: a program whose output
# depends on the team size (or on a race) is reported, not blessed. flang-22 finds its
# omp_lib.h (for `include 'omp_lib.h'`) in LLVM's include/flang directory. gfortran builds
# without offloading (target regions on the host, as the C expectations of testsuite/omp/target):
# its nvptx offload compiler cannot link the -fcheck=all build's runtime checks.
#
#   testsuite/omp-fortran/bless.sh [--check] [folders or files]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '#!/bin/sh\nexec %s -fopenmp -foffload=disable "$@"\n' "${GFORTRAN:-gfortran}" >"$tmp/gfortran-omp"
printf '#!/bin/sh\nexec %s -fopenmp -I/usr/lib/llvm-22/include/flang "$@"\n' "${FLANG:-flang-22}" >"$tmp/flang-omp"
chmod +x "$tmp/gfortran-omp" "$tmp/flang-omp"
check=()
paths=()
for a in "$@"; do
  if [ "$a" = --check ]; then check=(--check); else paths+=("$(cd "$(dirname "$a")" && pwd)/$(basename "$a")"); fi
done
if [ ${#paths[@]} -eq 0 ]; then
  for d in "$here"/*/; do paths+=("${d%/}"); done
fi
# A program with the header line `! reference: without -fopenmp` (one that flang-22's OpenMP
# gets wrong or hangs on, e.g. reductions on allocatable arrays in target regions) gets its
# reference from both compilers without -fopenmp: the sequential meaning, which a
# self-checking program must keep.
omp=() plain=()
while IFS= read -r f; do
  if grep -q '^! reference: without -fopenmp' "$f"; then plain+=("$f"); else omp+=("$f"); fi
done < <(find "${paths[@]}" -name helpers -prune -o -type f \( -name '*.f90' -o -name '*.F90' -o -name '*.f' -o -name '*.F' \) -print | sort)
run() {
  [ ${#omp[@]} -eq 0 ] && return 0
  OMP_NUM_THREADS=$1 GFORTRAN="$tmp/gfortran-omp" FLANG="$tmp/flang-omp" \
    "$here/../fortran/bless.sh" "${@:2}" "${omp[@]}"
}
run 4 ${check[@]+"${check[@]}"}
run 1 --check
run 3 --check
if [ ${#plain[@]} -gt 0 ]; then
  "$here/../fortran/bless.sh" ${check[@]+"${check[@]}"} "${plain[@]}"
fi
