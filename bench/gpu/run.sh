#!/usr/bin/env bash
# Runs every GPU variant of the suite on this machine and writes $OUT/results.json (default
# OUT: ./out beside this script). Written into the folder that `cargo xtask bench --gpu-prepare`
# fills (bin/: gcc -fopenacc and oxacc builds, lib/: the libgomp they need, src/: the sources,
# benchmarks.txt: the list and its arguments, unavailable.tsv: variants that could not be built).
#
#   bash run.sh [REPETITIONS]        default 3; BENCH_SIZES=quick uses the small sizes,
#                                    NVCC_FLAGS adds flags to nvcc, BENCH_TIMEOUT limits a run (300 s),
#                                    BENCH_DEADLINE (seconds) starts no repetition that would end
#                                    after it; results.json is rewritten after every repetition;
#                                    BENCH_VARIANTS replaces the variant list (default
#                                    "cuda gcc-offload oxacc oxacc-fortran oxacc-omp gcc-omp";
#                                    another name V runs
#                                    bin/STEM-V),
#                                    BENCH_ONLY="cg transfer" runs only those benchmarks
#
# It builds the CUDA versions with nvcc for this GPU's architecture, queries the device, then
# runs each benchmark's variants in an order that rotates with every repetition, records every
# RESULT line (and every failure), and never stops at a failing variant.
set -u
here=$(cd "$(dirname "$0")" && pwd)
reps=${1:-3}
out=${OUT:-$here/out}
sizes=${BENCH_SIZES:-full}
per_run_timeout=${BENCH_TIMEOUT:-300}
deadline=${BENCH_DEADLINE:-0}
started=$(date +%s)
[ -x /usr/local/cuda/bin/nvcc ] && PATH=$PATH:/usr/local/cuda/bin
mkdir -p "$out" "$here/build"
log=$out/run.log
: >"$log"
say() { echo "$*" | tee -a "$log" >&2; }
clean() { tr -d '"\\\r' | tr '\n\t' '  ' | cut -c1-300; }

runs=$out/runs.jsonl
: >"$runs"
record() { echo "$1" >>"$runs"; }

# The device.
smi=$(nvidia-smi --query-gpu=name,driver_version,compute_cap,memory.total,clocks.max.sm,clocks.max.mem --format=csv,noheader 2>/dev/null | head -1 | clean)
cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d ' .')
arch=sm_${cc:-90}
nvcc_version=$(nvcc --version 2>/dev/null | tail -1 | clean)
say "device: ${smi:-unknown}; building CUDA for $arch with ${nvcc_version:-no nvcc}"

