#!/bin/sh
# Decision 80 (helper privpool): A/B of the pool of gang blocks on the GPU. From this folder:
#   sh run.sh 2>&1 | tee results.txt
# 1. correctness: before/ and after/ builds of the tests (acc/loop/040, acc-fortran/data/420,
#    390, 391, omp-fortran/target/260): stdout must equal expected/N.txt ("ok" lines);
# 2. timing: bench_c and bench_f, before and after alternated, 3 rounds; each line gives a
#    kernel's cold launch and best of 5 (ms) and PASS/FAIL of its check against the host;
# 3. compute-sanitizer memcheck, racecheck and synccheck of the after/ tests (expect
#    "0 errors" / "0 hazards"); no --leak-check: the pool keeps its blocks in the device heap
#    on purpose (decision 80).
cd "$(dirname "$0")"
status=0
echo "== correctness"
for v in before after; do
  for t in $v/t*; do
    n=$(basename "$t" | cut -c2-4)
    $t >out_${v}_$n.txt 2>err_${v}_$n.txt; rc=$?
    if [ $rc -ne 0 ] || ! diff -u expected/$n.txt out_${v}_$n.txt; then
      echo "$v/t$n: FAILED (exit $rc)"; head -5 err_${v}_$n.txt; status=1
    else
      echo "$v/t$n: ok"
    fi
  done
done
echo "== launch shapes (after; OXACC_NOTIFY=1)"
OXACC_NOTIFY=1 after/t040 2>&1 >/dev/null | grep -i launch | sort | uniq -c | head -20
echo "== timing (ms: cold launch, best of 5)"
for round in 1 2 3; do
  for v in before after; do
    echo "-- round $round $v C";       $v/bench_c || status=1
    echo "-- round $round $v Fortran"; $v/bench_f || status=1
  done
done
if command -v compute-sanitizer >/dev/null; then
  for tool in memcheck racecheck synccheck; do
    for n in 040 420 391; do
      echo "== $tool after/t$n"
      timeout 150 compute-sanitizer --tool $tool after/t$n 2>&1 | grep -E "ERROR SUMMARY|RACECHECK SUMMARY|mismatches|Error|Hazard" | head -12
    done
  done
else
  echo "compute-sanitizer not found"
fi
exit $status
