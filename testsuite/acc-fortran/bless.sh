#!/usr/bin/env bash
# Writes the expected stdout and exit status into the headers of testsuite/acc-fortran, with
# testsuite/fortran/bless.sh (same header format, same five builds that must agree):
#
# - the gfortran builds compile with -fopenacc -foffload=disable (gcc's host fallback: the constructs run
#   through libgomp, the runtime routines answer for the host device);
# - the flang-22 builds compile without -fopenacc (flang-22 cannot lower OpenACC reductions
#   for the host): the directives are comments, the sequential meaning every OpenACC program
#   must keep, so a program whose answer depends on a data race or a missing copy is caught
#   by the two disagreeing;
# - programs under api/ need an OpenACC implementation for their reference output (the
#   openacc module, which flang-22 does not ship, `_OPENACC`, C code calling the runtime):
#   they are built by gfortran -fopenacc only.
#
# - a program with the header line `! reference: without -fopenacc` (a construct gfortran's
#   OpenACC rejects, e.g. a loop directive on DO CONCURRENT) gets its reference from both
#   compilers without -fopenacc: the sequential meaning, which the program must keep.
#
#   testsuite/acc-fortran/bless.sh [--check] [folders or files]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '#!/bin/sh\nexec %s -fopenacc -foffload=disable "$@"\n' "${GFORTRAN:-gfortran}" >"$tmp/gfortran-acc"
chmod +x "$tmp/gfortran-acc"
check=()
paths=()
for a in "$@"; do
  if [ "$a" = --check ]; then check=(--check); else paths+=("$(cd "$(dirname "$a")" && pwd)/$(basename "$a")"); fi
done
if [ ${#paths[@]} -eq 0 ]; then
  for d in "$here"/*/; do paths+=("${d%/}"); done
fi
status=0
for p in "${paths[@]}"; do
  case "$p" in
    "$here"/api|"$here"/api/*) flang="$tmp/gfortran-acc" ;;
    *) flang="${FLANG:-flang-22}" ;;
  esac
  acc=() plain=()
  while IFS= read -r f; do
    if grep -q '^! reference: without -fopenacc' "$f"; then plain+=("$f"); else acc+=("$f"); fi
  done < <(find "$p" -name helpers -prune -o -type f \( -name '*.f90' -o -name '*.F90' -o -name '*.f' -o -name '*.F' \) -print | sort)
  if [ ${#acc[@]} -gt 0 ]; then
    GFORTRAN="$tmp/gfortran-acc" FLANG="$flang" "$here/../fortran/bless.sh" ${check[@]+"${check[@]}"} "${acc[@]}" || status=1
  fi
  if [ ${#plain[@]} -gt 0 ]; then
    GFORTRAN="${GFORTRAN:-gfortran}" FLANG="$flang" "$here/../fortran/bless.sh" ${check[@]+"${check[@]}"} "${plain[@]}" || status=1
  fi
done
exit $status
