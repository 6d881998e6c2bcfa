#!/usr/bin/env bash
# Every GPU check of docs/conformance.md in one build here and one run there: the OpenACC C and
# Fortran suites, the OpenMP target programs in C and Fortran (acc-suite.sh, each run and then
# under compute-sanitizer memcheck and racecheck), the runtime programs (runtime/gpu.sh) and
# the reproducers of ../shared/repro/c (self-checking: exit 0 and PASS).
#
#   testsuite/gpu/all.sh build [DIR]   # here (default .gpu/all; $OXACC or target/release/oxacc)
#   testsuite/gpu/all.sh run [DIR]     # on the GPU machine; SANITIZE=0 skips the sanitizers
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mode=${1:-}
dir=${2:-$root/.gpu/all}
suites="acc acc-fortran omp/target omp-fortran"
case "$mode" in
build)
  oxacc=${OXACC:-$root/target/release/oxacc}
  rm -rf "$dir" && mkdir -p "$dir/repro"
  fails=0
  for s in $suites; do
    [ -d "$root/testsuite/$s" ] || continue
    SUITE=$s OXACC=$oxacc bash "$here/acc-suite.sh" build "$dir/$(echo "$s" | tr / _)" | tail -1 \
      || fails=$((fails + 1))
  done
  bash "$root/testsuite/runtime/gpu.sh" build "$dir/rt" >/dev/null || fails=$((fails + 1))
  for f in "$root"/../shared/repro/c/*.c; do
    [ -e "$f" ] || continue
    n=$(basename "$f" .c)
    "$oxacc" -fopenacc -O2 --offload-arch="${OFFLOAD_ARCH:-sm_90}" -w "$f" -o "$dir/repro/$n" -lm \
      || { echo "BUILD FAIL repro $n"; fails=$((fails + 1)); }
  done
  # OpenMP programs that call omp_* routines need LLVM's libomp, which a GPU machine may lack.
  mkdir -p "$dir/lib"
  cp -L "${LIBOMP:-/usr/lib/llvm-22/lib/libomp.so.5}" "$dir/lib/" || fails=$((fails + 1))
  cp "$here/acc-suite.sh" "$here/all.sh" "$root/testsuite/runtime/gpu.sh" "$dir/"
  echo "built into $dir ($fails failures)"
  ;;
run)
  status=0
  dir=$(cd "$dir" && pwd)
  export LD_LIBRARY_PATH="$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  for s in $suites; do
    d="$dir/$(echo "$s" | tr / _)"
    [ -e "$d/bin.tar.xz" ] || continue
    echo "=== $s"
    bash "$dir/acc-suite.sh" run "$d" | grep -v '^PASS' || status=1
    if [ "${SANITIZE:-1}" != 0 ]; then
      bash "$dir/acc-suite.sh" sanitize "$d" || status=1
    fi
    rm -rf /tmp/accsuite
  done
  echo "=== runtime"
  bash "$dir/gpu.sh" run "$dir/rt" | grep -E "^(PASS|FAIL|SUMMARY)" || status=1
  echo "=== repro"
  pass=0
  for p in "$dir"/repro/*; do
    if out=$(cd /tmp && timeout 120 "$p" 2>&1) && echo "$out" | grep -q PASS; then
      pass=$((pass + 1))
    else
      echo "FAIL repro $(basename "$p"): $(echo "$out" | tail -2)"
      status=1
    fi
  done
  echo "repro: $pass PASS"
  if [ "${SANITIZE:-1}" != 0 ]; then
    [ -x /usr/local/cuda/bin/compute-sanitizer ] && PATH=$PATH:/usr/local/cuda/bin
    clean=0
    for p in "$dir"/repro/*; do
      log=/tmp/repro-memcheck.$(basename "$p").log
      if (cd /tmp && timeout 300 compute-sanitizer --tool memcheck --error-exitcode 99 "$p" >"$log" 2>&1); then
        clean=$((clean + 1))
      else
        echo "memcheck repro $(basename "$p"): $(grep -E 'ERROR SUMMARY' "$log" | tail -1)"
        status=1
      fi
    done
    echo "repro memcheck: $clean clean"
  fi
  exit $status
  ;;
*)
  echo "usage: $0 build [DIR] | run [DIR]" >&2
  exit 2
  ;;
esac
