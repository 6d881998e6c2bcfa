#!/bin/bash
# pinstage A/B kit (decision 99: repeatedly copied pageable ranges of present mappings are
# page-locked). Usage: bash .pinstage-ab/run.sh [ROUNDS]   (one call, about 4-5 min; no new
# runs after $AB_DEADLINE = 400 s). Everything also goes to $OUT/pinstage-ab/.
#   X-main  bench/acc/X.c linked with main's release libaccrt.a
#   X-new   the same object with the branch's libaccrt.a: "off" = OXACC_PIN_REPEATED=0,
#           "on" = default (a range copied 3 times in one mapping is registered)
#   stencil27_pinned-new  bench/experiments/nesttile/stencil27_pinned.c (the arrays registered
#           by the program, as bench/cuda/stencil27.cu does): the target "on" should reach
#   *-cuda  bench/cuda, built here with nvcc
#   shim/   cudashim.c: a forwarding libcuda.so.1 that times every driver call (launch rows)
here=$(cd "$(dirname "$0")" && pwd)
rounds=${1:-3}
out=${OUT:-/tmp}/pinstage-ab
mkdir -p "$out" "$here/build"
started=$(date +%s)
deadline=${AB_DEADLINE:-400}
[ -x /usr/local/cuda/bin/nvcc ] && PATH=$PATH:/usr/local/cuda/bin
say() { echo "$*" | tee -a "$out/log.txt"; }
late() { [ $(($(date +%s) - started)) -gt "$deadline" ]; }
: >"$out/log.txt"
: >"$out/results.txt"
say "device: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)"
chmod +x "$here"/bin/*
B=$here/bin
(cd "$here/src/cuda" && for p in stencil27 transfer launch; do
    nvcc -O3 -arch=sm_90 -o "$here/build/$p-cuda" $p.cu -lcuda >>"$here/build/nvcc.log" 2>&1 ||
        nvcc -O3 -arch=sm_90 -o "$here/build/$p-cuda" $p.cu >>"$here/build/nvcc.log" 2>&1
done) &
real=${CUDA_REAL:-}
[ -n "$real" ] || real=$(ldconfig -p 2>/dev/null | awk '/libcuda\.so\.1 /{print $NF; exit}')
[ -n "$real" ] || real=$(ls /usr/lib/x86_64-linux-gnu/libcuda.so.1 /usr/lib64/libcuda.so.1 2>/dev/null | head -1)
cc -O2 -shared -fPIC -o "$here/shim/libcuda.so.1" "$here/shim/cudashim.c" -ldl 2>>"$out/log.txt" || say "shim build failed"

# The command of a variant, in CMD.
variant_cmd() { # prog variant
    case $2 in
    main) CMD=(env "$B/$1-main") ;;
    off) CMD=(env OXACC_PIN_REPEATED=0 "$B/$1-new") ;;
    on) CMD=(env "$B/$1-new") ;;
    pinned) CMD=(env "$B/${1}_pinned-new") ;;
    cuda) CMD=(env "$here/build/$1-cuda") ;;
    esac
}
run_variant() { # prog variant args...
    variant_cmd "$1" "$2"
    shift 2
    timeout 120 "${CMD[@]}" "$@"
}

# 1. Correctness.
for t in 050_repeated_halo_plane_updates 051_repeated_updates_across_mappings pin_roundtrip; do
    for v in main off on; do
        got=$(cd "$here/build" && run_variant $t $v 2>"$out/$t-$v.err")
        rc=$?
        say "test $t $v: exit $rc: $got"
    done
done
if command -v compute-sanitizer >/dev/null; then
    timeout 120 compute-sanitizer --tool memcheck "$B/050_repeated_halo_plane_updates-new" >"$out/memcheck-050.txt" 2>&1
    say "memcheck 050 on: exit $? $(grep -E 'ERROR SUMMARY' "$out/memcheck-050.txt")"
fi
wait
for p in stencil27 transfer launch; do [ -x "$here/build/$p-cuda" ] || say "nvcc $p failed: $(tail -3 "$here/build/nvcc.log")"; done

# 2. Where a launch's time goes: every driver call timed by the shim (launch-new, default
# settings, and main), against the launch loop's time per launch.
if [ -f "$here/shim/libcuda.so.1" ] && [ -n "$real" ]; then
    for v in main on; do
        say "== shim: launch-$v (driver calls' host time; launches = 5 variants x 4 samples x 10000)"
        (LD_LIBRARY_PATH=$here/shim OXSHIM_REAL=$real OXSHIM_OUT=$out/shim-launch-$v.txt run_variant launch $v ${LAUNCH_ARGS:-}) >"$out/shim-launch-$v.out" 2>&1
        grep RESULT "$out/shim-launch-$v.out" | tee -a "$out/log.txt"
        cat "$out/shim-launch-$v.txt" | tee -a "$out/log.txt"
    done
    say "== shim: stencil27-on 512 20 (registrations, copies)"
    (LD_LIBRARY_PATH=$here/shim OXSHIM_REAL=$real OXSHIM_OUT=$out/shim-stencil27-on.txt run_variant stencil27 on ${STENCIL_ARGS:-512 20}) >"$out/shim-stencil27-on.out" 2>&1
    grep RESULT "$out/shim-stencil27-on.out" | tee -a "$out/log.txt"
    cat "$out/shim-stencil27-on.txt" | tee -a "$out/log.txt"
fi

# 3. Rotating rounds.
rounds_of() { # prog "args" variants...
    local prog=$1 args=$2
    shift 2
    for ((r = 1; r <= rounds; r++)); do
        for v in "$@"; do
            late && { say "deadline: $prog $v round $r skipped"; continue; }
            # shellcheck disable=SC2086
            run_variant "$prog" "$v" $args 2>>"$out/$prog-$v.err" | grep RESULT | sed "s/^/$prog $v r$r /" >>"$out/results.txt"
        done
    done
}
rounds_of stencil27 "${STENCIL_ARGS:-512 20}" main off on pinned cuda
rounds_of launch "${LAUNCH_ARGS:-}" main off on cuda
rounds=1 rounds_of transfer "${TRANSFER_ARGS:-4096 1}" on off main cuda

# 4. Summary: per program, variant and row: median over rounds of the best time (and of the
# median sample).
say "== summary (median over rounds; seconds; best / median sample)"
awk '{ name = ""; s = ""; m = ""; n = "";
       for (i = 4; i <= NF; i++) { if ($i ~ /^name=/) name = substr($i, 6); if ($i ~ /^seconds=/) s = substr($i, 9);
                                   if ($i ~ /^median=/) m = substr($i, 8); if ($i ~ /^n=/) n = substr($i, 3) }
       print $1, name, n, $2, s, m }' "$out/results.txt" | sort -k1,1 -k2,2 -k3,3 -k4,4 |
    awk '{ key = $1 " " $2 " " $3 " " $4; b[key] = b[key] " " $5; md[key] = md[key] " " $6; keys[key] = 1 }
         function med(str,   a, k, i, j, t) { k = split(str, a, " "); for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
                                             return a[int((k + 1) / 2)] }
         END { for (k in keys) printf "%-60s %12.6g %12.6g\n", k, med(b[k]), med(md[k]) }' | sort | tee -a "$out/summary.txt" | tee -a "$out/log.txt"
say "elapsed $(($(date +%s) - started)) s"