# Build the CUDA versions (in parallel) and the device query.
if command -v nvcc >/dev/null; then
    for src in "$here"/src/cuda/*.cu; do
        stem=$(basename "$src" .cu)
        # shellcheck disable=SC2086
        ( nvcc -O3 -arch="$arch" ${NVCC_FLAGS:-} -o "$here/build/$stem-cuda" "$src" >"$here/build/$stem.log" 2>&1 \
            || echo "nvcc failed for $stem" >>"$here/build/$stem.log" ) &
    done
    wait
fi
device_json='{}'
if [ -x "$here/build/devicequery-cuda" ]; then
    device_json=$("$here/build/devicequery-cuda" 2>>"$log" | head -1)
    [ -n "$device_json" ] || device_json='{}'
fi
say "device query: $device_json"

export LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
read -r -a variants <<<"${BENCH_VARIANTS:-cuda gcc-offload oxacc oxacc-fortran oxacc-omp gcc-omp}"
binary() { # variant stem
    case $1 in
    cuda) echo "$here/build/$2-cuda" ;;
    gcc-offload) echo "$here/bin/$2-gcc" ;;
    *) echo "$here/bin/$2-$1" ;;
    esac
}
why_missing() { # variant stem
    local reason
    reason=$(awk -F'\t' -v v="$1" -v s="$2" '$1 == v && $2 == s { print $3; exit }' "$here/unavailable.tsv" 2>/dev/null)
    if [ -z "$reason" ] && [ "$1" = cuda ]; then
        reason="nvcc: $(grep -m1 -i error "$here/build/$2.log" 2>/dev/null | clean)"
    fi
    echo "${reason:-no binary}" | clean
}

write_json() {
    {
        echo "{"
        echo "  \"schema\": 1,"
        echo "  \"date\": \"$(date -u +%Y-%m-%dT%H:%M:%SZ)\","
        echo "  \"sizes\": \"$sizes\","
        echo "  \"repetitions\": $1,"
        echo "  \"nvidia_smi\": \"$smi\","
        echo "  \"nvcc\": \"$nvcc_version\","
        echo "  \"arch\": \"$arch\","
        echo "  \"gcc\": \"$(cat "$here/gcc-version.txt" 2>/dev/null | clean)\","
        echo "  \"oxacc\": \"$(cat "$here/oxacc-version.txt" 2>/dev/null | clean)\","
        echo "  \"device\": $device_json,"
        echo "  \"runs\": ["
        sed '$!s/$/,/' "$runs"
        echo "  ]"
        echo "}"
    } >"$out/results.json"
}

mapfile -t lines < <(grep -v '^#' "$here/benchmarks.txt" | grep .)
rep_seconds=0
for ((rep = 1; rep <= reps; rep++)); do
    rep_start=$(date +%s)
    if [ "$deadline" -gt 0 ] && [ $((rep_start - started + rep_seconds)) -gt "$deadline" ]; then
        say "stopping before repetition $rep: it would end after BENCH_DEADLINE=${deadline}s"
        reps=$((rep - 1))
        break
    fi
    for ((b = 0; b < ${#lines[@]}; b++)); do
        IFS='|' read -r stem full_args quick_args <<<"${lines[$b]}"
        if [ -n "${BENCH_ONLY:-}" ] && [[ " $BENCH_ONLY " != *" $stem "* ]]; then
            continue
        fi
        args=$full_args
        [ "$sizes" = quick ] && args=$quick_args
        for ((k = 0; k < ${#variants[@]}; k++)); do
            v=${variants[$(((k + rep + b) % ${#variants[@]}))]}
            exe=$(binary "$v" "$stem")
            if [ ! -x "$exe" ]; then
                [ "$rep" = 1 ] && record "{\"bench\": \"$stem\", \"variant\": \"$v\", \"rep\": $rep, \"status\": \"unavailable\", \"reason\": \"$(why_missing "$v" "$stem")\"}"
                continue
            fi
            start=$(date +%s.%N)
            # shellcheck disable=SC2086
            timeout "$per_run_timeout" "$exe" $args >"$out/last.out" 2>"$out/last.err"
            rc=$?
            wall=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.3f", b - a }')
            results=$(grep '^RESULT ' "$out/last.out" | sed -e 's/^RESULT //' -e 's/\([^ =]*\)=\([^ ]*\)/"\1": "\2"/g' -e 's/" "/", "/g' -e 's/^/{/' -e 's/$/}/' | paste -sd, -)
            err=$(head -c 600 "$out/last.err" | clean)
            status=ok
            [ "$rc" = 0 ] || status=failed
            record "{\"bench\": \"$stem\", \"variant\": \"$v\", \"rep\": $rep, \"status\": \"$status\", \"exit\": $rc, \"wall_seconds\": ${wall:-0}, \"stderr\": \"$err\", \"results\": [$results]}"
            say "rep $rep $stem $v: exit $rc ($(grep -c '^RESULT ' "$out/last.out") results, ${wall}s) $err"
        done
    done
    rep_seconds=$(($(date +%s) - rep_start))
    write_json "$rep"
done

cat "$here"/build/*.log >"$out/nvcc.log" 2>/dev/null
rm -f "$out/last.out" "$out/last.err" "$runs"
say "wrote $out/results.json"
