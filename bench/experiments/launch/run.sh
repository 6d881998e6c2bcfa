#!/bin/bash
# The launch A/B kit (helper launch, decision 109; launchp, decision 119), on the GPU machine:
#   bash KIT/run.sh [ROUNDS]      (KIT: the folder build-kit.sh made; it unpacks bin.tar.xz)
# 1. Correctness: 12 testsuite programs (present clauses, attach/detach, remapped arrays,
#    OpenMP structure storage merges), each built against main's and the branch's libaccrt,
#    run on the GPU: one PASS/FAIL line each (stdout and exit status against the expectation).
# 2. Speed: bench/acc/launch.c (1000 iterations x 10000 launches, best of 3 samples a run)
#    with main's and the branch's libaccrt, alternated ROUNDS times (default 5), and the CUDA
#    version (nvcc, cuLaunchKernel) once per round when nvcc is found. Per row: the best and
#    the median over the rounds of each run's best, in us per launch, and branch/main.
# 3. One run of each launch binary through a timing libcuda.so.1 (shim-main.txt, shim-branch.txt:
#    time inside each driver entry point; the rest of a launch is the runtime's own).
# 4. compute-sanitizer --tool memcheck on the branch's build of the present/async programs.
# Writes $OUT/launch-ab/{log.txt,summary.txt,raw.txt,shim-*.txt}. About 80 seconds at 5 rounds.
set -u
D=$(cd "$(dirname "$0")" && pwd)
[ -d "$D/bin" ] || tar -xJf "$D/bin.tar.xz" -C "$D"
OUT=${OUT:-$D/out}; O=$OUT/launch-ab; mkdir -p "$O"
R=${1:-5}
[ -x /usr/local/cuda/bin/nvcc ] && PATH=$PATH:/usr/local/cuda/bin
exec > >(tee "$O/log.txt") 2>&1
export ACC_DEVICE_TYPE=nvidia
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | sed 's/^/device: /'
pass=0; fail=0
for exp in "$D"/tests/*.expected; do
    t=$(basename "$exp" .expected)
    for v in main branch; do
        out=$(cd "$D" && timeout 60 "./bin/$t-$v" 2>"$O/$t-$v.stderr"); rc=$?
        want=$(cat "$D/tests/$t.exit")
        if [ "$rc" = "$want" ] && [ "$out" = "$(cat "$exp")" ]; then
            echo "PASS $t $v $(head -c 200 "$O/$t-$v.stderr" | tr '\n' ' ')"; pass=$((pass + 1)); rm -f "$O/$t-$v.stderr"
        else
            echo "FAIL $t $v (exit $rc, want $want)"; echo "$out" | head -5; head -5 "$O/$t-$v.stderr"
            fail=$((fail + 1))
        fi
    done
done
cuda=""
if command -v nvcc >/dev/null; then
    arch=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d .)
    if (cd "$D/src/cuda" && nvcc -O3 -arch=sm_${arch:-90} -o "$D/bin/launch-cuda" launch.cu -ldl) >"$O/nvcc.txt" 2>&1; then
        cuda=cuda; rm -f "$O/nvcc.txt"
    else
        echo "nvcc failed (see nvcc.txt): no CUDA column"
    fi
fi
: >"$D/raw.txt"
for r in $(seq 1 "$R"); do
    order="main branch"; [ $((r % 2)) = 0 ] && order="branch main"
    for v in $order $cuda; do
        if ! (cd "$D" && timeout 120 "./bin/launch-$v" 1000 10000 3) >"$D/run.txt" 2>&1; then
            echo "FAIL launch-$v round $r"; cat "$D/run.txt" | tail -3; fail=$((fail + 1))
        fi
        grep '^RESULT' "$D/run.txt" | sed "s/^/$v /" >>"$D/raw.txt"
        grep -q 'check=ok' "$D/run.txt" || { [ $v = cuda ] || { echo "FAIL launch-$v round $r: check"; fail=$((fail + 1)); }; }
    done
done
cp "$D/raw.txt" "$O/raw.txt"
# Where a launch's time goes: every driver call timed by a forwarding libcuda.so.1
# (bench/experiments/pinstage/cudashim.c); time per launch minus the driver's is the runtime's.
real=$(ldconfig -p 2>/dev/null | awk '/libcuda\.so\.1 /{print $NF; exit}')
if [ -n "$real" ]; then
    for v in main branch; do
        (cd "$D" && LD_LIBRARY_PATH="$D/shim${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" OXSHIM_REAL="$real" \
            OXSHIM_OUT="$O/shim-$v.txt" timeout 120 "./bin/launch-$v" 1000 10000 1 >"$O/shim-$v.txt" 2>&1) ||
            echo "shim run of launch-$v failed (see shim-$v.txt)"
    done
fi
{
    echo "rounds $R; us per launch: best / median of the rounds' best samples"
    printf '%-24s %-17s %-17s %-17s %-28s %s\n' row main branch cuda "branch/main (best, median)" "main/cuda, branch/cuda (median)"
    awk '{v=$1; n=""; s=""; for (i=2;i<=NF;i++) { if ($i ~ /^name=/) n=substr($i,6); if ($i ~ /^seconds=/) s=substr($i,9) } k=n" "v; c[k]++; x[k, c[k]]=s*1e6; rows[n]=1 }
         function best(k,   i,m) { m=1e30; for (i=1;i<=c[k];i++) if (x[k,i]<m) m=x[k,i]; return m }
         function med(k,   i,j,t,n,a) { n=c[k]; for (i=1;i<=n;i++) a[i]=x[k,i]; for (i=1;i<=n;i++) for (j=i+1;j<=n;j++) if (a[j]<a[i]) { t=a[i]; a[i]=a[j]; a[j]=t } return n%2 ? a[(n+1)/2] : (a[n/2]+a[n/2+1])/2 }
         END { split("launch_sync launch_async launch_sync_present4 launch_async_present4 region_present4", o, " ");
               for (i=1;i<=5;i++) { n=o[i]; m=n" main"; b=n" branch"; u=n" cuda"; if (!c[m] || !c[b]) continue;
                 cu = c[u] ? sprintf("%.2f / %.2f", best(u), med(u)) : "-";
                 vs = c[u] ? sprintf("%.3f, %.3f", med(m)/med(u), med(b)/med(u)) : "-";
                 printf "%-24s %-17s %-17s %-17s %-28s %s\n", n, sprintf("%.2f / %.2f", best(m), med(m)), sprintf("%.2f / %.2f", best(b), med(b)), cu, sprintf("%.3f, %.3f", best(b)/best(m), med(b)/med(m)), vs } }' "$D/raw.txt"
} | tee "$O/summary.txt"
SAN=$(command -v compute-sanitizer || ls /usr/local/cuda/bin/compute-sanitizer 2>/dev/null)
if [ -n "$SAN" ]; then
    for t in 060-runtime 008-async ctx_switch-launch; do
        [ -x "$D/bin/$t-branch" ] || continue
        if (cd "$D" && timeout 30 "$SAN" --tool memcheck --error-exitcode 99 "./bin/$t-branch") >"$O/memcheck-$t.txt" 2>&1 &&
            grep -q "ERROR SUMMARY: 0 errors" "$O/memcheck-$t.txt"; then
            echo "PASS memcheck $t"; pass=$((pass + 1))
        else
            echo "FAIL memcheck $t (see memcheck-$t.txt)"; tail -5 "$O/memcheck-$t.txt"; fail=$((fail + 1))
        fi
    done
else
    echo "compute-sanitizer not found: no memcheck"
fi
echo "SUMMARY launch-ab: $pass passed, $fail failed (tests x main/branch + launch runs); table in $O/summary.txt"
