#!/bin/bash
# Builds the launch A/B kit (helper launch, decision 109; helper launchp, decision 119;
# helper launch3, decision 132):
# bench/acc/launch.c and a few
# testsuite programs whose present/attach paths the change touches, each linked twice, with
# main's and with this branch's release libaccrt.a (same compiler output, only the runtime
# differs), plus the CUDA sources to build bench/cuda/launch.cu on the device.
# The kit is a folder KIT_DIR (its executables in bin.tar.xz, unpacked by run.sh) for
#   bash KIT_DIR/run.sh [ROUNDS]
# Usage: build-kit.sh OXACC MAIN_LIBACCRT.a BRANCH_LIBACCRT.a KIT_DIR
set -euo pipefail
OX=$1; MAIN=$2; BRANCH=$3; KDIR=$4
REPO=$(cd "$(dirname "$0")/../../.." && pwd)
W=$(mktemp -d); K=$W/kit; mkdir -p "$K/bin" "$K/src/acc" "$K/src/cuda" "$K/src/common" "$K/tests"
build() { # NAME SOURCE MODEL-FLAG
    "$OX" $3 -O2 --offload-arch=sm_90 -c "$2" -o "$W/$1.o"
    for v in main branch; do
        lib=$MAIN; [ $v = branch ] && lib=$BRANCH
        cc -o "$K/bin/$1-$v" "$W/$1.o" "$lib" -pthread -ldl -lm
        strip "$K/bin/$1-$v"
    done
}
build launch "$REPO/bench/acc/launch.c" -fopenacc
for t in acc/runtime/060_present_lookups_remapped acc/runtime/051_repeated_updates_across_mappings \
         acc/pointers/006_attach_counting acc/pointers/008_present_pointer_params \
         acc/pointers/013_member_section_attach_offset acc/pointers/063_implicit_alias_of_clause \
         omp/target/530_struct_members_one_object omp/target/531_mapper_of_mapped_members \
         acc/async/002_queue_ordering acc/async/005_wait_async_directive \
         acc/async/008_async_data_api acc/data/006_present; do
    src=$REPO/testsuite/$t.c; name=$(basename "$t" | cut -d_ -f1)-$(basename "$(dirname "$t")")
    flag=-fopenacc; [[ $t == omp/* ]] && flag=-fopenmp
    build "$name" "$src" $flag
    sed -n -e 's#^// | ##p' -e 's#^// |$##p' "$src" >"$K/tests/$name.expected"
    sed -n 's|^// expect-exit: *||p' "$src" >"$K/tests/$name.exit"
done
# Decision 132's launch without cuCtxSetCurrent, with the program switching contexts.
build ctx_switch-launch "$REPO/bench/experiments/launch/ctx_switch.c" -fopenacc
sed -n -e 's#^// | ##p' "$REPO/bench/experiments/launch/ctx_switch.c" >"$K/tests/ctx_switch-launch.expected"
echo 0 >"$K/tests/ctx_switch-launch.exit"
cp "$REPO/bench/acc/launch.c" "$K/src/acc/"; cp "$REPO/bench/common/bench.h" "$K/src/common/"
cp "$REPO/bench/cuda/launch.cu" "$REPO/bench/cuda/cuda_bench.h" "$K/src/cuda/"
cp "$REPO/bench/experiments/launch/run.sh" "$K/run.sh"
mkdir -p "$K/shim"
cc -O2 -shared -fPIC -o "$K/shim/libcuda.so.1" "$REPO/bench/experiments/pinstage/cudashim.c" -ldl
tar -C "$K" -cJf "$K/bin.tar.xz" bin
rm -rf "$K/bin" "$KDIR"
mkdir -p "$(dirname "$KDIR")"
mv "$K" "$KDIR"
rm -rf "$W"
du -sh "$KDIR"
