#!/bin/bash
# nesttile A/B kit (decision 87: a gang loop around one vector loop runs as one collapse(2)
# loop). Usage: bash .nesttile-ab/run.sh [ROUNDS]   (one call, about 2.5 min; no new runs after
# $AB_DEADLINE = 150 s). Everything also goes to $OUT/nesttile-ab/.
#   kernels_app-old  bench/acc/kernels_app.c, OXACC_NEST_COLLAPSE=0 (update nest as written: rows)
#   kernels_app-new  the same source, default (update nest as one collapse(2) loop: tiles)
#   kernels_app-collapse  bench/experiments/gpuperf/kernels_app_collapse.c (written collapse(2))
#   stencil27-new / -rows  default (decision 68's tiles) / OXACC_GRID3_TILE=0; stencil27 is
#                    unchanged by decision 87 (same PTX): the kit times its parts against CUDA's
#   stencil27-pinned bench/experiments/nesttile/stencil27_pinned.c: its arrays page-locked
#                    (cuMemHostRegister, as the CUDA version does): the plane copies without
#                    the runtime's staging
#   mw_{small,full}-{old,new}  miniWeather OpenACC (its two flux nests are merged when new)
#   *-cuda           bench/cuda, built here with nvcc; *_timed: CUDA per kernel with events
here=$(cd "$(dirname "$0")" && pwd)
rounds=${1:-3}
out=${OUT:-/tmp}/nesttile-ab
mkdir -p "$out" "$here/build"
started=$(date +%s)
deadline=${AB_DEADLINE:-150}
[ -x /usr/local/cuda/bin/nvcc ] && PATH=$PATH:/usr/local/cuda/bin
say() { echo "$*" | tee -a "$out/log.txt"; }
late() { [ $(($(date +%s) - started)) -gt "$deadline" ]; }
: >"$out/log.txt"
say "device: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)"
chmod +x "$here"/bin/* "$here"/tests/*.bin 2>/dev/null

(cd "$here/src/cuda" &&
    nvcc -O3 -arch=sm_90 -o "$here/build/kernels_app-cuda" kernels_app.cu >"$here/build/nvcc1.log" 2>&1 &&
    nvcc -O3 -arch=sm_90 -I. -o "$here/build/kernels_app_timed" ../experiments/gpuperf/kernels_app_timed.cu >>"$here/build/nvcc1.log" 2>&1) &
(cd "$here/src/cuda" &&
    nvcc -O3 -arch=sm_90 -o "$here/build/stencil27-cuda" stencil27.cu >"$here/build/nvcc2.log" 2>&1 &&
    nvcc -O3 -arch=sm_90 -I. -o "$here/build/stencil27_timed" ../experiments/nesttile/stencil27_timed.cu >>"$here/build/nvcc2.log" 2>&1) &

# 1. Correctness: the test programs, new and old builds, against their expected exit and stdout.
declare -A ok bad
for exe in "$here"/tests/*.bin; do
    name=$(basename "$exe" .bin)
    test=${name%-*}
    v=${name##*-}
    got=$(cd "$here/build" && timeout 60 "$exe" 2>"$here/build/$name.err")
    rc=$?
    if [ "$(printf 'exit %s\n%s\n' "$rc" "$got")" = "$(cat "$here/tests/$test.expected")" ]; then
        ok[$v]=$((${ok[$v]:-0} + 1))
    else
        bad[$v]=$((${bad[$v]:-0} + 1))
        say "TEST FAIL $name (exit $rc)"
        printf 'exit %s\n%s\n' "$rc" "$got" >"$out/$name.got"
        head -c 600 "$here/build/$name.err" >>"$out/$name.got"
    fi
done
say "tests new: ${ok[new]:-0} ok, ${bad[new]:-0} failed; old: ${ok[old]:-0} ok, ${bad[old]:-0} failed"
wait
[ -x "$here/build/kernels_app-cuda" ] || say "nvcc kernels_app failed: $(head -5 "$here/build/nvcc1.log")"
[ -x "$here/build/stencil27_timed" ] || say "nvcc stencil27 failed: $(head -5 "$here/build/nvcc2.log")"

# 2. Per kernel.
for v in old new; do
    OXACC_TIME=1 "$here/bin/kernels_app-$v" 4096 20 >"$out/time-kernels_app-$v.txt" 2>&1
    say "== OXACC_TIME=1 kernels_app-$v (host clock around each synchronised launch)"
    sed -n '/time summary/,/transfer/p' "$out/time-kernels_app-$v.txt" | tee -a "$out/log.txt"
    OXACC_NOTIFY=1 "$here/bin/kernels_app-$v" 4096 1 >"$out/notify-kernels_app-$v.txt" 2>&1
    grep 'launch' "$out/notify-kernels_app-$v.txt" | awk '{ $NF=""; $(NF-1)=""; print }' | sort -u | head -8 | tee -a "$out/log.txt"
done
[ -x "$here/build/kernels_app_timed" ] && { say "== CUDA kernels_app per kernel"; "$here/build/kernels_app_timed" 4096 20 2>&1 | tee -a "$out/log.txt"; }
for v in new pinned; do
    OXACC_TIME=1 "$here/bin/stencil27-$v" >"$out/time-stencil27-$v.txt" 2>&1
    say "== OXACC_TIME=1 stencil27-$v (512^3, 10 steps)"
    sed -n '/time summary/,$p' "$out/time-stencil27-$v.txt" | head -30 | tee -a "$out/log.txt"
done
[ -x "$here/build/stencil27_timed" ] && { say "== CUDA stencil27 per part"; "$here/build/stencil27_timed" 2>&1 | tee -a "$out/log.txt"; }

# 3. Rotating rounds: program, variants, rounds.
: >"$out/results.tsv"
runs() {
    local prog=$1 n=$2
    shift 2
    local vs=("$@")
    for ((r = 1; r <= n; r++)); do
        for ((k = 0; k < ${#vs[@]}; k++)); do
            late && { say "deadline: no more $prog runs (round $r)"; return; }
            v=${vs[$(((k + r) % ${#vs[@]}))]}
            exe=$here/bin/$prog-$v
            [ "$v" = cuda ] && exe=$here/build/$prog-cuda
            [ -x "$exe" ] || continue
            case $prog in
            mw_*)
                timeout 60 "$exe" >"$out/$prog-$v.out" 2>&1
                s=$(grep -i 'CPU Time' "$out/$prog-$v.out" | tail -1 | awk '{print $NF}')
                st=$(grep -i 'd_te\|d_mass' "$out/$prog-$v.out" | tr -s ' ' | tr '\n' ' ' | head -c 120) ;;
            *)
                line=$(timeout 120 "$exe" 2>"$out/last.err" | grep '^RESULT')
                s=$(echo "$line" | sed -n 's/.* seconds=\([^ ]*\).*/\1/p')
                st=$(echo "$line" | sed -n 's/.* check=\([^ ]*\).*/\1/p') ;;
            esac
            printf '%s\t%s\t%s\t%s\t%s\n' "$prog" "$r" "$v" "${s:-NA}" "${st:-$(head -c 200 "$out/last.err" 2>/dev/null)}" >>"$out/results.tsv"
            say "round $r $prog-$v ${s:-NA} ${st}"
        done
    done
}
runs kernels_app "$rounds" cuda old new collapse
runs mw_full 2 old new
runs stencil27 2 cuda new pinned rows
runs mw_small 1 old new

# 4. Medians.
python3 - "$out/results.tsv" <<'PY' | tee -a "$out/log.txt"
import sys, statistics
t = {}
for l in open(sys.argv[1]):
    p, r, v, s, st = l.rstrip("\n").split("\t")
    try:
        t.setdefault(p, {}).setdefault(v, []).append(float(s))
    except ValueError:
        pass
print("| program | variant | runs | median (ms; mw: s) | / old | / cuda |")
print("|---|---|---:|---:|---:|---:|")
for p, vs in t.items():
    m = {v: statistics.median(x) for v, x in vs.items()}
    k = 1.0 if p.startswith("mw") else 1e3
    for v in m:
        o = f"{m[v]/m['old']:.3f}" if "old" in m else ""
        c = f"{m[v]/m['cuda']:.3f}" if "cuda" in m else ""
        print(f"| {p} | {v} | {len(vs[v])} | {m[v]*k:.4f} | {o} | {c} |")
PY
say "elapsed $(($(date +%s) - started)) s; wrote $out"
