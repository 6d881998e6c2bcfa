#!/usr/bin/env bash
# Runs the tests of the OpenACC Validation & Verification suite (OpenACCV-V, folder Tests/)
# against an OpenACC compiler, or with -l omp the C tests of the OpenMP one (OpenMP_VV; -l
# omp-fortran: its Fortran tests, .F90 files including ompvv/ompvv.F90): compile
# each test, run it with a time limit, print one line per test and a tally. The suites' tests
# exit 0 on success (OpenACCV-V: else a bit mask of the failed sub-tests; a Fortran test ends
# with CALL EXIT(failcode); OpenMP_VV: EXIT_FAILURE after an "[OMPVV_RESULT: ...] Test failed"
# line, or OMPVV_SKIPPED_EXIT_CODE, -667, that is exit status 101, for a skipped test).
#
# usage: testsuite/vv/run.sh [-l c|fortran|omp|omp-fortran] [-c COMPILER] [-t SECONDS] [-k] [-B DIR]
#                           SRC_DIR [TEST ...]
#        DIR/run.sh [-t SECONDS] -R DIR
#   SRC_DIR   folder holding the V&V sources and their headers (acc_testsuite.h for C;
#             acc_testsuite.Fh, acc_testsuite.fh, common.Fh for Fortran); with -l omp the
#             OpenMP_VV checkout (its ompvv/ompvv.h and tests/<version>/<construct>/*.c)
#   TEST      run only these tests (names relative to SRC_DIR); default: every SRC_DIR/*.c,
#             or every SRC_DIR/*.F90 with -l fortran; with -l omp a TEST may be a folder
#             (every .c under it), default tests/4.5 and tests/5.0
#   -l        language of the tests (default c; testsuite/vv/run-fortran.sh is -l fortran,
#             testsuite/vv/run-omp.sh is -l omp)
#   -c        compiler (default: $OXACC, else target/debug/oxacc of this repository)
#   -t        run-time limit per test in seconds (default 60)
#   -k        keep the build folder (its path is printed)
#   -B DIR    build only, into DIR (one folder per test, DIR/run.sh, and for -l omp LLVM's
#             libomp in DIR/lib): a machine without the compiler runs them with -R
#   -R DIR    (no SRC_DIR) run the tests built with -B into DIR, with DIR/lib on
#             LD_LIBRARY_PATH; the compile failures of the build are reported again
# env: CFLAGS (C; default "-fopenacc -O2", with -l omp "-fopenmp -O2"), FFLAGS (Fortran; default "-fopenacc -O2
#      -ffree-line-length-none", the suite's gfortran flags being "-fopenacc -O3
#      -ffree-line-length-none"), LIBS (default "-lm"), JOBS (parallel tests, default 1)
#
# Each test is built as the suite's makefile builds it, in a folder of its own (Fortran module
# files and the executable stay apart from other tests): C `$CC $CFLAGS -I SRC_DIR -o x t.c
# $LIBS`, Fortran `$FC -I SRC_DIR $FFLAGS -o x t.F90 $LIBS` (preprocessed: .F90), OpenMP_VV
# `$CC $CFLAGS -I SRC_DIR/ompvv -o x t.c $LIBS`.
# Results: PASS, FAIL (exit status != 0; the status is shown), COMPILE-FAIL (first error line
# shown), CRASH (killed by a signal; an exit status above 128 is a FAIL), TIMEOUT, SKIP (-l omp: the test said it was skipped).
# Exit status: 0 when every test passed (or was skipped).
set -u
here=$(cd "$(dirname "$0")" && pwd)
usage() { sed -n '2,38p' "$here/run.sh" >&2; exit 2; }
# -c may name a compiler on PATH or a file
compiler=${OXACC:-$here/../../target/debug/oxacc}
lang=c limit=60 keep=0 mode=both out=
while getopts "l:c:t:kB:R:" opt; do
  case $opt in
    l) lang=$OPTARG ;;
    c) compiler=$OPTARG ;;
    t) limit=$OPTARG ;;
    k) keep=1 ;;
    B) mode=build out=$OPTARG ;;
    R) mode=run out=$OPTARG ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
if [ "$mode" = run ]; then
  # What the build recorded: the language and the tests, in order.
  work=$(cd "$out" && pwd) || exit 2
  lang=$(cat "$work/lang") tests=$(cat "$work/tests")
  ext=c src= inc= flags= libs=
  case $lang in fortran | omp-fortran) ext=F90 ;; esac
  export LD_LIBRARY_PATH="$work/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  set -- "$work"
fi
[ $# -ge 1 ] || usage
case $lang in
  c) ext=c flags=${CFLAGS:--fopenacc -O2} ;;
  fortran) ext=F90 flags=${FFLAGS:--fopenacc -O2 -ffree-line-length-none} ;;
  omp) ext=c flags=${CFLAGS:--fopenmp -O2} ;;
  omp-fortran) ext=F90 flags=${FFLAGS:--fopenmp -O2 -ffree-line-length-none} ;;
  *) echo "run.sh: -l takes c, fortran, omp or omp-fortran, not '$lang'" >&2; exit 2 ;;
