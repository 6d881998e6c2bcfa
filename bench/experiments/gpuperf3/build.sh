#!/bin/bash
# Builds the gpuperf3 A/B kit (decision 122) here, no GPU needed:
#   OX=<release oxacc of the branch> ROOT=<worktree> KIT=<output dir> bash build.sh
# Every switch of the branch is opt-in, so "main" is the branch's compiler without switches
# (its PTX is byte-identical to main's for these programs; build.sh checks that when
# MAINOX=<main's oxacc> is given).
set -e
OX=${OX:?oxacc}
ROOT=${ROOT:?worktree}
KIT=${KIT:?output dir}
here=$(cd "$(dirname "$0")" && pwd)
b=$ROOT/bench
rt=$(dirname "$OX")/libaccrt.a
rm -rf "$KIT"
mkdir -p "$KIT/bin" "$KIT/ptx" "$KIT/src/cuda" "$KIT/src/acc" "$KIT/src/common"
t=$(mktemp -d)
acc() { # name source out [env...]: one driver-linked build, as cargo xtask bench --gpu-prepare does
    local name=$1 src=$2 out=$3
    shift 3
    mkdir -p "$t/ptx-$out"
    (cd "$b/acc" && env "$@" OXACC_SAVE_PTX="$t/ptx-$out" "$OX" -fopenacc -O2 --offload-arch=sm_90 "$src" -o "$KIT/bin/$out" -lm)
    cp "$t/ptx-$out/$src.ptx" "$KIT/ptx/$out.ptx"
}
acc stencil27 stencil27.c stencil27-main
acc cg cg.c cg-main
acc cg cg.c cg-lpl OXACC_LOADS_PAST_LOADS=1
acc cg cg.c cg-lplw64 OXACC_LOADS_PAST_LOADS=1 OXACC_WAVE_MAXNREG=64
acc kernels_app kernels_app.c kernels_app-main
acc kernels_app kernels_app.c kernels_app-restrict OXACC_KERNEL_RESTRICT=1
acc kernels_app kernels_app.c kernels_app-restrictlps OXACC_KERNEL_RESTRICT=1 OXACC_LOADS_PAST_STORES=2
# stencil27 as the pinstage kit built it (decision 99's 2.056 ms): compiled with -c, linked by
# cc with libaccrt.a alone (no libomp, no exported pinned-memory hooks).
(cd "$b/acc" && "$OX" -fopenacc -O2 --offload-arch=sm_90 -c stencil27.c -o "$t/s27.o")
cc "$t/s27.o" "$rt" -pthread -ldl -lm -o "$KIT/bin/stencil27-cclink"
if [ -n "${MAINOX:-}" ]; then
    for p in stencil27 cg kernels_app; do
        mkdir -p "$t/mainptx"
        (cd "$b/acc" && OXACC_SAVE_PTX="$t/mainptx" "$MAINOX" -fopenacc -O2 --offload-arch=sm_90 -c $p.c -o "$t/m.o")
        cmp "$t/mainptx/$p.c.ptx" "$KIT/ptx/$p-main.ptx" && echo "$p: PTX identical to main's compiler"
    done
fi
# The testsuite programs whose PTX OXACC_LOADS_PAST_LOADS=1 changes (of the 20 with indirect
# subscripts; the rest of acc/ and omp/target/ has none), built both ways, with the expected
# stdout of their headers (from gcc/clang runs, testsuite/README.md).
mkdir -p "$KIT/tests" "$KIT/lib"
for f in omp/target/054_app_csr_present_data.c omp/target/071_app_kmeans.c omp/target/097_csr_spmv.c \
    omp/target/304_parallel_for_nested_simd.c; do
    n=$(basename "$f" .c)
    d=$ROOT/testsuite/$(dirname "$f")
    (cd "$d" && "$OX" -fopenmp -O2 --offload-arch=sm_90 "$n.c" -o "$KIT/tests/$n-main" -lm)
    (cd "$d" && OXACC_LOADS_PAST_LOADS=1 "$OX" -fopenmp -O2 --offload-arch=sm_90 "$n.c" -o "$KIT/tests/$n-lpl" -lm)
    awk '/^\/\/ expect-stdout:/ { on = 1; next } on && /^\/\/ \|/ { sub(/^\/\/ \| ?/, ""); print; next } on { exit }' \
        "$d/$n.c" >"$KIT/tests/$n.expected"
done
cp /usr/lib/llvm-22/lib/libomp.so.5 "$KIT/lib/"
strip "$KIT"/tests/*-main "$KIT"/tests/*-lpl
for p in stencil27 cg kernels_app; do
    cp "$b/cuda/$p.cu" "$KIT/src/cuda/"
    cp "$b/acc/$p.c" "$KIT/src/acc/"
done
cp "$b/cuda/cuda_bench.h" "$KIT/src/cuda/"
cp "$b/common/bench.h" "$KIT/src/common/"
cp "$here/run.sh" "$KIT/"
strip "$KIT"/bin/*
rm -rf "$t"
ls -la "$KIT/bin" "$KIT/tests"
# Below the kit's 20 MB: the executables travel compressed, run.sh unpacks them.
(cd "$KIT" && tar cJf payload.tar.xz bin tests lib && rm -rf bin tests lib)
du -sh "$KIT"
