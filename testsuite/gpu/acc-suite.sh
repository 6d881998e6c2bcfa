#!/usr/bin/env bash
# The OpenACC program suite (testsuite/acc) on a machine with an NVIDIA GPU: built here with
# oxacc for the GPU, run there on the default device (the GPU), each program's stdout and exit
# status compared with its header (docs/conformance.md records the runs; CI runs the same
# programs on the host back end through `cargo test`).
#
#   testsuite/gpu/acc-suite.sh build [OUTDIR]  # here (default .gpu/accsuite); uses $OXACC or
#                                               # target/release/oxacc; OFFLOAD_ARCH=sm_90;
#                                               # SUITE=acc-fortran builds testsuite/acc-fortran
#                                               # (headers in `!` comments) instead, and
#                                               # SUITE=omp/target the OpenMP target programs,
#                                               # SUITE=omp-fortran the Fortran OpenMP ones
#   testsuite/gpu/acc-suite.sh run [DIR]        # on the GPU machine; exits non-zero on failure
#   testsuite/gpu/acc-suite.sh sanitize [DIR]   # there: every program (or those named in $ONLY, a
#                                               # file of names) under compute-sanitizer memcheck
#                                               # and racecheck ($TOOLS: one of them), 8 at a time;
#                                               # exits non-zero on any error or hazard
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mode=${1:-}
dir=${2:-$root/.gpu/accsuite}

suite=${SUITE:-acc}
# The comment that carries a program's header: `//` in C, `!` in Fortran.
case "$suite" in
acc-fortran | omp-fortran*) cm='!' ;;
*) cm='//' ;;
esac
# OpenMP programs (SUITE=omp/target) are compiled with -fopenmp: their target regions take
# the same way to the GPU.
case "$suite" in
omp*) model=-fopenmp ;;
*) model=-fopenacc ;;
esac

