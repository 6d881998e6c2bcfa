#!/usr/bin/env bash
# Builds the GPU kit of helper matmul2 (2026-11-30, decision 100 continued): R = 2 rows per
# thread is the default now, with private arrays/structures no longer jammed (the miscompile
# of acc-fortran/loop/451 at R = 2..4). Into $KIT (default /work/wt/data/matmul2/kit):
#   bin/matmul-r1, bin/matmul-r2   bench/acc/matmul.c with OXACC_REGBLOCK=1 / the default (2)
#   tests/<stem>-r1.bin, -r2.bin   the programs of tests2.txt the same two ways, with
#                                  <stem>.expected ("exit N" then the expected stdout)
#   src/                           bench/acc/matmul.c, bench/cuda/{matmul.cu,cuda_bench.h}
# and packs $KIT.tar.xz with run2.sh. OXACC=<dir with oxacc> (default: target/debug).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=${ROOT:-$(cd "$here/../../../.." && pwd)}
cc=${OXACC:-$root/target/debug}/oxacc
kit=${KIT:-/work/wt/data/matmul2/kit}
rm -rf "$kit" && mkdir -p "$kit/bin" "$kit/tests" "$kit/src/acc" "$kit/src/cuda" "$kit/src/common"
build() { # r1|r2 command...: OXACC_REGBLOCK=1 for r1, unset (the default) for r2
    local r=$1
    shift
    if [ "$r" = r1 ]; then env OXACC_REGBLOCK=1 "$@"; else env -u OXACC_REGBLOCK "$@"; fi
}
for r in r1 r2; do
    (cd "$root/bench" && build $r "$cc" -fopenacc -O2 --offload-arch=sm_90 acc/matmul.c \
        -o "$kit/bin/matmul-$r" -lm) && strip "$kit/bin/matmul-$r" || echo "FAILED: matmul-$r"
done
while read -r t; do
    [ -n "$t" ] || continue
    f=$root/testsuite/$t
    stem=$(echo "${t%.*}" | tr / _)
    if [[ $t == *.f90 ]]; then c='!'; else c='//'; fi
    { printf 'exit %s\n' "$(sed -n "s#^$c expect-exit: *##p" "$f" | head -1)"
      awk -v c="$c" '$0 == c " expect-stdout:" {on = 1; next}
          on && index($0, c " |") == 1 {s = substr($0, length(c) + 3); sub(/^ /, "", s); print s; next}
          on {exit}' "$f"; } >"$kit/tests/$stem.expected"
    for r in r1 r2; do
        (cd "$kit/tests" && build $r "$cc" -fopenacc -O2 --offload-arch=sm_90 "$f" -o "$stem-$r.bin" -lm \
            >/dev/null 2>&1 && strip "$stem-$r.bin") || echo "FAILED: $stem-$r"
    done
done <"$here/tests2.txt"
cp "$root/bench/acc/matmul.c" "$kit/src/acc/"
cp "$root/bench/cuda/matmul.cu" "$root/bench/cuda/cuda_bench.h" "$kit/src/cuda/"
cp "$root/bench/common/bench.h" "$kit/src/common/"
cp "$here/run2.sh" "$kit/run.sh"
(cd "$(dirname "$kit")" && tar cf - "$(basename "$kit")" | xz -3 -T1 >"$kit.tar.xz")
du -sh "$kit" "$kit.tar.xz"
