#!/bin/bash
# Builds the pinstage A/B kit (decision 99) here, no GPU needed:
#   OX=<oxacc> MAINLIB=<main's release libaccrt.a> NEWLIB=<this branch's release libaccrt.a>
#   ROOT=<worktree> KIT=<output dir> bash build.sh
# Every program is compiled once (oxacc -c; the runtime is the only difference) and linked
# twice: -main with main's libaccrt.a, -new with the branch's (run with OXACC_PIN_REPEATED=0
# for "off", unset for "on").
set -e
OX=${OX:?oxacc}
MAINLIB=${MAINLIB:?main libaccrt.a}
NEWLIB=${NEWLIB:?branch libaccrt.a}
ROOT=${ROOT:?worktree}
KIT=${KIT:?output dir}
here=$(cd "$(dirname "$0")" && pwd)
b=$ROOT/bench
mkdir -p "$KIT/bin" "$KIT/src/cuda" "$KIT/src/acc" "$KIT/src/common" "$KIT/shim"
t=$(mktemp -d)
link() { # object name
    cc "$1" "$MAINLIB" -pthread -ldl -lm -o "$KIT/bin/$2-main"
    cc "$1" "$NEWLIB" -pthread -ldl -lm -o "$KIT/bin/$2-new"
}
for p in stencil27 transfer launch; do
    $OX -fopenacc -O2 --offload-arch=sm_90 -c "$b/acc/$p.c" -o "$t/$p.o"
    link "$t/$p.o" "$p"
done
$OX -fopenacc -O2 --offload-arch=sm_90 -c "$b/experiments/nesttile/stencil27_pinned.c" -o "$t/sp.o"
cc "$t/sp.o" "$NEWLIB" -pthread -ldl -lm -o "$KIT/bin/stencil27_pinned-new"
for f in "$ROOT"/testsuite/acc/runtime/05[01]_*.c "$here/../pin_roundtrip.c"; do
    n=$(basename "$f" .c)
    $OX -fopenacc -O2 --offload-arch=sm_90 -c "$f" -o "$t/$n.o"
    link "$t/$n.o" "$n"
done
cp "$here/run.sh" "$KIT/"
cp "$here/../cudashim.c" "$KIT/shim/"
for p in stencil27 transfer launch; do
    cp "$b/cuda/$p.cu" "$KIT/src/cuda/"
    cp "$b/acc/$p.c" "$KIT/src/acc/"
done
cp "$b/cuda/cuda_bench.h" "$KIT/src/cuda/"
cp "$b/common/bench.h" "$KIT/src/common/"
strip "$KIT"/bin/*
rm -rf "$t"
ls -la "$KIT/bin"
