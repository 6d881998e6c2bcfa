#!/usr/bin/env bash
# A/B of decision 100 (OXACC_REGBLOCK, helper "matmul", 2026-11-30) on one H200, one call:
#   bash run.sh [ROUNDS]          (default 3; about 2-3 minutes)
# 1. tests/*.bin: testsuite programs built with OXACC_REGBLOCK=1..4 against their expected
#    exit status and stdout: "tests rR: N ok, M failed" per R, "TEST FAIL name" otherwise;
# 2. matmul (6656 x 6656 fp64) built r1 (= main), r2, r3, r4, r2-t512, and CUDA's 32 x 32
#    shared-memory kernel (src/cuda/matmul.cu, nvcc -O3 here); sum, dot, cg built w0 (main)
#    and w64 (OXACC_WAVE_MAXNREG=64 under the new store rule) and CUDA's; ROUNDS rounds in
#    rotating order; tables of the medians of the best time per run and the ratios.
# AB_DEADLINE (s, default 240) starts no run after it. Output also in $OUT/matmul-ab/.
set -u
here=$(cd "$(dirname "$0")" && pwd)
rounds=${1:-3}
out=${OUT:-$here}/matmul-ab
mkdir -p "$out" "$here/build"
started=$(date +%s)
deadline=${AB_DEADLINE:-240}
[ -x /usr/local/cuda/bin/nvcc ] && PATH=$PATH:/usr/local/cuda/bin
say() { echo "$*" | tee -a "$out/log.txt"; }
: >"$out/log.txt"
say "device: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)"
for b in matmul sum dot cg; do
    (cd "$here/src/cuda" && nvcc -O3 -arch=sm_90 -o "$here/build/$b-cuda" $b.cu >"$here/build/nvcc-$b.log" 2>&1) &
done
declare -A ok bad
for exe in "$here"/tests/*.bin; do
    name=$(basename "$exe" .bin)
    test=${name%-r*}
    r=${name##*-}
    got=$(cd "$here/build" && timeout 60 "$exe" 2>"$here/build/$name.err" </dev/null)
    rc=$?
    if [ "$(printf 'exit %s\n%s\n' "$rc" "$got")" = "$(cat "$here/tests/$test.expected")" ]; then
        ok[$r]=$((${ok[$r]:-0} + 1))
    else
        bad[$r]=$((${bad[$r]:-0} + 1))
        say "TEST FAIL $name (exit $rc)"
        { printf 'exit %s\n%s\n' "$rc" "$got"; head -c 600 "$here/build/$name.err"; } >"$out/$name.got"
    fi
done
for r in r1 r2 r3 r4; do say "tests $r: ${ok[$r]:-0} ok, ${bad[$r]:-0} failed"; done
wait
for b in matmul sum dot cg; do
    [ -x "$here/build/$b-cuda" ] || say "nvcc $b failed: $(head -5 "$here/build/nvcc-$b.log")"
done
variants=(cuda r1 r2 r3 r4 r2-t512 sum-cuda sum-w0 sum-w64 dot-cuda dot-w0 dot-w64 cg-cuda cg-w0 cg-w64)
: >"$out/results.tsv"
for ((k = 0; k < rounds; k++)); do
    for ((v = 0; v < ${#variants[@]}; v++)); do
        var=${variants[$(((v + k) % ${#variants[@]}))]}
        if (($(date +%s) - started > deadline)); then
            say "deadline ($deadline s): stopped in round $((k + 1))"
            break 2
        fi
        case $var in
            cuda) exe=$here/build/matmul-cuda ;;
            *-cuda) exe=$here/build/$var ;;
            r*) exe=$here/bin/matmul-$var ;;
            *) exe=$here/bin/$var ;;
        esac
        [ -x "$exe" ] || continue
        timeout 120 "$exe" 2>>"$out/stderr.log" | grep '^RESULT' | sed "s/^/$var\t/" >>"$out/results.tsv"
    done
done
python3 - "$out/results.tsv" <<'PY' | tee -a "$out/log.txt"
import sys, re, statistics, collections
t = collections.defaultdict(list)
for l in open(sys.argv[1]):
    var, line = l.rstrip("\n").split("\t", 1)
    if "check=ok" not in line:
        print("NOT OK:", var, line)
    m = re.search(r"seconds=([0-9.eE+-]+)", line)
    if m:
        t[var].append(float(m.group(1)))
med = {v: statistics.median(x) for v, x in t.items()}
print("matmul 6656^2 fp64, median of the best time per run (runs), ratio to r1 (main) and to CUDA")
for v in ("cuda", "r1", "r2", "r3", "r4", "r2-t512"):
    if v in med:
        r1 = "%.3f" % (med[v] / med["r1"]) if "r1" in med else "-"
        cu = "%.3f" % (med[v] / med["cuda"]) if "cuda" in med else "-"
        print("%-8s %9.3f ms (%d)  /r1 %s  /cuda %s" % (v, med[v] * 1e3, len(t[v]), r1, cu))
print("OXACC_WAVE_MAXNREG=64 with the store rule (w64) against main (w0) and CUDA")
for b in ("sum", "dot", "cg"):
    for v in (b + "-cuda", b + "-w0", b + "-w64"):
        if v in med:
            w0 = "%.3f" % (med[v] / med[b + "-w0"]) if b + "-w0" in med else "-"
            cu = "%.3f" % (med[v] / med[b + "-cuda"]) if b + "-cuda" in med else "-"
            print("%-9s %9.4f ms (%d)  /w0 %s  /cuda %s" % (v, med[v] * 1e3, len(t[v]), w0, cu))
PY
exit 0