# The expectation of a program from its header: "exit N" then the expected stdout lines.
expectation() {
  local c
  c=$(printf '%s' "$cm" | sed 's|/|\\/|g')
  awk "/^$c expect-exit:/ { sub(/^$c expect-exit: */, \"\"); code = \$0 }
       /^$c \\| ?/ { sub(/^$c \\| ?/, \"\"); out = out \$0 \"\\n\" }
       /^#/ { exit }
       END { printf \"exit %s\\n%s\", code, out }" "$1"
}

case "$mode" in
build)
  oxacc=${OXACC:-$root/target/release/oxacc}
  arch=${OFFLOAD_ARCH:-sm_90}
  rm -rf "$dir" && mkdir -p "$dir/bin"
  fails=0
  for src in $(cd "$root/testsuite/$suite" && find . \( -name '*.c' -o -name '*.f90' -o -name '*.f' -o -name '*.F90' -o -name '*.F' \) -not -path '*/helpers/*' | sort); do
    src=${src#./}
    name=$(echo "${src%.*}" | tr / _)
    file="$root/testsuite/$suite/$src"
    args=$(sed -n "s|^$cm args: ||p" "$file" | head -1)
    links=$(sed -n "s|^$cm link-with: ||p" "$file" | while read -r h; do
      echo "$(dirname "$file")/$h"; done)
    acc_links=$(sed -n "s|^$cm link-with-acc: ||p" "$file" | while read -r h; do
      echo "$(dirname "$file")/$h"; done)
    objs=""
    # Module files go to a folder of the program's own (not the current directory, and not
    # shared: two programs may define modules of the same name).
    mods="$dir/mod/$name" && mkdir -p "$mods" && args="$args -J $mods"
    for h in $links; do
      gcc -O2 -c "$h" -o "$dir/bin/$name.$(basename "$h").o" && objs="$objs $dir/bin/$name.$(basename "$h").o"
    done
    for h in $acc_links; do
      # shellcheck disable=SC2086
      "$oxacc" $model -O2 --offload-arch="$arch" -w $args -c "$h" -o "$dir/bin/$name.$(basename "$h").o" \
        && objs="$objs $dir/bin/$name.$(basename "$h").o"
    done
    # shellcheck disable=SC2086
    if "$oxacc" $model -O2 --offload-arch="$arch" -w $args "$file" $objs -o "$dir/bin/$name" -lm \
      2>"$dir/bin/$name.build.log"; then
      strip "$dir/bin/$name"
      expectation "$file" >"$dir/bin/$name.expected"
      # `// gpu-device: host`: the program has no GPU code by design (e.g. a routine from
      # another file, not linked for the device yet); it runs on the host device there too.
      grep -q "^$cm gpu-device: host" "$file" && touch "$dir/bin/$name.host"
      rm -f "$dir/bin/$name.build.log"
    else
      echo "BUILD FAIL $src: $(head -1 "$dir/bin/$name.build.log")"
      fails=$((fails + 1))
    fi
    rm -f "$dir"/bin/*.o
    rm -rf "$mods"
  done
  rm -rf "$dir/mod"
  cp "$0" "$dir/acc-suite.sh"
  # Multi-threaded xz: blocks of 24 MiB still share the runtime between neighbouring programs.
  (cd "$dir" && XZ_OPT=${XZ_OPT:--T0} tar -cJf bin.tar.xz bin && rm -rf bin)
  echo "built into $dir ($fails build failures); run: bash $dir/acc-suite.sh run $dir"
  [ "$fails" = 0 ]
  ;;
run)
  work=/tmp/accsuite
  rm -rf "$work" && mkdir -p "$work" && tar -C "$work" -xJf "$dir/bin.tar.xz"
  unset ACC_DEVICE_TYPE ACC_DEVICE_NUM OXACC_TIME OXACC_NOTIFY OXACC_HOST_MEMORY
  date -u
  nvidia-smi -L
  one() {
    local n=$1 b=/tmp/accsuite/bin out rc want
    if [ -e "$b/$n.host" ]; then
      out=$(cd "$b" && ACC_DEVICE_TYPE=host timeout 60 "./$n" 2>"$b/$n.err")
    else
      out=$(cd "$b" && timeout 60 "./$n" 2>"$b/$n.err")
    fi
    rc=$?
    want=$(tail -n +2 "$b/$n.expected")
    if [ "exit $rc" = "$(head -1 "$b/$n.expected")" ] && [ "$out" = "$want" ]; then
      echo "PASS $n"
    else
      echo "FAIL $n (exit $rc; expected $(head -1 "$b/$n.expected"))"
      echo "$out" | head -3 | sed 's/^/  got | /'
      echo "$want" | head -3 | sed 's/^/  want| /'
      tail -4 "$b/$n.err" | sed 's/^/  err | /'
    fi
  }
  export -f one
  ls "$work/bin" | grep -v '\.' | xargs -P 8 -I{} bash -c 'one {}' >"$work/results.txt" 2>&1
  grep -v '^PASS' "$work/results.txt"
  pass=$(grep -c '^PASS' "$work/results.txt")
  fail=$(grep -c '^FAIL' "$work/results.txt")
  echo "SUMMARY pass $pass fail $fail"
  [ "$fail" = 0 ]
  ;;
sanitize)
  b=/tmp/accsuite/bin
  # OpenMP programs need LLVM's libomp, which all.sh puts beside the suites (all.sh exports
  # the same path for `run`).
  [ -d "$dir/../lib" ] && export LD_LIBRARY_PATH="$(cd "$dir/../lib" && pwd)${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  # A fresh machine: unpack as `run` does.
  [ -d "$b" ] || { mkdir -p /tmp/accsuite && tar -C /tmp/accsuite -xJf "$dir/bin.tar.xz"; }
  [ -x /usr/local/cuda/bin/compute-sanitizer ] && PATH=$PATH:/usr/local/cuda/bin
  san() {
    local tool=$1 n=$2 rc s
    if [ -e "/tmp/accsuite/bin/$n.host" ]; then return; fi
    (cd /tmp/accsuite/bin && timeout 300 compute-sanitizer --tool "$tool" --error-exitcode 99 "./$n" \
      >"/tmp/accsuite/$tool.$n.log" 2>&1)
    rc=$?
    s=$(grep -E "ERROR SUMMARY|RACECHECK SUMMARY" "/tmp/accsuite/$tool.$n.log" | tail -1)
    # Clean: the program's own expected exit status (the errors/ programs stop with 1 by
    # design) and nothing reported; --error-exitcode 99 marks a report.
    want=$(head -1 "/tmp/accsuite/bin/$n.expected" | cut -d' ' -f2)
    # A program that never calls CUDA (host-only OpenMP: `teams` on the host, tasks) makes
    # compute-sanitizer exit 255 with this line and nothing to check: no kernel, not a report.
    if grep -q "terminated before first instrumented API call" "/tmp/accsuite/$tool.$n.log"; then
      echo "clean $tool $n (no CUDA call)"; return
    fi
    if [ "$rc" = "$want" ]; then echo "clean $tool $n rc=$rc $s"; else echo "$tool $n rc=$rc (expected $want) $s"; fi
  }
  export -f san
  names=$(if [ -n "${ONLY:-}" ]; then cat "$ONLY"; else ls "$b" | grep -v '\.'; fi)
  bad=0
  for tool in ${TOOLS:-memcheck racecheck}; do
    echo "$names" | xargs -P 8 -I{} bash -c "san $tool {}" >"/tmp/accsuite/$tool.txt" 2>&1
    n=$(grep -c . "/tmp/accsuite/$tool.txt")
    unclean=$(grep -vc '^clean ' "/tmp/accsuite/$tool.txt")
    echo "SANITIZE $tool: $n programs, $unclean not clean"
    grep -v '^clean ' "/tmp/accsuite/$tool.txt"
    bad=$((bad + unclean))
  done
  [ "$bad" = 0 ]
  ;;
*)
  echo "usage: $0 build [OUTDIR] | run [DIR] | sanitize [DIR]" >&2
  exit 2
  ;;
esac
