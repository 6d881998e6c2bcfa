#!/usr/bin/env bash
# Compiles every OpenACC suite and bench program to an object (host code with the embedded
# device image) with the given compiler, into OUTDIR, so that two compilers' objects can be
# compared byte for byte (issue 17: a refactoring must not change generated code).
#   bench/objects.sh OXACC OUTDIR          build
#   bench/objects.sh --diff DIR_A DIR_B    list the objects that differ
set -u
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--diff" ]; then
    status=0
    for a in $(cd "$2" && find . -name '*.o' | sort); do
        if ! cmp -s "$2/$a" "$3/$a"; then echo "differs: $a"; status=1; fi
    done
    exit $status
fi
cc=$(realpath "$1"); out=$2
mkdir -p "$out"
files=$(find testsuite/acc bench/acc -name '*.c' -not -path '*/helpers/*' | sort)
for f in $files; do
    for opt in O0 O2; do
        o="$out/${f%.c}.$opt.o"
        mkdir -p "$(dirname "$o")"
        args=$(sed -n 's|^// args: ||p' "$f" | head -1)
        # shellcheck disable=SC2086
        "$cc" -fopenacc -$opt $args -Ibench/common -c "$f" -o "$o" 2>/dev/null || echo "no object: $f -$opt" >&2
    done
done
