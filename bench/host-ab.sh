#!/usr/bin/env bash
# A/B of host builds on a shared, noisy machine: runs already-built bench programs
# alternately (A B C A B C ...), pinned to one core, one thread each, and prints per
# RESULT line the minimum and median of each run's best iteration and their ratio to the
# first variant, with the load average before and after. Wall-clock times on a loaded machine
# are only comparable when taken alternately like this; read the minimum first. The line
# `cpu-seconds(process)` is each run's CPU time from `perf stat` (needs perf): with more
# runnable threads than cores it is the steadier number.
#
# Usage: bench/host-ab.sh [-r ROUNDS] [-c CPU] LABEL=BINARY... [-- PROGRAM-ARGS...]
#   e.g. bench/host-ab.sh -r 7 gcc=./mc_gcc oxacc=./mc_ox -- 16777216 3
# BINARY may be preceded by environment settings, space-separated, to A/B one binary:
#   bench/host-ab.sh gcc=./mc_gcc v2="OXACC_HOST_ISA=x86-64-v2 ./mc_ox" v3=./mc_ox -- ...
# (decision 93: OXACC_HOST_ISA=x86-64-v2 makes a multiversioned binary run its default
# versions). Each line gives min, median and max per variant (max: the spread).
set -euo pipefail
rounds=5
cpu=$(($(nproc) - 1))
while getopts "r:c:" o; do
    case $o in
    r) rounds=$OPTARG ;;
    c) cpu=$OPTARG ;;
    *) exit 2 ;;
    esac
done
shift $((OPTIND - 1))
variants=()
while (($#)) && [[ $1 != -- ]]; do
    variants+=("$1")
    shift
done
[[ ${1:-} == -- ]] && shift
((${#variants[@]})) || {
    echo "usage: $0 [-r ROUNDS] [-c CPU] LABEL=BINARY... [-- ARGS...]" >&2
    exit 2
}
export OMP_NUM_THREADS=1 RAYON_NUM_THREADS=1 ACC_NUM_CORES=1 ACC_DEVICE_TYPE=host
log=$(mktemp)
trap 'rm -f "$log" "$log.cpu"' EXIT
load0=$(cut -d' ' -f1-3 /proc/loadavg)
for ((r = 0; r < rounds; r++)); do
    for v in "${variants[@]}"; do
        label=${v%%=*}
        read -ra cmd <<<"${v#*=}"
        # task-clock: the CPU time the whole process got (setup, warm-up and every
        # iteration), which time-slicing by other load does not inflate as it does wall time.
        perf stat -x, -e task-clock -o "$log.cpu" taskset -c "$cpu" env "${cmd[@]}" "$@" |
            sed -n "s/^RESULT name=\([^ ]*\) .* seconds=\([^ ]*\) .*/$label \1 \2/p" >>"$log"
        awk -F, -v l="$label" '$3 == "task-clock" { print l, "cpu-seconds(process)", $1 / 1000 }' "$log.cpu" >>"$log"
    done
done
load1=$(cut -d' ' -f1-3 /proc/loadavg)
echo "rounds=$rounds cpu=$cpu load before: $load0 after: $load1"
awk -v order="$(printf '%s ' "${variants[@]%%=*}")" '
    { t[$1 " " $2] = t[$1 " " $2] " " $3; names[$2] = 1 }
    function stats(list, out,   a, n, i, j, x) {
        n = split(list, a, " ")
        for (i = 2; i <= n; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]; a[j + 1] = x }
        out["min"] = a[1]; out["max"] = a[n]; out["med"] = (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    END {
        nv = split(order, labels, " ")
        for (k in names) {
            printf "%-24s", k
            for (i = 1; i <= nv; i++) {
                stats(t[labels[i] " " k], s)
                if (i == 1) { m0 = s["min"]; d0 = s["med"] }
                printf "  %s min %.4g med %.4g max %.4g", labels[i], s["min"], s["med"], s["max"]
                if (i > 1 && m0 > 0) printf " (%.2f/%.2f)", s["min"] / m0, s["med"] / d0
            }
            printf "\n"
        }
    }' "$log"
