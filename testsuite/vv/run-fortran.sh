#!/usr/bin/env bash
# Runs the Fortran tests of the OpenACC Validation & Verification suite (OpenACCV-V, *.F90)
# against an OpenACC Fortran compiler, the way the suite's makefile builds them: each .F90 is
# preprocessed and compiled with the folder of the harness include file (acc_testsuite.Fh) on
# the include path, into an executable that is run with a time limit. A test's program ends
# with CALL EXIT(failcode): 0 when every sub-test passed, else a bit mask of the failed ones.
#
# usage: testsuite/vv/run-fortran.sh [-c COMPILER] [-t SECONDS] [-k] SRC_DIR [TEST.F90 ...]
#   SRC_DIR   folder holding the V&V Fortran sources and acc_testsuite.Fh
#   TEST.F90  run only these tests (names relative to SRC_DIR); default: every SRC_DIR/*.F90
#   -c        compiler (default: $OXACC, else target/debug/oxacc of this repository)
#   -t        run-time limit per test in seconds (default 60)
#   -k        keep the build folder (its path is printed)
# env: FFLAGS (default "-fopenacc -O2 -ffree-line-length-none"; the suite's gfortran flags
#      are "-fopenacc -O3 -ffree-line-length-none"), LIBS (default "-lm"), JOBS (parallel
#      tests, default 1)
#
# Results: PASS, FAIL (exit status != 0; the status is shown), COMPILE-FAIL (first error line
# shown), CRASH (killed by a signal), TIMEOUT. Exit status: 0 when every test passed.
set -u
here=$(cd "$(dirname "$0")" && pwd)
fc=${OXACC:-$here/../../target/debug/oxacc}
limit=60 keep=0
while getopts "c:t:k" opt; do
  case $opt in
    c) fc=$OPTARG ;;
    t) limit=$OPTARG ;;
    k) keep=1 ;;
    *) sed -n '2,20p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || { sed -n '2,20p' "$0" >&2; exit 2; }
src=$(cd "$1" && pwd) || exit 2
shift
fflags=${FFLAGS:--fopenacc -O2 -ffree-line-length-none}
libs=${LIBS:--lm}
work=$(mktemp -d "${TMPDIR:-/tmp}/vvf-run.XXXXXX")
if [ $# -gt 0 ]; then
  tests=$(printf '%s\n' "$@" | sed 's|.*/||' | sort)
else
  tests=$(cd "$src" && ls -1 -- *.F90 | sort)
fi

run_one() { # $1 test file name -> one result line
  t=$1 name=${1%.F90} d=$work/${1%.F90}
  mkdir -p "$d"
  # Built in its own folder: module files and the executable stay apart from other tests.
  # shellcheck disable=SC2086 # flags are word lists
  if ! (cd "$d" && "$fc" -I"$src" $fflags -o "$d/x" "$src/$t" $libs) >"$d/cc.log" 2>&1; then
    echo "COMPILE-FAIL $name: $(grep -m1 -i 'error' "$d/cc.log" | cut -c1-200)"
    return
  fi
  (cd "$d" && timeout -k 5 "$limit" ./x </dev/null >"$d/out.log" 2>&1)
  rc=$?
  if [ $rc -eq 0 ]; then echo "PASS $name"
  elif [ $rc -eq 124 ] || [ $rc -eq 137 ]; then echo "TIMEOUT $name"
  elif [ $rc -gt 128 ]; then echo "CRASH $name: signal $((rc - 128)) $(tail -n 1 "$d/out.log" | cut -c1-160)"
  else echo "FAIL $name: exit $rc $(grep -m1 -v '^ *$' "$d/out.log" | cut -c1-160)"
  fi
}
export -f run_one
export fc fflags libs src work limit

printf '%s\n' $tests | xargs -P "${JOBS:-1}" -I{} bash -c 'run_one "$1"' _ {} | tee "$work/results"
total=$(wc -l <"$work/results")
for r in PASS FAIL COMPILE-FAIL CRASH TIMEOUT; do
  printf '%s %d  ' "$r" "$(grep -c "^$r " "$work/results")"
done
printf '(of %d)\n' "$total"
bad=$(grep -vc '^PASS ' "$work/results")
if [ "$keep" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi
[ "$bad" -eq 0 ]
