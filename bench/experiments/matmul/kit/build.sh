#!/usr/bin/env bash
# Builds the A/B kit of decision 100 (helper "matmul", 2026-11-30): OXACC_REGBLOCK=R rows per
# thread in the tiled walk, the inner loops of the rows jammed (crates/oxacc-oir/src/acc/
# regblock.rs). Into $KIT (default /work/wt/data/matmul/kit):
#   bin/matmul-r1 .. -r4   bench/acc/matmul.c built with OXACC_REGBLOCK=1 (= main) .. 4
#   bin/matmul-r2-t512     OXACC_REGBLOCK=2 OXACC_TILE_BLOCK=512 (32 x 32 tiles, 2 rows each)
#   bin/{sum,dot,cg}-w0    main's build; -w64: OXACC_WAVE_MAXNREG=64, which now limits only
#                          reduction kernels that store nothing to device memory (cg's update
#                          kernel keeps ptxas's 32 registers; decision 100's second part)
#   tests/<stem>-r<R>.bin  the testsuite programs whose PTX the jam changes, R = 1..4, with
#                          <stem>.expected ("exit N" then the expected stdout)
#   src/                   bench/acc/matmul.c, bench/cuda/{matmul.cu,cuda_bench.h}, bench.h
# and packs it as $KIT.tar.xz with run.sh. OXACC=<dir with oxacc, oxacc-cc1, libaccrt.a>
# (default: this worktree's target/debug), ROOT=<worktree> (default: the one holding this).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=${ROOT:-$(cd "$here/../../../.." && pwd)}
cc=${OXACC:-$root/target/debug}/oxacc
kit=${KIT:-/work/wt/data/matmul/kit}
rm -rf "$kit" && mkdir -p "$kit/bin" "$kit/tests" "$kit/src/acc" "$kit/src/cuda" "$kit/src/common"
acc() { # source out [env...]
    local src=$1 out=$2
    shift 2
    (cd "$root/bench" && env "$@" "$cc" -fopenacc -O2 --offload-arch=sm_90 "$src" -o "$out" -lm) &&
        strip "$out" || echo "FAILED: $out"
}
for r in 1 2 3 4; do acc acc/matmul.c "$kit/bin/matmul-r$r" OXACC_REGBLOCK=$r; done
acc acc/matmul.c "$kit/bin/matmul-r2-t512" OXACC_REGBLOCK=2 OXACC_TILE_BLOCK=512
for b in sum dot cg; do
    acc "acc/$b.c" "$kit/bin/$b-w0"
    acc "acc/$b.c" "$kit/bin/$b-w64" OXACC_WAVE_MAXNREG=64
done
# Testsuite programs whose device code the jam changes (PTX differs between R = 1 and 4 when
# the kit was made; the list is in tests.txt), each built four ways.
while read -r t; do
    [ -n "$t" ] || continue
    f=$root/testsuite/$t
    stem=$(echo "${t%.*}" | tr / _)
    model=-fopenacc; case $t in omp*) model=-fopenmp ;; esac
    if [[ $t == *.f90 ]]; then c='!'; else c='//'; fi
    { printf 'exit %s\n' "$(sed -n "s#^$c expect-exit: *##p" "$f" | head -1)"
      awk -v c="$c" '$0 == c " expect-stdout:" {on = 1; next}
          on && index($0, c " |") == 1 {s = substr($0, length(c) + 3); sub(/^ /, "", s); print s; next}
          on {exit}' "$f"; } >"$kit/tests/$stem.expected"
    for r in 1 2 3 4; do
        (cd "$kit/tests" && OXACC_REGBLOCK=$r "$cc" $model -O2 --offload-arch=sm_90 "$f" -o "$stem-r$r.bin" -lm >/dev/null 2>&1 &&
            strip "$stem-r$r.bin") || echo "FAILED: $stem-r$r"
    done
done <"$here/tests.txt"
cp "$root/bench/acc/matmul.c" "$kit/src/acc/"
cp "$root/bench/cuda/matmul.cu" "$root/bench/cuda/cuda_bench.h" "$kit/src/cuda/"
cp "$root/bench/common/bench.h" "$kit/src/common/"
cp "$here/run.sh" "$kit/"
(cd "$(dirname "$kit")" && tar cf - "$(basename "$kit")" | xz -3 -T1 >"$kit.tar.xz")
du -sh "$kit" "$kit.tar.xz"
