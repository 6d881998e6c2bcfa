#!/bin/sh
# Checks the corpus against real compilers: every ok/ program must be accepted by both
# `gfortran -fsyntax-only` and `flang-22 -fsyntax-only`, and every err/ program rejected by
# gfortran (OpenACC and OpenMP enabled, as the test runner parses them). flang-22 accepts a
# few err/ programs as extensions (a FUNCTION statement without parentheses, lines of any
# length, a fixed-form continuation line first); those are listed as notes.
# Run from anywhere.
# Usage: testsuite/fortran-syntax/check-compilers.sh
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for f in "$here"/ok/*.f90 "$here"/ok/*.f; do
    if ! (cd "$tmp" && gfortran -fopenacc -fopenmp -fsyntax-only -I"$here/ok" "$f" >"$tmp/out" 2>&1); then
        echo "gfortran rejects $f:"; sed 's/^/    /' "$tmp/out"; status=1
    fi
    if ! (cd "$tmp" && flang-22 -fopenacc -fopenmp -fsyntax-only -I"$here/ok" "$f" >"$tmp/out" 2>&1); then
        echo "flang-22 rejects $f:"; sed 's/^/    /' "$tmp/out"; status=1
    fi
done
for f in "$here"/err/*.f90 "$here"/err/*.f; do
    [ -e "$f" ] || continue
    if (cd "$tmp" && gfortran -fopenacc -fopenmp -fsyntax-only "$f" >/dev/null 2>&1); then
        echo "gfortran accepts $f"; status=1
    fi
    if (cd "$tmp" && flang-22 -fopenacc -fopenmp -fsyntax-only "$f" >/dev/null 2>&1); then
        echo "note: flang-22 accepts $f (an extension)"
    fi
done
[ $status = 0 ] && echo "corpus agrees with gfortran and flang-22"
[ $status = 0 ] || echo "corpus DISAGREES with a compiler"
exit $status
