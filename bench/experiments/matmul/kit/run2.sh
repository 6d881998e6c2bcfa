#!/usr/bin/env bash
# GPU check of helper matmul2 (decision 100, R = 2 by default) on one H200, one call:
#   bash run.sh [ROUNDS]          (default 3; about 1-2 minutes)
# 1. tests/*.bin built with OXACC_REGBLOCK=1 (r1) and the default (r2) against their expected
#    exit status and stdout: "tests rR: N ok, M failed", "TEST FAIL name" otherwise;
# 2. matmul (6656 x 6656 fp64) r1, r2 and CUDA's shared-memory kernel (nvcc -O3 here), ROUNDS
#    rounds in rotating order; medians of the best time per run and the ratios.
# AB_DEADLINE (s, default 150) starts no run after it. Output in $OUT/matmul2/.
set -u
here=$(cd "$(dirname "$0")" && pwd)
rounds=${1:-3}
out=${OUT:-$here}/matmul2
mkdir -p "$out" "$here/build"
started=$(date +%s)
deadline=${AB_DEADLINE:-150}
[ -x /usr/local/cuda/bin/nvcc ] && PATH=$PATH:/usr/local/cuda/bin
say() { echo "$*" | tee -a "$out/log.txt"; }
: >"$out/log.txt"
say "device: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)"
(cd "$here/src/cuda" && nvcc -O3 -arch=sm_90 -o "$here/build/matmul-cuda" matmul.cu >"$here/build/nvcc.log" 2>&1) &
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
for r in r1 r2; do say "tests $r: ${ok[$r]:-0} ok, ${bad[$r]:-0} failed"; done
wait
[ -x "$here/build/matmul-cuda" ] || say "nvcc failed: $(head -5 "$here/build/nvcc.log")"
variants=(cuda r1 r2)
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
            *) exe=$here/bin/matmul-$var ;;
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
print("matmul 6656^2 fp64, median of the best time per run (runs), ratio to r1 and to CUDA")
for v in ("cuda", "r1", "r2"):
    if v in med:
        r1 = "%.3f" % (med[v] / med["r1"]) if "r1" in med else "-"
        cu = "%.3f" % (med[v] / med["cuda"]) if "cuda" in med else "-"
        print("%-6s %9.3f ms (%d)  /r1 %s  /cuda %s" % (v, med[v] * 1e3, len(t[v]), r1, cu))
PY
exit 0
