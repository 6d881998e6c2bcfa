#!/usr/bin/env bash
# Builds the runtime test programs against the static libaccrt and runs them on a machine with
# an NVIDIA GPU (the GPU half of docs/conformance.md; CI has no GPU and runs the host half
# through `cargo test -p accrt`).
#
#   testsuite/runtime/gpu.sh build [OUTDIR]   # on the development machine (default .gpu/rt)
#   testsuite/runtime/gpu.sh run [DIR]        # on the GPU machine; exits non-zero on failure
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mode=${1:-}
dir=${2:-$root/.gpu/rt}
programs="devices data async abi threads memory errors gpu_ptx gpu_launch_fit multi_gpu"

case "$mode" in
build)
  target=${CARGO_TARGET_DIR:-$root/target}
  (cd "$root" && cargo build -p accrt --release) || exit 1
  mkdir -p "$dir"
  for p in $programs; do
    ${CC:-cc} -std=gnu11 -O2 -Wall -Werror -I "$root/runtime-rs/include" -o "$dir/$p" \
      "$here/$p.c" "$target/release/libaccrt.a" -pthread -lpthread -ldl -lm || exit 1
  done
  echo "built into $dir"
  ;;
run)
  fail=0
  date -u
  unset ACC_DEVICE_TYPE ACC_DEVICE_NUM OXACC_TIME OXACC_NOTIFY OXACC_HOST_MEMORY
  check() { # name expected-status command...
    local name=$1 want=$2
    shift 2
    local out err st
    out=$("$@" 2>/tmp/rt_err)
    st=$?
    err=$(cat /tmp/rt_err)
    if [ "$st" = "$want" ] && { [ "$want" != 0 ] || [ -z "$err" ]; }; then
      echo "PASS $name"
    else
      echo "FAIL $name (status $st, want $want)"
      fail=1
    fi
    [ -n "$out" ] && echo "$out" | sed 's/^/    /'
    [ -n "$err" ] && echo "$err" | sed 's/^/  stderr: /'
  }
  for p in devices data async abi threads memory gpu_ptx gpu_launch_fit; do check "$p" 0 "$dir/$p"; done
  for p in devices data async threads; do check "$p (ACC_DEVICE_TYPE=host)" 0 env ACC_DEVICE_TYPE=host "$dir/$p"; done
  for c in not_present partly_present partly_present_clause update_not_present invalid_section \
    out_of_memory invalid_async launch_failure bad_ptx; do
    check "errors $c" 1 "$dir/errors" "$c"
  done
  check "errors none" 0 "$dir/errors" none
  if [ "$(nvidia-smi -L 2>/dev/null | wc -l)" -ge 2 ]; then
    check "multi_gpu" 0 "$dir/multi_gpu"
    check "multi_gpu (ACC_DEVICE_NUM=1)" 0 env ACC_DEVICE_NUM=1 "$dir/multi_gpu"
    check "gpu_ptx (ACC_DEVICE_NUM=1)" 0 env ACC_DEVICE_NUM=1 "$dir/gpu_ptx"
  else
    echo "SKIP multi_gpu (one GPU)"
  fi
  echo "--- OXACC_PINNED_STAGING=0 gpu_ptx (direct pageable copies, for comparison)"
  OXACC_PINNED_STAGING=0 "$dir/gpu_ptx" 2>&1 | grep -E "GB/s|failures"
  echo "--- OXACC_TIME=1 gpu_ptx"
  OXACC_TIME=1 "$dir/gpu_ptx" 2>&1
  echo "--- OXACC_NOTIFY=1 gpu_ptx (first lines)"
  OXACC_NOTIFY=1 "$dir/gpu_ptx" 2>&1 | head -12
  exit $fail
  ;;
*)
  echo "usage: $0 build [OUTDIR] | run [DIR]" >&2
  exit 2
  ;;
esac
