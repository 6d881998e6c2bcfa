#!/usr/bin/env bash
# Writes the EXPECT file of each multi-file Fortran project (testsuite/README.md "Fortran
# projects") from gfortran's build, after checking that gfortran -O0/-O2 and flang-22 -O0/-O2
# builds of the same Makefile print the same and exit the same way. Expectations come from
# gfortran and flang, never from oxacc.
#
#   testsuite/fortran-projects/bless.sh [project…]     # default: every project
#   testsuite/fortran-projects/bless.sh --check        # write nothing; fail if one is stale
#
# Environment: GFORTRAN (default gfortran), FLANG (default flang-22).
set -u
here=$(cd "$(dirname "$0")" && pwd)
check=0
projects=()
for a in "$@"; do
    case $a in
        --check) check=1 ;;
        *) projects+=("$(cd "$a" 2>/dev/null && pwd || echo "$here/$a")") ;;
    esac
done
if [ ${#projects[@]} -eq 0 ]; then
    for d in "$here"/*/; do [ -f "$d/Makefile" ] && projects+=("${d%/}"); done
fi
GFORTRAN=${GFORTRAN:-gfortran}
FLANG=${FLANG:-flang-22}
bad=0
for p in "${projects[@]}"; do
    name=$(basename "$p")
    # The executable: the Makefile's default goal.
    exe=$(make -C "$p" -pn 2>/dev/null | sed -n 's/^\.DEFAULT_GOAL := //p' | head -1)
    ref=""
    for build in "$GFORTRAN -O0" "$GFORTRAN -O2" "$FLANG -O0" "$FLANG -O2"; do
        set -- $build
        tmp=$(mktemp -d)
        cp "$p"/* "$tmp"/ 2>/dev/null
        rm -f "$tmp/EXPECT"
        if ! make -s -C "$tmp" FC="$1" FFLAGS="$2" >"$tmp/make.log" 2>&1; then
            echo "FAIL $name: $build: make failed"; sed 's/^/    /' "$tmp/make.log" | tail -20
            bad=1; rm -rf "$tmp"; continue 2
        fi
        out=$(cd "$tmp" && timeout 20 "./$exe" </dev/null; echo "exit: $?")
        rm -rf "$tmp"
        if [ -z "$ref" ]; then
            ref=$out
        elif [ "$out" != "$ref" ]; then
            echo "FAIL $name: $build differs from $GFORTRAN -O0"
            diff <(echo "$ref") <(echo "$out") | head -20 | sed 's/^/    /'
            bad=1; continue 2
        fi
    done
    status=${ref##*exit: }
    stdout=${ref%exit: *}
    new=$(mktemp)
    printf '# blessed by bless.sh from gfortran, checked with flang-22\nrun: %s\nexit: %s\n---\n%s' \
        "$exe" "$status" "$stdout" > "$new"
    if [ "$check" = 1 ]; then
        if ! cmp -s "$new" "$p/EXPECT"; then echo "STALE $name"; bad=1; fi
        rm -f "$new"
    else
        mv "$new" "$p/EXPECT"
        echo "blessed $name"
    fi
done
exit $bad
