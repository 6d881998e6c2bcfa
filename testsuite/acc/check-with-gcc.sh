#!/bin/sh
# Checks every OpenACC program under testsuite/acc/ with GCC's OpenACC implementation:
#   gcc -fopenacc -O0 and -O2, run with ACC_DEVICE_TYPE=host (libgomp's host fallback),
#   and gcc -O2 without -fopenacc (pragmas ignored: serial semantics, linked with -lgomp for the
#   acc_* routines and initialising the host device first), unless the header says `// serial: differs (why)`.
# All builds must give the same stdout and exit status, and that result must equal the stored
# expectation (`// expect-exit:` / `// expect-stdout:`) when there is one. A file whose header
# says `// expect-from: hand (...)` uses a feature gcc 12 lacks: when gcc cannot compile it, it
# is reported as `hand` and not counted as a failure.
#
# usage: testsuite/acc/check-with-gcc.sh [FILE.c | DIR]...   (default: the whole folder)
# env:   GCC (default gcc), KEEP=1 keeps the build folder, ACC_ONLY=1 skips the serial build.
set -u
here=$(cd "$(dirname "$0")" && pwd)
GCC=${GCC:-gcc}
[ $# -eq 0 ] && set -- "$here"
work=$(mktemp -d "${TMPDIR:-/tmp}/acc-check.XXXXXX")
files=$(for p in "$@"; do
  if [ -d "$p" ]; then find "$p" -name '*.c' -not -path '*/helpers/*'; else echo "$p"; fi
done | sort)
pass=0 fail=0 hand=0
# The serial build initialises libgomp's host device first: without -fopenacc nothing else does,
# and routines such as acc_wait would fail with "no device active".
printf '#include <openacc.h>\n__attribute__((constructor)) static void init_host(void) { acc_init(acc_device_host); }\n' >"$work/init.c"
header() { sed -n '/^\/\//!q;p' "$1"; }
expected() { # the stored expectation as "exit N" + stdout lines
  h=$(header "$1")
  ex=$(printf '%s\n' "$h" | sed -n 's|^// expect-exit: *||p')
  [ -z "$ex" ] && return 1
  printf 'exit %s\n' "$ex"
  printf '%s\n' "$h" | awk 'in_out && /^\/\/ \|/ { l = substr($0, 5); sub(/^ /, "", l); print l; next } { in_out = ($0 ~ /^\/\/ expect-stdout:/) || (in_out && /^\/\/ \|/) }'
}
run_one() { # $1 exe -> "exit N" + stdout
  out=$(cd "$work" && ACC_DEVICE_TYPE=host timeout 20 "$1" </dev/null 2>"$work/stderr"; echo "exit $?")
  # put the exit line first
  printf '%s\n' "$out" | tail -n 1
  printf '%s\n' "$out" | sed '$d'
}
for f in $files; do
  name=${f#"$here"/}
  args=$(header "$f" | sed -n 's|^// args: *||p' | tr '\n' ' ')
  ishand=$(header "$f" | grep -c '^// expect-from: hand' || true)
  serial=$(header "$f" | grep -c '^// serial: differs' || true)
  results=""
  ok=1 msg=""
  for lvl in O0 O2; do
    if ! $GCC -fopenacc -$lvl $args -o "$work/p_$lvl" "$f" -lm >"$work/cc_$lvl" 2>&1; then
      if [ "$ishand" -gt 0 ]; then ok=2; else ok=0; msg="gcc -fopenacc -$lvl failed: $(grep -m1 -i error "$work/cc_$lvl")"; fi
      break
    fi
    run_one "$work/p_$lvl" >"$work/out_$lvl"
    if [ -s "$work/stderr" ]; then msg="$msg [stderr at $lvl: $(head -c 200 "$work/stderr")]"; fi
  done
  if [ $ok = 1 ] && ! cmp -s "$work/out_O0" "$work/out_O2"; then ok=0; msg="-O0 and -O2 disagree: $(diff "$work/out_O0" "$work/out_O2" | head -5)"; fi
  if [ $ok = 1 ] && [ "$(head -n1 "$work/out_O0")" != "exit 0" ]; then ok=0; msg="exit status not 0: $(head -n 3 "$work/out_O0")"; fi
  if [ $ok = 1 ] && [ "$serial" = 0 ] && [ "${ACC_ONLY:-0}" != 1 ]; then
    if ! $GCC -O2 -Wno-unknown-pragmas $args -o "$work/p_ser" "$f" "$work/init.c" -lgomp -lm >"$work/cc_ser" 2>&1; then
      ok=0; msg="serial build failed: $(grep -m1 -i error "$work/cc_ser")"
    else
      run_one "$work/p_ser" >"$work/out_ser"
      if ! cmp -s "$work/out_O0" "$work/out_ser"; then ok=0; msg="serial build differs: $(diff "$work/out_O0" "$work/out_ser" | head -5)"; fi
    fi
  fi
  if [ $ok = 1 ] && expected "$f" >"$work/exp"; then
    if ! cmp -s "$work/exp" "$work/out_O0"; then ok=0; msg="differs from the stored expectation: $(diff "$work/exp" "$work/out_O0" | head -5)"; fi
  fi
  if [ $ok = 2 ] && [ "$serial" = 0 ]; then
    # gcc -fopenacc cannot build it: the serial build must give the hand-written expectation.
    if ! $GCC -O2 -Wno-unknown-pragmas $args -o "$work/p_ser" "$f" "$work/init.c" -lgomp -lm >"$work/cc_ser" 2>&1; then
      # e.g. a library routine libgomp 12 lacks: the expectation stays checked by hand only.
      echo "note  $name: hand expectation not checked (serial build fails too: $(grep -m1 -i 'error\|undefined' "$work/cc_ser"))"
    else
      run_one "$work/p_ser" >"$work/out_ser"
      if ! expected "$f" >"$work/exp"; then ok=0; msg="hand file without an expectation"
      elif ! cmp -s "$work/exp" "$work/out_ser"; then ok=0; msg="hand expectation differs from the serial build: $(diff "$work/exp" "$work/out_ser" | head -5)"; fi
    fi
  fi
  if [ $ok = 2 ]; then
    hand=$((hand + 1)); echo "hand  $name"
  elif [ $ok = 1 ]; then
    pass=$((pass + 1)); [ -n "${VERBOSE:-}" ] && echo "ok    $name: $(sed -n 2p "$work/out_O0")"
  else
    fail=$((fail + 1)); echo "FAIL  $name: $msg"
  fi
done
echo "$pass ok, $hand hand (gcc 12 cannot compile), $fail failed"
[ "${KEEP:-0}" = 1 ] && echo "kept $work" || rm -rf "$work"
[ $fail -eq 0 ]
