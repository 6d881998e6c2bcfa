#!/usr/bin/env bash
# Runs OpenMP_VV's Fortran tests three ways on the host and prints one row per test: oxacc with
# the host's memory shared by the target regions, oxacc with OXACC_HOST_MEMORY=discrete (each
# mapped variable a copy of its own, as on a GPU), and gfortran's host fallback (-foffload=disable).
# A test that fails under gfortran as well is most likely a bug of the test or needs a device;
# one that fails under oxacc only is oxacc's (docs/conformance.md, "OpenMP_VV, Fortran").
#
# usage: testsuite/vv/triage-omp-fortran.sh [-t SECONDS] SRC_DIR [TEST ...]
#   SRC_DIR and TEST as for `run.sh -l omp-fortran` (default: tests/4.5 and tests/5.0)
# env: OXACC (oxacc to use), GFORTRAN (default gfortran), JOBS (parallel tests per run)
# Output: "test  shared  discrete  gfortran" rows, then the three tallies.
set -u
here=$(cd "$(dirname "$0")" && pwd)
limit=60
while getopts "t:" opt; do
  case $opt in
    t) limit=$OPTARG ;;
    *) sed -n '2,12p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || { sed -n '2,12p' "$0" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '#!/bin/sh\nexec %s -foffload=disable "$@"\n' "${GFORTRAN:-gfortran}" >"$tmp/gfortran-host"
chmod +x "$tmp/gfortran-host"
OXACC_HOST_MEMORY=shared "$here/run.sh" -l omp-fortran -t "$limit" "$@" >"$tmp/shared" 2>&1
OXACC_HOST_MEMORY=discrete "$here/run.sh" -l omp-fortran -t "$limit" "$@" >"$tmp/discrete" 2>&1
"$here/run.sh" -l omp-fortran -c "$tmp/gfortran-host" -t "$limit" "$@" >"$tmp/gfortran" 2>&1
# "RESULT test[:] detail" lines: the test's name (without a trailing colon) and its result.
rows() { awk '$1 ~ /^(PASS|FAIL|COMPILE-FAIL|CRASH|TIMEOUT|SKIP)$/ { t = $2; sub(/:$/, "", t); print t, $1 }' "$1" | sort; }
join -a1 -e- -o 0,1.2,2.2 <(rows "$tmp/shared") <(rows "$tmp/discrete") |
  join -a1 -e- -o 0,1.2,1.3,2.2 - <(rows "$tmp/gfortran") |
  awk 'BEGIN { printf "%-100s %-13s %-13s %s\n", "test", "shared", "discrete", "gfortran" }
       { printf "%-100s %-13s %-13s %s\n", $1, $2, $3, $4 }'
for r in shared discrete gfortran; do printf '%-9s ' "$r:"; tail -n 1 "$tmp/$r"; done
