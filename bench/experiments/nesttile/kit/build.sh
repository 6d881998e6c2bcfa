#!/bin/bash
# Builds the nesttile kit here (no GPU needed): NEW=<dir with the release oxacc of branch
# h-nesttile> ROOT=<worktree> MW=<dir with mw_acc.F90, mpi_stub_m.f90, mpistub.c> bash build.sh
# old = OXACC_NEST_COLLAPSE=0 at compile time (nests as written: main's kernels),
# new = the default (decision 87: gang/vector nests run as one collapse(2) loop).
set -e
here=$(cd "$(dirname "$0")" && pwd)
NEW=${NEW:?dir of the release oxacc}
ROOT=${ROOT:?worktree}
OX="$NEW/oxacc -O2 --offload-arch=sm_90 -fopenacc"
mkdir -p "$here/bin" "$here/tests" "$here/src/cuda" "$here/src/acc" "$here/src/common" "$here/src/experiments/gpuperf" "$here/src/experiments/nesttile"
unset OXACC_NEST_COLLAPSE
b=$ROOT/bench
OXACC_NEST_COLLAPSE=0 $OX "$b/acc/kernels_app.c" -o "$here/bin/kernels_app-old" -lm
$OX "$b/acc/kernels_app.c" -o "$here/bin/kernels_app-new" -lm
$OX "$b/experiments/gpuperf/kernels_app_collapse.c" -o "$here/bin/kernels_app-collapse" -lm
$OX "$b/acc/stencil27.c" -o "$here/bin/stencil27-new" -lm
OXACC_GRID3_TILE=0 $OX "$b/acc/stencil27.c" -o "$here/bin/stencil27-rows" -lm
$OX "$b/experiments/nesttile/stencil27_pinned.c" -o "$here/bin/stencil27-pinned" -ldl -lm
for p in kernels_app stencil27; do
    cp "$b/cuda/$p.cu" "$here/src/cuda/"
    cp "$b/acc/$p.c" "$here/src/acc/"
done
cp "$b/cuda/cuda_bench.h" "$here/src/cuda/"
cp "$b/common/bench.h" "$here/src/common/"
cp "$b/experiments/gpuperf/kernels_app_timed.cu" "$here/src/experiments/gpuperf/"
cp "$b/experiments/nesttile/stencil27_timed.cu" "$here/src/experiments/nesttile/"
# miniWeather (decision 78's kit sources): its two flux nests are merged by decision 87.
if [ -n "${MW:-}" ]; then
    t=$(mktemp -d)
    cp "$MW"/* "$t/"
    (cd "$t" && gcc -O2 -c mpistub.c -o mpistub.o && mkdir -p mods &&
        for s in "small 200 100 100" "full 1600 800 100"; do
            set -- $s
            D="-DNX_GLOB_=$2 -DNZ_GLOB_=$3 -DSIM_TIME_=$4 -DVERBOSE_=.false. -ffree-line-length-none"
            OXACC_NEST_COLLAPSE=0 $OX -J mods $D mpi_stub_m.f90 mw_acc.F90 mpistub.o -o "$here/bin/mw_$1-old"
            $OX -J mods $D mpi_stub_m.f90 mw_acc.F90 mpistub.o -o "$here/bin/mw_$1-new"
        done)
    rm -rf "$t"
fi
# Test programs: the new ones and every OpenACC program (C, Fortran) with a nest that decision
# 87 merges (found with -Minfo=accel), built the new way; tests.txt lists them.
rm -f "$here"/tests/*
: >"$here/tests.txt"
for f in $(cd "$ROOT/testsuite" && grep -rlEi "acc +loop" acc acc-fortran --include=*.c --include=*.f90 --include=*.F90 |
    grep -v /helpers/ | sort); do
    src=$ROOT/testsuite/$f
    case $f in *.c) cm='//' ;; *) cm='!' ;; esac
    grep -q "link-with" "$src" && continue
    args=$(sed -n "s|^$cm args: ||p" "$src" | head -1)
    # shellcheck disable=SC2086
    if $OX -Minfo=accel $args -c "$src" -o /tmp/nesttile-probe.o 2>&1 | grep -q 'run as one collapse(2) loop'; then
        echo "$f" >>"$here/tests.txt"
    fi
done
while read -r f; do
    src=$ROOT/testsuite/$f
    case $f in *.c) cm='//' ;; *) cm='!' ;; esac
    name=$(echo "${f%.*}" | tr / _)
    c=$(printf '%s' "$cm" | sed 's|/|\\/|g')
    awk "/^$c expect-exit:/ { sub(/^$c expect-exit: */, \"\"); code = \$0; next }
         /^$c \\| ?/ { sub(/^$c \\| ?/, \"\"); out = out \$0 \"\\n\"; next }
         /^(#|program|module|subroutine)/ { exit }
         END { printf \"exit %s\\n%s\", code, out }" "$src" >"$here/tests/$name.expected"
    args=$(sed -n "s|^$cm args: ||p" "$src" | head -1)
    d=$(mktemp -d)
    # shellcheck disable=SC2086
    (cd "$d" && $OX $args "$src" -o "$here/tests/$name-new.bin" -lm) || echo "BUILD FAILED $f"
    # shellcheck disable=SC2086
    (cd "$d" && OXACC_NEST_COLLAPSE=0 $OX $args "$src" -o "$here/tests/$name-old.bin" -lm) || echo "BUILD FAILED $f (old)"
    rm -rf "$d"
done <"$here/tests.txt"
strip "$here"/bin/* "$here"/tests/*.bin
ls -la "$here/bin"; wc -l "$here/tests.txt"
