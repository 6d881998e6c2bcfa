#!/bin/sh
# Builds decision 80's A/B kit (helper privpool): the bench programs and the pool tests, once
# with BEFORE's oxacc (main) and once with AFTER's (this branch), sm_90, -fopenacc -O2.
#   sh bench/privpool/make_kit.sh BEFORE_OXACC AFTER_OXACC KIT_DIR
# AFTER_OXACC may be a debug build: give it the same libaccrt.a as BEFORE (the compiler finds
# libaccrt.a beside itself), so that only the compiler differs.
set -eu
before=$1 after=$2 kit=$3
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mkdir -p "$kit/src" "$kit/before" "$kit/after" "$kit/expected"
cp "$here/pool_bench.c" "$here/pool_bench.f90" "$here/run.sh" "$kit/"
cp "$root/testsuite/acc/loop/040_pool_gang_private_sections.c" \
   "$root/testsuite/acc-fortran/data/420_pool_private_allocatables.f90" \
   "$root/testsuite/acc-fortran/data/390_fpriv_private_arrays_on_threads.f90" \
   "$root/testsuite/acc-fortran/reduction/391_fpriv_vector_array_reductions.f90" \
   "$root/testsuite/omp-fortran/target/260_fpriv_private_arrays_on_threads.f90" \
   "$kit/src/"
# The expected stdout of each test: its header's `| ` lines.
for f in "$kit"/src/*; do
  n=$(basename "$f" | cut -c1-3)
  sed -n 's@^\(//\|!\) | \{0,1\}@@p' "$f" >"$kit/expected/$n.txt"
done
build() { # compiler outdir
  cc=$1 out=$2
  tmp=$(mktemp -d)
  for f in "$kit"/src/*; do
    n=$(basename "$f" | cut -c1-3)
    case $f in
      *260_*) flags="-fopenmp" ;;
      *) flags="-fopenacc" ;;
    esac
    (cd "$tmp" && "$cc" $flags -O2 --offload-arch=sm_90 "$f" -o "$out/t$n" -lm)
  done
  (cd "$tmp" && "$cc" -fopenacc -O2 --offload-arch=sm_90 "$kit/pool_bench.c" -o "$out/bench_c" -lm)
  (cd "$tmp" && "$cc" -fopenacc -O2 --offload-arch=sm_90 "$kit/pool_bench.f90" -o "$out/bench_f")
  strip "$out"/*
  rm -rf "$tmp"
}
build "$before" "$kit/before"
build "$after" "$kit/after"
