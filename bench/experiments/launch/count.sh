#!/bin/bash
# Host instructions per launch of launch_count.c's five rows against a stand-in libcuda.so.1
# whose entry points return at once (bench/experiments/pinstage/regcheck_stub.c), with callgrind:
# per launch = (Ir(1200 launches) - Ir(200 launches)) / 1000, stand-in included (decision 109).
# Usage: count.sh OXACC LIBACCRT.a [TAG]   (a release libaccrt: cargo build --release -p accrt)
set -euo pipefail
OX=$1; LIB=$2; TAG=${3:-x}
HERE=$(cd "$(dirname "$0")" && pwd)
W=$(mktemp -d)
cc -O2 -shared -fPIC -o "$W/libcuda.so.1" "$HERE/../pinstage/regcheck_stub.c"
ir() { LD_LIBRARY_PATH=$W ACC_DEVICE_TYPE=nvidia valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 |
    awk '/Collected/ {print $4}'; }
for v in 0 1 2 3 4; do
    "$OX" -fopenacc -O2 --offload-arch=sm_90 -DVARIANT=$v -c "$HERE/launch_count.c" -o "$W/lc$v.o"
    cc -o "$W/lc$v" "$W/lc$v.o" "$LIB" -pthread -ldl -lm
    a=$(ir "$W/lc$v" 200); b=$(ir "$W/lc$v" 1200)
    echo "$TAG row $v: $(((b - a) / 1000)) host instructions per launch"
done
rm -rf "$W"