esac
src=$(cd "$1" && pwd) || exit 2
shift
libs=${LIBS:--lm}
if [ "$mode" = build ]; then
  rm -rf "$out" && mkdir -p "$out" && work=$(cd "$out" && pwd) && keep=1
elif [ "$mode" = both ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/vv-run.XXXXXX")
fi
if [ "$mode" = run ]; then
  : # the tests were read from the build above
elif [ "$lang" = omp ] || [ "$lang" = omp-fortran ]; then
  # OpenMP_VV keeps its tests in folders per version and construct, its header in ompvv/.
  inc=$src/ompvv
  [ $# -gt 0 ] || set -- tests/4.5 tests/5.0
  tests=$(cd "$src" && for t in "$@"; do
    if [ -d "$t" ]; then find "$t" -name "*.$ext"; elif [ -e "$t" ]; then echo "$t"
    else echo "run.sh: no test or folder $src/$t" >&2; fi
  done | sed 's|^\./||' | sort -u)
elif [ $# -gt 0 ]; then
  inc=$src
  tests=$(printf '%s\n' "$@" | sed 's|.*/||' | sort)
else
  inc=$src
  tests=$(cd "$src" && ls -1 -- *."$ext" | sort)
fi

run_one() { # $1 test file name (relative to $src) -> one result line
  t=$1 name=${1%."$ext"}
  d=$work/$(echo "$name" | tr / _)
  if [ "$mode" != run ]; then
    mkdir -p "$d"
    # shellcheck disable=SC2086 # flags are word lists
    if ! (cd "$d" && "$compiler" -I"$inc" $flags -o "$d/x" "$src/$t" $libs) >"$d/cc.log" 2>&1; then
      echo "COMPILE-FAIL $name: $(grep -m1 -i 'error' "$d/cc.log" | cut -c1-200)" | tee "$d/cc.result"
      return
    fi
    if [ "$mode" = build ]; then
      strip "$d/x" 2>/dev/null
      echo "BUILT $name"
      return
    fi
  elif [ ! -x "$d/x" ]; then
    cat "$d/cc.result"
    return
  fi
  # An exit status above 128 is a signal only when the inner bash reports the death of
  # timeout (which dies of its command's signal) in sig.log: the OpenACCV-V bit masks of
  # tests with eight sub-tests or more pass 128 too.
  (cd "$d" && bash -c 'timeout -k 5 "$0" ./x </dev/null >out.log 2>&1; echo $? >rc' "$limit") \
    2>"$d/sig.log"
  rc=$(cat "$d/rc" 2>/dev/null || echo 255)
  if [ $rc -eq 0 ]; then echo "PASS $name"
  elif [ $rc -eq 124 ] || [ $rc -eq 137 ]; then echo "TIMEOUT $name"
  elif [ $rc -gt 128 ] && [ -s "$d/sig.log" ]; then
    echo "CRASH $name: signal $((rc - 128)) $(tail -n 1 "$d/out.log" | cut -c1-160)"
  elif [ "${lang#omp}" != "$lang" ] && [ $rc -eq 101 ]; then echo "SKIP $name"
  else
    # OpenMP_VV's verdict line says more than the first line of output.
    line=$(grep -m1 'OMPVV_RESULT' "$d/out.log" || grep -m1 -v '^ *$' "$d/out.log")
    echo "FAIL $name: exit $rc $(echo "$line" | cut -c1-160)"
  fi
}
export -f run_one
export compiler flags libs src inc work limit ext lang mode

if [ "$mode" = build ]; then
  echo "$lang" >"$work/lang"
  printf '%s\n' $tests >"$work/tests"
  cp "$here/run.sh" "$work/run.sh"
  # Programs that call omp_* routines need LLVM's libomp, which the other machine may lack.
  if [ "${lang#omp}" != "$lang" ]; then
    mkdir -p "$work/lib" && cp -L "${LIBOMP:-/usr/lib/llvm-22/lib/libomp.so.5}" "$work/lib/"
  fi
fi
printf '%s\n' $tests | xargs -P "${JOBS:-1}" -I{} bash -c 'run_one "$1"' _ {} | tee "$work/results"
if [ "$mode" = build ]; then
  built=$(grep -c '^BUILT ' "$work/results")
  echo "built $built of $(wc -l <"$work/results") into $work; run there: bash $work/run.sh -R $work"
  exit 0
fi
total=$(wc -l <"$work/results")
for r in PASS FAIL COMPILE-FAIL CRASH TIMEOUT SKIP; do
  printf '%s %d  ' "$r" "$(grep -c "^$r " "$work/results")"
done
printf '(of %d)\n' "$total"
bad=$(grep -Evc '^(PASS|SKIP) ' "$work/results")
if [ "$mode" = run ]; then :; elif [ "$keep" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi
[ "$bad" -eq 0 ]
