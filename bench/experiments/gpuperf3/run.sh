#!/bin/bash
# gpuperf3 A/B kit (decision 122). Usage: bash run.sh [ROUNDS]   (default 5; about 2.5 min;
# no run starts after $KIT_DEADLINE = 170 s). Everything also goes to $OUT/gpuperf3/.
# Rows (each one process; a program's rows alternate, their order rotating every round):
#   stencil27 (n = 512):
#     cuda20    bench/cuda/stencil27.cu built here by nvcc -O3 -arch=sm_90, 20 time steps
#     main20    bench/acc/stencil27.c by oxacc (no switch: main's PTX), driver-linked as
#               `cargo xtask bench --gpu-prepare` builds it, 20 steps (the pinstage kit's args)
#     nopin20   main20's binary with OXACC_PIN_REPEATED=0 (decision 99's page-locking off)
#     cclink20  the same object linked as the pinstage kit did (cc + libaccrt.a, no libomp)
#     cuda10    cuda20's binary with 10 steps (the full set's default until decision 122)
#     main10    main20's binary with 10 steps
#   cg (default size 200^3, 40 CG iterations a solve, 10 solves):
#     cuda, main, lpl (compiled with OXACC_LOADS_PAST_LOADS=1: the CSR row's value/column
#     loads of both unrolled iterations before the indirect p[col[e]] loads), lplw64 (that
#     and OXACC_WAVE_MAXNREG=64, decision 88's register limit on the load-only reduction
#     kernel p·q; measured alone on 2026-11-30: cg 0.983× of without)
#   kernels_app (4096^2, 20 steps):
#     cuda, main, restrict (OXACC_KERNEL_RESTRICT=1 at compile time: restrict pointers as
#     noalias kernel parameters), restrictlps (that and OXACC_LOADS_PAST_STORES=2: loads also
#     above stores to other noalias arrays, no .maxnreg)
# Each run prints one RESULT line: seconds= its best time step/solve, median= its median one.
# The summary gives, per row, the median over the rounds of `seconds` and of `median`, the
# ratio to CUDA's row with the same steps (cuda20 / cuda10 / cuda), and to main's.
# KIT_PREFIX="numactl -N 0 -m 0" (for example) prefixes every timed run.
# Before the rounds: compute-sanitizer memcheck on every oxacc build at a small size
# (stencil27-cclink is stencil27-main's object), racecheck on cg-lpl and kernels_app-main
# (reductions through shared memory), and tests/: the four testsuite programs whose PTX the switch
# changes (omp/target 054, 071, 097, 304_parallel_for_nested_simd), -main and -lpl builds,
# stdout compared with their headers' expected output, memcheck on the -lpl builds.
here=$(cd "$(dirname "$0")" && pwd)
rounds=${1:-5}
out=${OUT:-/tmp}/gpuperf3
mkdir -p "$out" "$here/build"
started=$(date +%s)
deadline=${KIT_DEADLINE:-170}
[ -x /usr/local/cuda/bin/nvcc ] && PATH=$PATH:/usr/local/cuda/bin
[ -d "$here/bin" ] || tar xJf "$here/payload.tar.xz" -C "$here"
B=$here/bin
C=$here/build
chmod +x "$B"/* 2>/dev/null
: >"$out/log.txt"
: >"$out/results.txt"
say() { echo "$*" | tee -a "$out/log.txt"; }
late() { [ $(($(date +%s) - started)) -gt "$deadline" ]; }
say "device: $(nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader 2>/dev/null | head -1)"
say "host: $(nproc) cpus, allowed $(grep Cpus_allowed_list /proc/self/status | cut -f2); numa nodes: $(ls -d /sys/devices/system/node/node* 2>/dev/null | wc -l)"
nvidia-smi topo -m >"$out/topo.txt" 2>&1

export LD_LIBRARY_PATH=$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
# CUDA builds in the background while the sanitizer runs.
(cd "$here/src/cuda" && for p in stencil27 cg kernels_app; do
    nvcc -O3 -arch=sm_90 -o "$C/$p-cuda" $p.cu >"$C/nvcc-$p.log" 2>&1 &
done; wait) &
nvcc_pid=$!

# 1. compute-sanitizer on small sizes (every oxacc build; racecheck where reductions share
# memory). PASS: the program's own check passed and the tool reported nothing.
small() { case $1 in stencil27*) echo "24 3" ;; cg*) echo "12 3" ;; kernels_app*) echo "96 3" ;; esac; }
if command -v compute-sanitizer >/dev/null; then
    for x in stencil27-main cg-main cg-lpl cg-lplw64 kernels_app-main kernels_app-restrict kernels_app-restrictlps; do
        for tool in memcheck racecheck; do
            case $tool-$x in racecheck-cg-lpl | racecheck-kernels_app-main) ;; racecheck-*) continue ;; esac
            # shellcheck disable=SC2046
            timeout 60 compute-sanitizer --tool $tool --error-exitcode 9 "$B/$x" $(small $x) >"$out/$tool-$x.txt" 2>&1
            rc=$?
            if [ $rc = 0 ] && grep -q "check=ok" "$out/$tool-$x.txt" && ! grep -q "check=FAIL" "$out/$tool-$x.txt"; then
                say "PASS $tool $x ($(grep -m1 -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/$tool-$x.txt"))"
            else
                say "FAIL $tool $x: exit $rc; $(grep -m3 -E 'ERROR|Error|error|check=|Hazard' "$out/$tool-$x.txt" | tr '\n' ' ')"
            fi
        done
    done
else
    say "FAIL compute-sanitizer not found"
fi
# Testsuite programs whose PTX the switch changes: stdout against the expected, and memcheck.
for e in "$here"/tests/*.expected; do
    n=$(basename "$e" .expected)
    for v in main lpl; do
        got=$(timeout 60 "$here/tests/$n-$v" 2>"$out/test-$n-$v.err")
        rc=$?
        if [ $rc = 0 ] && [ "$got" = "$(cat "$e")" ]; then say "PASS test $n-$v"; else
            say "FAIL test $n-$v: exit $rc; $(diff <(echo "$got") "$e" | head -4 | tr '\n' ' ')"; fi
    done
    if command -v compute-sanitizer >/dev/null; then
        timeout 60 compute-sanitizer --tool memcheck --error-exitcode 9 "$here/tests/$n-lpl" >"$out/memcheck-$n-lpl.txt" 2>&1
        rc=$?
        if [ $rc = 0 ]; then say "PASS memcheck $n-lpl ($(grep -m1 'ERROR SUMMARY' "$out/memcheck-$n-lpl.txt"))"; else
            say "FAIL memcheck $n-lpl: exit $rc; $(grep -m3 -E 'ERROR|rror' "$out/memcheck-$n-lpl.txt" | tr '\n' ' ')"; fi
    fi
done
wait $nvcc_pid
for p in stencil27 cg kernels_app; do [ -x "$C/$p-cuda" ] || say "FAIL nvcc $p: $(tail -3 "$C/nvcc-$p.log")"; done

# 2. Timed rounds.
row_cmd() { # prog row -> CMD
    case $1-$2 in
    stencil27-cuda20) CMD=(env "$C/stencil27-cuda" 512 20) ;;
    stencil27-cuda10) CMD=(env "$C/stencil27-cuda" 512 10) ;;
    stencil27-main20) CMD=(env "$B/stencil27-main" 512 20) ;;
    stencil27-main10) CMD=(env "$B/stencil27-main" 512 10) ;;
    stencil27-nopin20) CMD=(env OXACC_PIN_REPEATED=0 "$B/stencil27-main" 512 20) ;;
    stencil27-cclink20) CMD=(env "$B/stencil27-cclink" 512 20) ;;
    *-cuda) CMD=(env "$C/$1-cuda") ;;
    *) CMD=(env "$B/$1-$2") ;;
    esac
}
rows_stencil27="cuda20 main20 nopin20 cclink20 cuda10 main10"
rows_cg="cuda main lpl lplw64"
rows_kernels_app="cuda main restrict restrictlps"
for ((r = 1; r <= rounds; r++)); do
    for p in stencil27 cg kernels_app; do
        eval "rows=(\$rows_$p)"
        n=${#rows[@]}
        for ((k = 0; k < n; k++)); do
            row=${rows[$(((k + r) % n))]}
            if late; then say "deadline: $p $row round $r not run"; continue; fi
            row_cmd $p $row
            # shellcheck disable=SC2086
            timeout 60 ${KIT_PREFIX:-} "${CMD[@]}" >"$out/last.out" 2>"$out/last.err"
            rc=$?
            res=$(grep -m1 '^RESULT' "$out/last.out")
            if [ $rc = 0 ] && [[ "$res" == *check=ok* ]]; then
                echo "$p $row $r $res" >>"$out/results.txt"
                say "PASS $p $row r$r $(echo "$res" | grep -oE 'seconds=[^ ]+ median=[^ ]+')"
            else
                say "FAIL $p $row r$r: exit $rc $(head -c 300 "$out/last.err" | tr '\n' ' ') $res"
            fi
        done
    done
done

# 3. Summary.
say "== summary: median over rounds (ms) of each run's best and median step; ratios of the best"
say "$(printf "%-24s %4s %10s %10s %9s %9s" "program row" "runs" "best" "median" "/CUDA" "/main")"
awk '{ s = ""; m = "";
       for (i = 4; i <= NF; i++) { if ($i ~ /^seconds=/) s = substr($i, 9); if ($i ~ /^median=/) m = substr($i, 8) }
       k = $1 " " $2; best[k] = best[k] " " s; med[k] = med[k] " " m; keys[k] = 1 }
     function median(str,   a, n, i, j, t) { n = split(str, a, " "); for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
                                           if (n % 2) return a[(n + 1) / 2]; return (a[n / 2] + a[n / 2 + 1]) / 2 }
     function count(str,   a) { return split(str, a, " ") }
     END {
       for (k in keys) { B[k] = median(best[k]); M[k] = median(med[k]) }
       for (k in keys) {
         split(k, pr, " "); p = pr[1]; row = pr[2]
         cu = p " cuda"; mn = p " main"
         if (p == "stencil27") { cu = p " cuda20"; mn = p " main20"; if (row ~ /10$/) { cu = p " cuda10"; mn = p " main10" } }
         rc = (cu in B) ? sprintf("%.3f", B[k] / B[cu]) : "-"; rm = (mn in B) ? sprintf("%.3f", B[k] / B[mn]) : "-"
         printf "%-24s %4d %10.4f %10.4f %9s %9s\n", k, count(best[k]), B[k] * 1e3, M[k] * 1e3, rc, rm
       }
     }' "$out/results.txt" | sort | tee -a "$out/log.txt"
say "PASS/FAIL totals: $(grep -c '^PASS' "$out/log.txt") PASS, $(grep -c '^FAIL' "$out/log.txt") FAIL"
say "elapsed $(($(date +%s) - started)) s"
